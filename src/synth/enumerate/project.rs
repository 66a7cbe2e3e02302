//! How far a level of enumeration is and where it is headed: the operand tuples it will
//! visit are counted before it starts, and a level whose first share of tuples projects
//! past its time stops at once (issue 14: a budget that goes to cuts that pay). Such a
//! cut ends `timeout` after a fraction of its budget instead of all of it, and a later
//! pass with more time tries it again.

use super::search::Search;
use super::shapes::{self, Shape};
use super::terms::{cast_node, Node};
use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::Type;
use crate::sem::Value;
use crate::util::thread_seconds;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// Tuples visited between looks at the clock.
const TICK: u64 = 512;

/// The share of a level's time it runs before its projection counts.
const PROBE_SHARE: f64 = 0.05;

/// A projection over this many times the level's time stops it (the count is an upper
/// bound and the rate settles as the level goes on).
const SLACK: f64 = 1.25;

/// One level's progress.
#[derive(Default)]
pub struct Progress {
    /// The thread's CPU seconds when the level started ([`thread_seconds`]): the rate
    /// is measured in CPU time, so a machine busy with other work (a CI run's parallel
    /// tests) does not make a level look longer than it is; the deadline stays wall time.
    started: Option<f64>,
    allowed: Duration,
    total: u64,
    visited: u64,
    /// The time the level would have taken, when it stopped on its projection.
    pub projected: Option<f64>,
}

impl Progress {
    /// A level of `total` tuples that may take until `deadline`.
    pub fn start(total: u64, deadline: Instant) -> Progress {
        Progress {
            started: Some(thread_seconds()),
            allowed: deadline.saturating_duration_since(Instant::now()),
            total: total.max(1),
            visited: 0,
            projected: None,
        }
    }

    /// Counts one tuple; true when the level must stop (its deadline passed, or its
    /// projection is beyond it).
    pub fn tick(&mut self, deadline: Instant) -> bool {
        self.advance(1, deadline)
    }

    /// Counts `n` tuples at once (a lookup that stood for a loop over them); as
    /// [`Progress::tick`].
    pub fn advance(&mut self, n: u64, deadline: Instant) -> bool {
        let before = self.visited / TICK;
        self.visited += n;
        if self.visited / TICK == before {
            return false;
        }
        let now = Instant::now();
        if now > deadline {
            return true;
        }
        let Some(t0) = self.started else { return false };
        let spent = thread_seconds() - t0;
        let allowed = self.allowed.as_secs_f64();
        if spent < allowed * PROBE_SHARE {
            return false;
        }
        self.projected = past(spent, allowed, self.visited, self.total);
        self.projected.is_some()
    }

    /// Tuples visited so far.
    pub fn visited(&self) -> u64 {
        self.visited
    }

    /// Tuples the level was counted to have.
    pub fn total(&self) -> u64 {
        self.total
    }
}

/// The seconds a level that spent `spent` of its `allowed` seconds on `visited` of its
/// `total` tuples would take, when that is past what it may take (with [`SLACK`]).
pub fn past(spent: f64, allowed: f64, visited: u64, total: u64) -> Option<f64> {
    let projected = spent * total as f64 / visited.clamp(1, total.max(1)) as f64;
    (projected > allowed * SLACK).then_some(projected)
}

impl Search<'_> {
    /// The operand tuples level `level` visits (as [`Search::level`] loops over them;
    /// commuted pairs counted twice, so an upper bound).
    pub fn count_tuples(&mut self, level: u32, store: bool) -> u64 {
        let mut count: HashMap<(u32, u32), u64> = HashMap::new();
        for t in &self.terms {
            *count.entry((t.ty.bits().unwrap_or(0), t.insts)).or_default() += 1;
        }
        let c = |w: u32, i: u32| count.get(&(w, i)).copied().unwrap_or(0);
        let mut total = 0u64;
        let mut firsts: HashMap<(Type, u32), u64> = HashMap::new();
        for a in 0..self.terms.len() {
            if self.terms[a].insts >= level {
                continue;
            }
            for t in self.operand_types(a) {
                *firsts.entry((t, self.terms[a].insts)).or_default() += 1;
            }
        }
        for ((t, insts), n) in firsts {
            let need = level - 1 - insts;
            for shape in self.shapes(&t) {
                if !store && super::search::result_type(&shape, &t).is_some_and(|rt| !self.wanted(&rt)) {
                    continue;
                }
                let ops = shapes::operand_types(&shape, &t);
                let joined = self.joined_only && !store;
                let per = match (&shape, ops.len()) {
                    (_, 2) if joined && !super::join::applies(self, &shape, &t) => 0,
                    (Shape::Select, _) if joined => 0,
                    (Shape::Select, _) => self
                        .arm_types(&t, store)
                        .iter()
                        .map(|at| {
                            let w = at.bits().unwrap_or(0);
                            (0..=need).map(|i| c(w, i) * c(w, need - i)).sum::<u64>()
                        })
                        .sum(),
                    (_, 1) if need == 0 => 1,
                    (_, 2) => c(ops[1].bits().unwrap_or(0), need),
                    _ => 0,
                };
                total = total.saturating_add(per.saturating_mul(n));
            }
        }
        total
    }
}

/// A first-row check of the pairs `(a, b)` of one shape at the last level: the node over
/// two operands, `a`'s value on the row, and the bitcast to the root's type.
pub struct Quick {
    node: Node,
    a: usize,
    t: Type,
    va: Value<Concrete>,
    tb: Type,
    ty: Type,
    /// The bitcast of the node's result to the root's type, when they differ.
    cast: Option<Node>,
    row: usize,
}

impl Search<'_> {
    /// True when a goal-only level looks at terms of type `t`: the root's width, or a
    /// hole type of the outer nodes ([`super::outer`]).
    pub fn wanted(&self, t: &Type) -> bool {
        t.bits() == self.root_bits() || self.outer.as_ref().is_some_and(|o| o.takes(t))
    }

    /// True when value `v` of type `ty` on live row `r` may be the goal there: it
    /// reproduces the cut read at the root's type, or an outer node completes it there
    /// and on the outer nodes' second row (`at` evaluates the term on a row).
    fn row_ok(
        &self,
        ty: &Type,
        v: Value<Concrete>,
        r: usize,
        cast: Option<&Node>,
        at: &dyn Fn(usize) -> Option<Value<Concrete>>,
    ) -> bool {
        if let Some(o) = self.outer.as_ref().filter(|o| o.row == r) {
            if let Some(ids) = o.hits(self, ty, &v) {
                if o.confirm(self, &ids, o.row2.and_then(at)) {
                    return true;
                }
            }
        }
        if ty.bits() != self.root_bits() {
            return false;
        }
        if ty == self.root_ty() {
            return self.bank.rows[r].reproduced_by(self.root_ty(), &v);
        }
        let built;
        let cast = match cast {
            Some(c) => c,
            None => match cast_node(ty, self.root_ty()) {
                Some(c) => {
                    built = c;
                    &built
                }
                None => return false,
            },
        };
        match cast.eval(&[&v]) {
            Ok(Some(v)) => self.bank.rows[r].reproduced_by(self.root_ty(), &v),
            _ => false,
        }
    }

    /// False when node `node` over `kids` is certainly not the goal (nor completed to it)
    /// on the first live row.
    pub fn first_row_ok(&self, node: &Node, kids: &[(usize, Type)], ty: &Type) -> bool {
        let Some((r, _)) = self.bank.live().next() else {
            return true;
        };
        match self.eval_row(node, kids, r) {
            Some(v) => self.row_ok(ty, v, r, None, &|r2| self.eval_row(node, kids, r2)),
            None => false,
        }
    }

    /// The check for `shape` over term `a` read at `t` and second operands read at `tb`,
    /// on live row `row`; `None` when the shape cannot be checked this way.
    pub fn quick(&self, shape: &Shape, a: usize, t: &Type, tb: &Type, row: usize) -> Option<Quick> {
        let e = shapes::build(shape, vec![RExpr::val(t.clone(), "a"), RExpr::val(tb.clone(), "b")]);
        e.validate().ok()?;
        let node = Node::of(&e)?;
        let va = self.vals_at(a, t)?.get(row)?.clone();
        let ty = e.ty();
        let cast = match ty != *self.root_ty() && ty.bits() == self.root_bits() {
            true => Some(cast_node(&ty, self.root_ty())?),
            false => None,
        };
        Some(Quick {
            cast,
            node,
            a,
            t: t.clone(),
            va,
            tb: tb.clone(),
            ty,
            row,
        })
    }

    /// False when the pair with second operand `b` is certainly not the goal: undefined,
    /// or another value, on the check's row (what the full evaluation would find first).
    pub fn quick_ok(&self, q: &Quick, b: usize) -> bool {
        let Some(vb) = self.vals_at(b, &q.tb) else { return true };
        let Some(vb) = vb.get(q.row) else { return true };
        match q.node.eval(&[&q.va, vb]) {
            Err(_) => true,
            Ok(None) => false,
            Ok(Some(v)) => self.row_ok(&q.ty, v, q.row, q.cast.as_ref(), &|r2| {
                let va = self.vals_at(q.a, &q.t)?.get(r2)?.clone();
                let vb = self.vals_at(b, &q.tb)?.get(r2)?.clone();
                q.node.eval(&[&va, &vb]).ok().flatten()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_stops_when_its_rate_projects_past_its_time() {
        // A tenth of the tuples in half the time: about five times the time.
        assert_eq!(past(0.5, 1.0, 100, 1000), Some(5.0));
        // Half the tuples in half the time: on time.
        assert_eq!(past(0.5, 1.0, 500, 1000), None);
        // Within the slack (1.2 of 1.0), and past it (1.4).
        assert_eq!(past(0.6, 1.0, 500, 1000), None);
        assert!(past(0.7, 1.0, 500, 1000).is_some());
        // More tuples visited than counted (the count is only an upper bound elsewhere):
        // the rate of what was seen.
        assert_eq!(past(0.5, 1.0, 2000, 1000), None);
    }
}
