//! `llvm.masked.load` and `llvm.masked.gather`: loads of the lanes a mask selects,
//! written once for every domain.
//!
//! LangRef (LLVM 22): the result is a load followed by a `select` on the mask between the
//! loaded lanes and the passthru lanes, except that masked-off lanes are not accessed:
//! only masked-on lanes need to be in bounds — of one allocation for `masked.load`, whose
//! lane `j` is at `ptr + j × size` (a `getelementptr` without `inbounds`), of each lane's
//! own pointer for `masked.gather`. The alignment is an `align` attribute on the pointer
//! argument (1 when absent); a pointer that breaks it is poison, as any argument that
//! breaks its `align` (the caller applies the attributes), and an access through a poison
//! pointer is undefined.
//!
//! A mask lane that is poison makes its result lane poison (the `select`); whether the
//! lane is accessed the LangRef does not say, and code generation turns a poison mask
//! into arbitrary bits, so it may be. The target is taken to access such a lane
//! (undefined when it could not), the source chooses (a free choice of the refinement
//! check): both readings are then covered, and a function still refines itself.
//!
//! Lanes must be whole bytes (integers of 8, 16, 32, 64… bits, IEEE floats); lanes of
//! pointers or of odd widths are `Unsupported`.

use super::domain::Domain;
use super::memory::{self, Memory, Trace};
use super::{pointer, unsupported, Lane, Unsupported, Value};
use crate::ir::{Call, MaskedLoad, Type};

/// A call to `llvm.masked.load`/`llvm.masked.gather` (`kind`) with its arguments'
/// values: the pointer argument's attributes applied (`align`, `noundef`…), then
/// [`load`]. Returns the value and the undefined behaviour.
#[allow(clippy::too_many_arguments)]
pub fn call<D: Domain>(
    d: &D,
    mem: &mut Memory<D>,
    trace: &mut Trace<D>,
    here: &D::B,
    angelic: bool,
    kind: MaskedLoad,
    c: &Call,
    args: &[Value<D>],
) -> Result<(Value<D>, D::B), Unsupported> {
    let ([p, m, pt], [pa, ..]) = (args, c.args.as_slice()) else {
        return unsupported("a masked load without its three arguments");
    };
    let want = match kind {
        MaskedLoad::Contiguous => pa.op.ty == Type::Ptr(0),
        MaskedLoad::Gather => pa.op.ty.is_vector() && *pa.op.ty.scalar() == Type::Ptr(0),
    };
    if !want || c.args.iter().skip(1).any(|a| !a.attrs.trim().is_empty()) {
        return unsupported(format!("a masked load with arguments `{}`", pa.op.ty));
    }
    let attrs = super::attrs::parse(&pa.attrs, &pa.op.ty)?;
    let (p, attr_ub) = super::attrs::apply(d, &attrs, &pa.op.ty, p, None)?;
    let (v, ub) = load(d, mem, trace, here, angelic, kind, &c.ret, &p, m, pt)?;
    Ok((v, d.or(&attr_ub, &ub)))
}

/// The bytes of one lane of `ty`, when a masked load may read it.
fn lane_bytes(ty: &Type) -> Result<u64, Unsupported> {
    let s = ty.scalar();
    let bits = match s {
        Type::Int(w) => *w,
        Type::Float(k) if k.ieee_layout().is_some() => k.bits(),
        other => return unsupported(format!("a masked load of {other} lanes")),
    };
    if bits % 8 != 0 || !ty.is_vector() {
        return unsupported(format!("a masked load of {ty}"));
    }
    let (lane, _) = memory::layout_of(ty)?;
    Ok(lane)
}

/// `masked.load(ptr, mask, passthru)` or `masked.gather(ptrs, mask, passthru)` of type
/// `ty`, reached under `here`: the value and the undefined behaviour. `ptr` already has
/// its argument attributes applied (`align` makes a misaligned pointer poison).
#[allow(clippy::too_many_arguments)]
pub fn load<D: Domain>(
    d: &D,
    mem: &mut Memory<D>,
    trace: &mut Trace<D>,
    here: &D::B,
    angelic: bool,
    kind: MaskedLoad,
    ty: &Type,
    ptr: &Value<D>,
    mask: &Value<D>,
    passthru: &Value<D>,
) -> Result<(Value<D>, D::B), Unsupported> {
    let size = lane_bytes(ty)?;
    let n = ty.lanes() as usize;
    let lanes_ok = mask.lanes.len() == n && passthru.lanes.len() == n;
    let ptr_ok = match kind {
        MaskedLoad::Contiguous => ptr.lanes.len() == 1,
        MaskedLoad::Gather => ptr.lanes.len() == n,
    };
    if !lanes_ok || !ptr_ok {
        return unsupported("a masked load whose operands do not match its lanes");
    }
    let mut ub = d.bool_lit(false);
    let mut out = Vec::with_capacity(n);
    for j in 0..n {
        let p = match kind {
            MaskedLoad::Contiguous => {
                let base = &ptr.lanes[0];
                let block = pointer::block(d, &base.bits);
                let addr = memory::offset(d, &pointer::addr(d, &base.bits), j as u64 * size);
                Lane {
                    bits: pointer::make(d, &block, &addr),
                    poison: base.poison.clone(),
                }
            }
            MaskedLoad::Gather => ptr.lanes[j].clone(),
        };
        let m = &mask.lanes[j];
        let on = d.and(&d.not(&m.poison), &d.to_bool(&m.bits));
        let access = match d.bool_value(&m.poison) {
            Some(false) => on.clone(),
            _ => {
                let maybe = match angelic {
                    true => d.and(&m.poison, &d.to_bool(&d.nondet(1, true))),
                    false => m.poison.clone(),
                };
                d.or(&on, &maybe)
            }
        };
        let bad = d.or(&p.poison, &d.not(&pointer::dereferenceable(d, mem, &p.bits, size)));
        ub = d.or(&ub, &d.and(&access, &bad));
        let addr = pointer::addr(d, &p.bits);
        let got = memory::read_lane(d, mem, trace, &d.and(here, &access), &addr, size, false);
        let pt = &passthru.lanes[j];
        let poison = d.or(&m.poison, &d.ite_bool(&on, &got.poison, &pt.poison));
        out.push(Lane {
            bits: d.ite(&on, &got.bits, &pt.bits),
            poison,
        });
    }
    Ok((Value { lanes: out }, ub))
}
