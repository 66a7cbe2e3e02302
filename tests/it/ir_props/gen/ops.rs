//! The generator's instructions: arithmetic, compares, vectors, memory, casts, GEPs.

use super::*;

impl G {
    pub(crate) fn op(&mut self) -> (Type, Op) {
        match self.below(22) {
            0 | 1 => {
                let t = self.int_like();
                let op = self.pick(&minotaur::ir::BIN_OPS[..13]);
                let flags = match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => self.flags_from(&[Flags::NUW, Flags::NSW]),
                    BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => self.flags_from(&[Flags::EXACT]),
                    BinOp::Or => self.flags_from(&[Flags::DISJOINT]),
                    _ => Flags::NONE,
                };
                let a = self.operand(&t);
                let b = self.operand(&t);
                (
                    t,
                    Op::Bin {
                        op,
                        flags,
                        fmf: FastMath::default(),
                        a,
                        b,
                    },
                )
            }
            2 => {
                let t = self.float_like();
                let op = self.pick(&minotaur::ir::BIN_OPS[13..]);
                let fmf = self.fmf();
                let a = self.operand(&t);
                let b = self.operand(&t);
                (
                    t,
                    Op::Bin {
                        op,
                        flags: Flags::NONE,
                        fmf,
                        a,
                        b,
                    },
                )
            }
            3 => {
                let t = self.float_like();
                let fmf = self.fmf();
                let a = self.operand(&t);
                (t, Op::FNeg { fmf, a })
            }
            4 => {
                let t = self.choose_ty(|t| t.scalar().is_int() || t.scalar().is_ptr(), |g| g.int_like());
                let pred = self.pick(&inst_preds());
                let flags = self.flags_from(&[Flags::SAMESIGN]);
                let a = self.operand(&t);
                let b = self.operand(&t);
                (t.with_scalar(Type::i1()), Op::ICmp { pred, flags, a, b })
            }
            5 => {
                let t = self.float_like();
                let pred = self.pick(&fpreds());
                let fmf = self.fmf();
                let a = self.operand(&t);
                let b = self.operand(&t);
                (t.with_scalar(Type::i1()), Op::FCmp { pred, fmf, a, b })
            }
            6 => {
                let t = self.any_ty();
                let cty = if t.is_vector() && self.below(2) == 0 {
                    t.with_scalar(Type::i1())
                } else {
                    Type::i1()
                };
                let fmf = if t.scalar().is_float() {
                    self.fmf()
                } else {
                    FastMath::default()
                };
                let cond = self.operand(&cty);
                let tv = self.operand(&t);
                let fv = self.operand(&t);
                (
                    t,
                    Op::Select {
                        fmf,
                        cond,
                        t: tv,
                        f: fv,
                    },
                )
            }
            7 => {
                let t = self.any_ty();
                let a = self.operand(&t);
                (t.clone(), Op::Freeze(a))
            }
            8 | 9 => self.cast(),
            10 => {
                let v = self.vector_ty();
                let it = if self.below(2) == 0 { i32t() } else { i64t() };
                let vec = self.operand(&v);
                let idx = self.operand(&it);
                (v.scalar().clone(), Op::ExtractElement { vec, idx })
            }
            11 => {
                let v = self.vector_ty();
                let it = if self.below(2) == 0 { i32t() } else { i64t() };
                let vec = self.operand(&v);
                let elt = self.operand(&v.scalar().clone());
                let idx = self.operand(&it);
                (v, Op::InsertElement { vec, elt, idx })
            }
            12 => {
                let v = self.choose_ty(
                    |t| matches!(t, Type::Vector { scalable: false, .. }),
                    |g| {
                        let n = g.pick(&VEC_LENS);
                        let e = g.scalar_type();
                        Type::vec(n, e)
                    },
                );
                let n = v.lanes();
                let m = match self.below(4) {
                    0 => n,
                    k => [2, 4, 8][k - 1],
                };
                let mask: Vec<Option<u32>> = (0..m)
                    .map(|_| {
                        if self.below(4) == 3 {
                            None
                        } else {
                            Some(self.below(2 * n as usize) as u32)
                        }
                    })
                    .collect();
                let a = self.operand(&v);
                let b = self.operand(&v);
                (Type::vec(m, v.scalar().clone()), Op::ShuffleVector { a, b, mask })
            }
            13 | 14 => self.call(),
            15 => {
                // extractvalue / insertvalue, preferably on a struct-typed call result.
                let t = self.choose_ty(
                    |t| matches!(t, Type::Struct { .. } | Type::Array { .. }),
                    |g| g.agg_ty(),
                );
                let mut idx = vec![];
                let mut cur = t.clone();
                loop {
                    let n = match &cur {
                        Type::Struct { fields, .. } => fields.len(),
                        Type::Array { len, .. } => *len as usize,
                        _ => break,
                    };
                    idx.push(self.below(n) as u32);
                    cur = index_type(&t, &idx);
                    if self.below(3) == 2 {
                        break;
                    }
                }
                let agg = self.operand(&t);
                if self.below(2) == 0 {
                    (cur, Op::ExtractValue { agg, idx })
                } else {
                    let val = self.operand(&cur);
                    (t, Op::InsertValue { agg, val, idx })
                }
            }
            16 => {
                let ty = match self.below(4) {
                    0 => i32t(),
                    1 => arr(4, i32t()),
                    2 => self.agg_ty(),
                    _ => self.first_class(),
                };
                let count = if self.chance(30) {
                    let ct = if self.below(2) == 0 { i32t() } else { i64t() };
                    Some(self.operand(&ct))
                } else {
                    None
                };
                let align = if self.chance(70) {
                    Some(1u64 << self.below(7))
                } else {
                    None
                };
                let addrspace = if self.chance(15) { Some(5) } else { None };
                (
                    Type::Ptr(addrspace.unwrap_or(0)),
                    Op::Alloca {
                        ty,
                        count,
                        align,
                        addrspace,
                    },
                )
            }
            17 => {
                let ty = self.any_ty();
                let ptr = self.operand(&Type::ptr());
                let atomic = self.atomic(&ty);
                let volatile = self.chance(20);
                let align = if self.chance(80) {
                    Some(1u64 << self.below(6))
                } else {
                    None
                };
                (
                    ty,
                    Op::Load {
                        volatile,
                        atomic,
                        ptr,
                        align,
                    },
                )
            }
            18 => {
                let ty = self.any_ty();
                let val = self.operand(&ty);
                let ptr = self.operand(&Type::ptr());
                let atomic = self.atomic(&ty);
                let volatile = self.chance(20);
                let align = if self.chance(80) {
                    Some(1u64 << self.below(6))
                } else {
                    None
                };
                (
                    Type::Void,
                    Op::Store {
                        volatile,
                        atomic,
                        val,
                        ptr,
                        align,
                    },
                )
            }
            19 => self.gep(),
            20 => self.opaque(),
            _ => {
                let t = self.int_like();
                let a = self.operand(&t);
                let b = self.operand(&t);
                (
                    t,
                    Op::Bin {
                        op: BinOp::Add,
                        flags: Flags::NONE,
                        fmf: FastMath::default(),
                        a,
                        b,
                    },
                )
            }
        }
    }

    pub(crate) fn atomic(&mut self, ty: &Type) -> Option<String> {
        if ty.is_vector() || !self.chance(10) {
            return None;
        }
        Some(
            self.pick(&[
                "seq_cst",
                "acquire",
                "monotonic",
                "syncscope(\"singlethread\") unordered",
            ])
            .to_string(),
        )
    }

    pub(crate) fn cast(&mut self) -> (Type, Op) {
        let shape = if self.chance(25) {
            Some(self.pick(&VEC_LENS))
        } else {
            None
        };
        let shaped = |t: Type| match shape {
            Some(n) => Type::vec(n, t),
            None => t,
        };
        let widths = [8u32, 16, 32, 33, 64, 128, 256];
        let k = self.below(15);
        let (op, src, dst, flags): (CastOp, Type, Type, Flags) = match k {
            0 | 1 | 2 => {
                let i = 1 + self.below(widths.len() - 1);
                let sw = widths[i];
                let dw = [1, 7, 8, 16, 32, 64, 128][self.below(7)].min(sw - 1).max(1);
                let dw = if dw >= sw { 1 } else { dw };
                let (op, s, d) = match k {
                    0 => (CastOp::Trunc, sw, dw),
                    1 => (CastOp::ZExt, dw, sw),
                    _ => (CastOp::SExt, dw, sw),
                };
                let flags = match op {
                    CastOp::Trunc => self.flags_from(&[Flags::NUW, Flags::NSW]),
                    CastOp::ZExt => self.flags_from(&[Flags::NNEG]),
                    _ => Flags::NONE,
                };
                (op, Type::Int(s), Type::Int(d), flags)
            }
            3 | 4 => {
                let big = self.pick(&[
                    FloatKind::Double,
                    FloatKind::Float,
                    FloatKind::Fp128,
                    FloatKind::X86Fp80,
                ]);
                let small = self.pick(&[FloatKind::Half, FloatKind::BFloat, FloatKind::Float, FloatKind::Double]);
                let (big, small) = if small.bits() < big.bits() {
                    (big, small)
                } else {
                    (FloatKind::Double, FloatKind::Half)
                };
                if k == 3 {
                    (CastOp::FPTrunc, Type::Float(big), Type::Float(small), Flags::NONE)
                } else {
                    (CastOp::FPExt, Type::Float(small), Type::Float(big), Flags::NONE)
                }
            }
            5 | 6 => {
                let f = Type::Float(self.float_kind());
                let i = Type::Int(self.int_width());
                (if k == 5 { CastOp::FPToSI } else { CastOp::FPToUI }, f, i, Flags::NONE)
            }
            7 | 8 => {
                let f = Type::Float(self.float_kind());
                let i = Type::Int(self.int_width());
                let flags = if k == 8 {
                    self.flags_from(&[Flags::NNEG])
                } else {
                    Flags::NONE
                };
                (if k == 7 { CastOp::SIToFP } else { CastOp::UIToFP }, i, f, flags)
            }
            9 => (
                CastOp::PtrToInt,
                Type::ptr(),
                Type::Int(self.pick(&[64, 32, 8])),
                Flags::NONE,
            ),
            10 => (
                CastOp::IntToPtr,
                Type::Int(self.pick(&[64, 32, 128])),
                Type::ptr(),
                Flags::NONE,
            ),
            11 => (CastOp::PtrToAddr, Type::ptr(), i64t(), Flags::NONE),
            12 => {
                if self.below(2) == 0 {
                    (CastOp::AddrSpaceCast, Type::ptr(), Type::Ptr(1), Flags::NONE)
                } else {
                    (CastOp::AddrSpaceCast, Type::Ptr(3), Type::ptr(), Flags::NONE)
                }
            }
            _ => {
                // bitcast between types of equal width (the vector shape is chosen here).
                let src = self.choose_ty(
                    |t| t.bits().is_some() && !t.scalar().is_ptr(),
                    |g| {
                        let w = g.pick(&[32u32, 64, 16, 128]);
                        Type::Int(w)
                    },
                );
                let b = src.bits().unwrap();
                let mut cands = vec![Type::Int(b), src.clone()];
                for k in FLOAT_KINDS {
                    if k.bits() == b {
                        cands.push(Type::Float(k));
                    }
                }
                for e in [
                    Type::Int(8),
                    Type::Int(16),
                    i32t(),
                    i64t(),
                    Type::Float(FloatKind::Half),
                    Type::Float(FloatKind::Float),
                ] {
                    let eb = e.bits().unwrap();
                    if b % eb == 0 && [2, 4, 8, 16].contains(&(b / eb)) {
                        cands.push(Type::vec(b / eb, e));
                    }
                }
                let dst = self.pick(&cands);
                let a = self.operand(&src);
                return (
                    dst,
                    Op::Cast {
                        op: CastOp::BitCast,
                        flags: Flags::NONE,
                        fmf: FastMath::default(),
                        a,
                    },
                );
            }
        };
        let fmf = if matches!(op, CastOp::FPTrunc | CastOp::FPExt) {
            self.fmf()
        } else {
            FastMath::default()
        };
        let (src, dst) = (shaped(src), shaped(dst));
        let a = self.operand(&src);
        (dst, Op::Cast { op, flags, fmf, a })
    }

    pub(crate) fn gep(&mut self) -> (Type, Op) {
        let src_ty = match self.below(5) {
            0 => Type::Int(8),
            1 => i32t(),
            2 => arr(4, i32t()),
            3 => st(vec![i32t(), Type::ptr()]),
            _ => self.agg_ty(),
        };
        let flags = self.flags_from(&[Flags::INBOUNDS, Flags::NUSW, Flags::NUW]);
        let lanes = if self.chance(15) {
            Some(self.pick(&VEC_LENS))
        } else {
            None
        };
        let base_ty = match lanes {
            Some(n) if self.below(2) == 0 => Type::vec(n, Type::ptr()),
            _ => Type::ptr(),
        };
        let base = self.operand(&base_ty);
        let nidx = self.below(4);
        let mut idx = Vec::new();
        for k in 0..nidx {
            let it = if k > 0 && self.below(2) == 0 { i32t() } else { i64t() };
            let it = match lanes {
                Some(n) if self.below(2) == 0 => Type::vec(n, it),
                _ => it,
            };
            idx.push(self.operand(&it));
        }
        let lanes = std::iter::once(&base).chain(idx.iter()).find_map(|o| match &o.ty {
            Type::Vector { len, .. } => Some(*len),
            _ => None,
        });
        let ty = match lanes {
            Some(n) => Type::vec(n, Type::ptr()),
            None => Type::ptr(),
        };
        (
            ty,
            Op::Gep {
                flags,
                src_ty,
                base,
                idx,
            },
        )
    }
}
