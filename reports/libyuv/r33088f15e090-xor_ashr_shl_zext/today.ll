; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <8 x i32> @xor_ashr_shl_zext(<8 x i16> %x) {
  %lshr = lshr <8 x i16> %x, splat (i16 8)
  %zext = zext nneg <8 x i16> %lshr to <8 x i32>
  %shl = shl nuw <8 x i32> %zext, splat (i32 24)
  %ashr = ashr exact <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}
