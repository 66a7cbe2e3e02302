//! LLVM's source for patch mode: the parts of the Debian source package of the installed
//! LLVM that patches touch and tests read, fetched once by `scripts/llvm-source.sh`
//! (checksum-pinned) into a cache.

use super::PatchError;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The fetch script, carried by the binary so that it works from any directory.
const SCRIPT: &str = include_str!("../../scripts/llvm-source.sh");

/// A tree of LLVM's source (`llvm/lib/Transforms/InstCombine`, its tests,
/// `llvm/utils/update_test_checks.py`, `llvm/tools/opt`).
#[derive(Clone, Debug)]
pub struct Source {
    root: PathBuf,
}

/// What a tree must hold.
const NEEDED: &[&str] = &[
    "llvm/lib/Transforms/InstCombine/InstCombineInternal.h",
    "llvm/test/Transforms/InstCombine",
    "llvm/utils/update_test_checks.py",
    "llvm/tools/opt/opt.cpp",
];

impl Source {
    /// The tree at `root` (an llvm-project checkout or the fetched parts), checked to hold
    /// what patch mode reads.
    pub fn at(root: &Path) -> Result<Source, PatchError> {
        for n in NEEDED {
            if !root.join(n).exists() {
                return Err(PatchError::Source(format!(
                    "{} is not LLVM's source: it has no {n}",
                    root.display()
                )));
            }
        }
        Ok(Source {
            root: root.to_path_buf(),
        })
    }

    /// The cached tree (`$MINOTAUR_LLVM_SRC`, else `~/.cache/minotaur/llvm-22.1.8`),
    /// fetched and unpacked first when it is not there yet (about 200 MB downloaded once,
    /// 20 s to unpack).
    pub fn cached() -> Result<Source, PatchError> {
        let mut child = Command::new("bash")
            .arg("-s")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| PatchError::Source(format!("cannot run bash for scripts/llvm-source.sh: {e}")))?;
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("piped");
            stdin
                .write_all(SCRIPT.as_bytes())
                .map_err(|e| PatchError::Source(format!("scripts/llvm-source.sh: {e}")))?;
        }
        let out = child
            .wait_with_output()
            .map_err(|e| PatchError::Source(format!("scripts/llvm-source.sh: {e}")))?;
        if !out.status.success() {
            return Err(PatchError::Source(
                "scripts/llvm-source.sh failed (its message is above)".into(),
            ));
        }
        let path = String::from_utf8_lossy(&out.stdout).trim().to_string();
        Source::at(Path::new(&path))
    }

    /// The tree's root (holds `llvm/`).
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// InstCombine's directory.
    pub fn instcombine(&self) -> PathBuf {
        self.root.join("llvm/lib/Transforms/InstCombine")
    }

    /// A file of the tree by its path from the root.
    pub fn read(&self, rel: &str) -> Result<String, PatchError> {
        std::fs::read_to_string(self.root.join(rel))
            .map_err(|e| PatchError::Source(format!("{}: {e}", self.root.join(rel).display())))
    }

    /// `update_test_checks.py`.
    pub fn update_test_checks(&self) -> PathBuf {
        self.root.join("llvm/utils/update_test_checks.py")
    }
}
