//! Tests of the registry: names, signatures, parameters and immediates (the families'
//! meanings are tested on concrete values in `interp` and against Z3 in `smt`).

use super::{lookup, observes_float_bits, Family, Imm, TABLE};
use crate::ir::Type;
use std::collections::HashSet;

#[test]
fn at_least_165_unique_names_with_parsable_types() {
    assert!(TABLE.len() >= 165, "only {} x86 intrinsics", TABLE.len());
    let mut seen = HashSet::new();
    for e in TABLE {
        assert!(e.name.starts_with("x86."), "{}", e.name);
        assert!(seen.insert(e.name), "{} listed twice", e.name);
        let ret = e.ret_type();
        let args = e.arg_types();
        assert!(!args.is_empty(), "{}", e.name);
        for t in args.iter().chain([&ret]) {
            assert!(matches!(t.scalar(), Type::Int(_) | Type::Float(_)), "{}: {t}", e.name);
        }
        assert!(!e.features.is_empty(), "{}", e.name);
        assert!(std::ptr::eq(lookup(e.name).unwrap(), e));
    }
    assert!(lookup("x86.sse2.pavg.q").is_none());
}

#[test]
fn families_see_the_shapes_they_expect() {
    for e in TABLE {
        let (ret, args) = (e.ret_type(), e.arg_types());
        let bits = |t: &Type| t.scalar_bits().unwrap();
        let what = format!("{} {}", e.name, e.signature());
        match e.family {
            Family::Avg | Family::Sign | Family::MulHigh { .. } | Family::MulHrs | Family::ShiftVar(_) => {
                assert!(ret == args[0] && ret == args[1], "{what}")
            }
            Family::ShiftVec(_) => assert!(ret == args[0] && bits(&args[1]) == bits(&ret), "{what}"),
            Family::ShiftImm(_) => assert!(ret == args[0] && args[1] == Type::Int(32), "{what}"),
            Family::MAddWd | Family::MAddUbSw | Family::Pack { .. } => {
                assert!(
                    bits(&ret) == 2 * bits(&args[0]) || 2 * bits(&ret) == bits(&args[0]),
                    "{what}"
                )
            }
            Family::Sad => assert!(bits(&ret) == 64 && bits(&args[0]) == 8, "{what}"),
            Family::PShufB | Family::BlendV => assert!(bits(&ret) == 8, "{what}"),
            Family::MovMsk | Family::PTest(_) => assert!(ret == Type::Int(32), "{what}"),
            Family::PermVar => assert!(ret == args[0] && ret.lanes() == args[1].lanes(), "{what}"),
            Family::Dot { .. } => assert!(ret == args[0] && bits(&ret) == 32, "{what}"),
            Family::PMov(_) | Family::Cvt { .. } if e.masked => {
                assert!(args[1] == ret && args[2].lanes() == 1, "{what}")
            }
            _ => {}
        }
        // Masked entries and only they have a mask operand after a pass-through.
        assert_eq!(
            e.masked,
            matches!(e.family, Family::PMov(_)) || e.name.contains(".mask."),
            "{what}"
        );
        if let Some((i, _)) = e.immediate() {
            assert!(matches!(args[i], Type::Int(32)), "{what}: immediate {i}");
        }
    }
}

#[test]
fn immediates_and_observers() {
    let round = lookup("x86.sse41.round.ps").unwrap();
    assert_eq!(round.immediate(), Some((1, Imm::Upto(15))));
    assert_eq!(lookup("x86.sse2.psrli.w").unwrap().immediate(), None);
    let (_, max512) = lookup("x86.avx512.max.ps.512").unwrap().immediate().unwrap();
    assert!(max512.allows(8) && !max512.allows(0));
    let (_, cvt) = lookup("x86.avx512.mask.cvtps2dq.512").unwrap().immediate().unwrap();
    assert!(cvt.allows(11) && !cvt.allows(3));
    assert!(observes_float_bits("x86.sse.movmsk.ps"));
    assert!(observes_float_bits("x86.avx.movmsk.pd.256"));
    assert!(!observes_float_bits("x86.sse2.pmovmskb.128"));
    assert!(!observes_float_bits("x86.sse.max.ps"));
    assert_eq!(lookup("x86.avx512.pternlog.q.512").unwrap().params(), (8, 64, false));
    assert_eq!(lookup("x86.avx512.mask.pmov.qb.512").unwrap().params(), (16, 8, true));
    assert_eq!(lookup("x86.sse2.pmovmskb.128").unwrap().params(), (16, 8, false));
}

#[test]
fn every_entry_is_a_call_without_effect_for_ir() {
    // `ir`'s one notion of an effect (what dead-code removal keeps) must let every
    // intrinsic this registry gives a meaning to go when its value is unused.
    for e in TABLE {
        let args = e
            .arg_types()
            .into_iter()
            .enumerate()
            .map(|(k, t)| crate::ir::Operand::local(t, format!("a{k}")))
            .collect();
        let op = crate::ir::Call::direct(e.llvm_name(), e.ret_type(), args);
        assert!(!op.has_effect(), "{} has an effect for ir", e.name);
    }
}
