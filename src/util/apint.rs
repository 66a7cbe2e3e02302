//! `ApInt`: a fixed-width two's-complement bit vector of any width, the storage of
//! integer and floating-point constants (and later of concrete values).

use std::fmt;

/// A bit vector of `width` bits, stored little-endian in 64-bit words; bits above the
/// width are always zero.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ApInt {
    width: u32,
    words: Vec<u64>,
}

impl fmt::Debug for ApInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "i{}:{}", self.width, self.to_hex())
    }
}

fn nwords(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl ApInt {
    pub fn zero(width: u32) -> ApInt {
        ApInt { width, words: vec![0; nwords(width)] }
    }

    /// The low `width` bits of `v`.
    pub fn from_u64(width: u32, v: u64) -> ApInt {
        let mut a = ApInt::zero(width);
        a.words[0] = v;
        a.mask();
        a
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> ApInt {
        let mut a = ApInt::zero(width);
        for (i, w) in a.words.iter_mut().enumerate() {
            *w = if i == 0 { v as u64 } else if v < 0 { u64::MAX } else { 0 };
        }
        a.mask();
        a
    }

    /// From little-endian words (extra bits are dropped).
    pub fn from_words(width: u32, words: &[u64]) -> ApInt {
        let mut a = ApInt::zero(width);
        for (d, s) in a.words.iter_mut().zip(words) {
            *d = *s;
        }
        a.mask();
        a
    }

    pub fn all_ones(width: u32) -> ApInt {
        let mut a = ApInt::zero(width);
        for w in a.words.iter_mut() {
            *w = u64::MAX;
        }
        a.mask();
        a
    }

    fn mask(&mut self) {
        let n = nwords(self.width);
        self.words.truncate(n);
        let rem = self.width % 64;
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }
    pub fn words(&self) -> &[u64] {
        &self.words
    }
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }
    pub fn set_bit(&mut self, i: u32, b: bool) {
        if i >= self.width {
            return;
        }
        let w = &mut self.words[(i / 64) as usize];
        if b {
            *w |= 1 << (i % 64);
        } else {
            *w &= !(1 << (i % 64));
        }
    }
    pub fn sign_bit(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// The low 64 bits.
    pub fn low_u64(&self) -> u64 {
        self.words[0]
    }

    /// The value as an unsigned u64, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        self.words[1..].iter().all(|w| *w == 0).then_some(self.words[0])
    }

    /// The value read as signed, if it fits in an i64.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width <= 64 {
            let v = self.words[0];
            if self.width == 0 {
                return Some(0);
            }
            let sh = 64 - self.width;
            return Some(((v << sh) as i64) >> sh);
        }
        let neg = self.sign_bit();
        let fill = if neg { u64::MAX } else { 0 };
        let top_ok = self.words[1..].iter().enumerate().all(|(i, w)| {
            let idx = i + 1;
            if idx == self.words.len() - 1 && self.width % 64 != 0 {
                let rem = self.width % 64;
                *w == fill & ((1u64 << rem) - 1)
            } else {
                *w == fill
            }
        });
        let low = self.words[0] as i64;
        (top_ok && (low < 0) == neg).then_some(low)
    }

    /// The most negative signed value of this width (only the sign bit set).
    pub fn neg_min(&self) -> ApInt {
        let mut r = ApInt::zero(self.width);
        if self.width > 0 {
            r.set_bit(self.width - 1, true);
        }
        r
    }

    /// Bit-for-bit negation of the two's-complement value.
    pub fn neg(&self) -> ApInt {
        let mut r = self.clone();
        for w in r.words.iter_mut() {
            *w = !*w;
        }
        r.mask();
        r.add_small(1);
        r
    }

    fn add_small(&mut self, v: u64) {
        let mut carry = v;
        for w in self.words.iter_mut() {
            let (s, c) = w.overflowing_add(carry);
            *w = s;
            carry = c as u64;
            if carry == 0 {
                break;
            }
        }
        self.mask();
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry: u128 = 0;
        for w in self.words.iter_mut() {
            let p = (*w as u128) * (m as u128) + carry;
            *w = p as u64;
            carry = p >> 64;
        }
        self.mask();
    }

    /// Divides in place by `d`, returning the remainder (unsigned).
    fn divrem_small(&mut self, d: u64) -> u64 {
        let mut rem: u128 = 0;
        for w in self.words.iter_mut().rev() {
            let cur = (rem << 64) | (*w as u128);
            *w = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        rem as u64
    }

    /// Parses an optionally negative decimal literal, wrapping modulo 2^width.
    /// Returns `None` on a malformed literal.
    pub fn parse_decimal(width: u32, s: &str) -> Option<ApInt> {
        let (neg, digits) = match s.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, s),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Work in a wider buffer so that wrapping is exact, then truncate.
        let wide = width.max(1) + 64;
        let mut a = ApInt::zero(wide);
        for b in digits.bytes() {
            a.mul_small(10);
            a.add_small((b - b'0') as u64);
        }
        let mut r = ApInt::from_words(width, &a.words);
        if neg {
            r = r.neg();
        }
        Some(r)
    }

    /// Parses hexadecimal digits (no prefix) into the low bits.
    pub fn parse_hex(width: u32, s: &str) -> Option<ApInt> {
        if s.is_empty() {
            return None;
        }
        let mut a = ApInt::zero(width);
        for c in s.chars() {
            let d = c.to_digit(16)? as u64;
            // shift left by 4
            let mut carry = 0u64;
            for w in a.words.iter_mut() {
                let nc = *w >> 60;
                *w = (*w << 4) | carry;
                carry = nc;
            }
            a.words[0] |= d;
            a.mask();
        }
        Some(a)
    }

    /// Unsigned decimal.
    pub fn to_udecimal(&self) -> String {
        if self.is_zero() {
            return "0".into();
        }
        let mut t = self.clone();
        let mut digits = Vec::new();
        while !t.is_zero() {
            digits.push(b'0' + t.divrem_small(10) as u8);
        }
        digits.reverse();
        String::from_utf8(digits).unwrap()
    }

    /// Signed decimal (two's complement), as LLVM prints integer constants.
    pub fn to_sdecimal(&self) -> String {
        if self.sign_bit() {
            format!("-{}", self.neg().to_udecimal())
        } else {
            self.to_udecimal()
        }
    }

    /// Hexadecimal digits, most significant first, exactly `ceil(width/4)` of them.
    pub fn to_hex(&self) -> String {
        let n = (self.width as usize).div_ceil(4).max(1);
        let mut s = String::with_capacity(n);
        for i in (0..n).rev() {
            let bit = (i * 4) as u32;
            let w = self.words[(bit / 64) as usize];
            let d = (w >> (bit % 64)) & 0xf;
            s.push(char::from_digit(d as u32, 16).unwrap().to_ascii_uppercase());
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_wide_and_negative() {
        for (w, s) in [(8, "-1"), (64, "-9223372036854775808"), (128, "170141183460469231731687303715884105727"), (1, "-1"), (34, "4294967296"), (33, "-4294967296")] {
            let a = ApInt::parse_decimal(w, s).unwrap();
            assert_eq!(a.to_sdecimal(), s, "width {w}");
        }
        assert_eq!(ApInt::parse_decimal(8, "255").unwrap().to_sdecimal(), "-1");
        assert_eq!(ApInt::parse_decimal(8, "256").unwrap().to_sdecimal(), "0");
        assert_eq!(ApInt::parse_decimal(200, "-2").unwrap().to_hex().len(), 50);
    }

    #[test]
    fn to_i64_on_wide_values() {
        assert_eq!(ApInt::from_i64(128, -5).to_i64(), Some(-5));
        assert_eq!(ApInt::from_u64(128, u64::MAX).to_i64(), None);
        assert_eq!(ApInt::from_i64(7, -1).to_i64(), Some(-1));
        assert_eq!(ApInt::parse_hex(16, "3C00").unwrap().to_u64(), Some(0x3c00));
    }
}
