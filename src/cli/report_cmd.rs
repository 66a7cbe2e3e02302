//! `minotaur report`: write `reports/<rule>-<name>/` for each rule (proof, C++, plugin,
//! lit test, issue text) and an index, most impactful first.

use super::ExitCode;
use crate::report::{self, Input, Options, Selection};
use crate::rules::ledger;
use crate::store::Store;
use anyhow::Result;
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct ReportArgs {
    /// The database (its rules; run `minotaur rules` first): a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: PathBuf,
    /// The folder to write.
    #[arg(long, default_value = "reports")]
    pub out: PathBuf,
    /// Only the N most impactful rules.
    #[arg(long)]
    pub top: Option<usize>,
    /// Only this rule (its id or a prefix).
    #[arg(long)]
    pub rule: Option<String>,
    /// Also the rules not judged worth a reviewer's time (anti-canonical, known to LLVM,
    /// noise, …) and those the ledger lists as filed, fixed or rejected upstream, each with
    /// its verdict and reason at the top of its issue.md and in the index.
    #[arg(long)]
    pub all: bool,
    /// The reviewers' ledger of rules already upstream (absent: empty).
    #[arg(long, default_value = "rules/upstream.toml")]
    pub ledger: PathBuf,
    /// Seconds for each proof (a rule without its path guard, the plugin's output).
    #[arg(long, default_value_t = 20.0)]
    pub proof_timeout: f64,
    /// Do not compile or run the pass plugin.
    #[arg(long)]
    pub no_plugin: bool,
    /// Patch mode: each fold also as two patches to LLVM's source (`patch/`), built into
    /// a patched `opt` and checked by its own tests and InstCombine's suite (`minotaur
    /// patch` does this for chosen rules).
    #[arg(long)]
    pub patch: bool,
    #[command(flatten)]
    pub patching: PatchFlags,
    /// Print the run's statuses as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Patch mode's settings on the command line.
#[derive(clap::Args, Debug, Clone)]
pub struct PatchFlags {
    /// LLVM's source (an llvm-project tree of the installed version); default: the
    /// Debian source of the installed LLVM, fetched once into ~/.cache/minotaur
    /// (`$MINOTAUR_LLVM_SRC`) by scripts/llvm-source.sh.
    #[arg(long)]
    pub llvm_src: Option<PathBuf>,
    /// Where patched objects, `opt`s and the baseline suite's results are cached
    /// (default `$MINOTAUR_CACHE`, else ~/.cache/minotaur/patch).
    #[arg(long)]
    pub patch_cache: Option<PathBuf>,
    /// Do not run InstCombine's regression suite (about 30 s per `opt` on two cores);
    /// no patch is then called upstream-ready.
    #[arg(long)]
    pub no_suite: bool,
    /// Measure each upstream-ready patch on a corpus: NAME=DIR, every bitcode file under
    /// DIR through `opt -O3`, stock and patched (functions changed, instructions removed
    /// and added, functions that grew, compile time). Repeatable.
    #[arg(long = "impact", value_name = "NAME=DIR")]
    pub impact: Vec<String>,
}

impl PatchFlags {
    /// Patch mode's options: the source (fetched when needed) and the cache.
    pub fn options(&self, proof_timeout: Duration) -> Result<crate::patch::Options> {
        let source = match &self.llvm_src {
            Some(d) => crate::patch::Source::at(d)?,
            None => crate::patch::Source::cached()?,
        };
        let cache = self.patch_cache.clone().unwrap_or_else(|| {
            std::env::var_os("MINOTAUR_CACHE")
                .map(PathBuf::from)
                .unwrap_or_else(|| {
                    PathBuf::from(std::env::var_os("HOME").unwrap_or_else(|| "/tmp".into())).join(".cache/minotaur")
                })
                .join("patch")
        });
        let mut corpora = Vec::new();
        for c in &self.impact {
            let Some((name, dir)) = c.split_once('=') else {
                anyhow::bail!("--impact {c}: expected NAME=DIR");
            };
            if !std::path::Path::new(dir).is_dir() {
                anyhow::bail!("--impact {c}: {dir} is not a folder");
            }
            corpora.push((name.to_string(), PathBuf::from(dir)));
        }
        Ok(crate::patch::Options {
            corpora,
            source,
            cache,
            suite: !self.no_suite,
            proof_timeout,
            opt_limit: Duration::from_secs(30),
        })
    }
}

pub fn run(a: ReportArgs) -> Result<ExitCode> {
    let store = Store::open_existing(&a.db)?;
    let ledger = ledger::read(&a.ledger).map_err(anyhow::Error::msg)?;
    let sel = Selection {
        top: a.top,
        rule: a.rule.as_deref(),
        all: a.all,
    };
    let inputs = report::select(&store, &sel, &ledger)?;
    let proof_timeout = Duration::from_secs_f64(a.proof_timeout.max(0.1));
    let opts = Options {
        out: a.out.clone(),
        proof_timeout,
        plugin: !a.no_plugin,
        db: Some(crate::store::redact(&a.db.to_string_lossy())),
        patch: if a.patch {
            Some(a.patching.options(proof_timeout)?)
        } else {
            None
        },
    };
    write_and_print(&inputs, &opts, a.json)
}

/// Writes the reports of `inputs` and prints their statuses; the exit code says whether
/// any claim failed (a proof, a refinement).
pub(crate) fn write_and_print(inputs: &[Input], opts: &Options, json: bool) -> Result<ExitCode> {
    let pb = super::progress(0, "report");
    let sum = report::run(inputs, opts, &|e| pb.set_message(e.to_string()))?;
    pb.finish_and_clear();
    if json {
        println!("{}", serde_json::to_string_pretty(&sum)?);
    } else {
        for s in &sum.rules {
            println!(
                "{}  {:<12} {:<14} proof {}/{}{}  {}",
                s.dir,
                s.class.name(),
                s.verdict.name(),
                s.proof_valid,
                s.proof_pairs,
                if s.proof_error.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", s.proof_error)
                },
                s.plugin_words()
            );
            if s.patch.is_some() {
                println!("    patch: {}", s.patch_words());
            }
        }
        if sum.plugin_compiled == Some(false) {
            println!("plugin did not compile:\n{}", sum.plugin_error);
        }
        println!("{} report(s); index: {}", sum.rules.len(), sum.index);
    }
    let bad = sum
        .rules
        .iter()
        .any(|s| s.refines_wrong > 0 || s.proof_valid < s.proof_pairs || !s.proof_error.is_empty());
    Ok(if bad { ExitCode::Problem } else { ExitCode::Success })
}
