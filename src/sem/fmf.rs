//! The fast-math flags that widen what an instruction may return (LangRef, "Fast-Math
//! Flags"), beyond `nnan`/`ninf` (poison, in `fp`): `nsz` and `arcp` are modelled as free
//! choices, made the same way in both programs (the source's existential, the target's
//! universal), so a function with them refines itself; `contract`, `reassoc` and `afn`
//! change nothing unless an instruction could be fused, reassociated or approximated,
//! and [`unmodelled`] says where one could (the refinement check then answers
//! `Unknown` for a target). In a source program every flag may be ignored: a flag only
//! adds behaviours, and a source with fewer behaviours can only make a check fail.

use super::domain::{Domain, FpArith};
use super::fp::{fabs_bits, fmf_poison, nan_result, NanMode};
use super::int::map2;
use super::{Lane, Value};
use crate::ir::{BinOp, CastOp, FastMath, FloatKind, Function, Inst, Op, Operand, Type, Val};
use std::collections::HashMap;

/// `reassoc`: may be reassociated.
pub const REASSOC: FastMath = FastMath(1);
/// `arcp`: a division may be a multiplication by the reciprocal.
pub const ARCP: FastMath = FastMath(16);
/// `contract`: a multiply and an add may be fused.
pub const CONTRACT: FastMath = FastMath(32);
/// `afn`: a math function may be approximated.
pub const AFN: FastMath = FastMath(64);

/// The fast-math flags of an instruction (empty for those without).
pub fn flags(op: &Op) -> FastMath {
    match op {
        Op::Bin { fmf, .. }
        | Op::FNeg { fmf, .. }
        | Op::FCmp { fmf, .. }
        | Op::Select { fmf, .. }
        | Op::Cast { fmf, .. }
        | Op::Phi { fmf, .. } => *fmf,
        Op::Call(c) => c.fmf,
        _ => FastMath::default(),
    }
}

/// `x` with a freely chosen sign where `free` holds.
fn free_sign<D: Domain>(d: &D, k: FloatKind, x: &D::V, free: &D::B, angelic: bool) -> D::V {
    let s = d.nondet(1, angelic);
    let low = d.extract(x, k.bits() - 2, 0);
    d.ite(free, &d.concat(&s, &low), x)
}

fn is_fp_zero<D: Domain>(d: &D, k: FloatKind, x: &D::V) -> D::B {
    d.is_zero(&fabs_bits(d, k, x))
}

/// `v` of type `ty` with each zero lane of either sign, when `fmf` has `nsz` and `ty` is
/// floating point; else `v` unchanged (and no free choice made).
pub fn nsz_value<D: Domain>(d: &D, ty: &Type, fmf: FastMath, v: Value<D>, angelic: bool) -> Value<D> {
    nsz_result(d, ty, fmf, v, None, angelic)
}

/// [`nsz_value`] for an instruction's result; `operand`, when given, is the operand whose
/// zero sign `nsz` frees ([`nsz_operand`]), of the result's type: where it is a zero the
/// result's sign is free as well (`x / ±0` is `±inf`, `copysign(x, ±0)` is `±|x|`), which
/// is what freeing the operand's sign does, without a second term for the operation.
pub fn nsz_result<D: Domain>(
    d: &D,
    ty: &Type,
    fmf: FastMath,
    v: Value<D>,
    operand: Option<&Value<D>>,
    angelic: bool,
) -> Value<D> {
    match ty.scalar() {
        Type::Float(k) if fmf.has(FastMath::NSZ) && k.ieee_layout().is_some() => {
            let lanes = v
                .lanes
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    let mut free = is_fp_zero(d, *k, &l.bits);
                    if let Some(o) = operand.and_then(|o| o.lanes.get(i)) {
                        free = d.or(&free, &is_fp_zero(d, *k, &o.bits));
                    }
                    Lane {
                        bits: free_sign(d, *k, &l.bits, &free, angelic),
                        poison: l.poison.clone(),
                    }
                })
                .collect();
            Value { lanes }
        }
        _ => v,
    }
}

/// The operand of `op` (by index) whose zero sign `nsz` frees beyond the freedom of a
/// zero result: a zero operand's sign changes a result only where that result is a zero
/// too (which `nsz` frees anyway), except for a divisor (`x / ±0` is `±inf`) and the sign
/// operand of `copysign`, both handled through the result ([`nsz_result`]).
pub fn nsz_sign_operand(op: &Op) -> Option<usize> {
    match op {
        Op::Bin { op: BinOp::FDiv, .. } => Some(1),
        Op::Call(c)
            if c.intrinsic()
                .is_some_and(|n| crate::ir::intrinsic_base_name(n) == "copysign") =>
        {
            Some(1)
        }
        _ => None,
    }
}

/// Whether `nsz` frees the sign of a zero in operand `index` of `op` itself, before the
/// operation: only for the x86 intrinsics, whose results are the hardware's (a zero
/// operand's sign reaches their results in ways not worked out one by one).
pub fn nsz_operand(op: &Op, _index: usize) -> bool {
    match op {
        Op::Call(c) => c.intrinsic().is_some_and(|n| n.starts_with("x86.")),
        _ => false,
    }
}

/// `fdiv` with `arcp`: either the quotient or `x * (1 / y)` (a free choice per lane),
/// NaN results chosen as in `fp::binary` (the reciprocal's NaN carries `y`'s payload, so
/// the set of NaNs is the same), poison as `fp::binary` gives it.
#[allow(clippy::too_many_arguments)]
pub fn fdiv_arcp<D: Domain>(
    d: &D,
    k: FloatKind,
    fmf: FastMath,
    nan: NanMode,
    angelic: bool,
    live: [bool; 2],
    a: &Value<D>,
    b: &Value<D>,
) -> Value<D> {
    let one = d.lit(&crate::ir::parse_literal(k, "1.0").expect("1.0 is a literal of every format"));
    map2(a, b, |x, y| {
        let q = d.fp_arith(k, FpArith::Div, &x.bits, &y.bits);
        let recip = d.fp_arith(k, FpArith::Div, &one, &y.bits);
        let alt = d.fp_arith(k, FpArith::Mul, &x.bits, &recip);
        let pick = d.to_bool(&d.nondet(1, angelic));
        let r = d.ite(&pick, &alt, &q);
        let r = nan_result(d, k, r, &super::fp::live_inputs(live, [&x.bits, &y.bits]), nan);
        let p = d.or(&x.poison, &y.poison);
        let p = d.or(&p, &fmf_poison(d, k, fmf, &x.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &y.bits));
        let p = d.or(&p, &fmf_poison(d, k, fmf, &r));
        Lane { bits: r, poison: p }
    })
}

fn is_add(op: BinOp) -> bool {
    matches!(op, BinOp::FAdd | BinOp::FSub)
}

fn is_mul(op: BinOp) -> bool {
    matches!(op, BinOp::FMul | BinOp::FDiv)
}

/// The instruction defining `o`, looked through `fneg` and `fpext` (which contraction
/// and reassociation see through).
fn def_through<'a>(defs: &HashMap<&str, &'a Inst>, o: &Operand) -> Option<&'a Inst> {
    let mut o = o;
    loop {
        let Val::Local(n) = &o.val else { return None };
        let i = defs.get(n.as_str())?;
        match &i.op {
            Op::FNeg { a, .. } => o = a,
            Op::Cast {
                op: CastOp::FPExt, a, ..
            } => o = a,
            _ => return Some(i),
        }
    }
}

/// Where a fast-math flag of `f` could change an instruction's result in a way the model
/// does not give it, in words; `None` when every flag is modelled (`nnan`, `ninf`,
/// `nsz`, `arcp` on `fdiv`) or cannot change anything:
/// - `contract` fuses only an `fmul contract` feeding an `fadd`/`fsub contract` (through
///   `fneg`/`fpext`): such a pair is reported;
/// - `reassoc` reassociates only a chain of two operations of one kind (`fadd`/`fsub`,
///   `fmul`/`fdiv`) that both have it: such a chain is reported;
/// - `afn` approximates only math functions: a call with it to an intrinsic that is not
///   exact (`exact` in [`GENERIC_INTRINSICS`](crate::ir::GENERIC_INTRINSICS)) is reported;
/// - `arcp` on anything but `fdiv` has no division to change.
pub fn unmodelled(f: &Function) -> Option<String> {
    let defs: HashMap<&str, &Inst> = f.insts().filter_map(|i| i.name.as_deref().map(|n| (n, i))).collect();
    let name = |i: &Inst| i.name.as_deref().map_or("<unnamed>".to_string(), |n| format!("%{n}"));
    for i in f.insts() {
        let fmf = flags(&i.op);
        if let Op::Bin { op, a, b, .. } = &i.op {
            for o in [a, b] {
                let Some(def) = def_through(&defs, o) else { continue };
                let Op::Bin { op: dop, fmf: dfmf, .. } = &def.op else {
                    continue;
                };
                if fmf.has(CONTRACT) && is_add(*op) && *dop == BinOp::FMul && dfmf.has(CONTRACT) {
                    return Some(format!(
                        "`contract` in the target: {} may be fused with the fmul {} into an fma (not modelled)",
                        name(i),
                        name(def)
                    ));
                }
                let same = (is_add(*op) && is_add(*dop)) || (is_mul(*op) && is_mul(*dop));
                if fmf.has(REASSOC) && dfmf.has(REASSOC) && same {
                    return Some(format!(
                        "`reassoc` in the target: {} and {} may be reassociated (not modelled)",
                        name(i),
                        name(def)
                    ));
                }
            }
        }
        if let (true, Op::Call(c)) = (fmf.has(AFN), &i.op) {
            let exact = c
                .intrinsic()
                .map(crate::ir::intrinsic_base_name)
                .and_then(crate::ir::generic_intrinsic)
                .is_some_and(|g| g.exact);
            if !exact {
                return Some(format!(
                    "`afn` in the target: {} ({}) may be approximated (not modelled)",
                    name(i),
                    c.callee_name().unwrap_or("an indirect call")
                ));
            }
        }
    }
    None
}
