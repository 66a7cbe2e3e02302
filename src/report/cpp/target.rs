//! The target side of a fold: each instruction built with `Builder`, the last one
//! created unattached (as InstCombine returns it), constants and types spelled in C++.

use super::names::*;
use super::{symbol_index, Gen, NoCpp, Stmt};
use crate::ir::{BinOp, CastOp, Const, Flags, Op, Operand, Type, Val};
use std::collections::HashMap;

impl Gen<'_> {
    /// The C++ of an operand of the target, given the names of target values so far.
    pub(super) fn tgt_operand(&self, o: &Operand, tnames: &HashMap<String, String>) -> Result<String, NoCpp> {
        match &o.val {
            Val::Local(n) => {
                if let Some(k) = symbol_index(n, 'C').filter(|k| *k < self.p.symbols) {
                    if self.narrow_sym(k) && o.ty.scalar_bits() != self.p.narrow {
                        // A narrow symbol read at the wider type: zero-extended, as the
                        // proof reads it (`%Ck = zext %Ckn`); an `APInt`, exact at any width.
                        let t = self.type_expr(&o.ty);
                        return Ok(format!("ConstantInt::get({t}, C{k}->zext({t}->getScalarSizeInBits()))"));
                    }
                    return Ok(format!("ConstantInt::get({}, *C{k})", self.type_expr(&o.ty)));
                }
                if let Some(k) = symbol_index(n, 'D') {
                    let e = self.p.derived.get(k).ok_or(NoCpp::NoDerived(k))?;
                    return Ok(format!(
                        "ConstantInt::get({}, {})",
                        self.type_expr(&o.ty),
                        self.apint(e)
                    ));
                }
                let s = self.alias.get(n).unwrap_or(n);
                if let Some(v) = tnames.get(s) {
                    return Ok(v.clone());
                }
                self.names
                    .get(s)
                    .cloned()
                    .ok_or_else(|| NoCpp::TargetUnbound(n.clone()))
            }
            Val::Const(c) => self.tgt_const(c, &o.ty),
            _ => Err(NoCpp::TargetOperand(o.clone())),
        }
    }

    pub(super) fn tgt_const(&self, c: &Const, ty: &Type) -> Result<String, NoCpp> {
        let t = self.type_expr(ty);
        Ok(match c {
            Const::Int(v) if ty.scalar_bits() == Some(1) => {
                format!("ConstantInt::get{}({t})", if v.is_zero() { "False" } else { "True" })
            }
            Const::Int(v) => match v.to_i64() {
                Some(0) => format!("Constant::getNullValue({t})"),
                Some(-1) => format!("Constant::getAllOnesValue({t})"),
                Some(x) => format!("ConstantInt::getSigned({t}, {x})"),
                None => return Err(NoCpp::WideLiteral),
            },
            Const::Float(bits) => format!(
                "ConstantFP::get({t}, {})",
                float_literal(bits, ty).ok_or(NoCpp::FloatFormat)?
            ),
            Const::Zero | Const::Null => format!("Constant::getNullValue({t})"),
            Const::Poison => format!("PoisonValue::get({t})"),
            Const::Splat(et, inner) => return self.tgt_const(inner, &ty.with_scalar(et.clone())),
            _ => return Err(NoCpp::TargetAggregateLiteral),
        })
    }

    /// A C++ expression for IR type `ty` (`I.getType()`, `X->getType()`, or one derived
    /// with `getWithNewBitWidth`).
    pub(super) fn type_expr(&self, ty: &Type) -> String {
        if *ty == self.p.src.ret {
            return "I.getType()".into();
        }
        for prm in self.p.leaves() {
            if prm.ty == *ty {
                if let Some(v) = self.names.get(&prm.name) {
                    return format!("{v}->getType()");
                }
            }
        }
        // A generalized pattern's widths are read, not written: `BW` (or `NBW`, the
        // narrower width of a rule over two types) rather than the proof's number.
        let width = |w: u32| -> String {
            if self.p.width.is_some() && self.p.narrow == Some(w) {
                self.uses_nbw.set(true);
                "NBW".into()
            } else if self.p.width == Some(w) {
                self.uses_bw.set(true);
                "BW".into()
            } else {
                w.to_string()
            }
        };
        match (ty, &self.p.src.ret) {
            (Type::Int(w), r) if r.is_int() => format!("I.getType()->getWithNewBitWidth({})", width(*w)),
            (Type::Int(w), _) => format!("Builder.getIntNTy({})", width(*w)),
            (t, _) => format!("/* {t} */ I.getType()"),
        }
    }

    /// The target as statements, the result and its flags.
    pub(super) fn target(&self) -> Result<(Vec<Stmt>, String, Vec<String>), NoCpp> {
        let t = &self.p.tgt;
        let ret = ret_operand(t).ok_or(NoCpp::TargetReturnsNothing)?;
        let insts: Vec<&crate::ir::Inst> = t
            .insts()
            .filter(|i| i.name.as_ref().is_some_and(|n| !self.alias.contains_key(n)))
            .collect();
        let mut tnames: HashMap<String, String> = HashMap::new();
        let mut taken = self.taken.clone();
        let mut stmts = Vec::new();
        let last = ret
            .as_local()
            .filter(|n| insts.iter().any(|i| i.name.as_deref() == Some(*n)));
        let Some(last) = last.map(str::to_string) else {
            // Nothing new: return an existing value or a constant.
            return Ok((Vec::new(), self.tgt_operand(ret, &tnames)?, Vec::new()));
        };
        for i in &insts {
            let n = i.name.clone().unwrap_or_default();
            let ops: Vec<String> =
                i.op.operands()
                    .iter()
                    .map(|o| self.tgt_operand(o, &tnames))
                    .collect::<Result<_, _>>()?;
            if n == last {
                let (res, flags) = self.create(&i.op, &i.ty, &ops)?;
                return Ok((stmts, res, flags));
            }
            let base = var_base(&i.op);
            let c = taken.entry(base.clone()).or_insert(0);
            *c += 1;
            let var = if *c == 1 { base } else { format!("{base}{}", *c - 1) };
            stmts.push(Stmt {
                var: var.clone(),
                expr: self.build(&i.op, &i.ty, &ops)?,
            });
            tnames.insert(n, var);
        }
        Err(NoCpp::ResultNotComputed)
    }

    /// `Builder.CreateXxx(…)` for an intermediate target instruction.
    pub(super) fn build(&self, op: &Op, ty: &Type, o: &[String]) -> Result<String, NoCpp> {
        let o = &canonical_order(op, o);
        let b = |x: bool| if x { "true" } else { "false" };
        Ok(match op {
            Op::Bin { op: bo, flags, .. } => {
                let (nuw, nsw, ex) = (flags.has(Flags::NUW), flags.has(Flags::NSW), flags.has(Flags::EXACT));
                let m = bin_builder(*bo);
                match bo {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl if nuw || nsw => {
                        format!(
                            "Builder.{m}({}, {}, \"\", /*HasNUW=*/{}, /*HasNSW=*/{})",
                            o[0],
                            o[1],
                            b(nuw),
                            b(nsw)
                        )
                    }
                    BinOp::LShr | BinOp::AShr | BinOp::UDiv | BinOp::SDiv if ex => {
                        format!("Builder.{m}({}, {}, \"\", /*isExact=*/true)", o[0], o[1])
                    }
                    BinOp::Or if flags.has(Flags::DISJOINT) => {
                        format!("Builder.CreateOr({}, {}, \"\", /*IsDisjoint=*/true)", o[0], o[1])
                    }
                    _ => format!("Builder.{m}({}, {})", o[0], o[1]),
                }
            }
            Op::ICmp { pred, .. } => format!("Builder.CreateICmp(ICmpInst::{}, {}, {})", ipred(*pred), o[0], o[1]),
            Op::FCmp { pred, .. } => format!("Builder.CreateFCmp(FCmpInst::{}, {}, {})", fpred(*pred), o[0], o[1]),
            Op::Select { .. } => format!("Builder.CreateSelect({}, {}, {})", o[0], o[1], o[2]),
            Op::Freeze(_) => format!("Builder.CreateFreeze({})", o[0]),
            Op::FNeg { .. } => format!("Builder.CreateFNeg({})", o[0]),
            Op::Cast { op, flags, .. } => {
                let t = self.type_expr(ty);
                match op {
                    CastOp::ZExt => format!(
                        "Builder.CreateZExt({}, {t}, \"\", /*IsNonNeg=*/{})",
                        o[0],
                        b(flags.has(Flags::NNEG))
                    ),
                    CastOp::Trunc if flags.0 != 0 => format!(
                        "Builder.CreateTrunc({}, {t}, \"\", /*IsNUW=*/{}, /*IsNSW=*/{})",
                        o[0],
                        b(flags.has(Flags::NUW)),
                        b(flags.has(Flags::NSW))
                    ),
                    _ => format!("Builder.CreateCast(Instruction::{}, {}, {t})", cast_name(*op), o[0]),
                }
            }
            Op::Call(c) if c.masked_load().is_some() => {
                // Loads of several addresses at the root: a vectorizer's business, not a
                // peephole InstCombine would do (and not one the plugin's checks cover).
                return Err(NoCpp::TargetMaskedLoad);
            }
            Op::Call(c) => {
                let name = c.intrinsic().ok_or(NoCpp::NotIntrinsic)?;
                let (id, _) = intrinsic_id(name);
                format!(
                    "Builder.CreateIntrinsic({}, Intrinsic::{id}, {{{}}})",
                    self.type_expr(ty),
                    o.join(", ")
                )
            }
            Op::Gep {
                flags,
                src_ty: Type::Int(w),
                idx,
                ..
            } if idx.len() == 1 => format!(
                "Builder.CreateGEP(Builder.getIntNTy({w}), {}, {{{}}}, \"\", {})",
                o[0],
                o[1],
                gep_flags(*flags)
            ),
            _ => return Err(NoCpp::NoBuilder(op.opcode().to_string())),
        })
    }

    /// The unattached new instruction that replaces the root, and its flag setters.
    pub(super) fn create(&self, op: &Op, ty: &Type, o: &[String]) -> Result<(String, Vec<String>), NoCpp> {
        let o = &canonical_order(op, o);
        let mut flags_out = Vec::new();
        let res = match op {
            Op::Bin { op: bo, flags, .. } => {
                for (f, s) in [
                    (Flags::NUW, "setHasNoUnsignedWrap()"),
                    (Flags::NSW, "setHasNoSignedWrap()"),
                    (Flags::EXACT, "setIsExact()"),
                ] {
                    if flags.has(f) {
                        flags_out.push(format!("NewI->{s};"));
                    }
                }
                if flags.has(Flags::DISJOINT) {
                    flags_out.push("cast<PossiblyDisjointInst>(NewI)->setIsDisjoint(true);".into());
                }
                format!(
                    "BinaryOperator::Create(Instruction::{}, {}, {})",
                    bin_name(*bo),
                    o[0],
                    o[1]
                )
            }
            Op::ICmp { pred, .. } => format!("new ICmpInst(ICmpInst::{}, {}, {})", ipred(*pred), o[0], o[1]),
            Op::FCmp { pred, .. } => format!("new FCmpInst(FCmpInst::{}, {}, {})", fpred(*pred), o[0], o[1]),
            Op::Select { .. } => format!("SelectInst::Create({}, {}, {})", o[0], o[1], o[2]),
            Op::Freeze(_) => format!("new FreezeInst({})", o[0]),
            Op::FNeg { .. } => format!("UnaryOperator::CreateFNeg({})", o[0]),
            Op::Cast { op, flags, .. } => {
                if flags.has(Flags::NNEG) {
                    flags_out.push("NewI->setNonNeg();".into());
                }
                if flags.has(Flags::NUW) {
                    flags_out.push("NewI->setHasNoUnsignedWrap(true);".into());
                }
                if flags.has(Flags::NSW) {
                    flags_out.push("NewI->setHasNoSignedWrap(true);".into());
                }
                format!(
                    "CastInst::Create(Instruction::{}, {}, {})",
                    cast_name(*op),
                    o[0],
                    self.type_expr(ty)
                )
            }
            Op::Call(c) if c.masked_load().is_some() => {
                // Loads of several addresses at the root: a vectorizer's business, not a
                // peephole InstCombine would do (and not one the plugin's checks cover).
                return Err(NoCpp::TargetMaskedLoad);
            }
            Op::Call(c) => {
                let name = c.intrinsic().ok_or(NoCpp::NotIntrinsic)?;
                let (id, _) = intrinsic_id(name);
                let tys: Vec<String> = o.iter().map(|a| format!("{a}->getType()")).collect();
                format!(
                    "CallInst::Create(Intrinsic::getOrInsertDeclaration(I.getModule(), Intrinsic::{id}, {}, {{{}}}), {{{}}})",
                    self.type_expr(ty),
                    tys.join(", "),
                    o.join(", ")
                )
            }
            Op::Load { .. } => {
                // In place of the root, which is a load (the alignment is the source's).
                let root_loads = self.p.src.insts().any(|i| {
                    matches!(i.op, Op::Load { .. })
                        && ret_operand(&self.p.src).and_then(|o| o.as_local()) == i.name.as_deref()
                });
                if !root_loads {
                    return Err(NoCpp::LoadForNonLoad);
                }
                format!(
                    "new LoadInst({}, {}, \"\", /*isVolatile=*/false, cast<LoadInst>(I).getAlign())",
                    self.type_expr(ty),
                    o[0]
                )
            }
            _ => return Err(NoCpp::NoConstructor(op.opcode().to_string())),
        };
        Ok((res, flags_out))
    }
}
