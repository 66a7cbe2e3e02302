//! The command line as a user meets it: help, exit codes, and clear messages naming the
//! file on bad input.

use std::path::PathBuf;
use std::process::{Command, Output};

fn minotaur(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minotaur"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run minotaur")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}
fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

fn help_lists_the_subcommands() {
    let o = minotaur(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let s = stdout(&o);
    assert!(s.contains("ir") && s.contains("roundtrip"), "{s}");
}

fn bad_arguments_exit_2() {
    let o = minotaur(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(2));
}

fn ir_prints_functions_with_their_summary() {
    let o = minotaur(&["ir", "tests/data/ir/constructs.ll", "--function", "opaque_forms"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let s = stdout(&o);
    assert!(
        s.starts_with("; @opaque_forms: 1 blocks, 5 instructions, opaque: atomicrmw x1, cmpxchg x1, fence x1\n"),
        "{s}"
    );
    assert!(s.contains("%3 = extractvalue { i32, i1 } %2, 0"), "{s}");
}

fn ir_json_is_machine_readable() {
    let o = minotaur(&["ir", "--json", "tests/data/ir/constructs.ll"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let fs = v.as_array().unwrap();
    assert_eq!(fs.len(), 11);
    assert_eq!(fs[0]["name"], "int_flags");
    assert_eq!(fs[0]["instructions"], 14);
}

fn missing_file_is_named() {
    let o = minotaur(&["ir", "no/such/file.bc"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no/such/file.bc"), "{}", stderr(&o));
}

fn corrupt_bitcode_is_named_not_a_crash() {
    let good = std::fs::read("corpora/sample/zlib_gzread.bc").unwrap();
    let bad = scratch("truncated.bc");
    std::fs::write(&bad, &good[..good.len() / 2]).unwrap();
    let o = minotaur(&["ir", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("truncated.bc"), "{}", stderr(&o));
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));

    let mut flipped = good.clone();
    for b in flipped.iter_mut().skip(40).step_by(97) {
        *b ^= 0x5a;
    }
    let bad = scratch("flipped.bc");
    std::fs::write(&bad, &flipped).unwrap();
    let o = minotaur(&["ir", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("flipped.bc"), "{}", stderr(&o));
}

fn text_that_is_not_ir_is_named() {
    let bad = scratch("notes.ll");
    std::fs::write(&bad, "this is not LLVM IR\n").unwrap();
    let o = minotaur(&["ir", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(e.contains("notes.ll") && e.contains("LLVM rejects it"), "{e}");
}

fn roundtrip_of_the_sample_corpus_passes() {
    let o = minotaur(&["roundtrip", "--json", "corpora/sample"]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["files"], 4);
    assert_eq!(v["functions"], v["identical"]);
}

fn roundtrip_reports_an_unreadable_file_and_exits_1() {
    let dir = scratch("rt-mixed");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy("corpora/sample/zstd_hist.bc", dir.join("good.bc")).unwrap();
    std::fs::write(dir.join("bad.ll"), "define i32 @f( {\n").unwrap();
    let o = minotaur(&["roundtrip", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let s = stdout(&o);
    assert!(
        s.contains("files with errors:          1") && s.contains("bad.ll"),
        "{s}"
    );
}

fn reads_bitcode_inside_an_lto_object() {
    let c = scratch("lto.c");
    std::fs::write(&c, "int f(int x) { return x * 3 + 1; }\n").unwrap();
    let o = scratch("lto.o");
    let st = Command::new("clang-22")
        .args(["-O2", "-flto", "-c"])
        .arg(&c)
        .arg("-o")
        .arg(&o)
        .status()
        .expect("clang-22");
    assert!(st.success());
    let out = minotaur(&["ir", o.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let s = stdout(&out);
    assert!(
        s.contains("@f(i32 noundef %0)") && s.contains("mul nsw i32 %0, 3"),
        "{s}"
    );
}

fn intrinsics_lists_one_x86_intrinsic_per_line_with_its_signature() {
    let o = minotaur(&["intrinsics"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let s = stdout(&o);
    let lines: Vec<&str> = s.lines().collect();
    assert!(lines.len() >= 165, "only {} intrinsics", lines.len());
    assert_eq!(lines.len(), minotaur::sem::x86::TABLE.len());
    for l in &lines {
        // `llvm.x86.<name> <ret> (<arg>, ...)`
        let (name, sig) = l.split_once(' ').unwrap_or_else(|| panic!("{l}"));
        assert!(name.starts_with("llvm.x86."), "{l}");
        assert!(sig.ends_with(')') && sig.contains(" ("), "{l}");
    }
    assert!(
        s.contains("llvm.x86.avx2.pavg.b <32 x i8> (<32 x i8>, <32 x i8>)\n"),
        "{s}"
    );
    let v = stdout(&minotaur(&["intrinsics", "--verbose", "--only", "pternlog.d.512"]));
    assert_eq!(
        v,
        "llvm.x86.avx512.pternlog.d.512 <16 x i32> (<16 x i32>, <16 x i32>, <16 x i32>, i32)  ; family ternlog, \
         16 x 32 bits, operand 3 a constant in 0..=255, needs avx512f\n"
    );
}

fn opt_prints_a_file_that_verify_proves() {
    let o = minotaur(&[
        "opt",
        "tests/data/synth/int_mul3_sub.ll",
        "--json",
        "--cut-budget",
        "20",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["status"], "found", "{v}");
    assert!(v["cost_after"].as_u64() < v["cost_before"].as_u64(), "{v}");
    let f = scratch("opt_out.ll");
    std::fs::write(&f, v["src_tgt"].as_str().unwrap()).unwrap();
    let o = minotaur(&["verify", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    // Nothing cheaper than a lone add: exit 1, and the text says why.
    let o = minotaur(&["opt", "tests/data/synth/none/add_args.ll"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).contains("none"), "{}", stdout(&o));
    // A file without @src is an error naming it.
    let o = minotaur(&["opt", "tests/data/ir/constructs.ll"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("constructs.ll") && stderr(&o).contains("@src"),
        "{}",
        stderr(&o)
    );
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(module_path!(), "help_lists_the_subcommands", help_lists_the_subcommands),
        crate::test(module_path!(), "bad_arguments_exit_2", bad_arguments_exit_2),
        crate::test(
            module_path!(),
            "ir_prints_functions_with_their_summary",
            ir_prints_functions_with_their_summary,
        ),
        crate::test(
            module_path!(),
            "ir_json_is_machine_readable",
            ir_json_is_machine_readable,
        ),
        crate::test(module_path!(), "missing_file_is_named", missing_file_is_named),
        crate::test(
            module_path!(),
            "corrupt_bitcode_is_named_not_a_crash",
            corrupt_bitcode_is_named_not_a_crash,
        ),
        crate::test(
            module_path!(),
            "text_that_is_not_ir_is_named",
            text_that_is_not_ir_is_named,
        ),
        crate::test(
            module_path!(),
            "roundtrip_of_the_sample_corpus_passes",
            roundtrip_of_the_sample_corpus_passes,
        ),
        crate::test(
            module_path!(),
            "roundtrip_reports_an_unreadable_file_and_exits_1",
            roundtrip_reports_an_unreadable_file_and_exits_1,
        ),
        crate::test(
            module_path!(),
            "reads_bitcode_inside_an_lto_object",
            reads_bitcode_inside_an_lto_object,
        ),
        crate::test(
            module_path!(),
            "intrinsics_lists_one_x86_intrinsic_per_line_with_its_signature",
            intrinsics_lists_one_x86_intrinsic_per_line_with_its_signature,
        ),
        crate::test(
            module_path!(),
            "opt_prints_a_file_that_verify_proves",
            opt_prints_a_file_that_verify_proves,
        ),
    ]
}
