//! Tidy checks of the source tree: module layering (single-line and multi-line
//! `use crate::{…}` imports alike), one door per heavy dependency (inline `z3_sys::`
//! paths included; `rustc_apfloat` in `interp` only), the differential-test harness kept
//! out of production code, a `//!` doc at the top of every file, file length (under
//! `src/` and `tests/`), and function length (under `src/`).
//!
//! Each check is a function of a file's path and text, so `the_checks_themselves_see_violations`
//! can show that every one of them fails on a bad input: a tidy check that cannot fail is
//! no check.

use std::path::{Path, PathBuf};

/// The layers, top to bottom (a module may use only modules before it), as the code map
/// table of `docs/architecture.md` lists them: its rows' first column, in order.
fn layers() -> Vec<String> {
    let path = root().join("docs/architecture.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let layers = layers_of(&text);
    assert!(layers.len() > 10, "no code map table in {}", path.display());
    layers
}

/// The first column of the table headed `| module | owns |`, backquotes removed.
fn layers_of(text: &str) -> Vec<String> {
    text.lines()
        .skip_while(|l| !l.starts_with("| module | owns |"))
        .skip(2)
        .map_while(|l| l.strip_prefix("| `").and_then(|r| r.split('`').next()))
        .map(String::from)
        .collect()
}

/// Heavy crates and the one module allowed to name them.
const DOORS: &[(&str, &str)] = &[
    ("inkwell", "llvm"),
    ("llvm_sys", "llvm"),
    ("z3", "smt"),
    ("z3_sys", "smt"),
    ("rusqlite", "store"),
    ("postgres", "store"),
    ("bytes", "store"),
    ("tera", "report"),
    ("clap", "cli"),
    ("indicatif", "cli"),
    ("anyhow", "cli"),
    ("rustc_apfloat", "interp"),
];

/// The differential-test harness (`llvm::difftest`) and the only files outside it that
/// may name it: its command. Production code never depends on a test harness.
const HARNESS: &str = "src/llvm/difftest";
const HARNESS_USERS: &[&str] = &[
    "src/cli/difftest_cmd.rs",
    "src/cli/difftest_x86_cmd.rs",
    "src/cli/mod.rs",
];

/// Files allowed past 800 lines (opcode tables only).
const LONG_FILES: &[&str] = &[];
const MAX_LINES: usize = 800;

/// Functions longer than this (lines from `fn` to its closing brace) are split into
/// named steps.
const MAX_FN_LINES: usize = 120;

/// Functions allowed past [`MAX_FN_LINES`]: opcode tables, one arm per opcode (file,
/// function, why).
const LONG_FNS: &[(&str, &str, &str)] = &[
    (
        "src/ir/parse_inst.rs",
        "parse_op",
        "opcode table: one arm per LLVM instruction's text form",
    ),
    (
        "src/ir/print.rs",
        "print_op",
        "opcode table: one arm per instruction's printed form",
    ),
    (
        "src/sem/intrinsics.rs",
        "call",
        "opcode table: one arm per intrinsic's meaning",
    ),
    (
        "src/llvm/difftest/gen.rs",
        "gen_class",
        "opcode table: one random instruction per class",
    ),
];

pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in walkdir::WalkDir::new(dir).sort_by_file_name() {
        let e = e.unwrap();
        if e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "rs") {
            out.push(e.path().to_path_buf());
        }
    }
    out
}

pub(crate) fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `path` relative to the repository, with `/` separators.
pub(crate) fn rel(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// The top-level module a file under `src/` belongs to (`None` for lib.rs/main.rs).
pub(crate) fn module_of(path: &Path) -> Option<String> {
    let rel = path.strip_prefix(root().join("src")).ok()?;
    let first = rel.components().next()?.as_os_str().to_string_lossy().into_owned();
    if rel.components().count() == 1 {
        let stem = first.trim_end_matches(".rs");
        return (stem != "lib" && stem != "main").then(|| stem.to_string());
    }
    Some(first)
}

/// The text with `//` comments removed (line and doc comments; good enough for paths).
pub(crate) fn code(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(crate) fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Does `line` name the crate `krate` (`krate::…` or `use krate`), not as part of a longer
/// name or path (`myz3::`, `foo::z3::`)?
fn names_crate(line: &str, krate: &str) -> bool {
    let pats = [format!("{krate}::"), format!("use {krate}")];
    pats.iter().any(|p| {
        line.match_indices(p.as_str())
            .any(|(i, _)| i == 0 || !is_ident_byte(line.as_bytes()[i - 1]) && line.as_bytes()[i - 1] != b':')
    })
}

/// The top-level modules of this crate that `text` names: the first segment of every
/// path from the crate root (`crate::m…` anywhere, each item of `crate::{…}` groups,
/// however many lines they span), read by the façade check's path reader.
fn crate_modules(text: &str) -> Vec<String> {
    let mut out: Vec<String> = super::tidy_facade::crate_paths(text)
        .into_iter()
        .filter_map(|p| p.into_iter().next())
        .collect();
    out.dedup();
    out
}

/// Layering violations of one file of module `module`.
fn layer_violations(layers: &[String], file: &str, module: &str, text: &str) -> Vec<String> {
    let Some(rank) = layers.iter().position(|l| l == module) else {
        return vec![format!(
            "{file}: module `{module}` is not a layer of docs/architecture.md"
        )];
    };
    let mut bad = Vec::new();
    for used in crate_modules(text) {
        if let Some(r) = layers.iter().position(|l| *l == used) {
            if r > rank {
                bad.push(format!("{file}: `{module}` uses lower layer `{used}`"));
            }
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

/// Heavy crates named outside their door in one file of module `module`.
fn door_violations(file: &str, module: Option<&str>, text: &str) -> Vec<String> {
    let mut bad = Vec::new();
    for line in code(text).lines() {
        for (krate, door) in DOORS {
            if names_crate(line, krate) && module != Some(*door) {
                bad.push(format!("{file}: uses {krate} outside {door}: {}", line.trim()));
            }
        }
    }
    bad
}

/// Does this file (outside the harness and its command) name the difftest harness?
fn harness_violation(file: &str, text: &str) -> Option<String> {
    if file.starts_with(HARNESS) || HARNESS_USERS.contains(&file) {
        return None;
    }
    let code = code(text);
    let names = code.contains("difftest::") || code.contains("llvm::difftest") || code.contains("difftest}");
    names.then(|| format!("{file}: production code uses the difftest harness"))
}

fn too_long(file: &str, text: &str) -> Option<String> {
    let n = text.lines().count();
    (n > MAX_LINES && !LONG_FILES.contains(&file)).then(|| format!("{file}: {n} lines"))
}

/// If `line` opens a function (`pub(crate) const unsafe fn name…`), its indentation and
/// name.
fn fn_start(line: &str) -> Option<(&str, &str)> {
    let trimmed = line.trim_start();
    let indent = &line[..line.len() - trimmed.len()];
    let mut rest = trimmed;
    let qualifiers = [
        "pub(crate) ",
        "pub(super) ",
        "pub ",
        "const ",
        "async ",
        "unsafe ",
        "extern \"C\" ",
    ];
    while let Some(q) = qualifiers.iter().find(|q| rest.starts_with(**q)) {
        rest = &rest[q.len()..];
    }
    let rest = rest.strip_prefix("fn ")?;
    let end = rest.bytes().position(|b| !is_ident_byte(b)).unwrap_or(rest.len());
    (end > 0).then(|| (indent, &rest[..end]))
}

/// The functions in `text` (formatted by rustfmt) longer than [`MAX_FN_LINES`]: name,
/// first line (from 1) and length. A function's body closes on a line that is its
/// indentation and `}`; signatures without a body (`;`) and one-line bodies are short.
fn long_functions(text: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some((indent, name)) = fn_start(line) else {
            continue;
        };
        let ends = |t: &str| t.ends_with('{') || t.ends_with(';') || t.ends_with('}');
        let Some(open) = (i..lines.len()).find(|&j| ends(lines[j].trim_end())) else {
            continue;
        };
        if !lines[open].trim_end().ends_with('{') {
            continue;
        }
        let close = format!("{indent}}}");
        if let Some(end) = (open + 1..lines.len()).find(|&k| lines[k] == close) {
            if end - i + 1 > MAX_FN_LINES {
                out.push((name.to_string(), i + 1, end - i + 1));
            }
        }
    }
    out
}

/// Functions of one file past [`MAX_FN_LINES`] and not allowed by [`LONG_FNS`].
fn long_fn_violations(file: &str, text: &str) -> Vec<String> {
    long_functions(text)
        .into_iter()
        .filter(|(name, _, _)| !LONG_FNS.iter().any(|(f, n, _)| *f == file && n == name))
        .map(|(name, at, n)| format!("{file}:{at}: fn {name} is {n} lines"))
        .collect()
}

fn every_file_opens_with_a_doc_comment() {
    let mut bad = Vec::new();
    for dir in ["src", "tests", "benches"] {
        let d = root().join(dir);
        if !d.exists() {
            continue;
        }
        for f in rust_files(&d) {
            let text = std::fs::read_to_string(&f).unwrap();
            if !text.starts_with("//!") {
                bad.push(f.display().to_string());
            }
        }
    }
    assert!(bad.is_empty(), "files without a leading //! doc: {bad:#?}");
}

fn heavy_dependencies_have_one_door() {
    let mut bad = Vec::new();
    for f in rust_files(&root().join("src")) {
        let text = std::fs::read_to_string(&f).unwrap();
        bad.extend(door_violations(&rel(&f), module_of(&f).as_deref(), &text));
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

fn modules_use_only_the_layers_above_them() {
    let mut bad = Vec::new();
    let layers = layers();
    for f in rust_files(&root().join("src")) {
        let Some(module) = module_of(&f) else { continue };
        let text = std::fs::read_to_string(&f).unwrap();
        bad.extend(layer_violations(&layers, &rel(&f), &module, &text));
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

fn production_code_does_not_use_the_test_harness() {
    let mut bad = Vec::new();
    for f in rust_files(&root().join("src")) {
        let text = std::fs::read_to_string(&f).unwrap();
        bad.extend(harness_violation(&rel(&f), &text));
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

fn files_stay_short() {
    let mut bad = Vec::new();
    for dir in ["src", "tests"] {
        for f in rust_files(&root().join(dir)) {
            let text = std::fs::read_to_string(&f).unwrap();
            bad.extend(too_long(&rel(&f), &text));
        }
    }
    assert!(bad.is_empty(), "split these files: {bad:#?}");
}

fn functions_stay_short() {
    let mut bad = Vec::new();
    let mut long = Vec::new();
    for f in rust_files(&root().join("src")) {
        let text = std::fs::read_to_string(&f).unwrap();
        bad.extend(long_fn_violations(&rel(&f), &text));
        long.extend(long_functions(&text).into_iter().map(|(n, _, _)| (rel(&f), n)));
    }
    assert!(bad.is_empty(), "split these functions into named steps: {bad:#?}");
    // An allowance for a function that is short again is stale: remove it.
    let stale: Vec<_> = LONG_FNS
        .iter()
        .filter(|(f, n, _)| !long.iter().any(|(lf, ln)| lf == f && ln == n))
        .collect();
    assert!(stale.is_empty(), "remove these from LONG_FNS: {stale:#?}");
}

fn the_checks_themselves_see_violations() {
    // A tidy test that cannot fail is no test: each check must flag a real violation.
    assert!(names_crate("use inkwell::context::Context;", "inkwell"));
    assert!(names_crate("let s = z3::Solver::new();", "z3"));
    assert!(!names_crate("let s = myz3::Solver::new();", "z3"));
    assert_eq!(module_of(&root().join("src/llvm/mod.rs")).as_deref(), Some("llvm"));
    assert_eq!(module_of(&root().join("src/cli/ir_cmd.rs")).as_deref(), Some("cli"));
    assert_eq!(module_of(&root().join("src/lib.rs")), None);

    // Inline `z3_sys::` paths count as using z3.
    let inline = "fn f() {\n    let c = unsafe { z3_sys::Z3_mk_config() };\n}\n";
    assert_eq!(door_violations("src/synth/x.rs", Some("synth"), inline).len(), 1);
    assert!(door_violations("src/smt/x.rs", Some("smt"), inline).is_empty());

    // `rustc_apfloat` only in `interp`.
    let apfloat = "use rustc_apfloat::ieee::Double;\n";
    assert_eq!(door_violations("src/sem/x.rs", Some("sem"), apfloat).len(), 1);
    assert!(door_violations("src/interp/x.rs", Some("interp"), apfloat).is_empty());

    // Multi-line `use crate::{…}` imports are read item by item.
    let multi = "use crate::{\n    ir::Function,\n    store::{Store, StoreError},\n};\n";
    assert_eq!(crate_modules(multi), ["ir", "store"]);
    let layers = layers();
    assert_eq!(layer_violations(&layers, "src/cut/x.rs", "cut", multi).len(), 1);
    assert!(layer_violations(&layers, "src/synth/x.rs", "synth", multi).is_empty());
    assert_eq!(
        layer_violations(&layers, "src/new/x.rs", "new", multi).len(),
        1,
        "a module not in the table"
    );

    // The layer table is read from the architecture doc's code map, in its order.
    let table =
        "## Code map\n\n| module | owns | must never |\n|---|---|---|\n| `util` | a | b |\n| `ir` | c | d |\n\nText.\n";
    assert_eq!(layers_of(table), ["util", "ir"]);
    assert!(layers_of("| module | owns |\n").is_empty());
    assert_eq!(crate_modules("let x = crate::ir::parse(t); // crate::cli\n"), ["ir"]);

    // Files under `tests/` are held to the same length.
    let long = "//! x\n".repeat(MAX_LINES + 1);
    assert!(too_long("tests/it/some_test.rs", &long).is_some());
    assert!(too_long("tests/it/some_test.rs", "//! x\n").is_none());

    // Functions: the body's lines counted to the closing brace at the `fn`'s indentation;
    // a bodiless signature or a one-line body is no function to count.
    let body = |n: usize| "        x += 1;\n".repeat(n);
    let f = |n: usize| format!("impl A {{\n    pub(crate) fn step(&self) {{\n{}    }}\n}}\n", body(n));
    assert_eq!(long_functions(&f(MAX_FN_LINES - 2)), []);
    assert_eq!(
        long_functions(&f(MAX_FN_LINES - 1)),
        [("step".to_string(), 2, MAX_FN_LINES + 1)]
    );
    let signature = "trait T {\n    fn a(&self);\n    fn b(&self) -> u32 { 3 }\n}\n";
    assert_eq!(long_functions(&format!("{signature}{}", f(MAX_FN_LINES - 2))), []);
    let multi = format!(
        "fn many(\n    a: u32,\n) -> u32\nwhere\n    u32: Copy,\n{{\n{}}}\n",
        body(MAX_FN_LINES)
    );
    assert_eq!(long_functions(&multi).len(), 1);
    assert_eq!(long_fn_violations("src/x.rs", &f(MAX_FN_LINES)).len(), 1);
    let table = format!("fn parse_op() {{\n{}}}\n", body(MAX_FN_LINES));
    assert!(
        long_fn_violations("src/ir/parse_inst.rs", &table).is_empty(),
        "an allowed opcode table"
    );
    assert_eq!(
        long_fn_violations("src/ir/other.rs", &table).len(),
        1,
        "allowed in its file only"
    );

    // The difftest harness stays out of production code.
    let uses = "use crate::llvm::difftest::values;\n";
    assert!(harness_violation("src/synth/bank.rs", uses).is_some());
    assert!(harness_violation("src/cli/difftest_cmd.rs", uses).is_none());
    assert!(harness_violation("src/llvm/difftest/x86.rs", uses).is_none());
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "every_file_opens_with_a_doc_comment",
            every_file_opens_with_a_doc_comment,
        ),
        crate::test(
            module_path!(),
            "heavy_dependencies_have_one_door",
            heavy_dependencies_have_one_door,
        ),
        crate::test(
            module_path!(),
            "modules_use_only_the_layers_above_them",
            modules_use_only_the_layers_above_them,
        ),
        crate::test(
            module_path!(),
            "production_code_does_not_use_the_test_harness",
            production_code_does_not_use_the_test_harness,
        ),
        crate::test(module_path!(), "files_stay_short", files_stay_short),
        crate::test(module_path!(), "functions_stay_short", functions_stay_short),
        crate::test(
            module_path!(),
            "the_checks_themselves_see_violations",
            the_checks_themselves_see_violations,
        ),
    ]
}
