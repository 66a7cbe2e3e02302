; expect: valid
; why: storing past the end of a 4-byte alloca is undefined behaviour, so anything refines the source

define i32 @src(i32 %v) {
  %a = alloca i32
  %q = getelementptr i8, ptr %a, i64 2
  store i32 %v, ptr %q, align 1
  ret i32 %v
}

define i32 @tgt(i32 %v) {
  ret i32 0
}
