; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i16 @shl_zext_and(i8 %x) {
  %zext = zext i8 %x to i16
  %r = shl i16 %zext, 15
  ret i16 %r
}

define i13 @shl_zext_and_i13(i8 %x) {
  %zext = zext i8 %x to i13
  %r = shl i13 %zext, 12
  ret i13 %r
}

define <2 x i16> @shl_zext_and_splat(<2 x i8> %x) {
  %zext = zext <2 x i8> %x to <2 x i16>
  %r = shl <2 x i16> %zext, splat (i16 15)
  ret <2 x i16> %r
}

define <2 x i16> @shl_zext_and_splat_poison(<2 x i8> %x) {
  %zext = zext <2 x i8> %x to <2 x i16>
  %r = shl <2 x i16> %zext, splat (i16 15)
  ret <2 x i16> %r
}

define <2 x i16> @shl_zext_and_nonsplat(<2 x i8> %x) {
  %and = and <2 x i8> %x, <i8 1, i8 2>
  %zext = zext nneg <2 x i8> %and to <2 x i16>
  %r = shl <2 x i16> %zext, splat (i16 15)
  ret <2 x i16> %r
}

define i16 @shl_zext_and_pre0_fails(i8 %x) {
  ret i16 poison
}

define i16 @shl_zext_and_multi_use(i8 %x) {
  %and = and i8 %x, 1
  %zext = zext i8 %x to i16
  %r = shl i16 %zext, 15
  call void @use(i8 %and)
  ret i16 %r
}

declare void @use(i8)
