; expect: valid
; why: LangRef NaN rules: a store keeps every bit of a float, so the i32 loaded back is its bitcast

define i32 @src(ptr %p, float %x) {
store float %x, ptr %p
  %r = load i32, ptr %p
  ret i32 %r
}

define i32 @tgt(ptr %p, float %x) {
store float %x, ptr %p
  %r = bitcast float %x to i32
  ret i32 %r
}
