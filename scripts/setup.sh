#!/usr/bin/env bash
# Installs what Recur needs on a Debian machine with the Swift toolchain, then builds the tool.
# Idempotent: skips what is already there. Usage: bash scripts/setup.sh [--deps-only]
#   --deps-only  install the system packages only (what `swift test` needs), build nothing
set -euo pipefail
cd "$(dirname "$0")/.."
deps_only=0
[ "${1:-}" = "--deps-only" ] && deps_only=1

need=()
pkg-config --exists libical 2>/dev/null || need+=(libical-dev)
# The release `recur` links libical.a and ICU's static libraries (libical-dev depends on libicu-dev).
dpkg-query -W -f='${Status}' libicu-dev 2>/dev/null | grep -q "ok installed" || need+=(libicu-dev)
[ -f /usr/share/zoneinfo/America/New_York ] || need+=(tzdata)
command -v python3 >/dev/null 2>&1 || need+=(python3 python3-venv)
# recur-sync links FoundationNetworking, which a --static-swift-stdlib build links against libcurl.
pkg-config --exists libcurl 2>/dev/null || need+=(libcurl4-openssl-dev)
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

[ "$deps_only" -eq 1 ] && exit 0

# `recur` is one fully static executable in release builds (Package.swift adds
# -static-executable and libical's static libraries on Linux): no dynamic loader at start
# (docs/ARCHITECTURE.md "Start-up"). recur-sync, which links FoundationNetworking (libcurl), is
# built with a static Swift runtime only; `recur sync` execs it, built beside recur.
echo "setup: building recur (static) and recur-sync (release, static Swift runtime)" >&2
swift build -c release --static-swift-stdlib --product recur >&2
swift build -c release --static-swift-stdlib --product recur-sync >&2
echo "setup: done; the tool is $(swift build -c release --show-bin-path)/recur" >&2
