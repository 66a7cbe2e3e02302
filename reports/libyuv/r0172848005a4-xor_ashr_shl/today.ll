; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i8 @xor_ashr_shl(i8 %x) {
  %shl = shl nuw i8 %x, 3
  %ashr = ashr exact i8 %shl, 3
  %r = xor i8 %ashr, -16
  ret i8 %r
}

define i13 @xor_ashr_shl_i13(i13 %x) {
  %shl = shl nuw i13 %x, 5
  %ashr = ashr exact i13 %shl, 5
  %r = xor i13 %ashr, -128
  ret i13 %r
}

define <2 x i8> @xor_ashr_shl_splat(<2 x i8> %x) {
  %shl = shl nuw <2 x i8> %x, splat (i8 3)
  %ashr = ashr exact <2 x i8> %shl, splat (i8 3)
  %r = xor <2 x i8> %ashr, splat (i8 -16)
  ret <2 x i8> %r
}

define <2 x i8> @xor_ashr_shl_splat_poison(<2 x i8> %x) {
  %shl = shl nuw <2 x i8> %x, <i8 3, i8 poison>
  %ashr = ashr exact <2 x i8> %shl, <i8 3, i8 poison>
  %r = xor <2 x i8> %ashr, splat (i8 -16)
  ret <2 x i8> %r
}

define <2 x i8> @xor_ashr_shl_nonsplat(<2 x i8> %x) {
  %shl = shl nuw <2 x i8> %x, <i8 3, i8 4>
  %ashr = ashr exact <2 x i8> %shl, <i8 3, i8 4>
  %r = xor <2 x i8> %ashr, splat (i8 -16)
  ret <2 x i8> %r
}

define i8 @xor_ashr_shl_pre0_fails(i8 %x) {
  ret i8 poison
}

define i8 @xor_ashr_shl_multi_use(i8 %x) {
  %shl = shl nuw i8 %x, 3
  %ashr = ashr exact i8 %shl, 3
  %r = xor i8 %ashr, -16
  call void @use(i8 %shl)
  ret i8 %r
}

define i8 @xor_ashr_shl_no_nuw(i8 %x) {
  %shl = shl i8 %x, 3
  %ashr = ashr exact i8 %shl, 3
  %r = xor i8 %ashr, -16
  ret i8 %r
}

declare void @use(i8)
