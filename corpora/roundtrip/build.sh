#!/usr/bin/env bash
# Builds the round-trip corpus: real C libraries, taken from crates.io "-sys" crates
# that vendor their C sources, compiled one .c file at a time to LLVM bitcode with
# clang-22 -O3 -march=x86-64-v3 into corpora/roundtrip/build/<source>/.
#
#   bash corpora/roundtrip/build.sh          # JOBS=2 by default
#
# Idempotent: a .bc newer than both its .c file and this script is not rebuilt.
# Files that fail to compile are skipped and listed (their log is <out>.bc.failed).
# Exits non-zero when the corpus has fewer than MIN_FUNCTIONS defined functions.
# What this builds is described in manifest.toml beside this script; keep them in sync
# (the script checks that every crate@version it uses is named there).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SELF="$HERE/$(basename "${BASH_SOURCE[0]}")"
BUILD="$HERE/build"
MANIFEST="$HERE/manifest.toml"
CLANG=${CLANG:-clang-22}
LLVM_DIS=${LLVM_DIS:-llvm-dis-22}
JOBS=${JOBS:-2}
MIN_FUNCTIONS=${MIN_FUNCTIONS:-2500}
CARGO_HOME=${CARGO_HOME:-$HOME/.cargo}
COMMON_FLAGS="-O3 -march=x86-64-v3 -emit-llvm -c -g0 -w"

start=$(date +%s.%N)
log() { printf 'roundtrip: %s\n' "$*"; }
die() { printf 'roundtrip: ERROR: %s\n' "$*" >&2; exit 1; }

for tool in "$CLANG" "$LLVM_DIS"; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool not on PATH (run: bash scripts/setup.sh)"
done
if ! command -v cargo >/dev/null 2>&1; then
  [[ -x "$CARGO_HOME/bin/cargo" ]] || die "cargo not found (install Rust with rustup)"
  export PATH="$CARGO_HOME/bin:$PATH"
fi

# ---------------------------------------------------------------------------
# The sources: source name, crate, exact crate version (as in the registry's
# directory name, build metadata included).
SOURCES=(sqlite zlib bzip2 lz4 zstd)
declare -A CRATE=(
  [sqlite]=libsqlite3-sys [zlib]=libz-sys [bzip2]=bzip2-sys [lz4]=lz4-sys [zstd]=zstd-sys
)
declare -A VERSION=(
  [sqlite]=0.39.1            # SQLite 3.54.1 amalgamation
  [zlib]=1.1.31              # zlib 1.3.2
  [bzip2]=0.1.13+1.0.8       # bzip2 1.0.8
  [lz4]=1.11.1+lz4-1.10.0    # LZ4 1.10.0
  [zstd]=2.1.2+zstd.1.5.7    # Zstandard 1.5.7
)

for s in "${SOURCES[@]}"; do
  grep -qF "crate = { name = \"${CRATE[$s]}\", version = \"${VERSION[$s]}\" }" "$MANIFEST" ||
    die "manifest.toml does not name ${CRATE[$s]} ${VERSION[$s]}; update it with this script"
done

crate_dir() { # the unpacked crate, or nothing
  local d
  for d in "$CARGO_HOME"/registry/src/*/"${CRATE[$1]}-${VERSION[$1]}"; do
    [[ -d "$d" ]] && { printf '%s\n' "$d"; return 0; }
  done
  return 0
}

# ---------------------------------------------------------------------------
# Fetch the crates through cargo (crates.io is the only source registry here).
need_fetch=()
for s in "${SOURCES[@]}"; do
  [[ -n "$(crate_dir "$s")" ]] || need_fetch+=("$s")
done
if ((${#need_fetch[@]})); then
  log "fetching from crates.io: $(for s in "${need_fetch[@]}"; do printf '%s@%s ' "${CRATE[$s]}" "${VERSION[$s]}"; done)"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/src"
  : >"$tmp/src/lib.rs"
  {
    printf '[package]\nname = "roundtrip-corpus-fetch"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n'
    printf '[workspace]\n\n[dependencies]\n'
    for s in "${SOURCES[@]}"; do
      printf '%s = "=%s"\n' "${CRATE[$s]}" "${VERSION[$s]%%+*}"
    done
  } >"$tmp/Cargo.toml"
  (cd "$tmp" && cargo fetch -q) || die "cargo fetch failed"
  for s in "${SOURCES[@]}"; do
    [[ -n "$(crate_dir "$s")" ]] || die "${CRATE[$s]}-${VERSION[$s]} not under $CARGO_HOME/registry/src after cargo fetch"
  done
fi

# ---------------------------------------------------------------------------
# Per source: the C files (relative to SRCROOT) and the preprocessor flags,
# following each crate's build.rs / the library's own Makefile.
declare -A SRCROOT FLAGS FILES
d=$(crate_dir sqlite)
SRCROOT[sqlite]="$d/sqlite3"
FILES[sqlite]="sqlite3.c"
FLAGS[sqlite]="-DSQLITE_CORE -DSQLITE_DEFAULT_FOREIGN_KEYS=1 -DSQLITE_ENABLE_API_ARMOR
  -DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_ENABLE_FTS3
  -DSQLITE_ENABLE_FTS3_PARENTHESIS -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_JSON1
  -DSQLITE_ENABLE_LOAD_EXTENSION=1 -DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_STAT4
  -DSQLITE_SOUNDEX -DSQLITE_THREADSAFE=1 -DSQLITE_USE_URI -DHAVE_USLEEP=1 -DHAVE_ISNAN
  -DHAVE_LOCALTIME_R -DSQLITE_ENABLE_UNLOCK_NOTIFY -I${SRCROOT[sqlite]}"

d=$(crate_dir zlib)
SRCROOT[zlib]="$d/src/zlib"
FILES[zlib]="adler32.c compress.c crc32.c deflate.c infback.c inffast.c inflate.c
  inftrees.c trees.c uncompr.c zutil.c gzclose.c gzlib.c gzread.c gzwrite.c"
FLAGS[zlib]="-DSTDC -D_LARGEFILE64_SOURCE -DHAVE_UNISTD_H -DHAVE_STDARG_H -I${SRCROOT[zlib]}"

d=$(crate_dir bzip2)
SRCROOT[bzip2]="$d/bzip2-1.0.8"
FILES[bzip2]="blocksort.c huffman.c crctable.c randtable.c compress.c decompress.c bzlib.c
  bzip2.c bzip2recover.c"
FLAGS[bzip2]="-D_FILE_OFFSET_BITS=64 -I${SRCROOT[bzip2]}"

d=$(crate_dir lz4)
SRCROOT[lz4]="$d/liblz4/lib"
FILES[lz4]="lz4.c lz4hc.c lz4frame.c lz4file.c xxhash.c"
FLAGS[lz4]="-I${SRCROOT[lz4]}"

d=$(crate_dir zstd)
SRCROOT[zstd]="$d/zstd/lib"
FILES[zstd]=$(cd "${SRCROOT[zstd]}" && printf '%s ' common/*.c compress/*.c decompress/*.c dictBuilder/*.c legacy/*.c)
FLAGS[zstd]="-DZSTD_LEGACY_SUPPORT=1 -DZSTD_DISABLE_ASM -DZSTD_LIB_DEPRECATED=0
  -I${SRCROOT[zstd]} -I${SRCROOT[zstd]}/common -I${SRCROOT[zstd]}/legacy"

# ---------------------------------------------------------------------------
# Compile, JOBS at a time. One job: source name, .c path relative to its root.
# xargs runs each job in a fresh bash, so roots and flags travel in the environment.
export CLANG COMMON_FLAGS BUILD SELF
for s in "${SOURCES[@]}"; do
  export "ROOT_$s=${SRCROOT[$s]}" "FLAGS_$s=$(printf '%s' "${FLAGS[$s]}" | tr -s ' \n' '  ')"
done
compile_one() {
  local s=$1 rel=$2 root_var="ROOT_$1" flags_var="FLAGS_$1"
  local src="${!root_var}/$rel" out="$BUILD/$s/${rel%.c}.bc"
  if [[ -f "$out" && "$out" -nt "$src" && "$out" -nt "$SELF" ]]; then
    echo "up-to-date $s/$rel"
    return 0
  fi
  mkdir -p "$(dirname "$out")"
  rm -f "$out.failed"
  # shellcheck disable=SC2086 # flag lists are space-separated on purpose
  # Compiled from its root by relative path, so the bitcode's source_filename
  # names no machine-specific directory.
  if (cd "${!root_var}" && "$CLANG" $COMMON_FLAGS ${!flags_var} "$rel" -o "$out.tmp") 2>"$out.log"; then
    mv "$out.tmp" "$out"
    rm -f "$out.log"
    echo "compiled $s/$rel"
  else
    rm -f "$out.tmp" "$out"
    mv "$out.log" "$out.failed"
    echo "FAILED $s/$rel (log: ${out#"$BUILD"/}.failed)"
  fi
  return 0
}
export -f compile_one

mkdir -p "$BUILD"
jobs_file="$BUILD/.jobs"
: >"$jobs_file"
for s in "${SOURCES[@]}"; do
  for rel in ${FILES[$s]}; do
    printf '%s\t%s\n' "$s" "$rel" >>"$jobs_file"
  done
  # Drop outputs that no longer correspond to a listed source file.
  if [[ -d "$BUILD/$s" ]]; then
    while IFS= read -r -d '' bc; do
      rel=${bc#"$BUILD/$s/"}
      case " $(printf '%s' "${FILES[$s]}" | tr -s ' \n' '  ') " in
        *" ${rel%.bc}.c "*) ;;
        *) log "removing stale ${bc#"$BUILD"/}"; rm -f "$bc" ;;
      esac
    done < <(find "$BUILD/$s" -name '*.bc' -print0)
  fi
done
log "compiling $(wc -l <"$jobs_file") C files with $CLANG ($COMMON_FLAGS), $JOBS at a time"
results=$(tr '\t' '\n' <"$jobs_file" | xargs -d '\n' -n2 -P"$JOBS" bash -c 'compile_one "$1" "$2"' _)
rm -f "$jobs_file"
n_compiled=$(grep -c '^compiled ' <<<"$results" || true)
n_uptodate=$(grep -c '^up-to-date ' <<<"$results" || true)
failed=$(grep '^FAILED ' <<<"$results" || true)
log "compiled $n_compiled, up to date $n_uptodate, failed $(grep -c . <<<"$failed" || true)"
if [[ -n "$failed" ]]; then
  printf '%s\n' "$failed" | sed 's/^/roundtrip:   /'
fi

# ---------------------------------------------------------------------------
# Count defined functions per source.
total_files=0
total_funcs=0
printf '\n%-8s %6s %10s  %s\n' source files functions crate
for s in "${SOURCES[@]}"; do
  nf=0 nd=0
  if [[ -d "$BUILD/$s" ]]; then
    while IFS= read -r -d '' bc; do
      c=$("$LLVM_DIS" -o - "$bc" | grep -c '^define' || true)
      nf=$((nf + 1)) nd=$((nd + c))
    done < <(find "$BUILD/$s" -name '*.bc' -print0)
  fi
  printf '%-8s %6d %10d  %s %s\n' "$s" "$nf" "$nd" "${CRATE[$s]}" "${VERSION[$s]}"
  total_files=$((total_files + nf)) total_funcs=$((total_funcs + nd))
done
printf '%-8s %6d %10d\n\n' total "$total_files" "$total_funcs"

elapsed=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
log "output: $BUILD"
log "elapsed: ${elapsed}s"
if ((total_funcs < MIN_FUNCTIONS)); then
  die "only $total_funcs defined functions; the corpus needs at least $MIN_FUNCTIONS"
fi
log "ok: $total_funcs defined functions in $total_files bitcode files"
