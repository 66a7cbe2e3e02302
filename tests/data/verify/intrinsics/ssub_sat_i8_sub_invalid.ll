; expect: invalid
; why: ssub.sat(-128, 1) = -128 but wrapping sub gives 127

define i8 @src(i8 %x) {
  %r = call i8 @llvm.ssub.sat.i8(i8 %x, i8 1)
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = sub i8 %x, 1
  ret i8 %r
}

declare i8 @llvm.ssub.sat.i8(i8, i8)
