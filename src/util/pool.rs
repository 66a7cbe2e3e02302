//! The one thread pool of the project: a fixed number of threads take items from a shared
//! queue, each with its own state (typically a worker process, made once per thread),
//! and send what they make back to the calling thread, which commits the results one at
//! a time (a store is written by one writer). Results are committed either in item order
//! (so ids and rows do not depend on timing) or as they arrive. A commit may fail, which
//! ends the run; a stop condition ends the taking of new items (a time budget).
//!
//! ```
//! use minotaur::util::{Order, Pool};
//! let mut squares = Vec::new();
//! let states = Pool::new(3, Order::Items)
//!     .run(1..=5u64, || 0usize, |done, x| { *done += 1; x * x }, |_, sq| {
//!         squares.push(sq);
//!         Ok::<(), ()>(())
//!     })
//!     .unwrap();
//! assert_eq!(squares, [1, 4, 9, 16, 25]);
//! assert_eq!(states.iter().sum::<usize>(), 5);
//! ```

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Mutex};

/// The order in which results reach the commit callback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// In the items' order: a result that arrives early waits until the results of all
    /// earlier items are committed. What is committed then does not depend on timing.
    Items,
    /// As the results arrive (each is committed as soon as it is made).
    Arrival,
}

/// A thread pool for one run over a list of items; see the module doc.
pub struct Pool<'a> {
    jobs: usize,
    order: Order,
    stop: Option<&'a (dyn Fn() -> bool + Sync)>,
}

impl<'a> Pool<'a> {
    /// A pool of `jobs` threads (at least one, and never more than there are items) that
    /// commits in `order`.
    pub fn new(jobs: usize, order: Order) -> Pool<'a> {
        Pool {
            jobs: jobs.max(1),
            order,
            stop: None,
        }
    }

    /// Stops taking new items once `stop` answers true (asked by each thread before it
    /// takes an item: a deadline, or a total reached). Items already taken are finished
    /// and committed.
    pub fn stop_when(mut self, stop: &'a (dyn Fn() -> bool + Sync)) -> Pool<'a> {
        self.stop = Some(stop);
        self
    }

    /// Runs `work` on each of `items` in the pool's threads and `commit` on each result
    /// on the calling thread, with the item's index (its place in `items`).
    ///
    /// Each thread makes its state with `init` when it takes its first item and keeps it
    /// for the items it takes after; a thread that gets no item makes none. When the run
    /// ends, the states are returned (for totals such as worker processes started).
    ///
    /// The first error `commit` returns ends the run: no new item is taken, results
    /// still being made are dropped, and the error is returned. A panic in `work` stops
    /// the taking of new items and is then raised again on the calling thread.
    pub fn run<I, S, R, E>(
        &self,
        items: I,
        init: impl Fn() -> S + Sync,
        work: impl Fn(&mut S, I::Item) -> R + Sync,
        mut commit: impl FnMut(usize, R) -> Result<(), E>,
    ) -> Result<Vec<S>, E>
    where
        I: IntoIterator,
        I::IntoIter: Send,
        I::Item: Send,
        S: Send,
        R: Send,
    {
        let items = items.into_iter();
        let threads = self.jobs.min(items.size_hint().1.unwrap_or(usize::MAX));
        let queue = Mutex::new(items.enumerate());
        let halt = AtomicBool::new(false);
        let (tx, rx) = mpsc::channel::<(usize, R)>();
        let (init, work, stop) = (&init, &work, self.stop);
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|_| {
                    let (tx, queue, halt) = (tx.clone(), &queue, &halt);
                    scope.spawn(move || {
                        let _guard = HaltOnPanic(halt);
                        let mut state = None;
                        loop {
                            if halt.load(Ordering::SeqCst) || stop.is_some_and(|s| s()) {
                                break;
                            }
                            let next = queue.lock().unwrap_or_else(|p| p.into_inner()).next();
                            let Some((i, item)) = next else { break };
                            let r = work(state.get_or_insert_with(init), item);
                            if tx.send((i, r)).is_err() {
                                break;
                            }
                        }
                        state
                    })
                })
                .collect();
            drop(tx);
            let committed = commit_all(self.order, &rx, &mut commit);
            if committed.is_err() {
                halt.store(true, Ordering::SeqCst);
            }
            // Threads still making a result find the channel closed and end.
            drop(rx);
            let mut states = Vec::new();
            for h in handles {
                match h.join() {
                    Ok(s) => states.extend(s),
                    Err(p) => std::panic::resume_unwind(p),
                }
            }
            committed.map(|()| states)
        })
    }
}

/// Commits what arrives on `rx` until every thread has ended, or `commit` fails.
fn commit_all<R, E>(
    order: Order,
    rx: &mpsc::Receiver<(usize, R)>,
    commit: &mut impl FnMut(usize, R) -> Result<(), E>,
) -> Result<(), E> {
    // Results held until their predecessors are committed (item order only).
    let mut held: BTreeMap<usize, R> = BTreeMap::new();
    let mut next = 0;
    for (i, r) in rx.iter() {
        if order == Order::Arrival {
            commit(i, r)?;
            continue;
        }
        held.insert(i, r);
        while let Some(r) = held.remove(&next) {
            commit(next, r)?;
            next += 1;
        }
    }
    Ok(())
}

/// Tells the other threads to stop taking items when a worker thread panics.
struct HaltOnPanic<'a>(&'a AtomicBool);

impl Drop for HaltOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, Ordering::SeqCst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::rng::Rng;
    use std::sync::atomic::AtomicUsize;
    use std::time::{Duration, Instant};

    /// A few milliseconds, different for each item.
    fn nap(i: u64) {
        let ms = Rng::stream(7, i).below(8);
        std::thread::sleep(Duration::from_millis(ms));
    }

    #[test]
    fn item_order_commits_in_item_order_whatever_finishes_first() {
        let mut seen = Vec::new();
        let states = Pool::new(4, Order::Items)
            .run(
                0..40u64,
                || 0u32,
                |n, x| {
                    *n += 1;
                    nap(x);
                    x * 10
                },
                |i, r| {
                    seen.push((i, r));
                    Ok::<(), ()>(())
                },
            )
            .unwrap();
        let want: Vec<(usize, u64)> = (0..40).map(|i| (i as usize, i * 10)).collect();
        assert_eq!(seen, want);
        assert!(!states.is_empty() && states.len() <= 4);
        assert_eq!(
            states.iter().sum::<u32>(),
            40,
            "one state per thread, kept across its items"
        );
    }

    #[test]
    fn arrival_order_commits_each_result_once() {
        let mut seen = Vec::new();
        Pool::new(4, Order::Arrival)
            .run(
                0..40u64,
                || (),
                |_, x| {
                    nap(x);
                    x
                },
                |i, r| {
                    assert_eq!(i as u64, r);
                    seen.push(i);
                    Ok::<(), ()>(())
                },
            )
            .unwrap();
        seen.sort();
        assert_eq!(seen, (0..40).collect::<Vec<_>>());
    }

    #[test]
    fn an_error_in_commit_stops_the_run() {
        for order in [Order::Items, Order::Arrival] {
            let taken = AtomicUsize::new(0);
            let mut committed = 0;
            let r = Pool::new(3, order).run(
                0..1000u64,
                || (),
                |_, x| {
                    taken.fetch_add(1, Ordering::SeqCst);
                    nap(x);
                },
                |i, ()| {
                    committed += 1;
                    if committed == 6 {
                        return Err(format!("bad {i}"));
                    }
                    Ok(())
                },
            );
            assert!(r.unwrap_err().starts_with("bad "));
            assert_eq!(committed, 6, "nothing is committed after the error");
            let taken = taken.load(Ordering::SeqCst);
            assert!(taken < 30, "{order:?}: {taken} items were taken after the error");
        }
    }

    #[test]
    fn a_stop_condition_stops_taking_items() {
        let deadline = Instant::now() + Duration::from_millis(60);
        let past = || Instant::now() >= deadline;
        let taken = AtomicUsize::new(0);
        let mut committed = 0;
        Pool::new(2, Order::Arrival)
            .stop_when(&past)
            .run(
                0..10_000u64,
                || (),
                |_, _| {
                    taken.fetch_add(1, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(5));
                },
                |_, ()| {
                    committed += 1;
                    Ok::<(), ()>(())
                },
            )
            .unwrap();
        let taken = taken.load(Ordering::SeqCst);
        assert!(taken > 0 && taken < 200, "{taken} items taken");
        assert_eq!(committed, taken, "every item taken is committed");

        // A condition on what was committed: stop once ten results are in.
        let done = AtomicUsize::new(0);
        let enough = || done.load(Ordering::SeqCst) >= 10;
        let mut last = 0;
        Pool::new(3, Order::Items)
            .stop_when(&enough)
            .run(
                0..,
                || (),
                |_, x: usize| {
                    std::thread::sleep(Duration::from_millis(2));
                    x
                },
                |i, _| {
                    done.fetch_add(1, Ordering::SeqCst);
                    last = i;
                    Ok::<(), ()>(())
                },
            )
            .unwrap();
        // Every item taken is committed: the ten, and those the threads took meanwhile.
        assert!((9..100).contains(&last), "an endless queue stopped after {last}");
    }

    #[test]
    fn more_jobs_than_items() {
        let mut seen = Vec::new();
        let states = Pool::new(16, Order::Items)
            .run(
                ["a", "b", "c"],
                || 0,
                |n: &mut i32, s| {
                    *n += 1;
                    s.to_uppercase()
                },
                |i, s| {
                    seen.push((i, s));
                    Ok::<(), ()>(())
                },
            )
            .unwrap();
        assert_eq!(seen, [(0, "A".into()), (1, "B".into()), (2, "C".into())]);
        assert!(states.len() <= 3);
    }

    #[test]
    fn no_items() {
        let inits = AtomicUsize::new(0);
        let states = Pool::new(4, Order::Items)
            .run(
                Vec::<u8>::new(),
                || {
                    inits.fetch_add(1, Ordering::SeqCst);
                },
                |_, x| x,
                |_, _| -> Result<(), ()> { panic!("nothing to commit") },
            )
            .unwrap();
        assert!(states.is_empty());
        assert_eq!(inits.load(Ordering::SeqCst), 0, "no state is made for no item");
    }

    #[test]
    fn a_panic_in_work_reaches_the_caller() {
        let r = std::panic::catch_unwind(|| {
            Pool::new(2, Order::Items).run(
                0..100u64,
                || (),
                |_, x| {
                    assert!(x != 3, "item three");
                },
                |_, ()| Ok::<(), ()>(()),
            )
        });
        assert!(r.is_err());
    }
}
