//! What a fold's C++ may match: the widths its proof covers. The rules stage proves a
//! rule at a few sampled widths (i8, i13, i16, i32, i64; pairs of them in a rule over two
//! types), but `m_Value`, `m_APInt` and `m_Trunc` match every width, and a precondition
//! such as `C0 u< width` says something else at i4 than at i8 (issue 54: an sdiv fold
//! proved from i8 up miscompiled `trunc nsw i32 %x to i4`). So before its C++ is written,
//! the pattern is proved at every small width 1–8 (with the solver; the verifier
//! enumerates inputs this narrow exhaustively where it can), and in a rule over two types
//! at every narrower width 1–8 against a few wider ones; the C++ guard then keeps the fold
//! off every width where it was refuted or undecided. Above i8 the sampled widths stand
//! for the rest, as LLVM's own proofs do, except where the precondition or a derived
//! constant reads the width: there the fold is kept to the widest width proved.

use super::pattern::{proved, Pattern, Widening};
use crate::rules::{Expr, Pred};
use crate::smt::Verdict;
use std::time::Duration;

/// The widest width proved exhaustively narrow (every width up to it is tried).
pub const SMALL: u32 = 8;

/// A width tried: the (wider) width and, in a rule over two types, the narrower one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct At {
    pub narrow: Option<u32>,
    pub wide: u32,
}

impl std::fmt::Display for At {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.narrow {
            Some(n) => write!(f, "i{n} -> i{}", self.wide),
            None => write!(f, "i{}", self.wide),
        }
    }
}

/// The small widths' proofs: where the pattern proved, was refuted, or was left undecided
/// (a timeout, or a literal of the target that does not fit there). A width where a
/// source literal does not fit is none of these: the matcher cannot match there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sweep {
    pub proved: Vec<At>,
    pub refuted: Vec<At>,
    pub undecided: Vec<At>,
}

impl Sweep {
    /// Widths where the fold must not fire: refuted or undecided.
    pub fn excluded(&self) -> impl Iterator<Item = &At> {
        self.refuted.iter().chain(&self.undecided)
    }
}

/// The widths a rule of width `w0` (narrower `n0`) is tried at here, those its stored
/// proof has a verdict on left out: every width 1–8 for a rule of one width; in a rule
/// over two types, every narrower width 1–8, each with the next wider width and 16, 32
/// and 64.
pub fn small_widths(p: &Pattern) -> Vec<At> {
    let Some(_) = p.width else { return Vec::new() };
    let mut out = Vec::new();
    match p.narrow {
        None => {
            let known = |w: &u32| p.widths.contains(w) || p.failed.contains(w) || p.vacuous.contains(w);
            out.extend((1..=SMALL).filter(|w| !known(w)).map(|wide| At { narrow: None, wide }));
        }
        Some(_) => {
            let known =
                |a: &(u32, u32)| p.pairs.contains(a) || p.failed_pairs.contains(a) || p.vacuous_pairs.contains(a);
            for n in 1..=SMALL {
                let mut wides = vec![n + 1, 16, 32, 64];
                wides.dedup();
                for w in wides.into_iter().filter(|w| *w > n) {
                    if !known(&(n, w))
                        && !out.contains(&At {
                            narrow: Some(n),
                            wide: w,
                        })
                    {
                        out.push(At {
                            narrow: Some(n),
                            wide: w,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Proves the pattern at each of [`small_widths`], `timeout` each.
pub fn sweep(p: &Pattern, timeout: Duration) -> Sweep {
    let mut out = Sweep::default();
    for at in small_widths(p) {
        let Some(src) = p.retyped(&p.src, at.wide, at.narrow) else {
            continue; // a source literal does not fit: the matcher never matches here
        };
        let Some(tgt) = p.retyped(&p.tgt, at.wide, at.narrow) else {
            out.undecided.push(at);
            continue;
        };
        let widening = Widening {
            width: Some(at.wide),
            narrow: at.narrow,
            narrow_syms: &p.narrow_syms,
        };
        match proved(&src, &tgt, &p.pre, &p.derived, widening, timeout) {
            Ok(Verdict::Valid) => out.proved.push(at),
            Ok(Verdict::Invalid(_)) => out.refuted.push(at),
            Ok(Verdict::Unknown(_)) | Err(_) => out.undecided.push(at),
        }
    }
    out
}

/// Whether the precondition or a derived constant reads the width (its meaning then
/// changes with the width, so sampled widths do not stand for wider ones).
pub fn reads_width(p: &Pattern) -> bool {
    p.pre.iter().any(Pred::reads_width) || p.derived.iter().any(Expr::reads_width)
}

/// The C++ guard over `BW` (and `NBW` in a rule over two types) that keeps the fold to
/// what was proved, and why; `None` when every width tried proved and nothing reads
/// the width.
pub fn guard(p: &Pattern, sweep: &Sweep) -> Option<(String, String)> {
    p.width?;
    let wide_cap = reads_width(p).then(|| p.widths.iter().copied().max()).flatten();
    let (mut conds, mut whys) = (Vec::new(), Vec::new());
    match p.narrow {
        None => {
            let mut proved: Vec<u32> = p.widths.clone();
            proved.extend(sweep.proved.iter().map(|a| a.wide));
            proved.sort();
            proved.dedup();
            let mut bad: Vec<u32> = p.failed.clone();
            bad.extend(sweep.excluded().map(|a| a.wide));
            bad.sort();
            bad.dedup();
            if let Some(c) = super::cpp::width_guard(&proved, &bad) {
                conds.push(c);
                whys.push(format!("not proved at {}", words(&bad)));
            }
        }
        Some(_) => {
            let mut proved: Vec<(u32, u32)> = p.pairs.clone();
            proved.extend(sweep.proved.iter().filter_map(|a| Some((a.narrow?, a.wide))));
            proved.sort();
            proved.dedup();
            let mut bad: Vec<(u32, u32)> = p.failed_pairs.clone();
            bad.extend(sweep.excluded().filter_map(|a| Some((a.narrow?, a.wide))));
            bad.sort();
            bad.dedup();
            if let Some(c) = pair_guard(&proved, &bad) {
                conds.push(c);
                let each: Vec<String> = bad.iter().map(|(n, w)| format!("i{n} -> i{w}")).collect();
                whys.push(format!("not proved at {}", each.join(", ")));
            }
        }
    }
    if let Some(cap) = wide_cap {
        conds.push(format!("BW <= {cap}"));
        whys.push(format!("the precondition reads the width: proved up to i{cap} only"));
    }
    if conds.is_empty() {
        return None;
    }
    Some((conds.join(" && "), whys.join("; ")))
}

/// The guard over `NBW` and `BW` that keeps a fold over two types off the pairs `bad`:
/// `NBW > k` when every bad pair's narrower width is at most `k` and every pair proved
/// above it, else exactly the proved pairs.
fn pair_guard(proved: &[(u32, u32)], bad: &[(u32, u32)]) -> Option<String> {
    let k = bad.iter().map(|(n, _)| *n).max()?;
    // Every pair tried with a narrower width above `k` proved (the bad ones are at or
    // below it); with one proved there, the guard reads as a bound.
    if proved.iter().any(|(n, _)| *n > k) {
        return Some(format!("NBW > {k}"));
    }
    let each: Vec<String> = proved
        .iter()
        .map(|(n, w)| format!("(NBW == {n} && BW == {w})"))
        .collect();
    Some(format!("({})", each.join(" || ")))
}

fn words(ws: &[u32]) -> String {
    ws.iter().map(|w| format!("i{w}")).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_guard_keeps_the_fold_above_the_narrow_widths_refuted() {
        let proved = [(6, 16), (8, 16), (8, 32), (16, 32)];
        assert_eq!(pair_guard(&proved, &[]), None);
        assert_eq!(pair_guard(&proved, &[(4, 32), (5, 16)]).as_deref(), Some("NBW > 5"));
        // Nothing proved above the refuted widths: exactly what proved.
        assert_eq!(
            pair_guard(&[(2, 3)], &[(4, 32)]).as_deref(),
            Some("((NBW == 2 && BW == 3))")
        );
    }
}
