//! Reading back what `Expr` and `Pred` print (`C1 == C0 + 1 && C0 & C1 == 0`,
//! `isPowerOf2(C0)`, `-4 = ~C0`), so that the report can start from a stored rule.

use super::pred::{Expr, Pred};
use crate::ir::{BinOp, IPred};

/// The conjunction `text` as printed by [`super::pred::conj`] (`true`: none).
pub fn parse_pre(text: &str) -> Result<Vec<Pred>, String> {
    let t = text.trim();
    if t.is_empty() || t == "true" {
        return Ok(Vec::new());
    }
    t.split(" && ").map(parse_pred).collect()
}

/// One predicate as [`Pred`]'s `Display` prints it.
pub fn parse_pred(text: &str) -> Result<Pred, String> {
    let t = text.trim();
    if let Some(inner) = t.strip_prefix("isPowerOf2(").and_then(|r| r.strip_suffix(')')) {
        return Ok(Pred::Pow2(parse_expr(inner)?));
    }
    const OPS: [(&str, IPred); 10] = [
        (" == ", IPred::Eq),
        (" != ", IPred::Ne),
        (" u<= ", IPred::Ule),
        (" u>= ", IPred::Uge),
        (" s<= ", IPred::Sle),
        (" s>= ", IPred::Sge),
        (" u< ", IPred::Ult),
        (" u> ", IPred::Ugt),
        (" s< ", IPred::Slt),
        (" s> ", IPred::Sgt),
    ];
    for (s, p) in OPS {
        if let Some((a, b)) = t.split_once(s) {
            return Ok(Pred::Cmp(p, parse_expr(a)?, parse_expr(b)?));
        }
    }
    Err(format!("not a predicate: `{t}`"))
}

/// The derived target constants of a rule's `derived` text (`C0 = 3; -4 = ~C0`): each
/// target literal (at the representative) with its expression; symbols' values skipped.
pub fn parse_derived(text: &str) -> Result<Vec<(String, Expr)>, String> {
    let mut out = Vec::new();
    for part in text.split("; ").map(str::trim).filter(|p| !p.is_empty()) {
        let (lhs, rhs) = part.split_once(" = ").ok_or(format!("not `value = expr`: `{part}`"))?;
        if lhs.starts_with('C') {
            continue;
        }
        out.push((lhs.to_string(), parse_expr(rhs)?));
    }
    Ok(out)
}

/// One expression as [`Expr`]'s `Display` prints it.
pub fn parse_expr(text: &str) -> Result<Expr, String> {
    let toks = lex(text)?;
    let mut p = Parser { toks: &toks, at: 0 };
    let e = p.expr()?;
    if p.at != toks.len() {
        return Err(format!("trailing text in `{text}`"));
    }
    Ok(e)
}

fn lex(text: &str) -> Result<Vec<String>, String> {
    let cs: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let s = i;
            while i < cs.len() && (cs[i].is_ascii_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            out.push(cs[s..i].iter().collect());
        } else if c == '<' && cs.get(i + 1) == Some(&'<') {
            out.push("<<".into());
            i += 2;
        } else if c == '>' && cs.get(i + 1) == Some(&'>') && cs.get(i + 2) == Some(&'u') {
            out.push(">>u".into());
            i += 3;
        } else if "()+-*&|^~".contains(c) {
            out.push(c.to_string());
            i += 1;
        } else {
            return Err(format!("unexpected `{c}` in `{text}`"));
        }
    }
    Ok(out)
}

struct Parser<'a> {
    toks: &'a [String],
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.at).map(String::as_str)
    }
    fn next(&mut self) -> Result<String, String> {
        let t = self.toks.get(self.at).cloned().ok_or("unexpected end")?;
        self.at += 1;
        Ok(t)
    }
    /// `atom (op atom)?`: the printer parenthesizes every compound operand.
    fn expr(&mut self) -> Result<Expr, String> {
        let a = self.atom()?;
        let op = match self.peek() {
            Some("+") => BinOp::Add,
            Some("-") => BinOp::Sub,
            Some("*") => BinOp::Mul,
            Some("&") => BinOp::And,
            Some("|") => BinOp::Or,
            Some("^") => BinOp::Xor,
            Some("<<") => BinOp::Shl,
            Some(">>u") => BinOp::LShr,
            _ => return Ok(a),
        };
        self.at += 1;
        let b = self.atom()?;
        Ok(Expr::Bin(op, Box::new(a), Box::new(b)))
    }
    fn atom(&mut self) -> Result<Expr, String> {
        let t = self.next()?;
        match t.as_str() {
            "(" => {
                let e = self.expr()?;
                (self.next()? == ")").then_some(e).ok_or("missing `)`".into())
            }
            "-" => {
                if let Some(n) = self.peek().and_then(|s| s.parse::<i64>().ok()) {
                    self.at += 1;
                    return Ok(Expr::Lit(-n));
                }
                let x = self.atom()?;
                Ok(Expr::Bin(BinOp::Sub, Box::new(Expr::Lit(0)), Box::new(x)))
            }
            "~" => {
                let x = self.atom()?;
                Ok(Expr::Bin(BinOp::Xor, Box::new(x), Box::new(Expr::Lit(-1))))
            }
            "width" => Ok(Expr::Width),
            "log2" => {
                if self.next()? != "(" {
                    return Err("`log2` needs `(`".into());
                }
                let e = self.expr()?;
                (self.next()? == ")")
                    .then_some(Expr::Log2(Box::new(e)))
                    .ok_or("missing `)`".into())
            }
            s if s.starts_with('C') && s[1..].parse::<usize>().is_ok() => Ok(Expr::C(s[1..].parse().unwrap_or(0))),
            s => s.parse::<i64>().map(Expr::Lit).map_err(|_| format!("unexpected `{s}`")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_printed_reads_back() {
        for s in [
            "C1 == C0 + 1",
            "C0 & C1 == 0",
            "isPowerOf2(C0 + 1)",
            "isPowerOf2(-C0)",
            "C0 u< width",
            "C0 == width - 1",
            "C1 == 1 << C0",
            "C0 == ~C1",
            "C0 s>= 0",
            "C0 == -4",
            "C2 == (C0 + C1) - 1",
        ] {
            let p = parse_pred(s).unwrap();
            assert_eq!(p.to_string(), s);
        }
        assert_eq!(parse_pre("true").unwrap(), vec![]);
        assert_eq!(parse_pre("C1 == C0 + 1 && C0 & C1 == 0").unwrap().len(), 2);
        let d = parse_derived("C0 = 3; C1 = 4; -4 = ~C0").unwrap();
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].0, "-4");
        assert_eq!(d[0].1.to_string(), "~C0");
        assert!(parse_pred("C0 <=> 1").is_err());
    }
}
