//! A project's `[[bench]]` tables, read from its `manifest.toml`: one-line TOML strings,
//! and unknown keys rejected so a typo does not silently drop a benchmark.

use crate::bench::Error;
use std::collections::BTreeMap;

fn msg(s: String) -> Error {
    Error::Message(s)
}

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
pub fn parse_benches(text: &str) -> Result<Vec<Bench>, Error> {
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
            return Err(msg(format!("line {}: expected `key = \"value\"` in [[bench]]", n + 1)));
        };
        let k = k.trim();
        if !matches!(k, "name" | "cmd" | "what") {
            return Err(msg(format!(
                "line {}: unknown [[bench]] key `{k}` (name, cmd, what)",
                n + 1
            )));
        }
        let v = toml_string(v).ok_or_else(|| msg(format!("line {}: `{k}` is not a one-line TOML string", n + 1)))?;
        let t = out.last_mut().expect("a [[bench]] table was opened");
        if t.insert(k.to_string(), v).is_some() {
            return Err(msg(format!("line {}: `{k}` given twice in one [[bench]]", n + 1)));
        }
    }
    let mut benches = Vec::new();
    for (i, mut t) in out.into_iter().enumerate() {
        let mut take = |k: &str| {
            t.remove(k)
                .ok_or_else(|| msg(format!("[[bench]] number {} has no `{k}`", i + 1)))
        };
        let b = Bench {
            name: take("name")?,
            cmd: take("cmd")?,
            what: take("what").unwrap_or_default(),
        };
        if b.name.is_empty() || !b.name.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)) {
            return Err(msg(format!(
                "[[bench]] name `{}`: use letters, digits, `-`, `_`, `.`",
                b.name
            )));
        }
        if benches.iter().any(|x: &Bench| x.name == b.name) {
            return Err(msg(format!("[[bench]] name `{}` given twice", b.name)));
        }
        benches.push(b);
    }
    Ok(benches)
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
}
