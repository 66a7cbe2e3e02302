//! Reading the instructions the IR keeps opaque (`invoke`, `callbr`, `landingpad`, the
//! funclet pads, `indirectbr`, `va_arg`, `atomicrmw`, `cmpxchg`, `fence`, ...): where
//! each ends (some span lines), its result type, and the blocks a terminator among them
//! branches to. Their text stays verbatim; `sem` gives none of them a meaning, so a cut
//! never holds one and their results are cut arguments, but the CFG sees their edges.
//!
//! Each form is read strictly: a form whose shape is not the one LLVM prints is an error
//! (the function is skipped by a lenient module parse), never a guessed type.

use super::inst::{BinOp, CastOp};
use super::lex::Tok;
use super::parse::{PResult, Parser};
use super::types::Type;

/// Opcodes the IR reads but keeps opaque.
pub(crate) fn known_opaque(op: &str) -> bool {
    matches!(
        op,
        "atomicrmw"
            | "cmpxchg"
            | "fence"
            | "va_arg"
            | "landingpad"
            | "invoke"
            | "resume"
            | "indirectbr"
            | "callbr"
            | "catchswitch"
            | "catchret"
            | "cleanupret"
            | "catchpad"
            | "cleanuppad"
    )
}

/// Opcodes the IR models (an instance it cannot parse is kept opaque).
pub(crate) fn is_modelled(op: &str) -> bool {
    BinOp::from_name(op).is_some()
        || CastOp::from_name(op).is_some()
        || matches!(
            op,
            "fneg"
                | "icmp"
                | "fcmp"
                | "select"
                | "freeze"
                | "extractelement"
                | "insertelement"
                | "shufflevector"
                | "extractvalue"
                | "insertvalue"
                | "phi"
                | "alloca"
                | "load"
                | "store"
                | "getelementptr"
                | "call"
                | "tail"
                | "musttail"
                | "notail"
                | "br"
                | "switch"
                | "ret"
                | "unreachable"
        )
}

/// True for the opaque opcodes that end a block.
pub(crate) fn opaque_terminator(op: &str) -> bool {
    matches!(
        op,
        "invoke" | "resume" | "indirectbr" | "callbr" | "catchswitch" | "catchret" | "cleanupret"
    )
}

impl Parser<'_> {
    /// The opcode of the instruction starting at token `j` (after any `%name =`).
    pub(crate) fn opcode_at(&self, j: usize) -> Option<&str> {
        let k = match (self.toks.get(j).map(|t| &t.tok), self.toks.get(j + 1).map(|t| &t.tok)) {
            (Some(Tok::Local(_)), Some(Tok::Punct('='))) => j + 2,
            _ => j,
        };
        match self.toks.get(k).map(|t| &t.tok) {
            Some(Tok::Ident(w)) => Some(w),
            _ => None,
        }
    }

    /// True when the line starting at token `j` continues an instruction with `opcode`:
    /// `landingpad` clauses, and the `to label ...` line of `invoke` and `callbr`.
    pub(crate) fn continues(&self, opcode: &str, j: usize) -> bool {
        let Some(Tok::Ident(w)) = self.toks.get(j).map(|t| &t.tok) else {
            return false;
        };
        match opcode {
            "landingpad" => matches!(w.as_str(), "catch" | "filter" | "cleanup"),
            "invoke" | "callbr" => w == "to",
            _ => false,
        }
    }

    /// Every `label %name` among tokens `from..to`, in order.
    fn labels_in(&self, from: usize, to: usize) -> Vec<String> {
        let mut out = Vec::new();
        for j in from..to.saturating_sub(1) {
            if let (Tok::Ident(w), Tok::Local(n)) = (&self.toks[j].tok, &self.toks[j + 1].tok) {
                if w == "label" {
                    out.push(n.clone());
                }
            }
        }
        out
    }

    /// Reads the opaque instruction whose opcode is at `self.pos` and which ends at token
    /// `end`: its result type (`Void` when `named` is false) and, for a terminator, the
    /// blocks it may branch to. Leaves `self.pos` where the form's reading stopped.
    pub(crate) fn opaque_form(&mut self, opcode: &str, named: bool, end: usize) -> PResult<(Type, Vec<String>)> {
        let start = self.pos;
        let outer = std::mem::replace(&mut self.limit, end);
        let r = self.opaque_type(opcode, end);
        self.limit = outer;
        let ty = r?;
        let succs = if opaque_terminator(opcode) {
            self.labels_in(start, end)
        } else {
            Vec::new()
        };
        if matches!(opcode, "invoke" | "callbr") && succs.is_empty() {
            return self.err(format!("'{opcode}' without its 'to label' destinations"));
        }
        Ok((if named { ty } else { Type::Void }, succs))
    }

    fn opaque_type(&mut self, opcode: &str, end: usize) -> PResult<Type> {
        self.pos += 1;
        Ok(match opcode {
            "invoke" | "callbr" => {
                // The call part ends at the `to` that starts the destinations.
                let mut depth = 0i32;
                let mut to = None;
                for j in self.pos..end {
                    match &self.toks[j].tok {
                        Tok::Punct('(' | '[' | '{' | '<') => depth += 1,
                        Tok::Punct(')' | ']' | '}' | '>') => depth -= 1,
                        Tok::Ident(w) if depth == 0 && w == "to" => {
                            to = Some(j);
                            break;
                        }
                        _ => {}
                    }
                }
                let Some(to) = to else {
                    return self.err(format!("'{opcode}' without 'to'"));
                };
                self.limit = to;
                let (ty, _) = self.parse_call("call")?;
                if self.pos != to {
                    return self.err(format!("cannot read the call part of '{opcode}'"));
                }
                ty
            }
            "landingpad" => self.parse_type()?,
            "catchpad" | "cleanuppad" | "catchswitch" => Type::Token,
            "va_arg" => {
                self.parse_operand()?;
                self.expect_punct(',')?;
                self.parse_type()?
            }
            "atomicrmw" => {
                self.eat_ident("volatile");
                self.ident()?;
                self.parse_operand()?;
                self.expect_punct(',')?;
                self.parse_operand()?.ty
            }
            "cmpxchg" => {
                self.eat_ident("weak");
                self.eat_ident("volatile");
                self.parse_operand()?;
                self.expect_punct(',')?;
                let t = self.parse_operand()?.ty;
                Type::Struct {
                    fields: vec![t, Type::i1()],
                    packed: false,
                }
            }
            "fence" | "resume" | "indirectbr" | "catchret" | "cleanupret" => Type::Void,
            "call" | "tail" | "musttail" | "notail" => self.call_result_type(end)?,
            _ => return self.err(format!("cannot read '{opcode}'")),
        })
    }

    /// The result type of a call form the call parser could not read: the type written
    /// right before the callee (the first global or local outside brackets). Anything
    /// else is an error: the IR never guesses a type.
    fn call_result_type(&mut self, end: usize) -> PResult<Type> {
        let from = self.pos;
        let mut depth = 0i32;
        let mut callee = None;
        for j in from..end {
            match &self.toks[j].tok {
                Tok::Punct('(' | '[' | '{' | '<') => depth += 1,
                Tok::Punct(')' | ']' | '}' | '>') => depth -= 1,
                Tok::Global(_) | Tok::Local(_) if depth == 0 => {
                    callee = Some(j);
                    break;
                }
                _ => {}
            }
        }
        if let Some(c) = callee {
            for s in from..c {
                self.pos = s;
                if let Some(t) = self.try_type() {
                    if self.pos == c {
                        return Ok(t);
                    }
                }
            }
            self.pos = c.saturating_sub(1).max(from);
        }
        self.err("cannot read the call's result type")
    }
}
