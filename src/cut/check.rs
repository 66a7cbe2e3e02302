//! Self-checks of built cuts, for the tests and the real-corpus check: a cut must be
//! loop-free, return its root, re-parse and print back byte for byte, and pass LLVM's
//! verifier (`opt-22 -passes=verify`, many cuts per call since opt's start-up dominates).

use super::Cut;
use crate::ir::Cfg;
use crate::ir::{self, Op, Val};

/// What a built cut breaks of its promises ([`structure`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    /// The hash is not the hash of the text.
    #[error("hash is not the hash of the text")]
    Hash,
    /// The text does not parse.
    #[error("does not re-parse: {0}")]
    Reparse(ir::ParseError),
    /// The parsed text prints differently.
    #[error("does not print back identically")]
    PrintBack,
    /// The module is not exactly one function `@cut`.
    #[error("not exactly one function @cut")]
    NotOneCut,
    /// The re-parsed function is not the built one.
    #[error("re-parsed function differs from the built one")]
    Differs,
    /// A block no path reaches.
    #[error("block {0} is unreachable")]
    Unreachable(String),
    /// An edge to an earlier block (or itself).
    #[error("edge {from} -> {to} goes backwards (a loop)")]
    Backwards {
        /// The block the edge leaves.
        from: String,
        /// The block it enters.
        to: String,
    },
    /// Not exactly one `ret`.
    #[error("{0} ret instructions")]
    Rets(usize),
    /// `ret void`.
    #[error("ret without a value")]
    RetVoid,
    /// It returns a constant.
    #[error("ret of a constant")]
    RetConst,
    /// It returns an argument.
    #[error("ret of an argument, not of the root")]
    RetArg,
    /// The returned instruction is not the root's opcode and type.
    #[error("returns a {opcode} {ty}, the root is a {root_opcode} {root_type}")]
    NotRoot {
        /// The returned instruction's opcode.
        opcode: String,
        /// Its type.
        ty: String,
        /// The root's opcode.
        root_opcode: String,
        /// The root's type.
        root_type: String,
    },
    /// The function's return type is not the root's.
    #[error("return type is not the root's type")]
    RetType,
}

/// Why `opt-22 -passes=verify` did not pass a batch of cuts ([`verify_batch`]).
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    /// `opt-22` could not be run.
    #[error("{0}")]
    Tool(crate::llvm::LlvmError),
    /// It rejects some cut: its complaint.
    #[error("{0}")]
    Rejected(String),
}

/// Checks what a cut promises about its own shape: one function `@cut` whose blocks are
/// all reachable, whose every edge goes forward in block order (so it has no loop), with
/// exactly one `ret`, returning a value computed by an instruction with the root's opcode
/// and type; its text re-parses and prints back identically, and its hash is the hash of
/// its text.
pub fn structure(cut: &Cut) -> Result<(), ShapeError> {
    let text = &cut.built.text;
    if crate::util::fnv128_hex(text.as_bytes()) != cut.hash {
        return Err(ShapeError::Hash);
    }
    let m = ir::parse_module(text).map_err(ShapeError::Reparse)?;
    if ir::print_module(&m) != *text {
        return Err(ShapeError::PrintBack);
    }
    let fs: Vec<_> = m.functions().collect();
    if fs.len() != 1 || fs[0].name != "cut" {
        return Err(ShapeError::NotOneCut);
    }
    let f = fs[0];
    if *f != cut.built.func {
        return Err(ShapeError::Differs);
    }
    let cfg = Cfg::new(f);
    for (b, ss) in cfg.succs.iter().enumerate() {
        if !cfg.reachable(b) {
            return Err(ShapeError::Unreachable(f.blocks[b].name.clone()));
        }
        if let Some(&s) = ss.iter().find(|&&s| s <= b) {
            return Err(ShapeError::Backwards {
                from: f.blocks[b].name.clone(),
                to: f.blocks[s].name.clone(),
            });
        }
    }
    let rets: Vec<_> = f.insts().filter(|i| matches!(i.op, Op::Ret(_))).collect();
    let [ret] = rets.as_slice() else {
        return Err(ShapeError::Rets(rets.len()));
    };
    let Op::Ret(Some(o)) = &ret.op else {
        return Err(ShapeError::RetVoid);
    };
    let Val::Local(n) = &o.val else {
        return Err(ShapeError::RetConst);
    };
    let Some(def) = f.insts().find(|i| i.name.as_deref() == Some(n.as_str())) else {
        return Err(ShapeError::RetArg);
    };
    if def.op.opcode() != cut.root_opcode || def.ty.to_string() != cut.root_type {
        return Err(ShapeError::NotRoot {
            opcode: def.op.opcode().to_string(),
            ty: def.ty.to_string(),
            root_opcode: cut.root_opcode.clone(),
            root_type: cut.root_type.clone(),
        });
    }
    if f.ret.to_string() != cut.root_type {
        return Err(ShapeError::RetType);
    }
    Ok(())
}

/// Runs `opt-22 -passes=verify -disable-output` over the given cut texts, several per
/// call (each cut's `@cut` renamed, declarations merged), and returns the verifier's
/// complaint for each cut that fails. A failing batch is checked again cut by cut, so
/// each complaint names one cut.
pub fn opt_verify(texts: &[&str]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (c, chunk) in texts.chunks(400).enumerate() {
        if verify_batch(chunk).is_ok() {
            continue;
        }
        for (k, t) in chunk.iter().enumerate() {
            if let Err(e) = verify_batch(std::slice::from_ref(t)) {
                out.push((c * 400 + k, e.to_string()));
            }
        }
    }
    out
}

/// Runs `opt-22 -passes=verify` once over all the given cut texts (each `@cut` renamed,
/// declarations merged): `Err` with opt's complaint when any fails.
pub fn verify_batch(texts: &[&str]) -> Result<(), VerifyError> {
    let mut body = String::new();
    let mut decls = std::collections::BTreeSet::new();
    for (k, t) in texts.iter().enumerate() {
        for line in t.lines() {
            if line.starts_with("declare ") {
                decls.insert(line.to_string());
            } else if let Some(rest) = line.strip_prefix("define ") {
                let renamed = rest.replacen("@cut(", &format!("@cut{k}("), 1);
                body.push_str("define ");
                body.push_str(&renamed);
                body.push('\n');
            } else {
                body.push_str(line);
                body.push('\n');
            }
        }
    }
    for d in decls {
        body.push_str(&d);
        body.push('\n');
    }
    let res = crate::llvm::tools::run_with_input(
        "opt",
        &["-passes=verify".as_ref(), "-disable-output".as_ref(), "-".as_ref()],
        body.as_bytes(),
    );
    let o = res.map_err(VerifyError::Tool)?;
    if o.status.success() && o.stderr.is_empty() {
        Ok(())
    } else {
        Err(VerifyError::Rejected(
            String::from_utf8_lossy(&o.stderr).trim().to_string(),
        ))
    }
}
