//! The command line: subcommands, flags, progress bars and exit codes. The only user of
//! `clap` and `indicatif`, and the only place `anyhow` is used.
//!
//! Exit codes: 0 success; 1 the command ran and found a problem it reports (a round-trip
//! difference, an invalid transformation); 2 an error (bad arguments, unreadable input);
//! 3 undecided (`verify`: timeout or unsupported).

mod apply_cmd;
mod bench_cmd;
mod crawl_cmd;
mod cuts_cmd;
mod difftest_cmd;
mod difftest_x86_cmd;
mod grep_cmd;
mod intrinsics_cmd;
mod ir_cmd;
mod nightly_cmd;
mod opt_cmd;
mod patch_cmd;
mod report_cmd;
mod roundtrip_cmd;
mod rules_cmd;
mod synth_cmd;
mod transfer_cmd;
mod verify_cmd;
mod worker_cmd;

use crate::verify::VerdictKind;
use clap::{Parser, Subcommand};

/// The process exit code of every command (README, "Exit codes everywhere"); `main`
/// turns it into the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitCode {
    /// 0: success.
    Success = 0,
    /// 1: the command ran and found a problem it reports (a round-trip difference, an
    /// invalid transformation, a bad input it skipped; for `opt`, no rewrite).
    Problem = 1,
    /// 2: an error: bad arguments, unreadable input.
    Error = 2,
    /// 3: undecided (a timeout or something unsupported; for `opt`, out of budget).
    Undecided = 3,
}

impl ExitCode {
    /// `Success` when `ok`, else `Problem`.
    pub fn success_if(ok: bool) -> Self {
        if ok {
            ExitCode::Success
        } else {
            ExitCode::Problem
        }
    }

    /// The number the process exits with.
    pub fn code(self) -> i32 {
        self as i32
    }
}

impl From<VerdictKind> for ExitCode {
    /// Valid 0, invalid 1, unknown 3.
    fn from(v: VerdictKind) -> Self {
        match v {
            VerdictKind::Valid => ExitCode::Success,
            VerdictKind::Invalid => ExitCode::Problem,
            VerdictKind::Unknown => ExitCode::Undecided,
        }
    }
}

/// Finds the peephole optimizations LLVM misses, proves them, and writes what an LLVM
/// developer needs to upstream them.
#[derive(Parser, Debug)]
#[command(name = "minotaur", version, about, long_about = None)]
pub struct Cli {
    /// The subcommand to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print each function of an LLVM file (.ll, .bc, LTO .o) as minotaur's IR sees it.
    ///
    /// Each function is printed back through minotaur's own printer, preceded by a
    /// comment with its block and instruction counts and the opcodes minotaur keeps
    /// opaque (those later stages treat as inputs).
    Ir(ir_cmd::IrArgs),
    /// Check that the IR round-trips real code: parse, print, `opt-22 -passes=verify`,
    /// and `llvm-diff-22` against LLVM's own printing.
    ///
    /// Walks directories for .ll files and for bitcode (by content). Exits 1 when any
    /// function without opaque instructions differs or the printed module does not verify.
    Roundtrip(roundtrip_cmd::RoundtripArgs),
    /// Check that `@tgt` refines `@src` (alive-tv's convention; also `@srcN`/`@tgtN` pairs).
    ///
    /// Prints each pair with its verdict and, for an incorrect one, the inputs and both
    /// results. Exit status: 0 all valid, 1 some pair invalid, 3 some pair undecided
    /// (timeout or unsupported), 2 error.
    Verify(verify_cmd::VerifyArgs),
    /// Benchmarks that write a results file (the README quotes them).
    Bench(bench_cmd::BenchArgs),
    /// Differential test of minotaur's instruction semantics against LLVM's JIT on this
    /// host: random instructions, types and inputs, compared lane by lane.
    ///
    /// Exit status: 0 no mismatch, 1 some mismatch (each is listed), 2 error.
    Difftest(difftest_cmd::DifftestArgs),
    /// List the intrinsics minotaur gives a meaning to: each `llvm.x86.*` one with its
    /// LLVM 22 signature, one per line (`--verbose` adds its family, lanes, element width,
    /// masking and the CPU flags it needs; `--generic` adds the overloaded generic ones).
    Intrinsics(intrinsics_cmd::IntrinsicsArgs),
    /// Synthesize cheaper code for one function (`@src`) and print it as an `@src`/`@tgt`
    /// file that `minotaur verify` accepts, with its llvm-mca cost and whether
    /// `opt -O3` already does as well.
    ///
    /// Exit status: 0 a cheaper proved rewrite, 1 none, 3 out of budget, 2 error.
    Opt(opt_cmd::OptArgs),
    /// Cut every instruction of the bitcode under PATH (paper, Algorithm 1) and store the
    /// unique cuts with every site they occur at in the database.
    ///
    /// Inputs are found by content (`.bc`, `.ll`, LTO `.o`, members of `.a` archives).
    /// Files whose content is already stored at this depth are skipped, so a re-run after
    /// an interruption resumes. Each file is stored in one transaction. A file that cannot
    /// be read or cut is reported by name and the crawl goes on. Exit status: 0 all stored,
    /// 1 some input reported as bad (the rest are stored), 2 error.
    Crawl(crawl_cmd::CrawlArgs),
    /// Synthesize cheaper code for the stored cuts that need it, most frequent first, in
    /// parallel worker processes; keep each proved rewrite that llvm-mca finds cheaper.
    ///
    /// Each result is stored as it arrives, so an interrupted run loses only the cuts in
    /// flight and the next run continues. Cuts another configuration (a newer minotaur,
    /// another CPU or search options) did not solve are redone. On a PostgreSQL store
    /// (`--db postgres://…`) it is a local pool of `minotaur worker` threads on the store's
    /// work queue, one pass at `--cut-budget`.
    Synth(synth_cmd::SynthArgs),
    /// List the rewrites synthesis found (novel ones; `--all` adds those `opt -O3`
    /// already reaches), or show one (`rewrites show HASH`); `--export DIR` writes each
    /// as an `@src`/`@tgt` file for `minotaur verify`.
    Rewrites(synth_cmd::RewritesArgs),
    /// Build rules from the found rewrites (clustered by shape, generalized: symbolic
    /// constants with a precondition, widths, flags; each step re-proved), class and
    /// rank them; `show ID`, `accept ID` (writes `rules/ID.rule`), `reject ID --why TEXT`.
    ///
    /// Incremental: only clusters that new rewrites join are rebuilt.
    Rules(rules_cmd::RulesArgs),
    /// Write a report for each rule worth a reviewer's time, most impactful first:
    /// `reports/<rule>-<name>/` with `proof.ll` (Alive2 format, verified), `fold.cpp`
    /// (InstCombine PatternMatch C++), `plugin.cpp` (compiled with clang++-22, run by
    /// opt-22 on the lit test), `test.ll` (CHECK lines from real opt output), `today.ll`,
    /// `issue.md`; and `index.html`/`index.md`.
    ///
    /// Exit code 1 when a proof does not verify or a fold's output does not refine its input.
    Report(report_cmd::ReportArgs),
    /// Turn rules into patches to LLVM's own source: for each rule's fold,
    /// `reports/<rule>-<name>/patch/0001-…` (the test file, CHECK lines from
    /// update_test_checks.py with today's opt) and `0002-…` (the fold in InstCombine's
    /// source and the updated CHECK lines), a patched `opt` built from the installed
    /// LLVM, the fold's own tests (positives change and are proved, the rest do not)
    /// and InstCombine's regression suite against a baseline `opt` built the same way.
    ///
    /// Exit code 1 when a proof does not verify; a patch that fails LLVM's checks is
    /// reported as such (`--json` lists each step).
    Patch(patch_cmd::PatchArgs),
    /// Count where a rule's source pattern (a report's `pattern.ll`, llvm-opt-benchmark's
    /// daggrep form: `%cst_*` arguments stand for constants) occurs among a store's
    /// crawled cuts: sites, functions, files. Widths are not compared.
    ///
    /// Exit code 0 when it occurs, 1 when not.
    Grep(grep_cmd::GrepArgs),
    /// Rewrite bitcode with the store's rewrites: every site whose cut has a stored
    /// rewrite (each re-proved against the site's cut before first use) gets it when
    /// every value it reads dominates the root; the result passes LLVM's verifier and is
    /// written atomically. Reports sites rewritten, skipped (by reason), per rewrite.
    ///
    /// Exit status: 0 every file written, 1 some file failed (named; others written), 2 error.
    Apply(apply_cmd::ApplyArgs),
    /// Compiler wrapper for real builds: `minotaur cc --db F -- clang-22 ARGS…`.
    ///
    /// A compile of one C/C++ source to an object goes through bitcode (same flags plus
    /// `-emit-llvm`), gets the store's rewrites (as `apply`), and is finished by the code
    /// generator from that bitcode with the IR optimizer off. Links, preprocessing and
    /// everything else run the compiler unchanged. `--crawl-only` compiles unchanged and
    /// crawls each unit's bitcode into the store instead. Exits with the compiler's status.
    Cc(apply_cmd::CcArgs),
    /// The nightly job in one command: crawl the configured bitcode (new and changed files
    /// only), synthesize within the night's budget (new cuts, then yesterday's timeouts at
    /// twice their budget), rebuild the rules, render the reports, and write
    /// `nightly/<date>/summary.md` and `summary.json` (what is new since the last run).
    ///
    /// The configuration is a TOML file (README, "Nightly"); `--budget`, `--jobs` and `--db`
    /// override its keys. Exit status: 0 done, 1 a stage reported a problem (a crawl error,
    /// synthesis errors, a report failure), 2 error (a bad configuration).
    Nightly(nightly_cmd::NightlyArgs),
    /// Synthesize from the store's shared work queue: any number of these, on any number
    /// of machines, share one PostgreSQL store (`--db postgres://…` or `MINOTAUR_DB`;
    /// docs/cluster.md). Each thread claims a cut under a lease that a heartbeat extends,
    /// and writes its result and releases the claim in one transaction; a claim whose
    /// worker died is taken over when its lease runs out, and a cut that crashes its
    /// worker `--max-attempts` times is stored as `error`.
    ///
    /// Exits 0 when the queue is empty (or the budget spent), 2 on an error.
    Worker(worker_cmd::WorkerArgs),
    /// Copy another store into this one (`--db`): a shard synthesized into SQLite on a
    /// machine that could not reach the shared database, or a whole store moved between
    /// SQLite and PostgreSQL.
    ///
    /// Copies what SOURCE has and the target lacks, in one transaction per group of tables:
    /// files (the same by content hash and depth; a new one comes with its sites and
    /// skipped functions, under the target's own ids), cuts, crawl errors, costs, synthesis
    /// results (two results for one cut merge by the work queue's rule: `found` before
    /// `none` before `timeout` before `error`, then the cheaper rewrite) and rule reviews
    /// (the target's kept). Rules are not copied: run `minotaur rules` on the target to
    /// rebuild them; nor is the work queue. Importing twice adds nothing. Exit status 0, 2 on
    /// an error.
    Import(transfer_cmd::ImportArgs),
    /// Copy this store (`--db`) into TARGET, a SQLite file (created when missing) or a
    /// PostgreSQL database: `minotaur import` the other way round.
    ///
    /// Rules are not copied: run `minotaur rules` on the target to rebuild them; nor is the
    /// work queue. Exit status 0, 2 on an error.
    Export(transfer_cmd::ExportArgs),
    /// The worker process `synth` starts (reads cuts on stdin, answers as JSON).
    #[command(hide = true)]
    SynthWorker(synth_cmd::WorkerArgs),
    /// List the stored cuts, most frequent first, or print one (`cuts show HASH`).
    Cuts(cuts_cmd::CutsArgs),
    /// The worker process `crawl` starts (reads sources on stdin, answers cuts as JSON).
    #[command(hide = true)]
    CrawlWorker(crawl_cmd::WorkerArgs),
    /// The JIT worker process `difftest` starts (reads requests on stdin).
    #[command(hide = true)]
    JitWorker,
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() {
                ExitCode::Error
            } else {
                ExitCode::Success
            };
            let _ = e.print();
            return code;
        }
    };
    let r = match cli.command {
        Command::Ir(a) => ir_cmd::run(a),
        Command::Roundtrip(a) => roundtrip_cmd::run(a),
        Command::Difftest(a) => difftest_cmd::run(a),
        Command::JitWorker => difftest_cmd::worker(),
        Command::Crawl(a) => crawl_cmd::run(a),
        Command::Opt(a) => opt_cmd::run(a),
        Command::Synth(a) => synth_cmd::run(a),
        Command::Rewrites(a) => synth_cmd::rewrites(a),
        Command::Rules(a) => rules_cmd::run(a),
        Command::Report(a) => report_cmd::run(a),
        Command::Patch(a) => patch_cmd::run(a),
        Command::Grep(a) => grep_cmd::run(a),
        Command::Apply(a) => apply_cmd::run(a),
        Command::Cc(a) => apply_cmd::cc(a),
        Command::SynthWorker(a) => synth_cmd::worker(a),
        Command::Worker(a) => worker_cmd::run(a),
        Command::Import(a) => transfer_cmd::import(a),
        Command::Export(a) => transfer_cmd::export(a),
        Command::Cuts(a) => cuts_cmd::run(a),
        Command::Nightly(a) => nightly_cmd::run(a),
        Command::CrawlWorker(a) => crawl_cmd::worker(a),
        Command::Intrinsics(a) => intrinsics_cmd::run(a),
        Command::Verify(a) => verify_cmd::run(a),
        Command::Bench(a) => bench_cmd::run(a),
    };
    match r {
        Ok(code) => code,
        Err(e) => {
            eprintln!("minotaur: error: {e:#}");
            ExitCode::Error
        }
    }
}

/// A progress bar on stderr, hidden when stderr is not a terminal.
pub(crate) fn progress(len: u64, what: &str) -> indicatif::ProgressBar {
    let pb = indicatif::ProgressBar::new(len);
    pb.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {msg} [{bar:30}] {pos}/{len} ({eta})")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    pb.set_message(what.to_string());
    pb
}
