//! The instructions synthesis may use (the paper's Table 1, the generic intrinsics and
//! the x86 ones), as shapes: for a result type, what operand types a shape takes and how
//! it builds its expression node.

use crate::ir::rewrite::{RBinOp, RExpr, UnOp};
use crate::ir::IPREDS;
use crate::ir::{BinOp, CastOp, FPred, FastMath, Flags, IPred, Type};
use crate::sem::x86::{X86Intrinsic, TABLE};
use crate::util::ApInt;

/// One kind of instruction at one type.
#[derive(Clone, Debug)]
pub enum Shape {
    /// A unary operation (`fneg`, or an intrinsic such as `ctpop`).
    Un(UnOp),
    /// A binary operation (an instruction, or an intrinsic such as `umax`).
    Bin(RBinOp),
    /// `icmp` with this predicate.
    ICmp(IPred),
    /// `fcmp` with this predicate.
    FCmp(FPred),
    /// A conversion to the given type.
    Conv(CastOp, Type),
    /// `select`: the condition's type decides the shape, the arms' the search.
    Select,
    /// `extractelement` of a constant lane.
    Extract(u32),
    /// `insertelement` at a constant lane.
    Insert(u32),
    /// An x86 intrinsic without immediate or mask operands.
    X86(&'static X86Intrinsic),
}

const INT_BIN: [RBinOp; 19] = [
    RBinOp::Llvm(BinOp::Add),
    RBinOp::Llvm(BinOp::Sub),
    RBinOp::Llvm(BinOp::Mul),
    RBinOp::Llvm(BinOp::And),
    RBinOp::Llvm(BinOp::Or),
    RBinOp::Llvm(BinOp::Xor),
    RBinOp::Llvm(BinOp::Shl),
    RBinOp::Llvm(BinOp::LShr),
    RBinOp::Llvm(BinOp::AShr),
    RBinOp::Llvm(BinOp::UDiv),
    RBinOp::Llvm(BinOp::SDiv),
    RBinOp::UMax,
    RBinOp::UMin,
    RBinOp::SMax,
    RBinOp::SMin,
    RBinOp::UAddSat,
    RBinOp::USubSat,
    RBinOp::SAddSat,
    RBinOp::SSubSat,
];

const FP_BIN: [RBinOp; 9] = [
    RBinOp::Llvm(BinOp::FAdd),
    RBinOp::Llvm(BinOp::FSub),
    RBinOp::Llvm(BinOp::FMul),
    RBinOp::Llvm(BinOp::FDiv),
    RBinOp::FMaxNum,
    RBinOp::FMinNum,
    RBinOp::FMaximum,
    RBinOp::FMinimum,
    RBinOp::CopySign,
];

const INT_UN: [UnOp; 6] = [
    UnOp::Ctpop,
    UnOp::Ctlz,
    UnOp::Cttz,
    UnOp::BitReverse,
    UnOp::Bswap,
    UnOp::Abs,
];
const FP_UN: [UnOp; 8] = [
    UnOp::FNeg,
    UnOp::FAbs,
    UnOp::FCeil,
    UnOp::FFloor,
    UnOp::FTrunc,
    UnOp::FRint,
    UnOp::FRound,
    UnOp::FRoundEven,
];
const FPREDS: [FPred; 12] = [
    FPred::Oeq,
    FPred::Ogt,
    FPred::Oge,
    FPred::Olt,
    FPred::Ole,
    FPred::One,
    FPred::Ord,
    FPred::Uno,
    FPred::Ueq,
    FPred::Ugt,
    FPred::Ult,
    FPred::Une,
];

/// Lanes of a vector that `extractelement` and `insertelement` shapes index: the first
/// 16 (enough for every lane of a 128-bit vector of bytes).
const LANE_SHAPES: u32 = 16;

/// Every shape whose operands have type `t` (the first operand's, for conversions and
/// lane operations), given the types the search works with (`menu`) and the x86
/// features allowed.
pub fn shapes_on(t: &Type, menu: &[Type], features: &dyn Fn(&str) -> bool) -> Vec<Shape> {
    let mut out = Vec::new();
    let s = t.scalar();
    if s.is_int() && *s != Type::i1() {
        out.extend(INT_BIN.iter().map(|o| Shape::Bin(*o)));
        let w = s.scalar_bits().unwrap_or(0);
        out.extend(
            INT_UN
                .iter()
                .filter(|u| **u != UnOp::Bswap || w % 16 == 0)
                .map(|u| Shape::Un(*u)),
        );
        out.extend(IPREDS.iter().map(|p| Shape::ICmp(*p)));
    }
    if *s == Type::i1() {
        for o in [BinOp::And, BinOp::Or, BinOp::Xor] {
            out.push(Shape::Bin(RBinOp::Llvm(o)));
        }
        out.push(Shape::Select);
    }
    if s.is_float() {
        out.extend(FP_BIN.iter().map(|o| Shape::Bin(*o)));
        out.extend(FP_UN.iter().map(|u| Shape::Un(*u)));
        out.extend(FPREDS.iter().map(|p| Shape::FCmp(*p)));
    }
    for to in menu {
        if to.lanes() != t.lanes() || to.is_vector() != t.is_vector() || to == t {
            continue;
        }
        let (f, g) = (s, to.scalar());
        let (fw, gw) = (f.scalar_bits().unwrap_or(0), g.scalar_bits().unwrap_or(0));
        let ops: &[CastOp] = match (f.is_int(), g.is_int()) {
            (true, true) if gw > fw => &[CastOp::ZExt, CastOp::SExt],
            (true, true) if gw < fw => &[CastOp::Trunc],
            (true, false) => &[CastOp::SIToFP, CastOp::UIToFP],
            (false, true) => &[CastOp::FPToSI, CastOp::FPToUI],
            (false, false) if gw > fw => &[CastOp::FPExt],
            (false, false) if gw < fw => &[CastOp::FPTrunc],
            _ => &[],
        };
        out.extend(ops.iter().map(|o| Shape::Conv(*o, to.clone())));
    }
    if t.is_vector() {
        for k in 0..t.lanes().min(LANE_SHAPES) {
            out.push(Shape::Extract(k));
            out.push(Shape::Insert(k));
        }
    }
    for e in TABLE.iter() {
        if e.immediate().is_some() || e.masked || e.args.len() > 2 || !features(e.features) {
            continue;
        }
        let args = e.arg_types();
        if args[0].bits() == t.bits() && args[0].scalar().is_float() == s.is_float() {
            out.push(Shape::X86(e));
        }
    }
    out
}

/// The operand types of `shape` when its first operand has type `t`.
pub fn operand_types(shape: &Shape, t: &Type) -> Vec<Type> {
    match shape {
        Shape::Un(_) | Shape::Conv(..) | Shape::Extract(_) => vec![t.clone()],
        Shape::Bin(_) | Shape::ICmp(_) | Shape::FCmp(_) => vec![t.clone(), t.clone()],
        // The arms' type is the search's choice (see `search`): only the condition here.
        Shape::Select => vec![t.clone()],
        Shape::Insert(_) => vec![t.clone(), t.scalar().clone()],
        Shape::X86(e) => e.arg_types(),
    }
}

/// True when the shape's operands may be swapped without changing its value (so only
/// one order is enumerated).
pub fn commutes(shape: &Shape) -> bool {
    match shape {
        Shape::Bin(o) => crate::ir::rewrite::commutes(*o),
        Shape::ICmp(p) => matches!(p, IPred::Eq | IPred::Ne),
        Shape::FCmp(p) => matches!(
            p,
            FPred::Oeq | FPred::One | FPred::Ord | FPred::Uno | FPred::Ueq | FPred::Une
        ),
        _ => false,
    }
}

fn idx(k: u32) -> Box<RExpr> {
    Box::new(RExpr::Const {
        ty: Type::Int(32),
        lanes: vec![Some(ApInt::from_u64(32, k as u64))],
    })
}

/// The expression of `shape` over `kids` (already of the operand types).
pub fn build(shape: &Shape, mut kids: Vec<RExpr>) -> RExpr {
    let no = FastMath::default();
    let mut take = || Box::new(kids.remove(0));
    match shape {
        Shape::Un(op) => {
            let a = take();
            let ty = a.ty();
            RExpr::Un {
                op: *op,
                fmf: no,
                a,
                ty,
            }
        }
        Shape::Bin(op) => {
            let (a, b) = (take(), take());
            let ty = a.ty();
            RExpr::Bin {
                op: *op,
                flags: Flags::NONE,
                fmf: no,
                a,
                b,
                ty,
            }
        }
        Shape::ICmp(pred) => RExpr::ICmp {
            pred: *pred,
            flags: Flags::NONE,
            a: take(),
            b: take(),
        },
        Shape::FCmp(pred) => RExpr::FCmp {
            pred: *pred,
            fmf: no,
            a: take(),
            b: take(),
        },
        Shape::Conv(op, ty) => RExpr::Conv {
            op: *op,
            flags: Flags::NONE,
            fmf: no,
            a: take(),
            ty: ty.clone(),
        },
        Shape::Select => {
            let (cond, t, f) = (take(), take(), take());
            RExpr::Select { cond, t, f }
        }
        Shape::Extract(k) => RExpr::ExtractElement {
            vec: take(),
            idx: idx(*k),
        },
        Shape::Insert(k) => {
            let (vec, elt) = (take(), take());
            RExpr::InsertElement { vec, elt, idx: idx(*k) }
        }
        Shape::X86(e) => RExpr::X86 {
            name: e.name.trim_start_matches("x86.").to_string(),
            args: kids,
            ty: e.ret_type(),
        },
    }
}
