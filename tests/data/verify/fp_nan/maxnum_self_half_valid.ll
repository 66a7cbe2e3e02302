; expect: valid
; why: one semantics of maxnum in both programs: which zero maxnum(+0.0, -0.0) returns is the source's choice to match (issue 15)

define half @src(half %c, half %b) {
%r = call half @llvm.maxnum.f16(half %c, half %b)
  ret half %r
}

define half @tgt(half %c, half %b) {
%r = call half @llvm.maxnum.f16(half %c, half %b)
  ret half %r
}

declare half @llvm.maxnum.f16(half, half)
