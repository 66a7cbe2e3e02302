//! minotaur: finds the peephole optimizations LLVM misses, proves them, and writes what
//! an LLVM developer needs to upstream them.
//!
//! # Code map
//!
//! Layers, top to bottom; a module may use only modules above it (enforced by
//! `tests/tidy.rs`). Each heavy dependency has exactly one door.
//!
//! | module | owns | must never |
//! |---|---|---|
//! | [`util`] | arbitrary-width integers (`ApInt`), small shared helpers | depend on any other module |
//! | [`ir`] | the SSA IR of cuts and rewrites: types, constants, instructions, functions, modules; the LLVM text parser and printer; the paper's rewrite S-expression syntax | call LLVM, run tools, or guess a type it cannot read (it keeps such instructions `Opaque`) |
//! | [`llvm`] | the only user of `inkwell`: reading `.ll`/`.bc`/LTO `.o` into `ir`, running `opt-22`/`llvm-diff-22`, the round-trip check | hold semantics or decide refinement |
//! | [`cli`] | the only user of `clap`: subcommands, flags, progress, exit codes; `anyhow` lives here only | contain logic another module could own |
//!
//! Planned layers, in this order between `ir` and `cli` (see `../shared/DESIGN.md`):
//! `sem` (semantics written once over a value domain), `interp` (concrete domain),
//! `smt` (the only user of `z3`), `cut`, `cost`, `store` (the only user of `rusqlite`),
//! `synth`, `rules`, `report` (the only user of `tera`), `apply`. They are added by the
//! issues that build them; nothing here pretends they exist.

pub mod util;
pub mod ir;
pub mod sem;
pub mod interp;
pub mod smt;
pub mod llvm;
pub mod cli;
