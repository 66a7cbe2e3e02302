//! Reports, data-driven: each file under `tests/data/report/` is a concrete rewrite
//! (`@src_a`/`@tgt_a`) with `; expect class:` (the judged class) or `; report as:` (a
//! class given to a fold LLVM already knows, so that its C++ is still exercised) and
//! `; expect plugin:` lines. All files
//! are made into rules (llvm-mca costs for `skylake`, every step proved) and reported in
//! one run, so the plugin library is compiled once; each file's test then checks its
//! rule's report: the class, `proof.ll` verified, the plugin's statuses (fired on the
//! positive tests, negative ones left as today's opt leaves them, FileCheck) and, always,
//! that no test function's plugin output fails to refine its input, `; expect instance:` the
//! checked concrete instance (`i8`, or `none (why)`), `; expect also: N` the rules of the same miss its issue lists as further instances (0 when absent), and `; expect width guard:` the C++'s width guard (`none`, or its condition). The index renders
//! in headless Chromium and lists every rule.

use crate::common;
use libtest_mimic::{Failed, Trial};
use minotaur::report::{self, Input, Options, Status, Summary};
use minotaur::store::RuleSummary;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/report")
}

/// The whole run: each file's rule id, and the summary.
type Run = Result<(Vec<(PathBuf, String)>, Summary, PathBuf), String>;

fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let mut inputs = Vec::new();
        let mut ids = Vec::new();
        for p in common::ll_files(&dir()) {
            let (id, input) = input(&p)?;
            ids.push((p.clone(), id));
            inputs.push(input);
        }
        let out = std::env::temp_dir().join(format!("minotaur-report-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&out);
        let opts = Options {
            out: out.clone(),
            proof_timeout: std::time::Duration::from_secs(30),
            plugin: true,
            db: None,
            patch: None,
        };
        let sum = report::run(&inputs, &opts, &|_| {}).map_err(|e| e.to_string())?;
        Ok((ids, sum, out))
    })
}

/// The report input of a data file: the rule of `@src_a`/`@tgt_a` (class forced by
/// `; report as:`), with the rules of the file folded into it as further instances; and
/// its id. Shared with the patch tests.
pub fn input(p: &Path) -> Result<(String, Input), String> {
    let (built, _) = crate::rules::built(&p, std::time::Duration::from_secs(30))?;
    // Rules of the file folded into `_a`'s: the same miss, listed in its report.
    let a_id = built
        .iter()
        .find(|b| b.members.iter().any(|m| m == "a"))
        .map(|b| b.rule.id.clone());
    let also: Vec<report::Also> = built
        .iter()
        .filter(|b| b.subsumed_by.is_some() && b.subsumed_by == a_id)
        .map(|b| report::Also {
            id: b.rule.id.clone(),
            equation: b.rule.equation.clone(),
            sites: 0,
            shrunk: b.rule.cut.is_some(),
        })
        .collect();
    let b = built
        .into_iter()
        .find(|b| b.members.iter().any(|m| m == "a"))
        .ok_or(format!("{}: no rule", p.display()))?;
    let id = b.rule.id.clone();
    let mut rule = b.rule;
    let text = std::fs::read_to_string(&p).map_err(|e| e.to_string())?;
    if let Some(c) = text.lines().find_map(|l| l.strip_prefix("; report as: ")) {
        rule.class = serde_json::from_value(serde_json::json!(c.trim())).map_err(|e| e.to_string())?;
    }
    let input = Input {
        summary: RuleSummary {
            rule,
            subsumed_by: None,
            instances: 1,
            sites: 0,
            files: 0,
            paths: Vec::new(),
            review: None,
            executions: None,
        },
        instances: Vec::new(),
        sites: Vec::new(),
        upstream: None,
        also,
    };
    Ok((id, input))
}

fn status(path: &Path) -> Result<(Status, PathBuf), String> {
    let (ids, sum, out) = run().as_ref().map_err(|e| e.clone())?;
    let id = &ids.iter().find(|(p, _)| p == path).ok_or("not in the run")?.1;
    let s = sum.rules.iter().find(|s| &s.id == id).ok_or("no status")?;
    Ok((s.clone(), out.join(&s.dir)))
}

fn check(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let want = |k: &str| common::expect(&text, k);
    let (s, dir) = status(path)?;
    let mut bad = Vec::new();
    if let Some(c) = want("class") {
        if c != s.class.name() {
            bad.push(format!("class: expected {c}, got {}", s.class.name()));
        }
    }
    let plugin = s.plugin_words();
    if std::env::var_os("REPORT_BLESS").is_some() {
        // Records what the plugin did, for a person to review in the diff.
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| !l.starts_with("; expect plugin: "))
            .map(str::to_string)
            .collect();
        let at = lines
            .iter()
            .position(|l| l.starts_with("; expect class: "))
            .map_or(1, |k| k + 1);
        lines.insert(at, format!("; expect plugin: {plugin}"));
        std::fs::write(path, lines.join("\n") + "\n").map_err(|e| e.to_string())?;
        return Ok(());
    }
    match want("plugin") {
        Some(p) if p == plugin => {}
        Some(p) => bad.push(format!("plugin: expected `{p}`, got `{plugin}`")),
        None => bad.push(format!("no `; expect plugin:` line; got `{plugin}`")),
    }
    // Soundness, always: the proof verifies, no fold output is refuted.
    if s.proof_pairs == 0 || s.proof_valid != s.proof_pairs {
        bad.push(format!("proof.ll: {}/{} pairs verified", s.proof_valid, s.proof_pairs));
    }
    if s.refines_wrong > 0 {
        bad.push(format!(
            "{} test function(s) whose plugin output does not refine the input",
            s.refines_wrong
        ));
    }
    // The fold against its own claim at the widths its matcher accepts (issue 54).
    if let Some(sw) = &s.sweep {
        if !sw.wrong().is_empty() {
            bad.push(format!("the fold's output is wrong at {}", sw.wrong().join(", ")));
        }
        if let Some(e) = &sw.lli.error {
            bad.push(format!("the sweep's lli-22 run: {e}"));
        } else if sw.fired > 0 && sw.lli.functions == 0 {
            bad.push(format!(
                "none of the sweep's {} fired function(s) ran under lli-22",
                sw.fired
            ));
        }
    } else if s.compiled && s.no_fold.is_empty() && want("width guard").is_some() {
        bad.push("no width sweep of the fold".into());
    }
    for f in ["proof.ll", "issue.md"] {
        if !dir.join(f).is_file() {
            bad.push(format!("no {f}"));
        }
    }
    // `; expect instance: i8`, or `none (WHY)`: the checked concrete instance.
    if let Some(i) = want("instance") {
        let got = if s.instance_error.is_empty() {
            s.instance.clone()
        } else {
            format!("none ({})", s.instance_error)
        };
        let ok = match i.strip_prefix("none (").and_then(|w| w.strip_suffix(')')) {
            Some(why) => s.instance.is_empty() && s.instance_error.contains(why),
            None => i == got,
        };
        if !ok {
            bad.push(format!("instance: expected `{i}`, got `{got}`"));
        }
    }
    // `; expect also: N`: the rules of the same miss listed in the issue as instances.
    let issue = std::fs::read_to_string(dir.join("issue.md")).unwrap_or_default();
    let also = issue
        .lines()
        .find_map(|l| l.strip_prefix("Also found as "))
        .and_then(|l| l.split(' ').next())
        .unwrap_or("0");
    let also_want = want("also").unwrap_or("0");
    if also_want != also {
        bad.push(format!(
            "further rules listed in issue.md: expected {also_want}, got {also}"
        ));
    }
    // `; expect width guard: none`, or the guard's condition: a width guard only where a
    // width was refuted or undecided, small widths 1-8 included (issues 37 and 54).
    if let Some(g) = want("width guard") {
        let cpp = std::fs::read_to_string(dir.join("fold.cpp")).unwrap_or_default();
        let got = width_guard(&cpp).unwrap_or_else(|| "none".into());
        if g != got {
            bad.push(format!("width guard: expected `{g}`, got `{got}`"));
        }
    }
    if s.no_fold.is_empty() && !(dir.join("fold.cpp").is_file() && dir.join("test.ll").is_file()) {
        bad.push("a fold without fold.cpp or test.ll".into());
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\n(report in {})", bad.join("\n"), dir.display()).into())
    }
}

/// The condition of `fold.cpp`'s width guard (the check whose comment says which widths
/// were not proved, or that the fold was proved at its types only), on one line.
fn width_guard(cpp: &str) -> Option<String> {
    let lines: Vec<&str> = cpp.lines().collect();
    let at = lines.iter().position(|l| {
        let l = l.trim_start();
        [
            "// not proved at",
            "// the precondition reads the width",
            "// proved at these types only",
        ]
        .iter()
        .any(|p| l.starts_with(p))
    })?;
    let mut cond = String::new();
    // The comment may go on over several lines (clang-format wraps it).
    for l in lines[at + 1..].iter().skip_while(|l| l.trim_start().starts_with("//")) {
        cond.push_str(l.trim());
        cond.push(' ');
        if l.contains("return nullptr") {
            break;
        }
    }
    let cond = cond.trim().trim_end_matches("return nullptr;").trim();
    Some(cond.strip_prefix("if (!(")?.strip_suffix("))")?.to_string())
}

/// The index lists every rule, rendered by a browser.
fn index() -> Result<(), Failed> {
    let (ids, _, out) = run().as_ref().map_err(|e| e.clone())?;
    let png = out.join("index.png");
    let text = crate::browser::render(&out.join("index.html"), &png)?;
    let missing: Vec<&String> = ids
        .iter()
        .map(|(_, id)| id)
        .filter(|id| !text.contains(id.as_str()))
        .collect();
    if !missing.is_empty() {
        return Err(format!("the rendered index lacks {missing:?}").into());
    }
    let md = std::fs::read_to_string(out.join("index.md")).map_err(|e| e.to_string())?;
    if ids.iter().any(|(_, id)| !md.contains(id.as_str())) {
        return Err("index.md lacks a rule".into());
    }
    Ok(())
}

pub fn trials() -> Vec<Trial> {
    let mut out: Vec<Trial> = common::ll_files(&dir())
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap_or_default().to_string_lossy().to_string();
            crate::hard_limit::trial(format!("report::{name}"), move || check(&p))
        })
        .collect();
    out.push(crate::hard_limit::trial("report::index_renders_every_rule", index));
    out
}
