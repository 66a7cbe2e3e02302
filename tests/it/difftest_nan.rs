//! Differential test of the bit-exact floating-point operations against LLVM's JIT: NaN
//! inputs (quiet and signaling, both signs, several payloads) of `half`, `float`,
//! `double` and vectors of them go through `fneg`, `fabs`, `copysign`, `select`, `phi`,
//! `freeze`, `bitcast` (both ways), a store and a load (as the same type and as an
//! integer), `extractelement`, `insertelement` and `shufflevector`, in the interpreter
//! and natively; the results must agree bit for bit (LangRef: these operations keep a
//! NaN's sign, quiet bit and payload). A second test shows LLVM a wrong `fneg`
//! (`fsub -0.0, x`, which keeps a NaN's sign on x86) and checks that the comparison
//! notices.

use minotaur::interp::{self, Concrete};
use minotaur::ir::{self, Type};
use minotaur::llvm::difftest::WorkerCmd;
use minotaur::llvm::difftest::{Answer, Worker};
use minotaur::llvm::jit::{self, CodegenLevel};
use minotaur::sem::eval_function;
use minotaur::util::ApInt;

/// The formats tested: (LLVM name, bits, exponent bits, stored significand bits).
const FORMATS: [(&str, u32, u32, u32); 3] = [("half", 16, 5, 10), ("float", 32, 8, 23), ("double", 64, 11, 52)];

/// Interesting lanes of a format: NaNs of both signs, quiet and signaling, with payloads
/// 1, the top payload bit, a middle pattern and all ones; and a few numbers.
fn lanes(bits: u32, e: u32, s: u32) -> Vec<ApInt> {
    let exp = ((1u128 << e) - 1) << s;
    let quiet = 1u128 << (s - 1);
    let payloads = [1u128, 1 << (s - 2), 0x2A5 & ((1 << (s - 1)) - 1), (1 << (s - 1)) - 1];
    let mut out = Vec::new();
    for sign in [0u128, 1u128 << (bits - 1)] {
        for q in [0, quiet] {
            for p in payloads {
                out.push(ApInt::from_u128(bits, sign | exp | q | p));
            }
        }
        out.push(ApInt::from_u128(bits, sign | exp | quiet)); // the preferred NaN
        out.push(ApInt::from_u128(bits, sign | exp)); // infinity
        out.push(ApInt::from_u128(bits, sign)); // zero
        out.push(ApInt::from_u128(bits, sign | (1u128 << (bits - 3)) | 5)); // a number
    }
    out
}

/// `@f` bodies, each `(name, params, ret, body)`; `{T}` is the float type, `{S}` its
/// scalar, `{I}` the integer type of the same width, `{V}` a 4-lane vector of `{S}`,
/// `{M}` the intrinsic suffix of `{T}`, `{C}` the condition type of a select on `{T}`.
const CASES: &[(&str, &str, &str, &str)] = &[
    ("fneg", "{T} %x, {T} %y", "{T}", "  %r = fneg {T} %x\n  ret {T} %r\n"),
    (
        "fabs",
        "{T} %x, {T} %y",
        "{T}",
        "  %r = call {T} @llvm.fabs.{M}({T} %x)\n  ret {T} %r\n",
    ),
    (
        "copysign",
        "{T} %x, {T} %y",
        "{T}",
        "  %r = call {T} @llvm.copysign.{M}({T} %x, {T} %y)\n  ret {T} %r\n",
    ),
    (
        "select",
        "{T} %x, {T} %y",
        "{T}",
        "  %c = fcmp oeq {T} %y, %y\n  %r = select {C} %c, {T} %x, {T} %y\n  ret {T} %r\n",
    ),
    (
        "phi",
        "{T} %x, {T} %y",
        "{T}",
        "  br label %a\na:\n  br label %m\nm:\n  %r = phi {T} [ %x, %a ]\n  ret {T} %r\n",
    ),
    (
        "freeze",
        "{T} %x, {T} %y",
        "{T}",
        "  %r = freeze {T} %x\n  ret {T} %r\n",
    ),
    (
        "bitcast",
        "{T} %x, {T} %y",
        "{I}",
        "  %r = bitcast {T} %x to {I}\n  ret {I} %r\n",
    ),
    (
        "bitcast.back",
        "{T} %x, {T} %y",
        "{T}",
        "  %i = bitcast {T} %x to {I}\n  %r = bitcast {I} %i to {T}\n  ret {T} %r\n",
    ),
    (
        "store.load",
        "{T} %x, {T} %y",
        "{T}",
        "  %p = alloca {T}\n  store {T} %x, ptr %p\n  %r = load {T}, ptr %p\n  ret {T} %r\n",
    ),
    (
        "store.load.int",
        "{T} %x, {T} %y",
        "{I}",
        "  %p = alloca {T}\n  store {T} %x, ptr %p\n  %r = load {I}, ptr %p\n  ret {I} %r\n",
    ),
    (
        "extractelement",
        "{V} %x, {V} %y",
        "{S}",
        "  %r = extractelement {V} %x, i32 2\n  ret {S} %r\n",
    ),
    (
        "insertelement",
        "{V} %x, {V} %y",
        "{V}",
        "  %e = extractelement {V} %y, i32 0\n  %r = insertelement {V} %x, {S} %e, i32 1\n  ret {V} %r\n",
    ),
    (
        "shufflevector",
        "{V} %x, {V} %y",
        "{V}",
        "  %r = shufflevector {V} %x, {V} %y, <4 x i32> <i32 0, i32 5, i32 3, i32 6>\n  ret {V} %r\n",
    ),
];

fn worker() -> Worker {
    Worker::new(WorkerCmd {
        program: env!("CARGO_BIN_EXE_minotaur").into(),
        args: vec!["jit-worker".into()],
    })
}

/// The module text of case `c` for float type `t` (scalar `s`, `bits` wide).
fn module(c: &(&str, &str, &str, &str), t: &str, s: &str, bits: u32) -> String {
    let int = if t.starts_with('<') {
        format!("<4 x i{bits}>")
    } else {
        format!("i{bits}")
    };
    let mangle = if t.starts_with('<') {
        format!("v4f{bits}")
    } else {
        format!("f{bits}")
    };
    let fill = |x: &str| {
        x.replace("{T}", t)
            .replace("{S}", s)
            .replace("{I}", &int)
            .replace("{V}", &format!("<4 x {s}>"))
            .replace("{M}", &mangle)
            .replace("{C}", if t.starts_with('<') { "<4 x i1>" } else { "i1" })
    };
    let mut m = format!("define {} @f({}) {{\n{}}}\n", fill(c.2), fill(c.1), fill(c.3));
    for i in ["fabs", "copysign"] {
        if c.0 == i {
            let args = if i == "fabs" { fill("{T}") } else { fill("{T}, {T}") };
            m += &format!("declare {} @llvm.{i}.{}({args})\n", fill("{T}"), mangle);
        }
    }
    m
}

/// Runs every case on every input pair in both `interp` and the JIT (LLVM shown
/// `mutate(text)`); returns (lanes compared, mismatches described).
fn run(mutate: fn(&str) -> String) -> (usize, Vec<String>) {
    let mut w = worker();
    let (mut compared, mut bad) = (0usize, Vec::new());
    for (s, bits, e, sig) in FORMATS {
        let ls = lanes(bits, e, sig);
        for t in [s.to_string(), format!("<4 x {s}>")] {
            for c in CASES {
                let text = module(c, &t, s, bits);
                let m = ir::parse_module(&text).unwrap_or_else(|e| panic!("{text}\nline {}: {}", e.line, e.msg));
                let f = m.function("f").expect("@f");
                let params: Vec<Type> = f.params.iter().map(|p| p.ty.clone()).collect();
                // Input pairs: lane i of x, and lane (i + k) of y, over the lane list.
                let n = params[0].lanes() as usize;
                let mut inputs = Vec::new();
                let mut values = Vec::new();
                for i in 0..ls.len() {
                    for k in [0, 3, 7] {
                        let x: Vec<ApInt> = (0..n).map(|j| ls[(i + j) % ls.len()].clone()).collect();
                        let y: Vec<ApInt> = (0..n).map(|j| ls[(i + k + 5 * j) % ls.len()].clone()).collect();
                        let mut buf = vec![0u8; jit::buffer_bytes(&params)];
                        jit::encode(&params, &[x.clone(), y.clone()], &mut buf);
                        inputs.push(buf);
                        values.push([x, y]);
                    }
                }
                let size = inputs[0].len();
                let outs = match w.run(CodegenLevel::O0, &mutate(&text), size, &inputs) {
                    Ok(Answer::Outputs(o)) => o,
                    other => panic!("the JIT did not run {}:\n{text}\n{other:?}", c.0),
                };
                for (vals, out) in values.iter().zip(outs) {
                    let args = vals
                        .iter()
                        .map(|v| interp::value(v.iter().map(|b| (b.clone(), false))))
                        .collect();
                    let o = eval_function(&Concrete::new(), f, args, false).expect("interp runs it");
                    let want = interp::lanes(o.ret.as_ref().expect("a value"));
                    let got = jit::decode(&f.ret, &out);
                    for (l, ((wb, poison), g)) in want.iter().zip(&got).enumerate() {
                        assert!(!poison, "{} on {t}: a poison lane", c.0);
                        compared += 1;
                        if wb != g {
                            bad.push(format!(
                                "{} on {t}, lane {l}: inputs {:?}: interp {wb:?}, llvm {g:?}",
                                c.0, vals
                            ));
                        }
                    }
                }
            }
        }
    }
    (compared, bad)
}

fn bit_exact_operations_keep_nan_bits_as_llvm_does() {
    let (compared, bad) = run(|t| t.to_string());
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad[..bad.len().min(20)].join("\n")
    );
    // 3 formats x 2 shapes x 13 cases x 48 input pairs, 1 or 4 lanes each.
    assert!(compared >= 3 * 13 * 48 * 5, "only {compared} lanes compared");
}

fn the_nan_comparison_notices_a_lost_sign() {
    // `fsub -0.0, x` keeps a NaN's sign on x86 (it returns the NaN operand quieted),
    // where `fneg` flips it: shown to LLVM in place of `fneg`, it must be caught.
    let (_, bad) = run(fneg_as_fsub);
    assert!(
        bad.iter().any(|b| b.starts_with("fneg on float")),
        "no mismatch noticed"
    );
}

/// `text` with `%r = fneg T %x` written `%r = fsub T -0.0, %x`.
fn fneg_as_fsub(text: &str) -> String {
    text.lines()
        .map(
            |l| match l.trim().strip_prefix("%r = fneg ").and_then(|r| r.strip_suffix(" %x")) {
                Some(t) => {
                    let zero = match t.strip_prefix("<4 x ").and_then(|s| s.strip_suffix('>')) {
                        Some(s) => format!("splat ({s} -0.0)"),
                        None => "-0.0".to_string(),
                    };
                    format!("  %r = fsub {t} {zero}, %x\n")
                }
                None => format!("{l}\n"),
            },
        )
        .collect()
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![
        crate::test(
            module_path!(),
            "bit_exact_operations_keep_nan_bits_as_llvm_does",
            bit_exact_operations_keep_nan_bits_as_llvm_does,
        ),
        crate::test(
            module_path!(),
            "the_nan_comparison_notices_a_lost_sign",
            the_nan_comparison_notices_a_lost_sign,
        ),
    ]
}
