#!/usr/bin/env bash
# Builds Perl 5.36.0 (the interpreter and its extensions) as real machine code (the
# native-build contract, corpora/README.md): the same source, Configure arguments and
# flags (-Doptimize='-O3 -march=$MARCH -g0') as the bitcode corpus of build.sh beside
# this script, but with the C compiler given (plain clang-22, or a shim that runs
# `minotaur cc`). DIR/perl runs the benchmark script of manifest.toml's [[bench]] table
# (bench/workload.pl, copied to DIR) with DIR/lib, a link to the build tree's lib/.
#
#   bash corpora/perl/native.sh --out DIR [--cc PATH] [--cxx PATH] [--check] [--jobs N] [--march CPU]
#
# DIR/build is the build tree (a copy of the source: perl builds in place; rebuilt from
# scratch each time), DIR/BUILD.json says what was built and how long it took. --check
# runs a subset of perl's own `make test`, the test programs of t/op, t/re and t/uni
# (the core language: operators, regular expressions, Unicode; 327 programs,
# a few minutes on 2 cores) through t/harness, TEST_JOBS=--jobs at a time, plus the
# benchmark script, whose output must be bench/workload.expected; it writes
# DIR/CHECK.json (tests = test programs run) and exits 1 if any failed. --cxx is accepted
# and unused (perl is C).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=perl-native
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_native_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
cx_debsrc_manifest "$MANIFEST"
CFLAGS="-O3 -march=$MARCH -g0"
OUT=$NATIVE_OUT
WORK="$OUT/build"

"$NATIVE_CC" -march="$MARCH" -x c -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$NATIVE_CC does not accept -march=$MARCH"
cx_ensure_debs make tar xz-utils dpkg-dev
SRC=$(cx_fetch_deb_source "$PACKAGE" "$VERSION" "$SUITE" "$SHA256")

rm -rf "$WORK" "$OUT/BUILD.json" "$OUT/CHECK.json" "$OUT/perl" "${OUT:?}/lib" "$OUT/workload.pl"
mkdir -p "$WORK"
cp -a "$SRC/." "$WORK/"

cx_log "Configure ($LIBRARY): cc=$NATIVE_CC optimize='$CFLAGS' (log: $WORK/configure.log)"
start=$(cx_now)
cx_cpu c0
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK" && sh Configure $CONFIGURE_ARGS -Dcc="$NATIVE_CC" -Dld="$NATIVE_CC" \
  -Doptimize="$CFLAGS" -Dprefix="$WORK/install") \
  >"$WORK/configure.log" 2>&1 || cx_die "Configure failed; see $WORK/configure.log"
configure_s=$(cx_since "$start")

cx_log "make -j$CX_JOBS (log: $WORK/make.log)"
t=$(cx_now)
make -C "$WORK" -j"$CX_JOBS" >"$WORK/make.log" 2>&1 || cx_die "make failed; see $WORK/make.log"
make_s=$(cx_since "$t")
seconds=$(cx_since "$start")
cx_cpu c1
cpu_s=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", b - a }')
[[ -x "$WORK/perl" ]] || cx_die "make built no ./perl"
cp "$WORK/perl" "$OUT/perl"
ln -s build/lib "$OUT/lib"
cp "$HERE/bench/workload.pl" "$OUT/workload.pl"
objects=$(find "$WORK" -name '*.o' | wc -l)
cx_write_build_json "$OUT" perl "$seconds" "$cpu_s" "configure_seconds=$configure_s" \
  "compile_seconds=$make_s" "objects=$objects"
cx_log "built $LIBRARY ($objects objects, extensions included) in ${seconds}s (Configure ${configure_s}s, make ${make_s}s, cpu ${cpu_s}s)"

((NATIVE_CHECK)) || exit 0

# ---------------------------------------------------------------------------
cx_log "t/harness on t/op t/re t/uni, TEST_JOBS=$CX_JOBS (log: $WORK/check.log)"
t=$(cx_now)
make -C "$WORK" test-prep >"$WORK/check.log" 2>&1 || cx_die "make test-prep failed; see $WORK/check.log"
mapfile -t programs < <(cd "$WORK/t" && ls op/*.t re/*.t uni/*.t)
harness_ok=1
(cd "$WORK/t" && TEST_JOBS=$CX_JOBS HARNESS_OPTIONS="j$CX_JOBS" ./perl harness "${programs[@]}") >>"$WORK/check.log" 2>&1 || harness_ok=0
# TAP::Harness prints "op/foo.t .... ok" (or "skipped: ...") per program, then the
# summary: "Failed N/M test programs" and "Result: PASS|FAIL".
failed=()
mapfile -t failed < <(sed -n 's/^\([^ ]*\.t\) *(Wstat:.*/\1/p' "$WORK/check.log" | sort -u)
result=$(sed -n 's/^Result: //p' "$WORK/check.log" | tail -n1)
tests=${#programs[@]}
files=$(sed -n 's/^Files=\([0-9]*\),.*/\1/p' "$WORK/check.log" | tail -n1)
# The benchmark script's output, compared with what a correct perl prints.
tests=$((tests + 1))
if (cd "$OUT" && ./perl -I lib workload.pl) | cmp -s - <(grep -v '^#' "$HERE/bench/workload.expected"); then :; else
  failed+=("bench/workload.pl: output differs from bench/workload.expected")
fi
check_s=$(cx_since "$t")
passed=true
if ((!harness_ok || ${#failed[@]} > 0)) || [[ $result != PASS || "$files" != "${#programs[@]}" ]]; then passed=false; fi
cx_write_check_json "$OUT" "$passed" "$tests" "$check_s" "${failed[@]}"
cx_log "t/harness: ${files:-?} of ${#programs[@]} programs run, Result: ${result:-none}; workload.pl checked; ${#failed[@]} failed; ${check_s}s"
sed -n '/^Files=/p; /^Tests=/p' "$WORK/check.log" | sed "s/^/$CX_PREFIX: /"
if [[ $passed != true ]]; then
  for f in "${failed[@]}"; do cx_log "FAILED $f"; done
  exit 1
fi
