//! How a built refinement query's time is spent. Each way of deciding it (a phase) runs
//! in slices that grow geometrically, the live phases taking turns, so a query that one
//! phase decides in `T` seconds is decided in a small multiple of `T` whatever the budget;
//! a phase that cannot decide (out of rounds, or the solver's own "incomplete") drops out
//! and leaves its turns to the others. A budget split in fixed shares instead (half to
//! rounds that never decide, say) makes decision time grow with the budget: issue 36.
//!
//! Soundness is unchanged by the schedule: `Valid` only from an `unsat` of the whole
//! refinement condition (or of every round's instance of it), every counterexample
//! replayed in `interp`.

use super::cegis::{Query2, Rounds};
use super::concrete::counterexample;
use super::refine::{lanes_of, unknown_of, Options, RefineError, UnknownReason, Verdict};
use super::{Answer, Query};
use crate::util::ApInt;
use std::time::{Duration, Instant};
use z3::ast::{Bool, BV};

/// The way a query was decided (or, for an undecided one, the last one tried).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Phase {
    /// Nothing ran (an unsupported or ill-formed question).
    #[default]
    None,
    /// Every input and free choice, run concretely.
    Exhaustive,
    /// A sampled input, run concretely, was a counterexample.
    Sampled,
    /// One seed alone (a matching of the source's choices, or one solved for by
    /// inversion) made the query `unsat`: a witness for every input.
    Witness,
    /// Counterexample-guided rounds over the source's free choices.
    Rounds,
    /// The source's choices expanded (or bound by a quantifier) in one query.
    Expanded,
    /// Z3's contextual simplifier before bit-blasting (bit-vector queries).
    Context,
    /// The query's parts (one per result lane) each decided alone.
    Lanes,
    /// Z3's default solver on a query with no source choices.
    Solver,
    /// The word-level procedure (`arith`): the query read as integer arithmetic.
    WordLevel,
}

impl Phase {
    /// The phase's name in results files.
    pub fn name(self) -> &'static str {
        match self {
            Phase::None => "none",
            Phase::Exhaustive => "exhaustive",
            Phase::Sampled => "sampled",
            Phase::Witness => "witness",
            Phase::Rounds => "rounds",
            Phase::Expanded => "expanded",
            Phase::Context => "context",
            Phase::Lanes => "lanes",
            Phase::Solver => "solver",
            Phase::WordLevel => "word-level",
        }
    }
}

/// The first slice of a phase.
const FIRST_SLICE: Duration = Duration::from_millis(200);
/// Each slice is this many times the one before.
const GROWTH: u32 = 2;

/// Slice lengths: `FIRST_SLICE`, then growing; when the next turn of every live phase
/// would no longer fit in what is left, this turn shares out all of it.
struct Slices {
    next: Duration,
    deadline: Instant,
}

impl Slices {
    fn new(deadline: Instant) -> Slices {
        Slices {
            next: FIRST_SLICE,
            deadline,
        }
    }

    /// The time left, `None` when none is.
    fn left(&self) -> Option<Duration> {
        self.deadline
            .checked_duration_since(Instant::now())
            .filter(|d| d.as_millis() > 0)
    }

    /// The next slice for each of `live` phases (at least 1), or `None` at the deadline.
    fn take(&mut self, live: u32) -> Option<Duration> {
        let left = self.left()?;
        Some(self.share(left, live))
    }

    /// The next slice for each of `live` phases when `left` is left.
    fn share(&mut self, left: Duration, live: u32) -> Duration {
        let live = live.max(1);
        let s = self.next;
        self.next = s * GROWTH;
        if live == 1 || left < (s + self.next) * live {
            left / live
        } else {
            s
        }
    }
}

fn ms(d: Duration) -> u32 {
    d.as_millis().clamp(1, u32::MAX as u128) as u32
}

/// True for a solver answer that says "not within the time" (try again with more).
fn out_of_time(why: &str) -> bool {
    why.contains("timeout") || why.contains("canceled") || why.contains("max. resource")
}

/// The word-level procedure's one turn (at most half the budget): it proves GMP's
/// `umul_ppmm` high word at 64 bits in milliseconds, or not at all.
const WORD_LEVEL_FIRST: Duration = Duration::from_secs(2);

/// The rounds' first turn (at most half the budget): seeded rounds prove most valid
/// rewrites in one round of a few milliseconds.
const ROUNDS_FIRST: Duration = Duration::from_secs(1);

/// The time for one round from the matchings before the witnesses (a round that takes
/// longer is a query the witnesses may decide sooner: LLVM #71948's takes a second).
const ROUND_QUICK: Duration = Duration::from_millis(250);

/// The expansion's quick turn on a floating-point query (`quick_expansion`).
const EXPAND_QUICK: Duration = Duration::from_millis(300);

/// The inverted seeds' turn, one by one, before the rounds (which ask for all their seeds
/// at once: with these too, a query too large to answer in time).
const WITNESS_TURN: Duration = Duration::from_millis(1000);
/// The same for a query with floating-point values: each seed's query bit-blasts float
/// arithmetic, and the seeds are rarely witnesses there (NaN choices are matched by the
/// rounds' seeds); seeds left over get later turns with the rounds and the expansion.
const WITNESS_TURN_FLOAT: Duration = Duration::from_millis(200);

/// A query with source choices, first stage. One round from the matchings (`seeds`),
/// then each seed solved for by inversion, alone (`Query2::witness`), then the rounds, for one short turn (all the time when `expand` is `None`: no expanded query). Then the choices'
/// expansion `expand` builds: when it is quantifier-free (every choice expanded) it is
/// complete, and `None` sends it to [`expanded`], a second stage in a fresh Z3 context
/// (the terms the rounds leave in this one, as many as they got through in their time,
/// changed the expanded query's path: on `fp-addsub_sign_mask_fadd_valid.ll` 12 to 19 s
/// after the rounds, 9 to 11 s alone). With a Z3 quantifier left inside (incomplete, and
/// its engine may never answer), it and the rounds, which keep what they learnt, take
/// turns here in growing slices, the rounds twice as long.
pub(super) fn first_stage(
    q: &Query2,
    (seeds, inverted): (Vec<Vec<BV>>, Vec<Vec<BV>>),
    expand: Option<&dyn Fn() -> Vec<Bool>>,
    opts: &Options,
    started: Instant,
) -> Result<Option<(Verdict, Phase)>, RefineError> {
    let mut slices = Slices::new(started + opts.timeout);
    let timeout = |phase| Ok(Some((Verdict::Unknown(UnknownReason::Timeout), phase)));
    // On a result of several lanes the matchings are tried alone too, lane by lane: where
    // the round (every seed at once, all lanes in one query) is too hard for the solver,
    // one matching may be a witness lane by lane in milliseconds.
    let witnesses: Vec<Vec<BV>> = if q.splits_witnesses() {
        seeds.iter().cloned().chain(inverted).collect()
    } else {
        inverted
    };
    let mut rounds = Rounds::new(seeds);
    let mut pending = Vec::new();
    // The quick expansion's time does not count against the rounds' first turn; what it
    // built is kept for the later turns.
    let mut expanding = Duration::ZERO;
    let mut built: Option<Vec<Bool>> = None;
    if !witnesses.is_empty() {
        // One round from the matchings first: it decides most queries, in one query.
        if let Some(v) = q.run_upto(&mut rounds, started + ROUND_QUICK.min(opts.timeout / 4), 1)? {
            trace(Phase::Rounds, "decided", started);
            return Ok(Some((v, Phase::Rounds)));
        }
        if let Some(expand) = expand.filter(|_| q.floats) {
            let at = Instant::now();
            let f = built.insert(expand());
            if let Some(v) = quick_expansion(q, f, opts, started)? {
                trace(Phase::Expanded, "decided in its quick turn", started);
                return Ok(Some((v, Phase::Expanded)));
            }
            expanding = at.elapsed();
        }
        let turn = if q.floats { WITNESS_TURN_FLOAT } else { WITNESS_TURN };
        let tried = q.witness(&witnesses, Instant::now() + turn.min(opts.timeout / 4))?;
        if let Some(v) = tried.verdict {
            trace(Phase::Witness, "decided", started);
            return Ok(Some((v, Phase::Witness)));
        }
        rounds.learn(tried.learnt);
        pending = tried.pending;
    }
    let Some(left) = slices.left() else {
        return timeout(Phase::Rounds);
    };
    // The witnesses' time counts against the rounds' first turn: where neither decides
    // (floating-point queries the expansion decides), the expansion comes no later.
    let turn = if expand.is_some() {
        ROUNDS_FIRST
            .saturating_sub(started.elapsed().saturating_sub(expanding))
            .max(FIRST_SLICE)
            .min(left / 2)
    } else {
        left
    };
    if let Some(v) = q.run(&mut rounds, Instant::now() + turn)? {
        trace(Phase::Rounds, "decided", started);
        return Ok(Some((v, Phase::Rounds)));
    }
    trace(Phase::Rounds, "undecided in its first turn", started);
    let Some(expand) = expand else {
        return timeout(Phase::Rounds);
    };
    let f = built.unwrap_or_else(expand);
    if !f.iter().any(super::choices::has_quantifier) {
        return Ok(None);
    }
    let mut rounds = Some(rounds).filter(|r| !r.exhausted());
    loop {
        let Some(slice) = slices.take(1 + rounds.is_some() as u32 + !pending.is_empty() as u32) else {
            return timeout(Phase::Expanded);
        };
        // Seeds that ran out of time get a turn too: a witness slower to prove than the
        // first turn allows (or a loaded machine) is still found at a longer budget.
        if !pending.is_empty() {
            let again = q.witness(&pending, Instant::now() + slice)?;
            if let Some(v) = again.verdict {
                trace(Phase::Witness, "decided", started);
                return Ok(Some((v, Phase::Witness)));
            }
            pending = again.pending;
            if let Some(r) = rounds.as_mut() {
                r.learn(again.learnt);
            }
        }
        if let Some(r) = rounds.as_mut() {
            if let Some(v) = q.run(r, Instant::now() + slice * 2)? {
                trace(Phase::Rounds, "decided", started);
                return Ok(Some((v, Phase::Rounds)));
            }
            if r.exhausted() {
                rounds = None;
            }
        }
        match q.decide_parts(&f, Instant::now() + slice, opts, started)? {
            Decided::Yes(v) => {
                trace(Phase::Expanded, "decided", started);
                return Ok(Some((v, Phase::Expanded)));
            }
            Decided::NotYet => {}
            Decided::Never(why) => match rounds.as_mut() {
                None => return Ok(Some((Verdict::Unknown(UnknownReason::Solver(why)), Phase::Expanded))),
                // The quantifier engine gave up; the rounds go on alone.
                Some(r) => {
                    return match q.run(r, slices.deadline)? {
                        Some(v) => Ok(Some((v, Phase::Rounds))),
                        None => timeout(Phase::Rounds),
                    }
                }
            },
        }
    }
}

/// The expansion's quick turn on a floating-point query, after the quick round: NaN
/// choices are a few bits per lane, so the expansion is quantifier-free and often
/// decided in a fraction of a second, where the rounds would learn one NaN choice per
/// round (`x86/fp-round_imm3_trunc_256_valid.ll`: 0.18 s expanded, after a second of
/// rounds that did not decide). A quantified expansion is left for later.
fn quick_expansion(q: &Query2, f: &[Bool], opts: &Options, started: Instant) -> Result<Option<Verdict>, RefineError> {
    if f.iter().any(super::choices::has_quantifier) {
        return Ok(None);
    }
    let turn = EXPAND_QUICK.min(opts.timeout / 4);
    Ok(match q.decide_parts(f, Instant::now() + turn, opts, started)? {
        Decided::Yes(v) => Some(v),
        Decided::NotYet | Decided::Never(_) => None,
    })
}

/// A query with source choices, second stage: its quantifier-free expansion `f` (one
/// formula per group of result lanes that share no choice: the query holds when each
/// does), which is complete, with all the time left shared out in one call per group (a
/// solver restarted in slices loses its work).
pub(super) fn expanded(
    q: &Query2,
    f: &[Bool],
    opts: &Options,
    started: Instant,
) -> Result<(Verdict, Phase), RefineError> {
    let slices = Slices::new(started + opts.timeout);
    let Some(left) = slices.left() else {
        return Ok((Verdict::Unknown(UnknownReason::Timeout), Phase::Expanded));
    };
    match q.decide_parts(f, Instant::now() + left, opts, started)? {
        Decided::Yes(v) => {
            trace(Phase::Expanded, "decided", started);
            Ok((v, Phase::Expanded))
        }
        Decided::NotYet => Ok((Verdict::Unknown(UnknownReason::Timeout), Phase::Expanded)),
        Decided::Never(why) => Ok((Verdict::Unknown(UnknownReason::Solver(why)), Phase::Expanded)),
    }
}

/// With `MINOTAUR_VERIFY_TRACE` set, says on stderr when a phase ended and how.
fn trace(phase: Phase, what: &str, started: Instant) {
    if std::env::var_os("MINOTAUR_VERIFY_TRACE").is_some() {
        eprintln!(
            "verify: {} {what} at {:.2} s",
            phase.name(),
            started.elapsed().as_secs_f64()
        );
    }
}

/// The default solver's first turn on a query without source choices, before the
/// contextual simplifier.
const SOLVER_FIRST: Duration = Duration::from_millis(500);

/// A query without source choices. The default solver for a short first turn; then, for
/// a result of several lanes, each lane's part alone (half of what is left, shared out);
/// then with `context` (bit-vector queries) Z3's contextual simplifier with all the time
/// left: it turns guarded patterns into the source's own terms and is complete
/// (bit-blasting after it), so restarting it in slices would only lose its work (on
/// `memory/select_load_sink_valid.ll` it needs several seconds in one run). Only its
/// `unsat` is taken: on anything else the default solver (whose models replay) goes on
/// with what is left. Without either, the default solver (or the tactic `solver`
/// names, for experiments) has all the time.
pub(super) fn plain(
    q: &Query2,
    context: Option<&str>,
    solver: Option<&str>,
    opts: &Options,
    started: Instant,
) -> Result<(Verdict, Phase), RefineError> {
    let slices = Slices::new(started + opts.timeout);
    let timeout = |phase| Ok((Verdict::Unknown(UnknownReason::Timeout), phase));
    let solve = |slice: Duration| -> Result<Option<(Verdict, Phase)>, RefineError> {
        match q.decide(q.bad, slice, solver, opts, started)? {
            Decided::Yes(v) => {
                trace(Phase::Solver, "decided", started);
                Ok(Some((v, Phase::Solver)))
            }
            Decided::NotYet => Ok(None),
            Decided::Never(why) => Ok(Some((Verdict::Unknown(UnknownReason::Solver(why)), Phase::Solver))),
        }
    };
    // Products of two variables: the word-level procedure first, briefly. Only its proof
    // is taken; anything else leaves the query to the bit-level phases below.
    if solver.is_none() && super::arith::worth_trying(q.bad) {
        let Some(left) = slices.left() else {
            return timeout(Phase::WordLevel);
        };
        match super::arith::prove_unsat(q.bad, ms(WORD_LEVEL_FIRST.min(left / 2))) {
            super::arith::Outcome::Proved => {
                trace(Phase::WordLevel, "decided", started);
                return Ok((Verdict::Valid, Phase::WordLevel));
            }
            super::arith::Outcome::NotProved(why) => trace(Phase::WordLevel, &why, started),
        }
    }
    let lanes = solver.is_none() && q.parts.len() > 1;
    if context.is_some() || lanes {
        let Some(left) = slices.left() else {
            return timeout(Phase::Solver);
        };
        if let Some(decided) = solve(SOLVER_FIRST.min(left / 2))? {
            return Ok(decided);
        }
    }
    if lanes {
        let Some(left) = slices.left() else {
            return timeout(Phase::Lanes);
        };
        let deadline = Instant::now() + if context.is_some() { left / 2 } else { left };
        if let Decided::Yes(v) = q.decide_parts(q.parts, deadline, opts, started)? {
            trace(Phase::Lanes, "decided", started);
            return Ok((v, Phase::Lanes));
        }
        trace(Phase::Lanes, "undecided", started);
    }
    if let Some(tactic) = context {
        let Some(left) = slices.left() else {
            return timeout(Phase::Solver);
        };
        let s = Query::with_tactic(ms(left), tactic);
        s.assert(q.bad);
        match s.check() {
            Answer::Unsat => {
                trace(Phase::Context, "decided", started);
                return Ok((Verdict::Valid, Phase::Context));
            }
            Answer::Unknown(why) if out_of_time(&why) => return timeout(Phase::Context),
            // Its models are not replayed; the default solver finds its own.
            _ => trace(Phase::Context, "not unsat", started),
        }
    }
    let Some(left) = slices.left() else {
        return timeout(Phase::Solver);
    };
    Ok(solve(left)?.unwrap_or((Verdict::Unknown(UnknownReason::Timeout), Phase::Solver)))
}

/// One solver call's outcome within a schedule.
pub(super) enum Decided {
    /// A verdict.
    Yes(Verdict),
    /// Out of time in this slice.
    NotYet,
    /// The solver will not decide it (its reason).
    Never(String),
}

impl Query2<'_> {
    /// Checks each of `parts` (a disjunction split up, every source choice bound) alone,
    /// the time to `deadline` shared out: all `unsat` is valid, a model of one is a
    /// counterexample (it is a model of the whole); otherwise undecided: `Never` when the
    /// solver gave up on one, else `NotYet`.
    pub(super) fn decide_parts(
        &self,
        parts: &[Bool],
        deadline: Instant,
        opts: &Options,
        started: Instant,
    ) -> Result<Decided, RefineError> {
        let mut open = None;
        for (k, part) in parts.iter().enumerate() {
            let Some(left) = deadline.checked_duration_since(Instant::now()) else {
                return Ok(open.unwrap_or(Decided::NotYet));
            };
            let share = left / (parts.len() - k) as u32;
            match self.decide(part, share.max(Duration::from_millis(1)), None, opts, started)? {
                Decided::Yes(Verdict::Valid) => {}
                Decided::Yes(v) => return Ok(Decided::Yes(v)),
                // A part out of time: the others may still find a counterexample.
                Decided::NotYet => open = Some(open.unwrap_or(Decided::NotYet)),
                never @ Decided::Never(_) => open = Some(never),
            }
        }
        Ok(open.unwrap_or(Decided::Yes(Verdict::Valid)))
    }

    /// Checks `bad` (every source choice bound) within `slice`, with the default solver
    /// or the named tactic: `unsat` is valid, a model a counterexample to replay.
    pub(super) fn decide(
        &self,
        bad: &Bool,
        slice: Duration,
        tactic: Option<&str>,
        opts: &Options,
        started: Instant,
    ) -> Result<Decided, RefineError> {
        let s = match tactic {
            Some(t) => Query::with_tactic(ms(slice), t),
            None => Query::new(ms(slice)),
        };
        s.assert(bad);
        match s.check() {
            Answer::Unsat => Ok(Decided::Yes(Verdict::Valid)),
            Answer::Unknown(why) if out_of_time(&why) => Ok(Decided::NotYet),
            Answer::Unknown(why) => match unknown_of(why, opts, started) {
                Verdict::Unknown(UnknownReason::Solver(w)) => Ok(Decided::Never(w)),
                _ => Ok(Decided::NotYet),
            },
            Answer::Sat(model) => {
                let bits = |v: &BV| model.eval_bv(v).unwrap_or_else(|| ApInt::zero(v.get_size()));
                let lanes = lanes_of(&model, self.inputs);
                let choices = self.tgt_choices.iter().map(bits).collect();
                let memory = self.mem_inputs.iter().map(bits).collect();
                counterexample(self.src, self.tgt, (lanes, self.undef_params), choices, memory).map(Decided::Yes)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slices() -> Slices {
        Slices::new(Instant::now())
    }

    #[test]
    fn slices_grow_then_share_what_is_left() {
        let mut s = slices();
        let minute = Duration::from_secs(60);
        assert_eq!(s.share(minute, 2), FIRST_SLICE);
        assert_eq!(s.share(minute, 2), FIRST_SLICE * GROWTH);
        assert_eq!(s.share(minute, 2), FIRST_SLICE * GROWTH * GROWTH);
        // One live phase takes everything that is left.
        assert_eq!(s.share(minute, 1), minute);
    }

    #[test]
    fn the_last_turn_shares_out_the_rest() {
        let mut s = slices();
        // 200 ms now and 400 ms next, for each of two phases, do not fit in one second:
        // this turn shares it out.
        assert_eq!(s.share(Duration::from_millis(1000), 2), Duration::from_millis(500));
        let mut s = slices();
        assert_eq!(s.share(Duration::from_millis(1300), 2), FIRST_SLICE);
    }

    #[test]
    fn no_slice_after_the_deadline() {
        let mut s = slices();
        assert!(s.take(1).is_none());
    }
}
