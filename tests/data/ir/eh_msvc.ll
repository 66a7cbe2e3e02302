; ModuleID = 'eh_msvc.cpp'
source_filename = "eh_msvc.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Guard = type { ptr }

$"??1Guard@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?catch_all@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = invoke noundef i32 @"?may_throw@@YAHH@Z"(i32 noundef %0)
          to label %13 unwind label %4

4:                                                ; preds = %1
  %5 = catchswitch within none [label %6, label %11] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0H@8", i32 0, ptr %2]
  %8 = load i32, ptr %2, align 4
  call void @"?note@@YAXH@Z"(i32 noundef %8) [ "funclet"(token %7) ]
  %9 = load i32, ptr %2, align 4
  %10 = shl nsw i32 %9, 1
  catchret from %7 to label %15

11:                                               ; preds = %4
  %12 = catchpad within %5 [ptr null, i32 64, ptr null]
  catchret from %12 to label %15

13:                                               ; preds = %1
  %14 = add nsw i32 %3, 1
  br label %15

15:                                               ; preds = %6, %11, %13
  %16 = phi i32 [ %14, %13 ], [ %10, %6 ], [ -1, %11 ]
  ret i32 %16
}

declare dso_local noundef i32 @"?may_throw@@YAHH@Z"(i32 noundef) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @"?note@@YAXH@Z"(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?cleanup@@YAHHPEAH@Z"(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %3 = alloca %struct.Guard, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #5
  store ptr %1, ptr %3, align 8
  %4 = invoke noundef i32 @"?may_throw@@YAHH@Z"(i32 noundef %0)
          to label %5 unwind label %15

5:                                                ; preds = %2
  %6 = add nsw i32 %0, 1
  %7 = invoke noundef i32 @"?may_throw@@YAHH@Z"(i32 noundef %6)
          to label %8 unwind label %15

8:                                                ; preds = %5
  %9 = load i32, ptr %1, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %1, align 4
  invoke void @"?note@@YAXH@Z"(i32 noundef %10)
          to label %13 unwind label %11

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %12) ]
  unreachable

13:                                               ; preds = %8
  %14 = xor i32 %7, %4
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  ret i32 %14

15:                                               ; preds = %5, %2
  %16 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #5 [ "funclet"(token %16) ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #5
  cleanupret from %16 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load ptr, ptr %0, align 8
  %3 = load i32, ptr %2, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %2, align 4
  invoke void @"?note@@YAXH@Z"(i32 noundef %4)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?nested@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = invoke noundef i32 @"?may_throw@@YAHH@Z"(i32 noundef %0)
          to label %14 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind label %9

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0H@8", i32 0, ptr null]
  %7 = add nsw i32 %0, 1
  %8 = invoke noundef i32 @"?may_throw@@YAHH@Z"(i32 noundef %7) [ "funclet"(token %6) ]
          to label %13 unwind label %9

9:                                                ; preds = %5, %3
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [ptr null, i32 64, ptr null]
  catchret from %12 to label %14

13:                                               ; preds = %5
  catchret from %6 to label %14

14:                                               ; preds = %1, %11, %13
  %15 = phi i32 [ %8, %13 ], [ 0, %11 ], [ %2, %1 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @"?plain_win@@YAHHH@Z"(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = xor i32 %1, %0
  ret i32 %3
}

declare dso_local void @__std_terminate() local_unnamed_addr

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: NoDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "eh_msvc.cpp", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 2}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{i32 1, !"MaxTLSAlign", i32 65536}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
