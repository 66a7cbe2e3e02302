//! `bench verify`: every verdict file of a folder decided at one or more budgets, each
//! file's decision time and deciding phase recorded at each, so that a file whose time
//! grows with the budget (a schedule spending a fixed share of it on a phase that cannot
//! decide) or comes near it is seen here before it fails CI on a slower machine.

use super::{percentile, round3};
use crate::smt::Options;
use crate::verify::{self, FileVerdict, VerdictKind};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// One file decided at one budget.
#[derive(Clone, Debug, Serialize)]
pub struct FileRun {
    /// The budget per pair, in seconds.
    pub timeout_s: f64,
    /// `valid`, `invalid`, `unknown: <why>` or `error: <what>`.
    pub verdict: String,
    /// Wall time for the whole file, in milliseconds.
    pub ms: f64,
    /// The phases that decided its pairs (`exhaustive`, `rounds`, `expanded`, ...), in
    /// pair order.
    pub phases: Vec<&'static str>,
    /// The verdict is the one the file expects.
    pub ok: bool,
}

/// One file, at every budget.
#[derive(Clone, Debug, Serialize)]
pub struct FileRow {
    /// The path under the folder.
    pub file: String,
    /// The verdict its `; expect:` line asks for (empty when it has none).
    pub expected: &'static str,
    /// Some pair's query quantified over the source's free choices.
    pub quantified: bool,
    /// Some pair treated an argument as possibly undef.
    pub undef_inputs: bool,
    /// One run per budget, smallest budget first.
    pub runs: Vec<FileRun>,
    /// Decided at the smallest budget, and took markedly longer at a larger one (more
    /// than twice as long and over a second more): its time follows the budget.
    pub grows: bool,
}

/// Times of a set of files.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Stats {
    /// How many.
    pub count: usize,
    /// Median milliseconds.
    pub median_ms: f64,
    /// 90th percentile, milliseconds.
    pub p90_ms: f64,
    /// Slowest, milliseconds.
    pub max_ms: f64,
}

impl Stats {
    fn of(mut ms: Vec<f64>) -> Stats {
        ms.sort_by(|a, b| a.total_cmp(b));
        Stats {
            count: ms.len(),
            median_ms: round3(percentile(&ms, 0.5)),
            p90_ms: round3(percentile(&ms, 0.9)),
            max_ms: round3(ms.last().copied().unwrap_or(0.0)),
        }
    }
}

/// The folder at one budget.
#[derive(Clone, Debug, Serialize)]
pub struct BudgetSummary {
    /// The budget per pair, in seconds.
    pub timeout_s: f64,
    /// Files whose verdict is not the expected one and not `unknown`.
    pub wrong: usize,
    /// Files left `unknown` (or in error) that expect a verdict.
    pub unknown: usize,
    /// All files.
    pub all: Stats,
    /// Files with a quantified query.
    pub quantified: Stats,
    /// The slowest files, slowest first (at most ten).
    pub slowest: Vec<(String, f64)>,
    /// Seconds for the whole folder.
    pub total_s: f64,
}

/// The run's summary.
#[derive(Clone, Debug, Serialize)]
pub struct VerifySummary {
    /// Files in the folder.
    pub files: usize,
    /// Files with an undef-input query.
    pub undef_input_files: usize,
    /// One summary per budget, smallest first.
    pub budgets: Vec<BudgetSummary>,
    /// Files whose time grows with the budget (see [`FileRow::grows`]).
    pub grows: Vec<String>,
    /// minotaur's version.
    pub version: &'static str,
    /// The host CPU as `llc` names it (decision times are this machine's).
    pub cpu: String,
}

/// What `bench verify` writes.
#[derive(Clone, Debug, Serialize)]
pub struct VerifyResults {
    /// The totals.
    pub summary: VerifySummary,
    /// Every file.
    pub files: Vec<FileRow>,
}

/// A file counts as growing when its time at a larger budget is over this many times
/// its time at the smallest, and over `GROWTH_MIN_MS` more.
const GROWTH_RATIO: f64 = 2.0;
const GROWTH_MIN_MS: f64 = 1000.0;

/// Decides every file at every budget (`budgets` sorted, smallest first; files in order).
/// `tick` is called after each file and budget.
pub fn verify(dir: &Path, files: &[PathBuf], budgets: &[Duration], tick: &dyn Fn(&str)) -> VerifyResults {
    let mut budgets = budgets.to_vec();
    budgets.sort();
    budgets.dedup();
    let mut rows = Vec::new();
    for f in files {
        let rel = f.strip_prefix(dir).unwrap_or(f).display().to_string();
        let mut row = FileRow {
            file: rel.clone(),
            expected: verify::expected(f).map_or("", VerdictKind::name),
            quantified: false,
            undef_inputs: false,
            runs: Vec::new(),
            grows: false,
        };
        for b in &budgets {
            let opts = Options {
                timeout: *b,
                ..Options::default()
            };
            let start = Instant::now();
            let r = verify::check_file(f, &opts);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            let run = run_of(&r, *b, ms, &mut row);
            row.runs.push(run);
            tick(&rel);
        }
        row.grows = grows(&row.runs);
        rows.push(row);
    }
    let summary = VerifySummary {
        files: rows.len(),
        undef_input_files: rows.iter().filter(|r| r.undef_inputs).count(),
        budgets: (0..budgets.len())
            .map(|i| budget_summary(&rows, i, budgets[i]))
            .collect(),
        grows: rows.iter().filter(|r| r.grows).map(|r| r.file.clone()).collect(),
        version: env!("CARGO_PKG_VERSION"),
        cpu: crate::cost::host_cpu(),
    };
    VerifyResults { summary, files: rows }
}

fn run_of(r: &Result<FileVerdict, verify::VerifyError>, budget: Duration, ms: f64, row: &mut FileRow) -> FileRun {
    let (verdict, phases, ok) = match r {
        Ok(v) => {
            row.quantified |= v.pairs.iter().any(|p| p.info.quantified);
            row.undef_inputs |= v.pairs.iter().any(|p| p.info.undef_inputs);
            let verdict = match v.unknown_reason() {
                Some(why) if v.verdict == VerdictKind::Unknown => format!("unknown: {why}"),
                _ => v.verdict.to_string(),
            };
            let phases = v.pairs.iter().map(|p| p.info.phase.name()).collect();
            (verdict, phases, v.mismatch().is_none())
        }
        Err(e) => (format!("error: {e}"), Vec::new(), false),
    };
    FileRun {
        timeout_s: budget.as_secs_f64(),
        verdict,
        ms: round3(ms),
        phases,
        ok,
    }
}

fn grows(runs: &[FileRun]) -> bool {
    let Some(first) = runs.first().filter(|r| !r.verdict.starts_with("unknown")) else {
        return false;
    };
    runs[1..]
        .iter()
        .any(|r| r.ms > first.ms * GROWTH_RATIO && r.ms - first.ms > GROWTH_MIN_MS)
}

fn budget_summary(rows: &[FileRow], i: usize, budget: Duration) -> BudgetSummary {
    let runs: Vec<(&FileRow, &FileRun)> = rows.iter().map(|r| (r, &r.runs[i])).collect();
    let missed = |(_, run): &&(&FileRow, &FileRun)| !run.ok;
    let unknown = runs
        .iter()
        .filter(missed)
        .filter(|(row, run)| {
            (run.verdict.starts_with("unknown") || run.verdict.starts_with("error")) && row.expected != "unknown"
        })
        .count();
    let wrong = runs.iter().filter(missed).count() - unknown;
    let mut slowest: Vec<(String, f64)> = runs.iter().map(|(row, run)| (row.file.clone(), run.ms)).collect();
    slowest.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    slowest.truncate(10);
    BudgetSummary {
        timeout_s: budget.as_secs_f64(),
        wrong,
        unknown,
        all: Stats::of(runs.iter().map(|(_, r)| r.ms).collect()),
        quantified: Stats::of(
            runs.iter()
                .filter(|(row, _)| row.quantified)
                .map(|(_, r)| r.ms)
                .collect(),
        ),
        slowest,
        total_s: round3(runs.iter().map(|(_, r)| r.ms).sum::<f64>() / 1000.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(verdict: &str, ms: f64) -> FileRun {
        FileRun {
            timeout_s: 0.0,
            verdict: verdict.into(),
            ms,
            phases: vec![],
            ok: true,
        }
    }

    #[test]
    fn growth_is_a_decided_file_taking_much_longer_at_a_larger_budget() {
        assert!(grows(&[run("valid", 9300.0), run("valid", 30000.0)]));
        assert!(!grows(&[run("valid", 9300.0), run("valid", 9900.0)]));
        // Small files vary by more than twice without growing.
        assert!(!grows(&[run("valid", 20.0), run("valid", 60.0)]));
        // Undecided at the small budget: more time is expected to help.
        assert!(!grows(&[run("unknown: timeout", 10000.0), run("valid", 30000.0)]));
    }
}
