//! Unit tests of `bench scale`'s arithmetic and comparison (no processes, no timing).

use super::compare::{compare, Outcome, Results};
use super::*;

fn outcome(status: SynthStatus, rewrite: Option<&str>, seconds: f64) -> Outcome {
    Outcome {
        status,
        rewrite: rewrite.map(String::from),
        seconds,
    }
}

#[test]
fn agreements_are_counted_and_every_disagreement_is_listed_with_its_kind() {
    use SynthStatus as S;
    let base: Results = [
        ("a", outcome(S::Found, Some("r1"), 0.5)),
        ("b", outcome(S::None, None, 1.8)),
        ("c", outcome(S::Found, Some("r1"), 0.5)),
        ("d", outcome(S::None, None, 0.1)),
        ("g", outcome(S::Found, Some("r1"), 0.3)),
        ("e", outcome(S::None, None, 0.1)),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let pg: Results = [
        ("a", outcome(S::Found, Some("r1"), 0.7)),
        ("b", outcome(S::Timeout, None, 2.0)),
        ("c", outcome(S::Found, Some("r2"), 0.5)),
        ("d", outcome(S::Timeout, None, 2.0)),
        ("f", outcome(S::None, None, 0.1)),
        ("g", outcome(S::None, None, 0.3)),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let a = compare(&base, &pg);
    assert_eq!(a.same, 1);
    assert_eq!(a.timing, 2);
    let kinds: Vec<(&str, Kind)> = a.disagreements.iter().map(|d| (d.cut.as_str(), d.kind)).collect();
    assert_eq!(
        kinds,
        [
            ("b", Kind::Timing),
            ("c", Kind::Rewrite),
            ("d", Kind::Timing),
            ("e", Kind::Missing),
            ("f", Kind::Missing),
            ("g", Kind::Status)
        ]
    );
    assert!(a.disagreements[3].postgres.is_none() && a.disagreements[4].sqlite.is_none());
}

#[test]
fn cuts_per_hour_are_rounded_to_one_decimal_and_zero_without_time() {
    assert_eq!(per_hour(3, 7.0), 1542.9);
    assert_eq!(per_hour(3, 0.0), 0.0);
}

#[test]
fn results_serialize_with_sorted_keys_and_status_words() {
    let row = RunRow {
        agreement: Some(Agreement::default()),
        backend: Backend::Postgres,
        by_status: [(SynthStatus::Found, 1), (SynthStatus::Timeout, 2)].into(),
        claimed: Some(3),
        cuts_done: 3,
        cuts_per_hour: 1.0,
        queue_ms_per_cut: Some(1.5),
        wall_seconds: 2.0,
        workers: 2,
    };
    let text = serde_json::to_string_pretty(&row).unwrap();
    let value = serde_json::to_value(&row).unwrap();
    assert_eq!(text, serde_json::to_string_pretty(&value).unwrap());
    assert_eq!(value["backend"], "postgres");
    assert_eq!(value["by_status"]["timeout"], 2);
}
