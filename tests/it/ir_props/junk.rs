//! Robustness: the parser never panics on junk or on mutated real text.

use super::config;
use minotaur::ir::*;
use proptest::prelude::*;
use std::collections::BTreeMap;

// ---------------------------------------------------------------------------------------
// Robustness: no panics
// ---------------------------------------------------------------------------------------

pub(crate) const VOCAB: &[&str] = &[
    "define",
    "declare",
    "void",
    "i1",
    "i8",
    "i32",
    "i64",
    "i128",
    "i4294967295",
    "i0",
    "half",
    "bfloat",
    "float",
    "double",
    "fp128",
    "x86_fp80",
    "ppc_fp128",
    "ptr",
    "addrspace",
    "label",
    "metadata",
    "token",
    "vscale",
    "x",
    "@f",
    "@\"q b\"",
    "%x",
    "%0",
    "%\"a b\"",
    "%",
    "@",
    "\"",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    ",",
    "=",
    ":",
    "*",
    "|",
    "...",
    "!",
    "!5",
    "!{",
    "!\"s\"",
    "!DIExpression()",
    "#0",
    "#dbg_value",
    "#dbg_value(",
    "entry:",
    "bb1:",
    "5:",
    "\"x y\":",
    "add",
    "nuw",
    "nsw",
    "exact",
    "disjoint",
    "fadd",
    "fast",
    "nnan",
    "fneg",
    "icmp",
    "samesign",
    "eq",
    "slt",
    "fcmp",
    "oeq",
    "true",
    "false",
    "select",
    "freeze",
    "trunc",
    "zext",
    "nneg",
    "bitcast",
    "to",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "phi",
    "alloca",
    "align",
    "load",
    "store",
    "volatile",
    "atomic",
    "seq_cst",
    "syncscope",
    "getelementptr",
    "inbounds",
    "nusw",
    "call",
    "tail",
    "musttail",
    "noundef",
    "br",
    "switch",
    "ret",
    "unreachable",
    "invoke",
    "landingpad",
    "cleanup",
    "catch",
    "atomicrmw",
    "cmpxchg",
    "va_arg",
    "fence",
    "asm",
    "sideeffect",
    "null",
    "poison",
    "undef",
    "zeroinitializer",
    "none",
    "splat",
    "blockaddress",
    "0",
    "1",
    "-1",
    "4294967296",
    "18446744073709551616",
    "-0",
    "+5",
    "1.5",
    "1.000000e+00",
    "1.5e",
    "0x",
    "0x3FF0000000000000",
    "0xH3C00",
    "0xR3F80",
    "0xK3FFF8000000000000000",
    "0xL00000000000000003FFF000000000000",
    "0xM0",
    "0xHFFFFF",
    "u0x1F",
    "s0xFF",
    "-0x1",
    "c\"ab\\00\"",
    "c\"",
    "\\",
    "é",
    ";",
    "; comment\n",
    "\n",
    "\n}\n",
    "\ndefine i32 @g() {\n",
    "<4 x i32>",
    "<2 x ptr>",
    "{ i32, i1 }",
    "[4 x i8]",
    "<{ i8 }>",
    "%T",
    "%struct.S",
    "type",
    "opaque",
    "<4294967295 x i32>",
    "<0 x i32>",
    "<vscale x 4 x i32>",
    "[18446744073709551615 x i8]",
];

pub(crate) fn vocab_token() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => prop::sample::select(VOCAB).prop_map(|s| s.to_string()),
        1 => any::<char>().prop_map(|c| c.to_string()),
        1 => "[ -~]{0,6}",
        1 => any::<u8>().prop_map(|b| String::from_utf8_lossy(&[b]).into_owned()),
    ]
}

/// Parses `text` every way the public API offers; nothing may panic, and whatever parses
/// must reprint to a fixed point.
pub(crate) fn parse_all_ways(text: &str) -> Result<(), TestCaseError> {
    let _ = parse_type_str(text);
    let _ = parse_function(text, &BTreeMap::new());
    // (A lone '\r' at the very end is not a fixed point: `str::lines` keeps it on the first
    // parse and strips it, as part of "\r\n", on the second. Harmless; not checked.)
    if let (Ok(m), false) = (parse_module(text), text.contains('\r')) {
        let once = print_module(&m);
        let m2 = parse_module(&once);
        prop_assert!(
            m2.is_ok(),
            "reprinted module does not parse: {:?}\ninput:\n{}\nprinted:\n{}",
            m2,
            text,
            once
        );
        let twice = print_module(&m2.unwrap());
        prop_assert_eq!(twice, once, "input:\n{}", text);
    }
    Ok(())
}

/// A small corpus of functions LLVM 22 accepts (`opt-22 -S` round-trips it).
pub(crate) const CORPUS: &str = r#"%struct.S = type { i32, [2 x i8], ptr }

@g = global i32 0

define dso_local noundef i32 @f(i32 noundef %x, ptr nonnull align 4 %p, <4 x float> %v) local_unnamed_addr #0 {
entry:
  %a = add nuw nsw i32 %x, -7
  %"b c" = or disjoint i32 %a, 1
  %c = icmp samesign ult i32 %"b c", 100
  %d = select i1 %c, i32 %a, i32 0
  %e = load volatile i32, ptr %p, align 4, !tbaa !5
  %f = fmul fast <4 x float> %v, splat (float 5.000000e-01)
  %g = fcmp nnan ord <4 x float> %f, zeroinitializer
  %h = extractelement <4 x float> %f, i64 2
  %i = shufflevector <4 x float> %f, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 1, i32 0>
  %j = getelementptr inbounds nuw %struct.S, ptr %p, i64 1, i32 1, i64 0
  %k = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 noundef %d)
  %l = extractvalue { i32, i1 } %k, 0
  %m = insertvalue { i32, i1 } %k, i1 false, 1
  %n = trunc nuw i32 %l to i8
  %o = zext nneg i8 %n to i64
  %q = fptrunc float %h to half
  %r = fpext half 0xH3C00 to double
  store atomic i32 %l, ptr %j seq_cst, align 4
  switch i32 %e, label %exit [
    i32 0, label %loop
    i32 -1, label %exit
  ]

loop:
  %s = phi i32 [ 0, %entry ], [ %t, %loop ]
  %t = add i32 %s, 1
  %u = call i32 (ptr, ...) @printf(ptr @g, i32 %t)
  %w = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  br i1 %c, label %loop, label %exit, !llvm.loop !7

exit:
  %z = phi i32 [ %d, %entry ], [ %t, %loop ], [ %d, %entry ]
  ret i32 %z
}

define void @g2(ptr %p) {
  %1 = alloca [4 x i32], align 16
  %2 = load <2 x i64>, ptr %1, align 8
  %3 = bitcast <2 x i64> %2 to <4 x i32>
  %4 = freeze <4 x i32> %3
  %5 = sitofp <4 x i32> %4 to <4 x double>
  %6 = fneg nsz <4 x double> %5
  %7 = fptosi <4 x double> %6 to <4 x i16>
  %8 = insertelement <4 x i16> %7, i16 -32768, i32 0
  %9 = ptrtoint ptr %p to i64
  %10 = inttoptr i64 %9 to ptr
  fence seq_cst
  call void @llvm.assume(i1 true) [ "align"(ptr %10, i64 8) ]
  unreachable
}

declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare i32 @printf(ptr, ...)
declare void @llvm.assume(i1)

attributes #0 = { nounwind }

!5 = !{!6, !6, i64 0}
!6 = !{!"int", !8, i64 0}
!7 = distinct !{!7}
!8 = !{!"root"}
"#;

/// Splits text into tokens: whitespace runs, name-character runs, and single other chars.
pub(crate) fn corpus_tokens() -> Vec<String> {
    let mut toks = Vec::new();
    let mut cur = String::new();
    let mut kind = 0u8;
    for c in CORPUS.chars() {
        let k = if c.is_whitespace() {
            1
        } else if c.is_ascii_alphanumeric() || "-$._".contains(c) {
            2
        } else {
            3
        };
        if k != kind || k == 3 {
            if !cur.is_empty() {
                toks.push(std::mem::take(&mut cur));
            }
            kind = k;
        }
        cur.push(c);
    }
    toks.push(cur);
    toks
}

#[derive(Debug, Clone)]
pub(crate) enum Mutation {
    Delete(usize),
    Duplicate(usize),
    Swap(usize, usize),
    Replace(usize, String),
    Insert(usize, String),
}

pub(crate) fn arb_mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Duplicate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        (any::<usize>(), vocab_token()).prop_map(|(a, t)| Mutation::Replace(a, t)),
        (any::<usize>(), vocab_token()).prop_map(|(a, t)| Mutation::Insert(a, t)),
    ]
}

proptest! {
    #![proptest_config(config())]

    /// Junk made of LLVM-ish tokens and random bytes.
    fn junk_never_panics(
        toks in prop::collection::vec(vocab_token(), 0..60),
        sep in prop::sample::select(vec!["", " ", "\n", ", "]),
        wrap in any::<bool>(),
    ) {
        let body = toks.join(sep);
        let text = if wrap { format!("define i32 @f(i32 %x) {{\n{body}\n}}\n") } else { body };
        parse_all_ways(&text)?;
    }

    /// The corpus, mutated by token edits and truncation.
    fn mutated_corpus_never_panics(
        muts in prop::collection::vec(arb_mutation(), 1..5),
        cut in prop::option::weighted(0.3, any::<usize>()),
    ) {
        let mut toks = corpus_tokens();
        for m in muts {
            let n = toks.len().max(1);
            match m {
                Mutation::Delete(i) => { if !toks.is_empty() { toks.remove(i % n); } }
                Mutation::Duplicate(i) => { if !toks.is_empty() { let t = toks[i % n].clone(); toks.insert(i % n, t); } }
                Mutation::Swap(i, j) => { if !toks.is_empty() { toks.swap(i % n, j % n); } }
                Mutation::Replace(i, t) => { if !toks.is_empty() { toks[i % n] = t; } }
                Mutation::Insert(i, t) => toks.insert(i % (toks.len() + 1), t),
            }
        }
        let mut text = toks.concat();
        if let Some(c) = cut {
            let mut c = c % (text.len() + 1);
            while !text.is_char_boundary(c) {
                c -= 1;
            }
            text.truncate(c);
        }
        parse_all_ways(&text)?;
    }
}

/// A case the mutation search found (CI, 2026-11-29): `switch %Ti32 %e` (a named type
/// for the condition) parsed, and its cases were printed at that type, which did not
/// parse back. A switch on a non-integer, or with cases of another type, is refused.
pub(crate) fn switch_on_a_named_type_is_refused_or_round_trips() {
    let text = CORPUS.replacen("switch i32 %e", "switch %Ti32 %e", 1);
    assert_ne!(text, CORPUS);
    parse_all_ways(&text).unwrap();
    assert!(parse_module(&text).is_err());
    let cases = CORPUS.replacen("i32 -1, label %exit", "i64 -1, label %exit", 1);
    assert_ne!(cases, CORPUS);
    assert!(
        parse_module(&cases).is_err(),
        "a case of another type than the condition's"
    );
}

pub(crate) fn corpus_round_trips() {
    let m = parse_module(CORPUS).unwrap();
    assert_eq!(m.functions().count(), 2);
    assert!(m
        .functions()
        .flat_map(|f| f.insts())
        .all(|i| !matches!(&i.op, Op::Opaque { opcode, .. } if opcode != "fence" && opcode != "atomicrmw")));
    assert_eq!(print_module(&m), CORPUS);
}

/// The robustness tests.
pub(super) fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(module_path!(), "junk_never_panics", junk_never_panics),
        crate::test(
            module_path!(),
            "mutated_corpus_never_panics",
            mutated_corpus_never_panics,
        ),
        crate::test(module_path!(), "corpus_round_trips", corpus_round_trips),
        crate::test(
            module_path!(),
            "switch_on_a_named_type_is_refused_or_round_trips",
            switch_on_a_named_type_is_refused_or_round_trips,
        ),
    ]
}
