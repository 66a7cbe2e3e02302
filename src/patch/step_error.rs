//! Why one step of a fold's patch failed (placing it, building `opt`, writing and
//! applying the series, running the tests): the fold's [`super::Outcome`] says it in words.

use super::own::loops;
use std::path::PathBuf;
use std::time::Duration;

/// A failed step of one fold, with what it was about.
#[derive(Debug, thiserror::Error)]
pub enum StepError {
    /// A file or directory could not be written, read or moved.
    #[error("{}: {err}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// Why.
        err: std::io::Error,
    },
    /// A program could not be started.
    #[error("cannot run {program}: {err}")]
    Spawn {
        /// The program (`git`, `lit`, the compiler, `opt`).
        program: String,
        /// Why.
        err: std::io::Error,
    },
    /// A `git` command failed: its arguments and stderr.
    #[error("git {args} failed: {stderr}")]
    Git {
        /// The arguments, space-separated.
        args: String,
        /// What git said, trimmed.
        stderr: String,
    },
    /// `git format-patch` wrote another number of files than there are commits.
    #[error("git format-patch wrote {files} files for {commits} commits")]
    FormatPatch {
        /// Files written.
        files: usize,
        /// Commits in the series.
        commits: usize,
    },
    /// A patch of the series does not apply to the source.
    #[error("{patch} does not apply: {stderr}")]
    DoesNotApply {
        /// The patch file's name.
        patch: String,
        /// What `git apply` said, trimmed.
        stderr: String,
    },
    /// The helper's name is taken in the InstCombine file.
    #[error("the name {0} is already used in the file")]
    NameTaken(String),
    /// The file does not define the visitor.
    #[error("no definition of InstCombinerImpl::{0} in the file")]
    NoVisitor(String),
    /// The visitor's parameter cannot be read.
    #[error("cannot read the parameter of {0}")]
    NoParameter(String),
    /// The visitor has no body.
    #[error("no body of {0}")]
    NoBody(String),
    /// LLVM's source is missing a file.
    #[error("{0}")]
    Source(super::PatchError),
    /// A source file does not compile: its path in the tree and the compiler's error lines.
    #[error("{file} does not compile:\n{errors}")]
    Compile {
        /// The path in the tree.
        file: String,
        /// The compiler's first error lines.
        errors: String,
    },
    /// `opt` does not link: the linker's first lines.
    #[error("the link of opt failed:\n{0}")]
    Link(String),
    /// `opt -passes=instcombine` ran past its time limit.
    #[error("{}", loops(*.0))]
    Loops(Duration),
    /// `opt` failed: the first lines of its stderr, on one line.
    #[error("{0}")]
    Opt(String),
    /// `opt`'s output does not parse in `ir`.
    #[error("{0}")]
    Output(crate::ir::ParseError),
    /// `update_test_checks.py` ran past its time limit (an `opt` call did not end).
    #[error("update_test_checks.py: {}", loops(*.0))]
    UpdateLoops(Duration),
    /// `update_test_checks.py` failed: its stderr's first lines.
    #[error("update_test_checks.py failed: {0}")]
    UpdateFailed(String),
    /// `lit` wrote no results file: why, and its stderr's first lines.
    #[error("lit wrote no results ({err}): {stderr}")]
    LitNoResults {
        /// Why the file does not read.
        err: std::io::Error,
        /// lit's stderr, first lines joined by ` | `.
        stderr: String,
    },
    /// lit's results file does not read.
    #[error("lit's results: {0}")]
    LitResults(serde_json::Error),
}

impl StepError {
    /// `Io` for `path`.
    pub(super) fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> StepError {
        let path = path.into();
        move |err| StepError::Io { path, err }
    }
    /// `Spawn` for `program`.
    pub(super) fn spawn(program: impl std::fmt::Display) -> impl FnOnce(std::io::Error) -> StepError {
        let program = program.to_string();
        move |err| StepError::Spawn { program, err }
    }
}
