//! The builds of a project: its `native.sh` run with plain compilers or through `minotaur
//! cc` (a shim script in front of each compiler), its `BUILD.json` and `CHECK.json`, and
//! what the wrapper's log (`cc.jsonl`) says fired where.

use super::results::{BuildResult, CcLogError, CcLogSummary};
use super::{Event, Options, Project};
use crate::bench::{io, Error};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};

/// `s` quoted for `sh`.
fn sh_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// Where a shim's wrapper takes its rewrites from and what it writes.
pub struct ShimFiles<'a> {
    /// The store.
    pub db: &'a Path,
    /// The wrapper's log.
    pub log: &'a Path,
    /// The wrapper's cache.
    pub cache: &'a Path,
    /// A veto file (rewrites not to apply in named functions).
    pub veto: Option<&'a Path>,
}

/// Writes an executable `sh` script that runs `minotaur cc` with this store, log, cache
/// (and veto) in front of `compiler`.
pub fn write_shim(path: &Path, exe: &Path, f: &ShimFiles, compiler: &str) -> Result<(), Error> {
    let veto = f
        .veto
        .map(|v| format!(" --veto {}", sh_quote(&v.display().to_string())))
        .unwrap_or_default();
    let text = format!(
        "#!/bin/sh\n# minotaur bench speedup: {compiler} through the compiler wrapper (rewrites from the store applied)\nexec {} cc --db {} --log {} --cache {}{veto} -- {} \"$@\"\n",
        sh_quote(&exe.display().to_string()),
        sh_quote(&f.db.display().to_string()),
        sh_quote(&f.log.display().to_string()),
        sh_quote(&f.cache.display().to_string()),
        sh_quote(compiler),
    );
    std::fs::write(path, text).map_err(io(format!("writing {}", path.display())))?;
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))?;
    Ok(())
}

/// One build by the project's `native.sh`: its BUILD.json (and CHECK.json), or the error.
pub struct Build {
    info: Value,
    check: Option<Value>,
    /// What went wrong.
    pub error: Option<String>,
}

impl Build {
    /// A number of its BUILD.json.
    pub fn seconds(&self, key: &str) -> Option<f64> {
        self.info[key].as_f64()
    }

    /// Its test suite ran and did not pass.
    pub fn check_failed(&self) -> bool {
        self.check.as_ref().is_some_and(|c| c["passed"] != json!(true))
    }

    /// As the results file has it.
    pub fn result(&self) -> BuildResult {
        BuildResult {
            build: self.info.clone(),
            check: self.check.clone(),
            error: self.error.clone(),
        }
    }
}

/// Builds `p` into `out` with these compilers (`check`: and runs its test suite), the
/// script's output going to `log`.
#[allow(clippy::too_many_arguments)]
pub fn build(
    p: &Project,
    o: &Options,
    cc: &str,
    cxx: &str,
    out: &Path,
    log: &Path,
    check: bool,
    progress: &dyn Fn(Event),
) -> Result<Build, Error> {
    let _ = std::fs::remove_dir_all(out);
    std::fs::create_dir_all(out).map_err(io(format!("creating {}", out.display())))?;
    let logf = std::fs::File::create(log).map_err(io(format!("creating {}", log.display())))?;
    let mut cmd = Command::new("bash");
    cmd.arg(p.dir.join("native.sh"))
        .args(["--cc", cc, "--cxx", cxx])
        .arg("--out")
        .arg(out);
    cmd.args(["--jobs", &o.jobs.to_string()]);
    if let Some(m) = &o.march {
        cmd.args(["--march", m]);
    }
    if check {
        cmd.arg("--check");
    }
    progress(Event::Building {
        project: &p.name,
        out,
        log,
    });
    let st = cmd
        .stdin(Stdio::null())
        .stdout(logf.try_clone()?)
        .stderr(logf)
        .status()
        .map_err(io(format!("running {}", p.dir.join("native.sh").display())))?;
    // What the script wrote is its own business: kept as it wrote it.
    let read = |f: &str| -> Option<Value> {
        let t = std::fs::read_to_string(out.join(f)).ok()?;
        serde_json::from_str(&t).ok()
    };
    let info = read("BUILD.json").unwrap_or(Value::Null);
    let check = if check {
        Some(read("CHECK.json").unwrap_or(json!({"passed": false, "tests": 0, "failed": ["no CHECK.json written"]})))
    } else {
        None
    };
    let error = if info.is_null() {
        Some(format!(
            "native.sh failed ({st}) before writing BUILD.json; see {}",
            log.display()
        ))
    } else if !st.success() && !check.as_ref().is_some_and(|c| c["passed"] == json!(false)) {
        Some(format!("native.sh exited with {st}; see {}", log.display()))
    } else {
        None
    };
    Ok(Build { info, check, error })
}

/// One line of the wrapper's log (`apply::cc::TuLog`), as far as the results read it.
#[derive(Deserialize)]
struct LogLine {
    #[serde(default)]
    source: Option<String>,
    #[serde(default)]
    sites_rewritten: u64,
    #[serde(default)]
    cached: bool,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    skipped: BTreeMap<String, u64>,
    #[serde(default)]
    rewrites: BTreeMap<String, u64>,
    #[serde(default)]
    functions: BTreeMap<String, u64>,
    #[serde(default)]
    function_rewrites: BTreeMap<String, BTreeMap<String, u64>>,
}

/// What the wrapper's log (one JSON object per translation unit) says; no log is no unit.
pub fn summarize_cc_log(path: &Path) -> Result<CcLogSummary, Error> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(io(format!("reading {}", path.display()))(e)),
    };
    let mut s = CcLogSummary {
        log: path.display().to_string(),
        ..CcLogSummary::default()
    };
    let add = |m: &mut BTreeMap<String, u64>, v: BTreeMap<String, u64>| {
        for (k, n) in v {
            *m.entry(k).or_default() += n;
        }
    };
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let v: LogLine = serde_json::from_str(line).map_err(|source| Error::Json {
            what: format!("{}:{}: not JSON", path.display(), i + 1),
            source,
        })?;
        s.translation_units += 1;
        s.sites_rewritten += v.sites_rewritten;
        s.cached_units += u64::from(v.cached);
        if let Some(error) = v.error {
            s.errors.push(CcLogError {
                source: v.source,
                error,
            });
        }
        add(&mut s.skipped_by_reason, v.skipped);
        add(&mut s.sites_per_rewrite, v.rewrites);
        add(&mut s.sites_per_function, v.functions);
        for (f, cuts) in v.function_rewrites {
            add(s.rewrites_per_function.entry(f).or_default(), cuts);
        }
    }
    s.sites_skipped = s.skipped_by_reason.values().sum();
    Ok(s)
}
