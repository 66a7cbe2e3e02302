//! Retyping a rewrite to another integer width: every `i<from>` in types, literals and
//! intrinsic names made `i<to>` (how a rule is tried at the widths it may hold at).

use super::shape::Pair;
use crate::ir::{Const, Function, Op, Type, Val};

/// The pair with every `i<from>` (in types, literals and intrinsic names) made `i<to>`;
/// `None` when a literal does not fit.
pub fn retype(p: &Pair, from: u32, to: u32) -> Option<Pair> {
    let text = p.text();
    let mut ok = true;
    let m = crate::ir::parse_module(&text).ok()?;
    let mut fs: Vec<Function> = m.functions().cloned().collect();
    for f in &mut fs {
        for prm in &mut f.params {
            prm.ty = map_ty(&prm.ty, from, to);
        }
        f.ret = map_ty(&f.ret, from, to);
        for b in &mut f.blocks {
            for i in &mut b.insts {
                i.ty = map_ty(&i.ty, from, to);
                if let Op::Call(c) = &mut i.op {
                    c.ret = map_ty(&c.ret, from, to);
                    if let Val::Global(n) = &mut c.callee.val {
                        if n.starts_with("llvm.") {
                            *n = n.replace(&format!(".i{from}"), &format!(".i{to}"));
                        }
                    }
                }
                for o in i.op.operands_mut() {
                    let old = o.ty.clone();
                    o.ty = map_ty(&o.ty, from, to);
                    if let Val::Const(c) = &mut o.val {
                        ok &= map_const(c, &old, from, to);
                    }
                }
            }
        }
    }
    let get = |n: &str| fs.iter().find(|f| f.name == n).cloned();
    ok.then_some(())?;
    Some(Pair {
        src: get("src")?,
        tgt: get("tgt")?,
    })
}

fn map_ty(t: &Type, from: u32, to: u32) -> Type {
    match t {
        Type::Int(w) if *w == from => Type::Int(to),
        Type::Vector { len, elem, scalable } => Type::Vector {
            len: *len,
            elem: Box::new(map_ty(elem, from, to)),
            scalable: *scalable,
        },
        t => t.clone(),
    }
}

/// Re-widths an integer literal of type `ty`; false when its signed value does not fit.
fn map_const(c: &mut Const, ty: &Type, from: u32, to: u32) -> bool {
    match (c, ty) {
        (Const::Int(v), Type::Int(w)) if *w == from => {
            if to >= from {
                *v = v.sext(to);
                return true;
            }
            let n = v.trunc(to);
            if n.sext(from) != *v && n.zext(from) != *v {
                return false;
            }
            *v = n;
            true
        }
        (Const::Splat(t, inner), _) => {
            let t0 = t.clone();
            *t = map_ty(&t0, from, to);
            map_const(inner, &t0, from, to)
        }
        (Const::Vector(items), _) => items.iter_mut().all(|(t, c)| {
            let t0 = t.clone();
            *t = map_ty(&t0, from, to);
            map_const(c, &t0, from, to)
        }),
        _ => true,
    }
}
