//! Data-driven cut tests: every `.ll` under `tests/data/cut/` is cut, and the cuts are
//! compared with the `.expected` file beside it. One test per file.
//!
//! A file says what to cut with lines `; cut: depth N roots %a %b` (each line one
//! depth; `roots *` or no `roots` means every root); without such a line every root is
//! cut at depth 4. The expected text lists, per line, function and root (in instruction
//! order), the cut with what each argument stands for (and how many freezes it took as
//! arguments because their choice is shared), `trivial` when it holds the root alone, or
//! `not a root`. Functions with irreducible control flow are listed as such.
//!
//! `UPDATE_EXPECT=1 cargo test --test it -- cuts::` rewrites the `.expected` files; review every
//! change by hand (a wrong expectation is a defect). Each cut is also checked with
//! `cut::structure`, and all of a file's cuts with `opt-22 -passes=verify`.

use libtest_mimic::{Failed, Trial};
use minotaur::cut::{self, FnCtx, ModInfo};
use std::fmt::Write;
use std::path::{Path, PathBuf};

struct Request {
    depth: u32,
    /// `None`: every root.
    roots: Option<Vec<String>>,
}

fn requests(text: &str) -> Result<Vec<Request>, String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("; cut:") else {
            continue;
        };
        let mut words = rest.split_whitespace();
        let (Some("depth"), Some(d)) = (words.next(), words.next()) else {
            return Err(format!(
                "bad line `{line}`: want `; cut: depth N [roots %a %b | roots *]`"
            ));
        };
        let depth = d.parse().map_err(|_| format!("bad depth in `{line}`"))?;
        let roots = match words.next() {
            None => None,
            Some("roots") => {
                let rs: Vec<String> = words.map(|w| w.trim_start_matches('%').to_string()).collect();
                (rs != ["*"]).then_some(rs)
            }
            Some(w) => return Err(format!("bad word `{w}` in `{line}`")),
        };
        out.push(Request { depth, roots });
    }
    if out.is_empty() {
        out.push(Request { depth: 4, roots: None });
    }
    Ok(out)
}

/// The cuts of a file as the `.expected` text, and all their texts for the verifier.
fn render(path: &Path) -> Result<(String, Vec<String>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let reqs = requests(&text)?;
    let m = minotaur::llvm::load_module(path).map_err(|e| e.to_string())?;
    let info = ModInfo::new(&m);
    let mut out = String::new();
    let mut texts = Vec::new();
    for req in &reqs {
        let _ = writeln!(out, "; ===== depth {}\n", req.depth);
        for f in m.functions() {
            let ctx = FnCtx::new(f, &info);
            if ctx.cfg.is_irreducible() {
                let _ = writeln!(out, "; @{} is irreducible: not cut\n", f.name);
                continue;
            }
            for root in 0..ctx.insts.len() {
                let Some(name) = ctx.insts[root].name.as_deref() else {
                    continue;
                };
                if req.roots.as_ref().is_some_and(|rs| !rs.iter().any(|r| r == name)) {
                    continue;
                }
                let b = ctx.cfg.block_of[root];
                if !ctx.cfg.reachable(b) {
                    continue;
                }
                let sets = cut::RootSets::new(&ctx, b);
                let _ = write!(out, "; @{} %{name}", f.name);
                match cut::cut_root(&ctx, &sets, root, req.depth) {
                    None => {
                        let _ = writeln!(out, ": not a root\n");
                    }
                    Some(c) => {
                        cut::structure(&c).map_err(|e| format!("@{} %{name}: {e}\n{}", f.name, c.built.text))?;
                        let args: Vec<String> = c
                            .built
                            .arg_origins
                            .iter()
                            .enumerate()
                            .map(|(k, o)| format!("%{k}={o}"))
                            .collect();
                        let _ = writeln!(out, "{}", if c.trivial { ": trivial" } else { "" });
                        if !args.is_empty() {
                            let _ = writeln!(out, "; args {}", args.join(" "));
                        }
                        if c.shared_freezes > 0 {
                            let _ = writeln!(out, "; shared freezes made arguments: {}", c.shared_freezes);
                        }
                        let _ = writeln!(out, "{}", c.built.text);
                        texts.push(c.built.text);
                    }
                }
            }
        }
    }
    Ok((out, texts))
}

fn check_file(path: &Path) -> Result<(), Failed> {
    let (got, texts) = render(path)?;
    let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
    if let Some((k, e)) = cut::opt_verify(&refs).into_iter().next() {
        return Err(format!("opt-22 rejects a cut: {e}\n{}", texts[k]).into());
    }
    let exp_path = path.with_extension("expected");
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&exp_path, &got).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let want = std::fs::read_to_string(&exp_path)
        .map_err(|e| format!("{}: {e} (UPDATE_EXPECT=1 writes it)", exp_path.display()))?;
    if want != got {
        let mut diff = String::new();
        for (k, (w, g)) in want.lines().zip(got.lines()).enumerate() {
            if w != g {
                let _ = writeln!(diff, "line {}:\n  want: {w}\n  got:  {g}", k + 1);
                break;
            }
        }
        if diff.is_empty() {
            diff = format!(
                "lengths differ: {} vs {} lines",
                want.lines().count(),
                got.lines().count()
            );
        }
        return Err(format!("cuts differ from {} ({diff}); got:\n{got}", exp_path.display()).into());
    }
    Ok(())
}

/// One test per `.ll` file under `tests/data/cut/`.
pub fn trials() -> Vec<Trial> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/cut");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/cut")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .ll files under {}", dir.display());
    files
        .into_iter()
        .map(|f| {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            crate::hard_limit::trial(format!("cuts::{name}"), move || check_file(&f))
        })
        .collect()
}
