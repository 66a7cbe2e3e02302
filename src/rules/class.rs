//! Where a rule belongs and whether it is worth a reviewer's time, each with its reason:
//! InstSimplify (the target creates no instruction), InstCombine (no more IR, no new
//! target intrinsic, not undone by `opt -O3`), backend (cheaper only in machine code);
//! not worth it when the saving is llvm-mca counting noise or vanishes after `opt -O3`.

use super::shape::Pair;
use crate::cost::ir_insts;
use crate::ir::{self, Function, Op, Val};
use crate::store::Costs;
use std::collections::HashSet;

/// A rule's class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// The target creates no instruction.
    InstSimplify,
    /// A canonical IR fold.
    InstCombine,
    /// Cheaper in machine code only.
    Backend,
}

impl Class {
    /// `instsimplify`, `instcombine` or `backend`.
    pub fn name(self) -> &'static str {
        match self {
            Class::InstSimplify => "instsimplify",
            Class::InstCombine => "instcombine",
            Class::Backend => "backend",
        }
    }
}

/// The class and worth of one rewrite, with reasons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Its class.
    pub class: Class,
    /// Why.
    pub class_why: String,
    /// Worth a reviewer's time.
    pub worth: bool,
    /// Why (not).
    pub worth_why: String,
}

/// What the judgement is based on, measured (so tests can give it directly).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// IR instructions (terminators aside) of source and target.
    pub ir: (usize, usize),
    /// The target creates no instruction the source lacks.
    pub creates_none: bool,
    /// A target intrinsic (`llvm.x86.*`) the source does not call.
    pub new_target_intrinsic: Option<String>,
    /// `opt -O3` turns the target into the source's `-O3` form.
    pub undone_by_o3: bool,
    /// The saving measured after `opt -O3` of both sides, on the rule's CPU.
    pub o3_saving: Option<i64>,
    /// `llc`'s machine instructions of source and target.
    pub llc: Option<(u32, u32)>,
    /// Other CPU models and their uOps for source and target.
    pub other_cpus: Vec<(String, u32, u32)>,
    /// Sites (over the rule's instances) where the rewrite would not leave fewer IR
    /// instructions, because source values it replaces have other uses there, and sites
    /// where that is known: `(0, 0)` when none is (see [`shared_sites`]).
    pub shared: (usize, usize),
}

/// CPU models that confirm (or not) a one-uOp saving.
pub const OTHER_CPUS: [&str; 3] = ["znver3", "skylake", "sapphirerapids"];

/// Measures the facts of `p` (with llvm-mca for `cpu` and the other models, and `opt`).
pub fn facts(p: &Pair, cpu: &str) -> Facts {
    let ir = (ir_insts(&p.src) as usize, ir_insts(&p.tgt) as usize);
    let o3s = crate::cost::llvm_o3(&p.src).ok();
    let o3t = crate::cost::llvm_o3(&p.tgt).ok();
    // Undone: opt rewrites the target into other instructions (flags and operand order
    // aside), so InstCombine would not keep the fold.
    let undone_by_o3 = o3t.as_ref().is_some_and(|b| opcodes(b) != opcodes(&p.tgt));
    // One llc/llvm-mca run for the pair and both -O3 results on the rule's CPU.
    let mut fs: Vec<&Function> = vec![&p.src, &p.tgt];
    fs.extend(o3s.iter().chain(&o3t));
    let here = crate::cost::mca_summaries(&fs, cpu);
    let llc = match here[..2] {
        [Some(a), Some(b)] => Some((a.insts, b.insts)),
        _ => None,
    };
    let o3_saving = match here.get(2..) {
        Some([Some(x), Some(y)]) => Some(x.uops as i64 - y.uops as i64),
        _ => None,
    };
    let other_cpus = OTHER_CPUS
        .iter()
        .filter(|c| **c != cpu)
        .filter_map(|c| match crate::cost::mca_uops(&[&p.src, &p.tgt], c).as_slice() {
            [Some(a), Some(b)] => Some((c.to_string(), *a, *b)),
            _ => None,
        })
        .collect();
    Facts {
        ir,
        creates_none: creates_none(&p.src, &p.tgt),
        new_target_intrinsic: new_target_intrinsic(&p.src, &p.tgt),
        undone_by_o3,
        o3_saving,
        llc,
        other_cpus,
        shared: (0, 0),
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
        let k = ir::print::print_op(&i.ty, &op);
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

/// Classes and judges a rewrite with costs `c` from its measured facts.
pub fn judge(c: &Costs, f: &Facts) -> Judgement {
    let (ns, nt) = f.ir;
    let (class, class_why) = if f.creates_none {
        (Class::InstSimplify, "the target creates no instruction".to_string())
    } else if let Some(i) = &f.new_target_intrinsic {
        (
            Class::Backend,
            format!("the target calls the target intrinsic {i}, which the source does not"),
        )
    } else if nt > ns {
        (
            Class::Backend,
            format!("the target has more IR instructions ({ns} -> {nt})"),
        )
    } else if f.undone_by_o3 {
        (
            Class::Backend,
            "opt -O3 rewrites the target into other instructions, so InstCombine would not keep it".to_string(),
        )
    } else {
        (
            Class::InstCombine,
            format!("IR instructions {ns} -> {nt}, no new target intrinsic, not undone by opt -O3"),
        )
    };
    let saving = c.cost_before as i64 - c.cost_after as i64;
    let fewer_ir = nt < ns;
    let (worth, worth_why) = if f.shared.1 > 0 && 2 * f.shared.0 > f.shared.1 {
        (
            false,
            format!(
                "at {} of {} sites the source's intermediate values have other uses, so the rewrite would not delete them and leaves no fewer IR instructions there",
                f.shared.0, f.shared.1
            ),
        )
    } else if f.o3_saving.is_some_and(|s| s <= 0) {
        (
            false,
            "the saving disappears once opt -O3 has run on both sides".to_string(),
        )
    } else if saving <= 1 && !fewer_ir {
        let llc_ok = f.llc.is_some_and(|(a, b)| b < a);
        let cpus: Vec<&str> = f
            .other_cpus
            .iter()
            .filter(|(_, a, b)| b < a)
            .map(|(c, _, _)| c.as_str())
            .collect();
        if llc_ok && !cpus.is_empty() {
            (
                true,
                format!(
                    "one uOp, confirmed by llc's instruction count and by {}",
                    cpus.join(", ")
                ),
            )
        } else {
            (
                false,
                format!(
                    "one uOp of llvm-mca counting noise: llc's instruction count {} and {} of {} other CPU models confirm it",
                    if llc_ok { "does" } else { "does not" },
                    cpus.len(),
                    f.other_cpus.len()
                ),
            )
        }
    } else if fewer_ir {
        (
            true,
            format!("removes {} IR instruction(s); saves {saving} uOp(s)", ns - nt),
        )
    } else {
        (true, format!("saves {saving} uOps"))
    };
    Judgement {
        class,
        class_why,
        worth,
        worth_why,
    }
}

/// The sorted opcodes (with callee names) of the function's instructions, control flow
/// and assumptions aside (opt turns a cut's `unreachable` guards into assumptions).
fn opcodes(f: &Function) -> Vec<String> {
    let mut v: Vec<String> = f
        .insts()
        .filter(|i| !i.op.is_terminator())
        .filter(|i| !matches!(&i.op, Op::Call(c) if c.callee_name() == Some("llvm.assume")))
        .map(|i| match &i.op {
            Op::Call(c) => format!("call {}", c.callee_name().unwrap_or("?")),
            op => ir::print::print_op(&i.ty, op)
                .split_whitespace()
                .next()
                .unwrap_or("")
                .to_string(),
        })
        .collect();
    v.sort();
    v
}

/// Whether every instruction of `tgt` computes what one of `src` computes (by
/// structure: opcode and operands, recursively, parameters by position).
fn creates_none(src: &Function, tgt: &Function) -> bool {
    let s: HashSet<String> = structures(src).into_iter().collect();
    structures(tgt)
        .iter()
        .zip(tgt.insts())
        .all(|(k, i)| i.op.is_terminator() || s.contains(k))
}

/// Each instruction's structure: its text with each local operand replaced by the
/// operand's own structure (parameters as `%arg<k>`), in parentheses.
fn structures(f: &Function) -> Vec<String> {
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
        let mut s = ir::print::print_op(&i.ty, &op);
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
fn new_target_intrinsic(src: &Function, tgt: &Function) -> Option<String> {
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
    use crate::store::Measure;

    fn costs(b: u32, a: u32) -> Costs {
        Costs {
            cost_before: b,
            cost_after: a,
            llvm_cost: None,
            known_to_llvm: false,
            measure: Measure::Mca,
            gain: Default::default(),
            insts_before: None,
            insts_after: None,
        }
    }

    fn facts0() -> Facts {
        Facts {
            ir: (3, 2),
            creates_none: false,
            new_target_intrinsic: None,
            undone_by_o3: false,
            o3_saving: Some(2),
            llc: Some((5, 4)),
            other_cpus: vec![("znver3".into(), 5, 4)],
            shared: (0, 0),
        }
    }

    #[test]
    fn classes_follow_their_reasons() {
        assert_eq!(judge(&costs(7, 5), &facts0()).class, Class::InstCombine);
        let f = Facts {
            creates_none: true,
            ..facts0()
        };
        assert_eq!(judge(&costs(7, 5), &f).class, Class::InstSimplify);
        let f = Facts {
            undone_by_o3: true,
            ..facts0()
        };
        assert_eq!(judge(&costs(7, 5), &f).class, Class::Backend);
        let f = Facts { ir: (2, 3), ..facts0() };
        let j = judge(&costs(7, 5), &f);
        assert_eq!(j.class, Class::Backend);
        assert!(j.class_why.contains("more IR"), "{}", j.class_why);
    }

    #[test]
    fn one_uop_is_noise_unless_confirmed_or_ir_shrinks() {
        let same_ir = Facts {
            ir: (3, 3),
            llc: Some((4, 4)),
            ..facts0()
        };
        let j = judge(&costs(6, 5), &same_ir);
        assert!(!j.worth, "{}", j.worth_why);
        let confirmed = Facts { ir: (3, 3), ..facts0() };
        assert!(judge(&costs(6, 5), &confirmed).worth);
        assert!(judge(&costs(6, 5), &facts0()).worth);
        let gone = Facts {
            ir: (3, 3),
            o3_saving: Some(0),
            ..facts0()
        };
        assert!(!judge(&costs(9, 5), &gone).worth);
    }

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

    #[test]
    fn other_uses_at_most_sites_are_not_worth_it() {
        let most = Facts {
            shared: (3, 4),
            ..facts0()
        };
        let j = judge(&costs(9, 5), &most);
        assert!(!j.worth && j.worth_why.contains("3 of 4 sites"), "{}", j.worth_why);
        // Half the sites, or nothing known (crawled before it was recorded): judged as before.
        for shared in [(2, 4), (0, 0)] {
            assert!(judge(&costs(9, 5), &Facts { shared, ..facts0() }).worth);
        }
    }
}
