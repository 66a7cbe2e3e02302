// A switch with many cases, metadata attachments (!tbaa, !prof, !range,
// !nonnull, !llvm.loop, !srcloc, !dbg with #dbg_value records) and operand bundles
// ("align" on llvm.assume).
#include <stddef.h>

int sink(int);

int big_switch(int op, int a, int b) {
  switch (op) {
  case 0: return sink(a + b);
  case 1: return sink(a - b);
  case 2: return sink(a * b);
  case 3: return sink(a / (b | 1));
  case 5: return sink(a ^ b);
  case 8: return sink(a | b);
  case 13: return sink(a & b);
  case 21: return sink(a << (b & 31));
  case 34: return sink(a >> (b & 31));
  case 55: return sink(~a);
  case 89: return sink(-b);
  case 144: return sink(a == b);
  case 233: return sink(a < b);
  case 377: return sink(a > b);
  case -1: return sink(a % (b | 1));
  case -1000: return sink(a + 1);
  default: return sink(0);
  }
}

long expect_and_tbaa(long *p, int *q, long n) {
  long s = 0;
  if (__builtin_expect(n > 100, 0))
    return *q;
  for (long i = 0; i < n; i++) {
    s += p[i] * *q;
  }
  return s;
}

int aligned_sum(int *p) {
  int *a = __builtin_assume_aligned(p, 64);
  return a[0] + a[1] + a[15];
}

int with_asm(int x) {
  int y;
  __asm__ volatile("lea 1(%1), %0" : "=r"(y) : "r"(x));
  return y * 3;
}

int plain_tail(int a, int b) { return (a + b) * (a - b); }
