//! Instruction counts under valgrind's callgrind: the total Ir of every process a
//! benchmark command starts, and the self Ir per function of the biggest one
//! (`callgrind_annotate`).

use crate::bench::{io, Error};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Instruction counts of `cmd` under callgrind: the total Ir of every process it starts,
/// and the self Ir per function of the biggest one (callgrind_annotate).
pub fn callgrind(cmd: &str, dir: &Path, prefix: &Path) -> Result<(u64, Vec<(String, u64)>), Error> {
    let parent = prefix.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let stem = prefix
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    for e in std::fs::read_dir(parent)?.flatten() {
        if e.file_name().to_string_lossy().starts_with(&format!("{stem}.")) {
            let _ = std::fs::remove_file(e.path());
        }
    }
    let o = Command::new("valgrind")
        .args(["--tool=callgrind", "--trace-children=yes", "--demangle=no", "-q"])
        .arg(format!("--callgrind-out-file={}.%p", prefix.display()))
        .args(["sh", "-c", cmd])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(io(
            "running valgrind --tool=callgrind (install valgrind, or pass --no-callgrind)",
        ))?;
    if !o.status.success() {
        return Err(Error::Message(format!(
            "callgrind of `{cmd}` exited with {}: {}",
            o.status,
            String::from_utf8_lossy(&o.stderr).lines().last().unwrap_or("")
        )));
    }
    let (mut total, mut biggest) = (0u64, (0u64, PathBuf::new()));
    for e in std::fs::read_dir(parent)?.flatten() {
        if !e.file_name().to_string_lossy().starts_with(&format!("{stem}.")) {
            continue;
        }
        let text = std::fs::read_to_string(e.path())?;
        let n =
            callgrind_total(&text).ok_or_else(|| Error::Message(format!("{}: no totals line", e.path().display())))?;
        total += n;
        if n >= biggest.0 {
            biggest = (n, e.path());
        }
    }
    if total == 0 {
        return Err(Error::Message(format!("callgrind wrote no output for `{cmd}`")));
    }
    let ann = Command::new("callgrind_annotate")
        .args(["--inclusive=no", "--threshold=100"])
        .arg(&biggest.1)
        .output()
        .map_err(io("running callgrind_annotate"))?;
    if !ann.status.success() {
        return Err(Error::Message(format!(
            "callgrind_annotate {} failed: {}",
            biggest.1.display(),
            String::from_utf8_lossy(&ann.stderr)
        )));
    }
    Ok((total, annotate_functions(&String::from_utf8_lossy(&ann.stdout))))
}

/// The total of the events line (`totals:` or else `summary:`) of a callgrind output file.
pub fn callgrind_total(text: &str) -> Option<u64> {
    let grab = |key: &str| {
        text.lines().rev().find_map(|l| {
            l.strip_prefix(key)
                .and_then(|r| r.split_whitespace().next()?.parse().ok())
        })
    };
    grab("totals:").or_else(|| grab("summary:"))
}

/// The self cost of each function in `callgrind_annotate` output, as
/// `(function, Ir)`, costliest first: lines `1,234 (5.6%)  file:function [object]`.
pub fn annotate_functions(text: &str) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    for l in text.lines() {
        let l = l.trim();
        let Some((num, rest)) = l.split_once(char::is_whitespace) else {
            continue;
        };
        let Ok(ir) = num.replace(',', "").parse::<u64>() else {
            continue;
        };
        let mut rest = rest.trim_start();
        if rest.starts_with('(') {
            match rest.find(')') {
                Some(i) => rest = rest[i + 1..].trim_start(),
                None => continue,
            }
        }
        // "PROGRAM TOTALS" and the header are not functions.
        let Some((_file, func)) = rest.split_once(':') else {
            continue;
        };
        let func = match func.rfind(" [") {
            Some(i) if func.ends_with(']') => &func[..i],
            _ => func,
        };
        if !func.is_empty() {
            out.push((func.to_string(), ir));
        }
    }
    out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callgrind_text_is_read() {
        assert_eq!(
            callgrind_total("events: Ir\nfn=x\n1 2\nsummary: 77\ntotals: 1234\n"),
            Some(1234)
        );
        let a = "Ir                 file:function\n\
                 --------\n\
                 3,000 (60.00%)  PROGRAM TOTALS\n\
                 1,500 (50.00%)  ???:__gmpn_mul_basecase [/w/gmpbench]\n\
                 20 ( 0.01%)  src/x.cc:_ZN6libyuv3FooEv [/w/u]\n";
        assert_eq!(
            annotate_functions(a),
            vec![
                ("__gmpn_mul_basecase".to_string(), 1500),
                ("_ZN6libyuv3FooEv".to_string(), 20)
            ]
        );
    }
}
