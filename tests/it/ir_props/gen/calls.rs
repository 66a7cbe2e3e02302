//! The generator's calls, opaque instructions, phis, terminators and whole functions.

use super::*;

impl G {
    pub(crate) fn arg_attrs(&mut self, t: &Type) -> String {
        if !self.chance(40) {
            return String::new();
        }
        let opts: &[&str] = match t {
            Type::Int(1) => &["noundef", "zeroext", "immarg"],
            Type::Int(_) => &["noundef", "signext", "range(i32 0, 10)", "noundef zeroext"],
            Type::Ptr(_) => &[
                "noundef",
                "nonnull",
                "noundef nonnull align 8 dereferenceable(16)",
                "byval(i32) align 4",
                "captures(none)",
            ],
            _ => &["noundef", "nofpclass(nan inf)"],
        };
        self.pick(opts).to_string()
    }

    pub(crate) fn call(&mut self) -> (Type, Op) {
        let tail = self.pick(&[
            TailKind::None,
            TailKind::Tail,
            TailKind::None,
            TailKind::MustTail,
            TailKind::NoTail,
        ]);
        let mut fmf = FastMath::default();
        let mut fn_ty = None;
        let mut meta_args = Vec::new();
        let (ret, callee, arg_tys): (Type, Val, Vec<Type>) = match self.below(10) {
            9 => {
                // Metadata operands (constrained FP) are kept verbatim.
                let t = self.float_like();
                let last = self.env.last().cloned();
                let v = match last {
                    // (Not a named struct type: see `known_bug_metadata_operand_of_named_type`.)
                    Some((lt, n)) if !matches!(lt, Type::Named(_)) && self.below(2) == 0 => {
                        format!("{lt} %{}", quote_name(&n))
                    }
                    _ => self
                        .pick(&["!\"round.dynamic\"", "!5", "!{}", "!DIExpression()", "!{i32 1, !\"x\"}"])
                        .to_string(),
                };
                meta_args.push(Operand {
                    ty: Type::Metadata,
                    val: Val::Metadata(v),
                });
                meta_args.push(Operand {
                    ty: Type::Metadata,
                    val: Val::Metadata("!\"fpexcept.strict\"".into()),
                });
                (
                    t.clone(),
                    Val::Global(format!("llvm.experimental.constrained.fadd.{}", mangle(&t))),
                    vec![t.clone(), t],
                )
            }
            0 => {
                let t = self.int_like();
                (t.clone(), Val::Global(format!("llvm.ctpop.{}", mangle(&t))), vec![t])
            }
            1 => {
                let t = self.int_like();
                let name = self.pick(&["ctlz", "cttz", "abs"]);
                (
                    t.clone(),
                    Val::Global(format!("llvm.{name}.{}", mangle(&t))),
                    vec![t, Type::i1()],
                )
            }
            2 => {
                let t = self.int_like();
                let name = self.pick(&["umin", "smax", "uadd.sat", "ssub.sat"]);
                (
                    t.clone(),
                    Val::Global(format!("llvm.{name}.{}", mangle(&t))),
                    vec![t.clone(), t],
                )
            }
            3 => {
                let t = self.float_like();
                fmf = self.fmf();
                let (name, n) = self.pick(&[("fabs", 1), ("sqrt", 1), ("copysign", 2), ("minnum", 2), ("fma", 3)]);
                (
                    t.clone(),
                    Val::Global(format!("llvm.{name}.{}", mangle(&t))),
                    vec![t; n],
                )
            }
            4 | 5 => {
                let t = self.int_like();
                let name = self.pick(&["uadd", "sadd", "umul", "ssub"]);
                let r = st(vec![t.clone(), t.with_scalar(Type::i1())]);
                (
                    r,
                    Val::Global(format!("llvm.{name}.with.overflow.{}", mangle(&t))),
                    vec![t.clone(), t],
                )
            }
            6 => (Type::Void, Val::Global("llvm.assume".into()), vec![Type::i1()]),
            7 => {
                // A varargs callee spells its function type.
                let n = self.below(3);
                let extra: Vec<Type> = (0..n).map(|_| self.any_ty()).collect();
                fn_ty = Some((vec![Type::ptr()], true));
                let mut a = vec![Type::ptr()];
                a.extend(extra);
                (i32t(), Val::Global("printf".into()), a)
            }
            _ => {
                let ret = match self.below(6) {
                    0 | 1 => Type::Void,
                    2 => self.agg_ty(),
                    _ => self.any_ty(),
                };
                let n = self.below(4);
                let a: Vec<Type> = (0..n).map(|_| self.any_ty()).collect();
                let local = self.env.iter().find(|(t, _)| *t == Type::ptr()).map(|(_, n)| n.clone());
                let callee = match local {
                    Some(name) if self.below(2) == 0 => Val::Local(name),
                    _ => Val::Global(self.pick(&["ext", "my func", "f.1"]).to_string()),
                };
                if self.chance(20) {
                    fn_ty = Some((a.clone(), false));
                }
                (ret, callee, a)
            }
        };
        let mut args: Vec<CallArg> = arg_tys
            .iter()
            .map(|t| {
                let attrs = self.arg_attrs(t);
                CallArg {
                    attrs,
                    op: self.operand(t),
                }
            })
            .collect();
        args.extend(meta_args.into_iter().map(|op| CallArg {
            attrs: String::new(),
            op,
        }));
        let cc_attrs = if self.chance(30) {
            let opts: &[&str] = if ret.is_int() {
                &["noundef", "fastcc", "range(i32 0, 33)", "fastcc zeroext"]
            } else if ret.is_ptr() {
                &["noundef nonnull", "noalias align 16", "fastcc"]
            } else {
                &["fastcc", "cc 10"]
            };
            self.pick(opts).to_string()
        } else {
            String::new()
        };
        let fn_attrs = if self.chance(30) {
            self.pick(&["#0", "#1", "#0 [ \"deopt\"(i32 0) ]", "[ \"align\"(ptr null, i64 8) ]"])
                .to_string()
        } else {
            String::new()
        };
        let c = Call {
            tail,
            fmf,
            cc_attrs,
            ret: ret.clone(),
            fn_ty,
            callee: Operand {
                ty: Type::ptr(),
                val: callee,
            },
            args,
            fn_attrs,
        };
        (ret, Op::Call(Box::new(c)))
    }

    /// Instructions the IR keeps verbatim; the type is what the parser infers for them.
    pub(crate) fn opaque(&mut self) -> (Type, Op) {
        let p = self.operand(&Type::ptr());
        let p = format!("{} {}", p.ty, print_val(&p));
        match self.below(4) {
            0 => (
                Type::Void,
                Op::Opaque {
                    opcode: "fence".into(),
                    text: "fence syncscope(\"singlethread\") acquire".into(),
                    succs: Vec::new(),
                },
            ),
            1 => (
                i32t(),
                Op::Opaque {
                    opcode: "atomicrmw".into(),
                    text: format!("atomicrmw volatile add {p}, i32 1 seq_cst, align 4"),
                    succs: Vec::new(),
                },
            ),
            2 => (
                st(vec![i64t(), Type::i1()]),
                Op::Opaque {
                    opcode: "cmpxchg".into(),
                    text: format!("cmpxchg weak {p}, i64 0, i64 1 acq_rel monotonic, align 8"),
                    succs: Vec::new(),
                },
            ),
            _ => (
                Type::Float(FloatKind::Double),
                Op::Opaque {
                    opcode: "va_arg".into(),
                    text: format!("va_arg {p}, double"),
                    succs: Vec::new(),
                },
            ),
        }
    }

    pub(crate) fn phi(&mut self) -> Inst {
        let ty = self.choose_ty(|t| t.bits().is_some(), |g| g.first_class());
        let fmf = if ty.scalar().is_float() {
            self.fmf()
        } else {
            FastMath::default()
        };
        let labels: Vec<String> = self.blocks.iter().filter(|b| !b.is_empty()).cloned().collect();
        let n = 1 + self.below(3);
        let incoming = (0..n)
            .map(|_| {
                let l = self.pick(&labels);
                (self.operand(&ty), l)
            })
            .collect();
        let name = self.fresh();
        self.env.push((ty.clone(), name.clone()));
        Inst::new(Some(name), ty, Op::Phi { fmf, incoming })
    }

    pub(crate) fn terminator(&mut self, ret: &Type) -> Inst {
        let targets: Vec<String> = self.blocks[1..].to_vec();
        let k = if targets.is_empty() {
            self.below(2)
        } else {
            self.below(6)
        };
        let op = match k {
            0 => Op::Ret(if ret.is_void() { None } else { Some(self.operand(ret)) }),
            1 => Op::Unreachable,
            2 | 3 => Op::Br {
                target: self.pick(&targets),
            },
            4 => {
                let cond = self.operand(&Type::i1());
                Op::CondBr {
                    cond,
                    t: self.pick(&targets),
                    f: self.pick(&targets),
                }
            }
            _ => {
                let w = self.int_width();
                let cond = self.operand(&Type::Int(w));
                let default = self.pick(&targets);
                let n = self.below(4);
                let mut cases: Vec<(Const, String)> = Vec::new();
                for _ in 0..n {
                    let v = Const::Int(self.int_bits(w));
                    if !cases.iter().any(|(c, _)| *c == v) {
                        cases.push((v, self.pick(&targets)));
                    }
                }
                Op::Switch { cond, default, cases }
            }
        };
        let mut i = Inst::new(None, Type::Void, op);
        if self.chance(10) {
            i.meta = vec![("llvm.loop".into(), "!10".into())];
        }
        i
    }

    pub(crate) fn function(&mut self) -> Function {
        let name = self.pick(&["f", "test", "my func", "llvm.x.y", "0"]).to_string();
        let ret = if self.below(3) == 0 {
            Type::Void
        } else {
            self.first_class()
        };
        let nparams = self.below(6);
        let mut params = Vec::new();
        for _ in 0..nparams {
            let ty = if self.chance(10) {
                self.agg_ty()
            } else {
                self.first_class()
            };
            let attrs = self.arg_attrs(&ty);
            let pname = self.fresh();
            self.env.push((ty.clone(), pname.clone()));
            params.push(Param { ty, attrs, name: pname });
        }
        let varargs = self.chance(10);
        let prefix = self
            .pick(&[
                "",
                "",
                "dso_local",
                "internal fastcc",
                "dso_local noundef",
                "private range(i32 0, 5)",
            ])
            .to_string();
        let suffix = self
            .pick(&[
                "",
                "",
                "#0",
                "local_unnamed_addr #1",
                "#0 personality ptr @__gxx_personality_v0",
                "!dbg !7",
            ])
            .to_string();
        let nblocks = 1 + self.below(4);
        let entry = self.pick(&["", "entry", "start", "a b"]).to_string();
        self.blocks.push(entry);
        for _ in 1..nblocks {
            let b = self.block_name();
            self.blocks.push(b);
        }
        let mut blocks = Vec::new();
        for bi in 0..nblocks {
            let mut insts = Vec::new();
            if bi > 0 {
                for _ in 0..self.below(3) {
                    insts.push(self.phi());
                }
            }
            let n = self.below(9);
            for _ in 0..n {
                insts.push(self.inst());
            }
            insts.push(self.terminator(&ret));
            blocks.push(Block {
                name: self.blocks[bi].clone(),
                insts,
            });
        }
        Function {
            name,
            ret,
            params,
            varargs,
            prefix,
            suffix,
            blocks,
        }
    }
}
