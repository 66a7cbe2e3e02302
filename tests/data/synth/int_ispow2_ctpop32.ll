; synth: found
; fast: yes
; category: integer
; why: x != 0 && (x & (x-1)) == 0 is the power-of-two test, ctpop(x) == 1 (popcnt on icelake)
; expect-tgt: %p = call i32 @llvm.ctpop.i32(i32 %x) ; %r = icmp eq i32 %p, 1
; uops: 9 -> 6

define i1 @src(i32 %x) {
  %nz = icmp ne i32 %x, 0
  %d = add i32 %x, -1
  %a = and i32 %x, %d
  %z = icmp eq i32 %a, 0
  %r = and i1 %nz, %z
  ret i1 %r
}

define i1 @tgt(i32 %x) {
  %p = call i32 @llvm.ctpop.i32(i32 %x)
  %r = icmp eq i32 %p, 1
  ret i1 %r
}

declare i32 @llvm.ctpop.i32(i32)
