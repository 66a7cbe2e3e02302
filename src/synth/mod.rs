//! Synthesis (paper, section 5 and Algorithm 2): for one cut, find cheaper code that
//! computes its returned value, proved by the refinement check.
//!
//! 1. A bank of inputs (`bank`): edge and random values, the cut's every value on each.
//! 2. Enumeration bottom up (`search`): terms of up to `max_insts` new instructions over
//!    the cut's values and literals, bitcasts free, deduplicated by their values on the
//!    bank; a term that matches the cut on every row is a candidate. The last level (and
//!    from three instructions on, the one before it) is checked against the goal only;
//!    the third instruction comes from the outside in (`outer`: one more instruction
//!    over a leaf whose inverse on one row says what the term below must be) and from
//!    pairs looked up by the value a row needs (`join`).
//! 3. Symbolic constants (`sketch`): one instruction over a term and a constant to be
//!    found, solved on the bank (by inversion or Z3), and shuffle masks read off the bank.
//! 4. For a cut whose root is a load (and that stores nothing): the same load through a
//!    cheaper address equal to the source's on every row (`memory`).
//! 5. Every candidate, cheapest (static cost) first, spliced into the cut (`lower`) and
//!    checked by `smt::refine`; only `Valid` makes a rewrite. A counterexample joins the
//!    bank (CEGIS) and the search goes on. A per-query timeout and a per-cut budget bound
//!    the work.
//!
//! Choosing among the rewrites by llvm-mca and the novelty check are the caller's
//! (the driver, [`run`]: the store's pending cuts in worker processes), since they
//! batch tool calls across rewrites.

pub mod bank;
pub mod choose;
mod driver;
pub mod fpthresh;
pub mod invert;
pub mod join;
pub mod keep;
pub mod lanes;
pub mod literals;
pub mod lower;
pub mod memory;
pub mod outer;
pub mod project;
pub mod search;
pub mod shapes;
pub mod sketch;
pub mod terms;
mod verifier;
pub use driver::{
    cut_function, error_reason, run, serve, Answer, Event, PassSummary, Request, RunOptions, RunSummary, StatusTime,
    WireRewrite,
};
pub use verifier::{Tally, VerifyTally};
pub mod x86imm;

use crate::ir::rewrite::RExpr;
use crate::ir::{Function, Op};
use crate::sem;
use search::{Candidate, Search};
use serde::Serialize;
use std::time::{Duration, Instant};
use verifier::{base_cost, Verifier};

/// How hard to search: the limits a caller sets, and the search's policy (how it shares
/// its time and how many of each thing it tries). `Default` gives the tuned values.
#[derive(Clone, Debug)]
pub struct Options {
    /// New instructions per candidate (bitcasts free).
    pub max_insts: u32,
    /// Rows of the input bank.
    pub bank_rows: usize,
    /// Seed of the bank's random inputs.
    pub seed: u64,
    /// Timeout of each refinement query.
    pub query_timeout: Duration,
    /// Time for the whole cut.
    pub budget: Duration,
    /// Stop after this many proved rewrites (the cheapest statically come first).
    pub max_rewrites: usize,
    /// Timeout of each constant-solving query on the bank, in milliseconds.
    pub sketch_timeout_ms: u32,
    /// x86 CPU flags candidates may use (as `/proc/cpuinfo` spells them).
    pub cpu_flags: Vec<String>,
    /// The CPU llvm-mca costs proved rewrites for during the search (`None`: static cost
    /// only). A rewrite mca does not find cheaper than the cut does not end the search.
    pub mca_cpu: Option<String>,
    /// Print each phase and verification to stderr.
    pub trace: bool,
    /// The largest share of `budget` one refinement query may take, whatever
    /// `query_timeout` says: one hard query may not take the whole budget, others may be
    /// easy.
    pub query_share: f64,
    /// The share of the time left that a level's enumeration may take; verifying what it
    /// found needs the rest.
    pub enumeration_share: f64,
    /// Solver calls that solving sketches (symbolic constants) may make at each level;
    /// the cheapest terms' sketches come first.
    pub sketch_solver_calls_per_level: u64,
    /// Rounds of CEGIS per sketch: solve its constant on the bank, verify, add the
    /// counterexample to the bank, solve again.
    pub cegis_rounds: u32,
    /// Solver calls per sketch and round: a constant that misses an older bank row is
    /// asked for again with that row added, up to this many times in all.
    pub sketch_solver_tries: u32,
    /// The latest bank rows (the solver's own counterexamples first among them) a
    /// constant-solving query sees, besides the rows earlier guesses missed.
    pub sketch_rows: usize,
    /// Candidates costing as much as the cut by the static estimate, verified at the end
    /// (llvm-mca may still find one cheaper): at most this many.
    pub max_ties: usize,
    /// The search stops after proving this many rewrites per one of `max_rewrites`, even
    /// when llvm-mca finds none of them cheaper than the cut.
    pub proved_per_rewrite: usize,
    /// Terms kept per level of enumeration, at most.
    pub max_terms_per_level: usize,
    /// The cut's constants of one type that are folded pairwise into new literals (their
    /// sum, difference, ...), at most.
    pub folded_constants: usize,
    /// Literals derived from the cut's constants per type, at most.
    pub max_derived_literals: usize,
    /// Timeout of the solver query for defined inputs, asked when fewer than half of the
    /// bank's rows are defined (guards, memory), in milliseconds.
    pub defined_inputs_timeout_ms: u32,
    /// The cut's `i1` values (compares) whose both outcomes the bank must show, at most:
    /// random inputs rarely reach the rare side of an overflow check.
    pub both_sides_values: usize,
    /// Rows asked of the solver for each outcome the bank does not show.
    pub rows_per_side: usize,
    /// Timeout of the solver query for such rows, in milliseconds.
    pub side_timeout_ms: u32,
    /// Rows that repeat an earlier row's arguments with other memory, for a cut that
    /// loads: a returned value that changes with them depends on memory no candidate can
    /// read.
    pub memory_rows: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_insts: 3,
            bank_rows: 24,
            seed: 1,
            query_timeout: Duration::from_secs(10),
            budget: Duration::from_secs(30),
            max_rewrites: 3,
            sketch_timeout_ms: 300,
            cpu_flags: Vec::new(),
            mca_cpu: None,
            trace: std::env::var_os("MINOTAUR_SYNTH_TRACE").is_some(),
            query_share: 0.4,
            enumeration_share: 0.6,
            sketch_solver_calls_per_level: 800,
            cegis_rounds: 3,
            sketch_solver_tries: 4,
            sketch_rows: 16,
            max_ties: 8,
            proved_per_rewrite: 4,
            max_terms_per_level: 20_000,
            folded_constants: 6,
            max_derived_literals: 24,
            defined_inputs_timeout_ms: 2000,
            both_sides_values: 4,
            rows_per_side: 2,
            side_timeout_ms: 300,
            memory_rows: 4,
        }
    }
}

pub use crate::store::SynthStatus as Status;

/// A proved rewrite.
#[derive(Clone, Debug)]
pub struct Rewrite {
    /// The new computation of the returned value (paper, Figure 4 syntax).
    pub expr: RExpr,
    /// The cut with that computation in place: `@tgt`, proved to refine `@src`.
    pub tgt: Function,
    /// The static cost of `tgt` ([`crate::cost::static_cost`]).
    pub static_cost: u32,
    /// llvm-mca's uOps, when the search measured them.
    pub uops: Option<u32>,
}

/// What the search did.
#[derive(Clone, Debug, Default, Serialize, serde::Deserialize)]
pub struct Stats {
    /// Terms the enumeration stored (leaves included).
    pub terms: usize,
    /// Terms the enumeration evaluated on the bank.
    pub evaluated: u64,
    /// Candidates that matched the cut on the bank (enumerated, shuffles, solved
    /// sketches).
    pub candidates: usize,
    /// Refinement queries that answered `Valid`.
    pub verified_valid: usize,
    /// Refinement queries that answered `Invalid`.
    pub verified_invalid: usize,
    /// Refinement queries that answered `Unknown` (a timeout, an unsupported feature).
    pub verified_unknown: usize,
    /// The refinement queries by outcome, with their seconds (issue 33).
    #[serde(default)]
    pub verification: verifier::VerifyTally,
    /// Counterexamples added to the bank.
    pub counterexamples: usize,
    /// Sketches whose constant was sought.
    pub sketches: u64,
    /// Solver calls made to find sketches' constants.
    pub solver_calls: u64,
    /// Wall time of the search.
    pub seconds: f64,
    /// When a level stopped on its projection: the seconds it would have taken
    /// ([`project`]); a later pass retries the cut only if that fits its budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub projected: Option<f64>,
}

/// The result for one cut.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// How the search ended.
    pub status: Status,
    /// The proved rewrites, cheapest (static cost) first.
    pub rewrites: Vec<Rewrite>,
    /// Why nothing was found, or what went wrong.
    pub detail: String,
    /// What the search did.
    pub stats: Stats,
}

/// The root's value must be something candidates can compute.
fn check_cut(cut: &Function) -> Result<(), String> {
    if cut.ret.is_void() || cut.ret.scalar().is_ptr() {
        return Err(format!("the cut returns {}", cut.ret));
    }
    sem::check_type(&cut.ret).map_err(|u| u.0)?;
    // The bank makes values of these types only (a struct argument was an internal error).
    for p in &cut.params {
        sem::check_type(&p.ty).map_err(|u| format!("argument %{}: {}", p.name, u.0))?;
    }
    if search::root_name(cut).is_none() {
        return Err("the cut does not return an instruction's value".into());
    }
    Ok(())
}

/// The share of the budget the sketches of a level get when the level itself stopped
/// on its projection.
const STOPPED_SKETCH_SHARE: f64 = 0.1;

/// Synthesizes cheaper code for `cut`.
pub fn synthesize(cut: &Function, opts: &Options) -> Outcome {
    let started = Instant::now();
    let deadline = started + opts.budget;
    let fail = |detail: String, stats: Stats| Outcome {
        status: Status::Error,
        rewrites: vec![],
        detail,
        stats,
    };
    if let Err(e) = check_cut(cut) {
        return fail(format!("unsupported: {e}"), Stats::default());
    }
    // The bank's solver queries (defined inputs, both sides of compares) may not take
    // the budget: a tenth for the first, a fortieth for each of the others (at most 8).
    let ms = |share: f64| (opts.budget.as_secs_f64() * share * 1000.0) as u32;
    let bank_opts = Options {
        defined_inputs_timeout_ms: opts.defined_inputs_timeout_ms.min(ms(0.1)),
        side_timeout_ms: opts.side_timeout_ms.min(ms(0.025)),
        ..opts.clone()
    };
    let bank = match bank::Bank::new(cut, &bank_opts) {
        Ok(b) => b,
        Err(u) => return fail(format!("unsupported: {}", u.0), Stats::default()),
    };
    if opts.trace {
        eprintln!(
            "synth: bank: {} rows, {} live ({:.2} s)",
            bank.rows.len(),
            bank.live().count(),
            started.elapsed().as_secs_f64()
        );
    }
    if bank.live().next().is_none() {
        // Vacuous when the solver agrees: anything would refine it, so nothing is worth
        // proposing (alive-tv's "Source function is always UB").
        let left = deadline.saturating_duration_since(Instant::now());
        if crate::smt::vacuity::always_ub(cut, left.min(std::time::Duration::from_secs(10))) == Some(true) {
            return Outcome {
                status: Status::None,
                rewrites: vec![],
                detail: "the cut has undefined behaviour on every input (skipped: any rewrite would be vacuous)".into(),
                stats: Stats::default(),
            };
        }
        if bank_opts.defined_inputs_timeout_ms < opts.defined_inputs_timeout_ms {
            // The query for defined inputs had less time than it may have: more budget
            // may find them.
            return Outcome {
                status: Status::Timeout,
                rewrites: vec![],
                detail: format!(
                    "no input without undefined behaviour found in the {} ms the budget leaves the solver for them",
                    bank_opts.defined_inputs_timeout_ms
                ),
                stats: Stats {
                    seconds: started.elapsed().as_secs_f64(),
                    ..Stats::default()
                },
            };
        }
        return fail(
            "the cut has undefined behaviour on every input tried".into(),
            Stats::default(),
        );
    }
    // A root load may be replaced by a load of the same address (`memory`); other values
    // that depend on memory are out of reach.
    let loads_root = memory::root_load(cut).is_some();
    let determined = bank.determined(&search::leaf_names(cut)) && !returns_unwritten_load(cut);
    if !determined && !loads_root {
        return Outcome {
            status: Status::None,
            rewrites: vec![],
            detail: "the returned value depends on more than the values a candidate can read (memory)".into(),
            stats: Stats {
                seconds: started.elapsed().as_secs_f64(),
                ..Stats::default()
            },
        };
    }
    let cut_cost = crate::cost::static_cost(cut);
    let flags = opts.cpu_flags.clone();
    let features = move |need: &str| need.split_whitespace().all(|f| flags.iter().any(|h| h == f));
    let mut s = Search::new(cut, bank, opts, cut_cost, deadline, &features);
    let mut v = Verifier {
        cut,
        cut_cost,
        opts,
        rewrites: Vec::new(),
        stats: Stats::default(),
        deadline,
        undecided_by_time: false,
        cut_uops: None,
        ties: Vec::new(),
        in_ties: false,
        base_cost: base_cost(cut),
        proved_before_level: 0,
    };
    s.max_cost = v.term_bound();
    let mut checked = 0;
    let root = cut.ret.clone();
    let mut st = sketch::SketchStats::default();
    let mut stopped: Option<(u32, f64)> = None;
    // The cut's values themselves, then x86 intrinsics with an immediate, three operands
    // or a mask over them, then masked loads: their operands, immediates and addresses
    // are read off the bank, so they cost no enumeration and come before it.
    checked = verify_new(&mut s, &mut v, checked);
    checked = x86_candidates(&mut s, &mut v, &features, checked);
    // A vector loaded lane by lane: one masked load or gather, its addresses read off the
    // bank, its indices among the cut's values.
    s.candidates.extend(lanes::candidates(cut, &s));
    checked = verify_new(&mut s, &mut v, checked);
    for level in 1..=opts.max_insts {
        v.proved_before_level = v.rewrites.len();
        // Every new instruction costs at least one simple operation: a level that cannot
        // beat the best proved rewrite is skipped.
        if v.done() || v.level_cannot_pay(level) {
            break;
        }
        s.max_cost = v.term_bound();
        let t0 = Instant::now();
        // Enumeration may take most of what is left; verifying what it found needs the rest.
        let left = deadline.saturating_duration_since(Instant::now());
        s.deadline = Instant::now() + left.mul_f64(opts.enumeration_share);
        enumerate(&mut s, level, opts.max_insts);
        s.deadline = deadline;
        if opts.trace {
            eprintln!(
                "synth: level {level}: {} terms, {} evaluated, {} candidates, {} of {} tuples ({:.2} s){}",
                s.terms.len(),
                s.evaluated,
                s.candidates.len() - checked,
                s.progress.visited(),
                s.progress.total(),
                t0.elapsed().as_secs_f64(),
                s.progress
                    .projected
                    .map_or(String::new(), |p| format!(", stopped: projected {p:.1} s"))
            );
        }
        checked = verify_new(&mut s, &mut v, checked);
        if let Some(p) = s.progress.projected {
            // This level's tuples would take longer than the budget leaves: the cut ends
            // `timeout` now, not when the budget is gone (a later pass may have more).
            // At level 1 its sketches (one instruction over the cut's values, a constant
            // solved) are targeted enough to get a share of the budget first.
            stopped = Some((level, p));
            if level == 1 && !v.level_cannot_pay(level) {
                let full = v.deadline;
                v.deadline = full.min(Instant::now() + opts.budget.mul_f64(STOPPED_SKETCH_SHARE));
                st.solver_limit = st.solver_calls + opts.sketch_solver_calls_per_level;
                run_sketches(&mut s, &mut v, cut, level, &mut st);
                v.deadline = full;
            }
            break;
        }
        if level == 1 && loads_root {
            // The same load through a cheaper address, over this level's terms.
            // A proved flagged gep makes its unflagged twin (tried after it) redundant.
            let mut proved: Vec<RExpr> = Vec::new();
            for c in memory::candidates(cut, &s) {
                if v.done() {
                    break;
                }
                let plain = memory::without_gep_flags(&c.expr);
                if c.cost > v.term_bound() || proved.contains(&plain) {
                    continue;
                }
                v.stats.candidates += 1;
                let before = v.rewrites.len();
                let cex = v.verify(&s, &c);
                if v.rewrites.len() > before {
                    proved.push(plain);
                }
                if let Some(cex) = cex {
                    v.stats.counterexamples += 1;
                    s.add_counterexample(cut, &cex);
                }
            }
            if !determined {
                break;
            }
        }
        if level == 1 {
            // Shuffles of the cut's values, with masks read off the bank.
            let mut shuffles = sketch::shuffles(&s, &root, deadline);
            shuffles.sort_by_key(|c| c.cost);
            s.candidates.extend(shuffles);
            checked = verify_new(&mut s, &mut v, checked);
        }
        // One instruction over terms of `level - 1` instructions and a constant to solve.
        if !v.level_cannot_pay(level) {
            st.solver_limit = st.solver_calls + opts.sketch_solver_calls_per_level;
            run_sketches(&mut s, &mut v, cut, level, &mut st);
        }
    }
    // Candidates that cost as much as the cut by the static estimate, last: llvm-mca may
    // still find one cheaper (an `andn`, a folded load).
    let ties = std::mem::take(&mut v.ties);
    v.in_ties = true;
    for c in ties.iter().take(opts.max_ties) {
        if v.done() || v.winners().next().is_some() {
            break;
        }
        if let Some(cex) = v.verify(&s, c) {
            v.stats.counterexamples += 1;
            s.add_counterexample(cut, &cex);
        }
    }
    v.stats.sketches = st.tried;
    v.stats.projected = stopped.map(|(_, p)| p);
    v.stats.solver_calls = st.solver_calls;
    let mut stats = v.stats.clone();
    stats.terms = s.terms.len();
    stats.evaluated = s.evaluated;
    stats.seconds = started.elapsed().as_secs_f64();
    let mut rewrites = v.rewrites;
    rewrites.sort_by(|a, b| (a.static_cost, a.expr.to_string()).cmp(&(b.static_cost, b.expr.to_string())));
    let timed_out = s.timed_out || v.undecided_by_time || Instant::now() > deadline;
    let (status, detail) = if !rewrites.is_empty() {
        (Status::Found, String::new())
    } else if let Some((level, p)) = stopped {
        (
            Status::Timeout,
            format!(
                "stopped after {:.1} s of {:?}: level {level} would take about {p:.1} s",
                stats.seconds, opts.budget
            ),
        )
    } else if timed_out {
        (Status::Timeout, format!("budget of {:?} spent", opts.budget))
    } else {
        (
            Status::None,
            "no cheaper refinement within the instruction limit".into(),
        )
    };
    Outcome {
        status,
        rewrites,
        detail,
        stats,
    }
}

/// Enumerates level `level` of `max`; the last one, and from three on the last but one,
/// is checked against the goal only, not stored. At the last of three or more levels,
/// first the pairs [`join`] looks up; then, unless that stopped on its projection, the
/// terms of the level before again, each completed from the outside in by one more
/// instruction over a leaf ([`outer`]). So the search of fewer instructions is whole
/// (and verified) before the third instruction takes time, and a rewrite proved with
/// fewer may make the third level unable to pay, so that it is skipped.
fn enumerate(s: &mut Search, level: u32, max: u32) {
    if max < 3 || level < max {
        s.level(level, level < max && (max < 3 || level + 1 < max));
        return;
    }
    s.joined_only = true;
    s.level(level, false);
    s.joined_only = false;
    if s.progress.projected.is_none() && !s.timed_out {
        s.outer = outer::Outer::new(s);
        if s.outer.is_some() {
            s.level(level - 1, false);
        }
        s.outer = None;
    }
}

/// Solves and verifies the sketches over terms of exactly `level - 1` instructions,
/// cheapest first; a counterexample joins the bank and the sketch is solved again (CEGIS).
fn run_sketches(s: &mut Search, v: &mut Verifier, cut: &Function, level: u32, st: &mut sketch::SketchStats) {
    let root = cut.ret.clone();
    let sks: Vec<sketch::Sketch> = sketch::sketches(s, &root, level)
        .into_iter()
        .filter(|sk| s.terms[sk.term].insts + 1 == level)
        .collect();
    let t0 = Instant::now();
    for sk in sks {
        if v.done() {
            break;
        }
        let node = search::node_cost(&sketch::fill(s, &sk, RExpr::val(sk.ty.clone(), "c")));
        if s.bound_cost(sk.term) + node > v.term_bound() {
            continue;
        }
        // A float threshold is bisected: one round per bit of its format at most.
        let rounds = if sketch::bisects(&sk) {
            v.opts.cegis_rounds.max(sk.ty.scalar_bits().unwrap_or(0) + 2)
        } else {
            v.opts.cegis_rounds
        };
        for _round in 0..rounds {
            let Some(e) = sketch::solve(s, &sk, &root, v.opts, st) else {
                break;
            };
            let c = Candidate {
                cost: node + s.terms[sk.term].cost,
                insts: level,
                expr: e,
            };
            v.stats.candidates += 1;
            match v.verify(s, &c) {
                Some(cex) => {
                    v.stats.counterexamples += 1;
                    s.add_counterexample(cut, &cex);
                }
                None => break,
            }
        }
    }
    if v.opts.trace {
        eprintln!(
            "synth: sketches at level {level}: {} tried, {} read off the rows, {} ruled out, {} solver calls, {} solved ({:.2} s)",
            st.tried,
            st.inverted,
            st.ruled_out,
            st.solver_calls,
            st.solved,
            t0.elapsed().as_secs_f64()
        );
    }
}

/// x86 intrinsics with an immediate, three operands or a mask over the cut's values
/// (`x86imm`), with CEGIS: a counterexample joins the bank and the immediates are read
/// off again. Returns the new index of verified candidates.
fn x86_candidates(s: &mut Search, v: &mut Verifier, features: &dyn Fn(&str) -> bool, mut checked: usize) -> usize {
    let root = v.cut.ret.clone();
    let mut tried: std::collections::HashSet<RExpr> = std::collections::HashSet::new();
    for _round in 0..v.opts.cegis_rounds {
        if v.done() {
            break;
        }
        let t0 = Instant::now();
        let mut fresh: Vec<Candidate> = x86imm::candidates(s, &root, features, v.deadline)
            .into_iter()
            .filter(|c| tried.insert(c.expr.clone()))
            .collect();
        if v.opts.trace {
            eprintln!(
                "synth: x86 immediates/three operands: {} candidates ({:.2} s)",
                fresh.len(),
                t0.elapsed().as_secs_f64()
            );
            for c in &fresh {
                eprintln!("synth:   x86 candidate {}", c.expr);
            }
        }
        if fresh.is_empty() {
            break;
        }
        fresh.sort_by_key(|c| c.cost);
        s.candidates.extend(fresh);
        let cex_before = v.stats.counterexamples;
        checked = verify_new(s, v, checked);
        if v.stats.counterexamples == cex_before {
            break;
        }
    }
    checked
}

/// Verifies the candidates found since index `from`, cheapest first; returns the new
/// index. Counterexamples join the bank.
fn verify_new(s: &mut Search, v: &mut Verifier, from: usize) -> usize {
    let mut fresh: Vec<Candidate> = s.candidates[from..].to_vec();
    fresh.sort_by(|a, b| (a.cost, a.insts, a.expr.to_string()).cmp(&(b.cost, b.insts, b.expr.to_string())));
    v.stats.candidates += fresh.len();
    for c in &fresh {
        if v.done() {
            break;
        }
        if c.cost > v.term_bound() {
            continue;
        }
        if let Some(cex) = v.verify(s, c) {
            v.stats.counterexamples += 1;
            s.add_counterexample(v.cut, &cex);
        }
    }
    s.candidates.len()
}

/// True when the cut returns a value it loads and writes no memory: no candidate reads
/// memory, so none can compute it (the bank cannot always show this: rows whose
/// addresses go out of bounds are undefined and compare nothing).
fn returns_unwritten_load(cut: &Function) -> bool {
    let Some(root) = search::root_name(cut) else {
        return false;
    };
    let loads_root = cut
        .insts()
        .any(|i| i.name.as_deref() == Some(root.as_str()) && matches!(i.op, Op::Load { .. }));
    loads_root && !cut.insts().any(|i| matches!(i.op, Op::Store { .. } | Op::Call(_)))
}

/// True when `f`'s body has no instruction `op` it could not run (for callers that want
/// to skip cuts early).
pub fn searchable(f: &Function) -> bool {
    check_cut(f).is_ok() && !f.insts().any(|i| matches!(i.op, Op::Opaque { .. }))
}
#[cfg(test)]
mod tests;
