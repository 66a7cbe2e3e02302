//! The fold sweep's judge (issue 54) pointed at real folds compiled as plugins: each
//! folder under `tests/data/fold_sweep/` holds a fold of one rule (`fold.cpp`, included
//! by the folder's shared `plugin.cpp`, run on the sweep module the report wrote for the
//! rule, `sweep.ll` there too) and `expect`:
//! whether an output is wrong (refuted by the verifier or different under `lli-22`),
//! where, and whether `lli-22` saw it. The unguarded sdiv fold is the one the report
//! emitted before the issue; the guarded one is today's.

use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/fold_sweep")
}

/// `opt-22 -S` with `passes` (the plugin loaded when given) on `input`.
fn opt(input: &Path, passes: &str, plugin: Option<&Path>) -> Result<String, String> {
    let mut c = Command::new("opt-22");
    if let Some(p) = plugin {
        c.arg(format!("-load-pass-plugin={}", p.display()));
    }
    let o = c
        .arg(format!("-passes={passes}"))
        .arg("-S")
        .arg(input)
        .output()
        .map_err(|e| format!("opt-22: {e}"))?;
    if !o.status.success() {
        return Err(format!("opt-22: {}", String::from_utf8_lossy(&o.stderr)));
    }
    Ok(String::from_utf8_lossy(&o.stdout).to_string())
}

fn check(case: &Path) -> Result<(), Failed> {
    let expect = std::fs::read_to_string(case.join("expect")).map_err(|e| e.to_string())?;
    let want = |k: &str| {
        expect
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{k}: ")))
            .map(str::trim)
    };
    let work = std::env::temp_dir().join(format!(
        "minotaur-fold-sweep-{}-{}",
        case.file_name().unwrap().to_string_lossy(),
        std::process::id()
    ));
    std::fs::create_dir_all(&work).map_err(|e| e.to_string())?;
    let lib = work.join("plugin.so");
    let flags = Command::new("llvm-config-22")
        .arg("--cxxflags")
        .output()
        .map_err(|e| e.to_string())?;
    let flags = String::from_utf8_lossy(&flags.stdout).to_string();
    let cc = Command::new("clang++-22")
        .args(flags.split_whitespace())
        .args(["-shared", "-fPIC", "-O1", "-I"])
        .arg(case)
        .arg("-o")
        .arg(&lib)
        .arg(dir().join("plugin.cpp"))
        .output()
        .map_err(|e| format!("clang++-22: {e}"))?;
    if !cc.status.success() {
        return Err(format!("the plugin does not compile: {}", String::from_utf8_lossy(&cc.stderr)).into());
    }
    let sweep = dir().join("sweep.ll");
    let input = std::fs::read_to_string(&sweep).map_err(|e| e.to_string())?;
    let id = std::fs::read_to_string(dir().join("plugin.cpp"))
        .map_err(|e| e.to_string())?
        .split("minotaur-")
        .nth(1)
        .and_then(|s| s.split(|c: char| !c.is_ascii_alphanumeric()).next())
        .map(str::to_string)
        .ok_or("no pass name in plugin.cpp")?;
    let out = opt(&sweep, &format!("instcombine,minotaur-{id},instcombine"), Some(&lib))?;
    let today = opt(&sweep, "instcombine", None)?;
    let s = minotaur::report::judge_sweep(&[], &input, &out, &today, Duration::from_secs(60));
    let _ = std::fs::remove_dir_all(&work);
    let mut bad = Vec::new();
    if s.fired == 0 {
        bad.push(format!("the fold fired on none of {} functions", s.tried));
    }
    if let Some(e) = &s.lli.error {
        bad.push(format!("lli-22 did not run: {e}"));
    }
    let wrong = s.wrong();
    match want("wrong") {
        Some("yes") if wrong.is_empty() => bad.push(format!("expected a wrong output, got none ({})", s.words())),
        Some("no") if !wrong.is_empty() => bad.push(format!("expected no wrong output: {}", s.words())),
        Some("yes") | Some("no") => {}
        w => bad.push(format!("`wrong:` is {w:?}, not yes or no")),
    }
    if let Some(at) = want("wrong at") {
        if !wrong.iter().any(|w| w.contains(at)) {
            bad.push(format!("expected a wrong output at `{at}`: {}", s.words()));
        }
    }
    match want("lli differed") {
        Some("yes") if s.lli.differed.is_empty() => bad.push(format!("lli-22 saw no difference: {}", s.words())),
        Some("no") if !s.lli.differed.is_empty() => bad.push(format!("lli-22 saw a difference: {}", s.words())),
        _ => {}
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n").into())
    }
}

pub fn trials() -> Vec<Trial> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(dir())
        .map(|r| {
            r.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    cases.sort();
    assert!(!cases.is_empty(), "no cases under {}", dir().display());
    cases
        .into_iter()
        .map(|c| {
            let name = format!("fold_sweep::{}", c.file_name().unwrap().to_string_lossy());
            crate::hard_limit::trial(name, move || check(&c))
        })
        .collect()
}
