//! `minotaur roundtrip PATH...`: the IR's round trip over real code.

use super::ExitCode;
use crate::llvm::{self, check_files};
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct RoundtripArgs {
    /// Files or directories (searched for .ll files, bitcode and archives of it).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Worker threads (default: all cores).
    #[arg(short = 'j', long)]
    pub jobs: Option<usize>,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Round-trips the inputs; exits 1 when some function differs or does not verify.
pub fn run(a: RoundtripArgs) -> Result<ExitCode> {
    let files = llvm::find_inputs(&a.paths).modules()?;
    if files.is_empty() {
        anyhow::bail!("no .ll or bitcode files under {:?}", a.paths);
    }
    let work = std::env::temp_dir().join(format!("minotaur-roundtrip-{}", std::process::id()));
    let pb = super::progress(files.len() as u64, "round trip");
    let s = check_files(&files, &work, super::crawl_cmd::jobs(a.jobs), &|| pb.inc(1));
    pb.finish_and_clear();
    if a.json {
        println!("{}", serde_json::to_string_pretty(&s)?);
    } else {
        println!("files:                      {}", s.files);
        println!("functions:                  {}", s.functions);
        println!("  printed byte-identical:   {}", s.identical);
        println!("  with opaque instructions: {}", s.opaque_functions);
        for (op, n) in &s.opaque_by_opcode {
            println!("    {op:<24}{n}");
        }
        println!("  skipped (unreadable):     {}", s.skipped.len());
        for (why, n) in &s.skipped_by_reason {
            println!("    {n:>6}  {why}");
        }
        for d in s.skipped.iter().take(20) {
            println!("    {d}");
        }
        println!("  differing (llvm-diff):    {}", s.differing.len());
        for d in s.differing.iter().take(20) {
            println!("    {d}");
        }
        println!("modules failing verify:     {}", s.verify_errors.len());
        for d in s.verify_errors.iter().take(10) {
            println!("    {d}");
        }
        println!("files with errors:          {}", s.errors.len());
        for d in s.errors.iter().take(10) {
            println!("    {d}");
        }
    }
    Ok(ExitCode::success_if(s.ok()))
}
