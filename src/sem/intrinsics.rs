//! The generic LLVM intrinsics (`llvm.ctpop`, `llvm.smax`, `llvm.fshl`, `llvm.minnum`,
//! `llvm.vector.reduce.add`, ...), built from the domain's primitives: a meaning for each
//! name of `ir`'s table ([`GENERIC_INTRINSICS`](crate::ir::GENERIC_INTRINSICS)).

use super::domain::{BvBin, BvCmp, Domain, RoundMode};
use super::fp::{copysign_bits, fabs_bits, nan_result, NanMode};
use super::int::{map1, map2};
use super::{unsupported, Lane, Unsupported, Value};
use crate::ir::{intrinsic_base_name, FloatKind, Type};
use crate::util::ApInt;

fn fkind(t: &Type) -> Result<FloatKind, Unsupported> {
    match t.scalar() {
        Type::Float(k) if k.ieee_layout().is_some() => Ok(*k),
        other => unsupported(format!("floating-point intrinsic on {other}")),
    }
}

/// An `immarg` i1 argument's value (it is always a literal).
fn flag_arg<D: Domain>(d: &D, v: &Value<D>) -> Result<bool, Unsupported> {
    d.bv_value(&v.lanes[0].bits)
        .map(|b| !b.is_zero())
        .ok_or_else(|| Unsupported("non-constant immarg".into()))
}

fn ctpop_bits<D: Domain>(d: &D, x: &D::V) -> D::V {
    let w = d.width(x);
    let mut acc = d.zero(w);
    for i in 0..w {
        acc = d.bin(BvBin::Add, &acc, &d.zext(&d.extract(x, i, i), w));
    }
    acc
}

/// Count of leading (`lead`) or trailing zeros; `w` when `x` is zero.
fn count_zeros<D: Domain>(d: &D, x: &D::V, lead: bool) -> D::V {
    let w = d.width(x);
    let mut r = d.lit_u64(w.max(1), w as u64);
    // Walk so that the bit nearest the counted end decides last.
    let order: Vec<u32> = if lead { (0..w).collect() } else { (0..w).rev().collect() };
    for i in order {
        let n = if lead { w - 1 - i } else { i };
        let bit = d.to_bool(&d.extract(x, i, i));
        r = d.ite(&bit, &d.lit_u64(w, n as u64), &r);
    }
    r
}

fn reverse_chunks<D: Domain>(d: &D, x: &D::V, chunk: u32) -> D::V {
    let w = d.width(x);
    let mut r: Option<D::V> = None;
    for i in 0..w / chunk {
        let piece = d.extract(x, i * chunk + chunk - 1, i * chunk);
        // Lowest chunk ends up highest: append each next piece below.
        r = Some(match r {
            None => piece,
            Some(acc) => d.concat(&acc, &piece),
        });
    }
    r.expect("nonzero width")
}

fn sat<D: Domain>(d: &D, name: &str, x: &D::V, y: &D::V) -> D::V {
    let w = d.width(x);
    let (min, max) = (
        d.lit(&ApInt::zero(w).neg_min()),
        d.bvnot(&d.lit(&ApInt::zero(w).neg_min())),
    );
    match name {
        "uadd.sat" => {
            let r = d.bin(BvBin::Add, x, y);
            d.ite(&d.cmp(BvCmp::Ult, &r, x), &d.ones(w), &r)
        }
        "usub.sat" => d.ite(&d.cmp(BvCmp::Ult, x, y), &d.zero(w), &d.bin(BvBin::Sub, x, y)),
        _ => {
            let wide = |v: &D::V| d.sext(v, w + 1);
            let op = if name == "sadd.sat" { BvBin::Add } else { BvBin::Sub };
            let r = d.bin(op, &wide(x), &wide(y));
            let hi = d.cmp(BvCmp::Slt, &wide(&max), &r);
            let lo = d.cmp(BvCmp::Slt, &r, &wide(&min));
            d.ite(&hi, &max, &d.ite(&lo, &min, &d.extract(&r, w - 1, 0)))
        }
    }
}

/// `minnum`/`maxnum`: a quiet NaN operand yields the other operand, a signaling one may
/// instead give a NaN (a free choice), and equal operands (`-0.0` and `+0.0`) give either
/// one (the same free choice). LLVM 22's LangRef orders `-0.0 < +0.0` but warns that this
/// is not implemented yet (x86 lowers `maxnum nnan` to `maxps`, which returns its second
/// operand), so the choice stays free in both programs: one semantics that covers the
/// documented order and the lowering, existential in a source and universal in a target,
/// so that every call refines itself.
fn min_max_num<D: Domain>(d: &D, k: FloatKind, max: bool, x: &D::V, y: &D::V, angelic: bool) -> D::V {
    let (nx, ny) = (d.fp_is_nan(k, x), d.fp_is_nan(k, y));
    let pick_x = if max { d.fp_lt(k, y, x) } else { d.fp_lt(k, x, y) };
    let eq = d.fp_eq(k, x, y);
    let choice = d.to_bool(&d.nondet(1, angelic));
    // Equal operands differ at most in the sign of a zero.
    let tie_x = choice.clone();
    let ordered = d.ite(&pick_x, x, &d.ite(&eq, &d.ite(&tie_x, x, y), y));
    let quiet = |v: &D::V| {
        // A signaling NaN input may give NaN instead of the other operand.
        let (_, s) = k.ieee_layout().unwrap();
        let qbit = d.extract(v, s - 1, s - 1);
        d.and(&d.fp_is_nan(k, v), &d.is_zero(&qbit))
    };
    let snan = d.or(&quiet(x), &quiet(y));
    let r = d.ite(&nx, y, &d.ite(&ny, x, &ordered));
    d.ite(&d.and(&snan, &choice), &d.ite(&nx, x, y), &r)
}

/// `minimum`/`maximum` (IEEE-754-2019): NaN-propagating, `-0 < +0`.
fn minimum_maximum<D: Domain>(d: &D, k: FloatKind, max: bool, x: &D::V, y: &D::V) -> D::V {
    let (nx, ny) = (d.fp_is_nan(k, x), d.fp_is_nan(k, y));
    let pick_x = if max { d.fp_lt(k, y, x) } else { d.fp_lt(k, x, y) };
    let eq = d.fp_eq(k, x, y);
    // Equal operands differ only in the sign of zero: min takes the negative one.
    let x_neg = d.sign(x);
    let tie_x = if max { d.not(&x_neg) } else { x_neg };
    let ordered = d.ite(&pick_x, x, &d.ite(&eq, &d.ite(&tie_x, x, y), y));
    d.ite(&nx, x, &d.ite(&ny, y, &ordered))
}

/// `minimumnum`/`maximumnum` (IEEE-754-2019 minimumNumber): a NaN operand (quiet or
/// signaling) yields the other operand, two NaNs a quiet NaN, `-0 < +0`.
fn minimum_maximum_num<D: Domain>(d: &D, k: FloatKind, max: bool, x: &D::V, y: &D::V, nan: NanMode) -> D::V {
    let (nx, ny) = (d.fp_is_nan(k, x), d.fp_is_nan(k, y));
    let ordered = minimum_maximum(d, k, max, x, y);
    let r = d.ite(&nx, y, &d.ite(&ny, x, &ordered));
    let r = nan_result(d, k, r, &[x.clone(), y.clone()], nan);
    // Both NaN: the result is quiet whichever NaN was chosen.
    let (_, s) = k.ieee_layout().expect("IEEE format");
    let mut q = ApInt::zero(k.bits());
    q.set_bit(s - 1, true);
    d.ite(&d.and(&nx, &ny), &d.bin(BvBin::Or, &r, &d.lit(&q)), &r)
}

/// Evaluates a generic intrinsic call; `ret` is the call's result type; `angelic` marks
/// the source program's free choices.
pub fn call<D: Domain>(
    d: &D,
    name: &str,
    ret: &Type,
    args: &[Value<D>],
    angelic: bool,
    nan: NanMode,
) -> Result<Value<D>, Unsupported> {
    if name.starts_with("x86.") {
        return super::x86::call(d, name, ret, args, nan);
    }
    let base = intrinsic_base_name(name);
    let any_poison = |lanes: &[&Lane<D>]| d.any(&lanes.iter().map(|l| l.poison.clone()).collect::<Vec<_>>());
    let un = |f: &dyn Fn(&D::V) -> D::V| {
        map1(&args[0], |x| Lane {
            bits: f(&x.bits),
            poison: x.poison.clone(),
        })
    };
    let bin = |f: &dyn Fn(&D::V, &D::V) -> D::V| {
        map2(&args[0], &args[1], |x, y| Lane {
            bits: f(&x.bits, &y.bits),
            poison: any_poison(&[x, y]),
        })
    };
    let v = match base {
        "ctpop" => un(&|x| ctpop_bits(d, x)),
        "ctlz" | "cttz" => {
            let zero_poison = flag_arg(d, &args[1])?;
            map1(&args[0], |x| {
                let mut p = x.poison.clone();
                if zero_poison {
                    p = d.or(&p, &d.is_zero(&x.bits));
                }
                Lane {
                    bits: count_zeros(d, &x.bits, base == "ctlz"),
                    poison: p,
                }
            })
        }
        "bitreverse" => un(&|x| reverse_chunks(d, x, 1)),
        "bswap" => un(&|x| reverse_chunks(d, x, 8)),
        "abs" => {
            let min_poison = flag_arg(d, &args[1])?;
            map1(&args[0], |x| {
                let w = d.width(&x.bits);
                let neg = d.bin(BvBin::Sub, &d.zero(w), &x.bits);
                let mut p = x.poison.clone();
                if min_poison {
                    p = d.or(&p, &d.eq(&x.bits, &d.lit(&ApInt::zero(w).neg_min())));
                }
                Lane {
                    bits: d.ite(&d.sign(&x.bits), &neg, &x.bits),
                    poison: p,
                }
            })
        }
        "smax" => bin(&|x, y| d.ite(&d.cmp(BvCmp::Slt, y, x), x, y)),
        "smin" => bin(&|x, y| d.ite(&d.cmp(BvCmp::Slt, x, y), x, y)),
        "umax" => bin(&|x, y| d.ite(&d.cmp(BvCmp::Ult, y, x), x, y)),
        "umin" => bin(&|x, y| d.ite(&d.cmp(BvCmp::Ult, x, y), x, y)),
        "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" => bin(&|x, y| sat(d, base, x, y)),
        "fshl" | "fshr" => {
            let lanes = (0..args[0].lanes.len())
                .map(|i| {
                    let (a, b, c) = (&args[0].lanes[i], &args[1].lanes[i], &args[2].lanes[i]);
                    let w = d.width(&a.bits);
                    let amt = d.zext(&d.bin(BvBin::URem, &c.bits, &d.lit_u64(w, w as u64)), 2 * w);
                    let cat = d.concat(&a.bits, &b.bits);
                    let bits = if base == "fshl" {
                        d.extract(&d.bin(BvBin::Shl, &cat, &amt), 2 * w - 1, w)
                    } else {
                        d.extract(&d.bin(BvBin::LShr, &cat, &amt), w - 1, 0)
                    };
                    Lane {
                        bits,
                        poison: any_poison(&[a, b, c]),
                    }
                })
                .collect();
            Value { lanes }
        }
        "fabs" => {
            let k = fkind(ret)?;
            un(&|x| fabs_bits(d, k, x))
        }
        "copysign" => {
            let k = fkind(ret)?;
            bin(&|x, y| copysign_bits(d, k, x, y))
        }
        "minnum" | "maxnum" => {
            let k = fkind(ret)?;
            bin(&|x, y| {
                nan_result(
                    d,
                    k,
                    min_max_num(d, k, base == "maxnum", x, y, angelic),
                    &[x.clone(), y.clone()],
                    nan,
                )
            })
        }
        "minimum" | "maximum" => {
            let k = fkind(ret)?;
            bin(&|x, y| {
                nan_result(
                    d,
                    k,
                    minimum_maximum(d, k, base == "maximum", x, y),
                    &[x.clone(), y.clone()],
                    nan,
                )
            })
        }
        "minimumnum" | "maximumnum" => {
            let k = fkind(ret)?;
            bin(&|x, y| minimum_maximum_num(d, k, base == "maximumnum", x, y, nan))
        }
        "floor" | "ceil" | "trunc" | "rint" | "nearbyint" | "round" | "roundeven" => {
            let k = fkind(ret)?;
            let mode = match base {
                "floor" => RoundMode::TowardNegative,
                "ceil" => RoundMode::TowardPositive,
                "trunc" => RoundMode::TowardZero,
                "round" => RoundMode::NearestAway,
                _ => RoundMode::NearestEven,
            };
            un(&|x| nan_result(d, k, d.fp_round(k, mode, x), &[x.clone()], nan))
        }
        "sqrt" => {
            let k = fkind(ret)?;
            un(&|x| nan_result(d, k, d.fp_sqrt(k, x), &[x.clone()], nan))
        }
        "fma" => {
            let k = fkind(ret)?;
            let lanes = (0..args[0].lanes.len())
                .map(|i| {
                    let (a, b, c) = (&args[0].lanes[i], &args[1].lanes[i], &args[2].lanes[i]);
                    let r = d.fp_fma(k, &a.bits, &b.bits, &c.bits);
                    let r = nan_result(d, k, r, &[a.bits.clone(), b.bits.clone(), c.bits.clone()], nan);
                    Lane {
                        bits: r,
                        poison: any_poison(&[a, b, c]),
                    }
                })
                .collect();
            Value { lanes }
        }
        r if r.starts_with("vector.reduce.") => {
            let op = &r["vector.reduce.".len()..];
            let ls = &args[0].lanes;
            let mut acc = ls[0].bits.clone();
            for l in &ls[1..] {
                let (x, y) = (&acc, &l.bits);
                acc = match op {
                    "add" => d.bin(BvBin::Add, x, y),
                    "mul" => d.bin(BvBin::Mul, x, y),
                    "and" => d.bin(BvBin::And, x, y),
                    "or" => d.bin(BvBin::Or, x, y),
                    "xor" => d.bin(BvBin::Xor, x, y),
                    "smax" => d.ite(&d.cmp(BvCmp::Slt, y, x), x, y),
                    "smin" => d.ite(&d.cmp(BvCmp::Slt, x, y), x, y),
                    "umax" => d.ite(&d.cmp(BvCmp::Ult, y, x), x, y),
                    "umin" => d.ite(&d.cmp(BvCmp::Ult, x, y), x, y),
                    _ => return unsupported(format!("llvm.{name}")),
                };
            }
            let p = any_poison(&ls.iter().collect::<Vec<_>>());
            Value::scalar(acc, p)
        }
        _ => return unsupported(format!("intrinsic llvm.{name}")),
    };
    Ok(v)
}
