// Atomics with every ordering C can ask for: atomicrmw (each operation), cmpxchg (strong,
// weak, volatile, each success/failure pair), fence (thread and signal scope), atomic
// loads and stores.
#include <stdatomic.h>

int rmw_orders(_Atomic int *p, int v) {
  int a = atomic_fetch_add_explicit(p, v, memory_order_relaxed);
  int b = atomic_fetch_sub_explicit(p, a, memory_order_acquire);
  int c = atomic_fetch_and_explicit(p, b, memory_order_release);
  int d = atomic_fetch_or_explicit(p, c, memory_order_acq_rel);
  int e = atomic_fetch_xor_explicit(p, d, memory_order_seq_cst);
  int f = atomic_exchange_explicit(p, e, memory_order_consume);
  return a + b + c + d + e + f;
}

int rmw_ops(int *p, int v, unsigned *u, float *fp, float fv) {
  int a = __atomic_fetch_nand(p, v, __ATOMIC_SEQ_CST);
  int b = __atomic_fetch_max(p, a, __ATOMIC_RELAXED);
  int c = __atomic_fetch_min(p, b, __ATOMIC_RELAXED);
  unsigned d = __atomic_fetch_max(u, (unsigned)c, __ATOMIC_RELAXED);
  unsigned e = __atomic_fetch_min(u, d, __ATOMIC_ACQUIRE);
  float f = __atomic_fetch_add(fp, fv, __ATOMIC_SEQ_CST);
  float g = __atomic_fetch_sub(fp, f, __ATOMIC_RELEASE);
  return a + b + c + (int)d + (int)e + (int)(f + g);
}

int cas_orders(int *p, int *expected, int v) {
  int ok = 0;
  ok += __atomic_compare_exchange_n(p, expected, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  ok += __atomic_compare_exchange_n(p, expected, v + 1, 1, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  ok += __atomic_compare_exchange_n(p, expected, v + 2, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
  ok += __atomic_compare_exchange_n(p, expected, v + 3, 1, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
  ok += __atomic_compare_exchange_n(p, expected, v + 4, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return ok;
}

int cas_volatile(volatile int *p, int *old, int v) {
  int a = __atomic_fetch_add(p, v, __ATOMIC_RELAXED);
  return a + __atomic_compare_exchange_n(p, old, v, 1, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
}

int fences(_Atomic int *p, int v) {
  atomic_thread_fence(memory_order_acquire);
  atomic_store_explicit(p, v, memory_order_release);
  atomic_thread_fence(memory_order_release);
  atomic_signal_fence(memory_order_seq_cst);
  atomic_thread_fence(memory_order_acq_rel);
  int r = atomic_load_explicit(p, memory_order_acquire);
  atomic_signal_fence(memory_order_acquire);
  atomic_thread_fence(memory_order_seq_cst);
  return r + atomic_load_explicit(p, memory_order_relaxed);
}

int scoped(int *p, int v) {
  int a = __scoped_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_SINGLE);
  int b = __scoped_atomic_fetch_add(p, a, __ATOMIC_SEQ_CST, __MEMORY_SCOPE_WRKGRP);
  return a + b;
}

int plain_mix(int a, int b) { return (a + b) ^ (a - b); }
