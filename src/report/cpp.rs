//! The view model of a rule's InstCombine (or InstSimplify) C++: a PatternMatch tree for
//! the source, the checks (precondition on the `APInt`s, flags, widths), and the target
//! built with `Builder`; the templates lay it out. Only expressions are spelled here.

use super::pattern::{symbol_index, Pattern};
use crate::ir::{BinOp, CastOp, Const, Flags, Op, Operand, Type, Val};
use crate::rules::Class;
use serde::Serialize;

mod conditions;
mod guards;
mod names;
mod no_cpp;
mod target;
pub(super) use guards::width_guard;
pub use guards::Check;
use names::*;
pub use names::{float_literal, intrinsic_id};
pub use no_cpp::NoCpp;
use std::collections::{BTreeMap, HashMap};

/// A matcher: `head(args…)`, or `head` alone for a leaf.
#[derive(Clone, Debug, Serialize)]
pub struct Node {
    /// The combinator (`m_Add`) or the whole leaf (`m_Value(X)`).
    pub head: String,
    /// Its operands (none for a leaf).
    pub args: Vec<Node>,
    /// True for a leaf.
    pub leaf: bool,
}

fn leaf(s: impl Into<String>) -> Node {
    Node {
        head: s.into(),
        args: Vec::new(),
        leaf: true,
    }
}

fn node(h: impl Into<String>, args: Vec<Node>) -> Node {
    Node {
        head: h.into(),
        args,
        leaf: false,
    }
}

/// One `Value *X = …;` line of the target.
#[derive(Clone, Debug, Serialize)]
pub struct Stmt {
    /// The variable.
    pub var: String,
    /// The expression.
    pub expr: String,
}

/// The C++ of one rule.
#[derive(Clone, Debug, Serialize)]
pub struct Fold {
    /// InstCombine or InstSimplify.
    pub kind: Class,
    /// An InstSimplify fold (returns a `Value *`, creates nothing).
    pub simplify: bool,
    /// The helper's name (`foldSubOfSelect`).
    pub func: String,
    /// The class of the root instruction (`BinaryOperator`).
    pub root_class: String,
    /// The visit function and file of InstCombine (or InstSimplify) where it belongs.
    pub visit: String,
    /// Its file.
    pub file: String,
    /// `Value *` variables the matcher binds.
    pub values: Vec<String>,
    /// `const APInt *` variables the matcher binds.
    pub apints: Vec<String>,
    /// The matcher of the root.
    pub matcher: Node,
    /// Whether `BW` (the symbols' width) is used.
    pub uses_bw: bool,
    /// The C++ `BW` is read from (`C0->getBitWidth()`).
    pub bw_from: String,
    /// In a rule over two types, the C++ the narrower width `NBW` is read from, when the
    /// code uses it.
    pub nbw_from: Option<String>,
    /// Checks after the match.
    pub checks: Vec<Check>,
    /// The target's instructions but the last, built with `Builder`.
    pub stmts: Vec<Stmt>,
    /// The returned expression (an unattached new instruction, or a value).
    pub result: String,
    /// Statements after creating the result (flags), each ending in `;`.
    pub result_flags: Vec<String>,
}

/// Builds the C++ view model; `Err` names what PatternMatch translation is missing.
pub fn fold(p: &Pattern, kind: Class, short: &str) -> Result<Fold, NoCpp> {
    let mut g = Gen::new(p, kind);
    let src = &p.src;
    let root = ret_operand(src).ok_or(NoCpp::SourceReturnsNothing)?;
    let root_name = root.as_local().ok_or(NoCpp::SourceReturnsConstant)?.to_string();
    let root_inst = g.def(&root_name).ok_or(NoCpp::SourceReturnsArgument)?.clone();
    g.plan_target();
    let matcher = g.matcher_of_inst(&root_name, true)?;
    let (root_class, visit, file) = place(&root_inst.op, kind);
    let mut checks = std::mem::take(&mut g.checks);
    checks.extend(g.pre_checks());
    checks.extend(g.width_checks());
    checks.extend(g.type_checks());
    let (stmts, result, result_flags) = g.target()?;
    let camel: String = short
        .split('_')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let mut c = s.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect();
    let func = if kind == Class::InstSimplify {
        format!("simplify{camel}")
    } else {
        format!("fold{camel}")
    };
    Ok(Fold {
        kind,
        simplify: kind == Class::InstSimplify,
        func,
        root_class: root_class.into(),
        visit: visit.into(),
        file: file.into(),
        values: g.values.clone(),
        apints: g.apints.clone(),
        matcher,
        uses_bw: g.uses_bw.get(),
        bw_from: g.bw_from(),
        nbw_from: g.uses_nbw.get().then(|| g.nbw_from()),
        checks,
        stmts,
        result,
        result_flags,
    })
}

struct Gen<'a> {
    p: &'a Pattern,
    kind: Class,
    /// Source definitions by name.
    defs: HashMap<String, crate::ir::Inst>,
    /// Uses of each source value inside the source.
    uses: HashMap<String, usize>,
    /// C++ names of bound source values (leaves, symbols, interior values).
    names: HashMap<String, String>,
    /// Source values the target reads (must be bound).
    needed: std::collections::HashSet<String>,
    /// Target instructions that recompute a source value: target name → source name.
    alias: HashMap<String, String>,
    bound: std::collections::HashSet<String>,
    values: Vec<String>,
    apints: Vec<String>,
    checks: Vec<Check>,
    taken: BTreeMap<String, usize>,
    uses_bw: std::cell::Cell<bool>,
    uses_nbw: std::cell::Cell<bool>,
}

impl<'a> Gen<'a> {
    fn new(p: &'a Pattern, kind: Class) -> Gen<'a> {
        let mut defs = HashMap::new();
        let mut uses = HashMap::new();
        for i in p.src.insts() {
            if let Some(n) = &i.name {
                defs.insert(n.clone(), i.clone());
            }
            for o in i.op.operands() {
                if let Some(n) = o.as_local() {
                    *uses.entry(n.to_string()).or_insert(0) += 1;
                }
            }
        }
        let mut g = Gen {
            p,
            kind,
            defs,
            uses,
            names: HashMap::new(),
            needed: Default::default(),
            alias: HashMap::new(),
            bound: Default::default(),
            values: Vec::new(),
            apints: Vec::new(),
            checks: Vec::new(),
            taken: BTreeMap::new(),
            uses_bw: std::cell::Cell::new(false),
            uses_nbw: std::cell::Cell::new(false),
        };
        let letters = ["X", "Y", "Z", "W", "V", "U"];
        for (k, prm) in p.leaves().iter().enumerate() {
            let n = letters.get(k).map_or(format!("A{k}"), |s| s.to_string());
            g.taken.insert(n.clone(), 1);
            g.names.insert(prm.name.clone(), n);
        }
        for k in 0..p.symbols {
            g.names.insert(format!("C{k}"), format!("C{k}"));
            g.taken.insert(format!("C{k}"), 1);
        }
        g
    }

    fn def(&self, n: &str) -> Option<&crate::ir::Inst> {
        self.defs.get(n)
    }

    fn fresh(&mut self, base: &str) -> String {
        let c = self.taken.entry(base.to_string()).or_insert(0);
        *c += 1;
        if *c == 1 {
            base.to_string()
        } else {
            format!("{base}{}", *c - 1)
        }
    }

    /// Which target instructions recompute source values (same operation on the same
    /// values), and which source values the target reads.
    fn plan_target(&mut self) {
        let key = |op: &Op, map: &HashMap<String, String>| -> String {
            let mut op = op.clone();
            for o in op.operands_mut() {
                if let Some(n) = o.as_local().and_then(|n| map.get(n)) {
                    o.val = Val::Local(n.clone());
                }
            }
            crate::ir::print_op(&Type::Void, &op)
        };
        let none = HashMap::new();
        let src_keys: HashMap<String, String> = self
            .p
            .src
            .insts()
            .filter_map(|i| Some((key(&i.op, &none), i.name.clone()?)))
            .collect();
        let root = ret_operand(&self.p.src).and_then(|o| o.as_local()).map(str::to_string);
        for i in self.p.tgt.insts() {
            let Some(n) = &i.name else { continue };
            if let Some(s) = src_keys.get(&key(&i.op, &self.alias)) {
                if Some(s) != root.as_ref() {
                    self.alias.insert(n.clone(), s.clone());
                }
            }
        }
        let own: std::collections::HashSet<String> = self
            .p
            .tgt
            .insts()
            .filter_map(|i| i.name.clone())
            .filter(|n| !self.alias.contains_key(n))
            .collect();
        for i in self.p.tgt.insts() {
            if i.name.as_ref().is_some_and(|n| self.alias.contains_key(n)) {
                continue;
            }
            for o in i.op.operands() {
                if let Some(n) = o.as_local() {
                    if own.contains(n) {
                        continue;
                    }
                    let s = self.alias.get(n).cloned().unwrap_or(n.to_string());
                    if self.defs.contains_key(&s) {
                        self.needed.insert(s);
                    }
                }
            }
        }
    }

    fn matcher_of(&mut self, o: &Operand) -> Result<Node, NoCpp> {
        match &o.val {
            Val::Local(n) if symbol_index(n, 'C').is_some_and(|k| k < self.p.symbols) => {
                if self.bound.insert(n.clone()) {
                    self.apints.push(n.clone());
                    Ok(leaf(format!("m_APInt({n})")))
                } else {
                    let again = self.fresh(&format!("{n}Again"));
                    self.apints.push(again.clone());
                    self.checks.push(Check {
                        cond: format!("*{again} == *{n}"),
                        why: format!("{n} appears twice"),
                    });
                    Ok(leaf(format!("m_APInt({again})")))
                }
            }
            Val::Local(n) if self.defs.contains_key(n) => self.matcher_of_inst(n, false),
            Val::Local(n) => {
                let v = self
                    .names
                    .get(n)
                    .cloned()
                    .ok_or_else(|| NoCpp::UnknownValue(n.clone()))?;
                if self.bound.insert(n.clone()) {
                    self.values.push(v.clone());
                    Ok(leaf(format!("m_Value({v})")))
                } else {
                    Ok(leaf(format!("m_Deferred({v})")))
                }
            }
            Val::Const(c) => self.const_matcher(c, &o.ty),
            _ => Err(NoCpp::OperandMatcher(o.clone())),
        }
    }

    fn const_matcher(&mut self, c: &Const, ty: &Type) -> Result<Node, NoCpp> {
        Ok(match c {
            Const::Int(v) if ty.scalar_bits() == Some(1) => leaf(if v.is_zero() { "m_Zero()" } else { "m_One()" }),
            Const::Int(v) => match v.to_i64() {
                Some(0) => leaf("m_Zero()"),
                Some(1) => leaf("m_One()"),
                Some(-1) => leaf("m_AllOnes()"),
                Some(x) if x > 0 => leaf(format!("m_SpecificInt({x})")),
                Some(x) => {
                    let k = self.fresh("K");
                    self.apints.push(k.clone());
                    self.checks.push(Check {
                        cond: format!("{k}->getSExtValue() == {x}"),
                        why: format!("the literal {x}"),
                    });
                    leaf(format!("m_APInt({k})"))
                }
                None => return Err(NoCpp::WideLiteral),
            },
            Const::Float(bits) => {
                let f = float_literal(bits, ty).ok_or(NoCpp::FloatLiteral)?;
                match f.as_str() {
                    "0x0p+0" => leaf("m_PosZeroFP()"),
                    "-0x0p+0" => leaf("m_NegZeroFP()"),
                    _ => leaf(format!("m_SpecificFP({f})")),
                }
            }
            Const::Zero | Const::Null => leaf("m_Zero()"),
            Const::Poison => leaf("m_Poison()"),
            Const::Splat(t, inner) => return self.const_matcher(inner, t),
            _ => return Err(NoCpp::AggregateLiteral),
        })
    }

    fn is_const(o: &Operand) -> bool {
        matches!(o.val, Val::Const(_)) || o.as_local().is_some_and(|n| n.starts_with('C'))
    }

    fn matcher_of_inst(&mut self, n: &str, root: bool) -> Result<Node, NoCpp> {
        if !self.bound.insert(n.to_string()) {
            let v = self
                .names
                .get(n)
                .cloned()
                .ok_or_else(|| NoCpp::UsedBeforeBound(n.to_string()))?;
            return Ok(leaf(format!("m_Deferred({v})")));
        }
        let i = self
            .defs
            .get(n)
            .cloned()
            .ok_or_else(|| NoCpp::NoDefinition(n.to_string()))?;
        let uses = self.uses.get(n).copied().unwrap_or(0);
        let bind = !root && (uses > 1 || self.needed.contains(n) || needs_flag_check(&i.op));
        let var = if bind {
            let v = self.fresh(&var_base(&i.op));
            self.names.insert(n.to_string(), v.clone());
            self.values.push(v.clone());
            Some(v)
        } else if root {
            self.names.insert(n.to_string(), "I".into());
            Some("I".to_string())
        } else {
            None
        };
        let mut m = self.structure(&i.op, var.as_deref())?;
        if bind {
            let v = var.clone().unwrap_or_default();
            m = node("m_CombineAnd", vec![leaf(format!("m_Value({v})")), m]);
        }
        if !root && uses == 1 && !self.needed.contains(n) && self.kind == Class::InstCombine {
            m = node("m_OneUse", vec![m]);
        }
        Ok(m)
    }

    fn structure(&mut self, op: &Op, var: Option<&str>) -> Result<Node, NoCpp> {
        Ok(match op {
            Op::Bin {
                op: b,
                flags,
                fmf,
                a,
                b: r,
            } => self.binary(*b, *flags, *fmf, (a, r), var)?,
            Op::ICmp { pred, flags, a, b } => {
                if flags.has(Flags::SAMESIGN) {
                    let v = var.ok_or(NoCpp::Unbound("samesign"))?;
                    self.checks.push(Check {
                        cond: format!("cast<ICmpInst>({})->hasSameSign()", amp(v)),
                        why: "the source's samesign".into(),
                    });
                }
                let (ma, mb) = (self.matcher_of(a)?, self.matcher_of(b)?);
                node(
                    "m_SpecificICmp",
                    vec![leaf(format!("ICmpInst::{}", ipred(*pred))), ma, mb],
                )
            }
            Op::FCmp { pred, fmf, a, b } => {
                fmf_checks(&mut self.checks, *fmf, var)?;
                let (ma, mb) = (self.matcher_of(a)?, self.matcher_of(b)?);
                node(
                    "m_SpecificFCmp",
                    vec![leaf(format!("FCmpInst::{}", fpred(*pred))), ma, mb],
                )
            }
            Op::Select { cond, t, f, .. } => {
                let (c, x, y) = (self.matcher_of(cond)?, self.matcher_of(t)?, self.matcher_of(f)?);
                node("m_Select", vec![c, x, y])
            }
            Op::Freeze(a) => node("m_Freeze", vec![self.matcher_of(a)?]),
            Op::FNeg { a, .. } => node("m_FNeg", vec![self.matcher_of(a)?]),
            Op::Cast { op, flags, a, .. } => self.cast(*op, *flags, a, var)?,
            Op::Call(c) => {
                let name = c.intrinsic().ok_or(NoCpp::NotIntrinsic)?;
                let (id, _) = intrinsic_id(name);
                let args: Vec<Node> = c
                    .args
                    .iter()
                    .map(|a| self.matcher_of(&a.op))
                    .collect::<Result<_, _>>()?;
                match (id.as_str(), args.len()) {
                    ("umin", 2) => node("m_UMin", args),
                    ("umax", 2) => node("m_UMax", args),
                    ("smin", 2) => node("m_SMin", args),
                    ("smax", 2) => node("m_SMax", args),
                    (_, n) if n <= 4 => node(format!("m_Intrinsic<Intrinsic::{id}>"), args),
                    _ => return Err(NoCpp::ManyArguments),
                }
            }
            Op::Load { ptr, .. } => {
                // Only the root: its type is the pattern's; a new load stands where it was.
                let v = var.filter(|v| *v == "I").ok_or(NoCpp::LoadNotRoot)?;
                self.checks.push(Check {
                    cond: format!("cast<LoadInst>({})->isSimple()", amp(v)),
                    why: "a plain load (neither volatile nor atomic)".into(),
                });
                node("m_Load", vec![self.matcher_of(ptr)?])
            }
            Op::Gep {
                flags,
                src_ty,
                base,
                idx,
            } => self.gep(*flags, src_ty, base, idx, var)?,
            _ => return Err(NoCpp::NoPatternMatch(op.opcode().to_string())),
        })
    }

    /// A binary operation's matcher, its flags matched or checked after the match.
    fn binary(
        &mut self,
        b: BinOp,
        flags: Flags,
        fmf: crate::ir::FastMath,
        (a, r): (&Operand, &Operand),
        var: Option<&str>,
    ) -> Result<Node, NoCpp> {
        let nsw = flags.has(Flags::NSW);
        let nuw = flags.has(Flags::NUW);
        let base = bin_matcher(b);
        let comm = b.is_commutative() && !Self::is_const(a) && !Self::is_const(r);
        let head = match (b, nsw, nuw) {
            (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl, true, false) => format!("m_NSW{}", &base[2..]),
            (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl, false, true) => format!("m_NUW{}", &base[2..]),
            (BinOp::Or, _, _) if flags.has(Flags::DISJOINT) => {
                if comm {
                    "m_c_DisjointOr".into()
                } else {
                    "m_DisjointOr".into()
                }
            }
            _ if comm && !nsw && !nuw => format!("m_c_{}", &base[2..]),
            _ => base.to_string(),
        };
        if nsw && nuw {
            let v = var.ok_or(NoCpp::Unbound("nuw nsw"))?;
            self.checks.push(Check {
                cond: format!("cast<OverflowingBinaryOperator>({0})->hasNoSignedWrap() && cast<OverflowingBinaryOperator>({0})->hasNoUnsignedWrap()", amp(v)),
                why: "the source's nuw nsw".into(),
            });
        }
        fmf_checks(&mut self.checks, fmf, var)?;
        let (ma, mb) = (self.matcher_of(a)?, self.matcher_of(r)?);
        let m = node(head, vec![ma, mb]);
        Ok(if flags.has(Flags::EXACT) {
            node("m_Exact", vec![m])
        } else {
            m
        })
    }

    /// A cast's matcher, its flags matched or checked after the match.
    fn cast(&mut self, op: CastOp, flags: Flags, a: &Operand, var: Option<&str>) -> Result<Node, NoCpp> {
        // `m_NUWTrunc` checks one flag: the other is checked after the match.
        if op == CastOp::Trunc && flags.has(Flags::NUW) && flags.has(Flags::NSW) {
            let v = var.ok_or(NoCpp::Unbound("nuw nsw"))?;
            self.checks.push(Check {
                cond: format!("cast<TruncInst>({})->hasNoSignedWrap()", amp(v)),
                why: "the source's trunc nuw nsw".into(),
            });
        }
        let head = match op {
            CastOp::ZExt if flags.has(Flags::NNEG) => "m_NNegZExt",
            CastOp::Trunc if flags.has(Flags::NUW) => "m_NUWTrunc",
            CastOp::Trunc if flags.has(Flags::NSW) => "m_NSWTrunc",
            CastOp::ZExt => "m_ZExt",
            CastOp::SExt => "m_SExt",
            CastOp::Trunc => "m_Trunc",
            CastOp::FPExt => "m_FPExt",
            CastOp::FPTrunc => "m_FPTrunc",
            CastOp::SIToFP => "m_SIToFP",
            CastOp::UIToFP => "m_UIToFP",
            CastOp::FPToSI => "m_FPToSI",
            CastOp::FPToUI => "m_FPToUI",
            CastOp::BitCast => "m_BitCast",
            CastOp::PtrToInt => "m_PtrToInt",
            CastOp::IntToPtr => "m_IntToPtr",
            _ => return Err(NoCpp::CastMatcher(op.name())),
        };
        Ok(node(head, vec![self.matcher_of(a)?]))
    }

    /// A `getelementptr` over one integer index, with its element type and flags
    /// checked after the match.
    fn gep(
        &mut self,
        flags: Flags,
        src_ty: &Type,
        base: &Operand,
        idx: &[Operand],
        var: Option<&str>,
    ) -> Result<Node, NoCpp> {
        let (Type::Int(w), [i]) = (src_ty, idx) else {
            return Err(NoCpp::Gep(src_ty.clone()));
        };
        let v = var.ok_or(NoCpp::Unbound("a getelementptr"))?;
        let g = format!("cast<GEPOperator>({})", amp(v));
        self.checks.push(Check {
            cond: format!("{g}->getSourceElementType()->isIntegerTy({w})"),
            why: format!("the source's getelementptr steps over i{w}"),
        });
        for (f, m) in [
            (Flags::INBOUNDS, "isInBounds"),
            (Flags::NUSW, "hasNoUnsignedSignedWrap"),
            (Flags::NUW, "hasNoUnsignedWrap"),
        ] {
            if flags.has(f) {
                self.checks.push(Check {
                    cond: format!("{g}->{m}()"),
                    why: "the source's getelementptr flags".into(),
                });
            }
        }
        Ok(node("m_GEP", vec![self.matcher_of(base)?, self.matcher_of(i)?]))
    }
}
