; expect: valid
; why: select c, 1, 0 -> select !c, 0, 1: each reads c once

define i8 @src(i1 %c) {
  %r = select i1 %c, i8 1, i8 0
  ret i8 %r
}

define i8 @tgt(i1 %c) {
  %n = xor i1 %c, true
  %r = select i1 %n, i8 0, i8 1
  ret i8 %r
}
