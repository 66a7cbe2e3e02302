// va_arg: on spirv64 clang leaves va_arg to LLVM (on x86-64 it expands it itself).
#include <stdarg.h>

int sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

double mixed(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double d = va_arg(ap, double);
  long l = va_arg(ap, long);
  void *p = va_arg(ap, void *);
  va_end(ap);
  return d * (double)l + (p != 0);
}

int plain_spirv(int a, int b) { return (a << 2) - b; }
