//! Rewrite expressions: the S-expression syntax in which synthesized right-hand sides are
//! stored and printed (Minotaur paper, Figure 4, extended with flags, vector literals,
//! saturating ops, funnel shifts and typed x86 intrinsics). See [`parse_rewrite`].

mod lower;
mod mem;
mod splice;
mod type_error;
pub use lower::{cast_to, commutes, const_operand, emit, map_children, node_inst};
pub use mem::{touches_memory, GEP_FLAGS};
pub use splice::splice;
pub use type_error::TypeError;

use std::fmt;

use super::inst::{BinOp, CastOp, FPred, FastMath, Flags, IPred, FMF_NAMES};
use super::types::{FloatKind, Type};
use crate::util::ApInt;

/// Widest integer type accepted (LLVM's limit).
pub const MAX_INT_BITS: u32 = 1 << 23;
/// Most lanes a vector type may have.
pub const MAX_LANES: u32 = 1 << 16;
/// Most bits a single constant literal may hold in total.
pub const MAX_CONST_BITS: u64 = 1 << 20;
/// Deepest expression nesting the parser accepts.
pub const MAX_DEPTH: usize = 64;

/// Binary operations: LLVM's binary instructions plus the two-operand intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RBinOp {
    /// An LLVM binary instruction.
    Llvm(BinOp),
    /// `umax`: unsigned maximum.
    UMax,
    /// `umin`: unsigned minimum.
    UMin,
    /// `smax`: signed maximum.
    SMax,
    /// `smin`: signed minimum.
    SMin,
    /// `sadd.sat`: signed saturating addition.
    SAddSat,
    /// `uadd.sat`: unsigned saturating addition.
    UAddSat,
    /// `ssub.sat`: signed saturating subtraction.
    SSubSat,
    /// `usub.sat`: unsigned saturating subtraction.
    USubSat,
    /// `copysign`: the first operand with the second's sign.
    CopySign,
    /// `fmaximum`: IEEE 754-2019 maximum (NaN if either is NaN; `-0 < +0`).
    FMaximum,
    /// `fminimum`: IEEE 754-2019 minimum (NaN if either is NaN; `-0 < +0`).
    FMinimum,
    /// `fmaxnum`: maximum ignoring a quiet NaN operand.
    FMaxNum,
    /// `fminnum`: minimum ignoring a quiet NaN operand.
    FMinNum,
}

const EXTRA_BIN: [(RBinOp, &str); 13] = [
    (RBinOp::UMax, "umax"),
    (RBinOp::UMin, "umin"),
    (RBinOp::SMax, "smax"),
    (RBinOp::SMin, "smin"),
    (RBinOp::SAddSat, "sadd.sat"),
    (RBinOp::UAddSat, "uadd.sat"),
    (RBinOp::SSubSat, "ssub.sat"),
    (RBinOp::USubSat, "usub.sat"),
    (RBinOp::CopySign, "copysign"),
    (RBinOp::FMaximum, "fmaximum"),
    (RBinOp::FMinimum, "fminimum"),
    (RBinOp::FMaxNum, "fmaxnum"),
    (RBinOp::FMinNum, "fminnum"),
];

impl RBinOp {
    /// Every binary operation, LLVM instructions first.
    pub fn all() -> Vec<RBinOp> {
        let llvm = super::inst::BIN_OPS.iter().map(|o| RBinOp::Llvm(*o));
        llvm.chain(EXTRA_BIN.iter().map(|(o, _)| *o)).collect()
    }
    /// Its name in the syntax (an LLVM opcode, or the intrinsic's name without `llvm.`).
    pub fn name(self) -> &'static str {
        match self {
            RBinOp::Llvm(o) => o.name(),
            o => EXTRA_BIN.iter().find(|(x, _)| *x == o).map_or("?", |(_, n)| n),
        }
    }
    /// The operation named `s` (see [`RBinOp::name`]).
    pub fn from_name(s: &str) -> Option<RBinOp> {
        BinOp::from_name(s)
            .map(RBinOp::Llvm)
            .or_else(|| EXTRA_BIN.iter().find(|(_, n)| *n == s).map(|(o, _)| *o))
    }
    /// Operates on floating-point values (else on integers).
    pub fn is_float(self) -> bool {
        match self {
            RBinOp::Llvm(o) => o.is_float(),
            o => matches!(
                o,
                RBinOp::CopySign | RBinOp::FMaximum | RBinOp::FMinimum | RBinOp::FMaxNum | RBinOp::FMinNum
            ),
        }
    }
    /// The integer flags this operation may carry.
    pub fn allowed_flags(self) -> Flags {
        use BinOp::*;
        match self {
            RBinOp::Llvm(Add | Sub | Mul | Shl) => Flags::NUW.with(Flags::NSW),
            RBinOp::Llvm(UDiv | SDiv | LShr | AShr) => Flags::EXACT,
            RBinOp::Llvm(Or) => Flags::DISJOINT,
            _ => Flags::NONE,
        }
    }
}

/// Unary operations: intrinsics (`ctlz`/`cttz`/`abs` with `i1 false`, never poison) and `fneg`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnOp {
    /// `ctpop`: count of set bits.
    Ctpop,
    /// `ctlz`: count of leading zeros (the width for zero).
    Ctlz,
    /// `cttz`: count of trailing zeros (the width for zero).
    Cttz,
    /// `bswap`: reverse the bytes.
    Bswap,
    /// `bitreverse`: reverse the bits.
    BitReverse,
    /// `abs`: absolute value (`MIN` stays `MIN`).
    Abs,
    /// `fneg`: flip the sign bit.
    FNeg,
    /// `fabs`: clear the sign bit.
    FAbs,
    /// `fceil`: round toward +infinity (`llvm.ceil`).
    FCeil,
    /// `ffloor`: round toward -infinity (`llvm.floor`).
    FFloor,
    /// `frint`: round to integral in the current mode (`llvm.rint`).
    FRint,
    /// `fround`: round to nearest, ties away from zero (`llvm.round`).
    FRound,
    /// `ftrunc`: round toward zero (`llvm.trunc`).
    FTrunc,
    /// `fnearbyint`: round to integral without raising inexact (`llvm.nearbyint`).
    FNearbyInt,
    /// `froundeven`: round to nearest, ties to even (`llvm.roundeven`).
    FRoundEven,
    /// `freeze`: a poison lane becomes some fixed value, other lanes stay (any type).
    Freeze,
}

/// Every unary operation with its name in the syntax.
pub const UN_OPS: [(UnOp, &str); 16] = [
    (UnOp::Ctpop, "ctpop"),
    (UnOp::Ctlz, "ctlz"),
    (UnOp::Cttz, "cttz"),
    (UnOp::Bswap, "bswap"),
    (UnOp::BitReverse, "bitreverse"),
    (UnOp::Abs, "abs"),
    (UnOp::FNeg, "fneg"),
    (UnOp::FAbs, "fabs"),
    (UnOp::FCeil, "fceil"),
    (UnOp::FFloor, "ffloor"),
    (UnOp::FRint, "frint"),
    (UnOp::FRound, "fround"),
    (UnOp::FTrunc, "ftrunc"),
    (UnOp::FNearbyInt, "fnearbyint"),
    (UnOp::FRoundEven, "froundeven"),
    (UnOp::Freeze, "freeze"),
];

impl UnOp {
    /// Its name in the syntax.
    pub fn name(self) -> &'static str {
        UN_OPS.iter().find(|(o, _)| *o == self).map_or("?", |(_, n)| n)
    }
    /// The operation named `s` (see [`UnOp::name`]).
    pub fn from_name(s: &str) -> Option<UnOp> {
        UN_OPS.iter().find(|(_, n)| *n == s).map(|(o, _)| *o)
    }
    /// Operates on floating-point values (else on integers).
    pub fn is_float(self) -> bool {
        !matches!(
            self,
            UnOp::Ctpop | UnOp::Ctlz | UnOp::Cttz | UnOp::Bswap | UnOp::BitReverse | UnOp::Abs
        )
    }
}

/// The casts a rewrite may use.
#[rustfmt::skip]
pub const CONV_OPS: [CastOp; 10] = [
    CastOp::ZExt, CastOp::SExt, CastOp::Trunc, CastOp::FPTrunc, CastOp::FPExt,
    CastOp::FPToSI, CastOp::SIToFP, CastOp::FPToUI, CastOp::UIToFP, CastOp::BitCast,
];

/// The integer flags a conversion may carry, and whether it may carry fast-math flags.
pub fn conv_flags(op: CastOp) -> (Flags, bool) {
    match op {
        CastOp::Trunc => (Flags::NUW.with(Flags::NSW), false),
        CastOp::ZExt | CastOp::UIToFP => (Flags::NNEG, false),
        CastOp::FPTrunc | CastOp::FPExt => (Flags::NONE, true),
        _ => (Flags::NONE, false),
    }
}

/// A rewrite expression tree. Every node knows its result type ([`RExpr::ty`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RExpr {
    /// `(val T %name)`: an input, the SSA value `%name` (stored without `%`).
    Val {
        /// The value's type.
        ty: Type,
        /// The value's name.
        name: String,
    },
    /// `(const T lit)`: one entry per lane (one for a scalar), `None` for a poison lane;
    /// each `ApInt` has the scalar's width (integer value or floating-point bits).
    Const {
        /// The constant's type.
        ty: Type,
        /// The lanes.
        lanes: Vec<Option<ApInt>>,
    },
    /// `(OP flags T a b)`: a binary operation.
    Bin {
        /// The operation.
        op: RBinOp,
        /// Its integer flags.
        flags: Flags,
        /// Its fast-math flags.
        fmf: FastMath,
        /// Left operand.
        a: Box<RExpr>,
        /// Right operand.
        b: Box<RExpr>,
        /// The result type.
        ty: Type,
    },
    /// `(OP T a)`: a unary operation.
    Un {
        /// The operation.
        op: UnOp,
        /// Its fast-math flags.
        fmf: FastMath,
        /// The operand.
        a: Box<RExpr>,
        /// The result type.
        ty: Type,
    },
    /// `(OP flags T a)`: a conversion to `ty`.
    Conv {
        /// The cast.
        op: CastOp,
        /// Its integer flags.
        flags: Flags,
        /// Its fast-math flags.
        fmf: FastMath,
        /// The operand.
        a: Box<RExpr>,
        /// The result type.
        ty: Type,
    },
    /// `(icmp PRED a b)`.
    ICmp {
        /// The predicate.
        pred: IPred,
        /// `samesign`, if present.
        flags: Flags,
        /// Left operand.
        a: Box<RExpr>,
        /// Right operand.
        b: Box<RExpr>,
    },
    /// `(fcmp PRED a b)`.
    FCmp {
        /// The predicate.
        pred: FPred,
        /// Its fast-math flags.
        fmf: FastMath,
        /// Left operand.
        a: Box<RExpr>,
        /// Right operand.
        b: Box<RExpr>,
    },
    /// `(select cond t f)`.
    Select {
        /// The condition.
        cond: Box<RExpr>,
        /// The value when true.
        t: Box<RExpr>,
        /// The value when false.
        f: Box<RExpr>,
    },
    /// `(insertelement vec elt idx)`.
    InsertElement {
        /// The vector.
        vec: Box<RExpr>,
        /// The new lane value.
        elt: Box<RExpr>,
        /// The lane index.
        idx: Box<RExpr>,
    },
    /// `(extractelement vec idx)`.
    ExtractElement {
        /// The vector.
        vec: Box<RExpr>,
        /// The lane index.
        idx: Box<RExpr>,
    },
    /// The mask prints as a `<M x i32>` constant; `None` lanes are poison.
    ShuffleVector {
        /// First vector.
        a: Box<RExpr>,
        /// Second vector.
        b: Box<RExpr>,
        /// For each result lane, the source lane.
        mask: Vec<Option<u32>>,
    },
    /// `fshl` (`right == false`) or `fshr`.
    Funnel {
        /// `fshr` when true, else `fshl`.
        right: bool,
        /// The high half of the concatenation.
        a: Box<RExpr>,
        /// The low half of the concatenation.
        b: Box<RExpr>,
        /// The shift amount.
        c: Box<RExpr>,
        /// The result type.
        ty: Type,
    },
    /// `llvm.x86.NAME`; `name` is without the `x86.` prefix.
    X86 {
        /// The intrinsic's name without `llvm.x86.`.
        name: String,
        /// The arguments.
        args: Vec<RExpr>,
        /// The result type.
        ty: Type,
    },
    /// `(getelementptr flags ELEM base, idx)`: `base` plus `idx × sizeof(ELEM)` bytes,
    /// keeping `base`'s provenance (see `mem.rs`).
    Gep {
        /// `inbounds`, `nusw`, `nuw`.
        flags: Flags,
        /// The element type the index steps over.
        elem: Type,
        /// The base pointer.
        base: Box<RExpr>,
        /// The index.
        idx: Box<RExpr>,
    },
    /// `(load align N ptr, T)`: a non-volatile, non-atomic load of a `T` (see `mem.rs`).
    Load {
        /// The address.
        ptr: Box<RExpr>,
        /// The alignment in bytes, if given.
        align: Option<u64>,
        /// The loaded type.
        ty: Type,
    },
    /// `(masked.load ptr, mask, passthru)` or `(masked.gather ptrs, mask, passthru)`: the
    /// lanes the mask selects loaded, the others from `passthru` (see `mem.rs`).
    Masked {
        /// `llvm.masked.load` (one pointer) or `llvm.masked.gather` (a vector of them).
        kind: crate::ir::MaskedLoad,
        /// The address, or one per lane.
        ptr: Box<RExpr>,
        /// The lanes to load (`<N x i1>`).
        mask: Box<RExpr>,
        /// The lanes not loaded.
        passthru: Box<RExpr>,
    },
}

/// A parse failure, with the byte offset it was found at.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RewriteParseError {
    /// The text is not a rewrite expression.
    #[error("rewrite syntax error at byte {pos}: {msg}")]
    Syntax {
        /// Byte offset into the parsed text.
        pos: usize,
        /// What is wrong.
        msg: String,
    },
    /// The expression is ill-typed, or carries a flag its operation does not allow.
    #[error("ill-typed rewrite at byte {pos}: {msg}")]
    Type {
        /// Byte offset into the parsed text.
        pos: usize,
        /// What is wrong.
        msg: String,
    },
}

impl RewriteParseError {
    /// Byte offset into the parsed text.
    pub fn pos(&self) -> usize {
        let (Self::Syntax { pos, .. } | Self::Type { pos, .. }) = self;
        *pos
    }
    /// What is wrong.
    pub fn msg(&self) -> &str {
        let (Self::Syntax { msg, .. } | Self::Type { msg, .. }) = self;
        msg
    }
}

impl RExpr {
    /// An input value `%name` of type `ty`.
    pub fn val(ty: Type, name: impl Into<String>) -> RExpr {
        RExpr::Val { ty, name: name.into() }
    }
    /// An integer constant of type `ty`, `v` in every lane.
    pub fn int(ty: Type, v: i64) -> RExpr {
        let w = ty.scalar_bits().unwrap_or(1);
        RExpr::Const {
            lanes: vec![Some(ApInt::from_i64(w, v)); ty.lanes() as usize],
            ty,
        }
    }

    /// The result type.
    pub fn ty(&self) -> Type {
        match self {
            RExpr::Val { ty, .. } | RExpr::Const { ty, .. } | RExpr::Bin { ty, .. } | RExpr::Un { ty, .. } => {
                ty.clone()
            }
            RExpr::Conv { ty, .. } | RExpr::Funnel { ty, .. } | RExpr::X86 { ty, .. } => ty.clone(),
            RExpr::Load { ty, .. } => ty.clone(),
            RExpr::Gep { base, idx, .. } => match idx.ty() {
                Type::Vector { len, scalable, .. } => Type::Vector {
                    len,
                    elem: Box::new(base.ty().scalar().clone()),
                    scalable,
                },
                _ => base.ty(),
            },
            RExpr::Masked { passthru, .. } => passthru.ty(),
            RExpr::ICmp { a, .. } | RExpr::FCmp { a, .. } => a.ty().with_scalar(Type::i1()),
            RExpr::Select { t, .. } => t.ty(),
            RExpr::InsertElement { vec, .. } => vec.ty(),
            RExpr::ExtractElement { vec, .. } => vec.ty().scalar().clone(),
            RExpr::ShuffleVector { a, mask, .. } => Type::vec(mask.len() as u32, a.ty().scalar().clone()),
        }
    }

    /// The operands, in printed order (a shuffle mask is not an operand).
    pub fn children(&self) -> Vec<&RExpr> {
        match self {
            RExpr::Val { .. } | RExpr::Const { .. } => vec![],
            RExpr::Un { a, .. } | RExpr::Conv { a, .. } | RExpr::Load { ptr: a, .. } => vec![a],
            RExpr::Gep { base, idx, .. } => vec![base, idx],
            RExpr::Masked {
                ptr, mask, passthru, ..
            } => vec![ptr, mask, passthru],
            RExpr::Bin { a, b, .. } | RExpr::ICmp { a, b, .. } | RExpr::FCmp { a, b, .. } => vec![a, b],
            RExpr::ShuffleVector { a, b, .. } | RExpr::ExtractElement { vec: a, idx: b } => vec![a, b],
            RExpr::Select { cond: a, t: b, f: c } | RExpr::InsertElement { vec: a, elt: b, idx: c } => vec![a, b, c],
            RExpr::Funnel { a, b, c, .. } => vec![a, b, c],
            RExpr::X86 { args, .. } => args.iter().collect(),
        }
    }

    /// Checks that the whole tree is well typed and carries only flags its ops allow.
    pub fn validate(&self) -> Result<(), TypeError> {
        for c in self.children() {
            c.validate()?;
        }
        check_node(self)
    }
}

macro_rules! ensure {
    ($c:expr, $e:expr) => {
        if !$c {
            return Err($e);
        }
    };
}

fn value_type(ty: &Type) -> Result<(), TypeError> {
    let scalar_ok = |t: &Type| {
        matches!(t, Type::Float(_) | Type::Ptr(_)) || matches!(t, Type::Int(w) if (1..=MAX_INT_BITS).contains(w))
    };
    let ok = match ty {
        Type::Vector { len, elem, scalable } => !scalable && (1..=MAX_LANES).contains(len) && scalar_ok(elem),
        t => scalar_ok(t),
    };
    ensure!(ok, TypeError::NotValue(ty.clone()));
    Ok(())
}

fn same(got: &Type, want: &Type, what: &'static str) -> Result<(), TypeError> {
    ensure!(
        got == want,
        TypeError::Mismatch {
            what,
            got: got.clone(),
            want: want.clone()
        }
    );
    Ok(())
}

fn class(float: bool, ty: &Type) -> Result<(), TypeError> {
    let ok = if float {
        ty.scalar().is_float()
    } else {
        ty.scalar().is_int()
    };
    ensure!(ok, TypeError::Class { ty: ty.clone(), float });
    Ok(())
}

fn flags_ok(flags: Flags, fmf: FastMath, allowed: Flags, fmf_ok: bool) -> Result<(), TypeError> {
    ensure!(flags.0 & !allowed.0 == 0, TypeError::Flag);
    ensure!(
        fmf.0 <= FastMath::FAST.0 && (fmf_ok || fmf.is_empty()),
        TypeError::FastMath
    );
    Ok(())
}

fn check_conv(op: CastOp, from: &Type, to: &Type) -> Result<(), TypeError> {
    let (f, t) = (from.scalar(), to.scalar());
    let fits = from.lanes() == to.lanes() && from.is_vector() == to.is_vector();
    let ok = match op {
        CastOp::BitCast => from.bits() == to.bits() && (from == to || !(f.is_ptr() || t.is_ptr())),
        CastOp::ZExt | CastOp::SExt => fits && f.is_int() && t.is_int() && f.scalar_bits() < t.scalar_bits(),
        CastOp::Trunc => fits && f.is_int() && t.is_int() && f.scalar_bits() > t.scalar_bits(),
        CastOp::FPExt => fits && f.is_float() && t.is_float() && f.scalar_bits() < t.scalar_bits(),
        CastOp::FPTrunc => fits && f.is_float() && t.is_float() && f.scalar_bits() > t.scalar_bits(),
        CastOp::FPToSI | CastOp::FPToUI => fits && f.is_float() && t.is_int(),
        CastOp::SIToFP | CastOp::UIToFP => fits && f.is_int() && t.is_float(),
        _ => false,
    };
    ensure!(
        ok,
        TypeError::Conv {
            op,
            from: from.clone(),
            to: to.clone()
        }
    );
    Ok(())
}

/// Checks one node, assuming its children are valid.
fn check_node(e: &RExpr) -> Result<(), TypeError> {
    match e {
        RExpr::Val { ty, name } => {
            value_type(ty)?;
            ensure!(!name.is_empty(), TypeError::EmptyName);
        }
        RExpr::Const { ty, lanes } => {
            value_type(ty)?;
            ensure!(lanes.len() == ty.lanes() as usize, TypeError::Lanes(ty.clone()));
            let width = match ty.scalar() {
                Type::Int(w) => *w,
                Type::Float(k) => k.bits(),
                _ => 0,
            };
            ensure!(width > 0 || lanes.iter().all(Option::is_none), TypeError::PtrConst);
            ensure!(
                lanes.iter().flatten().all(|a| a.width() == width),
                TypeError::LaneWidth(ty.clone())
            );
        }
        RExpr::Bin {
            op,
            flags,
            fmf,
            a,
            b,
            ty,
        } => {
            value_type(ty)?;
            same(&a.ty(), ty, "first operand")?;
            same(&b.ty(), ty, "second operand")?;
            class(op.is_float(), ty)?;
            flags_ok(*flags, *fmf, op.allowed_flags(), op.is_float())?;
        }
        RExpr::Un { op, fmf, a, ty } => {
            value_type(ty)?;
            same(&a.ty(), ty, "operand")?;
            if *op != UnOp::Freeze {
                class(op.is_float(), ty)?;
            }
            ensure!(
                *op != UnOp::Bswap || ty.scalar_bits().unwrap_or(0) % 16 == 0,
                TypeError::Bswap
            );
            flags_ok(Flags::NONE, *fmf, Flags::NONE, op.is_float() && *op != UnOp::Freeze)?;
        }
        RExpr::Conv { op, flags, fmf, a, ty } => {
            value_type(ty)?;
            ensure!(CONV_OPS.contains(op), TypeError::NotConv(*op));
            check_conv(*op, &a.ty(), ty)?;
            let (fl, fm) = conv_flags(*op);
            flags_ok(*flags, *fmf, fl, fm)?;
        }
        RExpr::ICmp { flags, a, b, .. } => {
            same(&b.ty(), &a.ty(), "second operand")?;
            ensure!(matches!(a.ty().scalar(), Type::Int(_) | Type::Ptr(_)), TypeError::ICmp);
            flags_ok(*flags, FastMath::default(), Flags::SAMESIGN, false)?;
        }
        RExpr::FCmp { fmf, a, b, .. } => {
            same(&b.ty(), &a.ty(), "second operand")?;
            class(true, &a.ty())?;
            flags_ok(Flags::NONE, *fmf, Flags::NONE, true)?;
        }
        RExpr::Select { cond, t, f } => {
            let (c, ty) = (cond.ty(), t.ty());
            same(&f.ty(), &ty, "false operand")?;
            ensure!(
                c == Type::i1() || c == ty.with_scalar(Type::i1()),
                TypeError::SelectCond { cond: c, ty }
            );
        }
        RExpr::InsertElement { vec, elt, idx } => {
            let v = vec.ty();
            ensure!(v.is_vector(), TypeError::InsertScalar);
            same(&elt.ty(), v.scalar(), "inserted element")?;
            ensure!(idx.ty().is_int(), TypeError::LaneIndex);
        }
        RExpr::ExtractElement { vec, idx } => {
            ensure!(vec.ty().is_vector(), TypeError::ExtractScalar);
            ensure!(idx.ty().is_int(), TypeError::LaneIndex);
        }
        RExpr::ShuffleVector { a, b, mask } => {
            let t = a.ty();
            same(&b.ty(), &t, "second operand")?;
            ensure!(
                t.is_vector() && (1..=MAX_LANES as usize).contains(&mask.len()),
                TypeError::Shuffle
            );
            ensure!(
                mask.iter().flatten().all(|m| (*m as u64) < 2 * t.lanes() as u64),
                TypeError::MaskIndex
            );
        }
        RExpr::Funnel { a, b, c, ty, .. } => {
            value_type(ty)?;
            class(false, ty)?;
            for (x, what) in [(a, "first operand"), (b, "second operand"), (c, "shift amount")] {
                same(&x.ty(), ty, what)?;
            }
        }
        RExpr::X86 { name, args, ty } => {
            value_type(ty)?;
            let part_ok = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
            ensure!(name.split('.').all(part_ok), TypeError::X86Name(name.clone()));
            ensure!(!args.is_empty(), TypeError::X86NoOperand);
        }
        RExpr::Gep { .. } | RExpr::Load { .. } | RExpr::Masked { .. } => mem::check(e)?,
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Printing

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// `%name`, quoted (`%"a b"`, `\XX` escapes) unless it is a plain LLVM identifier.
struct Name<'a>(&'a str);

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = self.0.as_bytes();
        let numbered = !b.is_empty() && b.iter().all(u8::is_ascii_digit);
        let named = b.first().is_some_and(|c| !c.is_ascii_digit()) && b.iter().all(|c| is_name_byte(*c));
        if numbered || named {
            return write!(f, "%{}", self.0);
        }
        write!(f, "%\"")?;
        for &c in b {
            match c {
                b'"' | b'\\' | ..0x20 | 0x7f.. => write!(f, "\\{c:02X}")?,
                _ => write!(f, "{}", c as char)?,
            }
        }
        write!(f, "\"")
    }
}

/// Flags, each with a leading space: integer flags, then fast-math flags.
struct FlagList(Flags, FastMath);

const INT_FLAGS: [(&str, Flags); 6] = [
    ("nuw", Flags::NUW),
    ("nsw", Flags::NSW),
    ("exact", Flags::EXACT),
    ("disjoint", Flags::DISJOINT),
    ("nneg", Flags::NNEG),
    ("samesign", Flags::SAMESIGN),
];

impl fmt::Display for FlagList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (fl, fm, fast) = (self.0, self.1, self.1 == FastMath::FAST);
        let ints = INT_FLAGS.iter().filter(|(_, b)| fl.has(*b)).map(|(n, _)| *n);
        let fmf = FMF_NAMES
            .iter()
            .filter(|(_, b)| !fast && fm.has(FastMath(*b)))
            .map(|(n, _)| *n);
        ints.chain(fmf)
            .chain(fast.then_some("fast"))
            .try_for_each(|n| write!(f, " {n}"))
    }
}

fn write_lane(f: &mut fmt::Formatter<'_>, sc: &Type, lane: &Option<ApInt>) -> fmt::Result {
    match (lane, sc) {
        (None, _) => write!(f, "poison"),
        (Some(a), Type::Float(_)) => write!(f, "0x{}", a.to_hex()),
        (Some(a), Type::Int(1)) => write!(f, "{}", a.to_udecimal()),
        (Some(a), _) => write!(f, "{}", a.to_sdecimal()),
    }
}

fn write_const(f: &mut fmt::Formatter<'_>, ty: &Type, lanes: &[Option<ApInt>]) -> fmt::Result {
    let (open, close) = if ty.is_vector() { ("<", ">") } else { ("", "") };
    write!(f, "(const {ty} {open}")?;
    for (i, l) in lanes.iter().enumerate() {
        write!(f, "{}", if i > 0 { ", " } else { "" })?;
        write_lane(f, ty.scalar(), l)?;
    }
    write!(f, "{close})")
}

impl fmt::Display for RExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let no = FastMath::default();
        match self {
            RExpr::Val { ty, name } => write!(f, "(val {ty} {})", Name(name)),
            RExpr::Const { ty, lanes } => write_const(f, ty, lanes),
            RExpr::Bin {
                op,
                flags,
                fmf,
                a,
                b,
                ty,
            } => write!(f, "({}{} {a}, {b}, {ty})", op.name(), FlagList(*flags, *fmf)),
            RExpr::Un { op, fmf, a, ty } => write!(f, "({}{} {a}, {ty})", op.name(), FlagList(Flags::NONE, *fmf)),
            RExpr::Conv { op, flags, fmf, a, ty } => write!(f, "({}{} {a}, {ty})", op.name(), FlagList(*flags, *fmf)),
            RExpr::ICmp { pred, flags, a, b } => write!(f, "(icmp{} {} {a}, {b})", FlagList(*flags, no), pred.name()),
            RExpr::FCmp { pred, fmf, a, b } => {
                write!(f, "(fcmp{} {} {a}, {b})", FlagList(Flags::NONE, *fmf), pred.name())
            }
            RExpr::Select { cond, t, f: e } => write!(f, "(select {cond}, {t}, {e})"),
            RExpr::InsertElement { vec, elt, idx } => write!(f, "(insertelement {vec}, {elt}, {idx})"),
            RExpr::ExtractElement { vec, idx } => write!(f, "(extractelement {vec}, {idx})"),
            RExpr::ShuffleVector { a, b, mask } => {
                write!(f, "(shufflevector {a}, {b}, ")?;
                let lanes: Vec<_> = mask.iter().map(|m| m.map(|v| ApInt::from_u64(32, v as u64))).collect();
                write_const(f, &Type::vec(mask.len() as u32, Type::Int(32)), &lanes)?;
                write!(f, ")")
            }
            RExpr::Funnel { right, a, b, c, ty } => {
                write!(f, "(fsh{} {a}, {b}, {c}, {ty})", if *right { 'r' } else { 'l' })
            }
            RExpr::X86 { name, args, ty } => {
                write!(f, "(x86.{name}")?;
                for (i, a) in args.iter().enumerate() {
                    write!(f, "{}{a}", if i > 0 { ", " } else { " " })?;
                }
                write!(f, ", {ty})")
            }
            RExpr::Gep { .. } | RExpr::Load { .. } | RExpr::Masked { .. } => mem::print(self, f),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Parsing

mod parse;
pub use parse::parse_rewrite;

#[cfg(test)]
mod tests;
