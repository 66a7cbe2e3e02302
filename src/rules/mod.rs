//! Rules: clustering found rewrites by shape, generalizing each cluster (symbolic
//! constants with a precondition, derived target constants, widths, flags), judging it on
//! what LLVM makes of both sides (class and verdict, [`judge`]), subsumption and ranking.
//! A rule is one typed value ([`Rule`]); the store keeps it, this module decides.
//!
//! Incremental: a run takes the novel found rewrites that are no rule's instance yet,
//! groups them by cluster key, and rebuilds only the clusters they join (the old
//! instances with the new). Only a `Valid` proof in the verifier's default mode makes a
//! rule; a representative that does not prove is reported and stored nowhere.

mod class;
mod cover;
mod generalize;
mod grep;
mod judge;
// The reviewers' ledger file: a namespace (`ledger::read`, `ledger::Entry`).
pub mod ledger;
mod pred;
mod retype;
mod rule;
mod shape;
mod shrink;
mod splat;
mod template;

pub use class::Class;
pub use generalize::{flags_mut, flags_of, intrinsic_name, WIDTHS};
pub use grep::{daggrep_form, grep, matches as grep_matches, Occurrences};
pub use judge::Verdict;
pub use judge::{judge, measure, same, Canonical};
pub use pred::{Expr, Pred};
pub use rule::{Rule, Widths};
pub use shape::Pair;

use crate::store::{FoundRow, RuleSummary, Store, StoreError};
use generalize::General;
pub use generalize::Limits;
use serde::Serialize;
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
    format!("r{}", &crate::util::fnv128_hex(key.as_bytes())[..12])
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
    /// The configurations (minotaur version, CPU, search options) the novel rewrites were
    /// found under, most rewrites first: rules draw on all of them, and more than one is
    /// said, never mixed in silently (each rule re-proves its rewrites and is judged on
    /// several CPU models itself).
    pub configurations: Vec<crate::store::ConfigCount>,
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
    /// The rule.
    pub rule: Rule,
    /// The more general rule of this run it is folded into.
    pub subsumed_by: Option<String>,
    /// The generalization.
    pub general: General,
    /// Its members' names, representative first.
    pub members: Vec<String>,
    /// Shrinking steps from its representative to its core ([`shrink`]).
    pub shrunk: usize,
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
        let rep = &ms[0];
        let shared = class::shared_sites(&rep.pair, ms.iter().flat_map(|m| &m.shared));
        // Shrunk to its core first (judged on the core: the class follows from it), and
        // every instance shrunk the same way.
        let first = judge::measure(&rep.pair);
        // Matched on what InstCombine presents to the fold (its operands canonical
        // already), when that still proves and saves as much; then shrunk to its core.
        let canon = canonical_source(&rep.pair, &first, shared, limits);
        let start = canon.clone().unwrap_or_else(|| rep.pair.clone());
        let (core, steps) = core_of(&start, &first, shared, limits);
        let start_key = start.key();
        let others = ms[1..].iter().filter_map(|m| match &canon {
            None => Some(m.pair.clone()),
            Some(_) => instcombined(&m.pair).filter(|q| q.key() == start_key),
        });
        let pairs: Vec<Pair> = std::iter::once(core.clone())
            .chain(others.filter_map(|p| shrink::apply_all(&steps, &p)))
            .collect();
        let Some(g) = generalize::generalize(&pairs, limits) else {
            failed.push((
                ms[0].name.clone(),
                "the representative does not prove in the default (undef-input) mode".into(),
            ));
            progress(Event::Built(&id));
            continue;
        };
        let canonical = if steps.is_empty() && canon.is_none() {
            first
        } else {
            judge::measure(&core)
        };
        let j = judge::judge(&canonical, shared);
        let rule = Rule {
            id: id.clone(),
            key: key.clone(),
            proof: g.pair.text(),
            rewrite: rep.rewrite.clone(),
            equation: class::equation(&core),
            cut: (!steps.is_empty() || canon.is_some()).then(|| rep.pair.text()),
            pre: g.pre.clone(),
            widths: Widths {
                ints: g.widths.clone(),
                splat: g.splat.as_ref().map(|t| t.to_string()),
                failed: g.failed.clone(),
                vacuous: g.vacuous.clone(),
                narrow: g.narrow,
                pairs: g.pairs.clone(),
                failed_pairs: g.failed_pairs.clone(),
                vacuous_pairs: g.vacuous_pairs.clone(),
            },
            general: g.is_general(),
            values: g.values.clone(),
            derived: g.derived.clone(),
            flags: g.flag_changes.clone(),
            class: j.class,
            class_why: j.class_why,
            verdict: j.verdict,
            verdict_why: j.verdict_why,
            canonical: canonical.ok(),
            found_uops: rep.costs.cost_before.saturating_sub(rep.costs.cost_after),
            cpu: rep.cpu.clone(),
            proofs: g.proofs as u32,
            undecided: g.undecided as u32,
            cover: g.cover(),
        };
        built.push(Built {
            rule,
            subsumed_by: None,
            general: g,
            members: ms.iter().map(|m| m.name.clone()).collect(),
            shrunk: steps.len(),
        });
        progress(Event::Built(&id));
    }
    subsume(&mut built);
    (built, failed)
}

/// Subsumption: a rule whose representative a more general rule covers is folded into
/// it (its `subsumed_by` names that rule).
fn subsume(built: &mut [Built]) {
    // Most general first: more symbols, more widths, shorter precondition; then fewer
    // shrinking steps, so that the report of a miss is the rule found plainest; then id.
    let mut order: Vec<usize> = (0..built.len()).collect();
    let rank = |b: &Built| {
        (
            std::cmp::Reverse(b.general.symbols),
            std::cmp::Reverse(b.general.widths.len()),
            b.general.pre.len(),
            b.shrunk,
        )
    };
    order.sort_by(|&x, &y| {
        rank(&built[x])
            .cmp(&rank(&built[y]))
            .then_with(|| built[x].rule.id.cmp(&built[y].rule.id))
    });
    for (n, &i) in order.iter().enumerate() {
        if built[i].subsumed_by.is_some() {
            continue;
        }
        for &k in &order[n + 1..] {
            // A lane-wise vector find of splat constants is an instance of a scalar rule
            // proved for splat vectors too (its C++ fires on them).
            let covered = |g: &generalize::General, p: &shape::Pair| {
                g.covers(p) || (g.splat.is_some() && splat::scalarize(p).is_some_and(|s| g.covers(&s)))
            };
            if built[k].subsumed_by.is_none() && covered(&built[i].general, &built[k].general.rep) {
                built[k].subsumed_by = Some(built[i].rule.id.clone());
            }
        }
    }
}

/// `p` with its source as `opt-22 -passes=instcombine` leaves it.
fn instcombined(p: &Pair) -> Option<Pair> {
    let mut src = crate::cost::llvm_passes(&p.src, "instcombine").ok()?;
    if src.params.len() != p.tgt.params.len() {
        return None;
    }
    src.name = p.src.name.clone();
    Some(Pair::new(&src, &p.tgt))
}

/// The representative with its source as InstCombine leaves it, when InstCombine
/// changes it, the target still refines that form, and LLVM still finds at least the
/// same saving: a fold in InstCombine sees its operands canonical already (`icmp ne` +
/// `select` as `icmp eq` with the arms swapped), so that is what it must match. `None`
/// when the source is canonical already, or the rule saves nothing, or the form is lost
/// (see [`judge::Canonical::lost_by_instcombine`]).
fn canonical_source(
    p: &Pair,
    first: &Result<judge::Canonical, crate::cost::CostError>,
    shared: (usize, usize),
    limits: &Limits,
) -> Option<Pair> {
    let c0 = first.as_ref().ok()?;
    let class = judge::judge(first, shared).class;
    if !(class.is_ir_fold() || class == Class::Backend) {
        return None;
    }
    let q = instcombined(p)?;
    if judge::same(&q.src, &p.src) {
        return None;
    }
    let c = judge::measure_ir(&q).ok()?;
    let keeps = c.undone.is_none() && c.ir_saving() >= c0.ir_saving();
    (keeps && generalize::proves(&q, limits)).then_some(q)
}

/// The core of a representative LLVM measured as `first` ([`shrink`]): a smaller pair is kept
/// when it proves and LLVM still finds at least the same saving in it (IR instructions
/// after `-O3` for a middle-end rule; for a backend one, a middle-end saving or the same
/// machine saving). Rules judged anything else are not shrunk.
fn core_of(
    rep: &Pair,
    first: &Result<judge::Canonical, crate::cost::CostError>,
    shared: (usize, usize),
    limits: &Limits,
) -> (Pair, Vec<shrink::Step>) {
    let class = judge::judge(first, shared).class;
    let (Ok(c0), true) = (first, class.is_ir_fold() || class == Class::Backend) else {
        return (rep.clone(), Vec::new());
    };
    let ir_fold = class.is_ir_fold();
    let mut keep = |q: &Pair| {
        let saves = if ir_fold {
            judge::measure_ir(q).is_ok_and(|c| {
                c.undone.is_none() && c.new_target_intrinsic.is_none() && c.ir_saving() >= c0.ir_saving()
            })
        } else {
            let c = judge::measure(q);
            let j = judge::judge(&c, shared);
            j.class.is_ir_fold()
                || (j.class == Class::Backend && c.is_ok_and(|c| c.machine_saving() >= c0.machine_saving()))
        };
        saves && generalize::proves(q, limits)
    };
    shrink::shrink(rep, &mut keep, limits.core_tries)
}

/// The rules driver (`minotaur rules`): builds rules from the store's novel found
/// rewrites that are no rule's instance yet (rebuilding the clusters they join), and
/// folds rules into more general ones, this run's and earlier runs'.
pub fn run(store: &mut Store, limits: &Limits, progress: &dyn Fn(Event)) -> Result<Summary, StoreError> {
    let all: Vec<FoundRow> = store.rewrites(false)?;
    let new = store.found_without_rule()?;
    let mut sum = Summary {
        rewrites: all.len(),
        new_instances: new.len(),
        configurations: store.found_by_config()?,
        ..Default::default()
    };
    let member = |r: &FoundRow| -> Result<Member, shape::PairError> {
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
        if let Some(old) = store.rule_by_key::<Rule>(key)? {
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
        store.save_rule(&b.rule, &b.members)?;
    }
    for b in &built {
        if let Some(into) = &b.subsumed_by {
            store.subsume_rule(&b.rule.id, into)?;
            sum.subsumed.push((b.rule.id.clone(), into.clone()));
        }
    }
    // Across runs: the rules stored earlier and not rebuilt now are folded into a new,
    // more general rule that covers their representative, and a new rule into an older
    // one that covers its own.
    let fresh: Vec<&Built> = built.iter().filter(|b| b.subsumed_by.is_none()).collect();
    let older: Vec<(Rule, generalize::Cover)> = store
        .rule_summaries::<Rule>()?
        .into_iter()
        .filter(|r| r.subsumed_by.is_none() && !built.iter().any(|b| b.rule.id == r.rule.id))
        .map(|r| {
            let c = r.rule.cover.clone();
            (r.rule, c)
        })
        .collect();
    let mut folded: Vec<String> = Vec::new();
    for b in &fresh {
        let mine = b.general.cover();
        for (old, theirs) in &older {
            if folded.contains(&old.id) || folded.contains(&b.rule.id) {
                continue;
            }
            let (outer, inner) = if cover_rank(&mine) <= cover_rank(theirs) {
                ((&mine, &b.rule.id), (theirs, &old.id))
            } else {
                ((theirs, &old.id), (&mine, &b.rule.id))
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

/// True when a stored rule is live: not folded into a more general rule, and not
/// rejected by a review. Listings and reports show the live rules.
pub fn is_live(r: &RuleSummary<Rule>) -> bool {
    r.subsumed_by.is_none() && r.review.as_ref().is_none_or(|v| v.0 != "rejected")
}

/// Most general first: more symbols, more widths, a shorter precondition.
fn cover_rank(c: &generalize::Cover) -> (std::cmp::Reverse<usize>, std::cmp::Reverse<usize>, usize) {
    (
        std::cmp::Reverse(c.symbols),
        std::cmp::Reverse(c.widths.len()),
        c.pre.len(),
    )
}

/// The rules ranked by impact: reported ones first, then the canonical saving × sites
/// (see [`Rule::saving`]), then files, then id.
pub fn ranked(mut rules: Vec<RuleSummary<Rule>>) -> Vec<RuleSummary<Rule>> {
    let impact = |r: &RuleSummary<Rule>| r.sites as i64 * r.rule.saving();
    rules.sort_by(|a, b| {
        b.rule
            .verdict
            .reported()
            .cmp(&a.rule.verdict.reported())
            .then(impact(b).cmp(&impact(a)))
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
/// precondition, widths, class and verdict, a one-line equation, and the proof.
pub fn rule_file(r: &RuleSummary<Rule>) -> String {
    let x = &r.rule;
    let canonical = match &x.canonical {
        Some(c) => format!(
            "{} -> {} IR instructions after opt-22 -O3{}; machine instructions {}",
            c.ir.0,
            c.ir.1,
            if c.lost_by_instcombine.is_some() {
                " (InstCombine first rewrites the source into a form the target does not refine)"
            } else {
                ""
            },
            c.cpus
                .iter()
                .map(|m| format!("{} {} -> {}", m.cpu, m.insts.0, m.insts.1))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        None => "not measured".into(),
    };
    format!(
        "; rule {id}: {class} ({class_why})\n; {eq}\n; pre: {pre}\n; widths: {widths}\n; constants: {derived}\n; flags: {flags}\n; verdict: {verdict} ({verdict_why})\n; canonical: {canonical}\n; evidence: {inst} instance(s), {sites} site(s) in {files} file(s)\n; rewrite: {rw}\n{proof}",
        id = x.id,
        class = x.class.name(),
        class_why = x.class_why,
        eq = x.equation,
        pre = x.pre_words(),
        widths = x.widths.words(),
        derived = x.derived_words(),
        flags = if x.flags.is_empty() { "unchanged".into() } else { x.flags.join("; ") },
        verdict = x.verdict.name(),
        verdict_why = x.verdict_why,
        inst = r.instances,
        sites = r.sites,
        files = r.files,
        rw = x.rewrite,
        proof = x.proof,
    )
}
