//! The concrete instance a report shows, checked before it is shown: its source is
//! defined (neither UB nor poison) on some input, LLVM 22 does not already fold it
//! (`opt-22 -O3` makes of the source neither the target nor what it makes of the
//! target), and it is at the smallest width where both hold (`i8` when possible).

use super::lit;
use super::pattern::{self, Pattern};
use crate::ir::Function;
use crate::util::ApInt;
use std::time::Duration;

/// A checked instance: its width, constants and the pair (`@src1`/`@tgt1`).
#[derive(Clone, Debug)]
pub struct Instance {
    /// Its integer width.
    pub width: u32,
    /// The symbols' values.
    pub values: Vec<ApInt>,
    /// The source.
    pub src: Function,
    /// The target.
    pub tgt: Function,
}

/// Why no instance was chosen: every one tried was rejected (at least one), or the
/// precondition allows none at a proved width.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoInstance {
    /// No constants satisfy the precondition at a proved width.
    #[error("no constants satisfy the precondition at a proved width")]
    NoConstants,
    /// Each instance tried, in order, and why it was rejected (the message gives the
    /// first two in full, then how many more of each reason).
    #[error("{}", summarize(.0))]
    Rejected(Vec<(String, Rejection)>),
}

/// Why one instance (`i8 with C0 = 1`) was rejected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    /// Its source is never defined.
    #[error("the source is poison or UB on every input")]
    Vacuous,
    /// The solver did not decide whether its source is defined anywhere.
    #[error("whether the source is defined anywhere was not decided")]
    Undecided,
    /// `opt-22 -O3` turns the source into the target.
    #[error("opt-22 -O3 already makes the target of the source")]
    O3MakesTarget,
    /// `opt-22 -O3` makes the same function of both.
    #[error("opt-22 -O3 already makes the same function of both")]
    O3Same,
    /// A middle-end rule that saves nothing here after LLVM: IR instructions of the
    /// source (the fewer of `-O3` and InstCombine alone) and of the target.
    #[error(
        "after opt-22 (-O3, or InstCombine alone) the source is no larger than the target here ({} -> {} IR instructions)",
        .0,
        .1
    )]
    NoLarger(u32, u32),
}

/// Assignments of constants tried per width, and in all.
const PER_WIDTH: usize = 3;
const MOST: usize = 9;

/// The first instance of `p` (widths ascending from `i8`, the representative's
/// constants first) that passes both checks; `Err` says why each tried one did not. For
/// a middle-end rule (`middle_end`), the instance must also keep the saving the rule was
/// judged by: fewer IR instructions in the target than in the source after `opt-22 -O3`.
pub fn choose(p: &Pattern, rep: &[i64], middle_end: bool, timeout: Duration) -> Result<Instance, NoInstance> {
    let widths = widths(p);
    let all = vec![true; p.pre.len()];
    let mut why: Vec<(String, Rejection)> = Vec::new();
    let tries = widths
        .into_iter()
        .flat_map(|w| {
            lit::choices(p, rep, w, &all, PER_WIDTH)
                .into_iter()
                .map(move |cs| (w, cs))
        })
        .take(MOST);
    for (w, cs) in tries {
        let (Some(s), Some(t)) = (
            pattern::scalar(p, &p.src, "src1", w, &cs),
            pattern::scalar(p, &p.tgt, "tgt1", w, &cs),
        ) else {
            continue;
        };
        let (s, t) = (lit::tidy(&s), lit::tidy(&t));
        let at = format!(
            "i{w} with {}",
            if cs.is_empty() {
                "no constants".to_string()
            } else {
                cs.iter()
                    .enumerate()
                    .map(|(k, v)| format!("C{k} = {}", v.to_i64().map_or("?".into(), |x| x.to_string())))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        );
        match crate::smt::defined_somewhere(&s, timeout) {
            Some(true) => {}
            Some(false) => {
                why.push((at, Rejection::Vacuous));
                continue;
            }
            None => {
                why.push((at, Rejection::Undecided));
                continue;
            }
        }
        if let Some(how) = folded_today(&s, &t, middle_end) {
            why.push((at, how));
            continue;
        }
        return Ok(Instance {
            width: w,
            values: cs,
            src: s,
            tgt: t,
        });
    }
    if why.is_empty() {
        return Err(NoInstance::NoConstants);
    }
    Err(NoInstance::Rejected(why))
}

/// The first two reasons in full, then how many more there were of each kind.
fn summarize(why: &[(String, Rejection)]) -> String {
    let mut out: Vec<String> = why.iter().take(2).map(|(at, w)| format!("{at}: {w}")).collect();
    let mut rest: Vec<(&Rejection, usize)> = Vec::new();
    for (_, kind) in why.iter().skip(2) {
        match rest.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += 1,
            None => rest.push((kind, 1)),
        }
    }
    out.extend(rest.into_iter().map(|(k, n)| format!("{n} more: {k}")));
    out.join("; ")
}

/// The proved widths an instance may take, ascending from `i8` (the pattern's own types
/// when it was not generalized).
fn widths(p: &Pattern) -> Vec<u32> {
    match p.width {
        None => vec![p.src.ret.scalar_bits().unwrap_or(64)],
        Some(w0) => {
            let mut ws: Vec<u32> = p.widths.iter().copied().filter(|w| *w >= 8).collect();
            if ws.is_empty() {
                ws.push(w0);
            }
            // Over two types the smallest wide width may be the odd one (`i8 -> i13`):
            // a reader expects a power of two first.
            if p.narrow.is_some() {
                ws.sort_by_key(|w| (!w.is_power_of_two(), *w));
            }
            ws
        }
    }
}

/// Without a checked instance: the first width's first constants the precondition
/// allows, unchecked (for tests that still exercise the fold).
pub fn unchecked(p: &Pattern, rep: &[i64]) -> Option<(u32, Vec<ApInt>)> {
    let w = *widths(p).first()?;
    lit::choose(p, rep, w, &vec![true; p.pre.len()]).map(|cs| (w, cs))
}

/// How LLVM 22 already folds the instance, if it does (for a middle-end rule, also when
/// `-O3` or InstCombine leaves the source no larger than the target).
fn folded_today(s: &Function, t: &Function, middle_end: bool) -> Option<Rejection> {
    let o3s = crate::cost::llvm_o3(s).ok()?;
    let o3t = crate::cost::llvm_o3(t).ok()?;
    let same = crate::rules::same;
    if same(&o3s, t) {
        return Some(Rejection::O3MakesTarget);
    }
    if same(&o3s, &o3t) {
        return Some(Rejection::O3Same);
    }
    if !middle_end {
        return None;
    }
    // InstCombine alone may leave less than -O3 does (it runs first in the plugin's and
    // the patch's pipelines): the smaller of the two is what the fold must beat.
    let ics = crate::cost::llvm_passes(s, "instcombine").ok()?;
    let ns = crate::cost::ir_insts(&o3s).min(crate::cost::ir_insts(&ics));
    let nt = crate::cost::ir_insts(&o3t);
    (ns <= nt).then_some(Rejection::NoLarger(ns, nt))
}
