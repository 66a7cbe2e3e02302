//! Parser of instructions, functions and modules in LLVM's textual IR.

use super::inst::*;
use super::lex::Tok;
use super::parse::{PResult, Parser};
use super::parse_opaque::{is_modelled, known_opaque};
use super::types::Type;
use super::value::{Const, Operand, Val};

impl Parser<'_> {
    /// Token index one past the end of the instruction starting at `self.pos`: the rest of
    /// its line, continued while a bracket is open (`switch`) and over the lines that
    /// continue a multi-line form (`landingpad` clauses, `invoke`'s `to label ...`).
    pub(crate) fn inst_end(&self) -> usize {
        let mut j = self.pos;
        let mut depth = 0i32;
        let mut line = self.toks[j].line;
        let opcode = self.opcode_at(j).unwrap_or("").to_string();
        while j < self.toks.len() {
            let t = &self.toks[j];
            if t.line != line {
                if depth > 0 || self.continues(&opcode, j) {
                    line = t.line;
                } else {
                    break;
                }
            }
            match t.tok {
                Tok::Punct('(' | '[' | '{') => depth += 1,
                Tok::Punct(')' | ']' | '}') => depth -= 1,
                _ => {}
            }
            j += 1;
        }
        j
    }

    fn flags(&mut self, allowed: &[(&str, Flags)]) -> Flags {
        let mut f = Flags::NONE;
        while let Some(Tok::Ident(w)) = self.peek() {
            match allowed.iter().find(|(n, _)| n == w) {
                Some((_, b)) => {
                    f.set(*b);
                    self.pos += 1;
                }
                None => break,
            }
        }
        f
    }

    fn fmf(&mut self) -> FastMath {
        let mut m = 0u8;
        while let Some(Tok::Ident(w)) = self.peek() {
            if w == "fast" {
                m |= FastMath::FAST.0;
            } else if let Some((_, b)) = FMF_NAMES.iter().find(|(n, _)| n == w) {
                m |= b;
            } else {
                break;
            }
            self.pos += 1;
        }
        FastMath(m)
    }

    fn label(&mut self) -> PResult<String> {
        self.expect_ident("label")?;
        self.local_name()
    }

    fn local_name(&mut self) -> PResult<String> {
        match self.next() {
            Some(Tok::Local(n)) => Ok(n),
            _ => {
                self.pos -= 1;
                self.err("expected a %name")
            }
        }
    }

    fn comma_value(&mut self, ty: &Type) -> PResult<Operand> {
        self.expect_punct(',')?;
        Ok(Operand {
            ty: ty.clone(),
            val: self.parse_value(ty)?,
        })
    }

    fn comma_operand(&mut self) -> PResult<Operand> {
        self.expect_punct(',')?;
        self.parse_operand()
    }

    /// An atomic ordering with an optional `syncscope("...")`, verbatim.
    fn ordering(&mut self) -> PResult<String> {
        let s = self.pos;
        if self.eat_ident("syncscope") {
            self.skip_balanced()?;
        }
        match self.peek() {
            Some(Tok::Ident(w))
                if matches!(
                    w.as_str(),
                    "unordered" | "monotonic" | "acquire" | "release" | "acq_rel" | "seq_cst"
                ) =>
            {
                self.pos += 1;
                Ok(self.text(s, self.pos))
            }
            _ => self.err("expected an atomic ordering"),
        }
    }

    /// `, align N` if present.
    fn align(&mut self) -> PResult<Option<u64>> {
        if self.is_punct(',') && matches!(self.peek_at(1), Some(Tok::Ident(w)) if w == "align") {
            self.pos += 2;
            return Ok(Some(self.uint()?));
        }
        Ok(None)
    }

    /// The type reached by indexing `t` with `idx` (extractvalue/insertvalue).
    fn index_type(&self, t: &Type, idx: &[u32]) -> PResult<Type> {
        let mut cur = t.clone();
        for &i in idx {
            cur = match self.resolve(&cur) {
                Type::Struct { fields, .. } => match fields.get(i as usize) {
                    Some(f) => f.clone(),
                    None => return self.err("aggregate index out of range"),
                },
                Type::Array { elem, .. } => (**elem).clone(),
                _ => return self.err("extractvalue of a non-aggregate"),
            };
        }
        Ok(cur)
    }

    fn indices(&mut self) -> PResult<Vec<u32>> {
        let mut v = Vec::new();
        while self.is_punct(',') && matches!(self.peek_at(1), Some(Tok::Int(_))) {
            self.pos += 1;
            v.push(self.uint()? as u32);
        }
        Ok(v)
    }

    /// Parses one instruction that ends at token `end`.
    pub(crate) fn parse_inst(&mut self, end: usize) -> PResult<Inst> {
        let name = match (self.peek(), self.peek_at(1)) {
            (Some(Tok::Local(n)), Some(Tok::Punct('='))) => {
                let n = n.clone();
                self.pos += 2;
                Some(n)
            }
            _ => None,
        };
        let op_start = self.pos;
        // Parse within the instruction's tokens only.
        let outer = std::mem::replace(&mut self.limit, end);
        let r = self.parse_op();
        self.limit = outer;
        let (ty, op, meta) = match r {
            Ok(x) if self.pos == end => x,
            Ok(_) | Err(_) => {
                // Not a form the IR models: keep it verbatim (a modelled opcode the parser
                // cannot read is an error, unless it is a call whose type is plain).
                let why = match r {
                    Err(e) => e,
                    Ok(_) => self.err::<()>("text after the instruction").unwrap_err(),
                };
                self.pos = op_start;
                let opcode = match self.peek() {
                    Some(Tok::Ident(w)) => w.clone(),
                    _ => return self.err("expected an instruction"),
                };
                if !known_opaque(&opcode) && !is_modelled(&opcode) {
                    return self.err(format!("unknown instruction '{opcode}'"));
                }
                let text = self.text(op_start, end);
                let (ty, succs) = match self.opaque_form(&opcode, name.is_some(), end) {
                    Ok(x) => x,
                    Err(e)
                        if known_opaque(&opcode)
                            || matches!(opcode.as_str(), "call" | "tail" | "musttail" | "notail") =>
                    {
                        return Err(e)
                    }
                    Err(_) => return Err(why),
                };
                self.pos = end;
                (ty, Op::Opaque { opcode, text, succs }, Vec::new())
            }
        };
        Ok(Inst {
            name,
            ty,
            op,
            meta,
            dbg_records: Vec::new(),
        })
    }

    /// Parses the operation after `%name =`; returns the result type, the op and the
    /// metadata attachments.
    fn parse_op(&mut self) -> PResult<(Type, Op, Vec<(String, String)>)> {
        let opcode = self.ident()?;
        const INT_FLAGS: &[(&str, Flags)] = &[
            ("nuw", Flags::NUW),
            ("nsw", Flags::NSW),
            ("exact", Flags::EXACT),
            ("disjoint", Flags::DISJOINT),
        ];
        let (ty, op) = if let Some(bop) = BinOp::from_name(&opcode) {
            let flags = self.flags(INT_FLAGS);
            let fmf = self.fmf();
            let a = self.parse_operand()?;
            let b = self.comma_value(&a.ty)?;
            (
                a.ty.clone(),
                Op::Bin {
                    op: bop,
                    flags,
                    fmf,
                    a,
                    b,
                },
            )
        } else if let Some(cop) = CastOp::from_name(&opcode) {
            let flags = self.flags(&[("nuw", Flags::NUW), ("nsw", Flags::NSW), ("nneg", Flags::NNEG)]);
            let fmf = self.fmf();
            let a = self.parse_operand()?;
            self.expect_ident("to")?;
            let to = self.parse_type()?;
            (to, Op::Cast { op: cop, flags, fmf, a })
        } else {
            match opcode.as_str() {
                "fneg" => {
                    let fmf = self.fmf();
                    let a = self.parse_operand()?;
                    (a.ty.clone(), Op::FNeg { fmf, a })
                }
                "icmp" => {
                    let flags = self.flags(&[("samesign", Flags::SAMESIGN)]);
                    let p = self.ident()?;
                    let pred = match IPred::from_name(&p) {
                        Some(p) => p,
                        None => return self.err("bad icmp predicate"),
                    };
                    let a = self.parse_operand()?;
                    let b = self.comma_value(&a.ty)?;
                    (a.ty.with_scalar(Type::i1()), Op::ICmp { pred, flags, a, b })
                }
                "fcmp" => {
                    let fmf = self.fmf();
                    let p = self.ident()?;
                    let pred = match FPred::from_name(&p) {
                        Some(p) => p,
                        None => return self.err("bad fcmp predicate"),
                    };
                    let a = self.parse_operand()?;
                    let b = self.comma_value(&a.ty)?;
                    (a.ty.with_scalar(Type::i1()), Op::FCmp { pred, fmf, a, b })
                }
                "select" => {
                    let fmf = self.fmf();
                    let cond = self.parse_operand()?;
                    let t = self.comma_operand()?;
                    let f = self.comma_operand()?;
                    (t.ty.clone(), Op::Select { fmf, cond, t, f })
                }
                "freeze" => {
                    let a = self.parse_operand()?;
                    (a.ty.clone(), Op::Freeze(a))
                }
                "extractelement" => {
                    let vec = self.parse_operand()?;
                    let idx = self.comma_operand()?;
                    (vec.ty.scalar().clone(), Op::ExtractElement { vec, idx })
                }
                "insertelement" => {
                    let vec = self.parse_operand()?;
                    let elt = self.comma_operand()?;
                    let idx = self.comma_operand()?;
                    (vec.ty.clone(), Op::InsertElement { vec, elt, idx })
                }
                "shufflevector" => {
                    let a = self.parse_operand()?;
                    let b = self.comma_operand()?;
                    let m = self.comma_operand()?;
                    let len = match &m.ty {
                        Type::Vector {
                            len, scalable: false, ..
                        } => *len,
                        _ => return self.err("shufflevector mask must be a fixed vector"),
                    };
                    let mask = match &m.val {
                        Val::Const(Const::Vector(es)) => es
                            .iter()
                            .map(|(_, c)| match c {
                                Const::Int(v) => v.to_u64().map(|x| Some(x as u32)).ok_or(()),
                                Const::Poison | Const::Undef => Ok(None),
                                _ => Err(()),
                            })
                            .collect::<Result<Vec<_>, ()>>()
                            .or_else(|_| self.err("bad shufflevector mask"))?,
                        Val::Const(Const::Zero) => vec![Some(0); len as usize],
                        Val::Const(Const::Poison | Const::Undef) => vec![None; len as usize],
                        Val::Const(Const::Splat(_, c)) => match &**c {
                            Const::Int(v) => vec![v.to_u64().map(|x| x as u32); len as usize],
                            _ => vec![None; len as usize],
                        },
                        _ => return self.err("bad shufflevector mask"),
                    };
                    (Type::vec(len, a.ty.scalar().clone()), Op::ShuffleVector { a, b, mask })
                }
                "extractvalue" => {
                    let agg = self.parse_operand()?;
                    let idx = self.indices()?;
                    (self.index_type(&agg.ty, &idx)?, Op::ExtractValue { agg, idx })
                }
                "insertvalue" => {
                    let agg = self.parse_operand()?;
                    let val = self.comma_operand()?;
                    let idx = self.indices()?;
                    (agg.ty.clone(), Op::InsertValue { agg, val, idx })
                }
                "phi" => {
                    let fmf = self.fmf();
                    let ty = self.parse_type()?;
                    let mut incoming = Vec::new();
                    loop {
                        self.expect_punct('[')?;
                        let v = self.parse_value(&ty)?;
                        self.expect_punct(',')?;
                        let l = self.local_name()?;
                        self.expect_punct(']')?;
                        incoming.push((Operand { ty: ty.clone(), val: v }, l));
                        if !(self.is_punct(',') && self.peek_at(1) == Some(&Tok::Punct('['))) {
                            break;
                        }
                        self.pos += 1;
                    }
                    (ty, Op::Phi { fmf, incoming })
                }
                "alloca" => {
                    let ty = self.parse_type()?;
                    let mut count = None;
                    if self.is_punct(',')
                        && !matches!(self.peek_at(1), Some(Tok::Ident(w)) if w == "align" || w == "addrspace")
                        && !matches!(self.peek_at(1), Some(Tok::Meta(_)))
                    {
                        count = Some(self.comma_operand()?);
                    }
                    let align = self.align()?;
                    let mut addrspace = None;
                    if self.is_punct(',') && matches!(self.peek_at(1), Some(Tok::Ident(w)) if w == "addrspace") {
                        self.pos += 2;
                        self.expect_punct('(')?;
                        addrspace = Some(self.uint()? as u32);
                        self.expect_punct(')')?;
                    }
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
                "load" => {
                    let is_atomic = self.eat_ident("atomic");
                    let volatile = self.eat_ident("volatile");
                    let ty = self.parse_type()?;
                    let ptr = self.comma_operand()?;
                    let atomic = if is_atomic { Some(self.ordering()?) } else { None };
                    let align = self.align()?;
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
                "store" => {
                    let is_atomic = self.eat_ident("atomic");
                    let volatile = self.eat_ident("volatile");
                    let val = self.parse_operand()?;
                    let ptr = self.comma_operand()?;
                    let atomic = if is_atomic { Some(self.ordering()?) } else { None };
                    let align = self.align()?;
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
                "getelementptr" => {
                    let flags = self.flags(&[
                        ("inbounds", Flags::INBOUNDS),
                        ("nusw", Flags::NUSW),
                        ("nuw", Flags::NUW),
                    ]);
                    let src_ty = self.parse_type()?;
                    let base = self.comma_operand()?;
                    let mut idx = Vec::new();
                    while self.is_punct(',') && !matches!(self.peek_at(1), Some(Tok::Meta(_))) {
                        idx.push(self.comma_operand()?);
                    }
                    let shape = std::iter::once(&base)
                        .chain(idx.iter())
                        .find(|o| o.ty.is_vector())
                        .map(|o| o.ty.clone());
                    let pty = base.ty.scalar().clone();
                    let ty = match shape {
                        Some(v) => v.with_scalar(pty),
                        None => pty,
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
                "call" | "tail" | "musttail" | "notail" => self.parse_call(&opcode)?,
                "br" => {
                    if self.is_ident("label") {
                        (Type::Void, Op::Br { target: self.label()? })
                    } else {
                        let cond = self.parse_operand()?;
                        self.expect_punct(',')?;
                        let t = self.label()?;
                        self.expect_punct(',')?;
                        let f = self.label()?;
                        (Type::Void, Op::CondBr { cond, t, f })
                    }
                }
                "switch" => {
                    let cond = self.parse_operand()?;
                    // LLVM's rule: an integer condition, and cases of its type (the
                    // printer writes each case at the condition's type).
                    if !matches!(cond.ty, Type::Int(_)) {
                        return self.err("switch on a non-integer value");
                    }
                    self.expect_punct(',')?;
                    let default = self.label()?;
                    self.expect_punct('[')?;
                    let mut cases = Vec::new();
                    while !self.eat_punct(']') {
                        let ty = self.parse_type()?;
                        if ty != cond.ty {
                            return self.err(format!("switch case of type {ty}, not the condition's {}", cond.ty));
                        }
                        let c = self.parse_const(&ty)?;
                        self.expect_punct(',')?;
                        cases.push((c, self.label()?));
                    }
                    (Type::Void, Op::Switch { cond, default, cases })
                }
                "ret" => {
                    if self.eat_ident("void") {
                        (Type::Void, Op::Ret(None))
                    } else {
                        (Type::Void, Op::Ret(Some(self.parse_operand()?)))
                    }
                }
                "unreachable" => (Type::Void, Op::Unreachable),
                _ => return self.err(format!("'{opcode}' is kept opaque")),
            }
        };
        let meta = self.attachments()?;
        Ok((ty, op, meta))
    }

    /// Trailing `, !kind !N` attachments.
    fn attachments(&mut self) -> PResult<Vec<(String, String)>> {
        let mut meta = Vec::new();
        while self.is_punct(',') {
            let Some(Tok::Meta(kind)) = self.peek_at(1).cloned() else {
                return self.err("unexpected ','");
            };
            self.pos += 2;
            let s = self.pos;
            self.skip_metadata()?;
            meta.push((kind, self.text(s, self.pos)));
        }
        Ok(meta)
    }

    pub(crate) fn parse_call(&mut self, first: &str) -> PResult<(Type, Op)> {
        let tail = match first {
            "tail" => TailKind::Tail,
            "musttail" => TailKind::MustTail,
            "notail" => TailKind::NoTail,
            _ => TailKind::None,
        };
        if tail != TailKind::None {
            self.expect_ident("call")?;
        }
        let fmf = self.fmf();
        let attr_start = self.pos;
        let (ret_pos, ret) = self.call_return_type()?;
        let cc_attrs = self.text(attr_start, ret_pos);
        let fn_ty = self.call_fn_type()?;
        let callee = match self.peek() {
            Some(Tok::Global(_) | Tok::Local(_)) | Some(Tok::Ident(_)) if !self.is_punct('(') => {
                let v = self.parse_value(&Type::ptr())?;
                if matches!(v, Val::Const(_) | Val::Metadata(_)) {
                    return self.err("expected a callee");
                }
                Operand {
                    ty: Type::ptr(),
                    val: v,
                }
            }
            _ => return self.err("expected a callee"),
        };
        let args = self.call_args()?;
        // Function attributes and operand bundles, up to any metadata attachment.
        let fa = self.pos;
        while !self.at_end() && !(self.is_punct(',') && matches!(self.peek_at(1), Some(Tok::Meta(_)))) {
            self.skip_balanced()?;
        }
        let fn_attrs = self.text(fa, self.pos);
        let ty = ret.clone();
        Ok((
            ty,
            Op::Call(Box::new(Call {
                tail,
                fmf,
                cc_attrs,
                ret,
                fn_ty,
                callee,
                args,
                fn_attrs,
            })),
        ))
    }

    /// A call's return type, with where it starts. Calling convention and return
    /// attributes come before it; it is the first type after which a callee (or a
    /// function type) follows.
    fn call_return_type(&mut self) -> PResult<(usize, Type)> {
        loop {
            if self.at_end() {
                return self.err("call without a callee");
            }
            let save = self.pos;
            if let Some(t) = self.try_type() {
                if matches!(self.peek(), Some(Tok::Global(_) | Tok::Local(_) | Tok::Punct('('))) || self.is_ident("asm")
                {
                    return Ok((save, t));
                }
                self.pos = save;
            }
            if matches!(self.peek(), Some(Tok::Punct('('))) {
                self.skip_balanced()?;
            } else {
                self.pos += 1;
                if self.is_punct('(') {
                    self.skip_balanced()?;
                }
            }
        }
    }

    /// A call's function type after its return type (`(i32, ...)`), if it has one: the
    /// parameter types and whether it takes varargs.
    fn call_fn_type(&mut self) -> PResult<Option<(Vec<Type>, bool)>> {
        if !self.is_punct('(') {
            return Ok(None);
        }
        self.pos += 1;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat_punct(')') {
            loop {
                if self.peek() == Some(&Tok::Ellipsis) {
                    self.pos += 1;
                    varargs = true;
                } else {
                    params.push(self.parse_type()?);
                }
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(Some((params, varargs)))
    }

    /// A call's argument list from its `(` to its `)`: each argument's type, attributes
    /// and value.
    fn call_args(&mut self) -> PResult<Vec<CallArg>> {
        self.expect_punct('(')?;
        let mut args = Vec::new();
        if self.eat_punct(')') {
            return Ok(args);
        }
        loop {
            let ty = self.parse_type()?;
            let a0 = self.pos;
            // Attributes precede the value: the value is the first thing at bracket
            // depth 0 that parses as a value and is followed by ',' or ')'.
            let (attrs, val) = loop {
                if self.at_end() {
                    return self.err("unterminated argument list");
                }
                let save = self.pos;
                if let Ok(v) = self.parse_value(&ty) {
                    if self.is_punct(',') || self.is_punct(')') {
                        break (self.text(a0, save), v);
                    }
                }
                self.pos = save;
                self.pos += 1;
                if self.is_punct('(') {
                    self.skip_balanced()?;
                }
            };
            args.push(CallArg {
                attrs,
                op: Operand { ty, val },
            });
            if self.eat_punct(')') {
                return Ok(args);
            }
            self.expect_punct(',')?;
        }
    }
}
