//! The store: one database that every stage reads and writes, so each stage can be
//! re-run, resumed after a crash and inspected. Two backends behind one interface: a
//! SQLite file (the default, `minotaur.db`; inspect it with `sqlite3`) and a PostgreSQL
//! database that many machines share (`--db postgres://…` or `$MINOTAUR_DB`; inspect it
//! with `psql`). The only user of `rusqlite` and `postgres`; all SQL of the project lives
//! under this module.
//!
//! - One connection type over both (`db.rs`): statements written once with `?N`
//!   placeholders in the SQL both accept (`ON CONFLICT … DO UPDATE`/`DO NOTHING`,
//!   `RETURNING`, `CAST(sum(…) AS BIGINT)`); what truly differs (string aggregation,
//!   JSON fields, listing tables) is spelled in one `Dialect`.
//! - Schema changes are numbered migrations (`schema.rs`), one list for both backends,
//!   applied in order on open; a database from a newer minotaur is refused.
//! - SQLite: WAL journal, one writer. Each unit of work (a crawled file, a synthesized
//!   cut, a rule) is one transaction, so `kill -9` at any moment loses at most the unit in
//!   progress, on either backend.
//! - Deterministic contents: no timestamps, writers commit in a fixed order, ids are
//!   given as SQLite gives them (one more than the largest) on both, and PostgreSQL's text
//!   columns sort bytewise (`COLLATE "C"`) as SQLite's do, so the same input gives the
//!   same rows, ids and listings on both, resumed or not.
//! - One store's rows move into another, across backends (`transfer.rs`,
//!   [`Store::import`]): what the target lacks is copied, files under the target's own
//!   ids, results merged by the work queue's rule; rules are rebuilt, not copied.

mod cuts;
mod db;
mod files;
mod found;
mod profile;
mod queue;
mod rules;
mod schema;
mod server;
mod synth;
#[doc(hidden)]
pub mod testing;
mod transfer;

pub use cuts::SiteRow;
use db::{Conn, Dialect, Row, Value};
pub use found::{Costs, Found, FoundRow, Gain, Measure, SynthStatus};
pub use profile::{HotFunctionCount, ProfileCoverage};
pub use queue::{Claim, Claimed, QueueCounts};
pub use rules::{RuleRecord, RuleSummary};
pub use server::{create_database, Server as PgServer};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
pub use synth::{ConfigCount, CutRank, PendingCut, SynthRow, SynthTotals};
pub use transfer::{Copied, ImportSummary, NOT_COPIED};

/// The version of minotaur that wrote a row (results of older versions may be redone).
pub const TOOL_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Why the store could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database could not be opened or set up.
    #[error("{path}: cannot open the database: {msg}")]
    Open {
        /// The database file or URL (without its password).
        path: PathBuf,
        /// The database's message.
        msg: String,
    },
    /// The database was written by a newer minotaur (its schema version is unknown here).
    #[error("{path}: database schema version {found} is newer than this minotaur's ({known}); use a newer minotaur or another --db")]
    TooNew {
        /// The database file or URL (without its password).
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest schema version this minotaur knows.
        known: i64,
    },
    /// A statement failed.
    #[error("{path}: {msg}")]
    Sql {
        /// The database file or URL (without its password).
        path: PathBuf,
        /// The database's message (with what was being done).
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
    /// The database cannot be reached: the connection was lost (a restarted server, a cut
    /// network) or could not be made. What was being done was not committed.
    #[error("{path}: the connection to the database was lost: {msg}")]
    Lost {
        /// The database URL (without its password).
        path: PathBuf,
        /// The message.
        msg: String,
    },
}

impl StoreError {
    /// True when the error is a lost or refused connection: opening the database again
    /// may succeed (`minotaur worker` reconnects on these).
    pub fn is_connection(&self) -> bool {
        matches!(self, StoreError::Lost { .. })
    }
}

/// An open database.
pub struct Store {
    conn: RefCell<Conn>,
    /// The SQLite file, or the PostgreSQL URL without its password: what errors name.
    path: PathBuf,
}

/// True when `location` names a PostgreSQL database (a `postgres://` or `postgresql://`
/// URL) rather than a SQLite file.
pub fn is_postgres(location: &str) -> bool {
    location.starts_with("postgres://") || location.starts_with("postgresql://")
}

/// `url` with its password removed (from the user part and from a `password=` option),
/// for messages.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, tail) = rest.find(['/', '?']).map_or((rest, ""), |i| rest.split_at(i));
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) => format!("{}@{host}", user.split(':').next().unwrap_or("")),
        None => authority.to_string(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let kept: Vec<&str> = query.split('&').filter(|kv| !kv.starts_with("password=")).collect();
            if kept.is_empty() {
                path.to_string()
            } else {
                format!("{path}?{}", kept.join("&"))
            }
        }
        None => tail.to_string(),
    };
    format!("{scheme}://{authority}{tail}")
}

impl Store {
    /// Opens (creating if needed) the database at `location` and brings its schema up to
    /// date: a `postgres://` URL (the database must exist; its tables are created), or
    /// else a SQLite file.
    pub fn open(location: impl AsRef<Path>) -> Result<Store, StoreError> {
        let location = location.as_ref();
        match location.to_str().filter(|l| is_postgres(l)) {
            Some(url) => Store::open_postgres(url),
            None => Store::open_sqlite(location),
        }
    }

    /// Opens an existing database; a missing SQLite file is an error, not an empty store.
    pub fn open_existing(location: impl AsRef<Path>) -> Result<Store, StoreError> {
        let location = location.as_ref();
        let url = location.to_str().is_some_and(is_postgres);
        if !url && !location.exists() {
            return Err(StoreError::Open {
                path: location.into(),
                msg: "no such file (run `minotaur crawl` first, or give --db)".into(),
            });
        }
        Store::open(location)
    }

    fn open_sqlite(path: &Path) -> Result<Store, StoreError> {
        use rusqlite::{Connection, OpenFlags};
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let open = |msg: String| StoreError::Open { path: path.into(), msg };
        let conn = Connection::open_with_flags(path, flags).map_err(|e| open(e.to_string()))?;
        let setup = || -> rusqlite::Result<()> {
            conn.busy_timeout(std::time::Duration::from_secs(30))?;
            // `journal_mode` answers with a row; WAL persists in the file once set.
            let _: String = conn.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))?;
            conn.execute_batch("PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=ON;")
        };
        setup().map_err(|e| open(e.to_string()))?;
        Store::migrated(Conn::Sqlite(conn), path.into())
    }

    fn open_postgres(url: &str) -> Result<Store, StoreError> {
        let path = PathBuf::from(redact(url));
        let client = postgres::Client::connect(url, postgres::NoTls).map_err(|e| {
            // No server answering, or one starting up or shutting down (class 57P): worth
            // trying again; a refusal (authentication, no such database) is not.
            let transient = e.as_db_error().is_none_or(|d| d.code().code().starts_with("57P"));
            let msg = db::pg_error(e);
            match transient {
                true => StoreError::Lost {
                    path: path.clone(),
                    msg,
                },
                false => StoreError::Open {
                    path: path.clone(),
                    msg,
                },
            }
        })?;
        let conn = Conn::Postgres {
            client: Box::new(client),
            prepared: Default::default(),
        };
        Store::migrated(conn, path)
    }

    fn migrated(mut conn: Conn, path: PathBuf) -> Result<Store, StoreError> {
        schema::migrate(&mut conn, &path).map_err(|e| match e {
            StoreError::Sql { path, msg } => StoreError::Open { path, msg },
            other => other,
        })?;
        Ok(Store {
            conn: RefCell::new(conn),
            path,
        })
    }

    /// The database's path (a PostgreSQL database's URL, without its password).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// True when the store is a PostgreSQL database.
    pub fn is_postgres(&self) -> bool {
        self.dialect() == Dialect::Postgres
    }

    fn dialect(&self) -> Dialect {
        self.conn.borrow().dialect()
    }

    fn err(&self, msg: impl std::fmt::Display) -> StoreError {
        StoreError::Sql {
            path: self.path.clone(),
            msg: msg.to_string(),
        }
    }

    /// Runs `f` on the connection; a failure names the database.
    fn with<T>(&self, f: impl FnOnce(&mut Conn) -> Result<T, String>) -> Result<T, StoreError> {
        let mut c = self.conn.borrow_mut();
        f(&mut c).map_err(|e| self.failed(&mut c, e))
    }

    /// The error for `msg` on connection `c`: [`StoreError::Lost`] when the connection is
    /// gone, else a failed statement.
    fn failed(&self, c: &mut Conn, msg: String) -> StoreError {
        if c.is_lost() {
            StoreError::Lost {
                path: self.path.clone(),
                msg,
            }
        } else {
            self.err(msg)
        }
    }

    fn query(&self, sql: &str, params: &[Value]) -> Result<Vec<Row>, StoreError> {
        self.with(|c| c.query(sql, params))
    }

    fn query_one(&self, sql: &str, params: &[Value]) -> Result<Row, StoreError> {
        self.with(|c| c.query_one(sql, params))
    }

    fn execute(&self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        self.with(|c| c.execute(sql, params))
    }

    /// Runs `f` in one transaction; a failure says what was being done (`doing`).
    fn transaction<T>(&self, doing: &str, f: impl FnOnce(&mut Conn) -> Result<T, String>) -> Result<T, StoreError> {
        let mut c = self.conn.borrow_mut();
        c.transaction(f)
            .map_err(|e| self.failed(&mut c, format!("{doing}: {e}")))
    }

    /// [`Store::transaction`] that writes after reading (see `Conn::write_transaction`).
    fn write_transaction<T>(
        &self,
        doing: &str,
        f: impl FnOnce(&mut Conn) -> Result<T, String>,
    ) -> Result<T, StoreError> {
        let mut c = self.conn.borrow_mut();
        c.write_transaction(f)
            .map_err(|e| self.failed(&mut c, format!("{doing}: {e}")))
    }

    /// Maps each row with `f`; a row that does not read names the database.
    fn rows<T>(&self, rows: Vec<Row>, f: impl Fn(&Row) -> Result<T, String>) -> Result<Vec<T>, StoreError> {
        rows.iter().map(|r| f(r).map_err(|e| self.err(e))).collect()
    }

    /// The database engine's version (PostgreSQL's `server_version`, SQLite's library
    /// version), for results files that say what they ran on.
    pub fn server_version(&self) -> Result<String, StoreError> {
        let sql = match self.dialect() {
            Dialect::Sqlite => "SELECT sqlite_version()",
            Dialect::Postgres => "SELECT current_setting('server_version')",
        };
        self.query_one(sql, &[])?.get::<String>(0).map_err(|e| self.err(e))
    }

    /// Every row of every table, as text, in a fixed order: for tests that compare two
    /// databases' contents (not their bytes, which SQLite's page layout may vary), the
    /// same text from either backend for the same rows.
    pub fn dump(&self) -> Result<String, StoreError> {
        let mut out = String::new();
        let tables = self.query(self.dialect().tables(), &[])?;
        for t in self.rows(tables, |r| r.get::<String>(0))? {
            out += &format!("== {t}\n");
            let rows = self
                .query(&format!("SELECT * FROM \"{t}\" ORDER BY 1, 2, 3"), &[])
                .or_else(|_| self.query(&format!("SELECT * FROM \"{t}\" ORDER BY 1, 2"), &[]))?;
            for r in rows {
                let cells: Vec<String> =
                    r.0.iter()
                        .map(|v| match v {
                            Value::Null => "NULL".to_string(),
                            Value::Int(n) => n.to_string(),
                            Value::Real(x) => format!("{x:?}"),
                            Value::Text(t) => format!("{t:?}"),
                            Value::Blob(b) => format!("blob:{}", crate::util::fnv128_hex(b)),
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
#[cfg(test)]
mod tests_queue;
#[cfg(test)]
mod tests_transfer;
