//! `minotaur apply` (stored rewrites into bitcode files) and `minotaur cc` (the
//! compiler wrapper that does it inside a real build).

use super::ExitCode;
use crate::apply::{self, cc, Counts, Rewrites};
use crate::store::Store;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct ApplyArgs {
    /// Input files (.bc, .ll, LTO .o) or directories (walked for them).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The store whose rewrites are applied.
    #[arg(long, default_value = "minotaur.db")]
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
    /// The compiler and its arguments, after `--`.
    #[arg(last = true, required = true)]
    pub command: Vec<String>,
}

/// Where the output of `input` (found under `root`, one of the given paths) goes.
fn output_of(a: &ApplyArgs, root: &Path, input: &Path, single_file: bool) -> Result<PathBuf> {
    if a.in_place {
        return Ok(input.to_path_buf());
    }
    let Some(out) = &a.output else {
        bail!("say where the output goes: -o OUT or --in-place");
    };
    if single_file {
        return Ok(out.clone());
    }
    let rel = if root.is_dir() {
        input.strip_prefix(root).unwrap_or(input)
    } else {
        Path::new(input.file_name().unwrap_or_default())
    };
    Ok(out.join(rel))
}

pub fn run(a: ApplyArgs) -> Result<ExitCode> {
    let store = Store::open_existing(&a.db)?;
    let rw = match &a.rules {
        None => Rewrites::from_store(&store, a.novel_only)?,
        Some(dir) => {
            let (rw, unknown) = Rewrites::from_accepted(&store, dir)?;
            for id in unknown {
                eprintln!(
                    "minotaur apply: {}/{id}.rule: no such rule in {}",
                    dir.display(),
                    a.db.display()
                );
            }
            rw
        }
    };
    let mut rw = rw.for_cpu(a.mcpu.as_deref());
    rw.timeout = Duration::from_secs_f64(a.proof_timeout);
    drop(store);
    let single_file = a.inputs.len() == 1 && a.inputs[0].is_file();
    let mut jobs: Vec<(PathBuf, PathBuf)> = Vec::new();
    for root in &a.inputs {
        for input in crate::llvm::find_inputs(std::slice::from_ref(root))? {
            let out = output_of(&a, root, &input, single_file)?;
            jobs.push((input, out));
        }
    }
    if jobs.is_empty() {
        bail!(
            "no LLVM inputs under {}",
            a.inputs
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let pb = super::progress(jobs.len() as u64, "applying");
    let mut total = Counts::default();
    let mut files = Vec::new();
    let mut failed = Vec::new();
    for (input, out) in &jobs {
        if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
        }
        match apply::apply_file(input, out, &rw) {
            Ok(r) => {
                total.add(&r.counts);
                files.push(r);
            }
            Err(e) => {
                pb.suspend(|| eprintln!("minotaur apply: {e}"));
                failed.push(e.to_string());
            }
        }
        pb.inc(1);
    }
    pb.finish_and_clear();
    if a.json {
        let v = serde_json::json!({
            "rewrites_to_apply": rw.len(),
            "files": jobs.len(),
            "failed": failed,
            "sites_rewritten": total.sites_rewritten,
            "skipped": total.skipped,
            "rewrites": total.rewrites,
            "functions": total.functions,
            "per_file": files,
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        println!(
            "{} file(s), {} rewrite(s) to apply: {} site(s) rewritten, {} skipped{}",
            jobs.len(),
            rw.len(),
            total.sites_rewritten,
            total.skipped.values().sum::<usize>(),
            if failed.is_empty() {
                String::new()
            } else {
                format!(", {} file(s) failed", failed.len())
            }
        );
        for (why, n) in &total.skipped {
            println!("  skipped {n}: {why}");
        }
        for (cut, n) in &total.rewrites {
            println!("  {n:>5}  {cut}");
        }
    }
    Ok(ExitCode::success_if(failed.is_empty()))
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
    };
    let code = cc::run(compiler, args, &opts).with_context(|| format!("running {compiler}"))?;
    // The compiler's own exit status, whatever it is.
    std::process::exit(code);
}
