//! `minotaur apply` (stored rewrites into bitcode files) and `minotaur cc` (the
//! compiler wrapper that does it inside a real build).

use super::ExitCode;
use crate::apply::{self, cc, Event};
use anyhow::{Context, Result};
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct ApplyArgs {
    /// Input files (.bc, .ll, LTO .o) or directories (walked for them).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The store whose rewrites are applied: a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: PathBuf,
    /// Output: a file for one input file, else a directory (mirroring each input
    /// directory's tree). Written as bitcode, or as text for a `.ll` name.
    #[arg(short, long, conflicts_with = "in_place")]
    pub output: Option<PathBuf>,
    /// Overwrite each input (atomically).
    #[arg(long)]
    pub in_place: bool,
    /// Apply only rewrites `opt -O3` does not already reach.
    #[arg(long)]
    pub novel_only: bool,
    /// Apply only the instances of the rules accepted into this directory (`minotaur
    /// rules accept` writes `<id>.rule` there), not every stored rewrite.
    #[arg(long)]
    pub rules: Option<PathBuf>,
    /// Only rewrites costed for this CPU (llvm-mca's `-mcpu` when synthesized); default: all.
    #[arg(long)]
    pub mcpu: Option<String>,
    /// A veto file: rewrites not to apply in named functions (`FUNCTION CUT [# why]` a
    /// line; `bench speedup --veto-from-run` writes one from a measured build).
    #[arg(long)]
    pub veto: Option<PathBuf>,
    /// Seconds for re-proving each rewrite against the cut found at its site.
    #[arg(long, default_value_t = 20.0)]
    pub proof_timeout: f64,
    /// Print the report as JSON (per file, with every site and its outcome).
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args, Debug)]
pub struct CcArgs {
    /// The store (default: $MINOTAUR_DB).
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Compile unchanged and crawl each translation unit's bitcode into the store.
    #[arg(long)]
    pub crawl_only: bool,
    /// Keep objects and re-proved verdicts here, so a rebuild with nothing new is cheap.
    #[arg(long)]
    pub cache: Option<PathBuf>,
    /// Append one JSON line per translation unit here (default: $MINOTAUR_CC_LOG).
    #[arg(long)]
    pub log: Option<PathBuf>,
    /// Apply only rewrites `opt -O3` does not already reach.
    #[arg(long)]
    pub novel_only: bool,
    /// Only rewrites costed for this CPU (llvm-mca's `-mcpu` when synthesized); default: all.
    #[arg(long)]
    pub mcpu: Option<String>,
    /// A veto file: rewrites not to apply in named functions (`FUNCTION CUT [# why]` a
    /// line; `bench speedup --veto-from-run` writes one from a measured build).
    #[arg(long)]
    pub veto: Option<PathBuf>,
    /// The compiler and its arguments, after `--`.
    #[arg(last = true, required = true)]
    pub command: Vec<String>,
}

pub fn run(a: ApplyArgs) -> Result<ExitCode> {
    let opts = apply::Options {
        db: a.db.clone(),
        output: a.output.clone(),
        in_place: a.in_place,
        novel_only: a.novel_only,
        rules: a.rules.clone(),
        mcpu: a.mcpu.clone(),
        proof_timeout: Duration::from_secs_f64(a.proof_timeout),
        veto: match &a.veto {
            Some(f) => apply::Veto::read(f)?,
            None => apply::Veto::default(),
        },
    };
    let pb = super::progress(0, "applying");
    let progress = |e: Event| match e {
        Event::UnknownRule { dir, id } => pb.suspend(|| {
            eprintln!(
                "minotaur apply: {}/{id}.rule: no such rule in {}",
                dir.display(),
                crate::store::redact(&a.db.to_string_lossy())
            )
        }),
        Event::Start(n) => pb.set_length(n as u64),
        Event::Failed(e) => pb.suspend(|| eprintln!("minotaur apply: {e}")),
        Event::Done(_) => pb.inc(1),
    };
    let sum = apply::run(&a.inputs, &opts, &progress)?;
    pb.finish_and_clear();
    if a.json {
        // Through a `Value`: keys sorted, as the report always printed them.
        println!("{}", serde_json::to_string_pretty(&serde_json::to_value(&sum)?)?);
    } else {
        let total = &sum.counts;
        println!(
            "{} file(s), {} rewrite(s) to apply: {} site(s) rewritten, {} skipped{}",
            sum.files,
            sum.rewrites_to_apply,
            total.sites_rewritten,
            total.skipped.values().sum::<usize>(),
            if sum.failed.is_empty() {
                String::new()
            } else {
                format!(", {} file(s) failed", sum.failed.len())
            }
        );
        for (why, n) in &total.skipped {
            println!("  skipped {n}: {}", why.name());
        }
        let fc = &total.function_checks;
        println!(
            "  whole functions: {} proved to refine the original, {} too large to verify and run on {} concrete inputs without a difference, {} refuted and {} refuted for some loop state (left as they were), {} unchecked (undecided)",
            fc.proved,
            fc.sampled,
            crate::apply::WHOLE_FUNCTION_SAMPLES,
            fc.refuted,
            fc.refuted_in_loop,
            fc.unchecked
        );
        for (cut, n) in &total.rewrites {
            println!("  {n:>5}  {cut}");
        }
    }
    Ok(ExitCode::success_if(sum.failed.is_empty()))
}

pub fn cc(a: CcArgs) -> Result<ExitCode> {
    let (compiler, args) = a.command.split_first().context("no compiler after --")?;
    let opts = cc::CcOptions {
        db: a.db,
        crawl_only: a.crawl_only,
        cache: a.cache,
        log: a.log,
        novel_only: a.novel_only,
        mcpu: a.mcpu,
        veto: a.veto,
    };
    let code = cc::run(compiler, args, &opts).with_context(|| format!("running {compiler}"))?;
    // The compiler's own exit status, whatever it is.
    std::process::exit(code);
}
