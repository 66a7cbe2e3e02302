//! Worker processes that answer one line per request line (JSON in practice): the crawl
//! and synthesis run their risky work (LLVM's bitcode reader, the solver) in them, so a
//! crash or a hang costs one item, not the run. A worker is started on first use and
//! again after it dies; a request that outlives its timeout kills the worker.

use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How to start a worker: a program and its arguments.
#[derive(Clone, Debug)]
pub struct WorkerCmd {
    pub program: PathBuf,
    pub args: Vec<String>,
}

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    #[error("cannot start the worker {0}")]
    Start(String),
    /// The worker died before answering: how (exit status or signal) and the first line
    /// of what it printed on stderr.
    #[error("the worker died ({status}){}", if stderr.is_empty() { String::new() } else { format!(": {stderr}") })]
    Died { status: String, stderr: String },
    #[error("no answer within {0:?}; the worker was killed")]
    Timeout(Duration),
}

struct Live {
    child: Child,
    stdin: BufWriter<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<Vec<u8>>>,
}

/// One worker process.
pub struct Worker {
    cmd: WorkerCmd,
    live: Option<Live>,
}

const STDERR_KEEP: usize = 4096;

impl Worker {
    pub fn new(cmd: WorkerCmd) -> Worker {
        Worker { cmd, live: None }
    }

    fn start(&mut self) -> Result<&mut Live, CallError> {
        if self.live.is_none() {
            let mut child = Command::new(&self.cmd.program)
                .args(&self.cmd.args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| CallError::Start(format!("{}: {e}", self.cmd.program.display())))?;
            let stdin = BufWriter::new(child.stdin.take().expect("piped stdin"));
            let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
            let (tx, lines) = mpsc::channel();
            std::thread::spawn(move || {
                for line in stdout.lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
            let (stderr, _) = stderr_tail(child.stderr.take().expect("piped stderr"), STDERR_KEEP);
            self.live = Some(Live {
                child,
                stdin,
                lines,
                stderr,
            });
        }
        Ok(self.live.as_mut().expect("just started"))
    }

    /// Sends one request line and waits for the answer line (at most `timeout`, when
    /// given). After a death or a timeout the next call starts a new worker.
    pub fn call(&mut self, request: &str, timeout: Option<Duration>) -> Result<String, CallError> {
        let live = self.start()?;
        let sent = writeln!(live.stdin, "{request}").and_then(|_| live.stdin.flush());
        let got = match (sent, timeout) {
            (Err(_), _) => Err(RecvTimeoutError::Disconnected),
            (Ok(()), Some(t)) => live.lines.recv_timeout(t),
            (Ok(()), None) => live.lines.recv().map_err(|_| RecvTimeoutError::Disconnected),
        };
        match got {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => {
                let mut live = self.live.take().expect("live");
                let _ = live.child.kill();
                let _ = live.child.wait();
                Err(CallError::Timeout(timeout.unwrap_or_default()))
            }
            Err(RecvTimeoutError::Disconnected) => {
                let mut live = self.live.take().expect("live");
                drop(live.stdin);
                let status = live.child.wait().map(|s| describe(&s)).unwrap_or_default();
                // Let the stderr reader drain what the dying worker printed.
                std::thread::sleep(Duration::from_millis(20));
                let err = String::from_utf8_lossy(&live.stderr.lock().unwrap_or_else(|p| p.into_inner())).into_owned();
                let first = err
                    .lines()
                    .find(|l| !l.trim().is_empty())
                    .unwrap_or("")
                    .trim()
                    .to_string();
                Err(CallError::Died { status, stderr: first })
            }
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if let Some(mut live) = self.live.take() {
            drop(live.stdin);
            let _ = live.child.wait();
        }
    }
}

/// Reads `err` to its end in a thread, keeping the last `keep` bytes in the returned
/// buffer (what a dying worker said last).
pub fn stderr_tail(
    mut err: impl Read + Send + 'static,
    keep: usize,
) -> (Arc<Mutex<Vec<u8>>>, std::thread::JoinHandle<()>) {
    let buf = Arc::new(Mutex::new(Vec::new()));
    let sink = buf.clone();
    let t = std::thread::spawn(move || {
        let mut chunk = [0u8; 4096];
        while let Ok(n) = err.read(&mut chunk) {
            if n == 0 {
                break;
            }
            let mut s = sink.lock().unwrap_or_else(|p| p.into_inner());
            s.extend_from_slice(&chunk[..n]);
            let excess = s.len().saturating_sub(keep);
            s.drain(..excess);
        }
    });
    (buf, t)
}

/// The message of a caught panic (for answers that report it instead of dying).
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// An exit status in words.
pub fn describe(s: &std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (s.code(), s.signal()) {
        (_, Some(sig)) => format!("killed by signal {sig}"),
        (Some(c), _) => format!("exit status {c}"),
        _ => "unknown status".into(),
    }
}
