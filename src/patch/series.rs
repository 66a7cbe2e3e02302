//! A patch series in `git format-patch` form: the original files committed in a scratch
//! repository, each change committed on top, and the commits exported. What comes out
//! applies with `git am`, `git apply` or `patch -p1` to the same source.

use super::StepError;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One commit of a series.
#[derive(Clone, Debug)]
pub struct Commit {
    /// The subject line (`[InstCombine] ...`).
    pub subject: String,
    /// The message body.
    pub body: String,
    /// The patch file's name (`0001-....patch`).
    pub file: String,
    /// The files it leaves behind: path in the tree, new contents.
    pub files: Vec<(String, String)>,
}

fn git(repo: &Path, args: &[&str]) -> Result<String, StepError> {
    let o = Command::new("git")
        .current_dir(repo)
        .args([
            "-c",
            "core.autocrlf=false",
            "-c",
            "commit.gpgsign=false",
            "-c",
            "init.defaultBranch=main",
        ])
        .args(args)
        // A fixed author and date: the same rule gives the same bytes. Whoever sends the
        // patch makes it theirs (`git commit --amend --reset-author`).
        .env("GIT_AUTHOR_NAME", "minotaur")
        .env("GIT_AUTHOR_EMAIL", "minotaur@invalid")
        .env("GIT_COMMITTER_NAME", "minotaur")
        .env("GIT_COMMITTER_EMAIL", "minotaur@invalid")
        .env("GIT_AUTHOR_DATE", "2026-01-01T00:00:00+0000")
        .env("GIT_COMMITTER_DATE", "2026-01-01T00:00:00+0000")
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .output()
        .map_err(StepError::spawn("git"))?;
    if !o.status.success() {
        return Err(StepError::Git {
            args: args.join(" "),
            stderr: String::from_utf8_lossy(&o.stderr).trim().to_string(),
        });
    }
    Ok(String::from_utf8_lossy(&o.stdout).to_string())
}

fn put(repo: &Path, rel: &str, text: &str) -> Result<(), StepError> {
    let p = repo.join(rel);
    if let Some(d) = p.parent() {
        std::fs::create_dir_all(d).map_err(StepError::io(d))?;
    }
    std::fs::write(&p, text).map_err(StepError::io(&p))
}

/// Writes the series into `out` (made if missing): `base` holds the original files the
/// commits change (path in the tree, contents), `scratch` is an empty-able directory for
/// the repository. Returns the patch files in order.
pub fn write(
    scratch: &Path,
    base: &[(String, String)],
    commits: &[Commit],
    out: &Path,
) -> Result<Vec<PathBuf>, StepError> {
    if scratch.exists() {
        std::fs::remove_dir_all(scratch).map_err(StepError::io(scratch))?;
    }
    std::fs::create_dir_all(scratch).map_err(StepError::io(scratch))?;
    git(scratch, &["init", "-q"])?;
    for (rel, text) in base {
        put(scratch, rel, text)?;
    }
    git(scratch, &["add", "-A"])?;
    git(scratch, &["commit", "-q", "--allow-empty", "-m", "base"])?;
    for c in commits {
        for (rel, text) in &c.files {
            put(scratch, rel, text)?;
        }
        git(scratch, &["add", "-A"])?;
        let msg = format!("{}\n\n{}\n", c.subject, c.body.trim_end());
        git(scratch, &["commit", "-q", "-m", &msg])?;
    }
    std::fs::create_dir_all(out).map_err(StepError::io(out))?;
    // Absolute: `check_applies` runs git elsewhere.
    let out = &std::path::absolute(out).map_err(StepError::io(out))?;
    let n = commits.len().to_string();
    let listed = git(
        scratch,
        &[
            "format-patch",
            "--no-signature",
            "--zero-commit",
            "-o",
            ".series",
            &format!("-{n}"),
        ],
    )?;
    let made: Vec<&str> = listed.lines().filter(|l| !l.is_empty()).collect();
    if made.len() != commits.len() {
        return Err(StepError::FormatPatch {
            files: made.len(),
            commits: commits.len(),
        });
    }
    let mut files = Vec::new();
    for (m, c) in made.iter().zip(commits) {
        let to = out.join(&c.file);
        std::fs::rename(scratch.join(m), &to)
            .or_else(|_| std::fs::copy(scratch.join(m), &to).map(|_| ()))
            .map_err(StepError::io(&to))?;
        files.push(to);
    }
    Ok(files)
}

/// Applies `patches` in order with `git apply` to a copy of the files they touch taken
/// from `tree`, in `scratch`: `Ok` when each applies cleanly on top of the last.
pub fn check_applies(tree: &Path, patches: &[PathBuf], touched: &[String], scratch: &Path) -> Result<(), StepError> {
    if scratch.exists() {
        std::fs::remove_dir_all(scratch).map_err(StepError::io(scratch))?;
    }
    std::fs::create_dir_all(scratch).map_err(StepError::io(scratch))?;
    for rel in touched {
        let from = tree.join(rel);
        if from.is_file() {
            let text = std::fs::read_to_string(&from).map_err(StepError::io(&from))?;
            put(scratch, rel, &text)?;
        }
    }
    for p in patches {
        let o = Command::new("git")
            .current_dir(scratch)
            .args(["apply", "--whitespace=error-all"])
            .arg(p)
            .output()
            .map_err(StepError::spawn("git apply"))?;
        if !o.status.success() {
            return Err(StepError::DoesNotApply {
                patch: p.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string(),
                stderr: String::from_utf8_lossy(&o.stderr).trim().to_string(),
            });
        }
    }
    Ok(())
}
