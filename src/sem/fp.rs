//! Floating-point instructions: arithmetic, `fneg`, `fcmp` (all 16 predicates), and the
//! fast-math flags that create poison (`nnan`, `ninf`); the others only widen behaviour
//! and are ignored, which is sound for a source program.

use super::domain::{Domain, FpArith};
use super::int::{map1, map2};
use super::{Lane, Value};
use crate::ir::{BinOp, FPred, FastMath, FloatKind};

/// The sign-bit mask of a format, as a literal.
fn sign_mask<D: Domain>(d: &D, k: FloatKind) -> D::V {
    let mut m = crate::util::apint::ApInt::zero(k.bits());
    m.set_bit(k.bits() - 1, true);
    d.lit(&m)
}

/// True when `x` is ±infinity (exponent all ones, significand zero).
pub fn is_inf<D: Domain>(d: &D, k: FloatKind, x: &D::V) -> D::B {
    let (e, s) = k.ieee_layout().expect("sem only admits IEEE formats");
    let mut inf = crate::util::apint::ApInt::zero(k.bits());
    for i in 0..e {
        inf.set_bit(s + i, true);
    }
    d.eq(&fabs_bits(d, k, x), &d.lit(&inf))
}

/// Poison added by `nnan`/`ninf` for a value `x` of format `k`.
pub fn fmf_poison<D: Domain>(d: &D, k: FloatKind, fmf: FastMath, x: &D::V) -> D::B {
    let mut p = d.bool_lit(false);
    if fmf.has(FastMath::NNAN) {
        p = d.or(&p, &d.fp_is_nan(k, x));
    }
    if fmf.has(FastMath::NINF) {
        p = d.or(&p, &is_inf(d, k, x));
    }
    p
}

fn arith_of(op: BinOp) -> FpArith {
    match op {
        BinOp::FAdd => FpArith::Add,
        BinOp::FSub => FpArith::Sub,
        BinOp::FMul => FpArith::Mul,
        BinOp::FDiv => FpArith::Div,
        BinOp::FRem => FpArith::Rem,
        _ => unreachable!("integer op {op:?} in fp::binary"),
    }
}

/// `fadd fsub fmul fdiv frem` with fast-math flags.
pub fn binary<D: Domain>(d: &D, k: FloatKind, op: BinOp, fmf: FastMath, a: &Value<D>, b: &Value<D>) -> Value<D> {
    let fop = arith_of(op);
    map2(a, b, |x, y| {
        let r = d.fp_arith(k, fop, &x.bits, &y.bits);
        let p = d.or(&x.poison, &y.poison);
        let p = d.or(&p, &fmf_poison(d, k, fmf, &x.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &y.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &r));
        Lane { bits: r, poison: p }
    })
}

/// `fneg`: flips the sign bit, NaN payload and all.
pub fn fneg<D: Domain>(d: &D, k: FloatKind, fmf: FastMath, a: &Value<D>) -> Value<D> {
    map1(a, |x| {
        let r = d.bin(super::BvBin::Xor, &x.bits, &sign_mask(d, k));
        let p = d.or(&x.poison, &fmf_poison(d, k, fmf, &x.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &r));
        Lane { bits: r, poison: p }
    })
}

/// `fabs`: clears the sign bit.
pub fn fabs_bits<D: Domain>(d: &D, k: FloatKind, x: &D::V) -> D::V {
    d.bin(super::BvBin::And, x, &d.bvnot(&sign_mask(d, k)))
}

/// `copysign(x, y)`: the magnitude of `x` with the sign of `y`.
pub fn copysign_bits<D: Domain>(d: &D, k: FloatKind, x: &D::V, y: &D::V) -> D::V {
    let m = sign_mask(d, k);
    let mag = d.bin(super::BvBin::And, x, &d.bvnot(&m));
    let s = d.bin(super::BvBin::And, y, &m);
    d.bin(super::BvBin::Or, &mag, &s)
}

/// One `fcmp` predicate on a lane, as a boolean.
pub fn fcmp_bool<D: Domain>(d: &D, k: FloatKind, pred: FPred, x: &D::V, y: &D::V) -> D::B {
    let uno = d.or(&d.fp_is_nan(k, x), &d.fp_is_nan(k, y));
    let eq = d.fp_eq(k, x, y);
    let lt = d.fp_lt(k, x, y);
    let gt = d.fp_lt(k, y, x);
    match pred {
        FPred::False => d.bool_lit(false),
        FPred::True => d.bool_lit(true),
        FPred::Oeq => eq,
        FPred::Ogt => gt,
        FPred::Oge => d.or(&gt, &eq),
        FPred::Olt => lt,
        FPred::Ole => d.or(&lt, &eq),
        FPred::One => d.or(&lt, &gt),
        FPred::Ord => d.not(&uno),
        FPred::Uno => uno,
        FPred::Ueq => d.or(&uno, &eq),
        FPred::Ugt => d.or(&uno, &gt),
        FPred::Uge => d.or(&uno, &d.or(&gt, &eq)),
        FPred::Ult => d.or(&uno, &lt),
        FPred::Ule => d.or(&uno, &d.or(&lt, &eq)),
        FPred::Une => d.not(&eq),
    }
}

/// `fcmp` with fast-math flags (`nnan`/`ninf` make NaN/inf operands poison).
pub fn fcmp<D: Domain>(d: &D, k: FloatKind, pred: FPred, fmf: FastMath, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let r = fcmp_bool(d, k, pred, &x.bits, &y.bits);
        let p = d.or(&x.poison, &y.poison);
        let p = d.or(&p, &fmf_poison(d, k, fmf, &x.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &y.bits));
        Lane { bits: d.from_bool(&r), poison: p }
    })
}
