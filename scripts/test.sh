#!/usr/bin/env bash
# The test command (README): installs what the tests need, runs the libical cross-check over
# Recur's corpus and libical's own corpus files, then the unit, CLI and CalDAV test suites.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --deps-only    # libical-dev, tzdata (apt, when missing)
bash scripts/caldav-servers.sh       # Radicale and Xandikos for the Sync integration tests

# Conformance (docs/CONFORMANCE.md): Recur's corpus, then libical's own corpus files read from
# ../shared; exit 1 (failing the run) on any divergence the catalogue does not explain.
swift build --product recur 2>&1
recur_bin="$(swift build --show-bin-path)/recur"
"$recur_bin" conformance
for corpus in ../shared/corpus/libical/*.txt; do
  [ -e "$corpus" ] || continue
  echo "recur conformance --corpus $corpus"
  "$recur_bin" conformance --corpus "$corpus"
done

# `recur` without libical (package trait LibICalOracle off, Package.swift): it builds, expands,
# and refuses `--engine libical` as a usage error (exit 64).
swift build --disable-default-traits --product recur --scratch-path .build/no-libical 2>&1
plain_bin="$(swift build --disable-default-traits --scratch-path .build/no-libical --show-bin-path)/recur"
[ "$("$plain_bin" expand --limit 1 --dtstart 20260131T090000Z FREQ=MONTHLY)" = "20260131T090000Z" ]
set +e
"$plain_bin" expand --engine libical --limit 1 FREQ=DAILY >/dev/null 2>&1
status=$?
set -e
if [ "$status" -ne 64 ]; then
  echo "recur built without libical: --engine libical exited $status, expected 64" >&2
  exit 1
fi
echo "recur built without libical (--disable-default-traits): expand works, --engine libical exits 64"

# The test suites (XCTest, then Swift Testing); their summaries close the output.
swift test 2>&1
