//! LLVM judges a rewrite: what `opt-22` makes of each side (InstCombine alone, then
//! `-O3`), compared structurally, and `llc-22 -O3` with llvm-mca on four CPU models.
//! A target that InstCombine turns back into the source is anti-canonical; one LLVM
//! already makes the same function of as of the source is known; the class follows from where a saving remains after
//! canonicalization (fewer IR instructions: a middle-end fold; the same IR but fewer
//! machine instructions on most CPUs: the backend); anything else is noise.

use super::class::{creates_none, new_target_intrinsic, structures, Class};
use super::shape::Pair;
use crate::cost::CostError;
use crate::ir::{print_function, Function, Op};
use serde::{Deserialize, Serialize};

/// The CPU models a machine-level saving must hold on (a majority of them).
pub const CPUS: [&str; 4] = ["skylake", "znver3", "znver4", "sapphirerapids"];

/// One CPU model's measure of the canonical source and target (`llc-22 -O3`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Machine {
    /// The `-mcpu` model.
    pub cpu: String,
    /// Machine instructions of source and target.
    pub insts: (u32, u32),
    /// llvm-mca's uOps of source and target.
    pub uops: (u32, u32),
}

impl Machine {
    /// Fewer machine instructions and no more uOps: a saving an instruction-count tie
    /// does not explain.
    pub fn better(&self) -> bool {
        self.insts.1 < self.insts.0 && self.uops.1 <= self.uops.0
    }
}

/// How LLVM already treats a rewrite, when it leaves nothing to add.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Undone {
    /// `opt-22 -passes=instcombine` turns the target back into the source.
    ToSource,
    /// `opt-22 -passes=instcombine` makes the same function of both sides.
    SameAfterInstCombine,
    /// `opt-22 -O3` makes the same function of both sides.
    SameAfterO3,
}

impl Undone {
    /// The reason in words.
    pub fn words(self) -> &'static str {
        match self {
            Undone::ToSource => "opt-22 -passes=instcombine turns the target back into the source",
            Undone::SameAfterInstCombine => {
                "opt-22 -passes=instcombine already makes the same function of the source as of the target"
            }
            Undone::SameAfterO3 => "opt-22 -O3 already makes the same function of the source as of the target",
        }
    }
}

/// What LLVM makes of a rewrite's two sides, measured.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Canonical {
    /// Whether LLVM undoes the target or already reaches it, if it does.
    pub undone: Option<Undone>,
    /// IR instructions (control flow and assumptions aside) after `opt-22 -O3`, source
    /// and target.
    pub ir: (u32, u32),
    /// The target creates no instruction the source lacks (before canonicalization).
    pub creates_none: bool,
    /// A target intrinsic (`llvm.x86.*`) the target calls and the source does not.
    pub new_target_intrinsic: Option<String>,
    /// Each CPU model of [`CPUS`] that could be measured.
    pub cpus: Vec<Machine>,
    /// What `opt-22 -O3` makes of the source and of the target, as IR text.
    pub o3: (String, String),
    /// When `opt-22 -passes=instcombine` rewrites the source into a form the target does
    /// not refine (a fact the fold needs is dropped on the way, e.g. `sub nsw x, umin(x,
    /// C)` becoming `usub.sat`): that form, as IR text. The fold then cannot fire inside
    /// InstCombine as written; `None` when InstCombine leaves the source as it is, or the
    /// target still refines what it makes of it (or that was not decided).
    #[serde(default)]
    pub lost_by_instcombine: Option<String>,
}

impl Canonical {
    /// IR instructions saved after canonicalization (negative: more).
    pub fn ir_saving(&self) -> i64 {
        self.ir.0 as i64 - self.ir.1 as i64
    }

    /// The CPU models on which the target is [`Machine::better`].
    pub fn better_on(&self) -> Vec<&str> {
        self.cpus
            .iter()
            .filter(|m| m.better())
            .map(|m| m.cpu.as_str())
            .collect()
    }

    /// Machine instructions saved on the median CPU model (the lower middle).
    pub fn machine_saving(&self) -> i64 {
        let mut v: Vec<i64> = self.cpus.iter().map(|m| m.insts.0 as i64 - m.insts.1 as i64).collect();
        v.sort_unstable();
        v.get(v.len().saturating_sub(1) / 2).copied().unwrap_or(0)
    }
}

/// Whether a rule reaches a reviewer, and if not, why not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// A saving LLVM keeps after canonicalization: reported.
    Worth,
    /// InstCombine turns the target back into the source: landed, the fold would be
    /// undone, or loop.
    AntiCanonical,
    /// LLVM already makes the same function of both sides (InstCombine, or `-O3`).
    Known,
    /// No fewer IR instructions after canonicalization, and no machine-level saving on a
    /// majority of the CPU models.
    Noise,
    /// At most sites the source's inner values have other uses, so nothing is deleted.
    OtherUses,
    /// LLVM's tools could not measure it (named in the reason).
    #[default]
    Unmeasured,
}

impl Verdict {
    /// `worth`, `anti-canonical`, `known`, `noise`, `other-uses` or `unmeasured`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Worth => "worth",
            Verdict::AntiCanonical => "anti-canonical",
            Verdict::Known => "known",
            Verdict::Noise => "noise",
            Verdict::OtherUses => "other-uses",
            Verdict::Unmeasured => "unmeasured",
        }
    }

    /// Whether a reviewer gets the rule by default.
    pub fn reported(self) -> bool {
        self == Verdict::Worth
    }
}

/// A rule's class and verdict, each with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Where the fold belongs.
    pub class: Class,
    /// Why.
    pub class_why: String,
    /// Whether it is reported.
    pub verdict: Verdict,
    /// Why.
    pub verdict_why: String,
}

/// Runs `opt-22` and `llc-22`/`llvm-mca-22` on both sides of `p`; the error names the
/// tool that failed.
pub fn measure(p: &Pair) -> Result<Canonical, CostError> {
    let (mut c, o3, ic_s) = canonical(p)?;
    if !same(&ic_s, &p.src) {
        // Bounded like a generalization step: this runs for every measured rule.
        let opts = crate::smt::Options {
            timeout: std::time::Duration::from_secs(10),
            ..Default::default()
        };
        if let Ok(crate::smt::Verdict::Invalid(_)) = crate::smt::refines(&ic_s, &p.tgt, &opts) {
            c.lost_by_instcombine = Some(print_function(&ic_s));
        }
    }
    c.cpus = CPUS
        .iter()
        .filter_map(
            |cpu| match crate::cost::mca_summaries_at(&[&o3.0, &o3.1], cpu, "-O3").as_slice() {
                [Some(a), Some(b)] => Some(Machine {
                    cpu: cpu.to_string(),
                    insts: (a.insts, b.insts),
                    uops: (a.uops, b.uops),
                }),
                _ => None,
            },
        )
        .collect();
    Ok(c)
}

/// What `opt-22` alone makes of `p` (no machine measure: `cpus` is empty), for the
/// cheap question whether a smaller pair still saves IR instructions.
pub fn measure_ir(p: &Pair) -> Result<Canonical, CostError> {
    canonical(p).map(|(c, _, _)| c)
}

/// The IR half of [`measure`], the two `-O3` functions, and what InstCombine makes of
/// the source.
fn canonical(p: &Pair) -> Result<(Canonical, (Function, Function), Function), CostError> {
    let pass = crate::cost::llvm_passes;
    let (ic_s, ic_t) = (pass(&p.src, "instcombine")?, pass(&p.tgt, "instcombine")?);
    let (o3_s, o3_t) = (pass(&p.src, "default<O3>")?, pass(&p.tgt, "default<O3>")?);
    let undone = if same(&ic_t, &p.src) || same(&without_poison(&ic_t), &without_poison(&p.src)) {
        Some(Undone::ToSource)
    } else if same(&ic_t, &ic_s) {
        Some(Undone::SameAfterInstCombine)
    } else if same(&o3_t, &o3_s) {
        Some(Undone::SameAfterO3)
    } else {
        None
    };
    let c = Canonical {
        undone,
        ir: (code_insts(&o3_s), code_insts(&o3_t)),
        creates_none: creates_none(&p.src, &p.tgt),
        new_target_intrinsic: new_target_intrinsic(&p.src, &p.tgt),
        cpus: Vec::new(),
        o3: (print_function(&o3_s), print_function(&o3_t)),
        lost_by_instcombine: None,
    };
    Ok((c, (o3_s, o3_t), ic_s))
}

/// Classes and judges a rewrite from what LLVM makes of it (`Err`: it could not be
/// measured, and why) and its sites' shared values (see [`super::class::shared_sites`]).
pub fn judge(c: &Result<Canonical, CostError>, shared: (usize, usize)) -> Judgement {
    let c = match c {
        Ok(c) => c,
        Err(e) => return not_reported(Verdict::Unmeasured, format!("LLVM's tools could not measure it: {e}")),
    };
    match c.undone {
        Some(u @ Undone::ToSource) => return not_reported(Verdict::AntiCanonical, u.words().into()),
        Some(u) => return not_reported(Verdict::Known, u.words().into()),
        None => {}
    }
    if c.cpus.len() * 2 <= CPUS.len() {
        return not_reported(
            Verdict::Unmeasured,
            format!(
                "llc-22/llvm-mca-22 measured it on {} of {} CPU models",
                c.cpus.len(),
                CPUS.len()
            ),
        );
    }
    let (ns, nt) = c.ir;
    let better = c.better_on();
    let majority = better.len() * 2 > c.cpus.len();
    let machine = format!(
        "fewer machine instructions (llc-22 -O3) on {} of {} CPU models{}",
        better.len(),
        c.cpus.len(),
        if better.is_empty() {
            String::new()
        } else {
            format!(" ({})", better.join(", "))
        }
    );
    let (class, class_why) = if let Some(i) = c.new_target_intrinsic.as_ref().filter(|_| majority) {
        (
            Class::Backend,
            format!("the target calls the target intrinsic {i}; {machine}"),
        )
    } else if ns > nt && c.new_target_intrinsic.is_none() {
        let class = if c.creates_none {
            Class::InstSimplify
        } else {
            Class::InstCombine
        };
        (
            class,
            format!("after opt-22 -O3 on both sides: {ns} -> {nt} IR instructions; {machine}"),
        )
    } else if majority {
        (
            Class::Backend,
            format!("after opt-22 -O3 on both sides: {ns} -> {nt} IR instructions, and {machine}"),
        )
    } else {
        return not_reported(
            Verdict::Noise,
            format!(
                "after opt-22 -O3 on both sides: {ns} -> {nt} IR instructions, and {machine}; a uOp count that differs with equal instruction counts is the scheduling model's, not a saving"
            ),
        );
    };
    let (verdict, verdict_why) = if shared.1 > 0 && 2 * shared.0 > shared.1 {
        (
            Verdict::OtherUses,
            format!(
                "at {} of {} sites the source's intermediate values have other uses, so the rewrite would not delete them",
                shared.0, shared.1
            ),
        )
    } else {
        (Verdict::Worth, class_why.clone())
    };
    Judgement {
        class,
        class_why,
        verdict,
        verdict_why,
    }
}

fn not_reported(verdict: Verdict, why: String) -> Judgement {
    Judgement {
        class: Class::None,
        class_why: why.clone(),
        verdict,
        verdict_why: why,
    }
}

/// IR instructions that are code: control flow and `llvm.assume` aside.
fn code_insts(f: &Function) -> u32 {
    f.insts()
        .filter(|i| !i.op.is_terminator())
        .filter(|i| !matches!(&i.op, Op::Call(c) if c.callee_name() == Some("llvm.assume")))
        .count() as u32
}

/// `f` with what only decides where poison arises made uniform: no poison-generating
/// flags, `llvm.abs`/`ctlz`/`cttz` without their poison argument, and a logical `and`/`or`
/// (`select i1 a, b, false`, `select i1 a, true, b`) as the plain one. InstCombine turning
/// a target into the source up to these is still turning it back.
fn without_poison(f: &Function) -> Function {
    use crate::ir::{BinOp, Const, Flags, Operand, Type, Val};
    let mut g = f.clone();
    let is_bool =
        |o: &Operand, b: bool| matches!(&o.val, Val::Const(Const::Int(v)) if o.ty == Type::Int(1) && v.is_zero() != b);
    for b in &mut g.blocks {
        for i in &mut b.insts {
            if let Some(flags) = super::generalize::flags_mut(&mut i.op) {
                *flags = Flags::NONE;
            }
            if let Op::Call(c) = &mut i.op {
                let poison_arg = c.callee_name().is_some_and(|n| {
                    ["llvm.abs.", "llvm.ctlz.", "llvm.cttz."]
                        .iter()
                        .any(|p| n.starts_with(p))
                });
                if let (true, Some(last)) = (poison_arg, c.args.last_mut()) {
                    last.op.val = Val::Const(Const::Int(crate::util::ApInt::from_u64(1, 0)));
                }
            }
            let logical = match &i.op {
                Op::Select { cond, t, f: e, .. } if i.ty == Type::Int(1) && is_bool(t, true) => {
                    Some((BinOp::Or, cond.clone(), e.clone()))
                }
                Op::Select { cond, t, f: e, .. } if i.ty == Type::Int(1) && is_bool(e, false) => {
                    Some((BinOp::And, cond.clone(), t.clone()))
                }
                _ => None,
            };
            if let Some((op, a, b)) = logical {
                i.op = Op::Bin {
                    op,
                    flags: Flags::NONE,
                    fmf: Default::default(),
                    a,
                    b,
                };
            }
        }
    }
    g
}

/// Whether two functions are the same up to value names and instruction order: the same
/// parameter and return types and the same multiset of instruction structures (each
/// instruction with its operands' structures in place, parameters by position).
pub fn same(a: &Function, b: &Function) -> bool {
    let types = |f: &Function| (f.params.iter().map(|p| p.ty.clone()).collect::<Vec<_>>(), f.ret.clone());
    let sorted = |f: &Function| {
        let mut v = structures(f);
        v.sort();
        v
    };
    types(a) == types(b) && sorted(a) == sorted(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canonical(ir: (u32, u32), cpus: &[(u32, u32, u32, u32)]) -> Canonical {
        Canonical {
            undone: None,
            ir,
            creates_none: false,
            new_target_intrinsic: None,
            cpus: cpus
                .iter()
                .zip(CPUS)
                .map(|(&(a, b, u, v), cpu)| Machine {
                    cpu: cpu.into(),
                    insts: (a, b),
                    uops: (u, v),
                })
                .collect(),
            o3: Default::default(),
            lost_by_instcombine: None,
        }
    }

    #[test]
    fn the_class_follows_where_the_saving_is() {
        let ic = judge(&Ok(canonical((5, 2), &[(6, 3, 7, 4); 4])), (0, 0));
        assert_eq!((ic.class, ic.verdict), (Class::InstCombine, Verdict::Worth), "{ic:?}");
        let be = judge(
            &Ok(canonical(
                (3, 3),
                &[(4, 3, 4, 3), (4, 3, 4, 3), (4, 3, 4, 3), (4, 4, 4, 4)],
            )),
            (0, 0),
        );
        assert_eq!((be.class, be.verdict), (Class::Backend, Verdict::Worth), "{be:?}");
        // One model's uOp (instruction counts tied everywhere): noise.
        let noise = judge(
            &Ok(canonical(
                (3, 3),
                &[(4, 4, 4, 4), (4, 4, 4, 4), (4, 4, 4, 4), (4, 4, 5, 4)],
            )),
            (0, 0),
        );
        assert_eq!((noise.class, noise.verdict), (Class::None, Verdict::Noise), "{noise:?}");
        // Fewer instructions on two of four models only: no majority.
        let half = judge(
            &Ok(canonical(
                (3, 3),
                &[(4, 3, 4, 3), (4, 3, 4, 3), (4, 4, 4, 4), (4, 5, 4, 5)],
            )),
            (0, 0),
        );
        assert_eq!(half.verdict, Verdict::Noise, "{half:?}");
    }

    #[test]
    fn undone_targets_and_unmeasured_ones_are_not_reported() {
        let mut c = canonical((5, 2), &[(6, 3, 7, 4); 4]);
        c.undone = Some(Undone::ToSource);
        let j = judge(&Ok(c.clone()), (0, 0));
        assert_eq!((j.class, j.verdict), (Class::None, Verdict::AntiCanonical));
        c.undone = Some(Undone::SameAfterO3);
        assert_eq!(judge(&Ok(c), (0, 0)).verdict, Verdict::Known);
        let boom = CostError::Tool {
            tool: "opt-22".into(),
            msg: "boom".into(),
        };
        let j = judge(&Err(boom), (0, 0));
        assert_eq!(j.verdict, Verdict::Unmeasured);
        assert!(j.verdict_why.contains("opt-22: boom"));
        let few = canonical((5, 2), &[(6, 3, 7, 4); 2]);
        assert_eq!(judge(&Ok(few), (0, 0)).verdict, Verdict::Unmeasured);
    }

    #[test]
    fn other_uses_at_most_sites_are_not_reported() {
        let c = canonical((5, 2), &[(6, 3, 7, 4); 4]);
        let j = judge(&Ok(c.clone()), (3, 4));
        assert_eq!((j.class, j.verdict), (Class::InstCombine, Verdict::OtherUses));
        assert!(j.verdict_why.contains("3 of 4 sites"), "{}", j.verdict_why);
        for shared in [(2, 4), (0, 0)] {
            assert_eq!(judge(&Ok(c.clone()), shared).verdict, Verdict::Worth);
        }
    }

    #[test]
    fn the_median_machine_saving_is_the_lower_middle() {
        let c = canonical((3, 3), &[(4, 3, 0, 0), (4, 2, 0, 0), (4, 4, 0, 0), (4, 5, 0, 0)]);
        assert_eq!(c.machine_saving(), 0);
        assert_eq!(c.better_on(), vec!["skylake", "znver3"]);
    }
}
