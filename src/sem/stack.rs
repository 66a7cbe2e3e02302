//! `alloca`: a program's private stack objects, modelled as byte slots apart from memory.
//!
//! An alloca is accepted only when its address never escapes: every use of it (or of a
//! `getelementptr` of it with constant indices) is the address operand of a `load` or a
//! `store`. Every access to it is then known statically, at a constant offset, so its
//! bytes are kept per program beside the shared memory model: they are not inputs, the
//! other program cannot see them, and they are dead at `ret` (so they take no part in the
//! access and final-memory checks). Anything else about an alloca is `Unsupported`.
//!
//! * A byte never stored to reads as `undef` in the source (a fresh free choice per load
//!   and byte: fewer choices than LLVM's per-use undef, which can only make the source
//!   harder to refine) and as poison in the target (more undefined than undef, so the
//!   target is judged at least as harshly as LLVM would).
//! * An access outside the object is UB; an access whose alignment the object does not
//!   guarantee is UB when the offset breaks it and `Unsupported` when only the unknown
//!   address could (an alignment above the alloca's own).

use super::domain::Domain;
use super::layout::{abi_align, alloc_size, store_size};
use super::{unsupported, Lane, Unsupported, Value};
use crate::ir::{Const, Function, Op, Operand, Type, Val};
use std::collections::HashMap;

/// One stack object.
struct Object {
    size: u64,
    align: u64,
}

/// One byte stored to a stack object, under the store's reachability.
struct Write<D: Domain> {
    guard: D::B,
    object: usize,
    offset: u64,
    byte: D::V,
    poison: D::B,
}

/// A program's stack objects, the pointers into them, and the stores made so far.
pub struct Stack<D: Domain> {
    objects: Vec<Object>,
    /// Local name → (object, constant byte offset).
    pointers: HashMap<String, (usize, i64)>,
    writes: Vec<Write<D>>,
}

fn local(o: &Operand) -> Option<&str> {
    match &o.val {
        Val::Local(n) => Some(n),
        _ => None,
    }
}

fn const_index(o: &Operand) -> Option<i64> {
    match &o.val {
        Val::Const(Const::Int(v)) => v.to_i64(),
        Val::Const(Const::Zero) => Some(0),
        _ => None,
    }
}

/// The byte offset of `gep src_ty, base, idx...` for constant indices.
fn const_offset(src_ty: &Type, idx: &[Operand]) -> Result<i64, Unsupported> {
    let mut ty = src_ty;
    let mut off: i64 = 0;
    for (k, o) in idx.iter().enumerate() {
        if k > 0 {
            ty = match ty {
                Type::Array { elem, .. } => elem,
                other => return unsupported(format!("getelementptr of an alloca indexing into {other}")),
            };
        }
        let Some(i) = const_index(o) else {
            return unsupported("getelementptr of an alloca with a variable index");
        };
        let size = i64::try_from(alloc_size(ty)?).map_err(|_| Unsupported("an alloca too large".into()))?;
        off = i
            .checked_mul(size)
            .and_then(|x| off.checked_add(x))
            .ok_or_else(|| Unsupported("an alloca offset out of range".into()))?;
    }
    Ok(off)
}

impl<D: Domain> Stack<D> {
    /// Finds the allocas of `f` and the pointers into them; `Unsupported` when an address
    /// escapes or an alloca is not a fixed-size object in address space 0.
    pub fn plan(f: &Function) -> Result<Stack<D>, Unsupported> {
        let mut stack = Stack {
            objects: Vec::new(),
            pointers: HashMap::new(),
            writes: Vec::new(),
        };
        for i in f.insts() {
            if let Op::Alloca {
                ty,
                count,
                align,
                addrspace,
            } = &i.op
            {
                if addrspace.unwrap_or(0) != 0 {
                    return unsupported("alloca in another address space");
                }
                if let Some(c) = count {
                    if const_index(c) != Some(1) {
                        return unsupported("alloca of a variable or non-unit count");
                    }
                }
                let Some(name) = &i.name else {
                    return unsupported("an unnamed alloca");
                };
                let align = match align {
                    Some(a) => *a,
                    None => abi_align(ty)?,
                };
                stack.pointers.insert(name.clone(), (stack.objects.len(), 0));
                stack.objects.push(Object {
                    size: alloc_size(ty)?,
                    align,
                });
            }
        }
        if stack.objects.is_empty() {
            return Ok(stack);
        }
        // Constant-index GEPs of stack pointers, to a fixed point (blocks may be in any order).
        loop {
            let mut grew = false;
            for i in f.insts() {
                if let (Op::Gep { src_ty, base, idx, .. }, Some(name)) = (&i.op, &i.name) {
                    let Some(&(obj, off)) = local(base).and_then(|b| stack.pointers.get(b)) else {
                        continue;
                    };
                    if stack.pointers.contains_key(name) {
                        continue;
                    }
                    let k = const_offset(src_ty, idx)?;
                    let total = off
                        .checked_add(k)
                        .ok_or_else(|| Unsupported("an alloca offset out of range".into()))?;
                    stack.pointers.insert(name.clone(), (obj, total));
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }
        // Every other use of a stack pointer lets its address escape.
        for i in f.insts() {
            let allowed: Vec<*const Operand> = match &i.op {
                Op::Load { ptr, .. } => vec![ptr as *const Operand],
                Op::Store { ptr, .. } => vec![ptr as *const Operand],
                Op::Gep { base, .. } => vec![base as *const Operand],
                _ => Vec::new(),
            };
            for o in i.op.operands() {
                if let Some(n) = local(o) {
                    if stack.pointers.contains_key(n) && !allowed.contains(&(o as *const Operand)) {
                        return unsupported(format!("an alloca whose address escapes (used by `{}`)", i.op.opcode()));
                    }
                }
            }
        }
        Ok(stack)
    }

    /// True when the local `name` points into a stack object.
    pub fn is_pointer(&self, name: &str) -> bool {
        self.pointers.contains_key(name)
    }

    /// The stack object and offset `ptr` points to, if it is a stack pointer.
    pub fn target(&self, ptr: &Operand) -> Option<(usize, i64)> {
        local(ptr).and_then(|n| self.pointers.get(n)).copied()
    }

    /// UB of an access of `ty` at `(object, offset)` with alignment `align`, and the
    /// bytes' offsets.
    fn check(&self, d: &D, at: (usize, i64), ty: &Type, align: Option<u64>) -> Result<(D::B, Vec<u64>), Unsupported> {
        if ty.scalar().is_ptr() {
            return unsupported("loads and stores of pointer values (pointer provenance is not modelled)");
        }
        let size = store_size(ty)?;
        let obj = &self.objects[at.0];
        let align = match align {
            Some(a) => a,
            None => abi_align(ty)?,
        };
        let inside = at.1 >= 0 && (at.1 as u64).checked_add(size).is_some_and(|end| end <= obj.size);
        if !inside {
            return Ok((d.bool_lit(true), Vec::new()));
        }
        let off = at.1 as u64;
        if off % align.min(obj.align) != 0 {
            return Ok((d.bool_lit(true), Vec::new()));
        }
        if align > obj.align {
            return unsupported(format!(
                "an access aligned to {align} of an alloca aligned to {}",
                obj.align
            ));
        }
        Ok((d.bool_lit(false), (off..off + size).collect()))
    }

    /// `load ty, ptr` from a stack object: the value and the UB condition.
    pub fn load(
        &self,
        d: &D,
        at: (usize, i64),
        ty: &Type,
        align: Option<u64>,
        angelic: bool,
    ) -> Result<(Value<D>, D::B), Unsupported> {
        let (ub, bytes) = self.check(d, at, ty, align)?;
        let n = ty.lanes() as usize;
        let w = super::lane_bits(ty)?;
        if bytes.is_empty() {
            let lanes = (0..n)
                .map(|_| Lane {
                    bits: d.zero(w),
                    poison: d.bool_lit(true),
                })
                .collect();
            return Ok((Value { lanes }, ub));
        }
        let per_lane = bytes.len() / n;
        let mut lanes = Vec::with_capacity(n);
        for lane in bytes.chunks(per_lane) {
            let mut bits: Option<D::V> = None;
            let mut poison = d.bool_lit(false);
            for &off in lane {
                // Never stored: undef in the source, poison in the target.
                let (mut b, mut p) = if angelic {
                    (d.nondet(8, true), d.bool_lit(false))
                } else {
                    (d.zero(8), d.bool_lit(true))
                };
                for wr in self.writes.iter().filter(|wr| wr.object == at.0 && wr.offset == off) {
                    b = d.ite(&wr.guard, &wr.byte, &b);
                    p = d.ite_bool(&wr.guard, &wr.poison, &p);
                }
                poison = d.or(&poison, &p);
                bits = Some(match bits {
                    None => b,
                    Some(lo) => d.concat(&b, &lo),
                });
            }
            lanes.push(Lane {
                bits: bits.expect("a lane has at least one byte"),
                poison,
            });
        }
        Ok((Value { lanes }, ub))
    }

    /// `store ty val, ptr` to a stack object, under `here`: the UB condition.
    pub fn store(
        &mut self,
        d: &D,
        at: (usize, i64),
        here: &D::B,
        ty: &Type,
        val: &Value<D>,
        align: Option<u64>,
    ) -> Result<D::B, Unsupported> {
        let (ub, bytes) = self.check(d, at, ty, align)?;
        if bytes.is_empty() {
            return Ok(ub);
        }
        let per_lane = bytes.len() / val.lanes.len();
        for (l, lane_bytes) in val.lanes.iter().zip(bytes.chunks(per_lane)) {
            for (i, &off) in lane_bytes.iter().enumerate() {
                let lo = (i * 8) as u32;
                let byte = d.extract(&l.bits, lo + 7, lo);
                self.writes.push(Write {
                    guard: here.clone(),
                    object: at.0,
                    offset: off,
                    byte,
                    poison: l.poison.clone(),
                });
            }
        }
        Ok(ub)
    }
}
