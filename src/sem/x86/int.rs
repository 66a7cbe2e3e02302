//! Integer arithmetic families: averages, signs, horizontal sums, high multiplies,
//! multiply-adds, packs with saturation, sums of absolute differences, VNNI dot products
//! and AVX-512 narrowing moves.

use super::{any_poison, lane, mask_bit, per_block, sat_signed, sat_unsigned, Sat};
use crate::sem::domain::{BvBin, BvCmp, Domain};
use crate::sem::int::map2;
use crate::sem::{Lane, Value};

fn width<D: Domain>(d: &D, v: &Value<D>) -> u32 {
    d.width(&v.lanes[0].bits)
}

/// `pavg`: `(a + b + 1) >> 1`, unsigned, without overflow.
pub fn avg<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let w = d.width(&x.bits);
        let s = d.bin(BvBin::Add, &d.zext(&x.bits, w + 1), &d.zext(&y.bits, w + 1));
        let s = d.bin(BvBin::Add, &s, &d.lit_u64(w + 1, 1));
        lane(d.extract(&s, w, 1), d.or(&x.poison, &y.poison))
    })
}

/// `psign`: `a` negated where `b < 0`, zero where `b == 0`, else `a`.
pub fn sign<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let w = d.width(&x.bits);
        let neg = d.bin(BvBin::Sub, &d.zero(w), &x.bits);
        let r = d.ite(&d.sign(&y.bits), &neg, &d.ite(&d.is_zero(&y.bits), &d.zero(w), &x.bits));
        lane(r, d.or(&x.poison, &y.poison))
    })
}

/// Horizontal pairs within each 128-bit block: the block's first half from `a`'s pairs,
/// its second half from `b`'s, each lane `f(v[2j], v[2j+1])`.
pub(super) fn horizontal<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>, f: impl Fn(&D::V, &D::V) -> D::V) -> Value<D> {
    let n = a.lanes.len();
    let h = per_block(width(d, a)).min(n);
    let mut lanes = Vec::with_capacity(n);
    for blk in 0..n / h {
        for src in [a, b] {
            for j in 0..h / 2 {
                let (x, y) = (&src.lanes[blk * h + 2 * j], &src.lanes[blk * h + 2 * j + 1]);
                lanes.push(lane(f(&x.bits, &y.bits), d.or(&x.poison, &y.poison)));
            }
        }
    }
    Value { lanes }
}

/// `phadd/phsub` (`.sw`: signed saturation).
pub fn hadd_sub<D: Domain>(d: &D, sub: bool, sat: bool, a: &Value<D>, b: &Value<D>) -> Value<D> {
    let op = if sub { BvBin::Sub } else { BvBin::Add };
    horizontal(d, a, b, |x, y| {
        if sat {
            let w = d.width(x);
            let r = d.bin(op, &d.sext(x, w + 1), &d.sext(y, w + 1));
            sat_signed(d, &r, w)
        } else {
            d.bin(op, x, y)
        }
    })
}

/// `pmulh/pmulhu`: the high half of the double-width product.
pub fn mul_high<D: Domain>(d: &D, signed: bool, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let w = d.width(&x.bits);
        let ext = |v: &D::V| if signed { d.sext(v, 2 * w) } else { d.zext(v, 2 * w) };
        let p = d.bin(BvBin::Mul, &ext(&x.bits), &ext(&y.bits));
        lane(d.extract(&p, 2 * w - 1, w), d.or(&x.poison, &y.poison))
    })
}

/// `pmul.hr.sw`: bits 30..15 of `a*b + 2^14` (signed 16 × 16 in 32 bits).
pub fn mul_hrs<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let p = d.bin(BvBin::Mul, &d.sext(&x.bits, 32), &d.sext(&y.bits, 32));
        let p = d.bin(BvBin::Add, &p, &d.lit_u64(32, 1 << 14));
        lane(d.extract(&p, 30, 15), d.or(&x.poison, &y.poison))
    })
}

/// The product of two lanes extended to `to` bits (`sa`/`sb`: sign-extend).
fn prod<D: Domain>(d: &D, x: &D::V, sa: bool, y: &D::V, sb: bool, to: u32) -> D::V {
    let ext = |v: &D::V, s: bool| if s { d.sext(v, to) } else { d.zext(v, to) };
    d.bin(BvBin::Mul, &ext(x, sa), &ext(y, sb))
}

/// Result lane `i` from input lanes `k*i .. k*i + k` of `a` and `b`, through `f`.
fn groups<D: Domain>(
    d: &D,
    a: &Value<D>,
    b: &Value<D>,
    k: usize,
    f: impl Fn(&[Lane<D>], &[Lane<D>]) -> D::V,
) -> Value<D> {
    let lanes = a
        .lanes
        .chunks(k)
        .zip(b.lanes.chunks(k))
        .map(|(x, y)| lane(f(x, y), any_poison(d, x.iter().chain(y))))
        .collect();
    Value { lanes }
}

/// `pmadd.wd`: `a[2i]*b[2i] + a[2i+1]*b[2i+1]`, signed words to dwords, wrapping.
pub fn madd_wd<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>) -> Value<D> {
    groups(d, a, b, 2, |x, y| {
        let p0 = prod(d, &x[0].bits, true, &y[0].bits, true, 32);
        let p1 = prod(d, &x[1].bits, true, &y[1].bits, true, 32);
        d.bin(BvBin::Add, &p0, &p1)
    })
}

/// `pmadd.ub.sw`: unsigned bytes of `a` times signed bytes of `b`, summed in pairs with
/// signed saturation to words.
pub fn madd_ubsw<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>) -> Value<D> {
    groups(d, a, b, 2, |x, y| {
        let p0 = prod(d, &x[0].bits, false, &y[0].bits, true, 18);
        let p1 = prod(d, &x[1].bits, false, &y[1].bits, true, 18);
        sat_signed(d, &d.bin(BvBin::Add, &p0, &p1), 16)
    })
}

/// `packss/packus`: each 128-bit block of the result is `a`'s block then `b`'s block,
/// narrowed to half width with signed (or unsigned) saturation of the signed source.
pub fn pack<D: Domain>(d: &D, signed: bool, a: &Value<D>, b: &Value<D>) -> Value<D> {
    let w = width(d, a);
    let h = per_block(w);
    let mut lanes = Vec::with_capacity(2 * a.lanes.len());
    for blk in 0..a.lanes.len() / h {
        for src in [a, b] {
            for l in &src.lanes[blk * h..(blk + 1) * h] {
                let r = if signed {
                    sat_signed(d, &l.bits, w / 2)
                } else {
                    sat_unsigned(d, &l.bits, w / 2)
                };
                lanes.push(lane(r, l.poison.clone()));
            }
        }
    }
    Value { lanes }
}

/// `psad.bw`: per 64-bit group of 8 bytes, the sum of `|a - b|`, zero-extended.
pub fn sad<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>) -> Value<D> {
    groups(d, a, b, 8, |x, y| {
        let mut acc = d.zero(16);
        for (p, q) in x.iter().zip(y) {
            let lt = d.cmp(BvCmp::Ult, &p.bits, &q.bits);
            let diff = d.ite(
                &lt,
                &d.bin(BvBin::Sub, &q.bits, &p.bits),
                &d.bin(BvBin::Sub, &p.bits, &q.bits),
            );
            acc = d.bin(BvBin::Add, &acc, &d.zext(&diff, 16));
        }
        d.zext(&acc, 64)
    })
}

/// VNNI: `src[i]` plus the products of `a` and `b` lanes `k*i .. k*i + k` (`bytes`:
/// u8 × s8, k = 4; else s16 × s16, k = 2), wrapping or (`sat`) with signed saturation.
pub fn dot<D: Domain>(d: &D, bytes: bool, sat: bool, src: &Value<D>, a: &Value<D>, b: &Value<D>) -> Value<D> {
    let k = if bytes { 4 } else { 2 };
    // Wide enough for the exact sum: 4 × 2^15 or 2 × 2^30, plus a 32-bit addend.
    let w = if sat { 34 } else { 32 };
    let lanes = src
        .lanes
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (xs, ys) = (&a.lanes[k * i..k * (i + 1)], &b.lanes[k * i..k * (i + 1)]);
            let mut acc = d.sext(&s.bits, w);
            for (x, y) in xs.iter().zip(ys) {
                acc = d.bin(BvBin::Add, &acc, &prod(d, &x.bits, !bytes, &y.bits, true, w));
            }
            let r = if sat { sat_signed(d, &acc, 32) } else { acc };
            let p = d.or(&s.poison, &any_poison(d, xs.iter().chain(ys)));
            lane(r, p)
        })
        .collect();
    Value { lanes }
}

/// AVX-512 masked `vpmov(s|us)`: lane `i` of `a` narrowed, where mask bit `i` is set,
/// else the pass-through lane; result lanes past `a`'s are zero.
pub fn pmov<D: Domain>(d: &D, sat: Sat, a: &Value<D>, pass: &Value<D>, mask: &Value<D>, n: usize) -> Value<D> {
    let to = d.width(&pass.lanes[0].bits);
    let mp = &mask.lanes[0].poison;
    let lanes = (0..n)
        .map(|i| {
            let Some(x) = a.lanes.get(i) else {
                return lane(d.zero(to), d.bool_lit(false));
            };
            let r = match sat {
                Sat::None => d.extract(&x.bits, to - 1, 0),
                Sat::Signed => sat_signed(d, &x.bits, to),
                Sat::Unsigned => {
                    let w = d.width(&x.bits);
                    sat_unsigned(d, &d.zext(&x.bits, w + 1), to)
                }
            };
            let on = mask_bit(d, mask, i);
            let pt = &pass.lanes[i];
            lane(
                d.ite(&on, &r, &pt.bits),
                d.or(mp, &d.ite_bool(&on, &x.poison, &pt.poison)),
            )
        })
        .collect();
    Value { lanes }
}
