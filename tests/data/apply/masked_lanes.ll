; rewrite @lanes %v2: (masked.load (val ptr %0), (const <4 x i1> <1, 1, 1, 0>), (val <4 x i32> %1))
; expect: rewritten 1, load_not_at_root 1
; Three loads inserted into lanes 0-2 become one masked load at the root (issue 14, item
; 5) where no instruction between the loads and the root may write memory; with a store
; in between (@lanes_after_store) the masked load at the root could read what the store
; wrote, and the site is skipped.
define <4 x i32> @lanes(ptr %p, <4 x i32> %v) {
  %a0 = load i32, ptr %p, align 4
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %a1 = load i32, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %a2 = load i32, ptr %p2, align 4
  %v0 = insertelement <4 x i32> %v, i32 %a0, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %a1, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %a2, i64 2
  ret <4 x i32> %v2
}

define <4 x i32> @lanes_after_store(ptr %p, <4 x i32> %v, ptr %q) {
  %a0 = load i32, ptr %p, align 4
  %p1 = getelementptr inbounds i32, ptr %p, i64 1
  %a1 = load i32, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %p, i64 2
  %a2 = load i32, ptr %p2, align 4
  store i32 7, ptr %q, align 4
  %v0 = insertelement <4 x i32> %v, i32 %a0, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %a1, i64 1
  %v2 = insertelement <4 x i32> %v1, i32 %a2, i64 2
  ret <4 x i32> %v2
}
