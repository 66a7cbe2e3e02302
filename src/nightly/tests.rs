//! The configuration's defaults, paths and errors; what counts as new or changed.

use super::summary::changes;
use super::{is_date, parse_duration, Config, ConfigError};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

#[test]
fn defaults_and_paths_relative_to_the_file() {
    let c = Config::parse("inputs = [\"bc\", \"/abs/x.bc\"]\n", "m.toml", Path::new("/srv/n")).unwrap();
    assert_eq!(c.inputs, vec![Path::new("/srv/n/bc").to_path_buf(), "/abs/x.bc".into()]);
    assert_eq!(c.db, Path::new("/srv/n/minotaur.db"));
    assert_eq!(c.reports, Path::new("/srv/n/reports"));
    assert_eq!(c.out, Path::new("/srv/n/nightly"));
    assert_eq!(c.budget, Duration::from_secs(3600));
    assert_eq!((c.cut_budget, c.quick_budget, c.jobs, c.limit), (10.0, 2.0, 0, None));
    assert_eq!(c.depth, crate::cut::DEFAULT_DEPTH);
    assert!(c.plugin);
}

#[test]
fn budgets_as_text_or_seconds() {
    let c = Config::parse("inputs = [\"a\"]\nbudget = \"1h30m\"\n", "m.toml", Path::new("/")).unwrap();
    assert_eq!(c.budget, Duration::from_secs(5400));
    let c = Config::parse("inputs = [\"a\"]\nbudget = 90\n", "m.toml", Path::new("/")).unwrap();
    assert_eq!(c.budget, Duration::from_secs(90));
    assert_eq!(parse_duration("2h"), Ok(7200.0));
    assert!(parse_duration("soon").is_err());
}

#[test]
fn errors_name_the_file_and_key() {
    let err = |text: &str| {
        Config::parse(text, "night.toml", Path::new("/"))
            .unwrap_err()
            .to_string()
    };
    let e = err("inputs = [\"a\"]\nbudgett = 1\n");
    assert!(e.starts_with("night.toml: ") && e.contains("budgett"), "{e}");
    let e = err("inputs = [\"a\"]\ndepth = \"deep\"\n");
    assert!(e.contains("key `depth`"), "{e}");
    let e = err("inputs = []\n");
    assert!(e.contains("key `inputs`"), "{e}");
    let e = err("inputs = [\"a\"]\nquick_budget = -2\n");
    assert!(e.contains("key `quick_budget`"), "{e}");
    assert!(matches!(
        Config::load(Path::new("/nonexistent/m.toml")),
        Err(ConfigError::Read { .. })
    ));
}

#[test]
fn new_and_changed_entries() {
    let before: BTreeMap<String, String> = [("a", "1"), ("b", "2")]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut now = before.clone();
    assert!(changes(&before, &now).is_empty());
    now.insert("b".into(), "3".into());
    now.insert("c".into(), "4".into());
    now.remove("a");
    let c = changes(&before, &now);
    assert_eq!((c.new, c.changed), (vec!["c".to_string()], vec!["b".to_string()]));
}

#[test]
fn dates() {
    assert!(is_date("2026-11-28"));
    assert!(!is_date("2026-1-28") && !is_date("28.11.2026") && !is_date("2026/11/28"));
    assert!(is_date(&super::today()));
}
