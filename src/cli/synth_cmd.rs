//! `minotaur synth`: synthesize the stored cuts that still need it, most frequent first;
//! `minotaur rewrites`: what it found; `minotaur synth-worker`: the process that searches.

use super::opt_cmd::SynthFlags;
use super::ExitCode;
use crate::store::Store;
use crate::synth::{self, Event, RunOptions};
use crate::util::WorkerCmd;
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct SynthArgs {
    /// The database (written by `minotaur crawl`): a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: PathBuf,
    /// Stop taking new cuts after this long: `90s`, `30m`, `2h`, `1h30m` or seconds.
    #[arg(long, default_value = "1h", value_parser = parse_duration)]
    pub budget: Duration,
    /// Worker processes (default: all cores).
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// At most this many cuts.
    #[arg(long, default_value_t = usize::MAX)]
    pub limit: usize,
    #[command(flatten)]
    pub synth: SynthFlags,
    /// The quick pass's time per cut, in seconds: every pending cut gets this much first,
    /// and only the cuts it leaves `timeout` get `--cut-budget` in the second pass. 0
    /// turns the quick pass off (one pass at `--cut-budget`).
    #[arg(long, default_value_t = QUICK_CUT_BUDGET)]
    pub quick_budget: f64,
    /// The share of `--budget` the quick pass takes before the second pass starts (the
    /// quick pass goes on after it when time is left). 0.8: in the 30-minute runs of
    /// 2026-11-27 (bench/results/2026-11-27-emeraldrapids/NOTES.md), a second of the
    /// quick pass found 13 (GMP) and 6 (libYUV) times as many rewrites as one of the
    /// second pass.
    #[arg(long, default_value_t = 0.8)]
    pub quick_share: f64,
    /// Cuts of at most this many instructions are searched first, in each pass (most sites
    /// first), the larger ones after them. 6: in the 30-minute runs of 2026-11-27 03:44
    /// (bench/results/2026-11-27-emeraldrapids/NOTES.md), cuts of up to 6 instructions
    /// gave 45 of GMP's 55 novel rewrites and 89 of libYUV's 105 in 41 % and 50 % of the
    /// search time; of the larger ones, 66 % and 47 %
    /// ended `timeout`. A large number keeps the order by sites alone.
    #[arg(long, default_value_t = SMALL_FIRST)]
    pub small_first: usize,
    /// Which cuts first: `hot`, the most executed in the profiled run a profile-guided
    /// build's bitcode records (its sites' counts summed; cuts without counts last);
    /// `sites`, the most frequent in the code; `auto`, `hot` when the store has profile
    /// counts, else `sites`.
    #[arg(long, value_enum, default_value_t = OrderArg::Auto)]
    pub order: OrderArg,
    /// In hot order, a cut whose sites ran at least this share of all the profiled
    /// executions is hot: it is searched first, at `--hot-budget` seconds.
    #[arg(long, default_value_t = synth::HotBudget::SHARE)]
    pub hot_share: f64,
    /// A hot cut's time, in seconds (a cut covering a large share of the profile is worth
    /// minutes, not seconds); not more than `--cut-budget` turns the hot pass off.
    #[arg(long, default_value_t = synth::HotBudget::CUT_BUDGET)]
    pub hot_budget: f64,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

/// `--order`'s values.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum OrderArg {
    Auto,
    Hot,
    Sites,
}

impl From<OrderArg> for synth::CutOrder {
    fn from(o: OrderArg) -> synth::CutOrder {
        match o {
            OrderArg::Auto => synth::CutOrder::Auto,
            OrderArg::Hot => synth::CutOrder::Hot,
            OrderArg::Sites => synth::CutOrder::Sites,
        }
    }
}

/// How a summary names a cut order.
fn order_word(o: synth::CutOrder) -> &'static str {
    match o {
        synth::CutOrder::Auto => "auto",
        synth::CutOrder::Hot => "hot, by profile counts",
        synth::CutOrder::Sites => "by sites",
    }
}

/// `90s`, `30m`, `2h`, `1h30m`, or plain seconds.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    if let Ok(secs) = s.parse::<f64>() {
        return (secs >= 0.0)
            .then(|| Duration::from_secs_f64(secs))
            .ok_or("negative".into());
    }
    let mut total = 0.0;
    let mut num = String::new();
    for c in s.chars() {
        if c.is_ascii_digit() || c == '.' {
            num.push(c);
            continue;
        }
        let n: f64 = num
            .parse()
            .map_err(|_| format!("`{s}` is not a duration (e.g. 90s, 30m, 2h)"))?;
        total += n * match c {
            'h' => 3600.0,
            'm' => 60.0,
            's' => 1.0,
            _ => return Err(format!("`{s}` is not a duration (units: h, m, s)")),
        };
        num.clear();
    }
    if !num.is_empty() {
        return Err(format!("`{s}`: a number without a unit at the end"));
    }
    Ok(Duration::from_secs_f64(total))
}

/// `synth`'s time per cut when `--cut-budget` is not given, in seconds. On GMP, a 30-minute
/// run at 10 s per cut tried 571 cuts and found 7 novel rewrites; at 30 s, 363 and 1
/// (`bench/results/synth-gmp*.json`): most cuts that need longer time out anyway.
pub const SYNTH_CUT_BUDGET: f64 = 10.0;

/// `synth`'s `--small-first` when not given: cuts of at most this many instructions first.
pub const SMALL_FIRST: usize = 6;

/// `synth`'s quick-pass time per cut when `--quick-budget` is not given, in seconds.
pub const QUICK_CUT_BUDGET: f64 = 2.0;

/// Synthesizes the stored cuts that need it.
pub fn run(a: SynthArgs) -> Result<ExitCode> {
    if let Some(url) = a.db.to_str().filter(|d| crate::store::is_postgres(d)) {
        // On a shared store, `synth` is a local worker pool on its work queue, so that it
        // and `minotaur worker`s elsewhere never search one cut twice (one pass at
        // `--cut-budget`: the queue has no quick pass).
        return super::worker_cmd::run(super::worker_cmd::WorkerArgs {
            db: url.to_string(),
            jobs: a.jobs,
            enqueue: true,
            limit: a.limit,
            small_first: a.small_first,
            lease: Duration::from_secs(60),
            max_attempts: 3,
            budget: a.budget,
            reconnect_for: Duration::from_secs(300),
            synth: a.synth,
            json: a.json,
        });
    }
    let exe = std::env::current_exe().context("cannot find minotaur's own executable for the workers")?;
    let mut store = Store::open_existing(&a.db)?;
    let f = &a.synth;
    let cut_budget = f.cut_budget_or(SYNTH_CUT_BUDGET);
    let args = f.worker_args(cut_budget);
    let opts = RunOptions {
        budget: a.budget,
        jobs: super::crawl_cmd::jobs(a.jobs),
        cpu: crate::cost::resolve_cpu(&f.mcpu),
        cut_budget: Duration::from_secs_f64(cut_budget),
        quick_budget: (a.quick_budget > 0.0).then(|| Duration::from_secs_f64(a.quick_budget.max(0.1))),
        quick_share: a.quick_share,
        small_first: a.small_first,
        order: a.order.into(),
        hot: synth::HotBudget {
            share: a.hot_share,
            cut_budget: Duration::from_secs_f64(a.hot_budget.max(0.0)),
        },
        limit: a.limit,
        worker: WorkerCmd { program: exe, args },
        config: synth::Config::of(&f.options(cut_budget), &crate::cost::resolve_cpu(&f.mcpu)).hash(),
    };
    let pb = super::progress(0, "synth");
    let progress = |e: Event| match e {
        Event::Start(n) => pb.inc_length(n as u64),
        Event::Done { hash, status } => {
            pb.set_message(format!("synth {} {status}", &hash[..8.min(hash.len())]));
            pb.inc(1);
        }
    };
    let s = synth::run(&mut store, &opts, &progress)?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        println!("cuts pending:      {} (order: {})", s.pending, order_word(s.order));
        if s.hot_cuts > 0 {
            println!("hot cuts:          {} (each at {} s first)", s.hot_cuts, a.hot_budget);
        }
        println!("cuts tried:        {}", s.counts.tried);
        println!(
            "rewrites found:    {} ({} novel, {} known to LLVM)",
            s.counts.found, s.counts.novel, s.counts.known_to_llvm
        );
        println!("nothing cheaper:   {}", s.counts.none);
        println!("timeouts:          {}", s.counts.timeout);
        println!("errors:            {}", s.counts.error);
        for p in &s.passes {
            let parts: Vec<String> = p
                .by_status
                .iter()
                .map(|(st, t)| {
                    format!(
                        "{} {st} ({:.0} s, {:.0} s verifying)",
                        t.cuts, t.seconds, t.verification_seconds
                    )
                })
                .collect();
            println!(
                "pass {} ({} s/cut): {} cuts: {}",
                p.pass,
                p.cut_budget,
                p.tried,
                parts.join(", ")
            );
            let v = &p.verification;
            let kinds = [
                ("valid", &v.valid),
                ("invalid", &v.invalid),
                ("quantified timeout", &v.quantified_timeout),
                ("solver timeout", &v.solver_timeout),
                ("unsupported", &v.unsupported),
                ("other", &v.other),
            ];
            let parts: Vec<String> = kinds
                .iter()
                .filter(|(_, t)| t.queries > 0)
                .map(|(k, t)| format!("{} {k} ({:.0} s)", t.queries, t.seconds))
                .collect();
            println!("  verification:    {:.0} s: {}", v.seconds(), parts.join(", "));
        }
        println!("time on timeouts:  {:.1} % of the search time", 100.0 * s.timeout_share);
        for (reason, n) in &s.errors_by_reason {
            println!("  {n:>5}  {reason}");
        }
        println!(
            "time:              {:.1} s on {} workers for {} ({:.2} novel rewrites per core-hour)",
            s.counts.seconds, s.jobs, s.cpu, s.novel_per_core_hour
        );
        println!(
            "see them with:     minotaur rewrites --db {}",
            crate::store::redact(&a.db.to_string_lossy())
        );
    }
    Ok(ExitCode::Success)
}

#[derive(clap::Args, Debug)]
pub struct WorkerArgs {
    #[command(flatten)]
    pub synth: SynthFlags,
}

/// Serves a synthesis worker on stdin and stdout.
pub fn worker(a: WorkerArgs) -> Result<ExitCode> {
    // `synth` always passes --cut-budget; the default only serves a worker run by hand.
    let opts = a.synth.options(SYNTH_CUT_BUDGET);
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    synth::serve(&opts, stdin.lock(), stdout.lock())?;
    Ok(ExitCode::Success)
}

#[derive(clap::Args, Debug)]
pub struct RewritesArgs {
    #[command(subcommand)]
    pub what: Option<RewritesWhat>,
    /// The database: a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db", global = true)]
    pub db: PathBuf,
    /// Also list rewrites `opt -O3` already reaches.
    #[arg(long)]
    pub all: bool,
    /// Write each listed rewrite as `<cut hash>.ll` (`@src`/`@tgt`) into this directory.
    #[arg(long)]
    pub export: Option<PathBuf>,
    /// Print JSON.
    #[arg(long, global = true)]
    pub json: bool,
}

#[derive(clap::Subcommand, Debug)]
pub enum RewritesWhat {
    /// Print one cut's result: the rewrite, its costs and its `@src`/`@tgt` file.
    Show {
        /// The cut's hash, or enough of its first digits to name one cut.
        hash: String,
    },
}

/// Lists, shows or exports the stored rewrites.
pub fn rewrites(a: RewritesArgs) -> Result<ExitCode> {
    let store = Store::open_existing(&a.db)?;
    if let Some(RewritesWhat::Show { hash }) = &a.what {
        let (cut, _) = store.find_cut(hash)?;
        let Some(r) = store.synth_result(&cut.hash)? else {
            bail!("cut {} has not been synthesized yet (run `minotaur synth`)", cut.hash);
        };
        if a.json {
            println!("{}", serde_json::to_string_pretty(&r)?);
        } else {
            let detail = if r.detail.is_empty() {
                String::new()
            } else {
                format!(" ({})", r.detail)
            };
            println!("; cut {}: {}{detail}; {} sites", cut.hash, r.status, cut.sites);
            if let Some(f) = &r.found {
                println!("{}", f.costs.comment(&f.cpu));
                println!("; rewrite: {}", f.rewrite);
                print!("{}", f.src_tgt);
            }
        }
        return Ok(ExitCode::Success);
    }
    let rows = store.rewrites(a.all)?;
    if let Some(dir) = &a.export {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        for r in &rows {
            let p = dir.join(format!("{}.ll", r.found.cut));
            std::fs::write(&p, &r.found.src_tgt).with_context(|| format!("writing {}", p.display()))?;
        }
    }
    if a.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        let t = store.synth_totals()?;
        println!(
            "{} cuts synthesized: {} rewrites ({} novel, {} known to LLVM), {} none, {} timeouts, {} errors",
            t.tried, t.found, t.novel, t.known_to_llvm, t.none, t.timeout, t.error
        );
        let profiled = rows.iter().any(|r| r.executions.is_some());
        for r in &rows {
            // With a profile: how often its sites ran, and the cost saved over those runs.
            let dynamic = match (r.executions, r.dynamic_saving()) {
                (Some(e), Some(s)) => format!("  ran {e:>12} x  saved {s:>12}"),
                _ if profiled => format!("  ran {:>12} x  saved {:>12}", "-", "-"),
                _ => String::new(),
            };
            println!(
                "{}  {:>5} sites{dynamic}  {:>3} -> {:<3} {:<6} {}",
                &r.found.cut[..12],
                r.sites,
                r.found.costs.cost_before,
                r.found.costs.cost_after,
                if r.found.costs.known_to_llvm { "known" } else { "novel" },
                r.found.rewrite
            );
        }
        if let Some(dir) = &a.export {
            println!("wrote {} @src/@tgt files to {}", rows.len(), dir.display());
        }
    }
    Ok(ExitCode::Success)
}
