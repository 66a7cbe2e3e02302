//! The whole-function check of a function with loops: the original and the rewritten
//! function are each cut at their loop headers into loop-free segments, pairs of
//! functions the verifier takes like any other (docs/apply.md, "Functions with loops").
//!
//! A segment starts at the entry or at a loop header and runs until it returns or takes
//! an edge into a header. What the rest of the run needs from it is its *state*: the
//! header's phis and the values from before the loop the run reads later (the header's
//! *slots*). A segment that starts at a header takes that state as parameters; every
//! segment writes where it ended (a tag), the state of the header it enters (or the
//! returned value) to a fresh pointer parameter, then returns. Pure values from before
//! the loop are recomputed at the segment's start from the slots they read, so facts
//! such as `uh = u >> 32` between the values a loop reads stay known.
//!
//! Why a proof of every segment is a proof of the function: a run of either function is
//! a sequence of segments, each started in the state the previous one wrote. If each new
//! segment refines the old one for *every* state (the parameters are free), then by
//! induction on the segments, with LLVM's semantics monotone in refinement (a refined
//! input gives a refined output), each new state refines the old one and so does the
//! final result; a run that never ends takes the same edges in both. The free state
//! holds more states than the loop reaches, so a refuted segment may be a state the loop
//! never reaches: the check is sound and may be incomplete, never the other way round.

use super::site::resolve;
use crate::ir::{Block, Cfg, Const, Flags, Function, Inst, Op, Operand, Param, Type, Val};
use crate::util::ApInt;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;

/// More segments than this and the function is left unchecked (each is a query).
pub const MAX_SEGMENTS: usize = 24;

/// The pointer parameter every segment writes its end to.
pub(super) const OUT: &str = "__seg.out";

/// One segment of the original and of the rewritten function: same parameters, same
/// end tags and state layout.
pub struct Segment {
    /// The block it starts at (`entry` for the entry block).
    pub start: String,
    /// It starts at the entry: its only free values are the function's inputs.
    pub from_entry: bool,
    /// The original function's segment.
    pub old: Function,
    /// The rewritten function's segment.
    pub new: Function,
    /// The old segment's state parameters no undef value reaches in the original
    /// function ([`may_be_undef`]): the check takes them as defined or poison.
    pub defined: Vec<String>,
}

/// Why a function could not be cut into segments; the check leaves it unchecked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoSegments {
    /// Control flow natural-loop analysis does not cover.
    Irreducible,
    /// A terminator the IR keeps opaque (`invoke`, `callbr`, ...).
    OpaqueTerminator,
    /// The rewrite changed the blocks or their edges (apply never does).
    CfgChanged,
    /// More segments than [`MAX_SEGMENTS`].
    TooMany(usize),
    /// A value a segment needs is neither computed in it nor part of its state.
    Unbound { start: String, value: String },
    /// A stack object: what a segment stores in it before a header is read after it,
    /// but the verifier compares only memory that outlives the function.
    Alloca,
    /// A type whose size the memory model does not know.
    Unsized(String),
    /// The segment built is not a valid loop-free function (a bug to report).
    Malformed { start: String, why: String },
}

impl fmt::Display for NoSegments {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoSegments::Irreducible => write!(f, "irreducible control flow"),
            NoSegments::OpaqueTerminator => write!(f, "a terminator the IR does not model"),
            NoSegments::CfgChanged => write!(f, "the rewritten function's blocks differ"),
            NoSegments::TooMany(n) => write!(f, "{n} segments (at most {MAX_SEGMENTS} are checked)"),
            NoSegments::Unbound { start, value } => {
                write!(
                    f,
                    "segment at %{start} needs %{value}, which it neither computes nor takes"
                )
            }
            NoSegments::Alloca => write!(f, "a stack object (alloca) that may live across a loop header"),
            NoSegments::Unsized(t) => write!(f, "no size for a value of type {t}"),
            NoSegments::Malformed { start, why } => write!(f, "segment at %{start} is malformed: {why}"),
        }
    }
}

/// The shape both functions share: blocks, edges, headers and each start's region.
struct Shape {
    cfg: Cfg,
    /// The starts: the entry (block 0), then each header in block order.
    starts: Vec<usize>,
    is_header: Vec<bool>,
    /// Per start: its blocks (the start first, then block order) and its ends
    /// `(from, header)`, edges into a header.
    regions: Vec<(Vec<usize>, BTreeSet<(usize, usize)>)>,
}

impl Shape {
    fn new(old: &Function, new: &Function) -> Result<Shape, NoSegments> {
        let cfg = Cfg::new(old);
        if cfg.is_irreducible() {
            return Err(NoSegments::Irreducible);
        }
        if cfg.rpo.iter().any(|&b| cfg.opaque_term[b]) {
            return Err(NoSegments::OpaqueTerminator);
        }
        let same = old.blocks.len() == new.blocks.len()
            && old.blocks.iter().zip(&new.blocks).all(|(a, b)| {
                let succ = |x: &Block| x.terminator().map(|t| t.op.successors().join(" "));
                a.name == b.name && succ(a) == succ(b)
            });
        if !same {
            return Err(NoSegments::CfgChanged);
        }
        let n = old.blocks.len();
        let mut is_header = vec![false; n];
        for &u in &cfg.rpo {
            for &v in &cfg.succs[u] {
                if cfg.is_back_edge(u, v) {
                    is_header[v] = true;
                }
            }
        }
        let starts: Vec<usize> = std::iter::once(0).chain((0..n).filter(|&b| is_header[b])).collect();
        if starts.len() > MAX_SEGMENTS {
            return Err(NoSegments::TooMany(starts.len()));
        }
        let regions = starts
            .iter()
            .map(|&s| {
                let mut seen = vec![false; n];
                seen[s] = true;
                let mut stack = vec![s];
                let mut ends = BTreeSet::new();
                while let Some(u) = stack.pop() {
                    for &v in &cfg.succs[u] {
                        if is_header[v] {
                            ends.insert((u, v));
                        } else if !seen[v] {
                            seen[v] = true;
                            stack.push(v);
                        }
                    }
                }
                let blocks = std::iter::once(s)
                    .chain((0..n).filter(|&b| b != s && seen[b]))
                    .collect();
                (blocks, ends)
            })
            .collect();
        Ok(Shape {
            cfg,
            starts,
            is_header,
            regions,
        })
    }
}

/// The state a header's segment takes: its phis, then its slots (original names).
#[derive(Clone, Default)]
struct State {
    phis: Vec<(String, Type)>,
    slots: Vec<(String, Type)>,
}

/// One of the two functions, with what the segments need to know of it.
struct Side<'a> {
    f: &'a Function,
    /// Definitions: name → (block, index in block).
    defs: HashMap<&'a str, (usize, usize)>,
    params: HashSet<&'a str>,
    /// For the rewritten function: old root name → the operand that replaced it.
    replaced: &'a HashMap<String, Operand>,
    /// For the rewritten function: a replacement's name → the old root it stands for.
    stands_for: HashMap<String, String>,
}

impl<'a> Side<'a> {
    fn new(f: &'a Function, replaced: &'a HashMap<String, Operand>) -> Side<'a> {
        let mut defs = HashMap::new();
        for (b, blk) in f.blocks.iter().enumerate() {
            for (i, inst) in blk.insts.iter().enumerate() {
                if let Some(n) = &inst.name {
                    defs.insert(n.as_str(), (b, i));
                }
            }
        }
        let stands_for = replaced
            .keys()
            .filter_map(|k| {
                let r = resolve(replaced, &Operand::local(Type::Void, k.clone()));
                r.as_local().map(|m| (m.to_string(), k.clone()))
            })
            .collect();
        Side {
            f,
            defs,
            params: f.params.iter().map(|p| p.name.as_str()).collect(),
            replaced,
            stands_for,
        }
    }

    /// What the value the original function calls `o` is here.
    fn operand(&self, o: &Operand) -> Operand {
        resolve(self.replaced, o)
    }

    /// The original name a value of this function stands for.
    fn original_name(&self, m: &str) -> String {
        self.stands_for.get(m).cloned().unwrap_or_else(|| m.to_string())
    }

    /// The phi named `p` in block `b`, if this function has it.
    fn phi(&self, b: usize, p: &str) -> Option<&'a Inst> {
        self.f.blocks[b]
            .insts
            .iter()
            .find(|i| matches!(i.op, Op::Phi { .. }) && i.name.as_deref() == Some(p))
    }

    /// The operand this function stores for `state` on the edge `from -> h`, in the
    /// state's order: each phi's incoming value, then each slot.
    fn end_values(&self, old: &Side, state: &State, from: usize, h: usize) -> Vec<Operand> {
        let label = &self.f.blocks[from].name;
        let incoming = |phi: &Inst| match &phi.op {
            Op::Phi { incoming, .. } => incoming.iter().find(|(_, l)| l == label).map(|(o, _)| o.clone()),
            _ => None,
        };
        let phis = state.phis.iter().map(|(p, ty)| {
            let mine = self.phi(h, p).and_then(incoming);
            // A phi the rewrite removed (it was a root): the value the original phi
            // would have taken, as this function computes it.
            let v = mine.or_else(|| old.phi(h, p).and_then(incoming).map(|o| self.operand(&o)));
            v.unwrap_or_else(|| Operand::konst(ty.clone(), Const::Poison))
        });
        let slots = state
            .slots
            .iter()
            .map(|(n, ty)| self.operand(&Operand::local(ty.clone(), n.clone())));
        phis.chain(slots).collect()
    }
}

/// The values of `f` that may be `undef` (each use free to read another value): a
/// parameter without `noundef`, an `undef` constant, and what is computed from one
/// without a `freeze` in between; a load too when `f` stores such a value (the model's
/// initial memory holds no undef bytes, `sem/memory.rs`). The loop state of the rest is
/// defined or poison in every run, so the check may take it so (docs/apply.md).
pub fn may_be_undef(f: &Function) -> HashSet<String> {
    let mut undef: HashSet<String> = f
        .params
        .iter()
        .filter(|p| {
            let noundef = crate::sem::parse_attrs(&p.attrs, &p.ty).map(|a| a.contains(&crate::sem::Attr::NoUndef));
            !matches!(noundef, Ok(true))
        })
        .map(|p| p.name.clone())
        .collect();
    let reads = |o: &Operand, undef: &HashSet<String>| match &o.val {
        Val::Local(n) => undef.contains(n),
        Val::Const(c) => crate::sem::const_has_undef(c),
        _ => false,
    };
    loop {
        let stores_undef = f
            .insts()
            .any(|i| matches!(&i.op, Op::Store { val, .. } if reads(val, &undef)));
        let mut grew = false;
        for i in f.insts() {
            let Some(n) = &i.name else { continue };
            if undef.contains(n) {
                continue;
            }
            let is = match &i.op {
                Op::Freeze(_) | Op::Alloca { .. } => false,
                Op::Load { .. } => stores_undef,
                Op::Call(c) if c.intrinsic().is_none() => true,
                op => op.operands().into_iter().any(|o| reads(o, &undef)),
            };
            if is {
                undef.insert(n.clone());
                grew = true;
            }
        }
        if !grew {
            return undef;
        }
    }
}

/// A value a segment may recompute at its start: pure, deterministic, no memory.
pub(super) fn recomputable(i: &Inst) -> bool {
    match &i.op {
        Op::Freeze(_) | Op::Phi { .. } => false,
        Op::Gep { .. } => true,
        Op::Call(c) => !c.has_effect() && !i.op.reads_memory(),
        op => op.is_pure(),
    }
}

/// Cuts `old` and its rewrite `new` (`replaced`: each old root's new operand) into
/// their segments, or says why not.
pub fn segments(
    old: &Function,
    new: &Function,
    replaced: &HashMap<String, Operand>,
) -> Result<Vec<Segment>, NoSegments> {
    if [old, new]
        .iter()
        .any(|f| f.insts().any(|i| matches!(i.op, Op::Alloca { .. })))
    {
        return Err(NoSegments::Alloca);
    }
    let shape = Shape::new(old, new)?;
    let none = HashMap::new();
    let sides = [Side::new(old, &none), Side::new(new, replaced)];
    let mut states: Vec<State> = shape
        .starts
        .iter()
        .map(|&s| State {
            phis: if s == 0 {
                Vec::new()
            } else {
                old.blocks[s]
                    .insts
                    .iter()
                    .filter(|i| matches!(i.op, Op::Phi { .. }))
                    .filter_map(|i| Some((i.name.clone()?, i.ty.clone())))
                    .collect()
            },
            slots: Vec::new(),
        })
        .collect();
    // The slots grow until every segment of both functions finds what it needs.
    loop {
        let mut grew = false;
        for k in 0..shape.starts.len() {
            for side in &sides {
                let plan = plan(&shape, &states, k, side, &sides[0])?;
                for (name, ty) in plan.frontier {
                    if !states[k].slots.iter().any(|(n, _)| *n == name) {
                        if k == 0 {
                            return Err(NoSegments::Unbound {
                                start: start_name(old, 0),
                                value: name,
                            });
                        }
                        states[k].slots.push((name, ty));
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }
    let undef = may_be_undef(old);
    let mut out = Vec::new();
    for k in 0..shape.starts.len() {
        let [a, b] = [&sides[0], &sides[1]].map(|side| {
            let p = plan(&shape, &states, k, side, &sides[0])?;
            build(&shape, &states, k, side, &sides[0], &p)
        });
        let st = &states[k];
        let defined = st
            .phis
            .iter()
            .chain(&st.slots)
            .filter(|(n, _)| !undef.contains(n))
            .map(|(n, _)| n.clone())
            .collect();
        out.push(Segment {
            start: start_name(old, shape.starts[k]),
            from_entry: k == 0,
            old: a?,
            new: b?,
            defined,
        });
    }
    Ok(out)
}

fn start_name(f: &Function, b: usize) -> String {
    let n = &f.blocks[b].name;
    if n.is_empty() {
        "entry".to_string()
    } else {
        n.clone()
    }
}

/// What one function's segment at start `k` takes and recomputes.
struct Plan {
    /// Parameter names of the state, in the state's order (a dummy where this function
    /// has no such value).
    args: Vec<String>,
    /// Values from before the start the segment recomputes, by (block, index).
    prologue: Vec<(usize, usize)>,
    /// Values it needs that it can neither compute nor take: new slots (original names).
    frontier: Vec<(String, Type)>,
}

fn plan(shape: &Shape, states: &[State], k: usize, side: &Side, old: &Side) -> Result<Plan, NoSegments> {
    let s = shape.starts[k];
    let (blocks, ends) = &shape.regions[k];
    let f = side.f;
    let in_region: HashSet<usize> = blocks.iter().copied().collect();
    let state = &states[k];
    // The state's parameter names, in this function.
    let mut taken: HashSet<String> = HashSet::new();
    let mut args = Vec::new();
    for (j, (p, _)) in state.phis.iter().enumerate() {
        let name = match side.phi(s, p) {
            Some(_) => p.clone(),
            None => format!("__seg.phi{j}"),
        };
        taken.insert(name.clone());
        args.push(name);
    }
    for (j, (n, ty)) in state.slots.iter().enumerate() {
        let o = side.operand(&Operand::local(ty.clone(), n.clone()));
        let name = match o.as_local() {
            Some(m) if !side.params.contains(m) && !taken.contains(m) => m.to_string(),
            _ => format!("__seg.slot{j}"),
        };
        taken.insert(name.clone());
        args.push(name);
    }
    // What the region reads that it does not define.
    let mut defined: HashSet<&str> = HashSet::new();
    let mut uses: Vec<String> = Vec::new();
    for &b in blocks {
        for inst in &f.blocks[b].insts {
            let is_start_phi = b == s && k > 0 && matches!(inst.op, Op::Phi { .. });
            if let Some(n) = &inst.name {
                if !is_start_phi {
                    defined.insert(n);
                }
            }
            if is_start_phi {
                continue;
            }
            if let Op::Phi { incoming, .. } = &inst.op {
                for (o, l) in incoming {
                    if f.block_index(l).is_some_and(|p| in_region.contains(&p)) {
                        uses.extend(o.as_local().map(str::to_string));
                    }
                }
            } else {
                uses.extend(
                    inst.op
                        .operands()
                        .into_iter()
                        .filter_map(|o| o.as_local().map(str::to_string)),
                );
            }
        }
    }
    for &(from, h) in ends {
        let target = &states[shape.starts.iter().position(|&x| x == h).expect("ends enter headers")];
        for o in side.end_values(old, target, from, h) {
            uses.extend(o.as_local().map(str::to_string));
        }
    }
    let mut prologue: Vec<(usize, usize)> = Vec::new();
    let mut frontier = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    while let Some(m) = uses.pop() {
        if defined.contains(m.as_str())
            || side.params.contains(m.as_str())
            || taken.contains(&m)
            || !seen.insert(m.clone())
        {
            continue;
        }
        let Some(&(db, di)) = side.defs.get(m.as_str()) else {
            return Err(NoSegments::Unbound {
                start: start_name(f, s),
                value: m,
            });
        };
        let inst = &f.blocks[db].insts[di];
        if k > 0 && !in_region.contains(&db) && recomputable(inst) {
            prologue.push((db, di));
            uses.extend(
                inst.op
                    .operands()
                    .into_iter()
                    .filter_map(|o| o.as_local().map(str::to_string)),
            );
        } else {
            frontier.push((side.original_name(&m), inst.ty.clone()));
        }
    }
    // Definitions before their uses: blocks in reverse post-order (a definition
    // dominates its uses), instructions in block order.
    prologue.sort_by_key(|&(b, i)| (shape.cfg.rpo_index[b], i));
    Ok(Plan {
        args,
        prologue,
        frontier,
    })
}

/// Stores of `values` (after the tag) to the out pointer, then `ret void`.
fn write_end(tag: u32, values: &[Operand], fresh: &mut usize) -> Result<Vec<Inst>, NoSegments> {
    let out = || Operand::local(Type::Ptr(0), OUT);
    let store = |val: Operand, ptr: Operand| {
        Inst::new(
            None,
            Type::Void,
            Op::Store {
                volatile: false,
                atomic: None,
                val,
                ptr,
                align: Some(1),
            },
        )
    };
    let mut insts = vec![store(
        Operand::konst(Type::Int(32), Const::Int(ApInt::from_u64(32, tag.into()))),
        out(),
    )];
    let mut off = 8u64;
    for v in values {
        let size = crate::sem::store_size(&v.ty).map_err(|_| NoSegments::Unsized(v.ty.to_string()))?;
        let name = format!("__seg.p{}", *fresh);
        *fresh += 1;
        insts.push(Inst::new(
            Some(name.clone()),
            Type::Ptr(0),
            Op::Gep {
                flags: Flags::default(),
                src_ty: Type::Int(8),
                base: out(),
                idx: vec![Operand::konst(Type::Int(64), Const::Int(ApInt::from_u64(64, off)))],
            },
        ));
        insts.push(store(v.clone(), Operand::local(Type::Ptr(0), name)));
        off += size.div_ceil(8).max(1) * 8;
    }
    insts.push(Inst::new(None, Type::Void, Op::Ret(None)));
    Ok(insts)
}

/// The segment function of `side` at start `k`.
fn build(shape: &Shape, states: &[State], k: usize, side: &Side, old: &Side, p: &Plan) -> Result<Function, NoSegments> {
    let f = side.f;
    let s = shape.starts[k];
    let (blocks, ends) = &shape.regions[k];
    let state = &states[k];
    let in_region: HashSet<&str> = blocks.iter().map(|&b| f.blocks[b].name.as_str()).collect();
    let mut params = f.params.clone();
    let types = state.phis.iter().chain(&state.slots).map(|(_, t)| t.clone());
    for (name, ty) in p.args.iter().zip(types) {
        params.push(Param {
            ty,
            attrs: String::new(),
            name: name.clone(),
        });
    }
    params.push(Param {
        ty: Type::Ptr(0),
        attrs: String::new(),
        name: OUT.to_string(),
    });
    let mut fresh = 0usize;
    let end_label = |from: usize, h: usize| format!("__seg.end.{from}.{h}");
    let mut out_blocks = Vec::new();
    for &b in blocks {
        let mut insts: Vec<Inst> = Vec::new();
        if b == s && k > 0 {
            insts.extend(p.prologue.iter().map(|&(db, di)| f.blocks[db].insts[di].clone()));
        }
        for inst in &f.blocks[b].insts {
            let mut inst = inst.clone();
            match &mut inst.op {
                Op::Phi { .. } if b == s && k > 0 => continue,
                Op::Phi { incoming, .. } => incoming.retain(|(_, l)| in_region.contains(l.as_str())),
                Op::Ret(v) => {
                    let v: Vec<Operand> = v.iter().cloned().collect();
                    insts.extend(write_end(0, &v, &mut fresh)?);
                    continue;
                }
                op if op.is_terminator() => {
                    for l in op.labels_mut() {
                        if let Some(h) = f.block_index(l).filter(|&h| shape.is_header[h]) {
                            *l = end_label(b, h);
                        }
                    }
                }
                _ => {}
            }
            insts.push(inst);
        }
        out_blocks.push(Block {
            name: f.blocks[b].name.clone(),
            insts,
        });
    }
    for &(from, h) in ends {
        let kh = shape.starts.iter().position(|&x| x == h).expect("ends enter headers");
        let values = side.end_values(old, &states[kh], from, h);
        out_blocks.push(Block {
            name: end_label(from, h),
            insts: write_end(kh as u32, &values, &mut fresh)?,
        });
    }
    let g = Function {
        name: f.name.clone(),
        ret: Type::Void,
        params,
        varargs: f.varargs,
        prefix: String::new(),
        suffix: f.suffix.clone(),
        blocks: out_blocks,
    };
    check_well_formed(&g).map_err(|why| NoSegments::Malformed {
        start: start_name(f, s),
        why,
    })?;
    Ok(g)
}

/// Loop-free, every name defined once, every use dominated by its definition.
fn check_well_formed(g: &Function) -> Result<(), String> {
    let cfg = Cfg::new(g);
    for &u in &cfg.rpo {
        for &v in &cfg.succs[u] {
            if cfg.is_back_edge(u, v) {
                return Err(format!("a loop through %{}", g.blocks[v].name));
            }
        }
    }
    if cfg.is_irreducible() || cfg.rpo.len() != g.blocks.len() {
        return Err("a cycle or an unreachable block".into());
    }
    let mut defs: HashMap<&str, (usize, usize)> = HashMap::new();
    for p in &g.params {
        if defs.insert(&p.name, (usize::MAX, 0)).is_some() {
            return Err(format!("%{} defined twice", p.name));
        }
    }
    for (b, blk) in g.blocks.iter().enumerate() {
        for (i, inst) in blk.insts.iter().enumerate() {
            if let Some(n) = &inst.name {
                if defs.insert(n, (b, i)).is_some() {
                    return Err(format!("%{n} defined twice"));
                }
            }
        }
    }
    let dominated = |name: &str, b: usize, i: usize| match defs.get(name) {
        Some(&(usize::MAX, _)) => true,
        Some(&(db, di)) => (db == b && di < i) || (db != b && cfg.dominates(db, b)),
        None => false,
    };
    for (b, blk) in g.blocks.iter().enumerate() {
        for (i, inst) in blk.insts.iter().enumerate() {
            let ok = match &inst.op {
                Op::Phi { incoming, .. } => incoming.iter().all(|(o, l)| {
                    let pb = g.block_index(l).unwrap_or(usize::MAX);
                    pb != usize::MAX && o.as_local().is_none_or(|n| dominated(n, pb, g.blocks[pb].insts.len()))
                }),
                op => op
                    .operands()
                    .iter()
                    .all(|o| o.as_local().is_none_or(|n| dominated(n, b, i))),
            };
            if !ok {
                return Err(format!(
                    "an operand of instruction {i} of %{} is not dominated",
                    blk.name
                ));
            }
        }
    }
    Ok(())
}
