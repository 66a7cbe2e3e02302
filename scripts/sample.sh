#!/usr/bin/env bash
# The main job on the shipped sample corpus (README command 1, after setup.sh): build
# minotaur, crawl corpora/sample into sample.db, synthesize its most frequent cuts for a
# few minutes, and list every rewrite found (novel and known to LLVM).
#
#   bash scripts/sample.sh [BUDGET]      # BUDGET for synth, default 3m (e.g. 90s, 10m)
#
# Re-running resumes: crawled files are skipped and synthesized cuts are not redone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v cargo >/dev/null 2>&1 || export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

budget=${1:-3m}
cargo build --release --locked
bin=target/release/minotaur
echo "== minotaur crawl corpora/sample"
"$bin" crawl corpora/sample --db sample.db
echo "== minotaur synth (budget $budget, most frequent cuts first)"
"$bin" synth --db sample.db --budget "$budget"
echo "== minotaur rewrites --all"
"$bin" rewrites --db sample.db --all
echo "== minotaur rules (clusters the novel rewrites, generalizes and classes them)"
"$bin" rules --db sample.db
echo "== minotaur report (the rules judged worth a reviewer's time: proof.ll, fold.cpp + plugin, lit test, issue.md)"
# Written outside the checked-in reports/ folders (sample-reports/ is ignored by git).
"$bin" report --db sample.db --out sample-reports
echo "reports: open sample-reports/index.html (or read sample-reports/index.md); \`report --all\` adds the rules not judged worth it, each with its verdict"
