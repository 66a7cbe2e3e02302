#!/usr/bin/env bash
# A fake project for tests/it/speedup.rs, following the native-build contract of
# corpora/README.md with the shared helpers of corpora/lib.sh: compiles tiny.c with the
# --cc given (-O2 -c, then a link) into DIR/tiny, writes DIR/BUILD.json; --check runs
# ./tiny 1000 and compares its checksum with the known one (DIR/CHECK.json); with
# TINY_WRONG_ANSWER set in the environment the answer is off by one, so it fails.
#
#   bash tests/data/speedup/tiny/native.sh --out DIR [--cc PATH] [--check] ...
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=tiny-native
# shellcheck source=../../../../corpora/lib.sh
source "$HERE/../../../../corpora/lib.sh"

cx_native_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$HERE/manifest.toml" "" march)" "$@"
OUT=$NATIVE_OUT
mkdir -p "$OUT/build"
start=$(cx_now)
cx_cpu c0
"$NATIVE_CC" -O2 -march="$MARCH" -c "$HERE/tiny.c" -o "$OUT/build/tiny.o"
"$NATIVE_CC" "$OUT/build/tiny.o" -o "$OUT/tiny"
seconds=$(cx_since "$start")
cx_cpu c1
cx_write_build_json "$OUT" tiny "$seconds" "$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", b - a }')" "compile_seconds=$seconds"
((NATIVE_CHECK)) || exit 0

t=$(cx_now)
got=$("$OUT/tiny" 1000)
# The test's way to make the suite fail: a wrong answer, as a miscompile would give.
[[ -z "${TINY_WRONG_ANSWER:-}" ]] || got=$((got + 1))
if [[ "$got" == 504196 ]]; then
  cx_write_check_json "$OUT" true 1 "$(cx_since "$t")"
else
  cx_write_check_json "$OUT" false 1 "$(cx_since "$t")" "tiny 1000: $got, expected 504196"
  exit 1
fi
