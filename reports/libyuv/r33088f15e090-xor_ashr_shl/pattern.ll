; r33088f15e090: the source pattern in daggrep form (%cst_* stand for constants).
; Count it in a store: minotaur grep pattern.ll --db minotaur.db
define <8 x i32> @pattern(<8 x i32> %a0) {
  %v0 = shl nuw <8 x i32> %a0, splat (i32 24)
  %v1 = ashr <8 x i32> %v0, splat (i32 24)
  %v2 = xor <8 x i32> %v1, splat (i32 -128)
  ret <8 x i32> %v2
}

