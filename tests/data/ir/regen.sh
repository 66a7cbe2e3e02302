#!/usr/bin/env bash
# Rebuilds the clang-written .ll files of this directory from the sources beside them
# (each source's first line says what it covers). The hand-written constructs.ll is not
# touched. Every output must round-trip byte-identically (tests/it/roundtrip.rs) and pass
# opt-22 -passes=verify, which this script checks too.
#
#   bash tests/data/ir/regen.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
CLANG=${CLANG:-clang-22}
CLANGXX=${CLANGXX:-clang++-22}
OPT=${OPT:-opt-22}
common=(-O3 -S -emit-llvm -fdebug-prefix-map="$PWD"=.)
# output  compiler  source  extra flags
while read -r out cc src flags; do
  [[ -n "$out" && "$out" != \#* ]] || continue
  # shellcheck disable=SC2086 # flags is a space-separated list on purpose
  "${!cc}" "${common[@]}" $flags "$src" -o "$out"
  "$OPT" -passes=verify -disable-output "$out"
  echo "regen: $out"
done <<'TABLE'
eh_itanium.ll      CLANGXX eh_itanium.cpp      -std=c++14
eh_msvc.ll         CLANGXX eh_msvc.cpp         --target=x86_64-pc-windows-msvc -fexceptions -fcxx-exceptions
asm_goto.ll        CLANG   asm_goto.c
atomics.ll         CLANG   atomics.c
atomics_scopes.ll  CLANG   atomics_scopes.c    --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib
misc.ll            CLANG   misc.c              -g
varargs.ll         CLANG   varargs.c           --target=spirv64
freeze.ll          CLANG   freeze.c            --target=aarch64-linux-gnu
TABLE
