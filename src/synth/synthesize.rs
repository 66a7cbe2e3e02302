//! One cut's search as a loop: check the cut, build its bank, verify what is read off
//! the bank, then level by level (`run_level`) until one stops the search, verify the
//! ties, and finish: the typed [`Stop`] becomes the status and detail at the end.

use super::bank::Bank;
use super::enumerate::{self, Candidate, Search};
use super::outcome::{Outcome, Stats, Stop};
use super::sketch::{self, SketchStats};
use super::verifier::{base_cost, Verifier};
use super::{lanes, memory, wide, x86imm, Options};
use crate::ir::rewrite::RExpr;
use crate::ir::{Function, Op};
use crate::sem;
use std::time::{Duration, Instant};

/// Why a cut is not one synthesis can search.
#[derive(Debug, thiserror::Error)]
enum Unsearchable {
    /// It returns nothing, or a pointer.
    #[error("the cut returns {0}")]
    Returns(crate::ir::Type),
    /// The type of its value has no meaning in `sem`.
    #[error("{}", .0.0)]
    Type(sem::Unsupported),
    /// The type of an argument has none.
    #[error("argument %{name}: {}", why.0)]
    Argument {
        /// The argument's name.
        name: String,
        /// What `sem` cannot give a meaning to.
        why: sem::Unsupported,
    },
    /// It returns a constant or an argument.
    #[error("the cut does not return an instruction's value")]
    NoRoot,
}

/// The root's value must be something candidates can compute.
fn check_cut(cut: &Function) -> Result<(), Unsearchable> {
    if cut.ret.is_void() || cut.ret.scalar().is_ptr() {
        return Err(Unsearchable::Returns(cut.ret.clone()));
    }
    sem::check_type(&cut.ret).map_err(Unsearchable::Type)?;
    // The bank makes values of these types only (a struct argument was an internal error).
    for p in &cut.params {
        sem::check_type(&p.ty).map_err(|why| Unsearchable::Argument {
            name: p.name.clone(),
            why,
        })?;
    }
    if enumerate::root_name(cut).is_none() {
        return Err(Unsearchable::NoRoot);
    }
    Ok(())
}

/// The share of the budget the sketches of a level get when the level itself stopped
/// on its projection.
const STOPPED_SKETCH_SHARE: f64 = 0.1;

/// Statistics of a search that stopped before enumerating: its time only.
fn elapsed(started: Instant) -> Stats {
    Stats {
        seconds: started.elapsed().as_secs_f64(),
        ..Stats::default()
    }
}

/// Synthesizes cheaper code for `cut`.
pub fn synthesize(cut: &Function, opts: &Options) -> Outcome {
    let started = Instant::now();
    let deadline = started + opts.budget;
    if let Err(e) = check_cut(cut) {
        return Outcome::stopped(&Stop::Unsupported(e.to_string()), Stats::default());
    }
    let bank = match make_bank(cut, opts, started, deadline) {
        Ok(bank) => bank,
        Err((stop, stats)) => return Outcome::stopped(&stop, stats),
    };
    // A root load may be replaced by a load of the same address (`memory`); other values
    // that depend on memory are out of reach.
    let loads_root = memory::root_load(cut).is_some();
    let determined = bank.determined(&enumerate::leaf_names(cut)) && !returns_unwritten_load(cut);
    if !determined && !loads_root {
        return Outcome::stopped(&Stop::ReadsMemory, elapsed(started));
    }
    let flags = opts.cpu_flags.clone();
    let features = move |need: &str| need.split_whitespace().all(|f| flags.iter().any(|h| h == f));
    let mut run = Run::new(cut, opts, bank, deadline, &features);
    run.loads_root = loads_root;
    run.determined = determined;
    run.read_off_the_bank();
    let mut stopped = None;
    for level in 1..=opts.max_insts {
        match run.run_level(level) {
            Level::Next => {}
            Level::Stop(why) => {
                stopped = Some(why);
                break;
            }
        }
    }
    run.ties();
    run.finish(started, stopped)
}

/// The cut's bank of inputs, or why the search cannot begin (with its statistics).
fn make_bank(cut: &Function, opts: &Options, started: Instant, deadline: Instant) -> Result<Bank, (Stop, Stats)> {
    // The bank's solver queries (defined inputs, both sides of compares) may not take
    // the budget: a tenth for the first, a fortieth for each of the others (at most 8).
    let ms = |share: f64| (opts.budget.as_secs_f64() * share * 1000.0) as u32;
    let bank_opts = Options {
        defined_inputs_timeout_ms: opts.defined_inputs_timeout_ms.min(ms(0.1)),
        side_timeout_ms: opts.side_timeout_ms.min(ms(0.025)),
        ..opts.clone()
    };
    let bank = Bank::new(cut, &bank_opts).map_err(|u| (Stop::Unsupported(u.0), Stats::default()))?;
    if opts.trace {
        eprintln!(
            "synth: bank: {} rows, {} live ({:.2} s)",
            bank.rows.len(),
            bank.live().count(),
            started.elapsed().as_secs_f64()
        );
    }
    if bank.live().next().is_some() {
        return Ok(bank);
    }
    // Vacuous when the solver agrees: anything would refine it, so nothing is worth
    // proposing (alive-tv's "Source function is always UB").
    let left = deadline.saturating_duration_since(Instant::now());
    if crate::smt::always_ub(cut, left.min(Duration::from_secs(10))) == Some(true) {
        return Err((Stop::AlwaysUndefined, Stats::default()));
    }
    if bank_opts.defined_inputs_timeout_ms < opts.defined_inputs_timeout_ms {
        // The query for defined inputs had less time than it may have: more budget
        // may find them.
        let ms = bank_opts.defined_inputs_timeout_ms;
        return Err((Stop::NoDefinedInputs { ms }, elapsed(started)));
    }
    Err((Stop::UndefinedOnEveryInput, Stats::default()))
}

/// What a level says about the search.
enum Level {
    /// On to the next level.
    Next,
    /// The levels end here.
    Stop(LevelStop),
}

/// Why the levels ended before the last.
enum LevelStop {
    /// Nothing more to gain: the rewrites wanted are proved, or the level cannot beat the
    /// best one proved.
    Done,
    /// The level's tuples would take longer than the budget leaves: the cut ends
    /// `timeout` now, not when the budget is gone (a later pass may have more).
    Projected {
        /// The level.
        level: u32,
        /// The seconds it would take.
        projected: f64,
    },
    /// The returned value depends on memory: only the root load's candidates (level 1)
    /// can compute it.
    MemoryOnly,
}

/// The state of one cut's search: the enumeration, the verifier, and how far each got.
struct Run<'a> {
    cut: &'a Function,
    opts: &'a Options,
    s: Search<'a>,
    v: Verifier<'a>,
    /// Candidates verified so far (an index into `s.candidates`).
    checked: usize,
    st: SketchStats,
    deadline: Instant,
    features: &'a dyn Fn(&str) -> bool,
    /// The cut's root is a load (`memory`).
    loads_root: bool,
    /// The bank determines the returned value from values a candidate can read.
    determined: bool,
}

impl<'a> Run<'a> {
    fn new(
        cut: &'a Function,
        opts: &'a Options,
        bank: Bank,
        deadline: Instant,
        features: &'a dyn Fn(&str) -> bool,
    ) -> Run<'a> {
        let cut_cost = crate::cost::static_cost(cut);
        let mut s = Search::new(cut, bank, opts, cut_cost, deadline, features);
        let v = Verifier {
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
        Run {
            cut,
            opts,
            s,
            v,
            checked: 0,
            st: SketchStats::default(),
            deadline,
            features,
            loads_root: false,
            determined: true,
        }
    }

    /// The cut's values themselves, then x86 intrinsics with an immediate, three operands
    /// or a mask over them, then masked loads: their operands, immediates and addresses
    /// are read off the bank, so they cost no enumeration and come before it.
    fn read_off_the_bank(&mut self) {
        self.checked = verify_new(&mut self.s, &mut self.v, self.checked);
        self.checked = x86_candidates(&mut self.s, &mut self.v, self.features, self.checked);
        // A vector loaded lane by lane: one masked load or gather, its addresses read off
        // the bank, its indices among the cut's values.
        self.s.candidates.extend(lanes::candidates(self.cut, &self.s));
        // Products in twice the root's width, a half taken back (portable multiply-high).
        self.s.candidates.extend(wide::candidates(self.cut));
        self.checked = verify_new(&mut self.s, &mut self.v, self.checked);
    }

    /// One level: its enumeration and what it found verified, then (at level 1) the root
    /// load's cheaper addresses and the shuffles, then its sketches.
    fn run_level(&mut self, level: u32) -> Level {
        self.v.proved_before_level = self.v.rewrites.len();
        // Every new instruction costs at least one simple operation: a level that cannot
        // beat the best proved rewrite is skipped.
        if self.v.done() || self.v.level_cannot_pay(level) {
            return Level::Stop(LevelStop::Done);
        }
        self.s.max_cost = self.v.term_bound();
        self.enumerate(level);
        self.checked = verify_new(&mut self.s, &mut self.v, self.checked);
        if let Some(projected) = self.s.progress.projected {
            // At level 1 its sketches (one instruction over the cut's values, a constant
            // solved) are targeted enough to get a share of the budget first.
            if level == 1 && !self.v.level_cannot_pay(level) {
                let full = self.v.deadline;
                self.v.deadline = full.min(Instant::now() + self.opts.budget.mul_f64(STOPPED_SKETCH_SHARE));
                self.sketches(level);
                self.v.deadline = full;
            }
            return Level::Stop(LevelStop::Projected { level, projected });
        }
        if level == 1 && self.loads_root {
            self.cheaper_addresses();
            if !self.determined {
                return Level::Stop(LevelStop::MemoryOnly);
            }
        }
        if level == 1 {
            // Shuffles of the cut's values, with masks read off the bank.
            let mut shuffles = sketch::shuffles(&self.s, &self.cut.ret, self.deadline);
            shuffles.sort_by_key(|c| c.cost);
            self.s.candidates.extend(shuffles);
            self.checked = verify_new(&mut self.s, &mut self.v, self.checked);
        }
        // One instruction over terms of `level - 1` instructions and a constant to solve.
        if !self.v.level_cannot_pay(level) {
            self.sketches(level);
        }
        Level::Next
    }

    /// The level's enumeration, which may take most of the time left: verifying what it
    /// found needs the rest.
    fn enumerate(&mut self, level: u32) {
        let (s, opts) = (&mut self.s, self.opts);
        let t0 = Instant::now();
        let left = self.deadline.saturating_duration_since(Instant::now());
        s.deadline = Instant::now() + left.mul_f64(opts.enumeration_share);
        enumerate::level(s, level, opts.max_insts);
        s.deadline = self.deadline;
        if opts.trace {
            eprintln!(
                "synth: level {level}: {} terms, {} evaluated, {} candidates, {} of {} tuples ({:.2} s){}",
                s.terms.len(),
                s.evaluated,
                s.candidates.len() - self.checked,
                s.progress.visited(),
                s.progress.total(),
                t0.elapsed().as_secs_f64(),
                s.progress
                    .projected
                    .map_or(String::new(), |p| format!(", stopped: projected {p:.1} s"))
            );
        }
    }

    /// The level's sketches, with this level's share of solver calls.
    fn sketches(&mut self, level: u32) {
        self.st.solver_limit = self.st.solver_calls + self.opts.sketch_solver_calls_per_level;
        run_sketches(&mut self.s, &mut self.v, self.cut, level, &mut self.st);
    }

    /// The same load through a cheaper address, over level 1's terms. A proved flagged
    /// gep makes its unflagged twin (tried after it) redundant.
    fn cheaper_addresses(&mut self) {
        let (s, v) = (&mut self.s, &mut self.v);
        let mut proved: Vec<RExpr> = Vec::new();
        for c in memory::candidates(self.cut, s) {
            if v.done() {
                break;
            }
            let plain = memory::without_gep_flags(&c.expr);
            if c.cost > v.term_bound() || proved.contains(&plain) {
                continue;
            }
            v.stats.candidates += 1;
            let before = v.rewrites.len();
            let cex = v.verify(s, &c);
            if v.rewrites.len() > before {
                proved.push(plain);
            }
            if let Some(cex) = cex {
                v.stats.counterexamples += 1;
                s.add_counterexample(self.cut, &cex);
            }
        }
    }

    /// Candidates that cost as much as the cut by the static estimate, last: llvm-mca may
    /// still find one cheaper (an `andn`, a folded load).
    fn ties(&mut self) {
        let (s, v) = (&mut self.s, &mut self.v);
        let ties = std::mem::take(&mut v.ties);
        v.in_ties = true;
        for c in ties.iter().take(self.opts.max_ties) {
            if v.done() || v.winners().next().is_some() {
                break;
            }
            if let Some(cex) = v.verify(s, c) {
                v.stats.counterexamples += 1;
                s.add_counterexample(self.cut, &cex);
            }
        }
    }

    /// The outcome: the rewrites proved, or why there are none.
    fn finish(self, started: Instant, stopped: Option<LevelStop>) -> Outcome {
        let Run {
            s,
            mut v,
            st,
            opts,
            deadline,
            ..
        } = self;
        let projected = match stopped {
            Some(LevelStop::Projected { level, projected }) => Some((level, projected)),
            _ => None,
        };
        v.stats.sketches = st.tried;
        v.stats.projected = projected.map(|(_, p)| p);
        v.stats.solver_calls = st.solver_calls;
        let mut stats = v.stats.clone();
        stats.terms = s.terms.len();
        stats.evaluated = s.evaluated;
        stats.seconds = started.elapsed().as_secs_f64();
        let timed_out = s.timed_out || v.undecided_by_time || Instant::now() > deadline;
        let stop = match projected {
            Some((level, projected)) => Stop::Projected {
                seconds: stats.seconds,
                budget: opts.budget,
                level,
                projected,
            },
            None if timed_out => Stop::BudgetSpent { budget: opts.budget },
            None => Stop::Exhausted,
        };
        Outcome::finished(v.rewrites, &stop, stats)
    }
}

/// Solves and verifies the sketches over terms of exactly `level - 1` instructions,
/// cheapest first; a counterexample joins the bank and the sketch is solved again (CEGIS).
fn run_sketches(s: &mut Search, v: &mut Verifier, cut: &Function, level: u32, st: &mut SketchStats) {
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
        let node = enumerate::node_cost(&sketch::fill(s, &sk, RExpr::val(sk.ty.clone(), "c")));
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
            if v.opts.trace {
                eprintln!(
                    "synth: skip {} (costs {} by the enumeration's estimate, bound {})",
                    c.expr,
                    c.cost,
                    v.term_bound()
                );
            }
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
    let Some(root) = enumerate::root_name(cut) else {
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
