//! The SSA IR of cuts and rewrites: types, constants, instructions, functions, modules;
//! a parser and printer of LLVM's text syntax; the rewrite S-expression syntax.

pub mod call;
mod effects;
pub mod float;
pub mod func;
pub mod inst;
mod intrinsics;
pub mod lex;
pub mod parse;
pub mod parse_func;
pub mod parse_inst;
pub mod parse_opaque;
pub mod print;
pub mod rewrite;
pub mod types;
pub mod value;

pub use func::{Block, Function, Item, Module, Param, SkippedFunction};
pub use inst::{
    BinOp, Call, CallArg, CastOp, FPred, FastMath, Flags, IPred, Inst, MaskedLoad, Op, TailKind, FMF_NAMES,
};
pub use intrinsics::{generic_intrinsic, intrinsic_base_name, GenericIntrinsic, IntrinsicShape, GENERIC_INTRINSICS};
pub use parse::{parse_type_str, ParseError};
pub use parse_func::{defined_name, parse_function, parse_module, parse_module_lenient};
pub use print::{print_function, print_inst, print_module};
pub use types::{FloatKind, Type};
pub use value::{Const, Operand, Val};
