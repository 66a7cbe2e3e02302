//! Floating-point families: x86 `max/min`, conversions to integers, `round`, `addsub`
//! and horizontal `hadd/hsub`, with the hardware's NaN rules: a NaN first operand wins
//! (quieted), then a NaN second operand (quieted), and an invalid operation gives the
//! default NaN (sign set, quiet bit set, payload zero).

use super::int::horizontal;
use super::{lane, mask_bit};
use crate::ir::{FloatKind, Type};
use crate::sem::domain::{BvBin, Domain, FpArith, RoundMode};
use crate::sem::fp::{nan_result_or_own, NanMode};
use crate::sem::int::map2;
use crate::sem::{Lane, Value};
use crate::util::ApInt;

fn layout(k: FloatKind) -> (u32, u32) {
    k.ieee_layout().expect("sem only admits IEEE formats")
}

/// `x` with its quiet bit set.
fn quiet<D: Domain>(d: &D, k: FloatKind, x: &D::V) -> D::V {
    let (_, s) = layout(k);
    let mut q = ApInt::zero(k.bits());
    q.set_bit(s - 1, true);
    d.bin(BvBin::Or, x, &d.lit(&q))
}

/// The x86 default NaN ("QNaN floating-point indefinite"): `0xFFC00000` for `float`.
pub fn default_nan(k: FloatKind) -> ApInt {
    let (_, s) = layout(k);
    let mut v = ApInt::zero(k.bits());
    for i in s - 1..k.bits() {
        v.set_bit(i, true);
    }
    v
}

/// The hardware's result of an operation on `a` and `b` (`b` absent for unary ones)
/// whose IEEE result is `r`.
fn x86_nan<D: Domain>(d: &D, k: FloatKind, r: &D::V, a: &D::V, b: Option<&D::V>) -> D::V {
    let mut out = d.ite(&d.fp_is_nan(k, r), &d.lit(&default_nan(k)), r);
    if let Some(b) = b {
        out = d.ite(&d.fp_is_nan(k, b), &quiet(d, k, b), &out);
    }
    d.ite(&d.fp_is_nan(k, a), &quiet(d, k, a), &out)
}

/// `a op b` as SSE computes it; where the program observes NaN bits, any NaN LLVM allows.
fn arith<D: Domain>(d: &D, k: FloatKind, op: FpArith, a: &D::V, b: &D::V, nan: NanMode) -> D::V {
    let r = d.fp_arith(k, op, a, b);
    let r = x86_nan(d, k, &r, a, Some(b));
    nan_result_or_own(d, k, r, &[a.clone(), b.clone()], nan)
}

/// `max/min.ps/pd`: `a` when `a > b` (`a < b`), else `b`, bits unchanged.
pub fn min_max<D: Domain>(d: &D, k: FloatKind, max: bool, a: &Value<D>, b: &Value<D>) -> Value<D> {
    map2(a, b, |x, y| {
        let pick_a = if max {
            d.fp_lt(k, &y.bits, &x.bits)
        } else {
            d.fp_lt(k, &x.bits, &y.bits)
        };
        lane(d.ite(&pick_a, &x.bits, &y.bits), d.or(&x.poison, &y.poison))
    })
}

/// The rounding of a conversion: toward zero for `cvtt`, else by the AVX-512 rounding
/// operand (4: MXCSR, which is round-to-nearest-even; 8..=11: `{rn,rd,ru,rz}-sae`).
pub fn cvt_mode(trunc: bool, imm: Option<u64>) -> RoundMode {
    match (trunc, imm) {
        (true, _) => RoundMode::TowardZero,
        (false, Some(9)) => RoundMode::TowardNegative,
        (false, Some(10)) => RoundMode::TowardPositive,
        (false, Some(11)) => RoundMode::TowardZero,
        _ => RoundMode::NearestEven,
    }
}

/// Float to integer of `w` bits, rounded by `mode`; NaN and out-of-range values give the
/// integer indefinite value (`INT_MIN`, or all ones when `unsigned`).
fn cvt_lane<D: Domain>(d: &D, k: FloatKind, mode: RoundMode, unsigned: bool, x: &D::V, w: u32) -> D::V {
    let r = if mode == RoundMode::TowardZero {
        x.clone()
    } else {
        d.fp_round(k, mode, x)
    };
    let (v, ok) = d.fp_to_int(k, &r, w, !unsigned);
    let bad = if unsigned {
        ApInt::all_ones(w)
    } else {
        ApInt::zero(w).neg_min()
    };
    d.ite(&ok, &v, &d.lit(&bad))
}

/// `cvt(t)ps2dq` and kin: lane `i` of the result converts lane `i` of `a` (where mask bit
/// `i` is set, for the masked forms, else it is the pass-through lane); result lanes past
/// `a`'s are zero.
pub fn cvt<D: Domain>(
    d: &D,
    k: FloatKind,
    mode: RoundMode,
    unsigned: bool,
    a: &Value<D>,
    mask: Option<(&Value<D>, &Value<D>)>,
    ret: &Type,
) -> Value<D> {
    let w = ret.scalar_bits().expect("integer result");
    let lanes = (0..ret.lanes() as usize)
        .map(|i| {
            let Some(x) = a.lanes.get(i) else {
                return lane(d.zero(w), d.bool_lit(false));
            };
            let r = cvt_lane(d, k, mode, unsigned, &x.bits, w);
            match mask {
                None => lane(r, x.poison.clone()),
                Some((pass, m)) => {
                    let on = mask_bit(d, m, i);
                    let pt = &pass.lanes[i];
                    lane(
                        d.ite(&on, &r, &pt.bits),
                        d.or(&m.lanes[0].poison, &d.ite_bool(&on, &x.poison, &pt.poison)),
                    )
                }
            }
        })
        .collect();
    Value { lanes }
}

/// `round.ps/pd`: bits 1:0 of `imm` pick nearest-even, down, up or toward zero; bit 2
/// picks MXCSR's mode instead (nearest-even); bit 3 only suppresses the precision
/// exception. A NaN gives the input quieted.
pub fn round<D: Domain>(d: &D, k: FloatKind, imm: u64, a: &Value<D>, nan: NanMode) -> Value<D> {
    let mode = if imm & 4 != 0 {
        RoundMode::NearestEven
    } else {
        [
            RoundMode::NearestEven,
            RoundMode::TowardNegative,
            RoundMode::TowardPositive,
            RoundMode::TowardZero,
        ][(imm & 3) as usize]
    };
    let lanes = a
        .lanes
        .iter()
        .map(|x| {
            let r = d.fp_round(k, mode, &x.bits);
            let r = x86_nan(d, k, &r, &x.bits, None);
            lane(nan_result_or_own(d, k, r, &[x.bits.clone()], nan), x.poison.clone())
        })
        .collect();
    Value { lanes }
}

/// `addsub.ps/pd`: `a - b` in even lanes, `a + b` in odd lanes.
pub fn addsub<D: Domain>(d: &D, k: FloatKind, a: &Value<D>, b: &Value<D>, nan: NanMode) -> Value<D> {
    let lanes: Vec<Lane<D>> = a
        .lanes
        .iter()
        .zip(&b.lanes)
        .enumerate()
        .map(|(i, (x, y))| {
            let op = if i % 2 == 0 { FpArith::Sub } else { FpArith::Add };
            lane(arith(d, k, op, &x.bits, &y.bits, nan), d.or(&x.poison, &y.poison))
        })
        .collect();
    Value { lanes }
}

/// `hadd/hsub.ps/pd`: per 128-bit block, `a`'s pairs then `b`'s, each `v[2j] ± v[2j+1]`.
pub fn hadd_sub<D: Domain>(d: &D, k: FloatKind, sub: bool, a: &Value<D>, b: &Value<D>, nan: NanMode) -> Value<D> {
    let op = if sub { FpArith::Sub } else { FpArith::Add };
    horizontal(d, a, b, |x, y| arith(d, k, op, x, y, nan))
}
