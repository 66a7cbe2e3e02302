//! `minotaur opt FILE.ll`: synthesize cheaper code for `@src` directly (no database) and
//! print the result as an `@src`/`@tgt` file that `minotaur verify` accepts.

use super::ExitCode;
use crate::synth::{self, choose, src_tgt_text};
use anyhow::{bail, Context, Result};
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct OptArgs {
    /// An LLVM file (`.ll` or `.bc`) with a function `@src` (or name one with --function).
    pub file: PathBuf,
    /// The function to optimize.
    #[arg(long, default_value = "src")]
    pub function: String,
    #[command(flatten)]
    pub synth: SynthFlags,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// The search flags `opt` and `synth` share.
#[derive(clap::Args, Debug, Clone)]
pub struct SynthFlags {
    /// New instructions per candidate (bitcasts and `freeze` are free), 1 to 3. With 3,
    /// the terms of two instructions are not stored: a third instruction over a leaf
    /// completes them from the outside in, and pairs of one-instruction terms are looked
    /// up for `add`/`sub`/`xor`/`icmp eq`/`ne` only (see docs/synthesis.md).
    #[arg(long, default_value_t = 3)]
    pub max_insts: u32,
    /// Time for one cut, in seconds [default: 30 for `opt`, 10 for `synth`: over a corpus,
    /// more cuts at 10 s each found more novel rewrites per core-hour than fewer at 30 s;
    /// see docs/synthesis.md].
    #[arg(long)]
    pub cut_budget: Option<f64>,
    /// Timeout of each refinement query, in seconds.
    #[arg(long, default_value_t = 10.0)]
    pub timeout: f64,
    /// The CPU to cost for (llvm-mca's -mcpu; `native` is this host). Its x86 features
    /// decide which intrinsics candidates may use.
    #[arg(long, default_value = "native")]
    pub mcpu: String,
    /// Seed of the input bank.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `opt`'s time for its one cut when `--cut-budget` is not given, in seconds.
pub const OPT_CUT_BUDGET: f64 = 30.0;

impl SynthFlags {
    /// The time for one cut: `--cut-budget`, else `default` (seconds, at least 0.1).
    pub fn cut_budget_or(&self, default: f64) -> f64 {
        self.cut_budget.unwrap_or(default).max(0.1)
    }

    /// The arguments of a synthesis worker process (`minotaur synth-worker`) searching
    /// with these flags at `cut_budget` seconds per cut.
    pub fn worker_args(&self, cut_budget: f64) -> Vec<String> {
        vec![
            "synth-worker".to_string(),
            format!("--max-insts={}", self.max_insts),
            format!("--cut-budget={cut_budget}"),
            format!("--timeout={}", self.timeout),
            format!("--mcpu={}", self.mcpu),
            format!("--seed={}", self.seed),
        ]
    }

    /// Search options; `default_budget` is the command's time per cut in seconds.
    pub fn options(&self, default_budget: f64) -> synth::Options {
        synth::Options {
            max_insts: self.max_insts.clamp(1, 3),
            budget: Duration::from_secs_f64(self.cut_budget_or(default_budget)),
            query_timeout: Duration::from_secs_f64(self.timeout.max(0.1)),
            seed: self.seed,
            cpu_flags: crate::cost::cpu_flags(&self.mcpu),
            mca_cpu: Some(crate::cost::resolve_cpu(&self.mcpu)),
            ..synth::Options::default()
        }
    }
}

/// Synthesizes for one function; the exit code says whether a cheaper rewrite was found.
pub fn run(a: OptArgs) -> Result<ExitCode> {
    let m = crate::llvm::load_module(&a.file)?;
    let Some(f) = m.function(&a.function) else {
        bail!("{}: no function @{}", a.file.display(), a.function);
    };
    let opts = a.synth.options(OPT_CUT_BUDGET);
    let out = synth::synthesize(f, &opts);
    let cpu = crate::cost::resolve_cpu(&a.synth.mcpu);
    let chosen = choose(f, &out, &cpu, &mut crate::cost::NoCache);
    if a.json {
        let v = match &chosen {
            Ok(c) => {
                let mut v = serde_json::to_value(c.found("", f, &cpu))?;
                let o = v.as_object_mut().expect("a found rewrite is a JSON object");
                o.remove("cut");
                o.insert("status".into(), serde_json::json!(crate::store::SynthStatus::Found));
                o.insert("stats".into(), serde_json::to_value(&out.stats)?);
                v
            }
            Err(n) => serde_json::json!({"status": n.status, "detail": n.detail, "cpu": cpu, "stats": out.stats}),
        };
        println!("{}", serde_json::to_string_pretty(&v).context("printing JSON")?);
    } else {
        match &chosen {
            Ok(c) => {
                println!("; minotaur opt {} @{}", a.file.display(), a.function);
                println!("{}", c.costs.comment(&cpu));
                println!("; rewrite: {}", c.rewrite.expr);
                println!(
                    "; search: {:.1} s, {} candidates, {} proved, {} refuted",
                    out.stats.seconds, out.stats.candidates, out.stats.verified_valid, out.stats.verified_invalid
                );
                print!("{}", src_tgt_text(f, &c.rewrite.tgt));
            }
            Err(n) => {
                println!(
                    "; minotaur opt {} @{}: {} ({}); {:.1} s, {} candidates, {} refuted",
                    a.file.display(),
                    a.function,
                    n.status.name(),
                    n.detail,
                    out.stats.seconds,
                    out.stats.candidates,
                    out.stats.verified_invalid
                );
            }
        }
    }
    Ok(match (&chosen, out.status) {
        (Ok(_), _) => ExitCode::Success,
        (Err(_), synth::Status::Timeout) => ExitCode::Undecided,
        (Err(_), synth::Status::Error) => ExitCode::Error,
        _ => ExitCode::Problem,
    })
}
