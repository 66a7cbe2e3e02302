//! The C++ of a fold's guards: each check and the condition it gives up on, a width guard
//! only where a width was refuted, and the `APInt` forms of the shifts a width relation
//! computes.

use crate::ir::BinOp;
use crate::rules::Expr;
use serde::Serialize;

/// A condition the fold needs, with why.
#[derive(Clone, Debug)]
pub struct Check {
    /// The C++ condition (the fold gives up when it is false).
    pub cond: String,
    /// A comment.
    pub why: String,
}

impl Check {
    /// The condition under which the fold gives up: `!C0->isZero()` gives `C0->isZero()`,
    /// an equality its inequality, anything else `!(cond)`.
    pub fn bail(&self) -> String {
        let c = self.cond.as_str();
        let simple = |x: &str| !x.contains([' ', '(']) || x.ends_with("()") && !x.contains(' ');
        if let Some(x) = c.strip_prefix('!').filter(|x| simple(x)) {
            return x.to_string();
        }
        match c.split_once(" == ") {
            Some((a, b)) if !a.contains(' ') && !b.contains(' ') => format!("{a} != {b}"),
            _ => format!("!({c})"),
        }
    }
}

/// Written for the templates with [`Check::bail`] as `bail`.
impl Serialize for Check {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Check", 3)?;
        st.serialize_field("cond", &self.cond)?;
        st.serialize_field("why", &self.why)?;
        st.serialize_field("bail", &self.bail())?;
        st.end()
    }
}

/// A shift amount of the forms a width relation uses (`C0`, `C0 - k`, `width - C0`,
/// `width - C0 - 1`) as an `unsigned` C++ expression (`BW - C0->getZExtValue() - 1`);
/// `None` otherwise. Only used after the check that the amount is below the width, which
/// for these forms keeps `C0` below `BW + 1`, so `getZExtValue` is exact.
pub(super) fn count(e: &Expr) -> Option<String> {
    let sym = |e: &Expr| match e {
        Expr::C(k) => Some(format!("C{k}->getZExtValue()")),
        _ => None,
    };
    match e {
        Expr::C(_) => sym(e),
        Expr::Bin(BinOp::Sub, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::C(_), Expr::Lit(v)) if *v >= 0 => Some(format!("{} - {v}", sym(a)?)),
            (Expr::Width, Expr::C(_)) => Some(format!("BW - {}", sym(b)?)),
            (Expr::Bin(BinOp::Sub, w, c), Expr::Lit(1)) if matches!(w.as_ref(), Expr::Width) => {
                Some(format!("BW - {} - 1", sym(c)?))
            }
            _ => None,
        },
        _ => None,
    }
}

/// `BW - amount` for an amount [`count`] writes, simplified where it is the width less
/// something (`width - C0 - 1` gives `C0->getZExtValue() + 1`).
pub(super) fn complement(e: &Expr) -> Option<String> {
    let c = count(e)?;
    // `width - X` and `width - X - 1` leave `X` and `X + 1`, read off the expression.
    let of_width = |e: &Expr| match e {
        Expr::Bin(BinOp::Sub, w, x) if matches!(w.as_ref(), Expr::Width) => count(x),
        _ => None,
    };
    Some(match e {
        Expr::Bin(BinOp::Sub, inner, one) if matches!(one.as_ref(), Expr::Lit(1)) && of_width(inner).is_some() => {
            format!("{} + 1", of_width(inner)?)
        }
        _ => of_width(e).unwrap_or_else(|| format!("BW - ({c})")),
    })
}

/// The width guard (over `BW`) that keeps a fold proved at `proved` off the widths in
/// `failed`: none when nothing was refuted; `BW > f` when every refuted width is below
/// the proved ones, `BW < f` when above, else exactly the proved widths.
pub(in crate::report) fn width_guard(proved: &[u32], failed: &[u32]) -> Option<String> {
    let (lo, hi) = (*proved.iter().min()?, *proved.iter().max()?);
    let (flo, fhi) = (*failed.iter().min()?, *failed.iter().max()?);
    Some(if fhi < lo {
        format!("BW > {fhi}")
    } else if flo > hi {
        format!("BW < {flo}")
    } else {
        let each: Vec<String> = proved.iter().map(|w| format!("BW == {w}")).collect();
        format!("({})", each.join(" || "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Bin(op, Box::new(a), Box::new(b))
    }

    #[test]
    fn a_width_guard_only_where_a_width_was_refuted() {
        assert_eq!(width_guard(&[8, 13, 16, 32, 64], &[]), None);
        assert_eq!(width_guard(&[8, 13, 16, 32, 64], &[1]).as_deref(), Some("BW > 1"));
        assert_eq!(width_guard(&[8, 16, 32], &[64]).as_deref(), Some("BW < 64"));
        assert_eq!(
            width_guard(&[8, 16, 32], &[13]).as_deref(),
            Some("(BW == 8 || BW == 16 || BW == 32)")
        );
    }

    #[test]
    fn a_check_gives_up_on_its_negation() {
        let c = |cond: &str| {
            Check {
                cond: cond.into(),
                why: String::new(),
            }
            .bail()
        };
        assert_eq!(c("!C0->isZero()"), "C0->isZero()");
        assert_eq!(c("*C0Again == *C0"), "*C0Again != *C0");
        assert_eq!(c("C0->ult(BW)"), "!(C0->ult(BW))");
        assert_eq!(c("!I.getType()->isVectorTy()"), "I.getType()->isVectorTy()");
        assert_eq!(c("X->getType() == I.getType()"), "X->getType() != I.getType()");
        assert_eq!(c("!a && b"), "!(!a && b)");
        assert_eq!(c("*C1 == APInt(BW, 3)"), "!(*C1 == APInt(BW, 3))");
    }

    #[test]
    fn shift_amounts_of_width_relations_read_as_counts() {
        let w_c1 = bin(BinOp::Sub, bin(BinOp::Sub, Expr::Width, Expr::C(0)), Expr::Lit(1));
        assert_eq!(count(&w_c1).as_deref(), Some("BW - C0->getZExtValue() - 1"));
        assert_eq!(complement(&w_c1).as_deref(), Some("C0->getZExtValue() + 1"));
        let w_c = bin(BinOp::Sub, Expr::Width, Expr::C(1));
        assert_eq!(complement(&w_c).as_deref(), Some("C1->getZExtValue()"));
        assert_eq!(complement(&Expr::C(0)).as_deref(), Some("BW - (C0->getZExtValue())"));
        // Not a form whose range check bounds the symbol: no count.
        assert_eq!(count(&bin(BinOp::Sub, Expr::Lit(3), Expr::C(0))), None);
        assert_eq!(count(&bin(BinOp::Add, Expr::C(0), Expr::Lit(1))), None);
    }
}
