//! From a rewrite expression to LLVM IR instructions: one expression node as an
//! instruction, a whole expression as the instructions computing it. Shared by synthesis
//! (a rewrite spliced into its cut) and `apply` (a rewrite spliced into real code).

use super::{RBinOp, RExpr, UnOp};
use crate::ir::{BinOp, Call, CastOp, Const, FastMath, Flags, Inst, Op, Operand, Type, Val};
use crate::util::ApInt;
use std::collections::HashMap;

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
        UnOp::Freeze => "freeze",
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
            UnOp::Freeze => Op::Freeze(k(0)),
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
        RExpr::Gep { flags, elem, .. } => Op::Gep {
            flags: *flags,
            src_ty: elem.clone(),
            base: k(0),
            idx: vec![k(1)],
        },
        RExpr::Load { align, .. } => Op::Load {
            volatile: false,
            atomic: None,
            ptr: k(0),
            align: *align,
        },
        RExpr::Masked { kind, ptr, .. } => {
            let ty = e.ty();
            let name = match kind {
                crate::ir::MaskedLoad::Contiguous => format!("llvm.masked.load.{}.p0", ty.mangle()),
                crate::ir::MaskedLoad::Gather => format!("llvm.masked.gather.{}.{}", ty.mangle(), ptr.ty().mangle()),
            };
            call(name, &ty, kids)
        }
    })
}

/// `e`, bitcast to `ty` when its type is another (a rewrite of a value of type `ty`).
pub fn cast_to(e: RExpr, ty: &Type) -> RExpr {
    if e.ty() == *ty {
        return e;
    }
    RExpr::Conv {
        op: CastOp::BitCast,
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a: Box::new(e),
        ty: ty.clone(),
    }
}

/// The instruction computing node `e` from `kids`, named `name`.
pub fn node_inst(e: &RExpr, kids: Vec<Operand>, name: &str) -> Option<Inst> {
    let op = node_op(e, kids)?;
    Some(Inst::new(Some(name.to_string()), e.ty(), op))
}

/// Appends the instructions computing `e` to `out` (shared subtrees once) and returns
/// the operand that holds its value; each new instruction is named by `name()`. A leaf
/// value found in `memo` is that operand (so a caller maps a rewrite's values to its
/// own); other leaves are locals of their name. Bitcasts to the same type vanish.
pub fn emit(
    e: &RExpr,
    out: &mut Vec<Inst>,
    memo: &mut HashMap<RExpr, Operand>,
    name: &mut dyn FnMut() -> String,
) -> Operand {
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
        } if a.ty() == *ty => emit(a, out, memo, name),
        _ => {
            let kids: Vec<Operand> = e.children().into_iter().map(|c| emit(c, out, memo, name)).collect();
            let name = name();
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
        RExpr::Gep { flags, elem, base, idx } => RExpr::Gep {
            flags: *flags,
            elem: elem.clone(),
            base: b(base),
            idx: b(idx),
        },
        RExpr::Load { ptr, align, ty } => RExpr::Load {
            ptr: b(ptr),
            align: *align,
            ty: ty.clone(),
        },
        RExpr::Masked {
            kind,
            ptr,
            mask,
            passthru,
        } => RExpr::Masked {
            kind: *kind,
            ptr: b(ptr),
            mask: b(mask),
            passthru: b(passthru),
        },
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
