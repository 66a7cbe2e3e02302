//! `bench depths`: the depth study of the paper's Figure 6a (unique cuts for each depth
//! bound B, from one parse per file) and the crawl's throughput (a timed crawl into a
//! fresh database, then a second crawl of the same files), per corpus.

use super::{round3, Error};
use crate::crawl::CrawlOptions;
use crate::cut::{study_bytes, FileStudy};
use crate::llvm::find_inputs;
use crate::store::Store;
use crate::util::WorkerCmd;
use crate::util::{Order, Pool};
use serde::Serialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What to study.
#[derive(Clone, Debug)]
pub struct Options {
    /// Each path is one corpus (a directory of bitcode, or a file).
    pub corpora: Vec<PathBuf>,
    /// The largest depth bound studied (from 0).
    pub max_depth: u32,
    /// Threads for the study, and worker processes for the timed crawl.
    pub jobs: usize,
    /// This minotaur's executable (the crawl workers run it).
    pub exe: PathBuf,
}

/// What the harness reports as it goes.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// The study of a corpus of `files` inputs begins.
    StudyStart {
        /// The corpus.
        corpus: &'a Path,
        /// Its inputs.
        files: usize,
    },
    /// One input is studied.
    Studied,
    /// The study of the corpus ended.
    StudyEnd,
    /// The timed crawls of a corpus begin.
    CrawlStart(&'a Path),
    /// The first crawl found this many inputs to cut.
    CrawlInputs(usize),
    /// One input is crawled.
    Crawled,
    /// Both crawls ended.
    CrawlEnd,
}

/// What `bench depths` writes.
#[derive(Clone, Debug, Serialize)]
pub struct DepthsResults {
    /// One entry per corpus, in the order given.
    pub corpora: Vec<CorpusDepths>,
    /// Threads and crawl workers.
    pub jobs: usize,
    /// minotaur's version.
    pub version: &'static str,
    /// One line on what was measured.
    pub what: &'static str,
}

/// One corpus.
#[derive(Clone, Debug, Serialize)]
pub struct CorpusDepths {
    /// The corpus path.
    pub corpus: String,
    /// The timed crawl into a fresh database.
    pub crawl: FirstCrawl,
    /// Unique cuts per depth bound, from 0.
    pub depths: Vec<DepthRow>,
    /// Functions in the inputs read.
    pub functions: usize,
    /// Inputs that could not be found, read or parsed.
    pub input_errors: usize,
    /// Inputs found.
    pub inputs: usize,
    /// Instructions in the inputs read.
    pub instructions: usize,
    /// CPU seconds spent parsing.
    pub parse_cpu_seconds: f64,
    /// The second crawl over the same files.
    pub recrawl: Recrawl,
}

/// One depth bound.
#[derive(Clone, Debug, Serialize)]
pub struct DepthRow {
    /// CPU seconds spent cutting at this bound.
    pub cut_cpu_seconds: f64,
    /// The bound B.
    pub depth: u32,
    /// Sites with a non-trivial cut.
    pub sites: usize,
    /// Roots whose cut is trivial.
    pub trivial: usize,
    /// Unique cuts.
    pub unique_cuts: usize,
}

/// The crawl into a fresh database.
#[derive(Clone, Debug, Serialize)]
pub struct FirstCrawl {
    /// The depth bound.
    pub depth: u32,
    /// Inputs that failed.
    pub errors: usize,
    /// Inputs crawled.
    pub files: usize,
    /// Instructions read.
    pub instructions: usize,
    /// Throughput.
    pub instructions_per_second: f64,
    /// Wall seconds.
    pub seconds: f64,
    /// Sites stored.
    pub sites: usize,
    /// Unique cuts stored.
    pub unique_cuts: usize,
}

/// The second crawl over the same files (which must skip them all).
#[derive(Clone, Debug, Serialize)]
pub struct Recrawl {
    /// Inputs crawled again (0 when all were skipped).
    pub crawled: usize,
    /// Its time over the first crawl's.
    pub fraction_of_first: f64,
    /// Cuts it added.
    pub new_cuts: usize,
    /// Wall seconds.
    pub seconds: f64,
    /// Inputs skipped as stored.
    pub skipped: usize,
}

/// Runs the depth study and the crawl timing over every corpus.
pub fn run(o: &Options, progress: &dyn Fn(Event)) -> Result<DepthsResults, Error> {
    let depths: Vec<u32> = (0..=o.max_depth).collect();
    let mut results = Vec::new();
    for corpus in &o.corpora {
        if !corpus.exists() {
            return Err(Error::NoCorpus(corpus.clone()));
        }
        let found = find_inputs(std::slice::from_ref(corpus));
        progress(Event::StudyStart {
            corpus,
            files: found.sources.len(),
        });
        let mut studies: Vec<Result<FileStudy, String>> = Vec::new();
        Pool::new(o.jobs, Order::Items).run(
            &found.sources,
            || (),
            |(), s| {
                s.read().map_err(|e| e.to_string()).and_then(|b| {
                    std::panic::catch_unwind(|| study_bytes(&b, &s.display(), &depths).map_err(|e| e.to_string()))
                        .unwrap_or_else(|_| Err("internal error (a bug in minotaur)".into()))
                })
            },
            |_, r| {
                progress(Event::Studied);
                studies.push(r);
                Ok::<(), Error>(())
            },
        )?;
        progress(Event::StudyEnd);
        let errors = studies.iter().filter(|s| s.is_err()).count();
        let ok: Vec<&FileStudy> = studies.iter().filter_map(|s| s.as_ref().ok()).collect();
        let per_depth = depths.iter().enumerate().map(|(i, d)| depth_row(&ok, i, *d)).collect();
        let (crawl, recrawl) = timed_crawls(corpus, o, progress)?;
        results.push(CorpusDepths {
            corpus: corpus.display().to_string(),
            inputs: found.sources.len(),
            input_errors: errors + found.problems.len(),
            functions: ok.iter().map(|s| s.functions).sum(),
            instructions: ok.iter().map(|s| s.instructions).sum(),
            parse_cpu_seconds: round3(ok.iter().map(|s| s.parse_seconds).sum()),
            depths: per_depth,
            crawl,
            recrawl,
        });
    }
    Ok(DepthsResults {
        what: "unique cuts per depth bound B (paper Figure 6a), from one parse per file; and a timed `minotaur crawl` at the default depth into a fresh database, then again over the same files",
        jobs: o.jobs,
        version: env!("CARGO_PKG_VERSION"),
        corpora: results,
    })
}

/// The `i`-th depth bound (`depth`) over the studied files.
fn depth_row(ok: &[&FileStudy], i: usize, depth: u32) -> DepthRow {
    let mut hashes = BTreeSet::new();
    let (mut sites, mut trivial, mut secs) = (0, 0, 0.0);
    for s in ok {
        let c = &s.depths[i];
        hashes.extend(c.hashes.iter().cloned());
        sites += c.sites;
        trivial += c.trivial;
        secs += c.seconds;
    }
    DepthRow {
        depth,
        unique_cuts: hashes.len(),
        sites,
        trivial,
        cut_cpu_seconds: round3(secs),
    }
}

/// A crawl at the default depth into a fresh database, then a second one over the same
/// files (which must skip them all).
fn timed_crawls(corpus: &Path, o: &Options, progress: &dyn Fn(Event)) -> Result<(FirstCrawl, Recrawl), Error> {
    let dir = std::env::temp_dir().join(format!("minotaur-bench-depths-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir)?;
    let db = dir.join("bench.db");
    let depth = crate::cut::DEFAULT_DEPTH;
    let opts = CrawlOptions {
        depth,
        jobs: o.jobs,
        worker: WorkerCmd {
            program: o.exe.clone(),
            args: vec!["crawl-worker".into(), "--depth".into(), depth.to_string()],
        },
    };
    let mut store = Store::open(&db)?;
    progress(Event::CrawlStart(corpus));
    let events = |e: crate::crawl::Event| match e {
        crate::crawl::Event::Start(n) => progress(Event::CrawlInputs(n)),
        crate::crawl::Event::Done(_) => progress(Event::Crawled),
    };
    let s1 = crate::crawl::run(&mut store, &[corpus.to_path_buf()], &opts, &events)?;
    let s2 = crate::crawl::run(&mut store, &[corpus.to_path_buf()], &opts, &|_| {})?;
    progress(Event::CrawlEnd);
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
    let first = FirstCrawl {
        depth,
        files: s1.crawled,
        errors: s1.errors.len(),
        instructions: s1.instructions,
        sites: s1.sites,
        unique_cuts: s1.unique_cuts,
        seconds: round3(s1.seconds),
        instructions_per_second: (s1.instructions as f64 / s1.seconds.max(1e-9)).round(),
    };
    let second = Recrawl {
        skipped: s2.skipped,
        crawled: s2.crawled,
        new_cuts: s2.new_cuts,
        seconds: round3(s2.seconds),
        fraction_of_first: round3(s2.seconds / s1.seconds.max(1e-9)),
    };
    Ok((first, second))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys of a results file, in the order written: alphabetical, as before the
    /// results were typed (`serde_json::json!` objects sort their keys).
    #[test]
    fn results_keep_their_keys_and_order() {
        let r = DepthsResults {
            corpora: vec![CorpusDepths {
                corpus: "c".into(),
                crawl: FirstCrawl {
                    depth: 4,
                    errors: 0,
                    files: 1,
                    instructions: 2,
                    instructions_per_second: 3.0,
                    seconds: 0.5,
                    sites: 1,
                    unique_cuts: 1,
                },
                depths: vec![DepthRow {
                    cut_cpu_seconds: 0.1,
                    depth: 0,
                    sites: 0,
                    trivial: 1,
                    unique_cuts: 0,
                }],
                functions: 1,
                input_errors: 0,
                inputs: 1,
                instructions: 2,
                parse_cpu_seconds: 0.2,
                recrawl: Recrawl {
                    crawled: 0,
                    fraction_of_first: 0.1,
                    new_cuts: 0,
                    seconds: 0.05,
                    skipped: 1,
                },
            }],
            jobs: 2,
            version: "v",
            what: "w",
        };
        let text = serde_json::to_string(&r).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        // Re-serialized through a sorted map, the text is the same: the keys are sorted.
        assert_eq!(serde_json::to_string(&v).unwrap(), text);
        let c = &v["corpora"][0];
        let keys: Vec<&str> = c.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "corpus",
                "crawl",
                "depths",
                "functions",
                "input_errors",
                "inputs",
                "instructions",
                "parse_cpu_seconds",
                "recrawl"
            ]
        );
        assert_eq!(c["crawl"]["instructions_per_second"], 3.0);
    }
}
