//! Generalizing a cluster of concrete rewrites into one rule: source constants become
//! symbolic (noundef parameters `%C0, …`), target constants become expressions of them,
//! a precondition (an `llvm.assume` in `@src`) is searched from the strongest conjunction
//! of grammar atoms true of every instance down to a weakest one that still proves; then
//! the weakest source flags and strongest target flags, then the widths it holds at.
//! Every step is a proof by the verifier in its default (undef-input) mode; whatever
//! does not prove stays as it was.

pub use super::cover::Cover;
use super::cover::Covering;
use super::pred::{Expr, Pred};
pub use super::retype::{intrinsic_name, retype};
use super::shape::{slots, Pair};
use super::template::{symbol_values, template, trivial, At, Template};
use crate::ir::{Const, Flags, Op, Operand, Type};
use crate::smt::defined_somewhere;
use crate::smt::{refines, Options, Verdict};
use crate::util::ApInt;
use std::time::Duration;

/// Limits of one generalization.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Time for each proof.
    pub proof_timeout: Duration,
    /// At most this many proofs, besides one for each width (or pair of widths) tried.
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
    /// In a rule over two integer types (`zext i16 … to i32`): the narrower one's width
    /// as found; `width` is then the wider one's, and `widths` the wider widths of the
    /// proved pairs.
    pub narrow: Option<u32>,
    /// The pairs of widths (narrow, wide) it was proved at, ascending; its own included.
    pub pairs: Vec<(u32, u32)>,
    /// The pairs tried where it is refuted.
    pub failed_pairs: Vec<(u32, u32)>,
    /// The pairs where it proved only vacuously.
    pub vacuous_pairs: Vec<(u32, u32)>,
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
        self.symbols > 0 || self.widths.len() > 1 || self.pairs.len() > 1
    }

    /// Whether the concrete rewrite `p` is an instance of this rule: the same code up to
    /// flags, each source flag the rule keeps present in `p`, literals equal, equal
    /// symbols equal, the precondition true of `p`'s constants, and `p`'s width proved.
    pub fn covers(&self, p: &Pair) -> bool {
        Covering {
            rep: &self.rep,
            width: self.width,
            widths: &self.widths,
            narrow: self.narrow,
            pairs: &self.pairs,
            src_syms: &self.src_syms,
            symbols: self.symbols,
            pre: &self.pre,
        }
        .covers(p)
    }

    /// What [`General::covers`] needs, to store with the rule (so that a later run can
    /// fold rules into older ones, or older ones into new).
    pub fn cover(&self) -> Cover {
        Cover {
            rep: self.rep.text(),
            width: self.width,
            widths: self.widths.clone(),
            narrow: self.narrow,
            pairs: self.pairs.clone(),
            src_syms: self.src_syms.clone(),
            symbols: self.symbols,
            pre: self.pre.clone(),
        }
    }
}

struct Prover<'a> {
    limits: &'a Limits,
    proofs: usize,
    undecided: usize,
    /// Proofs allowed beyond the limit (the widths tried, one each).
    extra: usize,
}

impl Prover<'_> {
    fn valid(&mut self, p: &Pair) -> bool {
        self.verdict(p) == Some(true)
    }

    /// `Some(true)` valid, `Some(false)` invalid, `None` undecided (or out of proofs).
    fn verdict(&mut self, p: &Pair) -> Option<bool> {
        if self.proofs >= self.limits.max_proofs + self.extra {
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
///
/// A pair of one integer width is generalized over that width; a pair of two (`zext i16
/// … to i32`) over both at once, its constants of either type symbolic and the pairs of
/// widths it holds at tried; with more, the constants of one width become symbols and
/// the rule holds at the types found only.
pub fn generalize(instances: &[Pair], limits: &Limits) -> Option<General> {
    let rep = instances.first()?.clone();
    let mut prover = Prover {
        limits,
        proofs: 0,
        undecided: 0,
        extra: 0,
    };
    let ws = rep.widths();
    let (width, narrow) = match ws.as_slice() {
        [w] => (Some(*w), None),
        // Both widths must be of values: retyping leaves a `getelementptr i8`'s element
        // type alone, so a "width" that is only that would prove unchanged everywhere.
        [a, b] if value_widths(&rep).len() == 2 => (Some(*a.max(b)), Some(*a.min(b))),
        _ => (None, None),
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
    let mut t = template(&rep, symw, narrow, &same);
    t.width = width;
    let mut pre: Vec<Pred> = Vec::new();
    let mut proved = false;
    if t.symbols > 0 {
        let at = At {
            w: symw.unwrap_or(0),
            n: narrow,
        };
        let values: Vec<Vec<ApInt>> = same.iter().map(|p| symbol_values(&t, p)).collect();
        match symbolic(&mut t, &values, at, &mut prover) {
            Some(p) => {
                pre = p;
                proved = true;
            }
            None => {
                t = template(&rep, width, narrow, &[]);
                t.width = width;
                t.src_syms.iter_mut().for_each(|s| *s = None);
                t.tgt_exprs.iter_mut().for_each(|e| *e = None);
                t.symbols = 0;
            }
        }
    }
    let at = At {
        w: if t.symbols > 0 {
            symw.unwrap_or(0)
        } else {
            width.unwrap_or(0)
        },
        n: narrow,
    };
    if !proved && !prover.valid(&t.instantiate(&[], at)?) {
        return None;
    }
    let flag_changes = weaken_flags(&mut t, &pre, at, &mut prover);
    let tried = tried_widths(&t, &pre, width, narrow, limits, &mut prover);
    // Vectors: InstCombine's matchers take splat vectors too; prove `<N x iW>` at the
    // rule's own width (4 lanes, 2 of i64) with the symbols splatted.
    let splat = width.filter(|_| narrow.is_none()).and_then(|w0| {
        let lanes = if w0 >= 64 { 2 } else { 4 };
        let p = super::splat::splat(&t.instantiate(&pre, At::one(w0))?, lanes, t.symbols)?;
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
        pair: t.instantiate(&pre, at)?,
        pre,
        width,
        widths: tried.widths,
        failed: tried.failed,
        vacuous: tried.vacuous,
        narrow,
        pairs: tried.pairs,
        failed_pairs: tried.failed_pairs,
        vacuous_pairs: tried.vacuous_pairs,
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

/// Makes the template's constants symbolic: target expressions and the weakest
/// precondition (width-free first, then a target that needs none, then relations
/// through the width). `None` when nothing proves; the template's target expressions
/// are then its first candidates.
fn symbolic(t: &mut Template, values: &[Vec<ApInt>], at: At, prover: &mut Prover) -> Option<Vec<Pred>> {
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
            if t.instantiate(&[], at).is_some_and(|p| prover.valid(&p)) {
                best = Some((Vec::new(), t.tgt_exprs.clone()));
                break;
            }
        } else if let Some(p) = search(t, values, at, prover) {
            let done = p.is_empty();
            best = Some((p, t.tgt_exprs.clone()));
            if done {
                break;
            }
        }
    }
    let mut found = match best {
        Some((p, exprs)) => {
            t.tgt_exprs = exprs;
            Some(p)
        }
        None => {
            t.tgt_exprs = t.alts.iter().map(|a| a.first().cloned()).collect();
            None
        }
    };
    // `free_target` leaves the expressions as they were when it finds none.
    if !found.as_ref().is_some_and(Vec::is_empty) && free_target(t, values, at, prover) {
        found = Some(Vec::new());
    }
    found.or_else(|| search_width(t, values, at, prover))
}

/// The integer widths above `i1` of values (parameters, results, operands) in `p`.
fn value_widths(p: &Pair) -> Vec<u32> {
    let mut out = Vec::new();
    let mut see = |t: &Type| {
        if let Some(w) = t.scalar_bits().filter(|w| *w > 1 && t.scalar().is_int()) {
            if !out.contains(&w) {
                out.push(w);
            }
        }
    };
    for f in [&p.src, &p.tgt] {
        f.params.iter().for_each(|prm| see(&prm.ty));
        for i in f.insts() {
            see(&i.ty);
            i.op.operands().iter().for_each(|o| see(&o.ty));
        }
    }
    out
}

/// The widths (or pairs of widths) a rule was tried at, by outcome.
#[derive(Default)]
struct Tried {
    widths: Vec<u32>,
    failed: Vec<u32>,
    vacuous: Vec<u32>,
    pairs: Vec<(u32, u32)>,
    failed_pairs: Vec<(u32, u32)>,
    vacuous_pairs: Vec<(u32, u32)>,
}

/// Each other width (pair of widths, in a rule over two types): proved (and not
/// vacuously: a source poison or UB on every input there, a literal shift past the width
/// say, proves nothing), refuted, or neither.
fn tried_widths(
    t: &Template,
    pre: &[Pred],
    width: Option<u32>,
    narrow: Option<u32>,
    limits: &Limits,
    prover: &mut Prover,
) -> Tried {
    let mut out = Tried::default();
    let Some(w0) = width else { return out };
    // The widths (and the splat vector after them) get one proof each of their own,
    // whatever the search spent.
    prover.extra = 1 + if narrow.is_some() {
        width_pairs().len()
    } else {
        WIDTHS.len()
    };
    // `Some(Some(proved))`, `Some(None)` vacuous, `None` undecided or not instantiable.
    let mut verdict = |at: At| -> Option<Option<bool>> {
        let p = t.instantiate(pre, at)?;
        match prover.verdict(&p)? {
            true if defined_somewhere(&p.src, limits.proof_timeout) == Some(false) => Some(None),
            v => Some(Some(v)),
        }
    };
    match narrow {
        None => {
            for w in WIDTHS {
                if w == w0 || (w == 1 && t.symbols > 0) {
                    continue;
                }
                match verdict(At::one(w)) {
                    Some(Some(true)) => out.widths.push(w),
                    Some(Some(false)) => out.failed.push(w),
                    Some(None) => out.vacuous.push(w),
                    None => {}
                }
            }
            out.widths.push(w0);
        }
        Some(n0) => {
            for (n, w) in width_pairs() {
                if (n, w) == (n0, w0) {
                    continue;
                }
                match verdict(At { w, n: Some(n) }) {
                    Some(Some(true)) => out.pairs.push((n, w)),
                    Some(Some(false)) => out.failed_pairs.push((n, w)),
                    Some(None) => out.vacuous_pairs.push((n, w)),
                    None => {}
                }
            }
            out.pairs.push((n0, w0));
            out.pairs.sort();
            out.widths = out.pairs.iter().map(|p| p.1).collect();
            out.widths.dedup();
        }
    }
    out.widths.sort();
    out.widths.dedup();
    out
}

/// The pairs of widths (narrow, wide) a rule over two types is tried at.
pub fn width_pairs() -> Vec<(u32, u32)> {
    let ws: Vec<u32> = WIDTHS.iter().copied().filter(|w| *w > 1).collect();
    let mut out = Vec::new();
    for (i, a) in ws.iter().enumerate() {
        for b in &ws[i + 1..] {
            out.push((*a, *b));
        }
    }
    out
}

/// Proofs [`free_target`] may spend.
const FREE_TARGET_PROOFS: usize = 16;

/// Prefers a target that needs no precondition: a target constant replaced by another
/// expression of the symbols (the same instructions, so the same cost) that proves with
/// none. The representative's target then takes that constant. True when one did.
fn free_target(t: &mut Template, values: &[Vec<ApInt>], at: At, prover: &mut Prover) -> bool {
    let w = at.w;
    let Some(cs) = values.first() else { return false };
    // A few proofs at most, so that flags and widths keep their share of the budget.
    let stop = prover.proofs + FREE_TARGET_PROOFS;
    let cands = Expr::candidates(t.symbols);
    let cands: Vec<Expr> = match at.n {
        Some(_) => cands
            .into_iter()
            .chain((0..t.symbols).flat_map(Expr::narrow_relations))
            .collect(),
        None => cands,
    };
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
            let Some(v) = e.eval_at(cs, w, at.n) else { continue };
            if prover.proofs >= stop {
                t.tgt_exprs[k] = saved;
                return false;
            }
            t.tgt_exprs[k] = Some(e.clone());
            if t.instantiate(&[], at).is_some_and(|p| prover.valid(&p)) {
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
fn search(t: &Template, values: &[Vec<ApInt>], at: At, prover: &mut Prover) -> Option<Vec<Pred>> {
    if prover.valid(&t.instantiate(&[], at)?) {
        return Some(Vec::new());
    }
    weakest(t, Pred::atoms(values, at.w, false, at.n), values, at, prover)
}

/// [`search`] with relations through the width, when neither it nor [`free_target`]
/// found a rule. Such a relation must also hold at another width: one that pins the
/// constants at this width only is a coincidence, not the rule.
fn search_width(t: &Template, values: &[Vec<ApInt>], at: At, prover: &mut Prover) -> Option<Vec<Pred>> {
    let p = weakest(t, Pred::atoms(values, at.w, true, at.n), values, at, prover)?;
    // Another width, or both widths of a pair doubled (halved at the top).
    let other = match at.n {
        None => At::one(if at.w == 64 { 32 } else { 64 }),
        Some(n) if at.w <= 32 => At {
            w: at.w * 2,
            n: Some(n * 2),
        },
        Some(n) => At {
            w: at.w / 2,
            n: Some(n / 2),
        },
    };
    t.instantiate(&p, other).is_some_and(|q| prover.valid(&q)).then_some(p)
}

/// [`search`] from the atoms `atoms`.
fn weakest(
    t: &Template,
    mut atoms: Vec<Pred>,
    values: &[Vec<ApInt>],
    at: At,
    prover: &mut Prover,
) -> Option<Vec<Pred>> {
    if !prover.valid(&t.instantiate(&atoms, at)?) {
        return None;
    }
    let mut k = 0;
    while k < atoms.len() {
        let mut fewer = atoms.clone();
        fewer.remove(k);
        if prover.valid(&t.instantiate(&fewer, at)?) {
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
    restate(t, &mut atoms, values, at, prover);
    Some(atoms)
}

/// Restates a found precondition as LLVM's folds state theirs: each relation between
/// constants that defines none of them (`C0 & C1 == 0`) is replaced by a named fact of a
/// constant it names (`isMask(C0)`), true of every instance, when that still proves
/// (at most three tries per relation). The result may be stronger, never unproved.
fn restate(t: &Template, atoms: &mut Vec<Pred>, values: &[Vec<ApInt>], at: At, prover: &mut Prover) {
    let named = Pred::restatements(values, at.w);
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
            if t.instantiate(&alt, at).is_some_and(|p| prover.valid(&p)) {
                *atoms = alt;
                break;
            }
        }
    }
}

/// Drops each source flag the proof does not need and adds each target flag it allows.
fn weaken_flags(t: &mut Template, pre: &[Pred], at: At, prover: &mut Prover) -> Vec<String> {
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
                if t.instantiate(pre, at).is_some_and(|p| prover.valid(&p)) {
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
    crate::ir::print_op(&Type::Void, op)
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
