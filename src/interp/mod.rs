//! The concrete value domain: booleans are `bool`, bit-vectors are `ApInt`s of any width,
//! floating point is exact IEEE arithmetic. With `sem` this is an interpreter of the IR,
//! used to replay counterexamples and for differential tests against the symbolic domain.

mod float;
#[cfg(test)]
mod tests_eval;
#[cfg(test)]
mod tests_fp;
#[cfg(test)]
mod tests_mem;

use crate::ir::{FloatKind, Function};
use crate::sem::{eval_function, BvBin, BvCmp, Domain, FpArith, Lane, Outcome, RoundMode, Unsupported, Value};
use crate::util::ApInt;
use std::cell::RefCell;
use std::cmp::Ordering;

/// Values handed out in order: the `i`-th request gets `list[i]`, zero-extended or
/// truncated to the width asked for; requests past the list get zero.
#[derive(Debug, Default)]
struct Replay {
    list: Vec<ApInt>,
    /// The width of every request, in order.
    widths: RefCell<Vec<u32>>,
}

impl Replay {
    fn new(list: Vec<ApInt>) -> Replay {
        Replay {
            list,
            widths: RefCell::new(Vec::new()),
        }
    }
    fn next(&self, width: u32) -> ApInt {
        let mut ws = self.widths.borrow_mut();
        let v = match self.list.get(ws.len()) {
            Some(v) => v.zext_or_trunc(width),
            None => ApInt::zero(width),
        };
        ws.push(width);
        v
    }
}

/// The concrete domain. Free choices (`freeze` of poison, `undef`) and inputs (initial
/// memory) come from fixed lists, in the order `sem` asks for them, and are zero once a
/// list runs out.
#[derive(Debug, Default)]
pub struct Concrete {
    /// Every free choice, or only the target's when `src` is given.
    choices: Replay,
    /// The source's (angelic) free choices, when kept apart.
    src: Option<Replay>,
    inputs: Replay,
}

impl Concrete {
    /// A domain whose every free choice and input is zero.
    pub fn new() -> Concrete {
        Concrete::default()
    }

    /// A domain whose `i`-th free choice (angelic or not) is `choices[i]`, zero-extended or
    /// truncated to the width asked for; choices past the list are zero.
    pub fn with_choices(choices: Vec<ApInt>) -> Concrete {
        Concrete {
            choices: Replay::new(choices),
            ..Concrete::default()
        }
    }

    /// A domain for evaluating a source and a target together: the source's (angelic)
    /// choices from `src`, the target's from `tgt`, the inputs from `inputs`, each in
    /// order.
    pub fn for_pair(src: Vec<ApInt>, tgt: Vec<ApInt>, inputs: Vec<ApInt>) -> Concrete {
        Concrete {
            choices: Replay::new(tgt),
            src: Some(Replay::new(src)),
            inputs: Replay::new(inputs),
        }
    }

    /// How many free choices have been asked for so far.
    pub fn choices_made(&self) -> usize {
        self.choice_widths().len()
    }

    /// The widths of the free choices asked for so far, in order (with [`for_pair`],
    /// the target's only).
    ///
    /// [`for_pair`]: Concrete::for_pair
    pub fn choice_widths(&self) -> Vec<u32> {
        self.choices.widths.borrow().clone()
    }

    /// With [`Concrete::for_pair`], the widths of the source's free choices so far.
    pub fn src_choice_widths(&self) -> Vec<u32> {
        self.src.as_ref().map(|r| r.widths.borrow().clone()).unwrap_or_default()
    }

    /// The widths of the inputs asked for so far, in order.
    pub fn input_widths(&self) -> Vec<u32> {
        self.inputs.widths.borrow().clone()
    }
}

impl Domain for Concrete {
    type B = bool;
    type V = ApInt;

    fn bool_lit(&self, b: bool) -> bool {
        b
    }
    fn not(&self, a: &bool) -> bool {
        !a
    }
    fn and(&self, a: &bool, b: &bool) -> bool {
        *a && *b
    }
    fn or(&self, a: &bool, b: &bool) -> bool {
        *a || *b
    }
    fn ite_bool(&self, c: &bool, t: &bool, f: &bool) -> bool {
        if *c {
            *t
        } else {
            *f
        }
    }
    fn bool_value(&self, a: &bool) -> Option<bool> {
        Some(*a)
    }

    fn lit(&self, v: &ApInt) -> ApInt {
        v.clone()
    }
    fn width(&self, a: &ApInt) -> u32 {
        a.width()
    }
    fn bv_value(&self, a: &ApInt) -> Option<ApInt> {
        Some(a.clone())
    }
    fn bin(&self, op: BvBin, a: &ApInt, b: &ApInt) -> ApInt {
        assert_eq!(a.width(), b.width(), "{op:?} on i{} and i{}", a.width(), b.width());
        match op {
            BvBin::Add => a.add(b),
            BvBin::Sub => a.sub(b),
            BvBin::Mul => a.mul(b),
            BvBin::UDiv => a.udiv(b),
            BvBin::URem => a.urem(b),
            BvBin::SDiv => a.sdiv(b),
            BvBin::SRem => a.srem(b),
            BvBin::Shl => a.shl(b),
            BvBin::LShr => a.lshr(b),
            BvBin::AShr => a.ashr(b),
            BvBin::And => a.and(b),
            BvBin::Or => a.or(b),
            BvBin::Xor => a.xor(b),
        }
    }
    fn bvnot(&self, a: &ApInt) -> ApInt {
        a.not()
    }
    fn cmp(&self, op: BvCmp, a: &ApInt, b: &ApInt) -> bool {
        assert_eq!(a.width(), b.width(), "{op:?} on i{} and i{}", a.width(), b.width());
        match op {
            BvCmp::Eq => a == b,
            BvCmp::Ult => a.ult(b),
            BvCmp::Ule => a.ule(b),
            BvCmp::Slt => a.slt(b),
            BvCmp::Sle => a.sle(b),
        }
    }
    fn extract(&self, a: &ApInt, hi: u32, lo: u32) -> ApInt {
        a.extract(hi, lo)
    }
    fn concat(&self, hi: &ApInt, lo: &ApInt) -> ApInt {
        hi.concat(lo)
    }
    fn zext(&self, a: &ApInt, to: u32) -> ApInt {
        assert!(to >= a.width(), "zext of i{} to i{to}", a.width());
        a.zext(to)
    }
    fn sext(&self, a: &ApInt, to: u32) -> ApInt {
        assert!(to >= a.width(), "sext of i{} to i{to}", a.width());
        a.sext(to)
    }
    fn ite(&self, c: &bool, t: &ApInt, f: &ApInt) -> ApInt {
        if *c { t } else { f }.clone()
    }
    fn from_bool(&self, b: &bool) -> ApInt {
        ApInt::from_bool(*b)
    }

    fn nondet(&self, width: u32, angelic: bool) -> ApInt {
        match (&self.src, angelic) {
            (Some(src), true) => src.next(width),
            _ => self.choices.next(width),
        }
    }

    fn input(&self, width: u32) -> ApInt {
        self.inputs.next(width)
    }

    fn fp_arith(&self, k: FloatKind, op: FpArith, a: &ApInt, b: &ApInt) -> ApInt {
        float::arith(k, op, a, b)
    }
    fn fp_fma(&self, k: FloatKind, a: &ApInt, b: &ApInt, c: &ApInt) -> ApInt {
        float::fma(k, a, b, c)
    }
    fn fp_sqrt(&self, k: FloatKind, a: &ApInt) -> ApInt {
        float::sqrt(k, a)
    }
    fn fp_lt(&self, k: FloatKind, a: &ApInt, b: &ApInt) -> bool {
        float::compare(k, a, b) == Some(Ordering::Less)
    }
    fn fp_eq(&self, k: FloatKind, a: &ApInt, b: &ApInt) -> bool {
        float::compare(k, a, b) == Some(Ordering::Equal)
    }
    fn fp_is_nan(&self, k: FloatKind, a: &ApInt) -> bool {
        float::is_nan(k, a)
    }
    fn fp_round(&self, k: FloatKind, mode: RoundMode, a: &ApInt) -> ApInt {
        float::round(k, mode, a)
    }
    fn fp_convert(&self, from: FloatKind, to: FloatKind, a: &ApInt) -> ApInt {
        float::convert(from, to, a)
    }
    fn fp_to_int(&self, k: FloatKind, a: &ApInt, width: u32, signed: bool) -> (ApInt, bool) {
        float::to_int(k, a, width, signed)
    }
    fn int_to_fp(&self, k: FloatKind, a: &ApInt, signed: bool) -> ApInt {
        float::from_int(k, a, signed)
    }
}

/// Runs `f` on `args` with every free choice zero (as a target program: `angelic` off).
pub fn run(f: &Function, args: &[Value<Concrete>]) -> Result<Outcome<Concrete>, Unsupported> {
    eval_function(&Concrete::new(), f, args.to_vec(), false)
}

/// A value from its lanes, each `(bits, poison)`.
pub fn value(lanes: impl IntoIterator<Item = (ApInt, bool)>) -> Value<Concrete> {
    Value {
        lanes: lanes.into_iter().map(|(bits, poison)| Lane { bits, poison }).collect(),
    }
}

/// A scalar value that is not poison.
pub fn scalar(bits: ApInt) -> Value<Concrete> {
    Value::scalar(bits, false)
}

/// The lanes of a value, each `(bits, poison)`.
pub fn lanes(v: &Value<Concrete>) -> Vec<(ApInt, bool)> {
    v.lanes.iter().map(|l| (l.bits.clone(), l.poison)).collect()
}
