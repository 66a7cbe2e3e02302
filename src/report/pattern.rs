//! A stored rule read back as a pattern: the generalized `@src`/`@tgt` without their
//! prologues (the precondition's assumes, the derived target constants), the symbols,
//! precondition and derived expressions parsed, a cut's path guard dropped when the rule
//! still proves without it; and instances of it at a type and constant values.

use crate::ir::{self, Const, Function, Inst, Op, Operand, Type, Val};
use crate::rules::Rule;
use crate::rules::{Expr, Pred};
use crate::smt::{refines, Options, Verdict};
use crate::util::ApInt;
use std::collections::HashMap;
use std::time::Duration;

/// A rule's code, ready for C++, tests and proofs.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// The source pattern: one block, parameters the leaves then `C0, C1, …`.
    pub src: Function,
    /// The target: derived constants read as `%D<k>` (see [`Pattern::derived`]).
    pub tgt: Function,
    /// How many symbolic constants (`C0…`, the last parameters).
    pub symbols: usize,
    /// The width the pattern is written at (the symbols' width); `None`: fixed types.
    pub width: Option<u32>,
    /// The widths proved.
    pub widths: Vec<u32>,
    /// The splat vector type it was also proved at (`<4 x i8>`); `None`: scalars only.
    pub splat: Option<String>,
    /// Other widths tried where it is refuted (what its width guard is for).
    pub failed: Vec<u32>,
    /// Widths where it proved only vacuously (not among `widths`).
    pub vacuous: Vec<u32>,
    /// In a rule over two integer types: the narrower width the pattern is written at
    /// (`width` is the wider one, `widths` the wider widths of the proved pairs).
    pub narrow: Option<u32>,
    /// The symbols of the narrower type (in a rule over two types), by index.
    pub narrow_syms: Vec<bool>,
    /// The pairs of widths (narrow, wide) proved.
    pub pairs: Vec<(u32, u32)>,
    /// The pairs tried where it is refuted.
    pub failed_pairs: Vec<(u32, u32)>,
    /// The pairs where it proved only vacuously.
    pub vacuous_pairs: Vec<(u32, u32)>,
    /// The precondition.
    pub pre: Vec<Pred>,
    /// The derived target constants `D0, D1, …` as expressions of the symbols.
    pub derived: Vec<Expr>,
    /// The cut's path guard was dropped (and the rule re-proved without it).
    pub unguarded: bool,
    /// The proofs at the small widths the stored proof did not try (empty until
    /// [`super::coverage::sweep`] fills it): what the C++ guard keeps the fold off.
    pub small: super::coverage::Sweep,
}

/// Why a rule has no pattern the report can write code for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPattern(pub String);

impl Pattern {
    /// The pattern of rule `r`; `proof_timeout` bounds the re-proof without a path guard.
    pub fn of(r: &Rule, proof_timeout: Duration) -> Result<Pattern, NoPattern> {
        let m = ir::parse_module(&r.proof).map_err(|e| NoPattern(format!("the proof does not parse: {e}")))?;
        let get = |n: &str| {
            m.function(n)
                .cloned()
                .ok_or(NoPattern(format!("the proof has no @{n}")))
        };
        let (mut src, mut tgt) = (get("src")?, get("tgt")?);
        let narrow_syms = unwiden(&mut src, &mut tgt);
        let symbols = narrow_syms.len();
        let widths = r.widths.ints.clone();
        let splat = r.widths.splat.clone();
        // The width the pattern is written at: the symbols', else the first integer
        // width above i1; none when the rule holds only at the types found.
        let narrow = r.widths.narrow.filter(|_| !widths.is_empty());
        let width = if widths.is_empty() {
            None
        } else if narrow.is_some() {
            src.insts()
                .chain(tgt.insts())
                .filter(|i| i.ty.scalar().is_int())
                .filter_map(|i| i.ty.scalar_bits())
                .max()
        } else {
            src.params
                .iter()
                .find(|p| p.name == "C0")
                .and_then(|p| int_width(&p.ty))
                .or_else(|| main_width(&src))
        };
        let pre = r.pre.clone();
        let exprs: Vec<Expr> = r.derived.iter().map(|(_, e)| e.clone()).collect();
        strip_assumes(&mut src);
        let derived = strip_derived(&mut tgt, &exprs, width, narrow)?;
        let mut unguarded = false;
        if src.blocks.len() > 1 || tgt.blocks.len() > 1 {
            let (s, t) = (drop_guard(&src), drop_guard(&tgt));
            let (Some(s), Some(t)) = (s, t) else {
                return Err(NoPattern("more than one block, not a dropped path guard".into()));
            };
            let at = Widening {
                width,
                narrow,
                narrow_syms: &narrow_syms,
            };
            if !reproves(&s, &t, &pre, &derived, at, proof_timeout) {
                return Err(NoPattern(
                    "holds only under the cut's path condition (not proved without it)".into(),
                ));
            }
            src = s;
            tgt = t;
            unguarded = true;
        }
        Ok(Pattern {
            src,
            tgt,
            symbols,
            width,
            widths,
            splat,
            failed: r.widths.failed.clone(),
            vacuous: r.widths.vacuous.clone(),
            narrow,
            narrow_syms,
            pairs: r.widths.pairs.clone(),
            failed_pairs: r.widths.failed_pairs.clone(),
            vacuous_pairs: r.widths.vacuous_pairs.clone(),
            pre,
            derived,
            unguarded,
            small: Default::default(),
        })
    }

    /// The leaves: the parameters that are not symbols.
    pub fn leaves(&self) -> &[ir::Param] {
        &self.src.params[..self.src.params.len() - self.symbols]
    }

    /// In a rule over two types, the narrower width an instance at (wider) width `w`
    /// takes: of the proved pairs with `w`, the one in the proof's proportion, else the
    /// widest. `None` for a rule of one width (or no proved pair at `w`).
    pub fn narrow_at(&self, w: u32) -> Option<u32> {
        let (n0, w0) = (self.narrow?, self.width?);
        let at_w = self.pairs.iter().filter(|(_, x)| *x == w);
        at_w.clone()
            .find(|(n, _)| n * w0 == n0 * w)
            .or_else(|| at_w.max())
            .map(|(n, _)| *n)
    }

    /// The symbol values `cs` (at width `w`) each at its own type: a narrow symbol's
    /// truncated to the narrower width there.
    pub fn own_values(&self, cs: &[ApInt], w: u32) -> Vec<ApInt> {
        self.own_values_at(cs, self.narrow_at(w))
    }

    /// [`Pattern::own_values`] at the narrower width `n`.
    pub fn own_values_at(&self, cs: &[ApInt], n: Option<u32>) -> Vec<ApInt> {
        cs.iter()
            .enumerate()
            .map(|(k, v)| match n {
                Some(n) if self.narrow_syms.get(k).copied().unwrap_or(false) => v.trunc(n),
                _ => v.clone(),
            })
            .collect()
    }

    /// Whether the symbol values `cs` (at width `w`) are those of an instance: each
    /// narrow symbol's value fits the narrower width there.
    pub fn fits(&self, cs: &[ApInt], w: u32) -> bool {
        self.fits_at(cs, self.narrow_at(w))
    }

    /// [`Pattern::fits`] at the narrower width `n`.
    pub fn fits_at(&self, cs: &[ApInt], n: Option<u32>) -> bool {
        self.own_values_at(cs, n)
            .iter()
            .zip(cs)
            .all(|(own, v)| own.zext(v.width()) == *v)
    }

    /// The widths of an instance at width `w` (and, in a rule over two types, narrower
    /// width `n`): each width of the pattern mapped to the instance's.
    pub(super) fn width_map(&self, w: u32, n: Option<u32>) -> impl Fn(u32) -> u32 {
        let w0 = self.width.unwrap_or(w);
        let nmap = self.narrow.zip(n);
        move |x: u32| match nmap {
            Some((n0, n)) if x == n0 => n,
            _ if x == w0 => w,
            _ => x,
        }
    }

    /// `f` at width `w` (narrower width `n`) with its symbols still parameters, retyped
    /// with it: the pattern itself at another width, for a proof there. `None` when a
    /// literal does not fit.
    pub(super) fn retyped(&self, f: &Function, w: u32, n: Option<u32>) -> Option<Function> {
        let map_w = self.width_map(w, n);
        let mut g = f.clone();
        let ok = retype_body(&mut g, &map_w, None, &mut |o, old| match &mut o.val {
            Val::Const(c) => literal_at(c, old, &map_w, None),
            _ => true,
        });
        ok.then_some(g)
    }

    /// `f` (the source or target pattern) at width `w` (the pattern's width becomes `w`;
    /// every type a `<lanes x …>` vector when `lanes` is set), with each symbol's value
    /// from `cs` (one per lane; `None` lanes poison) and each derived constant computed,
    /// named `name`, the symbol parameters removed. `None` when a literal does not fit.
    pub fn instance(
        &self,
        f: &Function,
        name: &str,
        w: u32,
        lanes: Option<u32>,
        cs: &[Vec<Option<ApInt>>],
    ) -> Option<Function> {
        self.instance_at(f, name, (w, self.narrow_at(w)), lanes, cs)
    }

    /// [`Pattern::instance`] at width `w` and narrower width `n` (a rule over two types).
    pub fn instance_at(
        &self,
        f: &Function,
        name: &str,
        (w, n): (u32, Option<u32>),
        lanes: Option<u32>,
        cs: &[Vec<Option<ApInt>>],
    ) -> Option<Function> {
        // A rule over two types: its narrower width too.
        let nmap = self.narrow.zip(n);
        let map_w = self.width_map(w, nmap.map(|(_, n)| n));
        // Symbol and derived values at the operand's width `ow` (a narrow symbol's
        // value truncated where it is of the narrower type).
        let lane_values = |vals: &[Option<ApInt>], ow: u32| -> Const {
            let fit = |v: &Option<ApInt>| {
                v.as_ref()
                    .map(|v| if v.width() > ow { v.trunc(ow) } else { v.zext(ow) })
            };
            let vals: Vec<Option<ApInt>> = vals.iter().map(fit).collect();
            match lanes {
                None => vals[0].clone().map_or(Const::Poison, Const::Int),
                Some(n) => {
                    let all: Vec<Option<ApInt>> =
                        (0..n as usize).map(|l| vals[l.min(vals.len() - 1)].clone()).collect();
                    if all.iter().all(|v| *v == all[0]) && all[0].is_some() {
                        Const::Splat(
                            Type::Int(ow),
                            Box::new(all[0].clone().map_or(Const::Poison, Const::Int)),
                        )
                    } else {
                        Const::Vector(
                            all.into_iter()
                                .map(|v| (Type::Int(ow), v.map_or(Const::Poison, Const::Int)))
                                .collect(),
                        )
                    }
                }
            }
        };
        // Symbol and derived values, lane by lane.
        let nl = cs.first().map_or(1, |v| v.len());
        let mut dvals: Vec<Vec<Option<ApInt>>> = Vec::new();
        for e in &self.derived {
            let mut v = Vec::new();
            for l in 0..nl {
                let lane: Option<Vec<ApInt>> = cs.iter().map(|c| c[l].clone()).collect();
                v.push(lane.and_then(|lane| e.eval_at(&lane, w, nmap.map(|(_, n)| n))));
            }
            dvals.push(v);
        }
        let mut g = f.clone();
        g.name = name.into();
        g.params.truncate(g.params.len() - self.symbols);
        for p in &mut g.params {
            p.attrs.clear();
        }
        let ok = retype_body(&mut g, &map_w, lanes, &mut |o, old| {
            let sym = match &o.val {
                Val::Local(n) => symbol_index(n, 'C')
                    .filter(|k| *k < self.symbols)
                    .map(|k| &cs[k])
                    .or_else(|| symbol_index(n, 'D').map(|k| &dvals[k])),
                _ => None,
            };
            if let Some(vals) = sym {
                let ow = old.scalar_bits().map_or(w, &map_w);
                o.val = Val::Const(lane_values(vals, ow));
                true
            } else if let Val::Const(c) = &mut o.val {
                literal_at(c, old, &map_w, lanes)
            } else {
                true
            }
        });
        ok.then_some(g)
    }
}

/// `t` with each integer width `x` made `map_w(x)`, a `<lanes x …>` vector when `lanes`
/// is set.
fn retype(t: &Type, map_w: &dyn Fn(u32) -> u32, lanes: Option<u32>) -> Type {
    let s = match t {
        Type::Int(x) => Type::Int(map_w(*x)),
        t => t.clone(),
    };
    match lanes {
        Some(n) if !matches!(s, Type::Void) => Type::Vector {
            len: n,
            elem: Box::new(s),
            scalable: false,
        },
        _ => s,
    }
}

/// Retypes `g` in place, each integer width `x` made `map_w(x)` (every type a
/// `<lanes x …>` vector when `lanes` is set): parameters, result, instructions and the
/// intrinsics they call; each operand, once retyped, goes to `operand` with its old type,
/// which says whether it fits (a literal). False when one did not.
fn retype_body(
    g: &mut Function,
    map_w: &dyn Fn(u32) -> u32,
    lanes: Option<u32>,
    operand: &mut dyn FnMut(&mut Operand, &Type) -> bool,
) -> bool {
    let ty = |t: &Type| retype(t, map_w, lanes);
    for p in &mut g.params {
        p.ty = ty(&p.ty);
    }
    g.ret = ty(&g.ret);
    let mut ok = true;
    for b in &mut g.blocks {
        for i in &mut b.insts {
            i.ty = ty(&i.ty);
            if let Op::Call(c) = &mut i.op {
                c.ret = ty(&c.ret);
                if let Val::Global(n) = &mut c.callee.val {
                    if n.starts_with("llvm.") {
                        *n = crate::rules::intrinsic_name(n, map_w, lanes);
                    }
                }
            }
            for o in i.op.operands_mut() {
                let old = o.ty.clone();
                o.ty = ty(&o.ty);
                ok &= operand(o, &old);
            }
        }
    }
    ok
}

/// The width of an integer type.
pub fn int_width(t: &Type) -> Option<u32> {
    match t {
        Type::Int(w) => Some(*w),
        _ => None,
    }
}

/// The first integer width above `i1` of `f`'s parameters, else of its values.
fn main_width(f: &Function) -> Option<u32> {
    let w = |t: &Type| t.scalar_bits().filter(|w| *w > 1 && t.scalar().is_int());
    f.params
        .iter()
        .find_map(|p| w(&p.ty))
        .or_else(|| f.insts().find_map(|i| w(&i.ty)))
}

/// The index `k` of a name `<prefix><k>`.
pub fn symbol_index(n: &str, prefix: char) -> Option<usize> {
    n.strip_prefix(prefix).and_then(|r| r.parse().ok())
}

/// Removes the precondition's prologue (`%p<k>_<j>` and the `llvm.assume` calls on them).
fn strip_assumes(f: &mut Function) {
    let pro = |n: &Option<String>| n.as_deref().is_some_and(|n| n.starts_with('p') && n.contains('_'));
    for b in &mut f.blocks {
        b.insts.retain(|i| {
            if pro(&i.name) {
                return false;
            }
            match &i.op {
                Op::Call(c) if c.callee_name() == Some("llvm.assume") => !c
                    .args
                    .iter()
                    .any(|a| a.op.as_local().is_some_and(|n| n.starts_with('p'))),
                _ => true,
            }
        });
    }
}

/// Removes the derived constants' prologue (`%d<k>_<j>`) from `tgt`, each chain's last
/// value read as `%D<n>` where `n` indexes the expression (of `exprs`) it computes.
fn strip_derived(
    tgt: &mut Function,
    exprs: &[Expr],
    width: Option<u32>,
    narrow: Option<u32>,
) -> Result<Vec<Expr>, NoPattern> {
    let chain_of = |n: &str| -> Option<usize> { n.strip_prefix('d')?.split_once('_')?.0.parse().ok() };
    let mut chains: Vec<(usize, Vec<Inst>)> = Vec::new();
    for i in &tgt.blocks[0].insts {
        if let Some(k) = i.name.as_deref().and_then(chain_of) {
            match chains.iter_mut().find(|(c, _)| *c == k) {
                Some((_, v)) => v.push(i.clone()),
                None => chains.push((k, vec![i.clone()])),
            }
        }
    }
    let mut derived = Vec::new();
    let mut rename: HashMap<String, String> = HashMap::new();
    for (k, insts) in &chains {
        let text: Vec<String> = insts.iter().map(ir::print_inst).collect();
        let w = width.unwrap_or(64);
        let found = exprs.iter().find(|e| {
            let e = narrow.map_or((*e).clone(), |n| e.bind_narrow(n));
            crate::rules::WIDTHS.iter().chain([&w]).any(|wv| {
                let mut out = Vec::new();
                e.emit(w, *wv, &format!("d{k}_"), &mut out);
                out.iter().map(ir::print_inst).collect::<Vec<_>>() == text
            })
        });
        let e = found.ok_or(NoPattern(format!(
            "a derived constant (chain d{k}) matches no expression"
        )))?;
        let last = insts.last().and_then(|i| i.name.clone()).unwrap_or_default();
        rename.insert(last, format!("D{}", derived.len()));
        derived.push(e.clone());
    }
    for b in &mut tgt.blocks {
        b.insts.retain(|i| i.name.as_deref().and_then(chain_of).is_none());
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if let Some(n) = o.as_local().and_then(|n| rename.get(n)) {
                    o.val = Val::Local(n.clone());
                }
            }
        }
    }
    Ok(derived)
}

/// `f` with a path guard dropped: the entry block ends `br i1 %c, label %A, label %B`
/// where one of the two is only `unreachable`; the other is merged into the entry and
/// what becomes dead is removed. `None` when `f` is not of that shape.
pub fn drop_guard(f: &Function) -> Option<Function> {
    if f.blocks.len() == 1 {
        return Some(f.clone());
    }
    if f.blocks.len() != 3 {
        return None;
    }
    let Some(Op::CondBr { t, f: e, .. }) = f.blocks[0].insts.last().map(|i| &i.op) else {
        return None;
    };
    let dead = |l: &str| {
        f.block(l)
            .is_some_and(|b| matches!(b.insts.as_slice(), [i] if matches!(i.op, Op::Unreachable)))
    };
    let live = match (dead(t), dead(e)) {
        (true, false) => e,
        (false, true) => t,
        _ => return None,
    };
    let mut g = f.clone();
    let rest = f.block(live)?.insts.clone();
    g.blocks.truncate(1);
    g.blocks[0].insts.pop();
    g.blocks[0].insts.extend(rest);
    if g.insts().any(|i| matches!(i.op, Op::Phi { .. })) {
        return None;
    }
    g.remove_dead();
    Some(g)
}

/// How a pattern's narrow symbols are put back as the proof has them.
#[derive(Clone, Copy)]
pub(super) struct Widening<'a> {
    pub(super) width: Option<u32>,
    pub(super) narrow: Option<u32>,
    pub(super) narrow_syms: &'a [bool],
}

/// Reads a proof's symbols back: a narrow symbol's parameter `%Ckn` becomes `%Ck` (of
/// the narrow type) and its widening `%Ck = zext %Ckn` is removed, so that `%Ck` names
/// the symbol at either type. Per symbol, whether it is narrow.
fn unwiden(src: &mut Function, tgt: &mut Function) -> Vec<bool> {
    let mut narrow = Vec::new();
    for prm in &src.params {
        match prm.name.strip_prefix('C') {
            Some(r) if r.parse::<usize>().is_ok() => narrow.push(false),
            Some(r) if r.strip_suffix('n').is_some_and(|d| d.parse::<usize>().is_ok()) => narrow.push(true),
            _ => {}
        }
    }
    let is_sym = |n: &str| symbol_index(n, 'C').is_some_and(|k| k < narrow.len());
    for f in [src, tgt] {
        for prm in &mut f.params {
            if let Some(base) = prm.name.strip_suffix('n').filter(|b| is_sym(b)) {
                prm.name = base.to_string();
            }
        }
        for b in &mut f.blocks {
            b.insts.retain(|i| !i.name.as_deref().is_some_and(is_sym));
            for i in &mut b.insts {
                for o in i.op.operands_mut() {
                    if let Some(base) = o.as_local().and_then(|n| n.strip_suffix('n')).filter(|b| is_sym(b)) {
                        o.val = Val::Local(base.to_string());
                    }
                }
            }
        }
    }
    narrow
}

/// The inverse of [`unwiden`] on `f`: each narrow symbol's parameter and narrow uses
/// renamed `%Ckn`; the widenings `%Ck = zext %Ckn` returned, to put first.
fn widen(f: &mut Function, at: &Widening) -> Vec<Inst> {
    let (Some(n0), Some(w)) = (at.narrow, at.width) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (k, _) in at.narrow_syms.iter().enumerate().filter(|(_, n)| **n) {
        let (name, narrow) = (format!("C{k}"), format!("C{k}n"));
        for prm in f.params.iter_mut().filter(|p| p.name == name) {
            prm.name = narrow.clone();
        }
        for b in &mut f.blocks {
            for i in &mut b.insts {
                for o in i.op.operands_mut() {
                    if o.as_local() == Some(name.as_str()) && o.ty == Type::Int(n0) {
                        o.val = Val::Local(narrow.clone());
                    }
                }
            }
        }
        let op = Op::Cast {
            op: ir::CastOp::ZExt,
            flags: ir::Flags::NONE,
            fmf: ir::FastMath::default(),
            a: Operand::local(Type::Int(n0), narrow),
        };
        out.push(Inst::new(Some(name), Type::Int(w), op));
    }
    out
}

/// Whether `src` → `tgt` (prologues removed) still proves with them put back.
fn reproves(src: &Function, tgt: &Function, pre: &[Pred], derived: &[Expr], at: Widening, timeout: Duration) -> bool {
    matches!(proved(src, tgt, pre, derived, at, timeout), Ok(Verdict::Valid))
}

/// The verdict on `src` → `tgt` (prologues removed) with them put back at `at`.
pub(super) fn proved(
    src: &Function,
    tgt: &Function,
    pre: &[Pred],
    derived: &[Expr],
    at: Widening,
    timeout: Duration,
) -> Result<Verdict, crate::smt::RefineError> {
    let w = at.width.unwrap_or(64);
    let mut s = src.clone();
    let mut t = tgt.clone();
    let mut pro = widen(&mut s, &at);
    let bind_e = |e: &Expr| at.narrow.map_or(e.clone(), |n| e.bind_narrow(n));
    for (k, p) in pre.iter().enumerate() {
        let p = at.narrow.map_or(p.clone(), |n| p.bind_narrow(n));
        let c = p.emit(w, w, &format!("p{k}_"), &mut pro);
        pro.push(Inst::new(
            None,
            Type::Void,
            ir::Call::direct("llvm.assume", Type::Void, vec![c]),
        ));
    }
    s.blocks[0].insts.splice(0..0, pro);
    let mut dpro = Vec::new();
    let mut names = HashMap::new();
    for (k, e) in derived.iter().enumerate() {
        let o = bind_e(e).emit(w, w, &format!("d{k}_"), &mut dpro);
        names.insert(format!("D{k}"), o);
    }
    for b in &mut t.blocks {
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if let Some(n) = o.as_local().and_then(|n| names.get(n)) {
                    *o = n.clone();
                }
            }
        }
    }
    let tw = widen(&mut t, &at);
    t.blocks[0].insts.splice(0..0, tw.into_iter().chain(dpro));
    let opts = Options {
        timeout,
        ..Options::default()
    };
    refines(&s, &t, &opts)
}

/// Re-widths a literal of type `ty` for an instance (`None` of a vector: a splat), each
/// width `x` made `map_w(x)`.
fn literal_at(c: &mut Const, ty: &Type, map_w: &dyn Fn(u32) -> u32, lanes: Option<u32>) -> bool {
    let (nw, ok) = match (&*c, ty) {
        (Const::Int(v), Type::Int(w0)) if map_w(*w0) != *w0 => {
            let (w0, w) = (*w0, map_w(*w0));
            let n = if w >= w0 { v.sext(w) } else { v.trunc(w) };
            let fits = w >= w0 || n.sext(w0) == *v || n.zext(w0) == *v;
            (Some((Type::Int(w), Const::Int(n))), fits)
        }
        (c, t) if t.is_int() || t.is_float() || t.is_ptr() => (Some((t.clone(), c.clone())), true),
        _ => (None, true),
    };
    if let (Some((t, k)), Some(_)) = (&nw, lanes) {
        *c = Const::Splat(t.clone(), Box::new(k.clone()));
    } else if let Some((_, k)) = nw {
        *c = k;
    }
    ok
}

/// The instance of the source or target at width `w` with scalar symbol values `cs`.
pub fn scalar(p: &Pattern, f: &Function, name: &str, w: u32, cs: &[ApInt]) -> Option<Function> {
    let vals: Vec<Vec<Option<ApInt>>> = cs.iter().map(|c| vec![Some(c.clone())]).collect();
    p.instance(f, name, w, None, &vals)
}
