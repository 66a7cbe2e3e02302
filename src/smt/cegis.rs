//! Deciding `∃ inputs, target choices. ∀ source choices. bad` (a 2QBF) without
//! quantifiers: counterexample-guided rounds. Each round asks for inputs and target
//! choices that defeat every source choice tried so far, then for a source choice that
//! answers them; none means a counterexample, no inputs left means valid.
//!
//! The rounds start from seeds: terms, not values. The first matches each use of an undef
//! input lane in the source to the target's first use of the same lane (or to the
//! lane's bits when the target has none), which proves most valid rewrites in one round.

use super::concrete::counterexample;
use super::refine::{lanes_of, Input, RefineError, Verdict};
use super::{Answer, Nondet};
use crate::ir::Function;
use crate::util::ApInt;
use std::time::Instant;
use z3::ast::{Ast, Bool, BV};

/// Rounds before giving the question to Z3's quantifier engine.
const MAX_ROUNDS: usize = 64;

/// One 2QBF refinement question.
pub(super) struct Query2<'a> {
    /// The source.
    pub src: &'a Function,
    /// The target.
    pub tgt: &'a Function,
    /// "The target does not refine the source", with every choice free.
    pub bad: &'a Bool,
    /// `bad` as a disjunction of parts (the shared conditions, then one per result lane),
    /// each checkable alone; empty for a one-lane result.
    pub parts: &'a [Bool],
    /// The parameters' lanes.
    pub inputs: &'a [Vec<Input>],
    /// The source's choices (quantified).
    pub src_choices: &'a [BV],
    /// The target's choices.
    pub tgt_choices: &'a [BV],
    /// Inputs other than parameters (initial memory).
    pub mem_inputs: &'a [BV],
    /// Which parameters may be undef.
    pub undef_params: &'a [bool],
    /// Either program has a floating-point value.
    pub floats: bool,
}

/// The seeds for the source's choices, given every choice made (in order) and the
/// parameters' lanes: the k-th use of an undef lane in the source matched to the k-th
/// use of it in the target (or its last), then every use matched to the target's first,
/// then all zeros. A lane the target does not use is matched to its bits.
pub(super) fn seeds(records: &[Nondet], inputs: &[Vec<Input>], src: &Function) -> Vec<Vec<BV>> {
    let zero = |w: u32| BV::from_u64(0, w);
    let param = |name: &str| src.params.iter().position(|p| p.name == name);
    // Other choices (which NaN, `freeze`): the source's i-th of a width matched to the
    // target's i-th of that width (a program against itself, or one that keeps the
    // source's operations, makes them in the same order).
    let others = |angelic: bool, w: u32| -> Vec<&Nondet> {
        records
            .iter()
            .filter(|r| r.angelic == angelic && r.undef_of.is_none() && r.width == w)
            .collect()
    };
    let mut nth: std::collections::HashMap<u32, usize> = std::collections::HashMap::new();
    let by_order: Vec<BV> = records
        .iter()
        .filter(|r| r.angelic)
        .map(|r| match r.undef_of {
            Some(_) => zero(r.width),
            None => {
                let k = nth.entry(r.width).or_insert(0);
                let t = others(false, r.width).get(*k).map(|t| t.var.clone());
                *k += 1;
                t.unwrap_or_else(|| zero(r.width))
            }
        })
        .collect();
    let matching = |kth: bool| -> Vec<BV> {
        let mut seen: std::collections::HashMap<&(String, usize), usize> = std::collections::HashMap::new();
        records
            .iter()
            .filter(|r| r.angelic)
            .map(|r| match &r.undef_of {
                Some(lane) => {
                    let k = seen.entry(lane).or_insert(0);
                    let uses: Vec<&Nondet> = records
                        .iter()
                        .filter(|t| !t.angelic && t.undef_of.as_ref() == Some(lane))
                        .collect();
                    let pick = if kth { (*k).min(uses.len().saturating_sub(1)) } else { 0 };
                    *k += 1;
                    uses.get(pick)
                        .map(|t| t.var.clone())
                        .or_else(|| {
                            param(&lane.0)
                                .and_then(|pi| inputs[pi].get(lane.1))
                                .map(|l| l.0.clone())
                        })
                        .unwrap_or_else(|| zero(r.width))
                }
                None => zero(r.width),
            })
            .collect()
    };
    // The k-th matching with the other choices matched by order.
    let combined: Vec<BV> = matching(true)
        .into_iter()
        .zip(&by_order)
        .zip(records.iter().filter(|r| r.angelic))
        .map(|((m, o), r)| if r.undef_of.is_some() { m } else { o.clone() })
        .collect();
    let zeros = records.iter().filter(|r| r.angelic).map(|r| zero(r.width)).collect();
    // Without undef inputs (or with one read each) several of these are the same seed:
    // each copy would only make the first round's query larger.
    let mut out: Vec<Vec<BV>> = Vec::new();
    for s in [combined, matching(true), matching(false), zeros] {
        if !out.iter().any(|o| same_seed(o, &s)) {
            out.push(s);
        }
    }
    out
}

/// True when two seeds are the same terms (Z3 shares equal terms).
pub(super) fn same_seed(a: &[BV], b: &[BV]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.ast_eq(y))
}

/// What step 2 of a round found.
pub(super) enum Response {
    /// No source choice answers: the model is a counterexample (replayed: its verdict).
    Counterexample(Verdict),
    /// A source choice (as literals) that answers it.
    Answered(Vec<BV>),
    /// Not decided in the time.
    Unknown,
}

/// The state of the rounds, kept across the slices of a schedule.
pub(super) struct Rounds {
    /// The source choices tried so far (the seeds first).
    tried: Vec<Vec<BV>>,
    /// Rounds completed.
    done: usize,
}

impl Rounds {
    /// Rounds starting from `seeds`.
    pub fn new(seeds: Vec<Vec<BV>>) -> Rounds {
        Rounds { tried: seeds, done: 0 }
    }

    /// Adds source choices learnt elsewhere (answers found while trying seeds alone).
    pub fn learn(&mut self, choices: Vec<Vec<BV>>) {
        self.tried.extend(choices);
    }

    /// True when no round is left to run.
    pub fn exhausted(&self) -> bool {
        self.done >= MAX_ROUNDS
    }
}

impl Query2<'_> {
    /// Runs rounds until `deadline`: `Some` verdict when decided, `None` when the rounds
    /// or the time ran out first (a solver call undecided in its time). What the rounds
    /// learnt stays in `r`, so a later call goes on where this one stopped.
    pub fn run(&self, r: &mut Rounds, deadline: Instant) -> Result<Option<Verdict>, RefineError> {
        self.run_upto(r, deadline, usize::MAX)
    }

    /// [`Query2::run`], stopping after `n` more rounds.
    pub fn run_upto(&self, r: &mut Rounds, deadline: Instant, n: usize) -> Result<Option<Verdict>, RefineError> {
        let stop = r.done.saturating_add(n);
        while !r.exhausted() && r.done < stop {
            let Some(ms) = ms_until(deadline) else { return Ok(None) };
            // 1. Inputs and target choices that defeat every source choice tried.
            let q = super::Query::new(ms);
            for choice in &r.tried {
                let refs: Vec<(&BV, &BV)> = self.src_choices.iter().zip(choice).collect();
                q.assert(&self.bad.substitute(&refs));
            }
            let model = match q.check() {
                Answer::Unsat => return Ok(Some(Verdict::Valid)),
                Answer::Unknown(_) => return Ok(None),
                Answer::Sat(m) => m,
            };
            match self.respond(&model, deadline)? {
                Response::Counterexample(v) => return Ok(Some(v)),
                Response::Unknown => return Ok(None),
                Response::Answered(choice) => r.tried.push(choice),
            }
            r.done += 1;
        }
        Ok(None)
    }

    /// Step 2 of a round: does some source choice answer the inputs and target choices of
    /// `model` (which defeat the choices tried)? None is a counterexample (replayed).
    pub(super) fn respond(&self, model: &super::Model, deadline: Instant) -> Result<Response, RefineError> {
        let bits = |v: &BV| model.eval_bv(v).unwrap_or_else(|| ApInt::zero(v.get_size()));
        let lanes = lanes_of(model, self.inputs);
        let tchoice: Vec<ApInt> = self.tgt_choices.iter().map(bits).collect();
        let minputs: Vec<ApInt> = self.mem_inputs.iter().map(bits).collect();
        let fixed = self.fix(model, &tchoice, &minputs);
        let Some(ms) = ms_until(deadline) else {
            return Ok(Response::Unknown);
        };
        let q2 = super::Query::new(ms);
        q2.assert(&fixed.not());
        Ok(match q2.check() {
            Answer::Unsat => Response::Counterexample(counterexample(
                self.src,
                self.tgt,
                (lanes, self.undef_params),
                tchoice,
                minputs,
            )?),
            Answer::Unknown(_) => Response::Unknown,
            Answer::Sat(m2) => Response::Answered(
                self.src_choices
                    .iter()
                    .map(|c| super::bv_lit(&m2.eval_bv(c).unwrap_or_else(|| ApInt::zero(c.get_size()))))
                    .collect(),
            ),
        })
    }

    /// `bad` with the parameters, the target's choices and the memory inputs fixed to a
    /// model's values (the source's choices stay free).
    fn fix(&self, model: &super::Model, tchoice: &[ApInt], minputs: &[ApInt]) -> Bool {
        let lit = super::bv_lit;
        let mut bv_pairs: Vec<(BV, BV)> = Vec::new();
        let mut bool_pairs: Vec<(Bool, Bool)> = Vec::new();
        for ls in self.inputs {
            for (b, p, u) in ls {
                let val = |x: &Bool| Bool::from_bool(model.eval_bool(x).unwrap_or(false));
                bool_pairs.push((p.clone(), val(p)));
                if let Some(u) = u {
                    bool_pairs.push((u.clone(), val(u)));
                }
                let x = model.eval_bv(b).unwrap_or_else(|| ApInt::zero(b.get_size()));
                bv_pairs.push((b.clone(), lit(&x)));
            }
        }
        for (v, c) in self
            .tgt_choices
            .iter()
            .zip(tchoice)
            .chain(self.mem_inputs.iter().zip(minputs))
        {
            bv_pairs.push((v.clone(), lit(c)));
        }
        let bvr: Vec<(&BV, &BV)> = bv_pairs.iter().map(|(a, b)| (a, b)).collect();
        let br: Vec<(&Bool, &Bool)> = bool_pairs.iter().map(|(a, b)| (a, b)).collect();
        self.bad.substitute(&bvr).substitute(&br)
    }
}

/// Milliseconds until `deadline`, `None` when it has passed.
pub(super) fn ms_until(deadline: Instant) -> Option<u32> {
    let left = deadline.checked_duration_since(Instant::now())?;
    let ms = left.as_millis().min(u32::MAX as u128) as u32;
    (ms > 0).then_some(ms)
}
