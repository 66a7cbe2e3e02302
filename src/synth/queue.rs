//! `minotaur worker` ([`work`] is `synth::work`): synthesis from the store's shared work
//! queue, so that any number of processes on any number of machines share one database's
//! cuts. A worker thread claims a cut under a lease (a time after which an unfinished
//! claim may be taken by another worker), a heartbeat extends the leases of the claims it
//! holds, and the result is written and the claim released in one transaction. A cut
//! whose claims keep ending in a crash (the worker process killed, the synthesis process
//! dying) is given up after a set number of attempts and stored as `error`. Two results
//! for one cut merge by a fixed rule ([`crate::store`]'s `finish_work`), so the results do
//! not depend on which worker finished first.
//!
//! A lost database connection (a restarted server, a network cut) is waited out: each
//! thread reconnects with a growing pause for up to [`WorkOptions::reconnect_for`], and a
//! result that could not be written is written after reconnecting.

use super::driver::{ask, crashed, result_row};
use super::Status;
use crate::store::{Claim, Claimed, PendingCut, Store, StoreError};
use crate::util::{Lines, Order, Pool, Worker, WorkerCmd};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How a worker process runs.
#[derive(Clone, Debug)]
pub struct WorkOptions {
    /// The database (a SQLite path or a `postgres://` URL).
    pub db: String,
    /// The configuration's hash (see [`super::Config`]): the queue's key, so workers of
    /// one configuration take only its cuts.
    pub config: String,
    /// The CPU costed for (resolved).
    pub cpu: String,
    /// Threads, each with its own synthesis process and database connection.
    pub jobs: usize,
    /// How to start a synthesis process.
    pub worker: WorkerCmd,
    /// A claim not extended for this long may be taken by another worker.
    pub lease: Duration,
    /// A cut whose claims ended in a crash this many times is given up (stored as `error`).
    pub max_attempts: u32,
    /// Stop claiming new cuts after this long (claims in flight are finished).
    pub budget: Duration,
    /// Put the pending cuts of the configuration on the queue first (`cut_budget` each,
    /// at most `limit`, most frequent first).
    pub enqueue: Option<Enqueue>,
    /// How long a thread keeps trying to reconnect to a lost database.
    pub reconnect_for: Duration,
    /// The name this process's claims are held under (`host:pid` by default).
    pub owner: String,
}

/// What to put on the queue before working.
#[derive(Clone, Debug)]
pub struct Enqueue {
    /// Each cut's budget.
    pub cut_budget: Duration,
    /// Cuts of at most this many instructions first.
    pub small_first: usize,
    /// At most this many cuts.
    pub limit: usize,
}

/// What a worker process did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct WorkSummary {
    /// The configuration's hash: the queue worked.
    pub config: String,
    /// Cuts this process put on the queue.
    pub enqueued: usize,
    /// Claims taken.
    pub claimed: usize,
    /// Results written, by status.
    pub by_status: BTreeMap<Status, usize>,
    /// Claims that ended with the synthesis process dying (put back on the queue, or
    /// given up).
    pub crashed: usize,
    /// Cuts given up after too many crashed attempts (stored as `error`).
    pub given_up: usize,
    /// Times a thread reconnected to the database.
    pub reconnects: usize,
    /// Wall time.
    pub seconds: f64,
    /// Seconds spent in the queue's own statements (claiming, writing, releasing),
    /// summed over threads.
    pub queue_seconds: f64,
}

/// Progress events.
pub enum WorkEvent<'a> {
    /// A cut was claimed.
    Claimed {
        /// The cut's hash.
        hash: &'a str,
    },
    /// A cut's result is stored.
    Done {
        /// The cut's hash.
        hash: &'a str,
        /// Its status.
        status: Status,
    },
    /// A cut was given up.
    GaveUp {
        /// The cut's hash.
        hash: &'a str,
    },
    /// The database could not be reached; retrying.
    Reconnecting {
        /// Why.
        error: String,
    },
}

/// Works the queue of `opts.config` until it is empty (no cut queued, none claimed by a
/// live worker) or the budget is spent.
pub fn work(opts: &WorkOptions, progress: &(dyn Fn(WorkEvent) + Sync)) -> Result<WorkSummary, StoreError> {
    let started = Instant::now();
    let mut sum = WorkSummary {
        config: opts.config.clone(),
        ..WorkSummary::default()
    };
    if let Some(q) = &opts.enqueue {
        let mut store = Store::open(&opts.db)?;
        // The limit counts cuts not on the queue yet (one done, or given up, under this
        // configuration while another's result stayed is pending but not new work).
        let queued: BTreeSet<String> = store.queue_rows(&opts.config)?.into_iter().map(|(c, _, _)| c).collect();
        let pending: Vec<PendingCut> = store
            .pending_cuts(&opts.config, q.small_first, usize::MAX)?
            .into_iter()
            .filter(|c| !queued.contains(&c.hash))
            .take(q.limit)
            .collect();
        sum.enqueued = store.enqueue(&opts.config, &pending, q.cut_budget.as_secs_f64())?;
    }
    let stop = AtomicBool::new(false);
    let reconnects = AtomicUsize::new(0);
    let ctx = Ctx {
        opts,
        progress,
        reconnects: &reconnects,
        held: Mutex::new(BTreeSet::new()),
    };
    let shared = Mutex::new(sum);
    std::thread::scope(|scope| -> Result<(), StoreError> {
        let beat = scope.spawn(|| heartbeat(&ctx, &stop));
        let out_of_time = || started.elapsed() >= opts.budget;
        let r = Pool::new(opts.jobs, Order::Arrival).run(
            0..opts.jobs.max(1),
            || (),
            |_, _| work_thread(&ctx, &out_of_time, &shared),
            |_, r| r,
        );
        stop.store(true, Ordering::Relaxed);
        let _ = beat.join();
        r.map(|_| ())
    })?;
    let mut sum = shared.into_inner().unwrap_or_else(|p| p.into_inner());
    sum.seconds = started.elapsed().as_secs_f64();
    sum.reconnects = reconnects.into_inner();
    Ok(sum)
}

/// One thread: claims, synthesizes and writes until the queue is empty or time is up.
fn work_thread(ctx: &Ctx, out_of_time: &(dyn Fn() -> bool + Sync), sum: &Mutex<WorkSummary>) -> Result<(), StoreError> {
    let (opts, progress) = (ctx.opts, ctx.progress);
    let mut conn = Conn::open(ctx)?;
    let mut w = Worker::new(opts.worker.clone(), Lines);
    let add = |f: &dyn Fn(&mut WorkSummary)| f(&mut sum.lock().unwrap_or_else(|p| p.into_inner()));
    while !out_of_time() {
        let t0 = Instant::now();
        let claimed = conn.retry(ctx, |s| {
            s.claim(&opts.config, &opts.owner, opts.lease.as_secs_f64(), opts.max_attempts)
        })?;
        let mut queue_secs = t0.elapsed().as_secs_f64();
        let c: Claim = match claimed {
            Claimed::Empty => break,
            Claimed::Wait => {
                // Only claims of live workers are left: one of them may still die.
                std::thread::sleep(opts.lease.min(Duration::from_secs(2)) / 2);
                continue;
            }
            Claimed::GaveUp(hash) => {
                add(&|s| s.given_up += 1);
                progress(WorkEvent::GaveUp { hash: &hash });
                continue;
            }
            Claimed::Cut(c) => c,
        };
        let _held = Held::new(&ctx.held, &c.cut.hash);
        add(&|s| s.claimed += 1);
        progress(WorkEvent::Claimed { hash: &c.cut.hash });
        let t1 = Instant::now();
        let hard = c.budget * super::driver::KILL_AFTER_BUDGETS + super::driver::KILL_GRACE;
        let budget_ms = Some(c.budget.as_millis() as u64);
        let answer = ask(&mut w, &c.cut, budget_ms, hard);
        let secs = t1.elapsed().as_secs_f64();
        // The queue's time is its statements only: choosing and costing the rewrite
        // (`result_row`, llvm-mca) is synthesis.
        let mut t2 = Instant::now();
        if let Some(why) = crashed(&answer) {
            let gave_up = conn.retry(ctx, |s| s.release_crashed(&c, &why, opts.max_attempts))?;
            add(&|s| {
                s.crashed += 1;
                s.given_up += gave_up as usize;
            });
            if gave_up {
                progress(WorkEvent::GaveUp { hash: &c.cut.hash });
            }
        } else {
            let mut row = result_row(&c.cut, answer, secs, &opts.cpu, conn.store_mut());
            row.budget = c.budget.as_secs_f64();
            row.pass = 1;
            t2 = Instant::now();
            conn.retry(ctx, |s| s.finish_work(&c, &row))?;
            add(&|s| *s.by_status.entry(row.status).or_default() += 1);
            progress(WorkEvent::Done {
                hash: &c.cut.hash,
                status: row.status,
            });
        }
        queue_secs += t2.elapsed().as_secs_f64();
        add(&|s| s.queue_seconds += queue_secs);
    }
    Ok(())
}

/// Extends this process's leases every third of a lease until `stop`.
fn heartbeat(ctx: &Ctx, stop: &AtomicBool) {
    let opts = ctx.opts;
    let every = opts.lease / 3;
    let mut conn: Option<Conn> = None;
    let mut last = Instant::now();
    while !stop.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(100).min(every));
        if last.elapsed() < every {
            continue;
        }
        last = Instant::now();
        if conn.is_none() {
            conn = Conn::open(ctx).ok();
        }
        let held: Vec<String> = ctx
            .held
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
            .cloned()
            .collect();
        if let Some(c) = &mut conn {
            if c.store
                .heartbeat(&opts.config, &opts.owner, &held, opts.lease.as_secs_f64())
                .is_err()
            {
                conn = None;
            }
        }
    }
}

/// What every thread shares.
struct Ctx<'a> {
    opts: &'a WorkOptions,
    progress: &'a (dyn Fn(WorkEvent) + Sync),
    /// Reconnections made, by all threads.
    reconnects: &'a AtomicUsize,
    /// The cuts this process's threads are working on: the heartbeat extends these
    /// claims only, so a claim a thread left behind (it failed, or a lost connection hid
    /// that its claim was taken) runs out and is taken over.
    held: Mutex<BTreeSet<String>>,
}

/// A cut in the process's held set while this lives (whatever way its thread leaves).
struct Held<'a> {
    set: &'a Mutex<BTreeSet<String>>,
    cut: String,
}

impl<'a> Held<'a> {
    fn new(set: &'a Mutex<BTreeSet<String>>, cut: &str) -> Held<'a> {
        set.lock().unwrap_or_else(|p| p.into_inner()).insert(cut.to_string());
        Held {
            set,
            cut: cut.to_string(),
        }
    }
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        self.set.lock().unwrap_or_else(|p| p.into_inner()).remove(&self.cut);
    }
}

/// A thread's database connection, reopened when lost.
struct Conn {
    store: Store,
}

impl Conn {
    /// Opens the database, waiting out a lost server for up to `reconnect_for`.
    fn open(ctx: &Ctx) -> Result<Conn, StoreError> {
        let started = Instant::now();
        let mut pause = Duration::from_millis(200);
        loop {
            match Store::open(&ctx.opts.db) {
                Ok(store) => return Ok(Conn { store }),
                Err(e) if e.is_connection() && started.elapsed() < ctx.opts.reconnect_for => {
                    (ctx.progress)(WorkEvent::Reconnecting { error: e.to_string() });
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_secs(5));
                }
                Err(e) => return Err(e),
            }
        }
    }

    fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }

    /// Runs `f`, reconnecting and running it again while the connection is lost (each
    /// call is one transaction, so running it again is safe).
    fn retry<T>(&mut self, ctx: &Ctx, mut f: impl FnMut(&mut Store) -> Result<T, StoreError>) -> Result<T, StoreError> {
        let started = Instant::now();
        loop {
            match f(&mut self.store) {
                Err(e) if e.is_connection() && started.elapsed() < ctx.opts.reconnect_for => {
                    (ctx.progress)(WorkEvent::Reconnecting { error: e.to_string() });
                    *self = Conn::open(ctx)?;
                    ctx.reconnects.fetch_add(1, Ordering::Relaxed);
                }
                r => return r,
            }
        }
    }
}
