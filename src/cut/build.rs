//! Phase 2 of Algorithm 1: the loop-free function of a cut, in canonical form.
//!
//! Layout: an entry block with every harvested instruction of the region's entry block
//! and of the blocks above it (they all dominate the root, so they run exactly when the
//! root does); then one block per *guard* (a branch above the region whose other
//! successors cannot reach the root: taking them is `unreachable`, which tells synthesis
//! the path condition); then the region's other blocks in reverse post-order; then one
//! `unreachable` block for every edge that leaves the region.
//!
//! Canonical form: instructions of a block ordered by a post-order walk of the data flow
//! from the root (so unrelated reorderings of the source give the same cut), arguments
//! `%0..%n-1` in order of first use, then blocks and values numbered as LLVM numbers
//! unnamed values; no metadata, debug records, attributes or tail markers.

use super::extract::{FnCtx, Harvest, Kind, Region, RootSets};
use crate::ir::{self, print::quote_name, Block, CallArg, Function, Inst, Op, Operand, Type, Val};
use std::collections::{BTreeMap, HashMap};

/// A built cut: the function, its text as a module (with intrinsic declarations), and
/// its size.
#[derive(Clone, Debug)]
pub struct Built {
    pub func: Function,
    pub text: String,
    /// Instructions other than terminators.
    pub insts: usize,
    pub blocks: usize,
    pub args: usize,
    /// What each argument stands for in the original function, in parameter order:
    /// `%name` of a value, `@name` of a global, or a typed constant expression.
    pub arg_origins: Vec<String>,
    /// Each instruction of the cut (by its name in the text, without `%`) and the index
    /// of the instruction of the original function it copies.
    pub inst_origins: Vec<(String, usize)>,
}

struct Builder<'c, 'a> {
    ctx: &'c FnCtx<'a>,
    live: HashMap<usize, usize>,
    /// Origin (`%x`, `@g`, a typed constant) → argument placeholder and type.
    args: HashMap<String, (String, Type)>,
}

const UNREACHABLE: &str = "bu";

fn block_label(k: usize) -> String {
    format!("b{k}")
}

impl Builder<'_, '_> {
    fn arg(&mut self, key: String, ty: &Type) -> Val {
        let n = self.args.len();
        let name = self
            .args
            .entry(key)
            .or_insert_with(|| (format!("u{n}"), ty.clone()))
            .0
            .clone();
        Val::Local(name)
    }

    fn operand(&mut self, o: &Operand) -> Operand {
        let info = self.ctx.info;
        let ty = info.resolve(&o.ty).unwrap_or_else(|| o.ty.clone());
        let val = match &o.val {
            Val::Local(n) => match self.ctx.defs.get(n.as_str()) {
                Some(id) if self.live.contains_key(id) => Val::Local(format!("h{id}")),
                _ => self.arg(format!("%{}", quote_name(n)), &ty),
            },
            Val::Global(g) => self.arg(format!("@{}", quote_name(g)), &ty),
            Val::Const(c) => match info.resolve_const(c) {
                Some(c) => Val::Const(c),
                None => self.arg(ir::print::print_operand(o), &ty),
            },
            v => v.clone(),
        };
        Operand { ty, val }
    }

    /// A clean copy of harvested instruction `id` with translated operands.
    fn inst(&mut self, id: usize) -> Inst {
        let src = self.ctx.insts[id];
        let info = self.ctx.info;
        let mut op = src.op.clone();
        let skip = usize::from(matches!(op, Op::Call(_)));
        let translated: Vec<Operand> = src.op.operands()[skip..].iter().map(|o| self.operand(o)).collect();
        for (slot, new) in op.operands_mut().into_iter().skip(skip).zip(translated) {
            *slot = new;
        }
        match &mut op {
            Op::Gep { src_ty, .. } => *src_ty = info.resolve(src_ty).unwrap_or_else(|| src_ty.clone()),
            Op::Call(c) => {
                c.tail = Default::default();
                c.cc_attrs.clear();
                c.fn_attrs.clear();
                c.ret = info.resolve(&c.ret).unwrap_or_else(|| c.ret.clone());
                for a in &mut c.args {
                    a.attrs.clear();
                }
            }
            _ => {}
        }
        let ty = info.resolve(&src.ty).unwrap_or_else(|| src.ty.clone());
        Inst::new(src.name.as_ref().map(|_| format!("h{id}")), ty, op)
    }
}

/// Reverse post-order of the region's blocks from its entry.
fn region_rpo(ctx: &FnCtx, reg: &Region, r: usize) -> Vec<usize> {
    let mut seen = vec![false; reg.z.len()];
    let mut out = Vec::new();
    let mut stack = vec![(reg.d, 0usize)];
    seen[reg.d] = true;
    while let Some((b, k)) = stack.last_mut() {
        let succs: &[usize] = if *b == r { &[] } else { &ctx.cfg.succs[*b] };
        if let Some(&s) = succs.get(*k) {
            *k += 1;
            if reg.z[s] && !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out.reverse();
    out
}

/// Post-order of the live harvested instructions, from the given sinks.
fn post_order(ctx: &FnCtx, h: &Harvest, sinks: &[usize]) -> Vec<usize> {
    let mut state: HashMap<usize, bool> = HashMap::new();
    let mut out = Vec::new();
    for &s in sinks {
        if state.contains_key(&s) {
            continue;
        }
        state.insert(s, false);
        let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(s, deps(ctx, h, s), 0)];
        while let Some((id, ds, k)) = stack.last_mut() {
            if let Some(&x) = ds.get(*k) {
                *k += 1;
                if let std::collections::hash_map::Entry::Vacant(e) = state.entry(x) {
                    e.insert(false);
                    let dx = deps(ctx, h, x);
                    stack.push((x, dx, 0));
                }
            } else {
                state.insert(*id, true);
                out.push(*id);
                stack.pop();
            }
        }
    }
    out
}

/// The harvested instructions `id` reads (a load also depends on the harvested store).
fn deps(ctx: &FnCtx, h: &Harvest, id: usize) -> Vec<usize> {
    let inst = ctx.insts[id];
    let ops = ctx.operands_canonical(inst);
    let skip = usize::from(matches!(inst.op, Op::Call(_)));
    let mut v: Vec<usize> = ops[skip..]
        .iter()
        .filter_map(|o| ctx.def_of(o))
        .filter(|x| h.member.contains_key(x))
        .collect();
    if ctx.kind[id] == Kind::Load {
        if let Some(s) = h.store {
            v.insert(0, s);
        }
    }
    v
}

/// Builds the cut of `root` from its harvest and region.
pub fn build(ctx: &FnCtx, sets: &RootSets, root: usize, h: &Harvest, reg: &Region) -> Built {
    let cfg = &ctx.cfg;
    let r = sets.root_block;
    let harvested_cond = |b: usize| {
        ctx.branch_cond(b)
            .and_then(|c| ctx.def_of(c))
            .filter(|x| h.member.contains_key(x))
    };
    // Guards: blocks above the region whose branch can leave the paths to the root.
    let mut guards = Vec::new();
    let mut b = cfg.idom[reg.d];
    while let Some(g) = b {
        if !sets.allowed(ctx, g) {
            break;
        }
        if let Some(c) = harvested_cond(g) {
            if cfg.succs[g].iter().any(|&s| !sets.reach[s]) {
                guards.push((g, c));
            }
        }
        b = cfg.idom[g];
    }
    guards.reverse();
    let zblocks: Vec<usize> = if reg.d == r { vec![r] } else { region_rpo(ctx, reg, r) };
    let mut sinks = vec![root];
    sinks.extend(guards.iter().map(|&(_, c)| c));
    for &zb in &zblocks {
        if zb != r {
            sinks.extend(harvested_cond(zb));
        }
    }
    let order = post_order(ctx, h, &sinks);
    let live: HashMap<usize, usize> = order.iter().enumerate().map(|(k, &id)| (id, k)).collect();
    let mut bd = Builder {
        ctx,
        live,
        args: HashMap::new(),
    };
    // Cut blocks: entry, one per guard after the first, then the region below its entry.
    let chain_len = guards.len() + 1;
    let mut cut_index: HashMap<usize, usize> = HashMap::new();
    for (k, &zb) in zblocks.iter().enumerate().skip(1) {
        cut_index.insert(zb, chain_len + k - 1);
    }
    let n_blocks = chain_len + zblocks.len() - 1;
    let mut blocks: Vec<Block> = (0..n_blocks)
        .map(|k| Block {
            name: block_label(k),
            insts: Vec::new(),
        })
        .collect();
    let mut uses_unreachable = false;
    let mut by_block: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for &id in &order {
        let ib = cfg.block_of[id];
        let slot = if cfg.dominates(ib, reg.d) { 0 } else { cut_index[&ib] };
        by_block.entry(slot).or_default().push(id);
    }
    for (slot, ids) in &by_block {
        let (phis, rest): (Vec<usize>, Vec<usize>) = ids.iter().partition(|&&id| ctx.kind[id] == Kind::Phi);
        let mut list = phis;
        list.extend(rest);
        for id in list {
            let inst = if ctx.kind[id] == Kind::Phi {
                Inst::new(
                    Some(format!("h{id}")),
                    ctx.info.resolve(&ctx.insts[id].ty).unwrap(),
                    Op::Unreachable,
                )
            } else {
                bd.inst(id)
            };
            blocks[*slot].insts.push(inst);
        }
    }
    // Terminators.
    let target = |t: usize, uses: &mut bool| -> String {
        if reg.z[t] && t != reg.d {
            block_label(cut_index[&t])
        } else {
            *uses = true;
            UNREACHABLE.to_string()
        }
    };
    for (k, &(g, _)) in guards.iter().enumerate() {
        let next = block_label(k + 1);
        let term = match &ctx.f.blocks[g].insts.last().unwrap().op {
            Op::CondBr { cond, t, f } => {
                let lab = |l: &str, u: &mut bool| {
                    if sets.reach[ctx.block_index[l]] {
                        next.clone()
                    } else {
                        *u = true;
                        UNREACHABLE.to_string()
                    }
                };
                Op::CondBr {
                    cond: bd.operand(cond),
                    t: lab(t, &mut uses_unreachable),
                    f: lab(f, &mut uses_unreachable),
                }
            }
            Op::Switch { cond, default, cases } => {
                let mut lab = |l: &str| {
                    if sets.reach[ctx.block_index[l]] {
                        next.clone()
                    } else {
                        uses_unreachable = true;
                        UNREACHABLE.to_string()
                    }
                };
                let default = lab(default);
                let cases = cases.iter().map(|(c, l)| (c.clone(), lab(l))).collect();
                Op::Switch {
                    cond: bd.operand(cond),
                    default,
                    cases,
                }
            }
            _ => unreachable!("guards are conditional branches"),
        };
        blocks[k].insts.push(Inst::new(None, Type::Void, term));
    }
    // The region's terminators: the entry's goes in the last chain block.
    for &zb in &zblocks {
        let slot = if zb == reg.d { chain_len - 1 } else { cut_index[&zb] };
        let term = if zb == r {
            Op::Ret(Some(bd.operand(&Operand::local(
                ctx.insts[root].ty.clone(),
                ctx.insts[root].name.clone().unwrap(),
            ))))
        } else {
            let t_op = &ctx.f.blocks[zb].insts.last().unwrap().op;
            let cond_known = |c: &Operand| !matches!(&c.val, Val::Local(_)) || harvested_cond(zb).is_some();
            match t_op {
                Op::Br { target: t } => Op::Br {
                    target: target(ctx.block_index[t.as_str()], &mut uses_unreachable),
                },
                Op::CondBr { cond, t, f } => {
                    let mut u = false;
                    let tl = target(ctx.block_index[t.as_str()], &mut u);
                    let fl = target(ctx.block_index[f.as_str()], &mut u);
                    if !cond_known(cond) && (tl == UNREACHABLE) != (fl == UNREACHABLE) {
                        Op::Br {
                            target: if tl == UNREACHABLE { fl } else { tl },
                        }
                    } else {
                        uses_unreachable |= u;
                        Op::CondBr {
                            cond: bd.operand(cond),
                            t: tl,
                            f: fl,
                        }
                    }
                }
                Op::Switch { cond, default, cases } => {
                    let mut u = false;
                    let dl = target(ctx.block_index[default.as_str()], &mut u);
                    let cl: Vec<_> = cases
                        .iter()
                        .map(|(c, l)| (c.clone(), target(ctx.block_index[l.as_str()], &mut u)))
                        .collect();
                    let mut live_targets: Vec<&String> = std::iter::once(&dl)
                        .chain(cl.iter().map(|(_, l)| l))
                        .filter(|l| l.as_str() != UNREACHABLE)
                        .collect();
                    live_targets.dedup();
                    if !cond_known(cond) && live_targets.len() == 1 {
                        Op::Br {
                            target: live_targets[0].clone(),
                        }
                    } else {
                        uses_unreachable |= u;
                        Op::Switch {
                            cond: bd.operand(cond),
                            default: dl,
                            cases: cl,
                        }
                    }
                }
                _ => Op::Unreachable,
            }
        };
        blocks[slot].insts.push(Inst::new(None, Type::Void, term));
    }
    if reg.d != r {
        // Phis: one entry per incoming edge of the cut, in the order of the cut's blocks.
        let mut edges: HashMap<String, Vec<String>> = HashMap::new();
        for blk in &blocks {
            if let Some(t) = blk.insts.last() {
                for s in t.op.successors() {
                    edges.entry(s.to_string()).or_default().push(blk.name.clone());
                }
            }
        }
        let term_block = |fb: usize| {
            if fb == reg.d {
                block_label(chain_len - 1)
            } else {
                block_label(cut_index[&fb])
            }
        };
        for k in 0..blocks.len() {
            let preds = edges.get(&blocks[k].name).cloned().unwrap_or_default();
            let mut sorted = preds.clone();
            sorted.sort_by_key(|l| l[1..].parse::<usize>().unwrap_or(usize::MAX));
            for j in 0..blocks[k].insts.len() {
                let Some(name) = blocks[k].insts[j].name.clone() else {
                    continue;
                };
                let id: usize = name[1..].parse().unwrap();
                let Op::Phi { fmf, incoming } = &ctx.insts[id].op else {
                    continue;
                };
                if !matches!(blocks[k].insts[j].op, Op::Unreachable) {
                    continue;
                }
                let mut new_in = Vec::new();
                for pl in &sorted {
                    let (o, _) = incoming
                        .iter()
                        .find(|(_, l)| term_block(ctx.block_index[l.as_str()]) == *pl)
                        .expect("every cut predecessor is a predecessor in the function");
                    new_in.push((bd.operand(o), pl.clone()));
                }
                blocks[k].insts[j].op = Op::Phi {
                    fmf: *fmf,
                    incoming: new_in,
                };
            }
        }
    }
    if uses_unreachable {
        blocks.push(Block {
            name: UNREACHABLE.into(),
            insts: vec![Inst::new(None, Type::Void, Op::Unreachable)],
        });
    }
    finish(bd.args, blocks, ctx.info.resolve(&ctx.insts[root].ty).unwrap())
}

/// Numbers arguments by first use and everything else as LLVM numbers unnamed values,
/// and prints the module text.
fn finish(args: HashMap<String, (String, Type)>, mut blocks: Vec<Block>, ret: Type) -> Built {
    let arg_ty: HashMap<String, (String, Type)> = args.into_iter().map(|(origin, (p, t))| (p, (origin, t))).collect();
    let mut rename: HashMap<String, String> = HashMap::new();
    let mut params = Vec::new();
    let mut arg_origins = Vec::new();
    for b in &blocks {
        for i in &b.insts {
            for o in i.op.operands() {
                if let Val::Local(n) = &o.val {
                    if let Some((origin, t)) = arg_ty.get(n) {
                        if !rename.contains_key(n) {
                            rename.insert(n.clone(), params.len().to_string());
                            params.push((t.clone(), params.len().to_string()));
                            arg_origins.push(origin.clone());
                        }
                    }
                }
            }
        }
    }
    let mut next = params.len();
    for b in &blocks {
        rename.insert(b.name.clone(), next.to_string());
        next += 1;
        for i in &b.insts {
            if let Some(n) = &i.name {
                rename.insert(n.clone(), next.to_string());
                next += 1;
            }
        }
    }
    let rn = |s: &mut String| {
        if let Some(n) = rename.get(s.as_str()) {
            *s = n.clone();
        }
    };
    let mut decls: BTreeMap<String, String> = BTreeMap::new();
    let mut insts = 0;
    let mut inst_origins = Vec::new();
    for b in &mut blocks {
        rn(&mut b.name);
        for i in &mut b.insts {
            if let Some(n) = &mut i.name {
                let id = n.strip_prefix('h').and_then(|k| k.parse::<usize>().ok());
                rn(n);
                if let Some(id) = id {
                    inst_origins.push((n.clone(), id));
                }
            }
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &mut o.val {
                    rn(n);
                }
            }
            match &mut i.op {
                Op::Phi { incoming, .. } => incoming.iter_mut().for_each(|(_, l)| rn(l)),
                Op::Br { target } => rn(target),
                Op::CondBr { t, f, .. } => {
                    rn(t);
                    rn(f);
                }
                Op::Switch { default, cases, .. } => {
                    rn(default);
                    cases.iter_mut().for_each(|(_, l)| rn(l));
                }
                Op::Call(c) => {
                    if let Some(name) = c.callee_name() {
                        let tys: Vec<String> = c.args.iter().map(|a: &CallArg| a.op.ty.to_string()).collect();
                        decls.insert(
                            name.to_string(),
                            format!("declare {} @{}({})", c.ret, quote_name(name), tys.join(", ")),
                        );
                    }
                }
                _ => {}
            }
            if !i.op.is_terminator() {
                insts += 1;
            }
        }
    }
    // The entry block is numbered but unlabelled, as the parser reads the printed text.
    blocks[0].name.clear();
    let nargs = params.len();
    let mut func = Function::new("cut", ret, params);
    let nblocks = blocks.len();
    func.blocks = blocks;
    let mut text = ir::print_function(&func);
    if !decls.is_empty() {
        text.push('\n');
        for d in decls.values() {
            text.push_str(d);
            text.push('\n');
        }
    }
    Built {
        func,
        text,
        insts,
        blocks: nblocks,
        args: nargs,
        arg_origins,
        inst_origins,
    }
}
