//! Candidates with symbolic constants: one instruction whose operand is a term and a
//! constant to be found (`op t, C`, `op C, t`, `icmp pred t, C`, `select c, t, C`, x86
//! intrinsics with a constant operand), and shuffles whose mask is to be found. The
//! constant is solved on the bank (read off the rows where they determine it or rule
//! every constant out, `invert`; else by Z3 over the bank's rows); the verifier then proves it for all inputs, and a
//! counterexample sends the sketch back here with one more row (CEGIS).

mod fpthresh;
mod invert;

use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::{Block, Function, Inst, Op, Operand, Type, Val};
use crate::sem::{Lane, Value};
use crate::smt::{Example, Solved};
use crate::synth::enumerate::cast_expr;
use crate::synth::enumerate::{self, Shape};
use crate::synth::enumerate::{node_cost, Candidate, Search};
use crate::synth::Options;
use crate::util::ApInt;
use std::collections::HashMap;
use std::time::Instant;

/// A sketch: `shape` over a term and a constant hole.
#[derive(Clone, Debug)]
pub struct Sketch {
    /// The instruction.
    pub shape: Shape,
    /// The term's index in the search, and the type it is read at.
    pub term: usize,
    /// The type the term is read at (and the constant has).
    pub ty: Type,
    /// Which operand is the constant (0 or 1).
    pub hole: usize,
}

/// What solving sketches did, for the statistics.
#[derive(Default, Debug, Clone)]
pub struct SketchStats {
    /// Sketches whose constant was sought.
    pub tried: u64,
    /// Constants read off the rows (no solver; `invert`).
    pub inverted: u64,
    /// Sketches the rows rule out (no solver; `invert`).
    pub ruled_out: u64,
    /// Solver calls made.
    pub solver_calls: u64,
    /// Sketches whose constant reproduces the cut on every row.
    pub solved: u64,
    /// Solver calls allowed (the cheapest terms' sketches come first).
    pub solver_limit: u64,
}

/// The sketch's node over `t` (the term) and `c` (the constant).
fn sketch_node(sk: &Sketch, t: RExpr, c: RExpr) -> RExpr {
    let kids = if sk.hole == 0 { vec![c, t] } else { vec![t, c] };
    enumerate::build(&sk.shape, kids)
}

/// The expression of `sk` with `c` in its hole.
pub fn fill(s: &Search, sk: &Sketch, c: RExpr) -> RExpr {
    sketch_node(sk, cast_expr(&s.terms[sk.term].expr, &sk.ty), c)
}

/// Every sketch whose result has the root's width, over terms of at most `max_insts - 1`
/// instructions, cheapest term first.
pub fn sketches(s: &mut Search, root: &Type, max_insts: u32) -> Vec<Sketch> {
    let mut out = Vec::new();
    let mut order: Vec<usize> = (0..s.terms.len())
        .filter(|&i| s.terms[i].insts < max_insts && !matches!(s.terms[i].expr, RExpr::Const { .. }))
        .collect();
    order.sort_by_key(|&i| (s.terms[i].cost, i));
    let menu = s.menu.clone();
    for &i in &order {
        let bits = s.terms[i].ty.bits();
        for t in menu.iter().filter(|t| t.bits() == bits) {
            for shape in enumerate::shapes_on(t, &menu, &|_| true) {
                let ops = enumerate::operand_types(&shape, t);
                let res = match &shape {
                    Shape::Bin(_) | Shape::X86(_) if ops.len() == 2 && ops[0] == ops[1] => shape_result(&shape, t),
                    Shape::ICmp(_) | Shape::FCmp(_) => t.with_scalar(Type::i1()),
                    _ => continue,
                };
                if res.bits() != root.bits() {
                    continue;
                }
                // Commuting operations, and compares (whose swapped predicate covers the
                // other order), take the constant on the right only.
                let right_only = enumerate::commutes(&shape) || matches!(shape, Shape::ICmp(_) | Shape::FCmp(_));
                let holes: &[usize] = if right_only { &[1] } else { &[0, 1] };
                for &h in holes {
                    out.push(Sketch {
                        shape: shape.clone(),
                        term: i,
                        ty: t.clone(),
                        hole: h,
                    });
                }
            }
        }
    }
    out
}

fn shape_result(shape: &Shape, t: &Type) -> Type {
    match shape {
        Shape::X86(e) => e.ret_type(),
        _ => t.clone(),
    }
}

/// True when `sk` is an `fcmp t, C` against a float threshold that `fpthresh` bisects
/// (its CEGIS takes about one round per bit of the constant).
pub fn bisects(sk: &Sketch) -> bool {
    matches!(sk.shape, Shape::FCmp(p) if sk.hole == 1 && fpthresh::applies(p, &sk.ty))
}

/// The threshold constant of an `fcmp t, C` sketch from the bank's rows: `None` when the
/// sketch is not one, `Some(None)` when no constant fits the rows.
fn bisect(s: &Search, sk: &Sketch, root: &Type) -> Option<Option<Vec<ApInt>>> {
    let Shape::FCmp(p) = sk.shape else { return None };
    if !bisects(sk) {
        return None;
    }
    if root.lanes() != sk.ty.lanes() {
        return Some(None);
    }
    let Some(vals) = s.vals_at(sk.term, &sk.ty) else {
        return Some(None);
    };
    let rows: Vec<_> = s
        .bank
        .live()
        .map(|(r, row)| {
            let lanes = vals[r].lanes.iter().map(|l| (l.bits.clone(), l.poison)).collect();
            (lanes, row.expect.clone())
        })
        .collect();
    Some(fpthresh::solve(p, &sk.ty, &rows))
}

/// Functional consistency: a lane-wise operation of a term and a constant gives equal
/// results where the term's lane is equal; two rows that break this rule rule the sketch
/// out without a solver.
fn consistent(s: &Search, sk: &Sketch, root: &Type) -> bool {
    if !matches!(sk.shape, Shape::Bin(_) | Shape::ICmp(_) | Shape::FCmp(_)) {
        return true;
    }
    let Some(vals) = s.vals_at(sk.term, &sk.ty) else {
        return false;
    };
    let res_ty = match sk.shape {
        Shape::Bin(_) => sk.ty.clone(),
        _ => sk.ty.with_scalar(Type::i1()),
    };
    if res_ty.lanes() != root.lanes() {
        return true;
    }
    for l in 0..root.lanes() as usize {
        let mut seen: HashMap<&ApInt, &ApInt> = HashMap::new();
        for (r, row) in s.bank.live() {
            let (Some(e), a) = (&row.expect[l], &vals[r].lanes[l]) else {
                continue;
            };
            if a.poison {
                return false;
            }
            if let Some(prev) = seen.insert(&a.bits, e) {
                if prev != e {
                    return false;
                }
            }
        }
    }
    true
}

/// Solves the constant of `sk` on the bank's live rows; `Some(expression)` when a value
/// reproduces the cut on every row. `opts` bounds the solver (`sketch_timeout_ms`,
/// `sketch_solver_tries`, `sketch_rows`).
pub fn solve(s: &Search, sk: &Sketch, root: &Type, opts: &Options, stats: &mut SketchStats) -> Option<RExpr> {
    let e = solve_any(s, sk, root, opts, stats)?;
    (!same_as_term(s, sk, root, &e)).then_some(e)
}

/// True when `e` (a solved sketch) equals its term on every row: its constant is an
/// identity there (`0 + x`, `x | 0`), and the term alone was a candidate already, so `e`
/// would only cost a second verification of the same thing (issue 33).
fn same_as_term(s: &Search, sk: &Sketch, root: &Type, e: &RExpr) -> bool {
    let term = &s.terms[sk.term];
    if term.ty.bits() != root.bits() {
        return false;
    }
    match (eval_expr(s, e), eval_expr(s, &cast_expr(&term.expr, root))) {
        (Some(a), Some(b)) => {
            let same_lane =
                |x: &Lane<Concrete>, y: &Lane<Concrete>| x.poison == y.poison && (x.poison || x.bits == y.bits);
            let same = |x: &Value<Concrete>, y: &Value<Concrete>| {
                x.lanes.len() == y.lanes.len() && x.lanes.iter().zip(&y.lanes).all(|(l, m)| same_lane(l, m))
            };
            a.len() == b.len() && a.iter().zip(&b).all(|(x, y)| same(x, y))
        }
        _ => false,
    }
}

/// [`solve`] without the check that the constant does something.
fn solve_any(s: &Search, sk: &Sketch, root: &Type, opts: &Options, stats: &mut SketchStats) -> Option<RExpr> {
    stats.tried += 1;
    if !consistent(s, sk, root) {
        return None;
    }
    let hole_ty = sk.ty.clone();
    let make = |lanes: Vec<ApInt>| {
        let c = RExpr::Const {
            ty: hole_ty.clone(),
            lanes: lanes.into_iter().map(Some).collect(),
        };
        cast_expr(&fill(s, sk, c), root)
    };
    if let Some(c) = bisect(s, sk, root) {
        stats.inverted += 1;
        let e = make(c?);
        if check(s, &e) {
            stats.solved += 1;
            return Some(e);
        }
        return None;
    }
    match invert::solve_direct(s, sk, root) {
        invert::Direct::Const(c) => {
            stats.inverted += 1;
            let e = make(c);
            // The rows decided the constant: the guess must hold on every row.
            if check(s, &e) {
                stats.solved += 1;
                return Some(e);
            }
            return None;
        }
        invert::Direct::Impossible => {
            stats.ruled_out += 1;
            return None;
        }
        invert::Direct::Unknown => {}
    }
    // The solver sees the latest rows; a guess that misses an older row is asked again
    // with that row added, a few times.
    let mut extra: Vec<usize> = Vec::new();
    for _ in 0..opts.sketch_solver_tries {
        if stats.solver_calls >= stats.solver_limit {
            return None;
        }
        stats.solver_calls += 1;
        if opts.trace {
            eprintln!("synth: solver for {:?} at {} hole {}", sk.shape, sk.ty, sk.hole);
        }
        let lanes = match solve_z3(s, sk, root, opts, &extra)? {
            Solved::Found(mut v) => v.remove(0),
            _ => return None,
        };
        let e = make(lanes);
        let vals = eval_expr(s, &e)?;
        match s.first_miss(&vals) {
            None => {
                stats.solved += 1;
                return Some(e);
            }
            Some(r) if !extra.contains(&r) => extra.push(r),
            Some(_) => return None,
        }
    }
    None
}

/// Evaluates `e` (of the root's type, over the cut's values) on every row and compares.
fn check(s: &Search, e: &RExpr) -> bool {
    let Some(vals) = eval_expr(s, e) else { return false };
    s.matches(&vals)
}

/// The values of an expression over the cut's values on every bank row.
pub fn eval_expr(s: &Search, e: &RExpr) -> Option<Vec<Value<Concrete>>> {
    match e {
        RExpr::Val { name, .. } => s.bank.rows.iter().map(|r| r.vals.get(name).cloned()).collect(),
        RExpr::Const { lanes, .. } => {
            let v = Value {
                lanes: lanes
                    .iter()
                    .map(|l| Lane {
                        bits: l.clone().unwrap_or_else(|| ApInt::zero(1)),
                        poison: l.is_none(),
                    })
                    .collect(),
            };
            Some(vec![v; s.bank.rows.len()])
        }
        _ => {
            let kids: Vec<Vec<Value<Concrete>>> =
                e.children().iter().map(|c| eval_expr(s, c)).collect::<Option<_>>()?;
            let refs: Vec<&[Value<Concrete>]> = kids.iter().map(|k| k.as_slice()).collect();
            let ub: Vec<bool> = s.bank.rows.iter().map(|r| r.ub).collect();
            crate::synth::enumerate::eval_rows(e, &refs, &ub)
        }
    }
}

/// Z3 over the latest live rows and `extra`: the sketch as `@k(%t, %c)`, the term's value
/// given per row.
fn solve_z3(s: &Search, sk: &Sketch, root: &Type, opts: &Options, extra: &[usize]) -> Option<Solved> {
    let (t, c) = (RExpr::val(sk.ty.clone(), "t"), RExpr::val(sk.ty.clone(), "c"));
    let node = sketch_node(sk, t, c);
    let kids: Vec<Operand> = node
        .children()
        .iter()
        .map(|k| Operand {
            ty: k.ty(),
            val: Val::Local(match k {
                RExpr::Val { name, .. } => name.clone(),
                _ => "t".into(),
            }),
        })
        .collect();
    let mut insts = vec![crate::ir::rewrite::node_inst(&node, kids, "r")?];
    let mut ret = Operand {
        ty: node.ty(),
        val: Val::Local("r".into()),
    };
    if node.ty() != *root {
        insts.push(Inst::new(
            Some("rc".into()),
            root.clone(),
            Op::Cast {
                op: crate::ir::CastOp::BitCast,
                flags: crate::ir::Flags::NONE,
                fmf: crate::ir::FastMath::default(),
                a: ret,
            },
        ));
        ret = Operand {
            ty: root.clone(),
            val: Val::Local("rc".into()),
        };
    }
    insts.push(Inst::new(None, Type::Void, Op::Ret(Some(ret))));
    let mut f = Function::new(
        "k",
        root.clone(),
        vec![(sk.ty.clone(), "t".into()), (sk.ty.clone(), "c".into())],
    );
    f.blocks.push(Block {
        name: "entry".into(),
        insts,
    });
    let vals = s.vals_at(sk.term, &sk.ty)?;
    // The latest rows first: the solver's counterexamples are what a guess got wrong.
    let live: Vec<(usize, &crate::synth::bank::Row)> = s.bank.live().collect();
    let latest = live.iter().rev().take(opts.sketch_rows).map(|&(r, _)| r);
    let picked: Vec<usize> = latest.chain(extra.iter().copied()).collect();
    let examples: Vec<Example> = picked
        .into_iter()
        .map(|r| (r, &s.bank.rows[r]))
        .map(|(r, row)| Example {
            args: vec![Some(vals[r].clone()), None],
            expect: row.expect.clone(),
        })
        .collect();
    Some(crate::smt::solve(&f, &examples, opts.sketch_timeout_ms))
}

/// A shuffle of one or two terms whose mask is read off the rows: each result lane takes
/// the first source lane that equals it wherever the cut's lane is known.
pub fn shuffles(s: &Search, root: &Type, deadline: Instant) -> Vec<Candidate> {
    let mut out = Vec::new();
    if !root.is_vector() {
        return out;
    }
    let elem = root.scalar().clone();
    let pool: Vec<(usize, Type)> = s
        .terms
        .iter()
        .enumerate()
        .filter(|(_, t)| t.insts == 0 && !matches!(t.expr, RExpr::Const { .. }))
        .filter_map(|(i, t)| {
            let bits = t.ty.bits()?;
            let ew = elem.scalar_bits()?;
            (bits % ew == 0 && bits / ew >= 2).then(|| (i, Type::vec(bits / ew, elem.clone())))
        })
        .collect();
    for (a, ta) in &pool {
        for (b, tb) in &pool {
            if Instant::now() > deadline {
                return out;
            }
            if ta != tb || b < a {
                continue;
            }
            if let Some(c) = shuffle_of(s, *a, *b, ta, root) {
                out.push(c);
            }
        }
    }
    out
}

fn shuffle_of(s: &Search, a: usize, b: usize, t: &Type, root: &Type) -> Option<Candidate> {
    let va = s.vals_at(a, t)?;
    let vb = s.vals_at(b, t)?;
    let m = t.lanes() as usize;
    let mut mask = Vec::new();
    for l in 0..root.lanes() as usize {
        let known = s.bank.live().any(|(_, row)| row.expect[l].is_some());
        if !known {
            mask.push(None);
            continue;
        }
        let src = |j: usize, r: usize| if j < m { &va[r].lanes[j] } else { &vb[r].lanes[j - m] };
        let hit = (0..2 * m).find(|&j| {
            s.bank.live().all(|(r, row)| match &row.expect[l] {
                None => true,
                Some(e) => !src(j, r).poison && src(j, r).bits == *e,
            })
        })?;
        mask.push(Some(hit as u32));
    }
    // Identity of one source is not a shuffle worth having: the term itself is a leaf.
    if root.lanes() as usize == m && mask.iter().enumerate().all(|(i, x)| *x == Some(i as u32)) {
        return None;
    }
    let e = RExpr::ShuffleVector {
        a: Box::new(cast_expr(&s.terms[a].expr, t)),
        b: Box::new(cast_expr(&s.terms[b].expr, t)),
        mask,
    };
    e.validate().ok()?;
    let e = cast_expr(&e, root);
    Some(Candidate {
        cost: node_cost(&e),
        insts: 1,
        expr: e,
    })
}
