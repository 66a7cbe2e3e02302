//! Every trial under a hard limit: a trial still running after [`LIMIT`] (or
//! `MINOTAUR_TRIAL_LIMIT` seconds) is named on stderr and the suite stops with a failure,
//! so a hang costs minutes and says where it is rather than running CI past its time.
//! The limit is a hang detector, not a timing check: it is many times the longest trial
//! of the debug build on the slowest machine we run on (the closing line of every run
//! names the longest trial and its time, for the notes).

use libtest_mimic::{Failed, Trial};
use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The default hard limit of one trial.
const LIMIT: Duration = Duration::from_secs(20 * 60);

#[derive(Default)]
struct Book {
    running: BTreeMap<String, Instant>,
    done: Vec<(String, Duration)>,
}

fn book() -> &'static Mutex<Book> {
    static B: OnceLock<Mutex<Book>> = OnceLock::new();
    B.get_or_init(Mutex::default)
}

fn lock() -> std::sync::MutexGuard<'static, Book> {
    book().lock().unwrap_or_else(|e| e.into_inner())
}

fn limit() -> Duration {
    std::env::var("MINOTAUR_TRIAL_LIMIT")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .map_or(LIMIT, Duration::from_secs)
}

/// A trial named `name` running `f`, watched by the monitor.
pub fn trial<F>(name: impl Into<String>, f: F) -> Trial
where
    F: FnOnce() -> Result<(), Failed> + Send + 'static,
{
    let name = name.into();
    let key = name.clone();
    Trial::test(name, move || {
        let _running = Running::start(key);
        f()
    })
}

/// A trial in the book while it runs: taken out when it ends, a panic included (a
/// panicking trial left in would be taken for a hang and stop the suite).
struct Running {
    key: String,
    started: Instant,
}

impl Running {
    fn start(key: String) -> Running {
        let started = Instant::now();
        lock().running.insert(key.clone(), started);
        Running { key, started }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let mut b = lock();
        b.running.remove(&self.key);
        b.done.push((std::mem::take(&mut self.key), self.started.elapsed()));
    }
}

/// Starts the thread that stops the suite when a trial runs past the limit.
pub fn start_monitor() {
    let limit = limit();
    std::thread::spawn(move || loop {
        std::thread::sleep(Duration::from_secs(1));
        let b = lock();
        if let Some((name, t)) = b.running.iter().find(|(_, t)| t.elapsed() > limit) {
            eprintln!(
                "\nhard limit: trial `{name}` has run {:.0} s, past the limit of {} s \
                 (MINOTAUR_TRIAL_LIMIT); stopping the suite",
                t.elapsed().as_secs_f64(),
                limit.as_secs()
            );
            std::process::exit(101);
        }
    });
}

/// Prints the longest trial of the run and its time (with `MINOTAUR_TRIAL_TIMES=N`, the
/// N longest).
pub fn report_longest() {
    let mut done = std::mem::take(&mut lock().done);
    done.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let n = std::env::var("MINOTAUR_TRIAL_TIMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for (name, d) in done.iter().take(n) {
        println!("longest trial: {name} ({:.1} s)", d.as_secs_f64());
    }
}
