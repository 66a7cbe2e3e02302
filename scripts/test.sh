#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh), then runs the whole test suite.
# Extra arguments go to cargo test, e.g.: bash scripts/test.sh -- --nocapture
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup.sh
# setup.sh checks for cargo in ~/.cargo/bin too; make sure this shell finds it.
command -v cargo >/dev/null 2>&1 || export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

echo "test: cargo test $*"
# The debug profile (opt-level 1, dependencies at 2; see Cargo.toml) is fast enough.
cargo test --locked "$@"
