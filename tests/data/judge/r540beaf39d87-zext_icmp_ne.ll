; from reports/gmp/r540beaf39d87-zext_icmp_ne (reviewed 2026-11-27)
; why: zext(x != 0) i64 to i32 as trunc(umin(x, 1)): the same canonicalization undoes it (GMP)
; expect verdict: anti-canonical
; expect class: none
define i32 @src(i64 %x) {
  %cmp = icmp ne i64 %x, 0
  %r = zext i1 %cmp to i32
  ret i32 %r
}

define i32 @tgt(i64 %x) {
  %umin = call i64 @llvm.umin.i64(i64 %x, i64 1)
  %r = trunc nuw nsw i64 %umin to i32
  ret i32 %r
}

declare i64 @llvm.umin.i64(i64, i64)
