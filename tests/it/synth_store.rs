//! `minotaur synth` over a crawled database: every stored rewrite re-verifies from its
//! `@src`/`@tgt` file, and a run killed with SIGKILL keeps what it stored while the next
//! run continues with the rest.

use crate::common::{exe, text};
use minotaur::store::Store;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-synth-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(args: &[&str], db: &Path) -> Output {
    Command::new(exe())
        .args(args)
        .arg("--db")
        .arg(db)
        .output()
        .expect("run minotaur")
}

/// A database of the sample corpus's cuts.
fn crawled(dir: &Path) -> PathBuf {
    crawled_from(dir, &Path::new(env!("CARGO_MANIFEST_DIR")).join("corpora/sample"))
}

/// A database of the cuts of the `.ll` or bitcode files in `sample`.
fn crawled_from(dir: &Path, sample: &Path) -> PathBuf {
    let db = dir.join("m.db");
    let o = Command::new(exe())
        .arg("crawl")
        .arg("--db")
        .arg(&db)
        .arg(sample)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    db
}

fn results(db: &Path) -> Vec<(String, String)> {
    let s = Store::open_existing(db).unwrap();
    let d = s.dump().unwrap();
    // The synth_results section, one line per cut, without the timing columns.
    let mut out = Vec::new();
    let mut on = false;
    for line in d.lines() {
        if line.starts_with("== ") {
            on = line == "== synth_results";
            continue;
        }
        if on {
            let cut = line.split('|').next().unwrap_or("").to_string();
            out.push((cut, line.to_string()));
        }
    }
    out
}

fn stored_rewrites_reverify_from_their_files() {
    // A corpus of four synthesis cases (two rewrites LLVM does not make, one of them a
    // masked load, two it does), so that the run is sure to store rewrites of each kind;
    // every cut of them is tried.
    let dir = scratch("reverify");
    let corpus = dir.join("corpus");
    std::fs::create_dir_all(&corpus).unwrap();
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/synth");
    for case in [
        "fp_fabs_ogt_neg1.ll",
        "cf_triangle_clamp0.ll",
        "int_or_minus_and_xor.ll",
        "mem_lanes_i32_3of4_passthru.ll",
    ] {
        std::fs::copy(cases.join(case), corpus.join(case)).unwrap();
    }
    let db = crawled_from(&dir, &corpus);
    let o = run(&["synth", "-j", "2", "--cut-budget", "10", "--json"], &db);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["pending"], v["tried"], "{v}");
    // The quick pass saw every cut; its per-status seconds add up to the final ones.
    let passes = v["passes"].as_array().expect("passes in the summary");
    assert_eq!(passes[0]["pass"], 1, "{v}");
    assert_eq!(passes[0]["tried"], v["tried"], "{v}");
    let per_pass: f64 = passes
        .iter()
        .flat_map(|p| p["by_status"].as_object().unwrap().values())
        .map(|t| t["seconds"].as_f64().unwrap())
        .sum();
    let final_: f64 = v["seconds_by_final_status"]
        .as_object()
        .unwrap()
        .values()
        .map(|x| x.as_f64().unwrap())
        .sum();
    assert!((per_pass - final_).abs() < 1e-6, "{v}");
    // The workers' verification tallies reach the summary: every found rewrite was a
    // `valid` query, and verifying took part of the search time, not more.
    let valid: u64 = passes
        .iter()
        .map(|p| p["verification"]["valid"]["queries"].as_u64().unwrap())
        .sum();
    assert!(valid >= v["found"].as_u64().unwrap(), "{v}");
    let verifying: f64 = passes
        .iter()
        .flat_map(|p| p["verification"].as_object().unwrap().values())
        .map(|t| t["seconds"].as_f64().unwrap())
        .sum();
    assert!(verifying > 0.0 && verifying <= per_pass, "{v}");
    // Per status too: each status's verifying seconds are part of its seconds, and they
    // add up to the pass's tally.
    let by_status: Vec<&serde_json::Value> = passes
        .iter()
        .flat_map(|p| p["by_status"].as_object().unwrap().values())
        .collect();
    for t in &by_status {
        let (secs, ver) = (
            t["seconds"].as_f64().unwrap(),
            t["verification_seconds"].as_f64().unwrap(),
        );
        assert!(ver <= secs + 1e-6, "{v}");
    }
    let per_status: f64 = by_status
        .iter()
        .map(|t| t["verification_seconds"].as_f64().unwrap())
        .sum();
    assert!((per_status - verifying).abs() < 1e-6, "{v}");
    assert!(
        v["found"].as_u64() >= Some(3),
        "each case's root cut gives a rewrite: {v}"
    );
    assert!(
        v["novel"].as_u64() >= Some(1),
        "fabs(x) > -1 is a NaN check LLVM misses: {v}"
    );
    let out = dir.join("rewrites");
    let o = run(&["rewrites", "--all", "--export", out.to_str().unwrap(), "--json"], &db);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert!(rows.len() >= 3, "{rows:?}");
    assert!(
        rows.iter().any(|r| r.to_string().contains("masked.load")),
        "the lanes case stores a masked load: {rows:?}"
    );
    for r in rows {
        let f = out.join(format!("{}.ll", r["cut"].as_str().unwrap()));
        let o = Command::new(exe()).arg("verify").arg(&f).output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}:\n{}", f.display(), text(&o.stdout));
        // The cost criterion: cheaper by llvm-mca, or as cheap with fewer IR instructions.
        let (after, before) = (r["cost_after"].as_u64(), r["cost_before"].as_u64());
        let fewer = r["insts_after"].as_u64() < r["insts_before"].as_u64();
        match r["gain"].as_str() {
            Some("cheaper") => assert!(after < before, "{r}"),
            Some("fewer-insts") => assert!(after == before && fewer, "{r}"),
            _ => panic!("no gain recorded: {r}"),
        }
    }
}

fn a_killed_synth_keeps_what_it_stored_and_the_next_run_continues() {
    let dir = scratch("kill");
    let db = crawled(&dir);
    let mut child = Command::new(exe())
        .args(["synth", "-j", "1", "--cut-budget", "3", "--limit", "40", "--db"])
        .arg(&db)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if results(&db).len() >= 3 {
            child.kill().unwrap(); // SIGKILL
            break;
        }
        assert!(t0.elapsed() < Duration::from_secs(300), "synth makes no progress");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait().unwrap();
    let before = results(&db);
    assert!(
        before.len() >= 3 && before.len() < 40,
        "{} results at the kill",
        before.len()
    );
    let o = run(
        &["synth", "-j", "2", "--cut-budget", "3", "--limit", "10", "--json"],
        &db,
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let after = results(&db);
    assert_eq!(after.len(), before.len() + 10, "the re-run did 10 more cuts");
    // What the killed run stored stays, but for the quick pass's timeouts: the re-run
    // searches those again with the full budget (its second pass) and replaces them.
    for row in &before {
        if row.1.contains("|\"timeout\"|") {
            assert!(after.iter().any(|a| a.0 == row.0), "the re-run lost {}", row.0);
        } else {
            assert!(after.contains(row), "the re-run kept {}", row.0);
        }
    }
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "stored_rewrites_reverify_from_their_files",
            stored_rewrites_reverify_from_their_files,
        ),
        crate::test(
            module_path!(),
            "a_killed_synth_keeps_what_it_stored_and_the_next_run_continues",
            a_killed_synth_keeps_what_it_stored_and_the_next_run_continues,
        ),
    ]
}
