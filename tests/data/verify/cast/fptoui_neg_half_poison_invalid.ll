; expect: invalid
; why: fptoui of -0.5 is 0 (in range after truncation), tgt poison does not refine it

define i32 @src() {
  %r = fptoui float -0.5 to i32
  ret i32 %r
}

define i32 @tgt() {
  ret i32 poison
}
