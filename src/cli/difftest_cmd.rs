//! `minotaur difftest`: differential testing of `sem` against LLVM's JIT, and the hidden
//! `minotaur jit-worker` process it runs the JIT in.

use super::ExitCode;
use crate::llvm::difftest::{self, Config, Report, WorkerCmd};
use crate::llvm::jit;
use anyhow::{Context, Result};

#[derive(clap::Args, Debug)]
pub struct DifftestArgs {
    /// Stop after this many compared executions.
    #[arg(long, default_value_t = 100_000)]
    pub count: u64,
    /// Seed of the random functions and inputs (the same seed gives the same run).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random inputs per generated function (one JIT compilation each).
    #[arg(long, default_value_t = 32)]
    pub inputs: usize,
    /// Parallel shards, each with its own JIT worker (default: all cores).
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// Print the full report as JSON.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub x86: super::difftest_x86_cmd::X86Args,
}

/// Runs the differential test (the x86 one with `--x86`); exits 1 on a mismatch.
pub fn run(a: DifftestArgs) -> Result<ExitCode> {
    if a.x86.x86 {
        return super::difftest_x86_cmd::run(&a.x86, a.seed, a.jobs, a.json);
    }
    let exe = std::env::current_exe().context("cannot find minotaur's own executable for the JIT worker")?;
    let threads = a
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1));
    let cfg = Config {
        count: a.count,
        seed: a.seed,
        inputs_per_case: a.inputs.max(1),
        threads,
        worker: WorkerCmd {
            program: exe,
            args: vec!["jit-worker".into()],
        },
        max_reports: 50,
        mutate_llvm: None,
    };
    let pb = super::progress(a.count, "difftest");
    let rep = difftest::run(&cfg, &|n| pb.set_position(n.min(a.count)))?;
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&rep)?);
    } else {
        print_summary(&rep);
    }
    Ok(ExitCode::success_if(rep.passed()))
}

fn print_summary(r: &Report) {
    println!(
        "seed {}: {} executions compared in {:.1} s ({} functions, {} worker starts)",
        r.seed, r.executions, r.seconds, r.functions, r.worker_starts
    );
    println!("  lanes compared:          {}", r.lanes_compared);
    println!("  all lanes poison:        {}", r.all_poison);
    println!("  inputs with UB (not run): {}", r.ub_inputs);
    println!("executions by opcode:");
    for (k, n) in &r.by_opcode {
        println!("  {k:<28}{n}");
    }
    println!("executions by result type:");
    for (k, n) in &r.by_type {
        println!("  {k:<28}{n}");
    }
    for (title, m) in [
        ("skipped (never counted as passed)", &r.skipped),
        ("compiled at O2 instead of O0", &r.codegen_fallbacks),
        (
            "LLVM bugs (LLVM contradicts LangRef; not counted as compared)",
            &r.known_llvm_bugs,
        ),
    ] {
        let total: u64 = m.values().map(|s| s.executions).sum();
        println!("{title}: {total}");
        for (k, s) in m {
            println!("  {:>8}  {k}", s.executions);
            for l in s.example.lines() {
                println!("            | {l}");
            }
        }
    }
    println!("rejected by LLVM: {}", r.rejected.len());
    for t in r.rejected.iter().take(5) {
        println!("{t}");
    }
    println!("mismatches: {}", r.mismatches);
    for (k, n) in &r.mismatches_by_opcode {
        println!("  {k:<28}{n}");
    }
    for m in &r.mismatch_reports {
        println!("--- {} mismatch ({}): {}", m.kind, m.opcodes.join(", "), m.detail);
        print!("{}", m.function);
        println!("  args:   {}", m.args.join(", "));
        println!("  interp: {}", m.interp);
        println!("  llvm:   {}", m.llvm);
    }
}

/// The JIT worker: serves requests on stdin until it closes.
pub fn worker() -> Result<ExitCode> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut input = std::io::BufReader::new(stdin.lock());
    let mut output = std::io::BufWriter::new(stdout.lock());
    jit::serve(&mut input, &mut output)?;
    Ok(ExitCode::Success)
}
