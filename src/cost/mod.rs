//! What code costs: llvm-mca's uOps for a CPU (the paper's measure: lower with `llc-22`,
//! simulate one iteration with `llvm-mca-22`, read "Total uOps"), many functions per
//! call (one code region each, since process start-up dominates), and a static cost that
//! needs no tool (for ordering candidates, and when mca fails). Also LLVM's own best for
//! a cut (`opt-22 -passes='default<O3>'`), for the novelty check.
//!
//! One correction to llvm-mca: its scheduling models give a gather far fewer uOps than
//! the loads it makes (Zen 4's `vgatherdps` is one uOp, Skylake's five for eight lanes),
//! and gathers that looked cheap have run slower than the scalar loads they replaced
//! (LLVM issue #70259: SLP's `vgatherdps` on Skylake-AVX512, 1.75x slower). Each lane of
//! an `llvm.masked.gather` is charged one uOp more (its load), so that a gather wins only
//! where it saves more than the loads themselves.

use crate::ir::{self, Function, Op, Type};
use crate::llvm::tools;
use std::sync::OnceLock;

/// Why a cost could not be measured.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CostError {
    /// A tool failed, or its output could not be read.
    #[error("{tool}: {msg}")]
    Tool {
        /// The tool (`llc-22`, `llvm-mca-22`, `opt-22`).
        tool: String,
        /// What went wrong, in the tool's words where it gave any.
        msg: String,
    },
}

fn tool_err(tool: &str, msg: impl Into<String>) -> CostError {
    CostError::Tool {
        tool: tool.into(),
        msg: msg.into(),
    }
}

/// The host CPU as LLVM names it (`llc-22 --version`: "Host CPU: icelake-server").
pub fn host_cpu() -> String {
    static CPU: OnceLock<String> = OnceLock::new();
    CPU.get_or_init(|| {
        tools::run("llc", &["--version".as_ref()])
            .ok()
            .and_then(|o| {
                String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .find_map(|l| l.trim().strip_prefix("Host CPU:").map(|c| c.trim().to_string()))
            })
            .filter(|c| !c.is_empty() && c != "generic")
            .unwrap_or_else(|| "x86-64".into())
    })
    .clone()
}

/// `cpu`, with `native`/empty meaning the host.
pub fn resolve_cpu(cpu: &str) -> String {
    if cpu.is_empty() || cpu == "native" || cpu == "host" {
        host_cpu()
    } else {
        cpu.to_string()
    }
}

/// The x86 feature flags (as `/proc/cpuinfo` spells them) of `cpu`: the host's own for
/// `native`, else those of the named CPU for the ones listed here (the paper's Cascade
/// Lake and Zen 3 among them); an unknown CPU gets the x86-64-v2 baseline.
pub fn cpu_flags(cpu: &str) -> Vec<String> {
    const V2: &[&str] = &["sse", "sse2", "sse3", "ssse3", "sse4_1", "sse4_2", "popcnt"];
    const V3: &[&str] = &["avx", "avx2", "fma", "bmi1", "bmi2", "f16c", "lzcnt", "movbe"];
    const V4: &[&str] = &["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"];
    let c = resolve_cpu(cpu);
    if cpu.is_empty() || cpu == "native" || cpu == "host" || c == host_cpu() {
        return crate::util::host_flags();
    }
    let mut out: Vec<&str> = V2.to_vec();
    match c.as_str() {
        "x86-64-v3" | "haswell" | "broadwell" | "skylake" | "znver1" | "znver2" | "znver3" | "alderlake" => {
            out.extend(V3)
        }
        "x86-64-v4" | "skylake-avx512" => {
            out.extend(V3);
            out.extend(V4);
        }
        "cascadelake" | "icelake-server" | "icelake-client" | "rocketlake" | "tigerlake" | "sapphirerapids"
        | "znver4" | "znver5" => {
            out.extend(V3);
            out.extend(V4);
            out.push("avx512_vnni");
            if c != "cascadelake" {
                out.extend([
                    "avx512vbmi",
                    "avx512_vbmi2",
                    "avx512_bitalg",
                    "avx512_vpopcntdq",
                    "gfni",
                    "vaes",
                ]);
            }
        }
        _ => {}
    }
    out.into_iter().map(String::from).collect()
}

/// IR instructions of `f`, terminators aside: what "fewer IR instructions" counts (the
/// cost criterion's tie-break, and the rules' InstCombine class).
pub fn ir_insts(f: &Function) -> u32 {
    f.insts().filter(|i| !i.op.is_terminator()).count() as u32
}

/// The static cost of one simple operation (an `add`, a compare, a `select`): the unit
/// of [`static_cost`], which counts in tenths of it so that cheaper instructions (a phi,
/// a `getelementptr`) can cost half. Synthesis also reasons in it: no new instruction
/// costs less, so a rewrite of one simple operation is as cheap as a search can get.
pub const SIMPLE_OP: u32 = 10;

/// A static estimate in tenths of a simple operation ([`SIMPLE_OP`]): what synthesis
/// orders candidates by and prunes with (a rewrite must be cheaper than its cut), and the
/// fallback when llvm-mca cannot cost a function.
pub fn static_cost(f: &Function) -> u32 {
    f.insts().map(inst_cost).sum()
}

fn lanes(t: &Type) -> u32 {
    t.lanes().max(1)
}

/// The static cost of one instruction (see [`static_cost`]).
pub fn inst_cost(i: &ir::Inst) -> u32 {
    use ir::{BinOp::*, CastOp};
    match &i.op {
        Op::Ret(_) | Op::Br { .. } | Op::Unreachable => 0,
        Op::CondBr { .. } => SIMPLE_OP,
        Op::Switch { cases, .. } => SIMPLE_OP * (cases.len() as u32 + 1),
        Op::Phi { .. } => SIMPLE_OP / 2,
        Op::Freeze(_) => 0,
        Op::Cast {
            op: CastOp::BitCast, ..
        } => 0,
        Op::Bin { op, .. } => match op {
            Mul => 2 * SIMPLE_OP,
            UDiv | SDiv | URem | SRem => 10 * SIMPLE_OP * lanes(&i.ty),
            FDiv => 4 * SIMPLE_OP,
            FRem => 20 * SIMPLE_OP * lanes(&i.ty),
            _ => SIMPLE_OP,
        },
        Op::Gep { .. } => SIMPLE_OP / 2,
        Op::Call(c) => match c.intrinsic() {
            Some(n) if n.starts_with("x86.") => SIMPLE_OP,
            Some(n) if n.starts_with("bitreverse") => 3 * SIMPLE_OP,
            Some(n) if n.starts_with("ctpop") && i.ty.is_vector() => 3 * SIMPLE_OP,
            Some(n) if n.starts_with("vector.reduce") => 3 * SIMPLE_OP,
            // A mask to set up, then one load; a gather loads lane by lane.
            Some(n) if n.starts_with("masked.load") => 2 * SIMPLE_OP,
            Some(n) if n.starts_with("masked.gather") => lanes(&i.ty).max(2) / 2 * SIMPLE_OP,
            _ => SIMPLE_OP,
        },
        _ => SIMPLE_OP,
    }
}

/// The lanes `f`'s `llvm.masked.gather` calls may load, all told (see the module doc):
/// those of a constant mask that are on, else every lane.
pub fn gathered_lanes(f: &Function) -> u32 {
    let on = |c: &ir::Call| -> u32 {
        match c.args.get(1).map(|a| &a.op.val) {
            Some(ir::Val::Const(ir::Const::Vector(ls))) => ls
                .iter()
                .filter(|(_, l)| !matches!(l, ir::Const::Int(b) if b.is_zero()))
                .count() as u32,
            Some(ir::Val::Const(ir::Const::Zero)) => 0,
            _ => lanes(&c.ret),
        }
    };
    f.insts()
        .filter_map(|i| match &i.op {
            Op::Call(c) if c.masked_load() == Some(ir::MaskedLoad::Gather) => Some(on(c)),
            _ => None,
        })
        .sum()
}

/// A copy of `f` named `name`, without attributes (an attribute group `#0` would not
/// exist in the batch module).
fn clean(f: &Function, name: &str) -> Function {
    let mut g = f.clone();
    g.name = name.into();
    g.prefix.clear();
    g.suffix.clear();
    for p in &mut g.params {
        p.attrs.clear();
    }
    for i in g.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
        i.meta.clear();
        i.dbg_records.clear();
        if let Op::Call(c) = &mut i.op {
            c.fn_attrs.clear();
            c.cc_attrs.clear();
            for a in &mut c.args {
                a.attrs.clear();
            }
        }
    }
    g
}

/// A place to keep measured costs (the store keeps them in the database).
pub trait CostCache {
    /// `Some(uops)` when known (`Some(None)`: mca could not cost it).
    fn get(&mut self, key: &str, cpu: &str) -> Option<Option<u32>>;
    /// Keeps the uOps measured for `key` on `cpu` (`None`: mca could not cost it).
    fn put(&mut self, key: &str, cpu: &str, uops: Option<u32>);
}

/// No cache: every cost is measured.
pub struct NoCache;

impl CostCache for NoCache {
    fn get(&mut self, _: &str, _: &str) -> Option<Option<u32>> {
        None
    }
    fn put(&mut self, _: &str, _: &str, _: Option<u32>) {}
}

/// The cache key of a function: the hash of its text as costed (name and attributes
/// normalized).
pub fn cost_key(f: &Function) -> String {
    crate::util::fnv128_hex(ir::print_function(&clean(f, "f")).as_bytes())
}

/// [`mca_uops`] through a cache: only functions the cache does not know are measured.
pub fn mca_uops_cached(fs: &[&Function], cpu: &str, cache: &mut dyn CostCache) -> Vec<Option<u32>> {
    let cpu = resolve_cpu(cpu);
    let keys: Vec<String> = fs.iter().map(|f| cost_key(f)).collect();
    let mut out: Vec<Option<Option<u32>>> = keys.iter().map(|k| cache.get(k, &cpu)).collect();
    let missing: Vec<usize> = (0..fs.len()).filter(|&i| out[i].is_none()).collect();
    let measured = mca_uops(&missing.iter().map(|&i| fs[i]).collect::<Vec<_>>(), &cpu);
    for (&i, m) in missing.iter().zip(measured) {
        cache.put(&keys[i], &cpu, m);
        out[i] = Some(m);
    }
    out.into_iter().map(Option::flatten).collect()
}

/// What llvm-mca says of one function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct McaSummary {
    /// Total uOps of one iteration.
    pub uops: u32,
    /// Machine instructions `llc` emitted (one iteration).
    pub insts: u32,
}

/// llvm-mca's total uOps for one iteration of each function on `cpu`, `None` for a
/// function that could not be lowered or simulated. One `llc` and one `llvm-mca` call
/// for the whole batch; when the batch fails, each function is costed alone.
pub fn mca_uops(fs: &[&Function], cpu: &str) -> Vec<Option<u32>> {
    mca_summaries(fs, cpu).into_iter().map(|s| s.map(|s| s.uops)).collect()
}

/// llvm-mca's uOps and `llc`'s instruction count for each of `fs` on `cpu` (`None` where
/// it could not be measured), uncached.
pub fn mca_summaries(fs: &[&Function], cpu: &str) -> Vec<Option<McaSummary>> {
    mca_summaries_at(fs, cpu, "-O2")
}

/// [`mca_summaries`] with `llc` at `level` (`-O2`, what synthesis costs with; `-O3`, what
/// rules are judged with).
pub fn mca_summaries_at(fs: &[&Function], cpu: &str, level: &str) -> Vec<Option<McaSummary>> {
    if fs.is_empty() {
        return Vec::new();
    }
    match mca_batch(fs, cpu, level) {
        Ok(v) => v,
        Err(_) if fs.len() > 1 => fs
            .iter()
            .map(|f| mca_batch(&[*f], cpu, level).ok().and_then(|v| v[0]))
            .collect(),
        Err(_) => vec![None],
    }
}

fn mca_batch(fs: &[&Function], cpu: &str, level: &str) -> Result<Vec<Option<McaSummary>>, CostError> {
    let cpu = resolve_cpu(cpu);
    let named: Vec<Function> = fs.iter().enumerate().map(|(k, f)| clean(f, &format!("m{k}"))).collect();
    let refs: Vec<&Function> = named.iter().collect();
    let module = ir::functions_module(&refs);
    let mcpu = format!("-mcpu={cpu}");
    let llc = tools::run_with_input(
        "llc",
        &[
            level.as_ref(),
            mcpu.as_ref(),
            "-mtriple=x86_64-unknown-linux-gnu".as_ref(),
            "-o".as_ref(),
            "-".as_ref(),
            "-".as_ref(),
        ],
        module.as_bytes(),
    )
    .map_err(|e| tool_err("llc-22", e.to_string()))?;
    if !llc.status.success() {
        return Err(tool_err("llc-22", String::from_utf8_lossy(&llc.stderr).trim()));
    }
    let asm = with_regions(&String::from_utf8_lossy(&llc.stdout));
    let mca = tools::run_with_input(
        "llvm-mca",
        &[mcpu.as_ref(), "-iterations=1".as_ref(), "-json".as_ref(), "-".as_ref()],
        asm.as_bytes(),
    )
    .map_err(|e| tool_err("llvm-mca-22", e.to_string()))?;
    if !mca.status.success() {
        return Err(tool_err("llvm-mca-22", String::from_utf8_lossy(&mca.stderr).trim()));
    }
    let json: serde_json::Value =
        serde_json::from_slice(&mca.stdout).map_err(|e| tool_err("llvm-mca-22", format!("bad JSON: {e}")))?;
    let mut out = vec![None; fs.len()];
    for r in json["CodeRegions"].as_array().into_iter().flatten() {
        let name = r["Name"].as_str().unwrap_or("");
        let k = name.strip_prefix('m').and_then(|k| k.parse::<usize>().ok());
        let v = &r["SummaryView"];
        if let (Some(k), Some(u), Some(n)) = (k, v["TotaluOps"].as_u64(), v["Instructions"].as_u64()) {
            if k < out.len() {
                out[k] = Some(McaSummary {
                    uops: u as u32 + gathered_lanes(fs[k]),
                    insts: n as u32,
                });
            }
        }
    }
    Ok(out)
}

/// The assembly with an llvm-mca code region around each function body
/// (`# LLVM-MCA-BEGIN mK` after its label, `# LLVM-MCA-END mK` at its `.Lfunc_end`).
fn with_regions(asm: &str) -> String {
    let mut out = String::with_capacity(asm.len() + 1024);
    let mut open: Option<String> = None;
    for line in asm.lines() {
        if open.is_some() && line.starts_with(".Lfunc_end") {
            out.push_str(&format!("# LLVM-MCA-END {}\n", open.take().unwrap_or_default()));
        }
        out.push_str(line);
        out.push('\n');
        if let Some(label) = line.strip_suffix(':').or_else(|| line.split_once(':').map(|(l, _)| l)) {
            let is_fn = label.starts_with('m') && label[1..].bytes().all(|b| b.is_ascii_digit()) && label.len() > 1;
            if is_fn && open.is_none() {
                out.push_str(&format!("# LLVM-MCA-BEGIN {label}\n"));
                open = Some(label.to_string());
            }
        }
    }
    out
}

/// What `opt-22 -passes='default<O3>'` makes of `f` (LLVM's own best for a cut).
pub fn llvm_o3(f: &Function) -> Result<Function, CostError> {
    llvm_passes(f, "default<O3>")
}

/// What `opt-22 -passes=PASSES` makes of `f` (`instcombine`, `default<O3>`).
pub fn llvm_passes(f: &Function, passes: &str) -> Result<Function, CostError> {
    let g = clean(f, "src");
    let module = ir::functions_module(&[&g]);
    let arg = format!("-passes={passes}");
    let o = tools::run_with_input("opt", &[arg.as_ref(), "-S".as_ref(), "-".as_ref()], module.as_bytes())
        .map_err(|e| tool_err("opt-22", e.to_string()))?;
    if !o.status.success() {
        return Err(tool_err("opt-22", String::from_utf8_lossy(&o.stderr).trim()));
    }
    let text = String::from_utf8_lossy(&o.stdout);
    let m = ir::parse_module(&text).map_err(|e| tool_err("opt-22", format!("its output does not parse: {e}")))?;
    m.function("src")
        .cloned()
        .ok_or_else(|| tool_err("opt-22", "its output has no @src"))
}

#[cfg(test)]
mod tests;
