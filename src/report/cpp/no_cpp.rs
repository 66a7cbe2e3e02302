//! Why a rule gets no C++ fold: what the PatternMatch or `Builder` translation is
//! missing (a report says it as "No C++: …").

use crate::ir::{Operand, Type};

/// What the C++ translation of a rule is missing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoCpp {
    /// The source returns `void`.
    #[error("the source returns no value")]
    SourceReturnsNothing,
    /// The source returns a constant (or nothing).
    #[error("the source returns a constant or nothing")]
    SourceReturnsConstant,
    /// The source returns one of its arguments.
    #[error("the source returns an argument")]
    SourceReturnsArgument,
    /// A value the matcher never named.
    #[error("unknown value %{0}")]
    UnknownValue(String),
    /// An operand with no PatternMatch matcher.
    #[error("no matcher for operand {0:?}")]
    OperandMatcher(Operand),
    /// An integer literal wider than 64 bits (source or target).
    #[error("a literal wider than 64 bits")]
    WideLiteral,
    /// A float literal in a format with no C++ spelling (source).
    #[error("a float literal of an unusual format")]
    FloatLiteral,
    /// A vector or aggregate literal in the source.
    #[error("a vector or aggregate literal")]
    AggregateLiteral,
    /// A value used before the matcher binds it.
    #[error("%{0} used before it is bound")]
    UsedBeforeBound(String),
    /// A value with no definition.
    #[error("no %{0}")]
    NoDefinition(String),
    /// A flag or form (`nuw nsw`, `samesign`, `fast-math flags`, `a getelementptr`)
    /// that needs a check on a value the matcher does not bind.
    #[error("{0} on an unbound value")]
    Unbound(&'static str),
    /// A cast with no matcher.
    #[error("no matcher for {0}")]
    CastMatcher(&'static str),
    /// A call of something other than an intrinsic.
    #[error("a call of a function that is not an intrinsic")]
    NotIntrinsic,
    /// An intrinsic call `m_Intrinsic` cannot match.
    #[error("an intrinsic with more than four arguments")]
    ManyArguments,
    /// A load other than the root in the source.
    #[error("a load that is not the root")]
    LoadNotRoot,
    /// A `getelementptr` over a non-integer element or with several indices.
    #[error("a getelementptr over `{0}` or with several indices")]
    Gep(Type),
    /// An instruction with no PatternMatch translation (its opcode).
    #[error("no PatternMatch translation for `{0}`")]
    NoPatternMatch(String),
    /// A derived constant the pattern does not have.
    #[error("no derived constant D{0}")]
    NoDerived(usize),
    /// The target reads a value the matcher does not bind.
    #[error("the target reads %{0}, which the matcher does not bind")]
    TargetUnbound(String),
    /// A target operand with no C++ spelling.
    #[error("no C++ for operand {0:?}")]
    TargetOperand(Operand),
    /// A float literal in a format with no C++ spelling (target).
    #[error("float format")]
    FloatFormat,
    /// A vector or aggregate literal in the target.
    #[error("a vector or aggregate literal in the target")]
    TargetAggregateLiteral,
    /// The target returns `void`.
    #[error("the target returns nothing")]
    TargetReturnsNothing,
    /// The target's returned value is not among its instructions.
    #[error("the target's result is not computed")]
    ResultNotComputed,
    /// A masked load or gather in the target.
    #[error("a masked load or gather in the target")]
    TargetMaskedLoad,
    /// A target instruction with no `Builder` call (its opcode).
    #[error("no builder for `{0}`")]
    NoBuilder(String),
    /// A target load in place of a root that is not a load.
    #[error("a load in place of a root that is not a load")]
    LoadForNonLoad,
    /// A root replacement with no constructor (its opcode).
    #[error("no constructor for `{0}`")]
    NoConstructor(String),
}
