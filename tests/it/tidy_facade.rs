//! Tidy check of the modules' façades: code in one top-level module may reach another
//! module only through what that module's `mod.rs` exports (its re-exports, and the
//! submodules it declares `pub mod` on purpose), never by a path into a private
//! submodule (`crate::smt::refine::check` from `synth`). Rust's visibility alone cannot
//! say this inside one crate: `pub(crate)` submodules are visible everywhere.

use std::collections::BTreeSet;
use std::path::Path;

/// Every path `text` names from the crate root, as its segments after `crate`: inline
/// paths (`crate::a::b::c`) and each leaf of `use crate::{a::{b, c::d}, e}` trees.
pub(crate) fn crate_paths(text: &str) -> Vec<Vec<String>> {
    let text = blank_literals(text);
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

/// `text` with its comments (line, doc and block) and the insides of its string literals
/// (plain and raw) blanked out, newlines kept, so a path named in a message or a comment
/// is not read as code. A `'"'` char literal is not the start of a string; lifetimes are left alone.
fn blank_literals(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"'\"'") {
            i += 3;
        } else if b[i..].starts_with(b"//") {
            let end = b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if b[i..].starts_with(b"/*") {
            let (mut depth, mut j) = (1, i + 2);
            while j < b.len() && depth > 0 {
                if b[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 1;
                } else if b[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            blank(&mut out, i, j);
            i = j;
        } else if b[i] == b'r' && raw_start(b, i) && matches!(b.get(i + 1), Some(b'"' | b'#')) {
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat(b'#').take(hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = b[start..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(b.len(), |p| start + p);
            blank(&mut out, start, end);
            i = end + close.len();
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i + 1, j);
            i = j + 1;
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

/// Can the `r` at `i` open a raw string (`r"`, `br"`, not the end of a name)?
fn raw_start(b: &[u8], i: usize) -> bool {
    let free = |k: usize| k == 0 || !super::tidy::is_ident_byte(b[k - 1]);
    free(i) || (b[i - 1] == b'b' && free(i - 1))
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
    let quiet = [
        "let s = \"see crate::smt::refine::check\";\n",
        "let s = r#\"crate::smt::refine::check\"#;\n",
        "/* crate::smt::refine::check */ fn f() {}\n",
        "let s = \"x\"; // crate::smt::refine::check\n",
        "/// [`crate::smt::refine::check`]\nfn f() {}\n",
    ];
    for q in quiet {
        assert!(facade_violations("src/synth/x.rs", "synth", q, &subs).is_empty(), "{q}");
    }
    let code_after = "let c = '\"'; fn f<'a>(x: &'a str) { crate::smt::refine::check(x) }\n";
    assert_eq!(facade_violations("src/synth/x.rs", "synth", code_after, &subs).len(), 1);
    let after_string = "let s = \"a \\\" b\"; crate::smt::refine::check(s)\n";
    assert_eq!(
        facade_violations("src/synth/x.rs", "synth", after_string, &subs).len(),
        1
    );
    let url_in_string = "let s = \"one\n  https://two\"; crate::smt::refine::check(s)\n";
    assert_eq!(
        facade_violations("src/synth/x.rs", "synth", url_in_string, &subs).len(),
        1
    );
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
