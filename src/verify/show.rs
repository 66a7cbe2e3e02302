//! How verdicts read: alive-tv's report text for a pair, and the JSON of a
//! counterexample (each lane as `#x..` hex with its decimal or float value, or `poison`).

use crate::ir::{self, Function, Type};
use crate::smt::{Behaviour, Counterexample, LaneVal, Verdict};
use std::fmt::Write as _;
use std::path::Path;

/// One lane of type `ty`: `poison`, or its bits in hex with the value they denote
/// (unsigned and, when different, signed; or the float).
pub fn lane(ty: &Type, l: &LaneVal) -> String {
    match l {
        LaneVal::Poison => "poison".into(),
        LaneVal::Undef => "undef".into(),
        LaneVal::Bits(b) => match ty.scalar() {
            Type::Float(k) => format!(
                "#x{} ({})",
                b.to_hex().to_lowercase(),
                ir::print_const(&Type::Float(*k), &ir::Const::Float(b.clone()))
            ),
            // A pointer lane is block ++ address (`sem::pointer`).
            Type::Ptr(_) if b.width() > 64 => {
                let block = b.extract(b.width() - 1, 64).low_u64();
                let addr = b.extract(63, 0).to_hex().to_lowercase();
                if block == 0 {
                    format!("#x{addr} (no provenance)")
                } else {
                    format!("#x{addr} (block {block})")
                }
            }
            _ => {
                let (u, s) = (b.to_udecimal(), b.to_sdecimal());
                if u == s {
                    format!("#x{} ({u})", b.to_hex().to_lowercase())
                } else {
                    format!("#x{} ({u}, {s})", b.to_hex().to_lowercase())
                }
            }
        },
    }
}

/// A value of type `ty`: its lane, or `< lane, lane, ... >` for a vector.
pub fn value(ty: &Type, ls: &[LaneVal]) -> String {
    if ty.is_vector() {
        format!("< {} >", ls.iter().map(|l| lane(ty, l)).collect::<Vec<_>>().join(", "))
    } else {
        ls.first().map_or("?".into(), |l| lane(ty, l))
    }
}

/// What a function returning `ty` does: `undefined behaviour`, `returns void`, or the value.
pub fn behaviour(ty: &Type, b: &Behaviour) -> String {
    match b {
        Behaviour::Ub => "undefined behaviour".into(),
        Behaviour::ReturnsVoid => "returns void".into(),
        Behaviour::Returns(ls) => value(ty, ls),
    }
}

/// A counterexample as JSON: `reason`, `inputs` (name, type, lanes), and the `source`'s
/// and `target`'s behaviour (`ub`, `void`, or the returned lanes).
pub fn counterexample_json(c: &Counterexample) -> serde_json::Value {
    let beh = |b: &Behaviour| -> serde_json::Value {
        match b {
            Behaviour::Ub => "ub".into(),
            Behaviour::ReturnsVoid => "void".into(),
            Behaviour::Returns(ls) => ls.iter().map(|l| lane(&c.ret_ty, l)).collect::<Vec<_>>().into(),
        }
    };
    serde_json::json!({
        "reason": c.reason,
        "inputs": c.inputs.iter().map(|(n, t, ls)| serde_json::json!({"name": n, "type": t.to_string(), "lanes": ls.iter().map(|l| lane(t, l)).collect::<Vec<_>>()})).collect::<Vec<_>>(),
        "source": beh(&c.src),
        "target": beh(&c.tgt),
    })
}

/// alive-tv's report on one pair: a rule, both functions, the verdict, and for an
/// incorrect transformation the inputs and both behaviours; a blank line ends it.
pub fn pair_text(src: &Function, tgt: &Function, v: &Verdict, src_always_ub: bool) -> String {
    let mut out = format!(
        "----------------------------------------\n{}=>\n{}",
        ir::print_function(src),
        ir::print_function(tgt)
    );
    match v {
        Verdict::Valid => {
            if src_always_ub {
                let _ = writeln!(out, "WARNING: {}.", super::ALWAYS_UB);
            }
            out.push_str("Transformation seems to be correct!\n")
        }
        Verdict::Unknown(r) => {
            let _ = writeln!(out, "Transformation could not be decided: {r}");
        }
        Verdict::Invalid(c) => {
            let _ = writeln!(out, "ERROR: Transformation is incorrect: {}\n\nExample:", c.reason);
            for (n, ty, ls) in &c.inputs {
                let _ = writeln!(out, "{ty} %{n} = {}", value(ty, ls));
            }
            let _ = writeln!(out, "\nSource: {}", behaviour(&c.ret_ty, &c.src));
            let _ = writeln!(out, "Target: {}", behaviour(&c.ret_ty, &c.tgt));
        }
    }
    out.push('\n');
    out
}

/// Serializes a path as its (lossy) display string.
pub(super) fn serialize_path<S: serde::Serializer>(p: &Path, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&p.display().to_string())
}
