; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @ashr_shl_zext_lshr(i16 %x) {
  %lshr = lshr i16 %x, 8
  %zext = zext nneg i16 %lshr to i32
  %shl = shl nuw i32 %zext, 24
  %r = ashr exact i32 %shl, 24
  ret i32 %r
}

define i32 @ashr_shl_zext_lshr_multi_use(i16 %x) {
  %lshr = lshr i16 %x, 8
  %zext = zext nneg i16 %lshr to i32
  %shl = shl nuw i32 %zext, 24
  %r = ashr exact i32 %shl, 24
  call void @use.i16(i16 %lshr)
  ret i32 %r
}

declare void @use.i16(i16)
