//! The last instruction of a three-instruction target, found from the outside in: the
//! terms of two instructions are not stored (tens of thousands, each evaluated on every
//! row), but looked at once on one row, while the cut's value there tells what a third
//! instruction over a leaf needs of them. For `G = H + B` with `B` a leaf (a cut value or
//! a literal), `H` must be `G - B` on the row; the same for `sub` (both sides), `xor`,
//! `zext`/`sext` (`H = trunc G`, when that extends back to `G`) and `icmp eq`/`ne`
//! (`H = B` where the compare must hold). A `trunc` outside is checked by truncating.
//! Each outer node over a leaf is a *context*; a two-instruction term whose value on the
//! row is what a context needs is completed by it and checked on every row like any
//! term, then proved by the verifier like any candidate: a lookup that finds nothing
//! costs completeness (non-invertible outer nodes such as `and` are not covered), never
//! soundness.

use super::search::Search;
use super::shapes::{self, Shape};
use super::terms::{cast_expr, cast_vals, eval_rows, fingerprint, Node, Term};
use crate::interp::Concrete;
use crate::ir::rewrite::{RBinOp, RExpr};
use crate::ir::{BinOp, CastOp, IPred, Type};
use crate::sem::Value;
use std::collections::HashMap;
use std::rc::Rc;

/// An outer node with one operand left open (the hole) and the other a leaf.
struct Context {
    shape: Shape,
    /// The type the hole is read at.
    hole: Type,
    /// The leaf operand (a term of no instructions) read at `hole`'s type, if any.
    other: Option<usize>,
    /// The hole is the node's first operand.
    hole_first: bool,
    /// The node over `%0` (the hole) and `%1` (the leaf), in the node's operand order.
    node: Node,
}

/// The contexts of one cut, indexed by what they need of the hole on the key row.
pub struct Outer {
    /// The live row the lookups are made on.
    pub row: usize,
    /// A second live row, where the contexts met on `row` are checked before a term is
    /// evaluated on every row.
    pub row2: Option<usize>,
    ctxs: Vec<Context>,
    /// `fingerprint(hole type, needed value)` to contexts.
    by_need: HashMap<u64, Vec<usize>>,
    /// Hole types to contexts checked by evaluating them (`trunc`).
    by_eval: HashMap<Type, Vec<usize>>,
}

/// The binary operations inverted over a leaf (`sub` with the hole on either side).
const INVERTED: [BinOp; 3] = [BinOp::Add, BinOp::Sub, BinOp::Xor];

impl Outer {
    /// The contexts over the leaves of `s` (its terms of no instructions), on the first
    /// live row; `None` when the cut's value there is not fully known (a poison lane asks
    /// nothing of a candidate, so it pins no value).
    pub fn new(s: &Search) -> Option<Outer> {
        let root = s.root_ty().clone();
        let (row, r) = s.bank.live().next()?;
        let row2 = s.bank.live().nth(1).map(|(i, _)| i);
        if root.scalar().is_float() || r.expect.iter().any(|e| e.is_none()) {
            return None;
        }
        let goal = Value {
            lanes: r
                .expect
                .iter()
                .map(|e| crate::sem::Lane {
                    bits: e.clone().expect("known lanes"),
                    poison: false,
                })
                .collect(),
        };
        let mut o = Outer {
            row,
            row2,
            ctxs: Vec::new(),
            by_need: HashMap::new(),
            by_eval: HashMap::new(),
        };
        let leaves: Vec<usize> = (0..s.terms.len()).filter(|&i| s.terms[i].insts == 0).collect();
        let int_types: Vec<Type> = s
            .menu
            .iter()
            .filter(|t| t.scalar().is_int() && t.scalar() != &Type::i1() || **t == root)
            .cloned()
            .collect();
        for t in &int_types {
            let same_width = t.bits() == root.bits();
            let lanes_match = t.lanes() == root.lanes() && t.is_vector() == root.is_vector();
            // `G = H op B` at `t` (the root's width, read as `t`).
            if same_width && root.scalar() != &Type::i1() {
                let g = cast_vals(&root, std::slice::from_ref(&goal), t).and_then(|mut v| v.pop());
                if let Some(g) = g {
                    for op in INVERTED {
                        for hole_first in [true, false] {
                            if !hole_first && op != BinOp::Sub {
                                continue;
                            }
                            for &b in &leaves {
                                o.add_inverted(s, op, t, &g, b, hole_first);
                            }
                        }
                    }
                }
            }
            // `G = icmp eq/ne H, B`: where `G` says the two are equal, `H` is `B`.
            if root.scalar() == &Type::i1() && lanes_match && t.scalar() != &Type::i1() {
                let all = |v: bool| goal.lanes.iter().all(|l| l.bits.to_u64() == Some(v as u64));
                let pred = match (all(true), all(false)) {
                    (true, _) => Some(IPred::Eq),
                    (_, true) => Some(IPred::Ne),
                    _ => None,
                };
                if let Some(p) = pred {
                    for &b in &leaves {
                        let Some(vb) = s.vals_at(b, t).and_then(|v| v.get(row).cloned()) else {
                            continue;
                        };
                        o.add(Shape::ICmp(p), t, Some((b, t.clone())), true, &vb);
                    }
                }
            }
            if !lanes_match || !root.scalar().is_int() || root.scalar() == &Type::i1() {
                continue;
            }
            let (tw, rw) = (t.scalar_bits().unwrap_or(0), root.scalar_bits().unwrap_or(0));
            if tw < rw {
                // `G = zext/sext H`: `H = trunc G`, if that extends back to `G`.
                let Some(h) = convert(CastOp::Trunc, &root, &goal, t) else {
                    continue;
                };
                for op in [CastOp::ZExt, CastOp::SExt] {
                    if convert(op, t, &h, &root).is_some_and(|back| same(&back, &goal)) {
                        o.add(Shape::Conv(op, root.clone()), t, None, true, &h);
                    }
                }
            } else if tw > rw {
                let shape = Shape::Conv(CastOp::Trunc, root.clone());
                let e = shapes::build(&shape, vec![RExpr::val(t.clone(), "h")]);
                if let Some(node) = Node::of(&e) {
                    o.ctxs.push(Context {
                        shape,
                        hole: t.clone(),
                        other: None,
                        hole_first: true,
                        node,
                    });
                    o.by_eval.entry(t.clone()).or_default().push(o.ctxs.len() - 1);
                }
            }
        }
        (!o.ctxs.is_empty()).then_some(o)
    }

    /// `G = H op B` (or `B op H`): what `H` must be on the row.
    fn add_inverted(&mut self, s: &Search, op: BinOp, t: &Type, g: &Value<Concrete>, b: usize, hole_first: bool) {
        let Some(vb) = s.vals_at(b, t).and_then(|v| v.get(self.row).cloned()) else {
            return;
        };
        if vb.lanes.iter().any(|l| l.poison) {
            return;
        }
        // H + B = G: H = G - B; H - B = G: H = G + B; B - H = G: H = B - G; H ^ B = G: H = G ^ B.
        let (inv, x, y) = match (op, hole_first) {
            (BinOp::Add, _) => (BinOp::Sub, g, &vb),
            (BinOp::Sub, true) => (BinOp::Add, g, &vb),
            (BinOp::Sub, false) => (BinOp::Sub, &vb, g),
            _ => (BinOp::Xor, g, &vb),
        };
        let Some(h) = binary(inv, t, x, y) else { return };
        self.add(Shape::Bin(RBinOp::Llvm(op)), t, Some((b, t.clone())), hole_first, &h);
    }

    fn add(
        &mut self,
        shape: Shape,
        hole: &Type,
        other: Option<(usize, Type)>,
        hole_first: bool,
        need: &Value<Concrete>,
    ) {
        let mut ops = vec![RExpr::val(hole.clone(), "0")];
        ops.extend(other.iter().map(|(_, t)| RExpr::val(t.clone(), "1")));
        if !hole_first {
            ops.swap(0, 1);
        }
        let e = shapes::build(&shape, ops);
        if e.validate().is_err() {
            return;
        }
        let Some(node) = Node::of(&e) else { return };
        self.ctxs.push(Context {
            shape,
            hole: hole.clone(),
            other: other.map(|(b, _)| b),
            hole_first,
            node,
        });
        let key = fingerprint(hole, std::slice::from_ref(need));
        self.by_need.entry(key).or_default().push(self.ctxs.len() - 1);
    }

    /// True when some context may complete a term of type `t`.
    pub fn takes(&self, t: &Type) -> bool {
        self.by_eval.contains_key(t) || self.ctxs.iter().any(|c| c.hole == *t)
    }

    /// The contexts a term of type `t` with value `v` on the key row completes there
    /// (`None` when none does).
    pub fn hits(&self, s: &Search, t: &Type, v: &Value<Concrete>) -> Option<Vec<usize>> {
        let evals = self.by_eval.get(t);
        let needs = match self.by_need.is_empty() {
            true => None,
            false => self.by_need.get(&fingerprint(t, std::slice::from_ref(v))),
        };
        if evals.is_none() && needs.is_none() {
            return None;
        }
        let mut out: Vec<usize> = needs
            .map(|ids| ids.iter().copied().filter(|&i| self.ctxs[i].hole == *t).collect())
            .unwrap_or_default();
        for &i in evals.into_iter().flatten() {
            if let Ok(Some(w)) = self.ctxs[i].node.eval(&[v]) {
                if s.bank.rows[self.row].reproduced_by(s.root_ty(), &w) {
                    out.push(i);
                }
            }
        }
        (!out.is_empty()).then_some(out)
    }

    /// True when one of contexts `ids` (met on the key row) also completes a term whose
    /// value on the second row is `v2` (true when there is no second row).
    pub fn confirm(&self, s: &Search, ids: &[usize], v2: Option<Value<Concrete>>) -> bool {
        let (Some(r2), Some(v2)) = (self.row2, v2) else {
            return true;
        };
        ids.iter().any(|&i| {
            let c = &self.ctxs[i];
            let vb = match c.other {
                Some(b) => match s.vals_at(b, &c.hole).and_then(|v| v.get(r2).cloned()) {
                    Some(v) => Some(v),
                    None => return true,
                },
                None => None,
            };
            let args: Vec<&Value<Concrete>> = std::iter::once(&v2).chain(vb.as_ref()).collect();
            let args = if c.hole_first || args.len() < 2 {
                args
            } else {
                vec![args[1], args[0]]
            };
            match c.node.eval(&args) {
                Ok(Some(w)) => cast_vals(&w_ty(c, s), &[w], s.root_ty())
                    .is_some_and(|w| s.bank.rows[r2].reproduced_by(s.root_ty(), &w[0])),
                Ok(None) => false,
                Err(_) => true,
            }
        })
    }

    /// Term `h` completed by each context it meets on the key row, evaluated on every row
    /// (the search checks them against the cut and the cost bound).
    pub fn complete(&self, s: &Search, h: &Term) -> Vec<Term> {
        let Some(vh) = h.vals.get(self.row) else { return vec![] };
        let mut out = Vec::new();
        for i in self.hits(s, &h.ty, vh).unwrap_or_default() {
            let c = &self.ctxs[i];
            let mut exprs = vec![cast_expr(&h.expr, &c.hole)];
            let mut vals: Vec<Rc<Vec<Value<Concrete>>>> = vec![h.vals.clone()];
            let (mut cost, mut keep, mut insts) = (h.cost, h.keep, h.insts + 1);
            if let Some(b) = c.other {
                let (Some(vb), tb) = (s.vals_at(b, &c.hole), &s.terms[b]) else {
                    continue;
                };
                exprs.push(cast_expr(&tb.expr, &c.hole));
                vals.push(vb);
                cost += tb.cost;
                keep |= tb.keep;
                insts += tb.insts;
                if !c.hole_first {
                    exprs.swap(0, 1);
                    vals.swap(0, 1);
                }
            }
            let e = shapes::build(&c.shape, exprs);
            if e.validate().is_err() {
                continue;
            }
            cost += super::search::node_cost(&e);
            if !s.within_bound(cost, keep) {
                continue;
            }
            let refs: Vec<&[Value<Concrete>]> = vals.iter().map(|v| v.as_slice()).collect();
            let Some(vals) = eval_rows(&e, &refs, s.ub_rows()) else {
                continue;
            };
            // An outer node that leaves the term as it is on every row (`+ 0`, `^ 0`)
            // adds an instruction to a term the level checks by itself.
            if e.ty() == h.ty && vals.iter().zip(h.vals.iter()).all(|(x, y)| same(x, y)) {
                continue;
            }
            out.push(Term {
                ty: e.ty(),
                expr: e,
                insts,
                cost,
                keep,
                vals: Rc::new(vals),
            });
        }
        out
    }
}

/// `x op y` at type `t` on one row.
pub(super) fn binary(op: BinOp, t: &Type, x: &Value<Concrete>, y: &Value<Concrete>) -> Option<Value<Concrete>> {
    let e = shapes::build(
        &Shape::Bin(RBinOp::Llvm(op)),
        vec![RExpr::val(t.clone(), "x"), RExpr::val(t.clone(), "y")],
    );
    Node::of(&e)?.eval(&[x, y]).ok().flatten()
}

/// `v` of type `from` converted by `op` to `to` on one row.
fn convert(op: CastOp, from: &Type, v: &Value<Concrete>, to: &Type) -> Option<Value<Concrete>> {
    let e = shapes::build(&Shape::Conv(op, to.clone()), vec![RExpr::val(from.clone(), "x")]);
    Node::of(&e)?.eval(&[v]).ok().flatten()
}

/// True when two values have the same lanes.
fn same(a: &Value<Concrete>, b: &Value<Concrete>) -> bool {
    a.lanes.len() == b.lanes.len()
        && a.lanes
            .iter()
            .zip(&b.lanes)
            .all(|(x, y)| x.poison == y.poison && x.bits == y.bits)
}

/// The type of context `c`'s node.
fn w_ty(c: &Context, s: &Search) -> Type {
    super::search::result_type(&c.shape, &c.hole).unwrap_or_else(|| s.root_ty().clone())
}
