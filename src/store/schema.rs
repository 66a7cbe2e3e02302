//! The schema as numbered migrations. Migration `i` (1-based) takes a database from
//! `user_version = i - 1` to `i`, in one transaction. Never edit a migration that has been
//! released: add the next one.

use super::StoreError;
use rusqlite::Connection;
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
];

/// The schema version this minotaur writes.
pub fn version() -> i64 {
    MIGRATIONS.len() as i64
}

/// Brings the database up to [`version`].
pub fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let sql = |e: rusqlite::Error| StoreError::Sql {
        path: path.into(),
        msg: e.to_string(),
    };
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(sql)?;
    if found > version() {
        return Err(StoreError::TooNew {
            path: path.into(),
            found,
            known: version(),
        });
    }
    for (i, m) in MIGRATIONS.iter().enumerate().skip(found as usize) {
        let tx = conn.transaction().map_err(sql)?;
        tx.execute_batch(m).map_err(sql)?;
        tx.pragma_update(None, "user_version", (i + 1) as i64).map_err(sql)?;
        tx.commit().map_err(sql)?;
    }
    Ok(())
}
