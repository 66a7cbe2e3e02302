//! Real-code check of cut extraction, `#[ignore]`d because it needs the built GMP and
//! libYUV corpora and takes minutes. It cuts every root of every function at depths
//! 0..=7; every distinct cut must pass
//! `cut::structure` (loop-free, returns its root, re-parses and prints back
//! identically) and `opt-22 -passes=verify`. Run it with
//!
//! ```text
//! CUT_CORPORA=/work/main/corpora/build cargo test --release --test it -- --ignored cut_corpus
//! ```
//!
//! `cfg_analyses_agree_with_llvm` (also ignored) compares dominator trees, natural loops
//! and irreducibility of every corpus function with `opt-22 -passes=print<domtree>,...`.
//!
//! `CUT_CORPORA` defaults to `corpora/build` of this checkout; `CUT_DUMP=dir` writes
//! every unique depth-4 cut there (one file per corpus) for review; `CUT_RESULTS=file`
//! writes the numbers as JSON (`bench/results/cuts.json`). Failing cuts are
//! written to `target/cut-corpus-failures/`.

use minotaur::cut::{self, Cut, Site};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// One unique cut and the first site it was found at.
struct Found {
    cut: Cut,
    at: String,
}

#[derive(Default)]
struct Tally {
    files: usize,
    functions: usize,
    instructions: usize,
    irreducible: usize,
    roots: usize,
    trivial: usize,
    sites: usize,
    /// depth → hash → cut
    unique: BTreeMap<u32, BTreeMap<String, Found>>,
    failures: Vec<String>,
}

fn bc_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .map(|e| e.path().to_path_buf())
        .filter(|p| p.extension().is_some_and(|x| x == "bc"))
        .collect();
    v.sort();
    v
}

fn cut_file(path: &Path, depths: &[u32]) -> Tally {
    let mut t = Tally {
        files: 1,
        ..Tally::default()
    };
    let name = path.display().to_string();
    let m = match minotaur::llvm::load_module(path) {
        Ok(m) => m,
        Err(e) => {
            t.failures.push(format!("{name}: cannot load: {e}"));
            return t;
        }
    };
    let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut t2 = Tally::default();
        let counts = cut::cut_module(&m, depths, |d, site: Site, c: Cut| {
            t2.sites += usize::from(d == depths[0]);
            if c.trivial {
                t2.trivial += usize::from(d == depths[0]);
                return;
            }
            let at = format!("{name} @{} %{} (depth {d})", site.function, site.name);
            t2.unique
                .entry(d)
                .or_default()
                .entry(c.hash.clone())
                .or_insert(Found { cut: c, at });
        });
        (counts, t2)
    }));
    match res {
        Ok((counts, t2)) => {
            t.functions = counts.functions;
            t.instructions = counts.instructions;
            t.irreducible = counts.irreducible;
            t.roots = counts.roots;
            t.trivial = t2.trivial;
            t.sites = t2.sites;
            t.unique = t2.unique;
        }
        Err(p) => {
            let msg = minotaur::util::panic_message(&*p);
            t.failures.push(format!("{name}: panic: {msg}"));
        }
    }
    t
}

fn merge(mut a: Tally, b: Tally) -> Tally {
    a.files += b.files;
    a.functions += b.functions;
    a.instructions += b.instructions;
    a.irreducible += b.irreducible;
    a.roots += b.roots;
    a.trivial += b.trivial;
    a.sites += b.sites;
    a.failures.extend(b.failures);
    for (d, m) in b.unique {
        let e = a.unique.entry(d).or_default();
        for (h, f) in m {
            e.entry(h).or_insert(f);
        }
    }
    a
}

/// Checks every unique cut; returns the failures.
fn check_all(label: &str, unique: &BTreeMap<String, &Found>) -> Vec<String> {
    let mut fails: Vec<String> = unique
        .par_iter()
        .filter_map(|(h, f)| {
            cut::structure(&f.cut)
                .err()
                .map(|e| format!("{h} at {}: structure: {e}\n{}", f.at, f.cut.built.text))
        })
        .collect();
    let list: Vec<&Found> = unique.values().copied().collect();
    let texts: Vec<&str> = list.iter().map(|f| f.cut.built.text.as_str()).collect();
    let bad: Vec<(usize, String)> = texts
        .par_chunks(2000)
        .enumerate()
        .flat_map_iter(|(c, ch)| cut::opt_verify(ch).into_iter().map(move |(k, e)| (c * 2000 + k, e)))
        .collect();
    for (k, e) in bad {
        let f = list[k];
        fails.push(format!("{} at {}: opt: {e}\n{}", f.cut.hash, f.at, f.cut.built.text));
    }
    if !fails.is_empty() {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/cut-corpus-failures");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{label}.txt")), fails.join("\n\n")).unwrap();
    }
    fails
}

/// Numbers of one corpus, for the results file.
#[derive(serde::Serialize)]
struct Numbers {
    files: usize,
    functions: usize,
    irreducible: usize,
    instructions: usize,
    roots: usize,
    trivial_at_4: usize,
    non_trivial_sites_at_4: usize,
    unique_cuts_by_depth: BTreeMap<u32, usize>,
    distinct_texts_all_depths: usize,
    failures: usize,
    cut_seconds_all_depths: f64,
    check_seconds: f64,
}

fn run_corpus(root: &Path, name: &str) -> (Vec<String>, Numbers) {
    let files = bc_files(&root.join(name));
    assert!(!files.is_empty(), "no .bc files under {}", root.join(name).display());
    // Depth 4 first: it is the one the site counts are of.
    let depths: Vec<u32> = std::iter::once(4).chain((0..=7).filter(|&d| d != 4)).collect();
    let t0 = Instant::now();
    let all = files
        .par_iter()
        .map(|f| cut_file(f, &depths))
        .reduce(Tally::default, merge);
    let cut_time = t0.elapsed();
    let empty = BTreeMap::new();
    let u4 = all.unique.get(&4).unwrap_or(&empty);
    let mut union: BTreeMap<String, &Found> = BTreeMap::new();
    for m in all.unique.values() {
        for (h, f) in m {
            union.entry(h.clone()).or_insert(f);
        }
    }
    let t1 = Instant::now();
    let mut fails = all.failures.clone();
    fails.extend(check_all(name, &union));
    let check_time = t1.elapsed();
    let per_depth: BTreeMap<u32, usize> = (0..=7)
        .map(|d| (d, all.unique.get(&d).map_or(0, |m| m.len())))
        .collect();
    println!(
        "{name}: {} files, {} functions ({} irreducible), {} instructions, {} roots, {} trivial and {} non-trivial sites at depth 4; unique cuts by depth {:?}, {} distinct texts; cut (8 depths) in {:.1} s, checked in {:.1} s; {} failures",
        all.files,
        all.functions,
        all.irreducible,
        all.instructions,
        all.roots,
        all.trivial,
        all.sites - all.trivial,
        per_depth,
        union.len(),
        cut_time.as_secs_f64(),
        check_time.as_secs_f64(),
        fails.len()
    );
    if let Ok(dir) = std::env::var("CUT_DUMP") {
        let mut s = String::new();
        for (h, f) in u4 {
            s.push_str(&format!("; {h} {}\n{}\n", f.at, f.cut.built.text));
        }
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(Path::new(&dir).join(format!("{name}-d4.ll.txt")), s).unwrap();
    }
    let numbers = Numbers {
        files: all.files,
        functions: all.functions,
        irreducible: all.irreducible,
        instructions: all.instructions,
        roots: all.roots,
        trivial_at_4: all.trivial,
        non_trivial_sites_at_4: all.sites - all.trivial,
        unique_cuts_by_depth: per_depth,
        distinct_texts_all_depths: union.len(),
        failures: fails.len(),
        cut_seconds_all_depths: (cut_time.as_secs_f64() * 10.0).round() / 10.0,
        check_seconds: (check_time.as_secs_f64() * 10.0).round() / 10.0,
    };
    (fails, numbers)
}

/// The corpora built under `root`, of GMP, libYUV and yaml-cpp (C++ with exceptions); at
/// least one must be.
fn built_corpora(root: &Path) -> Vec<&'static str> {
    let names: Vec<&str> = ["gmp", "libyuv", "yamlcpp"]
        .into_iter()
        .filter(|c| root.join(c).is_dir())
        .collect();
    assert!(!names.is_empty(), "no corpus built under {}", root.display());
    names
}

fn every_cut_of_the_corpora_verifies() {
    let root = std::env::var("CUT_CORPORA")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/build"));
    let mut fails = Vec::new();
    let mut numbers = BTreeMap::new();
    for name in built_corpora(&root) {
        let (f, n) = run_corpus(&root, name);
        fails.extend(f);
        numbers.insert(name, n);
    }
    if let Ok(out) = std::env::var("CUT_RESULTS") {
        let json = serde_json::json!({
            "method": "tests/it/cut_corpus.rs every_cut_of_the_corpora_verifies: every root of every function cut at depths 0..=7; roots and sites counted at depth 4; each distinct cut text checked by cut::check::structure and opt-22 -passes=verify; times are wall seconds on this machine (2 cores, release build)",
            "corpora": numbers,
        });
        std::fs::write(&out, serde_json::to_string_pretty(&json).unwrap() + "\n").unwrap();
    }
    for f in fails.iter().take(5) {
        println!("FAIL {f}\n");
    }
    assert!(
        fails.is_empty(),
        "{} failures (see target/cut-corpus-failures/)",
        fails.len()
    );
}

/// LLVM's view of one function: idom by block name, natural loops as (header, blocks,
/// depth), and whether some cycle has several entries.
#[derive(Default, Debug)]
struct LlvmCfg {
    idom: BTreeMap<String, String>,
    loops: Vec<(String, Vec<String>, u32)>,
    irreducible: bool,
}

fn llvm_cfg(path: &Path) -> BTreeMap<String, LlvmCfg> {
    let out = std::process::Command::new("opt-22")
        .args(["-passes=print<domtree>,print<loops>,print<cycles>", "-disable-output"])
        .arg(path)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stderr).into_owned();
    let mut all: BTreeMap<String, LlvmCfg> = BTreeMap::new();
    let mut cur = String::new();
    let mut stack: Vec<String> = Vec::new();
    for line in text.lines() {
        if let Some(f) = line.strip_prefix("DominatorTree for function: ") {
            cur = f.trim().to_string();
            stack.clear();
        } else if let Some(f) = line.strip_prefix("Loop info for function '") {
            cur = f.trim_end_matches("':").to_string();
        } else if let Some(f) = line.strip_prefix("CycleInfo for function: ") {
            cur = f.trim().to_string();
        } else if let Some(rest) = line.trim_start().strip_prefix('[') {
            let (lvl, rest) = rest.split_once(']').unwrap();
            let lvl: usize = lvl.parse().unwrap();
            let name = rest.split_whitespace().next().unwrap().trim_start_matches('%');
            stack.truncate(lvl - 1);
            if let Some(p) = stack.last() {
                all.entry(cur.clone())
                    .or_default()
                    .idom
                    .insert(name.to_string(), p.clone());
            }
            stack.push(name.to_string());
        } else if let Some(rest) = line
            .trim_start()
            .trim_start_matches("Parallel ")
            .strip_prefix("Loop at depth ")
        {
            let (d, rest) = rest.split_once(" containing: ").unwrap();
            let mut header = String::new();
            let mut blocks: Vec<String> = rest
                .split(',')
                .map(|b| {
                    let name = b.trim().trim_start_matches('%');
                    let bare = name.split('<').next().unwrap().to_string();
                    if name.contains("<header>") {
                        header = bare.clone();
                    }
                    bare
                })
                .collect();
            blocks.sort();
            all.entry(cur.clone())
                .or_default()
                .loops
                .push((header, blocks, d.parse().unwrap()));
        } else if line.trim_start().starts_with("depth=") {
            if let Some(e) = line.split("entries(").nth(1) {
                if e.split(')').next().unwrap().split_whitespace().count() > 1 {
                    all.entry(cur.clone()).or_default().irreducible = true;
                }
            }
        }
    }
    all
}

/// Ours, in the same terms.
fn our_cfg(f: &minotaur::ir::Function) -> LlvmCfg {
    use minotaur::ir::{Cfg, Loops};
    let entry = f
        .params
        .iter()
        .filter(|p| p.name.bytes().all(|c| c.is_ascii_digit()))
        .count();
    let name = |b: usize| {
        if b == 0 && f.blocks[0].name.is_empty() {
            entry.to_string()
        } else {
            f.blocks[b].name.clone()
        }
    };
    let cfg = Cfg::new(f);
    let lp = Loops::new(&cfg);
    let mut out = LlvmCfg {
        irreducible: cfg.is_irreducible(),
        ..LlvmCfg::default()
    };
    for b in 0..f.blocks.len() {
        if let Some(i) = cfg.idom[b] {
            out.idom.insert(name(b), name(i));
        }
    }
    for l in 0..lp.header.len() {
        let mut depth = 1;
        let mut p = lp.parent[l];
        while let Some(q) = p {
            depth += 1;
            p = lp.parent[q];
        }
        let mut blocks: Vec<String> = lp.blocks[l].iter().map(|&b| name(b)).collect();
        blocks.sort();
        out.loops.push((name(lp.header[l]), blocks, depth));
    }
    out
}

fn cfg_analyses_agree_with_llvm() {
    let root = std::env::var("CUT_CORPORA")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/build"));
    let files: Vec<PathBuf> = built_corpora(&root)
        .iter()
        .flat_map(|c| bc_files(&root.join(c)))
        .collect();
    let results: Vec<(usize, usize, usize, Vec<String>)> = files
        .par_iter()
        .map(|path| {
            let m = minotaur::llvm::load_module(path).unwrap();
            let llvm = llvm_cfg(path);
            let (mut funcs, mut loops, mut irr, mut bad) = (0, 0, 0, Vec::new());
            for f in m.functions() {
                funcs += 1;
                let ours = our_cfg(f);
                let theirs = llvm
                    .get(&f.name)
                    .map(|x| (x.idom.clone(), x.loops.clone(), x.irreducible));
                let mut tl = theirs.clone().map(|t| t.1).unwrap_or_default();
                let mut ol = ours.loops.clone();
                tl.sort();
                ol.sort();
                loops += ol.len();
                irr += usize::from(ours.irreducible);
                let (ti, tirr) = theirs.map(|t| (t.0, t.2)).unwrap_or_default();
                if ti != ours.idom {
                    bad.push(format!("{}: @{}: dominator trees differ", path.display(), f.name));
                }
                if tl != ol {
                    bad.push(format!(
                        "{}: @{}: loops differ: llvm {tl:?} ours {ol:?}",
                        path.display(),
                        f.name
                    ));
                }
                if tirr != ours.irreducible {
                    bad.push(format!(
                        "{}: @{}: irreducible: llvm {tirr} ours {}",
                        path.display(),
                        f.name,
                        ours.irreducible
                    ));
                }
            }
            (funcs, loops, irr, bad)
        })
        .collect();
    let funcs: usize = results.iter().map(|r| r.0).sum();
    let loops: usize = results.iter().map(|r| r.1).sum();
    let irr: usize = results.iter().map(|r| r.2).sum();
    let bad: Vec<&String> = results.iter().flat_map(|r| r.3.iter()).collect();
    println!(
        "{funcs} functions, {loops} natural loops, {irr} irreducible: {} disagreements with LLVM",
        bad.len()
    );
    for b in bad.iter().take(10) {
        println!("{b}");
    }
    assert!(bad.is_empty());
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::ignored(
            module_path!(),
            "every_cut_of_the_corpora_verifies",
            every_cut_of_the_corpora_verifies,
            "needs the built corpora (CUT_CORPORA) and takes minutes",
        ),
        crate::ignored(
            module_path!(),
            "cfg_analyses_agree_with_llvm",
            cfg_analyses_agree_with_llvm,
            "needs the built corpora (CUT_CORPORA) and takes a minute",
        ),
    ]
}
