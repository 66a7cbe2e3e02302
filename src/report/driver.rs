//! The report driver (`minotaur report`; [`run`] is `report::run`): each rule's files
//! rendered, one plugin library for all of them compiled with `clang++-22`, each lit test
//! run through `opt-22` with and without it, the output checked with `FileCheck-22` and
//! proved to refine the input, `proof.ll` verified.

use super::lit::{self, Case};
use super::pattern::{self, Pattern};
use super::{cpp, render, tera, text, write, Input, Options, ReportError, Status, Summary};
use crate::ir::{self, Function};
use crate::llvm::tools;
use crate::rules;
use crate::smt::{refines, Options as RefineOptions, Verdict};
use std::collections::BTreeSet;
use std::path::Path;

pub(super) struct Item<'a> {
    pub(super) input: &'a Input,
    pub(super) status: Status,
    pub(super) pattern: Option<Pattern>,
    pub(super) fold: Option<cpp::Fold>,
    pub(super) cases: Vec<Case>,
    pub(super) ctx: ::tera::Context,
    /// Patch mode's patched `opt` and the baseline built beside it, when both were built.
    pub(super) patched: Option<(std::path::PathBuf, std::path::PathBuf)>,
}

/// The `opt` pipeline that stands for InstCombine with the fold added.
pub fn pipeline(id: &str) -> String {
    format!("instcombine,minotaur-{id},instcombine")
}

/// A report run's progress.
#[derive(Clone, Copy, Debug)]
pub enum Event<'a> {
    /// A rule's files are being rendered (its id).
    Preparing(&'a str),
    /// The one plugin library of all folds is being compiled.
    CompilingPlugin,
    /// Patch mode: the patterns are matched against LLVM's own tests.
    MatchingTests,
    /// Patch mode's own steps, in its words.
    Patch(&'a str),
    /// A rule's lit test is run, checked and proved (its id).
    Testing(&'a str),
}

impl std::fmt::Display for Event<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Event::Preparing(id) => write!(f, "preparing {id}"),
            Event::CompilingPlugin => f.write_str("compiling the plugin"),
            Event::MatchingTests => {
                f.write_str("matching the patterns against LLVM's InstCombine and InstSimplify tests")
            }
            Event::Patch(m) => f.write_str(m),
            Event::Testing(id) => write!(f, "testing {id}"),
        }
    }
}

/// The report driver (`minotaur report`): writes the reports of `inputs` (ranked already,
/// as [`super::select`] gives them) under `opts.out`, checks every claim, and writes the
/// index.
pub fn run(inputs: &[Input], opts: &Options, progress: &dyn Fn(Event)) -> Result<Summary, ReportError> {
    let t = tera()?;
    let mut items = Vec::new();
    // Helper names taken so far: each fold's is unique across the run.
    let mut helpers: BTreeSet<String> = BTreeSet::new();
    for (rank, input) in inputs.iter().enumerate() {
        progress(Event::Preparing(&input.summary.rule.id));
        items.push(prepare(input, rank + 1, opts, &t, &mut helpers)?);
    }
    let mut summary = Summary::default();
    let lib = opts.out.join(".build").join("minotaur-folds.so");
    let folds = build_plugin(&items, opts, &t, &lib, &mut summary, progress)?;
    let compiled = summary.plugin_compiled == Some(true);
    if let Some(p) = &opts.patch {
        progress(Event::MatchingTests);
        let tests = super::known::TestFunctions::load(p.source.root());
        for it in &mut items {
            if let Some(pat) = &it.pattern {
                let known = tests.matching(&rules::daggrep_form(&pat.src, pat.symbols));
                it.ctx.insert("known_tests", &known);
                it.status.known_tests = known;
            }
        }
        summary.patch = super::upstream::run(&mut items, p, &opts.out, &|m| progress(Event::Patch(m)))?;
    }
    for it in &mut items {
        progress(Event::Testing(&it.status.id));
        finish(it, opts, compiled.then_some(lib.as_path()), &t)?;
        summary.rules.push(it.status.clone());
    }
    let plugin_status = match summary.plugin_compiled {
        None => "not built".to_string(),
        Some(true) => format!("{folds} fold(s) compiled into one library with clang++-22"),
        Some(false) => "did not compile (see .build/)".to_string(),
    };
    write_index(&items, opts, &plugin_status, &t)?;
    summary.index = opts.out.join("index.html").display().to_string();
    Ok(summary)
}

/// Compiles the folds of `items` into one plugin library at `lib` (when `opts.plugin`),
/// noting in `summary` whether it compiled; the number of folds.
fn build_plugin(
    items: &[Item],
    opts: &Options,
    t: &::tera::Tera,
    lib: &Path,
    summary: &mut Summary,
    progress: &dyn Fn(Event),
) -> Result<usize, ReportError> {
    let build = opts.out.join(".build");
    let folds: Vec<(String, String)> = items
        .iter()
        .filter(|i| i.fold.is_some())
        .map(|i| (i.status.id.clone(), i.status.dir.clone()))
        .collect();
    if opts.plugin && !folds.is_empty() {
        progress(Event::CompilingPlugin);
        let mut ctx = ::tera::Context::new();
        let rules: Vec<serde_json::Value> = folds
            .iter()
            .map(|(id, dir)| serde_json::json!({"id": id, "dir": dir}))
            .collect();
        ctx.insert("rules", &rules);
        let all = build.join("plugin_all.cpp");
        write(&all, &render(t, "plugin_all.cpp", &ctx)?)?;
        write(&build.join(".gitignore"), "*\n")?;
        match compile(&all, lib) {
            Ok(()) => summary.plugin_compiled = Some(true),
            Err(e) => {
                summary.plugin_compiled = Some(false);
                summary.plugin_error = e.to_string();
            }
        }
    }
    Ok(folds.len())
}

/// The index's row of the rule ranked `rank`.
fn index_row(rank: usize, i: &Item) -> serde_json::Value {
    serde_json::json!({
        "rank": rank,
        "id": i.status.id,
        "dir": i.status.dir,
        "short": i.ctx.get("short"),
        "class": i.status.class.name(),
        "pattern": i.input.summary.rule.equation,
        "verdict": i.status.verdict.name(),
        "verdict_why": i.input.summary.rule.verdict_why,
        "reported": i.status.verdict.reported(),
        "upstream": i.status.upstream,
        "sites": i.input.summary.sites + i.input.also.iter().map(|a| a.sites).sum::<usize>(),
        "instances": 1 + i.input.also.len(),
        "saving": i.input.summary.rule.saving(),
        "saving_unit": if i.status.class == rules::Class::Backend { "machine insts (median CPU)" } else { "IR insts" },
        "proof_ok": i.status.proof_error.is_empty() && i.status.proof_valid == i.status.proof_pairs,
        "proof_status": if i.status.proof_error.is_empty() {
            format!("{}/{} verified", i.status.proof_valid, i.status.proof_pairs)
        } else {
            format!("FAILED: {}", i.status.proof_error)
        },
        "instance_ok": i.status.instance_error.is_empty(),
        "instance": if i.status.instance_error.is_empty() {
            i.status.instance.clone()
        } else {
            "NONE".to_string()
        },
        "plugin_status": i.status.plugin_words(),
        "patch": i.status.patch.map(|p| p.words()),
        "patch_ready": i.status.patch == Some(crate::patch::Status::Ready),
        "patch_why": i.status.patch_why,
        "patch_steps": i.status.patch_steps,
        "known_tests": i.status.known_tests.len(),
        "has_fold": i.fold.is_some(),
        "has_test": !i.cases.is_empty(),
    })
}

/// Writes `index.md` and `index.html`.
fn write_index(items: &[Item], opts: &Options, plugin_status: &str, t: &::tera::Tera) -> Result<(), ReportError> {
    let rows: Vec<serde_json::Value> = items.iter().enumerate().map(|(k, i)| index_row(k + 1, i)).collect();
    let mut ctx = ::tera::Context::new();
    ctx.insert("rules", &rows);
    ctx.insert("db", &opts.db);
    ctx.insert("plugin_status", &plugin_status);
    write(&opts.out.join("index.md"), &render(t, "index.md", &ctx)?)?;
    write(&opts.out.join("index.html"), &render(t, "index.html", &ctx)?)?;
    Ok(())
}

/// What `issue.md` says of the rule's judgment: verdict, class, LLVM's canonical forms,
/// the ledger's entry.
fn judgment_ctx(input: &Input) -> ::tera::Context {
    let r = &input.summary.rule;
    let mut ctx = ::tera::Context::new();
    ctx.insert("rule", r);
    ctx.insert("reported", &r.verdict.reported());
    ctx.insert("verdict", r.verdict.name());
    ctx.insert("verdict_why", &r.verdict_why);
    ctx.insert("class_why", &r.class_why);
    ctx.insert("upstream", &input.upstream);
    ctx.insert("also", &input.also);
    ctx.insert("canonical", &r.canonical);
    ctx.insert("version", env!("CARGO_PKG_VERSION"));
    ctx
}

/// What a rule without a pattern gets (`why`: the reason): its equation and stored proof
/// in `issue.md`, its proof with the reason in `proof.ll`, no fold and no tests.
fn without_pattern(item: &mut Item, why: &str, dir: &Path) -> Result<(), ReportError> {
    let r = &item.input.summary.rule;
    item.status.no_fold = why.to_string();
    item.status.instance_error = format!("no pattern to instantiate: {why}");
    item.ctx.insert("instance_error", &item.status.instance_error);
    let (eq_src, eq_tgt) = r.equation.split_once("  =>  ").unwrap_or((&r.equation, ""));
    item.ctx.insert("eq_src", eq_src);
    item.ctx.insert("eq_tgt", eq_tgt);
    // What issue.md shows of a rule without a pattern: its proof as stored.
    item.ctx.insert("general", r.proof.trim_end());
    item.ctx.insert("concrete", "");
    item.ctx.insert("concrete_width", &None::<u32>);
    item.ctx.insert("widths_words", &r.widths.words());
    // No precondition: no "when" line.
    let pre = if r.pre.is_empty() { String::new() } else { r.pre_words() };
    item.ctx.insert("pre_words", &pre);
    let proof = format!("; {why}\n{}", r.proof);
    write(&dir.join("proof.ll"), &proof)
}

/// Writes `proof.ll`: the general pair and the concrete instance checked, with its width
/// (`None`: none passed).
fn write_proof(
    item: &mut Item,
    p: &Pattern,
    concrete: Option<(&(Function, Function), u32)>,
    dir: &Path,
    t: &::tera::Tera,
) -> Result<(), ReportError> {
    let general = general_text(p, &item.input.summary.rule.proof);
    let concrete_text = concrete
        .map(|((s, t), _)| ir::functions_module(&[s, t]))
        .unwrap_or_default();
    // One declaration of each function, after all four functions.
    let is_decl = |l: &&str| l.starts_with("declare ");
    let mut decls: Vec<&str> = general.lines().chain(concrete_text.lines()).filter(is_decl).collect();
    decls.sort();
    decls.dedup();
    let body = |t: &str| {
        t.lines()
            .filter(|l| !is_decl(l))
            .collect::<Vec<_>>()
            .join("\n")
            .trim_end()
            .to_string()
    };
    item.ctx.insert("general", &body(&general));
    item.ctx.insert("concrete", &body(&concrete_text));
    item.ctx.insert("decls", &decls.join("\n"));
    item.ctx.insert("concrete_width", &concrete.map(|(_, w)| w));
    write(&dir.join("proof.ll"), &render(t, "proof.ll", &item.ctx)?)?;
    Ok(())
}

fn prepare<'a>(
    input: &'a Input,
    rank: usize,
    opts: &Options,
    t: &::tera::Tera,
    helpers: &mut BTreeSet<String>,
) -> Result<Item<'a>, ReportError> {
    let r = &input.summary.rule;
    let mut status = Status {
        id: r.id.clone(),
        class: r.class,
        verdict: r.verdict,
        upstream: input
            .upstream
            .as_ref()
            .map(|e| format!("{}: {}", e.status.name(), e.upstream))
            .unwrap_or_default(),
        ..Status::default()
    };
    let mut ctx = judgment_ctx(input);
    ctx.insert("rank", &rank);
    let pat = Pattern::of(r, opts.proof_timeout);
    let short = match &pat {
        Ok(p) => text::short_name(&p.src),
        Err(_) => "rule".into(),
    };
    status.dir = format!("{}-{}", r.id, short);
    ctx.insert("short", &short);
    let dir = opts.out.join(&status.dir);
    let mut item = Item {
        input,
        status,
        pattern: None,
        fold: None,
        cases: Vec::new(),
        ctx,
        patched: None,
    };
    let p = match pat {
        Ok(mut p) => {
            // The small widths the matcher accepts and the stored proof never tried.
            // Each with the proof's time: an undecided one only keeps the fold off its
            // width, but a guard that depends on the machine's speed is a poor one.
            p.small = super::coverage::sweep(&p, opts.proof_timeout);
            p
        }
        Err(e) => {
            without_pattern(&mut item, &e.0, &dir)?;
            return Ok(item);
        }
    };
    let rep = r.rep_values();
    let (eq_src, eq_tgt) = (text::infix(&p, &p.src), text::infix(&p, &p.tgt));
    item.ctx.insert("eq_src", &eq_src);
    item.ctx.insert("eq_tgt", &eq_tgt);
    item.ctx.insert("pre_words", &text::pre_words(&p.pre));
    item.ctx.insert("widths_words", &super::widths_words(&p));
    item.ctx.insert("unguarded", &p.unguarded);
    item.ctx.insert("width", &p.width.unwrap_or(0));
    let middle_end = matches!(
        r.class,
        crate::rules::Class::InstCombine | crate::rules::Class::InstSimplify
    );
    let checked = super::instance::choose(&p, &rep, middle_end, opts.proof_timeout);
    match &checked {
        Ok(i) => item.status.instance = format!("i{}", i.width),
        Err(e) => item.status.instance_error = e.to_string(),
    }
    item.ctx.insert("instance_error", &item.status.instance_error);
    let concrete = checked.as_ref().ok().map(|i| (i.src.clone(), i.tgt.clone()));
    let width = checked.as_ref().ok().map(|i| i.width);
    write_proof(&mut item, &p, concrete.as_ref().zip(width), &dir, t)?;
    write_pattern(&dir, &r.id, &p)?;
    write_fold(&mut item, &p, &short, &dir, t, helpers)?;
    // The tests start from the checked instance; without one (the report then says it
    // is not for upstreaming), from the first constants the precondition allows, so that
    // the fold is still exercised.
    let first = match &checked {
        Ok(i) => Some((i.width, i.values.clone())),
        Err(_) => super::instance::unchecked(&p, &rep),
    };
    item.cases = first
        .map(|(w, cs)| lit::cases(&p, &short, &rep, r.class, (w, &cs)))
        .unwrap_or_default();
    if let Some((s, _)) = &concrete {
        if let Ok(o3) = crate::cost::llvm_o3(s) {
            item.ctx.insert("o3_today", &ir::print_function(&o3));
        }
        if r.class == rules::Class::Backend {
            if let Some((s, t)) = &concrete {
                item.ctx.insert("asm_before", &asm(s, &r.cpu));
                item.ctx.insert("asm_after", &asm(t, &r.cpu));
            }
        }
    }
    item.pattern = Some(p);
    Ok(item)
}

/// Writes `pattern.ll`: the source pattern as llvm-opt-benchmark's daggrep reads it,
/// which `minotaur grep` counts in a store.
fn write_pattern(dir: &Path, id: &str, p: &Pattern) -> Result<(), ReportError> {
    let dag = rules::daggrep_form(&p.src, p.symbols);
    write(
        &dir.join("pattern.ll"),
        &format!(
            "; {id}: the source pattern in daggrep form (%cst_* stand for constants).\n; Count it in a store: minotaur grep pattern.ll --db minotaur.db\n{}",
            ir::functions_module(&[&dag])
        ),
    )
}

/// Writes `fold.cpp` and `plugin.cpp` of an InstCombine or InstSimplify rule (its helper
/// named uniquely among `helpers`, the names taken so far in the run), or says why not.
fn write_fold(
    item: &mut Item,
    p: &Pattern,
    short: &str,
    dir: &Path,
    t: &::tera::Tera,
    helpers: &mut BTreeSet<String>,
) -> Result<(), ReportError> {
    let class = item.input.summary.rule.class;
    if !class.is_ir_fold() {
        item.status.no_fold = format!("{} rule: no IR fold", class.name());
        return Ok(());
    }
    let mut f = match cpp::fold(p, class, short) {
        Ok(f) => f,
        Err(e) => {
            item.status.no_fold = e.to_string();
            return Ok(());
        }
    };
    // Two folds of one run never share a helper name (`foldSubSel`, `foldSubSel2`), so
    // that both can go into InstCombine's source.
    let base = f.func.clone();
    let mut n = 1;
    while !helpers.insert(f.func.clone()) {
        n += 1;
        f.func = format!("{base}{n}");
    }
    let indent = " ".repeat("static Instruction *".len() + f.func.len() + 1);
    item.ctx.insert("indent", &indent);
    item.ctx.insert("fold", &f);
    let helper = clang_format(&render(t, "helper.cpp", &item.ctx)?);
    item.ctx.insert("helper_cpp", helper.trim_end());
    write(&dir.join("fold.cpp"), &clang_format(&render(t, "fold.cpp", &item.ctx)?))?;
    write(
        &dir.join("plugin.cpp"),
        &clang_format(&render(t, "plugin.cpp", &item.ctx)?),
    )?;
    item.fold = Some(f);
    Ok(())
}

/// The rule's stored proof, re-rendered without the cut's path guard when it was dropped.
fn general_text(p: &Pattern, stored: &str) -> String {
    if !p.unguarded {
        return stored.trim_end().to_string();
    }
    // Put the prologues back on the unguarded pattern.
    let m = ir::parse_module(stored).ok();
    let (Some(s0), Some(t0)) = (
        m.as_ref().and_then(|m| m.function("src")),
        m.as_ref().and_then(|m| m.function("tgt")),
    ) else {
        return stored.trim_end().to_string();
    };
    let keep = |orig: &Function, body: &Function, pro: &dyn Fn(&ir::Inst) -> bool| -> Function {
        let mut f = body.clone();
        f.params = orig.params.clone();
        let pre: Vec<ir::Inst> = orig.blocks[0].insts.iter().filter(|i| pro(i)).cloned().collect();
        f.blocks[0].insts.splice(0..0, pre);
        f
    };
    let is_pre = |i: &ir::Inst| {
        i.name.as_deref().is_some_and(|n| n.starts_with('p') && n.contains('_'))
            || matches!(&i.op, ir::Op::Call(c) if c.callee_name() == Some("llvm.assume"))
    };
    let is_der = |i: &ir::Inst| i.name.as_deref().is_some_and(|n| n.starts_with('d') && n.contains('_'));
    let s = keep(s0, &p.src, &is_pre);
    // The target reads its derived constants under their chain names again.
    let mut t = keep(t0, &p.tgt, &is_der);
    let finals: Vec<String> = {
        let mut v: Vec<(String, String)> = Vec::new();
        for i in t0.blocks[0].insts.iter().filter(|i| is_der(i)) {
            let n = i.name.clone().unwrap_or_default();
            let chain = n.split('_').next().unwrap_or("").to_string();
            match v.iter_mut().find(|(c, _)| *c == chain) {
                Some(x) => x.1 = n,
                None => v.push((chain, n)),
            }
        }
        v.into_iter().map(|(_, n)| n).collect()
    };
    for b in &mut t.blocks {
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if let Some(k) = o.as_local().and_then(|n| pattern::symbol_index(n, 'D')) {
                    if let Some(n) = finals.get(k) {
                        o.val = ir::Val::Local(n.clone());
                    }
                }
            }
        }
    }
    ir::functions_module(&[&s, &t]).trim_end().to_string()
}

/// `text` in LLVM's style by `clang-format-22 --style=LLVM` (as it is when the tool is
/// missing).
fn clang_format(text: &str) -> String {
    match tools::run_with_input(
        "clang-format",
        &["--style=LLVM".as_ref(), "--assume-filename=fold.cpp".as_ref()],
        text.as_bytes(),
    ) {
        Ok(o) if o.status.success() && !o.stdout.is_empty() => String::from_utf8_lossy(&o.stdout).to_string(),
        _ => text.to_string(),
    }
}

fn asm(f: &Function, cpu: &str) -> String {
    let mut g = f.clone();
    g.name = "f".into();
    let text = ir::functions_module(&[&g]);
    let cpu_arg = format!("-mcpu={cpu}");
    let o = tools::run_with_input(
        "llc",
        &["-O3".as_ref(), cpu_arg.as_ref(), "-o".as_ref(), "-".as_ref()],
        text.as_bytes(),
    );
    match o {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout)
            .lines()
            .filter(|l| !l.trim_start().starts_with('.') && !l.trim_start().starts_with('#') && !l.trim().is_empty())
            .collect::<Vec<_>>()
            .join("\n"),
        Ok(o) => format!("llc-22 failed: {}", String::from_utf8_lossy(&o.stderr).trim()),
        Err(e) => format!("llc-22 did not run: {e}"),
    }
}

/// Why `clang++` or `opt-22` gave no result.
#[derive(Debug, thiserror::Error)]
pub(super) enum ToolError {
    /// The tool did not run.
    #[error("{0}")]
    Run(crate::llvm::LlvmError),
    /// It failed: its messages (the compiler's error lines, or `opt`'s stderr).
    #[error("{0}")]
    Failed(String),
}

/// Compiles the plugin library; the compiler's message on failure.
fn compile(src: &Path, lib: &Path) -> Result<(), ToolError> {
    let cfg = tools::run("llvm-config", &["--cxxflags".as_ref()]).map_err(ToolError::Run)?;
    let flags = String::from_utf8_lossy(&cfg.stdout).to_string();
    let mut args: Vec<std::ffi::OsString> = flags.split_whitespace().map(Into::into).collect();
    for a in ["-shared", "-fPIC", "-O1", "-Wno-unused-variable", "-o"] {
        args.push(a.into());
    }
    args.push(lib.into());
    args.push(src.into());
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
    let o = tools::run("clang++", &refs).map_err(ToolError::Run)?;
    if o.status.success() {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&o.stderr).to_string();
        let _ = std::fs::write(lib.with_extension("log"), &err);
        Err(ToolError::Failed(
            err.lines()
                .filter(|l| l.contains("error"))
                .take(5)
                .collect::<Vec<_>>()
                .join("\n"),
        ))
    }
}

/// Runs `opt-22 -S` with `passes` on `input`: (stdout, stderr) or the error.
pub(super) fn opt(input: &str, passes: &str, plugin: Option<&Path>) -> Result<(String, String), ToolError> {
    let mut args: Vec<std::ffi::OsString> = Vec::new();
    if let Some(p) = plugin {
        args.push(format!("-load-pass-plugin={}", p.display()).into());
    }
    args.push(format!("-passes={passes}").into());
    args.push("-S".into());
    args.push("-".into());
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
    let o = tools::run_with_input("opt", &refs, input.as_bytes()).map_err(ToolError::Run)?;
    let (out, err) = (
        String::from_utf8_lossy(&o.stdout).to_string(),
        String::from_utf8_lossy(&o.stderr).to_string(),
    );
    if o.status.success() {
        Ok((out, err))
    } else {
        Err(ToolError::Failed(err.trim().to_string()))
    }
}

/// `proof.ll` verifies: its pairs and how many are valid, or why it cannot be checked.
fn check_proof(status: &mut Status, proof: &Path, opts: &Options) {
    let vopts = crate::smt::Options {
        timeout: opts.proof_timeout,
        ..Default::default()
    };
    match crate::verify::check_file(proof, &vopts) {
        Ok(v) if v.pairs.is_empty() => status.proof_error = "proof.ll has no @src/@tgt pair".into(),
        Ok(v) => {
            status.proof_pairs = v.pairs.len();
            status.proof_valid = v.count(crate::verify::VerdictKind::Valid);
        }
        Err(e) => status.proof_error = format!("proof.ll does not read: {e}"),
    }
}

fn finish(it: &mut Item, opts: &Options, lib: Option<&Path>, t: &::tera::Tera) -> Result<(), ReportError> {
    let dir = opts.out.join(&it.status.dir);
    let r = &it.input.summary.rule;
    check_proof(&mut it.status, &dir.join("proof.ll"), opts);
    // Evidence for the issue.
    let functions: BTreeSet<(String, String)> = it
        .input
        .sites
        .iter()
        .map(|s| (s.file.clone(), s.function.clone()))
        .collect();
    let examples: Vec<String> = functions.iter().take(3).map(|(f, n)| format!("{f}: @{n}")).collect();
    let corpora = crate::rules::projects(&it.input.summary.paths).join(", ");
    it.ctx.insert(
        "sites",
        &(it.input.summary.sites + it.input.also.iter().map(|a| a.sites).sum::<usize>()),
    );
    it.ctx.insert("files", &it.input.summary.files);
    it.ctx.insert("functions", &functions.len());
    it.ctx.insert("examples", &examples);
    it.ctx.insert(
        "corpora",
        &if corpora.is_empty() {
            "given".to_string()
        } else {
            corpora
        },
    );
    let best = it
        .input
        .instances
        .iter()
        .max_by_key(|f| f.costs.cost_before.saturating_sub(f.costs.cost_after));
    it.ctx.insert("cpu", &r.cpu);
    it.ctx.insert("cost_before", &best.map_or(0, |f| f.costs.cost_before));
    it.ctx.insert("cost_after", &best.map_or(0, |f| f.costs.cost_after));
    if let Some(p) = &it.pattern {
        let n = |f: &Function| f.insts().filter(|i| !matches!(i.op, ir::Op::Ret(_))).count();
        it.ctx.insert("ir_before", &n(&p.src));
        it.ctx.insert("ir_after", &n(&p.tgt));
    }
    it.ctx.insert("tag", r.class.tag());
    if !it.ctx.contains_key("o3_today") {
        it.ctx.insert("o3_today", "(no concrete instance)");
    }
    // The lit test.
    if !it.cases.is_empty() {
        let input = lit::module_text(&it.cases);
        let today = opt(&input, "instcombine", None);
        let with = match (lib, &it.fold) {
            (Some(l), Some(_)) => Some(opt(&input, &pipeline(&r.id), Some(l))),
            _ => None,
        };
        let (out, cmd) = match &with {
            Some(Ok((o, _))) => (
                Some(o.clone()),
                format!(
                    "opt-22 -load-pass-plugin=minotaur-folds.so -passes='{}' -S",
                    pipeline(&r.id)
                ),
            ),
            _ => (
                today.as_ref().ok().map(|(o, _)| o.clone()),
                "opt-22 -passes=instcombine -S (LLVM 22 today; no plugin)".into(),
            ),
        };
        if let Ok((o, _)) = &today {
            write(
                &dir.join("today.ll"),
                &format!("; opt-22 -passes=instcombine -S of the lit test: what a precommit test shows today\n{o}"),
            )?;
        }
        let body = match &out {
            Some(o) => super::checks::add_checks(&input, o, "CHECK")
                .map(|t| {
                    t.lines()
                        .filter(|l| !l.starts_with("; NOTE:"))
                        .collect::<Vec<_>>()
                        .join("\n")
                })
                .unwrap_or_else(|e| format!("; CHECK lines failed: {e}\n{input}")),
            None => input.clone(),
        };
        it.ctx.insert("check_cmd", &cmd);
        it.ctx.insert("body", body.trim_end());
        let test = render(t, "test.ll", &it.ctx)?;
        write(&dir.join("test.ll"), &test)?;
        if let (Some(Ok((o, _))), Ok((today_out, _))) = (&with, &today) {
            it.status.compiled = true;
            judge(it, &input, o, today_out, &test, opts);
        }
    }
    super::fold_sweep::run(it, opts, lib, &dir)?;
    if !it.status.no_fold.is_empty() {
        it.ctx.insert("fold_status", &format!("No C++: {}.", it.status.no_fold));
    } else if it.fold.is_some() {
        it.ctx.insert(
            "fold_status",
            &format!(
                "`fold.cpp` ({}) with the plugin: {}.",
                it.fold.as_ref().map_or("", |f| f.visit.as_str()),
                it.status.plugin_words()
            ),
        );
    }
    write(&dir.join("issue.md"), &render(t, "issue.md", &it.ctx)?)?;
    Ok(())
}

/// Fired / untouched / FileCheck / refinement of the plugin's output, each decided by the
/// output: a positive test fired when its output differs from today's `opt-22` output and
/// is proved to refine its input; a negative one is untouched when its output equals
/// today's. The plugin's own messages decide nothing.
fn judge(it: &mut Item, input: &str, out: &str, today: &str, test: &str, opts: &Options) {
    let (inm, outm, todm) = (
        ir::parse_module(input).ok(),
        ir::parse_module(out).ok(),
        ir::parse_module(today).ok(),
    );
    for c in &it.cases {
        let o = outm.as_ref().and_then(|m| m.function(&c.name));
        let d = todm.as_ref().and_then(|m| m.function(&c.name));
        let differs = match (o, d) {
            (Some(a), Some(b)) => ir::print_function(a) != ir::print_function(b),
            _ => true,
        };
        let src = inm.as_ref().and_then(|m| m.function(&c.name));
        let proved = match (src, o) {
            (Some(s), Some(t)) => {
                let ro = RefineOptions {
                    timeout: opts.proof_timeout,
                    ..RefineOptions::default()
                };
                match refines(s, t, &ro) {
                    Ok(Verdict::Valid) => {
                        it.status.refines += 1;
                        true
                    }
                    Ok(Verdict::Invalid(_)) => {
                        it.status.refines_wrong += 1;
                        false
                    }
                    _ => {
                        it.status.refines_unknown += 1;
                        false
                    }
                }
            }
            _ => {
                it.status.refines_unknown += 1;
                false
            }
        };
        if c.positive {
            it.status.positive += 1;
            it.status.fired += (differs && proved) as usize;
        } else {
            it.status.negative += 1;
            it.status.untouched += (!differs) as usize;
        }
    }
    // FileCheck the plugin's output against the test's CHECK lines.
    let dir = opts.out.join(".build");
    let path = dir.join(format!("{}.test.ll", it.status.id));
    if write(&path, test).is_ok() {
        let check = |o: &str| {
            tools::run_with_input("FileCheck", &[path.as_os_str()], o.as_bytes()).is_ok_and(|r| r.status.success())
        };
        it.status.filecheck = check(out);
        // The CHECK lines must tell the fold from its absence: today's output fails them
        // (unless nothing fired, when they can only describe today's output).
        it.status.filecheck_without = check(today);
    }
}

#[cfg(test)]
mod tests {
    use super::Event;

    #[test]
    fn events_read_as_the_progress_messages() {
        assert_eq!(Event::Preparing("r1").to_string(), "preparing r1");
        assert_eq!(Event::CompilingPlugin.to_string(), "compiling the plugin");
        assert_eq!(Event::Patch("patch of r1").to_string(), "patch of r1");
        assert_eq!(Event::Testing("r1").to_string(), "testing r1");
    }
}
