; expect: valid
; why: the two assumes together give 4 <= x < 8, where x & 4 is always 4

define i8 @src(i8 %x) {
  %lo = icmp uge i8 %x, 4
  call void @llvm.assume(i1 %lo)
  %hi = icmp ult i8 %x, 8
  call void @llvm.assume(i1 %hi)
  %r = and i8 %x, 4
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 4
}

declare void @llvm.assume(i1 noundef)
