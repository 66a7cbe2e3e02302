//! Patterns and preconditions for people: `X - ((X & C0) == 0 ? C1 : X & C0)`, and
//! `C1 == C0 + 1` as "C1 is C0 + 1".

use super::pattern::{symbol_index, Pattern};
use crate::ir::{Const, Function, Op, Operand, Val};
use crate::rules::{Expr, Pred};
use std::collections::HashMap;

/// The value `f` returns as one expression over `X, Y, …` and `C0, …` (`D<k>` shown as
/// its expression).
pub fn infix(p: &Pattern, f: &Function) -> String {
    let defs: HashMap<&str, &Op> = f.insts().filter_map(|i| Some((i.name.as_deref()?, &i.op))).collect();
    let letters = ["X", "Y", "Z", "W", "V", "U"];
    let names: HashMap<&str, String> = p
        .leaves()
        .iter()
        .enumerate()
        .map(|(k, prm)| {
            (
                prm.name.as_str(),
                letters.get(k).map_or(format!("A{k}"), |s| s.to_string()),
            )
        })
        .collect();
    let ret = f.insts().find_map(|i| match &i.op {
        Op::Ret(Some(o)) => Some(o),
        _ => None,
    });
    ret.map_or("void".into(), |o| expr(p, o, &defs, &names, true))
}

fn expr(p: &Pattern, o: &Operand, defs: &HashMap<&str, &Op>, names: &HashMap<&str, String>, top: bool) -> String {
    let e = |x: &Operand| expr(p, x, defs, names, false);
    match &o.val {
        Val::Local(n) => {
            if let Some(k) = symbol_index(n, 'D').and_then(|k| p.derived.get(k)) {
                return format!("({k})");
            }
            if symbol_index(n, 'C').is_some_and(|k| k < p.symbols) {
                return n.clone();
            }
            if let Some(v) = names.get(n.as_str()) {
                return v.clone();
            }
            let Some(op) = defs.get(n.as_str()) else {
                return format!("%{n}");
            };
            let s = match op {
                Op::Bin { op, flags, a, b, .. } => {
                    let sym = match op.name() {
                        "add" | "fadd" => "+",
                        "sub" | "fsub" => "-",
                        "mul" | "fmul" => "*",
                        "and" => "&",
                        "or" => "|",
                        "xor" => "^",
                        "shl" => "<<",
                        "lshr" => ">>u",
                        "ashr" => ">>s",
                        "udiv" => "/u",
                        "sdiv" => "/s",
                        "urem" => "%u",
                        "srem" => "%s",
                        "fdiv" => "/",
                        _ => "%",
                    };
                    let fl: Vec<&str> = crate::ir::Flags::INT_WORDS
                        .iter()
                        .enumerate()
                        .filter(|(k, _)| flags.has(crate::ir::Flags(1 << k)))
                        .map(|(_, w)| *w)
                        .collect();
                    let sym = if fl.is_empty() {
                        sym.to_string()
                    } else {
                        format!("{sym}[{}]", fl.join(","))
                    };
                    format!("{} {sym} {}", e(a), e(b))
                }
                Op::ICmp { pred, a, b, .. } => {
                    let s = match pred.name() {
                        "eq" => "==",
                        "ne" => "!=",
                        "ult" => "u<",
                        "ule" => "u<=",
                        "ugt" => "u>",
                        "uge" => "u>=",
                        "slt" => "s<",
                        "sle" => "s<=",
                        "sgt" => "s>",
                        _ => "s>=",
                    };
                    format!("{} {s} {}", e(a), e(b))
                }
                Op::FCmp { pred, a, b, .. } => format!("fcmp {} {}, {}", pred.name(), e(a), e(b)),
                Op::Select { cond, t, f, .. } => format!("{} ? {} : {}", e(cond), e(t), e(f)),
                Op::Cast { op, a, .. } => return format!("{}({})", op.name(), expr(p, a, defs, names, true)),
                Op::Freeze(a) => return format!("freeze({})", expr(p, a, defs, names, true)),
                Op::FNeg { a, .. } => format!("-{}", e(a)),
                Op::Call(c) => {
                    let args: Vec<String> = c.args.iter().map(|a| expr(p, &a.op, defs, names, true)).collect();
                    let n = c
                        .intrinsic()
                        .map(|n| super::cpp::intrinsic_id(n).0)
                        .unwrap_or("call".into());
                    return format!("{n}({})", args.join(", "));
                }
                other => return format!("{}(…)", other.opcode()),
            };
            if top {
                s
            } else {
                format!("({s})")
            }
        }
        Val::Const(c) => konst(c, &o.ty),
        _ => "?".into(),
    }
}

fn konst(c: &Const, ty: &crate::ir::Type) -> String {
    match c {
        Const::Int(v) if ty.scalar_bits() == Some(1) => if v.is_zero() { "false" } else { "true" }.into(),
        Const::Int(v) => v.to_i64().map_or(v.to_sdecimal(), |x| x.to_string()),
        Const::Float(b) => super::cpp::float_literal(b, ty).unwrap_or("?".into()),
        Const::Splat(t, inner) => konst(inner, t),
        Const::Zero | Const::Null => "0".into(),
        Const::Poison => "poison".into(),
        _ => "?".into(),
    }
}

/// The precondition in words (`C1 == C0 + 1 and C0 & C1 == 0`); empty when none.
pub fn pre_words(pre: &[Pred]) -> String {
    pre.iter()
        .map(|q| match q {
            Pred::Pow2(e) => format!("`{e}` is a power of two"),
            Pred::Mask(e) => format!("`{e}` is a low-bit mask (ones from bit 0 up, not zero)"),
            Pred::Cmp(p, a, Expr::Width) if p.name() == "ult" => format!("`{a}` is less than the bit width"),
            Pred::Cmp(..) => {
                let s = q.to_string();
                let s = s
                    .replace(" u< ", " <u ")
                    .replace(" u<= ", " <=u ")
                    .replace(" u> ", " >u ")
                    .replace(" u>= ", " >=u ");
                let s = s
                    .replace(" s< ", " <s ")
                    .replace(" s<= ", " <=s ")
                    .replace(" s> ", " >s ")
                    .replace(" s>= ", " >=s ");
                format!("`{s}`")
            }
        })
        .collect::<Vec<_>>()
        .join(" and ")
}

/// A short snake-case name of a pattern: the operations from the root down, at most
/// four (`sub_select_and`).
pub fn short_name(f: &Function) -> String {
    let mut ops: Vec<String> = Vec::new();
    for i in f.insts().collect::<Vec<_>>().iter().rev() {
        if matches!(i.op, Op::Ret(_)) {
            continue;
        }
        let s = match &i.op {
            Op::ICmp { pred, .. } => format!("icmp_{}", pred.name()),
            op => super::lit::short_op(op),
        };
        if !ops.contains(&s) {
            ops.push(s);
        }
    }
    ops.truncate(4);
    if ops.is_empty() {
        "fold".into()
    } else {
        ops.join("_")
    }
}
