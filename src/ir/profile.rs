//! Execution counts from a profile-guided build (`clang -fprofile-instr-use`): a
//! function's `!prof !{!"function_entry_count", i64 N}` times each block's frequency
//! relative to the entry, computed from the terminators' `!prof !{!"branch_weights", ...}`
//! as LLVM's `BlockFrequencyInfo` does for reducible control flow: mass flows from the
//! entry along edges in proportion to their weights (an edge without weights: an equal
//! share), each natural loop, innermost first, packaged as one node whose header is
//! entered `1 / exit mass` times per entry (4096 for a loop with no way out). Checked
//! against `opt-22 -passes='print<block-freq>'` (`tests/it/profile.rs`).

use super::cfg::{Cfg, Loops};
use super::{Function, Module};
use std::collections::HashMap;

/// The profile metadata of a module: each `!N` node that is an entry count or branch
/// weights.
#[derive(Clone, Debug, Default)]
pub struct Metadata {
    entry: HashMap<String, u64>,
    weights: HashMap<String, Vec<u64>>,
}

/// A loop's scale when no mass leaves it (LLVM's `InfiniteLoopScale`).
const INFINITE_LOOP_SCALE: f64 = 4096.0;

impl Metadata {
    /// Reads the `!N = !{!"function_entry_count", i64 C}` and `!N = !{!"branch_weights",
    /// [!"expected",] i32 W, ...}` nodes of a module's text.
    pub fn parse(text: &str) -> Metadata {
        let mut m = Metadata::default();
        for line in text.lines() {
            let Some((id, node)) = line.split_once(" = !{") else {
                continue;
            };
            if !id.starts_with('!') || !id[1..].bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
            let mut fields = node.trim_end_matches('}').split(", ");
            let tag = fields.next().unwrap_or("");
            // `i64 1000`, `i32 90`; string markers (`!"expected"`) skipped.
            let mut numbers = fields
                .filter(|f| !f.starts_with("!\""))
                .filter_map(|f| f.rsplit(' ').next()?.parse().ok());
            match tag {
                "!\"function_entry_count\"" => {
                    if let Some(c) = numbers.next() {
                        m.entry.insert(id.to_string(), c);
                    }
                }
                "!\"branch_weights\"" => {
                    m.weights.insert(id.to_string(), numbers.collect());
                }
                _ => {}
            }
        }
        m
    }

    /// True when the module has no entry count (built without a profile).
    pub fn is_empty(&self) -> bool {
        self.entry.is_empty()
    }

    /// The entry count of `f`, from its `!prof` attachment; `None` without one.
    pub fn entry_count(&self, f: &Function) -> Option<u64> {
        let at = f.suffix.find("!prof !")? + "!prof ".len();
        let id: String = f.suffix[at..]
            .chars()
            .take_while(|c| *c == '!' || c.is_ascii_digit())
            .collect();
        self.entry.get(&id).copied()
    }

    /// Each block's estimated execution count (entry count × frequency); `None` when `f`
    /// has no entry count or irreducible control flow (which this does not model).
    pub fn block_counts(&self, f: &Function) -> Option<Vec<f64>> {
        let entry = self.entry_count(f)?;
        let cfg = Cfg::new(f);
        if cfg.is_irreducible() {
            return None;
        }
        let probs = self.probabilities(f, &cfg);
        let freq = frequencies(&cfg, &Loops::new(&cfg), &probs);
        Some(freq.into_iter().map(|x| x * entry as f64).collect())
    }

    /// Per block, each successor edge's probability (in terminator order, repetitions
    /// kept): its weight over the sum, or an equal share without (usable) weights.
    fn probabilities(&self, f: &Function, cfg: &Cfg) -> Vec<Vec<f64>> {
        f.blocks
            .iter()
            .zip(&cfg.succs)
            .map(|(b, succs)| {
                let n = succs.len();
                let w = b
                    .insts
                    .last()
                    .and_then(|t| t.meta.iter().find(|(k, _)| k == "prof"))
                    .and_then(|(_, id)| self.weights.get(id))
                    .filter(|w| w.len() == n && w.iter().any(|x| *x > 0));
                match w {
                    Some(w) => {
                        let sum: f64 = w.iter().map(|x| *x as f64).sum();
                        w.iter().map(|x| *x as f64 / sum).collect()
                    }
                    None => vec![1.0 / n.max(1) as f64; n],
                }
            })
            .collect()
    }
}

/// The counts of every block of every function of `module` with a profile, by function
/// name (empty for a module built without one).
pub fn module_counts(module: &Module, text: &str) -> HashMap<String, Vec<f64>> {
    let meta = Metadata::parse(text);
    if meta.is_empty() {
        return HashMap::new();
    }
    module
        .functions()
        .filter_map(|f| Some((f.name.clone(), meta.block_counts(f)?)))
        .collect()
}

/// [`module_counts`] per instruction (block after block, the numbering of a site's
/// `inst`), rounded to whole executions.
pub fn inst_counts(module: &Module, text: &str) -> HashMap<String, Vec<u64>> {
    let blocks = module_counts(module, text);
    module
        .functions()
        .filter_map(|f| {
            let counts = blocks.get(&f.name)?;
            let per_inst = f
                .blocks
                .iter()
                .zip(counts)
                .flat_map(|(b, c)| std::iter::repeat_n(c.round() as u64, b.insts.len()))
                .collect();
            Some((f.name.clone(), per_inst))
        })
        .collect()
}

/// A region's flow: each block's mass relative to the region's entry (1), the mass
/// returning to the entry, and the mass leaving to each outside block.
struct Flow {
    mass: HashMap<usize, f64>,
    back: f64,
    exits: Vec<(usize, f64)>,
}

/// Block frequencies relative to the entry (1.0), unreachable blocks 0.
fn frequencies(cfg: &Cfg, loops: &Loops, probs: &[Vec<f64>]) -> Vec<f64> {
    let n = cfg.succs.len();
    // Loops come innermost first (`Loops` sorts them by size).
    let mut flows: Vec<Flow> = Vec::new();
    for l in 0..loops.header.len() {
        let flow = distribute(cfg, loops, probs, Some(l), &flows);
        flows.push(flow);
    }
    let top = distribute(cfg, loops, probs, None, &flows);
    let mut freq = vec![0.0; n];
    spread(&top, None, 1.0, loops, &flows, &mut freq);
    freq
}

/// How many times a loop's header runs per entry into the loop.
fn scale(f: &Flow) -> f64 {
    if f.back >= 1.0 - 1e-12 {
        INFINITE_LOOP_SCALE
    } else {
        1.0 / (1.0 - f.back)
    }
}

/// The direct subloop of region `region` (a loop, or the function for `None`) that holds
/// `b`, if `b` is not directly in it.
fn subloop_of(loops: &Loops, region: Option<usize>, b: usize) -> Option<usize> {
    let mut l = loops.innermost[b]?;
    if Some(l) == region {
        return None;
    }
    while loops.parent[l] != region {
        l = loops.parent[l]?;
    }
    Some(l)
}

/// The flow of one region: mass 1 at its entry, pushed along the reverse post-order;
/// a subloop's header passes its entering mass, times the subloop's scale, out along the
/// subloop's exits.
fn distribute(cfg: &Cfg, loops: &Loops, probs: &[Vec<f64>], region: Option<usize>, flows: &[Flow]) -> Flow {
    let header = region.map_or(cfg.rpo.first().copied().unwrap_or(0), |l| loops.header[l]);
    let inside = |b: usize| region.is_none_or(|l| loops.contains(l, b));
    let mut flow = Flow {
        mass: HashMap::from([(header, 1.0)]),
        back: 0.0,
        exits: Vec::new(),
    };
    for &u in &cfg.rpo {
        if !inside(u) {
            continue;
        }
        let sub = subloop_of(loops, region, u);
        if sub.is_some_and(|s| loops.header[s] != u) {
            continue;
        }
        let Some(&m) = flow.mass.get(&u) else { continue };
        let out: Vec<(usize, f64)> = match sub {
            Some(s) => flows[s]
                .exits
                .iter()
                .map(|&(t, q)| (t, m * scale(&flows[s]) * q))
                .collect(),
            None => cfg.succs[u].iter().zip(&probs[u]).map(|(&v, &p)| (v, m * p)).collect(),
        };
        for (v, x) in out {
            if region.is_some() && v == header {
                flow.back += x;
            } else if inside(v) {
                *flow.mass.entry(v).or_insert(0.0) += x;
            } else {
                match flow.exits.iter_mut().find(|(t, _)| *t == v) {
                    Some((_, y)) => *y += x,
                    None => flow.exits.push((v, x)),
                }
            }
        }
    }
    flow
}

/// Writes the frequencies of the blocks of `region` (a loop, or the function for `None`)
/// whose flow is `flow`, the region entered `at` times.
fn spread(flow: &Flow, region: Option<usize>, at: f64, loops: &Loops, flows: &[Flow], freq: &mut [f64]) {
    for (&b, &m) in &flow.mass {
        match subloop_of(loops, region, b) {
            // A subloop's header: its blocks, the subloop entered `m` times per entry.
            Some(s) => spread(&flows[s], Some(s), at * m * scale(&flows[s]), loops, flows, freq),
            None => freq[b] = at * m,
        }
    }
}
