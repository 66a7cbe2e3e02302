; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <4 x float> @v_shl(i64 %x, ptr %y) {
  %shl = shl i64 %x, 2
  %v = getelementptr i8, ptr %y, i64 %shl
  %r = load <4 x float>, ptr %v, align 4
  ret <4 x float> %r
}

define <4 x float> @v_shl_multi_use(i64 %x, ptr %y) {
  %shl = shl i64 %x, 2
  %v = getelementptr i8, ptr %y, i64 %shl
  %r = load <4 x float>, ptr %v, align 4
  call void @use.i64(i64 %shl)
  ret <4 x float> %r
}

declare void @use.i64(i64)
