//! The depth study (paper, Figure 6a): how many distinct cuts a file yields at each depth
//! bound, from one parse of the file.

use std::collections::BTreeSet;
use std::time::Instant;

/// What one file gives at one depth.
#[derive(Clone, Debug, Default)]
pub struct DepthCount {
    /// The depth bound.
    pub depth: u32,
    /// Hashes of the non-trivial cuts.
    pub hashes: BTreeSet<String>,
    /// Non-trivial sites.
    pub sites: usize,
    /// Trivial cuts (the root alone).
    pub trivial: usize,
    /// Seconds spent cutting at this depth (parsing excluded).
    pub seconds: f64,
}

/// Module-level counts of a file.
#[derive(Clone, Debug, Default)]
pub struct FileStudy {
    /// Functions defined in the module.
    pub functions: usize,
    /// Instructions of those functions.
    pub instructions: usize,
    /// Seconds LLVM and `ir` took to read the file.
    pub parse_seconds: f64,
    /// One count per depth asked for, in that order.
    pub depths: Vec<DepthCount>,
}

/// Reads `bytes` and cuts every root at each depth of `depths`.
pub fn study_bytes(bytes: &[u8], name: &str, depths: &[u32]) -> Result<FileStudy, super::crawl::ReadError> {
    use super::crawl::ReadError;
    let t = Instant::now();
    let text = crate::llvm::canonical_text(bytes, name).map_err(ReadError::Llvm)?;
    let module = crate::ir::parse_module(&text).map_err(ReadError::Ir)?;
    let mut out = FileStudy {
        parse_seconds: t.elapsed().as_secs_f64(),
        ..Default::default()
    };
    for &d in depths {
        let t = Instant::now();
        let mut c = DepthCount {
            depth: d,
            ..Default::default()
        };
        let counts = super::cut_module(&module, &[d], |_, _, cut| {
            if cut.trivial {
                c.trivial += 1;
            } else {
                c.sites += 1;
                c.hashes.insert(cut.hash);
            }
        });
        c.seconds = t.elapsed().as_secs_f64();
        out.functions = counts.functions;
        out.instructions = counts.instructions;
        out.depths.push(c);
    }
    Ok(out)
}
