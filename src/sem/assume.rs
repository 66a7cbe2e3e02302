//! `call void @llvm.assume(i1 noundef %c)`: undefined behaviour when `%c` is false, and,
//! its parameter being `noundef`, when `%c` is poison or undef (LangRef). In a source it
//! restricts the inputs (how a generalized rewrite states its precondition); in a target
//! it adds undefined behaviour, which the source must then have too. Operand bundles
//! (`[ "align"(ptr %p, i64 8) ]`, `"nonnull"`, `"dereferenceable"`, ...) state facts about
//! other values that are not modelled: a call with any is refused, never ignored.

use super::domain::Domain;
use super::{unsupported, Unsupported, Value};
use crate::ir::{Call, Operand, Type};

/// True for a call of `llvm.assume`.
pub fn is_assume(c: &Call) -> bool {
    c.intrinsic() == Some("assume")
}

/// The condition of an `llvm.assume` call; `Unsupported` when the call has operand
/// bundles (or is not `void (i1)`).
pub fn condition(c: &Call) -> Result<&Operand, Unsupported> {
    if has_bundles(&c.fn_attrs) {
        return unsupported(format!(
            "llvm.assume with operand bundles (their facts are not modelled): {}",
            c.fn_attrs.trim()
        ));
    }
    match c.args.as_slice() {
        [a] if a.op.ty == Type::i1() && c.ret.is_void() => Ok(&a.op),
        _ => unsupported("llvm.assume that is not `void (i1)`"),
    }
}

/// True when the text after a call's argument list holds an operand bundle list
/// (`[ "tag"(...) ]`): a `[` outside a quoted string attribute.
pub fn has_bundles(fn_attrs: &str) -> bool {
    let mut quoted = false;
    for ch in fn_attrs.chars() {
        match ch {
            '"' => quoted = !quoted,
            '[' if !quoted => return true,
            _ => {}
        }
    }
    false
}

/// The undefined behaviour of `llvm.assume(cond)`: `ill_defined` (the condition is
/// poison or undef, as the caller decides for any `noundef` use) or the condition false.
pub fn ub<D: Domain>(d: &D, cond: &Value<D>, ill_defined: &D::B) -> D::B {
    let l = &cond.lanes[0];
    d.or(ill_defined, &d.not(&d.to_bool(&l.bits)))
}

#[cfg(test)]
mod tests {
    use super::has_bundles;

    #[test]
    fn bundles_are_told_from_attributes() {
        assert!(has_bundles(r#" [ "align"(ptr %p, i64 8) ]"#));
        assert!(has_bundles(r#"#3 [ "nonnull"(ptr %p) ]"#));
        assert!(!has_bundles(""));
        assert!(!has_bundles(" #3"));
        assert!(!has_bundles(r#" "key"="[x]""#));
    }
}
