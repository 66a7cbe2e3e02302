//! The memory nodes of the rewrite syntax: `getelementptr` (one index) and `load`, their
//! type checks and their printing (the parser is `parse.rs`'s).
//!
//! ```text
//! (getelementptr [inbounds] [nusw] [nuw] ELEM BASE, IDX)   : the type of BASE
//! (load [align N] PTR, T)                                   : T
//! (masked.load PTR, MASK, PASSTHRU)                          : the type of PASSTHRU
//! (masked.gather PTRS, MASK, PASSTHRU)                       : the type of PASSTHRU
//! ```
//!
//! A rewrite's `load` is non-volatile and non-atomic; `BASE` and `PTR` are scalar
//! pointers. `IDX` is an integer: a vector `IDX` makes a vector of pointers (lane `j` is
//! `BASE + IDX[j] × sizeof(ELEM)`), which only a gather reads. The masked loads lower to
//! `llvm.masked.load`/`llvm.masked.gather` without an `align` attribute (alignment 1):
//! `MASK` is `<N x i1>`, `PASSTHRU` `<N x T>` with `T` a whole number of bytes, `PTRS`
//! `<N x ptr>`.

use super::{value_type, RExpr, TypeError};
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

fn scalar_ptr(t: &Type, what: &'static str) -> Result<(), TypeError> {
    match t {
        Type::Ptr(_) => Ok(()),
        _ => Err(TypeError::NotPtr { what, ty: t.clone() }),
    }
}

/// Checks a `Gep` or `Load` node, assuming its children are valid.
pub(super) fn check(e: &RExpr) -> Result<(), TypeError> {
    match e {
        RExpr::Gep { flags, elem, base, idx } => {
            let all = GEP_FLAGS.iter().fold(0, |m, (_, f)| m | f.0);
            if flags.0 & !all != 0 {
                return Err(TypeError::GepFlag);
            }
            value_type(elem)?;
            scalar_ptr(&base.ty(), "the base")?;
            match idx.ty() {
                Type::Int(_) => Ok(()),
                Type::Vector {
                    elem, scalable: false, ..
                } if matches!(*elem, Type::Int(_)) => Ok(()),
                t => Err(TypeError::GepIndex(t)),
            }
        }
        RExpr::Masked {
            kind,
            ptr,
            mask,
            passthru,
        } => {
            let ty = passthru.ty();
            let n = match &ty {
                Type::Vector {
                    len,
                    scalable: false,
                    elem,
                } if elem.scalar_bits().is_some_and(|b| b % 8 == 0) && !elem.is_ptr() => *len,
                t => return Err(TypeError::MaskedType(t.clone())),
            };
            let lanes_of = |t: &Type, scalar: &Type| matches!(t, Type::Vector { len, elem, scalable: false } if *len == n && **elem == *scalar);
            if !lanes_of(&mask.ty(), &Type::Int(1)) {
                return Err(TypeError::Mask {
                    ty: mask.ty(),
                    lanes: n,
                });
            }
            match kind {
                crate::ir::MaskedLoad::Contiguous => scalar_ptr(&ptr.ty(), "the address"),
                crate::ir::MaskedLoad::Gather if lanes_of(&ptr.ty(), &Type::Ptr(0)) => Ok(()),
                crate::ir::MaskedLoad::Gather => Err(TypeError::Addresses { ty: ptr.ty(), lanes: n }),
            }
        }
        RExpr::Load { ptr, align, ty } => {
            value_type(ty)?;
            scalar_ptr(&ptr.ty(), "the address")?;
            match align {
                Some(a) if !a.is_power_of_two() || *a > MAX_ALIGN => Err(TypeError::Align(*a)),
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
        RExpr::Masked {
            kind,
            ptr,
            mask,
            passthru,
        } => {
            let head = match kind {
                crate::ir::MaskedLoad::Contiguous => "masked.load",
                crate::ir::MaskedLoad::Gather => "masked.gather",
            };
            write!(f, "({head} {ptr}, {mask}, {passthru})")
        }
        _ => Ok(()),
    }
}

/// True when `e` reads memory or computes an address anywhere (such a rewrite can only
/// be placed where its loads may run: `apply` and the rules treat it apart).
pub fn touches_memory(e: &RExpr) -> bool {
    matches!(e, RExpr::Gep { .. } | RExpr::Load { .. } | RExpr::Masked { .. })
        || e.children().into_iter().any(touches_memory)
}
