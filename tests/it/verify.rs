//! Data-driven verdict tests: every `.ll` under `tests/data/verify/` holds `@src`/`@tgt`
//! pairs and starts with `; expect: valid`, `; expect: invalid` or `; expect: unknown`
//! (the last for what the verifier must refuse, e.g. target flags it does not model).
//! One test per file; an unexpected `unknown` fails. A `; warning: Source function is
//! always UB` header line also asks for the vacuity warning on every pair. Every
//! `invalid` file is decided a second time by the solver alone (no enumeration, no
//! sampling), so that its counterexample is a Z3 model replayed in the interpreter: the
//! two domains must make the same free choices in the same order.

use crate::common;

use libtest_mimic::{Failed, Trial};
use minotaur::smt::Options;
use minotaur::verify::{check_file, VerdictKind, ALWAYS_UB};
use std::path::{Path, PathBuf};

/// Verdict files whose semantics are not modelled yet: shown as ignored, with the reason,
/// until the model lands (then the entry goes). Never a silent pass.
const PENDING: &[(&str, &str)] = &[];

fn check(path: &Path) -> Result<(), Failed> {
    let v = check_file(path, &Options::default()).map_err(|e| e.to_string())?;
    if v.expected == Some(VerdictKind::Unknown) && path.components().any(|c| c.as_os_str() == "verify") {
        return Err("a verdict file must expect valid or invalid; refusals go in tests/data/unsupported/".into());
    }
    if let Some(why) = v.mismatch() {
        return Err(why.into());
    }
    // A `; warning: ...` header line asks for that warning on every pair.
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let header = text.lines().take_while(|l| l.starts_with(';'));
    if let Some(w) = header.filter_map(|l| l.strip_prefix("; warning: ")).next() {
        if w.trim() != ALWAYS_UB {
            return Err(format!("unknown warning `{w}` (the verifier's only one is `{ALWAYS_UB}`)").into());
        }
        if let Some(p) = v.pairs.iter().find(|p| !p.src_always_ub) {
            return Err(format!("@{} => @{}: expected the warning `{ALWAYS_UB}`, got none", p.src, p.tgt).into());
        }
    }
    Ok(())
}

/// Invalid files the solver alone does not decide in `SOLVER_ONLY_BUDGET` (sampling
/// finds their counterexamples), with the reason: shown as ignored.
const SOLVER_ONLY_SLOW: &[(&str, &str)] = &[
    (
        "wide_mul/i64_umul_ppmm_high_no_carry_invalid.ll",
        "four 64-bit multiplies bit-blasted: 87 s in the debug build (Rocket Lake, idle); sampling finds a counterexample at once",
    ),
    (
        "fp/fdiv_three_fmul_third_double_invalid.ll",
        "a double division bit-blasted: no model within minutes; sampling finds one at once",
    ),
    (
        "x86/madd-ubsw_operands_swapped_512_invalid.ll",
        "5-8 s in a release build; in CI's debug build Z3 grew past 20 GB on it (Z3's memory is not capped)",
    ),
    (
        "intrinsics/fma_poszero_fmul_invalid.ll",
        "0.4 s to 117 s in the debug build, by where Z3's timer cut the first round: the expansion in the same context decides in 0.1-10 s, a fresh one in 262 M resource units (about 115 s)",
    ),
    (
        "x86/dot-vnni_vpdpwssds_vs_vpdpwssd_invalid.ll",
        "the saturating source reads each undef lane's sum twice: the rounds take 14-23 s",
    ),
];

/// The solver-only check's budget per file: a hang detector more than a budget. In the
/// debug build, the 317 files run two at a time take 121 s together; the slowest are
/// `dot-vnni_vpdpbusd_pre_vnni_sequence` (37 s) and `madd-wd_sub_distribute` (29 s), all
/// others under 6 s (2026-12-02, Emerald Rapids). 300 s is 8 times the slowest, for a
/// machine with both cores busy beside the suite (issue 50). An invalid file ends as soon
/// as its counterexample is found, so the margin costs nothing on the files that pass.
const SOLVER_ONLY_BUDGET: std::time::Duration = std::time::Duration::from_secs(300);

/// The solver alone (no enumeration, no sampling) finds an invalid file invalid, each
/// counterexample replayed in the interpreter.
fn check_solver_only(path: &Path) -> Result<(), Failed> {
    let opts = Options {
        timeout: SOLVER_ONLY_BUDGET,
        exhaustive_bits: 0,
        samples: 0,
        ..Options::default()
    };
    let v = check_file(path, &opts).map_err(|e| e.to_string())?;
    match v.mismatch() {
        Some(why) => Err(format!("solver alone: {why}").into()),
        None => Ok(()),
    }
}

/// One test per verdict file under `tests/data/{verify,unsupported,open}/`.
pub fn trials() -> Vec<Trial> {
    // `verify/` holds the verdict files (valid or invalid, never unknown); `unsupported/`
    // holds what the model must refuse (`unknown`), kept apart so the first stays pure;
    // `open/` holds true verdicts the verifier cannot reach yet (ignored: run them with
    // `cargo test --test it -- --ignored verify::open`).
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<PathBuf> = Vec::new();
    for dir in ["verify", "unsupported", "open"] {
        let root = data.join(dir);
        let found = common::ll_files(&root);
        assert!(!found.is_empty(), "no .ll files under {}", root.display());
        files.extend(found);
    }
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let name = f.strip_prefix(&data).unwrap().display().to_string();
            let pending = PENDING
                .iter()
                .find(|(p, _)| name.starts_with(p))
                .map(|(_, why)| *why)
                .or(name.starts_with("open/").then_some("open: not decided yet"));
            let label = match pending {
                Some(why) => format!("{name} (pending: {why})"),
                None => name,
            };
            let mut trials = vec![crate::hard_limit::trial(format!("verify::{label}"), {
                let f = f.clone();
                move || check(&f)
            })
            .with_ignored_flag(pending.is_some())];
            let text = std::fs::read_to_string(&f).unwrap_or_default();
            if label.starts_with("verify/") && common::expect_line(&text) == Some("invalid") {
                let slow = SOLVER_ONLY_SLOW.iter().find(|(p, _)| label.ends_with(p));
                let label = match slow {
                    Some((_, why)) => format!("{label} (slow: {why})"),
                    None => label.clone(),
                };
                trials.push(
                    crate::hard_limit::trial(format!("verify::solver_only::{label}"), move || check_solver_only(&f))
                        .with_ignored_flag(slow.is_some()),
                );
            }
            trials
        })
        .flatten()
        .chain([{
            let root = data.clone();
            crate::hard_limit::trial("verify::alive2_verdicts_agree_or_say_why", move || {
                alive2_verdicts(&root)
            })
        }])
        .collect()
}

/// Alive2's verdicts recorded in the data files (`; alive2: correct|incorrect|timeout|
/// unsupported (...)`, facts from runs of `alive-tv`, never run by the tests): each is
/// one of those words, and a `correct` or `incorrect` that disagrees with the file's
/// `; expect:` has an `; alive2 differs:` line saying why the file's verdict stands.
fn alive2_verdicts(data: &Path) -> Result<(), Failed> {
    let mut bad = Vec::new();
    for f in common::ll_files(data) {
        let text = std::fs::read_to_string(&f).map_err(|e| e.to_string())?;
        let Some(fact) = text.lines().find_map(|l| l.strip_prefix("; alive2: ")) else {
            continue;
        };
        let name = f.strip_prefix(data).unwrap_or(&f).display().to_string();
        let word = fact.split([' ', ';']).next().unwrap_or("");
        let agrees = match (word, common::expect_line(&text)) {
            ("correct", Some("valid")) | ("incorrect", Some("invalid")) => true,
            ("correct" | "incorrect", _) => text.lines().any(|l| l.starts_with("; alive2 differs: ")),
            ("timeout" | "unsupported", _) => true,
            _ => {
                bad.push(format!(
                    "{name}: `; alive2: {word}` is not correct, incorrect, timeout or unsupported"
                ));
                continue;
            }
        };
        if !agrees {
            bad.push(format!(
                "{name}: Alive2 says {word}, the file expects otherwise, and no `; alive2 differs:` says why"
            ));
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n").into())
    }
}
