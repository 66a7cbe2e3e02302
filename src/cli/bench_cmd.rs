//! `minotaur bench ...`: benchmarks that write a results file. Numbers in the README come
//! from these, never from timed unit tests.

use super::ExitCode;
use crate::smt::refine::Options;
use crate::verify::{self, VerdictKind};
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub what: BenchWhat,
}

#[derive(clap::Subcommand, Debug)]
pub enum BenchWhat {
    /// Time `verify` on every file of a verdict folder (files start with
    /// `; expect: valid|invalid`), and write per-file times and verdicts as JSON.
    Verify {
        /// The folder of verdict files.
        #[arg(default_value = "tests/data/verify")]
        dir: PathBuf,
        /// Where to write the results.
        #[arg(long, default_value = "bench/results/verify.json")]
        out: PathBuf,
        /// Seconds the solver may spend on each pair.
        #[arg(long, default_value_t = 60)]
        timeout: u64,
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

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

/// Runs the benchmark asked for.
pub fn run(a: BenchArgs) -> Result<ExitCode> {
    match a.what {
        BenchWhat::Verify { dir, out, timeout } => bench_verify(&dir, &out, timeout),
        BenchWhat::Depths(a) => super::bench_depths::run(a),
        BenchWhat::Synth(a) => super::bench_synth::run(a),
        BenchWhat::Rules(a) => super::bench_rules::run(a),
        BenchWhat::Report(a) => super::bench_report::run(a),
        BenchWhat::Speedup(a) => super::bench_speedup::run(a),
    }
}

fn bench_verify(dir: &Path, out: &Path, timeout: u64) -> Result<ExitCode> {
    let files = crate::llvm::find_inputs(&[dir.to_path_buf()])?;
    let opts = Options {
        timeout: Duration::from_secs(timeout),
        ..Options::default()
    };
    let pb = super::progress(files.len() as u64, "verify");
    let mut rows = Vec::new();
    let mut times = Vec::new();
    let mut quantified_times: Vec<f64> = Vec::new();
    let (mut wrong, mut unknown) = (0, 0);
    for f in &files {
        let rel = f.strip_prefix(dir).unwrap_or(f).display().to_string();
        let start = Instant::now();
        let r = verify::check_file(f, &opts);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let (want, got) = match &r {
            Ok(v) => match v.unknown_reason() {
                Some(why) if v.verdict == VerdictKind::Unknown => (v.expected, format!("unknown: {why}")),
                _ => (v.expected, v.verdict.to_string()),
            },
            Err(e) => (verify::expected(f), format!("error: {e}")),
        };
        // A file the verifier could not decide counts as `unknown`, any other miss as wrong.
        match &r {
            Ok(v) if v.mismatch().is_none() => {}
            Ok(v) if v.unknown_reason().is_some() && want != Some(VerdictKind::Unknown) => unknown += 1,
            _ => wrong += 1,
        }
        let want = want.map_or("", VerdictKind::name);
        times.push(ms);
        let pairs = r.as_ref().map(|v| v.pairs.as_slice()).unwrap_or(&[]);
        let quantified = pairs.iter().any(|p| p.info.quantified);
        let undef = pairs.iter().any(|p| p.info.undef_inputs);
        if quantified {
            quantified_times.push(ms);
        }
        rows.push(serde_json::json!({
            "file": rel, "expected": want, "verdict": got, "ms": (ms * 1000.0).round() / 1000.0,
            "undef_inputs": undef, "quantified": quantified,
        }));
        pb.inc(1);
    }
    pb.finish_and_clear();
    let mut sorted = times.clone();
    sorted.sort_by(|a, b| a.total_cmp(b));
    quantified_times.sort_by(|a, b| a.total_cmp(b));
    let summary = serde_json::json!({
        "files": files.len(),
        "wrong": wrong,
        "unknown": unknown,
        "quantified_files": quantified_times.len(),
        "quantified_median_ms": (percentile(&quantified_times, 0.5) * 1000.0).round() / 1000.0,
        "undef_input_files": rows.iter().filter(|r| r["undef_inputs"] == true).count(),
        "median_ms": (percentile(&sorted, 0.5) * 1000.0).round() / 1000.0,
        "p90_ms": (percentile(&sorted, 0.9) * 1000.0).round() / 1000.0,
        "worst_ms": (sorted.last().copied().unwrap_or(0.0) * 1000.0).round() / 1000.0,
        "total_s": (times.iter().sum::<f64>() / 10.0).round() / 100.0,
        "timeout_s": timeout,
        "version": env!("CARGO_PKG_VERSION"),
    });
    let worst = rows
        .iter()
        .max_by(|a, b| {
            a["ms"]
                .as_f64()
                .unwrap_or(0.0)
                .total_cmp(&b["ms"].as_f64().unwrap_or(0.0))
        })
        .cloned();
    if let Some(p) = out.parent() {
        std::fs::create_dir_all(p).with_context(|| format!("creating {}", p.display()))?;
    }
    let doc = serde_json::json!({"summary": summary, "files": rows});
    std::fs::write(out, serde_json::to_string_pretty(&doc)? + "\n")
        .with_context(|| format!("writing {}", out.display()))?;
    println!("{}", serde_json::to_string_pretty(&summary)?);
    if let Some(w) = worst {
        println!("worst: {} ({} ms)", w["file"].as_str().unwrap_or("?"), w["ms"]);
    }
    println!("results written to {}", out.display());
    Ok(ExitCode::success_if(wrong == 0 && unknown == 0))
}
