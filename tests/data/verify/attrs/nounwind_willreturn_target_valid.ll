; expect: valid
; why: nounwind willreturn on the target: these loop-free, call-free functions always return

define i8 @src(i8 %x) {
  %r = mul i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) nounwind willreturn {
  ret i8 %x
}
