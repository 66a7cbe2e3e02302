; synth: found
; fast: yes
; category: integer
; why: libyuv clamp255 `(-(v >= 255) | v) & 255`: for v >= 255 all ones then 255, else v & 255; smin(v,255) & 255 gives the same
; expect-tgt: %m = call i32 @llvm.smin.i32(i32 %v, i32 255) ; %r = and i32 %m, 255
; uops: 9 -> 7

define i32 @src(i32 %v) {
  %c = icmp sgt i32 %v, 254
  %m = sext i1 %c to i32
  %o = or i32 %m, %v
  %r = and i32 %o, 255
  ret i32 %r
}

define i32 @tgt(i32 %v) {
  %m = call i32 @llvm.smin.i32(i32 %v, i32 255)
  %r = and i32 %m, 255
  ret i32 %r
}

declare i32 @llvm.smin.i32(i32, i32)
