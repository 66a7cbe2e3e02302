//! `minotaur intrinsics`: the intrinsics `sem` gives a meaning to, one per line with
//! their types (the x86 ones from the registry in `sem::x86`).

use super::ExitCode;
use crate::sem::x86::{Imm, TABLE};
use crate::sem::GENERIC;
use anyhow::Result;

#[derive(clap::Args, Debug)]
pub struct IntrinsicsArgs {
    /// Also list the generic (overloaded) intrinsics, after the x86 ones.
    #[arg(long)]
    pub generic: bool,
    /// Add each x86 intrinsic's family, its parameters (lanes, element bits, masked) and
    /// the CPU flags it needs.
    #[arg(long, short)]
    pub verbose: bool,
    /// Only intrinsics whose name contains this.
    #[arg(long)]
    pub only: Option<String>,
}

/// Lists the intrinsics.
pub fn run(a: IntrinsicsArgs) -> Result<ExitCode> {
    let keep = |n: &str| a.only.as_ref().is_none_or(|s| n.contains(s.as_str()));
    for e in TABLE.iter().filter(|e| keep(e.name)) {
        if a.verbose {
            let (lanes, bits, masked) = e.params();
            let imm = match e.immediate() {
                Some((i, Imm::Upto(m))) => format!(", operand {i} a constant in 0..={m}"),
                Some((i, Imm::OneOf(vs))) => {
                    let vs: Vec<String> = vs.iter().map(|v| v.to_string()).collect();
                    format!(", operand {i} a constant, one of {}", vs.join(" "))
                }
                None => String::new(),
            };
            println!(
                "{} {}  ; family {}, {lanes} x {bits} bits{}{imm}, needs {}",
                e.llvm_name(),
                e.signature(),
                e.family.name(),
                if masked { ", masked" } else { "" },
                e.features
            );
        } else {
            println!("{} {}", e.llvm_name(), e.signature());
        }
    }
    if a.generic {
        for g in GENERIC.iter().filter(|g| keep(g)) {
            println!("llvm.{g}.* (overloaded)");
        }
    }
    Ok(ExitCode::Success)
}
