//! `minotaur crawl PATH...`: cut every instruction of the bitcode under PATH and store the
//! unique cuts with their sites; `minotaur crawl-worker`: the process that does the cutting.

use super::ExitCode;
use crate::crawl::{self, CrawlOptions, Event};
use crate::store::Store;
use crate::util::WorkerCmd;
use anyhow::{Context, Result};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct CrawlArgs {
    /// Files and directories to crawl: `.bc`, `.ll`, LTO `.o` files and `.a` archives of
    /// them (found by content, so any name works).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// The database to write (created when missing): a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: PathBuf,
    /// Depth bound B of the cut (paper, Algorithm 1): operand edges followed from the root.
    #[arg(long, default_value_t = crate::cut::DEFAULT_DEPTH)]
    pub depth: u32,
    /// Worker processes (default: all cores).
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args, Debug)]
pub struct WorkerArgs {
    #[arg(long)]
    pub depth: u32,
}

/// The number of parallel jobs: `j` when given and positive, else one per CPU.
pub fn jobs(j: Option<usize>) -> usize {
    j.filter(|&j| j > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Crawls the inputs into the database; exits 1 when some input was reported as bad.
pub fn run(a: CrawlArgs) -> Result<ExitCode> {
    let exe = std::env::current_exe().context("cannot find minotaur's own executable for the crawl workers")?;
    let opts = CrawlOptions {
        depth: a.depth,
        jobs: jobs(a.jobs),
        worker: WorkerCmd {
            program: exe,
            args: vec!["crawl-worker".into(), "--depth".into(), a.depth.to_string()],
        },
    };
    let mut store = Store::open(&a.db)?;
    let pb = super::progress(0, "crawl");
    let progress = |e: Event| match e {
        Event::Start(n) => pb.set_length(n as u64),
        Event::Done(name) => {
            pb.set_message(short(name));
            pb.inc(1);
        }
    };
    let s = crawl::run(&mut store, &a.paths, &opts, &progress)?;
    pb.finish_and_clear();
    for (path, msg) in &s.errors {
        eprintln!("minotaur: {path}: {msg}");
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        let rate = if s.seconds > 0.0 {
            s.instructions as f64 / s.seconds
        } else {
            0.0
        };
        println!("inputs:         {} ({} already stored, skipped)", s.inputs, s.skipped);
        println!("crawled:        {}", s.crawled);
        println!("errors:         {}", s.errors.len());
        println!(
            "functions:      {} ({} irreducible, {} unreadable, skipped)",
            s.functions, s.irreducible, s.unreadable
        );
        for (why, fns) in &s.skipped_functions {
            println!("  unreadable:   {} {why}", fns.len());
            for f in fns.iter().take(5) {
                println!("                  {f}");
            }
        }
        println!("instructions:   {}", s.instructions);
        println!("roots:          {} ({} trivial, not stored)", s.roots, s.trivial);
        if s.shared_freeze_roots > 0 {
            println!(
                "  shared freeze: {} roots took a freeze as an argument (its value is used outside the cut)",
                s.shared_freeze_roots
            );
        }
        println!("sites:          {}", s.sites);
        println!(
            "unique cuts:    {} ({} new to {})",
            s.unique_cuts,
            s.new_cuts,
            crate::store::redact(&a.db.to_string_lossy())
        );
        println!("cuts in store:  {}", s.store_cuts);
        println!(
            "time:           {:.1} s ({:.0} instructions/s, depth {})",
            s.seconds, rate, s.depth
        );
    }
    Ok(ExitCode::success_if(s.errors.is_empty()))
}

fn short(name: &str) -> String {
    let n = name.rsplit('/').next().unwrap_or(name);
    n.chars().take(40).collect()
}

/// Serves a crawl worker on stdin and stdout.
pub fn worker(a: WorkerArgs) -> Result<ExitCode> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    crate::cut::serve(a.depth, stdin.lock(), stdout.lock())?;
    Ok(ExitCode::Success)
}
