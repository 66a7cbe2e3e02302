//! The lit-test CHECK lines of `report::checks` against the real tools: each case under
//! `tests/data/report_checks/` is run through `opt-22 -passes=instcombine -S` (which must
//! still print the stored `output.ll`), checks are added, and `FileCheck-22` must accept
//! opt's output with them, and reject it once a check line or the output is tampered with.

use minotaur::report::add_checks;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-checks-test-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// `opt-22 -passes=instcombine -S` of `input` (read from stdin, as a lit RUN line has it).
fn instcombine(input: &str) -> String {
    let mut child = Command::new("opt-22")
        .args(["-passes=instcombine", "-S"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run opt-22");
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
    drop(child.stdin.take());
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "opt-22: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

fn fnv(s: &str) -> u64 {
    s.bytes()
        .fold(0xcbf29ce484222325, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

/// Does `FileCheck-22 <test>` accept `output`? `Err` holds FileCheck's complaint.
fn filecheck(test: &str, output: &str) -> Result<(), String> {
    let path = scratch(&format!("test-{:x}.ll", fnv(test)));
    std::fs::write(&path, test).unwrap();
    let mut child = Command::new("FileCheck-22")
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run FileCheck-22");
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), output.as_bytes()).unwrap();
    drop(child.stdin.take());
    let o = child.wait_with_output().unwrap();
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

fn case(dir: &Path) {
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    let (input, stored) = (read("input.ll"), read("output.ll"));
    let output = instcombine(&input);
    assert_eq!(output, stored, "opt-22 no longer prints {}/output.ll", dir.display());
    let test = add_checks(&input, &output, "CHECK").unwrap();
    filecheck(&test, &output).unwrap_or_else(|e| panic!("FileCheck rejects the checks:\n{e}\n{test}"));
}

const TEST: &str = "; RUN: opt < %s -passes=instcombine -S | FileCheck %s

define i8 @sub_mask(i8 %x) {
  %m = and i8 %x, 3
  %r = sub i8 %x, %m
  %s = add i8 %r, -1
  %t = and i8 %s, -4
  ret i8 %t
}

define i32 @blocks(i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %exit

then:
  %y = mul i32 %x, 4
  br label %exit

exit:
  %r = phi i32 [ %x, %entry ], [ %y, %then ]
  ret i32 %r
}
";

fn real_opt_output_passes_filecheck_and_tampering_fails_it() {
    let output = instcombine(TEST);
    let test = add_checks(TEST, &output, "CHECK").unwrap();
    assert!(test.contains("; CHECK-NEXT:    [[T:%.*]] = and i8 [[S]], -4"), "{test}");
    assert!(test.contains("; CHECK:       [[THEN]]:"), "{test}");
    filecheck(&test, &output).unwrap_or_else(|e| panic!("FileCheck rejects the checks:\n{e}\n{test}"));

    // A check line that expects another constant, or another operand, must fail.
    let tampered = test.replace("and i8 [[S]], -4", "and i8 [[S]], -8");
    assert_ne!(tampered, test);
    let err = filecheck(&tampered, &output).unwrap_err();
    assert!(err.contains("-8"), "{err}");
    let tampered = test.replacen("[[Y:%.*]] = shl i32 [[X]], 2", "[[Y:%.*]] = shl i32 [[X]], 3", 1);
    assert_ne!(tampered, test, "{test}");
    assert!(filecheck(&tampered, &output).is_err());

    // So must an output that differs from the one the checks were written from.
    let changed = output.replace("add i8 %r, -1", "add i8 %r, 1");
    assert_ne!(changed, output);
    assert!(filecheck(&test, &changed).is_err());
    let changed = output.replace("[ %x, %entry ], [ %y, %then ]", "[ %y, %then ], [ %x, %entry ]");
    assert_ne!(changed, output);
    assert!(filecheck(&test, &changed).is_err());
}

/// This module's tests, for the one test binary (`main.rs`): one per data case, and the
/// tampering test.
pub fn trials() -> Vec<libtest_mimic::Trial> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/report_checks");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    dirs.sort();
    let mut out: Vec<libtest_mimic::Trial> = dirs
        .into_iter()
        .filter(|d| d.join("input.ll").exists())
        .map(|d| {
            let name = d.file_name().unwrap().to_string_lossy().to_string();
            crate::hard_limit::trial(format!("checks::filecheck::{name}"), move || {
                case(&d);
                Ok(())
            })
        })
        .collect();
    out.push(crate::test(
        module_path!(),
        "real_opt_output_passes_filecheck_and_tampering_fails_it",
        real_opt_output_passes_filecheck_and_tampering_fails_it,
    ));
    out
}
