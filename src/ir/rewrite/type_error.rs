//! Why a rewrite expression is ill-typed, or carries a flag its operation does not allow
//! ([`super::RExpr::validate`]): one variant per rule, with the types it is about.

use crate::ir::inst::CastOp;
use crate::ir::types::Type;

/// An ill-typed node of a rewrite expression (the message names the types).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TypeError {
    /// Not a first-class value type of the rewrite syntax (width, lanes, scalable).
    #[error("`{0}` is not a value type")]
    NotValue(Type),
    /// An operand of the wrong type.
    #[error("{what} has type `{got}`, expected `{want}`")]
    Mismatch {
        /// Which operand (`first operand`, `false operand`).
        what: &'static str,
        /// Its type.
        got: Type,
        /// The type it must have.
        want: Type,
    },
    /// Integer operation on floats, or floating-point operation on integers.
    #[error("`{ty}` is not {} type", if *.float { "a floating-point" } else { "an integer" })]
    Class {
        /// The type.
        ty: Type,
        /// The operation wants floating point.
        float: bool,
    },
    /// An integer flag the operation does not take.
    #[error("flag not allowed on this operation")]
    Flag,
    /// A fast-math flag where none is allowed.
    #[error("fast-math flag not allowed here")]
    FastMath,
    /// A conversion between types it does not convert.
    #[error("cannot {} `{from}` to `{to}`", .op.name())]
    Conv {
        /// The conversion.
        op: CastOp,
        /// The operand's type.
        from: Type,
        /// The result type.
        to: Type,
    },
    /// A cast the rewrite syntax has no conversion for.
    #[error("`{name}` is not a rewrite conversion", name = .0.name())]
    NotConv(CastOp),
    /// `%` with no name.
    #[error("empty value name")]
    EmptyName,
    /// A constant with another number of lanes than its type.
    #[error("`{0}` constant needs {n} lanes", n = .0.lanes())]
    Lanes(Type),
    /// A pointer constant that is not poison.
    #[error("pointer constants must be poison")]
    PtrConst,
    /// A constant lane of another width than its type's.
    #[error("lane of the wrong width in a `{0}` constant")]
    LaneWidth(Type),
    /// `bswap` of a type that is not a whole number of byte pairs.
    #[error("bswap needs an even number of bytes")]
    Bswap,
    /// `icmp` of operands that are neither integers nor pointers.
    #[error("icmp needs integer or pointer operands")]
    ICmp,
    /// A `select` condition that is neither `i1` nor one `i1` per lane.
    #[error("select condition `{cond}` does not fit `{ty}`")]
    SelectCond {
        /// The condition's type.
        cond: Type,
        /// The arms' type.
        ty: Type,
    },
    /// `insertelement` into a scalar.
    #[error("insertelement needs a vector")]
    InsertScalar,
    /// `extractelement` from a scalar.
    #[error("extractelement needs a vector")]
    ExtractScalar,
    /// A lane index that is not a scalar integer.
    #[error("index must be a scalar integer")]
    LaneIndex,
    /// `shufflevector` of scalars, or with a mask of no or too many lanes.
    #[error("shufflevector needs vectors and a mask")]
    Shuffle,
    /// A shuffle mask index past both operands.
    #[error("mask index out of range")]
    MaskIndex,
    /// An `x86.` intrinsic name that is not dotted identifiers.
    #[error("bad intrinsic name `x86.{0}`")]
    X86Name(String),
    /// An `x86.` intrinsic call without operands.
    #[error("x86 intrinsic needs an operand")]
    X86NoOperand,
    /// A `getelementptr` flag that is not `inbounds`, `nusw` or `nuw`.
    #[error("flag not allowed on getelementptr")]
    GepFlag,
    /// An address that is not a scalar pointer.
    #[error("{what} has type `{ty}`, expected a scalar pointer")]
    NotPtr {
        /// Which operand (`the base`, `the address`).
        what: &'static str,
        /// Its type.
        ty: Type,
    },
    /// A `getelementptr` index that is not an integer (or a vector of them).
    #[error("the index has type `{0}`, expected an integer")]
    GepIndex(Type),
    /// A masked load of something other than a vector of whole bytes.
    #[error("a masked load of `{0}`, expected a vector of whole bytes")]
    MaskedType(Type),
    /// A mask that is not one `i1` per lane.
    #[error("the mask has type `{ty}`, expected `<{lanes} x i1>`")]
    Mask {
        /// The mask's type.
        ty: Type,
        /// The lanes loaded.
        lanes: u32,
    },
    /// Gather addresses that are not one pointer per lane.
    #[error("the addresses have type `{ty}`, expected `<{lanes} x ptr>`")]
    Addresses {
        /// Their type.
        ty: Type,
        /// The lanes loaded.
        lanes: u32,
    },
    /// An alignment that is not a power of two up to 2^32.
    #[error("bad alignment {0}")]
    Align(u64),
}
