; expect: valid
; why: x srem -1 = 0; INT_MIN srem -1 is UB in src

define i32 @src(i32 %x) {
  %r = srem i32 %x, -1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
