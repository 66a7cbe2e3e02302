//! The functions of a rule's lit test, as InstCombine's tests are written: positive
//! instances (the smallest width, an odd width, a splat vector, commuted operands),
//! and negative ones the fold must leave alone (each precondition broken, a second use,
//! a splat with a poison lane, a non-splat vector, a required flag missing).

use super::pattern::Pattern;
use crate::ir::{self, Call, Flags, Function, Inst, Op, Operand, Type, Val};
use crate::rules::Class;
use crate::rules::{flags_mut, flags_of};
use crate::util::ApInt;
use serde::Serialize;
use std::collections::HashMap;

/// One test function.
#[derive(Clone, Debug, Serialize)]
pub struct Case {
    /// Its name (without `@`).
    pub name: String,
    /// The fold must fire on it.
    pub positive: bool,
    /// What it tests.
    pub what: String,
    /// The function.
    #[serde(skip)]
    pub func: Function,
}

/// Values tried for a symbol (after the representative's).
const TRY: [i64; 26] = [
    1, 2, 3, 4, 5, 7, 8, 15, 16, 31, 32, 63, 64, 6, 12, -1, -2, -3, -4, -8, -16, 0, 127, -128, 24, 10,
];

/// Symbol values at width `w` for which precondition `k` holds exactly when `want[k]`,
/// and every derived constant is defined; the representative's values tried first. The
/// first three symbols are searched; any further ones keep the representative's values.
pub fn choose(p: &Pattern, rep: &[i64], w: u32, want: &[bool]) -> Option<Vec<ApInt>> {
    choices(p, rep, w, want, 1).pop()
}

/// The first `most` assignments [`choose`] would consider, in its order.
pub fn choices(p: &Pattern, rep: &[i64], w: u32, want: &[bool], most: usize) -> Vec<Vec<ApInt>> {
    choices_at(p, rep, (w, p.narrow_at(w)), want, most)
}

/// [`choices`] at width `w` and narrower width `n` (a rule over two types).
pub fn choices_at(p: &Pattern, rep: &[i64], (w, n): (u32, Option<u32>), want: &[bool], most: usize) -> Vec<Vec<ApInt>> {
    let syms = p.symbols;
    let mut vals: Vec<ApInt> = Vec::new();
    for v in rep.iter().chain(TRY.iter()).map(|v| ApInt::from_i64(w, *v)) {
        if !vals.contains(&v) {
            vals.push(v);
        }
    }
    let searched = syms.min(3);
    let fixed: Vec<ApInt> = (searched..syms)
        .map(|k| ApInt::from_i64(w, *rep.get(k).unwrap_or(&1)))
        .collect();
    let ok = |cs: &[ApInt]| {
        p.fits_at(cs, n)
            && p.pre.iter().zip(want).all(|(q, b)| q.holds_at(cs, w, n) == *b)
            && p.derived.iter().all(|e| e.eval_at(cs, w, n).is_some())
    };
    // Every assignment of the searched symbols, the last symbol varying fastest.
    let total = vals.len().pow(searched as u32);
    let all = |keep: &dyn Fn(&[ApInt]) -> bool| -> Vec<Vec<ApInt>> {
        (0..total)
            .filter_map(|mut m| {
                let mut cs = vec![ApInt::zero(w); searched];
                for k in (0..searched).rev() {
                    cs[k] = vals[m % vals.len()].clone();
                    m /= vals.len();
                }
                cs.extend(fixed.iter().cloned());
                (ok(&cs) && keep(&cs)).then_some(cs)
            })
            .take(most)
            .collect()
    };
    // A fold's instance, where a symbol is 0 or all ones at its own type (`and x, -1`
    // at i8), is one InstCombine simplifies before any fold sees it: such assignments
    // come last (a symbol was made of a constant that is neither).
    if want.iter().all(|b| *b) {
        let found = all(&|cs| !degenerate(p, cs, n));
        if !found.is_empty() {
            return found;
        }
    }
    all(&|_| true)
}

/// Whether some symbol of `cs` (narrower width `n`) is 0 or all ones at its own width.
fn degenerate(p: &Pattern, cs: &[ApInt], n: Option<u32>) -> bool {
    p.own_values_at(cs, n).iter().any(|v| v.is_zero() || v.is_all_ones())
}

/// The test cases of pattern `p` named after `short`; `rep` are the representative's
/// symbol values, `first` the checked instance's width and values (the first positive
/// test, see [`super::instance`]).
pub fn cases(p: &Pattern, short: &str, rep: &[i64], kind: Class, first: (u32, &[ApInt])) -> Vec<Case> {
    let mut c = Cases {
        p,
        short,
        rep,
        w1: first.0,
        cs: first.1.to_vec(),
        all: vec![true; p.pre.len()],
        out: Vec::new(),
    };
    c.fold_and_odd_width();
    let base = c.out.first().map(|c| c.func.clone());
    if let Some(b) = &base {
        c.commuted(b);
    }
    if vectorizable(&p.src) && p.width.is_some() {
        c.vectors();
    }
    c.preconditions_broken();
    if let Some(b) = &base {
        if kind == Class::InstCombine {
            c.another_use(b);
        }
        c.flags_missing(b);
    }
    c.out
}

/// The test cases of one pattern as they are made: the pattern, the instance's width
/// and values, and the cases so far.
struct Cases<'a> {
    p: &'a Pattern,
    short: &'a str,
    rep: &'a [i64],
    w1: u32,
    cs: Vec<ApInt>,
    /// Every precondition wanted to hold.
    all: Vec<bool>,
    out: Vec<Case>,
}

impl Cases<'_> {
    /// The pattern's source named `name` at width `w` (lanes: a vector of that many),
    /// with symbol values `cs` per lane.
    fn make(&self, name: String, w: u32, lanes: Option<u32>, cs: &[Vec<Option<ApInt>>]) -> Option<Function> {
        let f = self.p.instance(&self.p.src, &name, w, lanes, cs)?;
        Some(tidy(&f))
    }

    fn push(&mut self, name: String, positive: bool, what: impl Into<String>, func: Function) {
        self.out.push(Case {
            name,
            positive,
            what: what.into(),
            func,
        });
    }

    /// The fold at the instance's width, and at an odd width (i13) when it is general.
    fn fold_and_odd_width(&mut self) {
        let (p, short, w1) = (self.p, self.short, self.w1);
        if let Some(f) = self.make(short.to_string(), w1, None, &lane1(&self.cs)) {
            self.push(short.into(), true, format!("the fold at i{w1}"), f);
        }
        let widths: Vec<u32> = if p.width.is_some() { p.widths.clone() } else { vec![] };
        if p.width.is_some() && w1 != 13 && widths.contains(&13) {
            if let Some(c13) = choose(p, self.rep, 13, &self.all) {
                if let Some(f) = self.make(format!("{short}_i13"), 13, None, &lane1(&c13)) {
                    self.push(format!("{short}_i13"), true, "an odd width", f);
                }
            }
        }
    }

    /// Commuted operands of the first commutative operation with two variable operands.
    fn commuted(&mut self, base: &Function) {
        if let Some(mut f) = commuted(base) {
            f.name = format!("{}_commuted", self.short);
            self.push(f.name.clone(), true, "commuted operands", f);
        }
    }

    /// A splat vector (positive only with a vector proof), and when there are symbols, a
    /// splat with a poison lane and a non-splat vector (negative).
    fn vectors(&mut self) {
        let (p, short, w1) = (self.p, self.short, self.w1);
        let splat: Vec<Vec<Option<ApInt>>> = self.cs.iter().map(|c| vec![Some(c.clone()), Some(c.clone())]).collect();
        if let Some(f) = self.make(format!("{short}_splat"), w1, Some(2), &splat) {
            // Without a vector proof the fold is for scalars only and must not fire.
            let proved = p.splat.is_some();
            let what = if proved {
                "a splat vector"
            } else {
                "a splat vector (proved for scalars only)"
            };
            self.push(f.name.clone(), proved, what, f);
        }
        if p.symbols == 0 {
            return;
        }
        let mut poison = splat.clone();
        poison[0][1] = None;
        if let Some(f) = self.make(format!("{short}_splat_poison"), w1, Some(2), &poison) {
            let what = "a splat with a poison lane (m_APInt does not match it)";
            self.push(f.name.clone(), false, what, f);
        }
        let other = choose(p, &[], w1, &self.all)
            .filter(|o| o[0] != self.cs[0])
            .or_else(|| {
                let mut o = self.cs.clone();
                o[0] = o[0].add(&ApInt::from_i64(w1, 1));
                Some(o)
            });
        if let Some(o) = other {
            let mut ns = splat.clone();
            ns[0][1] = Some(o[0].clone());
            if let Some(f) = self.make(format!("{short}_nonsplat"), w1, Some(2), &ns) {
                self.push(f.name.clone(), false, "a non-splat vector", f);
            }
        }
    }

    /// Each precondition broken.
    fn preconditions_broken(&mut self) {
        for k in 0..self.p.pre.len() {
            let mut want = self.all.clone();
            want[k] = false;
            if let Some(bad) = choose(self.p, self.rep, self.w1, &want) {
                let name = format!("{}_pre{k}_fails", self.short);
                if let Some(f) = self.make(name.clone(), self.w1, None, &lane1(&bad)) {
                    let what = format!("the precondition `{}` does not hold", self.p.pre[k]);
                    self.push(name, false, what, f);
                }
            }
        }
    }

    /// A second use of a value the fold would delete.
    fn another_use(&mut self, base: &Function) {
        let tgt = self.p.instance(&self.p.tgt, "tgt", self.w1, None, &lane1(&self.cs));
        if let Some(f) = tgt.and_then(|t| multi_use(base, &t, self.short)) {
            self.push(f.name.clone(), false, "a value the fold deletes has another use", f);
        }
    }

    /// A flag the fold needs, missing.
    fn flags_missing(&mut self, base: &Function) {
        for (k, i) in base.blocks[0].insts.iter().enumerate() {
            let Some(fl) = flags_of(&i.op) else { continue };
            for (bit, word) in Flags::INT_WORDS.iter().enumerate() {
                if fl.has(Flags(1 << bit)) {
                    let mut f = base.clone();
                    if let Some(x) = flags_mut(&mut f.blocks[0].insts[k].op) {
                        x.0 &= !(1 << bit);
                    }
                    f.name = format!("{}_no_{word}", self.short);
                    if self.out.iter().any(|c| c.name == f.name) {
                        continue;
                    }
                    self.push(f.name.clone(), false, format!("without the `{word}` the fold needs"), f);
                }
            }
        }
    }
}

/// Symbol values as one lane each.
fn lane1(cs: &[ApInt]) -> Vec<Vec<Option<ApInt>>> {
    cs.iter().map(|c| vec![Some(c.clone())]).collect()
}

/// Only scalar integer and float values, and no target intrinsic or bitcast.
fn vectorizable(f: &Function) -> bool {
    let scalar = |t: &Type| matches!(t, Type::Int(_) | Type::Float(_) | Type::Void);
    f.params.iter().all(|p| scalar(&p.ty))
        && f.insts().all(|i| {
            scalar(&i.ty)
                && match &i.op {
                    Op::Call(c) => c
                        .intrinsic()
                        .is_some_and(|n| !n.starts_with("x86.") && !n.starts_with("assume")),
                    Op::Cast { op, .. } => !matches!(op, ir::CastOp::BitCast),
                    _ => true,
                }
        })
}

/// `f` with the operands of its first commutative binary operation on two variables
/// swapped; `None` when there is none.
fn commuted(f: &Function) -> Option<Function> {
    let mut g = f.clone();
    for i in &mut g.blocks[0].insts {
        if let Op::Bin { op, a, b, .. } = &mut i.op {
            let var = |o: &Operand| matches!(o.val, Val::Local(_));
            if op.is_commutative() && var(a) && var(b) {
                std::mem::swap(a, b);
                return Some(g);
            }
        }
    }
    None
}

/// `f` with a call `@use(%v)` of its first value used once (not the result) that the
/// fold deletes: one the target `t` computes too (the same operation on the same
/// operands) stays, and a second use of it is no reason not to fold.
fn multi_use(f: &Function, t: &Function, short: &str) -> Option<Function> {
    let (mine, theirs) = (computed(f), computed(t));
    let kept: std::collections::HashSet<&String> = theirs.values().collect();
    let ret = f.blocks[0].insts.last()?.op.operands().first()?.as_local()?.to_string();
    let mut uses: HashMap<String, usize> = HashMap::new();
    for i in f.insts() {
        for o in i.op.operands() {
            if let Some(n) = o.as_local() {
                *uses.entry(n.to_string()).or_insert(0) += 1;
            }
        }
    }
    let v = f.insts().find(|i| {
        i.name
            .as_ref()
            .is_some_and(|n| *n != ret && uses.get(n) == Some(&1) && mine.get(n).is_none_or(|k| !kept.contains(k)))
            && (i.ty.is_int() || i.ty.is_float())
    })?;
    let (n, ty) = (v.name.clone()?, v.ty.clone());
    let mut g = f.clone();
    g.name = format!("{short}_multi_use");
    let use_fn = use_name(&ty);
    let call = Inst::new(
        None,
        Type::Void,
        Call::direct(use_fn, Type::Void, vec![Operand::local(ty, n)]),
    );
    let at = g.blocks[0].insts.len() - 1;
    g.blocks[0].insts.insert(at, call);
    Some(g)
}

/// Each named value of `f` as the computation it stands for, over the parameters by
/// position (`%x` of `@src` and of `@tgt` alike): equal strings, the same value.
fn computed(f: &Function) -> HashMap<String, String> {
    let params: HashMap<&str, usize> = f.params.iter().enumerate().map(|(k, p)| (p.name.as_str(), k)).collect();
    let mut out: HashMap<String, String> = HashMap::new();
    for i in f.insts() {
        let Some(n) = &i.name else { continue };
        let mut op = i.op.clone();
        for o in op.operands_mut() {
            if let Some(l) = o.as_local() {
                let name = match (params.get(l), out.get(l)) {
                    (Some(k), _) => format!("arg{k}"),
                    (None, Some(e)) => format!("\"{e}\""),
                    (None, None) => l.to_string(),
                };
                *o = Operand::local(o.ty.clone(), name);
            }
        }
        out.insert(n.clone(), crate::ir::print_op(&i.ty, &op));
    }
    out
}

/// The name of the `@use` function of type `ty` (`use` for `i8`, `use.i1`, …).
pub fn use_name(ty: &Type) -> String {
    if *ty == Type::Int(8) {
        "use".into()
    } else {
        format!("use.{}", ty.mangle())
    }
}

/// `f` with parameters named `x, y, z, …` and results named after their operation.
pub fn tidy(f: &Function) -> Function {
    let mut names: HashMap<String, String> = HashMap::new();
    let mut used: HashMap<String, usize> = HashMap::new();
    let mut g = f.clone();
    let letters = ["x", "y", "z", "w", "v", "u"];
    for (k, p) in g.params.iter_mut().enumerate() {
        let n = letters.get(k).map_or(format!("a{k}"), |s| s.to_string());
        names.insert(p.name.clone(), n.clone());
        used.insert(n.clone(), 1);
        p.name = n;
    }
    let last = g.blocks[0]
        .insts
        .iter()
        .rev()
        .find(|i| i.name.is_some())
        .and_then(|i| i.name.clone());
    for b in &mut g.blocks {
        for i in &mut b.insts {
            if let Some(n) = &i.name {
                let base = if Some(n) == last.as_ref() {
                    "r".to_string()
                } else {
                    short_op(&i.op)
                };
                let c = used.entry(base.clone()).or_insert(0);
                *c += 1;
                let new = if *c == 1 {
                    base.clone()
                } else {
                    format!("{base}{}", *c - 1)
                };
                names.insert(n.clone(), new.clone());
                i.name = Some(new);
            }
        }
    }
    for b in &mut g.blocks {
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if let Some(n) = o.as_local().and_then(|n| names.get(n)) {
                    o.val = Val::Local(n.clone());
                }
            }
            // A commutative operation's constant second, as InstCombine writes it.
            if let Op::Bin { op, a, b, .. } = &mut i.op {
                if op.is_commutative() && matches!(a.val, Val::Const(_)) && !matches!(b.val, Val::Const(_)) {
                    std::mem::swap(a, b);
                }
            }
        }
    }
    g
}

/// A short name of an operation (`and`, `cmp`, `sel`, `umin`).
pub fn short_op(op: &Op) -> String {
    match op {
        Op::Bin { op, .. } => op.name().into(),
        Op::ICmp { .. } | Op::FCmp { .. } => "cmp".into(),
        Op::Select { .. } => "sel".into(),
        Op::Cast { op, .. } => op.name().into(),
        Op::Freeze(_) => "fr".into(),
        Op::FNeg { .. } => "neg".into(),
        Op::Call(c) => c
            .intrinsic()
            .map(|n| {
                super::cpp::intrinsic_id(n)
                    .0
                    .rsplit('_')
                    .next()
                    .unwrap_or("call")
                    .to_string()
            })
            .unwrap_or("call".into()),
        _ => "v".into(),
    }
}

/// The text of the test functions (no CHECK lines), with `@use` declarations.
pub fn module_text(cases: &[Case]) -> String {
    let fs: Vec<&Function> = cases.iter().map(|c| &c.func).collect();
    let mut out = String::new();
    for c in cases {
        out.push_str(&format!(
            "; {}: {}\n",
            if c.positive { "fires" } else { "no fold" },
            c.what
        ));
        out.push_str(&ir::print_function(&c.func));
        out.push('\n');
    }
    let mut decls = ir::functions_module(&fs)
        .lines()
        .filter(|l| l.starts_with("declare"))
        .map(str::to_string)
        .collect::<Vec<_>>();
    decls.sort();
    decls.dedup();
    for d in decls {
        out.push_str(&d);
        out.push('\n');
    }
    out
}
