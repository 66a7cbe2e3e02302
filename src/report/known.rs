//! Whether a rule's pattern is already among LLVM's own tests: every function of the
//! source's `llvm/test/Transforms/InstCombine` and `InstSimplify` whose returned value has
//! the rule's source shape (`rules::grep`, daggrep form, widths not compared). A match
//! means LLVM has a test of that shape (a fold it makes, or one it checks it does not
//! make): the rule is "possibly known" and the reviewer reads that test first.

use crate::ir::Function;
use std::path::Path;

/// LLVM's test functions, by `Dir/file.ll: @name`.
#[derive(Debug, Default)]
pub struct TestFunctions(Vec<(String, Function)>);

impl TestFunctions {
    /// Reads every `.ll` file under `root/llvm/test/Transforms/{InstCombine,InstSimplify}`
    /// (functions the IR cannot read are skipped).
    pub fn load(root: &Path) -> TestFunctions {
        let mut out = Vec::new();
        for dir in ["InstCombine", "InstSimplify"] {
            let base = root.join("llvm/test/Transforms");
            let mut files: Vec<_> = walkdir::WalkDir::new(base.join(dir))
                .into_iter()
                .filter_map(|e| e.ok())
                .map(|e| e.into_path())
                .filter(|p| p.extension().is_some_and(|x| x == "ll"))
                .collect();
            files.sort();
            for f in files {
                let Ok(text) = std::fs::read_to_string(&f) else {
                    continue;
                };
                let Ok(m) = crate::ir::parse_module_lenient(&text) else {
                    continue;
                };
                let name = f.strip_prefix(&base).unwrap_or(&f).display().to_string();
                for func in m.functions() {
                    out.push((format!("{name}: @{}", func.name), func.clone()));
                }
            }
        }
        TestFunctions(out)
    }

    /// The test functions the daggrep `pattern` matches.
    pub fn matching(&self, pattern: &Function) -> Vec<String> {
        self.0
            .iter()
            .filter(|(_, f)| crate::rules::grep_matches(pattern, f))
            .map(|(n, _)| n.clone())
            .collect()
    }
}
