; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <16 x i32> @xor_ashr_shl_zext(<16 x i16> %x) {
  %lshr = lshr <16 x i16> %x, splat (i16 8)
  %zext = zext nneg <16 x i16> %lshr to <16 x i32>
  %shl = shl nuw <16 x i32> %zext, splat (i32 24)
  %ashr = ashr exact <16 x i32> %shl, splat (i32 24)
  %r = xor <16 x i32> %ashr, splat (i32 -128)
  ret <16 x i32> %r
}
