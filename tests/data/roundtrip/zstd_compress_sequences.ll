; ModuleID = 'zstd/compress/zstd_compress_sequences.bc'
source_filename = "compress/zstd_compress_sequences.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.FSE_symbolCompressionTransform = type { i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@kInverseProbabilityLog256 = internal unnamed_addr constant [256 x i32] [i32 0, i32 2048, i32 1792, i32 1642, i32 1536, i32 1453, i32 1386, i32 1329, i32 1280, i32 1236, i32 1197, i32 1162, i32 1130, i32 1100, i32 1073, i32 1047, i32 1024, i32 1001, i32 980, i32 960, i32 941, i32 923, i32 906, i32 889, i32 874, i32 859, i32 844, i32 830, i32 817, i32 804, i32 791, i32 779, i32 768, i32 756, i32 745, i32 734, i32 724, i32 714, i32 704, i32 694, i32 685, i32 676, i32 667, i32 658, i32 650, i32 642, i32 633, i32 626, i32 618, i32 610, i32 603, i32 595, i32 588, i32 581, i32 574, i32 567, i32 561, i32 554, i32 548, i32 542, i32 535, i32 529, i32 523, i32 517, i32 512, i32 506, i32 500, i32 495, i32 489, i32 484, i32 478, i32 473, i32 468, i32 463, i32 458, i32 453, i32 448, i32 443, i32 438, i32 434, i32 429, i32 424, i32 420, i32 415, i32 411, i32 407, i32 402, i32 398, i32 394, i32 390, i32 386, i32 382, i32 377, i32 373, i32 370, i32 366, i32 362, i32 358, i32 354, i32 350, i32 347, i32 343, i32 339, i32 336, i32 332, i32 329, i32 325, i32 322, i32 318, i32 315, i32 311, i32 308, i32 305, i32 302, i32 298, i32 295, i32 292, i32 289, i32 286, i32 282, i32 279, i32 276, i32 273, i32 270, i32 267, i32 264, i32 261, i32 258, i32 256, i32 253, i32 250, i32 247, i32 244, i32 241, i32 239, i32 236, i32 233, i32 230, i32 228, i32 225, i32 222, i32 220, i32 217, i32 215, i32 212, i32 209, i32 207, i32 204, i32 202, i32 199, i32 197, i32 194, i32 192, i32 190, i32 187, i32 185, i32 182, i32 180, i32 178, i32 175, i32 173, i32 171, i32 168, i32 166, i32 164, i32 162, i32 159, i32 157, i32 155, i32 153, i32 151, i32 149, i32 146, i32 144, i32 142, i32 140, i32 138, i32 136, i32 134, i32 132, i32 130, i32 128, i32 126, i32 123, i32 121, i32 119, i32 117, i32 115, i32 114, i32 112, i32 110, i32 108, i32 106, i32 104, i32 102, i32 100, i32 98, i32 96, i32 94, i32 93, i32 91, i32 89, i32 87, i32 85, i32 83, i32 82, i32 80, i32 78, i32 76, i32 74, i32 73, i32 71, i32 69, i32 67, i32 66, i32 64, i32 62, i32 61, i32 59, i32 57, i32 55, i32 54, i32 52, i32 50, i32 49, i32 47, i32 46, i32 44, i32 42, i32 41, i32 39, i32 37, i32 36, i32 34, i32 33, i32 31, i32 30, i32 28, i32 26, i32 25, i32 23, i32 22, i32 20, i32 19, i32 17, i32 16, i32 14, i32 13, i32 11, i32 10, i32 8, i32 7, i32 5, i32 4, i32 2, i32 1], align 16
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 -1, 72057594037927936) i64 @ZSTD_fseBitCost(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = load i16, ptr %0, align 1, !tbaa !9
  %5 = zext i16 %4 to i32
  %6 = icmp eq i16 %4, 0
  %7 = add nsw i32 %5, -1
  %8 = shl nuw i32 1, %7
  %9 = sext i32 %8 to i64
  %10 = select i1 %6, i64 1, i64 %9
  %11 = getelementptr i32, ptr %0, i64 %10
  %12 = getelementptr i8, ptr %0, i64 2
  %13 = load i16, ptr %12, align 1, !tbaa !9
  %14 = zext i16 %13 to i32
  %15 = icmp ugt i32 %2, %14
  br i1 %15, label %53, label %16

16:                                               ; preds = %3
  %17 = shl nuw i32 1, %5
  %18 = shl nuw nsw i32 %5, 8
  %19 = add nuw nsw i32 %18, 256
  %20 = add nuw nsw i32 %2, 1
  %21 = zext nneg i32 %20 to i64
  br label %22

22:                                               ; preds = %16, %47
  %23 = phi i64 [ 0, %16 ], [ %49, %47 ]
  %24 = phi i64 [ 0, %16 ], [ %48, %47 ]
  %25 = getelementptr %struct.FSE_symbolCompressionTransform, ptr %11, i64 %23
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = load i32, ptr %26, align 4, !tbaa !11
  %28 = lshr i32 %27, 16
  %29 = add nuw nsw i32 %28, 1
  %30 = add i32 %27, %17
  %31 = shl i32 %29, 24
  %32 = shl i32 %30, 8
  %33 = sub i32 %31, %32
  %34 = lshr i32 %33, %5
  %35 = shl nuw nsw i32 %29, 8
  %36 = sub i32 %35, %34
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %23
  %38 = load i32, ptr %37, align 4, !tbaa !5
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %22
  %41 = icmp ult i32 %36, %19
  br i1 %41, label %42, label %53

42:                                               ; preds = %40
  %43 = zext i32 %38 to i64
  %44 = zext nneg i32 %36 to i64
  %45 = mul nuw nsw i64 %44, %43
  %46 = add i64 %45, %24
  br label %47

47:                                               ; preds = %42, %22
  %48 = phi i64 [ %24, %22 ], [ %46, %42 ]
  %49 = add nuw nsw i64 %23, 1
  %50 = icmp eq i64 %49, %21
  br i1 %50, label %51, label %22, !llvm.loop !13

51:                                               ; preds = %47
  %52 = lshr i64 %48, 8
  br label %53

53:                                               ; preds = %40, %3, %51
  %54 = phi i64 [ %52, %51 ], [ -1, %3 ], [ -1, %40 ]
  ret i64 %54
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 72057594037927936) i64 @ZSTD_crossEntropyCost(ptr noundef readonly captures(none) %0, i32 noundef %1, ptr noundef readonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = sub i32 8, %1
  %6 = add i32 %3, 1
  %7 = tail call i32 @llvm.umax.i32(i32 %6, i32 1)
  %8 = zext i32 %7 to i64
  %9 = icmp ult i32 %6, 4
  br i1 %9, label %185, label %10

10:                                               ; preds = %4
  %11 = icmp ult i32 %6, 16
  br i1 %11, label %139, label %12

12:                                               ; preds = %10
  %13 = and i64 %8, 12
  %14 = and i64 %8, 4294967280
  %15 = insertelement <16 x i32> poison, i32 %5, i64 0
  %16 = shufflevector <16 x i32> %15, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %17

17:                                               ; preds = %17, %12
  %18 = phi i64 [ 0, %12 ], [ %129, %17 ]
  %19 = phi <4 x i64> [ zeroinitializer, %12 ], [ %125, %17 ]
  %20 = phi <4 x i64> [ zeroinitializer, %12 ], [ %126, %17 ]
  %21 = phi <4 x i64> [ zeroinitializer, %12 ], [ %127, %17 ]
  %22 = phi <4 x i64> [ zeroinitializer, %12 ], [ %128, %17 ]
  %23 = getelementptr inbounds nuw i16, ptr %0, i64 %18
  %24 = getelementptr inbounds nuw i32, ptr %2, i64 %18
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 48
  %28 = load <4 x i32>, ptr %24, align 4, !tbaa !5
  %29 = load <4 x i32>, ptr %25, align 4, !tbaa !5
  %30 = load <4 x i32>, ptr %26, align 4, !tbaa !5
  %31 = load <4 x i32>, ptr %27, align 4, !tbaa !5
  %32 = load <16 x i16>, ptr %23, align 2, !tbaa !9
  %33 = icmp eq <16 x i16> %32, splat (i16 -1)
  %34 = select <16 x i1> %33, <16 x i16> splat (i16 1), <16 x i16> %32
  %35 = sext <16 x i16> %34 to <16 x i32>
  %36 = shl <16 x i32> %35, %16
  %37 = extractelement <16 x i32> %36, i64 0
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %38
  %40 = extractelement <16 x i32> %36, i64 1
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %41
  %43 = extractelement <16 x i32> %36, i64 2
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %44
  %46 = extractelement <16 x i32> %36, i64 3
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %47
  %49 = extractelement <16 x i32> %36, i64 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %50
  %52 = extractelement <16 x i32> %36, i64 5
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %53
  %55 = extractelement <16 x i32> %36, i64 6
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %56
  %58 = extractelement <16 x i32> %36, i64 7
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %59
  %61 = extractelement <16 x i32> %36, i64 8
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %62
  %64 = extractelement <16 x i32> %36, i64 9
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %65
  %67 = extractelement <16 x i32> %36, i64 10
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %68
  %70 = extractelement <16 x i32> %36, i64 11
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %71
  %73 = extractelement <16 x i32> %36, i64 12
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %74
  %76 = extractelement <16 x i32> %36, i64 13
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %77
  %79 = extractelement <16 x i32> %36, i64 14
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %80
  %82 = extractelement <16 x i32> %36, i64 15
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %83
  %85 = load i32, ptr %39, align 4, !tbaa !5
  %86 = load i32, ptr %42, align 4, !tbaa !5
  %87 = load i32, ptr %45, align 4, !tbaa !5
  %88 = load i32, ptr %48, align 4, !tbaa !5
  %89 = insertelement <4 x i32> poison, i32 %85, i64 0
  %90 = insertelement <4 x i32> %89, i32 %86, i64 1
  %91 = insertelement <4 x i32> %90, i32 %87, i64 2
  %92 = insertelement <4 x i32> %91, i32 %88, i64 3
  %93 = load i32, ptr %51, align 4, !tbaa !5
  %94 = load i32, ptr %54, align 4, !tbaa !5
  %95 = load i32, ptr %57, align 4, !tbaa !5
  %96 = load i32, ptr %60, align 4, !tbaa !5
  %97 = insertelement <4 x i32> poison, i32 %93, i64 0
  %98 = insertelement <4 x i32> %97, i32 %94, i64 1
  %99 = insertelement <4 x i32> %98, i32 %95, i64 2
  %100 = insertelement <4 x i32> %99, i32 %96, i64 3
  %101 = load i32, ptr %63, align 4, !tbaa !5
  %102 = load i32, ptr %66, align 4, !tbaa !5
  %103 = load i32, ptr %69, align 4, !tbaa !5
  %104 = load i32, ptr %72, align 4, !tbaa !5
  %105 = insertelement <4 x i32> poison, i32 %101, i64 0
  %106 = insertelement <4 x i32> %105, i32 %102, i64 1
  %107 = insertelement <4 x i32> %106, i32 %103, i64 2
  %108 = insertelement <4 x i32> %107, i32 %104, i64 3
  %109 = load i32, ptr %75, align 4, !tbaa !5
  %110 = load i32, ptr %78, align 4, !tbaa !5
  %111 = load i32, ptr %81, align 4, !tbaa !5
  %112 = load i32, ptr %84, align 4, !tbaa !5
  %113 = insertelement <4 x i32> poison, i32 %109, i64 0
  %114 = insertelement <4 x i32> %113, i32 %110, i64 1
  %115 = insertelement <4 x i32> %114, i32 %111, i64 2
  %116 = insertelement <4 x i32> %115, i32 %112, i64 3
  %117 = mul <4 x i32> %92, %28
  %118 = mul <4 x i32> %100, %29
  %119 = mul <4 x i32> %108, %30
  %120 = mul <4 x i32> %116, %31
  %121 = zext <4 x i32> %117 to <4 x i64>
  %122 = zext <4 x i32> %118 to <4 x i64>
  %123 = zext <4 x i32> %119 to <4 x i64>
  %124 = zext <4 x i32> %120 to <4 x i64>
  %125 = add <4 x i64> %19, %121
  %126 = add <4 x i64> %20, %122
  %127 = add <4 x i64> %21, %123
  %128 = add <4 x i64> %22, %124
  %129 = add nuw i64 %18, 16
  %130 = icmp eq i64 %129, %14
  br i1 %130, label %131, label %17, !llvm.loop !15

131:                                              ; preds = %17
  %132 = add <4 x i64> %126, %125
  %133 = add <4 x i64> %127, %132
  %134 = add <4 x i64> %128, %133
  %135 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %134)
  %136 = icmp eq i64 %14, %8
  br i1 %136, label %207, label %137

137:                                              ; preds = %131
  %138 = icmp eq i64 %13, 0
  br i1 %138, label %185, label %139, !prof !18

139:                                              ; preds = %10, %137
  %140 = phi i64 [ %14, %137 ], [ 0, %10 ]
  %141 = phi i64 [ %135, %137 ], [ 0, %10 ]
  %142 = and i64 %8, 4294967292
  %143 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %141, i64 0
  %144 = insertelement <4 x i32> poison, i32 %5, i64 0
  %145 = shufflevector <4 x i32> %144, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %146

146:                                              ; preds = %146, %139
  %147 = phi i64 [ %140, %139 ], [ %180, %146 ]
  %148 = phi <4 x i64> [ %143, %139 ], [ %179, %146 ]
  %149 = getelementptr inbounds nuw i16, ptr %0, i64 %147
  %150 = getelementptr inbounds nuw i32, ptr %2, i64 %147
  %151 = load <4 x i32>, ptr %150, align 4, !tbaa !5
  %152 = load <4 x i16>, ptr %149, align 2, !tbaa !9
  %153 = icmp eq <4 x i16> %152, splat (i16 -1)
  %154 = select <4 x i1> %153, <4 x i16> splat (i16 1), <4 x i16> %152
  %155 = sext <4 x i16> %154 to <4 x i32>
  %156 = shl <4 x i32> %155, %145
  %157 = extractelement <4 x i32> %156, i64 0
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %158
  %160 = extractelement <4 x i32> %156, i64 1
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %161
  %163 = extractelement <4 x i32> %156, i64 2
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %164
  %166 = extractelement <4 x i32> %156, i64 3
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %167
  %169 = load i32, ptr %159, align 4, !tbaa !5
  %170 = load i32, ptr %162, align 4, !tbaa !5
  %171 = load i32, ptr %165, align 4, !tbaa !5
  %172 = load i32, ptr %168, align 4, !tbaa !5
  %173 = insertelement <4 x i32> poison, i32 %169, i64 0
  %174 = insertelement <4 x i32> %173, i32 %170, i64 1
  %175 = insertelement <4 x i32> %174, i32 %171, i64 2
  %176 = insertelement <4 x i32> %175, i32 %172, i64 3
  %177 = mul <4 x i32> %176, %151
  %178 = zext <4 x i32> %177 to <4 x i64>
  %179 = add <4 x i64> %148, %178
  %180 = add nuw i64 %147, 4
  %181 = icmp eq i64 %180, %142
  br i1 %181, label %182, label %146, !llvm.loop !19

182:                                              ; preds = %146
  %183 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %179)
  %184 = icmp eq i64 %142, %8
  br i1 %184, label %207, label %185

185:                                              ; preds = %4, %137, %182
  %186 = phi i64 [ 0, %4 ], [ %14, %137 ], [ %142, %182 ]
  %187 = phi i64 [ 0, %4 ], [ %135, %137 ], [ %183, %182 ]
  br label %188

188:                                              ; preds = %185, %188
  %189 = phi i64 [ %205, %188 ], [ %186, %185 ]
  %190 = phi i64 [ %204, %188 ], [ %187, %185 ]
  %191 = getelementptr inbounds nuw i16, ptr %0, i64 %189
  %192 = load i16, ptr %191, align 2, !tbaa !9
  %193 = icmp eq i16 %192, -1
  %194 = select i1 %193, i16 1, i16 %192
  %195 = sext i16 %194 to i32
  %196 = shl i32 %195, %5
  %197 = getelementptr inbounds nuw i32, ptr %2, i64 %189
  %198 = load i32, ptr %197, align 4, !tbaa !5
  %199 = zext i32 %196 to i64
  %200 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %199
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = mul i32 %201, %198
  %203 = zext i32 %202 to i64
  %204 = add i64 %190, %203
  %205 = add nuw nsw i64 %189, 1
  %206 = icmp eq i64 %205, %8
  br i1 %206, label %207, label %188, !llvm.loop !20

207:                                              ; preds = %188, %182, %131
  %208 = phi i64 [ %183, %182 ], [ %135, %131 ], [ %204, %188 ]
  %209 = lshr i64 %208, 8
  ret i64 %209
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 4) i32 @ZSTD_selectEncodingType(ptr noundef captures(none) %0, ptr noundef %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i32 noundef %5, ptr noundef readonly captures(none) %6, ptr noundef readonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #2 {
  %12 = alloca [512 x i8], align 16
  %13 = alloca [53 x i16], align 16
  %14 = icmp eq i64 %3, %4
  %15 = icmp eq i32 %9, 0
  br i1 %14, label %16, label %20

16:                                               ; preds = %11
  store i32 0, ptr %0, align 4, !tbaa !5
  %17 = icmp ugt i64 %3, 2
  %18 = or i1 %17, %15
  %19 = zext i1 %18 to i32
  br label %564

20:                                               ; preds = %11
  %21 = icmp ult i32 %10, 4
  br i1 %21, label %22, label %41

22:                                               ; preds = %20
  br i1 %15, label %563, label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %0, align 4, !tbaa !5
  %25 = icmp eq i32 %24, 2
  %26 = icmp ult i64 %4, 1000
  %27 = and i1 %26, %25
  br i1 %27, label %564, label %28

28:                                               ; preds = %23
  %29 = sub nuw nsw i32 10, %10
  %30 = zext nneg i32 %29 to i64
  %31 = zext nneg i32 %8 to i64
  %32 = shl i64 %30, %31
  %33 = lshr i64 %32, 3
  %34 = icmp ult i64 %4, %33
  br i1 %34, label %40, label %35

35:                                               ; preds = %28
  %36 = add i32 %8, -1
  %37 = zext nneg i32 %36 to i64
  %38 = lshr i64 %4, %37
  %39 = icmp ult i64 %3, %38
  br i1 %39, label %40, label %563

40:                                               ; preds = %28, %35
  store i32 0, ptr %0, align 4, !tbaa !5
  br label %564

41:                                               ; preds = %20
  br i1 %15, label %248, label %42

42:                                               ; preds = %41
  %43 = sub i32 8, %8
  %44 = add i32 %2, 1
  %45 = tail call i32 @llvm.umax.i32(i32 %44, i32 1)
  %46 = zext i32 %45 to i64
  %47 = icmp ult i32 %44, 4
  br i1 %47, label %223, label %48

48:                                               ; preds = %42
  %49 = icmp ult i32 %44, 16
  br i1 %49, label %177, label %50

50:                                               ; preds = %48
  %51 = and i64 %46, 12
  %52 = and i64 %46, 4294967280
  %53 = insertelement <16 x i32> poison, i32 %43, i64 0
  %54 = shufflevector <16 x i32> %53, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %55

55:                                               ; preds = %55, %50
  %56 = phi i64 [ 0, %50 ], [ %167, %55 ]
  %57 = phi <4 x i64> [ zeroinitializer, %50 ], [ %163, %55 ]
  %58 = phi <4 x i64> [ zeroinitializer, %50 ], [ %164, %55 ]
  %59 = phi <4 x i64> [ zeroinitializer, %50 ], [ %165, %55 ]
  %60 = phi <4 x i64> [ zeroinitializer, %50 ], [ %166, %55 ]
  %61 = getelementptr inbounds nuw i16, ptr %7, i64 %56
  %62 = getelementptr inbounds nuw i32, ptr %1, i64 %56
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %65 = getelementptr inbounds nuw i8, ptr %62, i64 48
  %66 = load <4 x i32>, ptr %62, align 4, !tbaa !5
  %67 = load <4 x i32>, ptr %63, align 4, !tbaa !5
  %68 = load <4 x i32>, ptr %64, align 4, !tbaa !5
  %69 = load <4 x i32>, ptr %65, align 4, !tbaa !5
  %70 = load <16 x i16>, ptr %61, align 2, !tbaa !9
  %71 = icmp eq <16 x i16> %70, splat (i16 -1)
  %72 = select <16 x i1> %71, <16 x i16> splat (i16 1), <16 x i16> %70
  %73 = sext <16 x i16> %72 to <16 x i32>
  %74 = shl <16 x i32> %73, %54
  %75 = extractelement <16 x i32> %74, i64 0
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %76
  %78 = extractelement <16 x i32> %74, i64 1
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %79
  %81 = extractelement <16 x i32> %74, i64 2
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %82
  %84 = extractelement <16 x i32> %74, i64 3
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %85
  %87 = extractelement <16 x i32> %74, i64 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %88
  %90 = extractelement <16 x i32> %74, i64 5
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %91
  %93 = extractelement <16 x i32> %74, i64 6
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %94
  %96 = extractelement <16 x i32> %74, i64 7
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %97
  %99 = extractelement <16 x i32> %74, i64 8
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %100
  %102 = extractelement <16 x i32> %74, i64 9
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %103
  %105 = extractelement <16 x i32> %74, i64 10
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %106
  %108 = extractelement <16 x i32> %74, i64 11
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %109
  %111 = extractelement <16 x i32> %74, i64 12
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %112
  %114 = extractelement <16 x i32> %74, i64 13
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %115
  %117 = extractelement <16 x i32> %74, i64 14
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %118
  %120 = extractelement <16 x i32> %74, i64 15
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %121
  %123 = load i32, ptr %77, align 4, !tbaa !5
  %124 = load i32, ptr %80, align 4, !tbaa !5
  %125 = load i32, ptr %83, align 4, !tbaa !5
  %126 = load i32, ptr %86, align 4, !tbaa !5
  %127 = insertelement <4 x i32> poison, i32 %123, i64 0
  %128 = insertelement <4 x i32> %127, i32 %124, i64 1
  %129 = insertelement <4 x i32> %128, i32 %125, i64 2
  %130 = insertelement <4 x i32> %129, i32 %126, i64 3
  %131 = load i32, ptr %89, align 4, !tbaa !5
  %132 = load i32, ptr %92, align 4, !tbaa !5
  %133 = load i32, ptr %95, align 4, !tbaa !5
  %134 = load i32, ptr %98, align 4, !tbaa !5
  %135 = insertelement <4 x i32> poison, i32 %131, i64 0
  %136 = insertelement <4 x i32> %135, i32 %132, i64 1
  %137 = insertelement <4 x i32> %136, i32 %133, i64 2
  %138 = insertelement <4 x i32> %137, i32 %134, i64 3
  %139 = load i32, ptr %101, align 4, !tbaa !5
  %140 = load i32, ptr %104, align 4, !tbaa !5
  %141 = load i32, ptr %107, align 4, !tbaa !5
  %142 = load i32, ptr %110, align 4, !tbaa !5
  %143 = insertelement <4 x i32> poison, i32 %139, i64 0
  %144 = insertelement <4 x i32> %143, i32 %140, i64 1
  %145 = insertelement <4 x i32> %144, i32 %141, i64 2
  %146 = insertelement <4 x i32> %145, i32 %142, i64 3
  %147 = load i32, ptr %113, align 4, !tbaa !5
  %148 = load i32, ptr %116, align 4, !tbaa !5
  %149 = load i32, ptr %119, align 4, !tbaa !5
  %150 = load i32, ptr %122, align 4, !tbaa !5
  %151 = insertelement <4 x i32> poison, i32 %147, i64 0
  %152 = insertelement <4 x i32> %151, i32 %148, i64 1
  %153 = insertelement <4 x i32> %152, i32 %149, i64 2
  %154 = insertelement <4 x i32> %153, i32 %150, i64 3
  %155 = mul <4 x i32> %130, %66
  %156 = mul <4 x i32> %138, %67
  %157 = mul <4 x i32> %146, %68
  %158 = mul <4 x i32> %154, %69
  %159 = zext <4 x i32> %155 to <4 x i64>
  %160 = zext <4 x i32> %156 to <4 x i64>
  %161 = zext <4 x i32> %157 to <4 x i64>
  %162 = zext <4 x i32> %158 to <4 x i64>
  %163 = add <4 x i64> %57, %159
  %164 = add <4 x i64> %58, %160
  %165 = add <4 x i64> %59, %161
  %166 = add <4 x i64> %60, %162
  %167 = add nuw i64 %56, 16
  %168 = icmp eq i64 %167, %52
  br i1 %168, label %169, label %55, !llvm.loop !21

169:                                              ; preds = %55
  %170 = add <4 x i64> %164, %163
  %171 = add <4 x i64> %165, %170
  %172 = add <4 x i64> %166, %171
  %173 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %172)
  %174 = icmp eq i64 %52, %46
  br i1 %174, label %245, label %175

175:                                              ; preds = %169
  %176 = icmp eq i64 %51, 0
  br i1 %176, label %223, label %177, !prof !18

177:                                              ; preds = %48, %175
  %178 = phi i64 [ %52, %175 ], [ 0, %48 ]
  %179 = phi i64 [ %173, %175 ], [ 0, %48 ]
  %180 = and i64 %46, 4294967292
  %181 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %179, i64 0
  %182 = insertelement <4 x i32> poison, i32 %43, i64 0
  %183 = shufflevector <4 x i32> %182, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %184

184:                                              ; preds = %184, %177
  %185 = phi i64 [ %178, %177 ], [ %218, %184 ]
  %186 = phi <4 x i64> [ %181, %177 ], [ %217, %184 ]
  %187 = getelementptr inbounds nuw i16, ptr %7, i64 %185
  %188 = getelementptr inbounds nuw i32, ptr %1, i64 %185
  %189 = load <4 x i32>, ptr %188, align 4, !tbaa !5
  %190 = load <4 x i16>, ptr %187, align 2, !tbaa !9
  %191 = icmp eq <4 x i16> %190, splat (i16 -1)
  %192 = select <4 x i1> %191, <4 x i16> splat (i16 1), <4 x i16> %190
  %193 = sext <4 x i16> %192 to <4 x i32>
  %194 = shl <4 x i32> %193, %183
  %195 = extractelement <4 x i32> %194, i64 0
  %196 = zext i32 %195 to i64
  %197 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %196
  %198 = extractelement <4 x i32> %194, i64 1
  %199 = zext i32 %198 to i64
  %200 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %199
  %201 = extractelement <4 x i32> %194, i64 2
  %202 = zext i32 %201 to i64
  %203 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %202
  %204 = extractelement <4 x i32> %194, i64 3
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %205
  %207 = load i32, ptr %197, align 4, !tbaa !5
  %208 = load i32, ptr %200, align 4, !tbaa !5
  %209 = load i32, ptr %203, align 4, !tbaa !5
  %210 = load i32, ptr %206, align 4, !tbaa !5
  %211 = insertelement <4 x i32> poison, i32 %207, i64 0
  %212 = insertelement <4 x i32> %211, i32 %208, i64 1
  %213 = insertelement <4 x i32> %212, i32 %209, i64 2
  %214 = insertelement <4 x i32> %213, i32 %210, i64 3
  %215 = mul <4 x i32> %214, %189
  %216 = zext <4 x i32> %215 to <4 x i64>
  %217 = add <4 x i64> %186, %216
  %218 = add nuw i64 %185, 4
  %219 = icmp eq i64 %218, %180
  br i1 %219, label %220, label %184, !llvm.loop !22

220:                                              ; preds = %184
  %221 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %217)
  %222 = icmp eq i64 %180, %46
  br i1 %222, label %245, label %223

223:                                              ; preds = %42, %175, %220
  %224 = phi i64 [ 0, %42 ], [ %52, %175 ], [ %180, %220 ]
  %225 = phi i64 [ 0, %42 ], [ %173, %175 ], [ %221, %220 ]
  br label %226

226:                                              ; preds = %223, %226
  %227 = phi i64 [ %243, %226 ], [ %224, %223 ]
  %228 = phi i64 [ %242, %226 ], [ %225, %223 ]
  %229 = getelementptr inbounds nuw i16, ptr %7, i64 %227
  %230 = load i16, ptr %229, align 2, !tbaa !9
  %231 = icmp eq i16 %230, -1
  %232 = select i1 %231, i16 1, i16 %230
  %233 = sext i16 %232 to i32
  %234 = shl i32 %233, %43
  %235 = getelementptr inbounds nuw i32, ptr %1, i64 %227
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = zext i32 %234 to i64
  %238 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %237
  %239 = load i32, ptr %238, align 4, !tbaa !5
  %240 = mul i32 %239, %236
  %241 = zext i32 %240 to i64
  %242 = add i64 %228, %241
  %243 = add nuw nsw i64 %227, 1
  %244 = icmp eq i64 %243, %46
  br i1 %244, label %245, label %226, !llvm.loop !23

245:                                              ; preds = %226, %220, %169
  %246 = phi i64 [ %221, %220 ], [ %173, %169 ], [ %242, %226 ]
  %247 = lshr i64 %246, 8
  br label %248

248:                                              ; preds = %41, %245
  %249 = phi i64 [ %247, %245 ], [ -1, %41 ]
  %250 = load i32, ptr %0, align 4, !tbaa !5
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %302, label %252

252:                                              ; preds = %248
  %253 = load i16, ptr %6, align 1, !tbaa !9
  %254 = zext i16 %253 to i32
  %255 = icmp eq i16 %253, 0
  %256 = add nsw i32 %254, -1
  %257 = shl nuw i32 1, %256
  %258 = sext i32 %257 to i64
  %259 = select i1 %255, i64 1, i64 %258
  %260 = getelementptr i32, ptr %6, i64 %259
  %261 = getelementptr i8, ptr %6, i64 2
  %262 = load i16, ptr %261, align 1, !tbaa !9
  %263 = zext i16 %262 to i32
  %264 = icmp ugt i32 %2, %263
  br i1 %264, label %302, label %265

265:                                              ; preds = %252
  %266 = shl nuw i32 1, %254
  %267 = shl nuw nsw i32 %254, 8
  %268 = add nuw nsw i32 %267, 256
  %269 = add nuw nsw i32 %2, 1
  %270 = zext nneg i32 %269 to i64
  br label %271

271:                                              ; preds = %296, %265
  %272 = phi i64 [ 0, %265 ], [ %298, %296 ]
  %273 = phi i64 [ 0, %265 ], [ %297, %296 ]
  %274 = getelementptr %struct.FSE_symbolCompressionTransform, ptr %260, i64 %272
  %275 = getelementptr i8, ptr %274, i64 8
  %276 = load i32, ptr %275, align 4, !tbaa !11
  %277 = lshr i32 %276, 16
  %278 = add nuw nsw i32 %277, 1
  %279 = add i32 %276, %266
  %280 = shl i32 %278, 24
  %281 = shl i32 %279, 8
  %282 = sub i32 %280, %281
  %283 = lshr i32 %282, %254
  %284 = shl nuw nsw i32 %278, 8
  %285 = sub i32 %284, %283
  %286 = getelementptr inbounds nuw i32, ptr %1, i64 %272
  %287 = load i32, ptr %286, align 4, !tbaa !5
  %288 = icmp eq i32 %287, 0
  br i1 %288, label %296, label %289

289:                                              ; preds = %271
  %290 = icmp ult i32 %285, %268
  br i1 %290, label %291, label %302

291:                                              ; preds = %289
  %292 = zext i32 %287 to i64
  %293 = zext nneg i32 %285 to i64
  %294 = mul nuw nsw i64 %293, %292
  %295 = add i64 %294, %273
  br label %296

296:                                              ; preds = %291, %271
  %297 = phi i64 [ %273, %271 ], [ %295, %291 ]
  %298 = add nuw nsw i64 %272, 1
  %299 = icmp eq i64 %298, %270
  br i1 %299, label %300, label %271, !llvm.loop !13

300:                                              ; preds = %296
  %301 = lshr i64 %297, 8
  br label %302

302:                                              ; preds = %289, %300, %252, %248
  %303 = phi i64 [ -1, %248 ], [ %301, %300 ], [ -1, %252 ], [ -1, %289 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  %304 = tail call i32 @FSE_optimalTableLog(i32 noundef %5, i64 noundef %4, i32 noundef %2) #9
  %305 = icmp ugt i64 %4, 2047
  %306 = zext i1 %305 to i32
  %307 = call i64 @FSE_normalizeCount(ptr noundef nonnull %13, i32 noundef %304, ptr noundef %1, i64 noundef %4, i32 noundef %2, i32 noundef %306) #9
  %308 = icmp ult i64 %307, -119
  br i1 %308, label %309, label %311

309:                                              ; preds = %302
  %310 = call i64 @FSE_writeNCount(ptr noundef nonnull %12, i64 noundef 512, ptr noundef nonnull %13, i32 noundef %2, i32 noundef %304) #9
  br label %311

311:                                              ; preds = %302, %309
  %312 = phi i64 [ %310, %309 ], [ %307, %302 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  %313 = add i32 %2, 1
  %314 = call i32 @llvm.umax.i32(i32 %313, i32 1)
  %315 = zext i32 %314 to i64
  %316 = icmp ult i32 %313, 4
  br i1 %316, label %530, label %317

317:                                              ; preds = %311
  %318 = icmp ult i32 %313, 16
  br i1 %318, label %469, label %319

319:                                              ; preds = %317
  %320 = and i64 %315, 12
  %321 = and i64 %315, 4294967280
  %322 = insertelement <8 x i64> poison, i64 %4, i64 0
  %323 = shufflevector <8 x i64> %322, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %324

324:                                              ; preds = %324, %319
  %325 = phi i64 [ 0, %319 ], [ %461, %324 ]
  %326 = phi <8 x i32> [ zeroinitializer, %319 ], [ %459, %324 ]
  %327 = phi <8 x i32> [ zeroinitializer, %319 ], [ %460, %324 ]
  %328 = getelementptr inbounds nuw i32, ptr %1, i64 %325
  %329 = getelementptr inbounds nuw i32, ptr %1, i64 %325
  %330 = getelementptr inbounds nuw i8, ptr %329, i64 32
  %331 = load <8 x i32>, ptr %328, align 4, !tbaa !5
  %332 = load <8 x i32>, ptr %330, align 4, !tbaa !5
  %333 = shl <8 x i32> %331, splat (i32 8)
  %334 = zext <8 x i32> %333 to <8 x i64>
  %335 = extractelement <8 x i64> %334, i64 7
  %336 = udiv i64 %335, %4
  %337 = extractelement <8 x i64> %334, i64 6
  %338 = udiv i64 %337, %4
  %339 = extractelement <8 x i64> %334, i64 5
  %340 = udiv i64 %339, %4
  %341 = extractelement <8 x i64> %334, i64 4
  %342 = udiv i64 %341, %4
  %343 = extractelement <8 x i64> %334, i64 3
  %344 = udiv i64 %343, %4
  %345 = extractelement <8 x i64> %334, i64 2
  %346 = udiv i64 %345, %4
  %347 = extractelement <8 x i64> %334, i64 1
  %348 = udiv i64 %347, %4
  %349 = extractelement <8 x i64> %334, i64 0
  %350 = udiv i64 %349, %4
  %351 = icmp ne <8 x i32> %331, zeroinitializer
  %352 = icmp ugt <8 x i64> %323, %334
  %353 = and <8 x i1> %351, %352
  %354 = insertelement <8 x i64> poison, i64 %350, i64 0
  %355 = insertelement <8 x i64> %354, i64 %348, i64 1
  %356 = insertelement <8 x i64> %355, i64 %346, i64 2
  %357 = insertelement <8 x i64> %356, i64 %344, i64 3
  %358 = insertelement <8 x i64> %357, i64 %342, i64 4
  %359 = insertelement <8 x i64> %358, i64 %340, i64 5
  %360 = insertelement <8 x i64> %359, i64 %338, i64 6
  %361 = insertelement <8 x i64> %360, i64 %336, i64 7
  %362 = select <8 x i1> %353, <8 x i64> splat (i64 1), <8 x i64> %361
  %363 = shl <8 x i32> %332, splat (i32 8)
  %364 = zext <8 x i32> %363 to <8 x i64>
  %365 = extractelement <8 x i64> %364, i64 7
  %366 = udiv i64 %365, %4
  %367 = extractelement <8 x i64> %364, i64 6
  %368 = udiv i64 %367, %4
  %369 = extractelement <8 x i64> %364, i64 5
  %370 = udiv i64 %369, %4
  %371 = extractelement <8 x i64> %364, i64 4
  %372 = udiv i64 %371, %4
  %373 = extractelement <8 x i64> %364, i64 3
  %374 = udiv i64 %373, %4
  %375 = extractelement <8 x i64> %364, i64 2
  %376 = udiv i64 %375, %4
  %377 = extractelement <8 x i64> %364, i64 1
  %378 = udiv i64 %377, %4
  %379 = extractelement <8 x i64> %364, i64 0
  %380 = udiv i64 %379, %4
  %381 = icmp ne <8 x i32> %332, zeroinitializer
  %382 = icmp ugt <8 x i64> %323, %364
  %383 = and <8 x i1> %381, %382
  %384 = insertelement <8 x i64> poison, i64 %380, i64 0
  %385 = insertelement <8 x i64> %384, i64 %378, i64 1
  %386 = insertelement <8 x i64> %385, i64 %376, i64 2
  %387 = insertelement <8 x i64> %386, i64 %374, i64 3
  %388 = insertelement <8 x i64> %387, i64 %372, i64 4
  %389 = insertelement <8 x i64> %388, i64 %370, i64 5
  %390 = insertelement <8 x i64> %389, i64 %368, i64 6
  %391 = insertelement <8 x i64> %390, i64 %366, i64 7
  %392 = select <8 x i1> %383, <8 x i64> splat (i64 1), <8 x i64> %391
  %393 = extractelement <8 x i64> %362, i64 0
  %394 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %393
  %395 = extractelement <8 x i64> %362, i64 1
  %396 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %395
  %397 = extractelement <8 x i64> %362, i64 2
  %398 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %397
  %399 = extractelement <8 x i64> %362, i64 3
  %400 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %399
  %401 = extractelement <8 x i64> %362, i64 4
  %402 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %401
  %403 = extractelement <8 x i64> %362, i64 5
  %404 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %403
  %405 = extractelement <8 x i64> %362, i64 6
  %406 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %405
  %407 = extractelement <8 x i64> %362, i64 7
  %408 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %407
  %409 = extractelement <8 x i64> %392, i64 0
  %410 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %409
  %411 = extractelement <8 x i64> %392, i64 1
  %412 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %411
  %413 = extractelement <8 x i64> %392, i64 2
  %414 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %413
  %415 = extractelement <8 x i64> %392, i64 3
  %416 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %415
  %417 = extractelement <8 x i64> %392, i64 4
  %418 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %417
  %419 = extractelement <8 x i64> %392, i64 5
  %420 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %419
  %421 = extractelement <8 x i64> %392, i64 6
  %422 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %421
  %423 = extractelement <8 x i64> %392, i64 7
  %424 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %423
  %425 = load i32, ptr %394, align 4, !tbaa !5
  %426 = load i32, ptr %396, align 4, !tbaa !5
  %427 = load i32, ptr %398, align 4, !tbaa !5
  %428 = load i32, ptr %400, align 4, !tbaa !5
  %429 = load i32, ptr %402, align 4, !tbaa !5
  %430 = load i32, ptr %404, align 4, !tbaa !5
  %431 = load i32, ptr %406, align 4, !tbaa !5
  %432 = load i32, ptr %408, align 4, !tbaa !5
  %433 = insertelement <8 x i32> poison, i32 %425, i64 0
  %434 = insertelement <8 x i32> %433, i32 %426, i64 1
  %435 = insertelement <8 x i32> %434, i32 %427, i64 2
  %436 = insertelement <8 x i32> %435, i32 %428, i64 3
  %437 = insertelement <8 x i32> %436, i32 %429, i64 4
  %438 = insertelement <8 x i32> %437, i32 %430, i64 5
  %439 = insertelement <8 x i32> %438, i32 %431, i64 6
  %440 = insertelement <8 x i32> %439, i32 %432, i64 7
  %441 = load i32, ptr %410, align 4, !tbaa !5
  %442 = load i32, ptr %412, align 4, !tbaa !5
  %443 = load i32, ptr %414, align 4, !tbaa !5
  %444 = load i32, ptr %416, align 4, !tbaa !5
  %445 = load i32, ptr %418, align 4, !tbaa !5
  %446 = load i32, ptr %420, align 4, !tbaa !5
  %447 = load i32, ptr %422, align 4, !tbaa !5
  %448 = load i32, ptr %424, align 4, !tbaa !5
  %449 = insertelement <8 x i32> poison, i32 %441, i64 0
  %450 = insertelement <8 x i32> %449, i32 %442, i64 1
  %451 = insertelement <8 x i32> %450, i32 %443, i64 2
  %452 = insertelement <8 x i32> %451, i32 %444, i64 3
  %453 = insertelement <8 x i32> %452, i32 %445, i64 4
  %454 = insertelement <8 x i32> %453, i32 %446, i64 5
  %455 = insertelement <8 x i32> %454, i32 %447, i64 6
  %456 = insertelement <8 x i32> %455, i32 %448, i64 7
  %457 = mul <8 x i32> %440, %331
  %458 = mul <8 x i32> %456, %332
  %459 = add <8 x i32> %457, %326
  %460 = add <8 x i32> %458, %327
  %461 = add nuw i64 %325, 16
  %462 = icmp eq i64 %461, %321
  br i1 %462, label %463, label %324, !llvm.loop !24

463:                                              ; preds = %324
  %464 = add <8 x i32> %460, %459
  %465 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %464)
  %466 = icmp eq i64 %321, %315
  br i1 %466, label %551, label %467

467:                                              ; preds = %463
  %468 = icmp eq i64 %320, 0
  br i1 %468, label %530, label %469, !prof !18

469:                                              ; preds = %317, %467
  %470 = phi i64 [ %321, %467 ], [ 0, %317 ]
  %471 = phi i32 [ %465, %467 ], [ 0, %317 ]
  %472 = and i64 %315, 4294967292
  %473 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %471, i64 0
  br label %474

474:                                              ; preds = %474, %469
  %475 = phi i64 [ %470, %469 ], [ %525, %474 ]
  %476 = phi <4 x i32> [ %473, %469 ], [ %524, %474 ]
  %477 = getelementptr inbounds nuw i32, ptr %1, i64 %475
  %478 = load <4 x i32>, ptr %477, align 4, !tbaa !5
  %479 = extractelement <4 x i32> %478, i64 0
  %480 = shl i32 %479, 8
  %481 = extractelement <4 x i32> %478, i64 1
  %482 = shl i32 %481, 8
  %483 = extractelement <4 x i32> %478, i64 2
  %484 = shl i32 %483, 8
  %485 = extractelement <4 x i32> %478, i64 3
  %486 = shl i32 %485, 8
  %487 = zext i32 %480 to i64
  %488 = zext i32 %482 to i64
  %489 = zext i32 %484 to i64
  %490 = zext i32 %486 to i64
  %491 = udiv i64 %487, %4
  %492 = udiv i64 %488, %4
  %493 = udiv i64 %489, %4
  %494 = udiv i64 %490, %4
  %495 = icmp ne i32 %479, 0
  %496 = icmp ne i32 %481, 0
  %497 = icmp ne i32 %483, 0
  %498 = icmp ne i32 %485, 0
  %499 = icmp ugt i64 %4, %487
  %500 = icmp ugt i64 %4, %488
  %501 = icmp ugt i64 %4, %489
  %502 = icmp ugt i64 %4, %490
  %503 = and i1 %495, %499
  %504 = and i1 %496, %500
  %505 = and i1 %497, %501
  %506 = and i1 %498, %502
  %507 = select i1 %503, i64 1, i64 %491
  %508 = select i1 %504, i64 1, i64 %492
  %509 = select i1 %505, i64 1, i64 %493
  %510 = select i1 %506, i64 1, i64 %494
  %511 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %507
  %512 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %508
  %513 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %509
  %514 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %510
  %515 = load i32, ptr %511, align 4, !tbaa !5
  %516 = load i32, ptr %512, align 4, !tbaa !5
  %517 = load i32, ptr %513, align 4, !tbaa !5
  %518 = load i32, ptr %514, align 4, !tbaa !5
  %519 = insertelement <4 x i32> poison, i32 %515, i64 0
  %520 = insertelement <4 x i32> %519, i32 %516, i64 1
  %521 = insertelement <4 x i32> %520, i32 %517, i64 2
  %522 = insertelement <4 x i32> %521, i32 %518, i64 3
  %523 = mul <4 x i32> %522, %478
  %524 = add <4 x i32> %523, %476
  %525 = add nuw i64 %475, 4
  %526 = icmp eq i64 %525, %472
  br i1 %526, label %527, label %474, !llvm.loop !25

527:                                              ; preds = %474
  %528 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %524)
  %529 = icmp eq i64 %472, %315
  br i1 %529, label %551, label %530

530:                                              ; preds = %311, %467, %527
  %531 = phi i64 [ 0, %311 ], [ %321, %467 ], [ %472, %527 ]
  %532 = phi i32 [ 0, %311 ], [ %465, %467 ], [ %528, %527 ]
  br label %533

533:                                              ; preds = %530, %533
  %534 = phi i64 [ %549, %533 ], [ %531, %530 ]
  %535 = phi i32 [ %548, %533 ], [ %532, %530 ]
  %536 = getelementptr inbounds nuw i32, ptr %1, i64 %534
  %537 = load i32, ptr %536, align 4, !tbaa !5
  %538 = shl i32 %537, 8
  %539 = zext i32 %538 to i64
  %540 = udiv i64 %539, %4
  %541 = icmp ne i32 %537, 0
  %542 = icmp ugt i64 %4, %539
  %543 = and i1 %541, %542
  %544 = select i1 %543, i64 1, i64 %540
  %545 = getelementptr inbounds nuw i32, ptr @kInverseProbabilityLog256, i64 %544
  %546 = load i32, ptr %545, align 4, !tbaa !5
  %547 = mul i32 %546, %537
  %548 = add i32 %547, %535
  %549 = add nuw nsw i64 %534, 1
  %550 = icmp eq i64 %549, %315
  br i1 %550, label %551, label %533, !llvm.loop !26

551:                                              ; preds = %533, %527, %463
  %552 = phi i32 [ %528, %527 ], [ %465, %463 ], [ %548, %533 ]
  %553 = shl i64 %312, 3
  %554 = lshr i32 %552, 8
  %555 = zext nneg i32 %554 to i64
  %556 = add i64 %553, %555
  %557 = icmp ugt i64 %249, %303
  %558 = icmp ugt i64 %249, %556
  %559 = select i1 %557, i1 true, i1 %558
  br i1 %559, label %561, label %560

560:                                              ; preds = %551
  store i32 0, ptr %0, align 4, !tbaa !5
  br label %564

561:                                              ; preds = %551
  %562 = icmp ugt i64 %303, %556
  br i1 %562, label %563, label %564

563:                                              ; preds = %561, %35, %22
  store i32 1, ptr %0, align 4, !tbaa !5
  br label %564

564:                                              ; preds = %561, %560, %40, %23, %16, %563
  %565 = phi i32 [ %19, %16 ], [ 3, %23 ], [ 2, %563 ], [ 0, %40 ], [ 3, %561 ], [ 0, %560 ]
  ret i32 %565
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_buildCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef readonly captures(none) %7, i64 noundef %8, ptr noundef %9, i32 noundef %10, i32 noundef %11, ptr noundef readonly captures(none) %12, i64 noundef %13, ptr noundef %14, i64 noundef %15) local_unnamed_addr #2 {
  switch i32 %4, label %56 [
    i32 1, label %17
    i32 3, label %25
    i32 0, label %26
    i32 2, label %30
  ]

17:                                               ; preds = %16
  %18 = trunc i32 %6 to i8
  %19 = tail call i64 @FSE_buildCTable_rle(ptr noundef %2, i8 noundef zeroext %18) #9
  %20 = icmp ult i64 %19, -119
  br i1 %20, label %21, label %56

21:                                               ; preds = %17
  %22 = icmp eq i64 %1, 0
  br i1 %22, label %56, label %23

23:                                               ; preds = %21
  %24 = load i8, ptr %7, align 1, !tbaa !27
  store i8 %24, ptr %0, align 1, !tbaa !27
  br label %56

25:                                               ; preds = %16
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %12, i64 %13, i1 false)
  br label %56

26:                                               ; preds = %16
  %27 = tail call i64 @FSE_buildCTable_wksp(ptr noundef %2, ptr noundef %9, i32 noundef %11, i32 noundef %10, ptr noundef %14, i64 noundef %15) #9
  %28 = icmp ult i64 %27, -119
  %29 = select i1 %28, i64 0, i64 %27
  br label %56

30:                                               ; preds = %16
  %31 = tail call i32 @FSE_optimalTableLog(i32 noundef %3, i64 noundef %8, i32 noundef %6) #9
  %32 = getelementptr i8, ptr %7, i64 %8
  %33 = getelementptr i8, ptr %32, i64 -1
  %34 = load i8, ptr %33, align 1, !tbaa !27
  %35 = zext i8 %34 to i64
  %36 = getelementptr inbounds nuw i32, ptr %5, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = icmp ugt i32 %37, 1
  br i1 %38, label %39, label %42

39:                                               ; preds = %30
  %40 = add i32 %37, -1
  store i32 %40, ptr %36, align 4, !tbaa !5
  %41 = add i64 %8, -1
  br label %42

42:                                               ; preds = %39, %30
  %43 = phi i64 [ %41, %39 ], [ %8, %30 ]
  %44 = icmp ugt i64 %43, 2047
  %45 = zext i1 %44 to i32
  %46 = tail call i64 @FSE_normalizeCount(ptr noundef %14, i32 noundef %31, ptr noundef nonnull %5, i64 noundef %43, i32 noundef %6, i32 noundef %45) #9
  %47 = icmp ult i64 %46, -119
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = tail call i64 @FSE_writeNCount(ptr noundef %0, i64 noundef %1, ptr noundef %14, i32 noundef %6, i32 noundef %31) #9
  %50 = icmp ult i64 %49, -119
  br i1 %50, label %51, label %56

51:                                               ; preds = %48
  %52 = getelementptr inbounds nuw i8, ptr %14, i64 108
  %53 = tail call i64 @FSE_buildCTable_wksp(ptr noundef %2, ptr noundef %14, i32 noundef %6, i32 noundef %31, ptr noundef nonnull %52, i64 noundef 1140) #9
  %54 = icmp ult i64 %53, -119
  %55 = select i1 %54, i64 %49, i64 %53
  br label %56

56:                                               ; preds = %51, %26, %16, %42, %48, %21, %17, %25, %23
  %57 = phi i64 [ %49, %48 ], [ -70, %21 ], [ 1, %23 ], [ %19, %17 ], [ 0, %25 ], [ -1, %16 ], [ %55, %51 ], [ %46, %42 ], [ %29, %26 ]
  ret i64 %57
}

declare i64 @FSE_buildCTable_rle(ptr noundef, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

declare i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define dso_local range(i64 1, 0) i64 @ZSTD_encodeSequences(ptr noundef %0, i64 noundef %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef readonly captures(none) %4, ptr noundef readonly captures(none) %5, ptr noundef readonly captures(none) %6, ptr noundef readonly captures(none) %7, ptr noundef readonly captures(none) %8, i64 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #5 {
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 %1
  %14 = getelementptr inbounds i8, ptr %13, i64 -8
  %15 = icmp ugt i64 %1, 8
  br i1 %15, label %16, label %447

16:                                               ; preds = %12
  %17 = add i64 %9, -1
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 %17
  %19 = load i8, ptr %18, align 1, !tbaa !27
  %20 = load i16, ptr %2, align 1, !tbaa !9
  %21 = zext i16 %20 to i32
  %22 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %23 = icmp eq i16 %20, 0
  %24 = add nsw i32 %21, -1
  %25 = shl nuw i32 1, %24
  %26 = sext i32 %25 to i64
  %27 = select i1 %23, i64 1, i64 %26
  %28 = getelementptr inbounds i32, ptr %22, i64 %27
  %29 = zext i8 %19 to i64
  %30 = getelementptr inbounds nuw %struct.FSE_symbolCompressionTransform, ptr %28, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = add i32 %33, 32768
  %35 = lshr i32 %34, 16
  %36 = and i32 %34, -65536
  %37 = sub i32 %36, %33
  %38 = zext i32 %37 to i64
  %39 = zext nneg i32 %35 to i64
  %40 = lshr i64 %38, %39
  %41 = sext i32 %31 to i64
  %42 = getelementptr i16, ptr %22, i64 %40
  %43 = getelementptr i16, ptr %42, i64 %41
  %44 = load i16, ptr %43, align 2, !tbaa !9
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 %17
  %46 = load i8, ptr %45, align 1, !tbaa !27
  %47 = zext i8 %46 to i32
  %48 = load i16, ptr %4, align 1, !tbaa !9
  %49 = zext i16 %48 to i32
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %51 = icmp eq i16 %48, 0
  %52 = add nsw i32 %49, -1
  %53 = shl nuw i32 1, %52
  %54 = sext i32 %53 to i64
  %55 = select i1 %51, i64 1, i64 %54
  %56 = getelementptr inbounds i32, ptr %50, i64 %55
  %57 = zext i8 %46 to i64
  %58 = getelementptr inbounds nuw %struct.FSE_symbolCompressionTransform, ptr %56, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !5
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add i32 %61, 32768
  %63 = lshr i32 %62, 16
  %64 = and i32 %62, -65536
  %65 = sub i32 %64, %61
  %66 = zext i32 %65 to i64
  %67 = zext nneg i32 %63 to i64
  %68 = lshr i64 %66, %67
  %69 = sext i32 %59 to i64
  %70 = getelementptr i16, ptr %50, i64 %68
  %71 = getelementptr i16, ptr %70, i64 %69
  %72 = load i16, ptr %71, align 2, !tbaa !9
  %73 = getelementptr inbounds nuw i8, ptr %7, i64 %17
  %74 = load i8, ptr %73, align 1, !tbaa !27
  %75 = load i16, ptr %6, align 1, !tbaa !9
  %76 = zext i16 %75 to i32
  %77 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %78 = icmp eq i16 %75, 0
  %79 = add nsw i32 %76, -1
  %80 = shl nuw i32 1, %79
  %81 = sext i32 %80 to i64
  %82 = select i1 %78, i64 1, i64 %81
  %83 = getelementptr inbounds i32, ptr %77, i64 %82
  %84 = zext i8 %74 to i64
  %85 = getelementptr inbounds nuw %struct.FSE_symbolCompressionTransform, ptr %83, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !5
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 4
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = add i32 %88, 32768
  %90 = lshr i32 %89, 16
  %91 = and i32 %89, -65536
  %92 = sub i32 %91, %88
  %93 = zext i32 %92 to i64
  %94 = zext nneg i32 %90 to i64
  %95 = lshr i64 %93, %94
  %96 = sext i32 %86 to i64
  %97 = getelementptr i16, ptr %77, i64 %95
  %98 = getelementptr i16, ptr %97, i64 %96
  %99 = load i16, ptr %98, align 2, !tbaa !9
  %100 = getelementptr inbounds nuw %struct.SeqDef_s, ptr %8, i64 %17
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 4
  %102 = load i16, ptr %101, align 4, !tbaa !28
  %103 = zext i16 %102 to i64
  %104 = getelementptr inbounds nuw i8, ptr @LL_bits, i64 %84
  %105 = load i8, ptr %104, align 1, !tbaa !27
  %106 = zext i8 %105 to i32
  %107 = zext i8 %105 to i64
  %108 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %103, i64 range(i64 0, 4294967296) %107)
  %109 = getelementptr inbounds nuw i8, ptr %100, i64 6
  %110 = load i16, ptr %109, align 2, !tbaa !30
  %111 = zext i16 %110 to i64
  %112 = getelementptr inbounds nuw i8, ptr @ML_bits, i64 %29
  %113 = load i8, ptr %112, align 1, !tbaa !27
  %114 = zext i8 %113 to i32
  %115 = zext i8 %113 to i64
  %116 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %111, i64 range(i64 0, 4294967296) %115)
  %117 = shl i64 %116, %107
  %118 = or i64 %117, %108
  %119 = add nuw nsw i32 %114, %106
  %120 = icmp eq i32 %10, 0
  br i1 %120, label %160, label %121

121:                                              ; preds = %16
  %122 = icmp ult i8 %46, 56
  br i1 %122, label %123, label %125

123:                                              ; preds = %121
  %124 = load i32, ptr %100, align 4, !tbaa !31
  br label %145

125:                                              ; preds = %121
  %126 = icmp eq i8 %46, 56
  %127 = load i32, ptr %100, align 4, !tbaa !31
  br i1 %126, label %145, label %128

128:                                              ; preds = %125
  %129 = add nsw i32 %47, -56
  %130 = zext i32 %127 to i64
  %131 = zext nneg i32 %129 to i64
  %132 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %130, i64 range(i64 0, 4294967296) %131)
  %133 = zext nneg i32 %119 to i64
  %134 = shl i64 %132, %133
  %135 = or i64 %134, %118
  %136 = add nuw nsw i32 %119, %129
  %137 = lshr i32 %136, 3
  %138 = zext nneg i32 %137 to i64
  store i64 %135, ptr %0, align 1, !tbaa !32
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 %138
  %140 = icmp ugt ptr %139, %14
  %141 = select i1 %140, ptr %14, ptr %139
  %142 = and i32 %136, 7
  %143 = shl nuw nsw i64 %138, 3
  %144 = lshr i64 %135, %143
  br label %145

145:                                              ; preds = %128, %125, %123
  %146 = phi i32 [ %127, %125 ], [ %127, %128 ], [ %124, %123 ]
  %147 = phi i32 [ 0, %125 ], [ %129, %128 ], [ 0, %123 ]
  %148 = phi i32 [ 56, %125 ], [ 56, %128 ], [ %47, %123 ]
  %149 = phi i64 [ %118, %125 ], [ %144, %128 ], [ %118, %123 ]
  %150 = phi i32 [ %119, %125 ], [ %142, %128 ], [ %119, %123 ]
  %151 = phi ptr [ %0, %125 ], [ %141, %128 ], [ %0, %123 ]
  %152 = lshr i32 %146, %147
  %153 = zext i32 %152 to i64
  %154 = zext nneg i32 %148 to i64
  %155 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %153, i64 range(i64 0, 4294967296) %154)
  %156 = zext nneg i32 %150 to i64
  %157 = shl i64 %155, %156
  %158 = or i64 %157, %149
  %159 = add nuw nsw i32 %150, %148
  br label %168

160:                                              ; preds = %16
  %161 = load i32, ptr %100, align 4, !tbaa !31
  %162 = zext i32 %161 to i64
  %163 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %162, i64 range(i64 0, 4294967296) %57)
  %164 = zext nneg i32 %119 to i64
  %165 = shl i64 %163, %164
  %166 = or i64 %165, %118
  %167 = add nuw nsw i32 %119, %47
  br label %168

168:                                              ; preds = %160, %145
  %169 = phi i64 [ %166, %160 ], [ %158, %145 ]
  %170 = phi i32 [ %167, %160 ], [ %159, %145 ]
  %171 = phi ptr [ %0, %160 ], [ %151, %145 ]
  %172 = lshr i32 %170, 3
  %173 = zext nneg i32 %172 to i64
  store i64 %169, ptr %171, align 1, !tbaa !32
  %174 = getelementptr inbounds nuw i8, ptr %171, i64 %173
  %175 = icmp ugt ptr %174, %14
  %176 = select i1 %175, ptr %14, ptr %174
  %177 = shl nuw nsw i64 %173, 3
  %178 = lshr i64 %169, %177
  %179 = zext i16 %99 to i64
  %180 = and i32 %170, 7
  %181 = zext i16 %44 to i64
  %182 = zext i16 %72 to i64
  %183 = icmp ugt i64 %9, 1
  br i1 %183, label %184, label %377

184:                                              ; preds = %168
  %185 = add i64 %9, -2
  br label %186

186:                                              ; preds = %360, %184
  %187 = phi i64 [ %375, %360 ], [ %182, %184 ]
  %188 = phi i64 [ %374, %360 ], [ %181, %184 ]
  %189 = phi i32 [ %373, %360 ], [ %180, %184 ]
  %190 = phi i64 [ %372, %360 ], [ %179, %184 ]
  %191 = phi i64 [ %371, %360 ], [ %185, %184 ]
  %192 = phi ptr [ %368, %360 ], [ %176, %184 ]
  %193 = phi i64 [ %370, %360 ], [ %178, %184 ]
  %194 = getelementptr inbounds nuw i8, ptr %7, i64 %191
  %195 = load i8, ptr %194, align 1, !tbaa !27
  %196 = getelementptr inbounds nuw i8, ptr %5, i64 %191
  %197 = load i8, ptr %196, align 1, !tbaa !27
  %198 = getelementptr inbounds nuw i8, ptr %3, i64 %191
  %199 = load i8, ptr %198, align 1, !tbaa !27
  %200 = zext i8 %195 to i64
  %201 = getelementptr inbounds nuw i8, ptr @LL_bits, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !27
  %203 = zext i8 %202 to i32
  %204 = zext i8 %197 to i32
  %205 = zext i8 %199 to i64
  %206 = getelementptr inbounds nuw i8, ptr @ML_bits, i64 %205
  %207 = load i8, ptr %206, align 1, !tbaa !27
  %208 = zext i8 %207 to i32
  %209 = zext i8 %197 to i64
  %210 = getelementptr inbounds nuw %struct.FSE_symbolCompressionTransform, ptr %56, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !5
  %212 = getelementptr inbounds nuw i8, ptr %210, i64 4
  %213 = load i32, ptr %212, align 4, !tbaa !5
  %214 = zext i32 %213 to i64
  %215 = add nuw nsw i64 %187, %214
  %216 = lshr i64 %215, 16
  %217 = trunc nuw nsw i64 %216 to i32
  %218 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %187, i64 range(i64 0, 4294967296) %216)
  %219 = zext nneg i32 %189 to i64
  %220 = shl i64 %218, %219
  %221 = add nuw nsw i32 %189, %217
  %222 = lshr i64 %187, %216
  %223 = sext i32 %211 to i64
  %224 = getelementptr i16, ptr %50, i64 %222
  %225 = getelementptr i16, ptr %224, i64 %223
  %226 = load i16, ptr %225, align 2, !tbaa !9
  %227 = getelementptr inbounds nuw %struct.FSE_symbolCompressionTransform, ptr %28, i64 %205
  %228 = load i32, ptr %227, align 4, !tbaa !5
  %229 = getelementptr inbounds nuw i8, ptr %227, i64 4
  %230 = load i32, ptr %229, align 4, !tbaa !5
  %231 = zext i32 %230 to i64
  %232 = add nuw nsw i64 %188, %231
  %233 = lshr i64 %232, 16
  %234 = trunc nuw nsw i64 %233 to i32
  %235 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %188, i64 range(i64 0, 4294967296) %233)
  %236 = zext nneg i32 %221 to i64
  %237 = shl i64 %235, %236
  %238 = add nuw nsw i32 %221, %234
  %239 = lshr i64 %188, %233
  %240 = sext i32 %228 to i64
  %241 = getelementptr i16, ptr %22, i64 %239
  %242 = getelementptr i16, ptr %241, i64 %240
  %243 = load i16, ptr %242, align 2, !tbaa !9
  %244 = getelementptr inbounds nuw %struct.FSE_symbolCompressionTransform, ptr %83, i64 %200
  %245 = load i32, ptr %244, align 4, !tbaa !5
  %246 = getelementptr inbounds nuw i8, ptr %244, i64 4
  %247 = load i32, ptr %246, align 4, !tbaa !5
  %248 = zext i32 %247 to i64
  %249 = add nuw nsw i64 %190, %248
  %250 = lshr i64 %249, 16
  %251 = trunc nuw nsw i64 %250 to i32
  %252 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %190, i64 range(i64 0, 4294967296) %250)
  %253 = zext nneg i32 %238 to i64
  %254 = shl i64 %252, %253
  %255 = or i64 %220, %193
  %256 = or i64 %255, %237
  %257 = or i64 %256, %254
  %258 = add nuw nsw i32 %238, %251
  %259 = lshr i64 %190, %250
  %260 = sext i32 %245 to i64
  %261 = getelementptr i16, ptr %77, i64 %259
  %262 = getelementptr i16, ptr %261, i64 %260
  %263 = load i16, ptr %262, align 2, !tbaa !9
  %264 = add nuw nsw i32 %203, %204
  %265 = add nuw nsw i32 %264, %208
  %266 = icmp samesign ugt i32 %265, 30
  br i1 %266, label %267, label %276

267:                                              ; preds = %186
  %268 = lshr i32 %258, 3
  %269 = zext nneg i32 %268 to i64
  store i64 %257, ptr %192, align 1, !tbaa !32
  %270 = getelementptr inbounds nuw i8, ptr %192, i64 %269
  %271 = icmp ugt ptr %270, %14
  %272 = select i1 %271, ptr %14, ptr %270
  %273 = and i32 %258, 7
  %274 = shl nuw nsw i64 %269, 3
  %275 = lshr i64 %257, %274
  br label %276

276:                                              ; preds = %267, %186
  %277 = phi i64 [ %275, %267 ], [ %257, %186 ]
  %278 = phi i32 [ %273, %267 ], [ %258, %186 ]
  %279 = phi ptr [ %272, %267 ], [ %192, %186 ]
  %280 = getelementptr inbounds nuw %struct.SeqDef_s, ptr %8, i64 %191
  %281 = getelementptr inbounds nuw i8, ptr %280, i64 4
  %282 = load i16, ptr %281, align 4, !tbaa !28
  %283 = zext i16 %282 to i64
  %284 = zext i8 %202 to i64
  %285 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %283, i64 range(i64 0, 4294967296) %284)
  %286 = zext nneg i32 %278 to i64
  %287 = shl i64 %285, %286
  %288 = or i64 %287, %277
  %289 = add nuw nsw i32 %278, %203
  %290 = getelementptr inbounds nuw i8, ptr %280, i64 6
  %291 = load i16, ptr %290, align 2, !tbaa !30
  %292 = zext i16 %291 to i64
  %293 = zext i8 %207 to i64
  %294 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %292, i64 range(i64 0, 4294967296) %293)
  %295 = zext nneg i32 %289 to i64
  %296 = shl i64 %294, %295
  %297 = or i64 %288, %296
  %298 = add nuw nsw i32 %289, %208
  %299 = icmp samesign ugt i32 %265, 56
  br i1 %299, label %300, label %309

300:                                              ; preds = %276
  %301 = lshr i32 %298, 3
  %302 = zext nneg i32 %301 to i64
  store i64 %297, ptr %279, align 1, !tbaa !32
  %303 = getelementptr inbounds nuw i8, ptr %279, i64 %302
  %304 = icmp ugt ptr %303, %14
  %305 = select i1 %304, ptr %14, ptr %303
  %306 = and i32 %298, 7
  %307 = shl nuw nsw i64 %302, 3
  %308 = lshr i64 %297, %307
  br label %309

309:                                              ; preds = %300, %276
  %310 = phi i64 [ %308, %300 ], [ %297, %276 ]
  %311 = phi i32 [ %306, %300 ], [ %298, %276 ]
  %312 = phi ptr [ %305, %300 ], [ %279, %276 ]
  br i1 %120, label %352, label %313

313:                                              ; preds = %309
  %314 = icmp ult i8 %197, 56
  br i1 %314, label %315, label %317

315:                                              ; preds = %313
  %316 = load i32, ptr %280, align 4, !tbaa !31
  br label %337

317:                                              ; preds = %313
  %318 = icmp eq i8 %197, 56
  %319 = load i32, ptr %280, align 4, !tbaa !31
  br i1 %318, label %337, label %320

320:                                              ; preds = %317
  %321 = add nsw i32 %204, -56
  %322 = zext i32 %319 to i64
  %323 = zext nneg i32 %321 to i64
  %324 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %322, i64 range(i64 0, 4294967296) %323)
  %325 = zext nneg i32 %311 to i64
  %326 = shl i64 %324, %325
  %327 = or i64 %326, %310
  %328 = add nuw nsw i32 %311, %321
  %329 = lshr i32 %328, 3
  %330 = zext nneg i32 %329 to i64
  store i64 %327, ptr %312, align 1, !tbaa !32
  %331 = getelementptr inbounds nuw i8, ptr %312, i64 %330
  %332 = icmp ugt ptr %331, %14
  %333 = select i1 %332, ptr %14, ptr %331
  %334 = and i32 %328, 7
  %335 = shl nuw nsw i64 %330, 3
  %336 = lshr i64 %327, %335
  br label %337

337:                                              ; preds = %320, %317, %315
  %338 = phi i32 [ %319, %317 ], [ %319, %320 ], [ %316, %315 ]
  %339 = phi i32 [ 0, %317 ], [ %321, %320 ], [ 0, %315 ]
  %340 = phi i32 [ 56, %317 ], [ 56, %320 ], [ %204, %315 ]
  %341 = phi i64 [ %310, %317 ], [ %336, %320 ], [ %310, %315 ]
  %342 = phi i32 [ %311, %317 ], [ %334, %320 ], [ %311, %315 ]
  %343 = phi ptr [ %312, %317 ], [ %333, %320 ], [ %312, %315 ]
  %344 = lshr i32 %338, %339
  %345 = zext i32 %344 to i64
  %346 = zext nneg i32 %340 to i64
  %347 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %345, i64 range(i64 0, 4294967296) %346)
  %348 = zext nneg i32 %342 to i64
  %349 = shl i64 %347, %348
  %350 = or i64 %349, %341
  %351 = add nuw nsw i32 %342, %340
  br label %360

352:                                              ; preds = %309
  %353 = load i32, ptr %280, align 4, !tbaa !31
  %354 = zext i32 %353 to i64
  %355 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %354, i64 range(i64 0, 4294967296) %209)
  %356 = zext nneg i32 %311 to i64
  %357 = shl i64 %355, %356
  %358 = or i64 %357, %310
  %359 = add nuw nsw i32 %311, %204
  br label %360

360:                                              ; preds = %352, %337
  %361 = phi i64 [ %358, %352 ], [ %350, %337 ]
  %362 = phi i32 [ %359, %352 ], [ %351, %337 ]
  %363 = phi ptr [ %312, %352 ], [ %343, %337 ]
  %364 = lshr i32 %362, 3
  %365 = zext nneg i32 %364 to i64
  store i64 %361, ptr %363, align 1, !tbaa !32
  %366 = getelementptr inbounds nuw i8, ptr %363, i64 %365
  %367 = icmp ugt ptr %366, %14
  %368 = select i1 %367, ptr %14, ptr %366
  %369 = shl nuw nsw i64 %365, 3
  %370 = lshr i64 %361, %369
  %371 = add i64 %191, -1
  %372 = zext i16 %263 to i64
  %373 = and i32 %362, 7
  %374 = zext i16 %243 to i64
  %375 = zext i16 %226 to i64
  %376 = icmp ult i64 %371, %9
  br i1 %376, label %186, label %377, !llvm.loop !34

377:                                              ; preds = %360, %168
  %378 = phi i64 [ %178, %168 ], [ %370, %360 ]
  %379 = phi ptr [ %176, %168 ], [ %368, %360 ]
  %380 = phi i64 [ %179, %168 ], [ %372, %360 ]
  %381 = phi i32 [ %180, %168 ], [ %373, %360 ]
  %382 = phi i64 [ %181, %168 ], [ %374, %360 ]
  %383 = phi i64 [ %182, %168 ], [ %375, %360 ]
  %384 = zext i16 %20 to i64
  %385 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %382, i64 range(i64 0, 4294967296) %384)
  %386 = zext nneg i32 %381 to i64
  %387 = shl i64 %385, %386
  %388 = or i64 %387, %378
  %389 = add nuw nsw i32 %381, %21
  %390 = lshr i32 %389, 3
  %391 = zext nneg i32 %390 to i64
  store i64 %388, ptr %379, align 1, !tbaa !32
  %392 = getelementptr inbounds nuw i8, ptr %379, i64 %391
  %393 = icmp ugt ptr %392, %14
  %394 = select i1 %393, ptr %14, ptr %392
  %395 = and i32 %389, 7
  %396 = shl nuw nsw i64 %391, 3
  %397 = lshr i64 %388, %396
  %398 = zext i16 %48 to i64
  %399 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %383, i64 range(i64 0, 4294967296) %398)
  %400 = zext nneg i32 %395 to i64
  %401 = shl i64 %399, %400
  %402 = or i64 %401, %397
  %403 = add nuw nsw i32 %395, %49
  %404 = lshr i32 %403, 3
  %405 = zext nneg i32 %404 to i64
  store i64 %402, ptr %394, align 1, !tbaa !32
  %406 = getelementptr inbounds nuw i8, ptr %394, i64 %405
  %407 = icmp ugt ptr %406, %14
  %408 = select i1 %407, ptr %14, ptr %406
  %409 = and i32 %403, 7
  %410 = shl nuw nsw i64 %405, 3
  %411 = lshr i64 %402, %410
  %412 = zext i16 %75 to i64
  %413 = tail call i64 @llvm.x86.bmi.bzhi.64(i64 %380, i64 range(i64 0, 4294967296) %412)
  %414 = zext nneg i32 %409 to i64
  %415 = shl i64 %413, %414
  %416 = or i64 %415, %411
  %417 = add nuw nsw i32 %409, %76
  %418 = lshr i32 %417, 3
  %419 = zext nneg i32 %418 to i64
  store i64 %416, ptr %408, align 1, !tbaa !32
  %420 = getelementptr inbounds nuw i8, ptr %408, i64 %419
  %421 = icmp ugt ptr %420, %14
  %422 = select i1 %421, ptr %14, ptr %420
  %423 = and i32 %417, 7
  %424 = shl nuw nsw i64 %419, 3
  %425 = lshr i64 %416, %424
  %426 = zext nneg i32 %423 to i64
  %427 = shl nuw nsw i64 1, %426
  %428 = or i64 %425, %427
  %429 = add nuw nsw i32 %423, 1
  %430 = lshr i32 %429, 3
  %431 = zext nneg i32 %430 to i64
  store i64 %428, ptr %422, align 1, !tbaa !32
  %432 = getelementptr inbounds nuw i8, ptr %422, i64 %431
  %433 = icmp ugt ptr %432, %14
  %434 = select i1 %433, ptr %14, ptr %432
  %435 = icmp ult ptr %434, %14
  br i1 %435, label %436, label %446

436:                                              ; preds = %377
  %437 = and i32 %429, 7
  %438 = ptrtoint ptr %434 to i64
  %439 = ptrtoint ptr %0 to i64
  %440 = icmp ne i32 %437, 0
  %441 = zext i1 %440 to i64
  %442 = add i64 %438, %441
  %443 = freeze i64 %442
  %444 = sub i64 %443, %439
  %445 = icmp eq i64 %444, 0
  br i1 %445, label %446, label %447

446:                                              ; preds = %436, %377
  br label %447

447:                                              ; preds = %12, %436, %446
  %448 = phi i64 [ -70, %12 ], [ -70, %446 ], [ %444, %436 ]
  ret i64 %448
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.x86.bmi.bzhi.64(i64, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="+avx,+avx2,+bmi,+bmi2,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fxsr,+lzcnt,+mmx,+movbe,+popcnt,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !6, i64 4}
!12 = !{!"", !6, i64 0, !6, i64 4}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!"branch_weights", i32 4, i32 12}
!19 = distinct !{!19, !14, !16, !17}
!20 = distinct !{!20, !14, !17, !16}
!21 = distinct !{!21, !14, !16, !17}
!22 = distinct !{!22, !14, !16, !17}
!23 = distinct !{!23, !14, !17, !16}
!24 = distinct !{!24, !14, !16, !17}
!25 = distinct !{!25, !14, !16, !17}
!26 = distinct !{!26, !14, !17, !16}
!27 = !{!7, !7, i64 0}
!28 = !{!29, !10, i64 4}
!29 = !{!"SeqDef_s", !6, i64 0, !10, i64 4, !10, i64 6}
!30 = !{!29, !10, i64 6}
!31 = !{!29, !6, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !7, i64 0}
!34 = distinct !{!34, !14}
