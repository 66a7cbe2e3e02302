; ModuleID = 'zlib/gzread.bc'
source_filename = "gzread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"request does not fit in an int\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"request does not fit in a size_t\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"out of room to push characters\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"unexpected end of file\00", align 1
@.str.4 = private unnamed_addr constant [39 x i8] c"internal error: inflate stream corrupt\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"out of memory\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"compressed data error\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"state corrupt\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @gzread(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %34, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = load i32, ptr %6, align 8, !tbaa !9
  %8 = icmp eq i32 %7, 7247
  br i1 %8, label %9, label %34

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %11 = load i32, ptr %10, align 8, !tbaa !17
  switch i32 %11, label %12 [
    i32 0, label %16
    i32 -5, label %16
  ]

12:                                               ; preds = %9
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %14 = load i32, ptr %13, align 4, !tbaa !18
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %34, label %16

16:                                               ; preds = %9, %9, %12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %17 = icmp slt i32 %2, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str) #12
  br label %34

19:                                               ; preds = %16
  %20 = zext nneg i32 %2 to i64
  %21 = tail call fastcc i64 @gz_read(ptr noundef %0, ptr noundef %1, i64 noundef %20)
  %22 = trunc i64 %21 to i32
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %19
  %25 = load i32, ptr %10, align 8, !tbaa !17
  switch i32 %25, label %34 [
    i32 0, label %26
    i32 -5, label %26
  ]

26:                                               ; preds = %24, %24
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %28 = load i32, ptr %27, align 4, !tbaa !18
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %26
  %31 = tail call ptr @__errno_location() #13
  %32 = load i32, ptr %31, align 4, !tbaa !5
  %33 = tail call ptr @strerror(i32 noundef %32) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %33) #12
  br label %34

34:                                               ; preds = %19, %26, %24, %12, %5, %3, %30, %18
  %35 = phi i32 [ -1, %5 ], [ -1, %3 ], [ -1, %18 ], [ -1, %12 ], [ -1, %30 ], [ -1, %24 ], [ 0, %26 ], [ %22, %19 ]
  ret i32 %35
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare void @gz_error(ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc i64 @gz_read(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i64 %2, 0
  br i1 %4, label %154, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %43, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 88
  br label %14

14:                                               ; preds = %40, %9
  %15 = phi i64 [ %41, %40 ], [ %7, %9 ]
  %16 = load i32, ptr %0, align 8, !tbaa !20
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %29, label %18

18:                                               ; preds = %14
  %19 = zext i32 %16 to i64
  %20 = tail call i64 @llvm.smin.i64(i64 %15, i64 %19)
  %21 = trunc i64 %20 to i32
  %22 = sub i32 %16, %21
  store i32 %22, ptr %0, align 8, !tbaa !20
  %23 = load ptr, ptr %11, align 8, !tbaa !21
  %24 = and i64 %20, 4294967295
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 %24
  store ptr %25, ptr %11, align 8, !tbaa !21
  %26 = load i64, ptr %12, align 8, !tbaa !22
  %27 = add nsw i64 %26, %24
  store i64 %27, ptr %12, align 8, !tbaa !22
  %28 = sub nsw i64 %15, %24
  store i64 %28, ptr %6, align 8, !tbaa !19
  br label %40

29:                                               ; preds = %14
  %30 = load i32, ptr %13, align 8, !tbaa !23
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %29
  %33 = load i32, ptr %10, align 8, !tbaa !24
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %43, label %35

35:                                               ; preds = %32, %29
  %36 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0)
  %37 = icmp eq i32 %36, -1
  br i1 %37, label %154, label %38

38:                                               ; preds = %35
  %39 = load i64, ptr %6, align 8, !tbaa !19
  br label %40

40:                                               ; preds = %38, %18
  %41 = phi i64 [ %39, %38 ], [ %28, %18 ]
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %14, !llvm.loop !25

43:                                               ; preds = %40, %32, %5
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 16
  br label %55

55:                                               ; preds = %137, %43
  %56 = phi ptr [ %1, %43 ], [ %138, %137 ]
  %57 = phi i64 [ %2, %43 ], [ %139, %137 ]
  %58 = phi i64 [ 0, %43 ], [ %140, %137 ]
  %59 = tail call i64 @llvm.umin.i64(i64 %57, i64 4294967295)
  %60 = trunc nuw i64 %59 to i32
  %61 = load i32, ptr %0, align 8, !tbaa !20
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %74, label %63

63:                                               ; preds = %55
  %64 = tail call i32 @llvm.umin.i32(i32 %61, i32 %60)
  %65 = load ptr, ptr %45, align 8, !tbaa !21
  %66 = zext i32 %64 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %56, ptr align 1 %65, i64 %66, i1 false)
  %67 = load ptr, ptr %45, align 8, !tbaa !21
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 %66
  store ptr %68, ptr %45, align 8, !tbaa !21
  %69 = load i32, ptr %0, align 8, !tbaa !20
  %70 = sub i32 %69, %64
  store i32 %70, ptr %0, align 8, !tbaa !20
  %71 = load i32, ptr %46, align 8, !tbaa !17
  %72 = icmp ne i32 %71, 0
  %73 = sext i1 %72 to i32
  br label %128

74:                                               ; preds = %55
  %75 = load i32, ptr %47, align 8, !tbaa !23
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %80, label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %44, align 8, !tbaa !24
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %145, label %80

80:                                               ; preds = %77, %74
  %81 = load i32, ptr %48, align 8, !tbaa !27
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %87, label %83

83:                                               ; preds = %80
  %84 = load i32, ptr %49, align 8, !tbaa !28
  %85 = shl i32 %84, 1
  %86 = icmp ugt i32 %85, %60
  br i1 %86, label %87, label %94

87:                                               ; preds = %83, %80
  %88 = tail call fastcc i32 @gz_fetch(ptr noundef %0)
  %89 = icmp eq i32 %88, -1
  br i1 %89, label %90, label %137

90:                                               ; preds = %87
  %91 = load i32, ptr %0, align 8, !tbaa !20
  %92 = icmp eq i32 %91, 0
  %93 = sext i1 %92 to i32
  br label %137

94:                                               ; preds = %83
  %95 = icmp eq i32 %81, 1
  br i1 %95, label %96, label %125

96:                                               ; preds = %94
  store i32 0, ptr %52, align 4, !tbaa !18
  %97 = tail call ptr @__errno_location() #13
  store i32 0, ptr %97, align 4, !tbaa !5
  br label %98

98:                                               ; preds = %109, %96
  %99 = phi i32 [ 0, %96 ], [ %110, %109 ]
  %100 = sub i32 %60, %99
  %101 = tail call i32 @llvm.umin.i32(i32 %100, i32 1073741824)
  %102 = load i32, ptr %53, align 4, !tbaa !29
  %103 = zext i32 %99 to i64
  %104 = getelementptr inbounds nuw i8, ptr %56, i64 %103
  %105 = zext nneg i32 %101 to i64
  %106 = tail call i64 @read(i32 noundef %102, ptr noundef %104, i64 noundef %105) #12
  %107 = trunc i64 %106 to i32
  %108 = icmp slt i32 %107, 1
  br i1 %108, label %112, label %109

109:                                              ; preds = %98
  %110 = add i32 %99, %107
  %111 = icmp ult i32 %110, %60
  br i1 %111, label %98, label %128, !llvm.loop !30

112:                                              ; preds = %98
  %113 = icmp slt i32 %107, 0
  br i1 %113, label %114, label %124

114:                                              ; preds = %112
  %115 = load i32, ptr %97, align 4, !tbaa !5
  %116 = icmp eq i32 %115, 11
  br i1 %116, label %117, label %121

117:                                              ; preds = %114
  store i32 1, ptr %52, align 4, !tbaa !18
  %118 = icmp eq i32 %99, 0
  br i1 %118, label %119, label %128

119:                                              ; preds = %117
  %120 = load i32, ptr %97, align 4, !tbaa !5
  br label %121

121:                                              ; preds = %119, %114
  %122 = phi i32 [ %120, %119 ], [ %115, %114 ]
  %123 = tail call ptr @strerror(i32 noundef %122) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %123) #12
  br label %128

124:                                              ; preds = %112
  store i32 1, ptr %47, align 8, !tbaa !23
  br label %128

125:                                              ; preds = %94
  store i32 %60, ptr %50, align 8, !tbaa !31
  store ptr %56, ptr %51, align 8, !tbaa !32
  %126 = tail call fastcc i32 @gz_decomp(ptr noundef %0)
  %127 = load i32, ptr %0, align 8, !tbaa !20
  store i32 0, ptr %0, align 8, !tbaa !20
  br label %128

128:                                              ; preds = %109, %124, %121, %117, %63, %125
  %129 = phi i32 [ %64, %63 ], [ %127, %125 ], [ %99, %121 ], [ %99, %117 ], [ %99, %124 ], [ %110, %109 ]
  %130 = phi i32 [ %73, %63 ], [ %126, %125 ], [ -1, %121 ], [ 0, %117 ], [ 0, %124 ], [ 0, %109 ]
  %131 = zext i32 %129 to i64
  %132 = sub i64 %57, %131
  %133 = getelementptr inbounds nuw i8, ptr %56, i64 %131
  %134 = add i64 %58, %131
  %135 = load i64, ptr %54, align 8, !tbaa !22
  %136 = add nsw i64 %135, %131
  store i64 %136, ptr %54, align 8, !tbaa !22
  br label %137

137:                                              ; preds = %90, %87, %128
  %138 = phi ptr [ %133, %128 ], [ %56, %87 ], [ %56, %90 ]
  %139 = phi i64 [ %132, %128 ], [ %57, %87 ], [ %57, %90 ]
  %140 = phi i64 [ %134, %128 ], [ %58, %87 ], [ %58, %90 ]
  %141 = phi i32 [ %130, %128 ], [ 0, %87 ], [ %93, %90 ]
  %142 = icmp ne i64 %139, 0
  %143 = icmp eq i32 %141, 0
  %144 = select i1 %142, i1 %143, i1 false
  br i1 %144, label %55, label %145, !llvm.loop !33

145:                                              ; preds = %77, %137
  %146 = phi i64 [ %139, %137 ], [ %57, %77 ]
  %147 = phi i64 [ %140, %137 ], [ %58, %77 ]
  %148 = icmp eq i64 %146, 0
  br i1 %148, label %154, label %149

149:                                              ; preds = %145
  %150 = load i32, ptr %47, align 8, !tbaa !23
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %154, label %152

152:                                              ; preds = %149
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 1, ptr %153, align 4, !tbaa !34
  br label %154

154:                                              ; preds = %35, %145, %149, %152, %3
  %155 = phi i64 [ %147, %145 ], [ 0, %3 ], [ %147, %152 ], [ %147, %149 ], [ 0, %35 ]
  ret i64 %155
}

; Function Attrs: nounwind
declare ptr @strerror(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @gzfread(ptr noundef %0, i64 noundef %1, i64 noundef %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp eq ptr %3, null
  br i1 %5, label %29, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %8 = load i32, ptr %7, align 8, !tbaa !9
  %9 = icmp eq i32 %8, 7247
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %12 = load i32, ptr %11, align 8, !tbaa !17
  switch i32 %12, label %13 [
    i32 0, label %17
    i32 -5, label %17
  ]

13:                                               ; preds = %10
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 76
  %15 = load i32, ptr %14, align 4, !tbaa !18
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %10, %10, %13
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef 0, ptr noundef null) #12
  %18 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %1, i64 %2)
  %19 = extractvalue { i64, i1 } %18, 0
  %20 = icmp eq i64 %1, 0
  br i1 %20, label %24, label %21

21:                                               ; preds = %17
  %22 = extractvalue { i64, i1 } %18, 1
  br i1 %22, label %23, label %24

23:                                               ; preds = %21
  tail call void @gz_error(ptr noundef nonnull %3, i32 noundef -2, ptr noundef nonnull @.str.1) #12
  br label %29

24:                                               ; preds = %21, %17
  %25 = icmp eq i64 %19, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %24
  %27 = tail call fastcc i64 @gz_read(ptr noundef %3, ptr noundef %0, i64 noundef %19)
  %28 = udiv i64 %27, %1
  br label %29

29:                                               ; preds = %26, %24, %13, %6, %4, %23
  %30 = phi i64 [ 0, %6 ], [ 0, %4 ], [ 0, %23 ], [ 0, %13 ], [ %28, %26 ], [ 0, %24 ]
  ret i64 %30
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca [1 x i8], align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #12
  %3 = icmp eq ptr %0, null
  br i1 %3, label %34, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i32 %6, 7247
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !17
  switch i32 %10, label %11 [
    i32 0, label %15
    i32 -5, label %15
  ]

11:                                               ; preds = %8
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %13 = load i32, ptr %12, align 4, !tbaa !18
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %34, label %15

15:                                               ; preds = %8, %8, %11
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %16 = load i32, ptr %0, align 8, !tbaa !20
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = add i32 %16, -1
  store i32 %19, ptr %0, align 8, !tbaa !20
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !22
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %20, align 8, !tbaa !22
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !21
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 1
  store ptr %25, ptr %23, align 8, !tbaa !21
  %26 = load i8, ptr %24, align 1, !tbaa !35
  %27 = zext i8 %26 to i32
  br label %34

28:                                               ; preds = %15
  %29 = call fastcc i64 @gz_read(ptr noundef %0, ptr noundef nonnull %2, i64 noundef 1)
  %30 = icmp eq i64 %29, 0
  %31 = load i8, ptr %2, align 1
  %32 = zext i8 %31 to i32
  %33 = select i1 %30, i32 -1, i32 %32
  br label %34

34:                                               ; preds = %11, %4, %1, %28, %18
  %35 = phi i32 [ -1, %4 ], [ -1, %1 ], [ %27, %18 ], [ %33, %28 ], [ -1, %11 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #12
  ret i32 %35
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, 256) i32 @gzgetc_(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca [1 x i8], align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #12
  %3 = icmp eq ptr %0, null
  br i1 %3, label %34, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i32 %6, 7247
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %10 = load i32, ptr %9, align 8, !tbaa !17
  switch i32 %10, label %11 [
    i32 0, label %15
    i32 -5, label %15
  ]

11:                                               ; preds = %8
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %13 = load i32, ptr %12, align 4, !tbaa !18
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %34, label %15

15:                                               ; preds = %11, %8, %8
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %16 = load i32, ptr %0, align 8, !tbaa !20
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %28, label %18

18:                                               ; preds = %15
  %19 = add i32 %16, -1
  store i32 %19, ptr %0, align 8, !tbaa !20
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %21 = load i64, ptr %20, align 8, !tbaa !22
  %22 = add nsw i64 %21, 1
  store i64 %22, ptr %20, align 8, !tbaa !22
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !21
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 1
  store ptr %25, ptr %23, align 8, !tbaa !21
  %26 = load i8, ptr %24, align 1, !tbaa !35
  %27 = zext i8 %26 to i32
  br label %34

28:                                               ; preds = %15
  %29 = call fastcc i64 @gz_read(ptr noundef %0, ptr noundef nonnull %2, i64 noundef 1)
  %30 = icmp eq i64 %29, 0
  %31 = load i8, ptr %2, align 1
  %32 = zext i8 %31 to i32
  %33 = select i1 %30, i32 -1, i32 %32
  br label %34

34:                                               ; preds = %1, %4, %11, %18, %28
  %35 = phi i32 [ -1, %4 ], [ -1, %1 ], [ %27, %18 ], [ %33, %28 ], [ -1, %11 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #12
  ret i32 %35
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -1, -2147483648) i32 @gzungetc(i32 noundef %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %122, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 8, !tbaa !9
  %7 = icmp eq i32 %6, 7247
  br i1 %7, label %8, label %122

8:                                                ; preds = %4
  %9 = getelementptr inbounds nuw i8, ptr %1, i64 72
  %10 = load i32, ptr %9, align 8, !tbaa !27
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %8
  %13 = load i32, ptr %1, align 8, !tbaa !20
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %12
  %16 = tail call fastcc i32 @gz_look(ptr noundef %1)
  br label %17

17:                                               ; preds = %15, %12, %8
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 120
  %19 = load i32, ptr %18, align 8, !tbaa !17
  switch i32 %19, label %20 [
    i32 0, label %24
    i32 -5, label %24
  ]

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %1, i64 76
  %22 = load i32, ptr %21, align 4, !tbaa !18
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %122, label %24

24:                                               ; preds = %17, %17, %20
  tail call void @gz_error(ptr noundef nonnull %1, i32 noundef 0, ptr noundef null) #12
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 112
  %26 = load i64, ptr %25, align 8, !tbaa !19
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %64, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds nuw i8, ptr %1, i64 144
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 88
  br label %33

33:                                               ; preds = %59, %28
  %34 = phi i64 [ %60, %59 ], [ %26, %28 ]
  %35 = load i32, ptr %1, align 8, !tbaa !20
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %48, label %37

37:                                               ; preds = %33
  %38 = zext i32 %35 to i64
  %39 = tail call i64 @llvm.smin.i64(i64 %34, i64 %38)
  %40 = trunc i64 %39 to i32
  %41 = sub i32 %35, %40
  store i32 %41, ptr %1, align 8, !tbaa !20
  %42 = load ptr, ptr %30, align 8, !tbaa !21
  %43 = and i64 %39, 4294967295
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 %43
  store ptr %44, ptr %30, align 8, !tbaa !21
  %45 = load i64, ptr %31, align 8, !tbaa !22
  %46 = add nsw i64 %45, %43
  store i64 %46, ptr %31, align 8, !tbaa !22
  %47 = sub nsw i64 %34, %43
  store i64 %47, ptr %25, align 8, !tbaa !19
  br label %59

48:                                               ; preds = %33
  %49 = load i32, ptr %32, align 8, !tbaa !23
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %54, label %51

51:                                               ; preds = %48
  %52 = load i32, ptr %29, align 8, !tbaa !24
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %62, label %54

54:                                               ; preds = %51, %48
  %55 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %1)
  %56 = icmp eq i32 %55, -1
  br i1 %56, label %122, label %57

57:                                               ; preds = %54
  %58 = load i64, ptr %25, align 8, !tbaa !19
  br label %59

59:                                               ; preds = %57, %37
  %60 = phi i64 [ %58, %57 ], [ %47, %37 ]
  %61 = icmp eq i64 %60, 0
  br i1 %61, label %62, label %33, !llvm.loop !25

62:                                               ; preds = %51, %59
  %63 = icmp slt i32 %0, 0
  br i1 %63, label %122, label %66

64:                                               ; preds = %24
  %65 = icmp slt i32 %0, 0
  br i1 %65, label %122, label %66

66:                                               ; preds = %62, %64
  %67 = load i32, ptr %1, align 8, !tbaa !20
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %84

69:                                               ; preds = %66
  store i32 1, ptr %1, align 8, !tbaa !20
  %70 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %71 = load ptr, ptr %70, align 8, !tbaa !36
  %72 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %73 = load i32, ptr %72, align 8, !tbaa !28
  %74 = shl i32 %73, 1
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds nuw i8, ptr %71, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 -1
  %78 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store ptr %77, ptr %78, align 8, !tbaa !21
  %79 = trunc i32 %0 to i8
  store i8 %79, ptr %77, align 1, !tbaa !35
  %80 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %81 = load i64, ptr %80, align 8, !tbaa !22
  %82 = add nsw i64 %81, -1
  store i64 %82, ptr %80, align 8, !tbaa !22
  %83 = getelementptr inbounds nuw i8, ptr %1, i64 92
  store i32 0, ptr %83, align 4, !tbaa !34
  br label %122

84:                                               ; preds = %66
  %85 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %86 = load i32, ptr %85, align 8, !tbaa !28
  %87 = shl i32 %86, 1
  %88 = icmp eq i32 %67, %87
  br i1 %88, label %89, label %90

89:                                               ; preds = %84
  tail call void @gz_error(ptr noundef nonnull %1, i32 noundef -3, ptr noundef nonnull @.str.2) #12
  br label %122

90:                                               ; preds = %84
  %91 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %92 = load ptr, ptr %91, align 8, !tbaa !21
  %93 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %94 = load ptr, ptr %93, align 8, !tbaa !36
  %95 = icmp eq ptr %92, %94
  br i1 %95, label %96, label %112

96:                                               ; preds = %90
  %97 = zext i32 %67 to i64
  %98 = getelementptr inbounds nuw i8, ptr %94, i64 %97
  %99 = zext i32 %87 to i64
  %100 = getelementptr inbounds nuw i8, ptr %94, i64 %99
  %101 = icmp ugt ptr %98, %92
  br i1 %101, label %102, label %112

102:                                              ; preds = %96, %102
  %103 = phi ptr [ %107, %102 ], [ %100, %96 ]
  %104 = phi ptr [ %105, %102 ], [ %98, %96 ]
  %105 = getelementptr inbounds i8, ptr %104, i64 -1
  %106 = load i8, ptr %105, align 1, !tbaa !35
  %107 = getelementptr inbounds i8, ptr %103, i64 -1
  store i8 %106, ptr %107, align 1, !tbaa !35
  %108 = load ptr, ptr %93, align 8, !tbaa !36
  %109 = icmp ugt ptr %105, %108
  br i1 %109, label %102, label %110, !llvm.loop !37

110:                                              ; preds = %102
  %111 = load i32, ptr %1, align 8, !tbaa !20
  br label %112

112:                                              ; preds = %96, %110, %90
  %113 = phi ptr [ %92, %90 ], [ %100, %96 ], [ %107, %110 ]
  %114 = phi i32 [ %67, %90 ], [ %67, %96 ], [ %111, %110 ]
  %115 = add i32 %114, 1
  store i32 %115, ptr %1, align 8, !tbaa !20
  %116 = getelementptr inbounds i8, ptr %113, i64 -1
  store ptr %116, ptr %91, align 8, !tbaa !21
  %117 = trunc i32 %0 to i8
  store i8 %117, ptr %116, align 1, !tbaa !35
  %118 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %119 = load i64, ptr %118, align 8, !tbaa !22
  %120 = add nsw i64 %119, -1
  store i64 %120, ptr %118, align 8, !tbaa !22
  %121 = getelementptr inbounds nuw i8, ptr %1, i64 92
  store i32 0, ptr %121, align 4, !tbaa !34
  br label %122

122:                                              ; preds = %54, %64, %62, %20, %4, %2, %112, %89, %69
  %123 = phi i32 [ -1, %4 ], [ -1, %2 ], [ -1, %20 ], [ -1, %62 ], [ %0, %69 ], [ -1, %89 ], [ %0, %112 ], [ -1, %64 ], [ -1, %54 ]
  ret i32 %123
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_look(ptr noundef nonnull %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %4 = load i32, ptr %3, align 8, !tbaa !28
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %28

6:                                                ; preds = %1
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %8 = load i32, ptr %7, align 4, !tbaa !38
  %9 = zext i32 %8 to i64
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #14
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %10, ptr %11, align 8, !tbaa !39
  %12 = shl i32 %8, 1
  %13 = zext i32 %12 to i64
  %14 = tail call noalias ptr @malloc(i64 noundef %13) #14
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr %14, ptr %15, align 8, !tbaa !36
  %16 = icmp eq ptr %10, null
  %17 = icmp eq ptr %14, null
  %18 = or i1 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %6
  tail call void @free(ptr noundef %14) #12
  tail call void @free(ptr noundef %10) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %84

20:                                               ; preds = %6
  store i32 %8, ptr %3, align 8, !tbaa !28
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 144
  store i32 0, ptr %22, align 8, !tbaa !24
  store ptr null, ptr %2, align 8, !tbaa !40
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %21, i8 0, i64 24, i1 false)
  %23 = tail call i32 @inflateInit2_(ptr noundef nonnull %2, i32 noundef 31, ptr noundef nonnull @.str.7, i32 noundef 112) #12
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = load ptr, ptr %15, align 8, !tbaa !36
  tail call void @free(ptr noundef %26) #12
  %27 = load ptr, ptr %11, align 8, !tbaa !39
  tail call void @free(ptr noundef %27) #12
  store i32 0, ptr %3, align 8, !tbaa !28
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %84

28:                                               ; preds = %20, %1
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %30 = load i32, ptr %29, align 8, !tbaa !41
  %31 = icmp eq i32 %30, -1
  br i1 %31, label %36, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %34 = load i32, ptr %33, align 4, !tbaa !42
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %32, %28
  %37 = tail call i32 @inflateReset(ptr noundef nonnull %2) #12
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 2, ptr %38, align 8, !tbaa !27
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %40 = load i32, ptr %39, align 4, !tbaa !42
  %41 = icmp ne i32 %40, -1
  %42 = zext i1 %41 to i32
  store i32 %42, ptr %39, align 4, !tbaa !42
  store i32 0, ptr %29, align 8, !tbaa !41
  br label %84

43:                                               ; preds = %32
  %44 = tail call fastcc i32 @gz_avail(ptr noundef %0)
  %45 = icmp eq i32 %44, -1
  br i1 %45, label %84, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %48 = load i32, ptr %47, align 8, !tbaa !43
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %84, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %52 = load i32, ptr %51, align 4, !tbaa !18
  %53 = icmp ne i32 %52, 0
  %54 = icmp ult i32 %48, 4
  %55 = and i1 %54, %53
  br i1 %55, label %84, label %56

56:                                               ; preds = %50
  %57 = icmp ugt i32 %48, 3
  %58 = load ptr, ptr %2, align 8, !tbaa !44
  br i1 %57, label %59, label %77

59:                                               ; preds = %56
  %60 = load i8, ptr %58, align 1, !tbaa !35
  %61 = icmp eq i8 %60, 31
  br i1 %61, label %62, label %77

62:                                               ; preds = %59
  %63 = getelementptr inbounds nuw i8, ptr %58, i64 1
  %64 = load i8, ptr %63, align 1, !tbaa !35
  %65 = icmp eq i8 %64, -117
  br i1 %65, label %66, label %77

66:                                               ; preds = %62
  %67 = getelementptr inbounds nuw i8, ptr %58, i64 2
  %68 = load i8, ptr %67, align 1, !tbaa !35
  %69 = icmp eq i8 %68, 8
  br i1 %69, label %70, label %77

70:                                               ; preds = %66
  %71 = getelementptr inbounds nuw i8, ptr %58, i64 3
  %72 = load i8, ptr %71, align 1, !tbaa !35
  %73 = icmp ult i8 %72, 32
  br i1 %73, label %74, label %77

74:                                               ; preds = %70
  %75 = tail call i32 @inflateReset(ptr noundef nonnull %2) #12
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 2, ptr %76, align 8, !tbaa !27
  store i32 1, ptr %33, align 4, !tbaa !42
  store i32 0, ptr %29, align 8, !tbaa !41
  br label %84

77:                                               ; preds = %70, %66, %62, %59, %56
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %79 = load ptr, ptr %78, align 8, !tbaa !36
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store ptr %79, ptr %80, align 8, !tbaa !21
  %81 = zext i32 %48 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %58, i64 %81, i1 false)
  %82 = load i32, ptr %47, align 8, !tbaa !43
  store i32 %82, ptr %0, align 8, !tbaa !20
  store i32 0, ptr %47, align 8, !tbaa !43
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 1, ptr %83, align 8, !tbaa !27
  br label %84

84:                                               ; preds = %46, %50, %43, %77, %74, %36, %25, %19
  %85 = phi i32 [ -1, %19 ], [ -1, %25 ], [ 0, %36 ], [ 0, %77 ], [ -1, %43 ], [ 0, %74 ], [ 0, %50 ], [ 0, %46 ]
  ret i32 %85
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @gzgets(ptr noundef %0, ptr noundef writeonly captures(address, ret: address, provenance) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  %5 = icmp eq ptr %1, null
  %6 = or i1 %4, %5
  %7 = icmp slt i32 %2, 1
  %8 = or i1 %6, %7
  br i1 %8, label %106, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %11 = load i32, ptr %10, align 8, !tbaa !9
  %12 = icmp eq i32 %11, 7247
  br i1 %12, label %13, label %106

13:                                               ; preds = %9
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %15 = load i32, ptr %14, align 8, !tbaa !17
  switch i32 %15, label %16 [
    i32 0, label %20
    i32 -5, label %20
  ]

16:                                               ; preds = %13
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %18 = load i32, ptr %17, align 4, !tbaa !18
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %106, label %20

20:                                               ; preds = %13, %13, %16
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %22 = load i64, ptr %21, align 8, !tbaa !19
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %58, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 88
  br label %29

29:                                               ; preds = %55, %24
  %30 = phi i64 [ %56, %55 ], [ %22, %24 ]
  %31 = load i32, ptr %0, align 8, !tbaa !20
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %44, label %33

33:                                               ; preds = %29
  %34 = zext i32 %31 to i64
  %35 = tail call i64 @llvm.smin.i64(i64 %30, i64 %34)
  %36 = trunc i64 %35 to i32
  %37 = sub i32 %31, %36
  store i32 %37, ptr %0, align 8, !tbaa !20
  %38 = load ptr, ptr %26, align 8, !tbaa !21
  %39 = and i64 %35, 4294967295
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 %39
  store ptr %40, ptr %26, align 8, !tbaa !21
  %41 = load i64, ptr %27, align 8, !tbaa !22
  %42 = add nsw i64 %41, %39
  store i64 %42, ptr %27, align 8, !tbaa !22
  %43 = sub nsw i64 %30, %39
  store i64 %43, ptr %21, align 8, !tbaa !19
  br label %55

44:                                               ; preds = %29
  %45 = load i32, ptr %28, align 8, !tbaa !23
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %44
  %48 = load i32, ptr %25, align 8, !tbaa !24
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %58, label %50

50:                                               ; preds = %47, %44
  %51 = tail call fastcc i32 @gz_fetch(ptr noundef nonnull %0)
  %52 = icmp eq i32 %51, -1
  br i1 %52, label %106, label %53

53:                                               ; preds = %50
  %54 = load i64, ptr %21, align 8, !tbaa !19
  br label %55

55:                                               ; preds = %53, %33
  %56 = phi i64 [ %54, %53 ], [ %43, %33 ]
  %57 = icmp eq i64 %56, 0
  br i1 %57, label %58, label %29, !llvm.loop !25

58:                                               ; preds = %55, %47, %20
  %59 = add nsw i32 %2, -1
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %106, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %64 = load i32, ptr %0, align 8, !tbaa !20
  br label %65

65:                                               ; preds = %61, %78
  %66 = phi i32 [ %93, %78 ], [ %64, %61 ]
  %67 = phi i32 [ %98, %78 ], [ %59, %61 ]
  %68 = phi ptr [ %99, %78 ], [ %1, %61 ]
  %69 = icmp eq i32 %66, 0
  br i1 %69, label %70, label %78

70:                                               ; preds = %65
  %71 = tail call fastcc i32 @gz_fetch(ptr noundef %0)
  %72 = icmp eq i32 %71, -1
  br i1 %72, label %102, label %73

73:                                               ; preds = %70
  %74 = load i32, ptr %0, align 8, !tbaa !20
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %78

76:                                               ; preds = %73
  %77 = getelementptr inbounds nuw i8, ptr %0, i64 92
  store i32 1, ptr %77, align 4, !tbaa !34
  br label %102

78:                                               ; preds = %65, %73
  %79 = phi i32 [ %74, %73 ], [ %66, %65 ]
  %80 = tail call i32 @llvm.umin.i32(i32 %79, i32 %67)
  %81 = load ptr, ptr %62, align 8, !tbaa !21
  %82 = zext i32 %80 to i64
  %83 = tail call ptr @memchr(ptr noundef %81, i32 noundef 10, i64 noundef %82) #15
  %84 = icmp eq ptr %83, null
  %85 = ptrtoint ptr %83 to i64
  %86 = ptrtoint ptr %81 to i64
  %87 = sub i64 %85, %86
  %88 = trunc i64 %87 to i32
  %89 = add i32 %88, 1
  %90 = select i1 %84, i32 %80, i32 %89
  %91 = zext i32 %90 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %68, ptr align 1 %81, i64 %91, i1 false)
  %92 = load i32, ptr %0, align 8, !tbaa !20
  %93 = sub i32 %92, %90
  store i32 %93, ptr %0, align 8, !tbaa !20
  %94 = load ptr, ptr %62, align 8, !tbaa !21
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 %91
  store ptr %95, ptr %62, align 8, !tbaa !21
  %96 = load i64, ptr %63, align 8, !tbaa !22
  %97 = add nsw i64 %96, %91
  store i64 %97, ptr %63, align 8, !tbaa !22
  %98 = sub i32 %67, %90
  %99 = getelementptr inbounds nuw i8, ptr %68, i64 %91
  %100 = icmp ne i32 %98, 0
  %101 = and i1 %84, %100
  br i1 %101, label %65, label %102, !llvm.loop !45

102:                                              ; preds = %78, %70, %76
  %103 = phi ptr [ %68, %76 ], [ %99, %78 ], [ %68, %70 ]
  %104 = icmp eq ptr %103, %1
  br i1 %104, label %106, label %105

105:                                              ; preds = %102
  store i8 0, ptr %103, align 1, !tbaa !35
  br label %106

106:                                              ; preds = %50, %58, %102, %16, %9, %3, %105
  %107 = phi ptr [ null, %9 ], [ null, %3 ], [ null, %16 ], [ null, %102 ], [ %1, %105 ], [ null, %58 ], [ null, %50 ]
  ret ptr %107
}

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_fetch(ptr noundef nonnull %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 144
  br label %9

9:                                                ; preds = %72, %1
  %10 = load i32, ptr %2, align 8, !tbaa !27
  switch i32 %10, label %62 [
    i32 0, label %11
    i32 1, label %17
    i32 2, label %56
  ]

11:                                               ; preds = %9
  %12 = tail call fastcc i32 @gz_look(ptr noundef %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %73, label %14

14:                                               ; preds = %11
  %15 = load i32, ptr %2, align 8, !tbaa !27
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %73, label %63

17:                                               ; preds = %9
  %18 = load ptr, ptr %5, align 8, !tbaa !36
  %19 = load i32, ptr %3, align 8, !tbaa !28
  %20 = shl i32 %19, 1
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i32 0, ptr %21, align 4, !tbaa !18
  %22 = tail call ptr @__errno_location() #13
  store i32 0, ptr %22, align 4, !tbaa !5
  store i32 0, ptr %0, align 8, !tbaa !5
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 28
  br label %24

24:                                               ; preds = %35, %17
  %25 = phi i32 [ %37, %35 ], [ 0, %17 ]
  %26 = sub i32 %20, %25
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 1073741824)
  %28 = load i32, ptr %23, align 4, !tbaa !29
  %29 = zext i32 %25 to i64
  %30 = getelementptr inbounds nuw i8, ptr %18, i64 %29
  %31 = zext nneg i32 %27 to i64
  %32 = tail call i64 @read(i32 noundef %28, ptr noundef %30, i64 noundef %31) #12
  %33 = trunc i64 %32 to i32
  %34 = icmp slt i32 %33, 1
  br i1 %34, label %39, label %35

35:                                               ; preds = %24
  %36 = load i32, ptr %0, align 4, !tbaa !5
  %37 = add i32 %36, %33
  store i32 %37, ptr %0, align 4, !tbaa !5
  %38 = icmp ult i32 %37, %20
  br i1 %38, label %24, label %53, !llvm.loop !30

39:                                               ; preds = %24
  %40 = icmp slt i32 %33, 0
  br i1 %40, label %41, label %49

41:                                               ; preds = %39
  %42 = load i32, ptr %22, align 4, !tbaa !5
  %43 = icmp eq i32 %42, 11
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  store i32 1, ptr %21, align 4, !tbaa !18
  %45 = load i32, ptr %0, align 4, !tbaa !5
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %53

47:                                               ; preds = %44
  %48 = load i32, ptr %22, align 4, !tbaa !5
  br label %50

49:                                               ; preds = %39
  store i32 1, ptr %7, align 8, !tbaa !23
  br label %53

50:                                               ; preds = %41, %47
  %51 = phi i32 [ %48, %47 ], [ %42, %41 ]
  %52 = tail call ptr @strerror(i32 noundef %51) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %52) #12
  br label %73

53:                                               ; preds = %35, %44, %49
  %54 = load ptr, ptr %5, align 8, !tbaa !36
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store ptr %54, ptr %55, align 8, !tbaa !21
  br label %73

56:                                               ; preds = %9
  %57 = load i32, ptr %3, align 8, !tbaa !28
  %58 = shl i32 %57, 1
  store i32 %58, ptr %4, align 8, !tbaa !46
  %59 = load ptr, ptr %5, align 8, !tbaa !36
  store ptr %59, ptr %6, align 8, !tbaa !47
  %60 = tail call fastcc i32 @gz_decomp(ptr noundef %0)
  %61 = icmp eq i32 %60, -1
  br i1 %61, label %73, label %63

62:                                               ; preds = %9
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.8) #12
  br label %73

63:                                               ; preds = %14, %56
  %64 = load i32, ptr %0, align 8, !tbaa !20
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %73

66:                                               ; preds = %63
  %67 = load i32, ptr %7, align 8, !tbaa !23
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %72, label %69

69:                                               ; preds = %66
  %70 = load i32, ptr %8, align 8, !tbaa !43
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %73, label %72

72:                                               ; preds = %69, %66
  br label %9, !llvm.loop !48

73:                                               ; preds = %69, %63, %56, %14, %11, %50, %62, %53
  %74 = phi i32 [ -1, %62 ], [ -1, %50 ], [ 0, %53 ], [ 0, %69 ], [ 0, %63 ], [ 0, %14 ], [ -1, %56 ], [ -1, %11 ]
  ret i32 %74
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @gzdirect(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %21, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !9
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %16

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %9 = load i32, ptr %8, align 8, !tbaa !27
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %16

11:                                               ; preds = %7
  %12 = load i32, ptr %0, align 8, !tbaa !20
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = tail call fastcc i32 @gz_look(ptr noundef %0)
  br label %16

16:                                               ; preds = %14, %11, %7, %3
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %18 = load i32, ptr %17, align 8, !tbaa !41
  %19 = icmp eq i32 %18, 1
  %20 = zext i1 %19 to i32
  br label %21

21:                                               ; preds = %1, %16
  %22 = phi i32 [ %20, %16 ], [ 0, %1 ]
  ret i32 %22
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -5, 1) i32 @gzclose_r(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !9
  %6 = icmp eq i32 %5, 7247
  br i1 %6, label %7, label %30

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %9 = load i32, ptr %8, align 8, !tbaa !28
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %13 = tail call i32 @inflateEnd(ptr noundef nonnull %12) #12
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !36
  tail call void @free(ptr noundef %15) #12
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %17 = load ptr, ptr %16, align 8, !tbaa !39
  tail call void @free(ptr noundef %17) #12
  br label %18

18:                                               ; preds = %11, %7
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = icmp eq i32 %20, -5
  %22 = select i1 %21, i32 -5, i32 0
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef 0, ptr noundef null) #12
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %24 = load ptr, ptr %23, align 8, !tbaa !49
  tail call void @free(ptr noundef %24) #12
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %26 = load i32, ptr %25, align 4, !tbaa !29
  %27 = tail call i32 @close(i32 noundef %26) #12
  tail call void @free(ptr noundef nonnull %0) #12
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 %22, i32 -1
  br label %30

30:                                               ; preds = %3, %1, %18
  %31 = phi i32 [ %29, %18 ], [ -2, %1 ], [ -2, %3 ]
  ret i32 %31
}

declare i32 @inflateEnd(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr #7

declare i32 @close(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_decomp(ptr noundef nonnull %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %4 = load i32, ptr %3, align 8, !tbaa !46
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 68
  br label %7

7:                                                ; preds = %44, %1
  %8 = phi i32 [ 0, %1 ], [ %26, %44 ]
  %9 = load i32, ptr %5, align 8, !tbaa !43
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = tail call fastcc i32 @gz_avail(ptr noundef %0)
  %13 = icmp eq i32 %12, -1
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %16 = load i32, ptr %15, align 8, !tbaa !17
  br label %48

17:                                               ; preds = %11
  %18 = load i32, ptr %5, align 8, !tbaa !43
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %17
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 76
  %22 = load i32, ptr %21, align 4, !tbaa !18
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %48

24:                                               ; preds = %20
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -5, ptr noundef nonnull @.str.3) #12
  br label %48

25:                                               ; preds = %7, %17
  %26 = tail call i32 @inflate(ptr noundef nonnull %2, i32 noundef 0) #12
  %27 = load i32, ptr %3, align 8, !tbaa !46
  %28 = icmp ult i32 %27, %4
  br i1 %28, label %29, label %30

29:                                               ; preds = %25
  store i32 0, ptr %6, align 4, !tbaa !42
  br label %30

30:                                               ; preds = %29, %25
  switch i32 %26, label %44 [
    i32 -2, label %31
    i32 2, label %31
    i32 -4, label %32
    i32 -3, label %33
  ]

31:                                               ; preds = %30, %30
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -2, ptr noundef nonnull @.str.4) #12
  br label %48

32:                                               ; preds = %30
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -4, ptr noundef nonnull @.str.5) #12
  br label %48

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4, !tbaa !42
  %35 = icmp eq i32 %34, 1
  br i1 %35, label %36, label %39

36:                                               ; preds = %33
  store i32 0, ptr %5, align 8, !tbaa !43
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store i32 1, ptr %37, align 8, !tbaa !23
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 0, ptr %38, align 8, !tbaa !27
  br label %48

39:                                               ; preds = %33
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 184
  %41 = load ptr, ptr %40, align 8, !tbaa !50
  %42 = icmp eq ptr %41, null
  %43 = select i1 %42, ptr @.str.6, ptr %41
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -3, ptr noundef nonnull %43) #12
  br label %48

44:                                               ; preds = %30
  %45 = icmp ne i32 %27, 0
  %46 = icmp ne i32 %26, 1
  %47 = select i1 %45, i1 %46, i1 false
  br i1 %47, label %7, label %48, !llvm.loop !51

48:                                               ; preds = %44, %20, %24, %39, %36, %32, %31, %14
  %49 = phi i32 [ %16, %14 ], [ %8, %20 ], [ %8, %24 ], [ %26, %31 ], [ -4, %32 ], [ 0, %36 ], [ -3, %39 ], [ %26, %44 ]
  %50 = load i32, ptr %3, align 8, !tbaa !46
  %51 = sub i32 %4, %50
  store i32 %51, ptr %0, align 8, !tbaa !20
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %53 = load ptr, ptr %52, align 8, !tbaa !47
  %54 = zext i32 %51 to i64
  %55 = sub nsw i64 0, %54
  %56 = getelementptr inbounds i8, ptr %53, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store ptr %56, ptr %57, align 8, !tbaa !21
  %58 = icmp eq i32 %49, 1
  br i1 %58, label %59, label %61

59:                                               ; preds = %48
  store i32 0, ptr %6, align 4, !tbaa !42
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 72
  store i32 0, ptr %60, align 8, !tbaa !27
  br label %64

61:                                               ; preds = %48
  %62 = icmp ne i32 %49, 0
  %63 = sext i1 %62 to i32
  br label %64

64:                                               ; preds = %61, %59
  %65 = phi i32 [ 0, %59 ], [ %63, %61 ]
  ret i32 %65
}

; Function Attrs: nofree
declare noundef i64 @read(i32 noundef, ptr noundef captures(none), i64 noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 -1, 1) i32 @gz_avail(ptr noundef nonnull %0) unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %4 = load i32, ptr %3, align 8, !tbaa !17
  switch i32 %4, label %170 [
    i32 0, label %5
    i32 -5, label %5
  ]

5:                                                ; preds = %1, %1
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %7 = load i32, ptr %6, align 8, !tbaa !23
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %170

9:                                                ; preds = %5
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %11 = load i32, ptr %10, align 8, !tbaa !43
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %126, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %15 = load ptr, ptr %14, align 8, !tbaa !39
  %16 = load ptr, ptr %2, align 8, !tbaa !44
  %17 = icmp eq ptr %16, %15
  br i1 %17, label %126, label %18

18:                                               ; preds = %13
  %19 = ptrtoint ptr %16 to i64
  %20 = ptrtoint ptr %15 to i64
  %21 = zext i32 %11 to i64
  %22 = icmp ult i32 %11, 8
  %23 = sub i64 %20, %19
  %24 = icmp ult i64 %23, 128
  %25 = or i1 %22, %24
  br i1 %25, label %71, label %26

26:                                               ; preds = %18
  %27 = icmp ult i32 %11, 128
  br i1 %27, label %55, label %28

28:                                               ; preds = %26
  %29 = and i64 %21, 120
  %30 = and i64 %21, 4294967168
  br label %31

31:                                               ; preds = %31, %28
  %32 = phi i64 [ 0, %28 ], [ %45, %31 ]
  %33 = getelementptr i8, ptr %15, i64 %32
  %34 = getelementptr i8, ptr %16, i64 %32
  %35 = getelementptr i8, ptr %34, i64 32
  %36 = getelementptr i8, ptr %34, i64 64
  %37 = getelementptr i8, ptr %34, i64 96
  %38 = load <32 x i8>, ptr %34, align 1, !tbaa !35
  %39 = load <32 x i8>, ptr %35, align 1, !tbaa !35
  %40 = load <32 x i8>, ptr %36, align 1, !tbaa !35
  %41 = load <32 x i8>, ptr %37, align 1, !tbaa !35
  %42 = getelementptr i8, ptr %33, i64 32
  %43 = getelementptr i8, ptr %33, i64 64
  %44 = getelementptr i8, ptr %33, i64 96
  store <32 x i8> %38, ptr %33, align 1, !tbaa !35
  store <32 x i8> %39, ptr %42, align 1, !tbaa !35
  store <32 x i8> %40, ptr %43, align 1, !tbaa !35
  store <32 x i8> %41, ptr %44, align 1, !tbaa !35
  %45 = add nuw i64 %32, 128
  %46 = icmp eq i64 %45, %30
  br i1 %46, label %47, label %31, !llvm.loop !52

47:                                               ; preds = %31
  %48 = icmp eq i64 %30, %21
  br i1 %48, label %124, label %49

49:                                               ; preds = %47
  %50 = getelementptr i8, ptr %15, i64 %30
  %51 = getelementptr i8, ptr %16, i64 %30
  %52 = trunc nuw i64 %30 to i32
  %53 = sub i32 %11, %52
  %54 = icmp eq i64 %29, 0
  br i1 %54, label %71, label %55, !prof !55

55:                                               ; preds = %26, %49
  %56 = phi i64 [ %30, %49 ], [ 0, %26 ]
  %57 = and i64 %21, 4294967288
  %58 = getelementptr i8, ptr %15, i64 %57
  %59 = getelementptr i8, ptr %16, i64 %57
  %60 = trunc nuw i64 %57 to i32
  %61 = sub i32 %11, %60
  br label %62

62:                                               ; preds = %62, %55
  %63 = phi i64 [ %56, %55 ], [ %67, %62 ]
  %64 = getelementptr i8, ptr %15, i64 %63
  %65 = getelementptr i8, ptr %16, i64 %63
  %66 = load <8 x i8>, ptr %65, align 1, !tbaa !35
  store <8 x i8> %66, ptr %64, align 1, !tbaa !35
  %67 = add nuw i64 %63, 8
  %68 = icmp eq i64 %67, %57
  br i1 %68, label %69, label %62, !llvm.loop !56

69:                                               ; preds = %62
  %70 = icmp eq i64 %57, %21
  br i1 %70, label %124, label %71

71:                                               ; preds = %18, %49, %69
  %72 = phi ptr [ %15, %18 ], [ %50, %49 ], [ %58, %69 ]
  %73 = phi ptr [ %16, %18 ], [ %51, %49 ], [ %59, %69 ]
  %74 = phi i32 [ %11, %18 ], [ %53, %49 ], [ %61, %69 ]
  %75 = add i32 %74, -1
  %76 = and i32 %74, 7
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %89, label %78

78:                                               ; preds = %71, %78
  %79 = phi ptr [ %85, %78 ], [ %72, %71 ]
  %80 = phi ptr [ %83, %78 ], [ %73, %71 ]
  %81 = phi i32 [ %86, %78 ], [ %74, %71 ]
  %82 = phi i32 [ %87, %78 ], [ 0, %71 ]
  %83 = getelementptr inbounds nuw i8, ptr %80, i64 1
  %84 = load i8, ptr %80, align 1, !tbaa !35
  %85 = getelementptr inbounds nuw i8, ptr %79, i64 1
  store i8 %84, ptr %79, align 1, !tbaa !35
  %86 = add i32 %81, -1
  %87 = add i32 %82, 1
  %88 = icmp eq i32 %87, %76
  br i1 %88, label %89, label %78, !llvm.loop !57

89:                                               ; preds = %78, %71
  %90 = phi ptr [ %72, %71 ], [ %85, %78 ]
  %91 = phi ptr [ %73, %71 ], [ %83, %78 ]
  %92 = phi i32 [ %74, %71 ], [ %86, %78 ]
  %93 = icmp ult i32 %75, 7
  br i1 %93, label %124, label %94

94:                                               ; preds = %89, %94
  %95 = phi ptr [ %121, %94 ], [ %90, %89 ]
  %96 = phi ptr [ %119, %94 ], [ %91, %89 ]
  %97 = phi i32 [ %122, %94 ], [ %92, %89 ]
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 1
  %99 = load i8, ptr %96, align 1, !tbaa !35
  %100 = getelementptr inbounds nuw i8, ptr %95, i64 1
  store i8 %99, ptr %95, align 1, !tbaa !35
  %101 = getelementptr inbounds nuw i8, ptr %96, i64 2
  %102 = load i8, ptr %98, align 1, !tbaa !35
  %103 = getelementptr inbounds nuw i8, ptr %95, i64 2
  store i8 %102, ptr %100, align 1, !tbaa !35
  %104 = getelementptr inbounds nuw i8, ptr %96, i64 3
  %105 = load i8, ptr %101, align 1, !tbaa !35
  %106 = getelementptr inbounds nuw i8, ptr %95, i64 3
  store i8 %105, ptr %103, align 1, !tbaa !35
  %107 = getelementptr inbounds nuw i8, ptr %96, i64 4
  %108 = load i8, ptr %104, align 1, !tbaa !35
  %109 = getelementptr inbounds nuw i8, ptr %95, i64 4
  store i8 %108, ptr %106, align 1, !tbaa !35
  %110 = getelementptr inbounds nuw i8, ptr %96, i64 5
  %111 = load i8, ptr %107, align 1, !tbaa !35
  %112 = getelementptr inbounds nuw i8, ptr %95, i64 5
  store i8 %111, ptr %109, align 1, !tbaa !35
  %113 = getelementptr inbounds nuw i8, ptr %96, i64 6
  %114 = load i8, ptr %110, align 1, !tbaa !35
  %115 = getelementptr inbounds nuw i8, ptr %95, i64 6
  store i8 %114, ptr %112, align 1, !tbaa !35
  %116 = getelementptr inbounds nuw i8, ptr %96, i64 7
  %117 = load i8, ptr %113, align 1, !tbaa !35
  %118 = getelementptr inbounds nuw i8, ptr %95, i64 7
  store i8 %117, ptr %115, align 1, !tbaa !35
  %119 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %120 = load i8, ptr %116, align 1, !tbaa !35
  %121 = getelementptr inbounds nuw i8, ptr %95, i64 8
  store i8 %120, ptr %118, align 1, !tbaa !35
  %122 = add i32 %97, -8
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %94, !llvm.loop !59

124:                                              ; preds = %89, %94, %69, %47
  %125 = load i32, ptr %10, align 8, !tbaa !43
  br label %126

126:                                              ; preds = %124, %13, %9
  %127 = phi i32 [ %125, %124 ], [ %11, %13 ], [ 0, %9 ]
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %129 = load ptr, ptr %128, align 8, !tbaa !39
  %130 = zext i32 %127 to i64
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 %130
  %132 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %133 = load i32, ptr %132, align 8, !tbaa !28
  %134 = sub i32 %133, %127
  %135 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store i32 0, ptr %135, align 4, !tbaa !18
  %136 = tail call ptr @__errno_location() #13
  store i32 0, ptr %136, align 4, !tbaa !5
  %137 = getelementptr inbounds nuw i8, ptr %0, i64 28
  br label %138

138:                                              ; preds = %149, %126
  %139 = phi i32 [ 0, %126 ], [ %150, %149 ]
  %140 = sub i32 %134, %139
  %141 = tail call i32 @llvm.umin.i32(i32 %140, i32 1073741824)
  %142 = load i32, ptr %137, align 4, !tbaa !29
  %143 = zext i32 %139 to i64
  %144 = getelementptr inbounds nuw i8, ptr %131, i64 %143
  %145 = zext nneg i32 %141 to i64
  %146 = tail call i64 @read(i32 noundef %142, ptr noundef %144, i64 noundef %145) #12
  %147 = trunc i64 %146 to i32
  %148 = icmp slt i32 %147, 1
  br i1 %148, label %152, label %149

149:                                              ; preds = %138
  %150 = add i32 %139, %147
  %151 = icmp ult i32 %150, %134
  br i1 %151, label %138, label %165, !llvm.loop !30

152:                                              ; preds = %138
  %153 = icmp slt i32 %147, 0
  br i1 %153, label %154, label %161

154:                                              ; preds = %152
  %155 = load i32, ptr %136, align 4, !tbaa !5
  %156 = icmp eq i32 %155, 11
  br i1 %156, label %157, label %162

157:                                              ; preds = %154
  store i32 1, ptr %135, align 4, !tbaa !18
  %158 = icmp eq i32 %139, 0
  br i1 %158, label %159, label %165

159:                                              ; preds = %157
  %160 = load i32, ptr %136, align 4, !tbaa !5
  br label %162

161:                                              ; preds = %152
  store i32 1, ptr %6, align 8, !tbaa !23
  br label %165

162:                                              ; preds = %154, %159
  %163 = phi i32 [ %160, %159 ], [ %155, %154 ]
  %164 = tail call ptr @strerror(i32 noundef %163) #12
  tail call void @gz_error(ptr noundef nonnull %0, i32 noundef -1, ptr noundef %164) #12
  br label %170

165:                                              ; preds = %149, %157, %161
  %166 = phi i32 [ %139, %157 ], [ %139, %161 ], [ %150, %149 ]
  %167 = load i32, ptr %10, align 8, !tbaa !43
  %168 = add i32 %167, %166
  store i32 %168, ptr %10, align 8, !tbaa !43
  %169 = load ptr, ptr %128, align 8, !tbaa !39
  store ptr %169, ptr %2, align 8, !tbaa !44
  br label %170

170:                                              ; preds = %162, %5, %165, %1
  %171 = phi i32 [ -1, %162 ], [ -1, %1 ], [ 0, %165 ], [ 0, %5 ]
  ret i32 %171
}

declare i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

declare i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare i32 @inflateReset(ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #8 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }
attributes #14 = { nounwind allocsize(0) }
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
!19 = !{!10, !14, i64 112}
!20 = !{!10, !6, i64 0}
!21 = !{!10, !12, i64 8}
!22 = !{!10, !14, i64 16}
!23 = !{!10, !6, i64 88}
!24 = !{!10, !6, i64 144}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!10, !6, i64 72}
!28 = !{!10, !6, i64 40}
!29 = !{!10, !6, i64 28}
!30 = distinct !{!30, !26}
!31 = !{!10, !6, i64 168}
!32 = !{!10, !12, i64 160}
!33 = distinct !{!33, !26}
!34 = !{!10, !6, i64 92}
!35 = !{!7, !7, i64 0}
!36 = !{!10, !12, i64 56}
!37 = distinct !{!37, !26}
!38 = !{!10, !6, i64 44}
!39 = !{!10, !12, i64 48}
!40 = !{!10, !12, i64 136}
!41 = !{!10, !6, i64 64}
!42 = !{!10, !6, i64 68}
!43 = !{!15, !6, i64 8}
!44 = !{!15, !12, i64 0}
!45 = distinct !{!45, !26}
!46 = !{!15, !6, i64 32}
!47 = !{!15, !12, i64 24}
!48 = distinct !{!48, !26}
!49 = !{!10, !12, i64 32}
!50 = !{!15, !12, i64 48}
!51 = distinct !{!51, !26}
!52 = distinct !{!52, !26, !53, !54}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !{!"llvm.loop.unroll.runtime.disable"}
!55 = !{!"branch_weights", i32 8, i32 120}
!56 = distinct !{!56, !26, !53, !54}
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = distinct !{!59, !26, !53}
