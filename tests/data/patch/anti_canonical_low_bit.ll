; why: (x & 1) == 0 -> (x & 1) != 1 is valid but anti-canonical: InstCombine turns the
; why: target straight back into the source, so the fold, forced into InstCombine's visitor,
; why: fights that canonicalization. Patch mode must say so: InstCombine misses its fixpoint
; why: on the fold's own tests (LLVM 22 checks it by default) or, as here, never stops.
; report as: instcombine
; expect patch: its own tests fail
; expect patch why: does not terminate
; expect known: some
define i1 @src_a(i8 %x) {
  %m = and i8 %x, 1
  %r = icmp eq i8 %m, 0
  ret i1 %r
}
define i1 @tgt_a(i8 %x) {
  %m = and i8 %x, 1
  %r = icmp ne i8 %m, 1
  ret i1 %r
}
