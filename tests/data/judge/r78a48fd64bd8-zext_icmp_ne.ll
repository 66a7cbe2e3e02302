; from reports/gmp/r78a48fd64bd8-zext_icmp_ne (reviewed 2026-11-27)
; why: zext(x != 0) as umin(x, 1): InstCombine canonicalizes umin(x, 1) to zext(x != 0); the target's asm is worse on skylake, znver3, znver4 (GMP)
; expect verdict: anti-canonical
; expect class: none
define i8 @src(i8 %x) {
  %cmp = icmp ne i8 %x, 0
  %r = zext i1 %cmp to i8
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = call i8 @llvm.umin.i8(i8 %x, i8 1)
  ret i8 %r
}

declare i64 @llvm.umin.i64(i64, i64)
declare i8 @llvm.umin.i8(i8, i8)
