; expect: invalid
; why: p may point 4 bytes before an object: p+4 is loadable but gep inbounds from out-of-bounds p is poison (load UB)

define i32 @src(ptr %p) {
  %g = getelementptr i8, ptr %p, i64 4
  %r = load i32, ptr %g
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 4
  %r = load i32, ptr %g
  ret i32 %r
}
