; expect: valid
; why: bytes are little-endian: overwriting byte 1 of 0x11223344 gives 0x1122FF44

define i32 @src() {
  %a = alloca i32
  store i32 287454020, ptr %a
  %b = getelementptr i8, ptr %a, i64 1
  store i8 -1, ptr %b
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @tgt() {
  ret i32 287506244
}
