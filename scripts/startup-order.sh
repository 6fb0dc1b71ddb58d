#!/usr/bin/env bash
# Regenerates scripts/startup-order.txt, the order in which the release `recur` is linked: the
# functions one `recur expand` run executes (callgrind, mangled names), placed together at the
# start of the code so that start-up touches a few pages of it instead of ~100 scattered ones
# (docs/ARCHITECTURE.md "Start-up"). Run after code on that path changed; names that no longer
# exist are ignored by the linker (the order only moves code, it never changes what runs).
# Needs valgrind. Usage: bash scripts/startup-order.sh [path/to/release/recur]
set -euo pipefail
cd "$(dirname "$0")/.."
recur="${1:-$(swift build -c release --show-bin-path)/recur}"
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$out" \
  "$recur" expand --utc --limit 1 --dtstart 'DTSTART;TZID=America/New_York:20260131T093000' \
  'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1' >/dev/null 2>&1
# callgrind names a function once as "fn=(id) name" (or cfn=), then by id; "'N" marks recursion.
grep -oE '^c?fn=\([0-9]+\) .+' "$out" | sed -E 's/^c?fn=\([0-9]+\) //; s/'"'"'[0-9]+$//' \
  | grep -v '^0x' | awk '!seen[$0]++' > scripts/startup-order.txt
echo "startup-order: $(wc -l < scripts/startup-order.txt) functions in scripts/startup-order.txt;" \
  "SwiftPM does not track the file: remove $recur and build again to relink" >&2
