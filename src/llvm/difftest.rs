//! Differential testing of `sem` (through the concrete interpreter `interp`) against
//! LLVM's own code generator on this host: random single instructions and short chains,
//! random inputs, compared lane by lane wherever LLVM's result is defined.
//!
//! Each test function is run on its inputs by `interp` first; inputs on which the source
//! has undefined behaviour are never executed. The rest go to a JIT worker process (see
//! `jit`), so that a trap or an LLVM abort cannot take the run down. A lane is compared
//! when `interp` says it is not poison; floating-point lanes are equal when their bits
//! are, or when both are NaN. Where `sem` allows several results (the free choices of
//! `minnum` on `±0` or a signaling NaN), LLVM's result passes when any choice gives it.

mod gen;
// The masked-memory and x86 differential tests: harnesses of their own, each with its `run`.
pub mod masked;
mod worker;
pub mod x86;

use crate::interp::{self, Concrete};
use crate::ir::print_const;
use crate::ir::{self, Const, Function, Type};
use crate::llvm::jit::{self, CodegenLevel, JitError};
use crate::sem::values;
use crate::sem::{eval_function, Domain};
use crate::util::ApInt;
use crate::util::Rng;
use crate::util::{Order, Pool};
use gen::Case;
pub use gen::{class_key, classes};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
pub use worker::{Answer, Worker, WorkerCmd};

/// What to run.
#[derive(Clone, Debug)]
pub struct Config {
    /// Stop once this many executions were compared.
    pub count: u64,
    /// Seed of every random choice: the same seed gives the same functions and inputs.
    pub seed: u64,
    /// Inputs drawn per test function (one JIT compilation each).
    pub inputs_per_case: usize,
    /// Threads, each with its own worker process.
    pub threads: usize,
    /// How to start a JIT worker process.
    pub worker: WorkerCmd,
    /// Keep the full text of at most this many mismatches.
    pub max_reports: usize,
    /// Rewrites each function before LLVM sees it (`interp` sees the original): only for
    /// checking that the harness notices a wrong answer.
    pub mutate_llvm: Option<fn(&str) -> String>,
}

/// One disagreement between `interp` and LLVM (or an LLVM crash on a defined input).
#[derive(Clone, Debug, Serialize)]
pub struct Mismatch {
    /// `value` (a lane differs) or `crash` (the worker died on this input).
    pub kind: String,
    /// Opcode keys of the function's instructions.
    pub opcodes: Vec<String>,
    /// The function's LLVM text.
    pub function: String,
    /// The arguments, as LLVM constants: `i32 7`, `<2 x float> <float 1.0, float 0x7FF8...>`.
    pub args: Vec<String>,
    /// `interp`'s result (`poison` lanes marked), and LLVM's.
    pub interp: String,
    /// LLVM's result.
    pub llvm: String,
    /// Lanes that differ (value mismatches), or the worker's exit and stderr (crashes).
    pub detail: String,
}

/// The outcome of a run.
#[derive(Debug, Default, Serialize)]
pub struct Report {
    /// The seed of the run.
    pub seed: u64,
    /// Executions run by both sides and compared.
    pub executions: u64,
    /// Result lanes compared (lanes `interp` says are poison are not).
    pub lanes_compared: u64,
    /// Executions whose every result lane was poison (run, nothing to compare).
    pub all_poison: u64,
    /// Test functions generated.
    pub functions: u64,
    /// Inputs not executed because the function has undefined behaviour on them.
    pub ub_inputs: u64,
    /// Executions with a non-poison lane compared, per opcode (each instruction of a
    /// chain counts).
    pub by_opcode: BTreeMap<String, u64>,
    /// The same, per result type.
    pub by_type: BTreeMap<String, u64>,
    /// Executions skipped, by reason (never counted as passed).
    pub skipped: BTreeMap<String, Skip>,
    /// Executions compiled at `O2` because LLVM fails at `O0`, by reason.
    pub codegen_fallbacks: BTreeMap<String, Skip>,
    /// Executions where LLVM's result contradicts LangRef in a way `known_llvm_bug`
    /// recognizes, by bug (not counted as compared, nor as mismatches).
    pub known_llvm_bugs: BTreeMap<String, Skip>,
    /// Functions LLVM's parser or verifier rejected: the generator's bugs.
    pub rejected: Vec<String>,
    /// Executions on which some lane differs, or the worker crashed.
    pub mismatches: u64,
    /// The same, per opcode.
    pub mismatches_by_opcode: BTreeMap<String, u64>,
    /// The first mismatches in full (at most `Config::max_reports`).
    pub mismatch_reports: Vec<Mismatch>,
    /// Worker processes started (restarts after a crash included).
    pub worker_starts: u64,
    /// Wall-clock time of the run.
    pub seconds: f64,
}

impl Report {
    /// True when nothing disagreed and LLVM accepted every function.
    pub fn passed(&self) -> bool {
        self.mismatches == 0 && self.rejected.is_empty()
    }

    fn merge(&mut self, o: Report, max_reports: usize) {
        self.executions += o.executions;
        self.lanes_compared += o.lanes_compared;
        self.all_poison += o.all_poison;
        self.functions += o.functions;
        self.ub_inputs += o.ub_inputs;
        self.mismatches += o.mismatches;
        self.worker_starts += o.worker_starts;
        for (m, src) in [
            (&mut self.by_opcode, o.by_opcode),
            (&mut self.by_type, o.by_type),
            (&mut self.mismatches_by_opcode, o.mismatches_by_opcode),
        ] {
            for (k, v) in src {
                *m.entry(k).or_insert(0) += v;
            }
        }
        for (m, src) in [
            (&mut self.skipped, o.skipped),
            (&mut self.codegen_fallbacks, o.codegen_fallbacks),
            (&mut self.known_llvm_bugs, o.known_llvm_bugs),
        ] {
            for (k, v) in src {
                m.entry(k)
                    .or_insert(Skip {
                        executions: 0,
                        example: v.example,
                    })
                    .executions += v.executions;
            }
        }
        self.rejected.extend(o.rejected);
        self.mismatch_reports.extend(o.mismatch_reports);
        self.mismatch_reports.truncate(max_reports);
    }
}

/// Executions set aside for one reason, with the first function that hit it.
#[derive(Clone, Debug, Serialize)]
pub struct Skip {
    /// Executions set aside.
    pub executions: u64,
    /// The first function that hit the reason.
    pub example: String,
}

/// Why a run could not be carried out at all.
#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    /// The JIT worker failed.
    #[error("JIT worker: {0}")]
    Worker(#[from] JitError),
    /// A generated function does not parse in `ir`: the message, then the function.
    #[error("generated function does not parse in `ir`: {0}\n{1}")]
    Parse(String, String),
}

/// An input and what `interp` says `@f` returns on it.
struct Run {
    args: Vec<Vec<ApInt>>,
    /// Result lanes: bits and poison.
    want: Vec<(ApInt, bool)>,
    /// Free choices `interp` made (0 when the function is deterministic).
    choices: usize,
}

fn to_values(args: &[Vec<ApInt>]) -> Vec<crate::sem::Value<Concrete>> {
    args.iter()
        .map(|a| interp::value(a.iter().map(|b| (b.clone(), false))))
        .collect()
}

/// A value's lanes: bits and poison.
type Lanes = Vec<(ApInt, bool)>;

/// Why `interp` gives no result for a function.
#[derive(Debug, thiserror::Error)]
enum EvalError {
    /// `sem` has no meaning for something in it.
    #[error("{0}")]
    Unsupported(crate::sem::Unsupported),
    /// It returns `void`.
    #[error("function returned no value")]
    NoValue,
}

/// `interp`'s result with the given free choices (`None` on undefined behaviour), and
/// how many free choices it made.
fn eval(f: &Function, args: &[Vec<ApInt>], choices: Vec<ApInt>) -> Result<(Option<Lanes>, usize), EvalError> {
    let d = Concrete::with_choices(choices);
    let out = eval_function(&d, f, to_values(args), false).map_err(EvalError::Unsupported)?;
    if d.bool_value(&out.ub) != Some(false) {
        return Ok((None, d.choices_made()));
    }
    let ret = out.ret.ok_or(EvalError::NoValue)?;
    Ok((Some(interp::lanes(&ret)), d.choices_made()))
}

/// Instructions that move floating-point bits without arithmetic: LangRef has them keep
/// a NaN's payload and sign exactly.
const BITWISE: [&str; 9] = [
    "fneg",
    "llvm.fabs",
    "llvm.copysign",
    "select",
    "freeze",
    "extractelement",
    "insertelement",
    "shufflevector",
    "bitcast",
];

/// Lanes where LLVM's result disagrees with `want` (non-poison lanes only). NaNs are all
/// alike unless `exact` (the function only moves bits).
fn differing(ret: &Type, want: &[(ApInt, bool)], got: &[ApInt], exact: bool) -> Vec<usize> {
    let k = match ret.scalar() {
        Type::Float(k) if !exact => Some(*k),
        _ => None,
    };
    (0..want.len())
        .filter(|&i| {
            let (w, poison) = &want[i];
            if *poison {
                return false;
            }
            let g = &got[i];
            let same_nan = k.is_some_and(|k| values::is_nan(k, w) && values::is_nan(k, g));
            w != g && !same_nan
        })
        .collect()
}

/// Whether some assignment of `sem`'s free choices (each 0 or 1) gives LLVM's result.
fn some_choice_matches(f: &Function, ret: &Type, args: &[Vec<ApInt>], n: usize, got: &[ApInt], exact: bool) -> bool {
    // Every assignment when there are few choices, else a fixed sample of them.
    let masks: Vec<u64> = if n <= 12 {
        (0..1u64 << n).collect()
    } else {
        let mut r = Rng::new(n as u64);
        (0..4096).map(|_| r.next_u64()).collect()
    };
    n > 0
        && masks.into_iter().any(|mask| {
            let choices = (0..n).map(|i| ApInt::from_u64(64, (mask >> (i % 64)) & 1)).collect();
            matches!(eval(f, args, choices), Ok((Some(want), _)) if differing(ret, &want, got, exact).is_empty())
        })
}

fn show_value(t: &Type, lanes: &[(ApInt, bool)]) -> String {
    let c = |t: &Type, (b, p): &(ApInt, bool)| {
        if *p {
            Const::Poison
        } else if t.scalar().is_float() {
            Const::Float(b.clone())
        } else {
            Const::Int(b.clone())
        }
    };
    if t.is_vector() {
        let e = t.scalar().clone();
        let es = lanes.iter().map(|l| (e.clone(), c(&e, l))).collect();
        format!("{t} {}", print_const(t, &Const::Vector(es)))
    } else {
        format!("{t} {}", print_const(t, &c(t, &lanes[0])))
    }
}

fn plain(v: &[ApInt]) -> Vec<(ApInt, bool)> {
    v.iter().map(|b| (b.clone(), false)).collect()
}

/// The inputs of `case` that `interp` runs without undefined behaviour, each with the
/// value it gives (inputs with UB and interpreter failures are counted in `rep`).
fn interpreted_runs(cfg: &Config, rng: &mut Rng, case: &Case, f: &Function, rep: &mut Report) -> Vec<Run> {
    let mut runs = Vec::new();
    for _ in 0..cfg.inputs_per_case {
        let args: Vec<Vec<ApInt>> = case
            .params
            .iter()
            .zip(&case.hints)
            .map(|(t, h)| values::value(rng, t, *h))
            .collect();
        // Equal arguments reach the paths random ones miss (x - x, x == x, min(x, x)).
        let mut args = args;
        if args.len() >= 2 && case.params[0] == case.params[1] && rng.chance(1, 10) {
            args[1] = args[0].clone();
        }
        match eval(f, &args, Vec::new()) {
            Err(e) => {
                note(&mut rep.skipped, format!("interp: {e}"), 1, case);
                continue;
            }
            Ok((None, _)) => rep.ub_inputs += 1,
            Ok((Some(want), choices)) => runs.push(Run { args, want, choices }),
        }
    }
    runs
}

/// `text` compiled at O0, or at O2 when O0 cannot compile it, and run on `inputs`: the
/// level used and the worker's answer.
fn compile_and_run(
    w: &mut Worker,
    text: &str,
    in_size: usize,
    inputs: &[Vec<u8>],
    runs: u64,
    case: &Case,
    rep: &mut Report,
) -> Result<(CodegenLevel, Answer), DiffError> {
    let mut level = CodegenLevel::O0;
    let mut answer = w.run(level, text, in_size, inputs)?;
    if let Answer::Died {
        compiled: false,
        status,
        stderr,
        ..
    } = &answer
    {
        // LLVM cannot compile valid IR at -O0 (a selection failure): try -O2 code
        // generation, which legalizes differently, before giving up on the function.
        let why = llvm_failure(stderr).unwrap_or_else(|| status.clone());
        note(
            &mut rep.codegen_fallbacks,
            format!("compiled at O2 because O0 fails: {why}"),
            runs,
            case,
        );
        level = CodegenLevel::O2;
        answer = w.run(level, text, in_size, inputs)?;
    }
    Ok((level, answer))
}

/// Shard `shard` of `threads`: test functions `shard, shard + threads, ...`.
/// Runs one test function on fresh inputs; returns the executions compared.
fn run_case(cfg: &Config, w: &mut Worker, rng: &mut Rng, case: &Case, rep: &mut Report) -> Result<u64, DiffError> {
    rep.functions += 1;
    let m = ir::parse_module(&case.text)
        .map_err(|e| DiffError::Parse(format!("line {}: {}", e.line, e.msg), case.text.clone()))?;
    let f = m
        .function("f")
        .ok_or_else(|| DiffError::Parse("no @f".into(), case.text.clone()))?;
    let runs = interpreted_runs(cfg, rng, case, f, rep);
    if runs.is_empty() {
        return Ok(0);
    }
    let in_size = jit::buffer_bytes(&case.params);
    let inputs: Vec<Vec<u8>> = runs
        .iter()
        .map(|r| {
            let mut b = vec![0u8; in_size];
            jit::encode(&case.params, &r.args, &mut b);
            b
        })
        .collect();
    let text = match cfg.mutate_llvm {
        Some(m) => m(&case.text),
        None => case.text.clone(),
    };
    let (level, answer) = compile_and_run(w, &text, in_size, &inputs, runs.len() as u64, case, rep)?;
    let (outputs, died) = match answer {
        Answer::Outputs(o) => (o, None),
        Answer::Rejected(msg) => {
            rep.rejected.push(format!("{msg}\n{}", case.text));
            return Ok(0);
        }
        Answer::Died {
            compiled: false,
            status,
            stderr,
            ..
        } => {
            // LLVM itself gives up on valid IR (an unresolvable libcall, a selection
            // failure): nothing ran, so nothing is compared; the reason is kept.
            let why = llvm_failure(&stderr).unwrap_or(status);
            note(
                &mut rep.skipped,
                format!("LLVM fails to compile at O0 and O2: {why}"),
                runs.len() as u64,
                case,
            );
            return Ok(0);
        }
        Answer::Died {
            outputs,
            status,
            stderr,
            ..
        } => (outputs, Some(format!("{status}; stderr: {stderr}"))),
    };
    let exact = case.keys.iter().all(|k| BITWISE.contains(&k.as_str()));
    let mut compared = 0;
    for (k, r) in runs.iter().enumerate() {
        let Some(out) = outputs.get(k) else {
            let detail = died.clone().unwrap_or_default();
            record(cfg, rep, case, "crash", r, "(worker died)".into(), detail);
            break;
        };
        let got = jit::decode(&case.ret, out);
        compared += 1;
        let live = r.want.iter().filter(|(_, p)| !p).count() as u64;
        rep.lanes_compared += live;
        if live == 0 {
            rep.all_poison += 1;
        } else {
            for key in &case.keys {
                *rep.by_opcode.entry(key.clone()).or_insert(0) += 1;
            }
            *rep.by_type.entry(case.ret.to_string()).or_insert(0) += 1;
        }
        let bad = differing(&case.ret, &r.want, &got, exact);
        if !bad.is_empty() && !some_choice_matches(f, &case.ret, &r.args, r.choices, &got, exact) {
            if poison_spills_into(&case.ret, &r.want, &bad) {
                compared -= 1;
                note(&mut rep.known_llvm_bugs, PACKED_POISON_SPILL.to_string(), 1, case);
                continue;
            }
            if let Some(bug) = known_llvm_bug(w, level, &text, case, f, r, exact)? {
                compared -= 1;
                note(&mut rep.known_llvm_bugs, bug.to_string(), 1, case);
                continue;
            }
            let llvm = show_value(&case.ret, &plain(&got));
            record(cfg, rep, case, "value", r, llvm, format!("lanes {bad:?} differ"));
        }
    }
    rep.executions += compared;
    Ok(compared)
}

/// LLVM 22's x86 lowering of `llvm.minimum`/`llvm.maximum` when one operand is known not
/// to be NaN tests the other with `vfpclass` for *quiet* NaN only, so a signaling NaN
/// loses to the number; LangRef: "If either operand is a NaN, returns NaN".
const MINMAX_SNAN: &str = "LLVM x86: llvm.minimum/maximum with one operand known non-NaN returns the number, \
     not NaN, when the other is a signaling NaN (LangRef: a NaN operand gives NaN)";

/// Seen on x86 without AVX-512 (znver3): `fptoui <8 x double> to <8 x i33>` whose out-of-range
/// (poison) lanes carry more than 33 bits into the packed store of the result, so the
/// lane after each reads back changed. Poison in one lane must not reach another.
const PACKED_POISON_SPILL: &str = "LLVM x86: in a bit-packed vector result (lanes not a whole number of bytes), \
     a poison lane's extra bits overwrite the lane after it (LangRef: poison is per lane)";

/// Whether every lane in `bad` comes right after a poison lane of a vector whose lanes are
/// not whole bytes, so it is packed bit by bit in memory and LLVM's poison spills into it.
fn poison_spills_into(ret: &Type, want: &[(ApInt, bool)], bad: &[usize]) -> bool {
    let packed = ret.is_vector() && ret.scalar_bits().is_some_and(|b| b % 8 != 0);
    let poison = |i: usize| want.get(i).is_some_and(|(_, p)| *p);
    packed && bad.iter().all(|&i| i > 0 && poison(i - 1))
}

/// Names the LLVM bug behind a mismatch, when it is one the harness knows and the input
/// confirms it: with every signaling NaN argument quieted, LLVM must agree with `interp`.
fn known_llvm_bug(
    w: &mut Worker,
    level: CodegenLevel,
    text: &str,
    case: &Case,
    f: &Function,
    r: &Run,
    exact: bool,
) -> Result<Option<&'static str>, DiffError> {
    if !case.keys.iter().any(|k| k == "llvm.minimum" || k == "llvm.maximum") {
        return Ok(None);
    }
    let mut args = r.args.clone();
    let mut quieted = false;
    for (t, a) in case.params.iter().zip(&mut args) {
        if let Type::Float(k) = t.scalar() {
            let (_, sig) = k.ieee_layout().expect("IEEE format");
            for l in a.iter_mut().filter(|l| values::is_nan(*k, l) && !l.bit(sig - 1)) {
                l.set_bit(sig - 1, true);
                quieted = true;
            }
        }
    }
    let Ok((Some(want), _)) = eval(f, &args, Vec::new()) else {
        return Ok(None);
    };
    if !quieted {
        return Ok(None);
    }
    let mut input = vec![0u8; jit::buffer_bytes(&case.params)];
    jit::encode(&case.params, &args, &mut input);
    let Answer::Outputs(o) = w.run(level, text, input.len(), &[input])? else {
        return Ok(None);
    };
    let got = jit::decode(&case.ret, &o[0]);
    Ok(differing(&case.ret, &want, &got, exact)
        .is_empty()
        .then_some(MINMAX_SNAN))
}

/// The first `LLVM ERROR` line of a worker's stderr, without node addresses and constants.
fn llvm_failure(stderr: &str) -> Option<String> {
    let line = stderr.lines().find(|l| l.contains("LLVM ERROR"))?;
    let mut out = String::new();
    let mut depth = 0;
    for tok in line.split(' ') {
        let t = tok.trim_end_matches(':');
        let t = t.trim_end_matches([',', ':']);
        if t.starts_with("0x") && t[2..].bytes().all(|b| b.is_ascii_hexdigit()) {
            continue;
        }
        out.push_str(tok);
        out.push(' ');
    }
    let mut clean = String::new();
    for c in out.chars() {
        match c {
            '<' => depth += 1,
            '>' if depth > 0 => depth -= 1,
            _ if depth == 0 => clean.push(c),
            _ => {}
        }
    }
    Some(clean.trim().to_string())
}

/// Counts `n` executions under `reason`, keeping the first function as its example.
fn note(m: &mut BTreeMap<String, Skip>, reason: String, n: u64, case: &Case) {
    let e = m.entry(reason).or_insert_with(|| Skip {
        executions: 0,
        example: case.text.clone(),
    });
    e.executions += n;
}

fn record(cfg: &Config, rep: &mut Report, case: &Case, kind: &str, r: &Run, llvm: String, detail: String) {
    rep.mismatches += 1;
    for key in &case.keys {
        *rep.mismatches_by_opcode.entry(key.clone()).or_insert(0) += 1;
    }
    if rep.mismatch_reports.len() < cfg.max_reports {
        rep.mismatch_reports.push(Mismatch {
            kind: kind.into(),
            opcodes: case.keys.clone(),
            function: case.text.clone(),
            args: case
                .params
                .iter()
                .zip(&r.args)
                .map(|(t, a)| show_value(t, &plain(a)))
                .collect(),
            interp: show_value(&case.ret, &r.want),
            llvm,
            detail,
        });
    }
}

/// Runs the differential test. `progress` is told the executions compared so far.
///
/// Test function `i` is drawn from stream `i` of the seed and results are taken in that
/// order until `count` executions were compared, so a run's report does not depend on
/// the number of threads (only its worker starts and time do).
pub fn run(cfg: &Config, progress: &(dyn Fn(u64) + Sync)) -> Result<Report, DiffError> {
    let start = std::time::Instant::now();
    let classes = classes();
    let done = AtomicU64::new(0);
    let enough = || done.load(Ordering::SeqCst) >= cfg.count;
    let mut rep = Report {
        seed: cfg.seed,
        ..Report::default()
    };
    let workers = Pool::new(cfg.threads, Order::Items).stop_when(&enough).run(
        0u64..,
        || Worker::new(cfg.worker.clone()),
        |w, i| {
            let mut rng = Rng::stream(cfg.seed, i);
            let case = gen::case(&mut rng, classes[i as usize % classes.len()]);
            let mut one = Report::default();
            run_case(cfg, w, &mut rng, &case, &mut one).map(|n| (one, n))
        },
        |_, r| -> Result<(), DiffError> {
            // Cases taken while the last ones were compared are not counted.
            if enough() {
                return Ok(());
            }
            let (one, n) = r?;
            rep.merge(one, cfg.max_reports);
            let total = done.fetch_add(n, Ordering::SeqCst) + n;
            progress(total);
            Ok(())
        },
    )?;
    rep.worker_starts = workers.iter().map(Worker::starts).sum();
    rep.seconds = start.elapsed().as_secs_f64();
    Ok(rep)
}

/// Runs one function on one input both ways: `interp`'s result (or `None` on undefined
/// behaviour) and LLVM's (`Err` with the worker's answer when it has no outputs), each
/// printed as an LLVM constant. For turning a reported mismatch into a reproducer.
pub fn replay(
    w: &mut Worker,
    level: CodegenLevel,
    text: &str,
    args: &[Vec<ApInt>],
) -> Result<(Option<String>, Result<String, Answer>), DiffError> {
    let (params, ret) = jit::signature(text)?;
    let m = ir::parse_module(text).map_err(|e| DiffError::Parse(e.msg, text.into()))?;
    let f = m
        .function("f")
        .ok_or_else(|| DiffError::Parse("no @f".into(), text.into()))?;
    let want = eval(f, args, Vec::new())
        .map_err(|e| DiffError::Parse(e.to_string(), text.into()))?
        .0;
    let mut input = vec![0u8; jit::buffer_bytes(&params)];
    jit::encode(&params, args, &mut input);
    let got = match w.run(level, text, input.len(), &[input])? {
        Answer::Outputs(o) => Ok(show_value(&ret, &plain(&jit::decode(&ret, &o[0])))),
        other => Err(other),
    };
    Ok((want.map(|l| show_value(&ret, &l)), got))
}
