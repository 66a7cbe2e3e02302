/* tiny: the one source of the fake project that tests/it/speedup.rs measures with
 * `minotaur bench speedup`: a loop of integer work whose checksum native.sh --check
 * compares with the known answer. */
#include <stdio.h>
#include <stdlib.h>

static unsigned mix(unsigned x, unsigned i) {
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return (x + i) | (i & 1);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000;
  unsigned x = 2463534242u;
  unsigned long sum = 0;
  for (long i = 0; i < n; i++) {
    x = mix(x, (unsigned)i);
    sum += x % 1000u;
  }
  printf("%lu\n", sum);
  return 0;
}
