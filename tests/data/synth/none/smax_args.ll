; synth: none
; fast: yes
; category: integer
; why: smax of two arguments is already one cmp+cmov; icmp+select costs the same, not strictly less

define i32 @src(i32 %x, i32 %y) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 %y)
  ret i32 %r
}

declare i32 @llvm.smax.i32(i32, i32)
