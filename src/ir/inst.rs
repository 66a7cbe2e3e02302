//! Instructions: opcodes, flags and the operands of each form.

use super::types::Type;
use super::value::{Const, Operand};

/// Binary operators, integer and floating point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

pub const BIN_OPS: [BinOp; 18] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::UDiv,
    BinOp::SDiv,
    BinOp::URem,
    BinOp::SRem,
    BinOp::Shl,
    BinOp::LShr,
    BinOp::AShr,
    BinOp::And,
    BinOp::Or,
    BinOp::Xor,
    BinOp::FAdd,
    BinOp::FSub,
    BinOp::FMul,
    BinOp::FDiv,
    BinOp::FRem,
];

impl BinOp {
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
    pub fn from_name(s: &str) -> Option<BinOp> {
        BIN_OPS.iter().copied().find(|o| o.name() == s)
    }
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
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
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

pub const CAST_OPS: [CastOp; 14] = [
    CastOp::Trunc,
    CastOp::ZExt,
    CastOp::SExt,
    CastOp::FPTrunc,
    CastOp::FPExt,
    CastOp::FPToUI,
    CastOp::FPToSI,
    CastOp::UIToFP,
    CastOp::SIToFP,
    CastOp::PtrToInt,
    CastOp::PtrToAddr,
    CastOp::IntToPtr,
    CastOp::BitCast,
    CastOp::AddrSpaceCast,
];

impl CastOp {
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
    pub fn from_name(s: &str) -> Option<CastOp> {
        CAST_OPS.iter().copied().find(|o| o.name() == s)
    }
}

/// Integer comparison predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

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
    pub fn from_name(s: &str) -> Option<IPred> {
        IPREDS.iter().copied().find(|p| p.name() == s)
    }
}

/// Floating-point comparison predicates (all 16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

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
    pub fn from_name(s: &str) -> Option<FPred> {
        FPREDS.iter().copied().find(|p| p.name() == s)
    }
}

/// Poison-generating and other instruction flags, as a bit set.
/// Integer: `nuw nsw exact disjoint nneg samesign`; GEP: `inbounds nusw nuw`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Flags(pub u16);

impl Flags {
    pub const NUW: Flags = Flags(1);
    pub const NSW: Flags = Flags(2);
    pub const EXACT: Flags = Flags(4);
    pub const DISJOINT: Flags = Flags(8);
    pub const NNEG: Flags = Flags(16);
    pub const SAMESIGN: Flags = Flags(32);
    pub const INBOUNDS: Flags = Flags(64);
    pub const NUSW: Flags = Flags(128);

    pub const NONE: Flags = Flags(0);

    pub fn has(self, f: Flags) -> bool {
        self.0 & f.0 == f.0 && f.0 != 0
    }
    pub fn set(&mut self, f: Flags) {
        self.0 |= f.0;
    }
    pub fn with(self, f: Flags) -> Flags {
        Flags(self.0 | f.0)
    }
}

/// Fast-math flags as a bit set; `fast` is all seven.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FastMath(pub u8);

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
    pub const FAST: FastMath = FastMath(127);
    pub const NNAN: FastMath = FastMath(2);
    pub const NINF: FastMath = FastMath(4);
    pub const NSZ: FastMath = FastMath(8);
    pub fn has(self, bit: FastMath) -> bool {
        self.0 & bit.0 == bit.0 && bit.0 != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// The tail-call marker of a call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// One argument of a call, with its parameter attributes verbatim (`noundef`, `align 8`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallArg {
    pub attrs: String,
    pub op: Operand,
}

/// A call. The callee's function type is written out only for varargs callees.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Call {
    pub tail: TailKind,
    pub fmf: FastMath,
    /// Calling convention and return attributes, verbatim (`fastcc`, `noundef range(i32 0, 33)`).
    pub cc_attrs: String,
    pub ret: Type,
    /// `Some(param types, varargs)` when the call spells its function type.
    pub fn_ty: Option<(Vec<Type>, bool)>,
    pub callee: Operand,
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
}

/// What an instruction does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    Bin {
        op: BinOp,
        flags: Flags,
        fmf: FastMath,
        a: Operand,
        b: Operand,
    },
    FNeg {
        fmf: FastMath,
        a: Operand,
    },
    ICmp {
        pred: IPred,
        flags: Flags,
        a: Operand,
        b: Operand,
    },
    FCmp {
        pred: FPred,
        fmf: FastMath,
        a: Operand,
        b: Operand,
    },
    Select {
        fmf: FastMath,
        cond: Operand,
        t: Operand,
        f: Operand,
    },
    Freeze(Operand),
    /// Result type is the instruction's type.
    Cast {
        op: CastOp,
        flags: Flags,
        fmf: FastMath,
        a: Operand,
    },
    ExtractElement {
        vec: Operand,
        idx: Operand,
    },
    InsertElement {
        vec: Operand,
        elt: Operand,
        idx: Operand,
    },
    /// `None` mask lanes are `poison`.
    ShuffleVector {
        a: Operand,
        b: Operand,
        mask: Vec<Option<u32>>,
    },
    ExtractValue {
        agg: Operand,
        idx: Vec<u32>,
    },
    InsertValue {
        agg: Operand,
        val: Operand,
        idx: Vec<u32>,
    },
    Phi {
        fmf: FastMath,
        incoming: Vec<(Operand, String)>,
    },
    Alloca {
        ty: Type,
        count: Option<Operand>,
        align: Option<u64>,
        addrspace: Option<u32>,
    },
    /// `atomic` holds the ordering verbatim (`syncscope("x") acquire`) of an atomic access.
    Load {
        volatile: bool,
        atomic: Option<String>,
        ptr: Operand,
        align: Option<u64>,
    },
    Store {
        volatile: bool,
        atomic: Option<String>,
        val: Operand,
        ptr: Operand,
        align: Option<u64>,
    },
    Gep {
        flags: Flags,
        src_ty: Type,
        base: Operand,
        idx: Vec<Operand>,
    },
    Call(Box<Call>),
    Br {
        target: String,
    },
    CondBr {
        cond: Operand,
        t: String,
        f: String,
    },
    Switch {
        cond: Operand,
        default: String,
        cases: Vec<(Const, String)>,
    },
    Ret(Option<Operand>),
    Unreachable,
    /// Anything the IR does not model (atomics, invoke, landingpad, va_arg, ...), verbatim
    /// from after `%name = `. Later stages treat its result as an input.
    Opaque {
        opcode: String,
        text: String,
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

    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            Op::Br { .. } | Op::CondBr { .. } | Op::Switch { .. } | Op::Ret(_) | Op::Unreachable
        ) || matches!(self, Op::Opaque { opcode, .. } if matches!(opcode.as_str(), "invoke" | "resume" | "indirectbr" | "callbr" | "catchswitch" | "catchret" | "cleanupret"))
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
            _ => vec![],
        }
    }
}

/// An instruction: an optional result name, its result type (`void` when none), the
/// operation, metadata attachments and debug records kept verbatim.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    pub name: Option<String>,
    pub ty: Type,
    pub op: Op,
    /// `!kind !N` attachments, e.g. `("tbaa", "!5")`, printed after the instruction.
    pub meta: Vec<(String, String)>,
    /// `#dbg_value(...)` records that precede the instruction, verbatim.
    pub dbg_records: Vec<String>,
}

impl Inst {
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
