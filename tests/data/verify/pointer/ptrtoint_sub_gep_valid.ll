; expect: valid
; why: gep without flags adds n to the address modulo 2^64; ptrtoint gives addresses, so their difference is n

define i64 @src(ptr %p, i64 %n) {
  %g = getelementptr i8, ptr %p, i64 %n
  %a = ptrtoint ptr %g to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @tgt(ptr %p, i64 %n) {
  ret i64 %n
}
