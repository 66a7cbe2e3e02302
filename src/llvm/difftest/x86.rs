//! Differential test of the x86 intrinsics (`sem::x86`'s registry) against this host:
//! for every registered intrinsic, functions `@f` that call it (immediates drawn at
//! random per function), random inputs with edge values, run by `interp` and natively by
//! LLVM's JIT (host CPU and features), compared lane by lane, bit for bit (NaN payloads
//! included: `@f` cannot observe them through LLVM's rules, so `sem` gives the hardware's).
//!
//! An intrinsic whose CPU flags this host lacks, or that LLVM cannot compile, is reported
//! as skipped with the reason, never as passed.

use super::worker::{Answer, Worker, WorkerCmd};
use super::Mismatch;
use crate::interp::{self, Concrete};
use crate::ir::{self, Function, Type};
use crate::llvm::jit::{self, CodegenLevel, JitError};
use crate::sem::values::{self, fp_value, int_edge, int_value, Hint};
use crate::sem::x86::{Family, Imm, X86Intrinsic, TABLE};
use crate::sem::{eval_function, Domain};
use crate::util::host_flags;
use crate::util::ApInt;
use crate::util::Rng;
use crate::util::{Order, Pool};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Mutex;

/// What to run.
#[derive(Clone, Debug)]
pub struct X86Config {
    /// Executions compared per intrinsic (at least).
    pub per_intrinsic: u64,
    /// Seed of every random choice.
    pub seed: u64,
    /// Only intrinsics whose name contains this.
    pub only: Option<String>,
    /// Inputs per generated function (one JIT compilation each); intrinsics with an
    /// immediate get a quarter as many, so that more immediates are drawn.
    pub inputs_per_case: usize,
    /// Parallel shards, each with its own worker process.
    pub threads: usize,
    /// How to start a JIT worker process.
    pub worker: WorkerCmd,
    /// Keep the full text of at most this many mismatches.
    pub max_reports: usize,
    /// CPU flags of the host (as `/proc/cpuinfo` spells them); `None` reads them.
    pub host_flags: Option<Vec<String>>,
}

/// The outcome for one intrinsic.
#[derive(Clone, Debug, Default, Serialize)]
pub struct IntrinsicResult {
    /// Its family's name.
    pub family: String,
    /// Its LLVM signature.
    pub signature: String,
    /// `passed`, `failed` or `skipped`.
    pub status: String,
    /// Executions compared.
    pub executions: u64,
    /// Result lanes compared.
    pub lanes_compared: u64,
    /// Functions generated (one JIT compilation each).
    pub functions: u64,
    /// Executions on which some lane differs.
    pub mismatches: u64,
    /// Why it was skipped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The outcome of a run.
#[derive(Debug, Default, Serialize)]
pub struct X86Report {
    /// The seed of the run.
    pub seed: u64,
    /// Executions asked for per intrinsic.
    pub per_intrinsic: u64,
    /// The CPU flags the run assumed.
    pub host_cpu_flags: Vec<String>,
    /// Intrinsics selected.
    pub intrinsics_tested: u64,
    /// Intrinsics that agreed on every execution.
    pub passed: u64,
    /// Intrinsics with a mismatch.
    pub failed: u64,
    /// Intrinsics not run (the host lacks their flags, or LLVM cannot compile them).
    pub skipped: u64,
    /// Executions compared.
    pub executions: u64,
    /// Result lanes compared.
    pub lanes_compared: u64,
    /// Executions on which some lane differs.
    pub mismatches: u64,
    /// Wall-clock time of the run.
    pub seconds: f64,
    /// Per intrinsic, by full LLVM name.
    pub by_intrinsic: BTreeMap<String, IntrinsicResult>,
    /// Per family: intrinsics and executions.
    pub by_family: BTreeMap<String, (u64, u64)>,
    /// The first mismatches in full (at most `X86Config::max_reports`).
    pub mismatch_reports: Vec<Mismatch>,
}

impl X86Report {
    /// True when nothing disagreed.
    pub fn passed(&self) -> bool {
        self.mismatches == 0 && self.failed == 0
    }
}

/// Why a run could not be carried out.
#[derive(Debug, thiserror::Error)]
pub enum X86Error {
    /// The JIT worker failed.
    #[error("JIT worker: {0}")]
    Worker(#[from] JitError),
    /// A generated function does not parse in `ir`: the intrinsic, the message.
    #[error("generated function for {0} does not parse in `ir`: {1}")]
    Parse(String, String),
    /// `only` selects no intrinsic.
    #[error("no registered intrinsic matches `{0}`")]
    NoMatch(String),
}

/// The text of `@f` calling `e`, with `imm` for its immediate operand and, when
/// `const_count` is given, that constant as the count of an `i32`-count shift.
fn function_text(e: &X86Intrinsic, imm: Option<u64>, const_count: Option<u64>) -> (String, Vec<Type>) {
    let fixed = e.immediate().map(|(i, _)| (i, imm.unwrap_or(0))).or_else(|| {
        const_count
            .filter(|_| matches!(e.family, Family::ShiftImm(_)))
            .map(|c| (1, c))
    });
    let mut params = Vec::new();
    let mut ps = Vec::new();
    let mut cs = Vec::new();
    for (j, t) in e.args.iter().enumerate() {
        match fixed {
            Some((i, v)) if i == j => cs.push(format!("{t} {v}")),
            _ => {
                ps.push(format!("{t} %a{j}"));
                cs.push(format!("{t} %a{j}"));
                params.push(crate::ir::parse_type_str(t).expect("registry type"));
            }
        }
    }
    let text = format!(
        "declare {r} @{n}({decl})\n\ndefine {r} @f({ps}) {{\n  %r = call {r} @{n}({cs})\n  ret {r} %r\n}}\n",
        r = e.ret,
        n = e.llvm_name(),
        decl = e.args.join(", "),
        ps = ps.join(", "),
        cs = cs.join(", "),
    );
    (text, params)
}

/// Random values for parameter `j` (of the original argument list) of `e`.
fn arg_value(rng: &mut Rng, e: &X86Intrinsic, j: usize, t: &Type) -> Vec<ApInt> {
    let w = t.scalar_bits().unwrap_or(32);
    let n = t.lanes() as usize;
    let ret_w = e.ret_type().scalar_bits().unwrap_or(32);
    match (e.family, j) {
        // The count of a shift by vector is its low 64 bits: mostly small.
        (Family::ShiftVec(_), 1) => {
            let mut v = values::value(rng, t, Hint::Any);
            if rng.chance(3, 4) {
                let c = if rng.chance(4, 5) {
                    rng.below(ret_w as u64 + 2)
                } else {
                    int_edge(rng, 64).low_u64()
                };
                for (i, l) in v.iter_mut().take((64 / w) as usize).enumerate() {
                    *l = ApInt::from_u64(64, c).lshr_by(i as u32 * w).trunc(w);
                }
            }
            v
        }
        (Family::ShiftImm(_), 1) => vec![count(rng, ret_w)],
        (Family::ShiftVar(_), 1) => (0..n).map(|_| int_value(rng, w, Hint::ShiftAmount)).collect(),
        (Family::Cvt { .. }, 0) => {
            let Type::Float(k) = t.scalar() else { unreachable!() };
            (0..n).map(|_| fp_value(rng, *k, Hint::ToInt(ret_w))).collect()
        }
        // Masks: random, none, or all.
        _ if e.masked && j == 2 => {
            let m = match rng.below(4) {
                0 => ApInt::zero(w),
                1 => ApInt::all_ones(w),
                _ => rng.bits(w),
            };
            vec![m]
        }
        _ => values::value(rng, t, Hint::Any),
    }
}

/// A shift count: mostly below (or just past) the lane width, now and then any `i32`.
fn count(rng: &mut Rng, w: u32) -> ApInt {
    match rng.below(8) {
        0 => int_edge(rng, 32),
        1 => rng.bits(32),
        _ => ApInt::from_u64(32, rng.below(w as u64 + 3)),
    }
}

/// An immediate allowed for `e`.
fn draw_imm(rng: &mut Rng, allowed: Imm) -> u64 {
    match allowed {
        Imm::Upto(m) => rng.below(m + 1),
        Imm::OneOf(s) => *rng.pick(s),
    }
}

fn hex(lanes: &[ApInt]) -> String {
    let v: Vec<String> = lanes.iter().map(|l| format!("0x{}", l.to_hex())).collect();
    format!("<{}>", v.join(", "))
}

/// What `interp` says intrinsic `e`'s function `f` (of text `text`) returns on `args`,
/// lane by lane (never poison, never UB: the inputs are drawn so).
fn expected(e: &X86Intrinsic, f: &Function, text: &str, args: &[Vec<ApInt>]) -> Result<Vec<ApInt>, X86Error> {
    let d = Concrete::new();
    let vals = args
        .iter()
        .map(|a| interp::value(a.iter().map(|b| (b.clone(), false))))
        .collect();
    let out = eval_function(&d, f, vals, false)
        .map_err(|er| X86Error::Parse(e.llvm_name(), format!("interp: {er}\n{text}")))?;
    debug_assert_eq!(d.bool_value(&out.ub), Some(false));
    let want = interp::lanes(&out.ret.expect("a value"));
    debug_assert!(want.iter().all(|(_, p)| !p));
    Ok(want.into_iter().map(|(b, _)| b).collect())
}

/// The report of lanes `bad` differing between `interp` (`want`) and LLVM (`got`) on
/// `args` of `e`'s function.
fn mismatch(
    e: &X86Intrinsic,
    text: &str,
    params: &[Type],
    (args, want): (&[Vec<ApInt>], &[ApInt]),
    got: &[ApInt],
    bad: &[usize],
) -> Mismatch {
    let ret = e.ret_type();
    Mismatch {
        kind: "value".into(),
        opcodes: vec![e.llvm_name()],
        function: text.to_string(),
        args: params
            .iter()
            .zip(args)
            .map(|(t, a)| format!("{t} {}", hex(a)))
            .collect(),
        interp: format!("{ret} {}", hex(want)),
        llvm: format!("{ret} {}", hex(got)),
        detail: format!("lanes {bad:?} differ"),
    }
}

/// Runs one intrinsic until `cfg.per_intrinsic` executions were compared.
fn run_one(
    cfg: &X86Config,
    w: &mut Worker,
    e: &X86Intrinsic,
    idx: usize,
    reports: &Mutex<Vec<Mismatch>>,
) -> Result<IntrinsicResult, X86Error> {
    let mut res = IntrinsicResult {
        family: e.family.name().into(),
        signature: e.signature(),
        ..IntrinsicResult::default()
    };
    let per_case = if e.immediate().is_some() {
        (cfg.inputs_per_case / 4).max(1)
    } else {
        cfg.inputs_per_case.max(1)
    };
    let ret = e.ret_type();
    let mut case = 0u64;
    while res.executions < cfg.per_intrinsic {
        let mut rng = Rng::stream(cfg.seed ^ (idx as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15), case);
        case += 1;
        let imm = e.immediate().map(|(_, a)| draw_imm(&mut rng, a));
        let const_count = rng
            .chance(1, 2)
            .then(|| count(&mut rng, ret.scalar_bits().unwrap_or(32)).low_u64());
        let (text, params) = function_text(e, imm, const_count);
        let m = ir::parse_module(&text).map_err(|er| X86Error::Parse(e.llvm_name(), er.msg))?;
        let f = m.function("f").expect("@f");
        let all_args: Vec<Type> = e.arg_types();
        let fixed = e
            .immediate()
            .map(|(i, _)| i)
            .or_else(|| (const_count.is_some() && matches!(e.family, Family::ShiftImm(_))).then_some(1));
        let left = cfg.per_intrinsic - res.executions;
        let count_here = (per_case as u64).min(left.max(1)) as usize;
        let mut runs: Vec<(Vec<Vec<ApInt>>, Vec<ApInt>)> = Vec::with_capacity(count_here);
        for _ in 0..count_here {
            let mut args: Vec<Vec<ApInt>> = Vec::new();
            for (j, t) in all_args.iter().enumerate() {
                if Some(j) != fixed {
                    args.push(arg_value(&mut rng, e, j, t));
                }
            }
            if args.len() >= 2 && params[0] == params[1] && rng.chance(1, 10) {
                args[1] = args[0].clone();
            }
            let want = expected(e, f, &text, &args)?;
            runs.push((args, want));
        }
        let in_size = jit::buffer_bytes(&params);
        let inputs: Vec<Vec<u8>> = runs
            .iter()
            .map(|(a, _)| {
                let mut b = vec![0u8; in_size];
                jit::encode(&params, a, &mut b);
                b
            })
            .collect();
        let outputs = match w.run(CodegenLevel::O0, &text, in_size, &inputs)? {
            Answer::Outputs(o) => o,
            Answer::Rejected(msg) => {
                res.status = "failed".into();
                res.reason = Some(format!("LLVM rejects the function: {msg}"));
                return Ok(res);
            }
            Answer::Died {
                compiled,
                status,
                stderr,
                ..
            } => {
                let why = stderr
                    .lines()
                    .find(|l| l.contains("LLVM ERROR"))
                    .unwrap_or(&status)
                    .to_string();
                res.status = "skipped".into();
                res.reason = Some(format!(
                    "LLVM {} (imm {imm:?}): {why}",
                    if compiled { "code died" } else { "cannot compile it" }
                ));
                return Ok(res);
            }
        };
        res.functions += 1;
        for ((args, want), out) in runs.iter().zip(&outputs) {
            let got = jit::decode(&ret, out);
            res.executions += 1;
            res.lanes_compared += want.len() as u64;
            let bad: Vec<usize> = (0..want.len()).filter(|&i| want[i] != got[i]).collect();
            if !bad.is_empty() {
                res.mismatches += 1;
                let mut r = reports.lock().unwrap_or_else(|p| p.into_inner());
                if r.len() < cfg.max_reports {
                    r.push(mismatch(e, &text, &params, (args, want), &got, &bad));
                }
            }
        }
    }
    res.status = if res.mismatches == 0 { "passed" } else { "failed" }.into();
    Ok(res)
}

/// Runs the x86 differential test. `progress` is told how many intrinsics are done.
pub fn run(cfg: &X86Config, progress: &(dyn Fn(u64) + Sync)) -> Result<X86Report, X86Error> {
    let start = std::time::Instant::now();
    let flags = cfg.host_flags.clone().unwrap_or_else(host_flags);
    let chosen: Vec<(usize, &X86Intrinsic)> = TABLE
        .iter()
        .enumerate()
        .filter(|(_, e)| cfg.only.as_ref().is_none_or(|s| e.name.contains(s.as_str())))
        .collect();
    if chosen.is_empty() {
        return Err(X86Error::NoMatch(cfg.only.clone().unwrap_or_default()));
    }
    let reports: Mutex<Vec<Mismatch>> = Mutex::new(Vec::new());
    let mut rs: Vec<(usize, IntrinsicResult)> = Vec::new();
    Pool::new(cfg.threads, Order::Arrival).run(
        &chosen,
        || Worker::new(cfg.worker.clone()),
        |w, &(idx, e)| {
            let missing: Vec<&str> = e
                .features
                .split_whitespace()
                .filter(|f| !flags.iter().any(|h| h == f))
                .collect();
            if missing.is_empty() {
                return run_one(cfg, w, e, idx, &reports).map(|r| (idx, r));
            }
            Ok((
                idx,
                IntrinsicResult {
                    family: e.family.name().into(),
                    signature: e.signature(),
                    status: "skipped".into(),
                    reason: Some(format!("this host lacks {}", missing.join(", "))),
                    ..IntrinsicResult::default()
                },
            ))
        },
        |_, r| {
            rs.push(r?);
            progress(rs.len() as u64);
            Ok::<(), X86Error>(())
        },
    )?;
    let mut rep = X86Report {
        seed: cfg.seed,
        per_intrinsic: cfg.per_intrinsic,
        host_cpu_flags: flags
            .iter()
            .filter(|f| f.starts_with("sse") || f.starts_with("ssse") || f.starts_with("avx"))
            .cloned()
            .collect(),
        ..X86Report::default()
    };
    rs.sort_by_key(|(i, _)| *i);
    for (idx, r) in rs {
        let e = &TABLE[idx];
        rep.intrinsics_tested += 1;
        match r.status.as_str() {
            "passed" => rep.passed += 1,
            "skipped" => rep.skipped += 1,
            _ => rep.failed += 1,
        }
        rep.executions += r.executions;
        rep.lanes_compared += r.lanes_compared;
        rep.mismatches += r.mismatches;
        let fam = rep.by_family.entry(e.family.name().into()).or_insert((0, 0));
        fam.0 += 1;
        fam.1 += r.executions;
        rep.by_intrinsic.insert(e.llvm_name(), r);
    }
    rep.mismatch_reports = reports.into_inner().unwrap_or_else(|p| p.into_inner());
    rep.seconds = start.elapsed().as_secs_f64();
    Ok(rep)
}
