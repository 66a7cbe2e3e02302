//! Minimal cores: a cluster's representative shrunk to what its fold needs before it is
//! generalized. A source instruction becomes a fresh parameter (with the target's
//! instructions of the same structure), and a path guard (a branch to a block that is
//! only `unreachable`, an `llvm.assume`) is dropped, whenever the smaller pair still
//! proves and still saves what the cut saved (the caller's `keep` decides both). The
//! steps are positional, so the same ones apply to every instance of the cluster.

use super::shape::Pair;
use crate::ir::{Function, Op, Param, Val};

/// One shrinking step; positions are `(block, instruction)` in the pair it applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The source instruction at `src` and the target instructions at `tgt` (those of the
    /// same structure) become one new last parameter.
    Arg {
        /// The source instruction.
        src: (usize, usize),
        /// Its structural twins in the target.
        tgt: Vec<(usize, usize)>,
    },
    /// Branches to a block that is only `unreachable` become unconditional and
    /// `llvm.assume` calls go, on both sides.
    Unguard,
    /// Both roots apply the same outer operation to their operand `k`: both functions
    /// return that operand instead.
    Unwrap(usize),
}

/// The steps that may shrink `p`, most promising first: an outer operation both sides
/// share, the guards, then each source instruction from the root's operands back to the
/// leaves (a cut near the root removes the most).
pub fn candidates(p: &Pair) -> Vec<Step> {
    let arity = root_pos(&p.src).map_or(0, |(b, i)| p.src.blocks[b].insts[i].op.operands().len());
    let mut out: Vec<Step> = (0..arity)
        .filter(|&k| holed(&p.src, k).is_some_and(|s| holed(&p.tgt, k) == Some(s)))
        .map(Step::Unwrap)
        .collect();
    if guarded(&p.src) || guarded(&p.tgt) {
        out.push(Step::Unguard);
    }
    let root = root(&p.src);
    let (ss, ts) = (super::class::structures(&p.src), super::class::structures(&p.tgt));
    let (sp, tp) = (positions(&p.src), positions(&p.tgt));
    for (k, &(b, i)) in sp.iter().enumerate().rev() {
        let inst = &p.src.blocks[b].insts[i];
        let Some(name) = &inst.name else { continue };
        if Some(name) == root.as_ref() || !replaceable(&inst.op) {
            continue;
        }
        let tgt = ts
            .iter()
            .enumerate()
            .filter(|(_, s)| **s == ss[k])
            .map(|(j, _)| tp[j])
            .collect();
        out.push(Step::Arg { src: (b, i), tgt });
    }
    out
}

/// Shrinks `p` greedily: the first candidate step whose result `keep` accepts is taken,
/// then the candidates of the smaller pair are tried, at most `max_tries` results in all.
/// Returns the core and the steps taken.
pub fn shrink(p: &Pair, keep: &mut dyn FnMut(&Pair) -> bool, max_tries: usize) -> (Pair, Vec<Step>) {
    let mut cur = p.clone();
    let mut steps = Vec::new();
    let mut tries = 0;
    'outer: loop {
        for s in candidates(&cur) {
            if tries >= max_tries {
                break 'outer;
            }
            let Some(q) = apply(&s, &cur) else { continue };
            tries += 1;
            if keep(&q) {
                cur = q;
                steps.push(s);
                continue 'outer;
            }
        }
        break;
    }
    (cur, steps)
}

/// `p` after `steps` in order (`None` when one does not apply: another instance of the
/// cluster whose twins differ).
pub fn apply_all(steps: &[Step], p: &Pair) -> Option<Pair> {
    steps.iter().try_fold(p.clone(), |q, s| apply(s, &q))
}

/// `p` after one step, renumbered; `None` when it does not apply.
pub fn apply(step: &Step, p: &Pair) -> Option<Pair> {
    let (mut src, mut tgt) = (p.src.clone(), p.tgt.clone());
    match step {
        Step::Unwrap(k) => {
            if holed(&p.src, *k).is_none_or(|s| holed(&p.tgt, *k) != Some(s)) {
                return None;
            }
            unwrap(&mut src, *k)?;
            unwrap(&mut tgt, *k)?;
        }
        Step::Unguard => {
            unguard(&mut src);
            unguard(&mut tgt);
        }
        Step::Arg { src: at, tgt: twins } => {
            let ss = super::class::structures(&p.src);
            let ts = super::class::structures(&p.tgt);
            let sk = positions(&p.src).iter().position(|x| x == at)?;
            let tp = positions(&p.tgt);
            let inst = p.src.blocks.get(at.0)?.insts.get(at.1)?;
            let (name, ty) = (inst.name.clone()?, inst.ty.clone());
            if !replaceable(&inst.op) || Some(&name) == root(&p.src).as_ref() {
                return None;
            }
            for t in twins {
                let tk = tp.iter().position(|x| x == t)?;
                if ts[tk] != ss[sk] {
                    return None;
                }
            }
            let fresh = format!("core{}", src.params.len());
            for f in [&mut src, &mut tgt] {
                f.params.push(Param {
                    ty: ty.clone(),
                    attrs: String::new(),
                    name: fresh.clone(),
                });
            }
            replace(&mut src, &[*at], &fresh);
            replace(&mut tgt, twins, &fresh);
        }
    }
    src.remove_dead();
    tgt.remove_dead();
    drop_unused_params(&mut src, &mut tgt);
    let q = Pair::new(&src, &tgt);
    (q != *p).then_some(q)
}

/// Every instruction's position, in program order.
fn positions(f: &Function) -> Vec<(usize, usize)> {
    f.blocks
        .iter()
        .enumerate()
        .flat_map(|(b, bl)| (0..bl.insts.len()).map(move |i| (b, i)))
        .collect()
}

/// The name of the value `f` returns, when it is an instruction's.
fn root(f: &Function) -> Option<String> {
    f.insts().find_map(|i| match &i.op {
        Op::Ret(Some(o)) => o.as_local().map(str::to_string),
        _ => None,
    })
}

/// The position of the instruction whose value `f` returns.
fn root_pos(f: &Function) -> Option<(usize, usize)> {
    let r = root(f)?;
    positions(f)
        .into_iter()
        .find(|&(b, i)| f.blocks[b].insts[i].name.as_ref() == Some(&r))
}

/// The structure of `f`'s root with its operand `k` (an instruction's value) as a hole: equal on both sides when both apply the same outer operation.
fn holed(f: &Function, k: usize) -> Option<String> {
    let (b, i) = root_pos(f)?;
    let mut g = f.clone();
    let o = g.blocks[b].insts[i].op.operands_mut().into_iter().nth(k)?;
    let inner = o.as_local()?;
    if f.params.iter().any(|p| p.name == inner) {
        return None;
    }
    let ty = o.ty.clone();
    o.val = Val::Local("hole".into());
    g.params.push(Param {
        ty,
        attrs: String::new(),
        name: "hole".into(),
    });
    let at = positions(&g).iter().position(|x| *x == (b, i))?;
    super::class::structures(&g).into_iter().nth(at)
}

/// Makes `f` return its root's operand `k` instead of the root.
fn unwrap(f: &mut Function, k: usize) -> Option<()> {
    let (b, i) = root_pos(f)?;
    let inner = f.blocks[b].insts[i].op.operands().get(k).cloned().cloned()?;
    f.ret = inner.ty.clone();
    for bl in &mut f.blocks {
        for inst in &mut bl.insts {
            if let Op::Ret(Some(o)) = &mut inst.op {
                *o = inner.clone();
            }
        }
    }
    Some(())
}

/// Whether an instruction's result may become a parameter: a value with no effect of its
/// own (a load's address check goes with it; calls other than intrinsics stay).
fn replaceable(op: &Op) -> bool {
    match op {
        Op::Call(c) => c.intrinsic().is_some_and(|n| !n.starts_with("assume")),
        Op::Store { .. } | Op::Opaque { .. } => false,
        o => !o.is_terminator(),
    }
}

/// Replaces the results at `at` by the parameter `param` and deletes them.
fn replace(f: &mut Function, at: &[(usize, usize)], param: &str) {
    let names: Vec<String> = at
        .iter()
        .filter_map(|&(b, i)| f.blocks.get(b)?.insts.get(i)?.name.clone())
        .collect();
    for b in &mut f.blocks {
        b.insts.retain(|i| i.name.as_ref().is_none_or(|n| !names.contains(n)));
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if matches!(&o.val, Val::Local(n) if names.contains(n)) {
                    o.val = Val::Local(param.to_string());
                }
            }
        }
    }
}

/// Whether `f` has a path guard: an `llvm.assume`, or a branch to a block that is only
/// `unreachable`.
fn guarded(f: &Function) -> bool {
    f.insts().any(|i| is_assume(&i.op) || guard_target(f, &i.op).is_some())
}

fn is_assume(op: &Op) -> bool {
    matches!(op, Op::Call(c) if c.callee_name() == Some("llvm.assume"))
}

/// Of a conditional branch with one successor that is only `unreachable`: the other.
fn guard_target(f: &Function, op: &Op) -> Option<String> {
    let Op::CondBr { t, f: e, .. } = op else { return None };
    let dead = |l: &str| {
        f.block(l)
            .is_some_and(|b| b.insts.len() == 1 && matches!(b.insts[0].op, Op::Unreachable))
    };
    match (dead(t), dead(e)) {
        (true, false) => Some(e.clone()),
        (false, true) => Some(t.clone()),
        _ => None,
    }
}

/// Drops `f`'s path guards, the blocks no branch reaches any more, and merges a block
/// into its only predecessor when that one branches to it alone.
fn unguard(f: &mut Function) {
    let targets: Vec<Option<String>> = f
        .blocks
        .iter()
        .map(|b| b.insts.last().and_then(|i| guard_target(f, &i.op)))
        .collect();
    for (b, t) in f.blocks.iter_mut().zip(targets) {
        b.insts.retain(|i| !is_assume(&i.op));
        if let (Some(t), Some(last)) = (t, b.insts.last_mut()) {
            last.op = Op::Br { target: t };
        }
    }
    loop {
        let mut preds: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        for b in &f.blocks {
            if let Some(last) = b.insts.last() {
                for l in last.op.successors() {
                    *preds.entry(l.to_string()).or_default() += 1;
                }
            }
        }
        let before = f.blocks.len();
        let entry = f.blocks.first().map(|b| b.name.clone());
        f.blocks
            .retain(|b| Some(&b.name) == entry.as_ref() || preds.get(&b.name).is_some_and(|n| *n > 0));
        // Merge `a: …; br label %b` with `b` when `a` is `b`'s only predecessor.
        let merge = f
            .blocks
            .iter()
            .enumerate()
            .find_map(|(k, b)| match b.insts.last().map(|i| &i.op) {
                Some(Op::Br { target }) if preds.get(target) == Some(&1) => {
                    let j = f.blocks.iter().position(|x| &x.name == target)?;
                    let phis = f.blocks[j].insts.iter().any(|i| matches!(i.op, Op::Phi { .. }));
                    (j != k && j != 0 && !phis).then_some((k, j))
                }
                _ => None,
            });
        if let Some((k, j)) = merge {
            let moved = f.blocks.remove(j);
            let k = if j < k { k - 1 } else { k };
            let (from, to) = (moved.name.clone(), f.blocks[k].name.clone());
            f.blocks[k].insts.pop();
            f.blocks[k].insts.extend(moved.insts);
            for b in &mut f.blocks {
                for i in &mut b.insts {
                    if let Op::Phi { incoming, .. } = &mut i.op {
                        for (_, l) in incoming.iter_mut() {
                            if *l == from {
                                *l = to.clone();
                            }
                        }
                    }
                }
            }
        } else if f.blocks.len() == before {
            return;
        }
    }
}

/// Removes the parameters neither side reads (at the same positions on both).
fn drop_unused_params(src: &mut Function, tgt: &mut Function) {
    let reads = |f: &Function, n: &str| {
        f.insts()
            .any(|i| i.op.operands().iter().any(|o| o.as_local() == Some(n)))
    };
    let keep: Vec<bool> = src
        .params
        .iter()
        .zip(&tgt.params)
        .map(|(a, b)| reads(src, &a.name) || reads(tgt, &b.name))
        .collect();
    for f in [src, tgt] {
        let mut k = 0;
        f.params.retain(|_| {
            k += 1;
            keep[k - 1]
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(text: &str) -> Pair {
        Pair::parse(text).unwrap()
    }

    #[test]
    fn a_leaf_cast_with_a_twin_becomes_a_parameter() {
        let p = pair(
            "define i64 @src(i32 %x) {\n  %z = zext nneg i32 %x to i64\n  %a = and i64 %z, 3\n  %c = icmp eq i64 %a, 0\n  %s = select i1 %c, i64 4, i64 %a\n  %r = sub i64 %z, %s\n  ret i64 %r\n}\n\
             define i64 @tgt(i32 %x) {\n  %z = zext nneg i32 %x to i64\n  %d = add i64 %z, -1\n  %r = and i64 %d, -4\n  ret i64 %r\n}\n",
        );
        let steps = candidates(&p);
        let zext = steps
            .iter()
            .find(|s| matches!(s, Step::Arg { src: (0, 0), .. }))
            .unwrap();
        assert_eq!(
            zext,
            &Step::Arg {
                src: (0, 0),
                tgt: vec![(0, 0)]
            }
        );
        let q = apply(zext, &p).unwrap();
        assert_eq!(q.src.params.len(), 1);
        assert_eq!(q.src.params[0].ty, crate::ir::Type::Int(64));
        assert!(!q.text().contains("zext"), "{}", q.text());
        // The root is never a candidate; the first candidate is next to it.
        assert!(!steps.iter().any(|s| matches!(s, Step::Arg { src: (0, 4), .. })));
        assert!(matches!(steps[0], Step::Arg { src: (0, 3), .. }));
    }

    #[test]
    fn a_shared_outer_operation_is_unwrapped() {
        let p = pair(
            "define i32 @src(i64 %x) {\n  %a = and i64 %x, 3\n  %s = sub i64 %x, %a\n  %t = trunc i64 %s to i32\n  ret i32 %t\n}\n\
             define i32 @tgt(i64 %x) {\n  %r = and i64 %x, -4\n  %t = trunc i64 %r to i32\n  ret i32 %t\n}\n",
        );
        assert_eq!(candidates(&p)[0], Step::Unwrap(0));
        let q = apply(&Step::Unwrap(0), &p).unwrap();
        assert_eq!(q.src.ret, crate::ir::Type::Int(64));
        assert!(!q.text().contains("trunc"), "{}", q.text());
        // Different outer operations are not unwrapped.
        let r = pair(
            "define i64 @src(i64 %x, i64 %y) {\n  %a = and i64 %y, 1\n  %t = add i64 %x, %a\n  ret i64 %t\n}\n\
             define i64 @tgt(i64 %x, i64 %y) {\n  %a = and i64 %y, 1\n  %t = or i64 %x, %a\n  ret i64 %t\n}\n",
        );
        assert!(!candidates(&r).contains(&Step::Unwrap(0)));
    }

    #[test]
    fn unguard_drops_the_unreachable_path_and_merges_blocks() {
        let p = pair(
            "define i32 @src(i32 %x) {\n  %c = icmp ult i32 %x, 5\n  br i1 %c, label %u, label %ok\nok:\n  %r = add i32 %x, 1\n  ret i32 %r\nu:\n  unreachable\n}\n\
             define i32 @tgt(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n",
        );
        assert_eq!(candidates(&p)[0], Step::Unguard);
        let q = apply(&Step::Unguard, &p).unwrap();
        assert_eq!(q.src.blocks.len(), 1, "{}", q.text());
        assert!(!q.text().contains("icmp"), "{}", q.text());
    }

    #[test]
    fn steps_replay_on_another_instance_and_shrink_stops_at_keep() {
        let text = |c: u32| {
            format!(
                "define i8 @src(i8 %x, i8 %y) {{\n  %n = xor i8 %y, -1\n  %a = and i8 %x, {c}\n  %o = or i8 %a, %n\n  ret i8 %o\n}}\n\
                 define i8 @tgt(i8 %x, i8 %y) {{\n  %n = xor i8 %y, -1\n  %a = and i8 %x, {c}\n  %o = or i8 %n, %a\n  ret i8 %o\n}}\n"
            )
        };
        let p = pair(&text(3));
        // Keep anything that still has an `or`: both operands become parameters.
        let (core, steps) = shrink(&p, &mut |q| q.text().contains("or i8"), 10);
        assert_eq!(core.src.insts().count(), 2, "{}", core.text());
        let other = apply_all(&steps, &pair(&text(5))).unwrap();
        assert_eq!(other, core);
    }
}
