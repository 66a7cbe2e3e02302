//! The view model of a rule's InstCombine (or InstSimplify) C++: a PatternMatch tree for
//! the source, the checks (precondition on the `APInt`s, flags, widths), and the target
//! built with `Builder`; the templates lay it out. Only expressions are spelled here.

use super::pattern::{symbol_index, Pattern};
use crate::ir::{BinOp, CastOp, Const, FPred, Flags, Function, IPred, Op, Operand, Type, Val};
use crate::rules::pred::{Expr, Pred};
use serde::Serialize;
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

/// A condition the fold needs, with why.
#[derive(Clone, Debug, Serialize)]
pub struct Check {
    /// The C++ condition (the fold gives up when it is false).
    pub cond: String,
    /// A comment.
    pub why: String,
}

/// The C++ of one rule.
#[derive(Clone, Debug, Serialize)]
pub struct Fold {
    /// `instcombine` or `instsimplify`.
    pub kind: String,
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
    /// The symbol `BW` is read from.
    pub bw_from: String,
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
pub fn fold(p: &Pattern, kind: &str, short: &str) -> Result<Fold, String> {
    let mut g = Gen::new(p, kind);
    let src = &p.src;
    let root = ret_operand(src).ok_or("the source returns no value")?;
    let root_name = root.as_local().ok_or("the source returns a constant or nothing")?.to_string();
    let root_inst = g.def(&root_name).ok_or("the source returns an argument")?.clone();
    g.plan_target();
    let matcher = g.matcher_of_inst(&root_name, true)?;
    let (root_class, visit, file) = place(&root_inst.op, kind);
    let mut checks = std::mem::take(&mut g.checks);
    checks.extend(g.pre_checks()?);
    checks.extend(g.width_checks());
    let (stmts, result, result_flags) = g.target()?;
    let camel: String = short
        .split('_')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let mut c = s.chars();
            c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
        })
        .collect();
    let func = if kind == "instsimplify" { format!("simplify{camel}") } else { format!("fold{camel}") };
    Ok(Fold {
        kind: kind.into(),
        func,
        root_class: root_class.into(),
        visit: visit.into(),
        file: file.into(),
        values: g.values.clone(),
        apints: g.apints.clone(),
        matcher,
        uses_bw: g.uses_bw.get(),
        bw_from: "C0".into(),
        checks,
        stmts,
        result,
        result_flags,
    })
}

fn ret_operand(f: &Function) -> Option<&Operand> {
    f.blocks.last()?.insts.iter().find_map(|i| match &i.op {
        Op::Ret(Some(o)) => Some(o),
        _ => None,
    })
}

/// Where a fold on this root belongs: (class of the root, visit function, file).
fn place(op: &Op, kind: &str) -> (&'static str, &'static str, &'static str) {
    let simp = kind == "instsimplify";
    let file_ic = |f: &'static str| if simp { "InstructionSimplify.cpp" } else { f };
    match op {
        Op::Bin { op, .. } => {
            let (v, vs, f) = match op {
                BinOp::Add => ("visitAdd", "simplifyAddInst", "InstCombineAddSub.cpp"),
                BinOp::Sub => ("visitSub", "simplifySubInst", "InstCombineAddSub.cpp"),
                BinOp::FAdd => ("visitFAdd", "simplifyFAddInst", "InstCombineAddSub.cpp"),
                BinOp::FSub => ("visitFSub", "simplifyFSubInst", "InstCombineAddSub.cpp"),
                BinOp::Mul => ("visitMul", "simplifyMulInst", "InstCombineMulDivRem.cpp"),
                BinOp::FMul => ("visitFMul", "simplifyFMulInst", "InstCombineMulDivRem.cpp"),
                BinOp::UDiv => ("visitUDiv", "simplifyUDivInst", "InstCombineMulDivRem.cpp"),
                BinOp::SDiv => ("visitSDiv", "simplifySDivInst", "InstCombineMulDivRem.cpp"),
                BinOp::FDiv => ("visitFDiv", "simplifyFDivInst", "InstCombineMulDivRem.cpp"),
                BinOp::URem => ("visitURem", "simplifyURemInst", "InstCombineMulDivRem.cpp"),
                BinOp::SRem => ("visitSRem", "simplifySRemInst", "InstCombineMulDivRem.cpp"),
                BinOp::FRem => ("visitFRem", "simplifyFRemInst", "InstCombineMulDivRem.cpp"),
                BinOp::Shl => ("visitShl", "simplifyShlInst", "InstCombineShifts.cpp"),
                BinOp::LShr => ("visitLShr", "simplifyLShrInst", "InstCombineShifts.cpp"),
                BinOp::AShr => ("visitAShr", "simplifyAShrInst", "InstCombineShifts.cpp"),
                BinOp::And => ("visitAnd", "simplifyAndInst", "InstCombineAndOrXor.cpp"),
                BinOp::Or => ("visitOr", "simplifyOrInst", "InstCombineAndOrXor.cpp"),
                BinOp::Xor => ("visitXor", "simplifyXorInst", "InstCombineAndOrXor.cpp"),
            };
            ("BinaryOperator", if simp { vs } else { v }, file_ic(f))
        }
        Op::ICmp { .. } => ("ICmpInst", if simp { "simplifyICmpInst" } else { "visitICmpInst" }, file_ic("InstCombineCompares.cpp")),
        Op::FCmp { .. } => ("FCmpInst", if simp { "simplifyFCmpInst" } else { "visitFCmpInst" }, file_ic("InstCombineCompares.cpp")),
        Op::Select { .. } => ("SelectInst", if simp { "simplifySelectInst" } else { "visitSelectInst" }, file_ic("InstCombineSelect.cpp")),
        Op::Cast { op, .. } => {
            let v = match op {
                CastOp::Trunc => "visitTrunc",
                CastOp::ZExt => "visitZExt",
                CastOp::SExt => "visitSExt",
                _ => "visitCastInst",
            };
            ("CastInst", if simp { "simplifyCastInst" } else { v }, file_ic("InstCombineCasts.cpp"))
        }
        Op::FNeg { .. } => ("UnaryOperator", if simp { "simplifyFNegInst" } else { "visitFNeg" }, file_ic("InstCombineAddSub.cpp")),
        Op::Freeze(_) => ("FreezeInst", if simp { "simplifyFreezeInst" } else { "visitFreeze" }, file_ic("InstructionCombining.cpp")),
        _ => ("IntrinsicInst", if simp { "simplifyIntrinsic" } else { "visitCallInst" }, file_ic("InstCombineCalls.cpp")),
    }
}

struct Gen<'a> {
    p: &'a Pattern,
    kind: String,
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
}

impl<'a> Gen<'a> {
    fn new(p: &'a Pattern, kind: &str) -> Gen<'a> {
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
            kind: kind.into(),
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
            crate::ir::print::print_op(&Type::Void, &op)
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

    fn matcher_of(&mut self, o: &Operand) -> Result<Node, String> {
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
                let v = self.names.get(n).cloned().ok_or(format!("unknown value %{n}"))?;
                if self.bound.insert(n.clone()) {
                    self.values.push(v.clone());
                    Ok(leaf(format!("m_Value({v})")))
                } else {
                    Ok(leaf(format!("m_Deferred({v})")))
                }
            }
            Val::Const(c) => self.const_matcher(c, &o.ty),
            _ => Err(format!("no matcher for operand {o:?}")),
        }
    }

    fn const_matcher(&mut self, c: &Const, ty: &Type) -> Result<Node, String> {
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
                None => return Err("a literal wider than 64 bits".into()),
            },
            Const::Float(bits) => {
                let f = float_literal(bits, ty).ok_or("a float literal of an unusual format")?;
                match f.as_str() {
                    "0x0p+0" => leaf("m_PosZeroFP()"),
                    "-0x0p+0" => leaf("m_NegZeroFP()"),
                    _ => leaf(format!("m_SpecificFP({f})")),
                }
            }
            Const::Zero | Const::Null => leaf("m_Zero()"),
            Const::Poison => leaf("m_Poison()"),
            Const::Splat(t, inner) => return self.const_matcher(inner, t),
            _ => return Err("a vector or aggregate literal".into()),
        })
    }

    fn is_const(o: &Operand) -> bool {
        matches!(o.val, Val::Const(_)) || o.as_local().is_some_and(|n| n.starts_with('C'))
    }

    fn matcher_of_inst(&mut self, n: &str, root: bool) -> Result<Node, String> {
        if !self.bound.insert(n.to_string()) {
            let v = self.names.get(n).cloned().ok_or(format!("%{n} used before it is bound"))?;
            return Ok(leaf(format!("m_Deferred({v})")));
        }
        let i = self.defs.get(n).cloned().ok_or(format!("no %{n}"))?;
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
        if !root && uses == 1 && !self.needed.contains(n) && self.kind == "instcombine" {
            m = node("m_OneUse", vec![m]);
        }
        Ok(m)
    }

    fn structure(&mut self, op: &Op, var: Option<&str>) -> Result<Node, String> {
        Ok(match op {
            Op::Bin { op: b, flags, fmf, a, b: r } => {
                let nsw = flags.has(Flags::NSW);
                let nuw = flags.has(Flags::NUW);
                let base = bin_matcher(*b);
                let comm = b.is_commutative() && !Self::is_const(a) && !Self::is_const(r);
                let head = match (b, nsw, nuw) {
                    (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl, true, false) => format!("m_NSW{}", &base[2..]),
                    (BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl, false, true) => format!("m_NUW{}", &base[2..]),
                    (BinOp::Or, _, _) if flags.has(Flags::DISJOINT) => {
                        if comm { "m_c_DisjointOr".into() } else { "m_DisjointOr".into() }
                    }
                    _ if comm && !nsw && !nuw => format!("m_c_{}", &base[2..]),
                    _ => base.to_string(),
                };
                if nsw && nuw {
                    let v = var.ok_or("nuw nsw on an unbound value")?;
                    self.checks.push(Check {
                        cond: format!("cast<OverflowingBinaryOperator>({0})->hasNoSignedWrap() && cast<OverflowingBinaryOperator>({0})->hasNoUnsignedWrap()", amp(v)),
                        why: "the source's nuw nsw".into(),
                    });
                }
                fmf_checks(&mut self.checks, *fmf, var)?;
                let (ma, mb) = (self.matcher_of(a)?, self.matcher_of(r)?);
                let m = node(head, vec![ma, mb]);
                if flags.has(Flags::EXACT) {
                    node("m_Exact", vec![m])
                } else {
                    m
                }
            }
            Op::ICmp { pred, flags, a, b } => {
                if flags.has(Flags::SAMESIGN) {
                    let v = var.ok_or("samesign on an unbound value")?;
                    self.checks.push(Check {
                        cond: format!("cast<ICmpInst>({})->hasSameSign()", amp(v)),
                        why: "the source's samesign".into(),
                    });
                }
                let (ma, mb) = (self.matcher_of(a)?, self.matcher_of(b)?);
                node("m_SpecificICmp", vec![leaf(format!("ICmpInst::{}", ipred(*pred))), ma, mb])
            }
            Op::FCmp { pred, fmf, a, b } => {
                fmf_checks(&mut self.checks, *fmf, var)?;
                let (ma, mb) = (self.matcher_of(a)?, self.matcher_of(b)?);
                node("m_SpecificFCmp", vec![leaf(format!("FCmpInst::{}", fpred(*pred))), ma, mb])
            }
            Op::Select { cond, t, f, .. } => {
                let (c, x, y) = (self.matcher_of(cond)?, self.matcher_of(t)?, self.matcher_of(f)?);
                node("m_Select", vec![c, x, y])
            }
            Op::Freeze(a) => node("m_Freeze", vec![self.matcher_of(a)?]),
            Op::FNeg { a, .. } => node("m_FNeg", vec![self.matcher_of(a)?]),
            Op::Cast { op, flags, a, .. } => {
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
                    _ => return Err(format!("no matcher for {}", op.name())),
                };
                node(head, vec![self.matcher_of(a)?])
            }
            Op::Call(c) => {
                let name = c.intrinsic().ok_or("a call of a function that is not an intrinsic")?;
                let (id, _) = intrinsic_id(name);
                let args: Vec<Node> = c.args.iter().map(|a| self.matcher_of(&a.op)).collect::<Result<_, _>>()?;
                match (id.as_str(), args.len()) {
                    ("umin", 2) => node("m_UMin", args),
                    ("umax", 2) => node("m_UMax", args),
                    ("smin", 2) => node("m_SMin", args),
                    ("smax", 2) => node("m_SMax", args),
                    (_, n) if n <= 4 => node(format!("m_Intrinsic<Intrinsic::{id}>"), args),
                    _ => return Err("an intrinsic with more than four arguments".into()),
                }
            }
            _ => return Err(format!("no PatternMatch translation for `{}`", op.opcode())),
        })
    }

    /// The precondition as checks on the `APInt`s.
    fn pre_checks(&self) -> Result<Vec<Check>, String> {
        self.p
            .pre
            .iter()
            .map(|q| {
                Ok(Check {
                    cond: self.pred_cpp(q),
                    why: format!("precondition: {q}"),
                })
            })
            .collect()
    }

    fn width_checks(&self) -> Vec<Check> {
        let mut out = Vec::new();
        if self.p.width.is_none() {
            // Fixed types: the root and each leaf at exactly the widths of the proof.
            let mut conds = vec![type_cond("I.getType()", &self.p.src.ret)];
            for prm in self.p.leaves() {
                if let Some(v) = self.names.get(&prm.name) {
                    conds.push(type_cond(&format!("{v}->getType()"), &prm.ty));
                }
            }
            out.push(Check {
                cond: conds.join(" && "),
                why: "proved at these types only".into(),
            });
        } else if let Some(min) = self.p.widths.iter().min().copied().filter(|m| *m > 1) {
            let w = self.p.width.unwrap_or(min);
            let ty = if self.p.symbols > 0 {
                self.uses_bw.set(true);
                "BW".to_string()
            } else {
                format!("{}->getScalarSizeInBits()", self.width_source(w))
            };
            let ws: Vec<String> = self.p.widths.iter().map(|w| format!("i{w}")).collect();
            out.push(Check {
                cond: format!("{ty} >= {min}"),
                why: format!("proved at {}", ws.join(", ")),
            });
        }
        out
    }

    /// A bound value of width `w` (the root when none).
    fn width_source(&self, w: u32) -> String {
        for prm in self.p.leaves() {
            if prm.ty.scalar_bits() == Some(w) {
                if let Some(v) = self.names.get(&prm.name) {
                    return format!("{v}->getType()");
                }
            }
        }
        "I.getType()".into()
    }

    fn pred_cpp(&self, q: &Pred) -> String {
        match q {
            Pred::Pow2(e) => format!("{}isPowerOf2()", self.recv(e)),
            Pred::Cmp(p, a, b) => {
                let sa = || self.apint(a);
                let sb = || self.apint(b);
                match (p, b) {
                    (IPred::Eq, Expr::Lit(0)) => format!("{}isZero()", self.recv(a)),
                    (IPred::Ne, Expr::Lit(0)) => format!("!{}isZero()", self.recv(a)),
                    (IPred::Eq, _) => format!("{} == {}", sa(), sb()),
                    (IPred::Ne, _) => format!("{} != {}", sa(), sb()),
                    _ => {
                        let m = match p {
                            IPred::Ult => "ult",
                            IPred::Ule => "ule",
                            IPred::Ugt => "ugt",
                            IPred::Uge => "uge",
                            IPred::Slt => "slt",
                            IPred::Sle => "sle",
                            IPred::Sgt => "sgt",
                            _ => "sge",
                        };
                        let rhs = match b {
                            Expr::Width => {
                                self.uses_bw.set(true);
                                "BW".to_string()
                            }
                            Expr::Lit(v) => v.to_string(),
                            _ => sb(),
                        };
                        format!("{}{m}({rhs})", self.recv(a))
                    }
                }
            }
        }
    }

    /// `e` as a method receiver with its accessor: `C0->` or `(*C0 + 1).`.
    fn recv(&self, e: &Expr) -> String {
        match e {
            Expr::C(k) => format!("C{k}->"),
            _ => format!("({}).", self.apint(e)),
        }
    }

    /// `e` as an `APInt` expression of width `BW`.
    fn apint(&self, e: &Expr) -> String {
        match e {
            Expr::C(k) => format!("*C{k}"),
            Expr::Lit(v) => {
                self.uses_bw.set(true);
                format!("APInt(BW, {v}, /*isSigned=*/true)")
            }
            Expr::Width => {
                self.uses_bw.set(true);
                "APInt(BW, BW)".into()
            }
            Expr::Log2(a) => {
                self.uses_bw.set(true);
                format!("APInt(BW, {}logBase2())", self.recv(a))
            }
            Expr::Bin(op, a, b) => match (op, a.as_ref(), b.as_ref()) {
                (BinOp::Xor, x, Expr::Lit(-1)) => format!("~{}", self.paren(x)),
                (BinOp::Sub, Expr::Lit(0), x) => format!("-{}", self.paren(x)),
                (BinOp::Shl, x, y) => format!("{}.shl({})", self.paren(x), self.apint(y)),
                (op, x, Expr::Lit(v)) if *v >= 0 && !matches!(op, BinOp::Shl) => {
                    format!("{} {} {v}", self.paren(x), cpp_op(*op))
                }
                (op, x, y) => format!("{} {} {}", self.paren(x), cpp_op(*op), self.paren(y)),
            },
        }
    }

    fn paren(&self, e: &Expr) -> String {
        match e {
            Expr::C(_) => self.apint(e),
            _ => format!("({})", self.apint(e)),
        }
    }

    /// The C++ of an operand of the target, given the names of target values so far.
    fn tgt_operand(&self, o: &Operand, tnames: &HashMap<String, String>) -> Result<String, String> {
        match &o.val {
            Val::Local(n) => {
                if let Some(k) = symbol_index(n, 'C').filter(|k| *k < self.p.symbols) {
                    return Ok(format!("ConstantInt::get({}, *C{k})", self.type_expr(&o.ty)));
                }
                if let Some(k) = symbol_index(n, 'D') {
                    let e = self.p.derived.get(k).ok_or(format!("no derived constant D{k}"))?;
                    return Ok(format!("ConstantInt::get({}, {})", self.type_expr(&o.ty), self.apint(e)));
                }
                let s = self.alias.get(n).unwrap_or(n);
                if let Some(v) = tnames.get(s) {
                    return Ok(v.clone());
                }
                self.names.get(s).cloned().ok_or(format!("the target reads %{n}, which the matcher does not bind"))
            }
            Val::Const(c) => self.tgt_const(c, &o.ty),
            _ => Err(format!("no C++ for operand {o:?}")),
        }
    }

    fn tgt_const(&self, c: &Const, ty: &Type) -> Result<String, String> {
        let t = self.type_expr(ty);
        Ok(match c {
            Const::Int(v) if ty.scalar_bits() == Some(1) => {
                format!("ConstantInt::get{}({t})", if v.is_zero() { "False" } else { "True" })
            }
            Const::Int(v) => match v.to_i64() {
                Some(0) => format!("Constant::getNullValue({t})"),
                Some(-1) => format!("Constant::getAllOnesValue({t})"),
                Some(x) => format!("ConstantInt::getSigned({t}, {x})"),
                None => return Err("a literal wider than 64 bits".into()),
            },
            Const::Float(bits) => format!("ConstantFP::get({t}, {})", float_literal(bits, ty).ok_or("float format")?),
            Const::Zero | Const::Null => format!("Constant::getNullValue({t})"),
            Const::Poison => format!("PoisonValue::get({t})"),
            Const::Splat(et, inner) => return self.tgt_const(inner, &ty.with_scalar(et.clone())),
            _ => return Err("a vector or aggregate literal in the target".into()),
        })
    }

    /// A C++ expression for IR type `ty` (`I.getType()`, `X->getType()`, or one derived
    /// with `getWithNewBitWidth`).
    fn type_expr(&self, ty: &Type) -> String {
        if *ty == self.p.src.ret {
            return "I.getType()".into();
        }
        for prm in self.p.leaves() {
            if prm.ty == *ty {
                if let Some(v) = self.names.get(&prm.name) {
                    return format!("{v}->getType()");
                }
            }
        }
        match (ty, &self.p.src.ret) {
            (Type::Int(w), r) if r.is_int() => format!("I.getType()->getWithNewBitWidth({w})"),
            (Type::Int(w), _) => format!("Builder.getIntNTy({w})"),
            (t, _) => format!("/* {t} */ I.getType()"),
        }
    }

    /// The target as statements, the result and its flags.
    fn target(&self) -> Result<(Vec<Stmt>, String, Vec<String>), String> {
        let t = &self.p.tgt;
        let ret = ret_operand(t).ok_or("the target returns nothing")?;
        let insts: Vec<&crate::ir::Inst> = t
            .insts()
            .filter(|i| i.name.as_ref().is_some_and(|n| !self.alias.contains_key(n)))
            .collect();
        let mut tnames: HashMap<String, String> = HashMap::new();
        let mut taken = self.taken.clone();
        let mut stmts = Vec::new();
        let last = ret.as_local().filter(|n| insts.iter().any(|i| i.name.as_deref() == Some(*n)));
        let Some(last) = last.map(str::to_string) else {
            // Nothing new: return an existing value or a constant.
            return Ok((Vec::new(), self.tgt_operand(ret, &tnames)?, Vec::new()));
        };
        for i in &insts {
            let n = i.name.clone().unwrap_or_default();
            let ops: Vec<String> = i.op.operands().iter().map(|o| self.tgt_operand(o, &tnames)).collect::<Result<_, _>>()?;
            if n == last {
                let (res, flags) = self.create(&i.op, &i.ty, &ops)?;
                return Ok((stmts, res, flags));
            }
            let base = var_base(&i.op);
            let c = taken.entry(base.clone()).or_insert(0);
            *c += 1;
            let var = if *c == 1 { base } else { format!("{base}{}", *c - 1) };
            stmts.push(Stmt {
                var: var.clone(),
                expr: self.build(&i.op, &i.ty, &ops)?,
            });
            tnames.insert(n, var);
        }
        Err("the target's result is not computed".into())
    }

    /// `Builder.CreateXxx(…)` for an intermediate target instruction.
    fn build(&self, op: &Op, ty: &Type, o: &[String]) -> Result<String, String> {
        let o = &canonical_order(op, o);
        let b = |x: bool| if x { "true" } else { "false" };
        Ok(match op {
            Op::Bin { op: bo, flags, .. } => {
                let (nuw, nsw, ex) = (flags.has(Flags::NUW), flags.has(Flags::NSW), flags.has(Flags::EXACT));
                let m = bin_builder(*bo);
                match bo {
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl if nuw || nsw => {
                        format!("Builder.{m}({}, {}, \"\", /*HasNUW=*/{}, /*HasNSW=*/{})", o[0], o[1], b(nuw), b(nsw))
                    }
                    BinOp::LShr | BinOp::AShr | BinOp::UDiv | BinOp::SDiv if ex => {
                        format!("Builder.{m}({}, {}, \"\", /*isExact=*/true)", o[0], o[1])
                    }
                    BinOp::Or if flags.has(Flags::DISJOINT) => format!("Builder.CreateOr({}, {}, \"\", /*IsDisjoint=*/true)", o[0], o[1]),
                    _ => format!("Builder.{m}({}, {})", o[0], o[1]),
                }
            }
            Op::ICmp { pred, .. } => format!("Builder.CreateICmp(ICmpInst::{}, {}, {})", ipred(*pred), o[0], o[1]),
            Op::FCmp { pred, .. } => format!("Builder.CreateFCmp(FCmpInst::{}, {}, {})", fpred(*pred), o[0], o[1]),
            Op::Select { .. } => format!("Builder.CreateSelect({}, {}, {})", o[0], o[1], o[2]),
            Op::Freeze(_) => format!("Builder.CreateFreeze({})", o[0]),
            Op::FNeg { .. } => format!("Builder.CreateFNeg({})", o[0]),
            Op::Cast { op, flags, .. } => {
                let t = self.type_expr(ty);
                match op {
                    CastOp::ZExt => format!("Builder.CreateZExt({}, {t}, \"\", /*IsNonNeg=*/{})", o[0], b(flags.has(Flags::NNEG))),
                    CastOp::Trunc if flags.0 != 0 => format!(
                        "Builder.CreateTrunc({}, {t}, \"\", /*IsNUW=*/{}, /*IsNSW=*/{})",
                        o[0],
                        b(flags.has(Flags::NUW)),
                        b(flags.has(Flags::NSW))
                    ),
                    _ => format!("Builder.CreateCast(Instruction::{}, {}, {t})", cast_name(*op), o[0]),
                }
            }
            Op::Call(c) => {
                let name = c.intrinsic().ok_or("a call of a function that is not an intrinsic")?;
                let (id, _) = intrinsic_id(name);
                format!("Builder.CreateIntrinsic({}, Intrinsic::{id}, {{{}}})", self.type_expr(ty), o.join(", "))
            }
            _ => return Err(format!("no builder for `{}`", op.opcode())),
        })
    }

    /// The unattached new instruction that replaces the root, and its flag setters.
    fn create(&self, op: &Op, ty: &Type, o: &[String]) -> Result<(String, Vec<String>), String> {
        let o = &canonical_order(op, o);
        let mut flags_out = Vec::new();
        let res = match op {
            Op::Bin { op: bo, flags, .. } => {
                for (f, s) in [
                    (Flags::NUW, "setHasNoUnsignedWrap()"),
                    (Flags::NSW, "setHasNoSignedWrap()"),
                    (Flags::EXACT, "setIsExact()"),
                ] {
                    if flags.has(f) {
                        flags_out.push(format!("NewI->{s};"));
                    }
                }
                if flags.has(Flags::DISJOINT) {
                    flags_out.push("cast<PossiblyDisjointInst>(NewI)->setIsDisjoint(true);".into());
                }
                format!("BinaryOperator::Create(Instruction::{}, {}, {})", bin_name(*bo), o[0], o[1])
            }
            Op::ICmp { pred, .. } => format!("new ICmpInst(ICmpInst::{}, {}, {})", ipred(*pred), o[0], o[1]),
            Op::FCmp { pred, .. } => format!("new FCmpInst(FCmpInst::{}, {}, {})", fpred(*pred), o[0], o[1]),
            Op::Select { .. } => format!("SelectInst::Create({}, {}, {})", o[0], o[1], o[2]),
            Op::Freeze(_) => format!("new FreezeInst({})", o[0]),
            Op::FNeg { .. } => format!("UnaryOperator::CreateFNeg({})", o[0]),
            Op::Cast { op, flags, .. } => {
                if flags.has(Flags::NNEG) {
                    flags_out.push("NewI->setNonNeg();".into());
                }
                if flags.has(Flags::NUW) {
                    flags_out.push("NewI->setHasNoUnsignedWrap(true);".into());
                }
                if flags.has(Flags::NSW) {
                    flags_out.push("NewI->setHasNoSignedWrap(true);".into());
                }
                format!("CastInst::Create(Instruction::{}, {}, {})", cast_name(*op), o[0], self.type_expr(ty))
            }
            Op::Call(c) => {
                let name = c.intrinsic().ok_or("a call of a function that is not an intrinsic")?;
                let (id, _) = intrinsic_id(name);
                let tys: Vec<String> = o.iter().map(|a| format!("{a}->getType()")).collect();
                format!(
                    "CallInst::Create(Intrinsic::getOrInsertDeclaration(I.getModule(), Intrinsic::{id}, {}, {{{}}}), {{{}}})",
                    self.type_expr(ty),
                    tys.join(", "),
                    o.join(", ")
                )
            }
            _ => return Err(format!("no constructor for `{}`", op.opcode())),
        };
        Ok((res, flags_out))
    }
}

/// Operands with a constant second, as InstCombine orders a commutative operation's.
fn canonical_order(op: &Op, o: &[String]) -> Vec<String> {
    let konst = |s: &str| s.starts_with("Constant") || s.starts_with("ConstantInt::") || s.starts_with("ConstantFP::");
    match op {
        Op::Bin { op, .. } if op.is_commutative() && konst(&o[0]) && !konst(&o[1]) => vec![o[1].clone(), o[0].clone()],
        _ => o.to_vec(),
    }
}

fn amp(v: &str) -> String {
    if v == "I" {
        "&I".into()
    } else {
        v.into()
    }
}

fn needs_flag_check(op: &Op) -> bool {
    match op {
        Op::Bin { flags, fmf, .. } => (flags.has(Flags::NSW) && flags.has(Flags::NUW)) || !fmf.is_empty(),
        Op::ICmp { flags, .. } => flags.has(Flags::SAMESIGN),
        Op::FCmp { fmf, .. } => !fmf.is_empty(),
        _ => false,
    }
}

fn fmf_checks(checks: &mut Vec<Check>, fmf: crate::ir::FastMath, var: Option<&str>) -> Result<(), String> {
    if fmf.is_empty() {
        return Ok(());
    }
    let v = var.ok_or("fast-math flags on an unbound value")?;
    for (name, bit) in crate::ir::FMF_NAMES {
        if fmf.0 & bit != 0 {
            let m = match name {
                "reassoc" => "hasAllowReassoc",
                "nnan" => "hasNoNaNs",
                "ninf" => "hasNoInfs",
                "nsz" => "hasNoSignedZeros",
                "arcp" => "hasAllowReciprocal",
                "contract" => "hasAllowContract",
                _ => "hasApproxFunc",
            };
            checks.push(Check {
                cond: format!("cast<FPMathOperator>({})->{m}()", amp(v)),
                why: format!("the source's {name}"),
            });
        }
    }
    Ok(())
}

fn type_cond(v: &str, t: &Type) -> String {
    match t.scalar() {
        Type::Int(w) => format!("{v}->getScalarType()->isIntegerTy({w})"),
        Type::Float(k) => format!("{v}->getScalarType()->is{}Ty()", float_kind_name(k.name())),
        _ => "true".into(),
    }
}

fn float_kind_name(n: &str) -> &'static str {
    match n {
        "half" => "Half",
        "float" => "Float",
        "double" => "Double",
        "bfloat" => "BFloat",
        "fp128" => "FP128",
        _ => "X86_FP80",
    }
}

/// A float literal as a C++ hexadecimal floating literal (exact), for `half`, `float`
/// and `double`.
pub fn float_literal(bits: &crate::util::apint::ApInt, ty: &Type) -> Option<String> {
    let v = match ty.scalar_bits()? {
        64 => f64::from_bits(bits.low_u64()),
        32 => f32::from_bits(bits.low_u64() as u32) as f64,
        16 => half_to_f64(bits.low_u64() as u16),
        _ => return None,
    };
    Some(hexfloat(v))
}

fn half_to_f64(h: u16) -> f64 {
    let s = if h >> 15 == 1 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f64;
    s * match e {
        0 => m * 2f64.powi(-24),
        31 if m == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + m / 1024.0) * 2f64.powi(e - 15),
    }
}

/// `v` as a C++ hexadecimal floating literal (`0x1.8p+1`).
pub fn hexfloat(v: f64) -> String {
    if v.is_nan() {
        return "std::numeric_limits<double>::quiet_NaN()".into();
    }
    if v.is_infinite() {
        return format!("{}std::numeric_limits<double>::infinity()", if v < 0.0 { "-" } else { "" });
    }
    let sign = if v.is_sign_negative() { "-" } else { "" };
    if v == 0.0 {
        return format!("{sign}0x0p+0");
    }
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    let mut hex = format!("{man:013x}");
    while hex.ends_with('0') {
        hex.pop();
    }
    let frac = if hex.is_empty() { String::new() } else { format!(".{hex}") };
    format!("{sign}0x{lead}{frac}p{e:+}")
}

/// An intrinsic's `Intrinsic::` enumerator and overload suffixes (`umin.i32` →
/// `umin`, `[i32]`; `x86.sse2.pmadd.wd` → `x86_sse2_pmadd_wd`).
pub fn intrinsic_id(name: &str) -> (String, Vec<String>) {
    let parts: Vec<&str> = name.split('.').collect();
    let is_ty = |p: &str| {
        let p = p.strip_prefix('v').map(|r| r.trim_start_matches(|c: char| c.is_ascii_digit())).unwrap_or(p);
        let num = |r: &str| !r.is_empty() && r.chars().all(|c| c.is_ascii_digit());
        p.strip_prefix('i').is_some_and(num) || p.strip_prefix('f').is_some_and(num) || p.strip_prefix('p').is_some_and(num)
    };
    let mut n = parts.len();
    while n > 1 && is_ty(parts[n - 1]) {
        n -= 1;
    }
    (parts[..n].join("_"), parts[n..].iter().map(|s| s.to_string()).collect())
}

fn bin_matcher(b: BinOp) -> &'static str {
    match b {
        BinOp::Add => "m_Add",
        BinOp::Sub => "m_Sub",
        BinOp::Mul => "m_Mul",
        BinOp::UDiv => "m_UDiv",
        BinOp::SDiv => "m_SDiv",
        BinOp::URem => "m_URem",
        BinOp::SRem => "m_SRem",
        BinOp::Shl => "m_Shl",
        BinOp::LShr => "m_LShr",
        BinOp::AShr => "m_AShr",
        BinOp::And => "m_And",
        BinOp::Or => "m_Or",
        BinOp::Xor => "m_Xor",
        BinOp::FAdd => "m_FAdd",
        BinOp::FSub => "m_FSub",
        BinOp::FMul => "m_FMul",
        BinOp::FDiv => "m_FDiv",
        BinOp::FRem => "m_FRem",
    }
}

fn bin_builder(b: BinOp) -> String {
    format!("Create{}", &bin_matcher(b)[2..])
}

fn bin_name(b: BinOp) -> &'static str {
    &bin_matcher(b)[2..]
}

fn cpp_op(b: BinOp) -> &'static str {
    match b {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::And => "&",
        BinOp::Or => "|",
        BinOp::Xor => "^",
        _ => "?",
    }
}

fn cast_name(c: CastOp) -> &'static str {
    match c {
        CastOp::Trunc => "Trunc",
        CastOp::ZExt => "ZExt",
        CastOp::SExt => "SExt",
        CastOp::FPTrunc => "FPTrunc",
        CastOp::FPExt => "FPExt",
        CastOp::FPToUI => "FPToUI",
        CastOp::FPToSI => "FPToSI",
        CastOp::UIToFP => "UIToFP",
        CastOp::SIToFP => "SIToFP",
        CastOp::PtrToInt => "PtrToInt",
        CastOp::PtrToAddr => "PtrToAddr",
        CastOp::IntToPtr => "IntToPtr",
        CastOp::BitCast => "BitCast",
        CastOp::AddrSpaceCast => "AddrSpaceCast",
    }
}

fn ipred(p: IPred) -> String {
    format!("ICMP_{}", p.name().to_uppercase())
}

fn fpred(p: FPred) -> String {
    format!("FCMP_{}", p.name().to_uppercase())
}

/// The base of a C++ variable name for a value computed by `op` (`And`, `Sel`, `Cmp`).
fn var_base(op: &Op) -> String {
    match op {
        Op::Bin { op, .. } => bin_name(*op).to_string(),
        Op::ICmp { .. } | Op::FCmp { .. } => "Cmp".into(),
        Op::Select { .. } => "Sel".into(),
        Op::Cast { op, .. } => cast_name(*op).to_string(),
        Op::Freeze(_) => "Fr".into(),
        Op::FNeg { .. } => "Neg".into(),
        Op::Call(c) => c
            .intrinsic()
            .map(|n| {
                let id = intrinsic_id(n).0;
                let mut s = id.split('_').next_back().unwrap_or("Call").to_string();
                if let Some(f) = s.get_mut(0..1) {
                    f.make_ascii_uppercase();
                }
                s
            })
            .unwrap_or("Call".into()),
        _ => "V".into(),
    }
}
