//! Applying proved rewrites to real code: every site of a module whose cut has a stored
//! rewrite gets the rewrite in place of its root (when every value it reads dominates
//! the root), the code only the old root used goes, LLVM's verifier checks the result.
//! The driver is [`run`] (files and directories, outputs, totals: `minotaur apply`);
//! [`cc`] does the same inside a real build, one translation unit at a time.
//!
//! # Decisions
//!
//! - **Sites** are found the way the crawl found them: the module is cut at the depths
//!   the store's crawl used, and a root whose cut hash has a stored rewrite is a site.
//!   So a site is exactly a place whose neighbourhood is the proved cut.
//! - **Only `Valid`**: the store holds only rewrites the verifier proved, and each one
//!   is proved again here, in this process, against the very cut found at the site,
//!   before its first use (verdicts cached per run, and on disk with `cache`). Anything
//!   but `Valid` (a timeout, an unsupported feature) skips the site.
//! - **Dominance**: the rewrite's values are the cut's leaves bound to the function's
//!   values; a cut over a diamond may read a value of one arm, which need not dominate
//!   the root. Such a site is skipped and counted, never patched.
//! - **Several sites in one function** are done in instruction order; a site that reads
//!   an earlier site's root reads its new value (which refines the old one).
//! - **Target intrinsics**: a rewrite that calls an `llvm.x86.*` intrinsic the site's
//!   code does not call is skipped: the function may be compiled for a CPU without it.
//! - **Dead code**: only what the old roots used, transitively, and only instructions
//!   without an effect (`ir`'s one notion, `Op::has_effect`: stores, volatile or atomic
//!   accesses, calls but to intrinsics known pure stay; a dead plain load goes).

// The compiler wrapper (`minotaur cc`): a namespace with its own `run` and options.
pub mod cc;
mod driver;
mod identical;
mod segments;
mod site;
#[cfg(test)]
mod tests_whole;
mod veto;
mod whole;

pub use driver::{run, Event, Options, Summary};
pub use veto::{Measured, Veto, VetoEntry, VetoError};

use crate::cut::{cut_module, DEFAULT_DEPTH};
use crate::ir::rewrite::{parse_rewrite, RExpr};
use crate::ir::{Function, Item, Module, Operand, Val};
use crate::llvm::Source;
use crate::smt::{refines, Options as RefineOptions, Verdict};
use crate::store::{Found, Store, StoreError};
use serde::Serialize;
use site::{Outcome, Plan};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;
use whole::{check_whole, Whole};
pub use whole::{WHOLE_FUNCTION_LIMIT, WHOLE_FUNCTION_SAMPLES};

/// Why a site was left alone. Ordered by its name (so counts keyed by it list in the
/// order of the words the reports print).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Skip {
    /// The planned instruction is not a named value (an internal inconsistency).
    NotARoot,
    /// A value the rewrite reads does not dominate the root here.
    NotDominated,
    /// The rewrite did not prove `Valid` again against this cut.
    NotVerified,
    /// The stored rewrite text could not be read.
    BadRewrite,
    /// The rewrite calls an `llvm.x86.*` intrinsic the site's code does not: the
    /// function may be built for a CPU without it.
    NewTargetIntrinsic,
    /// The rewrite loads, the site's root is not a load, and some instruction between the
    /// cut's loads and the root may write memory: a load placed at the root could see
    /// stores the cut does not hold (the proof assumed the memory the cut's loads read).
    LoadNotAtRoot,
    /// A veto file names the rewrite in this function (a measured build ran the
    /// function's code longer with it).
    Vetoed,
    /// The whole rewritten function was refuted against the original (a counterexample
    /// for the function, where each site's cut was proved): the function is left as it
    /// was, every site of it skipped.
    RefutedInFunction,
    /// A segment of the rewritten function that starts at a loop header was refuted for
    /// some state of the loop (`segments`): possibly one the loop never reaches, so not
    /// a proof of a miscompile, but no proof either; the function is left as it was.
    RefutedInLoop,
}

impl Skip {
    /// The reason as the reports spell it.
    pub fn name(self) -> &'static str {
        match self {
            Skip::NotARoot => "not_a_root",
            Skip::NotDominated => "not_dominated",
            Skip::NotVerified => "not_verified",
            Skip::BadRewrite => "bad_rewrite",
            Skip::NewTargetIntrinsic => "new_target_intrinsic",
            Skip::LoadNotAtRoot => "load_not_at_root",
            Skip::Vetoed => "vetoed",
            Skip::RefutedInFunction => "refuted_in_function",
            Skip::RefutedInLoop => "refuted_in_loop",
        }
    }
}

impl Ord for Skip {
    fn cmp(&self, o: &Skip) -> std::cmp::Ordering {
        self.name().cmp(o.name())
    }
}

impl PartialOrd for Skip {
    fn partial_cmp(&self, o: &Skip) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

/// What became of one site: serialized as `rewritten` or the skip's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SiteOutcome {
    /// The rewrite is in place of the root.
    Rewritten,
    /// Left alone, and why.
    Skipped(Skip),
}

impl SiteOutcome {
    /// The outcome as the reports spell it.
    pub fn name(self) -> &'static str {
        match self {
            SiteOutcome::Rewritten => "rewritten",
            SiteOutcome::Skipped(s) => s.name(),
        }
    }
}

impl Serialize for SiteOutcome {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// What can stop applying to a file (a site that cannot be rewritten is not an error).
#[derive(Debug, thiserror::Error)]
pub enum ApplyError {
    /// LLVM could not read the input.
    #[error(transparent)]
    Llvm(#[from] crate::llvm::LlvmError),
    /// The IR could not parse LLVM's text of the input.
    #[error("{file}: {msg}")]
    Parse {
        /// The input.
        file: PathBuf,
        /// The parser's message.
        msg: String,
    },
    /// LLVM rejects the rewritten module: a bug in `apply`, reported, never written.
    #[error("{file}: the rewritten module is rejected ({msg}); nothing was written")]
    Rejected {
        /// The input.
        file: PathBuf,
        /// LLVM's message.
        msg: String,
    },
    /// Neither an output nor `in_place` was given.
    #[error("say where the output goes: -o OUT or --in-place")]
    NoOutput,
    /// An archive member (`lib.a(member.o)`) cannot be rewritten in place.
    #[error("{0}: an archive member cannot be rewritten in place; give -o DIR")]
    MemberInPlace(String),
    /// The inputs (named, comma-separated) hold no LLVM file.
    #[error("no LLVM inputs under {0}")]
    NoInputs(String),
    /// An output's directory could not be created.
    #[error("creating {}", dir.display())]
    CreateDir {
        /// The directory.
        dir: PathBuf,
        /// The error.
        #[source]
        err: std::io::Error,
    },
    /// Writing the output failed.
    #[error("{file}: {err}")]
    Io {
        /// The output.
        file: PathBuf,
        /// The error.
        err: std::io::Error,
    },
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The veto file cannot be used.
    #[error(transparent)]
    Veto(#[from] VetoError),
}

/// A stored rewrite ready to apply.
#[derive(Clone, Debug)]
pub struct Rewrite {
    /// The stored value.
    pub found: Found,
    /// Its expression (`None`: the text does not parse; its sites are skipped).
    pub expr: Option<RExpr>,
}

/// The rewrites to apply, by cut hash, with the depths to cut at.
#[derive(Debug)]
pub struct Rewrites {
    by_cut: BTreeMap<String, Rewrite>,
    /// The depths the crawl used (sites are found by cutting at these).
    pub depths: Vec<u32>,
    /// The verifier's budget per re-proof.
    pub timeout: Duration,
    /// Where re-proved verdicts are remembered between runs (`None`: this run only).
    pub cache: Option<PathBuf>,
    /// The rewrites not to apply in named functions.
    pub veto: Veto,
    proved: Mutex<HashMap<String, bool>>,
}

impl Rewrites {
    /// The given rewrites, sites to be found at `depths`.
    pub fn new(found: Vec<Found>, depths: Vec<u32>) -> Rewrites {
        let by_cut = found
            .into_iter()
            .map(|f| {
                let expr = parse_rewrite(&f.rewrite).ok();
                (f.cut.clone(), Rewrite { found: f, expr })
            })
            .collect();
        Rewrites {
            by_cut,
            depths: if depths.is_empty() { vec![DEFAULT_DEPTH] } else { depths },
            timeout: Duration::from_secs(20),
            cache: None,
            veto: Veto::default(),
            proved: Mutex::new(HashMap::new()),
        }
    }

    /// Every found rewrite of `store` (novel ones only if `novel_only`), at the depths
    /// its crawl used.
    pub fn from_store(store: &Store, novel_only: bool) -> Result<Rewrites, StoreError> {
        let found = store.rewrites(!novel_only)?.into_iter().map(|r| r.found).collect();
        Ok(Rewrites::new(found, store.crawl_depths()?))
    }

    /// The instances of the rules accepted into `dir` (`<id>.rule` files, as `minotaur
    /// rules accept` writes them) that `store` holds; the ids `store` does not know are
    /// returned beside them.
    pub fn from_accepted(store: &Store, dir: &Path) -> Result<(Rewrites, Vec<String>), StoreError> {
        let mut ids: Vec<String> = std::fs::read_dir(dir)
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .filter_map(|e| e.file_name().to_str()?.strip_suffix(".rule").map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        ids.sort();
        let mut found = Vec::new();
        let mut unknown = Vec::new();
        for id in ids {
            let inst = store.rule_instances(&id)?;
            if inst.is_empty() {
                unknown.push(id);
            }
            found.extend(inst);
        }
        Ok((Rewrites::new(found, store.crawl_depths()?), unknown))
    }

    /// Only the rewrites costed for `cpu` (llvm-mca's `-mcpu`; `None`: all of them).
    pub fn for_cpu(self, cpu: Option<&str>) -> Rewrites {
        let Some(cpu) = cpu else {
            return self;
        };
        let found = self
            .by_cut
            .into_values()
            .map(|r| r.found)
            .filter(|f| f.cpu == cpu)
            .collect();
        Rewrites {
            timeout: self.timeout,
            cache: self.cache,
            veto: self.veto,
            ..Rewrites::new(found, self.depths)
        }
    }

    /// How many rewrites there are.
    pub fn len(&self) -> usize {
        self.by_cut.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.by_cut.is_empty()
    }

    /// The rewrite of cut `hash`.
    pub fn get(&self, hash: &str) -> Option<&Rewrite> {
        self.by_cut.get(hash)
    }

    /// True when `expr` proves `Valid` as a replacement of `cut`'s value (asked once per
    /// cut and rewrite; remembered in `cache` when set).
    fn proves(&self, cut: &Function, hash: &str, expr: &RExpr) -> bool {
        let key = crate::util::fnv128_hex(format!("{hash}\n{expr}").as_bytes());
        if let Some(v) = self.proved.lock().expect("not poisoned").get(&key) {
            return *v;
        }
        let mark = self.cache.as_ref().map(|d| d.join(format!("valid-{key}")));
        if mark.as_ref().is_some_and(|m| m.exists()) {
            self.proved.lock().expect("not poisoned").insert(key, true);
            return true;
        }
        let ok = crate::ir::rewrite::splice(cut, expr).is_some_and(|tgt| {
            let opts = RefineOptions {
                timeout: self.timeout,
                ..Default::default()
            };
            matches!(refines(cut, &tgt, &opts), Ok(Verdict::Valid))
        });
        if let (true, Some(m)) = (ok, &mark) {
            // Best effort: a missing mark only costs a proof next time.
            let _ = std::fs::create_dir_all(m.parent().unwrap_or(Path::new(".")));
            let _ = std::fs::write(m, b"valid\n");
        }
        self.proved.lock().expect("not poisoned").insert(key, ok);
        ok
    }
}

/// One site the module has.
#[derive(Clone, Debug, Serialize)]
pub struct SiteReport {
    /// Its function.
    pub function: String,
    /// The root's name.
    pub root: String,
    /// The cut's hash.
    pub cut: String,
    /// `file:line:col`, when the module has debug locations.
    pub loc: Option<String>,
    /// `rewritten`, or why not.
    pub outcome: SiteOutcome,
}

/// Counts of what applying did, added up over files or units.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Counts {
    /// Sites rewritten.
    pub sites_rewritten: usize,
    /// Sites left alone, by reason.
    pub skipped: BTreeMap<Skip, usize>,
    /// Sites rewritten per rewrite (cut hash).
    pub rewrites: BTreeMap<String, usize>,
    /// Sites rewritten per function.
    pub functions: BTreeMap<String, usize>,
    /// Sites rewritten per function and rewrite (cut hash): what a veto names.
    #[serde(default)]
    pub function_rewrites: BTreeMap<String, BTreeMap<String, usize>>,
    /// The whole-function check of every rewritten function.
    #[serde(default)]
    pub function_checks: FunctionChecks,
}

/// The whole-function check: each rewritten function against the original one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct FunctionChecks {
    /// Proved to refine the original function.
    pub proved: usize,
    /// Refuted (by the verifier, or on a concrete input): left as it was (its sites
    /// `refuted_in_function`).
    pub refuted: usize,
    /// Too large to verify ([`WHOLE_FUNCTION_LIMIT`]), run instead on
    /// [`WHOLE_FUNCTION_SAMPLES`] concrete inputs beside the original: no difference.
    #[serde(default)]
    pub sampled: usize,
    /// With loops: a segment from a loop header refuted for a state the loop may never
    /// reach; left as it was, like a refuted one (its sites `refuted_in_loop`).
    #[serde(default)]
    pub refuted_in_loop: usize,
    /// Not decided: a loop the segments cannot cover (irreducible, a value of its state
    /// the verifier cannot take), a feature the verifier does not model, or out of time;
    /// the per-site proofs stand.
    pub unchecked: usize,
}

impl FunctionChecks {
    /// Counts one function's outcome; the reason its sites are skipped when it is to be
    /// left as it was.
    fn count(&mut self, w: Whole) -> Option<Skip> {
        match w {
            Whole::Proved => self.proved += 1,
            Whole::Sampled => self.sampled += 1,
            Whole::Unchecked => self.unchecked += 1,
            Whole::Refuted => {
                self.refuted += 1;
                return Some(Skip::RefutedInFunction);
            }
            Whole::RefutedInLoop => {
                self.refuted_in_loop += 1;
                return Some(Skip::RefutedInLoop);
            }
        }
        None
    }
}

impl Counts {
    /// Adds `o`'s counts.
    pub fn add(&mut self, o: &Counts) {
        self.sites_rewritten += o.sites_rewritten;
        for (k, v) in &o.skipped {
            *self.skipped.entry(*k).or_default() += v;
        }
        for (mine, theirs) in [(&mut self.rewrites, &o.rewrites), (&mut self.functions, &o.functions)] {
            for (k, v) in theirs {
                *mine.entry(k.clone()).or_default() += v;
            }
        }
        self.function_checks.proved += o.function_checks.proved;
        self.function_checks.refuted += o.function_checks.refuted;
        self.function_checks.unchecked += o.function_checks.unchecked;
        self.function_checks.sampled += o.function_checks.sampled;
        self.function_checks.refuted_in_loop += o.function_checks.refuted_in_loop;
        for (f, cuts) in &o.function_rewrites {
            let mine = self.function_rewrites.entry(f.clone()).or_default();
            for (k, v) in cuts {
                *mine.entry(k.clone()).or_default() += v;
            }
        }
    }
}

/// What applying did to one module.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FileReport {
    /// The input.
    pub file: String,
    /// The counts.
    #[serde(flatten)]
    pub counts: Counts,
    /// Every site, in function and instruction order.
    pub sites: Vec<SiteReport>,
}

/// A site found by cutting, before it is done.
struct Found1 {
    function: String,
    plan: Plan,
    report: SiteReport,
    skip: Option<Skip>,
}

/// Rewrites every site of the module `text` (LLVM's printing of it) and returns the new
/// text (unchanged when nothing was rewritten) with what was done. `file` names the input.
pub fn apply_text(text: &str, file: &Path, rw: &Rewrites) -> Result<(String, FileReport), ApplyError> {
    let parse_err = |e: crate::ir::ParseError| ApplyError::Parse {
        file: file.into(),
        msg: e.to_string(),
    };
    let mut m = crate::ir::parse_module_lenient(text).map_err(parse_err)?;
    let mut report = FileReport {
        file: file.display().to_string(),
        ..FileReport::default()
    };
    let mut sites: Vec<Found1> = Vec::new();
    let mut seen: std::collections::HashSet<(String, usize)> = Default::default();
    cut_module(&m, &rw.depths, |_, site, cut| {
        let Some(r) = rw.get(&cut.hash) else {
            return;
        };
        if !seen.insert((site.function.clone(), site.inst)) {
            return;
        }
        let func = m
            .function(&site.function)
            .expect("cut_module cuts the module's functions");
        let leaves = leaves_of(&cut.built, func);
        let skip = match &r.expr {
            _ if rw.veto.covers(&site.function, &cut.hash) => Some(Skip::Vetoed),
            None => Some(Skip::BadRewrite),
            Some(e) if new_x86(e, &cut.built.text) => Some(Skip::NewTargetIntrinsic),
            Some(e) if loads(e) && !root_is_plain_load(func, site.inst) && !site.loads_see_root_memory => {
                Some(Skip::LoadNotAtRoot)
            }
            Some(e) if !rw.proves(&cut.built.func, &cut.hash, e) => Some(Skip::NotVerified),
            Some(_) => None,
        };
        sites.push(Found1 {
            function: site.function.clone(),
            plan: Plan {
                inst: site.inst,
                expr: r.expr.clone().unwrap_or_else(|| RExpr::val(crate::ir::Type::i1(), "")),
                leaves,
            },
            report: SiteReport {
                function: site.function,
                root: site.name,
                cut: cut.hash,
                loc: site.loc,
                outcome: SiteOutcome::Rewritten,
            },
            skip,
        });
    });
    let mut by_fn: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (k, s) in sites.iter().enumerate() {
        if s.skip.is_none() {
            by_fn.entry(s.function.clone()).or_default().push(k);
        }
    }
    let mut changed: Vec<String> = Vec::new();
    for f in m.functions_mut() {
        let Some(ks) = by_fn.get(&f.name) else {
            continue;
        };
        let plans: Vec<Plan> = ks.iter().map(|&k| sites[k].plan.clone()).collect();
        let prefix = fresh_prefix(f);
        let original = f.clone();
        let spliced = site::rewrite_function(f, &plans, &prefix);
        for (&k, o) in ks.iter().zip(spliced.outcomes) {
            match o {
                Outcome::Rewritten(_) => {}
                Outcome::Skipped(why) => sites[k].skip = Some(why),
            }
        }
        if ks.iter().any(|&k| sites[k].skip.is_none()) {
            // Each site's cut was proved; the function as a whole is checked too, which
            // catches what a cut cannot see (docs/apply.md, "Faithful cuts").
            let checks = &mut report.counts.function_checks;
            if let Some(why) = checks.count(check_whole(&original, f, &spliced.replaced)) {
                *f = original;
                for &k in ks {
                    sites[k].skip.get_or_insert(why);
                }
                continue;
            }
            changed.push(f.name.clone());
        }
    }
    for s in &mut sites {
        match s.skip {
            None => {
                s.report.outcome = SiteOutcome::Rewritten;
                let c = &mut report.counts;
                c.sites_rewritten += 1;
                *c.rewrites.entry(s.report.cut.clone()).or_default() += 1;
                *c.functions.entry(s.function.clone()).or_default() += 1;
                let per = c.function_rewrites.entry(s.function.clone()).or_default();
                *per.entry(s.report.cut.clone()).or_default() += 1;
            }
            Some(why) => {
                s.report.outcome = SiteOutcome::Skipped(why);
                *report.counts.skipped.entry(why).or_default() += 1;
            }
        }
    }
    report.sites = sites.into_iter().map(|s| s.report).collect();
    if changed.is_empty() {
        return Ok((text.to_string(), report));
    }
    add_declarations(&mut m, &changed);
    Ok((crate::ir::print_module(&m), report))
}

/// True when `e` has a `load` (or a masked load or gather) anywhere.
fn loads(e: &RExpr) -> bool {
    matches!(e, RExpr::Load { .. } | RExpr::Masked { .. }) || e.children().into_iter().any(loads)
}

/// True when instruction `inst` of `func` (counted as `cut::Site::inst` counts) is a
/// non-volatile, non-atomic load.
fn root_is_plain_load(func: &Function, inst: usize) -> bool {
    func.insts().nth(inst).is_some_and(|i| {
        matches!(
            &i.op,
            crate::ir::Op::Load {
                volatile: false,
                atomic: None,
                ..
            }
        )
    })
}

/// True when `e` calls an x86 intrinsic that the cut's text does not name.
fn new_x86(e: &RExpr, cut_text: &str) -> bool {
    if let RExpr::X86 { name, .. } = e {
        if !cut_text.contains(&format!("@llvm.x86.{name}(")) {
            return true;
        }
    }
    e.children().into_iter().any(|c| new_x86(c, cut_text))
}

/// What each value a rewrite may read (a cut's parameter or instruction, by its name in
/// the cut) is in the real function.
fn leaves_of(built: &crate::cut::Built, func: &Function) -> HashMap<String, Operand> {
    let mut out: HashMap<String, Operand> = HashMap::new();
    for (k, o) in built.arg_operands.iter().enumerate() {
        out.insert(built.func.params[k].name.clone(), o.clone());
    }
    let insts: Vec<_> = func.insts().collect();
    for (name, idx) in &built.inst_origins {
        if let Some(i) = insts.get(*idx) {
            if let Some(n) = &i.name {
                out.insert(
                    name.clone(),
                    Operand {
                        ty: i.ty.clone(),
                        val: Val::Local(n.clone()),
                    },
                );
            }
        }
    }
    out
}

/// A prefix no value name of `f` starts with, for the new instructions' names.
fn fresh_prefix(f: &Function) -> String {
    let names: Vec<&str> = f
        .params
        .iter()
        .map(|p| p.name.as_str())
        .chain(f.insts().filter_map(|i| i.name.as_deref()))
        .collect();
    (0..)
        .map(|k| if k == 0 { "mt.".to_string() } else { format!("mt{k}.") })
        .find(|p| !names.iter().any(|n| n.starts_with(p.as_str())))
        .expect("some prefix is free")
}

/// Declares the intrinsics the changed functions call that the module does not declare.
fn add_declarations(m: &mut Module, changed: &[String]) {
    let declared: std::collections::HashSet<String> = m
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Verbatim(s) => Some(s),
            _ => None,
        })
        .flat_map(|s| s.lines())
        .filter(|l| l.starts_with("declare "))
        .filter_map(crate::ir::defined_name)
        .collect();
    let fs: Vec<&Function> = m.functions().filter(|f| changed.contains(&f.name)).collect();
    let missing: Vec<String> = crate::ir::declarations(fs)
        .into_iter()
        .filter(|d| crate::ir::defined_name(d).is_some_and(|n| n.starts_with("llvm.") && !declared.contains(&n)))
        .collect();
    if !missing.is_empty() {
        m.items.push(Item::Verbatim(missing.join("\n")));
    }
}

/// Applies `rw` to the LLVM file `input` (`.bc`, `.ll`, LTO `.o`, a bitcode member of an
/// archive) and writes the result
/// to `output` (bitcode, or text when `output` ends in `.ll`), atomically: a temporary
/// file beside it, renamed when complete. The output is written even when nothing
/// changed, so a build step always finds it.
pub fn apply_file(input: &Source, output: &Path, rw: &Rewrites) -> Result<FileReport, ApplyError> {
    let text = input.text()?;
    let name = input.display();
    let input = Path::new(&name);
    let (new, report) = apply_text(&text, input, rw)?;
    let bytes = if output.extension().is_some_and(|e| e == "ll") {
        crate::llvm::verify_text(&new, &input.display().to_string()).map_err(|msg| ApplyError::Rejected {
            file: input.into(),
            msg: msg.to_string(),
        })?;
        new.into_bytes()
    } else {
        crate::llvm::text_to_bitcode(&new, &input.display().to_string()).map_err(|msg| ApplyError::Rejected {
            file: input.into(),
            msg: msg.to_string(),
        })?
    };
    write_atomic(output, &bytes).map_err(|err| ApplyError::Io {
        file: output.into(),
        err,
    })?;
    Ok(report)
}

use crate::util::write_atomic;
