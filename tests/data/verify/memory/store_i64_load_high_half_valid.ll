; expect: valid
; why: little-endian: bytes 4..7 of an i64 are its high half

define i32 @src(ptr %p, i64 %v) {
  store i64 %v, ptr %p
  %g = getelementptr i8, ptr %p, i64 4
  %r = load i32, ptr %g
  ret i32 %r
}

define i32 @tgt(ptr %p, i64 %v) {
  store i64 %v, ptr %p
  %s = lshr i64 %v, 32
  %r = trunc i64 %s to i32
  ret i32 %r
}
