; expect: valid
; why: dereferenceable(4) on both: the same inputs are undefined in both, and the load forwarding is exact

define i32 @src(ptr dereferenceable(4) %p, i32 %v) {
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  ret i32 %l
}

define i32 @tgt(ptr dereferenceable(4) %p, i32 %v) {
  store i32 %v, ptr %p
  ret i32 %v
}
