//! Tests of the check lines: the cases under `tests/data/report_checks/` (each an
//! `input.ll`, the `output.ll` real `opt-22 -passes=instcombine -S` printed for it, and the
//! `expected.ll` update_test_checks.py would write), and the errors.
//!
//! `UPDATE_EXPECT=1 cargo test --lib report::checks` rewrites the `expected.ll` files;
//! review their diff as you would review update_test_checks.py's.

use super::*;
use std::path::PathBuf;

fn cases() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/report_checks");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("input.ll").exists())
        .collect();
    out.sort();
    out
}

#[test]
fn the_data_cases_give_the_expected_files() {
    let cases = cases();
    assert!(cases.len() >= 8, "only {} cases", cases.len());
    let mut wrong = Vec::new();
    for case in cases {
        let read = |f: &str| std::fs::read_to_string(case.join(f)).unwrap_or_default();
        let got = add_checks(&read("input.ll"), &read("output.ll"), "CHECK")
            .unwrap_or_else(|e| panic!("{}: {e}", case.display()));
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            std::fs::write(case.join("expected.ll"), &got).unwrap();
        } else if got != read("expected.ll") {
            wrong.push(format!("{}:\n{got}", case.display()));
        }
    }
    assert!(wrong.is_empty(), "differ from expected.ll:\n{}", wrong.join("\n"));
}

#[test]
fn adding_checks_twice_changes_nothing() {
    for case in cases() {
        let read = |f: &str| std::fs::read_to_string(case.join(f)).unwrap();
        let once = add_checks(&read("input.ll"), &read("output.ll"), "CHECK").unwrap();
        let twice = add_checks(&once, &read("output.ll"), "CHECK").unwrap();
        assert_eq!(once, twice, "{}", case.display());
    }
}

const SUB_MASK_OUT: &str = "define i8 @sub_mask(i8 %x) {\n  %1 = add i8 %x, -1\n  %r = and i8 %1, -4\n  ret i8 %r\n}\n";

#[test]
fn the_brief_example() {
    let input = "define i8 @sub_mask(i8 %x) {\n  %m = and i8 %x, 3\n  ret i8 %m\n}\n";
    let got = add_checks(input, SUB_MASK_OUT, "CHECK").unwrap();
    let want = format!(
        "{UTC_NOTE}\n{}",
        "define i8 @sub_mask(i8 %x) {
; CHECK-LABEL: define i8 @sub_mask(
; CHECK-SAME: i8 [[X:%.*]]) {
; CHECK-NEXT:    [[TMP1:%.*]] = add i8 [[X]], -1
; CHECK-NEXT:    [[R:%.*]] = and i8 [[TMP1]], -4
; CHECK-NEXT:    ret i8 [[R]]
;
  %m = and i8 %x, 3
  ret i8 %m
}
"
    );
    assert_eq!(got, want);
}

#[test]
fn a_function_opt_did_not_print_gets_no_checks() {
    let input = "define i8 @gone(i8 %x) {\n  ret i8 %x\n}\n\ndefine i8 @sub_mask(i8 %x) {\n  ret i8 %x\n}\n";
    let got = add_checks(input, SUB_MASK_OUT, "CHECK").unwrap();
    assert!(got.contains("define i8 @gone(i8 %x) {\n  ret i8 %x\n}"), "{got}");
    assert_eq!(got.matches("CHECK-LABEL").count(), 1, "{got}");
}

#[test]
fn another_prefix_is_used_throughout() {
    let input = "define i8 @sub_mask(i8 %x) {\n  ret i8 %x\n}\n";
    let got = add_checks(input, SUB_MASK_OUT, "CHECK-O3").unwrap();
    assert!(got.contains(
        "; CHECK-O3-LABEL: define i8 @sub_mask(\n; CHECK-O3-SAME: i8 [[X:%.*]]) {\n; CHECK-O3-NEXT:    [[TMP1:"
    ));
    assert!(!got.contains("; CHECK-NEXT"));
}

#[test]
fn values_that_share_a_filecheck_name_are_an_error() {
    let out = "define i8 @f(i8 %tmp1) {\n  %1 = add i8 %tmp1, 1\n  ret i8 %1\n}\n";
    let input = "define i8 @f(i8 %tmp1) {\n  ret i8 %tmp1\n}\n";
    let err = add_checks(input, out, "CHECK").unwrap_err();
    let want = ChecksError::NameClash {
        function: "f".into(),
        var: "TMP1".into(),
        first: "%tmp1".into(),
        second: "%1".into(),
    };
    assert_eq!(err, want);
    let out = "define i8 @g(i8 %a.b, i8 %a_b) {\n  %X = add i8 %a.b, %a_b\n  %x = add i8 %X, 1\n  ret i8 %x\n}\n";
    let input = "define i8 @g(i8 %a.b, i8 %a_b) {\n  ret i8 %a_b\n}\n";
    assert!(matches!(add_checks(input, out, "CHECK"), Err(ChecksError::NameClash { var, .. }) if var == "A_B"));
    // A local that takes the name of an attribute group defined earlier in the file.
    let out = "define void @h() #0 {\n  ret void\n}\ndefine i8 @k(i8 %attr0) {\n  ret i8 %attr0\n}\n";
    let input = "define void @h() #0 {\n  ret void\n}\ndefine i8 @k(i8 %attr0) {\n  ret i8 %attr0\n}\n";
    assert!(matches!(add_checks(input, out, "CHECK"), Err(ChecksError::NameClash { var, .. }) if var == "ATTR0"));
}

#[test]
fn bad_prefixes_and_outputs_are_errors() {
    assert_eq!(
        add_checks("", SUB_MASK_OUT, "1X"),
        Err(ChecksError::BadPrefix("1X".into()))
    );
    assert_eq!(add_checks("", SUB_MASK_OUT, ""), Err(ChecksError::BadPrefix("".into())));
    assert_eq!(
        add_checks("", "error: bad\n", "CHECK"),
        Err(ChecksError::NoOutputFunctions)
    );
    let open = "define i8 @f(i8 %x) {\n  ret i8 %x\n";
    assert_eq!(
        add_checks("", open, "CHECK"),
        Err(ChecksError::UnclosedFunction("f".into()))
    );
}

#[test]
fn values_are_found_as_update_test_checks_finds_them() {
    let mut locals = Vars::default();
    let mut globals = Vars::default();
    let lines = [
        "  %x = call i8 @f(i8 %0, ptr @1) #2, !dbg !3".to_string(),
        "  br label %bb".to_string(),
        "bb: ".trim_end().to_string(),
        "  %.y = phi i8 [ %x, %bb ], [ 0, %entry ]".to_string(),
    ];
    let got = generalize(&lines, &mut locals, &mut globals);
    let want = [
        "  [[X:%.*]] = call i8 @f(i8 [[TMP0:%.*]], ptr @[[GLOB1:[0-9]+]]) #[[ATTR2:[0-9]+]], !dbg [[DBG3:![0-9]+]]",
        "  br label %[[BB:.*]]",
        "[[BB]]:",
        "  [[DOTY:%.*]] = phi i8 [ [[X]], %[[BB]] ], [ 0, [[ENTRY:%.*]] ]",
    ];
    assert_eq!(got, want);
}

#[test]
fn scrub_keeps_indentation_and_squeezes_the_rest() {
    assert_eq!(scrub("  %a  =   add\ti8 %x, 1  "), "  %a = add i8 %x, 1");
    assert_eq!(scrub("\t%a = add"), "  %a = add");
    assert_eq!(scrub("bb:        ; preds = %0"), "bb: ; preds = %0");
}
