//! Deciding a quantified refinement query by one seed alone: a source choice written as a
//! term over the inputs and the target's choices (a matching, or one solved for by
//! `invert`) that makes "the target does not refine the source" `unsat` is a witness for
//! every input, so the query is valid without a quantifier or a round.
//!
//! With few undef lanes the question is split by which lanes are undef: with the flags
//! fixed, each `ite(undef, choice, bits)` collapses and Z3's rewriter cancels what the
//! seed was built to cancel. On LLVM #71948's pair the whole query took 2.4 s; its two
//! cases 20 ms and 70 ms.

use super::cegis::{ms_until, Query2, Response};
use super::refine::{RefineError, Verdict};
use super::Answer;
use std::time::{Duration, Instant};
use z3::ast::{Ast, Bool, BV};

/// At most this many undef lanes are split into cases (2^this queries per seed).
const MAX_SPLIT: usize = 4;

/// What trying the seeds alone found.
pub(super) struct Tried {
    /// A verdict: valid (a seed is a witness) or a replayed counterexample (inputs and
    /// target choices that no source choice answers).
    pub verdict: Option<Verdict>,
    /// Source choices that answered a seed's counterexample, for the rounds.
    pub learnt: Vec<Vec<BV>>,
    /// Seeds that ran out of time (neither a witness nor refuted), for a later turn.
    pub pending: Vec<Vec<BV>>,
}

impl Query2<'_> {
    /// The undef flags split into cases (at most [`MAX_SPLIT`] of them).
    fn undef_flags(&self) -> Vec<&Bool> {
        self.inputs
            .iter()
            .flatten()
            .filter_map(|(_, _, u)| u.as_ref())
            .collect()
    }

    /// The number of cases a seed is checked in: one per setting of the undef flags.
    fn cases(&self) -> usize {
        let n = self.undef_flags().len();
        if n <= MAX_SPLIT {
            1 << n
        } else {
            1
        }
    }

    /// True when a seed is checked lane by lane (a result of several lanes, and not too
    /// many queries with the cases).
    pub(super) fn splits_witnesses(&self) -> bool {
        self.parts.len() > 1 && self.cases() * self.parts.len() <= MAX_QUERIES
    }

    /// Tries each of `seeds` alone before `deadline`, in every case of the undef flags: an
    /// `unsat` in every case is a witness (valid). A `sat` case of the first seed gives
    /// inputs and target choices it does not answer; when no source choice answers them
    /// either, that is a counterexample, and otherwise the answering choice is learnt for
    /// the rounds. Each seed gets an equal share of the time left.
    pub(super) fn witness(&self, seeds: &[Vec<BV>], deadline: Instant) -> Result<Tried, RefineError> {
        let flags = self.undef_flags();
        let cases: Vec<Vec<(&Bool, Bool)>> = if flags.len() <= MAX_SPLIT {
            (0..1u32 << flags.len())
                .map(|m| {
                    flags
                        .iter()
                        .enumerate()
                        .map(|(i, f)| (*f, Bool::from_bool(m >> i & 1 == 1)))
                        .collect()
                })
                .collect()
        } else {
            vec![Vec::new()]
        };
        let mut tried = Tried {
            verdict: None,
            learnt: Vec::new(),
            pending: Vec::new(),
        };
        let split = self.splits_witnesses();
        for (i, seed) in seeds.iter().enumerate() {
            let Some(ms) = ms_until(deadline) else {
                tried.pending.extend(seeds[i..].iter().cloned());
                break;
            };
            let share = (ms / (seeds.len() - i) as u32).max(1);
            let seed_deadline = Instant::now() + Duration::from_millis(share as u64);
            let refs: Vec<(&BV, &BV)> = self.src_choices.iter().zip(seed).collect();
            // One formula, or the parts of a result of several lanes, each alone.
            let whole = [self.bad.clone()];
            let parts: Vec<Bool> = if split { self.parts } else { &whole[..] }
                .iter()
                .map(|p| p.substitute(&refs))
                .collect();
            let mut proved = true;
            for (k, case) in cases.iter().enumerate() {
                let Some(ms) = ms_until(seed_deadline) else {
                    proved = false;
                    tried.pending.push(seed.clone());
                    break;
                };
                let pairs: Vec<(&Bool, &Bool)> = case.iter().map(|(f, v)| (*f, v)).collect();
                let case_deadline =
                    Instant::now() + Duration::from_millis((ms / (cases.len() - k) as u32).max(1) as u64);
                match all_unsat(&parts, &pairs, case, case_deadline) {
                    Answer::Unsat => continue,
                    Answer::Unknown(_) => {
                        proved = false;
                        tried.pending.push(seed.clone());
                    }
                    Answer::Sat(model) if i == 0 => {
                        proved = false;
                        match self.respond(&model, seed_deadline)? {
                            Response::Counterexample(v) => {
                                trace(i, seeds.len(), "its counterexample stands", cases.len());
                                tried.verdict = Some(v);
                                return Ok(tried);
                            }
                            Response::Answered(choice) => tried.learnt.push(choice),
                            Response::Unknown => {}
                        }
                    }
                    Answer::Sat(_) => proved = false,
                }
                break;
            }
            trace(
                i,
                seeds.len(),
                if proved { "a witness" } else { "not a witness" },
                cases.len(),
            );
            if proved {
                tried.verdict = Some(Verdict::Valid);
                return Ok(tried);
            }
        }
        Ok(tried)
    }
}

/// At most this many queries per seed (undef cases × result lanes) for checking a seed
/// lane by lane; past it, each case is one query.
const MAX_QUERIES: usize = 64;

/// Checks each of `fs` with the undef flags fixed as `case` says, the time to `deadline`
/// shared out: `Unsat` when all are, the first model found, or `Unknown`.
fn all_unsat(fs: &[Bool], pairs: &[(&Bool, &Bool)], case: &[(&Bool, Bool)], deadline: Instant) -> Answer {
    let mut answer = Answer::Unsat;
    for (k, f) in fs.iter().enumerate() {
        let Some(ms) = ms_until(deadline) else {
            return Answer::Unknown("timeout".into());
        };
        let q = super::Query::new((ms / (fs.len() - k) as u32).max(1));
        q.assert(&f.substitute(pairs).simplify());
        // The flags' values stay in the model (for the replay).
        for (flag, v) in case {
            q.assert(&flag.iff(v));
        }
        match q.check() {
            Answer::Unsat => {}
            Answer::Sat(m) => return Answer::Sat(m),
            // The other parts may still have a model.
            unknown => answer = unknown,
        }
    }
    answer
}

/// With `MINOTAUR_VERIFY_TRACE` set, says on stderr how each seed fared.
fn trace(i: usize, n: usize, what: &str, cases: usize) {
    if std::env::var_os("MINOTAUR_VERIFY_TRACE").is_some() {
        eprintln!("verify: seed {i} of {n} ({cases} cases): {what}");
    }
}
