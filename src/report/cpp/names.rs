//! Spellings: C++ names of opcodes, predicates, casts and intrinsics; literals; where a
//! fold on each root belongs in InstCombine.

use super::Check;
use crate::ir::{BinOp, CastOp, FPred, Flags, Function, IPred, Op, Operand, Type};

pub(super) fn ret_operand(f: &Function) -> Option<&Operand> {
    f.blocks.last()?.insts.iter().find_map(|i| match &i.op {
        Op::Ret(Some(o)) => Some(o),
        _ => None,
    })
}

/// Where a fold on this root belongs: (class of the root, visit function, file).
pub(super) fn place(op: &Op, kind: crate::rules::Class) -> (&'static str, &'static str, &'static str) {
    let simp = kind == crate::rules::Class::InstSimplify;
    let file_ic = |f: &'static str| if simp { "InstructionSimplify.cpp" } else { f };
    match op {
        Op::Bin { op, .. } => {
            let (v, vs, f) = match op {
                BinOp::Add => ("visitAdd", "simplifyAddInst", "InstCombineAddSub.cpp"),
                BinOp::Sub => ("visitSub", "simplifySubInst", "InstCombineAddSub.cpp"),
                BinOp::FAdd => ("visitFAdd", "simplifyFAddInst", "InstCombineAddSub.cpp"),
                BinOp::FSub => ("visitFSub", "simplifyFSubInst", "InstCombineAddSub.cpp"),
                BinOp::Mul => ("visitMul", "simplifyMulInst", "InstCombineMulDivRem.cpp"),
                BinOp::FMul => ("visitFMul", "simplifyFMulInst", "InstCombineMulDivRem.cpp"),
                BinOp::UDiv => ("visitUDiv", "simplifyUDivInst", "InstCombineMulDivRem.cpp"),
                BinOp::SDiv => ("visitSDiv", "simplifySDivInst", "InstCombineMulDivRem.cpp"),
                BinOp::FDiv => ("visitFDiv", "simplifyFDivInst", "InstCombineMulDivRem.cpp"),
                BinOp::URem => ("visitURem", "simplifyURemInst", "InstCombineMulDivRem.cpp"),
                BinOp::SRem => ("visitSRem", "simplifySRemInst", "InstCombineMulDivRem.cpp"),
                BinOp::FRem => ("visitFRem", "simplifyFRemInst", "InstCombineMulDivRem.cpp"),
                BinOp::Shl => ("visitShl", "simplifyShlInst", "InstCombineShifts.cpp"),
                BinOp::LShr => ("visitLShr", "simplifyLShrInst", "InstCombineShifts.cpp"),
                BinOp::AShr => ("visitAShr", "simplifyAShrInst", "InstCombineShifts.cpp"),
                BinOp::And => ("visitAnd", "simplifyAndInst", "InstCombineAndOrXor.cpp"),
                BinOp::Or => ("visitOr", "simplifyOrInst", "InstCombineAndOrXor.cpp"),
                BinOp::Xor => ("visitXor", "simplifyXorInst", "InstCombineAndOrXor.cpp"),
            };
            ("BinaryOperator", if simp { vs } else { v }, file_ic(f))
        }
        Op::ICmp { .. } => (
            "ICmpInst",
            if simp { "simplifyICmpInst" } else { "visitICmpInst" },
            file_ic("InstCombineCompares.cpp"),
        ),
        Op::FCmp { .. } => (
            "FCmpInst",
            if simp { "simplifyFCmpInst" } else { "visitFCmpInst" },
            file_ic("InstCombineCompares.cpp"),
        ),
        Op::Select { .. } => (
            "SelectInst",
            if simp { "simplifySelectInst" } else { "visitSelectInst" },
            file_ic("InstCombineSelect.cpp"),
        ),
        Op::Cast { op, .. } => {
            let v = match op {
                CastOp::Trunc => "visitTrunc",
                CastOp::ZExt => "visitZExt",
                CastOp::SExt => "visitSExt",
                _ => "visitCastInst",
            };
            (
                "CastInst",
                if simp { "simplifyCastInst" } else { v },
                file_ic("InstCombineCasts.cpp"),
            )
        }
        Op::FNeg { .. } => (
            "UnaryOperator",
            if simp { "simplifyFNegInst" } else { "visitFNeg" },
            file_ic("InstCombineAddSub.cpp"),
        ),
        Op::Freeze(_) => (
            "FreezeInst",
            if simp { "simplifyFreezeInst" } else { "visitFreeze" },
            file_ic("InstructionCombining.cpp"),
        ),
        Op::Load { .. } => (
            "LoadInst",
            if simp { "simplifyLoadInst" } else { "visitLoadInst" },
            file_ic("InstCombineLoadStoreAlloca.cpp"),
        ),
        _ => (
            "IntrinsicInst",
            if simp { "simplifyIntrinsic" } else { "visitCallInst" },
            file_ic("InstCombineCalls.cpp"),
        ),
    }
}

/// Operands with a constant second, as InstCombine orders a commutative operation's.
pub(super) fn canonical_order(op: &Op, o: &[String]) -> Vec<String> {
    let konst = |s: &str| s.starts_with("Constant") || s.starts_with("ConstantInt::") || s.starts_with("ConstantFP::");
    match op {
        Op::Bin { op, .. } if op.is_commutative() && konst(&o[0]) && !konst(&o[1]) => vec![o[1].clone(), o[0].clone()],
        _ => o.to_vec(),
    }
}

pub(super) fn amp(v: &str) -> String {
    if v == "I" {
        "&I".into()
    } else {
        v.into()
    }
}

pub(super) fn needs_flag_check(op: &Op) -> bool {
    match op {
        Op::Bin { flags, fmf, .. } => (flags.has(Flags::NSW) && flags.has(Flags::NUW)) || !fmf.is_empty(),
        Op::ICmp { flags, .. } => flags.has(Flags::SAMESIGN),
        Op::Cast {
            op: crate::ir::CastOp::Trunc,
            flags,
            ..
        } => flags.has(Flags::NSW) && flags.has(Flags::NUW),
        Op::FCmp { fmf, .. } => !fmf.is_empty(),
        Op::Gep { .. } | Op::Load { .. } => true,
        _ => false,
    }
}

pub(super) fn fmf_checks(
    checks: &mut Vec<Check>,
    fmf: crate::ir::FastMath,
    var: Option<&str>,
) -> Result<(), super::NoCpp> {
    if fmf.is_empty() {
        return Ok(());
    }
    let v = var.ok_or(super::NoCpp::Unbound("fast-math flags"))?;
    for (name, bit) in crate::ir::FMF_NAMES {
        if fmf.0 & bit != 0 {
            let m = match name {
                "reassoc" => "hasAllowReassoc",
                "nnan" => "hasNoNaNs",
                "ninf" => "hasNoInfs",
                "nsz" => "hasNoSignedZeros",
                "arcp" => "hasAllowReciprocal",
                "contract" => "hasAllowContract",
                _ => "hasApproxFunc",
            };
            checks.push(Check {
                cond: format!("cast<FPMathOperator>({})->{m}()", amp(v)),
                why: format!("the source's {name}"),
            });
        }
    }
    Ok(())
}

pub(super) fn type_cond(v: &str, t: &Type) -> String {
    match t.scalar() {
        Type::Int(w) => format!("{v}->getScalarType()->isIntegerTy({w})"),
        Type::Float(k) => format!("{v}->getScalarType()->is{}Ty()", float_kind_name(k.name())),
        _ => "true".into(),
    }
}

pub(super) fn float_kind_name(n: &str) -> &'static str {
    match n {
        "half" => "Half",
        "float" => "Float",
        "double" => "Double",
        "bfloat" => "BFloat",
        "fp128" => "FP128",
        _ => "X86_FP80",
    }
}

/// A float literal as a C++ hexadecimal floating literal (exact), for `half`, `float`
/// and `double`.
pub fn float_literal(bits: &crate::util::ApInt, ty: &Type) -> Option<String> {
    let v = match ty.scalar_bits()? {
        64 => f64::from_bits(bits.low_u64()),
        32 => f32::from_bits(bits.low_u64() as u32) as f64,
        16 => half_to_f64(bits.low_u64() as u16),
        _ => return None,
    };
    Some(hexfloat(v))
}

pub(super) fn half_to_f64(h: u16) -> f64 {
    let s = if h >> 15 == 1 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// `v` as a C++ hexadecimal floating literal (`0x1.8p+1`).
pub fn hexfloat(v: f64) -> String {
    if v.is_nan() {
        return "std::numeric_limits<double>::quiet_NaN()".into();
    }
    if v.is_infinite() {
        return format!(
            "{}std::numeric_limits<double>::infinity()",
            if v < 0.0 { "-" } else { "" }
        );
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    if v == 0.0 {
        return format!("{sign}0x0p+0");
    }
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    let mut hex = format!("{man:013x}");
    while hex.ends_with('0') {
        hex.pop();
    }
    let frac = if hex.is_empty() {
        String::new()
    } else {
        format!(".{hex}")
    };
    format!("{sign}0x{lead}{frac}p{e:+}")
}

/// An intrinsic's `Intrinsic::` enumerator and overload suffixes (`umin.i32` →
/// `umin`, `[i32]`; `x86.sse2.pmadd.wd` → `x86_sse2_pmadd_wd`).
pub fn intrinsic_id(name: &str) -> (String, Vec<String>) {
    let parts: Vec<&str> = name.split('.').collect();
    let is_ty = |p: &str| {
        let p = p
            .strip_prefix('v')
            .map(|r| r.trim_start_matches(|c: char| c.is_ascii_digit()))
            .unwrap_or(p);
        let num = |r: &str| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit());
        p.strip_prefix('i').is_some_and(num)
            || p.strip_prefix('f').is_some_and(num)
            || p.strip_prefix('p').is_some_and(num)
    };
    let mut n = parts.len();
    while n > 1 && is_ty(parts[n - 1]) {
        n -= 1;
    }
    (parts[..n].join("_"), parts[n..].iter().map(|s| s.to_string()).collect())
}

pub(super) fn bin_matcher(b: BinOp) -> &'static str {
    match b {
        BinOp::Add => "m_Add",
        BinOp::Sub => "m_Sub",
        BinOp::Mul => "m_Mul",
        BinOp::UDiv => "m_UDiv",
        BinOp::SDiv => "m_SDiv",
        BinOp::URem => "m_URem",
        BinOp::SRem => "m_SRem",
        BinOp::Shl => "m_Shl",
        BinOp::LShr => "m_LShr",
        BinOp::AShr => "m_AShr",
        BinOp::And => "m_And",
        BinOp::Or => "m_Or",
        BinOp::Xor => "m_Xor",
        BinOp::FAdd => "m_FAdd",
        BinOp::FSub => "m_FSub",
        BinOp::FMul => "m_FMul",
        BinOp::FDiv => "m_FDiv",
        BinOp::FRem => "m_FRem",
    }
}

pub(super) fn bin_builder(b: BinOp) -> String {
    format!("Create{}", &bin_matcher(b)[2..])
}

pub(super) fn bin_name(b: BinOp) -> &'static str {
    &bin_matcher(b)[2..]
}

pub(super) fn cpp_op(b: BinOp) -> &'static str {
    match b {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::And => "&",
        BinOp::Or => "|",
        BinOp::Xor => "^",
        _ => "?",
    }
}

pub(super) fn cast_name(c: CastOp) -> &'static str {
    match c {
        CastOp::Trunc => "Trunc",
        CastOp::ZExt => "ZExt",
        CastOp::SExt => "SExt",
        CastOp::FPTrunc => "FPTrunc",
        CastOp::FPExt => "FPExt",
        CastOp::FPToUI => "FPToUI",
        CastOp::FPToSI => "FPToSI",
        CastOp::UIToFP => "UIToFP",
        CastOp::SIToFP => "SIToFP",
        CastOp::PtrToInt => "PtrToInt",
        CastOp::PtrToAddr => "PtrToAddr",
        CastOp::IntToPtr => "IntToPtr",
        CastOp::BitCast => "BitCast",
        CastOp::AddrSpaceCast => "AddrSpaceCast",
    }
}

pub(super) fn ipred(p: IPred) -> String {
    format!("ICMP_{}", p.name().to_uppercase())
}

pub(super) fn fpred(p: FPred) -> String {
    format!("FCMP_{}", p.name().to_uppercase())
}

/// The base of a C++ variable name for a value computed by `op` (`And`, `Sel`, `Cmp`).
pub(super) fn var_base(op: &Op) -> String {
    match op {
        Op::Bin { op, .. } => bin_name(*op).to_string(),
        Op::ICmp { .. } | Op::FCmp { .. } => "Cmp".into(),
        Op::Select { .. } => "Sel".into(),
        Op::Cast { op, .. } => cast_name(*op).to_string(),
        Op::Freeze(_) => "Fr".into(),
        Op::FNeg { .. } => "Neg".into(),
        Op::Gep { .. } => "Gep".into(),
        Op::Load { .. } => "Ld".into(),
        Op::Call(c) => c
            .intrinsic()
            .map(|n| {
                let id = intrinsic_id(n).0;
                let mut s = id.split('_').next_back().unwrap_or("Call").to_string();
                if let Some(f) = s.get_mut(0..1) {
                    f.make_ascii_uppercase();
                }
                s
            })
            .unwrap_or("Call".into()),
        _ => "V".into(),
    }
}

/// `GEPNoWrapFlags` for the flags of a `getelementptr`.
pub(super) fn gep_flags(flags: Flags) -> String {
    let mut parts: Vec<&str> = Vec::new();
    if flags.has(Flags::INBOUNDS) {
        parts.push("GEPNoWrapFlags::inBounds()");
    } else if flags.has(Flags::NUSW) {
        parts.push("GEPNoWrapFlags::noUnsignedSignedWrap()");
    }
    if flags.has(Flags::NUW) {
        parts.push("GEPNoWrapFlags::noUnsignedWrap()");
    }
    if parts.is_empty() {
        "GEPNoWrapFlags::none()".into()
    } else {
        parts.join(" | ")
    }
}
