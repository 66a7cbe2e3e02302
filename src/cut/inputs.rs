//! Finding the crawl's inputs: files and directories walked for LLVM bitcode (found by
//! content: raw `BC\xC0\xDE` or the wrapper `0x0B17C0DE`, so LTO `.o` files count),
//! members of `ar` archives that are bitcode, and `.ll` files by extension.
//!
//! In a directory, files that are none of these (sources, native objects) are ignored,
//! except a `.bc` file that is not bitcode, which is reported. A path named on the
//! command line that is none of these is reported.

use crate::llvm::{is_archive, is_bitcode, members};
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
    pub errors: Vec<(String, String)>,
    /// Files in directories that are not LLVM inputs.
    pub ignored: usize,
}

fn head(path: &Path) -> std::io::Result<Vec<u8>> {
    let mut f = std::fs::File::open(path)?;
    let mut buf = Vec::with_capacity(8);
    f.by_ref().take(8).read_to_end(&mut buf)?;
    Ok(buf)
}

fn add_file(out: &mut Found, path: &Path, named: bool) {
    let h = match head(path) {
        Ok(h) => h,
        Err(e) => {
            out.errors
                .push((path.display().to_string(), format!("cannot read: {e}")));
            return;
        }
    };
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if is_bitcode(&h) {
        out.sources.push(Source::File(path.to_path_buf()));
    } else if is_archive(&h) {
        let members = std::fs::read(path)
            .map_err(|e| format!("cannot read: {e}"))
            .and_then(|bytes| {
                let ms = members(&bytes).map_err(|e| e.to_string())?;
                Ok(ms
                    .into_iter()
                    .filter(|m| is_bitcode(&bytes[m.offset as usize..(m.offset + m.len) as usize]))
                    .collect::<Vec<_>>())
            });
        match members {
            Ok(ms) => {
                if ms.is_empty() && named {
                    out.errors
                        .push((path.display().to_string(), "an archive without bitcode members".into()));
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
            Err(e) => out.errors.push((path.display().to_string(), e)),
        }
    } else if ext == "ll" {
        out.sources.push(Source::File(path.to_path_buf()));
    } else if named || ext == "bc" {
        out.errors.push((
            path.display().to_string(),
            "not LLVM bitcode (no bitcode magic), an archive of it, or a .ll file".into(),
        ));
    } else {
        out.ignored += 1;
    }
}

/// Every input below `paths`.
pub fn find(paths: &[PathBuf]) -> Found {
    let mut out = Found::default();
    for p in paths {
        if p.is_dir() {
            for e in walkdir::WalkDir::new(p).sort_by_file_name() {
                match e {
                    Ok(e) if e.file_type().is_file() => add_file(&mut out, e.path(), false),
                    Ok(_) => {}
                    Err(e) => {
                        let at = e.path().unwrap_or(p).display().to_string();
                        out.errors.push((at, e.to_string()));
                    }
                }
            }
        } else if p.exists() {
            add_file(&mut out, p, true);
        } else {
            out.errors
                .push((p.display().to_string(), "no such file or directory".into()));
        }
    }
    out.sources.sort_by_key(|s| s.display());
    out.sources.dedup();
    out
}
