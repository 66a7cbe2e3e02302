//! The checks of a fold after its match, and the `APInt` C++ they are written in: the
//! precondition (each shift amount in range first), the leaves' types, the width guard
//! (to the widths proved, `report::coverage`), and `BW`/`NBW`, the widths the code reads.

use super::guards::{complement, count, Check};
use super::names::*;
use super::{type_cond, Gen};
use crate::ir::{BinOp, IPred};
use crate::rules::{Expr, Pred};

impl Gen<'_> {
    /// Whether symbol `k` is of the narrower type (a rule over two types).
    pub(super) fn narrow_sym(&self, k: usize) -> bool {
        self.p.narrow_syms.get(k).copied().unwrap_or(false)
    }

    /// The C++ of `BW`: a symbol's width (one of the wider type, in a rule over two),
    /// else a value's.
    pub(super) fn bw_from(&self) -> String {
        match self.p.narrow {
            None => match (self.apints.first(), self.p.width) {
                (Some(a), _) => format!("{a}->getBitWidth()"),
                // The root of another width (an `icmp`'s `i1`): a value of the pattern's.
                (None, Some(w)) if self.p.src.ret.scalar_bits() != Some(w) => {
                    format!("{}->getScalarSizeInBits()", self.width_source(w))
                }
                (None, _) => "I.getType()->getScalarSizeInBits()".into(),
            },
            Some(_) => match (0..self.p.symbols).find(|k| !self.narrow_sym(*k)) {
                Some(k) => format!("C{k}->getBitWidth()"),
                None => format!(
                    "{}->getScalarSizeInBits()",
                    self.width_source(self.p.width.unwrap_or(64))
                ),
            },
        }
    }

    /// The C++ of `NBW`, the narrower width of a rule over two types.
    pub(super) fn nbw_from(&self) -> String {
        match (0..self.p.symbols).find(|k| self.narrow_sym(*k)) {
            Some(k) => format!("C{k}->getBitWidth()"),
            None => format!(
                "{}->getScalarSizeInBits()",
                self.width_source(self.p.narrow.unwrap_or(8))
            ),
        }
    }

    /// The precondition as checks on the `APInt`s.
    /// Each shift amount and `log2` operand a predicate computes with is checked first:
    /// in the proof such an operation out of range is poison, so the precondition
    /// assumed nothing there, while `APInt` would give a value.
    pub(super) fn pre_checks(&self) -> Vec<Check> {
        let mut out: Vec<Check> = Vec::new();
        for q in &self.p.pre {
            for (op, e) in q.partial() {
                let check = if op == BinOp::And {
                    Check {
                        cond: format!("!{}isZero()", self.recv(&e)),
                        why: format!("log2({e}) is defined only for a non-zero value"),
                    }
                } else {
                    self.uses_bw.set(true);
                    // `width - Ck - 1` is below the width exactly when `Ck` is.
                    let amount = match &e {
                        Expr::Bin(BinOp::Sub, w, one) if matches!(one.as_ref(), Expr::Lit(1)) => match w.as_ref() {
                            Expr::Bin(BinOp::Sub, w, c)
                                if matches!((w.as_ref(), c.as_ref()), (Expr::Width, Expr::C(_))) =>
                            {
                                (**c).clone()
                            }
                            _ => e.clone(),
                        },
                        _ => e.clone(),
                    };
                    Check {
                        cond: format!("{}ult(BW)", self.recv(&amount)),
                        why: format!("a shift by {e} is defined only below the width"),
                    }
                };
                if !out.iter().any(|c| c.cond == check.cond) {
                    out.push(check);
                }
            }
            out.push(Check {
                cond: self.pred_cpp(q),
                why: format!("precondition: {q}"),
            });
        }
        out
    }

    /// Leaves of one type in the proof must have one type in the code: `m_Value` matches
    /// any type, and the target builds values of a leaf's type from another leaf's (or
    /// the root's) type. Redundant where matched instructions already force it; without
    /// it, leaves of different types would make invalid IR (a `select` of `i32 0` and an
    /// `i8`).
    pub(super) fn type_checks(&self) -> Vec<Check> {
        if self.p.width.is_none() {
            return Vec::new(); // fixed types: width_checks pins every leaf's type
        }
        let mut out = Vec::new();
        // Only leaves the matcher binds: those the returned value reads (a store beside
        // the fold reads others that no matcher names).
        let read = reads_of_root(&self.p.src);
        let bound: Vec<(&crate::ir::Param, &String)> = self
            .p
            .leaves()
            .iter()
            .filter(|prm| read.contains(&prm.name))
            .filter_map(|prm| self.names.get(&prm.name).map(|v| (prm, v)))
            .collect();
        for (k, (prm, v)) in bound.iter().enumerate() {
            let first = bound[..k].iter().find(|(q, _)| q.ty == prm.ty);
            let (other, whose) = match first {
                Some((_, w)) => (format!("{w}->getType()"), format!("{w}'s")),
                None if prm.ty == self.p.src.ret => ("I.getType()".to_string(), "the result's".to_string()),
                None => continue,
            };
            out.push(Check {
                cond: format!("{v}->getType() == {other}"),
                why: format!("{v} has {whose} type in the proof (m_Value matches any type)"),
            });
        }
        out
    }

    pub(super) fn width_checks(&self) -> Vec<Check> {
        let mut out = Vec::new();
        if self.p.width.is_none() {
            // Fixed types: the root and each leaf at exactly the widths of the proof.
            let mut conds = vec![type_cond("I.getType()", &self.p.src.ret)];
            for prm in self.p.leaves() {
                if let Some(v) = self.names.get(&prm.name) {
                    conds.push(type_cond(&format!("{v}->getType()"), &prm.ty));
                }
            }
            out.push(Check {
                cond: conds.join(" && "),
                why: "proved at these types only".into(),
            });
        } else if let Some((cond, why)) = crate::report::coverage::guard(self.p, &self.p.small) {
            // Only what was proved: every small width tried, a bound where the
            // precondition reads the width (see `report::coverage`).
            self.uses_bw.set(true);
            if cond.contains("NBW") {
                self.uses_nbw.set(true);
            }
            out.push(Check { cond, why });
        }
        if self.p.width.is_some() && self.p.splat.is_none() {
            // `m_APInt` and friends match splat vectors: without a vector proof, scalars only.
            out.push(Check {
                cond: "!I.getType()->isVectorTy()".into(),
                why: "proved for scalars only".into(),
            });
        }
        out
    }

    /// A bound value of width `w` (the root when none).
    pub(super) fn width_source(&self, w: u32) -> String {
        for prm in self.p.leaves() {
            if prm.ty.scalar_bits() == Some(w) {
                if let Some(v) = self.names.get(&prm.name) {
                    return format!("{v}->getType()");
                }
            }
        }
        "I.getType()".into()
    }

    pub(super) fn pred_cpp(&self, q: &Pred) -> String {
        match q {
            Pred::Pow2(e) => format!("{}isPowerOf2()", self.recv(e)),
            Pred::Mask(e) => format!("{}isMask()", self.recv(e)),
            Pred::Cmp(p, a, b) => {
                let sa = || self.apint(a);
                let sb = || self.apint(b);
                match (p, b) {
                    (IPred::Eq, Expr::Lit(0)) => format!("{}isZero()", self.recv(a)),
                    (IPred::Ne, Expr::Lit(0)) => format!("!{}isZero()", self.recv(a)),
                    (IPred::Eq, _) => format!("{} == {}", sa(), sb()),
                    (IPred::Ne, _) => format!("{} != {}", sa(), sb()),
                    _ => {
                        let m = match p {
                            IPred::Ult => "ult",
                            IPred::Ule => "ule",
                            IPred::Ugt => "ugt",
                            IPred::Uge => "uge",
                            IPred::Slt => "slt",
                            IPred::Sle => "sle",
                            IPred::Sgt => "sgt",
                            _ => "sge",
                        };
                        let rhs = match b {
                            Expr::Width => {
                                self.uses_bw.set(true);
                                "BW".to_string()
                            }
                            Expr::Narrow => {
                                self.uses_nbw.set(true);
                                "NBW".to_string()
                            }
                            Expr::Lit(v) => v.to_string(),
                            _ => sb(),
                        };
                        format!("{}{m}({rhs})", self.recv(a))
                    }
                }
            }
        }
    }

    /// `e` as a method receiver with its accessor: `C0->` or `(*C0 + 1).`.
    pub(super) fn recv(&self, e: &Expr) -> String {
        match e {
            Expr::C(k) => format!("C{k}->"),
            _ => format!("({}).", self.apint(e)),
        }
    }

    /// `e` as an `APInt` expression of width `BW`.
    pub(super) fn apint(&self, e: &Expr) -> String {
        match e {
            Expr::C(k) if self.narrow_sym(*k) => {
                self.uses_bw.set(true);
                format!("C{k}->zext(BW)")
            }
            Expr::C(k) => format!("*C{k}"),
            Expr::Narrow => {
                self.uses_bw.set(true);
                self.uses_nbw.set(true);
                "APInt(BW, NBW)".into()
            }
            Expr::Lit(v) => {
                self.uses_bw.set(true);
                format!("APInt(BW, {v}, /*isSigned=*/true)")
            }
            Expr::Width => {
                self.uses_bw.set(true);
                "APInt(BW, BW)".into()
            }
            Expr::Log2(a) => {
                self.uses_bw.set(true);
                format!("APInt(BW, {}logBase2())", self.recv(a))
            }
            Expr::Bin(op, a, b) => match (op, a.as_ref(), b.as_ref()) {
                (BinOp::Shl | BinOp::LShr, Expr::Lit(base @ (1 | -1)), amt) if count(amt).is_some() => {
                    self.uses_bw.set(true);
                    let n = count(amt).unwrap_or_default();
                    let rest = complement(amt).unwrap_or_default();
                    match (op, base) {
                        (BinOp::Shl, 1) => format!("APInt::getOneBitSet(BW, {n})"),
                        (BinOp::Shl, _) => format!("APInt::getHighBitsSet(BW, {rest})"),
                        (_, 1) => format!("APInt(BW, 1).lshr({n})"),
                        _ => format!("APInt::getLowBitsSet(BW, {rest})"),
                    }
                }
                (BinOp::Xor, x, Expr::Lit(-1)) => format!("~{}", self.paren(x)),
                (BinOp::Sub, Expr::Lit(0), x) => format!("-{}", self.paren(x)),
                (BinOp::Shl, x, y) => format!("{}.shl({})", self.paren(x), self.apint(y)),
                (BinOp::LShr, x, y) => format!("{}.lshr({})", self.paren(x), self.apint(y)),
                (op, x, Expr::Lit(v)) if *v >= 0 && !matches!(op, BinOp::Shl | BinOp::LShr) => {
                    format!("{} {} {v}", self.paren(x), cpp_op(*op))
                }
                (op, x, y) => format!("{} {} {}", self.paren(x), cpp_op(*op), self.paren(y)),
            },
        }
    }

    pub(super) fn paren(&self, e: &Expr) -> String {
        match e {
            Expr::C(_) => self.apint(e),
            _ => format!("({})", self.apint(e)),
        }
    }
}

/// The names the returned value of `f` reads, transitively (instructions and parameters).
fn reads_of_root(f: &crate::ir::Function) -> std::collections::HashSet<String> {
    let defs: std::collections::HashMap<&str, &crate::ir::Inst> =
        f.insts().filter_map(|i| i.name.as_deref().map(|n| (n, i))).collect();
    let mut todo: Vec<String> = f
        .insts()
        .filter_map(|i| match &i.op {
            crate::ir::Op::Ret(Some(o)) => o.as_local().map(str::to_string),
            _ => None,
        })
        .collect();
    let mut seen = std::collections::HashSet::new();
    while let Some(n) = todo.pop() {
        if !seen.insert(n.clone()) {
            continue;
        }
        if let Some(i) = defs.get(n.as_str()) {
            todo.extend(i.op.operands().iter().filter_map(|o| o.as_local().map(str::to_string)));
        }
    }
    seen
}
