//! The x86 families (`sem::x86`) in the Z3 domain agree with the concrete interpreter,
//! which the x86 differential test checks against the hardware: for every registered intrinsic,
//! random inputs (edge values, NaNs, poison lanes) evaluated by both domains, lane bits
//! and poison flags compared. On literals (Z3's rewriter folds them) for every input set,
//! and twice per intrinsic on free constants pinned to the inputs, so that the solver's
//! bit-blaster computes it, as it does in a refinement query.

use super::tests_bv::assert_valid;
use super::*;
use crate::interp::{self, Concrete};
use crate::ir::Type;
use crate::sem::x86::{self, Imm, X86Intrinsic, TABLE};
use crate::sem::NanMode;
use crate::sem::Value;
use crate::util::Rng;

/// A lane value of `t`'s element type: edge values, NaNs and random bits.
fn lane_value(rng: &mut Rng, t: &Type) -> ApInt {
    let w = t.scalar_bits().expect("a sized element");
    let sign = ApInt::zero(w).neg_min();
    let edges = match t.scalar() {
        Type::Float(k) => {
            let (e, s) = k.ieee_layout().expect("IEEE");
            let exp = |v: u64| ApInt::from_u64(w, v << s);
            let bias = (1u64 << (e - 1)) - 1;
            let inf = exp((1 << e) - 1);
            vec![
                ApInt::zero(w),
                sign.clone(),
                exp(bias),                                              // 1.0
                exp(bias).or(&sign),                                    // -1.0
                exp(bias - 1).or(&ApInt::from_u64(w, 1u64 << (s - 1))), // 0.75
                exp(bias + 1).or(&ApInt::from_u64(w, 1u64 << (s - 2))), // 2.5
                exp(bias + 31),                                         // 2^31
                inf.clone(),
                inf.or(&sign),
                inf.or(&ApInt::from_u64(w, 1)),               // signaling NaN
                inf.or(&ApInt::from_u64(w, 3u64 << (s - 2))), // quiet NaN with payload
                ApInt::from_u64(w, 1),                        // smallest subnormal
            ]
        }
        _ => vec![
            ApInt::zero(w),
            ApInt::from_u64(w, 1),
            ApInt::all_ones(w),
            sign.clone(),
            sign.not(),
            ApInt::from_u64(w, rng.below(w as u64 + 2)),
        ],
    };
    if rng.chance(1, 2) {
        rng.pick(&edges).clone()
    } else {
        rng.bits(w)
    }
}

/// Random operands of `e` (immediates drawn from the modelled values), as lanes.
fn operands(rng: &mut Rng, e: &X86Intrinsic) -> Vec<Vec<(ApInt, bool)>> {
    let imm = e.immediate();
    e.arg_types()
        .iter()
        .enumerate()
        .map(|(j, t)| match imm {
            Some((i, allowed)) if i == j => {
                let v = match allowed {
                    Imm::Upto(m) => rng.below(m + 1),
                    Imm::OneOf(s) => *rng.pick(s),
                };
                vec![(ApInt::from_u64(32, v), false)]
            }
            _ => (0..t.lanes())
                .map(|_| (lane_value(rng, t), rng.chance(1, 10)))
                .collect(),
        })
        .collect()
}

/// The symbolic value of lanes: literals, or (when `pin` is given) free constants named
/// after it, with the constraints that pin them to the lanes.
fn symbolic(d: &Symbolic, lanes: &[(ApInt, bool)], pin: Option<(&str, &mut Vec<Bool>)>) -> Value<Symbolic> {
    let Some((name, eqs)) = pin else {
        return Value {
            lanes: lanes
                .iter()
                .map(|(b, p)| Lane {
                    bits: d.lit(b),
                    poison: d.bool_lit(*p),
                })
                .collect(),
        };
    };
    let mut out = Vec::new();
    for (i, (b, p)) in lanes.iter().enumerate() {
        let l = d.input_lane(&format!("{name}.{i}"), b.width());
        eqs.push(l.bits.eq(d.lit(b)));
        eqs.push(l.poison.iff(d.bool_lit(*p)));
        out.push(l);
    }
    Value { lanes: out }
}

/// Runs `e` on `ops` in both domains and compares every lane; `pinned` uses free
/// constants (the solver decides) instead of literals (the rewriter folds).
fn agree(e: &X86Intrinsic, ops: &[Vec<(ApInt, bool)>], pinned: bool) {
    let ret = e.ret_type();
    let c = Concrete::new();
    let cargs: Vec<Value<Concrete>> = ops.iter().map(|l| interp::value(l.iter().cloned())).collect();
    let want = interp::lanes(&x86::call(&c, e.name, &ret, &cargs, NanMode::Canonical).expect("modelled"));
    let d = Symbolic::with_prefix("x86");
    let mut eqs = Vec::new();
    let mut sargs: Vec<Value<Symbolic>> = Vec::new();
    for (j, l) in ops.iter().enumerate() {
        // An immediate stays a literal: the model reads its value.
        let imm = e.immediate().is_some_and(|(i, _)| i == j);
        let name = format!("a{j}");
        sargs.push(symbolic(&d, l, (pinned && !imm).then_some((name.as_str(), &mut eqs))));
    }
    let got = x86::call(&d, e.name, &ret, &sargs, NanMode::Canonical).expect("modelled");
    assert_eq!(got.lanes.len(), want.len(), "{}", e.name);
    let what = |i: usize| format!("{} lane {i} on {ops:?}", e.name);
    let mut goals = Vec::new();
    for (i, (l, (bits, poison))) in got.lanes.iter().zip(&want).enumerate() {
        if pinned {
            goals.push(l.poison.iff(d.bool_lit(*poison)));
            if !poison {
                goals.push(l.bits.eq(d.lit(bits)));
            }
            continue;
        }
        assert_eq!(l.poison.simplify().as_bool(), Some(*poison), "{}: poison", what(i));
        if !poison {
            assert_eq!(numeral_bits(&l.bits.simplify()).as_ref(), Some(bits), "{}", what(i));
        }
    }
    if pinned {
        let all = format!("{} (bit-blasted) on {ops:?}", e.name);
        assert_valid(&Bool::and(&eqs).implies(Bool::and(&goals)), &all);
    }
}

#[test]
fn every_x86_intrinsic_agrees_with_interp_on_literals_and_when_solved() {
    for (n, e) in TABLE.iter().enumerate() {
        let mut rng = Rng::stream(0x78_3836, n as u64);
        for _ in 0..24 {
            let ops = operands(&mut rng, e);
            agree(e, &ops, false);
        }
        for _ in 0..2 {
            let ops = operands(&mut rng, e);
            agree(e, &ops, true);
        }
    }
}
