//! The refinement check: does `tgt` refine `src`? Built from `sem` run in the symbolic
//! domain; answered by exhaustive concrete evaluation when the inputs are few bits, else
//! by Z3. Every counterexample is replayed through `interp` before it is reported.
//!
//! On one input (parameters and initial memory, shared), `tgt` refines `src` when `src`
//! has UB, or: `tgt` has no UB, returns a refinement of `src`'s value, reads only bytes
//! `src` accessed and writes only bytes `src` wrote, and leaves memory refining `src`'s at
//! every byte either stored to.

use super::concrete::{exhaustive, sample};
use super::Symbolic;
use crate::ir::{Function, Type};
use crate::sem::{self, Domain, Lane, Memory, Outcome, Value};
use crate::util::ApInt;
use std::time::{Duration, Instant};
use z3::ast::{Ast, Bool, BV};

/// Why a verdict is `Unknown`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnknownReason {
    /// The solver ran out of time.
    Timeout,
    /// Something the model does not give a meaning to (what).
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
    /// A defined lane.
    Bits(ApInt),
    /// An undef lane (an input only): each use may read a different value.
    Undef,
    /// A poison lane.
    Poison,
}

/// An input on which `tgt` does not refine `src`, with both programs' behaviour on it
/// (as replayed by the concrete interpreter).
#[derive(Clone, Debug)]
pub struct Counterexample {
    /// Parameter name, its type and its lanes.
    pub inputs: Vec<(String, Type, Vec<LaneVal>)>,
    /// The functions' return type.
    pub ret_ty: Type,
    /// What the source does on the input.
    pub src: Behaviour,
    /// What the target does on the input.
    pub tgt: Behaviour,
    /// What goes wrong, in words ("target has UB", "lane 2 differs", ...).
    pub reason: String,
    /// The bytes of initial memory the programs read: (address, byte), by first read.
    pub memory: Vec<(ApInt, LaneVal)>,
    /// The inputs other than parameters (memory bytes, their poison flags, in-bounds
    /// bits) in the order the programs ask for them: what the concrete domain replays.
    pub replay: Vec<ApInt>,
}

/// What a program does on one input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Behaviour {
    /// Undefined behaviour.
    Ub,
    /// Returns these lanes.
    Returns(Vec<LaneVal>),
    /// Returns from a `void` function.
    ReturnsVoid,
}

/// The answer to a refinement query. Only `Valid` may ever reach a rewrite.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// `tgt` refines `src` on every input.
    Valid,
    /// An input on which it does not.
    Invalid(Box<Counterexample>),
    /// Undecided, and why.
    Unknown(UnknownReason),
}

impl Verdict {
    /// `valid`, `invalid` or `unknown`.
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
    /// The functions' parameter or return types differ.
    #[error("@{src} and @{tgt} have different signatures")]
    Signature {
        /// The source function's name.
        src: String,
        /// The target function's name.
        tgt: String,
    },
    #[error("internal error: the solver's counterexample does not reproduce in the interpreter ({0}); this is a bug in minotaur's semantics")]
    /// A bug in minotaur: a solver counterexample `interp` does not reproduce (why).
    Irreproducible(String),
}

/// Options of a query.
#[derive(Clone, Debug)]
pub struct Options {
    /// The time budget of one refinement check.
    pub timeout: Duration,
    /// Decide by running every input and every free choice concretely when they total at
    /// most this many bits (poison flags included).
    pub exhaustive_bits: u32,
    /// Sampled inputs tried concretely for a counterexample before the solver.
    pub samples: u32,
    /// Parameters may be `undef` (the LangRef's semantics and Alive2's default; off is
    /// alive-tv's `--disable-undef-input`).
    pub undef_inputs: bool,
    /// Source parameters (by name) the caller knows are never `undef` (they may be
    /// poison): the whole-function check's loop state where no undef reaches it
    /// (docs/apply.md, "Functions with loops").
    pub defined_params: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            timeout: Duration::from_secs(60),
            exhaustive_bits: 16,
            samples: 2000,
            undef_inputs: true,
            defined_params: Vec::new(),
        }
    }
}

fn same_signature(src: &Function, tgt: &Function) -> bool {
    src.ret == tgt.ret
        && src.params.len() == tgt.params.len()
        && src.params.iter().zip(&tgt.params).all(|(a, b)| a.ty == b.ty)
}

/// Lane equality for refinement: bits equal. Floating-point lanes too: a returned NaN's
/// sign, quiet bit and payload are observable (LangRef), and the source's free NaN
/// choices (`sem::nan_result`) let it match any NaN it may produce.
fn lane_eq<D: Domain>(d: &D, _ty: &Type, a: &D::V, b: &D::V) -> D::B {
    d.eq(a, b)
}

/// Each way `tgt` can fail to refine `src` on one input (each meaningful only when the
/// source has no UB).
pub(super) struct Failures<D: Domain> {
    /// The target has UB.
    pub ub: D::B,
    /// Per returned lane: (poison in the target only, differs).
    pub lanes: Vec<(D::B, D::B)>,
    /// The target touches memory the source does not.
    pub access: D::B,
    /// Final memory does not refine.
    pub memory: D::B,
}

/// The refinement conditions, written once for the symbolic query and concrete replay.
/// Reads initial memory (for the final-memory comparison): call it exactly once, after
/// evaluating the source and then the target.
pub(super) fn failures<D: Domain>(
    d: &D,
    ty: &Type,
    mem: &mut Memory<D>,
    s: &Outcome<D>,
    t: &Outcome<D>,
) -> Failures<D> {
    let mut lanes = Vec::new();
    if let (Some(sv), Some(tv)) = (&s.ret, &t.ret) {
        for (sl, tl) in sv.lanes.iter().zip(&tv.lanes) {
            let live = d.not(&sl.poison);
            let poison = d.and(&live, &tl.poison);
            let differs = d.and(
                &live,
                &d.and(&d.not(&tl.poison), &d.not(&lane_eq(d, ty, &sl.bits, &tl.bits))),
            );
            lanes.push((poison, differs));
        }
    }
    let access = sem::access_violation(d, &s.trace, &t.trace);
    let memory = sem::final_violation(d, mem, &s.trace, &t.trace);
    Failures {
        ub: t.ub.clone(),
        lanes,
        access,
        memory,
    }
}

/// The condition "tgt does NOT refine src" for one pair of outcomes, and the same as the
/// disjuncts it is made of when the result has several lanes: what no lane decides (UB,
/// memory) and then each returned lane's failure, each under the same guard (empty for
/// one lane). A query whose whole is hard for the solver is often easy lane by lane:
/// `(x + C) u< C` against `x u> ~C` on `<4 x i32>` with a splatted `C` took Z3 20 s
/// whole and 30 ms per lane.
fn violation<D: Domain>(d: &D, ty: &Type, mem: &mut Memory<D>, s: &Outcome<D>, t: &Outcome<D>) -> (D::B, Vec<D::B>) {
    let f = failures(d, ty, mem, s, t);
    let shared = d.or(&f.ub, &d.or(&f.access, &f.memory));
    let lanes: Vec<D::B> = f.lanes.iter().map(|(p, x)| d.or(p, x)).collect();
    let mut bad = shared.clone();
    for l in &lanes {
        bad = d.or(&bad, l);
    }
    // Only inputs whose blocks are laid out as the LangRef requires are executions.
    let real = mem.well_formed(d);
    let guard = d.and(&real, &d.not(&s.ub));
    let parts = if lanes.len() > 1 {
        std::iter::once(shared)
            .chain(lanes)
            .map(|p| d.and(&guard, &p))
            .collect()
    } else {
        Vec::new()
    };
    (d.and(&guard, &bad), parts)
}

/// `violation`'s parts without the shared one (the first) when it is false as built (the
/// target has no UB and touches no memory). A lane's part is rarely false: simplifying
/// each would cost a rewriter pass per lane on every query, and a false one is an
/// instant `unsat`.
fn without_false_shared(parts: Vec<Bool>) -> Vec<Bool> {
    parts
        .into_iter()
        .enumerate()
        .filter(|(i, p)| *i > 0 || p.simplify().as_bool() != Some(false))
        .map(|(_, p)| p)
        .collect()
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

/// How a query was decided (for benchmarks and reports).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QueryInfo {
    /// Some parameter was treated as possibly undef (the target reads it twice).
    pub undef_inputs: bool,
    /// The solver had to answer a quantified (2QBF) question: the source made free
    /// choices and no cheaper step decided it.
    pub quantified: bool,
    /// The phase that decided it (the last one tried when undecided).
    pub phase: super::schedule::Phase,
}

/// Decides whether `tgt` refines `src`.
pub fn refines(src: &Function, tgt: &Function, opts: &Options) -> Result<Verdict, RefineError> {
    refines_info(src, tgt, opts).map(|(v, _)| v)
}

/// Concrete inputs alone, no solver: the interpreter runs both functions on `samples`
/// random inputs (the verifier's sampling phase). `Some(true)`: one of them shows that
/// `tgt` does not refine `src` (a real counterexample); `Some(false)`: none did (a test,
/// not a proof); `None`: a feature the interpreter does not run (a loop among them).
pub fn refutes_on_samples(src: &Function, tgt: &Function, samples: u32) -> Option<bool> {
    if !same_signature(src, tgt) || sem::unmodelled(tgt).is_some() || sem::target_check(src, tgt).is_err() {
        return None;
    }
    match sample(src, tgt, samples) {
        Ok(Some(Verdict::Invalid(_))) => Some(true),
        Ok(_) => Some(false),
        Err(_) => None,
    }
}

/// [`refines`], also saying how the query was decided.
pub fn refines_info(src: &Function, tgt: &Function, opts: &Options) -> Result<(Verdict, QueryInfo), RefineError> {
    let info = std::sync::Mutex::new(QueryInfo::default());
    let mut v = refines_noting(src, tgt, opts, &info)?;
    let mut info = *info.lock().expect("not poisoned");
    if info.undef_inputs && matches!(v, Verdict::Unknown(UnknownReason::Unsupported(_))) {
        // What undef inputs need is not modelled here; a counterexample among defined
        // inputs is still one (they are inputs too), so look for one.
        let defined = Options {
            undef_inputs: false,
            ..opts.clone()
        };
        let again = std::sync::Mutex::new(QueryInfo::default());
        if let Verdict::Invalid(c) = refines_noting(src, tgt, &defined, &again)? {
            v = Verdict::Invalid(c);
            info = *again.lock().expect("not poisoned");
        }
    }
    Ok((v, info))
}

fn refines_noting(
    src: &Function,
    tgt: &Function,
    opts: &Options,
    info: &std::sync::Mutex<QueryInfo>,
) -> Result<Verdict, RefineError> {
    if !same_signature(src, tgt) {
        return Err(RefineError::Signature {
            src: src.name.clone(),
            tgt: tgt.name.clone(),
        });
    }
    let bits = match input_bits(src).and_then(|b| {
        sem::check_type(&src.ret)
            .map(|_| b)
            .or_else(|e| if src.ret.is_void() { Ok(b) } else { Err(e) })
    }) {
        Ok(b) => b,
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    if let Some(why) = sem::unmodelled(tgt) {
        return Ok(Verdict::Unknown(UnknownReason::Unsupported(why)));
    }
    if let Err(u) = sem::target_check(src, tgt) {
        return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0)));
    }
    let undef_params = match undef_params(src, tgt, opts) {
        Ok(u) => u,
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    let _ = bits;
    info.lock().expect("not poisoned").undef_inputs = undef_params.iter().any(|u| *u);
    let decided_by = |phase| info.lock().expect("not poisoned").phase = phase;
    match exhaustive(src, tgt, opts.exhaustive_bits, &undef_params) {
        Ok(Some(v)) => {
            decided_by(super::schedule::Phase::Exhaustive);
            return Ok(v);
        }
        Ok(None) => {}
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    }
    match sample(src, tgt, opts.samples) {
        Ok(Some(v)) => {
            decided_by(super::schedule::Phase::Sampled);
            return Ok(v);
        }
        Ok(None) => {}
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    }
    // A fresh Z3 context per query: a long-lived one (z3 0.19's is per thread) carries
    // every earlier query's terms, which changes term order and so the solver's path; the
    // same query then took 0.1 s alone and timed out after 280 others.
    //
    // For the same reason a quantified query's second stage (the expanded query) gets a
    // context of its own, with the formula built again, rather than the one the rounds
    // filled (`schedule::first_stage`).
    let started = Instant::now();
    let stage = |stage: Stage| {
        z3::with_z3_config(&z3::Config::new(), || {
            // The z3 crate unwraps what Z3 returns: after the watchdog interrupts a
            // check, the context stays cancelled and a later `simplify` returns null
            // (seen on a machine with both cores busy, issue 50). That query is
            // undecided, never a verdict; the context goes with it.
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                solve(src, tgt, opts, &undef_params, info, (started, stage))
            }))
            .unwrap_or_else(|_| Ok(Some(Verdict::Unknown(UnknownReason::Solver(Z3_FAILED.into())))))
        })
    };
    match stage(Stage::First)? {
        Some(v) => Ok(v),
        None => stage(Stage::Expanded).map(|v| v.unwrap_or(Verdict::Unknown(UnknownReason::Timeout))),
    }
}

/// Why a query whose Z3 call failed (a null result, turned into a panic by the z3 crate)
/// is undecided.
const Z3_FAILED: &str = "Z3 returned no result (its context was interrupted past the deadline)";

/// Which part of the schedule a call of [`solve`] runs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Everything, except a quantified query's quantifier-free expanded form.
    First,
    /// A quantified query's quantifier-free expanded form.
    Expanded,
}

/// Which parameters are treated as possibly undef: all but the source's `noundef` ones
/// (where undef makes the source undefined) and those the target observes at most once
/// (`sem::observations`: seeing one value of an undef input is seeing a defined
/// input, so the query stays free of the quantifiers undef needs). None with
/// `undef_inputs` off.
fn undef_params(src: &Function, tgt: &Function, opts: &Options) -> Result<Vec<bool>, sem::Unsupported> {
    if !opts.undef_inputs {
        return Ok(vec![false; src.params.len()]);
    }
    let seen = sem::observations(tgt);
    let memory = tgt
        .insts()
        .any(|i| i.op.reads_memory() || matches!(i.op, crate::ir::Op::Store { .. }));
    src.params
        .iter()
        .map(|p| {
            let noundef = sem::parse_attrs(&p.attrs, &p.ty)?.contains(&sem::Attr::NoUndef);
            if noundef || opts.defined_params.contains(&p.name) {
                return Ok(false);
            }
            if !p.ty.scalar().is_ptr() {
                return Ok(seen.twice(&p.name, true));
            }
            // A pointer: an access through an undef address is undefined behaviour, like one
            // through a defined bad address (null), so uses as an address are not counted.
            // Where it is modelled as undef, an address that depends on the source's choice
            // of it is refused by the query, and a target storing it and loading by eval.
            let _ = memory;
            Ok(seen.twice(&p.name, false))
        })
        .collect()
}

/// The inputs both programs share: each parameter lane's bits, poison flag and (for a
/// parameter that may be undef) undef flag, as constants of the query; the parameters'
/// values made of them; and each parameter's undef flags.
#[allow(clippy::type_complexity)]
fn symbolic_inputs(
    src: &Function,
    undef_params: &[bool],
) -> Result<(Vec<Vec<Input>>, Vec<Value<Symbolic>>, Vec<Option<Vec<Bool>>>), sem::Unsupported> {
    let mut inputs: Vec<Vec<Input>> = Vec::new();
    let mut args = Vec::new();
    let mut undef: Vec<Option<Vec<Bool>>> = Vec::new();
    for (p, &may_be_undef) in src.params.iter().zip(undef_params) {
        let w = sem::lane_bits(&p.ty)?;
        let mut ls = Vec::new();
        let mut lanes = Vec::new();
        for li in 0..p.ty.lanes() {
            let b = BV::new_const(format!("in.{}.{li}", p.name), w);
            let q = Bool::new_const(format!("in.{}.{li}.poison", p.name));
            let u = may_be_undef.then(|| Bool::new_const(format!("in.{}.{li}.undef", p.name)));
            lanes.push(Lane {
                bits: b.clone(),
                poison: q.clone(),
            });
            ls.push((b, q, u));
        }
        undef.push(may_be_undef.then(|| ls.iter().map(|l| l.2.clone().expect("made above")).collect()));
        inputs.push(ls);
        args.push(Value { lanes });
    }
    Ok((inputs, args, undef))
}

/// The symbolic query, answered by Z3: `None` when `stage` leaves it to the next stage.
fn solve(
    src: &Function,
    tgt: &Function,
    opts: &Options,
    undef_params: &[bool],
    info: &std::sync::Mutex<QueryInfo>,
    (started, stage): (Instant, Stage),
) -> Result<Option<Verdict>, RefineError> {
    let d = Symbolic::new();
    let Built {
        inputs,
        s,
        t,
        mem,
        src_choices,
        tgt_choices,
        bad,
        parts,
    } = match build(&d, src, tgt, undef_params) {
        Ok(b) => b,
        Err(u) => return Ok(Some(Verdict::Unknown(UnknownReason::Unsupported(u.0)))),
    };
    let mem_inputs = d.inputs();
    let quantified = !src_choices.is_empty();
    // Each memory input stands for the byte (or in-bounds bit) at its key. The source's
    // choices are quantified inside the inputs, so a key that depends on them would make
    // one input stand for many addresses: refuse rather than answer a different question.
    if quantified && mem.keys().iter().any(|k| depends_on(k, &src_choices)) {
        return Ok(Some(Verdict::Unknown(UnknownReason::Unsupported(
            "a memory address that depends on a free choice of the source (undef/freeze)".into(),
        ))));
    }
    let q = super::cegis::Query2 {
        src,
        tgt,
        bad: &bad,
        parts: &parts,
        inputs: &inputs,
        src_choices: &src_choices,
        tgt_choices: &tgt_choices,
        mem_inputs: &mem_inputs,
        undef_params,
        floats: uses_float(src) || uses_float(tgt),
    };
    let (verdict, phase) = if quantified {
        info.lock().expect("not poisoned").quantified = true;
        // Counterexample-guided rounds seeded with likely answers of the source (cheap,
        // quantifier-free queries) first, then the choices scoped and small ones expanded
        // (`choices`), as `schedule` says.
        let seeds = super::cegis::seeds(&d.nondet_records(), &inputs, src);
        let lanes: Vec<(BV, BV)> = match (&s.ret, &t.ret) {
            (Some(sv), Some(tv)) => sv
                .lanes
                .iter()
                .zip(&tv.lanes)
                .map(|(a, b)| (a.bits.clone(), b.bits.clone()))
                .collect(),
            _ => Vec::new(),
        };
        let seeds = (seeds.clone(), super::invert::inverted(&src_choices, &lanes, &seeds));
        let floats = q.floats;
        let undef = undef_params.iter().any(|u| *u);
        // Floating point with undef inputs: Z3's quantifier engine ignored its timeout and
        // grew past 20 GB on such queries (e.g. `fadd x, x` against itself), so they are
        // decided by the rounds alone.
        let expand = || super::choices::forall_each(&src_choices, &bad, &parts, super::choices::EXPAND_BITS);
        let expand: Option<&dyn Fn() -> Vec<Bool>> = if floats && undef { None } else { Some(&expand) };
        match stage {
            Stage::First => match super::schedule::first_stage(&q, seeds, expand, opts, started)? {
                Some(decided) => decided,
                None => return Ok(None),
            },
            Stage::Expanded => {
                let f = expand
                    .map(|e| e())
                    .expect("only an expansion goes on to a second stage");
                super::schedule::expanded(&q, &f, opts, started)?
            }
        }
    } else {
        // Bit-vector queries also get turns of a contextual simplifier before
        // bit-blasting: it turns guarded patterns (`udiv x, select(y == 0, 1, y)` under
        // `y != 0`) into the source's own terms, which the default solver does not, and
        // then decides them at once. Only its `unsat` is taken (a proof).
        let tactic = std::env::var("MINOTAUR_Z3_TACTIC").ok();
        let context = (tactic.is_none() && !uses_float(src) && !uses_float(tgt)).then_some(CONTEXT_TACTIC);
        super::schedule::plain(&q, context, tactic.as_deref(), opts, started)?
    };
    info.lock().expect("not poisoned").phase = phase;
    Ok(Some(verdict))
}

/// The query's parts, built by running both functions in the symbolic domain `d`.
struct Built {
    inputs: Vec<Vec<Input>>,
    s: Outcome<Symbolic>,
    t: Outcome<Symbolic>,
    mem: Memory<Symbolic>,
    src_choices: Vec<BV>,
    tgt_choices: Vec<BV>,
    /// Some input on which `tgt` does not refine `src`.
    bad: Bool,
    /// `bad` split by result lane.
    parts: Vec<Bool>,
}

fn build(d: &Symbolic, src: &Function, tgt: &Function, undef_params: &[bool]) -> Result<Built, sem::Unsupported> {
    let (inputs, args, undef) = symbolic_inputs(src, undef_params)?;
    // The same steps, in the same order, as `concrete::run_pair`: the memory inputs of a
    // model then replay exactly.
    let mut mem = Memory::new();
    let s = sem::eval_program(
        d,
        src,
        args.clone(),
        &undef,
        true,
        sem::pair_nan_mode(src, tgt, true),
        &mut mem,
    )?
    .0;
    let src_choices: Vec<BV> = d.nondets().into_iter().filter(|(_, a)| *a).map(|(v, _)| v).collect();
    let t = sem::eval_program(
        d,
        tgt,
        args,
        &undef,
        false,
        sem::pair_nan_mode(src, tgt, false),
        &mut mem,
    )?
    .0;
    let tgt_choices: Vec<BV> = d.nondets().into_iter().filter(|(_, a)| !*a).map(|(v, _)| v).collect();
    let (bad, parts) = violation(d, &src.ret, &mut mem, &s, &t);
    let parts = without_false_shared(parts);
    Ok(Built {
        inputs,
        s,
        t,
        mem,
        src_choices,
        tgt_choices,
        bad,
        parts,
    })
}

/// The word-level procedure alone on a pair (its differential test): `Ok(true)` when it
/// proves that `tgt` refines `src` within `timeout_ms`, `Ok(false)` when it does not, an
/// error when the pair is outside what it is tried on (a quantified query, something the
/// semantics do not model).
pub fn word_level_proves(src: &Function, tgt: &Function, timeout_ms: u32) -> Result<bool, String> {
    if !same_signature(src, tgt) {
        return Err("different signatures".into());
    }
    let undef_params = undef_params(src, tgt, &Options::default()).map_err(|u| u.0)?;
    z3::with_z3_config(&z3::Config::new(), || {
        let d = Symbolic::new();
        let b = build(&d, src, tgt, &undef_params).map_err(|u| u.0)?;
        if !b.src_choices.is_empty() {
            return Err("the source makes free choices (a quantified query)".into());
        }
        Ok(super::arith::prove_unsat(&b.bad, timeout_ms) == super::arith::Outcome::Proved)
    })
}

/// One parameter lane of the query: its bits, its poison flag, and its undef flag (for a
/// parameter that may be undef).
pub(super) type Input = (BV, Bool, Option<Bool>);

/// The parameters' lanes in a model.
pub(super) fn lanes_of(model: &super::Model, inputs: &[Vec<Input>]) -> Vec<Vec<LaneVal>> {
    inputs
        .iter()
        .map(|ls| {
            ls.iter()
                .map(|(b, q, u)| {
                    if model.eval_bool(q).unwrap_or(false) {
                        LaneVal::Poison
                    } else if u.as_ref().is_some_and(|u| model.eval_bool(u).unwrap_or(false)) {
                        LaneVal::Undef
                    } else {
                        LaneVal::Bits(model.eval_bv(b).unwrap_or_else(|| ApInt::zero(b.get_size())))
                    }
                })
                .collect()
        })
        .collect()
}

/// Z3 tactics, in order, for the first pass over a bit-vector query.
const CONTEXT_TACTIC: &str = "simplify,propagate-values,ctx-simplify,simplify,bit-blast,sat";

/// True when `f` has a floating-point value anywhere (a parameter, a result, an operand).
fn uses_float(f: &Function) -> bool {
    f.params.iter().any(|p| p.ty.scalar().is_float())
        || f.insts()
            .any(|i| i.ty.scalar().is_float() || i.op.operands().iter().any(|o| o.ty.scalar().is_float()))
}

/// True when `t` mentions any of `vars` (syntactically: a false positive only refuses).
fn depends_on(t: &BV, vars: &[BV]) -> bool {
    let fresh: Vec<BV> = vars
        .iter()
        .enumerate()
        .map(|(i, v)| BV::new_const(format!("dep.probe.{i}"), v.get_size()))
        .collect();
    let pairs: Vec<(&BV, &BV)> = vars.iter().zip(&fresh).collect();
    !t.substitute(&pairs).ast_eq(t)
}

pub(super) fn unknown_of(why: String, opts: &Options, started: Instant) -> Verdict {
    if why.contains("timeout") || why.contains("canceled") || started.elapsed() >= opts.timeout {
        Verdict::Unknown(UnknownReason::Timeout)
    } else {
        Verdict::Unknown(UnknownReason::Solver(why))
    }
}
