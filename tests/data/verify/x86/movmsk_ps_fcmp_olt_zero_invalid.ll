; expect: invalid
; why: movmsk.ps reads sign bits, not the ordering: -0.0 (and a NaN with the sign set) has its sign bit set but is not `olt 0.0`
define i32 @src(<8 x float> %x) {
  %r = call i32 @llvm.x86.avx.movmsk.ps.256(<8 x float> %x)
  ret i32 %r
}

define i32 @tgt(<8 x float> %x) {
  %c = fcmp olt <8 x float> %x, zeroinitializer
  %b = bitcast <8 x i1> %c to i8
  %r = zext i8 %b to i32
  ret i32 %r
}

declare i32 @llvm.x86.avx.movmsk.ps.256(<8 x float>)
