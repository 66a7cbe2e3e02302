; expect: valid
; why: fptosi of 1e10 to i32 is out of range: poison

define i32 @src() {
  %r = fptosi float 1.0e+10 to i32
  ret i32 %r
}

define i32 @tgt() {
  ret i32 0
}
