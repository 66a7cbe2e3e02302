//! The crawl driver (`minotaur crawl`): find the inputs, skip contents already stored,
//! cut the rest in worker processes (in parallel, on the `util` pool), and store each
//! file's cuts and sites in one transaction, in the inputs' sorted order (so ids and rows
//! do not depend on timing, and a resumed crawl ends with the same contents as an
//! uninterrupted one). The cutting itself is `cut::crawl`'s, the SQL the store's. One
//! file's bytes (the compiler wrapper's `cc --crawl-only`) go through [`crawl_bytes`],
//! committed the same way.

mod worker;

use crate::cut::FileCuts;
use crate::llvm::{find_inputs, Source};
use crate::store::{Store, StoreError};
use crate::util::WorkerCmd;
use crate::util::{Order, Pool};
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::time::Instant;
pub use worker::{CutError, Worker};

/// How to crawl.
#[derive(Clone, Debug)]
pub struct CrawlOptions {
    /// The depth bound B of Algorithm 1.
    pub depth: u32,
    /// Worker processes.
    pub jobs: usize,
    /// How to start a worker (`minotaur crawl-worker --depth B`).
    pub worker: WorkerCmd,
}

/// What a crawl did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct CrawlSummary {
    /// The depth bound the inputs were cut at.
    pub depth: u32,
    /// Inputs found (files and archive members).
    pub inputs: usize,
    /// Inputs whose content was already stored at this depth (or repeated in this run).
    pub skipped: usize,
    /// Inputs cut and stored by this run.
    pub crawled: usize,
    /// Inputs that could not be read or cut, with the reason; the rest were stored.
    pub errors: Vec<(String, String)>,
    /// Functions in the inputs cut by this run.
    pub functions: usize,
    /// Instructions in those functions.
    pub instructions: usize,
    /// Functions skipped for irreducible control flow.
    pub irreducible: usize,
    /// Functions skipped because the IR cannot read them (the rest of their files was cut).
    pub unreadable: usize,
    /// Those functions by reason, each as `file: @name`.
    pub skipped_functions: BTreeMap<String, Vec<String>>,
    /// Instructions a cut was made for.
    pub roots: usize,
    /// Roots whose cut holds nothing but the root (not stored).
    pub trivial: usize,
    /// Roots whose cut took a freeze as an argument because its choice is shared with
    /// code outside the cut (trivial ones included); before issue 54 the cut held it.
    pub shared_freeze_roots: usize,
    /// Sites stored.
    pub sites: usize,
    /// Distinct cuts among the stored sites of this run.
    pub unique_cuts: usize,
    /// Cuts the store did not hold before this run.
    pub new_cuts: usize,
    /// Cuts in the store after this run.
    pub store_cuts: usize,
    /// Wall time of the run.
    pub seconds: f64,
}

/// A crawl's progress, for a progress bar.
pub enum Event<'a> {
    /// The number of inputs to cut (after skipping stored ones).
    Start(usize),
    /// One input is stored (or failed).
    Done(&'a str),
}

/// Crawls `paths` into `store`.
pub fn run(
    store: &mut Store,
    paths: &[PathBuf],
    opts: &CrawlOptions,
    progress: &dyn Fn(Event),
) -> Result<CrawlSummary, StoreError> {
    let started = Instant::now();
    let found = find_inputs(paths);
    let mut sum = CrawlSummary {
        depth: opts.depth,
        inputs: found.sources.len(),
        errors: found.errors(),
        ..Default::default()
    };
    for (name, msg) in &sum.errors {
        store.record_error(name, None, msg)?;
    }
    // Content hashes; skip what is stored, or repeated earlier in this run.
    let mut todo: Vec<(Source, String, u64)> = Vec::new();
    let mut seen = HashSet::new();
    for s in found.sources {
        let bytes = match s.read() {
            Ok(b) => b,
            Err(e) => {
                let (name, msg) = (s.display(), format!("cannot read: {e}"));
                store.record_error(&name, None, &msg)?;
                sum.errors.push((name, msg));
                continue;
            }
        };
        let hash = crate::util::fnv128_hex(&bytes);
        if !seen.insert(hash.clone()) || store.has_file(&hash, opts.depth)? {
            sum.skipped += 1;
            continue;
        }
        todo.push((s, hash, bytes.len() as u64));
    }
    progress(Event::Start(todo.len()));

    // Written in the inputs' order, whatever order the workers finish in.
    let mut unique = HashSet::new();
    Pool::new(opts.jobs, Order::Items).run(
        &todo,
        || Worker::new(opts.worker.clone()),
        |w, (src, _, _)| w.process(src),
        |i, r| {
            let (src, hash, bytes) = &todo[i];
            let name = src.display();
            match r {
                Ok(c) => commit(store, &mut sum, &mut unique, (&name, hash, *bytes), opts.depth, &c)?,
                Err(e) => {
                    let msg = e.to_string();
                    store.record_error(&name, Some(hash), &msg)?;
                    sum.errors.push((name.clone(), msg));
                }
            }
            progress(Event::Done(&name));
            Ok(())
        },
    )?;
    sum.unique_cuts = unique.len();
    sum.store_cuts = store.count_cuts()?;
    sum.seconds = started.elapsed().as_secs_f64();
    Ok(sum)
}

/// Stores one cut file (`name`, its content hash and size) in one transaction and adds
/// it to `sum` (its cuts' hashes to `unique`): the one way a crawled file is committed.
fn commit(
    store: &mut Store,
    sum: &mut CrawlSummary,
    unique: &mut HashSet<String>,
    (name, hash, bytes): (&str, &str, u64),
    depth: u32,
    c: &FileCuts,
) -> Result<(), StoreError> {
    let new = store.record_file(name, hash, bytes, depth, c)?;
    sum.crawled += 1;
    sum.functions += c.functions;
    sum.instructions += c.instructions;
    sum.irreducible += c.irreducible;
    sum.unreadable += c.skipped.len();
    for k in &c.skipped {
        let at = format!("{name}: @{}", k.function);
        sum.skipped_functions.entry(k.reason.clone()).or_default().push(at);
    }
    sum.roots += c.roots;
    sum.trivial += c.trivial;
    sum.sites += c.sites.len();
    sum.shared_freeze_roots += c.shared_freeze_roots;
    sum.new_cuts += new;
    unique.extend(c.cuts.iter().map(|c| c.hash.clone()));
    Ok(())
}

/// Why one file's bytes were not crawled.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// LLVM or the IR could not read the bytes (nothing was stored).
    #[error("{0}")]
    Cut(crate::cut::ReadError),
}

/// Crawls one file's `bytes` (bitcode or LLVM text, named `name`) into `store` at
/// `depth`, cut in this process (the compiler wrapper's path: one translation unit per
/// process): skipped when its content is stored already at `depth`, else committed as
/// [`run`] commits a file. A file that cannot be cut is an error and stores nothing.
pub fn crawl_bytes(store: &mut Store, name: &str, bytes: &[u8], depth: u32) -> Result<CrawlSummary, FileError> {
    let started = Instant::now();
    let hash = crate::util::fnv128_hex(bytes);
    let mut sum = CrawlSummary {
        depth,
        inputs: 1,
        ..Default::default()
    };
    if store.has_file(&hash, depth)? {
        sum.skipped = 1;
    } else {
        let c = crate::cut::process_bytes(bytes, name, depth).map_err(FileError::Cut)?;
        let mut unique = HashSet::new();
        commit(
            store,
            &mut sum,
            &mut unique,
            (name, &hash, bytes.len() as u64),
            depth,
            &c,
        )?;
        sum.unique_cuts = unique.len();
    }
    sum.store_cuts = store.count_cuts()?;
    sum.seconds = started.elapsed().as_secs_f64();
    Ok(sum)
}
