//! Benchmark harnesses and their typed results: each runs a stage over a fixed input set
//! and returns a `Serialize` value that `cli` writes to `bench/results/`. Numbers quoted
//! anywhere come from these results files, never from timed unit tests.
//!
//! Only `verify` lives here so far; the other harnesses are still in `cli` (issue 32).

mod verify;

pub use verify::{verify, BudgetSummary, FileRow, FileRun, Stats, VerifyResults, VerifySummary};

/// The `p`-quantile (0..=1) of sorted values, 0 for none (nearest rank).
pub fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

/// `x` rounded to three decimals (results files state milliseconds to the microsecond).
pub(crate) fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}
