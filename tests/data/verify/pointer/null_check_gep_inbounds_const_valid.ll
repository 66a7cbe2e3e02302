; expect: valid
; why: gep inbounds p, 4 is in bounds of a non-null object (null's only in-bounds address is null) and no object contains address 0

define i1 @src(ptr %p) {
  %g = getelementptr inbounds i8, ptr %p, i64 4
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p) {
  ret i1 false
}
