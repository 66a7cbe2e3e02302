//! The crawl's rows: which file contents were crawled at which depth, each file's cuts
//! and sites (one transaction per file), and the inputs that could not be crawled.

use super::{Store, StoreError, TOOL_VERSION};
use crate::cut::FileCuts;
use rusqlite::params;

impl Store {
    /// True when content `hash` has been crawled at `depth`.
    pub fn has_file(&self, hash: &str, depth: u32) -> Result<bool, StoreError> {
        let n: i64 = self
            .conn
            .query_row(
                "SELECT count(*) FROM files WHERE content_hash = ?1 AND depth = ?2",
                params![hash, depth],
                |r| r.get(0),
            )
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
        let p = self.path.clone();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: format!("storing {path}: {e}"),
        };
        let tx = self.conn.transaction().map_err(sql)?;
        tx.execute(
            "INSERT INTO files (path, content_hash, depth, bytes, functions, instructions, irreducible, roots, trivial, tool_version)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![
                path,
                hash,
                depth,
                bytes as i64,
                c.functions as i64,
                c.instructions as i64,
                c.irreducible as i64,
                c.roots as i64,
                c.trivial as i64,
                TOOL_VERSION
            ],
        )
        .map_err(sql)?;
        let file = tx.last_insert_rowid();
        let mut new = 0;
        {
            let mut ins = tx
                .prepare(
                    "INSERT OR IGNORE INTO cuts (hash, text, insts, blocks, args, root_opcode, root_type)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )
                .map_err(sql)?;
            for k in &c.cuts {
                new += ins
                    .execute(params![
                        k.hash,
                        k.text,
                        k.insts as i64,
                        k.blocks as i64,
                        k.args as i64,
                        k.root_opcode,
                        k.root_type
                    ])
                    .map_err(sql)?;
            }
            let mut site = tx
                .prepare(
                    "INSERT INTO sites (file, function, inst, name, loc, args, cut, shared) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                )
                .map_err(sql)?;
            for s in &c.sites {
                let args = serde_json::to_string(&s.args).unwrap_or_else(|_| "[]".into());
                site.execute(params![
                    file,
                    s.function,
                    s.inst as i64,
                    s.name,
                    s.loc,
                    args,
                    s.cut,
                    s.shared as i64
                ])
                .map_err(sql)?;
            }
            let mut skip = tx
                .prepare("INSERT INTO skipped_functions (file, function, reason, message) VALUES (?1, ?2, ?3, ?4)")
                .map_err(sql)?;
            for s in &c.skipped {
                skip.execute(params![file, s.function, s.reason, s.message])
                    .map_err(sql)?;
            }
        }
        tx.execute("DELETE FROM crawl_errors WHERE path = ?1", params![path])
            .map_err(sql)?;
        tx.commit().map_err(sql)?;
        Ok(new)
    }

    /// Remembers the latest error for `path` (replacing an older one).
    pub fn record_error(&mut self, path: &str, hash: Option<&str>, msg: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT OR REPLACE INTO crawl_errors (path, content_hash, message) VALUES (?1, ?2, ?3)",
                params![path, hash, msg],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Every skipped function of every crawled file, as (path, function, reason), by
    /// reason, then path, then function.
    pub fn skipped_functions(&self) -> Result<Vec<(String, String, String)>, StoreError> {
        let mut q = self
            .conn
            .prepare(
                "SELECT f.path, s.function, s.reason FROM skipped_functions s JOIN files f ON f.id = s.file
                 ORDER BY s.reason, f.path, s.function",
            )
            .map_err(|e| self.err(e))?;
        let rows = q
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// Cuts in the store.
    pub fn count_cuts(&self) -> Result<usize, StoreError> {
        let n: i64 = self
            .conn
            .query_row("SELECT count(*) FROM cuts", [], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        Ok(n as usize)
    }

    /// The cut depths the crawl used, ascending (empty when nothing was crawled).
    pub fn crawl_depths(&self) -> Result<Vec<u32>, StoreError> {
        let mut st = self
            .conn
            .prepare("SELECT DISTINCT depth FROM files ORDER BY depth")
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| r.get::<_, i64>(0))
            .map_err(|e| self.err(e))?
            .collect::<Result<Vec<i64>, _>>()
            .map_err(|e| self.err(e))?;
        Ok(rows.into_iter().map(|d| d as u32).collect())
    }
}
