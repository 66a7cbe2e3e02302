//! What an instruction does besides computing its value, written once: whether it has an
//! effect ([`Op::has_effect`]), whether it is pure ([`Op::is_pure`]), whether it reads
//! memory ([`Op::reads_memory`]); and the one dead-code removal built on them
//! ([`Function::remove_dead`], and [`Function::remove_dead_from`] for a scope).
//!
//! Every stage that drops code asks these: synthesis when it splices a rewrite into its
//! cut, `rules` and `report` when they tidy a proof's functions, `apply` when the old
//! root's code goes.

use super::intrinsics::{generic_intrinsic, intrinsic_base_name};
use super::{Call, Function, Op, Val};
use std::collections::{BTreeSet, HashSet};

impl Op {
    /// True when removing the instruction (its value unused) could change what the
    /// program does: terminators, stores, volatile or atomic loads, everything the IR
    /// keeps `Opaque` (fences, atomics, `va_arg`, ...), and calls (see
    /// [`Call::has_effect`]). A plain load has none: a dead one may go.
    pub fn has_effect(&self) -> bool {
        match self {
            Op::Store { .. } | Op::Opaque { .. } => true,
            Op::Load { volatile, atomic, .. } => *volatile || atomic.is_some(),
            Op::Call(c) => c.has_effect(),
            op => op.is_terminator(),
        }
    }

    /// True for a pure instruction: a value computed from its operands alone, no memory,
    /// no control flow (arithmetic, compares, casts, selects, `freeze`, vector lane
    /// moves, calls that do not read memory). What `sem` evaluates without a state; a
    /// call counts whatever it calls (whether `sem` knows the callee is its question).
    pub fn is_pure(&self) -> bool {
        matches!(
            self,
            Op::Bin { .. }
                | Op::FNeg { .. }
                | Op::ICmp { .. }
                | Op::FCmp { .. }
                | Op::Select { .. }
                | Op::Freeze(_)
                | Op::Cast { .. }
                | Op::ExtractElement { .. }
                | Op::InsertElement { .. }
                | Op::ShuffleVector { .. }
                | Op::Call(_)
        ) && !self.reads_memory()
    }

    /// True when the operation reads memory: a `load`, or a masked load or gather.
    pub fn reads_memory(&self) -> bool {
        match self {
            Op::Load { .. } => true,
            Op::Call(c) => c.masked_load().is_some(),
            _ => false,
        }
    }
}

impl Call {
    /// True unless the call is to an intrinsic known to have no effect: a generic one
    /// ([`GENERIC_INTRINSICS`](super::GENERIC_INTRINSICS)), a masked load or gather (it only
    /// reads), or an `llvm.x86.*` one that computes a value from values (no pointer
    /// argument: every entry of `sem`'s x86 registry). `llvm.assume` has one (it states
    /// a fact), as do calls to functions.
    pub fn has_effect(&self) -> bool {
        let Some(n) = self.intrinsic() else {
            return true;
        };
        let x86_value =
            n.starts_with("x86.") && !self.ret.is_void() && !self.args.iter().any(|a| a.op.ty.scalar().is_ptr());
        !(generic_intrinsic(intrinsic_base_name(n)).is_some() || self.masked_load().is_some() || x86_value)
    }
}

impl Function {
    /// Removes named instructions nothing reads and that have no effect
    /// ([`Op::has_effect`]), until none is left.
    pub fn remove_dead(&mut self) {
        self.sweep(None);
    }

    /// Removes, until none is left, the instructions named in `candidates` (or defining
    /// operands of removed ones) that nothing reads and that have no effect: the code
    /// only some old values used, the rest of the function untouched.
    pub fn remove_dead_from(&mut self, candidates: &BTreeSet<String>) {
        self.sweep(Some(candidates.clone()));
    }

    /// Rounds of removal; `scope`, when given, holds the names each round may remove.
    fn sweep(&mut self, mut scope: Option<BTreeSet<String>>) {
        loop {
            let used: HashSet<String> = self
                .insts()
                .flat_map(|i| i.op.operands())
                .filter_map(|o| o.as_local().map(str::to_string))
                .collect();
            let mut next = BTreeSet::new();
            let mut removed = false;
            for b in &mut self.blocks {
                b.insts.retain(|i| {
                    let dead = i
                        .name
                        .as_ref()
                        .is_some_and(|n| !used.contains(n) && scope.as_ref().is_none_or(|s| s.contains(n)))
                        && !i.op.has_effect();
                    if dead {
                        removed = true;
                        for o in i.op.operands() {
                            if let Val::Local(n) = &o.val {
                                next.insert(n.clone());
                            }
                        }
                    }
                    !dead
                });
            }
            if !removed {
                return;
            }
            if let Some(s) = &mut scope {
                *s = next;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::parse_function;

    fn dead_removed(text: &str, scope: Option<&[&str]>) -> String {
        let mut f = parse_function(text, &Default::default()).unwrap();
        match scope {
            None => f.remove_dead(),
            Some(s) => f.remove_dead_from(&s.iter().map(|n| n.to_string()).collect()),
        }
        crate::ir::print_function(&f)
    }

    #[test]
    fn dead_code_goes_but_effects_stay() {
        let f = "define i8 @f(i8 %x, ptr %p) {
  %a = add i8 %x, 1
  %b = mul i8 %a, 3
  %c = call i8 @llvm.ctpop.i8(i8 %x)
  %d = call i8 @g(i8 %x)
  %e = load i8, ptr %p
  %v = load volatile i8, ptr %p
  %s = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> zeroinitializer, <8 x i16> zeroinitializer)
  store i8 %x, ptr %p
  call void @llvm.assume(i1 true)
  ret i8 %x
}";
        let out = dead_removed(f, None);
        for gone in ["%a", "%b", "%c", "%e =", "%s"] {
            assert!(!out.contains(gone), "{gone} stays in {out}");
        }
        for kept in ["@g", "load volatile", "store", "llvm.assume"] {
            assert!(out.contains(kept), "{kept} goes from {out}");
        }
        // In a scope: only `%b` and what only it read.
        let out = dead_removed(f, Some(&["b"]));
        assert!(!out.contains("%b") && !out.contains("%a ="), "{out}");
        assert!(out.contains("%c =") && out.contains("%e ="), "{out}");
    }
}
