//! Tests of the store on both backends, each body written once and run twice: on a real
//! SQLite file in a temporary directory and on a fresh database of a real PostgreSQL
//! server (skipped, saying why, when the machine has none): migrations, the crawl tables
//! and their queries, bytewise order, refusing what it cannot open; and PostgreSQL's own
//! cases (two sessions migrating at once, a lost connection).

use super::*;
use crate::cut::{CutRecord, FileCuts, SiteRecord};

/// Runs `body` on a fresh SQLite file, then on a fresh PostgreSQL database.
pub(super) fn each_backend(name: &str, mut body: impl FnMut(&str)) {
    body(tmp(name).to_str().unwrap());
    match testing::postgres().and_then(|pg| pg.fresh_database()) {
        Ok(url) => body(&url),
        Err(why) => eprintln!("{name}: the PostgreSQL run is skipped: {why}"),
    }
}

/// A fresh PostgreSQL database, or `None` (the test is skipped, saying why).
pub(super) fn postgres_only(name: &str) -> Option<(&'static testing::Server, String)> {
    match testing::postgres().and_then(|pg| Ok((pg, pg.fresh_database()?))) {
        Ok(x) => Some(x),
        Err(why) => {
            eprintln!("{name}: skipped: {why}");
            None
        }
    }
}

/// Runs statements on the store's connection directly (what another tool might do).
fn raw(s: &Store, sql: &str) {
    s.conn.borrow_mut().batch(sql).unwrap();
}

pub(super) fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("minotaur-store-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d.join("t.db")
}

fn cut(hash: &str) -> CutRecord {
    CutRecord {
        hash: hash.into(),
        text: format!("define i32 @cut(i32 %0) {{ ; {hash}\n  ret i32 %0\n}}\n"),
        insts: 2,
        blocks: 1,
        args: 1,
        root_opcode: "add".into(),
        root_type: "i32".into(),
    }
}

fn site(cut: &str, function: &str, inst: usize) -> SiteRecord {
    SiteRecord {
        cut: cut.into(),
        function: function.into(),
        inst,
        name: format!("v{inst}"),
        loc: None,
        args: vec!["%a".into()],
        shared: (inst % 2) as u32,
        executions: (inst % 3 != 0).then_some(inst as u64 * 1000),
    }
}

pub(super) fn file(cuts: &[&str], sites: &[(&str, &str, usize)]) -> FileCuts {
    FileCuts {
        functions: 2,
        instructions: 10,
        roots: sites.len(),
        cuts: cuts.iter().map(|h| cut(h)).collect(),
        sites: sites.iter().map(|(c, f, i)| site(c, f, *i)).collect(),
        ..Default::default()
    }
}

/// A found rewrite of `cut` (the identity, `cost_before` -> `cost_after` in llvm-mca's
/// measure), for results that need one.
pub(super) fn found(cut: &str, cost_before: u32, cost_after: u32, known_to_llvm: bool) -> Found {
    Found {
        cut: cut.into(),
        rewrite: "(val i32 %0)".into(),
        src_tgt: "define i32 @src(i32 %0) {\n  ret i32 %0\n}\n".into(),
        cpu: "cpu".into(),
        costs: Costs {
            cost_before,
            cost_after,
            llvm_cost: Some(cost_before),
            known_to_llvm,
            measure: Measure::Mca,
            gain: Default::default(),
            insts_before: None,
            insts_after: None,
        },
    }
}

#[test]
fn migrates_once_and_reopens() {
    each_backend("migrate", |p| {
        {
            let s = Store::open(p).unwrap();
            assert_eq!(s.totals().unwrap(), cuts::Totals::default());
        }
        let s = Store::open(p).unwrap();
        let q = |sql: &str| s.query_one(sql, &[]).unwrap().0.remove(0);
        if s.is_postgres() {
            assert_eq!(
                q("SELECT version FROM schema_version"),
                db::Value::Int(schema::version())
            );
            assert_eq!(q("SELECT count(*) FROM schema_version"), db::Value::Int(1));
        } else {
            assert_eq!(q("PRAGMA user_version"), db::Value::Int(schema::version()));
            assert_eq!(q("PRAGMA journal_mode"), db::Value::Text("wal".into()));
        }
    });
}

#[test]
fn files_cuts_and_sites_are_stored_and_ranked() {
    each_backend("rank", |p| {
        let mut s = Store::open(p).unwrap();
        let a = "aa00000000000000000000000000000a";
        let b = "bb00000000000000000000000000000b";
        let f1 = file(&[a, b], &[(a, "f", 1), (a, "f", 3), (b, "g", 0)]);
        assert_eq!(s.record_file("x.bc", "h1", 100, 4, &f1).unwrap(), 2);
        let f2 = file(&[a], &[(a, "h", 5)]);
        assert_eq!(s.record_file("y.bc", "h2", 50, 4, &f2).unwrap(), 0, "a is not new");
        assert!(s.has_file("h1", 4).unwrap());
        assert!(!s.has_file("h1", 3).unwrap(), "the depth is part of a file's identity");
        let top = s.top_cuts(10).unwrap();
        assert_eq!(
            top.iter().map(|c| (&c.hash[..2], c.sites, c.files)).collect::<Vec<_>>(),
            [("aa", 3, 2), ("bb", 1, 1)]
        );
        assert_eq!(s.top_cuts(1).unwrap().len(), 1);
        let (row, text) = s.find_cut("bb").unwrap();
        assert_eq!(row.hash, b);
        assert!(text.contains(b));
        let sites = s.sites_of(a).unwrap();
        let places: Vec<_> = sites
            .iter()
            .map(|x| (x.file.as_str(), x.function.as_str(), x.inst))
            .collect();
        assert_eq!(places, [("x.bc", "f", 1), ("x.bc", "f", 3), ("y.bc", "h", 5)]);
        let t = s.totals().unwrap();
        assert_eq!((t.files, t.sites, t.cuts, t.functions), (2, 4, 2, 4));
    });
}

#[test]
fn hash_prefixes_must_be_hex_and_unique() {
    each_backend("prefix", |p| {
        let mut s = Store::open(p).unwrap();
        let a = "ab00000000000000000000000000000a";
        let b = "ac00000000000000000000000000000b";
        s.record_file("x.bc", "h", 1, 4, &file(&[a, b], &[(a, "f", 0), (b, "f", 1)]))
            .unwrap();
        assert!(matches!(s.find_cut("a"), Err(StoreError::Ambiguous(_))));
        assert!(matches!(s.find_cut("ad"), Err(StoreError::NoSuchCut(_))));
        assert!(
            matches!(s.find_cut("a%"), Err(StoreError::NoSuchCut(_))),
            "no LIKE wildcards"
        );
        assert!(matches!(s.find_cut(""), Err(StoreError::NoSuchCut(_))));
        assert_eq!(s.find_cut("AB").unwrap().0.hash, a);
    });
}

#[test]
fn a_failed_transaction_leaves_nothing_behind() {
    each_backend("atomic", |p| {
        let mut s = Store::open(p).unwrap();
        let a = "aa00000000000000000000000000000a";
        // The second site repeats the first's key: the insert fails, and so must the file.
        let bad = file(&[a], &[(a, "f", 1), (a, "f", 1)]);
        assert!(s.record_file("x.bc", "h1", 1, 4, &bad).is_err());
        assert_eq!(s.totals().unwrap(), cuts::Totals::default());
        assert!(!s.has_file("h1", 4).unwrap());
    });
}

#[test]
fn errors_are_kept_until_the_file_is_stored() {
    each_backend("errors", |p| {
        let mut s = Store::open(p).unwrap();
        s.record_error("x.bc", Some("h1"), "LLVM rejects it: bad").unwrap();
        s.record_error("x.bc", Some("h1"), "LLVM rejects it: worse").unwrap();
        assert_eq!(
            s.crawl_errors().unwrap(),
            [("x.bc".to_string(), "LLVM rejects it: worse".to_string())]
        );
        s.record_file("x.bc", "h2", 1, 4, &file(&[], &[])).unwrap();
        assert!(s.crawl_errors().unwrap().is_empty());
    });
}

#[test]
fn refuses_newer_schemas_and_non_databases() {
    each_backend("newer", |p| {
        {
            let s = Store::open(p).unwrap();
            if s.is_postgres() {
                raw(&s, "UPDATE schema_version SET version = 999");
            } else {
                raw(&s, "PRAGMA user_version = 999");
            }
        }
        let e = Store::open(p).err().expect("refused").to_string();
        let name = if p.contains("://") {
            p.rsplit('/').next().unwrap()
        } else {
            "t.db"
        };
        assert!(e.contains("newer") && e.contains("999") && e.contains(name), "{e}");
        // Refused, not changed: still refused.
        assert!(matches!(Store::open(p), Err(StoreError::TooNew { found: 999, .. })));
    });

    let q = tmp("garbage");
    std::fs::write(&q, vec![0x5au8; 8192]).unwrap();
    let e = Store::open(&q).err().expect("refused").to_string();
    assert!(e.contains("t.db") && e.contains("not a database"), "{e}");
    assert_eq!(
        std::fs::read(&q).unwrap(),
        vec![0x5au8; 8192],
        "a file that is not ours is left alone"
    );

    let missing = tmp("missing");
    let e = Store::open_existing(&missing).err().expect("refused").to_string();
    assert!(e.contains("no such file"), "{e}");
}

#[test]
fn dumps_are_ordered_text() {
    each_backend("dump", |p| {
        let mut s = Store::open(p).unwrap();
        let a = "aa00000000000000000000000000000a";
        s.record_file("x.bc", "h1", 1, 4, &file(&[a], &[(a, "f", 0)])).unwrap();
        let d = s.dump().unwrap();
        assert!(
            d.contains("== cuts\n") && d.contains("== sites\n") && d.contains("\"x.bc\""),
            "{d}"
        );
        assert_eq!(d, s.dump().unwrap());
    });
}

#[test]
fn found_rewrites_become_rule_instances_with_reviews_and_subsumption() {
    /// A rule as the store sees it: any typed value with an id, a key and a verdict.
    #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct R {
        id: String,
        key: String,
        pre: Vec<u32>,
    }
    impl super::RuleRecord for R {
        fn id(&self) -> &str {
            &self.id
        }
        fn key(&self) -> &str {
            &self.key
        }
        fn verdict(&self) -> &'static str {
            "worth"
        }
    }
    each_backend("rules", |p| {
        let mut s = Store::open(p).unwrap();
        let (a, b) = ("aa00000000000000000000000000000a", "bb00000000000000000000000000000b");
        s.record_file(
            "x.bc",
            "h1",
            100,
            4,
            &file(&[a, b], &[(a, "f", 1), (a, "g", 2), (b, "g", 3)]),
        )
        .unwrap();
        for (cut, known) in [(a, false), (b, false)] {
            let mut row = synth::SynthRow::new(cut, "skylake");
            row.status = SynthStatus::Found;
            row.config = (cut == b).then(|| "cfgB".to_string());
            row.found = Some(Found {
                cpu: "skylake".into(),
                ..found(cut, 5, 3, known)
            });
            s.record_synth(&row).unwrap();
        }
        let back = s.synth_result(a).unwrap().unwrap();
        assert_eq!(back.status, SynthStatus::Found);
        assert_eq!(back.found.as_ref().unwrap().costs.measure, Measure::Mca);
        assert_eq!(s.found_without_rule().unwrap().len(), 2);
        // Two configurations, one of them not recorded: both counted, in a fixed order.
        let configs: Vec<(Option<String>, usize)> = s
            .found_by_config()
            .unwrap()
            .into_iter()
            .map(|c| (c.config, c.found))
            .collect();
        assert_eq!(configs, [(None, 1), (Some("cfgB".to_string()), 1)]);
        // Sites whose cut values have other uses: `a`'s at inst 1 (of 1 and 2), none of `b`'s.
        let mut shared: Vec<Vec<u32>> = s.rewrites(true).unwrap().into_iter().map(|r| r.shared).collect();
        shared[0].sort();
        assert_eq!(shared, vec![vec![0, 1], vec![1]]);
        let rule = |id: &str| R {
            id: id.into(),
            key: format!("key {id}"),
            pre: vec![1, 2],
        };
        s.save_rule(&rule("r1"), &[a.to_string()]).unwrap();
        s.save_rule(&rule("r2"), &[b.to_string()]).unwrap();
        assert!(s.found_without_rule().unwrap().is_empty());
        // The typed value reads back whole, by id prefix and by key.
        assert_eq!(s.rule::<R>("r1").unwrap(), rule("r1"));
        assert_eq!(s.rule_by_key::<R>("key r2").unwrap(), Some(rule("r2")));
        assert!(matches!(s.rule::<R>("r"), Err(StoreError::Ambiguous(_))));
        assert!(matches!(s.rule::<R>("r9"), Err(StoreError::NoSuchRule(_))));
        s.review_rule("r2", "rejected", "known upstream").unwrap();
        s.subsume_rule("r2", "r1").unwrap();
        let sums = s.rule_summaries::<R>().unwrap();
        assert_eq!((sums[0].instances, sums[0].sites, sums[0].files), (2, 3, 1));
        assert_eq!(sums[1].subsumed_by.as_deref(), Some("r1"));
        assert_eq!(sums[1].review, Some(("rejected".into(), "known upstream".into())));
        assert_eq!(s.rule_instances("r1").unwrap().len(), 2);
    });
}

#[test]
fn hot_order_takes_a_hot_rare_cut_before_a_cold_frequent_one() {
    each_backend("hot", |p| {
        let mut s = Store::open(p).unwrap();
        let h = |c: char| format!("{}{}", c.to_string().repeat(2), "0".repeat(30));
        let (hot, cold, none) = (h('a'), h('b'), h('c'));
        let mut f = file(&[&hot, &cold, &none], &[]);
        let mut at = |cut: &str, inst: usize, executions: Option<u64>| {
            let mut x = site(cut, "f", inst);
            x.executions = executions;
            f.sites.push(x);
        };
        // hot: one site run a billion times; cold: three sites run ten times each;
        // none: two sites without a count (a file built without a profile).
        at(&hot, 0, Some(1_000_000_000));
        for i in 1..4 {
            at(&cold, i, Some(10));
        }
        at(&none, 4, None);
        at(&none, 5, None);
        assert!(!s.has_executions().unwrap());
        s.record_file("x.bc", "h", 1, 6, &f).unwrap();
        assert!(s.has_executions().unwrap());
        let order = |v: Vec<synth::PendingCut>| v.iter().map(|c| c.hash[..1].to_string()).collect::<String>();
        let hot_first = s.pending_hot_cuts("", 10).unwrap();
        assert_eq!(
            order(hot_first.clone()),
            "abc",
            "by executions, cuts without counts last"
        );
        let counts: Vec<Option<u64>> = hot_first.iter().map(|c| c.executions).collect();
        assert_eq!(counts, [Some(1_000_000_000), Some(30), None], "summed over sites");
        assert_eq!(order(s.pending_cuts("", usize::MAX, 10).unwrap()), "bca", "by sites");
        assert_eq!(s.total_executions().unwrap(), 1_000_000_030);
        // Quick-pass timeouts are retried in the run's order too.
        for x in [&hot, &cold, &none] {
            let mut r = synth::SynthRow::new(x, "cpu");
            r.status = SynthStatus::Timeout;
            r.budget = 2.0;
            s.record_synth(&r).unwrap();
        }
        assert_eq!(order(s.timeouts_to_retry(10.0, 7.5, CutRank::Hot, 10).unwrap()), "abc");
        assert_eq!(
            order(s.timeouts_to_retry(10.0, 7.5, CutRank::Sites { small: 6 }, 10).unwrap()),
            "bca"
        );
        // A found rewrite carries its sites' executions and the cost saved over them.
        let mut r = synth::SynthRow::new(&cold, "cpu");
        r.status = SynthStatus::Found;
        r.found = Some(found(&cold, 5, 3, false));
        s.record_synth(&r).unwrap();
        let found = s.rewrites(false).unwrap();
        assert_eq!((found[0].executions, found[0].dynamic_saving()), (Some(30), Some(60)));
    });
}

#[test]
fn profile_coverage_counts_the_search_in_the_hot_functions() {
    each_backend("coverage", |p| {
        let mut s = Store::open(p).unwrap();
        let h = |c: char| format!("{}{}", c.to_string().repeat(2), "0".repeat(30));
        let (a, b, c) = (h('a'), h('b'), h('c'));
        let mut f = file(&[&a, &b, &c], &[]);
        for (cut, func, inst, e) in [
            (&a, "hot", 0, Some(900)),
            (&b, "cold", 1, Some(60)),
            (&b, "cold", 2, Some(40)),
        ] {
            let mut x = site(cut, func, inst);
            x.executions = e;
            f.sites.push(x);
        }
        f.sites.push(site(&c, "unprofiled", 3));
        s.record_file("x.bc", "h", 1, 4, &f).unwrap();
        for (cut, status) in [
            (&a, SynthStatus::Timeout),
            (&b, SynthStatus::Found),
            (&c, SynthStatus::None),
        ] {
            let mut r = synth::SynthRow::new(cut, "cpu");
            r.status = status;
            if status == SynthStatus::Found {
                r.found = Some(found(cut, 2, 1, false));
            }
            s.record_synth(&r).unwrap();
        }
        let cov = s.profile_coverage(0.9).unwrap().unwrap();
        let hot: Vec<&str> = cov.hot_functions.iter().map(|h| h.function.as_str()).collect();
        assert_eq!(hot, ["hot"], "900 of 1000 executions");
        assert_eq!(
            (cov.total_executions, cov.tried, cov.tried_in_hot, cov.hot_function_cuts),
            (1000, 3, 1, 1)
        );
        assert_eq!(
            (cov.novel, cov.novel_in_hot, cov.novel_executions, cov.found_executions),
            (1, 0, 100, 100)
        );
        assert_eq!(cov.by_status_in_hot.get("timeout"), Some(&1));
        let cov = s.profile_coverage(0.95).unwrap().unwrap();
        assert_eq!(
            (cov.hot_functions.len(), cov.tried_in_hot, cov.novel_in_hot),
            (2, 2, 1),
            "95 % needs both"
        );
    });
}

#[test]
fn small_cuts_come_first_then_sites_order_both_passes() {
    each_backend("order", |p| {
        let mut s = Store::open(p).unwrap();
        let h = |c: char| format!("{}{}", c.to_string().repeat(2), "0".repeat(30));
        let (a, b, c, d) = (h('a'), h('b'), h('c'), h('d'));
        let mut f = file(
            &[&a, &b, &c, &d],
            &[(&a, "f", 0), (&b, "f", 1), (&b, "f", 2), (&c, "f", 3)],
        );
        f.sites.push(site(&d, "g", 0));
        f.sites.push(site(&d, "g", 1));
        f.sites.push(site(&d, "g", 2));
        // a: 3 instructions, 1 site; b: 9 and 2; c: 6 and 1; d: 7 and 3.
        for (cut, n) in f.cuts.iter_mut().zip([3, 9, 6, 7]) {
            cut.insts = n;
        }
        s.record_file("x.bc", "h", 1, 4, &f).unwrap();
        let order = |v: Vec<synth::PendingCut>| v.iter().map(|c| c.hash[..1].to_string()).collect::<String>();
        assert_eq!(
            order(s.pending_cuts("", 6, 10).unwrap()),
            "acdb",
            "small ones first, by sites"
        );
        assert_eq!(
            order(s.pending_cuts("", usize::MAX, 10).unwrap()),
            "dbac",
            "by sites alone"
        );
        assert_eq!(order(s.pending_cuts("", 0, 2).unwrap()), "db");
        for x in [&a, &b, &c, &d] {
            let mut r = synth::SynthRow::new(x, "cpu");
            r.status = SynthStatus::Timeout;
            r.budget = 2.0;
            r.config = Some("cfgA".into());
            s.record_synth(&r).unwrap();
        }
        assert_eq!(
            order(s.timeouts_to_retry(10.0, 7.5, CutRank::Sites { small: 6 }, 10).unwrap()),
            "acdb"
        );
        assert_eq!(
            order(s.pending_cuts("cfgA", 6, 10).unwrap()),
            "",
            "a timeout of this configuration is not pending"
        );
        assert_eq!(
            order(s.pending_cuts("cfgB", 6, 10).unwrap()),
            "acdb",
            "another configuration (a new version, CPU or search options) searches again"
        );
    });
}

#[test]
fn text_orders_bytewise_on_both() {
    let names = [
        "b.bc",
        "B.bc",
        "a_b.bc",
        "a-b.bc",
        "a.bc",
        "Z.bc",
        "a b.bc",
        "\u{e9}.bc",
        "_.bc",
        "ab.bc",
        "A.bc",
    ];
    let mut sorted: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    sorted.sort();
    let mut seen = Vec::new();
    each_backend("collate", |p| {
        let mut s = Store::open(p).unwrap();
        for n in names {
            s.record_error(n, None, "bad").unwrap();
        }
        let a = "aa00000000000000000000000000000a";
        let sites: Vec<(&str, &str, usize)> = names.iter().map(|n| (a, *n, 0)).collect();
        s.record_file("f.bc", "h", 1, 4, &file(&[a], &sites)).unwrap();
        let errors: Vec<String> = s.crawl_errors().unwrap().into_iter().map(|(p, _)| p).collect();
        assert_eq!(errors, sorted, "{p}");
        let functions: Vec<String> = s.sites_of(a).unwrap().into_iter().map(|x| x.function).collect();
        assert_eq!(functions, sorted, "{p}");
        seen.push(s.dump().unwrap());
    });
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "the backends' dumps differ");
}

#[test]
fn ids_and_dumps_are_the_same_on_both_after_a_failed_file() {
    let mut seen = Vec::new();
    each_backend("ids", |p| {
        let mut s = Store::open(p).unwrap();
        let a = "aa00000000000000000000000000000a";
        s.record_file("x.bc", "h1", 1, 4, &file(&[a], &[(a, "f", 1)])).unwrap();
        // A failed file consumes no id (PostgreSQL's sequences would).
        assert!(s
            .record_file("y.bc", "h2", 1, 4, &file(&[a], &[(a, "f", 1), (a, "f", 1)]))
            .is_err());
        s.record_file("z.bc", "h3", 1, 4, &file(&[a], &[(a, "g", 2)])).unwrap();
        let mut row = synth::SynthRow::new(a, "cpu");
        row.stats = "{\"projected\": 9.5}".into();
        row.status = SynthStatus::Timeout;
        row.budget = 1.0;
        row.seconds = 0.25;
        s.record_synth(&row).unwrap();
        assert!(
            s.timeouts_to_retry(10.0, 9.0, CutRank::Sites { small: 6 }, 10)
                .unwrap()
                .is_empty(),
            "projected past 9 s"
        );
        assert_eq!(
            s.timeouts_to_retry(10.0, 10.0, CutRank::Sites { small: 6 }, 10)
                .unwrap()
                .len(),
            1
        );
        let t = s.synth_totals().unwrap();
        assert_eq!((t.tried, t.timeout, t.seconds), (1, 1, 0.25));
        seen.push(s.dump().unwrap());
    });
    if let [a, b] = &seen[..] {
        assert_eq!(a, b);
        assert!(a.contains("\n2|\"z.bc\""), "{a}");
    }
}

#[test]
fn two_sessions_migrating_a_fresh_postgres_database_at_once_both_succeed() {
    let Some((_, url)) = postgres_only("migrate_race") else {
        return;
    };
    let go = std::sync::Barrier::new(4);
    std::thread::scope(|t| {
        let opened: Vec<_> = (0..4)
            .map(|_| {
                t.spawn(|| {
                    go.wait();
                    Store::open(&url).map(|s| s.count_cuts().unwrap())
                })
            })
            .collect();
        for o in opened {
            assert_eq!(o.join().unwrap().unwrap(), 0);
        }
    });
    let s = Store::open(&url).unwrap();
    assert_eq!(
        s.query_one("SELECT count(*), max(version) FROM schema_version", &[])
            .unwrap()
            .0,
        vec![db::Value::Int(1), db::Value::Int(schema::version())]
    );
}

#[test]
fn a_lost_postgres_connection_is_an_error_naming_the_database() {
    let Some((pg, url)) = postgres_only("lost") else {
        return;
    };
    let mut s = Store::open(&url).unwrap();
    let a = "aa00000000000000000000000000000a";
    s.record_file("x.bc", "h1", 1, 4, &file(&[a], &[(a, "f", 1)])).unwrap();
    let db = url.rsplit('/').next().unwrap();
    assert_eq!(pg.terminate_sessions(db).unwrap(), 1);
    let e = s.count_cuts().err().expect("an error").to_string();
    assert!(e.contains(db) && e.contains("postgres://"), "{e}");
    let e = s
        .record_file("y.bc", "h2", 1, 4, &file(&[a], &[(a, "g", 1)]))
        .err()
        .expect("an error")
        .to_string();
    assert!(e.contains(db) && e.contains("storing y.bc"), "{e}");
    let s = Store::open(&url).unwrap();
    assert_eq!(s.totals().unwrap().files, 1, "the lost file left nothing");
}

#[test]
fn urls_lose_their_passwords_in_messages() {
    assert_eq!(
        redact("postgres://me:secret@db.example:5433/m"),
        "postgres://me@db.example:5433/m"
    );
    assert_eq!(
        redact("postgresql://me@h/m?password=x&sslmode=disable"),
        "postgresql://me@h/m?sslmode=disable"
    );
    assert_eq!(redact("postgres://h/m?password=x"), "postgres://h/m");
    assert_eq!(redact("postgres://%2Ftmp%2Fs/m"), "postgres://%2Ftmp%2Fs/m");
    assert!(is_postgres("postgresql://h/m") && is_postgres("postgres://h/m"));
    assert!(!is_postgres("minotaur.db") && !is_postgres("postgres.db"));
    let e = Store::open("postgres://nobody:hunter2@%2Fnonexistent-dir/m")
        .err()
        .expect("refused")
        .to_string();
    assert!(
        e.contains("postgres://nobody@%2Fnonexistent-dir/m") && !e.contains("hunter2"),
        "{e}"
    );
}

#[test]
fn concurrent_crawls_on_postgres_take_ids_in_turn() {
    let Some((_, url)) = postgres_only("crawl_race") else {
        return;
    };
    Store::open(&url).unwrap();
    let go = std::sync::Barrier::new(4);
    std::thread::scope(|t| {
        for w in 0..4 {
            let (url, go) = (&url, &go);
            t.spawn(move || {
                let mut s = Store::open(url).unwrap();
                go.wait();
                for i in 0..5 {
                    let a = format!("{w}{i}000000000000000000000000000000");
                    s.record_file(
                        &format!("w{w}-{i}.bc"),
                        &format!("h{w}-{i}"),
                        1,
                        4,
                        &file(&[&a], &[(&a, "f", 0)]),
                    )
                    .unwrap();
                }
            });
        }
    });
    let s = Store::open(&url).unwrap();
    let ids = s.query("SELECT id FROM files ORDER BY id", &[]).unwrap();
    let ids: Vec<i64> = ids.iter().map(|r| r.get(0).unwrap()).collect();
    assert_eq!(ids, (1..=20).collect::<Vec<i64>>());
}
