//! The source program's free choices in a refinement query, quantified: `∀` is first
//! pushed inward (through every `and`, and through an `or` between disjuncts that share
//! no choice: the lanes of a vector), then each remaining scope's small choices are
//! expanded (one copy per value, sharing every term that does not depend on them) and
//! any others bound by a Z3 `forall`. A NaN choice (`sem::nan_result`) is a few bits
//! per lane: scoped and expanded, a floating-point query stays quantifier-free, which Z3
//! decides far faster than the same query under one `forall` over every lane's choices.

use crate::util::ApInt;
use std::collections::HashMap;
use z3::ast::{Ast, Bool, Dynamic, BV};
use z3::DeclKind;

/// At most this many bits of source choices are expanded in one scope (2^this copies).
pub(super) const EXPAND_BITS: u32 = 8;

/// `∀ vars. body`, scoped as the module says.
pub(super) fn forall_choices(vars: &[BV], body: &Bool, max_bits: u32) -> Bool {
    if vars.is_empty() {
        return body.clone();
    }
    if vars.len() > 128 {
        return forall_leaf(vars, body, max_bits);
    }
    let mut sc = Scoper {
        vars,
        mentions: Mentions::new(vars),
        max_bits,
    };
    sc.scope(body)
}

/// [`forall_choices`] of `body`, as one formula per group of `parts` (the disjuncts
/// `body` is made of) that share no choice with the others: `∀ c. ∨ P_i` is `∨ ∀ c_g. G_g`
/// when the groups' choices `c_g` are disjoint, and each group is a smaller query, decided
/// alone. One formula, all of `body`, when the parts do not split.
pub(super) fn forall_each(vars: &[BV], body: &Bool, parts: &[Bool], max_bits: u32) -> Vec<Bool> {
    if parts.len() < 2 || vars.is_empty() || vars.len() > 128 {
        return vec![forall_choices(vars, body, max_bits)];
    }
    let mut mentions = Mentions::new(vars);
    let masks: Vec<u128> = parts.iter().map(|p| mentions.mask(&Dynamic::from_ast(p))).collect();
    let groups = group(&masks);
    if groups.len() < 2 {
        return vec![forall_choices(vars, body, max_bits)];
    }
    groups
        .iter()
        .map(|g| {
            let ps: Vec<Bool> = g.iter().map(|&i| parts[i].clone()).collect();
            forall_choices(vars, &Bool::or(&ps), max_bits)
        })
        .collect()
}

/// The indices of `masks` grouped so that two in different groups share no bit (a mask
/// of 0 is a group of its own).
fn group(masks: &[u128]) -> Vec<Vec<usize>> {
    let mut groups: Vec<(u128, Vec<usize>)> = Vec::new();
    for (i, &m) in masks.iter().enumerate() {
        let mut g = (m, vec![i]);
        if m != 0 {
            groups.retain(|(gm, gi)| {
                if gm & g.0 != 0 {
                    g.0 |= gm;
                    g.1.extend(gi);
                    false
                } else {
                    true
                }
            });
        }
        groups.push(g);
    }
    let mut out: Vec<Vec<usize>> = groups
        .into_iter()
        .map(|(_, mut g)| {
            g.sort_unstable();
            g
        })
        .collect();
    out.sort();
    out
}

fn key<A: Ast>(a: &A) -> usize {
    a.get_z3_ast().as_ptr() as usize
}

struct Scoper<'a> {
    vars: &'a [BV],
    mentions: Mentions,
    max_bits: u32,
}

/// Which of at most 128 choices a term mentions, memoized over the term DAG.
pub(super) struct Mentions {
    /// A choice's term → its index.
    ids: HashMap<usize, usize>,
    /// A term → the set of choices it mentions (bit `i`: choice `i`).
    memo: HashMap<usize, u128>,
    /// Every choice.
    all: u128,
}

impl Mentions {
    pub(super) fn new(vars: &[BV]) -> Mentions {
        assert!(vars.len() <= 128, "a mask holds 128 choices");
        Mentions {
            ids: vars.iter().enumerate().map(|(i, v)| (key(v), i)).collect(),
            memo: HashMap::new(),
            all: u128::MAX >> (128 - vars.len().max(1)),
        }
    }

    /// The index of the choice `t` is, if it is one.
    pub(super) fn choice(&self, t: &Dynamic) -> Option<usize> {
        self.ids.get(&key(t)).copied()
    }

    /// The choices `t` mentions (an iterative walk: terms can be deep).
    pub(super) fn mask(&mut self, t: &Dynamic) -> u128 {
        if let Some(m) = self.memo.get(&key(t)) {
            return *m;
        }
        let mut stack: Vec<(Dynamic, bool)> = vec![(t.clone(), false)];
        while let Some((n, done)) = stack.pop() {
            let k = key(&n);
            if self.memo.contains_key(&k) {
                continue;
            }
            if !n.is_app() {
                // A quantifier or bound variable: not produced by `sem`; count it as
                // mentioning every choice (scoping then stops above it).
                self.memo.insert(k, self.all);
                continue;
            }
            let kids = n.children();
            if kids.is_empty() {
                let m = self.ids.get(&k).map_or(0, |i| 1u128 << i);
                self.memo.insert(k, m);
            } else if done {
                let m = kids.iter().fold(0, |m, c| m | self.memo[&key(c)]);
                self.memo.insert(k, m);
            } else {
                stack.push((n.clone(), true));
                for c in kids {
                    if !self.memo.contains_key(&key(&c)) {
                        stack.push((c, false));
                    }
                }
            }
        }
        self.memo[&key(t)]
    }
}

impl Scoper<'_> {
    fn scope(&mut self, b: &Bool) -> Bool {
        let m = self.mentions.mask(&Dynamic::from_ast(b));
        if m == 0 {
            return b.clone();
        }
        let kind = b.safe_decl().map(|d| d.kind()).ok();
        match kind {
            Some(DeclKind::AND) => {
                let parts: Vec<Bool> = b
                    .children()
                    .iter()
                    .map(|c| self.scope(&c.as_bool().expect("and of booleans")))
                    .collect();
                Bool::and(&parts)
            }
            Some(DeclKind::OR) => {
                let mut ds = Vec::new();
                flatten_or(b, &mut ds);
                let masks: Vec<u128> = ds.iter().map(|d| self.mentions.mask(&Dynamic::from_ast(d))).collect();
                // The disjuncts grouped by shared choices (transitively).
                let groups = group(&masks);
                if groups.len() == 1 {
                    return self.leaf(b, m);
                }
                let parts: Vec<Bool> = groups
                    .iter()
                    .map(|g| {
                        let gm = g.iter().fold(0, |a, &i| a | masks[i]);
                        match g.as_slice() {
                            [i] if gm == 0 => ds[*i].clone(),
                            [i] => self.scope(&ds[*i]),
                            _ => self.leaf(&Bool::or(&g.iter().map(|&i| ds[i].clone()).collect::<Vec<_>>()), gm),
                        }
                    })
                    .collect();
                Bool::or(&parts)
            }
            _ => self.leaf(b, m),
        }
    }

    fn leaf(&self, b: &Bool, m: u128) -> Bool {
        let vars: Vec<BV> = (0..self.vars.len())
            .filter(|i| m >> i & 1 == 1)
            .map(|i| self.vars[i].clone())
            .collect();
        forall_leaf(&vars, b, self.max_bits)
    }
}

/// The disjuncts of `b`, nested `or`s flattened.
fn flatten_or(b: &Bool, out: &mut Vec<Bool>) {
    if b.safe_decl().is_ok_and(|d| d.kind() == DeclKind::OR) {
        for c in b.children() {
            flatten_or(&c.as_bool().expect("or of booleans"), out);
        }
    } else {
        out.push(b.clone());
    }
}

/// `∀ vars. body` for one scope: the narrowest `vars` whose widths total at most
/// `max_bits` are expanded into a conjunction over all their values; any others are
/// bound by a Z3 quantifier inside each copy (the two are equivalent).
fn forall_leaf(vars: &[BV], body: &Bool, max_bits: u32) -> Bool {
    let mut order: Vec<&BV> = vars.iter().collect();
    order.sort_by_key(|v| v.get_size());
    let mut expand: Vec<&BV> = Vec::new();
    let mut bits = 0u32;
    for v in &order {
        if bits + v.get_size() > max_bits {
            break;
        }
        bits += v.get_size();
        expand.push(v);
    }
    let rest: Vec<BV> = order[expand.len()..].iter().map(|v| (*v).clone()).collect();
    let body = if rest.is_empty() {
        body.clone()
    } else {
        super::solver::forall(&rest, body)
    };
    if expand.is_empty() {
        return body;
    }
    let copies: Vec<Bool> = (0u64..1u64 << bits)
        .map(|code| {
            let mut c = code;
            let lits: Vec<BV> = expand
                .iter()
                .map(|v| {
                    let w = v.get_size();
                    let x = super::bv_lit(&ApInt::from_u64(w, c & ((1u64 << w) - 1)));
                    c >>= w;
                    x
                })
                .collect();
            let pairs: Vec<(&BV, &BV)> = expand.iter().copied().zip(&lits).collect();
            body.substitute(&pairs)
        })
        .collect();
    Bool::and(&copies)
}

/// True when `b` has a quantifier inside (what [`forall_choices`] leaves when a scope's
/// choices are too wide to expand); false for a quantifier-free expansion.
pub(super) fn has_quantifier(b: &Bool) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![Dynamic::from_ast(b)];
    while let Some(n) = stack.pop() {
        if !seen.insert(key(&n)) {
            continue;
        }
        if !n.is_app() {
            return true;
        }
        stack.extend(n.children());
    }
    false
}

#[cfg(test)]
mod tests {
    use super::forall_choices;
    use z3::ast::{Bool, BV};
    use z3::{SatResult, Solver};

    fn sat(b: &Bool) -> SatResult {
        let s = Solver::new();
        s.assert(b);
        s.check()
    }

    /// `∀c. x != c` is unsatisfiable for every split of `c` between expansion and
    /// quantifier, and `∀c. x != c + 1 ∨ c == 3` likewise; `∀c. x + 0 == x` holds.
    #[test]
    fn a_quantifier_is_left_only_past_the_expansion_width() {
        let x = BV::new_const("x", 4);
        let c = BV::new_const("c", 4);
        let body = x.eq(&c).not();
        assert!(super::has_quantifier(&forall_choices(&[c.clone()], &body, 2)));
        assert!(!super::has_quantifier(&forall_choices(&[c], &body, 8)));
        assert!(!super::has_quantifier(&body));
    }

    #[test]
    fn expansion_is_forall() {
        for max in [0, 2, 3, 8] {
            let x = BV::new_const("x", 2);
            let c = BV::new_const("c", 2);
            let d = BV::new_const("d", 1);
            let body = x.eq(&c).not();
            assert_eq!(
                sat(&forall_choices(&[c.clone()], &body, max)),
                SatResult::Unsat,
                "max {max}"
            );
            let body = Bool::or(&[x.eq(&c).not(), d.eq(&BV::from_u64(1, 1))]);
            assert_eq!(
                sat(&forall_choices(&[c.clone(), d.clone()], &body, max)),
                SatResult::Unsat,
                "max {max}"
            );
            let body = x.bvadd(&c).bvsub(&c).eq(&x);
            assert_eq!(
                sat(&forall_choices(&[c.clone()], &body, max)),
                SatResult::Sat,
                "max {max}"
            );
        }
    }
}
