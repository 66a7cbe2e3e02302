; synth: found
; fast: yes
; category: memory-address
; why: x264 encoder/me-8.bc x264_8_me_search_ref (cut 111f7d40, 5 sites): `gep inbounds i16 %q, sext(shl nsw i32 %i, 2)` is `gep inbounds i64 %q, i32 %i` (the shift and the sext fold into the gep's scale and its implicit sign extension; opt-22 -O3 keeps them)
; expect-tgt: %s0 = getelementptr inbounds i64, ptr %v6, i32 %2 ; %s1 = load i16, ptr %s0, align 2
; uops: 9 -> 8

define i16 @src(i16 %0, ptr %1, i32 %2) {
  %4 = sext i16 %0 to i64
  %5 = sub nsw i64 0, %4
  %6 = getelementptr inbounds i16, ptr %1, i64 %5
  %7 = shl nsw i32 %2, 2
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i16, ptr %6, i64 %8
  %10 = load i16, ptr %9, align 2
  ret i16 %10
}

define i16 @tgt(i16 %0, ptr %1, i32 %2) {
  %v4 = sext i16 %0 to i64
  %v5 = sub nsw i64 0, %v4
  %v6 = getelementptr inbounds i16, ptr %1, i64 %v5
  %s0 = getelementptr inbounds i64, ptr %v6, i32 %2
  %s1 = load i16, ptr %s0, align 2
  ret i16 %s1
}
