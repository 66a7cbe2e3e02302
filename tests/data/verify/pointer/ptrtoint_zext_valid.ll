; expect: valid
; why: ptrtoint to a wider type zero-extends the address (LangRef ptrtoint)

define i128 @src(ptr %p) {
  %a = ptrtoint ptr %p to i128
  ret i128 %a
}

define i128 @tgt(ptr %p) {
  %a = ptrtoint ptr %p to i64
  %t = zext i64 %a to i128
  ret i128 %t
}
