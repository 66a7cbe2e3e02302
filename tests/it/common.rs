//! Helpers the tests share: data files, the minotaur binary, the sample corpus and a
//! PostgreSQL database of the store's test server.

use std::path::{Path, PathBuf};

/// The minotaur binary under test.
pub fn exe() -> &'static str {
    env!("CARGO_BIN_EXE_minotaur")
}

/// A process's output as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A file of the sample corpus (`corpora/sample/FILE`), as a path string.
pub fn sample(file: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpora/sample")
        .join(file)
        .display()
        .to_string()
}

/// A fresh database of the store's PostgreSQL test server, or `None` when the machine
/// has no server (`test` is skipped, saying why).
pub fn fresh_postgres(test: &str) -> Option<String> {
    match minotaur::store::testing::postgres().and_then(|pg| pg.fresh_database()) {
        Ok(url) => Some(url),
        Err(why) => {
            eprintln!("{test}: skipped: {why}");
            None
        }
    }
}

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

/// The value of a verdict file's `; expect: VALUE` line (`valid`, `invalid`), trimmed.
pub fn expect_line(text: &str) -> Option<&str> {
    text.lines().find_map(|l| l.strip_prefix("; expect: ")).map(str::trim)
}

/// The value of a data file's `; expect KEY: VALUE` line, trimmed.
pub fn expect<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("; expect {key}: ")))
        .map(str::trim)
}

/// Stores `rewrite` as the found, novel rewrite of cut `cut` in the SQLite store `db`
/// (costed 5 -> 2 for CPU `test`), as `minotaur synth` would have.
pub fn store_found(db: &Path, cut: &str, rewrite: &str) {
    use minotaur::store::{Costs, Found, Measure, Store, SynthRow, SynthStatus};
    let mut store = Store::open(db).unwrap();
    let mut row = SynthRow::new(cut, "test");
    row.status = SynthStatus::Found;
    row.found = Some(Found {
        cut: cut.into(),
        rewrite: rewrite.into(),
        src_tgt: String::new(),
        cpu: "test".into(),
        costs: Costs {
            cost_before: 5,
            cost_after: 2,
            llvm_cost: Some(5),
            known_to_llvm: false,
            measure: Measure::Static,
            gain: Default::default(),
            insts_before: None,
            insts_after: None,
        },
    });
    store.record_synth(&row).unwrap();
}
