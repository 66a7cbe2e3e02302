//! The parent's side of a crawl worker (`minotaur crawl-worker`, `cut::crawl::serve`):
//! one JSON line out per input, one JSON line of cuts back, and a death turned into the
//! input's error.

use crate::cut::crawl::{Answer, FileCuts, Request};
use crate::cut::inputs::Source;
use crate::util::worker::{self as process, colon_first_line, CallError, Lines, WorkerCmd};

/// A crawl worker process, started on first use and again after each death.
pub struct Worker(process::Worker<Lines>);

impl Worker {
    /// A worker started by `cmd` (on the first input).
    pub fn new(cmd: WorkerCmd) -> Worker {
        Worker(process::Worker::new(cmd, Lines))
    }

    /// Has the worker cut `source`. An `Err` names what went wrong (LLVM's message, or
    /// how the worker died); the worker is restarted for the next source after a death.
    pub fn process(&mut self, source: &Source) -> Result<FileCuts, String> {
        let req = serde_json::to_string(&Request { source: source.clone() }).map_err(|e| e.to_string())?;
        match self.0.call(&req, None) {
            Ok(line) => match serde_json::from_str::<Answer>(&line) {
                Ok(Answer::Ok(c)) => Ok(c),
                Ok(Answer::Err(e)) => Err(e),
                Err(e) => Err(format!("garbled answer from the crawl worker: {e}")),
            },
            Err(CallError::Died { status, stderr }) => Err(format!(
                "LLVM crashed reading it ({status}){}",
                colon_first_line(&stderr)
            )),
            Err(e) => Err(e.to_string()),
        }
    }
}
