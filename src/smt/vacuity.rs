//! Vacuity: a source that has undefined behaviour on every input is refined by anything,
//! so a `valid` verdict on it says nothing (alive-tv warns "Source function is always
//! UB"). Synthesis skips such cuts; `minotaur verify` warns. A source that is poison or UB
//! everywhere is as empty: rules do not count a width where theirs is, reports do not
//! show such an instance.

use super::refine::{refines, Options, Verdict};
use super::Symbolic;
use crate::ir::{Const, Function, Inst, Op, Operand};
use crate::sem::{self, Lane, Memory, Value};
use std::time::Duration;
use z3::ast::{Bool, BV};

/// `Some(true)` when `f` has undefined behaviour on every (defined or poison) input,
/// whatever its free choices; `Some(false)` when some input runs without it; `None`
/// when undecided in `timeout` (or not modelled).
pub fn always_ub(f: &Function, timeout: Duration) -> Option<bool> {
    z3::with_z3_config(&z3::Config::new(), || {
        let d = Symbolic::new();
        let mut args = Vec::new();
        for p in &f.params {
            let w = sem::lane_bits(&p.ty).ok()?;
            let lanes = (0..p.ty.lanes())
                .map(|l| Lane {
                    bits: BV::new_const(format!("v.{}.{l}", p.name), w),
                    poison: Bool::new_const(format!("v.{}.{l}.poison", p.name)),
                })
                .collect();
            args.push(Value { lanes });
        }
        let out = sem::eval_function_with(&d, f, args, true, &mut Memory::new()).ok()?;
        if let Some(b) = out.ub.as_bool() {
            return Some(b);
        }
        let q = super::Query::new(timeout.as_millis().clamp(1, u32::MAX as u128) as u32);
        q.assert(&out.ub.not());
        match q.check() {
            super::Answer::Unsat => Some(true),
            super::Answer::Sat(_) => Some(false),
            super::Answer::Unknown(_) => None,
        }
    })
}

/// Whether `f` is defined (neither poison nor UB) on some input: it is not when even a
/// function returning `poison` refines it. `None`: not decided.
pub fn defined_somewhere(f: &Function, timeout: Duration) -> Option<bool> {
    let mut g = f.clone();
    g.name = "poisoned".into();
    let ret = Inst::new(
        None,
        crate::ir::Type::Void,
        Op::Ret(Some(Operand::konst(f.ret.clone(), Const::Poison))),
    );
    g.blocks.truncate(1);
    g.blocks[0].insts = vec![ret];
    let opts = Options {
        timeout,
        ..Options::default()
    };
    match refines(f, &g, &opts) {
        Ok(Verdict::Valid) => Some(false),
        Ok(Verdict::Invalid(_)) => Some(true),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(text: &str) -> Function {
        crate::ir::parse_module(text)
            .expect("parses")
            .functions()
            .next()
            .expect("one")
            .clone()
    }

    #[test]
    fn always_ub_is_told_apart_from_sometimes() {
        let t = Duration::from_secs(10);
        let div0 = f("define i8 @f(i8 %x) {\n  %r = udiv i8 %x, 0\n  ret i8 %r\n}\n");
        assert_eq!(always_ub(&div0, t), Some(true));
        let div = f("define i8 @f(i8 %x, i8 %y) {\n  %r = udiv i8 %x, %y\n  ret i8 %r\n}\n");
        assert_eq!(always_ub(&div, t), Some(false));
        let unreachable =
            f("define i8 @f(i1 %c) {\n  br i1 %c, label %a, label %b\na:\n  unreachable\nb:\n  unreachable\n}\n");
        assert_eq!(always_ub(&unreachable, t), Some(true));
        let assume_false = f("define i8 @f(i8 %x) {\n  call void @llvm.assume(i1 false)\n  ret i8 %x\n}\n");
        assert_eq!(always_ub(&assume_false, t), Some(true));
        let assume =
            f("define i8 @f(i8 %x) {\n  %c = icmp ult i8 %x, 8\n  call void @llvm.assume(i1 %c)\n  ret i8 %x\n}\n");
        assert_eq!(always_ub(&assume, t), Some(false));
        let contradiction = f("define i8 @f(i8 %x) {\n  %c = icmp ult i8 %x, 8\n  call void @llvm.assume(i1 %c)\n  %d = icmp ugt i8 %x, 8\n  call void @llvm.assume(i1 %d)\n  ret i8 %x\n}\n");
        assert_eq!(always_ub(&contradiction, t), Some(true));
    }
}
