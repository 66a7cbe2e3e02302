//! Patch mode inside a report run: each fold with tests handed to `patch` with its
//! helper, test file and commit message; what LLVM's checks said goes into `issue.md`
//! and the index.

use super::driver::Item;
use super::{lit, ReportError};
use crate::patch;
use std::path::PathBuf;

/// The commit message of a fold: the equation, the proof, the evidence, and the tool's
/// part said plainly.
fn body(item: &Item) -> String {
    let c = &item.ctx;
    let s = |k: &str| c.get(k).and_then(|v| v.as_str()).unwrap_or("").to_string();
    let mut b = format!("Fold\n\n  {}\n\nto\n\n  {}\n", s("eq_src"), s("eq_tgt"));
    if !s("pre_words").is_empty() {
        b.push_str(&format!("\nwhen {}.\n", s("pre_words")));
    }
    b.push_str(&format!(
        "\nProof (generalized at {}; paste into https://alive2.llvm.org/ce/):\n\n{}\n",
        s("widths_words"),
        s("general")
            .lines()
            .map(|l| format!("  {l}"))
            .collect::<Vec<_>>()
            .join("\n")
    ));
    let sites = item.input.summary.sites + item.input.also.iter().map(|a| a.sites).sum::<usize>();
    let corpora = crate::rules::projects(&item.input.summary.paths).join(", ");
    b.push_str(&format!(
        "\nSeen {sites} time(s) in {} file(s) of {} compiled with clang -O3.\n",
        item.input.summary.files,
        if corpora.is_empty() {
            "the crawled bitcode".to_string()
        } else {
            corpora
        }
    ));
    b.push_str(&format!(
        "\nAssisted-by: minotaur {} (the fold was found in real code, generalized and proved by\nthe tool, which also wrote this patch and its tests; rule {}). It needs a human\nreviewer before it is sent.\n",
        env!("CARGO_PKG_VERSION"),
        item.input.summary.rule.id
    ));
    b
}

/// The patch input of an item with a fold and tests.
fn fold_of(item: &Item) -> Option<patch::Fold> {
    let (Some(f), false) = (&item.fold, item.cases.is_empty()) else {
        return None;
    };
    // The helper as `fold.cpp` has it (rendered and formatted once, by `write_fold`).
    let helper = item
        .ctx
        .get("helper_cpp")
        .and_then(|v| v.as_str())
        .unwrap_or("")
        .to_string();
    let s = |k: &str| item.ctx.get(k).and_then(|v| v.as_str()).unwrap_or("").to_string();
    let short = s("short");
    let tests = item
        .cases
        .iter()
        .map(|c| patch::Test {
            name: c.name.clone(),
            positive: c.positive,
            func: c.func.clone(),
        })
        .collect();
    Some(patch::Fold {
        id: item.status.id.clone(),
        name: short,
        title: format!("Fold {} to {}", s("eq_src"), s("eq_tgt")),
        body: body(item),
        file: f.file.clone(),
        visit: f.visit.clone(),
        func: f.func.clone(),
        helper: helper.trim_end().to_string(),
        returns_value: f.simplify,
        test_text: format!(
            "; RUN: opt < %s -passes=instcombine -S | FileCheck %s\n\n{}",
            lit::module_text(&item.cases)
        ),
        tests,
    })
}

/// Runs patch mode on every item with a fold and tests, and records the outcomes.
pub(super) fn run(
    items: &mut [Item],
    opts: &patch::Options,
    out: &std::path::Path,
    progress: &dyn Fn(&str),
) -> Result<Option<patch::Summary>, ReportError> {
    let mut folds = Vec::new();
    let mut dirs: Vec<PathBuf> = Vec::new();
    let mut which = Vec::new();
    for (k, it) in items.iter().enumerate() {
        if let Some(f) = fold_of(it) {
            folds.push(f);
            dirs.push(out.join(&it.status.dir));
            which.push(k);
        }
    }
    if folds.is_empty() {
        return Ok(None);
    }
    let sum = match patch::patch(&folds, &dirs, opts, progress) {
        Ok(s) => s,
        Err(e) => {
            for &k in &which {
                items[k].status.patch_why = e.to_string();
            }
            return Ok(None);
        }
    };
    for (o, &k) in sum.outcomes.iter().zip(&which) {
        let it = &mut items[k];
        it.status.patch = Some(o.status);
        it.status.patch_why = o.why.clone();
        it.status.patch_steps = o.steps();
        it.patched = o.opt.clone().zip(sum.stock.clone());
        it.ctx.insert("patch", o);
        it.ctx.insert("patch_words", o.status.words());
        it.ctx.insert("patch_ready", &(o.status == patch::Status::Ready));
        let failures: Vec<String> = o
            .suite
            .as_ref()
            .map(|d| {
                d.new_failures
                    .iter()
                    .take(3)
                    .map(|(n, out)| format!("{n}:\n{}", tail(out, 25)))
                    .collect()
            })
            .unwrap_or_default();
        it.ctx.insert("patch_failures", &failures);
    }
    Ok(Some(sum))
}

/// The last `n` lines of a test's output (where FileCheck says what differed).
fn tail(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}
