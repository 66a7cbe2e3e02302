; expect: valid
; why: null is address 0

define i64 @src() {
  %a = ptrtoint ptr null to i64
  ret i64 %a
}

define i64 @tgt() {
  ret i64 0
}
