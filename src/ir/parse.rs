//! Parser of LLVM's textual IR into `ir`: types, values and constants (this file) and
//! instructions, functions and modules (`parse_inst`).

use super::float;
use super::lex::{lex, Tok, Token};
use super::types::{FloatKind, Type};
use super::value::{Const, Operand, Val};
use crate::util::ApInt;
use std::collections::BTreeMap;

/// A parse error with the (1-based) line it was found on, relative to the parsed text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {msg}")]
pub struct ParseError {
    /// The (1-based) line.
    pub line: u32,
    /// What is wrong.
    pub msg: String,
}

/// The result of a parsing step.
pub type PResult<T> = Result<T, ParseError>;

/// The longest vector the IR accepts (LLVM's own limit is far larger; real code stays
/// far below this, and it keeps a hostile input from allocating gigabytes).
pub const MAX_LANES: u64 = 1 << 16;

/// Keywords that begin a constant expression or another constant kept verbatim.
const CONST_EXPR_WORDS: &[&str] = &[
    "getelementptr",
    "ptrtoint",
    "ptrtoaddr",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "trunc",
    "add",
    "sub",
    "mul",
    "xor",
    "shl",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "ptrauth",
];

/// Token cursor over one piece of source text.
pub struct Parser<'a> {
    pub(crate) src: &'a str,
    pub(crate) toks: Vec<Token>,
    pub(crate) pos: usize,
    pub(crate) types: &'a BTreeMap<String, Type>,
    /// Tokens at or past this index are invisible (the end of the current instruction).
    pub(crate) limit: usize,
}

impl<'a> Parser<'a> {
    /// A parser over `src`, which names struct types from `types`; fails when `src`
    /// does not lex.
    pub fn new(src: &'a str, types: &'a BTreeMap<String, Type>) -> PResult<Parser<'a>> {
        let toks = lex(src).map_err(|e| ParseError {
            line: e.line,
            msg: e.msg,
        })?;
        let limit = toks.len();
        Ok(Parser {
            src,
            toks,
            pos: 0,
            types,
            limit,
        })
    }

    pub(crate) fn peek(&self) -> Option<&Tok> {
        self.peek_at(0)
    }
    pub(crate) fn peek_at(&self, k: usize) -> Option<&Tok> {
        let i = self.pos + k;
        if i < self.limit {
            self.toks.get(i).map(|t| &t.tok)
        } else {
            None
        }
    }
    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.limit.min(self.toks.len())
    }
    pub(crate) fn line(&self) -> u32 {
        self.toks.get(self.pos).or(self.toks.last()).map_or(1, |t| t.line)
    }
    pub(crate) fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let near = self.toks.get(self.pos).map_or("end of input".to_string(), |t| {
            format!("'{}'", &self.src[t.start..t.end])
        });
        Err(ParseError {
            line: self.line(),
            msg: format!("{} (near {near})", msg.into()),
        })
    }
    pub(crate) fn next(&mut self) -> Option<Tok> {
        let t = self.peek().cloned();
        self.pos += 1;
        t
    }
    pub(crate) fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    pub(crate) fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    pub(crate) fn expect_punct(&mut self, c: char) -> PResult<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(format!("expected '{c}'"))
        }
    }
    pub(crate) fn is_ident(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(s)) if s == w)
    }
    pub(crate) fn eat_ident(&mut self, w: &str) -> bool {
        if self.is_ident(w) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    pub(crate) fn expect_ident(&mut self, w: &str) -> PResult<()> {
        if self.eat_ident(w) {
            Ok(())
        } else {
            self.err(format!("expected '{w}'"))
        }
    }
    pub(crate) fn ident(&mut self) -> PResult<String> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Ok(s)
            }
            _ => self.err("expected a keyword"),
        }
    }
    pub(crate) fn uint(&mut self) -> PResult<u64> {
        match self.peek() {
            Some(Tok::Int(s)) => match s.parse() {
                Ok(v) => {
                    self.pos += 1;
                    Ok(v)
                }
                Err(_) => self.err("expected an unsigned integer"),
            },
            _ => self.err("expected an integer"),
        }
    }
    /// Source text of tokens `from..to` (token indices), verbatim.
    pub(crate) fn text(&self, from: usize, to: usize) -> String {
        if from >= to {
            return String::new();
        }
        self.src[self.toks[from].start..self.toks[to - 1].end].to_string()
    }

    /// Skips one token, or a whole bracketed group if it opens one.
    pub(crate) fn skip_balanced(&mut self) -> PResult<()> {
        let mut depth = 0i32;
        loop {
            match self.next() {
                None => return self.err("unbalanced brackets"),
                Some(Tok::Punct('(' | '[' | '{' | '<')) => depth += 1,
                Some(Tok::Punct(')' | ']' | '}' | '>')) => depth -= 1,
                _ => {}
            }
            if depth <= 0 {
                return Ok(());
            }
        }
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        let t = match self.next() {
            Some(Tok::Ident(w)) => match w.as_str() {
                "void" => Type::Void,
                "label" => Type::Label,
                "metadata" => Type::Metadata,
                "token" => Type::Token,
                "ptr" => {
                    if self.eat_ident("addrspace") {
                        self.expect_punct('(')?;
                        let a = self.uint()? as u32;
                        self.expect_punct(')')?;
                        Type::Ptr(a)
                    } else {
                        Type::Ptr(0)
                    }
                }
                _ => {
                    if let Some(k) = FloatKind::from_name(&w) {
                        Type::Float(k)
                    } else if let Some(n) = w.strip_prefix('i').and_then(|n| n.parse::<u32>().ok()) {
                        if n == 0 || n > (1 << 23) {
                            self.pos -= 1;
                            return self.err("integer width out of range");
                        }
                        Type::Int(n)
                    } else {
                        self.pos -= 1;
                        return self.err("expected a type");
                    }
                }
            },
            Some(Tok::Punct('<')) => {
                if self.is_punct('{') {
                    let t = self.parse_struct_body(true)?;
                    self.expect_punct('>')?;
                    t
                } else {
                    let scalable = self.eat_ident("vscale");
                    if scalable {
                        self.expect_ident("x")?;
                    }
                    let len = self.uint()?;
                    if len == 0 || len > MAX_LANES {
                        self.pos -= 1;
                        return self.err(format!("vector length out of range (1 to {MAX_LANES})"));
                    }
                    let len = len as u32;
                    self.expect_ident("x")?;
                    let elem = self.parse_type()?;
                    self.expect_punct('>')?;
                    Type::Vector {
                        len,
                        elem: Box::new(elem),
                        scalable,
                    }
                }
            }
            Some(Tok::Punct('[')) => {
                let len = self.uint()?;
                self.expect_ident("x")?;
                let elem = self.parse_type()?;
                self.expect_punct(']')?;
                Type::Array {
                    len,
                    elem: Box::new(elem),
                }
            }
            Some(Tok::Punct('{')) => {
                self.pos -= 1;
                self.parse_struct_body(false)?
            }
            Some(Tok::Local(n)) => Type::Named(n),
            _ => {
                self.pos -= 1;
                return self.err("expected a type");
            }
        };
        Ok(t)
    }

    fn parse_struct_body(&mut self, packed: bool) -> PResult<Type> {
        self.expect_punct('{')?;
        let mut fields = Vec::new();
        if !self.eat_punct('}') {
            loop {
                fields.push(self.parse_type()?);
                if self.eat_punct('}') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(Type::Struct { fields, packed })
    }

    /// Tries to parse a type here; restores the position and returns `None` on failure.
    pub(crate) fn try_type(&mut self) -> Option<Type> {
        let save = self.pos;
        match self.parse_type() {
            Ok(t) => Some(t),
            Err(_) => {
                self.pos = save;
                None
            }
        }
    }

    /// Resolves a named struct type through the module's type table.
    pub(crate) fn resolve<'t>(&'t self, t: &'t Type) -> &'t Type {
        let mut t = t;
        for _ in 0..64 {
            match t {
                Type::Named(n) => match self.types.get(n) {
                    Some(d) => t = d,
                    None => return t,
                },
                _ => return t,
            }
        }
        t
    }

    /// Parses `TYPE VALUE`.
    pub fn parse_operand(&mut self) -> PResult<Operand> {
        let ty = self.parse_type()?;
        let val = self.parse_value(&ty)?;
        Ok(Operand { ty, val })
    }

    /// Parses a value of type `ty`.
    pub fn parse_value(&mut self, ty: &Type) -> PResult<Val> {
        if *ty == Type::Metadata {
            return self.parse_metadata_operand();
        }
        match self.peek() {
            Some(Tok::Local(n)) => {
                let n = n.clone();
                self.pos += 1;
                Ok(Val::Local(n))
            }
            Some(Tok::Global(n)) => {
                let n = n.clone();
                self.pos += 1;
                Ok(Val::Global(n))
            }
            Some(Tok::Ident(w)) if w == "asm" => {
                let start = self.pos;
                self.pos += 1;
                while matches!(self.peek(), Some(Tok::Ident(_))) {
                    self.pos += 1;
                }
                for _ in 0..2 {
                    if matches!(self.peek(), Some(Tok::Str(_))) {
                        self.pos += 1;
                        self.eat_punct(',');
                    }
                }
                Ok(Val::InlineAsm(self.text(start, self.pos)))
            }
            _ => Ok(Val::Const(self.parse_const(ty)?)),
        }
    }

    /// Captures a metadata operand verbatim: `!5`, `!"s"`, `!{...}`, `!DIExpression(...)`,
    /// or a value as metadata (`i32 %x`).
    pub(crate) fn parse_metadata_operand(&mut self) -> PResult<Val> {
        let start = self.pos;
        self.skip_metadata()?;
        Ok(Val::Metadata(self.text(start, self.pos)))
    }

    pub(crate) fn skip_metadata(&mut self) -> PResult<()> {
        match self.peek() {
            Some(Tok::Meta(_)) => {
                self.pos += 1;
                if self.is_punct('(') {
                    self.skip_balanced()?;
                }
            }
            Some(Tok::Bang) => {
                self.pos += 1;
                match self.peek() {
                    Some(Tok::Str(_)) => self.pos += 1,
                    Some(Tok::Punct('{')) => self.skip_balanced()?,
                    _ => return self.err("malformed metadata"),
                }
            }
            _ => {
                let ty = self.parse_type()?;
                self.parse_value(&ty)?;
            }
        }
        Ok(())
    }

    /// Parses a constant of type `ty`.
    pub fn parse_const(&mut self, ty: &Type) -> PResult<Const> {
        let start = self.pos;
        let c = match self.next() {
            Some(Tok::Int(s)) => match ty {
                Type::Int(w) => match ApInt::parse_decimal(*w, &s) {
                    Some(v) => Const::Int(v),
                    None => return self.err_at(start, "bad integer"),
                },
                Type::Float(k) => match float::parse_literal(*k, &s) {
                    Some(b) => Const::Float(b),
                    None => return self.err_at(start, "floating-point constant invalid for type"),
                },
                _ => return self.err_at(start, "integer constant for a non-integer type"),
            },
            Some(Tok::Num(s)) => match ty {
                Type::Float(k) => match float::parse_literal(*k, &s) {
                    Some(b) => Const::Float(b),
                    None => return self.err_at(start, "floating-point constant invalid for type"),
                },
                Type::Int(w) if s.starts_with("u0x") || s.starts_with("s0x") => match ApInt::parse_hex(*w, &s[3..]) {
                    Some(v) => Const::Int(v),
                    None => return self.err_at(start, "bad hexadecimal integer"),
                },
                _ => return self.err_at(start, "floating-point constant for a non-float type"),
            },
            Some(Tok::CStr(s)) => Const::CString(s),
            Some(Tok::Ident(w)) => match w.as_str() {
                "true" | "false" => Const::Int(ApInt::from_u64(1, (w == "true") as u64)),
                "null" => Const::Null,
                "poison" => Const::Poison,
                "undef" => Const::Undef,
                "zeroinitializer" => Const::Zero,
                "none" => Const::NoneToken,
                "splat" => {
                    self.expect_punct('(')?;
                    let et = self.parse_type()?;
                    let c = match self.parse_value(&et)? {
                        Val::Const(c) => c,
                        Val::Global(g) => Const::Expr(format!("@{}", super::print::quote_name(&g))),
                        _ => return self.err("expected a constant in splat"),
                    };
                    self.expect_punct(')')?;
                    Const::Splat(et, Box::new(c))
                }
                "dso_local_equivalent" | "no_cfi" => match self.next() {
                    Some(Tok::Global(_)) => Const::Expr(self.text(start, self.pos)),
                    _ => return self.err_at(start, "expected a global after dso_local_equivalent/no_cfi"),
                },
                w if CONST_EXPR_WORDS.contains(&w) => {
                    // Flags (`inbounds`, `inrange(-16, 16)`) and the parenthesized operands.
                    while matches!(self.peek(), Some(Tok::Ident(_))) {
                        self.pos += 1;
                        if self.is_punct('(') && matches!(self.peek_at(1), Some(Tok::Int(_))) {
                            self.skip_balanced()?;
                        }
                    }
                    if !self.is_punct('(') {
                        return self.err("expected '(' in a constant expression");
                    }
                    self.skip_balanced()?;
                    Const::Expr(self.text(start, self.pos))
                }
                _ => return self.err_at(start, format!("unexpected '{w}' where a value was expected")),
            },
            Some(Tok::Punct('<')) if self.is_punct('{') => {
                let fields = self.const_list('}')?;
                self.expect_punct('>')?;
                Const::Struct(fields, true)
            }
            Some(Tok::Punct('<')) => {
                let elems = self.const_list_until('>')?;
                Const::Vector(elems)
            }
            Some(Tok::Punct('[')) => Const::Array(self.const_list_until(']')?),
            Some(Tok::Punct('{')) => Const::Struct(self.const_list_until('}')?, false),
            _ => return self.err_at(start, "expected a value"),
        };
        Ok(c)
    }

    fn err_at<T>(&mut self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        self.pos = pos;
        self.err(msg)
    }

    /// `{` already seen? No: expects the opening brace for packed structs.
    fn const_list(&mut self, close: char) -> PResult<Vec<(Type, Const)>> {
        self.expect_punct('{')?;
        self.const_list_until(close)
    }

    /// Parses `T c, T c, ...` up to and including `close`.
    fn const_list_until(&mut self, close: char) -> PResult<Vec<(Type, Const)>> {
        let mut v = Vec::new();
        if self.eat_punct(close) {
            return Ok(v);
        }
        loop {
            let t = self.parse_type()?;
            let c = match self.parse_value(&t)? {
                Val::Const(c) => c,
                Val::Global(g) => Const::Expr(format!("@{}", super::print::quote_name(&g))),
                _ => return self.err("expected a constant element"),
            };
            v.push((t, c));
            if self.eat_punct(close) {
                return Ok(v);
            }
            self.expect_punct(',')?;
        }
    }
}

/// Parses a type from a string, e.g. `<4 x i32>`.
pub fn parse_type_str(s: &str) -> PResult<Type> {
    let empty = BTreeMap::new();
    let mut p = Parser::new(s, &empty)?;
    let t = p.parse_type()?;
    if !p.at_end() {
        return p.err("trailing input after type");
    }
    Ok(t)
}
