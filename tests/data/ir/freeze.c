// freeze: on a target without a remainder instruction (AArch64), DivRemPairs rewrites
// x % y as x - (x / y) * y and freezes x and y (loaded values may be poison).
int divrem(const int *p, const int *q) {
  int x = *p, y = *q;
  return (x / y) * 7 + (x % y);
}

unsigned udivrem(const unsigned *p, unsigned d) {
  unsigned x = *p;
  return (x / d) ^ (x % d);
}

int plain_arm(int a, int b) { return (a >> 1) + (b << 1); }
