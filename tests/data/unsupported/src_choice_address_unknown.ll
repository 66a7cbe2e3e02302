; expect: unknown
; why: the load's address depends on src's free choice (freeze of poison); one memory input
; per read cannot stand for every address the choice may pick: refused

define i8 @src(ptr %p) {
  %f = freeze i64 poison
  %i = and i64 %f, 1
  %g = getelementptr i8, ptr %p, i64 %i
  %r = load i8, ptr %g, align 1
  ret i8 %r
}

define i8 @tgt(ptr %p) {
  %r = load i8, ptr %p, align 1
  ret i8 %r
}
