//! Floating-point literal conversions between LLVM's text forms and exact bit patterns.
//!
//! LLVM prints `half`/`bfloat`/`fp128`/`x86_fp80` as typed hex (`0xH`, `0xR`, `0xL`, `0xK`),
//! and `float`/`double` as a decimal when it is exact, else as the hex of the value
//! widened to `double`. These helpers convert without rounding: a literal that is not
//! exactly representable in its type is rejected, as LLVM rejects it.

use super::types::FloatKind;
use crate::util::ApInt;

/// Exactly re-encodes a finite, infinite or NaN `f64` in an IEEE format of
/// (exponent bits, significand bits); `None` when not exactly representable.
fn encode_from_f64(exp_bits: u32, sig_bits: u32, v: f64) -> Option<ApInt> {
    let width = 1 + exp_bits + sig_bits;
    let bits = v.to_bits();
    let sign = bits >> 63;
    let e = ((bits >> 52) & 0x7ff) as i64;
    let m = bits & ((1u64 << 52) - 1);
    let mut out = ApInt::zero(width);
    out.set_bit(width - 1, sign == 1);
    let set_exp = |out: &mut ApInt, ev: u64| {
        for i in 0..exp_bits {
            out.set_bit(sig_bits + i, (ev >> i) & 1 == 1);
        }
    };
    // Writes the 52-bit double significand `m52` aligned to the top of the target's.
    let set_sig_top = |out: &mut ApInt, m52: u64| -> bool {
        if sig_bits >= 52 {
            for i in 0..52 {
                out.set_bit(sig_bits - 52 + i, (m52 >> i) & 1 == 1);
            }
            true
        } else {
            let drop = 52 - sig_bits;
            if m52 & ((1u64 << drop) - 1) != 0 {
                return false;
            }
            let s = m52 >> drop;
            for i in 0..sig_bits {
                out.set_bit(i, (s >> i) & 1 == 1);
            }
            true
        }
    };
    if e == 0x7ff {
        set_exp(&mut out, (1u64 << exp_bits) - 1);
        if m == 0 {
            return Some(out);
        }
        // NaN: keep the top payload bits (as LLVM's widening/narrowing does).
        let keep = sig_bits.min(52);
        let s = m >> (52 - keep);
        if s == 0 {
            return None;
        }
        for i in 0..keep {
            out.set_bit(sig_bits - keep + i, (s >> i) & 1 == 1);
        }
        return Some(out);
    }
    if e == 0 && m == 0 {
        return Some(out);
    }
    // value = 1.f * 2^(unbiased) with a 53-bit significand `sig` (normalized).
    let (mut unbiased, mut sig) = if e == 0 {
        (-1022i64, m)
    } else {
        (e - 1023, m | (1u64 << 52))
    };
    while sig & (1u64 << 52) == 0 {
        sig <<= 1;
        unbiased -= 1;
    }
    let bias = (1i64 << (exp_bits - 1)) - 1;
    let target_e = unbiased + bias;
    if target_e >= (1i64 << exp_bits) - 1 {
        return None;
    }
    if target_e >= 1 {
        set_exp(&mut out, target_e as u64);
        if !set_sig_top(&mut out, sig & ((1u64 << 52) - 1)) {
            return None;
        }
        return Some(out);
    }
    // Subnormal in the target: value = sig * 2^(unbiased-52) = s * 2^(1-bias-sig_bits).
    let shift = (1 - bias - sig_bits as i64) - (unbiased - 52);
    if shift < 0 {
        // More room than needed: shift left.
        let sh = (-shift) as u32;
        let mut s = ApInt::from_u64(sig_bits, 0);
        for i in 0..53u32 {
            if (sig >> i) & 1 == 1 {
                if i + sh >= sig_bits {
                    return None;
                }
                s.set_bit(i + sh, true);
            }
        }
        for i in 0..sig_bits {
            out.set_bit(i, s.bit(i));
        }
        return Some(out);
    }
    if shift >= 64 || sig & ((1u64 << shift) - 1) != 0 {
        return None;
    }
    let s = sig >> shift;
    if sig_bits < 64 && s >> sig_bits != 0 {
        return None;
    }
    for i in 0..sig_bits.min(64) {
        out.set_bit(i, (s >> i) & 1 == 1);
    }
    Some(out)
}

/// Bits of `v` in `kind`, when exactly representable.
pub fn from_f64(kind: FloatKind, v: f64) -> Option<ApInt> {
    match kind {
        FloatKind::Double => Some(ApInt::from_u64(64, v.to_bits())),
        FloatKind::X86Fp80 => {
            // 1 sign, 15 exponent, explicit integer bit, 63 fraction bits.
            let q = encode_from_f64(15, 112, v)?;
            let mut out = ApInt::zero(80);
            for i in 0..16 {
                out.set_bit(64 + i, q.bit(112 + i));
            }
            let exp_zero = (0..15).all(|i| !q.bit(112 + i));
            out.set_bit(63, !exp_zero);
            for i in 0..63 {
                out.set_bit(i, q.bit(112 - 63 + i));
            }
            Some(out)
        }
        FloatKind::PpcFp128 => None,
        k => {
            let (e, s) = k.ieee_layout()?;
            encode_from_f64(e, s, v)
        }
    }
}

/// The exact `f64` value of a `float` or `double` bit pattern (NaN payloads widened).
pub fn to_f64(kind: FloatKind, bits: &ApInt) -> Option<f64> {
    match kind {
        FloatKind::Double => Some(f64::from_bits(bits.low_u64())),
        FloatKind::Float => Some(f32_bits_to_f64(bits.low_u64() as u32)),
        _ => None,
    }
}

/// Widens float bits to double bits exactly, NaN payload shifted into the top bits.
fn f32_bits_to_f64(b: u32) -> f64 {
    let f = f32::from_bits(b);
    if f.is_nan() {
        let sign = (b >> 31) as u64;
        let payload = (b & 0x7f_ffff) as u64;
        f64::from_bits((sign << 63) | (0x7ffu64 << 52) | (payload << 29))
    } else {
        f as f64
    }
}

/// Parses a float literal token for `kind`: decimal, `0x` (double bits), or typed hex.
pub fn parse_literal(kind: FloatKind, text: &str) -> Option<ApInt> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let bits = if let Some(h) = body.strip_prefix("0x") {
        let (tag, digits) = match h.chars().next()? {
            c @ ('K' | 'L' | 'M' | 'H' | 'R') => (Some(c), &h[1..]),
            _ => (None, h),
        };
        match (tag, kind) {
            (None, _) => {
                let d = ApInt::parse_hex(64, digits)?;
                from_f64(kind, f64::from_bits(d.low_u64()))?
            }
            (Some('H'), FloatKind::Half) | (Some('R'), FloatKind::BFloat) => ApInt::parse_hex(16, digits)?,
            (Some('K'), FloatKind::X86Fp80) => ApInt::parse_hex(80, digits)?,
            (Some('L'), FloatKind::Fp128) | (Some('M'), FloatKind::PpcFp128) => {
                // Low 64 bits are written first, then the high 64 bits.
                if digits.len() != 32 {
                    return None;
                }
                let lo = u64::from_str_radix(&digits[..16], 16).ok()?;
                let hi = u64::from_str_radix(&digits[16..], 16).ok()?;
                ApInt::from_words(128, &[lo, hi])
            }
            _ => return None,
        }
    } else {
        let v: f64 = body.parse().ok()?;
        from_f64(kind, v)?
    };
    if neg {
        let mut b = bits;
        let top = b.width() - 1;
        let s = b.bit(top);
        b.set_bit(top, !s);
        Some(b)
    } else {
        Some(bits)
    }
}

/// A tiny unsigned big integer (little-endian 32-bit limbs) for decimal conversion.
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        Big(vec![v as u32, (v >> 32) as u32])
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|l| *l == 0)
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in self.0.iter_mut() {
            let p = *l as u64 * m as u64 + carry;
            *l = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, n: u32) {
        for _ in 0..n / 16 {
            self.mul_small(1 << 16);
        }
        self.mul_small(1 << (n % 16));
    }
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *l as u64;
            *l = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        rem as u32
    }
    fn active_bits(&self) -> u32 {
        for (i, l) in self.0.iter().enumerate().rev() {
            if *l != 0 {
                return i as u32 * 32 + (32 - l.leading_zeros());
            }
        }
        0
    }
}

/// LLVM's `APFloat::toString(Str, /*FormatPrecision=*/6, /*FormatMaxPadding=*/0,
/// /*TruncateZero=*/false)` for a finite nonzero value `sig * 2^exp2`: the exact value
/// is cut to about 20 significant bits by truncating decimal division, then rounded
/// half-up to six digits, then padded to `d.dddddde+XX`.
fn apfloat_to_string6(neg: bool, mut sig: u64, mut exp2: i32) -> String {
    let tz = sig.trailing_zeros();
    sig >>= tz;
    exp2 += tz as i32;
    let mut n = Big::from_u64(sig);
    let mut exp10: i32 = 0;
    if exp2 > 0 {
        n.shl(exp2 as u32);
    } else if exp2 < 0 {
        for _ in 0..(-exp2) {
            n.mul_small(5);
        }
        exp10 = exp2;
    }
    let bits = n.active_bits();
    let bits_required = (6 * 196 + 58) / 59;
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        for _ in 0..tens {
            n.divrem_small(10);
        }
        exp10 += tens as i32;
    }
    // Digits, least significant first, trailing zeros dropped.
    let mut digits: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp10 += 1;
        } else {
            digits.push(d);
            in_trail = false;
        }
    }
    // Round half-up to six digits.
    if digits.len() > 6 {
        let mut first = digits.len() - 6;
        if digits[first - 1] < 5 {
            while first < digits.len() && digits[first] == 0 {
                first += 1;
            }
            exp10 += first as i32;
            digits.drain(..first);
        } else {
            let mut i = first;
            while i < digits.len() && digits[i] == 9 {
                first += 1;
                i += 1;
            }
            if first == digits.len() {
                exp10 += first as i32;
                digits = vec![1];
            } else {
                digits[i] += 1;
                exp10 += first as i32;
                digits.drain(..first);
            }
        }
    }
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    let msd: Vec<char> = digits.iter().rev().map(|d| (b'0' + d) as char).collect();
    out.push(msd[0]);
    out.push('.');
    for k in 1..7 {
        out.push(msd.get(k).copied().unwrap_or('0'));
    }
    let e = exp10 + digits.len() as i32 - 1;
    out.push_str(&format!("e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs()));
    out
}

/// LLVM's decimal form of a `float` or `double`, used when it parses back to the value.
fn llvm_decimal(kind: FloatKind, bits: &ApInt) -> Option<String> {
    let v = to_f64(kind, bits)?;
    if !v.is_finite() {
        return None;
    }
    let (neg, sig, exp2) = if v == 0.0 {
        return Some(
            if v.is_sign_negative() {
                "-0.000000e+00"
            } else {
                "0.000000e+00"
            }
            .to_string(),
        );
    } else {
        // The value in the constant's own precision: (significand, exponent of its lsb).
        let (p, emin, b) = match kind {
            FloatKind::Float => (24, -126, bits.low_u64() & 0xffff_ffff),
            _ => (53, -1022, bits.low_u64()),
        };
        let frac_bits = p - 1;
        let exp_field = (b >> frac_bits) & if p == 24 { 0xff } else { 0x7ff };
        let frac = b & ((1u64 << frac_bits) - 1);
        let bias = if p == 24 { 127 } else { 1023 };
        let (sig, e) = if exp_field == 0 {
            (frac, emin)
        } else {
            (frac | (1u64 << frac_bits), exp_field as i32 - bias)
        };
        (v < 0.0, sig, e - frac_bits as i32)
    };
    let s = apfloat_to_string6(neg, sig, exp2);
    (s.parse::<f64>().ok()?.to_bits() == v.to_bits()).then_some(s)
}

/// Prints a float constant as LLVM does.
pub fn print_literal(kind: FloatKind, bits: &ApInt) -> String {
    match kind {
        FloatKind::Half => format!("0xH{}", bits.to_hex()),
        FloatKind::BFloat => format!("0xR{}", bits.to_hex()),
        FloatKind::X86Fp80 => format!("0xK{}", bits.to_hex()),
        FloatKind::Fp128 | FloatKind::PpcFp128 => {
            let w = bits.words();
            let tag = if kind == FloatKind::Fp128 { 'L' } else { 'M' };
            format!("0x{tag}{:016X}{:016X}", w[0], w.get(1).copied().unwrap_or(0))
        }
        FloatKind::Float | FloatKind::Double => {
            let v = to_f64(kind, bits).unwrap();
            llvm_decimal(kind, bits).unwrap_or_else(|| format!("0x{:X}", v.to_bits()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_round_trip() {
        let cases = [
            (FloatKind::Double, "1.000000e+00"),
            (FloatKind::Double, "-0.000000e+00"),
            (FloatKind::Double, "1.000000e-01"),
            (FloatKind::Double, "0x40E1D58800000000"),
            (FloatKind::Double, "4.940660e-324"),
            (FloatKind::Double, "0x3FEFF7CED916872B"),
            (FloatKind::Double, "0x3FE6666666666666"),
            (FloatKind::Double, "0x3E7AD7F29ABCAF48"),
            (FloatKind::Double, "3.000000e-01"),
            (FloatKind::Double, "0x10000000000000"),
            (FloatKind::Float, "0x3FB99999A0000000"),
            (FloatKind::Float, "0x7FF8000000000000"),
            (FloatKind::Float, "0xFFF0000000000000"),
            (FloatKind::Float, "0x36A0000000000000"),
            (FloatKind::Half, "0xH3C00"),
            (FloatKind::BFloat, "0xR3F80"),
            (FloatKind::Fp128, "0xL00000000000000003FFF000000000000"),
            (FloatKind::X86Fp80, "0xK3FFF8000000000000000"),
        ];
        for (k, s) in cases {
            let b = parse_literal(k, s).unwrap_or_else(|| panic!("{s}"));
            assert_eq!(print_literal(k, &b), s, "{k:?}");
        }
    }

    #[test]
    fn exactness_is_required() {
        assert!(parse_literal(FloatKind::Float, "0x3FB999999999999A").is_none());
        assert_eq!(
            parse_literal(FloatKind::Half, "1.000000e+00").unwrap().to_u64(),
            Some(0x3c00)
        );
        assert_eq!(parse_literal(FloatKind::Half, "5.960464e-08"), None);
        assert_eq!(
            parse_literal(FloatKind::Half, "0x3E70000000000000").unwrap().to_u64(),
            Some(1)
        );
        assert_eq!(
            parse_literal(FloatKind::X86Fp80, "1.000000e+00").unwrap().to_hex(),
            "3FFF8000000000000000"
        );
        assert_eq!(
            parse_literal(FloatKind::Fp128, "-2.000000e+00").unwrap().words()[1],
            0xC000_0000_0000_0000
        );
    }
}

/// True when `bits` is a NaN of format `kind` (false for the non-IEEE formats).
pub fn is_nan(kind: FloatKind, bits: &ApInt) -> bool {
    let Some((e, s)) = kind.ieee_layout() else { return false };
    bits.extract(s + e - 1, s).is_all_ones() && !bits.extract(s - 1, 0).is_zero()
}

/// True when both are NaNs of the scalar float type of `t` (any NaN equals any NaN in a
/// refinement).
pub fn both_nan(t: &super::Type, a: &ApInt, b: &ApInt) -> bool {
    matches!(t.scalar(), super::Type::Float(k) if is_nan(*k, a) && is_nan(*k, b))
}
