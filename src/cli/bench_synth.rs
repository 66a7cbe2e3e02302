//! `minotaur bench synth`: run `minotaur opt` on every synthesis case of a folder (each
//! `.ll` starts with `; synth: found` or `; synth: none`) and write what it found, how
//! long it took, and the share of `found` cases found within the budget.

use super::ExitCode;
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

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

fn expectation(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    text.lines()
        .find_map(|l| l.strip_prefix("; synth: "))
        .map(|s| s.trim().to_string())
}

/// Runs `minotaur opt` on every case and writes the results file.
pub fn run(a: SynthCasesArgs) -> Result<ExitCode> {
    let exe = std::env::current_exe()?;
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(&a.dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(|e| e.ok())
        .map(|e| e.path().to_path_buf())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let pb = super::progress(files.len() as u64, "synthesis cases");
    let pool = rayon::ThreadPoolBuilder::new().num_threads(a.jobs.max(1)).build()?;
    let rows: Vec<serde_json::Value> = pool.install(|| {
        files
            .par_iter()
            .map(|f| {
                let t0 = Instant::now();
                let o = Command::new(&exe)
                    .arg("opt")
                    .arg(f)
                    .args(["--json", "--cut-budget", &a.cut_budget.to_string()])
                    .output();
                let secs = t0.elapsed().as_secs_f64();
                let v: serde_json::Value = o
                    .ok()
                    .and_then(|o| serde_json::from_slice(&o.stdout).ok())
                    .unwrap_or_else(|| serde_json::json!({"status": "error", "detail": "no JSON from minotaur opt"}));
                pb.inc(1);
                let rel = f.strip_prefix(&a.dir).unwrap_or(f).display().to_string();
                serde_json::json!({
                    "case": rel,
                    "expected": expectation(f).unwrap_or_default(),
                    "status": v["status"],
                    "seconds": (secs * 100.0).round() / 100.0,
                    "rewrite": v["rewrite"],
                    "cost_before": v["cost_before"],
                    "cost_after": v["cost_after"],
                    "llvm_cost": v["llvm_cost"],
                    "known_to_llvm": v["known_to_llvm"],
                    "detail": v["detail"],
                })
            })
            .collect()
    });
    pb.finish_and_clear();
    let want_found: Vec<&serde_json::Value> = rows.iter().filter(|r| r["expected"] == "found").collect();
    let found = want_found.iter().filter(|r| r["status"] == "found").count();
    let fast = want_found
        .iter()
        .filter(|r| r["status"] == "found" && r["seconds"].as_f64().unwrap_or(1e9) < 5.0)
        .count();
    let controls: Vec<&serde_json::Value> = rows.iter().filter(|r| r["expected"] == "none").collect();
    let control_found: Vec<String> = controls
        .iter()
        .filter(|r| r["status"] == "found")
        .map(|r| r["case"].as_str().unwrap_or("").to_string())
        .collect();
    let summary = serde_json::json!({
        "cases": want_found.len(),
        "found": found,
        "found_percent": if want_found.is_empty() { 0.0 } else { (1000.0 * found as f64 / want_found.len() as f64).round() / 10.0 },
        "found_under_5s": fast,
        "negative_controls": controls.len(),
        "controls_with_a_rewrite": control_found,
        "cut_budget_s": a.cut_budget,
        "cpu": crate::cost::host_cpu(),
        "version": env!("CARGO_PKG_VERSION"),
    });
    if let Some(p) = a.out.parent() {
        std::fs::create_dir_all(p).with_context(|| format!("creating {}", p.display()))?;
    }
    let doc = serde_json::json!({"summary": summary, "cases": rows});
    std::fs::write(&a.out, serde_json::to_string_pretty(&doc)? + "\n")
        .with_context(|| format!("writing {}", a.out.display()))?;
    for r in &rows {
        println!(
            "{:<8} {:<6} {:>6.1}s  {}  {}",
            r["status"].as_str().unwrap_or("?"),
            r["expected"].as_str().unwrap_or("?"),
            r["seconds"].as_f64().unwrap_or(0.0),
            r["case"].as_str().unwrap_or("?"),
            r["rewrite"].as_str().unwrap_or("")
        );
    }
    println!("{}", serde_json::to_string_pretty(&summary)?);
    println!("results written to {}", a.out.display());
    Ok(ExitCode::Success)
}
