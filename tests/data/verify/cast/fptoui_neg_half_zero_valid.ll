; expect: valid
; why: fptoui truncates toward zero: -0.5 -> 0 is in range, not poison

define i32 @src() {
  %r = fptoui float -0.5 to i32
  ret i32 %r
}

define i32 @tgt() {
  ret i32 0
}
