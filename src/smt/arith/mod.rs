//! The word-level procedure (issue 51): a bit-vector refinement query read as integer
//! arithmetic, for the multiply identities bit-blasting cannot reach (GMP's `umul_ppmm`
//! against one 128-bit multiply: `unknown` after minutes at 64 bits, and at 16).
//!
//! Every bit-vector term `t` of width `w` becomes a polynomial `P(t)` over integer atoms
//! whose value is `t`'s unsigned value. Atoms are the inputs, and fresh integers each with
//! a range and a defining constraint: the carry of an `add`, the quotient of a `mul` by
//! `2^w`, the pieces a term is cut into where some operation reads a range of its bits
//! (`lshr`/`and`/`trunc`/`extract` by constants, a sign bit), the value of a `select`.
//! Products of polynomials are expanded exactly, so `zext u * zext v` over the pieces
//! `u = 2^32·uh + ul` is a sum of the same partial products the source multiplies; each
//! monomial of degree two or more is then one integer with the range its factors give, and
//! what remains is linear integer arithmetic, which Z3 decides. A term this file does not
//! read (a variable shift, `xor` of two variables, a division by a variable) is an opaque
//! atom with the range of its width, the same atom wherever the same term occurs.
//!
//! Soundness: only `unsat` is used, and only as a proof. Take any model of the bit-vector
//! formula. Give each atom its intended value (an input its bits, a carry or quotient the
//! true one, a piece its bits, an opaque atom its term's value, a monomial's integer the
//! product of its factors' values): every range and defining constraint then holds, every
//! polynomial evaluates to its term's unsigned value, and so every translated comparison
//! has the truth value of the comparison it stands for; a boolean this file does not read
//! is a fresh boolean, given the value it has in the model. So the integer formula has a
//! model whenever the bit-vector one does: its `unsat` means the bit-vector formula is
//! `unsat`, i.e. there is no input on which the target fails to refine the source. It is
//! an over-approximation, so `sat` or `unknown` says nothing; the bit-level query goes on.

mod bools;
mod poly;
mod terms;

use num_bigint::BigInt;
use poly::{imul, pow2, reduce, Mono, Poly};
use std::collections::{BTreeSet, HashMap};
use z3::ast::{Ast, Bool, Dynamic, Int};
use z3::{AstKind, DeclKind};

/// Formulas with more distinct subterms than this are not tried.
const MAX_NODES: usize = 20_000;
/// Terms nested deeper than this are not tried (the translation recurses; a worker's
/// stack must hold it).
const MAX_DEPTH: u32 = 2_000;

/// An AST's identity in its context (Z3 shares equal terms).
fn key<A: Ast>(a: &A) -> usize {
    a.get_z3_ast().as_ptr() as usize
}

/// The `i`-th integer parameter of `a`'s declaration (`extract`'s bounds, an extension's
/// amount).
fn int_param(a: &Dynamic, i: u32) -> u32 {
    let ctx = a.get_ctx().get_z3_context();
    // SAFETY: `a` is an application of this context (callers check), so it has a
    // declaration; the parameter index is one its kind has.
    unsafe {
        let app = z3_sys::Z3_to_app(ctx, a.get_z3_ast()).expect("an application");
        let decl = z3_sys::Z3_get_app_decl(ctx, app).expect("a declaration");
        z3_sys::Z3_get_decl_int_parameter(ctx, decl, i) as u32
    }
}

/// The width of a bit-vector term.
fn width(a: &Dynamic) -> u32 {
    a.as_bv().map(|b| b.get_size()).unwrap_or(0)
}

/// The unsigned value of a bit-vector numeral.
fn numeral(a: &Dynamic) -> Option<BigInt> {
    let bv = a.as_bv()?;
    let v = super::numeral_bits(&bv)?;
    BigInt::parse_bytes(v.to_udecimal().as_bytes(), 10)
}

/// `zext x`/`sext x` as `(x, signed)`.
fn extension(t: &Dynamic) -> Option<(Dynamic, bool)> {
    if t.kind() != AstKind::App {
        return None;
    }
    match t.decl().kind() {
        DeclKind::ZERO_EXT => Some((t.children().remove(0), false)),
        DeclKind::SIGN_EXT => Some((t.children().remove(0), true)),
        _ => None,
    }
}

/// The translation: atoms, their ranges and the defining constraints.
struct Lin {
    atoms: Vec<(Int, BigInt, BigInt)>,
    products: HashMap<Mono, Int>,
    side: Vec<Bool>,
    bv: HashMap<usize, Poly>,
    bools: HashMap<usize, Bool>,
    pieces: HashMap<usize, Vec<(u32, u32, usize)>>,
    splits: HashMap<usize, BTreeSet<u32>>,
    /// Residues: `(k, reduce(s, k))` → a polynomial known to be `s mod 2^k` (see
    /// [`Lin::residue`]).
    residues: HashMap<(u32, Poly), Poly>,
    /// Whether a term multiplies two non-constants anywhere below it (memo of
    /// [`Lin::has_product`]).
    products_below: HashMap<usize, bool>,
    /// Set on a term that cannot be read at all (a quantifier or a bound variable).
    refused: Option<&'static str>,
    fresh_bools: usize,
    /// How deep the translation is nested now (it recurses on the term).
    depth: u32,
}

impl Lin {
    fn new_atom(&mut self, lo: BigInt, hi: BigInt) -> usize {
        let v = Int::new_const(format!("wl.{}", self.atoms.len()));
        self.side.push(v.ge(&Int::from_big_int(&lo)));
        self.side.push(v.le(&Int::from_big_int(&hi)));
        self.atoms.push((v, lo, hi));
        self.atoms.len() - 1
    }

    /// An atom for a value of `w` bits.
    fn word(&mut self, w: u32) -> usize {
        self.new_atom(BigInt::from(0u8), pow2(w) - 1)
    }

    fn bounds(&self, p: &Poly) -> (BigInt, BigInt) {
        let (mut lo, mut hi) = (BigInt::from(0u8), BigInt::from(0u8));
        for (m, c) in &p.0 {
            let (mut ml, mut mh) = (BigInt::from(1u8), BigInt::from(1u8));
            for a in m {
                let (_, al, ah) = &self.atoms[*a];
                (ml, mh) = imul((&ml, &mh), (al, ah));
            }
            let (tl, th) = imul((&ml, &mh), (c, c));
            lo += tl;
            hi += th;
        }
        (lo, hi)
    }

    /// The linear term of `p`: each monomial of degree two or more is one integer.
    fn lin(&mut self, p: &Poly) -> Int {
        let mut parts = Vec::new();
        for (m, c) in &p.0 {
            let c = Int::from_big_int(c);
            if m.is_empty() {
                parts.push(c);
                continue;
            }
            let v = self.mono(m);
            parts.push(Int::mul(&[&c, &v]));
        }
        match parts.len() {
            0 => Int::from_u64(0),
            _ => Int::add(&parts.iter().collect::<Vec<_>>()),
        }
    }

    /// The integer standing for a monomial. A product with a 0/1 factor `b` and rest `m`
    /// (of range `[lo, hi]`) is tied to them exactly: `lo·b <= bm <= hi·b` and
    /// `m - hi·(1-b) <= bm <= m - lo·(1-b)`, which for `b` in {0, 1} say `bm = b·m`.
    fn mono(&mut self, m: &Mono) -> Int {
        if m.len() == 1 {
            return self.atoms[m[0]].0.clone();
        }
        if let Some(v) = self.products.get(m) {
            return v.clone();
        }
        let (lo, hi) = self.bounds(&Poly([(m.clone(), BigInt::from(1u8))].into_iter().collect()));
        let id = self.new_atom(lo, hi);
        let v = self.atoms[id].0.clone();
        self.products.insert(m.clone(), v.clone());
        let binary = m.iter().position(|a| {
            let (_, l, h) = &self.atoms[*a];
            *l == BigInt::from(0u8) && *h == BigInt::from(1u8)
        });
        if let Some(i) = binary {
            let b = self.atoms[m[i]].0.clone();
            let rest: Mono = m.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, a)| *a).collect();
            let (rl, rh) = self.bounds(&Poly([(rest.clone(), BigInt::from(1u8))].into_iter().collect()));
            let r = self.mono(&rest);
            let (rl, rh) = (Int::from_big_int(&rl), Int::from_big_int(&rh));
            let one = Int::from_u64(1);
            let nb = Int::sub(&[&one, &b]);
            self.side.push(v.ge(&Int::mul(&[&rl, &b])));
            self.side.push(v.le(&Int::mul(&[&rh, &b])));
            self.side.push(v.ge(&Int::sub(&[&r, &Int::mul(&[&rh, &nb])])));
            self.side.push(v.le(&Int::sub(&[&r, &Int::mul(&[&rl, &nb])])));
        }
        v
    }

    /// `s mod 2^w`, given that the result is a `w`-bit word: `s - 2^w·q` for a fresh `q`.
    fn wrap(&mut self, s: Poly, w: u32) -> Poly {
        let m = pow2(w);
        let (lo, hi) = self.bounds(&s);
        if lo >= BigInt::from(0u8) && hi < m {
            return s;
        }
        // Each coefficient only matters modulo 2^w: a sign extension's 2^128 - 2^64
        // counts as -2^64, and its square drops out.
        let s = reduce(s, w);
        let (lo, hi) = self.bounds(&s);
        if lo >= BigInt::from(0u8) && hi < m {
            return s;
        }
        let floor = |x: &BigInt| {
            let (q, r) = (x / &m, x % &m);
            if r < BigInt::from(0u8) {
                q - 1
            } else {
                q
            }
        };
        let q = self.new_atom(floor(&lo), floor(&hi));
        let r = s.sub(&Poly::atom(q).scale(&m));
        self.in_word(&r, w);
        r
    }

    /// Records that `r` is `s mod 2^k` (its value lies in `[0, 2^k)` and is congruent to
    /// `s`), and ties it to any earlier polynomial recorded for a congruent `s`: two values
    /// in `[0, 2^k)` congruent modulo `2^k` are equal. Congruence is seen syntactically:
    /// `reduce` keeps each coefficient modulo `2^k`, so equal reductions mean the two sums
    /// differ by `2^k` times an integer for every value of the atoms. This is what relates
    /// a 32-bit product `vl·ul - 2^32·q` to the low piece of the 64-bit `vl·ul` that the
    /// rewriter leaves beside it; linear arithmetic alone would have to find `q`.
    fn residue(&mut self, s: &Poly, k: u32, r: &Poly) {
        let key = (k, reduce(s.clone(), k));
        match self.residues.get(&key).cloned() {
            Some(old) if old != *r => self.equal(&old, r),
            Some(_) => {}
            None => {
                self.residues.insert(key, r.clone());
            }
        }
    }

    /// Constrains `p` to `[0, 2^w)`.
    fn in_word(&mut self, p: &Poly, w: u32) {
        let l = self.lin(p);
        self.side.push(l.ge(&Int::from_u64(0)));
        self.side.push(l.le(&Int::from_big_int(&(pow2(w) - 1))));
    }

    /// Constrains `a` and `b` to be equal.
    fn equal(&mut self, a: &Poly, b: &Poly) {
        let d = self.lin(&a.sub(b));
        self.side.push(d.eq(&Int::from_u64(0)));
    }
}

/// True when the query multiplies two terms that are not constants (or asks whether such
/// a product overflows): where bit-blasting struggles and this procedure may prove.
pub(super) fn worth_trying(f: &Bool) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<Dynamic> = vec![Dynamic::from_ast(f)];
    while let Some(t) = stack.pop() {
        if !seen.insert(key(&t)) || t.kind() != AstKind::App {
            continue;
        }
        if seen.len() > MAX_NODES {
            return false;
        }
        let kids = t.children();
        let k = t.decl().kind();
        let products = matches!(
            k,
            DeclKind::BMUL | DeclKind::BUMUL_NO_OVFL | DeclKind::BSMUL_NO_OVFL | DeclKind::BSMUL_NO_UDFL
        );
        if products && kids.iter().filter(|c| numeral(c).is_none()).count() >= 2 {
            return true;
        }
        stack.extend(kids);
    }
    false
}

/// The integer formula (with its constraints) standing for `f`, or why there is none.
/// `f` is read twice, as built and as Z3's rewriter leaves it (the semantics leave
/// `(= x x)` and `ite(true, ..)` in memory queries, which cost the relaxation its
/// precision; the rewriter in turn may turn a shift into an extraction the other form
/// reads better): both are the same formula, so asserting both readings over the same
/// atoms is still implied by any model of `f`.
fn translate(f: &Bool) -> Result<Vec<Bool>, &'static str> {
    let mut l = Lin {
        atoms: Vec::new(),
        products: HashMap::new(),
        side: Vec::new(),
        bv: HashMap::new(),
        bools: HashMap::new(),
        pieces: HashMap::new(),
        splits: HashMap::new(),
        residues: HashMap::new(),
        products_below: HashMap::new(),
        refused: None,
        fresh_bools: 0,
        depth: 0,
    };
    let roots = [Dynamic::from_ast(f), Dynamic::from_ast(&f.simplify())];
    for r in &roots {
        l.scan(r);
    }
    if let Some(why) = l.refused {
        return Err(why);
    }
    let gs: Vec<Bool> = roots.iter().map(|r| l.boolean(r)).collect();
    if let Some(why) = l.refused {
        return Err(why);
    }
    let mut all = l.side;
    all.extend(gs);
    Ok(all)
}

/// What the procedure says about `f` (a violation of refinement).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// `f` is unsatisfiable: no violation, the pair is valid.
    Proved,
    /// Not proved (the integer formula has a model, the solver gave up or ran out of time,
    /// or the formula could not be read): the bit-level query decides.
    NotProved(String),
}

/// Tries to prove `f` unsatisfiable over integers within `timeout_ms`.
pub(super) fn prove_unsat(f: &Bool, timeout_ms: u32) -> Outcome {
    let fs = match translate(f) {
        Ok(fs) => fs,
        Err(why) => return Outcome::NotProved(why.to_string()),
    };
    let q = super::Query::new(timeout_ms);
    for g in &fs {
        q.assert(g);
    }
    match q.check() {
        super::Answer::Unsat => Outcome::Proved,
        super::Answer::Sat(_) => Outcome::NotProved("the integer relaxation has a model".into()),
        super::Answer::Unknown(why) => Outcome::NotProved(why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::BV;

    #[test]
    fn a_commuted_product_is_proved_and_a_wrong_one_is_not() {
        let (x, y) = (BV::new_const("x", 32), BV::new_const("y", 32));
        let differs = x.bvmul(&y).eq(&y.bvmul(&x)).not();
        assert_eq!(prove_unsat(&differs, 5_000), Outcome::Proved);
        // x·y ≠ y·x + x has models (any x ≠ 0): never a proof.
        let sat = x.bvmul(&y).eq(&y.bvmul(&x).bvadd(&x)).not();
        assert!(matches!(prove_unsat(&sat, 5_000), Outcome::NotProved(_)));
    }

    /// A 32-bit product is the low half of the 64-bit product of the zero-extended factors
    /// (what residues relate; here bounds alone also do). Shifted by one bit it is not,
    /// and that is never proved. GMP's carries, where the residues decide, are the
    /// `tests/data/verify/wide_mul/*loaded_carry*` pairs.
    #[test]
    fn a_narrow_product_is_the_low_half_of_the_wide_one() {
        let (x, y) = (BV::new_const("x", 32), BV::new_const("y", 32));
        let wide = x.zero_ext(32).bvmul(&y.zero_ext(32));
        let differs = wide.extract(31, 0).eq(&x.bvmul(&y)).not();
        assert_eq!(prove_unsat(&differs, 60_000), Outcome::Proved);
        let shifted = wide.extract(32, 1).eq(&x.bvmul(&y)).not();
        assert!(matches!(prove_unsat(&shifted, 60_000), Outcome::NotProved(_)));
    }

    /// Equal words modulo their width: `(x·y + z) - z = x·y` at 64 bits, where the two
    /// sides wrap by different quotients. Off by one it is never proved.
    #[test]
    fn words_that_wrap_differently_are_compared_modulo_their_width() {
        let (x, y, z) = (BV::new_const("x", 64), BV::new_const("y", 64), BV::new_const("z", 64));
        let p = x.bvmul(&y);
        let differs = p.bvadd(&z).bvsub(&z).eq(&p).not();
        assert_eq!(prove_unsat(&differs, 60_000), Outcome::Proved);
        let off = p.bvadd(&z).bvsub(&z).eq(&p.bvadd(&BV::from_u64(1, 64))).not();
        assert!(matches!(prove_unsat(&off, 60_000), Outcome::NotProved(_)));
    }

    #[test]
    fn a_deeply_nested_term_is_refused_not_a_stack_overflow() {
        let x = BV::new_const("x", 16);
        let mut t = x.clone();
        for i in 0..(MAX_DEPTH + 50) {
            t = t.bvadd(&BV::from_u64(u64::from(i % 7) + 1, 16)).bvmul(&x);
        }
        let f = t.eq(&x).not();
        match prove_unsat(&f, 2_000) {
            Outcome::NotProved(why) => assert!(why.contains("nested") || why.contains("large"), "{why}"),
            Outcome::Proved => panic!("proved a formula it cannot have read"),
        }
    }
}
