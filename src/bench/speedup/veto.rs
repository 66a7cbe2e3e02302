//! `bench speedup --veto-from-run` (issue 34): after the plain and the rewritten build are
//! measured, the rewrites that fired in a hot function that then executed more
//! instructions (callgrind, per function) are written to a veto file, a third build goes
//! through the wrapper with it, and its benchmarks run against the plain build again.

use super::builds::{build, summarize_cc_log, write_shim, ShimFiles};
use super::results::{geomean, BenchResult, Geomean, VetoRun, VetoedRewrite};
use super::{Event, Options, Project};
use crate::apply::{Measured, Veto};
use crate::bench::{io, Error};
use std::path::Path;

/// A function is vetoed only where it held at least this share of a run's instructions
/// (below it, a few more instructions are no one's time).
pub const VETO_MIN_SHARE: f64 = 0.001;

/// The functions' counts of the measured benchmarks, as the veto reads them.
fn measured(benches: &[BenchResult]) -> Vec<Measured> {
    let mut out = Vec::new();
    for b in benches {
        for h in &b.hot_rewritten_functions {
            if let Some(base) = h.ir_base {
                out.push(Measured {
                    function: h.function.clone(),
                    base,
                    rewritten: h.ir_rewritten,
                    share: h.share.unwrap_or(0.0),
                    bench: b.name.clone(),
                });
            }
        }
    }
    out
}

/// The veto step of project `p` (work folder `w`, plain build in `w/base`): the veto
/// file `w/veto.txt` from `benches` and the rewritten build's log `fired`, the build
/// `w/vetoed` through the wrapper with it, and each benchmark plain against vetoed.
pub fn veto_run(
    p: &Project,
    o: &Options,
    w: &Path,
    db: &Path,
    benches: &[BenchResult],
    fired: &super::CcLogSummary,
    progress: &dyn Fn(Event),
) -> Result<VetoRun, Error> {
    let veto = Veto::derive(&measured(benches), &fired.rewrites_per_function, VETO_MIN_SHARE);
    let file = w.join("veto.txt");
    let header = format!(
        "minotaur bench speedup --veto-from-run: {}\nrewrites that fired in a function holding at least {} % of a benchmark's\ninstructions which then executed more of them (callgrind) than in the plain build\nFUNCTION CUT  # benchmark: plain -> rewritten instructions",
        p.name,
        100.0 * VETO_MIN_SHARE
    );
    std::fs::write(&file, veto.to_text(&header)).map_err(io(format!("writing {}", file.display())))?;
    let mut run = VetoRun {
        benches: Vec::new(),
        build: None,
        entries: veto
            .entries()
            .map(|e| VetoedRewrite {
                cut: e.cut.clone(),
                function: e.function.clone(),
                why: e.why.clone(),
            })
            .collect(),
        errors: Vec::new(),
        file: file.display().to_string(),
        geomean: Geomean::default(),
        min_share: VETO_MIN_SHARE,
        rewrites: None,
    };
    if veto.is_empty() {
        return Ok(run);
    }
    let (log, cache) = (w.join("cc-vetoed.jsonl"), w.join("cache"));
    let _ = std::fs::remove_file(&log);
    let shim_dir = w.join("shim-vetoed");
    std::fs::create_dir_all(&shim_dir)?;
    let files = ShimFiles {
        db,
        log: &log,
        cache: &cache,
        veto: Some(&file),
    };
    write_shim(&shim_dir.join("cc"), &o.exe, &files, &o.cc)?;
    write_shim(&shim_dir.join("c++"), &o.exe, &files, &o.cxx)?;
    let (cc, cxx) = (shim_dir.join("cc"), shim_dir.join("c++"));
    let vetoed_dir = w.join("vetoed");
    let b = build(
        p,
        o,
        &cc.display().to_string(),
        &cxx.display().to_string(),
        &vetoed_dir,
        &w.join("vetoed.log"),
        o.check,
        progress,
    )?;
    if b.check_failed() {
        run.errors
            .push("the vetoed build's test suite failed (veto.build.check)".into());
    }
    run.errors.extend(b.error.clone());
    let summary = summarize_cc_log(&log)?;
    if b.error.is_none() {
        for bench in &p.benches {
            progress(Event::Bench {
                project: &p.name,
                bench: &bench.name,
            });
            let r = super::timing::bench(
                bench,
                o,
                &w.join("base"),
                &vetoed_dir,
                &w.join("callgrind-vetoed"),
                &summary.sites_per_function,
            );
            if let Some(e) = &r.error {
                run.errors.push(format!("bench {} (vetoed): {e}", bench.name));
            }
            run.benches.push(r);
        }
    }
    run.geomean = geomean(run.benches.iter());
    run.build = Some(b.result());
    run.rewrites = Some(summary);
    Ok(run)
}
