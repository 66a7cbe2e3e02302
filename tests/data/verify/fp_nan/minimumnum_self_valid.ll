; expect: valid
; why: minimumnum refines itself: -0.0 < +0.0 is fixed, a NaN result is the source's choice to match

define half @src(half %a, half %b) {
%r = call half @llvm.minimumnum.f16(half %a, half %b)
  ret half %r
}

define half @tgt(half %a, half %b) {
%r = call half @llvm.minimumnum.f16(half %a, half %b)
  ret half %r
}

declare half @llvm.minimumnum.f16(half, half)
