//! Pairs found by lookup at a goal-only level: for `a + b`, `a - b`, `a ^ b`, and for
//! `icmp eq`/`ne` where the cut's compare holds (fails) on the row, the cut's value on one
//! live row fixes what `b` must be there (`G - A`, `A - G`, `G ^ A`, `A`), so the second
//! operands come from an index of the terms by their value on that row instead of a loop
//! over all of them. Every pair found this way is evaluated on every row like any other:
//! the index only skips pairs that are wrong on its row.

use super::search::Search;
use super::shapes::Shape;
use super::terms::{cast_vals, fingerprint};
use crate::interp::Concrete;
use crate::ir::rewrite::RBinOp;
use crate::ir::{BinOp, IPred, Type};
use crate::sem::Value;
use std::collections::HashMap;

/// The index of one goal-only level.
pub struct Join {
    row: usize,
    /// The cut's value on the row read at each type (`None`: not fully known there).
    goals: HashMap<Type, Option<Value<Concrete>>>,
    /// Terms of a type and a number of instructions, by their value on the row.
    index: HashMap<(Type, u32), HashMap<u64, Vec<usize>>>,
}

impl Join {
    /// The index over the first live row of `s`.
    pub fn new(s: &Search) -> Option<Join> {
        let (row, _) = s.bank.live().next()?;
        Some(Join {
            row,
            goals: HashMap::new(),
            index: HashMap::new(),
        })
    }

    fn goal(&mut self, s: &Search, t: &Type) -> Option<Value<Concrete>> {
        let row = self.row;
        self.goals
            .entry(t.clone())
            .or_insert_with(|| {
                let r = &s.bank.rows[row];
                let lanes = r
                    .expect
                    .iter()
                    .map(|e| e.clone().map(|bits| crate::sem::Lane { bits, poison: false }))
                    .collect::<Option<Vec<_>>>()?;
                cast_vals(s.root_ty(), &[Value { lanes }], t)?.pop()
            })
            .clone()
    }

    /// The second operands of `shape` over term `a` read at `t` with `insts` new
    /// instructions that give the cut's value on the row; `None` when this shape is not
    /// looked up (the caller loops over every second operand).
    pub fn seconds(&mut self, s: &Search, shape: &Shape, a: usize, t: &Type, insts: u32) -> Option<Vec<usize>> {
        if !applies(s, shape, t) {
            return None;
        }
        let g = match shape {
            Shape::ICmp(_) => self.goal(s, &t.with_scalar(Type::i1()))?,
            _ => self.goal(s, t)?,
        };
        let va = s.vals_at(a, t)?.get(self.row)?.clone();
        let need = match shape {
            Shape::Bin(RBinOp::Llvm(op)) => {
                let (inv, x, y) = match op {
                    BinOp::Add => (BinOp::Sub, &g, &va),
                    BinOp::Sub => (BinOp::Sub, &va, &g),
                    _ => (BinOp::Xor, &g, &va),
                };
                match super::outer::binary(inv, t, x, y) {
                    Some(v) => v,
                    None => return Some(vec![]),
                }
            }
            Shape::ICmp(p) => {
                let want = *p == IPred::Eq;
                if !g.lanes.iter().all(|l| l.bits.to_u64() == Some(want as u64)) {
                    return None;
                }
                va
            }
            _ => return None,
        };
        if need.lanes.iter().any(|l| l.poison) {
            return Some(vec![]);
        }
        let row = self.row;
        let index = self.index.entry((t.clone(), insts)).or_insert_with(|| {
            let mut m: HashMap<u64, Vec<usize>> = HashMap::new();
            for (b, term) in s.terms.iter().enumerate() {
                if term.insts != insts || term.ty.bits() != t.bits() {
                    continue;
                }
                if let Some(v) = s.vals_at(b, t).and_then(|v| v.get(row).cloned()) {
                    m.entry(fingerprint(t, &[v])).or_default().push(b);
                }
            }
            m
        });
        Some(index.get(&fingerprint(t, &[need])).cloned().unwrap_or_default())
    }
}

/// True when pairs of `shape` over first operands of type `t` are looked up (for the
/// cut's value read at `t`, or at `t`'s `i1` form for a compare), rather than looped over.
pub fn applies(s: &Search, shape: &Shape, t: &Type) -> bool {
    let int = t.scalar().is_int();
    let rt = match shape {
        Shape::Bin(RBinOp::Llvm(BinOp::Add | BinOp::Sub | BinOp::Xor)) if int && t.bits() == s.root_bits() => t.clone(),
        Shape::ICmp(IPred::Eq | IPred::Ne) if int => t.with_scalar(Type::i1()),
        _ => return false,
    };
    (!matches!(shape, Shape::ICmp(_)) || rt == *s.root_ty()) && !s.outer.as_ref().is_some_and(|o| o.takes(&rt))
}
