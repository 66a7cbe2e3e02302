// The crawl's isolation test (tests/it/crawl.rs): one module mixing a function with
// invoke/landingpad, one with asm goto (callbr), one holding an x86_amx value (a type the
// IR cannot read, so that function is skipped and named), and plain functions.
// Regenerate: clang++-22 -O3 -mamx-tile -S -emit-llvm mixed.cpp -o mixed.ll
#include <immintrin.h>

int may_throw(int);

int with_invoke(int a, int b) {
  int x = (a ^ b) + (a & b);
  try {
    x += may_throw(x);
  } catch (...) {
    return (x << 3) - x;
  }
  return (x | 7) * 5;
}

int with_callbr(int a, int b) {
  int s = (a - b) & 0xff;
  asm goto("testl %0, %0; jne %l1" : : "r"(s) : "cc" : taken);
  return (s ^ 0x55) + (s >> 2);
taken:
  return (a + b) | 1;
}

void with_amx(char *buf, long stride, int n) {
  __tile1024i t = {(unsigned short)(n & 15), (unsigned short)((n + 4) & 63)};
  __tile_loadd(&t, buf, stride);
  __tile_stored(buf + stride * 16, stride, t);
}

extern "C" int plain_one(int a, int b) { return (a + b) * (a - b); }
extern "C" unsigned plain_two(unsigned x) { return (x >> 3) ^ (x << 5) ^ (x & 0xf0f0); }
