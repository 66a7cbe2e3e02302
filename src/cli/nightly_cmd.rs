//! `minotaur nightly [--config minotaur.toml]`: the nightly job (crawl, synth, rules,
//! report, summary) in one command; flags override the configuration file's keys.

use super::ExitCode;
use crate::nightly::{self, Config, Event, Stage};
use anyhow::{Context, Result};
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct NightlyArgs {
    /// The configuration file (see the README's "Nightly" section); relative paths in it
    /// are relative to its folder.
    #[arg(long, default_value = "minotaur.toml")]
    pub config: PathBuf,
    /// The night's synthesis budget, instead of the file's `budget`: `90s`, `30m`, `2h`.
    #[arg(long, value_parser = super::synth_cmd::parse_duration)]
    pub budget: Option<Duration>,
    /// Worker processes, instead of the file's `jobs` (0: one per core).
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// The database, instead of the file's `db`.
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// The night's date (`YYYY-MM-DD`: the summary's folder); default today's local date.
    #[arg(long)]
    pub date: Option<String>,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs the night; exits 1 when a stage reported a problem, 2 on a bad configuration.
pub fn run(a: NightlyArgs) -> Result<ExitCode> {
    let mut config = Config::load(&a.config)?;
    if let Some(b) = a.budget {
        config.budget = b;
    }
    if let Some(j) = a.jobs {
        config.jobs = j;
    }
    if let Some(db) = a.db {
        config.db = db;
    }
    let date = a.date.unwrap_or_else(nightly::today);
    if !nightly::is_date(&date) {
        anyhow::bail!("--date {date}: expected YYYY-MM-DD");
    }
    let program = std::env::current_exe().context("cannot find minotaur's own executable for the workers")?;
    let opts = nightly::Options { date, program };
    let pb = super::progress(0, "nightly");
    let progress = |e: Event| match e {
        Event::Stage(s) => {
            pb.set_position(0);
            pb.set_length(0);
            pb.set_message(stage_name(s).to_string());
        }
        Event::Crawl(crate::crawl::Event::Start(n)) => pb.set_length(n as u64),
        Event::Crawl(crate::crawl::Event::Done(_)) => pb.inc(1),
        Event::Synth(crate::synth::Event::Start(n)) => pb.inc_length(n as u64),
        Event::Synth(crate::synth::Event::Done { .. }) => pb.inc(1),
        Event::Rules(crate::rules::Event::Start(n)) => pb.set_length(n as u64),
        Event::Rules(crate::rules::Event::Built(_)) => pb.inc(1),
        Event::Report(e) => pb.set_message(format!("report: {e}")),
    };
    let s = nightly::run(&config, &opts, &progress)?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        print_summary(&s, &config);
    }
    Ok(ExitCode::success_if(!s.problem))
}

fn stage_name(s: Stage) -> &'static str {
    match s {
        Stage::Crawl => "crawl",
        Stage::Synth => "synth",
        Stage::Retry => "synth: yesterday's timeouts at 2x",
        Stage::Rules => "rules",
        Stage::Report => "report",
    }
}

fn print_summary(s: &nightly::Summary, config: &Config) {
    println!("nightly {} run {}", s.date, s.run);
    if s.nothing_new {
        println!("nothing new");
    }
    let f = &s.files;
    println!(
        "files:     {} found, {} crawled (new or changed), {} stored already, {} errors",
        f.inputs, f.crawled, f.skipped, f.errors
    );
    println!("cuts:      {} new ({} in the store)", s.cuts.new, s.cuts.in_store);
    let y = &s.synthesis;
    println!(
        "synth:     {} cuts searched ({} of yesterday's timeouts again), {} rewrites found ({} novel), {} timeouts, {} errors",
        y.searched, y.retried, y.rewrites, y.novel, y.timeouts, y.errors
    );
    println!(
        "rules:     {} new, {} changed",
        s.rules.new.len(),
        s.rules.changed.len()
    );
    println!(
        "reports:   {} new, {} changed",
        s.reports.new.len(),
        s.reports.changed.len()
    );
    for r in &s.reports.new {
        println!("  new:     {}", config.reports.join(r).display());
    }
    for r in &s.reports.changed {
        println!("  changed: {}", config.reports.join(r).display());
    }
    let t = &s.seconds;
    println!(
        "time:      crawl {:.1} s, synth {:.1} s, retry {:.1} s, rules {:.1} s, report {:.1} s, total {:.1} s",
        t.crawl, t.synth, t.retry, t.rules, t.report, t.total
    );
    for (why, paths) in &s.errors.crawl {
        eprintln!("minotaur: crawl: {why}: {}", paths.join(", "));
    }
    for (why, n) in &s.errors.synth {
        eprintln!("minotaur: synth: {n} x {why}");
    }
    for x in &s.errors.report {
        eprintln!("minotaur: report: {x}");
    }
    println!("summary:   {}", config.out.join(&s.date).join("summary.md").display());
}
