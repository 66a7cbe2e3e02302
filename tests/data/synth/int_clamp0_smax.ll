; synth: found
; fast: yes
; category: integer
; why: libyuv clamp0 `-(v >= 0) & v` keeps v when v >= 0 and gives 0 otherwise, i.e. smax(v, 0)
; expect-tgt: %r = call i32 @llvm.smax.i32(i32 %v, i32 0)
; uops: 7 -> 6

define i32 @src(i32 %v) {
  %c = icmp sgt i32 %v, -1
  %m = sext i1 %c to i32
  %r = and i32 %m, %v
  ret i32 %r
}

define i32 @tgt(i32 %v) {
  %r = call i32 @llvm.smax.i32(i32 %v, i32 0)
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
