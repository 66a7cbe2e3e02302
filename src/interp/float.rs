//! Concrete IEEE floating point on bit patterns, round-to-nearest-even, through
//! `rustc_apfloat` (a port of LLVM's APFloat). What it lacks is built here on integers:
//! an exactly rounded square root, conversion to integers of any width, and conversion
//! from integers wider than 128 bits.

use crate::ir::FloatKind;
use crate::sem::{FpArith, RoundMode};
use crate::util::ApInt;
use rustc_apfloat::ieee::{BFloat, Double, Half, Quad, Single};
use rustc_apfloat::{Float, FloatConvert, Round};
use std::cmp::Ordering;

const RNE: Round = Round::NearestTiesToEven;

/// Runs `$body` with `$F` bound to the `rustc_apfloat` type of format `$k`.
macro_rules! with_float {
    ($k:expr, $F:ident => $body:expr) => {
        match $k {
            FloatKind::Half => {
                type $F = Half;
                $body
            }
            FloatKind::BFloat => {
                type $F = BFloat;
                $body
            }
            FloatKind::Float => {
                type $F = Single;
                $body
            }
            FloatKind::Double => {
                type $F = Double;
                $body
            }
            FloatKind::Fp128 => {
                type $F = Quad;
                $body
            }
            k @ (FloatKind::X86Fp80 | FloatKind::PpcFp128) => panic!("{} is not an IEEE format", k.name()),
        }
    };
}

fn get<F: Float>(a: &ApInt) -> F {
    F::from_bits(a.low_u128())
}

fn put<F: Float>(f: F) -> ApInt {
    ApInt::from_u128(F::BITS as u32, f.to_bits())
}

pub fn arith(k: FloatKind, op: FpArith, a: &ApInt, b: &ApInt) -> ApInt {
    with_float!(k, F => {
        let (x, y) = (get::<F>(a), get::<F>(b));
        put(match op {
            FpArith::Add => x.add_r(y, RNE).value,
            FpArith::Sub => x.sub_r(y, RNE).value,
            FpArith::Mul => x.mul_r(y, RNE).value,
            FpArith::Div => x.div_r(y, RNE).value,
            // `c_fmod` is C's fmod (LLVM's frem), exact; `ieee_rem` would round the quotient.
            FpArith::Rem => x.c_fmod(y).value,
        })
    })
}

/// `a * b + c` with a single rounding.
pub fn fma(k: FloatKind, a: &ApInt, b: &ApInt, c: &ApInt) -> ApInt {
    with_float!(k, F => put(get::<F>(a).mul_add_r(get::<F>(b), get::<F>(c), RNE).value))
}

/// IEEE comparison: `None` when either operand is NaN; `-0 == +0`.
pub fn compare(k: FloatKind, a: &ApInt, b: &ApInt) -> Option<Ordering> {
    with_float!(k, F => get::<F>(a).partial_cmp(&get::<F>(b)))
}

pub fn is_nan(k: FloatKind, a: &ApInt) -> bool {
    with_float!(k, F => get::<F>(a).is_nan())
}

pub fn round(k: FloatKind, mode: RoundMode, a: &ApInt) -> ApInt {
    let r = match mode {
        RoundMode::NearestEven => Round::NearestTiesToEven,
        RoundMode::NearestAway => Round::NearestTiesToAway,
        RoundMode::TowardZero => Round::TowardZero,
        RoundMode::TowardPositive => Round::TowardPositive,
        RoundMode::TowardNegative => Round::TowardNegative,
    };
    with_float!(k, F => put(get::<F>(a).round_to_integral(r).value))
}

pub fn convert(from: FloatKind, to: FloatKind, a: &ApInt) -> ApInt {
    fn go<F: FloatConvert<T>, T: Float>(a: &ApInt) -> ApInt {
        put::<T>(get::<F>(a).convert_r(RNE, &mut false).value)
    }
    with_float!(from, F => with_float!(to, T => go::<F, T>(a)))
}

/// Sign, significand (implicit bit included) and the exponent of its lowest bit of a
/// finite value: `(-1)^sign · sig · 2^exp`.
fn decode(k: FloatKind, a: &ApInt) -> (bool, u128, i32) {
    let (eb, sb) = k.ieee_layout().expect("IEEE format");
    let bits = a.low_u128();
    let frac = bits & ((1u128 << sb) - 1);
    let exp = ((bits >> sb) & ((1u128 << eb) - 1)) as i32;
    let bias = (1i32 << (eb - 1)) - 1;
    let sign = a.sign_bit();
    if exp == 0 {
        (sign, frac, 1 - bias - sb as i32)
    } else {
        (sign, frac | 1u128 << sb, exp - bias - sb as i32)
    }
}

/// Square root, exactly rounded: the integer square root of the significand, scaled so
/// that it has two bits beyond the precision, with a sticky bit for a nonzero remainder;
/// the final rounding (which can neither overflow nor underflow) is `rustc_apfloat`'s.
pub fn sqrt(k: FloatKind, a: &ApInt) -> ApInt {
    with_float!(k, F => {
        let x = get::<F>(a);
        if x.is_nan() || (x.is_negative() && !x.is_zero()) {
            return put(F::NAN);
        }
        if x.is_zero() || x.is_infinite() {
            return a.clone();
        }
        let (_, mut m, mut e) = decode(k, a);
        if e % 2 != 0 {
            m <<= 1;
            e -= 1;
        }
        // m·2^(2t) has at least 2p+4 bits, so its root has at least p+2 (p = PRECISION).
        let nb = 128 - m.leading_zeros() as i32;
        let t = ((2 * F::PRECISION as i32 + 4 - nb).max(0) + 1) / 2;
        let wide = ApInt::from_u128(nb as u32 + 2 * t as u32 + 2, m).shl_by(2 * t as u32);
        let r = wide.isqrt();
        let exact = r.zext(2 * r.width()).mul(&r.zext(2 * r.width())) == wide.zext(2 * r.width());
        let r = r.low_u128() | (!exact) as u128;
        put(F::from_u128_r(r, RNE).value.scalbn_r(e / 2 - t, RNE))
    })
}

/// Conversion toward zero to a `width`-bit integer and whether the truncated value fits
/// (never for NaN or infinities). Out of range, the value is zero.
pub fn to_int(k: FloatKind, a: &ApInt, width: u32, signed: bool) -> (ApInt, bool) {
    let out = (ApInt::zero(width), false);
    if is_nan(k, a) || with_float!(k, F => get::<F>(a).is_infinite()) {
        return out;
    }
    let (neg, sig, exp) = decode(k, a);
    // The truncated magnitude: sig·2^exp with the fractional bits dropped.
    let (mag_bits, mag) = if exp >= 0 {
        let nb = 128 - sig.leading_zeros();
        if sig == 0 {
            (0, 0u128)
        } else {
            (nb + exp as u32, sig)
        }
    } else if -exp >= 128 {
        (0, 0)
    } else {
        let v = sig >> (-exp);
        (128 - v.leading_zeros(), v)
    };
    if mag_bits == 0 {
        return (ApInt::zero(width), true);
    }
    let fits = match (signed, neg) {
        (false, true) => false,
        (false, false) => mag_bits <= width,
        (true, false) => mag_bits < width,
        // -2^(width-1) fits too: a single set bit at width-1.
        (true, true) => mag_bits < width || (mag_bits == width && mag.count_ones() == 1),
    };
    if !fits {
        return out;
    }
    let shift = exp.max(0) as u32;
    let v = ApInt::from_u128(width.max(128), mag).shl_by(shift).trunc(width);
    (if neg { v.neg() } else { v }, true)
}

/// Integer to float, round-to-nearest-even, for any width: values wider than 128 bits
/// are cut to 126 significant bits with a sticky bit (enough for any format's rounding)
/// and scaled back exactly.
pub fn from_int(k: FloatKind, a: &ApInt, signed: bool) -> ApInt {
    let neg = signed && a.sign_bit();
    let mag = if neg { a.neg() } else { a.clone() };
    with_float!(k, F => {
        let r: F = match mag.to_u128() {
            Some(v) => F::from_u128_r(v, RNE).value,
            None => {
                let s = mag.active_bits() - 126;
                let sticky = mag.trailing_zeros() < s;
                let v = mag.lshr_by(s).low_u128() | sticky as u128;
                F::from_u128_r(v, RNE).value.scalbn_r(s as i32, RNE)
            }
        };
        put(if neg { -r } else { r })
    })
}
