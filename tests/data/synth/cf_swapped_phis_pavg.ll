; synth: found
; fast: yes
; category: control-flow
; why: Minotaur paper: the branch only swaps the operands of pavgb, which is commutative
; expect-tgt: %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %a, <32 x i8> %b)
; uops: 11 -> 4

define <32 x i8> @src(i1 %c, <32 x i8> %a, <32 x i8> %b) {
entry:
  br i1 %c, label %body, label %end
body:
  br label %end
end:
  %p1 = phi <32 x i8> [ %a, %body ], [ %b, %entry ]
  %p2 = phi <32 x i8> [ %b, %body ], [ %a, %entry ]
  %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %p1, <32 x i8> %p2)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(i1 %c, <32 x i8> %a, <32 x i8> %b) {
entry:
  %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

declare <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8>, <32 x i8>)
