//! Synthesis results: which cuts still need a search (most frequent first), one result
//! row per cut written in one transaction, the found rewrites, and the llvm-mca cost
//! cache.

use super::{Store, StoreError, TOOL_VERSION};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;

/// The result of synthesizing one cut.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct SynthRow {
    /// The cut's hash.
    pub cut: String,
    /// `found`, `none`, `timeout` or `error`.
    pub status: String,
    /// Why nothing was found, or what went wrong (empty when found).
    pub detail: String,
    /// The rewrite in the paper's S-expression syntax.
    pub rewrite: Option<String>,
    /// The `@src`/`@tgt` module that `minotaur verify` checks.
    pub src_tgt: Option<String>,
    /// The cut's cost (llvm-mca uOps, or the static estimate).
    pub cost_before: Option<u32>,
    /// The rewrite's cost, measured the same way.
    pub cost_after: Option<u32>,
    /// The cost of LLVM's own `-O3` of the cut.
    pub llvm_cost: Option<u32>,
    /// Whether LLVM's `-O3` already reaches the rewrite or better.
    pub known_to_llvm: Option<bool>,
    /// `mca` or `static`.
    pub measure: Option<String>,
    /// The CPU costed for.
    pub cpu: String,
    /// Wall time of the search.
    pub seconds: f64,
    /// Candidates the search looked at.
    pub candidates: u64,
    /// The search's statistics, as JSON.
    pub stats: String,
    /// The minotaur version that wrote the row.
    pub tool_version: String,
}

/// A cut waiting for synthesis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingCut {
    /// The cut's hash.
    pub hash: String,
    /// The cut's LLVM text.
    pub text: String,
    /// How often it occurs in the crawled code.
    pub sites: usize,
}

/// A found rewrite with how often its cut occurs.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct RewriteRow {
    /// The cut's hash.
    pub cut: String,
    /// Sites of the cut.
    pub sites: usize,
    /// Distinct files those sites are in.
    pub files: usize,
    /// The rewrite in the paper's S-expression syntax.
    pub rewrite: String,
    /// The cut's cost.
    pub cost_before: Option<u32>,
    /// The rewrite's cost.
    pub cost_after: Option<u32>,
    /// The cost of LLVM's own `-O3` of the cut.
    pub llvm_cost: Option<u32>,
    /// Whether LLVM's `-O3` already reaches the rewrite or better.
    pub known_to_llvm: bool,
    /// `mca` or `static`.
    pub measure: String,
    /// The CPU costed for.
    pub cpu: String,
    /// Wall time of the search.
    pub seconds: f64,
    /// The `@src`/`@tgt` module that `minotaur verify` checks.
    pub src_tgt: String,
}

/// Counts of results by status.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct SynthTotals {
    /// Cuts with a result.
    pub tried: usize,
    /// Cuts with a rewrite (novel or known to LLVM).
    pub found: usize,
    /// Rewrites LLVM's `-O3` does not reach.
    pub novel: usize,
    /// Rewrites LLVM's `-O3` reaches already.
    pub known_to_llvm: usize,
    /// Cuts with no cheaper rewrite within the limits.
    pub none: usize,
    /// Cuts whose search ran out of time.
    pub timeout: usize,
    /// Cuts whose search failed.
    pub error: usize,
    /// Wall time (of a run), or the sum of search times (of the store).
    pub seconds: f64,
}

impl Store {
    /// Cuts with no result, or with a result of another minotaur version that found
    /// nothing; most sites first (ties by hash). At most `limit`.
    pub fn pending_cuts(&self, limit: usize) -> Result<Vec<PendingCut>, StoreError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT c.hash, c.text, (SELECT count(*) FROM sites s WHERE s.cut = c.hash) AS n
                 FROM cuts c LEFT JOIN synth_results r ON r.cut = c.hash
                 WHERE r.cut IS NULL OR (r.tool_version != ?1 AND r.status != 'found')
                 ORDER BY n DESC, c.hash LIMIT ?2",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![TOOL_VERSION, limit.min(i64::MAX as usize) as i64], |r| {
                Ok(PendingCut {
                    hash: r.get(0)?,
                    text: r.get(1)?,
                    sites: r.get::<_, i64>(2)? as usize,
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// Stores (or replaces) one cut's result, in one transaction.
    pub fn record_synth(&mut self, r: &SynthRow) -> Result<(), StoreError> {
        let p = self.path.clone();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: format!("storing the result of cut {}: {e}", r.cut),
        };
        let tx = self.conn.transaction().map_err(sql)?;
        tx.execute(
            "INSERT OR REPLACE INTO synth_results (cut, status, detail, rewrite, src_tgt, cost_before, cost_after,
                 llvm_cost, known_to_llvm, measure, cpu, seconds, candidates, stats, tool_version)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
            params![
                r.cut,
                r.status,
                r.detail,
                r.rewrite,
                r.src_tgt,
                r.cost_before,
                r.cost_after,
                r.llvm_cost,
                r.known_to_llvm,
                r.measure,
                r.cpu,
                r.seconds,
                r.candidates as i64,
                r.stats,
                r.tool_version
            ],
        )
        .map_err(sql)?;
        tx.commit().map_err(sql)
    }

    /// The found rewrites (novel ones only unless `all`), by sites, then hash.
    pub fn rewrites(&self, all: bool) -> Result<Vec<RewriteRow>, StoreError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT r.cut, (SELECT count(*) FROM sites s WHERE s.cut = r.cut) AS n,
                        (SELECT count(DISTINCT s.file) FROM sites s WHERE s.cut = r.cut),
                        r.rewrite, r.cost_before, r.cost_after, r.llvm_cost, r.known_to_llvm, r.measure, r.cpu,
                        r.seconds, r.src_tgt
                 FROM synth_results r
                 WHERE r.status = 'found' AND (?1 OR NOT coalesce(r.known_to_llvm, 0))
                 ORDER BY n DESC, r.cut",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![all], |r| {
                Ok(RewriteRow {
                    cut: r.get(0)?,
                    sites: r.get::<_, i64>(1)? as usize,
                    files: r.get::<_, i64>(2)? as usize,
                    rewrite: r.get::<_, Option<String>>(3)?.unwrap_or_default(),
                    cost_before: r.get(4)?,
                    cost_after: r.get(5)?,
                    llvm_cost: r.get(6)?,
                    known_to_llvm: r.get::<_, Option<bool>>(7)?.unwrap_or(false),
                    measure: r.get::<_, Option<String>>(8)?.unwrap_or_default(),
                    cpu: r.get(9)?,
                    seconds: r.get(10)?,
                    src_tgt: r.get::<_, Option<String>>(11)?.unwrap_or_default(),
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// One cut's result.
    pub fn synth_result(&self, cut: &str) -> Result<Option<SynthRow>, StoreError> {
        self.conn
            .query_row(
                "SELECT cut, status, detail, rewrite, src_tgt, cost_before, cost_after, llvm_cost, known_to_llvm,
                        measure, cpu, seconds, candidates, stats, tool_version
                 FROM synth_results WHERE cut = ?1",
                params![cut],
                |r| {
                    Ok(SynthRow {
                        cut: r.get(0)?,
                        status: r.get(1)?,
                        detail: r.get(2)?,
                        rewrite: r.get(3)?,
                        src_tgt: r.get(4)?,
                        cost_before: r.get(5)?,
                        cost_after: r.get(6)?,
                        llvm_cost: r.get(7)?,
                        known_to_llvm: r.get(8)?,
                        measure: r.get(9)?,
                        cpu: r.get(10)?,
                        seconds: r.get(11)?,
                        candidates: r.get::<_, i64>(12)? as u64,
                        stats: r.get(13)?,
                        tool_version: r.get(14)?,
                    })
                },
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Counts of stored results by status.
    pub fn synth_totals(&self) -> Result<SynthTotals, StoreError> {
        self.conn
            .query_row(
                "SELECT count(*), coalesce(sum(status = 'found'), 0),
                        coalesce(sum(status = 'found' AND NOT coalesce(known_to_llvm, 0)), 0),
                        coalesce(sum(status = 'found' AND coalesce(known_to_llvm, 0)), 0),
                        coalesce(sum(status = 'none'), 0), coalesce(sum(status = 'timeout'), 0),
                        coalesce(sum(status = 'error'), 0), coalesce(sum(seconds), 0.0)
                 FROM synth_results",
                [],
                |r| {
                    Ok(SynthTotals {
                        tried: r.get::<_, i64>(0)? as usize,
                        found: r.get::<_, i64>(1)? as usize,
                        novel: r.get::<_, i64>(2)? as usize,
                        known_to_llvm: r.get::<_, i64>(3)? as usize,
                        none: r.get::<_, i64>(4)? as usize,
                        timeout: r.get::<_, i64>(5)? as usize,
                        error: r.get::<_, i64>(6)? as usize,
                        seconds: r.get(7)?,
                    })
                },
            )
            .map_err(|e| self.err(e))
    }
}

impl crate::cost::CostCache for Store {
    fn get(&mut self, key: &str, cpu: &str) -> Option<Option<u32>> {
        self.conn
            .query_row(
                "SELECT uops FROM costs WHERE text_hash = ?1 AND cpu = ?2",
                params![key, cpu],
                |r| r.get::<_, Option<u32>>(0),
            )
            .optional()
            .ok()
            .flatten()
    }

    fn put(&mut self, key: &str, cpu: &str, uops: Option<u32>) {
        // A lost cache entry only costs a recomputation.
        let _ = self.conn.execute(
            "INSERT OR REPLACE INTO costs (text_hash, cpu, uops) VALUES (?1, ?2, ?3)",
            params![key, cpu, uops],
        );
    }
}
