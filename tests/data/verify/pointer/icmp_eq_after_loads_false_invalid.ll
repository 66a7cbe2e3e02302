; expect: invalid
; why: both loads may read the same object: dereferenceable pointers from arguments may be equal

define i1 @src(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %c = icmp eq ptr %p, %q
  ret i1 %c
}

define i1 @tgt(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  ret i1 false
}
