; synth: found
; fast: yes
; category: fp
; why: an integer converted to double is already integral, so floor does nothing: return the conversion the cut already has
; expect-tgt: ret double %f
; uops: 7 -> 5

define double @src(i32 %x) {
  %f = sitofp i32 %x to double
  %r = call double @llvm.floor.f64(double %f)
  ret double %r
}

define double @tgt(i32 %x) {
  %r = sitofp i32 %x to double
  ret double %r
}

declare double @llvm.floor.f64(double)
