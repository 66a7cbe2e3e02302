//! Retyping a rewrite to other integer widths: every `i<from>` in types, literals and
//! intrinsic names made `i<to>` (how a rule is tried at the widths it may hold at), for
//! one width or several at once (a rule over two types, `i16` and `i32` made `i32` and
//! `i64` together).

use super::shape::Pair;
use crate::ir::{Const, Function, Op, Type, Val};

/// The pair with every `i<from>` (in types, literals and intrinsic names) made `i<to>`;
/// `None` when a literal does not fit.
pub fn retype(p: &Pair, from: u32, to: u32) -> Option<Pair> {
    retype_map(p, &[(from, to)])
}

/// The pair with each `i<from>` made `i<to>` for every `(from, to)` of `map` at once (a
/// width mapped is not mapped again).
pub fn retype_map(p: &Pair, map: &[(u32, u32)]) -> Option<Pair> {
    let text = p.text();
    let mut ok = true;
    let m = crate::ir::parse_module(&text).ok()?;
    let mut fs: Vec<Function> = m.functions().cloned().collect();
    for f in &mut fs {
        for prm in &mut f.params {
            prm.ty = map_ty(&prm.ty, map);
        }
        f.ret = map_ty(&f.ret, map);
        for b in &mut f.blocks {
            for i in &mut b.insts {
                i.ty = map_ty(&i.ty, map);
                if let Op::Call(c) = &mut i.op {
                    c.ret = map_ty(&c.ret, map);
                    if let Val::Global(n) = &mut c.callee.val {
                        if n.starts_with("llvm.") {
                            *n = map_name(n, map);
                        }
                    }
                }
                for o in i.op.operands_mut() {
                    let old = o.ty.clone();
                    o.ty = map_ty(&o.ty, map);
                    if let Val::Const(c) = &mut o.val {
                        ok &= map_const(c, &old, map);
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

/// Where `map` sends width `w`, if anywhere.
fn mapped(w: u32, map: &[(u32, u32)]) -> Option<u32> {
    map.iter().find(|(f, _)| *f == w).map(|(_, t)| *t)
}

/// An intrinsic's name with each `.i<from>` part renamed (`llvm.umin.i16`).
fn map_name(n: &str, map: &[(u32, u32)]) -> String {
    intrinsic_name(n, &|w| mapped(w, map).unwrap_or(w), None)
}

/// An intrinsic's name (`llvm.umin.i16`) with each `i<w>` part made `i<map_w(w)>`, or
/// `v<lanes>i<map_w(w)>` when `lanes` is set (the overload of a vector type).
pub fn intrinsic_name(n: &str, map_w: &dyn Fn(u32) -> u32, lanes: Option<u32>) -> String {
    n.split('.')
        .map(
            |part| match part.strip_prefix('i').and_then(|d| d.parse::<u32>().ok()) {
                Some(w) => match lanes {
                    Some(l) => format!("v{l}i{}", map_w(w)),
                    None => format!("i{}", map_w(w)),
                },
                None => part.to_string(),
            },
        )
        .collect::<Vec<_>>()
        .join(".")
}

fn map_ty(t: &Type, map: &[(u32, u32)]) -> Type {
    match t {
        Type::Int(w) => Type::Int(mapped(*w, map).unwrap_or(*w)),
        Type::Vector { len, elem, scalable } => Type::Vector {
            len: *len,
            elem: Box::new(map_ty(elem, map)),
            scalable: *scalable,
        },
        t => t.clone(),
    }
}

/// Re-widths an integer literal of type `ty`; false when its signed value does not fit.
fn map_const(c: &mut Const, ty: &Type, map: &[(u32, u32)]) -> bool {
    match (c, ty) {
        (Const::Int(v), Type::Int(from)) if mapped(*from, map).is_some() => {
            let (from, to) = (*from, mapped(*from, map).unwrap_or(*from));
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
            *t = map_ty(&t0, map);
            map_const(inner, &t0, map)
        }
        (Const::Vector(items), _) => items.iter_mut().all(|(t, c)| {
            let t0 = t.clone();
            *t = map_ty(&t0, map);
            map_const(c, &t0, map)
        }),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_widths_are_mapped_at_once_not_one_after_the_other() {
        let p = Pair::parse(
            "define i32 @src(i16 %x) {\n  %a = call i16 @llvm.umin.i16(i16 %x, i16 -2)\n  %z = zext i16 %a to i32\n  %r = shl i32 %z, 24\n  ret i32 %r\n}\n\
             define i32 @tgt(i16 %x) {\n  %z = zext i16 %x to i32\n  ret i32 %z\n}\n",
        )
        .expect("parses");
        let q = retype_map(&p, &[(16, 32), (32, 64)]).expect("fits");
        let text = q.text();
        assert!(text.contains("define i64 @src(i32 %a0)"), "{text}");
        assert!(text.contains("@llvm.umin.i32(i32 %a0, i32 -2)"), "{text}");
        assert!(text.contains("zext i32 %v0 to i64"), "{text}");
        assert!(text.contains("shl i64 %v1, 24"), "{text}");
        // Narrower widths where the literals fit; one that does not fit refuses.
        assert!(retype_map(&p, &[(16, 8), (32, 16)]).is_some());
        assert!(retype(&p, 32, 4).is_none());
    }
}
