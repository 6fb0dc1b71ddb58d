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

# The test suites (XCTest, then Swift Testing); their summaries close the output.
swift test 2>&1
