//! The crawl's rows: which file contents were crawled at which depth, each file's cuts
//! and sites (one transaction per file), and the inputs that could not be crawled.

use super::db::values;
use super::{Store, StoreError, TOOL_VERSION};
use crate::cut::FileCuts;

impl Store {
    /// True when content `hash` has been crawled at `depth`.
    pub fn has_file(&self, hash: &str, depth: u32) -> Result<bool, StoreError> {
        let n: i64 = self
            .query_one(
                "SELECT count(*) FROM files WHERE content_hash = ?1 AND depth = ?2",
                &values![hash, depth],
            )?
            .get(0)
            .map_err(|e| self.err(e))?;
        Ok(n > 0)
    }

    /// Stores one file's cuts and sites in one transaction; returns how many cuts were new.
    pub fn record_file(
        &mut self,
        path: &str,
        hash: &str,
        bytes: u64,
        depth: u32,
        c: &FileCuts,
    ) -> Result<usize, StoreError> {
        let serialize = self.dialect().serialize_files();
        self.transaction(&format!("storing {path}"), |tx| {
            if let Some(sql) = serialize {
                tx.batch(sql)?;
            }
            // The id SQLite gives a rowid (one more than the largest), given explicitly so
            // that PostgreSQL, whose sequences do not roll back, gives the same.
            let file: i64 = tx
                .query_one(
                    "INSERT INTO files (id, path, content_hash, depth, bytes, functions, instructions, irreducible, roots,
                         trivial, tool_version)
                     VALUES ((SELECT coalesce(max(id), 0) + 1 FROM files), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                     RETURNING id",
                    &values![
                        path,
                        hash,
                        depth,
                        bytes,
                        c.functions,
                        c.instructions,
                        c.irreducible,
                        c.roots,
                        c.trivial,
                        TOOL_VERSION
                    ],
                )?
                .get(0)?;
            let mut new = 0;
            for k in &c.cuts {
                new += tx.execute(
                    "INSERT INTO cuts (hash, text, insts, blocks, args, root_opcode, root_type)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING",
                    &values![&k.hash, &k.text, k.insts, k.blocks, k.args, &k.root_opcode, &k.root_type],
                )? as usize;
            }
            for s in &c.sites {
                let args = serde_json::to_string(&s.args).unwrap_or_else(|_| "[]".into());
                tx.execute(
                    "INSERT INTO sites (file, function, inst, name, loc, args, cut, shared, executions)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                    &values![file, &s.function, s.inst, &s.name, s.loc.as_deref(), args, &s.cut, s.shared, s.executions],
                )?;
            }
            for s in &c.skipped {
                tx.execute(
                    "INSERT INTO skipped_functions (file, function, reason, message) VALUES (?1, ?2, ?3, ?4)",
                    &values![file, &s.function, &s.reason, &s.message],
                )?;
            }
            tx.execute("DELETE FROM crawl_errors WHERE path = ?1", &values![path])?;
            Ok(new)
        })
    }

    /// Remembers the latest error for `path` (replacing an older one).
    pub fn record_error(&mut self, path: &str, hash: Option<&str>, msg: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO crawl_errors (path, content_hash, message) VALUES (?1, ?2, ?3)
             ON CONFLICT (path) DO UPDATE SET content_hash = excluded.content_hash, message = excluded.message",
            &values![path, hash, msg],
        )?;
        Ok(())
    }

    /// Every skipped function of every crawled file, as (path, function, reason), by
    /// reason, then path, then function.
    pub fn skipped_functions(&self) -> Result<Vec<(String, String, String)>, StoreError> {
        let rows = self.query(
            "SELECT f.path, s.function, s.reason FROM skipped_functions s JOIN files f ON f.id = s.file
             ORDER BY s.reason, f.path, s.function",
            &[],
        )?;
        self.rows(rows, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
    }

    /// Cuts in the store.
    pub fn count_cuts(&self) -> Result<usize, StoreError> {
        self.query_one("SELECT count(*) FROM cuts", &[])?
            .get(0)
            .map_err(|e| self.err(e))
    }

    /// The cut depths the crawl used, ascending (empty when nothing was crawled).
    pub fn crawl_depths(&self) -> Result<Vec<u32>, StoreError> {
        let rows = self.query("SELECT DISTINCT depth FROM files ORDER BY depth", &[])?;
        self.rows(rows, |r| r.get(0))
    }
}
