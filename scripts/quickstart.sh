#!/usr/bin/env bash
# Quick start: install what Recur needs, build `recur` (`swift build -c release`, through
# scripts/setup.sh), and run its main job on samples/:
# check the sample .ics files, describe and export the sample reminders, and plan their
# notifications for a fixed "now" within the iOS budget of 64.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
recur="$(swift build -c release --show-bin-path)/recur"
out="${TMPDIR:-/tmp}/recur-quickstart"
mkdir -p "$out"
now="2026-11-22T12:00:00Z"

run() { printf '\n$ recur %s\n' "$*"; "$recur" "$@"; }

# The broken sample shows diagnostics on purpose; the non-zero exit (65) is expected.
run lint samples/ || true
run describe samples/reminders.json
run export samples/reminders.json -o "$out/reminders.ics"
echo "(wrote $out/reminders.ics)"
run expand --dtstart 'DTSTART;TZID=America/New_York:20260131T090000' --limit 6 \
  'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1'
run plan samples/reminders.json --now "$now" --activity samples/activity.json \
  -o "$out/plan.ics" --json
echo "(wrote $out/plan.ics)"
