; expect: invalid
; why: LangRef NaN rules: a NaN x with the sign set takes the false arm of select and keeps its sign; fabs clears it (the fold needs nnan)

define half @src(half %x) {
%c = fcmp ole half %x, 0.0
  %n = fsub half 0.0, %x
  %r = select i1 %c, half %n, half %x
  ret half %r
}

define half @tgt(half %x) {
%r = call half @llvm.fabs.f16(half %x)
  ret half %r
}

declare half @llvm.fabs.f16(half)
