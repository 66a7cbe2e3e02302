; expect: invalid
; why: tgt stores through null (UB) where src does nothing

define void @src(i32 %v) {
  ret void
}

define void @tgt(i32 %v) {
  store i32 %v, ptr null, align 4
  ret void
}
