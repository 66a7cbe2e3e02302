//! Checking a file of `@src`/`@tgt` pairs (alive-tv's convention; also `@srcN`/`@tgtN`):
//! each pair's refinement verdict, the file's overall verdict, and whether it is the one
//! the file's `; expect: valid|invalid|unknown` first line asks for. One checker for
//! `minotaur verify`, `minotaur bench verify` and the verdict tests.

mod show;

pub use show::pair_text;

use crate::ir::Function;
use crate::llvm::LlvmError;
use crate::smt::{refines_info, Options, QueryInfo, RefineError, UnknownReason, Verdict};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A verdict without its evidence, as `; expect:` lines, JSON and exit codes need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum VerdictKind {
    /// Every pair refines.
    Valid,
    /// Some pair does not refine (a counterexample was found).
    Invalid,
    /// Undecided: a timeout, or something the model does not support.
    Unknown,
}

impl VerdictKind {
    /// The kind of a refinement verdict.
    pub fn of(v: &Verdict) -> Self {
        match v {
            Verdict::Valid => VerdictKind::Valid,
            Verdict::Invalid(_) => VerdictKind::Invalid,
            Verdict::Unknown(_) => VerdictKind::Unknown,
        }
    }

    /// Its name in files and JSON: `valid`, `invalid` or `unknown`.
    pub fn name(self) -> &'static str {
        match self {
            VerdictKind::Valid => "valid",
            VerdictKind::Invalid => "invalid",
            VerdictKind::Unknown => "unknown",
        }
    }

    /// The kind named `s` (see [`VerdictKind::name`]).
    pub fn from_name(s: &str) -> Option<Self> {
        [VerdictKind::Valid, VerdictKind::Invalid, VerdictKind::Unknown]
            .into_iter()
            .find(|k| k.name() == s)
    }
}

impl std::fmt::Display for VerdictKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The verdict on one `@src`/`@tgt` pair of a file.
///
/// Serializes as `minotaur verify --json` prints a pair: `src`, `tgt`, `verdict`, `ms`
/// (to the microsecond), and `counterexample` when invalid or `reason` when unknown.
#[derive(Clone, Debug)]
pub struct PairVerdict {
    /// The source function's name (`src`, `src1`, ...).
    pub src: String,
    /// The target function's name.
    pub tgt: String,
    /// The refinement verdict, with its counterexample or reason.
    pub verdict: Verdict,
    /// Milliseconds the check took.
    pub ms: f64,
    /// For a `valid` pair: the source has undefined behaviour on every input, so the
    /// verdict holds vacuously (alive-tv's "Source function is always UB").
    pub src_always_ub: bool,
    /// How the query was decided.
    pub info: QueryInfo,
}

impl PairVerdict {
    /// The verdict without its evidence.
    pub fn kind(&self) -> VerdictKind {
        VerdictKind::of(&self.verdict)
    }
}

impl Serialize for PairVerdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("src", &self.src)?;
        m.serialize_entry("tgt", &self.tgt)?;
        m.serialize_entry("verdict", &self.kind())?;
        m.serialize_entry("ms", &((self.ms * 1000.0).round() / 1000.0))?;
        if self.src_always_ub {
            m.serialize_entry("warning", ALWAYS_UB)?;
        }
        if self.info.undef_inputs {
            m.serialize_entry("undef_inputs", &true)?;
        }
        if self.info.quantified {
            m.serialize_entry("quantified", &true)?;
        }
        match &self.verdict {
            Verdict::Valid => {}
            Verdict::Invalid(c) => m.serialize_entry("counterexample", &show::counterexample_json(c))?,
            Verdict::Unknown(r) => m.serialize_entry("reason", &r.to_string())?,
        }
        m.end()
    }
}

/// The warning for a vacuous `valid` (alive-tv's words).
pub const ALWAYS_UB: &str = "Source function is always UB";

/// The verdicts on every pair of one file.
#[derive(Clone, Debug, Serialize)]
pub struct FileVerdict {
    /// The file, as given.
    #[serde(serialize_with = "show::serialize_path")]
    pub file: PathBuf,
    /// The verdict its `; expect: valid|invalid|unknown` first line asks for, if it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<VerdictKind>,
    /// The overall verdict: `Invalid` when some pair is, else `Unknown` when some pair
    /// is, else `Valid`.
    pub verdict: VerdictKind,
    /// Each pair, in the order `@src`, `@src1`, `@src2`, ...
    pub pairs: Vec<PairVerdict>,
}

impl FileVerdict {
    /// How many pairs have verdict `k`.
    pub fn count(&self, k: VerdictKind) -> usize {
        self.pairs.iter().filter(|p| p.kind() == k).count()
    }

    /// Why the first undecided pair is undecided.
    pub fn unknown_reason(&self) -> Option<&UnknownReason> {
        self.pairs.iter().find_map(|p| match &p.verdict {
            Verdict::Unknown(r) => Some(r),
            _ => None,
        })
    }

    /// Why the verdict is not the expected one, or `None` when it is. A file without a
    /// `; expect:` line never matches, and an undecided pair matches only `unknown`
    /// (so an `invalid` file cannot hide one).
    pub fn mismatch(&self) -> Option<String> {
        let Some(want) = self.expected else {
            return Some(format!(
                "{}: first line must be `; expect: valid|invalid|unknown`",
                self.file.display()
            ));
        };
        if want != VerdictKind::Unknown {
            if let Some(r) = self.unknown_reason() {
                return Some(format!("expected {want}, got unknown: {r}"));
            }
        }
        if want == VerdictKind::Valid {
            if let Some(c) = self.pairs.iter().find_map(|p| match &p.verdict {
                Verdict::Invalid(c) => Some(c),
                _ => None,
            }) {
                return Some(format!(
                    "expected valid, got invalid: {} (inputs {:?})",
                    c.reason, c.inputs
                ));
            }
        }
        (self.verdict != want).then(|| format!("expected {want}, got {}", self.verdict))
    }
}

/// Why a file could not be checked (its verdicts are values, not errors).
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    /// The file could not be read into `ir`.
    #[error(transparent)]
    Load(#[from] LlvmError),
    /// The file has no `@src`/`@tgt` pair.
    #[error("{file}: no @src/@tgt pair (name the functions @src and @tgt, or @srcN and @tgtN)")]
    NoPairs {
        /// The file.
        file: PathBuf,
    },
    /// A pair cannot be compared (different signatures), or the checker failed.
    #[error("{file}: @{src} => @{tgt}: {err}")]
    Refine {
        /// The file.
        file: PathBuf,
        /// The source function's name.
        src: String,
        /// The target function's name.
        tgt: String,
        /// What went wrong.
        err: RefineError,
    },
}

/// The verdict the first line of `path` expects (`; expect: valid|invalid|unknown`), or
/// `None` when it has no such line (or cannot be read).
pub fn expected(path: &Path) -> Option<VerdictKind> {
    let bytes = std::fs::read(path).ok()?;
    let first = bytes.split(|b| *b == b'\n').next()?;
    let line = std::str::from_utf8(first).ok()?;
    VerdictKind::from_name(line.strip_prefix("; expect: ")?.trim())
}

/// Checks every `@src`/`@tgt` pair of the LLVM file at `path` (`.ll`, `.bc`, ...).
pub fn check_file(path: &Path, opts: &Options) -> Result<FileVerdict, VerifyError> {
    check_file_with(path, opts, |_, _, _| {})
}

/// [`check_file`], calling `on_pair` with each pair and its verdict as soon as it is
/// decided (so that a long check can show its progress).
pub fn check_file_with(
    path: &Path,
    opts: &Options,
    mut on_pair: impl FnMut(&Function, &Function, &PairVerdict),
) -> Result<FileVerdict, VerifyError> {
    let mut m = crate::llvm::load_module(path)?;
    expand_attribute_groups(&mut m);
    let ps = m.src_tgt_pairs();
    if ps.is_empty() {
        return Err(VerifyError::NoPairs { file: path.into() });
    }
    let mut pairs = Vec::new();
    for (s, t) in ps {
        let start = Instant::now();
        let (verdict, info) = refines_info(s, t, opts).map_err(|err| VerifyError::Refine {
            file: path.into(),
            src: s.name.clone(),
            tgt: t.name.clone(),
            err,
        })?;
        let src_always_ub = matches!(verdict, Verdict::Valid)
            && crate::smt::always_ub(s, opts.timeout.min(std::time::Duration::from_secs(10))) == Some(true);
        let p = PairVerdict {
            src: s.name.clone(),
            tgt: t.name.clone(),
            verdict,
            ms: start.elapsed().as_secs_f64() * 1000.0,
            src_always_ub,
            info,
        };
        on_pair(s, t, &p);
        pairs.push(p);
    }
    Ok(FileVerdict {
        file: path.into(),
        expected: expected(path),
        verdict: overall(&pairs),
        pairs,
    })
}

/// Replaces each function attribute group `#N` after a function's parameters with the
/// group's attributes (`attributes #N = { ... }`), so that the verifier judges the
/// attributes themselves (LLVM moves `nounwind` and friends into groups).
fn expand_attribute_groups(m: &mut crate::ir::Module) {
    let groups: Vec<(String, String)> = m
        .items
        .iter()
        .filter_map(|i| match i {
            crate::ir::Item::Verbatim(l) => {
                let rest = l.trim().strip_prefix("attributes ")?;
                let (id, body) = rest.split_once('=')?;
                let body = body.trim().strip_prefix('{')?.strip_suffix('}')?;
                Some((id.trim().to_string(), body.trim().to_string()))
            }
            _ => None,
        })
        .collect();
    for f in m.functions_mut() {
        let words: Vec<String> = f
            .suffix
            .split_whitespace()
            .map(|w| {
                groups
                    .iter()
                    .find(|(id, _)| id == w)
                    .map_or(w.to_string(), |(_, b)| b.clone())
            })
            .collect();
        f.suffix = words.join(" ");
    }
}

/// The verdict of a file with these pairs: `Invalid` when some pair is, else `Unknown`
/// when some pair is, else `Valid`.
fn overall(pairs: &[PairVerdict]) -> VerdictKind {
    let has = |k| pairs.iter().any(|p| p.kind() == k);
    if has(VerdictKind::Invalid) {
        VerdictKind::Invalid
    } else if has(VerdictKind::Unknown) {
        VerdictKind::Unknown
    } else {
        VerdictKind::Valid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(expected: Option<VerdictKind>, verdicts: Vec<Verdict>) -> FileVerdict {
        let pairs: Vec<PairVerdict> = verdicts
            .into_iter()
            .map(|verdict| PairVerdict {
                src: "src".into(),
                tgt: "tgt".into(),
                verdict,
                ms: 0.0,
                src_always_ub: false,
                info: Default::default(),
            })
            .collect();
        FileVerdict {
            file: "f.ll".into(),
            expected,
            verdict: overall(&pairs),
            pairs,
        }
    }

    #[test]
    fn an_undecided_pair_matches_only_unknown() {
        use VerdictKind::*;
        let timeout = || Verdict::Unknown(UnknownReason::Timeout);
        assert_eq!(file(Some(Valid), vec![Verdict::Valid]).mismatch(), None);
        assert_eq!(file(Some(Unknown), vec![Verdict::Valid, timeout()]).mismatch(), None);
        assert_eq!(
            file(Some(Valid), vec![Verdict::Valid, timeout()]).mismatch().as_deref(),
            Some("expected valid, got unknown: timeout")
        );
        assert_eq!(
            file(Some(Invalid), vec![timeout()]).mismatch().as_deref(),
            Some("expected invalid, got unknown: timeout")
        );
        assert_eq!(
            file(Some(Invalid), vec![Verdict::Valid]).mismatch().as_deref(),
            Some("expected invalid, got valid")
        );
        assert!(file(None, vec![Verdict::Valid]).mismatch().is_some());
    }

    #[test]
    fn names_round_trip() {
        for k in [VerdictKind::Valid, VerdictKind::Invalid, VerdictKind::Unknown] {
            assert_eq!(VerdictKind::from_name(k.name()), Some(k));
        }
        assert_eq!(VerdictKind::from_name("maybe"), None);
    }
}
