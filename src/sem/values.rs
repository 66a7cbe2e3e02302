//! Random input values of every integer width and IEEE format, edge values mixed with
//! random bits, drawn from a seeded [`Rng`]: the inputs of the synthesis bank and of the
//! differential tests against LLVM.

use crate::ir::{FloatKind, Type};
use crate::util::ApInt;
use crate::util::Rng;

/// What a parameter is used for, so that its inputs can favour the interesting range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// No particular use: the whole range, edge values favoured.
    Any,
    /// A shift amount or funnel-shift amount: mostly below the width.
    ShiftAmount,
    /// A divisor: rarely zero (zero is undefined behaviour and never executed).
    Divisor,
    /// An element index into a vector of this many lanes: mostly in range.
    Index(u32),
    /// A float converted to an integer of this width: mostly in range, often at the edge.
    ToInt(u32),
}

/// An integer edge value of width `w`: 0, ±1, ±2, min, max, min+1, max-1, ±2^k, 2^k-1.
pub fn int_edge(rng: &mut Rng, w: u32) -> ApInt {
    let one = ApInt::from_u64(w, 1);
    let min = ApInt::zero(w).neg_min();
    let max = min.not();
    let k = rng.below(w as u64) as u32;
    let pow = one.shl_by(k);
    match rng.below(12) {
        0 => ApInt::zero(w),
        1 => one,
        2 => ApInt::all_ones(w),
        3 => ApInt::from_i64(w, 2),
        4 => ApInt::from_i64(w, -2),
        5 => min.clone(),
        6 => max.clone(),
        7 => min.add(&one),
        8 => max.sub(&one),
        9 => pow,
        10 => pow.sub(&one),
        _ => pow.neg(),
    }
}

/// A random integer of width `w`: edge values, small values, or random bits.
pub fn int_value(rng: &mut Rng, w: u32, hint: Hint) -> ApInt {
    let v = match hint {
        Hint::ShiftAmount if rng.chance(8, 10) => ApInt::from_u64(w, rng.below(w as u64)),
        Hint::ShiftAmount if rng.chance(1, 2) => ApInt::from_u64(w, w as u64 + rng.below(w as u64 + 1)),
        Hint::Index(n) if rng.chance(85, 100) => ApInt::from_u64(w, rng.below(n as u64)),
        Hint::Index(n) if rng.chance(1, 2) => ApInt::from_u64(w, n as u64 + rng.below(2 * n as u64)),
        Hint::Index(_) if rng.chance(1, 2) => int_edge(rng, w),
        _ => match rng.below(6) {
            0 | 1 => int_edge(rng, w),
            2 => {
                // A small value, sign-extended: most arithmetic in real code is on these.
                let b = rng.bits(w.min(9));
                if w > 9 {
                    b.sext(w)
                } else {
                    b
                }
            }
            3 => {
                // Few significant bits, shifted: the rounding ties of int-to-float.
                let k = 1 + rng.below(w as u64) as u32;
                let m = rng.bits(k).zext(w);
                m.shl_by(rng.below((w - k + 1) as u64) as u32)
            }
            _ => rng.bits(w),
        },
    };
    if hint == Hint::Divisor && v.is_zero() && rng.chance(9, 10) {
        return int_edge(rng, w).or(&ApInt::from_u64(w, 1));
    }
    v
}

/// The IEEE value `(-1)^neg * 2^exp * 1.frac` (`frac` holds the top `fbits` fraction
/// bits) in format `k`; exponents outside the normal range give ±0 or ±inf.
pub fn fp_make(k: FloatKind, neg: bool, exp: i32, frac: u64, fbits: u32) -> ApInt {
    let (e, s) = k.ieee_layout().expect("IEEE format");
    let bias = (1i32 << (e - 1)) - 1;
    let be = exp + bias;
    let w = k.bits();
    let mut v = if be <= 0 {
        ApInt::zero(w)
    } else if be >= (1 << e) - 1 {
        ApInt::from_u64(w, (1u64 << e) - 1).shl_by(s)
    } else {
        let m = if fbits >= s {
            ApInt::from_u64(w, frac >> (fbits - s).min(63))
        } else {
            ApInt::from_u64(w, frac).shl_by(s - fbits)
        };
        let m = m.and(&ApInt::all_ones(s).zext(w));
        ApInt::from_u64(w, be as u64).shl_by(s).or(&m)
    };
    if neg {
        v.set_bit(w - 1, true);
    }
    v
}

/// A floating-point edge value of format `k`.
pub fn fp_edge(rng: &mut Rng, k: FloatKind) -> ApInt {
    let (e, s) = k.ieee_layout().expect("IEEE format");
    let w = k.bits();
    let exp_all = ApInt::from_u64(w, (1u64 << e) - 1).shl_by(s);
    let frac_all = ApInt::all_ones(s).zext(w);
    let top = ApInt::from_u64(w, 1).shl_by(s - 1);
    let bias = (1i32 << (e - 1)) - 1;
    let neg = rng.chance(1, 2);
    let mut v = match rng.below(16) {
        0 => ApInt::zero(w),
        1 => fp_make(k, false, 0, 0, 0),                                // 1
        2 => exp_all.clone(),                                           // inf
        3 => exp_all.or(&top),                                          // qNaN
        4 => exp_all.or(&ApInt::from_u64(w, 1 + rng.below(3))),         // sNaN
        5 => exp_all.or(&top).or(&rng.bits(s).zext(w).and(&frac_all)),  // qNaN with payload
        6 => fp_make(k, false, 1 - bias, 0, 0),                         // min normal
        7 => exp_all.sub(&ApInt::from_u64(w, 1)),                       // max normal
        8 => ApInt::from_u64(w, 1),                                     // min subnormal
        9 => frac_all.clone(),                                          // max subnormal
        10 => fp_make(k, false, -1, 0, 0),                              // 0.5
        11 => fp_make(k, false, 0, 1, 1),                               // 1.5
        12 => fp_make(k, false, 1, 1, 2),                               // 2.5
        13 => fp_make(k, false, 1, 3, 2),                               // 3.5
        14 => rng.bits(s).zext(w).and(&frac_all),                       // a random subnormal
        _ => fp_make(k, false, rng.below(8) as i32, rng.next_u64(), 3), // a small number
    };
    if neg {
        v.set_bit(w - 1, true);
    }
    v
}

/// A float near the limits of conversion to a `w`-bit integer, or a value in range.
fn fp_to_int_value(rng: &mut Rng, k: FloatKind, w: u32) -> ApInt {
    let neg = rng.chance(1, 3);
    match rng.below(4) {
        // ±2^e and the floats either side of it, at the limits 2^(w-2), 2^(w-1), 2^w.
        0 => {
            let exp = *rng.pick(&[w as i32 - 1, w as i32, w as i32 - 2]);
            let mut p = fp_make(k, false, exp, 0, 0);
            match rng.below(3) {
                0 => p = p.sub(&ApInt::from_u64(k.bits(), 1)),
                1 => p = p.add(&ApInt::from_u64(k.bits(), 1)),
                _ => {}
            }
            p.set_bit(k.bits() - 1, neg);
            p
        }
        // Fractions around small integers: rounding toward zero matters.
        1 => fp_make(k, neg, rng.below(4) as i32 - 1, rng.next_u64(), 64),
        _ => {
            let exp = rng.below(w as u64 + 1) as i32 - 1;
            fp_make(k, neg, exp, rng.next_u64(), 64)
        }
    }
}

/// A random float of format `k`: edge values or random bits.
pub fn fp_value(rng: &mut Rng, k: FloatKind, hint: Hint) -> ApInt {
    if let Hint::ToInt(w) = hint {
        if rng.chance(3, 4) {
            return fp_to_int_value(rng, k, w);
        }
    }
    let (e, s) = k.ieee_layout().expect("IEEE format");
    let neg = rng.chance(1, 2);
    match rng.below(6) {
        0 | 1 => fp_edge(rng, k),
        2 => fp_make(k, neg, rng.below(24) as i32 - 8, rng.next_u64(), 64),
        3 => {
            // A short significand at any exponent: exact integers, halves, and the
            // rounding ties of narrowing conversions (subnormal results included).
            let bias = (1i64 << (e - 1)) - 1;
            let exp = rng.below(2 * bias as u64 + 2) as i64 - bias;
            let fbits = rng.below(s.min(64) as u64 + 1) as u32;
            let frac = if fbits == 0 { 0 } else { rng.next_u64() >> (64 - fbits) };
            fp_make(k, neg, exp as i32, frac, fbits)
        }
        _ => rng.bits(k.bits()),
    }
}

/// A random lane value of scalar type `t`.
pub fn lane_value(rng: &mut Rng, t: &Type, hint: Hint) -> ApInt {
    match t.scalar() {
        Type::Int(w) => int_value(rng, *w, hint),
        Type::Float(k) => fp_value(rng, *k, hint),
        other => panic!("no values of type {other}"),
    }
}

/// A random value of type `t`: one entry per lane.
pub fn value(rng: &mut Rng, t: &Type, hint: Hint) -> Vec<ApInt> {
    let n = t.lanes();
    let mut out: Vec<ApInt> = Vec::with_capacity(n as usize);
    for i in 0..n {
        // Repeat an earlier lane now and then: equal lanes reach the `==` paths.
        if i > 0 && rng.chance(1, 8) {
            let j = rng.below(i as u64) as usize;
            out.push(out[j].clone());
        } else {
            out.push(lane_value(rng, t, hint));
        }
    }
    out
}

/// The block every sampled pointer points into: block 1, from [`SAMPLE_BASE`] for
/// [`SAMPLE_SIZE`] bytes (a sampled input is a guess at a counterexample or a defined
/// execution; several blocks are left to the solver).
pub const SAMPLE_BLOCK: u64 = 1;
/// See [`SAMPLE_BLOCK`].
pub const SAMPLE_BASE: u64 = 0x1000;
/// See [`SAMPLE_BLOCK`].
pub const SAMPLE_SIZE: u64 = 1 << 44;

/// The pointer lane of `block` at `addr`.
pub fn pointer_lane(block: u64, addr: u64) -> ApInt {
    ApInt::from_u64(super::pointer::BLOCK_BITS, block).concat(&ApInt::from_u64(64, addr))
}

/// Values for the inputs a [`Memory`](super::Memory) asked for, by kind: random bytes,
/// poison flags set with odds `flag_odds` (numerator, denominator), tags half the time
/// those of a pointer into the sampled block (in order when the address is known), and
/// every block the sampled one.
pub fn memory_inputs(rng: &mut Rng, kinds: &[super::memory::InputKind], flag_odds: (u64, u64)) -> Vec<ApInt> {
    use super::memory::InputKind;
    use super::pointer::TAG_BITS;
    kinds
        .iter()
        .map(|k| match k {
            InputKind::Byte => rng.bits(8),
            InputKind::Poison => ApInt::from_bool(rng.chance(flag_odds.0, flag_odds.1)),
            InputKind::Tag(Some(i)) if rng.chance(1, 2) => {
                ApInt::from_u64(TAG_BITS, (1 << (TAG_BITS - 1)) | (SAMPLE_BLOCK << 3) | u64::from(*i))
            }
            InputKind::Tag(_) => ApInt::zero(TAG_BITS),
            InputKind::Base => ApInt::from_u64(64, SAMPLE_BASE),
            InputKind::Size => ApInt::from_u64(64, SAMPLE_SIZE),
        })
        .collect()
}

/// True when `bits` is a NaN of format `k`.
pub fn is_nan(k: FloatKind, bits: &ApInt) -> bool {
    crate::ir::is_nan(k, bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn makes_ieee_values() {
        assert_eq!(
            fp_make(FloatKind::Float, false, 0, 0, 0).low_u64(),
            1.0f32.to_bits() as u64
        );
        assert_eq!(fp_make(FloatKind::Double, true, 1, 1, 2).low_u64(), (-2.5f64).to_bits());
        assert_eq!(fp_make(FloatKind::Half, false, 0, 1, 1).low_u64(), 0x3E00);
        assert_eq!(
            fp_make(FloatKind::Float, false, 200, 0, 0).low_u64(),
            f32::INFINITY.to_bits() as u64
        );
        assert!(is_nan(FloatKind::Double, &ApInt::from_u64(64, f64::NAN.to_bits())));
        assert!(!is_nan(
            FloatKind::Double,
            &ApInt::from_u64(64, f64::INFINITY.to_bits())
        ));
    }

    #[test]
    fn streams_are_deterministic_and_distinct() {
        let a: Vec<u64> = (0..4).map(|_| Rng::stream(7, 1).next_u64()).collect();
        assert!(a.iter().all(|x| *x == a[0]));
        assert_ne!(Rng::stream(7, 1).next_u64(), Rng::stream(7, 2).next_u64());
    }
}
