; expect: valid
; why: which zero minnum(-0.0, +0.0) returns is one free choice in both programs (LangRef warns the -0.0 < +0.0 order is not implemented; existential in the source), so the select's +0.0 is a result minnum may give; NaN x gives 0.0 in both (arguments noundef: this file is about NaN/zero semantics; with undef inputs the target reads an argument twice)
define float @src(float noundef %x) {
  %r = call float @llvm.minnum.f32(float %x, float 0.0)
  ret float %r
}

define float @tgt(float noundef %x) {
  %c = fcmp olt float %x, 0.0
  %r = select i1 %c, float %x, float 0.0
  ret float %r
}

declare float @llvm.minnum.f32(float, float)
