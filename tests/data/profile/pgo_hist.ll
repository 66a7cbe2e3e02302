; A real profile-guided build: tests/data/profile/hist.c compiled with clang-22 -O2 -fprofile-instr-generate, run once, llvm-profdata-22 merge, then clang-22 -O2 -fprofile-instr-use -S -emit-llvm (the IR a PGO corpus build crawls).
; ModuleID = 'hist.c'
source_filename = "hist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hist = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [7 x i8] c"%u %d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local void @count(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !prof !43 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6, !prof !44

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %7

6:                                                ; preds = %37, %2
  ret void

7:                                                ; preds = %4, %37
  %8 = phi i64 [ 0, %4 ], [ %38, %37 ]
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 %8
  %10 = load i8, ptr %9, align 1, !tbaa !45
  %11 = lshr i8 %10, 4
  %12 = zext nneg i8 %11 to i32
  %13 = icmp ugt i8 %10, -49
  br i1 %13, label %14, label %15, !prof !46

14:                                               ; preds = %7
  br label %15

15:                                               ; preds = %14, %7
  %16 = phi i32 [ 12, %14 ], [ %12, %7 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr @hist, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !39
  %20 = add i32 %19, 1
  store i32 %20, ptr %18, align 4, !tbaa !39
  %21 = load i8, ptr %9, align 1, !tbaa !45
  %22 = and i8 %21, 7
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %37, !prof !47

24:                                               ; preds = %15
  %25 = add nuw nsw i32 %16, 1
  %26 = and i32 %25, 15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr @hist, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !39
  %30 = add i32 %29, 1
  store i32 %30, ptr %28, align 4, !tbaa !39
  %31 = add nuw nsw i32 %16, 2
  %32 = and i32 %31, 15
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr @hist, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !39
  %36 = add i32 %35, 2
  store i32 %36, ptr %34, align 4, !tbaa !39
  br label %37

37:                                               ; preds = %24, %15
  %38 = add nuw nsw i64 %8, 1
  %39 = icmp eq i64 %38, %5
  br i1 %39, label %6, label %7, !prof !48, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 10, 41) i32 @pick(i32 noundef %0) local_unnamed_addr #2 !prof !43 {
  %2 = and i32 %0, 3
  %3 = mul nuw nsw i32 %2, 10
  %4 = add nuw nsw i32 %3, 10
  ret i32 %4
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readnone captures(none) %1) local_unnamed_addr #3 !prof !51 {
  %3 = alloca [1000 x i8], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %17, %4 ]
  %6 = phi <16 x i16> [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 12, i16 13, i16 14, i16 15>, %2 ], [ %18, %4 ]
  %7 = mul nuw <16 x i16> %6, splat (i16 37)
  %8 = urem <16 x i16> %7, splat (i16 200)
  %9 = trunc nuw <16 x i16> %8 to <16 x i8>
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 %5
  store <16 x i8> %9, ptr %10, align 16, !tbaa !45
  %11 = mul <16 x i16> %6, splat (i16 37)
  %12 = add <16 x i16> %11, splat (i16 592)
  %13 = urem <16 x i16> %12, splat (i16 200)
  %14 = trunc nuw <16 x i16> %13 to <16 x i8>
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 %5
  %16 = getelementptr inbounds nuw i8, ptr %15, i64 16
  store <16 x i8> %14, ptr %16, align 16, !tbaa !45
  %17 = add nuw nsw i64 %5, 32
  %18 = add <16 x i16> %6, splat (i16 32)
  %19 = icmp eq i64 %17, 992
  br i1 %19, label %20, label %4, !prof !52, !llvm.loop !53

20:                                               ; preds = %4, %20
  %21 = phi i64 [ %27, %20 ], [ 992, %4 ]
  %22 = phi <8 x i16> [ %28, %20 ], [ <i16 992, i16 993, i16 994, i16 995, i16 996, i16 997, i16 998, i16 999>, %4 ]
  %23 = mul nuw <8 x i16> %22, splat (i16 37)
  %24 = urem <8 x i16> %23, splat (i16 200)
  %25 = trunc nuw <8 x i16> %24 to <8 x i8>
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 %21
  store <8 x i8> %25, ptr %26, align 8, !tbaa !45
  %27 = add nuw i64 %21, 8
  %28 = add <8 x i16> %22, splat (i16 8)
  %29 = icmp eq i64 %27, 1000
  br i1 %29, label %33, label %20, !prof !57, !llvm.loop !58

30:                                               ; preds = %33
  %31 = load i32, ptr getelementptr inbounds nuw (i8, ptr @hist, i64 12), align 4, !tbaa !39
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %31, i32 noundef %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  ret i32 0

33:                                               ; preds = %20, %33
  %34 = phi i32 [ %40, %33 ], [ 0, %20 ]
  %35 = phi i32 [ %39, %33 ], [ 0, %20 ]
  call void @count(ptr noundef nonnull %3, i32 noundef 1000)
  %36 = mul nuw nsw i32 %34, 3
  %37 = add nsw i32 %36, %0
  %38 = tail call i32 @pick(i32 noundef %37)
  %39 = add nuw nsw i32 %38, %35
  %40 = add nuw nsw i32 %34, 1
  %41 = icmp eq i32 %40, 50
  br i1 %41, label %30, label %33, !prof !60, !llvm.loop !61
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !29, !30, !31, !32, !33}
!llvm.ident = !{!38}
!llvm.errno.tbaa = !{!39}

!0 = !{i32 1, !"ProfileSummary", !1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"ProfileFormat", !"InstrProf"}
!3 = !{!"TotalCount", i64 76201}
!4 = !{!"MaxCount", i64 50000}
!5 = !{!"MaxInternalCount", i64 50000}
!6 = !{!"MaxFunctionCount", i64 50}
!7 = !{!"NumCounts", i64 14}
!8 = !{!"NumFunctions", i64 3}
!9 = !{!"IsPartialProfile", i64 0}
!10 = !{!"PartialProfileRatio", double 0.000000e+00}
!11 = !{!"DetailedSummary", !12}
!12 = !{!13, !14, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28}
!13 = !{i32 10000, i64 50000, i32 1}
!14 = !{i32 100000, i64 50000, i32 1}
!15 = !{i32 200000, i64 50000, i32 1}
!16 = !{i32 300000, i64 50000, i32 1}
!17 = !{i32 400000, i64 50000, i32 1}
!18 = !{i32 500000, i64 50000, i32 1}
!19 = !{i32 600000, i64 50000, i32 1}
!20 = !{i32 700000, i64 18750, i32 2}
!21 = !{i32 800000, i64 18750, i32 2}
!22 = !{i32 900000, i64 18750, i32 2}
!23 = !{i32 950000, i64 6250, i32 3}
!24 = !{i32 990000, i64 1000, i32 4}
!25 = !{i32 999000, i64 50, i32 7}
!26 = !{i32 999900, i64 12, i32 11}
!27 = !{i32 999990, i64 12, i32 11}
!28 = !{i32 999999, i64 12, i32 11}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 5, !"CG Profile", !34}
!34 = distinct !{!35, !36, !37}
!35 = !{ptr @main, ptr @printf, i64 1}
!36 = !{ptr @main, ptr @count, i64 26}
!37 = !{ptr @main, ptr @pick, i64 26}
!38 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !{!"function_entry_count", i64 50}
!44 = !{!"branch_weights", i32 203, i32 1}
!45 = !{!41, !41, i64 0}
!46 = !{!"branch_weights", i32 1, i32 50001}
!47 = !{!"branch_weights", i32 6251, i32 43751}
!48 = !{!"branch_weights", i32 203, i32 199801}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"function_entry_count", i64 1}
!52 = !{!"branch_weights", i32 2, i32 60}
!53 = distinct !{!53, !50, !54, !55, !56}
!54 = !{!"llvm.loop.isvectorized", i32 1}
!55 = !{!"llvm.loop.unroll.runtime.disable"}
!56 = !{!"llvm.loop.estimated_trip_count", i32 16}
!57 = !{!"branch_weights", i32 1, i32 0}
!58 = distinct !{!58, !50, !54, !55, !59}
!59 = !{!"llvm.loop.estimated_trip_count", i32 0}
!60 = !{!"branch_weights", i32 2, i32 49}
!61 = distinct !{!61, !50}
