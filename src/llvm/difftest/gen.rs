//! The generator of test functions: one instruction (or a chain of two or three) of every
//! class `sem` models, on random integer, floating-point and vector types, with every
//! flag, predicate and immediate argument, written as LLVM text of a function `@f`.

use crate::ir::{generic_intrinsic, print_const, IntrinsicShape, GENERIC_INTRINSICS};
use crate::ir::{BinOp, CastOp, Const, FloatKind, Type};
use crate::ir::{FPREDS, IPREDS};
use crate::sem::values::{self, Hint};
use crate::util::Rng;
use std::fmt::Write as _;

/// Integer widths tested: the odd ones (`i7`, `i33`) exercise legalization.
pub const INT_WIDTHS: [u32; 8] = [1, 7, 8, 16, 32, 33, 64, 128];
/// Floating-point formats tested.
pub const FLOATS: [FloatKind; 4] = [FloatKind::Half, FloatKind::Float, FloatKind::Double, FloatKind::Fp128];

/// What the first instruction of a test function is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A binary operator.
    Bin(BinOp),
    /// `fneg`.
    FNeg,
    /// `icmp`.
    ICmp,
    /// `fcmp`.
    FCmp,
    /// `select`.
    Select,
    /// `freeze`.
    Freeze,
    /// A cast.
    Cast(CastOp),
    /// `extractelement`.
    ExtractElement,
    /// `insertelement`.
    InsertElement,
    /// `shufflevector`.
    ShuffleVector,
    /// A call of a generic intrinsic (its name without `llvm.`).
    Intrinsic(&'static str),
    /// `getelementptr` (every flag) on a pointer at an integer address, read back by
    /// `ptrtoint`.
    Gep,
    /// `ptrtoint` to a narrower, equal or wider integer.
    PtrToInt,
    /// `icmp` of two pointers, each an address plus a `getelementptr` offset.
    PtrICmp,
}

const CASTS: [CastOp; 10] = [
    CastOp::Trunc,
    CastOp::ZExt,
    CastOp::SExt,
    CastOp::FPTrunc,
    CastOp::FPExt,
    CastOp::FPToUI,
    CastOp::FPToSI,
    CastOp::UIToFP,
    CastOp::SIToFP,
    CastOp::BitCast,
];

/// Every class, in the order test cases cycle through them.
pub fn classes() -> Vec<Class> {
    let mut v: Vec<Class> = crate::ir::BIN_OPS.iter().map(|o| Class::Bin(*o)).collect();
    v.extend([Class::FNeg, Class::ICmp, Class::FCmp, Class::Select, Class::Freeze]);
    v.extend(CASTS.iter().map(|c| Class::Cast(*c)));
    v.extend([Class::ExtractElement, Class::InsertElement, Class::ShuffleVector]);
    v.extend(GENERIC_INTRINSICS.iter().map(|g| Class::Intrinsic(g.name)));
    v.extend([Class::Gep, Class::PtrToInt, Class::PtrICmp]);
    v
}

/// The opcode key under which executions of a class are counted.
pub fn class_key(c: Class) -> String {
    match c {
        Class::Bin(o) => o.name().into(),
        Class::FNeg => "fneg".into(),
        Class::ICmp => "icmp".into(),
        Class::FCmp => "fcmp".into(),
        Class::Select => "select".into(),
        Class::Freeze => "freeze".into(),
        Class::Cast(c) => c.name().into(),
        Class::ExtractElement => "extractelement".into(),
        Class::InsertElement => "insertelement".into(),
        Class::ShuffleVector => "shufflevector".into(),
        Class::Intrinsic(n) => format!("llvm.{n}"),
        Class::Gep => "getelementptr".into(),
        Class::PtrToInt => "ptrtoint".into(),
        Class::PtrICmp => "icmp ptr".into(),
    }
}

/// One generated test function.
#[derive(Clone, Debug)]
pub struct Case {
    /// LLVM text of the module: just `define ... @f(...)`.
    pub text: String,
    /// The parameter types.
    pub params: Vec<Type>,
    /// What each parameter is used for, to draw its inputs.
    pub hints: Vec<Hint>,
    /// The return type.
    pub ret: Type,
    /// Opcode keys of its instructions, in order (`add`, `llvm.ctpop`, ...).
    pub keys: Vec<String>,
}

struct Builder<'r> {
    rng: &'r mut Rng,
    params: Vec<(Type, Hint)>,
    body: Vec<String>,
    keys: Vec<String>,
    /// The previous instruction's result, to be read by the next instruction's first
    /// operand of its type.
    pending: Option<(String, Type)>,
    last: Option<(String, Type)>,
}

fn flt(k: FloatKind) -> Type {
    Type::Float(k)
}

/// The intrinsic name suffix of a type: `i32`, `v4i32`, `f16`, `v2f64`.
pub fn mangle(t: &Type) -> String {
    t.mangle()
}

impl Builder<'_> {
    fn shape(&mut self, elem: Type) -> Type {
        if self.rng.chance(9, 20) {
            return elem;
        }
        let mut lens = vec![2, 4, 8];
        if elem == Type::Int(8) {
            lens.extend([16, 32]);
        }
        Type::vec(*self.rng.pick(&lens), elem)
    }
    fn int_type(&mut self, hint: Option<&Type>, ok: impl Fn(u32) -> bool) -> Option<Type> {
        match hint {
            Some(t) => matches!(t.scalar(), Type::Int(w) if ok(*w)).then(|| t.clone()),
            None => {
                let ws: Vec<u32> = INT_WIDTHS.iter().copied().filter(|w| ok(*w)).collect();
                let w = *self.rng.pick(&ws);
                Some(self.shape(Type::Int(w)))
            }
        }
    }
    fn float_type(&mut self, hint: Option<&Type>) -> Option<Type> {
        match hint {
            Some(t) => t.scalar().is_float().then(|| t.clone()),
            None => {
                let k = *self.rng.pick(&FLOATS);
                Some(self.shape(flt(k)))
            }
        }
    }
    fn any_type(&mut self, hint: Option<&Type>) -> Type {
        if let Some(t) = hint {
            return t.clone();
        }
        if self.rng.chance(1, 2) {
            self.int_type(None, |_| true).unwrap()
        } else {
            self.float_type(None).unwrap()
        }
    }

    fn param(&mut self, t: &Type, h: Hint) -> String {
        self.params.push((t.clone(), h));
        format!("%p{}", self.params.len() - 1)
    }

    /// An operand of type `t`: the pending result if it has this type, else (when
    /// `konst`) sometimes a constant, else a new parameter.
    fn operand(&mut self, t: &Type, h: Hint, konst: bool) -> String {
        if self.pending.as_ref().is_some_and(|(_, pt)| pt == t) {
            return self.pending.take().unwrap().0;
        }
        if konst && self.rng.chance(1, 6) {
            return self.constant(t, h);
        }
        self.param(t, h)
    }

    fn constant(&mut self, t: &Type, h: Hint) -> String {
        let lane = |rng: &mut Rng| -> Const {
            let v = values::lane_value(rng, t, h);
            if t.scalar().is_float() {
                Const::Float(v)
            } else {
                Const::Int(v)
            }
        };
        if !t.is_vector() {
            return print_const(t, &lane(self.rng));
        }
        let e = t.scalar().clone();
        if self.rng.chance(1, 5) {
            let c = lane(self.rng);
            return print_const(t, &Const::Splat(e.clone(), Box::new(c)));
        }
        let lanes = (0..t.lanes())
            .map(|_| {
                (
                    e.clone(),
                    if self.rng.chance(1, 10) {
                        Const::Poison
                    } else {
                        lane(self.rng)
                    },
                )
            })
            .collect();
        print_const(t, &Const::Vector(lanes))
    }

    fn emit(&mut self, key: String, t: Type, rhs: String) {
        let n = format!("%v{}", self.body.len());
        self.body.push(format!("  {n} = {rhs}"));
        self.keys.push(key);
        self.last = Some((n.clone(), t.clone()));
        self.pending = Some((n, t));
    }

    fn fmf(&mut self, t: &Type) -> &'static str {
        if !t.scalar().is_float() || self.rng.chance(3, 4) {
            return "";
        }
        ["nnan ", "ninf ", "nnan ninf "][self.rng.below(3) as usize]
    }

    fn index(&mut self, n: u32) -> String {
        if self.rng.chance(1, 2) {
            let i = if self.rng.chance(4, 5) {
                self.rng.below(n as u64)
            } else {
                n as u64 + self.rng.below(2 * n as u64)
            };
            let it = *self.rng.pick(&["i32", "i64", "i8"]);
            format!("{it} {i}")
        } else {
            let it = self.rng.pick(&[Type::Int(32), Type::Int(64), Type::Int(8)]).clone();
            let p = self.param(&it, Hint::Index(n));
            format!("{it} {p}")
        }
    }
}

/// The bit-cast-compatible types, grouped by total size.
fn bitcast_groups() -> Vec<Vec<Type>> {
    let i = Type::Int;
    let f = Type::Float;
    let v = |n: u32, t: Type| Type::vec(n, t);
    use FloatKind::*;
    vec![
        vec![i(8), v(8, i(1)), v(2, i(4))],
        vec![i(14), v(2, i(7))],
        vec![i(16), f(Half), v(2, i(8)), v(16, i(1))],
        vec![i(28), v(4, i(7))],
        vec![i(32), f(Float), v(2, i(16)), v(4, i(8)), v(2, f(Half)), v(32, i(1))],
        vec![
            i(64),
            f(Double),
            v(2, i(32)),
            v(4, i(16)),
            v(8, i(8)),
            v(2, f(Float)),
            v(4, f(Half)),
        ],
        vec![i(66), v(2, i(33))],
        vec![
            i(128),
            f(Fp128),
            v(2, i(64)),
            v(4, i(32)),
            v(8, i(16)),
            v(16, i(8)),
            v(2, f(Double)),
            v(4, f(Float)),
            v(8, f(Half)),
        ],
        vec![
            v(32, i(8)),
            v(4, i(64)),
            v(8, i(32)),
            v(4, f(Double)),
            v(8, f(Float)),
            v(2, i(128)),
            v(2, f(Fp128)),
        ],
    ]
}

fn gen_cast(b: &mut Builder, op: CastOp, hint: Option<&Type>) -> Option<()> {
    let key = op.name().to_string();
    let (from, to, flags, h) = match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
            let from = b.int_type(hint, |w| op != CastOp::Trunc || w > 1)?;
            let Type::Int(fw) = *from.scalar() else {
                unreachable!("int_type gives integers")
            };
            let tws: Vec<u32> = INT_WIDTHS
                .iter()
                .copied()
                .chain([2, 12, 65])
                .filter(|t| if op == CastOp::Trunc { *t < fw } else { *t > fw })
                .collect();
            if tws.is_empty() {
                return None;
            }
            let to = from.with_scalar(Type::Int(*b.rng.pick(&tws)));
            let flags = match op {
                CastOp::Trunc => *b.rng.pick(&["", "", "nuw ", "nsw ", "nuw nsw "]),
                CastOp::ZExt => *b.rng.pick(&["", "", "nneg "]),
                _ => "",
            };
            (from, to, flags, Hint::Any)
        }
        CastOp::FPTrunc | CastOp::FPExt => {
            let from = b.float_type(hint)?;
            let Type::Float(k) = from.scalar() else { unreachable!() };
            let ks: Vec<FloatKind> = FLOATS
                .iter()
                .copied()
                .filter(|t| {
                    if op == CastOp::FPTrunc {
                        t.bits() < k.bits()
                    } else {
                        t.bits() > k.bits()
                    }
                })
                .collect();
            if ks.is_empty() {
                return None;
            }
            let to = from.with_scalar(flt(*b.rng.pick(&ks)));
            (from.clone(), to, b.fmf(&from), Hint::Any)
        }
        CastOp::FPToUI | CastOp::FPToSI => {
            let from = b.float_type(hint)?;
            let w = *b.rng.pick(&INT_WIDTHS);
            (from.clone(), from.with_scalar(Type::Int(w)), "", Hint::ToInt(w))
        }
        CastOp::UIToFP | CastOp::SIToFP => {
            let from = b.int_type(hint, |_| true)?;
            let to = from.with_scalar(flt(*b.rng.pick(&FLOATS)));
            let flags = if op == CastOp::UIToFP {
                *b.rng.pick(&["", "", "nneg "])
            } else {
                ""
            };
            (from, to, flags, Hint::Any)
        }
        _ => {
            // A NaN computed by an earlier instruction has an unspecified payload: never
            // reinterpret one as an integer.
            if hint.is_some_and(|t| t.scalar().is_float()) {
                return None;
            }
            let groups = bitcast_groups();
            let g = match hint {
                Some(t) => groups.into_iter().find(|g| g.contains(t))?,
                None => b.rng.pick(&groups).clone(),
            };
            let from = hint.cloned().unwrap_or_else(|| b.rng.pick(&g).clone());
            let others: Vec<Type> = g.iter().filter(|t| **t != from).cloned().collect();
            let to = b.rng.pick(&others).clone();
            (from, to, "", Hint::Any)
        }
    };
    let a = b.operand(&from, h, false);
    b.emit(key, to.clone(), format!("{} {flags}{from} {a} to {to}", op.name()));
    Some(())
}

fn gen_intrinsic(b: &mut Builder, name: &'static str, hint: Option<&Type>) -> Option<()> {
    let key = format!("llvm.{name}");
    let shape = generic_intrinsic(name)?.shape;
    if shape == IntrinsicShape::Reduce {
        let t = match hint {
            Some(t) => (t.is_vector() && t.scalar().is_int()).then(|| t.clone())?,
            None => {
                let w = *b.rng.pick(&INT_WIDTHS);
                let n = *b.rng.pick(&[2, 4, 8]);
                Type::vec(if w == 8 { *b.rng.pick(&[n, 16, 32]) } else { n }, Type::Int(w))
            }
        };
        let a = b.operand(&t, Hint::Any, false);
        let r = t.scalar().clone();
        b.emit(key, r.clone(), format!("call {r} @llvm.{name}.{}({t} {a})", mangle(&t)));
        return Some(());
    }
    let (t, args) = if shape == IntrinsicShape::IntUnary {
        let t = b.int_type(hint, |w| name != "bswap" || (w >= 16 && w % 16 == 0))?;
        let a = b.operand(&t, Hint::Any, false);
        let mut args = format!("{t} {a}");
        if matches!(name, "ctlz" | "cttz" | "abs") {
            let _ = write!(args, ", i1 {}", b.rng.pick(&["false", "true"]));
        }
        (t, args)
    } else if matches!(shape, IntrinsicShape::IntBinary | IntrinsicShape::Funnel) {
        let t = b.int_type(hint, |_| true)?;
        let x = b.operand(&t, Hint::Any, false);
        let y = b.operand(&t, Hint::Any, true);
        let mut args = format!("{t} {x}, {t} {y}");
        if shape == IntrinsicShape::Funnel {
            let z = b.operand(&t, Hint::ShiftAmount, true);
            let _ = write!(args, ", {t} {z}");
        }
        (t, args)
    } else {
        let t = b.float_type(hint)?;
        let n = match shape {
            IntrinsicShape::FpUnary => 1,
            IntrinsicShape::FpBinary => 2,
            _ => 3,
        };
        let ops: Vec<String> = (0..n).map(|i| b.operand(&t, Hint::Any, i > 0)).collect();
        let args = ops.iter().map(|o| format!("{t} {o}")).collect::<Vec<_>>().join(", ");
        let fmf = b.fmf(&t);
        b.emit(
            key,
            t.clone(),
            format!("call {fmf}{t} @llvm.{name}.{}({args})", mangle(&t)),
        );
        return Some(());
    };
    b.emit(key, t.clone(), format!("call {t} @llvm.{name}.{}({args})", mangle(&t)));
    Some(())
}

/// A pointer at the address of an `i64` (the pending result or a parameter): a
/// `getelementptr` from `null`, so that the native code computes exactly that address
/// (in `sem`, a pointer without provenance: only its arithmetic and comparisons are
/// defined, which is what runs natively without memory).
fn pointer_at(b: &mut Builder) -> String {
    let a = b.operand(&Type::Int(64), Hint::Any, false);
    let n = format!("%v{}", b.body.len());
    b.body.push(format!("  {n} = getelementptr i8, ptr null, i64 {a}"));
    b.keys.push("getelementptr".into());
    n
}

/// `getelementptr` with random flags, element type and index on `base`.
fn gep_on(b: &mut Builder, base: &str) -> String {
    let flags = *b
        .rng
        .pick(&["", "inbounds ", "nuw ", "nusw ", "inbounds nuw ", "nusw nuw "]);
    let elem = *b.rng.pick(&["i8", "i16", "i32", "i64", "[3 x i16]", "<3 x i32>"]);
    let it = b
        .rng
        .pick(&[Type::Int(8), Type::Int(32), Type::Int(64), Type::Int(128)])
        .clone();
    let i = b.operand(&it, Hint::Any, true);
    let n = format!("%v{}", b.body.len());
    b.body
        .push(format!("  {n} = getelementptr {flags}{elem}, ptr {base}, {it} {i}"));
    b.keys.push("getelementptr".into());
    n
}

/// The pointer classes: integer inputs, pointer arithmetic inside, an integer result.
fn gen_pointer(b: &mut Builder, c: Class, hint: Option<&Type>) -> Option<()> {
    if hint.is_some_and(|t| *t != Type::Int(64)) {
        return None;
    }
    let base = pointer_at(b);
    match c {
        Class::Gep => {
            let g = gep_on(b, &base);
            b.emit("ptrtoint".into(), Type::Int(64), format!("ptrtoint ptr {g} to i64"));
        }
        Class::PtrToInt => {
            let w = *b.rng.pick(&[1u32, 8, 32, 33, 64, 128]);
            let p = if b.rng.chance(1, 2) { gep_on(b, &base) } else { base };
            b.emit("ptrtoint".into(), Type::Int(w), format!("ptrtoint ptr {p} to i{w}"));
        }
        _ => {
            let x = if b.rng.chance(2, 3) {
                gep_on(b, &base)
            } else {
                base.clone()
            };
            let y = match b.rng.below(3) {
                0 => base,
                1 => gep_on(b, &base),
                _ => {
                    let other = pointer_at(b);
                    gep_on(b, &other)
                }
            };
            let pred = b.rng.pick(&IPREDS).name();
            b.emit("icmp ptr".into(), Type::i1(), format!("icmp {pred} ptr {x}, {y}"));
        }
    }
    Some(())
}

/// Emits one instruction of class `c`; with `hint`, its main operand has that type (the
/// previous result's), or `None` when the class cannot read such a value.
fn gen_class(b: &mut Builder, c: Class, hint: Option<&Type>) -> Option<()> {
    let key = class_key(c);
    match c {
        Class::Bin(op) if op.is_float() => {
            let t = b.float_type(hint)?;
            let fmf = b.fmf(&t);
            let x = b.operand(&t, Hint::Any, false);
            let y = b.operand(&t, Hint::Any, true);
            b.emit(key, t.clone(), format!("{} {fmf}{t} {x}, {y}", op.name()));
        }
        Class::Bin(op) => {
            let t = b.int_type(hint, |_| true)?;
            let flags = match op {
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => *b.rng.pick(&["", "nuw ", "nsw ", "nuw nsw "]),
                BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => *b.rng.pick(&["", "", "exact "]),
                BinOp::Or => *b.rng.pick(&["", "", "disjoint "]),
                _ => "",
            };
            let h = match op {
                BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => Hint::Divisor,
                BinOp::Shl | BinOp::LShr | BinOp::AShr => Hint::ShiftAmount,
                _ => Hint::Any,
            };
            let x = b.operand(&t, Hint::Any, false);
            let y = b.operand(&t, h, true);
            b.emit(key, t.clone(), format!("{} {flags}{t} {x}, {y}", op.name()));
        }
        Class::FNeg => {
            let t = b.float_type(hint)?;
            let fmf = b.fmf(&t);
            let x = b.operand(&t, Hint::Any, false);
            b.emit(key, t.clone(), format!("fneg {fmf}{t} {x}"));
        }
        Class::ICmp => {
            let t = b.int_type(hint, |_| true)?;
            let pred = b.rng.pick(&IPREDS).name();
            let ss = if b.rng.chance(1, 3) { "samesign " } else { "" };
            let x = b.operand(&t, Hint::Any, false);
            let y = b.operand(&t, Hint::Any, true);
            b.emit(key, t.with_scalar(Type::i1()), format!("icmp {ss}{pred} {t} {x}, {y}"));
        }
        Class::FCmp => {
            let t = b.float_type(hint)?;
            let pred = b.rng.pick(&FPREDS).name();
            let fmf = b.fmf(&t);
            let x = b.operand(&t, Hint::Any, false);
            let y = b.operand(&t, Hint::Any, true);
            b.emit(key, t.with_scalar(Type::i1()), format!("fcmp {fmf}{pred} {t} {x}, {y}"));
        }
        Class::Select => {
            let as_cond = hint.is_some_and(|h| *h.scalar() == Type::i1()) && b.rng.chance(2, 3);
            let (ct, t) = if as_cond {
                let ct = hint.unwrap().clone();
                let e = b.any_type(None).scalar().clone();
                let t = if ct.is_vector() { ct.with_scalar(e) } else { b.shape(e) };
                (ct, t)
            } else {
                let t = b.any_type(hint);
                let ct = if t.is_vector() && b.rng.chance(1, 2) {
                    t.with_scalar(Type::i1())
                } else {
                    Type::i1()
                };
                (ct, t)
            };
            let fmf = b.fmf(&t);
            let (c, x, y) = if as_cond {
                let c = b.operand(&ct, Hint::Any, false);
                (c, b.operand(&t, Hint::Any, true), b.operand(&t, Hint::Any, true))
            } else {
                let x = b.operand(&t, Hint::Any, false);
                let y = b.operand(&t, Hint::Any, true);
                (b.operand(&ct, Hint::Any, true), x, y)
            };
            b.emit(key, t.clone(), format!("select {fmf}{ct} {c}, {t} {x}, {t} {y}"));
        }
        Class::Freeze => {
            // Only of a parameter (never poison), so that the result is deterministic.
            if hint.is_some() {
                return None;
            }
            let t = b.any_type(None);
            let x = b.param(&t, Hint::Any);
            b.emit(key, t.clone(), format!("freeze {t} {x}"));
        }
        Class::Cast(op) => gen_cast(b, op, hint)?,
        Class::ExtractElement | Class::InsertElement => {
            let t = match hint {
                Some(t) if t.is_vector() => t.clone(),
                Some(t) if c == Class::InsertElement => b.shape(t.clone()),
                Some(_) => return None,
                None => loop {
                    let t = b.any_type(None);
                    if t.is_vector() {
                        break t;
                    }
                },
            };
            if !t.is_vector() {
                return None;
            }
            let e = t.scalar().clone();
            let v = b.operand(&t, Hint::Any, false);
            let idx = b.index(t.lanes());
            if c == Class::ExtractElement {
                b.emit(key, e.clone(), format!("extractelement {t} {v}, {idx}"));
            } else {
                let x = b.operand(&e, Hint::Any, true);
                b.emit(key, t.clone(), format!("insertelement {t} {v}, {e} {x}, {idx}"));
            }
        }
        Class::ShuffleVector => {
            let t = match hint {
                Some(t) => t.is_vector().then(|| t.clone())?,
                None => loop {
                    let t = b.any_type(None);
                    if t.is_vector() {
                        break t;
                    }
                },
            };
            let n = t.lanes();
            let m = *b.rng.pick(&[1, 2, 4, 8, n, 2 * n]);
            let mask: Vec<String> = (0..m)
                .map(|_| {
                    if b.rng.chance(1, 8) {
                        "i32 poison".to_string()
                    } else {
                        format!("i32 {}", b.rng.below(2 * n as u64))
                    }
                })
                .collect();
            let x = b.operand(&t, Hint::Any, false);
            let y = if b.rng.chance(1, 4) {
                "poison".to_string()
            } else {
                b.operand(&t, Hint::Any, true)
            };
            let rt = Type::vec(m, t.scalar().clone());
            b.emit(
                key,
                rt,
                format!("shufflevector {t} {x}, {t} {y}, <{m} x i32> <{}>", mask.join(", ")),
            );
        }
        Class::Intrinsic(name) => gen_intrinsic(b, name, hint)?,
        Class::Gep | Class::PtrToInt | Class::PtrICmp => gen_pointer(b, c, hint)?,
    }
    Some(())
}

/// Test function number `i` of a run with `rng`: its first instruction is of class
/// `classes()[i % len]`; a quarter of them chain one or two more instructions onto it.
pub fn case(rng: &mut Rng, first: Class) -> Case {
    let mut b = Builder {
        rng,
        params: Vec::new(),
        body: Vec::new(),
        keys: Vec::new(),
        pending: None,
        last: None,
    };
    // Some random types have no instance of the class (`fpext` of `fp128`): draw again.
    while gen_class(&mut b, first, None).is_none() {
        b.params.clear();
    }
    let all = classes();
    let extra = if b.rng.chance(1, 4) { 1 + b.rng.below(2) } else { 0 };
    for _ in 0..extra {
        let t = b.last.as_ref().unwrap().1.clone();
        for _ in 0..20 {
            let c = *b.rng.pick(&all);
            let saved = b.params.len();
            if gen_class(&mut b, c, Some(&t)).is_some() {
                break;
            }
            // A class that cannot read `t` may have made parameters before giving up.
            b.params.truncate(saved);
        }
    }
    let (last, ret) = b.last.clone().unwrap();
    let params: Vec<String> = b
        .params
        .iter()
        .enumerate()
        .map(|(i, (t, _))| format!("{t} %p{i}"))
        .collect();
    let mut text = format!("define {ret} @f({}) {{\n", params.join(", "));
    for l in &b.body {
        text.push_str(l);
        text.push('\n');
    }
    let _ = writeln!(text, "  ret {ret} {last}\n}}");
    Case {
        text,
        params: b.params.iter().map(|p| p.0.clone()).collect(),
        hints: b.params.iter().map(|p| p.1).collect(),
        ret,
        keys: b.keys,
    }
}
