//! x86 intrinsics with an immediate, three operands or a mask as candidates (issue 14,
//! item 6), built over the cut's values rather than enumerated level by level:
//!
//! - `pternlog`: any bitwise function of three values, its 8-bit immediate SOLVED from
//!   the bank. Each bit position of each row shows one (a, b, c) bit triple and the bit
//!   the cut wants there, which fixes one bit of the truth table; a triple seen with
//!   both outcomes rules the three values out (like `invert` does for integer sketches).
//!   Only functions of all three operands are kept (two-input ones are one or two plain
//!   instructions the enumeration finds).
//! - Three vector operands without an immediate (`vpdpbusd`/`vpdpwssd(s)` with their
//!   accumulator, `pblendvb`): every choice among the cut's values of each operand's
//!   type and the zero and all-ones literals, checked on the bank.
//! - AVX-512 masked forms (`vpmov(s|us)`): source, pass-through and mask chosen the same
//!   way (a mask of all ones is the unmasked form).
//!
//! All of these come before the level-by-level enumeration: they cost one instruction
//! and no enumeration. A refuted one adds its counterexample to the bank and the
//! immediates are read again (CEGIS).
//!
//! Only intrinsics the CPU flags allow. What this returns is checked on every bank row
//! and then proved by the verifier like any other candidate.

use super::enumerate::{cast_expr, cast_vals, Node};
use super::enumerate::{node_cost, Candidate, Search};
use super::sketch::eval_expr;
use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::Type;
use crate::sem::x86::{Family, X86Intrinsic, TABLE};
use crate::sem::Value;
use crate::util::ApInt;
use std::time::Instant;

/// At most this many operand choices are evaluated per intrinsic (three-operand forms).
const MAX_CHOICES: usize = 4096;

/// The bits of a truth table seen so far: minterm `k` (bit 2: `a`, bit 1: `b`, bit 0:
/// `c`) was seen where the result bit is one (`ones`) or zero (`zeros`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Truth {
    /// Minterms seen with a one result.
    pub ones: u8,
    /// Minterms seen with a zero result.
    pub zeros: u8,
}

impl Truth {
    /// Adds one 64-bit word of the three inputs and the wanted result; `mask` says which
    /// bits count.
    pub fn observe(&mut self, a: u64, b: u64, c: u64, want: u64, mask: u64) {
        for k in 0..8u8 {
            let pick = |v: u64, bit: u8| if k >> bit & 1 == 1 { v } else { !v };
            let m = pick(a, 2) & pick(b, 1) & pick(c, 0) & mask;
            if m & want != 0 {
                self.ones |= 1 << k;
            }
            if m & !want != 0 {
                self.zeros |= 1 << k;
            }
        }
    }

    /// True when some choice of the minterms never seen makes the function independent
    /// of input `bit` (2: `a`, 1: `b`, 0: `c`): no two minterms that differ only in
    /// that input were seen with different results.
    pub fn may_ignore(&self, bit: u8) -> bool {
        (0..8u8).filter(|k| k >> bit & 1 == 0).all(|k| {
            let j = k | 1 << bit;
            let differ = |x: u8, y: u8| self.ones >> x & 1 == 1 && self.zeros >> y & 1 == 1;
            !differ(k, j) && !differ(j, k)
        })
    }

    /// True when the rows show the function depends on all three inputs, whatever the
    /// minterms never seen are.
    pub fn needs_all(&self) -> bool {
        (0..3).all(|b| !self.may_ignore(b))
    }

    /// The immediate: `None` when a minterm was seen with both results (no function of
    /// the three fits); minterms never seen are zero.
    pub fn imm(&self) -> Option<u8> {
        (self.ones & self.zeros == 0).then_some(self.ones)
    }
}

/// True when the function of immediate `imm` depends on each of its three inputs.
#[cfg(test)]
fn depends_on_all(imm: u8) -> bool {
    let dep_a = (imm >> 4) != (imm & 0x0F);
    let dep_b = ((imm >> 2) & 0x33) != (imm & 0x33);
    let dep_c = ((imm >> 1) & 0x55) != (imm & 0x55);
    dep_a && dep_b && dep_c
}

/// The candidates for the root of type `root` over the search's values.
pub fn candidates(s: &Search, root: &Type, features: &dyn Fn(&str) -> bool, deadline: Instant) -> Vec<Candidate> {
    let mut out = Vec::new();
    if !root.is_vector() || !root.scalar().is_int() {
        return out;
    }
    let usable = |e: &X86Intrinsic| features(e.features) && e.ret_type().bits() == root.bits();
    if let Some(e) = ternlog_entry(root, &usable) {
        out.extend(ternlogs(s, root, e, deadline));
    }
    for e in TABLE.iter().filter(|e| usable(e)) {
        let three = e.args.len() == 3 && e.immediate().is_none();
        if three && matches!(e.family, Family::Dot { .. } | Family::BlendV | Family::PMov(_)) {
            out.extend(three_operands(s, root, e, deadline));
        }
    }
    out
}

/// The `pternlog` of the root's width: the 64-bit-lane form for `i64` lanes, else the
/// 32-bit one (its poison is per dword: a wrong choice only costs a refuted candidate).
fn ternlog_entry(root: &Type, usable: &dyn Fn(&X86Intrinsic) -> bool) -> Option<&'static X86Intrinsic> {
    let want = if root.scalar_bits() == Some(64) { 64 } else { 32 };
    TABLE
        .iter()
        .filter(|e| e.family == Family::TernLog && usable(e))
        .find(|e| e.params().1 == want)
}

/// The cut's values (no literals) whose width is `bits`.
fn values_of_width(s: &Search, bits: Option<u32>) -> Vec<usize> {
    (0..s.terms.len())
        .filter(|&i| s.terms[i].insts == 0 && !matches!(s.terms[i].expr, RExpr::Const { .. }))
        .filter(|&i| s.terms[i].ty.bits() == bits)
        .collect()
}

/// The truth table of `f(a, b, c) = root` over the live rows.
fn read_truth(s: &Search, root: &Type, ops: [usize; 3]) -> Option<Truth> {
    let vals: Vec<_> = ops.iter().map(|&i| s.vals_at(i, root)).collect::<Option<_>>()?;
    let w = root.scalar_bits()?;
    let mut t = Truth::default();
    for (r, row) in s.bank.live() {
        for (l, e) in row.expect.iter().enumerate() {
            let Some(e) = e else { continue };
            let lanes: Vec<&crate::sem::Lane<crate::interp::Concrete>> =
                vals.iter().map(|v| v[r].lanes.get(l)).collect::<Option<_>>()?;
            if lanes.iter().any(|x| x.poison) {
                continue;
            }
            for (k, &want) in e.words().iter().enumerate() {
                let left = w.saturating_sub(64 * k as u32);
                let mask = if left >= 64 { u64::MAX } else { (1u64 << left) - 1 };
                let word = |x: &ApInt| x.words().get(k).copied().unwrap_or(0);
                t.observe(
                    word(&lanes[0].bits),
                    word(&lanes[1].bits),
                    word(&lanes[2].bits),
                    want,
                    mask,
                );
            }
            // A minterm seen with both results: no function of the three fits.
            t.imm()?;
        }
    }
    Some(t)
}

/// One `pternlog` per triple of the cut's values whose truth table the rows fix.
fn ternlogs(s: &Search, root: &Type, e: &'static X86Intrinsic, deadline: Instant) -> Vec<Candidate> {
    let mut out = Vec::new();
    let Some(ty) = e.arg_types().first().cloned() else {
        return out;
    };
    if root.scalar_bits().is_none_or(|w| w == 0) {
        return out;
    }
    let pool = values_of_width(s, ty.bits());
    for (x, &a) in pool.iter().enumerate() {
        for (y, &b) in pool.iter().enumerate().skip(x + 1) {
            for &c in pool.iter().skip(y + 1) {
                if Instant::now() > deadline {
                    return out;
                }
                let Some(t) = read_truth(s, root, [a, b, c]) else {
                    continue;
                };
                // A function of two of them is one or two plain instructions, which the
                // enumeration finds: only functions the rows show need all three.
                let Some(imm) = t.imm().filter(|_| t.needs_all()) else {
                    continue;
                };
                let mut args: Vec<RExpr> = [a, b, c].iter().map(|&i| cast_expr(&s.terms[i].expr, &ty)).collect();
                args.push(RExpr::Const {
                    ty: Type::Int(32),
                    lanes: vec![Some(ApInt::from_u64(32, imm as u64))],
                });
                if let Some(c) = checked(s, root, e, args) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// A call of `e` over `args`, read as the root's type, when it reproduces the cut on
/// every row.
fn checked(s: &Search, root: &Type, e: &X86Intrinsic, args: Vec<RExpr>) -> Option<Candidate> {
    let node = RExpr::X86 {
        name: e.name.trim_start_matches("x86.").to_string(),
        args,
        ty: e.ret_type(),
    };
    node.validate().ok()?;
    let cost = node_cost(&node);
    let expr = cast_expr(&node, root);
    let vals = eval_expr(s, &expr)?;
    s.matches(&vals).then_some(Candidate { expr, cost, insts: 1 })
}

/// True when term `i` is a literal with every lane all ones.
fn all_ones(s: &Search, i: usize) -> bool {
    matches!(&s.terms[i].expr, RExpr::Const { lanes, .. } if lanes.iter().all(|l| l.as_ref().is_some_and(|b| b.is_all_ones())))
}

/// True when term `i` is a literal with every lane zero or every lane all ones.
fn trivial_const(s: &Search, i: usize) -> bool {
    match &s.terms[i].expr {
        RExpr::Const { lanes, .. } => {
            lanes.iter().all(|l| l.as_ref().is_some_and(|b| b.is_zero()))
                || lanes.iter().all(|l| l.as_ref().is_some_and(|b| b.is_all_ones()))
        }
        _ => false,
    }
}

/// Every choice of three operands for `e` from the cut's values of each operand's type
/// (a value of another lane shape is not what such an operand means) and the zero and
/// all-ones literals of its width (at most [`MAX_CHOICES`]), checked on the
/// first live row, then on all.
fn three_operands(s: &Search, root: &Type, e: &'static X86Intrinsic, deadline: Instant) -> Vec<Candidate> {
    let mut out = Vec::new();
    let tys = e.arg_types();
    let pools: Vec<Vec<usize>> = tys
        .iter()
        .map(|t| {
            let mut pool: Vec<usize> = (0..s.terms.len())
                .filter(|&i| s.terms[i].insts == 0 && s.terms[i].ty.bits() == t.bits())
                .filter(|&i| {
                    if matches!(s.terms[i].expr, RExpr::Const { .. }) {
                        trivial_const(s, i)
                    } else {
                        s.terms[i].ty == *t
                    }
                })
                .collect();
            // One zero and one all-ones literal of each width (the others are bitcasts).
            let mut seen = std::collections::HashSet::new();
            pool.retain(|&i| match &s.terms[i].expr {
                RExpr::Const { lanes, .. } => {
                    seen.insert(lanes.iter().any(|l| l.as_ref().is_some_and(|b| b.is_zero())))
                }
                _ => true,
            });
            pool
        })
        .collect();
    if pools.iter().any(|p| p.is_empty()) || pools.iter().map(|p| p.len()).product::<usize>() > MAX_CHOICES {
        return out;
    }
    let Some((first, row)) = s.bank.live().next() else {
        return out;
    };
    let probe = RExpr::X86 {
        name: e.name.trim_start_matches("x86.").to_string(),
        args: tys.iter().map(|t| RExpr::val(t.clone(), "x")).collect(),
        ty: e.ret_type(),
    };
    let Some(node) = Node::of(&probe) else { return out };
    let is_const = |i: usize| matches!(s.terms[i].expr, RExpr::Const { .. });
    // Two orders of one pblendvb's arms are two functions; the products of a dot
    // product are not symmetric (u8 × s8) either: no operand order is skipped.
    for &x in &pools[0] {
        for &y in &pools[1] {
            for &z in &pools[2] {
                if Instant::now() > deadline {
                    return out;
                }
                // The value computed must come from the cut's values; the masked forms'
                // source must be one.
                if is_const(x) && is_const(y) && is_const(z) || matches!(e.family, Family::PMov(_)) && is_const(x) {
                    continue;
                }
                // Under a mask of all ones the pass-through is never read: one choice
                // of it (the first) is enough.
                if matches!(e.family, Family::PMov(_)) && all_ones(s, z) && Some(&y) != pools[1].first() {
                    continue;
                }
                let ops = [x, y, z];
                // The first live row alone first.
                let kids: Option<Vec<Value<Concrete>>> = ops
                    .iter()
                    .zip(&tys)
                    .map(|(&i, t)| s.vals_at(i, t).map(|v| v[first].clone()))
                    .collect();
                let Some(kids) = kids else { continue };
                let refs: Vec<&Value<Concrete>> = kids.iter().collect();
                let Ok(Some(v)) = node.eval(&refs) else { continue };
                let Some(v) = cast_vals(&e.ret_type(), &[v], root) else {
                    continue;
                };
                if !row.reproduced_by(root, &v[0]) {
                    continue;
                }
                let args: Vec<RExpr> = ops
                    .iter()
                    .zip(&tys)
                    .map(|(&i, t)| cast_expr(&s.terms[i].expr, t))
                    .collect();
                if let Some(c) = checked(s, root, e, args) {
                    out.push(c);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The truth table of `f` on three random-ish words, read off bit by bit.
    fn read(f: impl Fn(u64, u64, u64) -> u64) -> Option<u8> {
        let mut t = Truth::default();
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..8 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let (a, b, c) = (x, x.rotate_left(21) ^ 0x5555, x.rotate_left(43).wrapping_mul(3));
            t.observe(a, b, c, f(a, b, c), u64::MAX);
        }
        t.imm()
    }

    #[test]
    fn imm8_of_known_functions() {
        // Intel's table constants: A = 0xF0, B = 0xCC, C = 0xAA.
        assert_eq!(read(|a, _, _| a), Some(0xF0));
        assert_eq!(read(|_, b, _| b), Some(0xCC));
        assert_eq!(read(|_, _, c| c), Some(0xAA));
        assert_eq!(read(|a, b, c| a ^ b ^ c), Some(0x96));
        assert_eq!(read(|a, b, c| (a & b) | (a & c) | (b & c)), Some(0xE8));
        assert_eq!(read(|a, b, c| (a & b) | (!a & c)), Some(0xCA));
        assert_eq!(read(|a, b, c| (a ^ b) & (b | c)), Some(0x3C & 0xEE));
    }

    #[test]
    fn imm8_conflict_rules_out() {
        let mut t = Truth::default();
        // a = b = c = 1 wants 1 in bit 0 and 0 in bit 1.
        t.observe(0b11, 0b11, 0b11, 0b01, 0b11);
        assert_eq!(t.imm(), None);
        // A mask that hides bit 1 leaves no conflict.
        let mut t = Truth::default();
        t.observe(0b11, 0b11, 0b11, 0b01, 0b01);
        assert_eq!(t.imm(), Some(0x80));
    }

    #[test]
    fn imm8_matches_the_semantics() {
        // The read-off immediate, fed to sem's pternlog, gives back the function.
        use crate::interp::Concrete;
        use crate::sem::{Lane, Value};
        let d = Concrete::new();
        let f = |a: u64, b: u64, c: u64| (a & b) | (c & (a ^ b));
        let imm = read(f).expect("a function of three inputs");
        assert!(depends_on_all(imm));
        let v = |x: u64| Value {
            lanes: (0..4)
                .map(|k| Lane {
                    bits: ApInt::from_u64(32, x.rotate_left(8 * k) & 0xFFFF_FFFF),
                    poison: false,
                })
                .collect(),
        };
        let (a, b, c) = (0x1234_5678u64, 0x0F0F_3C3Cu64, 0xFFFF_0000u64);
        let i32v = |x: u64| Value {
            lanes: vec![Lane {
                bits: ApInt::from_u64(32, x),
                poison: false,
            }],
        };
        let ty = crate::ir::parse_type_str("<4 x i32>").expect("a type");
        let args = [v(a), v(b), v(c), i32v(imm as u64)];
        let r = crate::sem::x86::call(
            &d,
            "x86.avx512.pternlog.d.128",
            &ty,
            &args,
            crate::sem::NanMode::Canonical,
        )
        .expect("modelled");
        for k in 0..4 {
            let want = f(a.rotate_left(8 * k), b.rotate_left(8 * k), c.rotate_left(8 * k)) & 0xFFFF_FFFF;
            assert_eq!(r.lanes[k as usize].bits.to_u64(), Some(want));
        }
        assert_eq!(r.lanes[0].bits.to_u64(), Some(f(a, b, c) & 0xFFFF_FFFF));
    }

    #[test]
    fn unseen_minterms_are_dont_cares() {
        // Only minterms with a <= b seen (a implies b), and the result is a | c there:
        // b | c fits too, so all three inputs are not needed.
        let mut t = Truth::default();
        for (a, b, c) in [(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1), (1, 1, 0), (1, 1, 1)] {
            t.observe(a, b, c, a | c, 1);
        }
        assert!(t.may_ignore(2) || t.may_ignore(1));
        assert!(!t.needs_all());
        // Majority seen on every minterm needs all three.
        let mut t = Truth::default();
        for k in 0..8u64 {
            let (a, b, c) = (k >> 2 & 1, k >> 1 & 1, k & 1);
            t.observe(a, b, c, (a & b) | (a & c) | (b & c), 1);
        }
        assert_eq!(t.imm(), Some(0xE8));
        assert!(t.needs_all());
    }

    fn synth(text: &str, flags: &[&str], secs: u64) -> super::super::Outcome {
        let m = crate::ir::parse_module(text).expect("parses");
        let f = m.functions().next().expect("has a function").clone();
        let opts = super::super::Options {
            budget: std::time::Duration::from_secs(secs),
            cpu_flags: flags.iter().map(|f| f.to_string()).collect(),
            ..super::super::Options::default()
        };
        super::super::synthesize(&f, &opts)
    }

    const MAJ: &str = "define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %bc = and <4 x i32> %c, %b
  %o = or <4 x i32> %c, %b
  %t = and <4 x i32> %o, %a
  %r = or <4 x i32> %t, %bc
  ret <4 x i32> %r
}
";

    #[test]
    fn majority_is_one_pternlog_with_its_imm8_solved() {
        let out = synth(MAJ, &["avx512f", "avx512vl"], 20);
        let best = out.rewrites.first().expect("a rewrite");
        assert_eq!(
            best.expr.to_string(),
            "(x86.avx512.pternlog.d.128 (val <4 x i32> %a), (val <4 x i32> %b), (val <4 x i32> %c), (const i32 232), <4 x i32>)"
        );
    }

    #[test]
    fn no_pternlog_without_its_cpu_flags() {
        let out = synth(MAJ, &["avx2"], 3);
        assert!(out.rewrites.iter().all(|r| !r.expr.to_string().contains("pternlog")));
    }

    #[test]
    fn dependence() {
        assert!(depends_on_all(0x96));
        assert!(depends_on_all(0xE8));
        assert!(!depends_on_all(0xF0));
        assert!(!depends_on_all(0xC0)); // a & b
    }
}
