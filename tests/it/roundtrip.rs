//! Data-driven round-trip tests: every `.ll` file under `tests/data/roundtrip/` (real
//! code built with clang-22) and `tests/data/ir/` (constructs: hand-written, and clang-22
//! output of the C, C++ and asm-goto sources beside them) must parse, every function,
//! print back byte-identically to LLVM 22's own printing, pass `opt-22 -passes=verify`,
//! and show no `llvm-diff-22` difference. One test per file; and for `tests/data/ir/`,
//! the type and successors of each opaque instruction, as the `.opaque` file beside it says.

use libtest_mimic::{Failed, Trial};
use minotaur::llvm::check_file;
use std::path::{Path, PathBuf};

fn check(path: &Path) -> Result<(), Failed> {
    let work = std::env::temp_dir().join(format!("minotaur-rt-test-{}", std::process::id()));
    let r = check_file(path, &work.join(path.file_name().unwrap()));
    if let Some(e) = r.error {
        return Err(format!("error: {e}").into());
    }
    if !r.skipped.is_empty() {
        return Err(format!("functions the IR cannot read: {:?}", r.skipped).into());
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

/// Each opaque instruction of `path` as the IR read it: function, result, opcode, result
/// type, and the blocks a terminator branches to (one line each, in module order).
fn opaque_lines(path: &Path) -> Result<String, Failed> {
    let text = minotaur::llvm::read_text(path).map_err(|e| e.to_string())?;
    let m = minotaur::ir::parse_module(&text).map_err(|e| e.to_string())?;
    let mut out = String::new();
    for f in m.functions() {
        for i in f.insts() {
            if let minotaur::ir::Op::Opaque { opcode, succs, .. } = &i.op {
                let name = i.name.as_ref().map_or(String::new(), |n| format!("%{n} = "));
                let to = if succs.is_empty() {
                    String::new()
                } else {
                    format!(
                        " -> {}",
                        succs.iter().map(|l| format!("%{l}")).collect::<Vec<_>>().join(", ")
                    )
                };
                out += &format!("@{}: {name}{opcode} : {}{to}\n", f.name, i.ty);
            }
        }
    }
    Ok(out)
}

/// The opaque instructions of `tests/data/ir/X.ll` must be read as `X.opaque` beside it
/// says (type and successors); `BLESS=1` rewrites the expected file.
fn check_opaque(path: &Path) -> Result<(), Failed> {
    let got = opaque_lines(path)?;
    let want_path = path.with_extension("opaque");
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&want_path, &got).map_err(|e| e.to_string())?;
    }
    let want = std::fs::read_to_string(&want_path).unwrap_or_default();
    if got != want {
        return Err(format!(
            "{} differs (BLESS=1 rewrites it); the IR read:\n{got}",
            want_path.display()
        )
        .into());
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
            if dir == "ir" {
                let g = f.clone();
                trials.push(crate::hard_limit::trial(format!("{name}::opaque"), move || {
                    check_opaque(&g)
                }));
            }
            trials.push(crate::hard_limit::trial(name, move || check(&f)));
        }
    }
    assert!(
        !trials.is_empty(),
        "no round-trip data files found under {}",
        root.display()
    );
    trials
}
