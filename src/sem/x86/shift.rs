//! Shift families: by the low 64 bits of a vector (`psrl.w`), by an `i32` (`psrli.w`),
//! and per lane (`psrlv.d`). A count of the lane width or more gives zero, or copies of
//! the sign bit for arithmetic shifts: never poison, unlike LLVM's own shifts.

use super::{any_poison, lane, Shift};
use crate::sem::domain::{BvBin, BvCmp, Domain};
use crate::sem::{Lane, Value};

/// `x` shifted by `count` (any width, unsigned): the x86 meaning of every count.
fn shift_lane<D: Domain>(d: &D, s: Shift, x: &D::V, count: &D::V) -> D::V {
    let w = d.width(x);
    let cw = d.width(count);
    // The count as a `w`-bit amount, and whether it is at least `w`.
    let (amt, big) = if cw > w {
        let big = d.cmp(BvCmp::Ule, &d.lit_u64(cw, w as u64), count);
        (d.extract(count, w - 1, 0), big)
    } else {
        let c = if cw < w { d.zext(count, w) } else { count.clone() };
        let big = d.cmp(BvCmp::Ule, &d.lit_u64(w, w as u64), &c);
        (c, big)
    };
    let (op, all) = match s {
        Shift::Shl => (BvBin::Shl, d.zero(w)),
        Shift::LShr => (BvBin::LShr, d.zero(w)),
        Shift::AShr => (BvBin::AShr, d.bin(BvBin::AShr, x, &d.lit_u64(w, (w - 1) as u64))),
    };
    d.ite(&big, &all, &d.bin(op, x, &amt))
}

/// Every lane of `a` shifted by one count lane.
fn uniform<D: Domain>(d: &D, s: Shift, a: &Value<D>, count: &Lane<D>) -> Value<D> {
    let lanes = a
        .lanes
        .iter()
        .map(|x| lane(shift_lane(d, s, &x.bits, &count.bits), d.or(&x.poison, &count.poison)))
        .collect();
    Value { lanes }
}

/// `psrl/psra/psll`: the count is the low 64 bits of `c` (its first `64 / w` lanes).
pub fn by_vector<D: Domain>(d: &D, s: Shift, a: &Value<D>, c: &Value<D>) -> Value<D> {
    let cw = d.width(&c.lanes[0].bits);
    let k = (64 / cw) as usize;
    let low = &c.lanes[..k];
    let mut bits = low[0].bits.clone();
    for l in &low[1..] {
        bits = d.concat(&l.bits, &bits);
    }
    let count = lane(bits, any_poison(d, low));
    uniform(d, s, a, &count)
}

/// `psrli/psrai/pslli`: the count is an `i32` (an immediate when constant; LLVM moves a
/// variable one into a register, zero-extended).
pub fn by_scalar<D: Domain>(d: &D, s: Shift, a: &Value<D>, c: &Value<D>) -> Value<D> {
    uniform(d, s, a, &c.lanes[0])
}

/// `psrlv/psrav/psllv`: lane `i` shifted by count lane `i`.
pub fn per_lane<D: Domain>(d: &D, s: Shift, a: &Value<D>, c: &Value<D>) -> Value<D> {
    crate::sem::int::map2(a, c, |x, y| {
        lane(shift_lane(d, s, &x.bits, &y.bits), d.or(&x.poison, &y.poison))
    })
}
