//! Floating-point instructions: arithmetic, `fneg`, `fcmp` (all 16 predicates), the NaN
//! a result may be (LangRef, "Behavior of Floating-Point NaN values"), and the fast-math
//! flags that create poison (`nnan`, `ninf`); the flags that widen behaviour are in
//! `sem::fmf`.

use super::domain::{Domain, FpArith};
use super::int::{map1, map2};
use super::{Lane, Value};
use crate::ir::{BinOp, FPred, FastMath, FloatKind};

/// How an operation's NaN result is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NanMode {
    /// The domain's own NaN: the program cannot observe NaN bits, so any NaN will do.
    Canonical,
    /// A free choice among the NaNs LLVM allows (LangRef, "Behavior of Floating-Point
    /// NaN values"): the preferred quiet NaN of either sign, or an input NaN quieted.
    /// `angelic` for the source program. Used when the program can observe NaN bits.
    Free {
        /// The choice is the source program's (see [`Domain::nondet`]).
        angelic: bool,
    },
}

fn layout(k: FloatKind) -> (u32, u32) {
    k.ieee_layout().expect("sem only admits IEEE formats")
}

/// The payload of a NaN `x` of format `from` carried to format `to` (top payload bits
/// kept, as conversions do), quiet bit as it was: [`nan_result`] offers it both quieted
/// and unchanged (the unchanged one only where it is still a NaN after truncation).
pub fn convert_nan<D: Domain>(d: &D, from: FloatKind, to: FloatKind, x: &D::V) -> D::V {
    let ((_, sf), (et, st)) = (layout(from), layout(to));
    let sign = d.extract(x, from.bits() - 1, from.bits() - 1);
    let mant = d.extract(x, sf - 1, 0);
    let mant = match st.cmp(&sf) {
        std::cmp::Ordering::Greater => d.concat(&mant, &d.zero(st - sf)),
        std::cmp::Ordering::Equal => mant,
        std::cmp::Ordering::Less => d.extract(&mant, sf - 1, sf - st),
    };
    let head = d.concat(&sign, &d.ones(et));
    d.concat(&head, &mant)
}

/// Bits needed to number `n` options (0 for one option).
fn bits_for(n: usize) -> u32 {
    usize::BITS - (n.max(1) - 1).leading_zeros()
}

/// False when operand `o` cannot hold a NaN (a constant without NaN or `undef` lanes), or
/// is the same value as an earlier operand in `before`: such an operand adds no option
/// to [`nan_result`], so callers leave it out (fewer bits for a source choice to range
/// over). Decided on the IR alone, so every domain makes the same choices.
pub fn nan_input(o: &crate::ir::Operand, before: &[&crate::ir::Operand]) -> bool {
    use crate::ir::{Const, Type, Val};
    if before.iter().any(|b| b.val == o.val) {
        return false;
    }
    let Type::Float(k) = o.ty.scalar() else { return true };
    let Some((e, s)) = k.ieee_layout() else { return true };
    let is_nan = |v: &crate::util::ApInt| {
        let exp = v.extract(e + s - 1, s);
        exp == crate::util::ApInt::all_ones(e) && !v.extract(s - 1, 0).is_zero()
    };
    let lane = |c: &Const| match c {
        Const::Float(v) => is_nan(v),
        Const::Zero | Const::Poison => false,
        _ => true,
    };
    match &o.val {
        Val::Const(Const::Vector(es)) => es.iter().any(|(_, c)| lane(c)),
        Val::Const(Const::Splat(_, c)) => lane(c),
        Val::Const(c) => lane(c),
        _ => true,
    }
}

/// A NaN result `r` (of an operation with the given `inputs`, already in format `k`)
/// chosen as `mode` says; non-NaN results pass through. In `Free` mode a NaN result is
/// (LangRef, "Behavior of Floating-Point NaN values") of either sign, with the quiet bit
/// and payload of the preferred NaN (quiet, payload zero), or of a NaN input quieted, or
/// of a NaN input unchanged. One free choice of `1 + bits` bits picks the sign and the
/// option (numbers past the last option, or naming an input that is not a NaN, pick the
/// preferred NaN), so a source program's choice is one quantified variable.
pub fn nan_result<D: Domain>(d: &D, k: FloatKind, r: D::V, inputs: &[D::V], mode: NanMode) -> D::V {
    nan_choice(d, k, r, inputs, mode, false)
}

/// [`nan_result`] where the choice 0 keeps `r` itself: for an `r` whose NaN is one of
/// the allowed ones and the same in every domain (an x86 instruction's, computed from
/// bits), so that an evaluation with every choice zero gives the hardware's result.
pub fn nan_result_or_own<D: Domain>(d: &D, k: FloatKind, r: D::V, inputs: &[D::V], mode: NanMode) -> D::V {
    nan_choice(d, k, r, inputs, mode, true)
}

fn nan_choice<D: Domain>(d: &D, k: FloatKind, r: D::V, inputs: &[D::V], mode: NanMode, own: bool) -> D::V {
    let NanMode::Free { angelic } = mode else { return r };
    let (e, s) = layout(k);
    let first = own as u64;
    let sel_w = bits_for(1 + first as usize + 2 * inputs.len());
    let c = d.nondet(1 + sel_w, angelic);
    let sign = d.extract(&c, sel_w, sel_w);
    let mut body = crate::util::ApInt::zero(e + s);
    for i in 0..e {
        body.set_bit(s + i, true);
    }
    body.set_bit(s - 1, true);
    let mut pick = d.lit(&body);
    if sel_w > 0 {
        let sel = d.extract(&c, sel_w - 1, 0);
        let mut qbit = crate::util::ApInt::zero(e + s);
        qbit.set_bit(s - 1, true);
        let qbit = d.lit(&qbit);
        for (i, x) in inputs.iter().enumerate() {
            let low = d.extract(x, k.bits() - 2, 0);
            let is_nan = d.fp_is_nan(k, x);
            let at = |j: u64| d.eq(&sel, &d.lit_u64(sel_w, first + 2 * i as u64 + j));
            let quiet = d.and(&is_nan, &at(1));
            let same = d.and(&is_nan, &at(2));
            pick = d.ite(&quiet, &d.bin(super::BvBin::Or, &low, &qbit), &pick);
            pick = d.ite(&same, &low, &pick);
        }
    }
    let mut nan = d.concat(&sign, &pick);
    if own {
        nan = d.ite(&d.is_zero(&c), &r, &nan);
    }
    let out = d.ite(&d.fp_is_nan(k, &r), &nan, &r);
    d.nan_alias(&out, &r);
    out
}

/// The sign-bit mask of a format, as a literal.
fn sign_mask<D: Domain>(d: &D, k: FloatKind) -> D::V {
    let mut m = crate::util::ApInt::zero(k.bits());
    m.set_bit(k.bits() - 1, true);
    d.lit(&m)
}

/// True when `x` is ±infinity (exponent all ones, significand zero).
pub fn is_inf<D: Domain>(d: &D, k: FloatKind, x: &D::V) -> D::B {
    let (e, s) = k.ieee_layout().expect("sem only admits IEEE formats");
    let mut inf = crate::util::ApInt::zero(k.bits());
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

/// `fadd fsub fmul fdiv frem` with fast-math flags; `live` says which operands may
/// offer their NaN to the result ([`nan_input`]).
#[allow(clippy::too_many_arguments)]
pub fn binary<D: Domain>(
    d: &D,
    k: FloatKind,
    op: BinOp,
    fmf: FastMath,
    nan: NanMode,
    live: [bool; 2],
    a: &Value<D>,
    b: &Value<D>,
) -> Value<D> {
    let fop = arith_of(op);
    map2(a, b, |x, y| {
        let r = d.fp_arith(k, fop, &x.bits, &y.bits);
        let r = nan_result(d, k, r, &live_inputs(live, [&x.bits, &y.bits]), nan);
        let p = d.or(&x.poison, &y.poison);
        let p = d.or(&p, &fmf_poison(d, k, fmf, &x.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &y.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &r));
        Lane { bits: r, poison: p }
    })
}

/// The operands marked live, cloned.
pub fn live_inputs<V: Clone, const N: usize>(live: [bool; N], xs: [&V; N]) -> Vec<V> {
    xs.iter()
        .zip(live)
        .filter(|(_, l)| *l)
        .map(|(x, _)| (*x).clone())
        .collect()
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
        Lane {
            bits: d.from_bool(&r),
            poison: p,
        }
    })
}

/// True when the program can observe the bits of a NaN (its sign, quiet bit or payload):
/// it returns a value with floating-point lanes (refinement compares them bit for bit),
/// stores one (memory is compared byte by byte, and may be read back as an integer),
/// bitcasts one to another type, or calls an operation that reads a NaN's sign
/// (`copysign`'s second operand, x86 `movmsk`) or quiet bit (`minnum`/`maxnum` treat a
/// signaling NaN apart). Elsewhere NaNs are only ever compared as NaNs, so one NaN
/// stands for all ([`NanMode::Canonical`](NanMode::Canonical)).
pub fn observes_nan_bits(f: &crate::ir::Function) -> bool {
    f.ret.scalar().is_float()
        || f.insts().any(|i| match &i.op {
            crate::ir::Op::Cast {
                op: crate::ir::CastOp::BitCast,
                a,
                ..
            } => a.ty.scalar().is_float() && a.ty.scalar() != i.ty.scalar(),
            crate::ir::Op::Store { val, .. } => val.ty.scalar().is_float(),
            crate::ir::Op::Call(c) => c.intrinsic().is_some_and(|n| {
                super::x86::observes_float_bits(n)
                    || matches!(
                        crate::ir::intrinsic_base_name(n),
                        "copysign" | "minnum" | "maxnum" | "minimumnum" | "maximumnum"
                    )
            }),
            _ => false,
        })
}

/// The NaN mode of a refinement query, decided once for both programs: free NaN choices
/// (LangRef) when either can observe NaN bits, so that the source's and the target's
/// NaNs are compared under the same rules; `angelic` marks the source.
pub fn pair_nan_mode(src: &crate::ir::Function, tgt: &crate::ir::Function, angelic: bool) -> NanMode {
    if observes_nan_bits(src) || observes_nan_bits(tgt) {
        NanMode::Free { angelic }
    } else {
        NanMode::Canonical
    }
}
