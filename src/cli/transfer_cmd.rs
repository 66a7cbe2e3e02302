//! `minotaur import` and `minotaur export`: one store's rows into another, between SQLite
//! and PostgreSQL either way (`store::Store::import`); they differ only in which store
//! `--db` names.

use super::ExitCode;
use crate::store::{Copied, ImportSummary, Store};
use anyhow::{Context, Result};

#[derive(clap::Args, Debug)]
pub struct ImportArgs {
    /// The store to import into (it must exist): a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: String,
    /// The store to import from: a SQLite file (a shard) or a `postgres://` URL.
    pub source: String,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// The store to export: a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db")]
    pub db: String,
    /// The store to export into: a SQLite file (created when missing) or a `postgres://`
    /// URL (the database must exist; its tables are created).
    pub target: String,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

/// `minotaur import --db TARGET SOURCE`.
pub fn import(a: ImportArgs) -> Result<ExitCode> {
    let from = Store::open_existing(&a.source).context("the store to import from")?;
    let mut to = Store::open_existing(&a.db).context("the store to import into")?;
    transfer(&from, &mut to, a.json)
}

/// `minotaur export --db SOURCE TARGET`.
pub fn export(a: ExportArgs) -> Result<ExitCode> {
    let from = Store::open_existing(&a.db).context("the store to export")?;
    let mut to = Store::open(&a.target).context("the store to export into")?;
    transfer(&from, &mut to, a.json)
}

fn transfer(from: &Store, to: &mut Store, json: bool) -> Result<ExitCode> {
    let s = to
        .import(from)
        .with_context(|| format!("copying {} into {}", from.path().display(), to.path().display()))?;
    if json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        print_summary(&s);
    }
    Ok(ExitCode::Success)
}

fn print_summary(s: &ImportSummary) {
    println!("copied {} into {}", s.from, s.to);
    println!("{:<18} {:>8} {:>8} {:>8}", "table", "added", "replaced", "kept");
    let rows: [(&str, Copied); 8] = [
        ("files", s.files),
        ("cuts", s.cuts),
        ("sites", s.sites),
        ("skipped_functions", s.skipped_functions),
        ("crawl_errors", s.crawl_errors),
        ("costs", s.costs),
        ("synth_results", s.synth_results),
        ("rule_reviews", s.rule_reviews),
    ];
    for (name, c) in rows {
        println!("{name:<18} {:>8} {:>8} {:>8}", c.added, c.replaced, c.kept);
    }
    println!("not copied: {} ({})", s.not_copied.join(", "), s.note);
}
