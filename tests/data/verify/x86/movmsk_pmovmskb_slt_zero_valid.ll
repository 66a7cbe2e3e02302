; expect: valid
; why: pmovmskb collects the byte sign bits: zext of bitcast(icmp slt x, 0) from <16 x i1> to i16, then to i32 (upper 16 bits zero)
define i32 @src(<16 x i8> %x) {
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %x)
  ret i32 %r
}

define i32 @tgt(<16 x i8> %x) {
  %c = icmp slt <16 x i8> %x, zeroinitializer
  %b = bitcast <16 x i1> %c to i16
  %r = zext i16 %b to i32
  ret i32 %r
}

declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
