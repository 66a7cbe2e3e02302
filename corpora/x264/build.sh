#!/usr/bin/env bash
# Builds the x264 corpus, the open stand-in for SPEC CPU 2017's 525.x264_r: x264
# 0.164.3095 (libx264 and the x264 program) configured with --disable-asm, so its C code
# is what is compiled and what runs (as in SPEC's copy), and built by its own configure
# and make with clang-22 and --extra-cflags '-O3 -march=$MARCH -g0' (x264's configure
# adds its own flags too: -O3 -ffast-math -std=gnu99 ...; build.sh and native.sh use the
# same). Every object is compiled a second time to LLVM bitcode by corpora/bitcode-cc.sh,
# one .bc per object in corpora/build/x264/ (mirroring the build tree: common/mc.bc,
# encoder/analyse.bc, x264.bc, ...).
#
#   bash corpora/x264/build.sh [--march CPU] [--jobs N] [--force]
#
# The source is the Debian source package named in manifest.toml beside this script
# (package, version, suite and the .dsc's sha256), fetched with apt-get source through a
# private deb-src list (corpora/lib.sh: cx_fetch_deb_source); built out of tree. A file
# whose bitcode compile fails is listed (its log beside it) and the rest is kept.
#
# Idempotent: when corpora/build/x264/BUILDINFO matches this build (source checksum,
# march, flags, clang version, this script, the wrapper and the manifest) it only prints
# the stored STATS. Anything else rebuilds from scratch.
# Writes corpora/build/x264/STATS and bench/results/corpora.json.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=x264
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

cx_debsrc_begin "${BASH_SOURCE[0]}" x264 "$@"

# ---------------------------------------------------------------------------
cx_ensure_debs make tar xz-utils gzip dpkg-dev
t=$(cx_now)
SRC=$(cx_fetch_deb_source "$PACKAGE" "$VERSION" "$SUITE" "$SHA256")
fetch_s=$(cx_since "$t")

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK/build" "$OUT"
cx_bitcode_shims "$WORK/shim"
rel_src=$(realpath --relative-to="$WORK/build" "$SRC")

cx_log "configure ($LIBRARY): CC=clang-22 (through bitcode-cc.sh) --extra-cflags='$CFLAGS'"
t=$(cx_now)
cx_cpu c
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK/build" && CC="$WORK/shim/cc" "$rel_src/configure" $CONFIGURE_ARGS --extra-cflags="$CFLAGS") \
  >"$WORK/configure.log" 2>&1 || cx_die "configure failed; see ${WORK#"$CX_ROOT"/}/configure.log"
configure_s=$(cx_since "$t")

cx_log "make -j$CX_JOBS, each object also compiled with -emit-llvm (log: ${WORK#"$CX_ROOT"/}/make.log)"
t=$(cx_now)
CX_BC_OUT=$OUT CX_BC_ROOT="$WORK/build" CX_BC_LOG="$WORK/bitcode.log" \
  make -C "$WORK/build" -j"$CX_JOBS" >"$WORK/make.log" 2>&1 ||
  cx_die "make failed; see ${WORK#"$CX_ROOT"/}/make.log"
make_s=$(cx_since "$t")
cx_cpu now
build_cpu_s=$(awk -v a="$c" -v b="$now" 'BEGIN { printf "%.1f", b - a }')
[[ -x "$WORK/build/x264" ]] || cx_die "make built no x264"
"$WORK/build/x264" --version | head -n1 || cx_die "the x264 built does not run"

cx_debsrc_finish
