//! Candidates for a vector the cut builds lane by lane from loads (issue 14, item 5): one
//! `llvm.masked.load` when the loaded lanes sit at consecutive lane addresses of one
//! pointer, one `llvm.masked.gather` through a vector `getelementptr` when lane `j` is
//! loaded from `BASE[IDX[j]]` for a vector of indices the cut has.
//!
//! The root must be an `insertelement` chain (constant lane indices) whose inserted
//! values are all plain loads of the lane type, over a start vector the cut has or a
//! constant: the loaded lanes are the mask, the start vector is the passthru. Addresses
//! are read off the bank, as `memory.rs` does for one load: on every live row each loaded
//! lane's pointer must have the base's block (its provenance) and the address the
//! candidate computes, bit for bit. So a candidate reads exactly the bytes the source
//! loads, lane for lane, and no other (masked-off lanes are not accessed). No `align` is
//! given (alignment 1: a candidate adds no undefined behaviour for it), and the vector
//! `getelementptr` has no flags. The verifier decides with the real memory model.

use super::enumerate::{leaf_names, root_name, Candidate, Search};
use super::memory::{cost_of, pointer_leaves, split};
use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::{Const, Function, MaskedLoad, Op, Type, Val};
use crate::util::ApInt;

/// The lanes of the root: for each loaded lane, its index and the pointer it is loaded
/// through; and the passthru (the chain's start).
struct Lanes {
    ty: Type,
    loaded: Vec<(usize, String)>,
    passthru: RExpr,
}

/// The root's `insertelement` chain of loads (see the module doc), if it is one.
fn lanes(cut: &Function) -> Option<Lanes> {
    if cut.insts().any(|i| matches!(i.op, Op::Store { .. } | Op::Call(_))) {
        return None;
    }
    let def = |n: &str| cut.insts().find(|i| i.name.as_deref() == Some(n));
    let root = def(&root_name(cut)?)?;
    if !matches!(root.op, Op::InsertElement { .. }) {
        return None;
    }
    let ty = root.ty.clone();
    let n = match &ty {
        Type::Vector {
            len, scalable: false, ..
        } => *len as usize,
        _ => return None,
    };
    let lane_ty = ty.scalar().clone();
    let leaves = leaf_names(cut);
    let mut loaded: Vec<(usize, String)> = Vec::new();
    let mut cur = root;
    // Walks down the chain while it inserts loads; the vector below the last of them is
    // the passthru (a value of the cut, or a constant).
    let passthru = loop {
        let load = match &cur.op {
            Op::InsertElement { elt, .. } => elt.as_local().and_then(def),
            _ => None,
        };
        let lane = match (&cur.op, load.map(|l| (&l.op, &l.ty))) {
            (
                Op::InsertElement { vec, idx, .. },
                Some((
                    Op::Load {
                        volatile: false,
                        atomic: None,
                        ptr,
                        ..
                    },
                    lt,
                )),
            ) if *lt == lane_ty && ptr.ty == Type::Ptr(0) => match (&idx.val, ptr.as_local()) {
                (Val::Const(Const::Int(v)), Some(p)) if (v.low_u64() as usize) < n => {
                    Some((v.low_u64() as usize, p, vec))
                }
                _ => None,
            },
            _ => None,
        };
        let Some((k, p, vec)) = lane else {
            // `cur` inserts no load: it is the passthru, unless it is the root.
            let name = cur.name.clone()?;
            if std::ptr::eq(cur, root) || !leaves.contains(&name) {
                return None;
            }
            break RExpr::val(ty.clone(), name);
        };
        // A later insert into the same lane overrides this one.
        if !loaded.iter().any(|(j, _)| *j == k) {
            loaded.push((k, p.to_string()));
        }
        match &vec.val {
            Val::Local(v) => match def(v) {
                Some(i) if matches!(i.op, Op::InsertElement { .. }) => cur = i,
                _ if leaves.contains(v) => break RExpr::val(ty.clone(), v.clone()),
                _ => return None,
            },
            Val::Const(c) => break constant(&ty, c)?,
            _ => return None,
        }
    };
    (loaded.len() >= 2).then_some(Lanes { ty, loaded, passthru })
}

/// A constant vector as a rewrite constant (`None` when a lane is `undef`).
fn constant(ty: &Type, c: &Const) -> Option<RExpr> {
    if crate::sem::const_has_undef(c) {
        return None;
    }
    let d = Concrete::for_pair(Vec::new(), Vec::new(), Vec::new());
    let v = crate::sem::constant(&d, ty, c, false).ok()?;
    Some(RExpr::Const {
        ty: ty.clone(),
        lanes: v.lanes.iter().map(|l| (!l.poison).then(|| l.bits.clone())).collect(),
    })
}

/// The mask of `lanes`: lane `j` on when it is loaded.
fn mask(l: &Lanes) -> RExpr {
    let n = l.ty.lanes() as usize;
    RExpr::Const {
        ty: Type::vec(n as u32, Type::Int(1)),
        lanes: (0..n)
            .map(|j| Some(ApInt::from_bool(l.loaded.iter().any(|(k, _)| *k == j))))
            .collect(),
    }
}

/// The masked-load and gather candidates for `cut` (see the module doc).
pub fn candidates(cut: &Function, s: &Search) -> Vec<Candidate> {
    let Some(l) = lanes(cut) else {
        return vec![];
    };
    let Ok(size) = crate::sem::store_size(l.ty.scalar()) else {
        return vec![];
    };
    let live: Vec<usize> = s.bank.live().map(|(r, _)| r).collect();
    // Per loaded lane, its pointer on every live row.
    let Some(ptrs) = l
        .loaded
        .iter()
        .map(|(_, p)| {
            live.iter()
                .map(|&r| s.bank.rows[r].vals.get(p).and_then(split))
                .collect()
        })
        .collect::<Option<Vec<Vec<(u64, u64)>>>>()
    else {
        return vec![];
    };
    if live.is_empty() {
        return vec![];
    }
    let mut out = Vec::new();
    for b in pointer_leaves(cut) {
        let Some(bases) = live
            .iter()
            .map(|&r| s.bank.rows[r].vals.get(&b).and_then(split))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        if ptrs.iter().any(|p| p.iter().zip(&bases).any(|(q, b)| q.0 != b.0)) {
            continue;
        }
        // offsets[i][r]: lane i's address minus the base's, on live row r.
        let offsets: Vec<Vec<u64>> = ptrs
            .iter()
            .map(|p| p.iter().zip(&bases).map(|(q, b)| q.1.wrapping_sub(b.1)).collect())
            .collect();
        let base_e = RExpr::val(Type::Ptr(0), b.clone());
        if let Some(e) = contiguous(&l, size, &offsets, &base_e) {
            out.push(e);
        }
        out.extend(gathers(&l, s, &live, &offsets, &base_e));
    }
    let mut cands: Vec<Candidate> = out
        .into_iter()
        .filter(|e| e.validate().is_ok())
        .map(|e| Candidate {
            cost: cost_of(&e),
            insts: count_insts(&e),
            expr: e,
        })
        .collect();
    cands.sort_by_key(|c| (c.cost, c.insts));
    cands.dedup_by(|a, b| a.expr == b.expr);
    cands
}

/// `masked.load` from the base (plus a constant, when every row agrees on it) when
/// lane `k` is at `k × size` from it on every row.
fn contiguous(l: &Lanes, size: u64, offsets: &[Vec<u64>], base: &RExpr) -> Option<RExpr> {
    let (k0, _) = l.loaded[0];
    let c = offsets[0][0].wrapping_sub(k0 as u64 * size);
    let fits = l
        .loaded
        .iter()
        .zip(offsets)
        .all(|((k, _), o)| o.iter().all(|x| x.wrapping_sub(*k as u64 * size) == c));
    if !fits {
        return None;
    }
    let ptr = match c {
        0 => base.clone(),
        _ => RExpr::Gep {
            flags: crate::ir::Flags::NONE,
            elem: Type::Int(8),
            base: Box::new(base.clone()),
            idx: Box::new(RExpr::int(Type::Int(64), c as i64)),
        },
    };
    Some(RExpr::Masked {
        kind: MaskedLoad::Contiguous,
        ptr: Box::new(ptr),
        mask: Box::new(mask(l)),
        passthru: Box::new(l.passthru.clone()),
    })
}

/// `masked.gather` through `getelementptr iS, base, <N x iW> idx` for each vector term
/// `idx` (at most one instruction) whose lane `k`, sign-extended, times a scale `S` of 1,
/// 2, 4 or 8 bytes is lane `k`'s offset on every row.
fn gathers(l: &Lanes, s: &Search, live: &[usize], offsets: &[Vec<u64>], base: &RExpr) -> Vec<RExpr> {
    let n = l.ty.lanes();
    let mut out = Vec::new();
    for t in &s.terms {
        let ok_ty = matches!(&t.ty, Type::Vector { len, elem, scalable: false } if *len == n && matches!(**elem, Type::Int(w) if w <= 64));
        if !ok_ty || t.insts > 1 || matches!(t.expr, RExpr::Const { .. }) {
            continue;
        }
        for scale in [1u64, 2, 4, 8] {
            let fits = l.loaded.iter().zip(offsets).all(|((k, _), o)| {
                live.iter().zip(o).all(|(&r, off)| {
                    t.vals[r]
                        .lanes
                        .get(*k)
                        .is_some_and(|x| !x.poison && x.bits.sext(64).low_u64().wrapping_mul(scale) == *off)
                })
            });
            if fits {
                let ptrs = RExpr::Gep {
                    flags: crate::ir::Flags::NONE,
                    elem: Type::Int(8 * scale as u32),
                    base: Box::new(base.clone()),
                    idx: Box::new(t.expr.clone()),
                };
                out.push(RExpr::Masked {
                    kind: MaskedLoad::Gather,
                    ptr: Box::new(ptrs),
                    mask: Box::new(mask(l)),
                    passthru: Box::new(l.passthru.clone()),
                });
                break;
            }
        }
    }
    out
}

/// New instructions of `e` (leaves and constants are none).
fn count_insts(e: &RExpr) -> u32 {
    let own = u32::from(!matches!(e, RExpr::Val { .. } | RExpr::Const { .. }));
    own + e.children().into_iter().map(count_insts).sum::<u32>()
}

#[cfg(test)]
mod tests {
    //! The chain a candidate is read from.
    use super::*;

    fn parse(text: &str) -> Function {
        crate::ir::parse_function(text, &std::collections::BTreeMap::new()).expect("parses")
    }

    fn show(text: &str) -> Option<String> {
        let l = lanes(&parse(text))?;
        let loaded: Vec<String> = l.loaded.iter().map(|(k, p)| format!("{k}:%{p}")).collect();
        Some(format!("{} over {}", loaded.join(" "), l.passthru))
    }

    const HEAD: &str = "define <4 x i32> @f(ptr %p, ptr %q, <4 x i32> %v, i32 %x) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
";

    #[test]
    fn a_chain_of_loads_over_a_value_or_a_constant() {
        let over_v = format!(
            "{HEAD}  %v0 = insertelement <4 x i32> %v, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 2
  ret <4 x i32> %v1
}}"
        );
        assert_eq!(show(&over_v).as_deref(), Some("2:%q 0:%p over (val <4 x i32> %v)"));
        let over_const = over_v.replace(
            "<4 x i32> %v, i32 %a",
            "<4 x i32> <i32 poison, i32 7, i32 poison, i32 0>, i32 %a",
        );
        assert_eq!(
            show(&over_const).as_deref(),
            Some("2:%q 0:%p over (const <4 x i32> <poison, 7, poison, 0>)")
        );
    }

    #[test]
    fn the_chain_stops_at_an_insert_of_another_value() {
        // Lane 3's `%x` is part of the passthru `%v0`, a value of the cut.
        let text = format!(
            "{HEAD}  %v0 = insertelement <4 x i32> %v, i32 %x, i64 3
  %v1 = insertelement <4 x i32> %v0, i32 %a, i64 0
  %v2 = insertelement <4 x i32> %v1, i32 %b, i64 1
  ret <4 x i32> %v2
}}"
        );
        assert_eq!(show(&text).as_deref(), Some("1:%q 0:%p over (val <4 x i32> %v0)"));
    }

    #[test]
    fn what_is_not_a_chain_of_loads() {
        // The root inserts a value that is not a load; one load only; a store in the cut
        // (a load placed at the root could see it).
        let not_load = format!(
            "{HEAD}  %v0 = insertelement <4 x i32> %v, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %x, i64 1
  ret <4 x i32> %v1
}}"
        );
        let one = format!(
            "{HEAD}  %v0 = insertelement <4 x i32> %v, i32 %a, i64 0
  ret <4 x i32> %v0
}}"
        );
        let store = format!(
            "{HEAD}  store i32 0, ptr %q, align 4
  %v0 = insertelement <4 x i32> %v, i32 %a, i64 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i64 1
  ret <4 x i32> %v1
}}"
        );
        for t in [not_load, one, store] {
            assert_eq!(show(&t), None, "{t}");
        }
    }
}
