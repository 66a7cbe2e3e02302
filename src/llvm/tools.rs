//! Locating and running LLVM 22's command-line tools.

use super::LlvmError;
use std::path::PathBuf;
use std::process::{Command, Output};

/// The path of LLVM 22's `name` tool: `name-22` on `PATH`, else `/usr/lib/llvm-22/bin/name`.
pub fn tool(name: &str) -> PathBuf {
    let versioned = format!("{name}-22");
    if let Some(paths) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&paths) {
            let p = dir.join(&versioned);
            if p.is_file() {
                return p;
            }
        }
    }
    PathBuf::from("/usr/lib/llvm-22/bin").join(name)
}

/// Runs an LLVM tool with arguments; an error only when it cannot be started.
pub fn run(name: &str, args: &[&std::ffi::OsStr]) -> Result<Output, LlvmError> {
    let path = tool(name);
    Command::new(&path).args(args).output().map_err(|e| LlvmError::Tool {
        tool: path.display().to_string(),
        msg: format!("cannot run: {e}"),
    })
}

/// Runs an LLVM tool with arguments and `input` on its standard input; an error only
/// when it cannot be started. (A tool that stops reading early, say on a parse error,
/// says so in its output; the broken pipe is not reported twice.)
pub fn run_with_input(name: &str, args: &[&std::ffi::OsStr], input: &[u8]) -> Result<Output, LlvmError> {
    use std::io::Write;
    use std::process::Stdio;
    let path = tool(name);
    let err = |e: std::io::Error| LlvmError::Tool {
        tool: path.display().to_string(),
        msg: format!("cannot run: {e}"),
    };
    let mut child = Command::new(&path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(err)?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    // Feed from another thread so a tool that writes much before reading all cannot
    // deadlock against us.
    let data = input.to_vec();
    let feeder = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().map_err(err)?;
    let _ = feeder.join();
    Ok(out)
}
