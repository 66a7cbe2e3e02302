//! The parent's side of the JIT worker: spawns `minotaur jit-worker` (or any command that
//! speaks `jit`'s protocol), sends it a function and its inputs, reads the outputs, and
//! notices when it dies (an LLVM abort, a trap in the generated code), restarting it for
//! the next request.

use crate::llvm::jit::{self, CodegenLevel, JitError};
use std::io::{BufReader, BufWriter, Read};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

pub use crate::util::worker::WorkerCmd;

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
        compiled: bool,
        outputs: Vec<Vec<u8>>,
        status: String,
        stderr: String,
    },
}

struct Live {
    child: Child,
    stdin: BufWriter<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_thread: Option<JoinHandle<()>>,
}

/// A worker process, started on first use and again after each death.
pub struct Worker {
    cmd: WorkerCmd,
    live: Option<Live>,
    /// How many times a worker process was started.
    pub starts: u64,
}

/// Keeps the last this-many bytes of a dead worker's stderr.
const STDERR_KEEP: usize = 8192;

impl Worker {
    pub fn new(cmd: WorkerCmd) -> Worker {
        Worker {
            cmd,
            live: None,
            starts: 0,
        }
    }

    fn start(&mut self) -> Result<&mut Live, JitError> {
        if self.live.is_none() {
            let mut child = Command::new(&self.cmd.program)
                .args(&self.cmd.args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| JitError::Protocol(format!("cannot start {}: {e}", self.cmd.program.display())))?;
            let (stdin, stdout) = (child.stdin.take().unwrap(), child.stdout.take().unwrap());
            let (stderr, stderr_thread) = crate::util::worker::stderr_tail(child.stderr.take().unwrap(), STDERR_KEEP);
            self.starts += 1;
            self.live = Some(Live {
                child,
                stdin: BufWriter::new(stdin),
                stdout: BufReader::new(stdout),
                stderr,
                stderr_thread: Some(stderr_thread),
            });
        }
        Ok(self.live.as_mut().unwrap())
    }

    /// Reaps a dead worker: its exit status and the tail of its stderr.
    fn reap(&mut self) -> (String, String) {
        let Some(mut live) = self.live.take() else {
            return (String::new(), String::new());
        };
        drop(live.stdin);
        let status = match live.child.wait() {
            Ok(s) => describe_status(s),
            Err(e) => format!("cannot wait: {e}"),
        };
        if let Some(t) = live.stderr_thread.take() {
            let _ = t.join();
        }
        let err = live.stderr.lock().unwrap_or_else(|e| e.into_inner());
        let tail = &err[err.len().saturating_sub(STDERR_KEEP)..];
        (status, String::from_utf8_lossy(tail).trim().to_string())
    }

    /// Runs `text`'s `@f` on each of `inputs` (each `input_size` bytes).
    pub fn run(
        &mut self,
        level: CodegenLevel,
        text: &str,
        input_size: usize,
        inputs: &[Vec<u8>],
    ) -> Result<Answer, JitError> {
        let live = self.start()?;
        if jit::write_request(&mut live.stdin, level, text, input_size, inputs).is_err() {
            let (status, stderr) = self.reap();
            return Ok(Answer::Died {
                compiled: false,
                outputs: Vec::new(),
                status,
                stderr,
            });
        }
        let head = match jit::read_response_head(&mut live.stdout) {
            Ok(h) => h,
            Err(JitError::Io(_)) => {
                let (status, stderr) = self.reap();
                return Ok(Answer::Died {
                    compiled: false,
                    outputs: Vec::new(),
                    status,
                    stderr,
                });
            }
            Err(e) => return Err(e),
        };
        let out_size = match head {
            Ok(n) => n,
            Err(msg) => return Ok(Answer::Rejected(msg)),
        };
        let mut outputs = Vec::with_capacity(inputs.len());
        for _ in inputs {
            let mut out = vec![0u8; out_size];
            if live.stdout.read_exact(&mut out).is_err() {
                let (status, stderr) = self.reap();
                return Ok(Answer::Died {
                    compiled: true,
                    outputs,
                    status,
                    stderr,
                });
            }
            outputs.push(out);
        }
        Ok(Answer::Outputs(outputs))
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing its stdin ends the worker's loop; then it is reaped.
        self.reap();
    }
}

fn describe_status(s: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = s.signal() {
            let name = match sig {
                4 => "SIGILL",
                6 => "SIGABRT",
                7 => "SIGBUS",
                8 => "SIGFPE",
                11 => "SIGSEGV",
                _ => "signal",
            };
            return format!("killed by {name} ({sig})");
        }
    }
    match s.code() {
        Some(c) => format!("exited with status {c}"),
        None => "ended".into(),
    }
}
