//! The x86-64 data layout: store size, allocation size and ABI alignment of the types
//! `load`, `store` and `getelementptr` work with. Anything outside the modelled subset
//! is `Unsupported`, never a guess.

use super::{unsupported, Unsupported};
use crate::ir::{FloatKind, Type};

/// ABI alignment in bytes of an integer of `w` bits (x86-64: `i64:64-i128:128`; a width
/// without its own entry takes the next larger one, or the largest).
fn int_align(w: u32) -> u64 {
    match w {
        0..=8 => 1,
        9..=16 => 2,
        17..=32 => 4,
        33..=64 => 8,
        _ => 16,
    }
}

fn float_size(k: FloatKind) -> Result<u64, Unsupported> {
    match k {
        FloatKind::Half | FloatKind::BFloat => Ok(2),
        FloatKind::Float => Ok(4),
        FloatKind::Double => Ok(8),
        FloatKind::Fp128 => Ok(16),
        other => unsupported(format!("the memory layout of {}", other.name())),
    }
}

/// Store size in bytes of a scalar (integer, float, `ptr`) or fixed vector: the bytes a
/// `load`/`store` of it touches. Integers must be a whole number of bytes.
pub fn store_size(t: &Type) -> Result<u64, Unsupported> {
    match t {
        Type::Int(w) if w % 8 == 0 && *w > 0 => Ok(*w as u64 / 8),
        Type::Int(w) => unsupported(format!("memory access of i{w} (not a whole number of bytes)")),
        Type::Float(k) => float_size(*k),
        Type::Ptr(0) => Ok(8),
        Type::Vector {
            len,
            elem,
            scalable: false,
        } if *len > 0 => {
            let e = store_size(elem)?;
            e.checked_mul(*len as u64)
                .ok_or_else(|| Unsupported("a vector too large for memory".into()))
        }
        other => unsupported(format!("the memory layout of {other}")),
    }
}

/// ABI alignment in bytes (the alignment of a `load`/`store` that gives none).
pub fn abi_align(t: &Type) -> Result<u64, Unsupported> {
    match t {
        Type::Int(w) => {
            store_size(t)?;
            Ok(int_align(*w))
        }
        Type::Float(k) => float_size(*k),
        Type::Ptr(0) => Ok(8),
        // Vectors are naturally aligned: their size rounded up to a power of two.
        Type::Vector { .. } => Ok(store_size(t)?.next_power_of_two()),
        Type::Array { elem, .. } => abi_align(elem),
        other => unsupported(format!("the memory layout of {other}")),
    }
}

/// Allocation size in bytes: the distance between consecutive elements of an array of
/// `t`, which is also what `getelementptr` scales an index by.
pub fn alloc_size(t: &Type) -> Result<u64, Unsupported> {
    match t {
        Type::Array { len, elem } => {
            let e = alloc_size(elem)?;
            e.checked_mul(*len)
                .ok_or_else(|| Unsupported("an array too large for memory".into()))
        }
        Type::Vector { .. } => Ok(store_size(t)?.next_power_of_two()),
        _ => {
            let (s, a) = (store_size(t)?, abi_align(t)?);
            Ok(s.div_ceil(a) * a)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(w: u32) -> Type {
        Type::Int(w)
    }

    #[test]
    fn integer_sizes_round_up_to_their_alignment() {
        let cases = [
            (8, 1, 1, 1),
            (16, 2, 2, 2),
            (24, 3, 4, 4),
            (32, 4, 4, 4),
            (48, 6, 8, 8),
            (64, 8, 8, 8),
            (128, 16, 16, 16),
            (256, 32, 16, 32),
        ];
        for (w, store, align, alloc) in cases {
            assert_eq!(store_size(&int(w)).unwrap(), store, "store size of i{w}");
            assert_eq!(abi_align(&int(w)).unwrap(), align, "align of i{w}");
            assert_eq!(alloc_size(&int(w)).unwrap(), alloc, "alloc size of i{w}");
        }
    }

    #[test]
    fn sub_byte_integers_are_refused() {
        for w in [1, 7, 33] {
            assert!(store_size(&int(w)).is_err(), "i{w}");
            assert!(alloc_size(&int(w)).is_err(), "i{w}");
        }
    }

    #[test]
    fn floats_pointers_vectors_arrays() {
        assert_eq!(alloc_size(&Type::Float(FloatKind::Half)).unwrap(), 2);
        assert_eq!(alloc_size(&Type::Float(FloatKind::Float)).unwrap(), 4);
        assert_eq!(alloc_size(&Type::Float(FloatKind::Double)).unwrap(), 8);
        assert_eq!(alloc_size(&Type::Float(FloatKind::Fp128)).unwrap(), 16);
        assert!(alloc_size(&Type::Float(FloatKind::X86Fp80)).is_err());
        assert_eq!(alloc_size(&Type::ptr()).unwrap(), 8);
        assert!(alloc_size(&Type::Ptr(1)).is_err());
        assert_eq!(alloc_size(&Type::vec(4, int(32))).unwrap(), 16);
        assert_eq!(store_size(&Type::vec(3, int(32))).unwrap(), 12);
        assert_eq!(alloc_size(&Type::vec(3, int(32))).unwrap(), 16);
        assert_eq!(abi_align(&Type::vec(3, int(32))).unwrap(), 16);
        assert_eq!(alloc_size(&Type::vec(2, Type::ptr())).unwrap(), 16);
        assert!(alloc_size(&Type::vec(8, int(1))).is_err());
        let arr = Type::Array {
            len: 3,
            elem: Box::new(int(24)),
        };
        assert_eq!(alloc_size(&arr).unwrap(), 12);
        assert_eq!(abi_align(&arr).unwrap(), 4);
        let nested = Type::Array {
            len: 2,
            elem: Box::new(arr),
        };
        assert_eq!(alloc_size(&nested).unwrap(), 24);
        assert!(alloc_size(&Type::Struct {
            fields: vec![int(8)],
            packed: false
        })
        .is_err());
    }
}
