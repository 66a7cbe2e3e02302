// Every memory scope clang can name, on a target that keeps them apart (AMDGPU):
// atomicrmw, cmpxchg and fence with syncscope("...") and each ordering.
int scopes(int *p, int v, int *e) {
  int a = __scoped_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __MEMORY_SCOPE_SINGLE);
  int b = __scoped_atomic_fetch_add(p, a, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_WVFRNT);
  int c = __scoped_atomic_fetch_max(p, b, __ATOMIC_RELEASE, __MEMORY_SCOPE_WRKGRP);
  int d = __scoped_atomic_fetch_min((unsigned *)p, (unsigned)c, __ATOMIC_ACQ_REL, __MEMORY_SCOPE_DEVICE);
  int f = __scoped_atomic_fetch_xor(p, d, __ATOMIC_SEQ_CST, __MEMORY_SCOPE_SYSTEM);
  int g = __scoped_atomic_compare_exchange_n(p, e, f, 0, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_WRKGRP);
  __scoped_atomic_thread_fence(__ATOMIC_RELEASE, __MEMORY_SCOPE_WRKGRP);
  __scoped_atomic_thread_fence(__ATOMIC_ACQUIRE, __MEMORY_SCOPE_DEVICE);
  __scoped_atomic_thread_fence(__ATOMIC_SEQ_CST, __MEMORY_SCOPE_WVFRNT);
  int h = __scoped_atomic_load_n(p, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_WRKGRP);
  __scoped_atomic_store_n(p, h + g, __ATOMIC_RELEASE, __MEMORY_SCOPE_DEVICE);
  return a + b + c + d + f + g + h;
}

unsigned wrap_ops(unsigned *p, unsigned v) {
  unsigned a = __builtin_amdgcn_atomic_inc32(p, v, __ATOMIC_SEQ_CST, "agent");
  unsigned b = __builtin_amdgcn_atomic_dec32(p, a, __ATOMIC_RELAXED, "workgroup");
  return a + b;
}

float fminmax(float *p, float v) {
  float a = __atomic_fetch_max(p, v, __ATOMIC_RELAXED);
  float b = __atomic_fetch_min(p, a, __ATOMIC_RELAXED);
  return a + b;
}

int plain_gpu(int a, int b) { return (a * b) - (a >> 3); }
