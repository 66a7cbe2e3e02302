//! `minotaur import` and `minotaur export` through the real CLI: a shard crawled and
//! synthesized on its own, imported into a store that has one of its files under another
//! id, lists the same cuts, sites and rewrites as a store that crawled everything itself;
//! a second import adds nothing; a store exported to PostgreSQL (a real server, skipped
//! when the machine has none) and back to a new SQLite file keeps every copied row; bad
//! sources are errors that name them and change nothing.

use crate::common::{exe, sample, text};
use minotaur::store::{testing, Store, NOT_COPIED};
use std::path::PathBuf;
use std::process::{Command, Output};

/// `minotaur ARGS` (without `MINOTAUR_DB`).
fn minotaur(args: &[&str]) -> Output {
    Command::new(exe())
        .args(args)
        .env_remove("MINOTAUR_DB")
        .output()
        .expect("run minotaur")
}

/// `minotaur ARGS`, which must succeed; its stdout.
fn ok(args: &[&str]) -> String {
    let o = minotaur(args);
    assert_eq!(o.status.code(), Some(0), "minotaur {args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-transfer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A store's dump without the tables an import does not copy.
fn copied(db: &str) -> String {
    let d = Store::open_existing(db).unwrap().dump().unwrap();
    let mut keep = true;
    let mut out = String::new();
    for line in d.lines() {
        if let Some(t) = line.strip_prefix("== ") {
            keep = !NOT_COPIED.contains(&t);
        }
        if keep {
            out += line;
            out.push('\n');
        }
    }
    out
}

/// The section of `table` in a dump.
fn section<'a>(dump: &'a str, table: &str) -> &'a str {
    let start = dump.find(&format!("== {table}\n")).expect("the table");
    let rest = &dump[start + table.len() + 4..];
    &rest[..rest.find("== ").unwrap_or(rest.len())]
}

/// What `cuts` and `rewrites` list of a store, JSON; the top cut's `cuts show`; every
/// cut's sites (file, function, instruction).
fn listings(db: &str) -> [String; 4] {
    let cuts = ok(&["cuts", "--json", "--top", "100000", "--db", db]);
    let top = serde_json::from_str::<serde_json::Value>(&cuts).unwrap();
    let top = top.as_array().and_then(|a| a.first()).expect("a cut")["hash"]
        .as_str()
        .unwrap()
        .to_string();
    let show = ok(&["cuts", "show", &top, "--json", "--db", db]);
    let rewrites = ok(&["rewrites", "--all", "--json", "--db", db]);
    let s = Store::open_existing(db).unwrap();
    let mut sites = String::new();
    for (hash, _) in s.all_cut_texts().unwrap() {
        for x in s.sites_of(&hash).unwrap() {
            sites += &format!("{hash} {} {} {}\n", x.file, x.function, x.inst);
        }
    }
    [cuts, show, rewrites, sites]
}

fn a_shard_imports_into_a_store_that_has_its_files_under_other_ids() {
    let dir = scratch("shard");
    let path = |n: &str| dir.join(n).display().to_string();
    let (shard, shared, direct) = (path("shard.db"), path("shared.db"), path("direct.db"));
    let (zstd, lz4) = (sample("zstd_hist.bc"), sample("lz4_xxhash.bc"));
    // The shard crawls both files (zstd is its file 1) and synthesizes a few cuts; the
    // shared store has lz4 only (its file 1); `direct` crawls lz4 then zstd.
    ok(&["crawl", &zstd, &lz4, "-j", "1", "--db", &shard]);
    ok(&["synth", "-j", "1", "--limit", "3", "--cut-budget", "1", "--db", &shard]);
    ok(&["crawl", &lz4, "--db", &shared]);
    ok(&["crawl", &lz4, "-j", "1", "--db", &direct]);
    ok(&["crawl", &zstd, "-j", "1", "--db", &direct]);

    let out = ok(&["import", "--db", &shared, &shard]);
    assert!(
        out.contains("not copied: rules, rule_instances, work") && out.contains("minotaur rules"),
        "{out}"
    );
    let [cuts, show, rewrites, sites] = listings(&shared);
    let [direct_cuts, direct_show, _, direct_sites] = listings(&direct);
    assert_eq!(cuts, direct_cuts, "cuts --json");
    assert_eq!(show, direct_show, "cuts show");
    assert_eq!(sites, direct_sites, "every site points at the right file");
    assert!(sites.contains("zstd_hist.bc") && sites.contains("lz4_xxhash.bc"));
    assert_eq!(rewrites, listings(&shard)[2], "rewrites --all --json");
    let (merged, whole) = (copied(&shared), copied(&shard));
    assert_eq!(section(&merged, "synth_results"), section(&whole, "synth_results"));
    assert!(
        !section(&merged, "synth_results").is_empty(),
        "the shard's results came"
    );

    // Twice: nothing added or replaced, nothing changed.
    let again = ok(&["import", "--db", &shared, &shard, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&again).unwrap();
    for table in ["files", "cuts", "sites", "synth_results", "costs", "crawl_errors"] {
        assert_eq!(v[table]["added"], 0, "{table}: {again}");
        assert_eq!(v[table]["replaced"], 0, "{table}: {again}");
    }
    assert_eq!(v["files"]["kept"], 2, "{again}");
    assert_eq!(copied(&shared), merged);

    // Bad sources: errors naming them, the target unchanged.
    for (args, says) in [
        (vec!["import", "--db", &shared, "missing.db"], "missing.db"),
        (vec!["import", "--db", &shared, &shared], "into itself"),
        (vec!["import", "--db", "missing-target.db", &shard], "missing-target.db"),
    ] {
        let o = minotaur(&args);
        let err = text(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    assert_eq!(copied(&shared), merged);
    let _ = std::fs::remove_dir_all(dir);
}

fn a_store_moves_to_postgres_and_back_whole() {
    let url = match testing::postgres().and_then(|pg| pg.fresh_database()) {
        Ok(url) => url,
        Err(why) => return eprintln!("transfer::to_postgres_and_back: skipped: {why}"),
    };
    let dir = scratch("pg");
    let (file, back) = (dir.join("m.db"), dir.join("back.db"));
    let (file, back) = (file.to_str().unwrap(), back.to_str().unwrap());
    ok(&["crawl", &sample("zstd_hist.bc"), "--db", file]);
    ok(&["synth", "-j", "1", "--limit", "2", "--cut-budget", "1", "--db", file]);
    let out = ok(&["export", "--db", file, &url]);
    assert!(out.contains("not copied:"), "{out}");
    assert_eq!(
        ok(&["cuts", "--json", "--db", &url]),
        ok(&["cuts", "--json", "--db", file]),
        "the same listing from PostgreSQL"
    );
    ok(&["export", "--db", &url, back]);
    assert_eq!(
        copied(back),
        copied(file),
        "SQLite → PostgreSQL → SQLite keeps every copied row"
    );
    assert_eq!(copied(&url), copied(file));
    let _ = std::fs::remove_dir_all(dir);
}

pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "a_shard_imports_into_a_store_that_has_its_files_under_other_ids",
            a_shard_imports_into_a_store_that_has_its_files_under_other_ids,
        ),
        crate::test(
            module_path!(),
            "a_store_moves_to_postgres_and_back_whole",
            a_store_moves_to_postgres_and_back_whole,
        ),
    ]
}
