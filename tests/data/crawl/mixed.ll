; ModuleID = 'mixed.cpp'
source_filename = "mixed.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z11with_invokeii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %3 = or i32 %1, %0
  %4 = invoke noundef i32 @_Z9may_throwi(i32 noundef %3)
          to label %5 unwind label %9

5:                                                ; preds = %2
  %6 = add nsw i32 %4, %3
  %7 = or i32 %6, 7
  %8 = mul nsw i32 %7, 5
  br label %14

9:                                                ; preds = %2
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = tail call ptr @__cxa_begin_catch(ptr %11) #5
  %13 = mul i32 %3, 7
  tail call void @__cxa_end_catch()
  br label %14

14:                                               ; preds = %5, %9
  %15 = phi i32 [ %8, %5 ], [ %13, %9 ]
  ret i32 %15
}

declare noundef i32 @_Z9may_throwi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef i32 @_Z11with_callbrii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = sub nsw i32 %0, %1
  %4 = and i32 %3, 255
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %4) #5
          to label %5 [label %9], !srcloc !9

5:                                                ; preds = %2
  %6 = xor i32 %4, 85
  %7 = lshr i32 %4, 2
  %8 = add nuw nsw i32 %6, %7
  br label %12

9:                                                ; preds = %2
  %10 = add nsw i32 %1, %0
  %11 = or i32 %10, 1
  br label %12

12:                                               ; preds = %9, %5
  %13 = phi i32 [ %8, %5 ], [ %11, %9 ]
  ret i32 %13
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @_Z8with_amxPcli(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = trunc i32 %2 to i16
  %5 = and i16 %4, 15
  %6 = add i16 %4, 4
  %7 = and i16 %6, 63
  %8 = tail call x86_amx @llvm.x86.tileloadd64.internal(i16 %5, i16 %7, ptr %0, i64 %1)
  %9 = tail call noundef <256 x i32> @llvm.x86.cast.tile.to.vector.v256i32(x86_amx %8)
  %10 = shl nsw i64 %1, 4
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = tail call x86_amx @llvm.x86.cast.vector.to.tile.v256i32(<256 x i32> %9)
  tail call void @llvm.x86.tilestored64.internal(i16 %5, i16 %7, ptr %11, i64 %1, x86_amx %12)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @plain_one(i32 noundef %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = add nsw i32 %1, %0
  %4 = sub nsw i32 %0, %1
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @plain_two(i32 noundef %0) local_unnamed_addr #4 {
  %2 = lshr i32 %0, 3
  %3 = shl i32 %0, 5
  %4 = xor i32 %2, %3
  %5 = and i32 %0, 61680
  %6 = xor i32 %4, %5
  ret i32 %6
}

; Function Attrs: nounwind
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <256 x i32> @llvm.x86.cast.tile.to.vector.v256i32(x86_amx) #6

; Function Attrs: nounwind
declare void @llvm.x86.tilestored64.internal(i16, i16, ptr, i64, x86_amx) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare x86_amx @llvm.x86.cast.vector.to.tile.v256i32(<256 x i32>) #6

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+amx-tile,+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+amx-tile,+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+amx-tile,+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="8192" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+amx-tile,+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+amx-tile,+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = !{i64 613}
