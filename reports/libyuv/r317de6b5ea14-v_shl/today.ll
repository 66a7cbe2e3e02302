; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define <32 x i8> @v_shl(i64 %x, ptr %y) {
  %shl = shl i64 %x, 1
  %v = getelementptr i8, ptr %y, i64 %shl
  %r = load <32 x i8>, ptr %v, align 1
  ret <32 x i8> %r
}

define <32 x i8> @v_shl_multi_use(i64 %x, ptr %y) {
  %shl = shl i64 %x, 1
  %v = getelementptr i8, ptr %y, i64 %shl
  %r = load <32 x i8>, ptr %v, align 1
  call void @use.i64(i64 %shl)
  ret <32 x i8> %r
}

declare void @use.i64(i64)
