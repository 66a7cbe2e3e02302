#!/usr/bin/env bash
# Builds a bitcode corpus from the C and C++ benchmarks of your own SPEC CPU 2017 tree
# (SPEC CPU is licensed: nothing here fetches it). For each benchmark directory
# benchspec/CPU/5xx.*_r and 6xx.*_s, the sources listed in its Spec/object.pm (@sources,
# or %sources for benchmarks with several executables; all *.c/*.cc/*.cpp/*.cxx under
# src/ when object.pm cannot be read or lists none) are compiled one by one from src/
# with clang-22 (C) or clang++-22 (C++):
#
#   -O3 -march=$MARCH -g0 -emit-llvm -c  $SPEC_DEFINES  $bench_flags  $bench_cflags|$bench_cxxflags
#
# into corpora/build/spec/<benchmark>/<source path>.bc. Fortran is skipped: benchmarks
# whose $benchlang has no C or CXX, and the Fortran files of mixed ones.
#
#   bash corpora/spec/build.sh --spec-dir PATH [--march CPU] [--jobs N] [--bench NAME]...
#        [--out DIR] [--cflags FLAGS] [--cxxflags FLAGS]
#
#   --spec-dir PATH  the SPEC CPU 2017 installation (it holds benchspec/CPU/)
#   --bench NAME     only this benchmark (505.mcf_r, mcf_r or 505); repeatable
#   --out DIR        the corpus directory (default corpora/build/spec)
#   --cflags, --cxxflags  more flags for every C / C++ compile (e.g. --cxxflags
#                    -std=c++14 for old C++ code); SPEC_DEFINES are
#                    -DSPEC -DSPEC_CPU -DNDEBUG -DSPEC_LP64 -DSPEC_LINUX -DSPEC_LINUX_X64,
#                    the portability flags SPEC's example configs give a 64-bit Linux
#
# Each benchmark's directory is rebuilt from scratch. DIR/SUMMARY has one line per
# benchmark (language, sources, .bc written, files failed, or why it was skipped),
# DIR/FAILED lists every file that did not compile (its log is DIR/<benchmark>/<file>.log),
# and DIR/STATS the totals, counted after opt-22 -passes=verify. Exit status: 0 all
# compiled, 3 some files failed (the rest of the corpus is written), 1 an error (bad
# tree, no benchmark found, verification failed).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=spec
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MARCH=${MARCH:-x86-64-v3}
SPEC_DIR="" OUT="$CX_BUILD/spec" EXTRA_CFLAGS="" EXTRA_CXXFLAGS=""
WANT=()
while (($#)); do
  case $1 in
    --spec-dir) SPEC_DIR=${2:?--spec-dir needs a value}; shift 2 ;;
    --bench) WANT+=("${2:?--bench needs a value}"); shift 2 ;;
    --out) OUT=${2:?--out needs a value}; shift 2 ;;
    --cflags) EXTRA_CFLAGS=${2?--cflags needs a value}; shift 2 ;;
    --cxxflags) EXTRA_CXXFLAGS=${2?--cxxflags needs a value}; shift 2 ;;
    --march) MARCH=${2:?--march needs a value}; shift 2 ;;
    --march=*) MARCH=${1#--march=}; shift ;;
    --jobs | -j) CX_JOBS=${2:?--jobs needs a value}; shift 2 ;;
    --jobs=*) CX_JOBS=${1#--jobs=}; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) cx_die "unknown argument: $1 (see --help)" ;;
  esac
done
[[ -n "$SPEC_DIR" ]] || cx_die "--spec-dir PATH is required (your SPEC CPU 2017 tree; see --help)"
[[ "$MARCH" =~ ^[A-Za-z0-9._-]+$ ]] || cx_die "bad -march value: $MARCH"
[[ "$CX_JOBS" =~ ^[1-9][0-9]*$ ]] || cx_die "bad job count: $CX_JOBS"
CPU_DIR="$(realpath -- "$SPEC_DIR")/benchspec/CPU"
[[ -d "$CPU_DIR" ]] || cx_die "$SPEC_DIR has no benchspec/CPU/ (is it a SPEC CPU 2017 tree?)"
OUT=$(realpath -m -- "$OUT")

cx_require_llvm CX_CLANG CX_CLANGXX CX_OPT
command -v perl >/dev/null 2>&1 || cx_ensure_debs perl
SPEC_DEFINES="-DSPEC -DSPEC_CPU -DNDEBUG -DSPEC_LP64 -DSPEC_LINUX -DSPEC_LINUX_X64"
BASE="-O3 -march=$MARCH -g0"
clang_version=$("$CX_CLANG" --version | head -n1)
"$CX_CLANG" -march="$MARCH" -x c -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$CX_CLANG does not accept -march=$MARCH"

# The benchmarks: 5xx.*_r and 6xx.*_s, those asked for with --bench.
benches=()
for d in "$CPU_DIR"/[56][0-9][0-9].*; do
  [[ -d "$d" ]] || continue
  b=$(basename "$d")
  [[ $b =~ ^5[0-9][0-9]\..*_r$ || $b =~ ^6[0-9][0-9]\..*_s$ ]] || continue
  if ((${#WANT[@]})); then
    hit=0
    for w in "${WANT[@]}"; do [[ $w == "$b" || $w == "${b#*.}" || $w == "${b%%.*}" ]] && hit=1; done
    ((hit)) || continue
  fi
  benches+=("$b")
done
((${#benches[@]})) || cx_die "no benchmark (5xx.*_r, 6xx.*_s${WANT[*]:+, matching ${WANT[*]}}) under $CPU_DIR"

mkdir -p "$OUT"
rm -f "$OUT/.plan"
: >"$OUT/SUMMARY.tmp"
: >"$OUT/FAILED.tmp"
start=$(cx_now)
cx_cpu c0
jobs_file=$(mktemp)
trap 'rm -f "$jobs_file"' EXIT

# One compile: "BENCH LANG SRC_REL" -> OUT/BENCH/SRC_REL with .bc for its extension.
compile_one() {
  local bench=$1 lang=$2 rel=$3 src="$CPU_DIR/$1/src" flags bc cc
  bc="$OUT/$bench/${rel%.*}.bc"
  mkdir -p "$(dirname "$bc")"
  if [[ $lang == C ]]; then
    cc=$CX_CLANG flags="$BASE $SPEC_DEFINES $(cat "$OUT/$bench/.flags") $(cat "$OUT/$bench/.cflags") $EXTRA_CFLAGS"
  else
    cc=$CX_CLANGXX flags="$BASE $SPEC_DEFINES $(cat "$OUT/$bench/.flags") $(cat "$OUT/$bench/.cxxflags") $EXTRA_CXXFLAGS"
  fi
  # shellcheck disable=SC2086 # flags are space-separated lists, as SPEC's make has them
  if (cd "$src" && "$cc" $flags -emit-llvm -c "$rel" -o "$bc.tmp") >"$bc.log" 2>&1; then
    mv "$bc.tmp" "$bc"
    rm -f "$bc.log"
    printf 'ok %s %s\n' "$bench" "$rel"
  else
    rm -f "$bc.tmp"
    mv "$bc.log" "$OUT/$bench/${rel}.log"
    printf 'FAILED %s %s\n' "$bench" "$rel"
  fi
}
export -f compile_one
export OUT CPU_DIR CX_CLANG CX_CLANGXX BASE SPEC_DEFINES EXTRA_CFLAGS EXTRA_CXXFLAGS

declare -A n_src n_fortran
for b in "${benches[@]}"; do
  dir="$CPU_DIR/$b"
  rm -rf "${OUT:?}/$b"
  if [[ ! -d "$dir/src" ]]; then
    printf '%s skipped: no src/ directory\n' "$b" >>"$OUT/SUMMARY.tmp"
    continue
  fi
  parsed=none langs="" flags="" cflags="" cxxflags=""
  sources=()
  if [[ -f "$dir/Spec/object.pm" ]]; then
    info=$(perl "$HERE/objectpm.pl" "$dir/Spec/object.pm") || cx_die "objectpm.pl failed on $b"
    parsed=$(sed -n 's/^parsed=//p' <<<"$info")
    langs=$(sed -n 's/^lang=//p' <<<"$info")
    flags=$(sed -n 's/^flags=//p' <<<"$info")
    cflags=$(sed -n 's/^cflags=//p' <<<"$info")
    cxxflags=$(sed -n 's/^cxxflags=//p' <<<"$info")
    mapfile -t sources < <(sed -n 's/^source=//p' <<<"$info")
  fi
  # A benchmark SPEC says is Fortran only is skipped as a whole.
  if [[ -n "$langs" && ! ",$langs," =~ ,(C|CXX), ]]; then
    printf '%s skipped: Fortran (benchlang %s)\n' "$b" "$langs" >>"$OUT/SUMMARY.tmp"
    continue
  fi
  how="object.pm ($parsed)"
  if ((${#sources[@]} == 0)); then
    how="all C/C++ files of src/ (object.pm: ${parsed})"
    mapfile -t sources < <(cd "$dir/src" && find . -type f \( -name '*.c' -o -name '*.cc' -o -name '*.cpp' -o -name '*.cxx' -o -name '*.C' \) | sed 's|^\./||' | sort)
  fi
  mkdir -p "$OUT/$b"
  printf '%s\n' "$flags" >"$OUT/$b/.flags"
  printf '%s\n' "$cflags" >"$OUT/$b/.cflags"
  printf '%s\n' "$cxxflags" >"$OUT/$b/.cxxflags"
  n_src[$b]=0 n_fortran[$b]=0
  for rel in "${sources[@]}"; do
    case $rel in
      *.c) printf '%s\0C\0%s\0' "$b" "$rel" >>"$jobs_file" ;;
      *.cc | *.cpp | *.cxx | *.C | *.c++) printf '%s\0CXX\0%s\0' "$b" "$rel" >>"$jobs_file" ;;
      *.f | *.F | *.f90 | *.F90 | *.f95 | *.F95 | *.f03 | *.F03 | *.f08 | *.for) n_fortran[$b]=$((n_fortran[$b] + 1)); continue ;;
      *) continue ;; # headers and anything else object.pm names
    esac
    n_src[$b]=$((n_src[$b] + 1))
  done
  printf '%s\t%s\t%s\n' "$b" "${langs:-?}" "$how" >>"$OUT/.plan"
done

cx_log "compiling $(tr -cd '\0' <"$jobs_file" | wc -c | awk '{ print $1 / 3 }') files of ${#benches[@]} benchmarks, $CX_JOBS at a time"
results=$(xargs -0 -r -n3 -P"$CX_JOBS" bash -c 'compile_one "$@"' _ <"$jobs_file")
compile_s=$(cx_since "$start")
cx_cpu c1
cpu_s=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", b - a }')

n_failed=0
if [[ -f "$OUT/.plan" ]]; then
  while IFS=$'\t' read -r b langs how; do
    ok=$(grep -c "^ok $b " <<<"$results" || true)
    bad=$(grep -c "^FAILED $b " <<<"$results" || true)
    n_failed=$((n_failed + bad))
    printf '%s %s: %d sources from %s, %d .bc, %d failed, %d Fortran files skipped\n' \
      "$b" "$langs" "${n_src[$b]}" "$how" "$ok" "$bad" "${n_fortran[$b]}" >>"$OUT/SUMMARY.tmp"
    rm -f "$OUT/$b/.flags" "$OUT/$b/.cflags" "$OUT/$b/.cxxflags"
  done <"$OUT/.plan"
  rm -f "$OUT/.plan"
fi
grep '^FAILED ' <<<"$results" | sed 's/^FAILED //' | sort >"$OUT/FAILED.tmp" || true
sort "$OUT/SUMMARY.tmp" >"$OUT/SUMMARY"
mv "$OUT/FAILED.tmp" "$OUT/FAILED"
rm -f "$OUT/SUMMARY.tmp"

cx_log "verifying (opt -passes=verify) and counting"
counts=$(cx_count "$OUT") || cx_die "opt -passes=verify rejected the files above"
read -r files functions instructions <<<"$counts"
cat >"$OUT/STATS" <<EOF
name=spec
spec_dir=$(realpath -- "$SPEC_DIR")
benchmarks=${#benches[@]}
march=$MARCH
flags=$BASE -emit-llvm -c $SPEC_DEFINES
files=$files
functions=$functions
instructions=$instructions
failed_files=$n_failed
compile_seconds=$compile_s
compile_cpu_seconds=$cpu_s
jobs=$CX_JOBS
clang=$clang_version
EOF
sed 's/^/spec:   /' "$OUT/SUMMARY"
while read -r b rel; do cx_log "FAILED $b/$rel: $(grep -m1 'error' "$OUT/$b/$rel.log" || echo "see $OUT/$b/$rel.log")"; done <"$OUT/FAILED"
cx_log "output: $OUT ($files .bc files, $functions functions, $instructions instructions; $n_failed files failed)"
((n_failed == 0)) || exit 3
