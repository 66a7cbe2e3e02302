; expect: valid
; why: tgt's stores go only to its own private alloca

define i32 @src(i32 %v) {
  ret i32 %v
}

define i32 @tgt(i32 %v) {
  %a = alloca i32
  store i32 %v, ptr %a
  %r = load i32, ptr %a
  ret i32 %r
}
