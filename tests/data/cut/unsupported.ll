; What a cut cannot hold becomes an argument: the result of a call to a function
; (%f), a global (@g, as a ptr argument), a constant expression (the gep of @tab), inline
; asm (%asm), an alloca, intrinsics that touch memory (masked.load) or observe their
; context (objectsize). Pure intrinsics stay: ctpop, fshl, and umul.with.overflow
; with its extractvalues.
; cut: depth 4 roots %r1 %r2 %r3 %r4 %r5 %r6

@g = global i32 0
@tab = global [4 x i32] zeroinitializer

declare i32 @ext(i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, <4 x i1>, <4 x i32>)
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)

define i32 @calls(i32 %x) {
  %f = call i32 @ext(i32 %x)
  %c = call i32 @llvm.ctpop.i32(i32 %x)
  %r1 = add i32 %f, %c
  ret i32 %r1
}

define i32 @globals(i32 %x) {
  %l = load i32, ptr @g
  %e = load i32, ptr getelementptr inbounds ([4 x i32], ptr @tab, i64 0, i64 2)
  %s = add i32 %l, %e
  %r2 = xor i32 %s, %x
  ret i32 %r2
}

define i32 @asm(i32 %x) {
  %asm = call i32 asm "bswap $0", "=r,0"(i32 %x)
  %r3 = call i32 @llvm.fshl.i32(i32 %asm, i32 %x, i32 8)
  ret i32 %r3
}

define i32 @stack(i32 %x) {
  %a = alloca i32
  store i32 %x, ptr %a
  %l = load i32, ptr %a
  %r4 = add i32 %l, 1
  ret i32 %r4
}

define i32 @ovf(i32 %x, i32 %y) {
  %m = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %x, i32 %y)
  %v = extractvalue { i32, i1 } %m, 0
  %o = extractvalue { i32, i1 } %m, 1
  %r5 = select i1 %o, i32 -1, i32 %v
  ret i32 %r5
}

define i64 @mem(ptr %p, <4 x i1> %k) {
  %v = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, <4 x i1> %k, <4 x i32> zeroinitializer)
  %e = extractelement <4 x i32> %v, i64 0
  %z = zext i32 %e to i64
  %s = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)
  %r6 = add i64 %z, %s
  ret i64 %r6
}
