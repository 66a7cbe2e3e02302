#!/usr/bin/env bash
# Builds libyuv as real machine code (the native-build contract, corpora/README.md): the
# same source list (ly_common_source_files of CMakeLists.txt) and CXXFLAGS
# (-O3 -march=$MARCH -g0 -DNDEBUG -Iinclude) as the bitcode corpus of build.sh beside
# this script, compiled by the C++ compiler given (plain clang++-22, or a shim that runs
# `minotaur cc`) into DIR/libyuv.a; and libyuv's own test program, DIR/libyuv_unittest,
# from the crate's unit_test/*.cc (all of them, as CMake's UNIT_TEST build globs them),
# compiled by the same compiler with the same flags and linked against DIR/libyuv.a and
# Debian's googletest (libgtest-dev).
#
#   bash corpora/libyuv/native.sh --out DIR [--cc PATH] [--cxx PATH] [--check] [--jobs N] [--march CPU]
#
# DIR/build holds the objects and compiler logs (rebuilt from scratch each time);
# DIR/BUILD.json says what was built and how long it took ("compile_seconds": the
# library alone). --check runs every test of libyuv_unittest at its default image size
# (128x72, one repetition: LIBYUV_WIDTH, LIBYUV_HEIGHT and LIBYUV_REPEAT are unset for
# the run) and writes DIR/CHECK.json; any failed test, or a crash, exits 1. The
# exhaustive color tests of unit_test/color_test.cc are compiled with libyuv's
# DISABLE_SLOW_TESTS (every fifth y value; see compile_one): about 270 s of the 300 s
# full run otherwise. --cc is
# accepted and unused (libyuv is C++).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=libyuv-native
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_native_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
CRATE=$(cx_toml_get "$MANIFEST" source crate)
VERSION=$(cx_toml_get "$MANIFEST" source version)
SHA256=$(cx_toml_get "$MANIFEST" source sha256)
SUBDIR=$(cx_toml_get "$MANIFEST" source subdir)
LIBRARY=$(cx_toml_get "$MANIFEST" source library)
CXXFLAGS="-O3 -march=$MARCH -g0 -DNDEBUG -Iinclude"
OUT=$NATIVE_OUT
WORK="$OUT/build"
AR=llvm-ar-22
cx_require_llvm AR

"$NATIVE_CXX" -march="$MARCH" -x c++ -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$NATIVE_CXX does not accept -march=$MARCH"
cx_ensure_debs tar gzip libgtest-dev
SRC=$(cx_fetch_crate "$CRATE" "$VERSION" "$SHA256" "$SUBDIR")

# The source list: ly_common_source_files in CMakeLists.txt (the same awk as build.sh).
mapfile -t FILES < <(awk '
  /set *\( *ly_common_source_files/ { on = 1 }
  on { while (match($0, /ly_src_dir}\/[A-Za-z0-9_]+\.cc/)) {
         print "source/" substr($0, RSTART + 12, RLENGTH - 12); $0 = substr($0, RSTART + RLENGTH) } }
  on && /\)/ { exit }' "$SRC/CMakeLists.txt")
((${#FILES[@]} > 0)) || cx_die "no ly_common_source_files in $SRC/CMakeLists.txt"
mapfile -t TESTS < <(cd "$SRC" && find unit_test -maxdepth 1 -name '*.cc' | sort)
((${#TESTS[@]} > 0)) || cx_die "no unit_test/*.cc in $SRC"

rm -rf "$WORK" "$OUT/BUILD.json" "$OUT/CHECK.json" "$OUT/libyuv.a" "$OUT/libyuv_unittest"
mkdir -p "$WORK/lib" "$WORK/test"

# One compile, from the libyuv root by relative path (as build.sh does): prints the
# object, or exits non-zero with the compiler's log named.
compile_one() {
  local rel=$1 dir=$2 obj extra=$EXTRA
  obj="$dir/$(basename "$rel" .cc).o"
  # color_test.cc's six TestFullYUV* tests convert every (y, u, v) of 256^3, one pixel
  # per call: 270 s of a 300 s run here. libyuv's own knob DISABLE_SLOW_TESTS steps y by
  # 5 there (every u and v still); it is set for that file only, since in
  # convert_argb_test.cc it would also drop tests.
  [[ $rel != unit_test/color_test.cc ]] || extra+=" -DDISABLE_SLOW_TESTS"
  # shellcheck disable=SC2086 # CXXFLAGS is a space-separated list on purpose
  (cd "$SRC" && "$NATIVE_CXX" $CXXFLAGS $extra -c "$rel" -o "$obj") >"${obj%.o}.log" 2>&1 || {
    echo "FAILED $rel (log: ${obj%.o}.log)" >&2
    return 1
  }
}
export -f compile_one
export SRC NATIVE_CXX CXXFLAGS

cx_log "compiling ${#FILES[@]} library files with $NATIVE_CXX $CXXFLAGS, $CX_JOBS at a time"
start=$(cx_now)
cx_cpu c0
printf '%s\n' "${FILES[@]}" | EXTRA="" xargs -d '\n' -I{} -P"$CX_JOBS" bash -c 'compile_one "$1" "$2"' _ {} "$WORK/lib" 2>&1 ||
  cx_die "library compile failed (above)"
"$AR" rcs "$OUT/libyuv.a" "$WORK"/lib/*.o
compile_s=$(cx_since "$start")

cx_log "compiling ${#TESTS[@]} unit_test files and linking libyuv_unittest"
# gtest's headers are C++14 and up; clang++-22 defaults to C++17. -pthread: gtest and
# cpu_thread_test use threads.
printf '%s\n' "${TESTS[@]}" | EXTRA="-pthread" xargs -d '\n' -I{} -P"$CX_JOBS" bash -c 'compile_one "$1" "$2"' _ {} "$WORK/test" 2>&1 ||
  cx_die "unit_test compile failed (above)"
"$NATIVE_CXX" -pthread "$WORK"/test/*.o "$OUT/libyuv.a" -lgtest -o "$OUT/libyuv_unittest" >"$WORK/link.log" 2>&1 ||
  cx_die "linking libyuv_unittest failed; see $WORK/link.log"
seconds=$(cx_since "$start")
cx_cpu c1
cpu_s=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", b - a }')
cx_write_build_json "$OUT" libyuv "$seconds" "$cpu_s" "compile_seconds=$compile_s" \
  "library_files=${#FILES[@]}" "test_files=${#TESTS[@]}"
cx_log "built $LIBRARY (libyuv.a: ${#FILES[@]} files, ${compile_s}s) and libyuv_unittest in ${seconds}s (cpu ${cpu_s}s)"

((NATIVE_CHECK)) || exit 0

# ---------------------------------------------------------------------------
cx_log "running libyuv_unittest (all tests; log: $WORK/unittest.log)"
t=$(cx_now)
ok=1
(cd "$OUT" && env -u LIBYUV_WIDTH -u LIBYUV_HEIGHT -u LIBYUV_REPEAT \
  ./libyuv_unittest --gtest_output="json:$WORK/unittest.json") >"$WORK/unittest.log" 2>&1 || ok=0
check_s=$(cx_since "$t")
# gtest's summary lines: "[==========] N tests from M test suites ran." and
# "[  PASSED  ] N tests."; each failure as "[  FAILED  ] Suite.Name" (then a summary list).
tests=$(sed -n 's/^\[==========\] \([0-9]*\) tests\{0,1\} from .* ran\..*/\1/p' "$WORK/unittest.log" | tail -n1)
passed_n=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\{0,1\}\..*/\1/p' "$WORK/unittest.log" | tail -n1)
skipped_n=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) tests\{0,1\},.*/\1/p' "$WORK/unittest.log" | tail -n1)
skipped_n=${skipped_n:-0}
mapfile -t failed < <(sed -n 's/^\[  FAILED  \] \([A-Za-z0-9_./]*\)\( (.*\)\{0,1\}$/\1/p' "$WORK/unittest.log" | grep -v '^[0-9]*$' | sort -u)
passed=true
if ((!ok || ${#failed[@]} > 0)) || [[ -z "$tests" || "$tests" == 0 || $((${passed_n:-0} + skipped_n)) != "$tests" ]]; then
  passed=false
fi
CX_CHECK_SKIPPED=$skipped_n cx_write_check_json "$OUT" "$passed" "${tests:-0}" "$check_s" "${failed[@]}"
cx_log "libyuv_unittest: ${tests:-0} tests, ${passed_n:-0} passed, $skipped_n skipped, ${#failed[@]} failed, ${check_s}s"
if [[ $passed != true ]]; then
  ((ok)) || cx_log "libyuv_unittest exited non-zero (crash or failure); see $WORK/unittest.log"
  for f in "${failed[@]}"; do cx_log "FAILED $f"; done
  exit 1
fi
