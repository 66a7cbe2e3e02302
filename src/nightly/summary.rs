//! A night's summary: the typed value, its files (`<out>/<date>/summary.json` holds every
//! run of that date in order, `summary.md` the same in words), the last run's report
//! hashes read back, the report files hashed, and the local date.

use crate::crawl::CrawlSummary;
use crate::synth::RunSummary;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What one nightly run did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    /// The night's date, `YYYY-MM-DD`.
    pub date: String,
    /// This run's number within the date (1 for the first).
    pub run: usize,
    /// Nothing was crawled, synthesized, built or rendered anew.
    pub nothing_new: bool,
    /// A stage reported a problem (a crawl error, synthesis errors, a report failure).
    pub problem: bool,
    /// Input files: found, crawled (new or changed), skipped (stored already).
    pub files: Files,
    /// Cuts new to the store, and in it after the crawl.
    pub cuts: Cuts,
    /// Synthesis: cuts searched tonight (new ones, then yesterday's timeouts again).
    pub synthesis: Synthesis,
    /// Rules new or changed (their ids).
    pub rules: Changes,
    /// Reports new or changed since the last run (their paths under `reports_dir`).
    pub reports: Changes,
    /// The reports folder.
    pub reports_dir: String,
    /// Each report's content hash (its folder's files, or a top-level file), by path.
    pub report_hashes: BTreeMap<String, String>,
    /// Wall seconds per stage.
    pub seconds: Seconds,
    /// Errors grouped by reason.
    pub errors: Errors,
    /// The crawl's own summary.
    pub crawl: CrawlSummary,
    /// Synthesis of new cuts: the synth driver's own summary.
    pub synth: RunSummary,
    /// Yesterday's timeouts at twice their budget (none after the night's first run).
    pub retry: Option<RunSummary>,
    /// The rules driver's own summary.
    pub rules_run: crate::rules::Summary,
}

/// Input files.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Files {
    /// Inputs found (files and archive members).
    pub inputs: usize,
    /// New or changed contents cut and stored.
    pub crawled: usize,
    /// Contents stored already.
    pub skipped: usize,
    /// Inputs that could not be read or cut.
    pub errors: usize,
}

/// Cuts.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Cuts {
    /// New to the store.
    pub new: usize,
    /// In the store after the crawl.
    pub in_store: usize,
}

/// Synthesis tonight.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Synthesis {
    /// Cuts searched (new ones and retried ones).
    pub searched: usize,
    /// Of them, yesterday's timeouts searched again at twice their budget.
    pub retried: usize,
    /// Rewrites found (novel ones and those known to LLVM).
    pub rewrites: usize,
    /// Of them, novel.
    pub novel: usize,
    /// Searches that timed out.
    pub timeouts: usize,
    /// Searches that failed.
    pub errors: usize,
}

/// What is new and what changed.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Changes {
    /// New since the last run.
    pub new: Vec<String>,
    /// Changed since the last run.
    pub changed: Vec<String>,
}

impl Changes {
    /// Nothing new or changed.
    pub fn is_empty(&self) -> bool {
        self.new.is_empty() && self.changed.is_empty()
    }
}

/// Wall seconds per stage.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Seconds {
    /// The crawl.
    pub crawl: f64,
    /// Synthesis of new cuts.
    pub synth: f64,
    /// Yesterday's timeouts again.
    pub retry: f64,
    /// The rules.
    pub rules: f64,
    /// The reports.
    pub report: f64,
    /// The whole run.
    pub total: f64,
}

/// Errors grouped by reason.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Errors {
    /// Inputs the crawl could not read or cut: reason → paths.
    pub crawl: BTreeMap<String, Vec<String>>,
    /// Failed searches: reason → cuts.
    pub synth: BTreeMap<String, usize>,
    /// Rewrites that did not make a rule: `cut: why`.
    pub rules: Vec<String>,
    /// Report failures: a rule whose claims did not check (`dir: what`), or the run.
    pub report: Vec<String>,
}

/// Where a date's summaries go.
pub fn night_dir(out: &Path, date: &str) -> PathBuf {
    out.join(date)
}

/// The runs recorded for `date` so far, and the report hashes of the last run before
/// this one: the last run of the newest `<out>/<d>/summary.json` with `d` ≤ `date`.
pub fn previous(out: &Path, date: &str) -> (Vec<serde_json::Value>, BTreeMap<String, String>) {
    let read = |d: &str| -> Vec<serde_json::Value> {
        let p = night_dir(out, d).join("summary.json");
        let v: serde_json::Value = std::fs::read(&p)
            .ok()
            .and_then(|b| serde_json::from_slice(&b).ok())
            .unwrap_or_default();
        v.get("runs").and_then(|r| r.as_array()).cloned().unwrap_or_default()
    };
    let today = read(date);
    let mut dates: Vec<String> = std::fs::read_dir(out)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|d| is_date(d) && d.as_str() <= date)
        .collect();
    dates.sort();
    let mut hashes = BTreeMap::new();
    for d in dates.iter().rev() {
        let runs = if d == date { today.clone() } else { read(d) };
        if let Some(last) = runs.last() {
            if let Some(h) = last.get("report_hashes").and_then(|h| h.as_object()) {
                for (k, v) in h {
                    hashes.insert(k.clone(), v.as_str().unwrap_or_default().to_string());
                }
            }
            break;
        }
    }
    (today, hashes)
}

/// Whether `s` reads `YYYY-MM-DD`.
pub fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b.iter().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                *c == b'-'
            } else {
                c.is_ascii_digit()
            }
        })
}

/// Today's local date, `YYYY-MM-DD`, from the system clock and time zone.
pub fn today() -> String {
    // SAFETY: `time` with a null pointer only returns the time; `localtime_r` writes the
    // broken-down time into `tm`, which we own, and touches nothing else.
    unsafe {
        let t = libc::time(std::ptr::null_mut());
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&t, &mut tm).is_null() {
            return "1970-01-01".into();
        }
        format!("{:04}-{:02}-{:02}", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday)
    }
}

/// The content hash of each report under `dir`: each folder's files (names and bytes,
/// in name order) as one hash, and each top-level file (the index) on its own. Hidden
/// entries (the plugin's `.build/`) are left out.
pub fn report_hashes(dir: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let p = e.path();
        if p.is_dir() {
            let mut files: Vec<PathBuf> = walkdir::WalkDir::new(&p)
                .into_iter()
                .flatten()
                .filter(|f| f.file_type().is_file())
                .map(|f| f.into_path())
                .collect();
            files.sort();
            let mut h = crate::util::Fnv128::new();
            for f in files {
                let rel = f.strip_prefix(&p).unwrap_or(&f).to_string_lossy().into_owned();
                h.update(rel.as_bytes());
                h.update(&[0]);
                let bytes = std::fs::read(&f).unwrap_or_default();
                h.update(crate::util::fnv128_hex(&bytes).as_bytes());
            }
            out.insert(name, h.hex());
        } else if let Ok(bytes) = std::fs::read(&p) {
            out.insert(name, crate::util::fnv128_hex(&bytes));
        }
    }
    out
}

/// The entries of `now` (reports or rules, by name) new or changed against `before`.
pub fn changes(before: &BTreeMap<String, String>, now: &BTreeMap<String, String>) -> Changes {
    let mut c = Changes::default();
    for (k, h) in now {
        match before.get(k) {
            None => c.new.push(k.clone()),
            Some(old) if old != h => c.changed.push(k.clone()),
            Some(_) => {}
        }
    }
    c
}

/// Writes `<out>/<date>/summary.json` (the earlier runs of the date, then `s`) and
/// `summary.md` (every run in words), each atomically.
pub fn write(out: &Path, earlier: &[serde_json::Value], s: &Summary) -> std::io::Result<PathBuf> {
    let dir = night_dir(out, &s.date);
    std::fs::create_dir_all(&dir)?;
    let mut runs = earlier.to_vec();
    runs.push(serde_json::to_value(s).map_err(std::io::Error::other)?);
    let json = serde_json::json!({ "date": s.date, "runs": runs });
    let text = serde_json::to_string_pretty(&json).map_err(std::io::Error::other)? + "\n";
    crate::util::write_atomic(&dir.join("summary.json"), text.as_bytes())?;
    let mut md = format!("# minotaur nightly, {}\n", s.date);
    for r in &runs {
        md += &markdown(r);
    }
    crate::util::write_atomic(&dir.join("summary.md"), md.as_bytes())?;
    Ok(dir)
}

/// One run of `summary.json` in words.
fn markdown(r: &serde_json::Value) -> String {
    let n = |path: &[&str]| -> String {
        let mut v = r;
        for k in path {
            v = &v[*k];
        }
        match v {
            serde_json::Value::Number(x) => match x.as_f64() {
                Some(f) if x.is_f64() => format!("{f:.1}"),
                _ => x.to_string(),
            },
            serde_json::Value::Null => "0".into(),
            other => other.to_string(),
        }
    };
    let list = |path: &[&str]| -> Vec<String> {
        let mut v = r;
        for k in path {
            v = &v[*k];
        }
        v.as_array()
            .map(|a| a.iter().map(|x| x.as_str().unwrap_or_default().to_string()).collect())
            .unwrap_or_default()
    };
    let mut m = format!("\n## Run {}\n\n", n(&["run"]));
    if r["nothing_new"].as_bool() == Some(true) {
        m += "Nothing new.\n\n";
    }
    m += &format!(
        "- files: {} found, {} crawled (new or changed), {} stored already, {} errors\n",
        n(&["files", "inputs"]),
        n(&["files", "crawled"]),
        n(&["files", "skipped"]),
        n(&["files", "errors"])
    );
    m += &format!(
        "- cuts: {} new ({} in the store)\n",
        n(&["cuts", "new"]),
        n(&["cuts", "in_store"])
    );
    m += &format!(
        "- synthesis: {} cuts searched ({} of yesterday's timeouts again), {} rewrites found ({} novel), {} timeouts, {} errors\n",
        n(&["synthesis", "searched"]),
        n(&["synthesis", "retried"]),
        n(&["synthesis", "rewrites"]),
        n(&["synthesis", "novel"]),
        n(&["synthesis", "timeouts"]),
        n(&["synthesis", "errors"])
    );
    let dir = r["reports_dir"].as_str().unwrap_or_default();
    for (what, key) in [("rules", "rules"), ("reports", "reports")] {
        let (mut new, mut changed) = (list(&[key, "new"]), list(&[key, "changed"]));
        if key == "reports" && !dir.is_empty() {
            for x in new.iter_mut().chain(changed.iter_mut()) {
                *x = format!("{dir}/{x}");
            }
        }
        m += &format!("- {what}: {} new, {} changed\n", new.len(), changed.len());
        for x in &new {
            m += &format!("  - new: {x}\n");
        }
        for x in &changed {
            m += &format!("  - changed: {x}\n");
        }
    }
    m += &format!(
        "- time: crawl {} s, synth {} s, retry {} s, rules {} s, report {} s, total {} s\n",
        n(&["seconds", "crawl"]),
        n(&["seconds", "synth"]),
        n(&["seconds", "retry"]),
        n(&["seconds", "rules"]),
        n(&["seconds", "report"]),
        n(&["seconds", "total"])
    );
    let errors = &r["errors"];
    if let Some(crawl) = errors["crawl"].as_object() {
        for (why, paths) in crawl {
            let paths: Vec<&str> = paths
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|p| p.as_str())
                .collect();
            m += &format!("- crawl error: {why}: {}\n", paths.join(", "));
        }
    }
    if let Some(synth) = errors["synth"].as_object() {
        for (why, count) in synth {
            m += &format!("- synth error: {count} × {why}\n");
        }
    }
    for x in list(&["errors", "rules"]) {
        m += &format!("- not a rule: {x}\n");
    }
    for x in list(&["errors", "report"]) {
        m += &format!("- report failure: {x}\n");
    }
    m
}
