//! Which rules a report run writes: the live rules, ranked, judged worth a reviewer's
//! time and not already upstream by the reviewers' ledger (or every live rule, or one
//! named rule), each with its instances, sites and the rules folded into it.

use super::{Also, Input, ReportError};
use crate::rules::{self, ledger, Rule};
use crate::store::{RuleSummary, Store};

/// Which rules to report on.
#[derive(Clone, Copy, Debug, Default)]
pub struct Selection<'a> {
    /// Only the N most impactful.
    pub top: Option<usize>,
    /// Only this rule (its id or a prefix), whatever its verdict.
    pub rule: Option<&'a str>,
    /// Every live rule, also those not judged worth it and those the ledger lists.
    pub all: bool,
}

/// The rules of `store` to report on, ranked, with their instances and sites.
/// By default the rules judged worth it that the ledger does not list as already
/// upstream; with `all`, every rule not folded into another or rejected by a review.
pub fn select(store: &Store, sel: &Selection, ledger: &[ledger::Entry]) -> Result<Vec<Input>, ReportError> {
    let only: Option<Rule> = sel.rule.map(|r| store.rule(r)).transpose()?;
    // A rule is upstream when the ledger lists it or a rule folded into it (the same
    // miss found another way: the ledger names whichever id a reviewer saw).
    let summaries = store.rule_summaries::<Rule>()?;
    let upstream = |id: &str| -> Option<ledger::Entry> {
        ledger::find(ledger, id).cloned().or_else(|| {
            summaries
                .iter()
                .filter(|o| o.subsumed_by.as_deref() == Some(id))
                .find_map(|o| ledger::find(ledger, &o.rule.id).cloned())
        })
    };
    let drafted = |r: &Rule| r.verdict.reported() && upstream(&r.id).is_none_or(|e| e.status.drafted());
    let list: Vec<_> = rules::ranked(summaries.clone())
        .into_iter()
        .filter(rules::is_live)
        .filter(|r| only.as_ref().map_or(sel.all || drafted(&r.rule), |o| o.id == r.rule.id))
        .take(sel.top.unwrap_or(usize::MAX))
        .collect();
    let mut out = Vec::new();
    for s in list {
        // The rules folded into it are further instances of the same miss: their
        // instances and sites are its evidence too.
        let folded: Vec<&RuleSummary<Rule>> = summaries
            .iter()
            .filter(|o| o.subsumed_by.as_deref() == Some(s.rule.id.as_str()))
            .collect();
        let mut instances = store.rule_instances(&s.rule.id)?;
        for o in &folded {
            instances.extend(store.rule_instances(&o.rule.id)?);
        }
        let mut sites = Vec::new();
        for f in &instances {
            sites.extend(store.sites_of(&f.cut)?);
        }
        let also = folded
            .iter()
            .map(|o| Also {
                id: o.rule.id.clone(),
                equation: o.rule.equation.clone(),
                sites: o.sites,
                shrunk: o.rule.cut.is_some(),
            })
            .collect();
        out.push(Input {
            also,
            upstream: upstream(&s.rule.id),
            summary: s,
            instances,
            sites,
        });
    }
    Ok(out)
}
