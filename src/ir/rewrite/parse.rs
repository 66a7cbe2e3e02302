//! The parser of the rewrite S-expression syntax: a lexer and a recursive-descent
//! parser that type-checks every node as it builds it.

use super::*;

/// Tokens: punctuation `( ) , < >`, bare words, and `%names` (unquoted, unescaped).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Tk {
    P(u8),
    Word(String),
    Local(String),
}

fn syntax<T>(pos: usize, msg: impl Into<String>) -> Result<T, RewriteParseError> {
    Err(RewriteParseError::Syntax { pos, msg: msg.into() })
}

fn lex(s: &str) -> Result<Vec<(Tk, usize)>, RewriteParseError> {
    let b = s.as_bytes();
    let (mut out, mut i) = (Vec::new(), 0);
    let word_end = |j: usize| b[j..].iter().position(|c| !is_name_byte(*c)).map_or(b.len(), |n| j + n);
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let (tk, end) = match b[i] {
            c @ (b'(' | b')' | b',' | b'<' | b'>') => (Tk::P(c), i + 1),
            b'%' if b.get(i + 1) == Some(&b'"') => {
                let Some(len) = b[i + 2..].iter().position(|c| *c == b'"') else {
                    return syntax(i, "unterminated quoted name");
                };
                (Tk::Local(unescape(&b[i + 2..i + 2 + len], i)?), i + len + 3)
            }
            b'%' if b.get(i + 1).is_some_and(|c| is_name_byte(*c)) => {
                (Tk::Local(s[i + 1..word_end(i + 1)].into()), word_end(i + 1))
            }
            b'%' => return syntax(i, "expected a name after `%`"),
            c if is_name_byte(c) => (Tk::Word(s[i..word_end(i)].into()), word_end(i)),
            _ => {
                let c = s.get(i..).and_then(|r| r.chars().next()).unwrap_or('?');
                return syntax(i, format!("unexpected character {c:?}"));
            }
        };
        out.push((tk, i));
        i = end;
    }
    Ok(out)
}

/// Decodes the `\\` and `\XX` escapes of a quoted name.
fn unescape(raw: &[u8], pos: usize) -> Result<String, RewriteParseError> {
    let (mut out, mut i) = (Vec::with_capacity(raw.len()), 0);
    while i < raw.len() {
        let hex = raw
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (raw[i], raw.get(i + 1), hex) {
            (b'\\', Some(b'\\'), _) => (out.push(b'\\'), i += 2),
            (b'\\', _, Some(v)) => (out.push(v), i += 3),
            (b'\\', _, None) => return syntax(pos, "bad escape in quoted name"),
            (c, _, _) => (out.push(c), i += 1),
        };
    }
    match String::from_utf8(out) {
        Ok(s) if !s.is_empty() => Ok(s),
        Ok(_) => syntax(pos, "empty name"),
        Err(_) => syntax(pos, "quoted name is not UTF-8"),
    }
}

struct Parser {
    toks: Vec<(Tk, usize)>,
    i: usize,
    end: usize,
    depth: usize,
}

type PResult<T> = Result<T, RewriteParseError>;

impl Parser {
    fn pos(&self) -> usize {
        self.toks.get(self.i).map_or(self.end, |t| t.1)
    }
    fn peek(&self) -> Option<&Tk> {
        self.toks.get(self.i).map(|t| &t.0)
    }
    fn at(&self, p: u8) -> bool {
        self.peek() == Some(&Tk::P(p))
    }
    fn next(&mut self) -> Option<Tk> {
        self.i += 1;
        self.toks.get(self.i - 1).map(|t| t.0.clone())
    }
    fn punct(&mut self, p: u8) -> PResult<()> {
        if !self.at(p) {
            return syntax(self.pos(), format!("expected `{}`", p as char));
        }
        self.i += 1;
        Ok(())
    }
    fn word(&mut self, what: &str) -> PResult<(String, usize)> {
        let pos = self.pos();
        match self.next() {
            Some(Tk::Word(w)) => Ok((w, pos)),
            _ => syntax(pos, format!("expected {what}")),
        }
    }
    /// A decimal number in `min..=max` without leading zeros.
    fn number(&mut self, what: &str, min: u32, max: u32) -> PResult<u32> {
        let (w, pos) = self.word(what)?;
        match w.parse::<u32>() {
            Ok(n)
                if (min..=max).contains(&n)
                    && (w == "0" || !w.starts_with('0'))
                    && w.bytes().all(|b| b.is_ascii_digit()) =>
            {
                Ok(n)
            }
            _ => syntax(pos, format!("expected {what}, found `{w}`")),
        }
    }

    fn ty(&mut self) -> PResult<Type> {
        if !self.at(b'<') {
            return self.scalar_ty();
        }
        self.i += 1;
        let len = self.number("a vector length", 1, MAX_LANES)?;
        match self.word("`x`")? {
            (x, _) if x == "x" => {}
            (_, pos) => return syntax(pos, "expected `x`"),
        }
        let elem = self.scalar_ty()?;
        self.punct(b'>')?;
        Ok(Type::vec(len, elem))
    }

    fn scalar_ty(&mut self) -> PResult<Type> {
        let (w, pos) = self.word("a type")?;
        if w == "ptr" && self.peek() == Some(&Tk::Word("addrspace".into())) {
            self.i += 1;
            self.punct(b'(')?;
            let n = self.number("an address space", 0, 0xff_ffff)?;
            self.punct(b')')?;
            return Ok(Type::Ptr(n));
        }
        let digits = w.strip_prefix('i').unwrap_or("x");
        match (w.as_str(), FloatKind::from_name(&w), digits.parse::<u32>()) {
            ("ptr", _, _) => Ok(Type::Ptr(0)),
            (_, Some(k), _) => Ok(Type::Float(k)),
            (_, _, Ok(n)) if (1..=MAX_INT_BITS).contains(&n) && !digits.starts_with(['0', '+']) => Ok(Type::Int(n)),
            _ => syntax(pos, format!("expected a type, found `{w}`")),
        }
    }

    fn lane(&mut self, sc: &Type) -> PResult<Option<ApInt>> {
        let (w, pos) = self.word("a literal")?;
        let v = match sc {
            _ if w == "poison" => return Ok(None),
            Type::Int(n) => ApInt::parse_decimal(*n, &w),
            Type::Float(k) => {
                let digits = w.strip_prefix("0x").unwrap_or("");
                let sig = digits.trim_start_matches('0');
                let ok = !digits.is_empty() && sig.len() <= (k.bits() / 4) as usize;
                ApInt::parse_hex(k.bits(), if sig.is_empty() { "0" } else { sig }).filter(|_| ok)
            }
            _ => return syntax(pos, "pointer constants must be poison"),
        };
        v.map(Some)
            .map_or_else(|| syntax(pos, format!("bad `{sc}` literal `{w}`")), Ok)
    }

    fn literal(&mut self, ty: &Type) -> PResult<Vec<Option<ApInt>>> {
        if ty.lanes() as u64 * ty.scalar_bits().unwrap_or(0) as u64 > MAX_CONST_BITS {
            return syntax(self.pos(), "constant too large");
        }
        if !ty.is_vector() {
            return Ok(vec![self.lane(ty)?]);
        }
        self.punct(b'<')?;
        let mut lanes = vec![self.lane(ty.scalar())?];
        while self.at(b',') && lanes.len() < ty.lanes() as usize {
            self.i += 1;
            lanes.push(self.lane(ty.scalar())?);
        }
        if lanes.len() != ty.lanes() as usize {
            return syntax(self.pos(), format!("`{ty}` literal needs {} lanes", ty.lanes()));
        }
        self.punct(b'>')?;
        Ok(lanes)
    }

    fn flags(&mut self) -> (Flags, FastMath) {
        let (mut fl, mut fm) = (Flags::NONE, FastMath::default());
        while let Some(Tk::Word(w)) = self.peek() {
            if let Some((_, f)) = INT_FLAGS.iter().find(|(n, _)| n == w) {
                fl.set(*f);
            } else if let Some((_, b)) = FMF_NAMES.iter().find(|(n, _)| n == w) {
                fm.0 |= b;
            } else if w == "fast" {
                fm = FastMath::FAST;
            } else {
                break;
            }
            self.i += 1;
        }
        (fl, fm)
    }

    fn sub(&mut self) -> PResult<Box<RExpr>> {
        self.expr().map(Box::new)
    }
    /// `expr, ` (an operand followed by a comma).
    fn sub_comma(&mut self) -> PResult<Box<RExpr>> {
        let e = self.sub()?;
        self.punct(b',')?;
        Ok(e)
    }
    /// `, TYPE` ending an instruction.
    fn result_ty(&mut self) -> PResult<Type> {
        self.punct(b',')?;
        self.ty()
    }

    fn expr(&mut self) -> PResult<RExpr> {
        let start = self.pos();
        self.punct(b'(')?;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return syntax(start, "expression nested too deeply");
        }
        let (head, hpos) = self.word("an operation")?;
        let e = match head.as_str() {
            "val" => {
                let (ty, pos) = (self.ty()?, self.pos());
                match self.next() {
                    Some(Tk::Local(name)) => RExpr::Val { ty, name },
                    _ => return syntax(pos, "expected a `%name`"),
                }
            }
            "const" => {
                let ty = self.ty()?;
                RExpr::Const {
                    lanes: self.literal(&ty)?,
                    ty,
                }
            }
            "icmp" | "fcmp" => self.cmp(&head)?,
            "select" | "insertelement" | "fshl" | "fshr" => {
                let (a, b, c) = (self.sub_comma()?, self.sub_comma()?, self.sub()?);
                match head.as_str() {
                    "select" => RExpr::Select { cond: a, t: b, f: c },
                    "insertelement" => RExpr::InsertElement { vec: a, elt: b, idx: c },
                    _ => RExpr::Funnel {
                        right: head == "fshr",
                        a,
                        b,
                        c,
                        ty: self.result_ty()?,
                    },
                }
            }
            "extractelement" => RExpr::ExtractElement {
                vec: self.sub_comma()?,
                idx: self.sub()?,
            },
            "shufflevector" => self.shuffle()?,
            "getelementptr" | "load" => self.memory(&head)?,
            "masked.load" | "masked.gather" => RExpr::Masked {
                kind: match head.as_str() {
                    "masked.load" => crate::ir::MaskedLoad::Contiguous,
                    _ => crate::ir::MaskedLoad::Gather,
                },
                ptr: self.sub_comma()?,
                mask: self.sub_comma()?,
                passthru: self.sub()?,
            },
            _ => self.op(&head, hpos)?,
        };
        self.punct(b')')?;
        self.depth -= 1;
        check_node(&e).map_err(|e| RewriteParseError::Type {
            pos: start,
            msg: e.to_string(),
        })?;
        Ok(e)
    }

    fn cmp(&mut self, head: &str) -> PResult<RExpr> {
        let (flags, fmf) = self.flags();
        let (p, ppos) = self.word("a predicate")?;
        let (a, b) = (self.sub_comma()?, self.sub()?);
        match (head, IPred::from_name(&p), FPred::from_name(&p)) {
            ("icmp", Some(pred), _) if fmf.is_empty() => Ok(RExpr::ICmp { pred, flags, a, b }),
            ("fcmp", _, Some(pred)) if flags == Flags::NONE => Ok(RExpr::FCmp { pred, fmf, a, b }),
            _ => syntax(ppos, format!("bad {head} predicate or flags `{p}`")),
        }
    }

    /// `(getelementptr flag* ELEM base, idx)` and `(load [align N] ptr, T)` after the head.
    fn memory(&mut self, head: &str) -> PResult<RExpr> {
        if head == "load" {
            let mut align = None;
            if self.peek() == Some(&Tk::Word("align".into())) {
                self.i += 1;
                let (w, pos) = self.word("an alignment")?;
                match w.parse::<u64>() {
                    Ok(a) if a.to_string() == w => align = Some(a),
                    _ => return syntax(pos, format!("expected an alignment, found `{w}`")),
                }
            }
            let ptr = self.sub()?;
            return Ok(RExpr::Load {
                ptr,
                align,
                ty: self.result_ty()?,
            });
        }
        let mut flags = Flags::NONE;
        while let Some(Tk::Word(w)) = self.peek() {
            match GEP_FLAGS.iter().find(|(n, _)| n == w) {
                Some((_, f)) => flags.set(*f),
                None => break,
            }
            self.i += 1;
        }
        let elem = self.ty()?;
        let base = self.sub_comma()?;
        Ok(RExpr::Gep {
            flags,
            elem,
            base,
            idx: self.sub()?,
        })
    }

    fn shuffle(&mut self) -> PResult<RExpr> {
        let (a, b, mpos) = (self.sub_comma()?, self.sub_comma()?, self.pos());
        match self.expr()? {
            RExpr::Const { ty, lanes } if ty.is_vector() && *ty.scalar() == Type::Int(32) => {
                let mask = lanes.iter().map(|l| l.as_ref().map(|v| v.low_u64() as u32)).collect();
                Ok(RExpr::ShuffleVector { a, b, mask })
            }
            _ => syntax(mpos, "shuffle mask must be a `<N x i32>` constant"),
        }
    }

    /// Binary, unary, conversion and x86 operations, which may carry flags.
    fn op(&mut self, head: &str, hpos: usize) -> PResult<RExpr> {
        let (flags, fmf) = self.flags();
        let no_flags = flags == Flags::NONE && fmf.is_empty();
        if let Some(name) = head.strip_prefix("x86.").filter(|_| no_flags) {
            let mut args = vec![*self.sub_comma()?];
            while self.at(b'(') {
                args.push(*self.sub_comma()?);
            }
            return Ok(RExpr::X86 {
                name: name.to_string(),
                args,
                ty: self.ty()?,
            });
        }
        if let Some(op) = RBinOp::from_name(head) {
            let (a, b) = (self.sub_comma()?, self.sub()?);
            Ok(RExpr::Bin {
                op,
                flags,
                fmf,
                a,
                b,
                ty: self.result_ty()?,
            })
        } else if let Some(op) = UnOp::from_name(head).filter(|_| flags == Flags::NONE) {
            Ok(RExpr::Un {
                op,
                fmf,
                a: self.sub()?,
                ty: self.result_ty()?,
            })
        } else if let Some(op) = CastOp::from_name(head).filter(|o| CONV_OPS.contains(o)) {
            Ok(RExpr::Conv {
                op,
                flags,
                fmf,
                a: self.sub()?,
                ty: self.result_ty()?,
            })
        } else {
            syntax(hpos, format!("unknown operation `{head}` (or flags it cannot take)"))
        }
    }
}

/// Parses one rewrite expression, as [`RExpr`]'s `Display` prints it (any whitespace).
///
/// ```text
/// expr  ::= (val TYPE %name) | (const TYPE lit)
///         | (BINOP flag* expr, expr, TYPE) | (UNOP flag* expr, TYPE) | (CONV flag* expr, TYPE)
///         | (icmp flag* IPRED expr, expr) | (fcmp flag* FPRED expr, expr)
///         | (select expr, expr, expr) | (insertelement expr, expr, expr)
///         | (extractelement expr, expr) | (shufflevector expr, expr, (const <N x i32> lit))
///         | (fshl expr, expr, expr, TYPE) | (fshr expr, expr, expr, TYPE)
///         | (x86.NAME expr (, expr)*, TYPE)
///         | (getelementptr GEPFLAG* TYPE expr, expr) | (load [align N] expr, TYPE)
///         | (masked.load expr, expr, expr) | (masked.gather expr, expr, expr)
/// lit   ::= lane | < lane (, lane)* >      lane ::= poison | signed-decimal | 0xHEXBITS
/// TYPE  ::= SCALAR | <N x SCALAR>      (N >= 1; no nested vectors)
/// SCALAR ::= iN | half | bfloat | float | double | fp128 | x86_fp80 | ppc_fp128 | ptr [addrspace(N)]
/// ```
pub fn parse_rewrite(s: &str) -> Result<RExpr, RewriteParseError> {
    let mut p = Parser {
        toks: lex(s)?,
        i: 0,
        end: s.len(),
        depth: 0,
    };
    let e = p.expr()?;
    if p.i < p.toks.len() {
        return syntax(p.pos(), "trailing input after the expression");
    }
    Ok(e)
}
