//! The SSA IR of cuts and rewrites: types, constants, instructions, functions, modules;
//! a parser and printer of LLVM's text syntax; the rewrite S-expression syntax.

mod call;
mod cfg;
mod effects;
mod float;
mod func;
mod inst;
mod intrinsics;
mod lex;
mod parse;
mod parse_func;
mod parse_inst;
mod parse_opaque;
mod print;
mod profile;
// The rewrite S-expression syntax: a namespace of its own (`rewrite::RExpr`, `rewrite::parse_rewrite`).
pub mod rewrite;
mod types;
mod value;

pub use cfg::{Cfg, Loops};
pub use float::{both_nan, from_f64, is_nan, parse_literal};
pub use func::{Block, Function, Item, Module, Param, SkippedFunction};
pub use inst::{
    BinOp, Call, CallArg, CastOp, FPred, FastMath, Flags, IPred, Inst, MaskedLoad, Op, TailKind, BIN_OPS, FMF_NAMES,
    FPREDS, IPREDS,
};
pub use intrinsics::{generic_intrinsic, intrinsic_base_name, GenericIntrinsic, IntrinsicShape, GENERIC_INTRINSICS};
pub use parse::{parse_type_str, ParseError};
pub use parse_func::{defined_name, parse_function, parse_module, parse_module_lenient};
pub use print::{
    declarations, functions_module, print_const, print_function, print_inst, print_module, print_op, print_operand,
    print_val, quote_name,
};
pub use profile::{inst_counts, module_counts, Metadata as ProfileMetadata};
pub use types::{FloatKind, Type};
pub use value::{Const, Operand, Val};
