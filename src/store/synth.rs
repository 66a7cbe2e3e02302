//! Synthesis results: which cuts still need a search (most frequent first), one result
//! row per cut written in one transaction, the found rewrites, and the llvm-mca cost
//! cache.

use super::db::{values, Conn, Row, Value};
use super::found::{Costs, Found, FoundRow, SynthStatus};
use super::{Store, StoreError, TOOL_VERSION};
use serde::Serialize;

/// The result of synthesizing one cut.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct SynthRow {
    /// The cut's hash.
    pub cut: String,
    /// How the search ended.
    pub status: SynthStatus,
    /// Why nothing was found, or what went wrong (empty when found).
    pub detail: String,
    /// The rewrite kept (exactly when `status` is `found`).
    pub found: Option<Found>,
    /// The CPU costed for.
    pub cpu: String,
    /// Wall time of the search.
    pub seconds: f64,
    /// Candidates the search looked at.
    pub candidates: u64,
    /// The search's statistics, as JSON.
    pub stats: String,
    /// The per-cut budget the search had, in seconds (0 when unknown).
    pub budget: f64,
    /// The pass of the run that wrote the row (1: the quick pass; 0 when unknown).
    pub pass: u32,
    /// The minotaur version that wrote the row.
    pub tool_version: String,
    /// The hash of the configuration the result was computed under (`synth::Config`;
    /// `None` for results of minotaur versions that did not record it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub config: Option<String>,
}

impl SynthRow {
    /// A row for `cut` with no result yet (status `error`, no detail).
    pub fn new(cut: &str, cpu: &str) -> SynthRow {
        SynthRow {
            cut: cut.to_string(),
            status: SynthStatus::Error,
            detail: String::new(),
            found: None,
            cpu: cpu.to_string(),
            seconds: 0.0,
            candidates: 0,
            stats: "{}".into(),
            budget: 0.0,
            pass: 0,
            tool_version: TOOL_VERSION.to_string(),
            config: None,
        }
    }
}

/// The order cuts are searched in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutRank {
    /// Cuts of at most `small` instructions first, most sites first within each part.
    Sites {
        /// Cuts of at most this many instructions first.
        small: usize,
    },
    /// The most executed first (profile counts summed over sites), then most sites.
    Hot,
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
    /// How many times its sites ran in the profiled runs, summed (`None`: no site has a
    /// profile count).
    pub executions: Option<u64>,
}

/// Novel found rewrites of one configuration (see [`Store::found_by_config`]).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ConfigCount {
    /// The configuration's hash (`None`: not recorded, before minotaur recorded it).
    pub config: Option<String>,
    /// The minotaur version.
    pub tool_version: String,
    /// The CPU costed for.
    pub cpu: String,
    /// Novel found rewrites.
    pub found: usize,
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
    /// Cuts with no result, or with a result of another configuration than `config` (the
    /// hash of `synth::Config`: another minotaur version, CPU or search options; or one
    /// not recorded) that found nothing: those of at most `small` instructions first, then
    /// the rest; most sites first within each (ties by hash). At most `limit`. A found
    /// rewrite stays whatever its configuration (it is proved; `rules` says which
    /// configurations its rewrites come from).
    pub fn pending_cuts(&self, config: &str, small: usize, limit: usize) -> Result<Vec<PendingCut>, StoreError> {
        self.pending(config, CutRank::Sites { small }, limit)
    }

    /// [`Store::pending_cuts`] hottest first: by the summed execution counts of their
    /// sites (cuts without any last), then by sites.
    pub fn pending_hot_cuts(&self, config: &str, limit: usize) -> Result<Vec<PendingCut>, StoreError> {
        self.pending(config, CutRank::Hot, limit)
    }

    fn pending(&self, config: &str, order: CutRank, limit: usize) -> Result<Vec<PendingCut>, StoreError> {
        self.cuts_where(
            "LEFT JOIN synth_results r ON r.cut = c.hash
             WHERE r.cut IS NULL OR (coalesce(r.config, '') != ?1 AND r.status != 'found')",
            Value::from(config),
            None,
            order,
            limit,
        )
    }

    /// True when some site has a profile count (the store holds a profiled crawl).
    pub fn has_executions(&self) -> Result<bool, StoreError> {
        let n: i64 = self
            .query_one("SELECT count(*) FROM sites WHERE executions IS NOT NULL", &[])?
            .get(0)
            .map_err(|e| self.err(e))?;
        Ok(n > 0)
    }

    /// The profile counts of all sites summed (0 without a profiled crawl).
    pub fn total_executions(&self) -> Result<u64, StoreError> {
        let n: Option<i64> = self
            .query_one("SELECT CAST(sum(executions) AS BIGINT) FROM sites", &[])?
            .get(0)
            .map_err(|e| self.err(e))?;
        Ok(n.unwrap_or(0).max(0) as u64)
    }

    /// Cuts whose result of this minotaur version is a `timeout` with a budget below
    /// `budget` seconds (a quick pass's), to be searched again, but not those whose level
    /// stopped on a projection over `max_projected` seconds; in the order `rank`. At most
    /// `limit`.
    pub fn timeouts_to_retry(
        &self,
        budget: f64,
        max_projected: f64,
        rank: CutRank,
        limit: usize,
    ) -> Result<Vec<PendingCut>, StoreError> {
        // A level that stopped on its projection (`stats.projected`, seconds) is retried
        // only when that fits: more time would not finish it either.
        let projected = self.dialect().json_number("r.stats", "projected");
        let fits = format!("coalesce({projected}, 0) <= {max_projected:.3}");
        self.cuts_where(
            &format!(
                "JOIN synth_results r ON r.cut = c.hash
                 WHERE r.tool_version = ?1 AND r.status = 'timeout' AND coalesce(r.budget, 0) < ?3 AND {fits}"
            ),
            Value::from(TOOL_VERSION),
            Some(Value::from(budget - 1e-6)),
            rank,
            limit,
        )
    }

    /// The cuts `c` that `join_where` selects (with `?1`: `first`, `?3`: `third`), in
    /// `order` (ties by hash), at most `limit`.
    fn cuts_where(
        &self,
        join_where: &str,
        first: Value,
        third: Option<Value>,
        order: CutRank,
        limit: usize,
    ) -> Result<Vec<PendingCut>, StoreError> {
        let order_by = match order {
            CutRank::Sites { small } => format!("insts > {}, n DESC", small.min(i64::MAX as usize)),
            CutRank::Hot => "e IS NULL, e DESC, n DESC".to_string(),
        };
        // A subquery, so that the order may be an expression of the counts (PostgreSQL
        // takes only bare output names in ORDER BY).
        let sql = format!(
            "SELECT hash, text, n, e FROM (
                 SELECT c.hash, c.text, c.insts, (SELECT count(*) FROM sites s WHERE s.cut = c.hash) AS n,
                        (SELECT CAST(sum(s.executions) AS BIGINT) FROM sites s WHERE s.cut = c.hash) AS e
                 FROM cuts c {join_where}) t
             ORDER BY {order_by}, hash LIMIT ?2"
        );
        let mut params = vec![first, Value::from(limit.min(i64::MAX as usize))];
        params.extend(third);
        let rows = self.query(&sql, &params)?;
        self.rows(rows, |r| {
            Ok(PendingCut {
                hash: r.get(0)?,
                text: r.get(1)?,
                sites: r.get(2)?,
                executions: r.get(3)?,
            })
        })
    }

    /// Stores (or replaces) one cut's result, in one transaction.
    pub fn record_synth(&mut self, r: &SynthRow) -> Result<(), StoreError> {
        self.transaction(&format!("storing the result of cut {}", r.cut), |tx| {
            upsert_synth(tx, r)
        })
    }

    /// The found rewrites (novel ones only unless `all`), by sites, then hash.
    pub fn rewrites(&self, all: bool) -> Result<Vec<FoundRow>, StoreError> {
        let shared = self.dialect().concat("s.shared", "','", "s.file, s.function, s.inst");
        let rows = self.query(
            &format!(
                "SELECT {FOUND_COLUMNS}, (SELECT count(*) FROM sites s WHERE s.cut = r.cut) AS n,
                        (SELECT count(DISTINCT s.file) FROM sites s WHERE s.cut = r.cut), r.seconds,
                        (SELECT {shared} FROM sites s WHERE s.cut = r.cut),
                        (SELECT CAST(sum(s.executions) AS BIGINT) FROM sites s WHERE s.cut = r.cut)
                 FROM synth_results r
                 WHERE r.status = 'found' AND (?1 = 1 OR coalesce(r.known_to_llvm, 0) = 0)
                 ORDER BY n DESC, r.cut"
            ),
            &values![all],
        )?;
        let rows = self.rows(rows, |r| {
            // A `found` row always has its rewrite; one that lacks a part is skipped.
            found_of(r)?
                .map(|found| -> Result<FoundRow, String> {
                    Ok(FoundRow {
                        found,
                        sites: r.get(FOUND_NCOLS)?,
                        files: r.get(FOUND_NCOLS + 1)?,
                        seconds: r.get(FOUND_NCOLS + 2)?,
                        shared: r
                            .get::<Option<String>>(FOUND_NCOLS + 3)?
                            .unwrap_or_default()
                            .split(',')
                            .filter_map(|v| v.parse().ok())
                            .collect(),
                        executions: r.get::<Option<i64>>(FOUND_NCOLS + 4)?.map(|n| n.max(0) as u64),
                    })
                })
                .transpose()
        })?;
        Ok(rows.into_iter().flatten().collect())
    }

    /// One cut's result.
    pub fn synth_result(&self, cut: &str) -> Result<Option<SynthRow>, StoreError> {
        let rows = self.query(
            &format!(
                "SELECT {FOUND_COLUMNS}, r.status, r.detail, r.seconds, r.candidates, r.stats, r.tool_version,
                        coalesce(r.budget, 0.0), coalesce(r.pass, 0), r.config
                 FROM synth_results r WHERE r.cut = ?1"
            ),
            &values![cut],
        )?;
        let rows = self.rows(rows, |r| {
            let n = FOUND_NCOLS;
            let status: SynthStatus = r.get(n)?;
            Ok(SynthRow {
                cut: r.get(0)?,
                status,
                detail: r.get(n + 1)?,
                found: if status == SynthStatus::Found {
                    found_of(r)?
                } else {
                    None
                },
                cpu: r.get(3)?,
                seconds: r.get(n + 2)?,
                candidates: r.get(n + 3)?,
                stats: r.get(n + 4)?,
                tool_version: r.get(n + 5)?,
                budget: r.get(n + 6)?,
                pass: r.get(n + 7)?,
                config: r.get(n + 8)?,
            })
        })?;
        Ok(rows.into_iter().next())
    }

    /// The novel found rewrites counted by the configuration they were computed under,
    /// most first: more than one means a store's rules draw on several configurations.
    pub fn found_by_config(&self) -> Result<Vec<ConfigCount>, StoreError> {
        let rows = self.query(
            "SELECT config, tool_version, cpu, count(*) FROM synth_results
             WHERE status = 'found' AND coalesce(known_to_llvm, 0) = 0
             GROUP BY config, tool_version, cpu
             ORDER BY 4 DESC, coalesce(config, ''), tool_version, cpu",
            &[],
        )?;
        self.rows(rows, |r| {
            Ok(ConfigCount {
                config: r.get(0)?,
                tool_version: r.get(1)?,
                cpu: r.get(2)?,
                found: r.get(3)?,
            })
        })
    }

    /// Counts of stored results by status.
    pub fn synth_totals(&self) -> Result<SynthTotals, StoreError> {
        let count = |cond: &str| format!("CAST(coalesce(sum(CASE WHEN {cond} THEN 1 ELSE 0 END), 0) AS BIGINT)");
        let r = self.query_one(
            &format!(
                "SELECT count(*), {}, {}, {}, {}, {}, {}, coalesce(sum(seconds), 0.0) FROM synth_results",
                count("status = 'found'"),
                count("status = 'found' AND coalesce(known_to_llvm, 0) = 0"),
                count("status = 'found' AND coalesce(known_to_llvm, 0) <> 0"),
                count("status = 'none'"),
                count("status = 'timeout'"),
                count("status = 'error'"),
            ),
            &[],
        )?;
        let t = || -> Result<SynthTotals, String> {
            Ok(SynthTotals {
                tried: r.get(0)?,
                found: r.get(1)?,
                novel: r.get(2)?,
                known_to_llvm: r.get(3)?,
                none: r.get(4)?,
                timeout: r.get(5)?,
                error: r.get(6)?,
                seconds: r.get(7)?,
            })
        };
        t().map_err(|e| self.err(e))
    }
}

/// The columns of `synth_results` that [`upsert_synth`] writes, in its order.
pub(super) const SYNTH_COLUMNS: &str = "cut, status, detail, rewrite, src_tgt, cost_before, cost_after, llvm_cost, \
     known_to_llvm, measure, cpu, seconds, candidates, stats, tool_version, gain, insts_before, insts_after, budget, pass, \
     config";

/// Stores (or replaces) one cut's result `r` in the open transaction `tx`.
pub(super) fn upsert_synth(tx: &mut Conn, r: &SynthRow) -> Result<(), String> {
    let f = r.found.as_ref();
    let params = values![
        &r.cut,
        r.status,
        &r.detail,
        f.map(|f| &f.rewrite),
        f.map(|f| &f.src_tgt),
        f.map(|f| f.costs.cost_before),
        f.map(|f| f.costs.cost_after),
        f.and_then(|f| f.costs.llvm_cost),
        f.map(|f| f.costs.known_to_llvm),
        f.map(|f| f.costs.measure),
        &r.cpu,
        r.seconds,
        r.candidates,
        &r.stats,
        &r.tool_version,
        f.map(|f| f.costs.gain),
        f.and_then(|f| f.costs.insts_before),
        f.and_then(|f| f.costs.insts_after),
        r.budget,
        r.pass,
        r.config.as_ref()
    ];
    let placeholders: Vec<String> = (1..=params.len()).map(|i| format!("?{i}")).collect();
    let sql = format!(
        "INSERT INTO synth_results ({SYNTH_COLUMNS}) VALUES ({})
         ON CONFLICT (cut) DO UPDATE SET {}",
        placeholders.join(", "),
        SYNTH_COLUMNS
            .split(", ")
            .skip(1)
            .map(|c| c.trim())
            .map(|c| format!("{c} = excluded.{c}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    tx.execute(&sql, &params).map(|_| ())
}

/// The columns [`found_of`] reads, in its order (table alias `r`).
pub(super) const FOUND_COLUMNS: &str =
    "r.cut, r.rewrite, r.src_tgt, r.cpu, r.cost_before, r.cost_after, r.llvm_cost, r.known_to_llvm, r.measure,
     r.gain, r.insts_before, r.insts_after";
const FOUND_NCOLS: usize = 12;

/// The found rewrite of a row that starts with [`FOUND_COLUMNS`]; `None` when the row has
/// no rewrite (a status other than `found`, or a row missing a cost).
pub(super) fn found_of(r: &Row) -> Result<Option<Found>, String> {
    let (Some(rewrite), Some(src_tgt), Some(cost_before), Some(cost_after), Some(measure)) = (
        r.get::<Option<String>>(1)?,
        r.get::<Option<String>>(2)?,
        r.get::<Option<u32>>(4)?,
        r.get::<Option<u32>>(5)?,
        r.get(8)?,
    ) else {
        return Ok(None);
    };
    Ok(Some(Found {
        cut: r.get(0)?,
        rewrite,
        src_tgt,
        cpu: r.get(3)?,
        costs: Costs {
            cost_before,
            cost_after,
            llvm_cost: r.get(6)?,
            known_to_llvm: r.get::<Option<bool>>(7)?.unwrap_or(false),
            measure,
            // Rows written before the criterion was stored were all strictly cheaper.
            gain: r.get::<Option<super::Gain>>(9)?.unwrap_or_default(),
            insts_before: r.get(10)?,
            insts_after: r.get(11)?,
        },
    }))
}

impl crate::cost::CostCache for Store {
    fn get(&mut self, key: &str, cpu: &str) -> Option<Option<u32>> {
        let row = self
            .query(
                "SELECT uops FROM costs WHERE text_hash = ?1 AND cpu = ?2",
                &values![key, cpu],
            )
            .ok()?
            .into_iter()
            .next()?;
        row.get::<Option<u32>>(0).ok()
    }

    fn put(&mut self, key: &str, cpu: &str, uops: Option<u32>) {
        // A lost cache entry only costs a recomputation.
        let _ = self.execute(
            "INSERT INTO costs (text_hash, cpu, uops) VALUES (?1, ?2, ?3)
             ON CONFLICT (text_hash, cpu) DO UPDATE SET uops = excluded.uops",
            &values![key, cpu, uops],
        );
    }
}
