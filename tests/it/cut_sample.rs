//! A fast real-code check of cut extraction: every root of `corpora/sample/*.bc` cut at
//! depth 4. All unique cuts must be well formed and pass `opt-22 -passes=verify` (one
//! call for all); the counts and a digest of every cut hash are pinned with
//! `expect_test`, so any change to what cuts come out is visible in review
//! (`UPDATE_EXPECT=1 cargo test --test it -- cut_sample` updates them).

use expect_test::expect;
use minotaur::cut;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::PathBuf;

fn sample_corpus_cuts_are_stable_and_verify() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/sample");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "bc"))
        .collect();
    files.sort();
    let mut report = String::new();
    let mut unique: BTreeMap<String, cut::Cut> = BTreeMap::new();
    for f in &files {
        let m = minotaur::llvm::load_module(f).unwrap();
        let (mut sites, mut trivial) = (0, 0);
        let mut here = std::collections::BTreeSet::new();
        let counts = cut::cut_module(&m, &[cut::DEFAULT_DEPTH], |_, _, c| {
            sites += 1;
            if c.trivial {
                trivial += 1;
                return;
            }
            cut::structure(&c).unwrap_or_else(|e| panic!("{}: {e}\n{}", f.display(), c.built.text));
            here.insert(c.hash.clone());
            unique.entry(c.hash.clone()).or_insert(c);
        });
        let _ = writeln!(
            report,
            "{}: {} functions ({} irreducible), {} instructions, {} roots, {trivial} trivial, {} unique cuts",
            f.file_name().unwrap().to_string_lossy(),
            counts.functions,
            counts.irreducible,
            counts.instructions,
            counts.roots,
            here.len()
        );
        assert_eq!(sites, counts.roots);
    }
    let mut digest = minotaur::util::Fnv128::new();
    for h in unique.keys() {
        digest.update(h.as_bytes());
        digest.update(b"\n");
    }
    let _ = writeln!(
        report,
        "all: {} unique cuts, digest {:032x}",
        unique.len(),
        digest.finish()
    );
    let texts: Vec<&str> = unique.values().map(|c| c.built.text.as_str()).collect();
    if let Err(e) = cut::verify_batch(&texts) {
        let bad = cut::opt_verify(&texts);
        panic!(
            "opt-22 rejects cuts: {e}\nfirst: {:?}",
            bad.first().map(|(k, e)| (texts[*k], e))
        );
    }
    expect![[r#"
        libyuv_convert_argb.bc: 167 functions (0 irreducible), 8955 instructions, 4696 roots, 1426 trivial, 289 unique cuts
        lz4_xxhash.bc: 21 functions (0 irreducible), 999 instructions, 685 roots, 35 trivial, 625 unique cuts
        zlib_gzread.bc: 13 functions (0 irreducible), 1093 instructions, 434 roots, 61 trivial, 258 unique cuts
        zstd_hist.bc: 8 functions (0 irreducible), 843 instructions, 438 roots, 84 trivial, 168 unique cuts
        all: 1336 unique cuts, digest 731eb3fa2d7f2abfc3621d884338a496
    "#]]
    .assert_eq(&report);
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![crate::test(
        module_path!(),
        "sample_corpus_cuts_are_stable_and_verify",
        sample_corpus_cuts_are_stable_and_verify,
    )]
}
