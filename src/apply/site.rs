//! Splicing proved rewrites into one real function: each planned site's root replaced by
//! the rewrite's instructions, inserted where the root was, after checking that every
//! value the rewrite reads dominates that point; then the code only the old roots used
//! removed.

use super::Skip;
use crate::ir::rewrite::RExpr;
use crate::ir::rewrite::{cast_to, emit};
use crate::ir::Cfg;
use crate::ir::{Function, Inst, Op, Operand, Val};
use std::collections::{BTreeSet, HashMap, HashSet};

/// One site to rewrite: the root (by its index among the function's instructions, block
/// after block, as `cut::Site::inst` counts) and the rewrite with its leaves bound to the
/// function's own operands.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Index of the root among the function's instructions.
    pub inst: usize,
    /// The rewrite, its leaves named as in the cut.
    pub expr: RExpr,
    /// Each leaf name of the cut the rewrite reads, and the function's operand it stands for.
    pub leaves: HashMap<String, Operand>,
}

/// What happened at one planned site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Rewritten; the new root value's name.
    Rewritten(String),
    /// Left alone, and why.
    Skipped(Skip),
}

/// Where each instruction of `f` is: (block, index in block), by flat index.
fn positions(f: &Function) -> Vec<(usize, usize)> {
    f.blocks
        .iter()
        .enumerate()
        .flat_map(|(b, blk)| (0..blk.insts.len()).map(move |i| (b, i)))
        .collect()
}

/// Rewrites the planned sites of `f` (plans in any order; they are done in instruction
/// order) and returns each plan's outcome in the order given. New instructions are
/// named `<prefix><k>`; `prefix` must not start any name of `f`.
pub fn rewrite_function(f: &mut Function, plans: &[Plan], prefix: &str) -> Spliced {
    let cfg = Cfg::new(f);
    let pos = positions(f);
    // Definitions, by name: parameters (None) and instructions (their original place).
    let mut defs: HashMap<String, Option<(usize, usize)>> = f.params.iter().map(|p| (p.name.clone(), None)).collect();
    for (k, i) in f.insts().enumerate() {
        if let Some(n) = &i.name {
            defs.insert(n.clone(), Some(pos[k]));
        }
    }
    let mut order: Vec<usize> = (0..plans.len()).collect();
    order.sort_by_key(|&k| plans[k].inst);
    let mut outcomes = vec![Outcome::Skipped(Skip::NotARoot); plans.len()];
    // Old root name → the operand that replaced it (so later sites read the new value).
    let mut replaced: HashMap<String, Operand> = HashMap::new();
    // Insertions per block: (original index to insert before, instructions), in order.
    let mut inserts: HashMap<usize, Vec<(usize, Vec<Inst>)>> = HashMap::new();
    let mut removed_roots: HashSet<String> = HashSet::new();
    // Operands of the old roots: what may die with them.
    let mut root_operands: BTreeSet<String> = BTreeSet::new();
    let mut fresh = 0usize;
    for k in order {
        let plan = &plans[k];
        let Some(&(rb, ri)) = pos.get(plan.inst) else {
            continue;
        };
        let root = &f.blocks[rb].insts[ri];
        let Some(root_name) = root.name.clone() else {
            continue;
        };
        // A phi's replacement goes after the block's phis.
        let at = if matches!(root.op, Op::Phi { .. }) {
            f.blocks[rb]
                .insts
                .iter()
                .position(|i| !matches!(i.op, Op::Phi { .. }))
                .unwrap_or(ri)
        } else {
            ri
        };
        let dominates = |name: &str| -> bool {
            match defs.get(name) {
                Some(None) => true,
                Some(Some((db, di))) => {
                    if *db == rb {
                        *di < at
                    } else {
                        cfg.dominates(*db, rb)
                    }
                }
                None => false,
            }
        };
        let Some(mut memo) = bind_leaves(plan, &root_name, &dominates, &replaced) else {
            outcomes[k] = Outcome::Skipped(Skip::NotDominated);
            continue;
        };
        let e = cast_to(plan.expr.clone(), &root.ty);
        let mut new = Vec::new();
        let mut name = || {
            fresh += 1;
            format!("{prefix}{}", fresh - 1)
        };
        let v = emit(&e, &mut new, &mut memo, &mut name);
        // New values defined here dominate what the root dominated.
        for i in &new {
            if let Some(n) = &i.name {
                defs.insert(n.clone(), Some((rb, at)));
            }
        }
        let label = match &v.val {
            Val::Local(n) => n.clone(),
            _ => crate::ir::print_operand(&v),
        };
        inserts.entry(rb).or_default().push((at, new));
        for o in root.op.operands() {
            if let Val::Local(n) = &o.val {
                root_operands.insert(n.clone());
            }
        }
        replaced.insert(root_name.clone(), v);
        removed_roots.insert(root_name);
        outcomes[k] = Outcome::Rewritten(label);
    }
    if !removed_roots.is_empty() {
        splice_blocks(f, inserts, &removed_roots);
        redirect_uses(f, &replaced);
        f.remove_dead_from(&root_operands);
    }
    Spliced { outcomes, replaced }
}

/// What [`rewrite_function`] did.
pub struct Spliced {
    /// Per plan, in the order given.
    pub outcomes: Vec<Outcome>,
    /// Each old root's name → the operand that replaced it (the whole-function check
    /// maps the original's values onto the rewritten function's with it).
    pub replaced: HashMap<String, Operand>,
}

/// The operands each value leaf of `plan`'s rewrite stands for (an earlier site's new
/// value where it replaced one); `None` when a leaf is unbound, is the root itself, or
/// does not dominate the root's place.
fn bind_leaves(
    plan: &Plan,
    root_name: &str,
    dominates: &dyn Fn(&str) -> bool,
    replaced: &HashMap<String, Operand>,
) -> Option<HashMap<RExpr, Operand>> {
    let mut memo: HashMap<RExpr, Operand> = HashMap::new();
    for (leaf, op) in leaf_vals(&plan.expr) {
        let mut bound = plan.leaves.get(&leaf)?.clone();
        if let Val::Local(n) = &bound.val {
            // An earlier site's new value sits where its root was, so the root's place
            // decides.
            if n == root_name || !dominates(n) {
                return None;
            }
            if let Some(r) = replaced.get(n) {
                bound = r.clone();
            }
        }
        memo.insert(op, bound);
    }
    Some(memo)
}

/// Puts the new instructions in (per block: before the original index given) and drops
/// the old roots.
fn splice_blocks(
    f: &mut Function,
    mut inserts: HashMap<usize, Vec<(usize, Vec<Inst>)>>,
    removed_roots: &HashSet<String>,
) {
    for (b, blk) in f.blocks.iter_mut().enumerate() {
        let mut ins = inserts.remove(&b).unwrap_or_default();
        ins.sort_by_key(|(at, _)| *at);
        let old = std::mem::take(&mut blk.insts);
        let mut it = ins.into_iter().peekable();
        for (i, inst) in old.into_iter().enumerate() {
            while let Some((_, new)) = it.next_if(|(at, _)| *at == i) {
                blk.insts.extend(new);
            }
            if inst.name.as_ref().is_some_and(|n| removed_roots.contains(n)) {
                continue;
            }
            blk.insts.push(inst);
        }
        for (_, new) in it {
            blk.insts.extend(new);
        }
    }
}

/// Points every use of a replaced root at its new value (following chains of them).
fn redirect_uses(f: &mut Function, replaced: &HashMap<String, Operand>) {
    let resolve = |o: &Operand| -> Option<Operand> {
        let r = resolve(replaced, o);
        (r != *o).then_some(r)
    };
    for blk in &mut f.blocks {
        for inst in &mut blk.insts {
            for o in inst.op.operands_mut() {
                if let Some(r) = resolve(o) {
                    *o = r;
                }
            }
        }
    }
}

/// `o` after every replacement of a root (following chains of them).
pub fn resolve(replaced: &HashMap<String, Operand>, o: &Operand) -> Operand {
    let mut cur = o.clone();
    while let Val::Local(n) = &cur.val {
        match replaced.get(n) {
            Some(r) => cur = r.clone(),
            None => break,
        }
    }
    cur
}

/// The leaves of `e` that are values, by name, with the leaf expression itself.
fn leaf_vals(e: &RExpr) -> Vec<(String, RExpr)> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if let RExpr::Val { name, .. } = x {
            if seen.insert(x.clone()) {
                out.push((name.clone(), x.clone()));
            }
        }
        stack.extend(x.children());
    }
    out
}
