//! Unit tests of cut extraction as a whole: canonical form and hash identity (names,
//! instruction order, phi operand order, block layout, metadata and debug records do not
//! matter; the computation does), determinism, the depth bound, and the checks.

use super::tests::module;
use super::{check, cut_module, Cut, Site};
use crate::ir::Module;

/// Every cut of `m` at `depth`, as `(function, root name, cut)`.
fn cuts(m: &Module, depth: u32) -> Vec<(String, String, Cut)> {
    let mut out = Vec::new();
    cut_module(m, &[depth], |_, s: Site, c: Cut| out.push((s.function, s.name, c)));
    out
}

fn cut_of(m: &Module, func: &str, root: &str, depth: u32) -> Cut {
    cuts(m, depth)
        .into_iter()
        .find(|(f, r, _)| f == func && r == root)
        .unwrap_or_else(|| panic!("no cut of @{func} %{root}"))
        .2
}

const DEBUG_TAIL: &str = r#"
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "v", scope: !3, file: !1, line: 2, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 2, column: 7, scope: !3)
!9 = !{!"some.annotation"}
"#;

#[test]
fn names_order_metadata_and_debug_info_do_not_change_the_cut() {
    let plain = module(
        r#"
define i32 @f(i32 %x, i32 %y) {
  %a = add nsw i32 %x, 1
  %b = mul i32 %y, 3
  %r = xor i32 %a, %b
  ret i32 %r
}"#,
    );
    let noisy = module(&format!(
        r#"
define i32 @g(i32 %p, i32 %unused, i32 %q) !dbg !3 {{
  %junk = sub i32 %p, %q
  %second = mul i32 %q, 3, !annotation !9
    #dbg_value(i32 %second, !6, !DIExpression(), !8)
  %first = add nsw i32 %p, 1, !dbg !8
  %result = xor i32 %first, %second, !dbg !8
  ret i32 %result
}}
{DEBUG_TAIL}"#
    ));
    let a = cut_of(&plain, "f", "r", 4);
    let b = cut_of(&noisy, "g", "result", 4);
    assert_eq!(a.built.text, b.built.text);
    assert_eq!(a.hash, b.hash);
    assert!(!b.built.text.contains('!') && !b.built.text.contains("dbg"));
    assert_eq!(b.built.arg_origins, ["%p", "%q"]);
    // The debug location is the site's, not the cut's.
    let mut loc = None;
    cut_module(&noisy, &[4], |_, s, _| {
        if s.name == "result" {
            loc = s.loc.clone();
        }
    });
    assert_eq!(loc.as_deref(), Some("t.c:2:7"));
}

#[test]
fn phi_operand_order_and_block_layout_do_not_change_the_cut() {
    let one = module(
        r#"
define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %ya = add i32 %x, 1
  br label %j
b:
  %yb = shl i32 %x, 2
  br label %j
j:
  %p = phi i32 [ %ya, %a ], [ %yb, %b ]
  %r = sub i32 0, %p
  ret i32 %r
}"#,
    );
    let other = module(
        r#"
define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
b:
  %yb = shl i32 %x, 2
  br label %j
j:
  %p = phi i32 [ %yb, %b ], [ %ya, %a ]
  %r = sub i32 0, %p
  ret i32 %r
a:
  %ya = add i32 %x, 1
  br label %j
}"#,
    );
    let (a, b) = (cut_of(&one, "f", "r", 4), cut_of(&other, "f", "r", 4));
    assert_eq!(a.built.text, b.built.text);
    assert_eq!(a.built.blocks, 4);
}

#[test]
fn different_computations_have_different_hashes() {
    let bodies = [
        "%r = add i32 %x, %y",
        "%r = sub i32 %x, %y",
        "%r = add nsw i32 %x, %y",
        "%r = add i32 %x, 1",
        "%r = add i32 %x, 2",
        "%t = add i32 %x, %y\n  %r = add i32 %t, %y",
        "%t = add i32 %x, %y\n  %r = add i32 %t, %x",
    ];
    let mut hashes = std::collections::BTreeSet::new();
    for body in bodies {
        let m = module(&format!("define i32 @f(i32 %x, i32 %y) {{\n  {body}\n  ret i32 %r\n}}"));
        let c = cut_of(&m, "f", "r", 4);
        check::structure(&c).unwrap();
        assert!(hashes.insert(c.hash.clone()), "{body}: hash repeated");
    }
    // Arguments are numbered by first use: swapping them is the same cut.
    let m = module("define i32 @f(i32 %x, i32 %y) {\n  %r = add i32 %y, %x\n  ret i32 %r\n}");
    assert!(!hashes.insert(cut_of(&m, "f", "r", 4).hash));
    // The same operation on another type is another cut.
    let m = module("define i64 @f(i64 %x, i64 %y) {\n  %r = add i64 %x, %y\n  ret i64 %r\n}");
    assert!(hashes.insert(cut_of(&m, "f", "r", 4).hash));
}

#[test]
fn two_sites_of_one_computation_share_a_cut_and_cutting_is_deterministic() {
    let m = module(
        r#"
define i32 @f(i32 %x, i32 %y) {
  %a = and i32 %x, 255
  %b = or i32 %a, %y
  %c = and i32 %y, 255
  %d = or i32 %c, %x
  %r = add i32 %b, %d
  ret i32 %r
}
define i32 @g(i32 %u) {
  %m = and i32 %u, 255
  %n = or i32 %m, 7
  ret i32 %n
}"#,
    );
    let all = cuts(&m, 4);
    let hash = |r: &str| all.iter().find(|(_, n, _)| n == r).unwrap().2.hash.clone();
    assert_eq!(hash("b"), hash("d"), "same computation, different names");
    assert_ne!(hash("b"), hash("n"), "a constant operand is not an argument");
    let again = cuts(&m, 4);
    let texts =
        |v: &[(String, String, Cut)]| -> Vec<String> { v.iter().map(|(_, _, c)| c.built.text.clone()).collect() };
    assert_eq!(texts(&all), texts(&again));
}

#[test]
fn depth_zero_cuts_are_trivial_and_cuts_grow_with_depth() {
    let m = module(super::tests::NESTED_WITH_VALUES);
    for (f, r, c) in cuts(&m, 0) {
        assert!(c.trivial, "@{f} %{r} at depth 0:\n{}", c.built.text);
        assert_eq!(c.built.insts, 1);
    }
    let mut last: Option<Vec<(String, usize)>> = None;
    for d in 0..6 {
        let sizes: Vec<(String, usize)> = cuts(&m, d).into_iter().map(|(_, r, c)| (r, c.built.insts)).collect();
        if let Some(prev) = &last {
            assert_eq!(prev.len(), sizes.len(), "the same roots at every depth");
            for ((r, a), (_, b)) in prev.iter().zip(&sizes) {
                assert!(a <= b, "%{r}: {a} instructions at depth {}, {b} at {d}", d - 1);
            }
        }
        last = Some(sizes);
    }
}

#[test]
fn every_cut_of_a_looping_function_is_well_formed_and_verifies() {
    let m = module(super::tests::NESTED_WITH_VALUES);
    let all: Vec<Cut> = (0..6).flat_map(|d| cuts(&m, d)).map(|(_, _, c)| c).collect();
    assert!(all.len() > 20);
    for c in &all {
        check::structure(c).unwrap_or_else(|e| panic!("{e}:\n{}", c.built.text));
    }
    let texts: Vec<&str> = all.iter().map(|c| c.built.text.as_str()).collect();
    assert_eq!(check::opt_verify(&texts), vec![]);
}

#[test]
fn the_checks_catch_broken_cuts() {
    let m = module("define i32 @f(i32 %x) {\n  %r = add i32 %x, 1\n  %s = mul i32 %r, %r\n  ret i32 %s\n}");
    let good = cut_of(&m, "f", "s", 4);
    check::structure(&good).unwrap();
    let mut bad = good.clone();
    bad.built.text = bad.built.text.replace("mul", "udiv");
    assert!(check::structure(&bad).is_err(), "hash no longer matches");
    bad.hash = crate::util::fnv128_hex(bad.built.text.as_bytes());
    assert!(check::structure(&bad).is_err(), "root opcode no longer matches");
    let broken = "define i32 @cut(i32 %0) {\n  %2 = add i32 %3, 1\n  %3 = add i32 %0, 1\n  ret i32 %2\n}\n";
    let fails = check::opt_verify(&[good.built.text.as_str(), broken, good.built.text.as_str()]);
    assert_eq!(fails.len(), 1);
    assert_eq!(fails[0].0, 1);
    assert!(fails[0].1.contains("dominate"), "{}", fails[0].1);
}

#[test]
fn a_crawled_file_keeps_one_record_per_cut_and_each_site_its_bindings() {
    let text = r#"
define i32 @f(i32 %x, i32 %y) {
  %a = and i32 %x, 255
  %b = or i32 %a, %y
  %c = and i32 %y, 255
  %d = or i32 %c, %x
  ret i32 %d
}"#;
    let fc = super::crawl::process_bytes(text.as_bytes(), "t.ll", 4).unwrap();
    assert_eq!((fc.functions, fc.instructions, fc.roots, fc.trivial), (1, 5, 4, 2));
    assert_eq!(fc.cuts.len(), 1, "%b and %d are one cut");
    let sites: Vec<(&str, &[String])> = fc.sites.iter().map(|s| (s.name.as_str(), &s.args[..])).collect();
    let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(sites[0], ("b", &args(&["%x", "%y"])[..]));
    assert_eq!(sites[1], ("d", &args(&["%y", "%x"])[..]));
    assert!(fc.sites.iter().all(|s| s.cut == fc.cuts[0].hash));
    assert!(super::crawl::process_bytes(b"define i32 @f( {", "bad.ll", 4).is_err());
}

#[test]
fn sites_count_cut_values_used_outside_the_cut() {
    let m = module(
        "define i32 @f(i32 %x, ptr %p) {\n  %a = add i32 %x, 1\n  %b = mul i32 %a, 3\n  %c = xor i32 %b, 5\n  store i32 %a, ptr %p\n  ret i32 %c\n}\n",
    );
    let mut shared = Vec::new();
    cut_module(&m, &[4], |_, s, _| shared.push((s.name, s.shared)));
    // `%a` is stored too: a rewrite of `%b` or `%c` leaves it in place; `%b` is used
    // only by `%c`, inside `%c`'s cut.
    assert_eq!(
        shared,
        [("a".to_string(), 0), ("b".to_string(), 1), ("c".to_string(), 1)]
    );
}
