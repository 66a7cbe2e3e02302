//! How hard synthesis searches: the limits a caller sets and the search's tuned policy.

use std::time::Duration;

/// How hard to search: the limits a caller sets, and the search's policy (how it shares
/// its time and how many of each thing it tries). `Default` gives the tuned values.
#[derive(Clone, Debug)]
pub struct Options {
    /// New instructions per candidate (bitcasts free).
    pub max_insts: u32,
    /// Rows of the input bank.
    pub bank_rows: usize,
    /// Seed of the bank's random inputs.
    pub seed: u64,
    /// Timeout of each refinement query.
    pub query_timeout: Duration,
    /// Time for the whole cut.
    pub budget: Duration,
    /// Stop after this many proved rewrites (the cheapest statically come first).
    pub max_rewrites: usize,
    /// Timeout of each constant-solving query on the bank, in milliseconds.
    pub sketch_timeout_ms: u32,
    /// x86 CPU flags candidates may use (as `/proc/cpuinfo` spells them).
    pub cpu_flags: Vec<String>,
    /// The CPU llvm-mca costs proved rewrites for during the search (`None`: static cost
    /// only). A rewrite mca does not find cheaper than the cut does not end the search.
    pub mca_cpu: Option<String>,
    /// Print each phase and verification to stderr.
    pub trace: bool,
    /// The largest share of `budget` one refinement query may take, whatever
    /// `query_timeout` says: one hard query may not take the whole budget, others may be
    /// easy.
    pub query_share: f64,
    /// The share of the time left that a level's enumeration may take; verifying what it
    /// found needs the rest.
    pub enumeration_share: f64,
    /// Solver calls that solving sketches (symbolic constants) may make at each level;
    /// the cheapest terms' sketches come first.
    pub sketch_solver_calls_per_level: u64,
    /// Rounds of CEGIS per sketch: solve its constant on the bank, verify, add the
    /// counterexample to the bank, solve again.
    pub cegis_rounds: u32,
    /// Solver calls per sketch and round: a constant that misses an older bank row is
    /// asked for again with that row added, up to this many times in all.
    pub sketch_solver_tries: u32,
    /// The latest bank rows (the solver's own counterexamples first among them) a
    /// constant-solving query sees, besides the rows earlier guesses missed.
    pub sketch_rows: usize,
    /// Candidates costing as much as the cut by the static estimate, verified at the end
    /// (llvm-mca may still find one cheaper): at most this many.
    pub max_ties: usize,
    /// The search stops after proving this many rewrites per one of `max_rewrites`, even
    /// when llvm-mca finds none of them cheaper than the cut.
    pub proved_per_rewrite: usize,
    /// Terms kept per level of enumeration, at most.
    pub max_terms_per_level: usize,
    /// The cut's constants of one type that are folded pairwise into new literals (their
    /// sum, difference, ...), at most.
    pub folded_constants: usize,
    /// Literals derived from the cut's constants per type, at most.
    pub max_derived_literals: usize,
    /// Timeout of the solver query for defined inputs, asked when fewer than half of the
    /// bank's rows are defined (guards, memory), in milliseconds.
    pub defined_inputs_timeout_ms: u32,
    /// The cut's `i1` values (compares) whose both outcomes the bank must show, at most:
    /// random inputs rarely reach the rare side of an overflow check.
    pub both_sides_values: usize,
    /// Rows asked of the solver for each outcome the bank does not show.
    pub rows_per_side: usize,
    /// Timeout of the solver query for such rows, in milliseconds.
    pub side_timeout_ms: u32,
    /// Rows that repeat an earlier row's arguments with other memory, for a cut that
    /// loads: a returned value that changes with them depends on memory no candidate can
    /// read.
    pub memory_rows: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_insts: 3,
            bank_rows: 24,
            seed: 1,
            query_timeout: Duration::from_secs(10),
            budget: Duration::from_secs(30),
            max_rewrites: 3,
            sketch_timeout_ms: 300,
            cpu_flags: Vec::new(),
            mca_cpu: None,
            trace: std::env::var_os("MINOTAUR_SYNTH_TRACE").is_some(),
            query_share: 0.4,
            enumeration_share: 0.6,
            sketch_solver_calls_per_level: 800,
            cegis_rounds: 3,
            sketch_solver_tries: 4,
            sketch_rows: 16,
            max_ties: 8,
            proved_per_rewrite: 4,
            max_terms_per_level: 20_000,
            folded_constants: 6,
            max_derived_literals: 24,
            defined_inputs_timeout_ms: 2000,
            both_sides_values: 4,
            rows_per_side: 2,
            side_timeout_ms: 300,
            memory_rows: 4,
        }
    }
}

impl Options {
    /// The same search with every time limit (the budget, each query's and each
    /// constant-solving, defined-input and both-sides query's timeout) multiplied by
    /// `factor`: what a slower or busier machine needs to make the same search. Limits on
    /// counts (levels, candidates, rows, solver calls) stay as they are.
    pub fn with_time_scaled(mut self, factor: f64) -> Options {
        let ms = |v: u32| ((v as f64) * factor).round().clamp(1.0, u32::MAX as f64) as u32;
        self.budget = self.budget.mul_f64(factor);
        self.query_timeout = self.query_timeout.mul_f64(factor);
        self.sketch_timeout_ms = ms(self.sketch_timeout_ms);
        self.defined_inputs_timeout_ms = ms(self.defined_inputs_timeout_ms);
        self.side_timeout_ms = ms(self.side_timeout_ms);
        self
    }
}
