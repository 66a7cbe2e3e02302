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
//! * An access is UB through a poison or null pointer, when misaligned, or when its bytes
//!   would wrap around the address space.
//!
//! Pointers are plain 64-bit addresses: provenance is not modelled. To stay sound,
//! everything that could let a program learn that two pointers with different provenance
//! have the same address is refused elsewhere (`icmp` of pointers, pointer/integer casts,
//! loads and stores of pointer values).

use super::domain::{BvBin, BvCmp, Domain};
use super::layout;
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
}

/// What the source and the target share: initial memory and the in-bounds predicate of
/// `getelementptr inbounds`, each a table of the reads made so far.
pub struct Memory<D: Domain> {
    init: Vec<Entry<D>>,
    bounds: Vec<Entry<D>>,
}

impl<D: Domain> Default for Memory<D> {
    fn default() -> Self {
        Memory::new()
    }
}

/// Looks `key` up in `table`, Ackermann-style: the values of the first equal key, else
/// `fresh`. The entry pushed holds the resolved value, so later reads need one hit.
fn lookup<D: Domain>(d: &D, table: &mut Vec<Entry<D>>, key: Vec<D::V>, fresh: (Vec<D::V>, D::B)) -> (Vec<D::V>, D::B) {
    let (mut val, mut flag) = fresh;
    for e in table.iter().rev() {
        let same = d.all(&key.iter().zip(&e.key).map(|(a, b)| d.eq(a, b)).collect::<Vec<_>>());
        val = val.iter().zip(&e.val).map(|(v, ev)| d.ite(&same, ev, v)).collect();
        flag = d.ite_bool(&same, &e.flag, &flag);
    }
    table.push(Entry {
        key,
        val: val.clone(),
        flag: flag.clone(),
    });
    (val, flag)
}

impl<D: Domain> Memory<D> {
    /// Memory nothing has been read from yet.
    pub fn new() -> Memory<D> {
        Memory {
            init: Vec::new(),
            bounds: Vec::new(),
        }
    }

    /// The initial byte at `addr` and whether it is poison. Always asks the domain for
    /// two inputs (8 bits, then 1 bit), whatever the address, so that every domain makes
    /// the same requests in the same order.
    pub fn initial(&mut self, d: &D, addr: &D::V) -> (D::V, D::B) {
        let byte = d.input(8);
        let poison = d.to_bool(&d.input(1));
        let (mut v, p) = lookup(d, &mut self.init, vec![addr.clone()], (vec![byte], poison));
        (v.pop().expect("one byte"), p)
    }

    /// True when `base + offset` is out of bounds of the object `base` points into (one
    /// input bit, 1 meaning out of bounds), the same for equal `(base, offset)` pairs.
    pub fn out_of_bounds(&mut self, d: &D, base: &D::V, offset: &D::V) -> D::B {
        let oob = d.to_bool(&d.input(1));
        lookup(
            d,
            &mut self.bounds,
            vec![base.clone(), offset.clone()],
            (Vec::new(), oob),
        )
        .1
    }

    /// Every key read so far (addresses, bases and offsets): the refinement check makes
    /// sure none depends on a source choice it quantifies over.
    pub fn keys(&self) -> Vec<D::V> {
        self.init
            .iter()
            .chain(&self.bounds)
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
}

// Written by hand: a derive would demand `D: Clone` of the domain itself.
impl<D: Domain> Clone for StoreByte<D> {
    fn clone(&self) -> Self {
        StoreByte {
            guard: self.guard.clone(),
            addr: self.addr.clone(),
            byte: self.byte.clone(),
            poison: self.poison.clone(),
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
    /// The byte at `addr` after this program's stores, over `under` (the byte before them).
    pub fn over(&self, d: &D, addr: &D::V, under: (D::V, D::B)) -> (D::V, D::B) {
        let (mut b, mut p) = under;
        for s in &self.stores {
            let hit = d.and(&s.guard, &d.eq(&s.addr, addr));
            b = d.ite(&hit, &s.byte, &b);
            p = d.ite_bool(&hit, &s.poison, &p);
        }
        (b, p)
    }

    /// The byte at `addr` as this program sees it now.
    pub fn read(&self, d: &D, mem: &mut Memory<D>, addr: &D::V) -> (D::V, D::B) {
        let init = mem.initial(d, addr);
        self.over(d, addr, init)
    }
}

/// Bytes per lane and lane count of a loaded or stored type.
fn layout_of(ty: &Type) -> Result<(u64, usize), Unsupported> {
    if ty.scalar().is_ptr() {
        return unsupported("loads and stores of pointer values (pointer provenance is not modelled)");
    }
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

/// `ptr + k`.
pub fn offset<D: Domain>(d: &D, ptr: &D::V, k: u64) -> D::V {
    if k == 0 {
        return ptr.clone();
    }
    d.bin(BvBin::Add, ptr, &d.lit_u64(ADDR_BITS, k))
}

/// UB of an access of `size` bytes at `p` with alignment `align`.
fn access_ub<D: Domain>(d: &D, p: &Lane<D>, size: u64, align: u64) -> D::B {
    let mut ub = d.or(&p.poison, &d.is_zero(&p.bits));
    if align > 1 {
        let k = align.trailing_zeros();
        ub = d.or(&ub, &d.to_bool(&d.extract(&p.bits, k - 1, 0)));
    }
    if size > 1 {
        // The last byte's address must not wrap past the top of the address space.
        let last_start = d.lit_u64(ADDR_BITS, u64::MAX - (size - 1));
        ub = d.or(&ub, &d.cmp(BvCmp::Ult, &last_start, &p.bits));
    }
    ub
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
    let ub = access_ub(d, p, lane_bytes * n as u64, align);
    let mut lanes = Vec::with_capacity(n);
    for j in 0..n as u64 {
        let mut bits: Option<D::V> = None;
        let mut poison = d.bool_lit(false);
        for i in 0..lane_bytes {
            let addr = offset(d, &p.bits, j * lane_bytes + i);
            let (b, q) = trace.read(d, mem, &addr);
            trace.accesses.push(Access {
                guard: here.clone(),
                addr,
                write: false,
            });
            poison = d.or(&poison, &q);
            // Little-endian: later bytes are more significant.
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

/// `store ty val, ptr, align`: records the bytes written; returns the UB condition.
pub fn store<D: Domain>(
    d: &D,
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
    let ub = access_ub(d, p, lane_bytes * n as u64, align);
    for (j, l) in val.lanes.iter().enumerate().take(n) {
        for i in 0..lane_bytes {
            let addr = offset(d, &p.bits, j as u64 * lane_bytes + i);
            let lo = (i * 8) as u32;
            let byte = d.extract(&l.bits, lo + 7, lo);
            trace.stores.push(StoreByte {
                guard: here.clone(),
                addr: addr.clone(),
                byte,
                poison: l.poison.clone(),
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
/// final byte is not poison and the target's is poison or different.
pub fn final_violation<D: Domain>(d: &D, mem: &mut Memory<D>, src: &Trace<D>, tgt: &Trace<D>) -> D::B {
    let mut bad = d.bool_lit(false);
    for s in src.stores.iter().chain(&tgt.stores) {
        let init = mem.initial(d, &s.addr);
        let (sb, sp) = src.over(d, &s.addr, init.clone());
        let (tb, tp) = tgt.over(d, &s.addr, init);
        let differs = d.or(&tp, &d.ne(&sb, &tb));
        bad = d.or(&bad, &d.and(&s.guard, &d.and(&d.not(&sp), &differs)));
    }
    bad
}
