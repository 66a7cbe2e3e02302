//! The word-level procedure's booleans: comparisons of polynomials, the connectives,
//! and a fresh boolean for anything else.

use super::poly::{pow2, reduce, Poly};
use super::{key, width, Lin, MAX_DEPTH};
use z3::ast::{Ast, Bool, Dynamic, Int};
use z3::{AstKind, DeclKind, SortKind};

impl Lin {
    /// A boolean this file does not read: a fresh one, each its own.
    pub(super) fn fresh_bool(&mut self) -> Bool {
        self.fresh_bools += 1;
        Bool::new_const(format!("wl.b.{}", self.fresh_bools))
    }

    /// `a < b` (`strict`) or `a <= b` of two polynomials, with the common monomials
    /// cancelled first.
    pub(super) fn less(&mut self, a: &Poly, b: &Poly, strict: bool) -> Bool {
        let d = self.lin(&b.sub(a));
        let zero = Int::from_u64(0);
        if strict {
            d.gt(&zero)
        } else {
            d.ge(&zero)
        }
    }

    /// The boolean `f`, over integers.
    pub(super) fn boolean(&mut self, f: &Dynamic) -> Bool {
        if let Some(b) = self.bools.get(&key(f)) {
            return b.clone();
        }
        if self.depth >= MAX_DEPTH {
            self.refused = Some("a term nested too deeply for the word-level procedure");
            return self.fresh_bool();
        }
        self.depth += 1;
        let b = self.boolean_of(f);
        self.depth -= 1;
        self.bools.insert(key(f), b.clone());
        b
    }

    pub(super) fn boolean_of(&mut self, f: &Dynamic) -> Bool {
        if f.kind() != AstKind::App {
            self.refused = Some("a quantified formula");
            return self.fresh_bool();
        }
        let kids = f.children();
        let bools = |me: &mut Lin| kids.iter().map(|k| me.boolean(k)).collect::<Vec<_>>();
        let is_bv = kids.first().is_some_and(|k| k.sort_kind() == SortKind::BV);
        match f.decl().kind() {
            DeclKind::TRUE => Bool::from_bool(true),
            DeclKind::FALSE => Bool::from_bool(false),
            DeclKind::UNINTERPRETED if kids.is_empty() => f.as_bool().expect("a boolean"),
            DeclKind::NOT => self.boolean(&kids[0]).not(),
            DeclKind::AND => Bool::and(&bools(self).iter().collect::<Vec<_>>()),
            DeclKind::OR => Bool::or(&bools(self).iter().collect::<Vec<_>>()),
            DeclKind::IMPLIES => {
                let bs = bools(self);
                bs[0].implies(&bs[1])
            }
            DeclKind::XOR if kids.len() == 2 => {
                let bs = bools(self);
                bs[0].xor(&bs[1])
            }
            DeclKind::IFF => {
                let bs = bools(self);
                bs[0].eq(&bs[1])
            }
            DeclKind::ITE if kids.len() == 3 => {
                let bs = bools(self);
                bs[0].ite(&bs[1], &bs[2])
            }
            DeclKind::EQ | DeclKind::DISTINCT if kids.len() == 2 => {
                let eq = if kids[0].sort_kind() == SortKind::BV {
                    let (a, b) = (self.term(&kids[0]), self.term(&kids[1]));
                    let d = self.word_difference(&a, &b, width(&kids[0]));
                    let d = self.lin(&d);
                    d.eq(&Int::from_u64(0))
                } else if kids[0].sort_kind() == SortKind::Bool {
                    let bs = bools(self);
                    bs[0].eq(&bs[1])
                } else {
                    return self.fresh_bool();
                };
                if f.decl().kind() == DeclKind::EQ {
                    eq
                } else {
                    eq.not()
                }
            }
            k @ (DeclKind::ULEQ | DeclKind::ULT | DeclKind::UGEQ | DeclKind::UGT) if is_bv => {
                let (a, b) = (self.term(&kids[0]), self.term(&kids[1]));
                self.compare(k, &a, &b)
            }
            k @ (DeclKind::SLEQ | DeclKind::SLT | DeclKind::SGEQ | DeclKind::SGT) if is_bv => {
                let (a, b) = (self.signed(&kids[0]), self.signed(&kids[1]));
                self.compare(k, &a, &b)
            }
            DeclKind::BUMUL_NO_OVFL if kids.len() == 2 => {
                let w = width(&kids[0]);
                let (a, b) = (self.term(&kids[0]), self.term(&kids[1]));
                match a.mul(&b) {
                    Some(p) => self.less(&p, &Poly::constant(pow2(w)), true),
                    None => self.fresh_bool(),
                }
            }
            k @ (DeclKind::BSMUL_NO_OVFL | DeclKind::BSMUL_NO_UDFL) if kids.len() == 2 => {
                let w = width(&kids[0]);
                let (a, b) = (self.signed(&kids[0]), self.signed(&kids[1]));
                match a.mul(&b) {
                    Some(p) if k == DeclKind::BSMUL_NO_OVFL => self.less(&p, &Poly::constant(pow2(w - 1)), true),
                    Some(p) => self.less(&Poly::constant(-pow2(w - 1)), &p, false),
                    None => self.fresh_bool(),
                }
            }
            _ => self.fresh_bool(),
        }
    }

    /// A polynomial that is zero exactly when the `w`-bit values `a` and `b` are equal:
    /// `a - b` with each coefficient taken modulo `2^w`, when its range lies strictly
    /// between `-2^w` and `2^w`, else `a - b` itself. Both values lie in `[0, 2^w)`, so
    /// they are equal iff `a - b` is a multiple of `2^w`, iff the reduced difference (which
    /// differs from it by a multiple of `2^w`) is one, iff it is zero when its range holds
    /// no other multiple. The reduced form drops the quotients the two sides wrapped by,
    /// which linear arithmetic would otherwise have to find equal by integer reasoning.
    fn word_difference(&mut self, a: &Poly, b: &Poly, w: u32) -> Poly {
        let d = a.sub(b);
        let r = reduce(d.clone(), w);
        let (lo, hi) = self.bounds(&r);
        let m = pow2(w);
        if lo > -m.clone() && hi < m {
            r
        } else {
            d
        }
    }

    pub(super) fn compare(&mut self, k: DeclKind, a: &Poly, b: &Poly) -> Bool {
        match k {
            DeclKind::ULEQ | DeclKind::SLEQ => self.less(a, b, false),
            DeclKind::ULT | DeclKind::SLT => self.less(a, b, true),
            DeclKind::UGEQ | DeclKind::SGEQ => self.less(b, a, false),
            _ => self.less(b, a, true),
        }
    }
}
