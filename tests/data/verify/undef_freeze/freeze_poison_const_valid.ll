; expect: valid
; why: freeze poison is an arbitrary value; src may pick 42

define i32 @src() {
  %r = freeze i32 poison
  ret i32 %r
}

define i32 @tgt() {
  ret i32 42
}
