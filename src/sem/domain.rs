//! The `Domain` trait: the primitive operations every value domain provides. Everything
//! else in `sem` is built from these, once.

use crate::ir::FloatKind;
use crate::util::ApInt;
use std::fmt::Debug;

/// Bit-vector binary operations. Division and remainder by zero, and shifts by the width
/// or more, give an unspecified value: `sem` guards them with poison or UB first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BvBin {
    /// Wrapping addition.
    Add,
    /// Wrapping subtraction.
    Sub,
    /// Wrapping multiplication.
    Mul,
    /// Unsigned division.
    UDiv,
    /// Unsigned remainder.
    URem,
    /// Signed division, truncating.
    SDiv,
    /// Signed remainder (the sign of the dividend).
    SRem,
    /// Shift left.
    Shl,
    /// Logical shift right.
    LShr,
    /// Arithmetic shift right.
    AShr,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise exclusive or.
    Xor,
}

/// Bit-vector comparisons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BvCmp {
    /// Equal.
    Eq,
    /// Unsigned less than.
    Ult,
    /// Unsigned less or equal.
    Ule,
    /// Signed less than.
    Slt,
    /// Signed less or equal.
    Sle,
}

/// IEEE arithmetic, round-to-nearest-even; `Rem` is LLVM's `frem` (C `fmod`: the
/// remainder of truncated division, exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpArith {
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division.
    Div,
    /// Remainder of truncated division (`frem`).
    Rem,
}

/// Rounding directions for round-to-integral.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundMode {
    /// To nearest, ties to even (`roundeven`, `rint`, `nearbyint`).
    NearestEven,
    /// To nearest, ties away from zero (`round`).
    NearestAway,
    /// Toward zero (`trunc`).
    TowardZero,
    /// Toward +infinity (`ceil`).
    TowardPositive,
    /// Toward -infinity (`floor`).
    TowardNegative,
}

/// A domain of values: concrete (`interp`) or symbolic (`smt`).
///
/// Booleans (`B`) and bit-vectors (`V`) of a fixed width. Floating-point operations take
/// and return IEEE bit patterns of the given format. A NaN result's bits are the
/// domain's own (they may differ between domains): `fp::nan_result` replaces them by a
/// free choice among the NaNs LLVM allows wherever a program can observe them.
pub trait Domain {
    /// A boolean.
    type B: Clone + Debug;
    /// A bit-vector.
    type V: Clone + Debug;

    // Booleans.
    /// The boolean `b`.
    fn bool_lit(&self, b: bool) -> Self::B;
    /// Negation.
    fn not(&self, a: &Self::B) -> Self::B;
    /// Conjunction.
    fn and(&self, a: &Self::B, b: &Self::B) -> Self::B;
    /// Disjunction.
    fn or(&self, a: &Self::B, b: &Self::B) -> Self::B;
    /// `t` when `c`, else `f`.
    fn ite_bool(&self, c: &Self::B, t: &Self::B, f: &Self::B) -> Self::B;
    /// The truth value when the domain knows it (always, for concrete domains).
    fn bool_value(&self, a: &Self::B) -> Option<bool>;

    // Bit-vectors.
    /// The bit-vector `v` (of `v`'s width).
    fn lit(&self, v: &ApInt) -> Self::V;
    /// The width of `a` in bits.
    fn width(&self, a: &Self::V) -> u32;
    /// The bits when the domain knows them (always, for concrete domains).
    fn bv_value(&self, a: &Self::V) -> Option<ApInt>;
    /// `a op b` (same widths).
    fn bin(&self, op: BvBin, a: &Self::V, b: &Self::V) -> Self::V;
    /// Bitwise complement.
    fn bvnot(&self, a: &Self::V) -> Self::V;
    /// `a op b` (same widths).
    fn cmp(&self, op: BvCmp, a: &Self::V, b: &Self::V) -> Self::B;
    /// Bits `hi..=lo`.
    fn extract(&self, a: &Self::V, hi: u32, lo: u32) -> Self::V;
    /// `hi` above `lo`: a bit-vector of the two widths' sum.
    fn concat(&self, hi: &Self::V, lo: &Self::V) -> Self::V;
    /// Zero-extension to `to` bits.
    fn zext(&self, a: &Self::V, to: u32) -> Self::V;
    /// Sign-extension to `to` bits.
    fn sext(&self, a: &Self::V, to: u32) -> Self::V;
    /// `t` when `c`, else `f` (same widths).
    fn ite(&self, c: &Self::B, t: &Self::V, f: &Self::V) -> Self::V;
    /// `i1` from a boolean.
    fn from_bool(&self, b: &Self::B) -> Self::V;

    /// A value chosen freely (by `freeze` of poison, `undef`). `angelic` marks a choice
    /// made in the source program, which the refinement check quantifies universally.
    fn nondet(&self, width: u32, angelic: bool) -> Self::V;

    /// [`Domain::nondet`] for one use of the undef lane `lane` of parameter `param`: the
    /// symbolic domain remembers which lane a choice stands for (the refinement check
    /// tries matching the source's choice to the target's first use of the same lane).
    fn nondet_undef(&self, width: u32, angelic: bool, param: &str, lane: usize) -> Self::V {
        let _ = (param, lane);
        self.nondet(width, angelic)
    }

    /// An input of the query that is not a parameter (a byte of initial memory, its poison
    /// flag, an in-bounds bit): fresh on every call. Shared by the source and the target,
    /// and quantified like the parameters. A concrete domain replays a given list, in
    /// call order; the generic code makes the same calls in the same order in every domain.
    fn input(&self, width: u32) -> Self::V;

    /// Records that `picked` equals `raw` except that where `raw` is a NaN, `picked` is
    /// some NaN (a NaN result's free choice, `fp::nan_result`). The floating-point
    /// operations below give the same answer for every NaN, so a domain may compute them
    /// on `raw` instead (the symbolic one does: the choice then stays out of every later
    /// operation's term). The default does nothing.
    fn nan_alias(&self, _picked: &Self::V, _raw: &Self::V) {}

    // IEEE floating point on bit patterns.
    /// `a op b` in format `k`.
    fn fp_arith(&self, k: FloatKind, op: FpArith, a: &Self::V, b: &Self::V) -> Self::V;
    /// `a * b + c` in format `k`, rounded once.
    fn fp_fma(&self, k: FloatKind, a: &Self::V, b: &Self::V, c: &Self::V) -> Self::V;
    /// The square root in format `k`.
    fn fp_sqrt(&self, k: FloatKind, a: &Self::V) -> Self::V;
    /// IEEE `<` (false when either is NaN).
    fn fp_lt(&self, k: FloatKind, a: &Self::V, b: &Self::V) -> Self::B;
    /// IEEE `==` (false when either is NaN; `-0 == +0`).
    fn fp_eq(&self, k: FloatKind, a: &Self::V, b: &Self::V) -> Self::B;
    /// True when `a` is a NaN of format `k`.
    fn fp_is_nan(&self, k: FloatKind, a: &Self::V) -> Self::B;
    /// Round to an integral value of format `k` in direction `mode`.
    fn fp_round(&self, k: FloatKind, mode: RoundMode, a: &Self::V) -> Self::V;
    /// Format conversion, round-to-nearest-even.
    fn fp_convert(&self, from: FloatKind, to: FloatKind, a: &Self::V) -> Self::V;
    /// Conversion toward zero to a `width`-bit integer; the boolean says whether the
    /// truncated value fits (false for NaN and infinities).
    fn fp_to_int(&self, k: FloatKind, a: &Self::V, width: u32, signed: bool) -> (Self::V, Self::B);
    /// Integer to float, round-to-nearest-even.
    fn int_to_fp(&self, k: FloatKind, a: &Self::V, signed: bool) -> Self::V;

    // Derived helpers.
    /// The `width`-bit bit-vector `v`.
    fn lit_u64(&self, width: u32, v: u64) -> Self::V {
        self.lit(&ApInt::from_u64(width, v))
    }
    /// The `width`-bit zero.
    fn zero(&self, width: u32) -> Self::V {
        self.lit(&ApInt::zero(width))
    }
    /// The `width`-bit all-ones.
    fn ones(&self, width: u32) -> Self::V {
        self.lit(&ApInt::all_ones(width))
    }
    /// `a == b`.
    fn eq(&self, a: &Self::V, b: &Self::V) -> Self::B {
        self.cmp(BvCmp::Eq, a, b)
    }
    /// True when `a` and `b` are known to be the same value whatever the inputs: equal
    /// literals, or (in the solver's domain) the same term. False says nothing.
    fn identical(&self, a: &Self::V, b: &Self::V) -> bool {
        let e = self.eq(a, b);
        self.bool_value(&e) == Some(true)
    }
    /// `a != b`.
    fn ne(&self, a: &Self::V, b: &Self::V) -> Self::B {
        let e = self.eq(a, b);
        self.not(&e)
    }
    /// `a == 0`.
    fn is_zero(&self, a: &Self::V) -> Self::B {
        let z = self.zero(self.width(a));
        self.eq(a, &z)
    }
    /// `a != 0`.
    fn to_bool(&self, a: &Self::V) -> Self::B {
        let z = self.is_zero(a);
        self.not(&z)
    }
    /// True when some of `xs` is (false for none).
    fn any(&self, xs: &[Self::B]) -> Self::B {
        xs.iter().fold(self.bool_lit(false), |acc, x| self.or(&acc, x))
    }
    /// True when all of `xs` are (true for none).
    fn all(&self, xs: &[Self::B]) -> Self::B {
        xs.iter().fold(self.bool_lit(true), |acc, x| self.and(&acc, x))
    }
    /// The top (sign) bit of `a`.
    fn sign(&self, a: &Self::V) -> Self::B {
        let w = self.width(a);
        let s = self.extract(a, w - 1, w - 1);
        self.to_bool(&s)
    }
}
