//! Reports: for each rule, an Alive2-style proof, InstCombine C++ in PatternMatch style,
//! a pass plugin that runs it, a lit test with CHECK lines from real `opt` output, the
//! issue text, and an index; the only user of `tera`. Every claim a report makes (the
//! proof verifies, the plugin compiles, fires, passes FileCheck, refines its input) is
//! checked here and written as a status, never assumed.

mod checks;
mod concrete;
mod coverage;
mod cpp;
mod driver;
mod fold_sweep;
mod instance;
mod known;
mod lit;
mod pattern;
mod select;
mod text;
mod upstream;

pub use checks::add_checks;
pub use driver::{pipeline, run, Event};
pub use fold_sweep::{judge as judge_sweep, Outcome as SweepOutcome};
pub use select::{select, Selection};

use crate::store::Found;
use crate::store::RuleSummary;
use crate::store::SiteRow;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The templates, compiled in.
const TEMPLATES: [(&str, &str); 10] = [
    ("fold.cpp", include_str!("../../templates/fold.cpp.tera")),
    ("helper.cpp", include_str!("../../templates/helper.cpp.tera")),
    ("plugin.cpp", include_str!("../../templates/plugin.cpp.tera")),
    ("plugin_all.cpp", include_str!("../../templates/plugin_all.cpp.tera")),
    ("proof.ll", include_str!("../../templates/proof.ll.tera")),
    ("test.ll", include_str!("../../templates/test.ll.tera")),
    ("issue.md", include_str!("../../templates/issue.md.tera")),
    ("index.md", include_str!("../../templates/index.md.tera")),
    ("index.html", include_str!("../../templates/index.html.tera")),
    ("README", include_str!("../../templates/README.md")),
];

/// Why a report run failed as a whole (a rule's own problems are statuses).
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// Writing a file failed.
    #[error("{path}: {msg}")]
    Io {
        /// The file.
        path: String,
        /// What happened.
        msg: String,
    },
    /// The store failed (reading the rules to report on).
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    /// A template did not render.
    #[error("template {name}: {msg}")]
    Template {
        /// The template.
        name: String,
        /// Tera's message.
        msg: String,
    },
}

/// A rule with what the report says about it.
#[derive(Clone, Debug)]
pub struct Input {
    /// The rule and its evidence.
    pub summary: RuleSummary<crate::rules::Rule>,
    /// Its instances (found rewrites, with their costs).
    pub instances: Vec<Found>,
    /// Sites of its instances.
    pub sites: Vec<SiteRow>,
    /// The reviewers' ledger entry of the rule (`rules/upstream.toml`), if any.
    pub upstream: Option<crate::rules::ledger::Entry>,
    /// Rules folded into this one (the same miss: its core at another width, or under
    /// an outer instruction), listed in its report as further instances.
    pub also: Vec<Also>,
}

/// A rule folded into a reported one.
#[derive(Clone, Debug, Serialize)]
pub struct Also {
    /// Its id.
    pub id: String,
    /// Its equation (of its core).
    pub equation: String,
    /// Its sites.
    pub sites: usize,
    /// Whether it was shrunk to a smaller core than the cut found.
    pub shrunk: bool,
}

/// Options of a report run.
#[derive(Clone, Debug)]
pub struct Options {
    /// The folder written (`reports/`).
    pub out: PathBuf,
    /// Time for each proof (path guard re-proof, plugin output).
    pub proof_timeout: Duration,
    /// Compile and run the plugin.
    pub plugin: bool,
    /// The database named in the index (none in tests).
    pub db: Option<String>,
    /// Patch mode: each fold as a patch to LLVM's source, built and tested (none: off).
    pub patch: Option<crate::patch::Options>,
}

/// What happened to one rule's report.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct Status {
    /// The rule.
    pub id: String,
    /// Its folder under the output.
    pub dir: String,
    /// Where the fold belongs.
    pub class: crate::rules::Class,
    /// Whether it is for a reviewer (only `worth` is, by default).
    pub verdict: crate::rules::Verdict,
    /// What the reviewers' ledger says (`fixed: https://…`), empty when nothing.
    pub upstream: String,
    /// Why `proof.ll` did not verify (does not parse, has no pair), empty when it did.
    pub proof_error: String,
    /// The concrete instance shown (`i8`), checked defined somewhere and not folded by
    /// LLVM 22 already; empty when none passed (see `instance_error`).
    pub instance: String,
    /// Why no instance passed those checks (each tried one's reason), empty when one did.
    pub instance_error: String,
    /// Pairs of `proof.ll` and how many verified.
    pub proof_pairs: usize,
    /// Of them, valid.
    pub proof_valid: usize,
    /// Why there is no C++ (empty when there is).
    pub no_fold: String,
    /// The plugin compiled (with every other rule's, in one library).
    pub compiled: bool,
    /// Positive tests, and on how many the fold fired.
    pub positive: usize,
    /// Of them, fired.
    pub fired: usize,
    /// Negative tests, and how many the fold left as today's `opt` does.
    pub negative: usize,
    /// Of them, left alone.
    pub untouched: usize,
    /// FileCheck passed on the plugin's output.
    pub filecheck: bool,
    /// FileCheck passed on today's `opt-22` output too (the CHECK lines do not tell the
    /// fold from its absence: a defect when the fold fired).
    pub filecheck_without: bool,
    /// Test functions whose plugin output was proved to refine the input.
    pub refines: usize,
    /// Of the test functions, not decided (calls to `@use`, timeouts).
    pub refines_unknown: usize,
    /// Of the test functions, refuted (a wrong fold: must be zero).
    pub refines_wrong: usize,
    /// Where the fold's patch to LLVM got (none: patch mode off, or no fold).
    pub patch: Option<crate::patch::Status>,
    /// Why, in a line.
    pub patch_why: String,
    /// Each of its steps in a few words (applies, builds, own tests, suite, impact).
    pub patch_steps: String,
    /// LLVM's own test functions its pattern matches (`InstCombine/x.ll: @f`): possibly
    /// known. Read only in patch mode (which has LLVM's source).
    pub known_tests: Vec<String>,
    /// The plugin on instances at the widths its matcher accepts (`sweep.ll`), each
    /// output it changed verified (none: no fold, or the plugin did not run).
    pub sweep: Option<fold_sweep::Outcome>,
    /// The same sweep through patch mode's patched `opt` (against the baseline `opt`
    /// built beside it), when patch mode built one.
    pub sweep_patched: Option<fold_sweep::Outcome>,
}

impl Status {
    /// The patch's status in words (empty when patch mode was off or had no fold).
    pub fn patch_words(&self) -> String {
        match self.patch {
            None => String::new(),
            Some(p) => format!("{}: {}", p.words(), self.patch_why),
        }
    }

    /// The plugin's status in words.
    pub fn plugin_words(&self) -> String {
        if !self.no_fold.is_empty() {
            return format!("no C++ ({})", self.no_fold);
        }
        if !self.compiled {
            return "not compiled".into();
        }
        format!(
            "fired {}/{}, untouched {}/{}, FileCheck {}, refines {}/{}",
            self.fired,
            self.positive,
            self.untouched,
            self.negative,
            match (self.filecheck, self.filecheck_without) {
                (false, _) => "FAILED",
                (true, false) => "passed (fails without the fold)",
                (true, true) => "passed without the fold too",
            },
            self.refines,
            self.positive + self.negative
        )
    }
}

/// What a report run wrote.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    /// One status per rule, in rank order.
    pub rules: Vec<Status>,
    /// The plugin library compiled (`None`: not tried).
    pub plugin_compiled: Option<bool>,
    /// The compiler's message when it did not.
    pub plugin_error: String,
    /// The index file.
    pub index: String,
    /// Patch mode's run (none: off).
    pub patch: Option<crate::patch::Summary>,
}

pub(crate) fn tera() -> Result<tera::Tera, ReportError> {
    let mut t = tera::Tera::default();
    t.autoescape_on(vec![".html"]);
    let named: Vec<(String, &str)> = TEMPLATES
        .iter()
        .map(|(n, s)| {
            (
                if *n == "index.html" {
                    "index.html".to_string()
                } else {
                    n.to_string()
                },
                *s,
            )
        })
        .collect();
    t.add_raw_templates(named).map_err(|e| ReportError::Template {
        name: "(all)".into(),
        msg: format!("{e:?}"),
    })?;
    Ok(t)
}

pub(crate) fn render(t: &tera::Tera, name: &str, ctx: &tera::Context) -> Result<String, ReportError> {
    t.render(name, ctx).map_err(|e| {
        let mut msg = e.to_string();
        let mut src = std::error::Error::source(&e);
        while let Some(s) = src {
            msg.push_str(&format!(": {s}"));
            src = s.source();
        }
        ReportError::Template { name: name.into(), msg }
    })
}

pub(crate) fn write(path: &Path, text: &str) -> Result<(), ReportError> {
    let io = |e: std::io::Error| ReportError::Io {
        path: path.display().to_string(),
        msg: e.to_string(),
    };
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(io)?;
    }
    // Atomic: a killed run leaves the old file or the new one, never half of one.
    crate::util::write_atomic(path, text.as_bytes()).map_err(io)
}

/// The widths in words (`i8, i13, i16, i32 and i64`; pairs `i8 -> i16, …` of a rule
/// over two types), with those refuted and those proved only vacuously.
pub fn widths_words(p: &pattern::Pattern) -> String {
    if p.width.is_none() {
        return "the types shown only".into();
    }
    let words = |ws: &[u32]| ws.iter().map(|w| format!("i{w}")).collect::<Vec<_>>().join(", ");
    let pairs = |ps: &[(u32, u32)]| {
        ps.iter()
            .map(|(n, w)| format!("i{n} -> i{w}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (mut out, failed, vacuous) = match (&p.narrow, &p.splat) {
        (Some(_), _) => (
            format!(
                "the pairs of types {} (scalars only; `width` is the wider type's width, `nwidth` the narrower's)",
                pairs(&p.pairs)
            ),
            pairs(&p.failed_pairs),
            pairs(&p.vacuous_pairs),
        ),
        (None, Some(v)) => (
            format!("{}, and as splat vectors ({v})", words(&p.widths)),
            words(&p.failed),
            words(&p.vacuous),
        ),
        (None, None) => (
            format!("{} (scalars only)", words(&p.widths)),
            words(&p.failed),
            words(&p.vacuous),
        ),
    };
    if !failed.is_empty() {
        out.push_str(&format!("; refuted at {failed}"));
    }
    if !vacuous.is_empty() {
        out.push_str(&format!("; vacuous at {vacuous} (the source is poison there)"));
    }
    let ats = |v: &[coverage::At]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(", ");
    for (what, v) in [
        ("proved", &p.small.proved),
        ("refuted", &p.small.refuted),
        ("undecided", &p.small.undecided),
    ] {
        if !v.is_empty() {
            out.push_str(&format!("; at the small widths {what} at {}", ats(v)));
        }
    }
    out
}
