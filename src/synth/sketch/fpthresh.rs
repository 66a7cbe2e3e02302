//! The constant of an `fcmp pred t, C` sketch over IEEE floats (half, bfloat, float,
//! double) found by bisection: ordered on the number line, each bank row bounds `C` to an
//! interval; the guess is the interval's middle bit pattern, so each counterexample the
//! verifier returns at least halves it and CEGIS reaches the exact rounding threshold in
//! about as many rounds as the format has bits (a solver's arbitrary model may not).

use crate::ir::{FPred, FloatKind, Type};
use crate::util::ApInt;

/// A float's position on the number line as an integer (sign-magnitude to two's
/// complement, `-0` and `+0` both at 0); `None` for NaN.
fn key(bits: u64, w: u32, inf: u64) -> Option<i128> {
    let sign = 1u64 << (w - 1);
    let mag = bits & (sign - 1);
    if mag > inf {
        return None;
    }
    Some(if bits & sign != 0 { -(mag as i128) } else { mag as i128 })
}

/// The bit pattern at position `k` (positive zero at 0).
fn unkey(k: i128, w: u32) -> u64 {
    if k < 0 {
        (1u64 << (w - 1)) | ((-k) as u64)
    } else {
        k as u64
    }
}

/// The IEEE layout of `ty`'s scalar: (width, magnitude of infinity).
fn layout(ty: &Type) -> Option<(u32, u64)> {
    let Type::Float(k) = ty.scalar() else { return None };
    if matches!(k, FloatKind::Fp128) {
        return None;
    }
    let (e, m) = k.ieee_layout()?;
    Some((k.bits(), ((1u64 << e) - 1) << m))
}

/// True when `pred` compares against a threshold (`<`, `<=`, `>`, `>=`, either order).
pub fn applies(pred: FPred, ty: &Type) -> bool {
    use FPred::*;
    matches!(pred, Olt | Ole | Ogt | Oge | Ult | Ule | Ugt | Uge) && layout(ty).is_some()
}

/// The constant (one per lane) that puts each row's term lane `vals[r][l]` (bits, poison)
/// on the side of the threshold its expected result `expect[r][l]` says, the middle of
/// the interval the rows allow; `None` when no constant can (a NaN lane must give the
/// predicate's unordered answer; an empty interval).
pub fn solve(pred: FPred, ty: &Type, rows: &[(Vec<(ApInt, bool)>, Vec<Option<ApInt>>)]) -> Option<Vec<ApInt>> {
    use FPred::*;
    let (w, inf) = layout(ty)?;
    let unordered = matches!(pred, Ult | Ule | Ugt | Uge);
    let lanes = ty.lanes() as usize;
    let mut out = Vec::with_capacity(lanes);
    for l in 0..lanes {
        // Admissible positions of C: lo..=hi (NaN constants are never guessed).
        let (mut lo, mut hi) = (-(inf as i128), inf as i128);
        for (vals, expect) in rows {
            let (Some((a, poison)), Some(Some(e))) = (vals.get(l), expect.get(l)) else {
                continue;
            };
            if *poison {
                return None;
            }
            let e = !e.is_zero();
            let Some(ka) = key(a.low_u64(), w, inf) else {
                if e != unordered {
                    return None;
                }
                continue;
            };
            // `e` says whether `ka pred C` holds.
            match (pred, e) {
                (Olt | Ult, true) | (Oge | Uge, false) => lo = lo.max(ka + 1),
                (Olt | Ult, false) | (Oge | Uge, true) => hi = hi.min(ka),
                (Ole | Ule, true) | (Ogt | Ugt, false) => lo = lo.max(ka),
                _ => hi = hi.min(ka - 1),
            }
        }
        if lo > hi {
            return None;
        }
        let mid = lo + (hi - lo) / 2;
        out.push(ApInt::from_u64(w, unkey(mid, w)));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> (ApInt, bool) {
        (ApInt::from_u64(32, x.to_bits() as u64), false)
    }

    #[test]
    fn bisects_to_the_rows_interval() {
        let t = Type::Float(FloatKind::Float);
        let b = |v: bool| vec![Some(ApInt::from_bool(v))];
        // x < C: true at 0.25, false at 0.5 -> C in (0.25, 0.5].
        let rows = vec![(vec![f(0.25)], b(true)), (vec![f(0.5)], b(false))];
        let c = solve(FPred::Olt, &t, &rows).expect("interval");
        let v = f32::from_bits(c[0].low_u64() as u32);
        assert!(v > 0.25 && v <= 0.5, "{v}");
        // A NaN row must be false for an ordered predicate.
        let nan = vec![(vec![f(f32::NAN)], b(true))];
        assert!(solve(FPred::Olt, &t, &nan).is_none());
        assert!(solve(FPred::Ult, &t, &nan).is_some());
        // Contradictory rows.
        let bad = vec![(vec![f(1.0)], b(true)), (vec![f(0.5)], b(false))];
        assert!(solve(FPred::Olt, &t, &bad).is_none());
    }
}
