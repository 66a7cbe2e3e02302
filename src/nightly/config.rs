//! The nightly job's configuration file (`minotaur.toml`): a typed struct with a default
//! for every key but the inputs, unknown keys refused, relative paths taken from the
//! file's own folder, and an error that names the file and the key.

use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What the nightly job runs on and with. Paths are absolute once [`Config::load`] has
/// read them (relative ones are relative to the file's folder).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// Files and directories of bitcode to crawl, as `minotaur crawl` takes them.
    pub inputs: Vec<PathBuf>,
    /// The store.
    #[serde(default = "default_db")]
    pub db: PathBuf,
    /// The crawl's depth bound (paper, Algorithm 1).
    #[serde(default = "default_depth")]
    pub depth: u32,
    /// The night's synthesis budget: `90s`, `30m`, `2h`, `1h30m` or seconds.
    #[serde(default = "default_budget", deserialize_with = "duration::deserialize")]
    pub budget: Duration,
    /// Each cut's budget in the full pass, in seconds (yesterday's timeouts get twice it).
    #[serde(default = "default_cut_budget")]
    pub cut_budget: f64,
    /// The quick pass's budget per cut, in seconds; 0: no quick pass.
    #[serde(default = "default_quick_budget")]
    pub quick_budget: f64,
    /// At most this many cuts per stage of synthesis (new cuts; yesterday's timeouts).
    #[serde(default)]
    pub limit: Option<usize>,
    /// Worker processes; 0: one per core.
    #[serde(default)]
    pub jobs: usize,
    /// The CPU model to cost for (llvm-mca's `-mcpu`; `native` is this host).
    #[serde(default = "default_cpu")]
    pub cpu: String,
    /// Where `minotaur report` writes.
    #[serde(default = "default_reports")]
    pub reports: PathBuf,
    /// Compile and run each report's pass plugin (clang++-22; slow).
    #[serde(default = "default_true")]
    pub plugin: bool,
    /// The reviewers' ledger of rules already upstream (absent: empty).
    #[serde(default = "default_ledger")]
    pub ledger: PathBuf,
    /// Where the nightly summaries go: `<out>/<date>/summary.{json,md}`.
    #[serde(default = "default_out")]
    pub out: PathBuf,
}

fn default_db() -> PathBuf {
    "minotaur.db".into()
}
fn default_depth() -> u32 {
    crate::cut::DEFAULT_DEPTH
}
fn default_budget() -> Duration {
    Duration::from_secs(3600)
}
fn default_cut_budget() -> f64 {
    10.0
}
fn default_quick_budget() -> f64 {
    2.0
}
fn default_cpu() -> String {
    "native".into()
}
fn default_reports() -> PathBuf {
    "reports".into()
}
fn default_true() -> bool {
    true
}
fn default_ledger() -> PathBuf {
    "rules/upstream.toml".into()
}
fn default_out() -> PathBuf {
    "nightly".into()
}

/// Why the configuration could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file could not be read.
    #[error("{path}: cannot read the configuration: {msg}")]
    Read {
        /// The file.
        path: String,
        /// The system's message.
        msg: String,
    },
    /// The file is not a valid configuration (TOML syntax, an unknown key, a wrong type).
    #[error("{path}: {msg}")]
    Parse {
        /// The file.
        path: String,
        /// What is wrong and where (TOML's message names the key and line).
        msg: String,
    },
    /// A key has a value out of range.
    #[error("{path}: key `{key}`: {msg}")]
    Value {
        /// The file.
        path: String,
        /// The key.
        key: &'static str,
        /// What is wrong with it.
        msg: String,
    },
}

impl Config {
    /// Reads `path`: every relative path in it is made relative to the file's folder.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let shown = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| ConfigError::Read {
            path: shown.clone(),
            msg: e.to_string(),
        })?;
        let base = path.parent().unwrap_or(Path::new("")).to_path_buf();
        let base = if base.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            base
        };
        let base = std::path::absolute(&base).unwrap_or(base);
        Config::parse(&text, &shown, &base)
    }

    /// Parses a configuration's `text` (named `name` in errors); relative paths are
    /// joined to `base`.
    pub fn parse(text: &str, name: &str, base: &Path) -> Result<Config, ConfigError> {
        let mut c: Config = toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: name.to_string(),
            msg: parse_message(text, &e),
        })?;
        let value = |key: &'static str, msg: &str| ConfigError::Value {
            path: name.to_string(),
            key,
            msg: msg.to_string(),
        };
        if c.inputs.is_empty() {
            return Err(value("inputs", "no files or directories to crawl"));
        }
        if !(c.cut_budget.is_finite() && c.cut_budget > 0.0) {
            return Err(value("cut_budget", "must be a positive number of seconds"));
        }
        if !(c.quick_budget.is_finite() && c.quick_budget >= 0.0) {
            return Err(value("quick_budget", "must be 0 (off) or a positive number of seconds"));
        }
        if c.depth == 0 {
            return Err(value("depth", "must be at least 1"));
        }
        for p in c
            .inputs
            .iter_mut()
            .chain([&mut c.db, &mut c.reports, &mut c.ledger, &mut c.out])
        {
            if p.is_relative() {
                *p = base.join(&*p);
            }
        }
        Ok(c)
    }
}

/// TOML's message, led by the key at the error's line when there is one (`key `jobs`:
/// invalid type …`), then TOML's own report with the line.
fn parse_message(text: &str, e: &toml::de::Error) -> String {
    let full = e.to_string().trim_end().replace('\n', "\n  ");
    // Unknown and missing keys are named by TOML's message already.
    let named = e.message().contains("field `");
    let key = e.span().filter(|_| !named).and_then(|s| {
        let start = text[..s.start.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
        let line = text[start..].lines().next()?;
        let (k, _) = line.split_once('=')?;
        let k = k.trim();
        (!k.is_empty()).then(|| k.to_string())
    });
    match key {
        Some(k) => format!("key `{k}`: {}\n  {full}", e.message().trim_end()),
        None => full,
    }
}

/// A duration key: a string (`90s`, `30m`, `2h`, `1h30m`) or a number of seconds.
mod duration {
    use serde::{Deserialize, Deserializer};
    use std::time::Duration;

    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Seconds(f64),
        Text(String),
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        let secs = match Raw::deserialize(d)? {
            Raw::Seconds(s) => s,
            Raw::Text(t) => parse(&t).map_err(serde::de::Error::custom)?,
        };
        if !(secs.is_finite() && secs >= 0.0) {
            return Err(serde::de::Error::custom("a duration must be 0 or more seconds"));
        }
        Ok(Duration::from_secs_f64(secs))
    }

    /// `90s`, `30m`, `2h`, `1h30m` in seconds.
    pub fn parse(s: &str) -> Result<f64, String> {
        let bad = || format!("`{s}` is not a duration (e.g. 90s, 30m, 2h, 1h30m)");
        let (mut total, mut num) = (0.0, String::new());
        for c in s.trim().chars() {
            if c.is_ascii_digit() || c == '.' {
                num.push(c);
                continue;
            }
            let n: f64 = num.parse().map_err(|_| bad())?;
            total += n * match c {
                'h' => 3600.0,
                'm' => 60.0,
                's' => 1.0,
                _ => return Err(bad()),
            };
            num.clear();
        }
        if !num.is_empty() {
            total += num.parse::<f64>().map_err(|_| bad())?;
        }
        Ok(total)
    }
}

pub use duration::parse as parse_duration;
