/* A histogram with a skewed input: the loop is hot, the clamp branch cold. */
#include <stdio.h>
#include <stdlib.h>
unsigned hist[16];
__attribute__((noinline)) void count(const unsigned char *p, int n) {
  for (int i = 0; i < n; i++) {
    unsigned v = p[i] >> 4;
    if (v > 12)
      v = 12;
    hist[v]++;
    if ((p[i] & 7) == 0)
      for (int k = 0; k < 3; k++)
        hist[(v + k) & 15] += k;
  }
}
__attribute__((noinline)) int pick(int x) {
  switch (x & 3) {
  case 0: return 10;
  case 1: return 20;
  case 2: return 30;
  default: return 40;
  }
}
int main(int argc, char **argv) {
  unsigned char buf[1000];
  for (int i = 0; i < 1000; i++) buf[i] = (unsigned char)(i * 37 % 200);
  int s = 0;
  for (int r = 0; r < 50; r++) { count(buf, 1000); s += pick(r * 3 + argc); }
  printf("%u %d\n", hist[3], s);
  return 0;
}
