//! `getelementptr`: the address `base + Σ idx × size` (x86-64 sizes),
//! with the poison of its flags exactly as LangRef states them.
//!
//! * `nuw`: each `idx × size`, each partial sum of offsets, and each step of the address
//!   (`address + offset`, both unsigned) must not wrap unsigned.
//! * `nusw`: each `idx × size` and each partial sum of offsets must not wrap signed; each
//!   step of the address (`address` unsigned + `offset` signed) must stay in `[0, 2^64)`.
//! * `inbounds`: `nusw`, and the base and every intermediate address must be in bounds of
//!   the base's block (`pointer::in_bounds`: inside it or at its end), unless every index
//!   is zero (LangRef: "getelementptr with all-zero indices is always considered to be
//!   inbounds, even if the base pointer does not point to an allocated object").
//!
//! The result keeps the base's block (its provenance). Indices are sign-extended or
//! truncated to 64 bits. A poison base or index gives poison. A vector `getelementptr`
//! is computed lane by lane, its scalar operands broadcast.

use super::domain::{BvBin, BvCmp, Domain};
use super::int::xor;
use super::layout::alloc_size;
use super::memory::{Memory, ADDR_BITS};
use super::pointer;
use super::{unsupported, Lane, Unsupported, Value};
use crate::ir::{Flags, Type};

/// The byte size each index of a `getelementptr` with source type `src_ty` steps by.
fn index_sizes(src_ty: &Type, n: usize) -> Result<Vec<u64>, Unsupported> {
    let mut sizes = Vec::with_capacity(n);
    let mut ty = src_ty;
    for k in 0..n {
        if k > 0 {
            ty = match ty {
                Type::Array { elem, .. } => elem,
                Type::Vector { .. } => return unsupported("getelementptr into a vector's elements"),
                Type::Struct { .. } | Type::Named(_) => return unsupported("getelementptr into a struct"),
                other => return unsupported(format!("getelementptr indexing into {other}")),
            };
        }
        sizes.push(alloc_size(ty)?);
    }
    if n == 0 {
        alloc_size(ty)?;
    }
    Ok(sizes)
}

/// The index as 64 bits, and the poison its truncation adds under `nusw`/`nuw`.
fn index64<D: Domain>(d: &D, i: &D::V, nusw: bool, nuw: bool) -> (D::V, D::B) {
    let w = d.width(i);
    let mut poison = d.bool_lit(false);
    let v = match w.cmp(&ADDR_BITS) {
        std::cmp::Ordering::Less => d.sext(i, ADDR_BITS),
        std::cmp::Ordering::Equal => i.clone(),
        std::cmp::Ordering::Greater => {
            let t = d.extract(i, ADDR_BITS - 1, 0);
            if nusw {
                poison = d.or(&poison, &d.ne(&d.sext(&t, w), i));
            }
            if nuw {
                poison = d.or(&poison, &d.ne(&d.zext(&t, w), i));
            }
            t
        }
    };
    (v, poison)
}

/// `idx × size` on 64 bits, and its wrap conditions (signed, unsigned) on 128.
fn scaled<D: Domain>(d: &D, i: &D::V, size: u64, nusw: bool, nuw: bool) -> (D::V, D::B) {
    let s = d.lit_u64(ADDR_BITS, size);
    let off = d.bin(BvBin::Mul, i, &s);
    let mut poison = d.bool_lit(false);
    if size > 1 {
        let s128 = d.lit_u64(128, size);
        if nusw {
            let wide = d.bin(BvBin::Mul, &d.sext(i, 128), &s128);
            poison = d.or(&poison, &d.ne(&d.sext(&off, 128), &wide));
        }
        if nuw {
            let wide = d.bin(BvBin::Mul, &d.zext(i, 128), &s128);
            poison = d.or(&poison, &d.ne(&d.zext(&off, 128), &wide));
        }
    }
    (off, poison)
}

/// `getelementptr flags src_ty, base, idx...` for a scalar base and scalar indices.
pub fn gep<D: Domain>(
    d: &D,
    mem: &mut Memory<D>,
    flags: Flags,
    src_ty: &Type,
    base: &Value<D>,
    idx: &[(Type, Value<D>)],
) -> Result<Value<D>, Unsupported> {
    let n = idx
        .iter()
        .map(|(_, v)| v.lanes.len())
        .chain([base.lanes.len()])
        .max()
        .unwrap_or(1);
    if n > 1 || idx.iter().any(|(t, _)| t.is_vector()) {
        // A vector getelementptr: lane by lane, scalar operands broadcast (LangRef).
        let lane = |v: &Value<D>, j: usize| -> Result<Value<D>, Unsupported> {
            match v.lanes.len() {
                1 => Ok(v.clone()),
                k if k == n => Ok(Value {
                    lanes: vec![v.lanes[j].clone()],
                }),
                _ => unsupported("a vector getelementptr whose operands differ in lanes"),
            }
        };
        let mut lanes = Vec::with_capacity(n);
        for j in 0..n {
            let idx_j = idx
                .iter()
                .map(|(t, v)| Ok((t.scalar().clone(), lane(v, j)?)))
                .collect::<Result<Vec<_>, Unsupported>>()?;
            let mut v = gep(d, mem, flags, src_ty, &lane(base, j)?, &idx_j)?;
            lanes.push(v.lanes.pop().expect("one lane"));
        }
        return Ok(Value { lanes });
    }
    let sizes = index_sizes(src_ty, idx.len())?;
    let inbounds = flags.has(Flags::INBOUNDS);
    let nusw = inbounds || flags.has(Flags::NUSW);
    let nuw = flags.has(Flags::NUW);
    let b = &base.lanes[0];
    let block = pointer::block(d, &b.bits);
    let mut poison = b.poison.clone();
    let mut addr = pointer::addr(d, &b.bits);
    let mut sum = d.zero(ADDR_BITS);
    let mut oob = d.bool_lit(false);
    let mut all_zero = d.bool_lit(true);
    if inbounds {
        oob = d.not(&pointer::in_bounds(d, mem, &block, &addr));
    }
    for ((_, iv), size) in idx.iter().zip(sizes) {
        let l = &iv.lanes[0];
        poison = d.or(&poison, &l.poison);
        if size != 0 {
            all_zero = d.and(&all_zero, &d.is_zero(&l.bits));
        }
        let (i, p) = index64(d, &l.bits, nusw, nuw);
        poison = d.or(&poison, &p);
        let (off, p) = scaled(d, &i, size, nusw, nuw);
        poison = d.or(&poison, &p);
        let next_sum = d.bin(BvBin::Add, &sum, &off);
        let next_addr = d.bin(BvBin::Add, &addr, &off);
        // Unsigned wrap of `x + y` is `x + y < x`.
        let addr_carry = d.cmp(BvCmp::Ult, &next_addr, &addr);
        if nusw {
            // add nsw on the offsets: operands agree in sign, the result does not.
            let (sa, so, sr) = (d.sign(&sum), d.sign(&off), d.sign(&next_sum));
            poison = d.or(&poison, &d.and(&d.not(&xor(d, &sa, &so)), &xor(d, &sa, &sr)));
            // address (unsigned) + offset (signed) leaves [0, 2^64): a carry out for a
            // non-negative offset, no carry (a borrow) for a negative one.
            poison = d.or(&poison, &xor(d, &addr_carry, &so));
        }
        if nuw {
            poison = d.or(&poison, &d.cmp(BvCmp::Ult, &next_sum, &sum));
            poison = d.or(&poison, &addr_carry);
        }
        sum = next_sum;
        addr = next_addr;
        if inbounds {
            oob = d.or(&oob, &d.not(&pointer::in_bounds(d, mem, &block, &addr)));
        }
    }
    poison = d.or(&poison, &d.and(&oob, &d.not(&all_zero)));
    Ok(Value {
        lanes: vec![Lane {
            bits: pointer::make(d, &block, &addr),
            poison,
        }],
    })
}
