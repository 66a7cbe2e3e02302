//! Benchmark harnesses and their typed results: each runs a stage over a fixed input set
//! and returns a `Serialize` value that `cli` writes to `bench/results/` and prints.
//! Numbers quoted anywhere come from these results files, never from timed unit tests.
//!
//! Each harness is `<name>::run(options, progress) -> Result<Results, Error>`: `verify`,
//! `depths` (the paper's Figure 6a and the crawl's throughput), `synth` (the synthesis
//! cases), `rules`, `report`, `speedup` (rewritten builds timed against plain ones) and
//! `scale` (synthesis on SQLite against worker processes on PostgreSQL).
//! Results keep the key order of the files already written (alphabetical: the fields of
//! each struct are declared in that order), and parallel loops run on `util::pool`.

// Each harness is a namespace with its own `run` (above); `verify` is re-exported.
pub mod depths;
pub mod report;
pub mod rules;
pub mod scale;
pub mod speedup;
pub mod synth;
mod verify;

pub use verify::{verify, BudgetSummary, FileRow, FileRun, Stats, VerifyResults, VerifySummary};

use std::path::{Path, PathBuf};

/// What stops a harness.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A corpus path that does not exist.
    #[error("{}: no such corpus (build it first: bash corpora/build-all.sh)", .0.display())]
    NoCorpus(PathBuf),
    /// A file or process operation failed; `what` says which.
    #[error("{what}")]
    Io {
        /// What was being done (`writing FILE`, `running CMD`).
        what: String,
        /// The failure.
        #[source]
        source: std::io::Error,
    },
    /// A file or process operation failed, with no more to say than the failure.
    #[error(transparent)]
    Os(#[from] std::io::Error),
    /// The store could not be opened or read.
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    /// A store could not be made; `what` says which.
    #[error("{what}")]
    StoreAt {
        /// What was being done (`creating FILE`).
        what: String,
        /// The failure.
        #[source]
        source: crate::store::StoreError,
    },
    /// Writing the reports failed.
    #[error(transparent)]
    Report(#[from] crate::report::ReportError),
    /// A results file or a JSON answer that cannot be read.
    #[error("{what}")]
    Json {
        /// Which file.
        what: String,
        /// The failure.
        #[source]
        source: serde_json::Error,
    },
    /// Anything else, said in words.
    #[error("{0}")]
    Message(String),
}

/// Attaches `what` to an I/O error (`.map_err(io("writing X"))`).
pub(crate) fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> Error {
    move |source| Error::Io {
        what: what.into(),
        source,
    }
}

/// `e` and each of its sources, joined by `: ` (how `cli` prints an error).
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut src = e.source();
    while let Some(x) = src {
        s.push_str(&format!(": {x}"));
        src = x.source();
    }
    s
}

/// Writes `value` as pretty JSON and a newline to `path`, creating its directory.
pub fn write_json(path: &Path, value: &impl serde::Serialize) -> Result<(), Error> {
    if let Some(p) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(p).map_err(io(format!("creating {}", p.display())))?;
    }
    let text = serde_json::to_string_pretty(value).map_err(|source| Error::Json {
        what: format!("writing {}", path.display()),
        source,
    })? + "\n";
    crate::util::write_atomic(path, text.as_bytes()).map_err(io(format!("writing {}", path.display())))
}

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

/// `x` rounded to `digits` decimals; `None` (JSON null) for a non-finite number.
pub fn round(x: f64, digits: i32) -> Option<f64> {
    let p = 10f64.powi(digits);
    x.is_finite().then(|| (x * p).round() / p)
}

/// A value of another module's type written as `serde_json::json!` wrote it before the
/// results were typed: through a `serde_json::Value`, so its keys come out sorted
/// whatever order its fields are declared in.
#[derive(Clone, Debug)]
pub struct Sorted<T>(pub T);

impl<T: serde::Serialize> serde::Serialize for Sorted<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serde_json::to_value(&self.0)
            .map_err(serde::ser::Error::custom)?
            .serialize(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    /// The results files were written from `serde_json::json!` objects, whose keys come
    /// out sorted; a typed result keeps the files the same when it serializes the same
    /// as through a `Value` (every field declared in alphabetical order).
    fn assert_sorted(x: &impl Serialize) {
        let text = serde_json::to_string_pretty(x).unwrap();
        let value = serde_json::to_value(x).unwrap();
        assert_eq!(text, serde_json::to_string_pretty(&value).unwrap());
    }

    #[test]
    fn rules_results_keep_the_key_order_of_the_files() {
        use crate::rules::{Class, Verdict};
        let top = rules::TopRule {
            canonical: Sorted(None),
            class: Class::default(),
            equation: "e".into(),
            files: 1,
            general: true,
            id: "r1".into(),
            impact: 2,
            instances: 1,
            pre: "true".into(),
            projects: vec!["p".into()],
            saving: 2,
            sites: 1,
            verdict: Verdict::default(),
            verdict_why: "w".into(),
            widths: "i32".into(),
        };
        assert_sorted(&rules::RulesResults {
            command: "minotaur bench rules",
            stores: vec![rules::StoreRules {
                by_class: [("instcombine", 1)].into(),
                by_verdict: [("reported", 1)].into(),
                clusters: 1,
                db: "d".into(),
                generalized: 1,
                not_proved: vec![("a".into(), "b".into())],
                novel_rewrites: 1,
                reported: 1,
                reported_by_class: rules::ReportedByClass {
                    backend: 0,
                    instcombine: 1,
                    instsimplify: 0,
                },
                rules: 1,
                seconds: 0.1,
                subsumed: 0,
                top_by_impact: vec![top],
                with_precondition: 0,
            }],
        });
    }

    #[test]
    fn report_results_keep_the_key_order_of_the_files() {
        assert_sorted(&report::ReportResults {
            command: "c".into(),
            stores: vec![report::StoreReports {
                db: "d".into(),
                filecheck_passed: 1,
                fired_on_every_positive: 1,
                fired_on_some_positive: 1,
                flagged_upstream: 0,
                fold_outputs_refuted: 0,
                index: "i".into(),
                left_every_negative_unchanged: 1,
                no_cpp_reasons: vec![],
                plugin_compiled: Some(true),
                proofs_failed: vec![],
                proofs_verified: 1,
                reported_worth: 1,
                reports: 1,
                rules: Sorted(vec![crate::report::Status::default()]),
                seconds: 1.0,
                with_cpp: 1,
            }],
        });
    }

    #[test]
    fn patch_results_keep_the_key_order_of_the_files() {
        assert_sorted(&report::PatchResults {
            command: "c".into(),
            llvm: "22",
            stores: vec![report::StorePatches {
                baseline_build_seconds: 1.0,
                baseline_suite: Some(report::BaselineSuite {
                    failed: 0,
                    passed: 1,
                    seconds: 1.0,
                    tests: 1,
                    unsupported: 0,
                }),
                db: "d".into(),
                folds: 1,
                outcomes: vec![report::OutcomeRow {
                    applies: true,
                    build_seconds: 1.0,
                    builds: true,
                    dir: "x".into(),
                    files_compiled: 1,
                    impact: vec![report::ImpactRow {
                        added: 0,
                        changed: 1,
                        compile_time_ratio: 1.0,
                        corpus: "c".into(),
                        failed: vec![],
                        files: 1,
                        functions: 1,
                        grew: vec![],
                        removed: 1,
                    }],
                    own: Sorted(Some(crate::patch::Own::default())),
                    patches: vec!["p".into()],
                    rule: "r".into(),
                    status: "upstream-ready",
                    suite: Some(report::SuiteRow {
                        baseline_failed: 0,
                        failed: 0,
                        new_failures: vec![],
                        passed: 1,
                        seconds: 1.0,
                        tests: 1,
                        unsupported: 0,
                    }),
                    why: "w".into(),
                }],
                ready: 1,
            }],
        });
    }

    #[test]
    fn synth_results_keep_the_key_order_of_the_files() {
        let case = synth::CaseRow {
            case: "c".into(),
            cost_after: Some(1),
            cost_before: Some(2),
            detail: None,
            expected: "found".into(),
            known_to_llvm: Some(false),
            llvm_cost: None,
            rewrite: Some("r".into()),
            seconds: 1.0,
            status: Some("found".into()),
        };
        assert_sorted(&synth::SynthResults {
            cases: vec![case],
            summary: synth::SynthSummary {
                cases: 1,
                controls_with_a_rewrite: vec![],
                cpu: "x".into(),
                cut_budget_s: 1.0,
                found: 1,
                found_percent: 100.0,
                found_under_5s: 1,
                negative_controls: 0,
                version: "v",
            },
        });
    }
}
