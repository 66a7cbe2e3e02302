; expect: valid
; why: LangRef NaN rules: float to double is exact, back to float too; a NaN may keep its payload unchanged both ways (extended with zeros, then truncated)

define float @src(float %x) {
%e = fpext float %x to double
  %r = fptrunc double %e to float
  ret float %r
}

define float @tgt(float %x) {
ret float %x
}
