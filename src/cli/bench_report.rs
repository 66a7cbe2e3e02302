//! `minotaur bench report DB...`: writes the reports a reviewer gets from each store (the
//! rules judged worth it and not already upstream by the ledger; `--all`: every rule),
//! under `--dir`, one folder per store, and what they came to: reports, plugins compiled, folds
//! that fired on every positive test and left every negative test as today's opt does,
//! FileCheck passes, proofs verified, and no fold output refuted.

use super::ExitCode;
use crate::report::{self, Options};
use crate::store::Store;
use anyhow::{Context, Result};
use std::path::PathBuf;
use std::time::{Duration, Instant};

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

pub fn run(a: ReportBenchArgs) -> Result<ExitCode> {
    let mut per = Vec::new();
    let mut patches = Vec::new();
    let patch = if a.patch {
        Some(a.patching.options(Duration::from_secs(20))?)
    } else {
        None
    };
    let mut wrong = 0;
    let ledger = crate::rules::ledger::read(&a.ledger).map_err(anyhow::Error::msg)?;
    for db in &a.dbs {
        let t0 = Instant::now();
        let store = Store::open_existing(db)?;
        let inputs = super::report_cmd::inputs(&store, None, None, a.all, &ledger)?;
        let name = db.file_stem().map_or("db".into(), |s| s.to_string_lossy().to_string());
        let opts = Options {
            out: a.dir.join(&name),
            proof_timeout: Duration::from_secs(20),
            plugin: true,
            db: Some(db.display().to_string()),
            patch: patch.clone(),
        };
        let sum = report::write_reports(&inputs, &opts, &|m| eprintln!("{name}: {m}"))?;
        if let Some(p) = &sum.patch {
            patches.push(patch_entry(db, &sum, p));
        }
        let folds: Vec<_> = sum.rules.iter().filter(|s| s.no_fold.is_empty()).collect();
        let n = |f: &dyn Fn(&&report::Status) -> bool| folds.iter().filter(|s| f(s)).count();
        wrong += sum.rules.iter().map(|s| s.refines_wrong).sum::<usize>();
        wrong += sum
            .rules
            .iter()
            .filter(|s| !s.proof_error.is_empty() || s.proof_valid < s.proof_pairs)
            .count();
        per.push(serde_json::json!({
            "db": db.display().to_string(),
            "reports": sum.rules.len(),
            "reported_worth": sum.rules.iter().filter(|s| s.verdict.reported()).count(),
            "flagged_upstream": sum.rules.iter().filter(|s| !s.upstream.is_empty()).count(),
            "with_cpp": folds.len(),
            "plugin_compiled": sum.plugin_compiled,
            "fired_on_every_positive": n(&|s| s.compiled && s.positive > 0 && s.fired == s.positive),
            "fired_on_some_positive": n(&|s| s.fired > 0),
            "left_every_negative_unchanged": n(&|s| s.compiled && s.untouched == s.negative),
            "filecheck_passed": n(&|s| s.filecheck),
            "proofs_verified": sum.rules.iter().filter(|s| s.proof_error.is_empty() && s.proof_pairs > 0 && s.proof_valid == s.proof_pairs).count(),
            "proofs_failed": sum.rules.iter().filter(|s| !s.proof_error.is_empty() || s.proof_valid < s.proof_pairs).map(|s| format!("{}: {}", s.id, s.proof_error)).collect::<Vec<_>>(),
            "fold_outputs_refuted": sum.rules.iter().map(|s| s.refines_wrong).sum::<usize>(),
            "no_cpp_reasons": sum.rules.iter().filter(|s| !s.no_fold.is_empty()).map(|s| format!("{}: {}", s.id, s.no_fold)).collect::<Vec<_>>(),
            "rules": sum.rules,
            "index": sum.index,
            "seconds": (t0.elapsed().as_secs_f64() * 10.0).round() / 10.0,
        }));
    }
    let v = serde_json::json!({ "command": format!("minotaur bench report {}", a.dbs.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(" ")), "stores": per });
    if let Some(d) = a.out.parent() {
        std::fs::create_dir_all(d)?;
    }
    std::fs::write(&a.out, serde_json::to_string_pretty(&v)? + "\n")
        .with_context(|| format!("writing {}", a.out.display()))?;
    println!(
        "{}",
        serde_json::to_string_pretty(&v["stores"].as_array().map(|s| {
            s.iter()
                .map(|x| {
                    let mut y = x.clone();
                    if let Some(o) = y.as_object_mut() {
                        o.remove("rules");
                    }
                    y
                })
                .collect::<Vec<_>>()
        }))?
    );
    println!("wrote {}", a.out.display());
    if a.patch {
        let v = serde_json::json!({
            "command": format!("minotaur bench report --patch {}", a.dbs.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(" ")),
            "llvm": "22.1.8 (Debian llvm-toolchain-22 1:22.1.8-1~deb12u1)",
            "stores": patches,
        });
        if let Some(d) = a.patch_out.parent() {
            std::fs::create_dir_all(d)?;
        }
        std::fs::write(&a.patch_out, serde_json::to_string_pretty(&v)? + "\n")
            .with_context(|| format!("writing {}", a.patch_out.display()))?;
        println!("wrote {}", a.patch_out.display());
    }
    Ok(ExitCode::success_if(wrong == 0))
}

/// One store's patch outcomes: per fold its steps, and the baseline.
fn patch_entry(db: &std::path::Path, sum: &report::Summary, p: &crate::patch::Summary) -> serde_json::Value {
    let rows: Vec<serde_json::Value> = p
        .outcomes
        .iter()
        .map(|o| {
            let dir = sum
                .rules
                .iter()
                .find(|s| s.id == o.id)
                .map(|s| s.dir.clone())
                .unwrap_or_default();
            serde_json::json!({
                "rule": o.id,
                "dir": dir,
                "status": o.status.words(),
                "why": o.why,
                "applies": !o.patches.is_empty() && o.status != crate::patch::Status::DoesNotApply,
                "builds": o.built,
                "build_seconds": (o.build_seconds * 10.0).round() / 10.0,
                "files_compiled": o.compiled,
                "own_tests": o.own,
                "suite": o.suite.as_ref().map(|d| serde_json::json!({
                    "tests": d.tests, "passed": d.passed, "failed": d.failed,
                    "unsupported": d.unsupported, "baseline_failed": d.baseline_failed,
                    "new_failures": d.new_failures.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>(),
                    "seconds": (d.seconds * 10.0).round() / 10.0,
                })),
                "patches": o.patches,
                "impact": o.impact.iter().map(|i| serde_json::json!({
                    "corpus": i.corpus, "files": i.files, "functions": i.functions,
                    "changed": i.changed, "removed": i.removed, "added": i.added,
                    "grew": i.grew, "compile_time_ratio": (i.compile_time_ratio * 1000.0).round() / 1000.0,
                    "failed": i.failed,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    serde_json::json!({
        "db": db.display().to_string(),
        "folds": rows.len(),
        "ready": p.outcomes.iter().filter(|o| o.status == crate::patch::Status::Ready).count(),
        "baseline_build_seconds": (p.baseline_build_seconds * 10.0).round() / 10.0,
        "baseline_suite": p.baseline.map(|(t, pa, f, u, s)| serde_json::json!({"tests": t, "passed": pa, "failed": f, "unsupported": u, "seconds": (s * 10.0).round() / 10.0})),
        "outcomes": rows,
    })
}
