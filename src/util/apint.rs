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
        ApInt {
            width,
            words: vec![0; nwords(width)],
        }
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
            *w = if i == 0 {
                v as u64
            } else if v < 0 {
                u64::MAX
            } else {
                0
            };
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

/// Arithmetic, bitwise and structural operations with LLVM/SMT-LIB bit-vector meaning.
/// Binary operations require operands of equal width and wrap modulo 2^width. Division
/// by zero and shifts past the width follow SMT-LIB: `udiv x 0` is all ones, `urem x 0`
/// is `x`, shifts by `width` or more give zero (or the sign, for `ashr`).
impl ApInt {
    pub fn from_u128(width: u32, v: u128) -> ApInt {
        ApInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }
    /// `i1` from a boolean.
    pub fn from_bool(b: bool) -> ApInt {
        ApInt::from_u64(1, b as u64)
    }
    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        self.words[0] as u128 | (self.words.get(1).copied().unwrap_or(0) as u128) << 64
    }
    /// The value as an unsigned u128, if it fits.
    pub fn to_u128(&self) -> Option<u128> {
        self.words.iter().skip(2).all(|w| *w == 0).then(|| self.low_u128())
    }
    pub fn is_all_ones(&self) -> bool {
        *self == ApInt::all_ones(self.width)
    }

    fn zip(&self, o: &ApInt, f: impl Fn(u64, u64) -> u64) -> ApInt {
        debug_assert_eq!(self.width, o.width, "width mismatch");
        let mut r = ApInt {
            width: self.width,
            words: self.words.iter().zip(&o.words).map(|(a, b)| f(*a, *b)).collect(),
        };
        r.mask();
        r
    }
    pub fn and(&self, o: &ApInt) -> ApInt {
        self.zip(o, |a, b| a & b)
    }
    pub fn or(&self, o: &ApInt) -> ApInt {
        self.zip(o, |a, b| a | b)
    }
    pub fn xor(&self, o: &ApInt) -> ApInt {
        self.zip(o, |a, b| a ^ b)
    }
    pub fn not(&self) -> ApInt {
        self.zip(self, |a, _| !a)
    }

    pub fn add(&self, o: &ApInt) -> ApInt {
        debug_assert_eq!(self.width, o.width, "width mismatch");
        let mut r = self.clone();
        let mut carry = false;
        for (w, b) in r.words.iter_mut().zip(&o.words) {
            let (s1, c1) = w.overflowing_add(*b);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *w = s2;
            carry = c1 || c2;
        }
        r.mask();
        r
    }
    pub fn sub(&self, o: &ApInt) -> ApInt {
        debug_assert_eq!(self.width, o.width, "width mismatch");
        let mut r = self.clone();
        sub_in_place(&mut r.words, &o.words);
        r.mask();
        r
    }
    pub fn mul(&self, o: &ApInt) -> ApInt {
        debug_assert_eq!(self.width, o.width, "width mismatch");
        let n = self.words.len();
        if n == 1 {
            return ApInt::from_u64(self.width, self.words[0].wrapping_mul(o.words[0]));
        }
        let mut r = vec![0u64; n];
        for i in 0..n {
            if self.words[i] == 0 {
                continue;
            }
            let mut carry: u128 = 0;
            for j in 0..n - i {
                let t = (self.words[i] as u128) * (o.words[j] as u128) + r[i + j] as u128 + carry;
                r[i + j] = t as u64;
                carry = t >> 64;
            }
        }
        ApInt::from_words(self.width, &r)
    }

    /// Unsigned quotient and remainder; `(all ones, self)` for a zero divisor.
    pub fn udivrem(&self, d: &ApInt) -> (ApInt, ApInt) {
        debug_assert_eq!(self.width, d.width, "width mismatch");
        let w = self.width;
        if d.is_zero() {
            return (ApInt::all_ones(w), self.clone());
        }
        if w <= 128 {
            let (a, b) = (self.low_u128(), d.low_u128());
            return (ApInt::from_u128(w, a / b), ApInt::from_u128(w, a % b));
        }
        if let Some(small) = d.to_u64() {
            let mut q = self.clone();
            let r = q.divrem_small(small);
            return (q, ApInt::from_u64(w, r));
        }
        if self.ult(d) {
            return (ApInt::zero(w), self.clone());
        }
        // Shift-subtract, one quotient bit at a time, in w+1 bits so `2r + 1` never wraps.
        let dd = d.zext(w + 1);
        let mut r = ApInt::zero(w + 1);
        let mut q = ApInt::zero(w);
        for i in (0..self.active_bits()).rev() {
            shl1_in_place(&mut r.words, self.bit(i));
            if !r.ult(&dd) {
                sub_in_place(&mut r.words, &dd.words);
                q.set_bit(i, true);
            }
        }
        (q, r.trunc(w))
    }
    /// Signed quotient (toward zero) and remainder (sign of the dividend), as SMT-LIB's
    /// `bvsdiv`/`bvsrem`: computed on magnitudes, so `MIN / -1` wraps to `MIN` and a zero
    /// divisor gives `(-1 or 1, self)`.
    pub fn sdivrem(&self, d: &ApInt) -> (ApInt, ApInt) {
        let (sa, sb) = (self.sign_bit(), d.sign_bit());
        let ma = if sa { self.neg() } else { self.clone() };
        let mb = if sb { d.neg() } else { d.clone() };
        let (q, r) = ma.udivrem(&mb);
        (if sa != sb { q.neg() } else { q }, if sa { r.neg() } else { r })
    }
    pub fn udiv(&self, d: &ApInt) -> ApInt {
        self.udivrem(d).0
    }
    pub fn urem(&self, d: &ApInt) -> ApInt {
        self.udivrem(d).1
    }
    pub fn sdiv(&self, d: &ApInt) -> ApInt {
        self.sdivrem(d).0
    }
    pub fn srem(&self, d: &ApInt) -> ApInt {
        self.sdivrem(d).1
    }

    /// The shift amount `a` as a count, saturated at `width` (anything larger shifts
    /// everything out).
    fn shift_count(&self, a: &ApInt) -> u32 {
        match a.to_u64() {
            Some(n) if n < self.width as u64 => n as u32,
            _ => self.width,
        }
    }
    pub fn shl_by(&self, n: u32) -> ApInt {
        if n >= self.width {
            return ApInt::zero(self.width);
        }
        let (ws, bs) = ((n / 64) as usize, n % 64);
        let len = self.words.len();
        let mut r = vec![0u64; len];
        for (i, out) in r.iter_mut().enumerate().skip(ws) {
            *out = self.words[i - ws] << bs;
            if bs > 0 && i > ws {
                *out |= self.words[i - ws - 1] >> (64 - bs);
            }
        }
        ApInt::from_words(self.width, &r)
    }
    pub fn lshr_by(&self, n: u32) -> ApInt {
        if n >= self.width {
            return ApInt::zero(self.width);
        }
        let (ws, bs) = ((n / 64) as usize, n % 64);
        let len = self.words.len();
        let mut r = vec![0u64; len];
        for (i, out) in r.iter_mut().enumerate().take(len - ws) {
            *out = self.words[i + ws] >> bs;
            if bs > 0 && i + ws + 1 < len {
                *out |= self.words[i + ws + 1] << (64 - bs);
            }
        }
        ApInt::from_words(self.width, &r)
    }
    pub fn ashr_by(&self, n: u32) -> ApInt {
        if self.sign_bit() {
            self.not().lshr_by(n).not()
        } else {
            self.lshr_by(n)
        }
    }
    pub fn shl(&self, a: &ApInt) -> ApInt {
        self.shl_by(self.shift_count(a))
    }
    pub fn lshr(&self, a: &ApInt) -> ApInt {
        self.lshr_by(self.shift_count(a))
    }
    pub fn ashr(&self, a: &ApInt) -> ApInt {
        self.ashr_by(self.shift_count(a))
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, o: &ApInt) -> std::cmp::Ordering {
        debug_assert_eq!(self.width, o.width, "width mismatch");
        self.words.iter().rev().cmp(o.words.iter().rev())
    }
    /// Signed (two's complement) comparison.
    pub fn scmp(&self, o: &ApInt) -> std::cmp::Ordering {
        match (self.sign_bit(), o.sign_bit()) {
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
            _ => self.ucmp(o),
        }
    }
    pub fn ult(&self, o: &ApInt) -> bool {
        self.ucmp(o).is_lt()
    }
    pub fn ule(&self, o: &ApInt) -> bool {
        self.ucmp(o).is_le()
    }
    pub fn slt(&self, o: &ApInt) -> bool {
        self.scmp(o).is_lt()
    }
    pub fn sle(&self, o: &ApInt) -> bool {
        self.scmp(o).is_le()
    }

    /// Bits `hi..=lo`, a value of width `hi - lo + 1`.
    pub fn extract(&self, hi: u32, lo: u32) -> ApInt {
        assert!(lo <= hi && hi < self.width, "extract {hi}..{lo} of i{}", self.width);
        self.lshr_by(lo).trunc(hi - lo + 1)
    }
    /// `hi` above `lo`: a value of width `hi.width + lo.width`.
    pub fn concat(&self, lo: &ApInt) -> ApInt {
        let w = self.width + lo.width;
        self.zext(w).shl_by(lo.width).or(&lo.zext(w))
    }
    /// The low `to` bits (`to` at most the width).
    pub fn trunc(&self, to: u32) -> ApInt {
        debug_assert!(to <= self.width);
        ApInt::from_words(to, &self.words)
    }
    /// Zero-extension to `to` bits (`to` at least the width).
    pub fn zext(&self, to: u32) -> ApInt {
        debug_assert!(to >= self.width);
        ApInt::from_words(to, &self.words)
    }
    /// Sign-extension to `to` bits (`to` at least the width).
    pub fn sext(&self, to: u32) -> ApInt {
        let z = self.zext(to);
        if self.sign_bit() {
            z.or(&ApInt::all_ones(to).shl_by(self.width))
        } else {
            z
        }
    }
    /// Zero-extension or truncation to `to` bits.
    pub fn zext_or_trunc(&self, to: u32) -> ApInt {
        ApInt::from_words(to, &self.words)
    }

    pub fn count_ones(&self) -> u32 {
        self.words.iter().map(|w| w.count_ones()).sum()
    }
    /// Leading zeros within the width (`width` for zero).
    pub fn leading_zeros(&self) -> u32 {
        self.width - self.active_bits()
    }
    /// Trailing zeros (`width` for zero).
    pub fn trailing_zeros(&self) -> u32 {
        match self.words.iter().position(|w| *w != 0) {
            Some(i) => i as u32 * 64 + self.words[i].trailing_zeros(),
            None => self.width,
        }
    }
    /// The number of bits needed to write the value unsigned: one past the highest set bit.
    pub fn active_bits(&self) -> u32 {
        match self.words.iter().rposition(|w| *w != 0) {
            Some(i) => i as u32 * 64 + 64 - self.words[i].leading_zeros(),
            None => 0,
        }
    }
    /// Floor of the square root (unsigned), by the digit-by-digit method.
    pub fn isqrt(&self) -> ApInt {
        let w = self.width + 2;
        let mut n = self.zext(w);
        let mut r = ApInt::zero(w);
        if self.is_zero() {
            return r.trunc(self.width);
        }
        // `bit` starts at the highest power of four not above the value.
        let mut bit = ApInt::zero(w);
        bit.set_bit((self.active_bits() - 1) & !1, true);
        while !bit.is_zero() {
            let t = r.add(&bit);
            r = r.lshr_by(1);
            if !n.ult(&t) {
                n = n.sub(&t);
                r = r.add(&bit);
            }
            bit = bit.lshr_by(2);
        }
        r.trunc(self.width)
    }
}

/// `a -= b` over words (equal lengths), wrapping.
fn sub_in_place(a: &mut [u64], b: &[u64]) {
    let mut borrow = false;
    for (x, y) in a.iter_mut().zip(b) {
        let (d1, b1) = x.overflowing_sub(*y);
        let (d2, b2) = d1.overflowing_sub(borrow as u64);
        *x = d2;
        borrow = b1 || b2;
    }
}

/// `a = a << 1 | low`, dropping the top bit of the last word.
fn shl1_in_place(a: &mut [u64], low: bool) {
    let mut carry = low as u64;
    for x in a.iter_mut() {
        let c = *x >> 63;
        *x = (*x << 1) | carry;
        carry = c;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_wide_and_negative() {
        for (w, s) in [
            (8, "-1"),
            (64, "-9223372036854775808"),
            (128, "170141183460469231731687303715884105727"),
            (1, "-1"),
            (34, "4294967296"),
            (33, "-4294967296"),
        ] {
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

    /// xorshift64*: a small deterministic generator for the randomized cross-checks.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn u128(&mut self) -> u128 {
            (self.next() as u128) << 64 | self.next() as u128
        }
        /// A value of `w` bits, often an edge case (0, 1, -1, MIN, MAX) or small.
        fn val(&mut self, w: u32) -> u128 {
            let m = mask(w);
            let v = match self.below(8) {
                0 => 0,
                1 => 1,
                2 => m,
                3 => 1 << (w - 1),
                4 => m >> 1,
                5 => self.below(16) as u128,
                6 => self.u128() >> self.below(128),
                _ => self.u128(),
            };
            v & m
        }
        fn wide(&mut self, w: u32) -> ApInt {
            let words: Vec<u64> = (0..w.div_ceil(64)).map(|_| self.next()).collect();
            let a = ApInt::from_words(w, &words);
            match self.below(4) {
                0 => a.lshr_by(self.below(w as u64) as u32),
                1 => a.ashr_by(self.below(w as u64) as u32),
                _ => a,
            }
        }
    }

    fn mask(w: u32) -> u128 {
        if w == 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
    fn sx(v: u128, w: u32) -> i128 {
        ((v << (128 - w)) as i128) >> (128 - w)
    }

    #[test]
    fn randomized_cross_check_against_u128() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..30_000 {
            let w = 1 + rng.below(128) as u32;
            let m = mask(w);
            let (a, b) = (rng.val(w), rng.val(w));
            let (x, y) = (ApInt::from_u128(w, a), ApInt::from_u128(w, b));
            let ap = |v: u128| ApInt::from_u128(w, v & m);
            let ctx = format!("i{w} a={a:#x} b={b:#x}");
            assert_eq!(x.add(&y), ap(a.wrapping_add(b)), "add {ctx}");
            assert_eq!(x.sub(&y), ap(a.wrapping_sub(b)), "sub {ctx}");
            assert_eq!(x.mul(&y), ap(a.wrapping_mul(b)), "mul {ctx}");
            assert_eq!(x.neg(), ap(a.wrapping_neg()), "neg {ctx}");
            assert_eq!(
                (x.and(&y), x.or(&y), x.xor(&y), x.not()),
                (ap(a & b), ap(a | b), ap(a ^ b), ap(!a)),
                "bitwise {ctx}"
            );
            let (sa, sb) = (sx(a, w), sx(b, w));
            if let Some(q) = a.checked_div(b) {
                assert_eq!(x.udivrem(&y), (ap(q), ap(a % b)), "udivrem {ctx}");
                assert_eq!(
                    x.sdivrem(&y),
                    (ap(sa.wrapping_div(sb) as u128), ap(sa.wrapping_rem(sb) as u128)),
                    "sdivrem {ctx}"
                );
            } else {
                assert_eq!(x.udivrem(&y), (ap(m), x.clone()), "udivrem by 0 {ctx}");
                assert_eq!(
                    x.sdivrem(&y),
                    (ap(if sa < 0 { 1 } else { m }), x.clone()),
                    "sdivrem by 0 {ctx}"
                );
            }
            let s = if rng.below(4) == 0 {
                b
            } else {
                rng.below(w as u64 + 2) as u128 & m
            };
            let sh = ApInt::from_u128(w, s);
            let (shl, lshr, ashr) = if s >= w as u128 {
                (0, 0, if sa < 0 { m } else { 0 })
            } else {
                (a << s, a >> s, (sa >> s) as u128)
            };
            assert_eq!(
                (x.shl(&sh), x.lshr(&sh), x.ashr(&sh)),
                (ap(shl), ap(lshr), ap(ashr)),
                "shifts by {s} {ctx}"
            );
            assert_eq!(
                (x.ult(&y), x.ule(&y), x.slt(&y), x.sle(&y)),
                (a < b, a <= b, sa < sb, sa <= sb),
                "cmp {ctx}"
            );
            let lo = rng.below(w as u64) as u32;
            let hi = lo + rng.below((w - lo) as u64) as u32;
            assert_eq!(
                x.extract(hi, lo),
                ApInt::from_u128(hi - lo + 1, (a >> lo) & mask(hi - lo + 1)),
                "extract {hi} {lo} {ctx}"
            );
            if w < 128 {
                let w2 = 1 + rng.below((128 - w) as u64) as u32;
                let c = rng.val(w2);
                assert_eq!(
                    x.concat(&ApInt::from_u128(w2, c)),
                    ApInt::from_u128(w + w2, a << w2 | c),
                    "concat {ctx}"
                );
            }
            let to = w + rng.below((129 - w) as u64) as u32;
            assert_eq!(x.zext(to), ApInt::from_u128(to, a), "zext {ctx}");
            assert_eq!(x.sext(to), ApInt::from_u128(to, sa as u128 & mask(to)), "sext {ctx}");
            assert_eq!(x.count_ones(), a.count_ones(), "ctpop {ctx}");
            assert_eq!(x.leading_zeros(), a.leading_zeros() - (128 - w), "ctlz {ctx}");
            assert_eq!(
                x.trailing_zeros(),
                if a == 0 { w } else { a.trailing_zeros() },
                "cttz {ctx}"
            );
            let mut r = (a as f64).sqrt() as u128;
            while r.checked_mul(r).is_none_or(|p| p > a) {
                r -= 1;
            }
            while (r + 1).checked_mul(r + 1).is_some_and(|p| p <= a) {
                r += 1;
            }
            assert_eq!(x.isqrt(), ap(r), "isqrt {ctx}");
            assert_eq!(x.to_u128(), Some(a));
        }
    }

    #[test]
    fn wide_values_obey_the_identities() {
        let mut rng = Rng(12345);
        for &w in [129u32, 192, 256, 257, 1000, 4096].iter().cycle().take(600) {
            let (a, b, c) = (rng.wide(w), rng.wide(w), rng.wide(w));
            let (q, r) = a.udivrem(&b);
            if !b.is_zero() {
                assert_eq!(q.mul(&b).add(&r), a, "udivrem i{w}");
                assert!(r.ult(&b));
            }
            let (q, r) = a.sdivrem(&b);
            assert_eq!(q.mul(&b).add(&r), a, "sdivrem i{w}");
            let mag = |v: &ApInt| if v.sign_bit() { v.neg() } else { v.clone() };
            assert!(r.is_zero() || r.sign_bit() == a.sign_bit());
            assert!(b.is_zero() || mag(&r).ult(&mag(&b)) || b == b.neg_min());
            // Low bits of +, -, * depend only on the low bits of the operands.
            let (al, bl) = (a.low_u128(), b.low_u128());
            assert_eq!(a.mul(&b).low_u128(), al.wrapping_mul(bl), "mul i{w}");
            assert_eq!(a.add(&b).low_u128(), al.wrapping_add(bl));
            assert_eq!(a.sub(&b).low_u128(), al.wrapping_sub(bl));
            assert_eq!(a.mul(&b), b.mul(&a));
            assert_eq!(a.add(&b).mul(&c), a.mul(&c).add(&b.mul(&c)), "distributivity i{w}");
            assert_eq!(a.mul(&b).mul(&c), a.mul(&b.mul(&c)), "associativity i{w}");
            let k = rng.below(w as u64) as u32;
            assert_eq!(a.mul(&ApInt::zero(w).not().lshr_by(w - 1).shl_by(k)), a.shl_by(k));
            assert_eq!(a.shl_by(k).lshr_by(k), a.and(&ApInt::all_ones(w).lshr_by(k)));
            assert_eq!(
                a.ashr_by(k).extract(w - 1, w - 1 - k),
                if a.sign_bit() {
                    ApInt::all_ones(k + 1)
                } else {
                    ApInt::zero(k + 1)
                }
            );
            if k > 0 {
                assert_eq!(a.extract(w - 1, k).concat(&a.extract(k - 1, 0)), a);
            }
            assert_eq!(a.sext(w + 70).trunc(w), a);
            assert_eq!(
                a.sext(w + 70).extract(w + 69, w - 1).count_ones(),
                if a.sign_bit() { 71 } else { 0 }
            );
            // An amount with any high bit set is past the width.
            let huge = ApInt::zero(w).not().lshr_by(1);
            assert!(a.shl(&huge).is_zero() && a.lshr(&huge).is_zero());
            assert_eq!(a.ashr(&huge).is_zero(), !a.sign_bit());
            let s = a.isqrt();
            assert!(s.zext(2 * w).mul(&s.zext(2 * w)).ule(&a.zext(2 * w)));
            let s1 = s.zext(2 * w).add(&ApInt::from_u64(2 * w, 1));
            assert!(a.zext(2 * w).ult(&s1.mul(&s1)), "isqrt i{w}");
        }
        // Wide division against u128: both the one-word-divisor and the long path.
        for _ in 0..3000 {
            let (a, b) = (rng.u128() >> rng.below(128), rng.u128() >> rng.below(128));
            let (x, y) = (ApInt::from_u128(256, a), ApInt::from_u128(256, b));
            if let Some(q) = a.checked_div(b) {
                assert_eq!(x.udivrem(&y), (ApInt::from_u128(256, q), ApInt::from_u128(256, a % b)));
            }
        }
    }

    #[test]
    fn smt_lib_division_and_known_wide_products() {
        let i8v = |v: i64| ApInt::from_i64(8, v);
        assert_eq!(i8v(5).udivrem(&i8v(0)), (i8v(-1), i8v(5)));
        assert_eq!(i8v(5).sdivrem(&i8v(0)), (i8v(-1), i8v(5)));
        assert_eq!(i8v(-5).sdivrem(&i8v(0)), (i8v(1), i8v(-5)));
        assert_eq!(i8v(-128).sdivrem(&i8v(-1)), (i8v(-128), i8v(0)));
        assert_eq!(i8v(-7).sdivrem(&i8v(2)), (i8v(-3), i8v(-1)));
        assert_eq!(i8v(7).sdivrem(&i8v(-2)), (i8v(-3), i8v(1)));
        // (2^128 + 3)(2^100 + 5) = 2^228 + 5·2^128 + 3·2^100 + 15.
        let p = |e: u32| ApInt::from_u64(256, 1).shl_by(e);
        let a = p(128).add(&ApInt::from_u64(256, 3));
        let b = p(100).add(&ApInt::from_u64(256, 5));
        let want = p(228)
            .add(&p(128).mul(&ApInt::from_u64(256, 5)))
            .add(&p(100).mul(&ApInt::from_u64(256, 3)))
            .add(&ApInt::from_u64(256, 15));
        assert_eq!(a.mul(&b), want);
        assert_eq!(want.udivrem(&a), (b.clone(), ApInt::zero(256)));
        assert_eq!(
            want.add(&ApInt::from_u64(256, 7)).udivrem(&b),
            (a, ApInt::from_u64(256, 7))
        );
        assert_eq!(ApInt::from_i64(256, -1).udiv(&ApInt::zero(256)), ApInt::all_ones(256));
        assert_eq!(ApInt::from_u64(4096, 1).shl_by(4095).to_hex().chars().next(), Some('8'));
    }
}
