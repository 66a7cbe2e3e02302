//! `bench scale`: synthesis of the same cuts at the same budget by `minotaur synth` on
//! SQLite (one process, `-j 1`, no quick pass) and by 1, 2, 4, ... `minotaur worker`
//! processes (`-j 1` each) sharing a PostgreSQL database's work queue, one run after the
//! other: wall time and cuts per hour of each run, whether each PostgreSQL run found the
//! same results as the SQLite one (cut → status and rewrite), the queue's overhead per
//! cut, and a micro-benchmark of the queue alone (claim and finish of empty results on K
//! threads, through the store) from which the number of workers one server sustains is
//! estimated.
//!
//! Every run starts from a fresh store with the same crawl (the same inputs crawled into
//! it), so each has the same pending cuts. The work queue of a PostgreSQL run is filled
//! once, by one `minotaur worker --enqueue --limit N --budget 0` process, before the `k`
//! workers start at once without `--enqueue`: a worker that enqueues while another has
//! already finished a cut would add the next pending cut, so the runs would not do the
//! same cuts.

mod compare;
mod queue;
mod runs;

use super::Error;
use crate::store::{PgServer, SynthStatus};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;

pub use compare::{Agreement, Disagreement, Kind, Side};
pub use queue::{QueueBench, QueueRow};

/// What to run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The bitcode crawled into every run's store.
    pub inputs: Vec<PathBuf>,
    /// Cuts each run synthesizes (`--limit`), the most frequent first.
    pub cuts: usize,
    /// Seconds for each cut.
    pub cut_budget: f64,
    /// Worker process counts, one PostgreSQL run each.
    pub workers: Vec<usize>,
    /// A PostgreSQL server to make the runs' databases on (a URL of any database on it),
    /// or `None` for a private server the bench starts in a temporary directory.
    pub pg: Option<String>,
    /// Claims of the queue micro-benchmark, per thread count.
    pub queue_claims: usize,
    /// This minotaur's executable.
    pub exe: PathBuf,
    /// Where the SQLite store and the processes' output go (a scratch folder).
    pub scratch: PathBuf,
}

/// What the harness reports as it goes.
#[derive(Clone, Debug)]
pub enum Event {
    /// A step started (said in words: `crawling into …`, `4 workers`).
    Step(String),
    /// A run is done.
    Run(RunRow),
}

/// Which store a run used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Backend {
    /// `minotaur synth` on a SQLite file.
    Sqlite,
    /// `minotaur worker` processes on a PostgreSQL database.
    Postgres,
}

/// What `bench scale` writes (`bench/results/scale.json`).
#[derive(Clone, Debug, Serialize)]
pub struct ScaleResults {
    /// The command that wrote the file.
    pub command: String,
    /// The machine's cores (processes beyond them oversubscribe it).
    pub cores: usize,
    /// The host CPU as `llc` names it.
    pub cpu: String,
    /// Seconds for each cut.
    pub cut_budget_s: f64,
    /// Cuts each run was asked to do.
    pub cuts: usize,
    /// The bitcode crawled.
    pub inputs: Vec<String>,
    /// The queue alone.
    pub queue: QueueBench,
    /// Every run, in the order run: SQLite first.
    pub runs: Vec<RunRow>,
    /// The PostgreSQL server (`private: …` when the bench started its own, with fsync
    /// off as the tests' server has it; else its URL without password) and its version.
    pub server: String,
    /// minotaur's version.
    pub version: &'static str,
}

/// One run.
#[derive(Clone, Debug, Serialize)]
pub struct RunRow {
    /// Its results against the SQLite run's (`None` for the SQLite run itself).
    pub agreement: Option<Agreement>,
    /// Which store.
    pub backend: Backend,
    /// Results stored, by status.
    pub by_status: BTreeMap<SynthStatus, usize>,
    /// Claims the workers took (`None` for the SQLite run).
    pub claimed: Option<usize>,
    /// Results stored.
    pub cuts_done: usize,
    /// `cuts_done` per hour of wall time (one decimal).
    pub cuts_per_hour: f64,
    /// The queue's statements per cut in milliseconds: the workers' `queue_seconds`
    /// summed over `claimed` (`None` for the SQLite run).
    pub queue_ms_per_cut: Option<f64>,
    /// Wall seconds from starting the processes until the last one exited (the crawl and
    /// enqueuing before it not counted; two decimals).
    pub wall_seconds: f64,
    /// Processes at once (1 for the SQLite run).
    pub workers: usize,
}

/// Runs the bench: the SQLite run, a PostgreSQL run per worker count, the queue alone.
pub fn run(o: &Options, progress: &dyn Fn(Event)) -> Result<ScaleResults, Error> {
    if o.workers.is_empty() || o.workers.contains(&0) {
        return Err(Error::Message("--workers needs counts of at least 1".into()));
    }
    if let Some(p) = o.inputs.iter().find(|p| !p.exists()) {
        return Err(Error::NoCorpus(p.clone()));
    }
    std::fs::create_dir_all(&o.scratch).map_err(super::io(format!("creating {}", o.scratch.display())))?;
    // A server of our own lives until the end of `run` (stopped when dropped).
    let (own, server) = match &o.pg {
        Some(url) => (None, crate::store::redact(url)),
        None => {
            progress(Event::Step(
                "starting a PostgreSQL server in a temporary directory".into(),
            ));
            let s = PgServer::start_private()
                .map_err(|e| Error::Message(format!("cannot start a PostgreSQL server: {e} (or give --pg URL)")))?;
            (
                Some(s),
                "private: a temporary directory, unix socket, fsync=off".to_string(),
            )
        }
    };
    let mut next = 0;
    let mut fresh = || -> Result<String, Error> {
        next += 1;
        let r = match (&own, &o.pg) {
            (Some(s), _) => s.fresh_database(),
            (None, Some(url)) => {
                let name = format!("minotaur_scale_{}_{}_{next}", std::process::id(), stamp());
                crate::store::create_database(url, &name)
            }
            (None, None) => unreachable!("a server is started when no URL is given"),
        };
        r.map_err(|e| Error::Message(format!("cannot make a PostgreSQL database: {e}")))
    };

    let sqlite = o.scratch.join("scale-sqlite.db");
    let _ = std::fs::remove_file(&sqlite);
    for ext in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(o.scratch.join(format!("scale-sqlite.db{ext}")));
    }
    let sqlite = sqlite.display().to_string();
    progress(Event::Step(format!("crawling into {sqlite}")));
    runs::crawl(o, &sqlite)?;
    progress(Event::Step(format!(
        "synth on SQLite: {} cuts, {} s each",
        o.cuts, o.cut_budget
    )));
    let (base, base_results) = runs::sqlite_run(o, &sqlite)?;
    progress(Event::Run(base.clone()));
    let mut rows = vec![base];
    let mut version = String::new();
    for &k in &o.workers {
        let url = fresh()?;
        progress(Event::Step(format!(
            "crawling into a fresh PostgreSQL database for {k} workers"
        )));
        runs::crawl(o, &url)?;
        if version.is_empty() {
            version = runs::server_version(&url)?;
        }
        progress(Event::Step(format!("{k} workers on PostgreSQL")));
        let (mut row, results) = runs::postgres_run(o, &url, k)?;
        row.agreement = Some(compare::compare(&base_results, &results));
        progress(Event::Run(row.clone()));
        rows.push(row);
    }
    let url = fresh()?;
    progress(Event::Step("the queue alone".into()));
    runs::crawl(o, &url)?;
    let per_cut = rows
        .iter()
        .find(|r| r.backend == Backend::Postgres && r.workers == 1)
        .or_else(|| rows.first())
        .filter(|r| r.cuts_done > 0)
        .map(|r| r.wall_seconds * r.workers as f64 / r.cuts_done as f64);
    let queue = queue::bench(&url, &o.workers, o.queue_claims, per_cut)?;
    drop(own);
    Ok(ScaleResults {
        command: command_line(o),
        cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
        cpu: crate::cost::host_cpu(),
        cut_budget_s: o.cut_budget,
        cuts: o.cuts,
        inputs: o.inputs.iter().map(|p| p.display().to_string()).collect(),
        queue,
        runs: rows,
        server: format!("{server} (PostgreSQL {version})"),
        version: env!("CARGO_PKG_VERSION"),
    })
}

/// Seconds since the epoch (unique database names across runs against one server).
fn stamp() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The command line that gives these options (the inputs by their paths).
fn command_line(o: &Options) -> String {
    let workers: Vec<String> = o.workers.iter().map(|k| k.to_string()).collect();
    let mut c = format!(
        "minotaur bench scale --cuts {} --cut-budget {} --workers {} --queue-claims {}",
        o.cuts,
        o.cut_budget,
        workers.join(","),
        o.queue_claims
    );
    if o.pg.is_some() {
        c += " --pg URL";
    }
    for p in &o.inputs {
        c += &format!(" {}", p.display());
    }
    c
}

/// `n` per hour of `secs` seconds, one decimal.
fn per_hour(n: usize, secs: f64) -> f64 {
    if secs > 0.0 {
        (n as f64 * 36000.0 / secs).round() / 10.0
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests;
