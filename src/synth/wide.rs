//! Candidates over a wider type (issue 51): the cut's integer inputs extended to twice the
//! root's width, multiplied there, and one half taken back: the high half
//! (`trunc (lshr (mul (ext x), (ext y)), N)`, unsigned with `zext`, signed with `sext`)
//! or the low one (`trunc (mul ...)`), for every pair of inputs (a square too). Portable
//! multiply-high code (GMP's `umul_ppmm` in 32-bit halves, Hacker's Delight's `mulhs`)
//! computes exactly these with four multiplies and carries; the enumerator's terms stay
//! at the cut's own types, so it never builds them. Each candidate is checked on the bank
//! and proved like any other (the word-level procedure decides such pairs, `smt/arith`).

use super::enumerate::{node_cost, Candidate};
use crate::ir::rewrite::{RBinOp, RExpr};
use crate::ir::{BinOp, CastOp, FastMath, Flags, Function, Op, Type};

/// The widest root this looks at: its double (i128) is the widest multiply x86-64 does in
/// one instruction pair.
const MAX_ROOT_BITS: u32 = 64;

/// The cost of an expression: each node's, summed (leaves are free).
fn cost(e: &RExpr) -> u32 {
    node_cost(e) + e.children().iter().map(|c| cost(c)).sum::<u32>()
}

/// Instructions in an expression (leaves are none).
fn insts(e: &RExpr) -> u32 {
    let kids = e.children();
    if kids.is_empty() {
        return 0;
    }
    1 + kids.iter().map(|c| insts(c)).sum::<u32>()
}

fn conv(op: CastOp, a: RExpr, ty: &Type) -> RExpr {
    RExpr::Conv {
        op,
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a: Box::new(a),
        ty: ty.clone(),
    }
}

fn bin(op: BinOp, a: RExpr, b: RExpr, ty: &Type) -> RExpr {
    RExpr::Bin {
        op: RBinOp::Llvm(op),
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a: Box::new(a),
        b: Box::new(b),
        ty: ty.clone(),
    }
}

/// The wide-multiply candidates of `cut` (none unless it returns a scalar integer of 8 to
/// 64 bits and has integer inputs, arguments or loaded values, no wider).
pub fn candidates(cut: &Function) -> Vec<Candidate> {
    let Type::Int(n) = cut.ret else {
        return Vec::new();
    };
    if !(8..=MAX_ROOT_BITS).contains(&n) {
        return Vec::new();
    }
    // The cut's inputs: its integer arguments and the integers it loads (GMP's `mpn_mul_1`
    // multiplies each limb it loads by an argument).
    let narrow = |ty: &Type| match ty {
        Type::Int(w) if *w > 1 && *w <= n => Some(*w),
        _ => None,
    };
    let loads = cut.insts().filter_map(|i| match (&i.op, &i.name) {
        (Op::Load { .. }, Some(name)) => narrow(&i.ty).map(|w| (name.clone(), w)),
        _ => None,
    });
    let inputs: Vec<(String, u32)> = cut
        .params
        .iter()
        .filter_map(|p| narrow(&p.ty).map(|w| (p.name.clone(), w)))
        .chain(loads)
        .collect();
    let (root, wide) = (Type::Int(n), Type::Int(2 * n));
    let mut out = Vec::new();
    for (i, (x, wx)) in inputs.iter().enumerate() {
        for (y, wy) in &inputs[i..] {
            for ext in [CastOp::ZExt, CastOp::SExt] {
                let ex = conv(ext, RExpr::val(Type::Int(*wx), x.clone()), &wide);
                let ey = conv(ext, RExpr::val(Type::Int(*wy), y.clone()), &wide);
                let m = bin(BinOp::Mul, ex, ey, &wide);
                let shift = RExpr::int(wide.clone(), n as i64);
                let shr = if ext == CastOp::ZExt { BinOp::LShr } else { BinOp::AShr };
                let high = conv(CastOp::Trunc, bin(shr, m.clone(), shift, &wide), &root);
                out.push(high);
                // The low half of the double-width product of narrower inputs (of
                // inputs as wide as the root it is a plain `mul`, which the enumerator
                // has).
                if *wx < n || *wy < n {
                    out.push(conv(CastOp::Trunc, m, &root));
                }
            }
        }
    }
    out.into_iter()
        .map(|expr| Candidate {
            cost: cost(&expr),
            insts: insts(&expr),
            expr,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(text: &str) -> Function {
        crate::ir::parse_function(text, &Default::default()).expect("parses")
    }

    #[test]
    fn two_inputs_give_both_signs_of_every_pair() {
        let f = cut("define i64 @f(i64 %u, i64 %v) {\n  %r = add i64 %u, %v\n  ret i64 %r\n}\n");
        let cs = candidates(&f);
        // (u,u), (u,v), (v,v), each zext and sext, high halves only.
        assert_eq!(cs.len(), 6);
        let first = cs[0].expr.to_string();
        assert!(
            first.contains("zext") && first.contains("i128") && first.contains("lshr"),
            "{first}"
        );
        assert!(
            cs.iter().all(|c| c.insts == 5),
            "{:?}",
            cs.iter().map(|c| c.insts).collect::<Vec<_>>()
        );
    }

    #[test]
    fn narrower_inputs_also_give_the_low_half_and_wide_roots_none() {
        let f =
            cut("define i32 @f(i16 %u, i32 %v) {\n  %z = zext i16 %u to i32\n  %r = add i32 %z, %v\n  ret i32 %r\n}\n");
        let cs = candidates(&f);
        assert_eq!(
            cs.len(),
            10,
            "{:?}",
            cs.iter().map(|c| c.expr.to_string()).collect::<Vec<_>>()
        );
        let g = cut("define i128 @f(i128 %u, i128 %v) {\n  %r = add i128 %u, %v\n  ret i128 %r\n}\n");
        assert!(candidates(&g).is_empty());
    }
}
