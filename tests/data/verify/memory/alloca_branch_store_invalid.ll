; expect: invalid
; why: the select's arms are swapped with respect to the store taken on the branch

define i32 @src(i1 %c, i32 %x, i32 %y) {
entry:
  %a = alloca i32
  store i32 %y, ptr %a
  br i1 %c, label %then, label %join
then:
  store i32 %x, ptr %a
  br label %join
join:
  %r = load i32, ptr %a
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x, i32 %y) {
  %r = select i1 %c, i32 %y, i32 %x
  ret i32 %r
}
