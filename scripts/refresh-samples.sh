#!/usr/bin/env bash
# Re-makes the small shipped slices of the round-trip corpus from its build:
#   tests/data/roundtrip/*.ll  exactly what llvm-dis-22 prints for a few corpus .bc files
#   corpora/sample/*.bc        a few of the same files as bitcode, and one libYUV file
#                              (corpora/build/libyuv; the README's first command)
# Builds the corpus first if needed. Run it only on purpose: the output depends on the
# exact clang-22 version (these were made with Debian's 1:22.1.8-1~deb12u1).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

BUILD=corpora/roundtrip/build
# <corpus .bc, relative to $BUILD>  <name in the slices>
SLICE=(
  "zlib/gzlib.bc                            zlib_gzlib"               # switch, calls
  "zlib/gzread.bc                           zlib_gzread"              # loops, switch, overflow intrinsics
  "zlib/gzwrite.bc                          zlib_gzwrite"             # calls, varargs
  "lz4/xxhash.bc                            lz4_xxhash"               # fshl/bswap, <4 x i64>
  "zstd/compress/hist.bc                    zstd_hist"                # AVX2 <8 x i32>, vector reductions
  "zstd/compress/zstd_compress_sequences.bc zstd_compress_sequences"  # x86 bzhi, selects, wide vectors
  "zstd/common/entropy_common.bc            zstd_entropy_common"      # ctlz, loops
  "zstd/decompress/zstd_ddict.bc            zstd_ddict"               # calls, memcpy
)
SAMPLE=(zlib_gzread lz4_xxhash zstd_hist)

[[ -d $BUILD ]] || bash corpora/roundtrip/build.sh
mkdir -p tests/data/roundtrip corpora/sample
for entry in "${SLICE[@]}"; do
  read -r bc name <<<"$entry"
  # Run from the build dir so the ModuleID line names the corpus file, not this machine.
  (cd "$BUILD" && llvm-dis-22 "$bc" -o -) >"tests/data/roundtrip/$name.ll"
  printf '%-28s %7d bytes %4d functions\n' "$name.ll" \
    "$(stat -c%s "tests/data/roundtrip/$name.ll")" "$(grep -c '^define' "tests/data/roundtrip/$name.ll")"
done
for name in "${SAMPLE[@]}"; do
  for entry in "${SLICE[@]}"; do
    read -r bc n <<<"$entry"
    [[ $n == "$name" ]] && cp "$BUILD/$bc" "corpora/sample/$name.bc"
  done
done
# One file of libYUV, whose cuts include rewrites synthesis finds (some LLVM misses).
[[ -f corpora/build/libyuv/convert_argb.bc ]] || bash corpora/libyuv/build.sh
cp corpora/build/libyuv/convert_argb.bc corpora/sample/libyuv_convert_argb.bc
ls -l corpora/sample
