//! `minotaur apply` on the cases under `tests/data/apply/`: each `.ll` names its sites'
//! rewrites (`; rewrite @fn %root: SEXPR`, in the names of the root's cut) and the
//! outcome counts (`; expect: rewritten 2, not_dominated 1`). The file is crawled into a
//! fresh store, the rewrites stored as found, and the real command run on it. Then: the
//! counts match; the output equals `<name>.expected` (`APPLY_BLESS=1` rewrites it);
//! `opt-22 -passes=verify` accepts it; and every function it changed, when the verifier
//! can read it, is proved to refine the original one.

use minotaur::store::Store;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::Trial;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/apply")
}

/// The `; rewrite` lines: (function, root, rewrite).
fn rewrites(text: &str) -> Vec<(String, String, String)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("; rewrite @"))
        .map(|l| {
            let (site, sexpr) = l.split_once(": ").expect("`; rewrite @fn %root: SEXPR`");
            let (f, root) = site.split_once(" %").expect("`@fn %root`");
            (f.to_string(), root.to_string(), sexpr.trim().to_string())
        })
        .collect()
}

/// The `; expect:` counts.
fn expected_counts(text: &str) -> BTreeMap<String, u64> {
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("; expect: "))
        .expect("an `; expect:` line");
    line.split(',')
        .map(|p| {
            let (k, n) = p.trim().rsplit_once(' ').expect("`what N`");
            (k.to_string(), n.parse().expect("a count"))
        })
        .collect()
}

/// A store holding `file`'s cuts and the given rewrites as found.
fn store_for(file: &Path, db: &Path, rws: &[(String, String, String)]) {
    let bytes = std::fs::read(file).unwrap();
    let name = file.display().to_string();
    let cuts = minotaur::cut::process_bytes(&bytes, &name, minotaur::cut::DEFAULT_DEPTH).unwrap();
    let mut store = Store::open(db).unwrap();
    let hash = minotaur::util::fnv128_hex(&bytes);
    store
        .record_file(&name, &hash, bytes.len() as u64, minotaur::cut::DEFAULT_DEPTH, &cuts)
        .unwrap();
    drop(store);
    for (f, root, sexpr) in rws {
        let site = cuts
            .sites
            .iter()
            .find(|s| &s.function == f && &s.name == root)
            .unwrap_or_else(|| panic!("no site @{f} %{root} in {name}"));
        super::common::store_found(db, &site.cut, sexpr);
    }
}

/// The module text without the lines that name where it was read from.
fn body(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// True when `f` has a loop (the verifier proves loop-free functions only).
fn has_loop(f: &minotaur::ir::Function) -> bool {
    let cfg = minotaur::ir::Cfg::new(f);
    (0..f.blocks.len()).any(|u| cfg.succs[u].iter().any(|&v| cfg.is_back_edge(u, v)))
}

fn case(file: &Path) {
    let text = std::fs::read_to_string(file).unwrap();
    let dir = std::env::temp_dir().join(format!(
        "minotaur-apply-test-{}-{}",
        std::process::id(),
        file.file_stem().unwrap().to_string_lossy()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("store.db");
    store_for(file, &db, &rewrites(&text));
    let out = dir.join("out.ll");
    let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .arg("apply")
        .arg(file)
        .arg("--db")
        .arg(&db)
        .arg("-o")
        .arg(&out)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "minotaur apply: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();

    // The counts.
    let mut got: BTreeMap<String, u64> = BTreeMap::new();
    if let Some(n) = report["sites_rewritten"].as_u64().filter(|n| *n > 0) {
        got.insert("rewritten".into(), n);
    }
    for (k, v) in report["skipped"].as_object().unwrap() {
        got.insert(k.clone(), v.as_u64().unwrap());
    }
    assert_eq!(
        got,
        expected_counts(&text),
        "{}",
        serde_json::to_string_pretty(&report).unwrap()
    );

    // The output, as expected.
    let printed = std::fs::read_to_string(&out).unwrap();
    let expected_path = file.with_extension("expected");
    if std::env::var_os("APPLY_BLESS").is_some() {
        std::fs::write(&expected_path, body(&printed)).unwrap();
    }
    let expected = std::fs::read_to_string(&expected_path)
        .unwrap_or_else(|_| panic!("{} missing (APPLY_BLESS=1 writes it)", expected_path.display()));
    assert_eq!(body(&printed), expected, "output of {}", file.display());

    // LLVM's verifier.
    let v = Command::new("opt-22")
        .args(["-passes=verify", "-disable-output"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        v.status.success(),
        "opt-22 rejects the output: {}",
        String::from_utf8_lossy(&v.stderr)
    );

    // Each changed function refines the original.
    let before = minotaur::llvm::load_module(file).unwrap();
    let after = minotaur::llvm::load_module(&out).unwrap();
    let mut changed = 0;
    for f in before.functions() {
        let g = after.function(&f.name).expect("every function is still there");
        if minotaur::ir::print_function(f) == minotaur::ir::print_function(g) {
            continue;
        }
        changed += 1;
        if has_loop(f) {
            continue;
        }
        let (mut s, mut t) = (f.clone(), g.clone());
        s.name = "src".into();
        t.name = "tgt".into();
        let v = minotaur::smt::refines(&s, &t, &Default::default()).unwrap();
        assert!(
            matches!(v, minotaur::smt::Verdict::Valid),
            "@{} after apply does not refine the original: {v:?}",
            f.name
        );
    }
    let rewritten = report["sites_rewritten"].as_u64().unwrap();
    assert_eq!(
        changed > 0,
        rewritten > 0,
        "functions changed: {changed}, sites rewritten: {rewritten}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A corrupt input is named and fails the run (exit 1); the good input beside it is
/// still written, and no temporary file is left behind.
fn bad_input_is_named_and_the_rest_is_written() {
    let dir = std::env::temp_dir().join(format!("minotaur-apply-bad-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let input = dir.join("in");
    std::fs::create_dir_all(&input).unwrap();
    let good = data().join("single_block.ll");
    std::fs::copy(&good, input.join("good.ll")).unwrap();
    std::fs::write(input.join("bad.bc"), b"BC\xC0\xDEnot really bitcode").unwrap();
    let db = dir.join("store.db");
    store_for(&good, &db, &rewrites(&std::fs::read_to_string(&good).unwrap()));
    let out = dir.join("out");
    let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .arg("apply")
        .arg(&input)
        .arg("--db")
        .arg(&db)
        .arg("-o")
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("bad.bc"), "the message names the file: {err}");
    assert!(out.join("good.ll").exists(), "the good input is written");
    assert!(!out.join("bad.bc").exists(), "nothing is written for the bad one");
    let leftovers: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name())
        .collect();
    assert_eq!(leftovers.len(), 1, "no temporary files: {leftovers:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// An archive's bitcode members are rewritten, each written under the output directory
/// as `<archive file name>/<member name>`; in place, a member is refused by name.
fn archive_members_are_rewritten_under_the_output() {
    let dir = std::env::temp_dir().join(format!("minotaur-apply-ar-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let good = data().join("single_block.ll");
    let text = std::fs::read_to_string(&good).unwrap();
    let bc = dir.join("good.bc");
    let lib = dir.join("lib.a");
    let tool = |name: &str, args: &[&std::ffi::OsStr]| {
        let o = Command::new(name).args(args).output().unwrap();
        assert!(o.status.success(), "{name}: {}", String::from_utf8_lossy(&o.stderr));
    };
    tool("llvm-as-22", &[good.as_os_str(), "-o".as_ref(), bc.as_os_str()]);
    tool("llvm-ar-22", &["rc".as_ref(), lib.as_os_str(), bc.as_os_str()]);
    let db = dir.join("store.db");
    store_for(&good, &db, &rewrites(&text));
    let apply = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_minotaur"))
            .arg("apply")
            .arg(&lib)
            .arg("--db")
            .arg(&db)
            .args(extra)
            .output()
            .unwrap()
    };
    let out = dir.join("out");
    let o = apply(&["-o", out.to_str().unwrap(), "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(report["files"], 1, "{report}");
    assert_eq!(
        report["sites_rewritten"].as_u64(),
        expected_counts(&text).get("rewritten").copied(),
        "{report}"
    );
    let member = lib.display().to_string() + "(good.bc)";
    assert_eq!(report["per_file"][0]["file"], member.as_str(), "{report}");
    let written = std::fs::read(out.join("lib.a").join("good.bc")).expect("the member's output");
    assert!(written.starts_with(b"BC\xC0\xDE"), "bitcode, as the member was");
    let o = apply(&["--in-place"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains(&member) && err.contains("in place"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `minotaur cc` in a real compile: `--crawl-only` stores the unit's cuts, a rewrite of
/// the loop-vectorizer trip count (`n - ((n & 15) == 0 ? 16 : n & 15)` as
/// `(n - 1) & -16`) is stored for its site, the wrapper applies it (its log says so),
/// and the program linked from the rewritten object computes what the plain one does.
fn cc_applies_in_a_real_compile() {
    let dir = std::env::temp_dir().join(format!("minotaur-cc-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let w = |n: &str, t: &str| std::fs::write(dir.join(n), t).unwrap();
    w(
        "trip.c",
        "unsigned trip(unsigned n) { return n - ((n & 15) == 0 ? 16 : (n & 15)); }\n",
    );
    w(
        "main.c",
        "unsigned trip(unsigned);\n\
         int main(void) {\n\
           for (unsigned n = 0; n < 100000; n++) {\n\
             unsigned r = n % 16 == 0 ? 16 : n % 16;\n\
             if (trip(n) != n - r) return 1;\n\
           }\n\
           return trip(0xffffffffu) == 0xfffffff0u ? 0 : 1;\n\
         }\n",
    );
    let db = dir.join("s.db");
    let cc = |extra: &[&str], out: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
            .current_dir(&dir)
            .arg("cc")
            .arg("--db")
            .arg(&db)
            .args(extra)
            .args(["--", "clang-22", "-O3", "-c", "trip.c", "-o", out])
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "minotaur cc: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    };
    cc(&["--crawl-only"], "plain.o");
    let store = Store::open(&db).unwrap();
    let cut: String = store
        .top_cuts(100)
        .unwrap()
        .into_iter()
        .find(|c| {
            let sites = store.sites_of(&c.hash).unwrap();
            sites.iter().any(|s| s.function == "trip" && s.name == "5")
        })
        .map(|c| c.hash)
        .expect("the sub is a site");
    drop(store);
    super::common::store_found(
        &db,
        &cut,
        "(and (add (val i32 %0), (const i32 -1), i32), (const i32 -16), i32)",
    );
    cc(&["--log", "log.jsonl"], "rewritten.o");
    let log: serde_json::Value =
        serde_json::from_str(std::fs::read_to_string(dir.join("log.jsonl")).unwrap().trim()).unwrap();
    assert_eq!(log["sites_rewritten"], 1, "{log}");
    assert_eq!(log["rewrites"][&cut], 1, "{log}");
    for obj in ["plain.o", "rewritten.o"] {
        let exe = dir.join(format!("{obj}.exe"));
        let o = Command::new("clang-22")
            .current_dir(&dir)
            .args(["-O1", "main.c", obj, "-o"])
            .arg(&exe)
            .output()
            .unwrap();
        assert!(o.status.success(), "link: {}", String::from_utf8_lossy(&o.stderr));
        assert!(Command::new(&exe).status().unwrap().success(), "{obj}: wrong results");
    }
    let dis = |o: &str| {
        let out = Command::new("llvm-objdump-22")
            .args(["-d", "--no-show-raw-insn"])
            .arg(dir.join(o))
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .skip(3)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_ne!(
        dis("plain.o"),
        dis("rewritten.o"),
        "the rewrite changed the machine code"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

pub fn trials() -> Vec<Trial> {
    let files = crate::common::ll_files(&data());
    assert!(files.len() >= 5, "tests/data/apply holds the cases");
    [
        crate::test(
            "apply",
            "bad_input_is_named_and_the_rest_is_written",
            bad_input_is_named_and_the_rest_is_written,
        ),
        crate::test(
            "apply",
            "archive_members_are_rewritten_under_the_output",
            archive_members_are_rewritten_under_the_output,
        ),
        crate::test("apply", "cc_applies_in_a_real_compile", cc_applies_in_a_real_compile),
    ]
    .into_iter()
    .chain(files.into_iter().map(|f| {
        let name = format!("apply::{}", f.file_stem().unwrap().to_string_lossy());
        crate::hard_limit::trial(name, move || {
            case(&f);
            Ok(())
        })
    }))
    .collect()
}
