//! A rule's source pattern in llvm-opt-benchmark's `daggrep` form, and counting its
//! occurrences in a store: one function whose returned value is the pattern's root;
//! arguments named `%cst_*` stand for any constant (the same one wherever the argument
//! is read), other arguments for any value (likewise). A stored cut matches when the
//! value it returns has the pattern's shape: the same operations (opcode, predicate,
//! flags) on operands that match in order. Operand widths are not compared, so one count
//! covers every width the rule was generalized to.

use crate::ir::{Const, Flags, Function, Op, Operand, Type, Val};
use crate::store::{Store, StoreError};
use std::collections::{BTreeMap, BTreeSet};

/// `src` (a rule's pattern: leaves, then the symbolic constants `C0, C1, …` as its last
/// `symbols` parameters) in daggrep form: the constants renamed `%cst_0, %cst_1, …`, the
/// function `@pattern`.
pub fn daggrep_form(src: &Function, symbols: usize) -> Function {
    let mut f = src.clone();
    f.name = "pattern".into();
    let n = f.params.len();
    let mut renames = BTreeMap::new();
    for (k, p) in f.params.iter_mut().enumerate() {
        if k + symbols >= n {
            let new = format!("cst_{}", k + symbols - n);
            renames.insert(p.name.clone(), new.clone());
            p.name = new;
        }
    }
    for b in &mut f.blocks {
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if let Val::Local(name) = &o.val {
                    if let Some(r) = renames.get(name) {
                        o.val = Val::Local(r.clone());
                    }
                }
            }
        }
    }
    f
}

/// The poison flags of `op`, when its form has them.
fn flags_mut(op: &mut Op) -> Option<&mut Flags> {
    match op {
        Op::Bin { flags, .. } | Op::ICmp { flags, .. } | Op::Cast { flags, .. } | Op::Gep { flags, .. } => Some(flags),
        _ => None,
    }
}

/// Whether the operation of cut instruction `c` is that of pattern instruction `p`: the
/// same but for operands, their types and the flags the cut adds (`m_Sub` matches
/// `sub nsw`).
fn same_operation(p: &Op, c: &Op) -> bool {
    let (mut p, mut c) = (skeleton(p), skeleton(c));
    let (pf, cf) = (
        flags_mut(&mut p).map(|f| std::mem::replace(f, Flags::NONE)),
        flags_mut(&mut c).map(|f| std::mem::replace(f, Flags::NONE)),
    );
    let flags_ok = match (pf, cf) {
        (Some(pf), Some(cf)) => pf == Flags::NONE || cf.has(pf),
        _ => true,
    };
    flags_ok && p == c
}

/// The operation of `op` without its operands or their types.
fn skeleton(op: &Op) -> Op {
    let mut o = op.clone();
    for x in o.operands_mut() {
        *x = Operand {
            ty: Type::Int(1),
            val: Val::Local(String::new()),
        };
    }
    o
}

struct Matcher<'a> {
    pattern: &'a Function,
    cut: &'a Function,
    /// Pattern argument → the cut operand it stands for (printed value).
    bound: BTreeMap<String, Val>,
}

impl Matcher<'_> {
    fn operand(&mut self, p: &Operand, c: &Operand) -> bool {
        match &p.val {
            Val::Local(name) => {
                if let Some(pi) = self.pattern.insts().find(|i| i.name.as_deref() == Some(name)) {
                    let Val::Local(cn) = &c.val else { return false };
                    let Some(ci) = self.cut.insts().find(|i| i.name.as_deref() == Some(cn.as_str())) else {
                        return false;
                    };
                    if !same_operation(&pi.op, &ci.op) {
                        return false;
                    }
                    let (po, co) = (pi.op.operands(), ci.op.operands());
                    po.len() == co.len() && po.iter().zip(&co).all(|(a, b)| self.operand(a, b))
                } else {
                    // An argument: a constant for `%cst_*`, anything else otherwise; the
                    // same each time it is read.
                    if name.starts_with("cst_") && !matches!(c.val, Val::Const(_)) {
                        return false;
                    }
                    match self.bound.get(name) {
                        Some(v) => *v == c.val,
                        None => {
                            self.bound.insert(name.clone(), c.val.clone());
                            true
                        }
                    }
                }
            }
            other => same_value(other, &c.val),
        }
    }
}

/// Equal values, integers compared by their signed value whatever their width (`i32 0`
/// is `i64 0`), a splat by its element.
fn same_value(p: &Val, c: &Val) -> bool {
    let int = |v: &Val| match v {
        Val::Const(Const::Int(a)) => a.to_i64(),
        Val::Const(Const::Splat(_, b)) => match b.as_ref() {
            Const::Int(a) => a.to_i64(),
            _ => None,
        },
        Val::Const(Const::Zero) => Some(0),
        _ => None,
    };
    match (int(p), int(c)) {
        (Some(a), Some(b)) => a == b,
        _ => p == c,
    }
}

/// The returned operand of a one-result function.
fn returned(f: &Function) -> Option<&Operand> {
    f.insts().find_map(|i| match &i.op {
        Op::Ret(Some(o)) => Some(o),
        _ => None,
    })
}

/// Whether the value `cut` returns has the shape of the value `pattern` returns.
pub fn matches(pattern: &Function, cut: &Function) -> bool {
    let (Some(p), Some(c)) = (returned(pattern), returned(cut)) else {
        return false;
    };
    Matcher {
        pattern,
        cut,
        bound: BTreeMap::new(),
    }
    .operand(p, c)
}

/// Where a pattern occurs in a store.
#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Occurrences {
    /// Stored cuts that match (a root cut at several depths counts at each).
    pub cuts: usize,
    /// Distinct root instructions (file, function, instruction) those cuts were cut at.
    pub sites: usize,
    /// Distinct functions.
    pub functions: usize,
    /// Distinct files.
    pub files: usize,
    /// Up to five sites: `file: @function %name`.
    pub examples: Vec<String>,
    /// Stored cuts that did not read (skipped).
    pub unreadable: usize,
}

/// Counts the occurrences of `pattern` among the cuts of `store`.
pub fn grep(store: &Store, pattern: &Function) -> Result<Occurrences, StoreError> {
    let mut o = Occurrences::default();
    let mut sites = BTreeSet::new();
    for (hash, text) in store.all_cut_texts()? {
        let Ok(m) = crate::ir::parse_module(&text) else {
            o.unreadable += 1;
            continue;
        };
        let Some(cut) = m.functions().next() else { continue };
        if !matches(pattern, cut) {
            continue;
        }
        o.cuts += 1;
        for s in store.sites_of(&hash)? {
            sites.insert((s.file, s.function, s.inst, s.name));
        }
    }
    o.sites = sites.len();
    o.functions = sites.iter().map(|(f, n, _, _)| (f, n)).collect::<BTreeSet<_>>().len();
    o.files = sites.iter().map(|(f, _, _, _)| f).collect::<BTreeSet<_>>().len();
    o.examples = sites
        .iter()
        .take(5)
        .map(|(f, n, _, v)| format!("{f}: @{n} %{v}"))
        .collect();
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(text: &str) -> Function {
        crate::ir::parse_module(text)
            .unwrap()
            .functions()
            .next()
            .unwrap()
            .clone()
    }

    #[test]
    fn constants_bind_consistently_and_widths_do_not_matter() {
        let p = daggrep_form(
            &func("define i32 @src(i32 %a0, i32 %C0) {\n  %v0 = and i32 %a0, %C0\n  %v1 = sub i32 %a0, %v0\n  ret i32 %v1\n}\n"),
            1,
        );
        assert_eq!(p.params[1].name, "cst_0");
        let yes = func("define i8 @c(i8 %x) {\n  %m = and i8 %x, 7\n  %r = sub i8 %x, %m\n  ret i8 %r\n}\n");
        let other_x = func("define i8 @c(i8 %x, i8 %y) {\n  %m = and i8 %x, 7\n  %r = sub i8 %y, %m\n  ret i8 %r\n}\n");
        let not_const =
            func("define i8 @c(i8 %x, i8 %y) {\n  %m = and i8 %x, %y\n  %r = sub i8 %x, %m\n  ret i8 %r\n}\n");
        let other_op = func("define i8 @c(i8 %x) {\n  %m = or i8 %x, 7\n  %r = sub i8 %x, %m\n  ret i8 %r\n}\n");
        let nsw = func("define i64 @c(i64 %x) {\n  %m = and i64 %x, 7\n  %r = sub nsw i64 %x, %m\n  ret i64 %r\n}\n");
        assert!(matches(&p, &yes));
        assert!(matches(&p, &nsw), "a flag the pattern does not ask for");
        let pn = daggrep_form(&func("define i32 @src(i32 %a0, i32 %C0) {\n  %v0 = and i32 %a0, %C0\n  %v1 = sub nuw i32 %a0, %v0\n  ret i32 %v1\n}\n"), 1);
        assert!(!matches(&pn, &yes), "a flag the pattern asks for");
        assert!(!matches(&p, &other_x));
        assert!(!matches(&p, &not_const));
        assert!(!matches(&p, &other_op));
    }
}
