//! The parent's side of a crawl worker (`minotaur crawl-worker`, `cut::serve`):
//! one JSON line out per input, one JSON line of cuts back, and a death turned into the
//! input's error.

use crate::cut::{Answer, FileCuts, Request};
use crate::llvm::Source;
use crate::util::{colon_first_line, CallError, Lines, Worker as Process, WorkerCmd};

/// Why an input was not cut: the worker's answer, or what happened to the worker.
#[derive(Debug, thiserror::Error)]
pub enum CutError {
    /// The request could not be written as JSON.
    #[error("{0}")]
    Request(serde_json::Error),
    /// The worker could not cut it (LLVM's message, a parse error, a caught panic), in
    /// its words.
    #[error("{0}")]
    Worker(String),
    /// The worker's answer is not an [`Answer`].
    #[error("garbled answer from the crawl worker: {0}")]
    Garbled(serde_json::Error),
    /// LLVM crashed the worker reading it: how it ended and its stderr's first line.
    #[error("LLVM crashed reading it ({status}){}", colon_first_line(stderr))]
    Crashed {
        /// How the worker ended, in words.
        status: String,
        /// The tail of its stderr.
        stderr: String,
    },
    /// The worker could not be started, or did not answer in time.
    #[error("{0}")]
    Call(CallError),
}

/// A crawl worker process, started on first use and again after each death.
pub struct Worker(Process<Lines>);

impl Worker {
    /// A worker started by `cmd` (on the first input).
    pub fn new(cmd: WorkerCmd) -> Worker {
        Worker(Process::new(cmd, Lines))
    }

    /// Has the worker cut `source`. An `Err` names what went wrong (LLVM's message, or
    /// how the worker died); the worker is restarted for the next source after a death.
    pub fn process(&mut self, source: &Source) -> Result<FileCuts, CutError> {
        let req = serde_json::to_string(&Request { source: source.clone() }).map_err(CutError::Request)?;
        match self.0.call(&req, None) {
            Ok(line) => match serde_json::from_str::<Answer>(&line) {
                Ok(Answer::Ok(c)) => Ok(c),
                Ok(Answer::Err(e)) => Err(CutError::Worker(e)),
                Err(e) => Err(CutError::Garbled(e)),
            },
            Err(CallError::Died { status, stderr }) => Err(CutError::Crashed { status, stderr }),
            Err(e) => Err(CutError::Call(e)),
        }
    }
}
