; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today
; ModuleID = '<stdin>'
source_filename = "<stdin>"

define i1 @icmp_sgt_sub_umin(i13 %x) {
  %1 = add i13 %x, -2049
  %r = icmp ult i13 %1, 4095
  ret i1 %r
}

define <2 x i1> @icmp_sgt_sub_umin_splat(<2 x i13> %x) {
  %1 = add <2 x i13> %x, splat (i13 -2049)
  %r = icmp ult <2 x i13> %1, splat (i13 4095)
  ret <2 x i1> %r
}

define i1 @icmp_sgt_sub_umin_multi_use(i13 %x) {
  %umin = call i13 @llvm.umin.i13(i13 %x, i13 2048)
  %r = icmp sgt i13 %x, %umin
  call void @use.i13(i13 %umin)
  ret i1 %r
}

define i1 @icmp_sgt_sub_umin_no_nsw(i13 %x) {
  %1 = add i13 %x, -2049
  %r = icmp ult i13 %1, 4095
  ret i1 %r
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i13> @llvm.umin.v2i13(<2 x i13>, <2 x i13>) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i13 @llvm.umin.i13(i13, i13) #0

declare void @use.i13(i13)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i13 @llvm.usub.sat.i13(i13, i13) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i13> @llvm.usub.sat.v2i13(<2 x i13>, <2 x i13>) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
