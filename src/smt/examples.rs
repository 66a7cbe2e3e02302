//! Constants from examples: values for some parameters of a function (the symbolic
//! constants of a synthesis candidate) such that on each example (values of the other
//! parameters) the function has no undefined behaviour and returns, in every lane the
//! example constrains, exactly the expected bits (any NaN for an expected NaN). The
//! inductive half of CEGIS: a solution is only a guess until `refine` proves it.

use super::Symbolic;
use crate::interp::Concrete;
use crate::ir::{Function, Type};
use crate::sem::{self, Domain, Lane, Value};
use crate::util::ApInt;
use z3::ast::{Bool, BV};

/// One example: a value for each parameter that is not solved for (`None` for those that
/// are), and the expected lanes of the result (`None`: unconstrained, e.g. poison in the
/// specification).
pub struct Example {
    /// Each parameter's value, `None` for those solved for.
    pub args: Vec<Option<Value<Concrete>>>,
    /// Each result lane's expected bits, `None` where any value will do.
    pub expect: Vec<Option<ApInt>>,
}

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solved {
    /// Lanes of each solved parameter, in parameter order.
    Found(Vec<Vec<ApInt>>),
    /// No values satisfy every example.
    Impossible,
    /// Timeout, an unsupported operation, or a solver that gave up.
    Unknown(String),
}

fn lit_value(d: &Symbolic, v: &Value<Concrete>) -> Value<Symbolic> {
    Value {
        lanes: v
            .lanes
            .iter()
            .map(|l| Lane {
                bits: d.lit(&l.bits),
                poison: d.bool_lit(l.poison),
            })
            .collect(),
    }
}

/// A value whose lanes are the given terms, none of them poison.
fn defined_value(d: &Symbolic, lanes: &[BV]) -> Value<Symbolic> {
    Value {
        lanes: lanes
            .iter()
            .map(|b| Lane {
                bits: b.clone(),
                poison: d.bool_lit(false),
            })
            .collect(),
    }
}

/// Finds values for the parameters of `f` that no example gives, within `timeout_ms`.
/// Solved parameters are never poison.
pub fn solve(f: &Function, examples: &[Example], timeout_ms: u32) -> Solved {
    z3::with_z3_config(&z3::Config::new(), || solve_in(f, examples, timeout_ms))
}

fn solve_in(f: &Function, examples: &[Example], timeout_ms: u32) -> Solved {
    let d = Symbolic::with_prefix("ex");
    let mut vars: Vec<(usize, Vec<BV>)> = Vec::new();
    for (k, p) in f.params.iter().enumerate() {
        if examples.first().is_some_and(|e| e.args[k].is_none()) {
            let w = match sem::lane_bits(&p.ty) {
                Ok(w) => w,
                Err(u) => return Solved::Unknown(u.0),
            };
            let lanes = (0..p.ty.lanes())
                .map(|l| BV::new_const(format!("c{k}.{l}"), w))
                .collect();
            vars.push((k, lanes));
        }
    }
    let float = match f.ret.scalar() {
        Type::Float(k) => Some(*k),
        _ => None,
    };
    let mut conds: Vec<Bool> = Vec::new();
    for ex in examples {
        let args: Vec<Value<Symbolic>> = f
            .params
            .iter()
            .enumerate()
            .map(|(k, _)| match &ex.args[k] {
                Some(v) => lit_value(&d, v),
                None => defined_value(&d, &vars.iter().find(|(j, _)| *j == k).expect("a solved parameter").1),
            })
            .collect();
        let out = match sem::eval_function(&d, f, args, false) {
            Ok(o) => o,
            Err(u) => return Solved::Unknown(u.0),
        };
        let Some(ret) = out.ret else {
            return Solved::Unknown("a function without a return value".into());
        };
        conds.push(d.not(&out.ub));
        for (l, want) in ret.lanes.iter().zip(&ex.expect) {
            let Some(want) = want else { continue };
            let w = d.lit(want);
            let eq = match float {
                Some(k) if crate::ir::is_nan(k, want) => d.fp_is_nan(k, &l.bits),
                _ => d.eq(&l.bits, &w),
            };
            conds.push(d.and(&d.not(&l.poison), &eq));
        }
    }
    let q = super::Query::new(timeout_ms.max(1));
    for c in &conds {
        q.assert(c);
    }
    match q.check() {
        super::Answer::Unsat => Solved::Impossible,
        super::Answer::Unknown(why) => Solved::Unknown(why),
        super::Answer::Sat(m) => Solved::Found(
            vars.iter()
                .map(|(_, lanes)| {
                    lanes
                        .iter()
                        .map(|b| m.eval_bv(b).unwrap_or_else(|| ApInt::zero(b.get_size())))
                        .collect()
                })
                .collect(),
        ),
    }
}

/// Up to `n` inputs on which `f` is defined (no undefined behaviour), found by Z3 and
/// distinct in their parameters: for functions whose guards or memory accesses make
/// random inputs undefined. Each is the parameters' values and the replay list of the
/// other inputs (memory), as the concrete domain takes them.
/// With `when = Some((name, b))`, only inputs on which the `i1` value `%name` is `b` (not
/// poison): a bank covers both sides of the cut's compares this way. With `valued`, only
/// inputs on which some lane of the result is not poison (an `nuw` multiply is poison on
/// almost every random input).
pub fn defined_inputs(
    f: &Function,
    n: usize,
    timeout_ms: u32,
    when: Option<(&str, bool)>,
    valued: bool,
) -> Vec<(Vec<Value<Concrete>>, Vec<ApInt>)> {
    z3::with_z3_config(&z3::Config::new(), || defined_in(f, n, timeout_ms, when, valued))
}

fn defined_in(
    f: &Function,
    n: usize,
    timeout_ms: u32,
    when: Option<(&str, bool)>,
    valued: bool,
) -> Vec<(Vec<Value<Concrete>>, Vec<ApInt>)> {
    let d = Symbolic::with_prefix("def");
    let mut vars: Vec<Vec<BV>> = Vec::new();
    let mut args = Vec::new();
    for p in &f.params {
        let Ok(w) = sem::lane_bits(&p.ty) else { return vec![] };
        let lanes: Vec<BV> = (0..p.ty.lanes())
            .map(|l| BV::new_const(format!("p.{}.{l}", p.name), w))
            .collect();
        args.push(defined_value(&d, &lanes));
        vars.push(lanes);
    }
    let mut mem = sem::Memory::new();
    let Ok((out, vals)) = sem::eval_function_values(&d, f, args, true, &mut mem) else {
        return vec![];
    };
    let inputs = d.inputs();
    let q = super::Query::new(timeout_ms.max(1));
    q.assert(&d.not(&out.ub));
    q.assert(&mem.well_formed(&d));
    if let Some((name, b)) = when {
        let Some(l) = vals.get(name).and_then(|v| v.lanes.first()) else {
            return vec![];
        };
        let bit = d.to_bool(&l.bits);
        q.assert(&d.and(&d.not(&l.poison), &if b { bit } else { d.not(&bit) }));
    }
    if valued {
        let Some(ret) = &out.ret else { return vec![] };
        let some: Vec<Bool> = ret.lanes.iter().map(|l| d.not(&l.poison)).collect();
        q.assert(&d.any(&some));
    }
    let mut found = Vec::new();
    let mut rng = crate::util::Rng::new(0x5eed ^ n as u64);
    let free: Vec<BV> = vars.iter().flatten().chain(inputs.iter()).cloned().collect();
    while found.len() < n {
        // Random hints (half the free values pinned to random bits) make the inputs
        // differ; when they cannot hold, the solver picks freely.
        let mut hints: Vec<Bool> = Vec::new();
        for b in &free {
            let w = b.get_size();
            if w == 1 {
                // A memory flag (poison byte, out of bounds): clear, mostly.
                hints.push(d.eq(b, &d.lit(&ApInt::from_u64(1, u64::from(rng.chance(1, 16))))));
            } else if rng.chance(1, 2) {
                hints.push(d.eq(b, &d.lit(&rng.bits(w))));
            }
        }
        let answer = match q.check_assuming(&hints) {
            a @ super::Answer::Sat(_) => a,
            _ => q.check(),
        };
        let super::Answer::Sat(m) = answer else { break };
        let read = |b: &BV| m.eval_bv(b).unwrap_or_else(|| ApInt::zero(b.get_size()));
        let vals: Vec<Vec<ApInt>> = vars.iter().map(|ls| ls.iter().map(read).collect()).collect();
        let replay: Vec<ApInt> = inputs.iter().map(read).collect();
        // The next input differs in some parameter lane.
        let mut differs = Vec::new();
        for (ls, vs) in vars.iter().zip(&vals) {
            for (b, v) in ls.iter().zip(vs) {
                differs.push(d.not(&d.eq(b, &d.lit(v))));
            }
        }
        if differs.is_empty() {
            found.push((Vec::new(), replay));
            break;
        }
        q.assert(&d.any(&differs));
        let params = vals
            .into_iter()
            .map(|ls| Value {
                lanes: ls.into_iter().map(|bits| Lane { bits, poison: false }).collect(),
            })
            .collect();
        found.push((params, replay));
    }
    found
}
