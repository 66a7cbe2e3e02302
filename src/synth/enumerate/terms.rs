//! Terms: expressions over the cut's values, each with its value on every bank row, and
//! their evaluation one node at a time through `sem` (so a candidate means exactly what
//! the verifier says it means). Values are untyped bit strings: a term is used at any
//! type of its width through a bitcast, which costs nothing.

use crate::interp::Concrete;
use crate::ir::rewrite::RExpr;
use crate::ir::rewrite::{const_operand, node_inst};
use crate::ir::{CastOp, FastMath, Flags, Inst, Operand, Type, Val};
use crate::sem::{self, NanMode, Unsupported, Value};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// An expression with its values on the bank's rows.
pub struct Term {
    /// The expression, over the cut's values.
    pub expr: RExpr,
    /// Its type.
    pub ty: Type,
    /// New instructions (bitcasts are free).
    pub insts: u32,
    /// Static cost of the new instructions.
    pub cost: u32,
    /// The cut's instructions it keeps alive by reading them ([`super::keep::Keep`]).
    pub keep: u128,
    /// One value per bank row.
    pub vals: std::rc::Rc<Vec<Value<Concrete>>>,
}

impl Term {
    /// A hash of the term's type and values: terms that agree on every row are
    /// interchangeable for the search (observational equivalence).
    pub fn fingerprint(&self) -> u64 {
        fingerprint(&self.ty, &self.vals)
    }
}

/// A hash of a type and values, one per row (see [`Term::fingerprint`]).
pub fn fingerprint(ty: &Type, vals: &[Value<Concrete>]) -> u64 {
    let mut h = DefaultHasher::new();
    ty.hash(&mut h);
    for v in vals {
        for l in &v.lanes {
            l.poison.hash(&mut h);
            if !l.poison {
                l.bits.words().hash(&mut h);
            }
        }
    }
    h.finish()
}

/// An instruction template for one node: operands are `%0..%k-1` (the node's children)
/// or constants; evaluated on concrete values row by row.
pub struct Node {
    inst: Inst,
    /// Bits in `sem`'s NaN handling: canonical (candidates that observe NaN bits are
    /// decided by the verifier, not filtered here).
    nan: NanMode,
}

impl Node {
    /// The template of `e`'s top node; `None` for a leaf.
    pub fn of(e: &RExpr) -> Option<Node> {
        let kids: Vec<Operand> = e
            .children()
            .iter()
            .enumerate()
            .map(|(k, c)| match c {
                RExpr::Const { ty, lanes } => const_operand(ty, lanes),
                _ => Operand {
                    ty: c.ty(),
                    val: Val::Local(k.to_string()),
                },
            })
            .collect();
        Some(Node {
            inst: node_inst(e, kids, "r")?,
            nan: NanMode::Canonical,
        })
    }

    /// The node's value on one row, from its children's values there (constants are read
    /// from the template); `Ok(None)` when the node has undefined behaviour on that row.
    pub fn eval(&self, kids: &[&Value<Concrete>]) -> Result<Option<Value<Concrete>>, Unsupported> {
        let d = Concrete::new();
        let get = |o: &Operand| -> Result<Value<Concrete>, Unsupported> {
            match &o.val {
                Val::Local(n) => n
                    .parse::<usize>()
                    .ok()
                    .and_then(|k| kids.get(k))
                    .map(|v| (*v).clone())
                    .ok_or_else(|| Unsupported(format!("no operand %{n}"))),
                Val::Const(c) => sem::constant(&d, &o.ty, c, false),
                _ => Err(Unsupported("an operand that is not a value or constant".into())),
            }
        };
        match sem::eval_pure(&d, self.nan, false, &self.inst, &get) {
            Some(Ok((v, ub))) => Ok((!ub).then_some(v)),
            Some(Err(u)) => Err(u),
            None => Err(Unsupported("not a pure instruction".into())),
        }
    }
}

/// `e` read as type `to` (same width): a free bitcast, or `e` itself.
pub fn cast_expr(e: &RExpr, to: &Type) -> RExpr {
    let from = e.ty();
    if from == *to {
        return e.clone();
    }
    if let RExpr::Const { ty, lanes } = e {
        if let Some(c) = cast_const(ty, lanes, to) {
            return c;
        }
    }
    // A bitcast of a bitcast is one bitcast.
    let inner = match e {
        RExpr::Conv {
            op: CastOp::BitCast, a, ..
        } => a.as_ref().clone(),
        _ => e.clone(),
    };
    if inner.ty() == *to {
        return inner;
    }
    RExpr::Conv {
        op: CastOp::BitCast,
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a: Box::new(inner),
        ty: to.clone(),
    }
}

/// The values of a term read at type `to`, row by row (bitcast lane reinterpretation;
/// a poison lane poisons the lanes it overlaps).
pub fn cast_vals(from: &Type, vals: &[Value<Concrete>], to: &Type) -> Option<Vec<Value<Concrete>>> {
    if from == to {
        return Some(vals.to_vec());
    }
    let node = cast_node(from, to)?;
    vals.iter().map(|v| node.eval(&[v]).ok().flatten()).collect()
}

/// The node of a bitcast from `from` to `to` (same width).
pub fn cast_node(from: &Type, to: &Type) -> Option<Node> {
    Node::of(&RExpr::Conv {
        op: CastOp::BitCast,
        flags: Flags::NONE,
        fmf: FastMath::default(),
        a: Box::new(RExpr::val(from.clone(), "x")),
        ty: to.clone(),
    })
}

/// Evaluates node `e` over all rows given each child's values per row; `None` when it is
/// unsupported or has undefined behaviour on a row where the cut has none.
pub fn eval_rows(e: &RExpr, kids: &[&[Value<Concrete>]], ub_rows: &[bool]) -> Option<Vec<Value<Concrete>>> {
    let node = Node::of(e)?;
    let mut out = Vec::with_capacity(ub_rows.len());
    for (r, &cut_ub) in ub_rows.iter().enumerate() {
        let args: Vec<&Value<Concrete>> = kids.iter().map(|k| &k[r]).collect();
        match node.eval(&args) {
            Ok(Some(v)) => out.push(v),
            // UB where the cut is undefined anyway: any value stands in.
            Ok(None) if cut_ub => out.push(zero_value(&e.ty())),
            _ => return None,
        }
    }
    Some(out)
}

/// A value of type `t` with every lane zero (a stand-in where nothing is compared).
pub fn zero_value(t: &Type) -> Value<Concrete> {
    let w = sem::lane_bits(t).unwrap_or(1);
    Value {
        lanes: (0..t.lanes().max(1))
            .map(|_| sem::Lane {
                bits: crate::util::ApInt::zero(w),
                poison: false,
            })
            .collect(),
    }
}

/// The value of `e` on one row, given the cut's values there; `None` where it is
/// undefined or unsupported.
pub fn eval_one(e: &RExpr, vals: &std::collections::HashMap<String, Value<Concrete>>) -> Option<Value<Concrete>> {
    match e {
        RExpr::Val { name, .. } => vals.get(name).cloned(),
        RExpr::Const { ty, lanes } => {
            let o = const_operand(ty, lanes);
            match &o.val {
                Val::Const(c) => sem::constant(&Concrete::new(), ty, c, false).ok(),
                _ => None,
            }
        }
        _ => {
            let kids: Vec<Value<Concrete>> = e.children().iter().map(|c| eval_one(c, vals)).collect::<Option<_>>()?;
            let refs: Vec<&Value<Concrete>> = kids.iter().collect();
            Node::of(e)?.eval(&refs).ok().flatten()
        }
    }
}

/// A constant read at another type of the same width, as a constant (a lane overlapping
/// a poison lane is poison).
fn cast_const(ty: &Type, lanes: &[Option<crate::util::ApInt>], to: &Type) -> Option<RExpr> {
    let w = sem::lane_bits(ty).ok()?;
    let v = Value {
        lanes: lanes
            .iter()
            .map(|l| sem::Lane {
                bits: l.clone().unwrap_or_else(|| crate::util::ApInt::zero(w)),
                poison: l.is_none(),
            })
            .collect(),
    };
    let out = cast_vals(ty, &[v], to)?.pop()?;
    Some(RExpr::Const {
        ty: to.clone(),
        lanes: out.lanes.into_iter().map(|l| (!l.poison).then_some(l.bits)).collect(),
    })
}

/// The widest float type the search computes with (`double`): wider ones (`x86_fp80`,
/// `fp128`) are left as they are.
const MAX_FLOAT_BITS: u32 = 64;

/// True for the types the search computes with: integers, floats up to
/// [`MAX_FLOAT_BITS`], and fixed vectors of them.
pub fn is_value_type(t: &Type) -> bool {
    let s = t.scalar();
    (s.is_int() || s.is_float() && s.scalar_bits().is_some_and(|b| b <= MAX_FLOAT_BITS))
        && !matches!(t, Type::Vector { scalable: true, .. })
}
