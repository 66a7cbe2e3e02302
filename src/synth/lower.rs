//! From a rewrite expression to LLVM IR: one expression node as an instruction, and a
//! whole rewrite spliced into its cut (the cut's return value replaced, code nothing uses
//! any more removed) as the `@tgt` function the verifier and the cost model see.

use crate::ir::rewrite::{RBinOp, RExpr, UnOp};
use crate::ir::{BinOp, Call, CastOp, Const, FastMath, Flags, Function, Inst, Op, Operand, Type, Val};
use crate::util::apint::ApInt;
use std::collections::{HashMap, HashSet};

/// A constant operand of type `ty` from per-lane bits (`None`: a poison lane).
pub fn const_operand(ty: &Type, lanes: &[Option<ApInt>]) -> Operand {
    let one = |l: &Option<ApInt>| match (l, ty.scalar()) {
        (None, _) => Const::Poison,
        (Some(v), Type::Float(_)) => Const::Float(v.clone()),
        (Some(v), _) => Const::Int(v.clone()),
    };
    let c = if ty.is_vector() {
        if lanes.windows(2).all(|w| w[0] == w[1]) && lanes[0].is_some() {
            Const::Splat(ty.scalar().clone(), Box::new(one(&lanes[0])))
        } else {
            Const::Vector(lanes.iter().map(|l| (ty.scalar().clone(), one(l))).collect())
        }
    } else {
        one(&lanes[0])
    };
    Operand {
        ty: ty.clone(),
        val: Val::Const(c),
    }
}

fn call(name: String, ret: &Type, args: Vec<Operand>) -> Op {
    Call::direct(name, ret.clone(), args)
}

fn false_i1() -> Operand {
    Operand {
        ty: Type::i1(),
        val: Val::Const(Const::Int(ApInt::zero(1))),
    }
}

/// The LLVM intrinsic (without `llvm.` and the type suffix) of a non-instruction binary op.
fn bin_intrinsic(op: RBinOp) -> Option<&'static str> {
    Some(match op {
        RBinOp::Llvm(_) => return None,
        RBinOp::UMax => "umax",
        RBinOp::UMin => "umin",
        RBinOp::SMax => "smax",
        RBinOp::SMin => "smin",
        RBinOp::SAddSat => "sadd.sat",
        RBinOp::UAddSat => "uadd.sat",
        RBinOp::SSubSat => "ssub.sat",
        RBinOp::USubSat => "usub.sat",
        RBinOp::CopySign => "copysign",
        RBinOp::FMaximum => "maximum",
        RBinOp::FMinimum => "minimum",
        RBinOp::FMaxNum => "maxnum",
        RBinOp::FMinNum => "minnum",
    })
}

fn un_intrinsic(op: UnOp) -> &'static str {
    match op {
        UnOp::Ctpop => "ctpop",
        UnOp::Ctlz => "ctlz",
        UnOp::Cttz => "cttz",
        UnOp::Bswap => "bswap",
        UnOp::BitReverse => "bitreverse",
        UnOp::Abs => "abs",
        UnOp::FNeg => "fneg",
        UnOp::FAbs => "fabs",
        UnOp::FCeil => "ceil",
        UnOp::FFloor => "floor",
        UnOp::FRint => "rint",
        UnOp::FRound => "round",
        UnOp::FTrunc => "trunc",
        UnOp::FNearbyInt => "nearbyint",
        UnOp::FRoundEven => "roundeven",
    }
}

/// The operation of one expression node whose operands are `kids` (in the node's
/// operand order). `None` for leaves (values and constants are operands, not instructions).
pub fn node_op(e: &RExpr, kids: Vec<Operand>) -> Option<Op> {
    let k = |i: usize| kids[i].clone();
    Some(match e {
        RExpr::Val { .. } | RExpr::Const { .. } => return None,
        RExpr::Bin { op, flags, fmf, ty, .. } => match (op, bin_intrinsic(*op)) {
            (RBinOp::Llvm(b), _) => Op::Bin {
                op: *b,
                flags: *flags,
                fmf: *fmf,
                a: k(0),
                b: k(1),
            },
            (_, Some(name)) => call(format!("llvm.{name}.{}", ty.mangle()), ty, kids),
            _ => return None,
        },
        RExpr::Un { op, fmf, ty, .. } => match op {
            UnOp::FNeg => Op::FNeg { fmf: *fmf, a: k(0) },
            UnOp::Ctlz | UnOp::Cttz | UnOp::Abs => call(
                format!("llvm.{}.{}", un_intrinsic(*op), ty.mangle()),
                ty,
                vec![k(0), false_i1()],
            ),
            _ => call(format!("llvm.{}.{}", un_intrinsic(*op), ty.mangle()), ty, kids),
        },
        RExpr::Conv { op, flags, fmf, .. } => Op::Cast {
            op: *op,
            flags: *flags,
            fmf: *fmf,
            a: k(0),
        },
        RExpr::ICmp { pred, flags, .. } => Op::ICmp {
            pred: *pred,
            flags: *flags,
            a: k(0),
            b: k(1),
        },
        RExpr::FCmp { pred, fmf, .. } => Op::FCmp {
            pred: *pred,
            fmf: *fmf,
            a: k(0),
            b: k(1),
        },
        RExpr::Select { .. } => Op::Select {
            fmf: FastMath::default(),
            cond: k(0),
            t: k(1),
            f: k(2),
        },
        RExpr::InsertElement { .. } => Op::InsertElement {
            vec: k(0),
            elt: k(1),
            idx: k(2),
        },
        RExpr::ExtractElement { .. } => Op::ExtractElement { vec: k(0), idx: k(1) },
        RExpr::ShuffleVector { mask, .. } => Op::ShuffleVector {
            a: k(0),
            b: k(1),
            mask: mask.clone(),
        },
        RExpr::Funnel { right, ty, .. } => {
            let name = if *right { "fshr" } else { "fshl" };
            call(format!("llvm.{name}.{}", ty.mangle()), ty, kids)
        }
        RExpr::X86 { name, ty, .. } => call(format!("llvm.x86.{name}"), ty, kids),
    })
}

/// The instruction computing node `e` from `kids`, named `name`.
pub fn node_inst(e: &RExpr, kids: Vec<Operand>, name: &str) -> Option<Inst> {
    let op = node_op(e, kids)?;
    Some(Inst::new(Some(name.to_string()), e.ty(), op))
}

/// Appends the instructions computing `e` to `out` (shared subtrees once) and returns
/// the operand that holds its value. Bitcasts to the same type vanish.
fn emit(e: &RExpr, out: &mut Vec<Inst>, memo: &mut HashMap<RExpr, Operand>, fresh: &mut usize) -> Operand {
    if let Some(o) = memo.get(e) {
        return o.clone();
    }
    let o = match e {
        RExpr::Val { ty, name } => Operand {
            ty: ty.clone(),
            val: Val::Local(name.clone()),
        },
        RExpr::Const { ty, lanes } => const_operand(ty, lanes),
        RExpr::Conv {
            op: CastOp::BitCast,
            a,
            ty,
            ..
        } if a.ty() == *ty => emit(a, out, memo, fresh),
        _ => {
            let kids: Vec<Operand> = e.children().into_iter().map(|c| emit(c, out, memo, fresh)).collect();
            let name = format!("s{}", *fresh);
            *fresh += 1;
            let inst = node_inst(e, kids, &name).expect("an operation node");
            out.push(inst);
            Operand {
                ty: e.ty(),
                val: Val::Local(name),
            }
        }
    };
    memo.insert(e.clone(), o.clone());
    o
}

/// The block holding the cut's `ret` and its index there.
fn ret_site(f: &Function) -> Option<(usize, usize)> {
    f.blocks.iter().enumerate().find_map(|(bi, b)| {
        b.insts
            .iter()
            .position(|i| matches!(i.op, Op::Ret(Some(_))))
            .map(|ii| (bi, ii))
    })
}

/// `@tgt`: the cut `src` with its returned value computed by `e` instead (a bitcast to
/// the return type added when needed), and the instructions nothing uses any more
/// removed. Numbered names are turned into names (`%v4`, `%b7`) so that removing code
/// leaves valid LLVM text.
pub fn splice(src: &Function, e: &RExpr) -> Option<Function> {
    let mut f = src.clone();
    f.name = "tgt".into();
    name_numbered(&mut f);
    let (bi, ii) = ret_site(&f)?;
    let mut e = e.clone();
    if e.ty() != f.ret {
        e = RExpr::Conv {
            op: CastOp::BitCast,
            flags: Flags::NONE,
            fmf: FastMath::default(),
            a: Box::new(e),
            ty: f.ret.clone(),
        };
    }
    let mut new = Vec::new();
    let mut fresh = 0;
    let params: HashSet<String> = f.params.iter().map(|p| p.name.clone()).collect();
    let v = emit(&renamed_expr(&e, &params), &mut new, &mut HashMap::new(), &mut fresh);
    let block = &mut f.blocks[bi];
    block.insts[ii].op = Op::Ret(Some(v));
    block.insts.splice(ii..ii, new);
    dce(&mut f);
    flatten(&mut f, bi);
    Some(f)
}

/// When the new return value no longer needs the cut's joins (no phi is left, and no
/// block off the path to the return stores), the path of blocks that dominate the
/// returning block `rb` is all that stays: a branch that only chose between ways to
/// compute the old value goes, while a *guard* (a branch to an `unreachable` block, a
/// path condition of the real program) stays, so that both the proof and the cost
/// compare the same assumptions.
fn flatten(f: &mut Function, rb: usize) {
    if f.blocks.len() < 2 || f.insts().any(|i| matches!(i.op, Op::Phi { .. } | Op::Switch { .. })) {
        return;
    }
    let cfg = crate::cut::cfg::Cfg::new(f);
    let on_path: Vec<bool> = (0..f.blocks.len()).map(|b| cfg.dominates(b, rb)).collect();
    let is_unreachable = |b: &crate::ir::Block| b.insts.len() == 1 && matches!(b.insts[0].op, Op::Unreachable);
    let stores_off_path = f
        .blocks
        .iter()
        .enumerate()
        .any(|(b, blk)| !on_path[b] && blk.insts.iter().any(|i| matches!(i.op, Op::Store { .. })));
    if stores_off_path {
        return;
    }
    // Dominators of `rb` form a chain; block order of a cut is a topological order.
    let path: Vec<usize> = (0..f.blocks.len()).filter(|&b| on_path[b]).collect();
    let mut blocks = Vec::new();
    let mut keep_unreachable: Vec<String> = Vec::new();
    for (k, &b) in path.iter().enumerate() {
        let mut blk = f.blocks[b].clone();
        if let Some(&next) = path.get(k + 1) {
            let next_name = f.blocks[next].name.clone();
            let term = blk.insts.pop();
            let guard = match term.as_ref().map(|t| &t.op) {
                Some(Op::CondBr { cond, t, f: e }) => {
                    let unreachable = |n: &str| f.block(n).is_some_and(is_unreachable);
                    match (unreachable(t), unreachable(e)) {
                        (false, true) => Some((cond.clone(), next_name.clone(), e.clone(), e.clone())),
                        (true, false) => Some((cond.clone(), t.clone(), next_name.clone(), t.clone())),
                        _ => None,
                    }
                }
                _ => None,
            };
            let op = match guard {
                Some((cond, t, e, u)) => {
                    keep_unreachable.push(u);
                    Op::CondBr { cond, t, f: e }
                }
                None => Op::Br { target: next_name },
            };
            blk.insts.push(Inst::new(None, crate::ir::Type::Void, op));
        }
        blocks.push(blk);
    }
    for b in &f.blocks {
        if keep_unreachable.contains(&b.name) && !blocks.iter().any(|x: &crate::ir::Block| x.name == b.name) {
            blocks.push(b.clone());
        }
    }
    // A block that ends in `br X`, where X has no other predecessor, absorbs X.
    let mut k = 0;
    while k < blocks.len() {
        let target = match blocks[k].insts.last().map(|t| &t.op) {
            Some(Op::Br { target }) => target.clone(),
            _ => {
                k += 1;
                continue;
            }
        };
        let preds = blocks
            .iter()
            .filter(|b| {
                b.insts
                    .last()
                    .is_some_and(|t| t.op.successors().contains(&target.as_str()))
            })
            .count();
        match blocks.iter().position(|b| b.name == target) {
            Some(x) if preds == 1 && x != 0 && x != k => {
                let absorbed = blocks.remove(x);
                let k2 = if x < k { k - 1 } else { k };
                blocks[k2].insts.pop();
                blocks[k2].insts.extend(absorbed.insts);
                k = k2;
            }
            _ => k += 1,
        }
    }
    f.blocks = blocks;
    dce(f);
}

/// The name `name_numbered` gives a value named `n`.
fn value_name(n: &str) -> String {
    if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
        format!("v{n}")
    } else {
        n.to_string()
    }
}

/// `e` with its values named as `name_numbered` names them (parameters keep theirs).
fn renamed_expr(e: &RExpr, params: &HashSet<String>) -> RExpr {
    match e {
        RExpr::Val { ty, name } if !params.contains(name) => RExpr::Val {
            ty: ty.clone(),
            name: value_name(name),
        },
        RExpr::Val { .. } => e.clone(),
        _ => map_children(e, |c| renamed_expr(c, params)),
    }
}

/// `e` with every child replaced by `f(child)`.
pub fn map_children(e: &RExpr, f: impl Fn(&RExpr) -> RExpr) -> RExpr {
    let b = |x: &RExpr| Box::new(f(x));
    match e {
        RExpr::Val { .. } | RExpr::Const { .. } => e.clone(),
        RExpr::Bin {
            op,
            flags,
            fmf,
            a,
            b: y,
            ty,
        } => RExpr::Bin {
            op: *op,
            flags: *flags,
            fmf: *fmf,
            a: b(a),
            b: b(y),
            ty: ty.clone(),
        },
        RExpr::Un { op, fmf, a, ty } => RExpr::Un {
            op: *op,
            fmf: *fmf,
            a: b(a),
            ty: ty.clone(),
        },
        RExpr::Conv { op, flags, fmf, a, ty } => RExpr::Conv {
            op: *op,
            flags: *flags,
            fmf: *fmf,
            a: b(a),
            ty: ty.clone(),
        },
        RExpr::ICmp { pred, flags, a, b: y } => RExpr::ICmp {
            pred: *pred,
            flags: *flags,
            a: b(a),
            b: b(y),
        },
        RExpr::FCmp { pred, fmf, a, b: y } => RExpr::FCmp {
            pred: *pred,
            fmf: *fmf,
            a: b(a),
            b: b(y),
        },
        RExpr::Select { cond, t, f: x } => RExpr::Select {
            cond: b(cond),
            t: b(t),
            f: b(x),
        },
        RExpr::InsertElement { vec, elt, idx } => RExpr::InsertElement {
            vec: b(vec),
            elt: b(elt),
            idx: b(idx),
        },
        RExpr::ExtractElement { vec, idx } => RExpr::ExtractElement {
            vec: b(vec),
            idx: b(idx),
        },
        RExpr::ShuffleVector { a, b: y, mask } => RExpr::ShuffleVector {
            a: b(a),
            b: b(y),
            mask: mask.clone(),
        },
        RExpr::Funnel { right, a, b: y, c, ty } => RExpr::Funnel {
            right: *right,
            a: b(a),
            b: b(y),
            c: b(c),
            ty: ty.clone(),
        },
        RExpr::X86 { name, args, ty } => RExpr::X86 {
            name: name.clone(),
            args: args.iter().map(&f).collect(),
            ty: ty.clone(),
        },
    }
}

/// Renames numbered instructions (`%4` → `%v4`) and numbered labels of blocks other than
/// the entry (`4:` → `b4:`); parameters and the entry block keep their numbers.
fn name_numbered(f: &mut Function) {
    let numbered = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    let params: HashSet<String> = f.params.iter().map(|p| p.name.clone()).collect();
    let label = |n: &str| if numbered(n) { format!("b{n}") } else { n.to_string() };
    let entry = f.blocks.first().map(|b| b.name.clone()).unwrap_or_default();
    let relabel = |n: &str| if n == entry { n.to_string() } else { label(n) };
    for (k, b) in f.blocks.iter_mut().enumerate() {
        if k > 0 {
            b.name = label(&b.name);
        }
        for i in &mut b.insts {
            if let Some(n) = &i.name {
                i.name = Some(value_name(n));
            }
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &o.val {
                    if !params.contains(n) {
                        o.val = Val::Local(value_name(n));
                    }
                }
            }
            match &mut i.op {
                Op::Br { target } => *target = relabel(target),
                Op::CondBr { t, f: e, .. } => {
                    *t = relabel(t);
                    *e = relabel(e);
                }
                Op::Switch { default, cases, .. } => {
                    *default = relabel(default);
                    for (_, t) in cases {
                        *t = relabel(t);
                    }
                }
                Op::Phi { incoming, .. } => {
                    for (_, from) in incoming {
                        *from = relabel(from);
                    }
                }
                _ => {}
            }
        }
    }
}

/// Removes instructions whose value nothing uses and that have no effect (stores and
/// terminators stay), until none is left.
pub fn dce(f: &mut Function) {
    loop {
        let used: HashSet<String> = f
            .insts()
            .flat_map(|i| i.op.operands().into_iter())
            .filter_map(|o| match &o.val {
                Val::Local(n) => Some(n.clone()),
                _ => None,
            })
            .collect();
        let mut removed = false;
        for b in &mut f.blocks {
            b.insts.retain(|i| {
                let effect = i.op.is_terminator() || matches!(i.op, Op::Store { .. });
                let keep = effect || i.name.as_ref().is_none_or(|n| used.contains(n));
                removed |= !keep;
                keep
            });
        }
        if !removed {
            return;
        }
    }
}

/// True when `op` is an LLVM binary instruction that commutes.
pub fn commutes(op: RBinOp) -> bool {
    match op {
        RBinOp::Llvm(b) => b.is_commutative() || matches!(b, BinOp::FAdd | BinOp::FMul),
        RBinOp::UMax
        | RBinOp::UMin
        | RBinOp::SMax
        | RBinOp::SMin
        | RBinOp::SAddSat
        | RBinOp::UAddSat
        | RBinOp::FMaximum
        | RBinOp::FMinimum
        | RBinOp::FMaxNum
        | RBinOp::FMinNum => true,
        _ => false,
    }
}

/// True when `a` and `b` have the same instructions up to names (in order of
/// definition): a candidate that only recomputes the cut is not a rewrite.
pub fn same_code(a: &Function, b: &Function) -> bool {
    fn shape(f: &Function) -> Vec<String> {
        let mut names: HashMap<String, String> = HashMap::new();
        for (k, p) in f.params.iter().enumerate() {
            names.insert(p.name.clone(), format!("p{k}"));
        }
        let mut out = Vec::new();
        for i in f.insts() {
            let mut i = i.clone();
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &o.val {
                    o.val = Val::Local(names.get(n).cloned().unwrap_or_else(|| n.clone()));
                }
            }
            if let Some(n) = &i.name {
                let k = format!("d{}", names.len());
                names.insert(n.clone(), k.clone());
                i.name = Some(k);
            }
            if let Op::Phi { incoming, .. } = &mut i.op {
                incoming.iter_mut().for_each(|(_, b)| b.clear());
            }
            if let Op::Br { target } = &mut i.op {
                target.clear();
            }
            if let Op::CondBr { t, f: e, .. } = &mut i.op {
                t.clear();
                e.clear();
            }
            out.push(crate::ir::print::print_inst(&i));
        }
        out.sort();
        out
    }
    shape(a) == shape(b)
}
