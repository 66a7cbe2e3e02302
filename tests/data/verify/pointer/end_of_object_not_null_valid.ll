; expect: valid
; why: p..p+3 inside one object, which does not wrap: its end p+4 is an address of it, never 0

define i1 @src(ptr %p) {
  %v = load i32, ptr %p, align 1
  %g = getelementptr i8, ptr %p, i64 4
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  %v = load i32, ptr %p, align 1
  ret i1 false
}
