; expect: invalid
; why: tgt or disjoint is poison for overlapping bits where src add is a value

define i32 @src(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %r = or disjoint i32 %x, %y
  ret i32 %r
}
