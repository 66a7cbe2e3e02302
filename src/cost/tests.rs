//! Tests of the cost model against the real `llc-22`/`llvm-mca-22`/`opt-22`: batches agree
//! with single functions, the static cost orders obvious cases, `-O3` simplifies.

use super::*;

fn func(text: &str) -> Function {
    let m = ir::parse_module(text).expect("parses");
    let f = m.functions().next().expect("a function").clone();
    f
}

const MUL: &str = "define i32 @f(i32 %x) {\n  %r = mul i32 %x, 12345\n  ret i32 %r\n}\n";
const ADD: &str = "define i32 @f(i32 %x, i32 %y) #0 {\n  %r = add i32 %x, %y\n  ret i32 %r\n}\n";
const DIV: &str = "define i32 @f(i32 %x, i32 %y) {\n  %r = udiv i32 %x, %y\n  ret i32 %r\n}\n";
const VEC: &str = "define <8 x i32> @f(<8 x i32> %x) {\n  %r = call <8 x i32> @llvm.umax.v8i32(<8 x i32> %x, <8 x i32> splat (i32 7))\n  ret <8 x i32> %r\n}\n";

#[test]
fn a_batch_costs_each_function_as_alone() {
    let fs: Vec<Function> = [MUL, ADD, DIV, VEC].iter().map(|t| func(t)).collect();
    let refs: Vec<&Function> = fs.iter().collect();
    let batch = mca_uops(&refs, "skylake");
    assert!(batch.iter().all(Option::is_some), "{batch:?}");
    for (f, b) in fs.iter().zip(&batch) {
        assert_eq!(mca_uops(&[f], "skylake")[0], *b);
    }
    // A divide costs more uOps than an add on Skylake.
    assert!(batch[2] > batch[1], "{batch:?}");
}

#[test]
fn a_function_llc_rejects_costs_none_and_spares_the_rest() {
    // An AVX-512 instruction on a CPU without AVX-512: llc cannot select it.
    let bad = func(
        "define <64 x i8> @f(<64 x i8> %x) {\n  %r = call <64 x i8> @llvm.x86.avx512.pavg.b.512(<64 x i8> %x, <64 x i8> %x)\n  ret <64 x i8> %r\n}\n",
    );
    let good = func(ADD);
    let got = mca_uops(&[&bad, &good], "skylake");
    assert_eq!(got[0], None);
    assert!(got[1].is_some());
}

#[test]
fn the_cache_is_used() {
    struct Count(u32, std::collections::HashMap<String, Option<u32>>);
    impl CostCache for Count {
        fn get(&mut self, k: &str, _: &str) -> Option<Option<u32>> {
            self.1.get(k).cloned()
        }
        fn put(&mut self, k: &str, _: &str, v: Option<u32>) {
            self.0 += 1;
            self.1.insert(k.into(), v);
        }
    }
    let f = func(ADD);
    let mut c = Count(0, Default::default());
    let a = mca_uops_cached(&[&f], "skylake", &mut c);
    let b = mca_uops_cached(&[&f], "skylake", &mut c);
    assert_eq!((a, c.0), (b, 1), "measured once");
}

#[test]
fn static_costs_order_the_obvious() {
    let (add, mul, div) = (func(ADD), func(MUL), func(DIV));
    assert!(static_cost(&add) < static_cost(&mul) && static_cost(&mul) < static_cost(&div));
}

#[test]
fn llvm_o3_simplifies_and_names_cpus() {
    let f = func("define i32 @f(i32 %x) {\n  %a = add i32 %x, 0\n  %b = mul i32 %a, 1\n  ret i32 %b\n}\n");
    let o = llvm_o3(&f).unwrap();
    assert_eq!(o.insts().count(), 1, "{}", ir::print_function(&o));
    assert_ne!(host_cpu(), "");
    assert!(cpu_flags("cascadelake").iter().any(|f| f == "avx512_vnni"));
    assert!(!cpu_flags("x86-64-v3").iter().any(|f| f.starts_with("avx512")));
}
