//! The crawl's work on one file: LLVM reads it, `ir` parses LLVM's text (a function the
//! IR cannot read is skipped and named; the rest of the file is cut), every root is cut.
//! Done in worker processes (`minotaur crawl --worker`), because LLVM's bitcode reader
//! can crash on corrupt input (a segfault in one file must cost that file only): the
//! parent (`crate::crawl`) sends a source per line and reads one JSON answer per line.

use crate::llvm::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::{BufReader, Read, Write};

/// A unique cut of a file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CutRecord {
    /// FNV-1a 128 of `text`, as 32 hex digits: the cut's identity.
    pub hash: String,
    /// The cut's module text.
    pub text: String,
    /// Instructions other than terminators.
    pub insts: usize,
    /// Blocks of the cut.
    pub blocks: usize,
    /// Parameters of the cut.
    pub args: usize,
    /// The root's opcode (`add`, `call`, ...).
    pub root_opcode: String,
    /// The root's type, as LLVM spells it.
    pub root_type: String,
}

/// One site: a root and the hash of its cut.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SiteRecord {
    /// The hash of the site's cut.
    pub cut: String,
    /// The function the root is in.
    pub function: String,
    /// Index of the root among the function's instructions (block after block).
    pub inst: usize,
    /// The root's name in the function (without `%`).
    pub name: String,
    /// `file:line:col` from the root's `!dbg` location.
    pub loc: Option<String>,
    /// What the cut's arguments are at this site, in parameter order (`%x`, `@g`, a
    /// typed constant expression): sites sharing a cut bind it to different values.
    pub args: Vec<String>,
    /// How many of the cut's values besides the root have other uses here.
    #[serde(default)]
    pub shared: u32,
    /// How many times the root ran in the profiled run, estimated from the file's profile
    /// metadata (`ir::inst_counts`: entry count × block frequency); `None` for a file
    /// built without a profile.
    #[serde(default)]
    pub executions: Option<u64>,
}

/// A function of the file that the IR could not read (the rest of the file is cut).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkippedRecord {
    /// The function's name (without `@`).
    pub function: String,
    /// Why, the key to count by (`unknown instruction 'foo'`).
    pub reason: String,
    /// The parser's whole message, with the module line.
    pub message: String,
}

/// Everything one file yields at one depth.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileCuts {
    /// Functions defined in the module (the skipped ones included).
    pub functions: usize,
    /// Functions the IR could not read, in module order: not cut.
    #[serde(default)]
    pub skipped: Vec<SkippedRecord>,
    /// Instructions of those functions.
    pub instructions: usize,
    /// Functions skipped for irreducible control flow.
    pub irreducible: usize,
    /// Instructions a cut was attempted for.
    pub roots: usize,
    /// Trivial cuts (the root alone), counted and not kept.
    pub trivial: usize,
    /// Roots whose cut took a freeze as an argument because the freeze's choice is shared
    /// with code outside the cut (docs/apply.md), trivial ones included: with the freeze
    /// out, such a cut often holds the root alone.
    #[serde(default)]
    pub shared_freeze_roots: usize,
    /// Sorted by hash.
    pub cuts: Vec<CutRecord>,
    /// In function order, then instruction order.
    pub sites: Vec<SiteRecord>,
}

/// Why an input's bytes could not be read into `ir`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// LLVM does not accept them.
    #[error("LLVM rejects it: {0}")]
    Llvm(crate::llvm::Rejected),
    /// `ir` cannot parse the text LLVM printed for them.
    #[error("{0} (in the text LLVM printed for it)")]
    Ir(crate::ir::ParseError),
}

/// Reads `bytes` (bitcode or LLVM text) and cuts every root at `depth`.
pub fn process_bytes(bytes: &[u8], name: &str, depth: u32) -> Result<FileCuts, ReadError> {
    let text = crate::llvm::canonical_text(bytes, name).map_err(ReadError::Llvm)?;
    let module = crate::ir::parse_module_lenient(&text).map_err(ReadError::Ir)?;
    let mut out = FileCuts {
        skipped: module
            .skipped
            .iter()
            .map(|s| SkippedRecord {
                function: s.name.clone(),
                reason: s.reason.clone(),
                message: format!("line {}: {}", s.line, s.message),
            })
            .collect(),
        ..FileCuts::default()
    };
    let mut cuts: BTreeMap<String, CutRecord> = BTreeMap::new();
    let executions = crate::ir::inst_counts(&module, &text);
    let counts = super::cut_module(&module, &[depth], |_, site, cut| {
        out.shared_freeze_roots += usize::from(cut.shared_freezes > 0);
        if cut.trivial {
            out.trivial += 1;
            return;
        }
        let runs = executions.get(&site.function).and_then(|c| c.get(site.inst)).copied();
        out.sites.push(SiteRecord {
            cut: cut.hash.clone(),
            function: site.function,
            inst: site.inst,
            name: site.name,
            loc: site.loc,
            args: cut.built.arg_origins.clone(),
            shared: site.shared,
            executions: runs,
        });
        cuts.entry(cut.hash.clone()).or_insert_with(|| CutRecord {
            hash: cut.hash,
            text: cut.built.text,
            insts: cut.built.insts,
            blocks: cut.built.blocks,
            args: cut.built.args,
            root_opcode: cut.root_opcode,
            root_type: cut.root_type,
        });
    });
    out.functions = counts.functions + out.skipped.len();
    out.instructions = counts.instructions;
    out.irreducible = counts.irreducible;
    out.roots = counts.roots;
    out.cuts = cuts.into_values().collect();
    Ok(out)
}

/// A request to a crawl worker (one JSON line).
#[derive(Serialize, Deserialize)]
pub struct Request {
    /// The input to read and cut.
    pub source: Source,
}

/// A crawl worker's answer (one JSON line).
#[derive(Serialize, Deserialize)]
pub enum Answer {
    /// The input's cuts and sites.
    Ok(FileCuts),
    /// Why it could not be cut (LLVM's message, a parse error, a caught panic).
    Err(String),
}

/// The worker's side: answers requests on `input` until it closes.
pub fn serve(depth: u32, input: impl Read, output: impl Write) -> std::io::Result<()> {
    crate::util::serve_json(BufReader::new(input), output, Answer::Err, |req: Request| {
        match req.source.read() {
            Err(e) => Answer::Err(format!("cannot read: {e}")),
            Ok(bytes) => match process_bytes(&bytes, &req.source.display(), depth) {
                Ok(c) => Answer::Ok(c),
                Err(e) => Answer::Err(e.to_string()),
            },
        }
    })
}
