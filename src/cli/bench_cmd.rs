//! `minotaur bench ...`: benchmarks that write a results file. Numbers in the README come
//! from these, never from timed unit tests.

use super::ExitCode;
use anyhow::{Context, Result};
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
    Depths(super::bench_depths::DepthsArgs),
    /// Synthesis on the folder of cases (`; synth: found|none`): what `minotaur opt`
    /// finds for each within a budget, and the share of `found` cases found.
    Synth(super::bench_synth::SynthCasesArgs),
    /// Rules of synthesis stores: rewrites, clusters, generalized rules, classes, worth,
    /// subsumed rules and the top rules by impact (builds missing rules first).
    Rules(super::bench_rules::RulesBenchArgs),
    /// Reports of every rule of each store: plugins compiled, fired, FileCheck, proofs.
    Report(super::bench_report::ReportBenchArgs),
    /// Speedup of the rewrites on real builds: each project built by its `native.sh` with
    /// plain clang-22 and through `minotaur cc` with its store, test suites run
    /// (`--check`), its `[[bench]]` commands timed side by side (and counted under
    /// callgrind); ratios, geometric means, compile overhead, the rewrites that fired.
    Speedup(super::bench_speedup::SpeedupArgs),
}

/// Runs the benchmark asked for.
pub fn run(a: BenchArgs) -> Result<ExitCode> {
    match a.what {
        BenchWhat::Verify { dir, out, timeout } => bench_verify(&dir, &out, &timeout),
        BenchWhat::Depths(a) => super::bench_depths::run(a),
        BenchWhat::Synth(a) => super::bench_synth::run(a),
        BenchWhat::Rules(a) => super::bench_rules::run(a),
        BenchWhat::Report(a) => super::bench_report::run(a),
        BenchWhat::Speedup(a) => super::bench_speedup::run(a),
    }
}

fn bench_verify(dir: &Path, out: &Path, budgets: &[u64]) -> Result<ExitCode> {
    let files = crate::llvm::find_inputs(&[dir.to_path_buf()])?;
    let budgets: Vec<Duration> = budgets.iter().map(|s| Duration::from_secs(*s)).collect();
    let pb = super::progress((files.len() * budgets.len()) as u64, "verify");
    let r = crate::bench::verify(dir, &files, &budgets, &|f| {
        pb.set_message(f.to_string());
        pb.inc(1);
    });
    pb.finish_and_clear();
    if let Some(p) = out.parent() {
        std::fs::create_dir_all(p).with_context(|| format!("creating {}", p.display()))?;
    }
    std::fs::write(out, serde_json::to_string_pretty(&r)? + "\n")
        .with_context(|| format!("writing {}", out.display()))?;
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
