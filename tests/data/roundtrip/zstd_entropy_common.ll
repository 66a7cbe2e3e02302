; ModuleID = 'zstd/common/entropy_common.bc'
source_filename = "common/entropy_common.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @FSE_versionNumber() local_unnamed_addr #0 {
  ret i32 900
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @FSE_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -120
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local ptr @FSE_getErrorName(i64 noundef %0) local_unnamed_addr #1 {
  %2 = icmp ult i64 %0, -119
  %3 = trunc nsw i64 %0 to i32
  %4 = sub i32 0, %3
  %5 = select i1 %2, i32 0, i32 %4
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #9
  ret ptr %6
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HUF_isError(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ugt i64 %0, -120
  %3 = zext i1 %2 to i32
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local ptr @HUF_getErrorName(i64 noundef %0) local_unnamed_addr #1 {
  %2 = icmp ult i64 %0, -119
  %3 = trunc nsw i64 %0 to i32
  %4 = sub i32 0, %3
  %5 = select i1 %2, i32 0, i32 %4
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #9
  ret ptr %6
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i64 @FSE_readNCount_bmi2(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef %3, i64 noundef %4, i32 %5) local_unnamed_addr #2 {
  %7 = alloca [8 x i8], align 8
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 %4
  %9 = load i32, ptr %1, align 4, !tbaa !5
  %10 = add i32 %9, 1
  %11 = icmp ult i64 %4, 8
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  store i64 0, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr align 1 %3, i64 %4, i1 false)
  %13 = call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull %7, i64 noundef 8, i32 poison)
  %14 = icmp ult i64 %13, -119
  %15 = icmp ugt i64 %13, %4
  %16 = and i1 %14, %15
  %17 = select i1 %16, i64 -20, i64 %13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  br label %195

18:                                               ; preds = %6
  %19 = zext i32 %10 to i64
  %20 = shl nuw nsw i64 %19, 1
  tail call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 %20, i1 false)
  %21 = load i32, ptr %3, align 1, !tbaa !5
  %22 = and i32 %21, 15
  %23 = icmp samesign ugt i32 %22, 10
  br i1 %23, label %195, label %24

24:                                               ; preds = %18
  %25 = add nuw nsw i32 %22, 5
  %26 = lshr i32 %21, 4
  store i32 %25, ptr %2, align 4, !tbaa !5
  %27 = shl nuw nsw i32 32, %22
  %28 = or disjoint i32 %27, 1
  %29 = add nuw nsw i32 %22, 6
  %30 = getelementptr inbounds i8, ptr %8, i64 -7
  %31 = ptrtoint ptr %30 to i64
  %32 = getelementptr inbounds i8, ptr %8, i64 -4
  %33 = ptrtoint ptr %32 to i64
  br label %34

34:                                               ; preds = %171, %24
  %35 = phi i32 [ %28, %24 ], [ %136, %171 ]
  %36 = phi i32 [ %27, %24 ], [ %151, %171 ]
  %37 = phi i32 [ %26, %24 ], [ %175, %171 ]
  %38 = phi i32 [ 4, %24 ], [ %172, %171 ]
  %39 = phi i32 [ 0, %24 ], [ %138, %171 ]
  %40 = phi i32 [ %29, %24 ], [ %152, %171 ]
  %41 = phi i1 [ true, %24 ], [ %141, %171 ]
  %42 = phi ptr [ %3, %24 ], [ %173, %171 ]
  br i1 %41, label %110, label %43

43:                                               ; preds = %34
  %44 = xor i32 %37, -1
  %45 = or i32 %44, -2147483648
  %46 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 range(i32 -2147483648, 0) %45, i1 true)
  %47 = icmp samesign ugt i32 %46, 23
  br i1 %47, label %48, label %72

48:                                               ; preds = %43, %63
  %49 = phi ptr [ %65, %63 ], [ %42, %43 ]
  %50 = phi i32 [ %52, %63 ], [ %39, %43 ]
  %51 = phi i32 [ %64, %63 ], [ %38, %43 ]
  %52 = add i32 %50, 36
  %53 = icmp ugt ptr %49, %30
  br i1 %53, label %56, label %54, !prof !9

54:                                               ; preds = %48
  %55 = getelementptr inbounds nuw i8, ptr %49, i64 3
  br label %63

56:                                               ; preds = %48
  %57 = ptrtoint ptr %49 to i64
  %58 = sub i64 %57, %31
  %59 = trunc i64 %58 to i32
  %60 = shl i32 %59, 3
  %61 = add i32 %60, %51
  %62 = and i32 %61, 31
  br label %63

63:                                               ; preds = %56, %54
  %64 = phi i32 [ %51, %54 ], [ %62, %56 ]
  %65 = phi ptr [ %55, %54 ], [ %32, %56 ]
  %66 = load i32, ptr %65, align 1, !tbaa !5
  %67 = lshr i32 %66, %64
  %68 = xor i32 %67, -1
  %69 = or i32 %68, -2147483648
  %70 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 range(i32 -2147483648, 0) %69, i1 true)
  %71 = icmp samesign ugt i32 %70, 23
  br i1 %71, label %48, label %72, !llvm.loop !10

72:                                               ; preds = %63, %43
  %73 = phi i32 [ %37, %43 ], [ %67, %63 ]
  %74 = phi i32 [ %38, %43 ], [ %64, %63 ]
  %75 = phi i32 [ %39, %43 ], [ %52, %63 ]
  %76 = phi ptr [ %42, %43 ], [ %65, %63 ]
  %77 = phi i32 [ %46, %43 ], [ %70, %63 ]
  %78 = lshr i32 %77, 1
  %79 = mul nuw nsw i32 %78, 3
  %80 = add i32 %79, %75
  %81 = and i32 %77, 30
  %82 = lshr i32 %73, %81
  %83 = and i32 %82, 3
  %84 = add i32 %80, %83
  %85 = add nuw nsw i32 %74, 2
  %86 = add nuw nsw i32 %85, %81
  %87 = icmp ult i32 %84, %10
  br i1 %87, label %88, label %176

88:                                               ; preds = %72
  %89 = icmp ugt ptr %76, %30
  %90 = lshr i32 %86, 3
  %91 = zext nneg i32 %90 to i64
  br i1 %89, label %92, label %95, !prof !9

92:                                               ; preds = %88
  %93 = getelementptr inbounds nuw i8, ptr %76, i64 %91
  %94 = icmp ugt ptr %93, %32
  br i1 %94, label %98, label %95

95:                                               ; preds = %88, %92
  %96 = getelementptr inbounds nuw i8, ptr %76, i64 %91
  %97 = and i32 %86, 7
  br label %105

98:                                               ; preds = %92
  %99 = ptrtoint ptr %76 to i64
  %100 = sub i64 %99, %33
  %101 = trunc i64 %100 to i32
  %102 = shl i32 %101, 3
  %103 = add i32 %102, %86
  %104 = and i32 %103, 31
  br label %105

105:                                              ; preds = %95, %98
  %106 = phi i32 [ %97, %95 ], [ %104, %98 ]
  %107 = phi ptr [ %96, %95 ], [ %32, %98 ]
  %108 = load i32, ptr %107, align 1, !tbaa !5
  %109 = lshr i32 %108, %106
  br label %110

110:                                              ; preds = %105, %34
  %111 = phi i32 [ %109, %105 ], [ %37, %34 ]
  %112 = phi i32 [ %106, %105 ], [ %38, %34 ]
  %113 = phi i32 [ %84, %105 ], [ %39, %34 ]
  %114 = phi ptr [ %107, %105 ], [ %42, %34 ]
  %115 = shl nuw nsw i32 %36, 1
  %116 = add nsw i32 %115, -1
  %117 = sub nsw i32 %116, %35
  %118 = add nsw i32 %36, -1
  %119 = and i32 %111, %118
  %120 = icmp ult i32 %119, %117
  br i1 %120, label %121, label %123

121:                                              ; preds = %110
  %122 = add nsw i32 %40, -1
  br label %128

123:                                              ; preds = %110
  %124 = and i32 %111, %116
  %125 = icmp slt i32 %124, %36
  %126 = select i1 %125, i32 0, i32 %117
  %127 = sub nsw i32 %124, %126
  br label %128

128:                                              ; preds = %123, %121
  %129 = phi i32 [ %122, %121 ], [ %40, %123 ]
  %130 = phi i32 [ %119, %121 ], [ %127, %123 ]
  %131 = add nuw nsw i32 %129, %112
  %132 = add nsw i32 %130, -1
  %133 = icmp sgt i32 %130, 0
  %134 = sub nsw i32 1, %130
  %135 = select i1 %133, i32 %134, i32 %132
  %136 = add i32 %135, %35
  %137 = trunc i32 %132 to i16
  %138 = add nuw i32 %113, 1
  %139 = zext i32 %113 to i64
  %140 = getelementptr inbounds nuw i16, ptr %0, i64 %139
  store i16 %137, ptr %140, align 2, !tbaa !12
  %141 = icmp ne i32 %132, 0
  %142 = icmp slt i32 %136, %36
  br i1 %142, label %143, label %150

143:                                              ; preds = %128
  %144 = icmp slt i32 %136, 2
  br i1 %144, label %176, label %145

145:                                              ; preds = %143
  %146 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %136, i1 true)
  %147 = xor i32 %146, 31
  %148 = sub nuw nsw i32 32, %146
  %149 = shl nuw nsw i32 1, %147
  br label %150

150:                                              ; preds = %145, %128
  %151 = phi i32 [ %149, %145 ], [ %36, %128 ]
  %152 = phi i32 [ %148, %145 ], [ %40, %128 ]
  %153 = icmp ult i32 %138, %10
  br i1 %153, label %154, label %176

154:                                              ; preds = %150
  %155 = icmp ugt ptr %114, %30
  %156 = lshr i32 %131, 3
  %157 = zext nneg i32 %156 to i64
  br i1 %155, label %158, label %161, !prof !9

158:                                              ; preds = %154
  %159 = getelementptr inbounds nuw i8, ptr %114, i64 %157
  %160 = icmp ugt ptr %159, %32
  br i1 %160, label %164, label %161

161:                                              ; preds = %154, %158
  %162 = getelementptr inbounds nuw i8, ptr %114, i64 %157
  %163 = and i32 %131, 7
  br label %171

164:                                              ; preds = %158
  %165 = ptrtoint ptr %114 to i64
  %166 = sub i64 %165, %33
  %167 = trunc i64 %166 to i32
  %168 = shl i32 %167, 3
  %169 = add i32 %131, %168
  %170 = and i32 %169, 31
  br label %171

171:                                              ; preds = %161, %164
  %172 = phi i32 [ %163, %161 ], [ %170, %164 ]
  %173 = phi ptr [ %162, %161 ], [ %32, %164 ]
  %174 = load i32, ptr %173, align 1, !tbaa !5
  %175 = lshr i32 %174, %172
  br label %34

176:                                              ; preds = %150, %143, %72
  %177 = phi i32 [ %35, %72 ], [ %136, %143 ], [ %136, %150 ]
  %178 = phi i32 [ %86, %72 ], [ %131, %143 ], [ %131, %150 ]
  %179 = phi i32 [ %84, %72 ], [ %138, %143 ], [ %138, %150 ]
  %180 = phi ptr [ %76, %72 ], [ %114, %143 ], [ %114, %150 ]
  %181 = icmp eq i32 %177, 1
  br i1 %181, label %182, label %195

182:                                              ; preds = %176
  %183 = icmp ugt i32 %179, %10
  br i1 %183, label %195, label %184

184:                                              ; preds = %182
  %185 = icmp sgt i32 %178, 32
  br i1 %185, label %195, label %186

186:                                              ; preds = %184
  %187 = add i32 %179, -1
  store i32 %187, ptr %1, align 4, !tbaa !5
  %188 = add nsw i32 %178, 7
  %189 = ashr i32 %188, 3
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds i8, ptr %180, i64 %190
  %192 = ptrtoint ptr %191 to i64
  %193 = ptrtoint ptr %3 to i64
  %194 = sub i64 %192, %193
  br label %195

195:                                              ; preds = %12, %18, %176, %182, %184, %186
  %196 = phi i64 [ %17, %12 ], [ %194, %186 ], [ -44, %18 ], [ -20, %176 ], [ -48, %182 ], [ -20, %184 ]
  ret i64 %196
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local i64 @FSE_readNCount(ptr noundef writeonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 poison)
  ret i64 %6
}

; Function Attrs: nounwind uwtable
define dso_local range(i64 -119, -9223372036854775808) i64 @HUF_readStats(ptr noundef %0, i64 noundef %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #1 {
  %8 = alloca [219 x i32], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %9 = call i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %8, i64 noundef 876, i32 poison)
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  ret i64 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nounwind uwtable
define dso_local range(i64 -119, -9223372036854775808) i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr noundef captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8, i32 %9) local_unnamed_addr #1 {
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %169, label %12

12:                                               ; preds = %10
  %13 = load i8, ptr %5, align 1, !tbaa !14
  %14 = zext i8 %13 to i64
  %15 = icmp slt i8 %13, 0
  br i1 %15, label %16, label %105

16:                                               ; preds = %12
  %17 = add nsw i64 %14, -127
  %18 = add nsw i64 %14, -126
  %19 = lshr i64 %18, 1
  %20 = icmp ult i64 %19, %6
  br i1 %20, label %21, label %169

21:                                               ; preds = %16
  %22 = icmp ult i64 %17, %1
  br i1 %22, label %23, label %169

23:                                               ; preds = %21
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 1
  %25 = tail call i64 @llvm.umax.i64(i64 %17, i64 2)
  %26 = add nsw i64 %25, -1
  %27 = lshr i64 %26, 1
  %28 = add nuw i64 %27, 1
  %29 = icmp ult i64 %17, 15
  br i1 %29, label %90, label %30

30:                                               ; preds = %23
  %31 = add nsw i64 %14, -128
  %32 = lshr i64 %31, 1
  %33 = and i64 %14, 126
  %34 = getelementptr i8, ptr %0, i64 %33
  %35 = getelementptr i8, ptr %34, i64 2
  %36 = getelementptr i8, ptr %5, i64 %32
  %37 = getelementptr i8, ptr %36, i64 2
  %38 = icmp ult ptr %0, %37
  %39 = icmp ult ptr %24, %35
  %40 = and i1 %38, %39
  br i1 %40, label %90, label %41

41:                                               ; preds = %30
  %42 = icmp ult i64 %17, 127
  br i1 %42, label %72, label %43

43:                                               ; preds = %41
  %44 = and i64 %28, 56
  %45 = and i64 %28, -64
  br label %46

46:                                               ; preds = %46, %43
  %47 = phi i64 [ 0, %43 ], [ %65, %46 ]
  %48 = shl i64 %47, 1
  %49 = and i64 %47, 9223372036854775744
  %50 = getelementptr inbounds nuw i8, ptr %24, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 32
  %52 = load <32 x i8>, ptr %50, align 1, !tbaa !14, !alias.scope !15
  %53 = load <32 x i8>, ptr %51, align 1, !tbaa !14, !alias.scope !15
  %54 = lshr <32 x i8> %52, splat (i8 4)
  %55 = lshr <32 x i8> %53, splat (i8 4)
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 %48
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 %48
  %58 = getelementptr inbounds nuw i8, ptr %57, i64 64
  %59 = load <32 x i8>, ptr %50, align 1, !tbaa !14, !alias.scope !15
  %60 = load <32 x i8>, ptr %51, align 1, !tbaa !14, !alias.scope !15
  %61 = and <32 x i8> %59, splat (i8 15)
  %62 = and <32 x i8> %60, splat (i8 15)
  %63 = shufflevector <32 x i8> %54, <32 x i8> %61, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %63, ptr %56, align 1, !tbaa !14, !alias.scope !18, !noalias !15
  %64 = shufflevector <32 x i8> %55, <32 x i8> %62, <64 x i32> <i32 0, i32 32, i32 1, i32 33, i32 2, i32 34, i32 3, i32 35, i32 4, i32 36, i32 5, i32 37, i32 6, i32 38, i32 7, i32 39, i32 8, i32 40, i32 9, i32 41, i32 10, i32 42, i32 11, i32 43, i32 12, i32 44, i32 13, i32 45, i32 14, i32 46, i32 15, i32 47, i32 16, i32 48, i32 17, i32 49, i32 18, i32 50, i32 19, i32 51, i32 20, i32 52, i32 21, i32 53, i32 22, i32 54, i32 23, i32 55, i32 24, i32 56, i32 25, i32 57, i32 26, i32 58, i32 27, i32 59, i32 28, i32 60, i32 29, i32 61, i32 30, i32 62, i32 31, i32 63>
  store <64 x i8> %64, ptr %58, align 1, !tbaa !14, !alias.scope !18, !noalias !15
  %65 = add nuw i64 %47, 64
  %66 = icmp eq i64 %65, %45
  br i1 %66, label %67, label %46, !llvm.loop !20

67:                                               ; preds = %46
  %68 = icmp eq i64 %28, %45
  br i1 %68, label %104, label %69

69:                                               ; preds = %67
  %70 = shl i64 %45, 1
  %71 = icmp eq i64 %44, 0
  br i1 %71, label %90, label %72, !prof !23

72:                                               ; preds = %41, %69
  %73 = phi i64 [ %45, %69 ], [ 0, %41 ]
  %74 = and i64 %28, -8
  %75 = shl i64 %74, 1
  br label %76

76:                                               ; preds = %76, %72
  %77 = phi i64 [ %73, %72 ], [ %86, %76 ]
  %78 = shl i64 %77, 1
  %79 = and i64 %77, 9223372036854775800
  %80 = getelementptr inbounds nuw i8, ptr %24, i64 %79
  %81 = load <8 x i8>, ptr %80, align 1, !tbaa !14, !alias.scope !15
  %82 = lshr <8 x i8> %81, splat (i8 4)
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 %78
  %84 = and <8 x i8> %81, splat (i8 15)
  %85 = shufflevector <8 x i8> %82, <8 x i8> %84, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  store <16 x i8> %85, ptr %83, align 1, !tbaa !14, !alias.scope !18, !noalias !15
  %86 = add nuw i64 %77, 8
  %87 = icmp eq i64 %86, %74
  br i1 %87, label %88, label %76, !llvm.loop !24

88:                                               ; preds = %76
  %89 = icmp eq i64 %28, %74
  br i1 %89, label %104, label %90

90:                                               ; preds = %30, %23, %69, %88
  %91 = phi i64 [ 0, %23 ], [ 0, %30 ], [ %70, %69 ], [ %75, %88 ]
  br label %92

92:                                               ; preds = %90, %92
  %93 = phi i64 [ %102, %92 ], [ %91, %90 ]
  %94 = lshr exact i64 %93, 1
  %95 = getelementptr inbounds nuw i8, ptr %24, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !14
  %97 = lshr i8 %96, 4
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 %93
  store i8 %97, ptr %98, align 1, !tbaa !14
  %99 = load i8, ptr %95, align 1, !tbaa !14
  %100 = and i8 %99, 15
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 1
  store i8 %100, ptr %101, align 1, !tbaa !14
  %102 = add nuw nsw i64 %93, 2
  %103 = icmp samesign ult i64 %102, %17
  br i1 %103, label %92, label %104, !llvm.loop !25

104:                                              ; preds = %92, %88, %67
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  br label %114

105:                                              ; preds = %12
  %106 = icmp ugt i64 %6, %14
  br i1 %106, label %107, label %169

107:                                              ; preds = %105
  %108 = add i64 %1, -1
  %109 = getelementptr inbounds nuw i8, ptr %5, i64 1
  %110 = tail call i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %108, ptr noundef nonnull %109, i64 noundef %14, i32 noundef 6, ptr noundef %7, i64 noundef %8, i32 noundef 0) #9
  %111 = icmp ult i64 %110, -119
  br i1 %111, label %112, label %169

112:                                              ; preds = %107
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false)
  %113 = icmp eq i64 %110, 0
  br i1 %113, label %169, label %114

114:                                              ; preds = %112, %104
  %115 = phi i64 [ %19, %104 ], [ %14, %112 ]
  %116 = phi i64 [ %17, %104 ], [ %110, %112 ]
  br label %117

117:                                              ; preds = %124, %114
  %118 = phi i64 [ %135, %124 ], [ 0, %114 ]
  %119 = phi i32 [ %133, %124 ], [ 0, %114 ]
  %120 = phi i32 [ %134, %124 ], [ 0, %114 ]
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 %118
  %122 = load i8, ptr %121, align 1, !tbaa !14
  %123 = icmp ugt i8 %122, 12
  br i1 %123, label %169, label %124

124:                                              ; preds = %117
  %125 = zext nneg i8 %122 to i64
  %126 = getelementptr inbounds nuw i32, ptr %2, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = add i32 %127, 1
  store i32 %128, ptr %126, align 4, !tbaa !5
  %129 = load i8, ptr %121, align 1, !tbaa !14
  %130 = zext nneg i8 %129 to i32
  %131 = shl nuw i32 1, %130
  %132 = ashr i32 %131, 1
  %133 = add i32 %132, %119
  %134 = add i32 %120, 1
  %135 = zext i32 %134 to i64
  %136 = icmp ugt i64 %116, %135
  br i1 %136, label %117, label %137, !llvm.loop !26

137:                                              ; preds = %124
  %138 = icmp eq i32 %133, 0
  br i1 %138, label %169, label %139

139:                                              ; preds = %137
  %140 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %133, i1 true)
  %141 = xor i32 %140, 31
  %142 = icmp samesign ugt i32 %141, 11
  br i1 %142, label %169, label %143

143:                                              ; preds = %139
  %144 = sub nuw nsw i32 32, %140
  store i32 %144, ptr %4, align 4, !tbaa !5
  %145 = shl nuw nsw i32 2, %141
  %146 = sub i32 %145, %133
  %147 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %146, i1 true)
  %148 = xor i32 %147, 31
  %149 = shl nuw i32 1, %148
  %150 = icmp eq i32 %149, %146
  br i1 %150, label %151, label %169

151:                                              ; preds = %143
  %152 = sub nuw nsw i32 32, %147
  %153 = trunc nuw nsw i32 %152 to i8
  %154 = getelementptr inbounds nuw i8, ptr %0, i64 %116
  store i8 %153, ptr %154, align 1, !tbaa !14
  %155 = zext nneg i32 %152 to i64
  %156 = getelementptr inbounds nuw i32, ptr %2, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = add i32 %157, 1
  store i32 %158, ptr %156, align 4, !tbaa !5
  %159 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %160 = load i32, ptr %159, align 4, !tbaa !5
  %161 = icmp ugt i32 %160, 1
  %162 = and i32 %160, 1
  %163 = icmp eq i32 %162, 0
  %164 = and i1 %161, %163
  br i1 %164, label %165, label %169

165:                                              ; preds = %151
  %166 = trunc nuw i64 %116 to i32
  %167 = add i32 %166, 1
  store i32 %167, ptr %3, align 4, !tbaa !5
  %168 = add nuw nsw i64 %115, 1
  br label %169

169:                                              ; preds = %117, %10, %16, %21, %105, %107, %112, %137, %139, %143, %151, %165
  %170 = phi i64 [ -72, %10 ], [ -72, %16 ], [ %110, %107 ], [ -20, %139 ], [ %168, %165 ], [ -20, %143 ], [ -20, %151 ], [ -20, %21 ], [ -72, %105 ], [ -20, %137 ], [ -20, %112 ], [ -20, %117 ]
  ret i64 %170
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

declare ptr @ERR_getErrorString(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #7

declare i64 @FSE_decompress_wksp_bmi2(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #2 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!9 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !11, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = !{!"branch_weights", i32 8, i32 56}
!24 = distinct !{!24, !11, !21, !22}
!25 = distinct !{!25, !11, !21}
!26 = distinct !{!26, !11}
