//! Enumeration (paper, Algorithm 2, bottom up): terms of one instruction over the cut's
//! values and literals, then of two, and so on up to the limit; terms that agree with an
//! earlier one on every bank row are dropped (observational equivalence), and commuted
//! operands are enumerated once. A term of the root's width that agrees with the cut on
//! every row where the cut is defined is a candidate for the verifier.

use super::shapes::{self, Shape};
use super::terms::{cast_expr, cast_vals, eval_rows, is_value_type, Node, Term};
use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::{Const, Function, Op, Type, Val};
use crate::sem::Value;
use crate::synth::bank::Bank;
use crate::synth::Options;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::rc::Rc;
use std::time::Instant;

/// A candidate: an expression of the root's type that matches the cut on the bank.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The expression, over the cut's values (paper, Figure 4 syntax).
    pub expr: RExpr,
    /// Static cost of its new instructions.
    pub cost: u32,
    /// New instructions (bitcasts are free).
    pub insts: u32,
}

/// The search state for one cut.
pub struct Search<'a> {
    /// The bank every term is evaluated on (counterexamples join it).
    pub bank: Bank,
    root_ty: Type,
    ub_rows: Vec<bool>,
    /// The types the search works at (see `menu`).
    pub menu: Vec<Type>,
    features: &'a dyn Fn(&str) -> bool,
    /// Stored terms: leaves, then each level's.
    pub terms: Vec<Term>,
    /// Fingerprints of the values stored terms compute → the least cost (with what it
    /// keeps alive) of a term computing it: an equal term is dropped unless cheaper.
    seen: HashMap<u64, u32>,
    found: HashSet<RExpr>,
    /// Candidates found so far, in the order found.
    pub candidates: Vec<Candidate>,
    /// New-instruction cost a term may not exceed.
    pub max_cost: u32,
    /// When enumeration stops.
    pub deadline: Instant,
    /// Terms evaluated, for the statistics.
    pub evaluated: u64,
    /// Enumeration stopped at the deadline.
    pub timed_out: bool,
    /// Terms kept per level, at most (`Options::max_terms_per_level`).
    max_terms: usize,
    shape_cache: HashMap<Type, Vec<Shape>>,
    /// What reading each of the cut's values keeps alive, for the cost bound.
    keep: super::keep::Keep,
    /// The current level's progress and projection.
    pub progress: super::project::Progress,
    /// Terms' values read at other types, by term and type.
    casts: RefCell<HashMap<(usize, Type), Option<Rc<Vec<Value<Concrete>>>>>>,
    /// Outer nodes that complete the last level but one ([`super::outer`]), while it runs.
    pub outer: Option<super::outer::Outer>,
    /// A goal-only level visits only the pairs [`super::join`] looks up (the last of
    /// three or more levels, whose pairs of one-instruction terms are millions).
    pub joined_only: bool,
}

/// The element widths the search reads a cut's vectors at (as integer vectors of at
/// least two lanes), besides their own.
const LANE_WIDTHS: [u32; 4] = [8, 16, 32, 64];

/// The element widths the search reads a cut's `i32` and `i64` scalars at, as vectors.
const SCALAR_LANE_WIDTHS: [u32; 3] = [8, 16, 32];

/// The types the search works at: the cut's value types, their vectors reinterpreted at
/// every element width, its `i32` and `i64` scalars as vectors of narrower lanes, the
/// element types of its vectors, and `i1` forms of each.
fn menu(cut: &Function) -> Vec<Type> {
    let mut ts: BTreeSet<String> = BTreeSet::new();
    let mut out: Vec<Type> = Vec::new();
    let mut add = |t: Type, out: &mut Vec<Type>| {
        if is_value_type(&t) && ts.insert(t.to_string()) {
            out.push(t);
        }
    };
    let mut base: Vec<Type> = cut.params.iter().map(|p| p.ty.clone()).collect();
    base.push(cut.ret.clone());
    base.extend(cut.insts().filter(|i| !i.ty.is_void()).map(|i| i.ty.clone()));
    let floats = base.iter().any(|t| t.scalar().is_float());
    let swar = has_swar_mask(cut);
    for t in base {
        if !is_value_type(&t) {
            continue;
        }
        add(t.clone(), &mut out);
        if let (true, Some(bits)) = (t.is_vector(), t.bits()) {
            add(t.scalar().clone(), &mut out);
            for e in LANE_WIDTHS {
                if bits % e == 0 && bits / e >= 2 {
                    add(Type::vec(bits / e, Type::Int(e)), &mut out);
                }
            }
            if floats && t.scalar().is_float() {
                add(t.scalar().clone(), &mut out);
            }
        } else if let (Type::Float(k), false) = (t.scalar(), t.is_vector()) {
            add(Type::Int(k.bits()), &mut out);
        } else if let (Type::Int(w @ (32 | 64)), true) = (&t, swar) {
            let w = *w;
            // SWAR idioms: a scalar read as lanes (popcount of each byte is `ctpop` on
            // `<8 x i8>`, a carry-less byte add is `add` on `<8 x i8>`).
            for e in SCALAR_LANE_WIDTHS {
                if e < w {
                    add(Type::vec(w / e, Type::Int(e)), &mut out);
                }
            }
        }
    }
    out
}

/// True when the cut uses an `i32` or `i64` constant that repeats a byte, a 16-bit or a
/// 32-bit pattern (`0x7f7f..`, `0x5555..`, `0x00ff00ff..`, but not 0 or all ones): the
/// masks of SWAR code, the only scalar cuts worth reading as vectors (the lane views
/// triple the terms of every other scalar cut).
fn has_swar_mask(cut: &Function) -> bool {
    cut.insts()
        .flat_map(|i| i.op.operands())
        .any(|o| match (&o.ty, &o.val) {
            (Type::Int(w @ (32 | 64)), Val::Const(Const::Int(v))) => {
                let Some(x) = v.to_u64() else { return false };
                let full = if *w == 64 { u64::MAX } else { (1u64 << w) - 1 };
                x != 0
                    && x != full
                    && [8u32, 16, 32].iter().any(|&e| {
                        e < *w && {
                            let m = (1u64 << e) - 1;
                            (0..w / e).all(|k| (x >> (k * e)) & m == x & m)
                        }
                    })
            }
            _ => false,
        })
}

/// The type `shape` produces on first-operand type `t` (`None` for select, whose arms
/// decide).
pub(super) fn result_type(shape: &Shape, t: &Type) -> Option<Type> {
    Some(match shape {
        Shape::Un(_) | Shape::Bin(_) | Shape::Insert(_) => t.clone(),
        Shape::ICmp(_) | Shape::FCmp(_) => t.with_scalar(Type::i1()),
        Shape::Conv(_, to) => to.clone(),
        Shape::Extract(_) => t.scalar().clone(),
        Shape::X86(e) => e.ret_type(),
        Shape::Select => return None,
    })
}

impl<'a> Search<'a> {
    /// The leaves for `cut` whose root is the value `ret` returns: every parameter and
    /// instruction value that dominates the return (but the root), and literals. `opts`
    /// limits the literals derived from the cut's constants and the terms per level.
    pub fn new(
        cut: &Function,
        bank: Bank,
        opts: &Options,
        max_cost: u32,
        deadline: Instant,
        features: &'a dyn Fn(&str) -> bool,
    ) -> Search<'a> {
        let ub_rows: Vec<bool> = bank.rows.iter().map(|r| r.ub).collect();
        let root = root_name(cut);
        let rows = bank.rows.len();
        let mut s = Search {
            bank,
            root_ty: cut.ret.clone(),
            ub_rows,
            menu: menu(cut),
            features,
            terms: Vec::new(),
            seen: HashMap::new(),
            found: HashSet::new(),
            candidates: Vec::new(),
            max_cost,
            deadline,
            evaluated: 0,
            timed_out: false,
            max_terms: opts.max_terms_per_level,
            shape_cache: HashMap::new(),
            keep: super::keep::Keep::new(cut, root.as_deref()),
            progress: Default::default(),
            casts: RefCell::new(HashMap::new()),
            outer: None,
            joined_only: false,
        };
        for (name, ty) in available_values(cut) {
            if Some(&name) == root.as_ref() || !is_value_type(&ty) {
                continue;
            }
            let vals: Option<Vec<Value<Concrete>>> = s.bank.rows.iter().map(|r| r.vals.get(&name).cloned()).collect();
            if let Some(vals) = vals {
                s.add_leaf(RExpr::val(ty.clone(), name), ty, vals);
            }
        }
        for (ty, lanes) in super::literals::literals(cut, &s.menu, opts) {
            let e = RExpr::Const {
                ty: ty.clone(),
                lanes: lanes.iter().cloned().map(Some).collect(),
            };
            let v = Value {
                lanes: lanes
                    .into_iter()
                    .map(|bits| crate::sem::Lane { bits, poison: false })
                    .collect(),
            };
            let vals = vec![v; rows];
            s.add_leaf(e, ty, vals);
        }
        s
    }

    /// Term `i`'s new instructions' cost plus that of the cut's instructions it keeps
    /// alive: a `@tgt` with it costs at least this more than what stays anyway.
    pub fn bound_cost(&self, i: usize) -> u32 {
        self.terms[i].cost + self.keep.cost(self.terms[i].keep)
    }

    /// True when a node over terms `a` and `b` costs more than the bound whatever its own
    /// cost (their costs and what they keep alive).
    fn over_bound(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.terms[a], &self.terms[b]);
        x.cost + y.cost + self.keep.cost(x.keep | y.keep) > self.max_cost
    }

    /// True when a term of new-instruction cost `cost` that keeps `keep` alive fits the
    /// bound.
    pub fn within_bound(&self, cost: u32, keep: u128) -> bool {
        cost + self.keep.cost(keep) <= self.max_cost
    }

    /// Term `i`'s values read at type `t` (a free bitcast), cached.
    pub fn vals_at(&self, i: usize, t: &Type) -> Option<Rc<Vec<Value<Concrete>>>> {
        let term = &self.terms[i];
        if term.ty == *t {
            return Some(term.vals.clone());
        }
        let key = (i, t.clone());
        if let Some(v) = self.casts.borrow().get(&key) {
            return v.clone();
        }
        let v = cast_vals(&term.ty, &term.vals, t).map(Rc::new);
        self.casts.borrow_mut().insert(key, v.clone());
        v
    }

    /// Adds a solver counterexample to the bank (CEGIS), and every stored term's value on
    /// it. A term undefined there keeps a zero value that no candidate can match on.
    pub fn add_counterexample(&mut self, cut: &Function, cex: &crate::smt::Counterexample) {
        let Ok(row) = crate::synth::bank::counterexample_row(cut, cex) else {
            return;
        };
        for t in &mut self.terms {
            let v = super::terms::eval_one(&t.expr, &row.vals).unwrap_or_else(|| super::terms::zero_value(&t.ty));
            std::rc::Rc::make_mut(&mut t.vals).push(v);
        }
        self.ub_rows.push(row.ub);
        self.bank.rows.push(row);
        self.casts.borrow_mut().clear();
    }

    fn add_leaf(&mut self, expr: RExpr, ty: Type, vals: Vec<Value<Concrete>>) {
        let keep = match &expr {
            RExpr::Val { name, .. } => self.keep.mask(name),
            _ => 0,
        };
        let t = Term {
            expr,
            ty,
            insts: 0,
            cost: 0,
            keep,
            vals: Rc::new(vals),
        };
        let kept = self.keep.cost(keep);
        if let std::collections::hash_map::Entry::Vacant(e) = self.seen.entry(t.fingerprint()) {
            e.insert(kept);
            self.goal(&t);
            self.terms.push(t);
        }
    }

    /// Checks `t` against the cut on every live row; records it as a candidate on a match.
    fn goal(&mut self, t: &Term) {
        if t.ty.bits() != self.root_ty.bits() {
            return;
        }
        // One live row first: most terms of another lane shape miss at once.
        let vals = if t.ty == self.root_ty {
            t.vals.to_vec()
        } else {
            let Some(node) = super::terms::cast_node(&t.ty, &self.root_ty) else {
                return;
            };
            let cast = |v: &Value<Concrete>| node.eval(&[v]).ok().flatten();
            if let Some((r, row)) = self.bank.live().next() {
                match cast(&t.vals[r]) {
                    Some(v) if row.reproduced_by(&self.root_ty, &v) => {}
                    _ => return,
                }
            }
            let Some(vals) = t.vals.iter().map(cast).collect::<Option<Vec<_>>>() else {
                return;
            };
            vals
        };
        if !self.matches(&vals) {
            return;
        }
        let expr = cast_expr(&t.expr, &self.root_ty);
        if !self.found.insert(expr.clone()) {
            return;
        }
        self.candidates.push(Candidate {
            expr,
            cost: t.cost,
            insts: t.insts,
        });
    }

    /// The rows where the cut has undefined behaviour.
    pub fn ub_rows(&self) -> &[bool] {
        &self.ub_rows
    }

    /// True when `vals` (of the root's type) refine the cut on every live row.
    pub fn matches(&self, vals: &[Value<Concrete>]) -> bool {
        self.first_miss(vals).is_none()
    }

    /// The first live row where `vals` does not reproduce the cut.
    pub fn first_miss(&self, vals: &[Value<Concrete>]) -> Option<usize> {
        self.bank
            .live()
            .find(|&(r, row)| !row.reproduced_by(&self.root_ty, &vals[r]))
            .map(|(r, _)| r)
    }

    pub(super) fn shapes(&mut self, t: &Type) -> Vec<Shape> {
        let features = self.features;
        let menu = self.menu.clone();
        self.shape_cache
            .entry(t.clone())
            .or_insert_with(|| shapes::shapes_on(t, &menu, features))
            .clone()
    }

    /// The root's width.
    pub(super) fn root_bits(&self) -> Option<u32> {
        self.root_ty.bits()
    }

    /// The root's type.
    pub(super) fn root_ty(&self) -> &Type {
        &self.root_ty
    }

    /// The types term `a` is read at as a first operand: its own and the menu's of its
    /// width.
    pub(super) fn operand_types(&self, a: usize) -> Vec<Type> {
        let a_bits = self.terms[a].ty.bits();
        let mut seen = HashSet::new();
        self.menu
            .iter()
            .filter(|t| t.bits() == a_bits)
            .cloned()
            .chain(std::iter::once(self.terms[a].ty.clone()))
            .filter(|t| seen.insert(t.to_string()))
            .collect()
    }

    /// Enumerates every term of exactly `level` new instructions; stores them when
    /// `store`, else only checks them against the goal. The level stops at the deadline,
    /// or as soon as its projected time is past it ([`super::project`]).
    pub fn level(&mut self, level: u32, store: bool) {
        let n = self.terms.len();
        let by_width = self.by_width();
        let total = self.count_tuples(level, store);
        self.progress = super::project::Progress::start(total, self.deadline);

        let first_live = self.bank.live().next().map(|(r, _)| r);
        let mut join = if store { None } else { super::join::Join::new(self) };
        let mut new_terms: Vec<Term> = Vec::new();
        'outer: for a in 0..n {
            if self.terms[a].insts >= level {
                continue;
            }
            for t in self.operand_types(a) {
                for shape in self.shapes(&t) {
                    if Instant::now() > self.deadline {
                        self.timed_out = true;
                        break 'outer;
                    }
                    if !store && result_type(&shape, &t).is_some_and(|rt| !self.wanted(&rt)) {
                        continue;
                    }
                    let ops = shapes::operand_types(&shape, &t);
                    let need = level - 1 - self.terms[a].insts;
                    match (&shape, ops.len()) {
                        (Shape::Select, _) => {
                            // Selects are not looked up: a level of looked-up pairs only
                            // has none.
                            let joined_only = self.joined_only && !store;
                            if !joined_only && self.selects(a, &t, need, &by_width, store, &mut new_terms) {
                                self.timed_out = true;
                                break 'outer;
                            }
                        }
                        (_, 1) if need == 0 => {
                            if self.progress.tick(self.deadline) {
                                self.timed_out = true;
                                break 'outer;
                            }
                            self.try_term(&shape, &[(a, &t)], store, &mut new_terms)
                        }
                        (_, 2) => {
                            let empty = Vec::new();
                            let pool = by_width.get(&(ops[1].bits().unwrap_or(0), need)).unwrap_or(&empty);
                            // The last level only looks for the goal: a pair whose value on
                            // the first live row is wrong is dropped before it is built.
                            let quick = match (store, first_live) {
                                (false, Some(r)) => self.quick(&shape, a, &t, &ops[1], r),
                                _ => None,
                            };
                            let looked_up = match join.as_mut() {
                                Some(j) if ops[1] == t => j.seconds(self, &shape, a, &t, need),
                                _ => None,
                            };
                            if looked_up.is_none() && self.joined_only && !store {
                                continue;
                            }
                            let pool = match &looked_up {
                                Some(bs) => {
                                    if self.progress.advance(pool.len() as u64, self.deadline) {
                                        self.timed_out = true;
                                        break 'outer;
                                    }
                                    bs
                                }
                                None => pool,
                            };
                            for &b in pool {
                                if looked_up.is_none() && self.progress.tick(self.deadline) {
                                    self.timed_out = true;
                                    break 'outer;
                                }
                                if shapes::commutes(&shape) && b < a && ops[0] == ops[1] {
                                    continue;
                                }
                                if self.over_bound(a, b) || quick.as_ref().is_some_and(|q| !self.quick_ok(q, b)) {
                                    continue;
                                }
                                self.try_term(&shape, &[(a, &t), (b, &ops[1])], store, &mut new_terms);
                            }
                        }
                        _ => {}
                    }
                    if new_terms.len() >= self.max_terms {
                        break 'outer;
                    }
                }
            }
        }
        self.terms.extend(new_terms);
    }

    /// The terms by width and new instructions.
    fn by_width(&self) -> HashMap<(u32, u32), Vec<usize>> {
        let mut m: HashMap<(u32, u32), Vec<usize>> = HashMap::new();
        for (i, t) in self.terms.iter().enumerate() {
            m.entry((t.ty.bits().unwrap_or(0), t.insts)).or_default().push(i);
        }
        m
    }

    /// The types a select's arms may have, for condition type `t`.
    pub(super) fn arm_types(&self, t: &Type, store: bool) -> Vec<Type> {
        let lanes = if t.is_vector() { Some(t.lanes()) } else { None };
        self.menu
            .iter()
            .filter(|m| lanes.is_none_or(|n| m.is_vector() && m.lanes() == n) && m.scalar() != &Type::i1())
            .filter(|m| store || m.bits() == self.root_ty.bits())
            .cloned()
            .collect()
    }

    /// `select cond, x, y` over condition term `c` (of type `t`) and arms of one type;
    /// true when the level must stop.
    fn selects(
        &mut self,
        c: usize,
        t: &Type,
        need: u32,
        by_width: &HashMap<(u32, u32), Vec<usize>>,
        store: bool,
        out: &mut Vec<Term>,
    ) -> bool {
        let empty = Vec::new();
        for at in self.arm_types(t, store) {
            let w = at.bits().unwrap_or(0);
            for i in 0..=need {
                let xs = by_width.get(&(w, i)).unwrap_or(&empty);
                let ys = by_width.get(&(w, need - i)).unwrap_or(&empty);
                for &x in xs {
                    for &y in ys {
                        if x == y {
                            continue;
                        }
                        if self.progress.tick(self.deadline) {
                            return true;
                        }
                        self.try_select(c, t, x, y, &at, store, out);
                    }
                }
            }
        }
        false
    }

    #[allow(clippy::too_many_arguments)]
    fn try_select(&mut self, c: usize, t: &Type, x: usize, y: usize, at: &Type, store: bool, out: &mut Vec<Term>) {
        let kids = [(c, t.clone()), (x, at.clone()), (y, at.clone())];
        self.try_kids(&Shape::Select, &kids, store, out);
    }

    fn try_term(&mut self, shape: &Shape, kids: &[(usize, &Type)], store: bool, out: &mut Vec<Term>) {
        let kids: Vec<(usize, Type)> = kids.iter().map(|(i, t)| (*i, (*t).clone())).collect();
        self.try_kids(shape, &kids, store, out);
    }

    fn try_kids(&mut self, shape: &Shape, kids: &[(usize, Type)], store: bool, out: &mut Vec<Term>) {
        // An operation on constants only is a constant: the literals cover those.
        if kids
            .iter()
            .all(|(i, _)| matches!(self.terms[*i].expr, RExpr::Const { .. }))
        {
            return;
        }
        // The bound without the node's own cost first: no expression is built for
        // operands that already cost too much.
        let kids_cost: u32 = kids.iter().map(|(i, _)| self.terms[*i].cost).sum();
        let keep = kids.iter().fold(0u128, |m, (i, _)| m | self.terms[*i].keep);
        let kept = self.keep.cost(keep);
        if kids_cost + kept > self.max_cost {
            return;
        }
        let exprs: Vec<RExpr> = kids.iter().map(|(i, t)| cast_expr(&self.terms[*i].expr, t)).collect();
        let e = shapes::build(shape, exprs);
        if e.validate().is_err() {
            return;
        }
        let Some(node) = Node::of(&e) else { return };
        let cost = kids_cost + node_cost(&e);
        if cost + kept > self.max_cost {
            return;
        }
        let insts = kids.iter().map(|(i, _)| self.terms[*i].insts).sum::<u32>() + 1;
        self.evaluated += 1;
        let ty = e.ty();
        // Goal only: a quick look at the first live row before the others.
        if !store && !self.wanted(&ty) || !store && !self.first_row_ok(&node, kids, &ty) {
            return;
        }
        let kid_vals: Vec<Rc<Vec<Value<Concrete>>>> = kids
            .iter()
            .map(|(i, t)| self.vals_at(*i, t))
            .collect::<Option<_>>()
            .unwrap_or_default();
        if kid_vals.len() != kids.len() {
            return;
        }
        let refs: Vec<&[Value<Concrete>]> = kid_vals.iter().map(|v| v.as_slice()).collect();
        let Some(vals) = eval_rows(&e, &refs, &self.ub_rows) else {
            return;
        };
        let t = Term {
            expr: e,
            ty,
            insts,
            cost,
            keep,
            vals: Rc::new(vals),
        };
        // Stored terms are operands of later levels: one more instruction (at least a
        // simple operation) must still fit under the bound, else the term is only a goal.
        // Terms that fit without counting what they keep alive take part in
        // observational equivalence (a later term with their values is dropped) even
        // when they are not stored.
        let fits = store && cost + crate::cost::SIMPLE_OP <= self.max_cost;
        let store = fits && cost + kept + crate::cost::SIMPLE_OP <= self.max_cost;
        let fp = t.fingerprint();
        // An equal term seen before drops this one unless this one is cheaper counting
        // what each keeps alive: a product computed from the cut's loads is worth storing
        // beside the cut's own value it equals when that value needs four products.
        if fits {
            match self.seen.get(&fp) {
                Some(&least) if least <= cost + kept => return,
                _ => {
                    self.seen.insert(fp, cost + kept);
                }
            }
        }
        // A term equal on every row to one of its operands (`0 + x`) is that operand
        // again, which was a candidate already if it matches (issue 33); likewise a
        // completion equal to the term it completes or to that term's operands
        // (`(x + -1) + 1`). Not any term seen before: one computed from other values
        // may be cheaper than an equal one that keeps a value of the cut alive.
        // The operands' fingerprints are computed only for a term that matched (few do):
        // its candidate is taken back when it is one of them.
        let operand_fps = |s: &Self| -> Vec<u64> {
            kids.iter()
                .filter_map(|(i, kt)| s.vals_at(*i, kt).map(|v| super::terms::fingerprint(kt, &v)))
                .collect()
        };
        let before = self.candidates.len();
        self.goal(&t);
        if self.candidates.len() > before && operand_fps(self).contains(&fp) {
            self.candidates.pop();
        }
        let completed = self.outer.as_ref().map(|o| o.complete(self, &t)).unwrap_or_default();
        for c in completed {
            let before = self.candidates.len();
            self.goal(&c);
            let cfp = c.fingerprint();
            if self.candidates.len() > before && (cfp == fp || operand_fps(self).contains(&cfp)) {
                self.candidates.pop();
            }
        }
        if store {
            out.push(t);
        }
    }

    pub(super) fn eval_row(&self, node: &Node, kids: &[(usize, Type)], r: usize) -> Option<Value<Concrete>> {
        let vals: Vec<Value<Concrete>> = kids
            .iter()
            .map(|(i, t)| self.vals_at(*i, t).map(|v| v[r].clone()))
            .collect::<Option<_>>()?;
        let refs: Vec<&Value<Concrete>> = vals.iter().collect();
        node.eval(&refs).ok().flatten()
    }
}

/// Static cost of the instruction of node `e`.
pub fn node_cost(e: &RExpr) -> u32 {
    let kids: Vec<crate::ir::Operand> = e
        .children()
        .iter()
        .map(|c| crate::ir::Operand {
            ty: c.ty(),
            val: Val::Local("x".into()),
        })
        .collect();
    match crate::ir::rewrite::node_inst(e, kids, "r") {
        Some(i) => crate::cost::inst_cost(&i),
        None => 0,
    }
}

/// The name of the value the cut returns.
pub fn root_name(cut: &Function) -> Option<String> {
    cut.insts().find_map(|i| match &i.op {
        Op::Ret(Some(o)) => match &o.val {
            Val::Local(n) => Some(n.clone()),
            _ => None,
        },
        _ => None,
    })
}

/// The values a candidate may read: parameters and instructions that dominate the return,
/// but the root.
pub fn leaf_names(cut: &Function) -> Vec<String> {
    let root = root_name(cut);
    available_values(cut)
        .into_iter()
        .filter(|(n, _)| Some(n) != root.as_ref())
        .map(|(n, _)| n)
        .collect()
}

/// Parameters, and named instructions in blocks that dominate the block that returns.
fn available_values(cut: &Function) -> Vec<(String, Type)> {
    let cfg = crate::ir::Cfg::new(cut);
    let ret_block = cut
        .blocks
        .iter()
        .position(|b| b.terminator().is_some_and(|t| matches!(t.op, Op::Ret(Some(_)))));
    let mut out: Vec<(String, Type)> = cut.params.iter().map(|p| (p.name.clone(), p.ty.clone())).collect();
    let Some(rb) = ret_block else { return out };
    for (bi, b) in cut.blocks.iter().enumerate() {
        if !cfg.dominates(bi, rb) {
            continue;
        }
        for i in &b.insts {
            if let (Some(n), false) = (&i.name, i.ty.is_void()) {
                out.push((n.clone(), i.ty.clone()));
            }
        }
    }
    out
}
