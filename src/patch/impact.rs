//! A fold's effect on real code, as llvm-opt-benchmark's pre-commit diff reports it: each
//! bitcode file of a corpus optimized with `-O3` by the stock and by the patched `opt`,
//! compared function by function (changed, instructions removed and added, functions that
//! grew, compile time).

use crate::util::{Order, Pool};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// One corpus's optimized functions under one `opt`: per `file::@function`, its
/// instruction count and text, and the seconds `opt` took.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Optimized {
    /// `file::@name` → (instructions, text).
    pub functions: BTreeMap<String, (usize, String)>,
    /// Files `opt` failed on (or did not finish within the limit), with why.
    pub failed: Vec<String>,
    /// Seconds of all `opt` runs.
    pub seconds: f64,
}

/// What the patch changes over a corpus.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Impact {
    /// The corpus.
    pub corpus: String,
    /// Bitcode files.
    pub files: usize,
    /// Functions after `-O3`.
    pub functions: usize,
    /// Functions whose optimized text differs.
    pub changed: usize,
    /// Instructions removed over the changed functions that shrank.
    pub removed: usize,
    /// Instructions added over the changed functions that grew.
    pub added: usize,
    /// Changed functions with more instructions than before (regressions to look at).
    pub grew: Vec<String>,
    /// Patched `opt` seconds over stock `opt` seconds.
    pub compile_time_ratio: f64,
    /// Files either `opt` failed on.
    pub failed: Vec<String>,
    /// Two or three changed functions: name and a unified diff of stock to patched.
    pub examples: Vec<(String, String)>,
}

/// Every function of an `opt -S` output: name, instruction count (lines indented by two
/// spaces inside a body), text.
fn functions(text: &str) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    let mut cur: Option<(String, usize, String)> = None;
    for l in text.lines() {
        if l.starts_with("define ") {
            let name = l
                .split_once('@')
                .map(|(_, r)| r.split('(').next().unwrap_or(r).to_string())
                .unwrap_or_default();
            cur = Some((name, 0, String::new()));
        }
        if let Some(c) = cur.as_mut() {
            c.2.push_str(l);
            c.2.push('\n');
            if l.starts_with("  ") && !l.trim_start().starts_with(';') {
                c.1 += 1;
            }
            if l == "}" {
                out.push(cur.take().expect("some"));
            }
        }
    }
    out
}

/// `opt -O3 -S` of each file of `files` (named by their path under `root`), two at a time,
/// each run within `limit`.
pub fn optimize(opt: &Path, root: &Path, files: &[PathBuf], limit: Duration) -> Optimized {
    let start = Instant::now();
    let mut o = Optimized::default();
    let res = Pool::new(2, Order::Items).run(
        files.iter().cloned(),
        || (),
        |_, f: PathBuf| {
            let out = Command::new("timeout")
                .args(["-k", "5", &limit.as_secs().max(1).to_string()])
                .arg(opt)
                .args(["-O3", "-S", "-o", "-"])
                .arg(&f)
                .output();
            (f, out)
        },
        |_, (f, out)| {
            let name = f.strip_prefix(root).unwrap_or(&f).display().to_string();
            match out {
                Ok(x) if x.status.success() => {
                    for (n, k, t) in functions(&String::from_utf8_lossy(&x.stdout)) {
                        o.functions.insert(format!("{name}::@{n}"), (k, t));
                    }
                }
                Ok(x) => o.failed.push(format!(
                    "{name}: {}",
                    String::from_utf8_lossy(&x.stderr)
                        .lines()
                        .next()
                        .unwrap_or("opt failed (or timed out)")
                )),
                Err(e) => o.failed.push(format!("{name}: {e}")),
            }
            Ok::<(), ()>(())
        },
    );
    let _ = res;
    o.seconds = start.elapsed().as_secs_f64();
    o
}

/// A unified diff of two texts (by `diff -u`), or a note when `diff` is missing.
fn udiff(a: &str, b: &str, work: &Path) -> String {
    let _ = std::fs::create_dir_all(work);
    let (pa, pb) = (work.join("stock.ll"), work.join("patched.ll"));
    if std::fs::write(&pa, a).and_then(|_| std::fs::write(&pb, b)).is_err() {
        return String::new();
    }
    Command::new("diff")
        .args(["-u", "--label", "stock", "--label", "patched"])
        .arg(&pa)
        .arg(&pb)
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string())
        .unwrap_or_default()
}

/// The patched run against the stock run of one corpus.
pub fn compare(corpus: &str, files: usize, stock: &Optimized, patched: &Optimized, work: &Path) -> Impact {
    let mut i = Impact {
        corpus: corpus.to_string(),
        files,
        functions: patched.functions.len(),
        compile_time_ratio: if stock.seconds > 0.0 {
            patched.seconds / stock.seconds
        } else {
            0.0
        },
        ..Impact::default()
    };
    i.failed = stock.failed.iter().chain(&patched.failed).cloned().collect();
    for (name, (k, t)) in &patched.functions {
        let Some((k0, t0)) = stock.functions.get(name) else {
            continue;
        };
        if t == t0 {
            continue;
        }
        i.changed += 1;
        if k < k0 {
            i.removed += k0 - k;
        } else if k > k0 {
            i.added += k - k0;
            i.grew.push(name.clone());
        }
        if i.examples.len() < 3 {
            i.examples.push((name.clone(), udiff(t0, t, work)));
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions_and_their_instruction_counts() {
        let text = "; ModuleID = 'x'\ndefine i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n  ; note\n  ret i32 %a\n}\n\ndeclare void @g()\ndefine void @h() #0 {\n  ret void\n}\n";
        let f = functions(text);
        assert_eq!(
            f.iter().map(|(n, k, _)| (n.as_str(), *k)).collect::<Vec<_>>(),
            [("f", 2), ("h", 1)]
        );
    }

    #[test]
    fn compare_counts_changes_growth_and_keeps_examples() {
        let mk = |v: &[(&str, usize, &str)]| Optimized {
            functions: v.iter().map(|(n, k, t)| (n.to_string(), (*k, t.to_string()))).collect(),
            failed: Vec::new(),
            seconds: 1.0,
        };
        let stock = mk(&[("a.bc::@f", 5, "f5"), ("a.bc::@g", 3, "g3"), ("a.bc::@h", 2, "h2")]);
        let patched = mk(&[("a.bc::@f", 3, "f3"), ("a.bc::@g", 4, "g4"), ("a.bc::@h", 2, "h2")]);
        let i = compare(
            "c",
            1,
            &stock,
            &patched,
            &std::env::temp_dir().join("minotaur-impact-unit"),
        );
        assert_eq!((i.functions, i.changed, i.removed, i.added), (3, 2, 2, 1));
        assert_eq!(i.grew, ["a.bc::@g"]);
        assert_eq!(i.examples.len(), 2);
    }
}
