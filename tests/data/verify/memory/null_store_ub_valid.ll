; expect: valid
; why: a store through null is UB, so src has no defined behaviour to preserve

define void @src(i32 %v) {
  store i32 %v, ptr null, align 4
  ret void
}

define void @tgt(i32 %v) {
  ret void
}
