//! Phase 1 of the paper's Algorithm 1: which instructions a cut holds. A breadth-first
//! walk backwards from the root over operands, each instruction at its shortest distance
//! from the root, up to the depth bound; then the control-flow region the harvested
//! instructions need.
//!
//! Rules (see `mod.rs` for the reasons):
//! - Only blocks of the root's innermost loop (or, outside loops, blocks in no loop) that
//!   reach the root without a back edge are harvested from.
//! - Phis are harvested when every predecessor of their block is such a block (so loop
//!   header phis and LCSSA phis become arguments).
//! - Each harvested instruction's block contributes its branch condition; the root
//!   contributes the condition of its immediate dominator's branch.
//! - Loads: every load of a cut reads the same memory state (the nearest instruction
//!   that may write memory, found along single-predecessor chains). When that state is
//!   "after a simple store", the store is harvested too. Any other load is an argument.

use super::cfg::{Cfg, Loops};
use super::modinfo::ModInfo;
use crate::ir::{Function, Inst, Op, Operand, Val};
use std::collections::{HashMap, VecDeque};

/// What an instruction can be in a cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Harvested with its operands.
    Plain,
    Phi,
    /// A non-volatile, non-atomic load.
    Load,
    /// A non-volatile, non-atomic store (harvested only as the store that feeds loads).
    Store,
    Terminator,
    /// Becomes an argument: opaque instructions, non-intrinsic or impure calls, allocas,
    /// volatile or atomic accesses, types a cut cannot spell.
    Unsupported,
}

/// The memory a load reads: the state at function entry, at the start of a block with
/// several predecessors, or after an instruction that may write memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemState {
    Entry,
    AtStart(usize),
    After(usize),
}

/// A function prepared for cutting.
pub struct FnCtx<'a> {
    pub f: &'a Function,
    pub info: &'a ModInfo,
    pub cfg: Cfg,
    pub loops: Loops,
    pub insts: Vec<&'a Inst>,
    /// Local name → instruction index (parameters are not in it).
    pub defs: HashMap<&'a str, usize>,
    /// Block label → block index. An entry block without a label (LLVM prints none for a
    /// numbered entry) is also listed under its implicit number, which phis name it by.
    pub block_index: HashMap<String, usize>,
    pub kind: Vec<Kind>,
    /// Memory state before each instruction.
    pub mem: Vec<MemState>,
}

fn is_clobber(info: &ModInfo, i: &Inst) -> bool {
    match &i.op {
        Op::Store { .. } | Op::Opaque { .. } => true,
        Op::Load { volatile, atomic, .. } => *volatile || atomic.is_some(),
        Op::Call(c) => !c.intrinsic().is_some() || !info.pure_intrinsics.contains(c.callee_name().unwrap_or("")),
        _ => false,
    }
}

fn types_ok(info: &ModInfo, i: &Inst) -> bool {
    if !i.ty.is_void() && info.resolve(&i.ty).is_none() {
        return false;
    }
    if let Op::Gep { src_ty, .. } = &i.op {
        if info.resolve(src_ty).is_none() {
            return false;
        }
    }
    i.op.operands().iter().all(|o| match &o.val {
        Val::Metadata(m) => m.starts_with("metadata !\""),
        Val::InlineAsm(_) => false,
        _ => info.resolve(&o.ty).is_some(),
    })
}

fn classify(info: &ModInfo, i: &Inst) -> Kind {
    if i.op.is_terminator() {
        return Kind::Terminator;
    }
    let k = match &i.op {
        Op::Opaque { .. } | Op::Alloca { .. } => Kind::Unsupported,
        Op::Phi { .. } => Kind::Phi,
        Op::Load { volatile, atomic, .. } => {
            if *volatile || atomic.is_some() {
                Kind::Unsupported
            } else {
                Kind::Load
            }
        }
        Op::Store { volatile, atomic, .. } => {
            if *volatile || atomic.is_some() {
                Kind::Unsupported
            } else {
                Kind::Store
            }
        }
        Op::Call(c) => {
            let pure = c.intrinsic().is_some() && info.pure_intrinsics.contains(c.callee_name().unwrap_or(""));
            if pure && !c.fn_attrs.contains('[') && c.fn_ty.is_none() && !i.ty.is_void() {
                Kind::Plain
            } else {
                Kind::Unsupported
            }
        }
        _ => Kind::Plain,
    };
    if k != Kind::Unsupported && !types_ok(info, i) {
        return Kind::Unsupported;
    }
    k
}

impl<'a> FnCtx<'a> {
    pub fn new(f: &'a Function, info: &'a ModInfo) -> FnCtx<'a> {
        let cfg = Cfg::new(f);
        let loops = Loops::new(&cfg);
        let insts: Vec<&Inst> = f.insts().collect();
        let defs = insts
            .iter()
            .enumerate()
            .filter_map(|(k, i)| i.name.as_deref().map(|n| (n, k)))
            .collect();
        let mut block_index: HashMap<String, usize> =
            f.blocks.iter().enumerate().map(|(k, b)| (b.name.clone(), k)).collect();
        if f.blocks.first().is_some_and(|b| b.name.is_empty()) {
            // LLVM numbers unnamed parameters first, then the unnamed entry block.
            let unnamed = f
                .params
                .iter()
                .filter(|p| p.name.bytes().all(|c| c.is_ascii_digit()))
                .count();
            block_index.insert(unnamed.to_string(), 0);
        }
        let kind = insts.iter().map(|i| classify(info, i)).collect();
        let mut ctx = FnCtx {
            f,
            info,
            cfg,
            loops,
            insts,
            defs,
            block_index,
            kind,
            mem: Vec::new(),
        };
        ctx.mem = ctx.memory_states();
        ctx
    }

    fn memory_states(&self) -> Vec<MemState> {
        let n = self.insts.len();
        let mut mem = vec![MemState::Entry; n];
        let mut at_end: Vec<Option<MemState>> = vec![None; self.f.blocks.len()];
        for (k, &b) in self.cfg.rpo.iter().enumerate() {
            let preds = &self.cfg.preds[b];
            let mut state = if k == 0 {
                MemState::Entry
            } else if preds.len() == 1 && !self.cfg.is_back_edge(preds[0], b) {
                at_end[preds[0]].unwrap_or(MemState::AtStart(b))
            } else {
                MemState::AtStart(b)
            };
            for i in self.cfg.start[b]..self.cfg.start[b + 1] {
                mem[i] = state;
                if is_clobber(self.info, self.insts[i]) {
                    state = MemState::After(i);
                }
            }
            at_end[b] = Some(state);
        }
        mem
    }

    /// The instruction index a local operand names (`None` for parameters and others).
    pub fn def_of(&self, o: &Operand) -> Option<usize> {
        match &o.val {
            Val::Local(n) => self.defs.get(n.as_str()).copied(),
            _ => None,
        }
    }

    /// The condition of block `b`'s terminator, when it is a `br i1` or a `switch`.
    pub fn branch_cond(&self, b: usize) -> Option<&'a Operand> {
        match &self.f.blocks[b].insts.last()?.op {
            Op::CondBr { cond, .. } | Op::Switch { cond, .. } => Some(cond),
            _ => None,
        }
    }
}

/// Block sets that depend only on the root's block.
pub struct RootSets {
    pub root_block: usize,
    /// The innermost loop of the root, if any.
    pub lp: Option<usize>,
    /// Blocks of the root's loop level that reach the root without back edges, through
    /// blocks of that level only.
    pub up: Vec<bool>,
    /// Blocks that reach the root within the current iteration: inside the root's loop
    /// (subloops included) without its back edges; or anywhere when outside loops.
    pub reach: Vec<bool>,
}

impl RootSets {
    pub fn new(ctx: &FnCtx, r: usize) -> RootSets {
        let n = ctx.f.blocks.len();
        let lp = ctx.loops.innermost[r];
        let header = lp.map(|l| ctx.loops.header[l]);
        let in_gp = |b: usize| ctx.cfg.reachable(b) && lp.is_none_or(|l| ctx.loops.contains(l, b));
        let allowed = |b: usize| ctx.cfg.reachable(b) && ctx.loops.innermost[b] == lp;
        let mut reach = vec![false; n];
        let mut work = vec![r];
        reach[r] = true;
        while let Some(v) = work.pop() {
            if Some(v) == header {
                continue;
            }
            for &u in &ctx.cfg.preds[v] {
                if !reach[u] && in_gp(u) {
                    reach[u] = true;
                    work.push(u);
                }
            }
        }
        let mut up = vec![false; n];
        up[r] = true;
        let mut work = vec![r];
        while let Some(v) = work.pop() {
            for &u in &ctx.cfg.preds[v] {
                if !up[u] && allowed(u) && !ctx.cfg.is_back_edge(u, v) {
                    up[u] = true;
                    work.push(u);
                }
            }
        }
        RootSets {
            root_block: r,
            lp,
            up,
            reach,
        }
    }

    pub fn allowed(&self, ctx: &FnCtx, b: usize) -> bool {
        ctx.cfg.reachable(b) && ctx.loops.innermost[b] == self.lp
    }

    fn in_gp(&self, ctx: &FnCtx, b: usize) -> bool {
        ctx.cfg.reachable(b) && self.lp.is_none_or(|l| ctx.loops.contains(l, b))
    }
}

/// Whether phis and control flow may be harvested.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Region,
    Flat,
}

/// The instructions a cut holds.
pub struct Harvest {
    /// Harvested instruction indices, in the order they were reached.
    pub insts: Vec<usize>,
    pub member: HashMap<usize, u32>,
    /// The store harvested for the loads, if any.
    pub store: Option<usize>,
}

/// Walks backwards from `root` up to depth `bound`.
pub fn walk(ctx: &FnCtx, sets: &RootSets, root: usize, bound: u32, mode: Mode) -> Harvest {
    let mut h = Harvest {
        insts: Vec::new(),
        member: HashMap::new(),
        store: None,
    };
    let mut seen: HashMap<usize, ()> = HashMap::new();
    let mut sigma0: Option<MemState> = None;
    let mut queue: VecDeque<(usize, u32)> = VecDeque::from([(root, 0)]);
    let r = sets.root_block;
    while let Some((id, d)) = queue.pop_front() {
        if seen.insert(id, ()).is_some() || d > bound {
            continue;
        }
        let b = ctx.cfg.block_of[id];
        if !sets.up[b] {
            continue;
        }
        let inst = ctx.insts[id];
        let push = |q: &mut VecDeque<(usize, u32)>, o: &Operand| {
            if let Some(x) = ctx.def_of(o) {
                q.push_back((x, d + 1));
            }
        };
        match ctx.kind[id] {
            Kind::Unsupported | Kind::Terminator => continue,
            Kind::Phi => {
                let preds = &ctx.cfg.preds[b];
                let ok = mode == Mode::Region
                    && !preds.is_empty()
                    && preds.iter().all(|&p| sets.up[p] && !ctx.cfg.is_back_edge(p, b));
                if !ok {
                    continue;
                }
                for o in inst.op.operands() {
                    push(&mut queue, o);
                }
            }
            Kind::Load => {
                let s = ctx.mem[id];
                match sigma0 {
                    None => {
                        sigma0 = Some(s);
                        if let MemState::After(st) = s {
                            if ctx.kind[st] == Kind::Store {
                                queue.push_back((st, d + 1));
                            }
                        }
                    }
                    Some(s0) if s0 == s => {}
                    Some(_) => continue,
                }
                for o in inst.op.operands() {
                    push(&mut queue, o);
                }
            }
            Kind::Store => {
                h.store = Some(id);
                for o in inst.op.operands() {
                    push(&mut queue, o);
                }
            }
            Kind::Plain => {
                let ops = inst.op.operands();
                let skip = usize::from(matches!(inst.op, Op::Call(_)));
                for o in &ops[skip..] {
                    push(&mut queue, o);
                }
            }
        }
        h.member.insert(id, h.insts.len() as u32);
        h.insts.push(id);
        let cond_block = if b != r {
            Some(b)
        } else if id == root {
            ctx.cfg.idom[r].filter(|&p| sets.allowed(ctx, p))
        } else {
            None
        };
        if let Some(c) = cond_block.and_then(|cb| ctx.branch_cond(cb)) {
            push(&mut queue, c);
        }
    }
    h
}

/// The control-flow region of a cut: its entry block `d` (the nearest common dominator of
/// the blocks control flow is needed for) and the blocks between `d` and the root.
pub struct Region {
    pub d: usize,
    /// Blocks on paths from `d` to the root in the current iteration; `[root]` alone when
    /// the cut needs no control flow.
    pub z: Vec<bool>,
}

/// The region of a harvest, or `None` when a path between its entry and the root leaves
/// the harvestable blocks (through a subloop, an `invoke`, ...): then the caller cuts
/// again without control flow.
pub fn region(ctx: &FnCtx, sets: &RootSets, h: &Harvest) -> Option<Region> {
    let r = sets.root_block;
    let cfg = &ctx.cfg;
    let mut d = r;
    for &id in &h.insts {
        let b = cfg.block_of[id];
        if ctx.kind[id] == Kind::Phi {
            for &p in &cfg.preds[b] {
                d = cfg.common_dominator(d, p);
            }
        } else if !cfg.dominates(b, r) {
            d = cfg.common_dominator(d, b);
        }
    }
    let n = ctx.f.blocks.len();
    let mut z = vec![false; n];
    if d == r {
        z[r] = true;
        return Some(Region { d, z });
    }
    if !sets.up[d] {
        return None;
    }
    let header = sets.lp.map(|l| ctx.loops.header[l]);
    let mut fwd = vec![false; n];
    fwd[d] = true;
    let mut work = vec![d];
    while let Some(u) = work.pop() {
        if u == r {
            continue;
        }
        for &v in &cfg.succs[u] {
            if !fwd[v] && Some(v) != header && sets.in_gp(ctx, v) {
                fwd[v] = true;
                work.push(v);
            }
        }
    }
    for b in 0..n {
        if fwd[b] && sets.reach[b] {
            if !sets.allowed(ctx, b) || (b != r && cfg.opaque_term[b]) {
                return None;
            }
            z[b] = true;
        }
    }
    for &id in &h.insts {
        let b = cfg.block_of[id];
        if !z[b] && !(cfg.dominates(b, d) && b != d) {
            return None;
        }
    }
    Some(Region { d, z })
}
