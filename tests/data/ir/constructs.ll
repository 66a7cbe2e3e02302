; Hand-written coverage of the IR's forms: every instruction of the paper's Table 1 and
; the issue's list, every flag, every constant form, every float format, multi-block
; control flow. Each function must print back exactly as LLVM 22 prints it.

%struct.pair = type { i32, i64 }

@g = global i32 7
@arr = global [4 x i32] zeroinitializer

declare void @use(...)

define i32 @int_flags(i32 %a, i32 %b) {
  %1 = add nuw nsw i32 %a, %b
  %2 = sub nsw i32 %1, -2147483648
  %3 = mul nuw i32 %2, 3
  %4 = udiv exact i32 %3, %b
  %5 = sdiv exact i32 %4, 7
  %6 = urem i32 %5, %a
  %7 = srem i32 %6, -1
  %8 = shl nuw nsw i32 %7, 31
  %9 = lshr exact i32 %8, %b
  %10 = ashr exact i32 %9, 1
  %11 = and i32 %10, 255
  %12 = or disjoint i32 %11, 256
  %13 = xor i32 %12, -1
  ret i32 %13
}

define i1 @cmps(i64 %a, i64 %b, double %x, double %y) {
  %1 = icmp eq i64 %a, %b
  %2 = icmp samesign ult i64 %a, %b
  %3 = icmp sle i64 %a, 0
  %4 = fcmp oeq double %x, %y
  %5 = fcmp nnan ninf uno double %x, 0.000000e+00
  %6 = fcmp fast ogt double %x, -0.000000e+00
  %7 = fcmp true double %x, %y
  %8 = fcmp false double %x, %y
  %9 = select i1 %1, i1 %2, i1 %3
  %10 = select nnan i1 %4, double %x, double %y
  %11 = fcmp ueq double %10, 0x7FF8000000000000
  %12 = and i1 %9, %11
  %13 = or i1 %12, %5
  %14 = xor i1 %13, %6
  %15 = and i1 %14, %7
  %16 = or i1 %15, %8
  ret i1 %16
}

define <4 x i32> @vectors(<4 x i32> %v, <4 x i32> %w, i32 %s, <4 x i1> %m) {
  %1 = add <4 x i32> %v, splat (i32 1)
  %2 = mul <4 x i32> %1, <i32 1, i32 -1, i32 poison, i32 undef>
  %3 = shufflevector <4 x i32> %2, <4 x i32> %w, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %4 = shufflevector <4 x i32> %3, <4 x i32> poison, <8 x i32> zeroinitializer
  %5 = extractelement <8 x i32> %4, i64 3
  %6 = insertelement <4 x i32> %3, i32 %5, i32 2
  %7 = insertelement <4 x i32> poison, i32 %s, i64 0
  %8 = select <4 x i1> %m, <4 x i32> %6, <4 x i32> %7
  %9 = xor <4 x i32> %8, zeroinitializer
  %10 = freeze <4 x i32> %9
  %11 = icmp sgt <4 x i32> %10, splat (i32 -1)
  %12 = zext <4 x i1> %11 to <4 x i32>
  %13 = extractelement <4 x i32> %12, i32 %s
  %14 = insertelement <4 x i32> %12, i32 %13, i32 %s
  ret <4 x i32> %14
}

define i64 @casts(i32 %a, i64 %b, float %f, double %d, ptr %p) {
  %1 = zext nneg i32 %a to i64
  %2 = sext i32 %a to i64
  %3 = trunc nuw nsw i64 %b to i32
  %4 = trunc i64 %b to i1
  %5 = fptrunc double %d to float
  %6 = fpext float %f to double
  %7 = fptosi float %f to i32
  %8 = fptoui double %d to i64
  %9 = sitofp i32 %a to float
  %10 = uitofp nneg i32 %3 to double
  %11 = bitcast float %5 to i32
  %12 = bitcast <2 x i32> <i32 1, i32 2> to i64
  %13 = ptrtoint ptr %p to i64
  %14 = inttoptr i64 %13 to ptr
  %15 = fptrunc fast double %6 to half
  %16 = fpext half %15 to fp128
  %17 = bitcast <4 x i16> <i16 1, i16 2, i16 3, i16 4> to <2 x i32>
  %18 = add i64 %1, %2
  %19 = add i64 %18, %8
  %20 = add i64 %19, %12
  %21 = sext i1 %4 to i64
  %22 = add i64 %20, %21
  call void (...) @use(i32 %7, i32 %11, float %9, double %10, ptr %14, fp128 %16, <2 x i32> %17)
  ret i64 %22
}

define double @float_consts(half %h, bfloat %bf, float %f, double %d, fp128 %q, x86_fp80 %x) {
  %1 = fadd half %h, 0xH3C00
  %2 = fmul bfloat %bf, 0xR3F80
  %3 = fsub float %f, 0x3FB99999A0000000
  %4 = fdiv double %d, 1.000000e-01
  %5 = frem fp128 %q, 0xL00000000000000003FFF000000000000
  %6 = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  %7 = fneg nsz double %4
  %8 = fadd reassoc nnan ninf nsz arcp contract afn double %7, 0x7FF0000000000000
  %9 = fmul fast double %8, 0xFFF0000000000000
  %10 = fadd double %9, 0x1
  %11 = fadd double %10, 0x8000000000000000
  %12 = fadd double %11, 0x40E1D58800000000
  %13 = fpext float %3 to double
  %14 = fadd double %12, %13
  call void (...) @use(half %1, bfloat %2, fp128 %5, x86_fp80 %6)
  ret double %14
}

define i32 @control_flow(i32 %n, i1 %c) {
entry:
  br i1 %c, label %then, label %else

then:                                             ; preds = %entry
  %a = add i32 %n, 1
  br label %join

else:                                             ; preds = %entry
  switch i32 %n, label %join [
    i32 0, label %zero
    i32 -5, label %zero
  ]

zero:                                             ; preds = %else, %else
  br label %join

join:                                             ; preds = %zero, %else, %then
  %p = phi i32 [ %a, %then ], [ 0, %zero ], [ poison, %else ]
  %q = phi fast float [ 1.000000e+00, %then ], [ 0.000000e+00, %zero ], [ 0x7FF8000000000000, %else ]
  %r = fptosi float %q to i32
  %s = add i32 %p, %r
  ret i32 %s
}

define void @memory(ptr %p, i64 %i, <4 x ptr> %vp) {
  %a = alloca [16 x i8], align 16
  %b = alloca i32, i64 %i, align 4
  %1 = load i32, ptr %p, align 4
  %2 = load volatile i64, ptr %p, align 8
  store i32 %1, ptr %a, align 4
  store volatile i64 %2, ptr %b, align 8
  %3 = getelementptr inbounds nuw i8, ptr %p, i64 4
  %4 = getelementptr nusw [4 x i32], ptr @arr, i64 0, i64 %i
  %5 = getelementptr %struct.pair, ptr %3, i64 %i, i32 1
  %6 = getelementptr i32, <4 x ptr> %vp, <4 x i64> <i64 0, i64 1, i64 2, i64 3>
  %7 = load atomic i32, ptr %4 acquire, align 4
  store atomic i32 %7, ptr %5 syncscope("singlethread") release, align 4
  store ptr getelementptr inbounds nuw (i8, ptr @g, i64 4), ptr %3, align 8
  call void (...) @use(<4 x ptr> %6, ptr null)
  ret void
}

define i32 @intrinsics(i32 %a, i32 %b, <8 x i16> %v, float %f, ptr %p) {
  %1 = call i32 @llvm.ctpop.i32(i32 %a)
  %2 = tail call i32 @llvm.ctlz.i32(i32 %a, i1 true)
  %3 = call i32 @llvm.cttz.i32(i32 %b, i1 false)
  %4 = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 3)
  %5 = call i32 @llvm.umax.i32(i32 %1, i32 %2)
  %6 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %7 = extractvalue { i32, i1 } %6, 0
  %8 = extractvalue { i32, i1 } %6, 1
  %9 = insertvalue { i32, i1 } %6, i1 false, 1
  %10 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %v, <8 x i16> splat (i16 1))
  %11 = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %10)
  %12 = call nnan float @llvm.minnum.f32(float %f, float 0.000000e+00)
  %13 = call float @llvm.experimental.constrained.fadd.f32(float %12, float %f, metadata !"round.dynamic", metadata !"fpexcept.strict")
  call void @llvm.memset.p0.i64(ptr align 8 %p, i8 0, i64 16, i1 false)
  %14 = call i32 @llvm.abs.i32(i32 %7, i1 true)
  %15 = add i32 %14, %3
  %16 = add i32 %15, %4
  %17 = add i32 %16, %5
  %18 = zext i16 %11 to i32
  %19 = add i32 %17, %18
  call void (...) @use(i1 %8, { i32, i1 } %9, float %13)
  ret i32 %19
}

define i128 @wide(i128 %a, i256 %b, i7 %c) {
  %1 = add i128 %a, 170141183460469231731687303715884105727
  %2 = trunc i256 %b to i128
  %3 = mul i128 %1, -1
  %4 = zext i7 %c to i128
  %5 = add i128 %3, %4
  %6 = xor i128 %5, %2
  %7 = add i7 %c, -64
  call void (...) @use(i7 %7)
  ret i128 %6
}

define i32 @opaque_forms(ptr %p, i32 %x) {
  %1 = atomicrmw add ptr %p, i32 %x seq_cst, align 4
  %2 = cmpxchg ptr %p, i32 %1, i32 %x acq_rel monotonic, align 4
  %3 = extractvalue { i32, i1 } %2, 0
  fence seq_cst
  ret i32 %3
}

; The orderings and operations C cannot ask for (the clang-written files beside this
; one cover the rest): unordered, usub_cond/usub_sat/fmaximum/fminimum, and
; volatile atomics with a syncscope.
define i32 @opaque_orders(ptr %p, i32 %x, float %f) {
  %1 = load atomic i32, ptr %p unordered, align 4
  store atomic i32 %1, ptr %p unordered, align 4
  %2 = atomicrmw usub_cond ptr %p, i32 %x syncscope("singlethread") acq_rel, align 4
  %3 = atomicrmw volatile usub_sat ptr %p, i32 %2 monotonic, align 4
  %4 = atomicrmw fmaximum ptr %p, float %f seq_cst, align 4
  %5 = atomicrmw fminimum ptr %p, float %4 release, align 4
  %6 = cmpxchg weak volatile ptr %p, i32 %3, i32 %x syncscope("singlethread") seq_cst acquire, align 4
  %7 = extractvalue { i32, i1 } %6, 0
  fence syncscope("singlethread") acq_rel
  ret i32 %7
}

declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i32 @llvm.cttz.i32(i32, i1 immarg)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)
declare i32 @llvm.abs.i32(i32, i1 immarg)
