//! Tidy check of the modules' façades: code in one top-level module may reach another
//! module only through what that module's `mod.rs` exports (its re-exports, and the
//! submodules it declares `pub mod` on purpose), never by a path into a private
//! submodule (`crate::smt::refine::check` from `synth`). Rust's visibility alone cannot
//! say this inside one crate: `pub(crate)` submodules are visible everywhere.

use std::collections::BTreeSet;
use std::path::Path;

/// Every path `text` names from the crate root, as its segments after `crate`: inline
/// paths (`crate::a::b::c`) and each leaf of `use crate::{a::{b, c::d}, e}` trees.
fn crate_paths(text: &str) -> Vec<Vec<String>> {
    let text = super::tidy::code(text);
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = text[at..].find("crate::") {
        let start = at + i;
        at = start + "crate::".len();
        if start > 0 && (super::tidy::is_ident_byte(bytes[start - 1]) || bytes[start - 1] == b':') {
            continue;
        }
        let (tree, end) = use_tree(&text, at);
        at = end.max(at);
        expand(&tree, &mut Vec::new(), &mut out);
    }
    out
}

/// A parsed path tree: a segment and what follows it (`a::{b, c}` is `a` with two children).
#[derive(Debug)]
struct Tree {
    seg: String,
    kids: Vec<Tree>,
}

/// Reads one path tree starting at `at`: segments joined by `::`, ending in an identifier,
/// `*`, or a `{…}` group. Returns it as a root with no segment, and where it ended.
fn use_tree(text: &str, at: usize) -> (Tree, usize) {
    let mut root = Tree {
        seg: String::new(),
        kids: Vec::new(),
    };
    let end = read_into(text, at, &mut root.kids);
    (root, end)
}

/// Reads `seg::seg::{…}` at `at` into `into` (one chain, or a group's items), returning
/// where it ended.
fn read_into(text: &str, mut at: usize, into: &mut Vec<Tree>) -> usize {
    let b = text.as_bytes();
    while at < b.len() && b[at].is_ascii_whitespace() {
        at += 1;
    }
    if b.get(at) == Some(&b'{') {
        at += 1;
        loop {
            at = read_into(text, at, into);
            while at < b.len() && b[at].is_ascii_whitespace() {
                at += 1;
            }
            match b.get(at) {
                Some(b',') => at += 1,
                Some(b'}') => return at + 1,
                _ => return at,
            }
        }
    }
    let start = at;
    while at < b.len() && (super::tidy::is_ident_byte(b[at]) || b[at] == b'*') {
        at += 1;
    }
    if at == start {
        return at;
    }
    let mut node = Tree {
        seg: text[start..at].to_string(),
        kids: Vec::new(),
    };
    if text[at..].starts_with("::") {
        at = read_into(text, at + 2, &mut node.kids);
    }
    into.push(node);
    at
}

fn expand(t: &Tree, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    if !t.seg.is_empty() {
        prefix.push(t.seg.clone());
    }
    if t.kids.is_empty() && !prefix.is_empty() {
        out.push(prefix.clone());
    }
    for k in &t.kids {
        expand(k, prefix, out);
    }
    if !t.seg.is_empty() {
        prefix.pop();
    }
}

/// The submodules of top-level module `m` (files and directories in `src/m/`), and those of
/// them its `mod.rs` declares `pub mod`.
fn submodules(src: &Path, m: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut all = BTreeSet::new();
    let Ok(dir) = std::fs::read_dir(src.join(m)) else {
        return (all, BTreeSet::new());
    };
    for e in dir.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let stem = name.trim_end_matches(".rs");
        if stem != "mod" && (e.path().is_dir() || name.ends_with(".rs")) {
            all.insert(stem.to_string());
        }
    }
    let text = std::fs::read_to_string(src.join(m).join("mod.rs")).unwrap_or_default();
    (all, public_mods(&text))
}

/// The names `text` (a `mod.rs`) makes public that may also be a submodule's name: the
/// modules it declares `pub mod` (not `pub(crate) mod` or `mod`), and the last segment of
/// each path it re-exports with `pub use` (`pub use driver::run;` exports a `run`).
fn public_mods(text: &str) -> BTreeSet<String> {
    let code = super::tidy::code(text);
    let mut out: BTreeSet<String> = code
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .map(|r| r.trim_end_matches(';').trim().to_string())
        .collect();
    let mut at = 0;
    while let Some(i) = code[at..].find("pub use ") {
        at += i + "pub use ".len();
        let (tree, end) = use_tree(&code, at);
        at = end.max(at);
        let mut paths = Vec::new();
        expand(&tree, &mut Vec::new(), &mut paths);
        out.extend(paths.into_iter().filter_map(|p| p.last().cloned()));
    }
    out
}

/// Paths in one file of module `own` into another module's private submodule.
fn facade_violations(
    file: &str,
    own: &str,
    text: &str,
    subs: &dyn Fn(&str) -> (BTreeSet<String>, BTreeSet<String>),
) -> Vec<String> {
    let mut bad = Vec::new();
    for p in crate_paths(text) {
        let [m, sub, ..] = p.as_slice() else { continue };
        if m == own {
            continue;
        }
        let (all, public) = subs(m);
        if all.contains(sub) && !public.contains(sub) {
            bad.push(format!(
                "{file}: `crate::{}` reaches into `{m}::{sub}`, which `{m}`'s façade does not export",
                p.join("::")
            ));
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

fn modules_meet_through_their_facades() {
    let src = super::tidy::root().join("src");
    let subs = |m: &str| submodules(&src, m);
    let mut bad = Vec::new();
    for f in super::tidy::rust_files(&src) {
        let Some(own) = super::tidy::module_of(&f) else {
            continue;
        };
        let text = std::fs::read_to_string(&f).unwrap();
        bad.extend(facade_violations(&super::tidy::rel(&f), &own, &text, &subs));
    }
    assert!(
        bad.is_empty(),
        "use the module's façade (re-export the item in its mod.rs): {bad:#?}"
    );
}

fn the_facade_check_sees_violations() {
    // A check that cannot fail is no check.
    let subs = |m: &str| -> (BTreeSet<String>, BTreeSet<String>) {
        match m {
            "smt" => (["refine", "domain"].map(String::from).into(), BTreeSet::new()),
            "llvm" => (
                ["difftest", "tools"].map(String::from).into(),
                ["difftest".to_string()].into(),
            ),
            _ => (BTreeSet::new(), BTreeSet::new()),
        }
    };
    let inline = "fn f() { crate::smt::refine::check(a, b) }\n";
    assert_eq!(facade_violations("src/synth/x.rs", "synth", inline, &subs).len(), 1);
    assert!(
        facade_violations("src/smt/x.rs", "smt", inline, &subs).is_empty(),
        "inside its own module"
    );
    let group = "use crate::{\n    ir::Function,\n    smt::{check, refine::{Query, Verdict}},\n    llvm::{difftest::run, tools::opt},\n};\n";
    let v = facade_violations("src/synth/x.rs", "synth", group, &subs);
    assert_eq!(v.len(), 3, "{v:#?}");
    assert!(
        v.iter().all(|l| !l.contains("difftest")),
        "a `pub mod` submodule is part of the façade"
    );
    assert!(facade_violations("src/synth/x.rs", "synth", "use crate::smt::{check, Verdict};\n", &subs).is_empty());
    assert!(facade_violations("src/synth/x.rs", "synth", "// crate::smt::refine::check\n", &subs).is_empty());
    assert_eq!(
        public_mods("pub mod a;\npub(crate) mod b;\nmod c;\n"),
        ["a".to_string()].into()
    );
    let reexport = public_mods("mod driver;\nmod run;\npub use driver::{run, Summary};\n");
    assert!(
        reexport.contains("run") && reexport.contains("Summary"),
        "a re-exported item named like a submodule"
    );
    assert_eq!(
        crate_paths("use crate::{a::{b, c::d}, e};"),
        [vec!["a", "b"], vec!["a", "c", "d"], vec!["e"]].map(|v| v.into_iter().map(String::from).collect::<Vec<_>>())
    );
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "modules_meet_through_their_facades",
            modules_meet_through_their_facades,
        ),
        crate::test(
            module_path!(),
            "the_facade_check_sees_violations",
            the_facade_check_sees_violations,
        ),
    ]
}
