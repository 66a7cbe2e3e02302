//! The parent's side of the JIT worker: a [`util::Worker`](crate::util::Worker)
//! that runs `minotaur jit-worker` (or any command that speaks `jit`'s protocol) and
//! speaks its binary framing: a function and its inputs out, one output per input back.
//! When the worker dies (an LLVM abort, a trap in the generated code) the answer says
//! whether the function had compiled and which outputs came before the death.

use crate::llvm::jit::{self, CodegenLevel, JitError};
use crate::util::{CallError, Framing, Worker as Process};
use std::io::{self, BufRead, Write};

pub use crate::util::WorkerCmd;

/// What one request came to.
#[derive(Debug)]
pub enum Answer {
    /// One output per input.
    Outputs(Vec<Vec<u8>>),
    /// LLVM rejected the module (parser or verifier message).
    Rejected(String),
    /// The worker died: while compiling (`compiled` false), or while running input
    /// `outputs.len()`.
    Died {
        /// Whether the module had compiled (the worker said so) before the death.
        compiled: bool,
        /// The outputs that came before the death, one per input.
        outputs: Vec<Vec<u8>>,
        /// How the worker ended, in words (`killed by SIGSEGV (11)`).
        status: String,
        /// The tail of its stderr, trimmed.
        stderr: String,
    },
}

/// One JIT request: run `text`'s `@f` at `level` on each of `inputs`.
struct Request<'a> {
    level: CodegenLevel,
    text: &'a str,
    input_size: usize,
    inputs: &'a [Vec<u8>],
}

/// A whole answer, as read.
enum Reply {
    Outputs(Vec<Vec<u8>>),
    Rejected(String),
    /// An answer that breaks the protocol (the worker lives on).
    Garbled(JitError),
}

/// `jit`'s binary framing; keeps how far the last answer got, for a death part-way.
#[derive(Default)]
struct Jit {
    compiled: bool,
    outputs: Vec<Vec<u8>>,
}

impl Framing for Jit {
    type Request<'a> = Request<'a>;
    type Answer = Reply;

    fn write_request(&mut self, mut to: &mut dyn Write, r: &Request<'_>) -> io::Result<()> {
        self.compiled = false;
        self.outputs.clear();
        jit::write_request(&mut to, r.level, r.text, r.input_size, r.inputs)
    }

    fn read_answer(&mut self, mut from: &mut dyn BufRead, r: &Request<'_>) -> io::Result<Reply> {
        let out_size = match jit::read_response_head(&mut from) {
            Ok(jit::Head::Output(n)) => n,
            Ok(jit::Head::Rejected(msg)) => return Ok(Reply::Rejected(msg)),
            Err(JitError::Io(e)) => return Err(e),
            Err(e) => return Ok(Reply::Garbled(e)),
        };
        self.compiled = true;
        for _ in r.inputs {
            let mut out = vec![0u8; out_size];
            from.read_exact(&mut out)?;
            self.outputs.push(out);
        }
        Ok(Reply::Outputs(std::mem::take(&mut self.outputs)))
    }
}

/// A JIT worker process, started on first use and again after each death.
pub struct Worker(Process<Jit>);

impl Worker {
    /// A worker started by `cmd` (on the first request).
    pub fn new(cmd: WorkerCmd) -> Worker {
        Worker(Process::new(cmd, Jit::default()))
    }

    /// How many times a worker process was started.
    pub fn starts(&self) -> u64 {
        self.0.starts()
    }

    /// Runs `text`'s `@f` on each of `inputs` (each `input_size` bytes).
    pub fn run(
        &mut self,
        level: CodegenLevel,
        text: &str,
        input_size: usize,
        inputs: &[Vec<u8>],
    ) -> Result<Answer, JitError> {
        let req = Request {
            level,
            text,
            input_size,
            inputs,
        };
        match self.0.call(&req, None) {
            Ok(Reply::Outputs(o)) => Ok(Answer::Outputs(o)),
            Ok(Reply::Rejected(msg)) => Ok(Answer::Rejected(msg)),
            Ok(Reply::Garbled(e)) => Err(e),
            Err(CallError::Died { status, stderr }) => {
                let got = self.0.framing_mut();
                Ok(Answer::Died {
                    compiled: got.compiled,
                    outputs: std::mem::take(&mut got.outputs),
                    status,
                    stderr,
                })
            }
            Err(CallError::Start(what)) => Err(JitError::Protocol(format!("cannot start {what}"))),
            Err(e @ CallError::Timeout(_)) => Err(JitError::Protocol(e.to_string())),
        }
    }
}
