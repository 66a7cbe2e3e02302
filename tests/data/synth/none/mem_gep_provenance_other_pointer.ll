; synth: none
; fast: yes
; category: memory-address
; why: `%p + (%q - %p)` has the address of `%q` but the provenance of `%p` (LangRef pointer aliasing rules): the tempting `load %q` is undefined where `%q` points outside its own object while the address is inside `%p`'s (minotaur verify: target has undefined behaviour where the source has none); the bank's pointers share one block, so only the verifier tells them apart

define i32 @src(ptr %p, ptr %q) {
  %pi = ptrtoint ptr %p to i64
  %qi = ptrtoint ptr %q to i64
  %d = sub i64 %qi, %pi
  %b = getelementptr i8, ptr %p, i64 %d
  %r = load i32, ptr %b, align 4
  ret i32 %r
}

