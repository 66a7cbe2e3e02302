; expect: valid
; why: ctlz(x, true) is poison at x=0; elsewhere equals ctlz(x, false)

define i32 @src(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  ret i32 %r
}

declare i32 @llvm.ctlz.i32(i32, i1)
