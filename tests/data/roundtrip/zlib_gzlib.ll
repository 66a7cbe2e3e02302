; ModuleID = 'zlib/gzlib.bc'
source_filename = "gzlib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"<fd:%d>\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%s%s%s\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c": \00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define internal fastcc noalias noundef ptr @gz_open(ptr noundef %0, i32 noundef %1, ptr noundef readonly captures(address_is_null) %2) unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %2, null
  %6 = or i1 %4, %5
  br i1 %6, label %125, label %7

7:                                                ; preds = %3
  %8 = tail call noalias dereferenceable_or_null(248) ptr @malloc(i64 noundef 248) #13
  %9 = icmp eq ptr %8, null
  br i1 %9, label %125, label %10

10:                                               ; preds = %7
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 40
  store i32 0, ptr %11, align 8, !tbaa !9
  %12 = getelementptr inbounds nuw i8, ptr %8, i64 44
  store i32 8192, ptr %12, align 4, !tbaa !17
  %13 = getelementptr inbounds nuw i8, ptr %8, i64 120
  store i32 0, ptr %13, align 8, !tbaa !18
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 128
  store ptr null, ptr %14, align 8, !tbaa !19
  %15 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store i32 0, ptr %15, align 8, !tbaa !20
  %16 = getelementptr inbounds nuw i8, ptr %8, i64 96
  store i32 -1, ptr %16, align 8, !tbaa !21
  %17 = getelementptr inbounds nuw i8, ptr %8, i64 100
  store i32 0, ptr %17, align 4, !tbaa !22
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 64
  store i32 0, ptr %18, align 8, !tbaa !23
  %19 = load i8, ptr %2, align 1, !tbaa !24
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %59, label %21

21:                                               ; preds = %10, %48
  %22 = phi i32 [ %49, %48 ], [ 0, %10 ]
  %23 = phi i32 [ %50, %48 ], [ 0, %10 ]
  %24 = phi i8 [ %54, %48 ], [ %19, %10 ]
  %25 = phi i32 [ %52, %48 ], [ 0, %10 ]
  %26 = phi i32 [ %51, %48 ], [ 0, %10 ]
  %27 = phi ptr [ %53, %48 ], [ %2, %10 ]
  %28 = add i8 %24, -48
  %29 = icmp ult i8 %28, 10
  br i1 %29, label %30, label %32

30:                                               ; preds = %21
  %31 = zext nneg i8 %28 to i32
  store i32 %31, ptr %16, align 8, !tbaa !21
  br label %48

32:                                               ; preds = %21
  switch i8 %24, label %48 [
    i8 114, label %33
    i8 119, label %34
    i8 97, label %35
    i8 43, label %36
    i8 84, label %47
    i8 101, label %37
    i8 120, label %39
    i8 102, label %40
    i8 104, label %41
    i8 82, label %42
    i8 70, label %43
    i8 71, label %44
    i8 78, label %45
  ]

33:                                               ; preds = %32
  store i32 7247, ptr %15, align 8, !tbaa !20
  br label %48

34:                                               ; preds = %32
  store i32 31153, ptr %15, align 8, !tbaa !20
  br label %48

35:                                               ; preds = %32
  store i32 1, ptr %15, align 8, !tbaa !20
  br label %48

36:                                               ; preds = %32
  tail call void @free(ptr noundef %8) #14
  br label %125

37:                                               ; preds = %32
  %38 = or i32 %26, 524288
  br label %48

39:                                               ; preds = %32
  br label %48

40:                                               ; preds = %32
  store i32 1, ptr %17, align 4, !tbaa !22
  br label %48

41:                                               ; preds = %32
  store i32 2, ptr %17, align 4, !tbaa !22
  br label %48

42:                                               ; preds = %32
  store i32 3, ptr %17, align 4, !tbaa !22
  br label %48

43:                                               ; preds = %32
  store i32 4, ptr %17, align 4, !tbaa !22
  br label %48

44:                                               ; preds = %32
  store i32 -1, ptr %18, align 8, !tbaa !23
  br label %48

45:                                               ; preds = %32
  %46 = or i32 %26, 2048
  br label %48

47:                                               ; preds = %32
  store i32 1, ptr %18, align 8, !tbaa !23
  br label %48

48:                                               ; preds = %33, %34, %35, %37, %39, %40, %41, %42, %43, %44, %45, %47, %32, %30
  %49 = phi i32 [ %22, %30 ], [ %22, %32 ], [ %22, %33 ], [ %22, %34 ], [ %22, %35 ], [ 1, %47 ], [ %22, %37 ], [ %22, %39 ], [ %22, %40 ], [ %22, %41 ], [ %22, %42 ], [ %22, %43 ], [ -1, %44 ], [ %22, %45 ]
  %50 = phi i32 [ %23, %30 ], [ %23, %32 ], [ 7247, %33 ], [ 31153, %34 ], [ 1, %35 ], [ %23, %47 ], [ %23, %37 ], [ %23, %39 ], [ %23, %40 ], [ %23, %41 ], [ %23, %42 ], [ %23, %43 ], [ %23, %44 ], [ %23, %45 ]
  %51 = phi i32 [ %26, %30 ], [ %26, %32 ], [ %26, %33 ], [ %26, %34 ], [ %26, %35 ], [ %26, %47 ], [ %38, %37 ], [ %26, %39 ], [ %26, %40 ], [ %26, %41 ], [ %26, %42 ], [ %26, %43 ], [ %26, %44 ], [ %46, %45 ]
  %52 = phi i32 [ %25, %30 ], [ %25, %32 ], [ %25, %33 ], [ %25, %34 ], [ %25, %35 ], [ %25, %47 ], [ %25, %37 ], [ 1, %39 ], [ %25, %40 ], [ %25, %41 ], [ %25, %42 ], [ %25, %43 ], [ %25, %44 ], [ %25, %45 ]
  %53 = getelementptr inbounds nuw i8, ptr %27, i64 1
  %54 = load i8, ptr %53, align 1, !tbaa !24
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %56, label %21, !llvm.loop !25

56:                                               ; preds = %48
  %57 = icmp eq i32 %52, 0
  %58 = select i1 %57, i32 65, i32 193
  switch i32 %50, label %63 [
    i32 0, label %59
    i32 7247, label %60
  ]

59:                                               ; preds = %10, %56
  tail call void @free(ptr noundef nonnull %8) #14
  br label %125

60:                                               ; preds = %56
  switch i32 %49, label %66 [
    i32 1, label %61
    i32 0, label %62
  ]

61:                                               ; preds = %60
  tail call void @free(ptr noundef nonnull %8) #14
  br label %125

62:                                               ; preds = %60
  store i32 1, ptr %18, align 8, !tbaa !23
  br label %66

63:                                               ; preds = %56
  %64 = icmp eq i32 %49, -1
  br i1 %64, label %65, label %66

65:                                               ; preds = %63
  tail call void @free(ptr noundef nonnull %8) #14
  br label %125

66:                                               ; preds = %60, %63, %62
  %67 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #15
  %68 = add i64 %67, 1
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #13
  %70 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store ptr %69, ptr %70, align 8, !tbaa !27
  %71 = icmp eq ptr %69, null
  br i1 %71, label %72, label %73

72:                                               ; preds = %66
  tail call void @free(ptr noundef nonnull %8) #14
  br label %125

73:                                               ; preds = %66
  %74 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %69, i64 noundef %68, ptr noundef nonnull @.str.5, ptr noundef nonnull %0) #14
  %75 = icmp eq i32 %50, 7247
  %76 = icmp eq i32 %1, -1
  br i1 %76, label %93, label %77

77:                                               ; preds = %73
  %78 = and i32 %51, 2048
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %84, label %80

80:                                               ; preds = %77
  %81 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 3) #14
  %82 = or i32 %81, 2048
  %83 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 4, i32 noundef %82) #14
  br label %84

84:                                               ; preds = %80, %77
  %85 = and i32 %51, 524288
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %91, label %87

87:                                               ; preds = %84
  %88 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 1) #14
  %89 = or i32 %88, 524288
  %90 = tail call i32 (i32, i32, ...) @fcntl(i32 noundef %1, i32 noundef 2, i32 noundef %89) #14
  br label %91

91:                                               ; preds = %84, %87
  %92 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store i32 %1, ptr %92, align 4, !tbaa !28
  br label %103

93:                                               ; preds = %73
  %94 = icmp eq i32 %50, 31153
  %95 = select i1 %94, i32 512, i32 1024
  %96 = or disjoint i32 %95, %58
  %97 = select i1 %75, i32 0, i32 %96
  %98 = or i32 %51, %97
  %99 = tail call i32 (ptr, i32, ...) @open(ptr noundef nonnull %0, i32 noundef %98, i32 noundef 438) #14
  %100 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store i32 %99, ptr %100, align 4, !tbaa !28
  %101 = icmp eq i32 %99, -1
  br i1 %101, label %102, label %103

102:                                              ; preds = %93
  tail call void @free(ptr noundef nonnull %69) #14
  tail call void @free(ptr noundef nonnull %8) #14
  br label %125

103:                                              ; preds = %91, %93
  %104 = phi i32 [ %1, %91 ], [ %99, %93 ]
  %105 = icmp eq i32 %50, 1
  br i1 %105, label %106, label %108

106:                                              ; preds = %103
  %107 = tail call i64 @lseek64(i32 noundef %104, i64 noundef 0, i32 noundef 2) #14
  store i32 31153, ptr %15, align 8, !tbaa !20
  br label %118

108:                                              ; preds = %103
  br i1 %75, label %109, label %118

109:                                              ; preds = %108
  %110 = tail call i64 @lseek64(i32 noundef %104, i64 noundef 0, i32 noundef 1) #14
  %111 = getelementptr inbounds nuw i8, ptr %8, i64 80
  %112 = icmp eq i64 %110, -1
  %113 = select i1 %112, i64 0, i64 %110
  store i64 %113, ptr %111, align 8
  store i32 0, ptr %8, align 8, !tbaa !29
  %114 = getelementptr inbounds nuw i8, ptr %8, i64 88
  store i32 0, ptr %114, align 8, !tbaa !30
  %115 = getelementptr inbounds nuw i8, ptr %8, i64 92
  store i32 0, ptr %115, align 4, !tbaa !31
  %116 = getelementptr inbounds nuw i8, ptr %8, i64 72
  store i32 0, ptr %116, align 8, !tbaa !32
  %117 = getelementptr inbounds nuw i8, ptr %8, i64 68
  store i32 -1, ptr %117, align 4, !tbaa !33
  br label %120

118:                                              ; preds = %108, %106
  store i32 0, ptr %8, align 8, !tbaa !29
  %119 = getelementptr inbounds nuw i8, ptr %8, i64 104
  store i32 0, ptr %119, align 8, !tbaa !34
  br label %120

120:                                              ; preds = %109, %118
  %121 = getelementptr inbounds nuw i8, ptr %8, i64 76
  store i32 0, ptr %121, align 4, !tbaa !35
  %122 = getelementptr inbounds nuw i8, ptr %8, i64 112
  store i64 0, ptr %122, align 8, !tbaa !36
  store i32 0, ptr %13, align 8, !tbaa !18
  %123 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i64 0, ptr %123, align 8, !tbaa !37
  %124 = getelementptr inbounds nuw i8, ptr %8, i64 144
  store i32 0, ptr %124, align 8, !tbaa !38
  br label %125

125:                                              ; preds = %7, %3, %120, %102, %72, %65, %61, %59, %36
  %126 = phi ptr [ null, %65 ], [ null, %3 ], [ null, %36 ], [ null, %59 ], [ null, %61 ], [ null, %72 ], [ null, %102 ], [ %8, %120 ], [ null, %7 ]
  ret ptr %126
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzopen64(ptr noundef %0, ptr noundef readonly captures(address_is_null) %1) local_unnamed_addr #0 {
  %3 = tail call fastcc ptr @gz_open(ptr noundef %0, i32 noundef -1, ptr noundef %1)
  ret ptr %3
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @gzdopen(i32 noundef %0, ptr noundef readonly captures(address_is_null) %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, -1
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(19) ptr @malloc(i64 noundef 19) #13
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %4
  %8 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 19, ptr noundef nonnull @.str, i32 noundef %0) #14
  %9 = tail call fastcc ptr @gz_open(ptr noundef nonnull %5, i32 noundef %0, ptr noundef %1)
  tail call void @free(ptr noundef nonnull %5) #14
  br label %10

10:                                               ; preds = %2, %4, %7
  %11 = phi ptr [ %9, %7 ], [ null, %4 ], [ null, %2 ]
  ret ptr %11
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias noundef writeonly captures(none), i64 noundef, ptr noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 -1, 1) i32 @gzbuffer(ptr noundef captures(address_is_null) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %16, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !20
  switch i32 %6, label %16 [
    i32 7247, label %7
    i32 31153, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %9 = load i32, ptr %8, align 8, !tbaa !9
  %10 = icmp ne i32 %9, 0
  %11 = icmp slt i32 %1, 0
  %12 = or i1 %11, %10
  br i1 %12, label %16, label %13

13:                                               ; preds = %7
  %14 = tail call i32 @llvm.umax.i32(i32 %1, i32 8)
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store i32 %14, ptr %15, align 4, !tbaa !17
  br label %16

16:                                               ; preds = %7, %4, %2, %13
  %17 = phi i32 [ 0, %13 ], [ -1, %2 ], [ -1, %4 ], [ -1, %7 ]
  ret i32 %17
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 1) i32 @gzrewind(ptr noundef captures(address_is_null) %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %41, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %41

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %9 = load i32, ptr %8, align 8, !tbaa !18
  switch i32 %9, label %41 [
    i32 0, label %10
    i32 -5, label %10
  ]

10:                                               ; preds = %7, %7
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %12 = load i32, ptr %11, align 4, !tbaa !28
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %14 = load i64, ptr %13, align 8, !tbaa !39
  %15 = tail call i64 @lseek64(i32 noundef %12, i64 noundef %14, i32 noundef 0) #14
  %16 = icmp eq i64 %15, -1
  br i1 %16, label %41, label %17

17:                                               ; preds = %10
  store i32 0, ptr %0, align 8, !tbaa !29
  %18 = load i32, ptr %4, align 8, !tbaa !20
  %19 = icmp eq i32 %18, 7247
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i32 0, ptr %21, align 8, !tbaa !30
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 0, ptr %22, align 4, !tbaa !31
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 0, ptr %23, align 8, !tbaa !32
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 68
  store i32 -1, ptr %24, align 4, !tbaa !33
  br label %27

25:                                               ; preds = %17
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 104
  store i32 0, ptr %26, align 8, !tbaa !34
  br label %27

27:                                               ; preds = %25, %20
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i32 0, ptr %28, align 4, !tbaa !35
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 0, ptr %29, align 8, !tbaa !36
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %31 = load ptr, ptr %30, align 8, !tbaa !19
  %32 = icmp eq ptr %31, null
  br i1 %32, label %38, label %33

33:                                               ; preds = %27
  %34 = load i32, ptr %8, align 8, !tbaa !18
  %35 = icmp eq i32 %34, -4
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  tail call void @free(ptr noundef nonnull %31) #14
  br label %37

37:                                               ; preds = %36, %33
  store ptr null, ptr %30, align 8, !tbaa !19
  br label %38

38:                                               ; preds = %27, %37
  store i32 0, ptr %8, align 8, !tbaa !18
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store i64 0, ptr %39, align 8, !tbaa !37
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 144
  store i32 0, ptr %40, align 8, !tbaa !38
  br label %41

41:                                               ; preds = %10, %3, %7, %1, %38
  %42 = phi i32 [ 0, %38 ], [ -1, %1 ], [ -1, %3 ], [ -1, %7 ], [ -1, %10 ]
  ret i32 %42
}

; Function Attrs: nounwind
declare i64 @lseek64(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek64(ptr noundef captures(address_is_null) %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %104, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !20
  switch i32 %7, label %104 [
    i32 7247, label %8
    i32 31153, label %8
  ]

8:                                                ; preds = %5, %5
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !18
  switch i32 %10, label %104 [
    i32 0, label %11
    i32 -5, label %11
  ]

11:                                               ; preds = %8, %8
  %12 = icmp ugt i32 %2, 1
  br i1 %12, label %104, label %13

13:                                               ; preds = %11
  %14 = icmp eq i32 %2, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %13
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %17 = load i64, ptr %16, align 8, !tbaa !37
  %18 = sub nsw i64 %1, %17
  br label %30

19:                                               ; preds = %13
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %21 = load i32, ptr %20, align 4, !tbaa !31
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %19
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %25 = load i64, ptr %24, align 8, !tbaa !36
  br label %26

26:                                               ; preds = %19, %23
  %27 = phi i64 [ %25, %23 ], [ 0, %19 ]
  %28 = add nsw i64 %27, %1
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 0, ptr %29, align 8, !tbaa !36
  br label %30

30:                                               ; preds = %26, %15
  %31 = phi i64 [ %18, %15 ], [ %28, %26 ]
  %32 = icmp eq i32 %7, 7247
  br i1 %32, label %33, label %68

33:                                               ; preds = %30
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %35 = load i32, ptr %34, align 8, !tbaa !32
  %36 = icmp eq i32 %35, 1
  br i1 %36, label %37, label %66

37:                                               ; preds = %33
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %39 = load i64, ptr %38, align 8, !tbaa !37
  %40 = add nsw i64 %39, %31
  %41 = icmp sgt i64 %40, -1
  br i1 %41, label %42, label %66

42:                                               ; preds = %37
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %44 = load i32, ptr %43, align 4, !tbaa !28
  %45 = load i32, ptr %0, align 8, !tbaa !29
  %46 = zext i32 %45 to i64
  %47 = sub nsw i64 %31, %46
  %48 = tail call i64 @lseek64(i32 noundef %44, i64 noundef %47, i32 noundef 1) #14
  %49 = icmp eq i64 %48, -1
  br i1 %49, label %104, label %50

50:                                               ; preds = %42
  store i32 0, ptr %0, align 8, !tbaa !29
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i32 0, ptr %51, align 8, !tbaa !30
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 0, ptr %52, align 4, !tbaa !31
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 0, ptr %53, align 8, !tbaa !36
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %55 = load ptr, ptr %54, align 8, !tbaa !19
  %56 = icmp eq ptr %55, null
  br i1 %56, label %62, label %57

57:                                               ; preds = %50
  %58 = load i32, ptr %9, align 8, !tbaa !18
  %59 = icmp eq i32 %58, -4
  br i1 %59, label %61, label %60

60:                                               ; preds = %57
  tail call void @free(ptr noundef nonnull %55) #14
  br label %61

61:                                               ; preds = %60, %57
  store ptr null, ptr %54, align 8, !tbaa !19
  br label %62

62:                                               ; preds = %50, %61
  store i32 0, ptr %9, align 8, !tbaa !18
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 144
  store i32 0, ptr %63, align 8, !tbaa !38
  %64 = load i64, ptr %38, align 8, !tbaa !37
  %65 = add nsw i64 %64, %31
  store i64 %65, ptr %38, align 8, !tbaa !37
  br label %104

66:                                               ; preds = %37, %33
  %67 = icmp slt i64 %31, 0
  br i1 %67, label %70, label %85

68:                                               ; preds = %30
  %69 = icmp slt i64 %31, 0
  br i1 %69, label %104, label %81

70:                                               ; preds = %66
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %72 = load i64, ptr %71, align 8, !tbaa !37
  %73 = add nsw i64 %72, %31
  %74 = icmp slt i64 %73, 0
  br i1 %74, label %104, label %75

75:                                               ; preds = %70
  %76 = tail call i32 @gzrewind(ptr noundef nonnull %0)
  %77 = icmp eq i32 %76, -1
  br i1 %77, label %104, label %78

78:                                               ; preds = %75
  %79 = load i32, ptr %6, align 8, !tbaa !20
  %80 = icmp eq i32 %79, 7247
  br i1 %80, label %85, label %81

81:                                               ; preds = %68, %78
  %82 = phi i64 [ %73, %78 ], [ %31, %68 ]
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %84 = load i64, ptr %83, align 8, !tbaa !37
  br label %99

85:                                               ; preds = %66, %78
  %86 = phi i64 [ %73, %78 ], [ %31, %66 ]
  %87 = load i32, ptr %0, align 8, !tbaa !29
  %88 = zext i32 %87 to i64
  %89 = tail call i64 @llvm.umin.i64(i64 %86, i64 %88)
  %90 = trunc nuw i64 %89 to i32
  %91 = sub i32 %87, %90
  store i32 %91, ptr %0, align 8, !tbaa !29
  %92 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !40
  %94 = getelementptr inbounds nuw i8, ptr %93, i64 %89
  store ptr %94, ptr %92, align 8, !tbaa !40
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %96 = load i64, ptr %95, align 8, !tbaa !37
  %97 = add nsw i64 %96, %89
  store i64 %97, ptr %95, align 8, !tbaa !37
  %98 = sub nsw i64 %86, %89
  br label %99

99:                                               ; preds = %81, %85
  %100 = phi i64 [ %97, %85 ], [ %84, %81 ]
  %101 = phi i64 [ %98, %85 ], [ %82, %81 ]
  %102 = getelementptr inbounds nuw i8, ptr %0, i64 112
  store i64 %101, ptr %102, align 8, !tbaa !36
  %103 = add nsw i64 %100, %101
  br label %104

104:                                              ; preds = %68, %75, %70, %42, %11, %8, %5, %3, %99, %62
  %105 = phi i64 [ %103, %99 ], [ -1, %3 ], [ -1, %5 ], [ -1, %8 ], [ -1, %11 ], [ %65, %62 ], [ -1, %42 ], [ -1, %68 ], [ -1, %70 ], [ -1, %75 ]
  ret i64 %105
}

; Function Attrs: nounwind uwtable
define dso_local void @gz_error(ptr noundef captures(none) %0, i32 noundef %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %5 = load ptr, ptr %4, align 8, !tbaa !19
  %6 = icmp eq ptr %5, null
  br i1 %6, label %13, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %9 = load i32, ptr %8, align 8, !tbaa !18
  %10 = icmp eq i32 %9, -4
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  tail call void @free(ptr noundef nonnull %5) #14
  br label %12

12:                                               ; preds = %11, %7
  store ptr null, ptr %4, align 8, !tbaa !19
  br label %13

13:                                               ; preds = %12, %3
  switch i32 %1, label %14 [
    i32 -5, label %19
    i32 0, label %19
  ]

14:                                               ; preds = %13
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %16 = load i32, ptr %15, align 4, !tbaa !35
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %14
  store i32 0, ptr %0, align 8, !tbaa !29
  br label %19

19:                                               ; preds = %13, %13, %18, %14
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i32 %1, ptr %20, align 8, !tbaa !18
  %21 = icmp eq ptr %2, null
  %22 = icmp eq i32 %1, -4
  %23 = or i1 %22, %21
  br i1 %23, label %40, label %24

24:                                               ; preds = %19
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %26 = load ptr, ptr %25, align 8, !tbaa !27
  %27 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15
  %28 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15
  %29 = add i64 %27, 3
  %30 = add i64 %29, %28
  %31 = tail call noalias ptr @malloc(i64 noundef %30) #13
  store ptr %31, ptr %4, align 8, !tbaa !19
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %34

33:                                               ; preds = %24
  store i32 -4, ptr %20, align 8, !tbaa !18
  br label %40

34:                                               ; preds = %24
  %35 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %26) #15
  %36 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #15
  %37 = add i64 %35, 3
  %38 = add i64 %37, %36
  %39 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %31, i64 noundef %38, ptr noundef nonnull @.str.3, ptr noundef nonnull %26, ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #14
  br label %40

40:                                               ; preds = %19, %34, %33
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzseek(ptr noundef captures(address_is_null) %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 @gzseek64(ptr noundef %0, i64 noundef %1, i32 noundef %2)
  ret i64 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell64(ptr noundef readonly captures(address_is_null) %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !37
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !31
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !36
  br label %15

15:                                               ; preds = %6, %12
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ]
  %17 = add nsw i64 %16, %8
  br label %18

18:                                               ; preds = %3, %1, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ]
  ret i64 %19
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @gztell(ptr noundef readonly captures(address_is_null) %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %18, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %18 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !37
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %10 = load i32, ptr %9, align 4, !tbaa !31
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %6
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %14 = load i64, ptr %13, align 8, !tbaa !36
  br label %15

15:                                               ; preds = %12, %6
  %16 = phi i64 [ %14, %12 ], [ 0, %6 ]
  %17 = add nsw i64 %16, %8
  br label %18

18:                                               ; preds = %1, %3, %15
  %19 = phi i64 [ %17, %15 ], [ -1, %1 ], [ -1, %3 ]
  ret i64 %19
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset64(ptr noundef readonly captures(address_is_null) %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !28
  %9 = tail call i64 @lseek64(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14
  %10 = icmp eq i64 %9, -1
  br i1 %10, label %19, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !tbaa !20
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !38
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %11, %14, %6, %3, %1
  %20 = phi i64 [ -1, %6 ], [ -1, %1 ], [ -1, %3 ], [ %18, %14 ], [ %9, %11 ]
  ret i64 %20
}

; Function Attrs: nounwind uwtable
define dso_local i64 @gzoffset(ptr noundef readonly captures(address_is_null) %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %19, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %19 [
    i32 7247, label %6
    i32 31153, label %6
  ]

6:                                                ; preds = %3, %3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %8 = load i32, ptr %7, align 4, !tbaa !28
  %9 = tail call i64 @lseek64(i32 noundef %8, i64 noundef 0, i32 noundef 1) #14
  %10 = icmp eq i64 %9, -1
  br i1 %10, label %19, label %11

11:                                               ; preds = %6
  %12 = load i32, ptr %4, align 8, !tbaa !20
  %13 = icmp eq i32 %12, 7247
  br i1 %13, label %14, label %19

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %16 = load i32, ptr %15, align 8, !tbaa !38
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 %9, %17
  br label %19

19:                                               ; preds = %1, %3, %6, %11, %14
  %20 = phi i64 [ -1, %6 ], [ -1, %1 ], [ -1, %3 ], [ %18, %14 ], [ %9, %11 ]
  ret i64 %20
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @gzeof(ptr noundef readonly captures(address_is_null) %0) local_unnamed_addr #6 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %9 = load i32, ptr %8, align 4, !tbaa !31
  br label %10

10:                                               ; preds = %3, %7, %1
  %11 = phi i32 [ 0, %3 ], [ 0, %1 ], [ %9, %7 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @gzerror(ptr noundef readonly captures(address_is_null) %0, ptr noundef writeonly captures(address_is_null) %1) local_unnamed_addr #4 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %19, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !20
  switch i32 %6, label %19 [
    i32 7247, label %7
    i32 31153, label %7
  ]

7:                                                ; preds = %4, %4
  %8 = icmp eq ptr %1, null
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !18
  br i1 %8, label %12, label %11

11:                                               ; preds = %7
  store i32 %10, ptr %1, align 4, !tbaa !5
  br label %12

12:                                               ; preds = %7, %11
  %13 = icmp eq i32 %10, -4
  br i1 %13, label %19, label %14

14:                                               ; preds = %12
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %16 = load ptr, ptr %15, align 8, !tbaa !19
  %17 = icmp eq ptr %16, null
  %18 = select i1 %17, ptr @.str.2, ptr %16
  br label %19

19:                                               ; preds = %14, %12, %4, %2
  %20 = phi ptr [ null, %4 ], [ null, %2 ], [ @.str.1, %12 ], [ %18, %14 ]
  ret ptr %20
}

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) uwtable
define dso_local void @gzclearerr(ptr noundef captures(address_is_null) %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !20
  switch i32 %5, label %21 [
    i32 7247, label %6
    i32 31153, label %9
  ]

6:                                                ; preds = %3
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i32 0, ptr %7, align 8, !tbaa !30
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 0, ptr %8, align 4, !tbaa !31
  br label %9

9:                                                ; preds = %3, %6
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %11 = load ptr, ptr %10, align 8, !tbaa !19
  %12 = icmp eq ptr %11, null
  br i1 %12, label %19, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %15 = load i32, ptr %14, align 8, !tbaa !18
  %16 = icmp eq i32 %15, -4
  br i1 %16, label %18, label %17

17:                                               ; preds = %13
  tail call void @free(ptr noundef nonnull %11) #14
  br label %18

18:                                               ; preds = %17, %13
  store ptr null, ptr %10, align 8, !tbaa !19
  br label %19

19:                                               ; preds = %9, %18
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 120
  store i32 0, ptr %20, align 8, !tbaa !18
  br label %21

21:                                               ; preds = %3, %1, %19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr noundef captures(none)) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @gz_intmax() local_unnamed_addr #9 {
  ret i32 2147483647
}

; Function Attrs: nofree
declare noundef i32 @open(ptr noundef readonly captures(none), i32 noundef, ...) local_unnamed_addr #10

declare i32 @fcntl(i32 noundef, i32 noundef, ...) local_unnamed_addr #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #7 = { mustprogress nounwind willreturn memory(readwrite, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #10 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind allocsize(0) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

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
!9 = !{!10, !6, i64 40}
!10 = !{!"", !11, i64 0, !6, i64 24, !6, i64 28, !12, i64 32, !6, i64 40, !6, i64 44, !12, i64 48, !12, i64 56, !6, i64 64, !6, i64 68, !6, i64 72, !6, i64 76, !14, i64 80, !6, i64 88, !6, i64 92, !6, i64 96, !6, i64 100, !6, i64 104, !14, i64 112, !6, i64 120, !12, i64 128, !15, i64 136}
!11 = !{!"gzFile_s", !6, i64 0, !12, i64 8, !14, i64 16}
!12 = !{!"p1 omnipotent char", !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!"z_stream_s", !12, i64 0, !6, i64 8, !14, i64 16, !12, i64 24, !6, i64 32, !14, i64 40, !12, i64 48, !16, i64 56, !13, i64 64, !13, i64 72, !13, i64 80, !6, i64 88, !14, i64 96, !14, i64 104}
!16 = !{!"p1 _ZTS14internal_state", !13, i64 0}
!17 = !{!10, !6, i64 44}
!18 = !{!10, !6, i64 120}
!19 = !{!10, !12, i64 128}
!20 = !{!10, !6, i64 24}
!21 = !{!10, !6, i64 96}
!22 = !{!10, !6, i64 100}
!23 = !{!10, !6, i64 64}
!24 = !{!7, !7, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!10, !12, i64 32}
!28 = !{!10, !6, i64 28}
!29 = !{!10, !6, i64 0}
!30 = !{!10, !6, i64 88}
!31 = !{!10, !6, i64 92}
!32 = !{!10, !6, i64 72}
!33 = !{!10, !6, i64 68}
!34 = !{!10, !6, i64 104}
!35 = !{!10, !6, i64 76}
!36 = !{!10, !14, i64 112}
!37 = !{!10, !14, i64 16}
!38 = !{!10, !6, i64 144}
!39 = !{!10, !14, i64 80}
!40 = !{!10, !12, i64 8}
