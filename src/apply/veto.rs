//! A profile-guided veto (issue 34): rewrites not to apply in named functions, because a
//! measured build showed that they made a hot function execute more instructions.
//!
//! The file is text, one entry a line: `FUNCTION CUT` (the function's symbol as LLVM
//! names it, `*` for every function; the cut's hash, `*` for every rewrite), then an
//! optional `# why`. Blank lines and lines starting with `#` are comments.
//! `bench speedup --veto-from-run` writes one ([`Veto::derive`]); `apply --veto FILE` and
//! `cc --veto FILE` read it.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// One vetoed rewrite in one function.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct VetoEntry {
    /// The function's symbol, or `*`.
    pub function: String,
    /// The cut's hash (whose stored rewrite is vetoed), or `*`.
    pub cut: String,
    /// Why (the file's trailing comment).
    pub why: String,
}

/// The rewrites not to apply, by function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Veto {
    entries: BTreeSet<VetoEntry>,
}

/// Why a veto file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum VetoError {
    /// It cannot be read.
    #[error("{file}: {err}")]
    Io {
        /// The file.
        file: String,
        /// The failure.
        err: std::io::Error,
    },
    /// A line is not `FUNCTION CUT [# why]`.
    #[error("{file}:{line}: `{text}` is not `FUNCTION CUT [# why]`")]
    Line {
        /// The file.
        file: String,
        /// The line's number.
        line: usize,
        /// The line.
        text: String,
    },
}

/// A function's instruction counts in the plain and the rewritten build of one benchmark.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// The function's symbol.
    pub function: String,
    /// Instructions it executed in the plain build.
    pub base: u64,
    /// Instructions it executed in the rewritten build.
    pub rewritten: u64,
    /// Its share of the rewritten run's instructions.
    pub share: f64,
    /// The benchmark.
    pub bench: String,
}

impl Veto {
    /// The veto of these entries.
    pub fn new(entries: impl IntoIterator<Item = VetoEntry>) -> Veto {
        Veto {
            entries: entries.into_iter().collect(),
        }
    }

    /// Reads a veto file.
    pub fn read(path: &Path) -> Result<Veto, VetoError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|err| VetoError::Io {
            file: file.clone(),
            err,
        })?;
        Veto::parse(&text, &file)
    }

    /// The veto a file's text (named `file` in errors) holds.
    pub fn parse(text: &str, file: &str) -> Result<Veto, VetoError> {
        let mut entries = BTreeSet::new();
        for (i, raw) in text.lines().enumerate() {
            let (body, why) = raw.split_once('#').unwrap_or((raw, ""));
            let words: Vec<&str> = body.split_whitespace().collect();
            match words[..] {
                [] => continue,
                [function, cut] if cut == "*" || cut.bytes().all(|b| b.is_ascii_hexdigit()) => {
                    entries.insert(VetoEntry {
                        function: function.to_string(),
                        cut: cut.to_string(),
                        why: why.trim().to_string(),
                    });
                }
                _ => {
                    return Err(VetoError::Line {
                        file: file.to_string(),
                        line: i + 1,
                        text: raw.trim().to_string(),
                    })
                }
            }
        }
        Ok(Veto { entries })
    }

    /// True when the rewrite of cut `cut` must not be applied in `function`.
    pub fn covers(&self, function: &str, cut: &str) -> bool {
        self.entries
            .iter()
            .any(|e| (e.function == "*" || e.function == function) && (e.cut == "*" || e.cut == cut))
    }

    /// Its entries, in order.
    pub fn entries(&self) -> impl Iterator<Item = &VetoEntry> {
        self.entries.iter()
    }

    /// True when it vetoes nothing.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The file's text (a header comment, then one line per entry).
    pub fn to_text(&self, header: &str) -> String {
        let mut s = String::new();
        for l in header.lines() {
            let _ = writeln!(s, "# {l}");
        }
        for e in &self.entries {
            match e.why.as_str() {
                "" => {
                    let _ = writeln!(s, "{} {}", e.function, e.cut);
                }
                why => {
                    let _ = writeln!(s, "{} {}  # {why}", e.function, e.cut);
                }
            }
        }
        s
    }

    /// The veto a measured run calls for: every rewrite that fired in a function which
    /// executed more instructions in the rewritten build than in the plain one, in some
    /// benchmark where it held at least `min_share` of the run. `fired`: the rewrites
    /// (cut → sites) applied in each function.
    pub fn derive(measured: &[Measured], fired: &BTreeMap<String, BTreeMap<String, u64>>, min_share: f64) -> Veto {
        // One entry per function and cut: the first benchmark that vetoed it says why.
        let mut vetoed: BTreeMap<(String, String), String> = BTreeMap::new();
        for m in measured.iter().filter(|m| m.rewritten > m.base && m.share >= min_share) {
            let more = m.rewritten - m.base;
            let why = format!(
                "{}: {} -> {} instructions (+{:.2} %), {:.2} % of the run",
                m.bench,
                m.base,
                m.rewritten,
                100.0 * more as f64 / m.base.max(1) as f64,
                100.0 * m.share
            );
            for cut in fired.get(&m.function).into_iter().flat_map(|c| c.keys()) {
                vetoed
                    .entry((m.function.clone(), cut.clone()))
                    .or_insert_with(|| why.clone());
            }
        }
        Veto::new(
            vetoed
                .into_iter()
                .map(|((function, cut), why)| VetoEntry { function, cut, why }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_read_and_written_back() {
        let text = "# header\n\nf abc123  # slower\n* 00ff\ng *\n";
        let v = Veto::parse(text, "v.txt").unwrap();
        assert!(v.covers("f", "abc123") && !v.covers("f", "abc124"));
        assert!(v.covers("anything", "00ff"), "`*` is every function");
        assert!(v.covers("g", "beef"), "`*` is every rewrite");
        assert_eq!(Veto::parse(&v.to_text("again"), "w").unwrap(), v);
        let e = Veto::parse("f\n", "v.txt").unwrap_err().to_string();
        assert_eq!(e, "v.txt:1: `f` is not `FUNCTION CUT [# why]`");
        assert!(Veto::parse("f not-a-hash\n", "v").is_err());
    }

    #[test]
    fn only_functions_that_ran_more_instructions_are_vetoed() {
        let m = |f: &str, base, rewritten, share| Measured {
            function: f.into(),
            base,
            rewritten,
            share,
            bench: "b".into(),
        };
        let fired: BTreeMap<String, BTreeMap<String, u64>> = [
            ("hot_slower", vec![("c1", 1), ("c2", 2)]),
            ("hot_faster", vec![("c3", 1)]),
            ("cold_slower", vec![("c4", 1)]),
        ]
        .into_iter()
        .map(|(f, cs)| (f.to_string(), cs.into_iter().map(|(c, n)| (c.to_string(), n)).collect()))
        .collect();
        let measured = [
            m("hot_slower", 1000, 1005, 0.2),
            m("hot_faster", 1000, 990, 0.3),
            m("cold_slower", 10, 20, 0.0001),
            m("unrewritten_slower", 10, 20, 0.5),
        ];
        let v = Veto::derive(&measured, &fired, 0.001);
        let got: Vec<(&str, &str)> = v.entries().map(|e| (e.function.as_str(), e.cut.as_str())).collect();
        assert_eq!(got, vec![("hot_slower", "c1"), ("hot_slower", "c2")]);
        assert!(v.entries().next().unwrap().why.contains("1000 -> 1005"));
    }
}
