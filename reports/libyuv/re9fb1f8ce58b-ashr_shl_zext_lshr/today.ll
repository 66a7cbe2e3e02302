; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i16 @ashr_shl_zext_lshr(i8 %x) {
  %lshr = lshr i8 %x, 2
  %zext = zext nneg i8 %lshr to i16
  %shl = shl nuw i16 %zext, 10
  %r = ashr exact i16 %shl, 10
  ret i16 %r
}

define i13 @ashr_shl_zext_lshr_i13(i8 %x) {
  %lshr = lshr i8 %x, 1
  %zext = zext nneg i8 %lshr to i13
  %shl = shl nuw i13 %zext, 6
  %r = ashr exact i13 %shl, 6
  ret i13 %r
}

define <2 x i16> @ashr_shl_zext_lshr_splat(<2 x i8> %x) {
  %lshr = lshr <2 x i8> %x, splat (i8 2)
  %zext = zext nneg <2 x i8> %lshr to <2 x i16>
  %shl = shl nuw <2 x i16> %zext, splat (i16 10)
  %r = ashr exact <2 x i16> %shl, splat (i16 10)
  ret <2 x i16> %r
}

define <2 x i16> @ashr_shl_zext_lshr_splat_poison(<2 x i8> %x) {
  %lshr = lshr <2 x i8> %x, <i8 2, i8 poison>
  %zext = zext nneg <2 x i8> %lshr to <2 x i16>
  %shl = shl nuw <2 x i16> %zext, splat (i16 10)
  %r = ashr exact <2 x i16> %shl, splat (i16 10)
  ret <2 x i16> %r
}

define <2 x i16> @ashr_shl_zext_lshr_nonsplat(<2 x i8> %x) {
  %lshr = lshr <2 x i8> %x, <i8 2, i8 3>
  %zext = zext nneg <2 x i8> %lshr to <2 x i16>
  %shl = shl nuw <2 x i16> %zext, splat (i16 10)
  %r = ashr exact <2 x i16> %shl, splat (i16 10)
  ret <2 x i16> %r
}

define i16 @ashr_shl_zext_lshr_pre0_fails(i8 %x) {
  ret i16 poison
}

define i16 @ashr_shl_zext_lshr_multi_use(i8 %x) {
  %lshr = lshr i8 %x, 2
  %zext = zext nneg i8 %lshr to i16
  %shl = shl nuw i16 %zext, 10
  %r = ashr exact i16 %shl, 10
  call void @use(i8 %lshr)
  ret i16 %r
}

declare void @use(i8)
