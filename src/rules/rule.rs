//! The rule: one typed value from `rules` to `report` (pattern, widths, precondition as a
//! tree, class and verdict as enums, what LLVM made of it), stored whole at the store's
//! boundary and read back as the same value.

use super::class::Class;
use super::generalize::Cover;
use super::judge::{Canonical, Verdict};
use super::pred::{Expr, Pred};
use serde::{Deserialize, Serialize};

/// The widths a rule was proved at.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Widths {
    /// Integer widths, ascending; empty when the rule holds only at the types found.
    pub ints: Vec<u32>,
    /// The splat vector type it was also proved at (`<4 x i8>`).
    pub splat: Option<String>,
    /// Other widths tried where it is refuted, ascending (what a width guard is for).
    #[serde(default)]
    pub failed: Vec<u32>,
    /// Widths where it proved only vacuously (the source poison or UB everywhere).
    #[serde(default)]
    pub vacuous: Vec<u32>,
    /// A rule over two integer types (`zext i16 … to i32`): the narrower width its proof
    /// is written at; `ints` are then the wider widths of `pairs`.
    #[serde(default)]
    pub narrow: Option<u32>,
    /// The pairs of widths (narrow, wide) proved, ascending.
    #[serde(default)]
    pub pairs: Vec<(u32, u32)>,
    /// The pairs tried where it is refuted.
    #[serde(default)]
    pub failed_pairs: Vec<(u32, u32)>,
    /// The pairs where it proved only vacuously.
    #[serde(default)]
    pub vacuous_pairs: Vec<(u32, u32)>,
}

impl Widths {
    /// Whether the rule is proved only at the types it was found at.
    pub fn only_as_found(&self) -> bool {
        self.ints.is_empty()
    }

    /// `8,13,16,32,64,<4 x i32>`, `8->16,16->32,…` (pairs of a rule over two types), or
    /// `mixed (only as found)`.
    pub fn words(&self) -> String {
        if self.only_as_found() {
            return "mixed (only as found)".into();
        }
        if self.narrow.is_some() {
            return self
                .pairs
                .iter()
                .map(|(n, w)| format!("{n}->{w}"))
                .collect::<Vec<_>>()
                .join(",");
        }
        self.ints
            .iter()
            .map(|w| w.to_string())
            .chain(self.splat.iter().cloned())
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// A stored rule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rule {
    /// `r` and the first 12 hex digits of the hash of its key.
    pub id: String,
    /// The cluster key (shape up to names, constants, widths).
    pub key: String,
    /// The generalized `@src`/`@tgt` proof (precondition as `llvm.assume`), as IR text.
    pub proof: String,
    /// The representative's rewrite, paper syntax.
    pub rewrite: String,
    /// One line for people: `source => target` (of the core).
    pub equation: String,
    /// The representative as found (`@src`/`@tgt` text), when its core is smaller
    /// ([`super::shrink`]); `None` when the cut is its own core.
    #[serde(default)]
    pub cut: Option<String>,
    /// The precondition: a conjunction, empty when none.
    pub pre: Vec<Pred>,
    /// The widths it was proved at.
    pub widths: Widths,
    /// Whether it is more than its instance.
    pub general: bool,
    /// The symbols with the representative's values: `(k, value)` for `Ck`.
    pub values: Vec<(usize, String)>,
    /// Target constants as expressions of the symbols, with their representative value.
    pub derived: Vec<(String, Expr)>,
    /// Flag changes the proofs allowed (`src: -nsw (add)`).
    pub flags: Vec<String>,
    /// Where it belongs.
    pub class: Class,
    /// Why that class.
    pub class_why: String,
    /// Whether it reaches a reviewer.
    pub verdict: Verdict,
    /// Why.
    pub verdict_why: String,
    /// What LLVM makes of the representative (`None`: it could not be measured).
    pub canonical: Option<Canonical>,
    /// uOps the representative saves as synthesis costed it (on `cpu`, before
    /// canonicalization: the search's measure, not the rule's saving).
    pub found_uops: u32,
    /// The CPU synthesis costed on.
    pub cpu: String,
    /// Proofs the generalization asked.
    pub proofs: u32,
    /// Of them, not decided.
    pub undecided: u32,
    /// What deciding whether it covers a rewrite needs.
    pub cover: Cover,
}

impl Rule {
    /// The precondition in the grammar's words (`C1 == C0 + 1 && pow2(C1)`; `true`).
    pub fn pre_words(&self) -> String {
        super::pred::conj(&self.pre)
    }

    /// The constants in words: `C0 = 3; -4 = ~C0`, or `none`.
    pub fn derived_words(&self) -> String {
        let words: Vec<String> = self
            .values
            .iter()
            .map(|(k, v)| format!("C{k} = {v}"))
            .chain(self.derived.iter().map(|(v, e)| format!("{v} = {e}")))
            .collect();
        if words.is_empty() {
            "none".into()
        } else {
            words.join("; ")
        }
    }

    /// The representative's symbol values that fit an `i64`, by symbol.
    pub fn rep_values(&self) -> Vec<i64> {
        self.values.iter().filter_map(|(_, v)| v.parse().ok()).collect()
    }

    /// The saving a reviewer ranks by: IR instructions after canonicalization for a
    /// middle-end rule, the median CPU model's machine instructions for a backend one.
    pub fn saving(&self) -> i64 {
        match (&self.canonical, self.class) {
            (Some(c), Class::InstCombine | Class::InstSimplify) => c.ir_saving().max(0),
            (Some(c), Class::Backend) => c.machine_saving().max(0),
            _ => 0,
        }
    }
}

impl crate::store::RuleRecord for Rule {
    fn id(&self) -> &str {
        &self.id
    }
    fn key(&self) -> &str {
        &self.key
    }
    fn verdict(&self) -> &'static str {
        self.verdict.name()
    }
}
