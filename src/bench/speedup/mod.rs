//! `bench speedup`: builds each project twice with its `native.sh` (plain `clang-22`, and
//! through `minotaur cc` with the project's store of rewrites, the second time again with
//! the wrapper's cache warm), runs the test suites with `--check`, runs every `[[bench]]`
//! command of its manifest in both trees (interleaved, wall min and median; instruction
//! counts under callgrind), and gives the ratios, their geometric means, the compile
//! overhead and the rewrites that fired.
//!
//! Split by concept: `manifest` (the `[[bench]]` tables), `builds` (the builds and the
//! wrapper's log), `timing` (a benchmark's runs), `callgrind` (instruction counts),
//! `results` (the results file's types and statistics).

mod builds;
mod callgrind;
mod manifest;
mod results;
mod timing;
mod veto;

pub use self::callgrind::callgrind as instruction_counts;
pub use manifest::{parse_benches, Bench};
pub use results::{
    BenchResult, BuildResult, Builds, CcLogError, CcLogSummary, CompileOverhead, Compilers, Geomean, HotFunction,
    ProjectResult, Ratio, Side, SpeedupResults, StoreCoverage, TopFunction, VetoRun, VetoedRewrite, WarmRebuild,
};
pub use veto::VETO_MIN_SHARE;

use super::{io, round, Error};
use builds::{build, summarize_cc_log, write_shim, Build, ShimFiles};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What to measure.
#[derive(Clone, Debug)]
pub struct Options {
    /// Projects to measure (directories of `corpora`); none: every one with benches.
    pub projects: Vec<String>,
    /// The store of each project's rewritten build, by project name.
    pub dbs: Vec<(String, PathBuf)>,
    /// Other stores of a project (the same profiled crawl searched another way) whose
    /// coverage of the profile is reported beside the applied store's.
    pub compare_dbs: Vec<(String, PathBuf)>,
    /// Runs of each benchmark command per build, interleaved.
    pub reps: u64,
    /// Take instruction counts under callgrind.
    pub callgrind: bool,
    /// Run each build's own test suite.
    pub check: bool,
    /// Build the rewritten side with the plain compilers too.
    pub plain: bool,
    /// After measuring, veto the rewrites that made a hot function execute more
    /// instructions, build a third tree without them and measure it too.
    pub veto_from_run: bool,
    /// Where the builds, shims, wrapper logs and caches go (WORK/NAME/...).
    pub work: PathBuf,
    /// Results files of earlier runs whose projects join this one's.
    pub merge: Vec<PathBuf>,
    /// The folder of projects.
    pub corpora: PathBuf,
    /// The C compiler of both builds.
    pub cc: String,
    /// The C++ compiler of both builds.
    pub cxx: String,
    /// Parallel compile jobs of each build.
    pub jobs: u32,
    /// `-march` of both builds.
    pub march: Option<String>,
    /// This minotaur's executable (the shims run it as the wrapper).
    pub exe: PathBuf,
    /// The command line, as the results file records it.
    pub command: String,
}

/// The share of a profile's executions whose functions count as hot in the coverage.
pub const HOT_SHARE: f64 = 0.9;

/// What the harness reports as it goes.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// A build begins.
    Building {
        /// The project.
        project: &'a str,
        /// Its output directory.
        out: &'a Path,
        /// The script's log.
        log: &'a Path,
    },
    /// A benchmark's runs begin.
    Bench {
        /// The project.
        project: &'a str,
        /// The benchmark.
        bench: &'a str,
    },
}

/// A project to measure.
pub struct Project {
    name: String,
    dir: PathBuf,
    benches: Vec<Bench>,
}

/// The projects of `corpora` (those named, or every one with a `native.sh` and benches).
fn projects(corpora: &Path, names: &[String]) -> Result<Vec<Project>, Error> {
    let mut dirs: Vec<PathBuf> = if names.is_empty() {
        let rd = std::fs::read_dir(corpora).map_err(io(format!("reading {}", corpora.display())))?;
        let mut v: Vec<PathBuf> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        v.sort();
        v
    } else {
        names.iter().map(|n| corpora.join(n)).collect()
    };
    let explicit = !names.is_empty();
    let mut out = Vec::new();
    for dir in dirs.drain(..) {
        let name = dir
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (manifest, script) = (dir.join("manifest.toml"), dir.join("native.sh"));
        if !manifest.is_file() || !script.is_file() {
            if explicit {
                return Err(Error::Message(format!(
                    "{}: no manifest.toml and native.sh there",
                    dir.display()
                )));
            }
            continue;
        }
        let text = std::fs::read_to_string(&manifest).map_err(io(format!("reading {}", manifest.display())))?;
        let benches = parse_benches(&text).map_err(|e| Error::Message(format!("{}: {e}", manifest.display())))?;
        if benches.is_empty() {
            if explicit {
                return Err(Error::Message(format!("{}: no [[bench]] tables", manifest.display())));
            }
            continue;
        }
        out.push(Project { name, dir, benches });
    }
    if out.is_empty() {
        return Err(Error::Message(format!(
            "no project with a native.sh and [[bench]] tables under {}",
            corpora.display()
        )));
    }
    Ok(out)
}

/// Everything about one project; `ok` is false when a build, a test suite or a benchmark failed.
/// The store a project's rewritten build uses, and what the results say about it: none
/// with `--plain`, its `--db`, or an empty store when it has none.
fn store_for(
    p: &Project,
    o: &Options,
    dbs: &BTreeMap<String, PathBuf>,
    w: &Path,
) -> Result<(Option<PathBuf>, String), Error> {
    Ok(match (o.plain, dbs.get(&p.name)) {
        (true, _) => (None, "none: --plain, both builds with the plain compilers".to_string()),
        (false, Some(db)) => {
            let db = db
                .canonicalize()
                .map_err(io(format!("--db {}={}", p.name, db.display())))?;
            (Some(db.clone()), format!("{}", db.display()))
        }
        (false, None) => {
            let db = w.join("empty.db");
            let _ = std::fs::remove_file(&db);
            crate::store::Store::open(&db).map_err(|source| Error::StoreAt {
                what: format!("creating {}", db.display()),
                source,
            })?;
            (
                Some(db),
                "no --db for this project: an empty store (no rewrites)".to_string(),
            )
        }
    })
}

/// Times each of the project's benchmarks on the two builds (in `w`), noting each error.
fn benches(
    p: &Project,
    o: &Options,
    w: &Path,
    rewrites: &CcLogSummary,
    errors: &mut Vec<String>,
    progress: &dyn Fn(Event),
) -> Vec<BenchResult> {
    let mut out = Vec::new();
    for b in &p.benches {
        progress(Event::Bench {
            project: &p.name,
            bench: &b.name,
        });
        let r = timing::bench(
            b,
            o,
            &w.join("base"),
            &w.join("rewritten"),
            &w.join("callgrind"),
            &rewrites.sites_per_function,
        );
        if let Some(e) = &r.error {
            errors.push(format!("bench {}: {e}", b.name));
        }
        out.push(r);
    }
    out
}

/// Where the search of the project's applied store (and of its `--compare-db` stores)
/// went against the profile, for those with profile counts.
fn coverage(p: &Project, o: &Options, applied: Option<&Path>) -> Result<Vec<StoreCoverage>, Error> {
    let mut out = Vec::new();
    let compared = o
        .compare_dbs
        .iter()
        .filter(|(n, _)| *n == p.name)
        .map(|(_, d)| (d.as_path(), "compared"));
    for (db, role) in applied.map(|d| (d, "applied")).into_iter().chain(compared) {
        let s = crate::store::Store::open_existing(db)?;
        if let Some(c) = s.profile_coverage(HOT_SHARE)? {
            out.push(StoreCoverage {
                store: db.display().to_string(),
                role: role.to_string(),
                coverage: c,
            });
        }
    }
    Ok(out)
}

fn project(
    p: &Project,
    o: &Options,
    dbs: &BTreeMap<String, PathBuf>,
    progress: &dyn Fn(Event),
) -> Result<ProjectResult, Error> {
    let w = o.work.join(&p.name);
    std::fs::create_dir_all(w.join("shim"))?;
    let w = w.canonicalize()?;
    let (cc_log, warm_log, cache) = (w.join("cc.jsonl"), w.join("cc-warm.jsonl"), w.join("cache"));
    for f in [&cc_log, &warm_log] {
        let _ = std::fs::remove_file(f);
    }
    let _ = std::fs::remove_dir_all(&cache);
    let (store, store_note) = store_for(p, o, dbs, &w)?;
    let (cc, cxx) = match &store {
        None => (o.cc.clone(), o.cxx.clone()),
        Some(_) => (
            w.join("shim/cc").display().to_string(),
            w.join("shim/c++").display().to_string(),
        ),
    };
    let shims = |log: &Path| -> Result<(), Error> {
        if let Some(db) = &store {
            let files = ShimFiles {
                db,
                log,
                cache: &cache,
                veto: None,
            };
            write_shim(&w.join("shim/cc"), &o.exe, &files, &o.cc)?;
            write_shim(&w.join("shim/c++"), &o.exe, &files, &o.cxx)?;
        }
        Ok(())
    };
    let (base_dir, rew_dir) = (w.join("base"), w.join("rewritten"));
    let base = build(p, o, &o.cc, &o.cxx, &base_dir, &w.join("base.log"), o.check, progress)?;
    shims(&cc_log)?;
    let cold = build(
        p,
        o,
        &cc,
        &cxx,
        &rew_dir,
        &w.join("rewritten-cold.log"),
        false,
        progress,
    )?;
    shims(&warm_log)?;
    let warm = build(
        p,
        o,
        &cc,
        &cxx,
        &rew_dir,
        &w.join("rewritten-warm.log"),
        o.check,
        progress,
    )?;
    let rewrites = summarize_cc_log(&cc_log)?;
    let warm_summary = summarize_cc_log(&warm_log)?;
    let overhead = |b: &Build, key: &str| match (b.seconds(key), base.seconds(key)) {
        (Some(x), Some(y)) if y > 0.0 => round(x / y, 4),
        _ => None,
    };
    let mut errors: Vec<String> = [&base, &cold, &warm].iter().filter_map(|b| b.error.clone()).collect();
    let mut ok = true;
    if base.check_failed() || warm.check_failed() {
        ok = false;
        errors.push("a test suite failed (builds.*.check)".into());
    }
    let benches = if base.error.is_none() && warm.error.is_none() {
        benches(p, o, &w, &rewrites, &mut errors, progress)
    } else {
        Vec::new()
    };
    let veto = match &store {
        Some(db) if o.veto_from_run && o.callgrind && !benches.is_empty() => {
            let v = veto::veto_run(p, o, &w, db, &benches, &rewrites, progress)?;
            errors.extend(v.errors.iter().cloned());
            Some(v)
        }
        _ => None,
    };
    ok &= errors.is_empty();
    let coverage = coverage(p, o, store.as_deref())?;
    Ok(ProjectResult {
        name: p.name.clone(),
        store: store.as_ref().map(|d| d.display().to_string()),
        store_note,
        plain: o.plain,
        builds: Builds {
            baseline: base.result(),
            rewritten_cold: cold.result(),
            rewritten_warm: warm.result(),
        },
        compile_overhead: CompileOverhead {
            cold: overhead(&cold, "seconds"),
            warm: overhead(&warm, "seconds"),
            cold_compile_only: overhead(&cold, "compile_seconds"),
            warm_compile_only: overhead(&warm, "compile_seconds"),
            what: "rewritten build seconds / baseline build seconds (BUILD.json: seconds = the whole build, compile_seconds = the library's compile alone); warm = the wrapper's cache filled by the cold build".into(),
        },
        rewrites,
        coverage,
        veto,
        warm_rebuild: WarmRebuild {
            translation_units: warm_summary.translation_units,
            cached_units: warm_summary.cached_units,
            sites_rewritten: warm_summary.sites_rewritten,
        },
        geomean: results::geomean(benches.iter()),
        benches,
        errors,
        ok,
        command: Some(o.command.clone()),
        reps: Some(o.reps),
        callgrind: Some(o.callgrind),
    })
}

/// Measures the projects (none when only `--merge` files are given), joins the projects
/// of earlier results files not measured now, and sums it all up.
pub fn run(o: &Options, progress: &dyn Fn(Event)) -> Result<SpeedupResults, Error> {
    let earlier = results::merged_projects(&o.merge)?;
    let projects = if o.projects.is_empty() && !o.merge.is_empty() {
        Vec::new()
    } else {
        projects(&o.corpora, &o.projects)?
    };
    let dbs: BTreeMap<String, PathBuf> = o.dbs.iter().cloned().collect();
    for n in dbs.keys() {
        if !projects.iter().any(|p| &p.name == n) {
            return Err(Error::Message(format!(
                "--db {n}=...: no such project among {}",
                projects.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(", ")
            )));
        }
    }
    let t0 = Instant::now();
    let (mut per, mut all_ok) = (Vec::new(), true);
    for p in &projects {
        let r = project(p, o, &dbs, progress)?;
        all_ok &= r.ok;
        per.push(r);
    }
    for p in earlier {
        if !per.iter().any(|q| q.name == p.name) {
            all_ok &= p.errors.is_empty();
            per.push(p);
        }
    }
    Ok(SpeedupResults {
        command: o.command.clone(),
        what: "ratio = baseline / rewritten (> 1: the rewritten build is faster); wall: median of --reps interleaved runs; instructions: total Ir under valgrind --tool=callgrind",
        reps: o.reps,
        callgrind: o.callgrind,
        plain: o.plain,
        compilers: Compilers {
            cc: o.cc.clone(),
            cxx: o.cxx.clone(),
        },
        cpu: cpu_model(),
        geomean: results::geomean(per.iter().flat_map(|p| p.benches.iter())),
        ok: all_ok,
        seconds: round(t0.elapsed().as_secs_f64(), 1),
        projects: per,
    })
}

/// The CPU's model name (/proc/cpuinfo), for the results file.
fn cpu_model() -> Option<String> {
    let t = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    t.lines().find_map(|l| {
        l.strip_prefix("model name")
            .and_then(|r| r.split_once(':'))
            .map(|(_, m)| m.trim().to_string())
    })
}
