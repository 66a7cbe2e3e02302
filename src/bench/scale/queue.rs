//! The work queue alone: `K` threads, each with its own connection, claim cuts and finish
//! them with an empty result (no synthesis) through the store's own `claim` and
//! `finish_work`, as fast as the server lets them: the queue's transactions per second,
//! and from it how many workers one server sustains at a measured time per cut.

use crate::bench::{round, Error};
use crate::store::{Claimed, PendingCut, Store, SynthRow, SynthStatus};
use crate::util::{Order, Pool};
use serde::Serialize;
use std::sync::Barrier;
use std::time::Instant;

/// The queue micro-benchmark.
#[derive(Clone, Debug, Serialize)]
pub struct QueueBench {
    /// How the numbers are computed, in words.
    pub how: String,
    /// One row per thread count.
    pub rows: Vec<QueueRow>,
    /// Seconds one worker process spends per cut (the 1-worker PostgreSQL run's wall
    /// seconds over its cuts; `None` without that run).
    pub seconds_per_cut: Option<f64>,
    /// Workers one server sustains: the best `tx_per_sec` × `seconds_per_cut` / 2.
    pub sustained_workers: Option<f64>,
}

/// The queue at one thread count.
#[derive(Clone, Debug, Serialize)]
pub struct QueueRow {
    /// Cuts claimed and finished.
    pub claims: usize,
    /// Wall seconds of the claiming (connections opened and cuts enqueued before it).
    pub seconds: f64,
    /// Threads, each with its own connection.
    pub threads: usize,
    /// Transactions: a claim and a finish per cut.
    pub transactions: usize,
    /// Transactions per second (one decimal).
    pub tx_per_sec: f64,
}

const LEASE: f64 = 60.0;

/// Runs the micro-benchmark on the PostgreSQL database `url` (crawled, no results yet)
/// for each thread count of `threads`, `claims` claims each (at least every cut once).
pub(super) fn bench(
    url: &str,
    threads: &[usize],
    claims: usize,
    seconds_per_cut: Option<f64>,
) -> Result<QueueBench, Error> {
    let mut store = Store::open_existing(url)?;
    let cuts: Vec<PendingCut> = store.pending_cuts("", usize::MAX, usize::MAX)?;
    if cuts.is_empty() {
        return Err(Error::Message(
            "the queue benchmark's database has no cuts (the crawl found none)".into(),
        ));
    }
    let mut rows = Vec::new();
    for &k in threads {
        // Enough queues of every cut for `claims` claims, filled before the clock starts.
        let rounds = claims.div_ceil(cuts.len()).max(1);
        let configs: Vec<String> = (0..rounds).map(|r| format!("queue-bench-{k}-{r}")).collect();
        for c in &configs {
            store.enqueue(c, &cuts, 1.0)?;
        }
        rows.push(one(url, k, &configs)?);
    }
    let best = rows.iter().map(|r| r.tx_per_sec).fold(0.0, f64::max);
    let sustained = seconds_per_cut.and_then(|s| round(best * s / 2.0, 1));
    Ok(QueueBench {
        how: "each thread opens its own connection, then claims cuts (Store::claim, one transaction) and \
              finishes each with an empty `none` result (Store::finish_work, one transaction) until every \
              queue is empty; tx_per_sec = 2 × claims / wall seconds. A worker process with one thread \
              makes 2 queue transactions per cut (and a heartbeat every 20 s, not counted), so a server \
              sustains tx_per_sec × seconds_per_cut / 2 workers before its queue is the bottleneck, with \
              the best tx_per_sec measured and seconds_per_cut from the 1-worker run"
            .into(),
        rows,
        seconds_per_cut: seconds_per_cut.and_then(|s| round(s, 3)),
        sustained_workers: sustained,
    })
}

/// `k` threads through the queues `configs` in order; the row of their claims.
fn one(url: &str, k: usize, configs: &[String]) -> Result<QueueRow, Error> {
    let start = Barrier::new(k);
    let mut spans: Vec<(usize, Instant, Instant)> = Vec::new();
    Pool::new(k, Order::Arrival).run(
        0..k,
        || (),
        |_, i| thread(url, i, configs, &start),
        |_, r| {
            spans.push(r?);
            Ok::<(), Error>(())
        },
    )?;
    let claims: usize = spans.iter().map(|s| s.0).sum();
    let t0 = spans.iter().map(|s| s.1).min();
    let t1 = spans.iter().map(|s| s.2).max();
    let secs = match (t0, t1) {
        (Some(a), Some(b)) => (b - a).as_secs_f64(),
        _ => 0.0,
    };
    let tx = 2 * claims;
    Ok(QueueRow {
        claims,
        seconds: round(secs, 3).unwrap_or(0.0),
        threads: k,
        transactions: tx,
        tx_per_sec: if secs > 0.0 {
            round(tx as f64 / secs, 1).unwrap_or(0.0)
        } else {
            0.0
        },
    })
}

/// One thread: its claims, when it started and when it was done.
fn thread(url: &str, i: usize, configs: &[String], start: &Barrier) -> Result<(usize, Instant, Instant), Error> {
    let opened = Store::open_existing(url);
    // Every thread reaches the barrier, opened or not, so none waits forever.
    start.wait();
    let mut store = opened?;
    let owner = format!("queue-bench:{}:{i}", std::process::id());
    let t0 = Instant::now();
    let mut claims = 0;
    for config in configs {
        loop {
            match store.claim(config, &owner, LEASE, 3)? {
                Claimed::Cut(c) => {
                    let mut row = SynthRow::new(&c.cut.hash, "");
                    row.status = SynthStatus::None;
                    row.detail = "queue benchmark".into();
                    store.finish_work(&c, &row)?;
                    claims += 1;
                }
                Claimed::GaveUp(_) => {}
                Claimed::Wait | Claimed::Empty => break,
            }
        }
    }
    Ok((claims, t0, Instant::now()))
}
