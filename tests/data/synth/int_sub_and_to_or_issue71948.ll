; synth: found
; fast: yes
; category: integer
; alive2: timeout (60 s, @src/@tgt as written; with --disable-undef-input: correct, 0.08 s; alive-tv 0dc2be5f, LLVM 22.1.8, --smt-to=60000, 2026-11-29)
; why: LLVM issue #71948: 2*a + b - ((a + b) & a) is (a + b) | a (x | y = x + y - (x & y)). %a is read three times by the source and twice by the target, so with %a undef the refinement is quantified; no matching of reads proves it, a source choice solved for by inversion does (smt/invert.rs)
; expect-tgt: %ab = add i32 %a, %b ; %r = or i32 %a, %ab
; uops: 7 -> 5

define i32 @src(i32 %a, i32 %b) {
  %shl = shl i32 %a, 1
  %add = add i32 %shl, %b
  %ab = add i32 %a, %b
  %and = and i32 %ab, %a
  %sub = sub i32 %add, %and
  ret i32 %sub
}

define i32 @tgt(i32 %a, i32 %b) {
  %ab = add i32 %a, %b
  %r = or i32 %a, %ab
  ret i32 %r
}
