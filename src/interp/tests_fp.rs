//! Tests of the concrete floating point: `float` and `double` against Rust's native
//! arithmetic, `half`/`bfloat`/`fp128` against exact computations in a wider format,
//! and the integer conversions at their edges.

use super::Concrete;
use crate::ir::FloatKind::{self, BFloat, Double, Float, Fp128, Half};
use crate::sem::{Domain, FpArith, RoundMode};
use crate::util::ApInt;

/// xorshift64*, deterministic.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[(self.next() % xs.len() as u64) as usize]
    }
    /// A double: often special, often small integers or halves, else any bit pattern.
    fn f64(&mut self) -> f64 {
        match self.next() % 6 {
            0 => self.pick(SPECIAL64),
            1 => (self.next() % 64) as f64 / 2.0 - 16.0,
            2 => f64::from_bits(self.next() >> 2) * if self.next().is_multiple_of(2) { 1.0 } else { -1.0 },
            3 => (self.next() as i64 as f64) * 2f64.powi((self.next() % 200) as i32 - 100),
            _ => f64::from_bits(self.next()),
        }
    }
    fn f32(&mut self) -> f32 {
        match self.next() % 6 {
            0 => self.pick(SPECIAL32),
            1 => (self.next() % 64) as f32 / 2.0 - 16.0,
            2 => self.f64() as f32,
            _ => f32::from_bits(self.next() as u32),
        }
    }
}

const SPECIAL64: &[f64] = &[
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -0.5,
    1.5,
    2.5,
    -2.5,
    0.1,
    0.2,
    0.3,
    3.0,
    1e300,
    -1e300,
    1e-300,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    f64::MAX,
    f64::MIN,
    f64::MIN_POSITIVE,
    f64::EPSILON,
    4.9e-324,
    -4.9e-324,
    f64::from_bits(0x000f_ffff_ffff_ffff),
    9007199254740993.0,
    4503599627370497.5,
    2147483647.5,
    2147483648.0,
    -2147483648.5,
    4294967295.9,
    18446744073709551615.0,
    9223372036854775807.0,
];
const SPECIAL32: &[f32] = &[
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -0.5,
    1.5,
    2.5,
    -2.5,
    0.1,
    3.0,
    1e30,
    -1e30,
    1e-30,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::NAN,
    f32::MAX,
    f32::MIN,
    f32::MIN_POSITIVE,
    f32::EPSILON,
    1e-45,
    -1e-45,
    1.1754942e-38,
    16777217.0,
    8388609.5,
    2147483520.0,
    4294967040.0,
];

fn b64(x: f64) -> ApInt {
    ApInt::from_u64(64, x.to_bits())
}
fn b32(x: f32) -> ApInt {
    ApInt::from_u64(32, x.to_bits() as u64)
}
fn f64_of(a: &ApInt) -> f64 {
    f64::from_bits(a.low_u64())
}
fn f32_of(a: &ApInt) -> f32 {
    f32::from_bits(a.low_u64() as u32)
}

/// Same value, any NaN matching any NaN.
fn same64(got: &ApInt, want: f64) -> bool {
    if want.is_nan() {
        f64_of(got).is_nan()
    } else {
        got == &b64(want)
    }
}
fn same32(got: &ApInt, want: f32) -> bool {
    if want.is_nan() {
        f32_of(got).is_nan()
    } else {
        got == &b32(want)
    }
}

const ARITH: [FpArith; 5] = [FpArith::Add, FpArith::Sub, FpArith::Mul, FpArith::Div, FpArith::Rem];
const MODES: [RoundMode; 5] = [
    RoundMode::NearestEven,
    RoundMode::NearestAway,
    RoundMode::TowardZero,
    RoundMode::TowardPositive,
    RoundMode::TowardNegative,
];

macro_rules! native_checks {
    ($name:ident, $t:ty, $k:expr, $rand:ident, $bits:ident, $same:ident, $w:expr) => {
        #[test]
        fn $name() {
            let d = Concrete::new();
            let mut rng = Rng(0x1234_5678 + $w);
            for _ in 0..40_000 {
                let (x, y, z) = (rng.$rand(), rng.$rand(), rng.$rand());
                let (a, b, c) = ($bits(x), $bits(y), $bits(z));
                let ctx = format!("{x:e} {y:e} {z:e}");
                let want = [x + y, x - y, x * y, x / y, x % y];
                for (op, w) in ARITH.iter().zip(want) {
                    assert!($same(&d.fp_arith($k, *op, &a, &b), w), "{op:?} {ctx}");
                }
                assert!($same(&d.fp_fma($k, &a, &b, &c), x.mul_add(y, z)), "fma {ctx}");
                assert!($same(&d.fp_sqrt($k, &a), x.sqrt()), "sqrt {ctx}");
                assert_eq!(d.fp_lt($k, &a, &b), x < y, "lt {ctx}");
                assert_eq!(d.fp_eq($k, &a, &b), x == y, "eq {ctx}");
                assert_eq!(d.fp_is_nan($k, &a), x.is_nan());
                let want = [x.round_ties_even(), x.round(), x.trunc(), x.ceil(), x.floor()];
                for (m, w) in MODES.iter().zip(want) {
                    assert!($same(&d.fp_round($k, *m, &a), w), "round {m:?} {ctx}");
                }
                // To integers: in range exactly when the truncation is.
                let t = x.trunc() as f64;
                for (w, signed, lo, hi) in [
                    (32, true, -2f64.powi(31), 2f64.powi(31)),
                    (32, false, 0.0, 2f64.powi(32)),
                    (64, true, -2f64.powi(63), 2f64.powi(63)),
                    (64, false, 0.0, 2f64.powi(64)),
                    (128, true, -2f64.powi(127), 2f64.powi(127)),
                    (128, false, 0.0, 2f64.powi(128)),
                ] {
                    let (v, ok) = d.fp_to_int($k, &a, w, signed);
                    let fits = t >= lo && t < hi;
                    assert_eq!(ok, fits, "to i{w} signed={signed} {ctx}");
                    if fits {
                        let want = if signed {
                            ApInt::from_u128(w, t as i128 as u128)
                        } else {
                            ApInt::from_u128(w, t as u128)
                        };
                        assert_eq!(v, want, "to i{w} signed={signed} {ctx}");
                    }
                }
                // From integers.
                let n = rng.next() as i64 >> (rng.next() % 64);
                let u = (rng.next() as u128) << 64 | rng.next() as u128;
                let u = u >> (rng.next() % 128);
                assert!($same(&d.int_to_fp($k, &ApInt::from_i64(64, n), true), n as $t));
                assert!($same(
                    &d.int_to_fp($k, &ApInt::from_i64(64, n), false),
                    n as u64 as $t
                ));
                assert!($same(
                    &d.int_to_fp($k, &ApInt::from_i64(32, n), true),
                    n as i32 as $t
                ));
                assert!($same(&d.int_to_fp($k, &ApInt::from_u128(128, u), false), u as $t));
                assert!($same(
                    &d.int_to_fp($k, &ApInt::from_u128(128, u), true),
                    u as i128 as $t
                ));
            }
        }
    };
}

native_checks!(float_matches_native_f32, f32, Float, f32, b32, same32, 32);
native_checks!(double_matches_native_f64, f64, Double, f64, b64, same64, 64);

#[test]
fn conversions_between_float_and_double_match_native() {
    let d = Concrete::new();
    let mut rng = Rng(77);
    for _ in 0..50_000 {
        let x = rng.f64();
        assert!(same32(&d.fp_convert(Double, Float, &b64(x)), x as f32), "{x:e}");
        let y = rng.f32();
        assert!(same64(&d.fp_convert(Float, Double, &b32(y)), y as f64), "{y:e}");
        assert!(same32(&d.fp_convert(Float, Float, &b32(y)), y));
    }
}

/// The exact value of a half or bfloat bit pattern.
fn small_to_f64(k: FloatKind, bits: u16) -> f64 {
    let (eb, sb) = k.ieee_layout().unwrap();
    let (e, m) = ((bits as u32 >> sb) & ((1 << eb) - 1), bits as u32 & ((1 << sb) - 1));
    let bias = (1 << (eb - 1)) - 1;
    let s = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    s * if e == (1 << eb) - 1 {
        if m == 0 {
            f64::INFINITY
        } else {
            f64::NAN
        }
    } else if e == 0 {
        m as f64 * 2f64.powi(1 - bias - sb as i32)
    } else {
        (m + (1 << sb)) as f64 * 2f64.powi(e as i32 - bias - sb as i32)
    }
}

/// Checks that `h` is `x` rounded to nearest-even in format `k`, by its neighbours.
fn is_rounding_of(k: FloatKind, h: u16, x: f64) -> bool {
    let v = small_to_f64(k, h);
    if x.is_nan() {
        return v.is_nan();
    }
    // Overflow: exactly when x is at least the midpoint above the largest finite value.
    let inf_bits = if k == Half { 0x7c00 } else { 0x7f80 };
    let largest = small_to_f64(k, inf_bits - 1);
    let ulp = largest - small_to_f64(k, inf_bits - 2);
    if x.abs() >= largest + ulp / 2.0 {
        return v.is_infinite() && v.signum() == x.signum();
    }
    if v.is_infinite() {
        return false;
    }
    if v == 0.0 && x == 0.0 {
        return v.is_sign_negative() == x.is_sign_negative();
    }
    let (up, down) = (small_to_f64(k, h.wrapping_add(1)), small_to_f64(k, h.wrapping_sub(1)));
    let err = (v - x).abs();
    let neighbours = [up, down]
        .into_iter()
        .filter(|n| n.is_finite() && n.signum() == v.signum());
    let mut ok = true;
    for n in neighbours {
        let ne = (n - x).abs();
        ok &= err < ne || (err == ne && h & 1 == 0);
    }
    ok && v.is_sign_negative() == x.is_sign_negative()
}

#[test]
fn half_and_bfloat_round_correctly() {
    let d = Concrete::new();
    let mut rng = Rng(99);
    let h = |k: FloatKind, a: &ApInt| small_to_f64(k, a.low_u64() as u16);
    for k in [Half, BFloat] {
        // Every pattern widens exactly and converts back to itself (NaNs to a NaN).
        for bits in 0..=u16::MAX {
            let a = ApInt::from_u64(16, bits as u64);
            let x = f64_of(&d.fp_convert(k, Double, &a));
            let want = small_to_f64(k, bits);
            assert!(
                if want.is_nan() {
                    x.is_nan()
                } else {
                    x.to_bits() == want.to_bits()
                },
                "{k:?} {bits:#x}"
            );
            assert!(want.is_nan() || d.fp_convert(Double, k, &b64(x)) == a);
        }
        for _ in 0..30_000 {
            let (a, b, c) = (
                ApInt::from_u64(16, rng.next() & 0xffff),
                ApInt::from_u64(16, rng.next() & 0xffff),
                ApInt::from_u64(16, rng.next() & 0xffff),
            );
            let (x, y) = (h(k, &a), h(k, &b));
            let r = rng.f64();
            assert!(
                is_rounding_of(k, d.fp_convert(Double, k, &b64(r)).low_u64() as u16, r),
                "{k:?} from {r:e}"
            );
            // p <= 11, so the double result rounded again is the correctly rounded one.
            let want = [x + y, x - y, x * y, x / y, x % y];
            for (op, w) in ARITH.iter().zip(want) {
                let got = d.fp_arith(k, *op, &a, &b);
                let w = d.fp_convert(Double, k, &b64(w));
                assert!(
                    if d.fp_is_nan(k, &w) {
                        d.fp_is_nan(k, &got)
                    } else {
                        got == w
                    },
                    "{k:?} {op:?} {x:e} {y:e}"
                );
            }
            let w = d.fp_convert(Double, k, &b64(x.sqrt()));
            assert!(
                if x.is_nan() || x < 0.0 {
                    d.fp_is_nan(k, &d.fp_sqrt(k, &a))
                } else {
                    d.fp_sqrt(k, &a) == w
                },
                "{k:?} sqrt {x:e}"
            );
            // fma: a·b is exact in fp128, and so is a·b + c when TwoSum's error is zero
            // (always for half; for bfloat when the exponents are not too far apart).
            let q = |v: &ApInt| d.fp_convert(k, Fp128, v);
            let add = |x: &ApInt, y: &ApInt| d.fp_arith(Fp128, FpArith::Add, x, y);
            let sub = |x: &ApInt, y: &ApInt| d.fp_arith(Fp128, FpArith::Sub, x, y);
            let (p, c4) = (d.fp_arith(Fp128, FpArith::Mul, &q(&a), &q(&b)), q(&c));
            let s = add(&p, &c4);
            let bp = sub(&s, &p);
            let err = add(&sub(&p, &sub(&s, &bp)), &sub(&c4, &bp));
            let got = d.fp_fma(k, &a, &b, &c);
            let w = d.fp_convert(Fp128, k, &s);
            if d.fp_is_nan(k, &w) {
                assert!(d.fp_is_nan(k, &got), "{k:?} fma");
            } else if d.fp_eq(Fp128, &err, &ApInt::zero(128)) {
                assert_eq!(got, w, "{k:?} fma");
            } else {
                assert!(
                    k == BFloat || d.fp_is_nan(Fp128, &err),
                    "{k:?}: half fma is always exact in fp128"
                );
            }
        }
    }
    let hv = |v: u64| ApInt::from_u64(16, v);
    let one = hv(0x3c00);
    assert_eq!(d.fp_arith(Half, FpArith::Add, &one, &one), hv(0x4000));
    assert_eq!(d.fp_convert(Double, Half, &b64(0.1)), hv(0x2e66));
    assert_eq!(d.fp_arith(Half, FpArith::Div, &one, &hv(0x4200)), hv(0x3555)); // 1/3
    assert_eq!(d.fp_sqrt(Half, &hv(0x4000)), hv(0x3da8)); // sqrt 2
    assert_eq!(d.fp_arith(Half, FpArith::Add, &hv(0x7bff), &hv(0x4c00)), hv(0x7c00)); // 65504 + 16 ties up to inf
    assert_eq!(d.int_to_fp(Half, &ApInt::from_u64(32, 65519), false), hv(0x7bff));
    assert_eq!(d.int_to_fp(Half, &ApInt::from_u64(32, 65520), false), hv(0x7c00));
    assert_eq!(d.fp_convert(Float, BFloat, &b32(std::f32::consts::PI)), hv(0x4049));
    assert_eq!(d.fp_convert(Float, BFloat, &b32(1.0)), hv(0x3f80));
    assert!(!d.fp_to_int(Half, &hv(0x7bff), 16, true).1);
    assert_eq!(
        d.fp_to_int(Half, &hv(0x7bff), 17, true),
        (ApInt::from_u64(17, 65504), true)
    );
}

#[test]
fn fp128_agrees_with_double_through_exact_widening() {
    let d = Concrete::new();
    let mut rng = Rng(5);
    let q = |x: f64| d.fp_convert(Double, Fp128, &b64(x));
    let back = |a: &ApInt| d.fp_convert(Fp128, Double, a);
    for _ in 0..20_000 {
        let (x, y) = (rng.f64(), rng.f64());
        assert!(same64(&back(&q(x)), x));
        // 113 >= 2·53 + 2: rounding to fp128 and then to double is rounding once.
        for (op, w) in ARITH.iter().zip([x + y, x - y, x * y, x / y, x % y]) {
            assert!(
                same64(&back(&d.fp_arith(Fp128, *op, &q(x), &q(y))), w),
                "{op:?} {x:e} {y:e}"
            );
        }
        assert!(same64(&back(&d.fp_sqrt(Fp128, &q(x))), x.sqrt()), "sqrt {x:e}");
        assert_eq!(d.fp_lt(Fp128, &q(x), &q(y)), x < y);
        assert_eq!(d.fp_eq(Fp128, &q(x), &q(y)), x == y);
    }
    // Exact squares and known roots.
    for v in [9u128, 1 << 100, (1u128 << 56) + 12345] {
        let sq = d.int_to_fp(Fp128, &ApInt::from_u128(256, v).mul(&ApInt::from_u128(256, v)), false);
        assert_eq!(
            d.fp_sqrt(Fp128, &sq),
            d.int_to_fp(Fp128, &ApInt::from_u128(128, v), false)
        );
    }
    // 2^113 + 1 ties to even; 2^113 + 3 rounds up.
    let t = |v: u128| d.int_to_fp(Fp128, &ApInt::from_u128(128, v), false);
    assert_eq!(t((1 << 113) + 1), t(1 << 113));
    assert_eq!(t((1 << 113) + 3), t((1 << 113) + 4));
    assert_eq!(
        d.fp_to_int(Fp128, &t((1 << 113) + 4), 128, false),
        (ApInt::from_u128(128, (1 << 113) + 4), true)
    );
}

#[test]
fn float_to_int_edges() {
    let d = Concrete::new();
    let to = |x: f64, w: u32, s: bool| d.fp_to_int(Double, &b64(x), w, s);
    let i = |w: u32, v: i64| ApInt::from_i64(w, v);
    assert_eq!(to(2147483647.5, 32, true), (i(32, 2147483647), true));
    assert!(!to(2147483648.0, 32, true).1);
    assert_eq!(to(-2147483648.9, 32, true), (i(32, i32::MIN as i64), true));
    assert!(!to(-2147483649.0, 32, true).1);
    assert!(!to(-1.0, 32, false).1);
    assert_eq!(to(-0.9, 32, false), (i(32, 0), true));
    assert_eq!(to(-0.5, 32, false), (i(32, 0), true));
    assert_eq!(to(-0.0, 8, false), (i(8, 0), true));
    assert_eq!(to(4294967295.9, 32, false), (i(32, -1), true));
    assert!(!to(4294967296.0, 32, false).1);
    assert!(!to(f64::NAN, 32, true).1 && !to(f64::INFINITY, 64, false).1 && !to(f64::NEG_INFINITY, 4096, true).1);
    assert_eq!(to(1.0, 1, false), (i(1, 1), true));
    assert!(!to(1.0, 1, true).1);
    assert_eq!(to(-1.0, 1, true), (i(1, -1), true));
    assert_eq!(to(-1.5, 1, true), (i(1, -1), true));
    // Wider than 64 bits.
    let p100 = 2f64.powi(100);
    assert_eq!(to(p100, 128, true), (ApInt::from_u128(128, 1 << 100), true));
    assert!(!to(p100, 100, true).1 && !to(p100, 100, false).1);
    assert_eq!(to(p100, 101, false), (ApInt::from_u128(101, 1 << 100), true));
    assert_eq!(to(-p100, 101, true), (ApInt::from_u128(101, 1 << 100), true)); // INT_MIN of i101
    assert!(!to(-p100, 100, true).1);
    let big = to(2f64.powi(1000) * 1.5, 1002, true);
    assert_eq!(big.0, ApInt::from_u64(1002, 3).shl_by(999));
    assert!(big.1);
    assert!(!to(f64::MAX, 1024, true).1 && to(f64::MAX, 1024, false).1 && to(f64::MAX, 1025, true).1);
    let q4000 = d.fp_arith(
        Fp128,
        FpArith::Mul,
        &d.fp_convert(Double, Fp128, &b64(2f64.powi(1000))),
        &d.fp_convert(Double, Fp128, &b64(2f64.powi(1000))),
    );
    let q4000 = d.fp_arith(Fp128, FpArith::Mul, &q4000, &q4000);
    assert_eq!(
        d.fp_to_int(Fp128, &q4000, 4096, true),
        (ApInt::from_u64(4096, 1).shl_by(4000), true)
    );
    assert!(!d.fp_to_int(Fp128, &q4000, 4000, true).1);
}

#[test]
fn wide_int_to_float_rounds_once() {
    let d = Concrete::new();
    let w = |v: u128, sh: u32| ApInt::from_u128(256, v).shl_by(sh);
    let p = |e: i32| b64(2f64.powi(e));
    // (2^53 + 1)·2^200 ties to even; any bit below makes it round up.
    assert_eq!(d.int_to_fp(Double, &w((1 << 53) + 1, 200), false), p(253));
    let up = w((1 << 53) + 1, 200).or(&ApInt::from_u64(256, 1));
    assert_eq!(d.int_to_fp(Double, &up, false), b64(2f64.powi(253) + 2f64.powi(201)));
    assert_eq!(
        d.int_to_fp(Double, &up.neg(), true),
        b64(-(2f64.powi(253) + 2f64.powi(201)))
    );
    assert_eq!(
        d.int_to_fp(Double, &ApInt::zero(256).neg_min(), true),
        b64(-(2f64.powi(255)))
    );
    assert_eq!(d.int_to_fp(Double, &ApInt::zero(256).neg_min(), false), p(255));
    assert_eq!(d.int_to_fp(Float, &ApInt::all_ones(256), false), b32(f32::INFINITY));
    assert_eq!(d.int_to_fp(Float, &ApInt::all_ones(256), true), b32(-1.0));
    assert_eq!(d.int_to_fp(Double, &ApInt::all_ones(4096), false), b64(f64::INFINITY));
    let q = d.int_to_fp(Fp128, &ApInt::from_u64(4096, 1).shl_by(4000), false);
    assert_eq!(
        d.fp_to_int(Fp128, &q, 4096, false),
        (ApInt::from_u64(4096, 1).shl_by(4000), true)
    );
    let mut rng = Rng(3);
    for _ in 0..5000 {
        let r = (rng.next() as u128) << 64 | rng.next() as u128 | 1 << 126;
        let (sh, low) = (1 + (rng.next() % 120) as u32, rng.next() as u128);
        let exact = w(r, sh);
        let sticky = exact.or(&ApInt::from_u128(256, low & ((1 << sh) - 1)).or(&ApInt::from_u64(256, 1)));
        for k in [Half, BFloat, Float, Double, Fp128] {
            let scale = |v: u128| {
                let f = d.int_to_fp(k, &ApInt::from_u128(128, v), false);
                d.fp_arith(
                    k,
                    FpArith::Mul,
                    &f,
                    &d.int_to_fp(k, &ApInt::from_u128(256, 1).shl_by(sh), false),
                )
            };
            assert_eq!(d.int_to_fp(k, &exact, false), scale(r), "{k:?}");
            assert_eq!(d.int_to_fp(k, &sticky, false), scale(r | 1), "{k:?} sticky");
            let neg = d.int_to_fp(k, &sticky.neg(), true);
            assert_eq!(
                neg,
                d.fp_arith(k, FpArith::Sub, &ApInt::zero(k.bits()), &scale(r | 1)),
                "{k:?} negative"
            );
        }
    }
}

#[test]
fn fp128_frem_across_the_whole_exponent_range() {
    let d = Concrete::new();
    let (max, tiny) = (
        ApInt::from_u128(128, 0x7ffe_ffff_ffff_ffff_ffff_ffff_ffff_ffff),
        ApInt::from_u64(128, 3),
    );
    let r = d.fp_arith(Fp128, FpArith::Rem, &max, &tiny);
    assert!(d.fp_lt(Fp128, &r, &tiny) && !d.fp_lt(Fp128, &r, &ApInt::zero(128)));
    // fmod is exact: the remainder of an integer by 3 is 0, 1 or 2.
    let big = d.int_to_fp(Fp128, &ApInt::from_u64(128, 1).shl_by(127), false);
    let three = d.int_to_fp(Fp128, &ApInt::from_u64(128, 3), false);
    assert_eq!(
        d.fp_arith(Fp128, FpArith::Rem, &big, &three),
        d.int_to_fp(Fp128, &ApInt::from_u64(128, 2), false)
    );
}
