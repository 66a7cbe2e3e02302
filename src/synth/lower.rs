//! Whether a rewrite spliced into its cut (`ir::rewrite::splice`) only recomputes the
//! cut: such a candidate is not a rewrite.

use crate::ir::{Function, Op, Val};
use std::collections::HashMap;

/// True when `a` and `b` have the same instructions up to names (in order of
/// definition): a candidate that only recomputes the cut is not a rewrite.
pub fn same_code(a: &Function, b: &Function) -> bool {
    fn shape(f: &Function) -> Vec<String> {
        let mut names: HashMap<String, String> = HashMap::new();
        for (k, p) in f.params.iter().enumerate() {
            names.insert(p.name.clone(), format!("p{k}"));
        }
        let mut out = Vec::new();
        for i in f.insts() {
            let mut i = i.clone();
            for o in i.op.operands_mut() {
                if let Val::Local(n) = &o.val {
                    o.val = Val::Local(names.get(n).cloned().unwrap_or_else(|| n.clone()));
                }
            }
            if let Some(n) = &i.name {
                let k = format!("d{}", names.len());
                names.insert(n.clone(), k.clone());
                i.name = Some(k);
            }
            if let Op::Phi { incoming, .. } = &mut i.op {
                incoming.iter_mut().for_each(|(_, b)| b.clear());
            }
            if let Op::Br { target } = &mut i.op {
                target.clear();
            }
            if let Op::CondBr { t, f: e, .. } = &mut i.op {
                t.clear();
                e.clear();
            }
            out.push(crate::ir::print_inst(&i));
        }
        out.sort();
        out
    }
    shape(a) == shape(b)
}
