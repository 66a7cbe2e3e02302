//! The word-level procedure (`smt/arith.rs`, issue 51) against the bit-level verifier on
//! random small-width pairs with multiplications: every pair it proves must be `valid`
//! when every input is run (the exhaustive phase, which shares nothing with it but the
//! semantics). The sources are random straight-line functions of two `i3`–`i5` inputs
//! (products, widening multiplies with a half taken back, carries, shifts and masks by
//! constants, comparisons and selects, with and without `nuw`/`nsw`); the targets are
//! what LLVM's InstCombine makes of them (mostly valid, often differently multiplied),
//! and the same with one operation changed (mostly invalid).

use minotaur::ir::{parse_module, Function};
use minotaur::smt::{refines_info, word_level_proves, Options, Phase, Verdict};
use minotaur::util::Rng;

/// Functions per module handed to `opt`.
const FUNCTIONS: usize = 120;

/// A random straight-line function `@fN` over two `iW` inputs.
fn random_function(rng: &mut Rng, n: usize) -> String {
    let w = 3 + rng.below(3) as u32;
    let mut vals: Vec<String> = vec!["%a".into(), "%b".into()];
    let mut body = String::new();
    let steps = 3 + rng.below(6) as usize;
    for i in 0..steps {
        let x = rng.pick(&vals).clone();
        let y = rng.pick(&vals).clone();
        let c = rng.below(1 << w);
        let k = 1 + rng.below(w as u64 - 1);
        let flags = *rng.pick(&["", " nuw", " nsw", " nuw nsw"]);
        let v = format!("%v{i}");
        let line = match rng.below(10) {
            0 | 1 => format!("{v} = mul{flags} i{w} {x}, {y}"),
            2 => format!("{v} = add{flags} i{w} {x}, {y}"),
            3 => format!("{v} = sub{flags} i{w} {x}, {y}"),
            4 => format!("{v} = {} i{w} {x}, {k}", rng.pick(&["shl", "lshr", "ashr"])),
            5 => format!("{v} = {} i{w} {x}, {c}", rng.pick(&["and", "or", "xor"])),
            6 => format!(
                "{v}.c = icmp {} i{w} {x}, {y}\n  {v} = select i1 {v}.c, i{w} {x}, i{w} {}",
                rng.pick(&["ult", "slt", "eq", "ugt"]),
                rng.pick(&vals)
            ),
            7 => {
                // A widening multiply and one half of it back.
                let ext = rng.pick(&["zext", "sext"]);
                let w2 = 2 * w;
                let half = if rng.chance(1, 2) { w } else { 0 };
                format!(
                    "{v}.x = {ext} i{w} {x} to i{w2}\n  {v}.y = {ext} i{w} {y} to i{w2}\n  \
                     {v}.m = mul{flags} i{w2} {v}.x, {v}.y\n  {v}.h = lshr i{w2} {v}.m, {half}\n  \
                     {v} = trunc i{w2} {v}.h to i{w}"
                )
            }
            8 => {
                // A carry: the sum wrapped below an addend.
                format!(
                    "{v}.s = add i{w} {x}, {y}\n  {v}.c = icmp ult i{w} {v}.s, {x}\n  \
                     {v} = select i1 {v}.c, i{w} {c}, i{w} 0"
                )
            }
            _ => format!("{v} = mul{flags} i{w} {x}, {c}"),
        };
        body.push_str("  ");
        body.push_str(&line);
        body.push('\n');
        vals.push(v);
    }
    let last = vals.last().expect("made above");
    format!("define i{w} @f{n}(i{w} %a, i{w} %b) {{\n{body}  ret i{w} {last}\n}}\n")
}

/// `text` with its first `from` operation (after the first line) made `to`.
fn changed(text: &str, from: &str, to: &str) -> Option<String> {
    let at = text.find(from)?;
    Some(format!("{}{}{}", &text[..at], to, &text[at + from.len()..]))
}

/// The module of `texts` after InstCombine, by function name.
fn instcombined(module: &str) -> Vec<Function> {
    let out = minotaur::llvm::tools::run_with_input(
        "opt",
        &["-S".as_ref(), "-passes=instcombine".as_ref(), "-".as_ref()],
        module.as_bytes(),
    )
    .expect("opt runs");
    assert!(out.status.success(), "opt: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("text");
    parse_module(&text)
        .expect("opt's output parses")
        .functions()
        .cloned()
        .collect()
}

#[derive(Default, Debug)]
struct Tally {
    pairs: usize,
    not_exhaustive: usize,
    proved: usize,
    proved_valid: usize,
    valid: usize,
    wrong: Vec<String>,
}

fn check(src: &Function, tgt: &Function, t: &mut Tally) {
    let opts = Options {
        exhaustive_bits: 24,
        ..Options::default()
    };
    let Ok((label, info)) = refines_info(src, tgt, &opts) else {
        return;
    };
    if info.phase != Phase::Exhaustive && !matches!(label, Verdict::Invalid(_)) {
        t.not_exhaustive += 1;
        return;
    }
    t.pairs += 1;
    let valid = matches!(label, Verdict::Valid);
    t.valid += valid as usize;
    if word_level_proves(src, tgt, 5_000) == Ok(true) {
        t.proved += 1;
        if valid {
            t.proved_valid += 1;
        } else {
            t.wrong.push(format!(
                "{}\n{}",
                minotaur::ir::print_function(src),
                minotaur::ir::print_function(tgt)
            ));
        }
    }
}

fn every_word_level_proof_is_valid() {
    let mut rng = Rng::new(51);
    let mut t = Tally::default();
    for round in 0..2 {
        let texts: Vec<String> = (0..FUNCTIONS)
            .map(|i| random_function(&mut rng, round * FUNCTIONS + i))
            .collect();
        let module = texts.concat();
        let srcs: Vec<Function> = parse_module(&module)
            .expect("the generator's IR parses")
            .functions()
            .cloned()
            .collect();
        let tgts = instcombined(&module);
        for (i, src) in srcs.iter().enumerate() {
            if let Some(tgt) = tgts.iter().find(|g| g.name == src.name) {
                check(src, tgt, &mut t);
            }
            for (from, to) in [("mul", "add"), ("lshr", "ashr"), ("ult", "ule"), (", 1", ", 2")] {
                if let Some(m) = changed(&texts[i], from, to) {
                    if let Some(g) = parse_module(&m).ok().and_then(|fs| fs.functions().next().cloned()) {
                        check(src, &g, &mut t);
                    }
                    break;
                }
            }
        }
    }
    eprintln!(
        "{} pairs decided by every input ({} valid; {} left to the solver, not counted); the \
         word-level procedure proved {}, {} of them valid",
        t.pairs, t.valid, t.not_exhaustive, t.proved, t.proved_valid
    );
    assert!(
        t.wrong.is_empty(),
        "proved but not valid:\n{}",
        t.wrong.join("\n-----\n")
    );
    // The procedure must prove a good share of the valid pairs, or this test says little.
    assert!(t.proved * 4 >= t.valid, "{t:?}");
    assert!(t.pairs >= FUNCTIONS, "{t:?}");
}

/// This module's tests, for the one test binary (`main.rs`).
pub fn trials() -> Vec<libtest_mimic::Trial> {
    vec![crate::test(
        module_path!(),
        "every_word_level_proof_is_valid",
        every_word_level_proof_is_valid,
    )]
}
