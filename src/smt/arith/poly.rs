//! The word-level procedure's integers: polynomials over atoms with exact (big)
//! coefficients, and the interval and modular arithmetic on them.

use num_bigint::BigInt;
use std::collections::BTreeMap;

/// A product of atoms (sorted, with repeats); empty for the constant 1.
pub(super) type Mono = Vec<usize>;

/// An integer polynomial over atoms: monomial → non-zero coefficient.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct Poly(pub(super) BTreeMap<Mono, BigInt>);

/// Products past this many monomials are not expanded (the term becomes opaque).
pub(super) const MAX_TERMS: usize = 256;
/// Monomials past this degree are not expanded.
pub(super) const MAX_DEGREE: usize = 4;

pub(super) fn pow2(k: u32) -> BigInt {
    BigInt::from(1u8) << k
}

impl Poly {
    pub(super) fn constant(c: BigInt) -> Poly {
        let mut p = Poly::default();
        if c != BigInt::from(0u8) {
            p.0.insert(Vec::new(), c);
        }
        p
    }

    pub(super) fn atom(a: usize) -> Poly {
        let mut p = Poly::default();
        p.0.insert(vec![a], BigInt::from(1u8));
        p
    }

    pub(super) fn as_const(&self) -> Option<BigInt> {
        match self.0.len() {
            0 => Some(BigInt::from(0u8)),
            1 => self.0.get(&Vec::new()).cloned(),
            _ => None,
        }
    }

    pub(super) fn add(&self, o: &Poly) -> Poly {
        let mut r = self.clone();
        for (m, c) in &o.0 {
            let e = r.0.entry(m.clone()).or_insert_with(|| BigInt::from(0u8));
            *e += c;
            if *e == BigInt::from(0u8) {
                r.0.remove(m);
            }
        }
        r
    }

    pub(super) fn scale(&self, k: &BigInt) -> Poly {
        if *k == BigInt::from(0u8) {
            return Poly::default();
        }
        Poly(self.0.iter().map(|(m, c)| (m.clone(), c * k)).collect())
    }

    pub(super) fn sub(&self, o: &Poly) -> Poly {
        self.add(&o.scale(&BigInt::from(-1i8)))
    }

    /// The expanded product, `None` past [`MAX_TERMS`] or [`MAX_DEGREE`].
    pub(super) fn mul(&self, o: &Poly) -> Option<Poly> {
        if self.0.len() * o.0.len() > MAX_TERMS * 4 {
            return None;
        }
        let mut r = Poly::default();
        for (m1, c1) in &self.0 {
            for (m2, c2) in &o.0 {
                let mut m: Mono = m1.iter().chain(m2).copied().collect();
                if m.len() > MAX_DEGREE {
                    return None;
                }
                m.sort_unstable();
                r = r.add(&Poly([(m, c1 * c2)].into_iter().collect()));
            }
        }
        (r.0.len() <= MAX_TERMS).then_some(r)
    }
}

/// Interval product.
pub(super) fn imul((a, b): (&BigInt, &BigInt), (c, d): (&BigInt, &BigInt)) -> (BigInt, BigInt) {
    let ps = [a * c, a * d, b * c, b * d];
    let lo = ps.iter().min().expect("four").clone();
    let hi = ps.iter().max().expect("four").clone();
    (lo, hi)
}

/// Each coefficient of `p` in `(-2^(w-1), 2^(w-1)]`: the same value modulo `2^w`.
pub(super) fn reduce(p: Poly, w: u32) -> Poly {
    let m = pow2(w);
    let half = pow2(w.saturating_sub(1));
    Poly(
        p.0.into_iter()
            .filter_map(|(mono, c)| {
                let mut r = ((c % &m) + &m) % &m;
                if r > half {
                    r -= &m;
                }
                (r != BigInt::from(0u8)).then_some((mono, r))
            })
            .collect(),
    )
}

/// The runs of one bits of `c` (width `w`) as `[lo, hi)`.
pub(super) fn runs(c: &BigInt, w: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut start = None;
    for i in 0..=w {
        let one = i < w && c.bit(i as u64);
        match (one, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    out
}
