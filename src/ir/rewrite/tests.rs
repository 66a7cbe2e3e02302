//! Rewrite syntax: a few concrete cases; the full example table with error messages and the round-trip
//! properties over random well-typed trees are in `tests/it/rewrite_syntax.rs`.
use super::*;
use expect_test::expect;
use proptest::prelude::*;

fn show(cases: &[&str]) -> String {
    let line = |c: &&str| parse_rewrite(c).map_or_else(|e| format!("ERR {e}\n"), |e| format!("{e} : {}\n", e.ty()));
    cases.iter().map(line).collect()
}

#[test]
fn paper_example() {
    let s = "(shl (val i32 %0), (const i32 1), i32)";
    let (a, b) = (
        Box::new(RExpr::val(Type::Int(32), "0")),
        Box::new(RExpr::int(Type::Int(32), 1)),
    );
    let want = RExpr::Bin {
        op: RBinOp::Llvm(BinOp::Shl),
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a,
        b,
        ty: Type::Int(32),
    };
    assert_eq!(parse_rewrite(s), Ok(want.clone()));
    assert_eq!(want.to_string(), s);
}

#[test]
fn examples() {
    expect![[r#"
        (add nuw nsw (val i7 %x), (const i7 -1), i7) : i7
        (const <4 x i32> <1, 2, poison, 4>) : <4 x i32>
        (fcmp nnan olt (val <2 x half> %a), (const <2 x half> <0x3C00, poison>)) : <2 x i1>
        (x86.avx2.pavg.b (val <32 x i8> %a), (val <32 x i8> %b), <32 x i8>) : <32 x i8>
        ERR rewrite syntax error at byte 18: expected `,`
        ERR ill-typed rewrite at byte 0: second operand has type `i16`, expected `i32`
        ERR rewrite syntax error at byte 37: expected `)`
        ERR rewrite syntax error at byte 1: unknown operation `frob` (or flags it cannot take)
        ERR rewrite syntax error at byte 5: expected a type, found `i0`
    "#]]
    .assert_eq(&show(&[
        "( add nsw nuw (val i7 %x),(const i7 -1) ,i7 )",
        "(const <4 x i32> <1, 2, poison, 4>)",
        "(fcmp nnan olt (val <2 x half> %a), (const <2 x half> <0x3c00, poison>))",
        "(x86.avx2.pavg.b (val <32 x i8> %a), (val <32 x i8> %b), <32 x i8>)",
        "(shl (val i32 %0) (const i32 1) i32)",
        "(add (val i32 %0), (val i16 %1), i32)",
        "(shl (val i32 %0), (const i32 1), i32",
        "(frob (val i32 %0), i32)",
        "(val i0 %0)",
    ]));
}

proptest! {
    #[test]
    fn random_strings_never_panic(s in "\\PC{0,60}|[()<>,% a-z0-9x.\"-]{0,80}") {
        let _ = parse_rewrite(&s);
    }
}
