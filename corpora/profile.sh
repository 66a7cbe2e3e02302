#!/usr/bin/env bash
# A profile of a corpus's own benchmarks, and the profile-guided bitcode corpus built with
# it (issue 34: hot code first), for a corpus with a native.sh and [[bench]] commands
# (gmp, libyuv). Three steps, LLVM's own PGO:
#   1. corpora/NAME/native.sh builds the corpus's native program with
#      `clang-22 -fprofile-instr-generate` (compiler shims add the flag; the same source,
#      flags and -march as the bitcode corpus);
#   2. every [[bench]] command of corpora/NAME/manifest.toml runs once from that build,
#      each process writing a raw profile; llvm-profdata-22 merges them into
#      corpora/build/profiles/NAME.profdata;
#   3. corpora/NAME/build.sh --profile builds the bitcode with `-fprofile-instr-use` into
#      corpora/build/pgo/NAME, which `minotaur crawl` reads with each site's count.
# The profile comes from the same [[bench]] commands `bench speedup` times: say so
# wherever the two meet.
#
#   bash corpora/profile.sh NAME [--march CPU] [--jobs N]
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
NAME=${1:-}
case $NAME in
  -h | --help | "") sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
esac
shift
HERE="$ROOT/$NAME"
CX_PREFIX=$NAME-profile
# shellcheck source=lib.sh
source "$ROOT/lib.sh"
[[ "$NAME" =~ ^[a-z0-9]+$ && -f "$HERE/native.sh" && -f "$HERE/manifest.toml" ]] ||
  cx_die "no corpus $NAME with a native.sh (gmp, libyuv)"
MANIFEST="$HERE/manifest.toml"
cx_parse_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
cx_require_llvm CX_CLANG CX_CLANGXX
PROFDATA=llvm-profdata-22
cx_require_llvm PROFDATA
[[ -f /usr/lib/llvm-22/lib/clang/22/lib/x86_64-pc-linux-gnu/libclang_rt.profile.a ]] ||
  cx_ensure_debs libclang-rt-22-dev

GEN="$CX_WORK/$NAME-profile-gen"
PROFILES="$CX_BUILD/profiles"
mkdir -p "$GEN" "$PROFILES"
shim="$GEN/cc" shimxx="$GEN/c++"
printf '#!/bin/sh\nexec %s -fprofile-instr-generate "$@"\n' "$CX_CLANG" >"$shim"
printf '#!/bin/sh\nexec %s -fprofile-instr-generate "$@"\n' "$CX_CLANGXX" >"$shimxx"
chmod +x "$shim" "$shimxx"

start=$(cx_now)
cx_log "instrumented native build (clang-22 -fprofile-instr-generate)"
bash "$HERE/native.sh" --out "$GEN/native" --cc "$shim" --cxx "$shimxx" --march "$MARCH" --jobs "$CX_JOBS"

raw="$GEN/raw"
rm -rf "$raw"
mkdir -p "$raw"
n=0
while IFS= read -r cmd; do
  cx_log "profiling: $cmd"
  (cd "$GEN/native" && LLVM_PROFILE_FILE="$raw/%p.profraw" bash -c "$cmd" >/dev/null) ||
    cx_die "benchmark failed: $cmd"
  n=$((n + 1))
done < <(awk '/^\[\[bench\]\]/ { b = 1; next } /^\[/ { b = 0 } b && /^cmd *=/ { sub(/^cmd *= *"/, ""); sub(/"[ \t]*(#.*)?$/, ""); print }' "$MANIFEST")
((n > 0)) || cx_die "no [[bench]] commands in $MANIFEST"
"$PROFDATA" merge -o "$PROFILES/$NAME.profdata" "$raw"/*.profraw
cx_log "profile of $n benchmarks: ${PROFILES#"$CX_ROOT"/}/$NAME.profdata ($(cx_since "$start")s)"

bash "$HERE/build.sh" --profile "$PROFILES/$NAME.profdata" --march "$MARCH" --jobs "$CX_JOBS" --force
