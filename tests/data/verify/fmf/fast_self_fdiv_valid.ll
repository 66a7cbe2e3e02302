; expect: valid
; why: a fast fdiv (nnan ninf nsz arcp contract afn reassoc, no chain to fuse or reassociate) refines itself

define float @src(float %x, float %y) {
%r = fdiv fast float %x, %y
  ret float %r
}

define float @tgt(float %x, float %y) {
%r = fdiv fast float %x, %y
  ret float %r
}
