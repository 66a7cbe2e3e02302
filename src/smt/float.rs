//! IEEE floating point on bit patterns through Z3's floating-point theory.
//!
//! Every operation reads its operands' bits as Z3 floats (`fp.to_fp` of a bit-vector),
//! computes with round-to-nearest-even unless told otherwise, and writes the result
//! back with `fp.to_ieee_bv`. Z3 leaves the bits of a NaN unspecified, so a NaN result
//! is written as the format's canonical quiet NaN; `sem` decides NaN payloads where a
//! program can observe them.
//!
//! The z3 crate lacks the bit-vector-to-float constructors; they come from `z3-sys`.

use crate::ir::FloatKind;
use crate::sem::{FpArith, RoundMode};
use crate::util::ApInt;
use std::sync::Once;
use z3::ast::{Ast, Bool, Float, RoundingMode, BV};
use z3::Sort;

/// Exponent and stored significand widths of an IEEE format.
fn layout(k: FloatKind) -> (u32, u32) {
    k.ieee_layout()
        .unwrap_or_else(|| panic!("smt: {} is not an IEEE format", k.name()))
}

/// Asks Z3 to give the unspecified results of its floating-point theory (`to_ieee_bv`
/// of NaN, out-of-range `to_sbv`) fixed values instead of uninterpreted functions:
/// we never rely on those values, and the functions' side conditions misbehave under
/// quantifiers. Global, so set once per process, before the first term.
pub(crate) fn configure() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| z3::set_global_param("rewriter.hi_fp_unspecified", "true"));
}

/// The Z3 sort of a format (significand width counts the hidden bit).
pub(crate) fn sort(k: FloatKind) -> Sort {
    let (e, s) = layout(k);
    Sort::float(e, s + 1)
}

fn rne() -> RoundingMode {
    RoundingMode::round_nearest_ties_to_even()
}

fn rtz() -> RoundingMode {
    RoundingMode::round_towards_zero()
}

/// The float whose IEEE encoding is `v`.
pub(crate) fn from_bits(k: FloatKind, v: &BV) -> Float {
    assert_eq!(
        v.get_size(),
        k.bits(),
        "a {} operand of {} bits",
        k.name(),
        v.get_size()
    );
    let s = sort(k);
    let ctx = v.get_ctx();
    // SAFETY: `v` and `s` are live objects of `ctx`; `wrap` takes a reference on the
    // new term, as the crate's own constructors do.
    unsafe {
        let t = z3_sys::Z3_mk_fpa_to_fp_bv(ctx.get_z3_context(), v.get_z3_ast(), s.get_z3_sort());
        Float::wrap(ctx, t.expect("Z3_mk_fpa_to_fp_bv"))
    }
}

/// The canonical NaN of a format: positive, quiet, payload zero. Which NaN an operation
/// returns is decided in `sem` (a free choice among the ones LLVM allows) whenever the
/// program can observe NaN bits; otherwise any fixed pattern serves.
fn nan_bits(k: FloatKind) -> BV {
    let (e, s) = layout(k);
    let mut bits = ApInt::zero(k.bits());
    for i in 0..e {
        bits.set_bit(s + i, true);
    }
    bits.set_bit(s - 1, true);
    super::bv_lit(&bits)
}

/// The IEEE encoding of `f`; a NaN becomes the format's NaN pattern.
pub(crate) fn to_bits(k: FloatKind, f: &Float) -> BV {
    f.is_nan().ite(&nan_bits(k), &f.to_ieee_bv())
}

/// `±2^n` as a float of format `k`, when it is finite there.
fn pow2(k: FloatKind, n: u32, negative: bool) -> Option<Float> {
    let (e, s) = layout(k);
    let bias = (1u32 << (e - 1)) - 1;
    if n > bias {
        return None;
    }
    let mut bits = ApInt::zero(k.bits());
    let biased = n + bias;
    for i in 0..e {
        bits.set_bit(s + i, (biased >> i) & 1 == 1);
    }
    bits.set_bit(k.bits() - 1, negative);
    Some(from_bits(k, &super::bv_lit(&bits)))
}

/// `a` and `b` in a fixed order (by Z3's term id, which a fresh context hands out in
/// creation order, so the same program gives the same order every run).
fn ordered<'a>(a: &'a BV, b: &'a BV) -> (&'a BV, &'a BV) {
    if id(b) < id(a) {
        (b, a)
    } else {
        (a, b)
    }
}

fn id(a: &BV) -> u32 {
    // SAFETY: `a` is a live term of its context.
    unsafe { z3_sys::Z3_get_ast_id(a.get_ctx().get_z3_context(), a.get_z3_ast()) }
}

/// IEEE arithmetic, written so that equal computations are equal terms: IEEE addition
/// and multiplication are commutative (signed zeros included: `+0 + -0` is `+0` either
/// way) and `x - y` is `x + (-y)` (IEEE 754 §5.4.1), with `-y` the sign flip `fneg`
/// makes; a NaN result is the canonical NaN either way. So `fadd x, y` against
/// `fadd y, x`, or `fsub x, y` against `fadd x, (fneg y)`, are one term on both sides,
/// not two circuits the SAT solver must prove equal (0.7 s for one `float`, 3 s for a
/// `half`).
pub(crate) fn arith(k: FloatKind, op: FpArith, a: &BV, b: &BV) -> BV {
    let rm = rne();
    if op == FpArith::Sub {
        let mut m = ApInt::zero(k.bits());
        m.set_bit(k.bits() - 1, true);
        return arith(k, FpArith::Add, a, &b.bvxor(super::bv_lit(&m)));
    }
    if op == FpArith::Div {
        if let Some(r) = super::numeral_bits(b).and_then(|v| reciprocal_pow2(k, &v)) {
            return arith(k, FpArith::Mul, a, &super::bv_lit(&r));
        }
    }
    let (a, b) = match op {
        FpArith::Add | FpArith::Mul => ordered(a, b),
        _ => (a, b),
    };
    let (x, y) = (from_bits(k, a), from_bits(k, b));
    let r = match op {
        FpArith::Add => x.add_with_rounding_mode(&y, &rm),
        FpArith::Sub => x.sub_with_rounding_mode(&y, &rm),
        FpArith::Mul => x.mul_with_rounding_mode(&y, &rm),
        FpArith::Div => x.div_with_rounding_mode(&y, &rm),
        FpArith::Rem => return fmod(k, a, &x, &y),
    };
    to_bits(k, &r)
}

/// LLVM `frem` (C `fmod`): `x - trunc(x/y)*y`, exact, with the sign of `x` (zero
/// results included). Derived from Z3's IEEE remainder `r = x - round(x/y)*y`: the two
/// quotients differ by at most one, and exactly when `r` is nonzero with the sign
/// opposite to `x`; then `fmod = r + sign(x)*|y|`, which is exact (it is representable)
/// so adding with any rounding gives it. A zero `r` takes `x`'s sign. NaN cases (`x`
/// infinite, `y` zero, a NaN operand) are NaN in both; `fmod(x, ±inf) = x` for finite
/// `x` in both.
fn fmod(k: FloatKind, a: &BV, x: &Float, y: &Float) -> BV {
    let r = x.rem(y);
    let neg_x = x.is_negative();
    let wrong_sign = Bool::and(&[r.is_zero().not(), r.is_nan().not(), r.is_negative().xor(&neg_x)]);
    let ay = y.unary_abs();
    let fixed = neg_x.ite(
        &r.sub_with_rounding_mode(&ay, &rne()),
        &r.add_with_rounding_mode(&ay, &rne()),
    );
    let nonzero = to_bits(k, &wrong_sign.ite(&fixed, &r));
    // A zero result has the sign of x: x's bits with everything but the sign cleared.
    let mut sign = ApInt::zero(k.bits());
    sign.set_bit(k.bits() - 1, true);
    let signed_zero = a.bvand(super::bv_lit(&sign));
    r.is_zero().ite(&signed_zero, &nonzero)
}

/// `1 / v` when `v` is `±2^n` and that is a normal number too: then `x / v` and
/// `x * (1 / v)` are the same real `x * 2^-n` rounded once, so equal in every case
/// (overflow, subnormals, zeros, infinities; a NaN is the canonical NaN either way).
fn reciprocal_pow2(k: FloatKind, v: &ApInt) -> Option<ApInt> {
    let (e, s) = layout(k);
    let bias = (1u64 << (e - 1)) - 1;
    if !v.extract(s - 1, 0).is_zero() {
        return None;
    }
    let exp = v.extract(e + s - 1, s).to_u64()?;
    if exp < 1 || exp > 2 * bias - 1 {
        return None;
    }
    let mut r = v.clone();
    let inv = 2 * bias - exp;
    for i in 0..e {
        r.set_bit(s + i, (inv >> i) & 1 == 1);
    }
    Some(r)
}

/// True for the bits of `-0.0`.
fn is_neg_zero(k: FloatKind, v: &ApInt) -> bool {
    let mut m = ApInt::zero(k.bits());
    m.set_bit(k.bits() - 1, true);
    *v == m
}

pub(crate) fn fma(k: FloatKind, a: &BV, b: &BV, c: &BV) -> BV {
    // `a * b + -0.0` is `a * b` rounded once, zero signs included (`-0 + -0` is `-0`,
    // `+0 + -0` is `+0`): the product's term.
    if super::numeral_bits(c).is_some_and(|v| is_neg_zero(k, &v)) {
        return arith(k, FpArith::Mul, a, b);
    }
    // `a * b` is commutative inside the fused operation too.
    let (a, b) = ordered(a, b);
    let (x, y, z) = (from_bits(k, a), from_bits(k, b), from_bits(k, c));
    to_bits(k, &x.fma_with_rounding_mode(&y, &z, &rne()))
}

pub(crate) fn sqrt(k: FloatKind, a: &BV) -> BV {
    to_bits(k, &from_bits(k, a).sqrt_with_rounding_mode(&rne()))
}

fn rounding(mode: RoundMode) -> RoundingMode {
    match mode {
        RoundMode::NearestEven => RoundingMode::round_nearest_ties_to_even(),
        RoundMode::NearestAway => RoundingMode::round_nearest_ties_to_away(),
        RoundMode::TowardZero => RoundingMode::round_towards_zero(),
        RoundMode::TowardPositive => RoundingMode::round_towards_positive(),
        RoundMode::TowardNegative => RoundingMode::round_towards_negative(),
    }
}

pub(crate) fn round(k: FloatKind, mode: RoundMode, a: &BV) -> BV {
    to_bits(
        k,
        &from_bits(k, a).round_to_integral_with_rounding_mode(&rounding(mode)),
    )
}

pub(crate) fn convert(from: FloatKind, to: FloatKind, a: &BV) -> BV {
    to_bits(to, &from_bits(from, a).to_fp_with_rounding_mode(&rne(), &sort(to)))
}

/// Toward zero to a `width`-bit integer, and whether the truncated value fits: finite,
/// and within `[-2^(w-1), 2^(w-1))` (signed) or `[0, 2^w)` (unsigned, where `-0`
/// counts as 0). Both bounds are powers of two, exact in the format or beyond its
/// finite range (then every finite value is inside).
pub(crate) fn to_int(k: FloatKind, a: &BV, width: u32, signed: bool) -> (BV, Bool) {
    let x = from_bits(k, a);
    let t = x.round_to_integral_with_rounding_mode(&rtz());
    let bits = if signed {
        x.to_sbv_with_rounding_mode(&rtz(), width)
    } else {
        x.to_ubv_with_rounding_mode(&rtz(), width)
    };
    let finite = Bool::or(&[t.is_nan(), t.is_infinite()]).not();
    let top = if signed { width - 1 } else { width };
    let below_top = match pow2(k, top, false) {
        Some(p) => t.lt(&p),
        None => Bool::from_bool(true),
    };
    let above_bottom = if signed {
        match pow2(k, width - 1, true) {
            Some(p) => t.ge(&p),
            None => Bool::from_bool(true),
        }
    } else {
        // t is integral: t >= -0 holds for ±0 and the positive integers only.
        let neg_zero = from_bits(
            k,
            &super::bv_lit(&{
                let mut z = ApInt::zero(k.bits());
                z.set_bit(k.bits() - 1, true);
                z
            }),
        );
        t.ge(&neg_zero)
    };
    (bits, Bool::and(&[finite, below_top, above_bottom]))
}

/// Integer to float, round-to-nearest-even (never NaN).
pub(crate) fn from_int(k: FloatKind, a: &BV, signed: bool) -> BV {
    let s = sort(k);
    let rm = rne();
    let ctx = a.get_ctx();
    let c = ctx.get_z3_context();
    // SAFETY: `rm`, `a` and `s` are live objects of `ctx`; `wrap` takes a reference.
    let f = unsafe {
        let t = if signed {
            z3_sys::Z3_mk_fpa_to_fp_signed(c, rm.get_z3_ast(), a.get_z3_ast(), s.get_z3_sort())
        } else {
            z3_sys::Z3_mk_fpa_to_fp_unsigned(c, rm.get_z3_ast(), a.get_z3_ast(), s.get_z3_sort())
        };
        Float::wrap(ctx, t.expect("Z3_mk_fpa_to_fp_signed/unsigned"))
    };
    f.to_ieee_bv()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::solver::prove;

    /// Z3's own operation, without the rewrites `arith` and `fma` make.
    fn own(k: FloatKind, op: FpArith, a: &BV, b: &BV) -> BV {
        let (x, y) = (from_bits(k, a), from_bits(k, b));
        let r = match op {
            FpArith::Add => x.add_with_rounding_mode(&y, &rne()),
            FpArith::Sub => x.sub_with_rounding_mode(&y, &rne()),
            FpArith::Mul => x.mul_with_rounding_mode(&y, &rne()),
            FpArith::Div => x.div_with_rounding_mode(&y, &rne()),
            FpArith::Rem => unreachable!("not rewritten"),
        };
        to_bits(k, &r)
    }

    fn proved(f: &Bool, what: &str) {
        let a = prove(f, 60_000);
        assert!(a.is_unsat(), "{what}: {a:?}");
    }

    /// The rewrites that make equal computations equal terms (operands ordered, `x - y`
    /// as `x + -y`, `x / ±2^n` as a product, `fma(a, b, -0.0)` as `a * b`) change no
    /// result: each proved equal to Z3's own operation for every `half` input, NaN,
    /// infinities, zeros and subnormals included. Divisors whose reciprocal is not a
    /// normal number (or that are no power of two) are left alone, and proved too.
    #[test]
    fn rewritten_arithmetic_is_z3_s_own() {
        let k = FloatKind::Half;
        let (x, y) = (BV::new_const("x", 16), BV::new_const("y", 16));
        for op in [FpArith::Add, FpArith::Sub, FpArith::Mul] {
            proved(&arith(k, op, &x, &y).eq(own(k, op, &x, &y)), &format!("{op:?} x y"));
            proved(&arith(k, op, &y, &x).eq(own(k, op, &y, &x)), &format!("{op:?} y x"));
        }
        // 2, 0.5, -4, 2^15 (largest), 2^-14 (smallest normal), 1, 2^-15 (subnormal), 65504.
        for d in [0x4000u64, 0x3800, 0xC400, 0x7800, 0x0400, 0x3C00, 0x0200, 0x7BFF] {
            let lit = BV::from_u64(d, 16);
            proved(
                &arith(k, FpArith::Div, &x, &lit).eq(own(k, FpArith::Div, &x, &lit)),
                &format!("x / {d:#06x}"),
            );
        }
        assert_eq!(
            reciprocal_pow2(k, &ApInt::from_u64(16, 0x4000)),
            Some(ApInt::from_u64(16, 0x3800)),
            "1/2 is 0.5"
        );
        assert_eq!(
            reciprocal_pow2(k, &ApInt::from_u64(16, 0x7800)),
            None,
            "1/2^15 is subnormal"
        );
        let z = BV::from_u64(0x8000, 16);
        let fused = to_bits(
            k,
            &from_bits(k, &x).fma_with_rounding_mode(from_bits(k, &y), from_bits(k, &z), &rne()),
        );
        proved(&fma(k, &x, &y, &z).eq(&fused), "fma(x, y, -0.0)");
    }
}
