#!/usr/bin/env bash
# Fetches the parts of LLVM's source that patch mode needs (InstCombine and InstSimplify
# with their tests, update_test_checks.py, opt's main) from the Debian source package of
# the installed LLVM, checksum-pinned, and unpacks them once:
#
#   bash scripts/llvm-source.sh [DIR]
#
# DIR defaults to $MINOTAUR_LLVM_SRC, else ~/.cache/minotaur/llvm-22.1.8. The tree lands in
# DIR/llvm-project (llvm/lib/Transforms/InstCombine, llvm/test/Transforms/InstCombine, ...);
# DIR/llvm-project/.complete is written last, so an interrupted run starts over. A second
# run only checks (well under a second). The pinned files are Debian's
# llvm-toolchain-22 1:22.1.8-1~deb12u1 (bookworm-security): the upstream tarball and the
# Debian packaging, whose patches are checked not to touch any unpacked file (they do not
# in this version), so the tree is the source the installed libraries were built from.
# Prints the tree's path on stdout; everything else goes to stderr. Exit 1 with a message
# naming the file on a download or checksum failure.
set -euo pipefail

VERSION=22.1.8
DEBVER=22.1.8-1~deb12u1
ORIG=llvm-toolchain-22_${VERSION}.orig.tar.xz
ORIG_SHA=b49b9277aef97616320b2da259e1f8174c65b0ce2fbe2e8629644a97693402fe
DEB=llvm-toolchain-22_${DEBVER}.debian.tar.xz
DEB_SHA=02432d7e8b677c4b6cc6b7685c809b09710e0e1370390c9bebf1c601588f2c43
# Where Debian keeps them: the security pool lists the version; the upstream tarball is
# also (byte-identical, same checksum) in the main pool.
POOLS=(
  http://deb.debian.org/debian-security/pool/updates/main/l/llvm-toolchain-22
  http://deb.debian.org/debian/pool/main/l/llvm-toolchain-22
)
TOP=llvm-toolchain-22_${VERSION}
PARTS=(
  llvm/lib/Transforms/InstCombine
  llvm/lib/Analysis/InstructionSimplify.cpp
  llvm/test/Transforms/InstCombine
  llvm/test/Transforms/InstSimplify
  llvm/utils/update_test_checks.py
  llvm/utils/UpdateTestChecks
  llvm/tools/opt
)

log() { printf 'llvm-source: %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

dir=${1:-${MINOTAUR_LLVM_SRC:-$HOME/.cache/minotaur/llvm-$VERSION}}
tree=$dir/llvm-project
if [[ -f $tree/.complete ]]; then
  printf '%s\n' "$tree"
  exit 0
fi
installed=$(/usr/lib/llvm-22/bin/llvm-config --version 2>/dev/null || echo none)
[[ $installed == "$VERSION" ]] ||
  die "the installed LLVM is $installed; this script pins the source of $VERSION"
mkdir -p "$dir/dl"

fetch() { # fetch FILE SHA256
  local f=$1 sha=$2 got pool
  if [[ -f $dir/dl/$f ]] && [[ $(sha256sum "$dir/dl/$f" | cut -d' ' -f1) == "$sha" ]]; then
    return 0
  fi
  for pool in "${POOLS[@]}"; do
    log "downloading $pool/$f"
    if curl -fsSL --retry 2 -o "$dir/dl/$f.part" "$pool/${f//\~/%7e}"; then
      got=$(sha256sum "$dir/dl/$f.part" | cut -d' ' -f1)
      if [[ $got == "$sha" ]]; then
        mv -f "$dir/dl/$f.part" "$dir/dl/$f"
        return 0
      fi
      log "$f from $pool: sha256 $got, expected $sha; not used"
    fi
  done
  rm -f "$dir/dl/$f.part"
  die "could not download $f with sha256 $sha from any of: ${POOLS[*]}"
}

fetch "$ORIG" "$ORIG_SHA"
fetch "$DEB" "$DEB_SHA"

rm -rf "$tree" "$dir/unpack"
mkdir -p "$dir/unpack"
log "unpacking ${#PARTS[@]} parts of $ORIG"
globs=()
for p in "${PARTS[@]}"; do globs+=("$TOP/$p" "$TOP/$p/*"); done
tar -xJf "$dir/dl/$ORIG" -C "$dir/unpack" --wildcards "${globs[@]}" 2>/dev/null ||
  [[ -d $dir/unpack/$TOP/llvm/lib/Transforms/InstCombine ]] || die "unpacking $ORIG failed"
for p in "${PARTS[@]}"; do
  [[ -e $dir/unpack/$TOP/$p ]] || die "$ORIG has no $p"
done
# Debian's patches must leave the unpacked files alone, else this is not the source the
# installed libraries were built from.
tar -xJf "$dir/dl/$DEB" -C "$dir/unpack" debian/patches
while read -r patch; do
  [[ -z $patch || $patch == \#* ]] && continue
  patch=${patch%% *}
  for p in "${PARTS[@]}"; do
    if grep -qE "^\+\+\+ [^/ ]+/$p(/|[[:space:]]|$)" "$dir/unpack/debian/patches/$patch"; then
      die "Debian patch $patch changes $p; this script does not apply patches"
    fi
  done
done <"$dir/unpack/debian/patches/series"
mv "$dir/unpack/$TOP" "$tree"
rm -rf "$dir/unpack"
printf '%s %s (Debian %s), sha256 %s\n' "$ORIG" "$VERSION" "$DEBVER" "$ORIG_SHA" >"$tree/.complete"
log "LLVM $VERSION source parts in $tree"
printf '%s\n' "$tree"
