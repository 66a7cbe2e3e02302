//! Synthesis (paper, section 5 and Algorithm 2): for one cut, find cheaper code that
//! computes its returned value, proved by the refinement check.
//!
//! 1. A bank of inputs (`bank`): edge and random values, the cut's every value on each.
//! 2. Enumeration bottom up (`enumerate`): terms of up to `max_insts` new instructions over
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
//! 5. Every candidate, cheapest (static cost) first, spliced into the cut (`ir::rewrite::splice`) and
//!    checked by `smt::refine`; only `Valid` makes a rewrite. A counterexample joins the
//!    bank (CEGIS) and the search goes on. A per-query timeout and a per-cut budget bound
//!    the work.
//!
//! `synthesize` runs these as a loop (check the cut, build the bank, verify what is read
//! off it, level by level until one stops the search, the ties, finish) and ends on a
//! typed [`Stop`], which becomes the stored status and detail text at the end (`outcome`).
//!
//! Choosing among the rewrites by llvm-mca and the novelty check are the caller's
//! (the driver, [`run`]: the store's pending cuts in worker processes), since they
//! batch tool calls across rewrites.

mod bank;
mod choose;
mod config;
mod driver;
mod enumerate;
mod lanes;
mod lower;
mod memory;
mod options;
mod outcome;
mod queue;
mod sketch;
mod synthesize;
mod verifier;
pub use driver::{
    cut_function, error_reason, run, run_again, serve, Answer, CutOrder, Event, HotBudget, PassSummary, Request,
    RunOptions, RunSummary, StatusTime, WireRewrite,
};
pub use verifier::{Tally, VerifyTally};
mod wide;
mod x86imm;

pub use choose::{choose, src_tgt_text};
pub use config::{Config, LLVM_MAJOR};
pub use options::Options;
pub use outcome::{Outcome, Rewrite, Stats, Status, Stop};
pub use queue::{work, Enqueue, WorkEvent, WorkOptions, WorkSummary};
pub use synthesize::{searchable, synthesize};

#[cfg(test)]
mod tests;
