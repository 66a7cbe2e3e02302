//! `bench synth`: `minotaur opt` on every synthesis case of a folder (each `.ll` starts
//! with `; synth: found` or `; synth: none`): what it found, how long it took, and the
//! share of `found` cases found within the budget.

use super::Error;
use crate::util::{Order, Pool};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The folder of cases (searched recursively).
    pub dir: PathBuf,
    /// Seconds for each case.
    pub cut_budget: f64,
    /// Cases run at once.
    pub jobs: usize,
    /// This minotaur's executable (`opt` runs it).
    pub exe: PathBuf,
}

/// What the harness reports as it goes.
#[derive(Clone, Copy, Debug)]
pub enum Event {
    /// This many cases will run.
    Start(usize),
    /// One case is done.
    Done,
}

/// What `bench synth` writes.
#[derive(Clone, Debug, Serialize)]
pub struct SynthResults {
    /// Every case, in path order.
    pub cases: Vec<CaseRow>,
    /// The totals.
    pub summary: SynthSummary,
}

/// One case.
#[derive(Clone, Debug, Serialize)]
pub struct CaseRow {
    /// The path under the folder.
    pub case: String,
    /// `opt`'s cost of the rewrite.
    pub cost_after: Option<u32>,
    /// `opt`'s cost of the source.
    pub cost_before: Option<u32>,
    /// Why nothing was found.
    pub detail: Option<String>,
    /// What its `; synth:` line expects (`found`, `none`; empty when it has none).
    pub expected: String,
    /// `opt -O3` already does as well.
    pub known_to_llvm: Option<bool>,
    /// The cost of LLVM's own `-O3` code.
    pub llvm_cost: Option<u32>,
    /// The rewrite found.
    pub rewrite: Option<String>,
    /// Wall seconds (two decimals).
    pub seconds: f64,
    /// `opt`'s status word (`found`, ...; `error` when it answered no JSON).
    pub status: Option<String>,
}

/// The totals.
#[derive(Clone, Debug, Serialize)]
pub struct SynthSummary {
    /// Cases expecting `found`.
    pub cases: usize,
    /// Negative controls for which a rewrite was found.
    pub controls_with_a_rewrite: Vec<String>,
    /// The host CPU as `llc` names it.
    pub cpu: String,
    /// Seconds for each case.
    pub cut_budget_s: f64,
    /// Cases expecting `found` that were found.
    pub found: usize,
    /// Their share, in percent (one decimal).
    pub found_percent: f64,
    /// Of those, found in under five seconds.
    pub found_under_5s: usize,
    /// Cases expecting `none`.
    pub negative_controls: usize,
    /// minotaur's version.
    pub version: &'static str,
}

/// The fields of `minotaur opt --json` the results keep.
#[derive(Debug, Default, Deserialize)]
struct OptAnswer {
    status: Option<String>,
    detail: Option<String>,
    rewrite: Option<String>,
    cost_before: Option<u32>,
    cost_after: Option<u32>,
    llvm_cost: Option<u32>,
    known_to_llvm: Option<bool>,
}

fn expectation(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines()
        .find_map(|l| l.strip_prefix("; synth: "))
        .map(|s| s.trim().to_string())
}

/// The `.ll` files under `dir`, sorted.
fn cases(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = crate::llvm::find_inputs(&[dir.to_path_buf()])
        .sources
        .iter()
        .filter_map(|s| s.file())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .map(Path::to_path_buf)
        .collect();
    files.sort();
    files
}

/// Runs `minotaur opt` on every case, `jobs` at once.
pub fn run(o: &Options, progress: &dyn Fn(Event)) -> Result<SynthResults, Error> {
    let files = cases(&o.dir);
    progress(Event::Start(files.len()));
    let mut rows = Vec::new();
    Pool::new(o.jobs, Order::Items).run(
        &files,
        || (),
        |(), f| case(o, f),
        |_, r| {
            progress(Event::Done);
            rows.push(r);
            Ok::<(), Error>(())
        },
    )?;
    let summary = summary(&rows, o.cut_budget);
    Ok(SynthResults { cases: rows, summary })
}

fn case(o: &Options, f: &Path) -> CaseRow {
    let t0 = Instant::now();
    let out = Command::new(&o.exe)
        .arg("opt")
        .arg(f)
        .args(["--json", "--cut-budget", &o.cut_budget.to_string()])
        .output();
    let secs = t0.elapsed().as_secs_f64();
    let v: OptAnswer = out
        .ok()
        .and_then(|o| serde_json::from_slice(&o.stdout).ok())
        .unwrap_or_else(|| OptAnswer {
            status: Some("error".into()),
            detail: Some("no JSON from minotaur opt".into()),
            ..OptAnswer::default()
        });
    CaseRow {
        case: f.strip_prefix(&o.dir).unwrap_or(f).display().to_string(),
        expected: expectation(f).unwrap_or_default(),
        status: v.status,
        seconds: (secs * 100.0).round() / 100.0,
        rewrite: v.rewrite,
        cost_before: v.cost_before,
        cost_after: v.cost_after,
        llvm_cost: v.llvm_cost,
        known_to_llvm: v.known_to_llvm,
        detail: v.detail,
    }
}

fn summary(rows: &[CaseRow], cut_budget: f64) -> SynthSummary {
    let found_status = |r: &&&CaseRow| r.status.as_deref() == Some("found");
    let want_found: Vec<&CaseRow> = rows.iter().filter(|r| r.expected == "found").collect();
    let found = want_found.iter().filter(found_status).count();
    let fast = want_found
        .iter()
        .filter(found_status)
        .filter(|r| r.seconds < 5.0)
        .count();
    let controls: Vec<&CaseRow> = rows.iter().filter(|r| r.expected == "none").collect();
    SynthSummary {
        cases: want_found.len(),
        found,
        found_percent: if want_found.is_empty() {
            0.0
        } else {
            (1000.0 * found as f64 / want_found.len() as f64).round() / 10.0
        },
        found_under_5s: fast,
        negative_controls: controls.len(),
        controls_with_a_rewrite: controls.iter().filter(found_status).map(|r| r.case.clone()).collect(),
        cut_budget_s: cut_budget,
        cpu: crate::cost::host_cpu(),
        version: env!("CARGO_PKG_VERSION"),
    }
}
