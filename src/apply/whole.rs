//! The whole-function check of `apply`: each rewritten function against the original
//! one, loop-free ones as one query and those with loops segment by segment
//! (`segments`), what a cut cannot see (docs/apply.md, steps 5 and "Functions with
//! loops").

use super::segments;
use crate::ir::{Function, Operand};
use crate::smt::{refines, refutes_on_samples, Options as RefineOptions, Verdict};
use std::collections::HashMap;
use std::path::Path;
use std::time::Duration;

/// Functions of more instructions than this are not verified whole, only run on
/// concrete inputs.
pub const WHOLE_FUNCTION_LIMIT: usize = 400;

/// Concrete inputs a function too large to verify is run on, beside the original.
pub const WHOLE_FUNCTION_SAMPLES: u32 = 2000;

/// The whole-function check's time per function.
const WHOLE_FUNCTION_TIMEOUT: Duration = Duration::from_secs(5);

/// What the whole-function check said of one function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Whole {
    Proved,
    Refuted,
    Sampled,
    Unchecked,
    RefutedInLoop,
}

/// What the whole-function check says of `new` against `old` (`replaced`: each
/// rewritten root's new operand). A function with loops is checked segment by segment
/// (`segments`): every segment proved is a proof, one refuted refutes it.
pub(super) fn check_whole(old: &Function, new: &Function, replaced: &HashMap<String, Operand>) -> Whole {
    let stripped = without_body_rules(old, new);
    let (old, new) = match &stripped {
        Some((a, b)) => (a, b),
        None => (old, new),
    };
    let cfg = crate::ir::Cfg::new(old);
    let looped = (0..old.blocks.len()).any(|u| cfg.succs[u].iter().any(|&v| cfg.is_back_edge(u, v)));
    if !looped {
        return check_loop_free(old, new, &[]);
    }
    let mut segs = match segments::segments(old, new, replaced) {
        Ok(s) => s,
        Err(why) => {
            trace_whole(old, &format!("not cut into segments: {why}"));
            return Whole::Unchecked;
        }
    };
    segs.iter_mut().for_each(super::identical::drop_identical);
    let mut all = Whole::Proved;
    for s in &segs {
        match check_loop_free(&s.old, &s.new, &s.defined) {
            Whole::Refuted | Whole::RefutedInLoop => {
                trace_whole(old, &format!("segment at %{} refuted", s.start));
                // The entry's segment starts where the function does, with nothing free
                // but its inputs: its counterexample is one for the function.
                return if s.from_entry {
                    Whole::Refuted
                } else {
                    Whole::RefutedInLoop
                };
            }
            Whole::Unchecked => {
                if std::env::var_os("MINOTAUR_APPLY_TRACE").is_some() {
                    let why = why_undecided(&s.old, &s.new, &s.defined);
                    trace_whole(
                        old,
                        &format!("segment at %{} undecided: {why}{}", s.start, dump_pair(s)),
                    );
                }
                all = Whole::Unchecked;
            }
            Whole::Sampled if all == Whole::Proved => all = Whole::Sampled,
            Whole::Sampled | Whole::Proved => {}
        }
    }
    all
}

/// Both functions without their body rules (`noalias`, `readonly`, `captures(none)`,
/// `memory(...)`, ...), which the verifier does not model on a target that touches
/// memory, when the rewrite cannot have broken one the original keeps: it adds no
/// store, no call with an effect, no pointer compared, converted or returned (what
/// [`escapes`] counts), and the loads it adds read what the cut's loads read on the same
/// path (`Skip::LoadNotAtRoot` keeps the others out). `None` when it might have.
fn without_body_rules(old: &Function, new: &Function) -> Option<(Function, Function)> {
    let (a, b) = (escapes(old), escapes(new));
    if a.iter().zip(&b).any(|(x, y)| y > x) {
        return None;
    }
    let strip = |f: &Function| {
        let mut g = f.clone();
        for p in &mut g.params {
            p.attrs = crate::sem::without_body_rules(&p.attrs);
        }
        g.prefix = crate::sem::without_body_rules(&g.prefix);
        let (attrs, rest) = match g.suffix.find('{') {
            Some(k) => g.suffix.split_at(k),
            None => (g.suffix.as_str(), ""),
        };
        g.suffix = format!("{} {rest}", crate::sem::without_body_rules(attrs));
        g
    };
    Some((strip(old), strip(new)))
}

/// How many instructions of `f` write memory or may let a pointer escape, by kind:
/// stores, calls with an effect, and pointers compared, converted or returned.
fn escapes(f: &Function) -> [usize; 5] {
    use crate::ir::Op;
    let mut n = [0; 5];
    for i in f.insts() {
        let k = match &i.op {
            Op::Store { .. } | Op::Opaque { .. } => 0,
            Op::Call(c) if c.has_effect() => 1,
            Op::ICmp { a, .. } if a.ty.scalar().is_ptr() => 2,
            Op::Cast { a, .. } if a.ty.scalar().is_ptr() => 3,
            Op::Ret(Some(o)) if o.ty.scalar().is_ptr() => 4,
            _ => continue,
        };
        n[k] += 1;
    }
    n
}

/// With `MINOTAUR_APPLY_TRACE` set, says on stderr why a function's check ended so.
fn trace_whole(f: &Function, what: &str) {
    if std::env::var_os("MINOTAUR_APPLY_TRACE").is_some() {
        eprintln!("apply: whole-function check of @{}: {what}", f.name);
    }
}

/// With `MINOTAUR_APPLY_DUMP=DIR`, writes the segment pair as `@src`/`@tgt` for
/// `minotaur verify` (which takes every parameter as possibly undef, where the check
/// takes the segment's defined state as defined or poison) and says where.
fn dump_pair(s: &segments::Segment) -> String {
    let Some(dir) = std::env::var_os("MINOTAUR_APPLY_DUMP") else {
        return String::new();
    };
    let (mut a, mut b) = (s.old.clone(), s.new.clone());
    let path = Path::new(&dir).join(format!("{}.{}.ll", a.name, s.start));
    a.name = "src".into();
    b.name = "tgt".into();
    let text = format!("{}\n{}", crate::ir::print_function(&a), crate::ir::print_function(&b));
    match std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, text)) {
        Ok(()) => format!(" (written to {})", path.display()),
        Err(e) => format!(" (not written to {}: {e})", path.display()),
    }
}

/// Why the check of a pair was undecided, in words (for `MINOTAUR_APPLY_TRACE`; it
/// asks the verifier again).
fn why_undecided(old: &Function, new: &Function, defined: &[String]) -> String {
    if old.insts().count() > WHOLE_FUNCTION_LIMIT {
        return "too large, and the interpreter cannot run it".into();
    }
    let opts = RefineOptions {
        timeout: WHOLE_FUNCTION_TIMEOUT,
        defined_params: defined.to_vec(),
        ..RefineOptions::default()
    };
    match refines(old, new, &opts) {
        Ok(Verdict::Unknown(r)) => r.to_string(),
        Ok(_) => "decided when asked again".into(),
        Err(e) => e.to_string(),
    }
}

/// The whole-function check of a loop-free pair: the verifier, or concrete inputs when
/// the function is too large. `defined`: parameters known never to be undef.
fn check_loop_free(old: &Function, new: &Function, defined: &[String]) -> Whole {
    if old.insts().count() > WHOLE_FUNCTION_LIMIT {
        return match refutes_on_samples(old, new, WHOLE_FUNCTION_SAMPLES) {
            Some(true) => Whole::Refuted,
            Some(false) => Whole::Sampled,
            None => Whole::Unchecked,
        };
    }
    let opts = RefineOptions {
        timeout: WHOLE_FUNCTION_TIMEOUT,
        defined_params: defined.to_vec(),
        ..RefineOptions::default()
    };
    match refines(old, new, &opts) {
        Ok(Verdict::Valid) => Whole::Proved,
        Ok(Verdict::Invalid(_)) => Whole::Refuted,
        Ok(Verdict::Unknown(_)) | Err(_) => Whole::Unchecked,
    }
}
