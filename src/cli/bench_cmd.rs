//! `minotaur bench ...`: benchmarks that write a results file. Numbers in the README come
//! from these, never from timed unit tests. The harnesses are in `bench`; this file has
//! their flags, their progress bars and what they print.

use super::ExitCode;
use crate::bench;
use anyhow::{Context, Result};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub what: BenchWhat,
}

#[derive(clap::Subcommand, Debug)]
pub enum BenchWhat {
    /// Time `verify` on every file of a verdict folder (files start with
    /// `; expect: valid|invalid`), at one or more budgets, and write per-file times,
    /// verdicts and deciding phases as JSON. Exit 1 when a verdict is missed or a file's
    /// time grows with the budget.
    Verify {
        /// The folder of verdict files.
        #[arg(default_value = "tests/data/verify")]
        dir: PathBuf,
        /// Where to write the results.
        #[arg(long, default_value = "bench/results/verify.json")]
        out: PathBuf,
        /// Seconds the solver may spend on each pair; several (`--timeout 20,60`) decide
        /// every file at each budget and flag a file whose time grows with the budget.
        #[arg(long, value_delimiter = ',', default_value = "60")]
        timeout: Vec<u64>,
    },
    /// The depth study (paper, Figure 6a): unique cuts for each depth bound B = 0..7 per
    /// corpus, and the crawl's throughput (a timed crawl into a fresh database, then a
    /// second crawl of the same files).
    Depths(DepthsArgs),
    /// Synthesis on the folder of cases (`; synth: found|none`): what `minotaur opt`
    /// finds for each within a budget, and the share of `found` cases found.
    Synth(SynthCasesArgs),
    /// Rules of synthesis stores: rewrites, clusters, generalized rules, classes, worth,
    /// subsumed rules and the top rules by impact (builds missing rules first).
    Rules(RulesBenchArgs),
    /// Reports of every rule of each store: plugins compiled, fired, FileCheck, proofs.
    Report(ReportBenchArgs),
    /// Speedup of the rewrites on real builds: each project built by its `native.sh` with
    /// plain clang-22 and through `minotaur cc` with its store, test suites run
    /// (`--check`), its `[[bench]]` commands timed side by side (and counted under
    /// callgrind); ratios, geometric means, compile overhead, the rewrites that fired.
    Speedup(SpeedupArgs),
    /// Scale: the same cuts at the same budget synthesized by `synth` on SQLite and by 1,
    /// 2, 4, ... `worker` processes sharing a PostgreSQL work queue: cuts per hour, the
    /// same results or not, the queue's overhead per cut, and the queue alone on K
    /// threads (transactions per second, workers a server sustains).
    Scale(ScaleArgs),
}

#[derive(clap::Args, Debug)]
pub struct ScaleArgs {
    /// Bitcode crawled into every run's fresh store [default: corpora/sample/*.bc].
    pub inputs: Vec<PathBuf>,
    /// Cuts each run synthesizes (the most frequent first).
    #[arg(long, default_value_t = 60)]
    pub cuts: usize,
    /// Seconds for each cut.
    #[arg(long, default_value_t = 2.0)]
    pub cut_budget: f64,
    /// Worker process counts, one PostgreSQL run each.
    #[arg(long, value_delimiter = ',', default_value = "1,2,4")]
    pub workers: Vec<usize>,
    /// A PostgreSQL server to make the runs' databases on (the URL of any database on it,
    /// as a user that may create databases); without it the bench starts a private server
    /// in a temporary directory.
    #[arg(long)]
    pub pg: Option<String>,
    /// Claims of the queue benchmark per thread count.
    #[arg(long, default_value_t = 2000)]
    pub queue_claims: usize,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/scale.json")]
    pub out: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct DepthsArgs {
    /// Corpora: each path is one corpus (a directory of bitcode, or a file).
    #[arg(default_values = ["corpora/build/gmp", "corpora/build/libyuv"])]
    pub corpora: Vec<PathBuf>,
    /// The largest depth bound studied (from 0).
    #[arg(long, default_value_t = 7)]
    pub max_depth: u32,
    /// Threads for the study, and worker processes for the timed crawl.
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/depths.json")]
    pub out: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct SynthCasesArgs {
    /// The folder of cases (searched recursively).
    #[arg(default_value = "tests/data/synth")]
    pub dir: PathBuf,
    /// Seconds for each case.
    #[arg(long, default_value_t = 60.0)]
    pub cut_budget: f64,
    /// Cases run at once.
    #[arg(short = 'j', long, default_value_t = 1)]
    pub jobs: usize,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/synth-cases.json")]
    pub out: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct RulesBenchArgs {
    /// The stores (each a `minotaur synth` database).
    #[arg(required = true)]
    pub dbs: Vec<PathBuf>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/rules.json")]
    pub out: PathBuf,
    /// How many rules to list by impact, per store.
    #[arg(long, default_value_t = 10)]
    pub top: usize,
}

#[derive(clap::Args, Debug)]
pub struct ReportBenchArgs {
    /// The stores (with rules: run `minotaur rules` or `bench rules` first).
    #[arg(required = true)]
    pub dbs: Vec<PathBuf>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/report.json")]
    pub out: PathBuf,
    /// Where to write the reports (a folder per store, named after it).
    #[arg(long, default_value = "reports")]
    pub dir: PathBuf,
    /// Every rule not folded into another, each with its verdict (as `report --all`).
    #[arg(long)]
    pub all: bool,
    /// The reviewers' ledger of rules already upstream.
    #[arg(long, default_value = "rules/upstream.toml")]
    pub ledger: PathBuf,
    /// Patch mode too: each fold as patches to LLVM's source, built and run against
    /// InstCombine's suite; the outcomes go to `--patch-out`.
    #[arg(long)]
    pub patch: bool,
    #[command(flatten)]
    pub patching: super::report_cmd::PatchFlags,
    /// Where patch mode's results go.
    #[arg(long, default_value = "bench/results/patch.json")]
    pub patch_out: PathBuf,
}

#[derive(clap::Args, Debug)]
pub struct SpeedupArgs {
    /// A project to measure (a directory of --corpora with a `native.sh` and `[[bench]]`
    /// tables in its `manifest.toml`); repeatable. Default: every such project.
    #[arg(long = "project", value_name = "NAME")]
    pub projects: Vec<String>,
    /// The store whose rewrites the rewritten build applies, as NAME=FILE (repeatable). A
    /// project without one is built through the wrapper with an empty store.
    #[arg(long = "db", value_name = "NAME=FILE", value_parser = parse_db)]
    pub dbs: Vec<(String, PathBuf)>,
    /// Another store of a project (the same profiled crawl searched in another order):
    /// where its search went against the profile is reported beside the --db store's
    /// ("coverage": the functions holding 90 % of the executions, the cuts tried in them,
    /// the novel rewrites found there). Nothing is built with it.
    #[arg(long = "compare-db", value_name = "NAME=FILE", value_parser = parse_db)]
    pub compare_dbs: Vec<(String, PathBuf)>,
    /// Runs of each benchmark command per build, interleaved (base, rewritten, base, ...).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
    pub reps: u64,
    /// Skip the instruction counts (valgrind --tool=callgrind).
    #[arg(long)]
    pub no_callgrind: bool,
    /// Run each build's own test suite (`native.sh --check`); a failure fails the command.
    #[arg(long)]
    pub check: bool,
    /// Build the "rewritten" side with the plain compilers too, not through `minotaur cc`:
    /// both sides are the same build, so the ratios show the noise of the measurement.
    #[arg(long)]
    pub plain: bool,
    /// After measuring, write WORK/NAME/veto.txt: the rewrites that fired in a function
    /// holding at least 0.1 % of a benchmark's instructions which then executed more of
    /// them (callgrind) than in the plain build; build a third tree through the wrapper
    /// with `--veto` it and measure it against the plain build too ("veto" in the results).
    /// Needs the instruction counts (not with --no-callgrind).
    #[arg(long, conflicts_with_all = ["no_callgrind", "plain"])]
    pub veto_from_run: bool,
    /// Where the builds, shims, wrapper logs and caches go (WORK/NAME/...).
    #[arg(long, default_value = "bench/work")]
    pub work: PathBuf,
    /// Results files of earlier runs whose projects join this one's (each project keeps
    /// the command that measured it; a project measured now replaces its earlier entry).
    /// With `--merge` and no `--project`, nothing is measured: the files are combined.
    #[arg(long = "merge", value_name = "FILE")]
    pub merge: Vec<PathBuf>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/speedup.json")]
    pub out: PathBuf,
    /// The folder of projects (each a directory with `manifest.toml` and `native.sh`).
    #[arg(long, default_value = "corpora")]
    pub corpora: PathBuf,
    /// The C compiler of both builds (the wrapper runs it on the rewritten side).
    #[arg(long, default_value = "clang-22")]
    pub cc: String,
    /// The C++ compiler of both builds.
    #[arg(long, default_value = "clang++-22")]
    pub cxx: String,
    /// Parallel compile jobs of each build (`native.sh --jobs`).
    #[arg(long, default_value_t = 2)]
    pub jobs: u32,
    /// `-march` of both builds (`native.sh --march`; default: the manifest's).
    #[arg(long)]
    pub march: Option<String>,
}

fn parse_db(s: &str) -> Result<(String, PathBuf), String> {
    match s.split_once('=') {
        Some((n, f)) if !n.is_empty() && !f.is_empty() => Ok((n.to_string(), PathBuf::from(f))),
        _ => Err(format!("`{s}`: expected NAME=FILE, e.g. gmp=/work/runs/gmp.db")),
    }
}

/// Runs the benchmark asked for.
pub fn run(a: BenchArgs) -> Result<ExitCode> {
    match a.what {
        BenchWhat::Verify { dir, out, timeout } => bench_verify(&dir, &out, &timeout),
        BenchWhat::Depths(a) => depths(a),
        BenchWhat::Synth(a) => synth(a),
        BenchWhat::Rules(a) => rules(a),
        BenchWhat::Report(a) => report(a),
        BenchWhat::Speedup(a) => speedup(a),
        BenchWhat::Scale(a) => scale(a),
    }
}

/// Runs the scale bench and writes its results.
fn scale(a: ScaleArgs) -> Result<ExitCode> {
    let inputs = if a.inputs.is_empty() {
        let dir = Path::new("corpora/sample");
        let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
            .with_context(|| format!("{}: cannot list the sample corpus (give bitcode files)", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "bc"))
            .collect();
        v.sort();
        v
    } else {
        a.inputs
    };
    let scratch = std::env::temp_dir().join(format!("minotaur-bench-scale-{}", std::process::id()));
    let o = bench::scale::Options {
        inputs,
        cuts: a.cuts.max(1),
        cut_budget: a.cut_budget.max(0.1),
        workers: a.workers,
        pg: a.pg,
        queue_claims: a.queue_claims.max(1),
        exe: std::env::current_exe().context("cannot find minotaur's own executable")?,
        scratch: scratch.clone(),
    };
    let r = bench::scale::run(&o, &|e| match e {
        bench::scale::Event::Step(s) => eprintln!("bench scale: {s}"),
        bench::scale::Event::Run(r) => eprintln!(
            "bench scale: {:?} × {}: {} cuts in {:.1} s ({:.0} per hour)",
            r.backend, r.workers, r.cuts_done, r.wall_seconds, r.cuts_per_hour
        ),
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let r = r?;
    bench::write_json(&a.out, &r)?;
    println!(
        "{:<9} {:>7} {:>6} {:>9} {:>11} {:>8}  same",
        "store", "workers", "cuts", "seconds", "cuts/hour", "queue ms"
    );
    for row in &r.runs {
        let same = row.agreement.as_ref().map_or("-".to_string(), |g| {
            format!("{} ({} differ, {} timing)", g.same, g.disagreements.len(), g.timing)
        });
        let ms = row.queue_ms_per_cut.map_or("-".to_string(), |m| format!("{m:.3}"));
        println!(
            "{:<9} {:>7} {:>6} {:>9.2} {:>11.1} {:>8}  {same}",
            format!("{:?}", row.backend).to_lowercase(),
            row.workers,
            row.cuts_done,
            row.wall_seconds,
            row.cuts_per_hour,
            ms
        );
    }
    for q in &r.queue.rows {
        println!("queue alone, {} threads: {} transactions/s", q.threads, q.tx_per_sec);
    }
    if let Some(w) = r.queue.sustained_workers {
        println!(
            "workers one server sustains at {} s per cut: {w}",
            r.queue.seconds_per_cut.unwrap_or(0.0)
        );
    }
    println!("results written to {}", a.out.display());
    Ok(ExitCode::Success)
}

/// `x` as the results file writes it (`2.0`, not `2`; `null` when not finite).
fn js(x: f64) -> String {
    serde_json::Value::from(x).to_string()
}

fn bench_verify(dir: &Path, out: &Path, budgets: &[u64]) -> Result<ExitCode> {
    // The verify corpus is text: its files, never archive members.
    let files: Vec<std::path::PathBuf> = crate::llvm::find_inputs(&[dir.to_path_buf()])
        .modules()?
        .iter()
        .filter_map(|s| s.file().map(std::path::Path::to_path_buf))
        .collect();
    let budgets: Vec<Duration> = budgets.iter().map(|s| Duration::from_secs(*s)).collect();
    let pb = super::progress((files.len() * budgets.len()) as u64, "verify");
    let r = bench::verify(dir, &files, &budgets, &|f| {
        pb.set_message(f.to_string());
        pb.inc(1);
    });
    pb.finish_and_clear();
    bench::write_json(out, &r)?;
    let s = &r.summary;
    println!("{} files on {}", s.files, s.cpu);
    for b in &s.budgets {
        println!(
            "budget {:>4} s: wrong {}, unknown {}, median {:.1} ms, p90 {:.1} ms, max {:.1} ms; quantified {} files: median {:.1} ms, p90 {:.1} ms, max {:.1} ms; total {:.1} s",
            b.timeout_s, b.wrong, b.unknown, b.all.median_ms, b.all.p90_ms, b.all.max_ms, b.quantified.count,
            b.quantified.median_ms, b.quantified.p90_ms, b.quantified.max_ms, b.total_s
        );
        for (f, ms) in b.slowest.iter().take(3) {
            println!("  slowest: {f} ({ms:.1} ms)");
        }
    }
    if s.grows.is_empty() {
        println!("no file's time grows with the budget");
    } else {
        println!("time grows with the budget: {}", s.grows.join(", "));
    }
    println!("results written to {}", out.display());
    let clean = s.budgets.iter().all(|b| b.wrong == 0 && b.unknown == 0) && s.grows.is_empty();
    Ok(ExitCode::success_if(clean))
}

/// Runs the depth study and the crawl timing, and writes the results file.
fn depths(a: DepthsArgs) -> Result<ExitCode> {
    let o = bench::depths::Options {
        corpora: a.corpora,
        max_depth: a.max_depth,
        jobs: super::crawl_cmd::jobs(a.jobs),
        exe: std::env::current_exe()?,
    };
    let pb: RefCell<Option<indicatif::ProgressBar>> = RefCell::new(None);
    let progress = |e: bench::depths::Event| {
        use bench::depths::Event;
        let mut pb = pb.borrow_mut();
        match e {
            Event::StudyStart { corpus, files } => {
                *pb = Some(super::progress(files as u64, &format!("depths {}", corpus.display())));
            }
            Event::CrawlStart(corpus) => *pb = Some(super::progress(0, &format!("crawl {}", corpus.display()))),
            Event::CrawlInputs(n) => pb.iter().for_each(|p| p.set_length(n as u64)),
            Event::Studied | Event::Crawled => pb.iter().for_each(|p| p.inc(1)),
            Event::StudyEnd | Event::CrawlEnd => {
                if let Some(p) = pb.take() {
                    p.finish_and_clear();
                }
            }
        }
    };
    let r = bench::depths::run(&o, &progress)?;
    bench::write_json(&a.out, &r)?;
    for c in &r.corpora {
        println!(
            "{}: {} inputs, {} functions, {} instructions, {} input errors",
            c.corpus, c.inputs, c.functions, c.instructions, c.input_errors
        );
        println!(
            "  {:>5}  {:>11}  {:>8}  {:>8}",
            "depth", "unique cuts", "sites", "trivial"
        );
        for d in &c.depths {
            println!(
                "  {:>5}  {:>11}  {:>8}  {:>8}",
                d.depth, d.unique_cuts, d.sites, d.trivial
            );
        }
        let (f, s) = (&c.crawl, &c.recrawl);
        println!(
            "  crawl at depth {}: {} s, {} instructions/s; again: {} s ({} of the first)",
            f.depth,
            js(f.seconds),
            js(f.instructions_per_second),
            js(s.seconds),
            js(s.fraction_of_first)
        );
    }
    println!("results written to {}", a.out.display());
    Ok(ExitCode::Success)
}

/// Runs `minotaur opt` on every case and writes the results file.
fn synth(a: SynthCasesArgs) -> Result<ExitCode> {
    let o = bench::synth::Options {
        dir: a.dir,
        cut_budget: a.cut_budget,
        jobs: a.jobs.max(1),
        exe: std::env::current_exe()?,
    };
    let pb = super::progress(0, "synthesis cases");
    let r = bench::synth::run(&o, &|e| match e {
        bench::synth::Event::Start(n) => pb.set_length(n as u64),
        bench::synth::Event::Done => pb.inc(1),
    })?;
    pb.finish_and_clear();
    bench::write_json(&a.out, &r)?;
    for c in &r.cases {
        println!(
            "{:<8} {:<6} {:>6.1}s  {}  {}",
            c.status.as_deref().unwrap_or("?"),
            c.expected,
            c.seconds,
            c.case,
            c.rewrite.as_deref().unwrap_or("")
        );
    }
    println!("{}", serde_json::to_string_pretty(&r.summary)?);
    println!("results written to {}", a.out.display());
    Ok(ExitCode::Success)
}

/// Builds the rules of each store and writes what they came to.
fn rules(a: RulesBenchArgs) -> Result<ExitCode> {
    let r = bench::rules::run(&a.dbs, a.top, &|e| match e {
        bench::rules::Event::Built { db, rules, rewrites } => {
            eprintln!("bench rules: {}: {rules} rules from {rewrites} rewrites", db.display());
        }
    })?;
    bench::write_json(&a.out, &r)?;
    println!("wrote {}", a.out.display());
    Ok(ExitCode::Success)
}

/// Writes the reports of each store and what they came to; exit 1 when a proof fails or
/// a fold's output is refuted.
fn report(a: ReportBenchArgs) -> Result<ExitCode> {
    let patch = if a.patch {
        Some(a.patching.options(Duration::from_secs(20))?)
    } else {
        None
    };
    let ledger = crate::rules::ledger::read(&a.ledger).map_err(anyhow::Error::msg)?;
    let o = bench::report::Options {
        dbs: a.dbs,
        dir: a.dir,
        patch,
    };
    let select = |store: &crate::store::Store| {
        let sel = crate::report::Selection {
            top: None,
            rule: None,
            all: a.all,
        };
        crate::report::select(store, &sel, &ledger).map_err(|e| format!("{e:#}"))
    };
    let run = bench::report::run(&o, &select, &|e| match e {
        bench::report::Event::Step { store, msg } => eprintln!("{store}: {msg}"),
    })?;
    bench::write_json(&a.out, &run.results)?;
    // The stores without their long list of rules.
    let mut stores = serde_json::to_value(&run.results.stores)?;
    for s in stores.as_array_mut().into_iter().flatten() {
        if let Some(o) = s.as_object_mut() {
            o.remove("rules");
        }
    }
    println!("{}", serde_json::to_string_pretty(&stores)?);
    println!("wrote {}", a.out.display());
    if let Some(p) = &run.patches {
        bench::write_json(&a.patch_out, p)?;
        println!("wrote {}", a.patch_out.display());
    }
    Ok(ExitCode::success_if(run.wrong == 0))
}

fn fmt(v: Option<f64>, digits: usize) -> String {
    v.map_or("-".into(), |x| format!("{x:.digits$}"))
}

/// Measures the projects, writes the results file and prints the ratios.
fn speedup(a: SpeedupArgs) -> Result<ExitCode> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = bench::speedup::Options {
        projects: a.projects,
        dbs: a.dbs,
        compare_dbs: a.compare_dbs,
        reps: a.reps,
        callgrind: !a.no_callgrind,
        check: a.check,
        plain: a.plain,
        veto_from_run: a.veto_from_run,
        work: a.work,
        merge: a.merge,
        corpora: a.corpora,
        cc: a.cc,
        cxx: a.cxx,
        jobs: a.jobs,
        march: a.march,
        exe: std::env::current_exe().context("finding this minotaur executable")?,
        command: format!("minotaur {}", args.join(" ")),
    };
    let r = bench::speedup::run(&o, &|e| match e {
        bench::speedup::Event::Building { project, out, log } => eprintln!(
            "speedup: {project}: building {} (log: {})",
            out.display(),
            log.display()
        ),
        bench::speedup::Event::Bench { project, bench } => eprintln!(
            "speedup: {project}: {bench} ({} reps{})",
            o.reps,
            if o.callgrind { ", callgrind" } else { "" }
        ),
    })?;
    bench::write_json(&a.out, &r)?;
    println!(
        "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}",
        "project", "bench", "base s", "rewr s", "wall x", "instr x"
    );
    for p in &r.projects {
        for b in &p.benches {
            println!(
                "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}",
                p.name,
                b.name,
                fmt(b.base.wall_median_s, 3),
                fmt(b.rewritten.wall_median_s, 3),
                fmt(b.ratio.wall_median, 3),
                fmt(b.ratio.instructions, 4),
            );
        }
        println!(
            "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}   compile overhead cold {} warm {}; sites rewritten {}",
            p.name,
            "geomean",
            "",
            "",
            fmt(p.geomean.wall_median, 3),
            fmt(p.geomean.instructions, 4),
            fmt(p.compile_overhead.cold, 3),
            fmt(p.compile_overhead.warm, 3),
            p.rewrites.sites_rewritten,
        );
        if let Some(v) = &p.veto {
            let functions: std::collections::BTreeSet<&str> = v.entries.iter().map(|e| e.function.as_str()).collect();
            println!(
                "{:<10} veto: {} rewrite(s) in {} function(s) ran more instructions ({})",
                p.name,
                v.entries.len(),
                functions.len(),
                v.file
            );
            for b in &v.benches {
                println!(
                    "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}",
                    p.name,
                    format!("{} (vetoed)", b.name),
                    fmt(b.base.wall_median_s, 3),
                    fmt(b.rewritten.wall_median_s, 3),
                    fmt(b.ratio.wall_median, 3),
                    fmt(b.ratio.instructions, 4),
                );
            }
            if !v.benches.is_empty() {
                println!(
                    "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}",
                    p.name,
                    "geomean (vetoed)",
                    "",
                    "",
                    fmt(v.geomean.wall_median, 3),
                    fmt(v.geomean.instructions, 4)
                );
            }
        }
        for e in &p.errors {
            println!("{}: ERROR: {e}", p.name);
        }
    }
    println!(
        "overall geomean: wall {} instructions {}",
        fmt(r.geomean.wall_median, 3),
        fmt(r.geomean.instructions, 4)
    );
    println!("wrote {}", a.out.display());
    Ok(ExitCode::success_if(r.ok))
}
