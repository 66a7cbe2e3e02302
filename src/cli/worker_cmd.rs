//! `minotaur worker`: synthesis from the store's shared work queue, for any number of
//! processes on any number of machines against one PostgreSQL database
//! (`docs/cluster.md`).

use super::opt_cmd::SynthFlags;
use super::synth_cmd::{parse_duration, SMALL_FIRST, SYNTH_CUT_BUDGET};
use super::ExitCode;
use crate::synth::{self, Config, Enqueue, WorkEvent, WorkOptions};
use crate::util::WorkerCmd;
use anyhow::{Context, Result};
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct WorkerArgs {
    /// The database: a `postgres://` URL (a SQLite file works too, for one machine).
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: String,
    /// Threads, each with its own synthesis process and connection (default: all cores).
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// First put the cuts with no result under this configuration on the queue (most
    /// frequent first; cuts already queued, claimed or done are left alone).
    #[arg(long)]
    pub enqueue: bool,
    /// With `--enqueue`: at most this many cuts.
    #[arg(long, default_value_t = usize::MAX)]
    pub limit: usize,
    /// With `--enqueue`: cuts of at most this many instructions first.
    #[arg(long, default_value_t = SMALL_FIRST)]
    pub small_first: usize,
    /// A claim not extended for this long may be taken by another worker (a heartbeat
    /// extends this process's claims every third of it).
    #[arg(long, default_value = "60s", value_parser = parse_duration)]
    pub lease: Duration,
    /// A cut whose claims ended in a crash this many times is given up (stored as `error`).
    #[arg(long, default_value_t = 3)]
    pub max_attempts: u32,
    /// Stop claiming new cuts after this long (claims in flight are finished).
    #[arg(long, default_value = "1000h", value_parser = parse_duration)]
    pub budget: Duration,
    /// How long to keep reconnecting to a lost database before giving up.
    #[arg(long, default_value = "5m", value_parser = parse_duration)]
    pub reconnect_for: Duration,
    #[command(flatten)]
    pub synth: SynthFlags,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Works the queue until it is empty or the budget is spent.
pub fn run(a: WorkerArgs) -> Result<ExitCode> {
    let exe = std::env::current_exe().context("cannot find minotaur's own executable for the workers")?;
    let f = &a.synth;
    let cut_budget = f.cut_budget_or(SYNTH_CUT_BUDGET);
    let cpu = crate::cost::resolve_cpu(&f.mcpu);
    let config = Config::of(&f.options(cut_budget), &cpu);
    let args = f.worker_args(cut_budget);
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_else(|_| "localhost".into());
    let opts = WorkOptions {
        db: a.db.clone(),
        config: config.hash(),
        cpu,
        jobs: super::crawl_cmd::jobs(a.jobs),
        worker: WorkerCmd { program: exe, args },
        lease: a.lease.max(Duration::from_millis(300)),
        max_attempts: a.max_attempts.max(1),
        budget: a.budget,
        enqueue: a.enqueue.then(|| Enqueue {
            cut_budget: Duration::from_secs_f64(cut_budget),
            small_first: a.small_first,
            limit: a.limit,
        }),
        reconnect_for: a.reconnect_for,
        // The time makes it unique where host names and pids repeat (containers).
        owner: format!("{}:{}:{:x}", host.trim(), std::process::id(), nanos()),
    };
    let pb = super::progress(0, "worker");
    let progress = |e: WorkEvent| match e {
        WorkEvent::Claimed { hash } => pb.set_message(format!("worker {}", &hash[..8.min(hash.len())])),
        WorkEvent::Done { status, .. } => {
            pb.inc(1);
            pb.set_message(format!("worker: last {status}"));
        }
        WorkEvent::GaveUp { hash } => pb.println(format!("gave up on cut {hash} (crashed too often)")),
        WorkEvent::Reconnecting { error } => pb.println(format!("reconnecting: {error}")),
    };
    let s = synth::work(&opts, &progress)?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        println!("configuration:  {} ({})", opts.config, opts.cpu);
        if a.enqueue {
            println!("enqueued:       {}", s.enqueued);
        }
        println!("claimed:        {}", s.claimed);
        let by: Vec<String> = s.by_status.iter().map(|(st, n)| format!("{n} {st}")).collect();
        println!(
            "results:        {}",
            if by.is_empty() { "none".into() } else { by.join(", ") }
        );
        println!("crashed:        {} ({} given up)", s.crashed, s.given_up);
        println!("reconnects:     {}", s.reconnects);
        println!(
            "time:           {:.1} s ({:.3} s in the queue's statements)",
            s.seconds, s.queue_seconds
        );
    }
    Ok(ExitCode::Success)
}

/// Nanoseconds since the epoch (0 if the clock is before it).
fn nanos() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos())
}
