//! The whole-function check (`check_whole`) on issue 54's example: the output today's
//! cut gave is refuted for the function, the faithful one is proved.

use super::{check_whole, Whole, WHOLE_FUNCTION_LIMIT};
use crate::ir::parse_module;

const ORIGINAL: &str = "define void @g(i32 %x, ptr %p, ptr %q) {
  %fr = freeze i32 %x
  %m = mul nsw i32 %fr, 87500
  store i32 %m, ptr %p
  store i32 %fr, ptr %q
  ret void
}
";

fn func(text: &str) -> crate::ir::Function {
    let m = parse_module(text).expect("parses");
    m.function("g").expect("has @g").clone()
}

#[test]
fn a_rewrite_that_bypasses_a_shared_freeze_is_refuted_for_the_function() {
    // What `apply` wrote before cuts kept shared freezes out: the multiply reads %x again.
    let wrong = ORIGINAL.replace("%m = mul nsw i32 %fr, 87500", "%m = mul i32 %x, 87500");
    assert_eq!(check_whole(&func(ORIGINAL), &func(&wrong)), Whole::Refuted);
}

#[test]
fn a_rewrite_of_the_frozen_value_is_proved_for_the_function() {
    let right = ORIGINAL.replace("%m = mul nsw i32 %fr, 87500", "%m = mul i32 %fr, 87500");
    assert_eq!(check_whole(&func(ORIGINAL), &func(&right)), Whole::Proved);
}

#[test]
fn a_function_with_a_loop_is_not_checked_whole() {
    let looped = "define i32 @g(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, %n
  br i1 %c, label %l, label %e
e:
  ret i32 %j
}
";
    assert_eq!(check_whole(&func(looped), &func(looped)), Whole::Unchecked);
}

/// A loop-free function of `n` additions into %acc, then `tail`.
fn long(n: usize, tail: &str) -> String {
    let mut t = String::from("define i32 @g(i32 %x, i32 %y) {\n  %a0 = add i32 %x, %y\n");
    for k in 1..n {
        t.push_str(&format!("  %a{k} = add i32 %a{}, %y\n", k - 1));
    }
    t.push_str(&format!("  %r = {tail} i32 %a{}, 3\n  ret i32 %r\n}}\n", n - 1));
    t
}

#[test]
fn a_function_too_large_to_verify_is_run_on_concrete_inputs() {
    let n = WHOLE_FUNCTION_LIMIT + 10;
    let original = func(&long(n, "and"));
    // A wrong rewrite (a different last operation) is caught on the samples; the
    // function itself passes them (a test, not a proof).
    assert_eq!(check_whole(&original, &func(&long(n, "or"))), Whole::Refuted);
    assert_eq!(check_whole(&original, &original.clone()), Whole::Sampled);
}
