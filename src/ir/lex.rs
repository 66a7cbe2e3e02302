//! Lexer for LLVM's textual IR: tokens with byte spans and line numbers, so the parser
//! can keep the parts it does not model verbatim.

/// Token kinds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `%name`, `%7`, `%"quoted"` (unescaped).
    Local(String),
    /// `@name`, `@"quoted"` (unescaped).
    Global(String),
    /// `!name` or `!7` (without the `!`).
    Meta(String),
    /// A lone `!` (before `{` or a string).
    Bang,
    /// `#7` or `#dbg_value` (without the `#`).
    Hash(String),
    /// A bare word: keywords, types, `x`.
    Ident(String),
    /// A decimal integer, possibly negative.
    Int(String),
    /// A decimal float (has a `.`) or a hexadecimal constant (`0x...`, `0xH...`, `u0x..`).
    Num(String),
    /// A quoted string's raw content (escapes kept).
    Str(String),
    /// `c"..."`, raw content.
    CStr(String),
    /// `name:` at the start of a block (without the colon).
    Label(String),
    /// One punctuation character (`,`, `(`, `=`, ...).
    Punct(char),
    /// `...`
    Ellipsis,
}

/// A token and where it lies in the source.
#[derive(Clone, Debug)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past its last character.
    pub end: usize,
    /// Its (1-based) line.
    pub line: u32,
}

/// Text that is not a sequence of LLVM tokens.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {msg}")]
pub struct LexError {
    /// The (1-based) line.
    pub line: u32,
    /// What is wrong.
    pub msg: String,
}

fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'$' | b'.' | b'_')
}

/// Decodes `\\` and `\XX` escapes of a quoted LLVM name or string.
pub fn unescape(raw: &str) -> String {
    let b = raw.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() && b[i + 1] == b'\\' {
            out.push(b'\\');
            i += 2;
        } else if b[i] == b'\\' && i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
            let h = std::str::from_utf8(&b[i + 1..i + 3]).unwrap();
            out.push(u8::from_str_radix(h, 16).unwrap());
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn err(line: u32, msg: &str) -> LexError {
    LexError {
        line,
        msg: msg.to_string(),
    }
}

/// Reads a quoted string starting at the opening quote `i`; returns (raw content, end
/// index).
fn quoted(src: &str, i: usize, line: u32) -> Result<(String, usize), LexError> {
    let b = src.as_bytes();
    let mut j = i + 1;
    while j < b.len() && b[j] != b'"' {
        j += 1;
    }
    if j >= b.len() {
        return Err(err(line, "unterminated string"));
    }
    Ok((src[i + 1..j].to_string(), j + 1))
}

/// The token that starts at `start` with a digit, a sign or an identifier's first
/// character (a `c"..."` string, a label, a keyword or type, a number), and where it
/// ends.
fn word(src: &str, start: usize, line: u32) -> Result<(Tok, usize), LexError> {
    let b = src.as_bytes();
    let (c, i) = (b[start], start);
    if c == b'c' && i + 1 < b.len() && b[i + 1] == b'"' {
        let (raw, end) = quoted(src, i + 1, line)?;
        return Ok((Tok::CStr(raw), end));
    }
    // A label is any run of name characters followed by ':'.
    let mut k = i;
    while k < b.len() && is_name_char(b[k]) {
        k += 1;
    }
    if k > i && k < b.len() && b[k] == b':' && c != b'+' {
        return Ok((Tok::Label(src[start..k].to_string()), k + 1));
    }
    if !is_ident_start(c) {
        return number(src, start, line);
    }
    let mut k = i;
    while k < b.len() && (b[k].is_ascii_alphanumeric() || matches!(b[k], b'$' | b'.' | b'_')) {
        k += 1;
    }
    let w = &src[start..k];
    // `u0x1F`/`s0x1F` hexadecimal integers.
    if (w.starts_with("u0x") || w.starts_with("s0x")) && w.len() > 3 {
        Ok((Tok::Num(w.to_string()), k))
    } else {
        Ok((Tok::Ident(w.to_string()), k))
    }
}

/// The number that starts at `start`: -?digits, decimal floats, 0x hex forms; and where
/// it ends.
fn number(src: &str, start: usize, line: u32) -> Result<(Tok, usize), LexError> {
    let b = src.as_bytes();
    let mut k = start;
    if b[k] == b'-' || b[k] == b'+' {
        k += 1;
    }
    if src[k..].starts_with("0x") {
        k += 2;
        if k < b.len() && matches!(b[k], b'K' | b'L' | b'M' | b'H' | b'R') {
            k += 1;
        }
        while k < b.len() && b[k].is_ascii_hexdigit() {
            k += 1;
        }
        return Ok((Tok::Num(src[start..k].to_string()), k));
    }
    let ds = k;
    while k < b.len() && b[k].is_ascii_digit() {
        k += 1;
    }
    if k == ds {
        return Err(err(line, &format!("unexpected '{}'", b[start] as char)));
    }
    let mut float = false;
    if k < b.len() && b[k] == b'.' {
        float = true;
        k += 1;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        if k < b.len() && (b[k] == b'e' || b[k] == b'E') {
            let mut m = k + 1;
            if m < b.len() && (b[m] == b'-' || b[m] == b'+') {
                m += 1;
            }
            if m < b.len() && b[m].is_ascii_digit() {
                while m < b.len() && b[m].is_ascii_digit() {
                    m += 1;
                }
                k = m;
            }
        }
    }
    if float {
        Ok((Tok::Num(src[start..k].to_string()), k))
    } else {
        Ok((Tok::Int(src[start..k].to_string()), k))
    }
}

/// Splits `src` into tokens. Comments (`;` to end of line) are dropped.
pub fn lex(src: &str) -> Result<Vec<Token>, LexError> {
    let b = src.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    let mut line = 1u32;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let tline = line;
        let tok = match c {
            b'\n' => {
                line += 1;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'%' | b'@' | b'!' | b'#' => {
                let j = i + 1;
                let (name, end) = if j < b.len() && b[j] == b'"' && c != b'#' {
                    let (raw, end) = quoted(src, j, line)?;
                    if c == b'!' {
                        // `!"string"`: a metadata string; the lone bang then the string.
                        toks.push(Token {
                            tok: Tok::Bang,
                            start,
                            end: j,
                            line: tline,
                        });
                        i = j;
                        continue;
                    }
                    (unescape(&raw), end)
                } else {
                    let mut k = j;
                    while k < b.len() && is_name_char(b[k]) {
                        k += 1;
                    }
                    (src[j..k].to_string(), k)
                };
                i = end;
                match c {
                    b'%' if !name.is_empty() => Tok::Local(name),
                    b'@' if !name.is_empty() => Tok::Global(name),
                    b'!' if name.is_empty() => Tok::Bang,
                    b'!' => Tok::Meta(name),
                    b'#' if !name.is_empty() => Tok::Hash(name),
                    _ => return Err(err(line, &format!("stray '{}'", c as char))),
                }
            }
            b'"' => {
                let (raw, end) = quoted(src, i, line)?;
                line += raw.matches('\n').count() as u32;
                i = end;
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    Tok::Label(unescape(&raw))
                } else {
                    Tok::Str(raw)
                }
            }
            b'.' if src[i..].starts_with("...") => {
                i += 3;
                Tok::Ellipsis
            }
            _ if c.is_ascii_digit() || c == b'-' || c == b'+' || is_ident_start(c) => {
                let (tok, end) = word(src, i, line)?;
                i = end;
                tok
            }
            b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b':' | b'|' => {
                i += 1;
                Tok::Punct(c as char)
            }
            _ => {
                return Err(err(
                    line,
                    &format!("unexpected character '{}'", src[i..].chars().next().unwrap_or('?')),
                ))
            }
        };
        toks.push(Token {
            tok,
            start,
            end: i,
            line: tline,
        });
    }
    Ok(toks)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn lexes_instruction_forms() {
        assert_eq!(
            kinds("%x.1 = add nsw i32 %0, -5 ; c\nfor.body:"),
            vec![
                Tok::Local("x.1".into()),
                Tok::Punct('='),
                Tok::Ident("add".into()),
                Tok::Ident("nsw".into()),
                Tok::Ident("i32".into()),
                Tok::Local("0".into()),
                Tok::Punct(','),
                Tok::Int("-5".into()),
                Tok::Label("for.body".into()),
            ]
        );
        assert_eq!(
            kinds("0xH3C00 1.5e+00 !tbaa !{ !\"s\" #0 #dbg_value"),
            vec![
                Tok::Num("0xH3C00".into()),
                Tok::Num("1.5e+00".into()),
                Tok::Meta("tbaa".into()),
                Tok::Bang,
                Tok::Punct('{'),
                Tok::Bang,
                Tok::Str("s".into()),
                Tok::Hash("0".into()),
                Tok::Hash("dbg_value".into()),
            ]
        );
        assert_eq!(
            kinds("%\"a b\" 5: c\"x\\00\""),
            vec![
                Tok::Local("a b".into()),
                Tok::Label("5".into()),
                Tok::CStr("x\\00".into()),
            ]
        );
    }
}
