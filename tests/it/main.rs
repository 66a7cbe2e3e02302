//! The one integration-test binary (as ripgrep and rust-analyzer have it): every
//! integration test is a module here, so the suite links LLVM and Z3 once, not once per
//! file. `main` runs them all with `libtest-mimic`, which also takes the usual filters
//! and flags: `cargo test --test it -- verify::` runs the verdict files only,
//! `cargo test --test it -- --ignored cut_corpus` the long corpus checks.
//!
//! Plain tests are functions registered in their module's `trials()`; data-driven ones
//! (one trial per file under `tests/data/`) are made there from the files.

mod apply;
mod browser;
mod checks;
mod cli;
mod common;
mod crawl;
mod cut_corpus;
mod cut_sample;
mod cuts;
mod difftest;
mod difftest_nan;
mod difftest_x86;
mod fold_sweep;
mod hard_limit;
mod ir_props;
mod judge;
mod nightly;
mod patch;
mod profile;
mod reflexive;
mod report;
mod rewrite_syntax;
mod roundtrip;
mod rules;
mod scale;
mod spec_corpus;
mod speedup;
mod store_pg;
mod synth;
mod synth_store;
mod tidy;
mod tidy_facade;
mod transfer;
mod verify;
mod verify_fuzz;
mod veto;
mod word_level;
mod worker;
mod x86_instcombine;

use libtest_mimic::{Arguments, Trial};

/// A plain test: `f` passes unless it panics. Named `module::name` (without the crate).
fn test(module: &str, name: &str, f: fn()) -> Trial {
    crate::hard_limit::trial(label(module, name), move || {
        f();
        Ok(())
    })
}

/// A test that runs only with `--ignored`, with the reason in its name.
fn ignored(module: &str, name: &str, f: fn(), why: &str) -> Trial {
    test(module, &format!("{name} (ignored: {why})"), f).with_ignored_flag(true)
}

fn label(module: &str, name: &str) -> String {
    let m = module.strip_prefix("it::").unwrap_or(module);
    format!("{m}::{name}")
}

fn main() {
    let args = Arguments::from_args();
    let mut trials: Vec<Trial> = Vec::new();
    for part in [
        apply::trials(),
        browser::trials(),
        checks::trials(),
        cli::trials(),
        crawl::trials(),
        cut_corpus::trials(),
        cut_sample::trials(),
        cuts::trials(),
        difftest::trials(),
        difftest_nan::trials(),
        difftest_x86::trials(),
        fold_sweep::trials(),
        ir_props::trials(),
        judge::trials(),
        nightly::trials(),
        reflexive::trials(),
        rewrite_syntax::trials(),
        rules::trials(),
        report::trials(),
        patch::trials(),
        profile::trials(),
        roundtrip::trials(),
        scale::trials(),
        speedup::trials(),
        store_pg::trials(),
        word_level::trials(),
        worker::trials(),
        spec_corpus::trials(),
        synth::trials(),
        synth_store::trials(),
        tidy::trials(),
        tidy_facade::trials(),
        transfer::trials(),
        veto::trials(),
        verify::trials(),
        verify_fuzz::trials(),
        x86_instcombine::trials(),
    ] {
        trials.extend(part);
    }
    hard_limit::start_monitor();
    let conclusion = libtest_mimic::run(&args, trials);
    hard_limit::report_longest();
    conclusion.exit();
}
