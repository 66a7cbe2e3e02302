//! The template of a rule being generalized: which source constants are symbols, which
//! target constants are expressions of them, and the rewrite instantiated at a width
//! (or pair of widths) with a precondition assumed.

use super::generalize::retype;
use super::pred::{Expr, Pred};
use super::retype::retype_map;
use super::shape::{slots, Pair, Slot};
use crate::ir::{Call, Flags, Inst, Op, Operand, Type};
use crate::util::ApInt;

/// The parts of a rewrite that generalization changes.
pub(super) struct Template {
    pub(super) rep: Pair,
    pub(super) width: Option<u32>,
    /// In a rule over two integer types, the narrower width as found (`width` is the
    /// wider): its symbols are parameters of that type, zero-extended to `width` as
    /// `%Ck` for the precondition and derived constants.
    pub(super) narrow: Option<u32>,
    /// Per source slot: its symbol, or `None` (stays literal).
    pub(super) src_syms: Vec<Option<usize>>,
    /// Per target slot: its expression, or `None` (stays literal).
    pub(super) tgt_exprs: Vec<Option<Expr>>,
    /// Per target slot: every candidate expression that matches all instances (≤ 3).
    pub(super) alts: Vec<Vec<Expr>>,
    pub(super) symbols: usize,
}

/// Where a template is instantiated: the width (the wider one in a rule over two types)
/// and, in such a rule, the narrower one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct At {
    pub(super) w: u32,
    pub(super) n: Option<u32>,
}

impl At {
    pub(super) fn one(w: u32) -> At {
        At { w, n: None }
    }
}

/// Whether a constant is one that stays literal: 0, 1 or -1 in every instance.
pub(super) fn trivial(vals: &[&ApInt]) -> bool {
    vals.iter()
        .all(|v| v.is_zero() || v.is_all_ones() || v.to_u64() == Some(1))
}

/// Chooses the symbols of the source slots and the expressions of the target slots:
/// the source constants of `width` (and of `narrow`, in a rule over two types) that are
/// not 0, 1 or -1 in every instance, equal ones one symbol; target constants of `width`
/// as expressions of them.
pub(super) fn template(rep: &Pair, width: Option<u32>, narrow: Option<u32>, same: &[&Pair]) -> Template {
    let src_slots: Vec<Vec<Slot>> = same.iter().map(|p| slots(&p.src)).collect();
    let tgt_slots: Vec<Vec<Slot>> = same.iter().map(|p| slots(&p.tgt)).collect();
    let rep_src = slots(&rep.src);
    let mut src_syms = vec![None; rep_src.len()];
    let mut firsts: Vec<usize> = Vec::new(); // the first slot of each symbol
    let w = width.unwrap_or(0);
    let ours = |x: u32| x == w || Some(x) == narrow;
    for i in 0..rep_src.len() {
        let vals: Vec<&ApInt> = src_slots.iter().map(|s| &s[i].value).collect();
        if width.is_none() || !ours(rep_src[i].value.width()) || trivial(&vals) || same.is_empty() {
            continue;
        }
        let equal_to = firsts
            .iter()
            .position(|&j| src_slots.iter().all(|s| s[j].value == s[i].value));
        src_syms[i] = Some(equal_to.unwrap_or_else(|| {
            firsts.push(i);
            firsts.len() - 1
        }));
    }
    let symbols = firsts.len();
    let rep_tgt = slots(&rep.tgt);
    let mut cands = Expr::candidates(symbols);
    if narrow.is_some() {
        cands.extend((0..symbols).flat_map(Expr::narrow_relations));
    }
    let alts: Vec<Vec<Expr>> = (0..rep_tgt.len())
        .map(|i| {
            let vals: Vec<&ApInt> = tgt_slots.iter().map(|s| &s[i].value).collect();
            if symbols == 0 || rep_tgt[i].value.width() != w || trivial(&vals) {
                return Vec::new();
            }
            cands
                .iter()
                .filter(|e| {
                    same.iter().zip(&tgt_slots).zip(&src_slots).all(|((_, ts), ss)| {
                        let cs: Vec<ApInt> = firsts.iter().map(|&j| widen(&ss[j].value, w)).collect();
                        e.eval_at(&cs, w, narrow).as_ref() == Some(&ts[i].value)
                    })
                })
                .take(3)
                .cloned()
                .collect()
        })
        .collect();
    Template {
        rep: rep.clone(),
        width,
        narrow,
        src_syms,
        tgt_exprs: alts.iter().map(|a| a.first().cloned()).collect(),
        alts,
        symbols,
    }
}

/// `v` zero-extended to `w` when narrower (a narrow symbol's value as the precondition
/// and the derived constants read it).
fn widen(v: &ApInt, w: u32) -> ApInt {
    if v.width() < w {
        v.zext(w)
    } else {
        v.clone()
    }
}

/// The symbols' values in instance `p` (at the template's width).
pub(super) fn symbol_values(t: &Template, p: &Pair) -> Vec<ApInt> {
    let s = slots(&p.src);
    let w = t.width.unwrap_or(0);
    (0..t.symbols)
        .map(|k| {
            let i = t
                .src_syms
                .iter()
                .position(|x| *x == Some(k))
                .expect("every symbol has a slot");
            widen(&s[i].value, w)
        })
        .collect()
}

impl Template {
    /// Whether symbol `c` is of the narrower type (a rule over two types).
    fn is_narrow(&self, c: usize, src: &[Slot]) -> bool {
        self.narrow.is_some()
            && self
                .src_syms
                .iter()
                .position(|x| *x == Some(c))
                .is_some_and(|i| Some(src[i].value.width()) == self.narrow)
    }

    /// The rewrite with symbols as parameters, the precondition assumed in `@src`, at
    /// `at` (`None` when a literal does not fit). A narrow symbol is the parameter
    /// `%Ckn` of the narrow type, read as `%Ck = zext %Ckn` by the precondition and the
    /// derived constants.
    pub(super) fn instantiate(&self, pre: &[Pred], at: At) -> Option<Pair> {
        let w = at.w;
        let w0 = self.width.unwrap_or(w);
        let bind = |e: &Expr| at.n.map_or(e.clone(), |n| e.bind_narrow(n));
        let rep_src = slots(&self.rep.src);
        let narrow: Vec<bool> = (0..self.symbols).map(|c| self.is_narrow(c, &rep_src)).collect();
        let mut src = self.rep.src.clone();
        let mut tgt = self.rep.tgt.clone();
        let mut prologue = Vec::new();
        let derived: Vec<Option<Operand>> = self
            .tgt_exprs
            .iter()
            .enumerate()
            .map(|(k, e)| {
                e.as_ref()
                    .map(|e| bind(e).emit(w0, w, &format!("d{k}_"), &mut prologue))
            })
            .collect();
        let n0 = self.narrow.unwrap_or(w0);
        let name = |c: usize| if narrow[c] { format!("C{c}n") } else { format!("C{c}") };
        for (f, side_src) in [(&mut src, true), (&mut tgt, false)] {
            for (k, s) in slots(f).iter().enumerate() {
                let (b, i, o) = s.at;
                let ty = Type::Int(s.value.width());
                let new = if side_src {
                    self.src_syms[k].map(|c| Operand::local(ty, name(c)))
                } else {
                    derived[k].clone()
                };
                if let Some(new) = new {
                    *f.blocks[b].insts[i].op.operands_mut()[o] = new;
                }
            }
            for (c, is_narrow) in narrow.iter().enumerate() {
                f.params.push(crate::ir::Param {
                    ty: Type::Int(if *is_narrow { n0 } else { w0 }),
                    attrs: "noundef".into(),
                    name: name(c),
                });
            }
        }
        let widened: Vec<Inst> = (0..self.symbols)
            .filter(|c| narrow[*c])
            .map(|c| {
                let from = Operand::local(Type::Int(n0), name(c));
                let op = Op::Cast {
                    op: crate::ir::CastOp::ZExt,
                    flags: Flags::NONE,
                    fmf: crate::ir::FastMath::default(),
                    a: from,
                };
                Inst::new(Some(format!("C{c}")), Type::Int(w0), op)
            })
            .collect();
        tgt.blocks[0]
            .insts
            .splice(0..0, widened.iter().cloned().chain(prologue));
        let mut pro = widened;
        for (k, p) in pre.iter().enumerate() {
            let c =
                at.n.map_or(p.clone(), |n| p.bind_narrow(n))
                    .emit(w0, w, &format!("p{k}_"), &mut pro);
            pro.push(Inst::new(None, Type::Void, assume(c)));
        }
        src.blocks[0].insts.splice(0..0, pro);
        let mut pair = Pair { src, tgt };
        match (self.narrow, at.n) {
            (Some(n0), Some(n)) if (n0, w0) != (n, w) => pair = retype_map(&pair, &[(n0, n), (w0, w)])?,
            _ if w != w0 => pair = retype(&pair, w0, w)?,
            _ => {}
        }
        Some(pair)
    }
}

/// `call void @llvm.assume(i1 c)`.
fn assume(c: Operand) -> Op {
    Call::direct("llvm.assume", Type::Void, vec![c])
}
