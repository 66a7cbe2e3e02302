//! The random function generator of the property tests: a vector of numbers read as
//! a sequence of choices (0 the simplest), so shrinking the vector shrinks the function.
//! Types, constants and operands here; instructions in `ops`, calls and whole functions
//! in `calls`.

mod calls;
mod ops;

use minotaur::ir::*;
use minotaur::util::ApInt;
use std::collections::BTreeMap;

// ---------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------

pub(crate) struct G {
    pub(crate) data: Vec<u64>,
    pub(crate) i: usize,
    pub(crate) counter: u32,
    /// Locals defined so far (params and results), with their types.
    pub(crate) env: Vec<(Type, String)>,
    /// Names of all blocks (index 0 is the entry block, possibly "").
    pub(crate) blocks: Vec<String>,
}

pub(crate) const INT_WIDTHS: [u32; 9] = [32, 1, 8, 16, 64, 7, 33, 128, 256];
pub(crate) const FLOAT_KINDS: [FloatKind; 6] = [
    FloatKind::Float,
    FloatKind::Double,
    FloatKind::Half,
    FloatKind::BFloat,
    FloatKind::Fp128,
    FloatKind::X86Fp80,
];
pub(crate) const VEC_LENS: [u32; 4] = [4, 2, 8, 16];

pub(crate) fn i32t() -> Type {
    Type::Int(32)
}
pub(crate) fn i64t() -> Type {
    Type::Int(64)
}
pub(crate) fn st(fields: Vec<Type>) -> Type {
    Type::Struct { fields, packed: false }
}
pub(crate) fn arr(len: u64, elem: Type) -> Type {
    Type::Array {
        len,
        elem: Box::new(elem),
    }
}

/// LLVM's overloaded-intrinsic suffix of a type.
pub(crate) fn mangle(t: &Type) -> String {
    match t {
        Type::Int(w) => format!("i{w}"),
        Type::Float(k) => match k {
            FloatKind::Half => "f16",
            FloatKind::BFloat => "bf16",
            FloatKind::Float => "f32",
            FloatKind::Double => "f64",
            FloatKind::Fp128 => "f128",
            FloatKind::X86Fp80 => "f80",
            FloatKind::PpcFp128 => "ppcf128",
        }
        .to_string(),
        Type::Ptr(a) => format!("p{a}"),
        Type::Vector { len, elem, .. } => format!("v{len}{}", mangle(elem)),
        _ => "x".into(),
    }
}

/// The type reached by `extractvalue`/`insertvalue` indices, as the parser computes it.
pub(crate) fn index_type(t: &Type, idx: &[u32]) -> Type {
    let mut cur = t.clone();
    for &i in idx {
        cur = match resolve(&cur) {
            Type::Struct { fields, .. } => fields[i as usize].clone(),
            Type::Array { elem, .. } => *elem,
            _ => unreachable!(),
        };
    }
    cur
}

/// The named struct types the generated functions may use, as a module would define them.
pub(crate) fn named_types() -> BTreeMap<String, Type> {
    let mut m = BTreeMap::new();
    m.insert(
        "struct.S".to_string(),
        st(vec![i32t(), arr(2, Type::Int(8)), Type::ptr()]),
    );
    m.insert("a b".to_string(), st(vec![i64t(), Type::Named("struct.S".into())]));
    m.insert(
        "packed".to_string(),
        Type::Struct {
            fields: vec![Type::Int(8), i32t()],
            packed: true,
        },
    );
    m
}

pub(crate) fn resolve(t: &Type) -> Type {
    match t {
        Type::Named(n) => resolve(&named_types()[n]),
        t => t.clone(),
    }
}

pub(crate) fn u128_to_apint(width: u32, v: u128) -> ApInt {
    ApInt::from_words(width, &[v as u64, (v >> 64) as u64])
}

impl G {
    pub(crate) fn new(data: Vec<u64>) -> G {
        G {
            data,
            i: 0,
            counter: 0,
            env: Vec::new(),
            blocks: Vec::new(),
        }
    }

    pub(crate) fn raw(&mut self) -> u64 {
        let v = self.data.get(self.i).copied().unwrap_or(0);
        self.i += 1;
        v
    }
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.raw() % n as u64) as usize
    }
    /// True with probability `pct`% (and false on the zero choice).
    pub(crate) fn chance(&mut self, pct: usize) -> bool {
        self.below(100) >= 100 - pct
    }
    pub(crate) fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())].clone()
    }

    /// A fresh value name: mostly plain words, sometimes names LLVM must quote.
    pub(crate) fn fresh(&mut self) -> String {
        self.counter += 1;
        let n = self.counter;
        match self.below(16) {
            0..=9 => format!("v{n}"),
            10 => format!("{n}"),
            11 => format!("a b{n}"),
            12 => format!("{n}x"),
            13 => format!("q\"u\\o{n}"),
            14 => format!("x.y-{n}$_"),
            _ => format!("é{n}\tz"),
        }
    }

    pub(crate) fn block_name(&mut self) -> String {
        self.counter += 1;
        let n = self.counter;
        match self.below(6) {
            0 | 1 => format!("bb{n}"),
            2 => format!("for.body{n}"),
            3 => format!("{n}"),
            4 => format!("if then{n}"),
            _ => format!("-L.{n}"),
        }
    }

    // ---- types ----

    pub(crate) fn int_width(&mut self) -> u32 {
        self.pick(&INT_WIDTHS)
    }
    pub(crate) fn float_kind(&mut self) -> FloatKind {
        self.pick(&FLOAT_KINDS)
    }
    pub(crate) fn scalar_type(&mut self) -> Type {
        match self.below(8) {
            0..=3 => Type::Int(self.int_width()),
            4 | 5 => Type::Float(self.float_kind()),
            _ => Type::ptr(),
        }
    }
    pub(crate) fn maybe_vec(&mut self, t: Type) -> Type {
        if self.chance(25) {
            let n = self.pick(&VEC_LENS);
            let scalable = self.chance(10);
            Type::Vector {
                len: n,
                elem: Box::new(t),
                scalable,
            }
        } else {
            t
        }
    }
    pub(crate) fn first_class(&mut self) -> Type {
        let t = self.scalar_type();
        self.maybe_vec(t)
    }
    /// A type satisfying `pred`, preferably one some local already has.
    pub(crate) fn choose_ty(&mut self, pred: impl Fn(&Type) -> bool, fallback: impl FnOnce(&mut G) -> Type) -> Type {
        let cands: Vec<Type> = self.env.iter().map(|(t, _)| t.clone()).filter(|t| pred(t)).collect();
        if !cands.is_empty() && self.below(3) != 2 {
            let k = self.below(cands.len());
            cands[k].clone()
        } else {
            fallback(self)
        }
    }
    pub(crate) fn int_like(&mut self) -> Type {
        self.choose_ty(
            |t| t.scalar().is_int(),
            |g| {
                let w = g.int_width();
                g.maybe_vec(Type::Int(w))
            },
        )
    }
    pub(crate) fn float_like(&mut self) -> Type {
        self.choose_ty(
            |t| t.scalar().is_float(),
            |g| {
                let k = g.float_kind();
                g.maybe_vec(Type::Float(k))
            },
        )
    }
    pub(crate) fn vector_ty(&mut self) -> Type {
        self.choose_ty(
            |t| t.is_vector(),
            |g| {
                let n = g.pick(&VEC_LENS);
                let e = g.scalar_type();
                Type::vec(n, e)
            },
        )
    }
    pub(crate) fn any_ty(&mut self) -> Type {
        self.choose_ty(|t| t.bits().is_some(), |g| g.first_class())
    }
    pub(crate) fn agg_ty(&mut self) -> Type {
        match self.below(9) {
            5 => Type::Named("struct.S".into()),
            6 => Type::Named("a b".into()),
            7 => Type::Named("packed".into()),
            8 => Type::Struct {
                fields: vec![Type::Int(16), Type::ptr(), arr(2, Type::Int(8))],
                packed: true,
            },
            0 => st(vec![i32t(), Type::i1()]),
            1 => st(vec![arr(2, i32t()), Type::i1()]),
            2 => st(vec![st(vec![Type::Int(8), Type::ptr()]), Type::Float(FloatKind::Float)]),
            3 => arr(3, Type::Float(FloatKind::Double)),
            _ => {
                let t = self.first_class();
                st(vec![t, Type::Int(64)])
            }
        }
    }

    // ---- constants ----

    pub(crate) fn int_bits(&mut self, w: u32) -> ApInt {
        match self.below(6) {
            0 => ApInt::from_i64(w, self.below(5) as i64 - 2),
            1 => ApInt::from_i64(w, self.raw() as i64),
            2 => {
                let ws = [self.raw(), self.raw(), self.raw(), self.raw()];
                ApInt::from_words(w, &ws)
            }
            3 => ApInt::all_ones(w),
            4 => {
                // The signed minimum and maximum.
                let mut a = ApInt::zero(w);
                let min = self.below(2) == 0;
                for b in 0..w {
                    a.set_bit(b, (b == w - 1) == min);
                }
                a
            }
            _ => ApInt::from_u64(w, self.below(1000) as u64),
        }
    }

    pub(crate) fn float_bits(&mut self, k: FloatKind) -> ApInt {
        let w = k.bits();
        if k == FloatKind::X86Fp80 {
            let v: u128 = match self.below(5) {
                0 => (16383u128 << 64) | (1 << 63),
                1 => 1u128 << 79,
                2 => (0x7fffu128 << 64) | (3 << 62),
                _ => (self.raw() as u128) | ((self.raw() as u128 & 0xffff) << 64),
            };
            return u128_to_apint(80, v);
        }
        let (e, s) = k.ieee_layout().unwrap();
        let sign = 1u128 << (w - 1);
        let mask = if w == 128 { u128::MAX } else { (1u128 << w) - 1 };
        let exp_ones = ((1u128 << e) - 1) << s;
        let bias = (1u128 << (e - 1)) - 1;
        let v: u128 = match self.below(16) {
            0 => bias << s,                                                                      // 1.0
            1 => 0,                                                                              // +0
            2 => sign,                                                                           // -0
            3 => exp_ones,                                                                       // +inf
            4 => sign | exp_ones,                                                                // -inf
            5 => exp_ones | (1 << (s - 1)),                                                      // qNaN
            6 => exp_ones | 1,                                                                   // sNaN
            7 => sign | exp_ones | (1 << (s - 1)) | (self.raw() as u128 & ((1 << (s - 1)) - 1)), // -NaN w/ payload
            8 => 1,                                                                              // smallest denormal
            9 => (1u128 << s) - 1,                                                               // largest denormal
            10 => 1u128 << s,                                                                    // smallest normal
            11 => exp_ones - 1,                                                                  // largest finite
            12 => {
                // Values with short decimal forms and their neighbours.
                let vals = [
                    0.1f64, 1.5, -2.0, 1e100, 123456.0, 1234567.0, 0.5, 3.0e-300, 65504.0, 1.0e-7, 0.3,
                ];
                let v = self.pick(&vals);
                match k {
                    FloatKind::Double => v.to_bits() as u128,
                    FloatKind::Float => (v as f32).to_bits() as u128,
                    _ => bias << s,
                }
            }
            13 => {
                // A random double/float, nudged by one ulp.
                let r = self.raw();
                let r = if self.below(2) == 0 { r.wrapping_add(1) } else { r };
                r as u128 & mask
            }
            _ => ((self.raw() as u128) | ((self.raw() as u128) << 64)) & mask,
        };
        u128_to_apint(w, v)
    }

    /// A constant usable as a vector element or scalar of type `t`.
    pub(crate) fn scalar_const(&mut self, t: &Type) -> Const {
        match self.below(10) {
            8 => Const::Poison,
            9 if self.below(2) == 0 => Const::Undef,
            _ => match t {
                Type::Int(w) => Const::Int(self.int_bits(*w)),
                Type::Float(k) => Const::Float(self.float_bits(*k)),
                Type::Ptr(_) => Const::Null,
                _ => Const::Poison,
            },
        }
    }

    /// A constant inside an aggregate or vector, where a global is allowed (it parses as
    /// the verbatim expression `@name`).
    pub(crate) fn elem_const(&mut self, t: &Type) -> Const {
        if t.is_ptr() && self.chance(30) {
            return Const::Expr(self.pick(&["@g", "@\"glob al\"", "@0"]).to_string());
        }
        match t {
            Type::Int(_) | Type::Float(_) | Type::Ptr(_) => self.scalar_const(t),
            _ => self.konst(t),
        }
    }

    pub(crate) fn konst(&mut self, t: &Type) -> Const {
        match self.below(14) {
            11 => return Const::Poison,
            12 => return Const::Undef,
            13 => return Const::Zero,
            _ => {}
        }
        if let Type::Named(_) = t {
            return match resolve(t) {
                Type::Struct { fields, packed } => {
                    Const::Struct(fields.iter().map(|f| (f.clone(), self.elem_const(f))).collect(), packed)
                }
                _ => unreachable!(),
            };
        }
        if self.chance(8) {
            match t {
                Type::Ptr(0) => {
                    let e = self.pick(&[
                        "getelementptr inbounds (i8, ptr @g, i64 4)",
                        "getelementptr ([4 x i8], ptr @\"glob al\", i64 0, i64 1)",
                        "inttoptr (i64 16 to ptr)",
                        "blockaddress(@f, %bb1)",
                    ]);
                    return Const::Expr(e.to_string());
                }
                Type::Int(64) => return Const::Expr("ptrtoint (ptr @g to i64)".into()),
                Type::Array { elem, .. } if **elem == Type::Int(8) => {
                    return Const::CString(self.pick(&["", "ab", "h\\0A\\00", "\\22q"]).to_string())
                }
                _ => {}
            }
        }
        match t {
            Type::Vector {
                scalable: true, elem, ..
            } => {
                let c = self.scalar_const(elem);
                Const::Splat((**elem).clone(), Box::new(c))
            }
            Type::Vector { len, elem, .. } => match self.below(3) {
                0 => {
                    let c = match elem.as_ref() {
                        Type::Int(w) => Const::Int(self.int_bits(*w)),
                        Type::Float(k) => Const::Float(self.float_bits(*k)),
                        _ => Const::Null,
                    };
                    Const::Splat((**elem).clone(), Box::new(c))
                }
                _ => Const::Vector((0..*len).map(|_| ((**elem).clone(), self.elem_const(elem))).collect()),
            },
            Type::Struct { fields, packed } => Const::Struct(
                fields.iter().map(|f| (f.clone(), self.elem_const(f))).collect(),
                *packed,
            ),
            Type::Array { len, elem } => {
                Const::Array((0..*len).map(|_| ((**elem).clone(), self.elem_const(elem))).collect())
            }
            _ => self.scalar_const(t),
        }
    }

    /// An operand of type `t`: an earlier local when there is one, else a constant.
    pub(crate) fn operand(&mut self, t: &Type) -> Operand {
        let cands: Vec<String> = self
            .env
            .iter()
            .filter(|(ty, _)| ty == t)
            .map(|(_, n)| n.clone())
            .collect();
        if !cands.is_empty() && self.below(4) != 3 {
            let k = self.below(cands.len());
            return Operand::local(t.clone(), cands[k].clone());
        }
        if t.is_ptr() && self.chance(20) {
            let g = self.pick(&["g", "glob al", "0"]);
            return Operand {
                ty: t.clone(),
                val: Val::Global(g.to_string()),
            };
        }
        let c = self.konst(t);
        Operand::konst(t.clone(), c)
    }

    pub(crate) fn fmf(&mut self) -> FastMath {
        if self.chance(40) {
            FastMath(self.raw() as u8 & 127)
        } else {
            FastMath::default()
        }
    }

    pub(crate) fn flags_from(&mut self, opts: &[Flags]) -> Flags {
        let mut f = Flags::NONE;
        for o in opts {
            if self.chance(40) {
                f.set(*o);
            }
        }
        f
    }

    pub(crate) fn meta(&mut self) -> Vec<(String, String)> {
        if !self.chance(25) {
            return Vec::new();
        }
        let all = [
            ("tbaa", "!5"),
            ("range", "!{i32 0, i32 10}"),
            ("llvm.access.group", "!4"),
            ("nonnull", "!{}"),
            ("dbg", "!12"),
        ];
        let n = 1 + self.below(2);
        (0..n)
            .map(|_| self.pick(&all))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    // ---- instructions ----

    /// A non-terminator instruction; pushes its result (if any) into the environment.
    pub(crate) fn inst(&mut self) -> Inst {
        let (ty, op) = self.op();
        let name = if ty.is_void() { None } else { Some(self.fresh()) };
        let mut i = Inst::new(name.clone(), ty.clone(), op);
        if matches!(i.op, Op::Load { .. } | Op::Store { .. } | Op::Call(_)) || self.chance(5) {
            if !matches!(i.op, Op::Opaque { .. }) {
                i.meta = self.meta();
            }
        }
        if self.chance(5) {
            let v = match self.env.last() {
                Some((t, n)) if t.bits().is_some() => format!("{t} %{}", quote_name(n)),
                _ => "ptr null".into(),
            };
            i.dbg_records
                .push(format!("#dbg_value({v}, !10, !DIExpression(), !12)"));
        }
        if let Some(n) = name {
            self.env.push((ty, n));
        }
        i
    }
}

pub(crate) fn inst_preds() -> Vec<IPred> {
    vec![
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
    ]
}
pub(crate) fn fpreds() -> Vec<FPred> {
    vec![
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
    ]
}

pub(crate) fn quote_name(n: &str) -> String {
    minotaur::ir::quote_name(n)
}
pub(crate) fn print_val(o: &Operand) -> String {
    minotaur::ir::print_val(&o.ty, &o.val)
}
