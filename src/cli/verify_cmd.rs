//! `minotaur verify FILE.ll`: does `@tgt` refine `@src` (alive-tv's convention; also
//! `@srcN`/`@tgtN` pairs)? Exit 0 valid, 1 invalid, 3 unknown, 2 error.

use super::ExitCode;
use crate::smt::Options;
use crate::verify::{self, VerdictKind};
use anyhow::Result;
use std::path::PathBuf;
use std::time::Duration;

/// The flags of `minotaur verify`.
#[derive(clap::Args, Debug)]
pub struct VerifyArgs {
    /// An LLVM file holding `@src` and `@tgt` (or `@src1`/`@tgt1`, `@src2`/`@tgt2`, ...).
    pub file: PathBuf,
    /// Seconds the solver may spend on each pair.
    #[arg(long, default_value_t = 60)]
    pub timeout: u64,
    /// Print the verdicts as JSON.
    #[arg(long)]
    pub json: bool,
    /// Treat arguments as never `undef` (alive-tv's flag). By default, as in the LangRef,
    /// an argument may be undef and each use of it may read a different value.
    #[arg(long)]
    pub disable_undef_input: bool,
}

/// Checks every pair of the file, printing each report as it is decided (or all as JSON
/// at the end); the exit code is the overall verdict's.
pub fn run(a: VerifyArgs) -> Result<ExitCode> {
    let opts = Options {
        timeout: Duration::from_secs(a.timeout),
        undef_inputs: !a.disable_undef_input,
        ..Options::default()
    };
    let v = verify::check_file_with(&a.file, &opts, |s, t, p| {
        if !a.json {
            print!("{}", verify::pair_text(s, t, &p.verdict, p.src_always_ub));
        }
    })?;
    if a.json {
        println!(
            "{}",
            serde_json::to_string_pretty(
                &serde_json::json!({"file": a.file.display().to_string(), "verdict": v.verdict, "pairs": v.pairs})
            )?
        );
    } else {
        println!(
            "Summary:\n  {} correct transformations\n  {} incorrect transformations\n  {} undecided",
            v.count(VerdictKind::Valid),
            v.count(VerdictKind::Invalid),
            v.count(VerdictKind::Unknown)
        );
    }
    Ok(v.verdict.into())
}
