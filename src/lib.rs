//! minotaur: finds the peephole optimizations LLVM misses, proves them, and writes what
//! an LLVM developer needs to upstream them.
//!
//! # Code map
//!
//! Layers, top to bottom; a module may use only modules above it (enforced by
//! `tests/it/tidy.rs`). Each heavy dependency has exactly one door. Other modules use a
//! module through its `mod.rs` (its façade): what it re-exports, and the few submodules it
//! declares `pub mod` as namespaces on purpose; the rest are private
//! (`tests/it/tidy_facade.rs`).
//!
//! | module | owns | must never |
//! |---|---|---|
//! | [`util`] | arbitrary-width integers (`ApInt`), FNV-128 hashing, a seeded RNG, the host's CPU flags; the one atomic file write (`util::write_atomic`); the one thread pool (per-thread state, commits on the caller in item order or as results arrive) and the one worker-process type (start, framing, timeout, reaping, stderr tail) | depend on any other module |
//! | [`ir`] | the SSA IR of cuts and rewrites: types, constants, instructions, functions, modules; the LLVM text parser and printer; the paper's rewrite S-expression syntax and splicing a rewrite into its cut; a function's CFG, dominator tree and natural loops; the one notion of an effect and of a pure instruction, the one dead-code removal; the table of generic intrinsics | call LLVM, run tools, or guess a type it cannot read (forms it gives no structure to stay `Opaque`, read strictly for their type and successors; a function it cannot read is an error, or skipped and named by the lenient module parse) |
//! | [`sem`] | the meaning of every instruction and intrinsic, written once over the `Domain` trait; evaluation of loop-free functions (poison per lane, UB per path); random, edge-biased input values of each type | know which domain it runs in, or give a meaning it is unsure of (it answers `Unsupported`) |
//! | [`interp`] | the concrete domain: exact bits, IEEE via `rustc_apfloat` | call a solver |
//! | [`smt`] | the only user of `z3`: the symbolic domain, solver queries, the refinement check and its verdicts | report a counterexample that `interp` does not reproduce, or call a timeout valid |
//! | [`llvm`] | the only user of `inkwell`: finding the inputs of every command (files, directories, bitcode members of `ar` archives); reading `.ll`/`.bc`/LTO `.o` into `ir`, running `opt-22`/`llvm-diff-22`, the round-trip check (over many files on the `util` pool); a JIT and the differential tests of `sem` against it (a test harness: only tests and their command use it) | hold semantics or decide refinement |
//! | [`verify`] | checking a file of `@src`/`@tgt` pairs: each pair's verdict, the file's overall verdict as a value, whether it is the one the file's `; expect:` line asks for; alive-tv's report text and the JSON of a verdict | decide refinement itself (it asks `smt`) or read LLVM itself (it asks `llvm`); print, or turn a verdict into an error or an exit code (that is `cli`'s) |
//! | [`cut`] | cut extraction (paper Algorithm 1): each root's bounded loop-free neighbourhood as a function returning it, in canonical form, named by its FNV-128 hash | hold a value, load or guard the real program does not have on the way to the root (a cut must be faithful: a rewrite proved against it is applied in context) |
//! | [`cost`] | what code costs: llvm-mca uOps for a CPU (many functions per `llc`/`llvm-mca` call, one code region each; a gather's lanes charged as the loads mca undercounts), a static estimate, LLVM's own `-O3` of a cut, CPU feature sets | decide refinement, or treat a missing measurement as cheap |
//! | [`store`] | the only user of `rusqlite` and `postgres`, and SQL only: one store over two backends (a SQLite file, WAL; a PostgreSQL database, `--db postgres://…`), the schema as numbered migrations for both, the queries written once (the dialects' differences in one place); one transaction per crawled file, synthesized cut or rule; the one found-rewrite value (`Found`, with its `Costs`) and the status words as enums every later stage takes | run anything but SQL (no processes, threads or file walks; its `server.rs`, which starts a private PostgreSQL server in a temporary directory for the tests (`#[doc(hidden)]` `testing`) and `bench scale`, aside), or write anything a crash could leave half-done, or rows that depend on timing (but run times) |
//! | [`crawl`] | the crawl driver: finding the inputs, skipping stored contents, cutting the rest in worker processes on the `util` pool, committing each file to the store in the inputs' order; the summary of functions skipped as unreadable, by reason | cut anything itself (that is `cut`'s, in the worker), write SQL, or let rows depend on which worker finished first |
//! | [`synth`] | synthesis (paper Algorithm 2): input bank, bottom-up enumeration with observational equivalence and cost bounds (what a rewrite can delete), a third instruction found from the outside in and pairs looked up by the value a row needs rather than looped over, levels stopped early when their projection is past their time, symbolic constants solved on the bank (CEGIS), a root load through a cheaper address the source loads, a vector loaded lane by lane as one masked load or gather, choosing by llvm-mca, the synth driver over the store | keep a rewrite the verifier did not call `Valid`, or one llvm-mca finds dearer (or as dear without fewer IR instructions) |
//! | [`rules`] | clustering found rewrites by shape, shrinking each representative to its minimal core on InstCombine's canonical operands (`rules/shrink.rs`), generalizing each cluster (symbolic constants with a precondition from a small grammar, derived target constants, flags, widths), the judgment by LLVM (`opt-22` on both sides, machine instructions on four CPU models: class and verdict with reasons), subsumption and ranking, the review file and the reviewers' ledger; the one typed `Rule` value | keep a generalization the verifier did not call `Valid` in its default mode, or write SQL (the store keeps the `Rule` whole) |
//! | [`patch`] | patch mode: a fold as a `git format-patch` series against LLVM's own source (fetched once, checksum-pinned, by `scripts/llvm-source.sh`), the helper placed beside its visitor, CHECK lines by the source's `update_test_checks.py` from today's and a patched `opt`, that `opt` linked from the installed static libraries with the changed files ahead (cached by content hash), its own tests proved, InstCombine's suite by `lit` against a baseline built the same way | call a fold upstream-ready that failed any step, or count a test that fails without the patch too as the patch's failure |
//! | [`report`] | the only user of `tera`: a rule read back as a pattern, its concrete instance checked (`report/instance.rs`), view models (PatternMatch C++, lit test cases, issue text) and templates; `checks`, the lit test's CHECK lines written from real `opt -S` output in the style of `update_test_checks.py --version 5`; the checks of every claim (the plugin compiled with `clang++-22`, run by `opt-22`, `FileCheck-22`, the output proved by `smt`) | state a claim it did not check, or write a check line a FileCheck of that output would not pass |
//! | [`apply`] | rewriting real code with stored rewrites: sites found by cutting the module as the crawl did, each rewrite proved again against the site's cut before first use, dominance of what it reads checked, the root replaced and the code only it used removed, LLVM's verifier run, the output written atomically | patch a site from anything but a `Valid` re-proof, patch a site whose values do not dominate the root, or leave a half-written output |
//! | [`bench`] | the benchmark harnesses (`verify`, `depths`, `synth`, `rules`, `report`, `speedup`: builds, timed runs, callgrind counts; `scale`: `synth` on SQLite against worker processes on PostgreSQL, and the queue alone), each `run(options, progress)` returning typed `Serialize` results whose keys keep the results files' order; parallel loops on the `util` pool; a `thiserror` error | print, or time anything in a unit test |
//! | [`nightly`] | the nightly job (`minotaur nightly`): the configuration file (`nightly::Config`: typed, defaults, unknown keys refused, relative paths from the file's folder), one run of crawl, synth (new cuts first, then yesterday's timeouts at twice their budget, `synth::run_again`), rules and report through their drivers, which rules and reports are new or changed (report folders' content hashes against the last run's summary), the night's summary (`nightly/<date>/summary.json`, every run of the date in order, and `summary.md`) | run a stage's work itself (it calls the drivers) or write SQL |
//! | [`cli`] | the only user of `clap` and `indicatif`: subcommands, flags, progress, exit codes; `anyhow` lives here only | contain logic another module could own |
//!
//! # Entry points
//!
//! Each stage has one driver, `run(inputs, options, progress) -> Result<Summary, Error>`
//! in the shape of the crawl's: a typed, `Serialize` summary, progress as a typed event
//! enum given to a `&dyn Fn(Event)` callback, commits in a fixed order. `cli` parses the
//! flags, builds the options, calls the driver, feeds a progress bar from its events and
//! prints the summary.
//!
//! | stage | driver | inputs | summary |
//! |---|---|---|---|
//! | crawl | [`crawl::run`] (one file's bytes, for `cc --crawl-only`: [`crawl::crawl_bytes`]) | paths, into the store | [`crawl::CrawlSummary`] |
//! | synth | [`synth::run`] (its worker: [`synth::serve`]) | the store's pending cuts | [`synth::RunSummary`] |
//! | worker | [`synth::work`] (`minotaur worker`: many processes, one store) | the store's work queue of one [`synth::Config`] | [`synth::WorkSummary`] |
//! | rules | [`rules::run`] | the store's novel rewrites | [`rules::Summary`] |
//! | report | [`report::run`], on the rules [`report::select`] chooses | ranked rules with their evidence | [`report::Summary`] |
//! | apply | [`apply::run`] (the compiler wrapper: [`apply::cc::run`]) | LLVM files, rewrites from the store | [`apply::Summary`] |
//! | verify | [`verify::check_file`] | a file of `@src`/`@tgt` pairs | [`verify::FileVerdict`] |
//! | bench | [`bench::verify`] (the other harnesses still in `cli`) | a corpus of pairs | [`bench::VerifyResults`] |
//! | nightly | [`nightly::run`] | a [`nightly::Config`] (the inputs, the store, budgets, folders) | [`nightly::Summary`] |
//!

#![warn(missing_docs)]

pub mod apply;
pub mod bench;
pub mod cli;
pub mod cost;
pub mod crawl;
pub mod cut;
pub mod interp;
pub mod ir;
pub mod llvm;
pub mod nightly;
pub mod patch;
pub mod report;
pub mod rules;
pub mod sem;
pub mod smt;
pub mod store;
pub mod synth;
pub mod util;
pub mod verify;
