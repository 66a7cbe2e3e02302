#!/usr/bin/env bash
# A profile of GMP's own benchmarks, and the profile-guided bitcode corpus built with it
# (issue 34: hot code first). Three steps, LLVM's own PGO:
#   1. native.sh builds libgmp.a and gmpbench with `clang-22 -fprofile-instr-generate`
#      (a compiler shim adds the flag; the same source, configure arguments and -O3
#      -march as the corpus);
#   2. every [[bench]] command of manifest.toml runs once from that build, each process
#      writing a raw profile; llvm-profdata-22 merges them into
#      corpora/build/profiles/gmp.profdata;
#   3. build.sh --profile builds the bitcode with `-fprofile-instr-use` into
#      corpora/build/pgo/gmp, which `minotaur crawl` reads with each site's count.
# The profile comes from the same [[bench]] commands `bench speedup` times: say so
# wherever the two meet.
#
#   bash corpora/gmp/profile.sh [--march CPU] [--jobs N]
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_PREFIX=gmp-profile
# shellcheck source=../lib.sh
source "$HERE/../lib.sh"
MANIFEST="$HERE/manifest.toml"
cx_parse_args "${BASH_SOURCE[0]}" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
cx_require_llvm CX_CLANG
PROFDATA=llvm-profdata-22
cx_require_llvm PROFDATA
[[ -f /usr/lib/llvm-22/lib/clang/22/lib/x86_64-pc-linux-gnu/libclang_rt.profile.a ]] ||
  cx_ensure_debs libclang-rt-22-dev

GEN="$CX_WORK/gmp-profile-gen"
PROFILES="$CX_BUILD/profiles"
mkdir -p "$GEN" "$PROFILES"
shim="$GEN/cc"
printf '#!/bin/sh\nexec %s -fprofile-instr-generate "$@"\n' "$CX_CLANG" >"$shim"
chmod +x "$shim"

start=$(cx_now)
cx_log "instrumented native build (clang-22 -fprofile-instr-generate)"
bash "$HERE/native.sh" --out "$GEN/native" --cc "$shim" --march "$MARCH" --jobs "$CX_JOBS"

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
"$PROFDATA" merge -o "$PROFILES/gmp.profdata" "$raw"/*.profraw
cx_log "profile of $n benchmarks: ${PROFILES#"$CX_ROOT"/}/gmp.profdata ($(cx_since "$start")s)"

bash "$HERE/build.sh" --profile "$PROFILES/gmp.profdata" --march "$MARCH" --jobs "$CX_JOBS" --force
