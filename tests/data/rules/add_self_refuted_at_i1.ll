; why: x + x is x << 1 at every width but i1, where the shift by 1 is past the width and poison while x + x is 0 (issue 37 item 4): the rule records i1 as refuted, which is what a width guard in its C++ is for; the widths it proved carry none
; expect rules: 1
; expect not proved: 0
; expect widths: 8,13,16,32,64
; expect refuted widths: 1
; expect vacuous widths: none
define i32 @src_a(i32 %x) {
  %r = add i32 %x, %x
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}
