; expect: invalid
; why: x=-1: sitofp gives -1.0, uitofp 4294967296.0

define float @src(i32 %x) {
  %r = sitofp i32 %x to float
  ret float %r
}

define float @tgt(i32 %x) {
  %r = uitofp i32 %x to float
  ret float %r
}
