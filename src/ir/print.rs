//! Printer of `ir` as LLVM textual IR, in the form LLVM 22 itself prints.

use super::float;
use super::func::{Block, Function, Item, Module};
use super::inst::*;
use super::types::Type;
use super::value::{Const, Operand, Val};
use std::fmt::Write;

/// A name as LLVM writes it after `%` or `@`: bare when it is a plain identifier (letters,
/// digits, `-`, `.`, `_`; LLVM's printer quotes a `$`, though its parser reads one bare) or
/// a number, quoted with `\XX` escapes otherwise.
pub fn quote_name(n: &str) -> String {
    let plain = !n.is_empty()
        && (n.bytes().all(|b| b.is_ascii_digit())
            || (!n.as_bytes()[0].is_ascii_digit()
                && n.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_'))));
    if plain {
        return n.to_string();
    }
    let mut s = String::from("\"");
    for b in n.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            let _ = write!(s, "\\{b:02X}");
        } else {
            s.push(b as char);
        }
    }
    s.push('"');
    s
}

fn label_name(n: &str) -> String {
    format!("%{}", quote_name(n))
}

/// Prints a constant of type `ty`.
pub fn print_const(ty: &Type, c: &Const) -> String {
    match c {
        Const::Int(v) => {
            if v.width() == 1 {
                if v.is_zero() { "false" } else { "true" }.to_string()
            } else {
                v.to_sdecimal()
            }
        }
        Const::Float(b) => match ty.scalar() {
            Type::Float(k) => float::print_literal(*k, b),
            _ => format!("<float bits {b:?} for {ty}>"),
        },
        Const::Null => "null".into(),
        Const::Poison => "poison".into(),
        Const::Undef => "undef".into(),
        Const::Zero => "zeroinitializer".into(),
        Const::NoneToken => "none".into(),
        Const::Vector(es) => format!("<{}>", typed_list(es)),
        Const::Splat(t, c) => format!("splat ({t} {})", print_const(t, c)),
        Const::Array(es) => format!("[{}]", typed_list(es)),
        Const::Struct(es, packed) => {
            let body = if es.is_empty() {
                "{}".to_string()
            } else {
                format!("{{ {} }}", typed_list(es))
            };
            if *packed {
                format!("<{body}>")
            } else {
                body
            }
        }
        Const::CString(s) => format!("c\"{s}\""),
        Const::Expr(e) => e.clone(),
    }
}

fn typed_list(es: &[(Type, Const)]) -> String {
    es.iter()
        .map(|(t, c)| format!("{t} {}", print_const(t, c)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Prints a value (without its type).
pub fn print_val(ty: &Type, v: &Val) -> String {
    match v {
        Val::Local(n) => format!("%{}", quote_name(n)),
        Val::Global(n) => format!("@{}", quote_name(n)),
        Val::Const(c) => print_const(ty, c),
        Val::Metadata(m) | Val::InlineAsm(m) => m.clone(),
    }
}

/// Prints `TYPE VALUE`.
pub fn print_operand(o: &Operand) -> String {
    format!("{} {}", o.ty, print_val(&o.ty, &o.val))
}

fn flag_words(f: Flags, order: &[(&str, Flags)]) -> String {
    order
        .iter()
        .filter(|(_, b)| f.has(*b))
        .map(|(n, _)| format!("{n} "))
        .collect()
}

fn fmf_words(m: FastMath) -> String {
    if m == FastMath::FAST {
        return "fast ".into();
    }
    FMF_NAMES
        .iter()
        .filter(|(_, b)| m.0 & b != 0)
        .map(|(n, _)| format!("{n} "))
        .collect()
}

/// Prints the part of an instruction after `%name = ` (no metadata).
pub fn print_op(ty: &Type, op: &Op) -> String {
    match op {
        Op::Bin { op, flags, fmf, a, b } => format!(
            "{} {}{}{}, {}",
            op.name(),
            flag_words(
                *flags,
                &[
                    ("nuw", Flags::NUW),
                    ("nsw", Flags::NSW),
                    ("exact", Flags::EXACT),
                    ("disjoint", Flags::DISJOINT)
                ]
            ),
            fmf_words(*fmf),
            print_operand(a),
            print_val(&b.ty, &b.val)
        ),
        Op::FNeg { fmf, a } => format!("fneg {}{}", fmf_words(*fmf), print_operand(a)),
        Op::ICmp { pred, flags, a, b } => format!(
            "icmp {}{} {}, {}",
            flag_words(*flags, &[("samesign", Flags::SAMESIGN)]),
            pred.name(),
            print_operand(a),
            print_val(&b.ty, &b.val)
        ),
        Op::FCmp { pred, fmf, a, b } => {
            format!(
                "fcmp {}{} {}, {}",
                fmf_words(*fmf),
                pred.name(),
                print_operand(a),
                print_val(&b.ty, &b.val)
            )
        }
        Op::Select { fmf, cond, t, f } => {
            format!(
                "select {}{}, {}, {}",
                fmf_words(*fmf),
                print_operand(cond),
                print_operand(t),
                print_operand(f)
            )
        }
        Op::Freeze(a) => format!("freeze {}", print_operand(a)),
        Op::Cast { op, flags, fmf, a } => format!(
            "{} {}{}{} to {ty}",
            op.name(),
            flag_words(
                *flags,
                &[("nuw", Flags::NUW), ("nsw", Flags::NSW), ("nneg", Flags::NNEG)]
            ),
            fmf_words(*fmf),
            print_operand(a)
        ),
        Op::ExtractElement { vec, idx } => format!("extractelement {}, {}", print_operand(vec), print_operand(idx)),
        Op::InsertElement { vec, elt, idx } => {
            format!(
                "insertelement {}, {}, {}",
                print_operand(vec),
                print_operand(elt),
                print_operand(idx)
            )
        }
        Op::ShuffleVector { a, b, mask } => {
            format!(
                "shufflevector {}, {}, {}",
                print_operand(a),
                print_operand(b),
                print_mask(mask)
            )
        }
        Op::ExtractValue { agg, idx } => {
            format!(
                "extractvalue {}{}",
                print_operand(agg),
                idx.iter().map(|i| format!(", {i}")).collect::<String>()
            )
        }
        Op::InsertValue { agg, val, idx } => format!(
            "insertvalue {}, {}{}",
            print_operand(agg),
            print_operand(val),
            idx.iter().map(|i| format!(", {i}")).collect::<String>()
        ),
        Op::Phi { fmf, incoming } => format!(
            "phi {}{ty} {}",
            fmf_words(*fmf),
            incoming
                .iter()
                .map(|(o, l)| format!("[ {}, {} ]", print_val(&o.ty, &o.val), label_name(l)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Op::Alloca {
            ty: aty,
            count,
            align,
            addrspace,
        } => {
            let mut s = format!("alloca {aty}");
            if let Some(c) = count {
                let _ = write!(s, ", {}", print_operand(c));
            }
            if let Some(a) = align {
                let _ = write!(s, ", align {a}");
            }
            if let Some(a) = addrspace {
                let _ = write!(s, ", addrspace({a})");
            }
            s
        }
        Op::Load {
            volatile,
            atomic,
            ptr,
            align,
        } => format!(
            "load {}{}{ty}, {}{}{}",
            if atomic.is_some() { "atomic " } else { "" },
            if *volatile { "volatile " } else { "" },
            print_operand(ptr),
            atomic.as_ref().map_or(String::new(), |o| format!(" {o}")),
            align.map_or(String::new(), |a| format!(", align {a}"))
        ),
        Op::Store {
            volatile,
            atomic,
            val,
            ptr,
            align,
        } => format!(
            "store {}{}{}, {}{}{}",
            if atomic.is_some() { "atomic " } else { "" },
            if *volatile { "volatile " } else { "" },
            print_operand(val),
            print_operand(ptr),
            atomic.as_ref().map_or(String::new(), |o| format!(" {o}")),
            align.map_or(String::new(), |a| format!(", align {a}"))
        ),
        Op::Gep {
            flags,
            src_ty,
            base,
            idx,
        } => format!(
            "getelementptr {}{src_ty}, {}{}",
            flag_words(
                *flags,
                &[
                    ("inbounds", Flags::INBOUNDS),
                    ("nusw", Flags::NUSW),
                    ("nuw", Flags::NUW)
                ]
            ),
            print_operand(base),
            idx.iter()
                .map(|o| format!(", {}", print_operand(o)))
                .collect::<String>()
        ),
        Op::Call(c) => print_call(c),
        Op::Br { target } => format!("br label {}", label_name(target)),
        Op::CondBr { cond, t, f } => {
            format!(
                "br {}, label {}, label {}",
                print_operand(cond),
                label_name(t),
                label_name(f)
            )
        }
        Op::Switch { cond, default, cases } => {
            let mut s = format!("switch {}, label {} [\n", print_operand(cond), label_name(default));
            for (c, l) in cases {
                let _ = writeln!(
                    s,
                    "    {} {}, label {}",
                    cond.ty,
                    print_const(&cond.ty, c),
                    label_name(l)
                );
            }
            s.push_str("  ]");
            s
        }
        Op::Ret(None) => "ret void".into(),
        Op::Ret(Some(v)) => format!("ret {}", print_operand(v)),
        Op::Unreachable => "unreachable".into(),
        Op::Opaque { text, .. } => text.clone(),
    }
}

/// A shuffle mask as a constant vector of `i32` (poison lanes as `poison`).
pub fn print_mask(mask: &[Option<u32>]) -> String {
    let n = mask.len();
    if mask.iter().all(|m| m.is_none()) {
        return format!("<{n} x i32> poison");
    }
    if mask.iter().all(|m| *m == Some(0)) {
        return format!("<{n} x i32> zeroinitializer");
    }
    let lanes: Vec<String> = mask
        .iter()
        .map(|m| m.map_or("i32 poison".to_string(), |v| format!("i32 {v}")))
        .collect();
    format!("<{n} x i32> <{}>", lanes.join(", "))
}

fn print_call(c: &Call) -> String {
    let mut s = String::new();
    match c.tail {
        TailKind::None => {}
        TailKind::Tail => s.push_str("tail "),
        TailKind::MustTail => s.push_str("musttail "),
        TailKind::NoTail => s.push_str("notail "),
    }
    s.push_str("call ");
    s.push_str(&fmf_words(c.fmf));
    if !c.cc_attrs.is_empty() {
        s.push_str(&c.cc_attrs);
        s.push(' ');
    }
    let _ = write!(s, "{}", c.ret);
    if let Some((params, varargs)) = &c.fn_ty {
        let mut ps: Vec<String> = params.iter().map(|t| t.to_string()).collect();
        if *varargs {
            ps.push("...".into());
        }
        let _ = write!(s, " ({})", ps.join(", "));
    }
    let args: Vec<String> = c
        .args
        .iter()
        .map(|a| {
            if a.attrs.is_empty() {
                print_operand(&a.op)
            } else {
                format!("{} {} {}", a.op.ty, a.attrs, print_val(&a.op.ty, &a.op.val))
            }
        })
        .collect();
    let _ = write!(s, " {}({})", print_val(&c.callee.ty, &c.callee.val), args.join(", "));
    if !c.fn_attrs.is_empty() {
        s.push(' ');
        s.push_str(&c.fn_attrs);
    }
    s
}

/// Prints one instruction line (without indentation or newline), with its metadata.
pub fn print_inst(i: &Inst) -> String {
    let mut s = String::new();
    if let Some(n) = &i.name {
        let _ = write!(s, "%{} = ", quote_name(n));
    }
    s.push_str(&print_op(&i.ty, &i.op));
    for (k, v) in &i.meta {
        let _ = write!(s, ", !{k} {v}");
    }
    s
}

fn print_block(out: &mut String, b: &Block, first: bool) {
    let implicit = first && (b.name.is_empty() || b.name.bytes().all(|c| c.is_ascii_digit()));
    if !implicit {
        if !first {
            out.push('\n');
        }
        let _ = writeln!(out, "{}:", quote_name(&b.name));
    }
    for i in &b.insts {
        for d in &i.dbg_records {
            let _ = writeln!(out, "    {d}");
        }
        let _ = writeln!(out, "  {}", print_inst(i));
    }
}

/// Prints a function definition, ending with a newline.
pub fn print_function(f: &Function) -> String {
    let mut out = String::new();
    out.push_str("define ");
    if !f.prefix.is_empty() {
        out.push_str(&f.prefix);
        out.push(' ');
    }
    let mut ps: Vec<String> = f
        .params
        .iter()
        .map(|p| {
            if p.attrs.is_empty() {
                format!("{} %{}", p.ty, quote_name(&p.name))
            } else {
                format!("{} {} %{}", p.ty, p.attrs, quote_name(&p.name))
            }
        })
        .collect();
    if f.varargs {
        ps.push("...".into());
    }
    let _ = write!(out, "{} @{}({})", f.ret, quote_name(&f.name), ps.join(", "));
    if !f.suffix.is_empty() {
        out.push(' ');
        out.push_str(&f.suffix);
    }
    out.push_str(" {\n");
    for (k, b) in f.blocks.iter().enumerate() {
        print_block(&mut out, b, k == 0);
    }
    out.push_str("}\n");
    out
}

/// Prints a module: verbatim items as they were, functions through [`print_function`].
pub fn print_module(m: &Module) -> String {
    let mut out = String::new();
    for item in &m.items {
        match item {
            Item::Verbatim(s) => {
                out.push_str(s);
                out.push('\n');
            }
            Item::Function(f) => out.push_str(&print_function(f)),
        }
    }
    out
}

/// `declare` lines for every function `fs` call by name (intrinsics), by name.
pub fn declarations<'a>(fs: impl IntoIterator<Item = &'a Function>) -> Vec<String> {
    let mut decls = std::collections::BTreeMap::new();
    for f in fs {
        for i in f.insts() {
            if let Op::Call(c) = &i.op {
                if let Some(name) = c.callee_name() {
                    let tys: Vec<String> = c.args.iter().map(|a| a.op.ty.to_string()).collect();
                    decls
                        .entry(name.to_string())
                        .or_insert_with(|| format!("declare {} @{}({})", c.ret, quote_name(name), tys.join(", ")));
                }
            }
        }
    }
    decls.into_values().collect()
}

/// A module of the given functions followed by the declarations they need.
pub fn functions_module(fs: &[&Function]) -> String {
    let mut out = String::new();
    for f in fs {
        out.push_str(&print_function(f));
        out.push('\n');
    }
    for d in declarations(fs.iter().copied()) {
        out.push_str(&d);
        out.push('\n');
    }
    out
}
