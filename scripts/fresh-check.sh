#!/usr/bin/env bash
# Checks the two README commands on a fresh Debian 12: a debootstrap'd bookworm chroot
# (stock apt sources, no LLVM or Z3 installed), the host's rustup toolchain copied in,
# an empty cargo registry, and a clean clone of this repository's HEAD. Runs command (1)
# `bash scripts/setup.sh && bash scripts/sample.sh` and then command (2)
# `bash scripts/test.sh`, and prints each one's exit code and time. Needs root and
# `debootstrap` on the host; takes 15-25 minutes on 2 cores.
#
#   bash scripts/fresh-check.sh [ROOT]     # ROOT default /var/tmp/fresh; reused if present
#
# Delete ROOT to check package installation again from nothing. If the host reaches the
# network through a TLS proxy, its CA certificates (/usr/local/share/ca-certificates)
# are copied into the chroot: that is the host's business, not the project's.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
root=${1:-/var/tmp/fresh}
logs=${LOGS:-/tmp}

if [[ ! -x $root/bin/bash ]]; then
  command -v debootstrap >/dev/null || { echo "fresh-check: install debootstrap first" >&2; exit 1; }
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
  cat >"$root/etc/apt/sources.list" <<'EOF'
deb http://deb.debian.org/debian bookworm main
deb http://deb.debian.org/debian bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
fi
for m in proc sys dev dev/pts; do
  mkdir -p "$root/$m"
  mountpoint -q "$root/$m" || mount --bind "/$m" "$root/$m"
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" sh -c 'command -v update-ca-certificates >/dev/null && update-ca-certificates >/dev/null || true'
fi
# The toolchain from rustup (copied once), without the registry: crates come afresh.
if [[ ! -d $root/root/.rustup/toolchains ]]; then
  mkdir -p "$root/root/.cargo" "$root/root/.rustup"
  cp -a "${CARGO_HOME:-$HOME/.cargo}/bin" "$root/root/.cargo/"
  cp -a "${RUSTUP_HOME:-$HOME/.rustup}/settings.toml" "${RUSTUP_HOME:-$HOME/.rustup}/toolchains" "$root/root/.rustup/"
fi
rm -rf "$root/root/minotaur" "$root/root/.cargo/registry" "$root/root/.cargo/git"
git clone -q "$repo" "$root/root/minotaur"

run() { # run NAME COMMAND: in the chroot, with a clean environment
  chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb \
    PATH=/root/.cargo/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    bash -c "cd /root/minotaur && s=\$(date +%s); $2; echo \"$1 rc=\$? \$(( \$(date +%s)-s )) s\"" \
    >"$logs/fresh-$1.log" 2>&1 || true
  tail -1 "$logs/fresh-$1.log"
}
echo "fresh-check: $(git -C "$repo" rev-parse --short HEAD) in $root, logs in $logs/fresh-cmd{1,2}.log"
run cmd1 'bash scripts/setup.sh && bash scripts/sample.sh'
run cmd2 'bash scripts/test.sh'
