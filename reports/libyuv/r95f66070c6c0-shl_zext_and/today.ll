; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @shl_zext_and(i16 %x) {
  %zext = zext i16 %x to i32
  %r = shl i32 %zext, 24
  ret i32 %r
}

define i32 @shl_zext_and_multi_use(i16 %x) {
  %and = and i16 %x, 255
  %zext = zext i16 %x to i32
  %r = shl i32 %zext, 24
  call void @use.i16(i16 %and)
  ret i32 %r
}

declare void @use.i16(i16)
