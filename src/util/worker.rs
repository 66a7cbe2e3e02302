//! Worker processes: the crawl, synthesis and the differential tester run their risky
//! work (LLVM's bitcode reader, the solver, JIT-compiled code) in child processes, so a
//! crash or a hang costs one item, not the run. A [`Worker`] starts its process on first
//! use and again after it dies, sends it one request at a time and reads the answer in
//! the request's [`Framing`] (a JSON line, or the JIT's binary messages), kills it when
//! an answer outlives its timeout, and on a death reaps it and says how it ended and
//! what it printed last on stderr.

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::io::{self, BufRead, BufWriter, Read, Write};
use std::panic::AssertUnwindSafe;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How to start a worker: a program and its arguments.
#[derive(Clone, Debug)]
pub struct WorkerCmd {
    /// The executable (usually minotaur's own).
    pub program: PathBuf,
    /// Its arguments (the worker subcommand and its flags).
    pub args: Vec<String>,
}

/// How requests and answers are written on a worker's pipes.
pub trait Framing {
    /// One request (it may borrow what it sends).
    type Request<'a>: ?Sized;
    /// One answer, as read.
    type Answer;
    /// Writes `req` to the worker's stdin (the worker flushes after).
    fn write_request(&mut self, to: &mut dyn Write, req: &Self::Request<'_>) -> io::Result<()>;
    /// Reads the answer to `req` from the worker's stdout. An error means the stream
    /// broke off (the worker died or was killed); a framing that can use part of an
    /// answer keeps what it read in itself (see [`Worker::framing_mut`]).
    fn read_answer(&mut self, from: &mut dyn BufRead, req: &Self::Request<'_>) -> io::Result<Self::Answer>;
}

/// One line per request, one line per answer (JSON, for the crawl and synthesis).
#[derive(Clone, Copy, Debug, Default)]
pub struct Lines;

impl Framing for Lines {
    type Request<'a> = str;
    type Answer = String;

    fn write_request(&mut self, to: &mut dyn Write, req: &str) -> io::Result<()> {
        writeln!(to, "{req}")
    }

    fn read_answer(&mut self, from: &mut dyn BufRead, _: &str) -> io::Result<String> {
        let mut line = String::new();
        if from.read_line(&mut line)? == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        if line.ends_with('\n') {
            line.pop();
            if line.ends_with('\r') {
                line.pop();
            }
        }
        Ok(line)
    }
}

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    /// The process could not be started: the program and the reason.
    #[error("cannot start the worker {0}")]
    Start(String),
    /// The worker died before answering: how (see [`describe`]) and the tail of what it
    /// printed on stderr (trimmed; its message shows the first line).
    #[error("the worker died ({status}){}", colon_first_line(stderr))]
    Died {
        /// How it ended, in words.
        status: String,
        /// The last [`STDERR_KEEP`] bytes it printed on stderr, trimmed.
        stderr: String,
    },
    /// No answer came within the timeout; the worker was killed.
    #[error("no answer within {0:?}; the worker was killed")]
    Timeout(Duration),
}

/// `": "` and the first non-empty line of a dead worker's `stderr` (trimmed), or
/// nothing when it printed nothing: for messages such as `died (status): line`.
pub fn colon_first_line(stderr: &str) -> String {
    match stderr.lines().find(|l| !l.trim().is_empty()) {
        Some(l) => format!(": {}", l.trim()),
        None => String::new(),
    }
}

/// A dead worker's stderr is kept to this many bytes, its last.
pub const STDERR_KEEP: usize = 8192;

/// How long a reaped worker's stderr is waited for after it exited (a process it
/// started may still hold the pipe open).
const STDERR_WAIT: Duration = Duration::from_secs(1);

struct Live {
    child: Child,
    stdin: BufWriter<ChildStdin>,
    stdout: Answers,
    stderr: Arc<Mutex<Vec<u8>>>,
    stderr_thread: JoinHandle<()>,
}

/// One worker process speaking framing `F`, started on first use and again after each
/// death.
pub struct Worker<F: Framing> {
    cmd: WorkerCmd,
    framing: F,
    live: Option<Live>,
    starts: u64,
}

impl<F: Framing> Worker<F> {
    /// A worker started by `cmd` (on the first call, not now), speaking `framing`.
    pub fn new(cmd: WorkerCmd, framing: F) -> Worker<F> {
        Worker {
            cmd,
            framing,
            live: None,
            starts: 0,
        }
    }

    /// How many times a process was started.
    pub fn starts(&self) -> u64 {
        self.starts
    }

    /// The framing, with what it kept of the last answer.
    pub fn framing_mut(&mut self) -> &mut F {
        &mut self.framing
    }

    fn start(&mut self) -> Result<(), CallError> {
        if self.live.is_none() {
            let mut child = Command::new(&self.cmd.program)
                .args(&self.cmd.args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| CallError::Start(format!("{}: {e}", self.cmd.program.display())))?;
            let stdin = BufWriter::new(child.stdin.take().expect("piped stdin"));
            let stdout = Answers::new(child.stdout.take().expect("piped stdout"));
            let (stderr, stderr_thread) = stderr_tail(child.stderr.take().expect("piped stderr"));
            self.starts += 1;
            self.live = Some(Live {
                child,
                stdin,
                stdout,
                stderr,
                stderr_thread,
            });
        }
        Ok(())
    }

    /// Sends `req` and reads its answer, waiting at most `timeout` when one is given
    /// (then the worker is killed). After a death or a timeout the next call starts a
    /// new process.
    pub fn call(&mut self, req: &F::Request<'_>, timeout: Option<Duration>) -> Result<F::Answer, CallError> {
        self.start()?;
        let live = self.live.as_mut().expect("started");
        live.stdout.deadline = timeout.map(|t| Instant::now() + t);
        live.stdout.late = false;
        let got = self
            .framing
            .write_request(&mut live.stdin, req)
            .and_then(|()| live.stdin.flush())
            .and_then(|()| self.framing.read_answer(&mut live.stdout, req));
        match got {
            Ok(answer) => Ok(answer),
            Err(_) if live.stdout.late => {
                let _ = live.child.kill();
                self.reap();
                Err(CallError::Timeout(timeout.unwrap_or_default()))
            }
            Err(_) => {
                let (status, stderr) = self.reap();
                Err(CallError::Died { status, stderr })
            }
        }
    }

    /// Ends the process (closing its stdin ends a worker's loop) and waits for it: how
    /// it ended and the tail of its stderr.
    fn reap(&mut self) -> (String, String) {
        let Some(live) = self.live.take() else {
            return (String::new(), String::new());
        };
        drop(live.stdin);
        let mut child = live.child;
        let status = match child.wait() {
            Ok(s) => describe(&s),
            Err(e) => format!("cannot wait: {e}"),
        };
        let waited = Instant::now();
        while !live.stderr_thread.is_finished() && waited.elapsed() < STDERR_WAIT {
            std::thread::sleep(Duration::from_millis(1));
        }
        let err = live.stderr.lock().unwrap_or_else(|p| p.into_inner());
        (status, String::from_utf8_lossy(&err).trim().to_string())
    }
}

impl<F: Framing> Drop for Worker<F> {
    fn drop(&mut self) {
        self.reap();
    }
}

/// A worker's stdout, read by a thread of its own so that waiting for an answer can end
/// at a deadline (even when a process the worker started holds the pipe open).
struct Answers {
    chunks: mpsc::Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    pos: usize,
    /// When the answer being read is due.
    deadline: Option<Instant>,
    /// Set when the deadline passed (the read then fails with `TimedOut`).
    late: bool,
}

impl Answers {
    fn new(mut out: ChildStdout) -> Answers {
        let (tx, chunks) = mpsc::channel();
        std::thread::spawn(move || {
            let mut buf = vec![0u8; 1 << 16];
            loop {
                match out.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        if tx.send(buf[..n].to_vec()).is_err() {
                            break;
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        });
        Answers {
            chunks,
            chunk: Vec::new(),
            pos: 0,
            deadline: None,
            late: false,
        }
    }
}

impl Read for Answers {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let got = self.fill_buf()?;
            let n = got.len().min(buf.len());
            buf[..n].copy_from_slice(&got[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Answers {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.pos >= self.chunk.len() {
            let next = match self.deadline {
                Some(d) => self.chunks.recv_timeout(d.saturating_duration_since(Instant::now())),
                None => self.chunks.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match next {
                Ok(c) => (self.chunk, self.pos) = (c, 0),
                Err(RecvTimeoutError::Timeout) => {
                    self.late = true;
                    return Err(io::ErrorKind::TimedOut.into());
                }
                // The worker closed its stdout: it ended.
                Err(RecvTimeoutError::Disconnected) => return Ok(&[]),
            }
        }
        Ok(&self.chunk[self.pos..])
    }

    fn consume(&mut self, n: usize) {
        self.pos += n;
    }
}

/// Reads `err` to its end in a thread, keeping its last [`STDERR_KEEP`] bytes.
fn stderr_tail(mut err: impl Read + Send + 'static) -> (Arc<Mutex<Vec<u8>>>, JoinHandle<()>) {
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
            let excess = s.len().saturating_sub(STDERR_KEEP);
            s.drain(..excess);
        }
    });
    (buf, t)
}

/// The worker's side of a JSON-lines protocol ([`Lines`] carrying JSON): reads one
/// request per line of `input` and writes `answer`'s reply to it as one line of `output`,
/// until `input` ends. A line that is not a request is answered with `failed("bad
/// request: …")`, and a panic in `answer` with `failed("internal error (a bug in
/// minotaur): …")`, so that the parent hears of it and the worker goes on.
pub fn serve_json<Q: DeserializeOwned, A: Serialize>(
    input: impl BufRead,
    mut output: impl Write,
    failed: impl Fn(String) -> A,
    answer: impl Fn(Q) -> A,
) -> io::Result<()> {
    for line in input.lines() {
        let line = line?;
        let reply = match serde_json::from_str::<Q>(&line) {
            Err(e) => failed(format!("bad request: {e}")),
            Ok(req) => std::panic::catch_unwind(AssertUnwindSafe(|| answer(req))).unwrap_or_else(|p| {
                let msg = panic_message(p.as_ref());
                failed(format!("internal error (a bug in minotaur): {msg}"))
            }),
        };
        serde_json::to_writer(&mut output, &reply).map_err(io::Error::other)?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
    Ok(())
}

/// The message of a caught panic (for answers that report it instead of dying).
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// How a process ended, in words: `killed by SIGSEGV (11)`, `exited with status 1`.
pub fn describe(s: &ExitStatus) -> String {
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
    match s.code() {
        Some(c) => format!("exited with status {c}"),
        None => "ended".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Worker<Lines> {
        let cmd = WorkerCmd {
            program: "sh".into(),
            args: vec!["-c".into(), script.into()],
        };
        Worker::new(cmd, Lines)
    }

    #[test]
    fn answers_one_line_per_request_from_one_process() {
        let mut w = sh("while read x; do echo \"got $x\"; done");
        assert_eq!(w.call("a", None).unwrap(), "got a");
        assert_eq!(w.call("b c", Some(Duration::from_secs(20))).unwrap(), "got b c");
        assert_eq!(w.starts(), 1);
    }

    #[test]
    fn a_death_is_described_and_the_next_call_restarts() {
        let mut w = sh("read x; echo \"first words\" >&2; echo last >&2; kill -SEGV $$");
        let e = w.call("x", None).unwrap_err();
        let CallError::Died { status, stderr } = &e else {
            panic!("{e:?}")
        };
        assert_eq!(status, "killed by SIGSEGV (11)");
        assert_eq!(stderr, "first words\nlast");
        assert_eq!(e.to_string(), "the worker died (killed by SIGSEGV (11)): first words");
        let e = w.call("y", None).unwrap_err();
        assert!(matches!(e, CallError::Died { .. }), "{e:?}");
        assert_eq!(w.starts(), 2);

        let mut w = sh("read x; exit 3");
        assert_eq!(
            w.call("x", None).unwrap_err().to_string(),
            "the worker died (exited with status 3)"
        );
    }

    #[test]
    fn a_late_answer_kills_the_worker() {
        let mut w = sh("while read x; do if [ $x = slow ]; then sleep 30; fi; echo $x; done");
        let t0 = Instant::now();
        let e = w.call("slow", Some(Duration::from_millis(200))).unwrap_err();
        assert_eq!(e, CallError::Timeout(Duration::from_millis(200)));
        assert!(t0.elapsed() < Duration::from_secs(10));
        assert_eq!(w.call("fast", Some(Duration::from_secs(20))).unwrap(), "fast");
        assert_eq!(w.starts(), 2);
    }

    #[test]
    fn a_missing_program_cannot_start() {
        let mut w = Worker::new(
            WorkerCmd {
                program: "/nonexistent/minotaur-worker".into(),
                args: vec![],
            },
            Lines,
        );
        let e = w.call("x", None).unwrap_err();
        assert!(
            matches!(e, CallError::Start(ref m) if m.starts_with("/nonexistent/minotaur-worker: ")),
            "{e:?}"
        );
    }

    #[test]
    fn the_stderr_tail_is_bounded() {
        let mut w = sh("read x; head -c 20000 /dev/zero | tr '\\0' a >&2; echo >&2; echo end >&2; exit 1");
        let CallError::Died { stderr, .. } = w.call("x", None).unwrap_err() else {
            panic!()
        };
        assert!(
            stderr.len() <= STDERR_KEEP && stderr.ends_with("end"),
            "{}",
            stderr.len()
        );
    }
}
