//! The verifier's side of one search: each candidate spliced into the cut, costed
//! statically, checked on the bank and proved by `smt::refine`; what it proves, the cost
//! bound later candidates must meet, and a poison-refuted candidate retried frozen.

use super::enumerate::{Candidate, Search};
use super::lower;
use super::{Options, Rewrite, Stats};
use crate::cost::SIMPLE_OP;
use crate::interp::Concrete;
use crate::ir::rewrite::{RExpr, UnOp};
use crate::ir::Function;
use crate::sem::{self, Memory};
use crate::smt::{refines_info, LaneVal, Options as RefineOptions, QueryInfo, UnknownReason, Verdict};
use serde::{Deserialize, Serialize};
use std::time::Instant;

pub(super) struct Verifier<'a> {
    pub(super) cut: &'a Function,
    pub(super) cut_cost: u32,
    pub(super) opts: &'a Options,
    pub(super) rewrites: Vec<Rewrite>,
    pub(super) stats: Stats,
    pub(super) deadline: Instant,
    pub(super) undecided_by_time: bool,
    /// The cut's uOps, measured once on first need.
    pub(super) cut_uops: Option<Option<u32>>,
    /// Candidates as costly as the cut by the static estimate, verified last.
    pub(super) ties: Vec<Candidate>,
    pub(super) in_ties: bool,
    /// The static cost of what stays of the cut whatever computes its returned value
    /// ([`base_cost`]): a candidate's new instructions must fit in the rest.
    pub(super) base_cost: u32,
    /// Rewrites proved before the current level: the cap on proofs that win nothing
    /// (`Options::proved_per_rewrite`) counts per level, so that a third instruction gets
    /// its turn after twelve as-dear proofs of two.
    pub(super) proved_before_level: usize,
}

impl Verifier<'_> {
    /// Verifies one candidate; a counterexample is returned for the bank.
    pub(super) fn verify(&mut self, s: &Search, c: &Candidate) -> Option<crate::smt::Counterexample> {
        let tgt = crate::ir::rewrite::splice(self.cut, &c.expr)?;
        let cost = crate::cost::static_cost(&tgt);
        if cost == self.cut_cost && !self.in_ties && !lower::same_code(self.cut, &tgt) {
            if self.opts.trace {
                eprintln!(
                    "synth: later {} (static cost {cost}, as much as the cut: tried last)",
                    c.expr
                );
            }
            self.ties.push(c.clone());
            return None;
        }
        let skip = if cost > self.cut_cost {
            Some("costs more than the cut")
        } else if cost > self.bound() {
            Some("costs more than a proved rewrite")
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
        let (verdict, info) = match refines_info(self.cut, &tgt, &ro) {
            Ok((v, info)) => (Ok(v), info),
            Err(e) => (Err(e), QueryInfo::default()),
        };
        self.stats.verification.note(&verdict, info, t0.elapsed().as_secs_f64());
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
                if matches!(r, crate::smt::UnknownReason::Timeout) {
                    self.undecided_by_time = true;
                }
                None
            }
            Err(_) => None,
        }
    }

    /// The whole target on every bank row (counterexamples included) before the solver.
    pub(super) fn rows_agree(&self, s: &Search, tgt: &Function) -> bool {
        // A target that loads reads the memory the cut read: the cut runs first on the
        // same inputs and memory, as in the refinement check.
        let loads = tgt.insts().any(|i| i.op.reads_memory());
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
    pub(super) fn uops(&mut self, f: &Function) -> Option<u32> {
        let cpu = self.opts.mca_cpu.clone()?;
        if self.cut_uops.is_none() {
            self.cut_uops = Some(crate::cost::mca_uops(&[self.cut], &cpu)[0]);
        }
        crate::cost::mca_uops(&[f], &cpu)[0]
    }

    /// The rewrites that count: by llvm-mca when it is measured (else all), cheaper than
    /// the cut or as cheap with fewer IR instructions (`store::Gain`, what `choose`
    /// keeps).
    pub(super) fn winners(&self) -> impl Iterator<Item = &Rewrite> {
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
    pub(super) fn done(&self) -> bool {
        self.winners().count() >= self.opts.max_rewrites
            || self.winners().next().is_some() && self.term_bound() <= SIMPLE_OP
            || self.rewrites.len() - self.proved_before_level >= self.opts.proved_per_rewrite * self.opts.max_rewrites
            || Instant::now() > self.deadline
    }

    /// The best (static) cost proved so far: later candidates must beat it.
    pub(super) fn bound(&self) -> u32 {
        self.winners().map(|r| r.static_cost).min().unwrap_or(self.cut_cost)
    }

    /// The most a candidate's new instructions may cost: what [`Verifier::bound`] leaves
    /// after the part of the cut that stays anyway (guards, stores, values used
    /// elsewhere). A candidate costing more would be skipped as dearer than the cut.
    pub(super) fn term_bound(&self) -> u32 {
        self.bound().saturating_sub(self.base_cost)
    }

    /// True when no term of `level` new instructions can pay: each costs at least a
    /// simple operation, and once a rewrite is proved only a strictly cheaper one helps.
    pub(super) fn level_cannot_pay(&self, level: u32) -> bool {
        let least = SIMPLE_OP * level;
        let tb = self.term_bound();
        tb < least || self.winners().next().is_some() && tb <= least
    }
}

/// The static cost of what stays of `cut` when its returned value is a constant: the
/// instructions the returned value does not need (a guard, a store, a value with
/// other uses), and the leaves a candidate reads on top of that. Every candidate's
/// `@tgt` costs at least this plus its new instructions, so the search bounds terms by
/// the rest (issue 14: cost bounds per level). 0 when the root's type has no constant.
pub(super) fn base_cost(cut: &Function) -> u32 {
    let t = &cut.ret;
    let s = t.scalar();
    let Some(w) = crate::sem::lane_bits(t).ok().filter(|_| s.is_int() || s.is_float()) else {
        return 0;
    };
    let zero = RExpr::Const {
        ty: t.clone(),
        lanes: vec![Some(crate::util::ApInt::zero(w)); t.lanes().max(1) as usize],
    };
    crate::ir::rewrite::splice(cut, &zero).map_or(0, |f| crate::cost::static_cost(&f))
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
        _ => crate::ir::rewrite::map_children(e, freeze_leaves),
    }
}

/// One kind of verification outcome: queries and their seconds.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Tally {
    /// Refinement queries.
    pub queries: usize,
    /// Their seconds, summed.
    pub seconds: f64,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.queries += o.queries;
        self.seconds += o.seconds;
    }
}

/// The refinement queries of a search (or a pass) by outcome, with the seconds each
/// kind took: where verification time goes, and how much of it ends undecided.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct VerifyTally {
    /// `valid`.
    pub valid: Tally,
    /// `invalid` (a counterexample).
    pub invalid: Tally,
    /// `unknown`: out of time on a quantified query (the source makes free choices).
    pub quantified_timeout: Tally,
    /// `unknown`: out of time on a query without source choices.
    pub solver_timeout: Tally,
    /// `unknown`: something the semantics do not model.
    pub unsupported: Tally,
    /// `unknown` for another reason the solver gave, or an error in the question.
    pub other: Tally,
}

impl VerifyTally {
    /// Counts one query.
    pub fn note(&mut self, v: &Result<Verdict, crate::smt::RefineError>, info: QueryInfo, seconds: f64) {
        let t = match v {
            Ok(Verdict::Valid) => &mut self.valid,
            Ok(Verdict::Invalid(_)) => &mut self.invalid,
            Ok(Verdict::Unknown(UnknownReason::Timeout)) if info.quantified => &mut self.quantified_timeout,
            Ok(Verdict::Unknown(UnknownReason::Timeout)) => &mut self.solver_timeout,
            Ok(Verdict::Unknown(UnknownReason::Unsupported(_))) => &mut self.unsupported,
            Ok(Verdict::Unknown(UnknownReason::Solver(_))) | Err(_) => &mut self.other,
        };
        t.add(&Tally { queries: 1, seconds });
    }

    /// Adds another tally's counts to this one.
    pub fn add(&mut self, o: &VerifyTally) {
        self.valid.add(&o.valid);
        self.invalid.add(&o.invalid);
        self.quantified_timeout.add(&o.quantified_timeout);
        self.solver_timeout.add(&o.solver_timeout);
        self.unsupported.add(&o.unsupported);
        self.other.add(&o.other);
    }

    /// Seconds of every query.
    pub fn seconds(&self) -> f64 {
        [
            &self.valid,
            &self.invalid,
            &self.quantified_timeout,
            &self.solver_timeout,
            &self.unsupported,
            &self.other,
        ]
        .iter()
        .map(|t| t.seconds)
        .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_sorts_outcomes_by_kind_and_adds_up() {
        let mut t = VerifyTally::default();
        let quantified = QueryInfo {
            quantified: true,
            ..QueryInfo::default()
        };
        t.note(&Ok(Verdict::Valid), QueryInfo::default(), 0.5);
        t.note(&Ok(Verdict::Unknown(UnknownReason::Timeout)), quantified, 2.0);
        t.note(&Ok(Verdict::Unknown(UnknownReason::Timeout)), QueryInfo::default(), 1.0);
        t.note(
            &Ok(Verdict::Unknown(UnknownReason::Unsupported("x".into()))),
            QueryInfo::default(),
            0.25,
        );
        assert_eq!(
            t.valid,
            Tally {
                queries: 1,
                seconds: 0.5
            }
        );
        assert_eq!(
            t.quantified_timeout,
            Tally {
                queries: 1,
                seconds: 2.0
            }
        );
        assert_eq!(
            t.solver_timeout,
            Tally {
                queries: 1,
                seconds: 1.0
            }
        );
        assert_eq!(t.unsupported.queries, 1);
        let mut sum = VerifyTally::default();
        sum.add(&t);
        sum.add(&t);
        assert_eq!(sum.quantified_timeout.queries, 2);
        assert_eq!(sum.seconds(), 7.5);
    }
}
