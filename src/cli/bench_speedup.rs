//! `minotaur bench speedup`: builds each project twice with its `native.sh` (plain
//! `clang-22`, and through `minotaur cc` with the project's store of rewrites, the second
//! time again with the wrapper's cache warm), runs the test suites with `--check`, runs
//! every `[[bench]]` command of its manifest in both trees (interleaved, wall min and
//! median; instruction counts under callgrind), and writes the ratios, their geometric
//! means, the compile overhead and the rewrites that fired to `bench/results/speedup.json`.

use super::speedup_parts::{self as parts, Bench};
use super::ExitCode;
use anyhow::{bail, Context, Result};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

#[derive(clap::Args, Debug)]
pub struct SpeedupArgs {
    /// A project to measure (a directory of --corpora with a `native.sh` and `[[bench]]`
    /// tables in its `manifest.toml`); repeatable. Default: every such project.
    #[arg(long = "project", value_name = "NAME")]
    pub projects: Vec<String>,
    /// The store whose rewrites the rewritten build applies, as NAME=FILE (repeatable). A
    /// project without one is built through the wrapper with an empty store.
    #[arg(long = "db", value_name = "NAME=FILE", value_parser = parse_db)]
    pub dbs: Vec<(String, PathBuf)>,
    /// Runs of each benchmark command per build, interleaved (base, rewritten, base, ...).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
    pub reps: u64,
    /// Skip the instruction counts (valgrind --tool=callgrind).
    #[arg(long)]
    pub no_callgrind: bool,
    /// Run each build's own test suite (`native.sh --check`); a failure fails the command.
    #[arg(long)]
    pub check: bool,
    /// Build the "rewritten" side with the plain compilers too, not through `minotaur cc`:
    /// both sides are the same build, so the ratios show the noise of the measurement.
    #[arg(long)]
    pub plain: bool,
    /// Where the builds, shims, wrapper logs and caches go (WORK/NAME/...).
    #[arg(long, default_value = "bench/work")]
    pub work: PathBuf,
    /// Results files of earlier runs whose projects join this one's (each project keeps
    /// the command that measured it; a project measured now replaces its earlier entry).
    /// With `--merge` and no `--project`, nothing is measured: the files are combined.
    #[arg(long = "merge", value_name = "FILE")]
    pub merge: Vec<PathBuf>,
    /// Where to write the results.
    #[arg(long, default_value = "bench/results/speedup.json")]
    pub out: PathBuf,
    /// The folder of projects (each a directory with `manifest.toml` and `native.sh`).
    #[arg(long, default_value = "corpora")]
    pub corpora: PathBuf,
    /// The C compiler of both builds (the wrapper runs it on the rewritten side).
    #[arg(long, default_value = "clang-22")]
    pub cc: String,
    /// The C++ compiler of both builds.
    #[arg(long, default_value = "clang++-22")]
    pub cxx: String,
    /// Parallel compile jobs of each build (`native.sh --jobs`).
    #[arg(long, default_value_t = 2)]
    pub jobs: u32,
    /// `-march` of both builds (`native.sh --march`; default: the manifest's).
    #[arg(long)]
    pub march: Option<String>,
}

fn parse_db(s: &str) -> Result<(String, PathBuf), String> {
    match s.split_once('=') {
        Some((n, f)) if !n.is_empty() && !f.is_empty() => Ok((n.to_string(), PathBuf::from(f))),
        _ => Err(format!("`{s}`: expected NAME=FILE, e.g. gmp=/work/runs/gmp.db")),
    }
}

/// A project to measure.
struct Project {
    name: String,
    dir: PathBuf,
    benches: Vec<Bench>,
}

/// The projects of `corpora` (those named, or every one with a `native.sh` and benches).
fn projects(corpora: &Path, names: &[String]) -> Result<Vec<Project>> {
    let mut dirs: Vec<PathBuf> = if names.is_empty() {
        let rd = std::fs::read_dir(corpora).with_context(|| format!("reading {}", corpora.display()))?;
        let mut v: Vec<PathBuf> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_dir())
            .collect();
        v.sort();
        v
    } else {
        names.iter().map(|n| corpora.join(n)).collect()
    };
    let explicit = !names.is_empty();
    let mut out = Vec::new();
    for dir in dirs.drain(..) {
        let name = dir
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (manifest, script) = (dir.join("manifest.toml"), dir.join("native.sh"));
        if !manifest.is_file() || !script.is_file() {
            if explicit {
                bail!("{}: no manifest.toml and native.sh there", dir.display());
            }
            continue;
        }
        let text = std::fs::read_to_string(&manifest).with_context(|| format!("reading {}", manifest.display()))?;
        let benches = parts::parse_benches(&text).with_context(|| format!("{}", manifest.display()))?;
        if benches.is_empty() {
            if explicit {
                bail!("{}: no [[bench]] tables", manifest.display());
            }
            continue;
        }
        out.push(Project { name, dir, benches });
    }
    if out.is_empty() {
        bail!(
            "no project with a native.sh and [[bench]] tables under {}",
            corpora.display()
        );
    }
    Ok(out)
}

/// `s` quoted for `sh`.
fn sh_quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

/// Writes an executable `sh` script that runs `minotaur cc` with this store, log and cache
/// in front of `compiler`.
fn write_shim(path: &Path, exe: &Path, db: &Path, log: &Path, cache: &Path, compiler: &str) -> Result<()> {
    let text = format!(
        "#!/bin/sh\n# minotaur bench speedup: {compiler} through the compiler wrapper (rewrites from the store applied)\nexec {} cc --db {} --log {} --cache {} -- {} \"$@\"\n",
        sh_quote(&exe.display().to_string()),
        sh_quote(&db.display().to_string()),
        sh_quote(&log.display().to_string()),
        sh_quote(&cache.display().to_string()),
        sh_quote(compiler),
    );
    std::fs::write(path, text).with_context(|| format!("writing {}", path.display()))?;
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))?;
    Ok(())
}

/// One build by the project's `native.sh`: its BUILD.json (and CHECK.json), or the error.
struct Build {
    info: Value,
    check: Option<Value>,
    error: Option<String>,
}

impl Build {
    fn seconds(&self, key: &str) -> Option<f64> {
        self.info[key].as_f64()
    }
    fn check_failed(&self) -> bool {
        self.check.as_ref().is_some_and(|c| c["passed"] != json!(true))
    }
    fn json(&self) -> Value {
        json!({"build": self.info, "check": self.check, "error": self.error})
    }
}

fn build(p: &Project, a: &SpeedupArgs, cc: &str, cxx: &str, out: &Path, log: &Path, check: bool) -> Result<Build> {
    let _ = std::fs::remove_dir_all(out);
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let logf = std::fs::File::create(log).with_context(|| format!("creating {}", log.display()))?;
    let mut cmd = Command::new("bash");
    cmd.arg(p.dir.join("native.sh"))
        .args(["--cc", cc, "--cxx", cxx])
        .arg("--out")
        .arg(out);
    cmd.args(["--jobs", &a.jobs.to_string()]);
    if let Some(m) = &a.march {
        cmd.args(["--march", m]);
    }
    if check {
        cmd.arg("--check");
    }
    eprintln!(
        "speedup: {}: building {} (log: {})",
        p.name,
        out.display(),
        log.display()
    );
    let st = cmd
        .stdin(Stdio::null())
        .stdout(logf.try_clone()?)
        .stderr(logf)
        .status()
        .with_context(|| format!("running {}", p.dir.join("native.sh").display()))?;
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

/// Runs `cmd` with `sh -c` from `dir`: its wall seconds, or the error with its output's tail.
fn run_timed(cmd: &str, dir: &Path) -> Result<f64> {
    let t = Instant::now();
    let o = Command::new("sh")
        .args(["-c", cmd])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .with_context(|| format!("running `{cmd}` in {}", dir.display()))?;
    let s = t.elapsed().as_secs_f64();
    if !o.status.success() {
        let err = String::from_utf8_lossy(&o.stderr);
        let tail: Vec<&str> = err.lines().rev().take(5).collect();
        bail!(
            "`{cmd}` in {} exited with {}: {}",
            dir.display(),
            o.status,
            tail.into_iter().rev().collect::<Vec<_>>().join(" | ")
        );
    }
    Ok(s)
}

/// Instruction counts of `cmd` under callgrind: the total Ir of every process it starts,
/// and the self Ir per function of the biggest one (callgrind_annotate).
fn callgrind(cmd: &str, dir: &Path, prefix: &Path) -> Result<(u64, Vec<(String, u64)>)> {
    let parent = prefix.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent)?;
    let stem = prefix
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    for e in std::fs::read_dir(parent)?.flatten() {
        if e.file_name().to_string_lossy().starts_with(&format!("{stem}.")) {
            let _ = std::fs::remove_file(e.path());
        }
    }
    let o = Command::new("valgrind")
        .args(["--tool=callgrind", "--trace-children=yes", "--demangle=no", "-q"])
        .arg(format!("--callgrind-out-file={}.%p", prefix.display()))
        .args(["sh", "-c", cmd])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .context("running valgrind --tool=callgrind (install valgrind, or pass --no-callgrind)")?;
    if !o.status.success() {
        bail!(
            "callgrind of `{cmd}` exited with {}: {}",
            o.status,
            String::from_utf8_lossy(&o.stderr).lines().last().unwrap_or("")
        );
    }
    let (mut total, mut biggest) = (0u64, (0u64, PathBuf::new()));
    for e in std::fs::read_dir(parent)?.flatten() {
        if !e.file_name().to_string_lossy().starts_with(&format!("{stem}.")) {
            continue;
        }
        let text = std::fs::read_to_string(e.path())?;
        let n = parts::callgrind_total(&text).with_context(|| format!("{}: no totals line", e.path().display()))?;
        total += n;
        if n >= biggest.0 {
            biggest = (n, e.path());
        }
    }
    if total == 0 {
        bail!("callgrind wrote no output for `{cmd}`");
    }
    let ann = Command::new("callgrind_annotate")
        .args(["--inclusive=no", "--threshold=100"])
        .arg(&biggest.1)
        .output()
        .context("running callgrind_annotate")?;
    if !ann.status.success() {
        bail!(
            "callgrind_annotate {} failed: {}",
            biggest.1.display(),
            String::from_utf8_lossy(&ann.stderr)
        );
    }
    Ok((total, parts::annotate_functions(&String::from_utf8_lossy(&ann.stdout))))
}

/// One benchmark, both builds: interleaved wall times, callgrind counts, ratios.
fn bench(
    b: &Bench,
    a: &SpeedupArgs,
    base: &Path,
    rew: &Path,
    cg_dir: &Path,
    rewritten_fns: &BTreeMap<String, u64>,
) -> Value {
    let (mut tb, mut tr) = (Vec::new(), Vec::new());
    let mut err = None;
    for _ in 0..a.reps {
        match run_timed(&b.cmd, base).and_then(|x| Ok((x, run_timed(&b.cmd, rew)?))) {
            Ok((x, y)) => {
                tb.push(x);
                tr.push(y);
            }
            Err(e) => {
                err = Some(format!("{e:#}"));
                break;
            }
        }
    }
    let side = |t: &[f64]| {
        json!({
            "wall_s": t.iter().map(|x| parts::round(*x, 4)).collect::<Vec<_>>(),
            "wall_min_s": parts::round(t.iter().copied().fold(f64::INFINITY, f64::min), 4),
            "wall_median_s": parts::round(parts::median(t), 4),
        })
    };
    let (mut jb, mut jr) = (side(&tb), side(&tr));
    let mut ratio = json!({});
    if err.is_none() && !tb.is_empty() {
        ratio["wall_median"] = parts::round(parts::median(&tb) / parts::median(&tr), 4);
        let mb = tb.iter().copied().fold(f64::INFINITY, f64::min);
        ratio["wall_min"] = parts::round(mb / tr.iter().copied().fold(f64::INFINITY, f64::min), 4);
    }
    let mut hot = Vec::new();
    if err.is_none() && !a.no_callgrind {
        let cb = callgrind(&b.cmd, base, &cg_dir.join(format!("{}.base", b.name)));
        let cr = callgrind(&b.cmd, rew, &cg_dir.join(format!("{}.rewritten", b.name)));
        match (cb, cr) {
            (Ok((ib, fb)), Ok((ir, fr))) => {
                jb["instructions"] = json!(ib);
                jr["instructions"] = json!(ir);
                ratio["instructions"] = parts::round(ib as f64 / ir as f64, 5);
                // Where the time goes: the rewritten run's five costliest functions.
                let top: Vec<Value> = fr
                    .iter()
                    .take(5)
                    .map(|(f, n)| json!({"function": f, "share": parts::round(*n as f64 / ir as f64, 4)}))
                    .collect();
                jr["top_functions"] = json!(top);
                let fb: BTreeMap<String, u64> = fb.into_iter().collect();
                for (f, n) in fr.iter().filter(|(f, _)| rewritten_fns.contains_key(f)) {
                    hot.push(json!({
                        "function": f,
                        "ir_rewritten": n,
                        "ir_base": fb.get(f),
                        "share": parts::round(*n as f64 / ir as f64, 5),
                        "sites_rewritten": rewritten_fns[f],
                    }));
                }
            }
            (Err(e), _) | (_, Err(e)) => err = Some(format!("{e:#}")),
        }
    }
    json!({
        "name": b.name, "what": b.what, "cmd": b.cmd,
        "base": jb, "rewritten": jr, "ratio": ratio,
        "hot_rewritten_functions": hot,
        "error": err,
    })
}

/// Everything about one project; `ok` is false when a build, a test suite or a benchmark failed.
fn project(p: &Project, a: &SpeedupArgs, exe: &Path, dbs: &BTreeMap<String, PathBuf>) -> Result<(Value, bool)> {
    let w = a.work.join(&p.name);
    std::fs::create_dir_all(w.join("shim"))?;
    let w = w.canonicalize()?;
    let (cc_log, warm_log, cache) = (w.join("cc.jsonl"), w.join("cc-warm.jsonl"), w.join("cache"));
    for f in [&cc_log, &warm_log] {
        let _ = std::fs::remove_file(f);
    }
    let _ = std::fs::remove_dir_all(&cache);
    let (store, store_note) = match (a.plain, dbs.get(&p.name)) {
        (true, _) => (None, "none: --plain, both builds with the plain compilers".to_string()),
        (false, Some(db)) => {
            let db = db
                .canonicalize()
                .with_context(|| format!("--db {}={}", p.name, db.display()))?;
            (Some(db.clone()), format!("{}", db.display()))
        }
        (false, None) => {
            let db = w.join("empty.db");
            let _ = std::fs::remove_file(&db);
            crate::store::Store::open(&db).with_context(|| format!("creating {}", db.display()))?;
            (
                Some(db),
                "no --db for this project: an empty store (no rewrites)".to_string(),
            )
        }
    };
    let (cc, cxx) = match &store {
        None => (a.cc.clone(), a.cxx.clone()),
        Some(_) => (
            w.join("shim/cc").display().to_string(),
            w.join("shim/c++").display().to_string(),
        ),
    };
    let shims = |log: &Path| -> Result<()> {
        if let Some(db) = &store {
            write_shim(&w.join("shim/cc"), exe, db, log, &cache, &a.cc)?;
            write_shim(&w.join("shim/c++"), exe, db, log, &cache, &a.cxx)?;
        }
        Ok(())
    };
    let (base_dir, rew_dir) = (w.join("base"), w.join("rewritten"));
    let base = build(p, a, &a.cc, &a.cxx, &base_dir, &w.join("base.log"), a.check)?;
    shims(&cc_log)?;
    let cold = build(p, a, &cc, &cxx, &rew_dir, &w.join("rewritten-cold.log"), false)?;
    shims(&warm_log)?;
    let warm = build(p, a, &cc, &cxx, &rew_dir, &w.join("rewritten-warm.log"), a.check)?;
    let rewrites = parts::summarize_cc_log(&cc_log)?;
    let warm_summary = parts::summarize_cc_log(&warm_log)?;
    let overhead = |b: &Build, key: &str| match (b.seconds(key), base.seconds(key)) {
        (Some(x), Some(y)) if y > 0.0 => parts::round(x / y, 4),
        _ => Value::Null,
    };
    let mut v = json!({
        "name": p.name,
        "store": store.as_ref().map(|d| d.display().to_string()),
        "store_note": store_note,
        "plain": a.plain,
        "builds": {"baseline": base.json(), "rewritten_cold": cold.json(), "rewritten_warm": warm.json()},
        "compile_overhead": {
            "cold": overhead(&cold, "seconds"), "warm": overhead(&warm, "seconds"),
            "cold_compile_only": overhead(&cold, "compile_seconds"), "warm_compile_only": overhead(&warm, "compile_seconds"),
            "what": "rewritten build seconds / baseline build seconds (BUILD.json: seconds = the whole build, compile_seconds = the library's compile alone); warm = the wrapper's cache filled by the cold build",
        },
        "rewrites": rewrites,
        "warm_rebuild": {"translation_units": warm_summary["translation_units"], "cached_units": warm_summary["cached_units"], "sites_rewritten": warm_summary["sites_rewritten"]},
    });
    let mut ok = true;
    let mut errors: Vec<String> = [&base, &cold, &warm].iter().filter_map(|b| b.error.clone()).collect();
    if base.check_failed() || warm.check_failed() {
        ok = false;
        errors.push("a test suite failed (builds.*.check)".into());
    }
    let mut benches = Vec::new();
    if base.error.is_none() && warm.error.is_none() {
        let fns: BTreeMap<String, u64> = rewrites["sites_per_function"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, n)| (k.clone(), n.as_u64().unwrap_or(0)))
            .collect();
        for b in &p.benches {
            eprintln!(
                "speedup: {}: {} ({} reps{})",
                p.name,
                b.name,
                a.reps,
                if a.no_callgrind { "" } else { ", callgrind" }
            );
            let r = bench(b, a, &base_dir, &rew_dir, &w.join("callgrind"), &fns);
            if let Some(e) = r["error"].as_str() {
                errors.push(format!("bench {}: {e}", b.name));
            }
            benches.push(r);
        }
    }
    let ratios = |k: &str| {
        benches
            .iter()
            .filter_map(|b| b["ratio"][k].as_f64())
            .collect::<Vec<_>>()
    };
    v["geomean"] = json!({
        "wall_median": parts::geomean(&ratios("wall_median")).map_or(Value::Null, |x| parts::round(x, 4)),
        "instructions": parts::geomean(&ratios("instructions")).map_or(Value::Null, |x| parts::round(x, 5)),
    });
    v["benches"] = json!(benches);
    ok &= errors.is_empty();
    v["errors"] = json!(errors);
    v["ok"] = json!(ok);
    Ok((v, ok))
}

/// Writes `text` to `path` through a temporary file and a rename (never half-written).
fn write_atomic(path: &Path, text: &str) -> Result<()> {
    if let Some(d) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(d).with_context(|| format!("creating {}", d.display()))?;
    }
    let tmp = path.with_extension(format!("json.tmp.{}", std::process::id()));
    std::fs::write(&tmp, text).with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("renaming {} to {}", tmp.display(), path.display()))
}

fn fmt(v: &Value, digits: usize) -> String {
    v.as_f64().map_or("-".into(), |x| format!("{x:.digits$}"))
}

/// The projects of earlier results files, each with the command that measured it.
fn merged_projects(files: &[PathBuf]) -> Result<Vec<Value>> {
    let mut out = Vec::new();
    for f in files {
        let doc: Value = serde_json::from_slice(&std::fs::read(f).with_context(|| format!("reading {}", f.display()))?)
            .with_context(|| format!("{}: not a results file", f.display()))?;
        for p in doc["projects"].as_array().into_iter().flatten() {
            let mut p = p.clone();
            if p.get("command").is_none() {
                p["command"] = doc["command"].clone();
            }
            out.push(p);
        }
    }
    Ok(out)
}

pub fn run(a: SpeedupArgs) -> Result<ExitCode> {
    let earlier = merged_projects(&a.merge)?;
    let projects = if a.projects.is_empty() && !a.merge.is_empty() {
        Vec::new()
    } else {
        projects(&a.corpora, &a.projects)?
    };
    let dbs: BTreeMap<String, PathBuf> = a.dbs.iter().cloned().collect();
    for n in dbs.keys() {
        if !projects.iter().any(|p| &p.name == n) {
            bail!(
                "--db {n}=...: no such project among {}",
                projects.iter().map(|p| p.name.as_str()).collect::<Vec<_>>().join(", ")
            );
        }
    }
    let exe = std::env::current_exe().context("finding this minotaur executable")?;
    let t0 = Instant::now();
    let (mut per, mut all_ok) = (Vec::new(), true);
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = format!("minotaur {}", args.join(" "));
    for p in &projects {
        let (mut v, ok) = project(p, &a, &exe, &dbs)?;
        v["command"] = json!(command);
        v["reps"] = json!(a.reps);
        v["callgrind"] = json!(!a.no_callgrind);
        all_ok &= ok;
        per.push(v);
    }
    for p in earlier {
        if !per.iter().any(|q| q["name"] == p["name"]) {
            all_ok &= p["errors"].as_array().is_none_or(|e| e.is_empty());
            per.push(p);
        }
    }
    let ratios = |k: &str| -> Vec<f64> {
        per.iter()
            .flat_map(|p| {
                p["benches"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|b| b["ratio"][k].as_f64())
            })
            .collect()
    };
    let doc = json!({
        "command": command,
        "what": "ratio = baseline / rewritten (> 1: the rewritten build is faster); wall: median of --reps interleaved runs; instructions: total Ir under valgrind --tool=callgrind",
        "reps": a.reps,
        "callgrind": !a.no_callgrind,
        "plain": a.plain,
        "compilers": {"cc": a.cc, "cxx": a.cxx},
        "cpu": cpu_model(),
        "geomean": {
            "wall_median": parts::geomean(&ratios("wall_median")).map_or(Value::Null, |x| parts::round(x, 4)),
            "instructions": parts::geomean(&ratios("instructions")).map_or(Value::Null, |x| parts::round(x, 5)),
        },
        "ok": all_ok,
        "seconds": parts::round(t0.elapsed().as_secs_f64(), 1),
        "projects": per,
    });
    write_atomic(&a.out, &(serde_json::to_string_pretty(&doc)? + "\n"))?;
    println!(
        "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}",
        "project", "bench", "base s", "rewr s", "wall x", "instr x"
    );
    for p in &per {
        for b in p["benches"].as_array().into_iter().flatten() {
            println!(
                "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}",
                p["name"].as_str().unwrap_or(""),
                b["name"].as_str().unwrap_or(""),
                fmt(&b["base"]["wall_median_s"], 3),
                fmt(&b["rewritten"]["wall_median_s"], 3),
                fmt(&b["ratio"]["wall_median"], 3),
                fmt(&b["ratio"]["instructions"], 4),
            );
        }
        println!(
            "{:<10} {:<22} {:>9} {:>9} {:>8} {:>9}   compile overhead cold {} warm {}; sites rewritten {}",
            p["name"].as_str().unwrap_or(""),
            "geomean",
            "",
            "",
            fmt(&p["geomean"]["wall_median"], 3),
            fmt(&p["geomean"]["instructions"], 4),
            fmt(&p["compile_overhead"]["cold"], 3),
            fmt(&p["compile_overhead"]["warm"], 3),
            p["rewrites"]["sites_rewritten"],
        );
        for e in p["errors"].as_array().into_iter().flatten() {
            println!(
                "{}: ERROR: {}",
                p["name"].as_str().unwrap_or(""),
                e.as_str().unwrap_or("")
            );
        }
    }
    println!(
        "overall geomean: wall {} instructions {}",
        fmt(&doc["geomean"]["wall_median"], 3),
        fmt(&doc["geomean"]["instructions"], 4)
    );
    println!("wrote {}", a.out.display());
    Ok(ExitCode::success_if(all_ok))
}

/// The CPU's model name (/proc/cpuinfo), for the results file.
fn cpu_model() -> Value {
    let t = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    t.lines()
        .find_map(|l| {
            l.strip_prefix("model name")
                .and_then(|r| r.split_once(':'))
                .map(|(_, m)| json!(m.trim()))
        })
        .unwrap_or(Value::Null)
}
