//! The apply driver (`minotaur apply`): the store's rewrites (all of them, the novel
//! ones, or the instances of accepted rules; for one CPU or all) applied to every LLVM
//! file under the inputs (and every bitcode member of an archive), each written to its
//! output (a file, a mirrored tree, or in place; a member under the output directory as
//! `<archive file name>/<member name>`), with the counts added up over the files.

use super::{apply_file, ApplyError, Counts, FileReport, Rewrites, Veto};
use crate::llvm::{find_inputs, Source};
use crate::store::Store;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How to apply.
#[derive(Clone, Debug)]
pub struct Options {
    /// The store whose rewrites are applied.
    pub db: PathBuf,
    /// A file for one input file, else a directory mirroring each input directory's tree.
    pub output: Option<PathBuf>,
    /// Overwrite each input (atomically).
    pub in_place: bool,
    /// Only rewrites `opt -O3` does not already reach.
    pub novel_only: bool,
    /// Only the instances of the rules accepted into this directory (`<id>.rule` files).
    pub rules: Option<PathBuf>,
    /// Only rewrites costed for this CPU (`None`: all).
    pub mcpu: Option<String>,
    /// The verifier's budget for re-proving each rewrite at its sites.
    pub proof_timeout: Duration,
    /// The rewrites not to apply in named functions.
    pub veto: Veto,
}

/// What an apply run did, over all its files.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    /// Rewrites there were to apply.
    pub rewrites_to_apply: usize,
    /// Input files found.
    pub files: usize,
    /// The errors of the files that could not be done (their outputs were not written).
    pub failed: Vec<String>,
    /// The counts, added up over the files done.
    #[serde(flatten)]
    pub counts: Counts,
    /// What was done to each file done, in input order.
    pub per_file: Vec<FileReport>,
}

/// An apply run's progress.
pub enum Event<'a> {
    /// An accepted rule's id the store does not know (`dir/<id>.rule`).
    UnknownRule {
        /// The rules directory.
        dir: &'a Path,
        /// The rule id.
        id: &'a str,
    },
    /// The number of input files to do.
    Start(usize),
    /// One file could not be done (the run goes on with the next).
    Failed(&'a ApplyError),
    /// One file is done (or failed).
    Done(&'a Path),
}

/// The rewrites `opts` asks for, read from the store.
fn rewrites(opts: &Options, progress: &dyn Fn(Event)) -> Result<Rewrites, ApplyError> {
    let store = Store::open_existing(&opts.db)?;
    let rw = match &opts.rules {
        None => Rewrites::from_store(&store, opts.novel_only)?,
        Some(dir) => {
            let (rw, unknown) = Rewrites::from_accepted(&store, dir)?;
            for id in &unknown {
                progress(Event::UnknownRule { dir, id });
            }
            rw
        }
    };
    let mut rw = rw.for_cpu(opts.mcpu.as_deref());
    rw.timeout = opts.proof_timeout;
    rw.veto = opts.veto.clone();
    Ok(rw)
}

/// Where the output of `input` (found under `root`, one of the given paths) goes: an
/// archive member's is `<archive file name>/<member name>` in the output directory.
fn output_of(opts: &Options, root: &Path, input: &Source, single_file: bool) -> Result<PathBuf, ApplyError> {
    let file = match input {
        Source::File(file) => file,
        Source::Member { archive, name, .. } => {
            let Some(out) = opts.output.as_ref().filter(|_| !opts.in_place) else {
                return Err(ApplyError::MemberInPlace(input.display()));
            };
            let rel = match archive.strip_prefix(root) {
                Ok(rel) if root.is_dir() => rel,
                _ => Path::new(archive.file_name().unwrap_or_default()),
            };
            return Ok(out.join(rel).join(name));
        }
    };
    if opts.in_place {
        return Ok(file.to_path_buf());
    }
    let Some(out) = &opts.output else {
        return Err(ApplyError::NoOutput);
    };
    if single_file {
        return Ok(out.clone());
    }
    let rel = if root.is_dir() {
        file.strip_prefix(root).unwrap_or(file)
    } else {
        Path::new(file.file_name().unwrap_or_default())
    };
    Ok(out.join(rel))
}

/// Each input under `inputs` (a file, or a bitcode member of an archive) with its output.
fn jobs(inputs: &[PathBuf], opts: &Options) -> Result<Vec<(Source, PathBuf)>, ApplyError> {
    let mut jobs = Vec::new();
    for root in inputs {
        let found = find_inputs(std::slice::from_ref(root)).modules()?;
        let single_file = inputs.len() == 1 && root.is_file() && found.iter().all(|s| s.file().is_some());
        for input in found {
            let out = output_of(opts, root, &input, single_file)?;
            jobs.push((input, out));
        }
    }
    if jobs.is_empty() {
        return Err(ApplyError::NoInputs(
            inputs
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ));
    }
    Ok(jobs)
}

/// Applies the rewrites `opts` selects to every LLVM file under `inputs` (files or
/// directories); a file that fails is reported and counted, and the run goes on.
pub fn run(inputs: &[PathBuf], opts: &Options, progress: &dyn Fn(Event)) -> Result<Summary, ApplyError> {
    let rw = rewrites(opts, progress)?;
    let jobs = jobs(inputs, opts)?;
    progress(Event::Start(jobs.len()));
    let mut sum = Summary {
        rewrites_to_apply: rw.len(),
        files: jobs.len(),
        ..Summary::default()
    };
    for (input, out) in &jobs {
        if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|err| ApplyError::CreateDir {
                dir: dir.to_path_buf(),
                err,
            })?;
        }
        match apply_file(input, out, &rw) {
            Ok(r) => {
                sum.counts.add(&r.counts);
                sum.per_file.push(r);
            }
            Err(e) => {
                progress(Event::Failed(&e));
                sum.failed.push(e.to_string());
            }
        }
        progress(Event::Done(Path::new(&input.display())));
    }
    Ok(sum)
}

#[cfg(test)]
mod tests {
    use super::super::{SiteOutcome, Skip};
    use super::*;

    #[test]
    fn skip_counts_list_by_name_and_read_back_from_a_log() {
        let mut c = Counts::default();
        for s in [
            Skip::NotVerified,
            Skip::BadRewrite,
            Skip::NotDominated,
            Skip::LoadNotAtRoot,
        ] {
            *c.skipped.entry(s).or_default() += 1;
        }
        let names: Vec<&str> = c.skipped.keys().map(|s| s.name()).collect();
        assert_eq!(
            names,
            ["bad_rewrite", "load_not_at_root", "not_dominated", "not_verified"]
        );
        let json = serde_json::to_string(&c).unwrap();
        assert!(
            json.contains(r#""skipped":{"bad_rewrite":1,"load_not_at_root":1"#),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<Counts>(&json).unwrap(), c);
    }

    #[test]
    fn a_site_outcome_is_one_word() {
        let j = |o: SiteOutcome| serde_json::to_string(&o).unwrap();
        assert_eq!(j(SiteOutcome::Rewritten), r#""rewritten""#);
        assert_eq!(
            j(SiteOutcome::Skipped(Skip::NewTargetIntrinsic)),
            r#""new_target_intrinsic""#
        );
    }
}
