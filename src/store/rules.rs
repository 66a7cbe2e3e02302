//! Rules as the store keeps them: one row per rule, the found rewrites that are its
//! instances, a person's review; the queries that rank them with their sites.

use super::db::{values, Row, Value};
use super::found::Found;
use super::synth::{found_of, FOUND_COLUMNS};
use super::{Store, StoreError};
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
    /// How many times those sites ran in the profiled runs, summed (`None`: no site has a
    /// profile count).
    pub executions: Option<u64>,
}

/// Reads a stored rule's JSON, naming the rule when it does not read back.
fn rule_of<R: DeserializeOwned>(r: &Row) -> Result<R, String> {
    let id: String = r.get(0)?;
    serde_json::from_str(&r.get::<String>(1)?)
        .map_err(|e| format!("rule {id} does not read back ({e}); `minotaur rules` rebuilds it"))
}

impl Store {
    /// The novel found rewrites that are no rule's instance yet, by cut hash.
    pub fn found_without_rule(&self) -> Result<Vec<Found>, StoreError> {
        self.found_where(
            "r.status = 'found' AND coalesce(r.known_to_llvm, 0) = 0
             AND NOT EXISTS (SELECT 1 FROM rule_instances i WHERE i.cut = r.cut)",
            &[],
        )
    }

    /// The found rewrites of the `synth_results r` rows matching `cond` (with `args`), by cut.
    fn found_where(&self, cond: &str, args: &[Value]) -> Result<Vec<Found>, StoreError> {
        let rows = self.query(
            &format!("SELECT {FOUND_COLUMNS} FROM synth_results r WHERE {cond} ORDER BY r.cut"),
            args,
        )?;
        Ok(self.rows(rows, found_of)?.into_iter().flatten().collect())
    }

    /// The rule with cluster key `key`, if stored.
    pub fn rule_by_key<R: DeserializeOwned>(&self, key: &str) -> Result<Option<R>, StoreError> {
        let rows = self.query("SELECT id, rule FROM rules WHERE key = ?1", &values![key])?;
        Ok(self.rows(rows, rule_of)?.into_iter().next())
    }

    /// The rule whose id starts with `prefix` (an error when none or several do).
    pub fn rule<R: DeserializeOwned + Clone>(&self, prefix: &str) -> Result<R, StoreError> {
        let rows = self.query(
            "SELECT id, rule FROM rules WHERE id >= ?1 AND id < ?2 ORDER BY id LIMIT 2",
            &values![prefix, format!("{prefix}g")],
        )?;
        let rows: Vec<R> = self.rows(rows, rule_of)?;
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
            &values![id],
        )
    }

    /// Stores (or replaces) a rule and makes `cuts` its instances, in one transaction.
    pub fn save_rule<R: RuleRecord>(&mut self, rule: &R, cuts: &[String]) -> Result<(), StoreError> {
        let id = rule.id().to_string();
        let json = serde_json::to_string(rule).map_err(|e| self.err(format!("rule {id} does not serialize: {e}")))?;
        self.transaction(&format!("storing rule {id}"), |tx| {
            tx.execute(
                "INSERT INTO rules (id, key, verdict, subsumed_by, rule, tool_version)
                 VALUES (?1, ?2, ?3, NULL, ?4, ?5)
                 ON CONFLICT (id) DO UPDATE SET key = excluded.key, verdict = excluded.verdict,
                     subsumed_by = excluded.subsumed_by, rule = excluded.rule, tool_version = excluded.tool_version",
                &values![&id, rule.key(), rule.verdict(), json, super::TOOL_VERSION],
            )?;
            for c in cuts {
                tx.execute(
                    "INSERT INTO rule_instances (cut, rule) VALUES (?1, ?2)
                     ON CONFLICT (cut) DO UPDATE SET rule = excluded.rule",
                    &values![c, &id],
                )?;
            }
            Ok(())
        })
    }

    /// Folds rule `id` into the more general rule `into`: its instances move there.
    pub fn subsume_rule(&mut self, id: &str, into: &str) -> Result<(), StoreError> {
        self.transaction(&format!("folding rule {id} into {into}"), |tx| {
            tx.execute(
                "UPDATE rule_instances SET rule = ?2 WHERE rule = ?1",
                &values![id, into],
            )?;
            tx.execute("UPDATE rules SET subsumed_by = ?2 WHERE id = ?1", &values![id, into])?;
            Ok(())
        })
    }

    /// Records a person's review of rule `id` (it outlives rebuilding the rule).
    pub fn review_rule(&mut self, id: &str, verdict: &str, why: &str) -> Result<(), StoreError> {
        self.execute(
            "INSERT INTO rule_reviews (id, verdict, why) VALUES (?1, ?2, ?3)
             ON CONFLICT (id) DO UPDATE SET verdict = excluded.verdict, why = excluded.why",
            &values![id, verdict, why],
        )
        .map(|_| ())
    }

    /// Every rule with its evidence, by id.
    pub fn rule_summaries<R: DeserializeOwned>(&self) -> Result<Vec<RuleSummary<R>>, StoreError> {
        let d = self.dialect();
        let paths = d.concat("p", d.newline(), "p");
        let rows = self.query(
            &format!(
                "SELECT r.id, r.rule, r.subsumed_by,
                    (SELECT count(*) FROM rule_instances i WHERE i.rule = r.id),
                    (SELECT count(*) FROM rule_instances i JOIN sites s ON s.cut = i.cut WHERE i.rule = r.id),
                    (SELECT {paths} FROM (SELECT DISTINCT f.path AS p FROM rule_instances i
                        JOIN sites s ON s.cut = i.cut JOIN files f ON f.id = s.file WHERE i.rule = r.id) AS d),
                    v.verdict, v.why,
                    (SELECT CAST(sum(s.executions) AS BIGINT) FROM rule_instances i JOIN sites s ON s.cut = i.cut
                        WHERE i.rule = r.id)
                 FROM rules r LEFT JOIN rule_reviews v ON v.id = r.id ORDER BY r.id"
            ),
            &[],
        )?;
        self.rows(rows, |r| {
            let paths: Vec<String> = r
                .get::<Option<String>>(5)?
                .map(|s| s.lines().map(str::to_string).collect())
                .unwrap_or_default();
            let verdict: Option<String> = r.get(6)?;
            Ok(RuleSummary {
                rule: rule_of(r)?,
                subsumed_by: r.get(2)?,
                instances: r.get(3)?,
                sites: r.get(4)?,
                files: paths.len(),
                paths,
                review: verdict.map(|v| (v, r.get::<Option<String>>(7).ok().flatten().unwrap_or_default())),
                executions: r.get::<Option<i64>>(8)?.map(|n| n.max(0) as u64),
            })
        })
    }
}
