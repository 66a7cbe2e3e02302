//! No panic on any input: every verdict file is mutated (a line deleted or doubled, the
//! text cut short, one token replaced everywhere) and each mutant goes the way `minotaur
//! verify` takes it (LLVM's parser and verifier, our parser, the refinement check). Each
//! must end in a verdict or an error, never a panic.

use crate::common;

use minotaur::smt::{refines, Options, Verdict};
use minotaur::util::Rng;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::Duration;

/// Replacements that keep most files valid LLVM while changing types, widths, flags,
/// predicates and constants.
const SWAPS: &[(&str, &str)] = &[
    ("i32", "i16"),
    ("i64", "i32"),
    ("i8", "i1"),
    ("i16", "i8"),
    ("float", "double"),
    ("double", "half"),
    ("nsw", ""),
    ("nuw", "nsw"),
    ("add", "sub"),
    ("and", "or"),
    ("ult", "sgt"),
    ("oeq", "une"),
    ("<4 x", "<2 x"),
    ("<8 x", "<16 x"),
    ("poison", "undef"),
    ("0", "-1"),
    ("1", "0"),
    ("zext", "sext"),
    ("lshr", "ashr"),
    ("exact", ""),
];

/// Replaces `from` by `to` wherever it stands as a whole word.
fn swap_words(text: &str, from: &str, to: &str) -> String {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let starts_word = i == 0 || !word(b[i - 1]);
        let end = i + from.len();
        if starts_word && text[i..].starts_with(from) && (end == text.len() || !word(b[end])) {
            out.push_str(to);
            i = end;
        } else {
            let c = text[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

fn mutate(text: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let k = rng.below(lines.len().max(1) as u64) as usize;
    match rng.below(4) {
        0 => lines
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != k)
            .map(|(_, l)| format!("{l}\n"))
            .collect(),
        1 => lines
            .iter()
            .enumerate()
            .flat_map(|(i, l)| if i == k { vec![*l, *l] } else { vec![*l] })
            .map(|l| format!("{l}\n"))
            .collect(),
        2 => {
            let mut cut = rng.below(text.len() as u64) as usize;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text[..cut].to_string()
        }
        _ => {
            let (from, to) = SWAPS[rng.below(SWAPS.len() as u64) as usize];
            swap_words(text, from, to)
        }
    }
}

#[derive(Default, Debug)]
struct Tally {
    rejected_by_llvm: usize,
    rejected_by_us: usize,
    no_pair: usize,
    verdicts: usize,
    errors: usize,
    panics: Vec<String>,
}

fn run_one(name: &str, text: &str, t: &mut Tally) {
    let opts = Options {
        timeout: Duration::from_secs(2),
        ..Options::default()
    };
    let r = catch_unwind(AssertUnwindSafe(|| {
        let Ok(printed) = minotaur::llvm::canonical_text(text.as_bytes(), name) else {
            return 0;
        };
        let Ok(m) = minotaur::ir::parse_module(&printed) else {
            return 1;
        };
        let pairs = m.src_tgt_pairs();
        if pairs.is_empty() {
            return 2;
        }
        let mut worst = 3;
        for (s, g) in pairs {
            match refines(s, g, &opts) {
                Ok(Verdict::Valid | Verdict::Invalid(_) | Verdict::Unknown(_)) => {}
                Err(_) => worst = 4,
            }
        }
        worst
    }));
    match r {
        Ok(0) => t.rejected_by_llvm += 1,
        Ok(1) => t.rejected_by_us += 1,
        Ok(2) => t.no_pair += 1,
        Ok(3) => t.verdicts += 1,
        Ok(_) => t.errors += 1,
        Err(p) => {
            let msg = minotaur::util::panic_message(&*p);
            t.panics.push(format!("{name}: {msg}\n{text}"));
        }
    }
}

fn mutated_verdict_files_never_panic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut fs = common::ll_files(&root.join("verify"));
    fs.extend(common::ll_files(&root.join("unsupported")));
    assert!(fs.len() > 400, "{} verdict files", fs.len());
    let mut rng = Rng::new(7);
    let mut t = Tally::default();
    // Panics are caught and listed; keep the default hook from printing each one.
    std::panic::set_hook(Box::new(|_| {}));
    for f in &fs {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f.strip_prefix(&root).unwrap().display().to_string();
        for _ in 0..2 {
            let m = mutate(&text, &mut rng);
            run_one(&name, &m, &mut t);
        }
    }
    let _ = std::panic::take_hook();
    eprintln!(
        "{} mutants: {} rejected by LLVM, {} by our parser, {} without a pair, {} verdicts, {} errors, {} panics",
        2 * fs.len(),
        t.rejected_by_llvm,
        t.rejected_by_us,
        t.no_pair,
        t.verdicts,
        t.errors,
        t.panics.len()
    );
    assert!(t.panics.is_empty(), "{}", t.panics.join("\n-----\n"));
    // The mutants must reach the verifier, or the test proves little.
    assert!(t.verdicts > fs.len() / 2, "{t:?}");
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![crate::test(
        module_path!(),
        "mutated_verdict_files_never_panic",
        mutated_verdict_files_never_panic,
    )]
}
