//! Cuts (paper section 4, Algorithm 1): the neighbourhood of one instruction of a real
//! function, cut out as a small loop-free function that returns that instruction's value
//! and takes everything it does not hold as arguments. A cut is the specification a
//! later stage tries to synthesize a cheaper version of.
//!
//! # Decisions
//!
//! - **Roots**: every named instruction whose value is an integer, a float, or a fixed
//!   vector of them, and which a cut can hold (plain instructions, pure intrinsic calls,
//!   phis, simple loads). Stores are not roots (the paper roots at values); they enter a
//!   cut only as the store a load reads from.
//! - **Depth**: the walk is breadth-first, so each instruction is taken at its shortest
//!   distance from the root; depth 0 is the root alone, and every instruction farther than
//!   `depth` operand edges away is an argument.
//! - **Arguments** (the paper's "unknown" values): parameters; globals and constant
//!   expressions (`ptr @g` becomes a `ptr` argument); instructions past the depth bound,
//!   outside the allowed blocks, or that a cut cannot hold: non-intrinsic calls, intrinsics
//!   LLVM does not declare `memory(none)` (and a few pure ones that observe their context,
//!   see `modinfo.rs`), inline asm, allocas, volatile and atomic accesses, instructions the
//!   IR keeps opaque, and values of types a cut cannot spell (opaque structs, tokens,
//!   scalable vectors).
//! - **Allowed blocks**: those of the root's innermost loop, subloops excluded; outside
//!   loops, those in no loop; and of those only blocks that reach the root in the current
//!   iteration, possibly through a subloop (others cannot feed it in the same iteration).
//!   Values defined before a subloop (or, outside loops, before a loop) are harvested:
//!   they run once before the root like any other. For a root in a loop, pure
//!   instructions (arithmetic, casts, compares, selects; no call, memory or `freeze`) of
//!   blocks outside all its loops that dominate it are harvested too: loop-invariant code
//!   (hoisted by LICM) that each iteration reads, recomputed in the cut from the same
//!   values, without their blocks' branch conditions (they run on every path to the root).
//! - **Control flow**: phis are harvested when all their predecessors are allowed blocks
//!   (loop-header and LCSSA phis become arguments). The cut then holds the region from the
//!   nearest common dominator of the blocks involved down to the root; edges leaving the
//!   region go to `unreachable` (the root is not reached that way in this iteration). A phi
//!   is harvested only when every path from its block's immediate dominator to the root
//!   stays in allowed blocks (no subloop, no `invoke`); when the phis together need a
//!   region that does not, the one whose paths split highest becomes an argument and the
//!   cut is made again (without phis it is one straight-line block). Branch conditions of harvested instructions' blocks
//!   (and of the immediate dominator of the root's block and of each phi's block, where
//!   the paths that join there split) are harvested; above the region, a branch
//!   whose other successors cannot reach the root becomes a *guard* whose other side is
//!   `unreachable`: synthesis may assume the path condition.
//! - **Memory** (conservative, in place of MemorySSA): a load reads the state after the
//!   nearest instruction that may write memory, found backwards along single-predecessor
//!   chains (or the state at function entry, or at the start of a join block). All loads
//!   of one cut must read the same state, so one free initial memory describes them; any
//!   other load is an argument. When that state is "after a simple store", the store is
//!   harvested too (its value and address with it).
//! - **Skipped**: roots whose cut holds nothing but the root (`trivial`); functions with
//!   irreducible control flow.
//! - **Canonical form** (see `build.rs`), and the cut's identity: the FNV-1a 128 hash of
//!   its module text (`util::hash`). The depth is not part of the identity: the same text
//!   at two depths is one cut (synthesis depends only on the text); sites record the depth.

mod build;
mod check;
mod crawl;
mod extract;
mod modinfo;
mod study;

pub use build::Built;
pub use check::{opt_verify, structure, verify_batch};
pub use crawl::{process_bytes, serve, Answer, CutRecord, FileCuts, ReadError, Request, SiteRecord};
pub use extract::{FnCtx, RootSets};
pub use modinfo::ModInfo;
pub use study::{study_bytes, FileStudy};

use crate::ir::{Module, Type};
use extract::Kind;

/// The paper's default depth bound.
pub const DEFAULT_DEPTH: u32 = 4;

/// A cut of one root, with where the root is.
#[derive(Clone, Debug)]
pub struct Cut {
    /// The cut's function and text.
    pub built: Built,
    /// FNV-1a 128 of `built.text`, as 32 hex digits.
    pub hash: String,
    /// The cut holds only its root.
    pub trivial: bool,
    /// The root's opcode (`add`, `call`, ...).
    pub root_opcode: String,
    /// The root's type, as LLVM spells it.
    pub root_type: String,
    /// Freezes the walk reached whose choice is shared with code outside the cut, made
    /// arguments of the cut for that (`extract::shared_choice`): 0 for most cuts.
    pub shared_freezes: u32,
}

/// Where a cut's root is in the crawled code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The function the root is in.
    pub function: String,
    /// Index of the root among the function's instructions (block after block).
    pub inst: usize,
    /// The root's name in the function (`%name` without `%`).
    pub name: String,
    /// `file:line:col` from the root's `!dbg` location.
    pub loc: Option<String>,
    /// How many of the cut's values other than the root are also used outside the cut
    /// here: a rewrite of the root leaves them in place.
    pub shared: u32,
    /// Every load the cut holds reads the memory the root sees (no instruction that may
    /// write memory in between): a rewrite that loads may then load at the root.
    pub loads_see_root_memory: bool,
}

/// Counts over a module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Functions defined in the module.
    pub functions: usize,
    /// Instructions of those functions.
    pub instructions: usize,
    /// Functions skipped for irreducible control flow.
    pub irreducible: usize,
    /// Instructions a cut was attempted for.
    pub roots: usize,
}

fn root_type_ok(t: &Type) -> bool {
    match t {
        Type::Int(_) | Type::Float(_) => true,
        Type::Vector {
            elem, scalable: false, ..
        } => matches!(**elem, Type::Int(_) | Type::Float(_)),
        _ => false,
    }
}

/// The cut of instruction `root` of a prepared function at depth `depth`, or `None` when
/// the instruction is not a root a cut can be made of.
pub fn cut_root(ctx: &FnCtx, sets: &RootSets, root: usize, depth: u32) -> Option<Cut> {
    let inst = ctx.insts[root];
    inst.name.as_ref()?;
    if !matches!(ctx.kind[root], Kind::Plain | Kind::Phi | Kind::Load) || !root_type_ok(&ctx.info.resolve(&inst.ty)?) {
        return None;
    }
    // Each phi is harvested only when the region from where its paths split is
    // harvestable; when the phis together need a region that is not, the one splitting
    // highest becomes an argument, until the region is harvestable. Without phis the
    // region is the root's block alone, so this ends.
    //
    // A freeze whose choice is shared with code outside the harvest becomes an argument
    // too (`extract::shared_choice`); each round bans one more instruction, so this ends.
    let mut banned = Vec::new();
    let mut shared_freezes = 0;
    let (h, reg) = loop {
        let h = extract::walk(ctx, sets, root, depth, &banned);
        if let Some(f) = extract::shared_choice(ctx, root, &h) {
            banned.push(f);
            shared_freezes += 1;
            continue;
        }
        match extract::region(ctx, sets, &h) {
            Some(reg) => break (h, reg),
            None => banned.push(extract::highest_phi(ctx, root, &h)?),
        }
    };
    if !h.member.contains_key(&root) {
        return None;
    }
    let built = build::build(ctx, sets, root, &h, &reg);
    let hash = crate::util::fnv128_hex(built.text.as_bytes());
    Some(Cut {
        trivial: built.insts == 1,
        hash,
        root_opcode: inst.op.opcode().to_string(),
        root_type: ctx.info.resolve(&inst.ty)?.to_string(),
        built,
        shared_freezes,
    })
}

/// How many of the cut's instructions other than the root (terminators aside) have a
/// user outside the cut in the crawled function.
fn shared_values(ctx: &FnCtx, root: usize, c: &Cut) -> u32 {
    let members: std::collections::HashSet<usize> = c.built.inst_origins.iter().map(|(_, k)| *k).collect();
    members
        .iter()
        .filter(|&&k| k != root && !ctx.insts[k].op.is_terminator())
        .filter(|&&k| ctx.users[k].iter().any(|u| !members.contains(u)))
        .count() as u32
}

/// Cuts every root of every function of `m` at each depth of `depths`, calling `f` with
/// the depth, the site and the cut (trivial cuts included: callers decide).
pub fn cut_module(m: &Module, depths: &[u32], mut f: impl FnMut(u32, Site, Cut)) -> Counts {
    let info = ModInfo::new(m);
    let mut counts = Counts::default();
    for func in m.functions() {
        counts.functions += 1;
        let ctx = FnCtx::new(func, &info);
        counts.instructions += ctx.insts.len();
        if ctx.cfg.is_irreducible() {
            counts.irreducible += 1;
            continue;
        }
        let mut sets: Option<RootSets> = None;
        for root in 0..ctx.insts.len() {
            let b = ctx.cfg.block_of[root];
            if !ctx.cfg.reachable(b) || ctx.insts[root].name.is_none() {
                continue;
            }
            if sets.as_ref().is_none_or(|s| s.root_block != b) {
                sets = Some(RootSets::new(&ctx, b));
            }
            let sets = sets.as_ref().unwrap();
            let mut attempted = false;
            for &d in depths {
                if let Some(c) = cut_root(&ctx, sets, root, d) {
                    attempted = true;
                    let inst = ctx.insts[root];
                    let site = Site {
                        function: func.name.clone(),
                        inst: root,
                        name: inst.name.clone().unwrap_or_default(),
                        loc: inst
                            .meta
                            .iter()
                            .find(|(k, _)| k == "dbg")
                            .and_then(|(_, v)| info.debug_loc(v)),
                        shared: shared_values(&ctx, root, &c),
                        loads_see_root_memory: c
                            .built
                            .inst_origins
                            .iter()
                            .filter(|(_, k)| ctx.kind[*k] == Kind::Load)
                            .all(|(_, k)| ctx.mem[*k] == ctx.mem[root]),
                    };
                    f(d, site, c);
                }
            }
            counts.roots += usize::from(attempted);
        }
    }
    counts
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_cut;
