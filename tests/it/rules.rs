//! Rule generalization, data-driven: each file under `tests/data/rules/` holds a group of
//! concrete rewrites (`@src_<k>`/`@tgt_<k>`, found by synthesis or written as it would
//! find them) and `; expect KEY: VALUE` lines for the rule of the cluster that holds
//! `_a`: its precondition, widths, class, worth, derived constants, flag changes, and how
//! many rules the group makes and how many of them are folded into a more general one.
//! Costs are llvm-mca's for `skylake`; every step is proved by the verifier. A width
//! written `64?` (a splat written `<4 x i32>?`) is one whose proof is at the solver's
//! time limit (it may be missing).

use crate::common;
use libtest_mimic::{Failed, Trial};
use minotaur::rules::Limits;
use minotaur::rules::Pair;
use minotaur::rules::{make_rules, Member};
use minotaur::store::{Costs, Measure};
use std::path::{Path, PathBuf};

const CPU: &str = "skylake";

/// The rules a group file makes (every proof at `proof_timeout`), and those it could not.
pub fn built(path: &Path, proof_timeout: std::time::Duration) -> Result<(Vec<minotaur::rules::Built>, usize), String> {
    let m = minotaur::llvm::load_module(path).map_err(|e| e.to_string())?;
    // `; shared: 2,2,1`: each instance's sites, each with how many of the source's
    // intermediate values have other uses there (as a crawl records them).
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let shared: Vec<u32> = text
        .lines()
        .find_map(|l| l.strip_prefix("; shared: "))
        .map(|l| l.split(',').filter_map(|v| v.trim().parse().ok()).collect())
        .unwrap_or_default();
    let mut members = Vec::new();
    for s in m.functions().filter(|f| f.name.starts_with("src_")) {
        let k = &s.name[4..];
        let t = m.function(&format!("tgt_{k}")).ok_or(format!("no @tgt_{k}"))?;
        let pair = Pair::new(s, t);
        let u = minotaur::cost::mca_uops(&[&pair.src, &pair.tgt], CPU);
        let (Some(b), Some(a)) = (u[0], u[1]) else {
            return Err(format!("llvm-mca could not cost @src_{k}/@tgt_{k}"));
        };
        members.push(Member {
            name: k.to_string(),
            pair,
            sites: shared.len(),
            shared: shared.clone(),
            costs: Costs {
                cost_before: b,
                cost_after: a,
                llvm_cost: None,
                known_to_llvm: false,
                measure: Measure::Mca,
                gain: Default::default(),
                insts_before: None,
                insts_after: None,
            },
            cpu: CPU.into(),
            rewrite: String::new(),
        });
    }
    let limits = Limits {
        proof_timeout,
        ..Limits::default()
    };
    let (built, failed) = make_rules(members, &limits, &|_| {});
    Ok((built, failed.len()))
}

/// The built rules of a group file, as `key: value` lines (what `expect` lines name).
pub fn actual(path: &Path) -> Result<(Vec<(String, String)>, String), String> {
    // Three times the default proof time, so that a loaded machine gives the same rules.
    let (built, failed) = built(path, std::time::Duration::from_secs(30))?;
    let mut out = vec![
        (
            "rules".to_string(),
            built.iter().filter(|b| b.subsumed_by.is_none()).count().to_string(),
        ),
        (
            "subsumed".to_string(),
            built.iter().filter(|b| b.subsumed_by.is_some()).count().to_string(),
        ),
        ("not proved".to_string(), failed.to_string()),
    ];
    // The store keys rules by id and key (unique both): the id is always the key's hash.
    if let Some(b) = built
        .iter()
        .find(|b| minotaur::rules::rule_id(&b.rule.key) != b.rule.id)
    {
        return Err(format!("rule {}: its id is not its cluster key's hash", b.rule.id));
    }
    let Some(r) = built.iter().find(|b| b.members.iter().any(|m| m == "a")) else {
        return Ok((out, String::new()));
    };
    let x = &r.rule;
    out.extend([
        ("pre".to_string(), x.pre_words()),
        (
            "widths".to_string(),
            if x.widths.only_as_found() || x.widths.narrow.is_some() {
                x.widths.words()
            } else {
                x.widths
                    .ints
                    .iter()
                    .map(|w| w.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            },
        ),
        (
            "refuted widths".to_string(),
            outcomes(&x.widths.failed, &x.widths.failed_pairs),
        ),
        (
            "vacuous widths".to_string(),
            outcomes(&x.widths.vacuous, &x.widths.vacuous_pairs),
        ),
        (
            "splat".to_string(),
            x.widths.splat.clone().unwrap_or_else(|| "no".to_string()),
        ),
        ("general".to_string(), if x.general { "yes" } else { "no" }.to_string()),
        ("derived".to_string(), x.derived_words()),
        (
            "flags".to_string(),
            if x.flags.is_empty() {
                "none".to_string()
            } else {
                x.flags.join("; ")
            },
        ),
        ("class".to_string(), x.class.name().to_string()),
        ("verdict".to_string(), x.verdict.name().to_string()),
        ("equation".to_string(), x.equation.clone()),
        (
            "a subsumed".to_string(),
            if r.subsumed_by.is_some() { "yes" } else { "no" }.to_string(),
        ),
    ]);
    let detail = format!(
        "{}\n; class: {}\n; verdict: {}\n; canonical: {:?}\n{}",
        x.equation, x.class_why, x.verdict_why, x.canonical, x.proof
    );
    Ok((out, detail))
}

fn check(path: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let want: Vec<(String, String)> = text
        .lines()
        .filter_map(|l| l.strip_prefix("; expect "))
        .filter_map(|l| {
            l.split_once(": ")
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        })
        .collect();
    let (got, detail) = actual(path)?;
    if std::env::var_os("RULES_BLESS").is_some() {
        // Writes what the rules came out as, for a person to review in the diff.
        let head: Vec<&str> = text.lines().take_while(|l| l.starts_with(';')).collect();
        let why: Vec<&str> = head.iter().copied().filter(|l| !l.starts_with("; expect ")).collect();
        let body: Vec<&str> = text.lines().skip(head.len()).collect();
        let expects: Vec<String> = got.iter().map(|(k, v)| format!("; expect {k}: {v}")).collect();
        let out = format!("{}\n{}\n{}\n", why.join("\n"), expects.join("\n"), body.join("\n"));
        std::fs::write(path, out).map_err(|e| e.to_string())?;
        return Ok(());
    }
    if want.is_empty() || !text.lines().any(|l| l.starts_with("; why: ")) {
        return Err("the file needs `; why: ` and `; expect KEY: VALUE` lines".into());
    }
    let mut bad = Vec::new();
    for (k, v) in &want {
        match got.iter().find(|(g, _)| g == k) {
            Some((_, g)) if g == v => {}
            Some((_, g)) if k == "widths" && widths_match(v, g) => {}
            // `<4 x i32>?`: a splat proof at the solver's time limit when the machine is
            // loaded (it may be missing).
            Some((_, g)) if k == "splat" && v.strip_suffix('?').is_some_and(|s| g == s || g == "no") => {}
            Some((_, g)) => bad.push(format!("{k}: expected `{v}`, got `{g}`")),
            None => bad.push(format!("{k}: not a known key")),
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        let all: Vec<String> = got.iter().map(|(k, v)| format!("; expect {k}: {v}")).collect();
        Err(format!("{}\nall:\n{}\n{detail}", bad.join("\n"), all.join("\n")).into())
    }
}

/// Widths as `8,16`, or `none`.
/// Widths, or pairs of widths `n->w` (a rule over two types), or `none`.
fn outcomes(ws: &[u32], pairs: &[(u32, u32)]) -> String {
    if pairs.is_empty() {
        return list(ws);
    }
    pairs
        .iter()
        .map(|(n, w)| format!("{n}->{w}"))
        .collect::<Vec<_>>()
        .join(",")
}

fn list(ws: &[u32]) -> String {
    if ws.is_empty() {
        return "none".into();
    }
    ws.iter().map(|w| w.to_string()).collect::<Vec<_>>().join(",")
}

/// Widths as expected, where `64?` marks a width whose proof is at the solver's time
/// limit: it may be there or not, every other width must match exactly.
fn widths_match(want: &str, got: &str) -> bool {
    let got: Vec<&str> = got.split(',').collect();
    let need: Vec<&str> = want.split(',').filter(|w| !w.ends_with('?')).collect();
    let may: Vec<&str> = want.split(',').filter_map(|w| w.strip_suffix('?')).collect();
    need.iter().all(|w| got.contains(w)) && got.iter().all(|w| need.contains(w) || may.contains(w))
}

/// Rules fold across runs: a rule stored by an earlier `rules` run is folded into a new
/// rule of a later run that covers it (the `add nsw` variant of `(x + 5) - x` into the
/// plain one), through the store, as `minotaur rules` runs it.
fn folds_across_runs() -> Result<(), Failed> {
    use minotaur::store::SynthRow;
    use minotaur::store::{Found, Store, SynthStatus};
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/rules/add_nsw_subsumed.ll");
    let dir = std::env::temp_dir().join(format!("minotaur-rules-runs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let db = dir.join("store.db");
    let bytes = std::fs::read(&file).map_err(|e| e.to_string())?;
    let name = file.display().to_string();
    let cuts = minotaur::cut::process_bytes(&bytes, &name, minotaur::cut::DEFAULT_DEPTH).map_err(|e| e.to_string())?;
    let mut store = Store::open(&db).map_err(|e| e.to_string())?;
    let hash = minotaur::util::fnv128_hex(&bytes);
    store
        .record_file(&name, &hash, bytes.len() as u64, minotaur::cut::DEFAULT_DEPTH, &cuts)
        .map_err(|e| e.to_string())?;
    let m = minotaur::llvm::load_module(&file).map_err(|e| e.to_string())?;
    let found = |k: &str, store: &mut Store| -> Result<String, String> {
        let site = cuts
            .sites
            .iter()
            .find(|s| s.function == format!("src_{k}") && s.name == "r")
            .ok_or(format!("no site @src_{k} %r"))?;
        let pair = Pair::new(
            m.function(&format!("src_{k}")).unwrap(),
            m.function(&format!("tgt_{k}")).unwrap(),
        );
        let mut row = SynthRow::new(&site.cut, CPU);
        row.status = SynthStatus::Found;
        row.found = Some(Found {
            cut: site.cut.clone(),
            rewrite: "(const i32 5)".into(),
            src_tgt: pair.text(),
            cpu: CPU.into(),
            costs: Costs {
                cost_before: 3,
                cost_after: 1,
                llvm_cost: Some(3),
                known_to_llvm: false,
                measure: Measure::Mca,
                gain: Default::default(),
                insts_before: Some(2),
                insts_after: Some(0),
            },
        });
        store.record_synth(&row).map_err(|e| e.to_string())?;
        Ok(site.cut.clone())
    };
    let limits = Limits::default();
    found("a", &mut store)?;
    let first = minotaur::rules::run(&mut store, &limits, &|_| {}).map_err(|e| e.to_string())?;
    if first.clusters_built != 1 || !first.subsumed.is_empty() {
        return Err(format!("first run: {first:?}").into());
    }
    found("b", &mut store)?;
    let second = minotaur::rules::run(&mut store, &limits, &|_| {}).map_err(|e| e.to_string())?;
    let rules = store
        .rule_summaries::<minotaur::rules::Rule>()
        .map_err(|e| e.to_string())?;
    let live: Vec<_> = rules.iter().filter(|r| r.subsumed_by.is_none()).collect();
    if second.subsumed.len() != 1 || live.len() != 1 || live[0].instances != 2 {
        return Err(format!(
            "second run: {second:?}; rules: {:?}",
            rules
                .iter()
                .map(|r| (&r.rule.id, &r.subsumed_by, r.instances))
                .collect::<Vec<_>>()
        )
        .into());
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}

pub fn trials() -> Vec<Trial> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/rules");
    common::ll_files(&dir)
        .into_iter()
        .map(|p| {
            let name = p.file_stem().unwrap_or_default().to_string_lossy().to_string();
            crate::hard_limit::trial(format!("rules::{name}"), move || check(&p))
        })
        .chain(std::iter::once(crate::hard_limit::trial(
            "rules::folds_across_runs",
            folds_across_runs,
        )))
        .collect()
}
