; Guards: a harvested branch condition above the root whose other side cannot reach
; the root becomes a branch to `unreachable`, so synthesis may assume the path
; condition. @one: the root's immediate dominator's condition. @two: two nested
; guards, outermost first (the entry's condition is harvested because %a is, at
; depth 2, so it sits at depth 3); at depth 2 only the inner guard remains. @sw: a switch guard, cases that cannot reach the root go
; to `unreachable`. @nog: both sides reach the root, so no guard (the condition is
; not even in the cut).
; cut: depth 4 roots %r %s %t %u
; cut: depth 2 roots %s

define i32 @one(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %then, label %else

then:
  %a = add i32 %x, 1
  %r = mul i32 %a, 2
  ret i32 %r

else:
  ret i32 0
}

define i32 @two(i32 %x, i32 %y) {
entry:
  %a = shl i32 %x, 2
  %c1 = icmp ult i32 %x, 100
  br i1 %c1, label %mid, label %out

mid:
  %m = or i32 %a, 1
  %c2 = icmp ne i32 %y, 0
  br i1 %c2, label %in, label %out

in:
  %s = udiv i32 %m, %y
  ret i32 %s

out:
  ret i32 -1
}

define i32 @sw(i32 %x, i32 %y) {
entry:
  %k = and i32 %x, 3
  switch i32 %k, label %dflt [
    i32 0, label %zero
    i32 1, label %one
  ]

one:
  %t = lshr i32 %y, %k
  ret i32 %t

zero:
  ret i32 %y

dflt:
  ret i32 0
}

define i32 @nog(i32 %x, i32 %y) {
entry:
  %c = icmp eq i32 %x, %y
  br i1 %c, label %a, label %b

a:
  br label %j

b:
  br label %j

j:
  %u = add i32 %x, %y
  ret i32 %u
}
