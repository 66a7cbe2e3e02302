//! Tests of the rewrite syntax (`ir::rewrite`): a table of concrete examples and of
//! malformed inputs with their error messages, and properties over random well-typed
//! `RExpr` trees (depth <= 4, odd integer widths, vectors, FP constants by random bits,
//! poison lanes, flags, odd names): they print to ASCII, parse back to the same tree,
//! print stably, survive re-spacing, and truncated or mutated texts are rejected without
//! panics.

use expect_test::expect;
use minotaur::ir::rewrite::*;
use minotaur::ir::{CastOp, FastMath, Flags, FPREDS, IPREDS};
use minotaur::ir::{FloatKind, Type};
use minotaur::util::ApInt;
use proptest::prelude::*;

/// One line per case: the canonical print and type, or the error.
fn show(cases: &[&str]) -> String {
    let line = |c: &&str| parse_rewrite(c).map_or_else(|e| format!("ERR {e}\n"), |e| format!("{e} : {}\n", e.ty()));
    cases.iter().map(line).collect()
}

fn examples() {
    expect![[r#"
        (add nuw nsw (val i7 %x), (const i7 -1), i7) : i7
        (fadd fast (val float %a), (const float 0x3F800000), float) : float
        (fadd nnan nsz (val float %a), (const float 0x00000000), float) : float
        (const <4 x i32> <1, 2, poison, 4>) : <4 x i32>
        (const i1 1) : i1
        (const <2 x half> <0x3C00, poison>) : <2 x half>
        (icmp samesign ult (val <2 x i8> %a), (const <2 x i8> <1, -128>)) : <2 x i1>
        (fcmp olt (val double %d), (val double %e)) : i1
        (select (val i1 %c), (val ptr addrspace(3) %p), (const ptr addrspace(3) poison)) : ptr addrspace(3)
        (shufflevector (val <4 x i32> %v), (const <4 x i32> <poison, 1, 2, 3>), (const <2 x i32> <7, poison>)) : <2 x i32>
        (extractelement (insertelement (val <2 x i64> %v), (val i64 %e), (const i32 1)), (const i64 0)) : i64
        (x86.avx2.pavg.b (val <32 x i8> %a), (val <32 x i8> %b), <32 x i8>) : <32 x i8>
        (fshr (val i128 %a), (val i128 %b), (const i128 -170141183460469231731687303715884105728), i128) : i128
        (zext nneg (trunc nuw (val i64 %"a b\22"), i16), i32) : i32
        (bitcast (ctpop (val <2 x i32> %1), <2 x i32>), double) : double
        (uadd.sat (val i8 %0), (umax (val i8 %1), (val i8 %2), i8), i8) : i8
        (fptrunc fast (fround (val fp128 %q), fp128), bfloat) : bfloat
        (load align 4 (getelementptr inbounds nuw i32 (val ptr %p), (shl (val i64 %x), (const i64 2), i64)), i32) : i32
        (load (getelementptr nusw <2 x i16> (val ptr addrspace(1) %q), (val i8 %i)), <2 x float>) : <2 x float>
        (masked.load (val ptr %p), (const <4 x i1> <1, 1, 1, 0>), (val <4 x i32> %v)) : <4 x i32>
        (masked.gather (getelementptr i32 (val ptr %t), (val <8 x i32> %i)), (const <8 x i1> <1, 1, 1, 1, 1, 1, 1, 1>), (const <8 x float> <poison, poison, poison, poison, poison, poison, poison, poison>)) : <8 x float>
    "#]].assert_eq(&show(&[
        "( add nsw nuw (val i7 %x),(const i7 -1) ,i7 )",
        "(fadd fast (val float %a), (const float 0x3f800000), float)",
        "(fadd nnan nsz (val float %a), (const float 0x0), float)",
        "(const <4 x i32> <1, 2, poison, 4>)", "(const i1 -1)", "(const <2 x half> <0x3C00, poison>)",
        "(icmp samesign ult (val <2 x i8> %a), (const <2 x i8> <1, -128>))",
        "(fcmp olt (val double %d), (val double %e))",
        "(select (val i1 %c), (val ptr addrspace(3) %p), (const ptr addrspace(3) poison))",
        "(shufflevector (val <4 x i32> %v), (const <4 x i32> <poison, 1, 2, 3>), (const <2 x i32> <7, poison>))",
        "(extractelement (insertelement (val <2 x i64> %v), (val i64 %e), (const i32 1)), (const i64 0))",
        "(x86.avx2.pavg.b (val <32 x i8> %a), (val <32 x i8> %b), <32 x i8>)",
        "(fshr (val i128 %a), (val i128 %b), (const i128 -170141183460469231731687303715884105728), i128)",
        "(zext nneg (trunc nuw (val i64 %\"a b\\22\"), i16), i32)",
        "(bitcast (ctpop (val <2 x i32> %1), <2 x i32>), double)",
        "(uadd.sat (val i8 %0), (umax (val i8 %1), (val i8 %2), i8), i8)",
        "(fptrunc fast (fround (val fp128 %q), fp128), bfloat)",
        "(load align 4 (getelementptr inbounds nuw i32 (val ptr %p), (shl (val i64 %x), (const i64 2), i64)), i32)",
        "(load (getelementptr nusw <2 x i16> (val ptr addrspace(1) %q), (val i8 %i)), <2 x float>)",
        "(masked.load (val ptr %p), (const <4 x i1> <1, 1, 1, 0>), (val <4 x i32> %v))",
        "(masked.gather (getelementptr i32 (val ptr %t), (val <8 x i32> %i)), (const <8 x i1> <1, 1, 1, 1, 1, 1, 1, 1>), (const <8 x float> <poison, poison, poison, poison, poison, poison, poison, poison>))",
    ]));
}

fn malformed() {
    expect![[r#"
        ERR rewrite syntax error at byte 0: expected `(`
        ERR rewrite syntax error at byte 37: expected `)`
        ERR rewrite syntax error at byte 38: trailing input after the expression
        ERR rewrite syntax error at byte 18: expected `,`
        ERR rewrite syntax error at byte 1: unknown operation `frob` (or flags it cannot take)
        ERR rewrite syntax error at byte 5: expected a type, found `i0`
        ERR rewrite syntax error at byte 5: expected a type, found `i032`
        ERR rewrite syntax error at byte 6: expected a vector length, found `0`
        ERR rewrite syntax error at byte 10: expected a type
        ERR rewrite syntax error at byte 9: expected a name after `%`
        ERR rewrite syntax error at byte 9: unterminated quoted name
        ERR rewrite syntax error at byte 9: bad escape in quoted name
        ERR rewrite syntax error at byte 13: bad `float` literal `1`
        ERR rewrite syntax error at byte 13: bad `float` literal `0x1ffffffff`
        ERR rewrite syntax error at byte 10: bad `i8` literal `x`
        ERR rewrite syntax error at byte 18: `<2 x i8>` literal needs 2 lanes
        ERR rewrite syntax error at byte 21: expected `>`
        ERR rewrite syntax error at byte 11: pointer constants must be poison
        ERR ill-typed rewrite at byte 0: second operand has type `i16`, expected `i32`
        ERR ill-typed rewrite at byte 0: flag not allowed on this operation
        ERR ill-typed rewrite at byte 0: flag not allowed on this operation
        ERR ill-typed rewrite at byte 0: fast-math flag not allowed here
        ERR ill-typed rewrite at byte 0: bswap needs an even number of bytes
        ERR ill-typed rewrite at byte 0: cannot zext `i32` to `i16`
        ERR ill-typed rewrite at byte 0: cannot bitcast `i32` to `i16`
        ERR rewrite syntax error at byte 6: bad icmp predicate or flags `olt`
        ERR ill-typed rewrite at byte 0: `i32` is not a floating-point type
        ERR ill-typed rewrite at byte 0: select condition `<2 x i1>` does not fit `i32`
        ERR ill-typed rewrite at byte 0: mask index out of range
        ERR ill-typed rewrite at byte 0: bad intrinsic name `x86.avx2..b`
        ERR rewrite syntax error at byte 9: expected `(`
        ERR rewrite syntax error at byte 13: trailing input after the expression
        ERR rewrite syntax error at byte 13: unexpected character 'é'
        ERR ill-typed rewrite at byte 0: bad alignment 3
        ERR ill-typed rewrite at byte 0: the base has type `i64`, expected a scalar pointer
        ERR rewrite syntax error at byte 15: expected a type, found `exact`
        ERR ill-typed rewrite at byte 0: the mask has type `<2 x i1>`, expected `<4 x i1>`
        ERR ill-typed rewrite at byte 0: a masked load of `<2 x i1>`, expected a vector of whole bytes
        ERR ill-typed rewrite at byte 0: the addresses have type `ptr`, expected `<2 x ptr>`
    "#]]
    .assert_eq(&show(&[
        "",
        "(shl (val i32 %0), (const i32 1), i32",
        "(shl (val i32 %0), (const i32 1), i32))",
        "(shl (val i32 %0) (const i32 1) i32)",
        "(frob (val i32 %0), i32)",
        "(val i0 %0)",
        "(val i032 %0)",
        "(val <0 x i8> %0)",
        "(val <4 x <4 x i8>> %0)",
        "(val i32 %)",
        "(val i32 %\"unterminated)",
        "(val i32 %\"bad\\q\")",
        "(const float 1)",
        "(const float 0x1ffffffff)",
        "(const i8 x)",
        "(const <2 x i8> <1>)",
        "(const <2 x i8> <1, 2, 3>)",
        "(const ptr 0)",
        "(add (val i32 %0), (val i16 %1), i32)",
        "(add exact (val i32 %0), (val i32 %1), i32)",
        "(fadd nsw (val float %0), (val float %1), float)",
        "(add nnan (val i32 %0), (val i32 %1), i32)",
        "(bswap (val i24 %0), i24)",
        "(zext (val i32 %0), i16)",
        "(bitcast (val i32 %0), i16)",
        "(icmp olt (val i32 %0), (val i32 %1))",
        "(fcmp ult (val i32 %0), (val i32 %1))",
        "(select (val <2 x i1> %c), (val i32 %0), (val i32 %1))",
        "(shufflevector (val <2 x i8> %a), (val <2 x i8> %b), (const <2 x i32> <4, 0>))",
        "(x86.avx2..b (val i32 %0), i32)",
        "(x86.foo i32)",
        "(val i32 %0) junk",
        "(val i32 %0) \u{e9}",
        "(load align 3 (val ptr %p), i32)",
        "(getelementptr i8 (val i64 %p), (val i64 %x))",
        "(getelementptr exact i8 (val ptr %p), (val i64 %x))",
        "(masked.load (val ptr %p), (const <2 x i1> <1, 0>), (val <4 x i32> %v))",
        "(masked.load (val ptr %p), (const <2 x i1> <1, 0>), (val <2 x i1> %v))",
        "(masked.gather (val ptr %p), (const <2 x i1> <1, 0>), (val <2 x i32> %v))",
    ]));
}

fn deep_nesting_is_an_error_not_a_crash() {
    assert!(parse_rewrite(&"(".repeat(100_000)).is_err());
    assert!(parse_rewrite(&"(ctpop ".repeat(100_000)).is_err());
    let mut e = RExpr::val(Type::Int(8), "x");
    for _ in 0..MAX_DEPTH {
        e = RExpr::Un {
            op: UnOp::Ctpop,
            fmf: FastMath::default(),
            a: Box::new(e),
            ty: Type::Int(8),
        };
    }
    assert!(parse_rewrite(&e.to_string()).is_err());
    let RExpr::Un { a, .. } = e else { unreachable!() };
    assert_eq!(parse_rewrite(&a.to_string()).as_ref(), Ok(&*a));
}

fn arb_scalar() -> BoxedStrategy<Type> {
    use FloatKind::*;
    let w = prop_oneof![
        Just(1u32),
        Just(7),
        Just(8),
        Just(16),
        Just(32),
        Just(64),
        Just(128),
        1u32..=130
    ];
    let k = prop::sample::select(vec![Half, BFloat, Float, Double, Fp128]);
    prop_oneof![5 => w.prop_map(Type::Int), 3 => k.prop_map(Type::Float), 1 => (0u32..3).prop_map(Type::Ptr)].boxed()
}
fn arb_ty() -> BoxedStrategy<Type> {
    prop_oneof![2 => arb_scalar(), 1 => (1u32..=8, arb_scalar()).prop_map(|(n, s)| Type::vec(n, s))].boxed()
}
fn arb_int() -> BoxedStrategy<Type> {
    prop_oneof![
        Just(Type::Int(32)),
        Just(Type::Int(64)),
        (1u32..=70).prop_map(Type::Int)
    ]
    .boxed()
}
fn shape(ty: &Type, sc: BoxedStrategy<Type>) -> BoxedStrategy<Type> {
    let ty = ty.clone();
    sc.prop_map(move |s| ty.with_scalar(s)).boxed()
}
fn arb_name() -> BoxedStrategy<String> {
    prop_oneof![
        "[0-9]{1,3}",
        "[a-zA-Z_.$-][a-zA-Z0-9_.$-]{0,6}",
        "\\PC{1,4}",
        "[ \"\\\\%()\t]{1,3}"
    ]
    .boxed()
}
fn konst(ty: &Type) -> BoxedStrategy<RExpr> {
    let (t, n) = (ty.clone(), ty.lanes() as usize);
    let lane: BoxedStrategy<Option<ApInt>> = match ty.scalar() {
        Type::Ptr(_) => Just(None).boxed(),
        s => {
            let w = s.scalar_bits().unwrap();
            let bits = prop::collection::vec(any::<u64>(), w.div_ceil(64) as usize);
            prop_oneof![1 => Just(None), 5 => bits.prop_map(move |v| Some(ApInt::from_words(w, &v)))].boxed()
        }
    };
    prop::collection::vec(lane, n)
        .prop_map(move |lanes| RExpr::Const { ty: t.clone(), lanes })
        .boxed()
}
fn lazy(f: impl Fn() -> BoxedStrategy<RExpr> + 'static) -> BoxedStrategy<RExpr> {
    Just(()).prop_flat_map(move |_| f()).boxed()
}
fn any_expr(t: BoxedStrategy<Type>, d: u32) -> BoxedStrategy<RExpr> {
    t.prop_flat_map(move |t| expr(&t, d)).boxed()
}
fn bx(e: RExpr) -> Box<RExpr> {
    Box::new(e)
}
fn flags(mask: Flags) -> BoxedStrategy<Flags> {
    any::<u16>().prop_map(move |f| Flags(f & mask.0)).boxed()
}
fn fmf(ok: bool) -> BoxedStrategy<FastMath> {
    any::<u8>()
        .prop_map(move |f| FastMath(if ok { f & 127 } else { 0 }))
        .boxed()
}
fn conv(op: CastOp, from: BoxedStrategy<Type>, ty: &Type, d: u32) -> BoxedStrategy<RExpr> {
    let (t, (fl, fm)) = (ty.clone(), conv_flags(op));
    (any_expr(from, d), flags(fl), fmf(fm))
        .prop_map(move |(a, flags, fmf)| RExpr::Conv {
            op,
            flags,
            fmf,
            a: bx(a),
            ty: t.clone(),
        })
        .boxed()
}

fn expr(ty: &Type, d: u32) -> BoxedStrategy<RExpr> {
    let (t, name) = (ty.clone(), arb_name());
    let mut opts = vec![
        (3, name.prop_map(move |name| RExpr::Val { ty: t.clone(), name }).boxed()),
        (2, konst(ty)),
    ];
    if d == 0 {
        return prop::strategy::Union::new_weighted(opts).boxed();
    }
    let d = d - 1;
    let t = ty.clone();
    let sc = ty.scalar().clone();
    let mut add = |w: u32, s: BoxedStrategy<RExpr>| opts.push((w, s));
    let conds = prop_oneof![Just(Type::i1()), Just(t.with_scalar(Type::i1()))].boxed();
    add(
        1,
        (any_expr(conds, d), expr(&t, d), expr(&t, d))
            .prop_map(|(c, a, b)| RExpr::Select {
                cond: bx(c),
                t: bx(a),
                f: bx(b),
            })
            .boxed(),
    );
    let t2 = t.clone();
    let x86 = (
        prop::collection::vec(any_expr(arb_ty(), d), 1..=3),
        "[a-z0-9]{1,6}(\\.[a-z0-9_]{1,4}){0,3}",
    );
    add(
        1,
        x86.prop_map(move |(args, name)| RExpr::X86 {
            name,
            args,
            ty: t2.clone(),
        })
        .boxed(),
    );
    if let Type::Vector { len, .. } = ty {
        let len = *len as usize;
        add(
            1,
            (expr(&t, d), expr(&sc, d), any_expr(arb_int(), d))
                .prop_map(|(v, e, i)| RExpr::InsertElement {
                    vec: bx(v),
                    elt: bx(e),
                    idx: bx(i),
                })
                .boxed(),
        );
        let sc2 = sc.clone();
        add(
            1,
            lazy(move || {
                let sc = sc2.clone();
                (1u32..=8)
                    .prop_flat_map(move |n| {
                        let src = Type::vec(n, sc.clone());
                        let mask = prop::collection::vec(prop::option::weighted(0.8, 0..2 * n), len);
                        (expr(&src, d), expr(&src, d), mask).prop_map(|(a, b, mask)| RExpr::ShuffleVector {
                            a: bx(a),
                            b: bx(b),
                            mask,
                        })
                    })
                    .boxed()
            }),
        );
    } else {
        let sc2 = sc.clone();
        let v = (1u32..=8).prop_map(move |n| Type::vec(n, sc2.clone())).boxed();
        add(
            1,
            (any_expr(v, d), any_expr(arb_int(), d))
                .prop_map(|(v, i)| RExpr::ExtractElement { vec: bx(v), idx: bx(i) })
                .boxed(),
        );
    }
    if let Some(src) = bitcast_src(ty) {
        add(1, conv(CastOp::BitCast, Just(src).boxed(), ty, d));
    }
    // `load` of any type through a scalar pointer, with or without an alignment.
    let (t2, ptrs) = (t.clone(), (0u32..3).prop_map(Type::Ptr).boxed());
    let align = prop::option::of((0u32..=32).prop_map(|k| 1u64 << k));
    add(
        1,
        (any_expr(ptrs, d), align)
            .prop_map(move |(ptr, align)| RExpr::Load {
                ptr: bx(ptr),
                align,
                ty: t2.clone(),
            })
            .boxed(),
    );
    if let Type::Ptr(_) = ty {
        // `getelementptr` with any flags, element type and integer index.
        let gep_flags = flags(Flags::INBOUNDS.with(Flags::NUSW).with(Flags::NUW));
        add(
            2,
            (expr(&t, d), any_expr(arb_int(), d), arb_ty(), gep_flags)
                .prop_map(|(base, idx, elem, flags)| RExpr::Gep {
                    flags,
                    elem,
                    base: bx(base),
                    idx: bx(idx),
                })
                .boxed(),
        );
    }
    match sc {
        Type::Int(w) => {
            let ops: Vec<RBinOp> = RBinOp::all().into_iter().filter(|o| !o.is_float()).collect();
            let t2 = t.clone();
            let bin = prop::sample::select(ops).prop_flat_map(move |op| {
                let t = t2.clone();
                (expr(&t, d), expr(&t, d), flags(op.allowed_flags())).prop_map(move |(a, b, flags)| RExpr::Bin {
                    op,
                    flags,
                    fmf: FastMath::default(),
                    a: bx(a),
                    b: bx(b),
                    ty: t.clone(),
                })
            });
            add(4, bin.boxed());
            let uns: Vec<UnOp> = UN_OPS
                .iter()
                .map(|p| p.0)
                // `freeze` takes any type and no fast-math flags: generated here.
                .filter(|o| (!o.is_float() || *o == UnOp::Freeze) && (w % 16 == 0 || *o != UnOp::Bswap))
                .collect();
            let t2 = t.clone();
            add(
                2,
                (prop::sample::select(uns), expr(&t, d))
                    .prop_map(move |(op, a)| RExpr::Un {
                        op,
                        fmf: FastMath::default(),
                        a: bx(a),
                        ty: t2.clone(),
                    })
                    .boxed(),
            );
            let t2 = t.clone();
            add(
                1,
                (any::<bool>(), expr(&t, d), expr(&t, d), expr(&t, d))
                    .prop_map(move |(right, a, b, c)| RExpr::Funnel {
                        right,
                        a: bx(a),
                        b: bx(b),
                        c: bx(c),
                        ty: t2.clone(),
                    })
                    .boxed(),
            );
            if w > 1 {
                for op in [CastOp::ZExt, CastOp::SExt] {
                    add(1, conv(op, shape(ty, (1..w).prop_map(Type::Int).boxed()), ty, d));
                }
            }
            add(
                1,
                conv(
                    CastOp::Trunc,
                    shape(ty, (w + 1..w + 40).prop_map(Type::Int).boxed()),
                    ty,
                    d,
                ),
            );
            for op in [CastOp::FPToSI, CastOp::FPToUI] {
                add(
                    1,
                    conv(
                        op,
                        shape(ty, arb_scalar().prop_filter("fp", |s| s.is_float()).boxed()),
                        ty,
                        d,
                    ),
                );
            }
            if w == 1 {
                let ity = shape(ty, arb_scalar().prop_filter("int/ptr", |s| !s.is_float()).boxed());
                let pred = (prop::sample::select(IPREDS.to_vec()), flags(Flags::SAMESIGN));
                add(
                    4,
                    (pred, ity)
                        .prop_flat_map(move |((pred, flags), at)| {
                            (expr(&at, d), expr(&at, d)).prop_map(move |(a, b)| RExpr::ICmp {
                                pred,
                                flags,
                                a: bx(a),
                                b: bx(b),
                            })
                        })
                        .boxed(),
                );
                let fty = shape(ty, arb_scalar().prop_filter("fp", |s| s.is_float()).boxed());
                let pred = (prop::sample::select(FPREDS.to_vec()), fmf(true));
                add(
                    4,
                    (pred, fty)
                        .prop_flat_map(move |((pred, fmf), at)| {
                            (expr(&at, d), expr(&at, d)).prop_map(move |(a, b)| RExpr::FCmp {
                                pred,
                                fmf,
                                a: bx(a),
                                b: bx(b),
                            })
                        })
                        .boxed(),
                );
            }
        }
        Type::Float(k) => {
            let ops: Vec<RBinOp> = RBinOp::all().into_iter().filter(|o| o.is_float()).collect();
            let t2 = t.clone();
            let bin = (prop::sample::select(ops), expr(&t, d), expr(&t, d), fmf(true));
            add(
                4,
                bin.prop_map(move |(op, a, b, fmf)| RExpr::Bin {
                    op,
                    flags: Flags::NONE,
                    fmf,
                    a: bx(a),
                    b: bx(b),
                    ty: t2.clone(),
                })
                .boxed(),
            );
            let uns: Vec<UnOp> = UN_OPS
                .iter()
                .map(|p| p.0)
                .filter(|o| o.is_float() && *o != UnOp::Freeze)
                .collect();
            let t2 = t.clone();
            add(
                2,
                (prop::sample::select(uns), expr(&t, d), fmf(true))
                    .prop_map(move |(op, a, fmf)| RExpr::Un {
                        op,
                        fmf,
                        a: bx(a),
                        ty: t2.clone(),
                    })
                    .boxed(),
            );
            for op in [CastOp::SIToFP, CastOp::UIToFP] {
                add(1, conv(op, shape(ty, arb_int()), ty, d));
            }
            let kinds = [
                FloatKind::Half,
                FloatKind::BFloat,
                FloatKind::Float,
                FloatKind::Double,
                FloatKind::Fp128,
            ];
            for (op, wider) in [(CastOp::FPExt, false), (CastOp::FPTrunc, true)] {
                let src: Vec<Type> = kinds
                    .iter()
                    .filter(|j| (j.bits() > k.bits()) == wider && j.bits() != k.bits())
                    .map(|j| Type::Float(*j))
                    .collect();
                if !src.is_empty() {
                    add(1, conv(op, shape(ty, prop::sample::select(src).boxed()), ty, d));
                }
            }
        }
        _ => {}
    }
    prop::strategy::Union::new_weighted(opts).boxed()
}

fn bitcast_src(ty: &Type) -> Option<Type> {
    let b = ty.bits()?;
    match ty {
        _ if ty.scalar().is_ptr() => None,
        Type::Vector { .. } | Type::Float(_) => Some(Type::Int(b)),
        _ if b % 8 == 0 && b >= 16 => Some(Type::vec(b / 8, Type::Int(8))),
        _ => None,
    }
}

/// Adds whitespace around every token outside quoted names.
fn respace(s: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    for c in s.chars() {
        quoted ^= c == '"';
        match c {
            '(' | '<' | ',' if !quoted => out += &format!("{c}\n\t "),
            ')' | '>' if !quoted => out += &format!(" \r\n{c}"),
            ' ' if !quoted => out += "  \t",
            c => out.push(c),
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    fn round_trips(e in arb_ty().prop_flat_map(|t| expr(&t, 4))) {
        prop_assert_eq!(e.validate(), Ok(()));
        let s = e.to_string();
        prop_assert!(s.is_ascii());
        let back = parse_rewrite(&s);
        prop_assert_eq!(back.as_ref(), Ok(&e), "{}", s);
        prop_assert_eq!(back.unwrap().to_string(), s.clone());
        prop_assert_eq!(parse_rewrite(&respace(&s)), Ok(e.clone()));
        let cut = s.len() / 2;
        prop_assert!(parse_rewrite(&s[..cut]).is_err());
    }

    fn mutations_never_panic(e in arb_ty().prop_flat_map(|t| expr(&t, 2)), at in any::<prop::sample::Index>(), byte in 0x20u8..0x7f) {
        let s = e.to_string();
        let i = at.index(s.len());
        prop_assert!(parse_rewrite(&s[..i]).is_err());
        let mut m = s.into_bytes();
        m[i] = byte;
        let _ = parse_rewrite(&String::from_utf8(m).unwrap());
    }
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(module_path!(), "examples", examples),
        crate::test(module_path!(), "malformed", malformed),
        crate::test(
            module_path!(),
            "deep_nesting_is_an_error_not_a_crash",
            deep_nesting_is_an_error_not_a_crash,
        ),
        crate::test(module_path!(), "round_trips", round_trips),
        crate::test(module_path!(), "mutations_never_panic", mutations_never_panic),
    ]
}
