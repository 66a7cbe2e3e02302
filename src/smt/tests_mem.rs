//! Memory in the symbolic domain and the refinement check: the solver's counterexamples
//! (memory inputs included) replay in the interpreter, the memory rules decide pairs
//! without sampling, and what must be refused is.

use super::refine::{refines, Options, UnknownReason, Verdict};
use super::tests_bv::assert_valid;
use super::*;
use crate::ir::{parse_function, Function};
use crate::sem::{eval_function_with, Memory, Value};
use std::collections::BTreeMap;
use std::time::Duration;

fn parse(src: &str) -> Function {
    parse_function(src, &BTreeMap::new()).unwrap_or_else(|e| panic!("{e:?}\n{src}"))
}

/// Only the solver: no enumeration, no sampling, so counterexamples come from Z3 models.
fn solver_only() -> Options {
    Options {
        timeout: Duration::from_secs(30),
        exhaustive_bits: 0,
        samples: 0,
        ..Options::default()
    }
}

fn verdict(src: &str, tgt: &str, opts: &Options) -> Verdict {
    let (s, t) = (parse(src), parse(tgt));
    refines(&s, &t, opts).unwrap_or_else(|e| panic!("{e}\n{src}\n=>\n{tgt}"))
}

fn expect(src: &str, tgt: &str, want: &str) {
    for opts in [solver_only(), Options::default()] {
        let v = verdict(src, tgt, &opts);
        assert_eq!(v.name(), want, "{src}\n=>\n{tgt}\n{v:?}");
    }
}

#[test]
fn loads_of_equal_addresses_are_equal_terms() {
    let f = parse("define i32 @f(ptr %p, ptr %q) {\n  %a = load i32, ptr %p, align 1\n  %b = load i32, ptr %q, align 1\n  %r = sub i32 %a, %b\n  ret i32 %r\n}");
    let d = Symbolic::new();
    let args = vec![
        Value {
            lanes: vec![d.input_lane("p", crate::sem::PTR_BITS)],
        },
        Value {
            lanes: vec![d.input_lane("q", crate::sem::PTR_BITS)],
        },
    ];
    let o = eval_function_with(&d, &f, args, false, &mut Memory::new()).unwrap();
    let r = &o.ret.as_ref().unwrap().lanes[0];
    // p = q (not poison, no UB) implies a - b = 0.
    let w = crate::sem::PTR_BITS;
    let (p, q) = (d.var("p", w).extract(63, 0), d.var("q", w).extract(63, 0));
    let pre = Bool::and(&[&p.eq(&q), &o.ub.not(), &r.poison.not()]);
    assert_valid(
        &pre.implies(r.bits.eq(BV::from_u64(0, 32))),
        "equal addresses read equal bytes",
    );
    assert_eq!(
        d.inputs().len(),
        2 * 2 + 8 * 3,
        "a block's bounds for each of 2 loads, a byte, a poison flag and a tag for each of 8 reads"
    );
}

#[test]
fn solver_counterexamples_replay_with_memory_inputs() {
    let cases = [
        // The value comes from initial memory at q.
        ("define i32 @f(ptr %p, ptr %q, i32 %v) {\n  store i32 %v, ptr %p\n  %r = load i32, ptr %q\n  ret i32 %r\n}", "define i32 @f(ptr %p, ptr %q, i32 %v) {\n  store i32 %v, ptr %p\n  ret i32 %v\n}"),
        // Aliasing stores.
        ("define i32 @f(ptr %p, ptr %q, i32 %v, i32 %w) {\n  store i32 %v, ptr %p\n  store i32 %w, ptr %q\n  %r = load i32, ptr %p\n  ret i32 %r\n}", "define i32 @f(ptr %p, ptr %q, i32 %v, i32 %w) {\n  store i32 %v, ptr %p\n  store i32 %w, ptr %q\n  ret i32 %v\n}"),
        // Final memory against initial bytes.
        ("define void @f(ptr %p, i32 %v) {\n  store i32 %v, ptr %p\n  ret void\n}", "define void @f(ptr %p, i32 %v) {\n  ret void\n}"),
        // Out-of-bounds inputs.
        ("define i32 @f(ptr %p) {\n  %g = getelementptr i8, ptr %p, i64 4\n  %r = load i32, ptr %g\n  ret i32 %r\n}", "define i32 @f(ptr %p) {\n  %g = getelementptr inbounds i8, ptr %p, i64 4\n  %r = load i32, ptr %g\n  ret i32 %r\n}"),
        // A poison byte of initial memory (the source freezes it; a quantified query).
        ("define i8 @f(ptr %p) {\n  %a = load i8, ptr %p\n  %f = freeze i8 %a\n  %r = and i8 %f, 0\n  ret i8 %r\n}", "define i8 @f(ptr %p) {\n  %a = load i8, ptr %p\n  %r = and i8 %a, 0\n  ret i8 %r\n}"),
        // Access rule.
        ("define i32 @f(ptr %p) {\n  ret i32 0\n}", "define i32 @f(ptr %p) {\n  %l = load i32, ptr %p\n  ret i32 0\n}"),
        ("define i32 @f(ptr %p) {\n  %v = load i32, ptr %p\n  ret i32 %v\n}", "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p\n  store i32 %v, ptr %p\n  ret i32 %v\n}"),
    ];
    for (s, t) in cases {
        match verdict(s, t, &solver_only()) {
            Verdict::Invalid(c) => assert!(!c.reason.is_empty()),
            v => panic!("expected invalid:\n{s}\n=>\n{t}\n{v:?}"),
        }
    }
}

#[test]
fn memory_pairs_decided_by_the_solver() {
    let fwd_s = "define i32 @f(ptr %p, i32 %v) {\n  store i32 %v, ptr %p\n  %r = load i32, ptr %p\n  ret i32 %r\n}";
    let fwd_t = "define i32 @f(ptr %p, i32 %v) {\n  store i32 %v, ptr %p\n  ret i32 %v\n}";
    expect(fwd_s, fwd_t, "valid");
    expect(fwd_t, fwd_s, "valid");
    let dse_s =
        "define void @f(ptr %p, i32 %a, i32 %b) {\n  store i32 %a, ptr %p\n  store i32 %b, ptr %p\n  ret void\n}";
    let dse_t = "define void @f(ptr %p, i32 %a, i32 %b) {\n  store i32 %b, ptr %p\n  ret void\n}";
    expect(dse_s, dse_t, "valid");
    // An extra, overwritten store to bytes src writes anyway is harmless.
    expect(dse_t, dse_s, "valid");
    // Loads combined into one wider load: the same bytes, in little-endian order.
    let two = "define i16 @f(ptr %p) {\n  %a = load i8, ptr %p, align 2\n  %g = getelementptr i8, ptr %p, i64 1\n  %b = load i8, ptr %g\n  %x = zext i8 %a to i16\n  %y = zext i8 %b to i16\n  %s = shl i16 %y, 8\n  %r = or i16 %s, %x\n  ret i16 %r\n}";
    let one = "define i16 @f(ptr %p) {\n  %r = load i16, ptr %p, align 2\n  ret i16 %r\n}";
    expect(two, one, "valid"); // a poison byte poisons the whole result in both
    expect(one, two, "valid");
    let one_bad = "define i16 @f(ptr %p) {\n  %r = load i16, ptr %p, align 1\n  ret i16 %r\n}";
    expect(one, one_bad, "valid");
    expect(one_bad, one, "invalid");
    // gep nusw vs none, inbounds kept.
    let ib = "define ptr @f(ptr %p, i64 %i) {\n  %g = getelementptr inbounds i32, ptr %p, i64 %i\n  ret ptr %g\n}";
    let plain = "define ptr @f(ptr %p, i64 %i) {\n  %g = getelementptr i32, ptr %p, i64 %i\n  ret ptr %g\n}";
    expect(ib, plain, "valid");
    expect(plain, ib, "invalid");
}

#[test]
fn source_choices_with_memory() {
    // The load's address does not depend on the choice: decided (by quantifying it).
    let src =
        "define i8 @f(ptr %p) {\n  %a = load i8, ptr %p\n  %f = freeze i8 poison\n  %r = and i8 %a, %f\n  ret i8 %r\n}";
    let zero = "define i8 @f(ptr %p) {\n  %a = load i8, ptr %p\n  ret i8 0\n}";
    let or1 = "define i8 @f(ptr %p) {\n  %a = load i8, ptr %p\n  %r = or i8 %a, 1\n  ret i8 %r\n}";
    assert_eq!(verdict(src, zero, &solver_only()).name(), "valid");
    assert_eq!(verdict(src, or1, &solver_only()).name(), "invalid");
    // The address depends on it: refused.
    let dep = "define i8 @f(ptr %p) {\n  %f = freeze i64 poison\n  %i = and i64 %f, 1\n  %g = getelementptr i8, ptr %p, i64 %i\n  %r = load i8, ptr %g\n  ret i8 %r\n}";
    let plain = "define i8 @f(ptr %p) {\n  %r = load i8, ptr %p\n  ret i8 %r\n}";
    match verdict(dep, plain, &Options::default()) {
        Verdict::Unknown(UnknownReason::Unsupported(why)) => assert!(why.contains("free choice"), "{why}"),
        v => panic!("expected unsupported, got {v:?}"),
    }
}

#[test]
fn target_only_attributes_are_modelled_or_refused() {
    // `nonnull` on the target: a null %p is poison there, and the load through it UB, as
    // the source's load of null is.
    let s = "define i32 @f(ptr %p) {\n  %r = load i32, ptr %p\n  ret i32 %r\n}";
    let t = "define i32 @f(ptr nonnull %p) {\n  %r = load i32, ptr %p\n  ret i32 %r\n}";
    assert_eq!(verdict(s, t, &Options::default()).name(), "valid");
    assert_eq!(verdict(t, s, &Options::default()).name(), "valid");
    // `range` on the target only: an out-of-range input is poison in the target alone.
    let s = "define i8 @f(i8 %x) {\n  ret i8 %x\n}";
    let t = "define i8 @f(i8 range(i8 0, 10) %x) {\n  ret i8 %x\n}";
    assert_eq!(verdict(s, t, &Options::default()).name(), "invalid");
    assert_eq!(verdict(t, s, &Options::default()).name(), "valid");
    // A rule about the body (`noalias`) on a target that loads: not modelled, refused.
    let s = "define i32 @f(ptr %p) {\n  %r = load i32, ptr %p\n  ret i32 %r\n}";
    let t = "define i32 @f(ptr noalias %p) {\n  %r = load i32, ptr %p\n  ret i32 %r\n}";
    assert!(matches!(
        verdict(s, t, &Options::default()),
        Verdict::Unknown(UnknownReason::Unsupported(_))
    ));
}
