//! Unit tests of the CFG analyses (dominators, natural loops, irreducibility) on small
//! hand-written functions. Cut extraction and canonical form: `tests_cut.rs`.

use crate::ir::{parse_module, Function, Module};
use crate::ir::{Cfg, Loops};

/// A module as LLVM prints it (so the text is what real inputs look like).
pub(super) fn module(text: &str) -> Module {
    let printed = crate::llvm::canonical_text(text.as_bytes(), "test.ll").expect("LLVM accepts the test input");
    parse_module(&printed).expect("ir parses LLVM's text")
}

fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    m.function(name).unwrap()
}

fn block(f: &Function, name: &str) -> usize {
    f.blocks.iter().position(|b| b.name == name).unwrap()
}

/// `(block name, idom name)` for each reachable block.
fn idoms(f: &Function, cfg: &Cfg) -> Vec<(String, String)> {
    (0..f.blocks.len())
        .filter(|&b| cfg.reachable(b))
        .map(|b| {
            let d = cfg.idom[b].map_or("-".to_string(), |i| f.blocks[i].name.clone());
            (f.blocks[b].name.clone(), d)
        })
        .collect()
}

fn names(f: &Function, bs: &[usize]) -> Vec<String> {
    bs.iter().map(|&b| f.blocks[b].name.clone()).collect()
}

const NESTED: &str = r#"
define void @f(i32 %n, i1 %c) {
entry:
  br label %oh
oh:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  br label %ih
ih:
  %j = phi i32 [ 0, %oh ], [ %j1, %ibody ], [ %j, %iskip ]
  br i1 %c, label %ibody, label %iskip
ibody:
  %j1 = add i32 %j, 1
  %e = icmp slt i32 %j1, %n
  br i1 %e, label %ih, label %olatch
iskip:
  br i1 %c, label %ih, label %olatch
olatch:
  %i1 = add i32 %i, 1
  %f = icmp slt i32 %i1, %n
  br i1 %f, label %oh, label %exit
exit:
  ret void
dead:
  br label %exit
}
"#;

#[test]
fn dominators_of_a_diamond_and_unreachable_blocks() {
    let m = module(
        r#"
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  ret i32 0
dead:
  br label %j
}"#,
    );
    let f = func(&m, "f");
    let cfg = Cfg::new(f);
    let got = idoms(f, &cfg);
    let want = [("entry", "-"), ("a", "entry"), ("b", "entry"), ("j", "entry")];
    assert_eq!(got, want.map(|(a, b)| (a.to_string(), b.to_string())));
    let (e, a, b, j, dead) = (
        block(f, "entry"),
        block(f, "a"),
        block(f, "b"),
        block(f, "j"),
        block(f, "dead"),
    );
    assert!(!cfg.reachable(dead));
    assert!(cfg.dominates(e, j) && cfg.dominates(j, j) && !cfg.dominates(a, j));
    assert_eq!(cfg.common_dominator(a, b), e);
    assert_eq!(cfg.common_dominator(a, j), e);
    assert_eq!(cfg.common_dominator(a, a), a);
    // The unreachable block's edge still makes it a predecessor, but not a dominator.
    assert!(cfg.preds[j].contains(&dead));
    assert!(!cfg.is_irreducible());
}

#[test]
fn nested_loops_with_two_back_edges_to_one_header() {
    let m = module(NESTED);
    let f = func(&m, "f");
    let cfg = Cfg::new(f);
    let lp = Loops::new(&cfg);
    assert!(!cfg.is_irreducible());
    assert_eq!(lp.header.len(), 2, "two back edges to %ih are one loop");
    let inner = lp.innermost[block(f, "ibody")].unwrap();
    let outer = lp.innermost[block(f, "olatch")].unwrap();
    assert_ne!(inner, outer);
    assert_eq!(names(f, &[lp.header[inner]]), ["ih"]);
    assert_eq!(names(f, &[lp.header[outer]]), ["oh"]);
    assert_eq!(names(f, &lp.blocks[inner]), ["ih", "ibody", "iskip"]);
    assert_eq!(names(f, &lp.blocks[outer]), ["oh", "ih", "ibody", "iskip", "olatch"]);
    assert_eq!(lp.parent[inner], Some(outer));
    assert_eq!(lp.parent[outer], None);
    assert_eq!(lp.innermost[block(f, "iskip")], Some(inner));
    assert_eq!(lp.innermost[block(f, "oh")], Some(outer));
    assert_eq!(lp.innermost[block(f, "entry")], None);
    assert_eq!(lp.innermost[block(f, "exit")], None);
    assert_eq!(lp.innermost[block(f, "dead")], None);
    assert!(lp.contains(outer, block(f, "ibody")) && !lp.contains(inner, block(f, "olatch")));
    let (ih, ibody, iskip, oh, olatch) = (
        block(f, "ih"),
        block(f, "ibody"),
        block(f, "iskip"),
        block(f, "oh"),
        block(f, "olatch"),
    );
    assert!(cfg.is_back_edge(ibody, ih) && cfg.is_back_edge(iskip, ih) && cfg.is_back_edge(olatch, oh));
    assert!(!cfg.is_back_edge(oh, ih) && !cfg.is_back_edge(ibody, olatch));
    assert_eq!(cfg.idom[olatch], Some(ih));
}

#[test]
fn sibling_loops_and_a_self_loop() {
    let m = module(
        r#"
define void @f(i1 %c) {
entry:
  br label %a
a:
  br i1 %c, label %a, label %b
b:
  br label %bb
bb:
  br i1 %c, label %b, label %x
x:
  ret void
}"#,
    );
    let f = func(&m, "f");
    let cfg = Cfg::new(f);
    let lp = Loops::new(&cfg);
    assert!(!cfg.is_irreducible());
    assert_eq!(lp.header.len(), 2);
    let la = lp.innermost[block(f, "a")].unwrap();
    let lb = lp.innermost[block(f, "bb")].unwrap();
    assert_eq!(names(f, &lp.blocks[la]), ["a"]);
    assert_eq!(names(f, &lp.blocks[lb]), ["b", "bb"]);
    assert_eq!((lp.parent[la], lp.parent[lb]), (None, None));
}

#[test]
fn irreducible_control_flow_is_detected() {
    // A cycle entered at %a and at %b: neither dominates the other.
    let m = module(
        r#"
define void @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  br i1 %c, label %a, label %x
x:
  ret void
}"#,
    );
    let f = func(&m, "f");
    let cfg = Cfg::new(f);
    assert!(cfg.is_irreducible());
    // Its natural loops miss the cycle: no edge goes to a dominator.
    assert!(Loops::new(&cfg).header.is_empty());
    // An irreducible cycle inside a natural loop is still found.
    let m = module(
        r#"
define void @g(i1 %c) {
entry:
  br label %h
h:
  br i1 %c, label %a, label %b
a:
  br i1 %c, label %b, label %l
b:
  br i1 %c, label %a, label %l
l:
  br i1 %c, label %h, label %x
x:
  ret void
}"#,
    );
    let cfg = Cfg::new(func(&m, "g"));
    assert!(cfg.is_irreducible());
    assert!(!Cfg::new(func(&module(NESTED), "f")).is_irreducible());
}

#[test]
fn switch_successors_keep_repetitions_and_predecessors_do_not() {
    let m = module(
        r#"
define void @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %j
                            i32 1, label %j ]
d:
  br label %j
j:
  ret void
}"#,
    );
    let f = func(&m, "f");
    let cfg = Cfg::new(f);
    let (e, d, j) = (block(f, "entry"), block(f, "d"), block(f, "j"));
    assert_eq!(cfg.succs[e], vec![d, j, j]);
    assert_eq!(cfg.preds[j], vec![e, d]);
    assert_eq!(cfg.rpo[0], e);
    assert_eq!(cfg.start, vec![0, 1, 2, 3]);
}

/// A function with a bit of everything, for whole-function properties.
pub(super) const NESTED_WITH_VALUES: &str = r#"
declare i32 @llvm.umin.i32(i32, i32)
declare void @ext(ptr)

define i32 @f(ptr %p, i32 %n, i32 %x) {
entry:
  %x7 = mul i32 %x, 7
  %c0 = icmp sgt i32 %n, 0
  br i1 %c0, label %oh, label %exit
oh:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  %s = phi i32 [ %x7, %entry ], [ %s2, %olatch ]
  %o = add i32 %i, %x7
  %lo = load i32, ptr %p
  br label %ih
ih:
  %j = phi i32 [ 0, %oh ], [ %j1, %ij ]
  %t = mul i32 %j, %o
  %cj = icmp ult i32 %t, 100
  br i1 %cj, label %ia, label %ib
ia:
  %u = add i32 %t, %lo
  br label %ij
ib:
  %v = call i32 @llvm.umin.i32(i32 %t, i32 %i)
  store i32 %v, ptr %p
  %w = load i32, ptr %p
  br label %ij
ij:
  %m = phi i32 [ %u, %ia ], [ %w, %ib ]
  %j1 = add i32 %j, 1
  %ce = icmp slt i32 %j1, %m
  br i1 %ce, label %ih, label %olatch
olatch:
  %jl = phi i32 [ %m, %ij ]
  call void @ext(ptr %p)
  %s1 = xor i32 %s, %jl
  %s2 = add i32 %s1, %o
  %i1 = add i32 %i, 1
  %co = icmp slt i32 %i1, %n
  br i1 %co, label %oh, label %exit
exit:
  %sl = phi i32 [ %x7, %entry ], [ %s2, %olatch ]
  %last = load i32, ptr %p
  %r = sub i32 %sl, %last
  ret i32 %r
}
"#;
