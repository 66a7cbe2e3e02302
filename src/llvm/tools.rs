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
