//! What a candidate keeps alive: reading a value of the cut keeps the instructions that
//! value needs, which would otherwise go with the root. Their cost counts towards the
//! candidate's when the search bounds terms (issue 14: cost bounds per level).

use crate::ir::{Function, Op, Val};
use std::collections::{HashMap, HashSet};

/// The cut's instructions that only the root needs, as bits of a mask, and each value's
/// share of them.
pub struct Keep {
    masks: HashMap<String, u128>,
    costs: Vec<u32>,
}

/// The instruction values `name` needs, itself included (operands through phis too).
fn cone(defs: &HashMap<String, &crate::ir::Inst>, name: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut todo = vec![name.to_string()];
    while let Some(n) = todo.pop() {
        let Some(i) = defs.get(&n) else { continue };
        if !out.insert(n) {
            continue;
        }
        for o in i.op.operands() {
            if let Val::Local(m) = &o.val {
                todo.push(m.clone());
            }
        }
    }
    out
}

impl Keep {
    /// The masks for `cut`, whose returned value is named `root`. An instruction is
    /// counted when it is in the root's cone but nothing else of the cut (a guard, a
    /// store, another value it keeps) needs it: the part of the cut a rewrite can
    /// delete. At most 128 such instructions are tracked; the rest count nothing (the
    /// bound stays a lower bound).
    pub fn new(cut: &Function, root: Option<&str>) -> Keep {
        let defs: HashMap<String, &crate::ir::Inst> =
            cut.insts().filter_map(|i| i.name.clone().map(|n| (n, i))).collect();
        let Some(root) = root else {
            return Keep {
                masks: HashMap::new(),
                costs: Vec::new(),
            };
        };
        let mine = cone(&defs, root);
        let mut others: HashSet<String> = HashSet::new();
        for i in cut.insts() {
            if i.name.as_ref().is_some_and(|n| mine.contains(n)) || matches!(i.op, Op::Ret(_)) {
                continue;
            }
            for o in i.op.operands() {
                if let Val::Local(m) = &o.val {
                    others.extend(cone(&defs, m));
                }
            }
        }
        let mut bits: HashMap<String, u32> = HashMap::new();
        let mut costs = Vec::new();
        for i in cut.insts() {
            let Some(n) = &i.name else { continue };
            if n == root || !mine.contains(n) || others.contains(n) || costs.len() >= 128 {
                continue;
            }
            bits.insert(n.clone(), costs.len() as u32);
            costs.push(crate::cost::inst_cost(i));
        }
        let masks = defs
            .keys()
            .map(|n| {
                let m = cone(&defs, n)
                    .iter()
                    .filter_map(|d| bits.get(d))
                    .fold(0u128, |m, b| m | (1u128 << b));
                (n.clone(), m)
            })
            .collect();
        Keep { masks, costs }
    }

    /// The mask of what reading value `name` keeps (0 for a parameter).
    pub fn mask(&self, name: &str) -> u128 {
        self.masks.get(name).copied().unwrap_or(0)
    }

    /// The static cost of the instructions in `mask`.
    pub fn cost(&self, mask: u128) -> u32 {
        let mut m = mask;
        let mut sum = 0;
        while m != 0 {
            let b = m.trailing_zeros();
            sum += self.costs.get(b as usize).copied().unwrap_or(0);
            m &= m - 1;
        }
        sum
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reading_a_value_keeps_what_only_the_root_needs() {
        let f = crate::ir::parse_module(
            "define i64 @f(ptr %p, i64 %x) {\n  %a = load i64, ptr %p\n  %b = mul i64 %a, 3\n  %c = and i64 %b, 255\n  %g = icmp eq i64 %x, 1\n  br i1 %g, label %t, label %u\nt:\n  ret i64 %c\nu:\n  unreachable\n}\n",
        )
        .unwrap()
        .functions()
        .next()
        .unwrap()
        .clone();
        let k = Keep::new(&f, Some("c"));
        // %b keeps itself (a mul) and the load it reads; %x and the guard cost nothing.
        assert_eq!(k.cost(k.mask("b")), 30);
        assert_eq!(k.cost(k.mask("a")), 10);
        assert_eq!(k.cost(k.mask("a") | k.mask("b")), 30);
        assert_eq!(k.cost(k.mask("x")), 0);
        assert_eq!(k.cost(k.mask("g")), 0);
    }
}
