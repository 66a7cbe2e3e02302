//! Tests of the floating-point half of [`Symbolic`] against native `f32`/`f64` and hand
//! values, on literals (Z3's rewriter) and on pinned free constants (the bit-blaster).

use super::tests_bv::assert_valid;
use super::*;
use crate::ir::FloatKind::{self, BFloat, Double, Float, Half};

fn f32b(x: f32) -> BV {
    BV::from_u64(x.to_bits() as u64, 32)
}

fn f64b(x: f64) -> BV {
    BV::from_u64(x.to_bits(), 64)
}

/// What a result must be: exact bits, or some NaN.
#[derive(Clone, Copy, Debug)]
enum Want {
    Bits(u64),
    Nan,
}

fn want32(x: f32) -> Want {
    if x.is_nan() {
        Want::Nan
    } else {
        Want::Bits(x.to_bits() as u64)
    }
}

fn want64(x: f64) -> Want {
    if x.is_nan() {
        Want::Nan
    } else {
        Want::Bits(x.to_bits())
    }
}

fn meets(d: &Symbolic, k: FloatKind, r: &BV, w: Want) -> Bool {
    match w {
        Want::Bits(b) => r.eq(d.lit_u64(k.bits(), b)),
        Want::Nan => d.fp_is_nan(k, r),
    }
}

/// Checks `build` on the literal `args` and, when `blast`, on free constants pinned to
/// them (so the solver's bit-blaster computes it, not the rewriter).
fn check(k: FloatKind, args: &[BV], want: Want, blast: bool, what: &str, build: impl Fn(&Symbolic, &[BV]) -> BV) {
    let d = Symbolic::with_prefix("fp");
    let r = build(&d, args);
    // On literals the rewriter folds the result: no solver needed (a query costs ms).
    match want {
        Want::Bits(b) => assert_eq!(
            d.bv_value(&r),
            Some(ApInt::from_u64(k.bits(), b)),
            "{what}: folded to {r}"
        ),
        Want::Nan => {
            let nan = d.fp_is_nan(k, &r);
            if nan.simplify().as_bool() != Some(true) {
                assert_valid(&nan, what);
            }
        }
    }
    if blast {
        let vars: Vec<BV> = args
            .iter()
            .enumerate()
            .map(|(i, a)| d.var(&format!("arg{i}"), a.get_size()))
            .collect();
        let pinned: Vec<Bool> = vars.iter().zip(args).map(|(v, a)| v.eq(a)).collect();
        let r = build(&d, &vars);
        assert_valid(
            &Bool::and(&pinned).implies(meets(&d, k, &r, want)),
            &format!("{what} (bit-blasted)"),
        );
    }
}

const OPS: [FpArith; 5] = [FpArith::Add, FpArith::Sub, FpArith::Mul, FpArith::Div, FpArith::Rem];

fn native32(op: FpArith, a: f32, b: f32) -> f32 {
    match op {
        FpArith::Add => a + b,
        FpArith::Sub => a - b,
        FpArith::Mul => a * b,
        FpArith::Div => a / b,
        FpArith::Rem => a % b, // Rust's % on floats is C fmod
    }
}

fn native64(op: FpArith, a: f64, b: f64) -> f64 {
    match op {
        FpArith::Add => a + b,
        FpArith::Sub => a - b,
        FpArith::Mul => a * b,
        FpArith::Div => a / b,
        FpArith::Rem => a % b,
    }
}

#[test]
fn float_arith_matches_native() {
    let xs = [
        0.0f32,
        -0.0,
        1.0,
        -1.5,
        5.5,
        2.0,
        -4.0,
        7.0,
        1e30,
        -1e-30,
        1e-45,
        3.0e-39,
        f32::MAX,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ];
    for &a in &xs {
        for &b in &xs {
            for op in OPS {
                let want = want32(native32(op, a, b));
                check(
                    Float,
                    &[f32b(a), f32b(b)],
                    want,
                    false,
                    &format!("{op:?} {a} {b}"),
                    |d, v| d.fp_arith(Float, op, &v[0], &v[1]),
                );
            }
        }
    }
    // The bit-blaster on a few, rem included.
    for (a, b) in [
        (5.5f32, 2.0f32),
        (-7.0, 2.0),
        (1e30, 3.0),
        (1e-45, -0.0),
        (f32::MAX, f32::MAX),
    ] {
        for op in OPS {
            let want = want32(native32(op, a, b));
            check(
                Float,
                &[f32b(a), f32b(b)],
                want,
                true,
                &format!("{op:?} {a} {b}"),
                |d, v| d.fp_arith(Float, op, &v[0], &v[1]),
            );
        }
    }
}

#[test]
fn double_arith_matches_native() {
    let xs = [
        0.0f64,
        -0.0,
        1.0,
        -1.5,
        0.1,
        1e300,
        -1e-300,
        5e-324,
        7.0,
        2.5,
        f64::MAX,
        f64::INFINITY,
        f64::NAN,
    ];
    for &a in &xs {
        for &b in &xs {
            for op in OPS {
                let want = want64(native64(op, a, b));
                check(
                    Double,
                    &[f64b(a), f64b(b)],
                    want,
                    false,
                    &format!("{op:?} {a} {b}"),
                    |d, v| d.fp_arith(Double, op, &v[0], &v[1]),
                );
            }
        }
    }
    for op in [FpArith::Add, FpArith::Mul, FpArith::Div] {
        check(
            Double,
            &[f64b(0.1), f64b(0.7)],
            want64(native64(op, 0.1, 0.7)),
            true,
            &format!("{op:?} 0.1 0.7"),
            |d, v| d.fp_arith(Double, op, &v[0], &v[1]),
        );
    }
}

#[test]
fn frem_is_fmod() {
    let cases: &[(f32, f32, f32)] = &[
        (5.5, 2.0, 1.5),
        (-5.5, 2.0, -1.5),
        (-4.0, 2.0, -0.0),
        (4.0, -2.0, 0.0),
        (-0.0, 3.0, -0.0),
        (7.0, 2.0, 1.0),   // IEEE remainder is -1 here
        (-7.0, 2.0, -1.0), // and +1 here
        (7.0, -2.5, 2.0),
        (3.0, f32::INFINITY, 3.0),
        (-3.0, f32::NEG_INFINITY, -3.0),
        (f32::INFINITY, 2.0, f32::NAN),
        (1.0, 0.0, f32::NAN),
        (f32::NAN, 1.0, f32::NAN),
    ];
    for &(a, b, r) in cases {
        let want = want32(r);
        if let Want::Bits(bits) = want {
            assert_eq!(bits, (a % b).to_bits() as u64, "the table agrees with Rust's fmod");
        }
        check(
            Float,
            &[f32b(a), f32b(b)],
            want,
            true,
            &format!("fmod({a}, {b})"),
            |d, v| d.fp_arith(Float, FpArith::Rem, &v[0], &v[1]),
        );
    }
    // Half precision, bit-blasted: fmod(-5.5, 2) = -1.5 (0xbe00).
    let h = |v: u64| BV::from_u64(v, 16);
    check(
        Half,
        &[h(0xc580), h(0x4000)],
        Want::Bits(0xbe00),
        true,
        "half fmod",
        |d, v| d.fp_arith(Half, FpArith::Rem, &v[0], &v[1]),
    );
}

#[test]
fn nan_results_are_nan_patterns() {
    let d = Symbolic::new();
    for (k, a) in [(Float, f32b(0.0)), (Double, f64b(0.0))] {
        let x = d.var(&format!("z.{}", k.name()), k.bits());
        let r = d.fp_arith(k, FpArith::Div, &x, &x);
        let (e, s) = k.ieee_layout().unwrap();
        let exp = r.extract(s + e - 1, s);
        let sig = r.extract(s - 1, 0);
        let is_pattern = Bool::and(&[exp.eq(BV::from_i64(-1, e)), sig.eq(BV::from_u64(0, s)).not()]);
        assert_valid(&x.eq(&a).implies(&is_pattern), "0/0 has a NaN pattern");
        // Folded on literals too.
        let r = d.fp_arith(k, FpArith::Div, &a, &a);
        assert_valid(&d.fp_is_nan(k, &r), "0/0 literal");
    }
}

#[test]
fn compares_sqrt_fma() {
    let d = Symbolic::new();
    let b = |x: f32| f32b(x);
    assert_eq!(d.bool_value(&d.fp_eq(Float, &b(0.0), &b(-0.0))), Some(true));
    assert_eq!(d.bool_value(&d.fp_eq(Float, &b(f32::NAN), &b(f32::NAN))), Some(false));
    assert_eq!(d.bool_value(&d.fp_lt(Float, &b(1.0), &b(2.0))), Some(true));
    assert_eq!(d.bool_value(&d.fp_lt(Float, &b(f32::NAN), &b(2.0))), Some(false));
    assert_eq!(d.bool_value(&d.fp_is_nan(Float, &b(f32::NAN))), Some(true));
    check(Float, &[b(2.0)], want32(2f32.sqrt()), true, "sqrt 2", |d, v| {
        d.fp_sqrt(Float, &v[0])
    });
    check(Float, &[b(-1.0)], Want::Nan, true, "sqrt -1", |d, v| {
        d.fp_sqrt(Float, &v[0])
    });
    let (x, y, z) = (0.1f32, 10.0f32, -1.0f32);
    check(
        Float,
        &[b(x), b(y), b(z)],
        want32(x.mul_add(y, z)),
        true,
        "fma",
        |d, v| d.fp_fma(Float, &v[0], &v[1], &v[2]),
    );
}

#[test]
fn fp_to_int_edges() {
    // (format, bits, width, signed, in range, value when in range)
    let cases: &[(FloatKind, BV, u32, bool, bool, u64)] = &[
        (Float, f32b(-0.9), 32, false, true, 0),
        (Float, f32b(-0.9), 32, true, true, 0),
        (Float, f32b(2147483648.0), 32, true, false, 0),
        (Float, f32b(2147483648.0), 32, false, true, 0x8000_0000),
        (Float, f32b(-2147483648.0), 32, true, true, 0x8000_0000),
        (Float, f32b(2147483520.0), 32, true, true, 2147483520),
        (Float, f32b(f32::NAN), 32, true, false, 0),
        (Float, f32b(f32::INFINITY), 64, false, false, 0),
        (Float, f32b(-1.0), 32, false, false, 0),
        (Float, f32b(255.9), 8, false, true, 255),
        (Float, f32b(256.0), 8, false, false, 0),
        (Float, f32b(-128.5), 8, true, true, 0x80),
        (Float, f32b(-129.0), 8, true, false, 0),
        (Float, f32b(-1.0), 1, true, true, 1),
        (Float, f32b(1.0), 1, true, false, 0),
        (Half, BV::from_u64(0x7bff, 16), 32, true, true, 65504),
        (Double, f64b(-9.5), 64, true, true, (-9i64) as u64),
        (Double, f64b(1e300), 2000, true, true, 0),
        (Double, f64b(f64::NEG_INFINITY), 2000, true, false, 0),
    ];
    for (i, (k, a, w, signed, ok, v)) in cases.iter().enumerate() {
        let d = Symbolic::new();
        let what = format!("case {i}: {a} to i{w} signed={signed}");
        let (r, in_range) = d.fp_to_int(*k, a, *w, *signed);
        assert_eq!(d.bool_value(&in_range), Some(*ok), "{what}");
        if *ok && *w <= 64 {
            assert_eq!(d.bv_value(&r), Some(ApInt::from_u64(*w, *v)), "{what}");
        }
        // Bit-blasted.
        let x = d.var("fx", k.bits());
        let (r, in_range) = d.fp_to_int(*k, &x, *w, *signed);
        let mut goal = if *ok { in_range } else { in_range.not() };
        if *ok && *w <= 64 {
            goal = Bool::and(&[goal, r.eq(d.lit_u64(*w, *v))]);
        }
        assert_valid(&x.eq(a).implies(&goal), &format!("{what} (bit-blasted)"));
    }
}

#[test]
fn int_to_fp_rounds_to_nearest_even() {
    let cases: &[(FloatKind, ApInt, bool, u64)] = &[
        (Float, ApInt::from_u64(32, 16777217), true, 16777216f32.to_bits() as u64),
        (Float, ApInt::from_u64(32, 16777219), true, 16777220f32.to_bits() as u64),
        (Float, ApInt::all_ones(32), true, (-1f32).to_bits() as u64),
        (Float, ApInt::all_ones(32), false, 4294967296f32.to_bits() as u64),
        (Float, ApInt::all_ones(64), false, (u64::MAX as f32).to_bits() as u64),
        (Float, ApInt::from_u64(8, 0x80), true, (-128f32).to_bits() as u64),
        (Float, ApInt::from_u64(8, 0x80), false, 128f32.to_bits() as u64),
        (Double, ApInt::from_u64(64, (-3i64) as u64), true, (-3f64).to_bits()),
        (Double, ApInt::all_ones(128), false, (u128::MAX as f64).to_bits()),
        (Half, ApInt::from_u64(32, 70000), true, 0x7c00),
        (Float, ApInt::from_u64(1, 1), true, (-1f32).to_bits() as u64),
    ];
    for (k, v, signed, want) in cases {
        let d = Symbolic::new();
        check(
            *k,
            &[d.lit(v)],
            Want::Bits(*want),
            true,
            &format!("{v:?} signed={signed} to {}", k.name()),
            |d, a| d.int_to_fp(*k, &a[0], *signed),
        );
    }
}

#[test]
fn fp_convert_between_formats() {
    let near_one = [
        1.0 + 2f64.powi(-24),
        1.0 + 3.0 * 2f64.powi(-24),
        0.1,
        1e40,
        -1e-50,
        3.4028235677973366e38,
    ];
    for x in near_one {
        check(
            Float,
            &[f64b(x)],
            want32(x as f32),
            true,
            &format!("{x} to float"),
            |d, a| d.fp_convert(Double, Float, &a[0]),
        );
    }
    check(
        Double,
        &[f32b(0.1)],
        want64(0.1f32 as f64),
        true,
        "float to double",
        |d, a| d.fp_convert(Float, Double, &a[0]),
    );
    check(Double, &[f32b(f32::NAN)], Want::Nan, true, "NaN to double", |d, a| {
        d.fp_convert(Float, Double, &a[0])
    });
    let to = |k: FloatKind, x: f64, want: u64| {
        check(
            k,
            &[f64b(x)],
            Want::Bits(want),
            true,
            &format!("{x} to {}", k.name()),
            |d, a| d.fp_convert(Double, k, &a[0]),
        );
    };
    to(Half, 1.0, 0x3c00);
    to(Half, 65520.0, 0x7c00); // ties to even past the largest finite: infinity
    to(Half, 65519.0, 0x7bff);
    to(Half, -2f64.powi(-24), 0x8001); // smallest subnormal
    to(BFloat, 1.0, 0x3f80);
    to(BFloat, 1.0 + 2f64.powi(-8), 0x3f80); // tie, to even
}

#[test]
fn fp128_literals_convert() {
    let d = Symbolic::new();
    let r = d.fp_convert(Double, FloatKind::Fp128, &f64b(-1.5));
    let mut want = ApInt::zero(128);
    want.set_bit(127, true);
    for i in 0..14 {
        want.set_bit(112 + i, true); // exponent 0x3fff
    }
    want.set_bit(111, true);
    assert_eq!(d.bv_value(&r), Some(want));
}

#[test]
fn fp_round_modes() {
    use RoundMode::*;
    let cases: &[(f32, RoundMode, f32)] = &[
        (2.5, NearestEven, 2.0),
        (2.5, NearestAway, 3.0),
        (2.5, TowardZero, 2.0),
        (2.5, TowardPositive, 3.0),
        (2.5, TowardNegative, 2.0),
        (-2.5, NearestEven, -2.0),
        (-2.5, NearestAway, -3.0),
        (-2.5, TowardZero, -2.0),
        (-2.5, TowardPositive, -2.0),
        (-2.5, TowardNegative, -3.0),
        (-0.4, NearestEven, -0.0),
        (0.4, TowardPositive, 1.0),
        (-0.4, TowardPositive, -0.0),
        (1e30, TowardZero, 1e30),
        (f32::NAN, NearestEven, f32::NAN),
    ];
    for &(x, m, r) in cases {
        check(
            Float,
            &[f32b(x)],
            want32(r),
            true,
            &format!("round {x} {m:?}"),
            |d, a| d.fp_round(Float, m, &a[0]),
        );
    }
    check(Double, &[f64b(-3.5)], want64(-4.0), true, "double round", |d, a| {
        d.fp_round(Double, NearestEven, &a[0])
    });
}
