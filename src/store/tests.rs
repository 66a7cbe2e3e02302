//! Tests of the store on real SQLite files in a temporary directory: migrations, the
//! crawl tables and their queries, and refusing what it cannot open.

use super::*;
use crate::cut::{CutRecord, FileCuts, SiteRecord};

fn tmp(name: &str) -> PathBuf {
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
    }
}

fn file(cuts: &[&str], sites: &[(&str, &str, usize)]) -> FileCuts {
    FileCuts {
        functions: 2,
        instructions: 10,
        roots: sites.len(),
        cuts: cuts.iter().map(|h| cut(h)).collect(),
        sites: sites.iter().map(|(c, f, i)| site(c, f, *i)).collect(),
        ..Default::default()
    }
}

#[test]
fn migrates_once_and_reopens() {
    let p = tmp("migrate");
    {
        let s = Store::open(&p).unwrap();
        assert_eq!(s.totals().unwrap(), cuts::Totals::default());
    }
    let s = Store::open(&p).unwrap();
    let v: i64 = s.conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(v, schema::version());
    let mode: String = s.conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn files_cuts_and_sites_are_stored_and_ranked() {
    let p = tmp("rank");
    let mut s = Store::open(&p).unwrap();
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
}

#[test]
fn hash_prefixes_must_be_hex_and_unique() {
    let p = tmp("prefix");
    let mut s = Store::open(&p).unwrap();
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
}

#[test]
fn a_failed_transaction_leaves_nothing_behind() {
    let p = tmp("atomic");
    let mut s = Store::open(&p).unwrap();
    let a = "aa00000000000000000000000000000a";
    // The second site repeats the first's key: the insert fails, and so must the file.
    let bad = file(&[a], &[(a, "f", 1), (a, "f", 1)]);
    assert!(s.record_file("x.bc", "h1", 1, 4, &bad).is_err());
    assert_eq!(s.totals().unwrap(), cuts::Totals::default());
    assert!(!s.has_file("h1", 4).unwrap());
}

#[test]
fn errors_are_kept_until_the_file_is_stored() {
    let p = tmp("errors");
    let mut s = Store::open(&p).unwrap();
    s.record_error("x.bc", Some("h1"), "LLVM rejects it: bad").unwrap();
    s.record_error("x.bc", Some("h1"), "LLVM rejects it: worse").unwrap();
    assert_eq!(
        s.crawl_errors().unwrap(),
        [("x.bc".to_string(), "LLVM rejects it: worse".to_string())]
    );
    s.record_file("x.bc", "h2", 1, 4, &file(&[], &[])).unwrap();
    assert!(s.crawl_errors().unwrap().is_empty());
}

#[test]
fn refuses_newer_schemas_and_non_databases() {
    let p = tmp("newer");
    {
        let s = Store::open(&p).unwrap();
        s.conn.pragma_update(None, "user_version", 999).unwrap();
    }
    let e = Store::open(&p).err().expect("refused").to_string();
    assert!(e.contains("newer") && e.contains("t.db"), "{e}");

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
    let p = tmp("dump");
    let mut s = Store::open(&p).unwrap();
    let a = "aa00000000000000000000000000000a";
    s.record_file("x.bc", "h1", 1, 4, &file(&[a], &[(a, "f", 0)])).unwrap();
    let d = s.dump().unwrap();
    assert!(
        d.contains("== cuts\n") && d.contains("== sites\n") && d.contains("\"x.bc\""),
        "{d}"
    );
    assert_eq!(d, s.dump().unwrap());
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
    let p = tmp("rules");
    let mut s = Store::open(&p).unwrap();
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
        row.found = Some(Found {
            cut: cut.into(),
            rewrite: "(val i32 %0)".into(),
            src_tgt: "define i32 @src(i32 %0) {\n  ret i32 %0\n}\n".into(),
            cpu: "skylake".into(),
            costs: Costs {
                cost_before: 5,
                cost_after: 3,
                llvm_cost: Some(5),
                known_to_llvm: known,
                measure: Measure::Mca,
                gain: Default::default(),
                insts_before: None,
                insts_after: None,
            },
        });
        s.record_synth(&row).unwrap();
    }
    let back = s.synth_result(a).unwrap().unwrap();
    assert_eq!(back.status, SynthStatus::Found);
    assert_eq!(back.found.as_ref().unwrap().costs.measure, Measure::Mca);
    assert_eq!(s.found_without_rule().unwrap().len(), 2);
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
}

#[test]
fn small_cuts_come_first_then_sites_order_both_passes() {
    let p = tmp("order");
    let mut s = Store::open(&p).unwrap();
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
        order(s.pending_cuts(6, 10).unwrap()),
        "acdb",
        "small ones first, by sites"
    );
    assert_eq!(order(s.pending_cuts(usize::MAX, 10).unwrap()), "dbac", "by sites alone");
    assert_eq!(order(s.pending_cuts(0, 2).unwrap()), "db");
    for x in [&a, &b, &c, &d] {
        let mut r = synth::SynthRow::new(x, "cpu");
        r.status = SynthStatus::Timeout;
        r.budget = 2.0;
        s.record_synth(&r).unwrap();
    }
    assert_eq!(order(s.timeouts_to_retry(10.0, 7.5, 6, 10).unwrap()), "acdb");
    assert_eq!(
        order(s.pending_cuts(6, 10).unwrap()),
        "",
        "a timeout of this version is not pending"
    );
}
