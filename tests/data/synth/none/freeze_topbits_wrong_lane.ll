; synth: none
; category: vector
; why: freeze_yuv_topbits with lane 7 taking byte 30 instead of 31: lshr (bitcast (freeze x) to <8 x i32>), 30 (the tempting rewrite) reads byte 31 in its last lane and is wrong on defined inputs, freeze or not
; uops: 8

define <8 x i32> @src(<32 x i8> %x) {
  %s = shufflevector <32 x i8> %x, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 30>
  %l = lshr <8 x i8> %s, splat (i8 6)
  %z = zext <8 x i8> %l to <8 x i32>
  ret <8 x i32> %z
}
