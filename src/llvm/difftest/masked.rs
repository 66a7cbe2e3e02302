//! Differential test of `sem::masked` against this host: `llvm.masked.load` and
//! `llvm.masked.gather` of random lane types, alignments, masks, passthru values and
//! indices over a random constant buffer, run by `interp` (the buffer as the initial
//! memory of one block) and natively by LLVM's JIT (host CPU and features), compared lane
//! by lane, bit for bit (a load moves bits: NaN payloads included).
//!
//! Every lane's address, masked on or off, stays inside the buffer, so no input can
//! fault: execution cannot show what an access out of bounds would be (that masked-off
//! lanes are not accessed is the LangRef's word, checked by the verifier's tests).

use crate::interp::{self, Concrete};
use crate::ir::{self, FloatKind, Type};
use crate::llvm::jit::{self, CodegenLevel, JitError};
use crate::sem::values::pointer_lane;
use crate::sem::InputKind;
use crate::sem::TAG_BITS;
use crate::sem::{eval_function_with, Domain, Memory};
use crate::util::ApInt;
use crate::util::Rng;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Bytes of the constant buffer every lane reads from.
const BUF: u64 = 256;
/// Where `interp`'s block holding the buffer starts (64-byte aligned, as the global).
const BASE: u64 = 0x10000;

/// What to run.
#[derive(Clone, Debug)]
pub struct MaskedConfig {
    /// Generated functions (one JIT compilation each).
    pub cases: u64,
    /// Inputs per function.
    pub inputs_per_case: usize,
    /// Seed of every random choice.
    pub seed: u64,
    /// Rewrites each module before LLVM sees it (`interp` sees the original): only for
    /// checking that the harness notices a wrong answer.
    pub mutate_llvm: Option<fn(&str) -> String>,
}

/// What was compared and every disagreement.
#[derive(Clone, Debug, Default)]
pub struct MaskedReport {
    /// Executions compared.
    pub compared: u64,
    /// Executions by intrinsic (`masked.load`, `masked.gather`).
    pub by_kind: BTreeMap<String, u64>,
    /// Each disagreement: the function, the arguments, both results.
    pub mismatches: Vec<String>,
}

/// One generated function: the LLVM module (a global buffer) and `interp`'s function
/// (the buffer behind a first `ptr` parameter), the types of the JIT's arguments.
struct Case {
    kind: &'static str,
    llvm: String,
    interp: ir::Function,
    params: Vec<Type>,
    ret: Type,
    buffer: Vec<u8>,
    /// Gathers: indices stay below this.
    max_index: u64,
}

fn gen_case(rng: &mut Rng) -> Case {
    let elems = [
        Type::Int(8),
        Type::Int(16),
        Type::Int(32),
        Type::Int(64),
        Type::Float(FloatKind::Half),
        Type::Float(FloatKind::Float),
        Type::Float(FloatKind::Double),
    ];
    let elem = rng.pick(&elems).clone();
    let size = u64::from(elem.scalar_bits().expect("a scalar")) / 8;
    let lanes: Vec<u32> = [2u32, 4, 8, 16, 32]
        .into_iter()
        .filter(|n| u64::from(*n) * size <= 64)
        .collect();
    let n = *rng.pick(&lanes);
    let ret = Type::Vector {
        len: n,
        elem: Box::new(elem.clone()),
        scalable: false,
    };
    let mask = format!("<{n} x i1>");
    let buffer: Vec<u8> = (0..BUF).map(|_| rng.below(256) as u8).collect();
    let gather = rng.chance(1, 2);
    let (kind, body, params, max_index) = if gather {
        let idx = format!("<{n} x i32>");
        let body = format!(
            "  %q = getelementptr inbounds {elem}, ptr %b, {idx} %i\n  \
             %r = call {ret} @llvm.masked.gather.{m}.v{n}p0(<{n} x ptr> align {size} %q, {mask} %m, {ret} %pt)\n",
            m = ret.mangle()
        );
        let params = vec![mask_type(n), ret.clone(), int_vec(n, 32)];
        ("masked.gather", body, params, BUF / size)
    } else {
        let align = 1u64 << rng.below(u64::from(size.trailing_zeros()) + 2).min(6);
        let room = BUF - u64::from(n) * size;
        let off = rng.below(room / align + 1) * align;
        let body = format!(
            "  %p = getelementptr inbounds i8, ptr %b, i64 {off}\n  \
             %r = call {ret} @llvm.masked.load.{m}.p0(ptr align {align} %p, {mask} %m, {ret} %pt)\n",
            m = ret.mangle()
        );
        ("masked.load", body, vec![mask_type(n), ret.clone()], 0)
    };
    let extra = if gather {
        format!(", <{n} x i32> %i")
    } else {
        String::new()
    };
    let sig = format!("{mask} %m, {ret} %pt{extra}");
    let mut llvm = String::from("@buf = private unnamed_addr constant [256 x i8] c\"");
    for b in &buffer {
        let _ = write!(llvm, "\\{b:02X}");
    }
    let _ = write!(
        llvm,
        "\", align 64\n\ndefine {ret} @f({sig}) {{\n{}  ret {ret} %r\n}}\n",
        body.replace("ptr %b", "ptr @buf")
    );
    let text = format!("define {ret} @f(ptr %b, {sig}) {{\n{body}  ret {ret} %r\n}}\n");
    let interp = ir::parse_function(&text, &BTreeMap::new()).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    Case {
        kind,
        llvm,
        interp,
        params,
        ret,
        buffer,
        max_index,
    }
}

fn mask_type(n: u32) -> Type {
    int_vec(n, 1)
}

fn int_vec(n: u32, w: u32) -> Type {
    Type::Vector {
        len: n,
        elem: Box::new(Type::Int(w)),
        scalable: false,
    }
}

/// Random lanes of `t`; indices (`max_index > 0`, 32-bit lanes) stay in the buffer.
fn draw(rng: &mut Rng, t: &Type, max_index: u64) -> Vec<ApInt> {
    let w = t.scalar_bits().expect("a scalar");
    (0..t.lanes())
        .map(|_| match (w, max_index) {
            (32, k) if k > 0 => ApInt::from_u64(32, rng.below(k)),
            _ => rng.bits(w),
        })
        .collect()
}

/// `interp`'s result on `args` (after the buffer's pointer), the buffer as initial memory:
/// the lanes (bits, poison), or `None` when `interp` finds undefined behaviour.
fn run_interp(c: &Case, args: &[Vec<ApInt>]) -> Option<Vec<(ApInt, bool)>> {
    let mut vals = vec![interp::scalar(pointer_lane(1, BASE))];
    vals.extend(args.iter().map(|a| interp::value(a.iter().map(|b| (b.clone(), false)))));
    // First pass: which inputs memory asks for, and the address of each byte read.
    let probe = Concrete::for_pair(Vec::new(), Vec::new(), Vec::new());
    let mut mem = Memory::new();
    eval_function_with(&probe, &c.interp, vals.clone(), false, &mut mem).ok()?;
    let mut addrs = mem.initial_bytes().into_iter().map(|(a, _, _)| a.low_u64());
    let inputs = mem
        .input_kinds()
        .iter()
        .map(|k| match k {
            InputKind::Byte => {
                let a = addrs.next().unwrap_or(0).wrapping_sub(BASE);
                ApInt::from_u64(8, c.buffer.get(a as usize).copied().unwrap_or(0).into())
            }
            InputKind::Poison => ApInt::zero(1),
            InputKind::Tag(_) => ApInt::zero(TAG_BITS),
            InputKind::Base => ApInt::from_u64(64, BASE),
            InputKind::Size => ApInt::from_u64(64, BUF),
        })
        .collect();
    let d = Concrete::for_pair(Vec::new(), Vec::new(), inputs);
    let out = eval_function_with(&d, &c.interp, vals, false, &mut Memory::new()).ok()?;
    if d.bool_value(&out.ub) != Some(false) {
        return None;
    }
    out.ret.map(|v| interp::lanes(&v))
}

/// Runs `cfg.cases` functions on `cfg.inputs_per_case` inputs each.
pub fn run(cfg: &MaskedConfig) -> Result<MaskedReport, JitError> {
    let mut rep = MaskedReport::default();
    for i in 0..cfg.cases {
        let mut rng = Rng::stream(cfg.seed, i);
        let c = gen_case(&mut rng);
        let inputs: Vec<Vec<Vec<ApInt>>> = (0..cfg.inputs_per_case)
            .map(|_| c.params.iter().map(|t| draw(&mut rng, t, c.max_index)).collect())
            .collect();
        let llvm = cfg.mutate_llvm.map_or_else(|| c.llvm.clone(), |m| m(&c.llvm));
        let got: Vec<Vec<ApInt>> = jit::with_compiled(&llvm, CodegenLevel::O0, |run| {
            let mut inbuf = vec![0u8; jit::buffer_bytes(&c.params)];
            let mut out = vec![0u8; jit::slot_bytes(&c.ret)];
            inputs
                .iter()
                .map(|args| {
                    jit::encode(&c.params, args, &mut inbuf);
                    run(&inbuf, &mut out);
                    jit::decode(&c.ret, &out)
                })
                .collect()
        })?;
        for (args, llvm) in inputs.iter().zip(got) {
            rep.compared += 1;
            *rep.by_kind.entry(c.kind.to_string()).or_default() += 1;
            let want = run_interp(&c, args);
            let agree = want
                .as_ref()
                .is_some_and(|w| w.len() == llvm.len() && w.iter().zip(&llvm).all(|((b, p), g)| *p || b == g));
            if !agree {
                let show = |v: &[ApInt]| v.iter().map(|b| format!("{b:?}")).collect::<Vec<_>>().join(" ");
                let mut s = format!("{}\nargs:", ir::print_function(&c.interp));
                for a in args {
                    let _ = write!(s, " [{}]", show(a));
                }
                let w = match &want {
                    Some(w) => w
                        .iter()
                        .map(|(b, p)| if *p { "poison".into() } else { format!("{b:?}") })
                        .collect::<Vec<_>>()
                        .join(" "),
                    None => "undefined behaviour".into(),
                };
                let _ = write!(s, "\ninterp: {w}\nllvm:   {}", show(&llvm));
                rep.mismatches.push(s);
            }
        }
    }
    Ok(rep)
}
