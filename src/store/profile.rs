//! What a profiled store says about where the search went: the functions that hold most
//! of the profile's executions, how many of the cuts tried lie in them, and what was found
//! there (issue 34: synthesis time must go where the program spends its time).

use super::found::SynthStatus;
use super::{Store, StoreError};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

/// A function and its sites' executions, summed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HotFunctionCount {
    /// Its sites' profile counts, summed.
    pub executions: u64,
    /// Its symbol.
    pub function: String,
}

/// Where the search of a profiled store went, against the profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProfileCoverage {
    /// The cuts with a result, by status, that have a site in a hot function.
    pub by_status_in_hot: BTreeMap<String, usize>,
    /// Executions of the sites of the cuts with a found rewrite (novel or known).
    pub found_executions: u64,
    /// The cuts with a site in a hot function.
    pub hot_function_cuts: usize,
    /// The fewest functions, most executed first, whose sites hold `share` of all the
    /// executions.
    pub hot_functions: Vec<HotFunctionCount>,
    /// Cuts with a novel rewrite (not known to LLVM).
    pub novel: usize,
    /// Executions of the sites of the cuts with a novel rewrite.
    pub novel_executions: u64,
    /// Of `novel`, those with a site in a hot function.
    pub novel_in_hot: usize,
    /// The share of the executions the hot functions hold (at least).
    pub share: f64,
    /// All sites' profile counts, summed.
    pub total_executions: u64,
    /// Cuts with a result.
    pub tried: usize,
    /// Of `tried`, those with a site in a hot function.
    pub tried_in_hot: usize,
}

impl Store {
    /// Where the search went against the profile: `None` when no site has a count.
    pub fn profile_coverage(&self, share: f64) -> Result<Option<ProfileCoverage>, StoreError> {
        let sites = self.query(
            "SELECT cut, function, CAST(executions AS BIGINT) FROM sites WHERE executions IS NOT NULL",
            &[],
        )?;
        let sites: Vec<(String, String, u64)> =
            self.rows(sites, |r| Ok((r.get(0)?, r.get(1)?, r.get::<i64>(2)?.max(0) as u64)))?;
        let total: u64 = sites.iter().map(|s| s.2).sum();
        if total == 0 {
            return Ok(None);
        }
        let mut per_fn: HashMap<&str, u64> = HashMap::new();
        for (_, f, e) in &sites {
            *per_fn.entry(f.as_str()).or_default() += e;
        }
        let mut fns: Vec<(&str, u64)> = per_fn.into_iter().collect();
        fns.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(b.0)));
        let (mut acc, mut hot) = (0u64, Vec::new());
        for (f, e) in fns {
            if acc as f64 >= share * total as f64 {
                break;
            }
            acc += e;
            hot.push(HotFunctionCount {
                function: f.to_string(),
                executions: e,
            });
        }
        let hot_names: HashSet<&str> = hot.iter().map(|h| h.function.as_str()).collect();
        let hot_cuts: HashSet<&str> = sites
            .iter()
            .filter(|s| hot_names.contains(s.1.as_str()))
            .map(|s| s.0.as_str())
            .collect();
        let results = self.query("SELECT cut, status, coalesce(known_to_llvm, 0) FROM synth_results", &[])?;
        let results: Vec<(String, SynthStatus, i64)> = self.rows(results, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        let mut cov = ProfileCoverage {
            by_status_in_hot: BTreeMap::new(),
            found_executions: 0,
            hot_function_cuts: hot_cuts.len(),
            hot_functions: hot,
            novel: 0,
            novel_executions: 0,
            novel_in_hot: 0,
            share,
            total_executions: total,
            tried: results.len(),
            tried_in_hot: 0,
        };
        let mut found: HashMap<&str, bool> = HashMap::new();
        for (cut, status, known) in &results {
            let in_hot = hot_cuts.contains(cut.as_str());
            let novel = *status == SynthStatus::Found && *known == 0;
            if *status == SynthStatus::Found {
                found.insert(cut, novel);
            }
            cov.novel += usize::from(novel);
            cov.novel_in_hot += usize::from(novel && in_hot);
            if in_hot {
                cov.tried_in_hot += 1;
                *cov.by_status_in_hot.entry(status.name().to_string()).or_default() += 1;
            }
        }
        for (cut, _, e) in &sites {
            if let Some(novel) = found.get(cut.as_str()) {
                cov.found_executions += e;
                cov.novel_executions += if *novel { *e } else { 0 };
            }
        }
        Ok(Some(cov))
    }
}
