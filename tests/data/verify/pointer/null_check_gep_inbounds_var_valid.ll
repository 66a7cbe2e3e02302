; expect: valid
; why: gep inbounds p, n is null only when p is (n = 0 keeps p; n != 0 needs a real object, which excludes address 0): the InstCombine fold

define i1 @src(ptr %p, i64 %n) {
  %g = getelementptr inbounds i8, ptr %p, i64 %n
  %c = icmp eq ptr %g, null
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %n) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}
