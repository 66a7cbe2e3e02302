#!/usr/bin/env bash
# Verifies and counts a corpus: every .bc, .ll and bitcode .o under the given paths goes
# through opt-22 -passes=verify, and the files, defined functions and instructions are
# summed (how: corpora/lib.sh, cx_check_one). Files opt rejects are named on stderr and
# make the exit status 1. (.a archives are not opened; unpack them with llvm-ar-22 x.)
#
#   bash corpora/count.sh corpora/sample corpora/build/gmp
#   JOBS=2 bash corpora/count.sh DIR...
set -euo pipefail

CX_PREFIX=count
# shellcheck source=lib.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib.sh"
(($#)) || cx_die "usage: bash corpora/count.sh PATH..."
[[ "$1" == -h || "$1" == --help ]] && { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0; }
cx_require_llvm CX_OPT
status=0
counts=$(cx_count "$@") || status=1
read -r files functions instructions <<<"$counts"
printf 'files=%s functions=%s instructions=%s\n' "$files" "$functions" "$instructions"
exit "$status"
