//! Parameter and return attributes, and what each means for refinement (LangRef,
//! "Parameter Attributes"). The one list of which attributes are modelled, which have no
//! meaning for refinement, and which are only accepted in a target under conditions.
//!
//! Modelled (applied by `eval` on entry to each program, and on its `ret`):
//! `noundef` (undefined behaviour when a lane is poison or undef), `nonnull`, `align N`,
//! `range(T lo, hi)`, `nofpclass(...)` (the value becomes poison when violated).
//!
//! The rest, in [`Kind`]: an attribute whose violation is undefined behaviour may always be
//! ignored in the source (the source then only gets more defined, which makes refinement
//! harder, never easier); in the target it must be modelled or harmless.

use super::domain::Domain;
use super::{lane_bits, unsupported, Lane, Unsupported, Value};
use crate::ir::{FloatKind, Function, Op, Type};
use crate::util::ApInt;

/// Attributes with no meaning for refinement inside a function (ABI and code-generation
/// hints, facts about unwinding or freeing, which these loop-free, call-free functions
/// cannot violate, and linkage/visibility words of a `define`). Ignored on either side.
pub const IGNORED: &[&str] = &[
    // Parameter and return ABI hints.
    "signext",
    "zeroext",
    "noext",
    "inreg",
    "nest",
    "swiftself",
    "swiftasync",
    "swifterror",
    "immarg",
    "nofree",
    "dead_on_unwind",
    "allocalign",
    "allocptr",
    "elementtype",
    // Linkage, visibility, preemption and storage words of a `define`.
    "internal",
    "private",
    "external",
    "weak",
    "linkonce",
    "linkonce_odr",
    "weak_odr",
    "available_externally",
    "extern_weak",
    "common",
    "appending",
    "dso_local",
    "dso_preemptable",
    "hidden",
    "protected",
    "default",
    "dllimport",
    "dllexport",
    "unnamed_addr",
    "local_unnamed_addr",
    // Calling conventions.
    "ccc",
    "fastcc",
    "coldcc",
    "tailcc",
    "swiftcc",
    "swifttailcc",
    "preserve_mostcc",
    "preserve_allcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "x86_thiscallcc",
    "x86_vectorcallcc",
    "x86_regcallcc",
    "x86_64_sysvcc",
    "win64cc",
    // Function attributes.
    "nounwind",
    "willreturn",
    "mustprogress",
    "uwtable",
    "nosync",
    "norecurse",
    "noinline",
    "alwaysinline",
    "inlinehint",
    "optsize",
    "minsize",
    "cold",
    "hot",
    "nocallback",
    "nomerge",
    "noduplicate",
    "convergent",
    "speculatable",
    "sspstrong",
    "ssp",
    "sspreq",
    "nocf_check",
    "noredzone",
    "noimplicitfloat",
    "naked",
    "returns_twice",
    "null_terminated",
    "optforfuzzing",
    "no_sanitize_address",
    "sanitize_address",
    "sanitize_memory",
    "sanitize_thread",
    "sanitize_hwaddress",
    "shadowcallstack",
    "safestack",
    "speculative_load_hardening",
    "nosanitize_coverage",
    "disable_sanitizer_instrumentation",
    "noprofile",
    "skipprofile",
    "builtin",
    "nobuiltin",
    "strictfp",
    "fn_ret_thunk_extern",
    "vscale_range",
    "allockind",
    "allocsize",
    "alignstack",
    "frame-pointer",
    "comdat",
    "section",
    "partition",
    "gc",
    "prefix",
    "prologue",
    "personality",
];

/// What an attribute (other than the modelled ones) means for refinement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// In [`IGNORED`].
    Ignored,
    /// A fact about the inputs alone (`dereferenceable`, `byval`, ...), not modelled: the
    /// target may carry it only when the source carries it too (the same inputs are then
    /// undefined in both).
    InputFact,
    /// A rule about what the body does with memory or the pointer (`noalias`, `readonly`,
    /// `nocapture`, `memory(...)`, ...), not modelled: accepted in a target only when the
    /// target cannot break it (no memory access, nothing that captures a pointer).
    BodyRule,
}

/// Attributes about the inputs alone.
const INPUT_FACTS: &[&str] = &[
    "dereferenceable",
    "dereferenceable_or_null",
    "writable",
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "initializes",
    "dead_on_return",
    "returned",
];

/// Attributes about what the body does with memory or a pointer.
const BODY_RULES: &[&str] = &[
    "noalias",
    "nocapture",
    "captures",
    "readonly",
    "writeonly",
    "readnone",
    "memory",
    "argmemonly",
    "inaccessiblememonly",
    "noreturn",
];

/// One parsed attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attr {
    /// `noundef`.
    NoUndef,
    /// `nonnull`.
    NonNull,
    /// `align N`.
    Align(u64),
    /// `range(T lo, hi)`: the half-open, possibly wrapping interval `[lo, hi)`.
    Range(ApInt, ApInt),
    /// `nofpclass(...)`: the classes (bits of [`FpClass`]) the value must not be in.
    NoFpClass(u32),
    /// Anything else, by name and kind, with its text.
    Other(Kind, String),
}

/// `nofpclass` classes, as bits (LLVM's `FPClassTest` order).
pub struct FpClass;
impl FpClass {
    /// Signaling NaN.
    pub const SNAN: u32 = 1;
    /// Quiet NaN.
    pub const QNAN: u32 = 2;
    /// -infinity.
    pub const NINF: u32 = 4;
    /// Negative normal.
    pub const NNORM: u32 = 8;
    /// Negative subnormal.
    pub const NSUB: u32 = 16;
    /// -0.0.
    pub const NZERO: u32 = 32;
    /// +0.0.
    pub const PZERO: u32 = 64;
    /// Positive subnormal.
    pub const PSUB: u32 = 128;
    /// Positive normal.
    pub const PNORM: u32 = 256;
    /// +infinity.
    pub const PINF: u32 = 512;
}

fn class_of(name: &str) -> Option<u32> {
    Some(match name {
        "snan" => FpClass::SNAN,
        "qnan" => FpClass::QNAN,
        "nan" => FpClass::SNAN | FpClass::QNAN,
        "ninf" => FpClass::NINF,
        "pinf" => FpClass::PINF,
        "inf" => FpClass::NINF | FpClass::PINF,
        "nnorm" => FpClass::NNORM,
        "pnorm" => FpClass::PNORM,
        "norm" => FpClass::NNORM | FpClass::PNORM,
        "nsub" => FpClass::NSUB,
        "psub" => FpClass::PSUB,
        "sub" => FpClass::NSUB | FpClass::PSUB,
        "nzero" => FpClass::NZERO,
        "pzero" => FpClass::PZERO,
        "zero" => FpClass::NZERO | FpClass::PZERO,
        "all" => 1023,
        _ => return None,
    })
}

/// Splits attribute text into tokens: a word with its parenthesized argument, `align N`
/// as one token, a quoted string attribute, or an attribute group `#N`.
fn tokens(text: &str) -> Vec<String> {
    let cs: Vec<char> = text.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace() || c == ',' {
            i += 1;
            continue;
        }
        let start = i;
        if c == '"' {
            // `"key"` or `"key"="value"`.
            i += 1;
            while i < cs.len() && cs[i] != '"' {
                i += 1;
            }
            i += 1;
            if i < cs.len() && cs[i] == '=' {
                i += 2;
                while i < cs.len() && cs[i] != '"' {
                    i += 1;
                }
                i += 1;
            }
        } else {
            while i < cs.len() && !cs[i].is_whitespace() && cs[i] != '(' && cs[i] != ',' {
                i += 1;
            }
            if i < cs.len() && cs[i] == '(' {
                let mut depth = 0;
                while i < cs.len() {
                    match cs[i] {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                i += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                    i += 1;
                }
            }
        }
        let tok: String = cs[start..i.min(cs.len())].iter().collect();
        match out.last_mut() {
            // `align 16`, `addrspace(1)` follow their keyword.
            Some(prev) if prev == "align" && tok.chars().all(|c| c.is_ascii_digit()) => {
                prev.push(' ');
                prev.push_str(&tok);
            }
            _ => out.push(tok),
        }
    }
    out
}

/// Parses the attributes of a parameter (or return value) of type `ty`.
pub fn parse(text: &str, ty: &Type) -> Result<Vec<Attr>, Unsupported> {
    let mut out = Vec::new();
    for tok in tokens(text) {
        let (name, arg) = match tok.find('(') {
            Some(p) => (&tok[..p], Some(tok[p + 1..tok.len() - 1].trim())),
            None => (tok.as_str(), None),
        };
        let attr = if tok.starts_with("\"denormal-fp-math") {
            // Changes what floating-point operations compute.
            return unsupported(format!("attribute `{tok}`"));
        } else if tok.starts_with('"') || tok.starts_with('#') || tok.starts_with('!') {
            // Other string attributes are code-generation hints; a group `#N` is not
            // resolved here (a target may only repeat the source's, see `target_check`).
            Attr::Other(Kind::Ignored, tok.clone())
        } else if name == "noundef" {
            Attr::NoUndef
        } else if name == "nonnull" {
            Attr::NonNull
        } else if let Some(n) = name.strip_prefix("align ") {
            Attr::Align(n.parse().map_err(|_| Unsupported(format!("attribute `{tok}`")))?)
        } else if name == "range" {
            let (lo, hi) =
                parse_range(arg.unwrap_or(""), ty).ok_or_else(|| Unsupported(format!("attribute `{tok}`")))?;
            Attr::Range(lo, hi)
        } else if name == "nofpclass" {
            let mut m = 0;
            for w in arg.unwrap_or("").split_whitespace() {
                m |= class_of(w).ok_or_else(|| Unsupported(format!("attribute `{tok}`")))?;
            }
            Attr::NoFpClass(m)
        } else if IGNORED.contains(&name) || name == "addrspace" || name == "align" {
            Attr::Other(Kind::Ignored, tok.clone())
        } else if INPUT_FACTS.contains(&name) {
            Attr::Other(Kind::InputFact, tok.clone())
        } else if BODY_RULES.contains(&name) {
            Attr::Other(Kind::BodyRule, tok.clone())
        } else {
            return unsupported(format!("attribute `{tok}`"));
        };
        out.push(attr);
    }
    Ok(out)
}

/// `i32 0, 10` of a `range` attribute, as bits of the lane width.
fn parse_range(arg: &str, ty: &Type) -> Option<(ApInt, ApInt)> {
    let w = match ty.scalar() {
        Type::Int(w) => *w,
        _ => return None,
    };
    let rest = arg.trim().strip_prefix(&format!("i{w}"))?;
    let (lo, hi) = rest.split_once(',')?;
    let num = |s: &str| -> Option<ApInt> {
        let s = s.trim();
        let (neg, digits) = match s.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, s),
        };
        let v = ApInt::parse_decimal(w, digits)?;
        Some(if neg { v.neg() } else { v })
    };
    Some((num(lo)?, num(hi)?))
}

/// The lanes of `v` (of type `ty`) after `attrs`: poison where `nonnull`, `align`,
/// `range` or `nofpclass` is violated; and the undefined behaviour `noundef` adds (a
/// lane that is poison, or `undef` as `undef_lanes` says).
pub fn apply<D: Domain>(
    d: &D,
    attrs: &[Attr],
    ty: &Type,
    v: &Value<D>,
    undef_lanes: Option<&[D::B]>,
) -> Result<(Value<D>, D::B), Unsupported> {
    let mut lanes: Vec<Lane<D>> = v.lanes.clone();
    for l in lanes.iter_mut() {
        l.poison = d.or(&l.poison, &violated(d, attrs, ty, &l.bits)?);
    }
    let mut ub = d.bool_lit(false);
    if attrs.contains(&Attr::NoUndef) {
        for (i, l) in lanes.iter().enumerate() {
            ub = d.or(&ub, &l.poison);
            if let Some(u) = undef_lanes.and_then(|u| u.get(i)) {
                ub = d.or(&ub, u);
            }
        }
    }
    Ok((Value { lanes }, ub))
}

/// True when the lane bits `x` (of a value of type `ty`) break one of `attrs` that make
/// a value poison (`nonnull`, `align`, `range`, `nofpclass`).
pub fn violated<D: Domain>(d: &D, attrs: &[Attr], ty: &Type, x: &D::V) -> Result<D::B, Unsupported> {
    let w = lane_bits(ty)?;
    let mut bad = d.bool_lit(false);
    for a in attrs {
        let b = match a {
            Attr::NonNull => d.is_zero(x),
            Attr::Align(n) if n.is_power_of_two() && *n > 1 => {
                let m = d.lit_u64(w, n - 1);
                d.to_bool(&d.bin(super::BvBin::And, x, &m))
            }
            Attr::Range(lo, hi) => {
                // In `[lo, hi)`, wrapping: `x - lo <u hi - lo`.
                let off = d.bin(super::BvBin::Sub, x, &d.lit(lo));
                let len = d.lit(&hi.sub(lo));
                d.not(&d.cmp(super::BvCmp::Ult, &off, &len))
            }
            Attr::NoFpClass(m) => match ty.scalar() {
                Type::Float(k) => in_classes(d, *k, *m, x),
                _ => continue,
            },
            _ => continue,
        };
        bad = d.or(&bad, &b);
    }
    Ok(bad)
}

/// True when `x` is in one of the classes of `mask`.
fn in_classes<D: Domain>(d: &D, k: FloatKind, mask: u32, x: &D::V) -> D::B {
    let (e, s) = k.ieee_layout().expect("sem only admits IEEE formats");
    let neg = d.sign(x);
    let pos = d.not(&neg);
    let exp = d.extract(x, s + e - 1, s);
    let man = d.extract(x, s - 1, 0);
    let exp_ones = d.eq(&exp, &d.ones(e));
    let exp_zero = d.is_zero(&exp);
    let man_zero = d.is_zero(&man);
    let quiet = d.to_bool(&d.extract(x, s - 1, s - 1));
    let nan = d.and(&exp_ones, &d.not(&man_zero));
    let classes = [
        (FpClass::SNAN, d.and(&nan, &d.not(&quiet))),
        (FpClass::QNAN, d.and(&nan, &quiet)),
        (FpClass::NINF, d.and(&neg, &d.and(&exp_ones, &man_zero))),
        (FpClass::PINF, d.and(&pos, &d.and(&exp_ones, &man_zero))),
        (FpClass::NZERO, d.and(&neg, &d.and(&exp_zero, &man_zero))),
        (FpClass::PZERO, d.and(&pos, &d.and(&exp_zero, &man_zero))),
        (FpClass::NSUB, d.and(&neg, &d.and(&exp_zero, &d.not(&man_zero)))),
        (FpClass::PSUB, d.and(&pos, &d.and(&exp_zero, &d.not(&man_zero)))),
        (
            FpClass::NNORM,
            d.and(&neg, &d.and(&d.not(&exp_zero), &d.not(&exp_ones))),
        ),
        (
            FpClass::PNORM,
            d.and(&pos, &d.and(&d.not(&exp_zero), &d.not(&exp_ones))),
        ),
    ];
    let hit: Vec<D::B> = classes
        .into_iter()
        .filter(|(c, _)| mask & c != 0)
        .map(|(_, b)| b)
        .collect();
    d.any(&hit)
}

/// Why the target's attributes (parameters, return, function) cannot be accepted, if
/// they cannot: an input fact the source lacks, or a body rule the target could break.
/// Attribute groups (`#N`) are accepted only when the source has the same text.
pub fn target_check(src: &Function, tgt: &Function) -> Result<(), Unsupported> {
    let src_toks = |t: &str| tokens(t);
    let mut sides: Vec<(String, String, Type)> = src
        .params
        .iter()
        .zip(&tgt.params)
        .map(|(s, t)| (s.attrs.clone(), t.attrs.clone(), t.ty.clone()))
        .collect();
    sides.push((src.prefix.clone(), tgt.prefix.clone(), tgt.ret.clone()));
    let (sfn, tfn) = (fn_attr_text(&src.suffix), fn_attr_text(&tgt.suffix));
    sides.push((sfn, tfn, Type::Void));
    for (s, t, ty) in &sides {
        let have = src_toks(s);
        for a in parse_lenient(t, ty)? {
            let Attr::Other(kind, tok) = a else { continue };
            let same_in_src = have.contains(&tok);
            match kind {
                Kind::Ignored if !tok.starts_with('#') || same_in_src => {}
                Kind::Ignored => {
                    return unsupported(format!("target attribute group `{tok}` the source does not have"))
                }
                Kind::InputFact if same_in_src => {}
                Kind::InputFact => return unsupported(format!("target attribute `{tok}` the source does not have")),
                Kind::BodyRule => {
                    if let Some(why) = may_break_body_rule(tgt) {
                        return unsupported(format!("target attribute `{tok}` (not modelled, and the target {why})"));
                    }
                }
            }
        }
    }
    Ok(())
}

/// `text` without its body rules (`noalias`, `readonly`, `nocapture`, `memory(...)`,
/// ...), every other token kept as written. For a caller that has shown by other means
/// that the target breaks no body rule the source keeps (`apply`'s whole-function check).
pub fn without_body_rules(text: &str) -> String {
    tokens(text)
        .into_iter()
        .filter(|tok| {
            let name = tok.split('(').next().unwrap_or("");
            !BODY_RULES.contains(&name)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Like [`parse`], but a `range` on a non-integer type (a function's attributes are
/// parsed with type `void`) is an error only where it can be parsed at all.
fn parse_lenient(text: &str, ty: &Type) -> Result<Vec<Attr>, Unsupported> {
    parse(text, ty)
}

/// The attribute words of a `define`'s text after the parameters (up to the body).
fn fn_attr_text(suffix: &str) -> String {
    suffix.split('{').next().unwrap_or("").to_string()
}

/// How the target could break a body rule (`noalias`, `readonly`, `nocapture`,
/// `memory(...)`): it accesses memory, or it lets a pointer escape.
fn may_break_body_rule(f: &Function) -> Option<&'static str> {
    for i in f.insts() {
        match &i.op {
            Op::Store { .. } => return Some("accesses memory"),
            op if op.reads_memory() => return Some("accesses memory"),
            Op::Call(c) if c.intrinsic().is_none() => return Some("calls a function"),
            Op::Ret(Some(o)) if o.ty.scalar().is_ptr() => return Some("returns a pointer"),
            Op::ICmp { a, .. } if a.ty.scalar().is_ptr() => return Some("compares pointers"),
            Op::Cast { a, .. } if a.ty.scalar().is_ptr() => return Some("converts a pointer"),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_keep_arguments_and_align() {
        assert_eq!(
            tokens("noundef range(i8 0, 10) align 16 nofpclass(nan inf) \"a\"=\"b\" #0"),
            vec![
                "noundef",
                "range(i8 0, 10)",
                "align 16",
                "nofpclass(nan inf)",
                "\"a\"=\"b\"",
                "#0"
            ]
        );
    }

    #[test]
    fn parse_classifies() {
        let t = Type::Int(8);
        let a = parse("noundef range(i8 -2, 3) signext dereferenceable(4) noalias", &t).unwrap();
        assert_eq!(a[0], Attr::NoUndef);
        assert_eq!(a[1], Attr::Range(ApInt::from_u64(8, 254), ApInt::from_u64(8, 3)));
        assert_eq!(a[2], Attr::Other(Kind::Ignored, "signext".into()));
        assert_eq!(a[3], Attr::Other(Kind::InputFact, "dereferenceable(4)".into()));
        assert_eq!(a[4], Attr::Other(Kind::BodyRule, "noalias".into()));
        assert!(parse("frobnicate", &t).is_err());
    }
}
