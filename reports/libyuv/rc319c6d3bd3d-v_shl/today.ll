; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define ptr @v_shl(ptr %x, i64 %y) {
  %shl = shl nsw i64 %y, 2
  %r = getelementptr inbounds nuw i8, ptr %x, i64 %shl
  ret ptr %r
}

define ptr @v_shl_multi_use(ptr %x, i64 %y) {
  %shl = shl nsw i64 %y, 2
  %r = getelementptr inbounds nuw i8, ptr %x, i64 %shl
  call void @use.i64(i64 %shl)
  ret ptr %r
}

define ptr @v_shl_no_nsw(ptr %x, i64 %y) {
  %shl = shl i64 %y, 2
  %r = getelementptr inbounds nuw i8, ptr %x, i64 %shl
  ret ptr %r
}

declare void @use.i64(i64)
