; synth: found
; fast: yes
; category: integer
; why: (a > b ? a - b : 0) + b is a when a > b and b otherwise: umax(a, b)
; expect-tgt: %r = call i32 @llvm.umax.i32(i32 %a, i32 %b)
; uops: 8 -> 7

define i32 @src(i32 %a, i32 %b) {
  %c = icmp ugt i32 %a, %b
  %d = sub i32 %a, %b
  %s = select i1 %c, i32 %d, i32 0
  %r = add i32 %s, %b
  ret i32 %r
}

define i32 @tgt(i32 %a, i32 %b) {
  %r = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  ret i32 %r
}

declare i32 @llvm.umax.i32(i32, i32)
