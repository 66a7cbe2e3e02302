; whole: refuted_in_loop
; replaced: %p2 -> %x
; The check's known incompleteness. The root is a phi of the loop header whose two
; incoming values are %x, rewritten as %x: right, and the phi is removed. The segment
; from the header takes the original's %p2 as free state, so it cannot know the loop
; invariant %p2 = %x and finds a state (%p2 != %x) where the two differ. That state is
; never reached, but a one-iteration check cannot tell: the function is left as it was
; (`refuted_in_loop`), never rewritten on a guess.
define i32 @old(i32 noundef %n, i32 noundef %x) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %p2 = phi i32 [ %x, %entry ], [ %x, %l ]
  %j = add i32 %i, %p2
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}

define i32 @new(i32 noundef %n, i32 noundef %x) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, %x
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
