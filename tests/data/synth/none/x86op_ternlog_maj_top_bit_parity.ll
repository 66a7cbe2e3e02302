; synth: none
; category: x86 (three operands, immediate solved)
; why: SHA-256 Maj(a,b,c) (FIPS 180-4, 4.1.2) on 31 bits of each lane, with bit 31 of each lane the parity a^b^c instead: the tempting vpternlogd $0xE8 (Maj) is right on every bit pattern but the top bit's, where minterms a=1,b=1,c=0 (and the others with two ones) read 0 instead of 1, so the read-off sees each such minterm with both results and rules the triple out

define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %bc = and <4 x i32> %c, %b
  %o = or <4 x i32> %c, %b
  %t = and <4 x i32> %o, %a
  %m = or <4 x i32> %t, %bc
  %x = xor <4 x i32> %a, %b
  %p = xor <4 x i32> %x, %c
  %ml = and <4 x i32> %m, splat (i32 2147483647)
  %ph = and <4 x i32> %p, splat (i32 -2147483648)
  %r = or <4 x i32> %ml, %ph
  ret <4 x i32> %r
}
