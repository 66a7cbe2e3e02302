; whole: unchecked
; A wrong rewrite before the loop that only changes what is stored in a stack object:
; the entry's segment would end at the header with the alloca's bytes uncompared (the
; verifier compares memory that outlives the function). So a function with an alloca
; is not cut into segments: unchecked, never proved. (Were it cut, the stack address
; would be part of the loop's state, written at the entry's end, which the verifier
; refuses as an escaping alloca: two guards, the first one says why.)
define i32 @old(i32 noundef %n, i32 noundef %x) {
entry:
  %s = alloca i32
  store i32 %x, ptr %s
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %v = load i32, ptr %s
  %j = add i32 %i, %v
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}

define i32 @new(i32 noundef %n, i32 noundef %x) {
entry:
  %s = alloca i32
  %y = add i32 %x, 1
  store i32 %y, ptr %s
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %v = load i32, ptr %s
  %j = add i32 %i, %v
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
