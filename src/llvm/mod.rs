//! The door to LLVM: reads `.ll`, `.bc` and LTO `.o` files through LLVM 22 (inkwell) into
//! `ir`, and runs LLVM's own tools (`opt-22`, `llvm-diff-22`) on what `ir` prints.
//!
//! Two submodules are a test harness, not part of the pipeline: `jit` (a function run
//! through LLVM's code generator) and the differential tests of `sem` built on it. Only
//! tests, benches and the harness's own command use them.

mod archive;
// The test harness (see above): the differential tests and the JIT they run on, namespaces.
pub mod difftest;
mod inputs;
pub mod jit;
mod roundtrip;
// LLVM's command-line tools by name: a namespace (`tools::run("opt-22", …)`, `tools::tool`).
pub mod tools;

pub use archive::{is_archive, members};
pub use inputs::{find_inputs, Found, Problem, Source, Unusable};
pub use roundtrip::{check_file, check_files, FileReport};

use crate::ir::{self, Module};
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use std::path::{Path, PathBuf};

/// Why a file could not be read into `ir`.
#[derive(Debug, thiserror::Error)]
pub enum LlvmError {
    /// The file cannot be read.
    #[error("{path}: cannot read: {err}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        err: std::io::Error,
    },
    /// LLVM cannot parse it (not bitcode or LLVM text, or invalid).
    #[error("{path}: LLVM rejects it: {cause}")]
    Llvm {
        /// The file.
        path: PathBuf,
        /// LLVM's reason (a field, not a `source`: the message already says it, and
        /// `cli` prints the source chain after it).
        cause: Rejected,
    },
    /// `ir` cannot parse the text LLVM printed for it.
    #[error("{path}: {err} (in the text LLVM printed for it)")]
    Ir {
        /// The file.
        path: PathBuf,
        /// Where and why.
        err: ir::ParseError,
    },
    /// An LLVM tool is missing or failed.
    #[error("{tool}: {msg}")]
    Tool {
        /// The tool's name.
        tool: String,
        /// What went wrong.
        msg: String,
    },
}

/// Why LLVM does not accept a buffer (in process: its parser, then its verifier).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Rejected {
    /// An `ar` archive, which is read member by member, not as one module.
    #[error("an ar archive: read its members one by one (e.g. `llvm-ar-22 x`); archives are crawled member by member")]
    Archive,
    /// LLVM's parser (or, for [`verify_text`], its verifier) rejects it, in LLVM's words.
    #[error("{0}")]
    Parse(String),
    /// LLVM's verifier rejects what its parser accepted (its message, trimmed).
    #[error("LLVM's verifier rejects it: {0}")]
    Verifier(String),
}

/// True when `bytes` start like LLVM bitcode (raw or with the wrapper header).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Parses `bytes` (bitcode or LLVM text) with LLVM and returns the module as LLVM 22
/// prints it. `name` names the buffer in LLVM's messages.
pub fn canonical_text(bytes: &[u8], name: &str) -> Result<String, Rejected> {
    if bytes.starts_with(b"!<arch>\n") {
        return Err(Rejected::Archive);
    }
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(bytes, name);
    let module = if is_bitcode(bytes) {
        inkwell::module::Module::parse_bitcode_from_buffer(&buf, &ctx).map_err(|e| Rejected::Parse(e.to_string()))?
    } else {
        // Text is often written by hand: LLVM's verifier catches what its parser lets
        // through (a use before its definition, a phi after other instructions).
        let m = ctx
            .create_module_from_ir(buf)
            .map_err(|e| Rejected::Parse(e.to_string()))?;
        m.verify()
            .map_err(|e| Rejected::Verifier(e.to_string().trim().to_string()))?;
        m
    };
    Ok(module.print_to_string().to_string())
}

/// Checks LLVM text with LLVM's parser and verifier, in process.
pub fn verify_text(text: &str, name: &str) -> Result<(), Rejected> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| Rejected::Parse(e.to_string()))?;
    module.verify().map_err(|e| Rejected::Parse(e.to_string()))
}

/// Parses LLVM text, runs LLVM's verifier on it, and returns the module as bitcode.
/// `name` names the buffer in LLVM's messages.
pub fn text_to_bitcode(text: &str, name: &str) -> Result<Vec<u8>, Rejected> {
    let ctx = Context::create();
    let buf = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
    let module = ctx
        .create_module_from_ir(buf)
        .map_err(|e| Rejected::Parse(e.to_string()))?;
    module
        .verify()
        .map_err(|e| Rejected::Verifier(e.to_string().trim().to_string()))?;
    Ok(module.write_bitcode_to_memory().as_slice().to_vec())
}

/// Reads a file through LLVM and returns LLVM's printed text of it.
pub fn read_text(path: &Path) -> Result<String, LlvmError> {
    Source::File(path.to_path_buf()).text()
}

/// Reads a `.ll`, `.bc` or LTO `.o` file into `ir`.
pub fn load_module(path: &Path) -> Result<Module, LlvmError> {
    let text = read_text(path)?;
    ir::parse_module(&text).map_err(|err| LlvmError::Ir { path: path.into(), err })
}
