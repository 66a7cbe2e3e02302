; expect: valid
; why: addsub.ps subtracts in even lanes and adds in odd ones: the blend <0,5,2,7> of fsub and fadd is one addsubps (the pattern behind complex multiplies) (arguments noundef: with undef inputs the target reads an argument twice)
define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b) {
  %s = fsub <4 x float> %a, %b
  %d = fadd <4 x float> %a, %b
  %r = shufflevector <4 x float> %s, <4 x float> %d, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

declare <4 x float> @llvm.x86.sse3.addsub.ps(<4 x float>, <4 x float>)
