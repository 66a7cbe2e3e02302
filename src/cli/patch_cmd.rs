//! `minotaur patch RULE...`: the reports of the chosen rules with patch mode on — two
//! patches to LLVM's source per fold, a patched `opt`, its own tests, InstCombine's suite.

use super::report_cmd::{write_and_print, PatchFlags};
use super::ExitCode;
use crate::report::{self, Options, Selection};
use crate::rules::ledger;
use crate::store::Store;
use anyhow::{bail, Result};
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct PatchArgs {
    /// Rules (ids or unique prefixes), whatever their verdict.
    #[arg(required = true)]
    pub rules: Vec<String>,
    /// The database: a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: PathBuf,
    /// The folder of reports written (`<rule>-<name>/patch/` holds the patches).
    #[arg(long, default_value = "reports")]
    pub out: PathBuf,
    #[command(flatten)]
    pub patching: PatchFlags,
    /// Seconds for each proof.
    #[arg(long, default_value_t = 20.0)]
    pub proof_timeout: f64,
    /// Print the statuses as JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn run(a: PatchArgs) -> Result<ExitCode> {
    let store = Store::open_existing(&a.db)?;
    let mut all = Vec::new();
    for r in &a.rules {
        let sel = Selection {
            top: None,
            rule: Some(r),
            all: true,
        };
        let got = report::select(&store, &sel, &[] as &[ledger::Entry])?;
        if got.is_empty() {
            bail!(
                "rule {r}: not in {} (or folded into another rule)",
                crate::store::redact(&a.db.to_string_lossy())
            );
        }
        all.extend(got);
    }
    let proof_timeout = Duration::from_secs_f64(a.proof_timeout.max(0.1));
    let opts = Options {
        out: a.out.clone(),
        proof_timeout,
        plugin: false,
        db: Some(crate::store::redact(&a.db.to_string_lossy())),
        patch: Some(a.patching.options(proof_timeout)?),
    };
    write_and_print(&all, &opts, a.json)
}
