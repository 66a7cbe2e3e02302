; expect: valid
; why: movmsk.pd of integers bitcast to double is the integer sign test: zext(bitcast(icmp slt x, 0) to i2)
define i32 @src(<2 x i64> %x) {
  %f = bitcast <2 x i64> %x to <2 x double>
  %r = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %f)
  ret i32 %r
}

define i32 @tgt(<2 x i64> %x) {
  %c = icmp slt <2 x i64> %x, zeroinitializer
  %b = bitcast <2 x i1> %c to i2
  %r = zext i2 %b to i32
  ret i32 %r
}

declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>)
