//! Pointers with provenance, in the style of the LangRef's memory model.
//!
//! A pointer lane is `block ++ address`: [`BLOCK_BITS`] of block id above the 64-bit
//! address ([`PTR_BITS`] in all). The block is the allocated object the pointer may
//! access (its provenance); the address is what `icmp` and `ptrtoint` see.
//!
//! * Block 0 is the null block: `null` is block 0 at address 0, and a pointer without
//!   provenance (loaded from integer bytes) is block 0 at its address. Block 0 is
//!   empty, so no access through it is defined, and only address 0 is in bounds of it.
//! * Every other block is `[base, base + size)`, both shared inputs of the query looked
//!   up by block id ([`Memory::block`]): arguments' blocks are free (two arguments may
//!   share one or not); blocks never contain address 0, never wrap, and never overlap
//!   ([`Memory::well_formed`], an assumption of the refinement check).
//! * `getelementptr` keeps the base's block; `inbounds` asks every step to stay within
//!   `[base, base + size]` of it (the end included).
//! * A load or store is defined only when all its bytes are inside the pointer's own
//!   block: a pointer one past the end of one object and one at the start of the next
//!   have the same address but cannot access the same bytes.
//! * In memory each byte carries a tag ([`TAG_BITS`]): 0 for a byte of an integer (or
//!   float), `1 ++ block ++ i` for byte `i` of a pointer. A pointer loaded from eight
//!   pointer bytes `0..7` of one block has that block; from bytes of which any is not a
//!   pointer byte, no provenance (block 0, the bytes as address); from pointer bytes out
//!   of order or of different blocks, poison (as Alive2 does). An integer loaded from
//!   pointer bytes gets the address bytes.
//!
//! Allocas (`stack.rs`) stay apart: their pointers never escape, so they are never
//! compared, cast or stored (the stack planner refuses every such use).

use super::domain::{BvBin, BvCmp, Domain};
use super::int;
use super::memory::{Memory, ADDR_BITS};
use super::{Lane, Value};
use crate::ir::{Flags, IPred};

/// Bits of block id in a pointer lane.
pub const BLOCK_BITS: u32 = 8;

/// Width of a pointer lane: the block id above the address.
pub const PTR_BITS: u32 = ADDR_BITS + BLOCK_BITS;

/// Width of a memory byte's provenance tag: a pointer-byte flag, a block id, the byte's
/// index in its pointer (0 to 7).
pub const TAG_BITS: u32 = 1 + BLOCK_BITS + 3;

/// Pointer lanes a function may create (parameters, loads of pointers) at most: each may
/// need a block of its own, and block ids have [`BLOCK_BITS`].
pub const MAX_POINTERS: usize = 100;

/// `Unsupported` when `f` may create more pointer lanes (parameters, loads of pointers)
/// than there are block ids to tell apart.
pub fn check_count(f: &crate::ir::Function) -> Result<(), super::Unsupported> {
    let lanes = |t: &crate::ir::Type| if t.scalar().is_ptr() { t.lanes() as usize } else { 0 };
    let params: usize = f.params.iter().map(|p| lanes(&p.ty)).sum();
    let loads: usize = f
        .insts()
        .filter(|i| matches!(i.op, crate::ir::Op::Load { .. }))
        .map(|i| lanes(&i.ty))
        .sum();
    if params + loads > MAX_POINTERS {
        return super::unsupported(format!("more than {MAX_POINTERS} pointers"));
    }
    Ok(())
}

/// The address of a pointer lane.
pub fn addr<D: Domain>(d: &D, p: &D::V) -> D::V {
    d.extract(p, ADDR_BITS - 1, 0)
}

/// The block id of a pointer lane.
pub fn block<D: Domain>(d: &D, p: &D::V) -> D::V {
    d.extract(p, PTR_BITS - 1, ADDR_BITS)
}

/// The pointer lane of `block` at `addr`.
pub fn make<D: Domain>(d: &D, block: &D::V, addr: &D::V) -> D::V {
    d.concat(block, addr)
}

/// The tag of byte `i` of a pointer into `block`.
pub fn ptr_tag<D: Domain>(d: &D, block: &D::V, i: u64) -> D::V {
    let hi = d.concat(&d.lit_u64(1, 1), block);
    d.concat(&hi, &d.lit_u64(3, i))
}

/// The tag of a byte of an integer or float.
pub fn int_tag<D: Domain>(d: &D) -> D::V {
    d.zero(TAG_BITS)
}

/// True when a tag marks a byte of a pointer.
pub fn tag_is_ptr<D: Domain>(d: &D, t: &D::V) -> D::B {
    d.to_bool(&d.extract(t, TAG_BITS - 1, TAG_BITS - 1))
}

/// The block id a tag names.
pub fn tag_block<D: Domain>(d: &D, t: &D::V) -> D::V {
    d.extract(t, TAG_BITS - 2, 3)
}

/// The pointer lane read from eight bytes (`bytes[i]` is byte `i`: its bits, poison and
/// tag), as described in the module doc.
pub fn from_bytes<D: Domain>(d: &D, bytes: &[(D::V, D::B, D::V)]) -> Lane<D> {
    let mut bits: Option<D::V> = None;
    let mut poison = d.bool_lit(false);
    let mut all_ptr = d.bool_lit(true);
    let mut in_order = d.bool_lit(true);
    let first_block = tag_block(d, &bytes[0].2);
    for (i, (b, q, t)) in bytes.iter().enumerate() {
        poison = d.or(&poison, q);
        all_ptr = d.and(&all_ptr, &tag_is_ptr(d, t));
        in_order = d.and(&in_order, &d.eq(t, &ptr_tag(d, &first_block, i as u64)));
        bits = Some(match bits {
            None => b.clone(),
            Some(lo) => d.concat(b, &lo),
        });
    }
    let address = bits.expect("a pointer has eight bytes");
    poison = d.or(&poison, &d.and(&all_ptr, &d.not(&in_order)));
    let blk = d.ite(&all_ptr, &first_block, &d.zero(BLOCK_BITS));
    Lane {
        bits: make(d, &blk, &address),
        poison,
    }
}

/// The bytes of a stored pointer lane: (bits, tag) of byte `i` at index `i`.
pub fn to_bytes<D: Domain>(d: &D, p: &D::V) -> Vec<(D::V, D::V)> {
    let a = addr(d, p);
    let b = block(d, p);
    (0..ADDR_BITS / 8)
        .map(|i| (d.extract(&a, i * 8 + 7, i * 8), ptr_tag(d, &b, i as u64)))
        .collect()
}

/// `icmp pred a, b` on pointers: the addresses compared (LangRef: "If the operands are
/// pointer typed, the pointer values are compared as if they were integers"); provenance
/// plays no part.
pub fn icmp<D: Domain>(d: &D, pred: IPred, flags: Flags, a: &Value<D>, b: &Value<D>) -> Value<D> {
    int::icmp(d, pred, flags, &addresses(d, a), &addresses(d, b))
}

/// Each lane's address (poison kept).
pub fn addresses<D: Domain>(d: &D, a: &Value<D>) -> Value<D> {
    int::map1(a, |l| Lane {
        bits: addr(d, &l.bits),
        poison: l.poison.clone(),
    })
}

/// `ptrtoint`/`ptrtoaddr` to `width` bits: the address, truncated or zero-extended
/// (LangRef); the provenance is dropped.
pub fn to_int<D: Domain>(d: &D, a: &Value<D>, width: u32) -> Value<D> {
    int::map1(a, |l| {
        let x = addr(d, &l.bits);
        let bits = match width.cmp(&ADDR_BITS) {
            std::cmp::Ordering::Less => d.extract(&x, width - 1, 0),
            std::cmp::Ordering::Equal => x,
            std::cmp::Ordering::Greater => d.zext(&x, width),
        };
        Lane {
            bits,
            poison: l.poison.clone(),
        }
    })
}

/// True when the `n` bytes at `p`'s address are all inside `p`'s block (false for the
/// null block and for a pointer without provenance). The hook for "this pointer is
/// dereferenceable for `n` bytes" (the `dereferenceable` attribute) and the bounds check
/// of every load and store.
pub fn dereferenceable<D: Domain>(d: &D, mem: &mut Memory<D>, p: &D::V, n: u64) -> D::B {
    let a = addr(d, p);
    let (base, size) = mem.block(d, &block(d, p));
    let end = d.bin(BvBin::Add, &base, &size);
    let within = d.and(&d.cmp(BvCmp::Ule, &base, &a), &d.cmp(BvCmp::Ule, &a, &end));
    if n == 0 {
        return within;
    }
    // `end - a` does not wrap once `a <= end`.
    let room = d.bin(BvBin::Sub, &end, &a);
    d.and(&within, &d.cmp(BvCmp::Ule, &d.lit_u64(ADDR_BITS, n), &room))
}

/// True when `addr` is in bounds of `block` in the sense of `getelementptr inbounds`:
/// inside it or at its end (only address 0 for the null block).
pub fn in_bounds<D: Domain>(d: &D, mem: &mut Memory<D>, block: &D::V, addr: &D::V) -> D::B {
    let (base, size) = mem.block(d, block);
    let end = d.bin(BvBin::Add, &base, &size);
    d.and(&d.cmp(BvCmp::Ule, &base, addr), &d.cmp(BvCmp::Ule, addr, &end))
}
