#!/bin/sh
# Builds the ICalendar fuzz target with libFuzzer and runs it for N seconds (default 600).
# Usage: Fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
# Corpus: fuzz-out/corpus (grows), seeded from samples/*.ics and Fuzz/seeds/*; crashes land in fuzz-out/.
set -eu
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-600}"
[ $# -gt 0 ] && shift
OUT=fuzz-out
mkdir -p "$OUT/corpus"
for f in samples/*.ics Fuzz/seeds/*; do
  [ -f "$f" ] && cp "$f" "$OUT/corpus/seed-$(basename "$f")"
done
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name ICalendarFuzz \
  Fuzz/FuzzICalendar.swift $(find Sources/ICalendar -name '*.swift' | sort) \
  -o "$OUT/fuzz-icalendar"
exec "$OUT/fuzz-icalendar" "$OUT/corpus" -max_total_time="$SECONDS_TO_RUN" -timeout=10 \
  -rss_limit_mb=2048 -max_len=4096 -artifact_prefix="$OUT/" -print_final_stats=1 "$@"
