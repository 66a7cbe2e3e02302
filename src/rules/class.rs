//! A rule's class (InstSimplify, InstCombine, backend, none) and the structural facts
//! [`super::judge`] decides it from: whether the target creates an instruction, calls a
//! new target intrinsic, the sites where kept values eat the saving; the equation line.

use super::shape::Pair;
use crate::ir::{self, Function, Op, Val};
use std::collections::HashSet;

/// A rule's class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// The target creates no instruction.
    InstSimplify,
    /// A canonical IR fold.
    InstCombine,
    /// Cheaper in machine code only.
    Backend,
    /// No saving after canonicalization: nowhere.
    #[default]
    None,
}

impl Class {
    /// `instsimplify`, `instcombine`, `backend` or `none`.
    pub fn name(self) -> &'static str {
        match self {
            Class::InstSimplify => "instsimplify",
            Class::InstCombine => "instcombine",
            Class::Backend => "backend",
            Class::None => "none",
        }
    }

    /// The tag of an LLVM issue title: `InstSimplify`, `InstCombine`, `X86`.
    pub fn tag(self) -> &'static str {
        match self {
            Class::InstSimplify => "InstSimplify",
            Class::InstCombine | Class::None => "InstCombine",
            Class::Backend => "X86",
        }
    }

    /// Whether the fold is IR (C++ for InstCombine or InstSimplify).
    pub fn is_ir_fold(self) -> bool {
        matches!(self, Class::InstSimplify | Class::InstCombine)
    }
}

/// Each instruction's expression over the parameters (operands replaced by their own
/// expressions), terminators and assumptions aside: equal strings in `@src` and `@tgt`
/// are one value after CSE.
fn exprs(f: &Function) -> Vec<String> {
    let mut key: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    let mut out = Vec::new();
    for i in f.insts() {
        if i.op.is_terminator() || matches!(&i.op, Op::Call(c) if c.callee_name() == Some("llvm.assume")) {
            continue;
        }
        let mut op = i.op.clone();
        for o in op.operands_mut() {
            if let Val::Local(n) = &o.val {
                if let Some(k) = key.get(n) {
                    o.val = Val::Local(format!("[{k}]"));
                }
            }
        }
        let k = ir::print_op(&i.ty, &op);
        if let Some(n) = &i.name {
            key.insert(n.clone(), k.clone());
        }
        out.push(k);
    }
    out
}

/// Of the sites whose shared-value counts are `shared` (values of the source besides its
/// root that other instructions also use there, so they stay): how many the rewrite no
/// longer pays at, and how many there are. Source values the target computes too cost
/// nothing when kept (CSE), and a site's shared values are taken to be those first (the
/// crawl records a count, not which); the rest stay beside the target, and a site loses
/// when any stays and what is then deleted is no more than what the target adds.
pub fn shared_sites<'a>(p: &Pair, shared: impl Iterator<Item = &'a u32>) -> (usize, usize) {
    let (src, tgt) = (exprs(&p.src), exprs(&p.tgt));
    let removable = src.iter().filter(|e| !tgt.contains(e)).count();
    let added = tgt.iter().filter(|e| !src.contains(e)).count();
    // Internal values (all but the root) the target computes too.
    let reused = src.len().saturating_sub(1).saturating_sub(removable.saturating_sub(1));
    shared.fold((0, 0), |(lose, n), &s| {
        let kept = (s as usize).saturating_sub(reused);
        (
            lose + usize::from(kept > 0 && removable.saturating_sub(kept) <= added),
            n + 1,
        )
    })
}

/// Whether every instruction of `tgt` computes what one of `src` computes (by
/// structure: opcode and operands, recursively, parameters by position).
pub(super) fn creates_none(src: &Function, tgt: &Function) -> bool {
    let s: HashSet<String> = structures(src).into_iter().collect();
    structures(tgt)
        .iter()
        .zip(tgt.insts())
        .all(|(k, i)| i.op.is_terminator() || s.contains(k))
}

/// Each instruction's structure: its text with each local operand replaced by the
/// operand's own structure (parameters as `%arg<k>`), in parentheses.
pub(super) fn structures(f: &Function) -> Vec<String> {
    let mut names: std::collections::HashMap<String, String> = f
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| (p.name.clone(), format!("%arg{k}")))
        .collect();
    let mut out = Vec::new();
    for i in f.insts() {
        let mut op = i.op.clone();
        let mut subst: Vec<String> = Vec::new();
        for o in op.operands_mut() {
            if let Val::Local(n) = &o.val {
                if let Some(s) = names.get(n) {
                    o.val = Val::Local(format!("q{}z", subst.len()));
                    subst.push(s.clone());
                }
            }
        }
        let mut s = ir::print_op(&i.ty, &op);
        for (k, t) in subst.iter().enumerate() {
            s = s.replace(&format!("%q{k}z"), t);
        }
        if let Some(n) = &i.name {
            names.insert(n.clone(), format!("({s})"));
        }
        out.push(s);
    }
    out
}

/// The first `llvm.x86.*` intrinsic `tgt` calls that `src` does not.
pub(super) fn new_target_intrinsic(src: &Function, tgt: &Function) -> Option<String> {
    let calls = |f: &Function| -> Vec<String> {
        f.insts()
            .filter_map(|i| match &i.op {
                Op::Call(c) => c.callee_name().map(str::to_string),
                _ => None,
            })
            .filter(|n| n.starts_with("llvm.x86."))
            .collect()
    };
    let s = calls(src);
    calls(tgt).into_iter().find(|n| !s.contains(n))
}

/// One line for people: the returned value of `@src` and of `@tgt` as nested terms.
pub fn equation(p: &Pair) -> String {
    format!("{}  =>  {}", term(&p.src), term(&p.tgt))
}

fn term(f: &Function) -> String {
    let structs = structures(f);
    let ret = f.insts().zip(&structs).find(|(i, _)| matches!(i.op, Op::Ret(Some(_))));
    let Some((_, s)) = ret else { return "?".into() };
    let s = s.strip_prefix("ret ").unwrap_or(s);
    let mut out = s.to_string();
    for (k, p) in f.params.iter().enumerate().rev() {
        out = out.replace(&format!("%arg{k}"), &format!("%{}", p.name));
    }
    out
}
#[cfg(test)]
mod tests {
    use super::*;

    fn pair(text: &str) -> Pair {
        Pair::parse(text).expect("parses")
    }

    #[test]
    fn a_site_loses_when_its_kept_values_eat_the_saving() {
        // umin, sub, icmp → one icmp: a site keeping both umin and sub keeps 2 + 1 new.
        let p = pair(
            "define i1 @src(i32 %x) {\n  %m = call i32 @llvm.umin.i32(i32 %x, i32 2048)\n  %d = sub nsw i32 %x, %m\n  %r = icmp sgt i32 %d, 0\n  ret i1 %r\n}\n\
             define i1 @tgt(i32 %x) {\n  %r = icmp sgt i32 %x, 2048\n  ret i1 %r\n}\ndeclare i32 @llvm.umin.i32(i32, i32)\n",
        );
        assert_eq!(shared_sites(&p, [0u32, 1, 2, 2].iter()), (2, 4));
        assert_eq!(shared_sites(&p, [].iter()), (0, 0));
        // The target computes `x & 1` too: keeping it costs nothing.
        let q = pair(
            "define i1 @src(i32 %x) {\n  %a = and i32 %x, 1\n  %r = icmp eq i32 %a, 0\n  ret i1 %r\n}\n\
             define i1 @tgt(i32 %x) {\n  %a = and i32 %x, 1\n  %r = icmp ne i32 %a, 1\n  ret i1 %r\n}\n",
        );
        assert_eq!(shared_sites(&q, [1u32, 1].iter()), (0, 2));
    }
}
