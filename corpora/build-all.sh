#!/usr/bin/env bash
# Builds the GMP, libYUV and yaml-cpp corpora (corpora/gmp/build.sh,
# corpora/libyuv/build.sh, corpora/yamlcpp/build.sh) and the SPEC stand-ins xz, x264 and
# perl (corpora/{xz,x264,perl}/build.sh; corpora/build-standins.sh builds only those),
# and prints what they hold. Options go to every script:
#
#   bash corpora/build-all.sh [--march CPU] [--jobs N] [--force]
#   MARCH=x86-64-v4 bash corpora/build-all.sh      # -march from the environment
#
# Default -march: x86-64-v3 (each corpus's manifest.toml). Each corpus is skipped when
# its output already matches (see the scripts); --force rebuilds. Results land in
# corpora/build/{gmp,libyuv,yamlcpp,xz,x264,perl}/ (git-ignored), their STATS files, and
# bench/results/corpora.json. The round-trip corpus has its own script
# (corpora/roundtrip/build.sh) and is not built here.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
case " $* " in
  *" -h "* | *" --help "*) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
esac

start=$(date +%s.%N)
for corpus in gmp libyuv yamlcpp xz x264 perl; do
  bash "$HERE/$corpus/build.sh" "$@"
  echo
done

stat() { sed -n "s/^$2=//p" "$HERE/build/$1/STATS" | head -n1; }
printf '%-8s %-16s %-11s %6s %10s %13s %9s\n' corpus library march files functions instructions "build s"
for corpus in gmp libyuv yamlcpp xz x264 perl; do
  printf '%-8s %-16s %-11s %6s %10s %13s %9s\n' "$corpus" "$(stat "$corpus" library)" \
    "$(stat "$corpus" march)" "$(stat "$corpus" files)" "$(stat "$corpus" functions)" \
    "$(stat "$corpus" instructions)" "$(stat "$corpus" build_seconds)"
done
printf 'outputs: corpora/build/{gmp,libyuv,yamlcpp,xz,x264,perl}; results: bench/results/corpora.json\n'
printf 'build-all: elapsed %ss\n' "$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
