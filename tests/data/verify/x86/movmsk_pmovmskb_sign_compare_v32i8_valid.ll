; expect: valid
; why: pmovmskb of a sign-extended compare is the compare's <32 x i1> bitcast to i32 (InstCombine's canonical form of movmsk(sext(icmp)))
define i32 @src(<32 x i8> %a, <32 x i8> %b) {
  %c = icmp sgt <32 x i8> %a, %b
  %s = sext <32 x i1> %c to <32 x i8>
  %r = call i32 @llvm.x86.avx2.pmovmskb(<32 x i8> %s)
  ret i32 %r
}

define i32 @tgt(<32 x i8> %a, <32 x i8> %b) {
  %c = icmp sgt <32 x i8> %a, %b
  %r = bitcast <32 x i1> %c to i32
  ret i32 %r
}

declare i32 @llvm.x86.avx2.pmovmskb(<32 x i8>)
