; why: issue 54's fold: sext(trunc nsw X to iN) /s C0 -> X /s C0, the target reading C0 zero-extended. Proved from i8 up; at i4 a C0 such as 0b1110 (14 u< 32) is -2 there, and X /s 14 is wrong (x = 2: -1 before, 0 after). The C++ must keep off the narrow widths where the small-width proofs refute it, and the plugin's outputs must all refine.
; expect class: instcombine
; expect plugin: fired 2/2, untouched 6/6, FileCheck passed (fails without the fold), refines 7/8
; expect instance: i16
; expect width guard: NBW > 6 && BW <= 64
define i32 @src_a(i32 %x) {
  %t = trunc nsw i32 %x to i8
  %d = sdiv i8 %t, 7
  %r = sext i8 %d to i32
  ret i32 %r
}
define i32 @tgt_a(i32 %x) {
  %r = sdiv i32 %x, 7
  ret i32 %r
}
