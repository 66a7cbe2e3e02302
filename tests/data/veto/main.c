/* Runs trip() often enough for its instruction count to be a number, and checks it. */
unsigned trip(unsigned);
int main(void) {
  for (unsigned n = 0; n < 20000; n++) {
    unsigned r = n % 16 == 0 ? 16 : n % 16;
    if (trip(n) != n - r) return 1;
  }
  return 0;
}
