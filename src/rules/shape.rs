//! The shape of a found rewrite: its `@src`/`@tgt` pair with names renumbered, the integer
//! constants that may become symbolic (slots, in a fixed order), and the cluster key that
//! is the same for rewrites equal up to renaming, constant values and widths.

use crate::ir::{self, Const, Function, Op, Operand, Type, Val};
use crate::util::ApInt;
use std::collections::HashMap;

/// A rewrite: `tgt` refines `src`; both take the same parameters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    /// The source (`@src`).
    pub src: Function,
    /// The target (`@tgt`).
    pub tgt: Function,
}

/// Which function of a pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// `@src`.
    Src,
    /// `@tgt`.
    Tgt,
}

/// An integer constant operand that may become symbolic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Block index, instruction index, operand index.
    pub at: (usize, usize, usize),
    /// Its value.
    pub value: ApInt,
}

/// Why a text is not a `@src`/`@tgt` pair.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairError {
    /// The text does not parse.
    #[error("{0}")]
    Parse(ir::ParseError),
    /// It has no function of this name (`src` or `tgt`).
    #[error("no function @{0}")]
    Missing(&'static str),
    /// The two functions' parameters differ in number.
    #[error("@src and @tgt take different parameters")]
    Params,
}

impl Pair {
    /// The pair of `src` and `tgt`, names renumbered.
    pub fn new(src: &Function, tgt: &Function) -> Pair {
        Pair {
            src: renumber(src),
            tgt: renumber(tgt),
        }
    }

    /// Reads a `@src`/`@tgt` module (as `minotaur verify` takes it), names renumbered.
    pub fn parse(text: &str) -> Result<Pair, PairError> {
        let m = ir::parse_module(text).map_err(PairError::Parse)?;
        let get = |n: &'static str| {
            m.functions()
                .find(|f| f.name == n)
                .cloned()
                .ok_or(PairError::Missing(n))
        };
        let (src, tgt) = (get("src")?, get("tgt")?);
        if src.params.len() != tgt.params.len() {
            return Err(PairError::Params);
        }
        Ok(Pair {
            src: renumber(&src),
            tgt: renumber(&tgt),
        })
    }

    /// The function on `side`.
    pub fn side(&self, side: Side) -> &Function {
        match side {
            Side::Src => &self.src,
            Side::Tgt => &self.tgt,
        }
    }

    /// The `@src`/`@tgt` module text (declarations included).
    pub fn text(&self) -> String {
        let mut s = self.src.clone();
        s.name = "src".into();
        let mut t = self.tgt.clone();
        t.name = "tgt".into();
        ir::functions_module(&[&s, &t])
    }

    /// The cluster key: both functions printed with slot constants as `%C` and every
    /// integer width but `i1` as `iW<k>`, `k` numbering the widths in order of first
    /// appearance (in `@src`, then `@tgt`).
    pub fn key(&self) -> String {
        let mut text = String::new();
        for f in [&self.src, &self.tgt] {
            let mut g = f.clone();
            g.name = "f".into();
            for (b, i, o) in slots(f).iter().map(|s| s.at) {
                let op = &mut g.blocks[b].insts[i].op;
                let ty = op.operands()[o].ty.clone();
                *op.operands_mut()[o] = Operand::local(ty, "C");
            }
            text.push_str(&ir::print_function(&g));
        }
        abstract_widths(&text)
    }

    /// The integer widths the pair uses (but `i1`), in order of first appearance.
    pub fn widths(&self) -> Vec<u32> {
        let mut ws = Vec::new();
        for f in [&self.src, &self.tgt] {
            for w in widths_in(&ir::print_function(f)) {
                if !ws.contains(&w) {
                    ws.push(w);
                }
            }
        }
        ws
    }
}

/// The integer constants of `f` that may become symbolic, in program order: scalar
/// integer operands wider than `i1` of instructions other than calls, GEPs, allocas and
/// element indices (intrinsic immediates, addresses and lane numbers stay concrete), and
/// of the integer intrinsics whose operands are plain values (`umin`, `usub.sat`,
/// `fshl`, …: InstCombine matches their constants with `m_APInt` like any other).
pub fn slots(f: &Function) -> Vec<Slot> {
    let mut out = Vec::new();
    for (b, block) in f.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            let skip_from = match &inst.op {
                Op::Call(c) if c.intrinsic().is_some_and(value_intrinsic) => usize::MAX,
                Op::Call(_) | Op::Gep { .. } | Op::Alloca { .. } | Op::Switch { .. } => 0,
                Op::ExtractElement { .. } => 1,
                Op::InsertElement { .. } => 2,
                _ => usize::MAX,
            };
            for (o, opd) in inst.op.operands().iter().enumerate() {
                if o >= skip_from {
                    break;
                }
                if let (Type::Int(w), Val::Const(Const::Int(v))) = (&opd.ty, &opd.val) {
                    if *w > 1 {
                        out.push(Slot {
                            at: (b, i, o),
                            value: v.clone(),
                        });
                    }
                }
            }
        }
    }
    out
}

/// Whether the intrinsic `name` (without `llvm.`) takes only plain values: min/max,
/// saturating arithmetic, funnel shifts.
fn value_intrinsic(name: &str) -> bool {
    [
        "umin.",
        "umax.",
        "smin.",
        "smax.",
        "uadd.sat.",
        "usub.sat.",
        "sadd.sat.",
        "ssub.sat.",
        "fshl.",
        "fshr.",
    ]
    .iter()
    .any(|p| name.starts_with(p))
}

/// `f` with its parameters named `a0, a1, …`, instruction results `v0, v1, …` and blocks
/// `b0, b1, …` (the entry block unlabelled unless a `phi` names it as a predecessor: a
/// `phi` cannot name an unlabelled block), so that equal code prints equally.
pub fn renumber(f: &Function) -> Function {
    let mut names: HashMap<String, String> = HashMap::new();
    let mut g = f.clone();
    for (k, p) in g.params.iter_mut().enumerate() {
        let n = format!("a{k}");
        names.insert(p.name.clone(), n.clone());
        p.name = n;
    }
    let entry: Vec<String> = f
        .blocks
        .first()
        .map(|e| e.name.clone())
        .into_iter()
        .chain(f.implicit_entry_label())
        .collect();
    let entry_named = f.insts().any(
        |i| matches!(&i.op, crate::ir::Op::Phi { incoming, .. } if incoming.iter().any(|(_, l)| entry.contains(l))),
    );
    let mut labels: HashMap<String, String> = HashMap::new();
    if let Some(l) = f.implicit_entry_label() {
        labels.insert(l, if entry_named { "b0".into() } else { String::new() });
    }
    for (k, b) in g.blocks.iter_mut().enumerate() {
        let n = if k == 0 && !entry_named {
            String::new()
        } else {
            format!("b{k}")
        };
        labels.insert(b.name.clone(), n.clone());
        b.name = n;
    }
    let mut next = 0;
    for b in &mut g.blocks {
        for i in &mut b.insts {
            if let Some(n) = &mut i.name {
                let new = format!("v{next}");
                next += 1;
                names.insert(n.clone(), new.clone());
                *n = new;
            }
        }
    }
    let label = |l: &mut String| {
        if let Some(n) = labels.get(l.as_str()) {
            *l = n.clone();
        }
    };
    for b in &mut g.blocks {
        for i in &mut b.insts {
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &mut o.val {
                    if let Some(new) = names.get(n.as_str()) {
                        *n = new.clone();
                    }
                }
            }
            i.op.labels_mut().into_iter().for_each(label);
            i.meta.clear();
            i.dbg_records.clear();
        }
    }
    g
}

/// The widths `iN` (N > 1) in `text`, in order of first appearance.
fn widths_in(text: &str) -> Vec<u32> {
    let mut out = Vec::new();
    each_width(text, |w| {
        if !out.contains(&w) {
            out.push(w);
        }
        None
    });
    out
}

/// `text` with each `iN` (N > 1) replaced by `iW<k>`.
fn abstract_widths(text: &str) -> String {
    let mut order: Vec<u32> = Vec::new();
    each_width(text, |w| {
        let k = order.iter().position(|x| *x == w).unwrap_or_else(|| {
            order.push(w);
            order.len() - 1
        });
        Some(format!("iW{k}"))
    })
}

/// Calls `f` on every integer type token `iN` (N > 1) of `text` (also inside intrinsic
/// names such as `llvm.umax.i32`); replaces it by what `f` returns, if anything.
fn each_width(text: &str, mut f: impl FnMut(u32) -> Option<String>) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut k = 0;
    while k < b.len() {
        let starts = b[k] == b'i' && (k == 0 || !(b[k - 1].is_ascii_alphanumeric() || b[k - 1] == b'_'));
        if starts {
            let mut e = k + 1;
            while e < b.len() && b[e].is_ascii_digit() {
                e += 1;
            }
            let ends = e == b.len() || !(b[e].is_ascii_alphanumeric() || b[e] == b'_');
            if e > k + 1 && ends {
                if let Ok(w) = text[k + 1..e].parse::<u32>() {
                    if w > 1 {
                        match f(w) {
                            Some(r) => out.push_str(&r),
                            None => out.push_str(&text[k..e]),
                        }
                        k = e;
                        continue;
                    }
                }
            }
        }
        out.push(b[k] as char);
        k += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(src_body: &str, tgt_body: &str, ty: &str) -> Pair {
        Pair::parse(&format!(
            "define {ty} @src({ty} %x) {{\n{src_body}\n}}\ndefine {ty} @tgt({ty} %x) {{\n{tgt_body}\n}}\n"
        ))
        .unwrap()
    }

    #[test]
    fn rewrites_equal_up_to_names_constants_and_width_share_a_key() {
        let a = pair(
            "  %m = and i32 %x, 15\n  ret i32 %m",
            "  %r = and i32 %x, 15\n  ret i32 %r",
            "i32",
        );
        let b = pair(
            "  %0 = and i8 %x, 7\n  ret i8 %0",
            "  %1 = and i8 %x, 7\n  ret i8 %1",
            "i8",
        );
        let c = pair(
            "  %0 = or i8 %x, 7\n  ret i8 %0",
            "  %1 = or i8 %x, 7\n  ret i8 %1",
            "i8",
        );
        assert_eq!(a.key(), b.key());
        assert_ne!(a.key(), c.key());
        assert_eq!(slots(&a.src).len(), 1);
        assert_eq!(a.widths(), vec![32]);
        let words = crate::ir::Flags::INT_WORDS;
        assert_eq!((crate::ir::Flags(1 << 1), words[1]), (crate::ir::Flags::NSW, "nsw"));
        assert_eq!(
            (crate::ir::Flags(1 << 5), words[5]),
            (crate::ir::Flags::SAMESIGN, "samesign")
        );
    }

    #[test]
    fn intrinsic_names_and_immediates() {
        let a = pair(
            "  %c = call i16 @llvm.ctlz.i16(i16 %x, i1 false)\n  ret i16 %c",
            "  ret i16 %x",
            "i16",
        );
        assert!(a.key().contains("@llvm.ctlz.iW0(iW0 %a0, i1 false)"), "{}", a.key());
        assert!(slots(&a.src).is_empty());
    }

    #[test]
    fn a_phi_from_the_entry_block_names_it() {
        let text = "define i32 @src(i1 %c, i32 %a, i32 %b) {\n  br i1 %c, label %t, label %j\nt:\n  br label %j\nj:\n  %p = phi i32 [ %a, %0 ], [ %b, %t ]\n  ret i32 %p\n}\n";
        let f = crate::ir::parse_module(text).unwrap().function("src").cloned().unwrap();
        let printed = crate::ir::print_function(&renumber(&f));
        assert!(printed.contains("[ %a1, %b0 ]"), "{printed}");
        assert!(crate::ir::parse_module(&printed).is_ok(), "{printed}");
    }
}
