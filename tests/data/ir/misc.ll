; ModuleID = 'misc.c'
source_filename = "misc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @big_switch(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(i32 %0, !19, !DIExpression(), !22)
    #dbg_value(i32 %1, !20, !DIExpression(), !22)
    #dbg_value(i32 %2, !21, !DIExpression(), !22)
  switch i32 %0, label %43 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 5, label %13
    i32 8, label %15
    i32 13, label %17
    i32 21, label %19
    i32 34, label %22
    i32 55, label %25
    i32 89, label %27
    i32 144, label %29
    i32 233, label %32
    i32 377, label %35
    i32 -1, label %38
    i32 -1000, label %41
  ], !dbg !23

4:                                                ; preds = %3
  %5 = add nsw i32 %2, %1, !dbg !24
  br label %43, !dbg !26

6:                                                ; preds = %3
  %7 = sub nsw i32 %1, %2, !dbg !27
  br label %43, !dbg !28

8:                                                ; preds = %3
  %9 = mul nsw i32 %2, %1, !dbg !29
  br label %43, !dbg !30

10:                                               ; preds = %3
  %11 = or i32 %2, 1, !dbg !31
  %12 = sdiv i32 %1, %11, !dbg !32
  br label %43, !dbg !33

13:                                               ; preds = %3
  %14 = xor i32 %2, %1, !dbg !34
  br label %43, !dbg !35

15:                                               ; preds = %3
  %16 = or i32 %2, %1, !dbg !36
  br label %43, !dbg !37

17:                                               ; preds = %3
  %18 = and i32 %2, %1, !dbg !38
  br label %43, !dbg !39

19:                                               ; preds = %3
  %20 = and i32 %2, 31, !dbg !40
  %21 = shl i32 %1, %20, !dbg !41
  br label %43, !dbg !42

22:                                               ; preds = %3
  %23 = and i32 %2, 31, !dbg !43
  %24 = ashr i32 %1, %23, !dbg !44
  br label %43, !dbg !45

25:                                               ; preds = %3
  %26 = xor i32 %1, -1, !dbg !46
  br label %43, !dbg !47

27:                                               ; preds = %3
  %28 = sub nsw i32 0, %2, !dbg !48
  br label %43, !dbg !49

29:                                               ; preds = %3
  %30 = icmp eq i32 %1, %2, !dbg !50
  %31 = zext i1 %30 to i32, !dbg !50
  br label %43, !dbg !51

32:                                               ; preds = %3
  %33 = icmp slt i32 %1, %2, !dbg !52
  %34 = zext i1 %33 to i32, !dbg !52
  br label %43, !dbg !53

35:                                               ; preds = %3
  %36 = icmp sgt i32 %1, %2, !dbg !54
  %37 = zext i1 %36 to i32, !dbg !54
  br label %43, !dbg !55

38:                                               ; preds = %3
  %39 = or i32 %2, 1, !dbg !56
  %40 = srem i32 %1, %39, !dbg !57
  br label %43, !dbg !58

41:                                               ; preds = %3
  %42 = add nsw i32 %1, 1, !dbg !59
  br label %43, !dbg !60

43:                                               ; preds = %3, %41, %38, %35, %32, %29, %27, %25, %22, %19, %17, %15, %13, %10, %8, %6, %4
  %44 = phi i32 [ %5, %4 ], [ %42, %41 ], [ %40, %38 ], [ %37, %35 ], [ %34, %32 ], [ %31, %29 ], [ %28, %27 ], [ %26, %25 ], [ %24, %22 ], [ %21, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %10 ], [ %9, %8 ], [ %7, %6 ], [ 0, %3 ]
  %45 = tail call i32 @sink(i32 noundef %44) #7, !dbg !61
  ret i32 %45, !dbg !62
}

declare !dbg !63 i32 @sink(i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @expect_and_tbaa(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i64 noundef %2) local_unnamed_addr #2 !dbg !66 {
    #dbg_value(ptr %0, !73, !DIExpression(), !79)
    #dbg_value(ptr %1, !74, !DIExpression(), !79)
    #dbg_value(i64 %2, !75, !DIExpression(), !79)
    #dbg_value(i64 0, !76, !DIExpression(), !79)
  %4 = icmp sgt i64 %2, 100, !dbg !80
  br i1 %4, label %36, label %5, !dbg !82, !prof !83

5:                                                ; preds = %3
    #dbg_value(i64 0, !77, !DIExpression(), !84)
    #dbg_value(i64 0, !76, !DIExpression(), !79)
  %6 = icmp sgt i64 %2, 0, !dbg !85
  br i1 %6, label %7, label %48, !dbg !87

7:                                                ; preds = %5
  %8 = load i32, ptr %1, align 4, !tbaa !10
  %9 = sext i32 %8 to i64
  %10 = icmp ult i64 %2, 4, !dbg !87
  br i1 %10, label %33, label %11, !dbg !87

11:                                               ; preds = %7
  %12 = and i64 %2, 9223372036854775804
  %13 = insertelement <2 x i64> poison, i64 %9, i64 0
  %14 = shufflevector <2 x i64> %13, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %15, !dbg !87

15:                                               ; preds = %15, %11
  %16 = phi i64 [ 0, %11 ], [ %27, %15 ], !dbg !88
  %17 = phi <2 x i64> [ zeroinitializer, %11 ], [ %25, %15 ]
  %18 = phi <2 x i64> [ zeroinitializer, %11 ], [ %26, %15 ]
  %19 = getelementptr inbounds nuw i64, ptr %0, i64 %16, !dbg !89
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 16, !dbg !89
  %21 = load <2 x i64>, ptr %19, align 8, !dbg !89, !tbaa !91
  %22 = load <2 x i64>, ptr %20, align 8, !dbg !89, !tbaa !91
  %23 = mul nsw <2 x i64> %21, %14, !dbg !93
  %24 = mul nsw <2 x i64> %22, %14, !dbg !93
  %25 = add <2 x i64> %23, %17, !dbg !94
  %26 = add <2 x i64> %24, %18, !dbg !94
  %27 = add nuw i64 %16, 4, !dbg !88
  %28 = icmp eq i64 %27, %12, !dbg !95
  br i1 %28, label %29, label %15, !dbg !95, !llvm.loop !96

29:                                               ; preds = %15
  %30 = add <2 x i64> %26, %25, !dbg !95
  %31 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %30), !dbg !95
  %32 = icmp eq i64 %2, %12, !dbg !95
  br i1 %32, label %48, label %33, !dbg !95

33:                                               ; preds = %7, %29
  %34 = phi i64 [ 0, %7 ], [ %12, %29 ]
  %35 = phi i64 [ 0, %7 ], [ %31, %29 ]
  br label %39, !dbg !95

36:                                               ; preds = %3
  %37 = load i32, ptr %1, align 4, !dbg !100, !tbaa !10
  %38 = sext i32 %37 to i64, !dbg !101
  br label %48, !dbg !102

39:                                               ; preds = %33, %39
  %40 = phi i64 [ %46, %39 ], [ %34, %33 ]
  %41 = phi i64 [ %45, %39 ], [ %35, %33 ]
    #dbg_value(i64 %40, !77, !DIExpression(), !84)
    #dbg_value(i64 %41, !76, !DIExpression(), !79)
  %42 = getelementptr inbounds nuw i64, ptr %0, i64 %40, !dbg !89
  %43 = load i64, ptr %42, align 8, !dbg !89, !tbaa !91
  %44 = mul nsw i64 %43, %9, !dbg !93
  %45 = add nsw i64 %44, %41, !dbg !94
    #dbg_value(i64 %45, !76, !DIExpression(), !79)
  %46 = add nuw nsw i64 %40, 1, !dbg !88
    #dbg_value(i64 %46, !77, !DIExpression(), !84)
  %47 = icmp eq i64 %46, %2, !dbg !103
  br i1 %47, label %48, label %39, !dbg !95, !llvm.loop !104

48:                                               ; preds = %39, %29, %5, %36
  %49 = phi i64 [ %38, %36 ], [ 0, %5 ], [ %31, %29 ], [ %45, %39 ], !dbg !79
  ret i64 %49, !dbg !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: write) uwtable
define dso_local i32 @aligned_sum(ptr noundef readonly captures(none) %0) local_unnamed_addr #3 !dbg !106 {
    #dbg_value(ptr %0, !110, !DIExpression(), !112)
  call void @llvm.assume(i1 true) [ "align"(ptr %0, i64 64) ], !dbg !113
    #dbg_value(ptr %0, !111, !DIExpression(), !112)
  %2 = load i32, ptr %0, align 64, !dbg !114, !tbaa !10
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4, !dbg !115
  %4 = load i32, ptr %3, align 4, !dbg !115, !tbaa !10
  %5 = add nsw i32 %4, %2, !dbg !116
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 60, !dbg !117
  %7 = load i32, ptr %6, align 4, !dbg !117, !tbaa !10
  %8 = add nsw i32 %5, %7, !dbg !118
  ret i32 %8, !dbg !119
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nounwind uwtable
define dso_local i32 @with_asm(i32 noundef %0) local_unnamed_addr #0 !dbg !120 {
    #dbg_value(i32 %0, !122, !DIExpression(), !124)
  %2 = tail call i32 asm sideeffect "lea 1($1), $0", "=r,r,~{dirflag},~{fpsr},~{flags}"(i32 %0) #7, !dbg !125, !srcloc !126
    #dbg_value(i32 %2, !123, !DIExpression(), !124)
  %3 = mul nsw i32 %2, 3, !dbg !127
  ret i32 %3, !dbg !128
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @plain_tail(i32 noundef %0, i32 noundef %1) local_unnamed_addr #5 !dbg !129 {
    #dbg_value(i32 %0, !133, !DIExpression(), !135)
    #dbg_value(i32 %1, !134, !DIExpression(), !135)
  %3 = add nsw i32 %1, %0, !dbg !136
  %4 = sub nsw i32 %0, %1, !dbg !137
  %5 = mul nsw i32 %3, %4, !dbg !138
  ret i32 %5, !dbg !139
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "misc.c", directory: ".", checksumkind: CSK_MD5, checksum: "099d74f4ffa47c711ce06a6946593b75")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !DISubprogram(name: "big_switch", scope: !1, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !17, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !20, !21}
!19 = !DILocalVariable(name: "op", arg: 1, scope: !14, file: !1, line: 8, type: !17)
!20 = !DILocalVariable(name: "a", arg: 2, scope: !14, file: !1, line: 8, type: !17)
!21 = !DILocalVariable(name: "b", arg: 3, scope: !14, file: !1, line: 8, type: !17)
!22 = !DILocation(line: 0, scope: !14)
!23 = !DILocation(line: 9, column: 3, scope: !14, atomGroup: 1, atomRank: 1)
!24 = !DILocation(line: 10, column: 25, scope: !25)
!25 = distinct !DILexicalBlock(scope: !14, file: !1, line: 9, column: 15)
!26 = !DILocation(line: 10, column: 11, scope: !25, atomGroup: 2, atomRank: 1)
!27 = !DILocation(line: 11, column: 25, scope: !25)
!28 = !DILocation(line: 11, column: 11, scope: !25, atomGroup: 3, atomRank: 1)
!29 = !DILocation(line: 12, column: 25, scope: !25)
!30 = !DILocation(line: 12, column: 11, scope: !25, atomGroup: 4, atomRank: 1)
!31 = !DILocation(line: 13, column: 30, scope: !25)
!32 = !DILocation(line: 13, column: 25, scope: !25)
!33 = !DILocation(line: 13, column: 11, scope: !25, atomGroup: 5, atomRank: 1)
!34 = !DILocation(line: 14, column: 25, scope: !25)
!35 = !DILocation(line: 14, column: 11, scope: !25, atomGroup: 6, atomRank: 1)
!36 = !DILocation(line: 15, column: 25, scope: !25)
!37 = !DILocation(line: 15, column: 11, scope: !25, atomGroup: 7, atomRank: 1)
!38 = !DILocation(line: 16, column: 26, scope: !25)
!39 = !DILocation(line: 16, column: 12, scope: !25, atomGroup: 8, atomRank: 1)
!40 = !DILocation(line: 17, column: 32, scope: !25)
!41 = !DILocation(line: 17, column: 26, scope: !25)
!42 = !DILocation(line: 17, column: 12, scope: !25, atomGroup: 9, atomRank: 1)
!43 = !DILocation(line: 18, column: 32, scope: !25)
!44 = !DILocation(line: 18, column: 26, scope: !25)
!45 = !DILocation(line: 18, column: 12, scope: !25, atomGroup: 10, atomRank: 1)
!46 = !DILocation(line: 19, column: 24, scope: !25)
!47 = !DILocation(line: 19, column: 12, scope: !25, atomGroup: 11, atomRank: 1)
!48 = !DILocation(line: 20, column: 24, scope: !25)
!49 = !DILocation(line: 20, column: 12, scope: !25, atomGroup: 12, atomRank: 1)
!50 = !DILocation(line: 21, column: 27, scope: !25)
!51 = !DILocation(line: 21, column: 13, scope: !25, atomGroup: 13, atomRank: 1)
!52 = !DILocation(line: 22, column: 27, scope: !25)
!53 = !DILocation(line: 22, column: 13, scope: !25, atomGroup: 14, atomRank: 1)
!54 = !DILocation(line: 23, column: 27, scope: !25)
!55 = !DILocation(line: 23, column: 13, scope: !25, atomGroup: 15, atomRank: 1)
!56 = !DILocation(line: 24, column: 31, scope: !25)
!57 = !DILocation(line: 24, column: 26, scope: !25)
!58 = !DILocation(line: 24, column: 12, scope: !25, atomGroup: 16, atomRank: 1)
!59 = !DILocation(line: 25, column: 29, scope: !25)
!60 = !DILocation(line: 25, column: 15, scope: !25, atomGroup: 17, atomRank: 1)
!61 = !DILocation(line: 0, scope: !25)
!62 = !DILocation(line: 28, column: 1, scope: !14, atomGroup: 19, atomRank: 1)
!63 = !DISubprogram(name: "sink", scope: !1, file: !1, line: 6, type: !64, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DISubroutineType(types: !65)
!65 = !{!17, !17}
!66 = distinct !DISubprogram(name: "expect_and_tbaa", scope: !1, file: !1, line: 30, type: !67, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !72, keyInstructions: true)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !70, !71, !69}
!69 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!72 = !{!73, !74, !75, !76, !77}
!73 = !DILocalVariable(name: "p", arg: 1, scope: !66, file: !1, line: 30, type: !70)
!74 = !DILocalVariable(name: "q", arg: 2, scope: !66, file: !1, line: 30, type: !71)
!75 = !DILocalVariable(name: "n", arg: 3, scope: !66, file: !1, line: 30, type: !69)
!76 = !DILocalVariable(name: "s", scope: !66, file: !1, line: 31, type: !69)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 34, type: !69)
!78 = distinct !DILexicalBlock(scope: !66, file: !1, line: 34, column: 3)
!79 = !DILocation(line: 0, scope: !66)
!80 = !DILocation(line: 32, column: 26, scope: !81)
!81 = distinct !DILexicalBlock(scope: !66, file: !1, line: 32, column: 7)
!82 = !DILocation(line: 32, column: 7, scope: !81, atomGroup: 2, atomRank: 1)
!83 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!84 = !DILocation(line: 0, scope: !78)
!85 = !DILocation(line: 34, column: 22, scope: !86, atomGroup: 20, atomRank: 1)
!86 = distinct !DILexicalBlock(scope: !78, file: !1, line: 34, column: 3)
!87 = !DILocation(line: 34, column: 3, scope: !78, atomGroup: 21, atomRank: 1)
!88 = !DILocation(line: 34, column: 28, scope: !86, atomGroup: 8, atomRank: 2)
!89 = !DILocation(line: 35, column: 10, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !1, line: 34, column: 32)
!91 = !{!92, !92, i64 0}
!92 = !{!"long", !12, i64 0}
!93 = !DILocation(line: 35, column: 15, scope: !90)
!94 = !DILocation(line: 35, column: 7, scope: !90, atomGroup: 7, atomRank: 2)
!95 = !DILocation(line: 34, column: 3, scope: !78, atomGroup: 6, atomRank: 1)
!96 = distinct !{!96, !97, !98, !99}
!97 = !{!"llvm.loop.mustprogress"}
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = !DILocation(line: 33, column: 12, scope: !81, atomGroup: 3, atomRank: 3)
!101 = !DILocation(line: 33, column: 12, scope: !81, atomGroup: 3, atomRank: 2)
!102 = !DILocation(line: 33, column: 5, scope: !81, atomGroup: 3, atomRank: 1)
!103 = !DILocation(line: 34, column: 22, scope: !86, atomGroup: 5, atomRank: 1)
!104 = distinct !{!104, !97, !99, !98}
!105 = !DILocation(line: 38, column: 1, scope: !66, atomGroup: 11, atomRank: 1)
!106 = distinct !DISubprogram(name: "aligned_sum", scope: !1, file: !1, line: 40, type: !107, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109, keyInstructions: true)
!107 = !DISubroutineType(types: !108)
!108 = !{!17, !71}
!109 = !{!110, !111}
!110 = !DILocalVariable(name: "p", arg: 1, scope: !106, file: !1, line: 40, type: !71)
!111 = !DILocalVariable(name: "a", scope: !106, file: !1, line: 41, type: !71)
!112 = !DILocation(line: 0, scope: !106)
!113 = !DILocation(line: 41, column: 12, scope: !106)
!114 = !DILocation(line: 42, column: 10, scope: !106)
!115 = !DILocation(line: 42, column: 17, scope: !106)
!116 = !DILocation(line: 42, column: 15, scope: !106)
!117 = !DILocation(line: 42, column: 24, scope: !106)
!118 = !DILocation(line: 42, column: 22, scope: !106, atomGroup: 3, atomRank: 2)
!119 = !DILocation(line: 42, column: 3, scope: !106, atomGroup: 3, atomRank: 1)
!120 = distinct !DISubprogram(name: "with_asm", scope: !1, file: !1, line: 45, type: !64, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !121, keyInstructions: true)
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "x", arg: 1, scope: !120, file: !1, line: 45, type: !17)
!123 = !DILocalVariable(name: "y", scope: !120, file: !1, line: 46, type: !17)
!124 = !DILocation(line: 0, scope: !120)
!125 = !DILocation(line: 47, column: 3, scope: !120, atomGroup: 1, atomRank: 1)
!126 = !{i64 1171}
!127 = !DILocation(line: 48, column: 12, scope: !120, atomGroup: 4, atomRank: 2)
!128 = !DILocation(line: 48, column: 3, scope: !120, atomGroup: 4, atomRank: 1)
!129 = distinct !DISubprogram(name: "plain_tail", scope: !1, file: !1, line: 51, type: !130, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132, keyInstructions: true)
!130 = !DISubroutineType(types: !131)
!131 = !{!17, !17, !17}
!132 = !{!133, !134}
!133 = !DILocalVariable(name: "a", arg: 1, scope: !129, file: !1, line: 51, type: !17)
!134 = !DILocalVariable(name: "b", arg: 2, scope: !129, file: !1, line: 51, type: !17)
!135 = !DILocation(line: 0, scope: !129)
!136 = !DILocation(line: 51, column: 42, scope: !129)
!137 = !DILocation(line: 51, column: 52, scope: !129)
!138 = !DILocation(line: 51, column: 47, scope: !129, atomGroup: 1, atomRank: 2)
!139 = !DILocation(line: 51, column: 32, scope: !129, atomGroup: 1, atomRank: 1)
