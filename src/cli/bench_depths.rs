//! `minotaur bench depths`: the depth study of the paper's Figure 6a (unique cuts for each
//! depth bound B) and the crawl's throughput, per corpus, written to a results file.

use super::ExitCode;
use crate::crawl::{crawl, CrawlOptions, Event};
use crate::cut::inputs;
use crate::cut::study::{self, FileStudy};
use crate::store::Store;
use crate::util::worker::WorkerCmd;
use anyhow::{bail, Context, Result};
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct DepthsArgs {
    /// Corpora: each path is one corpus (a directory of bitcode, or a file).
    #[arg(default_values = ["corpora/build/gmp", "corpora/build/libyuv"])]
    pub corpora: Vec<PathBuf>,
    /// The largest depth bound studied (from 0).
    #[arg(long, default_value_t = 7)]
    pub max_depth: u32,
    /// Threads for the study, and worker processes for the timed crawl.
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/depths.json")]
    pub out: PathBuf,
}

/// Runs the depth study and the crawl timing, and writes the results file.
pub fn run(a: DepthsArgs) -> Result<ExitCode> {
    let jobs = super::crawl_cmd::jobs(a.jobs);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(jobs).build()?;
    let depths: Vec<u32> = (0..=a.max_depth).collect();
    let mut results = Vec::new();
    for corpus in &a.corpora {
        if !corpus.exists() {
            bail!(
                "{}: no such corpus (build it first: bash corpora/build-all.sh)",
                corpus.display()
            );
        }
        let found = inputs::find(std::slice::from_ref(corpus));
        let pb = super::progress(found.sources.len() as u64, &format!("depths {}", corpus.display()));
        let studies: Vec<Result<FileStudy, String>> = pool.install(|| {
            found
                .sources
                .par_iter()
                .map(|s| {
                    let r = s.read().map_err(|e| e.to_string()).and_then(|b| {
                        std::panic::catch_unwind(|| {
                            study::study_bytes(&b, &s.display(), &depths).map_err(|e| e.to_string())
                        })
                        .unwrap_or_else(|_| Err("internal error (a bug in minotaur)".into()))
                    });
                    pb.inc(1);
                    r
                })
                .collect()
        });
        pb.finish_and_clear();
        let mut per_depth = Vec::new();
        let errors = studies.iter().filter(|s| s.is_err()).count();
        let ok: Vec<&FileStudy> = studies.iter().filter_map(|s| s.as_ref().ok()).collect();
        let functions: usize = ok.iter().map(|s| s.functions).sum();
        let instructions: usize = ok.iter().map(|s| s.instructions).sum();
        let parse: f64 = ok.iter().map(|s| s.parse_seconds).sum();
        for (i, d) in depths.iter().enumerate() {
            let mut hashes = BTreeSet::new();
            let (mut sites, mut trivial, mut secs) = (0, 0, 0.0);
            for s in &ok {
                let c = &s.depths[i];
                hashes.extend(c.hashes.iter().cloned());
                sites += c.sites;
                trivial += c.trivial;
                secs += c.seconds;
            }
            per_depth.push(serde_json::json!({
                "depth": d, "unique_cuts": hashes.len(), "sites": sites, "trivial": trivial,
                "cut_cpu_seconds": round(secs),
            }));
        }
        let (first, second) = timed_crawls(corpus, jobs)?;
        results.push(serde_json::json!({
            "corpus": corpus.display().to_string(),
            "inputs": found.sources.len(),
            "input_errors": errors + found.errors.len(),
            "functions": functions,
            "instructions": instructions,
            "parse_cpu_seconds": round(parse),
            "depths": per_depth,
            "crawl": first,
            "recrawl": second,
        }));
    }
    let doc = serde_json::json!({
        "what": "unique cuts per depth bound B (paper Figure 6a), from one parse per file; and a timed `minotaur crawl` at the default depth into a fresh database, then again over the same files",
        "jobs": jobs,
        "version": env!("CARGO_PKG_VERSION"),
        "corpora": results,
    });
    if let Some(p) = a.out.parent() {
        std::fs::create_dir_all(p).with_context(|| format!("creating {}", p.display()))?;
    }
    std::fs::write(&a.out, serde_json::to_string_pretty(&doc)? + "\n")
        .with_context(|| format!("writing {}", a.out.display()))?;
    print_table(&doc);
    println!("results written to {}", a.out.display());
    Ok(ExitCode::Success)
}

fn round(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// A crawl at the default depth into a fresh database, then a second one over the same
/// files (which must skip them all).
fn timed_crawls(corpus: &Path, jobs: usize) -> Result<(serde_json::Value, serde_json::Value)> {
    let dir = std::env::temp_dir().join(format!("minotaur-bench-depths-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let db = dir.join("bench.db");
    let exe = std::env::current_exe()?;
    let depth = crate::cut::DEFAULT_DEPTH;
    let opts = CrawlOptions {
        depth,
        jobs,
        worker: WorkerCmd {
            program: exe,
            args: vec!["crawl-worker".into(), "--depth".into(), depth.to_string()],
        },
    };
    let mut store = Store::open(&db)?;
    let pb = super::progress(0, &format!("crawl {}", corpus.display()));
    let progress = |e: Event| match e {
        Event::Start(n) => pb.set_length(n as u64),
        Event::Done(_) => pb.inc(1),
    };
    let s1 = crawl(&mut store, &[corpus.to_path_buf()], &opts, &progress)?;
    let s2 = crawl(&mut store, &[corpus.to_path_buf()], &opts, &|_| {})?;
    pb.finish_and_clear();
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
    let first = serde_json::json!({
        "depth": depth, "files": s1.crawled, "errors": s1.errors.len(), "instructions": s1.instructions,
        "sites": s1.sites, "unique_cuts": s1.unique_cuts, "seconds": round(s1.seconds),
        "instructions_per_second": (s1.instructions as f64 / s1.seconds.max(1e-9)).round(),
    });
    let second = serde_json::json!({
        "skipped": s2.skipped, "crawled": s2.crawled, "new_cuts": s2.new_cuts, "seconds": round(s2.seconds),
        "fraction_of_first": round(s2.seconds / s1.seconds.max(1e-9)),
    });
    Ok((first, second))
}

fn print_table(doc: &serde_json::Value) {
    for c in doc["corpora"].as_array().into_iter().flatten() {
        println!(
            "{}: {} inputs, {} functions, {} instructions, {} input errors",
            c["corpus"].as_str().unwrap_or("?"),
            c["inputs"],
            c["functions"],
            c["instructions"],
            c["input_errors"]
        );
        println!(
            "  {:>5}  {:>11}  {:>8}  {:>8}",
            "depth", "unique cuts", "sites", "trivial"
        );
        for d in c["depths"].as_array().into_iter().flatten() {
            println!(
                "  {:>5}  {:>11}  {:>8}  {:>8}",
                d["depth"].as_u64().unwrap_or(0),
                d["unique_cuts"].as_u64().unwrap_or(0),
                d["sites"].as_u64().unwrap_or(0),
                d["trivial"].as_u64().unwrap_or(0)
            );
        }
        let (f, s) = (&c["crawl"], &c["recrawl"]);
        println!(
            "  crawl at depth {}: {} s, {} instructions/s; again: {} s ({} of the first)",
            f["depth"], f["seconds"], f["instructions_per_second"], s["seconds"], s["fraction_of_first"]
        );
    }
}
