#!/usr/bin/env bash
# A C/C++ compiler wrapper for corpus builds that must link and run programs while they
# build (perl builds and runs miniperl; xz and x264 link their programs): it runs the
# real compiler unchanged and, when that was a compile of one source file to an object
# (-c, one .c/.cc/.cpp/.cxx/.C source), compiles the same file a second time with the
# same arguments plus -emit-llvm into the corpus:
#
#   CX_BC_REAL=clang-22 CX_BC_OUT=corpora/build/perl CX_BC_ROOT=$PWD \
#     corpora/bitcode-cc.sh ARGS...        # (as CC=..., usually through a shim)
#
#   CX_BC_REAL     the real compiler (required)
#   CX_BC_OUT      the corpus directory; unset or empty: only the real compile runs
#                  (set it for make, not for configure, so no configure probe lands in
#                  the corpus)
#   CX_BC_ROOT     the build tree's root: object ROOT/dir/x.o gives OUT/dir/x.bc
#                  (objects outside ROOT are not copied)
#   CX_BC_INCLUDE  optional bash regex the object's path relative to ROOT must match
#   CX_BC_LOG      optional file: one line per bitcode compile, "ok PATH" or "FAILED PATH"
#   CX_BC_EXTRA    optional words added to the bitcode compile only (--orig builds:
#                  -Xclang -disable-llvm-passes, the IR before LLVM's optimizer)
#
# The exit code is the real compile's; a failed bitcode compile is logged, not fatal
# (the build script counts and reports it). Dependency-file options (-MD, -MF, ...) are
# dropped from the second compile so it does not rewrite the build's .d files.
set -uo pipefail

real=${CX_BC_REAL:?CX_BC_REAL must name the real compiler}
"$real" "$@"
rc=$?
((rc == 0)) || exit "$rc"
[[ -n "${CX_BC_OUT:-}" ]] || exit 0

compile=0 sources=0 out="" src="" skip_next=0 args=()
prev=""
for a in "$@"; do
  if ((skip_next)); then
    skip_next=0
    if [[ $prev == -o ]]; then out=$a; fi
    [[ $prev == -o || $prev == -M[FTQ] ]] || args+=("$a")
    continue
  fi
  prev=$a
  case $a in
    -c) compile=1; args+=("$a") ;;
    -E | -S | -M | -MM | -emit-llvm | -fsyntax-only) exit 0 ;;
    -o) skip_next=1 ;;
    -o*) out=${a#-o} ;;
    -MD | -MMD | -MP) ;;
    -MF | -MT | -MQ) skip_next=1 ;;
    -MF* | -MT* | -MQ*) ;;
    -x | -I | -D | -U | -include | -isystem | -iquote | -idirafter | -Xclang | -arch | -target | --param | -imacros)
      skip_next=1; args+=("$a") ;;
    -*) args+=("$a") ;;
    *.c | *.cc | *.cpp | *.cxx | *.C | *.c++)
      sources=$((sources + 1)); src=$a; args+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
((compile && sources == 1)) || exit 0
if [[ -z "$out" ]]; then
  out=$(basename -- "$src")
  out=${out%.*}.o
fi
[[ $out == *.o || $out == *.lo ]] || exit 0

root=$(realpath -m -- "${CX_BC_ROOT:-$PWD}")
abs=$(realpath -m -- "$out")
rel=${abs#"$root"/}
[[ $rel != "$abs" ]] || exit 0
if [[ -n "${CX_BC_INCLUDE:-}" && ! $rel =~ $CX_BC_INCLUDE ]]; then exit 0; fi
bc="$CX_BC_OUT/${rel%.*}.bc"
mkdir -p -- "$(dirname -- "$bc")"
# shellcheck disable=SC2086 # CX_BC_EXTRA is a list of words on purpose
if "$real" "${args[@]}" ${CX_BC_EXTRA:-} -emit-llvm -o "$bc.tmp.$$" 2>>"$bc.log"; then
  mv -f -- "$bc.tmp.$$" "$bc"
  rm -f -- "$bc.log"
  [[ -z "${CX_BC_LOG:-}" ]] || printf 'ok %s\n' "$rel" >>"$CX_BC_LOG"
else
  rm -f -- "$bc.tmp.$$"
  [[ -z "${CX_BC_LOG:-}" ]] || printf 'FAILED %s\n' "$rel" >>"$CX_BC_LOG"
fi
exit 0
