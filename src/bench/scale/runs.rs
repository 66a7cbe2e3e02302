//! The runs of `bench scale` as processes of this minotaur: the crawl into a fresh store,
//! `synth` on SQLite, and `worker` processes on PostgreSQL; each run's results read back
//! from its store.

use super::compare::{Outcome, Results};
use super::{per_hour, Backend, Options, RunRow};
use crate::bench::{round3, Error};
use crate::store::{Store, SynthStatus};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::process::{Child, Command, Output, Stdio};
use std::time::Instant;

/// `minotaur ARGS` with the environment's database unset, output captured.
fn minotaur(o: &Options, args: &[String]) -> Command {
    let mut c = Command::new(&o.exe);
    c.args(args).env_remove("MINOTAUR_DB").stdin(Stdio::null());
    c.stdout(Stdio::piped()).stderr(Stdio::piped());
    c
}

/// The output of a finished process, or an error naming it with its stderr's end.
fn checked(what: &str, out: std::io::Result<Output>) -> Result<Output, Error> {
    let out = out.map_err(crate::bench::io(format!("running {what}")))?;
    if out.status.success() {
        return Ok(out);
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let tail: Vec<&str> = err.lines().rev().take(5).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    Err(Error::Message(format!(
        "{what} failed ({}): {}",
        out.status,
        tail.join(" / ")
    )))
}

/// Crawls the inputs into the store `db` (a fresh one).
pub(super) fn crawl(o: &Options, db: &str) -> Result<(), Error> {
    let mut args = vec!["crawl".to_string(), "--db".into(), db.into()];
    args.extend(o.inputs.iter().map(|p| p.display().to_string()));
    checked("minotaur crawl", minotaur(o, &args).output())?;
    Ok(())
}

/// The flags that decide the synthesis configuration, the same for every run.
fn synth_flags(o: &Options) -> Vec<String> {
    vec!["--cut-budget".into(), o.cut_budget.to_string()]
}

/// `minotaur synth` on the SQLite store: one process, no quick pass, `cuts` cuts.
pub(super) fn sqlite_run(o: &Options, db: &str) -> Result<(RunRow, Results), Error> {
    let mut args: Vec<String> = ["synth", "--db", db, "-j", "1", "--quick-budget", "0", "--json"]
        .map(String::from)
        .to_vec();
    args.extend(["--limit".into(), o.cuts.to_string()]);
    args.extend(synth_flags(o));
    let t0 = Instant::now();
    checked("minotaur synth", minotaur(o, &args).output())?;
    let wall = t0.elapsed().as_secs_f64();
    let results = results(db)?;
    Ok((row(Backend::Sqlite, 1, wall, &results, None), results))
}

/// The fields of `minotaur worker --json` the bench reads.
#[derive(Debug, Deserialize)]
struct WorkerJson {
    claimed: usize,
    queue_seconds: f64,
}

/// `k` `minotaur worker -j 1` processes started at once on the PostgreSQL database `url`,
/// after one process put `cuts` cuts on its queue.
pub(super) fn postgres_run(o: &Options, url: &str, k: usize) -> Result<(RunRow, Results), Error> {
    let mut enqueue: Vec<String> = ["worker", "--db", url, "-j", "1", "--enqueue", "--budget", "0", "--json"]
        .map(String::from)
        .to_vec();
    enqueue.extend(["--limit".into(), o.cuts.to_string()]);
    enqueue.extend(synth_flags(o));
    checked("minotaur worker --enqueue", minotaur(o, &enqueue).output())?;
    let mut args: Vec<String> = ["worker", "--db", url, "-j", "1", "--json"].map(String::from).to_vec();
    args.extend(synth_flags(o));
    let t0 = Instant::now();
    let children: Vec<std::io::Result<Child>> = (0..k).map(|_| minotaur(o, &args).spawn()).collect();
    // Wait for every started process before reporting one that did not start or failed.
    let outs: Vec<std::io::Result<Output>> = children
        .into_iter()
        .map(|c| c.and_then(Child::wait_with_output))
        .collect();
    let wall = t0.elapsed().as_secs_f64();
    let (mut claimed, mut queue_secs) = (0, 0.0);
    for out in outs {
        let out = checked("minotaur worker", out)?;
        let w: WorkerJson = serde_json::from_slice(&out.stdout).map_err(|source| Error::Json {
            what: "reading minotaur worker --json".into(),
            source,
        })?;
        claimed += w.claimed;
        queue_secs += w.queue_seconds;
    }
    let results = results(url)?;
    let mut row = row(Backend::Postgres, k, wall, &results, Some(claimed));
    row.queue_ms_per_cut = (claimed > 0).then(|| round3(queue_secs * 1000.0 / claimed as f64));
    Ok((row, results))
}

/// A run's row from its results (no agreement yet).
fn row(backend: Backend, workers: usize, wall: f64, results: &Results, claimed: Option<usize>) -> RunRow {
    let mut by_status: BTreeMap<SynthStatus, usize> = BTreeMap::new();
    for r in results.values() {
        *by_status.entry(r.status).or_default() += 1;
    }
    RunRow {
        agreement: None,
        backend,
        by_status,
        claimed,
        cuts_done: results.len(),
        cuts_per_hour: per_hour(results.len(), wall),
        queue_ms_per_cut: None,
        wall_seconds: (wall * 100.0).round() / 100.0,
        workers,
    }
}

/// Every result of the store `db`, by cut.
fn results(db: &str) -> Result<Results, Error> {
    let store = Store::open_existing(db)?;
    let mut out = Results::new();
    for (hash, _) in store.all_cut_texts()? {
        if let Some(r) = store.synth_result(&hash)? {
            out.insert(
                hash,
                Outcome {
                    status: r.status,
                    rewrite: r.found.map(|f| f.rewrite),
                    seconds: r.seconds,
                },
            );
        }
    }
    Ok(out)
}

/// The server's version (`SHOW server_version`), through the store.
pub(super) fn server_version(url: &str) -> Result<String, Error> {
    Ok(Store::open_existing(url)?.server_version()?)
}
