; Phis are harvested across a diamond, with the branch condition that splits the
; paths (pushed by the phi at its block's immediate dominator) and the instructions
; of both arms, each in its own block. At depth 1 the condition and the arms' values
; are still in (one edge from the phi) but %a is an argument; at depth 0 the phi
; alone, with its diamond, is trivial.
; cut: depth 4 roots %p %r
; cut: depth 1 roots %p
; cut: depth 0 roots %p

define i32 @f(i32 %x, i32 %y) {
entry:
  %a = add i32 %x, 1
  %c = icmp sgt i32 %x, %y
  br i1 %c, label %then, label %else

then:
  %b = mul i32 %a, 3
  br label %join

else:
  %d = sub i32 %a, %y
  br label %join

join:
  %p = phi i32 [ %b, %then ], [ %d, %else ]
  %r = xor i32 %p, -1
  ret i32 %r
}
