; from reports/libyuv/rb55a27bc99e5-icmp_sgt_sub_umin (reviewed 2026-11-27)
; why: (x -nsw umin(x, 2048)) s> 0 as x s> 2048: genuine but tiny, 2 -> 1 IR instructions after -O3 (InstCombine makes the sub a usub.sat first), no machine saving on any of the four CPU models (libYUV)
; expect verdict: worth
; expect class: instcombine
define i1 @src(i13 %x) {
  %umin = call i13 @llvm.umin.i13(i13 %x, i13 2048)
  %sub = sub nsw i13 %x, %umin
  %r = icmp sgt i13 %sub, 0
  ret i1 %r
}

define i1 @tgt(i13 %x) {
  %r = icmp sgt i13 %x, 2048
  ret i1 %r
}

declare i13 @llvm.umin.i13(i13, i13)
declare i32 @llvm.umin.i32(i32, i32)
