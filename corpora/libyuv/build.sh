#!/usr/bin/env bash
# Builds the libyuv corpus: libyuv's C++ sources compiled one file at a time by
# clang++-22 -O3 -march=$MARCH -emit-llvm into corpora/build/libyuv/<file>.bc.
#
#   bash corpora/libyuv/build.sh [--march CPU] [--jobs N] [--force] [--profile FILE]
#   MARCH=x86-64-v4 JOBS=2 bash corpora/libyuv/build.sh      # the same, from the environment
#
# The source is the libyuv that the crates.io crate named in manifest.toml beside this
# script vendors (crate, version and the .crate file's sha256 are read from there).
# The files are the ones libyuv's CMakeLists.txt compiles on every target
# (ly_common_source_files: the x86 SSE/AVX2 kernels in *_gcc.cc use GCC inline asm and
# intrinsics; files for other targets, e.g. row_lsx.cc, come out empty on x86-64). The
# aarch64-only NEON/SVE/SME files are left out, as CMake does; JPEG support is off
# (HAVE_JPEG undefined). A file that fails to compile is listed, with its compiler log
# in corpora/work/libyuv/<file>.log, and the rest of the corpus is kept.
#
# Idempotent: when corpora/build/libyuv/BUILDINFO matches this build (source checksum,
# march, flags, clang version, this script and the manifest) it only prints the stored
# STATS. Anything else rebuilds from scratch (about 10 s on 2 cores).
# Writes corpora/build/libyuv/STATS and bench/results/corpora.json.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=libyuv
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_parse_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
OUT="$CX_BUILD/libyuv"
WORK="$CX_WORK/libyuv"
CRATE=$(cx_toml_get "$MANIFEST" source crate)
VERSION=$(cx_toml_get "$MANIFEST" source version)
SHA256=$(cx_toml_get "$MANIFEST" source sha256)
SUBDIR=$(cx_toml_get "$MANIFEST" source subdir)
LIBRARY=$(cx_toml_get "$MANIFEST" source library)
MIN_FUNCTIONS=$(cx_toml_get "$MANIFEST" "" min_functions)
CXXFLAGS="-O3 -march=$MARCH -g0 -DNDEBUG -Iinclude"
if [[ -n "$CX_PROFILE" ]]; then
  [[ -f "$CX_PROFILE" ]] || cx_die "no profile $CX_PROFILE (bash corpora/profile.sh libyuv makes one)"
  OUT="$CX_BUILD/pgo/libyuv"
  WORK="$CX_WORK/pgo-libyuv"
  # Functions the benchmarks never ran have no profile: not a warning here.
  CXXFLAGS+=" -fprofile-instr-use=$CX_PROFILE -Wno-profile-instr-unprofiled"
fi
if ((CX_ORIG)); then
  # The IR before LLVM's optimizer (see cx_write_results in lib.sh).
  OUT="$CX_BUILD/orig/libyuv"
  WORK="$CX_WORK/orig-libyuv"
  CXXFLAGS+=" -Xclang -disable-llvm-passes"
fi

start=$(cx_now)
cx_require_llvm CX_CLANGXX CX_OPT
clang_version=$("$CX_CLANGXX" --version | head -n1)
"$CX_CLANGXX" -march="$MARCH" -x c++ -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$CX_CLANGXX does not accept -march=$MARCH"

buildinfo() {
  printf 'source=%s %s sha256:%s\n' "$CRATE" "$VERSION" "$SHA256"
  printf 'march=%s\ncxxflags=%s -emit-llvm -c\nclang=%s\n' "$MARCH" "$CXXFLAGS" "$clang_version"
  printf 'script=%s\n' "$(cat "${BASH_SOURCE[0]}" "$MANIFEST" | sha256sum | cut -d' ' -f1)"
  [[ -z "$CX_PROFILE" ]] || printf 'profile=%s\n' "$(sha256sum <"$CX_PROFILE" | cut -d' ' -f1)"
}
want=$(buildinfo)

if ((!FORCE)) && [[ -f "$OUT/BUILDINFO" && -f "$OUT/STATS" && "$(cat "$OUT/BUILDINFO")" == "$want" ]]; then
  cx_log "up to date: ${OUT#"$CX_ROOT"/} ($LIBRARY, -march=$MARCH); --force rebuilds"
  cx_write_results
  sed 's/^/libyuv:   /' "$OUT/STATS"
  cx_log "elapsed: $(cx_since "$start")s"
  exit 0
fi

# ---------------------------------------------------------------------------
cx_ensure_debs tar gzip
t=$(cx_now)
SRC=$(cx_fetch_crate "$CRATE" "$VERSION" "$SHA256" "$SUBDIR")
fetch_s=$(cx_since "$t")

# The source list: ly_common_source_files in CMakeLists.txt.
mapfile -t FILES < <(awk '
  /set *\( *ly_common_source_files/ { on = 1 }
  on { while (match($0, /ly_src_dir}\/[A-Za-z0-9_]+\.cc/)) {
         print "source/" substr($0, RSTART + 12, RLENGTH - 12); $0 = substr($0, RSTART + RLENGTH) } }
  on && /\)/ { exit }' "$SRC/CMakeLists.txt")
((${#FILES[@]} > 0)) || cx_die "no ly_common_source_files in $SRC/CMakeLists.txt"

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK" "$OUT"

# One compile: from the libyuv root by relative path, so the bitcode's source_filename
# names no machine-specific directory.
compile_one() {
  local rel=$1 name
  name=$(basename "$rel" .cc)
  # shellcheck disable=SC2086 # CXXFLAGS is a space-separated list on purpose
  if (cd "$SRC" && "$CX_CLANGXX" $CXXFLAGS -emit-llvm -c "$rel" -o "$OUT/$name.bc.tmp") >"$WORK/$name.log" 2>&1; then
    mv "$OUT/$name.bc.tmp" "$OUT/$name.bc"
    echo "compiled $rel"
  else
    rm -f "$OUT/$name.bc.tmp"
    echo "FAILED $rel"
  fi
}
export -f compile_one
export SRC OUT WORK CX_CLANGXX CXXFLAGS

cx_log "compiling ${#FILES[@]} files with $CX_CLANGXX $CXXFLAGS -emit-llvm -c, $CX_JOBS at a time"
t=$(cx_now)
cx_cpu c
results=$(printf '%s\n' "${FILES[@]}" | xargs -d '\n' -n1 -P"$CX_JOBS" bash -c 'compile_one "$1"' _)
build_s=$(cx_since "$t")
cx_cpu now
build_cpu_s=$(awk -v a="$c" -v b="$now" 'BEGIN { printf "%.1f", b - a }')
failed=$(grep '^FAILED ' <<<"$results" | sed 's/^FAILED //' | sort | tr '\n' ' ' | sed 's/ $//' || true)
n_failed=0
if [[ -n "$failed" ]]; then
  n_failed=$(wc -w <<<"$failed")
  for rel in $failed; do
    cx_log "FAILED $rel: $(grep -m1 'error:' "$WORK/$(basename "$rel" .cc).log" || echo 'see log')"
  done
fi

cx_log "verifying (opt -passes=verify) and counting"
counts=$(cx_count "$OUT") || cx_die "opt -passes=verify rejected the files above"
read -r files functions instructions <<<"$counts"
((functions >= MIN_FUNCTIONS)) || cx_die "only $functions defined functions (manifest: min_functions = $MIN_FUNCTIONS)"
# Files that define no function on this target (other architectures' kernels, JPEG).
empty=$(for f in "$OUT"/*.bc; do
  grep -q '^define ' <("$CX_OPT" -S -o - "$f") || basename "$f" .bc
done | tr '\n' ' ' | sed 's/ $//')

cat >"$OUT/STATS" <<EOF
name=libyuv
library=$LIBRARY
source=crates.io $CRATE $VERSION
sha256=$SHA256
march=$MARCH
flags=$CXXFLAGS -emit-llvm -c
output_dir=${OUT#"$CX_ROOT"/}
files=$files
functions=$functions
instructions=$instructions
files_without_functions=$empty
failed_files=$n_failed
failed=$failed
build_seconds=$build_s
build_cpu_seconds=$build_cpu_s
fetch_seconds=$fetch_s
jobs=$CX_JOBS
cores=$(nproc)
clang=$clang_version
EOF
printf '%s\n' "$want" >"$OUT/BUILDINFO"
cx_write_results
sed 's/^/libyuv:   /' "$OUT/STATS"
cx_log "output: ${OUT#"$CX_ROOT"/} ($files .bc files, all pass opt -passes=verify)"
cx_log "elapsed: $(cx_since "$start")s"
