; expect: invalid
; why: the true edge returns 1, tgt returns zext(not c) = 0 there

define i32 @src(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @tgt(i1 %c) {
  %n = xor i1 %c, true
  %r = zext i1 %n to i32
  ret i32 %r
}
