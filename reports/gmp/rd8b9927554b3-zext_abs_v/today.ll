; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i64 @zext_abs_v(ptr %x) {
  %v = getelementptr inbounds nuw i8, ptr %x, i64 4
  %v1 = load i32, ptr %v, align 4
  %abs = call i32 @llvm.abs.i32(i32 %v1, i1 true)
  %r = zext nneg i32 %abs to i64
  ret i64 %r
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
