//! Phase 1 of the paper's Algorithm 1: which instructions a cut holds. A breadth-first
//! walk backwards from the root over operands, each instruction at its shortest distance
//! from the root, up to the depth bound; then the control-flow region the harvested
//! instructions need.
//!
//! Rules (see `mod.rs` for the reasons):
//! - Only blocks of the root's innermost loop (or, outside loops, blocks in no loop) that
//!   reach the root in the current iteration are harvested from; and, for a root in a
//!   loop, pure instructions (arithmetic, casts, compares, selects) of blocks outside its
//!   loops that dominate it: loop-invariant code every iteration reads, such as GMP's
//!   `umul_ppmm` operand halves hoisted out of `mpn_mul_1`'s loop.
//! - Phis are harvested when every predecessor of their block is such a block (so loop
//!   header phis and LCSSA phis become arguments).
//! - Each harvested instruction's block contributes its branch condition; the root and
//!   each phi contribute the condition of their block's immediate dominator's branch.
//! - Loads: every load of a cut reads the same memory state (the nearest instruction
//!   that may write memory, found along single-predecessor chains). When that state is
//!   "after a simple store", the store is harvested too. Any other load is an argument.

use super::modinfo::ModInfo;
use crate::ir::{Cfg, Loops};
use crate::ir::{Function, Inst, Op, Operand, Val};
use std::collections::{HashMap, VecDeque};

/// What an instruction can be in a cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Harvested with its operands.
    Plain,
    /// A phi, harvested when its block's predecessors are (see [`walk`]).
    Phi,
    /// A non-volatile, non-atomic load.
    Load,
    /// A non-volatile, non-atomic store (harvested only as the store that feeds loads).
    Store,
    /// A terminator: never harvested (the cut makes its own).
    Terminator,
    /// Becomes an argument: opaque instructions, non-intrinsic or impure calls, allocas,
    /// volatile or atomic accesses, types a cut cannot spell.
    Unsupported,
}

/// The memory a load reads: the state at function entry, at the start of a block with
/// several predecessors, or after an instruction that may write memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemState {
    /// The memory at function entry.
    Entry,
    /// The memory at the start of this block (a join, or the target of a back edge).
    AtStart(usize),
    /// The memory after this instruction, which may write it.
    After(usize),
}

/// A function prepared for cutting.
pub struct FnCtx<'a> {
    /// The function.
    pub f: &'a Function,
    /// Facts about its module.
    pub info: &'a ModInfo,
    /// Its control-flow graph.
    pub cfg: Cfg,
    /// Its natural loops.
    pub loops: Loops,
    /// Its instructions, block after block; an instruction's index here is its id.
    pub insts: Vec<&'a Inst>,
    /// Local name → instruction index (parameters are not in it).
    pub defs: HashMap<&'a str, usize>,
    /// Block label → block index. An entry block without a label (LLVM prints none for a
    /// numbered entry) is also listed under its implicit number, which phis name it by.
    pub block_index: HashMap<String, usize>,
    /// What each instruction can be in a cut.
    pub kind: Vec<Kind>,
    /// Memory state before each instruction.
    pub mem: Vec<MemState>,
    /// Each instruction's users (instruction indices, a user once per operand).
    pub users: Vec<Vec<usize>>,
}

fn is_clobber(info: &ModInfo, i: &Inst) -> bool {
    match &i.op {
        Op::Store { .. } | Op::Opaque { .. } => true,
        Op::Load { volatile, atomic, .. } => *volatile || atomic.is_some(),
        Op::Call(c) => c.intrinsic().is_none() || !info.pure_intrinsics.contains(c.callee_name().unwrap_or("")),
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
    /// Prepares `f`, a function of the module `info` describes.
    pub fn new(f: &'a Function, info: &'a ModInfo) -> FnCtx<'a> {
        let cfg = Cfg::new(f);
        let loops = Loops::new(&cfg);
        let insts: Vec<&Inst> = f.insts().collect();
        let defs: HashMap<&str, usize> = insts
            .iter()
            .enumerate()
            .filter_map(|(k, i)| i.name.as_deref().map(|n| (n, k)))
            .collect();
        let mut block_index: HashMap<String, usize> =
            f.blocks.iter().enumerate().map(|(k, b)| (b.name.clone(), k)).collect();
        if let Some(l) = f.implicit_entry_label() {
            block_index.insert(l, 0);
        }
        let kind = insts.iter().map(|i| classify(info, i)).collect();
        let mut users: Vec<Vec<usize>> = vec![Vec::new(); insts.len()];
        for (k, i) in insts.iter().enumerate() {
            for o in i.op.operands() {
                if let Val::Local(n) = &o.val {
                    if let Some(&d) = defs.get(n.as_str()) {
                        users[d].push(k);
                    }
                }
            }
        }
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
            users,
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

    /// The operands of an instruction, a phi's ordered by the reverse post-order of their
    /// incoming blocks (not by the order the text happens to list them in, so that the
    /// cut does not depend on it).
    pub fn operands_canonical(&self, inst: &'a Inst) -> Vec<&'a Operand> {
        match &inst.op {
            Op::Phi { incoming, .. } => {
                let mut v: Vec<(usize, &Operand)> = incoming
                    .iter()
                    .map(|(o, l)| {
                        (
                            self.block_index.get(l).map_or(usize::MAX, |&b| self.cfg.rpo_index[b]),
                            o,
                        )
                    })
                    .collect();
                v.sort_by_key(|(k, _)| *k);
                v.into_iter().map(|(_, o)| o).collect()
            }
            op => op.operands(),
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
    /// The root's block.
    pub root_block: usize,
    /// The innermost loop of the root, if any.
    pub lp: Option<usize>,
    /// The blocks harvested from: those of the root's loop level (the root's innermost
    /// loop, subloops excluded; outside loops, blocks in no loop) that reach the root
    /// within the current iteration (`reach`). Blocks before a subloop (or, outside
    /// loops, before a loop) count: they run once before the root, like any other.
    pub up: Vec<bool>,
    /// Blocks that reach the root within the current iteration: inside the root's loop
    /// (subloops included) without its back edges; or anywhere when outside loops.
    pub reach: Vec<bool>,
}

impl RootSets {
    /// The sets for roots in block `r`.
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
        let up = (0..n).map(|b| reach[b] && allowed(b)).collect();
        RootSets {
            root_block: r,
            lp,
            up,
            reach,
        }
    }

    /// True when block `b` is at the root's loop level: reachable, and in the root's
    /// innermost loop and no subloop of it (outside loops: in no loop).
    pub fn allowed(&self, ctx: &FnCtx, b: usize) -> bool {
        ctx.cfg.reachable(b) && ctx.loops.innermost[b] == self.lp
    }

    /// True when block `b` is outside every loop the root is in and dominates the root:
    /// what is computed there is loop-invariant code (hoisted by LICM, or written before
    /// the loop) that every iteration reads.
    pub fn invariant(&self, ctx: &FnCtx, b: usize) -> bool {
        let Some(l) = self.lp else {
            return false;
        };
        ctx.cfg.reachable(b)
            && !ctx.loops.contains(l, b)
            && ctx.loops.innermost[b].is_none_or(|o| !ctx.loops.contains(o, self.root_block))
            && ctx.cfg.dominates(b, self.root_block)
    }

    fn in_gp(&self, ctx: &FnCtx, b: usize) -> bool {
        ctx.cfg.reachable(b) && self.lp.is_none_or(|l| ctx.loops.contains(l, b))
    }
}

/// The instructions a cut holds.
pub struct Harvest {
    /// Harvested instruction indices, in the order they were reached.
    pub insts: Vec<usize>,
    /// Each harvested instruction → its position in `insts`.
    pub member: HashMap<usize, u32>,
    /// The store harvested for the loads, if any.
    pub store: Option<usize>,
}

/// Walks backwards from `root` up to depth `bound`. Phis and freezes in `banned` become
/// arguments.
pub fn walk(ctx: &FnCtx, sets: &RootSets, root: usize, bound: u32, banned: &[usize]) -> Harvest {
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
        let hoisted = !sets.up[b] && sets.invariant(ctx, b) && pure_plain(ctx, id);
        if !sets.up[b] && !hoisted {
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
                // Its predecessors must be harvestable blocks, and so must every block on
                // the paths from where they split (the block's immediate dominator).
                let ok = !banned.contains(&id)
                    && !preds.is_empty()
                    && preds.iter().all(|&p| sets.up[p] && !ctx.cfg.is_back_edge(p, b))
                    && ctx.cfg.idom[b].is_some_and(|i| region_blocks(ctx, sets, i).is_some());
                if !ok {
                    continue;
                }
                for o in ctx.operands_canonical(inst) {
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
            Kind::Plain if id != root && banned.contains(&id) => continue,
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
        // The branches that decide whether the path reaches this instruction: its own
        // block's (unless it is the root's block: its branch comes after the root) and,
        // for the root and for phis, the one where the paths into its block split. A
        // value hoisted out of the root's loops runs on every path to the root, so it
        // brings none.
        if hoisted {
            continue;
        }
        let own = (b != r).then_some(b);
        let split = (id == root || ctx.kind[id] == Kind::Phi)
            .then(|| ctx.cfg.idom[b])
            .flatten()
            .filter(|&p| sets.up[p]);
        for cb in own.into_iter().chain(split) {
            if let Some(c) = ctx.branch_cond(cb) {
                push(&mut queue, c);
            }
        }
    }
    h
}

/// True for an instruction a cut may recompute wherever it is: plain arithmetic, a
/// cast, a compare or a select (no call, no memory, no `freeze`, whose choice is made
/// once where it stands).
fn pure_plain(ctx: &FnCtx, id: usize) -> bool {
    ctx.kind[id] == Kind::Plain
        && !matches!(ctx.insts[id].op, Op::Call(_) | Op::Freeze(_))
        && !ctx.insts[id].op.has_effect()
}

/// A harvested `freeze` (other than the root) whose choice the rest of the function
/// shares: it, or a harvested value computed from it, has a user outside the harvest.
/// Such a freeze must be an argument of the cut, never inside it (docs/apply.md): a
/// `freeze` of an undef or poison value picks one value for all its uses, and a rewrite
/// of the cut may recompute or bypass it, so the root would no longer agree with the
/// uses outside the cut that saw the original choice. The root itself is replaced for
/// every user, so its own choice stays shared.
pub fn shared_choice(ctx: &FnCtx, root: usize, h: &Harvest) -> Option<usize> {
    let escapes = |k: usize| ctx.users[k].iter().any(|u| !h.member.contains_key(u));
    h.insts.iter().copied().find(|&f| {
        if f == root || !matches!(ctx.insts[f].op, Op::Freeze(_)) {
            return false;
        }
        // The harvested values computed from the freeze, the freeze included.
        let mut seen = vec![f];
        let mut work = vec![f];
        while let Some(k) = work.pop() {
            if k != root && escapes(k) {
                return true;
            }
            for &u in &ctx.users[k] {
                if u != root && h.member.contains_key(&u) && !seen.contains(&u) {
                    seen.push(u);
                    work.push(u);
                }
            }
        }
        false
    })
}

/// The control-flow region of a cut: its entry block `d` (the nearest common dominator of
/// the blocks control flow is needed for) and the blocks between `d` and the root.
pub struct Region {
    /// The entry block.
    pub d: usize,
    /// Blocks on paths from `d` to the root in the current iteration; `[root]` alone when
    /// the cut needs no control flow.
    pub z: Vec<bool>,
}

/// The blocks on paths from `d` to the root in the current iteration, or `None` when one
/// of them is not a harvestable block (a subloop's, or one ending in an `invoke`, ...) or
/// `d` itself is not.
pub fn region_blocks(ctx: &FnCtx, sets: &RootSets, d: usize) -> Option<Vec<bool>> {
    let r = sets.root_block;
    let cfg = &ctx.cfg;
    let n = ctx.f.blocks.len();
    let mut z = vec![false; n];
    if d == r {
        z[r] = true;
        return Some(z);
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
    Some(z)
}

/// The region of a harvest, or `None` when a path between its entry and the root leaves
/// the harvestable blocks: then the caller cuts again with fewer phis.
pub fn region(ctx: &FnCtx, sets: &RootSets, h: &Harvest) -> Option<Region> {
    let d = region_entry(ctx, sets, h);
    let z = region_blocks(ctx, sets, d)?;
    for &id in &h.insts {
        let b = ctx.cfg.block_of[id];
        if !z[b] && !(ctx.cfg.dominates(b, d) && b != d) {
            return None;
        }
    }
    Some(Region { d, z })
}

/// The harvested phi (other than the root) whose predecessors split highest in the
/// dominator tree: the one to give up first when the region of a harvest fails.
pub fn highest_phi(ctx: &FnCtx, root: usize, h: &Harvest) -> Option<usize> {
    h.insts
        .iter()
        .copied()
        .filter(|&id| id != root && ctx.kind[id] == Kind::Phi)
        .min_by_key(|&id| {
            let b = ctx.cfg.block_of[id];
            (ctx.cfg.idom[b].map_or(0, |i| ctx.cfg.dom_depth[i]), id)
        })
}

/// The nearest common dominator of the root's block, the blocks of harvested
/// instructions that do not dominate it, and the predecessors of harvested phis' blocks.
fn region_entry(ctx: &FnCtx, sets: &RootSets, h: &Harvest) -> usize {
    let cfg = &ctx.cfg;
    let r = sets.root_block;
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
    d
}
