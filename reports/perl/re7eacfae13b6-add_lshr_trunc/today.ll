; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i13 @add_lshr_trunc(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i13
  %add = add nsw i13 %trunc, 1
  %lshr = lshr i13 %add, 3
  %r = add nsw i13 %lshr, -1
  ret i13 %r
}

define i8 @add_lshr_trunc_i13(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i8
  %add = add nsw i8 %trunc, 1
  %lshr = lshr i8 %add, 3
  %r = add nsw i8 %lshr, -1
  ret i8 %r
}

define <2 x i13> @add_lshr_trunc_splat(<2 x i64> %x) {
  %trunc = trunc nuw nsw <2 x i64> %x to <2 x i13>
  %add = add nsw <2 x i13> %trunc, splat (i13 1)
  %lshr = lshr <2 x i13> %add, splat (i13 3)
  %r = add nsw <2 x i13> %lshr, splat (i13 -1)
  ret <2 x i13> %r
}

define i13 @add_lshr_trunc_multi_use(i64 %x) {
  %trunc = trunc nuw nsw i64 %x to i13
  %add = add nsw i13 %trunc, 1
  %lshr = lshr i13 %add, 3
  %r = add nsw i13 %lshr, -1
  call void @use.i13(i13 %add)
  ret i13 %r
}

define i13 @add_lshr_trunc_no_nuw(i64 %x) {
  %trunc = trunc nsw i64 %x to i13
  %add = add nsw i13 %trunc, 1
  %lshr = lshr i13 %add, 3
  %r = add nsw i13 %lshr, -1
  ret i13 %r
}

define i13 @add_lshr_trunc_no_nsw(i64 %x) {
  %trunc = trunc nuw i64 %x to i13
  %add = add nsw i13 %trunc, 1
  %lshr = lshr i13 %add, 3
  %r = add nsw i13 %lshr, -1
  ret i13 %r
}

declare void @use.i13(i13)
