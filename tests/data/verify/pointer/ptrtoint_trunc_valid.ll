; expect: valid
; why: ptrtoint to a narrower type truncates the address (LangRef ptrtoint)

define i32 @src(ptr %p) {
  %a = ptrtoint ptr %p to i32
  ret i32 %a
}

define i32 @tgt(ptr %p) {
  %a = ptrtoint ptr %p to i64
  %t = trunc i64 %a to i32
  ret i32 %t
}
