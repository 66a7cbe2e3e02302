; why: the libYUV or-chain's core, A | (v == 0) as (A ? 0 : v) == 0 with A = (w s< 1): anti-canonical (InstCombine makes the target a logical-or select), reported here only so that its C++ is checked: the select's 0 takes the type of a leaf of the same proof type, so the fold must check that w and v have one type (review 2026-11-27: `select i1 %or2, i32 0, i8 %v`)
; expect plugin: fired 4/4, untouched 1/1, FileCheck passed (fails without the fold), refines 4/5
; report as: instcombine
define i1 @src_a(i8 %w, i8 %v) {
  %a = icmp slt i8 %w, 1
  %z = icmp eq i8 %v, 0
  %r = or i1 %a, %z
  ret i1 %r
}
define i1 @tgt_a(i8 %w, i8 %v) {
  %a = icmp slt i8 %w, 1
  %s = select i1 %a, i8 0, i8 %v
  %r = icmp eq i8 %s, 0
  ret i1 %r
}
