; no fold: i2 instance 0
define i2 @sext_sdiv_trunc_sweep_n1_w2_0(i2 %x) {
  %trunc = trunc nsw i2 %x to i1
  %sdiv = sdiv i1 %trunc, true
  %r = sext i1 %sdiv to i2
  ret i2 %r
}

; no fold: i2 instance 1
define i2 @sext_sdiv_trunc_sweep_n1_w2_1(i2 %x) {
  %trunc = trunc nsw i2 %x to i1
  %sdiv = sdiv i1 %trunc, false
  %r = sext i1 %sdiv to i2
  ret i2 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n1_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i1
  %sdiv = sdiv i1 %trunc, true
  %r = sext i1 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n1_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i1>
  %sdiv = sdiv <2 x i1> %trunc, splat (i1 true)
  %r = sext <2 x i1> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n1_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i1
  %sdiv = sdiv i1 %trunc, false
  %r = sext i1 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n1_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i1
  %sdiv = sdiv i1 %trunc, true
  %r = sext i1 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n1_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i1
  %sdiv = sdiv i1 %trunc, false
  %r = sext i1 %sdiv to i64
  ret i64 %r
}

; no fold: i3 instance 0
define i3 @sext_sdiv_trunc_sweep_n2_w3_0(i3 %x) {
  %trunc = trunc nsw i3 %x to i2
  %sdiv = sdiv i2 %trunc, -2
  %r = sext i2 %sdiv to i3
  ret i3 %r
}

; no fold: i3 instance 1
define i3 @sext_sdiv_trunc_sweep_n2_w3_1(i3 %x) {
  %trunc = trunc nsw i3 %x to i2
  %sdiv = sdiv i2 %trunc, 1
  %r = sext i2 %sdiv to i3
  ret i3 %r
}

; no fold: i4 instance 0
define i4 @sext_sdiv_trunc_sweep_n2_w4_0(i4 %x) {
  %trunc = trunc nsw i4 %x to i2
  %sdiv = sdiv i2 %trunc, -1
  %r = sext i2 %sdiv to i4
  ret i4 %r
}

; no fold: <2 x i4> splat
define <2 x i4> @sext_sdiv_trunc_sweep_n2_w4_splat(<2 x i4> %x) {
  %trunc = trunc nsw <2 x i4> %x to <2 x i2>
  %sdiv = sdiv <2 x i2> %trunc, splat (i2 -1)
  %r = sext <2 x i2> %sdiv to <2 x i4>
  ret <2 x i4> %r
}

; no fold: i4 instance 1
define i4 @sext_sdiv_trunc_sweep_n2_w4_1(i4 %x) {
  %trunc = trunc nsw i4 %x to i2
  %sdiv = sdiv i2 %trunc, -2
  %r = sext i2 %sdiv to i4
  ret i4 %r
}

; no fold: i4 instance 2
define i4 @sext_sdiv_trunc_sweep_n2_w4_2(i4 %x) {
  %trunc = trunc nsw i4 %x to i2
  %sdiv = sdiv i2 %trunc, 1
  %r = sext i2 %sdiv to i4
  ret i4 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n2_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i2
  %sdiv = sdiv i2 %trunc, -1
  %r = sext i2 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n2_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i2>
  %sdiv = sdiv <2 x i2> %trunc, splat (i2 -1)
  %r = sext <2 x i2> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n2_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i2
  %sdiv = sdiv i2 %trunc, -2
  %r = sext i2 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n2_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i2
  %sdiv = sdiv i2 %trunc, 1
  %r = sext i2 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n2_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i2
  %sdiv = sdiv i2 %trunc, -1
  %r = sext i2 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n2_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i2
  %sdiv = sdiv i2 %trunc, -2
  %r = sext i2 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n2_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i2
  %sdiv = sdiv i2 %trunc, 1
  %r = sext i2 %sdiv to i64
  ret i64 %r
}

; no fold: i4 instance 0
define i4 @sext_sdiv_trunc_sweep_n3_w4_0(i4 %x) {
  %trunc = trunc nsw i4 %x to i3
  %sdiv = sdiv i3 %trunc, 3
  %r = sext i3 %sdiv to i4
  ret i4 %r
}

; no fold: <2 x i4> splat
define <2 x i4> @sext_sdiv_trunc_sweep_n3_w4_splat(<2 x i4> %x) {
  %trunc = trunc nsw <2 x i4> %x to <2 x i3>
  %sdiv = sdiv <2 x i3> %trunc, splat (i3 3)
  %r = sext <2 x i3> %sdiv to <2 x i4>
  ret <2 x i4> %r
}

; no fold: i4 instance 1
define i4 @sext_sdiv_trunc_sweep_n3_w4_1(i4 %x) {
  %trunc = trunc nsw i4 %x to i3
  %sdiv = sdiv i3 %trunc, 2
  %r = sext i3 %sdiv to i4
  ret i4 %r
}

; no fold: i4 instance 2
define i4 @sext_sdiv_trunc_sweep_n3_w4_2(i4 %x) {
  %trunc = trunc nsw i4 %x to i3
  %sdiv = sdiv i3 %trunc, 1
  %r = sext i3 %sdiv to i4
  ret i4 %r
}

; no fold: i6 instance 0
define i6 @sext_sdiv_trunc_sweep_n3_w6_0(i6 %x) {
  %trunc = trunc nsw i6 %x to i3
  %sdiv = sdiv i3 %trunc, -4
  %r = sext i3 %sdiv to i6
  ret i6 %r
}

; no fold: i6 instance 1
define i6 @sext_sdiv_trunc_sweep_n3_w6_1(i6 %x) {
  %trunc = trunc nsw i6 %x to i3
  %sdiv = sdiv i3 %trunc, 3
  %r = sext i3 %sdiv to i6
  ret i6 %r
}

; no fold: i6 instance 2
define i6 @sext_sdiv_trunc_sweep_n3_w6_2(i6 %x) {
  %trunc = trunc nsw i6 %x to i3
  %sdiv = sdiv i3 %trunc, 2
  %r = sext i3 %sdiv to i6
  ret i6 %r
}

; no fold: i6 instance 3
define i6 @sext_sdiv_trunc_sweep_n3_w6_3(i6 %x) {
  %trunc = trunc nsw i6 %x to i3
  %sdiv = sdiv i3 %trunc, 1
  %r = sext i3 %sdiv to i6
  ret i6 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n3_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i3
  %sdiv = sdiv i3 %trunc, -1
  %r = sext i3 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n3_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i3>
  %sdiv = sdiv <2 x i3> %trunc, splat (i3 -1)
  %r = sext <2 x i3> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n3_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i3
  %sdiv = sdiv i3 %trunc, -2
  %r = sext i3 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n3_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i3
  %sdiv = sdiv i3 %trunc, -4
  %r = sext i3 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n3_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i3
  %sdiv = sdiv i3 %trunc, 3
  %r = sext i3 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 4
define i32 @sext_sdiv_trunc_sweep_n3_w32_4(i32 %x) {
  %trunc = trunc nsw i32 %x to i3
  %sdiv = sdiv i3 %trunc, 1
  %r = sext i3 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 5
define i32 @sext_sdiv_trunc_sweep_n3_w32_5(i32 %x) {
  %trunc = trunc nsw i32 %x to i3
  %sdiv = sdiv i3 %trunc, 2
  %r = sext i3 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n3_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i3
  %sdiv = sdiv i3 %trunc, -1
  %r = sext i3 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n3_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i3
  %sdiv = sdiv i3 %trunc, -2
  %r = sext i3 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n3_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i3
  %sdiv = sdiv i3 %trunc, -4
  %r = sext i3 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n3_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i3
  %sdiv = sdiv i3 %trunc, 3
  %r = sext i3 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 4
define i64 @sext_sdiv_trunc_sweep_n3_w64_4(i64 %x) {
  %trunc = trunc nsw i64 %x to i3
  %sdiv = sdiv i3 %trunc, 1
  %r = sext i3 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 5
define i64 @sext_sdiv_trunc_sweep_n3_w64_5(i64 %x) {
  %trunc = trunc nsw i64 %x to i3
  %sdiv = sdiv i3 %trunc, 2
  %r = sext i3 %sdiv to i64
  ret i64 %r
}

; no fold: i5 instance 0
define i5 @sext_sdiv_trunc_sweep_n4_w5_0(i5 %x) {
  %trunc = trunc nsw i5 %x to i4
  %sdiv = sdiv i4 %trunc, 2
  %r = sext i4 %sdiv to i5
  ret i5 %r
}

; no fold: i5 instance 1
define i5 @sext_sdiv_trunc_sweep_n4_w5_1(i5 %x) {
  %trunc = trunc nsw i5 %x to i4
  %sdiv = sdiv i4 %trunc, 3
  %r = sext i4 %sdiv to i5
  ret i5 %r
}

; no fold: i5 instance 2
define i5 @sext_sdiv_trunc_sweep_n4_w5_2(i5 %x) {
  %trunc = trunc nsw i5 %x to i4
  %sdiv = sdiv i4 %trunc, 1
  %r = sext i4 %sdiv to i5
  ret i5 %r
}

; no fold: i5 instance 3
define i5 @sext_sdiv_trunc_sweep_n4_w5_3(i5 %x) {
  %trunc = trunc nsw i5 %x to i4
  %sdiv = sdiv i4 %trunc, 4
  %r = sext i4 %sdiv to i5
  ret i5 %r
}

; no fold: i8 instance 0
define i8 @sext_sdiv_trunc_sweep_n4_w8_0(i8 %x) {
  %trunc = trunc nsw i8 %x to i4
  %sdiv = sdiv i4 %trunc, 7
  %r = sext i4 %sdiv to i8
  ret i8 %r
}

; no fold: <2 x i8> splat
define <2 x i8> @sext_sdiv_trunc_sweep_n4_w8_splat(<2 x i8> %x) {
  %trunc = trunc nsw <2 x i8> %x to <2 x i4>
  %sdiv = sdiv <2 x i4> %trunc, splat (i4 7)
  %r = sext <2 x i4> %sdiv to <2 x i8>
  ret <2 x i8> %r
}

; no fold: i8 instance 1
define i8 @sext_sdiv_trunc_sweep_n4_w8_1(i8 %x) {
  %trunc = trunc nsw i8 %x to i4
  %sdiv = sdiv i4 %trunc, 2
  %r = sext i4 %sdiv to i8
  ret i8 %r
}

; no fold: i8 instance 2
define i8 @sext_sdiv_trunc_sweep_n4_w8_2(i8 %x) {
  %trunc = trunc nsw i8 %x to i4
  %sdiv = sdiv i4 %trunc, 3
  %r = sext i4 %sdiv to i8
  ret i8 %r
}

; no fold: i8 instance 3
define i8 @sext_sdiv_trunc_sweep_n4_w8_3(i8 %x) {
  %trunc = trunc nsw i8 %x to i4
  %sdiv = sdiv i4 %trunc, 1
  %r = sext i4 %sdiv to i8
  ret i8 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n4_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i4
  %sdiv = sdiv i4 %trunc, 7
  %r = sext i4 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n4_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i4>
  %sdiv = sdiv <2 x i4> %trunc, splat (i4 7)
  %r = sext <2 x i4> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n4_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i4
  %sdiv = sdiv i4 %trunc, -2
  %r = sext i4 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n4_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i4
  %sdiv = sdiv i4 %trunc, -8
  %r = sext i4 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n4_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i4
  %sdiv = sdiv i4 %trunc, 2
  %r = sext i4 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 4
define i32 @sext_sdiv_trunc_sweep_n4_w32_4(i32 %x) {
  %trunc = trunc nsw i32 %x to i4
  %sdiv = sdiv i4 %trunc, 1
  %r = sext i4 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 5
define i32 @sext_sdiv_trunc_sweep_n4_w32_5(i32 %x) {
  %trunc = trunc nsw i32 %x to i4
  %sdiv = sdiv i4 %trunc, 3
  %r = sext i4 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n4_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i4
  %sdiv = sdiv i4 %trunc, 7
  %r = sext i4 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n4_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i4
  %sdiv = sdiv i4 %trunc, -2
  %r = sext i4 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n4_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i4
  %sdiv = sdiv i4 %trunc, -8
  %r = sext i4 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n4_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i4
  %sdiv = sdiv i4 %trunc, 2
  %r = sext i4 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 4
define i64 @sext_sdiv_trunc_sweep_n4_w64_4(i64 %x) {
  %trunc = trunc nsw i64 %x to i4
  %sdiv = sdiv i4 %trunc, 1
  %r = sext i4 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 5
define i64 @sext_sdiv_trunc_sweep_n4_w64_5(i64 %x) {
  %trunc = trunc nsw i64 %x to i4
  %sdiv = sdiv i4 %trunc, 3
  %r = sext i4 %sdiv to i64
  ret i64 %r
}

; no fold: i6 instance 0
define i6 @sext_sdiv_trunc_sweep_n5_w6_0(i6 %x) {
  %trunc = trunc nsw i6 %x to i5
  %sdiv = sdiv i5 %trunc, 2
  %r = sext i5 %sdiv to i6
  ret i6 %r
}

; no fold: i6 instance 1
define i6 @sext_sdiv_trunc_sweep_n5_w6_1(i6 %x) {
  %trunc = trunc nsw i6 %x to i5
  %sdiv = sdiv i5 %trunc, 3
  %r = sext i5 %sdiv to i6
  ret i6 %r
}

; no fold: i6 instance 2
define i6 @sext_sdiv_trunc_sweep_n5_w6_2(i6 %x) {
  %trunc = trunc nsw i6 %x to i5
  %sdiv = sdiv i5 %trunc, 1
  %r = sext i5 %sdiv to i6
  ret i6 %r
}

; no fold: i6 instance 3
define i6 @sext_sdiv_trunc_sweep_n5_w6_3(i6 %x) {
  %trunc = trunc nsw i6 %x to i5
  %sdiv = sdiv i5 %trunc, 4
  %r = sext i5 %sdiv to i6
  ret i6 %r
}

; no fold: i10 instance 0
define i10 @sext_sdiv_trunc_sweep_n5_w10_0(i10 %x) {
  %trunc = trunc nsw i10 %x to i5
  %sdiv = sdiv i5 %trunc, 7
  %r = sext i5 %sdiv to i10
  ret i10 %r
}

; no fold: i10 instance 1
define i10 @sext_sdiv_trunc_sweep_n5_w10_1(i10 %x) {
  %trunc = trunc nsw i10 %x to i5
  %sdiv = sdiv i5 %trunc, 2
  %r = sext i5 %sdiv to i10
  ret i10 %r
}

; no fold: i10 instance 2
define i10 @sext_sdiv_trunc_sweep_n5_w10_2(i10 %x) {
  %trunc = trunc nsw i10 %x to i5
  %sdiv = sdiv i5 %trunc, 3
  %r = sext i5 %sdiv to i10
  ret i10 %r
}

; no fold: i10 instance 3
define i10 @sext_sdiv_trunc_sweep_n5_w10_3(i10 %x) {
  %trunc = trunc nsw i10 %x to i5
  %sdiv = sdiv i5 %trunc, 1
  %r = sext i5 %sdiv to i10
  ret i10 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n5_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, 7
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n5_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i5>
  %sdiv = sdiv <2 x i5> %trunc, splat (i5 7)
  %r = sext <2 x i5> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n5_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, -2
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n5_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, -16
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n5_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, 15
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 4
define i32 @sext_sdiv_trunc_sweep_n5_w32_4(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, 1
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 5
define i32 @sext_sdiv_trunc_sweep_n5_w32_5(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, 2
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 6
define i32 @sext_sdiv_trunc_sweep_n5_w32_6(i32 %x) {
  %trunc = trunc nsw i32 %x to i5
  %sdiv = sdiv i5 %trunc, 3
  %r = sext i5 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n5_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, 7
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n5_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, -2
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n5_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, -16
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n5_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, 15
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 4
define i64 @sext_sdiv_trunc_sweep_n5_w64_4(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, 1
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 5
define i64 @sext_sdiv_trunc_sweep_n5_w64_5(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, 2
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 6
define i64 @sext_sdiv_trunc_sweep_n5_w64_6(i64 %x) {
  %trunc = trunc nsw i64 %x to i5
  %sdiv = sdiv i5 %trunc, 3
  %r = sext i5 %sdiv to i64
  ret i64 %r
}

; no fold: i7 instance 0
define i7 @sext_sdiv_trunc_sweep_n6_w7_0(i7 %x) {
  %trunc = trunc nsw i7 %x to i6
  %sdiv = sdiv i6 %trunc, 2
  %r = sext i6 %sdiv to i7
  ret i7 %r
}

; no fold: i7 instance 1
define i7 @sext_sdiv_trunc_sweep_n6_w7_1(i7 %x) {
  %trunc = trunc nsw i7 %x to i6
  %sdiv = sdiv i6 %trunc, 3
  %r = sext i6 %sdiv to i7
  ret i7 %r
}

; no fold: i7 instance 2
define i7 @sext_sdiv_trunc_sweep_n6_w7_2(i7 %x) {
  %trunc = trunc nsw i7 %x to i6
  %sdiv = sdiv i6 %trunc, 1
  %r = sext i6 %sdiv to i7
  ret i7 %r
}

; no fold: i7 instance 3
define i7 @sext_sdiv_trunc_sweep_n6_w7_3(i7 %x) {
  %trunc = trunc nsw i7 %x to i6
  %sdiv = sdiv i6 %trunc, 4
  %r = sext i6 %sdiv to i7
  ret i7 %r
}

; no fold: i12 instance 0
define i12 @sext_sdiv_trunc_sweep_n6_w12_0(i12 %x) {
  %trunc = trunc nsw i12 %x to i6
  %sdiv = sdiv i6 %trunc, 7
  %r = sext i6 %sdiv to i12
  ret i12 %r
}

; no fold: i12 instance 1
define i12 @sext_sdiv_trunc_sweep_n6_w12_1(i12 %x) {
  %trunc = trunc nsw i12 %x to i6
  %sdiv = sdiv i6 %trunc, 2
  %r = sext i6 %sdiv to i12
  ret i12 %r
}

; no fold: i12 instance 2
define i12 @sext_sdiv_trunc_sweep_n6_w12_2(i12 %x) {
  %trunc = trunc nsw i12 %x to i6
  %sdiv = sdiv i6 %trunc, 3
  %r = sext i6 %sdiv to i12
  ret i12 %r
}

; no fold: i12 instance 3
define i12 @sext_sdiv_trunc_sweep_n6_w12_3(i12 %x) {
  %trunc = trunc nsw i12 %x to i6
  %sdiv = sdiv i6 %trunc, 1
  %r = sext i6 %sdiv to i12
  ret i12 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n6_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i6
  %sdiv = sdiv i6 %trunc, 7
  %r = sext i6 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n6_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i6>
  %sdiv = sdiv <2 x i6> %trunc, splat (i6 7)
  %r = sext <2 x i6> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n6_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i6
  %sdiv = sdiv i6 %trunc, 31
  %r = sext i6 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n6_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i6
  %sdiv = sdiv i6 %trunc, 2
  %r = sext i6 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n6_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i6
  %sdiv = sdiv i6 %trunc, 3
  %r = sext i6 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 4
define i32 @sext_sdiv_trunc_sweep_n6_w32_4(i32 %x) {
  %trunc = trunc nsw i32 %x to i6
  %sdiv = sdiv i6 %trunc, 1
  %r = sext i6 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n6_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, 7
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n6_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, -2
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n6_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, -32
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n6_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, 31
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 4
define i64 @sext_sdiv_trunc_sweep_n6_w64_4(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, 1
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 5
define i64 @sext_sdiv_trunc_sweep_n6_w64_5(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, 2
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 6
define i64 @sext_sdiv_trunc_sweep_n6_w64_6(i64 %x) {
  %trunc = trunc nsw i64 %x to i6
  %sdiv = sdiv i6 %trunc, 3
  %r = sext i6 %sdiv to i64
  ret i64 %r
}

; no fold: i8 instance 0
define i8 @sext_sdiv_trunc_sweep_n7_w8_0(i8 %x) {
  %trunc = trunc nsw i8 %x to i7
  %sdiv = sdiv i7 %trunc, 7
  %r = sext i7 %sdiv to i8
  ret i8 %r
}

; no fold: <2 x i8> splat
define <2 x i8> @sext_sdiv_trunc_sweep_n7_w8_splat(<2 x i8> %x) {
  %trunc = trunc nsw <2 x i8> %x to <2 x i7>
  %sdiv = sdiv <2 x i7> %trunc, splat (i7 7)
  %r = sext <2 x i7> %sdiv to <2 x i8>
  ret <2 x i8> %r
}

; no fold: i8 instance 1
define i8 @sext_sdiv_trunc_sweep_n7_w8_1(i8 %x) {
  %trunc = trunc nsw i8 %x to i7
  %sdiv = sdiv i7 %trunc, 2
  %r = sext i7 %sdiv to i8
  ret i8 %r
}

; no fold: i8 instance 2
define i8 @sext_sdiv_trunc_sweep_n7_w8_2(i8 %x) {
  %trunc = trunc nsw i8 %x to i7
  %sdiv = sdiv i7 %trunc, 3
  %r = sext i7 %sdiv to i8
  ret i8 %r
}

; no fold: i8 instance 3
define i8 @sext_sdiv_trunc_sweep_n7_w8_3(i8 %x) {
  %trunc = trunc nsw i8 %x to i7
  %sdiv = sdiv i7 %trunc, 1
  %r = sext i7 %sdiv to i8
  ret i8 %r
}

; no fold: i14 instance 0
define i14 @sext_sdiv_trunc_sweep_n7_w14_0(i14 %x) {
  %trunc = trunc nsw i14 %x to i7
  %sdiv = sdiv i7 %trunc, 7
  %r = sext i7 %sdiv to i14
  ret i14 %r
}

; no fold: i14 instance 1
define i14 @sext_sdiv_trunc_sweep_n7_w14_1(i14 %x) {
  %trunc = trunc nsw i14 %x to i7
  %sdiv = sdiv i7 %trunc, 2
  %r = sext i7 %sdiv to i14
  ret i14 %r
}

; no fold: i14 instance 2
define i14 @sext_sdiv_trunc_sweep_n7_w14_2(i14 %x) {
  %trunc = trunc nsw i14 %x to i7
  %sdiv = sdiv i7 %trunc, 3
  %r = sext i7 %sdiv to i14
  ret i14 %r
}

; no fold: i14 instance 3
define i14 @sext_sdiv_trunc_sweep_n7_w14_3(i14 %x) {
  %trunc = trunc nsw i14 %x to i7
  %sdiv = sdiv i7 %trunc, 1
  %r = sext i7 %sdiv to i14
  ret i14 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n7_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i7
  %sdiv = sdiv i7 %trunc, 7
  %r = sext i7 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n7_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i7>
  %sdiv = sdiv <2 x i7> %trunc, splat (i7 7)
  %r = sext <2 x i7> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n7_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i7
  %sdiv = sdiv i7 %trunc, 2
  %r = sext i7 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n7_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i7
  %sdiv = sdiv i7 %trunc, 3
  %r = sext i7 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n7_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i7
  %sdiv = sdiv i7 %trunc, 1
  %r = sext i7 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n7_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i7
  %sdiv = sdiv i7 %trunc, 7
  %r = sext i7 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n7_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i7
  %sdiv = sdiv i7 %trunc, 63
  %r = sext i7 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n7_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i7
  %sdiv = sdiv i7 %trunc, 2
  %r = sext i7 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n7_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i7
  %sdiv = sdiv i7 %trunc, 3
  %r = sext i7 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 4
define i64 @sext_sdiv_trunc_sweep_n7_w64_4(i64 %x) {
  %trunc = trunc nsw i64 %x to i7
  %sdiv = sdiv i7 %trunc, 1
  %r = sext i7 %sdiv to i64
  ret i64 %r
}

; no fold: i9 instance 0
define i9 @sext_sdiv_trunc_sweep_n8_w9_0(i9 %x) {
  %trunc = trunc nsw i9 %x to i8
  %sdiv = sdiv i8 %trunc, 7
  %r = sext i8 %sdiv to i9
  ret i9 %r
}

; no fold: i9 instance 1
define i9 @sext_sdiv_trunc_sweep_n8_w9_1(i9 %x) {
  %trunc = trunc nsw i9 %x to i8
  %sdiv = sdiv i8 %trunc, 2
  %r = sext i8 %sdiv to i9
  ret i9 %r
}

; no fold: i9 instance 2
define i9 @sext_sdiv_trunc_sweep_n8_w9_2(i9 %x) {
  %trunc = trunc nsw i9 %x to i8
  %sdiv = sdiv i8 %trunc, 3
  %r = sext i8 %sdiv to i9
  ret i9 %r
}

; no fold: i9 instance 3
define i9 @sext_sdiv_trunc_sweep_n8_w9_3(i9 %x) {
  %trunc = trunc nsw i9 %x to i8
  %sdiv = sdiv i8 %trunc, 1
  %r = sext i8 %sdiv to i9
  ret i9 %r
}

; no fold: i16 instance 0
define i16 @sext_sdiv_trunc_sweep_n8_w16_0(i16 %x) {
  %trunc = trunc nsw i16 %x to i8
  %sdiv = sdiv i8 %trunc, 7
  %r = sext i8 %sdiv to i16
  ret i16 %r
}

; no fold: i16 instance 1
define i16 @sext_sdiv_trunc_sweep_n8_w16_1(i16 %x) {
  %trunc = trunc nsw i16 %x to i8
  %sdiv = sdiv i8 %trunc, 2
  %r = sext i8 %sdiv to i16
  ret i16 %r
}

; no fold: i16 instance 2
define i16 @sext_sdiv_trunc_sweep_n8_w16_2(i16 %x) {
  %trunc = trunc nsw i16 %x to i8
  %sdiv = sdiv i8 %trunc, 3
  %r = sext i8 %sdiv to i16
  ret i16 %r
}

; no fold: i16 instance 3
define i16 @sext_sdiv_trunc_sweep_n8_w16_3(i16 %x) {
  %trunc = trunc nsw i16 %x to i8
  %sdiv = sdiv i8 %trunc, 1
  %r = sext i8 %sdiv to i16
  ret i16 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n8_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i8
  %sdiv = sdiv i8 %trunc, 7
  %r = sext i8 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n8_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i8>
  %sdiv = sdiv <2 x i8> %trunc, splat (i8 7)
  %r = sext <2 x i8> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n8_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i8
  %sdiv = sdiv i8 %trunc, 2
  %r = sext i8 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n8_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i8
  %sdiv = sdiv i8 %trunc, 3
  %r = sext i8 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n8_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i8
  %sdiv = sdiv i8 %trunc, 1
  %r = sext i8 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n8_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i8
  %sdiv = sdiv i8 %trunc, 7
  %r = sext i8 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n8_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i8
  %sdiv = sdiv i8 %trunc, 2
  %r = sext i8 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n8_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i8
  %sdiv = sdiv i8 %trunc, 3
  %r = sext i8 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n8_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i8
  %sdiv = sdiv i8 %trunc, 1
  %r = sext i8 %sdiv to i64
  ret i64 %r
}

; no fold: i10 instance 0
define i10 @sext_sdiv_trunc_sweep_n9_w10_0(i10 %x) {
  %trunc = trunc nsw i10 %x to i9
  %sdiv = sdiv i9 %trunc, 7
  %r = sext i9 %sdiv to i10
  ret i10 %r
}

; no fold: i10 instance 1
define i10 @sext_sdiv_trunc_sweep_n9_w10_1(i10 %x) {
  %trunc = trunc nsw i10 %x to i9
  %sdiv = sdiv i9 %trunc, 2
  %r = sext i9 %sdiv to i10
  ret i10 %r
}

; no fold: i10 instance 2
define i10 @sext_sdiv_trunc_sweep_n9_w10_2(i10 %x) {
  %trunc = trunc nsw i10 %x to i9
  %sdiv = sdiv i9 %trunc, 3
  %r = sext i9 %sdiv to i10
  ret i10 %r
}

; no fold: i10 instance 3
define i10 @sext_sdiv_trunc_sweep_n9_w10_3(i10 %x) {
  %trunc = trunc nsw i10 %x to i9
  %sdiv = sdiv i9 %trunc, 1
  %r = sext i9 %sdiv to i10
  ret i10 %r
}

; no fold: i18 instance 0
define i18 @sext_sdiv_trunc_sweep_n9_w18_0(i18 %x) {
  %trunc = trunc nsw i18 %x to i9
  %sdiv = sdiv i9 %trunc, 7
  %r = sext i9 %sdiv to i18
  ret i18 %r
}

; no fold: i18 instance 1
define i18 @sext_sdiv_trunc_sweep_n9_w18_1(i18 %x) {
  %trunc = trunc nsw i18 %x to i9
  %sdiv = sdiv i9 %trunc, 2
  %r = sext i9 %sdiv to i18
  ret i18 %r
}

; no fold: i18 instance 2
define i18 @sext_sdiv_trunc_sweep_n9_w18_2(i18 %x) {
  %trunc = trunc nsw i18 %x to i9
  %sdiv = sdiv i9 %trunc, 3
  %r = sext i9 %sdiv to i18
  ret i18 %r
}

; no fold: i18 instance 3
define i18 @sext_sdiv_trunc_sweep_n9_w18_3(i18 %x) {
  %trunc = trunc nsw i18 %x to i9
  %sdiv = sdiv i9 %trunc, 1
  %r = sext i9 %sdiv to i18
  ret i18 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n9_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i9
  %sdiv = sdiv i9 %trunc, 7
  %r = sext i9 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n9_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i9>
  %sdiv = sdiv <2 x i9> %trunc, splat (i9 7)
  %r = sext <2 x i9> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n9_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i9
  %sdiv = sdiv i9 %trunc, 2
  %r = sext i9 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n9_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i9
  %sdiv = sdiv i9 %trunc, 3
  %r = sext i9 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n9_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i9
  %sdiv = sdiv i9 %trunc, 1
  %r = sext i9 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n9_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i9
  %sdiv = sdiv i9 %trunc, 7
  %r = sext i9 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n9_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i9
  %sdiv = sdiv i9 %trunc, 2
  %r = sext i9 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n9_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i9
  %sdiv = sdiv i9 %trunc, 3
  %r = sext i9 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n9_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i9
  %sdiv = sdiv i9 %trunc, 1
  %r = sext i9 %sdiv to i64
  ret i64 %r
}

; no fold: i11 instance 0
define i11 @sext_sdiv_trunc_sweep_n10_w11_0(i11 %x) {
  %trunc = trunc nsw i11 %x to i10
  %sdiv = sdiv i10 %trunc, 7
  %r = sext i10 %sdiv to i11
  ret i11 %r
}

; no fold: i11 instance 1
define i11 @sext_sdiv_trunc_sweep_n10_w11_1(i11 %x) {
  %trunc = trunc nsw i11 %x to i10
  %sdiv = sdiv i10 %trunc, 2
  %r = sext i10 %sdiv to i11
  ret i11 %r
}

; no fold: i11 instance 2
define i11 @sext_sdiv_trunc_sweep_n10_w11_2(i11 %x) {
  %trunc = trunc nsw i11 %x to i10
  %sdiv = sdiv i10 %trunc, 3
  %r = sext i10 %sdiv to i11
  ret i11 %r
}

; no fold: i11 instance 3
define i11 @sext_sdiv_trunc_sweep_n10_w11_3(i11 %x) {
  %trunc = trunc nsw i11 %x to i10
  %sdiv = sdiv i10 %trunc, 1
  %r = sext i10 %sdiv to i11
  ret i11 %r
}

; no fold: i20 instance 0
define i20 @sext_sdiv_trunc_sweep_n10_w20_0(i20 %x) {
  %trunc = trunc nsw i20 %x to i10
  %sdiv = sdiv i10 %trunc, 7
  %r = sext i10 %sdiv to i20
  ret i20 %r
}

; no fold: i20 instance 1
define i20 @sext_sdiv_trunc_sweep_n10_w20_1(i20 %x) {
  %trunc = trunc nsw i20 %x to i10
  %sdiv = sdiv i10 %trunc, 2
  %r = sext i10 %sdiv to i20
  ret i20 %r
}

; no fold: i20 instance 2
define i20 @sext_sdiv_trunc_sweep_n10_w20_2(i20 %x) {
  %trunc = trunc nsw i20 %x to i10
  %sdiv = sdiv i10 %trunc, 3
  %r = sext i10 %sdiv to i20
  ret i20 %r
}

; no fold: i20 instance 3
define i20 @sext_sdiv_trunc_sweep_n10_w20_3(i20 %x) {
  %trunc = trunc nsw i20 %x to i10
  %sdiv = sdiv i10 %trunc, 1
  %r = sext i10 %sdiv to i20
  ret i20 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n10_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i10
  %sdiv = sdiv i10 %trunc, 7
  %r = sext i10 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n10_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i10>
  %sdiv = sdiv <2 x i10> %trunc, splat (i10 7)
  %r = sext <2 x i10> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n10_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i10
  %sdiv = sdiv i10 %trunc, 2
  %r = sext i10 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n10_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i10
  %sdiv = sdiv i10 %trunc, 3
  %r = sext i10 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n10_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i10
  %sdiv = sdiv i10 %trunc, 1
  %r = sext i10 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n10_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i10
  %sdiv = sdiv i10 %trunc, 7
  %r = sext i10 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n10_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i10
  %sdiv = sdiv i10 %trunc, 2
  %r = sext i10 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n10_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i10
  %sdiv = sdiv i10 %trunc, 3
  %r = sext i10 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n10_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i10
  %sdiv = sdiv i10 %trunc, 1
  %r = sext i10 %sdiv to i64
  ret i64 %r
}

; no fold: i12 instance 0
define i12 @sext_sdiv_trunc_sweep_n11_w12_0(i12 %x) {
  %trunc = trunc nsw i12 %x to i11
  %sdiv = sdiv i11 %trunc, 7
  %r = sext i11 %sdiv to i12
  ret i12 %r
}

; no fold: i12 instance 1
define i12 @sext_sdiv_trunc_sweep_n11_w12_1(i12 %x) {
  %trunc = trunc nsw i12 %x to i11
  %sdiv = sdiv i11 %trunc, 2
  %r = sext i11 %sdiv to i12
  ret i12 %r
}

; no fold: i12 instance 2
define i12 @sext_sdiv_trunc_sweep_n11_w12_2(i12 %x) {
  %trunc = trunc nsw i12 %x to i11
  %sdiv = sdiv i11 %trunc, 3
  %r = sext i11 %sdiv to i12
  ret i12 %r
}

; no fold: i12 instance 3
define i12 @sext_sdiv_trunc_sweep_n11_w12_3(i12 %x) {
  %trunc = trunc nsw i12 %x to i11
  %sdiv = sdiv i11 %trunc, 1
  %r = sext i11 %sdiv to i12
  ret i12 %r
}

; no fold: i22 instance 0
define i22 @sext_sdiv_trunc_sweep_n11_w22_0(i22 %x) {
  %trunc = trunc nsw i22 %x to i11
  %sdiv = sdiv i11 %trunc, 7
  %r = sext i11 %sdiv to i22
  ret i22 %r
}

; no fold: i22 instance 1
define i22 @sext_sdiv_trunc_sweep_n11_w22_1(i22 %x) {
  %trunc = trunc nsw i22 %x to i11
  %sdiv = sdiv i11 %trunc, 2
  %r = sext i11 %sdiv to i22
  ret i22 %r
}

; no fold: i22 instance 2
define i22 @sext_sdiv_trunc_sweep_n11_w22_2(i22 %x) {
  %trunc = trunc nsw i22 %x to i11
  %sdiv = sdiv i11 %trunc, 3
  %r = sext i11 %sdiv to i22
  ret i22 %r
}

; no fold: i22 instance 3
define i22 @sext_sdiv_trunc_sweep_n11_w22_3(i22 %x) {
  %trunc = trunc nsw i22 %x to i11
  %sdiv = sdiv i11 %trunc, 1
  %r = sext i11 %sdiv to i22
  ret i22 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n11_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i11
  %sdiv = sdiv i11 %trunc, 7
  %r = sext i11 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n11_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i11>
  %sdiv = sdiv <2 x i11> %trunc, splat (i11 7)
  %r = sext <2 x i11> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n11_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i11
  %sdiv = sdiv i11 %trunc, 2
  %r = sext i11 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n11_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i11
  %sdiv = sdiv i11 %trunc, 3
  %r = sext i11 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n11_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i11
  %sdiv = sdiv i11 %trunc, 1
  %r = sext i11 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n11_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i11
  %sdiv = sdiv i11 %trunc, 7
  %r = sext i11 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n11_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i11
  %sdiv = sdiv i11 %trunc, 2
  %r = sext i11 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n11_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i11
  %sdiv = sdiv i11 %trunc, 3
  %r = sext i11 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n11_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i11
  %sdiv = sdiv i11 %trunc, 1
  %r = sext i11 %sdiv to i64
  ret i64 %r
}

; no fold: i13 instance 0
define i13 @sext_sdiv_trunc_sweep_n12_w13_0(i13 %x) {
  %trunc = trunc nsw i13 %x to i12
  %sdiv = sdiv i12 %trunc, 7
  %r = sext i12 %sdiv to i13
  ret i13 %r
}

; no fold: <2 x i13> splat
define <2 x i13> @sext_sdiv_trunc_sweep_n12_w13_splat(<2 x i13> %x) {
  %trunc = trunc nsw <2 x i13> %x to <2 x i12>
  %sdiv = sdiv <2 x i12> %trunc, splat (i12 7)
  %r = sext <2 x i12> %sdiv to <2 x i13>
  ret <2 x i13> %r
}

; no fold: i13 instance 1
define i13 @sext_sdiv_trunc_sweep_n12_w13_1(i13 %x) {
  %trunc = trunc nsw i13 %x to i12
  %sdiv = sdiv i12 %trunc, 2
  %r = sext i12 %sdiv to i13
  ret i13 %r
}

; no fold: i13 instance 2
define i13 @sext_sdiv_trunc_sweep_n12_w13_2(i13 %x) {
  %trunc = trunc nsw i13 %x to i12
  %sdiv = sdiv i12 %trunc, 3
  %r = sext i12 %sdiv to i13
  ret i13 %r
}

; no fold: i13 instance 3
define i13 @sext_sdiv_trunc_sweep_n12_w13_3(i13 %x) {
  %trunc = trunc nsw i13 %x to i12
  %sdiv = sdiv i12 %trunc, 1
  %r = sext i12 %sdiv to i13
  ret i13 %r
}

; no fold: i24 instance 0
define i24 @sext_sdiv_trunc_sweep_n12_w24_0(i24 %x) {
  %trunc = trunc nsw i24 %x to i12
  %sdiv = sdiv i12 %trunc, 7
  %r = sext i12 %sdiv to i24
  ret i24 %r
}

; no fold: i24 instance 1
define i24 @sext_sdiv_trunc_sweep_n12_w24_1(i24 %x) {
  %trunc = trunc nsw i24 %x to i12
  %sdiv = sdiv i12 %trunc, 2
  %r = sext i12 %sdiv to i24
  ret i24 %r
}

; no fold: i24 instance 2
define i24 @sext_sdiv_trunc_sweep_n12_w24_2(i24 %x) {
  %trunc = trunc nsw i24 %x to i12
  %sdiv = sdiv i12 %trunc, 3
  %r = sext i12 %sdiv to i24
  ret i24 %r
}

; no fold: i24 instance 3
define i24 @sext_sdiv_trunc_sweep_n12_w24_3(i24 %x) {
  %trunc = trunc nsw i24 %x to i12
  %sdiv = sdiv i12 %trunc, 1
  %r = sext i12 %sdiv to i24
  ret i24 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n12_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i12
  %sdiv = sdiv i12 %trunc, 7
  %r = sext i12 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n12_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i12>
  %sdiv = sdiv <2 x i12> %trunc, splat (i12 7)
  %r = sext <2 x i12> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n12_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i12
  %sdiv = sdiv i12 %trunc, 2
  %r = sext i12 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n12_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i12
  %sdiv = sdiv i12 %trunc, 3
  %r = sext i12 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n12_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i12
  %sdiv = sdiv i12 %trunc, 1
  %r = sext i12 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n12_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i12
  %sdiv = sdiv i12 %trunc, 7
  %r = sext i12 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n12_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i12
  %sdiv = sdiv i12 %trunc, 2
  %r = sext i12 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n12_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i12
  %sdiv = sdiv i12 %trunc, 3
  %r = sext i12 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n12_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i12
  %sdiv = sdiv i12 %trunc, 1
  %r = sext i12 %sdiv to i64
  ret i64 %r
}

; no fold: i14 instance 0
define i14 @sext_sdiv_trunc_sweep_n13_w14_0(i14 %x) {
  %trunc = trunc nsw i14 %x to i13
  %sdiv = sdiv i13 %trunc, 7
  %r = sext i13 %sdiv to i14
  ret i14 %r
}

; no fold: i14 instance 1
define i14 @sext_sdiv_trunc_sweep_n13_w14_1(i14 %x) {
  %trunc = trunc nsw i14 %x to i13
  %sdiv = sdiv i13 %trunc, 2
  %r = sext i13 %sdiv to i14
  ret i14 %r
}

; no fold: i14 instance 2
define i14 @sext_sdiv_trunc_sweep_n13_w14_2(i14 %x) {
  %trunc = trunc nsw i14 %x to i13
  %sdiv = sdiv i13 %trunc, 3
  %r = sext i13 %sdiv to i14
  ret i14 %r
}

; no fold: i14 instance 3
define i14 @sext_sdiv_trunc_sweep_n13_w14_3(i14 %x) {
  %trunc = trunc nsw i14 %x to i13
  %sdiv = sdiv i13 %trunc, 1
  %r = sext i13 %sdiv to i14
  ret i14 %r
}

; no fold: i26 instance 0
define i26 @sext_sdiv_trunc_sweep_n13_w26_0(i26 %x) {
  %trunc = trunc nsw i26 %x to i13
  %sdiv = sdiv i13 %trunc, 7
  %r = sext i13 %sdiv to i26
  ret i26 %r
}

; no fold: i26 instance 1
define i26 @sext_sdiv_trunc_sweep_n13_w26_1(i26 %x) {
  %trunc = trunc nsw i26 %x to i13
  %sdiv = sdiv i13 %trunc, 2
  %r = sext i13 %sdiv to i26
  ret i26 %r
}

; no fold: i26 instance 2
define i26 @sext_sdiv_trunc_sweep_n13_w26_2(i26 %x) {
  %trunc = trunc nsw i26 %x to i13
  %sdiv = sdiv i13 %trunc, 3
  %r = sext i13 %sdiv to i26
  ret i26 %r
}

; no fold: i26 instance 3
define i26 @sext_sdiv_trunc_sweep_n13_w26_3(i26 %x) {
  %trunc = trunc nsw i26 %x to i13
  %sdiv = sdiv i13 %trunc, 1
  %r = sext i13 %sdiv to i26
  ret i26 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n13_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i13
  %sdiv = sdiv i13 %trunc, 7
  %r = sext i13 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n13_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i13>
  %sdiv = sdiv <2 x i13> %trunc, splat (i13 7)
  %r = sext <2 x i13> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n13_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i13
  %sdiv = sdiv i13 %trunc, 2
  %r = sext i13 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n13_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i13
  %sdiv = sdiv i13 %trunc, 3
  %r = sext i13 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n13_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i13
  %sdiv = sdiv i13 %trunc, 1
  %r = sext i13 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n13_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i13
  %sdiv = sdiv i13 %trunc, 7
  %r = sext i13 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n13_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i13
  %sdiv = sdiv i13 %trunc, 2
  %r = sext i13 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n13_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i13
  %sdiv = sdiv i13 %trunc, 3
  %r = sext i13 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n13_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i13
  %sdiv = sdiv i13 %trunc, 1
  %r = sext i13 %sdiv to i64
  ret i64 %r
}

; no fold: i15 instance 0
define i15 @sext_sdiv_trunc_sweep_n14_w15_0(i15 %x) {
  %trunc = trunc nsw i15 %x to i14
  %sdiv = sdiv i14 %trunc, 7
  %r = sext i14 %sdiv to i15
  ret i15 %r
}

; no fold: i15 instance 1
define i15 @sext_sdiv_trunc_sweep_n14_w15_1(i15 %x) {
  %trunc = trunc nsw i15 %x to i14
  %sdiv = sdiv i14 %trunc, 2
  %r = sext i14 %sdiv to i15
  ret i15 %r
}

; no fold: i15 instance 2
define i15 @sext_sdiv_trunc_sweep_n14_w15_2(i15 %x) {
  %trunc = trunc nsw i15 %x to i14
  %sdiv = sdiv i14 %trunc, 3
  %r = sext i14 %sdiv to i15
  ret i15 %r
}

; no fold: i15 instance 3
define i15 @sext_sdiv_trunc_sweep_n14_w15_3(i15 %x) {
  %trunc = trunc nsw i15 %x to i14
  %sdiv = sdiv i14 %trunc, 1
  %r = sext i14 %sdiv to i15
  ret i15 %r
}

; no fold: i28 instance 0
define i28 @sext_sdiv_trunc_sweep_n14_w28_0(i28 %x) {
  %trunc = trunc nsw i28 %x to i14
  %sdiv = sdiv i14 %trunc, 7
  %r = sext i14 %sdiv to i28
  ret i28 %r
}

; no fold: i28 instance 1
define i28 @sext_sdiv_trunc_sweep_n14_w28_1(i28 %x) {
  %trunc = trunc nsw i28 %x to i14
  %sdiv = sdiv i14 %trunc, 2
  %r = sext i14 %sdiv to i28
  ret i28 %r
}

; no fold: i28 instance 2
define i28 @sext_sdiv_trunc_sweep_n14_w28_2(i28 %x) {
  %trunc = trunc nsw i28 %x to i14
  %sdiv = sdiv i14 %trunc, 3
  %r = sext i14 %sdiv to i28
  ret i28 %r
}

; no fold: i28 instance 3
define i28 @sext_sdiv_trunc_sweep_n14_w28_3(i28 %x) {
  %trunc = trunc nsw i28 %x to i14
  %sdiv = sdiv i14 %trunc, 1
  %r = sext i14 %sdiv to i28
  ret i28 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n14_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i14
  %sdiv = sdiv i14 %trunc, 7
  %r = sext i14 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n14_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i14>
  %sdiv = sdiv <2 x i14> %trunc, splat (i14 7)
  %r = sext <2 x i14> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n14_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i14
  %sdiv = sdiv i14 %trunc, 2
  %r = sext i14 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n14_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i14
  %sdiv = sdiv i14 %trunc, 3
  %r = sext i14 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n14_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i14
  %sdiv = sdiv i14 %trunc, 1
  %r = sext i14 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n14_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i14
  %sdiv = sdiv i14 %trunc, 7
  %r = sext i14 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n14_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i14
  %sdiv = sdiv i14 %trunc, 2
  %r = sext i14 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n14_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i14
  %sdiv = sdiv i14 %trunc, 3
  %r = sext i14 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n14_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i14
  %sdiv = sdiv i14 %trunc, 1
  %r = sext i14 %sdiv to i64
  ret i64 %r
}

; no fold: i16 instance 0
define i16 @sext_sdiv_trunc_sweep_n15_w16_0(i16 %x) {
  %trunc = trunc nsw i16 %x to i15
  %sdiv = sdiv i15 %trunc, 7
  %r = sext i15 %sdiv to i16
  ret i16 %r
}

; no fold: i16 instance 1
define i16 @sext_sdiv_trunc_sweep_n15_w16_1(i16 %x) {
  %trunc = trunc nsw i16 %x to i15
  %sdiv = sdiv i15 %trunc, 2
  %r = sext i15 %sdiv to i16
  ret i16 %r
}

; no fold: i16 instance 2
define i16 @sext_sdiv_trunc_sweep_n15_w16_2(i16 %x) {
  %trunc = trunc nsw i16 %x to i15
  %sdiv = sdiv i15 %trunc, 3
  %r = sext i15 %sdiv to i16
  ret i16 %r
}

; no fold: i16 instance 3
define i16 @sext_sdiv_trunc_sweep_n15_w16_3(i16 %x) {
  %trunc = trunc nsw i16 %x to i15
  %sdiv = sdiv i15 %trunc, 1
  %r = sext i15 %sdiv to i16
  ret i16 %r
}

; no fold: i30 instance 0
define i30 @sext_sdiv_trunc_sweep_n15_w30_0(i30 %x) {
  %trunc = trunc nsw i30 %x to i15
  %sdiv = sdiv i15 %trunc, 7
  %r = sext i15 %sdiv to i30
  ret i30 %r
}

; no fold: i30 instance 1
define i30 @sext_sdiv_trunc_sweep_n15_w30_1(i30 %x) {
  %trunc = trunc nsw i30 %x to i15
  %sdiv = sdiv i15 %trunc, 2
  %r = sext i15 %sdiv to i30
  ret i30 %r
}

; no fold: i30 instance 2
define i30 @sext_sdiv_trunc_sweep_n15_w30_2(i30 %x) {
  %trunc = trunc nsw i30 %x to i15
  %sdiv = sdiv i15 %trunc, 3
  %r = sext i15 %sdiv to i30
  ret i30 %r
}

; no fold: i30 instance 3
define i30 @sext_sdiv_trunc_sweep_n15_w30_3(i30 %x) {
  %trunc = trunc nsw i30 %x to i15
  %sdiv = sdiv i15 %trunc, 1
  %r = sext i15 %sdiv to i30
  ret i30 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n15_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i15
  %sdiv = sdiv i15 %trunc, 7
  %r = sext i15 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n15_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i15>
  %sdiv = sdiv <2 x i15> %trunc, splat (i15 7)
  %r = sext <2 x i15> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n15_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i15
  %sdiv = sdiv i15 %trunc, 2
  %r = sext i15 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n15_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i15
  %sdiv = sdiv i15 %trunc, 3
  %r = sext i15 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n15_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i15
  %sdiv = sdiv i15 %trunc, 1
  %r = sext i15 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n15_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i15
  %sdiv = sdiv i15 %trunc, 7
  %r = sext i15 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n15_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i15
  %sdiv = sdiv i15 %trunc, 2
  %r = sext i15 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n15_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i15
  %sdiv = sdiv i15 %trunc, 3
  %r = sext i15 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n15_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i15
  %sdiv = sdiv i15 %trunc, 1
  %r = sext i15 %sdiv to i64
  ret i64 %r
}

; no fold: i17 instance 0
define i17 @sext_sdiv_trunc_sweep_n16_w17_0(i17 %x) {
  %trunc = trunc nsw i17 %x to i16
  %sdiv = sdiv i16 %trunc, 7
  %r = sext i16 %sdiv to i17
  ret i17 %r
}

; no fold: i17 instance 1
define i17 @sext_sdiv_trunc_sweep_n16_w17_1(i17 %x) {
  %trunc = trunc nsw i17 %x to i16
  %sdiv = sdiv i16 %trunc, 2
  %r = sext i16 %sdiv to i17
  ret i17 %r
}

; no fold: i17 instance 2
define i17 @sext_sdiv_trunc_sweep_n16_w17_2(i17 %x) {
  %trunc = trunc nsw i17 %x to i16
  %sdiv = sdiv i16 %trunc, 3
  %r = sext i16 %sdiv to i17
  ret i17 %r
}

; no fold: i17 instance 3
define i17 @sext_sdiv_trunc_sweep_n16_w17_3(i17 %x) {
  %trunc = trunc nsw i17 %x to i16
  %sdiv = sdiv i16 %trunc, 1
  %r = sext i16 %sdiv to i17
  ret i17 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n16_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i16
  %sdiv = sdiv i16 %trunc, 7
  %r = sext i16 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n16_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i16>
  %sdiv = sdiv <2 x i16> %trunc, splat (i16 7)
  %r = sext <2 x i16> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n16_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i16
  %sdiv = sdiv i16 %trunc, 2
  %r = sext i16 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n16_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i16
  %sdiv = sdiv i16 %trunc, 3
  %r = sext i16 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n16_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i16
  %sdiv = sdiv i16 %trunc, 1
  %r = sext i16 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n16_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i16
  %sdiv = sdiv i16 %trunc, 7
  %r = sext i16 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n16_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i16
  %sdiv = sdiv i16 %trunc, 2
  %r = sext i16 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n16_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i16
  %sdiv = sdiv i16 %trunc, 3
  %r = sext i16 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n16_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i16
  %sdiv = sdiv i16 %trunc, 1
  %r = sext i16 %sdiv to i64
  ret i64 %r
}

; no fold: i25 instance 0
define i25 @sext_sdiv_trunc_sweep_n24_w25_0(i25 %x) {
  %trunc = trunc nsw i25 %x to i24
  %sdiv = sdiv i24 %trunc, 7
  %r = sext i24 %sdiv to i25
  ret i25 %r
}

; no fold: i25 instance 1
define i25 @sext_sdiv_trunc_sweep_n24_w25_1(i25 %x) {
  %trunc = trunc nsw i25 %x to i24
  %sdiv = sdiv i24 %trunc, 2
  %r = sext i24 %sdiv to i25
  ret i25 %r
}

; no fold: i25 instance 2
define i25 @sext_sdiv_trunc_sweep_n24_w25_2(i25 %x) {
  %trunc = trunc nsw i25 %x to i24
  %sdiv = sdiv i24 %trunc, 3
  %r = sext i24 %sdiv to i25
  ret i25 %r
}

; no fold: i25 instance 3
define i25 @sext_sdiv_trunc_sweep_n24_w25_3(i25 %x) {
  %trunc = trunc nsw i25 %x to i24
  %sdiv = sdiv i24 %trunc, 1
  %r = sext i24 %sdiv to i25
  ret i25 %r
}

; no fold: i48 instance 0
define i48 @sext_sdiv_trunc_sweep_n24_w48_0(i48 %x) {
  %trunc = trunc nsw i48 %x to i24
  %sdiv = sdiv i24 %trunc, 7
  %r = sext i24 %sdiv to i48
  ret i48 %r
}

; no fold: i48 instance 1
define i48 @sext_sdiv_trunc_sweep_n24_w48_1(i48 %x) {
  %trunc = trunc nsw i48 %x to i24
  %sdiv = sdiv i24 %trunc, 2
  %r = sext i24 %sdiv to i48
  ret i48 %r
}

; no fold: i48 instance 2
define i48 @sext_sdiv_trunc_sweep_n24_w48_2(i48 %x) {
  %trunc = trunc nsw i48 %x to i24
  %sdiv = sdiv i24 %trunc, 3
  %r = sext i24 %sdiv to i48
  ret i48 %r
}

; no fold: i48 instance 3
define i48 @sext_sdiv_trunc_sweep_n24_w48_3(i48 %x) {
  %trunc = trunc nsw i48 %x to i24
  %sdiv = sdiv i24 %trunc, 1
  %r = sext i24 %sdiv to i48
  ret i48 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n24_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i24
  %sdiv = sdiv i24 %trunc, 7
  %r = sext i24 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n24_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i24>
  %sdiv = sdiv <2 x i24> %trunc, splat (i24 7)
  %r = sext <2 x i24> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n24_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i24
  %sdiv = sdiv i24 %trunc, 2
  %r = sext i24 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n24_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i24
  %sdiv = sdiv i24 %trunc, 3
  %r = sext i24 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n24_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i24
  %sdiv = sdiv i24 %trunc, 1
  %r = sext i24 %sdiv to i32
  ret i32 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n24_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i24
  %sdiv = sdiv i24 %trunc, 7
  %r = sext i24 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n24_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i24
  %sdiv = sdiv i24 %trunc, 2
  %r = sext i24 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n24_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i24
  %sdiv = sdiv i24 %trunc, 3
  %r = sext i24 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n24_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i24
  %sdiv = sdiv i24 %trunc, 1
  %r = sext i24 %sdiv to i64
  ret i64 %r
}

; no fold: i32 instance 0
define i32 @sext_sdiv_trunc_sweep_n31_w32_0(i32 %x) {
  %trunc = trunc nsw i32 %x to i31
  %sdiv = sdiv i31 %trunc, 7
  %r = sext i31 %sdiv to i32
  ret i32 %r
}

; no fold: <2 x i32> splat
define <2 x i32> @sext_sdiv_trunc_sweep_n31_w32_splat(<2 x i32> %x) {
  %trunc = trunc nsw <2 x i32> %x to <2 x i31>
  %sdiv = sdiv <2 x i31> %trunc, splat (i31 7)
  %r = sext <2 x i31> %sdiv to <2 x i32>
  ret <2 x i32> %r
}

; no fold: i32 instance 1
define i32 @sext_sdiv_trunc_sweep_n31_w32_1(i32 %x) {
  %trunc = trunc nsw i32 %x to i31
  %sdiv = sdiv i31 %trunc, 2
  %r = sext i31 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 2
define i32 @sext_sdiv_trunc_sweep_n31_w32_2(i32 %x) {
  %trunc = trunc nsw i32 %x to i31
  %sdiv = sdiv i31 %trunc, 3
  %r = sext i31 %sdiv to i32
  ret i32 %r
}

; no fold: i32 instance 3
define i32 @sext_sdiv_trunc_sweep_n31_w32_3(i32 %x) {
  %trunc = trunc nsw i32 %x to i31
  %sdiv = sdiv i31 %trunc, 1
  %r = sext i31 %sdiv to i32
  ret i32 %r
}

; no fold: i62 instance 0
define i62 @sext_sdiv_trunc_sweep_n31_w62_0(i62 %x) {
  %trunc = trunc nsw i62 %x to i31
  %sdiv = sdiv i31 %trunc, 7
  %r = sext i31 %sdiv to i62
  ret i62 %r
}

; no fold: i62 instance 1
define i62 @sext_sdiv_trunc_sweep_n31_w62_1(i62 %x) {
  %trunc = trunc nsw i62 %x to i31
  %sdiv = sdiv i31 %trunc, 2
  %r = sext i31 %sdiv to i62
  ret i62 %r
}

; no fold: i62 instance 2
define i62 @sext_sdiv_trunc_sweep_n31_w62_2(i62 %x) {
  %trunc = trunc nsw i62 %x to i31
  %sdiv = sdiv i31 %trunc, 3
  %r = sext i31 %sdiv to i62
  ret i62 %r
}

; no fold: i62 instance 3
define i62 @sext_sdiv_trunc_sweep_n31_w62_3(i62 %x) {
  %trunc = trunc nsw i62 %x to i31
  %sdiv = sdiv i31 %trunc, 1
  %r = sext i31 %sdiv to i62
  ret i62 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n31_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i31
  %sdiv = sdiv i31 %trunc, 7
  %r = sext i31 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n31_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i31
  %sdiv = sdiv i31 %trunc, 2
  %r = sext i31 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n31_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i31
  %sdiv = sdiv i31 %trunc, 3
  %r = sext i31 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n31_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i31
  %sdiv = sdiv i31 %trunc, 1
  %r = sext i31 %sdiv to i64
  ret i64 %r
}

; no fold: i34 instance 0
define i34 @sext_sdiv_trunc_sweep_n33_w34_0(i34 %x) {
  %trunc = trunc nsw i34 %x to i33
  %sdiv = sdiv i33 %trunc, 7
  %r = sext i33 %sdiv to i34
  ret i34 %r
}

; no fold: i34 instance 1
define i34 @sext_sdiv_trunc_sweep_n33_w34_1(i34 %x) {
  %trunc = trunc nsw i34 %x to i33
  %sdiv = sdiv i33 %trunc, 2
  %r = sext i33 %sdiv to i34
  ret i34 %r
}

; no fold: i34 instance 2
define i34 @sext_sdiv_trunc_sweep_n33_w34_2(i34 %x) {
  %trunc = trunc nsw i34 %x to i33
  %sdiv = sdiv i33 %trunc, 3
  %r = sext i33 %sdiv to i34
  ret i34 %r
}

; no fold: i34 instance 3
define i34 @sext_sdiv_trunc_sweep_n33_w34_3(i34 %x) {
  %trunc = trunc nsw i34 %x to i33
  %sdiv = sdiv i33 %trunc, 1
  %r = sext i33 %sdiv to i34
  ret i34 %r
}

; no fold: i64 instance 0
define i64 @sext_sdiv_trunc_sweep_n33_w64_0(i64 %x) {
  %trunc = trunc nsw i64 %x to i33
  %sdiv = sdiv i33 %trunc, 7
  %r = sext i33 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 1
define i64 @sext_sdiv_trunc_sweep_n33_w64_1(i64 %x) {
  %trunc = trunc nsw i64 %x to i33
  %sdiv = sdiv i33 %trunc, 2
  %r = sext i33 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 2
define i64 @sext_sdiv_trunc_sweep_n33_w64_2(i64 %x) {
  %trunc = trunc nsw i64 %x to i33
  %sdiv = sdiv i33 %trunc, 3
  %r = sext i33 %sdiv to i64
  ret i64 %r
}

; no fold: i64 instance 3
define i64 @sext_sdiv_trunc_sweep_n33_w64_3(i64 %x) {
  %trunc = trunc nsw i64 %x to i33
  %sdiv = sdiv i33 %trunc, 1
  %r = sext i33 %sdiv to i64
  ret i64 %r
}

