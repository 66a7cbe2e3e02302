//! Instructions: opcodes, flags and the operands of each form.

use super::types::Type;
use super::value::{Const, Operand};

pub use super::call::{Call, CallArg, MaskedLoad, TailKind};

/// Binary operators, integer and floating point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum BinOp {
    /// `add`: wrapping integer addition.
    Add,
    /// `sub`: wrapping integer subtraction.
    Sub,
    /// `mul`: wrapping integer multiplication.
    Mul,
    /// `udiv`: unsigned division (UB on a zero divisor).
    UDiv,
    /// `sdiv`: signed division (UB on a zero divisor or `MIN / -1`).
    SDiv,
    /// `urem`: unsigned remainder.
    URem,
    /// `srem`: signed remainder (the sign of the dividend).
    SRem,
    /// `shl`: shift left (poison when the amount is not below the width).
    Shl,
    /// `lshr`: logical shift right.
    LShr,
    /// `ashr`: arithmetic shift right.
    AShr,
    /// `and`: bitwise and.
    And,
    /// `or`: bitwise or.
    Or,
    /// `xor`: bitwise exclusive or.
    Xor,
    /// `fadd`: IEEE addition.
    FAdd,
    /// `fsub`: IEEE subtraction.
    FSub,
    /// `fmul`: IEEE multiplication.
    FMul,
    /// `fdiv`: IEEE division.
    FDiv,
    /// `frem`: IEEE remainder (C's `fmod`: truncated quotient).
    FRem,
}

/// Every binary operator, in declaration order.
#[rustfmt::skip]
pub const BIN_OPS: [BinOp; 18] = [
    BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::UDiv, BinOp::SDiv, BinOp::URem, BinOp::SRem,
    BinOp::Shl, BinOp::LShr, BinOp::AShr, BinOp::And, BinOp::Or, BinOp::Xor, BinOp::FAdd,
    BinOp::FSub, BinOp::FMul, BinOp::FDiv, BinOp::FRem,
];

impl BinOp {
    /// The LLVM opcode name (`add`, `fmul`, ...).
    pub fn name(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "add",
            Sub => "sub",
            Mul => "mul",
            UDiv => "udiv",
            SDiv => "sdiv",
            URem => "urem",
            SRem => "srem",
            Shl => "shl",
            LShr => "lshr",
            AShr => "ashr",
            And => "and",
            Or => "or",
            Xor => "xor",
            FAdd => "fadd",
            FSub => "fsub",
            FMul => "fmul",
            FDiv => "fdiv",
            FRem => "frem",
        }
    }
    /// The operator named `s` (see [`BinOp::name`]).
    pub fn from_name(s: &str) -> Option<BinOp> {
        BIN_OPS.iter().copied().find(|o| o.name() == s)
    }
    /// True for the floating-point operators.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
    /// True when the operands may be swapped.
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            BinOp::Add | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::FAdd | BinOp::FMul
        )
    }
}

/// Cast operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastOp {
    /// `trunc`: keep the low bits.
    Trunc,
    /// `zext`: zero-extend.
    ZExt,
    /// `sext`: sign-extend.
    SExt,
    /// `fptrunc`: round to a narrower float format.
    FPTrunc,
    /// `fpext`: widen to a wider float format (exact).
    FPExt,
    /// `fptoui`: float to unsigned integer (poison when out of range).
    FPToUI,
    /// `fptosi`: float to signed integer (poison when out of range).
    FPToSI,
    /// `uitofp`: unsigned integer to float.
    UIToFP,
    /// `sitofp`: signed integer to float.
    SIToFP,
    /// `ptrtoint`: pointer to integer.
    PtrToInt,
    /// `ptrtoaddr`: the address bits of a pointer.
    PtrToAddr,
    /// `inttoptr`: integer to pointer.
    IntToPtr,
    /// `bitcast`: the same bits, another type.
    BitCast,
    /// `addrspacecast`: pointer into another address space.
    AddrSpaceCast,
}

/// Every cast operator, in declaration order.
#[rustfmt::skip]
pub const CAST_OPS: [CastOp; 14] = [
    CastOp::Trunc, CastOp::ZExt, CastOp::SExt, CastOp::FPTrunc, CastOp::FPExt, CastOp::FPToUI,
    CastOp::FPToSI, CastOp::UIToFP, CastOp::SIToFP, CastOp::PtrToInt, CastOp::PtrToAddr,
    CastOp::IntToPtr, CastOp::BitCast, CastOp::AddrSpaceCast,
];

impl CastOp {
    /// The LLVM opcode name (`trunc`, `sitofp`, ...).
    pub fn name(self) -> &'static str {
        use CastOp::*;
        match self {
            Trunc => "trunc",
            ZExt => "zext",
            SExt => "sext",
            FPTrunc => "fptrunc",
            FPExt => "fpext",
            FPToUI => "fptoui",
            FPToSI => "fptosi",
            UIToFP => "uitofp",
            SIToFP => "sitofp",
            PtrToInt => "ptrtoint",
            PtrToAddr => "ptrtoaddr",
            IntToPtr => "inttoptr",
            BitCast => "bitcast",
            AddrSpaceCast => "addrspacecast",
        }
    }
    /// The operator named `s` (see [`CastOp::name`]).
    pub fn from_name(s: &str) -> Option<CastOp> {
        CAST_OPS.iter().copied().find(|o| o.name() == s)
    }
}

/// Integer comparison predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum IPred {
    /// `eq`: equal.
    Eq,
    /// `ne`: not equal.
    Ne,
    /// `ugt`: unsigned greater than.
    Ugt,
    /// `uge`: unsigned greater or equal.
    Uge,
    /// `ult`: unsigned less than.
    Ult,
    /// `ule`: unsigned less or equal.
    Ule,
    /// `sgt`: signed greater than.
    Sgt,
    /// `sge`: signed greater or equal.
    Sge,
    /// `slt`: signed less than.
    Slt,
    /// `sle`: signed less or equal.
    Sle,
}

/// Every integer predicate, in declaration order.
pub const IPREDS: [IPred; 10] = [
    IPred::Eq,
    IPred::Ne,
    IPred::Ugt,
    IPred::Uge,
    IPred::Ult,
    IPred::Ule,
    IPred::Sgt,
    IPred::Sge,
    IPred::Slt,
    IPred::Sle,
];

impl IPred {
    /// The predicate's name in `icmp` (`eq`, `ult`, ...).
    pub fn name(self) -> &'static str {
        use IPred::*;
        match self {
            Eq => "eq",
            Ne => "ne",
            Ugt => "ugt",
            Uge => "uge",
            Ult => "ult",
            Ule => "ule",
            Sgt => "sgt",
            Sge => "sge",
            Slt => "slt",
            Sle => "sle",
        }
    }
    /// The predicate named `s` (see [`IPred::name`]).
    pub fn from_name(s: &str) -> Option<IPred> {
        IPREDS.iter().copied().find(|p| p.name() == s)
    }
}

/// Floating-point comparison predicates (all 16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FPred {
    /// `false`: always false.
    False,
    /// `oeq`: ordered (no NaN) and equal.
    Oeq,
    /// `ogt`: ordered and greater than.
    Ogt,
    /// `oge`: ordered and greater or equal.
    Oge,
    /// `olt`: ordered and less than.
    Olt,
    /// `ole`: ordered and less or equal.
    Ole,
    /// `one`: ordered and not equal.
    One,
    /// `ord`: ordered: neither operand is NaN.
    Ord,
    /// `ueq`: unordered (some NaN) or equal.
    Ueq,
    /// `ugt`: unordered or greater than.
    Ugt,
    /// `uge`: unordered or greater or equal.
    Uge,
    /// `ult`: unordered or less than.
    Ult,
    /// `ule`: unordered or less or equal.
    Ule,
    /// `une`: unordered or not equal.
    Une,
    /// `uno`: unordered: some operand is NaN.
    Uno,
    /// `true`: always true.
    True,
}

/// Every floating-point predicate, in declaration order.
pub const FPREDS: [FPred; 16] = [
    FPred::False,
    FPred::Oeq,
    FPred::Ogt,
    FPred::Oge,
    FPred::Olt,
    FPred::Ole,
    FPred::One,
    FPred::Ord,
    FPred::Ueq,
    FPred::Ugt,
    FPred::Uge,
    FPred::Ult,
    FPred::Ule,
    FPred::Une,
    FPred::Uno,
    FPred::True,
];

impl FPred {
    /// The predicate's name in `fcmp` (`oeq`, `uno`, ...).
    pub fn name(self) -> &'static str {
        use FPred::*;
        match self {
            False => "false",
            Oeq => "oeq",
            Ogt => "ogt",
            Oge => "oge",
            Olt => "olt",
            Ole => "ole",
            One => "one",
            Ord => "ord",
            Ueq => "ueq",
            Ugt => "ugt",
            Uge => "uge",
            Ult => "ult",
            Ule => "ule",
            Une => "une",
            Uno => "uno",
            True => "true",
        }
    }
    /// The predicate named `s` (see [`FPred::name`]).
    pub fn from_name(s: &str) -> Option<FPred> {
        FPREDS.iter().copied().find(|p| p.name() == s)
    }
}

/// Poison-generating and other instruction flags, as a bit set.
/// Integer: `nuw nsw exact disjoint nneg samesign`; GEP: `inbounds nusw nuw`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Flags(pub u16);

impl Flags {
    /// `nuw`: no unsigned wrap (poison otherwise).
    pub const NUW: Flags = Flags(1);
    /// `nsw`: no signed wrap (poison otherwise).
    pub const NSW: Flags = Flags(2);
    /// `exact`: no bits shifted or divided out (poison otherwise).
    pub const EXACT: Flags = Flags(4);
    /// `disjoint` (on `or`): no bit set in both operands (poison otherwise).
    pub const DISJOINT: Flags = Flags(8);
    /// `nneg` (on `zext`, `uitofp`): the operand is non-negative (poison otherwise).
    pub const NNEG: Flags = Flags(16);
    /// `samesign` (on `icmp`): both operands have the same sign (poison otherwise).
    pub const SAMESIGN: Flags = Flags(32);
    /// `inbounds` (on `getelementptr`): stays inside the allocated object.
    pub const INBOUNDS: Flags = Flags(64);
    /// `nusw` (on `getelementptr`): no unsigned-signed wrap of the offset arithmetic.
    pub const NUSW: Flags = Flags(128);

    /// No flag.
    pub const NONE: Flags = Flags(0);
    /// The words of the integer poison flags: `Flags(1 << k)` is spelled `INT_WORDS[k]`.
    pub const INT_WORDS: [&'static str; 6] = ["nuw", "nsw", "exact", "disjoint", "nneg", "samesign"];

    /// True when every bit of `f` is set (and `f` is not empty).
    pub fn has(self, f: Flags) -> bool {
        self.0 & f.0 == f.0 && f.0 != 0
    }
    /// Sets the bits of `f`.
    pub fn set(&mut self, f: Flags) {
        self.0 |= f.0;
    }
    /// These flags and those of `f`.
    pub fn with(self, f: Flags) -> Flags {
        Flags(self.0 | f.0)
    }
}

/// Fast-math flags as a bit set; `fast` is all seven.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FastMath(pub u8);

/// Each fast-math flag's name and bit, in the order LLVM prints them.
pub const FMF_NAMES: [(&str, u8); 7] = [
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
];

impl FastMath {
    /// `fast`: all seven flags.
    pub const FAST: FastMath = FastMath(127);
    /// `nnan`: no NaN operands or results (poison otherwise).
    pub const NNAN: FastMath = FastMath(2);
    /// `ninf`: no infinite operands or results (poison otherwise).
    pub const NINF: FastMath = FastMath(4);
    /// `nsz`: the sign of a zero may be ignored.
    pub const NSZ: FastMath = FastMath(8);
    /// True when every bit of `bit` is set (and `bit` is not empty).
    pub fn has(self, bit: FastMath) -> bool {
        self.0 & bit.0 == bit.0 && bit.0 != 0
    }
    /// True when no flag is set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// What an instruction does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// A binary operator.
    Bin {
        /// The operator.
        op: BinOp,
        /// Its poison-generating flags (`nuw nsw exact disjoint`).
        flags: Flags,
        /// Its fast-math flags (floating-point operators).
        fmf: FastMath,
        /// Left operand.
        a: Operand,
        /// Right operand.
        b: Operand,
    },
    /// `fneg`: flip the sign bit.
    FNeg {
        /// Its fast-math flags.
        fmf: FastMath,
        /// The operand.
        a: Operand,
    },
    /// `icmp`: integer or pointer comparison, one `i1` per lane.
    ICmp {
        /// The predicate.
        pred: IPred,
        /// `samesign`, if present.
        flags: Flags,
        /// Left operand.
        a: Operand,
        /// Right operand.
        b: Operand,
    },
    /// `fcmp`: floating-point comparison, one `i1` per lane.
    FCmp {
        /// The predicate.
        pred: FPred,
        /// Its fast-math flags.
        fmf: FastMath,
        /// Left operand.
        a: Operand,
        /// Right operand.
        b: Operand,
    },
    /// `select`: `t` where `cond` holds, else `f` (per lane for a vector condition).
    Select {
        /// Its fast-math flags.
        fmf: FastMath,
        /// The condition (`i1` or a vector of `i1`).
        cond: Operand,
        /// The value when true.
        t: Operand,
        /// The value when false.
        f: Operand,
    },
    /// `freeze`: poison (lane by lane) becomes an arbitrary but fixed value.
    Freeze(Operand),
    /// A cast; its result type is the instruction's type.
    Cast {
        /// The operator.
        op: CastOp,
        /// `nuw nsw` (`trunc`) or `nneg` (`zext`, `uitofp`).
        flags: Flags,
        /// Its fast-math flags (floating-point casts).
        fmf: FastMath,
        /// The operand.
        a: Operand,
    },
    /// `extractelement`: one lane of a vector.
    ExtractElement {
        /// The vector.
        vec: Operand,
        /// The lane index (poison when out of range).
        idx: Operand,
    },
    /// `insertelement`: a vector with one lane replaced.
    InsertElement {
        /// The vector.
        vec: Operand,
        /// The new lane value.
        elt: Operand,
        /// The lane index (poison when out of range).
        idx: Operand,
    },
    /// `shufflevector`: lanes picked from two vectors; `None` mask lanes are `poison`.
    ShuffleVector {
        /// First vector.
        a: Operand,
        /// Second vector (its lanes are numbered after the first's).
        b: Operand,
        /// For each result lane, the source lane.
        mask: Vec<Option<u32>>,
    },
    /// `extractvalue`: a member of an aggregate.
    ExtractValue {
        /// The aggregate.
        agg: Operand,
        /// The member's path.
        idx: Vec<u32>,
    },
    /// `insertvalue`: an aggregate with one member replaced.
    InsertValue {
        /// The aggregate.
        agg: Operand,
        /// The new member.
        val: Operand,
        /// The member's path.
        idx: Vec<u32>,
    },
    /// `phi`: the value from the block control came from.
    Phi {
        /// Its fast-math flags.
        fmf: FastMath,
        /// Each incoming value with its predecessor block label.
        incoming: Vec<(Operand, String)>,
    },
    /// `alloca`: a fresh stack object.
    Alloca {
        /// The allocated type.
        ty: Type,
        /// How many of it (one when absent).
        count: Option<Operand>,
        /// Alignment in bytes, if given.
        align: Option<u64>,
        /// Address space, if given.
        addrspace: Option<u32>,
    },
    /// `load`: reads a value from memory. `atomic` holds the ordering verbatim
    /// (`syncscope("x") acquire`) of an atomic access.
    Load {
        /// `volatile`.
        volatile: bool,
        /// The atomic ordering, if atomic.
        atomic: Option<String>,
        /// The address.
        ptr: Operand,
        /// Alignment in bytes, if given.
        align: Option<u64>,
    },
    /// `store`: writes a value to memory.
    Store {
        /// `volatile`.
        volatile: bool,
        /// The atomic ordering, if atomic.
        atomic: Option<String>,
        /// The stored value.
        val: Operand,
        /// The address.
        ptr: Operand,
        /// Alignment in bytes, if given.
        align: Option<u64>,
    },
    /// `getelementptr`: address arithmetic.
    Gep {
        /// `inbounds nusw nuw`, if present.
        flags: Flags,
        /// The type the first index steps over.
        src_ty: Type,
        /// The base pointer.
        base: Operand,
        /// The indices.
        idx: Vec<Operand>,
    },
    /// `call`.
    Call(Box<Call>),
    /// `br label %target`: unconditional branch.
    Br {
        /// The target block's label.
        target: String,
    },
    /// `br i1 %cond, label %t, label %f`: conditional branch.
    CondBr {
        /// The condition.
        cond: Operand,
        /// Block when true.
        t: String,
        /// Block when false.
        f: String,
    },
    /// `switch`: branch on an integer value.
    Switch {
        /// The value.
        cond: Operand,
        /// Block when no case matches.
        default: String,
        /// Each case's value and block.
        cases: Vec<(Const, String)>,
    },
    /// `ret`, with the returned value unless the function returns `void`.
    Ret(Option<Operand>),
    /// `unreachable`: undefined behaviour when reached.
    Unreachable,
    /// Anything the IR does not model (atomics, invoke, landingpad, va_arg, ...), verbatim
    /// from after `%name = `. Later stages treat its result as an input.
    Opaque {
        /// The LLVM opcode.
        opcode: String,
        /// The instruction text after `%name = `.
        text: String,
        /// The blocks a terminator may branch to (`invoke`'s normal and unwind ones, ...).
        succs: Vec<String>,
    },
}

impl Op {
    /// The LLVM opcode name.
    pub fn opcode(&self) -> &str {
        match self {
            Op::Bin { op, .. } => op.name(),
            Op::FNeg { .. } => "fneg",
            Op::ICmp { .. } => "icmp",
            Op::FCmp { .. } => "fcmp",
            Op::Select { .. } => "select",
            Op::Freeze(_) => "freeze",
            Op::Cast { op, .. } => op.name(),
            Op::ExtractElement { .. } => "extractelement",
            Op::InsertElement { .. } => "insertelement",
            Op::ShuffleVector { .. } => "shufflevector",
            Op::ExtractValue { .. } => "extractvalue",
            Op::InsertValue { .. } => "insertvalue",
            Op::Phi { .. } => "phi",
            Op::Alloca { .. } => "alloca",
            Op::Load { .. } => "load",
            Op::Store { .. } => "store",
            Op::Gep { .. } => "getelementptr",
            Op::Call(_) => "call",
            Op::Br { .. } | Op::CondBr { .. } => "br",
            Op::Switch { .. } => "switch",
            Op::Ret(_) => "ret",
            Op::Unreachable => "unreachable",
            Op::Opaque { opcode, .. } => opcode,
        }
    }

    /// True for instructions that end a block (branches, `switch`, `ret`, `unreachable`, and opaque `invoke`, `resume`, ...).
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } | Op::Ret(_) | Op::Unreachable
        ) || matches!(self, Op::Opaque { opcode, .. } if super::parse_opaque::opaque_terminator(opcode))
    }

    /// Every operand read, in order (phi incoming values included; labels not).
    pub fn operands(&self) -> Vec<&Operand> {
        match self {
            Op::Bin { a, b, .. } | Op::ICmp { a, b, .. } | Op::FCmp { a, b, .. } => vec![a, b],
            Op::FNeg { a, .. } | Op::Freeze(a) | Op::Cast { a, .. } => vec![a],
            Op::Select { cond, t, f, .. } => vec![cond, t, f],
            Op::ExtractElement { vec, idx } => vec![vec, idx],
            Op::InsertElement { vec, elt, idx } => vec![vec, elt, idx],
            Op::ShuffleVector { a, b, .. } => vec![a, b],
            Op::ExtractValue { agg, .. } => vec![agg],
            Op::InsertValue { agg, val, .. } => vec![agg, val],
            Op::Phi { incoming, .. } => incoming.iter().map(|(o, _)| o).collect(),
            Op::Alloca { count, .. } => count.iter().collect(),
            Op::Load { ptr, .. } => vec![ptr],
            Op::Store { val, ptr, .. } => vec![val, ptr],
            Op::Gep { base, idx, .. } => std::iter::once(base).chain(idx.iter()).collect(),
            Op::Call(c) => std::iter::once(&c.callee).chain(c.args.iter().map(|a| &a.op)).collect(),
            Op::CondBr { cond, .. } | Op::Switch { cond, .. } => vec![cond],
            Op::Ret(v) => v.iter().collect(),
            Op::Br { .. } | Op::Unreachable | Op::Opaque { .. } => vec![],
        }
    }

    /// Mutable access to every operand, in the order of [`Op::operands`].
    pub fn operands_mut(&mut self) -> Vec<&mut Operand> {
        match self {
            Op::Bin { a, b, .. } | Op::ICmp { a, b, .. } | Op::FCmp { a, b, .. } => vec![a, b],
            Op::FNeg { a, .. } | Op::Freeze(a) | Op::Cast { a, .. } => vec![a],
            Op::Select { cond, t, f, .. } => vec![cond, t, f],
            Op::ExtractElement { vec, idx } => vec![vec, idx],
            Op::InsertElement { vec, elt, idx } => vec![vec, elt, idx],
            Op::ShuffleVector { a, b, .. } => vec![a, b],
            Op::ExtractValue { agg, .. } => vec![agg],
            Op::InsertValue { agg, val, .. } => vec![agg, val],
            Op::Phi { incoming, .. } => incoming.iter_mut().map(|(o, _)| o).collect(),
            Op::Alloca { count, .. } => count.iter_mut().collect(),
            Op::Load { ptr, .. } => vec![ptr],
            Op::Store { val, ptr, .. } => vec![val, ptr],
            Op::Gep { base, idx, .. } => std::iter::once(base).chain(idx.iter_mut()).collect(),
            Op::Call(c) => {
                let c = &mut **c;
                std::iter::once(&mut c.callee)
                    .chain(c.args.iter_mut().map(|a| &mut a.op))
                    .collect()
            }
            Op::CondBr { cond, .. } | Op::Switch { cond, .. } => vec![cond],
            Op::Ret(v) => v.iter_mut().collect(),
            Op::Br { .. } | Op::Unreachable | Op::Opaque { .. } => vec![],
        }
    }

    /// Successor block labels of a terminator.
    pub fn successors(&self) -> Vec<&str> {
        match self {
            Op::Br { target } => vec![target],
            Op::CondBr { t, f, .. } => vec![t, f],
            Op::Switch { default, cases, .. } => std::iter::once(default.as_str())
                .chain(cases.iter().map(|(_, l)| l.as_str()))
                .collect(),
            Op::Opaque { succs, .. } => succs.iter().map(String::as_str).collect(),
            _ => vec![],
        }
    }

    /// Mutable access to every block label it names: successors and phi predecessors.
    pub fn labels_mut(&mut self) -> Vec<&mut String> {
        match self {
            Op::Br { target } => vec![target],
            Op::CondBr { t, f, .. } => vec![t, f],
            Op::Switch { default, cases, .. } => std::iter::once(default)
                .chain(cases.iter_mut().map(|(_, l)| l))
                .collect(),
            Op::Phi { incoming, .. } => incoming.iter_mut().map(|(_, l)| l).collect(),
            _ => vec![],
        }
    }
}

/// An instruction: an optional result name, its result type (`void` when none), the
/// operation, metadata attachments and debug records kept verbatim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// The result's name (without `%`), `None` for an unnamed or `void` result.
    pub name: Option<String>,
    /// The result type.
    pub ty: Type,
    /// The operation.
    pub op: Op,
    /// `!kind !N` attachments, e.g. `("tbaa", "!5")`, printed after the instruction.
    pub meta: Vec<(String, String)>,
    /// `#dbg_value(...)` records that precede the instruction, verbatim.
    pub dbg_records: Vec<String>,
}

impl Inst {
    /// An instruction without metadata or debug records.
    pub fn new(name: Option<String>, ty: Type, op: Op) -> Inst {
        Inst {
            name,
            ty,
            op,
            meta: Vec::new(),
            dbg_records: Vec::new(),
        }
    }
}
