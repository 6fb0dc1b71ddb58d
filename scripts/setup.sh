#!/usr/bin/env bash
# Installs what Recur needs on a Debian machine with the Swift toolchain, then builds the tool.
# Idempotent: skips what is already there.
# Usage: bash scripts/setup.sh [--deps-only | --static]
#   (none)       `swift build -c release`: recur and recur-sync in $(swift build -c release
#                --show-bin-path), linked against the system's Swift runtime and libical
#   --deps-only  install the system packages only (what `swift build` and `swift test` need)
#   --static     a self-contained recur: one fully static executable (glibc, the Swift runtime,
#                libical and ICU linked in), with recur-sync beside it (static Swift runtime),
#                in $(swift build -c release --scratch-path .build/static --show-bin-path)
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-}"
case "$mode" in
  ""|--deps-only|--static) ;;
  *) echo "usage: bash scripts/setup.sh [--deps-only | --static]" >&2; exit 64 ;;
esac

need=()
pkg-config --exists libical 2>/dev/null || need+=(libical-dev)
[ -f /usr/share/zoneinfo/America/New_York ] || need+=(tzdata)
command -v python3 >/dev/null 2>&1 || need+=(python3 python3-venv)
if [ "$mode" = "--static" ]; then
  # The static recur links libical.a and ICU's static libraries (from libicu-dev); recur-sync
  # links FoundationNetworking, which a --static-swift-stdlib build links against libcurl.
  dpkg-query -W -f='${Status}' libicu-dev 2>/dev/null | grep -q "ok installed" || need+=(libicu-dev)
  pkg-config --exists libcurl 2>/dev/null || need+=(libcurl4-openssl-dev)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi

case "$mode" in
  --deps-only)
    exit 0 ;;
  --static)
    # Flags on the command line, not in Package.swift: a manifest with unsafeFlags cannot be
    # depended on. Scratch paths of their own keep the plain release build untouched, and one
    # for each binary (their compile flags differ) keeps a re-run incremental. `recur sync`
    # execs the recur-sync beside recur, so it is copied there.
    echo "setup: building recur (fully static) and recur-sync (static Swift runtime)" >&2
    swift build -c release --scratch-path .build/static --static-swift-stdlib --product recur \
      -Xswiftc -static-executable \
      -Xlinker -lical -Xlinker -licui18n -Xlinker -licuuc -Xlinker -licudata \
      -Xlinker -lstdc++ -Xlinker -lm >&2
    swift build -c release --scratch-path .build/static-sync --static-swift-stdlib --product recur-sync >&2
    bin="$(swift build -c release --scratch-path .build/static --show-bin-path)"
    cp "$(swift build -c release --scratch-path .build/static-sync --show-bin-path)/recur-sync" "$bin/recur-sync"
    echo "setup: done; the tool is $bin/recur (recur-sync beside it)" >&2
    ;;
  *)
    echo "setup: building recur and recur-sync (swift build -c release)" >&2
    swift build -c release >&2
    echo "setup: done; the tool is $(swift build -c release --show-bin-path)/recur" >&2
    ;;
esac
