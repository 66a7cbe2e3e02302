#!/usr/bin/env bash
# Helpers shared by the corpus build scripts (gmp/build.sh, libyuv/build.sh, count.sh).
# Source it; it defines functions only (prefix cx_) and sets nothing else but CX_* paths.
#
#   cx_toml_get FILE SECTION KEY   a "key = value" of a manifest (section "" = top level)
#   cx_ensure_debs PKG...          apt-get install what is missing (root, or sudo)
#   cx_fetch_crate NAME VER SHA256 SUBDIR
#                                  unpack SUBDIR of a crates.io crate, checksum verified;
#                                  prints the unpacked directory
#   cx_fetch_deb_source PKG VER SUITE SHA256
#                                  unpack Debian source package PKG=VER (apt-get source,
#                                  a private deb-src list: the system's apt setup is not
#                                  touched), .dsc checksum verified; prints the directory
#   cx_debsrc_begin SCRIPT NAME ARGS...
#                                  the shared start of a Debian-source corpus build (xz,
#                                  x264, perl): manifest, options, BUILDINFO, up-to-date exit
#   cx_debsrc_finish                their shared end: verify and count, STATS, BUILDINFO
#   cx_debsrc_manifest MANIFEST     PACKAGE VERSION SUITE SHA256 LIBRARY CONFIGURE_ARGS
#   cx_count PATH...               verify (opt -passes=verify) and count bitcode/.ll files:
#                                  "files functions instructions"; rejected files on stderr
#   cx_write_results               bench/results/corpora.json from the corpora's STATS files
#
# The native-build contract (corpora/README.md, "Native builds"): <project>/native.sh
#   cx_native_args SCRIPT DEFAULT_MARCH "$@"
#                                  parse --cc --cxx --out --check --jobs --march: sets
#                                  NATIVE_CC, NATIVE_CXX (absolute when given as a path),
#                                  NATIVE_OUT (absolute), NATIVE_CHECK, MARCH, CX_JOBS
#   cx_json_str STRING             STRING as a JSON string literal
#   cx_write_build_json DIR PROJECT SECONDS CPU_SECONDS [KEY=NUMBER...]
#                                  DIR/BUILD.json (atomically)
#   cx_write_check_json DIR PASSED TESTS SECONDS [FAILED...]
#                                  DIR/CHECK.json (atomically; "skipped": $CX_CHECK_SKIPPED, else 0)
#
# Corpora whose build links and runs programs (xz, x264, perl):
#   cx_bitcode_shims DIR           DIR/cc and DIR/c++: corpora/bitcode-cc.sh around
#                                  $CX_CLANG / $CX_CLANGXX (a real compile, then the same
#                                  compile with -emit-llvm into $CX_BC_OUT when it is set)
#   cx_automake_check_counts DIR   after an automake `make check`: "TESTS PASSED" and the
#                                  failed tests' names (one per line, after the first) from
#                                  the .trs files under DIR

CX_CORPORA=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CX_ROOT=$(dirname "$CX_CORPORA")
CX_SRC="$CX_CORPORA/src"     # unpacked sources (git-ignored)
CX_WORK="$CX_CORPORA/work"   # configure/make trees (git-ignored)
CX_BUILD="$CX_CORPORA/build" # the bitcode corpora (git-ignored)
CX_CLANG=${CLANG:-clang-22}
CX_CLANGXX=${CLANGXX:-clang++-22}
CX_OPT=${OPT:-opt-22}
CX_JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
CX_PREFIX=${CX_PREFIX:-corpora}

cx_log() { printf '%s: %s\n' "$CX_PREFIX" "$*"; }
cx_die() {
  printf '%s: ERROR: %s\n' "$CX_PREFIX" "$*" >&2
  exit 1
}
cx_now() { date +%s.%N; }
# cx_cpu VAR: set VAR to the CPU seconds (user + system) used so far by this shell's
# finished children. ("times" must run in this shell itself, not in a $(...) subshell.)
cx_cpu() {
  local f
  f=$(mktemp)
  times >"$f"
  printf -v "$1" '%s' "$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] }; printf "%.1f", t }' "$f")"
  rm -f "$f"
}
cx_since() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }'; }

# The options every build script takes: sets MARCH (default: the environment's, else
# DEFAULT_MARCH), CX_JOBS and FORCE. --help prints the script's opening comment.
cx_parse_args() {
  local script=$1 default_march=$2
  shift 2
  MARCH=${MARCH:-$default_march}
  FORCE=0
  CX_ORIG=0
  CX_PROFILE=""
  while (($#)); do
    case $1 in
      --profile) CX_PROFILE=$(realpath -- "${2:?--profile needs a .profdata file}"); shift 2 ;;
      --march) MARCH=${2:?--march needs a value}; shift 2 ;;
      --march=*) MARCH=${1#--march=}; shift ;;
      --jobs | -j) CX_JOBS=${2:?--jobs needs a value}; shift 2 ;;
      --jobs=*) CX_JOBS=${1#--jobs=}; shift ;;
      --force) FORCE=1; shift ;;
      --orig) CX_ORIG=1; shift ;;
      -h | --help) sed -n '2,/^set -euo/p' "$script" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      *) cx_die "unknown argument: $1 (see --help)" ;;
    esac
  done
  [[ "$MARCH" =~ ^[A-Za-z0-9._-]+$ ]] || cx_die "bad -march value: $MARCH"
  [[ "$CX_JOBS" =~ ^[1-9][0-9]*$ ]] || cx_die "bad job count: $CX_JOBS"
}

# Resolve the LLVM tools named by these variables (e.g. CX_CLANG): on PATH as named, or
# in /usr/lib/llvm-22/bin under the unsuffixed name (where Debian's llvm-22 puts them).
cx_require_llvm() {
  local var tool
  for var in "$@"; do
    tool=${!var}
    command -v "$tool" >/dev/null 2>&1 && continue
    if [[ -x /usr/lib/llvm-22/bin/${tool%-22} ]]; then
      printf -v "$var" '%s' "/usr/lib/llvm-22/bin/${tool%-22}"
      continue
    fi
    cx_die "$tool not found (install LLVM 22: bash scripts/setup.sh)"
  done
}

# Value of KEY in SECTION ("" for the top level) of a flat TOML file: a quoted string or
# a bare word/number on one line. Enough for the manifests here; no arrays, no nesting.
cx_toml_get() {
  local file=$1 section=$2 key=$3 value
  value=$(awk -v want="$section" -v key="$key" '
    /^[ \t]*\[/ { sec = $0; gsub(/^[ \t]*\[+|\]+[ \t]*(#.*)?$/, "", sec); next }
    sec == want && $0 ~ "^[ \t]*" key "[ \t]*=" {
      v = $0; sub(/^[^=]*=[ \t]*/, "", v)
      if (v ~ /^"/) { sub(/^"/, "", v); sub(/".*$/, "", v) } else { sub(/[ \t]*(#.*)?$/, "", v) }
      print v; exit
    }' "$file")
  [[ -n "$value" ]] || cx_die "$file: no '$key' in [${section:-top level}]"
  printf '%s\n' "$value"
}

# Install missing Debian packages (apt-get update first, once).
cx_ensure_debs() {
  local missing=() pkg status sudo=()
  for pkg in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
  done
  ((${#missing[@]})) || return 0
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || cx_die "not root and no sudo; install by hand: ${missing[*]}"
    sudo=(sudo)
  fi
  cx_log "installing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get update -q >/dev/null
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null >/dev/null
}

# Unpack NAME-VER/SUBDIR of a crates.io crate under $CX_SRC, after checking the
# sha256 of the .crate file against the pinned one. cargo downloads the crate (and,
# as cargo fetch does, the crates it depends on) into $CARGO_HOME/registry/cache.
# Idempotent: a stamp file records the checksum of what was unpacked.
cx_fetch_crate() {
  local name=$1 ver=$2 sha=$3 subdir=$4
  local dest="$CX_SRC/$name-$ver" stamp="$CX_SRC/$name-$ver.unpacked"
  local cargo_home=${CARGO_HOME:-$HOME/.cargo} crate="" f got tmp
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$sha $subdir" && -d "$dest/$subdir" ]]; then
    printf '%s\n' "$dest/$subdir"
    return 0
  fi
  for f in "$cargo_home"/registry/cache/*/"$name-$ver.crate"; do [[ -f "$f" ]] && crate=$f; done
  if [[ -z "$crate" ]]; then
    if ! command -v cargo >/dev/null 2>&1; then
      [[ -x "$cargo_home/bin/cargo" ]] || cx_die "cargo not found (install Rust with rustup)"
      export PATH="$cargo_home/bin:$PATH"
    fi
    cx_log "downloading $name $ver from crates.io (cargo fetch)" >&2
    tmp=$(mktemp -d)
    mkdir -p "$tmp/src"
    : >"$tmp/src/lib.rs"
    printf '[package]\nname = "corpus-fetch"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[workspace]\n\n[dependencies]\n%s = { version = "=%s", default-features = false }\n' \
      "$name" "$ver" >"$tmp/Cargo.toml"
    local host
    host=$(rustc -vV 2>/dev/null | sed -n 's/^host: //p')
    (cd "$tmp" && cargo fetch -q ${host:+--target "$host"}) >&2 || { rm -rf "$tmp"; cx_die "cargo fetch of $name $ver failed"; }
    rm -rf "$tmp"
    for f in "$cargo_home"/registry/cache/*/"$name-$ver.crate"; do [[ -f "$f" ]] && crate=$f; done
    [[ -n "$crate" ]] || cx_die "$name-$ver.crate not in $cargo_home/registry/cache after cargo fetch"
  fi
  got=$(sha256sum "$crate" | cut -d' ' -f1)
  [[ "$got" == "$sha" ]] || cx_die "$crate: sha256 $got, expected $sha (manifest)"
  rm -rf "$dest" "$stamp"
  mkdir -p "$CX_SRC"
  tar -xzf "$crate" -C "$CX_SRC" "$name-$ver/$subdir" || cx_die "cannot unpack $crate"
  printf '%s %s\n' "$sha" "$subdir" >"$stamp"
  cx_log "unpacked $name-$ver.crate (sha256 $sha) to ${dest#"$CX_ROOT"/}/$subdir" >&2
  printf '%s\n' "$dest/$subdir"
}

# Unpack Debian source package PKG version VER from SUITE (e.g. bookworm) under $CX_SRC,
# after checking the sha256 of its .dsc (which holds the checksums of the tarballs that
# dpkg-source checks in turn). apt-get reads a private deb-src list and keeps its index
# under $CX_SRC/apt, so the system's apt sources are left as they are. Idempotent: a
# stamp file records the checksum of what was unpacked.
cx_fetch_deb_source() {
  local pkg=$1 ver=$2 suite=$3 sha=$4
  local upstream=${ver%-*}
  upstream=${upstream#*:}
  local dest="$CX_SRC/$pkg-$upstream" stamp="$CX_SRC/$pkg-$ver.unpacked"
  local apt="$CX_SRC/apt" dl="$CX_SRC/deb-$pkg-$ver" dsc got
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$sha" && -d "$dest" ]]; then
    printf '%s\n' "$dest"
    return 0
  fi
  command -v dpkg-source >/dev/null 2>&1 || cx_ensure_debs dpkg-dev >&2
  mkdir -p "$apt/parts" "$apt/lists/partial" "$dl"
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    "$suite" >"$apt/parts/src.sources"
  local opts=(-q -o Dir::Etc::SourceList=/dev/null -o Dir::Etc::SourceParts="$apt/parts"
    -o Dir::State::Lists="$apt/lists" -o APT::Sandbox::User=root)
  cx_log "downloading Debian source $pkg $ver ($suite) with apt-get source" >&2
  apt-get "${opts[@]}" update >&2 || cx_die "apt-get update of the deb-src list failed"
  (cd "$dl" && apt-get "${opts[@]}" source --download-only "$pkg=$ver") >&2 ||
    cx_die "apt-get source $pkg=$ver failed"
  dsc="$dl/${pkg}_${ver#*:}.dsc"
  [[ -f "$dsc" ]] || cx_die "no $dsc after apt-get source"
  got=$(sha256sum "$dsc" | cut -d' ' -f1)
  [[ "$got" == "$sha" ]] || cx_die "$dsc: sha256 $got, expected $sha (manifest)"
  rm -rf "$dest" "$stamp"
  # The pinned .dsc checksum vouches for the .dsc, whose checksums dpkg-source checks.
  dpkg-source -x "$dsc" "$dest" >&2 || cx_die "dpkg-source -x $dsc failed"
  printf '%s\n' "$sha" >"$stamp"
  cx_log "unpacked $pkg $ver (.dsc sha256 $sha) to ${dest#"$CX_ROOT"/}" >&2
  printf '%s\n' "$dest"
}

# Verify one IR file (.bc, .ll, or a bitcode .o) with opt -passes=verify and count what
# it defines: prints "ok FUNCTIONS INSTRUCTIONS FILE", or "bad 0 0 FILE" when opt rejects it.
# opt -S prints exactly what llvm-dis prints. Functions are "define" lines; instructions
# are the lines of a function body indented by exactly two spaces (labels are not
# indented; switch cases and invoke continuations are indented further): the same
# number as the sum of the INST_* records that llvm-bcanalyzer counts.
cx_check_one() {
  local f=$1 counts
  if counts=$(set -o pipefail; "$CX_OPT" -passes=verify -S -o - -- "$f" 2>/dev/null | awk '
      /^define / { fn++; body = 1; next }
      body && /^}/ { body = 0; next }
      body && /^  [^ ]/ { n++ }
      END { printf "%d %d", fn, n }'); then
    printf 'ok %s %s\n' "$counts" "$f"
  else
    printf 'bad 0 0 %s\n' "$f"
  fi
}
export -f cx_check_one

# Verify and count all .bc/.ll files (and bitcode .o) under PATHs, JOBS at a time.
# Prints "files functions instructions" on stdout, and each file opt rejects on stderr
# as "rejected by opt -passes=verify: FILE"; returns 1 if there was any.
cx_count() {
  export CX_OPT
  cx_list_ir "$@" | xargs -0 -r -n1 -P"$CX_JOBS" bash -c 'cx_check_one "$1"' _ |
    awk '$1 == "bad" { bad++; sub(/^bad 0 0 /, ""); print "rejected by opt -passes=verify: " $0 > "/dev/stderr"; next }
         { files++; fn += $2; n += $3 }
         END { printf "%d %d %d\n", files, fn, n; exit bad > 0 }'
}

# NUL-separated list of the IR files under PATHs: .bc, .ll, and .o that are bitcode.
cx_list_ir() {
  local f
  find "$@" -type f \( -name '*.bc' -o -name '*.ll' -o -name '*.o' \) -print0 | sort -z |
    while IFS= read -r -d '' f; do
      if [[ $f == *.o ]]; then
        [[ "$(head -c4 -- "$f" | od -An -tx1 | tr -d ' \n')" == 4243c0de ]] || continue
      fi
      printf '%s\0' "$f"
    done
}

# key=value STATS file -> value of KEY.
cx_stat() { sed -n "s/^$2=//p" "$1" | head -n1; }

# bench/results/corpora.json from corpora/build/{gmp,libyuv}/STATS (those that exist)
# plus the checked-in sample corpus, counted now. Pure shell: no jq/python needed.
# --profile FILE (CX_PROFILE): build with `-fprofile-instr-use=FILE` (a profile from the
# corpus's own benchmarks, `corpora/<name>/profile.sh`) into corpora/build/pgo/<name>: the
# bitcode then carries function entry counts and branch weights, which `minotaur crawl`
# turns into each site's execution count. Like --orig, it leaves corpora.json alone.
# --orig (CX_ORIG=1): build the IR clang hands the optimizer instead (the same flags plus
# -Xclang -disable-llvm-passes; llvm-opt-benchmark's "original" IR) into
# corpora/build/orig/NAME, for measuring an LLVM patch over the whole -O3 pipeline
# (`minotaur bench report --patch --impact NAME=corpora/build/orig/NAME`). Every corpus
# build.sh takes it (gmp, libyuv, yamlcpp, and xz, x264, perl through cx_debsrc_begin).
# Such a build leaves bench/results/corpora.json alone.
cx_write_results() {
  ((!${CX_ORIG:-0})) || return 0
  [[ -z "${CX_PROFILE:-}" ]] || return 0
  local out="$CX_ROOT/bench/results/corpora.json" name stats first=1 key val s
  mkdir -p "$(dirname "$out")"
  local tmp="$out.tmp.$$"
  {
    printf '{\n'
    printf '  "method": "files: .bc files in the output directory; functions: define lines and instructions: lines indented by two spaces inside a function body, in llvm-dis-22 output (equals the INST_* record count of llvm-bcanalyzer)",\n'
    printf '  "corpora": {\n'
    for name in gmp libyuv yamlcpp xz x264 perl; do
      stats="$CX_BUILD/$name/STATS"
      [[ -f "$stats" ]] || continue
      ((first)) || printf ',\n'
      first=0
      printf '    "%s": {' "$name"
      s=""
      while IFS='=' read -r key val; do
        [[ -n "$key" && "$key" != \#* ]] || continue
        if [[ "$val" =~ ^(0|[1-9][0-9]*)(\.[0-9]+)?$ ]]; then
          printf '%s\n      "%s": %s' "$s" "$key" "$val"
        else
          val=${val//\\/\\\\}
          printf '%s\n      "%s": "%s"' "$s" "$key" "${val//\"/\\\"}"
        fi
        s=","
      done <"$stats"
      printf '\n    }'
    done
    read -r f fn n < <(cx_count "$CX_CORPORA/sample")
    ((first)) || printf ',\n'
    printf '    "sample": {\n      "output_dir": "corpora/sample",\n      "checked_in": true,\n'
    printf '      "files": %d,\n      "functions": %d,\n      "instructions": %d\n    }\n' "$f" "$fn" "$n"
    printf '  }\n}\n'
  } >"$tmp"
  mv "$tmp" "$out"
}

# ---------------------------------------------------------------------------
# Native builds: real objects, built by the compilers given (plain clang-22, or a shim
# that runs them through `minotaur cc`), with the corpus's own flags.

# A compiler given as a path is made absolute (builds run from other directories); a
# bare name is kept as it is (found on PATH).
cx_abs_tool() {
  case $1 in
    */*) realpath -m -- "$1" ;;
    *) printf '%s\n' "$1" ;;
  esac
}

# Parse the native.sh options: --cc PATH --cxx PATH --out DIR [--check] [--jobs N]
# [--march CPU]. --out is required; --cc/--cxx default to clang-22/clang++-22.
cx_native_args() {
  local script=$1 default_march=$2
  shift 2
  MARCH=${MARCH:-$default_march}
  NATIVE_CC=clang-22 NATIVE_CXX=clang++-22 NATIVE_OUT="" NATIVE_CHECK=0
  while (($#)); do
    case $1 in
      --cc) NATIVE_CC=${2:?--cc needs a value}; shift 2 ;;
      --cxx) NATIVE_CXX=${2:?--cxx needs a value}; shift 2 ;;
      --out) NATIVE_OUT=${2:?--out needs a value}; shift 2 ;;
      --check) NATIVE_CHECK=1; shift ;;
      --march) MARCH=${2:?--march needs a value}; shift 2 ;;
      --march=*) MARCH=${1#--march=}; shift ;;
      --jobs | -j) CX_JOBS=${2:?--jobs needs a value}; shift 2 ;;
      --jobs=*) CX_JOBS=${1#--jobs=}; shift ;;
      -h | --help) sed -n '2,/^set -euo/p' "$script" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      *) cx_die "unknown argument: $1 (see --help)" ;;
    esac
  done
  [[ -n "$NATIVE_OUT" ]] || cx_die "--out DIR is required (see --help)"
  [[ "$MARCH" =~ ^[A-Za-z0-9._-]+$ ]] || cx_die "bad -march value: $MARCH"
  [[ "$CX_JOBS" =~ ^[1-9][0-9]*$ ]] || cx_die "bad job count: $CX_JOBS"
  NATIVE_CC=$(cx_abs_tool "$NATIVE_CC")
  NATIVE_CXX=$(cx_abs_tool "$NATIVE_CXX")
  NATIVE_OUT=$(realpath -m -- "$NATIVE_OUT")
}

# STRING as a JSON string literal (quotes, backslashes and control characters escaped).
cx_json_str() {
  local s=$1
  s=${s//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  s=${s//$'\t'/\\t}
  s=${s//$'\r'/\\r}
  printf '"%s"' "$s"
}

# DIR/BUILD.json: {"project", "cc", "cxx", "march", "seconds", "cpu_seconds", KEY: NUMBER...}.
cx_write_build_json() {
  local dir=$1 project=$2 seconds=$3 cpu=$4 kv
  shift 4
  {
    printf '{\n  "project": %s,\n  "cc": %s,\n  "cxx": %s,\n  "march": %s,\n' \
      "$(cx_json_str "$project")" "$(cx_json_str "$NATIVE_CC")" "$(cx_json_str "$NATIVE_CXX")" "$(cx_json_str "$MARCH")"
    for kv in "$@"; do printf '  %s: %s,\n' "$(cx_json_str "${kv%%=*}")" "${kv#*=}"; done
    printf '  "jobs": %s,\n  "seconds": %s,\n  "cpu_seconds": %s\n}\n' "$CX_JOBS" "$seconds" "$cpu"
  } >"$dir/BUILD.json.tmp"
  mv "$dir/BUILD.json.tmp" "$dir/BUILD.json"
}

# DIR/CHECK.json: {"passed": bool, "tests": N, "skipped": N, "failed": [names], "seconds": S};
# "skipped" (tests counted in N that the suite skipped) is $CX_CHECK_SKIPPED, or 0.
cx_write_check_json() {
  local dir=$1 passed=$2 tests=$3 seconds=$4 skipped=${CX_CHECK_SKIPPED:-0} sep="" name
  shift 4
  {
    printf '{\n  "passed": %s,\n  "tests": %s,\n  "skipped": %s,\n  "failed": [' "$passed" "$tests" "$skipped"
    for name in "$@"; do printf '%s%s' "$sep" "$(cx_json_str "$name")"; sep=", "; done
    printf '],\n  "seconds": %s\n}\n' "$seconds"
  } >"$dir/CHECK.json.tmp"
  mv "$dir/CHECK.json.tmp" "$dir/CHECK.json"
}

# ---------------------------------------------------------------------------
# Corpora built by the project's own build, which links and runs programs on the way.

# DIR/cc and DIR/c++: one-word compilers for a build system, each running
# corpora/bitcode-cc.sh around the real clang-22/clang++-22.
cx_bitcode_shims() {
  local dir=$1 real name
  mkdir -p "$dir"
  for name in cc c++; do
    real=$CX_CLANG
    [[ $name == cc ]] || real=$CX_CLANGXX
    printf '#!/bin/sh\n# Generated by corpora/lib.sh cx_bitcode_shims: %s through corpora/bitcode-cc.sh.\nCX_BC_REAL=%q exec %q "$@"\n' \
      "$real" "$real" "$CX_CORPORA/bitcode-cc.sh" >"$dir/$name"
    chmod +x "$dir/$name"
  done
}

# After an automake `make check` (the parallel harness: one .trs file per test): prints
# "TESTS PASSED" on the first line, then the name and result of each test that did not
# pass (PASS, SKIP and XFAIL count as passed), one per line.
cx_automake_check_counts() {
  local dir=$1 f result tests=0 passed=0 failed=()
  while IFS= read -r -d '' f; do
    tests=$((tests + 1))
    result=$(sed -n 's/^:test-result: //p' "$f" | head -n1)
    case $result in
      PASS | SKIP | XFAIL) passed=$((passed + 1)) ;;
      *) failed+=("${f#"$dir"/}: ${result:-no result}") ;;
    esac
  done < <(find "$dir" -name '*.trs' -print0 | sort -z)
  printf '%s %s\n' "$tests" "$passed"
  ((${#failed[@]} == 0)) || printf '%s\n' "${failed[@]}"
}

# cx_debsrc_manifest MANIFEST: a Debian-source corpus's pinned source and configure
# arguments: sets PACKAGE VERSION SUITE SHA256 LIBRARY CONFIGURE_ARGS.
cx_debsrc_manifest() {
  PACKAGE=$(cx_toml_get "$1" source debian_package)
  VERSION=$(cx_toml_get "$1" source version)
  SUITE=$(cx_toml_get "$1" source suite)
  SHA256=$(cx_toml_get "$1" source sha256)
  LIBRARY=$(cx_toml_get "$1" source library)
  CONFIGURE_ARGS=$(cx_toml_get "$1" "" configure)
}

# cx_debsrc_begin SCRIPT NAME [OPTIONS...]: the start every corpus built from a Debian
# source package by its own configure/make shares (xz, x264, perl): reads the manifest
# beside SCRIPT, parses the options (cx_parse_args), sets NAME OUT WORK MANIFEST PACKAGE
# VERSION SUITE SHA256 LIBRARY CONFIGURE_ARGS MIN_FUNCTIONS CFLAGS start clang_version
# and want (the BUILDINFO this build writes), and exits 0 when the corpus is up to date.
cx_debsrc_begin() {
  local script=$1
  NAME=$2
  shift 2
  MANIFEST="$(dirname "$script")/manifest.toml"
  cx_parse_args "$script" "$(cx_toml_get "$MANIFEST" "" march)" "$@"
  OUT="$CX_BUILD/$NAME"
  WORK="$CX_WORK/$NAME"
  if ((CX_ORIG)); then
    # The program is still built -O3 (it must run); the bitcode compile stops before
    # LLVM's optimizer (see cx_write_results).
    OUT="$CX_BUILD/orig/$NAME"
    WORK="$CX_WORK/orig-$NAME"
    export CX_BC_EXTRA="-Xclang -disable-llvm-passes"
  fi
  cx_debsrc_manifest "$MANIFEST"
  MIN_FUNCTIONS=$(cx_toml_get "$MANIFEST" "" min_functions)
  CFLAGS="-O3 -march=$MARCH -g0"
  start=$(cx_now)
  cx_require_llvm CX_CLANG CX_CLANGXX CX_OPT
  clang_version=$("$CX_CLANG" --version | head -n1)
  "$CX_CLANG" -march="$MARCH" -x c -c -o /dev/null /dev/null 2>/dev/null ||
    cx_die "$CX_CLANG does not accept -march=$MARCH"
  want=$(
    printf 'source=debian %s %s %s dsc-sha256:%s\n' "$PACKAGE" "$VERSION" "$SUITE" "$SHA256"
    printf 'march=%s\ncflags=%s -emit-llvm\nconfigure=%s\nclang=%s\n' \
      "$MARCH" "$CFLAGS" "$CONFIGURE_ARGS" "$clang_version"
    printf 'script=%s\n' "$(cat "$script" "$MANIFEST" "$CX_CORPORA/bitcode-cc.sh" | sha256sum | cut -d' ' -f1)"
    [[ -z "${CX_BC_EXTRA:-}" ]] || printf 'bitcode-extra=%s\n' "$CX_BC_EXTRA"
  )
  if ((!FORCE)) && [[ -f "$OUT/BUILDINFO" && -f "$OUT/STATS" && "$(cat "$OUT/BUILDINFO")" == "$want" ]]; then
    cx_log "up to date: ${OUT#"$CX_ROOT"/} ($LIBRARY, -march=$MARCH); --force rebuilds"
    cx_write_results
    sed "s/^/$NAME:   /" "$OUT/STATS"
    cx_log "elapsed: $(cx_since "$start")s"
    exit 0
  fi
}

# cx_debsrc_finish: the end those builds share, after configure and make compiled each
# object and its bitcode (one "FAILED rel" line per failure in $WORK/bitcode.log):
# verifies and counts the bitcode, writes STATS (timings from configure_s, make_s,
# build_cpu_s, fetch_s), BUILDINFO ($want) and bench/results/corpora.json.
cx_debsrc_finish() {
  local n_objects failed_list n_failed rel counts files functions instructions build_s
  n_objects=$(grep -c '' "$WORK/bitcode.log" || true)
  failed_list=$(sed -n 's/^FAILED //p' "$WORK/bitcode.log" | sort | tr '\n' ' ' | sed 's/ $//')
  n_failed=$(wc -w <<<"$failed_list")
  for rel in $failed_list; do cx_log "FAILED (bitcode) $rel: see ${OUT#"$CX_ROOT"/}/${rel%.*}.bc.log"; done

  cx_log "verifying (opt -passes=verify) and counting"
  counts=$(cx_count "$OUT") || cx_die "opt -passes=verify rejected the files above"
  read -r files functions instructions <<<"$counts"
  ((files == n_objects - n_failed)) || cx_die "$files .bc files but $n_objects objects compiled, $n_failed failed"
  ((functions >= MIN_FUNCTIONS)) || cx_die "only $functions defined functions (manifest: min_functions = $MIN_FUNCTIONS)"
  build_s=$(awk -v a="$configure_s" -v b="$make_s" 'BEGIN { printf "%.1f", a + b }')

  cat >"$OUT/STATS" <<EOF
name=$NAME
library=$LIBRARY
source=debian $PACKAGE $VERSION ($SUITE)
sha256=$SHA256
march=$MARCH
flags=$CFLAGS -emit-llvm
output_dir=corpora/build/$NAME
files=$files
functions=$functions
instructions=$instructions
failed_files=$n_failed
failed=$failed_list
configure_seconds=$configure_s
make_seconds=$make_s
build_seconds=$build_s
build_cpu_seconds=$build_cpu_s
fetch_seconds=$fetch_s
jobs=$CX_JOBS
cores=$(nproc)
clang=$clang_version
EOF
  printf '%s\n' "$want" >"$OUT/BUILDINFO"
  cx_write_results
  sed "s/^/$NAME:   /" "$OUT/STATS"
  cx_log "output: ${OUT#"$CX_ROOT"/} ($files .bc files, all pass opt -passes=verify)"
  cx_log "elapsed: $(cx_since "$start")s"
}
