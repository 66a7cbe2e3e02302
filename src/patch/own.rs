//! The fold's own tests as LLVM writes them: CHECK lines by the source's
//! `update_test_checks.py` from today's `opt` and from the patched one, and the checks a
//! reviewer runs on them (positives change and the change is proved, the rest do not).

use super::source::Source;
use super::StepError;
use crate::ir::{self, Function};
use crate::smt::{refines, Options as RefineOptions, Verdict};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// One test function.
#[derive(Clone, Debug)]
pub struct Test {
    /// Its name (without `@`).
    pub name: String,
    /// The fold must fire on it.
    pub positive: bool,
    /// The function as the test file has it.
    pub func: Function,
}

/// The fold's own tests with the patched `opt` against today's.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Own {
    /// Positive tests.
    pub positives: usize,
    /// Positives whose output changed with the patch.
    pub changed: usize,
    /// Changed positives whose new output is proved to refine the test.
    pub proved: usize,
    /// Negative tests (other widths' preconditions failing, extra uses, ...).
    pub negatives: usize,
    /// Negatives whose output is the same with the patch.
    pub unchanged: usize,
    /// What went wrong, test by test.
    pub problems: Vec<String>,
    /// InstCombine's fixpoint check failed (its message), or `opt` failed otherwise.
    pub opt_error: Option<String>,
}

impl Own {
    /// Every positive changed and proved, every negative unchanged, `opt` fine.
    pub fn passed(&self) -> bool {
        self.changed == self.positives
            && self.proved == self.positives
            && self.unchanged == self.negatives
            && self.problems.is_empty()
            && self.opt_error.is_none()
    }
}

/// Exit status of coreutils' `timeout` when the time ran out.
const TIMED_OUT: i32 = 124;

/// What a run of `opt` that did not finish says.
pub fn loops(limit: Duration) -> String {
    format!(
        "opt -passes=instcombine did not finish in {} s: InstCombine does not terminate (the fold and an existing fold undo each other)",
        limit.as_secs()
    )
}

/// `opt -passes=instcombine -S` of `text` within `limit` (the whole process group killed
/// after it): the output, or the error (its first lines).
pub fn instcombine(opt: &Path, text: &str, limit: Duration) -> Result<String, StepError> {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new("timeout")
        .args(["-k", "5", &limit.as_secs().max(1).to_string()])
        .arg(opt)
        .args(["-passes=instcombine", "-S"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(StepError::spawn(opt.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let data = text.as_bytes().to_vec();
    let feeder = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().map_err(StepError::io(opt))?;
    let _ = feeder.join();
    if out.status.code() == Some(TIMED_OUT) {
        return Err(StepError::Loops(limit));
    }
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        return Err(StepError::Opt(err.lines().take(3).collect::<Vec<_>>().join(" ")));
    }
    Ok(String::from_utf8_lossy(&out.stdout).to_string())
}

/// Runs the source's `update_test_checks.py` with `opt` on `text` (a test file with its
/// RUN line) as `work/name`: the file with CHECK lines.
pub fn update_test_checks(
    source: &Source,
    opt: &Path,
    text: &str,
    work: &Path,
    name: &str,
    limit: Duration,
) -> Result<String, StepError> {
    std::fs::create_dir_all(work).map_err(StepError::io(work))?;
    let file = work.join(name);
    std::fs::write(&file, text).map_err(StepError::io(&file))?;
    let o = Command::new("timeout")
        .args(["-k", "5", &limit.as_secs().max(1).to_string(), "python3"])
        .arg(source.update_test_checks())
        .arg("--opt-binary")
        .arg(opt)
        .arg(&file)
        .output()
        .map_err(StepError::spawn("python3"))?;
    if o.status.code() == Some(TIMED_OUT) {
        return Err(StepError::UpdateLoops(limit));
    }
    if !o.status.success() {
        return Err(StepError::UpdateFailed(
            String::from_utf8_lossy(&o.stderr)
                .lines()
                .take(5)
                .collect::<Vec<_>>()
                .join(" | "),
        ));
    }
    // One newline at the end, as LLVM's tests have it (`git apply --whitespace=error`
    // refuses a blank line at the end of a new file).
    std::fs::read_to_string(&file)
        .map(|t| format!("{}\n", t.trim_end()))
        .map_err(StepError::io(&file))
}

/// The tests in `text` (their module) through today's `stock` and the `patched` `opt`.
pub fn check(tests: &[Test], text: &str, stock: &Path, patched: &Path, timeout: Duration, limit: Duration) -> Own {
    let mut own = Own {
        positives: tests.iter().filter(|t| t.positive).count(),
        negatives: tests.iter().filter(|t| !t.positive).count(),
        ..Own::default()
    };
    let before =
        match instcombine(stock, text, limit).and_then(|t| ir::parse_module_lenient(&t).map_err(StepError::Output)) {
            Ok(m) => m,
            Err(e) => {
                own.problems.push(format!("today's opt: {e}"));
                return own;
            }
        };
    let after = match instcombine(patched, text, limit) {
        Ok(t) => match ir::parse_module_lenient(&t) {
            Ok(m) => m,
            Err(e) => {
                own.problems
                    .push(format!("the patched opt's output does not read: {e}"));
                return own;
            }
        },
        Err(e) => {
            own.opt_error = Some(e.to_string());
            return own;
        }
    };
    let opts = RefineOptions {
        timeout,
        ..RefineOptions::default()
    };
    for t in tests {
        let (Some(b), Some(a)) = (before.function(&t.name), after.function(&t.name)) else {
            own.problems.push(format!("@{}: missing from opt's output", t.name));
            continue;
        };
        let same = ir::print_function(b) == ir::print_function(a);
        match (t.positive, same) {
            (true, true) => own.problems.push(format!("@{}: the fold did not fire", t.name)),
            (true, false) => {
                own.changed += 1;
                match refines(&t.func, a, &opts) {
                    Ok(Verdict::Valid) => own.proved += 1,
                    Ok(Verdict::Invalid(_)) => own
                        .problems
                        .push(format!("@{}: the new output is WRONG (refuted)", t.name)),
                    Ok(Verdict::Unknown(r)) => own
                        .problems
                        .push(format!("@{}: the new output is not proved ({r:?})", t.name)),
                    Err(e) => own
                        .problems
                        .push(format!("@{}: the new output is not proved ({e})", t.name)),
                }
            }
            (false, true) => own.unchanged += 1,
            (false, false) => own
                .problems
                .push(format!("@{}: changed though the fold must not fire", t.name)),
        }
    }
    own
}
