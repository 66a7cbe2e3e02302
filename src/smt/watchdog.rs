//! A deadline that holds for every solver check, whatever happens inside Z3.
//!
//! Z3's own timeout is one timer per check that cancels the context once, when it
//! fires. That cancellation can be lost: on a quantified query with a timeout of a few
//! milliseconds, Z3 4.8.12 (the command-line `z3` as well as the library) sometimes
//! never returns — 3 runs in 30 of one query from
//! `tests/data/synth/x86op_ternlog_minority_d512.ll` at `(set-option :timeout 3)` ran
//! until killed, while the same query stops at 3.05 s with a 3,000 ms timeout. The timer
//! fires early in the check and a later phase of the check starts afresh, with nothing
//! left to stop it (issue 50: a synthesis test that never ended on CI).
//!
//! So each check also registers here: one thread for the process watches every
//! registered check and, once a check is past its deadline plus [`GRACE`] (when Z3's
//! timer has had every chance), interrupts
//! its context (`Z3_interrupt`) and again every [`REPEAT`] until the check returns.
//! An interrupt is the same cancellation as the timer's, asked for again and again, so a
//! lost one is made good within [`REPEAT`]. A check is unregistered before its
//! [`Query`](super::Query) reads the answer, under the same lock, so no interrupt ever
//! reaches a context after its check returned. What an interrupted check answers is
//! `unknown` ("canceled"), which the callers treat as a timeout: never a verdict.
//!
//! No resource limit (`rlimit`) is set beside it: tried at 100,000 units per millisecond
//! of the budget (25-40 times what the hardest bit-vector queries measured spend), it
//! stopped floating-point checks long before their time (a solver-only verdict file
//! decided in 0.64 s took 89 s with it), so the clock stays the one budget.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How long past its deadline a check runs before the watchdog interrupts it: Z3's own
/// timer gets this long to stop the check by itself. An interrupt leaves the context
/// cancelled for good (Z3 4.8.12 does not reset it), so every later check of the same
/// query answers `unknown` at once: the watchdog is a last resort for a lost timer,
/// never a race with a timer that is merely slow (at 50 ms it cut floating-point checks
/// that Z3's timer stops after longer, and a verdict file decided in 0.6 s took 90 s).
pub const GRACE: Duration = Duration::from_millis(1000);

/// How often an overdue check is interrupted again.
pub const REPEAT: Duration = Duration::from_millis(100);

struct Entry {
    /// The raw context, valid while the entry is registered (its check is running).
    ctx: usize,
    /// When to interrupt it next.
    next: Instant,
}

#[derive(Default)]
struct Table {
    live: BTreeMap<u64, Entry>,
}

struct Watchdog {
    table: Mutex<Table>,
    wake: Condvar,
    next_id: AtomicU64,
    /// Interrupts sent since the process started.
    interrupts: AtomicU64,
}

fn watchdog() -> &'static Watchdog {
    static W: OnceLock<Watchdog> = OnceLock::new();
    W.get_or_init(|| {
        std::thread::Builder::new()
            .name("z3-watchdog".into())
            .spawn(run)
            .expect("the solver watchdog thread starts");
        Watchdog {
            table: Mutex::new(Table::default()),
            wake: Condvar::new(),
            next_id: AtomicU64::new(0),
            interrupts: AtomicU64::new(0),
        }
    })
}

fn run() {
    let w = watchdog();
    let mut t = w.table.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        let now = Instant::now();
        let mut soonest: Option<Instant> = None;
        for e in t.live.values_mut() {
            if e.next <= now {
                // SAFETY: the entry is registered, so its check is running and its context
                // alive; `Z3_interrupt` may be called from another thread.
                if let Some(ctx) = std::ptr::NonNull::new(e.ctx as *mut z3_sys::_Z3_context) {
                    unsafe { z3_sys::Z3_interrupt(ctx) };
                }
                w.interrupts.fetch_add(1, Ordering::Relaxed);
                e.next = now + REPEAT;
            }
            soonest = Some(soonest.map_or(e.next, |s: Instant| s.min(e.next)));
        }
        t = match soonest {
            None => w.wake.wait(t).unwrap_or_else(|e| e.into_inner()),
            Some(s) => {
                let wait = s.saturating_duration_since(Instant::now());
                w.wake.wait_timeout(t, wait).unwrap_or_else(|e| e.into_inner()).0
            }
        };
    }
}

/// A registered check; unregistered when dropped.
pub struct Guard {
    id: u64,
}

/// Watches a check on `ctx` that must end by `deadline` (`None`: no limit, nothing to
/// watch). Keep the guard for the check's duration and drop it before reading the answer.
pub fn watch(ctx: &z3::Context, deadline: Option<Instant>) -> Option<Guard> {
    let deadline = deadline?;
    let w = watchdog();
    let id = w.next_id.fetch_add(1, Ordering::Relaxed);
    let entry = Entry {
        ctx: ctx.get_z3_context().as_ptr() as usize,
        next: deadline + GRACE,
    };
    w.table.lock().unwrap_or_else(|e| e.into_inner()).live.insert(id, entry);
    w.wake.notify_one();
    Some(Guard { id })
}

impl Drop for Guard {
    fn drop(&mut self) {
        let w = watchdog();
        w.table.lock().unwrap_or_else(|e| e.into_inner()).live.remove(&self.id);
    }
}

/// How many interrupts the watchdog has sent since the process started (a check whose
/// own timer held needs none).
pub fn interrupts() -> u64 {
    watchdog().interrupts.load(Ordering::Relaxed)
}
