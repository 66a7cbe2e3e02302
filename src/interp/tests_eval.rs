//! End-to-end tests: small functions parsed from LLVM text and run through `sem` with the
//! concrete domain.

use super::{lanes, run, scalar, value, Concrete};
use crate::ir::{parse_function, Function};
use crate::sem::{eval_function, Domain, Outcome, Value};
use crate::util::ApInt;
use std::collections::BTreeMap;

fn parse(src: &str) -> Function {
    parse_function(src, &BTreeMap::new()).unwrap_or_else(|e| panic!("{e:?}\n{src}"))
}
fn int(w: u32, v: i64) -> Value<Concrete> {
    scalar(ApInt::from_i64(w, v))
}
fn poison(w: u32) -> Value<Concrete> {
    value([(ApInt::zero(w), true)])
}
fn fbits(x: f32) -> Value<Concrete> {
    scalar(ApInt::from_u64(32, x.to_bits() as u64))
}
/// The scalar result: `Some(bits)` or `None` for poison; panics on UB.
fn ret1(o: &Outcome<Concrete>) -> Option<ApInt> {
    assert!(!o.ub, "unexpected UB");
    let l = lanes(o.ret.as_ref().expect("a return value"));
    assert_eq!(l.len(), 1);
    (!l[0].1).then(|| l[0].0.clone())
}
fn go(f: &Function, args: &[Value<Concrete>]) -> Outcome<Concrete> {
    run(f, args).unwrap()
}

#[test]
fn add_nsw_overflow_is_poison() {
    let f = parse("define i8 @f(i8 %x, i8 %y) {\n  %a = add nsw i8 %x, %y\n  ret i8 %a\n}");
    assert_eq!(ret1(&go(&f, &[int(8, 100), int(8, 100)])), None);
    assert_eq!(ret1(&go(&f, &[int(8, 1), int(8, 2)])), Some(ApInt::from_u64(8, 3)));
    assert_eq!(
        ret1(&go(&f, &[int(8, -100), int(8, -28)])),
        Some(ApInt::from_i64(8, -128))
    );
    assert_eq!(ret1(&go(&f, &[poison(8), int(8, 2)])), None);
}

#[test]
fn division_ub_and_shift_poison() {
    let sdiv = parse("define i8 @f() {\n  %r = sdiv i8 -128, -1\n  ret i8 %r\n}");
    assert!(go(&sdiv, &[]).ub);
    let udiv = parse("define i8 @f(i8 %x, i8 %y) {\n  %r = udiv i8 %x, %y\n  ret i8 %r\n}");
    assert!(go(&udiv, &[int(8, 7), int(8, 0)]).ub);
    assert!(go(&udiv, &[int(8, 7), poison(8)]).ub);
    assert_eq!(
        ret1(&go(&udiv, &[int(8, -1), int(8, 16)])),
        Some(ApInt::from_u64(8, 15))
    );
    let srem = parse("define i8 @f(i8 %x, i8 %y) {\n  %r = srem i8 %x, %y\n  ret i8 %r\n}");
    assert_eq!(ret1(&go(&srem, &[int(8, -7), int(8, 2)])), Some(ApInt::from_i64(8, -1)));
    let shl = parse("define i8 @f() {\n  %r = shl i8 1, 8\n  ret i8 %r\n}");
    assert_eq!(ret1(&go(&shl, &[])), None);
    let ashr = parse("define i8 @f(i8 %x) {\n  %r = ashr exact i8 %x, 2\n  ret i8 %r\n}");
    assert_eq!(ret1(&go(&ashr, &[int(8, -8)])), Some(ApInt::from_i64(8, -2)));
    assert_eq!(ret1(&go(&ashr, &[int(8, -7)])), None);
}

#[test]
fn wide_integer_arithmetic() {
    let f = parse("define i256 @f(i256 %x, i256 %y) {\n  %m = mul i256 %x, %y\n  %q = udiv i256 %m, %y\n  %r = srem i256 %m, 1000000007\n  %s = add i256 %q, %r\n  ret i256 %s\n}");
    let x = ApInt::from_u128(256, u128::MAX).shl_by(60);
    let y = ApInt::from_u128(256, 0xdead_beef_1234_5678_9abc);
    let m = x.mul(&y);
    let want = m.udiv(&y).add(&m.srem(&ApInt::from_u64(256, 1_000_000_007)));
    assert_eq!(ret1(&go(&f, &[scalar(x.clone()), scalar(y)])), Some(want));
    let pop = parse("define i256 @f(i256 %x) {\n  %r = call i256 @llvm.ctpop.i256(i256 %x)\n  ret i256 %r\n}");
    assert_eq!(ret1(&go(&pop, &[scalar(x)])), Some(ApInt::from_u64(256, 128)));
}

#[test]
fn vector_add_is_lane_wise() {
    let f = parse(
        "define <4 x i32> @f(<4 x i32> %x, <4 x i32> %y) {\n  %a = add nuw <4 x i32> %x, %y\n  ret <4 x i32> %a\n}",
    );
    let v = |xs: [i64; 4]| value(xs.map(|x| (ApInt::from_i64(32, x), false)));
    let mut y = v([10, 20, 30, -1]);
    y.lanes[1].poison = true;
    let o = go(&f, &[v([1, 2, 3, 4]), y]);
    assert!(!o.ub);
    let got = lanes(o.ret.as_ref().unwrap());
    assert_eq!(got[0], (ApInt::from_u64(32, 11), false));
    assert!(got[1].1, "a poison lane stays poison");
    assert_eq!(got[2], (ApInt::from_u64(32, 33), false));
    assert!(got[3].1, "nuw overflow in lane 3");
}

#[test]
fn float_arithmetic_and_conversions() {
    let f = parse("define float @f(float %x, float %y) {\n  %a = fadd float %x, %y\n  ret float %a\n}");
    assert_eq!(
        ret1(&go(&f, &[fbits(0.1), fbits(0.2)])),
        Some(ApInt::from_u64(32, (0.1f32 + 0.2f32).to_bits() as u64))
    );
    let nnan = parse("define float @f(float %x, float %y) {\n  %a = fsub nnan float %x, %y\n  ret float %a\n}");
    assert_eq!(ret1(&go(&nnan, &[fbits(f32::INFINITY), fbits(f32::INFINITY)])), None);
    let cvt = parse("define i32 @f(double %x) {\n  %s = call double @llvm.sqrt.f64(double %x)\n  %i = fptosi double %s to i32\n  ret i32 %i\n}");
    let d = |x: f64| scalar(ApInt::from_u64(64, x.to_bits()));
    assert_eq!(ret1(&go(&cvt, &[d(99.0)])), Some(ApInt::from_u64(32, 9)));
    assert_eq!(ret1(&go(&cvt, &[d(1e20)])), None, "1e10 does not fit i32");
    let wide = parse("define double @f(i256 %x) {\n  %r = uitofp i256 %x to double\n  ret double %r\n}");
    let x = ApInt::from_u64(256, 3).shl_by(250);
    assert_eq!(
        ret1(&go(&wide, &[scalar(x)])),
        Some(ApInt::from_u64(64, (3.0 * 2f64.powi(250)).to_bits()))
    );
    let cmp = parse("define i1 @f(float %x, float %y) {\n  %c = fcmp ueq float %x, %y\n  ret i1 %c\n}");
    assert_eq!(
        ret1(&go(&cmp, &[fbits(-0.0), fbits(0.0)])),
        Some(ApInt::from_bool(true))
    );
    assert_eq!(
        ret1(&go(&cmp, &[fbits(f32::NAN), fbits(1.0)])),
        Some(ApInt::from_bool(true))
    );
    assert_eq!(
        ret1(&go(&cmp, &[fbits(2.0), fbits(1.0)])),
        Some(ApInt::from_bool(false))
    );
}

#[test]
fn phi_over_branches() {
    let f = parse(
        "define i32 @f(i32 %x) {\nentry:\n  %c = icmp slt i32 %x, 0\n  br i1 %c, label %neg, label %pos\nneg:\n  %n = sub i32 0, %x\n  br label %join\npos:\n  br label %join\njoin:\n  %r = phi i32 [ %n, %neg ], [ %x, %pos ]\n  ret i32 %r\n}",
    );
    assert_eq!(ret1(&go(&f, &[int(32, -5)])), Some(ApInt::from_u64(32, 5)));
    assert_eq!(ret1(&go(&f, &[int(32, 7)])), Some(ApInt::from_u64(32, 7)));
    assert!(go(&f, &[poison(32)]).ub, "branching on poison is UB");
    // UB only in the block not taken does not count.
    let g = parse(
        "define i8 @f(i1 %c, i8 %y) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %q = udiv i8 1, %y\n  ret i8 %q\nb:\n  ret i8 5\n}",
    );
    assert_eq!(ret1(&go(&g, &[int(1, 0), int(8, 0)])), Some(ApInt::from_u64(8, 5)));
    assert!(go(&g, &[int(1, 1), int(8, 0)]).ub);
}

#[test]
fn freeze_and_undef_take_the_oracle_choices() {
    let f = parse("define i8 @f(i8 %x) {\n  %y = freeze i8 %x\n  ret i8 %y\n}");
    let d = Concrete::with_choices(vec![ApInt::from_u64(8, 42)]);
    let o = eval_function(&d, &f, vec![poison(8)], true).unwrap();
    assert_eq!(ret1(&o), Some(ApInt::from_u64(8, 42)));
    assert_eq!(d.choices_made(), 1);
    let o = eval_function(&d, &f, vec![int(8, 3)], true).unwrap();
    assert_eq!(ret1(&o), Some(ApInt::from_u64(8, 3)));
    assert_eq!(d.choices_made(), 2);
    assert_eq!(
        ret1(&go(&f, &[poison(8)])),
        Some(ApInt::zero(8)),
        "Concrete::new chooses zero"
    );
    let p = parse("define i8 @f() {\n  %y = freeze i8 poison\n  ret i8 %y\n}");
    let d = Concrete::with_choices(vec![ApInt::from_u64(16, 0x1234)]);
    assert_eq!(
        ret1(&eval_function(&d, &p, vec![], false).unwrap()),
        Some(ApInt::from_u64(8, 0x34)),
        "truncated to the width"
    );
    let u = parse("define i16 @f() {\n  %a = add i16 undef, undef\n  ret i16 %a\n}");
    // `%a` is computed from undef, so its use in `ret` computes it again with two fresh
    // choices (LangRef: each use of an undef value may differ); the definition's two are
    // not observed.
    let d = Concrete::with_choices(vec![
        ApInt::from_u64(16, 1),
        ApInt::from_u64(16, 2),
        ApInt::from_u64(16, 5),
        ApInt::from_u64(8, 0xff),
    ]);
    assert_eq!(
        ret1(&eval_function(&d, &u, vec![], true).unwrap()),
        Some(ApInt::from_u64(16, 5 + 0xff)),
        "zero-extended"
    );
    assert_eq!(d.nondet(4, false), ApInt::zero(4), "exhausted choices are zero");
    assert_eq!(d.choices_made(), 5);
}

/// Runs a one-argument-per-lane scalar function of `i32`s and returns the i32 result.
fn eval_i(src: &str, args: &[Value<Concrete>]) -> Option<i64> {
    ret1(&go(&parse(src), args)).map(|v| v.to_i64().unwrap())
}

#[test]
fn float_constants_and_casts() {
    let f = parse("define float @f(float %x) {\n  %a = fadd float %x, 1.0\n  %b = fmul float %a, 0x3FB99999A0000000\n  ret float %b\n}");
    assert_eq!(
        ret1(&go(&f, &[fbits(0.5)])),
        Some(ApInt::from_u64(32, (1.5f32 * 0.1f32).to_bits() as u64))
    );
    let h = parse("define half @f(half %x) {\n  %a = fmul half %x, 0xH4000\n  ret half %a\n}");
    assert_eq!(
        ret1(&go(&h, &[scalar(ApInt::from_u64(16, 0x3c00))])),
        Some(ApInt::from_u64(16, 0x4000))
    );
    let d = parse("define double @f(double %x) {\n  %a = fadd double %x, 0.1\n  %t = fptrunc double %a to float\n  %e = fpext float %t to double\n  ret double %e\n}");
    let got = ret1(&go(&d, &[scalar(ApInt::from_u64(64, 0.2f64.to_bits()))])).unwrap();
    assert_eq!(f64::from_bits(got.low_u64()), (0.2f64 + 0.1) as f32 as f64);
    assert_eq!(
        eval_i(
            "define i32 @f(float %x) {\n  %i = fptoui float %x to i32\n  ret i32 %i\n}",
            &[fbits(-0.5)]
        ),
        Some(0)
    );
    assert_eq!(
        eval_i(
            "define i32 @f(float %x) {\n  %i = fptoui float %x to i32\n  ret i32 %i\n}",
            &[fbits(-1.0)]
        ),
        None
    );
    let s = parse("define float @f(i32 %x) {\n  %i = sitofp i32 %x to float\n  ret float %i\n}");
    assert_eq!(
        ret1(&go(&s, &[int(32, -16777217)])),
        Some(ApInt::from_u64(32, (-16777216f32).to_bits() as u64))
    );
}

#[test]
fn intrinsics_through_the_concrete_domain() {
    let i8f = |body: &str, x: i64, y: i64| {
        let src = format!("define i8 @f(i8 %x, i8 %y) {{\n  %r = {body}\n  ret i8 %r\n}}");
        eval_i(&src, &[int(8, x), int(8, y)])
    };
    assert_eq!(i8f("call i8 @llvm.ctlz.i8(i8 %x, i1 false)", 0x10, 0), Some(3));
    assert_eq!(i8f("call i8 @llvm.ctlz.i8(i8 %x, i1 false)", 0, 0), Some(8));
    assert_eq!(i8f("call i8 @llvm.ctlz.i8(i8 %x, i1 true)", 0, 0), None);
    assert_eq!(i8f("call i8 @llvm.cttz.i8(i8 %x, i1 false)", 0x28, 0), Some(3));
    assert_eq!(
        i8f("call i8 @llvm.fshl.i8(i8 %x, i8 %y, i8 11)", 0x81, 0x40),
        Some(0x0a)
    );
    assert_eq!(
        i8f("call i8 @llvm.fshr.i8(i8 %x, i8 %y, i8 3)", 0x05, 0x40),
        Some(0xa8u8 as i8 as i64)
    );
    assert_eq!(i8f("call i8 @llvm.sadd.sat.i8(i8 %x, i8 %y)", 100, 100), Some(127));
    assert_eq!(i8f("call i8 @llvm.ssub.sat.i8(i8 %x, i8 %y)", -100, 100), Some(-128));
    assert_eq!(i8f("call i8 @llvm.usub.sat.i8(i8 %x, i8 %y)", 3, 5), Some(0));
    assert_eq!(i8f("call i8 @llvm.smax.i8(i8 %x, i8 %y)", -3, 5), Some(5));
    assert_eq!(i8f("call i8 @llvm.umax.i8(i8 %x, i8 %y)", -3, 5), Some(-3));
    assert_eq!(i8f("call i8 @llvm.abs.i8(i8 %x, i1 true)", -128, 0), None);
    assert_eq!(i8f("call i8 @llvm.abs.i8(i8 %x, i1 false)", -128, 0), Some(-128));
    assert_eq!(i8f("call i8 @llvm.bitreverse.i8(i8 %x)", 1, 0), Some(-128));
    let r =
        "define i32 @f(<4 x i32> %v) {\n  %r = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)\n  ret i32 %r\n}";
    let v = value([1i64, -7, 3, 9].map(|x| (ApInt::from_i64(32, x), false)));
    assert_eq!(eval_i(r, &[v]), Some(-7));
    let ff = |body: &str, x: f32, y: f32| {
        let src = format!("define float @f(float %x, float %y) {{\n  %r = {body}\n  ret float %r\n}}");
        ret1(&go(&parse(&src), &[fbits(x), fbits(y)])).map(|v| f32::from_bits(v.low_u64() as u32))
    };
    assert_eq!(
        ff("call float @llvm.minnum.f32(float %x, float %y)", f32::NAN, 2.0),
        Some(2.0)
    );
    assert!(ff("call float @llvm.minimum.f32(float %x, float %y)", f32::NAN, 2.0)
        .unwrap()
        .is_nan());
    assert!(ff("call float @llvm.minimum.f32(float %x, float %y)", 0.0, -0.0)
        .unwrap()
        .is_sign_negative());
    assert!(ff("call float @llvm.maximum.f32(float %x, float %y)", -0.0, 0.0)
        .unwrap()
        .is_sign_positive());
    assert_eq!(ff("call float @llvm.round.f32(float %x)", -2.5, 0.0), Some(-3.0));
    assert_eq!(ff("call float @llvm.rint.f32(float %x)", -2.5, 0.0), Some(-2.0));
    assert_eq!(
        ff("call float @llvm.fma.f32(float %x, float %y, float %y)", 3.0, 0.5),
        Some(2.0)
    );
    assert_eq!(
        ff("call float @llvm.copysign.f32(float %x, float %y)", 3.0, -0.0),
        Some(-3.0)
    );
}

#[test]
fn vector_lane_moves_and_bitcast() {
    let v = |xs: &[i64], w: u32| value(xs.iter().map(|x| (ApInt::from_i64(w, *x), false)));
    let bc = parse("define i32 @f(<2 x i16> %v) {\n  %r = bitcast <2 x i16> %v to i32\n  ret i32 %r\n}");
    assert_eq!(
        ret1(&go(&bc, &[v(&[0x1234, 0x5678], 16)])),
        Some(ApInt::from_u64(32, 0x5678_1234))
    );
    let ex =
        parse("define i16 @f(<2 x i16> %v, i32 %i) {\n  %r = extractelement <2 x i16> %v, i32 %i\n  ret i16 %r\n}");
    assert_eq!(
        ret1(&go(&ex, &[v(&[7, 8], 16), int(32, 1)])),
        Some(ApInt::from_u64(16, 8))
    );
    assert_eq!(ret1(&go(&ex, &[v(&[7, 8], 16), int(32, 2)])), None);
    let sh = parse("define <3 x i8> @f(<2 x i8> %a, <2 x i8> %b) {\n  %r = shufflevector <2 x i8> %a, <2 x i8> %b, <3 x i32> <i32 3, i32 poison, i32 0>\n  ret <3 x i8> %r\n}");
    let o = go(&sh, &[v(&[1, 2], 8), v(&[3, 4], 8)]);
    let l = lanes(o.ret.as_ref().unwrap());
    assert_eq!(
        (l[0].clone(), l[1].1, l[2].clone()),
        ((ApInt::from_u64(8, 4), false), true, (ApInt::from_u64(8, 1), false))
    );
    let sel = parse("define i8 @f(i1 %c, i8 %x) {\n  %r = select i1 %c, i8 %x, i8 5\n  ret i8 %r\n}");
    assert_eq!(ret1(&go(&sel, &[int(1, 0), poison(8)])), Some(ApInt::from_u64(8, 5)));
    assert_eq!(ret1(&go(&sel, &[poison(1), int(8, 1)])), None);
    let sw = parse("define i8 @f(i8 %x) {\nentry:\n  switch i8 %x, label %d [\n    i8 1, label %a\n    i8 2, label %b\n  ]\na:\n  ret i8 10\nb:\n  ret i8 20\nd:\n  ret i8 30\n}");
    assert_eq!(
        [1, 2, 3].map(|x| ret1(&go(&sw, &[int(8, x)])).unwrap().to_i64().unwrap()),
        [10, 20, 30]
    );
}

#[test]
fn assume_is_ub_on_false_poison_and_undef() {
    let f = parse("define i8 @f(i8 %x) {\n  %c = icmp ult i8 %x, 8\n  call void @llvm.assume(i1 %c)\n  ret i8 %x\n}");
    assert_eq!(ret1(&go(&f, &[int(8, 3)])), Some(ApInt::from_u64(8, 3)));
    assert!(go(&f, &[int(8, 8)]).ub, "false");
    assert!(go(&f, &[poison(8)]).ub, "poison (noundef operand)");
    for (c, ub) in [("true", false), ("false", true), ("poison", true), ("undef", true)] {
        let g = parse(&format!(
            "define i8 @f() {{\n  call void @llvm.assume(i1 {c})\n  ret i8 0\n}}"
        ));
        assert_eq!(go(&g, &[]).ub, ub, "assume(i1 {c})");
    }
    // Only the path that reaches the assume is restricted.
    let p = parse("define i8 @f(i1 %b) {\n  br i1 %b, label %t, label %e\nt:\n  call void @llvm.assume(i1 false)\n  ret i8 1\ne:\n  ret i8 0\n}");
    assert!(go(&p, &[int(1, 1)]).ub);
    assert_eq!(ret1(&go(&p, &[int(1, 0)])), Some(ApInt::zero(8)));
}

#[test]
fn assume_of_an_undef_derived_condition_is_ub_when_two_readings_differ() {
    use crate::sem::{eval_program, Memory, NanMode};
    let f = parse("define i8 @f(i8 %x) {\n  %c = icmp ult i8 %x, 8\n  call void @llvm.assume(i1 %c)\n  ret i8 0\n}");
    // `%x` is undef: the assume reads `%c` twice, each reading choosing `%x` afresh.
    let ub = |reads: [u64; 2]| {
        let d = Concrete::with_choices(reads.iter().map(|r| ApInt::from_u64(8, *r)).collect());
        let undef = [Some(vec![true])];
        let (o, _) = eval_program(
            &d,
            &f,
            vec![int(8, 0)],
            &undef,
            false,
            NanMode::Canonical,
            &mut Memory::new(),
        )
        .unwrap();
        assert_eq!(d.choices_made(), 2);
        o.ub
    };
    assert!(!ub([3, 5]), "both readings true");
    assert!(ub([3, 100]), "the readings differ");
    assert!(ub([100, 100]), "both readings false");
}

#[test]
fn assume_with_operand_bundles_is_refused() {
    let f =
        parse("define i8 @f(ptr %p) {\n  call void @llvm.assume(i1 true) [ \"align\"(ptr %p, i64 8) ]\n  ret i8 0\n}");
    let e = run(&f, &[scalar(ApInt::zero(crate::sem::PTR_BITS))])
        .err()
        .expect("refused");
    assert!(e.0.contains("operand bundles"), "{e}");
}
