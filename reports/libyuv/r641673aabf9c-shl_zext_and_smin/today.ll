; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @shl_zext_and_smin(i16 %x) {
  %ashr = ashr i16 %x, 4
  %smin = call i16 @llvm.smin.i16(i16 %ashr, i16 255)
  %zext = zext i16 %smin to i32
  %r = shl i32 %zext, 24
  ret i32 %r
}

define i32 @shl_zext_and_smin_multi_use(i16 %x) {
  %ashr = ashr i16 %x, 4
  %smin = call i16 @llvm.smin.i16(i16 %ashr, i16 255)
  %zext = zext i16 %smin to i32
  %r = shl i32 %zext, 24
  call void @use.i16(i16 %ashr)
  ret i32 %r
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #0

declare void @use.i16(i16)

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
