//! `minotaur bench rules DB...`: builds the rules of each store (incrementally, as
//! `minotaur rules` does) and writes what they came to: rewrites, clusters, generalized
//! rules, rules per class and worth, subsumed rules, and the top rules by impact.

use super::ExitCode;
use crate::rules::{self, generalize::Limits};
use crate::store::Store;
use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct RulesBenchArgs {
    /// The stores (each a `minotaur synth` database).
    #[arg(required = true)]
    pub dbs: Vec<PathBuf>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/rules.json")]
    pub out: PathBuf,
    /// How many rules to list by impact, per store.
    #[arg(long, default_value_t = 10)]
    pub top: usize,
}

pub fn run(a: RulesBenchArgs) -> Result<ExitCode> {
    let mut per = Vec::new();
    for db in &a.dbs {
        let t0 = Instant::now();
        let mut store = Store::open_existing(db)?;
        let sum = rules::build(&mut store, &Limits::default(), &|_| {})?;
        let all = rules::ranked(store.rule_summaries()?);
        let live: Vec<_> = all.iter().filter(|r| r.rule.subsumed_by.is_none()).collect();
        let mut by_class: BTreeMap<String, usize> = BTreeMap::new();
        for r in &live {
            *by_class.entry(r.rule.class.clone()).or_default() += 1;
        }
        let top: Vec<serde_json::Value> = live
            .iter()
            .take(a.top)
            .map(|r| {
                serde_json::json!({
                    "id": r.rule.id, "class": r.rule.class, "worth": r.rule.worth, "worth_why": r.rule.worth_why,
                    "sites": r.sites, "files": r.files, "projects": rules::projects(&r.paths),
                    "uops_saved": r.rule.saving, "impact": r.sites as u64 * r.rule.saving as u64,
                    "instances": r.instances, "pre": r.rule.pre, "widths": r.rule.widths,
                    "general": r.rule.general, "equation": r.rule.equation,
                })
            })
            .collect();
        per.push(serde_json::json!({
            "db": db.display().to_string(),
            "seconds": (t0.elapsed().as_secs_f64() * 10.0).round() / 10.0,
            "novel_rewrites": sum.rewrites,
            "not_proved": sum.not_proved,
            "rules": live.len(),
            "clusters": all.len(),
            "generalized": live.iter().filter(|r| r.rule.general).count(),
            "with_precondition": live.iter().filter(|r| r.rule.pre != "true").count(),
            "by_class": by_class,
            "worth": live.iter().filter(|r| r.rule.worth).count(),
            "worth_instcombine": live.iter().filter(|r| r.rule.worth && r.rule.class == "instcombine").count(),
            "subsumed": all.len() - live.len(),
            "top_by_impact": top,
        }));
        eprintln!(
            "bench rules: {}: {} rules from {} rewrites",
            db.display(),
            live.len(),
            sum.rewrites
        );
    }
    let v = serde_json::json!({ "command": "minotaur bench rules", "stores": per });
    if let Some(d) = a.out.parent() {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    std::fs::write(&a.out, serde_json::to_string_pretty(&v)? + "\n")
        .with_context(|| format!("writing {}", a.out.display()))?;
    println!("wrote {}", a.out.display());
    Ok(ExitCode::Success)
}
