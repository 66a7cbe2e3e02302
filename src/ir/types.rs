//! LLVM types as the IR sees them: integers of any width, every IEEE format, vectors,
//! pointers, and the aggregate types that appear in GEPs, allocas and intrinsic results.

use std::fmt;

/// Floating-point formats. `X86Fp80` and `PpcFp128` are parsed and printed so real code
/// round-trips; later stages may refuse them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `half`: IEEE binary16.
    Half,
    /// `bfloat`: brain float (8-bit exponent, 7-bit significand).
    BFloat,
    /// `float`: IEEE binary32.
    Float,
    /// `double`: IEEE binary64.
    Double,
    /// `fp128`: IEEE binary128.
    Fp128,
    /// `x86_fp80`: x87 extended precision (not IEEE).
    X86Fp80,
    /// `ppc_fp128`: PowerPC double-double (not IEEE).
    PpcFp128,
}

impl FloatKind {
    /// Total width in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
        }
    }

    /// Exponent and significand widths (significand without the implicit bit) of the IEEE
    /// formats; `None` for the two non-IEEE ones.
    pub fn ieee_layout(self) -> Option<(u32, u32)> {
        match self {
            FloatKind::Half => Some((5, 10)),
            FloatKind::BFloat => Some((8, 7)),
            FloatKind::Float => Some((8, 23)),
            FloatKind::Double => Some((11, 52)),
            FloatKind::Fp128 => Some((15, 112)),
            FloatKind::X86Fp80 | FloatKind::PpcFp128 => None,
        }
    }

    /// The LLVM type name (`half`, `float`, ...).
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Half => "half",
            FloatKind::BFloat => "bfloat",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::Fp128 => "fp128",
            FloatKind::X86Fp80 => "x86_fp80",
            FloatKind::PpcFp128 => "ppc_fp128",
        }
    }

    /// The format named `s` (see [`FloatKind::name`]).
    pub fn from_name(s: &str) -> Option<FloatKind> {
        Some(match s {
            "half" => FloatKind::Half,
            "bfloat" => FloatKind::BFloat,
            "float" => FloatKind::Float,
            "double" => FloatKind::Double,
            "fp128" => FloatKind::Fp128,
            "x86_fp80" => FloatKind::X86Fp80,
            "ppc_fp128" => FloatKind::PpcFp128,
            _ => return None,
        })
    }
}

/// A first-class or aggregate LLVM type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    /// `void`.
    Void,
    /// `iN`.
    Int(u32),
    /// A floating-point type.
    Float(FloatKind),
    /// `ptr` or `ptr addrspace(N)`.
    Ptr(u32),
    /// `<N x T>`; `scalable` for `<vscale x N x T>`.
    Vector {
        /// Number of lanes (the minimum, when scalable).
        len: u32,
        /// The element type.
        elem: Box<Type>,
        /// `<vscale x N x T>`.
        scalable: bool,
    },
    /// `[N x T]`.
    Array {
        /// Number of elements.
        len: u64,
        /// The element type.
        elem: Box<Type>,
    },
    /// A literal struct `{ T, U }`, or `<{ T, U }>` when packed.
    Struct {
        /// The field types.
        fields: Vec<Type>,
        /// `<{ ... }>`: no padding between fields.
        packed: bool,
    },
    /// A named (identified) struct type `%name`, resolved through the module's type table.
    Named(String),
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// The type of a value whose instruction the IR keeps opaque and could not type.
    Unknown,
}

impl Type {
    /// `i1`.
    pub fn i1() -> Type {
        Type::Int(1)
    }
    /// `<len x elem>`.
    pub fn vec(len: u32, elem: Type) -> Type {
        Type::Vector {
            len,
            elem: Box::new(elem),
            scalable: false,
        }
    }
    /// `ptr` in address space 0.
    pub fn ptr() -> Type {
        Type::Ptr(0)
    }

    /// True for an integer type (not a vector of them).
    pub fn is_int(&self) -> bool {
        matches!(self, Type::Int(_))
    }
    /// True for a floating-point type (not a vector of them).
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float(_))
    }
    /// True for a vector type.
    pub fn is_vector(&self) -> bool {
        matches!(self, Type::Vector { .. })
    }
    /// True for a pointer type (not a vector of them).
    pub fn is_ptr(&self) -> bool {
        matches!(self, Type::Ptr(_))
    }
    /// True for `void`.
    pub fn is_void(&self) -> bool {
        matches!(self, Type::Void)
    }

    /// The element type of a vector, or the type itself for a scalar.
    pub fn scalar(&self) -> &Type {
        match self {
            Type::Vector { elem, .. } => elem,
            t => t,
        }
    }

    /// Number of lanes: the vector length, or 1 for a scalar.
    pub fn lanes(&self) -> u32 {
        match self {
            Type::Vector { len, .. } => *len,
            _ => 1,
        }
    }

    /// Same shape (scalar or vector of the same length) with another element type.
    pub fn with_scalar(&self, elem: Type) -> Type {
        match self {
            Type::Vector { len, scalable, .. } => Type::Vector {
                len: *len,
                elem: Box::new(elem),
                scalable: *scalable,
            },
            _ => elem,
        }
    }

    /// The suffix overloaded intrinsics take for this type: `i32`, `v4i32`, `f32`,
    /// `bf16`, `v2f64`.
    pub fn mangle(&self) -> String {
        let s = match self.scalar() {
            Type::Int(w) => format!("i{w}"),
            Type::Float(FloatKind::BFloat) => "bf16".to_string(),
            Type::Float(k) => format!("f{}", k.bits()),
            other => other.to_string(),
        };
        if self.is_vector() {
            format!("v{}{s}", self.lanes())
        } else {
            s
        }
    }

    /// Width in bits of a scalar integer, float or pointer (pointers are 64 bits here),
    /// or of a vector's element; `None` for other types.
    pub fn scalar_bits(&self) -> Option<u32> {
        match self.scalar() {
            Type::Int(w) => Some(*w),
            Type::Float(k) => Some(k.bits()),
            Type::Ptr(_) => Some(64),
            _ => None,
        }
    }

    /// Total width in bits of a first-class scalar or fixed vector type.
    pub fn bits(&self) -> Option<u32> {
        match self {
            Type::Vector {
                len,
                elem,
                scalable: false,
            } => elem.scalar_bits().map(|b| b * len),
            Type::Vector { scalable: true, .. } => None,
            t => t.scalar_bits(),
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => write!(f, "void"),
            Type::Int(w) => write!(f, "i{w}"),
            Type::Float(k) => write!(f, "{}", k.name()),
            Type::Ptr(0) => write!(f, "ptr"),
            Type::Ptr(a) => write!(f, "ptr addrspace({a})"),
            Type::Vector { len, elem, scalable } => {
                if *scalable {
                    write!(f, "<vscale x {len} x {elem}>")
                } else {
                    write!(f, "<{len} x {elem}>")
                }
            }
            Type::Array { len, elem } => write!(f, "[{len} x {elem}]"),
            Type::Struct { fields, packed } => {
                if *packed {
                    write!(f, "<")?;
                }
                if fields.is_empty() {
                    write!(f, "{{}}")?;
                } else {
                    write!(f, "{{ ")?;
                    for (i, t) in fields.iter().enumerate() {
                        if i > 0 {
                            write!(f, ", ")?;
                        }
                        write!(f, "{t}")?;
                    }
                    write!(f, " }}")?;
                }
                if *packed {
                    write!(f, ">")?;
                }
                Ok(())
            }
            Type::Named(n) => write!(f, "%{}", super::print::quote_name(n)),
            Type::Label => write!(f, "label"),
            Type::Metadata => write!(f, "metadata"),
            Type::Token => write!(f, "token"),
            Type::Unknown => write!(f, "<unknown type>"),
        }
    }
}
