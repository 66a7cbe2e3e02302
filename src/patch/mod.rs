//! Patch mode: a rule's fold as a patch series to LLVM's own source, judged by LLVM's own
//! checks. For each fold: the helper placed beside the visitor of its root in InstCombine
//! (`edit`), a test file whose CHECK lines come from the source's `update_test_checks.py`
//! with today's `opt` (patch 0001, "precommit tests") and with a patched `opt` (patch 0002,
//! the fold), both in `git format-patch` form and checked to apply (`series`); the
//! patched `opt` built from the installed LLVM's static libraries (`build`); the test's
//! positives proved and its negatives unchanged (`own`); InstCombine's regression suite
//! run by `lit` against a baseline `opt` built the same way (`suite`).
//!
//! The driver is [`patch`]; a rule is upstream-ready only when every step passes.

mod build;
mod edit;
mod impact;
mod own;
mod series;
mod source;
mod step_error;
mod suite;

pub use build::{Builder, Built};
pub use impact::Impact;
pub use own::{instcombine, Own, Test};
pub use source::Source;
pub use step_error::StepError;
pub use suite::{Code, Diff, Suite};

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What stops patch mode as a whole (a missing source, a broken toolchain); a rule whose
/// patch fails is an [`Outcome`], not an error.
#[derive(Debug, thiserror::Error)]
pub enum PatchError {
    /// LLVM's source is missing or cannot be fetched.
    #[error("LLVM source: {0}")]
    Source(String),
    /// The toolchain cannot build even the baseline `opt`.
    #[error("building opt: {0}")]
    Build(String),
    /// The baseline suite did not run.
    #[error("InstCombine's suite: {0}")]
    Suite(String),
}

/// One fold to turn into a patch.
#[derive(Clone, Debug)]
pub struct Fold {
    /// The rule's id.
    pub id: String,
    /// Its short name (`sub_sel_icmp_eq_and`): the test file's and the helper's stem.
    pub name: String,
    /// What the fold does, for the commit subject (`fold X - (...) to (X - 1) & ~C0`).
    pub title: String,
    /// The commit message body of the fold (proof, precondition, evidence, tool use).
    pub body: String,
    /// The InstCombine source file (`InstCombineAddSub.cpp`).
    pub file: String,
    /// The visitor of the root (`visitSub`).
    pub visit: String,
    /// The helper's name.
    pub func: String,
    /// The helper's C++, its comment included.
    pub helper: String,
    /// The helper returns a value to replace the root with (an InstSimplify rule).
    pub returns_value: bool,
    /// The test file without CHECK lines (its RUN line first).
    pub test_text: String,
    /// Its functions, which must fire and which must not.
    pub tests: Vec<Test>,
}

/// Patch mode's settings.
#[derive(Clone, Debug)]
pub struct Options {
    /// LLVM's source.
    pub source: Source,
    /// Where objects, `opt`s and baseline results are cached.
    pub cache: PathBuf,
    /// Run InstCombine's suite (half a minute per `opt` on two cores).
    pub suite: bool,
    /// Seconds for each proof of a positive test's new output.
    pub proof_timeout: Duration,
    /// How long one `opt` run on the fold's tests may take before InstCombine is taken
    /// not to terminate (a fold fighting an existing one can loop forever).
    pub opt_limit: Duration,
    /// Corpora (name, folder of bitcode) to measure each upstream-ready patch's impact on:
    /// every file through `opt -O3`, stock and patched.
    pub corpora: Vec<(String, PathBuf)>,
}

/// Where a fold's patch got to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Applies, builds, its own tests behave, no new failure in the suite.
    Ready,
    /// The helper could not be placed, or a patch does not apply to the source.
    DoesNotApply,
    /// The patched file does not compile or `opt` does not link.
    DoesNotBuild,
    /// A positive test did not fold (or is not proved), a negative did, or `opt` failed
    /// (InstCombine's fixpoint check among others).
    OwnTestsFail,
    /// Tests of InstCombine's suite that pass without the patch fail with it.
    SuiteFails,
    /// Everything run passed, but the fold's output on an instance at another width
    /// (the report's sweep) does not refine its input: the fold is wrong there.
    OutputRefuted,
    /// Everything run passed, but the suite was not run.
    SuiteNotRun,
}

impl Status {
    /// The words of the index and issue.md.
    pub fn words(self) -> &'static str {
        match self {
            Status::Ready => "upstream-ready",
            Status::DoesNotApply => "does not apply",
            Status::DoesNotBuild => "does not build",
            Status::OwnTestsFail => "its own tests fail",
            Status::SuiteFails => "breaks InstCombine's tests",
            Status::OutputRefuted => "an output at another width is refuted",
            Status::SuiteNotRun => "suite not run",
        }
    }
}

/// A fold's patch and what LLVM's checks said of it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// The rule.
    pub id: String,
    /// Where it got to.
    pub status: Status,
    /// Why, in a line.
    pub why: String,
    /// The patch files (names in the output folder).
    pub patches: Vec<String>,
    /// The test file the patches add.
    pub test_file: String,
    /// The source file they change.
    pub source_file: String,
    /// The patched `opt` was built.
    pub built: bool,
    /// Seconds to build it now (0 when cached), and files compiled.
    pub build_seconds: f64,
    /// Source files compiled for it (0: cached).
    pub compiled: usize,
    /// Its own tests.
    pub own: Option<Own>,
    /// InstCombine's suite against the baseline.
    pub suite: Option<Diff>,
    /// Its effect on each corpus (upstream-ready patches only).
    pub impact: Vec<Impact>,
    /// The patched `opt` (in the cache), when it was built and its checks ran: the
    /// report's sweep runs it on instances at other widths.
    #[serde(skip)]
    pub opt: Option<PathBuf>,
}

impl Outcome {
    /// Each step in a few words, for the index: `applies, builds (1 file, 24 s), own
    /// tests 3/3 folded + proved, 5/5 unchanged, suite 0 new failures (1767 passed),
    /// impact gmp 0 changed; libyuv 12 changed (-30/+0, 0 grew)`.
    pub fn steps(&self) -> String {
        let mut v = Vec::new();
        if self.patches.is_empty() || self.status == Status::DoesNotApply {
            return "does not apply".into();
        }
        v.push("applies".to_string());
        v.push(if self.built {
            "builds".into()
        } else {
            "does not build".to_string()
        });
        if let Some(o) = &self.own {
            match &o.opt_error {
                Some(e) => v.push(format!("own tests: {e}")),
                None => v.push(format!(
                    "own tests {}/{} folded and {}/{} proved, {}/{} unchanged",
                    o.changed, o.positives, o.proved, o.positives, o.unchanged, o.negatives
                )),
            }
        }
        if let Some(d) = &self.suite {
            v.push(format!(
                "suite {} new failure(s) ({} passed)",
                d.new_failures.len(),
                d.passed
            ));
        }
        if !self.impact.is_empty() {
            let parts: Vec<String> = self
                .impact
                .iter()
                .map(|i| {
                    format!(
                        "{} {} changed (-{}/+{}, {} grew)",
                        i.corpus,
                        i.changed,
                        i.removed,
                        i.added,
                        i.grew.len()
                    )
                })
                .collect();
            v.push(format!("impact {}", parts.join("; ")));
        }
        v.join(", ")
    }
}

/// The run: every fold's outcome, and the baseline.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Summary {
    /// Per fold, in the input's order.
    pub outcomes: Vec<Outcome>,
    /// The baseline suite: tests, passed, failed, unsupported, seconds.
    pub baseline: Option<(usize, usize, usize, usize, f64)>,
    /// Seconds to build the baseline `opt` now (0 when cached).
    pub baseline_build_seconds: f64,
    /// The baseline `opt`, built from the same libraries as every patched one.
    #[serde(skip)]
    pub stock: Option<PathBuf>,
}

/// The test file's path in the tree: `name` with dashes, not taken by an existing test.
fn test_path(source: &Source, name: &str, instsimplify: bool) -> String {
    let dir = if instsimplify { "InstSimplify" } else { "InstCombine" };
    let stem = name.replace('_', "-");
    let mut n = 1;
    loop {
        let file = if n == 1 {
            format!("{stem}.ll")
        } else {
            format!("{stem}-{n}.ll")
        };
        let rel = format!("llvm/test/Transforms/{dir}/{file}");
        if !source.root().join(&rel).exists() {
            return rel;
        }
        n += 1;
    }
}

/// Writes each fold's patches into `out/<dir>/patch/` (`dirs` gives each fold's folder)
/// and runs LLVM's checks on them. Folds that fail are outcomes; only a source or
/// toolchain that cannot build the baseline is an error.
pub fn patch(folds: &[Fold], dirs: &[PathBuf], opts: &Options, progress: &dyn Fn(&str)) -> Result<Summary, PatchError> {
    let builder = Builder::new(&opts.source, &opts.cache)?;
    progress("building the baseline opt");
    let stock = builder.opt(&[]).map_err(|e| PatchError::Build(e.to_string()))?;
    let mut summary = Summary {
        baseline_build_seconds: if stock.linked_before { 0.0 } else { stock.seconds },
        stock: Some(stock.opt.clone()),
        ..Summary::default()
    };
    let base_suite = if opts.suite {
        progress("running InstCombine's suite with the baseline opt");
        let b = baseline(&opts.source, &stock.opt, &opts.cache)?;
        summary.baseline = Some((
            b.tests.len(),
            b.count(Code::Pass),
            b.failed(),
            b.count(Code::Unsupported),
            b.seconds,
        ));
        Some(b)
    } else {
        None
    };
    let mut names: BTreeSet<String> = BTreeSet::new();
    // Each corpus through the stock opt, once, when a patch first needs it.
    let mut stock_runs: Vec<Option<(Vec<PathBuf>, impact::Optimized)>> = vec![None; opts.corpora.len()];
    for (f, dir) in folds.iter().zip(dirs) {
        progress(&format!("patch of {}", f.id));
        let mut test_rel = test_path(&opts.source, &f.name, false);
        // Two folds of one run never share a test file.
        while !names.insert(test_rel.clone()) {
            test_rel = test_rel.replace(".ll", "-x.ll");
        }
        let (mut o, patched) = one(f, dir, &test_rel, &builder, &stock, base_suite.as_ref(), opts);
        o.opt = patched.clone();
        if let (Status::Ready, Some(patched)) = (o.status, patched) {
            for (k, (name, root)) in opts.corpora.iter().enumerate() {
                let (files, before) = stock_runs[k].get_or_insert_with(|| {
                    progress(&format!("{name}: -O3 with the stock opt"));
                    let files = bitcode(root);
                    let o = impact::optimize(&stock.opt, root, &files, opts.opt_limit);
                    (files, o)
                });
                progress(&format!("{name}: -O3 with the patch of {}", f.id));
                let after = impact::optimize(&patched, root, files, opts.opt_limit);
                let work = opts.cache.join("work").join(&f.id).join("impact");
                o.impact.push(impact::compare(name, files.len(), before, &after, &work));
            }
        }
        summary.outcomes.push(o);
    }
    Ok(summary)
}

/// The bitcode files under `root`, sorted.
fn bitcode(root: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(|e| e.ok())
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "bc"))
        .collect();
    v.sort();
    v
}

/// The baseline suite of `opt`, cached beside it.
fn baseline(source: &Source, opt: &Path, cache: &Path) -> Result<Suite, PatchError> {
    let key = crate::util::fnv128_hex(opt.display().to_string().as_bytes());
    let file = cache.join("suite").join(format!("{key}.json"));
    if let Some(s) = std::fs::read_to_string(&file)
        .ok()
        .and_then(|t| serde_json::from_str::<Suite>(&t).ok())
    {
        return Ok(s);
    }
    let s = suite::run(source, opt, &["InstCombine"], None, &cache.join("lit-baseline"))
        .map_err(|e| PatchError::Suite(e.to_string()))?;
    let _ = std::fs::create_dir_all(cache.join("suite"));
    let _ = std::fs::write(&file, serde_json::to_string(&s).unwrap_or_default());
    Ok(s)
}

impl Outcome {
    /// The outcome of fold `f` before its patch is tried: it does not apply (yet).
    fn not_applied(f: &Fold, test_rel: &str, src_rel: &str) -> Outcome {
        Outcome {
            id: f.id.clone(),
            status: Status::DoesNotApply,
            why: String::new(),
            patches: Vec::new(),
            test_file: test_rel.to_string(),
            source_file: src_rel.to_string(),
            built: false,
            build_seconds: 0.0,
            compiled: 0,
            own: None,
            suite: None,
            impact: Vec::new(),
            opt: None,
        }
    }
}

/// One fold through every step, as far as it gets.
fn one(
    f: &Fold,
    dir: &Path,
    test_rel: &str,
    builder: &Builder,
    stock: &Built,
    base: Option<&Suite>,
    opts: &Options,
) -> (Outcome, Option<PathBuf>) {
    let src_rel = format!("llvm/lib/Transforms/InstCombine/{}", f.file);
    let mut o = Outcome::not_applied(f, test_rel, &src_rel);
    let work = opts.cache.join("work").join(&f.id);
    let orig = match opts.source.read(&src_rel) {
        Ok(t) => t,
        Err(e) => {
            o.why = e.to_string();
            return (o, None);
        }
    };
    let placed = edit::place(
        &orig,
        &edit::Placement {
            visit: &f.visit,
            helper: &f.helper,
            func: &f.func,
            returns_value: f.returns_value,
        },
    );
    let new = match placed {
        Ok(t) => t,
        Err(e) => {
            o.why = e.to_string();
            return (o, None);
        }
    };
    let test_name = Path::new(test_rel)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("test.ll")
        .to_string();
    let before = match own::update_test_checks(
        &opts.source,
        &stock.opt,
        &f.test_text,
        &work.join("before"),
        &test_name,
        opts.opt_limit,
    ) {
        Ok(t) => t,
        Err(e) => {
            o.why = format!("the precommit test: {e}");
            return (o, None);
        }
    };
    let built = builder.opt(&[(src_rel.clone(), new.clone())]);
    let after = match &built {
        Ok(b) => {
            o.built = true;
            o.build_seconds = if b.linked_before { 0.0 } else { b.seconds };
            o.compiled = b.compiled;
            own::update_test_checks(
                &opts.source,
                &b.opt,
                &f.test_text,
                &work.join("after"),
                &test_name,
                opts.opt_limit,
            )
            .map_err(|e| e.to_string())
        }
        Err(e) => Err(e.to_string()),
    };
    // Without a patched opt (or when it fails on the test), patch 0002 keeps the
    // precommit CHECK lines: the diff then shows the source change alone.
    let after_text = after.as_ref().cloned().unwrap_or_else(|_| before.clone());
    let commits = commits(f, test_rel, &src_rel, &before, &after_text, &new);
    let out = dir.join("patch");
    let _ = std::fs::remove_dir_all(&out);
    let files = match series::write(&work.join("repo"), &[(src_rel.clone(), orig)], &commits, &out) {
        Ok(p) => p,
        Err(e) => {
            o.why = e.to_string();
            return (o, None);
        }
    };
    o.patches = commits.iter().map(|c| c.file.clone()).collect();
    if let Err(e) = series::check_applies(
        opts.source.root(),
        &files,
        &[src_rel.clone(), test_rel.to_string()],
        &work.join("apply"),
    ) {
        o.why = e.to_string();
        return (o, None);
    }
    let b = match built {
        Ok(b) => b,
        Err(e) => {
            o.status = Status::DoesNotBuild;
            o.why = e.to_string();
            return (o, None);
        }
    };
    let after_err = after.as_ref().err().cloned();
    check_built(
        &mut o,
        f,
        &b.opt,
        &stock.opt,
        base,
        &work,
        &test_name,
        &after_text,
        after_err,
        opts,
    );
    (o, Some(b.opt))
}

/// The checks of a patch that applied and built: its own tests, the suite, the verdict.
#[allow(clippy::too_many_arguments)]
fn check_built(
    o: &mut Outcome,
    f: &Fold,
    patched: &Path,
    stock: &Path,
    base: Option<&Suite>,
    work: &Path,
    test_name: &str,
    after_text: &str,
    after_err: Option<String>,
    opts: &Options,
) {
    let own = own::check(
        &f.tests,
        &f.test_text,
        stock,
        patched,
        opts.proof_timeout,
        opts.opt_limit,
    );
    let own_ok = own.passed();
    let own_why = own
        .opt_error
        .clone()
        .or_else(|| own.problems.first().cloned())
        .or(after_err);
    o.own = Some(own);
    if let Some(base) = base {
        let mine = work.join("mine");
        let _ = std::fs::remove_dir_all(&mine);
        let _ = std::fs::create_dir_all(&mine);
        let _ = std::fs::write(mine.join(test_name), after_text);
        match suite::run(&opts.source, patched, &["InstCombine"], Some(&mine), &work.join("lit")) {
            Ok(s) => o.suite = Some(suite::diff(base, &s)),
            Err(e) => o.why = format!("the suite did not run: {e}"),
        }
    }
    (o.status, o.why) = verdict(o, own_ok, own_why);
}

/// The series: the precommit tests (`before`: CHECK lines from today's `opt`), then the
/// fold (`new`: the source with it) with the tests' new CHECK lines (`after`).
fn commits(f: &Fold, test_rel: &str, src_rel: &str, before: &str, after: &str, new: &str) -> Vec<series::Commit> {
    vec![
        series::Commit {
            subject: format!("[InstCombine] Precommit tests for {}", f.name),
            body: format!(
                "Tests for the fold of the next patch, with today's output.\n\nCHECK lines by llvm/utils/update_test_checks.py. Found and proved by minotaur (rule {}).",
                f.id
            ),
            file: format!("0001-InstCombine-precommit-tests-for-{}.patch", f.name.replace('_', "-")),
            files: vec![(test_rel.to_string(), before.to_string())],
        },
        series::Commit {
            subject: format!("[InstCombine] {}", f.title),
            body: f.body.clone(),
            file: format!("0002-InstCombine-{}.patch", slug(&f.title)),
            files: vec![(src_rel.to_string(), new.to_string()), (test_rel.to_string(), after.to_string())],
        },
    ]
}

/// The status of an outcome whose patch applied and built: its own tests first, then
/// the suite.
fn verdict(o: &Outcome, own_ok: bool, own_why: Option<String>) -> (Status, String) {
    let new_failures = o.suite.as_ref().map_or(0, |d| d.new_failures.len());
    if !own_ok {
        (Status::OwnTestsFail, own_why.unwrap_or_default())
    } else if new_failures > 0 {
        let d = o.suite.as_ref().expect("counted");
        let names: Vec<&str> = d.new_failures.iter().take(5).map(|(n, _)| n.as_str()).collect();
        (
            Status::SuiteFails,
            format!("{new_failures} new failure(s): {}", names.join(", ")),
        )
    } else if o.suite.is_some() {
        let d = o.suite.as_ref().expect("some");
        (
            Status::Ready,
            format!(
                "{} of InstCombine's tests pass as without the patch ({} unsupported here)",
                d.passed, d.unsupported
            ),
        )
    } else if o.why.is_empty() {
        (Status::SuiteNotRun, "InstCombine's suite was not run".into())
    } else {
        (Status::SuiteNotRun, o.why.clone())
    }
}

/// A commit subject as a file name's words (`fold-x-sub-y`).
fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let t = out.trim_matches('-');
    t.chars().take(52).collect::<String>().trim_end_matches('-').to_string()
}
