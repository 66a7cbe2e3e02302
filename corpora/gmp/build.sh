#!/usr/bin/env bash
# Builds the GMP corpus: GMP 6.3.0's portable C (configure --disable-assembly), every
# object of libgmp compiled by clang-22 -O3 -march=$MARCH to LLVM bitcode, one .bc per
# object in corpora/build/gmp/ (mirroring the build tree: mpz/add.bc, mpn/add_n.bc, ...).
#
#   bash corpora/gmp/build.sh [--march CPU] [--jobs N] [--force] [--profile FILE.profdata]
#   MARCH=x86-64-v4 JOBS=2 bash corpora/gmp/build.sh        # the same, from the environment
#
# The source is the GMP release vendored by the crates.io crate named in manifest.toml
# beside this script (crate, version and the .crate file's sha256 are read from there).
# GMP's own configure and make build the library, with -emit-llvm added to CFLAGS at make
# time only, so configure's tests link real programs while every libgmp object is
# bitcode; mpn functions built several times from one source (aors_n.c as add_n and
# sub_n, logops_n.c as and_n ... xnor_n, ...) each keep their own object.
#
# Idempotent: when corpora/build/gmp/BUILDINFO matches this build (source checksum,
# march, flags, clang version, this script and the manifest) it only prints the stored
# STATS. Anything else rebuilds from scratch (about a minute on 2 cores).
# Writes corpora/build/gmp/STATS and bench/results/corpora.json.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=gmp
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_parse_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
OUT="$CX_BUILD/gmp"
WORK="$CX_WORK/gmp"
CRATE=$(cx_toml_get "$MANIFEST" source crate)
VERSION=$(cx_toml_get "$MANIFEST" source version)
SHA256=$(cx_toml_get "$MANIFEST" source sha256)
SUBDIR=$(cx_toml_get "$MANIFEST" source subdir)
LIBRARY=$(cx_toml_get "$MANIFEST" source library)
CONFIGURE_ARGS=$(cx_toml_get "$MANIFEST" "" configure)
MIN_FUNCTIONS=$(cx_toml_get "$MANIFEST" "" min_functions)
CFLAGS="-O3 -march=$MARCH -g0"
if [[ -n "$CX_PROFILE" ]]; then
  [[ -f "$CX_PROFILE" ]] || cx_die "no profile $CX_PROFILE (bash corpora/profile.sh gmp makes one)"
  OUT="$CX_BUILD/pgo/gmp"
  WORK="$CX_WORK/pgo-gmp"
  # Functions the benchmarks never ran have no profile: not a warning here.
  CFLAGS+=" -fprofile-instr-use=$CX_PROFILE -Wno-profile-instr-unprofiled"
fi
if ((CX_ORIG)); then
  # The IR before LLVM's optimizer (see cx_write_results in lib.sh).
  OUT="$CX_BUILD/orig/gmp"
  WORK="$CX_WORK/orig-gmp"
  CFLAGS+=" -Xclang -disable-llvm-passes"
fi

start=$(cx_now)
cx_require_llvm CX_CLANG CX_OPT
AR=llvm-ar-22 RANLIB=llvm-ranlib-22 NM=llvm-nm-22
cx_require_llvm AR RANLIB NM
clang_version=$("$CX_CLANG" --version | head -n1)
"$CX_CLANG" -march="$MARCH" -x c -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$CX_CLANG does not accept -march=$MARCH"

buildinfo() {
  printf 'source=%s %s sha256:%s\n' "$CRATE" "$VERSION" "$SHA256"
  printf 'march=%s\ncflags=%s -emit-llvm\nconfigure=%s\nclang=%s\n' \
    "$MARCH" "$CFLAGS" "$CONFIGURE_ARGS" "$clang_version"
  printf 'script=%s\n' "$(cat "${BASH_SOURCE[0]}" "$MANIFEST" | sha256sum | cut -d' ' -f1)"
  [[ -z "$CX_PROFILE" ]] || printf 'profile=%s\n' "$(sha256sum <"$CX_PROFILE" | cut -d' ' -f1)"
}
want=$(buildinfo)

if ((!FORCE)) && [[ -f "$OUT/BUILDINFO" && -f "$OUT/STATS" && "$(cat "$OUT/BUILDINFO")" == "$want" ]]; then
  cx_log "up to date: ${OUT#"$CX_ROOT"/} ($LIBRARY, -march=$MARCH); --force rebuilds"
  cx_write_results
  sed 's/^/gmp:   /' "$OUT/STATS"
  cx_log "elapsed: $(cx_since "$start")s"
  exit 0
fi

# ---------------------------------------------------------------------------
cx_ensure_debs m4 make tar gzip
t=$(cx_now)
SRC=$(cx_fetch_crate "$CRATE" "$VERSION" "$SHA256" "$SUBDIR")
fetch_s=$(cx_since "$t")

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK" "$OUT"
# configure by a relative path, so the bitcode's source_filename names no
# machine-specific directory.
rel_src=$(realpath --relative-to="$WORK" "$SRC")

cx_log "configure ($LIBRARY from $CRATE $VERSION): CC=$CX_CLANG CFLAGS='$CFLAGS'"
t=$(cx_now)
cx_cpu c
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK" && "$rel_src/configure" $CONFIGURE_ARGS \
  CC="$CX_CLANG" CFLAGS="$CFLAGS" CC_FOR_BUILD="$CX_CLANG" AR="$AR" RANLIB="$RANLIB" NM="$NM") \
  >"$WORK/configure.log" 2>&1 || cx_die "configure failed; see ${WORK#"$CX_ROOT"/}/configure.log"
configure_s=$(cx_since "$t")

cx_log "make -j$CX_JOBS CFLAGS='$CFLAGS -emit-llvm' (log: ${WORK#"$CX_ROOT"/}/make.log)"
t=$(cx_now)
make -C "$WORK" -j"$CX_JOBS" CFLAGS="$CFLAGS -emit-llvm" >"$WORK/make.log" 2>&1 ||
  cx_die "make failed; see ${WORK#"$CX_ROOT"/}/make.log"
make_s=$(cx_since "$t")
cx_cpu now
build_cpu_s=$(awk -v a="$c" -v b="$now" 'BEGIN { printf "%.1f", b - a }')

# ---------------------------------------------------------------------------
# Every member of libgmp.a is one object of the build tree: copy each as <path>.bc.
mapfile -t members < <("$AR" t "$WORK/.libs/libgmp.a" | sort)
n_objects=0
while IFS= read -r -d '' obj; do
  rel=${obj#"$WORK"/}
  [[ "$(head -c4 -- "$obj" | od -An -tx1 | tr -d ' \n')" == 4243c0de ]] ||
    cx_die "$rel is not LLVM bitcode"
  mkdir -p "$OUT/$(dirname "$rel")"
  cp -- "$obj" "$OUT/${rel%.o}.bc"
  n_objects=$((n_objects + 1))
done < <(find "$WORK" -name '*.o' -not -path '*/.libs/*' -print0)
((n_objects == ${#members[@]})) ||
  cx_die "found $n_objects objects but libgmp.a has ${#members[@]} members"

cx_log "verifying (opt -passes=verify) and counting"
counts=$(cx_count "$OUT") || cx_die "opt -passes=verify rejected the files above"
read -r files functions instructions <<<"$counts"
((functions >= MIN_FUNCTIONS)) || cx_die "only $functions defined functions (manifest: min_functions = $MIN_FUNCTIONS)"
build_s=$(awk -v a="$configure_s" -v b="$make_s" 'BEGIN { printf "%.1f", a + b }')

cat >"$OUT/STATS" <<EOF
name=gmp
library=$LIBRARY
source=crates.io $CRATE $VERSION
sha256=$SHA256
march=$MARCH
flags=$CFLAGS -emit-llvm
output_dir=${OUT#"$CX_ROOT"/}
files=$files
functions=$functions
instructions=$instructions
failed_files=0
configure_seconds=$configure_s
make_seconds=$make_s
build_seconds=$build_s
build_cpu_seconds=$build_cpu_s
fetch_seconds=$fetch_s
jobs=$CX_JOBS
cores=$(nproc)
clang=$clang_version
EOF
printf '%s\n' "$want" >"$OUT/BUILDINFO"
cx_write_results
sed 's/^/gmp:   /' "$OUT/STATS"
cx_log "output: ${OUT#"$CX_ROOT"/} ($files .bc files, all pass opt -passes=verify)"
cx_log "elapsed: $(cx_since "$start")s"
