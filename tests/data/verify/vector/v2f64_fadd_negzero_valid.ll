; expect: valid
; why: x + -0.0 = x in each double lane

define <2 x double> @src(<2 x double> %v) {
  %r = fadd <2 x double> %v, <double -0.0, double -0.0>
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %v) {
  ret <2 x double> %v
}
