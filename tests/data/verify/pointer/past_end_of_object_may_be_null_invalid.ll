; expect: invalid
; why: p+5 is one byte past the end of an object ending at 2^64-1, which wraps to address 0

define i1 @src(ptr %p) {
  %v = load i32, ptr %p, align 1
  %g = getelementptr i8, ptr %p, i64 5
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 1
  ret i1 false
}
