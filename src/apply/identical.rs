//! The state values two segments (`segments`) compute the same way from defined inputs,
//! and the dropping of their writes: a deterministic function of the same inputs is the
//! same value in both, so comparing it only adds to the formula.

use super::segments::{recomputable, Segment, OUT};
use crate::ir::{Block, Const, Function, Inst, Op, Operand, Val};
use std::collections::HashSet;

/// Drops, from both segments' ends, the state values both compute the same way from
/// defined inputs (parameters that are `noundef` or known defined, constants without
/// undef) with pure instructions: a deterministic function of the same inputs is the
/// same value in both, so writing it adds nothing but formula. What is left to compare
/// is what the rewrite can have changed.
pub fn drop_identical(seg: &mut Segment) {
    let defined_at: HashSet<usize> = seg
        .old
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            seg.defined.contains(&p.name)
                || crate::sem::parse_attrs(&p.attrs, &p.ty).is_ok_and(|a| a.contains(&crate::sem::Attr::NoUndef))
        })
        .map(|(k, _)| k)
        .collect();
    let (a, b) = (&seg.old, &seg.new);
    let ends = |f: &Function| -> Vec<usize> {
        (0..f.blocks.len())
            .filter(|&k| f.blocks[k].name.starts_with("__seg.end.") || ends_in_ret_write(&f.blocks[k]))
            .collect()
    };
    let (ea, eb) = (ends(a), ends(b));
    if ea.len() != eb.len() || ea.iter().zip(&eb).any(|(x, y)| a.blocks[*x].name != b.blocks[*y].name) {
        return;
    }
    let mut drops: Vec<(usize, usize, HashSet<String>, HashSet<String>)> = Vec::new();
    for (&x, &y) in ea.iter().zip(&eb) {
        let (sa, sb) = (stored_values(&a.blocks[x]), stored_values(&b.blocks[y]));
        if sa.len() != sb.len() {
            continue;
        }
        let (mut da, mut db) = (HashSet::new(), HashSet::new());
        for ((pa, va), (pb, vb)) in sa.iter().zip(&sb) {
            if same_value(a, b, va, vb, &defined_at, 0) {
                da.insert(pa.clone());
                db.insert(pb.clone());
            }
        }
        drops.push((x, y, da, db));
    }
    for (x, y, da, db) in drops {
        drop_writes(&mut seg.old.blocks[x], &da);
        drop_writes(&mut seg.new.blocks[y], &db);
    }
}

/// A block whose `ret` was turned into writes to the out pointer.
fn ends_in_ret_write(b: &Block) -> bool {
    b.insts
        .iter()
        .any(|i| matches!(&i.op, Op::Store { ptr, .. } if ptr.as_local() == Some(OUT)))
}

/// The value writes of an end (after the tag): each `__seg.p*` pointer with its value.
fn stored_values(b: &Block) -> Vec<(String, Operand)> {
    b.insts
        .iter()
        .filter_map(|i| match &i.op {
            Op::Store { val, ptr, .. } => ptr
                .as_local()
                .filter(|p| p.starts_with("__seg.p"))
                .map(|p| (p.to_string(), val.clone())),
            _ => None,
        })
        .collect()
}

fn drop_writes(b: &mut Block, ptrs: &HashSet<String>) {
    b.insts.retain(|i| match &i.op {
        Op::Store { ptr, .. } => !ptr.as_local().is_some_and(|p| ptrs.contains(p)),
        _ => !i.name.as_ref().is_some_and(|n| ptrs.contains(n)),
    });
}

/// True when `x` of `a` and `y` of `b` are the same deterministic function of the same
/// defined inputs.
fn same_value(a: &Function, b: &Function, x: &Operand, y: &Operand, defined_at: &HashSet<usize>, depth: u32) -> bool {
    if x.ty != y.ty || depth > 64 {
        return false;
    }
    match (&x.val, &y.val) {
        (Val::Const(c), Val::Const(d)) => c == d && !crate::sem::const_has_undef(c),
        (Val::Local(m), Val::Local(n)) => {
            let pa = a.params.iter().position(|p| p.name == *m);
            let pb = b.params.iter().position(|p| p.name == *n);
            match (pa, pb) {
                (Some(i), Some(j)) => i == j && defined_at.contains(&i),
                (None, None) => {
                    let (Some(ia), Some(ib)) = (def(a, m), def(b, n)) else {
                        return false;
                    };
                    if !recomputable(ia) || ia.ty != ib.ty {
                        return false;
                    }
                    let (mut oa, mut ob) = (ia.op.clone(), ib.op.clone());
                    let (ka, kb) = (
                        oa.operands().into_iter().cloned().collect::<Vec<_>>(),
                        ob.operands().into_iter().cloned().collect::<Vec<_>>(),
                    );
                    let blank = |op: &mut Op| {
                        for o in op.operands_mut() {
                            *o = Operand::konst(o.ty.clone(), Const::Poison);
                        }
                    };
                    blank(&mut oa);
                    blank(&mut ob);
                    oa == ob
                        && ka.len() == kb.len()
                        && ka
                            .iter()
                            .zip(&kb)
                            .all(|(p, q)| same_value(a, b, p, q, defined_at, depth + 1))
                }
                _ => false,
            }
        }
        _ => false,
    }
}

fn def<'f>(f: &'f Function, name: &str) -> Option<&'f Inst> {
    f.insts().find(|i| i.name.as_deref() == Some(name))
}
