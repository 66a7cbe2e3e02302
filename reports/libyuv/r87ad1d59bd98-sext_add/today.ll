; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i64 @sext_add(i32 %x) {
  %add = add nsw i32 %x, -1
  %r = sext i32 %add to i64
  ret i64 %r
}

define i64 @sext_add_multi_use(i32 %x) {
  %add = add nsw i32 %x, -1
  %r = sext i32 %add to i64
  call void @use.i32(i32 %add)
  ret i64 %r
}

define i64 @sext_add_no_nsw(i32 %x) {
  %add = add i32 %x, -1
  %r = sext i32 %add to i64
  ret i64 %r
}

declare void @use.i32(i32)
