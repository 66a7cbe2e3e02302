//! The work queue that `minotaur worker` processes share (table `work`, keyed by cut and
//! configuration): enqueuing, claiming under a lease with `FOR UPDATE SKIP LOCKED`
//! (SQLite: under its one write lock), heartbeats, and finishing, which writes the
//! result and releases the claim in one transaction. Leases are kept in seconds since
//! the epoch by the database's clock, so workers on machines whose clocks differ agree.
//!
//! Two results for one cut and configuration merge by a fixed rule ([`better`]), so the
//! stored result does not depend on which worker finished first.

use super::db::{values, Conn, Dialect, Row};
use super::synth::upsert_synth;
use super::{PendingCut, Store, StoreError, SynthRow, SynthStatus};
use std::time::Duration;

/// A claimed cut.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim {
    /// The cut.
    pub cut: PendingCut,
    /// The configuration it is claimed for.
    pub config: String,
    /// Its budget.
    pub budget: Duration,
    /// Which claim of the cut this is (1 for the first).
    pub attempt: u32,
    /// Who holds it.
    pub owner: String,
}

/// What asking for work gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Claimed {
    /// A cut to synthesize.
    Cut(Claim),
    /// A cut whose claims crashed too often was given up (stored as `error`); ask again.
    GaveUp(String),
    /// Nothing is queued, but live workers hold claims that may still run out.
    Wait,
    /// Nothing is queued or claimed: the queue is done.
    Empty,
}

/// The queue's counts for one configuration, by state.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct QueueCounts {
    /// Waiting for a worker.
    pub queued: usize,
    /// Held by a worker.
    pub claimed: usize,
    /// With a result.
    pub done: usize,
    /// Given up after too many crashed attempts.
    pub failed: usize,
}

impl Dialect {
    /// Now, in seconds since the epoch, by the database's clock.
    fn now(self) -> &'static str {
        match self {
            Dialect::Sqlite => "((julianday('now') - 2440587.5) * 86400.0)",
            Dialect::Postgres => "CAST(extract(epoch FROM clock_timestamp()) AS DOUBLE PRECISION)",
        }
    }

    /// What locks the claimed row against other claimers, who skip it (SQLite has one
    /// writer: the transaction's own lock does it).
    fn skip_locked(self) -> &'static str {
        match self {
            Dialect::Sqlite => "",
            Dialect::Postgres => "FOR UPDATE OF w SKIP LOCKED",
        }
    }
}

/// Where a result stands in the merge order: lower is better. `found` before `none`
/// before `timeout` before `error`; then the cheaper rewrite; then the smaller rewrite
/// text, then the smaller detail. Equal keys mean the same status and rewrite.
fn merge_key(status: SynthStatus, cost_after: Option<i64>, rewrite: &str, detail: &str) -> (u8, i64, String, String) {
    let rank = match status {
        SynthStatus::Found => 0,
        SynthStatus::None => 1,
        SynthStatus::Timeout => 2,
        SynthStatus::Error => 3,
    };
    (
        rank,
        cost_after.unwrap_or(i64::MAX),
        rewrite.to_string(),
        detail.to_string(),
    )
}

/// A minotaur version's order: its dot-separated numbers, then a release above its
/// pre-releases (`0.3.0-dev` < `0.3.0`, as semver has it), then its text (so that two
/// different versions never tie).
fn version_key(v: &str) -> (Vec<u64>, bool, &str) {
    let core = v.split(['-', '+']).next().unwrap_or("");
    let numbers = core.split('.').map_while(|p| p.parse::<u64>().ok()).collect();
    (numbers, !v.contains('-'), v)
}

/// True when `new` replaces the stored result `old` (status, cost after, rewrite, detail,
/// tool version): a proved rewrite is never replaced by a result without one; between
/// two with one or two without, the newer minotaur version's wins; of one version, the
/// one strictly earlier in the merge order. Either way the outcome does not depend on
/// which of the two came first.
fn better(new: &SynthRow, old: &Row) -> Result<bool, String> {
    let status: SynthStatus = old.get(0)?;
    let (new_found, old_found) = (new.status == SynthStatus::Found, status == SynthStatus::Found);
    if new_found != old_found {
        return Ok(new_found);
    }
    let old_version: String = old.get(4)?;
    if old_version != new.tool_version {
        return Ok(version_key(&new.tool_version) > version_key(&old_version));
    }
    let old_key = merge_key(
        status,
        old.get(1)?,
        &old.get::<Option<String>>(2)?.unwrap_or_default(),
        &old.get::<String>(3)?,
    );
    let f = new.found.as_ref();
    let new_key = merge_key(
        new.status,
        f.map(|f| f.costs.cost_after as i64),
        f.map_or("", |f| f.rewrite.as_str()),
        &new.detail,
    );
    Ok(new_key < old_key)
}

/// Whether `new` goes into the store: `(had, store)`: the cut had a result, and `new`
/// is to be written (it had none, or [`better`] ranks `new` above it). First takes the
/// lock on the cut's result for the rest of transaction `tx`, so that writers of one
/// cut's result (workers of any configuration, an import) read and merge it one at a
/// time: on PostgreSQL a row lock on the cut that its sites' references do not wait for;
/// on SQLite the transaction's own write lock does it.
pub(super) fn weigh(tx: &mut Conn, new: &SynthRow) -> Result<(bool, bool), String> {
    if tx.dialect() == Dialect::Postgres {
        tx.query_opt(
            "SELECT hash FROM cuts WHERE hash = ?1 FOR NO KEY UPDATE",
            &values![&new.cut],
        )?;
    }
    let old = tx.query_opt(
        "SELECT status, cost_after, rewrite, detail, tool_version FROM synth_results WHERE cut = ?1",
        &values![&new.cut],
    )?;
    match old {
        None => Ok((false, true)),
        Some(old) => Ok((true, better(new, &old)?)),
    }
}

impl Store {
    /// Puts `cuts` on the queue of `config` with `budget` seconds each, in the order given
    /// (after what is queued already); a cut already on it (queued, claimed, done or given
    /// up) is left alone. Returns how many were added.
    pub fn enqueue(&mut self, config: &str, cuts: &[PendingCut], budget: f64) -> Result<usize, StoreError> {
        self.transaction("putting cuts on the work queue", |tx| {
            let base: i64 = tx
                .query_one(
                    "SELECT coalesce(max(priority), 0) FROM work WHERE config = ?1",
                    &values![config],
                )?
                .get(0)?;
            let mut added = 0;
            for (i, c) in cuts.iter().enumerate() {
                added += tx.execute(
                    "INSERT INTO work (cut, config, priority, budget, state, attempts)
                     VALUES (?1, ?2, ?3, ?4, 'queued', 0) ON CONFLICT (cut, config) DO NOTHING",
                    &values![&c.hash, config, base + 1 + i as i64, budget],
                )?;
            }
            Ok(added as usize)
        })
    }

    /// Claims the first queued cut of `config` (or one whose lease ran out) for `owner`
    /// for `lease` seconds. A cut whose claims were taken `max_attempts` times already is
    /// given up instead (stored as `error`).
    pub fn claim(&mut self, config: &str, owner: &str, lease: f64, max_attempts: u32) -> Result<Claimed, StoreError> {
        let d = self.dialect();
        let (now, lock) = (d.now(), d.skip_locked());
        let pick = format!(
            "SELECT w.cut, w.budget, w.attempts, c.text, w.last_error,
                    (SELECT count(*) FROM sites s WHERE s.cut = w.cut)
             FROM work w JOIN cuts c ON c.hash = w.cut
             WHERE w.config = ?1 AND (w.state = 'queued' OR (w.state = 'claimed' AND w.lease_until < {now}))
             ORDER BY w.priority, w.cut LIMIT 1 {lock}"
        );
        let take = format!(
            "UPDATE work SET state = 'claimed', owner = ?3, lease_until = {now} + ?4, attempts = attempts + 1
             WHERE cut = ?1 AND config = ?2"
        );
        self.write_transaction("claiming a cut", |tx| {
            let Some(r) = tx.query_opt(&pick, &values![config])? else {
                // Claims of live workers, or a queued cut that another worker is claiming
                // at this moment (skipped as locked): not empty yet.
                let left: i64 = tx
                    .query_one(
                        "SELECT count(*) FROM work WHERE config = ?1 AND state IN ('queued', 'claimed')",
                        &values![config],
                    )?
                    .get(0)?;
                return Ok(if left > 0 { Claimed::Wait } else { Claimed::Empty });
            };
            let hash: String = r.get(0)?;
            let attempts: i64 = r.get(2)?;
            if attempts >= max_attempts as i64 {
                let why: Option<String> = r.get(4)?;
                let why = why.unwrap_or_else(|| "its worker was lost (the claim's lease ran out)".into());
                give_up(tx, &hash, config, attempts, &why)?;
                return Ok(Claimed::GaveUp(hash));
            }
            tx.execute(&take, &values![&hash, config, owner, lease])?;
            Ok(Claimed::Cut(Claim {
                cut: PendingCut {
                    hash,
                    text: r.get(3)?,
                    sites: r.get(5)?,
                    // The queue's order was set when it was filled.
                    executions: None,
                },
                config: config.to_string(),
                budget: Duration::from_secs_f64(r.get::<f64>(1)?.max(0.0)),
                attempt: attempts as u32 + 1,
                owner: owner.to_string(),
            }))
        })
    }

    /// Extends the leases of `owner`'s claims of `cuts` (of `config`) to `lease` seconds
    /// from now; returns how many it still held. Only the claims a worker is working on
    /// are named, so a claim whose thread failed, or whose taking was never answered (a
    /// connection lost at its commit), runs out and is taken over.
    pub fn heartbeat(&mut self, config: &str, owner: &str, cuts: &[String], lease: f64) -> Result<usize, StoreError> {
        let now = self.dialect().now();
        let sql = format!(
            "UPDATE work SET lease_until = {now} + ?4
             WHERE cut = ?1 AND config = ?2 AND owner = ?3 AND state = 'claimed'"
        );
        self.transaction("extending leases", |tx| {
            let mut n = 0;
            for cut in cuts {
                n += tx.execute(&sql, &values![cut, config, owner, lease])?;
            }
            Ok(n as usize)
        })
    }

    /// Writes `row`, the result of claim `c`, and releases the claim, in one transaction.
    /// A result already stored for the cut (by a worker that took the claim over) is
    /// replaced only when `row` is better ([`better`]): the outcome does not depend on
    /// the order the two finished in. Returns whether `row` was stored.
    pub fn finish_work(&mut self, c: &Claim, row: &SynthRow) -> Result<bool, StoreError> {
        let hash = &c.cut.hash;
        self.write_transaction(&format!("storing the result of cut {hash}"), |tx| {
            let row = SynthRow {
                config: Some(c.config.clone()),
                ..row.clone()
            };
            let (_, store) = weigh(tx, &row)?;
            if store {
                upsert_synth(tx, &row)?;
            }
            tx.execute(
                "UPDATE work SET state = 'done', owner = NULL, lease_until = NULL WHERE cut = ?1 AND config = ?2",
                &values![hash, &c.config],
            )?;
            Ok(store)
        })
    }

    /// Releases claim `c` whose synthesis process died (`why`): back on the queue, or
    /// given up (stored as `error`) when it was the `max_attempts`-th. Returns whether it
    /// was given up.
    pub fn release_crashed(&mut self, c: &Claim, why: &str, max_attempts: u32) -> Result<bool, StoreError> {
        let lock = match self.dialect() {
            Dialect::Sqlite => "",
            Dialect::Postgres => "FOR UPDATE",
        };
        self.write_transaction(&format!("releasing cut {}", c.cut.hash), |tx| {
            // Only a claim still held: one taken over after its lease ran out (or done by
            // then) is the other worker's now.
            let held = tx.query_opt(
                &format!(
                    "SELECT attempts FROM work
                     WHERE cut = ?1 AND config = ?2 AND owner = ?3 AND state = 'claimed' {lock}"
                ),
                &values![&c.cut.hash, &c.config, &c.owner],
            )?;
            let Some(held) = held else { return Ok(false) };
            let attempts: i64 = held.get(0)?;
            if attempts >= max_attempts as i64 {
                give_up(tx, &c.cut.hash, &c.config, attempts, why)?;
                return Ok(true);
            }
            tx.execute(
                "UPDATE work SET state = 'queued', owner = NULL, lease_until = NULL, last_error = ?3
                 WHERE cut = ?1 AND config = ?2",
                &values![&c.cut.hash, &c.config, why],
            )?;
            Ok(false)
        })
    }

    /// The queue of `config`, counted by state.
    pub fn queue_counts(&self, config: &str) -> Result<QueueCounts, StoreError> {
        let rows = self.query(
            "SELECT state, count(*) FROM work WHERE config = ?1 GROUP BY state ORDER BY state",
            &values![config],
        )?;
        let mut q = QueueCounts::default();
        for (state, n) in self.rows(rows, |r| Ok((r.get::<String>(0)?, r.get::<usize>(1)?)))? {
            match state.as_str() {
                "queued" => q.queued = n,
                "claimed" => q.claimed = n,
                "done" => q.done = n,
                _ => q.failed += n,
            }
        }
        Ok(q)
    }

    /// Each cut of `config`'s queue with its state and attempts, in the order they are
    /// claimed.
    pub fn queue_rows(&self, config: &str) -> Result<Vec<(String, String, u32)>, StoreError> {
        let rows = self.query(
            "SELECT cut, state, attempts FROM work WHERE config = ?1 ORDER BY priority, cut",
            &values![config],
        )?;
        self.rows(rows, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
    }
}

/// Gives up cut `hash` of `config` after `attempts` crashed claims: its work row `failed`
/// and an `error` result saying why (replacing no better result).
fn give_up(tx: &mut Conn, hash: &str, config: &str, attempts: i64, why: &str) -> Result<(), String> {
    tx.execute(
        "UPDATE work SET state = 'failed', owner = NULL, lease_until = NULL WHERE cut = ?1 AND config = ?2",
        &values![hash, config],
    )?;
    let mut row = SynthRow::new(hash, "");
    row.config = Some(config.to_string());
    row.detail = format!("gave up after {attempts} crashed attempts: {why}");
    if weigh(tx, &row)?.1 {
        upsert_synth(tx, &row)?;
    }
    Ok(())
}
