; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define ptr @v_shl(i64 %x, ptr %y) {
  %shl = shl i64 %x, 3
  %r = getelementptr i8, ptr %y, i64 %shl
  ret ptr %r
}

define ptr @v_shl_multi_use(i64 %x, ptr %y) {
  %shl = shl i64 %x, 3
  %r = getelementptr i8, ptr %y, i64 %shl
  call void @use.i64(i64 %shl)
  ret ptr %r
}

declare void @use.i64(i64)
