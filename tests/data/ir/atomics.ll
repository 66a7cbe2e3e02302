; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @rmw_orders(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = atomicrmw add ptr %0, i32 %1 monotonic, align 4
  %4 = atomicrmw sub ptr %0, i32 %3 acquire, align 4
  %5 = atomicrmw and ptr %0, i32 %4 release, align 4
  %6 = atomicrmw or ptr %0, i32 %5 acq_rel, align 4
  %7 = atomicrmw xor ptr %0, i32 %6 seq_cst, align 4
  %8 = atomicrmw xchg ptr %0, i32 %7 acquire, align 4
  %9 = add nsw i32 %4, %3
  %10 = add nsw i32 %9, %5
  %11 = add nsw i32 %10, %6
  %12 = add nsw i32 %11, %7
  %13 = add nsw i32 %12, %8
  ret i32 %13
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @rmw_ops(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, float noundef %4) local_unnamed_addr #0 {
  %6 = atomicrmw nand ptr %0, i32 %1 seq_cst, align 4
  %7 = atomicrmw max ptr %0, i32 %6 monotonic, align 4
  %8 = atomicrmw min ptr %0, i32 %7 monotonic, align 4
  %9 = atomicrmw umax ptr %2, i32 %8 monotonic, align 4
  %10 = atomicrmw umin ptr %2, i32 %9 acquire, align 4
  %11 = atomicrmw fadd ptr %3, float %4 seq_cst, align 4
  %12 = atomicrmw fsub ptr %3, float %11 release, align 4
  %13 = add nsw i32 %7, %6
  %14 = add nsw i32 %13, %8
  %15 = add nsw i32 %14, %9
  %16 = add nsw i32 %15, %10
  %17 = fadd float %11, %12
  %18 = fptosi float %17 to i32
  %19 = add nsw i32 %16, %18
  ret i32 %19
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 6) i32 @cas_orders(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i32, ptr %1, align 4
  %5 = cmpxchg ptr %0, i32 %4, i32 %2 seq_cst seq_cst, align 4
  %6 = extractvalue { i32, i1 } %5, 1
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = load i32, ptr %1, align 4
  br label %11

9:                                                ; preds = %3
  %10 = extractvalue { i32, i1 } %5, 0
  store i32 %10, ptr %1, align 4
  br label %11

11:                                               ; preds = %7, %9
  %12 = phi i32 [ %8, %7 ], [ %10, %9 ]
  %13 = add nsw i32 %2, 1
  %14 = cmpxchg weak ptr %0, i32 %12, i32 %13 acq_rel acquire, align 4
  %15 = extractvalue { i32, i1 } %14, 1
  br i1 %15, label %16, label %18

16:                                               ; preds = %11
  %17 = load i32, ptr %1, align 4
  br label %20

18:                                               ; preds = %11
  %19 = extractvalue { i32, i1 } %14, 0
  store i32 %19, ptr %1, align 4
  br label %20

20:                                               ; preds = %16, %18
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ]
  %22 = add nsw i32 %2, 2
  %23 = cmpxchg ptr %0, i32 %21, i32 %22 release monotonic, align 4
  %24 = extractvalue { i32, i1 } %23, 1
  br i1 %24, label %25, label %27

25:                                               ; preds = %20
  %26 = load i32, ptr %1, align 4
  br label %29

27:                                               ; preds = %20
  %28 = extractvalue { i32, i1 } %23, 0
  store i32 %28, ptr %1, align 4
  br label %29

29:                                               ; preds = %25, %27
  %30 = phi i32 [ %26, %25 ], [ %28, %27 ]
  %31 = add nsw i32 %2, 3
  %32 = cmpxchg weak ptr %0, i32 %30, i32 %31 acquire monotonic, align 4
  %33 = extractvalue { i32, i1 } %32, 1
  br i1 %33, label %34, label %36

34:                                               ; preds = %29
  %35 = load i32, ptr %1, align 4
  br label %38

36:                                               ; preds = %29
  %37 = extractvalue { i32, i1 } %32, 0
  store i32 %37, ptr %1, align 4
  br label %38

38:                                               ; preds = %34, %36
  %39 = phi i32 [ %35, %34 ], [ %37, %36 ]
  %40 = add nsw i32 %2, 4
  %41 = cmpxchg ptr %0, i32 %39, i32 %40 monotonic monotonic, align 4
  %42 = extractvalue { i32, i1 } %41, 1
  br i1 %42, label %45, label %43

43:                                               ; preds = %38
  %44 = extractvalue { i32, i1 } %41, 0
  store i32 %44, ptr %1, align 4
  br label %45

45:                                               ; preds = %43, %38
  %46 = zext i1 %6 to i32
  %47 = zext i1 %15 to i32
  %48 = add nuw nsw i32 %47, %46
  %49 = zext i1 %24 to i32
  %50 = add nuw nsw i32 %48, %49
  %51 = zext i1 %33 to i32
  %52 = add nuw nsw i32 %50, %51
  %53 = zext i1 %42 to i32
  %54 = add nuw nsw i32 %52, %53
  ret i32 %54
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local i32 @cas_volatile(ptr noundef %0, ptr noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = atomicrmw volatile add ptr %0, i32 %2 monotonic, align 4
  %5 = load i32, ptr %1, align 4
  %6 = cmpxchg weak volatile ptr %0, i32 %5, i32 %2 acquire acquire, align 4
  %7 = extractvalue { i32, i1 } %6, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %3
  %9 = extractvalue { i32, i1 } %6, 0
  store i32 %9, ptr %1, align 4
  br label %10

10:                                               ; preds = %8, %3
  %11 = zext i1 %7 to i32
  %12 = add nsw i32 %4, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn uwtable
define dso_local i32 @fences(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  fence acquire
  store atomic i32 %1, ptr %0 release, align 4
  fence release
  fence syncscope("singlethread") seq_cst
  fence acq_rel
  %3 = load atomic i32, ptr %0 acquire, align 4
  fence syncscope("singlethread") acquire
  fence seq_cst
  %4 = load atomic i32, ptr %0 monotonic, align 4
  %5 = add nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @scoped(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = atomicrmw add ptr %0, i32 %1 monotonic, align 4
  %4 = atomicrmw add ptr %0, i32 %3 seq_cst, align 4
  %5 = add nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @plain_mix(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = add nsw i32 %1, %0
  %4 = sub nsw i32 %0, %1
  %5 = xor i32 %3, %4
  ret i32 %5
}

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
