//! Lane-moving and bitwise families: `pshuf.b`, variable permutes, `pblendvb`, sign-bit
//! masks, `ptest` and `pternlog`. A lane chosen by a variable index is poison when the
//! index lane or the chosen lane is.

use super::{any_poison, lane, mux, per_block, Test};
use crate::sem::domain::{BvBin, Domain};
use crate::sem::Value;

/// `pshuf.b`: within each 16-byte block, byte `i` is `a[m[i] & 15]` of the same block,
/// or zero when bit 7 of `m[i]` is set.
pub fn pshufb<D: Domain>(d: &D, a: &Value<D>, m: &Value<D>) -> Value<D> {
    let h = per_block(8);
    let lanes = m
        .lanes
        .iter()
        .enumerate()
        .map(|(i, ml)| {
            let blk = i / h * h;
            let sel = mux(d, &d.extract(&ml.bits, 3, 0), &a.lanes[blk..blk + h]);
            let zero = d.to_bool(&d.extract(&ml.bits, 7, 7));
            let bits = d.ite(&zero, &d.zero(8), &sel.bits);
            let poison = d.or(&ml.poison, &d.ite_bool(&zero, &d.bool_lit(false), &sel.poison));
            lane(bits, poison)
        })
        .collect();
    Value { lanes }
}

/// `permd/permps/permvar`: `r[i] = data[idx[i] mod n]` over the whole vector.
pub fn permvar<D: Domain>(d: &D, data: &Value<D>, idx: &Value<D>) -> Value<D> {
    let n = data.lanes.len();
    let bits = n.trailing_zeros();
    let lanes = idx
        .lanes
        .iter()
        .map(|il| {
            let sel = mux(d, &d.extract(&il.bits, bits - 1, 0), &data.lanes);
            lane(sel.bits, d.or(&il.poison, &sel.poison))
        })
        .collect();
    Value { lanes }
}

/// `pblendvb`: byte `i` is `b[i]` where the sign bit of `m[i]` is set, else `a[i]`.
pub fn blendv<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>, m: &Value<D>) -> Value<D> {
    let lanes = (0..a.lanes.len())
        .map(|i| {
            let (x, y, ml) = (&a.lanes[i], &b.lanes[i], &m.lanes[i]);
            let s = d.sign(&ml.bits);
            lane(
                d.ite(&s, &y.bits, &x.bits),
                d.or(&ml.poison, &d.ite_bool(&s, &y.poison, &x.poison)),
            )
        })
        .collect();
    Value { lanes }
}

/// `pmovmskb`, `movmsk.ps/pd`: bit `i` of the `i32` result is the sign bit of lane `i`.
pub fn movmsk<D: Domain>(d: &D, a: &Value<D>) -> Value<D> {
    let w = d.width(&a.lanes[0].bits);
    let mut bits: Option<D::V> = None;
    for l in &a.lanes {
        let s = d.extract(&l.bits, w - 1, w - 1);
        bits = Some(match bits {
            None => s,
            Some(acc) => d.concat(&s, &acc),
        });
    }
    let bits = bits.expect("a vector has lanes");
    let n = a.lanes.len() as u32;
    let bits = if n < 32 { d.zext(&bits, 32) } else { bits };
    Value::scalar(bits, any_poison(d, &a.lanes))
}

/// `ptestz/ptestc/ptestnzc`: ZF is `a & b == 0`, CF is `!a & b == 0`; the `i32` result
/// is 0 or 1.
pub fn ptest<D: Domain>(d: &D, t: Test, a: &Value<D>, b: &Value<D>) -> Value<D> {
    let mut zf = d.bool_lit(true);
    let mut cf = d.bool_lit(true);
    for (x, y) in a.lanes.iter().zip(&b.lanes) {
        zf = d.and(&zf, &d.is_zero(&d.bin(BvBin::And, &x.bits, &y.bits)));
        cf = d.and(&cf, &d.is_zero(&d.bin(BvBin::And, &d.bvnot(&x.bits), &y.bits)));
    }
    let r = match t {
        Test::Z => zf,
        Test::C => cf,
        Test::Nzc => d.and(&d.not(&zf), &d.not(&cf)),
    };
    let p = any_poison(d, a.lanes.iter().chain(&b.lanes));
    Value::scalar(d.zext(&d.from_bool(&r), 32), p)
}

/// `pternlog`: bit `j` of each result lane is bit `4a + 2b + c` of `imm`, where `a`, `b`,
/// `c` are bit `j` of the three operands' lanes. A lane is poison when an operand lane
/// the function depends on is.
pub fn ternlog<D: Domain>(d: &D, imm: u8, a: &Value<D>, b: &Value<D>, c: &Value<D>) -> Value<D> {
    // Whether flipping each input changes the function.
    let dep_a = (imm >> 4) != (imm & 0x0F);
    let dep_b = ((imm >> 2) & 0x33) != (imm & 0x33);
    let dep_c = ((imm >> 1) & 0x55) != (imm & 0x55);
    let lanes = (0..a.lanes.len())
        .map(|i| {
            let (x, y, z) = (&a.lanes[i], &b.lanes[i], &c.lanes[i]);
            let w = d.width(&x.bits);
            let mut acc = d.zero(w);
            if imm == 0xFF {
                acc = d.ones(w);
            } else {
                for k in 0..8u8 {
                    if imm >> k & 1 == 0 {
                        continue;
                    }
                    let pick = |v: &D::V, bit: u8| if k >> bit & 1 == 1 { v.clone() } else { d.bvnot(v) };
                    let t = d.bin(BvBin::And, &pick(&x.bits, 2), &pick(&y.bits, 1));
                    let t = d.bin(BvBin::And, &t, &pick(&z.bits, 0));
                    acc = d.bin(BvBin::Or, &acc, &t);
                }
            }
            let mut p = d.bool_lit(false);
            for (dep, l) in [(dep_a, x), (dep_b, y), (dep_c, z)] {
                if dep {
                    p = d.or(&p, &l.poison);
                }
            }
            lane(acc, p)
        })
        .collect();
    Value { lanes }
}
