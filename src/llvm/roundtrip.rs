//! The round-trip check of the IR on real code: LLVM text → `ir` → LLVM text, then
//! `opt-22 -passes=verify` and `llvm-diff-22` against what LLVM printed.

use super::{tools, LlvmError, Source};
use crate::ir::{self, Item};
use serde::Serialize;
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// What the round trip found in one file.
#[derive(Debug, Default, Serialize)]
pub struct FileReport {
    /// The file.
    pub path: PathBuf,
    /// Functions defined in it.
    pub functions: usize,
    /// Functions printed back byte-for-byte as LLVM printed them (label comments aside).
    pub identical: usize,
    /// The other functions (they may still be equivalent: `differing` decides).
    pub not_identical: Vec<String>,
    /// Functions holding opaque instructions, with their opcodes.
    pub opaque: BTreeMap<String, Vec<String>>,
    /// Functions the IR cannot read (skipped), with the reason.
    pub skipped: Vec<(String, String)>,
    /// Functions (without opaque instructions) that `llvm-diff-22` reports as different.
    pub differing: Vec<String>,
    /// `opt-22 -passes=verify` rejected the printed module (its message).
    pub verify_error: Option<String>,
    /// The file could not be read or parsed (the message names the file and line).
    pub error: Option<String>,
}

/// Totals over many files.
#[derive(Debug, Default, Serialize)]
pub struct Summary {
    /// Files checked.
    pub files: usize,
    /// Functions defined in them.
    pub functions: usize,
    /// Functions printed back byte-for-byte as LLVM printed them.
    pub identical: usize,
    /// The other functions, as `file: @name`.
    pub not_identical: Vec<String>,
    /// Functions holding opaque instructions.
    pub opaque_functions: usize,
    /// Opcode → number of functions that hold it.
    pub opaque_by_opcode: BTreeMap<String, usize>,
    /// Functions the IR cannot read, as `file: @name: reason`.
    pub skipped: Vec<String>,
    /// Reason → number of functions skipped for it.
    pub skipped_by_reason: BTreeMap<String, usize>,
    /// Functions `llvm-diff-22` reports as different, as `file: @name`.
    pub differing: Vec<String>,
    /// Files whose printed module `opt-22 -passes=verify` rejected, with its message.
    pub verify_errors: Vec<String>,
    /// Files that could not be read or parsed, with the message.
    pub errors: Vec<String>,
}

impl Summary {
    /// Adds one file's report.
    pub fn add(&mut self, r: &FileReport) {
        self.files += 1;
        self.functions += r.functions;
        self.identical += r.identical;
        self.not_identical
            .extend(r.not_identical.iter().map(|f| format!("{}: @{f}", r.path.display())));
        self.opaque_functions += r.opaque.len();
        for ops in r.opaque.values() {
            for op in ops {
                *self.opaque_by_opcode.entry(op.clone()).or_insert(0) += 1;
            }
        }
        for (f, why) in &r.skipped {
            self.skipped.push(format!("{}: @{f}: {why}", r.path.display()));
            *self.skipped_by_reason.entry(why.clone()).or_insert(0) += 1;
        }
        for f in &r.differing {
            self.differing.push(format!("{}: @{f}", r.path.display()));
        }
        if let Some(e) = &r.verify_error {
            self.verify_errors.push(format!("{}: {e}", r.path.display()));
        }
        if let Some(e) = &r.error {
            self.errors.push(e.clone());
        }
    }

    /// True when every function was read and every one without opaque instructions
    /// round-tripped.
    pub fn ok(&self) -> bool {
        self.skipped.is_empty() && self.differing.is_empty() && self.verify_errors.is_empty() && self.errors.is_empty()
    }
}

/// Drops the `; preds = ...` comments LLVM prints after block labels.
fn strip_label_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let l = if !line.starts_with(' ') {
            match line.find("; preds = ").or_else(|| line.find("; No predecessors!")) {
                Some(i) => line[..i].trim_end(),
                None => line,
            }
        } else {
            line
        };
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// Function texts of a module as LLVM printed it, by name.
fn function_texts(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    // The same line structure the module parser uses.
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].starts_with("define ") {
            let s = i;
            while i < lines.len() && lines[i].trim_end() != "}" {
                i += 1;
            }
            if let Some(n) = ir::defined_name(lines[s]) {
                out.insert(n, strip_label_comments(&lines[s..=i.min(lines.len() - 1)].join("\n")));
            }
        }
        i += 1;
    }
    out
}

/// Checks every file on `jobs` threads of the project's pool (each in its own scratch
/// directory under `work`, removed at the end) and sums the reports up in the files'
/// order; `tick` is called after each file.
pub fn check_files(files: &[Source], work: &Path, jobs: usize, tick: &dyn Fn()) -> Summary {
    let mut s = Summary::default();
    let all = crate::util::Pool::new(jobs, crate::util::Order::Items).run(
        files.iter().enumerate(),
        || (),
        |(), (i, f)| check_source(f, &work.join(i.to_string())),
        |_, r| {
            tick();
            s.add(&r);
            Ok::<(), std::convert::Infallible>(())
        },
    );
    let _ = std::fs::remove_dir_all(work);
    match all {
        Ok(_) => s,
        Err(never) => match never {},
    }
}

/// Runs the round trip on one file, using `work` for temporary files.
pub fn check_file(path: &Path, work: &Path) -> FileReport {
    check_source(&Source::File(path.to_path_buf()), work)
}

/// Runs the round trip on one input (a file or an archive member, named
/// `lib.a(member.o)`), using `work` for temporary files.
pub fn check_source(source: &Source, work: &Path) -> FileReport {
    let mut r = FileReport {
        path: source.display().into(),
        ..Default::default()
    };
    if let Err(e) = check_into(source, work, &mut r) {
        r.error = Some(e.to_string());
    }
    r
}

fn check_into(source: &Source, work: &Path, r: &mut FileReport) -> Result<(), LlvmError> {
    let path = r.path.clone();
    let path = path.as_path();
    let original = source.text()?;
    let module = ir::parse_module_lenient(&original).map_err(|err| LlvmError::Ir { path: path.into(), err })?;
    let originals = function_texts(&original);
    r.functions += module.skipped.len();
    r.skipped = module
        .skipped
        .iter()
        .map(|s| (s.name.clone(), s.reason.clone()))
        .collect();
    for item in &module.items {
        if let Item::Function(f) = item {
            r.functions += 1;
            let ops = f.opaque_opcodes();
            if !ops.is_empty() {
                r.opaque.insert(f.name.clone(), ops.into_keys().collect());
            }
            if originals.get(&f.name).map(String::as_str) == Some(ir::print_function(f).as_str()) {
                r.identical += 1;
            } else {
                r.not_identical.push(f.name.clone());
            }
        }
    }
    let printed = ir::print_module(&module);
    std::fs::create_dir_all(work).map_err(|source| LlvmError::Io {
        path: work.into(),
        err: source,
    })?;
    let stem = path
        .file_name()
        .map_or("m".into(), |s| s.to_string_lossy().into_owned());
    let a = work.join(format!("{stem}.orig.ll"));
    let b = work.join(format!("{stem}.ours.ll"));
    std::fs::write(&a, &original).map_err(|source| LlvmError::Io {
        path: a.clone(),
        err: source,
    })?;
    std::fs::write(&b, &printed).map_err(|source| LlvmError::Io {
        path: b.clone(),
        err: source,
    })?;
    let out = tools::run(
        "opt",
        &[
            OsStr::new("-passes=verify"),
            OsStr::new("-disable-output"),
            b.as_os_str(),
        ],
    )?;
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        r.verify_error = Some(msg.lines().take(6).collect::<Vec<_>>().join(" | "));
    } else {
        let out = tools::run("llvm-diff", &[a.as_os_str(), b.as_os_str()])?;
        let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
        let mut seen = Vec::new();
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("in function ") {
                let name = rest.trim_end_matches(':').trim_start_matches('@').to_string();
                if !r.opaque.contains_key(&name) && !seen.contains(&name) {
                    seen.push(name);
                }
            }
        }
        if !out.status.success() && seen.is_empty() && r.opaque.is_empty() {
            seen.push(format!("<module> {}", text.lines().next().unwrap_or("")));
        }
        r.differing = seen;
    }
    let _ = std::fs::remove_file(&a);
    let _ = std::fs::remove_file(&b);
    Ok(())
}
