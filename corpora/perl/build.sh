#!/usr/bin/env bash
# Builds the perl corpus, the open stand-in for SPEC CPU 2017's 500.perlbench_r: Perl
# 5.36.0's interpreter, configured (Configure -des) and built by its own make with
# clang-22 -O3 -march=$MARCH -g0. The build links and runs miniperl to build the rest,
# so every object is compiled normally and a second time to LLVM bitcode by
# corpora/bitcode-cc.sh; the corpus keeps the interpreter's objects (those of the
# top-level directory: libperl's sv, pp_hot, regcomp, regexec, ..., perlmain and
# miniperl's own), one .bc per object in corpora/build/perl/ (sv.bc, pp_hot.bc, ...).
# The XS extensions (ext/, cpan/, dist/) are built too, but not kept in the corpus.
#
#   bash corpora/perl/build.sh [--march CPU] [--jobs N] [--force]
#
# The source is the Debian source package named in manifest.toml beside this script
# (package, version, suite and the .dsc's sha256), fetched with apt-get source through a
# private deb-src list (corpora/lib.sh: cx_fetch_deb_source); it is upstream's tree with
# Debian's patches, built with upstream's Configure (not Debian's packaging). Perl builds
# in its source directory, so the tree is copied into corpora/work/perl/build first. A
# file whose bitcode compile fails is listed (its log beside it) and the rest is kept.
#
# Idempotent: when corpora/build/perl/BUILDINFO matches this build (source checksum,
# march, flags, clang version, this script, the wrapper and the manifest) it only prints
# the stored STATS. Anything else rebuilds from scratch.
# Writes corpora/build/perl/STATS and bench/results/corpora.json.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=perl
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

cx_debsrc_begin "${BASH_SOURCE[0]}" perl "$@"

# ---------------------------------------------------------------------------
cx_ensure_debs make tar xz-utils dpkg-dev
t=$(cx_now)
SRC=$(cx_fetch_deb_source "$PACKAGE" "$VERSION" "$SUITE" "$SHA256")
fetch_s=$(cx_since "$t")

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK/build" "$OUT"
cx_bitcode_shims "$WORK/shim"
cp -a "$SRC/." "$WORK/build/"

# Configure: the compiler is the shim (a real compile; no bitcode while CX_BC_OUT is
# unset), -Doptimize carries our flags; installed nowhere (a prefix under WORK).
cx_log "Configure ($LIBRARY): cc=clang-22 (through bitcode-cc.sh) optimize='$CFLAGS'"
t=$(cx_now)
cx_cpu c
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK/build" && sh Configure $CONFIGURE_ARGS -Dcc="$WORK/shim/cc" -Dld="$WORK/shim/cc" \
  -Doptimize="$CFLAGS" -Dprefix="$WORK/install") \
  >"$WORK/configure.log" 2>&1 || cx_die "Configure failed; see ${WORK#"$CX_ROOT"/}/configure.log"
configure_s=$(cx_since "$t")

cx_log "make -j$CX_JOBS, each top-level object also compiled with -emit-llvm (log: ${WORK#"$CX_ROOT"/}/make.log)"
t=$(cx_now)
CX_BC_OUT=$OUT CX_BC_ROOT="$WORK/build" CX_BC_LOG="$WORK/bitcode.log" CX_BC_INCLUDE='^[^/]+$' \
  make -C "$WORK/build" -j"$CX_JOBS" >"$WORK/make.log" 2>&1 ||
  cx_die "make failed; see ${WORK#"$CX_ROOT"/}/make.log"
make_s=$(cx_since "$t")
cx_cpu now
build_cpu_s=$(awk -v a="$c" -v b="$now" 'BEGIN { printf "%.1f", b - a }')
[[ -x "$WORK/build/perl" ]] || cx_die "make built no ./perl"
"$WORK/build/perl" -I"$WORK/build/lib" -e 'print "perl $^V runs\n"' || cx_die "the perl built does not run"

cx_debsrc_finish
