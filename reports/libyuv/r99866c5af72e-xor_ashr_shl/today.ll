; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <16 x i32> @xor_ashr_shl(<16 x i32> %x) {
  %shl = shl nuw <16 x i32> %x, splat (i32 24)
  %ashr = ashr exact <16 x i32> %shl, splat (i32 24)
  %r = xor <16 x i32> %ashr, splat (i32 -128)
  ret <16 x i32> %r
}

define <16 x i32> @xor_ashr_shl_i13(<16 x i32> %x) {
  %shl = shl nuw <16 x i32> %x, splat (i32 24)
  %ashr = ashr exact <16 x i32> %shl, splat (i32 24)
  %r = xor <16 x i32> %ashr, splat (i32 -128)
  ret <16 x i32> %r
}

define <16 x i32> @xor_ashr_shl_no_nuw(<16 x i32> %x) {
  %shl = shl <16 x i32> %x, splat (i32 24)
  %ashr = ashr exact <16 x i32> %shl, splat (i32 24)
  %r = xor <16 x i32> %ashr, splat (i32 -128)
  ret <16 x i32> %r
}
