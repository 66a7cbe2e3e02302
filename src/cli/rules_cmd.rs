//! `minotaur rules`: build rules from the stored rewrites and list them ranked; `show`,
//! `accept` (writes `rules/<id>.rule`) and `reject --why` (never proposed again).

use super::ExitCode;
use crate::rules::{self, Event, Limits, Rule};
use crate::store::{RuleSummary, Store};
use anyhow::{Context, Result};
use std::path::PathBuf;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct RulesArgs {
    #[command(subcommand)]
    pub what: Option<RulesWhat>,
    /// The database: a SQLite file or a `postgres://` URL.
    #[arg(long, env = "MINOTAUR_DB", default_value = "minotaur.db", global = true)]
    pub db: PathBuf,
    /// Print JSON.
    #[arg(long, global = true)]
    pub json: bool,
    /// Seconds for each proof of a generalization step.
    #[arg(long, default_value_t = 10.0)]
    pub proof_timeout: f64,
    /// At most this many proofs per rule.
    #[arg(long, default_value_t = 60)]
    pub max_proofs: usize,
    /// Also list rejected rules and rules folded into a more general one.
    #[arg(long)]
    pub all: bool,
}

#[derive(clap::Subcommand, Debug)]
pub enum RulesWhat {
    /// Print one rule: its review file (class, precondition, widths, proof).
    Show {
        /// The rule's id, or enough of its first characters to name one.
        id: String,
    },
    /// Accept a rule: write `DIR/<id>.rule` (default `rules/`) and record the review.
    Accept {
        /// The rule's id (or a prefix).
        id: String,
        /// Where accepted rules live.
        #[arg(long, default_value = "rules")]
        dir: PathBuf,
    },
    /// Reject a rule so it is not proposed again.
    Reject {
        /// The rule's id (or a prefix).
        id: String,
        /// Why, for the record.
        #[arg(long)]
        why: String,
    },
}

/// Builds the rules the store's new rewrites need, then lists them (or does `what`).
pub fn run(a: RulesArgs) -> Result<ExitCode> {
    let mut store = Store::open_existing(&a.db)?;
    let find = |store: &Store, id: &str| -> Result<RuleSummary<Rule>> {
        let r: Rule = store.rule(id)?;
        Ok(store
            .rule_summaries::<Rule>()?
            .into_iter()
            .find(|s| s.rule.id == r.id)
            .expect("a stored rule has a summary"))
    };
    match &a.what {
        Some(RulesWhat::Show { id }) => {
            let r = find(&store, id)?;
            if a.json {
                println!("{}", serde_json::to_string_pretty(&r)?);
            } else {
                print!("{}", rules::rule_file(&r));
            }
            return Ok(ExitCode::Success);
        }
        Some(RulesWhat::Accept { id, dir }) => {
            let r = find(&store, id)?;
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            let p = dir.join(format!("{}.rule", r.rule.id));
            std::fs::write(&p, rules::rule_file(&r)).with_context(|| format!("writing {}", p.display()))?;
            store.review_rule(&r.rule.id, "accepted", "")?;
            println!("accepted {}: wrote {}", r.rule.id, p.display());
            return Ok(ExitCode::Success);
        }
        Some(RulesWhat::Reject { id, why }) => {
            let r: Rule = store.rule(id)?;
            store.review_rule(&r.id, "rejected", why)?;
            println!("rejected {}: {why}", r.id);
            return Ok(ExitCode::Success);
        }
        None => {}
    }
    let limits = Limits {
        proof_timeout: Duration::from_secs_f64(a.proof_timeout.max(0.1)),
        max_proofs: a.max_proofs,
        ..Limits::default()
    };
    let pb = super::progress(0, "rules");
    let progress = |e: Event| match e {
        Event::Start(n) => pb.set_length(n as u64),
        Event::Built(id) => {
            pb.set_message(format!("rule {id}"));
            pb.inc(1);
        }
    };
    let sum = rules::run(&mut store, &limits, &progress)?;
    pb.finish_and_clear();
    let list: Vec<_> = rules::ranked(store.rule_summaries()?)
        .into_iter()
        .filter(|r| a.all || rules::is_live(r))
        .collect();
    if a.json {
        let v = serde_json::json!({ "run": sum, "rules": list });
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::Success);
    }
    println!(
        "{} novel rewrites, {} new to the rules; {} clusters built, {} not proved in the default mode, {} folded into more general rules",
        sum.rewrites,
        sum.new_instances,
        sum.clusters_built,
        sum.not_proved.len(),
        sum.subsumed.len()
    );
    if sum.configurations.len() > 1 {
        println!(
            "note: the rewrites were found under {} configurations (minotaur version, CPU, search options):",
            sum.configurations.len()
        );
        for c in &sum.configurations {
            let name = c.config.as_deref().unwrap_or("not recorded");
            println!(
                "  {:>5} rewrites  {name}  minotaur {} for {}",
                c.found, c.tool_version, c.cpu
            );
        }
    }
    for (cut, why) in &sum.not_proved {
        println!("  not a rule: cut {}: {why}", &cut[..12.min(cut.len())]);
    }
    for r in &list {
        let x = &r.rule;
        // With a profile: how often its sites ran, and that times the saving.
        let dynamic = r
            .executions
            .map(|e| format!(" (ran {e} times: {} saved)", e.saturating_mul(x.saving().max(0) as u64)))
            .unwrap_or_default();
        println!(
            "{}  {:<12} {:<14} {:>5} sites x {} saved{dynamic}  widths {}  pre {}  {}",
            x.id,
            x.class.name(),
            x.verdict.name(),
            r.sites,
            x.saving(),
            x.widths.words(),
            x.pre_words(),
            x.equation
        );
    }
    Ok(ExitCode::Success)
}
