//! The whole-function check (`check_whole`) on issue 54's example (the output today's
//! cut gave is refuted for the function, the faithful one is proved), and on the cases
//! of `tests/data/whole/` (functions with loops, checked segment by segment).

use super::whole::{check_whole, Whole, WHOLE_FUNCTION_LIMIT};
use crate::ir::{parse_module, Operand};
use std::collections::HashMap;

/// No root rewritten under another name.
fn same_names() -> HashMap<String, Operand> {
    HashMap::new()
}

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
    assert_eq!(
        check_whole(&func(ORIGINAL), &func(&wrong), &same_names()),
        Whole::Refuted
    );
}

#[test]
fn a_rewrite_of_the_frozen_value_is_proved_for_the_function() {
    let right = ORIGINAL.replace("%m = mul nsw i32 %fr, 87500", "%m = mul i32 %fr, 87500");
    assert_eq!(
        check_whole(&func(ORIGINAL), &func(&right), &same_names()),
        Whole::Proved
    );
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
    assert_eq!(
        check_whole(&original, &func(&long(n, "or")), &same_names()),
        Whole::Refuted
    );
    assert_eq!(check_whole(&original, &original.clone(), &same_names()), Whole::Sampled);
}

/// What a case file says the check must conclude, and its map of rewritten roots.
fn expectation(text: &str) -> (Whole, HashMap<String, Operand>) {
    let mut whole = None;
    let mut replaced = HashMap::new();
    for l in text.lines() {
        if let Some(w) = l.strip_prefix("; whole: ") {
            whole = Some(match w.trim() {
                "proved" => Whole::Proved,
                "refuted" => Whole::Refuted,
                "unchecked" => Whole::Unchecked,
                "sampled" => Whole::Sampled,
                "refuted_in_loop" => Whole::RefutedInLoop,
                other => panic!("unknown verdict `{other}`"),
            });
        }
        if let Some(r) = l.strip_prefix("; replaced: ") {
            let (a, b) = r.split_once(" -> ").expect("`%root -> %value`");
            let (a, b) = (a.trim().trim_start_matches('%'), b.trim().trim_start_matches('%'));
            // The type does not matter to the check's map (it reads names).
            replaced.insert(a.to_string(), Operand::local(crate::ir::Type::Void, b));
        }
    }
    (whole.expect("a `; whole:` line"), replaced)
}

#[test]
fn whole_function_cases() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/whole");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the cases' folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 7, "the cases are there");
    let mut wrong = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let (want, replaced) = expectation(&text);
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let mut old = m.function("old").expect("@old").clone();
        let mut new = m.function("new").expect("@new").clone();
        old.name = "f".into();
        new.name = "f".into();
        let got = check_whole(&old, &new, &replaced);
        if got != want {
            wrong.push(format!("{}: {got:?}, expected {want:?}", f.display()));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
