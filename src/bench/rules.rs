//! `bench rules DB...`: builds the rules of each store (incrementally, as `minotaur
//! rules` does) and says what they came to: rewrites, clusters, generalized rules, rules
//! per verdict (anti-canonical, noise, …) and class, the reported ones, subsumed rules,
//! and the top rules by impact.

use super::{Error, Sorted};
use crate::rules::{self, Canonical, Class, Limits, Verdict};
use crate::store::Store;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What the harness reports as it goes.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// The rules of a store are built.
    Built {
        /// The store.
        db: &'a Path,
        /// Its live rules.
        rules: usize,
        /// Its novel rewrites.
        rewrites: usize,
    },
}

/// What `bench rules` writes.
#[derive(Clone, Debug, Serialize)]
pub struct RulesResults {
    /// `minotaur bench rules`.
    pub command: &'static str,
    /// One entry per store, in the order given.
    pub stores: Vec<StoreRules>,
}

/// The rules of one store.
#[derive(Clone, Debug, Serialize)]
pub struct StoreRules {
    /// Live rules per class.
    pub by_class: BTreeMap<&'static str, usize>,
    /// Live rules per verdict.
    pub by_verdict: BTreeMap<&'static str, usize>,
    /// All rules, subsumed ones too.
    pub clusters: usize,
    /// The store's path.
    pub db: String,
    /// Live rules that are generalized.
    pub generalized: usize,
    /// Rewrites whose rule did not re-prove: (rewrite, why).
    pub not_proved: Vec<(String, String)>,
    /// Novel rewrites in the store.
    pub novel_rewrites: usize,
    /// Live rules a reviewer gets.
    pub reported: usize,
    /// Of those, per class.
    pub reported_by_class: ReportedByClass,
    /// Live rules (not subsumed).
    pub rules: usize,
    /// Seconds to build and read them (one decimal).
    pub seconds: f64,
    /// Rules folded into another.
    pub subsumed: usize,
    /// The first rules by impact.
    pub top_by_impact: Vec<TopRule>,
    /// Live rules with a precondition.
    pub with_precondition: usize,
}

/// Reported rules per class.
#[derive(Clone, Debug, Serialize)]
pub struct ReportedByClass {
    /// `backend`.
    pub backend: usize,
    /// `instcombine`.
    pub instcombine: usize,
    /// `instsimplify`.
    pub instsimplify: usize,
}

/// One rule among the top by impact.
#[derive(Clone, Debug, Serialize)]
pub struct TopRule {
    /// What LLVM makes of its two sides.
    pub canonical: Sorted<Option<Canonical>>,
    /// Its class.
    pub class: Class,
    /// Its equation.
    pub equation: String,
    /// Files it occurs in.
    pub files: usize,
    /// Generalized beyond its instances.
    pub general: bool,
    /// Its id.
    pub id: String,
    /// Sites times saving.
    pub impact: i64,
    /// Rewrites it covers.
    pub instances: usize,
    /// Its precondition, in words.
    pub pre: String,
    /// The projects it occurs in.
    pub projects: Vec<String>,
    /// Instructions saved per site.
    pub saving: i64,
    /// Sites it occurs at.
    pub sites: usize,
    /// Its verdict.
    pub verdict: Verdict,
    /// Why.
    pub verdict_why: String,
    /// Its widths, in words.
    pub widths: String,
}

/// Builds the rules of each store in `dbs` and lists the first `top` by impact.
pub fn run(dbs: &[PathBuf], top: usize, progress: &dyn Fn(Event)) -> Result<RulesResults, Error> {
    let mut per = Vec::new();
    for db in dbs {
        let t0 = Instant::now();
        let mut store = Store::open_existing(db)?;
        let sum = rules::run(&mut store, &Limits::default(), &|_| {})?;
        let all = rules::ranked(store.rule_summaries()?);
        let live: Vec<_> = all.iter().filter(|r| r.subsumed_by.is_none()).collect();
        let mut by_class: BTreeMap<&str, usize> = BTreeMap::new();
        let mut by_verdict: BTreeMap<&str, usize> = BTreeMap::new();
        for r in &live {
            *by_class.entry(r.rule.class.name()).or_default() += 1;
            *by_verdict.entry(r.rule.verdict.name()).or_default() += 1;
        }
        let top_by_impact = live
            .iter()
            .take(top)
            .map(|r| TopRule {
                id: r.rule.id.clone(),
                class: r.rule.class,
                verdict: r.rule.verdict,
                verdict_why: r.rule.verdict_why.clone(),
                sites: r.sites,
                files: r.files,
                projects: rules::projects(&r.paths),
                canonical: Sorted(r.rule.canonical.clone()),
                saving: r.rule.saving(),
                impact: r.sites as i64 * r.rule.saving(),
                instances: r.instances,
                pre: r.rule.pre_words(),
                widths: r.rule.widths.words(),
                general: r.rule.general,
                equation: r.rule.equation.clone(),
            })
            .collect();
        let reported = |c: Class| {
            live.iter()
                .filter(|r| r.rule.verdict.reported() && r.rule.class == c)
                .count()
        };
        per.push(StoreRules {
            db: db.display().to_string(),
            seconds: (t0.elapsed().as_secs_f64() * 10.0).round() / 10.0,
            novel_rewrites: sum.rewrites,
            not_proved: sum.not_proved,
            rules: live.len(),
            clusters: all.len(),
            generalized: live.iter().filter(|r| r.rule.general).count(),
            with_precondition: live.iter().filter(|r| !r.rule.pre.is_empty()).count(),
            by_verdict,
            by_class,
            reported: live.iter().filter(|r| r.rule.verdict.reported()).count(),
            reported_by_class: ReportedByClass {
                instsimplify: reported(Class::InstSimplify),
                instcombine: reported(Class::InstCombine),
                backend: reported(Class::Backend),
            },
            subsumed: all.len() - live.len(),
            top_by_impact,
        });
        progress(Event::Built {
            db,
            rules: live.len(),
            rewrites: sum.rewrites,
        });
    }
    Ok(RulesResults {
        command: "minotaur bench rules",
        stores: per,
    })
}
