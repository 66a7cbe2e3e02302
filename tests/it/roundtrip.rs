//! Data-driven round-trip tests: every `.ll` file under `tests/data/roundtrip/` (real
//! code built with clang-22) and `tests/data/ir/` (hand-written constructs) must parse,
//! print back byte-identically to LLVM 22's own printing, pass `opt-22 -passes=verify`,
//! and show no `llvm-diff-22` difference. One test per file.

use libtest_mimic::{Failed, Trial};
use minotaur::llvm::roundtrip::check_file;
use std::path::{Path, PathBuf};

fn check(path: &Path) -> Result<(), Failed> {
    let work = std::env::temp_dir().join(format!("minotaur-rt-test-{}", std::process::id()));
    let r = check_file(path, &work.join(path.file_name().unwrap()));
    if let Some(e) = r.error {
        return Err(format!("error: {e}").into());
    }
    if let Some(e) = r.verify_error {
        return Err(format!("opt-22 -passes=verify rejects the printed module: {e}").into());
    }
    if !r.differing.is_empty() {
        return Err(format!("llvm-diff-22 finds differences in {:?}", r.differing).into());
    }
    if r.functions == 0 {
        return Err("no functions in the file".into());
    }
    if !r.not_identical.is_empty() {
        return Err(format!("printed text differs from LLVM's for {:?}", r.not_identical).into());
    }
    Ok(())
}

/// One test per `.ll` file under `tests/data/roundtrip/` and `tests/data/ir/`.
pub fn trials() -> Vec<Trial> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut trials = Vec::new();
    for dir in ["roundtrip", "ir"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .map(|rd| {
                rd.filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        for f in files {
            let name = format!("roundtrip::{dir}/{}", f.file_name().unwrap().to_string_lossy());
            trials.push(Trial::test(name, move || check(&f)));
        }
    }
    assert!(
        !trials.is_empty(),
        "no round-trip data files found under {}",
        root.display()
    );
    trials
}
