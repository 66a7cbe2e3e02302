//! `undef` as the LangRef has it: every use of an undef value may observe a different
//! value. An undef value is an `undef` constant, a parameter lane that is undef (any
//! parameter may be, unless `noundef`), or a value computed from one by arithmetic,
//! casts, compares, selects, vector operations, intrinsic calls or phis; `freeze`, loads
//! and stores stop it. `eval` re-computes such a value at each use with fresh choices
//! (per-use renaming, as Alive2 does); this module holds the static side of it.

use crate::ir::{BinOp, Const, Function, Inst, Op, Val};
use std::collections::HashMap;

/// True for an instruction whose value is computed again at each use when one of its
/// operands is an undef value: the pure instructions but `freeze`, and phis.
pub fn recomputed(i: &Inst) -> bool {
    (i.op.is_pure() && !matches!(i.op, Op::Freeze(_))) || matches!(i.op, Op::Phi { .. })
}

/// True for an instruction that may raise undefined behaviour from its operands' values
/// (division and remainder, `llvm.assume`): evaluating its definition observes them.
pub fn may_raise_ub(i: &Inst) -> bool {
    match &i.op {
        Op::Bin { op, .. } => matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem),
        Op::Call(c) => super::assume::is_assume(c),
        _ => false,
    }
}

/// True when a constant has an `undef` lane (or element).
pub fn const_has_undef(c: &Const) -> bool {
    match c {
        Const::Undef => true,
        Const::Vector(es) | Const::Array(es) | Const::Struct(es, _) => es.iter().any(|(_, e)| const_has_undef(e)),
        Const::Splat(_, e) => const_has_undef(e),
        _ => false,
    }
}

/// A parameter lane: (parameter name, lane).
pub type ParamLane = (String, usize);

/// Readings of parameter lanes, with multiplicity.
type Reads = HashMap<ParamLane, u64>;

fn add_into(into: &mut Reads, from: &Reads, times: u64) {
    for (k, n) in from {
        let e = into.entry(k.clone()).or_insert(0);
        *e = e.saturating_add(n.saturating_mul(times));
    }
}

fn sum(lanes: &[Reads]) -> Reads {
    let mut out = Reads::new();
    for l in lanes {
        add_into(&mut out, l, 1);
    }
    out
}

fn const_index(o: &crate::ir::Operand) -> Option<usize> {
    match &o.val {
        Val::Const(Const::Int(v)) => v.to_u64().map(|k| k as usize),
        _ => None,
    }
}

/// How many times `f` observes each parameter lane, per kind of use: every use of a value
/// computed from a lane (without `freeze`) observes it again. A lane observed at most once
/// cannot show two different values, so treating it as undef changes nothing (a program
/// that sees one value of an undef input behaves as on that defined input). Branch and
/// switch conditions count twice (branching on undef is undefined behaviour: `eval`
/// compares two readings). `llvm.assume`'s operand counts once, like any use: `eval`
/// compares two readings there too, but two readings of an `i1` that differ include a
/// false one, which is undefined behaviour on the defined input giving it. Lanes move
/// through `extractelement`, `insertelement` and `shufflevector` with constant indices
/// and lane-wise operations; elsewhere every lane of every operand counts for every lane
/// of the result. Saturates.
#[derive(Clone, Debug, Default)]
pub struct Observations {
    /// Every observation.
    pub all: Reads,
    /// Observations as the address of a load or store or the base of a `getelementptr`.
    pub address: Reads,
}

impl Observations {
    /// True when some lane of `param` is observed at least twice (counting addresses only
    /// when `with_addresses`).
    pub fn twice(&self, param: &str, with_addresses: bool) -> bool {
        self.all.iter().any(|((p, l), n)| {
            let a = self.address.get(&(p.clone(), *l)).copied().unwrap_or(0);
            p == param && (if with_addresses { *n } else { n - a.min(*n) }) >= 2
        })
    }
}

/// See [`Observations`].
pub fn observations(f: &Function) -> Observations {
    // Per value: per lane, the parameter lanes one reading of that lane reads.
    let mut deps: HashMap<String, Vec<Reads>> = HashMap::new();
    for p in &f.params {
        let lanes = (0..p.ty.lanes() as usize)
            .map(|l| Reads::from([((p.name.clone(), l), 1)]))
            .collect();
        deps.insert(p.name.clone(), lanes);
    }
    let of = |deps: &HashMap<String, Vec<Reads>>, o: &crate::ir::Operand| -> Vec<Reads> {
        match &o.val {
            Val::Local(n) => deps.get(n).cloned().unwrap_or_default(),
            _ => Vec::new(),
        }
    };
    let mut obs = Observations::default();
    for i in f.insts() {
        if recomputed(i) {
            if let Some(n) = &i.name {
                let lanes = lane_deps(i, &|o| of(&deps, o));
                deps.insert(n.clone(), lanes);
            }
            if !may_raise_ub(i) {
                continue;
            }
        }
        let times = if matches!(i.op, Op::CondBr { .. } | Op::Switch { .. }) {
            2
        } else {
            1
        };
        let address: Vec<&crate::ir::Operand> = match &i.op {
            Op::Load { ptr, .. } | Op::Store { ptr, .. } => vec![ptr],
            Op::Gep { base, .. } => vec![base],
            Op::Call(c) if c.masked_load().is_some() => c.args.first().map(|a| &a.op).into_iter().collect(),
            _ => Vec::new(),
        };
        let observed: Vec<&crate::ir::Operand> = match &i.op {
            // Only the divisor decides `udiv`/`urem`'s undefined behaviour.
            Op::Bin {
                op: BinOp::UDiv | BinOp::URem,
                b,
                ..
            } => vec![b],
            _ => i.op.operands(),
        };
        for o in observed {
            let r = sum(&of(&deps, o));
            add_into(&mut obs.all, &r, times);
            if address.iter().any(|a| std::ptr::eq(*a, o)) {
                add_into(&mut obs.address, &r, times);
            }
        }
    }
    obs
}

/// Per lane of `i`'s result, the parameter lanes one reading of it reads.
fn lane_deps(i: &Inst, of: &dyn Fn(&crate::ir::Operand) -> Vec<Reads>) -> Vec<Reads> {
    let n = i.ty.lanes() as usize;
    let all = |ops: &[&crate::ir::Operand]| -> Vec<Reads> {
        let mut r = Reads::new();
        for o in ops {
            add_into(&mut r, &sum(&of(o)), 1);
        }
        vec![r; n]
    };
    match &i.op {
        Op::ExtractElement { vec, idx } => match const_index(idx) {
            Some(k) => vec![of(vec).get(k).cloned().unwrap_or_default()],
            None => all(&[vec, idx]),
        },
        Op::InsertElement { vec, elt, idx } => match const_index(idx) {
            Some(k) if k < n => {
                let mut v = of(vec);
                v.resize(n, Reads::new());
                v[k] = sum(&of(elt));
                v
            }
            _ => all(&[vec, elt, idx]),
        },
        Op::ShuffleVector { a, b, mask } => {
            let (av, bv) = (of(a), of(b));
            let la = a.ty.lanes() as usize;
            mask.iter()
                .map(|m| match m {
                    Some(m) if (*m as usize) < la => av.get(*m as usize).cloned().unwrap_or_default(),
                    Some(m) => bv.get(*m as usize - la).cloned().unwrap_or_default(),
                    None => Reads::new(),
                })
                .collect()
        }
        Op::Call(_) => all(&i.op.operands()),
        Op::Cast { a, .. } if a.ty.lanes() as usize != n => all(&[a]),
        _ => {
            // Lane-wise: lane j reads lane j of each vector operand, and a scalar operand
            // (a select's condition) whole.
            let ops = i.op.operands();
            let per: Vec<Vec<Reads>> = ops.iter().map(|o| of(o)).collect();
            if ops.iter().any(|o| o.ty.lanes() as usize != n && o.ty.lanes() != 1) {
                return all(&ops);
            }
            (0..n)
                .map(|j| {
                    let mut r = Reads::new();
                    for (o, v) in ops.iter().zip(&per) {
                        let lane = if o.ty.lanes() == 1 { v.first() } else { v.get(j) };
                        if let Some(l) = lane {
                            add_into(&mut r, l, 1);
                        }
                    }
                    r
                })
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obs(text: &str) -> Vec<(String, u64)> {
        let m = crate::ir::parse_module(text).expect("parses");
        let o = observations(m.functions().next().expect("one function"));
        let mut v: Vec<(String, u64)> = o.all.into_iter().map(|((p, l), n)| (format!("{p}.{l}"), n)).collect();
        v.sort();
        v
    }

    #[test]
    fn uses_through_arithmetic_count_each_time() {
        let two = obs("define i8 @f(i8 %x, i8 %y) {\n  %a = add i8 %x, 1\n  %b = mul i8 %a, %a\n  ret i8 %b\n}\n");
        assert_eq!(two, vec![("x.0".to_string(), 2)]);
        let once = obs("define i8 @f(i8 %x) {\n  %a = shl i8 %x, 1\n  ret i8 %a\n}\n");
        assert_eq!(once, vec![("x.0".to_string(), 1)]);
    }

    #[test]
    fn freeze_stops_and_branches_count_twice() {
        let f = obs("define i8 @f(i8 %x) {\n  %a = freeze i8 %x\n  %b = add i8 %a, %a\n  ret i8 %b\n}\n");
        assert_eq!(f, vec![("x.0".to_string(), 1)]);
        let b = obs("define i8 @f(i1 %c) {\n  br i1 %c, label %t, label %e\nt:\n  ret i8 1\ne:\n  ret i8 0\n}\n");
        assert_eq!(b, vec![("c.0".to_string(), 2)]);
    }

    #[test]
    fn assume_reads_its_condition_once() {
        let a = "define i8 @f(i8 %x) {\n  %c = icmp ult i8 %x, 8\n  call void @llvm.assume(i1 %c)\n  ret i8 0\n}\n";
        assert_eq!(obs(a), vec![("x.0".to_string(), 1)]);
        let r = "define i8 @f(i8 %x) {\n  %c = icmp ult i8 %x, 8\n  call void @llvm.assume(i1 %c)\n  ret i8 %x\n}\n";
        assert_eq!(obs(r), vec![("x.0".to_string(), 2)]);
        let f = "define i8 @f(i8 %x) {\n  %y = freeze i8 %x\n  %c = icmp ult i8 %y, 8\n  call void @llvm.assume(i1 %c)\n  ret i8 %y\n}\n";
        assert_eq!(obs(f), vec![("x.0".to_string(), 1)]);
    }

    #[test]
    fn lanes_are_counted_apart() {
        let text = "define i8 @f(<2 x i8> %v) {\n  %a = extractelement <2 x i8> %v, i32 0\n  %b = extractelement <2 x i8> %v, i32 1\n  %r = add i8 %a, %b\n  ret i8 %r\n}\n";
        assert_eq!(obs(text), vec![("v.0".to_string(), 1), ("v.1".to_string(), 1)]);
    }
}
