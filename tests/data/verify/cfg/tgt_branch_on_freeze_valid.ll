; expect: valid
; why: freeze c is never poison, so the branch is defined and both arms return 0

define i32 @src(i1 %c) {
  ret i32 0
}

define i32 @tgt(i1 %c) {
  %f = freeze i1 %c
  br i1 %f, label %a, label %b
a:
  ret i32 0
b:
  ret i32 0
}
