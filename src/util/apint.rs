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
    /// Zero of `width` bits.
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

    /// All `width` bits set (`-1`).
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

    /// Its width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }
    /// Its bits as little-endian 64-bit words (bits above the width are zero).
    pub fn words(&self) -> &[u64] {
        &self.words
    }
    /// True when every bit is clear.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }
    /// Bit `i` (false past the width).
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }
    /// Sets bit `i` to `b` (nothing past the width).
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
    /// The top bit (false for width zero).
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
    /// The low `width` bits of `v`.
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
    /// True when every bit is set.
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
    /// Bitwise and.
    pub fn and(&self, o: &ApInt) -> ApInt {
        self.zip(o, |a, b| a & b)
    }
    /// Bitwise or.
    pub fn or(&self, o: &ApInt) -> ApInt {
        self.zip(o, |a, b| a | b)
    }
    /// Bitwise exclusive or.
    pub fn xor(&self, o: &ApInt) -> ApInt {
        self.zip(o, |a, b| a ^ b)
    }
    /// Bitwise complement.
    pub fn not(&self) -> ApInt {
        self.zip(self, |a, _| !a)
    }

    /// Sum, modulo 2^width.
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
    /// Difference, modulo 2^width.
    pub fn sub(&self, o: &ApInt) -> ApInt {
        debug_assert_eq!(self.width, o.width, "width mismatch");
        let mut r = self.clone();
        sub_in_place(&mut r.words, &o.words);
        r.mask();
        r
    }
    /// Product, modulo 2^width.
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
    /// Unsigned quotient (all ones for a zero divisor).
    pub fn udiv(&self, d: &ApInt) -> ApInt {
        self.udivrem(d).0
    }
    /// Unsigned remainder (`self` for a zero divisor).
    pub fn urem(&self, d: &ApInt) -> ApInt {
        self.udivrem(d).1
    }
    /// Signed quotient, toward zero (`bvsdiv`).
    pub fn sdiv(&self, d: &ApInt) -> ApInt {
        self.sdivrem(d).0
    }
    /// Signed remainder, with the dividend's sign (`bvsrem`).
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
    /// Shift left by `n` bits (zero for `n` at least the width).
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
    /// Logical shift right by `n` bits (zero for `n` at least the width).
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
    /// Arithmetic shift right by `n` bits (the sign for `n` at least the width).
    pub fn ashr_by(&self, n: u32) -> ApInt {
        if self.sign_bit() {
            self.not().lshr_by(n).not()
        } else {
            self.lshr_by(n)
        }
    }
    /// Shift left by the value `a` (zero past the width).
    pub fn shl(&self, a: &ApInt) -> ApInt {
        self.shl_by(self.shift_count(a))
    }
    /// Logical shift right by the value `a` (zero past the width).
    pub fn lshr(&self, a: &ApInt) -> ApInt {
        self.lshr_by(self.shift_count(a))
    }
    /// Arithmetic shift right by the value `a` (the sign past the width).
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
    /// Unsigned less-than.
    pub fn ult(&self, o: &ApInt) -> bool {
        self.ucmp(o).is_lt()
    }
    /// Unsigned less-or-equal.
    pub fn ule(&self, o: &ApInt) -> bool {
        self.ucmp(o).is_le()
    }
    /// Signed less-than.
    pub fn slt(&self, o: &ApInt) -> bool {
        self.scmp(o).is_lt()
    }
    /// Signed less-or-equal.
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

    /// The number of set bits.
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
#[path = "apint_tests.rs"]
mod tests;
