; synth: none
; category: x86-style shuffle control
; why: vec_palignr_sse2_or with b shifted by 8 bytes, not 12: bytes 8..11 are a[12..15] | b[0..3], an or of two inputs that no shuffle gives

define <16 x i8> @src(<16 x i8> %a, <16 x i8> %b) {
  %x = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 16, i32 16, i32 16>
  %y = shufflevector <16 x i8> %b, <16 x i8> zeroinitializer, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = or <16 x i8> %x, %y
  ret <16 x i8> %r
}
