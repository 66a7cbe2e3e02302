//! The literal leaves of the enumeration: 0, 1 and all-ones at each type of the menu,
//! the cut's own constants, and the constants they fold to (so that `(x + 3) + 5` can
//! become `x + 8` without a solver).

use super::terms::is_value_type;
use crate::interp::Concrete;
use crate::ir::{Function, Type, Val};
use crate::synth::bank::collect_lanes;
use crate::synth::Options;
use crate::util::ApInt;
use std::collections::BTreeSet;

/// Literal constants: 0, 1 and all-ones (0.0, 1.0, -1.0 for floats) at each type of the
/// menu, and every constant the cut uses, as it is and splatted to the vector types whose
/// element type it has.
pub fn literals(cut: &Function, menu: &[Type], opts: &Options) -> Vec<(Type, Vec<ApInt>)> {
    let mut out: Vec<(Type, Vec<ApInt>)> = Vec::new();
    let mut scalars: Vec<(Type, ApInt)> = Vec::new();
    for i in cut.insts() {
        for o in i.op.operands() {
            if let Val::Const(c) = &o.val {
                let mut lanes = Vec::new();
                collect_lanes(c, o.ty.lanes() as usize, &mut lanes);
                if lanes.len() == o.ty.lanes() as usize && is_value_type(&o.ty) {
                    for l in &lanes {
                        scalars.push((o.ty.scalar().clone(), l.clone()));
                    }
                    out.push((o.ty.clone(), lanes));
                }
            }
        }
    }
    scalars.sort_by(|a, b| (a.0.to_string(), &a.1).cmp(&(b.0.to_string(), &b.1)));
    scalars.dedup();
    let derived = derived_constants(&scalars, opts);
    scalars.extend(derived);
    for t in menu {
        let w = t.scalar_bits().unwrap_or(0);
        let base: Vec<ApInt> = match t.scalar() {
            Type::Int(1) => vec![ApInt::zero(1), ApInt::from_u64(1, 1)],
            Type::Int(_) => vec![ApInt::zero(w), ApInt::from_u64(w, 1), ApInt::all_ones(w)],
            Type::Float(k) => [0.0f64, 1.0, -1.0]
                .iter()
                .filter_map(|x| crate::ir::from_f64(*k, *x))
                .collect(),
            _ => vec![],
        };
        for v in base {
            out.push((t.clone(), vec![v; t.lanes() as usize]));
        }
        for (st, v) in &scalars {
            if st == t.scalar() {
                out.push((t.clone(), vec![v.clone(); t.lanes() as usize]));
            }
        }
    }
    out.sort_by(|a, b| (a.0.to_string(), &a.1).cmp(&(b.0.to_string(), &b.1)));
    out.dedup();
    out
}

/// Constants the cut's constants fold to: `-c`, `~c`, `c ± 1`, and for two constants of
/// one type their sum, differences, product (and for integers `&`, `|`, `^`, shifts),
/// so that `(x + 3) + 5` can become `x + 8` without a solver. Of each type, the first
/// `opts.folded_constants` constants are folded, and `opts.max_derived_literals` results
/// kept.
fn derived_constants(scalars: &[(Type, ApInt)], opts: &Options) -> Vec<(Type, ApInt)> {
    use crate::sem::{BvBin, Domain, FpArith};
    let d = Concrete::new();
    let mut out: Vec<(Type, ApInt)> = Vec::new();
    let types: BTreeSet<String> = scalars.iter().map(|(t, _)| t.to_string()).collect();
    for tn in types {
        let cs: Vec<&(Type, ApInt)> = scalars
            .iter()
            .filter(|(t, _)| t.to_string() == tn)
            .take(opts.folded_constants)
            .collect();
        let Some((t, _)) = cs.first().map(|x| (*x).clone()) else {
            continue;
        };
        let mut mine: Vec<ApInt> = Vec::new();
        match t {
            Type::Int(w) if w > 1 => {
                let one = ApInt::from_u64(w, 1);
                for (_, c) in &cs {
                    mine.extend([c.neg(), c.not(), c.add(&one), c.sub(&one)]);
                }
                for (_, a) in &cs {
                    for (_, b) in &cs {
                        for op in [BvBin::Add, BvBin::Sub, BvBin::Mul, BvBin::And, BvBin::Or, BvBin::Xor] {
                            mine.push(d.bin(op, a, b));
                        }
                        if b.to_u64().is_some_and(|s| s < w as u64) {
                            mine.push(d.bin(BvBin::Shl, a, b));
                            mine.push(d.bin(BvBin::LShr, a, b));
                        }
                    }
                }
            }
            Type::Float(k) if k.ieee_layout().is_some() => {
                for (_, a) in &cs {
                    for (_, b) in &cs {
                        for op in [FpArith::Add, FpArith::Sub, FpArith::Mul, FpArith::Div] {
                            mine.push(d.fp_arith(k, op, a, b));
                        }
                    }
                }
            }
            _ => {}
        }
        mine.sort();
        mine.dedup();
        mine.retain(|m| !cs.iter().any(|(_, c)| c == m));
        out.extend(mine.into_iter().take(opts.max_derived_literals).map(|m| (t.clone(), m)));
    }
    out
}
