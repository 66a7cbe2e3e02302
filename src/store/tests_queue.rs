//! Tests of the work queue on both backends: claims are taken once and in order, leases
//! that run out are taken over, crashed claims are retried and then given up, and two
//! results for one cut merge the same whatever order they come in.

use super::tests::{each_backend, file, found as a_found};
use super::*;

const CFG: &str = "cfg0";

/// A store with cuts `a…`, `b…`, `c…` (most sites first) on the queue of [`CFG`].
fn queued(p: &str) -> (Store, Vec<String>) {
    let mut s = Store::open(p).unwrap();
    let h: Vec<String> = ["a", "b", "c"].iter().map(|x| x.repeat(32)).collect();
    let sites = [
        (&*h[0], "f", 1),
        (&*h[0], "f", 2),
        (&*h[0], "g", 1),
        (&*h[1], "f", 3),
        (&*h[1], "g", 2),
        (&*h[2], "g", 3),
    ];
    let refs: Vec<&str> = h.iter().map(String::as_str).collect();
    s.record_file("x.bc", "h", 1, 4, &file(&refs, &sites)).unwrap();
    let pending = s.pending_cuts(CFG, usize::MAX, 10).unwrap();
    assert_eq!(s.enqueue(CFG, &pending, 2.0).unwrap(), 3);
    assert_eq!(
        s.enqueue(CFG, &pending, 2.0).unwrap(),
        0,
        "enqueuing again adds nothing"
    );
    (s, h)
}

fn cut_of(c: Claimed) -> Claim {
    match c {
        Claimed::Cut(c) => c,
        other => panic!("expected a cut, got {other:?}"),
    }
}

fn row(cut: &str, status: SynthStatus, detail: &str) -> SynthRow {
    let mut r = SynthRow::new(cut, "cpu");
    r.status = status;
    r.detail = detail.into();
    r
}

#[test]
fn claims_are_taken_once_in_order_and_finished_with_their_result() {
    each_backend("queue_claims", |p| {
        let (mut s, h) = queued(p);
        let a = cut_of(s.claim(CFG, "w1", 60.0, 3).unwrap());
        let b = cut_of(s.claim(CFG, "w2", 60.0, 3).unwrap());
        let c = cut_of(s.claim(CFG, "w1", 60.0, 3).unwrap());
        assert_eq!(
            [&a.cut.hash, &b.cut.hash, &c.cut.hash],
            [&h[0], &h[1], &h[2]],
            "most sites first"
        );
        assert_eq!((a.attempt, a.cut.sites, a.budget.as_secs()), (1, 3, 2));
        assert_eq!(s.claim(CFG, "w3", 60.0, 3).unwrap(), Claimed::Wait, "live claims only");
        assert_eq!(
            s.claim("other", "w3", 60.0, 3).unwrap(),
            Claimed::Empty,
            "another configuration's queue"
        );
        let all = [a.cut.hash.clone(), b.cut.hash.clone(), c.cut.hash.clone()];
        assert_eq!(
            s.heartbeat(CFG, "w1", &all, 60.0).unwrap(),
            2,
            "w1 holds a and c, not b"
        );
        for c in [&a, &b, &c] {
            assert!(s.finish_work(c, &row(&c.cut.hash, SynthStatus::None, "")).unwrap());
        }
        assert_eq!(s.claim(CFG, "w3", 60.0, 3).unwrap(), Claimed::Empty);
        let q = s.queue_counts(CFG).unwrap();
        assert_eq!((q.queued, q.claimed, q.done, q.failed), (0, 0, 3, 0));
        let r = s.synth_result(&h[0]).unwrap().unwrap();
        assert_eq!((r.status, r.config.as_deref()), (SynthStatus::None, Some(CFG)));
        assert!(s.pending_cuts(CFG, usize::MAX, 10).unwrap().is_empty());
    });
}

#[test]
fn expired_leases_are_taken_over_and_crashes_given_up() {
    each_backend("queue_leases", |p| {
        let (mut s, h) = queued(p);
        // A lease of no time: the claim is free for the next worker at once, as when its
        // worker was killed.
        let first = cut_of(s.claim(CFG, "w1", -1.0, 3).unwrap());
        let again = cut_of(s.claim(CFG, "w2", 60.0, 3).unwrap());
        assert_eq!(
            (first.cut.hash.as_str(), again.cut.hash.as_str()),
            (h[0].as_str(), h[0].as_str())
        );
        assert_eq!(again.attempt, 2);
        assert_eq!(s.heartbeat(CFG, "w1", &h, 60.0).unwrap(), 0, "w1 holds nothing now");
        // w1's synthesis process dies after w2 took the cut over: w1 releases nothing.
        assert!(!s.release_crashed(&first, "the worker died (signal 9)", 1).unwrap());
        assert_eq!(s.heartbeat(CFG, "w2", &h, 60.0).unwrap(), 1, "still w2's");
        // The synthesis process dies: back on the queue, then given up at the third.
        assert!(!s.release_crashed(&again, "the worker died (signal 6)", 3).unwrap());
        let third = cut_of(s.claim(CFG, "w2", 60.0, 3).unwrap());
        assert_eq!((third.cut.hash.as_str(), third.attempt), (h[0].as_str(), 3));
        assert!(s.release_crashed(&third, "the worker died (signal 6)", 3).unwrap());
        let r = s.synth_result(&h[0]).unwrap().unwrap();
        assert_eq!(r.status, SynthStatus::Error);
        assert_eq!(r.detail, "gave up after 3 crashed attempts: the worker died (signal 6)");
        // A claim lost `max_attempts` times is given up when next asked for.
        let b = cut_of(s.claim(CFG, "w1", -1.0, 1).unwrap());
        assert_eq!(
            s.claim(CFG, "w2", 60.0, 1).unwrap(),
            Claimed::GaveUp(b.cut.hash.clone())
        );
        let r = s.synth_result(&b.cut.hash).unwrap().unwrap();
        assert!(
            r.detail
                .starts_with("gave up after 1 crashed attempts: its worker was lost"),
            "{}",
            r.detail
        );
        let q = s.queue_counts(CFG).unwrap();
        assert_eq!((q.queued, q.claimed, q.done, q.failed), (1, 0, 0, 2));
    });
}

#[test]
fn the_newer_minotaur_version_s_result_wins_in_either_order() {
    for newer_first in [false, true] {
        each_backend("queue_versions", |p| {
            let (mut s, h) = queued(p);
            let c = cut_of(s.claim(CFG, "w1", 60.0, 3).unwrap());
            let mut old = row(&h[0], SynthStatus::None, "");
            old.tool_version = "0.9.0".into();
            let mut new = row(&h[0], SynthStatus::Timeout, "out of time");
            new.tool_version = "0.10.0".into();
            let order = if newer_first { [&new, &old] } else { [&old, &new] };
            for r in order {
                s.finish_work(&c, r).unwrap();
            }
            let r = s.synth_result(&h[0]).unwrap().unwrap();
            assert_eq!((r.tool_version.as_str(), r.status), ("0.10.0", SynthStatus::Timeout));
        });
    }
}

#[test]
fn a_proved_rewrite_is_never_replaced_by_a_result_without_one() {
    let found = |cut: &str| {
        let mut r = row(cut, SynthStatus::Found, "");
        r.found = Some(a_found(cut, 5, 3, false));
        r.tool_version = "0.1.0".into();
        r
    };
    for found_first in [false, true] {
        each_backend("queue_found_stays", |p| {
            let (mut s, h) = queued(p);
            let c = cut_of(s.claim(CFG, "w1", 60.0, 3).unwrap());
            let mut newer = row(&h[0], SynthStatus::Timeout, "out of time");
            newer.tool_version = "0.2.0".into();
            let f = found(&h[0]);
            let order = if found_first { [&f, &newer] } else { [&newer, &f] };
            for r in order {
                s.finish_work(&c, r).unwrap();
            }
            assert_eq!(s.synth_result(&h[0]).unwrap().unwrap().status, SynthStatus::Found);
        });
    }
}

#[test]
fn two_results_for_one_cut_merge_the_same_in_either_order() {
    let rows = |h: &str| {
        [
            row(h, SynthStatus::Timeout, "out of time"),
            row(h, SynthStatus::None, ""),
            row(h, SynthStatus::Error, "b"),
            row(h, SynthStatus::Error, "a"),
        ]
    };
    let mut finals = Vec::new();
    for order in [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1]] {
        each_backend("queue_merge", |p| {
            let (mut s, h) = queued(p);
            let c = cut_of(s.claim(CFG, "w1", 60.0, 3).unwrap());
            let rs = rows(&h[0]);
            for i in order {
                s.finish_work(&c, &rs[i]).unwrap();
            }
            let r = s.synth_result(&h[0]).unwrap().unwrap();
            finals.push((r.status, r.detail));
        });
    }
    assert!(
        finals.iter().all(|f| *f == (SynthStatus::None, String::new())),
        "{finals:?}"
    );
    // Errors alone: the smaller detail wins, in either order.
    each_backend("queue_merge_errors", |p| {
        let (mut s, h) = queued(p);
        let c = cut_of(s.claim(CFG, "w1", 60.0, 3).unwrap());
        let rs = rows(&h[0]);
        s.finish_work(&c, &rs[3]).unwrap();
        assert!(!s.finish_work(&c, &rs[2]).unwrap(), "`b` does not replace `a`");
        assert_eq!(s.synth_result(&h[0]).unwrap().unwrap().detail, "a");
    });
}
