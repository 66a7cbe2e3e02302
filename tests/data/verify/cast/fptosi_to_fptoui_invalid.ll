; expect: invalid
; why: x=-1.0: fptosi gives -1, fptoui is poison

define i32 @src(float %x) {
  %r = fptosi float %x to i32
  ret i32 %r
}

define i32 @tgt(float %x) {
  %r = fptoui float %x to i32
  ret i32 %r
}
