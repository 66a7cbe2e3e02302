#!/usr/bin/env bash
# Builds the xz corpus, the open stand-in for SPEC CPU 2017's 557.xz_r: XZ Utils 5.4.1
# (liblzma and the xz program) configured and built by its own configure and make with
# clang-22 -O3 -march=$MARCH -g0, every object compiled a second time to LLVM bitcode by
# corpora/bitcode-cc.sh, one .bc per object in corpora/build/xz/ (mirroring the build
# tree: src/liblzma/liblzma_la-lz_encoder.bc, src/xz/xz-coder.bc, ...).
#
#   bash corpora/xz/build.sh [--march CPU] [--jobs N] [--force]
#
# The source is the Debian source package named in manifest.toml beside this script
# (package, version, suite and the .dsc's sha256), fetched with apt-get source through a
# private deb-src list (corpora/lib.sh: cx_fetch_deb_source). The assembly CRC code is
# configured off (--disable-assembler), so all of liblzma is C. A file whose bitcode
# compile fails is listed (its log beside it) and the rest is kept.
#
# Idempotent: when corpora/build/xz/BUILDINFO matches this build (source checksum, march,
# flags, clang version, this script, the wrapper and the manifest) it only prints the
# stored STATS. Anything else rebuilds from scratch.
# Writes corpora/build/xz/STATS and bench/results/corpora.json.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=xz
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

cx_debsrc_begin "${BASH_SOURCE[0]}" xz "$@"

# ---------------------------------------------------------------------------
cx_ensure_debs make tar xz-utils dpkg-dev
t=$(cx_now)
SRC=$(cx_fetch_deb_source "$PACKAGE" "$VERSION" "$SUITE" "$SHA256")
fetch_s=$(cx_since "$t")

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK/build" "$OUT"
cx_bitcode_shims "$WORK/shim"
rel_src=$(realpath --relative-to="$WORK/build" "$SRC")

cx_log "configure ($LIBRARY): CC=clang-22 (through bitcode-cc.sh) CFLAGS='$CFLAGS'"
t=$(cx_now)
cx_cpu c
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK/build" && "$rel_src/configure" $CONFIGURE_ARGS CC="$WORK/shim/cc" CFLAGS="$CFLAGS") \
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
[[ -x "$WORK/build/src/xz/xz" ]] || cx_die "make built no src/xz/xz"

cx_debsrc_finish
