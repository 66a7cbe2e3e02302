//! `minotaur cuts`: the stored cuts, most frequent first; `minotaur cuts show HASH`: one
//! cut as LLVM text with every place it occurs.

use super::ExitCode;
use crate::store::Store;
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct CutsArgs {
    #[command(subcommand)]
    pub show: Option<CutsWhat>,
    /// The database to read: a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db", global = true)]
    pub db: PathBuf,
    /// How many cuts to list.
    #[arg(long, default_value_t = 20)]
    pub top: usize,
    /// Print JSON.
    #[arg(long, global = true)]
    pub json: bool,
}

#[derive(clap::Subcommand, Debug)]
pub enum CutsWhat {
    /// Print one cut as LLVM text, then its sites (file, function, instruction, location).
    Show {
        /// The cut's hash, or enough of its first digits to name one cut.
        hash: String,
    },
    /// Check every stored cut: its text re-parses, hashes to its name, and passes
    /// `opt-22 -passes=verify` (many cuts per call). Exit status 1 when any fails.
    Check,
}

/// Lists, shows or checks the stored cuts.
pub fn run(a: CutsArgs) -> Result<ExitCode> {
    let store = Store::open_existing(&a.db)?;
    match a.show {
        Some(CutsWhat::Check) => check(&store, a.json),
        Some(CutsWhat::Show { hash }) => {
            let (row, text) = store.find_cut(&hash)?;
            let sites = store.sites_of(&row.hash)?;
            if a.json {
                let v = serde_json::json!({ "cut": row, "text": text, "sites": sites });
                println!("{}", serde_json::to_string_pretty(&v)?);
            } else {
                println!(
                    "; cut {}: {} sites in {} files; root {} {}; {} instructions, {} blocks, {} arguments",
                    row.hash, row.sites, row.files, row.root_opcode, row.root_type, row.insts, row.blocks, row.args
                );
                print!("{text}");
                println!("; sites:");
                for s in &sites {
                    let loc = s.loc.as_deref().map(|l| format!(" ({l})")).unwrap_or_default();
                    let runs = s.executions.map(|n| format!("; ran {n} times")).unwrap_or_default();
                    println!(
                        ";   {} @{} %{} #{} depth {}{loc}; arguments: {}{runs}",
                        s.file,
                        s.function,
                        s.name,
                        s.inst,
                        s.depth,
                        s.args.join(", ")
                    );
                }
            }
            Ok(ExitCode::Success)
        }
        None => {
            let rows = store.top_cuts(a.top)?;
            if a.json {
                println!("{}", serde_json::to_string_pretty(&rows)?);
            } else {
                let t = store.totals()?;
                println!(
                    "{} cuts, {} sites, {} files in {}",
                    t.cuts,
                    t.sites,
                    t.files,
                    crate::store::redact(&a.db.to_string_lossy())
                );
                println!(
                    "{:<32}  {:>6}  {:>5}  {:>5}  {:>4}  root",
                    "hash", "sites", "files", "insts", "args"
                );
                for r in &rows {
                    println!(
                        "{:<32}  {:>6}  {:>5}  {:>5}  {:>4}  {} {}",
                        r.hash, r.sites, r.files, r.insts, r.args, r.root_opcode, r.root_type
                    );
                }
            }
            Ok(ExitCode::Success)
        }
    }
}

fn check(store: &Store, json: bool) -> Result<ExitCode> {
    let cuts = store.all_cut_texts()?;
    let mut failures: Vec<(String, String)> = Vec::new();
    for (hash, text) in &cuts {
        if crate::util::fnv128_hex(text.as_bytes()) != *hash {
            failures.push((hash.clone(), "its text does not hash to its name".into()));
        } else if let Err(e) = crate::ir::parse_module(text) {
            failures.push((hash.clone(), format!("does not parse: {e}")));
        }
    }
    let pb = super::progress(cuts.len().div_ceil(400) as u64, "opt-22 -passes=verify");
    for chunk in cuts.chunks(400) {
        let texts: Vec<&str> = chunk.iter().map(|(_, t)| t.as_str()).collect();
        for (i, e) in crate::cut::opt_verify(&texts) {
            failures.push((chunk[i].0.clone(), e));
        }
        pb.inc(1);
    }
    pb.finish_and_clear();
    if json {
        let v = serde_json::json!({"cuts": cuts.len(), "failures": failures});
        println!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        println!(
            "{} cuts checked: {} pass (hash, parse, opt-22 -passes=verify), {} fail",
            cuts.len(),
            cuts.len() - failures.len(),
            failures.len()
        );
        for (h, e) in failures.iter().take(20) {
            println!("  {h}: {}", e.lines().next().unwrap_or(""));
        }
    }
    Ok(ExitCode::success_if(failures.is_empty()))
}
