//! Differential test of `sem::x86` against this host, short form: every registered
//! `llvm.x86.*` intrinsic run 200 times (edge values included) by `interp` and natively
//! through LLVM's JIT, compared lane by lane. LLVM compiling each call also checks the
//! registry's signatures. The long run is `minotaur difftest --x86 --per-intrinsic 10000`.

use minotaur::llvm::difftest::x86::{self, X86Config, X86Report};
use minotaur::llvm::difftest::WorkerCmd;
use minotaur::sem::x86::TABLE;

fn config(per_intrinsic: u64) -> X86Config {
    X86Config {
        per_intrinsic,
        seed: 20240601,
        only: None,
        inputs_per_case: 200,
        threads: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),
        worker: WorkerCmd {
            program: env!("CARGO_BIN_EXE_minotaur").into(),
            args: vec!["jit-worker".into()],
        },
        max_reports: 10,
        host_flags: None,
    }
}

fn show(r: &X86Report) -> String {
    let mut s = format!(
        "{} mismatches, {} failed, {} skipped\n",
        r.mismatches, r.failed, r.skipped
    );
    for (name, x) in r.by_intrinsic.iter().filter(|(_, x)| x.status != "passed") {
        s += &format!("{} {name}: {}\n", x.status, x.reason.as_deref().unwrap_or(""));
    }
    for m in &r.mismatch_reports {
        s += &format!(
            "--- {}: {}\n{}  args: {}\n  interp: {}\n  llvm:   {}\n",
            m.opcodes.join(", "),
            m.detail,
            m.function,
            m.args.join(", "),
            m.interp,
            m.llvm
        );
    }
    s
}

fn interp_agrees_with_the_host_on_every_x86_intrinsic() {
    let r = x86::run(&config(200), &|_| {}).expect("difftest --x86 runs");
    assert!(r.passed(), "{}", show(&r));
    assert_eq!(r.intrinsics_tested as usize, TABLE.len(), "{}", show(&r));
    // An intrinsic may be skipped only because this host lacks a CPU feature it needs,
    // never because LLVM cannot compile it.
    for (name, x) in r.by_intrinsic.iter().filter(|(_, x)| x.status == "skipped") {
        let why = x.reason.as_deref().unwrap_or("");
        assert!(why.starts_with("this host lacks"), "{name} skipped: {why}");
    }
    // CI runs on an AVX-512 host with every feature the registry needs (AVX512BW/DQ/VL,
    // VBMI, VNNI): there, every intrinsic must have run.
    let host = minotaur::util::host_flags();
    let needed: std::collections::BTreeSet<&str> = TABLE.iter().flat_map(|e| e.features.split_whitespace()).collect();
    let missing: Vec<&str> = needed.into_iter().filter(|f| !host.iter().any(|h| h == f)).collect();
    if missing.is_empty() {
        assert_eq!(r.skipped, 0, "this host has every needed CPU feature\n{}", show(&r));
        assert!(
            r.executions >= 200 * TABLE.len() as u64,
            "only {} executions",
            r.executions
        );
    } else {
        eprintln!(
            "note: this host lacks {}: {} intrinsics skipped",
            missing.join(", "),
            r.skipped
        );
    }
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![crate::test(
        module_path!(),
        "interp_agrees_with_the_host_on_every_x86_intrinsic",
        interp_agrees_with_the_host_on_every_x86_intrinsic,
    )]
}
