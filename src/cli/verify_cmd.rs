//! `minotaur verify FILE.ll`: does `@tgt` refine `@src` (alive-tv's convention; also
//! `@srcN`/`@tgtN` pairs)? Exit 0 valid, 1 invalid, 3 unknown, 2 error.

use super::ExitCode;
use crate::ir::{self, Type};
use crate::smt::refine::{self, Behaviour, Counterexample, LaneVal, Options, Verdict};
use anyhow::{bail, Result};
use std::path::PathBuf;
use std::time::{Duration, Instant};

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
}

fn show_lane(ty: &Type, l: &LaneVal) -> String {
    match l {
        LaneVal::Poison => "poison".into(),
        LaneVal::Bits(b) => match ty.scalar() {
            Type::Float(k) => format!(
                "#x{} ({})",
                b.to_hex().to_lowercase(),
                ir::print::print_const(&Type::Float(*k), &ir::Const::Float(b.clone()))
            ),
            _ => {
                let (u, s) = (b.to_udecimal(), b.to_sdecimal());
                if u == s {
                    format!("#x{} ({u})", b.to_hex().to_lowercase())
                } else {
                    format!("#x{} ({u}, {s})", b.to_hex().to_lowercase())
                }
            }
        },
    }
}

fn show_value(ty: &Type, ls: &[LaneVal]) -> String {
    if ty.is_vector() {
        format!(
            "< {} >",
            ls.iter().map(|l| show_lane(ty, l)).collect::<Vec<_>>().join(", ")
        )
    } else {
        ls.first().map_or("?".into(), |l| show_lane(ty, l))
    }
}

fn show_behaviour(ty: &Type, b: &Behaviour) -> String {
    match b {
        Behaviour::Ub => "undefined behaviour".into(),
        Behaviour::ReturnsVoid => "returns void".into(),
        Behaviour::Returns(ls) => show_value(ty, ls),
    }
}

fn cex_json(c: &Counterexample) -> serde_json::Value {
    let lane = |ty: &Type, l: &LaneVal| -> serde_json::Value {
        match l {
            LaneVal::Poison => "poison".into(),
            LaneVal::Bits(_) => show_lane(ty, l).into(),
        }
    };
    let beh = |b: &Behaviour| -> serde_json::Value {
        match b {
            Behaviour::Ub => "ub".into(),
            Behaviour::ReturnsVoid => "void".into(),
            Behaviour::Returns(ls) => ls.iter().map(|l| lane(&c.ret_ty, l)).collect::<Vec<_>>().into(),
        }
    };
    serde_json::json!({
        "reason": c.reason,
        "inputs": c.inputs.iter().map(|(n, t, ls)| serde_json::json!({"name": n, "type": t.to_string(), "lanes": ls.iter().map(|l| lane(t, l)).collect::<Vec<_>>()})).collect::<Vec<_>>(),
        "source": beh(&c.src),
        "target": beh(&c.tgt),
    })
}

pub fn run(a: VerifyArgs) -> Result<ExitCode> {
    let m = crate::llvm::load_module(&a.file)?;
    let ps = m.src_tgt_pairs();
    if ps.is_empty() {
        bail!(
            "{}: no @src/@tgt pair (name the functions @src and @tgt, or @srcN and @tgtN)",
            a.file.display()
        );
    }
    let opts = Options {
        timeout: Duration::from_secs(a.timeout),
        ..Options::default()
    };
    let mut results = Vec::new();
    let (mut invalid, mut unknown) = (0, 0);
    for (s, t) in ps {
        let start = Instant::now();
        let v = refine::refines(s, t, &opts)
            .map_err(|e| anyhow::anyhow!("{}: @{} => @{}: {e}", a.file.display(), s.name, t.name))?;
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        match &v {
            Verdict::Invalid(_) => invalid += 1,
            Verdict::Unknown(_) => unknown += 1,
            Verdict::Valid => {}
        }
        if !a.json {
            println!("----------------------------------------");
            print!("{}=>\n{}", ir::print_function(s), ir::print_function(t));
            match &v {
                Verdict::Valid => println!("Transformation seems to be correct!"),
                Verdict::Unknown(r) => println!("Transformation could not be decided: {r}"),
                Verdict::Invalid(c) => {
                    println!("ERROR: Transformation is incorrect: {}\n\nExample:", c.reason);
                    for (n, ty, ls) in &c.inputs {
                        println!("{ty} %{n} = {}", show_value(ty, ls));
                    }
                    println!("\nSource: {}", show_behaviour(&c.ret_ty, &c.src));
                    println!("Target: {}", show_behaviour(&c.ret_ty, &c.tgt));
                }
            }
            println!();
        }
        results.push((s.name.clone(), t.name.clone(), v, ms));
    }
    let overall = if invalid > 0 {
        "invalid"
    } else if unknown > 0 {
        "unknown"
    } else {
        "valid"
    };
    if a.json {
        let pairs: Vec<serde_json::Value> = results
            .iter()
            .map(|(s, t, v, ms)| {
                let mut j =
                    serde_json::json!({"src": s, "tgt": t, "verdict": v.name(), "ms": (ms * 1000.0).round() / 1000.0});
                match v {
                    Verdict::Invalid(c) => j["counterexample"] = cex_json(c),
                    Verdict::Unknown(r) => j["reason"] = r.to_string().into(),
                    Verdict::Valid => {}
                }
                j
            })
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(
                &serde_json::json!({"file": a.file.display().to_string(), "verdict": overall, "pairs": pairs})
            )?
        );
    } else {
        println!(
            "Summary:\n  {} correct transformations\n  {invalid} incorrect transformations\n  {unknown} undecided",
            results.len() - invalid - unknown
        );
    }
    Ok(match overall {
        "invalid" => ExitCode::Problem,
        "unknown" => ExitCode::Undecided,
        _ => ExitCode::Success,
    })
}
