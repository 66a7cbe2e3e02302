//! The control-flow graph of one function, its dominator tree (Cooper, Harvey and
//! Kennedy's iterative algorithm over reverse post-order), and its natural loops (back
//! edges are edges to a dominator; a loop is its header plus every block that reaches a
//! latch without passing the header; loops sharing a header are one loop).

use super::{Function, Op};
use std::collections::HashMap;

/// Blocks are numbered by their position in the function; instructions by their position
/// in the whole function (block after block), the "instruction index" of a site.
#[derive(Debug)]
pub struct Cfg {
    /// Successors of each block in terminator order, with repetitions (a `switch` may
    /// name a block twice).
    pub succs: Vec<Vec<usize>>,
    /// Distinct predecessors of each block, in block order.
    pub preds: Vec<Vec<usize>>,
    /// Reverse post-order of the blocks reachable from the entry.
    pub rpo: Vec<usize>,
    /// Position of each block in `rpo`, `usize::MAX` when unreachable.
    pub rpo_index: Vec<usize>,
    /// Immediate dominator; `None` for the entry and for unreachable blocks.
    pub idom: Vec<Option<usize>>,
    /// Depth of each reachable block in the dominator tree (entry 0).
    pub dom_depth: Vec<u32>,
    /// Pre/post numbers of each block in the dominator tree, for O(1) dominance.
    dom_pre: Vec<u32>,
    dom_post: Vec<u32>,
    /// True for blocks whose terminator the IR keeps opaque (`invoke`, `callbr`, ...).
    pub opaque_term: Vec<bool>,
    /// First instruction index of each block, and one past the last at the end.
    pub start: Vec<usize>,
    /// Block of each instruction.
    pub block_of: Vec<usize>,
}

impl Cfg {
    /// The control-flow graph of `f`, with its reverse post-order and dominator tree.
    pub fn new(f: &Function) -> Cfg {
        let n = f.blocks.len();
        let index: HashMap<&str, usize> = f.blocks.iter().enumerate().map(|(i, b)| (b.name.as_str(), i)).collect();
        let mut succs = vec![Vec::new(); n];
        let mut opaque_term = vec![false; n];
        let mut start = Vec::with_capacity(n + 1);
        let mut block_of = Vec::new();
        for (i, b) in f.blocks.iter().enumerate() {
            start.push(block_of.len());
            block_of.extend(std::iter::repeat_n(i, b.insts.len()));
            let Some(t) = b.insts.last() else { continue };
            opaque_term[i] = matches!(t.op, Op::Opaque { .. }) && t.op.is_terminator();
            succs[i] =
                t.op.successors()
                    .into_iter()
                    .filter_map(|l| index.get(l).copied())
                    .collect();
        }
        start.push(block_of.len());
        let mut preds = vec![Vec::new(); n];
        for (u, ss) in succs.iter().enumerate() {
            for &v in ss {
                if preds[v].last() != Some(&u) && !preds[v].contains(&u) {
                    preds[v].push(u);
                }
            }
        }
        for p in &mut preds {
            p.sort_unstable();
        }
        // Reverse post-order by an iterative depth-first search from the entry.
        let mut rpo = Vec::with_capacity(n);
        if n > 0 {
            let mut seen = vec![false; n];
            let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
            seen[0] = true;
            while let Some((b, k)) = stack.last_mut() {
                if let Some(&s) = succs[*b].get(*k) {
                    *k += 1;
                    if !seen[s] {
                        seen[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    rpo.push(*b);
                    stack.pop();
                }
            }
            rpo.reverse();
        }
        let mut rpo_index = vec![usize::MAX; n];
        for (i, &b) in rpo.iter().enumerate() {
            rpo_index[b] = i;
        }
        let idom = dominators(&rpo, &rpo_index, &preds);
        let mut cfg = Cfg {
            succs,
            preds,
            rpo,
            rpo_index,
            idom,
            dom_depth: vec![0; n],
            dom_pre: vec![0; n],
            dom_post: vec![0; n],
            opaque_term,
            start,
            block_of,
        };
        cfg.number_dom_tree();
        cfg
    }

    fn number_dom_tree(&mut self) {
        let n = self.succs.len();
        let mut kids = vec![Vec::new(); n];
        for &b in &self.rpo {
            if let Some(p) = self.idom[b] {
                kids[p].push(b);
                self.dom_depth[b] = self.dom_depth[p] + 1;
            }
        }
        if self.rpo.is_empty() {
            return;
        }
        let mut clock = 0u32;
        let mut stack = vec![(self.rpo[0], 0usize)];
        self.dom_pre[self.rpo[0]] = 0;
        while let Some((b, k)) = stack.last_mut() {
            if let Some(&c) = kids[*b].get(*k) {
                *k += 1;
                clock += 1;
                self.dom_pre[c] = clock;
                stack.push((c, 0));
            } else {
                clock += 1;
                self.dom_post[*b] = clock;
                stack.pop();
            }
        }
    }

    /// True when block `b` is reachable from the entry.
    pub fn reachable(&self, b: usize) -> bool {
        self.rpo_index[b] != usize::MAX
    }

    /// True when `a` dominates `b` (every block dominates itself). Both must be reachable.
    pub fn dominates(&self, a: usize, b: usize) -> bool {
        self.dom_pre[a] <= self.dom_pre[b] && self.dom_post[b] <= self.dom_post[a]
    }

    /// The nearest common dominator of two reachable blocks.
    pub fn common_dominator(&self, mut a: usize, mut b: usize) -> usize {
        while a != b {
            let (da, db) = (self.dom_depth[a], self.dom_depth[b]);
            if da >= db {
                a = self.idom[a].unwrap_or(a);
            }
            if db >= da {
                b = self.idom[b].unwrap_or(b);
            }
            if da == 0 && db == 0 {
                break;
            }
        }
        a
    }

    /// True when the edge `u -> v` is a back edge (`v` dominates `u`).
    pub fn is_back_edge(&self, u: usize, v: usize) -> bool {
        self.reachable(u) && self.reachable(v) && self.dominates(v, u)
    }

    /// True when the graph without its back edges still has a cycle among reachable
    /// blocks: the control flow is irreducible and has loops natural-loop analysis misses.
    pub fn is_irreducible(&self) -> bool {
        // With back edges removed, every edge of a reducible graph goes forward in RPO.
        for &u in &self.rpo {
            for &v in &self.succs[u] {
                if !self.is_back_edge(u, v) && self.rpo_index[v] <= self.rpo_index[u] {
                    return true;
                }
            }
        }
        false
    }
}

/// Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001).
fn dominators(rpo: &[usize], rpo_index: &[usize], preds: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = preds.len();
    let mut idom: Vec<Option<usize>> = vec![None; n];
    let Some(&entry) = rpo.first() else { return idom };
    idom[entry] = Some(entry);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while rpo_index[a] > rpo_index[b] {
                a = idom[a].unwrap();
            }
            while rpo_index[b] > rpo_index[a] {
                b = idom[b].unwrap();
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &rpo[1..] {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_some() {
                    new = Some(match new {
                        None => p,
                        Some(x) => intersect(&idom, p, x),
                    });
                }
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom[entry] = None;
    idom
}

/// The natural loops of a function.
#[derive(Debug)]
pub struct Loops {
    /// Header of each loop.
    pub header: Vec<usize>,
    /// Blocks of each loop (sorted), subloops included.
    pub blocks: Vec<Vec<usize>>,
    /// The smallest loop strictly containing each loop.
    pub parent: Vec<Option<usize>>,
    /// The innermost loop of each block.
    pub innermost: Vec<Option<usize>>,
}

impl Loops {
    /// The natural loops of `cfg`: one per header, the bodies of its back edges merged.
    pub fn new(cfg: &Cfg) -> Loops {
        let n = cfg.succs.len();
        // Header -> latches.
        let mut latches: Vec<(usize, Vec<usize>)> = Vec::new();
        for &u in &cfg.rpo {
            for &v in &cfg.succs[u] {
                if cfg.is_back_edge(u, v) {
                    match latches.iter_mut().find(|(h, _)| *h == v) {
                        Some((_, ls)) => {
                            if !ls.contains(&u) {
                                ls.push(u)
                            }
                        }
                        None => latches.push((v, vec![u])),
                    }
                }
            }
        }
        let mut loops: Vec<(usize, Vec<usize>)> = Vec::new();
        let mut mark = vec![false; n];
        for (h, ls) in latches {
            let mut body = vec![h];
            mark[h] = true;
            let mut work: Vec<usize> = ls.into_iter().filter(|&l| l != h).collect();
            while let Some(b) = work.pop() {
                if mark[b] || !cfg.reachable(b) {
                    continue;
                }
                mark[b] = true;
                body.push(b);
                work.extend(cfg.preds[b].iter().copied());
            }
            for &b in &body {
                mark[b] = false;
            }
            body.sort_unstable();
            loops.push((h, body));
        }
        // Smaller loops first: the first loop holding a block is its innermost.
        loops.sort_by_key(|(h, b)| (b.len(), *h));
        let mut innermost = vec![None; n];
        for (i, (_, body)) in loops.iter().enumerate() {
            for &b in body {
                if innermost[b].is_none() {
                    innermost[b] = Some(i);
                }
            }
        }
        let mut parent = vec![None; loops.len()];
        for (i, (h, body)) in loops.iter().enumerate() {
            parent[i] = loops
                .iter()
                .enumerate()
                .skip(i + 1)
                .find(|(_, (_, b2))| b2.len() > body.len() && b2.binary_search(h).is_ok())
                .map(|(j, _)| j);
        }
        Loops {
            header: loops.iter().map(|(h, _)| *h).collect(),
            blocks: loops.into_iter().map(|(_, b)| b).collect(),
            parent,
            innermost,
        }
    }

    /// True when block `b` belongs to loop `l` (directly or through a subloop).
    pub fn contains(&self, l: usize, b: usize) -> bool {
        self.blocks[l].binary_search(&b).is_ok()
    }
}
