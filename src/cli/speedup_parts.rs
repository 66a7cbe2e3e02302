//! The pieces `minotaur bench speedup` reads: a project's `[[bench]]` tables from its
//! `manifest.toml`, the compiler wrapper's log (`cc.jsonl`: which rewrites fired where),
//! callgrind's totals and per-function counts, and the statistics (median, geometric
//! mean) of the results file.

use anyhow::{bail, Context, Result};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;

/// One `[[bench]]` table: a shell command run from the build's directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bench {
    /// Short name, unique within the project.
    pub name: String,
    /// The shell command (`sh -c`), run from the build's output directory.
    pub cmd: String,
    /// One line on what it measures.
    pub what: String,
}

/// A TOML string value on one line: `"basic"` (with `\"`, `\\`, `\n`, `\t`, `\u....`
/// escapes) or `'literal'`, then nothing but a comment.
fn toml_string(v: &str) -> Option<String> {
    let v = v.trim();
    let mut chars = v.chars();
    let quote = chars.next()?;
    let mut out = String::new();
    let mut rest = None;
    if quote == '\'' {
        let end = v[1..].find('\'')?;
        out.push_str(&v[1..1 + end]);
        rest = Some(&v[end + 2..]);
    } else if quote == '"' {
        let mut it = v[1..].char_indices();
        while let Some((i, c)) = it.next() {
            match c {
                '"' => {
                    rest = Some(&v[i + 2..]);
                    break;
                }
                '\\' => match it.next()?.1 {
                    '"' => out.push('"'),
                    '\\' => out.push('\\'),
                    'n' => out.push('\n'),
                    't' => out.push('\t'),
                    'u' => {
                        let hex: String = (0..4).filter_map(|_| it.next().map(|x| x.1)).collect();
                        out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                    }
                    _ => return None,
                },
                c => out.push(c),
            }
        }
    } else {
        return None;
    }
    let rest = rest?.trim();
    (rest.is_empty() || rest.starts_with('#')).then_some(out)
}

/// The `[[bench]]` tables of a manifest's text (keys `name`, `cmd`, `what`; others are
/// an error, so a typo does not silently drop a benchmark). Other tables are skipped.
pub fn parse_benches(text: &str) -> Result<Vec<Bench>> {
    let mut out: Vec<BTreeMap<String, String>> = Vec::new();
    let mut in_bench = false;
    for (n, line) in text.lines().enumerate() {
        let l = line.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        if l.starts_with('[') {
            in_bench = l.split('#').next().unwrap_or("").trim() == "[[bench]]";
            if in_bench {
                out.push(BTreeMap::new());
            }
            continue;
        }
        if !in_bench {
            continue;
        }
        let Some((k, v)) = l.split_once('=') else {
            bail!("line {}: expected `key = \"value\"` in [[bench]]", n + 1)
        };
        let k = k.trim();
        if !matches!(k, "name" | "cmd" | "what") {
            bail!("line {}: unknown [[bench]] key `{k}` (name, cmd, what)", n + 1);
        }
        let v = toml_string(v).with_context(|| format!("line {}: `{k}` is not a one-line TOML string", n + 1))?;
        let t = out.last_mut().expect("a [[bench]] table was opened");
        if t.insert(k.to_string(), v).is_some() {
            bail!("line {}: `{k}` given twice in one [[bench]]", n + 1);
        }
    }
    let mut benches = Vec::new();
    for (i, mut t) in out.into_iter().enumerate() {
        let mut take = |k: &str| {
            t.remove(k)
                .with_context(|| format!("[[bench]] number {} has no `{k}`", i + 1))
        };
        let b = Bench {
            name: take("name")?,
            cmd: take("cmd")?,
            what: take("what").unwrap_or_default(),
        };
        if b.name.is_empty() || !b.name.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)) {
            bail!("[[bench]] name `{}`: use letters, digits, `-`, `_`, `.`", b.name);
        }
        if benches.iter().any(|x: &Bench| x.name == b.name) {
            bail!("[[bench]] name `{}` given twice", b.name);
        }
        benches.push(b);
    }
    Ok(benches)
}

/// What the wrapper's log (one JSON object per translation unit) says: units, sites
/// rewritten, skipped by reason, sites per rewrite and per function, errors, cached units.
pub fn summarize_cc_log(path: &Path) -> Result<Value> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    let (mut units, mut sites, mut cached, mut errors) = (0u64, 0u64, 0u64, Vec::new());
    let mut skipped: BTreeMap<String, u64> = BTreeMap::new();
    let mut rewrites: BTreeMap<String, u64> = BTreeMap::new();
    let mut functions: BTreeMap<String, u64> = BTreeMap::new();
    let add = |m: &mut BTreeMap<String, u64>, v: &Value| {
        for (k, n) in v.as_object().into_iter().flatten() {
            *m.entry(k.clone()).or_default() += n.as_u64().unwrap_or(0);
        }
    };
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).with_context(|| format!("{}:{}: not JSON", path.display(), i + 1))?;
        units += 1;
        sites += v["sites_rewritten"].as_u64().unwrap_or(0);
        cached += u64::from(v["cached"].as_bool().unwrap_or(false));
        if let Some(e) = v["error"].as_str() {
            errors.push(json!({"source": v["source"], "error": e}));
        }
        add(&mut skipped, &v["skipped"]);
        add(&mut rewrites, &v["rewrites"]);
        add(&mut functions, &v["functions"]);
    }
    Ok(json!({
        "log": path.display().to_string(),
        "translation_units": units,
        "cached_units": cached,
        "sites_rewritten": sites,
        "sites_skipped": skipped.values().sum::<u64>(),
        "skipped_by_reason": skipped,
        "sites_per_rewrite": rewrites,
        "sites_per_function": functions,
        "errors": errors,
    }))
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

/// The median of `xs` (the mean of the middle two for an even count); 0 when empty.
pub fn median(xs: &[f64]) -> f64 {
    let mut s = xs.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    match s.len() {
        0 => 0.0,
        n if n % 2 == 1 => s[n / 2],
        n => (s[n / 2 - 1] + s[n / 2]) / 2.0,
    }
}

/// The geometric mean of the positive finite numbers among `xs`; `None` if there are none.
pub fn geomean(xs: &[f64]) -> Option<f64> {
    let v: Vec<f64> = xs.iter().copied().filter(|x| x.is_finite() && *x > 0.0).collect();
    (!v.is_empty()).then(|| (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp())
}

/// `x` rounded to `digits` decimals, as JSON (null for a non-finite number).
pub fn round(x: f64, digits: i32) -> Value {
    let p = 10f64.powi(digits);
    if x.is_finite() {
        json!((x * p).round() / p)
    } else {
        Value::Null
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_tables_are_read_and_typos_rejected() {
        let t = "name = \"x\"\n[source]\ncrate = \"y\"\n\n[[bench]]\nname = \"mul-10\"   # c\ncmd = './gmpbench mul 10 \"5\"'\nwhat = \"a \\\"b\\\"\"\n[[bench]]\nname = \"b\"\ncmd = \"true\"\n";
        let b = parse_benches(t).unwrap();
        assert_eq!(b.len(), 2);
        assert_eq!(b[0].cmd, "./gmpbench mul 10 \"5\"");
        assert_eq!(b[0].what, "a \"b\"");
        assert_eq!(b[1].what, "");
        assert!(parse_benches("[[bench]]\nname = \"a\"\ncmdd = \"x\"\n").is_err());
        assert!(parse_benches("[[bench]]\nname = \"a\"\n").is_err());
        assert!(parse_benches("[[bench]]\nname = \"a\"\ncmd = \"x\ny\"\n").is_err());
        assert!(parse_benches("[[bench]]\nname = \"a b\"\ncmd = \"x\"\n").is_err());
    }

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
        assert_eq!(median(&[3.0, 1.0, 2.0, 10.0]), 2.5);
        assert!((geomean(&[2.0, 8.0]).unwrap() - 4.0).abs() < 1e-12);
    }
}
