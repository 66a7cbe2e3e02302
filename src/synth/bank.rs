//! The bank of inputs every candidate runs on before any solver call: edge values and
//! random values for the cut's parameters (and random initial memory), with what the cut
//! computes on each, every intermediate value included (candidates reuse them), plus the
//! counterexamples the solver produced for this cut.

use super::Options;
use crate::interp::Concrete;
use crate::ir::{Const, Function, Type};
use crate::sem::values::{self, Hint};
use crate::sem::{self, Lane, Memory, Unsupported, Value};
use crate::smt::{Counterexample, LaneVal};
use crate::util::ApInt;
use crate::util::Rng;
use std::collections::HashMap;

/// One input and the cut's behaviour on it.
pub struct Row {
    /// The cut's arguments, in parameter order.
    pub args: Vec<Value<Concrete>>,
    /// Initial memory, in the order the cut reads it.
    pub mem: Vec<ApInt>,
    /// Every named value of the cut on this input.
    pub vals: HashMap<String, Value<Concrete>>,
    /// The cut has undefined behaviour here: anything refines it.
    pub ub: bool,
    /// The returned lanes; `None` where the cut returns poison or a value it chose freely
    /// (`undef`, `freeze`), so that any candidate value refines it there.
    pub expect: Vec<Option<ApInt>>,
}

impl Row {
    /// True when `v` (of type `ty`, the cut's return type) refines the cut on this row:
    /// lane for lane, the expected bits where the cut is defined (any NaN for a NaN).
    pub fn reproduced_by(&self, ty: &Type, v: &Value<Concrete>) -> bool {
        v.lanes.len() == self.expect.len()
            && v.lanes.iter().zip(&self.expect).all(|(l, e)| match e {
                None => true,
                Some(b) => !l.poison && (l.bits == *b || crate::ir::both_nan(ty, &l.bits, b)),
            })
    }
}

/// The rows: generated inputs, then the solver's counterexamples as they come.
pub struct Bank {
    /// The rows, in the order they were made.
    pub rows: Vec<Row>,
}

/// Random pointers are `PTR_BASE + PTR_ALIGN * k` for `k` below `2^PTR_SLOTS_LOG2`:
/// aligned for any access and far from null, so that memory accesses through them are
/// defined.
const PTR_BASE: u64 = 0x10000;
/// See [`PTR_BASE`].
const PTR_ALIGN: u64 = 64;
/// See [`PTR_BASE`].
const PTR_SLOTS_LOG2: u32 = 20;

/// The odds (`num`, `den`) that a random integer lane is one of the cut's constants (or
/// one next to it) instead.
const CUT_CONSTANT_ODDS: (u64, u64) = (1, 4);

/// The odds (`num`, `den`) that a 1-bit memory input (a poison or out-of-bounds flag) is
/// set: mostly clear, so that loads see defined values.
const MEMORY_FLAG_ODDS: (u64, u64) = (1, 16);

/// Every `SMALL_ROWS_EVERY`-th row (from the second) gives integer parameters wider than
/// [`SMALL_MIN_WIDTH`] small magnitudes, below `2^min(width / 2, SMALL_MAX_BITS)`.
const SMALL_ROWS_EVERY: usize = 3;
/// See [`SMALL_ROWS_EVERY`]: narrower parameters keep random values.
const SMALL_MIN_WIDTH: u32 = 8;
/// See [`SMALL_ROWS_EVERY`].
const SMALL_MAX_BITS: u32 = 16;

/// Free choices (`undef`, `freeze` of poison) a cut can make on one input, at most: each
/// evaluation of a row gets this many of one value.
const FREE_CHOICES: usize = 256;
/// The width of each free choice, as wide as any lane the cut chooses.
const CHOICE_BITS: u32 = 128;

fn lit(lanes: Vec<ApInt>) -> Value<Concrete> {
    Value {
        lanes: lanes.into_iter().map(|bits| Lane { bits, poison: false }).collect(),
    }
}

/// A random parameter value: edge-biased integers and floats, now and then a constant
/// the cut uses (or one next to it: comparisons with it must see both outcomes);
/// pointers aligned and far from null, so that memory accesses through them are defined.
fn param_value(rng: &mut Rng, t: &Type, consts: &[ApInt]) -> Vec<ApInt> {
    if t.scalar().is_ptr() {
        return (0..t.lanes())
            .map(|_| {
                values::pointer_lane(
                    values::SAMPLE_BLOCK,
                    PTR_BASE + PTR_ALIGN * rng.below(1 << PTR_SLOTS_LOG2),
                )
            })
            .collect();
    }
    let mut v = values::value(rng, t, Hint::Any);
    let w = t.scalar_bits().unwrap_or(0);
    let mine: Vec<&ApInt> = consts.iter().filter(|c| c.width() == w).collect();
    if t.scalar().is_int() && !mine.is_empty() {
        for l in v.iter_mut() {
            if rng.chance(CUT_CONSTANT_ODDS.0, CUT_CONSTANT_ODDS.1) {
                let c = (*rng.pick(&mine)).clone();
                *l = match rng.below(3) {
                    0 => c,
                    1 => c.add(&ApInt::from_u64(w, 1)),
                    _ => c.sub(&ApInt::from_u64(w, 1)),
                };
            }
        }
    }
    v
}

/// Random initial memory for `cut` on `args`: the inputs it asks for (a byte, its poison
/// bit and provenance tag per byte read; the bounds of each block looked up) in order,
/// random bytes with poison mostly clear and every block the one sampled pointers point
/// into, so that loads see defined values (`values::memory_inputs`).
fn memory_inputs(cut: &Function, args: &[Value<Concrete>], rng: &mut Rng) -> Vec<ApInt> {
    let d = Concrete::for_pair(vec![], vec![], vec![]);
    let mut mem = Memory::new();
    if sem::eval_function_with(&d, cut, args.to_vec(), true, &mut mem).is_err() {
        return Vec::new();
    }
    values::memory_inputs(rng, mem.input_kinds(), MEMORY_FLAG_ODDS)
}

/// The integer constants `cut` uses, lane by lane.
fn cut_constants(cut: &Function) -> Vec<ApInt> {
    let mut out = Vec::new();
    for i in cut.insts() {
        for o in i.op.operands() {
            if let (crate::ir::Val::Const(c), true) = (&o.val, o.ty.scalar().is_int()) {
                collect_lanes(c, o.ty.lanes() as usize, &mut out);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Evaluates `cut` on `args` with initial memory `mem`. Run twice, with every free choice
/// zero and then all ones: lanes that differ depend on a choice and constrain nothing.
pub fn row(cut: &Function, args: Vec<Value<Concrete>>, mem: Vec<ApInt>) -> Result<Row, Unsupported> {
    let run = |choice: ApInt| -> Result<_, Unsupported> {
        let d = Concrete::for_pair(vec![choice; FREE_CHOICES], vec![], mem.clone());
        sem::eval_function_values(&d, cut, args.clone(), true, &mut Memory::new())
    };
    let (a, vals) = run(ApInt::zero(CHOICE_BITS))?;
    let (b, _) = run(ApInt::all_ones(CHOICE_BITS))?;
    let ub = a.ub || b.ub;
    let expect = match (&a.ret, &b.ret) {
        (Some(x), Some(y)) => x
            .lanes
            .iter()
            .zip(&y.lanes)
            .map(|(p, q)| (!p.poison && !q.poison && p.bits == q.bits).then(|| p.bits.clone()))
            .collect(),
        _ => return Err(Unsupported("a cut that returns no value".into())),
    };
    Ok(Row {
        args,
        mem,
        vals,
        ub,
        expect,
    })
}

impl Bank {
    /// `opts.bank_rows` rows of inputs for `cut` (the first with small values, the rest
    /// random) from `opts.seed`, so that runs are repeatable; then the rows asked of the
    /// solver (see the bank options of [`Options`]).
    pub fn new(cut: &Function, opts: &Options) -> Result<Bank, Unsupported> {
        let n = opts.bank_rows;
        let mut rng = Rng::new(opts.seed);
        let consts = cut_constants(cut);
        let mut rows = Vec::with_capacity(n);
        for k in 0..n {
            let args: Vec<Value<Concrete>> = cut
                .params
                .iter()
                .map(|p| {
                    let w = p.ty.scalar_bits().unwrap_or(1);
                    if k == 0 && p.ty.scalar().is_int() {
                        lit((0..p.ty.lanes()).map(|l| ApInt::from_u64(w, l as u64 + 1)).collect())
                    } else if k % SMALL_ROWS_EVERY == 1 && p.ty.scalar().is_int() && w > SMALL_MIN_WIDTH {
                        // Small magnitudes: `nuw`/`nsw` arithmetic on full-width random
                        // values is almost always poison.
                        let bits = (w / 2).min(SMALL_MAX_BITS) as u64;
                        lit((0..p.ty.lanes())
                            .map(|_| ApInt::from_u64(w, rng.below(1 << bits)))
                            .collect())
                    } else {
                        lit(param_value(&mut rng, &p.ty, &consts))
                    }
                })
                .collect();
            let mem = memory_inputs(cut, &args, &mut rng);
            rows.push(row(cut, args, mem)?);
        }
        // Guards and memory accesses can make most random inputs undefined: ask the
        // solver for defined ones.
        // ... and ones where the result is not all poison.
        let live = rows
            .iter()
            .filter(|r| !r.ub && r.expect.iter().any(Option::is_some))
            .count();
        if live < n / 2 {
            let timeout = opts.defined_inputs_timeout_ms;
            for (args, mem) in crate::smt::defined_inputs(cut, n / 2, timeout, None, true) {
                if args.len() == cut.params.len() {
                    rows.push(row(cut, args, mem)?);
                }
            }
        }
        // Both sides of each compare (an overflow check, a select's condition): random
        // inputs rarely reach the rare side, and a candidate that ignores it would pass.
        let conds: Vec<String> = cut
            .insts()
            .filter(|i| i.ty == crate::ir::Type::i1())
            .filter_map(|i| i.name.clone())
            .take(opts.both_sides_values)
            .collect();
        for c in conds {
            for side in [false, true] {
                let seen = rows.iter().filter(|r| !r.ub).any(|r| {
                    r.vals
                        .get(&c)
                        .is_some_and(|v| !v.lanes[0].poison && v.lanes[0].bits.is_zero() != side)
                });
                if !seen {
                    let (per_side, timeout) = (opts.rows_per_side, opts.side_timeout_ms);
                    let when = Some((c.as_str(), side));
                    for (args, mem) in crate::smt::defined_inputs(cut, per_side, timeout, when, false) {
                        if args.len() == cut.params.len() {
                            rows.push(row(cut, args, mem)?);
                        }
                    }
                }
            }
        }
        // Inputs that differ only in memory: a returned value that changes with them
        // depends on memory no candidate can read (see `Bank::determined`).
        if !rows.is_empty() && cut.insts().any(|i| i.op.reads_memory()) {
            for k in 0..opts.memory_rows.min(rows.len()) {
                let args = rows[k].args.clone();
                let mem = memory_inputs(cut, &args, &mut rng);
                rows.push(row(cut, args, mem)?);
            }
        }
        Ok(Bank { rows })
    }

    /// False when two live rows agree on every value in `names` yet expect different
    /// results: no candidate computed from those values can match the cut.
    pub fn determined(&self, names: &[String]) -> bool {
        let live: Vec<&Row> = self.rows.iter().filter(|r| !r.ub).collect();
        for (i, a) in live.iter().enumerate() {
            for b in &live[i + 1..] {
                let same_inputs = names.iter().all(|n| match (a.vals.get(n), b.vals.get(n)) {
                    (Some(x), Some(y)) => {
                        x.lanes.len() == y.lanes.len()
                            && x.lanes
                                .iter()
                                .zip(&y.lanes)
                                .all(|(p, q)| p.poison == q.poison && p.bits == q.bits)
                    }
                    _ => false,
                });
                let differ = a
                    .expect
                    .iter()
                    .zip(&b.expect)
                    .any(|(x, y)| matches!((x, y), (Some(p), Some(q)) if p != q));
                if same_inputs && differ {
                    return false;
                }
            }
        }
        true
    }

    /// Rows on which the cut is defined (the others constrain nothing).
    pub fn live(&self) -> impl Iterator<Item = (usize, &Row)> {
        self.rows.iter().enumerate().filter(|(_, r)| !r.ub)
    }
}

/// A solver counterexample as a row.
pub fn counterexample_row(cut: &Function, c: &Counterexample) -> Result<Row, Unsupported> {
    let lanes: Vec<Vec<LaneVal>> = c.inputs.iter().map(|(_, _, l)| l.clone()).collect();
    row(cut, crate::smt::to_values(cut, &lanes), c.replay.clone())
}

/// The lanes of constant `c` of `n` lanes (nothing for poison, undef and the rest).
pub fn collect_lanes(c: &Const, n: usize, out: &mut Vec<ApInt>) {
    match c {
        Const::Int(v) | Const::Float(v) => out.push(v.clone()),
        Const::Vector(es) => {
            for (_, e) in es {
                collect_lanes(e, 1, out);
            }
        }
        Const::Splat(_, e) => {
            let mut one = Vec::new();
            collect_lanes(e, 1, &mut one);
            if let Some(v) = one.pop() {
                out.extend(std::iter::repeat_n(v, n));
            }
        }
        _ => {}
    }
}
