//! Lane-moving and lane-wise instructions: `select`, `freeze`, `extractelement`,
//! `insertelement`, `shufflevector`, and every cast (`bitcast` repacks lanes, spreading
//! poison to every lane it overlaps).

use super::domain::{BvCmp, Domain};
use super::fp::{convert_nan, fmf_poison, nan_result, NanMode};
use super::int::map1;
use super::{lane_bits, unsupported, Lane, Unsupported, Value};
use crate::ir::{CastOp, FastMath, Flags, Type};

/// `select`: a poison condition makes the (whole, for a scalar condition) result poison.
pub fn select<D: Domain>(d: &D, fmf: FastMath, ty: &Type, c: &Value<D>, t: &Value<D>, f: &Value<D>) -> Value<D> {
    let lanes = t
        .lanes
        .iter()
        .zip(&f.lanes)
        .enumerate()
        .map(|(i, (x, y))| {
            let cl = if c.lanes.len() == 1 { &c.lanes[0] } else { &c.lanes[i] };
            let cb = d.to_bool(&cl.bits);
            let bits = d.ite(&cb, &x.bits, &y.bits);
            let mut poison = d.or(&cl.poison, &d.ite_bool(&cb, &x.poison, &y.poison));
            if let Type::Float(k) = ty.scalar() {
                poison = d.or(&poison, &fmf_poison(d, *k, fmf, &bits));
            }
            Lane { bits, poison }
        })
        .collect();
    Value { lanes }
}

/// `freeze`: a poison lane becomes a freely chosen value.
pub fn freeze<D: Domain>(d: &D, a: &Value<D>, angelic: bool) -> Value<D> {
    map1(a, |x| {
        let any = d.nondet(d.width(&x.bits), angelic);
        Lane {
            bits: d.ite(&x.poison, &any, &x.bits),
            poison: d.bool_lit(false),
        }
    })
}

/// The index lane as a lane number: (index bits, poison-or-out-of-range condition).
fn index_ok<D: Domain>(d: &D, idx: &Lane<D>, n: usize) -> D::B {
    let w = d.width(&idx.bits);
    let in_range = if w < 64 && (n as u64) >= (1u64 << w) {
        d.bool_lit(true)
    } else {
        d.cmp(BvCmp::Ult, &idx.bits, &d.lit_u64(w, n as u64))
    };
    d.and(&in_range, &d.not(&idx.poison))
}

fn is_index<D: Domain>(d: &D, idx: &D::V, i: usize) -> D::B {
    let w = d.width(idx);
    if w < 64 && (i as u64) >= (1u64 << w) {
        return d.bool_lit(false);
    }
    d.eq(idx, &d.lit_u64(w, i as u64))
}

/// `extractelement`: an out-of-range or poison index gives poison.
pub fn extractelement<D: Domain>(d: &D, v: &Value<D>, idx: &Value<D>) -> Value<D> {
    let ix = &idx.lanes[0];
    let mut bits = v.lanes[0].bits.clone();
    let mut poison = v.lanes[0].poison.clone();
    for (i, l) in v.lanes.iter().enumerate().skip(1) {
        let hit = is_index(d, &ix.bits, i);
        bits = d.ite(&hit, &l.bits, &bits);
        poison = d.ite_bool(&hit, &l.poison, &poison);
    }
    let ok = index_ok(d, ix, v.lanes.len());
    Value::scalar(bits, d.or(&poison, &d.not(&ok)))
}

/// `insertelement`: an out-of-range or poison index makes the whole result poison.
pub fn insertelement<D: Domain>(d: &D, v: &Value<D>, e: &Value<D>, idx: &Value<D>) -> Value<D> {
    let ix = &idx.lanes[0];
    let bad = d.not(&index_ok(d, ix, v.lanes.len()));
    let el = &e.lanes[0];
    let lanes = v
        .lanes
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let hit = is_index(d, &ix.bits, i);
            Lane {
                bits: d.ite(&hit, &el.bits, &l.bits),
                poison: d.or(&bad, &d.ite_bool(&hit, &el.poison, &l.poison)),
            }
        })
        .collect();
    Value { lanes }
}

/// `shufflevector` with a constant mask; `None` lanes are poison.
pub fn shufflevector<D: Domain>(d: &D, a: &Value<D>, b: &Value<D>, mask: &[Option<u32>]) -> Value<D> {
    let n = a.lanes.len();
    let w = d.width(&a.lanes[0].bits);
    let lanes = mask
        .iter()
        .map(|m| match m {
            Some(i) if (*i as usize) < n => a.lanes[*i as usize].clone(),
            Some(i) if (*i as usize) < 2 * n => b.lanes[*i as usize - n].clone(),
            _ => Lane {
                bits: d.zero(w),
                poison: d.bool_lit(true),
            },
        })
        .collect();
    Value { lanes }
}

/// `bitcast` between same-sized types: lanes are concatenated (lane 0 lowest) and cut
/// again; a result lane is poison when any source lane it overlaps is.
pub fn bitcast<D: Domain>(d: &D, a: &Value<D>, to: &Type) -> Result<Value<D>, Unsupported> {
    let sw = d.width(&a.lanes[0].bits);
    let tw = lane_bits(to)?;
    let n = to.lanes() as usize;
    if sw * a.lanes.len() as u32 != tw * n as u32 {
        return unsupported("bitcast between types of different sizes");
    }
    let mut lanes = Vec::with_capacity(n);
    for j in 0..n as u32 {
        let (lo, hi) = (j * tw, (j + 1) * tw - 1);
        let mut bits: Option<D::V> = None;
        let mut poison = d.bool_lit(false);
        for (i, l) in a.lanes.iter().enumerate() {
            let (slo, shi) = (i as u32 * sw, (i as u32 + 1) * sw - 1);
            if shi < lo || slo > hi {
                continue;
            }
            poison = d.or(&poison, &l.poison);
            let (from, to_) = (lo.max(slo), hi.min(shi));
            let piece = d.extract(&l.bits, to_ - slo, from - slo);
            bits = Some(match bits {
                None => piece,
                Some(b) => d.concat(&piece, &b),
            });
        }
        lanes.push(Lane {
            bits: bits.expect("bitcast covers every lane"),
            poison,
        });
    }
    Ok(Value { lanes })
}

/// Every cast instruction; `to` is the result type.
pub fn cast<D: Domain>(
    d: &D,
    op: CastOp,
    flags: Flags,
    fmf: FastMath,
    nan: NanMode,
    from: &Type,
    to: &Type,
    a: &Value<D>,
) -> Result<Value<D>, Unsupported> {
    if op == CastOp::BitCast {
        if from.scalar().is_ptr() != to.scalar().is_ptr() {
            return unsupported("bitcast between pointers and non-pointers");
        }
        return bitcast(d, a, to);
    }
    let tw = lane_bits(to)?;
    if matches!(op, CastOp::PtrToInt | CastOp::PtrToAddr) && from.scalar() == &Type::Ptr(0) {
        return Ok(super::pointer::to_int(d, a, tw));
    }
    let fk = match from.scalar() {
        Type::Float(k) => Some(*k),
        _ => None,
    };
    let tk = match to.scalar() {
        Type::Float(k) => Some(*k),
        _ => None,
    };
    let lanes: Result<Vec<Lane<D>>, Unsupported> = a
        .lanes
        .iter()
        .map(|x| {
            let v = &x.bits;
            let w = d.width(v);
            let mut p = x.poison.clone();
            let bits = match op {
                CastOp::Trunc => {
                    let r = d.extract(v, tw - 1, 0);
                    if flags.has(Flags::NUW) {
                        p = d.or(&p, &d.ne(&d.zext(&r, w), v));
                    }
                    if flags.has(Flags::NSW) {
                        p = d.or(&p, &d.ne(&d.sext(&r, w), v));
                    }
                    r
                }
                CastOp::ZExt => {
                    if flags.has(Flags::NNEG) {
                        p = d.or(&p, &d.sign(v));
                    }
                    d.zext(v, tw)
                }
                CastOp::SExt => d.sext(v, tw),
                CastOp::FPTrunc | CastOp::FPExt => {
                    let (f, t) = (fk.unwrap(), tk.unwrap());
                    p = d.or(&p, &fmf_poison(d, f, fmf, v));
                    let r = d.fp_convert(f, t, v);
                    let r = nan_result(d, t, r, &[convert_nan(d, f, t, v)], nan);
                    p = d.or(&p, &fmf_poison(d, t, fmf, &r));
                    r
                }
                CastOp::FPToSI | CastOp::FPToUI => {
                    let (r, ok) = d.fp_to_int(fk.unwrap(), v, tw, op == CastOp::FPToSI);
                    p = d.or(&p, &d.not(&ok));
                    r
                }
                CastOp::SIToFP | CastOp::UIToFP => {
                    if op == CastOp::UIToFP && flags.has(Flags::NNEG) {
                        p = d.or(&p, &d.sign(v));
                    }
                    let r = d.int_to_fp(tk.unwrap(), v, op == CastOp::SIToFP);
                    p = d.or(&p, &fmf_poison(d, tk.unwrap(), fmf, &r));
                    r
                }
                CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::AddrSpaceCast | CastOp::BitCast => {
                    return unsupported(format!("{} outside address space 0", op.name()))
                }
                CastOp::IntToPtr => {
                    return unsupported("inttoptr (the provenance of a pointer made from an integer is not modelled)")
                }
            };
            Ok(Lane { bits, poison: p })
        })
        .collect();
    Ok(Value { lanes: lanes? })
}
