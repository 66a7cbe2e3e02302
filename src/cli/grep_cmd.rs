//! `minotaur grep PATTERN`: where a rule's source pattern (daggrep form, as a report's
//! `pattern.ll` has it) occurs among a store's crawled cuts.

use super::ExitCode;
use crate::store::Store;
use anyhow::{Context, Result};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct GrepArgs {
    /// The pattern: a `.ll` file whose first function returns the pattern's root;
    /// arguments named `%cst_*` match any constant, other arguments any value.
    pub pattern: PathBuf,
    /// The store to search (its crawled cuts): a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: PathBuf,
    /// Print the counts as JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn run(a: GrepArgs) -> Result<ExitCode> {
    let text = std::fs::read_to_string(&a.pattern).with_context(|| format!("reading {}", a.pattern.display()))?;
    let m = crate::ir::parse_module(&text).map_err(|e| anyhow::anyhow!("{}: {e}", a.pattern.display()))?;
    let f = m
        .functions()
        .next()
        .with_context(|| format!("{}: no function", a.pattern.display()))?;
    let store = Store::open_existing(&a.db)?;
    let o = crate::rules::grep(&store, f)?;
    if a.json {
        println!("{}", serde_json::to_string_pretty(&o)?);
    } else {
        println!(
            "{}: {} site(s) in {} function(s) of {} file(s) ({} matching cuts{})",
            a.pattern.display(),
            o.sites,
            o.functions,
            o.files,
            o.cuts,
            if o.unreadable > 0 {
                format!(", {} cuts unreadable", o.unreadable)
            } else {
                String::new()
            }
        );
        for e in &o.examples {
            println!("  {e}");
        }
    }
    Ok(if o.sites > 0 {
        ExitCode::Success
    } else {
        ExitCode::Problem
    })
}
