; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @sub_and_shl(i8 %x) {
  %shl = shl i8 %x, 1
  %and = and i8 %shl, 2
  %r = sub nsw i8 1, %and
  ret i8 %r
}

define i13 @sub_and_shl_i13(i13 %x) {
  %shl = shl i13 %x, 1
  %and = and i13 %shl, 2
  %r = sub nsw i13 1, %and
  ret i13 %r
}

define <2 x i8> @sub_and_shl_splat(<2 x i8> %x) {
  %shl = shl <2 x i8> %x, splat (i8 1)
  %and = and <2 x i8> %shl, splat (i8 2)
  %r = sub nsw <2 x i8> splat (i8 1), %and
  ret <2 x i8> %r
}
