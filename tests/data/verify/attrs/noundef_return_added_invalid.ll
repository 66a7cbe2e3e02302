; expect: invalid
; why: a noundef return of a poison value is undefined behaviour: the target adds it

define i8 @src(i8 %x) {
  ret i8 %x
}

define noundef i8 @tgt(i8 %x) {
  ret i8 %x
}
