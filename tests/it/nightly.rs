//! `minotaur nightly` on bitcode of the sample corpus (functions of
//! `corpora/sample/zstd_hist.bc`, extracted with `llvm-extract-22` so a run stays short):
//! a second run the same night does nothing new and says so; a changed file gets only
//! its new cuts synthesized; a bad configuration exits 2 naming the key; a corrupt input
//! exits 1 and is named in the summary's errors.

use crate::common::{exe, text};
use minotaur::store::Store;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "second_run_does_nothing_new_then_only_new_cuts",
            second_run_then_changed,
        ),
        crate::test(
            module_path!(),
            "yesterdays_timeouts_get_twice_their_budget_once",
            timeouts_twice_once,
        ),
        crate::test(module_path!(), "bad_config_exits_2_naming_the_key", bad_config),
        crate::test(module_path!(), "the_documented_configs_read", documented_configs),
        crate::test(module_path!(), "corrupt_input_exits_1_named_in_errors", corrupt_input),
    ]
}

const DATE: &str = "2026-11-28";

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-nightly-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(d.join("corpus")).unwrap();
    d
}

/// The functions `funcs` of the sample's `zstd_hist.bc` as bitcode at `out`.
fn extract(funcs: &[&str], out: &Path) {
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora/sample/zstd_hist.bc");
    let mut c = Command::new("llvm-extract-22");
    for f in funcs {
        c.arg(format!("--func={f}"));
    }
    let o = c.arg(&sample).arg("-o").arg(out).output().expect("run llvm-extract-22");
    assert!(o.status.success(), "llvm-extract-22: {}", text(&o.stderr));
}

/// A configuration in `dir` (paths relative to it) with a small budget per cut.
fn config(dir: &Path) -> PathBuf {
    let p = dir.join("minotaur.toml");
    std::fs::write(
        &p,
        "inputs = [\"corpus\"]\nbudget = \"10m\"\ncut_budget = 0.3\nquick_budget = 0\njobs = 2\nplugin = false\n",
    )
    .unwrap();
    p
}

/// `minotaur nightly --config CONFIG --date DATE --json`: its output and summary.
fn night(config: &Path) -> (Output, serde_json::Value) {
    night_of(config, DATE)
}

/// `minotaur nightly --config CONFIG --date DATE --json` on `date`.
fn night_of(config: &Path, date: &str) -> (Output, serde_json::Value) {
    let o = Command::new(exe())
        .args(["nightly", "--date", date, "--json", "--config"])
        .arg(config)
        .output()
        .expect("run minotaur nightly");
    let v = serde_json::from_slice(&o.stdout).unwrap_or_default();
    (o, v)
}

/// The cuts of `db` that have a synthesis result.
fn with_result(db: &Path) -> BTreeSet<String> {
    let s = Store::open_existing(db).unwrap();
    let mut out = BTreeSet::new();
    for (hash, _) in s.all_cut_texts().unwrap() {
        if s.synth_result(&hash).unwrap().is_some() {
            out.insert(hash);
        }
    }
    out
}

fn n(v: &serde_json::Value, path: &[&str]) -> u64 {
    let mut x = v;
    for k in path {
        x = &x[*k];
    }
    x.as_u64().unwrap_or_else(|| panic!("{path:?} is not a count in {v}"))
}

fn second_run_then_changed() {
    let dir = scratch("twice");
    let file = dir.join("corpus/hist.bc");
    extract(&["HIST_add", "HIST_isError"], &file);
    let cfg = config(&dir);

    let (o, first) = night(&cfg);
    assert_eq!(o.status.code(), Some(0), "{}\n{}", text(&o.stdout), text(&o.stderr));
    assert_eq!(n(&first, &["files", "crawled"]), 1);
    let cuts = n(&first, &["cuts", "new"]);
    assert!(cuts > 0, "{first}");
    assert_eq!(n(&first, &["synthesis", "searched"]), cuts, "every new cut is searched");
    assert_eq!(first["nothing_new"], false);

    let (o, second) = night(&cfg);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(second["run"], 2);
    assert_eq!(second["nothing_new"], true, "{second}");
    assert_eq!(n(&second, &["files", "crawled"]), 0);
    assert_eq!(n(&second, &["files", "skipped"]), 1);
    assert_eq!(n(&second, &["synthesis", "searched"]), 0);
    assert_eq!(second["reports"]["new"], serde_json::json!([]));
    assert_eq!(second["reports"]["changed"], serde_json::json!([]));
    let night_dir = dir.join("nightly").join(DATE);
    let md = std::fs::read_to_string(night_dir.join("summary.md")).unwrap();
    assert!(md.contains("## Run 1") && md.contains("## Run 2"), "{md}");
    assert!(md.contains("Nothing new."), "{md}");
    let all: serde_json::Value =
        serde_json::from_slice(&std::fs::read(night_dir.join("summary.json")).unwrap()).unwrap();
    assert_eq!(
        all["runs"].as_array().map(|r| r.len()),
        Some(2),
        "the first run is kept"
    );

    // The file changes: one more function. Its cuts, from a crawl of it alone.
    let db = dir.join("minotaur.db");
    let had = with_result(&db);
    extract(&["HIST_add", "HIST_isError", "HIST_count_simple"], &file);
    let alone = dir.join("alone.db");
    let o = Command::new(exe())
        .arg("crawl")
        .arg("--db")
        .arg(&alone)
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let its_cuts: BTreeSet<String> = Store::open_existing(&alone)
        .unwrap()
        .all_cut_texts()
        .unwrap()
        .into_iter()
        .map(|(h, _)| h)
        .collect();
    let expected: BTreeSet<String> = its_cuts.difference(&had).cloned().collect();
    assert!(
        !expected.is_empty() && expected.len() < its_cuts.len(),
        "the new file shares cuts with the old one"
    );

    let (o, third) = night(&cfg);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(n(&third, &["files", "crawled"]), 1);
    assert_eq!(third["nothing_new"], false);
    let now = with_result(&db);
    let searched: BTreeSet<String> = now.difference(&had).cloned().collect();
    assert_eq!(
        searched, expected,
        "exactly the changed file's cuts without a result were searched"
    );
    assert_eq!(n(&third, &["synthesis", "searched"]), expected.len() as u64);

    // Once more, without --json: it says so in words.
    let o = Command::new(exe())
        .args(["nightly", "--date", DATE, "--config"])
        .arg(&cfg)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("nothing new"), "{}", text(&o.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each stored timeout and its budget, by cut.
fn timeouts(db: &Path) -> Vec<(String, f64)> {
    let s = Store::open_existing(db).unwrap();
    let mut out = Vec::new();
    for (hash, _) in s.all_cut_texts().unwrap() {
        if let Some(r) = s.synth_result(&hash).unwrap() {
            if r.status == minotaur::store::SynthStatus::Timeout {
                out.push((hash, r.budget));
            }
        }
    }
    out
}

fn timeouts_twice_once() {
    let dir = scratch("timeouts");
    extract(&["HIST_count_simple"], &dir.join("corpus/hist.bc"));
    let cfg = dir.join("minotaur.toml");
    // A tenth of a second per cut: some cuts time out.
    std::fs::write(
        &cfg,
        "inputs = [\"corpus\"]\nbudget = \"10m\"\ncut_budget = 0.1\nquick_budget = 0\njobs = 2\nplugin = false\n",
    )
    .unwrap();
    let db = dir.join("minotaur.db");
    let (o, first) = night_of(&cfg, "2026-11-27");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(
        first["retry"],
        serde_json::Value::Null,
        "nothing to retry on the first night"
    );
    let yesterday = timeouts(&db);
    assert!(!yesterday.is_empty(), "some cut timed out at 0.1 s");
    assert!(yesterday.iter().all(|(_, b)| (*b - 0.1).abs() < 1e-9), "{yesterday:?}");

    // The next night, in its first run only: each of them again at 0.2 s, but those whose
    // search level stopped on a projection past 0.75 × 0.2 s (the synth driver's rule:
    // more time would not finish it either).
    let (o, next) = night_of(&cfg, "2026-11-28");
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let s = Store::open_existing(&db).unwrap();
    let mut retried = 0;
    for (hash, _) in &yesterday {
        let r = s.synth_result(hash).unwrap().unwrap();
        if (r.budget - 0.2).abs() < 1e-9 {
            assert_eq!(r.pass, 3, "{hash}");
            retried += 1;
        } else {
            let stats: serde_json::Value = serde_json::from_str(&r.stats).unwrap();
            let projected = stats["projected"].as_f64().unwrap_or(0.0);
            assert!(
                (r.budget - 0.1).abs() < 1e-9 && projected > 0.15 - 1e-9,
                "{hash}: not retried, budget {} projected {projected}",
                r.budget
            );
        }
    }
    assert!(retried > 0, "some timeout was retried");
    assert_eq!(n(&next, &["synthesis", "retried"]), retried, "{next}");
    assert_eq!(n(&next, &["synthesis", "searched"]), retried);
    drop(s);
    let (_, again) = night_of(&cfg, "2026-11-28");
    assert_eq!(
        n(&again, &["synthesis", "searched"]),
        0,
        "a second run the same night retries nothing"
    );
    // And a later night does not retry them the same way again.
    let (_, later) = night_of(&cfg, "2026-11-29");
    assert_eq!(n(&later, &["synthesis", "searched"]), 0, "{later}");
    assert_eq!(later["nothing_new"], true);
    let _ = std::fs::remove_dir_all(&dir);
}

fn bad_config() {
    let dir = scratch("bad-config");
    let cfg = dir.join("minotaur.toml");
    for (body, key) in [
        ("inputs = [\"corpus\"]\nbudgett = \"1h\"\n", "budgett"),
        ("inputs = [\"corpus\"]\njobs = \"two\"\n", "jobs"),
        ("inputs = [\"corpus\"]\ncut_budget = -1\n", "cut_budget"),
        ("inputs = [\"corpus\"]\nbudget = \"ten minutes\"\n", "budget"),
    ] {
        std::fs::write(&cfg, body).unwrap();
        let (o, _) = night(&cfg);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{body}: {err}");
        assert!(err.contains(key), "{body}: the message names `{key}`: {err}");
        assert!(
            err.contains("minotaur.toml"),
            "{body}: the message names the file: {err}"
        );
        assert!(
            !dir.join("minotaur.db").exists(),
            "a bad configuration touches no store"
        );
    }
    // A missing file is an error too.
    let (o, _) = night(&dir.join("absent.toml"));
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("absent.toml"), "{}", text(&o.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

fn corrupt_input() {
    let dir = scratch("corrupt");
    extract(&["HIST_isError"], &dir.join("corpus/good.bc"));
    // Bitcode's magic number, then garbage.
    std::fs::write(dir.join("corpus/broken.bc"), b"BC\xc0\xde\x35\x14\x00\x00garbage").unwrap();
    let cfg = config(&dir);
    let (o, s) = night(&cfg);
    assert_eq!(o.status.code(), Some(1), "{}\n{}", text(&o.stdout), text(&o.stderr));
    assert_eq!(s["problem"], true);
    assert_eq!(n(&s, &["files", "errors"]), 1);
    assert_eq!(n(&s, &["files", "crawled"]), 1, "the good file is crawled");
    let named: Vec<String> = s["errors"]["crawl"]
        .as_object()
        .expect("crawl errors by reason")
        .values()
        .flat_map(|paths| paths.as_array().cloned().unwrap_or_default())
        .filter_map(|p| p.as_str().map(String::from))
        .collect();
    assert!(named.iter().any(|p| p.ends_with("broken.bc")), "{named:?}");
    let md = std::fs::read_to_string(dir.join("nightly").join(DATE).join("summary.md")).unwrap();
    assert!(md.contains("broken.bc"), "{md}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The `toml` blocks of the README's "Nightly" section and of docs/nightly.md are
/// configurations that read (every key known, every value in range).
fn documented_configs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seen = 0;
    for doc in ["README.md", "docs/nightly.md"] {
        let text = std::fs::read_to_string(root.join(doc)).unwrap();
        for block in text.split("```toml\n").skip(1) {
            let body = block.split("```").next().unwrap();
            if let Err(e) = minotaur::nightly::Config::parse(body, doc, root) {
                panic!("{doc}: the example configuration does not read: {e}");
            }
            seen += 1;
        }
    }
    assert!(seen >= 2, "an example in each document");
}
