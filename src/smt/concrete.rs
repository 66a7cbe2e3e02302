//! The concrete half of the refinement check: running a source and a target together in
//! the interpreter (sharing initial memory), exhaustive enumeration of small queries,
//! sampling for cheap counterexamples, and the replay every counterexample goes through.

use super::refine::{failures, Behaviour, Counterexample, LaneVal, RefineError, UnknownReason, Verdict};
use crate::interp::Concrete;
use crate::ir::{FloatKind, Function, Type};
use crate::sem::{self, Lane, Memory, Outcome, Value};
use crate::util::ApInt;
use crate::util::Rng;

/// Both programs run on one input, with the reason `tgt` fails to refine `src` (if it does).
pub(super) struct Run {
    pub d: Concrete,
    pub mem: Memory<Concrete>,
    pub s: Outcome<Concrete>,
    pub t: Outcome<Concrete>,
    pub reason: Option<String>,
}

fn lane_name(i: usize, n: usize) -> String {
    if n == 1 {
        "the value".into()
    } else {
        format!("lane {i}")
    }
}

/// Runs the source then the target (sharing initial memory), then the refinement
/// conditions: the same steps, in the same order, as the symbolic query, so that the
/// `inputs` of a solver's model replay exactly.
pub(super) fn run_pair(
    src: &Function,
    tgt: &Function,
    (args, undef): (&[Value<Concrete>], &[Option<Vec<bool>>]),
    src_choices: Vec<ApInt>,
    tgt_choices: Vec<ApInt>,
    inputs: Vec<ApInt>,
) -> Result<Run, sem::Unsupported> {
    let d = Concrete::for_pair(src_choices, tgt_choices, inputs);
    let mut mem = Memory::new();
    let s = sem::eval_program(
        &d,
        src,
        args.to_vec(),
        undef,
        true,
        sem::pair_nan_mode(src, tgt, true),
        &mut mem,
    )?
    .0;
    let t = sem::eval_program(
        &d,
        tgt,
        args.to_vec(),
        undef,
        false,
        sem::pair_nan_mode(src, tgt, false),
        &mut mem,
    )?
    .0;
    let f = failures(&d, &src.ret, &mut mem, &s, &t);
    let n = f.lanes.len();
    let reason = if s.ub || !mem.well_formed(&d) {
        None
    } else if f.ub {
        Some("target has undefined behaviour where the source has none".to_string())
    } else if let Some(i) = f.lanes.iter().position(|l| l.0) {
        Some(format!(
            "{} is poison in the target but not in the source",
            lane_name(i, n)
        ))
    } else if let Some(i) = f.lanes.iter().position(|l| l.1) {
        Some(format!("{} differs", lane_name(i, n)))
    } else if f.access {
        Some("the target accesses memory the source does not (or writes memory the source only reads)".to_string())
    } else if f.memory {
        Some("final memory differs".to_string())
    } else {
        None
    };
    Ok(Run { d, mem, s, t, reason })
}

fn behaviour(o: &Outcome<Concrete>) -> Behaviour {
    if o.ub {
        return Behaviour::Ub;
    }
    match &o.ret {
        None => Behaviour::ReturnsVoid,
        Some(v) => Behaviour::Returns(
            v.lanes
                .iter()
                .map(|l| {
                    if l.poison {
                        LaneVal::Poison
                    } else {
                        LaneVal::Bits(l.bits.clone())
                    }
                })
                .collect(),
        ),
    }
}

/// The parameters' values of a counterexample (a poison or undef lane gets zero bits).
pub fn to_values(f: &Function, lanes: &[Vec<LaneVal>]) -> Vec<Value<Concrete>> {
    f.params
        .iter()
        .zip(lanes)
        .map(|(p, ls)| {
            let w = sem::lane_bits(&p.ty).unwrap_or(1);
            Value {
                lanes: ls
                    .iter()
                    .map(|l| match l {
                        LaneVal::Bits(b) => Lane {
                            bits: b.clone(),
                            poison: false,
                        },
                        LaneVal::Undef => Lane {
                            bits: ApInt::zero(w),
                            poison: false,
                        },
                        LaneVal::Poison => Lane {
                            bits: ApInt::zero(w),
                            poison: true,
                        },
                    })
                    .collect(),
            }
        })
        .collect()
}

/// The undef flags of a counterexample's lanes, for the parameters `undef_params` marks
/// (the others are never undef).
pub(super) fn undef_flags(lanes: &[Vec<LaneVal>], undef_params: &[bool]) -> Vec<Option<Vec<bool>>> {
    lanes
        .iter()
        .zip(undef_params)
        .map(|(ls, &on)| on.then(|| ls.iter().map(|l| matches!(l, LaneVal::Undef)).collect()))
        .collect()
}

/// Builds a replayed counterexample, or the internal error when it does not reproduce.
pub(super) fn counterexample(
    src: &Function,
    tgt: &Function,
    (lanes, undef_params): (Vec<Vec<LaneVal>>, &[bool]),
    tgt_choices: Vec<ApInt>,
    inputs: Vec<ApInt>,
) -> Result<Verdict, RefineError> {
    let undef_input = lanes.iter().flatten().any(|l| matches!(l, LaneVal::Undef));
    let src_memory = |want_load: bool| {
        src.insts().any(|i| match &i.op {
            crate::ir::Op::Store { .. } => !want_load,
            op => op.reads_memory() && want_load,
        })
    };
    if undef_input && src_memory(true) && src_memory(false) {
        // The source's memory keeps the one value stored, where the LangRef has undef
        // bits that each load may read differently: the source is modelled with fewer
        // choices than it has, so this counterexample may not be one.
        return Ok(Verdict::Unknown(UnknownReason::Unsupported(
            "a counterexample with an undef input in a source that stores and loads (undef bytes in memory are not modelled)".into(),
        )));
    }
    let args = to_values(src, &lanes);
    let flags = undef_flags(&lanes, undef_params);
    let replay = inputs.clone();
    let run = match run_pair(src, tgt, (&args, &flags), Vec::new(), tgt_choices, inputs.clone()) {
        Ok(r) => r,
        Err(u) => return Ok(Verdict::Unknown(UnknownReason::Unsupported(u.0))),
    };
    let Some(reason) = run.reason else {
        return Err(RefineError::Irreproducible(format!(
            "inputs {lanes:?}, memory inputs {inputs:?}"
        )));
    };
    let mut memory: Vec<(ApInt, LaneVal)> = Vec::new();
    for (a, b, p) in run.mem.initial_bytes() {
        if !memory.iter().any(|(x, _)| *x == a) {
            memory.push((a, if p { LaneVal::Poison } else { LaneVal::Bits(b) }));
        }
    }
    let inputs = src
        .params
        .iter()
        .zip(lanes)
        .map(|(p, l)| (p.name.clone(), p.ty.clone(), l))
        .collect();
    Ok(Verdict::Invalid(Box::new(Counterexample {
        inputs,
        ret_ty: src.ret.clone(),
        src: behaviour(&run.s),
        tgt: behaviour(&run.t),
        reason,
        memory,
        replay,
    })))
}

/// Decodes `code` into values of the given widths (lowest bits first).
fn decode(widths: &[u32], mut code: u64) -> Vec<ApInt> {
    widths
        .iter()
        .map(|&w| {
            let v = ApInt::from_u64(w, code & ((1u64 << w) - 1));
            code >>= w;
            v
        })
        .collect()
}

/// The inputs of `code`: per lane a poison bit, an undef bit (for the parameters
/// `undef_params` marks), then the lane's bits.
fn decode_inputs(src: &Function, slots: &[(usize, u32)], undef_params: &[bool], mut code: u64) -> Vec<Vec<LaneVal>> {
    let mut lanes: Vec<Vec<LaneVal>> = src.params.iter().map(|_| Vec::new()).collect();
    for &(pi, w) in slots {
        let poison = code & 1 == 1;
        code >>= 1;
        let undef = undef_params[pi] && {
            let u = code & 1 == 1;
            code >>= 1;
            u
        };
        let v = ApInt::from_u64(w, code & ((1u64 << w) - 1));
        code >>= w;
        lanes[pi].push(if poison {
            LaneVal::Poison
        } else if undef {
            LaneVal::Undef
        } else {
            LaneVal::Bits(v)
        });
    }
    lanes
}

/// Every input and every free choice, concretely: a proof (or a refutation) when they
/// total at most `max_bits`. The target's choices are the adversary's, the source's are
/// ours: the target fails when, for some input and target choice, every source choice
/// disagrees. `None` when there are too many bits to enumerate, or when the programs read
/// memory (initial memory is an input too large to enumerate).
pub(super) fn exhaustive(
    src: &Function,
    tgt: &Function,
    max_bits: u32,
    undef_params: &[bool],
) -> Result<Option<Verdict>, sem::Unsupported> {
    let mut slots = Vec::new();
    for (pi, p) in src.params.iter().enumerate() {
        for _ in 0..p.ty.lanes() {
            slots.push((pi, sem::lane_bits(&p.ty)?));
        }
    }
    let in_bits: u32 = slots.iter().map(|s| s.1 + 1 + undef_params[s.0] as u32).sum();
    if in_bits > max_bits {
        return Ok(None);
    }
    // The programs ask for the same choices and inputs on every input (every block is
    // evaluated, and an undef parameter's use asks for a choice whatever its flag).
    let lanes0 = decode_inputs(src, &slots, undef_params, 0);
    let probe = run_pair(
        src,
        tgt,
        (&to_values(src, &lanes0), &undef_flags(&lanes0, undef_params)),
        Vec::new(),
        Vec::new(),
        Vec::new(),
    )?;
    if !probe.d.input_widths().is_empty() {
        return Ok(None);
    }
    let (sw, tw) = (probe.d.src_choice_widths(), probe.d.choice_widths());
    let (sbits, tbits): (u32, u32) = (sw.iter().sum(), tw.iter().sum());
    if in_bits + sbits + tbits > max_bits {
        return Ok(None);
    }
    for code in 0u64..(1u64 << in_bits) {
        let lanes = decode_inputs(src, &slots, undef_params, code);
        let args = to_values(src, &lanes);
        let flags = undef_flags(&lanes, undef_params);
        for tc in 0u64..(1u64 << tbits) {
            let tchoice = decode(&tw, tc);
            let mut some_src_choice_works = false;
            for sc in 0u64..(1u64 << sbits) {
                if run_pair(src, tgt, (&args, &flags), decode(&sw, sc), tchoice.clone(), Vec::new())?
                    .reason
                    .is_none()
                {
                    some_src_choice_works = true;
                    break;
                }
            }
            if !some_src_choice_works {
                return Ok(Some(
                    counterexample(src, tgt, (lanes, undef_params), tchoice, Vec::new())
                        .map_err(|e| sem::Unsupported(e.to_string()))?,
                ));
            }
        }
    }
    Ok(Some(Verdict::Valid))
}

fn float_kind(t: &Type) -> Option<FloatKind> {
    match t.scalar() {
        Type::Float(k) => Some(*k),
        _ => None,
    }
}

/// Interesting bits for a lane of type `t`: edge values half the time, else random.
fn sample_lane(rng: &mut Rng, t: &Type, w: u32) -> ApInt {
    let r = rng.next_u64();
    let random = rng.bits(w);
    if r.is_multiple_of(2) {
        return random;
    }
    let pick = (r >> 1) % 8;
    if let Some(k) = float_kind(t) {
        let lit = |s: &str| crate::ir::parse_literal(k, s).unwrap_or_else(|| ApInt::zero(w));
        return match pick {
            0 => lit("0.0"),
            1 => lit("-0.0"),
            2 => lit("1.0"),
            3 => lit("-1.0"),
            4 => lit("0x7FF0000000000000"),
            5 => lit("0xFFF0000000000000"),
            6 => lit("0x7FF8000000000000"),
            _ => ApInt::from_u64(w, 1),
        };
    }
    match pick {
        0 => ApInt::zero(w),
        1 => ApInt::from_u64(w, 1),
        2 => ApInt::all_ones(w),
        3 => ApInt::zero(w).neg_min(),
        4 => ApInt::zero(w).neg_min().not(),
        5 => ApInt::from_u64(w, 2),
        6 => ApInt::from_u64(w, (r >> 8) % (w as u64 + 2)),
        _ => random,
    }
}

/// A sampled pointer: mostly an aligned address, sometimes another pointer argument
/// (aliasing) or a few bytes from one.
fn sample_pointer(rng: &mut Rng, earlier: &[ApInt]) -> ApInt {
    use crate::sem::values::{pointer_lane, SAMPLE_BASE, SAMPLE_BLOCK, SAMPLE_SIZE};
    if !earlier.is_empty() && rng.chance(1, 3) {
        let p = rng.pick(earlier).clone();
        let k = *rng.pick(&[0u64, 0, 4, 8]);
        return p.add(&ApInt::from_u64(p.width(), k));
    }
    // Inside the sampled block, aligned, now and then in another block or none.
    let addr = SAMPLE_BASE + ((rng.next_u64() % (SAMPLE_SIZE - 2 * SAMPLE_BASE)) & !0xF) + SAMPLE_BASE;
    let block = match rng.below(16) {
        0 => 0,
        1 => 2,
        _ => SAMPLE_BLOCK,
    };
    pointer_lane(block, addr)
}

/// Looks for a counterexample on sampled inputs (and sampled initial memory), before any
/// solver call. Only when the source makes few free choices (at most
/// [`SAMPLE_CHOICE_BITS`] bits, such as which NaN an operation returns): a violation is a
/// real counterexample when every source choice shows it (the target's choices are all
/// zero, which is one of the adversary's options). The sampled inputs are all defined
/// (never undef): a counterexample among them is one in every mode.
pub(super) fn sample(src: &Function, tgt: &Function, tries: u32) -> Result<Option<Verdict>, sem::Unsupported> {
    let none: Vec<Option<Vec<bool>>> = Vec::new();
    let defined = vec![false; src.params.len()];
    let mut rng = Rng::new(0x6d69_6e6f_7461_7572);
    for _ in 0..tries {
        let mut lanes = Vec::new();
        let mut pointers = Vec::new();
        for p in &src.params {
            let w = sem::lane_bits(&p.ty)?;
            let mut ls = Vec::new();
            for _ in 0..p.ty.lanes() {
                if rng.next_u64().is_multiple_of(16) {
                    ls.push(LaneVal::Poison);
                } else if p.ty.scalar().is_ptr() {
                    let v = sample_pointer(&mut rng, &pointers);
                    pointers.push(v.clone());
                    ls.push(LaneVal::Bits(v));
                } else {
                    ls.push(LaneVal::Bits(sample_lane(&mut rng, &p.ty, w)));
                }
            }
            lanes.push(ls);
        }
        let args = to_values(src, &lanes);
        // Memory inputs: bytes, poison and out-of-bounds flags (1 bit, mostly clear).
        let probe = run_pair(src, tgt, (&args, &none), Vec::new(), Vec::new(), Vec::new())?;
        let src_widths = probe.d.src_choice_widths();
        if src_widths.iter().sum::<u32>() > SAMPLE_CHOICE_BITS {
            return Ok(None);
        }
        let inputs = crate::sem::values::memory_inputs(&mut rng, probe.mem.input_kinds(), (1, 16));
        let found = if inputs.is_empty() {
            probe.reason.is_some()
        } else {
            run_pair(src, tgt, (&args, &none), Vec::new(), Vec::new(), inputs.clone())?
                .reason
                .is_some()
        };
        if found && every_src_choice_fails(src, tgt, &args, &src_widths, &inputs)? {
            return Ok(Some(
                counterexample(src, tgt, (lanes, &defined), Vec::new(), inputs)
                    .map_err(|e| sem::Unsupported(e.to_string()))?,
            ));
        }
    }
    Ok(None)
}

/// Sampling also runs when the source's free choices total at most this many bits: each
/// violation is then checked against every source choice.
const SAMPLE_CHOICE_BITS: u32 = 8;

/// True when the target fails to refine the source on `args` (and memory `inputs`) for
/// every value of the source's free choices, whose widths are `widths` (the all-zero
/// choice is known to fail already).
fn every_src_choice_fails(
    src: &Function,
    tgt: &Function,
    args: &[Value<Concrete>],
    widths: &[u32],
    inputs: &[ApInt],
) -> Result<bool, sem::Unsupported> {
    let bits: u32 = widths.iter().sum();
    for code in 1u64..(1u64 << bits) {
        let run = run_pair(src, tgt, (args, &[]), decode(widths, code), Vec::new(), inputs.to_vec())?;
        if run.reason.is_none() {
            return Ok(false);
        }
    }
    Ok(true)
}
