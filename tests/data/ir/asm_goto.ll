; ModuleID = 'asm_goto.c'
source_filename = "asm_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@computed_goto.table = internal unnamed_addr constant [4 x ptr] [ptr blockaddress(@computed_goto, %3), ptr blockaddress(@computed_goto, %7), ptr blockaddress(@computed_goto, %11), ptr blockaddress(@computed_goto, %9)], align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @asm_goto_plain(i32 noundef %0) local_unnamed_addr #0 {
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #4
          to label %2 [label %5], !srcloc !9

2:                                                ; preds = %1
  %3 = shl nsw i32 %0, 1
  %4 = or disjoint i32 %3, 1
  br label %7

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -7
  br label %7

7:                                                ; preds = %5, %2
  %8 = phi i32 [ %4, %2 ], [ %6, %5 ]
  ret i32 %8
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @asm_goto_outputs(i32 noundef %0) local_unnamed_addr #1 {
  %2 = callbr i32 asm "movl $1, $0; testl $0, $0; js ${2:l}; jz ${3:l}", "=r,r,!i,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %0) #5
          to label %3 [label %5, label %7], !srcloc !10

3:                                                ; preds = %1
  %4 = add nsw i32 %2, 1
  br label %7

5:                                                ; preds = %1
  %6 = sub nsw i32 0, %2
  br label %7

7:                                                ; preds = %1, %5, %3
  %8 = phi i32 [ %4, %3 ], [ %6, %5 ], [ 42, %1 ]
  ret i32 %8
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @computed_goto(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #2 {
  br label %12

3:                                                ; preds = %12
  %4 = add nsw i32 %14, 1
  br label %5

5:                                                ; preds = %3, %7, %9
  %6 = phi i32 [ %4, %3 ], [ %8, %7 ], [ %10, %9 ]
  br label %12

7:                                                ; preds = %12
  %8 = shl nsw i32 %14, 1
  br label %5

9:                                                ; preds = %12
  %10 = xor i32 %14, 90
  br label %5

11:                                               ; preds = %12
  ret i32 %14

12:                                               ; preds = %5, %2
  %13 = phi ptr [ %0, %2 ], [ %19, %5 ]
  %14 = phi i32 [ %1, %2 ], [ %6, %5 ]
  %15 = load i8, ptr %13, align 1, !tbaa !11
  %16 = and i8 %15, 3
  %17 = zext nneg i8 %16 to i64
  %18 = getelementptr inbounds nuw ptr, ptr @computed_goto.table, i64 %17
  %19 = getelementptr inbounds nuw i8, ptr %13, i64 1
  %20 = load ptr, ptr %18, align 8, !tbaa !12
  indirectbr ptr %20, [label %3, label %7, label %11, label %9]
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @plain_after(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = xor i32 %1, %0
  %4 = add nsw i32 %1, %0
  %5 = and i32 %3, %4
  ret i32 %5
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }

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
!9 = !{i64 133}
!10 = !{i64 281}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
