//! Picking the rewrite to keep: llvm-mca uOps for the cut, each proved rewrite and LLVM's
//! own `-O3` result, in one batch. A rewrite is kept when it is cheaper than the cut, or
//! as cheap with fewer IR instructions (`Gain`; never one mca finds dearer); the best by
//! (uOps, IR instructions) wins, and it is *known to LLVM* when `-O3` already does as
//! well by the same order.

use super::{Outcome, Rewrite, Status};
use crate::cost::ir_insts;
use crate::ir::functions_module;
use crate::ir::Function;
use crate::store::{Costs, Found, Gain, Measure};
use serde::Serialize;

/// The kept rewrite with its costs.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The rewrite kept.
    pub rewrite: Rewrite,
    /// Its costs: llvm-mca uOps (or the static cost, when mca could not cost the cut).
    pub costs: Costs,
}

impl Choice {
    /// The stored value of this choice for `cut` (whose hash is `hash`), costed for `cpu`.
    pub fn found(&self, hash: &str, cut: &Function, cpu: &str) -> Found {
        Found {
            cut: hash.to_string(),
            rewrite: self.rewrite.expr.to_string(),
            src_tgt: src_tgt_text(cut, &self.rewrite.tgt),
            cpu: cpu.to_string(),
            costs: self.costs.clone(),
        }
    }
}

/// A summary of why nothing was kept.
#[derive(Clone, Debug, Serialize)]
pub struct NotKept {
    /// The search's status, or `None` when no proved rewrite is cheaper by mca.
    pub status: Status,
    /// Why, in words.
    pub detail: String,
}

/// Chooses among `out`'s rewrites of `cut` for `cpu`. `Err` says why none is kept (the
/// search's own status, or "none" when no proved rewrite is cheaper by mca).
pub fn choose(
    cut: &Function,
    out: &Outcome,
    cpu: &str,
    cache: &mut dyn crate::cost::CostCache,
) -> Result<Choice, NotKept> {
    if out.rewrites.is_empty() {
        return Err(NotKept {
            status: out.status,
            detail: out.detail.clone(),
        });
    }
    let o3 = crate::cost::llvm_o3(cut).ok();
    let mut fs: Vec<&Function> = vec![cut];
    fs.extend(out.rewrites.iter().map(|r| &r.tgt));
    if let Some(f) = &o3 {
        fs.push(f);
    }
    let uops = crate::cost::mca_uops_cached(&fs, cpu, cache);
    let n = out.rewrites.len();
    let statics: Vec<u32> = fs.iter().map(|f| crate::cost::static_cost(f)).collect();
    // mca when it costed the cut; a rewrite it could not cost is not kept.
    let (measure, before, costs, llvm): (Measure, u32, Vec<Option<u32>>, Option<u32>) = match uops[0] {
        Some(b) => (
            Measure::Mca,
            b,
            uops[1..=n].to_vec(),
            o3.as_ref().and_then(|_| uops[n + 1]),
        ),
        None => (
            Measure::Static,
            statics[0],
            statics[1..=n].iter().map(|c| Some(*c)).collect(),
            o3.as_ref().map(|_| statics[n + 1]),
        ),
    };
    let insts: Vec<u32> = fs.iter().map(|f| ir_insts(f)).collect();
    let best = (0..n)
        .filter_map(|k| costs[k].map(|c| (c, k)))
        .filter(|&(c, k)| Gain::of(before, insts[0], c, insts[k + 1]).is_some())
        .min_by_key(|&(c, k)| (c, insts[k + 1], out.rewrites[k].static_cost, k));
    let Some((after, k)) = best else {
        return Err(NotKept {
            status: Status::None,
            detail: format!(
                "{} proved rewrite(s), none cheaper than the cut by {measure} ({before}) nor as cheap with fewer IR instructions ({})",
                out.rewrites.len(),
                insts[0]
            ),
        });
    };
    let gain = Gain::of(before, insts[0], after, insts[k + 1]).unwrap_or_default();
    let llvm_insts = o3.as_ref().map(|_| insts[n + 1]);
    Ok(Choice {
        rewrite: out.rewrites[k].clone(),
        costs: Costs {
            cost_before: before,
            cost_after: after,
            llvm_cost: llvm,
            // By the same order as the choice: -O3's result is as good when it costs no
            // more and has no more IR instructions, or costs less.
            known_to_llvm: match (llvm, llvm_insts) {
                (Some(l), Some(li)) => (l, li) <= (after, insts[k + 1]),
                _ => false,
            },
            measure,
            gain,
            insts_before: Some(insts[0]),
            insts_after: Some(insts[k + 1]),
        },
    })
}

/// The `@src`/`@tgt` file of a rewrite: what `minotaur verify` (and alive-tv) accepts.
pub fn src_tgt_text(cut: &Function, tgt: &Function) -> String {
    let mut src = cut.clone();
    src.name = "src".into();
    let mut t = tgt.clone();
    t.name = "tgt".into();
    functions_module(&[&src, &t])
}
