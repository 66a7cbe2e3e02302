//! One benchmark command in both builds: interleaved timed runs (base, rewritten, base,
//! ...), wall minimum and median, and, under callgrind, instruction counts, the costliest
//! functions and the rewritten functions among them.

use super::callgrind::callgrind;
use super::manifest::Bench;
use super::results::{median, BenchResult, HotFunction, Ratio, Side, TopFunction};
use super::Options;
use crate::bench::{chain, io, round, Error};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

/// Runs `cmd` with `sh -c` from `dir`: its wall seconds, or the error with its output's tail.
fn run_timed(cmd: &str, dir: &Path) -> Result<f64, Error> {
    let t = Instant::now();
    let o = Command::new("sh")
        .args(["-c", cmd])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .map_err(io(format!("running `{cmd}` in {}", dir.display())))?;
    let s = t.elapsed().as_secs_f64();
    if !o.status.success() {
        let err = String::from_utf8_lossy(&o.stderr);
        let tail: Vec<&str> = err.lines().rev().take(5).collect();
        return Err(Error::Message(format!(
            "`{cmd}` in {} exited with {}: {}",
            dir.display(),
            o.status,
            tail.into_iter().rev().collect::<Vec<_>>().join(" | ")
        )));
    }
    Ok(s)
}

fn min(t: &[f64]) -> f64 {
    t.iter().copied().fold(f64::INFINITY, f64::min)
}

/// One build's wall times.
fn side(t: &[f64]) -> Side {
    Side {
        instructions: None,
        top_functions: None,
        wall_median_s: round(median(t), 4),
        wall_min_s: round(min(t), 4),
        wall_s: t.iter().map(|x| round(*x, 4)).collect(),
    }
}

/// One benchmark, both builds: interleaved wall times, callgrind counts, ratios.
/// `rewritten_fns`: sites rewritten per function.
pub fn bench(
    b: &Bench,
    o: &Options,
    base: &Path,
    rew: &Path,
    cg_dir: &Path,
    rewritten_fns: &BTreeMap<String, u64>,
) -> BenchResult {
    let (mut tb, mut tr) = (Vec::new(), Vec::new());
    let mut err = None;
    for _ in 0..o.reps {
        match run_timed(&b.cmd, base).and_then(|x| Ok((x, run_timed(&b.cmd, rew)?))) {
            Ok((x, y)) => {
                tb.push(x);
                tr.push(y);
            }
            Err(e) => {
                err = Some(chain(&e));
                break;
            }
        }
    }
    let (mut jb, mut jr) = (side(&tb), side(&tr));
    let mut ratio = Ratio::default();
    if err.is_none() && !tb.is_empty() {
        ratio.wall_median = round(median(&tb) / median(&tr), 4);
        ratio.wall_min = round(min(&tb) / min(&tr), 4);
    }
    let mut hot = Vec::new();
    if err.is_none() && o.callgrind {
        let cb = callgrind(&b.cmd, base, &cg_dir.join(format!("{}.base", b.name)));
        let cr = callgrind(&b.cmd, rew, &cg_dir.join(format!("{}.rewritten", b.name)));
        match (cb, cr) {
            (Ok((ib, fb)), Ok((ir, fr))) => {
                jb.instructions = Some(ib);
                jr.instructions = Some(ir);
                ratio.instructions = round(ib as f64 / ir as f64, 5);
                // Where the time goes: the rewritten run's five costliest functions.
                jr.top_functions = Some(
                    fr.iter()
                        .take(5)
                        .map(|(f, n)| TopFunction {
                            function: f.clone(),
                            share: round(*n as f64 / ir as f64, 4),
                        })
                        .collect(),
                );
                let fb: BTreeMap<String, u64> = fb.into_iter().collect();
                for (f, n) in fr.iter().filter(|(f, _)| rewritten_fns.contains_key(f)) {
                    hot.push(HotFunction {
                        function: f.clone(),
                        ir_rewritten: *n,
                        ir_base: fb.get(f).copied(),
                        share: round(*n as f64 / ir as f64, 5),
                        sites_rewritten: rewritten_fns[f],
                    });
                }
            }
            (Err(e), _) | (_, Err(e)) => err = Some(chain(&e)),
        }
    }
    BenchResult {
        name: b.name.clone(),
        what: b.what.clone(),
        cmd: b.cmd.clone(),
        base: jb,
        rewritten: jr,
        ratio,
        hot_rewritten_functions: hot,
        error: err,
    }
}
