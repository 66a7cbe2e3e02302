//! The configuration a synthesis result is computed under: the minotaur version, the LLVM
//! major version, the CPU costed for, and the search options that change what a search
//! finds (not its time budget: a timeout searched again with more time is the same
//! question). Its hash keys the work queue and is recorded with each result, so a new
//! minotaur version or CPU model queues its own work and its results are told apart.

use serde::Serialize;

/// The LLVM major version minotaur is built against and whose tools it runs.
pub const LLVM_MAJOR: u32 = 22;

/// What a synthesis result depends on besides its cut.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Config {
    /// The minotaur version.
    pub tool_version: String,
    /// The LLVM major version.
    pub llvm_major: u32,
    /// The CPU costed for (resolved: never `native`).
    pub cpu: String,
    /// The largest rewrite searched, in instructions.
    pub max_insts: u32,
    /// The solver's time per query, in seconds.
    pub timeout: f64,
    /// The search's random seed.
    pub seed: u64,
}

impl Config {
    /// The configuration of this minotaur for `cpu` and the search options.
    pub fn new(cpu: &str, max_insts: u32, timeout: f64, seed: u64) -> Config {
        Config {
            tool_version: crate::store::TOOL_VERSION.to_string(),
            llvm_major: LLVM_MAJOR,
            cpu: cpu.to_string(),
            max_insts,
            timeout,
            seed,
        }
    }

    /// The configuration of a search with `opts` costed for `cpu` (resolved).
    pub fn of(opts: &super::Options, cpu: &str) -> Config {
        Config::new(cpu, opts.max_insts, opts.query_timeout.as_secs_f64(), opts.seed)
    }

    /// A short stable name: the first 16 hex digits of the hash of the fields' JSON
    /// (field order fixed by the struct).
    pub fn hash(&self) -> String {
        let json = serde_json::to_string(self).unwrap_or_default();
        crate::util::fnv128_hex(json.as_bytes())[..16].to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_changes_the_hash() {
        let base = Config::new("znver3", 3, 1.0, 0);
        let h = base.hash();
        assert_eq!(h.len(), 16);
        assert_eq!(h, Config::new("znver3", 3, 1.0, 0).hash(), "stable");
        let variants = [
            Config {
                tool_version: "0.0.0-other".into(),
                ..base.clone()
            },
            Config {
                llvm_major: 23,
                ..base.clone()
            },
            Config::new("skylake", 3, 1.0, 0),
            Config::new("znver3", 4, 1.0, 0),
            Config::new("znver3", 3, 2.0, 0),
            Config::new("znver3", 3, 1.0, 1),
        ];
        for v in variants {
            assert_ne!(v.hash(), h, "{v:?}");
        }
    }
}
