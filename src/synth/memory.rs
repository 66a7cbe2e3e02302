//! Candidates that load (issue 14, item 5): for a cut whose root is a plain `load` and
//! that writes no memory, a cheaper address computation followed by the same load.
//!
//! The design is the simplest sound one: a candidate loads only from an address the
//! source itself loads from. On every live bank row the new address must equal the root
//! load's pointer bit for bit (the same block, its provenance, and the same address);
//! it is `getelementptr ELEM, BASE, IDX` over a pointer `BASE` the cut already has (a
//! parameter, or a pointer value that dominates the return) and an index that is a term
//! of the enumeration (a value of the cut, or one instruction over them), a term shifted
//! or multiplied by a constant, or a constant. The load keeps the source's type and
//! alignment, so it touches exactly the bytes the source does; it sits where the root
//! was, so it sees the same memory (`apply` refuses a loading rewrite elsewhere).
//!
//! The target's `getelementptr` carries a flag only when every `getelementptr` on the
//! source's way from `BASE` to the loaded address has it (and is then tried before the
//! same candidate without flags): a target must not add poison. The verifier decides
//! with the real memory model; only `Valid` makes a rewrite.

use super::enumerate::{leaf_names, Candidate, Search};
use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::{BinOp, FastMath, Flags, Function, Op, Type};
use crate::sem::Value;
use crate::sem::BLOCK_BITS;
use crate::util::ApInt;

/// The root load of `cut` when synthesis may replace it: a non-volatile, non-atomic load
/// of the returned value through a named pointer, in a cut that stores nothing and calls
/// nothing (so that a load placed before the `ret` reads the memory the root read).
/// Returns the pointer's name, the loaded type and the alignment.
pub fn root_load(cut: &Function) -> Option<(String, Type, Option<u64>)> {
    let root = super::enumerate::root_name(cut)?;
    if cut.insts().any(|i| matches!(i.op, Op::Store { .. } | Op::Call(_))) {
        return None;
    }
    let i = cut.insts().find(|i| i.name.as_deref() == Some(root.as_str()))?;
    match &i.op {
        Op::Load {
            volatile: false,
            atomic: None,
            ptr,
            align,
        } if ptr.ty == Type::Ptr(0) => Some((ptr.as_local()?.to_string(), i.ty.clone(), *align)),
        _ => None,
    }
}

/// The flags every `getelementptr` on the way from `base` to `ptr` has (following first
/// operands), or `None` when `ptr` is not reached from `base` through geps alone.
fn chain_flags(cut: &Function, base: &str, ptr: &str) -> Option<Flags> {
    let mut cur = ptr.to_string();
    let mut flags = Flags(Flags::INBOUNDS.0 | Flags::NUSW.0 | Flags::NUW.0);
    for _ in 0..64 {
        if cur == base {
            return Some(flags);
        }
        let def = cut.insts().find(|i| i.name.as_deref() == Some(cur.as_str()))?;
        match &def.op {
            Op::Gep { flags: f, base: b, .. } => {
                let mut own = *f;
                if own.has(Flags::INBOUNDS) {
                    own.set(Flags::NUSW);
                }
                flags = Flags(flags.0 & own.0);
                cur = b.as_local()?.to_string();
            }
            _ => return None,
        }
    }
    None
}

/// The (block, address) of a scalar pointer value; `None` when poison.
pub(super) fn split(v: &Value<Concrete>) -> Option<(u64, u64)> {
    let l = v.lanes.first().filter(|l| !l.poison && v.lanes.len() == 1)?;
    let w = l.bits.width();
    Some((
        l.bits.extract(w - 1, w - BLOCK_BITS).low_u64(),
        l.bits.extract(63, 0).low_u64(),
    ))
}

/// A scalar integer value of at most 64 bits, sign-extended as a gep index is.
fn index64(v: &Value<Concrete>) -> Option<u64> {
    let l = v.lanes.first().filter(|l| !l.poison && v.lanes.len() == 1)?;
    (l.bits.width() <= 64).then(|| l.bits.sext(64).low_u64())
}

/// The inverse of an odd number modulo 2^64 (Newton's iteration).
fn inverse(a: u64) -> u64 {
    let mut x = a;
    for _ in 0..6 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
    }
    x
}

fn int64(v: u64) -> RExpr {
    RExpr::Const {
        ty: Type::Int(64),
        lanes: vec![Some(ApInt::from_u64(64, v))],
    }
}

fn bin(op: BinOp, a: RExpr, b: RExpr) -> RExpr {
    let ty = a.ty();
    RExpr::Bin {
        op: crate::ir::rewrite::RBinOp::Llvm(op),
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a: Box::new(a),
        b: Box::new(b),
        ty,
    }
}

/// `idx` scaled by `k` bytes as a gep: the element type of the loaded size (else the
/// widest of 8, 4, 2, 1 bytes) that divides `k`, and the index times the rest (a shift
/// for a power of two), with the instructions it adds.
fn scaled(idx: &RExpr, k: u64, load_size: u64) -> (Type, RExpr, u32) {
    let s = if [1, 2, 4, 8].contains(&load_size) && k.is_multiple_of(load_size) {
        load_size
    } else {
        [8u64, 4, 2, 1].into_iter().find(|s| k.is_multiple_of(*s)).unwrap_or(1)
    };
    let elem = Type::Int(8 * s as u32);
    let rest = k / s;
    if rest == 1 {
        return (elem, idx.clone(), 0);
    }
    let ity = idx.ty();
    let w = ity.scalar_bits().unwrap_or(64);
    let lit = |v: u64| RExpr::Const {
        ty: ity.clone(),
        lanes: vec![Some(ApInt::from_u64(64, v).trunc(w))],
    };
    let e = if rest.is_power_of_two() {
        bin(BinOp::Shl, idx.clone(), lit(rest.trailing_zeros() as u64))
    } else {
        bin(BinOp::Mul, idx.clone(), lit(rest))
    };
    (elem, e, 1)
}

/// The loading candidates for `cut` (see the module doc), in the order to verify them:
/// fewest new instructions first, flagged before unflagged.
pub fn candidates(cut: &Function, s: &Search) -> Vec<Candidate> {
    let Some((ptr, ty, align)) = root_load(cut) else {
        return vec![];
    };
    let Ok(load_size) = crate::sem::store_size(&ty) else {
        return vec![];
    };
    let live: Vec<usize> = s.bank.live().map(|(r, _)| r).collect();
    let Some(targets) = live
        .iter()
        .map(|&r| s.bank.rows[r].vals.get(&ptr).and_then(split))
        .collect::<Option<Vec<(u64, u64)>>>()
    else {
        return vec![];
    };
    if live.is_empty() {
        return vec![];
    }
    let ptr_leaves: Vec<String> = pointer_leaves(cut).into_iter().filter(|n| *n != ptr).collect();
    let mut out: Vec<(u32, RExpr)> = Vec::new();
    for base in ptr_leaves {
        let Some(bases) = live
            .iter()
            .map(|&r| s.bank.rows[r].vals.get(&base).and_then(split))
            .collect::<Option<Vec<(u64, u64)>>>()
        else {
            continue;
        };
        if bases.iter().zip(&targets).any(|(b, t)| b.0 != t.0) {
            continue;
        }
        let offsets: Vec<u64> = bases.iter().zip(&targets).map(|(b, t)| t.1.wrapping_sub(b.1)).collect();
        let base_e = RExpr::val(Type::Ptr(0), base.clone());
        let mut flags = chain_flags(cut, &base, &ptr).unwrap_or(Flags::NONE);
        if flags.has(Flags::INBOUNDS) {
            // `inbounds` implies `nusw`; LLVM prints it alone.
            flags = Flags(flags.0 & !Flags::NUSW.0);
        }
        let mut geps: Vec<(u32, Type, RExpr)> = Vec::new();
        if offsets.iter().all(|o| *o == offsets[0]) {
            geps.push((1, Type::Int(8), int64(offsets[0])));
        }
        for t in &s.terms {
            if !matches!(t.ty, Type::Int(w) if w <= 64) || matches!(t.expr, RExpr::Const { .. }) {
                continue;
            }
            let Some(idx) = live.iter().map(|&r| index64(&t.vals[r])).collect::<Option<Vec<u64>>>() else {
                continue;
            };
            // The byte scale `k` with `idx × k = offset` on every row, read off a row
            // where the index is odd.
            let Some(j) = idx.iter().position(|i| i % 2 == 1) else {
                continue;
            };
            let k = offsets[j].wrapping_mul(inverse(idx[j]));
            if k == 0 || idx.iter().zip(&offsets).any(|(i, o)| i.wrapping_mul(k) != *o) {
                continue;
            }
            if [1, 2, 4, 8].contains(&k) {
                geps.push((t.insts + 1, Type::Int(8 * k as u32), t.expr.clone()));
            } else if t.insts == 0 && k < 1 << 32 {
                let (elem, e, n) = scaled(&t.expr, k, load_size);
                geps.push((n + 1, elem, e));
            }
        }
        for (insts, elem, idx) in geps {
            let variants = if flags == Flags::NONE {
                vec![Flags::NONE]
            } else {
                vec![flags, Flags::NONE]
            };
            for f in variants {
                let gep = RExpr::Gep {
                    flags: f,
                    elem: elem.clone(),
                    base: Box::new(base_e.clone()),
                    idx: Box::new(idx.clone()),
                };
                out.push((insts, gep));
            }
        }
        if offsets.iter().all(|o| *o == 0) {
            out.push((0, base_e.clone()));
        }
    }
    let mut cands: Vec<Candidate> = out
        .into_iter()
        .map(|(insts, addr)| {
            let e = RExpr::Load {
                ptr: Box::new(addr),
                align,
                ty: ty.clone(),
            };
            Candidate {
                cost: cost_of(&e),
                insts: insts + 1,
                expr: e,
            }
        })
        .filter(|c| c.expr.validate().is_ok())
        .collect();
    // Stable: the order made above (flagged first) breaks ties.
    cands.sort_by_key(|c| (c.cost, c.insts));
    cands.dedup_by(|a, b| a.expr == b.expr);
    cands
}

/// `e` with the flags of its `getelementptr`s dropped.
pub fn without_gep_flags(e: &RExpr) -> RExpr {
    match e {
        RExpr::Gep { elem, base, idx, .. } => RExpr::Gep {
            flags: Flags::NONE,
            elem: elem.clone(),
            base: Box::new(without_gep_flags(base)),
            idx: Box::new(without_gep_flags(idx)),
        },
        RExpr::Val { .. } | RExpr::Const { .. } => e.clone(),
        _ => crate::ir::rewrite::map_children(e, without_gep_flags),
    }
}

/// The values a candidate may read (`leaf_names`) that are scalar pointers.
pub(super) fn pointer_leaves(cut: &Function) -> Vec<String> {
    leaf_names(cut)
        .into_iter()
        .filter(|n| {
            let ty = cut
                .params
                .iter()
                .find(|p| p.name == *n)
                .map(|p| p.ty.clone())
                .or_else(|| cut.insts().find(|i| i.name.as_deref() == Some(n)).map(|i| i.ty.clone()));
            ty == Some(Type::Ptr(0))
        })
        .collect()
}

/// Static cost of the new instructions of `e`.
pub(super) fn cost_of(e: &RExpr) -> u32 {
    super::enumerate::node_cost(e) + e.children().into_iter().map(cost_of).sum::<u32>()
}

#[cfg(test)]
mod tests {
    //! The address arithmetic helpers.
    use super::*;

    fn synth(text: &str) -> crate::synth::Outcome {
        let m = crate::ir::parse_module(text).expect("parses");
        let f = m.functions().next().expect("a function").clone();
        crate::synth::synthesize(&f, &crate::synth::Options::default())
    }

    #[test]
    fn a_target_gep_adds_no_flag_the_source_chain_lacks() {
        // Only the second gep is `inbounds`: `gep inbounds i64 %p, %x` would be poison
        // where `%p` itself is out of bounds; the plain gep is right.
        let out = synth(
            "define i32 @src(ptr %p, i64 %x) {
  %a = getelementptr i32, ptr %p, i64 %x
  %b = getelementptr inbounds i32, ptr %a, i64 %x
  %r = load i32, ptr %b, align 4
  ret i32 %r
}
",
        );
        let best = out.rewrites.first().expect("a rewrite").expr.to_string();
        assert_eq!(
            best,
            "(load align 4 (getelementptr i64 (val ptr %p), (val i64 %x)), i32)"
        );
    }

    #[test]
    fn the_same_address_through_another_pointer_is_not_the_same_load() {
        // `%p + (%q - %p)` has `%q`'s address and `%p`'s provenance: loading `%q` could be
        // undefined where the source is not (the bank's pointers share a block; the
        // verifier's do not).
        let out = synth(
            "define i32 @src(ptr %p, ptr %q) {
  %pi = ptrtoint ptr %p to i64
  %qi = ptrtoint ptr %q to i64
  %d = sub i64 %qi, %pi
  %b = getelementptr i8, ptr %p, i64 %d
  %r = load i32, ptr %b, align 4
  ret i32 %r
}
",
        );
        assert!(
            out.rewrites.is_empty(),
            "{:?}",
            out.rewrites.first().map(|r| r.expr.to_string())
        );
    }

    #[test]
    fn inverse_of_odd_numbers() {
        for a in [1u64, 3, 5, 12345, u64::MAX, 0x8000_0000_0000_0001] {
            assert_eq!(a.wrapping_mul(inverse(a)), 1, "{a}");
        }
    }

    #[test]
    fn scales_prefer_the_loaded_size() {
        let x = RExpr::val(Type::Int(64), "x");
        let (elem, e, n) = scaled(&x, 16, 4);
        assert_eq!(
            (elem, e.to_string(), n),
            (Type::Int(32), "(shl (val i64 %x), (const i64 2), i64)".into(), 1)
        );
        let (elem, e, n) = scaled(&x, 12, 8);
        assert_eq!(
            (elem, e.to_string(), n),
            (Type::Int(32), "(mul (val i64 %x), (const i64 3), i64)".into(), 1)
        );
    }
}
