//! `bench report DB...`: writes the reports a reviewer gets from each store, one folder
//! per store, and says what they came to: reports, plugins compiled, folds that fired on
//! every positive test and left every negative test as today's opt does, FileCheck
//! passes, proofs verified, and no fold output refuted; in patch mode too, each fold's
//! patch outcomes.

use super::{Error, Sorted};
use crate::patch::{self, Own};
use crate::report::{self, Input, Status};
use crate::store::Store;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What to write.
#[derive(Clone, Debug)]
pub struct Options {
    /// The stores (with rules).
    pub dbs: Vec<PathBuf>,
    /// Where the reports go (a folder per store, named after it).
    pub dir: PathBuf,
    /// Patch mode's options, when it runs.
    pub patch: Option<patch::Options>,
}

/// What the harness reports as it goes.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// A step of the reports of the store named `store`.
    Step {
        /// The store's file stem.
        store: &'a str,
        /// The step.
        msg: &'a str,
    },
}

/// What a run came to.
#[derive(Clone, Debug)]
pub struct ReportRun {
    /// What `bench report` writes.
    pub results: ReportResults,
    /// What patch mode writes, when it ran.
    pub patches: Option<PatchResults>,
    /// Fold outputs refuted plus proofs that failed or did not verify (0: all is well).
    pub wrong: usize,
}

/// What `bench report` writes.
#[derive(Clone, Debug, Serialize)]
pub struct ReportResults {
    /// The command, with its stores.
    pub command: String,
    /// One entry per store.
    pub stores: Vec<StoreReports>,
}

/// The reports of one store.
#[derive(Clone, Debug, Serialize)]
pub struct StoreReports {
    /// The store's path.
    pub db: String,
    /// Folds whose lit test FileCheck passed.
    pub filecheck_passed: usize,
    /// Folds that fired on every positive test.
    pub fired_on_every_positive: usize,
    /// Folds that fired on some positive test.
    pub fired_on_some_positive: usize,
    /// Reports flagged as already upstream.
    pub flagged_upstream: usize,
    /// Fold outputs that do not refine their input.
    pub fold_outputs_refuted: usize,
    /// The index file.
    pub index: String,
    /// Folds that left every negative test as today's opt does.
    pub left_every_negative_unchanged: usize,
    /// Why a rule has no C++ (`id: why`).
    pub no_cpp_reasons: Vec<String>,
    /// The pass plugin compiled.
    pub plugin_compiled: Option<bool>,
    /// Proofs that failed (`id: error`).
    pub proofs_failed: Vec<String>,
    /// Proofs verified.
    pub proofs_verified: usize,
    /// Reports of rules judged worth a reviewer's time.
    pub reported_worth: usize,
    /// Reports written.
    pub reports: usize,
    /// Every report's status.
    pub rules: Sorted<Vec<Status>>,
    /// Seconds (one decimal).
    pub seconds: f64,
    /// Rules with PatternMatch C++.
    pub with_cpp: usize,
}

/// What patch mode writes.
#[derive(Clone, Debug, Serialize)]
pub struct PatchResults {
    /// The command, with its stores.
    pub command: String,
    /// The LLVM patched.
    pub llvm: &'static str,
    /// One entry per store.
    pub stores: Vec<StorePatches>,
}

/// One store's patch outcomes: per fold its steps, and the baseline.
#[derive(Clone, Debug, Serialize)]
pub struct StorePatches {
    /// Seconds to build the baseline `opt` (one decimal).
    pub baseline_build_seconds: f64,
    /// InstCombine's suite with the baseline `opt`.
    pub baseline_suite: Option<BaselineSuite>,
    /// The store's path.
    pub db: String,
    /// Folds patched.
    pub folds: usize,
    /// Each fold's outcome.
    pub outcomes: Vec<OutcomeRow>,
    /// Folds upstream-ready.
    pub ready: usize,
}

/// InstCombine's suite with the baseline `opt`.
#[derive(Clone, Debug, Serialize)]
pub struct BaselineSuite {
    /// Tests failed.
    pub failed: usize,
    /// Tests passed.
    pub passed: usize,
    /// Seconds (one decimal).
    pub seconds: f64,
    /// Tests run.
    pub tests: usize,
    /// Tests unsupported.
    pub unsupported: usize,
}

/// One fold's patch outcome.
#[derive(Clone, Debug, Serialize)]
pub struct OutcomeRow {
    /// The patches apply to LLVM's source.
    pub applies: bool,
    /// Seconds to build the patched `opt` (one decimal).
    pub build_seconds: f64,
    /// The patched `opt` built.
    pub builds: bool,
    /// The rule's report folder.
    pub dir: String,
    /// Files compiled for it.
    pub files_compiled: usize,
    /// Its effect on the corpora.
    pub impact: Vec<ImpactRow>,
    /// Its own tests.
    pub own: Sorted<Option<Own>>,
    /// The patch files.
    pub patches: Vec<String>,
    /// The rule.
    pub rule: String,
    /// Its status, in words.
    pub status: &'static str,
    /// InstCombine's suite against the baseline.
    pub suite: Option<SuiteRow>,
    /// Why it has that status.
    pub why: String,
}

/// InstCombine's suite with a patched `opt`, against the baseline.
#[derive(Clone, Debug, Serialize)]
pub struct SuiteRow {
    /// Tests the baseline fails.
    pub baseline_failed: usize,
    /// Tests failed.
    pub failed: usize,
    /// Tests failing that the baseline passes.
    pub new_failures: Vec<String>,
    /// Tests passed.
    pub passed: usize,
    /// Seconds (one decimal).
    pub seconds: f64,
    /// Tests run.
    pub tests: usize,
    /// Tests unsupported.
    pub unsupported: usize,
}

/// A fold's effect on one corpus.
#[derive(Clone, Debug, Serialize)]
pub struct ImpactRow {
    /// Instructions added.
    pub added: usize,
    /// Functions changed.
    pub changed: usize,
    /// Patched compile time over the baseline's (three decimals).
    pub compile_time_ratio: f64,
    /// The corpus.
    pub corpus: String,
    /// Files that failed.
    pub failed: Vec<String>,
    /// Files compiled.
    pub files: usize,
    /// Functions compiled.
    pub functions: usize,
    /// Changed functions that grew.
    pub grew: Vec<String>,
    /// Instructions removed.
    pub removed: usize,
}

/// Writes the reports of every store, the rules of each chosen by `select`.
pub fn run(
    o: &Options,
    select: &dyn Fn(&Store) -> Result<Vec<Input>, String>,
    progress: &dyn Fn(Event),
) -> Result<ReportRun, Error> {
    let mut per = Vec::new();
    let mut patches = Vec::new();
    let mut wrong = 0;
    for db in &o.dbs {
        let t0 = Instant::now();
        let store = Store::open_existing(db)?;
        let inputs = select(&store).map_err(Error::Message)?;
        let name = db.file_stem().map_or("db".into(), |s| s.to_string_lossy().to_string());
        let opts = report::Options {
            out: o.dir.join(&name),
            proof_timeout: Duration::from_secs(20),
            plugin: true,
            db: Some(db.display().to_string()),
            patch: o.patch.clone(),
        };
        let sum = report::run(&inputs, &opts, &|e| {
            progress(Event::Step {
                store: &name,
                msg: &e.to_string(),
            })
        })?;
        if let Some(p) = &sum.patch {
            patches.push(patch_entry(db, &sum, p));
        }
        wrong += sum.rules.iter().map(|s| s.refines_wrong).sum::<usize>();
        wrong += sum
            .rules
            .iter()
            .filter(|s| !s.proof_error.is_empty() || s.proof_valid < s.proof_pairs)
            .count();
        per.push(store_reports(db, sum, t0));
    }
    let dbs = o
        .dbs
        .iter()
        .map(|d| d.display().to_string())
        .collect::<Vec<_>>()
        .join(" ");
    Ok(ReportRun {
        results: ReportResults {
            command: format!("minotaur bench report {dbs}"),
            stores: per,
        },
        patches: o.patch.is_some().then(|| PatchResults {
            command: format!("minotaur bench report --patch {dbs}"),
            llvm: "22.1.8 (Debian llvm-toolchain-22 1:22.1.8-1~deb12u1)",
            stores: patches,
        }),
        wrong,
    })
}

fn store_reports(db: &Path, sum: report::Summary, t0: Instant) -> StoreReports {
    let folds: Vec<_> = sum.rules.iter().filter(|s| s.no_fold.is_empty()).collect();
    let n = |f: &dyn Fn(&&Status) -> bool| folds.iter().filter(|s| f(s)).count();
    let failed = |s: &&Status| !s.proof_error.is_empty() || s.proof_valid < s.proof_pairs;
    StoreReports {
        db: db.display().to_string(),
        reports: sum.rules.len(),
        reported_worth: sum.rules.iter().filter(|s| s.verdict.reported()).count(),
        flagged_upstream: sum.rules.iter().filter(|s| !s.upstream.is_empty()).count(),
        with_cpp: folds.len(),
        plugin_compiled: sum.plugin_compiled,
        fired_on_every_positive: n(&|s| s.compiled && s.positive > 0 && s.fired == s.positive),
        fired_on_some_positive: n(&|s| s.fired > 0),
        left_every_negative_unchanged: n(&|s| s.compiled && s.untouched == s.negative),
        filecheck_passed: n(&|s| s.filecheck),
        proofs_verified: sum
            .rules
            .iter()
            .filter(|s| s.proof_error.is_empty() && s.proof_pairs > 0 && s.proof_valid == s.proof_pairs)
            .count(),
        proofs_failed: sum
            .rules
            .iter()
            .filter(failed)
            .map(|s| format!("{}: {}", s.id, s.proof_error))
            .collect(),
        fold_outputs_refuted: sum.rules.iter().map(|s| s.refines_wrong).sum::<usize>(),
        no_cpp_reasons: sum
            .rules
            .iter()
            .filter(|s| !s.no_fold.is_empty())
            .map(|s| format!("{}: {}", s.id, s.no_fold))
            .collect(),
        index: sum.index,
        seconds: (t0.elapsed().as_secs_f64() * 10.0).round() / 10.0,
        rules: Sorted(sum.rules),
    }
}

/// One store's patch outcomes: per fold its steps, and the baseline.
fn patch_entry(db: &Path, sum: &report::Summary, p: &patch::Summary) -> StorePatches {
    let rows: Vec<OutcomeRow> = p
        .outcomes
        .iter()
        .map(|o| OutcomeRow {
            rule: o.id.clone(),
            dir: sum
                .rules
                .iter()
                .find(|s| s.id == o.id)
                .map(|s| s.dir.clone())
                .unwrap_or_default(),
            status: o.status.words(),
            why: o.why.clone(),
            applies: !o.patches.is_empty() && o.status != patch::Status::DoesNotApply,
            builds: o.built,
            build_seconds: (o.build_seconds * 10.0).round() / 10.0,
            files_compiled: o.compiled,
            own: Sorted(o.own.clone()),
            suite: o.suite.as_ref().map(|d| SuiteRow {
                tests: d.tests,
                passed: d.passed,
                failed: d.failed,
                unsupported: d.unsupported,
                baseline_failed: d.baseline_failed,
                new_failures: d.new_failures.iter().map(|(n, _)| n.clone()).collect(),
                seconds: (d.seconds * 10.0).round() / 10.0,
            }),
            patches: o.patches.clone(),
            impact: o
                .impact
                .iter()
                .map(|i| ImpactRow {
                    corpus: i.corpus.clone(),
                    files: i.files,
                    functions: i.functions,
                    changed: i.changed,
                    removed: i.removed,
                    added: i.added,
                    grew: i.grew.clone(),
                    compile_time_ratio: (i.compile_time_ratio * 1000.0).round() / 1000.0,
                    failed: i.failed.clone(),
                })
                .collect(),
        })
        .collect();
    StorePatches {
        db: db.display().to_string(),
        folds: rows.len(),
        ready: p.outcomes.iter().filter(|o| o.status == patch::Status::Ready).count(),
        baseline_build_seconds: (p.baseline_build_seconds * 10.0).round() / 10.0,
        baseline_suite: p.baseline.map(|(tests, passed, failed, unsupported, s)| BaselineSuite {
            tests,
            passed,
            failed,
            unsupported,
            seconds: (s * 10.0).round() / 10.0,
        }),
        outcomes: rows,
    }
}
