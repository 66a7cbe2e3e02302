//! Unit tests of synthesis: the bank, splicing a rewrite into its cut, and whole searches
//! on small cuts (the data-driven cases are in `tests/it/synth.rs`).

use super::*;
use crate::ir::Function;

fn func(text: &str) -> Function {
    let m = crate::ir::parse_module(text).expect("parses");
    let f = m.functions().next().expect("has a function").clone();
    f
}

const DIAMOND: &str = "define i64 @src(i64 %0, i64 %1) {
  %3 = icmp sgt i64 %0, %1
  br i1 %3, label %4, label %5

4:
  br label %6

5:
  br label %6

6:
  %7 = phi i64 [ %0, %4 ], [ %1, %5 ]
  ret i64 %7
}
";

#[test]
fn splicing_renames_numbered_values_and_flattens_control_flow() {
    let f = func(DIAMOND);
    let e = crate::ir::rewrite::parse_rewrite("(smax (val i64 %0), (val i64 %1), i64)").unwrap();
    let tgt = crate::ir::rewrite::splice(&f, &e).unwrap();
    let text = crate::ir::functions_module(&[&tgt]);
    expect_test::expect![[r#"
        define i64 @tgt(i64 %0, i64 %1) {
          %s0 = call i64 @llvm.smax.i64(i64 %0, i64 %1)
          ret i64 %s0
        }

        declare i64 @llvm.smax.i64(i64, i64)
    "#]]
    .assert_eq(&text);
    crate::llvm::verify_text(&text, "tgt").expect("LLVM accepts the spliced target");
    assert!(!lower::same_code(&f, &tgt));
    let again = crate::ir::rewrite::splice(&f, &crate::ir::rewrite::parse_rewrite("(val i64 %7)").unwrap()).unwrap();
    assert!(lower::same_code(&f, &again), "returning the root itself is the cut");
}

#[test]
fn the_bank_holds_every_value_and_frees_what_the_cut_chooses() {
    let f = func(
        "define i8 @src(i8 %x) {\n  %f = freeze i8 poison\n  %a = add i8 %x, 1\n  %r = or i8 %a, %f\n  ret i8 %r\n}\n",
    );
    let opts = Options {
        bank_rows: 8,
        seed: 3,
        ..Options::default()
    };
    let b = bank::Bank::new(&f, &opts).unwrap();
    assert!(b.rows.len() >= 8, "{} rows", b.rows.len());
    for r in &b.rows {
        assert!(r.vals.contains_key("x") && r.vals.contains_key("a"));
        // `or` with a free byte: a lane whose bits depend on the choice is unconstrained.
        let a = &r.vals["a"].lanes[0].bits;
        assert_eq!(r.expect[0].is_some(), a.is_all_ones(), "{a:?} {:?}", r.expect);
    }
}

#[test]
fn guarded_cuts_get_defined_inputs_from_the_solver() {
    let f = func(
        "define i32 @src(ptr %p, i32 %x) {\n  %v = load i32, ptr %p, align 4\n  %c = icmp eq i32 %v, 12345\n  br i1 %c, label %ok, label %no\nok:\n  %r = add i32 %x, %v\n  ret i32 %r\nno:\n  unreachable\n}\n",
    );
    let opts = Options {
        bank_rows: 16,
        seed: 1,
        ..Options::default()
    };
    let b = bank::Bank::new(&f, &opts).unwrap();
    let live = b.live().count();
    assert!(live >= 4, "{live} defined rows");
    for (_, r) in b.live() {
        assert_eq!(r.vals["v"].lanes[0].bits.to_u64(), Some(12345));
    }
    // And the search uses the guard: `%x + 12345`.
    let out = synthesize(&f, &Options::default());
    assert_eq!(out.status, Status::Found, "{}", out.detail);
    assert!(
        out.rewrites.iter().any(|r| r.expr.to_string().contains("12345")),
        "{:?}",
        out.rewrites
    );
}

#[test]
fn finds_a_cheaper_form_and_proves_it() {
    let f = func("define i32 @src(i32 %x) {\n  %m = mul i32 %x, 3\n  %r = sub i32 %m, %x\n  ret i32 %r\n}\n");
    let out = synthesize(&f, &Options::default());
    assert_eq!(out.status, Status::Found, "{}", out.detail);
    let best = &out.rewrites[0];
    assert!(best.static_cost < crate::cost::static_cost(&f));
    let v = crate::smt::refines(&f, &best.tgt, &Default::default()).unwrap();
    assert!(matches!(v, crate::smt::Verdict::Valid));
}

#[test]
fn an_optimal_cut_gives_none() {
    let f = func("define i32 @src(i32 %x, i32 %y) {\n  %r = add i32 %x, %y\n  ret i32 %r\n}\n");
    let out = synthesize(&f, &Options::default());
    assert_eq!(out.status, Status::None, "{:?}", out.rewrites);
}

#[test]
fn sketches_solve_constants_that_the_cut_does_not_have() {
    // x + 3 > 10 (nsw) is x > 7: the constant 7 appears nowhere in the cut.
    let f = func("define i1 @src(i32 %x) {\n  %a = add nsw i32 %x, 3\n  %r = icmp sgt i32 %a, 10\n  ret i1 %r\n}\n");
    let out = synthesize(&f, &Options::default());
    assert_eq!(out.status, Status::Found, "{}", out.detail);
    let e = out.rewrites[0].expr.to_string();
    assert!(
        e == "(icmp sgt (val i32 %x), (const i32 7))" || e == "(icmp sge (val i32 %x), (const i32 8))",
        "{e}"
    );
}

#[test]
fn error_reasons_group_messages_that_differ_only_in_numbers() {
    use super::error_reason;
    assert_eq!(
        error_reason("unsupported: icmp of i64 at %12\nmore"),
        error_reason("unsupported: icmp of i64 at %7")
    );
    assert_eq!(
        error_reason("the worker was killed after 31s"),
        "the worker was killed after Ns"
    );
    assert_eq!(error_reason(""), "(no message)");
    assert!(error_reason(&"x".repeat(500)).len() <= 120);
}

#[test]
fn a_struct_argument_is_unsupported_not_an_internal_error() {
    // A libYUV cut of the 2026-11-27 run: the bank had no values of a struct type.
    let f = func(
        "define i32 @cut({ i32, i32, i32, i32 } %0) {
  %2 = extractvalue { i32, i32, i32, i32 } %0, 3
  %3 = lshr i32 %2, 18
  %4 = and i32 %3, 256
  ret i32 %4
}
",
    );
    let out = synthesize(&f, &Options::default());
    assert_eq!(out.status, Status::Error);
    assert_eq!(
        out.detail,
        "unsupported: argument %0: values of type { i32, i32, i32, i32 }"
    );
}

#[test]
fn three_instructions_are_found_from_the_outside_in() {
    // Issue 14's example: the low byte of ((x << 10) + 5120) >> 6 is that of (x << 4) + 80
    // (or of (x + 5) << 4), a trunc over a term of two instructions, which is not stored.
    let f = func(
        "define i8 @src(i32 %x) {\n  %s = shl i32 %x, 10\n  %a = add i32 %s, 5120\n  %l = lshr i32 %a, 6\n  %r = trunc i32 %l to i8\n  ret i8 %r\n}\n",
    );
    let two = synthesize(
        &f,
        &Options {
            max_insts: 2,
            ..Options::default()
        },
    );
    assert!(
        two.rewrites
            .iter()
            .all(|r| r.static_cost == crate::cost::static_cost(&f)),
        "two instructions cannot do it: {:?}",
        two.rewrites
    );
    let out = synthesize(&f, &Options::default());
    assert_eq!(out.status, Status::Found, "{}", out.detail);
    let best = &out.rewrites[0];
    assert_eq!(crate::cost::ir_insts(&best.tgt), 3, "{}", best.expr);
    assert!(best.expr.to_string().starts_with("(trunc "), "{}", best.expr);
    let v = crate::smt::refines(&f, &best.tgt, &Default::default()).unwrap();
    assert!(matches!(v, crate::smt::Verdict::Valid));
    // No candidate is a found one with an instruction that changes nothing (`+ 0`).
    assert!(out
        .rewrites
        .iter()
        .all(|r| !r.expr.to_string().contains("(const i32 0)")));
}
