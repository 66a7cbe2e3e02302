//! LLVM's own folds of x86 intrinsics as an oracle for `sem::x86`, poison included: calls
//! of every registered intrinsic with some operands constant (edge values, NaNs, poison
//! lanes) go through `opt-22 -passes=instcombine`; wherever LLVM folds or rewrites one,
//! minotaur must prove the rewrite valid. The differential test runs no poison; this is
//! where the per-lane poison model meets LLVM's view of it.

use minotaur::ir::{print_function, Function, Type};
use minotaur::sem::x86::{Imm, X86Intrinsic, TABLE};
use minotaur::smt::{refines, Options, Verdict};
use minotaur::util::Rng;
use std::fmt::Write;

/// Calls per intrinsic.
const PER_INTRINSIC: u64 = 3;

/// A constant lane of `w` bits: an edge value or random bits, as a signed decimal.
fn lane(rng: &mut Rng, w: u32, float: bool) -> String {
    let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let v = if float && rng.chance(1, 2) {
        // 0, -0, 1, -1, 2.5, +inf, -inf, quiet NaN, signaling NaN, 2^32, smallest subnormal.
        let (e, s) = if w == 32 { (8, 23) } else { (11, 52) };
        let bias = (1u64 << (e - 1)) - 1;
        let exp = |x: u64| x << s;
        let sign = 1u64 << (w - 1);
        let inf = exp((1 << e) - 1);
        *rng.pick(&[
            0,
            sign,
            exp(bias),
            exp(bias) | sign,
            exp(bias + 1) | (1 << (s - 2)),
            inf,
            inf | sign,
            inf | (1 << (s - 1)),
            inf | 1,
            exp(bias + 32),
            1,
        ])
    } else if rng.chance(1, 2) {
        let small = rng.below(w as u64 + 3);
        *rng.pick(&[0, 1, 2, 15, 16, 0x80, mask, mask >> 1, (mask >> 1) + 1, small])
    } else {
        rng.next_u64()
    } & mask;
    let signed = if w < 64 && v >> (w - 1) & 1 == 1 {
        v as i64 - (1i64 << w)
    } else {
        v as i64
    };
    signed.to_string()
}

/// A constant of type `t` (a vector's lanes may be poison), in LLVM syntax.
fn constant(rng: &mut Rng, t: &Type, text: &str) -> String {
    let w = t.scalar_bits().expect("sized");
    let float = matches!(t.scalar(), Type::Float(_));
    if t.lanes() == 1 && !text.starts_with('<') {
        return lane(rng, w, false);
    }
    let lanes: Vec<String> = (0..t.lanes())
        .map(|_| {
            let l = if rng.chance(1, 8) {
                "poison".to_string()
            } else {
                lane(rng, w, float)
            };
            format!("i{w} {l}")
        })
        .collect();
    let ints = format!("<{}>", lanes.join(", "));
    if float {
        format!("bitcast (<{} x i{w}> {ints} to {text})", t.lanes())
    } else {
        ints
    }
}

/// `@name`: a call of `e` with operands chosen constant or not by `mode`.
fn function(rng: &mut Rng, e: &X86Intrinsic, name: &str) -> String {
    let mode = rng.below(3);
    let imm = e.immediate();
    let (mut params, mut args) = (Vec::new(), Vec::new());
    for (j, (text, t)) in e.args.iter().zip(e.arg_types()).enumerate() {
        if let Some((_, allowed)) = imm.filter(|(i, _)| *i == j) {
            let v = match allowed {
                Imm::Upto(m) => rng.below(m + 1),
                Imm::OneOf(s) => *rng.pick(s),
            };
            args.push(format!("{text} {v}"));
        } else if (mode == 1 && j == 0) || (mode == 2 && j != 0) {
            params.push(format!("{text} %a{j}"));
            args.push(format!("{text} %a{j}"));
        } else {
            args.push(format!("{text} {}", constant(rng, &t, text)));
        }
    }
    format!(
        "define {r} @{name}({}) {{\n  %r = call {r} @{}({})\n  ret {r} %r\n}}\n",
        params.join(", "),
        e.llvm_name(),
        args.join(", "),
        r = e.ret
    )
}

/// The body of `f` as text, without its name and attributes.
fn body(f: &Function) -> String {
    let mut g = f.clone();
    g.name = String::new();
    g.prefix = String::new();
    g.suffix = String::new();
    print_function(&g)
}

fn every_instcombine_fold_of_an_x86_intrinsic_is_proved_valid() {
    let mut text = String::new();
    for (n, e) in TABLE.iter().enumerate() {
        for k in 0..PER_INTRINSIC {
            let mut rng = Rng::stream(0x1c_0bb1e, n as u64 * PER_INTRINSIC + k);
            text += &function(&mut rng, e, &format!("f{n}_{k}"));
        }
        writeln!(text, "declare {} @{}({})", e.ret, e.llvm_name(), e.args.join(", ")).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("minotaur-x86-instcombine-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (before, after) = (dir.join("calls.ll"), dir.join("folded.ll"));
    std::fs::write(&before, &text).unwrap();
    let out = minotaur::llvm::tools::run(
        "opt",
        &[
            "-S".as_ref(),
            "-mtriple=x86_64-unknown-linux-gnu".as_ref(),
            "-mcpu=sapphirerapids".as_ref(),
            "-passes=instcombine".as_ref(),
            before.as_os_str(),
            "-o".as_ref(),
            after.as_os_str(),
        ],
    )
    .expect("opt-22 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let src = minotaur::llvm::load_module(&before).expect("the calls load");
    let tgt = minotaur::llvm::load_module(&after).expect("opt's output loads");
    let (mut proved, mut unknown, mut wrong) = (0, Vec::new(), Vec::new());
    for s in src.functions().filter(|f| !f.blocks.is_empty()) {
        let mut t = tgt.function(&s.name).expect("opt keeps every function").clone();
        if body(s) == body(&t) {
            continue;
        }
        // opt adds `target-cpu` attributes (`#0`); they do not change the IR's meaning.
        t.suffix = s.suffix.clone();
        match refines(s, &t, &Options::default()).expect("a refinement query") {
            Verdict::Valid => proved += 1,
            Verdict::Unknown(r) => unknown.push(format!("{}: {r}", s.name)),
            Verdict::Invalid(c) => wrong.push(format!(
                "{}{}: {} (inputs {:?})",
                print_function(s),
                print_function(&t),
                c.reason,
                c.inputs
            )),
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(
        wrong.is_empty(),
        "minotaur disagrees with LLVM's folds of these calls:\n{}",
        wrong.join("\n")
    );
    assert!(unknown.is_empty(), "undecided folds:\n{}", unknown.join("\n"));
    eprintln!("{proved} folds of x86 intrinsics proved valid");
    // The oracle must have something to say: LLVM folds many of these calls.
    assert!(proved >= 150, "only {proved} folds checked");
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![crate::test(
        module_path!(),
        "every_instcombine_fold_of_an_x86_intrinsic_is_proved_valid",
        every_instcombine_fold_of_an_x86_intrinsic_is_proved_valid,
    )]
}
