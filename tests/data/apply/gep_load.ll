; rewrite @issue14 %r: (load align 4 (getelementptr i32 (val ptr %0), (shl (val i64 %1), (const i64 2), i64)), i32)
; rewrite @plus_one %r: (add (load align 4 (getelementptr i32 (val ptr %0), (shl (val i64 %1), (const i64 2), i64)), i32), (const i32 1), i32)
; expect: rewritten 2, load_not_at_root 1
; A load through a cheaper address (issue 14's example) replaces a root load, at both
; sites of its cut (@plus_one's %l too); a rewrite that loads in place of a root that is
; not a load is skipped: at the root a load could see stores the cut does not hold.
define i32 @issue14(ptr %p, i64 %x) {
  %a = getelementptr i32, ptr %p, i64 %x
  %m = mul i64 %x, 12
  %b = getelementptr i8, ptr %a, i64 %m
  %r = load i32, ptr %b, align 4
  ret i32 %r
}

define i32 @plus_one(ptr %p, i64 %x) {
  %a = getelementptr i32, ptr %p, i64 %x
  %m = mul i64 %x, 12
  %b = getelementptr i8, ptr %a, i64 %m
  %l = load i32, ptr %b, align 4
  %r = add i32 %l, 1
  ret i32 %r
}
