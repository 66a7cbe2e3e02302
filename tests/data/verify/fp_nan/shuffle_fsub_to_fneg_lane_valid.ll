; expect: valid
; why: LangRef NaN rules: a lane of fsub -0.0, v may return that lane's NaN unchanged with any sign, so fneg of the lane is one of its results

define <2 x double> @src(<2 x double> %v) {
%n = fsub <2 x double> <double -0.0, double -0.0>, %v
  %r = shufflevector <2 x double> %n, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %v) {
%s = shufflevector <2 x double> %v, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %r = fneg <2 x double> %s
  ret <2 x double> %r
}
