//! Rules as the store keeps them: one row per rule, the found rewrites that are its
//! instances, a person's review; the queries that rank them with their sites.

use super::found::Found;
use super::synth::{found_of, FOUND_COLUMNS};
use super::{Store, StoreError};
use rusqlite::{params, OptionalExtension};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// What the store needs of a rule to keep it: its id and cluster key (unique columns) and
/// its verdict word (a column people query); the rest is stored whole as JSON, the
/// store's boundary, and read back as the same typed value (`rules::Rule`).
pub trait RuleRecord: Serialize + DeserializeOwned {
    /// `r` and 12 hex digits.
    fn id(&self) -> &str;
    /// The cluster key.
    fn key(&self) -> &str;
    /// Its verdict's word (`worth`, `anti-canonical`, …).
    fn verdict(&self) -> &'static str;
}

/// A rule with its evidence, for listing and ranking.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleSummary<R> {
    /// The rule.
    pub rule: R,
    /// The id of a more general rule it is folded into.
    pub subsumed_by: Option<String>,
    /// Its instances (cuts).
    pub instances: usize,
    /// Sites of those cuts.
    pub sites: usize,
    /// Distinct files of those sites.
    pub files: usize,
    /// The paths of those files, sorted.
    pub paths: Vec<String>,
    /// A person's review: `accepted` or `rejected`, and why.
    pub review: Option<(String, String)>,
}

/// Reads a stored rule's JSON, naming the rule when it does not read back.
fn rule_of<R: DeserializeOwned>(id: &str, json: &str) -> rusqlite::Result<R> {
    serde_json::from_str(json).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(
            0,
            rusqlite::types::Type::Text,
            format!("rule {id} does not read back ({e}); `minotaur rules` rebuilds it").into(),
        )
    })
}

impl Store {
    /// The novel found rewrites that are no rule's instance yet, by cut hash.
    pub fn found_without_rule(&self) -> Result<Vec<Found>, StoreError> {
        self.found_where(
            "r.status = 'found' AND NOT coalesce(r.known_to_llvm, 0)
             AND NOT EXISTS (SELECT 1 FROM rule_instances i WHERE i.cut = r.cut)",
            &[],
        )
    }

    /// The found rewrites of the `synth_results r` rows matching `cond` (with `args`), by cut.
    fn found_where(&self, cond: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<Found>, StoreError> {
        let mut st = self
            .conn
            .prepare(&format!(
                "SELECT {FOUND_COLUMNS} FROM synth_results r WHERE {cond} ORDER BY r.cut"
            ))
            .map_err(|e| self.err(e))?;
        let rows: Vec<Option<Found>> = st
            .query_map(args, found_of)
            .map_err(|e| self.err(e))?
            .collect::<Result<_, _>>()
            .map_err(|e| self.err(e))?;
        Ok(rows.into_iter().flatten().collect())
    }

    /// The rule with cluster key `key`, if stored.
    pub fn rule_by_key<R: DeserializeOwned>(&self, key: &str) -> Result<Option<R>, StoreError> {
        self.conn
            .query_row("SELECT id, rule FROM rules WHERE key = ?1", params![key], |r| {
                rule_of(&r.get::<_, String>(0)?, &r.get::<_, String>(1)?)
            })
            .optional()
            .map_err(|e| self.err(e))
    }

    /// The rule whose id starts with `prefix` (an error when none or several do).
    pub fn rule<R: DeserializeOwned + Clone>(&self, prefix: &str) -> Result<R, StoreError> {
        let mut st = self
            .conn
            .prepare("SELECT id, rule FROM rules WHERE id >= ?1 AND id < ?1 || 'g' ORDER BY id LIMIT 2")
            .map_err(|e| self.err(e))?;
        let rows: Vec<R> = st
            .query_map(params![prefix], |r| {
                rule_of(&r.get::<_, String>(0)?, &r.get::<_, String>(1)?)
            })
            .map_err(|e| self.err(e))?
            .collect::<Result<_, _>>()
            .map_err(|e| self.err(e))?;
        match rows.as_slice() {
            [one] => Ok(one.clone()),
            [] => Err(StoreError::NoSuchRule(prefix.to_string())),
            _ => Err(StoreError::Ambiguous(prefix.to_string())),
        }
    }

    /// The found rewrites that are instances of rule `id`, by cut hash.
    pub fn rule_instances(&self, id: &str) -> Result<Vec<Found>, StoreError> {
        self.found_where(
            "r.status = 'found' AND r.cut IN (SELECT i.cut FROM rule_instances i WHERE i.rule = ?1)",
            &[&id],
        )
    }

    /// Stores (or replaces) a rule and makes `cuts` its instances, in one transaction.
    pub fn save_rule<R: RuleRecord>(&mut self, rule: &R, cuts: &[String]) -> Result<(), StoreError> {
        let p = self.path.clone();
        let id = rule.id().to_string();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: format!("storing rule {id}: {e}"),
        };
        let json = serde_json::to_string(rule).map_err(|e| StoreError::Sql {
            path: self.path.clone(),
            msg: format!("rule {id} does not serialize: {e}"),
        })?;
        let tx = self.conn.transaction().map_err(sql)?;
        tx.execute(
            "INSERT OR REPLACE INTO rules (id, key, verdict, subsumed_by, rule, tool_version)
             VALUES (?1, ?2, ?3, NULL, ?4, ?5)",
            params![id, rule.key(), rule.verdict(), json, super::TOOL_VERSION],
        )
        .map_err(sql)?;
        for c in cuts {
            tx.execute(
                "INSERT OR REPLACE INTO rule_instances (cut, rule) VALUES (?1, ?2)",
                params![c, id],
            )
            .map_err(sql)?;
        }
        tx.commit().map_err(sql)
    }

    /// Folds rule `id` into the more general rule `into`: its instances move there.
    pub fn subsume_rule(&mut self, id: &str, into: &str) -> Result<(), StoreError> {
        let p = self.path.clone();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: format!("folding rule {id} into {into}: {e}"),
        };
        let tx = self.conn.transaction().map_err(sql)?;
        tx.execute("UPDATE rule_instances SET rule = ?2 WHERE rule = ?1", params![id, into])
            .map_err(sql)?;
        tx.execute("UPDATE rules SET subsumed_by = ?2 WHERE id = ?1", params![id, into])
            .map_err(sql)?;
        tx.commit().map_err(sql)
    }

    /// Records a person's review of rule `id` (it outlives rebuilding the rule).
    pub fn review_rule(&mut self, id: &str, verdict: &str, why: &str) -> Result<(), StoreError> {
        self.conn
            .execute(
                "INSERT OR REPLACE INTO rule_reviews (id, verdict, why) VALUES (?1, ?2, ?3)",
                params![id, verdict, why],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// Every rule with its evidence, by id.
    pub fn rule_summaries<R: DeserializeOwned>(&self) -> Result<Vec<RuleSummary<R>>, StoreError> {
        let mut st = self
            .conn
            .prepare(
                "SELECT r.id, r.rule, r.subsumed_by,
                    (SELECT count(*) FROM rule_instances i WHERE i.rule = r.id),
                    (SELECT count(*) FROM rule_instances i JOIN sites s ON s.cut = i.cut WHERE i.rule = r.id),
                    (SELECT group_concat(p, char(10)) FROM (SELECT DISTINCT f.path AS p FROM rule_instances i
                        JOIN sites s ON s.cut = i.cut JOIN files f ON f.id = s.file WHERE i.rule = r.id ORDER BY p)),
                    v.verdict, v.why
                 FROM rules r LEFT JOIN rule_reviews v ON v.id = r.id ORDER BY r.id",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| {
                let paths: Vec<String> = r
                    .get::<_, Option<String>>(5)?
                    .map(|s| s.lines().map(str::to_string).collect())
                    .unwrap_or_default();
                let verdict: Option<String> = r.get(6)?;
                Ok(RuleSummary {
                    rule: rule_of(&r.get::<_, String>(0)?, &r.get::<_, String>(1)?)?,
                    subsumed_by: r.get(2)?,
                    instances: r.get::<_, i64>(3)? as usize,
                    sites: r.get::<_, i64>(4)? as usize,
                    files: paths.len(),
                    paths,
                    review: verdict.map(|v| (v, r.get::<_, Option<String>>(7).ok().flatten().unwrap_or_default())),
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}
