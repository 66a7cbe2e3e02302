//! Integer instructions: arithmetic, bitwise, shifts and comparisons, with every
//! poison-generating flag and every source of undefined behaviour.

use super::domain::{BvBin, BvCmp, Domain};
use super::{Lane, Value};
use crate::ir::{BinOp, Flags, IPred};

/// Applies `f` lane by lane to two values of the same shape.
pub fn map2<D: Domain>(a: &Value<D>, b: &Value<D>, mut f: impl FnMut(&Lane<D>, &Lane<D>) -> Lane<D>) -> Value<D> {
    Value {
        lanes: a.lanes.iter().zip(&b.lanes).map(|(x, y)| f(x, y)).collect(),
    }
}

/// Applies `f` lane by lane.
pub fn map1<D: Domain>(a: &Value<D>, mut f: impl FnMut(&Lane<D>) -> Lane<D>) -> Value<D> {
    Value {
        lanes: a.lanes.iter().map(&mut f).collect(),
    }
}

/// Signed overflow of `a op b` for add/sub: operand signs and result sign disagree.
fn signed_overflow<D: Domain>(d: &D, op: BvBin, a: &D::V, b: &D::V, r: &D::V) -> D::B {
    let (sa, sb, sr) = (d.sign(a), d.sign(b), d.sign(r));
    let same_ab = d.not(&xor(d, &sa, &sb));
    let diff_ar = xor(d, &sa, &sr);
    match op {
        BvBin::Add => d.and(&same_ab, &diff_ar),
        _ => {
            let diff_ab = d.not(&same_ab);
            d.and(&diff_ab, &diff_ar)
        }
    }
}

/// Exclusive or of two booleans.
pub fn xor<D: Domain>(d: &D, a: &D::B, b: &D::B) -> D::B {
    let nb = d.not(b);
    d.ite_bool(a, &nb, b)
}

fn bvop(op: BinOp) -> BvBin {
    match op {
        BinOp::Add => BvBin::Add,
        BinOp::Sub => BvBin::Sub,
        BinOp::Mul => BvBin::Mul,
        BinOp::UDiv => BvBin::UDiv,
        BinOp::SDiv => BvBin::SDiv,
        BinOp::URem => BvBin::URem,
        BinOp::SRem => BvBin::SRem,
        BinOp::Shl => BvBin::Shl,
        BinOp::LShr => BvBin::LShr,
        BinOp::AShr => BvBin::AShr,
        BinOp::And => BvBin::And,
        BinOp::Or => BvBin::Or,
        BinOp::Xor => BvBin::Xor,
        _ => unreachable!("floating-point op {op:?} in int::binary"),
    }
}

/// One lane of an integer binary operator: (result, poison, UB).
pub fn binary_lane<D: Domain>(d: &D, op: BinOp, flags: Flags, a: &Lane<D>, b: &Lane<D>) -> (Lane<D>, D::B) {
    let (x, y) = (&a.bits, &b.bits);
    let w = d.width(x);
    let bop = bvop(op);
    let r = d.bin(bop, x, y);
    let mut poison = d.or(&a.poison, &b.poison);
    let mut ub = d.bool_lit(false);
    let mut add_poison = |d: &D, p: D::B| poison = d.or(&poison, &p);
    match op {
        BinOp::Add | BinOp::Sub => {
            if flags.has(Flags::NUW) {
                let ov = if op == BinOp::Add {
                    d.cmp(BvCmp::Ult, &r, x)
                } else {
                    d.cmp(BvCmp::Ult, x, y)
                };
                add_poison(d, ov);
            }
            if flags.has(Flags::NSW) {
                add_poison(d, signed_overflow(d, bop, x, y, &r));
            }
        }
        BinOp::Mul => {
            if flags.has(Flags::NUW) {
                let wide = d.bin(BvBin::Mul, &d.zext(x, 2 * w), &d.zext(y, 2 * w));
                let hi = d.extract(&wide, 2 * w - 1, w);
                add_poison(d, d.to_bool(&hi));
            }
            if flags.has(Flags::NSW) {
                let wide = d.bin(BvBin::Mul, &d.sext(x, 2 * w), &d.sext(y, 2 * w));
                add_poison(d, d.ne(&wide, &d.sext(&r, 2 * w)));
            }
        }
        BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem => {
            // Division by zero or by poison is UB; so is INT_MIN / -1 for the signed ops.
            ub = d.or(&b.poison, &d.is_zero(y));
            if matches!(op, BinOp::SDiv | BinOp::SRem) {
                let min = d.lit(&crate::util::ApInt::zero(w).neg_min());
                // A poison dividend might be INT_MIN: with a -1 divisor that is UB too.
                let min_or_poison = d.or(&d.eq(x, &min), &a.poison);
                ub = d.or(&ub, &d.and(&min_or_poison, &d.eq(y, &d.ones(w))));
            }
            if flags.has(Flags::EXACT) {
                let rem = d.bin(if op == BinOp::UDiv { BvBin::URem } else { BvBin::SRem }, x, y);
                add_poison(d, d.to_bool(&rem));
            }
        }
        BinOp::Shl | BinOp::LShr | BinOp::AShr => {
            let too_far = d.cmp(BvCmp::Ule, &d.lit_u64(w, w as u64), y);
            let too_far = if w == 1 { d.to_bool(y) } else { too_far };
            add_poison(d, too_far);
            if op == BinOp::Shl {
                if flags.has(Flags::NUW) {
                    add_poison(d, d.ne(&d.bin(BvBin::LShr, &r, y), x));
                }
                if flags.has(Flags::NSW) {
                    add_poison(d, d.ne(&d.bin(BvBin::AShr, &r, y), x));
                }
            } else if flags.has(Flags::EXACT) {
                add_poison(d, d.ne(&d.bin(BvBin::Shl, &r, y), x));
            }
        }
        BinOp::Or => {
            if flags.has(Flags::DISJOINT) {
                add_poison(d, d.to_bool(&d.bin(BvBin::And, x, y)));
            }
        }
        _ => {}
    }
    (Lane { bits: r, poison }, ub)
}

/// An integer binary operator on whole values; returns the value and its UB condition.
pub fn binary<D: Domain>(d: &D, op: BinOp, flags: Flags, a: &Value<D>, b: &Value<D>) -> (Value<D>, D::B) {
    let mut ub = d.bool_lit(false);
    let v = map2(a, b, |x, y| {
        let (l, u) = binary_lane(d, op, flags, x, y);
        ub = d.or(&ub, &u);
        l
    });
    (v, ub)
}

/// `icmp` of one lane as a boolean.
pub fn icmp_bool<D: Domain>(d: &D, pred: IPred, x: &D::V, y: &D::V) -> D::B {
    match pred {
        IPred::Eq => d.eq(x, y),
        IPred::Ne => d.ne(x, y),
        IPred::Ult => d.cmp(BvCmp::Ult, x, y),
        IPred::Ule => d.cmp(BvCmp::Ule, x, y),
        IPred::Ugt => d.cmp(BvCmp::Ult, y, x),
        IPred::Uge => d.cmp(BvCmp::Ule, y, x),
        IPred::Slt => d.cmp(BvCmp::Slt, x, y),
        IPred::Sle => d.cmp(BvCmp::Sle, x, y),
        IPred::Sgt => d.cmp(BvCmp::Slt, y, x),
        IPred::Sge => d.cmp(BvCmp::Sle, y, x),
    }
}

/// `icmp` (with `samesign`: poison when the operands' signs differ).
pub fn icmp<D: Domain>(d: &D, pred: IPred, flags: Flags, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let r = icmp_bool(d, pred, &x.bits, &y.bits);
        let mut poison = d.or(&x.poison, &y.poison);
        if flags.has(Flags::SAMESIGN) {
            poison = d.or(&poison, &xor(d, &d.sign(&x.bits), &d.sign(&y.bits)));
        }
        Lane {
            bits: d.from_bool(&r),
            poison,
        }
    })
}
