; expect: invalid
; why: lane 1 adds +0.0, which turns -0.0 into +0.0

define <2 x double> @src(<2 x double> %v) {
  %r = fadd <2 x double> %v, <double -0.0, double 0.0>
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %v) {
  ret <2 x double> %v
}
