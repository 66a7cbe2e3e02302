; expect: valid
; why: src returns poison; any value refines poison

define i32 @src(i32 %x) {
  ret i32 poison
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
