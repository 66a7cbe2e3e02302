//! Rules: clustering found rewrites by shape, generalizing each cluster (symbolic
//! constants with a precondition, derived target constants, widths, flags), classing it
//! (InstSimplify, InstCombine, backend) and judging its worth, subsumption and ranking.
//! Rules are records the store owns; this module decides, the store keeps.
//!
//! Incremental: a run takes the novel found rewrites that are no rule's instance yet,
//! groups them by cluster key, and rebuilds only the clusters they join (the old
//! instances with the new). Only a `Valid` proof in the verifier's default mode makes a
//! rule; a representative that does not prove is reported and stored nowhere.

pub mod class;
pub mod generalize;
pub mod pred;
pub mod pred_parse;
pub mod shape;
pub mod splat;

use crate::store::rules::{RuleRow, RuleSummary};
use crate::store::{FoundRow, Store, StoreError};
use generalize::{General, Limits};
use serde::Serialize;
use shape::Pair;
use std::collections::BTreeMap;

/// A pair's cluster key with its poison flags left out (flag variants of one rule).
pub fn key_without_flags(p: &Pair) -> String {
    p.key()
        .split(' ')
        .filter(|w| !crate::ir::Flags::INT_WORDS.contains(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The rule id of a cluster key: `r` and 12 hex digits of its hash.
pub fn rule_id(key: &str) -> String {
    format!("r{}", &crate::util::hash::fnv128_hex(key.as_bytes())[..12])
}

/// What a run did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    /// Novel found rewrites in the store.
    pub rewrites: usize,
    /// Of them, new to the rules this run.
    pub new_instances: usize,
    /// Clusters this run (re)built.
    pub clusters_built: usize,
    /// Rewrites whose representative did not prove in the default (undef-input) mode, or
    /// did not parse: `(cut, why)`.
    pub not_proved: Vec<(String, String)>,
    /// Rules folded into a more general one this run: `(rule, into)`.
    pub subsumed: Vec<(String, String)>,
}

/// Progress of a run.
pub enum Event<'a> {
    /// This many clusters to build.
    Start(usize),
    /// A cluster is done.
    Built(&'a str),
}

/// A concrete rewrite entering clustering.
#[derive(Clone, Debug)]
pub struct Member {
    /// Its name (the cut's hash, or a test's function suffix).
    pub name: String,
    /// The rewrite.
    pub pair: Pair,
    /// Sites of its cut (the representative of a cluster has the most).
    pub sites: usize,
    /// Per site where it is known: how many of the cut's values besides its root have
    /// other uses there (see [`crate::store::FoundRow::shared`]).
    pub shared: Vec<u32>,
    /// Its costs.
    pub costs: crate::store::Costs,
    /// Their CPU.
    pub cpu: String,
    /// Its paper-syntax rewrite.
    pub rewrite: String,
}

/// A cluster made a rule.
#[derive(Clone, Debug)]
pub struct Built {
    /// The stored row (its `subsumed_by` set when folded).
    pub row: RuleRow,
    /// The generalization.
    pub general: General,
    /// Its members' names, representative first.
    pub members: Vec<String>,
}

/// Clusters `members` by key, generalizes, classes and judges each cluster, and folds
/// rules covered by more general ones into them. Members that do not prove are returned
/// with the reason, as `Err` entries.
pub fn make_rules(
    members: Vec<Member>,
    limits: &Limits,
    progress: &dyn Fn(Event),
) -> (Vec<Built>, Vec<(String, String)>) {
    let mut groups: BTreeMap<String, Vec<Member>> = BTreeMap::new();
    for m in members {
        groups.entry(m.pair.key()).or_default().push(m);
    }
    progress(Event::Start(groups.len()));
    let mut built: Vec<Built> = Vec::new();
    let mut failed = Vec::new();
    for (key, mut ms) in groups {
        let id = rule_id(&key);
        ms.sort_by(|a, b| b.sites.cmp(&a.sites).then_with(|| a.name.cmp(&b.name)));
        ms.dedup_by(|a, b| a.name == b.name);
        let pairs: Vec<Pair> = ms.iter().map(|m| m.pair.clone()).collect();
        let Some(g) = generalize::generalize(&pairs, limits) else {
            failed.push((
                ms[0].name.clone(),
                "the representative does not prove in the default (undef-input) mode".into(),
            ));
            progress(Event::Built(&id));
            continue;
        };
        let rep = &ms[0];
        let mut facts = class::facts(&rep.pair, &rep.cpu);
        facts.shared = class::shared_sites(&rep.pair, ms.iter().flat_map(|m| &m.shared));
        let j = class::judge(&rep.costs, &facts);
        let row = RuleRow {
            id: id.clone(),
            key: key.clone(),
            proof: g.pair.text(),
            rewrite: rep.rewrite.clone(),
            equation: class::equation(&rep.pair),
            pre: pred::conj(&g.pre),
            widths: if g.widths.is_empty() {
                "mixed (only as found)".into()
            } else {
                g.widths
                    .iter()
                    .map(|w| w.to_string())
                    .chain(g.splat.iter().map(|t| t.to_string()))
                    .collect::<Vec<_>>()
                    .join(",")
            },
            general: g.is_general(),
            derived: g.derived.join("; "),
            flags: g.flag_changes.join("; "),
            class: j.class.name().into(),
            class_why: j.class_why,
            worth: j.worth,
            worth_why: j.worth_why,
            saving: rep.costs.cost_before.saturating_sub(rep.costs.cost_after),
            cpu: rep.cpu.clone(),
            subsumed_by: None,
            proofs: g.proofs as u32,
            undecided: g.undecided as u32,
            cover: serde_json::to_string(&g.cover()).unwrap_or_default(),
        };
        built.push(Built {
            row,
            general: g,
            members: ms.iter().map(|m| m.name.clone()).collect(),
        });
        progress(Event::Built(&id));
    }
    // Subsumption: a rule whose representative a more general rule covers is folded into
    // it (most general first: more symbols, more widths, shorter precondition; then id).
    let mut order: Vec<usize> = (0..built.len()).collect();
    let rank = |b: &Built| {
        (
            std::cmp::Reverse(b.general.symbols),
            std::cmp::Reverse(b.general.widths.len()),
            b.general.pre.len(),
        )
    };
    order.sort_by(|&x, &y| {
        rank(&built[x])
            .cmp(&rank(&built[y]))
            .then_with(|| built[x].row.id.cmp(&built[y].row.id))
    });
    for (n, &i) in order.iter().enumerate() {
        if built[i].row.subsumed_by.is_some() {
            continue;
        }
        for &k in &order[n + 1..] {
            if built[k].row.subsumed_by.is_none() && built[i].general.covers(&built[k].general.rep) {
                built[k].row.subsumed_by = Some(built[i].row.id.clone());
            }
        }
    }
    (built, failed)
}

/// Builds rules from the store's novel found rewrites that are no rule's instance yet
/// (rebuilding the clusters they join).
pub fn build(store: &mut Store, limits: &Limits, progress: &dyn Fn(Event)) -> Result<Summary, StoreError> {
    let all: Vec<FoundRow> = store.rewrites(false)?;
    let new = store.found_without_rule()?;
    let mut sum = Summary {
        rewrites: all.len(),
        new_instances: new.len(),
        ..Default::default()
    };
    let member = |r: &FoundRow| -> Result<Member, String> {
        Ok(Member {
            name: r.found.cut.clone(),
            pair: Pair::parse(&r.found.src_tgt)?,
            sites: r.sites,
            shared: r.shared.clone(),
            costs: r.found.costs.clone(),
            cpu: r.found.cpu.clone(),
            rewrite: r.found.rewrite.clone(),
        })
    };
    let new_cuts: Vec<&str> = new.iter().map(|f| f.cut.as_str()).collect();
    let mut keys: Vec<String> = Vec::new();
    let mut members = Vec::new();
    for r in all.iter().filter(|r| new_cuts.contains(&r.found.cut.as_str())) {
        match member(r) {
            Ok(m) => {
                keys.push(m.pair.key());
                members.push(m);
            }
            Err(e) => sum
                .not_proved
                .push((r.found.cut.clone(), format!("its @src/@tgt does not parse: {e}"))),
        }
    }
    // The old instances of the clusters the new ones join.
    for key in &keys {
        if let Some(old) = store.rule_by_key(key)? {
            let olds = store.rule_instances(&old.id)?;
            for r in all.iter().filter(|r| olds.iter().any(|f| f.cut == r.found.cut)) {
                if let Ok(m) = member(r) {
                    members.push(m);
                }
            }
        }
    }
    let (built, failed) = make_rules(members, limits, progress);
    sum.not_proved.extend(failed);
    sum.clusters_built = built.len();
    for b in &built {
        let mut row = b.row.clone();
        row.subsumed_by = None;
        store.save_rule(&row, &b.members)?;
    }
    for b in &built {
        if let Some(into) = &b.row.subsumed_by {
            store.subsume_rule(&b.row.id, into)?;
            sum.subsumed.push((b.row.id.clone(), into.clone()));
        }
    }
    // Across runs: the rules stored earlier and not rebuilt now are folded into a new,
    // more general rule that covers their representative, and a new rule into an older
    // one that covers its own.
    let fresh: Vec<&Built> = built.iter().filter(|b| b.row.subsumed_by.is_none()).collect();
    let older: Vec<(RuleRow, generalize::Cover)> = store
        .rule_summaries()?
        .into_iter()
        .map(|r| r.rule)
        .filter(|r| r.subsumed_by.is_none() && !built.iter().any(|b| b.row.id == r.id))
        .filter_map(|r| {
            let c: generalize::Cover = serde_json::from_str(&r.cover).ok()?;
            Some((r, c))
        })
        .collect();
    let mut folded: Vec<String> = Vec::new();
    for b in &fresh {
        let mine = b.general.cover();
        for (old, theirs) in &older {
            if folded.contains(&old.id) || folded.contains(&b.row.id) {
                continue;
            }
            let (outer, inner) = if cover_rank(&mine) <= cover_rank(theirs) {
                ((&mine, &b.row.id), (theirs, &old.id))
            } else {
                ((theirs, &old.id), (&mine, &b.row.id))
            };
            if inner.0.rep().is_some_and(|p| outer.0.covers(&p)) {
                store.subsume_rule(inner.1, outer.1)?;
                sum.subsumed.push((inner.1.clone(), outer.1.clone()));
                folded.push(inner.1.clone());
            }
        }
    }
    Ok(sum)
}

/// Most general first: more symbols, more widths, a shorter precondition.
fn cover_rank(c: &generalize::Cover) -> (std::cmp::Reverse<usize>, std::cmp::Reverse<usize>, usize) {
    let pre = match c.pre.trim() {
        "" | "true" => 0,
        p => p.split(" && ").count(),
    };
    (std::cmp::Reverse(c.symbols), std::cmp::Reverse(c.widths.len()), pre)
}

/// The rules ranked by impact: sites × uOps saved, then files, then id.
pub fn ranked(mut rules: Vec<RuleSummary>) -> Vec<RuleSummary> {
    rules.sort_by(|a, b| {
        let ia = a.sites as u64 * a.rule.saving as u64;
        let ib = b.sites as u64 * b.rule.saving as u64;
        ib.cmp(&ia)
            .then(b.files.cmp(&a.files))
            .then_with(|| a.rule.id.cmp(&b.rule.id))
    });
    rules
}

/// The projects of a rule's file paths: the directory after `build/` when there is one,
/// else the file's parent directory.
pub fn projects(paths: &[String]) -> Vec<String> {
    let mut out: Vec<String> = paths
        .iter()
        .map(|p| {
            let parts: Vec<&str> = p.split('/').collect();
            match parts.iter().position(|c| *c == "build") {
                Some(k) if k + 2 < parts.len() => parts[k + 1].to_string(),
                _ => parts
                    .len()
                    .checked_sub(2)
                    .map_or(String::new(), |k| parts[k].to_string()),
            }
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// The review file of a rule (`rules/<id>.rule`): the rewrite in the paper's syntax, the
/// precondition, widths, class, a one-line equation, and the proof.
pub fn rule_file(r: &RuleSummary) -> String {
    let x = &r.rule;
    format!(
        "; rule {id}: {class} ({class_why})\n; {eq}\n; pre: {pre}\n; widths: {widths}\n; constants: {derived}\n; flags: {flags}\n; worth: {worth} ({worth_why})\n; evidence: {inst} instance(s), {sites} site(s) in {files} file(s); saves {saving} uOp(s) on {cpu}\n; rewrite: {rw}\n{proof}",
        id = x.id,
        class = x.class,
        class_why = x.class_why,
        eq = x.equation,
        pre = x.pre,
        widths = x.widths,
        derived = if x.derived.is_empty() { "none" } else { &x.derived },
        flags = if x.flags.is_empty() { "unchanged" } else { &x.flags },
        worth = if x.worth { "yes" } else { "no" },
        worth_why = x.worth_why,
        inst = r.instances,
        sites = r.sites,
        files = r.files,
        saving = x.saving,
        cpu = x.cpu,
        rw = x.rewrite,
        proof = x.proof,
    )
}
