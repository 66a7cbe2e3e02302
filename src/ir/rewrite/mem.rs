//! The memory nodes of the rewrite syntax: `getelementptr` (one index) and `load`, their
//! type checks and their printing (the parser is `parse.rs`'s).
//!
//! ```text
//! (getelementptr [inbounds] [nusw] [nuw] ELEM BASE, IDX)   : the type of BASE
//! (load [align N] PTR, T)                                   : T
//! ```
//!
//! A rewrite's `load` is non-volatile and non-atomic; `BASE` and `PTR` are scalar
//! pointers and `IDX` a scalar integer (vector geps and gathers are not in the syntax).

use super::{value_type, RExpr};
use crate::ir::{Flags, Type};
use std::fmt;

/// The flags a `getelementptr` may carry, with their words in printed order.
pub const GEP_FLAGS: [(&str, Flags); 3] = [
    ("inbounds", Flags::INBOUNDS),
    ("nusw", Flags::NUSW),
    ("nuw", Flags::NUW),
];

/// The largest alignment accepted (LLVM's limit, 2^32).
pub const MAX_ALIGN: u64 = 1 << 32;

fn err<T>(msg: impl Into<String>) -> Result<T, String> {
    Err(msg.into())
}

fn scalar_ptr(t: &Type, what: &str) -> Result<(), String> {
    match t {
        Type::Ptr(_) => Ok(()),
        _ => err(format!("{what} has type `{t}`, expected a scalar pointer")),
    }
}

/// Checks a `Gep` or `Load` node, assuming its children are valid.
pub(super) fn check(e: &RExpr) -> Result<(), String> {
    match e {
        RExpr::Gep { flags, elem, base, idx } => {
            let all = GEP_FLAGS.iter().fold(0, |m, (_, f)| m | f.0);
            if flags.0 & !all != 0 {
                return err("flag not allowed on getelementptr");
            }
            value_type(elem)?;
            scalar_ptr(&base.ty(), "the base")?;
            match idx.ty() {
                Type::Int(_) => Ok(()),
                t => err(format!("the index has type `{t}`, expected a scalar integer")),
            }
        }
        RExpr::Load { ptr, align, ty } => {
            value_type(ty)?;
            scalar_ptr(&ptr.ty(), "the address")?;
            match align {
                Some(a) if !a.is_power_of_two() || *a > MAX_ALIGN => err(format!("bad alignment {a}")),
                _ => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

/// Prints a `Gep` or `Load` node (see the module doc).
pub(super) fn print(e: &RExpr, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match e {
        RExpr::Gep { flags, elem, base, idx } => {
            write!(f, "(getelementptr")?;
            for (w, fl) in GEP_FLAGS {
                if flags.has(fl) {
                    write!(f, " {w}")?;
                }
            }
            write!(f, " {elem} {base}, {idx})")
        }
        RExpr::Load { ptr, align, ty } => {
            write!(f, "(load")?;
            if let Some(a) = align {
                write!(f, " align {a}")?;
            }
            write!(f, " {ptr}, {ty})")
        }
        _ => Ok(()),
    }
}

/// True when `e` reads memory or computes an address anywhere (such a rewrite can only
/// be placed where its loads may run: `apply` and the rules treat it apart).
pub fn touches_memory(e: &RExpr) -> bool {
    matches!(e, RExpr::Gep { .. } | RExpr::Load { .. }) || e.children().into_iter().any(touches_memory)
}
