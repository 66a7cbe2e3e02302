//! The schema as numbered migrations, one list for both backends. Migration `i`
//! (1-based) takes a database from version `i - 1` to `i`. Never edit a migration that
//! has been released: add the next one.
//!
//! The list is written in SQLite's dialect; [`postgres_form`] derives each migration's
//! PostgreSQL form (a few documented word substitutions), and the one migration that
//! needs more than that carries its PostgreSQL text beside it ([`POSTGRES_OVERRIDES`]).
//! SQLite keeps the version in `PRAGMA user_version` and migrates one transaction per
//! step; PostgreSQL keeps it in a one-row `schema_version` table and migrates in one
//! transaction under an advisory lock, so two processes opening a fresh database at once
//! both succeed. A database of a newer version is refused on both.

use super::db::{values, Conn, Dialect};
use super::StoreError;
use std::path::Path;

/// Migrations in order; the schema version is their count.
const MIGRATIONS: &[&str] = &[
    // 1: the crawl. A file is identified by its content hash and the depth it was cut at;
    // `path` is where that content was first seen. A cut is identified by the hash of its
    // canonical text. A site is one root of one function of one file.
    "CREATE TABLE files (
        id            INTEGER PRIMARY KEY,
        path          TEXT NOT NULL,
        content_hash  TEXT NOT NULL,
        depth         INTEGER NOT NULL,
        bytes         INTEGER NOT NULL,
        functions     INTEGER NOT NULL,
        instructions  INTEGER NOT NULL,
        irreducible   INTEGER NOT NULL,
        roots         INTEGER NOT NULL,
        trivial       INTEGER NOT NULL,
        tool_version  TEXT NOT NULL,
        UNIQUE (content_hash, depth)
    );
    CREATE TABLE cuts (
        hash         TEXT PRIMARY KEY,
        text         TEXT NOT NULL,
        insts        INTEGER NOT NULL,
        blocks       INTEGER NOT NULL,
        args         INTEGER NOT NULL,
        root_opcode  TEXT NOT NULL,
        root_type    TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE sites (
        file      INTEGER NOT NULL REFERENCES files(id),
        function  TEXT NOT NULL,
        inst      INTEGER NOT NULL,
        name      TEXT NOT NULL,
        loc       TEXT,
        args      TEXT NOT NULL,   -- JSON list: what the cut's parameters are bound to here
        cut       TEXT NOT NULL REFERENCES cuts(hash),
        PRIMARY KEY (file, function, inst)
    ) WITHOUT ROWID;
    CREATE INDEX sites_by_cut ON sites(cut);
    CREATE TABLE crawl_errors (
        path          TEXT PRIMARY KEY,
        content_hash  TEXT,
        message       TEXT NOT NULL
    ) WITHOUT ROWID;",
    // 2: synthesis. One result per cut (a newer minotaur may redo a cut it did not
    // solve); llvm-mca costs cached by the hash of the costed function's text and CPU.
    "CREATE TABLE synth_results (
        cut           TEXT PRIMARY KEY REFERENCES cuts(hash),
        status        TEXT NOT NULL,          -- found | none | timeout | error
        detail        TEXT NOT NULL,
        rewrite       TEXT,                   -- the paper's S-expression syntax
        src_tgt       TEXT,                   -- @src/@tgt module, for minotaur verify
        cost_before   INTEGER,
        cost_after    INTEGER,
        llvm_cost     INTEGER,                -- opt -O3 of the cut, same measure
        known_to_llvm INTEGER,                -- 1 when opt -O3 is as cheap or cheaper
        measure       TEXT,                   -- mca | static
        cpu           TEXT NOT NULL,
        seconds       REAL NOT NULL,
        candidates    INTEGER NOT NULL,
        stats         TEXT NOT NULL,          -- JSON
        tool_version  TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE costs (
        text_hash  TEXT NOT NULL,
        cpu        TEXT NOT NULL,
        uops       INTEGER,                   -- NULL: llvm-mca could not cost it
        PRIMARY KEY (text_hash, cpu)
    ) WITHOUT ROWID;",
    // 3: rules. One rule per cluster of found rewrites (same shape up to names, constant
    // values and widths), named by the hash of its cluster key; each found rewrite is an
    // instance of exactly one rule. A person's review (accepted/rejected, why) survives
    // rebuilding the rule.
    "CREATE TABLE rules (
        id            TEXT PRIMARY KEY,
        key           TEXT NOT NULL UNIQUE,
        proof         TEXT NOT NULL,          -- generalized @src/@tgt, precondition assumed
        rewrite       TEXT NOT NULL,          -- the representative's rewrite, paper syntax
        equation      TEXT NOT NULL,          -- one line for people
        pre           TEXT NOT NULL,          -- precondition, `true` when none
        widths        TEXT NOT NULL,          -- comma-separated, proved
        general       INTEGER NOT NULL,       -- more than its instance
        derived       TEXT NOT NULL,          -- target constants from source ones
        flags         TEXT NOT NULL,          -- flag changes the proof allowed
        class         TEXT NOT NULL,          -- instsimplify | instcombine | backend
        class_why     TEXT NOT NULL,
        worth         INTEGER NOT NULL,
        worth_why     TEXT NOT NULL,
        saving        INTEGER NOT NULL,       -- uOps the representative saves
        cpu           TEXT NOT NULL,
        subsumed_by   TEXT,                   -- a more general rule's id
        proofs        INTEGER NOT NULL,
        undecided     INTEGER NOT NULL,
        tool_version  TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE rule_instances (
        cut   TEXT PRIMARY KEY REFERENCES cuts(hash),
        rule  TEXT NOT NULL REFERENCES rules(id)
    ) WITHOUT ROWID;
    CREATE INDEX rule_instances_by_rule ON rule_instances(rule);
    CREATE TABLE rule_reviews (
        id       TEXT PRIMARY KEY,            -- the rule's id (stable: the key's hash)
        verdict  TEXT NOT NULL,               -- accepted | rejected
        why      TEXT NOT NULL
    ) WITHOUT ROWID;",
    // 4: functions of a crawled file that the IR could not read (the rest of the file
    // was cut): the function, the reason to count by, and the parser's whole message.
    "CREATE TABLE skipped_functions (
        file      INTEGER NOT NULL REFERENCES files(id),
        function  TEXT NOT NULL,
        reason    TEXT NOT NULL,
        message   TEXT NOT NULL,
        PRIMARY KEY (file, function)
    ) WITHOUT ROWID;
    CREATE INDEX skipped_functions_by_reason ON skipped_functions(reason);",
    // 5: why a rewrite was kept (`cheaper` | `fewer-insts`) with the IR instruction counts
    // that decided it, and the budget and pass of the search that wrote the row (a
    // timeout of a quick pass is searched again with more time); and with each rule,
    // what deciding whether it covers another rule's representative needs (JSON), so
    // later runs fold rules across runs.
    "ALTER TABLE synth_results ADD COLUMN gain TEXT;
    ALTER TABLE synth_results ADD COLUMN insts_before INTEGER;
    ALTER TABLE synth_results ADD COLUMN insts_after INTEGER;
    ALTER TABLE synth_results ADD COLUMN budget REAL;
    ALTER TABLE synth_results ADD COLUMN pass INTEGER;
    ALTER TABLE rules ADD COLUMN cover TEXT;",
    // 6: how many of a cut's values besides its root have other uses at a site (NULL:
    // crawled before this was recorded).
    "ALTER TABLE sites ADD COLUMN shared INTEGER;",
    // 7: a rule is one typed value (`rules::Rule`) stored whole as JSON, with its id, key
    // and verdict as columns. Rules are derived from the found rewrites, which stay: the
    // rules of an older store are dropped here and rebuilt by the next `minotaur rules`
    // (judged on canonical forms, which the old rows never were). Reviews stay.
    "DELETE FROM rule_instances;
    DROP TABLE rules;
    CREATE TABLE rules (
        id            TEXT PRIMARY KEY,
        key           TEXT NOT NULL UNIQUE,
        verdict       TEXT NOT NULL,          -- worth | anti-canonical | known | noise | other-uses | unmeasured
        subsumed_by   TEXT,                   -- a more general rule's id
        rule          TEXT NOT NULL,          -- the typed rule as JSON
        tool_version  TEXT NOT NULL
    ) WITHOUT ROWID;",
    // 8: the work queue that `minotaur worker` processes share, one row per cut and
    // configuration (the hash of `synth::Config`), and the configuration each result was
    // computed under (NULL: before this was recorded). `lease_until` is seconds since the
    // epoch by the database's clock; `attempts` counts claims; `last_error` says why the
    // last claim crashed.
    "CREATE TABLE work (
        cut          TEXT NOT NULL REFERENCES cuts(hash),
        config       TEXT NOT NULL,
        priority     INTEGER NOT NULL,       -- claimed in ascending order
        budget       REAL NOT NULL,          -- the cut's budget, seconds
        state        TEXT NOT NULL,          -- queued | claimed | done | failed
        owner        TEXT,                   -- the claiming process (host:pid)
        lease_until  REAL,
        attempts     INTEGER NOT NULL,
        last_error   TEXT,
        PRIMARY KEY (cut, config)
    ) WITHOUT ROWID;
    CREATE INDEX work_by_state ON work(config, state, priority);
    CREATE INDEX work_by_owner ON work(owner);
    ALTER TABLE synth_results ADD COLUMN config TEXT;",
    // 9: how many times a site's root ran in a profiled run (entry count × block
    // frequency from the file's profile metadata; NULL: no profile, or crawled before).
    "ALTER TABLE sites ADD COLUMN executions INTEGER;",
];

/// Migrations whose PostgreSQL form is written out (1-based number, text): 7 drops the
/// `rules` table that `rule_instances` refers to, which PostgreSQL allows only with
/// `CASCADE` (dropping the reference), so it puts the reference back.
const POSTGRES_OVERRIDES: &[(usize, &str)] = &[(
    7,
    "DELETE FROM rule_instances;
    DROP TABLE rules CASCADE;
    CREATE TABLE rules (
        id            TEXT COLLATE \"C\" PRIMARY KEY,
        key           TEXT COLLATE \"C\" NOT NULL UNIQUE,
        verdict       TEXT COLLATE \"C\" NOT NULL,
        subsumed_by   TEXT COLLATE \"C\",
        rule          TEXT COLLATE \"C\" NOT NULL,
        tool_version  TEXT COLLATE \"C\" NOT NULL
    );
    ALTER TABLE rule_instances ADD FOREIGN KEY (rule) REFERENCES rules(id);",
)];

/// The schema version this minotaur writes.
pub fn version() -> i64 {
    MIGRATIONS.len() as i64
}

/// The PostgreSQL form of a migration written for SQLite, by whole upper-case words
/// (column names are lower case, so they are never touched): `INTEGER PRIMARY KEY` (a
/// rowid alias) becomes `BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY`, `INTEGER`
/// `BIGINT` (SQLite's integers are 64-bit), `REAL` `DOUBLE PRECISION`, `BLOB` `BYTEA`,
/// `TEXT` `TEXT COLLATE "C"` (bytewise order, as SQLite's, whatever the server's locale),
/// and `WITHOUT ROWID` goes.
pub fn postgres_form(sql: &str) -> String {
    let sql = sql
        .replace(
            "INTEGER PRIMARY KEY",
            "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY",
        )
        .replace(" WITHOUT ROWID", "");
    let mut out = String::with_capacity(sql.len() + 64);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(match word.as_str() {
            "INTEGER" => "BIGINT",
            "REAL" => "DOUBLE PRECISION",
            "BLOB" => "BYTEA",
            "TEXT" => "TEXT COLLATE \"C\"",
            w => w,
        });
        word.clear();
    };
    for c in sql.chars() {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Migration `i` (0-based) as `dialect` runs it.
fn migration(i: usize, dialect: Dialect) -> String {
    match dialect {
        Dialect::Sqlite => MIGRATIONS[i].to_string(),
        Dialect::Postgres => POSTGRES_OVERRIDES
            .iter()
            .find(|(n, _)| *n == i + 1)
            .map_or_else(|| postgres_form(MIGRATIONS[i]), |(_, sql)| sql.to_string()),
    }
}

/// Brings the database up to [`version`]; `path` names it in errors.
pub fn migrate(conn: &mut Conn, path: &Path) -> Result<(), StoreError> {
    let sql = |msg: String| StoreError::Sql {
        path: path.into(),
        msg: format!("migrating the schema: {msg}"),
    };
    let too_new = |found: i64| StoreError::TooNew {
        path: path.into(),
        found,
        known: version(),
    };
    match conn.dialect() {
        Dialect::Sqlite => {
            let found: i64 = conn
                .query_one("PRAGMA user_version", &[])
                .and_then(|r| r.get(0))
                .map_err(sql)?;
            if found > version() {
                return Err(too_new(found));
            }
            for i in found as usize..MIGRATIONS.len() {
                let m = migration(i, Dialect::Sqlite);
                conn.transaction(|c| c.batch(&format!("{m};\nPRAGMA user_version = {};", i + 1)))
                    .map_err(sql)?;
            }
            Ok(())
        }
        Dialect::Postgres => {
            conn.batch("BEGIN").map_err(sql)?;
            let r = migrate_postgres(conn);
            let end = if matches!(r, Ok(())) { "COMMIT" } else { "ROLLBACK" };
            let ended = conn.batch(end);
            match r {
                Ok(()) => ended.map_err(sql),
                Err(Ok(found)) => Err(too_new(found)),
                Err(Err(e)) => Err(sql(e)),
            }
        }
    }
}

/// The migration of a PostgreSQL database, in the caller's transaction: `Err(Ok(v))`
/// when its version `v` is newer than this minotaur's.
fn migrate_postgres(conn: &mut Conn) -> Result<(), Result<i64, String>> {
    // One key for minotaur's schema: whoever takes the lock first migrates, the other
    // waits and then finds the schema up to date. Released at the end of the transaction.
    conn.batch("SELECT pg_advisory_xact_lock(7035175962541867571)")
        .map_err(Err)?;
    // Created only when missing, so a role that may not create tables can open a
    // database that is up to date.
    let fresh = conn
        .query_one("SELECT CAST(to_regclass('schema_version') IS NULL AS INT)", &[])
        .and_then(|r| r.get::<bool>(0))
        .map_err(Err)?;
    if fresh {
        conn.batch("CREATE TABLE schema_version (version BIGINT NOT NULL)")
            .map_err(Err)?;
    }
    let found: i64 = conn
        .query_one(
            "SELECT CAST(coalesce(max(version), 0) AS BIGINT) FROM schema_version",
            &[],
        )
        .and_then(|r| r.get(0))
        .map_err(Err)?;
    if found > version() {
        return Err(Ok(found));
    }
    for i in found as usize..MIGRATIONS.len() {
        conn.batch(&migration(i, Dialect::Postgres))
            .map_err(|e| Err(format!("migration {}: {e}", i + 1)))?;
    }
    if found < version() {
        conn.execute("DELETE FROM schema_version", &[]).map_err(Err)?;
        conn.execute("INSERT INTO schema_version (version) VALUES (?1)", &values![version()])
            .map_err(Err)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postgres_forms_change_types_not_names() {
        assert_eq!(
            postgres_form("CREATE TABLE t (id INTEGER PRIMARY KEY, text TEXT NOT NULL, x REAL, b BLOB, n INTEGER) WITHOUT ROWID;"),
            "CREATE TABLE t (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, text TEXT COLLATE \"C\" NOT NULL, \
             x DOUBLE PRECISION, b BYTEA, n BIGINT);"
        );
        assert_eq!(
            postgres_form("ALTER TABLE s ADD COLUMN gain TEXT; -- TEXTS INTEGERS"),
            "ALTER TABLE s ADD COLUMN gain TEXT COLLATE \"C\"; -- TEXTS INTEGERS"
        );
        // Every migration's PostgreSQL form keeps no SQLite-only word.
        for i in 0..MIGRATIONS.len() {
            let m = migration(i, Dialect::Postgres);
            for w in ["INTEGER", "WITHOUT ROWID", " REAL", "BLOB"] {
                assert!(!m.contains(w), "migration {}: {w} in {m}", i + 1);
            }
        }
    }
}
