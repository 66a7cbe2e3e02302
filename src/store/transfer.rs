//! Moving one store's rows into another, between any two backends: `minotaur import`
//! (a shard synthesized into SQLite on a machine that could not reach the shared
//! database) and `minotaur export` (a whole store from SQLite to PostgreSQL or back).
//!
//! - What the source has and the target lacks is copied; what both have is the target's.
//!   Importing twice adds nothing.
//! - A file is the same file when its `(content_hash, depth)` is: a file the target lacks
//!   comes with its sites and skipped functions under an id of the target's own (one
//!   more than the largest, as the crawl gives them); a file the target has keeps its own
//!   sites.
//! - Two results for one cut merge by the work queue's rule (`queue::weigh`), so the
//!   merged results do not depend on which store was imported into which.
//! - A person's reviews of rules are the target's on a conflict.
//! - Rules and rule instances are not copied: they are derived from the results, and the
//!   next `minotaur rules` on the target rebuilds them. The work queue is not copied.
//! - One transaction per group of tables (cuts; files with their sites and skipped
//!   functions; crawl errors; costs; results; reviews), in that order, so an interrupted
//!   import leaves whole groups, and running it again completes it. Rows are read from
//!   the source a page at a time, in key order.

use super::db::{values, Conn, Row, Value};
use super::queue::weigh;
use super::synth::SYNTH_COLUMNS;
use super::{Costs, Found, Gain, Measure, Store, StoreError, SynthRow, SynthStatus};
use serde::Serialize;

/// What happened to the source's rows of one table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Copied {
    /// Rows the target lacked, now copied.
    pub added: usize,
    /// Rows of the target replaced by the source's (results only: the merge rule).
    pub replaced: usize,
    /// Rows of the source not copied because the target's were kept.
    pub kept: usize,
}

/// What [`Store::import`] did, table by table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ImportSummary {
    /// The source (a PostgreSQL URL without its password).
    pub from: String,
    /// The target.
    pub to: String,
    /// Crawled files (the same by content hash and depth).
    pub files: Copied,
    /// Cuts (by hash).
    pub cuts: Copied,
    /// Sites, of the files added (those of a file the target has are the target's).
    pub sites: Copied,
    /// Functions skipped as unreadable, of the files added.
    pub skipped_functions: Copied,
    /// Inputs whose crawl failed (by path).
    pub crawl_errors: Copied,
    /// Cached llvm-mca costs (by text hash and CPU).
    pub costs: Copied,
    /// Synthesis results (by cut; a conflict goes by the work queue's merge rule).
    pub synth_results: Copied,
    /// Reviews of rules (by rule id; the target's are kept).
    pub rule_reviews: Copied,
    /// The tables not copied.
    pub not_copied: Vec<&'static str>,
    /// What to do about them.
    pub note: &'static str,
}

/// The tables [`Store::import`] does not copy.
pub const NOT_COPIED: &[&str] = &["rules", "rule_instances", "work"];

/// Why, and what to do.
const NOTE: &str = "rules and rule instances are derived from the results: run `minotaur rules` on the target \
                    to rebuild them; the work queue stays with its store";

/// Rows read from the source per query.
const PAGE: usize = 1000;

const CUT_COLUMNS: &str = "hash, text, insts, blocks, args, root_opcode, root_type";
const FILE_COLUMNS: &str =
    "id, path, content_hash, depth, bytes, functions, instructions, irreducible, roots, trivial, tool_version";
const SITE_COLUMNS: &str = "file, function, inst, name, loc, args, cut, shared, executions";
const SKIPPED_COLUMNS: &str = "file, function, reason, message";

impl Store {
    /// Copies into this store what `from` has and it lacks (see the module's doc): files
    /// (with their sites and skipped functions, under this store's ids), cuts, crawl
    /// errors, costs, results (merged by the work queue's rule) and reviews; not rules,
    /// rule instances or the work queue. Idempotent.
    pub fn import(&mut self, from: &Store) -> Result<ImportSummary, StoreError> {
        if self.is_postgres() == from.is_postgres() && same_place(self.path(), from.path()) {
            return Err(self.err("cannot import a database into itself"));
        }
        let name = from.path().display().to_string();
        let mut s = ImportSummary {
            from: name.clone(),
            to: self.path().display().to_string(),
            files: Copied::default(),
            cuts: Copied::default(),
            sites: Copied::default(),
            skipped_functions: Copied::default(),
            crawl_errors: Copied::default(),
            costs: Copied::default(),
            synth_results: Copied::default(),
            rule_reviews: Copied::default(),
            not_copied: NOT_COPIED.to_vec(),
            note: NOTE,
        };
        s.cuts = self.copy_missing(from, "cuts", CUT_COLUMNS, 1)?;
        (s.files, s.sites, s.skipped_functions) = self.import_files(from)?;
        s.crawl_errors = self.copy_missing(from, "crawl_errors", "path, content_hash, message", 1)?;
        s.costs = self.copy_missing(from, "costs", "text_hash, cpu, uops", 2)?;
        s.synth_results = self.write_transaction(&format!("importing results from {name}"), |tx| {
            let mut c = Copied::default();
            each_page(from, "synth_results", SYNTH_COLUMNS, 1, |rows| {
                merge_results(tx, rows, &mut c)
            })?;
            Ok(c)
        })?;
        s.rule_reviews = self.copy_missing(from, "rule_reviews", "id, verdict, why", 1)?;
        Ok(s)
    }

    /// Copies the rows of `table` (columns `cols`, whose first `key` are its key) that
    /// this store lacks, in one transaction.
    fn copy_missing(&mut self, from: &Store, table: &str, cols: &str, key: usize) -> Result<Copied, StoreError> {
        let marks = placeholders(cols.split(", ").count(), 0);
        let insert = format!("INSERT INTO {table} ({cols}) VALUES ({marks}) ON CONFLICT DO NOTHING");
        self.write_transaction(&format!("importing {table} from {}", from.path().display()), |tx| {
            let mut c = Copied::default();
            each_page(from, table, cols, key, |rows| {
                for r in rows {
                    match tx.execute(&insert, &r.0)? {
                        0 => c.kept += 1,
                        _ => c.added += 1,
                    }
                }
                Ok(())
            })?;
            Ok(c)
        })
    }

    /// Copies the files this store lacks with their sites and skipped functions, under
    /// ids of its own, in one transaction: (files, sites, skipped functions).
    fn import_files(&mut self, from: &Store) -> Result<(Copied, Copied, Copied), StoreError> {
        let serialize = self.dialect().serialize_files();
        let count = |table: &str| -> Result<usize, StoreError> {
            from.query_one(&format!("SELECT count(*) FROM {table}"), &[])?
                .get(0)
                .map_err(|e| from.err(e))
        };
        let (all_sites, all_skipped) = (count("sites")?, count("skipped_functions")?);
        let insert_file = format!(
            "INSERT INTO files ({FILE_COLUMNS}) VALUES ((SELECT coalesce(max(id), 0) + 1 FROM files), {})
             RETURNING id",
            placeholders(FILE_COLUMNS.split(", ").count() - 1, 0)
        );
        let (mut files, mut sites, mut skipped) = (Copied::default(), Copied::default(), Copied::default());
        self.write_transaction(&format!("importing files from {}", from.path().display()), |tx| {
            if let Some(sql) = serialize {
                tx.batch(sql)?;
            }
            each_page(from, "files", FILE_COLUMNS, 1, |rows| {
                for r in rows {
                    let (old_id, hash, depth) = (&r.0[0], &r.0[2], &r.0[3]);
                    let have = tx.query_opt(
                        "SELECT id FROM files WHERE content_hash = ?1 AND depth = ?2",
                        &[hash.clone(), depth.clone()],
                    )?;
                    if have.is_some() {
                        files.kept += 1;
                        continue;
                    }
                    let id: i64 = tx.query_one(&insert_file, &r.0[1..])?.get(0)?;
                    files.added += 1;
                    sites.added += copy_rows_of_file(from, tx, "sites", SITE_COLUMNS, old_id, id)?;
                    skipped.added += copy_rows_of_file(from, tx, "skipped_functions", SKIPPED_COLUMNS, old_id, id)?;
                }
                Ok(())
            })
        })?;
        sites.kept = all_sites.saturating_sub(sites.added);
        skipped.kept = all_skipped.saturating_sub(skipped.added);
        Ok((files, sites, skipped))
    }
}

/// True when two stores' names are the same place (a SQLite file by its canonical path).
fn same_place(a: &std::path::Path, b: &std::path::Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// `?{start + 1}, …, ?{start + n}`.
fn placeholders(n: usize, start: usize) -> String {
    (start + 1..=start + n)
        .map(|i| format!("?{i}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads `table`'s columns `cols` from `from` a page at a time in the order of its key
/// (the first `key` columns), handing each page to `f`.
fn each_page(
    from: &Store,
    table: &str,
    cols: &str,
    key: usize,
    mut f: impl FnMut(&[Row]) -> Result<(), String>,
) -> Result<(), String> {
    let k = cols.split(", ").take(key).collect::<Vec<_>>().join(", ");
    let first = format!("SELECT {cols} FROM {table} ORDER BY {k} LIMIT {PAGE}");
    let next = format!(
        "SELECT {cols} FROM {table} WHERE ({k}) > ({}) ORDER BY {k} LIMIT {PAGE}",
        placeholders(key, 0)
    );
    let mut after: Option<Vec<Value>> = None;
    loop {
        let rows = match &after {
            None => from.query(&first, &[]),
            Some(last) => from.query(&next, last),
        }
        .map_err(|e| format!("reading the source: {e}"))?;
        f(&rows)?;
        match rows.last() {
            Some(last) if rows.len() == PAGE => after = Some(last.0[..key].to_vec()),
            _ => return Ok(()),
        }
    }
}

/// Copies the rows of `table` (columns `cols`, the first `file`) of the source's file
/// `old_id` as rows of the target's file `new_id`; returns how many.
fn copy_rows_of_file(
    from: &Store,
    tx: &mut Conn,
    table: &str,
    cols: &str,
    old_id: &Value,
    new_id: i64,
) -> Result<usize, String> {
    let rows = from
        .query(
            &format!("SELECT {cols} FROM {table} WHERE file = ?1"),
            std::slice::from_ref(old_id),
        )
        .map_err(|e| format!("reading the source: {e}"))?;
    let insert = format!(
        "INSERT INTO {table} ({cols}) VALUES (?1, {})",
        placeholders(cols.split(", ").count() - 1, 1)
    );
    for r in &rows {
        let mut params = values![new_id];
        params.extend_from_slice(&r.0[1..]);
        tx.execute(&insert, &params)?;
    }
    Ok(rows.len())
}

/// Stores each source result of `rows` (columns [`SYNTH_COLUMNS`]) whose cut has none
/// here, or one the merge rule ranks below it; counts into `c`.
fn merge_results(tx: &mut Conn, rows: &[Row], c: &mut Copied) -> Result<(), String> {
    let cols: Vec<&str> = SYNTH_COLUMNS.split(", ").collect();
    let sets: Vec<String> = cols[1..].iter().map(|c| format!("{c} = excluded.{c}")).collect();
    let upsert = format!(
        "INSERT INTO synth_results ({SYNTH_COLUMNS}) VALUES ({}) ON CONFLICT (cut) DO UPDATE SET {}",
        placeholders(cols.len(), 0),
        sets.join(", ")
    );
    for r in rows {
        let new = probe(&cols, r)?;
        let (had, replace) = weigh(tx, &new)?;
        if replace {
            tx.execute(&upsert, &r.0)?;
        }
        match (had, replace) {
            (false, _) => c.added += 1,
            (true, true) => c.replaced += 1,
            (true, false) => c.kept += 1,
        }
    }
    Ok(())
}

/// What the merge rule reads of a result row (columns `cols`), as the typed row it takes:
/// its status, detail and version, and the rewrite and cost after when it has them (read
/// as the rule reads the stored row's, whatever the status).
fn probe(cols: &[&str], r: &Row) -> Result<SynthRow, String> {
    let at = |name: &str| cols.iter().position(|c| *c == name).ok_or(format!("no column {name}"));
    let cut: String = r.get(at("cut")?)?;
    let mut p = SynthRow::new(&cut, "");
    p.status = r.get::<SynthStatus>(at("status")?)?;
    p.detail = r.get(at("detail")?)?;
    p.tool_version = r.get(at("tool_version")?)?;
    let rewrite: Option<String> = r.get(at("rewrite")?)?;
    p.found = r.get::<Option<u32>>(at("cost_after")?)?.map(|cost_after| Found {
        cut,
        rewrite: rewrite.unwrap_or_default(),
        src_tgt: String::new(),
        cpu: String::new(),
        costs: Costs {
            cost_before: 0,
            cost_after,
            llvm_cost: None,
            known_to_llvm: false,
            measure: Measure::Mca,
            gain: Gain::Cheaper,
            insts_before: None,
            insts_after: None,
        },
    });
    Ok(p)
}
