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
//!
//! [`build`] runs the steps in order: find the guards (`guards`), lay out the cut's
//! blocks (`Layout`), collect and order the values the cut needs (`live_values`), emit
//! the blocks (`Builder`: values, terminators, phis), then number and print (`finish`).
//! Until `finish` numbers them, values, arguments and blocks carry placeholder names;
//! the function instruction each cut instruction copies travels beside it (`Slot::id`),
//! never inside its name.

use super::extract::{FnCtx, Harvest, Kind, Region, RootSets};
use crate::ir::{self, quote_name, Block, CallArg, Function, Inst, Op, Operand, Type, Val};
use std::collections::{BTreeMap, HashMap, HashSet};

/// A built cut: the function, its text as a module (with intrinsic declarations), and
/// its size.
#[derive(Clone, Debug)]
pub struct Built {
    /// The cut as a function named `cut`, numbered as it prints.
    pub func: Function,
    /// The module text: the function, then the declarations of the intrinsics it calls.
    pub text: String,
    /// Instructions other than terminators.
    pub insts: usize,
    /// Blocks of the function.
    pub blocks: usize,
    /// Parameters of the function.
    pub args: usize,
    /// What each argument stands for in the original function, in parameter order:
    /// `%name` of a value, `@name` of a global, or a typed constant expression.
    pub arg_origins: Vec<String>,
    /// The same arguments as the original function's operands (what `apply` puts back).
    pub arg_operands: Vec<Operand>,
    /// Each instruction of the cut (by its name in the text, without `%`) and the index
    /// of the instruction of the original function it copies.
    pub inst_origins: Vec<(String, usize)>,
}

/// Builds the cut of `root` from its harvest and region.
pub fn build(ctx: &FnCtx, sets: &RootSets, root: usize, h: &Harvest, reg: &Region) -> Built {
    let layout = Layout::new(ctx, sets, reg, guards(ctx, sets, h, reg));
    let order = live_values(ctx, sets, h, root, &layout);
    let mut b = Builder::new(ctx, sets, h, reg, &layout, &order);
    b.place_values(&order);
    b.guard_terminators();
    b.region_terminators(root);
    b.fill_phis();
    let ret = ctx
        .info
        .resolve(&ctx.insts[root].ty)
        .expect("a root's type resolves (cut_root checked it)");
    let (args, blocks) = b.finish_blocks();
    finish(args, blocks, ret)
}

/// The placeholder name of harvested instruction `id` until [`finish`] numbers it.
fn value_placeholder(id: usize) -> String {
    format!("h{id}")
}

/// The placeholder name of the `n`-th argument made, until [`finish`] numbers it by
/// first use.
fn arg_placeholder(n: usize) -> String {
    format!("u{n}")
}

/// The placeholder label of cut block `k` until [`finish`] numbers it.
fn block_label(k: usize) -> String {
    format!("b{k}")
}

/// The placeholder label of the `unreachable` block that edges leaving the region go to.
const UNREACHABLE: &str = "bu";

/// The harvested condition of block `b`'s branch, if it has one.
fn harvested_cond(ctx: &FnCtx, h: &Harvest, b: usize) -> Option<usize> {
    ctx.branch_cond(b)
        .and_then(|c| ctx.def_of(c))
        .filter(|x| h.member.contains_key(x))
}

/// The guards, top-down: blocks above the region (in the allowed blocks) whose branch
/// has a harvested condition and a successor that cannot reach the root, each with that
/// condition.
fn guards(ctx: &FnCtx, sets: &RootSets, h: &Harvest, reg: &Region) -> Vec<(usize, usize)> {
    let cfg = &ctx.cfg;
    let mut guards = Vec::new();
    let mut b = cfg.idom[reg.d];
    while let Some(g) = b {
        if !sets.allowed(ctx, g) {
            break;
        }
        if let Some(c) = harvested_cond(ctx, h, g) {
            if cfg.succs[g].iter().any(|&s| !sets.reach[s]) {
                guards.push((g, c));
            }
        }
        b = cfg.idom[g];
    }
    guards.reverse();
    guards
}

/// Where each block of the cut comes from. Cut block 0 holds every value of the region's
/// entry block and above; blocks `0..chain_len` form a chain, each ending in its guard's
/// branch (the last in the region entry's terminator); the region's other blocks follow
/// in reverse post-order. The `unreachable` block, when needed, comes last.
struct Layout {
    /// Guards, top-down: a block above the region and its harvested branch condition.
    guards: Vec<(usize, usize)>,
    /// The region's blocks in reverse post-order, its entry first.
    region: Vec<usize>,
    /// The region's entry block.
    entry: usize,
    /// Each region block below the entry → its cut block.
    cut_index: HashMap<usize, usize>,
}

impl Layout {
    /// Lays out the cut of a region below `guards`.
    fn new(ctx: &FnCtx, sets: &RootSets, reg: &Region, guards: Vec<(usize, usize)>) -> Layout {
        let r = sets.root_block;
        let region = if reg.d == r { vec![r] } else { region_rpo(ctx, reg, r) };
        let chain_len = guards.len() + 1;
        let cut_index = region
            .iter()
            .enumerate()
            .skip(1)
            .map(|(k, &zb)| (zb, chain_len + k - 1))
            .collect();
        Layout {
            guards,
            region,
            entry: reg.d,
            cut_index,
        }
    }

    /// Blocks of the chain: the entry block and one per guard after the first.
    fn chain_len(&self) -> usize {
        self.guards.len() + 1
    }

    /// Blocks of the cut, the `unreachable` block not counted.
    fn len(&self) -> usize {
        self.chain_len() + self.region.len() - 1
    }

    /// The cut block that holds a value defined in function block `b`.
    fn value_block(&self, ctx: &FnCtx, b: usize) -> usize {
        if ctx.cfg.dominates(b, self.entry) {
            0
        } else {
            self.cut_index[&b]
        }
    }

    /// The cut block that ends with the terminator of region block `b`.
    fn term_block(&self, b: usize) -> usize {
        if b == self.entry {
            self.chain_len() - 1
        } else {
            self.cut_index[&b]
        }
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

/// The harvested instructions the cut holds, in canonical order: a post-order walk of
/// the data flow from the root, the guards' conditions and the conditions of the
/// region's branches (other harvested instructions are dead in the cut).
fn live_values(ctx: &FnCtx, sets: &RootSets, h: &Harvest, root: usize, layout: &Layout) -> Vec<usize> {
    let mut sinks = vec![root];
    sinks.extend(layout.guards.iter().map(|&(_, c)| c));
    for &zb in &layout.region {
        if zb != sets.root_block {
            sinks.extend(harvested_cond(ctx, h, zb));
        }
    }
    post_order(ctx, h, &sinks)
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

/// An argument of the cut before [`finish`] numbers it.
struct Arg {
    /// What it stands for: `%name`, `@name`, or a typed constant expression.
    origin: String,
    ty: Type,
    /// The operand of the original function it stands for.
    orig: Operand,
}

/// A block of the cut under construction: its placeholder label and its instructions.
struct Draft {
    label: String,
    insts: Vec<Slot>,
}

/// An instruction of the cut, beside the index of the function's instruction it copies
/// (`None` for terminators).
struct Slot {
    id: Option<usize>,
    inst: Inst,
}

/// Emits the cut's blocks: values, then terminators, then phis (which need every edge).
struct Builder<'c, 'a> {
    ctx: &'c FnCtx<'a>,
    sets: &'c RootSets,
    h: &'c Harvest,
    reg: &'c Region,
    layout: &'c Layout,
    /// The instructions the cut holds (see [`live_values`]).
    live: HashSet<usize>,
    /// Origin (`%x`, `@g`, a typed constant) → argument placeholder.
    arg_names: HashMap<String, String>,
    /// Argument placeholder → the argument.
    args: HashMap<String, Arg>,
    blocks: Vec<Draft>,
    /// Some edge goes to the `unreachable` block.
    uses_unreachable: bool,
    /// Phi placeholders to fill: cut block, position in it, instruction index.
    phis: Vec<(usize, usize, usize)>,
}

impl<'c, 'a> Builder<'c, 'a> {
    /// A builder with the layout's blocks, empty.
    fn new(
        ctx: &'c FnCtx<'a>,
        sets: &'c RootSets,
        h: &'c Harvest,
        reg: &'c Region,
        layout: &'c Layout,
        order: &[usize],
    ) -> Self {
        Builder {
            ctx,
            sets,
            h,
            reg,
            layout,
            live: order.iter().copied().collect(),
            arg_names: HashMap::new(),
            args: HashMap::new(),
            blocks: (0..layout.len())
                .map(|k| Draft {
                    label: block_label(k),
                    insts: Vec::new(),
                })
                .collect(),
            uses_unreachable: false,
            phis: Vec::new(),
        }
    }

    /// The argument standing for `origin`, made on first use.
    fn arg(&mut self, origin: String, ty: &Type, orig: &Operand) -> Val {
        let n = self.arg_names.len();
        let name = self
            .arg_names
            .entry(origin.clone())
            .or_insert_with(|| arg_placeholder(n))
            .clone();
        self.args.entry(name.clone()).or_insert_with(|| Arg {
            origin,
            ty: ty.clone(),
            orig: orig.clone(),
        });
        Val::Local(name)
    }

    /// A function operand in the cut: a live value's placeholder, a resolved constant,
    /// or an argument for anything else.
    fn operand(&mut self, o: &Operand) -> Operand {
        let info = self.ctx.info;
        let ty = info.resolve(&o.ty).unwrap_or_else(|| o.ty.clone());
        let val = match &o.val {
            Val::Local(n) => match self.ctx.defs.get(n.as_str()) {
                Some(id) if self.live.contains(id) => Val::Local(value_placeholder(*id)),
                _ => self.arg(format!("%{}", quote_name(n)), &ty, o),
            },
            Val::Global(g) => self.arg(format!("@{}", quote_name(g)), &ty, o),
            Val::Const(c) => match info.resolve_const(c) {
                Some(c) => Val::Const(c),
                None => self.arg(ir::print_operand(o), &ty, o),
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
        Inst::new(src.name.as_ref().map(|_| value_placeholder(id)), ty, op)
    }

    /// Appends `inst` to cut block `k`.
    fn push(&mut self, k: usize, id: Option<usize>, inst: Inst) {
        self.blocks[k].insts.push(Slot { id, inst });
    }

    /// Puts each live value into its cut block, in canonical order with each block's
    /// phis first. A phi goes in as a named `unreachable` placeholder, completed by
    /// [`Builder::fill_phis`] once every edge of the cut is known.
    fn place_values(&mut self, order: &[usize]) {
        let ctx = self.ctx;
        let mut by_block: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
        for &id in order {
            let k = self.layout.value_block(ctx, ctx.cfg.block_of[id]);
            by_block.entry(k).or_default().push(id);
        }
        for (k, ids) in by_block {
            let (phis, rest): (Vec<usize>, Vec<usize>) = ids.iter().partition(|&&id| ctx.kind[id] == Kind::Phi);
            for id in phis.into_iter().chain(rest) {
                let inst = if ctx.kind[id] == Kind::Phi {
                    self.phis.push((k, self.blocks[k].insts.len(), id));
                    let ty = ctx
                        .info
                        .resolve(&ctx.insts[id].ty)
                        .expect("a harvested instruction's type resolves");
                    Inst::new(Some(value_placeholder(id)), ty, Op::Unreachable)
                } else {
                    self.inst(id)
                };
                self.push(k, Some(id), inst);
            }
        }
    }

    /// The label a guard's successor `label` becomes: the next chain block when it can
    /// reach the root, else `unreachable`.
    fn guard_target(&mut self, label: &str, next: &str) -> String {
        if self.sets.reach[self.ctx.block_index[label]] {
            next.to_string()
        } else {
            self.uses_unreachable = true;
            UNREACHABLE.to_string()
        }
    }

    /// Ends each guard's chain block with the guard's branch: the successors that reach
    /// the root go on down the chain, the others to `unreachable`.
    fn guard_terminators(&mut self) {
        let (ctx, layout) = (self.ctx, self.layout);
        for (k, &(g, _)) in layout.guards.iter().enumerate() {
            let next = block_label(k + 1);
            let branch = ctx.f.blocks[g]
                .insts
                .last()
                .expect("a guard's block ends in its branch");
            let term = match &branch.op {
                Op::CondBr { cond, t, f } => Op::CondBr {
                    cond: self.operand(cond),
                    t: self.guard_target(t, &next),
                    f: self.guard_target(f, &next),
                },
                Op::Switch { cond, default, cases } => {
                    let default = self.guard_target(default, &next);
                    let cases = cases
                        .iter()
                        .map(|(c, l)| (c.clone(), self.guard_target(l, &next)))
                        .collect();
                    Op::Switch {
                        cond: self.operand(cond),
                        default,
                        cases,
                    }
                }
                _ => unreachable!("guards are conditional branches"),
            };
            self.push(k, None, Inst::new(None, Type::Void, term));
        }
    }

    /// The label of region successor `t`: its cut block when it is in the region below
    /// the entry, else `unreachable` (noted in `uses`).
    fn region_target(&self, t: usize, uses: &mut bool) -> String {
        if self.reg.z[t] && t != self.reg.d {
            block_label(self.layout.cut_index[&t])
        } else {
            *uses = true;
            UNREACHABLE.to_string()
        }
    }

    /// Ends the cut block of each region block: `ret` of the root in the root's block,
    /// elsewhere the block's branch with edges leaving the region sent to `unreachable`.
    fn region_terminators(&mut self, root: usize) {
        let (ctx, layout) = (self.ctx, self.layout);
        for &zb in &layout.region {
            let term = if zb == self.sets.root_block {
                let name = ctx.insts[root]
                    .name
                    .clone()
                    .expect("a root is named (cut_root checked it)");
                Op::Ret(Some(self.operand(&Operand::local(ctx.insts[root].ty.clone(), name))))
            } else {
                self.region_branch(zb)
            };
            self.push(layout.term_block(zb), None, Inst::new(None, Type::Void, term));
        }
    }

    /// The terminator of region block `zb` (not the root's). A branch on a condition the
    /// cut does not hold, with a single target left in the region, becomes a `br` there.
    fn region_branch(&mut self, zb: usize) -> Op {
        let ctx = self.ctx;
        let block_of = |l: &str| ctx.block_index[l];
        let cond_known = |c: &Operand| !matches!(&c.val, Val::Local(_)) || harvested_cond(ctx, self.h, zb).is_some();
        let t_op = &ctx.f.blocks[zb].insts.last().expect("a block ends in a terminator").op;
        match t_op {
            Op::Br { target: t } => {
                let mut u = false;
                let target = self.region_target(block_of(t), &mut u);
                self.uses_unreachable |= u;
                Op::Br { target }
            }
            Op::CondBr { cond, t, f } => {
                let mut u = false;
                let tl = self.region_target(block_of(t), &mut u);
                let fl = self.region_target(block_of(f), &mut u);
                if !cond_known(cond) && (tl == UNREACHABLE) != (fl == UNREACHABLE) {
                    Op::Br {
                        target: if tl == UNREACHABLE { fl } else { tl },
                    }
                } else {
                    self.uses_unreachable |= u;
                    Op::CondBr {
                        cond: self.operand(cond),
                        t: tl,
                        f: fl,
                    }
                }
            }
            Op::Switch { cond, default, cases } => {
                let mut u = false;
                let dl = self.region_target(block_of(default), &mut u);
                let cl: Vec<_> = cases
                    .iter()
                    .map(|(c, l)| (c.clone(), self.region_target(block_of(l), &mut u)))
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
                    self.uses_unreachable |= u;
                    Op::Switch {
                        cond: self.operand(cond),
                        default: dl,
                        cases: cl,
                    }
                }
            }
            _ => Op::Unreachable,
        }
    }

    /// The cut blocks that branch to cut block `k`, once per edge, in block order.
    fn preds(&self, k: usize) -> Vec<usize> {
        let label = self.blocks[k].label.as_str();
        let mut out = Vec::new();
        for (j, b) in self.blocks.iter().enumerate() {
            if let Some(t) = b.insts.last() {
                out.extend(t.inst.op.successors().into_iter().filter(|s| *s == label).map(|_| j));
            }
        }
        out
    }

    /// Completes the phi placeholders: one incoming value per edge into the phi's cut
    /// block, in the order of the cut's blocks.
    fn fill_phis(&mut self) {
        if self.layout.entry == self.sets.root_block {
            return;
        }
        let (ctx, layout) = (self.ctx, self.layout);
        for (k, j, id) in std::mem::take(&mut self.phis) {
            let Op::Phi { fmf, incoming } = &ctx.insts[id].op else {
                continue;
            };
            let mut new_in = Vec::new();
            for p in self.preds(k) {
                let (o, _) = incoming
                    .iter()
                    .find(|(_, l)| layout.term_block(ctx.block_index[l.as_str()]) == p)
                    .expect("every cut predecessor is a predecessor in the function");
                new_in.push((self.operand(o), block_label(p)));
            }
            self.blocks[k].insts[j].inst.op = Op::Phi {
                fmf: *fmf,
                incoming: new_in,
            };
        }
    }

    /// The arguments and the finished blocks, the `unreachable` block last when used.
    fn finish_blocks(mut self) -> (HashMap<String, Arg>, Vec<Draft>) {
        if self.uses_unreachable {
            self.blocks.push(Draft {
                label: UNREACHABLE.into(),
                insts: vec![Slot {
                    id: None,
                    inst: Inst::new(None, Type::Void, Op::Unreachable),
                }],
            });
        }
        (self.args, self.blocks)
    }
}

/// Numbers arguments by first use and everything else as LLVM numbers unnamed values,
/// and prints the module text.
fn finish(args: HashMap<String, Arg>, mut blocks: Vec<Draft>, ret: Type) -> Built {
    let mut numbers: HashMap<String, String> = HashMap::new();
    let (params, arg_origins, arg_operands) = number_args(&args, &blocks, &mut numbers);
    number_values(params.len(), &blocks, &mut numbers);
    let inst_origins = rename(&numbers, &mut blocks);
    let decls = declarations(&blocks);
    let insts = blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|s| !s.inst.op.is_terminator())
        .count();
    let mut blocks: Vec<Block> = blocks
        .into_iter()
        .map(|b| Block {
            name: b.label,
            insts: b.insts.into_iter().map(|s| s.inst).collect(),
        })
        .collect();
    // The entry block is numbered but unlabelled, as the parser reads the printed text.
    blocks[0].name.clear();
    let nargs = params.len();
    let mut func = Function::new("cut", ret, params);
    let nblocks = blocks.len();
    func.blocks = blocks;
    let text = print_module(&func, &decls);
    Built {
        func,
        text,
        insts,
        blocks: nblocks,
        args: nargs,
        arg_origins,
        arg_operands,
        inst_origins,
    }
}

/// Numbers the arguments `0..n` in order of first use (into `numbers`), and returns the
/// parameters and what each stands for (as text and as the original operand).
fn number_args(
    args: &HashMap<String, Arg>,
    blocks: &[Draft],
    numbers: &mut HashMap<String, String>,
) -> (Vec<(Type, String)>, Vec<String>, Vec<Operand>) {
    let mut params = Vec::new();
    let mut origins = Vec::new();
    let mut operands = Vec::new();
    for s in blocks.iter().flat_map(|b| &b.insts) {
        for o in s.inst.op.operands() {
            if let Val::Local(n) = &o.val {
                if let Some(a) = args.get(n) {
                    if !numbers.contains_key(n) {
                        numbers.insert(n.clone(), params.len().to_string());
                        params.push((a.ty.clone(), params.len().to_string()));
                        origins.push(a.origin.clone());
                        operands.push(a.orig.clone());
                    }
                }
            }
        }
    }
    (params, origins, operands)
}

/// Numbers blocks and named values from `first` on, in order, as LLVM numbers unnamed
/// values (into `numbers`).
fn number_values(first: usize, blocks: &[Draft], numbers: &mut HashMap<String, String>) {
    let mut next = first;
    for b in blocks {
        numbers.insert(b.label.clone(), next.to_string());
        next += 1;
        for s in &b.insts {
            if let Some(n) = &s.inst.name {
                numbers.insert(n.clone(), next.to_string());
                next += 1;
            }
        }
    }
}

/// Replaces every placeholder by its number, and returns each numbered instruction's
/// name beside the index of the function instruction it copies.
fn rename(numbers: &HashMap<String, String>, blocks: &mut [Draft]) -> Vec<(String, usize)> {
    let rn = |s: &mut String| {
        if let Some(n) = numbers.get(s.as_str()) {
            *s = n.clone();
        }
    };
    let mut origins = Vec::new();
    for b in blocks {
        rn(&mut b.label);
        for s in &mut b.insts {
            let i = &mut s.inst;
            if let Some(n) = &mut i.name {
                rn(n);
                if let Some(id) = s.id {
                    origins.push((n.clone(), id));
                }
            }
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &mut o.val {
                    rn(n);
                }
            }
            i.op.labels_mut().into_iter().for_each(rn);
        }
    }
    origins
}

/// The declarations of the functions the cut calls, by name.
fn declarations(blocks: &[Draft]) -> BTreeMap<String, String> {
    let mut decls = BTreeMap::new();
    for s in blocks.iter().flat_map(|b| &b.insts) {
        if let Op::Call(c) = &s.inst.op {
            if let Some(name) = c.callee_name() {
                let tys: Vec<String> = c.args.iter().map(|a: &CallArg| a.op.ty.to_string()).collect();
                decls.insert(
                    name.to_string(),
                    format!("declare {} @{}({})", c.ret, quote_name(name), tys.join(", ")),
                );
            }
        }
    }
    decls
}

/// The module text of the cut: the function, then its declarations.
fn print_module(func: &Function, decls: &BTreeMap<String, String>) -> String {
    let mut text = ir::print_function(func);
    if !decls.is_empty() {
        text.push('\n');
        for d in decls.values() {
            text.push_str(d);
            text.push('\n');
        }
    }
    text
}
