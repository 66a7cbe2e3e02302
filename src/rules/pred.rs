//! The small grammars of generalization: expressions over symbolic constants (a target
//! constant as a function of source constants) and predicates over them (a rule's
//! precondition); each evaluates on concrete values, prints for people, and emits IR
//! (an expression as instructions, a precondition as an `llvm.assume`).

use crate::ir::{BinOp, Call, Const, FastMath, Flags, IPred, Inst, Op, Operand, Type};
use crate::util::ApInt;
use std::fmt;

/// An expression over the symbolic constants `C0, C1, …` at one width `W`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Expr {
    /// The symbolic constant `Ck`.
    C(usize),
    /// A literal (read at the width).
    Lit(i64),
    /// The width in bits.
    Width,
    /// The narrower type's width in bits, in a rule over two integer types (`zext i16
    /// … to i32`): `Width` is the wider one's. Bound to a value before evaluation.
    Narrow,
    /// `a op b`, wrapping.
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// `log2(a)`, the trailing zero count (a power of two's exponent).
    Log2(Box<Expr>),
}

/// A predicate over the symbolic constants.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Pred {
    /// `a pred b`.
    Cmp(IPred, Expr, Expr),
    /// `a` is a power of two.
    Pow2(Expr),
    /// `a` is a low-bit mask: ones from bit 0 up, not zero (`APInt::isMask`).
    Mask(Expr),
}

fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    Expr::Bin(op, Box::new(a), Box::new(b))
}

impl Expr {
    /// Its value for constants `cs` (all of width `w`); `None` when undefined (a shift
    /// out of range, `log2(0)`).
    pub fn eval(&self, cs: &[ApInt], w: u32) -> Option<ApInt> {
        self.eval_at(cs, w, None)
    }

    /// [`Expr::eval`] with [`Expr::Narrow`] standing for `n` (undefined when `None`).
    pub fn eval_at(&self, cs: &[ApInt], w: u32, n: Option<u32>) -> Option<ApInt> {
        Some(match self {
            Expr::C(k) => cs.get(*k)?.clone(),
            Expr::Lit(v) => ApInt::from_i64(w, *v),
            Expr::Width => ApInt::from_u64(w, w as u64),
            Expr::Narrow => ApInt::from_u64(w, n? as u64),
            Expr::Log2(a) => {
                let a = a.eval_at(cs, w, n)?;
                if a.is_zero() {
                    return None;
                }
                ApInt::from_u64(w, a.trailing_zeros() as u64)
            }
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.eval_at(cs, w, n)?, b.eval_at(cs, w, n)?);
                match op {
                    BinOp::Add => a.add(&b),
                    BinOp::Sub => a.sub(&b),
                    BinOp::Mul => a.mul(&b),
                    BinOp::And => a.and(&b),
                    BinOp::Or => a.or(&b),
                    BinOp::Xor => a.xor(&b),
                    BinOp::Shl => {
                        if b.to_u64()? >= w as u64 {
                            return None;
                        }
                        a.shl(&b)
                    }
                    BinOp::LShr => {
                        if b.to_u64()? >= w as u64 {
                            return None;
                        }
                        a.lshr(&b)
                    }
                    _ => return None,
                }
            }
        })
    }

    /// The expression with [`Expr::Narrow`] replaced by the literal `n` (how it is
    /// emitted at a chosen pair of widths).
    pub fn bind_narrow(&self, n: u32) -> Expr {
        match self {
            Expr::Narrow => Expr::Lit(n as i64),
            Expr::Bin(op, a, b) => bin(*op, a.bind_narrow(n), b.bind_narrow(n)),
            Expr::Log2(a) => Expr::Log2(Box::new(a.bind_narrow(n))),
            e => e.clone(),
        }
    }

    /// Whether one of its leaves is one `leaf` accepts.
    fn reads(&self, leaf: &dyn Fn(&Expr) -> bool) -> bool {
        match self {
            Expr::Bin(_, a, b) => a.reads(leaf) || b.reads(leaf),
            Expr::Log2(a) => a.reads(leaf),
            e => leaf(e),
        }
    }

    /// Whether it reads [`Expr::Narrow`].
    pub fn reads_narrow(&self) -> bool {
        self.reads(&|e| matches!(e, Expr::Narrow))
    }

    /// Whether it reads a width ([`Expr::Width`] or [`Expr::Narrow`]).
    pub fn reads_width(&self) -> bool {
        self.reads(&|e| matches!(e, Expr::Width | Expr::Narrow))
    }

    /// The expressions a constant of a rule over two integer types may be defined by
    /// from another, `Cj`: the two widths' difference plus it (the shift that moves a
    /// narrow field to the top of the wide type, `width - nwidth + Cj`), the difference
    /// alone, and the narrow width's complement of it.
    pub fn narrow_relations(j: usize) -> Vec<Expr> {
        let c = Expr::C(j);
        let diff = bin(BinOp::Sub, Expr::Width, Expr::Narrow);
        vec![
            bin(BinOp::Add, diff.clone(), c.clone()),
            bin(BinOp::Sub, diff.clone(), c.clone()),
            bin(BinOp::Sub, Expr::Narrow, c),
            diff,
        ]
    }

    /// The candidate expressions for a target constant over `n` symbols: each symbol,
    /// then two symbols combined, then one with a literal, then the width.
    pub fn candidates(n: usize) -> Vec<Expr> {
        let c = Expr::C;
        let mut out = Vec::new();
        for k in 0..n {
            out.push(c(k));
        }
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                if i < j {
                    for op in [BinOp::Add, BinOp::And, BinOp::Or, BinOp::Xor, BinOp::Mul] {
                        out.push(bin(op, c(i), c(j)));
                    }
                }
                out.push(bin(BinOp::Sub, c(i), c(j)));
                out.push(bin(BinOp::Shl, c(i), c(j)));
            }
        }
        for k in 0..n {
            out.extend([
                bin(BinOp::Shl, Expr::Lit(-1), c(k)),
                bin(BinOp::LShr, Expr::Lit(-1), c(k)),
                bin(BinOp::Sub, Expr::Lit(0), c(k)),
                bin(BinOp::Xor, c(k), Expr::Lit(-1)),
                bin(BinOp::Add, c(k), Expr::Lit(1)),
                bin(BinOp::Sub, c(k), Expr::Lit(1)),
                bin(BinOp::Shl, Expr::Lit(1), c(k)),
                bin(BinOp::Sub, bin(BinOp::Shl, Expr::Lit(1), c(k)), Expr::Lit(1)),
                bin(BinOp::Sub, Expr::Width, c(k)),
                Expr::Log2(Box::new(c(k))),
                bin(BinOp::Shl, c(k), Expr::Lit(1)),
            ]);
        }
        // A constant tied to the width through another (`-1 << (width - C0)`: the bits
        // above a shifted field), as a shift's complement often is.
        for k in 0..n {
            let wc = bin(BinOp::Sub, Expr::Width, c(k));
            out.extend([
                bin(BinOp::Sub, wc.clone(), Expr::Lit(1)),
                bin(BinOp::Shl, Expr::Lit(-1), wc.clone()),
                bin(BinOp::LShr, Expr::Lit(-1), wc.clone()),
                bin(BinOp::Shl, Expr::Lit(-1), bin(BinOp::Sub, wc, Expr::Lit(1))),
            ]);
        }
        out.extend([Expr::Width, bin(BinOp::Sub, Expr::Width, Expr::Lit(1))]);
        out
    }

    /// The expressions one constant may be defined by from another, `Cj`, and the
    /// width: the width's complement of it, and the masks and powers of two it or its
    /// complement shifts (`-1 << (width - Cj - 1)`: the bits a sign-extension from bit
    /// `width - Cj - 1` sets). LLVM's folds state such relations with `getBitWidth()`.
    pub fn width_relations(j: usize) -> Vec<Expr> {
        let c = Expr::C(j);
        let wc = bin(BinOp::Sub, Expr::Width, c.clone());
        let wc1 = bin(BinOp::Sub, wc.clone(), Expr::Lit(1));
        let mut out = vec![wc.clone(), wc1.clone()];
        for amount in [c, wc, wc1] {
            out.extend([
                bin(BinOp::Shl, Expr::Lit(1), amount.clone()),
                bin(BinOp::Shl, Expr::Lit(-1), amount.clone()),
                bin(BinOp::LShr, Expr::Lit(-1), amount),
            ]);
        }
        out
    }

    /// The shift amounts and `log2` operands it computes with: the C++ of a
    /// precondition must check each is in range (below the width; not zero), because
    /// `APInt` gives a value where the proof's IR gives poison (and so assumed nothing).
    pub fn partial(&self) -> Vec<(BinOp, Expr)> {
        let mut out = Vec::new();
        match self {
            Expr::Bin(op, a, b) => {
                out.extend(a.partial());
                out.extend(b.partial());
                if matches!(op, BinOp::Shl | BinOp::LShr) && !matches!(b.as_ref(), Expr::Lit(_)) {
                    out.push((*op, (**b).clone()));
                }
            }
            Expr::Log2(a) => {
                out.extend(a.partial());
                out.push((BinOp::And, (**a).clone()));
            }
            _ => {}
        }
        out
    }

    /// Emits instructions computing the expression at type `iw` into `out` (names
    /// `<prefix>0, <prefix>1, …`), with `width` standing for `wv` (the width the rule is
    /// proved at, when the code is retyped afterwards); the operand holding its value.
    pub fn emit(&self, w: u32, wv: u32, prefix: &str, out: &mut Vec<Inst>) -> Operand {
        let ty = Type::Int(w);
        match self {
            Expr::C(k) => Operand::local(ty, format!("C{k}")),
            Expr::Lit(v) => Operand::konst(ty, Const::int(w, *v)),
            Expr::Width => Operand::konst(ty, Const::int(w, wv as i64)),
            Expr::Narrow => unreachable!("the narrow width is bound before emitting"),
            Expr::Bin(op, a, b) => {
                let (a, b) = (a.emit(w, wv, prefix, out), b.emit(w, wv, prefix, out));
                push(
                    out,
                    prefix,
                    ty.clone(),
                    Op::Bin {
                        op: *op,
                        flags: Flags::NONE,
                        fmf: FastMath::default(),
                        a,
                        b,
                    },
                )
            }
            Expr::Log2(a) => {
                let a = a.emit(w, wv, prefix, out);
                let i1 = Operand::konst(Type::Int(1), Const::int(1, 1));
                push(
                    out,
                    prefix,
                    ty.clone(),
                    Call::direct(format!("llvm.cttz.i{w}"), ty, vec![a, i1]),
                )
            }
        }
    }
}

/// Appends `%<prefix><n> = op` to `out`; its operand.
fn push(out: &mut Vec<Inst>, prefix: &str, ty: Type, op: Op) -> Operand {
    let name = format!("{prefix}{}", out.len());
    out.push(Inst::new(Some(name.clone()), ty.clone(), op));
    Operand::local(ty, name)
}

impl Pred {
    /// Whether it holds for constants `cs` of width `w` (`false` where undefined).
    pub fn holds(&self, cs: &[ApInt], w: u32) -> bool {
        self.holds_at(cs, w, None)
    }

    /// [`Pred::holds`] with [`Expr::Narrow`] standing for `n`.
    pub fn holds_at(&self, cs: &[ApInt], w: u32, n: Option<u32>) -> bool {
        match self {
            Pred::Pow2(a) => a.eval_at(cs, w, n).is_some_and(|v| v.count_ones() == 1),
            Pred::Mask(a) => a
                .eval_at(cs, w, n)
                .is_some_and(|v| !v.is_zero() && v.and(&v.add(&ApInt::from_u64(w, 1))).is_zero()),
            Pred::Cmp(p, a, b) => {
                let (Some(a), Some(b)) = (a.eval_at(cs, w, n), b.eval_at(cs, w, n)) else {
                    return false;
                };
                match p {
                    IPred::Eq => a == b,
                    IPred::Ne => a != b,
                    IPred::Ult => a.ult(&b),
                    IPred::Ule => a.ule(&b),
                    IPred::Ugt => b.ult(&a),
                    IPred::Uge => b.ule(&a),
                    IPred::Slt => a.slt(&b),
                    IPred::Sle => a.sle(&b),
                    IPred::Sgt => b.slt(&a),
                    IPred::Sge => b.sle(&a),
                }
            }
        }
    }

    /// The atoms the precondition search starts from for symbols with values `cs` (one
    /// instance), each true of it: facts of one constant, then relations of two (with
    /// `width_relations`, also those through the width, [`Expr::width_relations`]), then
    /// the equalities to the instance's own values (the strongest, dropped first).
    ///
    /// In a rule over two integer types (`n`: the narrower width, the values zero-extended
    /// to the wider `w`), relations through both widths ([`Expr::narrow_relations`]) and
    /// `Ck u< nwidth` join the width relations.
    pub fn atoms(values: &[Vec<ApInt>], w: u32, width_relations: bool, narrow: Option<u32>) -> Vec<Pred> {
        use Expr::{Lit, Width, C};
        let n = values.first().map_or(0, |v| v.len());
        let mut cands = Vec::new();
        for k in 0..n {
            cands.extend([
                Pred::Cmp(IPred::Ne, C(k), Lit(0)),
                Pred::Cmp(IPred::Ult, C(k), Width),
                Pred::Cmp(IPred::Sge, C(k), Lit(0)),
                Pred::Cmp(IPred::Sgt, C(k), Lit(0)),
                Pred::Cmp(IPred::Slt, C(k), Lit(0)),
                Pred::Pow2(C(k)),
                Pred::Pow2(bin(BinOp::Add, C(k), Lit(1))),
                Pred::Mask(C(k)),
                Pred::Pow2(bin(BinOp::Sub, Lit(0), C(k))),
                Pred::Cmp(IPred::Eq, C(k), bin(BinOp::Sub, Width, Lit(1))),
                Pred::Cmp(IPred::Ne, C(k), Lit(-1)),
                Pred::Cmp(IPred::Eq, C(k), bin(BinOp::Shl, Lit(1), bin(BinOp::Sub, Width, Lit(1)))),
                Pred::Cmp(IPred::Eq, C(k), bin(BinOp::LShr, Lit(-1), Lit(1))),
            ]);
        }
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                cands.extend([
                    Pred::Cmp(IPred::Eq, C(i), bin(BinOp::Add, C(j), Lit(1))),
                    Pred::Cmp(IPred::Eq, C(i), bin(BinOp::Shl, Lit(1), C(j))),
                    Pred::Cmp(IPred::Eq, C(i), bin(BinOp::Sub, Lit(0), C(j))),
                    Pred::Cmp(IPred::Eq, C(i), bin(BinOp::Xor, C(j), Lit(-1))),
                    Pred::Cmp(IPred::Ult, C(i), C(j)),
                    Pred::Cmp(IPred::Slt, C(i), C(j)),
                    Pred::Cmp(IPred::Eq, bin(BinOp::And, C(i), C(j)), C(i)),
                ]);
                cands.extend(
                    Expr::width_relations(j)
                        .into_iter()
                        .chain(narrow.map(|_| Expr::narrow_relations(j)).unwrap_or_default())
                        .filter(|_| width_relations)
                        .map(|e| Pred::Cmp(IPred::Eq, C(i), e)),
                );
                if i < j {
                    cands.extend([
                        Pred::Cmp(IPred::Eq, bin(BinOp::And, C(i), C(j)), Lit(0)),
                        Pred::Cmp(IPred::Eq, bin(BinOp::Add, C(i), C(j)), Width),
                        Pred::Cmp(IPred::Ult, bin(BinOp::Add, C(i), C(j)), Width),
                    ]);
                }
            }
        }
        if narrow.is_some() && width_relations {
            cands.extend((0..n).map(|k| Pred::Cmp(IPred::Ult, C(k), Expr::Narrow)));
        }
        let mut out: Vec<Pred> = cands
            .into_iter()
            .filter(|p| values.iter().all(|cs| p.holds_at(cs, w, narrow)))
            .collect();
        // Strongest first: the fewer 8-bit assignments satisfy an atom, the stronger it is.
        out.sort_by_key(|p| p.strength());
        out.reverse();
        if let [one] = values {
            for (k, v) in one.iter().enumerate() {
                out.insert(0, Pred::Cmp(IPred::Eq, C(k), Lit(v.to_i64().unwrap_or(0))));
            }
        }
        out.dedup();
        out
    }

    /// The predicate with [`Expr::Narrow`] replaced by the literal `n`.
    pub fn bind_narrow(&self, n: u32) -> Pred {
        match self {
            Pred::Cmp(p, a, b) => Pred::Cmp(*p, a.bind_narrow(n), b.bind_narrow(n)),
            Pred::Pow2(a) => Pred::Pow2(a.bind_narrow(n)),
            Pred::Mask(a) => Pred::Mask(a.bind_narrow(n)),
        }
    }

    /// Its expressions.
    fn exprs(&self) -> Vec<&Expr> {
        match self {
            Pred::Cmp(_, a, b) => vec![a, b],
            Pred::Pow2(a) | Pred::Mask(a) => vec![a],
        }
    }

    /// Whether it reads [`Expr::Narrow`].
    pub fn reads_narrow(&self) -> bool {
        self.exprs().into_iter().any(Expr::reads_narrow)
    }

    /// Whether it reads a width ([`Expr::Width`] or [`Expr::Narrow`]).
    pub fn reads_width(&self) -> bool {
        self.exprs().into_iter().any(Expr::reads_width)
    }

    /// Whether it is a named fact of one constant, as LLVM's folds state preconditions:
    /// `isPowerOf2`, `isMask`, or a comparison of one constant with a literal other than
    /// equality.
    pub fn named(&self) -> bool {
        match self {
            Pred::Pow2(_) | Pred::Mask(_) => true,
            Pred::Cmp(p, Expr::C(_), Expr::Lit(_)) => *p != IPred::Eq,
            Pred::Cmp(..) => false,
        }
    }

    /// Whether it defines one constant from others (`C1 == C0 + 1`): how LLVM states a
    /// relation too, so it is never restated.
    pub fn defines(&self) -> bool {
        matches!(self, Pred::Cmp(IPred::Eq, Expr::C(_), b) if !matches!(b, Expr::Lit(_)))
    }

    /// The named facts of one constant true of every instance, to restate a relation
    /// by: masks first, then powers of two, then sign and range facts, each by symbol.
    pub fn restatements(values: &[Vec<ApInt>], w: u32) -> Vec<Pred> {
        use Expr::{Lit, C};
        let n = values.first().map_or(0, |v| v.len());
        let order = |k: usize| {
            [
                Pred::Mask(C(k)),
                Pred::Pow2(C(k)),
                Pred::Cmp(IPred::Sge, C(k), Lit(0)),
                Pred::Cmp(IPred::Ne, C(k), Lit(0)),
            ]
        };
        (0..n)
            .flat_map(order)
            .filter(|p| values.iter().all(|cs| p.holds(cs, w)))
            .collect()
    }

    /// How strong it is: how many of 8-bit constant assignments (the symbols it names,
    /// others zero) it rules out, out of 65,536 (two symbols) or 256 (one), scaled.
    pub fn strength(&self) -> u32 {
        let ks = self.symbols();
        let mut fails = 0u32;
        let total: u32 = if ks.len() > 1 { 65536 } else { 256 };
        for m in 0..total {
            let mut cs = vec![ApInt::zero(8); ks.iter().max().map_or(0, |k| k + 1)];
            for (j, k) in ks.iter().enumerate() {
                cs[*k] = ApInt::from_u64(8, ((m >> (8 * j)) & 0xff) as u64);
            }
            if !self.holds_at(&cs, 8, Some(4)) {
                fails += 1;
            }
        }
        fails * (65536 / total)
    }

    /// The shift amounts and `log2` operands of its expressions ([`Expr::partial`]).
    pub fn partial(&self) -> Vec<(BinOp, Expr)> {
        match self {
            Pred::Cmp(_, a, b) => a.partial().into_iter().chain(b.partial()).collect(),
            Pred::Pow2(a) | Pred::Mask(a) => a.partial(),
        }
    }

    /// The symbols it names, ascending.
    pub fn symbols(&self) -> Vec<usize> {
        fn walk(e: &Expr, out: &mut Vec<usize>) {
            match e {
                Expr::C(k) => out.push(*k),
                Expr::Bin(_, a, b) => {
                    walk(a, out);
                    walk(b, out);
                }
                Expr::Log2(a) => walk(a, out),
                _ => {}
            }
        }
        let mut out = Vec::new();
        match self {
            Pred::Cmp(_, a, b) => {
                walk(a, &mut out);
                walk(b, &mut out);
            }
            Pred::Pow2(a) | Pred::Mask(a) => walk(a, &mut out),
        }
        out.sort();
        out.dedup();
        out
    }

    /// Emits the `i1` computing it at type `iw` (`width` standing for `wv`) into `out`;
    /// its operand.
    pub fn emit(&self, w: u32, wv: u32, prefix: &str, out: &mut Vec<Inst>) -> Operand {
        let i1 = Type::Int(1);
        match self {
            Pred::Cmp(p, a, b) => {
                let (a, b) = (a.emit(w, wv, prefix, out), b.emit(w, wv, prefix, out));
                push(
                    out,
                    prefix,
                    i1,
                    Op::ICmp {
                        pred: *p,
                        flags: Flags::NONE,
                        a,
                        b,
                    },
                )
            }
            Pred::Pow2(a) => {
                let a = a.emit(w, wv, prefix, out);
                let ty = Type::Int(w);
                let pop = push(
                    out,
                    prefix,
                    ty.clone(),
                    Call::direct(format!("llvm.ctpop.i{w}"), ty.clone(), vec![a]),
                );
                let one = Operand::konst(ty, Const::int(w, 1));
                push(
                    out,
                    prefix,
                    i1,
                    Op::ICmp {
                        pred: IPred::Eq,
                        flags: Flags::NONE,
                        a: pop,
                        b: one,
                    },
                )
            }
            // `a != 0 && (a & (a + 1)) == 0`.
            Pred::Mask(a) => {
                let zero = Pred::Cmp(IPred::Ne, a.clone(), Expr::Lit(0)).emit(w, wv, prefix, out);
                let low = Pred::Cmp(
                    IPred::Eq,
                    bin(BinOp::And, a.clone(), bin(BinOp::Add, a.clone(), Expr::Lit(1))),
                    Expr::Lit(0),
                )
                .emit(w, wv, prefix, out);
                push(
                    out,
                    prefix,
                    i1,
                    Op::Bin {
                        op: BinOp::And,
                        flags: Flags::NONE,
                        fmf: FastMath::default(),
                        a: zero,
                        b: low,
                    },
                )
            }
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::C(k) => write!(f, "C{k}"),
            Expr::Lit(v) => write!(f, "{v}"),
            Expr::Width => write!(f, "width"),
            Expr::Narrow => write!(f, "nwidth"),
            Expr::Log2(a) => write!(f, "log2({a})"),
            Expr::Bin(op, a, b) => {
                let s = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                    BinOp::And => "&",
                    BinOp::Or => "|",
                    BinOp::Xor => "^",
                    BinOp::Shl => "<<",
                    BinOp::LShr => ">>u",
                    _ => "?",
                };
                match (op, a.as_ref(), b.as_ref()) {
                    (BinOp::Sub, Expr::Lit(0), x) => write!(f, "-{}", Paren(x)),
                    (BinOp::Xor, x, Expr::Lit(-1)) => write!(f, "~{}", Paren(x)),
                    _ => write!(f, "{} {s} {}", Paren(a), Paren(b)),
                }
            }
        }
    }
}

/// An expression in parentheses unless it is atomic.
struct Paren<'a>(&'a Expr);

impl fmt::Display for Paren<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Expr::Bin(..) => write!(f, "({})", self.0),
            e => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for Pred {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pred::Pow2(a) => write!(f, "isPowerOf2({a})"),
            Pred::Mask(a) => write!(f, "isMask({a})"),
            Pred::Cmp(p, a, b) => {
                let s = match p {
                    IPred::Eq => "==",
                    IPred::Ne => "!=",
                    IPred::Ult => "u<",
                    IPred::Ule => "u<=",
                    IPred::Ugt => "u>",
                    IPred::Uge => "u>=",
                    IPred::Slt => "s<",
                    IPred::Sle => "s<=",
                    IPred::Sgt => "s>",
                    IPred::Sge => "s>=",
                };
                write!(f, "{a} {s} {b}")
            }
        }
    }
}

/// A conjunction printed as `a && b`, or `true`.
pub fn conj(ps: &[Pred]) -> String {
    if ps.is_empty() {
        "true".into()
    } else {
        ps.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(" && ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expressions_and_predicates_evaluate_at_a_width() {
        let cs = [ApInt::from_u64(8, 15), ApInt::from_u64(8, 16)];
        let e = bin(BinOp::Xor, Expr::C(0), Expr::Lit(-1));
        assert_eq!(e.eval(&cs, 8), Some(ApInt::from_i64(8, -16)));
        assert_eq!(e.to_string(), "~C0");
        assert!(Pred::Cmp(IPred::Eq, Expr::C(1), bin(BinOp::Add, Expr::C(0), Expr::Lit(1))).holds(&cs, 8));
        assert!(Pred::Pow2(Expr::C(1)).holds(&cs, 8));
        assert!(!Pred::Pow2(Expr::C(0)).holds(&cs, 8));
        assert_eq!(
            Expr::Log2(Box::new(Expr::C(1))).eval(&cs, 8),
            Some(ApInt::from_u64(8, 4))
        );
        assert_eq!(bin(BinOp::Shl, Expr::Lit(1), Expr::Lit(9)).eval(&cs, 8), None);
    }

    #[test]
    fn atoms_hold_on_every_instance_and_the_strongest_come_first() {
        let inst = |a: u64, b: u64| vec![ApInt::from_u64(8, a), ApInt::from_u64(8, b)];
        let atoms = Pred::atoms(&[inst(15, 16), inst(7, 8)], 8, false, None);
        assert!(atoms
            .iter()
            .all(|p| p.holds(&inst(15, 16), 8) && p.holds(&inst(7, 8), 8)));
        assert!(atoms.contains(&Pred::Cmp(
            IPred::Eq,
            Expr::C(1),
            bin(BinOp::Add, Expr::C(0), Expr::Lit(1))
        )));
        assert!(atoms.first().unwrap().strength() >= atoms.last().unwrap().strength());
        // Over two types (values at the wider width): `C1 == width - nwidth + C0`.
        let two = [ApInt::from_u64(32, 8), ApInt::from_u64(32, 24)];
        let rel = Pred::Cmp(IPred::Eq, Expr::C(1), Expr::narrow_relations(0)[0].clone());
        assert_eq!(rel.to_string(), "C1 == (width - nwidth) + C0");
        assert!(rel.holds_at(&two, 32, Some(16)) && !rel.holds_at(&two, 32, Some(8)));
        assert!(!rel.holds(&two, 32), "an unbound narrow width holds nothing");
        assert!(Pred::atoms(&[two.to_vec()], 32, true, Some(16)).contains(&rel));
        assert!(!Pred::atoms(&[two.to_vec()], 32, true, None).contains(&rel));
        assert_eq!(rel.bind_narrow(16).to_string(), "C1 == (width - 16) + C0");
        let one = Pred::atoms(&[inst(15, 16)], 8, false, None);
        assert_eq!(one[0].to_string(), "C1 == 16");
        assert_eq!(conj(&[]), "true");
    }
}
