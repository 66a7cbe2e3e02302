; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i32 @xor_ashr_shl(i32 %x) {
  %shl = shl nuw i32 %x, 24
  %ashr = ashr exact i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}

define i13 @xor_ashr_shl_i13(i13 %x) {
  ret i13 poison
}

define <2 x i32> @xor_ashr_shl_splat(<2 x i32> %x) {
  %shl = shl nuw <2 x i32> %x, splat (i32 24)
  %ashr = ashr exact <2 x i32> %shl, splat (i32 24)
  %r = xor <2 x i32> %ashr, splat (i32 -128)
  ret <2 x i32> %r
}

define i32 @xor_ashr_shl_multi_use(i32 %x) {
  %shl = shl nuw i32 %x, 24
  %ashr = ashr exact i32 %shl, 24
  %r = xor i32 %ashr, -128
  call void @use.i32(i32 %shl)
  ret i32 %r
}

define i32 @xor_ashr_shl_no_nuw(i32 %x) {
  %shl = shl i32 %x, 24
  %ashr = ashr exact i32 %shl, 24
  %r = xor i32 %ashr, -128
  ret i32 %r
}

declare void @use.i32(i32)
