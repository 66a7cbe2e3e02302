//! Calls: the call instruction's parts (tail marker, arguments with their attributes,
//! callee) and which intrinsic a call is.

use super::inst::FastMath;
use super::types::Type;
use super::value::Operand;

/// The tail-call marker of a call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TailKind {
    #[default]
    /// No marker.
    None,
    /// `tail`.
    Tail,
    /// `musttail`.
    MustTail,
    /// `notail`.
    NoTail,
}

/// One argument of a call, with its parameter attributes verbatim (`noundef`, `align 8`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallArg {
    /// Parameter attributes, verbatim (may be empty).
    pub attrs: String,
    /// The argument.
    pub op: Operand,
}

/// A call. The callee's function type is written out only for varargs callees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Call {
    /// The tail-call marker.
    pub tail: TailKind,
    /// Fast-math flags of a floating-point call.
    pub fmf: FastMath,
    /// Calling convention and return attributes, verbatim (`fastcc`, `noundef range(i32 0, 33)`).
    pub cc_attrs: String,
    /// The return type.
    pub ret: Type,
    /// `Some(param types, varargs)` when the call spells its function type.
    pub fn_ty: Option<(Vec<Type>, bool)>,
    /// The called function: a global for a direct call, else a value.
    pub callee: Operand,
    /// The arguments, in order.
    pub args: Vec<CallArg>,
    /// Function attributes and operand bundles after the argument list, verbatim (`#3`).
    pub fn_attrs: String,
}

impl Call {
    /// The callee name when it is a direct call (`@name` without `@`).
    pub fn callee_name(&self) -> Option<&str> {
        match &self.callee.val {
            super::value::Val::Global(n) => Some(n),
            _ => None,
        }
    }
    /// The intrinsic name without the `llvm.` prefix, for intrinsic calls.
    pub fn intrinsic(&self) -> Option<&str> {
        self.callee_name().and_then(|n| n.strip_prefix("llvm."))
    }
    /// Which masked load this call is (`llvm.masked.load.*` or `llvm.masked.gather.*`).
    pub fn masked_load(&self) -> Option<MaskedLoad> {
        let n = self.intrinsic()?;
        if n.starts_with("masked.load.") {
            Some(MaskedLoad::Contiguous)
        } else if n.starts_with("masked.gather.") {
            Some(MaskedLoad::Gather)
        } else {
            None
        }
    }
}

/// The two masked loads: `llvm.masked.load` (lanes at consecutive addresses from one
/// pointer) and `llvm.masked.gather` (one pointer per lane).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MaskedLoad {
    /// `llvm.masked.load(ptr, mask, passthru)`.
    Contiguous,
    /// `llvm.masked.gather(<N x ptr>, mask, passthru)`.
    Gather,
}
