; why: (x & 8) | (x & 16) on a <4 x i32> splat: one mask, (x & 24)
; expect plugin: fired 0/3, untouched 0/0, FileCheck passed without the fold too, refines 3/3
; report as: instcombine
define <4 x i32> @src_a(<4 x i32> %x) {
  %a = and <4 x i32> %x, splat (i32 8)
  %b = and <4 x i32> %x, splat (i32 16)
  %r = or <4 x i32> %a, %b
  ret <4 x i32> %r
}
define <4 x i32> @tgt_a(<4 x i32> %x) {
  %r = and <4 x i32> %x, splat (i32 24)
  ret <4 x i32> %r
}
