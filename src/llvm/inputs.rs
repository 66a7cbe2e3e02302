//! Finding LLVM inputs, for every command that takes them (`crawl`, `apply`,
//! `roundtrip`, the benchmarks): files and directories walked for LLVM bitcode (found by
//! content: raw `BC\xC0\xDE` or the wrapper `0x0B17C0DE`, so LTO `.o` files count),
//! members of `ar` archives that are bitcode, and `.ll` files by extension.
//!
//! In a directory, files that are none of these (sources, native objects) are ignored,
//! except a `.bc` file that is not bitcode, which is reported. A path named on the
//! command line that is none of these is reported ([`Found::problems`]); the commands
//! that read whole modules take it as is instead ([`Found::modules`]), so that reading
//! it says what LLVM makes of it.

use super::{archive, canonical_text, is_bitcode, LlvmError};
use std::io::{Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};

/// One unit of crawling: a file, or one member of an archive.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Source {
    /// A whole file.
    File(PathBuf),
    /// A member of an `ar` archive: its bytes at `offset`, `len` long.
    Member {
        /// The archive.
        archive: PathBuf,
        /// The member's name in the archive.
        name: String,
        /// Where its bytes start in the archive.
        offset: u64,
        /// How many bytes it has.
        len: u64,
    },
}

impl Source {
    /// The name the store and every message use: the path, or `lib.a(member.o)`.
    pub fn display(&self) -> String {
        match self {
            Source::File(p) => p.display().to_string(),
            Source::Member { archive, name, .. } => format!("{}({name})", archive.display()),
        }
    }

    /// The file, for a whole file.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Source::File(p) => Some(p),
            Source::Member { .. } => None,
        }
    }

    /// LLVM's printed text of the source (read as [`read_text`](super::read_text) reads
    /// a file; a member is named `lib.a(member.o)`).
    pub fn text(&self) -> Result<String, LlvmError> {
        let name = self.display();
        let bytes = self.read().map_err(|err| LlvmError::Io {
            path: name.clone().into(),
            err,
        })?;
        canonical_text(&bytes, &name).map_err(|cause| LlvmError::Llvm {
            path: name.into(),
            cause,
        })
    }

    /// The bytes of the source.
    pub fn read(&self) -> std::io::Result<Vec<u8>> {
        match self {
            Source::File(p) => std::fs::read(p),
            Source::Member {
                archive, offset, len, ..
            } => {
                let mut f = std::fs::File::open(archive)?;
                f.seek(SeekFrom::Start(*offset))?;
                let mut buf = vec![0u8; *len as usize];
                f.read_exact(&mut buf)?;
                Ok(buf)
            }
        }
    }
}

/// What a walk found.
#[derive(Debug, Default)]
pub struct Found {
    /// Sorted by display name.
    pub sources: Vec<Source>,
    /// Paths that could not be used, with the reason.
    pub problems: Vec<Problem>,
    /// Files in directories that are not LLVM inputs.
    pub ignored: usize,
}

/// A path that could not be used.
#[derive(Debug)]
pub struct Problem {
    /// The path (in a directory, the file or directory at fault).
    pub path: PathBuf,
    /// The path named in the call whose walk met it.
    pub root: PathBuf,
    /// Why it cannot be used.
    pub why: Unusable,
}

/// Why a path cannot be used (the words are the ones `crawl` records).
#[derive(Debug, thiserror::Error)]
pub enum Unusable {
    /// A named path that does not exist.
    #[error("no such file or directory")]
    Missing,
    /// A file that cannot be read.
    #[error("cannot read: {0}")]
    Unreadable(std::io::Error),
    /// A named file (or a `.bc` file) that is none of LLVM's inputs.
    #[error("not LLVM bitcode (no bitcode magic), an archive of it, or a .ll file")]
    NotLlvm,
    /// A named archive none of whose members is bitcode.
    #[error("an archive without bitcode members")]
    NoBitcodeMembers,
    /// An archive that cannot be read as one.
    #[error("{0}")]
    BadArchive(String),
    /// Walking a directory failed.
    #[error("{0}")]
    Walk(std::io::Error),
}

impl Found {
    /// The problems as `(path, reason)`, as the store records them.
    pub fn errors(&self) -> Vec<(String, String)> {
        self.problems
            .iter()
            .map(|p| (p.path.display().to_string(), p.why.to_string()))
            .collect()
    }

    /// The sources as the commands that read whole modules take them (`apply`,
    /// `roundtrip`, the benchmarks), ordered by path: a named file that is none of
    /// LLVM's inputs is taken as is (reading it says what LLVM makes of it), a file in a
    /// directory that cannot be used is passed over, and a missing path or a walk that
    /// fails is an error.
    pub fn modules(self) -> Result<Vec<Source>, LlvmError> {
        let mut out = self.sources;
        for p in self.problems {
            match p.why {
                Unusable::Missing => {
                    return Err(LlvmError::Io {
                        path: p.path,
                        err: std::io::Error::from(std::io::ErrorKind::NotFound),
                    })
                }
                Unusable::Walk(err) => return Err(LlvmError::Io { path: p.root, err }),
                _ if p.path == p.root => out.push(Source::File(p.path)),
                _ => {}
            }
        }
        out.sort();
        out.dedup();
        Ok(out)
    }
}

fn head(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut f = std::fs::File::open(path)?;
    let mut buf = Vec::with_capacity(8);
    f.by_ref().take(8).read_to_end(&mut buf)?;
    Ok(buf)
}

fn add_file(out: &mut Found, path: &Path, root: &Path) {
    let named = path == root;
    let problem = |why| Problem {
        path: path.to_path_buf(),
        root: root.to_path_buf(),
        why,
    };
    let h = match head(path) {
        Ok(h) => h,
        Err(e) => {
            out.problems.push(problem(Unusable::Unreadable(e)));
            return;
        }
    };
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if is_bitcode(&h) {
        out.sources.push(Source::File(path.to_path_buf()));
    } else if archive::is_archive(&h) {
        let members = std::fs::read(path).map_err(Unusable::Unreadable).and_then(|bytes| {
            let ms = archive::members(&bytes).map_err(|e| Unusable::BadArchive(e.to_string()))?;
            Ok(ms
                .into_iter()
                .filter(|m| is_bitcode(&bytes[m.offset as usize..(m.offset + m.len) as usize]))
                .collect::<Vec<_>>())
        });
        match members {
            Ok(ms) => {
                if ms.is_empty() && named {
                    out.problems.push(problem(Unusable::NoBitcodeMembers));
                }
                for m in ms {
                    out.sources.push(Source::Member {
                        archive: path.to_path_buf(),
                        name: m.name,
                        offset: m.offset,
                        len: m.len,
                    });
                }
            }
            Err(why) => out.problems.push(problem(why)),
        }
    } else if ext == "ll" {
        out.sources.push(Source::File(path.to_path_buf()));
    } else if named || ext == "bc" {
        out.problems.push(problem(Unusable::NotLlvm));
    } else {
        out.ignored += 1;
    }
}

/// Every input below `paths`, sorted by display name.
pub fn find_inputs(paths: &[PathBuf]) -> Found {
    let mut out = Found::default();
    for p in paths {
        if p.is_dir() {
            for e in walkdir::WalkDir::new(p).sort_by_file_name() {
                match e {
                    Ok(e) if e.file_type().is_file() => add_file(&mut out, e.path(), p),
                    Ok(_) => {}
                    Err(e) => out.problems.push(Problem {
                        path: e.path().unwrap_or(p).to_path_buf(),
                        root: p.clone(),
                        why: Unusable::Walk(e.into()),
                    }),
                }
            }
        } else if p.exists() {
            add_file(&mut out, p, p);
        } else {
            out.problems.push(Problem {
                path: p.clone(),
                root: p.clone(),
                why: Unusable::Missing,
            });
        }
    }
    out.sources.sort_by_key(|s| s.display());
    out.sources.dedup();
    out
}
