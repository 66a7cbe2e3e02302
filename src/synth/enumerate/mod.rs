//! Bottom-up enumeration (paper, Algorithm 2), grouped by concept:
//!
//! - terms (`terms`): expressions over the cut's values with their values on every bank
//!   row, evaluated one node at a time through `sem`; the types the search computes with.
//! - the leaves' literals (`literals`): 0, 1, all-ones and the cut's constants folded.
//! - the instruction shapes one level adds (`shapes`) and what reading a cut's value
//!   keeps alive, for the cost bound (`keep`).
//! - the search levels (`search`): terms of one more instruction, deduplicated by their
//!   values on the bank; a term that matches the cut on every row is a candidate; a
//!   level's tuples counted and its time projected (`project`).
//! - the third instruction: from the outside in (`outer`: one instruction over a leaf
//!   whose inverse on a row says what the term below must be) and pairs looked up by the
//!   value a row needs (`join`).
//!
//! [`level`] says in which order a level's parts run.

mod join;
mod keep;
mod literals;
mod outer;
mod project;
mod search;
mod shapes;
mod terms;

pub use search::{leaf_names, node_cost, root_name, Candidate, Search};
pub use shapes::{build, commutes, operand_types, shapes_on, Shape};
pub use terms::{cast_expr, cast_vals, eval_rows, Node};

/// Enumerates level `level` of `max`; the last one, and from three on the last but one,
/// is checked against the goal only, not stored. At the last of three or more levels,
/// first the pairs `join` looks up; then, unless that stopped on its projection, the
/// terms of the level before again, each completed from the outside in by one more
/// instruction over a leaf (`outer`). So the search of fewer instructions is whole
/// (and verified) before the third instruction takes time, and a rewrite proved with
/// fewer may make the third level unable to pay, so that it is skipped.
pub fn level(s: &mut Search, level: u32, max: u32) {
    if max < 3 || level < max {
        s.level(level, level < max && (max < 3 || level + 1 < max));
        return;
    }
    s.joined_only = true;
    s.level(level, false);
    s.joined_only = false;
    if s.progress.projected.is_none() && !s.timed_out {
        s.outer = outer::Outer::new(s);
        if s.outer.is_some() {
            s.level(level - 1, false);
        }
        s.outer = None;
    }
}

#[cfg(test)]
mod tests;
