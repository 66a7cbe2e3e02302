; synth: found
; fast: yes
; category: x86-style shuffle (issue 14, item 6)
; why: SSE2 code's qword swap _mm_or_si128(_mm_srli_si128(a, 8), _mm_slli_si128(a, 8)) is one one-source shuffle (pshufd 0x4e); same uOps (llc merges them), 1 IR instruction instead of 3; opt-22 -O3 keeps both shuffles and the or
; expect-tgt: shufflevector <16 x i8> %a, <16 x i8> %a, <16 x i32> <8, ..., 15, 0, ..., 7>
; uops: 4 -> 4

define <16 x i8> @src(<16 x i8> %a) {
  %hi = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %lo = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %r = or <16 x i8> %hi, %lo
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a) {
  %r = shufflevector <16 x i8> %a, <16 x i8> poison, <16 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <16 x i8> %r
}
