//! Tests of moving a store into another, on both backends: a shard whose files the target
//! has under other ids, importing twice, a whole store exported to SQLite (its dump the
//! same but for the tables not copied), and result conflicts merged in either order.

use super::tests::{each_backend, file, tmp};
use super::*;
use crate::cost::CostCache;
use crate::cut::FileCuts;

fn h(c: char) -> String {
    c.to_string().repeat(32)
}

/// File contents by name: `x` (cuts a, b), `y` (cut c), `z` (cuts b, d, with a skipped
/// function).
fn content(name: &str) -> FileCuts {
    let (a, b, c, d) = (h('a'), h('b'), h('c'), h('d'));
    match name {
        "x" => file(&[&a, &b], &[(&a, "f", 1), (&a, "f", 4), (&b, "g", 0)]),
        "y" => file(&[&c], &[(&c, "h", 2)]),
        _ => {
            let mut z = file(&[&b, &d], &[(&b, "k", 3), (&d, "k", 5)]);
            // (`cut` does not export the record's type: it comes the way workers send it.)
            let skipped = r#"[{"function": "bad", "reason": "opaque type", "message": "cannot read `bad`"}]"#;
            z.skipped = serde_json::from_str(skipped).unwrap();
            z
        }
    }
}

/// Stores the files named by `names` (in that order) in `s`.
fn crawl(s: &mut Store, names: &[&str]) {
    for n in names {
        s.record_file(&format!("{n}.bc"), &format!("hash-{n}"), 10, 4, &content(n))
            .unwrap();
    }
}

/// A result for `cut`: `found` with a rewrite costing `cost`, or another status.
fn result(cut: &str, status: SynthStatus, cost: u32, detail: &str) -> SynthRow {
    let mut r = SynthRow::new(cut, "skylake");
    r.status = status;
    r.detail = detail.into();
    r.seconds = 1.5;
    r.stats = "{\"candidates\":3}".into();
    if status == SynthStatus::Found {
        r.found = Some(Found {
            cut: cut.into(),
            rewrite: format!("(val i32 %{cost})"),
            src_tgt: "define i32 @src(i32 %0) {\n  ret i32 %0\n}\n".into(),
            cpu: "skylake".into(),
            costs: Costs {
                cost_before: 9,
                cost_after: cost,
                llvm_cost: Some(9),
                known_to_llvm: false,
                measure: Measure::Mca,
                gain: Gain::Cheaper,
                insts_before: Some(3),
                insts_after: Some(1),
            },
        });
    }
    r
}

/// Every cut's sites, as (cut, file, function, inst), and the rewrites: what the
/// listings show, without ids.
fn listing(s: &Store) -> (Vec<(String, String, String, usize)>, Vec<(String, String, usize)>) {
    let mut sites = Vec::new();
    for (hash, _) in s.all_cut_texts().unwrap() {
        for x in s.sites_of(&hash).unwrap() {
            sites.push((hash.clone(), x.file, x.function, x.inst));
        }
    }
    let rewrites = s
        .rewrites(true)
        .unwrap()
        .into_iter()
        .map(|r| (r.found.cut, r.found.rewrite, r.sites))
        .collect();
    (sites, rewrites)
}

#[test]
fn a_shard_imports_into_a_store_that_has_its_files_under_other_ids() {
    each_backend("import_shard", |p| {
        // The shared store crawled y then x: x is file 2 there, file 1 in the shard.
        let mut shared = Store::open(p).unwrap();
        crawl(&mut shared, &["y", "x"]);
        shared.record_synth(&result(&h('c'), SynthStatus::None, 0, "")).unwrap();
        let mut shard = Store::open(tmp("import_shard_src")).unwrap();
        crawl(&mut shard, &["x", "z"]);
        for (cut, cost) in [(h('a'), 2), (h('d'), 1)] {
            shard.record_synth(&result(&cut, SynthStatus::Found, cost, "")).unwrap();
        }
        shard.record_error("w.bc", Some("hash-w"), "LLVM rejects it").unwrap();
        shard.put("text1", "skylake", Some(4));

        let s = shared.import(&shard).unwrap();
        assert_eq!((s.files.added, s.files.kept), (1, 1), "z is new, x is not");
        assert_eq!((s.sites.added, s.sites.kept), (2, 3), "z's sites only");
        assert_eq!((s.skipped_functions.added, s.skipped_functions.kept), (1, 0));
        assert_eq!((s.cuts.added, s.cuts.kept), (1, 2), "d is new");
        assert_eq!((s.synth_results.added, s.crawl_errors.added, s.costs.added), (2, 1, 1));
        assert_eq!(s.not_copied, ["rules", "rule_instances", "work"]);

        // The same as crawling everything into one store directly.
        let mut direct = Store::open(tmp("import_shard_direct")).unwrap();
        crawl(&mut direct, &["y", "x", "z"]);
        for (cut, cost) in [(h('a'), 2), (h('d'), 1)] {
            direct
                .record_synth(&result(&cut, SynthStatus::Found, cost, ""))
                .unwrap();
        }
        direct.record_synth(&result(&h('c'), SynthStatus::None, 0, "")).unwrap();
        assert_eq!(listing(&shared), listing(&direct));
        assert_eq!(shared.top_cuts(10).unwrap(), direct.top_cuts(10).unwrap());
        assert_eq!(shared.skipped_functions().unwrap(), direct.skipped_functions().unwrap());
        assert_eq!(shared.synth_totals().unwrap(), direct.synth_totals().unwrap());
        assert_eq!(shared.get("text1", "skylake"), Some(Some(4)));

        // Twice: nothing more.
        let before = shared.dump().unwrap();
        let again = shared.import(&shard).unwrap();
        for c in [
            again.files,
            again.cuts,
            again.sites,
            again.synth_results,
            again.costs,
            again.crawl_errors,
        ] {
            assert_eq!((c.added, c.replaced), (0, 0), "{again:?}");
        }
        same(&shared.dump().unwrap(), &before, "imported twice");
        assert!(shared.import(&Store::open(p).unwrap()).is_err(), "not into itself");
    });
}

/// A store with a bit of everything, rules, reviews and a work queue included.
fn filled(s: &mut Store) {
    crawl(s, &["x", "y", "z"]);
    s.record_synth(&result(&h('a'), SynthStatus::Found, 2, "")).unwrap();
    s.record_synth(&result(&h('b'), SynthStatus::Timeout, 0, "budget"))
        .unwrap();
    s.record_error("w.bc", None, "unreadable").unwrap();
    // More costs than one page of the copy, over both key columns.
    let rows: Vec<String> = (0..1300)
        .flat_map(|i| {
            [
                format!("('t{i:05}', 'skylake', {i})"),
                format!("('t{i:05}', 'znver4', NULL)"),
            ]
        })
        .collect();
    let sql = format!("INSERT INTO costs (text_hash, cpu, uops) VALUES {}", rows.join(", "));
    s.conn.borrow_mut().batch(&sql).unwrap();
    #[derive(serde::Serialize, serde::Deserialize, Clone)]
    struct R(String);
    impl RuleRecord for R {
        fn id(&self) -> &str {
            &self.0
        }
        fn key(&self) -> &str {
            &self.0
        }
        fn verdict(&self) -> &'static str {
            "worth"
        }
    }
    s.save_rule(&R("r1".into()), &[h('a')]).unwrap();
    s.review_rule("r1", "accepted", "good").unwrap();
    let pending = s.pending_cuts("", usize::MAX, 10).unwrap();
    s.enqueue("cfg", &pending, 2.0).unwrap();
}

/// `dump` without the rows of the tables not copied.
fn copied_part(dump: &str) -> String {
    let mut keep = true;
    let mut out = String::new();
    for line in dump.lines() {
        let head = line.strip_prefix("== ");
        if let Some(t) = head {
            keep = !NOT_COPIED.contains(&t);
        }
        if keep || head.is_some() {
            out += line;
            out.push('\n');
        }
    }
    out
}

/// Asserts that two dumps are equal, naming the first line that differs.
fn same(a: &str, b: &str, what: &str) {
    if let Some((i, (x, y))) = a.lines().zip(b.lines()).enumerate().find(|(_, (x, y))| x != y) {
        panic!("{what}: line {i} differs:\n  {x}\n  {y}");
    }
    assert_eq!(a.lines().count(), b.lines().count(), "{what}: lengths");
}

#[test]
fn an_exported_store_dumps_the_same_but_for_the_tables_not_copied() {
    each_backend("export", |p| {
        let mut src = Store::open(p).unwrap();
        filled(&mut src);
        let mut dst = Store::open(tmp("export_dst")).unwrap();
        let s = dst.import(&src).unwrap();
        assert_eq!((s.files.added, s.costs.added, s.rule_reviews.added), (3, 2600, 1));
        let (a, b) = (src.dump().unwrap(), dst.dump().unwrap());
        assert_ne!(a, copied_part(&a), "the source has rules and work");
        same(&copied_part(&a), &b, "the target is the source without rules or work");
        assert!(
            b.contains("\"t01299\"|\"znver4\"|NULL\n== crawl_errors"),
            "the last page"
        );
    });
}

#[test]
fn a_sqlite_store_exports_to_either_backend_whole() {
    let mut src = Store::open(tmp("export_sqlite_src")).unwrap();
    filled(&mut src);
    each_backend("export_sqlite", |p| {
        let mut dst = Store::open(p).unwrap();
        dst.import(&src).unwrap();
        same(&copied_part(&src.dump().unwrap()), &dst.dump().unwrap(), "exported");
    });
}

#[test]
fn result_conflicts_merge_by_the_queue_rule_in_either_order() {
    each_backend("import_merge", |p| {
        // One: a timeout, a dearer rewrite, a rewrite; two: none, a cheaper rewrite, an error.
        let one = |s: &mut Store| {
            crawl(s, &["x", "y"]);
            s.record_synth(&result(&h('a'), SynthStatus::Timeout, 0, "budget"))
                .unwrap();
            s.record_synth(&result(&h('b'), SynthStatus::Found, 5, "")).unwrap();
            s.record_synth(&result(&h('c'), SynthStatus::Found, 1, "")).unwrap();
            s.review_rule("r1", "accepted", "one's").unwrap();
        };
        let two = |s: &mut Store| {
            crawl(s, &["x", "y"]);
            s.record_synth(&result(&h('a'), SynthStatus::None, 0, "")).unwrap();
            s.record_synth(&result(&h('b'), SynthStatus::Found, 2, "")).unwrap();
            s.record_synth(&result(&h('c'), SynthStatus::Error, 0, "crashed"))
                .unwrap();
            s.review_rule("r1", "rejected", "two's").unwrap();
        };
        let results = |s: &Store| -> Vec<Option<SynthRow>> {
            ['a', 'b', 'c']
                .iter()
                .map(|c| s.synth_result(&h(*c)).unwrap())
                .collect()
        };
        let expected = {
            let mut e = Store::open(tmp("import_merge_expected")).unwrap();
            crawl(&mut e, &["x", "y"]);
            e.record_synth(&result(&h('a'), SynthStatus::None, 0, "")).unwrap();
            e.record_synth(&result(&h('b'), SynthStatus::Found, 2, "")).unwrap();
            e.record_synth(&result(&h('c'), SynthStatus::Found, 1, "")).unwrap();
            results(&e)
        };
        // Two into one (on this backend).
        let mut s1 = Store::open(p).unwrap();
        one(&mut s1);
        let mut s2 = Store::open(tmp("import_merge_two")).unwrap();
        two(&mut s2);
        let s = s1.import(&s2).unwrap();
        assert_eq!(
            (s.synth_results.replaced, s.synth_results.kept),
            (2, 1),
            "a and b replaced, c kept"
        );
        assert_eq!(results(&s1), expected);
        // One into two.
        let mut s3 = Store::open(tmp("import_merge_one")).unwrap();
        one(&mut s3);
        let mut s4 = Store::open(tmp("import_merge_two_again")).unwrap();
        two(&mut s4);
        let s = s4.import(&s3).unwrap();
        assert_eq!((s.synth_results.replaced, s.synth_results.kept), (1, 2));
        assert_eq!(results(&s4), expected);
        // A person's review is the target's in both.
        assert_eq!((s.rule_reviews.added, s.rule_reviews.kept), (0, 1));
        let review = |s: &Store| {
            s.query_one("SELECT why FROM rule_reviews", &[])
                .unwrap()
                .get::<String>(0)
                .unwrap()
        };
        assert_eq!((review(&s1), review(&s4)), ("one's".into(), "two's".into()));
    });
}
