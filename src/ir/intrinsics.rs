//! The generic LLVM intrinsics known by name (`llvm.ctpop`, `llvm.minnum`, ...), in one
//! table with the properties each stage asks of them: their shape (what operands they
//! take, for the differential tests' generator), whether `afn` can change their result
//! (for `sem`'s fast-math check). `sem` gives a meaning to exactly these (and to the
//! `llvm.x86.*` registry); none has an effect, which [`Op::has_effect`](super::Op::has_effect) reads here.

/// What operands a generic intrinsic takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntrinsicShape {
    /// One integer (`ctlz`, `cttz` and `abs` add an `i1` immediate).
    IntUnary,
    /// Two integers of one type.
    IntBinary,
    /// Three integers of one type: the funnel shifts.
    Funnel,
    /// One floating-point value.
    FpUnary,
    /// Two floating-point values of one type.
    FpBinary,
    /// Three floating-point values of one type (`fma`).
    FpTernary,
    /// An integer vector reduced to its element type.
    Reduce,
}

/// One generic intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenericIntrinsic {
    /// The name without `llvm.` and without type suffixes (`vector.reduce.add`).
    pub name: &'static str,
    /// Its operands.
    pub shape: IntrinsicShape,
    /// Exact: `afn` cannot change its result (bit operations, selections, roundings to
    /// an integral value: nothing to approximate). Only floating-point ones have `afn`.
    pub exact: bool,
}

const fn g(name: &'static str, shape: IntrinsicShape, exact: bool) -> GenericIntrinsic {
    GenericIntrinsic { name, shape, exact }
}

use IntrinsicShape::*;

/// Every generic intrinsic, in the order `minotaur intrinsics` lists them.
pub const GENERIC_INTRINSICS: &[GenericIntrinsic] = &[
    g("ctpop", IntUnary, false),
    g("ctlz", IntUnary, false),
    g("cttz", IntUnary, false),
    g("bitreverse", IntUnary, false),
    g("bswap", IntUnary, false),
    g("abs", IntUnary, false),
    g("smax", IntBinary, false),
    g("smin", IntBinary, false),
    g("umax", IntBinary, false),
    g("umin", IntBinary, false),
    g("sadd.sat", IntBinary, false),
    g("uadd.sat", IntBinary, false),
    g("ssub.sat", IntBinary, false),
    g("usub.sat", IntBinary, false),
    g("fshl", Funnel, false),
    g("fshr", Funnel, false),
    g("fabs", FpUnary, true),
    g("copysign", FpBinary, true),
    g("minnum", FpBinary, true),
    g("maxnum", FpBinary, true),
    g("minimum", FpBinary, true),
    g("maximum", FpBinary, true),
    g("minimumnum", FpBinary, true),
    g("maximumnum", FpBinary, true),
    g("floor", FpUnary, true),
    g("ceil", FpUnary, true),
    g("trunc", FpUnary, true),
    g("rint", FpUnary, true),
    g("nearbyint", FpUnary, true),
    g("round", FpUnary, true),
    g("roundeven", FpUnary, true),
    g("sqrt", FpUnary, false),
    g("fma", FpTernary, false),
    g("vector.reduce.add", Reduce, false),
    g("vector.reduce.mul", Reduce, false),
    g("vector.reduce.and", Reduce, false),
    g("vector.reduce.or", Reduce, false),
    g("vector.reduce.xor", Reduce, false),
    g("vector.reduce.smax", Reduce, false),
    g("vector.reduce.smin", Reduce, false),
    g("vector.reduce.umax", Reduce, false),
    g("vector.reduce.umin", Reduce, false),
];

/// The generic intrinsic named `base` (no `llvm.`, no type suffixes; see [`intrinsic_base_name`]).
pub fn generic_intrinsic(base: &str) -> Option<&'static GenericIntrinsic> {
    GENERIC_INTRINSICS.iter().find(|g| g.name == base)
}

/// The intrinsic's name without its type suffixes: `ctpop.v4i32` → `ctpop`,
/// `vector.reduce.add.v8i16` → `vector.reduce.add`.
pub fn intrinsic_base_name(name: &str) -> &str {
    let mut end = name.len();
    for part in name.rsplit('.') {
        let is_ty = part == "bf16"
            || part
                .strip_prefix('i')
                .or(part.strip_prefix('f'))
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            || part
                .strip_prefix('v')
                .is_some_and(|n| n.len() > 1 && n.as_bytes()[0].is_ascii_digit())
            || part
                .strip_prefix('p')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        if is_ty && end > part.len() {
            end -= part.len() + 1;
        } else {
            break;
        }
    }
    &name[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_names_drop_type_suffixes_and_find_the_table_entry() {
        assert_eq!(intrinsic_base_name("ctpop.v4i32"), "ctpop");
        assert_eq!(intrinsic_base_name("vector.reduce.add.v8i16"), "vector.reduce.add");
        assert_eq!(intrinsic_base_name("minnum.f64"), "minnum");
        assert_eq!(
            generic_intrinsic(intrinsic_base_name("roundeven.bf16")).map(|g| g.exact),
            Some(true)
        );
        assert_eq!(
            generic_intrinsic("sqrt").map(|g| (g.shape, g.exact)),
            Some((IntrinsicShape::FpUnary, false))
        );
        assert!(generic_intrinsic("assume").is_none());
    }

    #[test]
    fn strips_type_suffixes() {
        assert_eq!(intrinsic_base_name("ctpop.i32"), "ctpop");
        assert_eq!(intrinsic_base_name("ctpop.v4i32"), "ctpop");
        assert_eq!(intrinsic_base_name("vector.reduce.add.v8i16"), "vector.reduce.add");
        assert_eq!(intrinsic_base_name("minnum.f32"), "minnum");
        assert_eq!(intrinsic_base_name("minnum.v2bf16"), "minnum");
        assert_eq!(intrinsic_base_name("sadd.sat.i8"), "sadd.sat");
        assert_eq!(intrinsic_base_name("x86.sse2.pavg.w"), "x86.sse2.pavg.w");
        assert_eq!(intrinsic_base_name("memset.p0.i64"), "memset");
    }
}
