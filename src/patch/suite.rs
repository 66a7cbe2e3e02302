//! InstCombine's own regression suite run by `lit` with a given `opt`: the source's
//! `llvm/test/Transforms/<dir>` under a small lit configuration of ours (LLVM's own needs
//! its CMake build tree), every target the installed LLVM has registered, no assertions.

use super::source::Source;
use super::StepError;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;
use std::time::Instant;

/// A test's result as lit names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Code {
    /// PASS.
    Pass,
    /// FAIL.
    Fail,
    /// UNSUPPORTED (a feature or target this LLVM lacks).
    Unsupported,
    /// XFAIL (failed as expected).
    Xfail,
    /// XPASS (passed though expected to fail).
    Xpass,
    /// UNRESOLVED, TIMEOUT or anything else.
    Other,
}

impl Code {
    fn of(s: &str) -> Code {
        match s {
            "PASS" => Code::Pass,
            "FAIL" => Code::Fail,
            "UNSUPPORTED" => Code::Unsupported,
            "XFAIL" => Code::Xfail,
            "XPASS" => Code::Xpass,
            _ => Code::Other,
        }
    }

    /// A result that counts as a failure.
    pub fn failed(self) -> bool {
        matches!(self, Code::Fail | Code::Xpass | Code::Other)
    }
}

/// One run of the suite.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Suite {
    /// Each test (`InstCombine/and.ll`) and its result.
    pub tests: BTreeMap<String, Code>,
    /// The output of each failed test.
    pub outputs: BTreeMap<String, String>,
    /// Wall seconds.
    pub seconds: f64,
}

impl Suite {
    /// Tests with `code`.
    pub fn count(&self, code: Code) -> usize {
        self.tests.values().filter(|c| **c == code).count()
    }

    /// Failed tests.
    pub fn failed(&self) -> usize {
        self.tests.values().filter(|c| c.failed()).count()
    }
}

const CONFIG: &str = r#"# Written by minotaur's patch mode: InstCombine's tests with a given opt.
import os
import lit.formats

config.name = "suite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(__file__), "out")
config.targets = set(os.environ["MINOTAUR_LIT_TARGETS"].split())
for t in config.targets:
    config.available_features.add(t.lower() + "-registered-target")
config.environment["PATH"] = os.environ["MINOTAUR_LIT_TOOLS"] + ":" + os.environ["MINOTAUR_LIT_LLVM_BIN"]
"#;

fn link(from: &Path, to: &Path) -> Result<(), StepError> {
    let _ = std::fs::remove_file(to);
    std::os::unix::fs::symlink(from, to).map_err(StepError::io(to))
}

/// Seconds one `opt` call of a test may take (the slowest of InstCombine's tests takes
/// half a second here): past it, InstCombine is taken not to terminate and the test fails.
const OPT_LIMIT: u64 = 10;

/// Runs the source's `llvm/test/Transforms/<dir>` for each of `dirs` (and the tests in
/// `extra`, when given, as `minotaur/`) with `opt`, in `work` (emptied first). Each call of
/// `opt` is limited to [`OPT_LIMIT`] seconds.
pub fn run(source: &Source, opt: &Path, dirs: &[&str], extra: Option<&Path>, work: &Path) -> Result<Suite, StepError> {
    let err = |err| StepError::Io { path: work.into(), err };
    if work.exists() {
        std::fs::remove_dir_all(work).map_err(err)?;
    }
    std::fs::create_dir_all(work.join("tools")).map_err(err)?;
    std::fs::write(work.join("lit.cfg.py"), CONFIG).map_err(err)?;
    let wrapper = work.join("tools/opt");
    std::fs::write(
        &wrapper,
        format!("#!/bin/sh\nexec timeout -k 5 {OPT_LIMIT} '{}' \"$@\"\n", opt.display()),
    )
    .map_err(err)?;
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).map_err(err)?;
    }
    let mut args: Vec<String> = Vec::new();
    for d in dirs {
        link(&source.root().join("llvm/test/Transforms").join(d), &work.join(d))?;
        args.push(d.to_string());
    }
    if let Some(x) = extra {
        link(x, &work.join("minotaur"))?;
        args.push("minotaur".into());
    }
    let llvm = crate::llvm::tools::tool("llvm-config");
    let bin = Command::new(&llvm)
        .arg("--bindir")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .map_err(StepError::spawn(llvm.display()))?;
    let targets = Command::new(&llvm)
        .arg("--targets-built")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .map_err(StepError::spawn(llvm.display()))?;
    let start = Instant::now();
    let json = work.join("results.json");
    let o = Command::new(crate::llvm::tools::tool("lit"))
        .current_dir(work)
        .args(["-q", "--no-progress-bar", "-o"])
        .arg(&json)
        .args(&args)
        .env("MINOTAUR_LIT_TOOLS", work.join("tools"))
        .env("MINOTAUR_LIT_LLVM_BIN", format!("{bin}:/usr/bin:/bin"))
        .env("MINOTAUR_LIT_TARGETS", targets)
        .output()
        .map_err(StepError::spawn("lit"))?;
    let seconds = start.elapsed().as_secs_f64();
    let text = std::fs::read_to_string(&json).map_err(|err| StepError::LitNoResults {
        err,
        stderr: String::from_utf8_lossy(&o.stderr)
            .lines()
            .take(5)
            .collect::<Vec<_>>()
            .join(" | "),
    })?;
    parse(&text, seconds)
}

#[derive(Deserialize)]
struct LitJson {
    tests: Vec<LitTest>,
}

#[derive(Deserialize)]
struct LitTest {
    name: String,
    code: String,
    #[serde(default)]
    output: String,
}

/// lit's `-o` JSON as a [`Suite`].
fn parse(text: &str, seconds: f64) -> Result<Suite, StepError> {
    let j: LitJson = serde_json::from_str(text).map_err(StepError::LitResults)?;
    let mut s = Suite {
        seconds,
        ..Suite::default()
    };
    for t in j.tests {
        let name = t
            .name
            .split_once(" :: ")
            .map_or(t.name.as_str(), |(_, n)| n)
            .to_string();
        let code = Code::of(&t.code);
        if code.failed() {
            s.outputs.insert(name.clone(), t.output);
        }
        s.tests.insert(name, code);
    }
    Ok(s)
}

/// What a patched run changed against the baseline.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Diff {
    /// Tests run with the patched `opt`.
    pub tests: usize,
    /// Passed with it.
    pub passed: usize,
    /// Failed with it.
    pub failed: usize,
    /// Unsupported here (a target or feature this LLVM lacks).
    pub unsupported: usize,
    /// Failed with the baseline `opt` too (not the fold's fault).
    pub baseline_failed: usize,
    /// Failed with the patch but not without, with lit's output.
    pub new_failures: Vec<(String, String)>,
    /// Seconds of the patched run.
    pub seconds: f64,
}

/// The patched run against the baseline: a new failure is a failed test that did not
/// fail (or did not exist) in the baseline.
pub fn diff(base: &Suite, patched: &Suite) -> Diff {
    let new_failures = patched
        .tests
        .iter()
        .filter(|(n, c)| c.failed() && !base.tests.get(*n).is_some_and(|b| b.failed()))
        .map(|(n, _)| (n.clone(), patched.outputs.get(n).cloned().unwrap_or_default()))
        .collect();
    Diff {
        tests: patched.tests.len(),
        passed: patched.count(Code::Pass),
        failed: patched.failed(),
        unsupported: patched.count(Code::Unsupported),
        baseline_failed: base.failed(),
        new_failures,
        seconds: patched.seconds,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lit_json_and_the_diff() {
        let base = parse(
            r#"{"tests": [{"name": "s :: InstCombine/a.ll", "code": "PASS", "output": ""},
                          {"name": "s :: InstCombine/b.ll", "code": "FAIL", "output": "old"},
                          {"name": "s :: InstCombine/X86/c.ll", "code": "UNSUPPORTED", "output": ""}]}"#,
            1.0,
        )
        .unwrap();
        let patched = parse(
            r#"{"tests": [{"name": "s :: InstCombine/a.ll", "code": "FAIL", "output": "new"},
                          {"name": "s :: InstCombine/b.ll", "code": "FAIL", "output": "old"},
                          {"name": "s :: InstCombine/X86/c.ll", "code": "UNSUPPORTED", "output": ""},
                          {"name": "s :: minotaur/mine.ll", "code": "PASS", "output": ""}]}"#,
            2.0,
        )
        .unwrap();
        let d = diff(&base, &patched);
        assert_eq!(
            (d.tests, d.passed, d.failed, d.unsupported, d.baseline_failed),
            (4, 1, 2, 1, 1)
        );
        assert_eq!(
            d.new_failures,
            vec![("InstCombine/a.ll".to_string(), "new".to_string())]
        );
    }
}
