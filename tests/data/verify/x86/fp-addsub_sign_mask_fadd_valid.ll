; expect: valid
; why: the SSE2 emulation of addsubpd, flipping the sign of b's even lane (xor with a sign mask) then fadd, is exactly addsub.pd: a + (-b) = a - b in IEEE arithmetic, signed zeros included (arguments noundef: with undef inputs the target reads an argument twice)
define <2 x double> @src(<2 x double> noundef %a, <2 x double> noundef %b) {
  %bi = bitcast <2 x double> %b to <2 x i64>
  %fi = xor <2 x i64> %bi, <i64 -9223372036854775808, i64 0>
  %f = bitcast <2 x i64> %fi to <2 x double>
  %r = fadd <2 x double> %a, %f
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)
