//! The symbolic value domain: `sem`'s primitives as Z3 terms, and the solver door.
//!
//! This is the only module that names `z3`. [`Symbolic`] implements [`Domain`] with
//! Z3 bit-vectors and booleans (SMT-LIB semantics for division by zero, which `sem`
//! guards anyway); floating-point operations go through Z3's IEEE theory
//! (`float.rs`); [`solver`] wraps queries with a per-query timeout.
//!
//! Terms live in Z3's thread-local context: build and solve on one thread.

mod arith;
mod cegis;
mod choices;
mod concrete;
pub use concrete::to_values;
mod examples;
mod float;
mod invert;
mod refine;
mod schedule;
mod witness;
pub use schedule::Phase;
mod solver;
mod vacuity;
mod watchdog;
pub use watchdog::{interrupts as watchdog_interrupts, GRACE as WATCHDOG_GRACE};

#[cfg(test)]
mod tests_bv;
#[cfg(test)]
mod tests_deadline;
#[cfg(test)]
mod tests_fp;
#[cfg(test)]
mod tests_mem;
#[cfg(test)]
mod tests_x86;

pub use examples::{defined_inputs, solve, Example, Solved};
pub use refine::{
    refines, refines_info, refutes_on_samples, word_level_proves, Behaviour, Counterexample, LaneVal, Options,
    QueryInfo, RefineError, UnknownReason, Verdict,
};
pub use solver::{check_sat, exists, forall, prove, Answer, Model, Query};
pub use vacuity::{always_ub, defined_somewhere};

use crate::ir::FloatKind;
use crate::sem::{BvBin, BvCmp, Domain, FpArith, Lane, RoundMode};
use crate::util::ApInt;
use std::cell::RefCell;
use z3::ast::{Ast, Bool, BV};

/// A bit-vector term (the domain's `V`), nameable outside this module.
pub type Term = BV;
/// A boolean term (the domain's `B`).
pub type Formula = Bool;

/// One free choice made by `nondet`.
#[derive(Clone, Debug)]
pub struct Nondet {
    /// The constant's name.
    pub name: String,
    /// The constant.
    pub var: BV,
    /// Its width in bits.
    pub width: u32,
    /// Made in the source program (quantified universally by the refinement check).
    pub angelic: bool,
    /// For a use of an undef parameter lane: (parameter, lane).
    pub undef_of: Option<(String, usize)>,
}

/// The Z3 domain. Free choices are fresh constants named `<prefix>.src.N` (angelic) or
/// `<prefix>.tgt.N`, numbered per side in call order; the prefix is `nd` by default.
/// Inputs other than parameters (initial memory) are `<prefix>.in.N`, in call order.
pub struct Symbolic {
    prefix: String,
    nondets: RefCell<Vec<Nondet>>,
    inputs: RefCell<Vec<BV>>,
    /// `Domain::nan_alias`: a picked NaN result's term (by address; the term is kept
    /// alive here) → (that term, the raw result the floating-point operations use).
    nan_raw: RefCell<std::collections::HashMap<usize, (BV, BV)>>,
}

impl Default for Symbolic {
    fn default() -> Self {
        Symbolic::new()
    }
}

impl Symbolic {
    /// A domain whose free choices are named with the prefix `nd`.
    pub fn new() -> Symbolic {
        Symbolic::with_prefix("nd")
    }

    /// A domain whose free choices are named `<prefix>.src.N`/`<prefix>.tgt.N`: two
    /// domains used in one query need different prefixes.
    pub fn with_prefix(prefix: &str) -> Symbolic {
        float::configure();
        Symbolic {
            prefix: prefix.to_string(),
            nondets: RefCell::new(Vec::new()),
            inputs: RefCell::new(Vec::new()),
            nan_raw: RefCell::new(std::collections::HashMap::new()),
        }
    }

    /// The free choices made so far, in creation order: (constant, angelic).
    pub fn nondets(&self) -> Vec<(BV, bool)> {
        self.nondets
            .borrow()
            .iter()
            .map(|n| (n.var.clone(), n.angelic))
            .collect()
    }

    /// The inputs asked for so far (by [`Domain::input`]), in creation order.
    pub fn inputs(&self) -> Vec<BV> {
        self.inputs.borrow().clone()
    }

    /// The free choices made so far, with their names and widths.
    pub fn nondet_records(&self) -> Vec<Nondet> {
        self.nondets.borrow().clone()
    }

    /// The term the floating-point operations compute on for `a`: the raw result behind
    /// a picked NaN (`Domain::nan_alias`), else `a`.
    fn raw(&self, a: &BV) -> BV {
        let map = self.nan_raw.borrow();
        let mut a = a.clone();
        while let Some((_, r)) = map.get(&(a.get_z3_ast().as_ptr() as usize)) {
            a = r.clone();
        }
        a
    }

    /// A free bit-vector constant.
    pub fn var(&self, name: &str, width: u32) -> BV {
        BV::new_const(name, width)
    }

    /// A free boolean constant.
    pub fn var_bool(&self, name: &str) -> Bool {
        Bool::new_const(name)
    }

    /// An input lane: bits `name` and poison flag `name.poison`, both free.
    pub fn input_lane(&self, name: &str, width: u32) -> Lane<Symbolic> {
        Lane {
            bits: self.var(name, width),
            poison: self.var_bool(&format!("{name}.poison")),
        }
    }
}

/// True for a literal (a numeral: every argument `fold` sees is a bit-vector).
pub(crate) fn is_numeral<A: Ast>(a: &A) -> bool {
    matches!(a.kind(), z3::AstKind::Numeral)
}

/// Folds `r` to a literal when every argument is one (Z3's rewriter evaluates it).
pub(crate) fn fold<R: Ast, A: Ast>(r: R, args: &[&A]) -> R {
    if args.iter().all(|a| is_numeral(*a)) {
        r.simplify()
    } else {
        r
    }
}

/// The bits of a bit-vector literal, any width; `None` for any other term.
pub(crate) fn numeral_bits(a: &BV) -> Option<ApInt> {
    if !matches!(a.kind(), z3::AstKind::Numeral) {
        return None;
    }
    let w = a.get_size();
    if w <= 64 {
        return a.as_u64().map(|v| ApInt::from_u64(w, v));
    }
    let ctx = a.get_ctx().get_z3_context();
    // SAFETY: `a` is a numeral of this context; Z3 owns the returned string until the
    // next call, and we copy it at once.
    let s = unsafe {
        let p = z3_sys::Z3_get_numeral_string(ctx, a.get_z3_ast());
        if p.is_null() {
            return None;
        }
        std::ffi::CStr::from_ptr(p).to_str().ok()?.to_string()
    };
    ApInt::parse_decimal(w, &s)
}

/// A bit-vector literal of any width.
pub(crate) fn bv_lit(v: &ApInt) -> BV {
    let w = v.width();
    match v.to_u64() {
        Some(x) if w <= 64 => BV::from_u64(x, w),
        _ => BV::from_str(w, &v.to_udecimal()).expect("a decimal numeral"),
    }
}

impl Domain for Symbolic {
    type B = Bool;
    type V = BV;

    fn bool_lit(&self, b: bool) -> Bool {
        Bool::from_bool(b)
    }

    fn not(&self, a: &Bool) -> Bool {
        match a.as_bool() {
            Some(b) => Bool::from_bool(!b),
            None => a.not(),
        }
    }

    fn and(&self, a: &Bool, b: &Bool) -> Bool {
        match (a.as_bool(), b.as_bool()) {
            (Some(false), _) | (_, Some(false)) => Bool::from_bool(false),
            (Some(true), _) => b.clone(),
            (_, Some(true)) => a.clone(),
            _ if a.ast_eq(b) => a.clone(),
            _ => Bool::and(&[a, b]),
        }
    }

    fn or(&self, a: &Bool, b: &Bool) -> Bool {
        match (a.as_bool(), b.as_bool()) {
            (Some(true), _) | (_, Some(true)) => Bool::from_bool(true),
            (Some(false), _) => b.clone(),
            (_, Some(false)) => a.clone(),
            _ if a.ast_eq(b) => a.clone(),
            _ => Bool::or(&[a, b]),
        }
    }

    fn ite_bool(&self, c: &Bool, t: &Bool, f: &Bool) -> Bool {
        match (c.as_bool(), t.as_bool(), f.as_bool()) {
            (Some(true), _, _) => t.clone(),
            (Some(false), _, _) => f.clone(),
            _ if t.ast_eq(f) => t.clone(),
            (_, Some(true), Some(false)) => c.clone(),
            (_, Some(false), Some(true)) => c.not(),
            (_, Some(true), _) => self.or(c, f),
            (_, Some(false), _) => self.and(&c.not(), f),
            (_, _, Some(true)) => self.or(&c.not(), t),
            (_, _, Some(false)) => self.and(c, t),
            _ => c.ite(t, f),
        }
    }

    fn bool_value(&self, a: &Bool) -> Option<bool> {
        a.as_bool()
    }

    fn identical(&self, a: &BV, b: &BV) -> bool {
        a.ast_eq(b) || self.bool_value(&self.eq(a, b)) == Some(true)
    }

    fn lit(&self, v: &ApInt) -> BV {
        bv_lit(v)
    }

    fn width(&self, a: &BV) -> u32 {
        a.get_size()
    }

    fn bv_value(&self, a: &BV) -> Option<ApInt> {
        numeral_bits(a)
    }

    fn bin(&self, op: BvBin, a: &BV, b: &BV) -> BV {
        debug_assert_eq!(a.get_size(), b.get_size(), "{op:?} on different widths");
        let r = match op {
            BvBin::Add => a.bvadd(b),
            BvBin::Sub => a.bvsub(b),
            BvBin::Mul => a.bvmul(b),
            BvBin::UDiv => a.bvudiv(b),
            BvBin::URem => a.bvurem(b),
            BvBin::SDiv => a.bvsdiv(b),
            BvBin::SRem => a.bvsrem(b),
            BvBin::Shl => a.bvshl(b),
            BvBin::LShr => a.bvlshr(b),
            BvBin::AShr => a.bvashr(b),
            BvBin::And => a.bvand(b),
            BvBin::Or => a.bvor(b),
            BvBin::Xor => a.bvxor(b),
        };
        fold(r, &[a, b])
    }

    fn bvnot(&self, a: &BV) -> BV {
        fold(a.bvnot(), &[a])
    }

    fn cmp(&self, op: BvCmp, a: &BV, b: &BV) -> Bool {
        let r = match op {
            BvCmp::Eq => a.eq(b),
            BvCmp::Ult => a.bvult(b),
            BvCmp::Ule => a.bvule(b),
            BvCmp::Slt => a.bvslt(b),
            BvCmp::Sle => a.bvsle(b),
        };
        fold(r, &[a, b])
    }

    fn extract(&self, a: &BV, hi: u32, lo: u32) -> BV {
        if lo == 0 && hi + 1 == a.get_size() {
            return a.clone();
        }
        fold(a.extract(hi, lo), &[a])
    }

    fn concat(&self, hi: &BV, lo: &BV) -> BV {
        fold(hi.concat(lo), &[hi, lo])
    }

    fn zext(&self, a: &BV, to: u32) -> BV {
        let w = a.get_size();
        assert!(to >= w, "zext from i{w} to i{to}");
        if to == w {
            return a.clone();
        }
        fold(a.zero_ext(to - w), &[a])
    }

    fn sext(&self, a: &BV, to: u32) -> BV {
        let w = a.get_size();
        assert!(to >= w, "sext from i{w} to i{to}");
        if to == w {
            return a.clone();
        }
        fold(a.sign_ext(to - w), &[a])
    }

    fn ite(&self, c: &Bool, t: &BV, f: &BV) -> BV {
        match c.as_bool() {
            Some(true) => t.clone(),
            Some(false) => f.clone(),
            None if t.ast_eq(f) => t.clone(),
            None => c.ite(t, f),
        }
    }

    fn from_bool(&self, b: &Bool) -> BV {
        match b.as_bool() {
            Some(v) => BV::from_u64(v as u64, 1),
            None => b.ite(&BV::from_u64(1, 1), &BV::from_u64(0, 1)),
        }
    }

    fn nondet(&self, width: u32, angelic: bool) -> BV {
        let mut nds = self.nondets.borrow_mut();
        let n = nds.iter().filter(|x| x.angelic == angelic).count();
        let name = format!("{}.{}.{n}", self.prefix, if angelic { "src" } else { "tgt" });
        let var = BV::new_const(name.as_str(), width);
        nds.push(Nondet {
            name,
            var: var.clone(),
            width,
            angelic,
            undef_of: None,
        });
        var
    }

    fn nondet_undef(&self, width: u32, angelic: bool, param: &str, lane: usize) -> BV {
        let v = self.nondet(width, angelic);
        if let Some(last) = self.nondets.borrow_mut().last_mut() {
            last.undef_of = Some((param.to_string(), lane));
        }
        v
    }

    fn input(&self, width: u32) -> BV {
        let mut ins = self.inputs.borrow_mut();
        let var = BV::new_const(format!("{}.in.{}", self.prefix, ins.len()), width);
        ins.push(var.clone());
        var
    }

    fn nan_alias(&self, picked: &BV, raw: &BV) {
        if !picked.ast_eq(raw) {
            let key = picked.get_z3_ast().as_ptr() as usize;
            self.nan_raw.borrow_mut().insert(key, (picked.clone(), raw.clone()));
        }
    }

    fn fp_arith(&self, k: FloatKind, op: FpArith, a: &BV, b: &BV) -> BV {
        let (a, b) = (&self.raw(a), &self.raw(b));
        fold(float::arith(k, op, a, b), &[a, b])
    }

    fn fp_fma(&self, k: FloatKind, a: &BV, b: &BV, c: &BV) -> BV {
        let (a, b, c) = (&self.raw(a), &self.raw(b), &self.raw(c));
        fold(float::fma(k, a, b, c), &[a, b, c])
    }

    fn fp_sqrt(&self, k: FloatKind, a: &BV) -> BV {
        let a = &self.raw(a);
        fold(float::sqrt(k, a), &[a])
    }

    fn fp_lt(&self, k: FloatKind, a: &BV, b: &BV) -> Bool {
        let (a, b) = (&self.raw(a), &self.raw(b));
        fold(float::from_bits(k, a).lt(float::from_bits(k, b)), &[a, b])
    }

    fn fp_eq(&self, k: FloatKind, a: &BV, b: &BV) -> Bool {
        let (a, b) = (&self.raw(a), &self.raw(b));
        fold(float::from_bits(k, a).eq_fpa(float::from_bits(k, b)), &[a, b])
    }

    fn fp_is_nan(&self, k: FloatKind, a: &BV) -> Bool {
        let a = &self.raw(a);
        fold(float::from_bits(k, a).is_nan(), &[a])
    }

    fn fp_round(&self, k: FloatKind, mode: RoundMode, a: &BV) -> BV {
        let a = &self.raw(a);
        fold(float::round(k, mode, a), &[a])
    }

    fn fp_convert(&self, from: FloatKind, to: FloatKind, a: &BV) -> BV {
        let a = &self.raw(a);
        fold(float::convert(from, to, a), &[a])
    }

    fn fp_to_int(&self, k: FloatKind, a: &BV, width: u32, signed: bool) -> (BV, Bool) {
        let a = &self.raw(a);
        let (v, ok) = float::to_int(k, a, width, signed);
        (fold(v, &[a]), fold(ok, &[a]))
    }

    fn int_to_fp(&self, k: FloatKind, a: &BV, signed: bool) -> BV {
        fold(float::from_int(k, a, signed), &[a])
    }
}
