//! The synth driver (`minotaur synth`; [`run`] is `synth::run`): the cuts of the store
//! that still need a search, most frequent first, each in a worker process (a solver
//! crash or hang costs that cut only), in parallel, each result chosen by llvm-mca and
//! stored in its own transaction as it arrives. A run killed at any moment loses at most
//! the cuts in flight; the next run picks up the rest.
//!
//! The budget goes in passes (issue 14): a quick pass gives every pending cut a small
//! budget, most frequent first; a later pass gives the cuts that the quick pass left
//! `timeout` the full budget, most frequent first. The search is the same in both, only
//! its time differs, so a `none` of the quick pass is final. The summary says where the
//! time went, per pass and per status.

use super::{choose, Outcome, Rewrite, Stats, Status};
use crate::ir::{self, Function};
use crate::store::{CutRank, PendingCut, SynthRow};
use crate::store::{Store, StoreError};
use crate::util::{CallError, Lines, Worker, WorkerCmd};
use crate::util::{Order, Pool};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

/// A worker still busy with one cut after this many times the cut's budget, plus
/// [`KILL_GRACE`], is killed (and the cut recorded as a timeout).
pub(super) const KILL_AFTER_BUDGETS: u32 = 2;
/// See [`KILL_AFTER_BUDGETS`]: room for the worker's start and the mca calls.
pub(super) const KILL_GRACE: Duration = Duration::from_secs(30);

/// A request to a synthesis worker.
#[derive(Serialize, Deserialize)]
pub struct Request {
    /// The cut's hash.
    pub hash: String,
    /// The cut's module text.
    pub text: String,
    /// The cut's budget in milliseconds, when not the worker's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget_ms: Option<u64>,
}

/// A proved rewrite as a worker sends it.
#[derive(Serialize, Deserialize)]
pub struct WireRewrite {
    /// The rewrite expression, printed (paper, Figure 4 syntax).
    pub expr: String,
    /// A module holding `@tgt` (and its declarations).
    pub tgt: String,
    /// The static cost of `@tgt`.
    pub static_cost: u32,
}

/// A worker's answer.
#[derive(Serialize, Deserialize)]
pub struct Answer {
    /// How the search ended.
    pub status: Status,
    /// Why nothing was found, or what went wrong.
    pub detail: String,
    /// The proved rewrites, cheapest (static cost) first.
    pub rewrites: Vec<WireRewrite>,
    /// What the search did.
    pub stats: Stats,
}

/// The worker's side: answers requests on `input` with `opts` until it closes.
pub fn serve(opts: &super::Options, input: impl std::io::BufRead, output: impl std::io::Write) -> std::io::Result<()> {
    let fault = Fault::from_env();
    crate::util::serve_json(input, output, error_answer, |req: Request| {
        fault.before(&req.hash);
        let f = match cut_function(&req.text) {
            Err(e) => return error_answer(e.to_string()),
            Ok(f) => f,
        };
        let out = match req.budget_ms {
            Some(ms) => super::synthesize(
                &f,
                &super::Options {
                    budget: Duration::from_millis(ms),
                    ..opts.clone()
                },
            ),
            None => super::synthesize(&f, opts),
        };
        Answer {
            status: out.status,
            detail: out.detail,
            rewrites: out
                .rewrites
                .iter()
                .map(|r| WireRewrite {
                    expr: r.expr.to_string(),
                    tgt: ir::functions_module(&[&r.tgt]),
                    static_cost: r.static_cost,
                })
                .collect(),
            stats: out.stats,
        }
    })
}

/// Fault injection for the tests of `minotaur worker` (`MINOTAUR_FAULT`): `abort:PREFIX`
/// makes the synthesis process die on the cuts whose hash starts with `PREFIX`, every
/// time, as a solver crash would; `sleep:MS:PREFIX` makes it take `MS` milliseconds longer
/// on them (a cut in flight for a test to kill its worker or restart its database under).
enum Fault {
    None,
    Abort(String),
    Sleep(Duration, String),
}

impl Fault {
    fn from_env() -> Fault {
        let v = std::env::var("MINOTAUR_FAULT").unwrap_or_default();
        let mut parts = v.splitn(3, ':');
        match (parts.next(), parts.next(), parts.next()) {
            (Some("abort"), Some(p), None) if !p.is_empty() => Fault::Abort(p.into()),
            (Some("sleep"), Some(ms), Some(p)) if !p.is_empty() => match ms.parse() {
                Ok(ms) => Fault::Sleep(Duration::from_millis(ms), p.into()),
                Err(_) => Fault::None,
            },
            _ => Fault::None,
        }
    }

    fn before(&self, hash: &str) {
        match self {
            Fault::Abort(p) if hash.starts_with(p.as_str()) => std::process::abort(),
            Fault::Sleep(d, p) if hash.starts_with(p.as_str()) => std::thread::sleep(*d),
            _ => {}
        }
    }
}

fn error_answer(detail: String) -> Answer {
    Answer {
        status: Status::Error,
        detail,
        rewrites: vec![],
        stats: Stats::default(),
    }
}

/// Why a stored cut's text gives no function.
#[derive(Debug, thiserror::Error)]
pub enum CutTextError {
    /// The text does not parse.
    #[error("the cut does not parse: {0}")]
    Parse(ir::ParseError),
    /// It parses but holds no function.
    #[error("the cut has no function")]
    NoFunction,
}

/// Why a cut's answer from a worker could not be used (stored as the cut's `error`).
#[derive(Debug, thiserror::Error)]
pub(super) enum AnswerError {
    /// The worker could not be asked, or died.
    #[error("{0}")]
    Call(CallError),
    /// Its answer is not the JSON of an [`Answer`].
    #[error("garbled answer: {0}")]
    Garbled(serde_json::Error),
    /// A rewrite it sent does not parse.
    #[error("worker rewrite `{expr}`: {err}")]
    Rewrite {
        /// The rewrite's text.
        expr: String,
        /// Why it does not parse.
        err: ir::rewrite::RewriteParseError,
    },
    /// The `@tgt` it sent does not parse.
    #[error("worker @tgt: {0}")]
    Tgt(ir::ParseError),
    /// It sent no `@tgt`.
    #[error("worker @tgt missing")]
    TgtMissing,
    /// The stored cut itself.
    #[error("{0}")]
    Cut(#[from] CutTextError),
}

/// The function of a stored cut's text.
pub fn cut_function(text: &str) -> Result<Function, CutTextError> {
    let m = ir::parse_module(text).map_err(CutTextError::Parse)?;
    let f = m.functions().next().cloned();
    f.ok_or(CutTextError::NoFunction)
}

/// An answer back into an outcome (rewrites re-parsed).
fn outcome(a: Answer) -> Result<Outcome, AnswerError> {
    let mut rewrites = Vec::new();
    for w in a.rewrites {
        let expr = ir::rewrite::parse_rewrite(&w.expr).map_err(|err| AnswerError::Rewrite {
            expr: w.expr.clone(),
            err,
        })?;
        let m = ir::parse_module(&w.tgt).map_err(AnswerError::Tgt)?;
        let tgt = m.function("tgt").cloned().ok_or(AnswerError::TgtMissing)?;
        rewrites.push(Rewrite {
            expr,
            tgt,
            static_cost: w.static_cost,
            uops: None,
        });
    }
    Ok(Outcome {
        status: a.status,
        rewrites,
        detail: a.detail,
        stats: a.stats,
    })
}

/// How to run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Stop taking new cuts after this long.
    pub budget: Duration,
    /// Worker processes run in parallel.
    pub jobs: usize,
    /// The CPU to cost for (resolved: `native` already replaced).
    pub cpu: String,
    /// Each cut's own budget (a worker that takes far longer is killed), in the last pass.
    pub cut_budget: Duration,
    /// The quick pass's budget per cut (`None`: one pass at `cut_budget`).
    pub quick_budget: Option<Duration>,
    /// The share of the run's budget the quick pass may take while cuts it left
    /// `timeout` wait for the full pass; the full pass takes the rest, and when it runs
    /// out of cuts, the quick pass goes on.
    pub quick_share: f64,
    /// Cuts of at most this many instructions are searched first (in each pass), the
    /// larger ones after them (in the order by sites).
    pub small_first: usize,
    /// Which cuts first: the most executed in a profiled run, or the most frequent in the
    /// code (`Auto`: the first when the store has profile counts).
    pub order: CutOrder,
    /// In hot order, the cuts that cover a large share of the profile get more time.
    pub hot: HotBudget,
    /// At most this many cuts.
    pub limit: usize,
    /// How to start a synthesis worker.
    pub worker: WorkerCmd,
    /// The hash of the search's configuration ([`super::Config`]), recorded with each result.
    pub config: String,
}

/// The time a hot cut is worth (issue 34): in hot order, a cut whose sites ran at least
/// `share` of all the profiled executions of the store's sites is searched first, in a
/// pass of its own (numbered [`HOT_PASS`]), at `cut_budget` instead of the quick and full
/// passes' seconds. A search that ends sooner (`none`, or a rewrite) takes only its time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HotBudget {
    /// The least share of the profile's executions that makes a cut hot (0.01: 1 %).
    pub share: f64,
    /// A hot cut's budget (not more than the full pass's: no hot pass).
    pub cut_budget: Duration,
}

impl HotBudget {
    /// `share`'s default: on the profile-guided GMP store of 2026-11-29, 24 cuts of 20,368
    /// each cover 1 % or more of the 37.1 billion executions; a 10-minute hot-order run
    /// at 2 s / 10 s left 11 of them `timeout` (bench/results/2026-11-29-znver5/NOTES.md).
    pub const SHARE: f64 = 0.01;
    /// `cut_budget`'s default, in seconds: a minute, six full passes' worth.
    pub const CUT_BUDGET: f64 = 60.0;
}

impl Default for HotBudget {
    fn default() -> HotBudget {
        HotBudget {
            share: HotBudget::SHARE,
            cut_budget: Duration::from_secs_f64(HotBudget::CUT_BUDGET),
        }
    }
}

/// The number of the hot cuts' pass ([`HotBudget`]) in summaries and stored rows.
pub const HOT_PASS: u32 = 4;

/// The order a run takes cuts in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CutOrder {
    /// `Hot` when the store has profile counts (a crawl of a profile-guided build), else
    /// `Sites`.
    #[default]
    Auto,
    /// The most executed first: the profile counts of a cut's sites summed (cuts without
    /// counts last), then by sites.
    Hot,
    /// The most frequent in the code first (small cuts first, `small_first`).
    Sites,
}

/// What a run did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct RunSummary {
    /// Cuts that needed a search when the run started (at most `limit`).
    pub pending: usize,
    /// The order cuts were taken in (`Auto` resolved).
    pub order: CutOrder,
    /// Of `pending`, the hot cuts given [`HotBudget::cut_budget`] (0 outside hot order).
    pub hot_cuts: usize,
    /// Counts of this run's results (`seconds` is its wall time).
    #[serde(flatten)]
    pub counts: crate::store::SynthTotals,
    /// Worker processes used.
    pub jobs: usize,
    /// The CPU costed for.
    pub cpu: String,
    /// Novel rewrites (not known to LLVM) per core-hour of the run.
    pub novel_per_core_hour: f64,
    /// This run's errors grouped by reason (numbers in the message replaced by `N`).
    pub errors_by_reason: std::collections::BTreeMap<String, usize>,
    /// What each pass did.
    pub passes: Vec<PassSummary>,
    /// Search seconds (summed over workers and passes) of the cuts by how they ended in
    /// this run: a quick-pass timeout found in the full pass counts as found.
    pub seconds_by_final_status: BTreeMap<Status, f64>,
    /// The share of all search seconds spent on cuts that ended `timeout`.
    pub timeout_share: f64,
}

/// What one pass did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PassSummary {
    /// 1 for the quick pass, 2 for the full one (1 when there is only one pass), 3 for
    /// a retry of timeouts with more time ([`run_again`]), 4 ([`HOT_PASS`]) for the hot
    /// cuts at their own budget ([`HotBudget`]).
    pub pass: u32,
    /// The budget per cut, in seconds.
    pub cut_budget: f64,
    /// Cuts searched.
    pub tried: usize,
    /// Cuts and search seconds by status.
    pub by_status: BTreeMap<Status, StatusTime>,
    /// The refinement queries of the pass by outcome, with their seconds (from the
    /// workers' answers; a killed worker's queries are not counted).
    pub verification: super::VerifyTally,
}

/// Cuts and search seconds of one status.
#[derive(Clone, Debug, Default, Serialize)]
pub struct StatusTime {
    /// Cuts.
    pub cuts: usize,
    /// Search seconds, summed over workers.
    pub seconds: f64,
    /// Of those, the seconds spent in refinement queries (from the workers' answers).
    pub verification_seconds: f64,
}

/// The reason of an error message, for grouping: its first line with every run of digits
/// replaced by `N`, at most 120 characters.
pub fn error_reason(detail: &str) -> String {
    let line = detail.lines().next().unwrap_or("").trim();
    let mut out = String::new();
    let mut in_digits = false;
    for ch in line.chars() {
        if ch.is_ascii_digit() {
            if !in_digits {
                out.push('N');
            }
            in_digits = true;
        } else {
            in_digits = false;
            out.push(ch);
        }
        if out.chars().count() >= 120 {
            break;
        }
    }
    if out.is_empty() {
        "(no message)".into()
    } else {
        out
    }
}

/// Progress events.
pub enum Event<'a> {
    /// The run starts on this many cuts.
    Start(usize),
    /// A cut's result is stored.
    Done {
        /// The cut's hash.
        hash: &'a str,
        /// Its status as stored.
        status: Status,
    },
}

/// A quick-pass timeout whose level stopped on a projection of more than this share of
/// the full pass's budget is not retried (a level gets 60 % of what is left, and the
/// projection may be off by a quarter).
const RETRY_FIT: f64 = 0.75;

/// Synthesizes pending cuts of `store` until they run out or the budget does: a quick pass
/// at `quick_budget` per cut, then the cuts it left `timeout` at `cut_budget`.
pub fn run(store: &mut Store, opts: &RunOptions, progress: &dyn Fn(Event)) -> Result<RunSummary, StoreError> {
    let started = Instant::now();
    let order = match opts.order {
        CutOrder::Auto if store.has_executions()? => CutOrder::Hot,
        CutOrder::Auto => CutOrder::Sites,
        o => o,
    };
    let pending: Vec<PendingCut> = match order {
        CutOrder::Hot => store.pending_hot_cuts(&opts.config, opts.limit)?,
        _ => store.pending_cuts(&opts.config, opts.small_first, opts.limit)?,
    };
    progress(Event::Start(pending.len()));
    let mut st = RunState {
        sum: RunSummary {
            pending: pending.len(),
            order,
            jobs: opts.jobs.max(1),
            cpu: opts.cpu.clone(),
            ..Default::default()
        },
        ended: HashMap::new(),
    };
    let out_of_time = || started.elapsed() >= opts.budget;
    let hot = match order {
        CutOrder::Hot if opts.hot.cut_budget > opts.cut_budget => {
            hot_prefix(&pending, store.total_executions()?, opts.hot.share)
        }
        _ => 0,
    };
    st.sum.hot_cuts = hot;
    let rest = &pending[hot..];
    if hot > 0 {
        let (hot_cuts, b) = (&pending[..hot], opts.hot.cut_budget);
        run_pass(store, opts, hot_cuts, HOT_PASS, b, &out_of_time, &mut st, progress)?;
    }
    match opts.quick_budget.filter(|q| *q < opts.cut_budget) {
        None => {
            run_pass(store, opts, rest, 1, opts.cut_budget, &out_of_time, &mut st, progress)?;
        }
        Some(quick) => {
            // The quick pass until its share is spent (or its cuts run out), then the full
            // pass on what it left `timeout`, then the quick pass again with what is left.
            let share = opts.budget.mul_f64(opts.quick_share.clamp(0.0, 1.0));
            let quick_stop = || started.elapsed() >= share || out_of_time();
            let n = run_pass(store, opts, rest, 1, quick, &quick_stop, &mut st, progress)?;
            let b = opts.cut_budget.as_secs_f64();
            let rank = match order {
                CutOrder::Hot => CutRank::Hot,
                _ => CutRank::Sites {
                    small: opts.small_first,
                },
            };
            let full = store.timeouts_to_retry(b, b * RETRY_FIT, rank, opts.limit)?;
            progress(Event::Start(full.len()));
            run_pass(store, opts, &full, 2, opts.cut_budget, &out_of_time, &mut st, progress)?;
            if n < rest.len() && !out_of_time() {
                run_pass(store, opts, &rest[n..], 1, quick, &out_of_time, &mut st, progress)?;
            }
        }
    }
    Ok(finish(st, started))
}

/// How many of `cuts` (most executed first) are hot: each ran at least `share` of
/// `total` executions.
fn hot_prefix(cuts: &[PendingCut], total: u64, share: f64) -> usize {
    if total == 0 || share <= 0.0 {
        return 0;
    }
    let least = total as f64 * share;
    cuts.iter()
        .take_while(|c| c.executions.is_some_and(|e| e as f64 >= least))
        .count()
}

/// Searches `cuts` again, each at `cut_budget` (one pass, numbered 3: a retry of
/// timeouts with more time than the full pass had), in their order, until they run out
/// or `opts.budget` does. The nightly job retries yesterday's timeouts at twice their
/// budget this way; a cut's row then records that budget, so a later call that only takes
/// rows of a smaller budget does not retry it again.
pub fn run_again(
    store: &mut Store,
    cuts: &[PendingCut],
    cut_budget: Duration,
    opts: &RunOptions,
    progress: &dyn Fn(Event),
) -> Result<RunSummary, StoreError> {
    let started = Instant::now();
    progress(Event::Start(cuts.len()));
    let mut st = RunState {
        sum: RunSummary {
            pending: cuts.len(),
            jobs: opts.jobs.max(1),
            cpu: opts.cpu.clone(),
            ..Default::default()
        },
        ended: HashMap::new(),
    };
    let out_of_time = || started.elapsed() >= opts.budget;
    run_pass(store, opts, cuts, 3, cut_budget, &out_of_time, &mut st, progress)?;
    Ok(finish(st, started))
}

/// A run's summary from its state: totals, rates and where the time went.
fn finish(st: RunState, started: Instant) -> RunSummary {
    let mut sum = st.sum;
    sum.counts.found = sum.counts.novel + sum.counts.known_to_llvm;
    sum.counts.seconds = started.elapsed().as_secs_f64();
    let core_hours = sum.counts.seconds * sum.jobs as f64 / 3600.0;
    sum.novel_per_core_hour = if core_hours > 0.0 {
        sum.counts.novel as f64 / core_hours
    } else {
        0.0
    };
    for (status, secs) in st.ended.into_values() {
        *sum.seconds_by_final_status.entry(status).or_default() += secs;
    }
    let total: f64 = sum.seconds_by_final_status.values().sum();
    sum.timeout_share = if total > 0.0 {
        sum.seconds_by_final_status
            .get(&Status::Timeout)
            .copied()
            .unwrap_or(0.0)
            / total
    } else {
        0.0
    };
    sum
}

/// A run's counts so far, and each cut's latest status with its seconds over all passes.
struct RunState {
    sum: RunSummary,
    ended: HashMap<String, (Status, f64)>,
}

/// One pass over `cuts` at `cut_budget` each, until they run out or `stop`; returns how
/// many of `cuts` were taken (a prefix: the pool hands them out in order).
#[allow(clippy::too_many_arguments)]
fn run_pass(
    store: &mut Store,
    opts: &RunOptions,
    cuts: &[PendingCut],
    pass: u32,
    cut_budget: Duration,
    stop: &(dyn Fn() -> bool + Sync),
    st: &mut RunState,
    progress: &dyn Fn(Event),
) -> Result<usize, StoreError> {
    if cuts.is_empty() || stop() {
        return Ok(0);
    }
    let hard = cut_budget * KILL_AFTER_BUDGETS + KILL_GRACE;
    let budget_ms = (cut_budget != opts.cut_budget).then(|| cut_budget.as_millis() as u64);
    let mut ps = PassSummary {
        pass,
        cut_budget: cut_budget.as_secs_f64(),
        ..Default::default()
    };
    let mut taken = 0;
    Pool::new(st.sum.jobs, Order::Arrival).stop_when(stop).run(
        cuts,
        || Worker::new(opts.worker.clone(), Lines),
        |w, c| {
            let t0 = Instant::now();
            let r = ask(w, c, budget_ms, hard);
            (r, t0.elapsed().as_secs_f64())
        },
        |i, (r, secs)| {
            let c = &cuts[i];
            taken = taken.max(i + 1);
            let verifying = r.as_ref().map_or(0.0, |a| a.stats.verification.seconds());
            if let Ok(a) = &r {
                ps.verification.add(&a.stats.verification);
            }
            let mut row = result_row(c, r, secs, &opts.cpu, store);
            row.budget = cut_budget.as_secs_f64();
            row.pass = pass;
            row.config = Some(opts.config.clone());
            store.record_synth(&row)?;
            let sum = &mut st.sum;
            let again = st.ended.contains_key(&c.hash);
            if !again {
                sum.counts.tried += 1;
            } else if let Some((old, _)) = st.ended.get(&c.hash) {
                // A cut searched again moves from its old status to its new one.
                if *old == Status::Timeout {
                    sum.counts.timeout -= 1;
                }
            }
            match row.status {
                Status::Found if row.found.as_ref().is_some_and(|f| f.costs.known_to_llvm) => {
                    sum.counts.known_to_llvm += 1
                }
                Status::Found => sum.counts.novel += 1,
                Status::None => sum.counts.none += 1,
                Status::Timeout => sum.counts.timeout += 1,
                Status::Error => {
                    sum.counts.error += 1;
                    *sum.errors_by_reason.entry(error_reason(&row.detail)).or_default() += 1;
                }
            }
            let e = st.ended.entry(c.hash.clone()).or_insert((row.status, 0.0));
            e.0 = row.status;
            e.1 += secs;
            ps.tried += 1;
            let t = ps.by_status.entry(row.status).or_default();
            t.cuts += 1;
            t.seconds += secs;
            t.verification_seconds += verifying;
            progress(Event::Done {
                hash: &c.hash,
                status: row.status,
            });
            Ok(())
        },
    )?;
    st.sum.passes.push(ps);
    Ok(taken)
}

/// Why the synthesis process died while answering, when it did (not when it answered
/// badly or was killed for its time: those are the cut's results).
pub(super) fn crashed(r: &Result<Answer, AnswerError>) -> Option<String> {
    match r {
        Err(AnswerError::Call(e @ CallError::Died { .. })) => Some(e.to_string()),
        _ => None,
    }
}

/// Has worker `w` synthesize cut `c`, killing it after `hard`.
pub(super) fn ask(
    w: &mut Worker<Lines>,
    c: &PendingCut,
    budget_ms: Option<u64>,
    hard: Duration,
) -> Result<Answer, AnswerError> {
    let req = serde_json::to_string(&Request {
        hash: c.hash.clone(),
        text: c.text.clone(),
        budget_ms,
    })
    .unwrap_or_default();
    match w.call(&req, Some(hard)) {
        Ok(line) => serde_json::from_str::<Answer>(&line).map_err(AnswerError::Garbled),
        Err(CallError::Timeout(d)) => Ok(Answer {
            status: Status::Timeout,
            detail: format!("the worker was killed after {d:?}"),
            rewrites: vec![],
            stats: Stats::default(),
        }),
        Err(e) => Err(AnswerError::Call(e)),
    }
}

/// The stored row for one cut's answer: the rewrite kept by llvm-mca, or why none was.
pub(super) fn result_row(
    c: &PendingCut,
    r: Result<Answer, AnswerError>,
    secs: f64,
    cpu: &str,
    cache: &mut dyn crate::cost::CostCache,
) -> SynthRow {
    let mut row = SynthRow::new(&c.hash, cpu);
    row.seconds = (secs * 1000.0).round() / 1000.0;
    let chosen = r.and_then(|answer| {
        row.stats = serde_json::to_string(&answer.stats).unwrap_or_else(|_| "{}".into());
        row.candidates = answer.stats.candidates as u64;
        let out = outcome(answer)?;
        let cut = cut_function(&c.text)?;
        Ok(choose::choose(&cut, &out, cpu, cache).map(|ch| ch.found(&c.hash, &cut, cpu)))
    });
    match chosen {
        Ok(Ok(found)) => {
            row.status = Status::Found;
            row.found = Some(found);
        }
        Ok(Err(n)) => {
            row.status = n.status;
            row.detail = n.detail;
        }
        Err(e) => {
            row.status = Status::Error;
            row.detail = e.to_string();
        }
    }
    row
}
