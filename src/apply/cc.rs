//! The compiler wrapper (`minotaur cc -- clang-22 ARGS…`): a compile of one C/C++ source
//! to an object goes through bitcode, the store's rewrites are applied (or the bitcode
//! is crawled into the store), and the code generator finishes the object from that
//! bitcode with the IR optimizer off; everything else runs the compiler unchanged.

use super::{apply_text, write_atomic, Counts, Rewrites};
use crate::store::Store;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Options of the wrapper.
#[derive(Clone, Debug, Default)]
pub struct CcOptions {
    /// The store.
    pub db: Option<PathBuf>,
    /// Compile unchanged and crawl the bitcode into the store instead of applying.
    pub crawl_only: bool,
    /// Objects (by bitcode, rewrite set and flags) and re-proved verdicts are kept here.
    pub cache: Option<PathBuf>,
    /// One JSON line per translation unit is appended here.
    pub log: Option<PathBuf>,
    /// Apply only rewrites `opt -O3` does not already reach.
    pub novel_only: bool,
    /// Only rewrites costed for this CPU.
    pub mcpu: Option<String>,
    /// The rewrites not to apply in named functions (a veto file, [`super::Veto`]).
    pub veto: Option<PathBuf>,
}

/// A single-source compile to an object, split into its two steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compile {
    /// The source file.
    pub source: String,
    /// The object file.
    pub output: String,
    /// The arguments that compile the source to bitcode at `{bc}` (a placeholder).
    pub emit: Vec<String>,
    /// The arguments that turn bitcode at `{bc}` into the object, IR passes off.
    pub codegen: Vec<String>,
}

/// The placeholder for the bitcode path in [`Compile`]'s argument lists.
pub const BC: &str = "{bc}";

const SOURCE_EXTS: &[&str] = &["c", "cc", "cpp", "cxx", "c++", "C", "cp", "CPP"];
/// Options whose value is the next argument.
const WITH_VALUE: &[&str] = &[
    "-o",
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-iquote",
    "-idirafter",
    "-isysroot",
    "-MF",
    "-MT",
    "-MQ",
    "-x",
    "-Xclang",
    "-mllvm",
    "-Xpreprocessor",
    "-Xassembler",
    "-Xlinker",
    "-target",
    "--param",
    "-arch",
    "-L",
    "-l",
    "-F",
    "-iprefix",
    "-iwithprefix",
    "-std",
    "-main-file-name",
];
/// Options that mean "not a plain compile to an object".
const NOT_OBJECT: &[&str] = &[
    "-E",
    "-S",
    "-M",
    "-MM",
    "-emit-llvm",
    "-flto",
    "-flto=thin",
    "-flto=full",
    "-###",
    "-fsyntax-only",
    "-v",
    "--version",
];

/// What [`classify`] reads from a compile's arguments.
struct Scan {
    /// The one source.
    source: String,
    /// The object (`-o`, else the source's stem with `.o`).
    output: String,
    /// `-MD`/`-MMD` without `-MT`/`-MQ`: the bitcode step must name the real object.
    dep_needs_target: bool,
}

/// The source and object of `args` when they compile one C/C++ source to an object.
fn scan(args: &[String]) -> Option<Scan> {
    let mut compile = false;
    let mut sources = Vec::new();
    let mut output: Option<String> = None;
    let mut has_dep = false;
    let mut has_dep_target = false;
    let mut k = 0;
    while k < args.len() {
        let a = args[k].as_str();
        if a == "-c" {
            compile = true;
        } else if NOT_OBJECT.contains(&a) || a == "-" {
            return None;
        } else if a == "-o" {
            output = args.get(k + 1).cloned();
            k += 1;
        } else if a == "-x" {
            let lang = args.get(k + 1)?.as_str();
            if !matches!(lang, "c" | "c++") {
                return None;
            }
            k += 1;
        } else if WITH_VALUE.contains(&a) {
            has_dep_target |= matches!(a, "-MT" | "-MQ");
            k += 1;
        } else if matches!(a, "-MD" | "-MMD") {
            has_dep = true;
        } else if !a.starts_with('-') {
            let ext = Path::new(a).extension().and_then(|e| e.to_str()).unwrap_or("");
            if !SOURCE_EXTS.contains(&ext) {
                return None;
            }
            sources.push(a.to_string());
        }
        k += 1;
    }
    if !compile || sources.len() != 1 {
        return None;
    }
    let source = sources.remove(0);
    let output = output.unwrap_or_else(|| {
        let stem = Path::new(&source).file_stem().map(|s| s.to_string_lossy().into_owned());
        format!("{}.o", stem.unwrap_or_default())
    });
    Some(Scan {
        source,
        output,
        dep_needs_target: has_dep && !has_dep_target,
    })
}

/// Step 1: the same command, bitcode to {bc}; the dependency file keeps naming the
/// real object.
fn emit_args(args: &[String], s: &Scan) -> Vec<String> {
    let mut emit = Vec::new();
    let mut k = 0;
    while k < args.len() {
        if args[k] == "-o" {
            k += 2;
            continue;
        }
        emit.push(args[k].clone());
        k += 1;
    }
    if s.dep_needs_target {
        emit.extend(["-MT".into(), s.output.clone()]);
    }
    emit.extend(["-emit-llvm".into(), "-o".into(), BC.into()]);
    emit
}

/// Step 2: the flags without sources, output, language and dependency options.
fn codegen_args(args: &[String], s: &Scan) -> Vec<String> {
    let mut codegen = Vec::new();
    let mut k = 0;
    while k < args.len() {
        let a = args[k].as_str();
        if matches!(a, "-o" | "-x" | "-MF" | "-MT" | "-MQ") {
            k += 2;
            continue;
        }
        if matches!(a, "-MD" | "-MMD" | "-MP" | "-c") || a == s.source {
            k += 1;
            continue;
        }
        codegen.push(a.to_string());
        if WITH_VALUE.contains(&a) {
            if let Some(v) = args.get(k + 1) {
                codegen.push(v.clone());
            }
            k += 1;
        }
        k += 1;
    }
    codegen.extend(
        [
            "-Wno-unused-command-line-argument",
            "-Xclang",
            "-disable-llvm-passes",
            "-c",
            "-x",
            "ir",
            BC,
            "-o",
        ]
        .map(String::from),
    );
    codegen.push(s.output.clone());
    codegen
}

/// The two steps of `args` when they compile one C/C++ source to an object; `None`
/// when the compiler should just run as asked (links, preprocessing, probes, several
/// sources, stdin).
pub fn classify(args: &[String]) -> Option<Compile> {
    let s = scan(args)?;
    let emit = emit_args(args, &s);
    let codegen = codegen_args(args, &s);
    Some(Compile {
        source: s.source,
        output: s.output,
        emit,
        codegen,
    })
}

/// What the wrapper does with a unit's bitcode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The store's rewrites applied.
    #[default]
    Apply,
    /// Crawled into the store (`--crawl-only`).
    Crawl,
}

/// One translation unit, as the log records it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct TuLog {
    /// The source.
    pub source: String,
    /// The object.
    pub output: String,
    /// What the wrapper did with the unit.
    pub mode: Mode,
    /// What applying did.
    #[serde(flatten)]
    pub counts: Counts,
    /// Cuts the crawl stored that were new (crawl mode).
    pub new_cuts: usize,
    /// Wall seconds of the whole compile.
    pub seconds: f64,
    /// The object came from the cache.
    pub cached: bool,
    /// What went wrong, if anything (the object is then compiled without rewrites).
    pub error: Option<String>,
}

fn run_compiler(compiler: &str, args: &[String], bc: &Path) -> std::io::Result<i32> {
    let args: Vec<String> = args
        .iter()
        .map(|a| if a == BC { bc.display().to_string() } else { a.clone() })
        .collect();
    let st = Command::new(compiler).args(&args).status()?;
    Ok(st.code().unwrap_or(1))
}

/// Runs one compiler invocation through the wrapper and returns the exit code.
pub fn run(compiler: &str, args: &[String], opts: &CcOptions) -> std::io::Result<i32> {
    let Some(c) = classify(args) else {
        return Ok(Command::new(compiler).args(args).status()?.code().unwrap_or(1));
    };
    let start = Instant::now();
    let tmp = TempDir::new()?;
    let bc = tmp.0.join("in.bc");
    let mut log = TuLog {
        source: c.source.clone(),
        output: c.output.clone(),
        mode: if opts.crawl_only { Mode::Crawl } else { Mode::Apply },
        ..TuLog::default()
    };
    if opts.crawl_only {
        let code = Command::new(compiler).args(args).status()?.code().unwrap_or(1);
        if code != 0 {
            return Ok(code);
        }
        let emit: Vec<String> = c
            .emit
            .iter()
            .filter(|a| !matches!(a.as_str(), "-MD" | "-MMD"))
            .cloned()
            .collect();
        let emit = strip_dep_values(&emit);
        if run_compiler(compiler, &emit, &bc)? == 0 {
            match crawl_into(&bc, &c.source, opts) {
                Ok(n) => log.new_cuts = n,
                Err(e) => log.error = Some(e.to_string()),
            }
        } else {
            log.error = Some("the bitcode compile failed".into());
        }
        finish_log(&mut log, start, opts);
        return Ok(0);
    }
    let code = run_compiler(compiler, &c.emit, &bc)?;
    if code != 0 {
        return Ok(code);
    }
    let out_bc = tmp.0.join("out.bc");
    let mut use_bc = bc.clone();
    let mut key = None;
    match rewrite_tu(&bc, &out_bc, &c, opts) {
        Ok((counts, what, k)) => {
            log.counts = counts;
            key = k;
            match what {
                Use::Cached(obj) => {
                    std::fs::copy(&obj, &c.output)?;
                    log.cached = true;
                    finish_log(&mut log, start, opts);
                    return Ok(0);
                }
                Use::Rewritten => use_bc = out_bc.clone(),
                Use::Original => {}
            }
        }
        Err(e) => {
            eprintln!("minotaur cc: {}: {e}; compiled without rewrites", c.source);
            log.error = Some(e);
        }
    }
    let code = run_compiler(compiler, &c.codegen, &use_bc)?;
    if let (0, None, Some(key), Some(dir)) = (code, &log.error, key, &opts.cache) {
        let _ = std::fs::create_dir_all(dir);
        if let Ok(obj) = std::fs::read(&c.output) {
            let _ = write_atomic(&dir.join(format!("{key}.o")), &obj);
            if let Ok(j) = serde_json::to_vec(&log) {
                let _ = write_atomic(&dir.join(format!("{key}.json")), &j);
            }
        }
    }
    finish_log(&mut log, start, opts);
    Ok(code)
}

/// `args` without the values of dependency-file options (`-MF f`, `-MT t`, `-MQ q`, `-MP`).
fn strip_dep_values(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < args.len() {
        match args[k].as_str() {
            "-MF" | "-MT" | "-MQ" => k += 2,
            "-MP" => k += 1,
            _ => {
                out.push(args[k].clone());
                k += 1;
            }
        }
    }
    out
}

/// Why a translation unit was not crawled or rewritten (the log's `error`).
#[derive(Debug, thiserror::Error)]
enum UnitError {
    /// Neither `--db` nor `MINOTAUR_DB` names a store.
    #[error("no store: give --db FILE or set MINOTAUR_DB")]
    NoStore,
    /// The bitcode the compiler wrote cannot be read.
    #[error("{0}")]
    Read(std::io::Error),
    /// The store failed.
    #[error("{0}")]
    Store(#[from] crate::store::StoreError),
    /// The crawl of its bitcode failed.
    #[error("{0}")]
    Crawl(#[from] crate::crawl::FileError),
}

fn store_path(opts: &CcOptions) -> Result<PathBuf, UnitError> {
    opts.db
        .clone()
        .or_else(|| std::env::var_os("MINOTAUR_DB").map(PathBuf::from))
        .ok_or(UnitError::NoStore)
}

/// The rewrite set's identity: what a cached object depends on besides its bitcode.
fn rewrite_set_key(rw: &Rewrites) -> String {
    let mut s = format!("{}\n{:?}\n", crate::store::TOOL_VERSION, rw.depths);
    for (cut, r) in &rw.by_cut {
        s.push_str(&format!("{cut}\t{}\n", r.found.rewrite));
    }
    for e in rw.veto.entries() {
        s.push_str(&format!("veto\t{}\t{}\n", e.function, e.cut));
    }
    crate::util::fnv128_hex(s.as_bytes())
}

/// The cache's name for the object of `bc` compiled with `c`'s flags under `rw`.
fn cache_key(bc: &Path, c: &Compile, rw: &Rewrites) -> Option<String> {
    let mut bytes = std::fs::read(bc).ok()?;
    bytes.extend(rewrite_set_key(rw).as_bytes());
    // The flags, not where the object goes.
    let flags = &c.codegen[..c.codegen.len().saturating_sub(1)];
    bytes.extend(flags.join("\u{1}").as_bytes());
    Some(crate::util::fnv128_hex(&bytes))
}

/// Which bitcode (or object) the code generator step takes.
enum Use {
    /// The cache has the object.
    Cached(PathBuf),
    /// The rewritten bitcode.
    Rewritten,
    /// The compiler's own bitcode (nothing was rewritten).
    Original,
}

/// A temporary directory, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> std::io::Result<TempDir> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let p = std::env::temp_dir().join(format!("minotaur-cc-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&p)?;
        Ok(TempDir(p))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The counts a cached object's log recorded.
fn cached_counts(json: &Path) -> Counts {
    std::fs::read(json)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default()
}

/// Applies the store's rewrites to `bc`, writing `out` when some site was rewritten;
/// also the cache key of the unit's object (when there is a cache).
fn rewrite_tu(bc: &Path, out: &Path, c: &Compile, opts: &CcOptions) -> Result<(Counts, Use, Option<String>), String> {
    let db = store_path(opts).map_err(|e| e.to_string())?;
    let store = Store::open_existing(&db).map_err(|e| e.to_string())?;
    let mut rw = Rewrites::from_store(&store, opts.novel_only)
        .map_err(|e| e.to_string())?
        .for_cpu(opts.mcpu.as_deref());
    drop(store);
    if let Some(v) = &opts.veto {
        rw.veto = super::Veto::read(v).map_err(|e| e.to_string())?;
    }
    let key = opts.cache.as_ref().and_then(|_| cache_key(bc, c, &rw));
    if let (Some(dir), Some(key)) = (&opts.cache, &key) {
        let obj = dir.join(format!("{key}.o"));
        if obj.exists() {
            return Ok((cached_counts(&dir.join(format!("{key}.json"))), Use::Cached(obj), None));
        }
        rw.cache = Some(dir.clone());
    }
    if rw.is_empty() {
        return Ok((Counts::default(), Use::Original, key));
    }
    let text = crate::llvm::read_text(bc).map_err(|e| e.to_string())?;
    let (new, report) = apply_text(&text, Path::new(&c.source), &rw).map_err(|e| e.to_string())?;
    if report.counts.sites_rewritten == 0 {
        return Ok((report.counts, Use::Original, key));
    }
    let bytes =
        crate::llvm::text_to_bitcode(&new, &c.source).map_err(|m| format!("the rewritten module is rejected ({m})"))?;
    std::fs::write(out, bytes).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok((report.counts, Use::Rewritten, key))
}

/// Crawls the bitcode at `bc` (compiled from `source`) into the store; the number of new cuts.
fn crawl_into(bc: &Path, source: &str, opts: &CcOptions) -> Result<usize, UnitError> {
    let db = store_path(opts)?;
    let bytes = std::fs::read(bc).map_err(UnitError::Read)?;
    let mut store = Store::open(&db)?;
    let name = std::fs::canonicalize(source).map_or_else(|_| source.to_string(), |p| p.display().to_string());
    let sum = crate::crawl::crawl_bytes(&mut store, &name, &bytes, crate::cut::DEFAULT_DEPTH)?;
    Ok(sum.new_cuts)
}

fn finish_log(log: &mut TuLog, start: Instant, opts: &CcOptions) {
    log.seconds = start.elapsed().as_secs_f64();
    let path = opts
        .log
        .clone()
        .or_else(|| std::env::var_os("MINOTAUR_CC_LOG").map(PathBuf::from));
    let Some(path) = path else {
        return;
    };
    let Ok(mut line) = serde_json::to_string(log) else {
        return;
    };
    line.push('\n');
    // One write of one line in append mode: lines of parallel compiles do not interleave.
    use std::io::Write;
    if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(&path) {
        let _ = f.write_all(line.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn a_compile_to_an_object_is_split_in_two_steps() {
        let c = classify(&v(
            "-O3 -march=x86-64-v3 -DX=1 -I inc -MD -MP -MF dep.d -c a/b.c -o a/b.o",
        ))
        .unwrap();
        assert_eq!(c.source, "a/b.c");
        assert_eq!(c.output, "a/b.o");
        assert_eq!(
            c.emit,
            v("-O3 -march=x86-64-v3 -DX=1 -I inc -MD -MP -MF dep.d -c a/b.c -MT a/b.o -emit-llvm -o {bc}")
        );
        assert_eq!(
            c.codegen,
            v("-O3 -march=x86-64-v3 -DX=1 -I inc -Wno-unused-command-line-argument -Xclang -disable-llvm-passes -c -x ir {bc} -o a/b.o")
        );
    }

    #[test]
    fn the_default_object_is_named_after_the_source() {
        assert_eq!(classify(&v("-c x.cc")).unwrap().output, "x.o");
    }

    #[test]
    fn everything_else_runs_unchanged() {
        for args in [
            "a.o b.o -o prog",
            "-E a.c",
            "-S a.c -o a.s",
            "-c a.c b.c",
            "-c -x assembler a.s",
            "-c a.s -o a.o",
            "-flto -c a.c",
            "-c -",
            "-c a.c -emit-llvm -o a.bc",
        ] {
            assert_eq!(classify(&v(args)), None, "{args}");
        }
    }
}
