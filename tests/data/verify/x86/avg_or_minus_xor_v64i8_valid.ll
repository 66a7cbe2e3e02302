; expect: valid
; why: the overflow-free ceiling average (a | b) - ((a ^ b) >> 1) in plain i8 lanes is avx512 pavg.b.512 (no widening needed)

define <64 x i8> @src(<64 x i8> %a, <64 x i8> %b) {
  %o = or <64 x i8> %a, %b
  %x = xor <64 x i8> %a, %b
  %h = lshr <64 x i8> %x, splat (i8 1)
  %r = sub <64 x i8> %o, %h
  ret <64 x i8> %r
}

define <64 x i8> @tgt(<64 x i8> %a, <64 x i8> %b) {
  %r = call <64 x i8> @llvm.x86.avx512.pavg.b.512(<64 x i8> %a, <64 x i8> %b)
  ret <64 x i8> %r
}

declare <64 x i8> @llvm.x86.avx512.pavg.b.512(<64 x i8>, <64 x i8>)
