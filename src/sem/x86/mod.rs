//! The x86 SIMD intrinsics (`llvm.x86.*`): a registry of every supported name with its
//! exact LLVM 22 signature and its family, and the families themselves, each written once
//! for every lane count and element width (SSE, AVX, AVX2 and AVX-512 forms alike).
//!
//! Poison is per lane: a result lane is poison exactly when an input lane it depends on
//! is (for a lane chosen by a variable index, the index lane and the chosen lane). None of
//! these intrinsics has undefined behaviour. Floating-point results are the hardware's
//! bits (MXCSR in its default state: round to nearest even, no flush to zero, exceptions
//! masked); where the program can observe NaN bits (`NanMode::Free`), a NaN result is
//! widened to the set LLVM allows, which holds the hardware's. Anything not modelled
//! exactly (an immediate that is not a constant, or out of the modelled range) is
//! `Unsupported`.

mod fp;
mod int;
mod shift;
mod shuffle;
mod table;
#[cfg(test)]
mod tests;

pub use table::TABLE;

use super::domain::{BvCmp, Domain};
use super::fp::NanMode;
use super::{unsupported, Lane, Unsupported, Value};
use crate::ir::Type;
use crate::util::ApInt;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The direction of a shift family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shift {
    /// Left.
    Shl,
    /// Logical right.
    LShr,
    /// Arithmetic right.
    AShr,
}

/// Which flag a `ptest` returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Test {
    /// ZF: `a & b` is all zeros.
    Z,
    /// CF: `!a & b` is all zeros.
    C,
    /// Neither.
    Nzc,
}

/// Saturation of a narrowing move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sat {
    /// Plain truncation (`vpmov`).
    None,
    /// Signed saturation (`vpmovs`).
    Signed,
    /// Unsigned saturation of an unsigned source (`vpmovus`).
    Unsigned,
}

/// A family of intrinsics: one definition, parameterized by the lane count and element
/// width of its operands (read from the types) and by masking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `pavg`: unsigned average, rounding up.
    Avg,
    /// `pshuf.b`: byte shuffle within each 128-bit block; mask bit 7 gives zero.
    PShufB,
    /// `psrl/psra/psll`: every lane shifted by the low 64 bits of a vector count.
    ShiftVec(Shift),
    /// `psrli/psrai/pslli`: every lane shifted by an `i32` count (any value, constant or not).
    ShiftImm(Shift),
    /// `psrlv/psrav/psllv`: each lane shifted by its own count.
    ShiftVar(Shift),
    /// `psign`: negate, zero or keep by the sign of the second operand.
    Sign,
    /// `phadd/phsub`: horizontal pairs within each 128-bit block; `sat`: signed saturation.
    HAddSub {
        /// `phsub` (else `phadd`).
        sub: bool,
        /// Signed saturation (`phadd.sw`, `phsub.sw`).
        sat: bool,
    },
    /// `pmulh/pmulhu`: high half of the double-width product.
    MulHigh {
        /// `pmulh` (else `pmulhu`).
        signed: bool,
    },
    /// `pmul.hr.sw`: rounded, scaled high half (`(a*b + 2^14) >> 15`).
    MulHrs,
    /// `pmadd.wd`: signed word products summed in pairs to dwords (wrapping).
    MAddWd,
    /// `pmadd.ub.sw`: unsigned × signed byte products summed in pairs, saturated to words.
    MAddUbSw,
    /// `packss/packus`: narrowing with signed or unsigned saturation, per 128-bit block.
    Pack {
        /// `packss` (else `packus`).
        signed: bool,
    },
    /// `psad.bw`: sums of absolute byte differences per 64-bit group.
    Sad,
    /// `pblendvb`: per byte, the second operand where the mask's sign bit is set.
    BlendV,
    /// `pmovmskb`, `movmsk.ps/pd`: the lanes' sign bits as an `i32`.
    MovMsk,
    /// `ptestz/ptestc/ptestnzc`.
    PTest(Test),
    /// `permd/permps/permvar`: `r[i] = data[idx[i] mod n]` across the whole vector.
    PermVar,
    /// VNNI `vpdpbusd(s)` (`bytes`: u8 × s8 in fours) and `vpdpwssd(s)` (s16 × s16 in
    /// pairs), accumulated into dwords; `sat`: signed saturation.
    Dot {
        /// `vpdpbusd(s)` (else `vpdpwssd(s)`).
        bytes: bool,
        /// Signed saturation (the `s`-suffixed forms).
        sat: bool,
    },
    /// `pternlog`: any 3-input bitwise function, chosen by an 8-bit immediate.
    TernLog,
    /// x86 `max/min.ps/pd`: the second operand unless the first is strictly greater
    /// (less): NaNs and equal zeros give the second operand, unchanged.
    FMinMax {
        /// `max` (else `min`).
        max: bool,
    },
    /// `cvt(t)ps2dq`, `cvt(t)pd2dq` (and the AVX-512 masked forms, to `udq/qq/uqq`):
    /// round (current mode, or toward zero when `trunc`); NaN and out of range give the
    /// integer indefinite value.
    Cvt {
        /// Toward zero (the `cvtt` forms).
        trunc: bool,
        /// To unsigned integers.
        unsigned: bool,
    },
    /// `round.ps/pd`: round to integral by the immediate's mode.
    Round,
    /// `addsub.ps/pd`: even lanes subtract, odd lanes add.
    FAddSub,
    /// `hadd/hsub.ps/pd`: horizontal pairs within each 128-bit block.
    FHAddSub {
        /// `hsub` (else `hadd`).
        sub: bool,
    },
    /// AVX-512 masked `vpmov(s|us)`: narrowing moves; result lanes past the source's
    /// are zero.
    PMov(Sat),
}

impl Family {
    /// A short name of the family, for listings and reports.
    pub fn name(&self) -> &'static str {
        match self {
            Family::Avg => "avg",
            Family::PShufB => "pshufb",
            Family::ShiftVec(_) => "shift-by-vector",
            Family::ShiftImm(_) => "shift-by-scalar",
            Family::ShiftVar(_) => "shift-per-lane",
            Family::Sign => "sign",
            Family::HAddSub { .. } => "horizontal-int",
            Family::MulHigh { .. } => "mul-high",
            Family::MulHrs => "mul-high-round",
            Family::MAddWd => "madd-wd",
            Family::MAddUbSw => "madd-ubsw",
            Family::Pack { .. } => "pack",
            Family::Sad => "sad",
            Family::BlendV => "blendv",
            Family::MovMsk => "movmsk",
            Family::PTest(_) => "ptest",
            Family::PermVar => "permvar",
            Family::Dot { .. } => "dot-vnni",
            Family::TernLog => "ternlog",
            Family::FMinMax { .. } => "fp-minmax",
            Family::Cvt { .. } => "fp-to-int",
            Family::Round => "fp-round",
            Family::FAddSub => "fp-addsub",
            Family::FHAddSub { .. } => "fp-horizontal",
            Family::PMov(_) => "pmov",
        }
    }
}

/// One supported intrinsic: its name (without `llvm.`), its LLVM 22 signature, its
/// family, whether it is masked, and the CPU flags (as `/proc/cpuinfo` spells them) the
/// hardware needs to run it.
#[derive(Clone, Copy, Debug)]
pub struct X86Intrinsic {
    /// The name without `llvm.` (`x86.sse2.pavg.b`).
    pub name: &'static str,
    /// The return type, in LLVM syntax.
    pub ret: &'static str,
    /// The parameter types, in LLVM syntax.
    pub args: &'static [&'static str],
    /// Its definition.
    pub family: Family,
    /// AVX-512 masked form: its last operands are a pass-through vector and an integer mask.
    pub masked: bool,
    /// The CPU flags it needs, space-separated (`avx512bw avx512vl`).
    pub features: &'static str,
}

/// The values an immediate operand may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imm {
    /// Any value in `0..=max`.
    Upto(u64),
    /// One of these.
    OneOf(&'static [u64]),
}

impl Imm {
    /// True when the immediate may be `v`.
    pub fn allows(&self, v: u64) -> bool {
        match self {
            Imm::Upto(m) => v <= *m,
            Imm::OneOf(s) => s.contains(&v),
        }
    }
}

/// AVX-512 `{sae}` operands: 4 (current direction), 8 and 12 (suppress exceptions).
const SAE: &[u64] = &[4, 8, 12];
/// AVX-512 embedded rounding: 4 (MXCSR) or 8..=11 (`{rn,rd,ru,rz}-sae`).
const ROUNDING: &[u64] = &[4, 8, 9, 10, 11];

impl X86Intrinsic {
    /// The full LLVM name.
    pub fn llvm_name(&self) -> String {
        format!("llvm.{}", self.name)
    }

    /// The signature as `ret (arg, ...)`.
    pub fn signature(&self) -> String {
        format!("{} ({})", self.ret, self.args.join(", "))
    }

    /// The result type.
    pub fn ret_type(&self) -> Type {
        parse_ty(self.ret)
    }

    /// The argument types.
    pub fn arg_types(&self) -> Vec<Type> {
        self.args.iter().map(|a| parse_ty(a)).collect()
    }

    /// The operand that must be a constant (an `immarg`), and the values modelled.
    pub fn immediate(&self) -> Option<(usize, Imm)> {
        let n = self.args.len();
        match self.family {
            Family::Round => Some((1, Imm::Upto(15))),
            Family::TernLog => Some((3, Imm::Upto(255))),
            Family::FMinMax { .. } if n == 3 => Some((2, Imm::OneOf(SAE))),
            Family::Cvt { trunc, .. } if n == 4 => Some((3, Imm::OneOf(if trunc { SAE } else { ROUNDING }))),
            _ => None,
        }
    }

    /// Lane count and element width of the result (for a scalar result, of the first
    /// operand), and whether the intrinsic is masked: the family's parameters.
    pub fn params(&self) -> (u32, u32, bool) {
        let t = if self.ret.starts_with('<') {
            self.ret_type()
        } else {
            parse_ty(self.args[0])
        };
        (t.lanes(), t.scalar_bits().unwrap_or(0), self.masked)
    }

    /// True when the result reveals the bits of a floating-point operand other than as a
    /// number (`movmsk.ps/pd` reads the sign of a NaN).
    pub fn observes_float_bits(&self) -> bool {
        self.family == Family::MovMsk && (self.args[0].contains("float") || self.args[0].contains("double"))
    }
}

fn parse_ty(s: &str) -> Type {
    crate::ir::parse_type_str(s).unwrap_or_else(|e| panic!("registry type {s}: {e:?}"))
}

/// The registry entry of `name` (`x86.sse2.pavg.w`, without `llvm.`).
pub fn lookup(name: &str) -> Option<&'static X86Intrinsic> {
    static INDEX: OnceLock<HashMap<&'static str, usize>> = OnceLock::new();
    let index = INDEX.get_or_init(|| TABLE.iter().enumerate().map(|(i, e)| (e.name, i)).collect());
    index.get(name).map(|&i| &TABLE[i])
}

/// True when a call to `name` lets the program observe NaN bits (see
/// [`X86Intrinsic::observes_float_bits`]).
pub fn observes_float_bits(name: &str) -> bool {
    lookup(name).is_some_and(|e| e.observes_float_bits())
}

/// The value of a constant operand; `Unsupported` when it is not a constant or not one
/// of the values modelled.
fn immediate<D: Domain>(d: &D, e: &X86Intrinsic, v: &Value<D>, allowed: Imm) -> Result<u64, Unsupported> {
    let Some(b) = d.bv_value(&v.lanes[0].bits) else {
        return unsupported(format!("llvm.{} with a non-constant immediate", e.name));
    };
    let x = b.to_u64().unwrap_or(u64::MAX);
    if !allowed.allows(x) || d.bool_value(&v.lanes[0].poison) != Some(false) {
        return unsupported(format!("llvm.{} with immediate {}", e.name, b.to_udecimal()));
    }
    Ok(x)
}

/// Evaluates a call of `llvm.<name>` (`name` starts with `x86.`); `ret` is the call's
/// result type.
pub fn call<D: Domain>(
    d: &D,
    name: &str,
    ret: &Type,
    args: &[Value<D>],
    nan: NanMode,
) -> Result<Value<D>, Unsupported> {
    let Some(e) = lookup(name) else {
        return unsupported(format!("intrinsic llvm.{name}"));
    };
    if args.len() != e.args.len() || *ret != e.ret_type() {
        return unsupported(format!("llvm.{name} with a signature other than {}", e.signature()));
    }
    for (a, t) in args.iter().zip(e.arg_types()) {
        let w = t.scalar_bits().unwrap_or(0);
        if a.lanes.len() != t.lanes() as usize || a.lanes.iter().any(|l| d.width(&l.bits) != w) {
            return unsupported(format!("llvm.{name} with arguments other than {}", e.signature()));
        }
    }
    let imm = match e.immediate() {
        Some((i, allowed)) => Some(immediate(d, e, &args[i], allowed)?),
        None => None,
    };
    let a = &args[0];
    let fk = |t: &Type| match t.scalar() {
        Type::Float(k) => Ok(*k),
        other => unsupported(format!("llvm.{name} on {other}")),
    };
    let v = match e.family {
        Family::Avg => int::avg(d, a, &args[1]),
        Family::PShufB => shuffle::pshufb(d, a, &args[1]),
        Family::ShiftVec(s) => shift::by_vector(d, s, a, &args[1]),
        Family::ShiftImm(s) => shift::by_scalar(d, s, a, &args[1]),
        Family::ShiftVar(s) => shift::per_lane(d, s, a, &args[1]),
        Family::Sign => int::sign(d, a, &args[1]),
        Family::HAddSub { sub, sat } => int::hadd_sub(d, sub, sat, a, &args[1]),
        Family::MulHigh { signed } => int::mul_high(d, signed, a, &args[1]),
        Family::MulHrs => int::mul_hrs(d, a, &args[1]),
        Family::MAddWd => int::madd_wd(d, a, &args[1]),
        Family::MAddUbSw => int::madd_ubsw(d, a, &args[1]),
        Family::Pack { signed } => int::pack(d, signed, a, &args[1]),
        Family::Sad => int::sad(d, a, &args[1]),
        Family::Dot { bytes, sat } => int::dot(d, bytes, sat, a, &args[1], &args[2]),
        Family::PMov(sat) => int::pmov(d, sat, a, &args[1], &args[2], ret.lanes() as usize),
        Family::BlendV => shuffle::blendv(d, a, &args[1], &args[2]),
        Family::MovMsk => shuffle::movmsk(d, a),
        Family::PTest(t) => shuffle::ptest(d, t, a, &args[1]),
        Family::PermVar => shuffle::permvar(d, a, &args[1]),
        Family::TernLog => shuffle::ternlog(d, imm.unwrap_or(0) as u8, a, &args[1], &args[2]),
        Family::FMinMax { max } => fp::min_max(d, fk(ret)?, max, a, &args[1]),
        Family::Cvt { trunc, unsigned } => {
            let k = fk(&parse_ty(e.args[0]))?;
            let mode = fp::cvt_mode(trunc, imm);
            let mask = e.masked.then(|| (&args[1], &args[2]));
            fp::cvt(d, k, mode, unsigned, a, mask, ret)
        }
        Family::Round => fp::round(d, fk(ret)?, imm.unwrap_or(0), a, nan),
        Family::FAddSub => fp::addsub(d, fk(ret)?, a, &args[1], nan),
        Family::FHAddSub { sub } => fp::hadd_sub(d, fk(ret)?, sub, a, &args[1], nan),
    };
    Ok(v)
}

// ---- Helpers shared by the families ---------------------------------------------------

/// A lane from its bits and poison flag.
fn lane<D: Domain>(bits: D::V, poison: D::B) -> Lane<D> {
    Lane { bits, poison }
}

/// True when any of `lanes` is poison.
fn any_poison<'a, D: Domain + 'a>(d: &D, lanes: impl IntoIterator<Item = &'a Lane<D>>) -> D::B {
    let mut p = d.bool_lit(false);
    for l in lanes {
        p = d.or(&p, &l.poison);
    }
    p
}

/// Lanes per 128-bit block for elements of `bits` bits.
fn per_block(bits: u32) -> usize {
    (128 / bits) as usize
}

/// The lane of `choices` (a power-of-two count) selected by the low bits of `idx`, bits
/// and poison, as a binary tree of `ite`s on the index bits.
fn mux<D: Domain>(d: &D, idx: &D::V, choices: &[Lane<D>]) -> Lane<D> {
    let n = choices.len();
    debug_assert!(n.is_power_of_two());
    let mut level: Vec<Lane<D>> = choices.to_vec();
    let mut bit = 0;
    while level.len() > 1 {
        let c = d.to_bool(&d.extract(idx, bit, bit));
        level = level
            .chunks(2)
            .map(|p| {
                lane(
                    d.ite(&c, &p[1].bits, &p[0].bits),
                    d.ite_bool(&c, &p[1].poison, &p[0].poison),
                )
            })
            .collect();
        bit += 1;
    }
    level.pop().expect("at least one choice")
}

/// `x` (a signed value of any width) clamped to the signed range of `to` bits, truncated.
fn sat_signed<D: Domain>(d: &D, x: &D::V, to: u32) -> D::V {
    let w = d.width(x);
    let max = ApInt::zero(to).neg_min().not();
    let min = ApInt::zero(to).neg_min();
    let hi = d.cmp(BvCmp::Slt, &d.lit(&max.sext(w)), x);
    let lo = d.cmp(BvCmp::Slt, x, &d.lit(&min.sext(w)));
    let t = d.extract(x, to - 1, 0);
    d.ite(&hi, &d.lit(&max), &d.ite(&lo, &d.lit(&min), &t))
}

/// `x` (signed) clamped to the unsigned range of `to` bits, truncated.
fn sat_unsigned<D: Domain>(d: &D, x: &D::V, to: u32) -> D::V {
    let w = d.width(x);
    let max = ApInt::all_ones(to);
    let neg = d.sign(x);
    let hi = d.cmp(BvCmp::Slt, &d.lit(&max.zext(w)), x);
    let t = d.extract(x, to - 1, 0);
    d.ite(&neg, &d.zero(to), &d.ite(&hi, &d.lit(&max), &t))
}

/// Bit `i` of a mask operand (a scalar integer) as a boolean.
fn mask_bit<D: Domain>(d: &D, mask: &Value<D>, i: usize) -> D::B {
    d.to_bool(&d.extract(&mask.lanes[0].bits, i as u32, i as u32))
}
