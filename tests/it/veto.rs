//! The profile-guided veto (issue 34) on the fixture of `tests/data/veto/`: `minotaur cc`
//! applies a stored rewrite to `trip` (its log names the rewrite in that function, which
//! is what a veto file names), the instruction count of `trip` under callgrind changes;
//! with `cc --veto FILE` naming that rewrite in `trip`, the site is skipped as `vetoed`,
//! the object is the plain one and `trip` executes exactly the plain build's instructions.

use minotaur::store::Store;
use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::{Failed, Trial};

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/veto")
}

/// Runs a command in `dir`; its failure is the test's, with its stderr.
fn run(dir: &Path, cmd: &mut Command) -> Result<(), Failed> {
    let o = cmd.current_dir(dir).output().map_err(|e| e.to_string())?;
    if !o.status.success() {
        return Err(format!("{cmd:?}: {}", String::from_utf8_lossy(&o.stderr)).into());
    }
    Ok(())
}

/// `trip.c` through `minotaur cc` into `obj`, with these extra wrapper arguments.
fn cc(dir: &Path, db: &Path, extra: &[&str], obj: &str) -> Result<(), Failed> {
    let trip = data().join("trip.c");
    run(
        dir,
        Command::new(env!("CARGO_BIN_EXE_minotaur"))
            .arg("cc")
            .arg("--db")
            .arg(db)
            .args(extra)
            .args(["--", "clang-22", "-O3", "-c"])
            .arg(&trip)
            .args(["-o", obj]),
    )
}

/// The instructions `trip` executes in the program linked from `obj` and `main.c`.
fn trip_count(dir: &Path, obj: &str) -> Result<u64, Failed> {
    let exe = dir.join(format!("{obj}.exe"));
    run(
        dir,
        Command::new("clang-22")
            .args(["-O1"])
            .arg(data().join("main.c"))
            .arg(obj)
            .arg("-o")
            .arg(&exe),
    )?;
    let (_, fns) =
        minotaur::bench::speedup::instruction_counts(&exe.display().to_string(), dir, &dir.join(format!("cg-{obj}")))
            .map_err(|e| e.to_string())?;
    fns.iter()
        .find(|(f, _)| f == "trip")
        .map(|(_, n)| *n)
        .ok_or_else(|| format!("{obj}: no `trip` in callgrind's functions: {fns:?}").into())
}

/// Stores the trip-count rewrite as found for the cut rooted at `trip`'s `sub`.
fn store_rewrite(db: &Path) -> Result<String, Failed> {
    let store = Store::open(db).map_err(|e| e.to_string())?;
    let cut: String = store
        .top_cuts(100)
        .map_err(|e| e.to_string())?
        .into_iter()
        .find(|c| {
            let sites = store.sites_of(&c.hash).unwrap_or_default();
            sites.iter().any(|s| s.function == "trip" && s.name == "5")
        })
        .map(|c| c.hash)
        .ok_or("trip's sub is not a site")?;
    drop(store);
    super::common::store_found(
        db,
        &cut,
        "(and (add (val i32 %0), (const i32 -1), i32), (const i32 -16), i32)",
    );
    Ok(cut)
}

fn log_of(dir: &Path, name: &str) -> Result<serde_json::Value, Failed> {
    let text = std::fs::read_to_string(dir.join(name)).map_err(|e| e.to_string())?;
    Ok(serde_json::from_str(text.trim()).map_err(|e| e.to_string())?)
}

fn objdump(dir: &Path, obj: &str) -> Result<String, Failed> {
    let out = Command::new("llvm-objdump-22")
        .args(["-d", "--no-show-raw-insn"])
        .arg(dir.join(obj))
        .output()
        .map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .skip(3)
        .collect::<Vec<_>>()
        .join("\n"))
}

fn a_veto_gives_back_the_plain_function() -> Result<(), Failed> {
    let dir = std::env::temp_dir().join(format!("minotaur-veto-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let db = dir.join("s.db");
    cc(&dir, &db, &["--crawl-only"], "plain.o")?;
    let cut = store_rewrite(&db)?;
    cc(&dir, &db, &["--log", "rewritten.jsonl"], "rewritten.o")?;
    let log = log_of(&dir, "rewritten.jsonl")?;
    if log["function_rewrites"]["trip"][&cut] != 1 {
        return Err(format!("the log does not name the rewrite in trip: {log}").into());
    }
    let (plain, rewritten) = (trip_count(&dir, "plain.o")?, trip_count(&dir, "rewritten.o")?);
    if plain == rewritten {
        return Err(format!("the rewrite left trip's count alone ({plain}): nothing to give back").into());
    }
    std::fs::write(
        dir.join("veto.txt"),
        format!("# the fixture's veto\ntrip {cut}  # test\n"),
    )
    .map_err(|e| e.to_string())?;
    cc(&dir, &db, &["--log", "vetoed.jsonl", "--veto", "veto.txt"], "vetoed.o")?;
    let log = log_of(&dir, "vetoed.jsonl")?;
    if log["sites_rewritten"] != 0 || log["skipped"]["vetoed"] != 1 {
        return Err(format!("the site was not skipped as vetoed: {log}").into());
    }
    let vetoed = trip_count(&dir, "vetoed.o")?;
    if vetoed != plain {
        return Err(format!("trip: plain {plain}, rewritten {rewritten}, vetoed {vetoed} instructions").into());
    }
    if objdump(&dir, "vetoed.o")? != objdump(&dir, "plain.o")? {
        return Err("the vetoed object differs from the plain one".into());
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

pub fn trials() -> Vec<Trial> {
    vec![crate::hard_limit::trial(
        "veto::a_veto_gives_back_the_plain_function",
        a_veto_gives_back_the_plain_function,
    )]
}
