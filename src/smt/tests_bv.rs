//! Tests of the bit-vector and boolean half of [`Symbolic`], the solver wrapper, and one
//! function evaluated end to end.

use super::*;
use crate::sem::Value;

pub(super) fn ap128(w: u32, v: u128) -> ApInt {
    ApInt::from_words(w, &[v as u64, (v >> 64) as u64])
}

/// Proves `f` (valid for every value of its free constants), quickly.
pub(super) fn assert_valid(f: &Bool, what: &str) {
    match prove(f, 10_000) {
        Answer::Unsat => {}
        other => panic!("{what}: not proved: {other:?}\n{f}"),
    }
}

fn mask(w: u32) -> u128 {
    if w == 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn sx(w: u32, v: u128) -> i128 {
    ((v << (128 - w)) as i128) >> (128 - w)
}

const OPS: &[BvBin] = &[
    BvBin::Add,
    BvBin::Sub,
    BvBin::Mul,
    BvBin::UDiv,
    BvBin::URem,
    BvBin::SDiv,
    BvBin::SRem,
    BvBin::Shl,
    BvBin::LShr,
    BvBin::AShr,
    BvBin::And,
    BvBin::Or,
    BvBin::Xor,
];

/// The expected result by native `u128` arithmetic; `None` where `sem` guards the
/// operation (division by zero, shift by the width or more).
fn expect(op: BvBin, w: u32, a: u128, b: u128) -> Option<u128> {
    let m = mask(w);
    let r = match op {
        BvBin::Add => a.wrapping_add(b),
        BvBin::Sub => a.wrapping_sub(b),
        BvBin::Mul => a.wrapping_mul(b),
        BvBin::UDiv | BvBin::URem | BvBin::SDiv | BvBin::SRem if b == 0 => return None,
        BvBin::UDiv => a / b,
        BvBin::URem => a % b,
        BvBin::SDiv => sx(w, a).wrapping_div(sx(w, b)) as u128,
        BvBin::SRem => sx(w, a).wrapping_rem(sx(w, b)) as u128,
        BvBin::Shl | BvBin::LShr | BvBin::AShr if b >= w as u128 => return None,
        BvBin::Shl => a << b,
        BvBin::LShr => a >> b,
        BvBin::AShr => (sx(w, a) >> b) as u128,
        BvBin::And => a & b,
        BvBin::Or => a | b,
        BvBin::Xor => a ^ b,
    };
    Some(r & m)
}

fn samples(w: u32) -> Vec<u128> {
    let m = mask(w);
    let smin = 1u128 << (w - 1);
    [
        0,
        1,
        2,
        7,
        m,
        m - 1,
        smin,
        smin - 1,
        0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834 & m,
        5,
    ]
    .into_iter()
    .collect()
}

#[test]
fn bv_ops_fold_and_solve_like_native() {
    let d = Symbolic::new();
    for w in [8u32, 33, 64, 128] {
        let xs = samples(w);
        // One query per width: every (op, a, b) on free constants pinned to literals.
        let mut facts = Vec::new();
        let mut goals = Vec::new();
        for (i, &a) in xs.iter().enumerate() {
            for (j, &b) in xs.iter().enumerate() {
                let shift_b = b % (w as u128 + 2);
                for &op in OPS {
                    let b = if matches!(op, BvBin::Shl | BvBin::LShr | BvBin::AShr) {
                        shift_b
                    } else {
                        b
                    };
                    let Some(e) = expect(op, w, a, b) else { continue };
                    let (la, lb) = (d.lit(&ap128(w, a)), d.lit(&ap128(w, b)));
                    let folded = d.bin(op, &la, &lb);
                    assert_eq!(d.bv_value(&folded), Some(ap128(w, e)), "{op:?} i{w} {a:#x} {b:#x}");
                    let (x, y) = (d.var(&format!("a{w}.{i}"), w), d.var(&format!("b{w}.{j}.{op:?}"), w));
                    facts.push(x.eq(&la));
                    facts.push(y.eq(&lb));
                    goals.push(d.bin(op, &x, &y).eq(d.lit(&ap128(w, e))));
                }
            }
        }
        let f = Bool::and(&facts).implies(Bool::and(&goals));
        assert_valid(&f, &format!("width {w}"));
    }
}

#[test]
fn literals_round_trip_at_every_width() {
    let d = Symbolic::new();
    for w in [1u32, 8, 33, 64, 65, 128, 200] {
        for v in [
            ApInt::zero(w),
            ApInt::all_ones(w),
            ApInt::from_u64(w, 0x1234_5678_9abc_def0),
        ] {
            assert_eq!(d.bv_value(&d.lit(&v)), Some(v.clone()), "i{w}");
        }
    }
    assert_eq!(d.bv_value(&d.var("free", 8)), None);
}

#[test]
fn casts_compares_and_booleans() {
    let d = Symbolic::new();
    let l = |w, v| d.lit_u64(w, v);
    assert_eq!(
        d.bv_value(&d.sext(&l(8, 0x80), 33)),
        Some(ApInt::from_u64(33, 0x1_ffff_ff80))
    );
    assert_eq!(d.bv_value(&d.zext(&l(8, 0x80), 128)), Some(ApInt::from_u64(128, 0x80)));
    assert_eq!(
        d.bv_value(&d.extract(&l(64, 0xabcd), 11, 4)),
        Some(ApInt::from_u64(8, 0xbc))
    );
    assert_eq!(
        d.bv_value(&d.concat(&l(4, 0xa), &l(8, 0x5c))),
        Some(ApInt::from_u64(12, 0xa5c))
    );
    assert_eq!(d.bv_value(&d.bvnot(&l(8, 0x0f))), Some(ApInt::from_u64(8, 0xf0)));
    assert_eq!(d.bool_value(&d.cmp(BvCmp::Slt, &l(8, 0xff), &l(8, 0))), Some(true));
    assert_eq!(d.bool_value(&d.cmp(BvCmp::Ult, &l(8, 0xff), &l(8, 0))), Some(false));
    assert_eq!(d.bool_value(&d.cmp(BvCmp::Sle, &l(8, 0x80), &l(8, 0x80))), Some(true));
    let (t, f) = (d.bool_lit(true), d.bool_lit(false));
    let c = d.var_bool("c");
    assert_eq!(d.bool_value(&d.and(&c, &f)), Some(false));
    assert_eq!(d.bool_value(&d.or(&c, &t)), Some(true));
    assert!(d.and(&c, &t).ast_eq(&c));
    assert!(d.ite_bool(&c, &t, &f).ast_eq(&c));
    assert_eq!(d.bv_value(&d.from_bool(&t)), Some(ApInt::from_u64(1, 1)));
    // Symbolic booleans keep their meaning.
    let x = d.var("x", 8);
    let ite = d.ite(&c, &x, &l(8, 3));
    assert_valid(&c.not().implies(ite.eq(l(8, 3))), "ite");
    assert_valid(&d.ite_bool(&c, &f, &t).iff(c.not()), "ite_bool");
    assert_valid(&d.from_bool(&c).eq(l(1, 1)).iff(&c), "from_bool");
}

#[test]
fn nondets_are_named_and_recorded_in_order() {
    let d = Symbolic::with_prefix("t1");
    let a = d.nondet(8, true);
    let b = d.nondet(3, false);
    let c = d.nondet(8, true);
    let nds = d.nondets();
    assert_eq!(nds.len(), 3);
    assert!(nds[0].0.ast_eq(&a) && nds[1].0.ast_eq(&b) && nds[2].0.ast_eq(&c));
    assert_eq!(nds.iter().map(|n| n.1).collect::<Vec<_>>(), vec![true, false, true]);
    let names: Vec<String> = d.nondet_records().into_iter().map(|n| n.name).collect();
    assert_eq!(names, vec!["t1.src.0", "t1.tgt.0", "t1.src.1"]);
    assert_eq!(Symbolic::new().nondet(1, false).to_string(), "nd.tgt.0");
}

#[test]
fn solver_models_quantifiers_and_timeouts() {
    let d = Symbolic::new();
    let x = d.var("qx", 16);
    let Answer::Sat(m) = check_sat(
        &[
            x.bvmul(d.lit_u64(16, 3)).eq(d.lit_u64(16, 21)),
            x.bvult(d.lit_u64(16, 100)),
        ],
        5_000,
    ) else {
        panic!("3x = 21 has a solution");
    };
    assert_eq!(m.eval_bv(&x), Some(ApInt::from_u64(16, 7)));
    assert!(check_sat(&[x.bvult(d.lit_u64(16, 0))], 5_000).is_unsat());
    // ∀y. x & y == y  holds only for x = all ones.
    let y = d.var("qy", 16);
    let q = forall(std::slice::from_ref(&y), &x.bvand(&y).eq(&y));
    let Answer::Sat(m) = check_sat(&[q], 5_000) else {
        panic!("x = -1 satisfies it")
    };
    assert_eq!(m.eval_bv(&x), Some(ApInt::all_ones(16)));
    assert!(prove(&exists(std::slice::from_ref(&y), &y.bvadd(&x).eq(d.zero(16))), 5_000).is_unsat());
    // Factoring a 62-bit semiprime: far beyond a 1 ms budget.
    let (p, q) = (d.var("fp", 64), d.var("fq", 64));
    let n = d.lit_u64(64, 4_611_686_014_132_420_609); // (2^31 - 1)^2
    let hard = [
        p.bvmul(&q).eq(&n),
        p.bvugt(d.lit_u64(64, 1)),
        q.bvugt(d.lit_u64(64, 1)),
        p.bvule(d.lit_u64(64, u32::MAX as u64)),
        q.bvule(d.lit_u64(64, u32::MAX as u64)),
        p.eq(&q).not(),
    ];
    let r = check_sat(&hard, 1);
    assert!(r.is_unknown(), "expected a timeout, got {r:?}");
}

#[test]
fn add_nsw_is_poison_on_overflow_end_to_end() {
    let text = "define i8 @f(i8 %x) {\n  %a = add nsw i8 %x, 1\n  ret i8 %a\n}\n";
    let f = crate::ir::parse_function(text, &std::collections::BTreeMap::new()).expect("parses");
    let d = Symbolic::new();
    let lane = d.input_lane("x", 8);
    let (x, xp) = (lane.bits.clone(), lane.poison.clone());
    let out = crate::sem::eval_function(&d, &f, vec![Value { lanes: vec![lane] }], false).expect("evaluates");
    let ret = out.ret.expect("returns a value");
    let r = &ret.lanes[0];
    assert_eq!(d.bool_value(&out.ub), Some(false));
    let at = |v: u64| Bool::and(&[x.eq(d.lit_u64(8, v)), xp.not()]);
    assert_valid(&at(127).implies(&r.poison), "127 + 1 overflows");
    assert_valid(
        &at(126).implies(Bool::and(&[r.poison.not(), r.bits.eq(d.lit_u64(8, 127))])),
        "126 + 1",
    );
    assert_valid(&xp.implies(&r.poison), "poison in, poison out");
    assert!(check_sat(&[r.poison.clone(), xp.not(), x.eq(d.lit_u64(8, 126))], 5_000).is_unsat());
}
