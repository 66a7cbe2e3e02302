; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <8 x i32> @xor_ashr_shl(<8 x i32> %x) {
  %shl = shl nuw <8 x i32> %x, splat (i32 24)
  %ashr = ashr exact <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}

define <8 x i32> @xor_ashr_shl_i13(<8 x i32> %x) {
  %shl = shl nuw <8 x i32> %x, splat (i32 24)
  %ashr = ashr exact <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}

define <8 x i32> @xor_ashr_shl_no_nuw(<8 x i32> %x) {
  %shl = shl <8 x i32> %x, splat (i32 24)
  %ashr = ashr exact <8 x i32> %shl, splat (i32 24)
  %r = xor <8 x i32> %ashr, splat (i32 -128)
  ret <8 x i32> %r
}
