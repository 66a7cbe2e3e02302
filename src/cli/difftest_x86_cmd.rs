//! `minotaur difftest --x86`: every registered x86 intrinsic run by `interp` and natively
//! through LLVM's JIT, compared lane by lane; per-intrinsic counts, skips with reasons.

use super::ExitCode;
use crate::llvm::difftest::x86::{self, X86Config, X86Report};
use crate::llvm::difftest::WorkerCmd;
use anyhow::{Context, Result};

/// The x86 mode's flags of `minotaur difftest`.
#[derive(clap::Args, Debug)]
pub struct X86Args {
    /// Test the x86 SIMD intrinsics (every one `minotaur intrinsics` lists) instead of
    /// random generic instructions.
    #[arg(long)]
    pub x86: bool,
    /// With --x86: executions compared per intrinsic.
    #[arg(long, default_value_t = 10_000, requires = "x86")]
    pub per_intrinsic: u64,
    /// With --x86: only intrinsics whose name contains this.
    #[arg(long, requires = "x86")]
    pub only: Option<String>,
    /// With --x86: inputs per generated function (one JIT compilation each).
    #[arg(long, default_value_t = 500, requires = "x86")]
    pub batch: usize,
    /// With --x86: also write the JSON report to this file.
    #[arg(long, requires = "x86")]
    pub out: Option<std::path::PathBuf>,
}

/// Runs the x86 differential test; exits 1 on a mismatch.
pub fn run(a: &X86Args, seed: u64, jobs: Option<usize>, json: bool) -> Result<ExitCode> {
    let exe = std::env::current_exe().context("cannot find minotaur's own executable for the JIT worker")?;
    let threads = jobs.unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let cfg = X86Config {
        per_intrinsic: a.per_intrinsic,
        seed,
        only: a.only.clone(),
        inputs_per_case: a.batch.max(1),
        threads,
        worker: WorkerCmd {
            program: exe,
            args: vec!["jit-worker".into()],
        },
        max_reports: 50,
        host_flags: None,
    };
    let total = crate::sem::x86::TABLE
        .iter()
        .filter(|e| a.only.as_ref().is_none_or(|s| e.name.contains(s.as_str())))
        .count() as u64;
    let pb = super::progress(total, "difftest --x86");
    let rep = x86::run(&cfg, &|n| pb.set_position(n))?;
    pb.finish_and_clear();
    if let Some(path) = &a.out {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        }
        std::fs::write(path, serde_json::to_string_pretty(&rep)? + "\n")
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&rep)?);
    } else {
        print_summary(&rep);
    }
    Ok(ExitCode::success_if(rep.passed()))
}

fn print_summary(r: &X86Report) {
    for (name, x) in &r.by_intrinsic {
        let extra = x.reason.as_deref().map(|s| format!("  ({s})")).unwrap_or_default();
        println!(
            "{:<8} {name:<40} {:>8} executions {:>4} mismatches{extra}",
            x.status, x.executions, x.mismatches
        );
    }
    println!("by family (intrinsics, executions):");
    for (f, (n, e)) in &r.by_family {
        println!("  {f:<20} {n:>4} {e:>10}");
    }
    for m in &r.mismatch_reports {
        println!("--- mismatch ({}): {}", m.opcodes.join(", "), m.detail);
        print!("{}", m.function);
        println!("  args:   {}", m.args.join(", "));
        println!("  interp: {}", m.interp);
        println!("  llvm:   {}", m.llvm);
    }
    println!(
        "seed {}: {} intrinsics, {} passed, {} failed, {} skipped; {} executions ({} lanes) compared, {} mismatches, {:.1} s",
        r.seed,
        r.intrinsics_tested,
        r.passed,
        r.failed,
        r.skipped,
        r.executions,
        r.lanes_compared,
        r.mismatches,
        r.seconds
    );
}
