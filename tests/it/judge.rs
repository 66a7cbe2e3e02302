//! LLVM's judgment of the rules a maintainer reviewed (`tests/data/judge/`): each file
//! holds one rule's concrete `@src`/`@tgt` (from the report the review read) with its
//! expected `; expect verdict:` and `; expect class:`, and the reviewer's finding as
//! `; why:`. The judgment runs the real `opt-22`, `llc-22` and `llvm-mca-22` on both sides.

use crate::common;
use libtest_mimic::{Failed, Trial};
use minotaur::rules::Pair;
use minotaur::rules::{judge, measure};
use std::path::{Path, PathBuf};

fn check(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let want = |k: &str| common::expect(&text, k).ok_or(format!("no `; expect {k}:` line"));
    let (verdict, class) = (want("verdict")?, want("class")?);
    if !text.lines().any(|l| l.starts_with("; why: ")) {
        return Err("the file needs a `; why:` line".into());
    }
    let pair = Pair::parse(&text)?;
    let measured = measure(&pair);
    let j = judge(&measured, (0, 0));
    let got = (j.verdict.name(), j.class.name());
    if got == (verdict, class) {
        Ok(())
    } else {
        Err(format!(
            "expected verdict {verdict}, class {class}; got {}, {}\nwhy: {}\nmeasured: {measured:#?}",
            got.0, got.1, j.verdict_why
        )
        .into())
    }
}

pub fn trials() -> Vec<Trial> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/judge");
    common::ll_files(&dir)
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap_or_default().to_string_lossy().to_string();
            crate::hard_limit::trial(format!("judge::{name}"), move || check(&p))
        })
        .collect()
}
