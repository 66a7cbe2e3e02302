//! The reviewers' ledger (`rules/upstream.toml`): rules already filed, fixed or turned
//! down upstream, each with its LLVM issue or pull request, so that `report` flags them
//! instead of drafting them again.

use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Where a rule stands upstream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// An issue or pull request is open.
    Filed,
    /// Fixed on LLVM's `main`.
    Fixed,
    /// Maintainers turned it down.
    Rejected,
    /// An upstream issue or pull request may cover it: rendered, flagged, to check before
    /// filing.
    Possible,
}

impl Status {
    /// `filed`, `fixed` or `rejected`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Filed => "filed",
            Status::Fixed => "fixed",
            Status::Rejected => "rejected",
            Status::Possible => "possibly known",
        }
    }

    /// Whether `report` drafts the rule again (only when upstream may not have it).
    pub fn drafted(self) -> bool {
        self == Status::Possible
    }
}

/// One entry of the ledger (`status`: `filed`, `fixed`, `rejected` or `possible`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The rule's id (`r` and 12 hex digits).
    pub id: String,
    /// The fold in words, for people reading the ledger.
    #[serde(default)]
    pub pattern: String,
    /// The LLVM issue or pull request.
    pub upstream: String,
    /// Where it stands.
    pub status: Status,
    /// Anything a reviewer adds.
    #[serde(default)]
    pub note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    rule: Vec<Entry>,
}

/// Why the ledger does not read: the file and what is wrong.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    /// The file exists but cannot be read.
    #[error("{}: {err}", path.display())]
    Io {
        /// The ledger file.
        path: PathBuf,
        /// Why.
        err: std::io::Error,
    },
    /// Its text is not a ledger.
    #[error("{}: {err}", path.display())]
    Toml {
        /// The ledger file.
        path: PathBuf,
        /// Where and what (TOML's message).
        err: toml::de::Error,
    },
}

/// The ledger's entries; an absent file is an empty ledger. The error names the file and
/// what does not read.
pub fn read(path: &Path) -> Result<Vec<Entry>, LedgerError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(LedgerError::Io { path: path.into(), err }),
    };
    parse(&text).map_err(|err| LedgerError::Toml { path: path.into(), err })
}

/// The entries of a ledger's text (TOML's message when it is not a ledger).
pub fn parse(text: &str) -> Result<Vec<Entry>, toml::de::Error> {
    let f: File = toml::from_str(text)?;
    Ok(f.rule)
}

/// The entry of rule `id`, if the ledger has one.
pub fn find<'a>(ledger: &'a [Entry], id: &str) -> Option<&'a Entry> {
    ledger.iter().find(|e| e.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_read_and_bad_ones_are_named() {
        let l = parse(
            "[[rule]]\nid = \"r7496a894acb0\"\nupstream = \"https://github.com/llvm/llvm-project/pull/178977\"\nstatus = \"fixed\"\n",
        )
        .unwrap();
        assert_eq!(find(&l, "r7496a894acb0").map(|e| e.status), Some(Status::Fixed));
        assert!(find(&l, "r0").is_none());
        let e = parse("[[rule]]\nid = \"r1\"\nupstream = \"x\"\nstatus = \"maybe\"\n").unwrap_err();
        let e = e.to_string();
        assert!(e.contains("maybe") || e.contains("variant"), "{e}");
        assert!(parse("[[rule]]\nid = \"r1\"\n").is_err());
        assert_eq!(read(Path::new("/nonexistent/upstream.toml")).unwrap(), Vec::new());
    }
}
