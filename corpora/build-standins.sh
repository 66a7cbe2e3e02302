#!/usr/bin/env bash
# Builds the open stand-ins for SPEC CPU 2017 programs, xz (557.xz_r), x264 (525.x264_r)
# and perl (500.perlbench_r) (corpora/{xz,x264,perl}/build.sh), and prints what they hold.
# Options go to every script:
#
#   bash corpora/build-standins.sh [--march CPU] [--jobs N] [--force]
#
# Default -march: x86-64-v3 (each corpus's manifest.toml). Each corpus is skipped when its
# output already matches (see the scripts); --force rebuilds. Results land in
# corpora/build/{xz,x264,perl}/ (git-ignored), their STATS files, and
# bench/results/corpora.json. Not part of build-all.sh: together they take longer than
# the rest (each object is compiled twice, see corpora/README.md).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
case " $* " in
  *" -h "* | *" --help "*) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
esac

start=$(date +%s.%N)
for corpus in xz x264 perl; do
  bash "$HERE/$corpus/build.sh" "$@"
  echo
done

stat() { sed -n "s/^$2=//p" "$HERE/build/$1/STATS" | head -n1; }
printf '%-6s %-16s %-11s %6s %10s %13s %7s %9s\n' corpus library march files functions instructions failed "build s"
for corpus in xz x264 perl; do
  printf '%-6s %-16s %-11s %6s %10s %13s %7s %9s\n' "$corpus" "$(stat "$corpus" library)" \
    "$(stat "$corpus" march)" "$(stat "$corpus" files)" "$(stat "$corpus" functions)" \
    "$(stat "$corpus" instructions)" "$(stat "$corpus" failed_files)" "$(stat "$corpus" build_seconds)"
done
printf 'outputs: corpora/build/xz corpora/build/x264 corpora/build/perl; results: bench/results/corpora.json\n'
printf 'build-standins: elapsed %ss\n' "$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
