; ModuleID = 'zstd/compress/hist.bc'
source_filename = "compress/hist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HIST_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -120
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @HIST_add(ptr noundef captures(none) %0, ptr noundef readonly captures(address) %1, i64 noundef %2) local_unnamed_addr #1 {
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 %2
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %3, %6
  %7 = phi ptr [ %8, %6 ], [ %1, %3 ]
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 1
  %9 = load i8, ptr %7, align 1, !tbaa !9
  %10 = zext i8 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = add i32 %12, 1
  store i32 %13, ptr %11, align 4, !tbaa !5
  %14 = icmp ult ptr %8, %4
  br i1 %14, label %6, label %15, !llvm.loop !10

15:                                               ; preds = %6, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @HIST_count_simple(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(address) %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds nuw i8, ptr %2, i64 %3
  %6 = load i32, ptr %1, align 4, !tbaa !5
  %7 = add i32 %6, 1
  %8 = zext i32 %7 to i64
  %9 = shl nuw nsw i64 %8, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %9, i1 false)
  %10 = icmp eq i64 %3, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  store i32 0, ptr %1, align 4, !tbaa !5
  br label %92

12:                                               ; preds = %4, %12
  %13 = phi ptr [ %14, %12 ], [ %2, %4 ]
  %14 = getelementptr inbounds nuw i8, ptr %13, i64 1
  %15 = load i8, ptr %13, align 1, !tbaa !9
  %16 = zext i8 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = add i32 %18, 1
  store i32 %19, ptr %17, align 4, !tbaa !5
  %20 = icmp ult ptr %14, %5
  br i1 %20, label %12, label %21, !llvm.loop !12

21:                                               ; preds = %12, %21
  %22 = phi i32 [ %27, %21 ], [ %6, %12 ]
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr %0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp eq i32 %25, 0
  %27 = add i32 %22, -1
  br i1 %26, label %21, label %28, !llvm.loop !13

28:                                               ; preds = %21
  store i32 %22, ptr %1, align 4, !tbaa !5
  %29 = add nuw nsw i64 %23, 1
  %30 = icmp ult i32 %22, 3
  br i1 %30, label %81, label %31

31:                                               ; preds = %28
  %32 = icmp ult i32 %22, 31
  br i1 %32, label %64, label %33

33:                                               ; preds = %31
  %34 = and i64 %29, 28
  %35 = and i64 %29, 8589934560
  br label %36

36:                                               ; preds = %36, %33
  %37 = phi i64 [ 0, %33 ], [ %54, %36 ]
  %38 = phi <8 x i32> [ zeroinitializer, %33 ], [ %50, %36 ]
  %39 = phi <8 x i32> [ zeroinitializer, %33 ], [ %51, %36 ]
  %40 = phi <8 x i32> [ zeroinitializer, %33 ], [ %52, %36 ]
  %41 = phi <8 x i32> [ zeroinitializer, %33 ], [ %53, %36 ]
  %42 = getelementptr inbounds nuw i32, ptr %0, i64 %37
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 32
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 64
  %45 = getelementptr inbounds nuw i8, ptr %42, i64 96
  %46 = load <8 x i32>, ptr %42, align 4, !tbaa !5
  %47 = load <8 x i32>, ptr %43, align 4, !tbaa !5
  %48 = load <8 x i32>, ptr %44, align 4, !tbaa !5
  %49 = load <8 x i32>, ptr %45, align 4, !tbaa !5
  %50 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %46, <8 x i32> %38)
  %51 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %47, <8 x i32> %39)
  %52 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %48, <8 x i32> %40)
  %53 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %49, <8 x i32> %41)
  %54 = add nuw i64 %37, 32
  %55 = icmp eq i64 %54, %35
  br i1 %55, label %56, label %36, !llvm.loop !14

56:                                               ; preds = %36
  %57 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %50, <8 x i32> %51)
  %58 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %57, <8 x i32> %52)
  %59 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %58, <8 x i32> %53)
  %60 = tail call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %59)
  %61 = icmp eq i64 %29, %35
  br i1 %61, label %92, label %62

62:                                               ; preds = %56
  %63 = icmp eq i64 %34, 0
  br i1 %63, label %81, label %64, !prof !17

64:                                               ; preds = %31, %62
  %65 = phi i64 [ %35, %62 ], [ 0, %31 ]
  %66 = phi i32 [ %60, %62 ], [ 0, %31 ]
  %67 = and i64 %29, 8589934588
  %68 = insertelement <4 x i32> poison, i32 %66, i64 0
  %69 = shufflevector <4 x i32> %68, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %70

70:                                               ; preds = %70, %64
  %71 = phi i64 [ %65, %64 ], [ %76, %70 ]
  %72 = phi <4 x i32> [ %69, %64 ], [ %75, %70 ]
  %73 = getelementptr inbounds nuw i32, ptr %0, i64 %71
  %74 = load <4 x i32>, ptr %73, align 4, !tbaa !5
  %75 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %74, <4 x i32> %72)
  %76 = add nuw i64 %71, 4
  %77 = icmp eq i64 %76, %67
  br i1 %77, label %78, label %70, !llvm.loop !18

78:                                               ; preds = %70
  %79 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %75)
  %80 = icmp eq i64 %29, %67
  br i1 %80, label %92, label %81

81:                                               ; preds = %28, %62, %78
  %82 = phi i64 [ 0, %28 ], [ %35, %62 ], [ %67, %78 ]
  %83 = phi i32 [ 0, %28 ], [ %60, %62 ], [ %79, %78 ]
  br label %84

84:                                               ; preds = %81, %84
  %85 = phi i64 [ %90, %84 ], [ %82, %81 ]
  %86 = phi i32 [ %89, %84 ], [ %83, %81 ]
  %87 = getelementptr inbounds nuw i32, ptr %0, i64 %85
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = tail call i32 @llvm.umax.i32(i32 %88, i32 %86)
  %90 = add nuw nsw i64 %85, 1
  %91 = icmp samesign ult i64 %85, %23
  br i1 %91, label %84, label %92, !llvm.loop !19

92:                                               ; preds = %84, %56, %78, %11
  %93 = phi i32 [ 0, %11 ], [ %79, %78 ], [ %60, %56 ], [ %89, %84 ]
  ret i32 %93
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_countFast_wksp(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(address) %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = icmp ult i64 %3, 1500
  br i1 %7, label %8, label %99

8:                                                ; preds = %6
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 %3
  %10 = load i32, ptr %1, align 4, !tbaa !5
  %11 = add i32 %10, 1
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %13, i1 false)
  %14 = icmp eq i64 %3, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  store i32 0, ptr %1, align 4, !tbaa !5
  br label %107

16:                                               ; preds = %8, %16
  %17 = phi ptr [ %18, %16 ], [ %2, %8 ]
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 1
  %19 = load i8, ptr %17, align 1, !tbaa !9
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = add i32 %22, 1
  store i32 %23, ptr %21, align 4, !tbaa !5
  %24 = icmp ult ptr %18, %9
  br i1 %24, label %16, label %25, !llvm.loop !12

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %31, %25 ], [ %10, %16 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp eq i32 %29, 0
  %31 = add i32 %26, -1
  br i1 %30, label %25, label %32, !llvm.loop !13

32:                                               ; preds = %25
  store i32 %26, ptr %1, align 4, !tbaa !5
  %33 = add nuw nsw i64 %27, 1
  %34 = icmp ult i32 %26, 3
  br i1 %34, label %85, label %35

35:                                               ; preds = %32
  %36 = icmp ult i32 %26, 31
  br i1 %36, label %68, label %37

37:                                               ; preds = %35
  %38 = and i64 %33, 28
  %39 = and i64 %33, 8589934560
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ 0, %37 ], [ %58, %40 ]
  %42 = phi <8 x i32> [ zeroinitializer, %37 ], [ %54, %40 ]
  %43 = phi <8 x i32> [ zeroinitializer, %37 ], [ %55, %40 ]
  %44 = phi <8 x i32> [ zeroinitializer, %37 ], [ %56, %40 ]
  %45 = phi <8 x i32> [ zeroinitializer, %37 ], [ %57, %40 ]
  %46 = getelementptr inbounds nuw i32, ptr %0, i64 %41
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 64
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 96
  %50 = load <8 x i32>, ptr %46, align 4, !tbaa !5
  %51 = load <8 x i32>, ptr %47, align 4, !tbaa !5
  %52 = load <8 x i32>, ptr %48, align 4, !tbaa !5
  %53 = load <8 x i32>, ptr %49, align 4, !tbaa !5
  %54 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %50, <8 x i32> %42)
  %55 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %51, <8 x i32> %43)
  %56 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %52, <8 x i32> %44)
  %57 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %53, <8 x i32> %45)
  %58 = add nuw i64 %41, 32
  %59 = icmp eq i64 %58, %39
  br i1 %59, label %60, label %40, !llvm.loop !20

60:                                               ; preds = %40
  %61 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %54, <8 x i32> %55)
  %62 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %61, <8 x i32> %56)
  %63 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %62, <8 x i32> %57)
  %64 = tail call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %63)
  %65 = icmp eq i64 %33, %39
  br i1 %65, label %96, label %66

66:                                               ; preds = %60
  %67 = icmp eq i64 %38, 0
  br i1 %67, label %85, label %68, !prof !17

68:                                               ; preds = %35, %66
  %69 = phi i64 [ %39, %66 ], [ 0, %35 ]
  %70 = phi i32 [ %64, %66 ], [ 0, %35 ]
  %71 = and i64 %33, 8589934588
  %72 = insertelement <4 x i32> poison, i32 %70, i64 0
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %74

74:                                               ; preds = %74, %68
  %75 = phi i64 [ %69, %68 ], [ %80, %74 ]
  %76 = phi <4 x i32> [ %73, %68 ], [ %79, %74 ]
  %77 = getelementptr inbounds nuw i32, ptr %0, i64 %75
  %78 = load <4 x i32>, ptr %77, align 4, !tbaa !5
  %79 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %78, <4 x i32> %76)
  %80 = add nuw i64 %75, 4
  %81 = icmp eq i64 %80, %71
  br i1 %81, label %82, label %74, !llvm.loop !21

82:                                               ; preds = %74
  %83 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %79)
  %84 = icmp eq i64 %33, %71
  br i1 %84, label %96, label %85

85:                                               ; preds = %32, %66, %82
  %86 = phi i64 [ 0, %32 ], [ %39, %66 ], [ %71, %82 ]
  %87 = phi i32 [ 0, %32 ], [ %64, %66 ], [ %83, %82 ]
  br label %88

88:                                               ; preds = %85, %88
  %89 = phi i64 [ %94, %88 ], [ %86, %85 ]
  %90 = phi i32 [ %93, %88 ], [ %87, %85 ]
  %91 = getelementptr inbounds nuw i32, ptr %0, i64 %89
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = tail call i32 @llvm.umax.i32(i32 %92, i32 %90)
  %94 = add nuw nsw i64 %89, 1
  %95 = icmp eq i64 %89, %27
  br i1 %95, label %96, label %88, !llvm.loop !22

96:                                               ; preds = %88, %82, %60
  %97 = phi i32 [ %83, %82 ], [ %64, %60 ], [ %93, %88 ]
  %98 = zext i32 %97 to i64
  br label %107

99:                                               ; preds = %6
  %100 = ptrtoint ptr %4 to i64
  %101 = and i64 %100, 3
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %107

103:                                              ; preds = %99
  %104 = icmp ult i64 %5, 4096
  br i1 %104, label %107, label %105

105:                                              ; preds = %103
  %106 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef 0, ptr noundef %4)
  br label %107

107:                                              ; preds = %15, %96, %103, %99, %105
  %108 = phi i64 [ -66, %103 ], [ %106, %105 ], [ -1, %99 ], [ 0, %15 ], [ %98, %96 ]
  ret i64 %108
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i64 -48, 4294967296) i64 @HIST_count_parallel_wksp(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(address) %2, i64 noundef %3, i32 noundef range(i32 0, 2) %4, ptr noundef captures(none) %5) unnamed_addr #1 {
  %7 = ptrtoint ptr %2 to i64
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 %3
  %9 = load i32, ptr %1, align 4, !tbaa !5
  %10 = add i32 %9, 1
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = getelementptr inbounds nuw i8, ptr %5, i64 1024
  %14 = getelementptr inbounds nuw i8, ptr %5, i64 2048
  %15 = getelementptr inbounds nuw i8, ptr %5, i64 3072
  %16 = icmp eq i64 %3, 0
  br i1 %16, label %17, label %18

17:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %12, i1 false)
  store i32 0, ptr %1, align 4, !tbaa !5
  br label %276

18:                                               ; preds = %6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4096) %5, i8 0, i64 4096, i1 false)
  %19 = getelementptr inbounds i8, ptr %8, i64 -15
  %20 = icmp sgt i64 %3, 19
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %23 = load i32, ptr %2, align 1, !tbaa !5
  br label %48

24:                                               ; preds = %48, %18
  %25 = phi ptr [ %2, %18 ], [ %101, %48 ]
  %26 = icmp ult ptr %25, %8
  br i1 %26, label %27, label %261

27:                                               ; preds = %24
  %28 = ptrtoint ptr %25 to i64
  %29 = add i64 %3, %7
  %30 = sub i64 %29, %28
  %31 = and i64 %30, 7
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %44, label %33

33:                                               ; preds = %27, %33
  %34 = phi ptr [ %36, %33 ], [ %25, %27 ]
  %35 = phi i64 [ %42, %33 ], [ 0, %27 ]
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 1
  %37 = load i8, ptr %34, align 1, !tbaa !9
  %38 = zext i8 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr %5, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = add i32 %40, 1
  store i32 %41, ptr %39, align 4, !tbaa !5
  %42 = add i64 %35, 1
  %43 = icmp eq i64 %42, %31
  br i1 %43, label %44, label %33, !llvm.loop !23

44:                                               ; preds = %33, %27
  %45 = phi ptr [ %25, %27 ], [ %36, %33 ]
  %46 = sub i64 %28, %29
  %47 = icmp ugt i64 %46, -8
  br i1 %47, label %261, label %210

48:                                               ; preds = %21, %48
  %49 = phi ptr [ %147, %48 ], [ %22, %21 ]
  %50 = phi i32 [ %124, %48 ], [ %23, %21 ]
  %51 = phi ptr [ %101, %48 ], [ %2, %21 ]
  %52 = load i32, ptr %49, align 1, !tbaa !5
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %54 = and i32 %50, 255
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr %5, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = add i32 %57, 1
  store i32 %58, ptr %56, align 4, !tbaa !5
  %59 = lshr i32 %50, 8
  %60 = and i32 %59, 255
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i32, ptr %13, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = add i32 %63, 1
  store i32 %64, ptr %62, align 4, !tbaa !5
  %65 = lshr i32 %50, 16
  %66 = and i32 %65, 255
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr %14, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add i32 %69, 1
  store i32 %70, ptr %68, align 4, !tbaa !5
  %71 = lshr i32 %50, 24
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i32, ptr %15, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = add i32 %74, 1
  store i32 %75, ptr %73, align 4, !tbaa !5
  %76 = load i32, ptr %53, align 1, !tbaa !5
  %77 = getelementptr inbounds nuw i8, ptr %51, i64 12
  %78 = and i32 %52, 255
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr %5, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = add i32 %81, 1
  store i32 %82, ptr %80, align 4, !tbaa !5
  %83 = lshr i32 %52, 8
  %84 = and i32 %83, 255
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %13, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = add i32 %87, 1
  store i32 %88, ptr %86, align 4, !tbaa !5
  %89 = lshr i32 %52, 16
  %90 = and i32 %89, 255
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw i32, ptr %14, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !5
  %94 = add i32 %93, 1
  store i32 %94, ptr %92, align 4, !tbaa !5
  %95 = lshr i32 %52, 24
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i32, ptr %15, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = add i32 %98, 1
  store i32 %99, ptr %97, align 4, !tbaa !5
  %100 = load i32, ptr %77, align 1, !tbaa !5
  %101 = getelementptr inbounds nuw i8, ptr %51, i64 16
  %102 = and i32 %76, 255
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw i32, ptr %5, i64 %103
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = add i32 %105, 1
  store i32 %106, ptr %104, align 4, !tbaa !5
  %107 = lshr i32 %76, 8
  %108 = and i32 %107, 255
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr %13, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = add i32 %111, 1
  store i32 %112, ptr %110, align 4, !tbaa !5
  %113 = lshr i32 %76, 16
  %114 = and i32 %113, 255
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr %14, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = add i32 %117, 1
  store i32 %118, ptr %116, align 4, !tbaa !5
  %119 = lshr i32 %76, 24
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds nuw i32, ptr %15, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !5
  %123 = add i32 %122, 1
  store i32 %123, ptr %121, align 4, !tbaa !5
  %124 = load i32, ptr %101, align 1, !tbaa !5
  %125 = and i32 %100, 255
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds nuw i32, ptr %5, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !5
  %129 = add i32 %128, 1
  store i32 %129, ptr %127, align 4, !tbaa !5
  %130 = lshr i32 %100, 8
  %131 = and i32 %130, 255
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds nuw i32, ptr %13, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !5
  %135 = add i32 %134, 1
  store i32 %135, ptr %133, align 4, !tbaa !5
  %136 = lshr i32 %100, 16
  %137 = and i32 %136, 255
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds nuw i32, ptr %14, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !5
  %141 = add i32 %140, 1
  store i32 %141, ptr %139, align 4, !tbaa !5
  %142 = lshr i32 %100, 24
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds nuw i32, ptr %15, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = add i32 %145, 1
  store i32 %146, ptr %144, align 4, !tbaa !5
  %147 = getelementptr inbounds nuw i8, ptr %51, i64 20
  %148 = icmp ult ptr %147, %19
  br i1 %148, label %48, label %24, !llvm.loop !25

149:                                              ; preds = %261, %149
  %150 = phi i64 [ %203, %149 ], [ 0, %261 ]
  %151 = phi <8 x i32> [ %199, %149 ], [ zeroinitializer, %261 ]
  %152 = phi <8 x i32> [ %200, %149 ], [ zeroinitializer, %261 ]
  %153 = phi <8 x i32> [ %201, %149 ], [ zeroinitializer, %261 ]
  %154 = phi <8 x i32> [ %202, %149 ], [ zeroinitializer, %261 ]
  %155 = getelementptr inbounds nuw i32, ptr %13, i64 %150
  %156 = getelementptr inbounds nuw i8, ptr %155, i64 32
  %157 = getelementptr inbounds nuw i8, ptr %155, i64 64
  %158 = getelementptr inbounds nuw i8, ptr %155, i64 96
  %159 = load <8 x i32>, ptr %155, align 4, !tbaa !5
  %160 = load <8 x i32>, ptr %156, align 4, !tbaa !5
  %161 = load <8 x i32>, ptr %157, align 4, !tbaa !5
  %162 = load <8 x i32>, ptr %158, align 4, !tbaa !5
  %163 = getelementptr inbounds nuw i32, ptr %14, i64 %150
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 32
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 64
  %166 = getelementptr inbounds nuw i8, ptr %163, i64 96
  %167 = load <8 x i32>, ptr %163, align 4, !tbaa !5
  %168 = load <8 x i32>, ptr %164, align 4, !tbaa !5
  %169 = load <8 x i32>, ptr %165, align 4, !tbaa !5
  %170 = load <8 x i32>, ptr %166, align 4, !tbaa !5
  %171 = add <8 x i32> %167, %159
  %172 = add <8 x i32> %168, %160
  %173 = add <8 x i32> %169, %161
  %174 = add <8 x i32> %170, %162
  %175 = getelementptr inbounds nuw i32, ptr %15, i64 %150
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 32
  %177 = getelementptr inbounds nuw i8, ptr %175, i64 64
  %178 = getelementptr inbounds nuw i8, ptr %175, i64 96
  %179 = load <8 x i32>, ptr %175, align 4, !tbaa !5
  %180 = load <8 x i32>, ptr %176, align 4, !tbaa !5
  %181 = load <8 x i32>, ptr %177, align 4, !tbaa !5
  %182 = load <8 x i32>, ptr %178, align 4, !tbaa !5
  %183 = add <8 x i32> %171, %179
  %184 = add <8 x i32> %172, %180
  %185 = add <8 x i32> %173, %181
  %186 = add <8 x i32> %174, %182
  %187 = getelementptr inbounds nuw i32, ptr %5, i64 %150
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 32
  %189 = getelementptr inbounds nuw i8, ptr %187, i64 64
  %190 = getelementptr inbounds nuw i8, ptr %187, i64 96
  %191 = load <8 x i32>, ptr %187, align 4, !tbaa !5
  %192 = load <8 x i32>, ptr %188, align 4, !tbaa !5
  %193 = load <8 x i32>, ptr %189, align 4, !tbaa !5
  %194 = load <8 x i32>, ptr %190, align 4, !tbaa !5
  %195 = add <8 x i32> %183, %191
  %196 = add <8 x i32> %184, %192
  %197 = add <8 x i32> %185, %193
  %198 = add <8 x i32> %186, %194
  store <8 x i32> %195, ptr %187, align 4, !tbaa !5
  store <8 x i32> %196, ptr %188, align 4, !tbaa !5
  store <8 x i32> %197, ptr %189, align 4, !tbaa !5
  store <8 x i32> %198, ptr %190, align 4, !tbaa !5
  %199 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %195, <8 x i32> %151)
  %200 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %196, <8 x i32> %152)
  %201 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %197, <8 x i32> %153)
  %202 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %198, <8 x i32> %154)
  %203 = add nuw i64 %150, 32
  %204 = icmp eq i64 %203, 256
  br i1 %204, label %205, label %149, !llvm.loop !26

205:                                              ; preds = %149
  %206 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %199, <8 x i32> %200)
  %207 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %206, <8 x i32> %201)
  %208 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %207, <8 x i32> %202)
  %209 = tail call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %208)
  br label %262

210:                                              ; preds = %44, %210
  %211 = phi ptr [ %254, %210 ], [ %45, %44 ]
  %212 = getelementptr inbounds nuw i8, ptr %211, i64 1
  %213 = load i8, ptr %211, align 1, !tbaa !9
  %214 = zext i8 %213 to i64
  %215 = getelementptr inbounds nuw i32, ptr %5, i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !5
  %217 = add i32 %216, 1
  store i32 %217, ptr %215, align 4, !tbaa !5
  %218 = getelementptr inbounds nuw i8, ptr %211, i64 2
  %219 = load i8, ptr %212, align 1, !tbaa !9
  %220 = zext i8 %219 to i64
  %221 = getelementptr inbounds nuw i32, ptr %5, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !5
  %223 = add i32 %222, 1
  store i32 %223, ptr %221, align 4, !tbaa !5
  %224 = getelementptr inbounds nuw i8, ptr %211, i64 3
  %225 = load i8, ptr %218, align 1, !tbaa !9
  %226 = zext i8 %225 to i64
  %227 = getelementptr inbounds nuw i32, ptr %5, i64 %226
  %228 = load i32, ptr %227, align 4, !tbaa !5
  %229 = add i32 %228, 1
  store i32 %229, ptr %227, align 4, !tbaa !5
  %230 = getelementptr inbounds nuw i8, ptr %211, i64 4
  %231 = load i8, ptr %224, align 1, !tbaa !9
  %232 = zext i8 %231 to i64
  %233 = getelementptr inbounds nuw i32, ptr %5, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !5
  %235 = add i32 %234, 1
  store i32 %235, ptr %233, align 4, !tbaa !5
  %236 = getelementptr inbounds nuw i8, ptr %211, i64 5
  %237 = load i8, ptr %230, align 1, !tbaa !9
  %238 = zext i8 %237 to i64
  %239 = getelementptr inbounds nuw i32, ptr %5, i64 %238
  %240 = load i32, ptr %239, align 4, !tbaa !5
  %241 = add i32 %240, 1
  store i32 %241, ptr %239, align 4, !tbaa !5
  %242 = getelementptr inbounds nuw i8, ptr %211, i64 6
  %243 = load i8, ptr %236, align 1, !tbaa !9
  %244 = zext i8 %243 to i64
  %245 = getelementptr inbounds nuw i32, ptr %5, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = add i32 %246, 1
  store i32 %247, ptr %245, align 4, !tbaa !5
  %248 = getelementptr inbounds nuw i8, ptr %211, i64 7
  %249 = load i8, ptr %242, align 1, !tbaa !9
  %250 = zext i8 %249 to i64
  %251 = getelementptr inbounds nuw i32, ptr %5, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !5
  %253 = add i32 %252, 1
  store i32 %253, ptr %251, align 4, !tbaa !5
  %254 = getelementptr inbounds nuw i8, ptr %211, i64 8
  %255 = load i8, ptr %248, align 1, !tbaa !9
  %256 = zext i8 %255 to i64
  %257 = getelementptr inbounds nuw i32, ptr %5, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !5
  %259 = add i32 %258, 1
  store i32 %259, ptr %257, align 4, !tbaa !5
  %260 = icmp ult ptr %254, %8
  br i1 %260, label %210, label %261, !llvm.loop !27

261:                                              ; preds = %44, %210, %24
  br label %149

262:                                              ; preds = %262, %205
  %263 = phi i32 [ %268, %262 ], [ 255, %205 ]
  %264 = zext i32 %263 to i64
  %265 = getelementptr inbounds nuw i32, ptr %5, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !5
  %267 = icmp eq i32 %266, 0
  %268 = add i32 %263, -1
  br i1 %267, label %262, label %269, !llvm.loop !28

269:                                              ; preds = %262
  %270 = icmp eq i32 %4, 0
  br i1 %270, label %274, label %271

271:                                              ; preds = %269
  %272 = load i32, ptr %1, align 4, !tbaa !5
  %273 = icmp ugt i32 %263, %272
  br i1 %273, label %276, label %274

274:                                              ; preds = %269, %271
  store i32 %263, ptr %1, align 4, !tbaa !5
  tail call void @llvm.memmove.p0.p0.i64(ptr align 4 %0, ptr nonnull align 4 %5, i64 %12, i1 false)
  %275 = zext i32 %209 to i64
  br label %276

276:                                              ; preds = %271, %274, %17
  %277 = phi i64 [ 0, %17 ], [ %275, %274 ], [ -48, %271 ]
  ret i64 %277
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -66, 4294967296) i64 @HIST_count_wksp(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(address) %2, i64 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #1 {
  %7 = ptrtoint ptr %4 to i64
  %8 = and i64 %7, 3
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %108

10:                                               ; preds = %6
  %11 = icmp ult i64 %5, 4096
  br i1 %11, label %108, label %12

12:                                               ; preds = %10
  %13 = load i32, ptr %1, align 4, !tbaa !5
  %14 = icmp ult i32 %13, 255
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, i64 noundef %3, i32 noundef 1, ptr noundef %4)
  br label %108

17:                                               ; preds = %12
  store i32 255, ptr %1, align 4, !tbaa !5
  %18 = icmp ult i64 %3, 1500
  br i1 %18, label %19, label %106

19:                                               ; preds = %17
  %20 = getelementptr inbounds nuw i8, ptr %2, i64 %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %21 = icmp eq i64 %3, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  store i32 0, ptr %1, align 4, !tbaa !5
  br label %108

23:                                               ; preds = %19, %23
  %24 = phi ptr [ %25, %23 ], [ %2, %19 ]
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 1
  %26 = load i8, ptr %24, align 1, !tbaa !9
  %27 = zext i8 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = add i32 %29, 1
  store i32 %30, ptr %28, align 4, !tbaa !5
  %31 = icmp ult ptr %25, %20
  br i1 %31, label %23, label %32, !llvm.loop !12

32:                                               ; preds = %23, %32
  %33 = phi i32 [ %38, %32 ], [ 255, %23 ]
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr %0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = icmp eq i32 %36, 0
  %38 = add i32 %33, -1
  br i1 %37, label %32, label %39, !llvm.loop !13

39:                                               ; preds = %32
  store i32 %33, ptr %1, align 4, !tbaa !5
  %40 = add nuw nsw i64 %34, 1
  %41 = icmp ult i32 %33, 3
  br i1 %41, label %92, label %42

42:                                               ; preds = %39
  %43 = icmp ult i32 %33, 31
  br i1 %43, label %75, label %44

44:                                               ; preds = %42
  %45 = and i64 %40, 28
  %46 = and i64 %40, 8589934560
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi i64 [ 0, %44 ], [ %65, %47 ]
  %49 = phi <8 x i32> [ zeroinitializer, %44 ], [ %61, %47 ]
  %50 = phi <8 x i32> [ zeroinitializer, %44 ], [ %62, %47 ]
  %51 = phi <8 x i32> [ zeroinitializer, %44 ], [ %63, %47 ]
  %52 = phi <8 x i32> [ zeroinitializer, %44 ], [ %64, %47 ]
  %53 = getelementptr inbounds nuw i32, ptr %0, i64 %48
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 32
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 64
  %56 = getelementptr inbounds nuw i8, ptr %53, i64 96
  %57 = load <8 x i32>, ptr %53, align 4, !tbaa !5
  %58 = load <8 x i32>, ptr %54, align 4, !tbaa !5
  %59 = load <8 x i32>, ptr %55, align 4, !tbaa !5
  %60 = load <8 x i32>, ptr %56, align 4, !tbaa !5
  %61 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %57, <8 x i32> %49)
  %62 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %58, <8 x i32> %50)
  %63 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %59, <8 x i32> %51)
  %64 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %60, <8 x i32> %52)
  %65 = add nuw i64 %48, 32
  %66 = icmp eq i64 %65, %46
  br i1 %66, label %67, label %47, !llvm.loop !29

67:                                               ; preds = %47
  %68 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %61, <8 x i32> %62)
  %69 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %68, <8 x i32> %63)
  %70 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %69, <8 x i32> %64)
  %71 = tail call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %70)
  %72 = icmp eq i64 %40, %46
  br i1 %72, label %103, label %73

73:                                               ; preds = %67
  %74 = icmp eq i64 %45, 0
  br i1 %74, label %92, label %75, !prof !17

75:                                               ; preds = %42, %73
  %76 = phi i64 [ %46, %73 ], [ 0, %42 ]
  %77 = phi i32 [ %71, %73 ], [ 0, %42 ]
  %78 = and i64 %40, 8589934588
  %79 = insertelement <4 x i32> poison, i32 %77, i64 0
  %80 = shufflevector <4 x i32> %79, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %81

81:                                               ; preds = %81, %75
  %82 = phi i64 [ %76, %75 ], [ %87, %81 ]
  %83 = phi <4 x i32> [ %80, %75 ], [ %86, %81 ]
  %84 = getelementptr inbounds nuw i32, ptr %0, i64 %82
  %85 = load <4 x i32>, ptr %84, align 4, !tbaa !5
  %86 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %85, <4 x i32> %83)
  %87 = add nuw i64 %82, 4
  %88 = icmp eq i64 %87, %78
  br i1 %88, label %89, label %81, !llvm.loop !30

89:                                               ; preds = %81
  %90 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %86)
  %91 = icmp eq i64 %40, %78
  br i1 %91, label %103, label %92

92:                                               ; preds = %39, %73, %89
  %93 = phi i64 [ 0, %39 ], [ %46, %73 ], [ %78, %89 ]
  %94 = phi i32 [ 0, %39 ], [ %71, %73 ], [ %90, %89 ]
  br label %95

95:                                               ; preds = %92, %95
  %96 = phi i64 [ %101, %95 ], [ %93, %92 ]
  %97 = phi i32 [ %100, %95 ], [ %94, %92 ]
  %98 = getelementptr inbounds nuw i32, ptr %0, i64 %96
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = tail call i32 @llvm.umax.i32(i32 %99, i32 %97)
  %101 = add nuw nsw i64 %96, 1
  %102 = icmp eq i64 %96, %34
  br i1 %102, label %103, label %95, !llvm.loop !31

103:                                              ; preds = %95, %89, %67
  %104 = phi i32 [ %90, %89 ], [ %71, %67 ], [ %100, %95 ]
  %105 = zext i32 %104 to i64
  br label %108

106:                                              ; preds = %17
  %107 = tail call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef 0, ptr noundef %4)
  br label %108

108:                                              ; preds = %106, %103, %22, %10, %6, %15
  %109 = phi i64 [ -66, %10 ], [ -1, %6 ], [ %16, %15 ], [ 0, %22 ], [ %107, %106 ], [ %105, %103 ]
  ret i64 %109
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -48, 4294967296) i64 @HIST_countFast(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(address) %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = alloca [1024 x i32], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  %6 = icmp ult i64 %3, 1500
  br i1 %6, label %7, label %98

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 %3
  %9 = load i32, ptr %1, align 4, !tbaa !5
  %10 = add i32 %9, 1
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 %12, i1 false)
  %13 = icmp eq i64 %3, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %7
  store i32 0, ptr %1, align 4, !tbaa !5
  br label %100

15:                                               ; preds = %7, %15
  %16 = phi ptr [ %17, %15 ], [ %2, %7 ]
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 1
  %18 = load i8, ptr %16, align 1, !tbaa !9
  %19 = zext i8 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = add i32 %21, 1
  store i32 %22, ptr %20, align 4, !tbaa !5
  %23 = icmp ult ptr %17, %8
  br i1 %23, label %15, label %24, !llvm.loop !12

24:                                               ; preds = %15, %24
  %25 = phi i32 [ %30, %24 ], [ %9, %15 ]
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 0
  %30 = add i32 %25, -1
  br i1 %29, label %24, label %31, !llvm.loop !13

31:                                               ; preds = %24
  store i32 %25, ptr %1, align 4, !tbaa !5
  %32 = add nuw nsw i64 %26, 1
  %33 = icmp ult i32 %25, 3
  br i1 %33, label %84, label %34

34:                                               ; preds = %31
  %35 = icmp ult i32 %25, 31
  br i1 %35, label %67, label %36

36:                                               ; preds = %34
  %37 = and i64 %32, 28
  %38 = and i64 %32, 8589934560
  br label %39

39:                                               ; preds = %39, %36
  %40 = phi i64 [ 0, %36 ], [ %57, %39 ]
  %41 = phi <8 x i32> [ zeroinitializer, %36 ], [ %53, %39 ]
  %42 = phi <8 x i32> [ zeroinitializer, %36 ], [ %54, %39 ]
  %43 = phi <8 x i32> [ zeroinitializer, %36 ], [ %55, %39 ]
  %44 = phi <8 x i32> [ zeroinitializer, %36 ], [ %56, %39 ]
  %45 = getelementptr inbounds nuw i32, ptr %0, i64 %40
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 32
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 64
  %48 = getelementptr inbounds nuw i8, ptr %45, i64 96
  %49 = load <8 x i32>, ptr %45, align 4, !tbaa !5
  %50 = load <8 x i32>, ptr %46, align 4, !tbaa !5
  %51 = load <8 x i32>, ptr %47, align 4, !tbaa !5
  %52 = load <8 x i32>, ptr %48, align 4, !tbaa !5
  %53 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %49, <8 x i32> %41)
  %54 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %50, <8 x i32> %42)
  %55 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %51, <8 x i32> %43)
  %56 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %52, <8 x i32> %44)
  %57 = add nuw i64 %40, 32
  %58 = icmp eq i64 %57, %38
  br i1 %58, label %59, label %39, !llvm.loop !32

59:                                               ; preds = %39
  %60 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %53, <8 x i32> %54)
  %61 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %60, <8 x i32> %55)
  %62 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %61, <8 x i32> %56)
  %63 = tail call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %62)
  %64 = icmp eq i64 %32, %38
  br i1 %64, label %95, label %65

65:                                               ; preds = %59
  %66 = icmp eq i64 %37, 0
  br i1 %66, label %84, label %67, !prof !17

67:                                               ; preds = %34, %65
  %68 = phi i64 [ %38, %65 ], [ 0, %34 ]
  %69 = phi i32 [ %63, %65 ], [ 0, %34 ]
  %70 = and i64 %32, 8589934588
  %71 = insertelement <4 x i32> poison, i32 %69, i64 0
  %72 = shufflevector <4 x i32> %71, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %73

73:                                               ; preds = %73, %67
  %74 = phi i64 [ %68, %67 ], [ %79, %73 ]
  %75 = phi <4 x i32> [ %72, %67 ], [ %78, %73 ]
  %76 = getelementptr inbounds nuw i32, ptr %0, i64 %74
  %77 = load <4 x i32>, ptr %76, align 4, !tbaa !5
  %78 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %77, <4 x i32> %75)
  %79 = add nuw i64 %74, 4
  %80 = icmp eq i64 %79, %70
  br i1 %80, label %81, label %73, !llvm.loop !33

81:                                               ; preds = %73
  %82 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %78)
  %83 = icmp eq i64 %32, %70
  br i1 %83, label %95, label %84

84:                                               ; preds = %31, %65, %81
  %85 = phi i64 [ 0, %31 ], [ %38, %65 ], [ %70, %81 ]
  %86 = phi i32 [ 0, %31 ], [ %63, %65 ], [ %82, %81 ]
  br label %87

87:                                               ; preds = %84, %87
  %88 = phi i64 [ %93, %87 ], [ %85, %84 ]
  %89 = phi i32 [ %92, %87 ], [ %86, %84 ]
  %90 = getelementptr inbounds nuw i32, ptr %0, i64 %88
  %91 = load i32, ptr %90, align 4, !tbaa !5
  %92 = tail call i32 @llvm.umax.i32(i32 %91, i32 %89)
  %93 = add nuw nsw i64 %88, 1
  %94 = icmp eq i64 %88, %26
  br i1 %94, label %95, label %87, !llvm.loop !34

95:                                               ; preds = %87, %81, %59
  %96 = phi i32 [ %82, %81 ], [ %63, %59 ], [ %92, %87 ]
  %97 = zext i32 %96 to i64
  br label %100

98:                                               ; preds = %4
  %99 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %5)
  br label %100

100:                                              ; preds = %14, %95, %98
  %101 = phi i64 [ %97, %95 ], [ %99, %98 ], [ 0, %14 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  ret i64 %101
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local range(i64 -48, 4294967296) i64 @HIST_count(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(address) %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = alloca [1024 x i32], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  %6 = load i32, ptr %1, align 4, !tbaa !5
  %7 = icmp ult i32 %6, 255
  br i1 %7, label %8, label %10

8:                                                ; preds = %4
  %9 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef 1, ptr noundef nonnull %5)
  br label %101

10:                                               ; preds = %4
  store i32 255, ptr %1, align 4, !tbaa !5
  %11 = icmp ult i64 %3, 1500
  br i1 %11, label %12, label %99

12:                                               ; preds = %10
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %0, i8 0, i64 1024, i1 false)
  %14 = icmp eq i64 %3, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %12
  store i32 0, ptr %1, align 4, !tbaa !5
  br label %101

16:                                               ; preds = %12, %16
  %17 = phi ptr [ %18, %16 ], [ %2, %12 ]
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 1
  %19 = load i8, ptr %17, align 1, !tbaa !9
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = add i32 %22, 1
  store i32 %23, ptr %21, align 4, !tbaa !5
  %24 = icmp ult ptr %18, %13
  br i1 %24, label %16, label %25, !llvm.loop !12

25:                                               ; preds = %16, %25
  %26 = phi i32 [ %31, %25 ], [ 255, %16 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp eq i32 %29, 0
  %31 = add i32 %26, -1
  br i1 %30, label %25, label %32, !llvm.loop !13

32:                                               ; preds = %25
  store i32 %26, ptr %1, align 4, !tbaa !5
  %33 = add nuw nsw i64 %27, 1
  %34 = icmp ult i32 %26, 3
  br i1 %34, label %85, label %35

35:                                               ; preds = %32
  %36 = icmp ult i32 %26, 31
  br i1 %36, label %68, label %37

37:                                               ; preds = %35
  %38 = and i64 %33, 28
  %39 = and i64 %33, 8589934560
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ 0, %37 ], [ %58, %40 ]
  %42 = phi <8 x i32> [ zeroinitializer, %37 ], [ %54, %40 ]
  %43 = phi <8 x i32> [ zeroinitializer, %37 ], [ %55, %40 ]
  %44 = phi <8 x i32> [ zeroinitializer, %37 ], [ %56, %40 ]
  %45 = phi <8 x i32> [ zeroinitializer, %37 ], [ %57, %40 ]
  %46 = getelementptr inbounds nuw i32, ptr %0, i64 %41
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 32
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 64
  %49 = getelementptr inbounds nuw i8, ptr %46, i64 96
  %50 = load <8 x i32>, ptr %46, align 4, !tbaa !5
  %51 = load <8 x i32>, ptr %47, align 4, !tbaa !5
  %52 = load <8 x i32>, ptr %48, align 4, !tbaa !5
  %53 = load <8 x i32>, ptr %49, align 4, !tbaa !5
  %54 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %50, <8 x i32> %42)
  %55 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %51, <8 x i32> %43)
  %56 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %52, <8 x i32> %44)
  %57 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %53, <8 x i32> %45)
  %58 = add nuw i64 %41, 32
  %59 = icmp eq i64 %58, %39
  br i1 %59, label %60, label %40, !llvm.loop !35

60:                                               ; preds = %40
  %61 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %54, <8 x i32> %55)
  %62 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %61, <8 x i32> %56)
  %63 = tail call <8 x i32> @llvm.umax.v8i32(<8 x i32> %62, <8 x i32> %57)
  %64 = tail call i32 @llvm.vector.reduce.umax.v8i32(<8 x i32> %63)
  %65 = icmp eq i64 %33, %39
  br i1 %65, label %96, label %66

66:                                               ; preds = %60
  %67 = icmp eq i64 %38, 0
  br i1 %67, label %85, label %68, !prof !17

68:                                               ; preds = %35, %66
  %69 = phi i64 [ %39, %66 ], [ 0, %35 ]
  %70 = phi i32 [ %64, %66 ], [ 0, %35 ]
  %71 = and i64 %33, 8589934588
  %72 = insertelement <4 x i32> poison, i32 %70, i64 0
  %73 = shufflevector <4 x i32> %72, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %74

74:                                               ; preds = %74, %68
  %75 = phi i64 [ %69, %68 ], [ %80, %74 ]
  %76 = phi <4 x i32> [ %73, %68 ], [ %79, %74 ]
  %77 = getelementptr inbounds nuw i32, ptr %0, i64 %75
  %78 = load <4 x i32>, ptr %77, align 4, !tbaa !5
  %79 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %78, <4 x i32> %76)
  %80 = add nuw i64 %75, 4
  %81 = icmp eq i64 %80, %71
  br i1 %81, label %82, label %74, !llvm.loop !36

82:                                               ; preds = %74
  %83 = tail call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %79)
  %84 = icmp eq i64 %33, %71
  br i1 %84, label %96, label %85

85:                                               ; preds = %32, %66, %82
  %86 = phi i64 [ 0, %32 ], [ %39, %66 ], [ %71, %82 ]
  %87 = phi i32 [ 0, %32 ], [ %64, %66 ], [ %83, %82 ]
  br label %88

88:                                               ; preds = %85, %88
  %89 = phi i64 [ %94, %88 ], [ %86, %85 ]
  %90 = phi i32 [ %93, %88 ], [ %87, %85 ]
  %91 = getelementptr inbounds nuw i32, ptr %0, i64 %89
  %92 = load i32, ptr %91, align 4, !tbaa !5
  %93 = tail call i32 @llvm.umax.i32(i32 %92, i32 %90)
  %94 = add nuw nsw i64 %89, 1
  %95 = icmp eq i64 %89, %27
  br i1 %95, label %96, label %88, !llvm.loop !37

96:                                               ; preds = %88, %82, %60
  %97 = phi i32 [ %83, %82 ], [ %64, %60 ], [ %93, %88 ]
  %98 = zext i32 %97 to i64
  br label %101

99:                                               ; preds = %10
  %100 = call fastcc i64 @HIST_count_parallel_wksp(ptr noundef %0, ptr noundef nonnull %1, ptr noundef readonly %2, i64 noundef %3, i32 noundef 0, ptr noundef nonnull %5)
  br label %101

101:                                              ; preds = %8, %15, %96, %99
  %102 = phi i64 [ %98, %96 ], [ %100, %99 ], [ %9, %8 ], [ 0, %15 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  ret i64 %102
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.umax.v8i32(<8 x i32>, <8 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v8i32(<8 x i32>) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!"branch_weights", i32 4, i32 28}
!18 = distinct !{!18, !11, !15, !16}
!19 = distinct !{!19, !11, !16, !15}
!20 = distinct !{!20, !11, !15, !16}
!21 = distinct !{!21, !11, !15, !16}
!22 = distinct !{!22, !11, !16, !15}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11, !15, !16}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11, !15, !16}
!30 = distinct !{!30, !11, !15, !16}
!31 = distinct !{!31, !11, !16, !15}
!32 = distinct !{!32, !11, !15, !16}
!33 = distinct !{!33, !11, !15, !16}
!34 = distinct !{!34, !11, !16, !15}
!35 = distinct !{!35, !11, !15, !16}
!36 = distinct !{!36, !11, !15, !16}
!37 = distinct !{!37, !11, !16, !15}
