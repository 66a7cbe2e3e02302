//! The results of `bench speedup` as types: the file's keys in the order it has always
//! had (alphabetical), projects read back from earlier files (`--merge`), and the
//! statistics (median, geometric mean) of its ratios.

use crate::bench::{io, Error};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// What `bench speedup` writes.
#[derive(Clone, Debug, Serialize)]
pub struct SpeedupResults {
    /// Instruction counts were taken.
    pub callgrind: bool,
    /// The command line.
    pub command: String,
    /// The compilers of both builds.
    pub compilers: Compilers,
    /// The CPU's model name.
    pub cpu: Option<String>,
    /// Geometric means over every project's benchmarks.
    pub geomean: Geomean,
    /// No build, test suite or benchmark failed.
    pub ok: bool,
    /// Both sides built with the plain compilers.
    pub plain: bool,
    /// Every project, measured now or merged from earlier files.
    pub projects: Vec<ProjectResult>,
    /// Runs of each benchmark per build.
    pub reps: u64,
    /// Seconds of the whole run (one decimal).
    pub seconds: Option<f64>,
    /// What the ratios mean.
    pub what: &'static str,
}

/// The compilers of both builds.
#[derive(Clone, Debug, Serialize)]
pub struct Compilers {
    /// The C compiler.
    pub cc: String,
    /// The C++ compiler.
    pub cxx: String,
}

/// Geometric means of ratios (baseline / rewritten).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Geomean {
    /// Of instruction counts (five decimals).
    pub instructions: Option<f64>,
    /// Of median wall times (four decimals).
    pub wall_median: Option<f64>,
}

/// One project.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ProjectResult {
    /// Each `[[bench]]` command, both builds.
    pub benches: Vec<BenchResult>,
    /// The three builds.
    pub builds: Builds,
    /// Instruction counts were taken (absent in some earlier files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub callgrind: Option<bool>,
    /// The command that measured it.
    #[serde(default)]
    pub command: Option<String>,
    /// Build time through the wrapper over the plain build's.
    pub compile_overhead: CompileOverhead,
    /// For a profiled store (and each `--compare-db`): where its search went against the
    /// profile (absent in earlier files).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub coverage: Vec<StoreCoverage>,
    /// What failed.
    pub errors: Vec<String>,
    /// Geometric means over its benchmarks.
    pub geomean: Geomean,
    /// The project's name.
    pub name: String,
    /// No build, test suite or benchmark failed.
    pub ok: bool,
    /// Both sides built with the plain compilers.
    pub plain: bool,
    /// Runs of each benchmark per build (absent in some earlier files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reps: Option<u64>,
    /// What the wrapper's log says of the cold build.
    pub rewrites: CcLogSummary,
    /// The store the wrapper applied.
    pub store: Option<String>,
    /// Where the store came from.
    pub store_note: String,
    /// The veto step (`--veto-from-run`; absent without it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub veto: Option<VetoRun>,
    /// The warm rebuild (the wrapper's cache filled by the cold one).
    pub warm_rebuild: WarmRebuild,
}

/// Where one store's search went against its profile.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoreCoverage {
    /// The numbers.
    pub coverage: crate::store::ProfileCoverage,
    /// `applied` (the store of the rewritten build) or `compared` (`--compare-db`).
    pub role: String,
    /// The store.
    pub store: String,
}

/// One line of the veto file.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VetoedRewrite {
    /// The cut whose rewrite is vetoed.
    pub cut: String,
    /// The function it is vetoed in.
    pub function: String,
    /// The measurement that vetoed it.
    pub why: String,
}

/// `--veto-from-run`: the rewrites that made a hot function execute more instructions,
/// a third build without them, and its benchmarks against the plain build.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VetoRun {
    /// Each `[[bench]]` command, plain build against the vetoed one (empty when nothing
    /// was vetoed).
    pub benches: Vec<BenchResult>,
    /// The vetoed build (absent when nothing was vetoed).
    pub build: Option<BuildResult>,
    /// The vetoed rewrites, each in one function, with the measurement that vetoed it.
    pub entries: Vec<VetoedRewrite>,
    /// What failed.
    pub errors: Vec<String>,
    /// The veto file written (the input of `apply --veto` and `cc --veto`).
    pub file: String,
    /// Geometric means over the vetoed build's benchmarks.
    pub geomean: Geomean,
    /// A function is vetoed only where it held at least this share of the run's instructions.
    pub min_share: f64,
    /// What the wrapper's log says of the vetoed build.
    pub rewrites: Option<CcLogSummary>,
}

/// The three builds of a project.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Builds {
    /// Plain compilers.
    pub baseline: BuildResult,
    /// Through the wrapper, cache empty.
    pub rewritten_cold: BuildResult,
    /// Through the wrapper again, cache warm.
    pub rewritten_warm: BuildResult,
}

/// One build by the project's `native.sh`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BuildResult {
    /// Its `BUILD.json` as the script wrote it (null when it wrote none).
    pub build: serde_json::Value,
    /// Its `CHECK.json` (with `--check`).
    pub check: Option<serde_json::Value>,
    /// What went wrong.
    pub error: Option<String>,
}

/// Build time through the wrapper over the plain build's.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CompileOverhead {
    /// The whole cold build.
    pub cold: Option<f64>,
    /// The library's compile alone, cold.
    pub cold_compile_only: Option<f64>,
    /// The whole warm build.
    pub warm: Option<f64>,
    /// The library's compile alone, warm.
    pub warm_compile_only: Option<f64>,
    /// What the numbers mean.
    pub what: String,
}

/// What the wrapper's log says: units, sites rewritten, skipped by reason, sites per
/// rewrite and per function, errors, cached units.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct CcLogSummary {
    /// Units whose object came from the cache.
    pub cached_units: u64,
    /// Units that went wrong.
    pub errors: Vec<CcLogError>,
    /// The log file.
    pub log: String,
    /// Sites rewritten per function and rewrite (absent in earlier files).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub rewrites_per_function: BTreeMap<String, BTreeMap<String, u64>>,
    /// Sites rewritten per function.
    pub sites_per_function: BTreeMap<String, u64>,
    /// Sites rewritten per rewrite.
    pub sites_per_rewrite: BTreeMap<String, u64>,
    /// Sites rewritten.
    pub sites_rewritten: u64,
    /// Sites skipped.
    pub sites_skipped: u64,
    /// Sites skipped per reason.
    pub skipped_by_reason: BTreeMap<String, u64>,
    /// Units compiled through the wrapper.
    pub translation_units: u64,
}

/// A unit that went wrong in the wrapper.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CcLogError {
    /// What went wrong.
    pub error: String,
    /// The source file.
    pub source: Option<String>,
}

/// The warm rebuild's units.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WarmRebuild {
    /// Units whose object came from the cache.
    pub cached_units: u64,
    /// Sites rewritten.
    pub sites_rewritten: u64,
    /// Units compiled through the wrapper.
    pub translation_units: u64,
}

/// One `[[bench]]` command, both builds.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BenchResult {
    /// The plain build's runs.
    pub base: Side,
    /// The shell command.
    pub cmd: String,
    /// What failed.
    pub error: Option<String>,
    /// The rewritten functions among the rewritten run's costliest.
    pub hot_rewritten_functions: Vec<HotFunction>,
    /// Its name.
    pub name: String,
    /// Baseline over rewritten.
    pub ratio: Ratio,
    /// The rewritten build's runs.
    pub rewritten: Side,
    /// What it measures.
    pub what: String,
}

/// One build's runs of a benchmark.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Side {
    /// Total Ir under callgrind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<u64>,
    /// The five costliest functions (rewritten side, under callgrind).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top_functions: Option<Vec<TopFunction>>,
    /// Median wall seconds.
    pub wall_median_s: Option<f64>,
    /// Fastest wall seconds.
    pub wall_min_s: Option<f64>,
    /// Each run's wall seconds.
    pub wall_s: Vec<Option<f64>>,
}

/// Baseline over rewritten (> 1: the rewritten build is faster); absent when not measured.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Ratio {
    /// Of instruction counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<f64>,
    /// Of median wall times.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wall_median: Option<f64>,
    /// Of fastest wall times.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wall_min: Option<f64>,
}

/// A costly function of a run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TopFunction {
    /// Its name.
    pub function: String,
    /// Its share of the run's Ir.
    pub share: Option<f64>,
}

/// A rewritten function in the rewritten run's profile.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HotFunction {
    /// Its name.
    pub function: String,
    /// Its Ir in the plain build.
    pub ir_base: Option<u64>,
    /// Its Ir in the rewritten build.
    pub ir_rewritten: u64,
    /// Its share of the rewritten run's Ir.
    pub share: Option<f64>,
    /// Sites rewritten in it.
    pub sites_rewritten: u64,
}

/// An earlier results file, as far as `--merge` reads it.
#[derive(Deserialize)]
struct Earlier {
    #[serde(default)]
    command: Option<String>,
    #[serde(default)]
    projects: Vec<ProjectResult>,
}

/// The projects of earlier results files, each with the command that measured it.
pub fn merged_projects(files: &[PathBuf]) -> Result<Vec<ProjectResult>, Error> {
    let mut out = Vec::new();
    for f in files {
        let bytes = std::fs::read(f).map_err(io(format!("reading {}", f.display())))?;
        let doc: Earlier = serde_json::from_slice(&bytes).map_err(|source| Error::Json {
            what: format!("{}: not a results file", f.display()),
            source,
        })?;
        for mut p in doc.projects {
            if p.command.is_none() {
                p.command.clone_from(&doc.command);
            }
            out.push(p);
        }
    }
    Ok(out)
}

/// The geometric means of the ratios of `benches`.
pub fn geomean<'a>(benches: impl Iterator<Item = &'a BenchResult> + Clone) -> Geomean {
    let wall: Vec<f64> = benches.clone().filter_map(|b| b.ratio.wall_median).collect();
    let instr: Vec<f64> = benches.filter_map(|b| b.ratio.instructions).collect();
    Geomean {
        wall_median: geomean_of(&wall).and_then(|x| crate::bench::round(x, 4)),
        instructions: geomean_of(&instr).and_then(|x| crate::bench::round(x, 5)),
    }
}

/// The median of `xs` (the mean of the middle two for an even count); 0 when empty.
pub fn median(xs: &[f64]) -> f64 {
    let mut s = xs.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    match s.len() {
        0 => 0.0,
        n if n % 2 == 1 => s[n / 2],
        n => (s[n / 2 - 1] + s[n / 2]) / 2.0,
    }
}

/// The geometric mean of the positive finite numbers among `xs`; `None` if there are none.
pub fn geomean_of(xs: &[f64]) -> Option<f64> {
    let v: Vec<f64> = xs.iter().copied().filter(|x| x.is_finite() && *x > 0.0).collect();
    (!v.is_empty()).then(|| (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statistics() {
        assert_eq!(median(&[3.0, 1.0, 2.0, 10.0]), 2.5);
        assert!((geomean_of(&[2.0, 8.0]).unwrap() - 4.0).abs() < 1e-12);
    }

    /// The results files in `bench/results/` read back as `--merge` reads them and
    /// written again are the same JSON, key for key and in the same order (a project
    /// without its own command takes the file's): the types are the file's shape.
    #[test]
    fn results_files_read_back_unchanged() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("bench/results");
        let mut seen = 0;
        for name in ["speedup.json", "speedup-plain.json"] {
            let path = dir.join(name);
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
            let typed = merged_projects(&[path]).unwrap();
            let projects = doc["projects"].as_array().unwrap();
            assert_eq!(typed.len(), projects.len());
            for (t, p) in typed.iter().zip(projects) {
                let mut p = p.clone();
                if p.get("command").is_none() {
                    p["command"] = doc["command"].clone();
                }
                let again = serde_json::to_string_pretty(t).unwrap();
                assert!(again == serde_json::to_string_pretty(&p).unwrap(), "{name}: differs");
                seen += 1;
            }
        }
        assert!(seen > 0, "no results file to read back");
    }
}
