//! The fold sweep's outputs run on concrete inputs by `lli-22` (issue 54): a second,
//! independent check beside the verifier's. For each function the fold changed, inputs
//! at the edges of each argument's type and at random; the interpreter keeps the inputs
//! on which the source is defined (no undefined behaviour, no free choice made, a lane
//! that is not poison), and one module runs the source and the fold's output on each of
//! them under `lli-22`, comparing their results lane by lane. A difference is a
//! miscompile seen by LLVM's own execution engine, whatever the verifier said.
//!
//! Only integer functions are run (integer or integer-vector arguments and result): the
//! sweep's instances are of integer rules. Others are counted as not run.

use crate::interp::{self, Concrete};
use crate::ir::{self, Function, Type};
use crate::llvm::tools;
use crate::sem::eval_function;
use crate::util::{fnv128_hex, ApInt, Rng};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Inputs drawn per function (those on which the source is not defined are dropped).
const INPUTS: usize = 32;
/// How long one `lli-22` run may take (the whole process is killed after it).
const LIMIT: Duration = Duration::from_secs(120);

/// What `lli-22` said of the changed functions.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Runs {
    /// Functions run.
    pub functions: usize,
    /// Inputs run (each through the source and the output).
    pub inputs: usize,
    /// Functions not run: a type other than integers, or no input on which the source is
    /// defined.
    pub not_run: usize,
    /// Functions whose output gave another result than the source (or trapped), by name.
    pub differed: Vec<String>,
    /// Why `lli-22` could not run at all, if so.
    pub error: Option<String>,
}

/// One function's runs: the source, the fold's output, and the inputs with each
/// result's defined lanes.
struct Job<'a> {
    name: &'a str,
    src: &'a Function,
    tgt: &'a Function,
    /// Per input: the arguments' LLVM text and which result lanes to compare.
    inputs: Vec<(Vec<String>, Vec<bool>)>,
}

/// Runs each `(name, source, output)` on concrete inputs under `lli-22`.
pub fn run(pairs: &[(String, Function, Function)]) -> Runs {
    let mut r = Runs::default();
    let mut jobs = Vec::new();
    for (name, src, tgt) in pairs {
        match job(name, src, tgt) {
            Some(j) => jobs.push(j),
            None => r.not_run += 1,
        }
    }
    if jobs.is_empty() {
        return r;
    }
    match lli(&jobs) {
        Ok(bad) => {
            r.functions = jobs.len();
            r.inputs = jobs.iter().map(|j| j.inputs.len()).sum();
            r.differed = bad;
        }
        Err(_) => {
            // One trap stops the whole module: run each function alone to name it.
            for j in &jobs {
                match lli(std::slice::from_ref(j)) {
                    Ok(bad) => {
                        r.functions += 1;
                        r.inputs += j.inputs.len();
                        r.differed.extend(bad);
                    }
                    Err(Stop::Trapped) => {
                        r.functions += 1;
                        r.inputs += j.inputs.len();
                        r.differed.push(j.name.to_string());
                    }
                    Err(Stop::Tool(e)) => {
                        r.error.get_or_insert(e);
                        r.not_run += 1;
                    }
                }
            }
        }
    }
    r
}

/// The lane width and count of an integer or integer-vector type.
fn int_shape(t: &Type) -> Option<(u32, u32)> {
    match t {
        Type::Int(w) => Some((*w, 1)),
        Type::Vector {
            len,
            elem,
            scalable: false,
        } => match **elem {
            Type::Int(w) => Some((w, *len)),
            _ => None,
        },
        _ => None,
    }
}

/// A lane value: the edges of its type first, then (at random) the signed extremes, a
/// shift amount, a small value, a value that fits a narrower type (what a `trunc nsw`
/// keeps defined), or any bits.
fn lane(rng: &mut Rng, w: u32, k: usize) -> ApInt {
    let edges = [0i64, 1, -1, 2, -2, 3];
    if k < edges.len() && !rng.chance(1, 4) {
        return ApInt::from_i64(w, edges[k]);
    }
    let one = ApInt::from_i64(w, 1);
    match rng.below(6) {
        0 if w > 1 => one.shl_by(w - 1),
        1 if w > 1 => one.shl_by(w - 1).sub(&one),
        2 => ApInt::from_u64(w, rng.below(u64::from(w) + 1)),
        3 => ApInt::from_i64(w, rng.below(32) as i64 - 16),
        4 => {
            let n = 1 + rng.below(u64::from(w)) as u32;
            rng.bits(n).sext(w)
        }
        _ => rng.bits(w),
    }
}

/// The LLVM text of a value of `t` (`iW` or `<N x iW>`) with `lanes`.
fn text_of(t: &Type, lanes: &[ApInt]) -> String {
    let one = |v: &ApInt| {
        let w = v.width();
        let lit = if w == 1 {
            if v.is_zero() { "false" } else { "true" }.to_string()
        } else {
            v.to_sdecimal()
        };
        format!("i{w} {lit}")
    };
    match t {
        Type::Vector { .. } => format!("{t} <{}>", lanes.iter().map(one).collect::<Vec<_>>().join(", ")),
        _ => one(&lanes[0]),
    }
}

/// The inputs of one function on which its source is defined, or `None` when it is not
/// an integer function or none is.
fn job<'a>(name: &'a str, src: &'a Function, tgt: &'a Function) -> Option<Job<'a>> {
    int_shape(&src.ret)?;
    let shapes: Vec<(u32, u32)> = src.params.iter().map(|p| int_shape(&p.ty)).collect::<Option<_>>()?;
    let seed = u64::from_str_radix(&fnv128_hex(name.as_bytes())[..16], 16).unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut inputs = Vec::new();
    for k in 0..INPUTS {
        let vals: Vec<Vec<ApInt>> = shapes
            .iter()
            .map(|&(w, n)| (0..n).map(|_| lane(&mut rng, w, k)).collect())
            .collect();
        let args = vals
            .iter()
            .map(|ls| interp::value(ls.iter().map(|v| (v.clone(), false))))
            .collect();
        let d = Concrete::new();
        let Ok(o) = eval_function(&d, src, args, false) else {
            return None;
        };
        if o.ub || d.choices_made() > 0 {
            continue;
        }
        let Some(ret) = o.ret else { return None };
        let defined: Vec<bool> = interp::lanes(&ret).iter().map(|(_, p)| !p).collect();
        if !defined.iter().any(|d| *d) {
            continue;
        }
        let texts = src.params.iter().zip(&vals).map(|(p, ls)| text_of(&p.ty, ls)).collect();
        inputs.push((texts, defined));
    }
    (!inputs.is_empty()).then_some(Job { name, src, tgt, inputs })
}

/// Why a module did not run to its end.
enum Stop {
    /// It trapped or crashed (a signal, or an exit other than 0 without a read error).
    Trapped,
    /// `lli-22` could not be started or did not finish in time.
    Tool(String),
}

/// The module running `jobs`, its `main` printing `differs K J` for function `K`'s
/// input `J` when the output's result differs from the source's in a defined lane.
fn module(jobs: &[Job]) -> String {
    let mut defs = Vec::new();
    let mut decls: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    let mut main = vec![
        "define i32 @main() {".to_string(),
        "entry:".into(),
        "  br label %c0_0".into(),
    ];
    let mut labels: Vec<String> = Vec::new();
    for (k, j) in jobs.iter().enumerate() {
        for (i, f) in [j.src, j.tgt].into_iter().enumerate() {
            let mut g = f.clone();
            g.name = format!("f{k}.{}", ["src", "tgt"][i]);
            g.suffix.clear();
            g.prefix.clear();
            defs.push(ir::print_function(&g));
            decls.extend(ir::declarations([f]));
        }
        for i in 0..j.inputs.len() {
            labels.push(format!("c{k}_{i}"));
        }
    }
    labels.push("done".into());
    let mut at = 0;
    let ret = |j: &Job| j.src.ret.to_string();
    for (k, j) in jobs.iter().enumerate() {
        let rt = ret(j);
        let (_, n) = int_shape(&j.src.ret).expect("checked");
        for (i, (args, defined)) in j.inputs.iter().enumerate() {
            let v = format!("{k}_{i}");
            let args = args.join(", ");
            main.push(format!("c{v}:"));
            main.push(format!("  %s{v} = call {rt} @f{k}.src({args})"));
            main.push(format!("  %t{v} = call {rt} @f{k}.tgt({args})"));
            main.push(format!("  %ne{v} = icmp ne {rt} %s{v}, %t{v}"));
            let cond = if n == 1 {
                format!("%ne{v}")
            } else {
                let mask: Vec<String> = defined.iter().map(|d| format!("i1 {d}")).collect();
                main.push(format!("  %m{v} = and <{n} x i1> %ne{v}, <{}>", mask.join(", ")));
                main.push(format!(
                    "  %any{v} = call i1 @llvm.vector.reduce.or.v{n}i1(<{n} x i1> %m{v})"
                ));
                decls.insert(format!("declare i1 @llvm.vector.reduce.or.v{n}i1(<{n} x i1>)"));
                format!("%any{v}")
            };
            at += 1;
            let next = &labels[at];
            main.push(format!("  br i1 {cond}, label %bad{v}, label %{next}"));
            main.push(format!("bad{v}:"));
            main.push(format!("  call i32 (ptr, ...) @printf(ptr @.fmt, i32 {k}, i32 {i})"));
            main.push(format!("  br label %{next}"));
        }
    }
    main.extend(["done:".into(), "  ret i32 0".into(), "}".into()]);
    let fmt = "differs %d %d\n";
    let mut out = format!(
        "@.fmt = private constant [{} x i8] c\"{}\\00\"\ndeclare i32 @printf(ptr, ...)\n",
        fmt.len() + 1,
        fmt.replace('\n', "\\0A")
    );
    for d in &decls {
        out.push_str(d);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&defs.join("\n"));
    out.push('\n');
    out.push_str(&main.join("\n"));
    out.push('\n');
    out
}

/// Runs `jobs` in one `lli-22` process: the names of the functions that differed.
fn lli(jobs: &[Job]) -> Result<Vec<String>, Stop> {
    use std::io::Write;
    let text = module(jobs);
    let lli = tools::tool("lli");
    let mut child = Command::new("timeout")
        .args(["-k", "5", &LIMIT.as_secs().to_string()])
        .arg(&lli)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Stop::Tool(format!("{} cannot run: {e}", lli.display())))?;
    let mut stdin = child.stdin.take().expect("piped");
    let feeder = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| Stop::Tool(format!("{}: {e}", lli.display())))?;
    let _ = feeder.join();
    let err = String::from_utf8_lossy(&out.stderr);
    match out.status.code() {
        Some(0) => {}
        Some(124) => return Err(Stop::Tool(format!("lli-22 did not finish in {} s", LIMIT.as_secs()))),
        // A module lli cannot read is the harness's fault, not the fold's.
        Some(_) if err.contains("error:") => {
            return Err(Stop::Tool(format!(
                "lli-22 could not read the module: {}",
                err.lines().next().unwrap_or("")
            )))
        }
        _ => return Err(Stop::Trapped),
    }
    let mut bad: Vec<String> = Vec::new();
    for l in String::from_utf8_lossy(&out.stdout).lines() {
        let mut w = l.split_whitespace();
        if let (Some("differs"), Some(k)) = (w.next(), w.next().and_then(|k| k.parse::<usize>().ok())) {
            if let Some(j) = jobs.get(k) {
                if !bad.iter().any(|b| b == j.name) {
                    bad.push(j.name.to_string());
                }
            }
        }
    }
    Ok(bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(text: &str) -> Function {
        ir::parse_module(text).unwrap().functions().next().unwrap().clone()
    }

    #[test]
    fn a_wrong_output_differs_and_a_right_one_does_not() {
        // The i4 miscompile: sext(sdiv(trunc nsw x, -2)) is not sdiv x, 14.
        let src = func(
            "define i32 @s(i32 %x) {\n  %t = trunc nsw i32 %x to i4\n  %d = sdiv i4 %t, -2\n  %r = sext i4 %d to i32\n  ret i32 %r\n}\n",
        );
        let wrong = func("define i32 @w(i32 %x) {\n  %r = sdiv i32 %x, 14\n  ret i32 %r\n}\n");
        let right = func("define i32 @r(i32 %x) {\n  %r = sdiv i32 %x, -2\n  ret i32 %r\n}\n");
        let r = run(&[("wrong".into(), src.clone(), wrong), ("right".into(), src, right)]);
        assert_eq!(r.error, None);
        assert_eq!(r.functions, 2);
        assert!(r.inputs > 10, "{r:?}");
        assert_eq!(r.differed, vec!["wrong".to_string()]);
    }

    #[test]
    fn vector_lanes_that_are_poison_are_not_compared() {
        // Lane 1 of the source is poison (shl by 9 in i8); the target puts 7 there.
        let src =
            func("define <2 x i8> @s(<2 x i8> %x) {\n  %r = shl <2 x i8> %x, <i8 1, i8 9>\n  ret <2 x i8> %r\n}\n");
        let tgt = func(
            "define <2 x i8> @t(<2 x i8> %x) {\n  %a = shl <2 x i8> %x, <i8 1, i8 0>\n  %r = insertelement <2 x i8> %a, i8 7, i32 1\n  ret <2 x i8> %r\n}\n",
        );
        let r = run(&[("v".into(), src, tgt)]);
        assert_eq!((r.functions, r.differed.len(), r.error.clone()), (1, 0, None), "{r:?}");
    }

    #[test]
    fn an_output_that_traps_where_the_source_does_not_is_named() {
        // The output divides by %y: it traps at y = 0 (an edge every run tries) and
        // differs elsewhere; the function is named either way, the other one is not.
        let src = func("define i8 @s(i8 %x, i8 %y) {\n  ret i8 %x\n}\n");
        let tgt = func("define i8 @t(i8 %x, i8 %y) {\n  %r = udiv i8 %x, %y\n  ret i8 %r\n}\n");
        let same = func("define i8 @u(i8 %x, i8 %y) {\n  %r = or i8 %x, 0\n  ret i8 %r\n}\n");
        let r = run(&[("trap".into(), src.clone(), tgt), ("same".into(), src, same)]);
        assert_eq!((r.differed, r.functions, r.error), (vec!["trap".to_string()], 2, None));
    }
}
