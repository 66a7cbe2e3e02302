; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @and_sub(i8 %x, i8 %y) {
  %sub = sub i8 %x, %y
  %r = and i8 %sub, 1
  ret i8 %r
}

define i13 @and_sub_i13(i13 %x, i13 %y) {
  %sub = sub i13 %x, %y
  %r = and i13 %sub, 1
  ret i13 %r
}

define <2 x i8> @and_sub_splat(<2 x i8> %x, <2 x i8> %y) {
  %sub = sub <2 x i8> %x, %y
  %r = and <2 x i8> %sub, splat (i8 1)
  ret <2 x i8> %r
}
