//! Constants of sketches read straight off the bank, without a solver, for the operations
//! whose constant the rows determine (or rule out): `add`/`sub`/`xor` by inversion,
//! `and`/`or` bit by bit, shifts by trying every amount, `mul` by the inverse of an odd
//! value, min/max by the rows they change, and `icmp` by the interval of thresholds the
//! rows allow (its roundest member first). A sketch that no constant fits is dropped
//! here; one this file cannot decide goes to Z3 (`sketch::solve`). Whatever this returns
//! is checked on every row and then proved by the verifier like any candidate, so a
//! wrong guess costs time, never soundness.

use super::Sketch;
use crate::ir::rewrite::RBinOp;
use crate::ir::{BinOp, IPred, Type};
use crate::synth::enumerate::Search;
use crate::synth::enumerate::Shape;
use crate::util::ApInt;

/// What the rows say of a sketch's constant.
#[derive(Debug, PartialEq)]
pub enum Direct {
    /// This constant (one per lane) is the one to try.
    Const(Vec<ApInt>),
    /// No constant reproduces the cut on the bank.
    Impossible,
    /// Not decided here: ask the solver.
    Unknown,
}

/// The (term lane, expected lane) pairs of lane `l` over the live rows where the cut's
/// lane is known; `Err(false)` when the term is poison where a value is expected (no
/// operation of this file turns poison into a value), `Err(true)` when the lanes cannot
/// be read.
fn lane_pairs(s: &Search, sk: &Sketch, l: usize) -> Result<Vec<(u64, u64)>, bool> {
    let vals = s.vals_at(sk.term, &sk.ty).ok_or(true)?;
    let mut out = Vec::new();
    for (r, row) in s.bank.live() {
        let Some(e) = row.expect.get(l).ok_or(true)? else {
            continue;
        };
        let a = vals[r].lanes.get(l).ok_or(true)?;
        if a.poison {
            return Err(false);
        }
        out.push((a.bits.to_u64().ok_or(true)?, e.to_u64().ok_or(true)?));
    }
    Ok(out)
}

/// The constant of `sk` as the bank determines it, lane by lane (integer lanes of at
/// most 64 bits; lane counts of the term and the root equal).
pub fn solve_direct(s: &Search, sk: &Sketch, root: &Type) -> Direct {
    let Some(w) = sk.ty.scalar_bits() else {
        return Direct::Unknown;
    };
    if !sk.ty.scalar().is_int() || w > 64 || w == 0 || root.lanes() != sk.ty.lanes() {
        return Direct::Unknown;
    }
    let n = sk.ty.lanes().max(1) as usize;
    let mut out = Vec::with_capacity(n);
    for l in 0..n {
        let lane = lane_pairs(s, sk, l).and_then(|pairs| match &sk.shape {
            Shape::Bin(op) if root.bits() == sk.ty.bits() => bin_lane(*op, sk.hole, w, &pairs),
            Shape::ICmp(p) if sk.hole == 1 && root.scalar() == &Type::i1() => icmp_lane(*p, w, &pairs),
            _ => Err(true),
        });
        match lane {
            Ok(c) => out.push(ApInt::from_u64(w, c)),
            Err(true) => return Direct::Unknown,
            Err(false) => return Direct::Impossible,
        }
    }
    Direct::Const(out)
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// One lane's constant of `op` with the constant as operand `hole`: `Ok(c)`, or
/// `Err(true)` for "not decided here", `Err(false)` for "no constant fits".
fn bin_lane(op: RBinOp, hole: usize, w: u32, pairs: &[(u64, u64)]) -> Result<u64, bool> {
    let m = mask(w);
    let Some(&(t0, e0)) = pairs.first() else {
        return Err(true);
    };
    let c = match op {
        RBinOp::Llvm(BinOp::Add) => e0.wrapping_sub(t0) & m,
        RBinOp::Llvm(BinOp::Xor) => (e0 ^ t0) & m,
        RBinOp::Llvm(BinOp::Sub) if hole == 1 => t0.wrapping_sub(e0) & m,
        RBinOp::Llvm(BinOp::Sub) => e0.wrapping_add(t0) & m,
        RBinOp::Llvm(BinOp::And) => bits_of(pairs, m, true)?,
        RBinOp::Llvm(BinOp::Or) => bits_of(pairs, m, false)?,
        RBinOp::Llvm(BinOp::Shl | BinOp::LShr | BinOp::AShr) if hole == 1 => {
            let RBinOp::Llvm(b) = op else { return Err(true) };
            return (0..w as u64)
                .find(|&k| pairs.iter().all(|&(t, e)| shift(b, t, k, w) == e))
                .ok_or(false);
        }
        RBinOp::Llvm(BinOp::Mul) => {
            let Some(&(t, e)) = pairs.iter().find(|(t, _)| t & 1 == 1) else {
                return Err(true);
            };
            e.wrapping_mul(odd_inverse(t)) & m
        }
        RBinOp::Llvm(BinOp::Shl | BinOp::LShr | BinOp::AShr) => {
            let RBinOp::Llvm(b) = op else { return Err(true) };
            shifted_constant(b, w, pairs)?
        }
        RBinOp::UAddSat | RBinOp::USubSat | RBinOp::SAddSat | RBinOp::SSubSat => {
            // A row that does not saturate gives the constant exactly.
            let sign = 1u64 << (w - 1);
            let bounds: [u64; 2] = match op {
                RBinOp::UAddSat | RBinOp::USubSat => [m, 0],
                _ => [sign - 1, sign],
            };
            let Some(&(t, e)) = pairs.iter().find(|(_, e)| !bounds.contains(e)) else {
                return Err(true);
            };
            match (op, hole) {
                (RBinOp::UAddSat | RBinOp::SAddSat, _) => e.wrapping_sub(t) & m,
                (_, 1) => t.wrapping_sub(e) & m,
                _ => e.wrapping_add(t) & m,
            }
        }
        RBinOp::UMax | RBinOp::UMin | RBinOp::SMax | RBinOp::SMin => {
            // Rows the operation changes give the constant; if it changes none, the
            // constant is only bounded: the solver's question.
            let Some(&(_, e)) = pairs.iter().find(|(t, e)| t != e) else {
                return Err(true);
            };
            e
        }
        _ => return Err(true),
    };
    Ok(c)
}

/// `C op t` for a shift `op` by the term: each row pins the bits of `C` that reach the
/// result (zeros where no row does); `Err(false)` when rows disagree or a shift by the
/// width or more (poison) must give a value.
fn shifted_constant(op: BinOp, w: u32, pairs: &[(u64, u64)]) -> Result<u64, bool> {
    let (mut one, mut zero) = (0u64, 0u64);
    let mut pin = |i: u32, b: bool| {
        if b {
            one |= 1 << i;
        } else {
            zero |= 1 << i;
        }
    };
    for &(t, e) in pairs {
        if t >= w as u64 {
            return Err(false);
        }
        let k = t as u32;
        for i in 0..w {
            let eb = (e >> i) & 1 == 1;
            match op {
                // e[i] = C[i - k] for i >= k, 0 below.
                BinOp::Shl if i >= k => pin(i - k, eb),
                BinOp::Shl if eb => return Err(false),
                // e[i] = C[i + k] below w - k, 0 (lshr) or C's sign (ashr) above.
                _ if i + k < w => pin(i + k, eb),
                BinOp::LShr if eb => return Err(false),
                BinOp::AShr => pin(w - 1, eb),
                _ => {}
            }
        }
    }
    if one & zero != 0 {
        return Err(false);
    }
    Ok(one)
}

/// `and` (`ones` for the bits no row decides) or `or` (zeros there) by bits: each bit
/// the rows decide, or `Err(false)` when two rows disagree or the term's bit rules the
/// expected one out.
fn bits_of(pairs: &[(u64, u64)], m: u64, is_and: bool) -> Result<u64, bool> {
    let (mut must1, mut must0) = (0u64, 0u64);
    for &(t, e) in pairs {
        if is_and {
            // e = t & c: e's ones need t's ones; where t is 1, c is e.
            if e & !t & m != 0 {
                return Err(false);
            }
            must1 |= t & e;
            must0 |= t & !e;
        } else {
            // e = t | c: t's ones need e's ones; where t is 0, c is e.
            if t & !e & m != 0 {
                return Err(false);
            }
            must1 |= !t & e;
            must0 |= !t & !e;
        }
    }
    if must1 & must0 & m != 0 {
        return Err(false);
    }
    Ok(if is_and { (m & !must0) | must1 } else { must1 } & m)
}

fn shift(op: BinOp, t: u64, k: u64, w: u32) -> u64 {
    let m = mask(w);
    match op {
        BinOp::Shl => (t << k) & m,
        BinOp::LShr => (t & m) >> k,
        _ => {
            // Sign-extend to 64 bits, shift, cut back.
            let sh = 64 - w as u64;
            ((((t << sh) as i64) >> sh) >> k) as u64 & m
        }
    }
}

/// The inverse of odd `t` modulo 2^64 (Newton's iteration; each step doubles the bits).
fn odd_inverse(t: u64) -> u64 {
    let mut x = t;
    for _ in 0..6 {
        x = x.wrapping_mul(2u64.wrapping_sub(t.wrapping_mul(x)));
    }
    x
}

/// `icmp pred t, C` on a lane: the thresholds the rows allow are an interval (for the
/// order predicates) or one value (for `eq`/`ne` with a row that pins it).
fn icmp_lane(p: IPred, w: u32, pairs: &[(u64, u64)]) -> Result<u64, bool> {
    let m = mask(w);
    let sign = 1u64 << (w - 1);
    let signed = matches!(p, IPred::Slt | IPred::Sle | IPred::Sgt | IPred::Sge);
    // Signed order as unsigned order: flip the sign bit.
    let key = |x: u64| if signed { (x ^ sign) & m } else { x & m };
    let (mut lo, mut hi) = (0u64, m);
    let mut pinned: Option<u64> = None;
    for &(t, e) in pairs {
        let (t, yes) = (key(t), e & 1 == 1);
        // Each row bounds C: [lo, hi] shrinks.
        let (l, h) = match (p, yes) {
            (IPred::Eq, true) | (IPred::Ne, false) => {
                if pinned.is_some_and(|v| v != t) {
                    return Err(false);
                }
                pinned = Some(t);
                continue;
            }
            (IPred::Eq | IPred::Ne, _) => continue,
            // t < C
            (IPred::Ult | IPred::Slt, true) | (IPred::Uge | IPred::Sge, false) => (t.checked_add(1).ok_or(false)?, m),
            // t >= C
            (IPred::Ult | IPred::Slt, false) | (IPred::Uge | IPred::Sge, true) => (0, t),
            // t <= C
            (IPred::Ule | IPred::Sle, true) | (IPred::Ugt | IPred::Sgt, false) => (t, m),
            // t > C
            (IPred::Ule | IPred::Sle, false) | (IPred::Ugt | IPred::Sgt, true) => (0, t.checked_sub(1).ok_or(false)?),
        };
        lo = lo.max(l);
        hi = hi.min(h);
        if lo > hi || lo > m {
            return Err(false);
        }
    }
    let c = match p {
        IPred::Eq | IPred::Ne => {
            let v = pinned.ok_or(true)?;
            // Rows of the other outcome must differ from it.
            let other = pairs
                .iter()
                .any(|&(t, e)| key(t) == v && (e & 1 == 1) != (p == IPred::Eq));
            if other {
                return Err(false);
            }
            v
        }
        _ => roundest(lo, hi),
    };
    Ok(if signed { (c ^ sign) & m } else { c })
}

/// The member of `[lo, hi]` with the most trailing zeros (a power of two, or a round
/// threshold, is what code compares with).
fn roundest(lo: u64, hi: u64) -> u64 {
    for k in (0..64).rev() {
        let x = (hi >> k) << k;
        if x >= lo {
            return x;
        }
    }
    hi
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn and_or_bits_are_read_off_the_rows() {
        // e = t & 0x0f on 8 bits.
        let pairs = [(0xffu64, 0x0f), (0xa5, 0x05), (0x3c, 0x0c)];
        assert_eq!(bits_of(&pairs, 0xff, true), Ok(0x0f));
        // An expected one where the term has a zero: no `and` constant gives it.
        assert_eq!(bits_of(&[(0x01, 0x03)], 0xff, true), Err(false));
        assert_eq!(bits_of(&[(0x01, 0x81), (0x00, 0x80)], 0xff, false), Ok(0x80));
    }

    #[test]
    fn thresholds_come_from_the_interval_the_rows_allow() {
        // x u< 16 on 8 bits: rows 3 (yes), 200 (no), 15 (yes), 16 (no).
        let pairs = [(3u64, 1), (200, 0), (15, 1), (16, 0)];
        assert_eq!(icmp_lane(IPred::Ult, 8, &pairs), Ok(16));
        // Signed: x s< 0 is x's sign.
        let pairs = [(0x80u64, 1), (0x7f, 0), (0xff, 1), (0, 0)];
        assert_eq!(icmp_lane(IPred::Slt, 8, &pairs), Ok(0));
        // Rows that contradict every threshold.
        assert_eq!(icmp_lane(IPred::Ult, 8, &[(3, 0), (5, 1), (4, 0)]), Err(false));
        assert_eq!(icmp_lane(IPred::Eq, 8, &[(7, 1), (9, 0)]), Ok(7));
        assert_eq!(icmp_lane(IPred::Eq, 8, &[(9, 0)]), Err(true));
    }

    #[test]
    fn shifts_multiplies_and_roundest() {
        assert_eq!(
            bin_lane(RBinOp::Llvm(BinOp::AShr), 1, 8, &[(0x80, 0xf0), (0x40, 0x08)]),
            Ok(3)
        );
        assert_eq!(bin_lane(RBinOp::Llvm(BinOp::Shl), 1, 8, &[(1, 3)]), Err(false));
        assert_eq!(bin_lane(RBinOp::Llvm(BinOp::Mul), 1, 8, &[(3, 21)]), Ok(7));
        assert_eq!(odd_inverse(3).wrapping_mul(3), 1);
        // 0x90 >>a t on 8 bits, rows t = 1 and 4.
        assert_eq!(shifted_constant(BinOp::AShr, 8, &[(1, 0xc8), (4, 0xf9)]), Ok(0x90));
        assert_eq!(shifted_constant(BinOp::Shl, 8, &[(1, 0x01)]), Err(false));
        assert_eq!(bin_lane(RBinOp::UAddSat, 1, 8, &[(250, 255), (3, 13)]), Ok(10));
        assert_eq!(roundest(5, 70), 64);
        assert_eq!(roundest(65, 70), 68);
    }
}
