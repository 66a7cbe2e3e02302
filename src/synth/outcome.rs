//! What one cut's search gives back: its proved rewrites, its statistics, and how it
//! ended. How it ended is a typed [`Stop`] until the boundary, where it becomes the
//! stored status word and the detail text ([`Outcome::stopped`]).

use super::verifier;
use crate::ir::rewrite::RExpr;
use crate::ir::Function;
use serde::Serialize;
use std::time::Duration;

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
    /// (`enumerate::project`); a later pass retries the cut only if that fits its budget.
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

/// Why a search ended without a rewrite, or never began, with what its detail text
/// names. [`Stop::status`] is the stored word, [`Stop::detail`] the text.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    /// The cut is outside what synthesis handles (its returned type, an argument's type,
    /// a value the bank cannot make).
    Unsupported(String),
    /// The solver confirms the cut has undefined behaviour on every input: any rewrite
    /// would refine it vacuously.
    AlwaysUndefined,
    /// No input without undefined behaviour was found in the time the budget left the
    /// solver for them (`ms` milliseconds); more budget may find them.
    NoDefinedInputs {
        /// The solver's time for them, in milliseconds.
        ms: u32,
    },
    /// Every input tried has undefined behaviour (the solver found none either).
    UndefinedOnEveryInput,
    /// The returned value depends on memory no candidate can read.
    ReadsMemory,
    /// A level's tuples would have taken longer than the budget left.
    Projected {
        /// Seconds the search had spent.
        seconds: f64,
        /// The cut's budget.
        budget: Duration,
        /// The level that stopped.
        level: u32,
        /// The seconds that level would have taken.
        projected: f64,
    },
    /// The budget ran out (the enumeration's, or a query undecided by time).
    BudgetSpent {
        /// The cut's budget.
        budget: Duration,
    },
    /// Every level within the instruction limit was searched; nothing cheaper refines
    /// the cut.
    Exhausted,
}

impl Stop {
    /// The stored status word.
    pub fn status(&self) -> Status {
        match self {
            Stop::Unsupported(_) | Stop::UndefinedOnEveryInput => Status::Error,
            Stop::AlwaysUndefined | Stop::ReadsMemory | Stop::Exhausted => Status::None,
            Stop::NoDefinedInputs { .. } | Stop::Projected { .. } | Stop::BudgetSpent { .. } => Status::Timeout,
        }
    }

    /// The detail text, as stored and printed.
    pub fn detail(&self) -> String {
        match self {
            Stop::Unsupported(why) => format!("unsupported: {why}"),
            Stop::AlwaysUndefined => {
                "the cut has undefined behaviour on every input (skipped: any rewrite would be vacuous)".into()
            }
            Stop::NoDefinedInputs { ms } => format!(
                "no input without undefined behaviour found in the {ms} ms the budget leaves the solver for them"
            ),
            Stop::UndefinedOnEveryInput => "the cut has undefined behaviour on every input tried".into(),
            Stop::ReadsMemory => {
                "the returned value depends on more than the values a candidate can read (memory)".into()
            }
            Stop::Projected {
                seconds,
                budget,
                level,
                projected,
            } => format!("stopped after {seconds:.1} s of {budget:?}: level {level} would take about {projected:.1} s"),
            Stop::BudgetSpent { budget } => format!("budget of {budget:?} spent"),
            Stop::Exhausted => "no cheaper refinement within the instruction limit".into(),
        }
    }
}

impl Outcome {
    /// The outcome of a search that ended on `stop` without a rewrite.
    pub fn stopped(stop: &Stop, stats: Stats) -> Outcome {
        Outcome {
            status: stop.status(),
            rewrites: vec![],
            detail: stop.detail(),
            stats,
        }
    }

    /// The outcome of a search that proved `rewrites` (sorted here, cheapest first), or
    /// else ended on `stop`.
    pub fn finished(mut rewrites: Vec<Rewrite>, stop: &Stop, stats: Stats) -> Outcome {
        if rewrites.is_empty() {
            return Outcome::stopped(stop, stats);
        }
        rewrites.sort_by(|a, b| (a.static_cost, a.expr.to_string()).cmp(&(b.static_cost, b.expr.to_string())));
        Outcome {
            status: Status::Found,
            rewrites,
            detail: String::new(),
            stats,
        }
    }
}
