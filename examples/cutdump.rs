//! Prints the cuts of a `.ll`/`.bc` file: `cargo run --example cutdump -- FILE [DEPTH] [FUNCTION|-] [ROOT]`.
use minotaur::cut::{cut_root, FnCtx, ModInfo, RootSets};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = std::path::Path::new(&args[1]);
    let depth: u32 = args.get(2).map(|d| d.parse().unwrap()).unwrap_or(4);
    let only = args.get(3).cloned().filter(|s| s != "-");
    let root = args.get(4).cloned();
    let m = minotaur::llvm::load_module(path).unwrap();
    let info = ModInfo::new(&m);
    std::panic::set_hook(Box::new(|_| {}));
    for f in m.functions() {
        if only.as_ref().is_some_and(|o| *o != f.name) {
            continue;
        }
        let ctx = FnCtx::new(f, &info);
        if ctx.cfg.is_irreducible() {
            println!("; {} irreducible", f.name);
            continue;
        }
        for r in 0..ctx.insts.len() {
            let Some(name) = &ctx.insts[r].name else { continue };
            if root.as_ref().is_some_and(|x| x != name) || !ctx.cfg.reachable(ctx.cfg.block_of[r]) {
                continue;
            }
            let sets = RootSets::new(&ctx, ctx.cfg.block_of[r]);
            match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cut_root(&ctx, &sets, r, depth))) {
                Ok(Some(cut)) => {
                    let args: Vec<String> = cut
                        .built
                        .arg_origins
                        .iter()
                        .enumerate()
                        .map(|(k, o)| format!("%{k}={o}"))
                        .collect();
                    let insts: Vec<String> = cut
                        .built
                        .inst_origins
                        .iter()
                        .map(|(n, id)| {
                            format!(
                                "%{n}={}",
                                ctx.insts[*id]
                                    .name
                                    .as_deref()
                                    .map_or("store".into(), |x| format!("%{x}"))
                            )
                        })
                        .collect();
                    println!(
                        "; {} %{} trivial={} hash={}\n; args {}\n; insts {}\n{}",
                        f.name,
                        name,
                        cut.trivial,
                        cut.hash,
                        args.join(" "),
                        insts.join(" "),
                        cut.built.text
                    )
                }
                Ok(None) => {
                    if std::env::var_os("SHOW_NONE").is_some() {
                        println!("; NONE {} %{} {}", f.name, name, ctx.insts[r].op.opcode());
                    }
                }
                Err(_) => println!("PANIC {} %{}", f.name, name),
            }
        }
    }
}
