//! Crawling into the store: find the inputs, skip contents already stored, cut the rest
//! in worker processes (in parallel), and write each file's cuts and sites in one
//! transaction, in the inputs' sorted order (so ids and rows do not depend on timing,
//! and a resumed crawl ends with the same contents as an uninterrupted one).

use super::{Store, StoreError, TOOL_VERSION};
use crate::cut::crawl::{FileCuts, Worker, WorkerCmd};
use crate::cut::inputs::{self, Source};
use rusqlite::params;
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

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
    pub depth: u32,
    /// Inputs found (files and archive members).
    pub inputs: usize,
    /// Inputs whose content was already stored at this depth (or repeated in this run).
    pub skipped: usize,
    /// Inputs cut and stored by this run.
    pub crawled: usize,
    /// Inputs that could not be read or cut, with the reason; the rest were stored.
    pub errors: Vec<(String, String)>,
    pub functions: usize,
    pub instructions: usize,
    /// Functions skipped for irreducible control flow.
    pub irreducible: usize,
    /// Instructions a cut was made for.
    pub roots: usize,
    /// Roots whose cut holds nothing but the root (not stored).
    pub trivial: usize,
    /// Sites stored.
    pub sites: usize,
    /// Distinct cuts among the stored sites of this run.
    pub unique_cuts: usize,
    /// Cuts the store did not hold before this run.
    pub new_cuts: usize,
    /// Cuts in the store after this run.
    pub store_cuts: usize,
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
pub fn crawl(
    store: &mut Store,
    paths: &[PathBuf],
    opts: &CrawlOptions,
    progress: &dyn Fn(Event),
) -> Result<CrawlSummary, StoreError> {
    let started = Instant::now();
    let found = inputs::find(paths);
    let mut sum = CrawlSummary {
        depth: opts.depth,
        inputs: found.sources.len(),
        errors: found.errors.clone(),
        ..Default::default()
    };
    for (name, msg) in &found.errors {
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
        let hash = crate::util::hash::fnv128_hex(&bytes);
        if !seen.insert(hash.clone()) || store.has_file(&hash, opts.depth)? {
            sum.skipped += 1;
            continue;
        }
        todo.push((s, hash, bytes.len() as u64));
    }
    progress(Event::Start(todo.len()));

    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<(usize, Result<FileCuts, String>)>();
    let mut unique = HashSet::new();
    let result: Result<(), StoreError> = std::thread::scope(|scope| {
        for _ in 0..opts.jobs.max(1).min(todo.len().max(1)) {
            let tx = tx.clone();
            let (next, todo, cmd) = (&next, &todo, opts.worker.clone());
            scope.spawn(move || {
                let mut w = Worker::new(cmd);
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some((src, _, _)) = todo.get(i) else { break };
                    if tx.send((i, w.process(src))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Write in order: hold early answers until their predecessors are written.
        let mut pending: BTreeMap<usize, Result<FileCuts, String>> = BTreeMap::new();
        let mut write_next = 0;
        for (i, r) in rx.iter() {
            pending.insert(i, r);
            while let Some(r) = pending.remove(&write_next) {
                let (src, hash, bytes) = &todo[write_next];
                let name = src.display();
                match r {
                    Ok(c) => {
                        let new = store.record_file(&name, hash, *bytes, opts.depth, &c)?;
                        sum.crawled += 1;
                        sum.functions += c.functions;
                        sum.instructions += c.instructions;
                        sum.irreducible += c.irreducible;
                        sum.roots += c.roots;
                        sum.trivial += c.trivial;
                        sum.sites += c.sites.len();
                        sum.new_cuts += new;
                        unique.extend(c.cuts.iter().map(|c| c.hash.clone()));
                    }
                    Err(msg) => {
                        store.record_error(&name, Some(hash), &msg)?;
                        sum.errors.push((name.clone(), msg));
                    }
                }
                progress(Event::Done(&name));
                write_next += 1;
            }
        }
        Ok(())
    });
    result?;
    sum.unique_cuts = unique.len();
    sum.store_cuts = store.count_cuts()?;
    sum.seconds = started.elapsed().as_secs_f64();
    Ok(sum)
}

impl Store {
    /// True when content `hash` has been crawled at `depth`.
    pub fn has_file(&self, hash: &str, depth: u32) -> Result<bool, StoreError> {
        let n: i64 = self
            .conn
            .query_row(
                "SELECT count(*) FROM files WHERE content_hash = ?1 AND depth = ?2",
                params![hash, depth],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        Ok(n > 0)
    }

    /// Stores one file's cuts and sites in one transaction; returns how many cuts were new.
    pub fn record_file(
        &mut self,
        path: &str,
        hash: &str,
        bytes: u64,
        depth: u32,
        c: &FileCuts,
    ) -> Result<usize, StoreError> {
        let p = self.path.clone();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: format!("storing {path}: {e}"),
        };
        let tx = self.conn.transaction().map_err(sql)?;
        tx.execute(
            "INSERT INTO files (path, content_hash, depth, bytes, functions, instructions, irreducible, roots, trivial, tool_version)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                path,
                hash,
                depth,
                bytes as i64,
                c.functions as i64,
                c.instructions as i64,
                c.irreducible as i64,
                c.roots as i64,
                c.trivial as i64,
                TOOL_VERSION
            ],
        )
        .map_err(sql)?;
        let file = tx.last_insert_rowid();
        let mut new = 0;
        {
            let mut ins = tx
                .prepare(
                    "INSERT OR IGNORE INTO cuts (hash, text, insts, blocks, args, root_opcode, root_type)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )
                .map_err(sql)?;
            for k in &c.cuts {
                new += ins
                    .execute(params![
                        k.hash,
                        k.text,
                        k.insts as i64,
                        k.blocks as i64,
                        k.args as i64,
                        k.root_opcode,
                        k.root_type
                    ])
                    .map_err(sql)?;
            }
            let mut site = tx
                .prepare(
                    "INSERT INTO sites (file, function, inst, name, loc, args, cut) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )
                .map_err(sql)?;
            for s in &c.sites {
                let args = serde_json::to_string(&s.args).unwrap_or_else(|_| "[]".into());
                site.execute(params![file, s.function, s.inst as i64, s.name, s.loc, args, s.cut])
                    .map_err(sql)?;
            }
        }
        tx.execute("DELETE FROM crawl_errors WHERE path = ?1", params![path])
            .map_err(sql)?;
        tx.commit().map_err(sql)?;
        Ok(new)
    }

    /// Remembers the latest error for `path` (replacing an older one).
    pub fn record_error(&mut self, path: &str, hash: Option<&str>, msg: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT OR REPLACE INTO crawl_errors (path, content_hash, message) VALUES (?1, ?2, ?3)",
                params![path, hash, msg],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Cuts in the store.
    pub fn count_cuts(&self) -> Result<usize, StoreError> {
        let n: i64 = self
            .conn
            .query_row("SELECT count(*) FROM cuts", [], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        Ok(n as usize)
    }
}
