; Loads. A cut's loads all read one memory state, the nearest instruction that may
; write memory before them (along single-predecessor chains), which the cut's free
; initial memory stands for; when that is a plain store, the store is harvested.
; @fwd: the load reads the state after the store: the store (and its value) are in.
; @clobber: a call between the store and the load: the load reads the state after
; the call, the store is not in the cut. @two: %a reads the entry state, %b the state
; after the call: only one state per cut, the other load is an argument. @arms: loads
; in both arms of a diamond read the state at the end of the entry block: both in.
; @joined: a load at a join reads the join's state, unlike the load in the arm
; before it: an argument. @afterloop: the load after the loop reads the state after
; the loop's store, which is not harvested (a loop block), so the load reads the free
; memory. @vol: a volatile load is an argument. @deep: at depth 1 the store is out
; of reach, the load reads the free memory (the state after the store).
; cut: depth 4 roots %r1 %r2 %r3 %r4 %r5 %r6 %r7
; cut: depth 1 roots %r1

declare void @g(ptr)

define i32 @fwd(ptr %p, i32 %x) {
  %v = add i32 %x, 1
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  %r1 = mul i32 %l, 3
  ret i32 %r1
}

define i32 @clobber(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  call void @g(ptr %p)
  %l = load i32, ptr %p
  %r2 = add i32 %l, 1
  ret i32 %r2
}

define i32 @two(ptr %p, ptr %q) {
  %a = load i32, ptr %p
  call void @g(ptr %p)
  %b = load i32, ptr %q
  %r3 = sub i32 %a, %b
  ret i32 %r3
}

define i32 @arms(ptr %p, ptr %q, i1 %c) {
entry:
  %x = load i32, ptr %p
  br i1 %c, label %a, label %b

a:
  %y = load i32, ptr %q
  br label %j

b:
  %z = load i32, ptr %p
  br label %j

j:
  %m = phi i32 [ %y, %a ], [ %z, %b ]
  %r4 = add i32 %m, %x
  ret i32 %r4
}

define i32 @joined(ptr %p, ptr %q, i1 %c) {
entry:
  br i1 %c, label %a, label %j

a:
  store i32 0, ptr %q
  %y = load i32, ptr %p
  br label %j

j:
  %m = phi i32 [ %y, %a ], [ 1, %entry ]
  %z = load i32, ptr %p
  %r5 = add i32 %m, %z
  ret i32 %r5
}

define i32 @afterloop(ptr %p, i32 %n) {
entry:
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  store i32 %i, ptr %p
  %i1 = add i32 %i, 1
  %e = icmp slt i32 %i1, %n
  br i1 %e, label %h, label %exit

exit:
  %l = load i32, ptr %p
  %r6 = shl i32 %l, 1
  ret i32 %r6
}

define i32 @vol(ptr %p) {
  %l = load volatile i32, ptr %p
  %r7 = and i32 %l, 255
  ret i32 %r7
}
