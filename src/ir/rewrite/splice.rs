//! A whole rewrite spliced into its cut (the cut's return value replaced, code nothing
//! uses any more removed) as the `@tgt` function the verifier and the cost model see:
//! synthesis splices each candidate, `apply` splices a stored rewrite to prove it again
//! against the cut found at a site.

use super::lower::{cast_to, emit, map_children};
use super::RExpr;
use crate::ir::{Block, Function, Inst, Op, Type, Val};
use std::collections::{HashMap, HashSet};

/// The block holding the cut's `ret` and its index there.
fn ret_site(f: &Function) -> Option<(usize, usize)> {
    f.blocks.iter().enumerate().find_map(|(bi, b)| {
        b.insts
            .iter()
            .position(|i| matches!(i.op, Op::Ret(Some(_))))
            .map(|ii| (bi, ii))
    })
}

/// `@tgt`: the cut `src` with its returned value computed by `e` instead (a bitcast to
/// the return type added when needed), and the instructions nothing uses any more
/// removed. Numbered names are turned into names (`%v4`, `%b7`) so that removing code
/// leaves valid LLVM text.
pub fn splice(src: &Function, e: &RExpr) -> Option<Function> {
    let mut f = src.clone();
    f.name = "tgt".into();
    name_numbered(&mut f);
    let (bi, ii) = ret_site(&f)?;
    let e = cast_to(e.clone(), &f.ret);
    let mut new = Vec::new();
    // Fresh names that no value of the cut has (a cut may well name a value `%s1`).
    let taken: HashSet<String> = f
        .params
        .iter()
        .map(|p| p.name.clone())
        .chain(f.insts().filter_map(|i| i.name.clone()))
        .collect();
    let mut fresh = 0;
    let mut name = || loop {
        fresh += 1;
        let n = format!("s{}", fresh - 1);
        if !taken.contains(&n) {
            return n;
        }
    };
    let params: HashSet<String> = f.params.iter().map(|p| p.name.clone()).collect();
    let v = emit(&renamed_expr(&e, &params), &mut new, &mut HashMap::new(), &mut name);
    let block = &mut f.blocks[bi];
    block.insts[ii].op = Op::Ret(Some(v));
    block.insts.splice(ii..ii, new);
    f.remove_dead();
    flatten(&mut f, bi);
    Some(f)
}

/// When the new return value no longer needs the cut's joins (no phi is left, and no
/// block off the path to the return stores), the path of blocks that dominate the
/// returning block `rb` is all that stays: a branch that only chose between ways to
/// compute the old value goes, while a *guard* (a branch to an `unreachable` block, a
/// path condition of the real program) stays, so that both the proof and the cost
/// compare the same assumptions.
fn flatten(f: &mut Function, rb: usize) {
    if f.blocks.len() < 2 || f.insts().any(|i| matches!(i.op, Op::Phi { .. } | Op::Switch { .. })) {
        return;
    }
    let cfg = crate::ir::Cfg::new(f);
    let on_path: Vec<bool> = (0..f.blocks.len()).map(|b| cfg.dominates(b, rb)).collect();
    let is_unreachable = |b: &Block| b.insts.len() == 1 && matches!(b.insts[0].op, Op::Unreachable);
    let stores_off_path = f
        .blocks
        .iter()
        .enumerate()
        .any(|(b, blk)| !on_path[b] && blk.insts.iter().any(|i| matches!(i.op, Op::Store { .. })));
    if stores_off_path {
        return;
    }
    // Dominators of `rb` form a chain; block order of a cut is a topological order.
    let path: Vec<usize> = (0..f.blocks.len()).filter(|&b| on_path[b]).collect();
    let mut blocks = Vec::new();
    let mut keep_unreachable: Vec<String> = Vec::new();
    for (k, &b) in path.iter().enumerate() {
        let mut blk = f.blocks[b].clone();
        if let Some(&next) = path.get(k + 1) {
            let next_name = f.blocks[next].name.clone();
            let term = blk.insts.pop();
            let guard = match term.as_ref().map(|t| &t.op) {
                Some(Op::CondBr { cond, t, f: e }) => {
                    let unreachable = |n: &str| f.block(n).is_some_and(is_unreachable);
                    match (unreachable(t), unreachable(e)) {
                        (false, true) => Some((cond.clone(), next_name.clone(), e.clone(), e.clone())),
                        (true, false) => Some((cond.clone(), t.clone(), next_name.clone(), t.clone())),
                        _ => None,
                    }
                }
                _ => None,
            };
            let op = match guard {
                Some((cond, t, e, u)) => {
                    keep_unreachable.push(u);
                    Op::CondBr { cond, t, f: e }
                }
                None => Op::Br { target: next_name },
            };
            blk.insts.push(Inst::new(None, Type::Void, op));
        }
        blocks.push(blk);
    }
    for b in &f.blocks {
        if keep_unreachable.contains(&b.name) && !blocks.iter().any(|x: &Block| x.name == b.name) {
            blocks.push(b.clone());
        }
    }
    // A block that ends in `br X`, where X has no other predecessor, absorbs X.
    let mut k = 0;
    while k < blocks.len() {
        let target = match blocks[k].insts.last().map(|t| &t.op) {
            Some(Op::Br { target }) => target.clone(),
            _ => {
                k += 1;
                continue;
            }
        };
        let preds = blocks
            .iter()
            .filter(|b| {
                b.insts
                    .last()
                    .is_some_and(|t| t.op.successors().contains(&target.as_str()))
            })
            .count();
        match blocks.iter().position(|b| b.name == target) {
            Some(x) if preds == 1 && x != 0 && x != k => {
                let absorbed = blocks.remove(x);
                let k2 = if x < k { k - 1 } else { k };
                blocks[k2].insts.pop();
                blocks[k2].insts.extend(absorbed.insts);
                k = k2;
            }
            _ => k += 1,
        }
    }
    f.blocks = blocks;
    f.remove_dead();
}

/// The name `name_numbered` gives a value named `n`.
fn value_name(n: &str) -> String {
    if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
        format!("v{n}")
    } else {
        n.to_string()
    }
}

/// `e` with its values named as `name_numbered` names them (parameters keep theirs).
fn renamed_expr(e: &RExpr, params: &HashSet<String>) -> RExpr {
    match e {
        RExpr::Val { ty, name } if !params.contains(name) => RExpr::Val {
            ty: ty.clone(),
            name: value_name(name),
        },
        RExpr::Val { .. } => e.clone(),
        _ => map_children(e, |c| renamed_expr(c, params)),
    }
}

/// Renames numbered instructions (`%4` → `%v4`) and numbered labels of blocks other than
/// the entry (`4:` → `b4:`); parameters and the entry block keep their numbers.
fn name_numbered(f: &mut Function) {
    let numbered = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    let params: HashSet<String> = f.params.iter().map(|p| p.name.clone()).collect();
    let label = |n: &str| if numbered(n) { format!("b{n}") } else { n.to_string() };
    let entry = f.blocks.first().map(|b| b.name.clone()).unwrap_or_default();
    let relabel = |n: &str| if n == entry { n.to_string() } else { label(n) };
    for (k, b) in f.blocks.iter_mut().enumerate() {
        if k > 0 {
            b.name = label(&b.name);
        }
        for i in &mut b.insts {
            if let Some(n) = &i.name {
                i.name = Some(value_name(n));
            }
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &o.val {
                    if !params.contains(n) {
                        o.val = Val::Local(value_name(n));
                    }
                }
            }
            match &mut i.op {
                Op::Br { target } => *target = relabel(target),
                Op::CondBr { t, f: e, .. } => {
                    *t = relabel(t);
                    *e = relabel(e);
                }
                Op::Switch { default, cases, .. } => {
                    *default = relabel(default);
                    for (_, t) in cases {
                        *t = relabel(t);
                    }
                }
                Op::Phi { incoming, .. } => {
                    for (_, from) in incoming {
                        *from = relabel(from);
                    }
                }
                _ => {}
            }
        }
    }
}
