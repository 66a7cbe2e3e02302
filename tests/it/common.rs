//! Helpers the data-driven tests share.

use std::path::{Path, PathBuf};

/// Every `.ll` file under `dir`, recursively, in sorted order.
pub fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(|e| e.ok())
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    out.sort();
    out
}

/// The value of a data file's `; expect KEY: VALUE` line, trimmed.
pub fn expect<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("; expect {key}: ")))
        .map(str::trim)
}
