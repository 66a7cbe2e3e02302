//! The word-level procedure's bit-vector terms: each one's polynomial (its unsigned
//! value), the pieces a term is cut into where its bits are read by ranges, and the
//! operations read exactly.

use super::poly::{imul, pow2, reduce, runs, Poly};
use super::{extension, int_param, key, numeral, width, Lin, MAX_DEPTH, MAX_NODES};
use num_bigint::BigInt;
use std::collections::BTreeSet;
use z3::ast::{Ast, Dynamic, Int};
use z3::{AstKind, DeclKind, SortKind};

impl Lin {
    /// Records where a term's bits are read by ranges (before anything is translated).
    pub(super) fn scan(&mut self, root: &Dynamic) {
        let mut seen = BTreeSet::new();
        let mut stack = vec![root.clone()];
        while let Some(t) = stack.pop() {
            if !seen.insert(key(&t)) || t.kind() != AstKind::App {
                continue;
            }
            if seen.len() > MAX_NODES {
                self.refused = Some("a formula too large for the word-level procedure");
                return;
            }
            let kids = t.children();
            let mut split = |c: &Dynamic, at: &[u32]| self.add_split(c, at);
            let k = t.decl().kind();
            match k {
                DeclKind::EXTRACT => {
                    let (hi, lo) = (int_param(&t, 0), int_param(&t, 1));
                    split(&kids[0], &[lo, hi + 1]);
                }
                DeclKind::BLSHR | DeclKind::BASHR | DeclKind::BSHL | DeclKind::BUDIV | DeclKind::BUREM
                    if kids.len() == 2 =>
                {
                    if let Some(n) = numeral(&kids[1]).and_then(|n| u32::try_from(n).ok()) {
                        let w = width(&kids[0]);
                        match k {
                            DeclKind::BLSHR => split(&kids[0], &[n]),
                            DeclKind::BASHR => split(&kids[0], &[n, w - 1]),
                            DeclKind::BSHL => split(&kids[0], &[w.saturating_sub(n)]),
                            _ => {
                                let v = BigInt::from(n);
                                if v.bits() > 0 && (&v & (&v - 1)) == BigInt::from(0u8) {
                                    split(&kids[0], &[v.bits() as u32 - 1]);
                                }
                            }
                        }
                    }
                }
                DeclKind::BAND | DeclKind::BOR | DeclKind::BXOR if kids.len() == 2 => {
                    for (a, b) in [(&kids[0], &kids[1]), (&kids[1], &kids[0])] {
                        if let Some(c) = numeral(b) {
                            let at: Vec<u32> = runs(&c, width(a)).iter().flat_map(|&(l, h)| [l, h]).collect();
                            split(a, &at);
                        }
                    }
                }
                DeclKind::SIGN_EXT => split(&kids[0], &[width(&kids[0]) - 1]),
                DeclKind::SLEQ
                | DeclKind::SLT
                | DeclKind::SGEQ
                | DeclKind::SGT
                | DeclKind::BSMUL_NO_OVFL
                | DeclKind::BSMUL_NO_UDFL => {
                    for c in &kids {
                        split(c, &[width(c) - 1]);
                    }
                }
                _ => {}
            }
            stack.extend(kids);
        }
    }

    /// Records that bits of `c` are read from each of `at` up (an extension passes
    /// them on to its operand, which holds the bits: a sign extension reads its sign).
    pub(super) fn add_split(&mut self, c: &Dynamic, at: &[u32]) {
        let w = width(c);
        if let Some((x, signed)) = extension(c) {
            let wx = width(&x);
            let mut inner: Vec<u32> = at.iter().copied().filter(|&k| k < wx).collect();
            if signed && at.iter().any(|&k| k >= wx) {
                inner.push(wx - 1);
            }
            return self.add_split(&x, &inner);
        }
        let s = self.splits.entry(key(c)).or_default();
        s.extend(at.iter().copied().filter(|&k| k > 0 && k < w));
    }

    /// Bits `[lo, hi)` of `t` as a polynomial.
    pub(super) fn bits(&mut self, t: &Dynamic, lo: u32, hi: u32) -> Poly {
        let w = width(t);
        let hi = hi.min(w);
        if let Some((x, signed)) = extension(t) {
            // The operand's bits, and above them zeros or copies of its sign.
            let wx = width(&x);
            let inside = if lo < wx {
                self.bits(&x, lo, hi.min(wx))
            } else {
                Poly::default()
            };
            if !signed || hi <= wx {
                return inside;
            }
            let from = lo.max(wx);
            let copies = (pow2(hi - from) - 1) * pow2(from - lo);
            let s = self.sign(&x);
            return inside.add(&s.scale(&copies));
        }
        let p = self.term(t);
        if lo == 0 && hi >= w {
            return p;
        }
        if let Some(c) = p.as_const() {
            let v = (c >> lo) % pow2(hi - lo);
            return Poly::constant(v);
        }
        if let Some(ps) = self.pieces.get(&key(t)) {
            let inside: Vec<_> = ps.iter().filter(|(l, h, _)| *l >= lo && *h <= hi).collect();
            let covered: u32 = inside.iter().map(|(l, h, _)| h - l).sum();
            if covered == hi - lo {
                return inside.iter().fold(Poly::default(), |acc, (l, _, a)| {
                    acc.add(&Poly::atom(*a).scale(&pow2(l - lo)))
                });
            }
        }
        // Not cut there: a quotient and a remainder, exactly.
        let whole_t = p.clone();
        let mut q = p;
        let mut len = w;
        if lo > 0 {
            let (quo, rem) = (self.word(w - lo), self.word(lo));
            let whole = Poly::atom(quo).scale(&pow2(lo)).add(&Poly::atom(rem));
            self.equal(&q, &whole);
            q = Poly::atom(quo);
            len = w - lo;
        }
        if hi - lo < len {
            let (top, low) = (self.word(len - (hi - lo)), self.word(hi - lo));
            let whole = Poly::atom(top).scale(&pow2(hi - lo)).add(&Poly::atom(low));
            self.equal(&q, &whole);
            q = Poly::atom(low);
        }
        if lo == 0 {
            self.residue(&whole_t, hi, &q);
        }
        q
    }

    /// The sign bit of `t` (0 or 1).
    pub(super) fn sign(&mut self, t: &Dynamic) -> Poly {
        let w = width(t);
        self.bits(t, w - 1, w)
    }

    /// `t`'s signed value.
    pub(super) fn signed(&mut self, t: &Dynamic) -> Poly {
        let p = self.term(t);
        let s = self.sign(t);
        p.sub(&s.scale(&pow2(width(t))))
    }

    /// The polynomial of a bit-vector term (cut into its pieces when it has any).
    pub(super) fn term(&mut self, t: &Dynamic) -> Poly {
        if let Some(p) = self.bv.get(&key(t)) {
            return p.clone();
        }
        if self.depth >= MAX_DEPTH {
            self.refused = Some("a term nested too deeply for the word-level procedure");
            return Poly::default();
        }
        self.depth += 1;
        let base = self.base(t);
        self.depth -= 1;
        let w = width(t);
        let p = match self.splits.get(&key(t)).filter(|s| !s.is_empty()) {
            Some(cuts) if base.as_const().is_none() && extension(t).is_none() => {
                let mut edges: Vec<u32> = std::iter::once(0).chain(cuts.iter().copied()).collect();
                edges.push(w);
                let mut whole = Poly::default();
                let mut ps = Vec::new();
                for e in edges.windows(2) {
                    let a = self.word(e[1] - e[0]);
                    ps.push((e[0], e[1], a));
                    whole = whole.add(&Poly::atom(a).scale(&pow2(e[0])));
                    // The pieces below `e[1]` are `base mod 2^e[1]`.
                    self.residue(&base, e[1], &whole);
                }
                self.equal(&base, &whole);
                self.pieces.insert(key(t), ps);
                whole
            }
            _ => {
                self.residue(&base, w, &base);
                base
            }
        };
        self.bv.insert(key(t), p.clone());
        p
    }

    pub(super) fn opaque(&mut self, w: u32) -> Poly {
        Poly::atom(self.word(w))
    }

    /// The polynomial of `t` itself, before it is cut into pieces.
    pub(super) fn base(&mut self, t: &Dynamic) -> Poly {
        let w = width(t);
        if let Some(c) = numeral(t) {
            return Poly::constant(c);
        }
        if t.kind() != AstKind::App {
            self.refused = Some("a quantified formula");
            return self.opaque(w);
        }
        let kids = t.children();
        let shift = |kids: &[Dynamic]| numeral(&kids[1]).map(|n| u32::try_from(n).unwrap_or(u32::MAX));
        match t.decl().kind() {
            DeclKind::BADD => {
                let s = kids.iter().fold(Poly::default(), |acc, k| acc.add(&self.term(k)));
                self.wrap(s, w)
            }
            DeclKind::BSUB if kids.len() == 2 => {
                let s = self.term(&kids[0]).sub(&self.term(&kids[1]));
                self.wrap(s, w)
            }
            DeclKind::BNEG => {
                let s = Poly::default().sub(&self.term(&kids[0]));
                self.wrap(s, w)
            }
            DeclKind::BNOT => Poly::constant(pow2(w) - 1).sub(&self.term(&kids[0])),
            DeclKind::BMUL => {
                // Each factor taken modulo 2^w (its signed form when it is an extension),
                // and the product's range from the factors' ranges, which the expanded
                // polynomial's monomials alone do not give.
                let mut acc = Some(Poly::constant(BigInt::from(1u8)));
                let (mut lo, mut hi) = (BigInt::from(1u8), BigInt::from(1u8));
                for k in &kids {
                    let p = reduce(self.term(k), w);
                    let (pl, ph) = self.bounds(&p);
                    (lo, hi) = imul((&lo, &hi), (&pl, &ph));
                    acc = acc.and_then(|a| a.mul(&p));
                }
                match acc {
                    Some(s) => {
                        let l = self.lin(&s);
                        self.side.push(l.ge(&Int::from_big_int(&lo)));
                        self.side.push(l.le(&Int::from_big_int(&hi)));
                        self.wrap(s, w)
                    }
                    None => self.opaque(w),
                }
            }
            DeclKind::BSHL if kids.len() == 2 => match shift(&kids) {
                Some(n) if n >= w => Poly::default(),
                Some(n) => self.bits(&kids[0], 0, w - n).scale(&pow2(n)),
                None => self.opaque(w),
            },
            DeclKind::BLSHR if kids.len() == 2 => match shift(&kids) {
                Some(n) if n >= w => Poly::default(),
                Some(n) => self.bits(&kids[0], n, w),
                None => self.opaque(w),
            },
            DeclKind::BASHR if kids.len() == 2 => match shift(&kids) {
                Some(n) => {
                    let n = n.min(w - 1);
                    let s = self.sign(&kids[0]);
                    self.bits(&kids[0], n, w).add(&s.scale(&(pow2(w) - pow2(w - n))))
                }
                None => self.opaque(w),
            },
            DeclKind::BAND | DeclKind::BOR | DeclKind::BXOR if kids.len() == 2 => self.bitwise(t, &kids),
            DeclKind::CONCAT => kids.iter().fold(Poly::default(), |acc, k| {
                let p = self.term(k);
                acc.scale(&pow2(width(k))).add(&p)
            }),
            DeclKind::EXTRACT => {
                let (hi, lo) = (int_param(t, 0), int_param(t, 1));
                self.bits(&kids[0], lo, hi + 1)
            }
            DeclKind::ZERO_EXT => self.term(&kids[0]),
            DeclKind::SIGN_EXT => {
                let p = self.term(&kids[0]);
                let s = self.sign(&kids[0]);
                p.add(&s.scale(&(pow2(w) - pow2(width(&kids[0])))))
            }
            DeclKind::ITE => self.ite(&kids, w),
            DeclKind::BUDIV | DeclKind::BUREM if kids.len() == 2 => match numeral(&kids[1]) {
                Some(c) if c.bits() > 0 && (&c & (&c - 1u8)) == BigInt::from(0u8) => {
                    let k = c.bits() as u32 - 1;
                    if t.decl().kind() == DeclKind::BUDIV {
                        self.bits(&kids[0], k, w)
                    } else {
                        self.bits(&kids[0], 0, k)
                    }
                }
                Some(c) if c > BigInt::from(0u8) => {
                    let p = self.term(&kids[0]);
                    let (q, r) = (self.word(w), self.new_atom(BigInt::from(0u8), &c - 1));
                    let whole = Poly::atom(q).scale(&c).add(&Poly::atom(r));
                    self.equal(&p, &whole);
                    Poly::atom(if t.decl().kind() == DeclKind::BUDIV { q } else { r })
                }
                _ => self.opaque(w),
            },
            _ => self.opaque(w),
        }
    }

    /// `and`/`or`/`xor` with a constant (by runs of its bits), or of two 1-bit values.
    pub(super) fn bitwise(&mut self, t: &Dynamic, kids: &[Dynamic]) -> Poly {
        let w = width(t);
        let k = t.decl().kind();
        let (a, c) = match (numeral(&kids[0]), numeral(&kids[1])) {
            (_, Some(c)) => (&kids[0], Some(c)),
            (Some(c), _) => (&kids[1], Some(c)),
            _ => (&kids[0], None),
        };
        let pa = self.term(a);
        let (and, other) = match c {
            Some(c) => {
                let mut and = Poly::default();
                for (lo, hi) in runs(&c, w) {
                    let b = self.bits(a, lo, hi);
                    and = and.add(&b.scale(&pow2(lo)));
                }
                (and, Poly::constant(c))
            }
            None if w == 1 => {
                let pb = self.term(&kids[1]);
                match pa.mul(&pb) {
                    Some(p) => (p, pb),
                    None => return self.opaque(w),
                }
            }
            None => return self.opaque(w),
        };
        match k {
            DeclKind::BAND => and,
            DeclKind::BOR => pa.add(&other).sub(&and),
            _ => pa.add(&other).sub(&and.scale(&BigInt::from(2u8))),
        }
    }

    /// `select`: `f + β·(t - f)`, `β` the condition as 0/1 (a bit of a term when the
    /// condition reads one, else a fresh 0/1 tied to it), the product expanded; a fresh
    /// word equal to the chosen arm when it is too large to expand.
    ///
    /// A `select` on an equality where nothing below multiplies two variables (which byte
    /// a load reads when two pointers may alias: chains of them, one per byte) is an
    /// opaque word instead, the same atom wherever the same term occurs. Such a term is
    /// not what this procedure is for, and read exactly its chains of products of 0/1
    /// factors swamp the query; the bit-level phases read it.
    pub(super) fn ite(&mut self, kids: &[Dynamic], w: u32) -> Poly {
        let on_equality = kids[0].kind() == AstKind::App
            && matches!(kids[0].decl().kind(), DeclKind::EQ | DeclKind::DISTINCT)
            && kids[0]
                .children()
                .first()
                .is_some_and(|k| k.sort_kind() == SortKind::BV);
        if on_equality && kids.iter().all(|k| !self.has_product(k)) {
            return self.opaque(w);
        }
        let c = self.boolean(&kids[0]);
        let (pt, pf) = (self.term(&kids[1]), self.term(&kids[2]));
        let d = pt.sub(&pf);
        let beta = match self.condition_bit(&kids[0]) {
            Some(b) => b,
            None => {
                let beta = self.new_atom(BigInt::from(0u8), BigInt::from(1u8));
                let b = self.atoms[beta].0.clone();
                self.side
                    .push(c.ite(&b.eq(&Int::from_u64(1)), &b.eq(&Int::from_u64(0))));
                Poly::atom(beta)
            }
        };
        if let Some(p) = beta.mul(&d) {
            return pf.add(&p);
        }
        let x = self.word(w);
        let xv = Poly::atom(x);
        let (lt, lf) = (self.lin(&xv.sub(&pt)), self.lin(&xv.sub(&pf)));
        let zero = Int::from_u64(0);
        self.side.push(c.ite(&lt.eq(&zero), &lf.eq(&zero)));
        xv
    }

    /// A condition that is one bit of a term (a sign test, a 1-bit value, their negation),
    /// as that bit's 0/1 polynomial.
    pub(super) fn condition_bit(&mut self, c: &Dynamic) -> Option<Poly> {
        if c.kind() != AstKind::App {
            return None;
        }
        let kids = c.children();
        let zero = |t: &Dynamic| numeral(t).is_some_and(|n| n == BigInt::from(0u8));
        let one = || Poly::constant(BigInt::from(1u8));
        match c.decl().kind() {
            DeclKind::NOT => self.condition_bit(&kids[0]).map(|b| one().sub(&b)),
            DeclKind::SLT if zero(&kids[1]) => Some(self.sign(&kids[0])),
            DeclKind::SGT if zero(&kids[0]) => Some(self.sign(&kids[1])),
            DeclKind::SGEQ if zero(&kids[1]) => Some(one().sub(&self.sign(&kids[0]))),
            DeclKind::SLEQ if zero(&kids[0]) => Some(one().sub(&self.sign(&kids[1]))),
            DeclKind::EQ if kids[0].sort_kind() == SortKind::BV && width(&kids[0]) == 1 => {
                let (a, b) = match (numeral(&kids[0]), numeral(&kids[1])) {
                    (_, Some(n)) => (&kids[0], n),
                    (Some(n), _) => (&kids[1], n),
                    _ => return None,
                };
                let p = self.term(a);
                Some(if b == BigInt::from(0u8) { one().sub(&p) } else { p })
            }
            _ => None,
        }
    }

    /// True when `t` multiplies two terms that are not constants somewhere below it.
    pub(super) fn has_product(&mut self, t: &Dynamic) -> bool {
        let mut stack = vec![(t.clone(), false)];
        while let Some((u, done)) = stack.pop() {
            let k = key(&u);
            if self.products_below.contains_key(&k) {
                continue;
            }
            if u.kind() != AstKind::App {
                self.products_below.insert(k, false);
                continue;
            }
            let kids = u.children();
            if done {
                let here =
                    u.decl().kind() == DeclKind::BMUL && kids.iter().filter(|c| numeral(c).is_none()).count() >= 2;
                let below = kids
                    .iter()
                    .any(|c| self.products_below.get(&key(c)).copied().unwrap_or(false));
                self.products_below.insert(k, here || below);
                continue;
            }
            stack.push((u, true));
            stack.extend(kids.into_iter().map(|c| (c, false)));
        }
        self.products_below[&key(t)]
    }
}
