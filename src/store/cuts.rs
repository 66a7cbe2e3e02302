//! Reading cuts and their sites back: listings ranked by how often a cut occurs, one cut
//! by (a prefix of) its hash, and the totals of the store.

use super::db::{values, Row};
use super::{Store, StoreError};
use serde::Serialize;

/// A stored cut with its number of sites.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct CutRow {
    /// The cut's FNV-128 hash (its name).
    pub hash: String,
    /// Sites (roots in crawled code) whose cut this is.
    pub sites: usize,
    /// Distinct files those sites are in.
    pub files: usize,
    /// Instructions in the cut.
    pub insts: usize,
    /// Basic blocks in the cut.
    pub blocks: usize,
    /// Parameters of the cut.
    pub args: usize,
    /// The root's opcode (or intrinsic name).
    pub root_opcode: String,
    /// The root's result type.
    pub root_type: String,
}

/// One place a cut occurs.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct SiteRow {
    /// The crawled file (or archive member).
    pub file: String,
    /// The function the root is in.
    pub function: String,
    /// The root's index among the function's instructions.
    pub inst: usize,
    /// The root's name (`%name`).
    pub name: String,
    /// `file:line:col` when the bitcode has debug locations.
    pub loc: Option<String>,
    /// The depth bound the site was cut at.
    pub depth: u32,
    /// What the cut's parameters are bound to at this site (`%x`, `@g`, a constant).
    pub args: Vec<String>,
    /// How many times the root ran in the profiled run (`None`: no profile).
    pub executions: Option<u64>,
}

/// Totals of the store.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Totals {
    /// Files crawled.
    pub files: usize,
    /// Functions in them.
    pub functions: usize,
    /// Instructions in them.
    pub instructions: usize,
    /// Sites stored.
    pub sites: usize,
    /// Distinct cuts stored.
    pub cuts: usize,
    /// Inputs whose last crawl failed.
    pub crawl_errors: usize,
}

const CUT_COLUMNS: &str = "c.hash, (SELECT count(*) FROM sites s WHERE s.cut = c.hash),
     (SELECT count(DISTINCT s.file) FROM sites s WHERE s.cut = c.hash),
     c.insts, c.blocks, c.args, c.root_opcode, c.root_type";

fn cut_row(r: &Row) -> Result<CutRow, String> {
    Ok(CutRow {
        hash: r.get(0)?,
        sites: r.get(1)?,
        files: r.get(2)?,
        insts: r.get(3)?,
        blocks: r.get(4)?,
        args: r.get(5)?,
        root_opcode: r.get(6)?,
        root_type: r.get(7)?,
    })
}

impl Store {
    /// The `limit` cuts with the most sites (ties by hash), most frequent first.
    pub fn top_cuts(&self, limit: usize) -> Result<Vec<CutRow>, StoreError> {
        let sql = format!(
            "SELECT {CUT_COLUMNS} FROM cuts c
             ORDER BY 2 DESC, c.hash LIMIT ?1"
        );
        let rows = self.query(&sql, &values![limit.min(i64::MAX as usize)])?;
        self.rows(rows, cut_row)
    }

    /// The cut whose hash starts with `prefix` (which must name exactly one), with its text.
    pub fn find_cut(&self, prefix: &str) -> Result<(CutRow, String), StoreError> {
        let clean: String = prefix.chars().filter(|c| c.is_ascii_hexdigit()).collect();
        if clean.is_empty() || clean.len() != prefix.len() {
            return Err(StoreError::NoSuchCut(prefix.into()));
        }
        // Hex digits only, so the pattern has no wildcard but its last `%`.
        let sql = format!("SELECT {CUT_COLUMNS}, c.text FROM cuts c WHERE c.hash LIKE ?1 ORDER BY c.hash LIMIT 2");
        let rows = self.query(&sql, &values![format!("{}%", clean.to_ascii_lowercase())])?;
        let rows = self.rows(rows, |r| Ok((cut_row(r)?, r.get(8)?)))?;
        match rows.len() {
            0 => Err(StoreError::NoSuchCut(prefix.into())),
            1 => Ok(rows.into_iter().next().unwrap()),
            _ => Err(StoreError::Ambiguous(prefix.into())),
        }
    }

    /// Every site of cut `hash`, by file, function and instruction.
    pub fn sites_of(&self, hash: &str) -> Result<Vec<SiteRow>, StoreError> {
        let rows = self.query(
            "SELECT f.path, s.function, s.inst, s.name, s.loc, f.depth, s.args, s.executions FROM sites s JOIN files f ON f.id = s.file
             WHERE s.cut = ?1 ORDER BY f.path, f.depth, s.function, s.inst",
            &values![hash],
        )?;
        self.rows(rows, |r| {
            Ok(SiteRow {
                file: r.get(0)?,
                function: r.get(1)?,
                inst: r.get(2)?,
                name: r.get(3)?,
                loc: r.get(4)?,
                depth: r.get(5)?,
                args: serde_json::from_str(&r.get::<String>(6)?).unwrap_or_default(),
                executions: r.get(7)?,
            })
        })
    }

    /// Every cut's hash and text, by hash.
    pub fn all_cut_texts(&self) -> Result<Vec<(String, String)>, StoreError> {
        let rows = self.query("SELECT hash, text FROM cuts ORDER BY hash", &[])?;
        self.rows(rows, |r| Ok((r.get(0)?, r.get(1)?)))
    }

    /// The latest crawl error of each input that has one, by path.
    pub fn crawl_errors(&self) -> Result<Vec<(String, String)>, StoreError> {
        let rows = self.query("SELECT path, message FROM crawl_errors ORDER BY path", &[])?;
        self.rows(rows, |r| Ok((r.get(0)?, r.get(1)?)))
    }

    /// Totals of the store.
    pub fn totals(&self) -> Result<Totals, StoreError> {
        let r = self.query_one(
            "SELECT (SELECT count(*) FROM files), (SELECT CAST(coalesce(sum(functions), 0) AS BIGINT) FROM files),
                    (SELECT CAST(coalesce(sum(instructions), 0) AS BIGINT) FROM files), (SELECT count(*) FROM sites),
                    (SELECT count(*) FROM cuts), (SELECT count(*) FROM crawl_errors)",
            &[],
        )?;
        let t = || -> Result<Totals, String> {
            Ok(Totals {
                files: r.get(0)?,
                functions: r.get(1)?,
                instructions: r.get(2)?,
                sites: r.get(3)?,
                cuts: r.get(4)?,
                crawl_errors: r.get(5)?,
            })
        };
        t().map_err(|e| self.err(e))
    }
}
