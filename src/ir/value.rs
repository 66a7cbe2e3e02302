//! Operands and constants: what an instruction reads.

use super::types::Type;
use crate::util::ApInt;

/// A constant. Integer and floating-point scalars keep their exact bits.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Const {
    /// An integer (of the operand's scalar width); `i1` prints as `true`/`false`.
    Int(ApInt),
    /// A floating-point value by its bit pattern (of the operand's format).
    Float(ApInt),
    /// `null` pointer.
    Null,
    /// `poison`.
    Poison,
    /// `undef`.
    Undef,
    /// `zeroinitializer`.
    Zero,
    /// `none` (token).
    NoneToken,
    /// `<T a, T b, ...>`: each element carries its own type.
    Vector(Vec<(Type, Const)>),
    /// `splat (T c)`.
    Splat(Type, Box<Const>),
    /// `[T a, ...]`
    Array(Vec<(Type, Const)>),
    /// `{ T a, ... }` or packed `<{ ... }>`.
    Struct(Vec<(Type, Const)>, bool),
    /// `c"..."` character array, kept in its escaped source form.
    CString(String),
    /// A constant expression, a `blockaddress` or `dso_local_equivalent`, kept verbatim.
    Expr(String),
}

impl Const {
    /// The `width`-bit integer `v` (truncated).
    pub fn int(width: u32, v: i64) -> Const {
        Const::Int(ApInt::from_i64(width, v))
    }
}

/// What an operand refers to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Val {
    /// A function argument or instruction result, `%name` (numbered names are digits).
    Local(String),
    /// A global variable or function, `@name`.
    Global(String),
    /// A constant.
    Const(Const),
    /// A metadata operand of an intrinsic call (`metadata !"round.dynamic"`), verbatim.
    Metadata(String),
    /// `asm sideeffect "..." "..."`, verbatim.
    InlineAsm(String),
}

/// A typed operand: every read of a value carries the type it is read at.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Operand {
    /// The type it is read at.
    pub ty: Type,
    /// What it refers to.
    pub val: Val,
}

impl Operand {
    /// The local value `%name` of type `ty`.
    pub fn local(ty: Type, name: impl Into<String>) -> Operand {
        Operand {
            ty,
            val: Val::Local(name.into()),
        }
    }
    /// The constant `c` of type `ty`.
    pub fn konst(ty: Type, c: Const) -> Operand {
        Operand { ty, val: Val::Const(c) }
    }
    /// The name of the local value it refers to, if it refers to one.
    pub fn as_local(&self) -> Option<&str> {
        match &self.val {
            Val::Local(n) => Some(n),
            _ => None,
        }
    }
}
