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
