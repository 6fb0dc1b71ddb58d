#!/usr/bin/env bash
# The test command (README): installs what the tests need, builds the release `recur` the quick
# start builds, runs the libical cross-check over Recur's corpus and libical's own corpus files,
# then the unit, CLI and CalDAV test suites; the CLI tests run that release binary (RECUR_BIN).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --deps-only    # libical-dev, tzdata (apt, when missing)
bash scripts/caldav-servers.sh       # Radicale and Xandikos for the Sync integration tests
# Cyrus' CalDAV server (apt, as root) for the Cyrus sync suite; when it cannot be installed the
# suite is skipped, and this says so.
bash scripts/cyrus-caldav.sh install || echo "test.sh: Cyrus is not available; the Cyrus sync tests (CyrusTests) are skipped" >&2
bash scripts/occurrences-oracle.sh   # recurring-ical-events for the `recur occurrences` oracle test

# The release build users get (scripts/setup.sh, scripts/quickstart.sh): recur and recur-sync.
swift build -c release 2>&1
recur_bin="$(swift build -c release --show-bin-path)/recur"

# Conformance (docs/CONFORMANCE.md): Recur's corpus, then libical's own corpus files read from
# ../shared; exit 1 (failing the run) on any divergence the catalogue does not explain.
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

# A consumer package (Tests/Consumer) that depends on Recur by path and does each job of the
# DocC articles and README.md "Using the library" with their code; it checks the results.
bash scripts/consumer.sh

# The test suites (XCTest, then Swift Testing); their summaries close the output. The CLI
# suites (Tests/RecurCLITests) run the release binary above, so what ships is what is tested.
RECUR_BIN="$recur_bin" swift test 2>&1
