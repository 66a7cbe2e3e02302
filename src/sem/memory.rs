//! Memory, byte by byte, written once for every domain.
//!
//! A cut's loads read from memory described by free inputs; stores inside the cut update
//! it; the target may not touch an address the source does not.
//!
//! * **Initial memory** is shared by the source and the target: the byte at address `A`
//!   and its poison flag are inputs of the query. Each read of initial memory asks the
//!   domain for fresh inputs and returns `ite(A = A_0, m_0, ite(A = A_1, m_1, .. fresh))`
//!   over every earlier read (Ackermann's reduction), so equal addresses always read
//!   equal bytes, in both programs.
//! * Each program keeps a [`Trace`]: its stores (guarded by reachability, one entry per
//!   byte) and every byte address it accessed. A load reads, per byte, the latest store
//!   of its own program whose guard holds and whose address is equal, else initial memory.
//! * Values are laid out little-endian; lane `i` of a vector precedes lane `i + 1`. A
//!   loaded lane is poison when any of its bytes is; a stored lane's bytes are poison when
//!   the lane is.
//! * An access is UB through a poison or null pointer, when misaligned, when its bytes
//!   would wrap around the address space, or when they are not all inside the block the
//!   pointer is based on (its provenance, see `pointer.rs`).
//! * Each byte also carries a provenance tag (`pointer::TAG_BITS`): stored pointers keep
//!   their block, and initial memory may hold pointers into any block.
//! * Blocks are looked up by id like initial memory (Ackermann), their bounds shared
//!   inputs; [`Memory::well_formed`] is the assumption that they are laid out as the
//!   LangRef requires (no overlap, no wrap, address 0 in none of them).

use super::domain::{BvBin, BvCmp, Domain};
use super::layout;
use super::pointer::{self, TAG_BITS};
use super::{unsupported, Lane, Unsupported, Value};
use crate::ir::Type;

/// Width of an address.
pub const ADDR_BITS: u32 = 64;

/// The widest access modelled, in bytes.
const MAX_ACCESS_BYTES: u64 = 256;

/// One entry of a shared table: a key, and the value the query's inputs give it.
struct Entry<D: Domain> {
    key: Vec<D::V>,
    val: Vec<D::V>,
    flag: D::B,
    /// The key is identical to an earlier entry's (see [`lookup`]): this entry repeats
    /// that one's values and is left out of later chains.
    repeat: bool,
}

/// What an input asked for by [`Memory`] stands for, so that samplers can draw values
/// that make sense (a sampled input is only a guess; the solver is not told kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A byte of initial memory.
    Byte,
    /// Its poison flag.
    Poison,
    /// Its provenance tag; the low 3 bits of its address when the domain knows them.
    Tag(Option<u8>),
    /// The first address of a block.
    Base,
    /// The size of a block in bytes.
    Size,
}

/// What the source and the target share: initial memory (bytes, poison flags and
/// provenance tags) and the bounds of the blocks pointers are based on, each a table of
/// the reads made so far.
pub struct Memory<D: Domain> {
    init: Vec<Entry<D>>,
    blocks: Vec<Entry<D>>,
    kinds: Vec<InputKind>,
}

impl<D: Domain> Default for Memory<D> {
    fn default() -> Self {
        Memory::new()
    }
}

/// Looks `key` up in `table`, Ackermann-style: the values of the first equal key, else
/// `fresh`. The entry pushed holds the resolved value, so later reads need one hit.
///
/// A key identical to an earlier entry's (the target reading the byte the source read,
/// at the same address term) gets that entry's values: the chain would pick the same ones
/// (its condition for that entry is true, and the entry's values were resolved against
/// every older one the same way), so this only keeps the term small. Such an entry is
/// still pushed, one per read, since callers pair entries with the inputs each read asked
/// for; it is left out of later chains, where it would repeat the earlier entry's
/// condition and values behind it (unreachable there).
fn lookup<D: Domain>(d: &D, table: &mut Vec<Entry<D>>, key: Vec<D::V>, fresh: (Vec<D::V>, D::B)) -> (Vec<D::V>, D::B) {
    let identical = |e: &Entry<D>| key.len() == e.key.len() && key.iter().zip(&e.key).all(|(a, b)| d.identical(a, b));
    let seen = table
        .iter()
        .find(|e| !e.repeat && identical(e))
        .map(|e| (e.val.clone(), e.flag.clone()));
    if let Some((val, flag)) = seen {
        table.push(Entry {
            key,
            val: val.clone(),
            flag: flag.clone(),
            repeat: true,
        });
        return (val, flag);
    }
    let (mut val, mut flag) = fresh;
    for e in table.iter().rev().filter(|e| !e.repeat) {
        let same = d.all(&key.iter().zip(&e.key).map(|(a, b)| d.eq(a, b)).collect::<Vec<_>>());
        val = val.iter().zip(&e.val).map(|(v, ev)| d.ite(&same, ev, v)).collect();
        flag = d.ite_bool(&same, &e.flag, &flag);
    }
    table.push(Entry {
        key,
        val: val.clone(),
        flag: flag.clone(),
        repeat: false,
    });
    (val, flag)
}

impl<D: Domain> Memory<D> {
    /// Memory nothing has been read from yet.
    pub fn new() -> Memory<D> {
        Memory {
            init: Vec::new(),
            blocks: Vec::new(),
            kinds: Vec::new(),
        }
    }

    /// The initial byte at `addr`: its bits, whether it is poison, its provenance tag.
    /// Always asks the domain for three inputs (8 bits, 1 bit, then a tag), whatever the
    /// address, so that every domain makes the same requests in the same order.
    pub fn initial(&mut self, d: &D, addr: &D::V) -> (D::V, D::B, D::V) {
        let byte = d.input(8);
        let poison = d.to_bool(&d.input(1));
        let tag = d.input(TAG_BITS);
        let low = d.bv_value(addr).map(|a| (a.low_u64() & 7) as u8);
        self.kinds
            .extend([InputKind::Byte, InputKind::Poison, InputKind::Tag(low)]);
        let (mut v, p) = lookup(d, &mut self.init, vec![addr.clone()], (vec![byte, tag], poison));
        let tag = v.pop().expect("a tag");
        (v.pop().expect("one byte"), p, tag)
    }

    /// The first address and the size of block `id` (both 0 for the null block, id 0).
    /// Always asks the domain for two 64-bit inputs, the same for equal ids.
    pub fn block(&mut self, d: &D, id: &D::V) -> (D::V, D::V) {
        let base = d.input(ADDR_BITS);
        let size = d.input(ADDR_BITS);
        self.kinds.extend([InputKind::Base, InputKind::Size]);
        let (v, _) = lookup(
            d,
            &mut self.blocks,
            vec![id.clone()],
            (vec![base, size], d.bool_lit(false)),
        );
        let null = d.is_zero(id);
        let zero = d.zero(ADDR_BITS);
        (d.ite(&null, &zero, &v[0]), d.ite(&null, &zero, &v[1]))
    }

    /// The blocks looked up so far are laid out as the LangRef requires: a non-null block
    /// does not contain address 0 and does not wrap (its end, one past its last byte, is
    /// an address too), and two different non-null blocks do not overlap. The refinement
    /// check assumes this of every input (an input breaking it is no execution at all).
    pub fn well_formed(&self, d: &D) -> D::B {
        let end = |e: &Entry<D>| -> (D::V, D::B) {
            let wide = d.bin(
                BvBin::Add,
                &d.zext(&e.val[0], ADDR_BITS + 1),
                &d.zext(&e.val[1], ADDR_BITS + 1),
            );
            let carry = d.to_bool(&d.extract(&wide, ADDR_BITS, ADDR_BITS));
            (d.extract(&wide, ADDR_BITS - 1, 0), carry)
        };
        let mut ok = d.bool_lit(true);
        let blocks: Vec<&Entry<D>> = self.blocks.iter().filter(|e| !e.repeat).collect();
        for (i, e) in blocks.iter().enumerate() {
            let real = d.to_bool(&e.key[0]);
            let (e_end, carry) = end(e);
            let sane = d.and(&d.to_bool(&e.val[0]), &d.not(&carry));
            ok = d.and(&ok, &d.or(&d.not(&real), &sane));
            for f in &blocks[..i] {
                let other = d.and(&d.to_bool(&f.key[0]), &d.ne(&e.key[0], &f.key[0]));
                let (f_end, _) = end(f);
                let apart = d.or(
                    &d.cmp(BvCmp::Ule, &e_end, &f.val[0]),
                    &d.cmp(BvCmp::Ule, &f_end, &e.val[0]),
                );
                ok = d.and(&ok, &d.or(&d.not(&d.and(&real, &other)), &apart));
            }
        }
        ok
    }

    /// What each input asked for so far stands for, in request order.
    pub fn input_kinds(&self) -> &[InputKind] {
        &self.kinds
    }

    /// Every key read so far (addresses and block ids): the refinement check makes sure
    /// none depends on a source choice it quantifies over.
    pub fn keys(&self) -> Vec<D::V> {
        self.init
            .iter()
            .chain(&self.blocks)
            .flat_map(|e| e.key.iter().cloned())
            .collect()
    }

    /// The initial bytes read so far: (address, byte, poison), in read order.
    pub fn initial_bytes(&self) -> Vec<(D::V, D::V, D::B)> {
        self.init
            .iter()
            .map(|e| (e.key[0].clone(), e.val[0].clone(), e.flag.clone()))
            .collect()
    }
}

/// One byte written by a store, under the store's reachability.
pub struct StoreByte<D: Domain> {
    /// The store is reached.
    pub guard: D::B,
    /// The byte's address.
    pub addr: D::V,
    /// The byte written.
    pub byte: D::V,
    /// The byte written is poison.
    pub poison: D::B,
    /// Its provenance tag (`pointer::TAG_BITS`).
    pub tag: D::V,
    /// Written by a store of pointers (else its tag is the integer tag, 0).
    pub pointer: bool,
}

// Written by hand: a derive would demand `D: Clone` of the domain itself.
impl<D: Domain> Clone for StoreByte<D> {
    fn clone(&self) -> Self {
        StoreByte {
            guard: self.guard.clone(),
            addr: self.addr.clone(),
            byte: self.byte.clone(),
            poison: self.poison.clone(),
            tag: self.tag.clone(),
            pointer: self.pointer,
        }
    }
}

/// One byte address a program accessed, under the access's reachability.
pub struct Access<D: Domain> {
    /// The access is reached.
    pub guard: D::B,
    /// The byte's address.
    pub addr: D::V,
    /// A store (else a load).
    pub write: bool,
}

/// What one program did to memory, in program order.
pub struct Trace<D: Domain> {
    /// Each byte stored.
    pub stores: Vec<StoreByte<D>>,
    /// Each byte loaded or stored.
    pub accesses: Vec<Access<D>>,
}

impl<D: Domain> Default for Trace<D> {
    fn default() -> Self {
        Trace {
            stores: Vec::new(),
            accesses: Vec::new(),
        }
    }
}

impl<D: Domain> Trace<D> {
    /// The byte at `addr` after this program's stores, over `under` (the byte before
    /// them): bits, poison, tag.
    pub fn over(&self, d: &D, addr: &D::V, under: (D::V, D::B, D::V)) -> (D::V, D::B, D::V) {
        let (mut b, mut p, mut t) = under;
        for s in &self.stores {
            let hit = d.and(&s.guard, &d.eq(&s.addr, addr));
            b = d.ite(&hit, &s.byte, &b);
            p = d.ite_bool(&hit, &s.poison, &p);
            t = d.ite(&hit, &s.tag, &t);
        }
        (b, p, t)
    }

    /// The byte at `addr` as this program sees it now: bits, poison, tag.
    pub fn read(&self, d: &D, mem: &mut Memory<D>, addr: &D::V) -> (D::V, D::B, D::V) {
        let init = mem.initial(d, addr);
        self.over(d, addr, init)
    }
}

/// Bytes per lane and lane count of a loaded or stored type.
pub(super) fn layout_of(ty: &Type) -> Result<(u64, usize), Unsupported> {
    if let Type::Vector { scalable: true, .. } = ty {
        return unsupported("scalable vectors");
    }
    let lane = layout::store_size(ty.scalar())?;
    let total = layout::store_size(ty)?;
    if total > MAX_ACCESS_BYTES {
        return unsupported(format!("a memory access of {total} bytes"));
    }
    Ok((lane, ty.lanes() as usize))
}

/// The alignment of an access: the given one, or the type's ABI alignment when omitted
/// (LangRef: an omitted `align` means the ABI alignment).
fn alignment(ty: &Type, align: Option<u64>) -> Result<u64, Unsupported> {
    let a = match align {
        Some(a) => a,
        None => layout::abi_align(ty)?,
    };
    if !a.is_power_of_two() || a > 1 << 32 {
        return unsupported(format!("alignment {a}"));
    }
    Ok(a)
}

/// The pointer operand's single lane.
fn pointer<D: Domain>(ptr: &Value<D>) -> Result<&Lane<D>, Unsupported> {
    match ptr.lanes.as_slice() {
        [l] => Ok(l),
        _ => unsupported("a vector of pointers as an address"),
    }
}

/// `ptr + k` on addresses.
pub fn offset<D: Domain>(d: &D, ptr: &D::V, k: u64) -> D::V {
    if k == 0 {
        return ptr.clone();
    }
    d.bin(BvBin::Add, ptr, &d.lit_u64(ADDR_BITS, k))
}

/// UB of an access of `size` bytes through pointer lane `p` with alignment `align`, and
/// the access's address.
fn access_ub<D: Domain>(d: &D, mem: &mut Memory<D>, p: &Lane<D>, size: u64, align: u64) -> (D::B, D::V) {
    let a = pointer::addr(d, &p.bits);
    let mut ub = d.or(&p.poison, &d.is_zero(&a));
    if align > 1 {
        let k = align.trailing_zeros();
        ub = d.or(&ub, &d.to_bool(&d.extract(&a, k - 1, 0)));
    }
    if size > 1 {
        // The last byte's address must not wrap past the top of the address space.
        let last_start = d.lit_u64(ADDR_BITS, u64::MAX - (size - 1));
        ub = d.or(&ub, &d.cmp(BvCmp::Ult, &last_start, &a));
    }
    // Every byte inside the pointer's own block.
    ub = d.or(&ub, &d.not(&pointer::dereferenceable(d, mem, &p.bits, size.max(1))));
    (ub, a)
}

/// `load ty, ptr, align`: the value read and the UB condition. `here` is the load's
/// reachability (recorded with each byte it accesses).
pub fn load<D: Domain>(
    d: &D,
    mem: &mut Memory<D>,
    trace: &mut Trace<D>,
    here: &D::B,
    ty: &Type,
    ptr: &Value<D>,
    align: Option<u64>,
) -> Result<(Value<D>, D::B), Unsupported> {
    let (lane_bytes, n) = layout_of(ty)?;
    let align = alignment(ty, align)?;
    let p = pointer(ptr)?;
    let (ub, base) = access_ub(d, mem, p, lane_bytes * n as u64, align);
    let is_ptr = ty.scalar().is_ptr();
    let lanes = (0..n as u64)
        .map(|j| {
            read_lane(
                d,
                mem,
                trace,
                here,
                &offset(d, &base, j * lane_bytes),
                lane_bytes,
                is_ptr,
            )
        })
        .collect();
    Ok((Value { lanes }, ub))
}

/// One lane of `lane_bytes` bytes read at address `at` (a pointer lane when `is_ptr`),
/// each byte recorded as accessed under `guard`. Poison when any byte is.
pub fn read_lane<D: Domain>(
    d: &D,
    mem: &mut Memory<D>,
    trace: &mut Trace<D>,
    guard: &D::B,
    at: &D::V,
    lane_bytes: u64,
    is_ptr: bool,
) -> Lane<D> {
    let mut bytes = Vec::with_capacity(lane_bytes as usize);
    for i in 0..lane_bytes {
        let addr = offset(d, at, i);
        bytes.push(trace.read(d, mem, &addr));
        trace.accesses.push(Access {
            guard: guard.clone(),
            addr,
            write: false,
        });
    }
    if is_ptr {
        return pointer::from_bytes(d, &bytes);
    }
    let mut bits: Option<D::V> = None;
    let mut poison = d.bool_lit(false);
    // An integer read from pointer bytes gets the address bytes (the tags are dropped).
    for (b, q, _) in bytes {
        poison = d.or(&poison, &q);
        // Little-endian: later bytes are more significant.
        bits = Some(match bits {
            None => b,
            Some(lo) => d.concat(&b, &lo),
        });
    }
    Lane {
        bits: bits.expect("a lane has at least one byte"),
        poison,
    }
}

/// `store ty val, ptr, align`: records the bytes written; returns the UB condition.
#[allow(clippy::too_many_arguments)]
pub fn store<D: Domain>(
    d: &D,
    mem: &mut Memory<D>,
    trace: &mut Trace<D>,
    here: &D::B,
    ty: &Type,
    val: &Value<D>,
    ptr: &Value<D>,
    align: Option<u64>,
) -> Result<D::B, Unsupported> {
    let (lane_bytes, n) = layout_of(ty)?;
    let align = alignment(ty, align)?;
    let p = pointer(ptr)?;
    let (ub, base) = access_ub(d, mem, p, lane_bytes * n as u64, align);
    let is_ptr = ty.scalar().is_ptr();
    for (j, l) in val.lanes.iter().enumerate().take(n) {
        let bytes: Vec<(D::V, D::V)> = if is_ptr {
            pointer::to_bytes(d, &l.bits)
        } else {
            (0..lane_bytes as u32)
                .map(|i| (d.extract(&l.bits, i * 8 + 7, i * 8), pointer::int_tag(d)))
                .collect()
        };
        for (i, (byte, tag)) in bytes.into_iter().enumerate() {
            let addr = offset(d, &base, j as u64 * lane_bytes + i as u64);
            trace.stores.push(StoreByte {
                guard: here.clone(),
                addr: addr.clone(),
                byte,
                poison: l.poison.clone(),
                tag,
                pointer: is_ptr,
            });
            trace.accesses.push(Access {
                guard: here.clone(),
                addr,
                write: true,
            });
        }
    }
    Ok(ub)
}

/// The target touches memory the source does not: some byte the target reads was not
/// accessed by the source, or some byte the target writes was not written by the source
/// (memory the source only reads may be read-only), in the same execution.
pub fn access_violation<D: Domain>(d: &D, src: &Trace<D>, tgt: &Trace<D>) -> D::B {
    let mut bad = d.bool_lit(false);
    for t in &tgt.accesses {
        let covered: Vec<D::B> = src
            .accesses
            .iter()
            .filter(|s| s.write || !t.write)
            .map(|s| d.and(&s.guard, &d.eq(&s.addr, &t.addr)))
            .collect();
        bad = d.or(&bad, &d.and(&t.guard, &d.not(&d.any(&covered))));
    }
    bad
}

/// Final memory does not refine: at some byte stored by either program, the source's
/// final byte is not poison and the target's is poison or different, or (when either
/// stored pointers) the source's is a pointer byte and the target's is not the same
/// pointer byte (an integer byte may stand for a pointer byte without provenance; a
/// pointer byte refines an integer byte of the same value, as in Alive2).
pub fn final_violation<D: Domain>(d: &D, mem: &mut Memory<D>, src: &Trace<D>, tgt: &Trace<D>) -> D::B {
    let mut bad = d.bool_lit(false);
    let pointers = src.stores.iter().chain(&tgt.stores).any(|s| s.pointer);
    for s in src.stores.iter().chain(&tgt.stores) {
        let init = mem.initial(d, &s.addr);
        let (sb, sp, st) = src.over(d, &s.addr, init.clone());
        let (tb, tp, tt) = tgt.over(d, &s.addr, init);
        let mut differs = d.or(&tp, &d.ne(&sb, &tb));
        if pointers {
            let no_prov = d.and(&d.is_zero(&pointer::tag_block(d, &st)), &d.is_zero(&tt));
            let same = d.or(&d.eq(&st, &tt), &no_prov);
            differs = d.or(&differs, &d.and(&pointer::tag_is_ptr(d, &st), &d.not(&same)));
        }
        bad = d.or(&bad, &d.and(&s.guard, &d.and(&d.not(&sp), &differs)));
    }
    bad
}
