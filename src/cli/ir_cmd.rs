//! `minotaur ir FILE`: each function as the IR sees it.

use super::ExitCode;
use crate::ir;
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct IrArgs {
    /// An LLVM file: .ll text, .bc bitcode, or an object file built with -flto.
    pub file: PathBuf,
    /// Print only this function (name without '@').
    #[arg(long)]
    pub function: Option<String>,
    /// Print a JSON summary per function instead of IR text.
    #[arg(long)]
    pub json: bool,
}

/// Prints the file's functions.
pub fn run(a: IrArgs) -> Result<ExitCode> {
    let m = crate::llvm::load_module(&a.file)?;
    let fs: Vec<&ir::Function> = m
        .functions()
        .filter(|f| a.function.as_ref().is_none_or(|n| *n == f.name))
        .collect();
    if let Some(n) = &a.function {
        if fs.is_empty() {
            anyhow::bail!("{}: no function @{n}", a.file.display());
        }
    }
    if a.json {
        let v: Vec<serde_json::Value> = fs
            .iter()
            .map(|f| {
                serde_json::json!({
                    "name": f.name,
                    "blocks": f.blocks.len(),
                    "instructions": f.insts().count(),
                    "opaque": f.opaque_opcodes(),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::Success);
    }
    for f in fs {
        let ops = f.opaque_opcodes();
        let opaque = if ops.is_empty() {
            "none".to_string()
        } else {
            ops.iter()
                .map(|(k, v)| format!("{k} x{v}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        println!(
            "; @{}: {} blocks, {} instructions, opaque: {opaque}",
            f.name,
            f.blocks.len(),
            f.insts().count()
        );
        println!("{}", ir::print_function(f));
    }
    Ok(ExitCode::Success)
}
