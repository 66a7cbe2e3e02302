; why: libYUV's `gep i8, p, (x << 3)` -> `gep i64, p, x`: its `i8` is a GEP's element type, not a value's width. Retyping leaves element types alone, so read as a rule over two types (i8 and i64) it "proved" at (i16, i64), (i32, i64) unchanged while its C++ would claim any pair; only the value width (the index's i64) may be generalized, so the rule keeps its types
; expect rules: 1
; expect not proved: 0
; expect widths: mixed (only as found)
; expect refuted widths: none
; expect vacuous widths: none
define ptr @src_a(i64 %x, ptr %p) {
  %shl = shl i64 %x, 3
  %g = getelementptr i8, ptr %p, i64 %shl
  ret ptr %g
}
define ptr @tgt_a(i64 %x, ptr %p) {
  %g = getelementptr i64, ptr %p, i64 %x
  ret ptr %g
}
