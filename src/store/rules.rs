//! Rules as the store keeps them: one row per rule, the found rewrites that are its
//! instances, a person's review; the queries that rank them with their sites.

use super::found::Found;
use super::synth::{found_of, FOUND_COLUMNS};
use super::{Store, StoreError};
use rusqlite::{params, OptionalExtension};
use serde::Serialize;

/// A stored rule.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RuleRow {
    /// `r` and the first 12 hex digits of the hash of its key.
    pub id: String,
    /// The cluster key (shape up to names, constants, widths).
    pub key: String,
    /// The generalized `@src`/`@tgt` proof (precondition as `llvm.assume`).
    pub proof: String,
    /// The representative's rewrite, paper syntax.
    pub rewrite: String,
    /// One line for people: `source => target`.
    pub equation: String,
    /// The precondition (`true` when none).
    pub pre: String,
    /// The widths it was proved at, comma-separated.
    pub widths: String,
    /// Whether it is more than its instance.
    pub general: bool,
    /// Target constants as expressions of source ones, `; `-separated.
    pub derived: String,
    /// Flag changes the proofs allowed, `; `-separated.
    pub flags: String,
    /// `instsimplify`, `instcombine` or `backend`.
    pub class: String,
    /// Why that class.
    pub class_why: String,
    /// Worth a reviewer's time.
    pub worth: bool,
    /// Why (not) worth it.
    pub worth_why: String,
    /// uOps the representative saves.
    pub saving: u32,
    /// The CPU of the costs.
    pub cpu: String,
    /// The id of a more general rule that implies this one.
    pub subsumed_by: Option<String>,
    /// Proofs the generalization asked.
    pub proofs: u32,
    /// Of them, not decided.
    pub undecided: u32,
    /// What deciding whether it covers a rewrite needs (`rules::generalize::Cover` as
    /// JSON; empty for rules stored before it was kept).
    pub cover: String,
}

/// A rule with its evidence, for listing and ranking.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleSummary {
    /// The rule.
    #[serde(flatten)]
    pub rule: RuleRow,
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

const RULE_COLUMNS: &str = "id, key, proof, rewrite, equation, pre, widths, general, derived, flags, class, class_why,
     worth, worth_why, saving, cpu, subsumed_by, proofs, undecided, cover";

fn rule_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<RuleRow> {
    Ok(RuleRow {
        id: r.get(0)?,
        key: r.get(1)?,
        proof: r.get(2)?,
        rewrite: r.get(3)?,
        equation: r.get(4)?,
        pre: r.get(5)?,
        widths: r.get(6)?,
        general: r.get(7)?,
        derived: r.get(8)?,
        flags: r.get(9)?,
        class: r.get(10)?,
        class_why: r.get(11)?,
        worth: r.get(12)?,
        worth_why: r.get(13)?,
        saving: r.get(14)?,
        cpu: r.get(15)?,
        subsumed_by: r.get(16)?,
        proofs: r.get(17)?,
        undecided: r.get(18)?,
        cover: r.get::<_, Option<String>>(19)?.unwrap_or_default(),
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
    pub fn rule_by_key(&self, key: &str) -> Result<Option<RuleRow>, StoreError> {
        self.conn
            .query_row(
                &format!("SELECT {RULE_COLUMNS} FROM rules WHERE key = ?1"),
                params![key],
                rule_of,
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// The rule whose id starts with `prefix` (an error when none or several do).
    pub fn rule(&self, prefix: &str) -> Result<RuleRow, StoreError> {
        let mut st = self
            .conn
            .prepare(&format!(
                "SELECT {RULE_COLUMNS} FROM rules WHERE id >= ?1 AND id < ?1 || 'g' ORDER BY id LIMIT 2"
            ))
            .map_err(|e| self.err(e))?;
        let rows: Vec<RuleRow> = st
            .query_map(params![prefix], rule_of)
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
    pub fn save_rule(&mut self, rule: &RuleRow, cuts: &[String]) -> Result<(), StoreError> {
        let p = self.path.clone();
        let sql = |e: rusqlite::Error| StoreError::Sql {
            path: p.clone(),
            msg: format!("storing rule {}: {e}", rule.id),
        };
        let tx = self.conn.transaction().map_err(sql)?;
        tx.execute(
            &format!(
                "INSERT OR REPLACE INTO rules ({RULE_COLUMNS}, tool_version)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)"
            ),
            params![
                rule.id,
                rule.key,
                rule.proof,
                rule.rewrite,
                rule.equation,
                rule.pre,
                rule.widths,
                rule.general,
                rule.derived,
                rule.flags,
                rule.class,
                rule.class_why,
                rule.worth,
                rule.worth_why,
                rule.saving,
                rule.cpu,
                rule.subsumed_by,
                rule.proofs,
                rule.undecided,
                rule.cover,
                super::TOOL_VERSION
            ],
        )
        .map_err(sql)?;
        for c in cuts {
            tx.execute(
                "INSERT OR REPLACE INTO rule_instances (cut, rule) VALUES (?1, ?2)",
                params![c, rule.id],
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
    pub fn rule_summaries(&self) -> Result<Vec<RuleSummary>, StoreError> {
        let mut st = self
            .conn
            .prepare(&format!(
                "SELECT {},
                    (SELECT count(*) FROM rule_instances i WHERE i.rule = r.id),
                    (SELECT count(*) FROM rule_instances i JOIN sites s ON s.cut = i.cut WHERE i.rule = r.id),
                    (SELECT group_concat(p, char(10)) FROM (SELECT DISTINCT f.path AS p FROM rule_instances i
                        JOIN sites s ON s.cut = i.cut JOIN files f ON f.id = s.file WHERE i.rule = r.id ORDER BY p)),
                    v.verdict, v.why
                 FROM rules r LEFT JOIN rule_reviews v ON v.id = r.id ORDER BY r.id",
                RULE_COLUMNS
                    .split(',')
                    .map(|c| format!("r.{}", c.trim()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| {
                let paths: Vec<String> = r
                    .get::<_, Option<String>>(22)?
                    .map(|s| s.lines().map(str::to_string).collect())
                    .unwrap_or_default();
                let verdict: Option<String> = r.get(23)?;
                Ok(RuleSummary {
                    rule: rule_of(r)?,
                    instances: r.get::<_, i64>(20)? as usize,
                    sites: r.get::<_, i64>(21)? as usize,
                    files: paths.len(),
                    paths,
                    review: verdict.map(|v| (v, r.get::<_, Option<String>>(24).ok().flatten().unwrap_or_default())),
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}
