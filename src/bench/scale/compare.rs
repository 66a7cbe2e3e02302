//! The results of two runs compared cut by cut (status and rewrite): agreements counted,
//! every disagreement listed with its kind and both sides' seconds. A `timeout` on one
//! side is timing: the budget is wall-clock time, and a level is also stopped early when
//! its projected time is past the budget, so under load (more processes than cores) a
//! search that ended in time alone runs out of it; such cuts are said to be timing, and
//! listed, not hidden.

use crate::store::SynthStatus;
use serde::Serialize;
use std::collections::BTreeMap;

/// One cut's result in one run.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Outcome {
    pub status: SynthStatus,
    pub rewrite: Option<String>,
    pub seconds: f64,
}

/// A run's results by cut hash.
pub(super) type Results = BTreeMap<String, Outcome>;

/// Why two results differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// One side ran out of its budget (`timeout`) where the other's search ended: the
    /// wall-clock budget (or a level's projected time past it) decided, so load did.
    Timing,
    /// Both found a rewrite, different ones.
    Rewrite,
    /// Different statuses, neither a `timeout` (`found` against `none`, or an `error`).
    Status,
    /// Only one of the runs has a result for the cut (it did other cuts).
    Missing,
}

/// One side of a disagreement.
#[derive(Clone, Debug, Serialize)]
pub struct Side {
    /// The rewrite found.
    pub rewrite: Option<String>,
    /// The search's seconds (two decimals).
    pub seconds: f64,
    /// Its status.
    pub status: SynthStatus,
}

/// A cut whose results differ.
#[derive(Clone, Debug, Serialize)]
pub struct Disagreement {
    /// The cut's hash.
    pub cut: String,
    /// Why they differ.
    pub kind: Kind,
    /// The PostgreSQL run's result.
    pub postgres: Option<Side>,
    /// The SQLite run's result.
    pub sqlite: Option<Side>,
}

/// A PostgreSQL run's results against the SQLite run's.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Agreement {
    /// Every cut whose results differ, by hash.
    pub disagreements: Vec<Disagreement>,
    /// Cuts with the same status and rewrite in both.
    pub same: usize,
    /// Of the disagreements, those that are timing ([`Kind::Timing`]).
    pub timing: usize,
}

fn side(o: &Outcome) -> Side {
    Side {
        rewrite: o.rewrite.clone(),
        seconds: (o.seconds * 100.0).round() / 100.0,
        status: o.status,
    }
}

/// Why `a` and `b` differ (they do).
fn kind(a: &Outcome, b: &Outcome) -> Kind {
    let timeout = |t: &Outcome, other: &Outcome| t.status == SynthStatus::Timeout && other.status != SynthStatus::Error;
    if timeout(a, b) || timeout(b, a) {
        Kind::Timing
    } else if a.status == b.status {
        Kind::Rewrite
    } else {
        Kind::Status
    }
}

/// `pg`'s results against `base`'s (the SQLite run's).
pub(super) fn compare(base: &Results, pg: &Results) -> Agreement {
    let mut a = Agreement::default();
    let cuts: std::collections::BTreeSet<&String> = base.keys().chain(pg.keys()).collect();
    for cut in cuts {
        let (s, p) = (base.get(cut), pg.get(cut));
        let kind = match (s, p) {
            (Some(s), Some(p)) if s.status == p.status && s.rewrite == p.rewrite => {
                a.same += 1;
                continue;
            }
            (Some(s), Some(p)) => kind(s, p),
            _ => Kind::Missing,
        };
        a.timing += (kind == Kind::Timing) as usize;
        a.disagreements.push(Disagreement {
            cut: cut.clone(),
            kind,
            postgres: p.map(side),
            sqlite: s.map(side),
        });
    }
    a
}
