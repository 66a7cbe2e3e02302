//! The store: one SQLite database (default `minotaur.db`) that every stage reads and
//! writes, so each stage can be re-run, resumed after a crash and inspected with
//! `sqlite3`. The only user of `rusqlite`; all SQL of the project lives under this module.
//!
//! - Schema changes are numbered migrations (`schema.rs`), applied in order on open and
//!   recorded in SQLite's `user_version`; a database from a newer minotaur is refused.
//! - WAL journal, one writer: each unit of work (a crawled file, a synthesized cut) is
//!   one transaction, so `kill -9` at any moment loses at most the unit in progress.
//! - Deterministic contents: no timestamps, and writers commit in a fixed order, so the
//!   same input gives the same rows (and the same ids) whether or not a run was resumed.

mod cuts;
mod files;
mod found;
mod rules;
mod schema;
mod synth;

pub use cuts::SiteRow;
pub use found::{Costs, Found, FoundRow, Gain, Measure, SynthStatus};
pub use rules::{RuleRecord, RuleSummary};
use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
pub use synth::{PendingCut, SynthRow, SynthTotals};

/// The version of minotaur that wrote a row (results of older versions may be redone).
pub const TOOL_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Why the store could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database could not be opened or set up.
    #[error("{path}: cannot open the database: {msg}")]
    Open {
        /// The database file.
        path: PathBuf,
        /// SQLite's message.
        msg: String,
    },
    /// The database was written by a newer minotaur (its schema version is unknown here).
    #[error("{path}: database schema version {found} is newer than this minotaur's ({known}); use a newer minotaur or another --db")]
    TooNew {
        /// The database file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest schema version this minotaur knows.
        known: i64,
    },
    /// A statement failed.
    #[error("{path}: {msg}")]
    Sql {
        /// The database file.
        path: PathBuf,
        /// SQLite's message (with what was being done).
        msg: String,
    },
    /// No rule has an id with this prefix.
    #[error("no rule has an id starting with `{0}` (see `minotaur rules`)")]
    NoSuchRule(String),
    /// No cut has a hash with this prefix.
    #[error("no cut has a hash starting with `{0}`")]
    NoSuchCut(String),
    /// Several cuts have a hash with this prefix.
    #[error("`{0}` is the start of several names (hashes or ids): give more digits")]
    Ambiguous(String),
}

/// An open database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| StoreError::Open {
            path: path.into(),
            msg: e.to_string(),
        })?;
        let mut s = Store {
            conn,
            path: path.into(),
        };
        s.setup().map_err(|e| match e {
            StoreError::Sql { path, msg } => StoreError::Open { path, msg },
            other => other,
        })?;
        Ok(s)
    }

    /// Opens an existing database for reading; a missing file is an error, not an empty store.
    pub fn open_existing(path: &Path) -> Result<Store, StoreError> {
        if !path.exists() {
            return Err(StoreError::Open {
                path: path.into(),
                msg: "no such file (run `minotaur crawl` first, or give --db)".into(),
            });
        }
        Store::open(path)
    }

    fn setup(&mut self) -> Result<(), StoreError> {
        let p = self.path.clone();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: e.to_string(),
        };
        self.conn
            .busy_timeout(std::time::Duration::from_secs(30))
            .map_err(sql)?;
        // `journal_mode` answers with a row; WAL persists in the file once set.
        let _: String = self
            .conn
            .query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))
            .map_err(sql)?;
        self.conn
            .execute_batch("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;")
            .map_err(sql)?;
        schema::migrate(&mut self.conn, &self.path)
    }

    /// The database's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn err(&self, e: rusqlite::Error) -> StoreError {
        StoreError::Sql {
            path: self.path.clone(),
            msg: e.to_string(),
        }
    }

    /// Every row of every table, as text, in a fixed order: for tests that compare two
    /// databases' contents (not their bytes, which SQLite's page layout may vary).
    pub fn dump(&self) -> Result<String, StoreError> {
        let mut out = String::new();
        let tables: Vec<String> = {
            let mut st = self
                .conn
                .prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
                .map_err(|e| self.err(e))?;
            let rows = st.query_map([], |r| r.get(0)).map_err(|e| self.err(e))?;
            rows.collect::<Result<_, _>>().map_err(|e| self.err(e))?
        };
        for t in tables {
            out += &format!("== {t}\n");
            let mut st = self
                .conn
                .prepare(&format!("SELECT * FROM \"{t}\" ORDER BY 1, 2, 3"))
                .or_else(|_| self.conn.prepare(&format!("SELECT * FROM \"{t}\" ORDER BY 1")))
                .map_err(|e| self.err(e))?;
            let n = st.column_count();
            let mut rows = st.query([]).map_err(|e| self.err(e))?;
            while let Some(r) = rows.next().map_err(|e| self.err(e))? {
                let cells: Vec<String> = (0..n)
                    .map(|i| match r.get_ref(i) {
                        Ok(ValueRef::Null) => "NULL".to_string(),
                        Ok(ValueRef::Integer(n)) => n.to_string(),
                        Ok(ValueRef::Real(x)) => format!("{x:?}"),
                        Ok(ValueRef::Text(t)) => format!("{:?}", String::from_utf8_lossy(t)),
                        Ok(ValueRef::Blob(b)) => format!("blob:{}", crate::util::fnv128_hex(b)),
                        Err(e) => format!("<{e}>"),
                    })
                    .collect();
                out += &cells.join("|");
                out.push('\n');
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests;
