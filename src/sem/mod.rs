//! The meaning of every instruction, written once, generic over a value [`Domain`].
//!
//! `interp` implements the domain with concrete bits and `smt` with Z3 terms, so the
//! concrete interpreter and the verifier cannot disagree about what an instruction does.
//! A value is a list of lanes (one for a scalar); each lane is a bit-vector plus a poison
//! flag. Each instruction may also raise undefined behaviour, collected by the caller.

mod assume;
mod attrs;
mod domain;
mod eval;
mod fmf;
mod fp;
mod gep;
mod int;
mod intrinsics;
mod layout;
mod masked;
mod memory;
mod pointer;
mod stack;
mod undef;
// Sample input values of each type: a namespace (`values::value`, `values::SAMPLE_BASE`).
pub mod values;
mod vector;
// The x86 intrinsics: a namespace with its own table and `call` (`x86::TABLE`, `x86::call`).
pub mod x86;

pub use attrs::{parse as parse_attrs, target_check, without_body_rules, Attr};
pub use domain::{BvBin, BvCmp, Domain, FpArith, RoundMode};
pub use eval::constant;
pub use eval::{
    eval_function, eval_function_nan, eval_function_values, eval_function_with, eval_program, eval_pure, Outcome,
};
pub use fmf::unmodelled;
pub use fp::{nan_result, NanMode};
pub use fp::{observes_nan_bits, pair_nan_mode};
pub use layout::store_size;
pub use memory::{access_violation, final_violation, InputKind};
pub use memory::{Memory, Trace};
pub use pointer::{BLOCK_BITS, PTR_BITS, TAG_BITS};
pub use undef::{const_has_undef, observations};

use crate::ir::Type;

/// Why an instruction or program cannot be given an exact meaning: the verifier answers
/// `Unknown(unsupported)` for it, never a guess.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unsupported: {0}")]
pub struct Unsupported(pub String);

/// `Err(Unsupported(what))`.
pub fn unsupported<T>(what: impl Into<String>) -> Result<T, Unsupported> {
    Err(Unsupported(what.into()))
}

/// One lane of a value: its bits and whether it is poison.
pub struct Lane<D: Domain> {
    /// The lane's bits (meaningless when poison).
    pub bits: D::V,
    /// The lane is poison.
    pub poison: D::B,
}

/// A value: one lane for a scalar, `n` lanes for an `<n x T>` vector.
pub struct Value<D: Domain> {
    /// The lanes, lane 0 first.
    pub lanes: Vec<Lane<D>>,
}

// Written by hand: a derive would demand `D: Clone`/`D: Debug` of the domain itself.
impl<D: Domain> Clone for Lane<D> {
    fn clone(&self) -> Self {
        Lane {
            bits: self.bits.clone(),
            poison: self.poison.clone(),
        }
    }
}
impl<D: Domain> Clone for Value<D> {
    fn clone(&self) -> Self {
        Value {
            lanes: self.lanes.clone(),
        }
    }
}
impl<D: Domain> std::fmt::Debug for Lane<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:?}{}",
            self.bits,
            if matches!(format!("{:?}", self.poison).as_str(), "false") {
                ""
            } else {
                " poison?"
            }
        )
    }
}
impl<D: Domain> std::fmt::Debug for Value<D> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(&self.lanes).finish()
    }
}

impl<D: Domain> Value<D> {
    /// A one-lane value.
    pub fn scalar(bits: D::V, poison: D::B) -> Value<D> {
        Value {
            lanes: vec![Lane { bits, poison }],
        }
    }
    /// Lane `i`.
    pub fn lane(&self, i: usize) -> &Lane<D> {
        &self.lanes[i]
    }
}

/// Width in bits of one lane of `t` (the element type of a vector).
pub fn lane_bits(t: &Type) -> Result<u32, Unsupported> {
    match t.scalar() {
        Type::Int(w) => Ok(*w),
        Type::Float(k) if k.ieee_layout().is_some() => Ok(k.bits()),
        Type::Ptr(0) => Ok(pointer::PTR_BITS),
        other => unsupported(format!("values of type {other}")),
    }
}

/// Checks that `t` is a type whose values `sem` models exactly.
pub fn check_type(t: &Type) -> Result<(), Unsupported> {
    match t {
        Type::Vector { scalable: true, .. } => unsupported("scalable vectors"),
        Type::Vector { elem, .. } => check_type(elem),
        Type::Int(_) => Ok(()),
        Type::Float(k) if k.ieee_layout().is_some() => Ok(()),
        // A pointer is a block id and a 64-bit address (address space 0 only).
        Type::Ptr(0) => Ok(()),
        other => unsupported(format!("values of type {other}")),
    }
}
