//! Generalizing a cluster of concrete rewrites into one rule: source constants become
//! symbolic (noundef parameters `%C0, …`), target constants become expressions of them,
//! a precondition (an `llvm.assume` in `@src`) is searched from the strongest conjunction
//! of grammar atoms true of every instance down to a weakest one that still proves; then
//! the weakest source flags and strongest target flags, then the widths it holds at.
//! Every step is a proof by the verifier in its default (undef-input) mode; whatever
//! does not prove stays as it was.

use super::pred::{Expr, Pred};
pub use super::retype::retype;
use super::shape::{slots, Pair, Slot};
use crate::ir::{Call, Const, Flags, Function, Inst, Op, Operand, Type};
use crate::smt::refine::{refines, Options, Verdict};
use crate::smt::vacuity::defined_somewhere;
use crate::util::apint::ApInt;
use std::time::Duration;

/// Limits of one generalization.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Time for each proof.
    pub proof_timeout: Duration,
    /// At most this many proofs.
    pub max_proofs: usize,
    /// At most this many smaller pairs tried while shrinking to the core
    /// ([`super::shrink`]).
    pub core_tries: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            proof_timeout: Duration::from_secs(10),
            max_proofs: 100,
            core_tries: 12,
        }
    }
}

/// The widths a rule is tried at, besides its own (an odd one and `i1` included).
pub const WIDTHS: [u32; 6] = [1, 8, 13, 16, 32, 64];

/// A generalized rule.
#[derive(Clone, Debug, PartialEq)]
pub struct General {
    /// The proof: `@src` with the precondition assumed, `@tgt`, at `width`.
    pub pair: Pair,
    /// The precondition (empty: none).
    pub pre: Vec<Pred>,
    /// The width the pair is written at (`None`: several widths, not generalized).
    pub width: Option<u32>,
    /// The widths it was proved at, ascending.
    pub widths: Vec<u32>,
    /// The other widths tried where it is refuted, ascending: what a width guard in its
    /// C++ is for (none needed when empty).
    pub failed: Vec<u32>,
    /// The widths where it proved only vacuously (its source poison or UB on every
    /// input there), ascending; not among `widths`.
    pub vacuous: Vec<u32>,
    /// The splat vector type it was also proved at (`<4 x i8>`), its symbols splatted.
    pub splat: Option<Type>,
    /// Symbolic constants.
    pub symbols: usize,
    /// The symbols with the representative's values (`C0 = 3`: `(0, "3")`).
    pub values: Vec<(usize, String)>,
    /// Each target constant that became an expression of the symbols, with its value at
    /// the representative (`-4 = ~C0`: `("-4", ~C0)`), in the target's order.
    pub derived: Vec<(String, Expr)>,
    /// Flags dropped from the source and added to the target, e.g. `src: -nsw`.
    pub flag_changes: Vec<String>,
    /// Per source slot of the representative: its symbol, or `None` (stays literal).
    pub src_syms: Vec<Option<usize>>,
    /// The representative after flag changes, at its own width (what instances match).
    pub rep: Pair,
    /// Proofs asked, and how many were not decided (timeouts, unsupported).
    pub proofs: usize,
    /// Of them, undecided.
    pub undecided: usize,
}

impl General {
    /// Whether the rule is more than its instance (symbols or more than one width).
    pub fn is_general(&self) -> bool {
        self.symbols > 0 || self.widths.len() > 1
    }

    /// Whether the concrete rewrite `p` is an instance of this rule: the same code up to
    /// flags, each source flag the rule keeps present in `p`, literals equal, equal
    /// symbols equal, the precondition true of `p`'s constants, and `p`'s width proved.
    pub fn covers(&self, p: &Pair) -> bool {
        covers(
            &self.rep,
            self.width,
            &self.widths,
            &self.src_syms,
            self.symbols,
            &self.pre,
            p,
        )
    }

    /// What [`General::covers`] needs, to store with the rule (so that a later run can
    /// fold rules into older ones, or older ones into new).
    pub fn cover(&self) -> Cover {
        Cover {
            rep: self.rep.text(),
            width: self.width,
            widths: self.widths.clone(),
            src_syms: self.src_syms.clone(),
            symbols: self.symbols,
            pre: self.pre.clone(),
        }
    }
}

/// A stored rule's means of deciding [`General::covers`], as JSON in the store.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Cover {
    /// The representative (`@src`/`@tgt` text) after flag changes.
    pub rep: String,
    /// See [`General::width`].
    pub width: Option<u32>,
    /// See [`General::widths`].
    pub widths: Vec<u32>,
    /// See [`General::src_syms`].
    pub src_syms: Vec<Option<usize>>,
    /// See [`General::symbols`].
    pub symbols: usize,
    /// The precondition.
    pub pre: Vec<Pred>,
}

impl Cover {
    /// Whether `p` is an instance of the stored rule (false when its representative does
    /// not read back).
    pub fn covers(&self, p: &Pair) -> bool {
        let Ok(rep) = Pair::parse(&self.rep) else {
            return false;
        };
        covers(
            &rep,
            self.width,
            &self.widths,
            &self.src_syms,
            self.symbols,
            &self.pre,
            p,
        )
    }

    /// Its representative, when it reads back.
    pub fn rep(&self) -> Option<Pair> {
        Pair::parse(&self.rep).ok()
    }
}

/// See [`General::covers`].
fn covers(
    rep: &Pair,
    width: Option<u32>,
    widths: &[u32],
    src_syms: &[Option<usize>],
    symbols: usize,
    pre_: &[Pred],
    p: &Pair,
) -> bool {
    {
        if crate::rules::key_without_flags(p) != crate::rules::key_without_flags(rep) {
            return false;
        }
        let ws = p.widths();
        let w = match ws.as_slice() {
            [w] => *w,
            _ => return *p == *rep,
        };
        if width.is_some() && !widths.contains(&w) {
            return false;
        }
        let (mine, theirs) = (slots(&rep.src), slots(&p.src));
        if mine.len() != theirs.len() {
            return false;
        }
        let mut vals: Vec<Option<ApInt>> = vec![None; symbols];
        for (k, (a, b)) in mine.iter().zip(&theirs).enumerate() {
            match src_syms.get(k).copied().flatten() {
                None if a.value.width() == b.value.width() && a.value != b.value => return false,
                None if a.value.width() != b.value.width() && a.value.to_i64() != b.value.to_i64() => return false,
                None => {}
                Some(c) => match &vals[c] {
                    Some(v) if *v != b.value => return false,
                    _ => vals[c] = Some(b.value.clone()),
                },
            }
        }
        let cs: Vec<ApInt> = vals.into_iter().map(|v| v.unwrap_or_else(|| ApInt::zero(w))).collect();
        if !pre_.iter().all(|q| q.holds(&cs, w)) {
            return false;
        }
        let flags = |f: &Function| -> Vec<u16> { f.insts().map(|i| flags_of(&i.op).map_or(0, |f| f.0)).collect() };
        let (fr, fp) = (flags(&rep.src), flags(&p.src));
        fr.len() == fp.len() && fr.iter().zip(&fp).all(|(r, q)| r & !q == 0)
    }
}

/// The parts of a rewrite that generalization changes.
struct Template {
    rep: Pair,
    width: Option<u32>,
    /// Per source slot: its symbol, or `None` (stays literal).
    src_syms: Vec<Option<usize>>,
    /// Per target slot: its expression, or `None` (stays literal).
    tgt_exprs: Vec<Option<Expr>>,
    /// Per target slot: every candidate expression that matches all instances (≤ 3).
    alts: Vec<Vec<Expr>>,
    symbols: usize,
}

struct Prover<'a> {
    limits: &'a Limits,
    proofs: usize,
    undecided: usize,
}

impl Prover<'_> {
    fn valid(&mut self, p: &Pair) -> bool {
        self.verdict(p) == Some(true)
    }

    /// `Some(true)` valid, `Some(false)` invalid, `None` undecided (or out of proofs).
    fn verdict(&mut self, p: &Pair) -> Option<bool> {
        if self.proofs >= self.limits.max_proofs {
            return None;
        }
        self.proofs += 1;
        let opts = Options {
            timeout: self.limits.proof_timeout,
            ..Options::default()
        };
        match refines(&p.src, &p.tgt, &opts) {
            Ok(Verdict::Valid) => Some(true),
            Ok(Verdict::Invalid(_)) => Some(false),
            Ok(Verdict::Unknown(_)) | Err(_) => {
                self.undecided += 1;
                None
            }
        }
    }
}

/// Whether `p` proves `Valid` in the verifier's default (undef-input) mode within the
/// proof time.
pub fn proves(p: &Pair, limits: &Limits) -> bool {
    let opts = Options {
        timeout: limits.proof_timeout,
        ..Options::default()
    };
    matches!(refines(&p.src, &p.tgt, &opts), Ok(Verdict::Valid))
}

/// Generalizes the rewrites `instances` (equal up to names, constants and widths; the
/// first is the representative). `None` when the representative itself does not prove.
pub fn generalize(instances: &[Pair], limits: &Limits) -> Option<General> {
    let rep = instances.first()?.clone();
    let mut prover = Prover {
        limits,
        proofs: 0,
        undecided: 0,
    };
    let ws = rep.widths();
    let width = match ws.as_slice() {
        [w] => Some(*w),
        _ => None,
    };
    let same: Vec<&Pair> = instances.iter().filter(|p| p.widths() == ws).collect();
    // Symbols are of one width: the pair's, or (when it has several) that of its first
    // source constant that is not 0, 1 or -1; constants of other widths stay literal.
    let symw = width.or_else(|| {
        slots(&rep.src)
            .iter()
            .find(|s| !trivial(&[&s.value]))
            .map(|s| s.value.width())
    });
    let mut t = template(&rep, symw, &same);
    t.width = width;
    let mut pre: Vec<Pred> = Vec::new();
    let mut proved = false;
    if t.symbols > 0 {
        let w = symw.unwrap_or(0);
        let values: Vec<Vec<ApInt>> = same.iter().map(|p| symbol_values(&t, p)).collect();
        // Target constants that several expressions match: try the first of each, then
        // the second, … (at most four variants).
        let most = t.alts.iter().map(Vec::len).max().unwrap_or(0).clamp(1, 4);
        let mut best: Option<(Vec<Pred>, Vec<Option<Expr>>)> = None;
        for v in 0..most {
            t.tgt_exprs = t
                .alts
                .iter()
                .map(|a| a.get(v.min(a.len().saturating_sub(1))).cloned())
                .collect();
            // After one variant proved with a precondition, a later one is only taken
            // when it needs none (one proof each).
            if best.is_some() {
                if t.instantiate(&[], w).is_some_and(|p| prover.valid(&p)) {
                    best = Some((Vec::new(), t.tgt_exprs.clone()));
                    break;
                }
            } else if let Some(p) = search(&t, &values, w, &mut prover) {
                let done = p.is_empty();
                best = Some((p, t.tgt_exprs.clone()));
                if done {
                    break;
                }
            }
        }
        match best {
            Some((p, exprs)) => {
                t.tgt_exprs = exprs;
                pre = p;
                proved = true;
            }
            None => t.tgt_exprs = t.alts.iter().map(|a| a.first().cloned()).collect(),
        }
        // `free_target` leaves the expressions as they were when it finds none.
        if !(proved && pre.is_empty()) && free_target(&mut t, &values, w, &mut prover) {
            pre.clear();
            proved = true;
        }
        if !proved {
            if let Some(p) = search_width(&t, &values, w, &mut prover) {
                pre = p;
                proved = true;
            }
        }
        if !proved {
            t = template(&rep, width, &[]);
            t.width = width;
            t.src_syms.iter_mut().for_each(|s| *s = None);
            t.tgt_exprs.iter_mut().for_each(|e| *e = None);
            t.symbols = 0;
        }
    }
    let w = if t.symbols > 0 {
        symw.unwrap_or(0)
    } else {
        width.unwrap_or(0)
    };
    if !proved && !prover.valid(&t.instantiate(&[], w)?) {
        return None;
    }
    let flag_changes = weaken_flags(&mut t, &pre, w, &mut prover);
    // Each other width: proved (and not vacuously: a source poison or UB on every input
    // there, a literal shift past the width say, proves nothing), refuted, or neither.
    let (mut widths, mut failed, mut vacuous) = (vec![], vec![], vec![]);
    if let Some(w0) = width {
        for w in WIDTHS {
            if w == w0 || (w == 1 && t.symbols > 0) {
                continue;
            }
            let Some(p) = t.instantiate(&pre, w) else { continue };
            match prover.verdict(&p) {
                Some(true) if defined_somewhere(&p.src, limits.proof_timeout) == Some(false) => vacuous.push(w),
                Some(true) => widths.push(w),
                Some(false) => failed.push(w),
                None => {}
            }
        }
        widths.push(w0);
        widths.sort();
    }
    // Vectors: InstCombine's matchers take splat vectors too; prove `<N x iW>` at the
    // rule's own width (4 lanes, 2 of i64) with the symbols splatted.
    let splat = width.and_then(|w0| {
        let lanes = if w0 >= 64 { 2 } else { 4 };
        let p = super::splat::splat(&t.instantiate(&pre, w0)?, lanes, t.symbols)?;
        let ty = Type::Vector {
            len: lanes,
            elem: Box::new(Type::Int(w0)),
            scalable: false,
        };
        prover.valid(&p).then_some(ty)
    });
    // The symbols with the representative's values, then each target constant that is
    // an expression of them: `C0 = 3; C1 = 4; -4 = ~C0`.
    let rep_src = slots(&t.rep.src);
    let rep_tgt = slots(&t.rep.tgt);
    let value = |v: &ApInt| v.to_i64().map_or(v.to_sdecimal(), |x| x.to_string());
    let values = (0..t.symbols)
        .filter_map(|c| {
            let i = t.src_syms.iter().position(|x| *x == Some(c))?;
            Some((c, value(&rep_src.get(i)?.value)))
        })
        .collect();
    let derived = t
        .tgt_exprs
        .iter()
        .enumerate()
        .filter_map(|(k, e)| {
            let e = e.as_ref().filter(|e| !matches!(e, Expr::C(_)))?;
            Some((value(&rep_tgt.get(k)?.value), e.clone()))
        })
        .collect();
    Some(General {
        pair: t.instantiate(&pre, w)?,
        pre,
        width,
        widths,
        failed,
        vacuous,
        splat,
        symbols: t.symbols,
        values,
        derived,
        flag_changes,
        src_syms: t.src_syms.clone(),
        rep: t.rep.clone(),
        proofs: prover.proofs,
        undecided: prover.undecided,
    })
}

/// Proofs [`free_target`] may spend.
const FREE_TARGET_PROOFS: usize = 16;

/// Prefers a target that needs no precondition: a target constant replaced by another
/// expression of the symbols (the same instructions, so the same cost) that proves with
/// none. The representative's target then takes that constant. True when one did.
fn free_target(t: &mut Template, values: &[Vec<ApInt>], w: u32, prover: &mut Prover) -> bool {
    let Some(cs) = values.first() else { return false };
    // A few proofs at most, so that flags and widths keep their share of the budget.
    let stop = prover.proofs + FREE_TARGET_PROOFS;
    let cands = Expr::candidates(t.symbols);
    let tgt = slots(&t.rep.tgt);
    // Literal target constants first: one already an expression of the symbols is the
    // least likely to be what needs the precondition.
    let mut order: Vec<usize> = (0..tgt.len()).collect();
    order.sort_by_key(|&k| t.tgt_exprs[k].is_some());
    for k in order {
        let slot = &tgt[k];
        if slot.value.width() != w || trivial(&[&slot.value]) {
            continue;
        }
        let saved = t.tgt_exprs[k].clone();
        for e in &cands {
            if Some(e) == saved.as_ref() {
                continue;
            }
            let Some(v) = e.eval(cs, w) else { continue };
            if prover.proofs >= stop {
                t.tgt_exprs[k] = saved;
                return false;
            }
            t.tgt_exprs[k] = Some(e.clone());
            if t.instantiate(&[], w).is_some_and(|p| prover.valid(&p)) {
                let (b, i, o) = slot.at;
                *t.rep.tgt.blocks[b].insts[i].op.operands_mut()[o] = Operand::konst(Type::Int(w), Const::Int(v));
                return true;
            }
        }
        t.tgt_exprs[k] = saved;
    }
    false
}

/// The weakest precondition (from the strongest conjunction of atoms true of every
/// instance, dropping atoms while the proof holds) under which the template proves;
/// `None` when even the strongest does not, or a symbol stays pinned to one value.
///
/// Relations through the width (`C1 == -1 << (width - C0 - 1)`) are not among the
/// atoms ([`search_width`] tries them last): with one instance, many hold by coincidence
/// (`15 == 32 - 16 - 1`), and one kept in place of the real relation pins the rule to its
/// widths.
fn search(t: &Template, values: &[Vec<ApInt>], w: u32, prover: &mut Prover) -> Option<Vec<Pred>> {
    if prover.valid(&t.instantiate(&[], w)?) {
        return Some(Vec::new());
    }
    weakest(t, Pred::atoms(values, w, false), values, w, prover)
}

/// [`search`] with relations through the width, when neither it nor [`free_target`]
/// found a rule. Such a relation must also hold at another width: one that pins the
/// constants at this width only is a coincidence, not the rule.
fn search_width(t: &Template, values: &[Vec<ApInt>], w: u32, prover: &mut Prover) -> Option<Vec<Pred>> {
    let p = weakest(t, Pred::atoms(values, w, true), values, w, prover)?;
    let other = if w == 64 { 32 } else { 64 };
    t.instantiate(&p, other).is_some_and(|q| prover.valid(&q)).then_some(p)
}

/// [`search`] from the atoms `atoms`.
fn weakest(
    t: &Template,
    mut atoms: Vec<Pred>,
    values: &[Vec<ApInt>],
    w: u32,
    prover: &mut Prover,
) -> Option<Vec<Pred>> {
    if !prover.valid(&t.instantiate(&atoms, w)?) {
        return None;
    }
    let mut k = 0;
    while k < atoms.len() {
        let mut fewer = atoms.clone();
        fewer.remove(k);
        if prover.valid(&t.instantiate(&fewer, w)?) {
            atoms = fewer;
        } else {
            k += 1;
        }
    }
    let pinned = atoms
        .iter()
        .any(|a| matches!(a, Pred::Cmp(crate::ir::IPred::Eq, Expr::C(_), Expr::Lit(_))));
    if pinned {
        return None;
    }
    restate(t, &mut atoms, values, w, prover);
    Some(atoms)
}

/// Restates a found precondition as LLVM's folds state theirs: each relation between
/// constants that defines none of them (`C0 & C1 == 0`) is replaced by a named fact of a
/// constant it names (`isMask(C0)`), true of every instance, when that still proves
/// (at most three tries per relation). The result may be stronger, never unproved.
fn restate(t: &Template, atoms: &mut Vec<Pred>, values: &[Vec<ApInt>], w: u32, prover: &mut Prover) {
    let named = Pred::restatements(values, w);
    for k in 0..atoms.len() {
        if atoms[k].named() || atoms[k].defines() {
            continue;
        }
        let syms = atoms[k].symbols();
        let tries = named
            .iter()
            .filter(|q| q.symbols().iter().all(|s| syms.contains(s)) && !atoms.contains(q))
            .take(3)
            .cloned()
            .collect::<Vec<_>>();
        for q in tries {
            let mut alt = atoms.clone();
            alt[k] = q;
            if t.instantiate(&alt, w).is_some_and(|p| prover.valid(&p)) {
                *atoms = alt;
                break;
            }
        }
    }
}

/// Whether a constant is one that stays literal: 0, 1 or -1 in every instance.
fn trivial(vals: &[&ApInt]) -> bool {
    vals.iter()
        .all(|v| v.is_zero() || v.is_all_ones() || v.to_u64() == Some(1))
}

/// Chooses the symbols of the source slots and the expressions of the target slots.
fn template(rep: &Pair, width: Option<u32>, same: &[&Pair]) -> Template {
    let src_slots: Vec<Vec<Slot>> = same.iter().map(|p| slots(&p.src)).collect();
    let tgt_slots: Vec<Vec<Slot>> = same.iter().map(|p| slots(&p.tgt)).collect();
    let rep_src = slots(&rep.src);
    let mut src_syms = vec![None; rep_src.len()];
    let mut firsts: Vec<usize> = Vec::new(); // the first slot of each symbol
    let w = width.unwrap_or(0);
    for i in 0..rep_src.len() {
        let vals: Vec<&ApInt> = src_slots.iter().map(|s| &s[i].value).collect();
        if width.is_none() || rep_src[i].value.width() != w || trivial(&vals) || same.is_empty() {
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
    let cands = Expr::candidates(symbols);
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
                        let cs: Vec<ApInt> = firsts.iter().map(|&j| ss[j].value.clone()).collect();
                        e.eval(&cs, w).as_ref() == Some(&ts[i].value)
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
        src_syms,
        tgt_exprs: alts.iter().map(|a| a.first().cloned()).collect(),
        alts,
        symbols,
    }
}

/// The symbols' values in instance `p` (of the template's width).
fn symbol_values(t: &Template, p: &Pair) -> Vec<ApInt> {
    let s = slots(&p.src);
    (0..t.symbols)
        .map(|k| {
            let i = t
                .src_syms
                .iter()
                .position(|x| *x == Some(k))
                .expect("every symbol has a slot");
            s[i].value.clone()
        })
        .collect()
}

impl Template {
    /// The rewrite with symbols as parameters, the precondition assumed in `@src`, at
    /// width `w` (`None` when a literal does not fit `w`).
    fn instantiate(&self, pre: &[Pred], w: u32) -> Option<Pair> {
        let w0 = self.width.unwrap_or(w);
        let mut src = self.rep.src.clone();
        let mut tgt = self.rep.tgt.clone();
        let mut prologue = Vec::new();
        let derived: Vec<Option<Operand>> = self
            .tgt_exprs
            .iter()
            .enumerate()
            .map(|(k, e)| e.as_ref().map(|e| e.emit(w0, w, &format!("d{k}_"), &mut prologue)))
            .collect();
        for (f, side_src) in [(&mut src, true), (&mut tgt, false)] {
            for (k, s) in slots(f).iter().enumerate() {
                let (b, i, o) = s.at;
                let ty = Type::Int(s.value.width());
                let new = if side_src {
                    self.src_syms[k].map(|c| Operand::local(ty, format!("C{c}")))
                } else {
                    derived[k].clone()
                };
                if let Some(new) = new {
                    *f.blocks[b].insts[i].op.operands_mut()[o] = new;
                }
            }
            for c in 0..self.symbols {
                f.params.push(crate::ir::Param {
                    ty: Type::Int(w0),
                    attrs: "noundef".into(),
                    name: format!("C{c}"),
                });
            }
        }
        tgt.blocks[0].insts.splice(0..0, prologue);
        let mut pro = Vec::new();
        for (k, p) in pre.iter().enumerate() {
            let c = p.emit(w0, w, &format!("p{k}_"), &mut pro);
            pro.push(Inst::new(None, Type::Void, assume(c)));
        }
        src.blocks[0].insts.splice(0..0, pro);
        let mut pair = Pair { src, tgt };
        if w != w0 {
            pair = retype(&pair, w0, w)?;
        }
        Some(pair)
    }
}

/// `call void @llvm.assume(i1 c)`.
fn assume(c: Operand) -> Op {
    Call::direct("llvm.assume", Type::Void, vec![c])
}

/// Drops each source flag the proof does not need and adds each target flag it allows.
fn weaken_flags(t: &mut Template, pre: &[Pred], w: u32, prover: &mut Prover) -> Vec<String> {
    let mut changes = Vec::new();
    for side_src in [true, false] {
        let locs: Vec<(usize, usize)> = {
            let f = if side_src { &t.rep.src } else { &t.rep.tgt };
            f.blocks
                .iter()
                .enumerate()
                .flat_map(|(b, bl)| (0..bl.insts.len()).map(move |i| (b, i)))
                .collect()
        };
        for (b, i) in locs {
            for (k, word) in Flags::INT_WORDS.iter().enumerate() {
                let flag = (Flags(1 << k), *word);
                let f = if side_src { &t.rep.src } else { &t.rep.tgt };
                let op = &f.blocks[b].insts[i].op;
                let Some(have) = flags_of(op) else { continue };
                if !allowed(op, flag.0) || have.has(flag.0) != side_src {
                    continue;
                }
                let name = opcode_name(op);
                let mut trial = t.rep.clone();
                let g = if side_src { &mut trial.src } else { &mut trial.tgt };
                let fl = flags_mut(&mut g.blocks[b].insts[i].op).expect("flags checked above");
                fl.0 ^= flag.0 .0;
                let saved = std::mem::replace(&mut t.rep, trial);
                if t.instantiate(pre, w).is_some_and(|p| prover.valid(&p)) {
                    let side = if side_src { "src: -" } else { "tgt: +" };
                    changes.push(format!("{side}{} ({name})", flag.1));
                } else {
                    t.rep = saved;
                }
            }
        }
    }
    changes
}

/// The integer poison flags of `op`, when it can carry some.
pub fn flags_of(op: &Op) -> Option<Flags> {
    match op {
        Op::Bin { flags, fmf, .. } if fmf.0 == 0 => Some(*flags),
        Op::Cast { flags, .. } | Op::ICmp { flags, .. } => Some(*flags),
        _ => None,
    }
}

/// The integer poison flags of `op`, to change.
pub fn flags_mut(op: &mut Op) -> Option<&mut Flags> {
    match op {
        Op::Bin { flags, .. } | Op::Cast { flags, .. } | Op::ICmp { flags, .. } => Some(flags),
        _ => None,
    }
}

fn opcode_name(op: &Op) -> String {
    crate::ir::print::print_op(&Type::Void, op)
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_string()
}

/// Whether instruction `op` may carry `flag` in LLVM's syntax.
fn allowed(op: &Op, flag: Flags) -> bool {
    use crate::ir::{BinOp::*, CastOp};
    match op {
        Op::Bin { op: b, .. } => match b {
            Add | Sub | Mul | Shl => flag == Flags::NUW || flag == Flags::NSW,
            UDiv | SDiv | LShr | AShr => flag == Flags::EXACT,
            Or => flag == Flags::DISJOINT,
            _ => false,
        },
        Op::Cast { op: CastOp::ZExt, .. } => flag == Flags::NNEG,
        Op::Cast { op: CastOp::Trunc, .. } => flag == Flags::NUW || flag == Flags::NSW,
        Op::ICmp { .. } => flag == Flags::SAMESIGN,
        _ => false,
    }
}
