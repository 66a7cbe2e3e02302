#!/usr/bin/env bash
# Installs what minotaur needs to build and test on Debian 12 (bookworm).
# Idempotent: when everything is present it only checks, and takes about a second.
#
#   LLVM 22 (llvm-22-dev, clang-22, libpolly-22-dev, llvm-22-tools) comes from Debian's
#   bookworm-security suite; libzstd-dev is needed to link LLVM; libz3-dev for the z3
#   crate; sqlite3 is the CLI for inspecting minotaur.db; chromium (headless) renders the
#   report index in its test (tests/it/browser.rs); dpkg-dev (dpkg-source), make, m4,
#   xz-utils and perl build the corpora (the Debian source packages of yaml-cpp and the
#   SPEC stand-ins xz, x264, perl; corpora/spec/build.sh reads object.pm with perl);
#   libgtest-dev links libyuv's unittest (corpora/libyuv/native.sh) and valgrind counts
#   instructions for `minotaur bench speedup`; curl, git and python3 fetch LLVM's source
#   and run its update_test_checks.py for patch mode (scripts/llvm-source.sh); postgresql
#   gives the store's tests initdb/pg_ctl to start a server of their own in a temporary
#   directory (no cluster of the package's own is created or left running). Rust is NOT
#   installed here: cargo comes from rustup (Debian's cargo is too old).
set -euo pipefail

PACKAGES=(
  llvm-22-dev
  clang-22
  clang-format-22
  libpolly-22-dev
  libzstd-dev
  llvm-22-tools
  libz3-dev
  pkg-config
  ca-certificates
  build-essential
  sqlite3
  chromium
  dpkg-dev
  make
  m4
  xz-utils
  perl
  libgtest-dev
  valgrind
  curl
  git
  python3
  postgresql
)

log() { printf 'setup: %s\n' "$*"; }

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]} == 0)); then
  log "all ${#PACKAGES[@]} Debian packages already installed"
else
  log "missing Debian packages: ${missing[*]}"
  SUDO=()
  if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then
      SUDO=(sudo)
    else
      log "ERROR: not root and no sudo; install these by hand: ${missing[*]}" >&2
      exit 1
    fi
  fi
  if [[ " ${missing[*]} " == *" postgresql "* ]]; then
    # The tests start their own server; the package must not create (and start) one.
    "${SUDO[@]}" mkdir -p /etc/postgresql-common/createcluster.d
    echo "create_main_cluster = false" |
      "${SUDO[@]}" tee /etc/postgresql-common/createcluster.d/minotaur.conf >/dev/null
  fi
  log "running apt-get update"
  "${SUDO[@]}" apt-get update -q
  log "installing: ${missing[*]}"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
  log "installed ${#missing[@]} package(s)"
fi

# The LLVM tools the tool and the corpus scripts call by name.
for tool in clang-22 opt-22 llvm-dis-22 llvm-diff-22 llc-22 llvm-mca-22; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    log "ERROR: $tool not on PATH after installing LLVM 22" >&2
    exit 1
  fi
done
if [[ ! -x /usr/lib/llvm-22/bin/llvm-config ]]; then
  log "ERROR: /usr/lib/llvm-22/bin/llvm-config missing (llvm-sys needs it; see .cargo/config.toml)" >&2
  exit 1
fi
log "LLVM $(/usr/lib/llvm-22/bin/llvm-config --version) at /usr/lib/llvm-22"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  log "ERROR: no /usr/lib/postgresql/*/bin/initdb after installing postgresql" >&2
  exit 1
fi

# Patch mode's LLVM source (InstCombine, its tests, update_test_checks.py): the Debian
# source package of the installed LLVM, checksum-pinned, unpacked once into a cache.
bash "$(dirname "${BASH_SOURCE[0]}")/llvm-source.sh" >/dev/null ||
  { log "ERROR: could not fetch LLVM's source (scripts/llvm-source.sh)" >&2; exit 1; }

# Rust: rustup's cargo, on PATH or in ~/.cargo/bin.
if ! command -v cargo >/dev/null 2>&1; then
  if [[ -x "${CARGO_HOME:-$HOME/.cargo}/bin/cargo" ]]; then
    export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
    log "cargo not on PATH; found it in ${CARGO_HOME:-$HOME/.cargo}/bin (add that to PATH)"
  else
    log "ERROR: cargo not found on PATH nor in ${CARGO_HOME:-$HOME/.cargo}/bin." >&2
    log "ERROR: install Rust with rustup (Debian's cargo is too old); do not apt-get install cargo." >&2
    exit 1
  fi
fi
log "$(cargo --version)"
log "done"
