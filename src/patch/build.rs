//! A patched `opt`: the changed InstCombine files compiled with the installed LLVM's
//! flags, `opt`'s own `main` (from the source), and the installed static libraries linked
//! behind them, so that the patched objects replace the archive members they stand for.
//! Objects and links are cached by content hash: a second rule costs one file and a link.

use super::source::Source;
use super::{PatchError, StepError};
use crate::llvm::tools;
use crate::util::fnv128_hex;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Builds `opt`s of the installed LLVM with some InstCombine files replaced.
#[derive(Debug)]
pub struct Builder {
    cache: PathBuf,
    source: Source,
    cxx: String,
    cxxflags: Vec<String>,
    libs: Vec<String>,
}

/// One `opt` built (or found in the cache).
#[derive(Clone, Debug)]
pub struct Built {
    /// The binary.
    pub opt: PathBuf,
    /// Source files compiled for it now (0: all cached).
    pub compiled: usize,
    /// Whether the link was cached.
    pub linked_before: bool,
    /// Seconds spent compiling and linking now.
    pub seconds: f64,
}

/// Output of a tool as text, or why it could not run.
fn output(cmd: &mut Command) -> Result<std::process::Output, PatchError> {
    cmd.output()
        .map_err(|e| PatchError::Build(format!("cannot run {:?}: {e}", cmd.get_program())))
}

fn words(path: PathBuf, args: &[&str]) -> Result<Vec<String>, PatchError> {
    let o = output(Command::new(&path).args(args))?;
    if !o.status.success() {
        return Err(PatchError::Build(format!(
            "{} {} failed",
            path.display(),
            args.join(" ")
        )));
    }
    Ok(String::from_utf8_lossy(&o.stdout)
        .split_whitespace()
        .map(String::from)
        .collect())
}

impl Builder {
    /// A builder whose objects and binaries live under `cache`.
    pub fn new(source: &Source, cache: &Path) -> Result<Builder, PatchError> {
        let config = tools::tool("llvm-config");
        let mut cxxflags = words(config.clone(), &["--cxxflags"])?;
        // Debian's LLVM is built optimized without assertions; its --cxxflags say neither.
        cxxflags.extend(["-O2", "-DNDEBUG", "-fPIC", "-w"].map(String::from));
        cxxflags.push(format!("-I{}", source.instcombine().display()));
        let mut libs = vec![format!("-L{}", words(config.clone(), &["--libdir"])?.join(""))];
        libs.push("-Wl,--start-group".into());
        libs.push("-lLLVMOptDriver".into());
        // BOLT's libraries are not opt's and do not link without their own runtime.
        libs.extend(
            words(config.clone(), &["--link-static", "--libs", "all"])?
                .into_iter()
                .filter(|l| !l.starts_with("-lLLVMBOLT")),
        );
        libs.push("-Wl,--end-group".into());
        libs.extend(words(config, &["--link-static", "--system-libs"])?);
        libs.push("-lpthread".into());
        Ok(Builder {
            cache: cache.to_path_buf(),
            source: source.clone(),
            cxx: tools::tool("clang++").display().to_string(),
            cxxflags,
            libs,
        })
    }

    /// The object of source file `rel` (a path in the tree) with contents `text`,
    /// compiled now unless cached; `Err` holds the compiler's message.
    fn object(&self, rel: &str, text: &str) -> Result<(PathBuf, bool), StepError> {
        let key = fnv128_hex(format!("{}\0{}\0{rel}\0{text}", self.cxx, self.cxxflags.join(" ")).as_bytes());
        let obj = self.cache.join("obj").join(format!("{key}.o"));
        if obj.is_file() {
            return Ok((obj, false));
        }
        let name = Path::new(rel)
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("file.cpp");
        let dir = self.cache.join("src").join(&key);
        std::fs::create_dir_all(&dir)
            .and_then(|_| std::fs::create_dir_all(obj.parent().expect("obj dir")))
            .map_err(StepError::io(&dir))?;
        let file = dir.join(name);
        std::fs::write(&file, text).map_err(StepError::io(&file))?;
        let tmp = obj.with_extension("o.tmp");
        let o = Command::new(&self.cxx)
            .args(&self.cxxflags)
            .arg(format!(
                "-I{}",
                self.source
                    .root()
                    .join(Path::new(rel).parent().unwrap_or(Path::new("")))
                    .display()
            ))
            .arg("-c")
            .arg(&file)
            .arg("-o")
            .arg(&tmp)
            .output()
            .map_err(StepError::spawn(&self.cxx))?;
        if !o.status.success() {
            let err = String::from_utf8_lossy(&o.stderr);
            let tail: Vec<&str> = err.lines().filter(|l| l.contains("error")).take(8).collect();
            return Err(StepError::Compile {
                file: rel.to_string(),
                errors: tail.join("\n"),
            });
        }
        std::fs::rename(&tmp, &obj).map_err(StepError::io(&obj))?;
        Ok((obj, true))
    }

    /// `opt` with the files of `changed` (path in the tree, new contents) replacing the
    /// installed LLVM's; no files gives the baseline, the installed LLVM as `opt` links it.
    /// `Err` holds the compiler's or linker's message.
    pub fn opt(&self, changed: &[(String, String)]) -> Result<Built, StepError> {
        let start = Instant::now();
        let main = self.source.read("llvm/tools/opt/opt.cpp").map_err(StepError::Source)?;
        let mut objs = vec![self.object("llvm/tools/opt/opt.cpp", &main)?];
        for (rel, text) in changed {
            objs.push(self.object(rel, text)?);
        }
        let compiled = objs.iter().filter(|(_, new)| *new).count();
        let names: Vec<String> = objs.iter().map(|(o, _)| o.display().to_string()).collect();
        let key = fnv128_hex(format!("{}\0{}", names.join("\0"), self.libs.join(" ")).as_bytes());
        let dir = self.cache.join("opt").join(&key);
        let opt = dir.join("opt");
        let linked_before = opt.is_file();
        if !linked_before {
            std::fs::create_dir_all(&dir).map_err(StepError::io(&dir))?;
            let tmp = dir.join("opt.tmp");
            let o = Command::new(&self.cxx)
                .arg("-o")
                .arg(&tmp)
                .args(&names)
                .args(&self.libs)
                .output()
                .map_err(StepError::spawn(&self.cxx))?;
            if !o.status.success() {
                let err = String::from_utf8_lossy(&o.stderr);
                let tail: Vec<&str> = err.lines().take(8).collect();
                return Err(StepError::Link(tail.join("\n")));
            }
            std::fs::rename(&tmp, &opt).map_err(StepError::io(&opt))?;
        }
        Ok(Built {
            opt,
            compiled,
            linked_before,
            seconds: start.elapsed().as_secs_f64(),
        })
    }
}
