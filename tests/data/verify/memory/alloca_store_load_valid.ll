; expect: valid
; why: a private alloca holds 5 after the store; the dead store is unobservable

define i32 @src() {
  %a = alloca i32
  store i32 5, ptr %a
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @tgt() {
  ret i32 5
}
