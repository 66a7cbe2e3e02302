; synth: found
; fast: yes
; category: constants
; why: c >= 'a' && c <= 'z' is one range check (c - 97) <u 26 with two derived constants
; expect-tgt: %d = add i8 %c, -97 ; %r = icmp ult i8 %d, 26
; uops: 8 -> 6

define i1 @src(i8 %c) {
  %a = icmp uge i8 %c, 97
  %b = icmp ule i8 %c, 122
  %r = and i1 %a, %b
  ret i1 %r
}

define i1 @tgt(i8 %c) {
  %d = add i8 %c, -97
  %r = icmp ult i8 %d, 26
  ret i1 %r
}
