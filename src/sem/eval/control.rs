//! Control flow of a loop-free function's evaluation: the condition under which control
//! takes each edge (branches, switches), and phis, which choose by the edge taken.

use super::{constant, with_fmf, Env, Recipe};
use crate::ir::{Const, FastMath, Function, Inst, Op, Operand, Type};
use crate::sem::domain::Domain;
use crate::sem::fmf as fastmath;
use crate::sem::{int, unsupported, Lane, Unsupported, Value};
use std::collections::HashMap;

/// A phi of block `block` of `f`: its value chosen by the edge taken; over
/// undef-derived values, also its recipe, to compute at each use.
pub(super) fn eval_phi<D: Domain>(
    env: &mut Env<D>,
    f: &Function,
    edge: &HashMap<(usize, String), D::B>,
    block: &str,
    inst: &Inst,
) -> Result<(), Unsupported> {
    let d = env.d;
    let Op::Phi { fmf, incoming } = &inst.op else {
        unreachable!("a phi")
    };
    // With undef parameters, an undef-derived value is only ever computed
    // at its uses (fewer, and only meaningful, choices).
    let lazy = !env.undef_args.is_empty() && incoming.iter().any(|(o, _)| env.undef_derived(o));
    let mut vals: Vec<(D::B, Value<D>)> = Vec::new();
    let mut live: Vec<(D::B, Operand)> = Vec::new();
    for (o, from) in incoming {
        let Some(pi) = f.block_index(from) else {
            return unsupported(format!("phi from unknown block %{from}"));
        };
        let Some(c) = edge.get(&(pi, block.to_string())) else {
            continue;
        };
        // An edge not taken stays (its condition false): every block is evaluated, so its
        // value is there, and reading it makes the same free choices in both domains.
        // Skipped where the interpreter knows the edge is dead, a read of an undef input
        // the solver's terms make on both edges was made once in the replay, and the
        // solver's counterexample then replayed with its choices shifted by one.
        live.push((c.clone(), o.clone()));
        if lazy {
            continue;
        }
        vals.push((c.clone(), env.get(o)?));
    }
    let v = phi_value(d, &inst.ty, *fmf, env.angelic, vals)?;
    let name = inst.name.clone().unwrap_or_default();
    if live.iter().any(|(_, o)| env.undef_derived(o)) {
        env.recipes
            .insert(name.clone(), Recipe::Phi(inst.ty.clone(), *fmf, live));
    }
    if !lazy {
        env.vals.insert(name, v);
    }
    Ok(())
}

/// A branch or switch ending block `bi`: the condition under which control takes each
/// edge out of it (only where the block runs, `here`); branching on poison or undef adds
/// to `ub`.
pub(super) fn eval_branch<D: Domain>(
    env: &mut Env<D>,
    edge: &mut HashMap<(usize, String), D::B>,
    ub: &mut D::B,
    bi: usize,
    here: &D::B,
    op: &Op,
) -> Result<(), Unsupported> {
    let d = env.d;
    match op {
        Op::Br { target } => {
            edge.insert((bi, target.clone()), here.clone());
        }
        Op::CondBr { cond, t, f: fl } => {
            let c = env.get(cond)?;
            let l = &c.lanes[0];
            // Branching on poison or undef is UB (LangRef `br`).
            *ub = d.or(ub, &d.and(here, &env.ill_defined(cond, &c)?));
            let cb = d.to_bool(&l.bits);
            let yes = d.and(here, &cb);
            let no = d.and(here, &d.not(&cb));
            add_edge(d, edge, (bi, t.clone()), yes);
            add_edge(d, edge, (bi, fl.clone()), no);
        }
        Op::Switch { cond, default, cases } => {
            let c = env.get(cond)?;
            let l = &c.lanes[0];
            *ub = d.or(ub, &d.and(here, &env.ill_defined(cond, &c)?));
            let mut none = d.bool_lit(true);
            for (k, target) in cases {
                let kv = constant(d, &cond.ty, k, env.angelic)?;
                let hit = d.eq(&l.bits, &kv.lanes[0].bits);
                add_edge(d, edge, (bi, target.clone()), d.and(here, &hit));
                none = d.and(&none, &d.not(&hit));
            }
            add_edge(d, edge, (bi, default.clone()), d.and(here, &none));
        }
        _ => unreachable!("a branch"),
    }
    Ok(())
}

fn add_edge<D: Domain>(d: &D, edge: &mut HashMap<(usize, String), D::B>, k: (usize, String), c: D::B) {
    let prev = edge.remove(&k);
    let c = match prev {
        Some(p) => d.or(&p, &c),
        None => c,
    };
    edge.insert(k, c);
}

/// A phi's value from its live incoming values (each with its edge's condition, first
/// edge first): poison when none is live.
pub(super) fn phi_value<D: Domain>(
    d: &D,
    ty: &Type,
    fmf: FastMath,
    angelic: bool,
    vals: Vec<(D::B, Value<D>)>,
) -> Result<Value<D>, Unsupported> {
    let mut acc: Option<Value<D>> = None;
    for (c, v) in vals {
        acc = Some(match acc {
            None => v,
            Some(a) => choose(d, &c, &v, &a),
        });
    }
    let v = match acc {
        Some(v) => v,
        None => constant(d, ty, &Const::Poison, angelic)?,
    };
    let v = with_fmf(d, ty, fmf, v);
    Ok(fastmath::nsz_value(d, ty, fmf, v, angelic))
}

/// Lane-wise `if c then a else b`, poison included.
pub(super) fn choose<D: Domain>(d: &D, c: &D::B, a: &Value<D>, b: &Value<D>) -> Value<D> {
    int::map2(a, b, |x, y| Lane {
        bits: d.ite(c, &x.bits, &y.bits),
        poison: d.ite_bool(c, &x.poison, &y.poison),
    })
}
