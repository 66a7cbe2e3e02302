//! Tests of `ApInt`: identities, wide values, and a randomized cross-check against u128.

use super::*;

#[test]
fn decimal_round_trip_wide_and_negative() {
    for (w, s) in [
        (8, "-1"),
        (64, "-9223372036854775808"),
        (128, "170141183460469231731687303715884105727"),
        (1, "-1"),
        (34, "4294967296"),
        (33, "-4294967296"),
    ] {
        let a = ApInt::parse_decimal(w, s).unwrap();
        assert_eq!(a.to_sdecimal(), s, "width {w}");
    }
    assert_eq!(ApInt::parse_decimal(8, "255").unwrap().to_sdecimal(), "-1");
    assert_eq!(ApInt::parse_decimal(8, "256").unwrap().to_sdecimal(), "0");
    assert_eq!(ApInt::parse_decimal(200, "-2").unwrap().to_hex().len(), 50);
}

#[test]
fn to_i64_on_wide_values() {
    assert_eq!(ApInt::from_i64(128, -5).to_i64(), Some(-5));
    assert_eq!(ApInt::from_u64(128, u64::MAX).to_i64(), None);
    assert_eq!(ApInt::from_i64(7, -1).to_i64(), Some(-1));
    assert_eq!(ApInt::parse_hex(16, "3C00").unwrap().to_u64(), Some(0x3c00));
}

/// xorshift64*: a small deterministic generator for the randomized cross-checks.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn u128(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
    /// A value of `w` bits, often an edge case (0, 1, -1, MIN, MAX) or small.
    fn val(&mut self, w: u32) -> u128 {
        let m = mask(w);
        let v = match self.below(8) {
            0 => 0,
            1 => 1,
            2 => m,
            3 => 1 << (w - 1),
            4 => m >> 1,
            5 => self.below(16) as u128,
            6 => self.u128() >> self.below(128),
            _ => self.u128(),
        };
        v & m
    }
    fn wide(&mut self, w: u32) -> ApInt {
        let words: Vec<u64> = (0..w.div_ceil(64)).map(|_| self.next()).collect();
        let a = ApInt::from_words(w, &words);
        match self.below(4) {
            0 => a.lshr_by(self.below(w as u64) as u32),
            1 => a.ashr_by(self.below(w as u64) as u32),
            _ => a,
        }
    }
}

fn mask(w: u32) -> u128 {
    if w == 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}
fn sx(v: u128, w: u32) -> i128 {
    ((v << (128 - w)) as i128) >> (128 - w)
}

#[test]
fn randomized_cross_check_against_u128() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..30_000 {
        let w = 1 + rng.below(128) as u32;
        let m = mask(w);
        let (a, b) = (rng.val(w), rng.val(w));
        let (x, y) = (ApInt::from_u128(w, a), ApInt::from_u128(w, b));
        let ap = |v: u128| ApInt::from_u128(w, v & m);
        let ctx = format!("i{w} a={a:#x} b={b:#x}");
        assert_eq!(x.add(&y), ap(a.wrapping_add(b)), "add {ctx}");
        assert_eq!(x.sub(&y), ap(a.wrapping_sub(b)), "sub {ctx}");
        assert_eq!(x.mul(&y), ap(a.wrapping_mul(b)), "mul {ctx}");
        assert_eq!(x.neg(), ap(a.wrapping_neg()), "neg {ctx}");
        assert_eq!(
            (x.and(&y), x.or(&y), x.xor(&y), x.not()),
            (ap(a & b), ap(a | b), ap(a ^ b), ap(!a)),
            "bitwise {ctx}"
        );
        let (sa, sb) = (sx(a, w), sx(b, w));
        if let Some(q) = a.checked_div(b) {
            assert_eq!(x.udivrem(&y), (ap(q), ap(a % b)), "udivrem {ctx}");
            assert_eq!(
                x.sdivrem(&y),
                (ap(sa.wrapping_div(sb) as u128), ap(sa.wrapping_rem(sb) as u128)),
                "sdivrem {ctx}"
            );
        } else {
            assert_eq!(x.udivrem(&y), (ap(m), x.clone()), "udivrem by 0 {ctx}");
            assert_eq!(
                x.sdivrem(&y),
                (ap(if sa < 0 { 1 } else { m }), x.clone()),
                "sdivrem by 0 {ctx}"
            );
        }
        let s = if rng.below(4) == 0 {
            b
        } else {
            rng.below(w as u64 + 2) as u128 & m
        };
        let sh = ApInt::from_u128(w, s);
        let (shl, lshr, ashr) = if s >= w as u128 {
            (0, 0, if sa < 0 { m } else { 0 })
        } else {
            (a << s, a >> s, (sa >> s) as u128)
        };
        assert_eq!(
            (x.shl(&sh), x.lshr(&sh), x.ashr(&sh)),
            (ap(shl), ap(lshr), ap(ashr)),
            "shifts by {s} {ctx}"
        );
        assert_eq!(
            (x.ult(&y), x.ule(&y), x.slt(&y), x.sle(&y)),
            (a < b, a <= b, sa < sb, sa <= sb),
            "cmp {ctx}"
        );
        let lo = rng.below(w as u64) as u32;
        let hi = lo + rng.below((w - lo) as u64) as u32;
        assert_eq!(
            x.extract(hi, lo),
            ApInt::from_u128(hi - lo + 1, (a >> lo) & mask(hi - lo + 1)),
            "extract {hi} {lo} {ctx}"
        );
        if w < 128 {
            let w2 = 1 + rng.below((128 - w) as u64) as u32;
            let c = rng.val(w2);
            assert_eq!(
                x.concat(&ApInt::from_u128(w2, c)),
                ApInt::from_u128(w + w2, a << w2 | c),
                "concat {ctx}"
            );
        }
        let to = w + rng.below((129 - w) as u64) as u32;
        assert_eq!(x.zext(to), ApInt::from_u128(to, a), "zext {ctx}");
        assert_eq!(x.sext(to), ApInt::from_u128(to, sa as u128 & mask(to)), "sext {ctx}");
        assert_eq!(x.count_ones(), a.count_ones(), "ctpop {ctx}");
        assert_eq!(x.leading_zeros(), a.leading_zeros() - (128 - w), "ctlz {ctx}");
        assert_eq!(
            x.trailing_zeros(),
            if a == 0 { w } else { a.trailing_zeros() },
            "cttz {ctx}"
        );
        let mut r = (a as f64).sqrt() as u128;
        while r.checked_mul(r).is_none_or(|p| p > a) {
            r -= 1;
        }
        while (r + 1).checked_mul(r + 1).is_some_and(|p| p <= a) {
            r += 1;
        }
        assert_eq!(x.isqrt(), ap(r), "isqrt {ctx}");
        assert_eq!(x.to_u128(), Some(a));
    }
}

#[test]
fn wide_values_obey_the_identities() {
    let mut rng = Rng(12345);
    for &w in [129u32, 192, 256, 257, 1000, 4096].iter().cycle().take(600) {
        let (a, b, c) = (rng.wide(w), rng.wide(w), rng.wide(w));
        let (q, r) = a.udivrem(&b);
        if !b.is_zero() {
            assert_eq!(q.mul(&b).add(&r), a, "udivrem i{w}");
            assert!(r.ult(&b));
        }
        let (q, r) = a.sdivrem(&b);
        assert_eq!(q.mul(&b).add(&r), a, "sdivrem i{w}");
        let mag = |v: &ApInt| if v.sign_bit() { v.neg() } else { v.clone() };
        assert!(r.is_zero() || r.sign_bit() == a.sign_bit());
        assert!(b.is_zero() || mag(&r).ult(&mag(&b)) || b == b.neg_min());
        // Low bits of +, -, * depend only on the low bits of the operands.
        let (al, bl) = (a.low_u128(), b.low_u128());
        assert_eq!(a.mul(&b).low_u128(), al.wrapping_mul(bl), "mul i{w}");
        assert_eq!(a.add(&b).low_u128(), al.wrapping_add(bl));
        assert_eq!(a.sub(&b).low_u128(), al.wrapping_sub(bl));
        assert_eq!(a.mul(&b), b.mul(&a));
        assert_eq!(a.add(&b).mul(&c), a.mul(&c).add(&b.mul(&c)), "distributivity i{w}");
        assert_eq!(a.mul(&b).mul(&c), a.mul(&b.mul(&c)), "associativity i{w}");
        let k = rng.below(w as u64) as u32;
        assert_eq!(a.mul(&ApInt::zero(w).not().lshr_by(w - 1).shl_by(k)), a.shl_by(k));
        assert_eq!(a.shl_by(k).lshr_by(k), a.and(&ApInt::all_ones(w).lshr_by(k)));
        assert_eq!(
            a.ashr_by(k).extract(w - 1, w - 1 - k),
            if a.sign_bit() {
                ApInt::all_ones(k + 1)
            } else {
                ApInt::zero(k + 1)
            }
        );
        if k > 0 {
            assert_eq!(a.extract(w - 1, k).concat(&a.extract(k - 1, 0)), a);
        }
        assert_eq!(a.sext(w + 70).trunc(w), a);
        assert_eq!(
            a.sext(w + 70).extract(w + 69, w - 1).count_ones(),
            if a.sign_bit() { 71 } else { 0 }
        );
        // An amount with any high bit set is past the width.
        let huge = ApInt::zero(w).not().lshr_by(1);
        assert!(a.shl(&huge).is_zero() && a.lshr(&huge).is_zero());
        assert_eq!(a.ashr(&huge).is_zero(), !a.sign_bit());
        let s = a.isqrt();
        assert!(s.zext(2 * w).mul(&s.zext(2 * w)).ule(&a.zext(2 * w)));
        let s1 = s.zext(2 * w).add(&ApInt::from_u64(2 * w, 1));
        assert!(a.zext(2 * w).ult(&s1.mul(&s1)), "isqrt i{w}");
    }
    // Wide division against u128: both the one-word-divisor and the long path.
    for _ in 0..3000 {
        let (a, b) = (rng.u128() >> rng.below(128), rng.u128() >> rng.below(128));
        let (x, y) = (ApInt::from_u128(256, a), ApInt::from_u128(256, b));
        if let Some(q) = a.checked_div(b) {
            assert_eq!(x.udivrem(&y), (ApInt::from_u128(256, q), ApInt::from_u128(256, a % b)));
        }
    }
}

#[test]
fn smt_lib_division_and_known_wide_products() {
    let i8v = |v: i64| ApInt::from_i64(8, v);
    assert_eq!(i8v(5).udivrem(&i8v(0)), (i8v(-1), i8v(5)));
    assert_eq!(i8v(5).sdivrem(&i8v(0)), (i8v(-1), i8v(5)));
    assert_eq!(i8v(-5).sdivrem(&i8v(0)), (i8v(1), i8v(-5)));
    assert_eq!(i8v(-128).sdivrem(&i8v(-1)), (i8v(-128), i8v(0)));
    assert_eq!(i8v(-7).sdivrem(&i8v(2)), (i8v(-3), i8v(-1)));
    assert_eq!(i8v(7).sdivrem(&i8v(-2)), (i8v(-3), i8v(1)));
    // (2^128 + 3)(2^100 + 5) = 2^228 + 5·2^128 + 3·2^100 + 15.
    let p = |e: u32| ApInt::from_u64(256, 1).shl_by(e);
    let a = p(128).add(&ApInt::from_u64(256, 3));
    let b = p(100).add(&ApInt::from_u64(256, 5));
    let want = p(228)
        .add(&p(128).mul(&ApInt::from_u64(256, 5)))
        .add(&p(100).mul(&ApInt::from_u64(256, 3)))
        .add(&ApInt::from_u64(256, 15));
    assert_eq!(a.mul(&b), want);
    assert_eq!(want.udivrem(&a), (b.clone(), ApInt::zero(256)));
    assert_eq!(
        want.add(&ApInt::from_u64(256, 7)).udivrem(&b),
        (a, ApInt::from_u64(256, 7))
    );
    assert_eq!(ApInt::from_i64(256, -1).udiv(&ApInt::zero(256)), ApInt::all_ones(256));
    assert_eq!(ApInt::from_u64(4096, 1).shl_by(4095).to_hex().chars().next(), Some('8'));
}
