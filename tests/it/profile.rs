//! Execution counts from profile metadata, data-driven: each `.ll` under
//! `tests/data/profile/` is read as the crawl reads a file (LLVM's text of it, parsed by
//! `ir`), and every block's count (`ir::module_counts`) is checked against what LLVM's
//! own `opt-22 -passes='print<block-freq>'` prints for it: within 0.5 % or 1 (LLVM
//! rounds its probabilities to 31 bits and its counts to integers). A function LLVM gives
//! no count (no entry count) has none here either. And end to end: `minotaur crawl` of
//! the real profile-guided build stores each site's count, its root's block's.

use crate::common;
use libtest_mimic::{Failed, Trial};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/profile")
}

/// `print<block-freq>`'s counts: per function, each block's `count` in block order
/// (`None` for a function printed without counts).
fn llvm_counts(path: &Path) -> Result<HashMap<String, Option<Vec<f64>>>, String> {
    let out = std::process::Command::new(minotaur::llvm::tools::tool("opt"))
        .args(["-passes=print<block-freq>", "-disable-output"])
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run opt: {e}"))?;
    if !out.status.success() {
        return Err(format!("opt failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    let mut all: HashMap<String, Option<Vec<f64>>> = HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(f) = line.strip_prefix("block-frequency-info: ") {
            current = Some(f.trim().to_string());
            all.insert(f.trim().to_string(), Some(Vec::new()));
        } else if let (Some(f), Some(rest)) = (&current, line.strip_prefix(" - ")) {
            let count = rest.split(", ").find_map(|p| p.strip_prefix("count = "));
            let entry = all.get_mut(f).expect("inserted above");
            match (count, entry.as_mut()) {
                (Some(c), Some(v)) => v.push(c.trim().parse().map_err(|e| format!("{c}: {e}"))?),
                _ => *entry = None,
            }
        }
    }
    Ok(all)
}

fn check(path: &Path) -> Result<(), Failed> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let text = minotaur::llvm::canonical_text(&bytes, &path.display().to_string()).map_err(|e| e.to_string())?;
    let module = minotaur::ir::parse_module_lenient(&text).map_err(|e| e.to_string())?;
    let ours = minotaur::ir::module_counts(&module, &text);
    let theirs = llvm_counts(path)?;
    let mut bad = Vec::new();
    for f in module.functions() {
        let want = theirs.get(&f.name).cloned().flatten();
        match (ours.get(&f.name), want) {
            (None, None) => {}
            (Some(_), None) => bad.push(format!("@{}: a count here, none from LLVM", f.name)),
            (None, Some(_)) => bad.push(format!("@{}: no count here, LLVM has them", f.name)),
            (Some(got), Some(want)) => {
                if got.len() != want.len() {
                    bad.push(format!(
                        "@{}: {} blocks here, {} from LLVM",
                        f.name,
                        got.len(),
                        want.len()
                    ));
                    continue;
                }
                for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                    if (g - w).abs() > (0.005 * w).max(1.0) {
                        let name = &f.blocks[i].name;
                        bad.push(format!("@{} block {i} ({name}): {g:.1} here, {w} from LLVM", f.name));
                    }
                }
            }
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("\n").into())
    }
}

/// `minotaur crawl` of `pgo_hist.ll` stores at every site the LLVM count of the block its
/// root is in; a file without a profile stores none.
fn crawl_stores_each_site_s_count() -> Result<(), Failed> {
    let tmp = std::env::temp_dir().join(format!("minotaur-profile-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let db = tmp.join("p.db");
    let fixture = dir().join("pgo_hist.ll");
    let plain = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpora/sample/zstd_hist.bc");
    let out = std::process::Command::new(common::exe())
        .arg("crawl")
        .arg("--db")
        .arg(&db)
        .args([&fixture, &plain])
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("crawl failed: {}", common::text(&out.stderr)).into());
    }
    let theirs = llvm_counts(&fixture)?;
    let text = minotaur::llvm::canonical_text(&std::fs::read(&fixture).map_err(|e| e.to_string())?, "pgo_hist.ll")
        .map_err(|e| e.to_string())?;
    let module = minotaur::ir::parse_module_lenient(&text).map_err(|e| e.to_string())?;
    let store = minotaur::store::Store::open_existing(&db).map_err(|e| e.to_string())?;
    let (mut profiled, mut plain_sites) = (0, 0);
    for (hash, _) in store.all_cut_texts().map_err(|e| e.to_string())? {
        for site in store.sites_of(&hash).map_err(|e| e.to_string())? {
            if site.file.ends_with("zstd_hist.bc") {
                plain_sites += 1;
                if site.executions.is_some() {
                    return Err(format!("{}: a count without a profile", site.file).into());
                }
                continue;
            }
            let f = module.function(&site.function).ok_or("no such function")?;
            let block = minotaur::ir::Cfg::new(f).block_of[site.inst];
            let want = theirs.get(&site.function).cloned().flatten().ok_or("no LLVM count")?[block];
            let got = site
                .executions
                .ok_or(format!("@{} #{}: no count stored", site.function, site.inst))?;
            if (got as f64 - want).abs() > (0.005 * want).max(1.0) {
                return Err(format!(
                    "@{} #{}: {got} stored, LLVM's block count {want}",
                    site.function, site.inst
                )
                .into());
            }
            profiled += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    if profiled == 0 || plain_sites == 0 {
        return Err(format!("{profiled} profiled and {plain_sites} plain sites: the check saw nothing").into());
    }
    Ok(())
}

/// `minotaur synth --order hot` on the crawl of `pgo_hist.ll`: the cuts whose sites ran at
/// least `--hot-share` of all the executions are the ones searched first, in the hot pass
/// (4) at `--hot-budget`, and their stored rows say so; the next cut gets the full pass's
/// budget.
fn hot_cuts_get_the_hot_budget() -> Result<(), Failed> {
    let tmp = std::env::temp_dir().join(format!("minotaur-hot-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let db = tmp.join("p.db");
    let crawl = std::process::Command::new(common::exe())
        .args(["crawl", "--db"])
        .arg(&db)
        .arg(dir().join("pgo_hist.ll"))
        .output()
        .map_err(|e| e.to_string())?;
    if !crawl.status.success() {
        return Err(format!("crawl failed: {}", common::text(&crawl.stderr)).into());
    }
    // The hot cuts as the test sees them: each cut's sites' counts against all sites'.
    let store = minotaur::store::Store::open_existing(&db).map_err(|e| e.to_string())?;
    let mut counts = Vec::new();
    for (hash, _) in store.all_cut_texts().map_err(|e| e.to_string())? {
        let sites = store.sites_of(&hash).map_err(|e| e.to_string())?;
        counts.push((sites.iter().filter_map(|s| s.executions).sum::<u64>(), hash));
    }
    drop(store);
    counts.sort_by(|a, b| b.cmp(a));
    let total: u64 = counts.iter().map(|c| c.0).sum();
    // A share between two cuts' counts: the first `hot` cuts hot (at least two).
    let hot = (2..counts.len())
        .find(|&k| counts[k - 1].0 > counts[k].0)
        .ok_or("no two counts of the fixture's cuts differ")?;
    let share = (counts[hot - 1].0 + counts[hot].0) as f64 / 2.0 / total as f64;
    let limit = (hot + 1).to_string();
    let out = std::process::Command::new(common::exe())
        .args([
            "synth",
            "--order",
            "hot",
            "--hot-budget",
            "4",
            "--cut-budget",
            "1",
            "--quick-budget",
            "0",
        ])
        .args([
            "--limit",
            &limit,
            "-j",
            "1",
            "--json",
            "--hot-share",
            &share.to_string(),
            "--db",
        ])
        .arg(&db)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("synth failed: {}", common::text(&out.stderr)).into());
    }
    let sum: serde_json::Value = serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())?;
    if sum["hot_cuts"] != hot || sum["passes"][0]["pass"] != 4 || sum["passes"][0]["cut_budget"] != 4.0 {
        return Err(format!("want {hot} hot cuts in pass 4 at 4 s: {sum}").into());
    }
    let store = minotaur::store::Store::open_existing(&db).map_err(|e| e.to_string())?;
    let mut cooler = 0;
    for (i, (_, hash)) in counts.iter().enumerate() {
        let Some(row) = store.synth_result(hash).map_err(|e| e.to_string())? else {
            if i < hot {
                return Err(format!("hot cut {i} ({hash}) was not searched").into());
            }
            continue;
        };
        let want = if i < hot { (4, 4.0) } else { (1, 1.0) };
        cooler += usize::from(i >= hot);
        if (row.pass, row.budget) != want {
            return Err(format!("cut {i} ({hash}): pass {} at {} s, want {want:?}", row.pass, row.budget).into());
        }
    }
    if cooler != 1 {
        return Err(format!("{cooler} cuts searched after the hot ones, want 1 (--limit)").into());
    }
    let _ = std::fs::remove_dir_all(&tmp);
    Ok(())
}

pub fn trials() -> Vec<Trial> {
    let files = common::ll_files(&dir());
    assert!(!files.is_empty(), "no profile fixtures");
    files
        .into_iter()
        .map(|f| {
            let name = format!("profile::{}", f.file_name().unwrap().to_string_lossy());
            crate::hard_limit::trial(name, move || check(&f))
        })
        .chain([
            crate::hard_limit::trial(
                "profile::crawl_stores_each_site_s_count",
                crawl_stores_each_site_s_count,
            ),
            crate::hard_limit::trial("profile::hot_cuts_get_the_hot_budget", hot_cuts_get_the_hot_budget),
        ])
        .collect()
}
