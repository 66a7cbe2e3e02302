#!/usr/bin/env bash
# Builds the yaml-cpp corpus, the C++ corpus with exceptions and templates: yaml-cpp's
# sources (src/*.cpp, src/contrib/*.cpp) compiled one file at a time by
# clang++-22 -O3 -march=$MARCH -emit-llvm (exceptions on, as C++ is built by default)
# into corpora/build/yamlcpp/<file>.bc.
#
#   bash corpora/yamlcpp/build.sh [--march CPU] [--jobs N] [--force]
#   MARCH=x86-64-v4 JOBS=2 bash corpora/yamlcpp/build.sh    # the same, from the environment
#
# The source is the Debian source package named in manifest.toml beside this script
# (package, version, suite and the .dsc's sha256 are read from there), fetched with
# apt-get source through a private deb-src list (corpora/lib.sh: cx_fetch_deb_source).
# No configure step: yaml-cpp's CMake build only lists these files and include/. A file
# that fails to compile is listed, with its compiler log in corpora/work/yamlcpp/, and
# the rest of the corpus is kept.
#
# Idempotent: when corpora/build/yamlcpp/BUILDINFO matches this build (source checksum,
# march, flags, clang version, this script and the manifest) it only prints the stored
# STATS. Anything else rebuilds from scratch (about a minute on one core).
# Writes corpora/build/yamlcpp/STATS and bench/results/corpora.json.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=yamlcpp
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_parse_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
OUT="$CX_BUILD/yamlcpp"
WORK="$CX_WORK/yamlcpp"
PACKAGE=$(cx_toml_get "$MANIFEST" source debian_package)
VERSION=$(cx_toml_get "$MANIFEST" source version)
SUITE=$(cx_toml_get "$MANIFEST" source suite)
SHA256=$(cx_toml_get "$MANIFEST" source sha256)
LIBRARY=$(cx_toml_get "$MANIFEST" source library)
MIN_FUNCTIONS=$(cx_toml_get "$MANIFEST" "" min_functions)
CXXFLAGS="-O3 -march=$MARCH -g0 -DNDEBUG -std=c++17 -Iinclude -Isrc"
if ((CX_ORIG)); then
  # The IR before LLVM's optimizer (see cx_write_results in lib.sh).
  OUT="$CX_BUILD/orig/yamlcpp"
  WORK="$CX_WORK/orig-yamlcpp"
  CXXFLAGS+=" -Xclang -disable-llvm-passes"
fi

start=$(cx_now)
cx_require_llvm CX_CLANGXX CX_OPT
clang_version=$("$CX_CLANGXX" --version | head -n1)
"$CX_CLANGXX" -march="$MARCH" -x c++ -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$CX_CLANGXX does not accept -march=$MARCH"

buildinfo() {
  printf 'source=debian %s %s %s dsc-sha256:%s\n' "$PACKAGE" "$VERSION" "$SUITE" "$SHA256"
  printf 'march=%s\ncxxflags=%s -emit-llvm -c\nclang=%s\n' "$MARCH" "$CXXFLAGS" "$clang_version"
  printf 'script=%s\n' "$(cat "${BASH_SOURCE[0]}" "$MANIFEST" | sha256sum | cut -d' ' -f1)"
}
want=$(buildinfo)

if ((!FORCE)) && [[ -f "$OUT/BUILDINFO" && -f "$OUT/STATS" && "$(cat "$OUT/BUILDINFO")" == "$want" ]]; then
  cx_log "up to date: ${OUT#"$CX_ROOT"/} ($LIBRARY, -march=$MARCH); --force rebuilds"
  cx_write_results
  sed 's/^/yamlcpp:   /' "$OUT/STATS"
  cx_log "elapsed: $(cx_since "$start")s"
  exit 0
fi

# ---------------------------------------------------------------------------
cx_ensure_debs tar xz-utils dpkg-dev
t=$(cx_now)
SRC=$(cx_fetch_deb_source "$PACKAGE" "$VERSION" "$SUITE" "$SHA256")
fetch_s=$(cx_since "$t")

mapfile -t FILES < <(cd "$SRC" && find src -name '*.cpp' | sort)
((${#FILES[@]} > 0)) || cx_die "no src/*.cpp in $SRC"

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK" "$OUT"

# One compile: from the source root by relative path, so the bitcode's source_filename
# names no machine-specific directory.
compile_one() {
  local rel=$1 name
  name=$(basename "$rel" .cpp)
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
    cx_log "FAILED $rel: $(grep -m1 'error:' "$WORK/$(basename "$rel" .cpp).log" || echo 'see log')"
  done
fi

cx_log "verifying (opt -passes=verify) and counting"
counts=$(cx_count "$OUT") || cx_die "opt -passes=verify rejected the files above"
read -r files functions instructions <<<"$counts"
((functions >= MIN_FUNCTIONS)) || cx_die "only $functions defined functions (manifest: min_functions = $MIN_FUNCTIONS)"
invokes=$(for f in "$OUT"/*.bc; do "$CX_OPT" -S -o - "$f"; done | grep -c '= invoke \|^  invoke ' || true)

cat >"$OUT/STATS" <<EOF2
name=yamlcpp
library=$LIBRARY
source=debian $PACKAGE $VERSION ($SUITE)
sha256=$SHA256
march=$MARCH
flags=$CXXFLAGS -emit-llvm -c
output_dir=corpora/build/yamlcpp
files=$files
functions=$functions
instructions=$instructions
invokes=$invokes
failed_files=$n_failed
failed=$failed
build_seconds=$build_s
build_cpu_seconds=$build_cpu_s
fetch_seconds=$fetch_s
jobs=$CX_JOBS
cores=$(nproc)
clang=$clang_version
EOF2
printf '%s\n' "$want" >"$OUT/BUILDINFO"
cx_write_results
sed 's/^/yamlcpp:   /' "$OUT/STATS"
cx_log "output: ${OUT#"$CX_ROOT"/} ($files .bc files, all pass opt -passes=verify)"
cx_log "elapsed: $(cx_since "$start")s"
