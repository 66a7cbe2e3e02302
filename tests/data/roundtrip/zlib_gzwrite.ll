; ModuleID = 'zlib/gzwrite.bc'
source_filename = "gzwrite.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [37 x i8] c"requested length does not fit in int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"string length does not fit in int\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"stalled write on gzprintf\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.6 = private unnamed_addr constant [39 x i8] c"internal error: deflate stream corrupt\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @gzwrite(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %24, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !9
  %8 = icmp eq i32 %7, 31153
  br i1 %8, label %9, label %24

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !17
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %15 = load i32, ptr %14, align 4, !tbaa !18
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %13, %9
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %18 = icmp slt i32 %2, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %17
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -3, ptr noundef nonnull @.str) #14
  br label %24

20:                                               ; preds = %17
  %21 = zext nneg i32 %2 to i64
  %22 = tail call fastcc i64 @gz_write(ptr noundef %0, ptr noundef %1, i64 noundef %21)
  %23 = trunc i64 %22 to i32
  br label %24

24:                                               ; preds = %5, %13, %3, %20, %19
  %25 = phi i32 [ %23, %20 ], [ 0, %3 ], [ 0, %19 ], [ 0, %13 ], [ 0, %5 ]
  ret i32 %25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_write(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %93, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %7 = load i32, ptr %6, align 8, !tbaa !19
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = tail call fastcc i32 @gz_init(ptr noundef %0)
  %11 = icmp eq i32 %10, -1
  br i1 %11, label %93, label %12

12:                                               ; preds = %9, %5
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !20
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %12
  %17 = tail call fastcc i32 @gz_zero(ptr noundef %0)
  %18 = icmp eq i32 %17, -1
  br i1 %18, label %93, label %19

19:                                               ; preds = %16, %12
  %20 = load i32, ptr %6, align 8, !tbaa !19
  %21 = zext i32 %20 to i64
  %22 = icmp ult i64 %2, %21
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 144
  br i1 %22, label %25, label %64

25:                                               ; preds = %19
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 16
  br label %28

28:                                               ; preds = %25, %60
  %29 = phi i64 [ %58, %60 ], [ %2, %25 ]
  %30 = phi ptr [ %61, %60 ], [ %1, %25 ]
  %31 = load i32, ptr %24, align 8, !tbaa !21
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = load ptr, ptr %23, align 8, !tbaa !22
  %35 = load ptr, ptr %26, align 8, !tbaa !23
  br label %38

36:                                               ; preds = %28
  %37 = load ptr, ptr %26, align 8, !tbaa !23
  store ptr %37, ptr %23, align 8, !tbaa !22
  br label %38

38:                                               ; preds = %33, %36
  %39 = phi ptr [ %35, %33 ], [ %37, %36 ]
  %40 = phi ptr [ %34, %33 ], [ %37, %36 ]
  %41 = zext i32 %31 to i64
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 %41
  %43 = ptrtoint ptr %42 to i64
  %44 = ptrtoint ptr %39 to i64
  %45 = sub i64 %43, %44
  %46 = trunc i64 %45 to i32
  %47 = load i32, ptr %6, align 8, !tbaa !19
  %48 = sub i32 %47, %46
  %49 = zext i32 %48 to i64
  %50 = tail call i64 @llvm.umin.i64(i64 %29, i64 %49)
  %51 = trunc nuw i64 %50 to i32
  %52 = and i64 %45, 4294967295
  %53 = getelementptr inbounds nuw i8, ptr %39, i64 %52
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %53, ptr align 1 %30, i64 %50, i1 false)
  %54 = load i32, ptr %24, align 8, !tbaa !21
  %55 = add i32 %54, %51
  store i32 %55, ptr %24, align 8, !tbaa !21
  %56 = load i64, ptr %27, align 8, !tbaa !24
  %57 = add nsw i64 %50, %56
  store i64 %57, ptr %27, align 8, !tbaa !24
  %58 = sub i64 %29, %50
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %93, label %60

60:                                               ; preds = %38
  %61 = getelementptr inbounds nuw i8, ptr %30, i64 %50
  %62 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %86, label %28

64:                                               ; preds = %19
  %65 = load i32, ptr %24, align 8, !tbaa !21
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %64
  %68 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %69 = icmp eq i32 %68, -1
  br i1 %69, label %93, label %70

70:                                               ; preds = %67, %64
  store ptr %1, ptr %23, align 8, !tbaa !22
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 16
  br label %72

72:                                               ; preds = %84, %70
  %73 = phi i64 [ %2, %70 ], [ %82, %84 ]
  %74 = tail call i64 @llvm.umin.i64(i64 %73, i64 4294967295)
  %75 = trunc nuw i64 %74 to i32
  store i32 %75, ptr %24, align 8, !tbaa !21
  %76 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %77 = load i32, ptr %24, align 8, !tbaa !21
  %78 = sub i32 %75, %77
  %79 = zext i32 %78 to i64
  %80 = load i64, ptr %71, align 8, !tbaa !24
  %81 = add nsw i64 %80, %79
  store i64 %81, ptr %71, align 8, !tbaa !24
  %82 = sub i64 %73, %79
  %83 = icmp eq i32 %76, -1
  br i1 %83, label %86, label %84

84:                                               ; preds = %72
  %85 = icmp eq i64 %82, 0
  br i1 %85, label %93, label %72, !llvm.loop !25

86:                                               ; preds = %72, %60
  %87 = phi i64 [ %58, %60 ], [ %82, %72 ]
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %89 = load i32, ptr %88, align 4, !tbaa !18
  %90 = icmp eq i32 %89, 0
  %91 = sub i64 %2, %87
  %92 = select i1 %90, i64 0, i64 %91
  br label %93

93:                                               ; preds = %84, %38, %86, %67, %16, %9, %3
  %94 = phi i64 [ %92, %86 ], [ 0, %3 ], [ 0, %9 ], [ %2, %38 ], [ 0, %67 ], [ 0, %16 ], [ %2, %84 ]
  ret i64 %94
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfwrite(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %3, null
  br i1 %5, label %30, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %30

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !18
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef 0, ptr noundef null) #14
  %19 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1, i64 %2)
  %20 = extractvalue { i64, i1 } %19, 0
  %21 = icmp eq i64 %1, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = extractvalue { i64, i1 } %19, 1
  br i1 %23, label %24, label %25

24:                                               ; preds = %22
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef -2, ptr noundef nonnull @.str.1) #14
  br label %30

25:                                               ; preds = %22, %18
  %26 = icmp eq i64 %20, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %25
  %28 = tail call fastcc i64 @gz_write(ptr noundef %3, ptr noundef %0, i64 noundef %20)
  %29 = udiv i64 %28, %1
  br label %30

30:                                               ; preds = %27, %25, %6, %14, %4, %24
  %31 = phi i64 [ 0, %6 ], [ 0, %4 ], [ 0, %24 ], [ 0, %14 ], [ %29, %27 ], [ 0, %25 ]
  ret i64 %31
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzputc(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = alloca [1 x i8], align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #14
  %4 = icmp eq ptr %0, null
  br i1 %4, label %66, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %66

10:                                               ; preds = %5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !18
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %66, label %18

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %20 = load i64, ptr %19, align 8, !tbaa !20
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_zero(ptr noundef %0)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %66, label %25

25:                                               ; preds = %22, %18
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %27 = load i32, ptr %26, align 8, !tbaa !19
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %60, label %29

29:                                               ; preds = %25
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %31 = load i32, ptr %30, align 8, !tbaa !27
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = load ptr, ptr %6, align 8, !tbaa !28
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %36 = load ptr, ptr %35, align 8, !tbaa !23
  br label %40

37:                                               ; preds = %29
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %39 = load ptr, ptr %38, align 8, !tbaa !23
  store ptr %39, ptr %6, align 8, !tbaa !28
  br label %40

40:                                               ; preds = %33, %37
  %41 = phi ptr [ %36, %33 ], [ %39, %37 ]
  %42 = phi ptr [ %34, %33 ], [ %39, %37 ]
  %43 = zext i32 %31 to i64
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 %43
  %45 = ptrtoint ptr %44 to i64
  %46 = ptrtoint ptr %41 to i64
  %47 = sub i64 %45, %46
  %48 = trunc i64 %47 to i32
  %49 = icmp ugt i32 %27, %48
  br i1 %49, label %50, label %60

50:                                               ; preds = %40
  %51 = trunc i32 %1 to i8
  %52 = and i64 %47, 4294967295
  %53 = getelementptr inbounds nuw i8, ptr %41, i64 %52
  store i8 %51, ptr %53, align 1, !tbaa !29
  %54 = load i32, ptr %30, align 8, !tbaa !27
  %55 = add i32 %54, 1
  store i32 %55, ptr %30, align 8, !tbaa !27
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %57 = load i64, ptr %56, align 8, !tbaa !24
  %58 = add nsw i64 %57, 1
  store i64 %58, ptr %56, align 8, !tbaa !24
  %59 = and i32 %1, 255
  br label %66

60:                                               ; preds = %40, %25
  %61 = trunc i32 %1 to i8
  store i8 %61, ptr %3, align 1, !tbaa !29
  %62 = call fastcc i64 @gz_write(ptr noundef %0, ptr noundef nonnull %3, i64 noundef 1)
  %63 = icmp eq i64 %62, 1
  %64 = and i32 %1, 255
  %65 = select i1 %63, i32 %64, i32 -1
  br label %66

66:                                               ; preds = %60, %22, %5, %14, %2, %50
  %67 = phi i32 [ %65, %60 ], [ -1, %2 ], [ -1, %5 ], [ %59, %50 ], [ -1, %22 ], [ -1, %14 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #14
  ret i32 %67
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_zero(ptr noundef nonnull %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %4 = load i32, ptr %3, align 8, !tbaa !27
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %8 = icmp eq i32 %7, -1
  br i1 %8, label %51, label %9

9:                                                ; preds = %6, %1
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %14 = load i32, ptr %10, align 8, !tbaa !19
  %15 = zext i32 %14 to i64
  %16 = load i64, ptr %11, align 8, !tbaa !20
  %17 = tail call i64 @llvm.smin.i64(i64 %16, i64 %15)
  %18 = trunc i64 %17 to i32
  %19 = load ptr, ptr %12, align 8, !tbaa !23
  %20 = and i64 %17, 4294967295
  tail call void @llvm.memset.p0.i64(ptr align 1 %19, i8 0, i64 %20, i1 false)
  store i32 %18, ptr %3, align 8, !tbaa !27
  %21 = load ptr, ptr %12, align 8, !tbaa !23
  store ptr %21, ptr %2, align 8, !tbaa !28
  %22 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %23 = load i32, ptr %3, align 8, !tbaa !27
  %24 = sub i32 %18, %23
  %25 = zext i32 %24 to i64
  %26 = load i64, ptr %13, align 8, !tbaa !24
  %27 = add nsw i64 %26, %25
  store i64 %27, ptr %13, align 8, !tbaa !24
  %28 = load i64, ptr %11, align 8, !tbaa !20
  %29 = sub nsw i64 %28, %25
  store i64 %29, ptr %11, align 8, !tbaa !20
  %30 = icmp eq i32 %22, -1
  br i1 %30, label %51, label %31

31:                                               ; preds = %9
  %32 = icmp eq i64 %28, %25
  br i1 %32, label %51, label %33

33:                                               ; preds = %31, %49
  %34 = phi i64 [ %47, %49 ], [ %29, %31 ]
  %35 = load ptr, ptr %12, align 8, !tbaa !23
  %36 = load i32, ptr %10, align 8, !tbaa !19
  %37 = zext i32 %36 to i64
  %38 = tail call i64 @llvm.smin.i64(i64 %34, i64 %37)
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %3, align 8, !tbaa !27
  store ptr %35, ptr %2, align 8, !tbaa !28
  %40 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %41 = load i32, ptr %3, align 8, !tbaa !27
  %42 = sub i32 %39, %41
  %43 = zext i32 %42 to i64
  %44 = load i64, ptr %13, align 8, !tbaa !24
  %45 = add nsw i64 %44, %43
  store i64 %45, ptr %13, align 8, !tbaa !24
  %46 = load i64, ptr %11, align 8, !tbaa !20
  %47 = sub nsw i64 %46, %43
  store i64 %47, ptr %11, align 8, !tbaa !20
  %48 = icmp eq i32 %40, -1
  br i1 %48, label %51, label %49

49:                                               ; preds = %33
  %50 = icmp eq i64 %46, %43
  br i1 %50, label %51, label %33, !llvm.loop !30

51:                                               ; preds = %49, %33, %9, %31, %6
  %52 = phi i32 [ -1, %6 ], [ -1, %9 ], [ 0, %31 ], [ -1, %33 ], [ 0, %49 ]
  ret i32 %52
}

; Function Attrs: nounwind uwtable
define dso_local i32 @gzputs(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %27, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i32 %6, 31153
  br i1 %7, label %8, label %27

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !17
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %14 = load i32, ptr %13, align 4, !tbaa !18
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %12, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %17 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #15
  %18 = icmp ult i64 %17, 2147483648
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.2) #14
  br label %27

20:                                               ; preds = %16
  %21 = tail call fastcc i64 @gz_write(ptr noundef %0, ptr noundef nonnull %1, i64 noundef %17)
  %22 = icmp ne i64 %17, 0
  %23 = icmp eq i64 %21, 0
  %24 = select i1 %22, i1 %23, i1 false
  %25 = trunc i64 %21 to i32
  %26 = select i1 %24, i32 -1, i32 %25
  br label %27

27:                                               ; preds = %4, %12, %2, %20, %19
  %28 = phi i32 [ %26, %20 ], [ -1, %2 ], [ -1, %19 ], [ -1, %12 ], [ -1, %4 ]
  ret i32 %28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @gzvprintf(ptr noundef %0, ptr noundef readonly captures(none) %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %128, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %128

10:                                               ; preds = %5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !18
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %128, label %18

18:                                               ; preds = %14, %10
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %20 = load i32, ptr %19, align 8, !tbaa !19
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_init(ptr noundef %0)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  %26 = load i32, ptr %11, align 8, !tbaa !17
  br label %128

27:                                               ; preds = %22, %18
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %29 = load i64, ptr %28, align 8, !tbaa !20
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %36, label %31

31:                                               ; preds = %27
  %32 = tail call fastcc i32 @gz_zero(ptr noundef %0)
  %33 = icmp eq i32 %32, -1
  br i1 %33, label %34, label %36

34:                                               ; preds = %31
  %35 = load i32, ptr %11, align 8, !tbaa !17
  br label %128

36:                                               ; preds = %31, %27
  %37 = load ptr, ptr %6, align 8, !tbaa !28
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %39 = load i32, ptr %38, align 8, !tbaa !27
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %43 = load ptr, ptr %42, align 8, !tbaa !23
  %44 = load i32, ptr %19, align 8, !tbaa !19
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 %45
  %47 = icmp ugt ptr %41, %46
  br i1 %47, label %48, label %61

48:                                               ; preds = %36
  %49 = tail call fastcc i32 @gz_comp(ptr noundef nonnull %0, i32 noundef 0)
  %50 = load i32, ptr %38, align 8, !tbaa !27
  %51 = icmp eq i32 %50, 0
  %52 = load ptr, ptr %42, align 8, !tbaa !23
  br i1 %51, label %53, label %54

53:                                               ; preds = %48
  store ptr %52, ptr %6, align 8, !tbaa !28
  br label %61

54:                                               ; preds = %48
  %55 = load ptr, ptr %6, align 8, !tbaa !28
  %56 = zext i32 %50 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %52, ptr align 1 %55, i64 %56, i1 false)
  %57 = load ptr, ptr %42, align 8, !tbaa !23
  store ptr %57, ptr %6, align 8, !tbaa !28
  %58 = load i32, ptr %38, align 8, !tbaa !27
  %59 = load i32, ptr %19, align 8, !tbaa !19
  %60 = icmp ule i32 %58, %59
  br label %61

61:                                               ; preds = %36, %53, %54
  %62 = phi ptr [ %57, %54 ], [ %52, %53 ], [ %43, %36 ]
  %63 = phi i32 [ %58, %54 ], [ 0, %53 ], [ %39, %36 ]
  %64 = phi i1 [ %60, %54 ], [ true, %53 ], [ true, %36 ]
  %65 = load i32, ptr %11, align 8, !tbaa !17
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %82, label %67

67:                                               ; preds = %61
  br i1 %64, label %73, label %68

68:                                               ; preds = %67
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %70 = load i32, ptr %69, align 4, !tbaa !18
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %73, label %72

72:                                               ; preds = %68
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -5, ptr noundef nonnull @.str.3) #14
  br label %73

73:                                               ; preds = %72, %68, %67
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %75 = load i32, ptr %74, align 4, !tbaa !18
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %73
  %78 = load i32, ptr %38, align 8, !tbaa !27
  %79 = load ptr, ptr %42, align 8, !tbaa !23
  br label %82

80:                                               ; preds = %73
  %81 = load i32, ptr %11, align 8, !tbaa !17
  br label %128

82:                                               ; preds = %77, %61
  %83 = phi ptr [ %79, %77 ], [ %62, %61 ]
  %84 = phi i32 [ %78, %77 ], [ %63, %61 ]
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %88, label %86

86:                                               ; preds = %82
  %87 = load ptr, ptr %6, align 8, !tbaa !28
  br label %89

88:                                               ; preds = %82
  store ptr %83, ptr %6, align 8, !tbaa !28
  br label %89

89:                                               ; preds = %86, %88
  %90 = phi ptr [ %87, %86 ], [ %83, %88 ]
  %91 = ptrtoint ptr %90 to i64
  %92 = ptrtoint ptr %83 to i64
  %93 = sub i64 %91, %92
  %94 = getelementptr inbounds i8, ptr %83, i64 %93
  %95 = zext i32 %84 to i64
  %96 = getelementptr inbounds nuw i8, ptr %94, i64 %95
  %97 = load i32, ptr %19, align 8, !tbaa !19
  %98 = add i32 %97, -1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds nuw i8, ptr %96, i64 %99
  store i8 0, ptr %100, align 1, !tbaa !29
  %101 = load i32, ptr %19, align 8, !tbaa !19
  %102 = zext i32 %101 to i64
  %103 = tail call i32 @vsnprintf(ptr noundef %96, i64 noundef %102, ptr noundef %1, ptr noundef %2) #14
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %128, label %105

105:                                              ; preds = %89
  %106 = load i32, ptr %19, align 8, !tbaa !19
  %107 = icmp ult i32 %103, %106
  br i1 %107, label %108, label %128

108:                                              ; preds = %105
  %109 = add i32 %106, -1
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds nuw i8, ptr %96, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !29
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %114, label %128

114:                                              ; preds = %108
  %115 = load i32, ptr %38, align 8, !tbaa !27
  %116 = add i32 %115, %103
  store i32 %116, ptr %38, align 8, !tbaa !27
  %117 = sext i32 %103 to i64
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %119 = load i64, ptr %118, align 8, !tbaa !24
  %120 = add nsw i64 %119, %117
  store i64 %120, ptr %118, align 8, !tbaa !24
  tail call fastcc void @gz_vacate(ptr noundef %0)
  %121 = load i32, ptr %11, align 8, !tbaa !17
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %127, label %123

123:                                              ; preds = %114
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %125 = load i32, ptr %124, align 4, !tbaa !18
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %128, label %127

127:                                              ; preds = %123, %114
  br label %128

128:                                              ; preds = %123, %89, %105, %108, %5, %14, %3, %127, %80, %34, %25
  %129 = phi i32 [ %81, %80 ], [ -2, %3 ], [ %26, %25 ], [ %35, %34 ], [ -2, %5 ], [ %103, %127 ], [ 0, %89 ], [ -2, %14 ], [ 0, %108 ], [ 0, %105 ], [ %121, %123 ]
  ret i32 %129
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_init(ptr noundef nonnull initializes((48, 56)) %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %4 = load i32, ptr %3, align 4, !tbaa !32
  %5 = shl i32 %4, 1
  %6 = zext i32 %5 to i64
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #16
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %7, ptr %8, align 8, !tbaa !23
  %9 = icmp eq ptr %7, null
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14
  br label %44

11:                                               ; preds = %1
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %13 = load i32, ptr %12, align 8, !tbaa !33
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 %4, ptr %16, align 8, !tbaa !19
  br label %44

17:                                               ; preds = %11
  %18 = zext i32 %4 to i64
  %19 = tail call noalias ptr @malloc(i64 noundef %18) #16
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %19, ptr %20, align 8, !tbaa !34
  %21 = icmp eq ptr %19, null
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  tail call void @free(ptr noundef nonnull %7) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14
  br label %44

23:                                               ; preds = %17
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 96
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %24, i8 0, i64 24, i1 false)
  %26 = load i32, ptr %25, align 8, !tbaa !35
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %28 = load i32, ptr %27, align 4, !tbaa !36
  %29 = tail call i32 @deflateInit2_(ptr noundef nonnull %2, i32 noundef %26, i32 noundef 8, i32 noundef 31, i32 noundef 8, i32 noundef %28, ptr noundef nonnull @.str.5, i32 noundef 112) #14
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %23
  %32 = load ptr, ptr %20, align 8, !tbaa !34
  tail call void @free(ptr noundef %32) #14
  %33 = load ptr, ptr %8, align 8, !tbaa !23
  tail call void @free(ptr noundef %33) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.4) #14
  br label %44

34:                                               ; preds = %23
  store ptr null, ptr %2, align 8, !tbaa !28
  %35 = load i32, ptr %12, align 8, !tbaa !33
  %36 = load i32, ptr %3, align 4, !tbaa !32
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store i32 %36, ptr %37, align 8, !tbaa !19
  %38 = icmp eq i32 %35, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %34
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 168
  store i32 %36, ptr %40, align 8, !tbaa !37
  %41 = load ptr, ptr %20, align 8, !tbaa !34
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 160
  store ptr %41, ptr %42, align 8, !tbaa !38
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store ptr %41, ptr %43, align 8, !tbaa !39
  br label %44

44:                                               ; preds = %15, %34, %39, %31, %22, %10
  %45 = phi i32 [ -1, %10 ], [ -1, %31 ], [ -1, %22 ], [ 0, %39 ], [ 0, %34 ], [ 0, %15 ]
  ret i32 %45
}

; Function Attrs: nounwind uwtable
define internal fastcc void @gz_vacate(ptr noundef nonnull %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %3 = load ptr, ptr %2, align 8, !tbaa !28
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %5 = load i32, ptr %4, align 8, !tbaa !27
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 %6
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %9 = load ptr, ptr %8, align 8, !tbaa !23
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %11 = load i32, ptr %10, align 8, !tbaa !19
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 %12
  %14 = icmp ugt ptr %7, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %1
  %16 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 0)
  %17 = load i32, ptr %4, align 8, !tbaa !27
  %18 = icmp eq i32 %17, 0
  %19 = load ptr, ptr %8, align 8, !tbaa !23
  br i1 %18, label %24, label %20

20:                                               ; preds = %15
  %21 = load ptr, ptr %2, align 8, !tbaa !28
  %22 = zext i32 %17 to i64
  tail call void @llvm.memmove.p0.p0.i64(ptr align 1 %19, ptr align 1 %21, i64 %22, i1 false)
  %23 = load ptr, ptr %8, align 8, !tbaa !23
  br label %24

24:                                               ; preds = %15, %20
  %25 = phi ptr [ %23, %20 ], [ %19, %15 ]
  store ptr %25, ptr %2, align 8, !tbaa !28
  br label %26

26:                                               ; preds = %24, %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr noundef captures(none), i64 noundef, ptr noundef readonly captures(none), ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i32 @gzprintf(ptr noundef %0, ptr noundef readonly captures(none) %1, ...) local_unnamed_addr #0 {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #14
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @gzvprintf(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #14
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nounwind uwtable
define dso_local i32 @gzflush(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %29, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i32 %6, 31153
  br i1 %7, label %8, label %29

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !17
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %14 = load i32, ptr %13, align 4, !tbaa !18
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %29, label %16

16:                                               ; preds = %12, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %17 = icmp ugt i32 %1, 4
  br i1 %17, label %29, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %20 = load i64, ptr %19, align 8, !tbaa !20
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %25, label %22

22:                                               ; preds = %18
  %23 = tail call fastcc i32 @gz_zero(ptr noundef %0)
  %24 = icmp eq i32 %23, -1
  br i1 %24, label %27, label %25

25:                                               ; preds = %22, %18
  %26 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef %1)
  br label %27

27:                                               ; preds = %22, %25
  %28 = load i32, ptr %9, align 8, !tbaa !17
  br label %29

29:                                               ; preds = %27, %16, %4, %12, %2
  %30 = phi i32 [ -2, %12 ], [ -2, %2 ], [ -2, %4 ], [ -2, %16 ], [ %28, %27 ]
  ret i32 %30
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_comp(ptr noundef nonnull %0, i32 noundef range(i32 0, 6) %1) unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %5 = load i32, ptr %4, align 8, !tbaa !19
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = tail call fastcc i32 @gz_init(ptr noundef %0)
  %9 = icmp eq i32 %8, -1
  br i1 %9, label %127, label %10

10:                                               ; preds = %7, %2
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %12 = load i32, ptr %11, align 8, !tbaa !33
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %47, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !27
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %127, label %18

18:                                               ; preds = %14
  %19 = tail call ptr @__errno_location() #17
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %22 = load ptr, ptr %3, align 8, !tbaa !28
  br label %23

23:                                               ; preds = %18, %40
  %24 = phi ptr [ %22, %18 ], [ %45, %40 ]
  store i32 0, ptr %19, align 4, !tbaa !5
  store i32 0, ptr %20, align 4, !tbaa !18
  %25 = load i32, ptr %15, align 8, !tbaa !27
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 1073741824)
  %27 = zext nneg i32 %26 to i64
  %28 = load i32, ptr %21, align 4, !tbaa !40
  %29 = tail call i64 @write(i32 noundef %28, ptr noundef %24, i64 noundef %27) #14
  %30 = trunc i64 %29 to i32
  %31 = icmp slt i32 %30, 0
  br i1 %31, label %32, label %40

32:                                               ; preds = %23
  %33 = load i32, ptr %19, align 4, !tbaa !5
  %34 = icmp eq i32 %33, 11
  br i1 %34, label %35, label %37

35:                                               ; preds = %32
  store i32 1, ptr %20, align 4, !tbaa !18
  %36 = load i32, ptr %19, align 4, !tbaa !5
  br label %37

37:                                               ; preds = %32, %35
  %38 = phi i32 [ %33, %32 ], [ %36, %35 ]
  %39 = tail call ptr @strerror(i32 noundef %38) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %39) #14
  br label %127

40:                                               ; preds = %23
  %41 = load i32, ptr %15, align 8, !tbaa !27
  %42 = sub i32 %41, %30
  store i32 %42, ptr %15, align 8, !tbaa !27
  %43 = load ptr, ptr %3, align 8, !tbaa !28
  %44 = and i64 %29, 2147483647
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 %44
  store ptr %45, ptr %3, align 8, !tbaa !28
  %46 = icmp eq i32 %41, %30
  br i1 %46, label %127, label %23, !llvm.loop !41

47:                                               ; preds = %10
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %49 = load i32, ptr %48, align 8, !tbaa !42
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %58, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %53 = load i32, ptr %52, align 8, !tbaa !27
  %54 = or i32 %53, %1
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %127, label %56

56:                                               ; preds = %51
  %57 = tail call i32 @deflateReset(ptr noundef nonnull %3) #14
  store i32 0, ptr %48, align 8, !tbaa !42
  br label %58

58:                                               ; preds = %56, %47
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %60 = icmp ne i32 %1, 0
  %61 = icmp ne i32 %1, 4
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %67 = load i32, ptr %59, align 8, !tbaa !37
  br label %68

68:                                               ; preds = %121, %58
  %69 = phi i32 [ %67, %58 ], [ %122, %121 ]
  %70 = phi i32 [ 0, %58 ], [ %118, %121 ]
  %71 = icmp eq i32 %69, 0
  br i1 %71, label %76, label %72

72:                                               ; preds = %68
  %73 = icmp eq i32 %70, 1
  %74 = or i1 %61, %73
  %75 = and i1 %60, %74
  br i1 %75, label %76, label %116

76:                                               ; preds = %72, %68
  %77 = load ptr, ptr %62, align 8, !tbaa !38
  %78 = load ptr, ptr %63, align 8, !tbaa !39
  %79 = icmp ugt ptr %77, %78
  br i1 %79, label %80, label %110

80:                                               ; preds = %76
  %81 = tail call ptr @__errno_location() #17
  br label %82

82:                                               ; preds = %80, %102
  %83 = phi ptr [ %78, %80 ], [ %105, %102 ]
  %84 = phi ptr [ %77, %80 ], [ %106, %102 ]
  store i32 0, ptr %81, align 4, !tbaa !5
  store i32 0, ptr %64, align 4, !tbaa !18
  %85 = ptrtoint ptr %84 to i64
  %86 = ptrtoint ptr %83 to i64
  %87 = sub i64 %85, %86
  %88 = tail call i64 @llvm.smin.i64(i64 %87, i64 1073741824)
  %89 = and i64 %88, 4294967295
  %90 = load i32, ptr %65, align 4, !tbaa !40
  %91 = tail call i64 @write(i32 noundef %90, ptr noundef %83, i64 noundef %89) #14
  %92 = and i64 %91, 2147483648
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %102, label %94

94:                                               ; preds = %82
  %95 = load i32, ptr %81, align 4, !tbaa !5
  %96 = icmp eq i32 %95, 11
  br i1 %96, label %97, label %99

97:                                               ; preds = %94
  store i32 1, ptr %64, align 4, !tbaa !18
  %98 = load i32, ptr %81, align 4, !tbaa !5
  br label %99

99:                                               ; preds = %94, %97
  %100 = phi i32 [ %95, %94 ], [ %98, %97 ]
  %101 = tail call ptr @strerror(i32 noundef %100) #14
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %101) #14
  br label %127

102:                                              ; preds = %82
  %103 = load ptr, ptr %63, align 8, !tbaa !39
  %104 = and i64 %91, 2147483647
  %105 = getelementptr inbounds nuw i8, ptr %103, i64 %104
  store ptr %105, ptr %63, align 8, !tbaa !39
  %106 = load ptr, ptr %62, align 8, !tbaa !38
  %107 = icmp ugt ptr %106, %105
  br i1 %107, label %82, label %108, !llvm.loop !43

108:                                              ; preds = %102
  %109 = load i32, ptr %59, align 8, !tbaa !37
  br label %110

110:                                              ; preds = %108, %76
  %111 = phi i32 [ %109, %108 ], [ %69, %76 ]
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %116

113:                                              ; preds = %110
  %114 = load i32, ptr %4, align 8, !tbaa !19
  store i32 %114, ptr %59, align 8, !tbaa !37
  %115 = load ptr, ptr %66, align 8, !tbaa !34
  store ptr %115, ptr %62, align 8, !tbaa !38
  store ptr %115, ptr %63, align 8, !tbaa !39
  br label %116

116:                                              ; preds = %110, %113, %72
  %117 = phi i32 [ %111, %110 ], [ %114, %113 ], [ %69, %72 ]
  %118 = tail call i32 @deflate(ptr noundef nonnull %3, i32 noundef %1) #14
  %119 = icmp eq i32 %118, -2
  br i1 %119, label %120, label %121

120:                                              ; preds = %116
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.6) #14
  br label %127

121:                                              ; preds = %116
  %122 = load i32, ptr %59, align 8, !tbaa !37
  %123 = icmp eq i32 %117, %122
  br i1 %123, label %124, label %68, !llvm.loop !44

124:                                              ; preds = %121
  %125 = icmp eq i32 %1, 4
  br i1 %125, label %126, label %127

126:                                              ; preds = %124
  store i32 1, ptr %48, align 8, !tbaa !42
  br label %127

127:                                              ; preds = %40, %14, %124, %126, %51, %7, %120, %99, %37
  %128 = phi i32 [ 0, %51 ], [ -1, %37 ], [ -1, %7 ], [ 0, %124 ], [ -1, %99 ], [ -1, %120 ], [ 0, %126 ], [ 0, %14 ], [ 0, %40 ]
  ret i32 %128
}

; Function Attrs: nounwind uwtable
define dso_local i32 @gzsetparams(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %56, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i32 %8, 31153
  br i1 %9, label %10, label %56

10:                                               ; preds = %5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !17
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !18
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %56, label %18

18:                                               ; preds = %14, %10
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %20 = load i32, ptr %19, align 8, !tbaa !33
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %56

22:                                               ; preds = %18
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %24 = load i32, ptr %23, align 8, !tbaa !35
  %25 = icmp eq i32 %1, %24
  br i1 %25, label %26, label %30

26:                                               ; preds = %22
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 100
  %28 = load i32, ptr %27, align 4, !tbaa !36
  %29 = icmp eq i32 %2, %28
  br i1 %29, label %56, label %30

30:                                               ; preds = %26, %22
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %32 = load i64, ptr %31, align 8, !tbaa !20
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %39, label %34

34:                                               ; preds = %30
  %35 = tail call fastcc i32 @gz_zero(ptr noundef %0)
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %37, label %39

37:                                               ; preds = %34
  %38 = load i32, ptr %11, align 8, !tbaa !17
  br label %56

39:                                               ; preds = %34, %30
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %41 = load i32, ptr %40, align 8, !tbaa !19
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %54, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %45 = load i32, ptr %44, align 8, !tbaa !27
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %43
  %48 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 5)
  %49 = icmp eq i32 %48, -1
  br i1 %49, label %50, label %52

50:                                               ; preds = %47
  %51 = load i32, ptr %11, align 8, !tbaa !17
  br label %56

52:                                               ; preds = %47, %43
  %53 = tail call i32 @deflateParams(ptr noundef nonnull %6, i32 noundef %1, i32 noundef %2) #14
  br label %54

54:                                               ; preds = %52, %39
  store i32 %1, ptr %23, align 8, !tbaa !35
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 100
  store i32 %2, ptr %55, align 4, !tbaa !36
  br label %56

56:                                               ; preds = %26, %5, %14, %18, %3, %54, %50, %37
  %57 = phi i32 [ 0, %54 ], [ -2, %3 ], [ -2, %5 ], [ %38, %37 ], [ %51, %50 ], [ -2, %18 ], [ -2, %14 ], [ 0, %26 ]
  ret i32 %57
}

declare i32 @deflateParams(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @gzclose_w(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %49, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !9
  %6 = icmp eq i32 %5, 31153
  br i1 %6, label %7, label %49

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %9 = load i64, ptr %8, align 8, !tbaa !20
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %7
  %12 = tail call fastcc i32 @gz_zero(ptr noundef %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %16 = load i32, ptr %15, align 8, !tbaa !17
  br label %17

17:                                               ; preds = %14, %11, %7
  %18 = phi i32 [ %16, %14 ], [ 0, %11 ], [ 0, %7 ]
  %19 = tail call fastcc i32 @gz_comp(ptr noundef %0, i32 noundef 4)
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %23 = load i32, ptr %22, align 8, !tbaa !17
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi i32 [ %23, %21 ], [ %18, %17 ]
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %27 = load i32, ptr %26, align 8, !tbaa !19
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %41, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %31 = load i32, ptr %30, align 8, !tbaa !33
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %35 = tail call i32 @deflateEnd(ptr noundef nonnull %34) #14
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %37 = load ptr, ptr %36, align 8, !tbaa !34
  tail call void @free(ptr noundef %37) #14
  br label %38

38:                                               ; preds = %33, %29
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %40 = load ptr, ptr %39, align 8, !tbaa !23
  tail call void @free(ptr noundef %40) #14
  br label %41

41:                                               ; preds = %38, %24
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #14
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %43 = load ptr, ptr %42, align 8, !tbaa !45
  tail call void @free(ptr noundef %43) #14
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %45 = load i32, ptr %44, align 4, !tbaa !40
  %46 = tail call i32 @close(i32 noundef %45) #14
  %47 = icmp eq i32 %46, -1
  %48 = select i1 %47, i32 -1, i32 %25
  tail call void @free(ptr noundef nonnull %0) #14
  br label %49

49:                                               ; preds = %3, %1, %41
  %50 = phi i32 [ %48, %41 ], [ -2, %1 ], [ -2, %3 ]
  ret i32 %50
}

declare i32 @deflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #6

declare i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #10

; Function Attrs: nofree
declare noundef i64 @write(i32 noundef, ptr noundef readonly captures(none), i64 noundef) local_unnamed_addr #11

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #12

declare i32 @deflateReset(ptr noundef) local_unnamed_addr #2

declare i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #10 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #11 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #12 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }
attributes #16 = { nounwind allocsize(0) }
attributes #17 = { nounwind willreturn memory(none) }

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
!9 = !{!10, !6, i64 24}
!10 = !{!"", !11, i64 0, !6, i64 24, !6, i64 28, !12, i64 32, !6, i64 40, !6, i64 44, !12, i64 48, !12, i64 56, !6, i64 64, !6, i64 68, !6, i64 72, !6, i64 76, !14, i64 80, !6, i64 88, !6, i64 92, !6, i64 96, !6, i64 100, !6, i64 104, !14, i64 112, !6, i64 120, !12, i64 128, !15, i64 136}
!11 = !{!"gzFile_s", !6, i64 0, !12, i64 8, !14, i64 16}
!12 = !{!"p1 omnipotent char", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!"z_stream_s", !12, i64 0, !6, i64 8, !14, i64 16, !12, i64 24, !6, i64 32, !14, i64 40, !12, i64 48, !16, i64 56, !13, i64 64, !13, i64 72, !13, i64 80, !6, i64 88, !14, i64 96, !14, i64 104}
!16 = !{!"p1 _ZTS14internal_state", !13, i64 0}
!17 = !{!10, !6, i64 120}
!18 = !{!10, !6, i64 76}
!19 = !{!10, !6, i64 40}
!20 = !{!10, !14, i64 112}
!21 = !{!10, !6, i64 144}
!22 = !{!10, !12, i64 136}
!23 = !{!10, !12, i64 48}
!24 = !{!10, !14, i64 16}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!15, !6, i64 8}
!28 = !{!15, !12, i64 0}
!29 = !{!7, !7, i64 0}
!30 = distinct !{!30, !26, !31}
!31 = !{!"llvm.loop.peeled.count", i32 1}
!32 = !{!10, !6, i64 44}
!33 = !{!10, !6, i64 64}
!34 = !{!10, !12, i64 56}
!35 = !{!10, !6, i64 96}
!36 = !{!10, !6, i64 100}
!37 = !{!15, !6, i64 32}
!38 = !{!15, !12, i64 24}
!39 = !{!10, !12, i64 8}
!40 = !{!10, !6, i64 28}
!41 = distinct !{!41, !26}
!42 = !{!10, !6, i64 104}
!43 = distinct !{!43, !26}
!44 = distinct !{!44, !26}
!45 = !{!10, !12, i64 32}
