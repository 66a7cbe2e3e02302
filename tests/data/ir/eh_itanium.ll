; ModuleID = 'eh_itanium.cpp'
source_filename = "eh_itanium.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }

$__clang_call_terminate = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTISt12out_of_range = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTISt9bad_alloc = external constant ptr
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@.str = private unnamed_addr constant [9 x i8] c"negative\00", align 1
@_ZTISt16invalid_argument = external constant ptr

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z11catch_typedi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %3 unwind label %6

3:                                                ; preds = %1
  %4 = mul nsw i32 %2, 3
  %5 = add nsw i32 %4, 1
  br label %28

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt9exception
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #13
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %14

12:                                               ; preds = %6
  %13 = tail call ptr @__cxa_begin_catch(ptr %8) #13
  tail call void @__cxa_end_catch()
  br label %28

14:                                               ; preds = %6
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #13
  %16 = icmp eq i32 %9, %15
  %17 = tail call ptr @__cxa_begin_catch(ptr %8) #13
  br i1 %16, label %18, label %24

18:                                               ; preds = %14
  %19 = load ptr, ptr %17, align 8, !tbaa !9
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %21 = load ptr, ptr %20, align 8
  %22 = tail call noundef ptr %21(ptr noundef nonnull align 8 dereferenceable(8) %17) #13
  invoke void @_Z6log_itPKc(ptr noundef %22)
          to label %23 unwind label %25

23:                                               ; preds = %18
  tail call void @__cxa_end_catch()
  br label %28

24:                                               ; preds = %14
  tail call void @__cxa_end_catch()
  br label %28

25:                                               ; preds = %18
  %26 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %27 unwind label %30

27:                                               ; preds = %25
  resume { ptr, i32 } %26

28:                                               ; preds = %12, %23, %24, %3
  %29 = phi i32 [ %5, %3 ], [ -1, %12 ], [ -2, %23 ], [ -3, %24 ]
  ret i32 %29

30:                                               ; preds = %25
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  tail call void @__clang_call_terminate(ptr %32) #14
  unreachable
}

declare noundef i32 @_Z9may_throwi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

declare void @_Z6log_itPKc(ptr noundef) local_unnamed_addr #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #14
  unreachable
}

; Function Attrs: cold nofree noreturn
declare void @_ZSt9terminatev() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z12cleanup_onlyiPi(i32 noundef %0, ptr noundef captures(none) %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %4 unwind label %13

4:                                                ; preds = %2
  %5 = add nsw i32 %3, 7
  %6 = invoke noundef i32 @_Z9may_throwi(i32 noundef %5)
          to label %7 unwind label %15

7:                                                ; preds = %4
  %8 = xor i32 %6, %3
  %9 = shl i32 %3, 2
  %10 = add nsw i32 %8, %9
  %11 = load i32, ptr %1, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %1, align 4, !tbaa !5
  ret i32 %10

13:                                               ; preds = %2
  %14 = landingpad { ptr, i32 }
          cleanup
  br label %17

15:                                               ; preds = %4
  %16 = landingpad { ptr, i32 }
          cleanup
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi { ptr, i32 } [ %16, %15 ], [ %14, %13 ]
  %19 = load i32, ptr %1, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %1, align 4, !tbaa !5
  resume { ptr, i32 } %18
}

; Function Attrs: mustprogress uwtable
define dso_local noundef range(i32 -2147483647, -2147483648) i32 @_Z8filteredi(i32 noundef %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = add nsw i32 %2, 1
  ret i32 %4

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          filter [1 x ptr] [ptr @_ZTISt9bad_alloc]
  %7 = extractvalue { ptr, i32 } %6, 1
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = extractvalue { ptr, i32 } %6, 0
  tail call void @__cxa_call_unexpected(ptr %10) #15
  unreachable

11:                                               ; preds = %5
  resume { ptr, i32 } %6
}

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef range(i32 -2147483648, 2147483643) i32 @_Z13noexcept_wrapi(i32 noundef %0) local_unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = add nsw i32 %2, -5
  ret i32 %4

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #14
  unreachable
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i64 @_Z9templatedRKSt6vectorIlSaIlEEi(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(24) %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = load ptr, ptr %0, align 8, !tbaa !11
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = icmp eq ptr %4, %6
  br i1 %7, label %24, label %8

8:                                                ; preds = %2, %18
  %9 = phi i64 [ %19, %18 ], [ 0, %2 ]
  %10 = phi ptr [ %20, %18 ], [ %4, %2 ]
  %11 = load i64, ptr %10, align 8, !tbaa !14
  %12 = icmp slt i64 %11, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %8
  %14 = tail call ptr @__cxa_allocate_exception(i64 16) #13
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull @.str)
          to label %15 unwind label %16

15:                                               ; preds = %13
  tail call void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #15
  unreachable

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr nonnull %14) #13
  resume { ptr, i32 } %17

18:                                               ; preds = %8
  %19 = add nuw nsw i64 %11, %9
  %20 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %21 = icmp eq ptr %20, %6
  br i1 %21, label %22, label %8

22:                                               ; preds = %18
  %23 = shl nuw nsw i64 %19, 1
  br label %24

24:                                               ; preds = %22, %2
  %25 = phi i64 [ 0, %2 ], [ %23, %22 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %26 = tail call i32 @llvm.abs.i32(i32 %1, i1 false)
  %27 = icmp ult i32 %26, 10
  br i1 %27, label %46, label %28

28:                                               ; preds = %24, %42
  %29 = phi i32 [ %43, %42 ], [ %26, %24 ]
  %30 = phi i32 [ %44, %42 ], [ 1, %24 ]
  %31 = icmp ult i32 %29, 100
  br i1 %31, label %32, label %34

32:                                               ; preds = %28
  %33 = add i32 %30, 1
  br label %46

34:                                               ; preds = %28
  %35 = icmp ult i32 %29, 1000
  br i1 %35, label %36, label %38

36:                                               ; preds = %34
  %37 = add i32 %30, 2
  br label %46

38:                                               ; preds = %34
  %39 = icmp ult i32 %29, 10000
  br i1 %39, label %40, label %42

40:                                               ; preds = %38
  %41 = add i32 %30, 3
  br label %46

42:                                               ; preds = %38
  %43 = udiv i32 %29, 10000
  %44 = add i32 %30, 4
  %45 = icmp ult i32 %29, 100000
  br i1 %45, label %46, label %28, !llvm.loop !19

46:                                               ; preds = %42, %40, %36, %32, %24
  %47 = phi i32 [ %41, %40 ], [ %33, %32 ], [ %37, %36 ], [ 1, %24 ], [ %44, %42 ]
  %48 = lshr i32 %1, 31
  %49 = add i32 %47, %48
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store ptr %51, ptr %3, align 8, !tbaa !21, !alias.scope !16
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %50, i8 noundef signext 45)
          to label %52 unwind label %91

52:                                               ; preds = %46
  %53 = zext nneg i32 %48 to i64
  %54 = load ptr, ptr %3, align 8, !tbaa !24, !alias.scope !16
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 %53
  %56 = icmp ugt i32 %26, 99
  br i1 %56, label %57, label %77

57:                                               ; preds = %52
  %58 = add i32 %47, -1
  br label %59

59:                                               ; preds = %59, %57
  %60 = phi i32 [ %64, %59 ], [ %26, %57 ]
  %61 = phi i32 [ %75, %59 ], [ %58, %57 ]
  %62 = urem i32 %60, 100
  %63 = shl nuw nsw i32 %62, 1
  %64 = udiv i32 %60, 100
  %65 = zext nneg i32 %63 to i64
  %66 = getelementptr inbounds nuw i8, ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %66, i64 1
  %68 = load i8, ptr %67, align 1, !tbaa !26, !noalias !16
  %69 = zext i32 %61 to i64
  %70 = getelementptr inbounds nuw i8, ptr %55, i64 %69
  store i8 %68, ptr %70, align 1, !tbaa !26
  %71 = load i8, ptr %66, align 2, !tbaa !26, !noalias !16
  %72 = add i32 %61, -1
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds nuw i8, ptr %55, i64 %73
  store i8 %71, ptr %74, align 1, !tbaa !26
  %75 = add i32 %61, -2
  %76 = icmp ugt i32 %60, 9999
  br i1 %76, label %59, label %77, !llvm.loop !27

77:                                               ; preds = %59, %52
  %78 = phi i32 [ %26, %52 ], [ %64, %59 ]
  %79 = icmp samesign ugt i32 %78, 9
  br i1 %79, label %80, label %88

80:                                               ; preds = %77
  %81 = shl nuw nsw i32 %78, 1
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i8, ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 1
  %85 = load i8, ptr %84, align 1, !tbaa !26, !noalias !16
  %86 = getelementptr inbounds nuw i8, ptr %55, i64 1
  store i8 %85, ptr %86, align 1, !tbaa !26
  %87 = load i8, ptr %83, align 2, !tbaa !26, !noalias !16
  br label %94

88:                                               ; preds = %77
  %89 = trunc nuw nsw i32 %78 to i8
  %90 = or disjoint i8 %89, 48
  br label %94

91:                                               ; preds = %46
  %92 = landingpad { ptr, i32 }
          catch ptr null
  %93 = extractvalue { ptr, i32 } %92, 0
  call void @__clang_call_terminate(ptr %93) #14
  unreachable

94:                                               ; preds = %80, %88
  %95 = phi i8 [ %90, %88 ], [ %87, %80 ]
  store i8 %95, ptr %55, align 1, !tbaa !26
  %96 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %97 = load i64, ptr %96, align 8, !tbaa !28
  %98 = load ptr, ptr %3, align 8, !tbaa !24
  %99 = icmp eq ptr %98, %51
  br i1 %99, label %103, label %100

100:                                              ; preds = %94
  %101 = load i64, ptr %51, align 8, !tbaa !26
  %102 = add i64 %101, 1
  call void @_ZdlPvm(ptr noundef %98, i64 noundef %102) #16
  br label %103

103:                                              ; preds = %94, %100
  %104 = add nsw i64 %97, %25
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #13
  ret i64 %104
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @_Z5plainii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #1

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: cold noreturn
declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { cold nofree noreturn }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { cold noreturn }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 long", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!18 = distinct !{!18, !"_ZNSt7__cxx119to_stringEi"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !23, i64 0}
!22 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !23, i64 0}
!23 = !{!"p1 omnipotent char", !13, i64 0}
!24 = !{!25, !23, i64 0}
!25 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !22, i64 0, !15, i64 8, !7, i64 16}
!26 = !{!7, !7, i64 0}
!27 = distinct !{!27, !20}
!28 = !{!25, !15, i64 8}
