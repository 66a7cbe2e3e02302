; expect: valid
; why: x + x -> mul x, 2: the target reads x once

define i32 @src(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}
