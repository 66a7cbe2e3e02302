; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <8 x i32> @xor_ashr_shl_zext(<8 x i16> %x) {
  %umin = call <8 x i16> @llvm.umin.v8i16(<8 x i16> %x, <8 x i16> splat (i16 255))
  %zext = zext nneg <8 x i16> %umin to <8 x i32>
  %shl = shl nuw <8 x i32> %zext, splat (i32 24)
  %ashr = ashr exact <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.umin.v8i16(<8 x i16>, <8 x i16>) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
