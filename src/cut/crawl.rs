//! The crawl's work on one file: LLVM reads it, `ir` parses LLVM's text, every root is
//! cut. Done in worker processes (`minotaur crawl --worker`), because LLVM's bitcode
//! reader can crash on corrupt input (a segfault in one file must cost that file only):
//! the parent sends a source per line and reads one JSON answer per line.

use super::inputs::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};

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
}

/// Everything one file yields at one depth.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileCuts {
    /// Functions defined in the module.
    pub functions: usize,
    /// Instructions of those functions.
    pub instructions: usize,
    /// Functions skipped for irreducible control flow.
    pub irreducible: usize,
    /// Instructions a cut was attempted for.
    pub roots: usize,
    /// Trivial cuts (the root alone), counted and not kept.
    pub trivial: usize,
    /// Sorted by hash.
    pub cuts: Vec<CutRecord>,
    /// In function order, then instruction order.
    pub sites: Vec<SiteRecord>,
}

/// Reads `bytes` (bitcode or LLVM text) and cuts every root at `depth`.
pub fn process_bytes(bytes: &[u8], name: &str, depth: u32) -> Result<FileCuts, String> {
    let text = crate::llvm::canonical_text(bytes, name).map_err(|m| format!("LLVM rejects it: {m}"))?;
    let module = crate::ir::parse_module(&text).map_err(|e| format!("{e} (in the text LLVM printed for it)"))?;
    let mut out = FileCuts::default();
    let mut cuts: BTreeMap<String, CutRecord> = BTreeMap::new();
    let counts = super::cut_module(&module, &[depth], |_, site, cut| {
        if cut.trivial {
            out.trivial += 1;
            return;
        }
        out.sites.push(SiteRecord {
            cut: cut.hash.clone(),
            function: site.function,
            inst: site.inst,
            name: site.name,
            loc: site.loc,
            args: cut.built.arg_origins.clone(),
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
    out.functions = counts.functions;
    out.instructions = counts.instructions;
    out.irreducible = counts.irreducible;
    out.roots = counts.roots;
    out.cuts = cuts.into_values().collect();
    Ok(out)
}

#[derive(Serialize, Deserialize)]
struct Request {
    source: Source,
}

#[derive(Serialize, Deserialize)]
enum Answer {
    Ok(FileCuts),
    Err(String),
}

/// The worker's side: answers requests on `input` until it closes.
pub fn serve(depth: u32, input: impl Read, output: impl Write) -> std::io::Result<()> {
    let mut out = BufWriter::new(output);
    for line in BufReader::new(input).lines() {
        let line = line?;
        let answer = match serde_json::from_str::<Request>(&line) {
            Err(e) => Answer::Err(format!("bad request: {e}")),
            Ok(req) => match req.source.read() {
                Err(e) => Answer::Err(format!("cannot read: {e}")),
                Ok(bytes) => {
                    let name = req.source.display();
                    match std::panic::catch_unwind(|| process_bytes(&bytes, &name, depth)) {
                        Ok(Ok(c)) => Answer::Ok(c),
                        Ok(Err(e)) => Answer::Err(e),
                        Err(p) => {
                            let msg = crate::util::worker::panic_message(p.as_ref());
                            Answer::Err(format!("internal error (a bug in minotaur): {msg}"))
                        }
                    }
                }
            },
        };
        serde_json::to_writer(&mut out, &answer).map_err(std::io::Error::other)?;
        out.write_all(b"\n")?;
        out.flush()?;
    }
    Ok(())
}

pub use crate::util::worker::WorkerCmd;

/// The parent's side: a worker process, started on first use and after each death.
pub struct Worker(crate::util::worker::Worker);

impl Worker {
    /// A worker running `cmd`, started on first use.
    pub fn new(cmd: WorkerCmd) -> Worker {
        Worker(crate::util::worker::Worker::new(cmd))
    }

    /// Has the worker cut `source`. An `Err` names what went wrong (LLVM's message, or
    /// how the worker died); the worker is restarted for the next source after a death.
    pub fn process(&mut self, source: &Source) -> Result<FileCuts, String> {
        use crate::util::worker::CallError;
        let req = serde_json::to_string(&Request { source: source.clone() }).map_err(|e| e.to_string())?;
        match self.0.call(&req, None) {
            Ok(line) => match serde_json::from_str::<Answer>(&line) {
                Ok(Answer::Ok(c)) => Ok(c),
                Ok(Answer::Err(e)) => Err(e),
                Err(e) => Err(format!("garbled answer from the crawl worker: {e}")),
            },
            Err(CallError::Died { status, stderr }) => Err(format!(
                "LLVM crashed reading it ({status}){}",
                if stderr.is_empty() {
                    String::new()
                } else {
                    format!(": {stderr}")
                }
            )),
            Err(e) => Err(e.to_string()),
        }
    }
}
