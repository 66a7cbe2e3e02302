//! Memory in the concrete domain: loads, stores and `getelementptr` through `sem`, with
//! initial memory replayed from a list of inputs, and the refinement rules on traces.

use super::{lanes, scalar, value, Concrete};
use crate::ir::{parse_function, Function};
use crate::sem::values::pointer_lane;
use crate::sem::TAG_BITS;
use crate::sem::{access_violation, final_violation, InputKind};
use crate::sem::{eval_function_with, Memory, Outcome, Value};
use crate::util::ApInt;
use std::collections::BTreeMap;

fn parse(src: &str) -> Function {
    parse_function(src, &BTreeMap::new()).unwrap_or_else(|e| panic!("{e:?}\n{src}"))
}
/// A pointer into block 1 (which [`fill`] makes cover every address but 0).
fn ptr(a: u64) -> Value<Concrete> {
    scalar(pointer_lane(1, a))
}
fn int(w: u32, v: i64) -> Value<Concrete> {
    scalar(ApInt::from_i64(w, v))
}
fn poison(w: u32) -> Value<Concrete> {
    value([(ApInt::zero(w), true)])
}
fn ptr_poison() -> Value<Concrete> {
    poison(crate::sem::PTR_BITS)
}
/// Initial memory bytes: per read, the byte then its poison flag.
fn bytes(bs: &[(u64, bool)]) -> Vec<ApInt> {
    bs.iter()
        .flat_map(|&(b, p)| [ApInt::from_u64(8, b), ApInt::from_bool(p)])
        .collect()
}
/// The inputs `f` asks for on `args`, by kind: bytes and poison flags from `items` in
/// order (then zero), integer tags, and every block `[1, 2^64 - 1)`.
fn fill(fs: &[&Function], args: &[Value<Concrete>], items: &[ApInt]) -> Vec<ApInt> {
    let d = Concrete::for_pair(Vec::new(), Vec::new(), Vec::new());
    let mut mem = Memory::new();
    let outs: Vec<Outcome<Concrete>> = fs
        .iter()
        .map(|f| eval_function_with(&d, f, args.to_vec(), false, &mut mem).unwrap())
        .collect();
    if let [s, t] = outs.as_slice() {
        // A pair: the final-memory check reads initial memory too.
        final_violation(&d, &mut mem, &s.trace, &t.trace);
    }
    let mut it = items.iter();
    mem.input_kinds()
        .iter()
        .map(|k| match k {
            InputKind::Byte => it.next().cloned().unwrap_or(ApInt::zero(8)),
            InputKind::Poison => it.next().cloned().unwrap_or(ApInt::zero(1)),
            InputKind::Tag(_) => ApInt::zero(TAG_BITS),
            InputKind::Base => ApInt::from_u64(64, 1),
            InputKind::Size => ApInt::from_u64(64, u64::MAX - 1),
        })
        .collect()
}
/// Runs `f` as a target program on `args`, initial memory inputs from `inputs`.
fn go_with(f: &Function, args: &[Value<Concrete>], items: Vec<ApInt>) -> (Outcome<Concrete>, Concrete) {
    let d = Concrete::for_pair(Vec::new(), Vec::new(), fill(&[f], args, &items));
    let o = eval_function_with(&d, f, args.to_vec(), false, &mut Memory::new()).unwrap();
    (o, d)
}
fn go(f: &Function, args: &[Value<Concrete>]) -> Outcome<Concrete> {
    go_with(f, args, Vec::new()).0
}
/// The scalar result: `Some(bits)` or `None` for poison; panics on UB.
fn ret1(o: &Outcome<Concrete>) -> Option<ApInt> {
    assert!(!o.ub, "unexpected UB");
    let l = lanes(o.ret.as_ref().expect("a return value"));
    (!l[0].1).then(|| l[0].0.clone())
}
fn unsupported(src: &str) -> String {
    let f = parse(src);
    let args: Vec<Value<Concrete>> = f
        .params
        .iter()
        .map(|p| {
            if p.ty.is_ptr() {
                ptr(64)
            } else {
                scalar(ApInt::zero(crate::sem::lane_bits(&p.ty).unwrap()))
            }
        })
        .collect();
    match eval_function_with(&Concrete::new(), &f, args, false, &mut Memory::new()) {
        Err(u) => u.0,
        Ok(_) => panic!("expected unsupported:\n{src}"),
    }
}

#[test]
fn stores_are_little_endian_and_loads_forward() {
    let f = parse("define i8 @f(ptr %p) {\n  store i32 287454020, ptr %p\n  %g = getelementptr i8, ptr %p, i64 3\n  %r = load i8, ptr %g\n  ret i8 %r\n}");
    assert_eq!(
        ret1(&go(&f, &[ptr(64)])),
        Some(ApInt::from_u64(8, 0x11)),
        "0x11223344: byte 3 is 0x11"
    );
    let g = parse("define i16 @f(ptr %p) {\n  store i32 287454020, ptr %p\n  %r = load i16, ptr %p\n  ret i16 %r\n}");
    assert_eq!(ret1(&go(&g, &[ptr(64)])), Some(ApInt::from_u64(16, 0x3344)));
    // A later store wins; an earlier one shows through where the later does not reach.
    let h = parse("define i32 @f(ptr %p) {\n  store i32 -1, ptr %p\n  store i8 0, ptr %p\n  %r = load i32, ptr %p\n  ret i32 %r\n}");
    assert_eq!(ret1(&go(&h, &[ptr(64)])), Some(ApInt::from_u64(32, 0xFFFF_FF00)));
    // Vector lanes are laid out in order.
    let v = parse("define i32 @f(ptr %p, <2 x i32> %v) {\n  store <2 x i32> %v, ptr %p\n  %g = getelementptr i32, ptr %p, i64 1\n  %r = load i32, ptr %g\n  ret i32 %r\n}");
    let vec = value([(ApInt::from_u64(32, 5), false), (ApInt::from_u64(32, 9), false)]);
    assert_eq!(ret1(&go(&v, &[ptr(64), vec])), Some(ApInt::from_u64(32, 9)));
}

#[test]
fn initial_memory_comes_from_inputs_and_equal_addresses_agree() {
    let f = parse("define i16 @f(ptr %p, ptr %q) {\n  %a = load i8, ptr %p\n  %b = load i8, ptr %q\n  %x = zext i8 %a to i16\n  %y = zext i8 %b to i16\n  %s = shl i16 %y, 8\n  %r = or i16 %s, %x\n  ret i16 %r\n}");
    let ins = bytes(&[(0x12, false), (0x34, false)]);
    let (o, d) = go_with(&f, &[ptr(64), ptr(65)], ins.clone());
    assert_eq!(ret1(&o), Some(ApInt::from_u64(16, 0x3412)));
    assert_eq!(
        d.input_widths(),
        vec![64, 64, 8, 1, TAG_BITS, 64, 64, 8, 1, TAG_BITS],
        "a block's bounds per access, a byte, its poison flag and tag per read"
    );
    // Same address: the second read's own inputs are ignored.
    let (o, _) = go_with(&f, &[ptr(64), ptr(64)], ins);
    assert_eq!(ret1(&o), Some(ApInt::from_u64(16, 0x1212)));
    // Shared between programs: a second evaluation with the same memory reads the same.
    let g = parse("define i8 @f(ptr %p) {\n  %a = load i8, ptr %p\n  ret i8 %a\n}");
    let ins = fill(&[&g, &g], &[ptr(64)], &bytes(&[(7, false), (9, false)]));
    let d = Concrete::for_pair(Vec::new(), Vec::new(), ins);
    let mut mem = Memory::new();
    let s = eval_function_with(&d, &g, vec![ptr(64)], true, &mut mem).unwrap();
    let t = eval_function_with(&d, &g, vec![ptr(64)], false, &mut mem).unwrap();
    assert_eq!(ret1(&s), Some(ApInt::from_u64(8, 7)));
    assert_eq!(ret1(&t), Some(ApInt::from_u64(8, 7)));
}

#[test]
fn a_poison_byte_poisons_its_lane() {
    let f = parse("define <2 x i8> @f(ptr %p) {\n  %r = load <2 x i8>, ptr %p\n  ret <2 x i8> %r\n}");
    let (o, _) = go_with(&f, &[ptr(64)], bytes(&[(1, false), (2, true)]));
    let l = lanes(o.ret.as_ref().unwrap());
    assert_eq!(l[0], (ApInt::from_u64(8, 1), false));
    assert!(l[1].1);
    let g = parse("define i16 @f(ptr %p) {\n  %r = load i16, ptr %p\n  ret i16 %r\n}");
    assert_eq!(ret1(&go_with(&g, &[ptr(64)], bytes(&[(1, false), (2, true)])).0), None);
    // A stored poison lane makes exactly its bytes poison.
    let h = parse("define i8 @f(ptr %p, i8 %v) {\n  store i16 poison, ptr %p\n  %g = getelementptr i8, ptr %p, i64 2\n  store i8 %v, ptr %g\n  %r = load i8, ptr %g\n  ret i8 %r\n}");
    assert_eq!(ret1(&go(&h, &[ptr(64), int(8, 3)])), Some(ApInt::from_u64(8, 3)));
    let k = parse("define i32 @f(ptr %p) {\n  store i32 0, ptr %p\n  %g = getelementptr i8, ptr %p, i64 2\n  store i8 poison, ptr %g\n  %r = load i32, ptr %p\n  ret i32 %r\n}");
    assert_eq!(ret1(&go(&k, &[ptr(64)])), None);
}

#[test]
fn access_ub_null_poison_misaligned_wrapping() {
    let load = parse("define i32 @f(ptr %p) {\n  %r = load i32, ptr %p, align 4\n  ret i32 %r\n}");
    assert!(!go(&load, &[ptr(64)]).ub);
    assert!(go(&load, &[ptr(0)]).ub, "null");
    assert!(go(&load, &[ptr_poison()]).ub, "poison pointer");
    assert!(go(&load, &[ptr(66)]).ub, "misaligned");
    let load1 = parse("define i32 @f(ptr %p) {\n  %r = load i32, ptr %p, align 1\n  ret i32 %r\n}");
    assert!(!go(&load1, &[ptr(66)]).ub);
    assert!(go(&load1, &[ptr(u64::MAX - 2)]).ub, "the last byte would wrap");
    assert!(!go(&load1, &[ptr(u64::MAX - 4)]).ub);
    assert!(go(&load1, &[ptr(u64::MAX - 3)]).ub, "past the end of the block");
    assert!(go(&load1, &[scalar(pointer_lane(0, 64))]).ub, "no provenance");
    // An omitted alignment is the ABI alignment (i32: 4).
    let abi = parse("define i32 @f(ptr %p) {\n  %r = load i32, ptr %p\n  ret i32 %r\n}");
    assert!(go(&abi, &[ptr(66)]).ub);
    let store = parse("define void @f(ptr %p) {\n  store i64 0, ptr %p, align 8\n  ret void\n}");
    assert!(go(&store, &[ptr(0)]).ub);
    assert!(go(&store, &[ptr_poison()]).ub);
    assert!(go(&store, &[ptr(4)]).ub);
    assert!(!go(&store, &[ptr(8)]).ub);
    // Only reached accesses count.
    let br = parse("define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  store i8 0, ptr null\n  ret void\nb:\n  ret void\n}");
    assert!(!go(&br, &[int(1, 0)]).ub);
    assert!(go(&br, &[int(1, 1)]).ub);
}

#[test]
fn gep_offsets_and_flags() {
    let run = |flags: &str, ty: &str, ity: &str, p: Value<Concrete>, i: Value<Concrete>, oob: bool| -> Option<ApInt> {
        let f = parse(&format!(
            "define ptr @f(ptr %p, {ity} %i) {{\n  %g = getelementptr {flags} {ty}, ptr %p, {ity} %i\n  ret ptr %g\n}}"
        ));
        // `oob`: block 1 is [8, 12) instead of nearly everything.
        let mut ins = fill(&[&f], &[p.clone(), i.clone()], &[]);
        if oob {
            for pair in ins.chunks_mut(2) {
                pair[0] = ApInt::from_u64(64, 8);
                pair[1] = ApInt::from_u64(64, 3);
            }
        }
        let d = Concrete::for_pair(Vec::new(), Vec::new(), ins);
        ret1(&eval_function_with(&d, &f, vec![p, i], false, &mut Memory::new()).unwrap())
    };
    let a = |v: u64| Some(pointer_lane(1, v));
    assert_eq!(run("", "i32", "i64", ptr(64), int(64, 3), false), a(76));
    assert_eq!(run("", "[3 x i16]", "i64", ptr(64), int(64, 2), false), a(76));
    assert_eq!(
        run("", "<3 x i32>", "i64", ptr(64), int(64, 1), false),
        a(80),
        "vector alloc size rounds up to 16"
    );
    assert_eq!(
        run("", "i32", "i32", ptr(64), int(32, -1), false),
        a(60),
        "indices are sign-extended"
    );
    assert_eq!(run("", "i8", "i64", ptr(64), poison(64), false), None);
    assert_eq!(run("", "i8", "i64", ptr_poison(), int(64, 1), false), None);
    // Without flags the address wraps freely; the block is kept.
    assert_eq!(run("", "i8", "i64", ptr(u64::MAX), int(64, 2), false), a(1));
    // nuw: unsigned wrap of the address, of idx x size, of a negative (huge) index.
    assert_eq!(run("nuw", "i8", "i64", ptr(u64::MAX), int(64, 2), false), None);
    assert_eq!(run("nuw", "i8", "i64", ptr(0), int(64, -1), false), a(u64::MAX));
    assert_eq!(run("nuw", "i16", "i64", ptr(0), int(64, -1), false), None);
    assert_eq!(run("nuw", "i8", "i64", ptr(8), int(64, -1), false), None);
    // nusw: signed multiplication overflow, address + signed offset leaving [0, 2^64).
    assert_eq!(run("nusw", "i64", "i64", ptr(64), int(64, 1 << 61), false), None);
    assert_eq!(run("nusw", "i8", "i64", ptr(8), int(64, -1), false), a(7));
    assert_eq!(run("nusw", "i8", "i64", ptr(0), int(64, -1), false), None);
    assert_eq!(run("nusw", "i8", "i64", ptr(u64::MAX), int(64, 1), false), None);
    // inbounds: nusw, and in bounds of the block (its end included) at every step.
    assert_eq!(run("inbounds", "i8", "i64", ptr(8), int(64, 4), false), a(12));
    assert_eq!(run("inbounds", "i8", "i64", ptr(8), int(64, 3), true), a(11));
    assert_eq!(run("inbounds", "i8", "i64", ptr(8), int(64, 4), true), None);
    assert_eq!(
        run("inbounds", "i8", "i64", ptr(6), int(64, 4), true),
        None,
        "the base is out of bounds"
    );
    assert_eq!(
        run("inbounds", "i8", "i64", ptr(6), int(64, 0), true),
        a(6),
        "all-zero indices"
    );
    assert_eq!(run("inbounds", "i8", "i64", ptr(0), int(64, -1), false), None);
    // The null block holds only address 0.
    let null = |a: u64| scalar(pointer_lane(0, a));
    assert_eq!(
        run("inbounds", "i8", "i64", null(0), int(64, 0), false),
        Some(pointer_lane(0, 0))
    );
    assert_eq!(run("inbounds", "i8", "i64", null(0), int(64, 1), false), None);
    assert_eq!(
        run("", "i8", "i64", null(0), int(64, 1), false),
        Some(pointer_lane(0, 1))
    );
    // Wide indices truncate; nusw/nuw make a lossy truncation poison.
    assert_eq!(
        run(
            "",
            "i8",
            "i128",
            ptr(0),
            scalar(ApInt::from_u128(128, (1u128 << 64) + 5)),
            false
        ),
        a(5)
    );
    assert_eq!(
        run(
            "nusw",
            "i8",
            "i128",
            ptr(0),
            scalar(ApInt::from_u128(128, (1u128 << 64) + 5)),
            false
        ),
        None
    );
}

#[test]
fn block_bounds_are_shared_per_block_id() {
    let f = parse("define ptr @f(ptr %p, ptr %q) {\n  %a = getelementptr inbounds i8, ptr %p, i64 4\n  %b = getelementptr inbounds i8, ptr %q, i64 4\n  ret ptr %b\n}");
    // Lookups: p's block twice, then q's block twice. p's block is [1, 2^64 - 1); a
    // block looked up first for q is [200, 204).
    let wide = [ApInt::from_u64(64, 1), ApInt::from_u64(64, u64::MAX - 1)];
    let small = [ApInt::from_u64(64, 200), ApInt::from_u64(64, 4)];
    let ins: Vec<ApInt> = [&wide, &wide, &small, &small].into_iter().flatten().cloned().collect();
    let run = |q: Value<Concrete>| {
        let d = Concrete::for_pair(Vec::new(), Vec::new(), ins.clone());
        ret1(&eval_function_with(&d, &f, vec![ptr(64), q], false, &mut Memory::new()).unwrap())
    };
    assert_eq!(run(ptr(128)), Some(pointer_lane(1, 132)), "q in p's block");
    assert_eq!(run(scalar(pointer_lane(2, 128))), None, "q in a block of its own");
    assert_eq!(run(scalar(pointer_lane(2, 200))), Some(pointer_lane(2, 204)));
}

fn pair(src: &str, tgt: &str, args: &[Value<Concrete>], items: Vec<ApInt>) -> (bool, bool) {
    let (s, t) = (parse(src), parse(tgt));
    let d = Concrete::for_pair(Vec::new(), Vec::new(), fill(&[&s, &t], args, &items));
    let mut mem = Memory::new();
    let so = eval_function_with(&d, &s, args.to_vec(), true, &mut mem).unwrap();
    let to = eval_function_with(&d, &t, args.to_vec(), false, &mut mem).unwrap();
    (
        access_violation(&d, &so.trace, &to.trace),
        final_violation(&d, &mut mem, &so.trace, &to.trace),
    )
}

#[test]
fn target_accesses_must_be_covered_by_the_source() {
    let load_p = "define void @f(ptr %p, ptr %q) {\n  %a = load i32, ptr %p\n  ret void\n}";
    let load_q = "define void @f(ptr %p, ptr %q) {\n  %a = load i32, ptr %q\n  ret void\n}";
    let store_p = "define void @f(ptr %p, ptr %q) {\n  store i32 0, ptr %p\n  ret void\n}";
    let load_p2 = "define void @f(ptr %p, ptr %q) {\n  %g = getelementptr i8, ptr %p, i64 2\n  %a = load i16, ptr %g\n  ret void\n}";
    let nothing = "define void @f(ptr %p, ptr %q) {\n  ret void\n}";
    let args = [ptr(64), ptr(128)];
    assert!(!pair(load_p, load_p, &args, vec![]).0);
    assert!(pair(load_p, load_q, &args, vec![]).0, "q is not accessed by src");
    assert!(!pair(load_p, load_q, &[ptr(64), ptr(64)], vec![]).0, "unless q = p");
    assert!(!pair(load_p, load_p2, &args, vec![]).0, "a sub-range is covered");
    assert!(pair(nothing, load_p, &args, vec![]).0);
    assert!(
        !pair(store_p, load_p, &args, vec![]).0,
        "reading what src wrote is fine"
    );
    assert!(
        pair(load_p, store_p, &args, vec![]).0,
        "writing what src only read is not"
    );
    assert!(!pair(store_p, store_p, &args, vec![]).0);
}

#[test]
fn final_memory_must_refine() {
    let st = |v: i32| format!("define void @f(ptr %p) {{\n  store i32 {v}, ptr %p\n  ret void\n}}");
    let nothing = "define void @f(ptr %p) {\n  ret void\n}";
    let args = [ptr(64)];
    assert!(!pair(&st(5), &st(5), &args, vec![]).1);
    assert!(pair(&st(5), &st(6), &args, vec![]).1);
    assert!(
        pair(&st(5), nothing, &args, vec![]).1,
        "the store is visible to the caller"
    );
    // Unless initial memory already held those bytes (5 = 05 00 00 00, little-endian).
    let held = bytes(&[(5, false), (0, false), (0, false), (0, false)]);
    assert!(!pair(&st(5), nothing, &args, held).1);
    // Poison in src's final memory is refined by anything; tgt poison is not.
    let poison_store = "define void @f(ptr %p) {\n  store i32 poison, ptr %p\n  ret void\n}";
    assert!(!pair(poison_store, &st(7), &args, vec![]).1);
    assert!(pair(&st(7), poison_store, &args, vec![]).1);
}

#[test]
fn vector_geps_go_lane_by_lane() {
    // Lane j: %p + 4 × %i[j], each lane with its own inbounds check (block 1 is
    // [1, 2^64 - 1) under `fill`, so only a lane that wraps is out of bounds).
    let f = parse("define <3 x ptr> @f(ptr %p, <3 x i64> %i) {\n  %g = getelementptr inbounds i32, ptr %p, <3 x i64> %i\n  ret <3 x ptr> %g\n}");
    let i = value([
        (ApInt::from_u64(64, 1), false),
        (ApInt::from_i64(64, -1), false),
        (ApInt::from_u64(64, 1 << 62), false),
    ]);
    let o = go(&f, &[ptr(0x100), i]);
    assert!(!o.ub);
    let l = lanes(o.ret.as_ref().expect("a value"));
    assert_eq!((l[0].0.clone(), l[0].1), (pointer_lane(1, 0x104), false));
    assert_eq!((l[1].0.clone(), l[1].1), (pointer_lane(1, 0xfc), false));
    assert!(l[2].1, "4 × 2^62 wraps: poison under inbounds");
}

#[test]
fn masked_loads_read_only_the_lanes_on() {
    // Lane 1 is off and out of every block (block 1 ends at 2^64 - 1): defined, and the
    // passthru lane; lane 0 reads the initial byte.
    let text = "define <2 x i8> @f(ptr %p, <2 x i8> %v) {\n  %r = call <2 x i8> @llvm.masked.load.v2i8.p0(ptr %p, <2 x i1> <i1 true, i1 false>, <2 x i8> %v)\n  ret <2 x i8> %r\n}";
    let f = parse(text);
    let v = value([(ApInt::from_u64(8, 7), false), (ApInt::from_u64(8, 9), false)]);
    let (o, _) = go_with(&f, &[ptr(u64::MAX - 1), v.clone()], bytes(&[(0x5a, false)]));
    assert!(!o.ub);
    let l = lanes(o.ret.as_ref().expect("a value"));
    assert_eq!((l[0].0.low_u64(), l[1].0.low_u64(), l[1].1), (0x5a, 9, false));
    assert_eq!(
        o.trace.accesses.iter().filter(|a| a.guard).count(),
        1,
        "one byte accessed"
    );
    // Both lanes on: lane 1 is out of bounds.
    let on = text.replace("i1 true, i1 false", "i1 true, i1 true");
    assert!(go_with(&parse(&on), &[ptr(u64::MAX - 1), v], Vec::new()).0.ub);
}

#[test]
fn what_memory_refuses() {
    let cases = [
        ("define i1 @f(ptr %p) {\n  %r = load i1, ptr %p\n  ret i1 %r\n}", "i1"),
        ("define void @f(ptr %p) {\n  store i7 0, ptr %p\n  ret void\n}", "i7"),
        ("define i33 @f(ptr %p) {\n  %r = load i33, ptr %p\n  ret i33 %r\n}", "i33"),
        ("define i32 @f(ptr %p) {\n  %r = load volatile i32, ptr %p\n  ret i32 %r\n}", "volatile"),
        ("define i32 @f(ptr %p) {\n  %r = load atomic i32, ptr %p seq_cst, align 4\n  ret i32 %r\n}", "atomic"),
        ("define void @f(ptr %p) {\n  store atomic i32 0, ptr %p release, align 4\n  ret void\n}", "atomic"),
        ("define ptr @f(ptr %p) {\n  %g = getelementptr { i32, i32 }, ptr %p, i64 0, i32 1\n  ret ptr %g\n}", "{ i32, i32 }"),
        ("define ptr @f(ptr %p) {\n  %g = getelementptr [2 x { i32 }], ptr %p, i64 0, i64 1, i32 0\n  ret ptr %g\n}", "{ i32 }"),
        ("define ptr @f(ptr %p) {\n  %g = getelementptr <4 x i32>, ptr %p, i64 0, i64 1\n  ret ptr %g\n}", "vector"),
        ("define <2 x i1> @f(ptr %p) {\n  %r = call <2 x i1> @llvm.masked.load.v2i1.p0(ptr %p, <2 x i1> zeroinitializer, <2 x i1> zeroinitializer)\n  ret <2 x i1> %r\n}", "masked load of <2 x i1>"),
        ("define <2 x ptr> @f(ptr %p) {\n  %r = call <2 x ptr> @llvm.masked.load.v2p0.p0(ptr %p, <2 x i1> zeroinitializer, <2 x ptr> zeroinitializer)\n  ret <2 x ptr> %r\n}", "masked load of ptr lanes"),
        ("define i32 @f(ptr addrspace(1) %p) {\n  ret i32 0\n}", "addrspace"),
        ("define ptr @f(i64 %i) {\n  %r = inttoptr i64 %i to ptr\n  ret ptr %r\n}", "inttoptr"),
        ("define i64 @f(ptr addrspace(1) %p) {\n  %r = ptrtoint ptr addrspace(1) %p to i64\n  ret i64 %r\n}", "addrspace"),
        ("define void @f(ptr %p) {\n  %a = alloca ptr\n  store ptr %p, ptr %a\n  ret void\n}", "pointer values"),
    ];
    for (src, why) in cases {
        let got = unsupported(src);
        assert!(got.contains(why), "{src}: {got}");
    }
}
