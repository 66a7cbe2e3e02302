//! Every emitted fold tested against its own claim (issue 54): instances of the rule's
//! source at the widths its matcher accepts (1–16 every one, then odd and even widths
//! up to 64; in a rule over two types, narrower widths 1–16 and more, each with several
//! wider ones), with the constants its precondition admits (and splat vectors), run
//! through the plugin. Each function whose output differs from today's InstCombine
//! output is one the fold fired on, and `minotaur verify`'s refinement check decides it
//! against its input. One refuted output and the fold is wrong somewhere its proof did
//! not reach (the report says where, and its patch is not upstream-ready); an undecided
//! one is counted and named.

use super::concrete::{self, Runs};
use super::driver::{opt, pipeline, Item};
use super::lit::{self, choices_at, Case};
use super::pattern::Pattern;
use super::{write, Options, ReportError};
use crate::ir::{self, Function};
use crate::smt::{refines, Options as RefineOptions, Verdict};
use crate::util::ApInt;
use std::path::Path;
use std::time::Duration;

/// What the sweep found through one `opt` (the plugin's, or patch mode's patched one).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Outcome {
    /// Which `opt` ran the fold: `the plugin` or `the patched opt`.
    pub by: String,
    /// Functions run through it.
    pub tried: usize,
    /// Those the fold changed (the output differs from today's).
    pub fired: usize,
    /// Fired ones proved to refine their input.
    pub proved: usize,
    /// Fired ones whose output does not refine the input, by function name.
    pub refuted: Vec<String>,
    /// Fired ones left undecided, by function name.
    pub undecided: Vec<String>,
    /// The fired ones run on concrete inputs by `lli-22`.
    pub lli: Runs,
}

impl Outcome {
    /// In words, for the report and the index.
    pub fn words(&self) -> String {
        let by = if self.by.is_empty() {
            String::new()
        } else {
            format!("through {}, ", self.by)
        };
        let mut s = format!(
            "{by}{} instances at other widths, {} fired, {} proved",
            self.tried, self.fired, self.proved
        );
        if !self.refuted.is_empty() {
            s.push_str(&format!(", refuted at {}", self.refuted.join(", ")));
        }
        if !self.undecided.is_empty() {
            s.push_str(&format!(", undecided at {}", self.undecided.join(", ")));
        }
        let l = &self.lli;
        if let Some(e) = &l.error {
            s.push_str(&format!("; lli-22 did not run: {e}"));
        } else if l.functions > 0 {
            s.push_str(&format!(
                "; under lli-22 {} fired function(s) on {} inputs, {}",
                l.functions,
                l.inputs,
                if l.differed.is_empty() {
                    "every result the source's".to_string()
                } else {
                    format!("a different result at {}", l.differed.join(", "))
                }
            ));
        }
        s
    }

    /// An output is wrong: refuted by the verifier or different under `lli-22`.
    pub fn wrong(&self) -> Vec<String> {
        let mut v = self.refuted.clone();
        for d in &self.lli.differed {
            if !v.contains(d) {
                v.push(d.clone());
            }
        }
        v
    }
}

/// The widths tried for a rule of one width.
const WIDTHS: [u32; 23] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 31, 32, 33, 48, 63, 64,
];
/// The narrower widths tried in a rule over two types (each with the next wider width,
/// twice it, 32 and 64).
const NARROW: [u32; 19] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 31, 33];
/// Constant assignments tried per width of each kind: at the edges of the symbols' types
/// ([`edges`]) and the lit test's choices ([`choices_at`]), all admitted by the precondition.
const PER_WIDTH: usize = 4;

/// The (wider, narrower) widths an instance is made at.
fn points(p: &Pattern) -> Vec<(u32, Option<u32>)> {
    match p.narrow {
        None => WIDTHS.iter().map(|w| (*w, None)).collect(),
        Some(_) => {
            let mut out = Vec::new();
            for n in NARROW {
                for w in [n + 1, 2 * n, 32, 64] {
                    if w > n && w <= 64 && !out.contains(&(w, Some(n))) {
                        out.push((w, Some(n)));
                    }
                }
            }
            out
        }
    }
}

/// The sweep's functions for pattern `p` (a rule with a width), named after `short`;
/// `rep` are the representative's symbol values.
pub fn cases(p: &Pattern, short: &str, rep: &[i64]) -> Vec<Case> {
    if p.width.is_none() {
        return Vec::new();
    }
    let all = vec![true; p.pre.len()];
    let mut out = Vec::new();
    for (w, n) in points(p) {
        let assignments = if p.symbols == 0 {
            vec![Vec::new()]
        } else {
            let mut a = edges(p, rep, (w, n));
            for c in choices_at(p, rep, (w, n), &all, PER_WIDTH) {
                if !a.contains(&c) {
                    a.push(c);
                }
            }
            a
        };
        let at = match n {
            Some(n) => format!("n{n}_w{w}"),
            None => format!("w{w}"),
        };
        for (k, cs) in assignments.iter().enumerate() {
            let lane: Vec<Vec<Option<ApInt>>> = cs.iter().map(|c| vec![Some(c.clone())]).collect();
            let name = format!("{short}_sweep_{at}_{k}");
            if let Some(f) = p.instance_at(&p.src, &name, (w, n), None, &lane) {
                out.push(case(name, format!("i{w} instance {k}"), f));
            }
            // A splat vector of the first assignment at a few widths.
            if k == 0 && [1, 4, 8, 13, 32].contains(&w) {
                let splat: Vec<Vec<Option<ApInt>>> =
                    cs.iter().map(|c| vec![Some(c.clone()), Some(c.clone())]).collect();
                let name = format!("{short}_sweep_{at}_splat");
                if let Some(f) = p.instance_at(&p.src, &name, (w, n), Some(2), &splat) {
                    out.push(case(name, format!("<2 x i{w}> splat"), f));
                }
            }
        }
    }
    out
}

/// Assignments at the edges of each symbol's own type (-2, the signed minimum and
/// maximum, 2, 3 and -1 there, after the representative's value), the first two symbols
/// varied, those the precondition admits (at most [`PER_WIDTH`]): where a precondition
/// means something else at another width (14 u< 32 is -2 at i4), these are the values
/// that show it. Symbol values are at width `w`, a narrow one zero-extended from `n`.
fn edges(p: &Pattern, rep: &[i64], (w, n): (u32, Option<u32>)) -> Vec<Vec<ApInt>> {
    let own = |k: usize| match n {
        Some(n) if p.narrow_syms.get(k).copied().unwrap_or(false) => n,
        _ => w,
    };
    let values = |k: usize| -> Vec<ApInt> {
        let b = own(k);
        let mut vs = vec![ApInt::from_i64(b, *rep.get(k).unwrap_or(&1)), ApInt::from_i64(b, -2)];
        if b > 1 {
            let m = ApInt::from_i64(b, 1).shl_by(b - 1);
            vs.push(m.clone());
            vs.push(m.sub(&ApInt::from_i64(b, 1)));
        }
        vs.extend([ApInt::from_i64(b, 2), ApInt::from_i64(b, 3), ApInt::from_i64(b, -1)]);
        let mut out: Vec<ApInt> = Vec::new();
        for v in vs.into_iter().map(|v| if b < w { v.zext(w) } else { v }) {
            if !out.contains(&v) {
                out.push(v);
            }
        }
        out
    };
    let varied = p.symbols.min(2);
    let fixed: Vec<ApInt> = (varied..p.symbols).map(|k| values(k)[0].clone()).collect();
    let first = values(0);
    let second = if varied > 1 { values(1) } else { vec![ApInt::zero(w)] };
    let mut out = Vec::new();
    for a in &first {
        for b in &second {
            let mut cs = vec![a.clone()];
            if varied > 1 {
                cs.push(b.clone());
            }
            cs.extend(fixed.iter().cloned());
            let ok = p.fits_at(&cs, n)
                && p.pre.iter().all(|q| q.holds_at(&cs, w, n))
                && p.derived.iter().all(|e| e.eval_at(&cs, w, n).is_some());
            if ok && out.len() < PER_WIDTH {
                out.push(cs);
            }
        }
    }
    out
}

fn case(name: String, what: String, func: Function) -> Case {
    Case {
        name,
        positive: false,
        what,
        func: super::lit::tidy(&func),
    }
}

/// Judges an `opt`'s output `out` of the sweep module `input` against today's
/// InstCombine output `today`: each function the fold changed is verified against its
/// input within `timeout`, and all of them run under `lli-22` on concrete inputs.
/// `names` are the sweep's functions (all of `input`'s when empty).
pub fn judge(names: &[String], input: &str, out: &str, today: &str, timeout: Duration) -> Outcome {
    let parse = |t: &str| ir::parse_module(t).ok();
    let (inm, outm, todm) = (parse(input), parse(out), parse(today));
    let all: Vec<String> = match (names.is_empty(), &inm) {
        (true, Some(m)) => m.functions().map(|f| f.name.clone()).collect(),
        _ => names.to_vec(),
    };
    let mut o = Outcome {
        tried: all.len(),
        ..Outcome::default()
    };
    let mut fired = Vec::new();
    for name in &all {
        let get = |m: &Option<ir::Module>| m.as_ref().and_then(|m| m.function(name)).cloned();
        let (src, after, now) = (get(&inm), get(&outm), get(&todm));
        let differs = match (&after, &now) {
            (Some(a), Some(b)) => ir::print_function(a) != ir::print_function(b),
            _ => true,
        };
        if !differs {
            continue;
        }
        o.fired += 1;
        let opts = RefineOptions {
            timeout,
            ..RefineOptions::default()
        };
        match (src, after) {
            (Some(s), Some(t)) => {
                match refines(&s, &t, &opts) {
                    Ok(Verdict::Valid) => o.proved += 1,
                    Ok(Verdict::Invalid(_)) => o.refuted.push(name.clone()),
                    _ => o.undecided.push(name.clone()),
                }
                fired.push((name.clone(), s, t));
            }
            _ => o.undecided.push(name.clone()),
        }
    }
    o.lli = concrete::run(&fired);
    o
}

/// The fold against its own claim (`fold_sweep`): the plugin, and patch mode's patched
/// `opt` when there is one, on instances at the widths its matcher accepts
/// (`sweep.ll`), each output it changed verified and run under `lli-22`. A wrong one
/// takes an upstream-ready patch back.
pub(super) fn run(it: &mut Item, opts: &Options, lib: Option<&Path>, dir: &Path) -> Result<(), ReportError> {
    let (Some(_), Some(p)) = (&it.fold, &it.pattern) else {
        return Ok(());
    };
    if lib.is_none() && it.patched.is_none() {
        return Ok(());
    }
    let r = &it.input.summary.rule;
    let short = it.status.dir.split_once('-').map_or("rule", |(_, s)| s).to_string();
    let cases = cases(p, &short, &r.rep_values());
    if cases.is_empty() {
        return Ok(());
    }
    let input = lit::module_text(&cases);
    write(&dir.join("sweep.ll"), &input)?;
    let names: Vec<String> = cases.iter().map(|c| c.name.clone()).collect();
    if let Some(l) = lib {
        if let (Ok((out, _)), Ok((today, _))) =
            (opt(&input, &pipeline(&r.id), Some(l)), opt(&input, "instcombine", None))
        {
            let s = Outcome {
                by: "the plugin".into(),
                ..judge(&names, &input, &out, &today, opts.proof_timeout)
            };
            it.status.sweep = Some(s);
        }
    }
    if let (Some((patched, stock)), Some(po)) = (&it.patched, &opts.patch) {
        let run = |bin: &Path| crate::patch::instcombine(bin, &input, po.opt_limit);
        if let (Ok(out), Ok(today)) = (run(patched), run(stock)) {
            let s = Outcome {
                by: "the patched opt".into(),
                ..judge(&names, &input, &out, &today, opts.proof_timeout)
            };
            it.status.sweep_patched = Some(s);
        }
    }
    let outcomes: Vec<&Outcome> = [&it.status.sweep, &it.status.sweep_patched]
        .into_iter()
        .flatten()
        .collect();
    let wrong: Vec<String> = outcomes.iter().flat_map(|s| s.wrong()).collect();
    if !wrong.is_empty() && it.status.patch == Some(crate::patch::Status::Ready) {
        it.status.patch = Some(crate::patch::Status::OutputRefuted);
        it.status.patch_why = format!("the fold's output does not refine its input at {}", wrong.join(", "));
        it.ctx.insert("patch_ready", &false);
        it.ctx
            .insert("patch_words", crate::patch::Status::OutputRefuted.words());
    }
    let words: Vec<String> = outcomes.iter().map(|s| s.words()).collect();
    it.ctx.insert("sweep", &words.join("; "));
    Ok(())
}
