//! Differential test of `sem` against LLVM's JIT on this host, short form: a fixed seed,
//! 20,000 executions, no mismatch, every instruction class compared on a non-poison lane;
//! and a check that the harness does notice a wrong answer.

use minotaur::llvm::difftest::{self, Config, Report, WorkerCmd};
use minotaur::llvm::difftest::{Answer, Worker};
use minotaur::llvm::jit::{self, CodegenLevel};
use minotaur::util::ApInt;

fn config(count: u64) -> Config {
    Config {
        count,
        seed: 20240601,
        inputs_per_case: 24,
        threads: 1,
        worker: WorkerCmd {
            program: env!("CARGO_BIN_EXE_minotaur").into(),
            args: vec!["jit-worker".into()],
        },
        max_reports: 10,
        mutate_llvm: None,
    }
}

fn show(r: &Report) -> String {
    let mut s = format!("{} mismatches, {} rejected\n", r.mismatches, r.rejected.len());
    for m in &r.mismatch_reports {
        s += &format!(
            "--- {} ({}): {}\n{}  args: {}\n  interp: {}\n  llvm:   {}\n",
            m.kind,
            m.opcodes.join(", "),
            m.detail,
            m.function,
            m.args.join(", "),
            m.interp,
            m.llvm
        );
    }
    for t in &r.rejected {
        s += &format!("--- rejected\n{t}\n");
    }
    s
}

fn interp_agrees_with_llvm_on_every_instruction_class() {
    let r = difftest::run(&config(20_000), &|_| {}).expect("difftest runs");
    assert!(r.passed(), "{}", show(&r));
    assert!(r.executions >= 20_000, "only {} executions", r.executions);
    let missing: Vec<String> = difftest::classes()
        .into_iter()
        .map(difftest::class_key)
        .filter(|k| !r.by_opcode.contains_key(k))
        .collect();
    assert!(missing.is_empty(), "never compared on a non-poison lane: {missing:?}");
    // Every integer width and float format of the generator shows up as a result.
    for t in [
        "i1", "i7", "i8", "i16", "i32", "i33", "i64", "i128", "half", "float", "double", "fp128",
    ] {
        assert!(
            r.by_type.keys().any(|k| k == t || k.ends_with(&format!(" x {t}>"))),
            "no result of type {t}"
        );
    }
}

fn the_harness_notices_a_wrong_answer() {
    // LLVM is shown `sub` where interp evaluates `add`: the run must report mismatches.
    let mut cfg = config(1_500);
    cfg.mutate_llvm = Some(|t: &str| t.replace(" = add ", " = sub ").replace(" = fmul ", " = fadd "));
    let r = difftest::run(&cfg, &|_| {}).expect("difftest runs");
    assert!(
        r.mismatches_by_opcode.contains_key("add") && r.mismatches_by_opcode.contains_key("fmul"),
        "{}",
        show(&r)
    );
}

fn the_jit_compiles_for_the_host_cpu() {
    // `vpconflictd` on a 512-bit vector exists only with AVX512CD: LLVM can select it only
    // when the JIT targets the host's CPU and features (at -O0 too).
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    if !cpuinfo.contains("avx512cd") {
        eprintln!("skipped: this host has no AVX512CD");
        return;
    }
    let text = "define <16 x i32> @f(<16 x i32> %a) {\n  %r = call <16 x i32> @llvm.x86.avx512.conflict.d.512(<16 x i32> %a)\n  ret <16 x i32> %r\n}\n";
    let t: Vec<minotaur::ir::Type> = vec![minotaur::ir::parse_type_str("<16 x i32>").unwrap()];
    let mut input = vec![0u8; jit::buffer_bytes(&t)];
    jit::encode(&t, &[vec![ApInt::from_u64(32, 7); 16]], &mut input);
    let mut w = Worker::new(config(0).worker);
    let Answer::Outputs(out) = w.run(CodegenLevel::O0, text, input.len(), &[input]).unwrap() else {
        panic!("the JIT cannot compile an AVX-512 intrinsic: not targeting the host CPU?")
    };
    let got: Vec<u64> = jit::decode(&t[0], &out[0]).iter().map(|v| v.low_u64()).collect();
    // Lane i: a bit for each earlier lane equal to it (all are).
    assert_eq!(got, (0..16).map(|i| (1u64 << i) - 1).collect::<Vec<_>>());
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "interp_agrees_with_llvm_on_every_instruction_class",
            interp_agrees_with_llvm_on_every_instruction_class,
        ),
        crate::test(
            module_path!(),
            "the_harness_notices_a_wrong_answer",
            the_harness_notices_a_wrong_answer,
        ),
        crate::test(
            module_path!(),
            "the_jit_compiles_for_the_host_cpu",
            the_jit_compiles_for_the_host_cpu,
        ),
        crate::test(
            module_path!(),
            "masked_loads_and_gathers_agree_with_llvm",
            masked_loads_and_gathers_agree_with_llvm,
        ),
    ]
}

/// `llvm.masked.load` and `llvm.masked.gather` (`sem::masked`): 300 functions of random
/// lane types, alignments, offsets and indices, 16 inputs each, both intrinsics compared.
fn masked_loads_and_gathers_agree_with_llvm() {
    use minotaur::llvm::difftest::masked::{run, MaskedConfig};
    let cfg = MaskedConfig {
        cases: 300,
        inputs_per_case: 16,
        seed: 20261127,
        mutate_llvm: None,
    };
    let r = run(&cfg).expect("LLVM compiles every generated function");
    assert!(
        r.mismatches.is_empty(),
        "{} mismatches:\n{}",
        r.mismatches.len(),
        r.mismatches[..r.mismatches.len().min(3)].join("\n---\n")
    );
    assert!(
        r.by_kind.get("masked.load").copied().unwrap_or(0) >= 1000,
        "{:?}",
        r.by_kind
    );
    assert!(
        r.by_kind.get("masked.gather").copied().unwrap_or(0) >= 1000,
        "{:?}",
        r.by_kind
    );
    assert_eq!(r.compared, 300 * 16);
    // The same harness notices LLVM running with every mask lane off.
    let off = MaskedConfig {
        cases: 20,
        mutate_llvm: Some(|t| {
            let (head, call) = t.split_once("call ").expect("a call");
            format!("{head}call {}", call.replace("i1> %m,", "i1> zeroinitializer,"))
        }),
        ..cfg
    };
    let r = run(&off).expect("LLVM compiles every mutated function");
    assert!(
        r.mismatches.len() * 2 > r.compared as usize,
        "{} of {}",
        r.mismatches.len(),
        r.compared
    );
}
