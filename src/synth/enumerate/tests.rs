//! Unit tests of the enumeration: the cost bound of what reading a cut's value keeps,
//! the tuple count that projects a level, and the pairs looked up for the third
//! instruction.

use super::*;
use crate::ir::Function;
use crate::synth::bank;
use crate::synth::verifier::base_cost;
use crate::synth::{synthesize, Options, Status};

fn func(text: &str) -> Function {
    let m = crate::ir::parse_module(text).expect("parses");
    let f = m.functions().next().expect("has a function").clone();
    f
}

#[test]
fn candidates_are_bounded_by_what_the_cut_can_lose() {
    // Only the `and` goes with the root: the load stays if a candidate reads it, and the
    // guard stays anyway. No two-instruction term can be cheaper.
    let f = func(
        "define i64 @src(ptr %p, i64 %x) {\n  %a = load i64, ptr %p, align 8\n  %r = and i64 %a, 4294967295\n  %g = icmp eq i64 %x, 1\n  br i1 %g, label %t, label %u\nt:\n  ret i64 %r\nu:\n  unreachable\n}\n",
    );
    let cut_cost = crate::cost::static_cost(&f);
    assert_eq!(
        base_cost(&f),
        cut_cost - 20,
        "the load and the `and` go with a constant"
    );
    let k = keep::Keep::new(&f, Some("r"));
    assert_eq!(k.cost(k.mask("a")), 10);
    let out = synthesize(&f, &Options::default());
    // (Without llvm-mca a rewrite as costly as the cut may stand: the same `and` moved.)
    assert_ne!(out.status, Status::Timeout, "{}", out.detail);
    assert!(
        out.rewrites.iter().all(|r| r.static_cost <= cut_cost),
        "{:?}",
        out.rewrites
    );
    // Before the bound, 302,687 terms were evaluated here (level 2 found 156 candidates,
    // all dearer than the cut); with it, 46,754 (pairs over `%x` and constants only).
    assert!(out.stats.evaluated < 100_000, "{} evaluated", out.stats.evaluated);
}

#[test]
fn the_tuple_count_bounds_what_a_level_visits() {
    let f = func("define i32 @src(i32 %x, i32 %y) {\n  %m = mul i32 %x, 3\n  %r = sub i32 %m, %y\n  ret i32 %r\n}\n");
    let opts = Options::default();
    let b = bank::Bank::new(&f, &opts).unwrap();
    let no = |_: &str| false;
    let far = std::time::Instant::now() + std::time::Duration::from_secs(600);
    let mut s = Search::new(&f, b, &opts, crate::cost::static_cost(&f), far, &no);
    // As `synthesize` runs three levels: the second completed from the outside in, the
    // third looking its pairs up.
    for (level, store, outer) in [(1, true, false), (2, false, false), (3, false, false), (2, false, true)] {
        s.outer = if outer { outer::Outer::new(&s) } else { None };
        assert_eq!(s.outer.is_some(), outer);
        s.joined_only = level == 3;
        let counted = s.count_tuples(level, store);
        s.level(level, store);
        s.outer = None;
        let p = &s.progress;
        assert_eq!(p.total(), counted.max(1));
        assert!(
            p.visited() <= p.total(),
            "level {level}: {} of {}",
            p.visited(),
            p.total()
        );
        assert!(p.visited() > 0 && p.projected.is_none());
    }
}

#[test]
fn looked_up_pairs_are_exactly_those_right_on_the_row() {
    use crate::ir::rewrite::RBinOp;
    use crate::ir::BinOp;
    let f = func(
        "define i16 @src(i16 %a, i16 %b) {\n  %m = mul i16 %a, 1000\n  %s = add i16 %b, %a\n  %n = mul i16 %s, 300\n  %r = sub i16 %m, %n\n  ret i16 %r\n}\n",
    );
    let opts = Options::default();
    let b = bank::Bank::new(&f, &opts).unwrap();
    let no = |_: &str| false;
    let far = std::time::Instant::now() + std::time::Duration::from_secs(600);
    let mut s = Search::new(&f, b, &opts, u32::MAX, far, &no);
    s.level(1, true);
    let (row, r) = s.bank.live().next().unwrap();
    let goal = r.expect[0].clone().unwrap();
    let t = crate::ir::Type::Int(16);
    let mut j = join::Join::new(&s).unwrap();
    let ones: Vec<usize> = (0..s.terms.len())
        .filter(|&i| s.terms[i].insts == 1 && s.terms[i].ty == t)
        .collect();
    let mut found = 0;
    for op in [BinOp::Add, BinOp::Sub, BinOp::Xor] {
        let shape = shapes::Shape::Bin(RBinOp::Llvm(op));
        for &a in &ones {
            let mut got = j.seconds(&s, &shape, a, &t, 1).expect("looked up");
            got.sort();
            let la = &s.terms[a].vals[row].lanes[0];
            let va = la.bits.clone();
            let want: Vec<usize> = ones
                .iter()
                .copied()
                .filter(|&b| {
                    let vb = &s.terms[b].vals[row].lanes[0];
                    let v = match op {
                        BinOp::Add => va.add(&vb.bits),
                        BinOp::Sub => va.sub(&vb.bits),
                        _ => va.xor(&vb.bits),
                    };
                    !la.poison && !vb.poison && v == goal
                })
                .collect();
            assert_eq!(got, want, "{op:?} over {}", s.terms[a].expr);
            found += got.len();
        }
    }
    assert!(found > 0, "some pair gives the cut's value on the row");
    // Shapes that are not inverted are looped over.
    let and = shapes::Shape::Bin(RBinOp::Llvm(BinOp::And));
    assert!(j.seconds(&s, &and, ones[0], &t, 1).is_none());
}

/// A value of the cut equal on every row to a cheaper term over other values: `%v` is
/// `x + y` built as `(x | y) + (x & y)`. Reading `%v` keeps its three instructions, so the
/// search stores `add %x, %y` beside it (an equal term is dropped only when it costs no
/// less with what it keeps alive), and the root over it is found at level 2.
#[test]
fn a_term_equal_to_a_costly_value_of_the_cut_is_kept() {
    let f = func(
        "define i32 @src(i32 %x, i32 %y, i32 %z) {\n  %o = or i32 %x, %y\n  %a = and i32 %x, %y\n  %v = add i32 %o, %a\n  %r = xor i32 %v, %z\n  ret i32 %r\n}\n",
    );
    let out = synthesize(&f, &Options::default());
    let found: Vec<String> = out.rewrites.iter().map(|r| r.expr.to_string()).collect();
    assert!(
        found.iter().any(|e| e.contains("(add (val i32 %x), (val i32 %y), i32)")
            || e.contains("(add (val i32 %y), (val i32 %x), i32)")),
        "{found:?} ({})",
        out.detail
    );
    assert!(out
        .rewrites
        .iter()
        .all(|r| r.static_cost < crate::cost::static_cost(&f)));
}
