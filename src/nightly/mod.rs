//! The nightly job (`minotaur nightly`; [`run`] is `nightly::run`): one run of every
//! stage over the configured bitcode, in order, each through its own driver:
//!
//! 1. crawl the inputs (`crawl::run`: contents stored already are skipped by their
//!    hash, so only new and changed files are cut);
//! 2. synthesize within the night's budget (`synth::run`: new cuts first, most frequent
//!    first, a quick pass then the full one); then, in the night's first run only,
//!    yesterday's `timeout`s again at twice the cut budget (`synth::run_again`; not
//!    those whose level stopped on a projection past [`RETRY_FIT`] of that): the row
//!    then records that budget, so it is not retried the same way again;
//! 3. rebuild the rules the new rewrites join (`rules::run`), noting which rules are new
//!    or changed;
//! 4. render the reports (`report::run`) and compare each report's content hash with the
//!    last run's (the last run of the newest `<out>/<date>/summary.json`);
//! 5. write `<out>/<date>/summary.json` (every run of that date, in order: a second run
//!    the same night appends itself) and `summary.md`.
//!
//! A stage's own problems (an input that does not crawl, a search that fails, a report
//! whose claims do not check) are recorded in the summary and make it a `problem`; only
//! the store failing, or the summary not being written, stops the run.

mod config;
mod summary;

pub use config::{parse_duration, Config, ConfigError};
pub use summary::{is_date, today, Changes, Cuts, Errors, Files, Seconds, Summary, Synthesis};

use crate::crawl::{self, CrawlOptions};
use crate::report::{self, Selection};
use crate::rules::{self, Limits, Rule};
use crate::store::{CutRank, PendingCut, Store, StoreError, SynthStatus};
use crate::synth::{self, RunOptions};
use crate::util::WorkerCmd;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How to run, besides the configuration.
#[derive(Clone, Debug)]
pub struct Options {
    /// The night's date, `YYYY-MM-DD` (the summary's folder).
    pub date: String,
    /// The `minotaur` executable, to start the crawl and synthesis workers.
    pub program: PathBuf,
}

/// A stage of the night.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// The crawl.
    Crawl,
    /// Synthesis of new cuts.
    Synth,
    /// Yesterday's timeouts again.
    Retry,
    /// The rules.
    Rules,
    /// The reports.
    Report,
}
/// The night's progress: a stage starts, or one of its drivers reports.
pub enum Event<'a> {
    /// A stage starts.
    Stage(Stage),
    /// The crawl's own event.
    Crawl(crawl::Event<'a>),
    /// Synthesis's own event (new cuts and the retry).
    Synth(synth::Event<'a>),
    /// The rules' own event.
    Rules(rules::Event<'a>),
    /// The report's own event.
    Report(report::Event<'a>),
}

/// Why the night stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The date is not `YYYY-MM-DD`.
    #[error("the date `{0}` is not YYYY-MM-DD")]
    Date(String),
    /// The summary could not be written.
    #[error("{path}: cannot write the summary: {msg}")]
    Write {
        /// The folder.
        path: String,
        /// The system's message.
        msg: String,
    },
}

/// A quick-pass timeout whose level stopped on a projection over this share of the
/// retry's budget is not retried (the synth driver's rule for its full pass).
const RETRY_FIT: f64 = 0.75;

/// The quick pass's share of the budget (`minotaur synth`'s default).
const QUICK_SHARE: f64 = 0.8;

/// Cuts of at most this many instructions first (`minotaur synth`'s default).
const SMALL_FIRST: usize = 6;

/// Runs the night on `config`; see the module's doc.
pub fn run(config: &Config, opts: &Options, progress: &dyn Fn(Event)) -> Result<Summary, Error> {
    let started = Instant::now();
    if !is_date(&opts.date) {
        return Err(Error::Date(opts.date.clone()));
    }
    let (earlier, last_hashes) = summary::previous(&config.out, &opts.date);
    let mut sum = Summary {
        date: opts.date.clone(),
        run: earlier.len() + 1,
        ..Default::default()
    };
    let mut store = Store::open(&config.db)?;
    let jobs = if config.jobs > 0 {
        config.jobs
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    };

    // 1. The crawl.
    progress(Event::Stage(Stage::Crawl));
    let t = Instant::now();
    let copts = CrawlOptions {
        depth: config.depth,
        jobs,
        worker: WorkerCmd {
            program: opts.program.clone(),
            args: vec!["crawl-worker".into(), "--depth".into(), config.depth.to_string()],
        },
    };
    sum.crawl = crawl::run(&mut store, &config.inputs, &copts, &|e| progress(Event::Crawl(e)))?;
    sum.seconds.crawl = t.elapsed().as_secs_f64();

    // 2. Synthesis: new cuts, then (first run of the night) yesterday's timeouts at 2×.
    synthesize(&mut store, config, opts, jobs, &mut sum, progress)?;

    // 3. The rules.
    progress(Event::Stage(Stage::Rules));
    let t = Instant::now();
    let before = rule_texts(&store)?;
    sum.rules_run = rules::run(&mut store, &Limits::default(), &|e| progress(Event::Rules(e)))?;
    let after = rule_texts(&store)?;
    sum.rules = summary::changes(&before, &after);
    sum.seconds.rules = t.elapsed().as_secs_f64();

    // 4. The reports.
    progress(Event::Stage(Stage::Report));
    let t = Instant::now();
    sum.errors.report = render(&store, config, progress);
    sum.report_hashes = summary::report_hashes(&config.reports);
    sum.reports_dir = config.reports.display().to_string();
    sum.reports = summary::changes(&last_hashes, &sum.report_hashes);
    sum.seconds.report = t.elapsed().as_secs_f64();

    finish(&mut sum);
    sum.seconds.total = started.elapsed().as_secs_f64();
    summary::write(&config.out, &earlier, &sum).map_err(|e| Error::Write {
        path: summary::night_dir(&config.out, &opts.date).display().to_string(),
        msg: e.to_string(),
    })?;
    Ok(sum)
}

/// The synthesis stages: new cuts within the budget, then yesterday's timeouts at twice
/// the cut budget with what is left of it (in the night's first run only).
fn synthesize(
    store: &mut Store,
    config: &Config,
    opts: &Options,
    jobs: usize,
    sum: &mut Summary,
    progress: &dyn Fn(Event),
) -> Result<(), StoreError> {
    let started = Instant::now();
    let limit = config.limit.unwrap_or(usize::MAX);
    let cut_budget = Duration::from_secs_f64(config.cut_budget.max(0.1));
    let twice = cut_budget * 2;
    // Yesterday's timeouts, taken before tonight's searches add their own.
    let yesterday: Vec<PendingCut> = if sum.run == 1 {
        let b = twice.as_secs_f64();
        store.timeouts_to_retry(b, b * RETRY_FIT, CutRank::Sites { small: SMALL_FIRST }, limit)?
    } else {
        Vec::new()
    };
    let mut ropts = RunOptions {
        budget: config.budget,
        jobs,
        cpu: crate::cost::resolve_cpu(&config.cpu),
        cut_budget,
        quick_budget: (config.quick_budget > 0.0).then(|| Duration::from_secs_f64(config.quick_budget.max(0.1))),
        quick_share: QUICK_SHARE,
        small_first: SMALL_FIRST,
        order: crate::synth::CutOrder::Auto,
        hot: synth::HotBudget::default(),
        limit,
        worker: WorkerCmd {
            program: opts.program.clone(),
            args: vec![
                "synth-worker".to_string(),
                format!("--cut-budget={}", cut_budget.as_secs_f64()),
                format!("--mcpu={}", config.cpu),
            ],
        },
        // The worker's search options are its defaults.
        config: synth::Config::of(&synth::Options::default(), &crate::cost::resolve_cpu(&config.cpu)).hash(),
    };
    progress(Event::Stage(Stage::Synth));
    sum.synth = synth::run(store, &ropts, &|e| progress(Event::Synth(e)))?;
    sum.seconds.synth = started.elapsed().as_secs_f64();
    // Those still a timeout of less than twice the budget (tonight's full pass may have
    // retried a quick-pass one already).
    let mut again = Vec::new();
    for c in yesterday {
        let r = store.synth_result(&c.hash)?;
        if r.is_some_and(|r| r.status == SynthStatus::Timeout && r.budget < twice.as_secs_f64() - 1e-6) {
            again.push(c);
        }
    }
    let left = config.budget.saturating_sub(started.elapsed());
    if !again.is_empty() && !left.is_zero() {
        progress(Event::Stage(Stage::Retry));
        let t = Instant::now();
        ropts.budget = left;
        sum.retry = Some(synth::run_again(store, &again, twice, &ropts, &|e| {
            progress(Event::Synth(e))
        })?);
        sum.seconds.retry = t.elapsed().as_secs_f64();
    }
    Ok(())
}

/// Every stored rule (with its evidence) as JSON, by id: what tells a new or changed rule.
fn rule_texts(store: &Store) -> Result<BTreeMap<String, String>, StoreError> {
    Ok(store
        .rule_summaries::<Rule>()?
        .into_iter()
        .map(|r| (r.rule.id.clone(), serde_json::to_string(&r).unwrap_or_default()))
        .collect())
}

/// Renders the reports of the rules `report::select` chooses; the failures, each in a line.
fn render(store: &Store, config: &Config, progress: &dyn Fn(Event)) -> Vec<String> {
    let ledger = match rules::ledger::read(&config.ledger) {
        Ok(l) => l,
        Err(e) => return vec![e.to_string()],
    };
    let sel = Selection {
        top: None,
        rule: None,
        all: false,
    };
    let inputs = match report::select(store, &sel, &ledger) {
        Ok(i) => i,
        Err(e) => return vec![e.to_string()],
    };
    let ropts = report::Options {
        out: config.reports.clone(),
        proof_timeout: Duration::from_secs(20),
        plugin: config.plugin,
        db: Some(config.db.display().to_string()),
        patch: None,
    };
    let s = match report::run(&inputs, &ropts, &|e| progress(Event::Report(e))) {
        Ok(s) => s,
        Err(e) => return vec![e.to_string()],
    };
    let mut bad = Vec::new();
    if s.plugin_compiled == Some(false) {
        let first = s.plugin_error.lines().next().unwrap_or_default();
        bad.push(format!("the plugin did not compile: {first}"));
    }
    for r in &s.rules {
        if !r.proof_error.is_empty() {
            bad.push(format!("{}: proof.ll: {}", r.dir, r.proof_error));
        } else if r.proof_valid < r.proof_pairs {
            bad.push(format!(
                "{}: proof.ll: {} of {} pairs valid",
                r.dir, r.proof_valid, r.proof_pairs
            ));
        }
        if r.refines_wrong > 0 {
            bad.push(format!(
                "{}: the fold's output does not refine its input in {} tests",
                r.dir, r.refines_wrong
            ));
        }
    }
    bad
}

/// The counts, the errors by reason, whether anything was new and whether a stage had a
/// problem, from the stages' summaries.
fn finish(sum: &mut Summary) {
    let c = &sum.crawl;
    sum.files = Files {
        inputs: c.inputs,
        crawled: c.crawled,
        skipped: c.skipped,
        errors: c.errors.len(),
    };
    sum.cuts = Cuts {
        new: c.new_cuts,
        in_store: c.store_cuts,
    };
    for (path, msg) in &c.errors {
        let why = synth::error_reason(msg);
        sum.errors.crawl.entry(why).or_default().push(path.clone());
    }
    let mut s = Synthesis::default();
    for run in std::iter::once(&sum.synth).chain(sum.retry.as_ref()) {
        s.searched += run.counts.tried;
        s.rewrites += run.counts.novel + run.counts.known_to_llvm;
        s.novel += run.counts.novel;
        s.timeouts += run.counts.timeout;
        s.errors += run.counts.error;
        for (why, n) in &run.errors_by_reason {
            *sum.errors.synth.entry(why.clone()).or_default() += n;
        }
    }
    s.retried = sum.retry.as_ref().map_or(0, |r| r.counts.tried);
    sum.synthesis = s;
    sum.errors.rules = sum
        .rules_run
        .not_proved
        .iter()
        .map(|(cut, why)| format!("{}: {why}", &cut[..12.min(cut.len())]))
        .collect();
    sum.nothing_new =
        sum.files.crawled == 0 && sum.synthesis.searched == 0 && sum.rules.is_empty() && sum.reports.is_empty();
    sum.problem = !sum.errors.crawl.is_empty() || sum.synthesis.errors > 0 || !sum.errors.report.is_empty();
}

#[cfg(test)]
mod tests;
