//! Self-checks of built cuts, for the tests and the real-corpus check: a cut must be
//! loop-free, return its root, re-parse and print back byte for byte, and pass LLVM's
//! verifier (`opt-22 -passes=verify`, many cuts per call since opt's start-up dominates).

use super::cfg::Cfg;
use super::Cut;
use crate::ir::{self, Op, Val};

/// Checks what a cut promises about its own shape: one function `@cut` whose blocks are
/// all reachable, whose every edge goes forward in block order (so it has no loop), with
/// exactly one `ret`, returning a value computed by an instruction with the root's opcode
/// and type; its text re-parses and prints back identically, and its hash is the hash of
/// its text.
pub fn structure(cut: &Cut) -> Result<(), String> {
    let text = &cut.built.text;
    if crate::util::hash::fnv128_hex(text.as_bytes()) != cut.hash {
        return Err("hash is not the hash of the text".into());
    }
    let m = ir::parse_module(text).map_err(|e| format!("does not re-parse: {e}"))?;
    if ir::print_module(&m) != *text {
        return Err("does not print back identically".into());
    }
    let fs: Vec<_> = m.functions().collect();
    if fs.len() != 1 || fs[0].name != "cut" {
        return Err("not exactly one function @cut".into());
    }
    let f = fs[0];
    if *f != cut.built.func {
        return Err("re-parsed function differs from the built one".into());
    }
    let cfg = Cfg::new(f);
    for (b, ss) in cfg.succs.iter().enumerate() {
        if !cfg.reachable(b) {
            return Err(format!("block {} is unreachable", f.blocks[b].name));
        }
        if let Some(&s) = ss.iter().find(|&&s| s <= b) {
            return Err(format!(
                "edge {} -> {} goes backwards (a loop)",
                f.blocks[b].name, f.blocks[s].name
            ));
        }
    }
    let rets: Vec<_> = f.insts().filter(|i| matches!(i.op, Op::Ret(_))).collect();
    let [ret] = rets.as_slice() else {
        return Err(format!("{} ret instructions", rets.len()));
    };
    let Op::Ret(Some(o)) = &ret.op else {
        return Err("ret without a value".into());
    };
    let Val::Local(n) = &o.val else {
        return Err("ret of a constant".into());
    };
    let Some(def) = f.insts().find(|i| i.name.as_deref() == Some(n.as_str())) else {
        return Err("ret of an argument, not of the root".into());
    };
    if def.op.opcode() != cut.root_opcode || def.ty.to_string() != cut.root_type {
        return Err(format!(
            "returns a {} {}, the root is a {} {}",
            def.op.opcode(),
            def.ty,
            cut.root_opcode,
            cut.root_type
        ));
    }
    if f.ret.to_string() != cut.root_type {
        return Err("return type is not the root's type".into());
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
                out.push((c * 400 + k, e));
            }
        }
    }
    out
}

/// Runs `opt-22 -passes=verify` once over all the given cut texts (each `@cut` renamed,
/// declarations merged): `Err` with opt's complaint when any fails.
pub fn verify_batch(texts: &[&str]) -> Result<(), String> {
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
    let o = res.map_err(|e| e.to_string())?;
    if o.status.success() && o.stderr.is_empty() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).trim().to_string())
    }
}
