#!/usr/bin/env bash
# Builds x264 0.164.3095 (libx264 and the x264 program, --disable-asm: the C code runs)
# as real machine code (the native-build contract, corpora/README.md): the same source,
# configure arguments and flags (--extra-cflags '-O3 -march=$MARCH -g0') as the bitcode
# corpus of build.sh beside this script, but with the C compiler given (plain clang-22,
# or a shim that runs `minotaur cc`). Puts the program at DIR/x264 and the benchmark clip
# of manifest.toml's [[bench]] table beside it (bench/genclip.c, compiled with plain
# clang-22: a tool, not the code measured).
#
#   bash corpora/x264/native.sh --out DIR [--cc PATH] [--cxx PATH] [--check] [--jobs N] [--march CPU]
#
# DIR/build is the configure/make tree (rebuilt from scratch each time), DIR/BUILD.json
# says what was built and how long it took. x264 has no test suite of its own for the C
# code (its checkasm compares assembly against C, and the assembly is off), and no H.264
# decoder is installed, so --check tests the encoder against itself and the input:
#   - lossless (--qp 0) encodes at three presets (ultrafast, medium, slower: different
#     motion search, partitions, trellis, B-frames): the reconstruction x264 writes with
#     --dump-yuv must be the input clip, byte for byte;
#   - lossy encodes (--crf 23) at the same presets: the PSNR x264 reports of its
#     reconstruction must be at least 30 dB, and the stream must be non-empty;
#   - the lossy stream and reconstruction must be the same on a second run (determinism).
# It writes DIR/CHECK.json and exits 1 if any of these failed. --cxx is accepted and
# unused (x264 is C).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=x264-native
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"

MANIFEST="$HERE/manifest.toml"
cx_native_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
cx_debsrc_manifest "$MANIFEST"
CFLAGS="-O3 -march=$MARCH -g0"
OUT=$NATIVE_OUT
WORK="$OUT/build"

cx_require_llvm CX_CLANG
"$NATIVE_CC" -march="$MARCH" -x c -c -o /dev/null /dev/null 2>/dev/null ||
  cx_die "$NATIVE_CC does not accept -march=$MARCH"
cx_ensure_debs make tar xz-utils gzip dpkg-dev
SRC=$(cx_fetch_deb_source "$PACKAGE" "$VERSION" "$SUITE" "$SHA256")

rm -rf "$WORK" "$OUT/BUILD.json" "$OUT/CHECK.json" "$OUT/x264"
mkdir -p "$WORK"
rel_src=$(realpath --relative-to="$WORK" "$SRC")

cx_log "configure ($LIBRARY): CC=$NATIVE_CC --extra-cflags='$CFLAGS' (log: $WORK/configure.log)"
start=$(cx_now)
cx_cpu c0
# shellcheck disable=SC2086 # CONFIGURE_ARGS is a space-separated list on purpose
(cd "$WORK" && CC="$NATIVE_CC" "$rel_src/configure" $CONFIGURE_ARGS --extra-cflags="$CFLAGS") \
  >"$WORK/configure.log" 2>&1 || cx_die "configure failed; see $WORK/configure.log"
configure_s=$(cx_since "$start")

cx_log "make -j$CX_JOBS (log: $WORK/make.log)"
t=$(cx_now)
make -C "$WORK" -j"$CX_JOBS" >"$WORK/make.log" 2>&1 || cx_die "make failed; see $WORK/make.log"
make_s=$(cx_since "$t")
seconds=$(cx_since "$start")
cx_cpu c1
cpu_s=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.1f", b - a }')
cp "$WORK/x264" "$OUT/x264"
objects=$(find "$WORK" -name '*.o' | wc -l)
cx_write_build_json "$OUT" x264 "$seconds" "$cpu_s" "configure_seconds=$configure_s" \
  "compile_seconds=$make_s" "objects=$objects"
cx_log "built $LIBRARY ($objects objects) in ${seconds}s (configure ${configure_s}s, make ${make_s}s, cpu ${cpu_s}s)"

# The benchmark clip (deterministic): 320x240, 60 frames of raw I420.
"$CX_CLANG" -O2 "$HERE/bench/genclip.c" -o "$WORK/genclip" || cx_die "cannot compile bench/genclip.c"
"$WORK/genclip" 320 240 60 1 >"$OUT/bench-clip.yuv"

((NATIVE_CHECK)) || exit 0

# ---------------------------------------------------------------------------
cx_log "checking the encoder (lossless round trips, PSNR, determinism; log: $WORK/check.log)"
t=$(cx_now)
clip="$WORK/check-clip.yuv"
"$WORK/genclip" 320 240 24 7 >"$clip"
enc=("$OUT/x264" --threads 1 --input-res 320x240 --fps 30)
tests=0 passed_n=0
failed=()
result() { # NAME OK
  tests=$((tests + 1))
  if (($2)); then passed_n=$((passed_n + 1)); echo "PASS $1"; else failed+=("$1"); echo "FAIL $1"; fi
} >>"$WORK/check.log"
: >"$WORK/check.log"
for preset in ultrafast medium slower; do
  psnr=""
  ok=0
  if "${enc[@]}" --preset "$preset" --qp 0 --dump-yuv "$WORK/lossless-$preset.yuv" -o "$WORK/lossless-$preset.264" "$clip" >>"$WORK/check.log" 2>&1 &&
    cmp -s "$WORK/lossless-$preset.yuv" "$clip"; then ok=1; fi
  result "lossless $preset: reconstruction equals the input" "$ok"

  ok=0
  if "${enc[@]}" --preset "$preset" --crf 23 --psnr --dump-yuv "$WORK/lossy-$preset.yuv" -o "$WORK/lossy-$preset.264" "$clip" \
    >"$WORK/lossy-$preset.log" 2>&1; then
    cat "$WORK/lossy-$preset.log" >>"$WORK/check.log"
    psnr=$(sed -n 's/.*PSNR Mean Y:\([0-9.]*\).*/\1/p' "$WORK/lossy-$preset.log" | tail -n1)
    if [[ -n "$psnr" && -s "$WORK/lossy-$preset.264" ]] && awk -v p="$psnr" 'BEGIN { exit !(p >= 30) }'; then ok=1; fi
  fi
  result "lossy $preset: PSNR ${psnr:-?} dB >= 30" "$ok"

  ok=0
  if "${enc[@]}" --preset "$preset" --crf 23 --dump-yuv "$WORK/lossy2-$preset.yuv" -o "$WORK/lossy2-$preset.264" "$clip" >>"$WORK/check.log" 2>&1 &&
    cmp -s "$WORK/lossy-$preset.264" "$WORK/lossy2-$preset.264" && cmp -s "$WORK/lossy-$preset.yuv" "$WORK/lossy2-$preset.yuv"; then ok=1; fi
  result "lossy $preset: the same stream and reconstruction on a second run" "$ok"
done
check_s=$(cx_since "$t")
passed=true
if ((${#failed[@]} > 0 || tests == 0)); then passed=false; fi
cx_write_check_json "$OUT" "$passed" "$tests" "$check_s" "${failed[@]}"
cx_log "encoder checks: $tests tests, $passed_n passed, ${#failed[@]} failed, ${check_s}s"
if [[ $passed != true ]]; then
  for f in "${failed[@]}"; do cx_log "FAILED $f"; done
  exit 1
fi
