//! Evaluation of a whole loop-free function in any domain: blocks in topological order,
//! a reachability condition per block, phis as choices over incoming edges, undefined
//! behaviour collected from reached blocks (branching on poison is UB).

use super::domain::Domain;
use super::fmf as fastmath;
use super::memory::{self, Memory, Trace};
use super::stack::Stack;
use super::{assume, attrs, undef};
use super::{check_type, fp, gep, int, intrinsics, lane_bits, unsupported, vector, Lane, Unsupported, Value};
use crate::ir::{Const, FastMath, Function, Inst, Op, Operand, Type, Val};
use std::cell::Cell;
use std::collections::HashMap;

mod control;
use control::{choose, eval_branch, eval_phi, phi_value};

/// How many times one program may re-compute undef values at their uses before the
/// evaluation gives up (each re-computation may nest others: a long chain of values
/// each used twice doubles at every step).
const RECOMPUTE_LIMIT: u32 = 4096;

/// What a function does on one input: its return value (`None` for `ret void`), the
/// condition under which it has undefined behaviour, and what it did to memory.
pub struct Outcome<D: Domain> {
    /// The returned value; `None` for `ret void`.
    pub ret: Option<Value<D>>,
    /// The function has undefined behaviour on this input.
    pub ub: D::B,
    /// What it did to memory.
    pub trace: Trace<D>,
}

/// Blocks in reverse post-order; `Err` when the CFG has a cycle.
fn topo_order(f: &Function) -> Result<Vec<usize>, Unsupported> {
    let index: HashMap<&str, usize> = f.blocks.iter().enumerate().map(|(i, b)| (b.name.as_str(), i)).collect();
    let mut state = vec![0u8; f.blocks.len()]; // 0 new, 1 on stack, 2 done
    let mut post = Vec::new();
    // Iterative DFS: (block, next successor index).
    let mut stack = vec![(0usize, 0usize)];
    state[0] = 1;
    while let Some((b, k)) = stack.pop() {
        let succs: Vec<usize> = match f.blocks[b].terminator() {
            Some(t) => {
                t.op.successors()
                    .iter()
                    .map(|s| {
                        index
                            .get(s)
                            .copied()
                            .ok_or_else(|| Unsupported(format!("branch to unknown block %{s}")))
                    })
                    .collect::<Result<_, _>>()?
            }
            None => return unsupported(format!("block %{} has no terminator", f.blocks[b].name)),
        };
        if k < succs.len() {
            stack.push((b, k + 1));
            let s = succs[k];
            match state[s] {
                0 => {
                    state[s] = 1;
                    stack.push((s, 0));
                }
                1 => return unsupported("loops (the CFG has a cycle)"),
                _ => {}
            }
        } else {
            state[b] = 2;
            post.push(b);
        }
    }
    post.reverse();
    Ok(post)
}

/// A constant as a value of type `ty`; each `undef` lane is a fresh free choice.
pub fn constant<D: Domain>(d: &D, ty: &Type, c: &Const, angelic: bool) -> Result<Value<D>, Unsupported> {
    check_type(ty)?;
    let w = lane_bits(ty)?;
    let n = ty.lanes() as usize;
    let lane = |c: &Const| -> Result<Lane<D>, Unsupported> {
        Ok(match c {
            Const::Int(v) | Const::Float(v) => Lane {
                bits: d.lit(v),
                poison: d.bool_lit(false),
            },
            Const::Zero | Const::Null => Lane {
                bits: d.zero(w),
                poison: d.bool_lit(false),
            },
            Const::Poison => Lane {
                bits: d.zero(w),
                poison: d.bool_lit(true),
            },
            Const::Undef => Lane {
                bits: d.nondet(w, angelic),
                poison: d.bool_lit(false),
            },
            other => return unsupported(format!("constant {other:?}")),
        })
    };
    let lanes = match c {
        Const::Vector(es) => es.iter().map(|(_, e)| lane(e)).collect::<Result<Vec<_>, _>>()?,
        Const::Splat(_, e) => (0..n).map(|_| lane(e)).collect::<Result<Vec<_>, _>>()?,
        c => (0..n).map(|_| lane(c)).collect::<Result<Vec<_>, _>>()?,
    };
    Ok(Value { lanes })
}

struct Env<'a, D: Domain> {
    d: &'a D,
    vals: HashMap<String, Value<D>>,
    angelic: bool,
    nan: fp::NanMode,
    stack: Stack<D>,
    /// Parameters that may be undef: per lane, the condition that it is.
    undef_args: HashMap<String, Vec<D::B>>,
    /// Values computed from an undef value: how to compute them again at each use.
    recipes: HashMap<String, Recipe<D>>,
    /// Re-computations so far (bounded by [`RECOMPUTE_LIMIT`]).
    recomputed: Cell<u32>,
    /// The program has a load (an undef value stored to memory could be read back twice).
    has_loads: bool,
    /// Each parameter's attributes and type.
    param_attrs: HashMap<String, (Vec<attrs::Attr>, Type)>,
    /// In the source, the stores of undef-derived values: the index of their first byte in
    /// the trace, and the value stored (read again at each later load).
    undef_stores: Vec<(usize, Operand)>,
}

/// How to compute an undef-derived value again (with fresh choices for its undef parts).
enum Recipe<D: Domain> {
    /// A pure instruction.
    Pure(Inst),
    /// A phi: its type, flags, and each incoming value with the condition of its edge.
    Phi(Type, FastMath, Vec<(D::B, Operand)>),
}

impl<D: Domain> Env<'_, D> {
    fn get(&self, o: &Operand) -> Result<Value<D>, Unsupported> {
        match &o.val {
            Val::Local(n) if self.undef_args.contains_key(n) || self.recipes.contains_key(n) => self.reread(n),
            Val::Local(n) => self
                .vals
                .get(n)
                .cloned()
                .ok_or_else(|| Unsupported(format!("%{n} is not defined before its use"))),
            Val::Const(c) => constant(self.d, &o.ty, c, self.angelic),
            Val::Global(g) => unsupported(format!("global @{g}")),
            Val::Metadata(_) | Val::InlineAsm(_) => unsupported("metadata or inline asm operands"),
        }
    }
}

impl<D: Domain> Env<'_, D> {
    /// One use of an undef parameter or an undef-derived value: its undef parts chosen
    /// afresh (in every domain the same choices are asked for, whatever the flags).
    fn reread(&self, n: &str) -> Result<Value<D>, Unsupported> {
        let d = self.d;
        if let Some(flags) = self.undef_args.get(n) {
            let v = self.vals.get(n).expect("parameters are bound first");
            let (attrs, ty) = &self.param_attrs[n];
            let mut lanes = Vec::new();
            for (i, (l, u)) in v.lanes.iter().zip(flags).enumerate() {
                let x = d.nondet_undef(d.width(&l.bits), self.angelic, n, i);
                // An undef value with `range`/`nonnull`/... is one of the values they allow.
                let ok = d.not(&attrs::violated(d, attrs, ty, &x)?);
                let read = d.ite(&ok, &x, &l.bits);
                lanes.push(Lane {
                    bits: d.ite(u, &read, &l.bits),
                    poison: l.poison.clone(),
                });
            }
            return Ok(Value { lanes });
        }
        let k = self.recomputed.get() + 1;
        if k > RECOMPUTE_LIMIT {
            return unsupported(format!(
                "undef values with too many uses to compute again at each (over {RECOMPUTE_LIMIT})"
            ));
        }
        self.recomputed.set(k);
        match &self.recipes[n] {
            Recipe::Pure(i) => {
                let r = eval_pure(d, self.nan, self.angelic, i, &|o| self.get(o)).expect("recipes are pure");
                // Undefined behaviour belongs to the definition, which has been evaluated.
                r.map(|(v, _)| v)
            }
            Recipe::Phi(ty, fmf, incoming) => {
                let vals = incoming
                    .iter()
                    .map(|(c, o)| Ok((c.clone(), self.get(o)?)))
                    .collect::<Result<Vec<_>, Unsupported>>()?;
                phi_value(d, ty, *fmf, self.angelic, vals)
            }
        }
    }

    /// True when `o` is an undef value or computed from one (without `freeze`).
    fn undef_derived(&self, o: &Operand) -> bool {
        match &o.val {
            Val::Local(n) => self.undef_args.contains_key(n) || self.recipes.contains_key(n),
            Val::Const(c) => undef::const_has_undef(c),
            _ => false,
        }
    }

    /// UB of a use that must be well defined (a branch or switch condition, `llvm.assume`'s
    /// `noundef` operand) of `o`, read once as `first`: poison, an `undef` constant, or
    /// (for an undef-derived value) two readings that differ.
    fn ill_defined(&self, o: &Operand, first: &Value<D>) -> Result<D::B, Unsupported> {
        let d = self.d;
        let poison = d.any(&first.lanes.iter().map(|l| l.poison.clone()).collect::<Vec<_>>());
        match &o.val {
            Val::Const(Const::Undef) => Ok(d.bool_lit(true)),
            _ if self.undef_derived(o) => Ok(d.or(&poison, &self.two_readings_differ(o, first)?)),
            _ => Ok(poison),
        }
    }

    /// Undefined behaviour of branching on (or returning as `noundef`) a value that may be
    /// undef: two readings of it differ. Only asked for undef-derived values.
    fn two_readings_differ(&self, o: &Operand, first: &Value<D>) -> Result<D::B, Unsupported> {
        let d = self.d;
        let second = self.get(o)?;
        let differs: Vec<D::B> = first
            .lanes
            .iter()
            .zip(&second.lanes)
            .map(|(a, b)| d.ne(&a.bits, &b.bits))
            .collect();
        Ok(d.any(&differs))
    }
}

/// Adds `nnan`/`ninf` poison to a floating-point result.
fn with_fmf<D: Domain>(d: &D, ty: &Type, fmf: FastMath, v: Value<D>) -> Value<D> {
    match ty.scalar() {
        Type::Float(k) if !fmf.is_empty() => int::map1(&v, |l| Lane {
            bits: l.bits.clone(),
            poison: d.or(&l.poison, &fp::fmf_poison(d, *k, fmf, &l.bits)),
        }),
        _ => v,
    }
}

fn float_kind(t: &Type) -> Option<crate::ir::FloatKind> {
    match t.scalar() {
        Type::Float(k) => Some(*k),
        _ => None,
    }
}

/// Evaluates a pure instruction (no memory, no control flow: arithmetic, compares,
/// casts, vector operations, intrinsic calls) from its operands' values, which `get`
/// gives. `None` when `i` is not such an instruction. Synthesis evaluates candidate
/// instructions through this, so they mean exactly what they mean in a function.
pub fn eval_pure<D: Domain>(
    d: &D,
    nan: fp::NanMode,
    angelic: bool,
    i: &Inst,
    get: &dyn Fn(&Operand) -> Result<Value<D>, Unsupported>,
) -> Option<Result<(Value<D>, D::B), Unsupported>> {
    i.op.is_pure().then(|| eval_pure_inner(d, nan, angelic, i, get))
}

fn eval_pure_inner<D: Domain>(
    d: &D,
    nan: fp::NanMode,
    angelic: bool,
    i: &Inst,
    get: &dyn Fn(&Operand) -> Result<Value<D>, Unsupported>,
) -> Result<(Value<D>, D::B), Unsupported> {
    let no_ub = d.bool_lit(false);
    if !i.ty.is_void() {
        check_type(&i.ty)?;
    }
    // The operand whose zero sign `nsz` frees through the result (`fastmath::nsz_result`).
    let mut sign_op: Option<Value<D>> = None;
    let v = match &i.op {
        Op::Bin { op, flags, fmf, a, b } => {
            let (x, y) = (get(a)?, get(b)?);
            if fastmath::nsz_sign_operand(&i.op) == Some(1) {
                sign_op = Some(y.clone());
            }
            match float_kind(&a.ty) {
                Some(k) => {
                    let live = [fp::nan_input(a, &[]), fp::nan_input(b, &[a])];
                    match *op == crate::ir::BinOp::FDiv && fmf.has(fastmath::ARCP) {
                        true => fastmath::fdiv_arcp(d, k, *fmf, nan, angelic, live, &x, &y),
                        false => fp::binary(d, k, *op, *fmf, nan, live, &x, &y),
                    }
                }
                None => return Ok(int::binary(d, *op, *flags, &x, &y)),
            }
        }
        Op::FNeg { fmf, a } => fp::fneg(d, float_kind(&a.ty).unwrap(), *fmf, &get(a)?),
        Op::ICmp { pred, flags, a, b } if a.ty.scalar().is_ptr() => {
            check_type(&a.ty)?;
            super::pointer::icmp(d, *pred, *flags, &get(a)?, &get(b)?)
        }
        Op::ICmp { pred, flags, a, b } => int::icmp(d, *pred, *flags, &get(a)?, &get(b)?),
        Op::FCmp { pred, fmf, a, b } => fp::fcmp(d, float_kind(&a.ty).unwrap(), *pred, *fmf, &get(a)?, &get(b)?),
        Op::Select { fmf, cond, t, f } => vector::select(d, *fmf, &i.ty, &get(cond)?, &get(t)?, &get(f)?),
        Op::Freeze(a) => vector::freeze(d, &get(a)?, angelic),
        Op::Cast { op, flags, fmf, a } => {
            check_type(&a.ty)?;
            vector::cast(d, *op, *flags, *fmf, nan, &a.ty, &i.ty, &get(a)?)?
        }
        Op::ExtractElement { vec, idx } => vector::extractelement(d, &get(vec)?, &get(idx)?),
        Op::InsertElement { vec, elt, idx } => vector::insertelement(d, &get(vec)?, &get(elt)?, &get(idx)?),
        Op::ShuffleVector { a, b, mask } => vector::shufflevector(d, &get(a)?, &get(b)?, mask),
        Op::Call(c) => {
            let Some(name) = c.intrinsic() else {
                return unsupported(format!("call to @{}", c.callee_name().unwrap_or("<indirect>")));
            };
            if c.ret.scalar().is_ptr() || c.args.iter().any(|a| a.op.ty.scalar().is_ptr()) {
                return unsupported(format!("intrinsic @llvm.{name} on pointers"));
            }
            let mut args = c.args.iter().map(|a| get(&a.op)).collect::<Result<Vec<_>, _>>()?;
            for (n, (a, v)) in c.args.iter().zip(args.iter_mut()).enumerate() {
                if fastmath::nsz_operand(&i.op, n) {
                    *v = fastmath::nsz_value(d, &a.op.ty, c.fmf, v.clone(), angelic);
                }
            }
            if let Some(n) = fastmath::nsz_sign_operand(&i.op) {
                sign_op = args.get(n).cloned();
            }
            let mut v = intrinsics::call(d, name, &c.ret, &args, angelic, nan)?;
            // `nnan`/`ninf` make the result poison when any argument is NaN/inf, too.
            for (a, av) in c.args.iter().zip(&args) {
                if let (Some(k), false) = (float_kind(&a.op.ty), c.fmf.is_empty()) {
                    for (i, l) in v.lanes.iter_mut().enumerate() {
                        let al = av.lanes.get(i).unwrap_or(&av.lanes[0]);
                        l.poison = d.or(&l.poison, &fp::fmf_poison(d, k, c.fmf, &al.bits));
                    }
                }
            }
            with_fmf(d, &c.ret, c.fmf, v)
        }
        other => return unsupported(format!("{} is not a pure instruction", other.opcode())),
    };
    // `nsz`: a zero result may have either sign (and so may a zero divisor's quotient).
    let fmf = fastmath::flags(&i.op);
    Ok((fastmath::nsz_result(d, &i.ty, fmf, v, sign_op.as_ref(), angelic), no_ub))
}

/// Evaluates one non-phi, non-terminator instruction, reached under `here`; returns its
/// value and UB.
fn eval_inst<D: Domain>(
    env: &mut Env<D>,
    mem: &mut Memory<D>,
    trace: &mut Trace<D>,
    here: &D::B,
    i: &Inst,
) -> Result<(Option<Value<D>>, D::B), Unsupported> {
    let d = env.d;
    if let Op::Call(c) = &i.op {
        if let Some(kind) = c.masked_load() {
            if !env.undef_stores.is_empty() {
                return unsupported("a masked load after a store of undef bits");
            }
            let args = c.args.iter().map(|a| env.get(&a.op)).collect::<Result<Vec<_>, _>>()?;
            let (v, ub) = super::masked::call(d, mem, trace, here, env.angelic, kind, c, &args)?;
            return Ok((Some(v), ub));
        }
    }
    if let Some(r) = eval_pure(d, env.nan, env.angelic, i, &|o| env.get(o)) {
        let (v, ub) = r?;
        return Ok((Some(v), ub));
    }
    if !i.ty.is_void() {
        check_type(&i.ty)?;
    }
    let no_ub = d.bool_lit(false);
    let v = match &i.op {
        Op::Unreachable => return Ok((None, d.bool_lit(true))),
        // Stack objects never escape (`Stack::plan`): their pointers are placeholders.
        Op::Alloca { .. } => Value {
            lanes: vec![Lane {
                bits: d.zero(super::pointer::PTR_BITS),
                poison: d.bool_lit(false),
            }],
        },
        Op::Gep { .. } if i.name.as_deref().is_some_and(|n| env.stack.is_pointer(n)) => Value {
            lanes: vec![Lane {
                bits: d.zero(super::pointer::PTR_BITS),
                poison: d.bool_lit(false),
            }],
        },
        Op::Store { val, .. } if !env.angelic && env.has_loads && env.undef_derived(val) => {
            // Each load of stored undef bits may see different values; memory keeps one.
            return unsupported("an undef value stored to memory by a target that also loads");
        }
        Op::Load { volatile: true, .. } | Op::Store { volatile: true, .. } => {
            return unsupported("volatile memory access")
        }
        Op::Load { atomic: Some(_), .. } | Op::Store { atomic: Some(_), .. } => {
            return unsupported("atomic memory access")
        }
        Op::Load { ptr, align, .. } if env.stack.target(ptr).is_some() => {
            let at = env.stack.target(ptr).expect("checked");
            let (v, ub) = env.stack.load(d, at, &i.ty, *align, env.angelic)?;
            return Ok((Some(v), ub));
        }
        Op::Store { val, ptr, align, .. } if env.stack.target(ptr).is_some() => {
            check_type(&val.ty)?;
            let at = env.stack.target(ptr).expect("checked");
            let v = env.get(val)?;
            let ub = env.stack.store(d, at, here, &val.ty, &v, *align)?;
            return Ok((None, ub));
        }
        Op::Load { ptr, align, .. } => {
            check_ptr(&ptr.ty)?;
            let p = env.get(ptr)?;
            if env.undef_stores.is_empty() {
                let (v, ub) = memory::load(d, mem, trace, here, &i.ty, &p, *align)?;
                return Ok((Some(v), ub));
            }
            // The source reads stored undef bits afresh at each load (LangRef: a load of
            // undef bits gives undef): the stored values are read again for this load.
            let mut view = memory::Trace {
                stores: trace.stores.clone(),
                accesses: Vec::new(),
            };
            for (at, val) in &env.undef_stores {
                let v = env.get(val)?;
                let mut k = *at;
                for l in &v.lanes {
                    for b in 0..d.width(&l.bits) / 8 {
                        view.stores[k].byte = d.extract(&l.bits, b * 8 + 7, b * 8);
                        k += 1;
                    }
                }
            }
            let (v, ub) = memory::load(d, mem, &mut view, here, &i.ty, &p, *align)?;
            trace.accesses.append(&mut view.accesses);
            return Ok((Some(v), ub));
        }
        Op::Store { val, ptr, align, .. } => {
            check_ptr(&ptr.ty)?;
            check_type(&val.ty)?;
            let at = trace.stores.len();
            let v = env.get(val)?;
            let ub = memory::store(d, mem, trace, here, &val.ty, &v, &env.get(ptr)?, *align)?;
            // Integer and float bytes only: a pointer lane is wider than its bytes.
            let whole_bytes = !val.ty.scalar().is_ptr() && v.lanes.iter().all(|l| d.width(&l.bits) % 8 == 0);
            if env.angelic && env.undef_derived(val) && whole_bytes && trace.stores.len() > at {
                env.undef_stores.push((at, val.clone()));
            }
            return Ok((None, ub));
        }
        Op::Gep {
            flags,
            src_ty,
            base,
            idx,
        } => {
            check_ptr(base.ty.scalar())?;
            let idx = idx
                .iter()
                .map(|o| Ok((o.ty.clone(), env.get(o)?)))
                .collect::<Result<Vec<_>, Unsupported>>()?;
            gep::gep(d, mem, *flags, src_ty, &env.get(base)?, &idx)?
        }
        other => return unsupported(other.opcode().to_string()),
    };
    Ok((Some(v), no_ub))
}

/// A scalar pointer in address space 0.
fn check_ptr(t: &Type) -> Result<(), Unsupported> {
    match t {
        Type::Ptr(0) => Ok(()),
        other => unsupported(format!("an address of type {other}")),
    }
}

/// Evaluates `f` on `args`. `angelic` marks the source program: its free choices
/// (`undef`, `freeze` of poison) are the refinement check's to make. Memory starts fresh:
/// [`eval_function_with`] shares it between programs.
pub fn eval_function<D: Domain>(
    d: &D,
    f: &Function,
    args: Vec<Value<D>>,
    angelic: bool,
) -> Result<Outcome<D>, Unsupported> {
    eval_function_with(d, f, args, angelic, &mut Memory::new())
}

/// [`eval_function`] reading initial memory (and in-bounds facts) from `mem`, which the
/// source and the target of a refinement query share.
pub fn eval_function_with<D: Domain>(
    d: &D,
    f: &Function,
    args: Vec<Value<D>>,
    angelic: bool,
    mem: &mut Memory<D>,
) -> Result<Outcome<D>, Unsupported> {
    eval_function_values(d, f, args, angelic, mem).map(|(o, _)| o)
}

/// [`eval_function_with`], also returning the value of every named parameter and
/// instruction (a value computed in a block that is not reached is still there: callers
/// that care ask the outcome whether its block ran).
pub fn eval_function_values<D: Domain>(
    d: &D,
    f: &Function,
    args: Vec<Value<D>>,
    angelic: bool,
    mem: &mut Memory<D>,
) -> Result<(Outcome<D>, HashMap<String, Value<D>>), Unsupported> {
    let nan = if fp::observes_nan_bits(f) {
        fp::NanMode::Free { angelic }
    } else {
        fp::NanMode::Canonical
    };
    eval_program(d, f, args, &[], angelic, nan, mem)
}

/// [`eval_function_values`] with the NaN mode given (a refinement query decides it for
/// both programs at once: [`pair_nan_mode`]).
pub fn eval_function_nan<D: Domain>(
    d: &D,
    f: &Function,
    args: Vec<Value<D>>,
    angelic: bool,
    nan: fp::NanMode,
    mem: &mut Memory<D>,
) -> Result<(Outcome<D>, HashMap<String, Value<D>>), Unsupported> {
    eval_program(d, f, args, &[], angelic, nan, mem)
}

/// [`eval_function_nan`] where parameters may be undef: `undef[i]`, when present and
/// `Some`, holds per lane of parameter `i` the condition that the lane is undef (each use
/// then reads a fresh choice there). The parameters' and the return value's attributes
/// (`sem::attrs`) apply.
pub fn eval_program<D: Domain>(
    d: &D,
    f: &Function,
    args: Vec<Value<D>>,
    undef: &[Option<Vec<D::B>>],
    angelic: bool,
    nan: fp::NanMode,
    mem: &mut Memory<D>,
) -> Result<(Outcome<D>, HashMap<String, Value<D>>), Unsupported> {
    if f.blocks.is_empty() {
        return unsupported("a function without a body");
    }
    if f.suffix.contains("null_pointer_is_valid") {
        return unsupported("null_pointer_is_valid (null is not an address here)");
    }
    for p in &f.params {
        check_type(&p.ty)?;
    }
    super::pointer::check_count(f)?;
    let order = topo_order(f)?;
    let (mut env, mut ub) = bind_params(d, f, args, undef, angelic, nan)?;
    let ret_attrs = if f.ret.is_void() {
        Vec::new()
    } else {
        attrs::parse(&f.prefix, &f.ret)?
    };
    // Condition under which control flows along each edge (from, to).
    let mut edge: HashMap<(usize, String), D::B> = HashMap::new();
    let mut reach: Vec<D::B> = vec![d.bool_lit(false); f.blocks.len()];
    reach[0] = d.bool_lit(true);
    let mut ret: Option<Value<D>> = None;
    let mut trace = Trace::default();
    for &bi in &order {
        let b = &f.blocks[bi];
        // Every block is evaluated (guarded by `here`), so that both domains make their
        // free choices in the same order and a counterexample replays exactly.
        let here = reach[bi].clone();
        for inst in &b.insts {
            match &inst.op {
                Op::Phi { .. } => eval_phi(&mut env, f, &edge, &b.name, inst)?,
                Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } => {
                    eval_branch(&mut env, &mut edge, &mut ub, bi, &here, &inst.op)?
                }
                Op::Ret(v) => {
                    if let Some(o) = v {
                        let val = env.get(o)?;
                        let (val, u) = attrs::apply(d, &ret_attrs, &f.ret, &val, None)?;
                        ub = d.or(&ub, &d.and(&here, &u));
                        if ret_attrs.contains(&attrs::Attr::NoUndef) && env.undef_derived(o) {
                            ub = d.or(&ub, &d.and(&here, &env.two_readings_differ(o, &val)?));
                        }
                        ret = Some(match ret {
                            None => val,
                            Some(prev) => choose(d, &here, &val, &prev),
                        });
                    }
                }
                Op::Call(c) if assume::is_assume(c) => {
                    let cond = assume::condition(c)?;
                    let v = env.get(cond)?;
                    ub = d.or(&ub, &d.and(&here, &assume::ub(d, &v, &env.ill_defined(cond, &v)?)));
                }
                _ if !env.undef_args.is_empty()
                    && undef::recomputed(inst)
                    && !undef::may_raise_ub(inst)
                    && inst.name.is_some()
                    && inst.op.operands().iter().any(|o| env.undef_derived(o)) =>
                {
                    // Computed at each use only (see the phi case).
                    let n = inst.name.clone().expect("checked");
                    env.recipes.insert(n, Recipe::Pure(inst.clone()));
                }
                _ => {
                    let (v, u) = eval_inst(&mut env, mem, &mut trace, &here, inst)?;
                    ub = d.or(&ub, &d.and(&here, &u));
                    if let (Some(n), Some(v)) = (&inst.name, v) {
                        if undef::recomputed(inst) && inst.op.operands().iter().any(|o| env.undef_derived(o)) {
                            env.recipes.insert(n.clone(), Recipe::Pure(inst.clone()));
                        }
                        env.vals.insert(n.clone(), v);
                    }
                }
            }
        }
        // Successors' reachability is the union of their incoming edges.
        if let Some(t) = b.terminator() {
            for s in t.op.successors() {
                if let Some(si) = f.blocks.iter().position(|x| x.name == s) {
                    let c = edge.get(&(bi, s.to_string())).cloned().unwrap_or(d.bool_lit(false));
                    reach[si] = d.or(&reach[si], &c);
                }
            }
        }
    }
    Ok((Outcome { ret, ub, trace }, env.vals))
}

/// The environment of `f`'s evaluation with its parameters bound (their attributes
/// applied, their undef lanes noted), and the UB those attributes raise.
fn bind_params<'a, D: Domain>(
    d: &'a D,
    f: &Function,
    args: Vec<Value<D>>,
    undef: &[Option<Vec<D::B>>],
    angelic: bool,
    nan: fp::NanMode,
) -> Result<(Env<'a, D>, D::B), Unsupported> {
    let mut env = Env {
        d,
        vals: HashMap::new(),
        angelic,
        nan,
        stack: Stack::plan(f)?,
        undef_args: HashMap::new(),
        recipes: HashMap::new(),
        recomputed: Cell::new(0),
        has_loads: f.insts().any(|i| i.op.reads_memory()),
        undef_stores: Vec::new(),
        param_attrs: HashMap::new(),
    };
    let mut ub = d.bool_lit(false);
    for (i, (p, v)) in f.params.iter().zip(args).enumerate() {
        let flags = undef.get(i).and_then(|u| u.as_ref());
        let pattrs = attrs::parse(&p.attrs, &p.ty)?;
        let (v, u) = attrs::apply(d, &pattrs, &p.ty, &v, flags.map(|f| f.as_slice()))?;
        env.param_attrs.insert(p.name.clone(), (pattrs, p.ty.clone()));
        ub = d.or(&ub, &u);
        env.vals.insert(p.name.clone(), v);
        if let Some(flags) = flags {
            env.undef_args.insert(p.name.clone(), flags.clone());
        }
    }
    Ok((env, ub))
}
