//! Splat vectors: a scalar rule retyped to `<N x iW>` lanes, its symbolic constants kept
//! scalar and splatted (what InstCombine's `m_APInt` matches), so that a rule is proved
//! for the vectors its C++ would also fire on; and back: a lane-wise vector rewrite with
//! splat constants as its scalar rewrite, so that the vector find of a scalar rule is
//! one more instance of it, not a rule of its own.

use super::shape::Pair;
use crate::ir::{Const, Function, Inst, Op, Operand, Type, Val};
use std::collections::HashSet;

/// The vector type of `lanes` lanes of `t` (`void` stays); `None` for a non-integer.
fn vectorize(t: &Type, lanes: u32) -> Option<Type> {
    match t {
        Type::Void => Some(Type::Void),
        Type::Int(_) => Some(Type::Vector {
            len: lanes,
            elem: Box::new(t.clone()),
            scalable: false,
        }),
        _ => None,
    }
}

/// `llvm.umax.i8` → `llvm.umax.v4i8`: every integer type suffix of an intrinsic's name.
fn mangle(name: &str, lanes: u32) -> String {
    name.split('.')
        .map(|part| {
            let int = part
                .strip_prefix('i')
                .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
            if int {
                format!("v{lanes}{part}")
            } else {
                part.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(".")
}

/// Intrinsics whose last argument is an `immarg` flag that stays scalar.
const FLAG_LAST: [&str; 3] = ["llvm.abs.", "llvm.ctlz.", "llvm.cttz."];

/// The pair with every value made a `lanes`-lane vector, the symbols `C0..C{symbols-1}`
/// (and what is computed from them alone: derived constants, the precondition) kept
/// scalar and splatted where a vector instruction uses them. `None` when the pair has
/// something this does not retype (several blocks, non-integer values, x86 intrinsics).
pub fn splat(p: &Pair, lanes: u32, symbols: usize) -> Option<Pair> {
    Some(Pair {
        src: splat_fn(&p.src, lanes, symbols)?,
        tgt: splat_fn(&p.tgt, lanes, symbols)?,
    })
}

fn splat_fn(f: &Function, lanes: u32, symbols: usize) -> Option<Function> {
    if f.blocks.len() != 1 {
        return None;
    }
    let mut g = f.clone();
    let mut scalar: HashSet<String> = (0..symbols).map(|k| format!("C{k}")).collect();
    for prm in &mut g.params {
        if !scalar.contains(&prm.name) {
            prm.ty = vectorize(&prm.ty, lanes)?;
        }
    }
    g.ret = vectorize(&g.ret, lanes)?;
    let mut out: Vec<Inst> = Vec::new();
    let mut splatted: HashSet<String> = HashSet::new();
    for inst in &f.blocks[0].insts {
        let locals: Vec<&str> = inst
            .op
            .operands()
            .iter()
            .filter_map(|o| match &o.val {
                Val::Local(n) => Some(n.as_str()),
                _ => None,
            })
            .collect();
        let is_assume = matches!(&inst.op, Op::Call(c) if c.callee_name() == Some("llvm.assume"));
        if is_assume || (!locals.is_empty() && locals.iter().all(|n| scalar.contains(*n)) && !inst.op.is_terminator()) {
            if let Some(n) = &inst.name {
                scalar.insert(n.clone());
            }
            out.push(inst.clone());
            continue;
        }
        let mut v = inst.clone();
        v.ty = vectorize(&v.ty, lanes)?;
        let mut keep_last_scalar = false;
        let is_call = matches!(v.op, Op::Call(_));
        if let Op::Call(c) = &mut v.op {
            let name = c.callee_name()?.to_string();
            if !name.starts_with("llvm.") || name.starts_with("llvm.x86.") {
                return None;
            }
            keep_last_scalar = FLAG_LAST.iter().any(|p| name.starts_with(p));
            c.callee.val = Val::Global(mangle(&name, lanes));
            c.ret = vectorize(&c.ret, lanes)?;
            c.fn_ty = None;
        }
        let n_ops = v.op.operands().len();
        for (k, o) in v.op.operands_mut().into_iter().enumerate() {
            if keep_last_scalar && k + 1 == n_ops {
                continue;
            }
            match &o.val {
                Val::Global(_) if is_call && k == 0 => {}
                Val::Local(n) if scalar.contains(n) => {
                    let s = format!("{n}.splat");
                    if splatted.insert(n.clone()) {
                        out.extend(splat_insts(n, &o.ty, lanes)?);
                    }
                    *o = Operand::local(vectorize(&o.ty, lanes)?, s);
                }
                Val::Local(_) => o.ty = vectorize(&o.ty, lanes)?,
                Val::Const(c) => {
                    let ty = vectorize(&o.ty, lanes)?;
                    let c = match c {
                        Const::Int(_) => Const::Splat(o.ty.clone(), Box::new(c.clone())),
                        Const::Poison | Const::Undef | Const::Zero => c.clone(),
                        _ => return None,
                    };
                    *o = Operand::konst(ty, c);
                }
                _ => return None,
            }
        }
        out.push(v);
    }
    g.blocks[0].insts = out;
    Some(g)
}

/// The scalar pair a lane-wise vector pair of splat constants stands for: every
/// `<N x iW>` (one `N` throughout) made `iW`, each splat (or all-equal) constant its
/// element. `None` when an instruction mixes lanes (shuffles, element access, bitcasts,
/// reductions, memory) or a constant is not a splat: then the lanes are not one scalar
/// computation.
pub fn scalarize(p: &Pair) -> Option<Pair> {
    let mut lanes = None;
    Some(Pair {
        src: scalar_fn(&p.src, &mut lanes)?,
        tgt: scalar_fn(&p.tgt, &mut lanes)?,
    })
}

/// The element type of `t`, all vectors of `*lanes` lanes (the first seen sets it).
fn element(t: &Type, lanes: &mut Option<u32>) -> Option<Type> {
    match t {
        Type::Vector {
            len,
            elem,
            scalable: false,
        } if matches!(**elem, Type::Int(_)) => {
            if *lanes.get_or_insert(*len) != *len {
                return None;
            }
            Some((**elem).clone())
        }
        Type::Void => Some(Type::Void),
        _ => None,
    }
}

fn scalar_fn(f: &Function, lanes: &mut Option<u32>) -> Option<Function> {
    if f.blocks.len() != 1 {
        return None;
    }
    let mut g = f.clone();
    for prm in &mut g.params {
        prm.ty = element(&prm.ty, lanes)?;
    }
    g.ret = element(&g.ret, lanes)?;
    for inst in &mut g.blocks[0].insts {
        let lane_wise = match &inst.op {
            Op::Bin { .. } | Op::ICmp { .. } | Op::Select { .. } | Op::Freeze(_) | Op::Ret(Some(_)) => true,
            Op::Cast { op, .. } => matches!(
                op,
                crate::ir::CastOp::Trunc | crate::ir::CastOp::ZExt | crate::ir::CastOp::SExt
            ),
            Op::Call(c) => c
                .callee_name()
                .is_some_and(|n| n.starts_with("llvm.") && !n.starts_with("llvm.x86.") && !n.contains("reduce")),
            _ => false,
        };
        if !lane_wise {
            return None;
        }
        inst.ty = element(&inst.ty, lanes)?;
        let mut keep_last = false;
        let is_call = matches!(inst.op, Op::Call(_));
        if let Op::Call(c) = &mut inst.op {
            let name = c.callee_name()?.to_string();
            keep_last = FLAG_LAST.iter().any(|p| name.starts_with(p));
            let n = (*lanes)?;
            c.callee.val = Val::Global(name.replace(&format!(".v{n}i"), ".i"));
            c.ret = element(&c.ret, lanes)?;
            c.fn_ty = None;
        }
        let n_ops = inst.op.operands().len();
        for (k, o) in inst.op.operands_mut().into_iter().enumerate() {
            if (keep_last && k + 1 == n_ops) || (is_call && k == 0 && matches!(o.val, Val::Global(_))) {
                continue;
            }
            let elem = element(&o.ty, lanes)?;
            if let Val::Const(c) = &o.val {
                let c = match c {
                    Const::Splat(_, c) => (**c).clone(),
                    Const::Vector(es) => {
                        let (_, first) = es.first()?;
                        if es.iter().any(|(_, e)| e != first) {
                            return None;
                        }
                        first.clone()
                    }
                    Const::Zero => Const::int(elem.bits()?, 0),
                    Const::Poison | Const::Undef => c.clone(),
                    _ => return None,
                };
                *o = Operand::konst(elem, c);
            } else {
                o.ty = elem;
            }
        }
    }
    Some(g)
}

/// `%n.splat0 = insertelement <N x T> poison, T %n, i64 0` and
/// `%n.splat = shufflevector %n.splat0, poison, zeroinitializer`.
fn splat_insts(n: &str, ty: &Type, lanes: u32) -> Option<[Inst; 2]> {
    let vt = vectorize(ty, lanes)?;
    let ins = Inst::new(
        Some(format!("{n}.splat0")),
        vt.clone(),
        Op::InsertElement {
            vec: Operand::konst(vt.clone(), Const::Poison),
            elt: Operand::local(ty.clone(), n),
            idx: Operand::konst(Type::Int(64), Const::int(64, 0)),
        },
    );
    let shuf = Inst::new(
        Some(format!("{n}.splat")),
        vt.clone(),
        Op::ShuffleVector {
            a: Operand::local(vt.clone(), format!("{n}.splat0")),
            b: Operand::konst(vt, Const::Poison),
            mask: vec![Some(0); lanes as usize],
        },
    );
    Some([ins, shuf])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(text: &str) -> Pair {
        let m = crate::ir::parse_module(text).expect("parses");
        let get = |n: &str| m.functions().find(|f| f.name == n).cloned().expect("has it");
        Pair {
            src: get("src"),
            tgt: get("tgt"),
        }
    }

    #[test]
    fn symbols_stay_scalar_and_are_splatted() {
        let p = pair(
            "define i8 @src(i8 %x, i8 noundef %C0) {\n  %p = icmp ult i8 %C0, 8\n  call void @llvm.assume(i1 %p)\n  %a = shl i8 %x, %C0\n  %r = call i8 @llvm.umax.i8(i8 %a, i8 3)\n  ret i8 %r\n}\n\
             define i8 @tgt(i8 %x, i8 noundef %C0) {\n  %a = shl i8 %x, %C0\n  %r = call i8 @llvm.abs.i8(i8 %a, i1 false)\n  ret i8 %r\n}\n\
             declare i8 @llvm.umax.i8(i8, i8)\ndeclare i8 @llvm.abs.i8(i8, i1)\ndeclare void @llvm.assume(i1)\n",
        );
        let v = splat(&p, 4, 1).expect("retypes");
        let text = v.text();
        assert!(
            text.contains("define <4 x i8> @src(<4 x i8> %x, i8 noundef %C0)"),
            "{text}"
        );
        assert!(text.contains("icmp ult i8 %C0, 8"), "{text}");
        assert!(text.contains("shl <4 x i8> %x, %C0.splat"), "{text}");
        assert!(
            text.contains("@llvm.umax.v4i8(<4 x i8> %a, <4 x i8> splat (i8 3))"),
            "{text}"
        );
        assert!(text.contains("@llvm.abs.v4i8(<4 x i8> %a, i1 false)"), "{text}");
        crate::ir::parse_module(&text).expect("the splat pair parses");
        assert_eq!(mangle("llvm.fshl.i32", 2), "llvm.fshl.v2i32");
    }

    #[test]
    fn a_lane_wise_vector_pair_is_its_scalar_pair() {
        let p = pair(
            "define <8 x i32> @src(<8 x i32> %x) {\n  %a = shl nuw <8 x i32> %x, splat (i32 24)\n  %b = ashr <8 x i32> %a, splat (i32 24)\n  %r = xor <8 x i32> %b, <i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128>\n  ret <8 x i32> %r\n}\n\
             define <8 x i32> @tgt(<8 x i32> %x) {\n  %r = call <8 x i32> @llvm.umax.v8i32(<8 x i32> %x, <8 x i32> zeroinitializer)\n  ret <8 x i32> %r\n}\n\
             declare <8 x i32> @llvm.umax.v8i32(<8 x i32>, <8 x i32>)\n",
        );
        let s = scalarize(&p).expect("lane-wise").text();
        assert!(s.contains("define i32 @src(i32 %x)"), "{s}");
        assert!(s.contains("shl nuw i32 %x, 24"), "{s}");
        assert!(s.contains("xor i32 %b, -128"), "{s}");
        assert!(s.contains("@llvm.umax.i32(i32 %x, i32 0)"), "{s}");
        crate::ir::parse_module(&s).expect("the scalar pair parses");
        let mixed = pair(
            "define <4 x i32> @src(<4 x i32> %x) {\n  %r = shufflevector <4 x i32> %x, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>\n  ret <4 x i32> %r\n}\n\
             define <4 x i32> @tgt(<4 x i32> %x) {\n  ret <4 x i32> %x\n}\n",
        );
        assert!(scalarize(&mixed).is_none());
        let lanes = pair(
            "define <4 x i32> @src(<4 x i32> %x) {\n  %r = add <4 x i32> %x, <i32 1, i32 2, i32 3, i32 4>\n  ret <4 x i32> %r\n}\n\
             define <4 x i32> @tgt(<4 x i32> %x) {\n  ret <4 x i32> %x\n}\n",
        );
        assert!(scalarize(&lanes).is_none());
    }

    #[test]
    fn refuses_what_it_cannot_retype() {
        let p = pair(
            "define float @src(float %x) {\n  ret float %x\n}\ndefine float @tgt(float %x) {\n  ret float %x\n}\n",
        );
        assert!(splat(&p, 4, 0).is_none());
    }
}
