//! `minotaur crawl` end to end: bad inputs are reported by name while the rest is
//! stored, a second crawl adds nothing, and a crawl killed with SIGKILL at any moment
//! resumes to exactly the contents of an uninterrupted one.

use crate::common::{exe, text};
use minotaur::store::Store;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-crawl-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn crawl(db: &Path, paths: &[&Path], extra: &[&str]) -> Output {
    let mut c = Command::new(exe());
    c.arg("crawl").arg("--db").arg(db).args(extra);
    for p in paths {
        c.arg(p);
    }
    c.output().expect("run minotaur crawl")
}

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

fn bad_inputs_are_named_and_the_rest_is_stored() {
    let dir = scratch("bad");
    let good = std::fs::read(repo("corpora/sample/zstd_hist.bc")).unwrap();
    std::fs::write(dir.join("good.bc"), &good).unwrap();
    std::fs::write(dir.join("truncated.bc"), &good[..good.len() / 2]).unwrap();
    let mut corrupt = good.clone();
    for (i, b) in corrupt.iter_mut().enumerate().skip(200).take(2000) {
        *b = b.wrapping_mul(31).wrapping_add(i as u8);
    }
    std::fs::write(dir.join("corrupt.bc"), &corrupt).unwrap();
    std::fs::write(dir.join("text.bc"), "this is not bitcode\n").unwrap();
    std::fs::write(dir.join("empty.bc"), "").unwrap();
    std::fs::write(dir.join("garbage.ll"), "define i32 @f( {\n").unwrap();
    std::fs::write(dir.join("notes.txt"), "ignored: not an LLVM input\n").unwrap();
    let db = dir.join("m.db");
    let o = crawl(&db, &[&dir], &["-j", "2"]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "stdout:\n{}\nstderr:\n{err}", text(&o.stdout));
    for bad in ["truncated.bc", "corrupt.bc", "text.bc", "empty.bc", "garbage.ll"] {
        let line = err.lines().find(|l| l.contains(bad));
        assert!(line.is_some(), "{bad} not named in:\n{err}");
    }
    assert!(!err.contains("notes.txt") && !err.contains("good.bc"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    let s = Store::open_existing(&db).unwrap();
    let t = s.totals().unwrap();
    assert_eq!(t.files, 1, "only good.bc is stored");
    assert!(t.cuts > 10 && t.sites >= t.cuts, "{t:?}");
    assert_eq!(s.crawl_errors().unwrap().len(), 5);

    // A missing path is an input error too, named, and the run still stores the rest.
    let o = crawl(&dir.join("m2.db"), &[&dir.join("good.bc"), &dir.join("nope.bc")], &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("nope.bc"), "{}", text(&o.stderr));
    let t2 = Store::open_existing(&dir.join("m2.db")).unwrap().totals().unwrap();
    assert_eq!((t2.files, t2.cuts), (1, t.cuts));
}

/// A corpus of 24 files: the round-trip samples, each in three copies that differ only
/// in a trailing comment (distinct contents with the same cuts).
fn corpus(dir: &Path) -> PathBuf {
    let c = dir.join("corpus");
    std::fs::create_dir_all(&c).unwrap();
    for e in std::fs::read_dir(repo("tests/data/roundtrip")).unwrap() {
        let p = e.unwrap().path();
        let body = std::fs::read_to_string(&p).unwrap();
        let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
        for k in 0..3 {
            std::fs::write(c.join(format!("{stem}_{k}.ll")), format!("{body}\n; copy {k}\n")).unwrap();
        }
    }
    c
}

fn a_second_crawl_adds_nothing() {
    let dir = scratch("again");
    let c = corpus(&dir);
    let db = dir.join("m.db");
    let first = crawl(&db, &[&c], &["--json"]);
    assert!(matches!(first.status.code(), Some(0 | 1)), "{}", text(&first.stderr));
    let before = Store::open_existing(&db).unwrap().dump().unwrap();
    let second = crawl(&db, &[&c], &["--json"]);
    let v: serde_json::Value = serde_json::from_slice(&second.stdout).unwrap();
    let errors = v["errors"].as_array().unwrap().len() as u64;
    assert_eq!(
        v["skipped"].as_u64().unwrap() + errors,
        v["inputs"].as_u64().unwrap(),
        "{v}"
    );
    assert_eq!(v["new_cuts"], 0);
    assert_eq!(Store::open_existing(&db).unwrap().dump().unwrap(), before);
    // Copies share their cuts: sites triple, cuts do not.
    let f: serde_json::Value = serde_json::from_slice(&first.stdout).unwrap();
    assert!(
        f["sites"].as_u64().unwrap() >= 3 * f["unique_cuts"].as_u64().unwrap() / 2,
        "{f}"
    );
}

/// The crawl counts the roots whose cut took a shared freeze as an argument: in
/// tests/data/cut/shared_freeze.ll, @g's %m (whose cut is then the root alone, so not
/// stored) and @k's %km; @h's freeze feeds only its root and stays inside.
fn shared_freezes_are_counted() {
    let dir = scratch("freeze");
    let db = dir.join("m.db");
    let o = crawl(&db, &[&repo("tests/data/cut/shared_freeze.ll")], &["--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["shared_freeze_roots"], 2, "{v}");
    let o = crawl(&dir.join("n.db"), &[&repo("tests/data/cut/shared_freeze.ll")], &[]);
    let out = text(&o.stdout);
    assert!(
        out.contains("shared freeze: 2 roots took a freeze as an argument"),
        "{out}"
    );
}

fn files_stored(db: &Path) -> usize {
    Store::open_existing(db)
        .ok()
        .and_then(|s| s.totals().ok())
        .map_or(0, |t| t.files)
}

fn a_killed_crawl_resumes_to_the_same_contents() {
    let dir = scratch("kill");
    let c = corpus(&dir);
    let whole = dir.join("whole.db");
    let o = crawl(&whole, &[&c], &["-j", "1"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", text(&o.stderr));
    let expected = Store::open_existing(&whole).unwrap().dump().unwrap();
    let total = files_stored(&whole);
    assert!(total >= 12, "{total} files stored");

    // Kill twice at different points, then let a third run finish.
    let db = dir.join("killed.db");
    let mut kills = 0;
    for at in [2, total / 2] {
        let mut child = Command::new(exe())
            .args(["crawl", "-j", "1", "--db"])
            .arg(&db)
            .arg(&c)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let t0 = Instant::now();
        loop {
            if child.try_wait().unwrap().is_some() {
                break;
            }
            if files_stored(&db) >= at {
                child.kill().unwrap(); // SIGKILL
                kills += 1;
                break;
            }
            assert!(t0.elapsed() < Duration::from_secs(120), "crawl hangs");
            std::thread::sleep(Duration::from_millis(2));
        }
        child.wait().unwrap();
        let n = files_stored(&db);
        assert!(n < total || kills == 0, "killed after {n} of {total} files");
    }
    assert!(kills >= 1, "the crawl finished before it could be killed");
    let o = crawl(&db, &[&c], &["-j", "2"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", text(&o.stderr));
    assert_eq!(Store::open_existing(&db).unwrap().dump().unwrap(), expected);
}

fn cuts_lists_shows_and_checks_what_was_crawled() {
    let dir = scratch("cuts");
    let db = dir.join("m.db");
    let o = crawl(&db, &[&repo("corpora/sample")], &[]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let run = |args: &[&str]| {
        Command::new(exe())
            .args(args)
            .arg("--db")
            .arg(&db)
            .output()
            .expect("run minotaur cuts")
    };
    let top = run(&["cuts", "--top", "3", "--json"]);
    assert_eq!(top.status.code(), Some(0), "{}", text(&top.stderr));
    let rows: serde_json::Value = serde_json::from_slice(&top.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 3);
    let sites: Vec<u64> = rows.iter().map(|r| r["sites"].as_u64().unwrap()).collect();
    assert!(sites.windows(2).all(|w| w[0] >= w[1]), "most frequent first: {sites:?}");
    let hash = rows[0]["hash"].as_str().unwrap();
    let show = run(&["cuts", "show", &hash[..12]]);
    let s = text(&show.stdout);
    assert_eq!(show.status.code(), Some(0), "{}", text(&show.stderr));
    assert!(
        s.contains(&format!("; cut {hash}: {} sites", sites[0])) && s.contains("define "),
        "{s}"
    );
    assert_eq!(s.matches("depth 4; arguments:").count() as u64, sites[0], "{s}");
    let check = run(&["cuts", "check"]);
    assert_eq!(check.status.code(), Some(0), "{}", text(&check.stdout));
    assert!(text(&check.stdout).contains(" 0 fail"), "{}", text(&check.stdout));
    let missing = run(&["cuts", "show", "ffffffffffff"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        text(&missing.stderr).contains("ffffffffffff"),
        "{}",
        text(&missing.stderr)
    );
}

/// One module (`tests/data/crawl/mixed.ll`, clang++-22 -O3 of `mixed.cpp`) mixes a
/// function with `invoke`/`landingpad`, one with `callbr` (asm goto), one with an
/// `x86_amx` value the IR cannot read, and plain functions. The file is not lost: the
/// unreadable function is skipped and named (summary, JSON, store), every other function
/// is cut, the non-EH parts of the invoke and callbr functions included, and no cut holds
/// an EH or asm-goto instruction.
fn one_unreadable_function_costs_only_itself() {
    let dir = scratch("mixed");
    let input = dir.join("mixed.ll");
    std::fs::copy(repo("tests/data/crawl/mixed.ll"), &input).unwrap();
    let db = dir.join("m.db");
    let o = crawl(&db, &[&input], &["--json", "-j", "1"]);
    assert_eq!(o.status.code(), Some(0), "stderr:\n{}", text(&o.stderr));
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).expect("crawl --json prints JSON");
    assert_eq!(j["crawled"], 1, "{j}");
    assert_eq!(j["errors"].as_array().map(Vec::len), Some(0), "{j}");
    assert_eq!(j["functions"], 5, "{j}");
    assert_eq!(j["unreadable"], 1, "{j}");
    let by_reason = j["skipped_functions"].as_object().expect("skipped_functions by reason");
    assert_eq!(by_reason.len(), 1, "{j}");
    let (reason, fns) = by_reason.iter().next().unwrap();
    assert_eq!(
        fns,
        &serde_json::json!([format!("{}: @_Z8with_amxPcli", input.display())]),
        "{j}"
    );
    let o = crawl(&dir.join("text.db"), &[&input], &[]);
    let out = text(&o.stdout);
    assert!(out.contains("1 unreadable") && out.contains(reason.as_str()), "{out}");

    let store = Store::open_existing(&db).unwrap();
    let skipped = store.skipped_functions().unwrap();
    assert_eq!(skipped.len(), 1, "{skipped:?}");
    assert_eq!(
        (skipped[0].1.as_str(), skipped[0].2.as_str()),
        ("_Z8with_amxPcli", reason.as_str())
    );
    // Each function's stored sites: (root name, the cut's arguments at the site).
    let mut sites: std::collections::BTreeMap<String, Vec<(String, Vec<String>)>> = Default::default();
    for (hash, cut) in store.all_cut_texts().unwrap() {
        for bad in ["invoke", "landingpad", "callbr", "x86_amx", "asm"] {
            assert!(!cut.contains(bad), "a cut holds '{bad}':\n{cut}");
        }
        for s in store.sites_of(&hash).unwrap() {
            sites.entry(s.function).or_default().push((s.name, s.args));
        }
    }
    let names = |f: &str| -> Vec<String> { sites.get(f).map_or(vec![], |v| v.iter().map(|s| s.0.clone()).collect()) };
    assert!(!sites.contains_key("_Z8with_amxPcli"), "{sites:?}");
    assert!(names("plain_one").contains(&"5".to_string()), "{sites:?}");
    assert!(names("plain_two").contains(&"6".to_string()), "{sites:?}");
    // The invoke's normal destination is cut, with the invoke's result as an argument.
    let inv = &sites["_Z11with_invokeii"];
    let root8 = inv.iter().find(|s| s.0 == "8").unwrap_or_else(|| panic!("{inv:?}"));
    assert!(
        root8.1.contains(&"%4".to_string()),
        "the invoke's %4 is an argument: {root8:?}"
    );
    // Both destinations of the callbr are cut, and the block before it.
    let cb = names("_Z11with_callbrii");
    for r in ["4", "8", "11"] {
        assert!(cb.contains(&r.to_string()), "no site for %{r} in {cb:?}");
    }
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "bad_inputs_are_named_and_the_rest_is_stored",
            bad_inputs_are_named_and_the_rest_is_stored,
        ),
        crate::test(
            module_path!(),
            "a_second_crawl_adds_nothing",
            a_second_crawl_adds_nothing,
        ),
        crate::test(module_path!(), "shared_freezes_are_counted", shared_freezes_are_counted),
        crate::test(
            module_path!(),
            "a_killed_crawl_resumes_to_the_same_contents",
            a_killed_crawl_resumes_to_the_same_contents,
        ),
        crate::test(
            module_path!(),
            "cuts_lists_shows_and_checks_what_was_crawled",
            cuts_lists_shows_and_checks_what_was_crawled,
        ),
        crate::test(
            module_path!(),
            "one_unreadable_function_costs_only_itself",
            one_unreadable_function_costs_only_itself,
        ),
    ]
}
