//! Synthesis (paper, section 5 and Algorithm 2): for one cut, find cheaper code that
//! computes its returned value, proved by the refinement check.
//!
//! 1. A bank of inputs (`bank`): edge and random values, the cut's every value on each.
//! 2. Enumeration bottom up (`search`): terms of up to `max_insts` new instructions over
//!    the cut's values and literals, bitcasts free, deduplicated by their values on the
//!    bank; a term that matches the cut on every row is a candidate.
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
//! (`run`), since they batch tool calls across rewrites.

pub mod bank;
pub mod choose;
pub mod fpthresh;
pub mod invert;
pub mod lower;
pub mod memory;
pub mod run;
pub mod search;
pub mod shapes;
pub mod sketch;
pub mod terms;
pub mod x86imm;

use crate::cost::SIMPLE_OP;
use crate::interp::Concrete;
use crate::ir::rewrite::{RExpr, UnOp};
use crate::ir::{Function, Op};
use crate::sem::{self, Memory};
use crate::smt::refine::{refines, LaneVal, Options as RefineOptions, Verdict};
use search::{Candidate, Search};
use serde::Serialize;
use std::time::{Duration, Instant};

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
            max_insts: 2,
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
    /// Counterexamples added to the bank.
    pub counterexamples: usize,
    /// Sketches whose constant was sought.
    pub sketches: u64,
    /// Solver calls made to find sketches' constants.
    pub solver_calls: u64,
    /// Wall time of the search.
    pub seconds: f64,
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
    if search::root_name(cut).is_none() {
        return Err("the cut does not return an instruction's value".into());
    }
    Ok(())
}

struct Verifier<'a> {
    cut: &'a Function,
    cut_cost: u32,
    opts: &'a Options,
    rewrites: Vec<Rewrite>,
    stats: Stats,
    deadline: Instant,
    undecided_by_time: bool,
    /// The cut's uOps, measured once on first need.
    cut_uops: Option<Option<u32>>,
    /// Candidates as costly as the cut by the static estimate, verified last.
    ties: Vec<Candidate>,
    in_ties: bool,
}

impl Verifier<'_> {
    /// Verifies one candidate; a counterexample is returned for the bank.
    fn verify(&mut self, s: &Search, c: &Candidate) -> Option<crate::smt::refine::Counterexample> {
        let tgt = lower::splice(self.cut, &c.expr)?;
        let cost = crate::cost::static_cost(&tgt);
        if cost == self.cut_cost && !self.in_ties && !lower::same_code(self.cut, &tgt) {
            self.ties.push(c.clone());
            return None;
        }
        let skip = if cost > self.cut_cost {
            Some("costs more than the cut")
        } else if lower::same_code(self.cut, &tgt) {
            Some("is the cut itself")
        } else if !self.rows_agree(s, &tgt) {
            Some("disagrees on the bank")
        } else {
            None
        };
        if let Some(why) = skip {
            if self.opts.trace {
                eprintln!(
                    "synth: skip {} ({why}, static cost {cost} vs {})",
                    c.expr, self.cut_cost
                );
            }
            return None;
        }
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            self.undecided_by_time = true;
            return None;
        }
        // One hard query may not take the whole budget: others may be easy.
        let ro = RefineOptions {
            timeout: self
                .opts
                .query_timeout
                .min(left)
                .min(self.opts.budget.mul_f64(self.opts.query_share)),
            ..RefineOptions::default()
        };
        let t0 = Instant::now();
        let verdict = refines(self.cut, &tgt, &ro);
        if self.opts.trace {
            let v = verdict.as_ref().map_or("error", |v| v.name());
            eprintln!("synth: verify {} -> {v} ({:.2} s)", c.expr, t0.elapsed().as_secs_f64());
        }
        match verdict {
            Ok(Verdict::Valid) => {
                self.stats.verified_valid += 1;
                let uops = self.uops(&tgt);
                if self.opts.trace {
                    eprintln!("synth: uOps {:?} against the cut's {:?}", uops, self.cut_uops.flatten());
                }
                self.rewrites.push(Rewrite {
                    expr: c.expr.clone(),
                    tgt,
                    static_cost: cost,
                    uops,
                });
                None
            }
            Ok(Verdict::Invalid(cex)) => {
                self.stats.verified_invalid += 1;
                // Wrong only on a poison (or undef) input: the same code over frozen
                // inputs may be right, and `freeze` is free in machine code. The bank's
                // rows have no poison, so the enumeration cannot tell the two apart.
                if cex
                    .inputs
                    .iter()
                    .any(|(_, _, ls)| ls.iter().any(|l| !matches!(l, LaneVal::Bits(_))))
                    && !has_freeze(&c.expr)
                {
                    let frozen = Candidate {
                        expr: freeze_leaves(&c.expr),
                        ..c.clone()
                    };
                    // Only when a freeze went in (`map_children` may leave a node's
                    // operands as they are): else this would retry forever.
                    if has_freeze(&frozen.expr) {
                        if self.opts.trace {
                            eprintln!("synth: wrong under poison; trying {}", frozen.expr);
                        }
                        let _ = self.verify(s, &frozen);
                    }
                }
                Some(*cex)
            }
            Ok(Verdict::Unknown(r)) => {
                self.stats.verified_unknown += 1;
                if matches!(r, crate::smt::refine::UnknownReason::Timeout) {
                    self.undecided_by_time = true;
                }
                None
            }
            Err(_) => None,
        }
    }

    /// The whole target on every bank row (counterexamples included) before the solver.
    fn rows_agree(&self, s: &Search, tgt: &Function) -> bool {
        // A target that loads reads the memory the cut read: the cut runs first on the
        // same inputs and memory, as in the refinement check.
        let loads = tgt.insts().any(|i| matches!(i.op, Op::Load { .. }));
        for (_, row) in s.bank.live() {
            let d = Concrete::for_pair(vec![], vec![], row.mem.clone());
            let mut mem = Memory::new();
            if loads && sem::eval_function_with(&d, self.cut, row.args.clone(), true, &mut mem).is_err() {
                return false;
            }
            let Ok(out) = sem::eval_function_with(&d, tgt, row.args.clone(), false, &mut mem) else {
                return false;
            };
            if out.ub {
                return false;
            }
            match out.ret {
                Some(ret) if row.reproduced_by(&tgt.ret, &ret) => {}
                _ => return false,
            }
        }
        true
    }

    /// llvm-mca's uOps for `f` (when the search measures them).
    fn uops(&mut self, f: &Function) -> Option<u32> {
        let cpu = self.opts.mca_cpu.clone()?;
        if self.cut_uops.is_none() {
            self.cut_uops = Some(crate::cost::mca_uops(&[self.cut], &cpu)[0]);
        }
        crate::cost::mca_uops(&[f], &cpu)[0]
    }

    /// The rewrites that count: by llvm-mca when it is measured (else all), cheaper than
    /// the cut or as cheap with fewer IR instructions (`store::Gain`, what `choose`
    /// keeps).
    fn winners(&self) -> impl Iterator<Item = &Rewrite> {
        let cut = self.cut_uops.flatten();
        let cut_insts = crate::cost::ir_insts(self.cut);
        self.rewrites.iter().filter(move |r| match (cut, r.uops) {
            (Some(c), Some(u)) => crate::store::Gain::of(c, cut_insts, u, crate::cost::ir_insts(&r.tgt)).is_some(),
            (Some(_), None) => false,
            (None, _) => true,
        })
    }

    /// Enough rewrites, or one costing a single simple operation (only reusing a value
    /// is cheaper, and the leaves were checked first), or out of time.
    fn done(&self) -> bool {
        self.winners().count() >= self.opts.max_rewrites
            || self.winners().next().is_some() && self.bound() <= SIMPLE_OP
            || self.rewrites.len() >= self.opts.proved_per_rewrite * self.opts.max_rewrites
            || Instant::now() > self.deadline
    }

    /// The best (static) cost proved so far: later candidates must beat it.
    fn bound(&self) -> u32 {
        self.winners().map(|r| r.static_cost).min().unwrap_or(self.cut_cost)
    }
}

/// True when `e` has a `freeze` anywhere.
fn has_freeze(e: &RExpr) -> bool {
    matches!(e, RExpr::Un { op: UnOp::Freeze, .. }) || e.children().into_iter().any(has_freeze)
}

/// `e` with every value it reads frozen (each value once: `lower` emits one `freeze` per
/// distinct value, so all uses see the same choice).
fn freeze_leaves(e: &RExpr) -> RExpr {
    match e {
        RExpr::Val { ty, .. } => RExpr::Un {
            op: UnOp::Freeze,
            fmf: crate::ir::FastMath::default(),
            a: Box::new(e.clone()),
            ty: ty.clone(),
        },
        RExpr::Const { .. } => e.clone(),
        _ => crate::ir::rewrite::lower::map_children(e, freeze_leaves),
    }
}

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
    let bank = match bank::Bank::new(cut, opts) {
        Ok(b) => b,
        Err(u) => return fail(format!("unsupported: {}", u.0), Stats::default()),
    };
    if bank.live().next().is_none() {
        // Vacuous when the solver agrees: anything would refine it, so nothing is worth
        // proposing (alive-tv's "Source function is always UB").
        if crate::smt::vacuity::always_ub(cut, opts.budget.min(std::time::Duration::from_secs(10))) == Some(true) {
            return Outcome {
                status: Status::None,
                rewrites: vec![],
                detail: "the cut has undefined behaviour on every input (skipped: any rewrite would be vacuous)".into(),
                stats: Stats::default(),
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
    };
    let mut checked = 0;
    let root = cut.ret.clone();
    let mut st = sketch::SketchStats::default();
    // The cut's values themselves, then x86 intrinsics with an immediate, three operands
    // or a mask over them: their operands and immediates are read off the bank, so they
    // cost no enumeration and come before it.
    checked = verify_new(&mut s, &mut v, checked);
    checked = x86_candidates(&mut s, &mut v, &features, checked);
    for level in 1..=opts.max_insts {
        // Every new instruction costs at least one simple operation: a level that cannot
        // beat the best proved rewrite is skipped.
        if v.done() || v.winners().next().is_some() && v.bound() <= SIMPLE_OP * level {
            break;
        }
        s.max_cost = v.bound();
        let t0 = Instant::now();
        // Enumeration may take most of what is left; verifying what it found needs the rest.
        let left = deadline.saturating_duration_since(Instant::now());
        s.deadline = Instant::now() + left.mul_f64(opts.enumeration_share);
        s.level(level, level < opts.max_insts);
        s.deadline = deadline;
        if opts.trace {
            eprintln!(
                "synth: level {level}: {} terms, {} evaluated, {} candidates ({:.2} s)",
                s.terms.len(),
                s.evaluated,
                s.candidates.len() - checked,
                t0.elapsed().as_secs_f64()
            );
        }
        checked = verify_new(&mut s, &mut v, checked);
        if level == 1 && loads_root {
            // The same load through a cheaper address, over this level's terms.
            // A proved flagged gep makes its unflagged twin (tried after it) redundant.
            let mut proved: Vec<RExpr> = Vec::new();
            for c in memory::candidates(cut, &s) {
                if v.done() {
                    break;
                }
                let plain = memory::without_gep_flags(&c.expr);
                if c.cost > v.bound() || proved.contains(&plain) {
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
        if !(v.winners().next().is_some() && v.bound() <= SIMPLE_OP * level) {
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
        if s.terms[sk.term].cost + node > v.bound() {
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
        if c.cost > v.bound() {
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
