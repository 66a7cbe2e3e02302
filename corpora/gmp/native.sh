#!/usr/bin/env bash
# Builds GMP 6.3.0 as real machine code (the native-build contract, corpora/README.md):
# the same source, configure arguments and CFLAGS (-O3 -march=$MARCH -g0) as the bitcode
# corpus of build.sh beside this script, but with the C compiler given (plain clang-22,
# or a shim that runs `minotaur cc`), so a build with the store's rewrites applied and
# one without can be compared. Also links the benchmark driver bench/gmpbench.c
# statically against the libgmp.a built, as DIR/gmpbench (manifest.toml's [[bench]]).
#
#   bash corpora/gmp/native.sh --out DIR [--cc PATH] [--cxx PATH] [--check] [--jobs N] [--march CPU]
#
# DIR/build is the configure/make tree (rebuilt from scratch each time), DIR/BUILD.json
# says what was built and how long it took (configure + make; make alone as
# "compile_seconds"). --check then runs GMP's own `make check` (every program of tests/),
# counts the tests of the test-suite logs and writes DIR/CHECK.json; it exits 1 if any
# test failed or errored. --cxx is accepted and unused (GMP is built --disable-cxx).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=gmp-native
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_native_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
CRATE=$(cx_toml_get "$MANIFEST" source crate)
VERSION=$(cx_toml_get "$MANIFEST" source version)
SHA256=$(cx_toml_get "$MANIFEST" source sha256)
SUBDIR=$(cx_toml_get "$MANIFEST" source subdir)
LIBRARY=$(cx_toml_get "$MANIFEST" source library)
CONFIGURE_ARGS=$(cx_toml_get "$MANIFEST" "" configure)
CFLAGS="-O3 -march=$MARCH -g0"
OUT=$NATIVE_OUT
WORK="$OUT/build"

cx_require_llvm CX_CLANG
AR=llvm-ar-22 RANLIB=llvm-ranlib-22 NM=llvm-nm-22
cx_require_llvm AR RANLIB NM
"$NATIVE_CC" -march="$MARCH" -x c -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$NATIVE_CC does not accept -march=$MARCH"
cx_ensure_debs m4 make tar gzip
SRC=$(cx_fetch_crate "$CRATE" "$VERSION" "$SHA256" "$SUBDIR")

rm -rf "$WORK" "$OUT/BUILD.json" "$OUT/CHECK.json" "$OUT/gmpbench"
mkdir -p "$WORK"
# configure by a relative path, as build.sh does (the same source file names).
rel_src=$(realpath --relative-to="$WORK" "$SRC")

cx_log "configure ($LIBRARY): CC=$NATIVE_CC CFLAGS='$CFLAGS' (log: $WORK/configure.log)"
start=$(cx_now)
cx_cpu c0
# CC_FOR_BUILD compiles GMP's generator programs (gen-fib, ...), which run at build time
# and are not part of the library: plain clang-22, as build.sh has it.
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK" && "$rel_src/configure" $CONFIGURE_ARGS \
  CC="$NATIVE_CC" CFLAGS="$CFLAGS" CC_FOR_BUILD="$CX_CLANG" AR="$AR" RANLIB="$RANLIB" NM="$NM") \
  >"$WORK/configure.log" 2>&1 || cx_die "configure failed; see $WORK/configure.log"
configure_s=$(cx_since "$start")

cx_log "make -j$CX_JOBS (log: $WORK/make.log)"
t=$(cx_now)
make -C "$WORK" -j"$CX_JOBS" >"$WORK/make.log" 2>&1 || cx_die "make failed; see $WORK/make.log"
make_s=$(cx_since "$t")
# The benchmark driver, compiled by the same compiler, linked against this libgmp.a.
"$NATIVE_CC" $CFLAGS -I"$WORK" -c "$HERE/bench/gmpbench.c" -o "$WORK/gmpbench.o" 2>"$WORK/gmpbench.log" ||
  cx_die "compiling bench/gmpbench.c failed; see $WORK/gmpbench.log"
"$NATIVE_CC" $CFLAGS "$WORK/gmpbench.o" "$WORK/.libs/libgmp.a" -o "$OUT/gmpbench" 2>>"$WORK/gmpbench.log" ||
  cx_die "linking gmpbench failed; see $WORK/gmpbench.log"
seconds=$(cx_since "$start")
cx_cpu c1
cpu_s=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", b - a }')
[[ -f "$WORK/.libs/libgmp.a" ]] || cx_die "no .libs/libgmp.a after make"
members=$("$AR" t "$WORK/.libs/libgmp.a" | wc -l)
cx_write_build_json "$OUT" gmp "$seconds" "$cpu_s" "configure_seconds=$configure_s" \
  "compile_seconds=$make_s" "objects=$members"
cx_log "built $LIBRARY ($members objects in libgmp.a) and gmpbench in ${seconds}s (configure ${configure_s}s, make ${make_s}s, cpu ${cpu_s}s)"

((NATIVE_CHECK)) || exit 0

# ---------------------------------------------------------------------------
# make check: builds and runs every test program of tests/ (automake's parallel harness:
# one .trs file per test, a test-suite.log per directory). -k: run them all, then count.
cx_log "make -k check -j$CX_JOBS (log: $WORK/check.log)"
t=$(cx_now)
make_ok=1
make -C "$WORK" -k -j"$CX_JOBS" check >"$WORK/check.log" 2>&1 || make_ok=0
check_s=$(cx_since "$t")
mapfile -t trs < <(find "$WORK/tests" -name '*.trs' | sort)
tests=${#trs[@]}
failed=()
passed_n=0 skipped_n=0
for f in "${trs[@]}"; do
  result=$(sed -n 's/^:test-result: //p' "$f" | head -n1)
  name=${f#"$WORK/"}
  case $result in
    PASS | XFAIL) passed_n=$((passed_n + 1)) ;;
    SKIP) skipped_n=$((skipped_n + 1)) ;;
    *) failed+=("${name%.trs}: ${result:-no result}") ;;
  esac
done
# The test-suite logs' own totals, as a cross-check of the .trs count.
logs_total=$(find "$WORK/tests" -name test-suite.log -exec sed -n 's/^# TOTAL: *//p' {} + | awk '{ t += $1 } END { print t + 0 }')
passed=true
if ((!make_ok || ${#failed[@]} > 0 || tests == 0 || logs_total != tests)); then passed=false; fi
CX_CHECK_SKIPPED=$skipped_n cx_write_check_json "$OUT" "$passed" "$tests" "$check_s" "${failed[@]}"
cx_log "make check: $tests tests ($logs_total by the test-suite logs), $passed_n passed, $skipped_n skipped, ${#failed[@]} failed, ${check_s}s"
if [[ $passed != true ]]; then
  ((make_ok)) || cx_log "make check exited non-zero; see $WORK/check.log"
  for f in "${failed[@]}"; do cx_log "FAILED $f"; done
  exit 1
fi
