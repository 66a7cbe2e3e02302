//! Patch mode, data-driven: each file under `tests/data/patch/` is a concrete rewrite
//! (`@src_a`/`@tgt_a`, `; report as:` to force a class) made into a rule and reported with
//! patch mode on, in one run (one baseline `opt` and one baseline suite for all). Each
//! file's `; expect patch:` names the status LLVM's checks must give its patch
//! (`upstream-ready`, `its own tests fail`, ...) and `; expect patch why:` a word of the
//! reason, `; expect known:` (`none`/`some`) whether its pattern has the shape of test
//! functions of LLVM's own InstCombine/InstSimplify tests. Whatever the status, both patches must exist in `git format-patch` form, the
//! first with CHECK lines written by LLVM's `update_test_checks.py`.
//!
//! This builds a real patched `opt` per file (one InstCombine file compiled, about 15 s,
//! and a link) and runs InstCombine's suite (about 30 s) with it: LLVM's source comes
//! from `scripts/llvm-source.sh` (run by setup.sh). A ready patch's impact is measured
//! on `corpora/sample/` (its four files through `opt -O3`, stock and patched).

use crate::common;
use libtest_mimic::{Failed, Trial};
use minotaur::patch::{Source, Status as PatchStatus};
use minotaur::report::{self, Options, Summary};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/patch")
}

type Run = Result<(Vec<(PathBuf, String)>, Summary, PathBuf), String>;

fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let source = Source::cached().map_err(|e| e.to_string())?;
        let mut inputs = Vec::new();
        let mut ids = Vec::new();
        for p in common::ll_files(&dir()) {
            let (id, input) = crate::report::input(&p)?;
            ids.push((p.clone(), id));
            inputs.push(input);
        }
        let out = std::env::temp_dir().join(format!("minotaur-patch-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        let cache = std::env::var_os("MINOTAUR_CACHE")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                PathBuf::from(std::env::var_os("HOME").unwrap_or_else(|| "/tmp".into())).join(".cache/minotaur")
            })
            .join("patch");
        let opts = Options {
            out: out.clone(),
            proof_timeout: Duration::from_secs(30),
            plugin: false,
            db: None,
            patch: Some(minotaur::patch::Options {
                source,
                cache,
                suite: true,
                proof_timeout: Duration::from_secs(30),
                opt_limit: Duration::from_secs(30),
                // The impact step on the sample corpus checked in (four bitcode files).
                corpora: vec![(
                    "sample".into(),
                    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/sample"),
                )],
            }),
        };
        let sum = report::run(&inputs, &opts, &|_| {}).map_err(|e| e.to_string())?;
        Ok((ids, sum, out))
    })
}

fn check(path: &Path) -> Result<(), Failed> {
    let (ids, sum, out) = run().as_ref().map_err(|e| e.clone())?;
    let id = &ids.iter().find(|(p, _)| p == path).ok_or("not in the run")?.1;
    let s = sum.rules.iter().find(|s| &s.id == id).ok_or("no status")?;
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut bad = Vec::new();
    let got = s.patch.map(PatchStatus::words).unwrap_or("no patch");
    match common::expect(&text, "patch") {
        Some(w) if w == got => {}
        Some(w) => bad.push(format!("patch: expected `{w}`, got `{got}` ({})", s.patch_why)),
        None => bad.push(format!("no `; expect patch:` line; got `{got}` ({})", s.patch_why)),
    }
    if let Some(w) = common::expect(&text, "patch why") {
        if !s.patch_why.contains(w) {
            bad.push(format!("patch why: expected a mention of `{w}`, got `{}`", s.patch_why));
        }
    }
    // `; expect known: none` or `some`: LLVM's own test functions of the pattern's shape.
    let known = &s.known_tests;
    match common::expect(&text, "known") {
        Some("none") if !known.is_empty() => bad.push(format!("known: expected none, got {known:?}")),
        Some("some") if known.is_empty() => bad.push("known: expected some LLVM test functions, got none".into()),
        Some("none") | Some("some") | None => {}
        Some(w) => bad.push(format!("known: `{w}` is neither `none` nor `some`")),
    }
    // Both patches, in git format-patch form; the first's CHECK lines are LLVM's script's.
    let pdir = out.join(&s.dir).join("patch");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&pdir)
        .map_err(|e| format!("{}: {e}", pdir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    if files.len() != 2 {
        bad.push(format!("{} patch files, expected 2", files.len()));
    }
    for (k, f) in files.iter().enumerate() {
        let t = std::fs::read_to_string(f).unwrap_or_default();
        if !t.starts_with("From ") || !t.contains(&format!("Subject: [PATCH {}/2] [InstCombine] ", k + 1)) {
            bad.push(format!("{}: not a git format-patch file of the series", f.display()));
        }
        if k == 0 && !t.contains("+; NOTE: Assertions have been autogenerated by utils/update_test_checks.py") {
            bad.push(format!(
                "{}: the test's CHECK lines are not update_test_checks.py's",
                f.display()
            ));
        }
        if k == 1 && !t.contains("llvm/lib/Transforms/InstCombine/") {
            bad.push(format!("{}: does not change InstCombine's source", f.display()));
        }
    }
    // The fold's outcome as the summary has it agrees with the status.
    let o = sum
        .patch
        .as_ref()
        .and_then(|p| p.outcomes.iter().find(|o| &o.id == id))
        .ok_or("no outcome in the summary")?;
    if o.status == PatchStatus::Ready {
        let own = o.own.as_ref().ok_or("ready without its own tests")?;
        let suite = o.suite.as_ref().ok_or("ready without the suite")?;
        if own.positives == 0 || own.proved != own.positives || own.unchanged != own.negatives {
            bad.push(format!("ready, but its own tests say {own:?}"));
        }
        // The patched opt on the instances at other widths (issue 54): every output it
        // changed verified and run under lli-22, none wrong.
        match &s.sweep_patched {
            None => bad.push("ready, but no sweep through the patched opt".into()),
            Some(sw) if !sw.wrong().is_empty() => bad.push(format!(
                "the patched opt's output is wrong at {}",
                sw.wrong().join(", ")
            )),
            Some(sw) if sw.lli.error.is_some() => bad.push(format!(
                "the sweep's lli-22 run: {}",
                sw.lli.error.clone().unwrap_or_default()
            )),
            Some(_) => {}
        }
        // InstCombine's suite has ~1,800 tests; the fold's own file runs with them.
        if suite.passed < 1000 || !suite.new_failures.is_empty() {
            bad.push(format!(
                "ready, but the suite: {} passed, {} new failures",
                suite.passed,
                suite.new_failures.len()
            ));
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n").into())
    }
}

pub fn trials() -> Vec<Trial> {
    common::ll_files(&dir())
        .into_iter()
        .map(|p| {
            let name = format!("patch::{}", p.file_stem().unwrap().to_string_lossy());
            crate::hard_limit::trial(name, move || check(&p))
        })
        .collect()
}
