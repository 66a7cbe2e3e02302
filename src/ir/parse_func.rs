//! Parser of function definitions and whole modules: the header (linkage, return type,
//! parameters with their attributes, trailing attributes), the body's blocks, and the
//! module's other lines kept verbatim.

use super::func::{Block, Function, Item, Module, Param, SkippedFunction};
use super::lex::Tok;
use super::parse::{PResult, ParseError, Parser};
use super::types::Type;
use std::collections::BTreeMap;

impl Parser<'_> {
    /// Parses a function definition starting at `define`: its header (prefix, return
    /// type, name, parameters, suffix), then its body.
    pub fn parse_function(&mut self) -> PResult<Function> {
        self.expect_ident("define")?;
        let prefix_start = self.pos;
        let name_pos = self.function_name_pos()?;
        let Some((ret_pos, ret)) = self.return_type(prefix_start, name_pos) else {
            self.pos = prefix_start;
            return self.err("cannot find the return type");
        };
        let prefix = self.text(prefix_start, ret_pos);
        self.pos = name_pos;
        let Some(Tok::Global(name)) = self.next() else {
            unreachable!()
        };
        let (params, varargs) = self.parse_params()?;
        let s0 = self.pos;
        while !self.at_end() && !self.is_punct('{') {
            self.skip_balanced()?;
        }
        let suffix = self.text(s0, self.pos);
        let blocks = self.parse_body()?;
        if !self.at_end() {
            return self.err("text after the function body");
        }
        Ok(Function {
            name,
            ret,
            params,
            varargs,
            prefix,
            suffix,
            blocks,
        })
    }

    /// The position of the function's name: the first global at depth 0 followed by '('.
    fn function_name_pos(&self) -> PResult<usize> {
        let mut j = self.pos;
        let mut depth = 0;
        loop {
            match self.toks.get(j).map(|t| &t.tok) {
                None => return self.err("function header without a name"),
                Some(Tok::Punct('(' | '[' | '{' | '<')) => depth += 1,
                Some(Tok::Punct(')' | ']' | '}' | '>')) => depth -= 1,
                Some(Tok::Global(_))
                    if depth == 0 && self.toks.get(j + 1).map(|t| &t.tok) == Some(&Tok::Punct('(')) =>
                {
                    return Ok(j)
                }
                _ => {}
            }
            j += 1;
        }
    }

    /// The return type: the leftmost type between `prefix_start` and the name that ends
    /// exactly at the name, with where it starts.
    fn return_type(&mut self, prefix_start: usize, name_pos: usize) -> Option<(usize, Type)> {
        for s in prefix_start..name_pos {
            self.pos = s;
            if let Some(t) = self.try_type() {
                if self.pos == name_pos {
                    return Some((s, t));
                }
            }
        }
        None
    }

    /// The parameter list from its `(` to its `)`: each parameter's type, attributes and
    /// name, and whether it ends in `...`.
    fn parse_params(&mut self) -> PResult<(Vec<Param>, bool)> {
        self.expect_punct('(')?;
        let mut params = Vec::new();
        let mut varargs = false;
        if self.eat_punct(')') {
            return Ok((params, varargs));
        }
        loop {
            if self.peek() == Some(&Tok::Ellipsis) {
                self.pos += 1;
                varargs = true;
            } else {
                let ty = self.parse_type()?;
                let a0 = self.pos;
                while !matches!(self.peek(), Some(Tok::Local(_) | Tok::Punct(',' | ')')) | None) {
                    self.skip_balanced()?;
                }
                let attrs = self.text(a0, self.pos);
                let pname = match self.peek() {
                    Some(Tok::Local(n)) => {
                        let n = n.clone();
                        self.pos += 1;
                        n
                    }
                    _ => return self.err("parameter without a name"),
                };
                params.push(Param { ty, attrs, name: pname });
            }
            if self.eat_punct(')') {
                return Ok((params, varargs));
            }
            self.expect_punct(',')?;
        }
    }

    /// The body from its `{` to its `}`: labelled blocks of instructions, each with the
    /// debug records before it.
    fn parse_body(&mut self) -> PResult<Vec<Block>> {
        self.expect_punct('{')?;
        let mut blocks: Vec<Block> = Vec::new();
        let mut pending_dbg = Vec::new();
        loop {
            match self.peek() {
                None => return self.err("function body without '}'"),
                Some(Tok::Punct('}')) => {
                    self.pos += 1;
                    return Ok(blocks);
                }
                Some(Tok::Label(l)) => {
                    blocks.push(Block {
                        name: l.clone(),
                        insts: Vec::new(),
                    });
                    self.pos += 1;
                }
                Some(Tok::Hash(h)) if h.starts_with("dbg_") => {
                    let s = self.pos;
                    self.pos += 1;
                    self.skip_balanced()?;
                    pending_dbg.push(self.text(s, self.pos));
                }
                _ => {
                    if blocks.is_empty() {
                        blocks.push(Block {
                            name: String::new(),
                            insts: Vec::new(),
                        });
                    }
                    let end = self.inst_end();
                    let mut inst = self.parse_inst(end)?;
                    inst.dbg_records = std::mem::take(&mut pending_dbg);
                    blocks.last_mut().unwrap().insts.push(inst);
                }
            }
        }
    }
}

/// Parses one function definition (`define ... { ... }`).
pub fn parse_function(text: &str, types: &BTreeMap<String, Type>) -> PResult<Function> {
    Parser::new(text, types)?.parse_function()
}

/// Parses a whole module: functions are parsed, every other line is kept verbatim. The
/// first function the IR cannot read fails the whole parse.
pub fn parse_module(text: &str) -> PResult<Module> {
    parse_module_with(text, false)
}

/// Parses a whole module like [`parse_module`], except that a function the IR cannot
/// read is skipped: listed in `Module::skipped` with the reason, its text kept verbatim.
/// Only a module whose structure is broken (a body without `}`) fails.
pub fn parse_module_lenient(text: &str) -> PResult<Module> {
    parse_module_with(text, true)
}

fn parse_module_with(text: &str, lenient: bool) -> PResult<Module> {
    let lines: Vec<&str> = text.lines().collect();
    let mut m = Module::default();
    // Named struct types first, so instructions can index into them.
    for l in &lines {
        if let Some((lhs, rhs)) = l.split_once(" = type ") {
            if let Some(n) = lhs.strip_prefix('%') {
                let n = if n.starts_with('"') {
                    super::lex::unescape(n.trim_matches('"'))
                } else {
                    n.to_string()
                };
                if rhs.trim() != "opaque" {
                    if let Ok(t) = super::parse::parse_type_str(rhs.trim()) {
                        m.types.insert(n, t);
                    }
                }
            }
        }
    }
    let mut i = 0;
    let mut verbatim: Vec<&str> = Vec::new();
    while i < lines.len() {
        if lines[i].starts_with("define ") {
            let start = i;
            while i < lines.len() && lines[i].trim_end() != "}" {
                i += 1;
            }
            if i == lines.len() {
                return Err(ParseError {
                    line: start as u32 + 1,
                    msg: "function body without '}'".into(),
                });
            }
            let body = lines[start..=i].join("\n");
            match parse_function(&body, &m.types) {
                Ok(f) => {
                    if !verbatim.is_empty() {
                        m.items.push(Item::Verbatim(verbatim.join("\n")));
                        verbatim.clear();
                    }
                    m.items.push(Item::Function(f));
                }
                Err(e) if lenient => {
                    m.skipped.push(SkippedFunction {
                        name: defined_name(lines[start]).unwrap_or_else(|| format!("<line {}>", start + 1)),
                        line: e.line + start as u32,
                        reason: e.msg.split(" (near ").next().unwrap_or(&e.msg).to_string(),
                        message: e.msg,
                    });
                    verbatim.extend(&lines[start..=i]);
                }
                Err(e) => {
                    return Err(ParseError {
                        line: e.line + start as u32,
                        msg: e.msg,
                    })
                }
            }
        } else {
            verbatim.push(lines[i]);
        }
        i += 1;
    }
    if !verbatim.is_empty() {
        m.items.push(Item::Verbatim(verbatim.join("\n")));
    }
    Ok(m)
}

/// The name a `define` line defines: its first global followed by `(` outside brackets.
pub fn defined_name(line: &str) -> Option<String> {
    let toks = super::lex::lex(line).ok()?;
    let mut depth = 0;
    for (k, t) in toks.iter().enumerate() {
        match &t.tok {
            Tok::Punct('(' | '[' | '{' | '<') => depth += 1,
            Tok::Punct(')' | ']' | '}' | '>') => depth -= 1,
            Tok::Global(n) if depth == 0 && toks.get(k + 1).map(|t| &t.tok) == Some(&Tok::Punct('(')) => {
                return Some(n.clone())
            }
            _ => {}
        }
    }
    None
}
