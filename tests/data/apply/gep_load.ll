; rewrite @issue14 %r: (load align 4 (getelementptr i32 (val ptr %0), (shl (val i64 %1), (const i64 2), i64)), i32)
; rewrite @plus_one %r: (add (load align 4 (getelementptr i32 (val ptr %0), (shl (val i64 %1), (const i64 2), i64)), i32), (const i32 1), i32)
; expect: rewritten 4, load_not_at_root 1
; A load through a cheaper address (issue 14's example) replaces a root load, at both
; sites of its cut (@plus_one's and @plus_one_after_store's %l too). A rewrite that loads in place of a root that is
; not a load is applied where nothing between the cut's load and the root may write
; memory (@plus_one), and skipped where a store does (@plus_one_after_store: at the root
; a load could see a store the cut does not hold).
define i32 @issue14(ptr %p, i64 %x) {
  %a = getelementptr i32, ptr %p, i64 %x
  %m = mul i64 %x, 12
  %b = getelementptr i8, ptr %a, i64 %m
  %r = load i32, ptr %b, align 4
  ret i32 %r
}

define i32 @plus_one(ptr %p, i64 noundef %x) {
  %a = getelementptr i32, ptr %p, i64 %x
  %m = mul i64 %x, 12
  %b = getelementptr i8, ptr %a, i64 %m
  %l = load i32, ptr %b, align 4
  %r = add i32 %l, 1
  ret i32 %r
}

define i32 @plus_one_after_store(ptr %p, i64 noundef %x, ptr %q) {
  %a = getelementptr i32, ptr %p, i64 %x
  %m = mul i64 %x, 12
  %b = getelementptr i8, ptr %a, i64 %m
  %l = load i32, ptr %b, align 4
  store i32 0, ptr %q, align 4
  %r = add i32 %l, 1
  ret i32 %r
}
