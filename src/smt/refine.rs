//! The refinement check: does `tgt` refine `src`? Built from `sem` run in the symbolic
//! domain; answered by exhaustive concrete evaluation when the inputs are few bits, else
//! by Z3. Every counterexample is replayed through `interp` before it is reported.

use super::Symbolic;
use crate::interp::Concrete;
use crate::ir::{FloatKind, Function, Type};
use crate::sem::{self, Domain, Lane, Outcome, Value};
use crate::util::apint::ApInt;
use std::time::{Duration, Instant};
use z3::ast::{Ast, Bool, BV};


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
    /// Decide by running every input and every free choice concretely when they total at
    /// most this many bits (poison flags included).
    pub exhaustive_bits: u32,
    /// Sampled inputs tried concretely for a counterexample before the solver.
    pub samples: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { timeout: Duration::from_secs(60), exhaustive_bits: 16, samples: 2000 }
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
    violation_with(src, tgt, args, Vec::new(), tgt_choices)
}

/// Like [`concrete_violation`], with the source's free choices given too.
fn violation_with(src: &Function, tgt: &Function, args: &[Value<Concrete>], src_choices: Vec<ApInt>, tgt_choices: Vec<ApInt>) -> Result<Option<String>, sem::Unsupported> {
    let d = Concrete::with_choices(src_choices);
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
    if undef_reaches_branches(tgt) {
        return Ok(Verdict::Unknown(UnknownReason::Unsupported("undef in a target that branches".into())));
    }
    let _ = bits;
    match exhaustive(src, tgt, opts.exhaustive_bits) {
        Ok(Some(v)) => return Ok(v),
        Ok(None) => {}
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    }
    match sample(src, tgt, opts.samples) {
        Ok(Some(v)) => return Ok(v),
        Ok(None) => {}
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    }
    solve(src, tgt, opts)
}

/// Decodes `code` into values of the given widths (lowest bits first).
fn decode(widths: &[u32], mut code: u64) -> Vec<ApInt> {
    widths
        .iter()
        .map(|&w| {
            let v = ApInt::from_u64(w, code & ((1u64 << w) - 1));
            code >>= w;
            v
        })
        .collect()
}

/// The inputs of `code`: per lane a poison bit, then the lane's bits.
fn decode_inputs(src: &Function, slots: &[(usize, u32)], mut code: u64) -> Vec<Vec<LaneVal>> {
    let mut lanes: Vec<Vec<LaneVal>> = src.params.iter().map(|_| Vec::new()).collect();
    for &(pi, w) in slots {
        let poison = code & 1 == 1;
        code >>= 1;
        let v = ApInt::from_u64(w, code & ((1u64 << w) - 1));
        code >>= w;
        lanes[pi].push(if poison { LaneVal::Poison } else { LaneVal::Bits(v) });
    }
    lanes
}

/// Every input and every free choice, concretely: a proof (or a refutation) when they
/// total at most `max_bits`. The target's choices are the adversary's, the source's are
/// ours: the target fails when, for some input and target choice, every source choice
/// disagrees. `None` when there are too many bits to enumerate.
fn exhaustive(src: &Function, tgt: &Function, max_bits: u32) -> Result<Option<Verdict>, sem::Unsupported> {
    let mut slots = Vec::new();
    for (pi, p) in src.params.iter().enumerate() {
        for _ in 0..p.ty.lanes() {
            slots.push((pi, sem::lane_bits(&p.ty)?));
        }
    }
    let in_bits: u32 = slots.iter().map(|s| s.1 + 1).sum();
    if in_bits > max_bits {
        return Ok(None);
    }
    // The programs ask for the same choices on every input (every block is evaluated).
    let probe = to_values(src, &decode_inputs(src, &slots, 0));
    let (ds, dt) = (Concrete::new(), Concrete::new());
    sem::eval_function(&ds, src, probe.clone(), true)?;
    sem::eval_function(&dt, tgt, probe, false)?;
    let (sw, tw) = (ds.choice_widths(), dt.choice_widths());
    let (sbits, tbits): (u32, u32) = (sw.iter().sum(), tw.iter().sum());
    if in_bits + sbits + tbits > max_bits {
        return Ok(None);
    }
    for code in 0u64..(1u64 << in_bits) {
        let lanes = decode_inputs(src, &slots, code);
        let args = to_values(src, &lanes);
        for tc in 0u64..(1u64 << tbits) {
            let tchoice = decode(&tw, tc);
            let mut some_src_choice_works = false;
            for sc in 0u64..(1u64 << sbits) {
                if violation_with(src, tgt, &args, decode(&sw, sc), tchoice.clone())?.is_none() {
                    some_src_choice_works = true;
                    break;
                }
            }
            if !some_src_choice_works {
                return Ok(Some(counterexample(src, tgt, lanes, tchoice).map_err(|e| sem::Unsupported(e.to_string()))?));
            }
        }
    }
    Ok(Some(Verdict::Valid))
}

/// A small deterministic generator (splitmix64) for concrete testing.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Interesting bits for a lane of type `t`: edge values half the time, else random.
fn sample_lane(rng: &mut Rng, t: &Type, w: u32) -> ApInt {
    let r = rng.next();
    let words: Vec<u64> = (0..w.div_ceil(64)).map(|_| rng.next()).collect();
    let random = ApInt::from_words(w, &words);
    if r % 2 == 0 {
        return random;
    }
    let pick = (r >> 1) % 8;
    if let Some(k) = float_kind(t) {
        let lit = |s: &str| crate::ir::float::parse_literal(k, s).unwrap_or_else(|| ApInt::zero(w));
        return match pick {
            0 => lit("0.0"),
            1 => lit("-0.0"),
            2 => lit("1.0"),
            3 => lit("-1.0"),
            4 => lit("0x7FF0000000000000"),
            5 => lit("0xFFF0000000000000"),
            6 => lit("0x7FF8000000000000"),
            _ => ApInt::from_u64(w, 1),
        };
    }
    match pick {
        0 => ApInt::zero(w),
        1 => ApInt::from_u64(w, 1),
        2 => ApInt::all_ones(w),
        3 => ApInt::zero(w).neg_min(),
        4 => ApInt::zero(w).neg_min().not(),
        5 => ApInt::from_u64(w, 2),
        6 => ApInt::from_u64(w, (r >> 8) % (w as u64 + 2)),
        _ => random,
    }
}

/// Looks for a counterexample on sampled inputs, before any solver call. Only when the
/// source makes no free choice (a violation is then a real counterexample; the target's
/// choices are all zero, which is one of the adversary's options).
fn sample(src: &Function, tgt: &Function, tries: u32) -> Result<Option<Verdict>, sem::Unsupported> {
    let mut rng = Rng(0x6d69_6e6f_7461_7572);
    for _ in 0..tries {
        let mut lanes = Vec::new();
        for p in &src.params {
            let w = sem::lane_bits(&p.ty)?;
            lanes.push((0..p.ty.lanes()).map(|_| if rng.next() % 16 == 0 { LaneVal::Poison } else { LaneVal::Bits(sample_lane(&mut rng, &p.ty, w)) }).collect::<Vec<_>>());
        }
        let args = to_values(src, &lanes);
        let ds = Concrete::new();
        sem::eval_function(&ds, src, args.clone(), true)?;
        if ds.choices_made() > 0 {
            return Ok(None);
        }
        if concrete_violation(src, tgt, &args, Vec::new())?.is_some() {
            return Ok(Some(counterexample(src, tgt, lanes, Vec::new()).map_err(|e| sem::Unsupported(e.to_string()))?));
        }
    }
    Ok(None)
}

/// True when a target uses `undef` and branches: branching on a value computed from
/// `undef` is UB, which the model does not track through computations.
fn undef_reaches_branches(f: &Function) -> bool {
    let has_undef = f.insts().any(|i| i.op.operands().iter().any(|o| matches!(&o.val, crate::ir::Val::Const(c) if const_has_undef(c))));
    let branches = f.insts().any(|i| matches!(i.op, crate::ir::Op::CondBr { .. } | crate::ir::Op::Switch { .. }));
    has_undef && branches
}

fn const_has_undef(c: &crate::ir::Const) -> bool {
    use crate::ir::Const;
    match c {
        Const::Undef => true,
        Const::Vector(es) | Const::Array(es) | Const::Struct(es, _) => es.iter().any(|(_, e)| const_has_undef(e)),
        Const::Splat(_, e) => const_has_undef(e),
        _ => false,
    }
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
    let quantified = !src_choices.is_empty();
    let unquantified = bad.clone();
    if quantified {
        bad = super::forall(&src_choices, &bad);
    }
    let left = opts.timeout.saturating_sub(started.elapsed());
    let ms = left.as_millis().clamp(1, u32::MAX as u128) as u32;
    let q = match std::env::var("MINOTAUR_Z3_TACTIC") {
        Ok(t) => super::Query::with_tactic(ms, &t),
        Err(_) => super::Query::new(ms),
    };
    q.assert(&bad);
    match q.check() {
        super::Answer::Unsat => Ok(Verdict::Valid),
        super::Answer::Unknown(why) => {
            if quantified && why.contains("quantifiers") && started.elapsed() < opts.timeout {
                // Z3's instantiation gave up: decide the 2QBF by counterexample-guided rounds.
                return cegis(src, tgt, opts, started, &unquantified, &inputs, &src_choices, &tgt_choices);
            }
            Ok(unknown_of(why, opts, started))
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

/// `ms` left of the query's time, at least 1.
fn remaining_ms(opts: &Options, started: Instant) -> u32 {
    opts.timeout.saturating_sub(started.elapsed()).as_millis().clamp(1, u32::MAX as u128) as u32
}

fn unknown_of(why: String, opts: &Options, started: Instant) -> Verdict {
    if why.contains("timeout") || why.contains("canceled") || started.elapsed() >= opts.timeout {
        Verdict::Unknown(UnknownReason::Timeout)
    } else {
        Verdict::Unknown(UnknownReason::Solver(why))
    }
}

/// Decides `exists inputs, target choices: forall source choices: bad` without
/// quantifiers (a 2QBF counterexample-guided loop): find inputs and target choices that
/// defeat every source choice tried so far; then look for a source choice that answers
/// them. None: a counterexample. One: try it too. No inputs left: valid.
#[allow(clippy::too_many_arguments)]
fn cegis(src: &Function, tgt: &Function, opts: &Options, started: Instant, bad: &Bool, inputs: &[Vec<(BV, Bool)>], src_choices: &[BV], tgt_choices: &[BV]) -> Result<Verdict, RefineError> {
    let lit = |v: &ApInt| super::bv_lit(v);
    let mut tried: Vec<Vec<ApInt>> = vec![src_choices.iter().map(|c| ApInt::zero(c.get_size())).collect()];
    for _round in 0..64 {
        // 1. Inputs and target choices that defeat every source choice tried.
        let q = super::Query::new(remaining_ms(opts, started));
        for choice in &tried {
            let pairs: Vec<(&BV, BV)> = src_choices.iter().zip(choice).map(|(v, c)| (v, lit(c))).collect();
            let refs: Vec<(&BV, &BV)> = pairs.iter().map(|(v, c)| (*v, c)).collect();
            q.assert(&bad.substitute(&refs));
        }
        let model = match q.check() {
            super::Answer::Unsat => return Ok(Verdict::Valid),
            super::Answer::Unknown(why) => return Ok(unknown_of(why, opts, started)),
            super::Answer::Sat(m) => m,
        };
        let bits = |v: &BV| model.eval_bv(v).unwrap_or_else(|| ApInt::zero(v.get_size()));
        let lanes: Vec<Vec<LaneVal>> = inputs
            .iter()
            .map(|ls| ls.iter().map(|(b, p)| if model.eval_bool(p).unwrap_or(false) { LaneVal::Poison } else { LaneVal::Bits(bits(b)) }).collect())
            .collect();
        let tchoice: Vec<ApInt> = tgt_choices.iter().map(bits).collect();
        // 2. A source choice that answers them?
        let mut bv_pairs: Vec<(BV, BV)> = Vec::new();
        let mut bool_pairs: Vec<(Bool, Bool)> = Vec::new();
        for (ls, vals) in inputs.iter().zip(&lanes) {
            for ((b, p), v) in ls.iter().zip(vals) {
                match v {
                    LaneVal::Poison => {
                        bool_pairs.push((p.clone(), Bool::from_bool(true)));
                        bv_pairs.push((b.clone(), lit(&ApInt::zero(b.get_size()))));
                    }
                    LaneVal::Bits(x) => {
                        bool_pairs.push((p.clone(), Bool::from_bool(false)));
                        bv_pairs.push((b.clone(), lit(x)));
                    }
                }
            }
        }
        for (v, c) in tgt_choices.iter().zip(&tchoice) {
            bv_pairs.push((v.clone(), lit(c)));
        }
        let bvr: Vec<(&BV, &BV)> = bv_pairs.iter().map(|(a, b)| (a, b)).collect();
        let br: Vec<(&Bool, &Bool)> = bool_pairs.iter().map(|(a, b)| (a, b)).collect();
        let fixed = bad.substitute(&bvr).substitute(&br);
        let q2 = super::Query::new(remaining_ms(opts, started));
        q2.assert(&fixed.not());
        match q2.check() {
            super::Answer::Unsat => return counterexample(src, tgt, lanes, tchoice),
            super::Answer::Unknown(why) => return Ok(unknown_of(why, opts, started)),
            super::Answer::Sat(m2) => tried.push(src_choices.iter().map(|c| m2.eval_bv(c).unwrap_or_else(|| ApInt::zero(c.get_size()))).collect()),
        }
    }
    Ok(Verdict::Unknown(UnknownReason::Solver("no decision after 64 rounds of choosing the source's free values".into())))
}
