; expect: valid
; why: src may pick both undefs equal, giving 0

define i32 @src() {
  %r = xor i32 undef, undef
  ret i32 %r
}

define i32 @tgt() {
  ret i32 0
}
