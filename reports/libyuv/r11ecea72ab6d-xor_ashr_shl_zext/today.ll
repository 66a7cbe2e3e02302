; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @xor_ashr_shl_zext(i16 %x) {
  %umin = call i16 @llvm.umin.i16(i16 %x, i16 255)
  %zext = zext nneg i16 %umin to i32
  %shl = shl nuw i32 %zext, 24
  %ashr = ashr exact i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}

define i32 @xor_ashr_shl_zext_multi_use(i16 %x) {
  %umin = call i16 @llvm.umin.i16(i16 %x, i16 255)
  %zext = zext nneg i16 %umin to i32
  %shl = shl nuw i32 %zext, 24
  %ashr = ashr exact i32 %shl, 24
  %r = xor i32 %ashr, -128
  call void @use.i16(i16 %umin)
  ret i32 %r
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #0

declare void @use.i16(i16)

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
