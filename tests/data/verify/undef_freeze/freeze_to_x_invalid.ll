; expect: invalid
; why: freeze x is a value even if x is poison; x itself is poison then

define i32 @src(i32 %x) {
  %r = freeze i32 %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
