//! The one value of a found rewrite: what `synth` stores and what `rules`, `report` and
//! `apply` take, with the status and cost-measure words as enums that convert to and from
//! their SQL and JSON spellings in one place.

use super::db::{FromValue, Value};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a cut's synthesis ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SynthStatus {
    /// At least one proved rewrite.
    Found,
    /// The search ran to its end and nothing cheaper was proved.
    None,
    /// The budget ran out first.
    Timeout,
    /// The cut could not be searched (an unsupported feature, an internal error).
    Error,
}

/// What a cost counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Measure {
    /// llvm-mca uOps for the chosen CPU.
    Mca,
    /// minotaur's static estimate (when llvm-mca could not cost the cut).
    Static,
}

/// Why a rewrite was kept (issue 14's cost criterion): cheaper by the measure, or as
/// cheap by it with fewer IR instructions (an InstCombine fold is a win in itself when
/// it costs nothing in machine code). A rewrite the measure finds dearer is never kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Gain {
    /// Fewer uOps (or static cost) than the cut.
    #[default]
    Cheaper,
    /// The same uOps as the cut, fewer IR instructions.
    FewerInsts,
}

impl Gain {
    /// The gain of a rewrite costing `after` with `insts_after` IR instructions over a cut
    /// costing `before` with `insts_before`; `None` when it is no gain at all.
    pub fn of(before: u32, insts_before: u32, after: u32, insts_after: u32) -> Option<Gain> {
        if after < before {
            Some(Gain::Cheaper)
        } else if after == before && insts_after < insts_before {
            Some(Gain::FewerInsts)
        } else {
            None
        }
    }
}

/// Spelling of a word enum, both ways.
trait Word: Sized + Copy + 'static {
    const ALL: &'static [Self];
    fn name(self) -> &'static str;
    fn parse(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|w| w.name() == s)
    }
}

impl Word for SynthStatus {
    const ALL: &'static [Self] = &[
        SynthStatus::Found,
        SynthStatus::None,
        SynthStatus::Timeout,
        SynthStatus::Error,
    ];
    fn name(self) -> &'static str {
        match self {
            SynthStatus::Found => "found",
            SynthStatus::None => "none",
            SynthStatus::Timeout => "timeout",
            SynthStatus::Error => "error",
        }
    }
}

impl Word for Measure {
    const ALL: &'static [Self] = &[Measure::Mca, Measure::Static];
    fn name(self) -> &'static str {
        match self {
            Measure::Mca => "mca",
            Measure::Static => "static",
        }
    }
}

macro_rules! word_impls {
    ($t:ty) => {
        impl $t {
            /// The word as the store and the JSON output spell it.
            pub fn name(self) -> &'static str {
                Word::name(self)
            }
            /// The value a stored word names.
            pub fn parse(s: &str) -> Option<Self> {
                <Self as Word>::parse(s)
            }
        }
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
        impl From<$t> for Value {
            fn from(w: $t) -> Value {
                Value::Text(w.name().to_string())
            }
        }
        impl FromValue for $t {
            fn from_value(v: &Value) -> Result<Self, String> {
                let s = String::from_value(v)?;
                <$t>::parse(&s).ok_or_else(|| format!("unknown word `{s}`"))
            }
        }
    };
}
word_impls!(SynthStatus);
word_impls!(Measure);
word_impls!(Gain);

impl Word for Gain {
    const ALL: &'static [Self] = &[Gain::Cheaper, Gain::FewerInsts];
    fn name(self) -> &'static str {
        match self {
            Gain::Cheaper => "cheaper",
            Gain::FewerInsts => "fewer-insts",
        }
    }
}

/// The costs of a rewrite, all in one measure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Costs {
    /// The cut's cost.
    pub cost_before: u32,
    /// The rewrite's cost.
    pub cost_after: u32,
    /// The cost of what LLVM's own `opt -O3` makes of the cut (`None` when opt failed).
    pub llvm_cost: Option<u32>,
    /// `opt -O3` already reaches the rewrite's cost or better.
    pub known_to_llvm: bool,
    /// What the costs count.
    pub measure: Measure,
    /// Why the rewrite was kept.
    #[serde(default)]
    pub gain: Gain,
    /// IR instructions of the cut (terminators aside), when known.
    #[serde(default)]
    pub insts_before: Option<u32>,
    /// IR instructions of the rewrite (terminators aside), when known.
    #[serde(default)]
    pub insts_after: Option<u32>,
}

impl Costs {
    /// `novel` or `known to LLVM`.
    pub fn novelty(&self) -> &'static str {
        if self.known_to_llvm {
            "known to LLVM"
        } else {
            "novel"
        }
    }

    /// One comment line for people: `; cost on CPU (measure): 7 -> 6; LLVM -O3: 7 (novel)`.
    pub fn comment(&self, cpu: &str) -> String {
        let measure = match self.measure {
            Measure::Mca => "llvm-mca uOps",
            Measure::Static => "static estimate",
        };
        let insts = match (self.insts_before, self.insts_after) {
            (Some(b), Some(a)) => format!("; IR instructions {b} -> {a}"),
            _ => String::new(),
        };
        format!(
            "; cost on {cpu} ({measure}): {} -> {}{insts}; kept: {}; LLVM -O3: {} ({})",
            self.cost_before,
            self.cost_after,
            self.gain,
            self.llvm_cost.map_or("?".into(), |c| c.to_string()),
            self.novelty()
        )
    }
}

/// A proved, cheaper rewrite of one cut: the value every stage after synthesis takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Found {
    /// The cut's hash.
    pub cut: String,
    /// The rewrite in the paper's S-expression syntax (Figure 4).
    pub rewrite: String,
    /// The `@src`/`@tgt` module that `minotaur verify` (and `alive-tv`) checks.
    pub src_tgt: String,
    /// The CPU the costs are for.
    pub cpu: String,
    /// Its costs.
    #[serde(flatten)]
    pub costs: Costs,
}

/// A found rewrite with how often its cut occurs in the crawled code.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FoundRow {
    /// The rewrite.
    #[serde(flatten)]
    pub found: Found,
    /// Sites of the cut.
    pub sites: usize,
    /// Distinct files those sites are in.
    pub files: usize,
    /// Wall time of the search that found it.
    pub seconds: f64,
    /// Per site where it is known (crawled since it was recorded): how many of the
    /// cut's values besides its root have other uses there.
    pub shared: Vec<u32>,
    /// How many times its sites ran in the profiled runs, summed (`None`: no site has a
    /// profile count).
    pub executions: Option<u64>,
}

impl FoundRow {
    /// The dynamic saving: the cost it saves per execution (`cost_before - cost_after`, in
    /// the unit of `costs.measure`) times `executions`.
    pub fn dynamic_saving(&self) -> Option<u64> {
        let per = self.found.costs.cost_before.saturating_sub(self.found.costs.cost_after) as u64;
        self.executions.map(|e| e.saturating_mul(per))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_round_trip_through_their_spelling() {
        for s in SynthStatus::ALL {
            assert_eq!(SynthStatus::parse(s.name()), Some(*s));
            assert_eq!(serde_json::to_string(s).unwrap(), format!("\"{}\"", s.name()));
        }
        for m in Measure::ALL {
            assert_eq!(Measure::parse(m.name()), Some(*m));
        }
        for g in Gain::ALL {
            assert_eq!(Gain::parse(g.name()), Some(*g));
            assert_eq!(serde_json::to_string(g).unwrap(), format!("\"{}\"", g.name()));
        }
        assert_eq!(SynthStatus::parse("Found"), None);
    }

    #[test]
    fn a_rewrite_is_kept_when_cheaper_or_as_cheap_with_fewer_instructions() {
        assert_eq!(Gain::of(7, 4, 6, 5), Some(Gain::Cheaper));
        assert_eq!(Gain::of(7, 4, 7, 3), Some(Gain::FewerInsts));
        assert_eq!(Gain::of(7, 4, 7, 4), None);
        assert_eq!(Gain::of(7, 4, 8, 1), None, "never one the measure finds dearer");
    }
}
