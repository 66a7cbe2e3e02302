//! The refinement check: does `tgt` refine `src`? Built from `sem` run in the symbolic
//! domain; answered by exhaustive concrete evaluation when the inputs are few bits, else
//! by Z3. Every counterexample is replayed through `interp` before it is reported.

use super::Symbolic;
use crate::interp::Concrete;
use crate::ir::{FloatKind, Function, Type};
use crate::sem::{self, Domain, Lane, Outcome, Value};
use crate::util::apint::ApInt;
use std::time::{Duration, Instant};
use z3::ast::{Bool, BV};


/// Why a verdict is `Unknown`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnknownReason {
    Timeout,
    Unsupported(String),
    /// The solver gave up for another reason (its own words).
    Solver(String),
}

impl std::fmt::Display for UnknownReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            UnknownReason::Timeout => write!(f, "timeout"),
            UnknownReason::Unsupported(s) => write!(f, "unsupported: {s}"),
            UnknownReason::Solver(s) => write!(f, "solver: {s}"),
        }
    }
}

/// One concrete lane: bits, or poison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaneVal {
    Bits(ApInt),
    Poison,
}

/// An input on which `tgt` does not refine `src`, with both programs' behaviour on it
/// (as replayed by the concrete interpreter).
#[derive(Clone, Debug)]
pub struct Counterexample {
    /// Parameter name, its type and its lanes.
    pub inputs: Vec<(String, Type, Vec<LaneVal>)>,
    pub ret_ty: Type,
    pub src: Behaviour,
    pub tgt: Behaviour,
    /// What goes wrong, in words ("target has UB", "lane 2 differs", ...).
    pub reason: String,
}

/// What a program does on one input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Behaviour {
    Ub,
    Returns(Vec<LaneVal>),
    ReturnsVoid,
}

/// The answer to a refinement query. Only `Valid` may ever reach a rewrite.
#[derive(Clone, Debug)]
pub enum Verdict {
    Valid,
    Invalid(Box<Counterexample>),
    Unknown(UnknownReason),
}

impl Verdict {
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Valid => "valid",
            Verdict::Invalid(_) => "invalid",
            Verdict::Unknown(_) => "unknown",
        }
    }
}

/// Errors in the question itself (not verdicts): the two functions cannot be compared.
#[derive(Debug, thiserror::Error)]
pub enum RefineError {
    #[error("@{src} and @{tgt} have different signatures")]
    Signature { src: String, tgt: String },
    #[error("internal error: the solver's counterexample does not reproduce in the interpreter ({0}); this is a bug in minotaur's semantics")]
    Irreproducible(String),
}

/// Options of a query.
#[derive(Clone, Debug)]
pub struct Options {
    pub timeout: Duration,
    /// Prove by running every input concretely when the inputs total at most this many
    /// bits (poison flags included) and neither program makes free choices.
    pub exhaustive_bits: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { timeout: Duration::from_secs(60), exhaustive_bits: 16 }
    }
}

fn same_signature(src: &Function, tgt: &Function) -> bool {
    src.ret == tgt.ret && src.params.len() == tgt.params.len() && src.params.iter().zip(&tgt.params).all(|(a, b)| a.ty == b.ty)
}

fn float_kind(t: &Type) -> Option<FloatKind> {
    match t.scalar() {
        Type::Float(k) => Some(*k),
        _ => None,
    }
}

/// Lane equality for refinement: bits equal, or both NaN for floating point.
fn lane_eq<D: Domain>(d: &D, ty: &Type, a: &D::V, b: &D::V) -> D::B {
    let eq = d.eq(a, b);
    match float_kind(ty) {
        Some(k) => d.or(&eq, &d.and(&d.fp_is_nan(k, a), &d.fp_is_nan(k, b))),
        None => eq,
    }
}

/// The condition "tgt does NOT refine src" for one pair of outcomes.
fn violation<D: Domain>(d: &D, ty: &Type, s: &Outcome<D>, t: &Outcome<D>) -> D::B {
    let mut bad = t.ub.clone();
    if let (Some(sv), Some(tv)) = (&s.ret, &t.ret) {
        for (sl, tl) in sv.lanes.iter().zip(&tv.lanes) {
            let differs = d.or(&tl.poison, &d.not(&lane_eq(d, ty, &sl.bits, &tl.bits)));
            bad = d.or(&bad, &d.and(&d.not(&sl.poison), &differs));
        }
    }
    d.and(&d.not(&s.ub), &bad)
}

/// Total input bits (lane bits + a poison flag per lane).
fn input_bits(f: &Function) -> Result<u64, sem::Unsupported> {
    let mut n = 0u64;
    for p in &f.params {
        sem::check_type(&p.ty)?;
        n += (sem::lane_bits(&p.ty)? as u64 + 1) * p.ty.lanes() as u64;
    }
    Ok(n)
}

/// Runs both programs concretely on one input; `Some(reason)` when `tgt` fails to refine.
fn concrete_violation(src: &Function, tgt: &Function, args: &[Value<Concrete>], tgt_choices: Vec<ApInt>) -> Result<Option<String>, sem::Unsupported> {
    let d = Concrete::new();
    let s = sem::eval_function(&d, src, args.to_vec(), true)?;
    let dt = Concrete::with_choices(tgt_choices);
    let t = sem::eval_function(&dt, tgt, args.to_vec(), false)?;
    if s.ub {
        return Ok(None);
    }
    if t.ub {
        return Ok(Some("target has undefined behaviour where the source has none".into()));
    }
    if let (Some(sv), Some(tv)) = (&s.ret, &t.ret) {
        for (i, (sl, tl)) in sv.lanes.iter().zip(&tv.lanes).enumerate() {
            if sl.poison {
                continue;
            }
            if tl.poison {
                return Ok(Some(format!("{} is poison in the target but not in the source", lane_name(i, sv.lanes.len()))));
            }
            if !lane_eq(&d, &src.ret, &sl.bits, &tl.bits) {
                return Ok(Some(format!("{} differs", lane_name(i, sv.lanes.len()))));
            }
        }
    }
    Ok(None)
}

fn lane_name(i: usize, n: usize) -> String {
    if n == 1 {
        "the value".into()
    } else {
        format!("lane {i}")
    }
}

fn behaviour(o: &Outcome<Concrete>) -> Behaviour {
    if o.ub {
        return Behaviour::Ub;
    }
    match &o.ret {
        None => Behaviour::ReturnsVoid,
        Some(v) => Behaviour::Returns(v.lanes.iter().map(|l| if l.poison { LaneVal::Poison } else { LaneVal::Bits(l.bits.clone()) }).collect()),
    }
}

fn to_values(f: &Function, lanes: &[Vec<LaneVal>]) -> Vec<Value<Concrete>> {
    f.params
        .iter()
        .zip(lanes)
        .map(|(p, ls)| {
            let w = sem::lane_bits(&p.ty).unwrap_or(1);
            Value {
                lanes: ls
                    .iter()
                    .map(|l| match l {
                        LaneVal::Bits(b) => Lane { bits: b.clone(), poison: false },
                        LaneVal::Poison => Lane { bits: ApInt::zero(w), poison: true },
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Builds a replayed counterexample, or the internal error when it does not reproduce.
fn counterexample(src: &Function, tgt: &Function, lanes: Vec<Vec<LaneVal>>, tgt_choices: Vec<ApInt>) -> Result<Verdict, RefineError> {
    let args = to_values(src, &lanes);
    let reason = match concrete_violation(src, tgt, &args, tgt_choices.clone()) {
        Ok(Some(r)) => r,
        Ok(None) => return Err(RefineError::Irreproducible(format!("inputs {lanes:?}"))),
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    let d = Concrete::new();
    let s = sem::eval_function(&d, src, args.clone(), true).map_err(|u| RefineError::Irreproducible(u.0))?;
    let t = sem::eval_function(&Concrete::with_choices(tgt_choices), tgt, args, false).map_err(|u| RefineError::Irreproducible(u.0))?;
    let inputs = src.params.iter().zip(lanes).map(|(p, l)| (p.name.clone(), p.ty.clone(), l)).collect();
    Ok(Verdict::Invalid(Box::new(Counterexample { inputs, ret_ty: src.ret.clone(), src: behaviour(&s), tgt: behaviour(&t), reason })))
}

/// Decides whether `tgt` refines `src`.
pub fn refines(src: &Function, tgt: &Function, opts: &Options) -> Result<Verdict, RefineError> {
    if !same_signature(src, tgt) {
        return Err(RefineError::Signature { src: src.name.clone(), tgt: tgt.name.clone() });
    }
    let bits = match input_bits(src).and_then(|b| sem::check_type(&src.ret).map(|_| b).or_else(|e| if src.ret.is_void() { Ok(b) } else { Err(e) })) {
        Ok(b) => b,
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    if bits <= opts.exhaustive_bits as u64 {
        match exhaustive(src, tgt) {
            Ok(Some(v)) => return Ok(v),
            Ok(None) => {}
            Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
        }
    }
    solve(src, tgt, opts)
}

/// Every input, concretely: a proof when neither program makes a free choice. `None`
/// when free choices make enumeration inconclusive.
fn exhaustive(src: &Function, tgt: &Function) -> Result<Option<Verdict>, sem::Unsupported> {
    // Lane slots: (param, lane, width).
    let mut slots = Vec::new();
    for (pi, p) in src.params.iter().enumerate() {
        for li in 0..p.ty.lanes() {
            slots.push((pi, li as usize, sem::lane_bits(&p.ty)?));
        }
    }
    let total: u32 = slots.iter().map(|s| s.2 + 1).sum();
    for code in 0u64..(1u64 << total) {
        let mut lanes: Vec<Vec<LaneVal>> = src.params.iter().map(|p| Vec::with_capacity(p.ty.lanes() as usize)).collect();
        let mut c = code;
        for &(pi, _, w) in &slots {
            let poison = c & 1 == 1;
            c >>= 1;
            let v = ApInt::from_u64(w, c & ((1u64 << w) - 1));
            c >>= w;
            lanes[pi].push(if poison { LaneVal::Poison } else { LaneVal::Bits(v) });
        }
        let args = to_values(src, &lanes);
        let ds = Concrete::new();
        let s = sem::eval_function(&ds, src, args.clone(), true)?;
        let dt = Concrete::new();
        let _ = sem::eval_function(&dt, tgt, args.clone(), false)?;
        if ds.choices_made() > 0 || dt.choices_made() > 0 {
            return Ok(None);
        }
        let _ = s;
        if concrete_violation(src, tgt, &args, Vec::new())?.is_some() {
            return Ok(Some(counterexample(src, tgt, lanes, Vec::new()).map_err(|e| sem::Unsupported(e.to_string()))?));
        }
    }
    Ok(Some(Verdict::Valid))
}

/// The symbolic query, answered by Z3.
fn solve(src: &Function, tgt: &Function, opts: &Options) -> Result<Verdict, RefineError> {
    let started = Instant::now();
    let d = Symbolic::new();
    // Shared inputs.
    let mut inputs: Vec<Vec<(BV, Bool)>> = Vec::new();
    let mut args = Vec::new();
    for p in &src.params {
        let w = match sem::lane_bits(&p.ty) {
            Ok(w) => w,
            Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
        };
        let mut ls = Vec::new();
        let mut lanes = Vec::new();
        for li in 0..p.ty.lanes() {
            let b = BV::new_const(format!("in.{}.{li}", p.name), w);
            let q = Bool::new_const(format!("in.{}.{li}.poison", p.name));
            lanes.push(Lane { bits: b.clone(), poison: q.clone() });
            ls.push((b, q));
        }
        inputs.push(ls);
        args.push(Value { lanes });
    }
    let s = match sem::eval_function(&d, src, args.clone(), true) {
        Ok(o) => o,
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    let src_choices: Vec<BV> = d.nondets().into_iter().filter(|(_, a)| *a).map(|(v, _)| v).collect();
    let t = match sem::eval_function(&d, tgt, args, false) {
        Ok(o) => o,
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    let tgt_choices: Vec<BV> = d.nondets().into_iter().filter(|(_, a)| !*a).map(|(v, _)| v).collect();
    let mut bad = violation(&d, &src.ret, &s, &t);
    if !src_choices.is_empty() {
        bad = super::forall(&src_choices, &bad);
    }
    let left = opts.timeout.saturating_sub(started.elapsed());
    let q = super::Query::new(left.as_millis().clamp(1, u32::MAX as u128) as u32);
    q.assert(&bad);
    match q.check() {
        super::Answer::Unsat => Ok(Verdict::Valid),
        super::Answer::Unknown(why) => {
            if why.contains("timeout") || why.contains("canceled") || started.elapsed() >= opts.timeout {
                Ok(Verdict::Unknown(UnknownReason::Timeout))
            } else {
                Ok(Verdict::Unknown(UnknownReason::Solver(why)))
            }
        }
        super::Answer::Sat(model) => {
            let bits = |v: &BV| model.eval_bv(v).unwrap_or_else(|| ApInt::zero(v.get_size()));
            let lanes: Vec<Vec<LaneVal>> = inputs
                .iter()
                .map(|ls| {
                    ls.iter()
                        .map(|(b, q)| if model.eval_bool(q).unwrap_or(false) { LaneVal::Poison } else { LaneVal::Bits(bits(b)) })
                        .collect()
                })
                .collect();
            let choices = tgt_choices.iter().map(bits).collect();
            counterexample(src, tgt, lanes, choices)
        }
    }
}
