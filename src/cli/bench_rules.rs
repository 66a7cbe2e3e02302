//! `minotaur bench rules DB...`: builds the rules of each store (incrementally, as
//! `minotaur rules` does) and writes what they came to: rewrites, clusters, generalized
//! rules, rules per verdict (anti-canonical, noise, …) and class, the reported ones, subsumed
//! rules, and the top rules by impact.

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
        let live: Vec<_> = all.iter().filter(|r| r.subsumed_by.is_none()).collect();
        let mut by_class: BTreeMap<&str, usize> = BTreeMap::new();
        let mut by_verdict: BTreeMap<&str, usize> = BTreeMap::new();
        for r in &live {
            *by_class.entry(r.rule.class.name()).or_default() += 1;
            *by_verdict.entry(r.rule.verdict.name()).or_default() += 1;
        }
        let top: Vec<serde_json::Value> = live
            .iter()
            .take(a.top)
            .map(|r| {
                serde_json::json!({
                    "id": r.rule.id, "class": r.rule.class, "verdict": r.rule.verdict, "verdict_why": r.rule.verdict_why,
                    "sites": r.sites, "files": r.files, "projects": rules::projects(&r.paths),
                    "canonical": r.rule.canonical, "saving": r.rule.saving(), "impact": r.sites as i64 * r.rule.saving(),
                    "instances": r.instances, "pre": r.rule.pre_words(), "widths": r.rule.widths.words(),
                    "general": r.rule.general, "equation": r.rule.equation,
                })
            })
            .collect();
        let reported = |c: rules::Class| {
            live.iter()
                .filter(|r| r.rule.verdict.reported() && r.rule.class == c)
                .count()
        };
        per.push(serde_json::json!({
            "db": db.display().to_string(),
            "seconds": (t0.elapsed().as_secs_f64() * 10.0).round() / 10.0,
            "novel_rewrites": sum.rewrites,
            "not_proved": sum.not_proved,
            "rules": live.len(),
            "clusters": all.len(),
            "generalized": live.iter().filter(|r| r.rule.general).count(),
            "with_precondition": live.iter().filter(|r| !r.rule.pre.is_empty()).count(),
            "by_verdict": by_verdict,
            "by_class": by_class,
            "reported": live.iter().filter(|r| r.rule.verdict.reported()).count(),
            "reported_by_class": {
                "instsimplify": reported(rules::Class::InstSimplify),
                "instcombine": reported(rules::Class::InstCombine),
                "backend": reported(rules::Class::Backend),
            },
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
