; expect: valid
; why: lowering a load's alignment only removes UB

define i32 @src(ptr %p) {
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %r = load i32, ptr %p, align 1
  ret i32 %r
}
