//! The store on PostgreSQL end to end, through the real CLI: the same commands on a
//! SQLite file and on a database of a real PostgreSQL server (started by
//! `minotaur::store::testing`; without one the tests say they are skipped) print the same
//! and store the same rows, ids and order included; `MINOTAUR_DB` stands for `--db`; two
//! processes opening one fresh database at once both migrate it safely.

use crate::common::{exe, fresh_postgres, sample, text};
use minotaur::store::Store;
use std::path::PathBuf;
use std::process::{Command, Output};

/// `minotaur ARGS --db DB`, which must succeed; its stdout with DB's name as `DB`.
fn run(args: &[&str], db: &str) -> String {
    let o: Output = Command::new(exe())
        .args(args)
        .arg("--db")
        .arg(db)
        .env_remove("MINOTAUR_DB")
        .output()
        .expect("run minotaur");
    assert_eq!(
        o.status.code(),
        Some(0),
        "minotaur {args:?} --db {db}: {}",
        text(&o.stderr)
    );
    text(&o.stdout).replace(db, "DB")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-store-pg-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The cuts of a store's results, in its dump's order.
fn tried(db: &str) -> Vec<String> {
    let d = Store::open_existing(db).unwrap().dump().unwrap();
    d.split("== synth_results\n")
        .nth(1)
        .unwrap_or("")
        .lines()
        .take_while(|l| !l.starts_with("== "))
        .map(|l| l.split('|').next().unwrap_or("").to_string())
        .collect()
}

fn crawl_cuts_and_synth_give_the_same_on_both_backends() {
    let Some(url) = fresh_postgres("store_pg::same_on_both") else {
        return;
    };
    let dir = scratch("same");
    let file = dir.join("m.db").display().to_string();
    let bc = sample("zstd_hist.bc");
    let mut outs = Vec::new();
    for db in [&file, &url] {
        let crawl = run(&["crawl", &bc], db);
        // Timings aside, the crawl's summary is the same.
        let crawl: Vec<&str> = crawl.lines().filter(|l| !l.starts_with("time:")).collect();
        let list = run(&["cuts", "--top", "1000"], db);
        let json = run(&["cuts", "--json", "--top", "1000"], db);
        let top = list
            .lines()
            .nth(2)
            .expect("a cut")
            .split_whitespace()
            .next()
            .unwrap()
            .to_string();
        let show = run(&["cuts", "show", &top], db);
        let again = run(&["crawl", &bc], db);
        assert!(again.contains("(0 new to DB)"), "a second crawl adds nothing: {again}");
        let dump = Store::open_existing(db).unwrap().dump().unwrap();
        run(&["synth", "-j", "1", "--limit", "2", "--cut-budget", "2", "--json"], db);
        outs.push((crawl.join("\n"), list, json, show, dump, tried(db)));
    }
    let (s, p) = (&outs[0], &outs[1]);
    assert_eq!(s.0, p.0, "crawl");
    assert_eq!(s.1, p.1, "cuts");
    assert_eq!(s.2, p.2, "cuts --json");
    assert_eq!(s.3, p.3, "cuts show");
    assert_eq!(s.4, p.4, "the stores' contents");
    assert!(s.4.contains("== sites\n1|"), "ids from 1");
    assert_eq!(s.5.len(), 2, "synth --limit 2 tried two cuts");
    assert_eq!(s.5, p.5, "the same cuts, in the same order");
    let _ = std::fs::remove_dir_all(dir);
}

fn minotaur_db_stands_for_db() {
    let Some(url) = fresh_postgres("store_pg::env") else {
        return;
    };
    run(&["crawl", &sample("zstd_hist.bc")], &url);
    let o = Command::new(exe())
        .args(["cuts", "--json", "--top", "5"])
        .env("MINOTAUR_DB", &url)
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), run(&["cuts", "--json", "--top", "5"], &url));
    // A database that does not exist is a clear error naming it, without the password.
    let gone = url
        .replace("postgres@", "postgres:secret@")
        .replace("/t_", "/missing_t_");
    let o = Command::new(exe()).args(["cuts", "--db", &gone]).output().unwrap();
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("missing_t_") && err.contains("does not exist") && !err.contains("secret"),
        "{err}"
    );
}

fn two_processes_migrate_a_fresh_database_at_once() {
    let Some(url) = fresh_postgres("store_pg::race") else {
        return;
    };
    let children: Vec<_> = (0..2)
        .map(|_| {
            Command::new(exe())
                .args(["cuts", "--db", &url])
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for c in children {
        let o = c.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        assert!(
            text(&o.stdout).starts_with("0 cuts, 0 sites, 0 files in "),
            "{}",
            text(&o.stdout)
        );
    }
}

pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "crawl_cuts_and_synth_give_the_same_on_both_backends",
            crawl_cuts_and_synth_give_the_same_on_both_backends,
        ),
        crate::test(module_path!(), "minotaur_db_stands_for_db", minotaur_db_stands_for_db),
        crate::test(
            module_path!(),
            "two_processes_migrate_a_fresh_database_at_once",
            two_processes_migrate_a_fresh_database_at_once,
        ),
    ]
}
