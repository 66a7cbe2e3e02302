//! `minotaur bench speedup` end to end on the fake project of `tests/data/speedup/tiny`
//! (a `native.sh` that compiles one C file with the `--cc` given, one `[[bench]]`): the
//! results file's shape, ratios that are positive numbers (never a timing threshold), and
//! a failing test suite failing the command.

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-speedup-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `bench speedup` on tests/data/speedup with `extra` arguments and environment;
/// returns its output and the results file.
fn speedup(name: &str, extra: &[&str], env: &[(&str, &str)]) -> (Output, Value) {
    let d = scratch(name);
    let out = d.join("speedup.json");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_minotaur"));
    cmd.args([
        "bench",
        "speedup",
        "--corpora",
        "tests/data/speedup",
        "--reps",
        "2",
        "--no-callgrind",
        "--check",
    ])
    .arg("--work")
    .arg(d.join("work"))
    .arg("--out")
    .arg(&out)
    .args(extra)
    .current_dir(env!("CARGO_MANIFEST_DIR"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let o = cmd.output().expect("run minotaur bench speedup");
    let text = std::fs::read_to_string(&out).unwrap_or_else(|e| {
        panic!(
            "no {}: {e}\nstdout:\n{}\nstderr:\n{}",
            out.display(),
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
    });
    // Written atomically: no temporary file is left beside it.
    let left: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    (o, serde_json::from_str(&text).expect("speedup.json is JSON"))
}

fn positive(v: &Value, what: &str) -> f64 {
    let x = v.as_f64().unwrap_or_else(|| panic!("{what} is not a number: {v}"));
    assert!(x.is_finite() && x > 0.0, "{what} = {x}");
    x
}

/// The shape every successful run has, whatever the compilers.
fn check_shape(o: &Output, v: &Value) -> Value {
    let log = format!(
        "stdout:\n{}\nstderr:\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(o.status.code(), Some(0), "{log}\n{v:#}");
    assert_eq!(v["ok"], true, "{v:#}");
    assert_eq!(v["reps"], 2);
    assert_eq!(v["callgrind"], false);
    let ps = v["projects"].as_array().expect("projects");
    assert_eq!(ps.len(), 1, "{v:#}");
    let p = &ps[0];
    assert_eq!(p["name"], "tiny");
    assert_eq!(p["errors"].as_array().map(Vec::len), Some(0), "{p:#}");
    for b in ["baseline", "rewritten_cold", "rewritten_warm"] {
        positive(
            &p["builds"][b]["build"]["seconds"],
            &format!("builds.{b}.build.seconds"),
        );
        assert_eq!(p["builds"][b]["error"], Value::Null);
    }
    for b in ["baseline", "rewritten_warm"] {
        assert_eq!(p["builds"][b]["check"]["passed"], true, "{p:#}");
        assert_eq!(p["builds"][b]["check"]["tests"], 1);
    }
    positive(&p["compile_overhead"]["cold"], "compile_overhead.cold");
    positive(&p["compile_overhead"]["warm"], "compile_overhead.warm");
    let benches = p["benches"].as_array().expect("benches");
    assert_eq!(benches.len(), 1);
    let b = &benches[0];
    assert_eq!(b["name"], "loop");
    assert_eq!(b["error"], Value::Null);
    for side in ["base", "rewritten"] {
        let t = b[side]["wall_s"].as_array().expect("wall_s");
        assert_eq!(t.len(), 2, "{b:#}");
        for x in t {
            positive(x, "wall_s");
        }
        let (lo, med) = (
            positive(&b[side]["wall_min_s"], "wall_min_s"),
            positive(&b[side]["wall_median_s"], "wall_median_s"),
        );
        assert!(lo <= med, "{b:#}");
    }
    positive(&b["ratio"]["wall_median"], "ratio.wall_median");
    positive(&b["ratio"]["wall_min"], "ratio.wall_min");
    assert_eq!(
        b["ratio"].get("instructions"),
        None,
        "no callgrind, no instruction ratio"
    );
    positive(&p["geomean"]["wall_median"], "project geomean");
    positive(&v["geomean"]["wall_median"], "overall geomean");
    assert!(String::from_utf8_lossy(&o.stdout).contains("loop"), "{log}");
    p.clone()
}

fn plain_clang_on_both_sides() {
    let (o, v) = speedup("plain", &["--plain"], &[]);
    let p = check_shape(&o, &v);
    assert_eq!(p["plain"], true);
    assert_eq!(p["store"], Value::Null);
    assert_eq!(p["rewrites"]["translation_units"], 0, "no wrapper, no log");
}

fn through_the_wrapper_with_an_empty_store() {
    // No --db for the project: the rewritten side goes through `minotaur cc` with an
    // empty store, and the results file says so; the wrapper logs each compile.
    let (o, v) = speedup("wrapper", &[], &[]);
    let p = check_shape(&o, &v);
    assert_eq!(p["plain"], false);
    assert!(
        p["store_note"].as_str().is_some_and(|s| s.contains("empty store")),
        "{p:#}"
    );
    assert!(p["store"].as_str().is_some_and(|s| s.ends_with("empty.db")), "{p:#}");
    assert_eq!(p["rewrites"]["translation_units"], 1, "{p:#}");
    assert_eq!(p["rewrites"]["sites_rewritten"], 0, "{p:#}");
    assert_eq!(p["rewrites"]["errors"].as_array().map(Vec::len), Some(0), "{p:#}");
    assert_eq!(p["warm_rebuild"]["translation_units"], 1, "{p:#}");
}

fn a_failing_test_suite_fails_the_command() {
    let (o, v) = speedup("failing", &["--plain"], &[("TINY_WRONG_ANSWER", "1")]);
    assert_eq!(o.status.code(), Some(1), "{v:#}");
    assert_eq!(v["ok"], false);
    let p = &v["projects"][0];
    assert_eq!(p["builds"]["baseline"]["check"]["passed"], false, "{p:#}");
    let failed = p["builds"]["baseline"]["check"]["failed"].as_array().expect("failed");
    assert!(
        failed
            .iter()
            .any(|f| f.as_str().is_some_and(|s| s.contains("expected 504196"))),
        "{p:#}"
    );
    assert!(!p["errors"].as_array().expect("errors").is_empty());
}

fn bad_db_argument_is_an_error() {
    let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .args([
            "bench",
            "speedup",
            "--corpora",
            "tests/data/speedup",
            "--db",
            "nosuch=x.db",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("nosuch"));
}

/// `--veto-from-run` end to end: a store holds a correct rewrite of `main`'s `or` (the
/// cut of `tests/data/speedup/tiny-veto.txt`) that costs a machine instruction; the
/// rewritten build runs more instructions under callgrind, the veto names that rewrite in
/// `main`, and the vetoed build runs exactly the plain build's instructions.
fn veto_from_run_removes_a_rewrite_that_costs_instructions() {
    let d = scratch("veto");
    let db = d.join("s.db");
    let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .arg("cc")
        .arg("--db")
        .arg(&db)
        .args(["--crawl-only", "--", "clang-22", "-O2", "-march=x86-64-v2", "-c"])
        .arg(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/speedup/tiny/tiny.c"))
        .arg("-o")
        .arg(d.join("t.o"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let fixture =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/speedup/tiny-veto.txt"))
            .unwrap();
    let want = fixture.split_once("cut:\n").expect("a cut: section").1;
    let store = minotaur::store::Store::open_existing(&db).unwrap();
    let cut = store
        .all_cut_texts()
        .unwrap()
        .into_iter()
        .find(|(_, text)| text.as_str() == want)
        .map(|(hash, _)| hash)
        .unwrap_or_else(|| panic!("no cut of tiny.c is the fixture's:\n{want}"));
    drop(store);
    // The cut with its `t & 1` counted by `ctpop`: the same value (a bit's count is the
    // bit), one `popcnt` more per iteration, which llc-22 keeps.
    let x = "(xor (val i32 %0), (val i32 %1), i32)";
    let y = format!("(xor (lshr {x}, (const i32 17), i32), {x}, i32)");
    let z = format!("(xor (shl {y}, (const i32 5), i32), {y}, i32)");
    let t = "(trunc (val i64 %2), i32)";
    let rewrite = format!("(or (add {z}, {t}, i32), (ctpop (and {t}, (const i32 1), i32), i32), i32)");
    crate::common::store_found(&db, &cut, &rewrite);
    let out = d.join("speedup.json");
    let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .args([
            "bench",
            "speedup",
            "--corpora",
            "tests/data/speedup",
            "--reps",
            "1",
            "--veto-from-run",
        ])
        .arg(format!("--db=tiny={}", db.display()))
        .arg("--work")
        .arg(d.join("work"))
        .arg("--out")
        .arg(&out)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    assert!(o.status.success(), "{}\n{v:#}", String::from_utf8_lossy(&o.stderr));
    let p = &v["projects"][0];
    assert_eq!(p["rewrites"]["sites_rewritten"], 1, "{p:#}");
    let more = p["benches"][0]["ratio"]["instructions"].as_f64().unwrap();
    assert!(more < 1.0, "the rewrite should cost instructions: ratio {more}");
    let veto = &p["veto"];
    assert_eq!(veto["entries"].as_array().map(Vec::len), Some(1), "{veto:#}");
    assert_eq!(
        (&veto["entries"][0]["function"], veto["entries"][0]["cut"].as_str()),
        (&Value::from("main"), Some(cut.as_str()))
    );
    assert_eq!(veto["rewrites"]["skipped_by_reason"]["vetoed"], 1, "{veto:#}");
    assert_eq!(veto["rewrites"]["sites_rewritten"], 0, "{veto:#}");
    // Whole-process counts: the loader's few instructions vary with the build folder's
    // name (`rewritten`, `vetoed`), the rewrite's cost is one `popcnt` an iteration.
    let count = |b: &Value, side: &str| b[side]["instructions"].as_i64().unwrap();
    let cost = count(&p["benches"][0], "rewritten") - count(&p["benches"][0], "base");
    let left = count(&veto["benches"][0], "rewritten") - count(&veto["benches"][0], "base");
    assert!(
        cost >= 299_000, // 300,000 iterations, give or take the loader's few instructions
        "the rewrite cost {cost} instructions, not one per iteration"
    );
    assert!(
        left.abs() * 1000 < cost,
        "vetoed: {left} instructions from plain (the rewrite cost {cost})"
    );
    assert_eq!(veto["benches"][0]["ratio"]["instructions"], 1.0, "{veto:#}");
    let file = minotaur::apply::Veto::read(std::path::Path::new(veto["file"].as_str().unwrap())).unwrap();
    assert!(file.covers("main", &cut) && !file.covers("main", "0"));
}

/// This module's tests, for the one test binary (`main.rs`).
/// Two runs' results combine: `--merge A --merge B` with no `--project` measures nothing,
/// keeps every project with the command that measured it, and recomputes the geomean.
fn earlier_runs_merge() {
    let (_, first) = speedup("merge-a", &["--plain"], &[]);
    let d = scratch("merge");
    let a = d.join("a.json");
    std::fs::write(&a, serde_json::to_string(&first).unwrap()).unwrap();
    // A second "project": the same entry renamed, as another run would have written it.
    let mut second = first.clone();
    second["projects"][0]["name"] = Value::from("tiny2");
    second["command"] = Value::from("minotaur bench speedup --project tiny2");
    second["projects"][0].as_object_mut().unwrap().remove("command");
    let b = d.join("b.json");
    std::fs::write(&b, serde_json::to_string(&second).unwrap()).unwrap();
    let out = d.join("all.json");
    let o = Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .args(["bench", "speedup", "--merge"])
        .arg(&a)
        .arg("--merge")
        .arg(&b)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let names: Vec<&str> = v["projects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["tiny", "tiny2"]);
    assert_eq!(v["projects"][1]["command"], "minotaur bench speedup --project tiny2");
    assert!(v["projects"][0]["command"].as_str().unwrap().contains("--plain"));
    positive(&v["geomean"]["wall_median"], "merged geomean");
}

pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(module_path!(), "earlier_runs_merge", earlier_runs_merge),
        crate::test(module_path!(), "plain_clang_on_both_sides", plain_clang_on_both_sides),
        crate::test(
            module_path!(),
            "veto_from_run_removes_a_rewrite_that_costs_instructions",
            veto_from_run_removes_a_rewrite_that_costs_instructions,
        ),
        crate::test(
            module_path!(),
            "a_failing_test_suite_fails_the_command",
            a_failing_test_suite_fails_the_command,
        ),
        crate::test(
            module_path!(),
            "bad_db_argument_is_an_error",
            bad_db_argument_is_an_error,
        ),
        crate::test(
            module_path!(),
            "through_the_wrapper_with_an_empty_store",
            through_the_wrapper_with_an_empty_store,
        ),
    ]
}
