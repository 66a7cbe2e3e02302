//! Seeds by inversion: a source choice solved for from "source lane = target lane".
//!
//! A matching (a source read of an undef lane answered by one of the target's reads) is
//! not always enough: in LLVM #71948, `2*a + b - ((a + b) & a)` against `(a + b) | a` with
//! `%a` undef, no assignment of the target's two reads to the source's three makes them
//! equal, yet the source can return any value. Walking down the source lane's term from
//! the returned value to one occurrence of a choice, undoing each operation on the way
//! (`x + y = R` gives `x = R - y`; `x & w = R` with `w` another free choice gives `w` all
//! ones and `x = R`; `x << c = R` gives `x = R >> c`), yields a term for that choice over
//! the inputs and the target's choices: a Skolem candidate, as in quantifier instantiation
//! by invertibility conditions (Niemetz et al., CAV 2018). Where the inverse does not
//! hold (an odd `R` for `x << 1`), the seed is simply not a proof there.
//!
//! Soundness does not depend on this module: a seed is a witness only if the query with
//! it substituted is `unsat`; anything else is left to the rounds and the solver.

use super::cegis::same_seed;
use super::choices::Mentions;
use z3::ast::{Ast, Dynamic, BV};
use z3::DeclKind;

/// Choices tried per lane (the first `MAX_PICKS` choices the lane's term mentions).
const MAX_PICKS: usize = 6;
/// Terms with more choices than this are not inverted (the mask is a `u128`).
const MAX_CHOICES: usize = 128;

/// New seeds: for each of `base`'s first two seeds and each `k < MAX_PICKS`, the `k`-th
/// choice of every returned lane `(source term, target term)` solved for by inversion,
/// the other choices as `base` has them (or overridden to an identity on the way); last,
/// their combination lane by lane with `base` ([`per_lane`]: a larger query, tried when
/// the cheap ones have failed). Empty when nothing inverts.
pub(super) fn inverted(choices: &[BV], lanes: &[(BV, BV)], base: &[Vec<BV>]) -> Vec<Vec<BV>> {
    if choices.is_empty() || choices.len() > MAX_CHOICES || lanes.is_empty() {
        return Vec::new();
    }
    let mut m = Mentions::new(choices);
    let mut out: Vec<Vec<BV>> = Vec::new();
    for b in base.iter().take(2) {
        for pick in 0..MAX_PICKS {
            for half in [false, true] {
                let Some(seed) = one_seed(&mut m, choices, lanes, b, (pick, half)) else {
                    continue;
                };
                if !out.iter().chain(base).any(|s| same_seed(s, &seed)) {
                    out.push(seed);
                }
            }
        }
    }
    if !out.is_empty() {
        let all: Vec<Vec<BV>> = base.iter().chain(&out).cloned().collect();
        out.push(per_lane(&mut m, choices, lanes, &all));
    }
    out
}

/// One seed from several: each lane's choices from the first seed that makes that lane
/// equal to the target's (`ite` over the seeds), so lanes that need different seeds (an
/// inverse that wraps at one end of the range, say) are answered together.
fn per_lane(m: &mut Mentions, choices: &[BV], lanes: &[(BV, BV)], seeds: &[Vec<BV>]) -> Vec<BV> {
    let last = seeds.last().expect("at least one seed");
    let mut out: Vec<BV> = last.clone();
    let mut done = 0u128;
    for (s, t) in lanes {
        let mask = m.mask(&Dynamic::from_ast(s)) & !done;
        done |= mask;
        let eqs: Vec<z3::ast::Bool> = seeds
            .iter()
            .map(|seed| {
                let pairs: Vec<(&BV, &BV)> = choices.iter().zip(seed).collect();
                s.substitute(&pairs).eq(t)
            })
            .collect();
        for i in (0..choices.len()).filter(|i| mask >> i & 1 == 1) {
            out[i] = seeds
                .iter()
                .zip(&eqs)
                .rev()
                .skip(1)
                .fold(last[i].clone(), |acc, (seed, eq)| eq.ite(&seed[i], &acc));
        }
    }
    out
}

/// One seed: every lane's `pick`-th choice solved for; `None` when no lane had one.
/// `how`: which of the lane's choices, and whether bits an inverse leaves free below a
/// kept field are the half (`1 << (lo - 1)`, the rounding bias) rather than zeros.
fn one_seed(m: &mut Mentions, choices: &[BV], lanes: &[(BV, BV)], base: &[BV], how: (usize, bool)) -> Option<Vec<BV>> {
    let (pick, half) = how;
    let mut overrides: Vec<(usize, BV)> = Vec::new();
    let mut solved: Vec<(usize, BV)> = Vec::new();
    for (s, t) in lanes {
        let mask = m.mask(&Dynamic::from_ast(s));
        let Some(v) = nth_bit(mask, pick) else { continue };
        let mut inv = Inverter {
            m,
            v,
            half,
            overrides: Vec::new(),
        };
        if let Some(term) = inv.invert(s, t.clone()) {
            overrides.extend(inv.overrides);
            solved.push((v, term));
        }
    }
    if solved.is_empty() {
        return None;
    }
    let mut assign: Vec<BV> = base.to_vec();
    for (i, c) in overrides {
        assign[i] = c;
    }
    let pairs: Vec<(&BV, &BV)> = choices.iter().zip(&assign).collect();
    let mut seed = assign.clone();
    for (v, term) in solved {
        seed[v] = term.substitute(&pairs);
    }
    Some(seed)
}

/// The index of the `n`-th set bit of `mask`.
fn nth_bit(mask: u128, n: usize) -> Option<usize> {
    (0..128).filter(|i| mask >> i & 1 == 1).nth(n)
}

/// Solves a term for one choice.
struct Inverter<'a> {
    m: &'a mut Mentions,
    /// The choice solved for.
    v: usize,
    /// Free low bits below an extracted field are the half, not zeros.
    half: bool,
    /// Other choices set on the way (to an operation's identity).
    overrides: Vec<(usize, BV)>,
}

impl Inverter<'_> {
    fn has_v(&mut self, t: &Dynamic) -> bool {
        self.m.mask(t) >> self.v & 1 == 1
    }

    /// A term `x` for the choice such that `t[choice := x] = r` (when the inverse holds).
    fn invert(&mut self, t: &BV, r: BV) -> Option<BV> {
        let d = Dynamic::from_ast(t);
        if self.m.choice(&Dynamic::from_ast(t)) == Some(self.v) {
            return Some(r);
        }
        if !d.is_app() || !self.has_v(&d) {
            return None;
        }
        let kind = t.safe_decl().ok()?.kind();
        let kids = d.children();
        if kind == DeclKind::ITE {
            // The branch that mentions the choice (its condition taken as given).
            let branch = kids[1..].iter().find(|k| self.has_v(k))?.as_bv()?;
            return self.invert(&branch, r);
        }
        let bvs: Vec<BV> = kids.iter().map(|k| k.as_bv()).collect::<Option<_>>()?;
        let at = kids.iter().position(|k| self.has_v(k))?;
        let x = bvs[at].clone();
        let others = || {
            bvs.iter()
                .enumerate()
                .filter(move |(i, _)| *i != at)
                .map(|(_, b)| b.clone())
        };
        let next = match kind {
            DeclKind::BADD => others().fold(r, |acc, o| acc.bvsub(&o)),
            DeclKind::BXOR => others().fold(r, |acc, o| acc.bvxor(&o)),
            DeclKind::BSUB if bvs.len() == 2 => match at {
                0 => r.bvadd(&bvs[1]),
                _ => bvs[0].bvsub(&r),
            },
            DeclKind::BNOT => r.bvnot(),
            DeclKind::BNEG => r.bvneg(),
            DeclKind::BAND => self.neutral(&bvs, at, true).map(|_| r)?,
            DeclKind::BOR => self.neutral(&bvs, at, false).map(|_| r)?,
            DeclKind::BSHL if at == 0 => r.bvlshr(&bvs[1]),
            DeclKind::BLSHR | DeclKind::BASHR if at == 0 => r.bvshl(&bvs[1]),
            DeclKind::ZERO_EXT | DeclKind::SIGN_EXT => r.extract(x.get_size() - 1, 0),
            DeclKind::EXTRACT => self.place(&x, t, r)?,
            DeclKind::BMUL if bvs.len() == 2 => {
                let c = bvs[1 - at].simplify().as_u64()?;
                let w = x.get_size();
                if c == 0 || w > 64 {
                    return None;
                }
                let k = c.trailing_zeros();
                let inv = odd_inverse(c >> k);
                r.bvlshr(&BV::from_u64(k as u64, w)).bvmul(&BV::from_u64(inv, w))
            }
            DeclKind::CONCAT => {
                // Children are most significant first.
                let low: u32 = bvs[at + 1..].iter().map(|b| b.get_size()).sum();
                r.extract(low + x.get_size() - 1, low)
            }
            _ => return None,
        };
        self.invert(&x, next)
    }

    /// `extract(hi, lo, x) = r`: `x` with `r` at `lo` and zeros elsewhere (or the half
    /// below it). Z3 gives no access to `lo`, so it is found by rebuilding the extract.
    fn place(&self, x: &BV, t: &BV, r: BV) -> Option<BV> {
        let (w, n) = (x.get_size(), t.get_size());
        let lo = (0..=w - n).find(|&lo| x.extract(lo + n - 1, lo).ast_eq(t))?;
        let wide = r.zero_ext(w - n).bvshl(&BV::from_u64(lo as u64, w));
        Some(if self.half && lo > 0 {
            wide.bvor(&BV::from_u64(1, w).bvshl(&BV::from_u64(lo as u64 - 1, w)))
        } else {
            wide
        })
    }

    /// For `and` (`ones`) or `or`: every other operand that is itself a choice becomes the
    /// operation's identity, so the result is the operand solved for. `None` when some
    /// other operand is not a choice (the inverse then holds only by chance: still tried).
    fn neutral(&mut self, bvs: &[BV], at: usize, ones: bool) -> Option<()> {
        for (i, b) in bvs.iter().enumerate() {
            if i == at {
                continue;
            }
            let w = b.get_size();
            let id = if ones { BV::from_i64(-1, w) } else { BV::from_u64(0, w) };
            if let Some(c) = self.m.choice(&Dynamic::from_ast(b)) {
                self.overrides.push((c, id));
            } else if let Some(c) = self.undef_read(b) {
                self.overrides.push((c, id));
            }
        }
        Some(())
    }

    /// A read of an undef lane, `ite(undef, choice, bits)`: its choice.
    fn undef_read(&mut self, b: &BV) -> Option<usize> {
        if b.safe_decl().ok()?.kind() != DeclKind::ITE {
            return None;
        }
        let kids = Dynamic::from_ast(b).children();
        kids[1..].iter().find_map(|k| self.m.choice(k))
    }
}

/// The inverse of an odd number modulo 2^64 (Newton's iteration; any lower width is the
/// same number truncated).
fn odd_inverse(c: u64) -> u64 {
    let mut x = c;
    for _ in 0..6 {
        x = x.wrapping_mul(2u64.wrapping_sub(c.wrapping_mul(x)));
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{Answer, Query};
    use z3::ast::Bool;

    fn bv(name: &str) -> BV {
        BV::new_const(name, 32)
    }

    /// `bad` with the choices replaced by `seed` is unsat: the seed is a witness.
    fn proves(choices: &[BV], bad: &Bool, seed: &[BV]) -> bool {
        let pairs: Vec<(&BV, &BV)> = choices.iter().zip(seed).collect();
        let q = Query::new(5000);
        q.assert(&bad.substitute(&pairs));
        matches!(q.check(), Answer::Unsat)
    }

    #[test]
    fn issue_71948_with_a_undef_has_a_witness_no_matching_gives() {
        // Source 2*a1 + b - ((a2 + b) & a3), target (t1 + b) | t2: a's reads free.
        let (a1, a2, a3, t1, t2, b) = (bv("a1"), bv("a2"), bv("a3"), bv("t1"), bv("t2"), bv("b"));
        let one = BV::from_u64(1, 32);
        let src = a1.bvshl(&one).bvadd(&b).bvsub(&a2.bvadd(&b).bvand(&a3));
        let tgt = t1.bvadd(&b).bvor(&t2);
        let choices = [a1, a2, a3];
        let bad = src.eq(&tgt).not();
        // Every matching of the source's reads to the target's fails.
        for m in 0..27u32 {
            let pick = |k: u32| {
                if (m / 3u32.pow(k)) % 3 == 0 {
                    t1.clone()
                } else if (m / 3u32.pow(k)) % 3 == 1 {
                    t2.clone()
                } else {
                    b.clone()
                }
            };
            assert!(!proves(&choices, &bad, &[pick(0), pick(1), pick(2)]));
        }
        let base = vec![vec![t1.clone(), t1.clone(), t2.clone()]];
        let seeds = inverted(&choices, &[(src, tgt)], &base);
        assert!(
            seeds.iter().any(|s| proves(&choices, &bad, s)),
            "{} seeds, none a witness",
            seeds.len()
        );
    }

    #[test]
    fn odd_inverses_multiply_to_one() {
        for c in [1u64, 3, 5, 0x4001, u64::MAX] {
            assert_eq!(c.wrapping_mul(odd_inverse(c)), 1, "{c}");
        }
    }

    #[test]
    fn a_lane_without_choices_gives_no_seed() {
        let (x, c) = (bv("x"), bv("c"));
        let seeds = inverted(&[c.clone()], &[(x.clone(), x.bvadd(&BV::from_u64(1, 32)))], &[vec![c]]);
        assert!(seeds.is_empty());
    }

    #[test]
    fn concat_lanes_and_xor_invert_exactly() {
        // src = concat(c ^ x, y) against t: c = extract(t, hi) ^ x proves when y = low t.
        let (c, x) = (BV::new_const("c", 16), BV::new_const("x", 16));
        let t = BV::new_const("t", 32);
        let src = c.bvxor(&x).concat(&t.extract(15, 0));
        let bad = src.eq(&t).not();
        let seeds = inverted(&[c.clone()], &[(src, t.clone())], &[vec![BV::from_u64(0, 16)]]);
        assert!(seeds.iter().any(|s| proves(&[c.clone()], &bad, s)));
    }
}
