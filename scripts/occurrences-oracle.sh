#!/usr/bin/env bash
# Installs recurring-ical-events (PyPI, with icalendar) into the virtualenv .venv-occurrences/ at
# the package root, for the differential test of `recur occurrences`
# (Tests/RecurCLITests/OccurrencesOracleTests.swift, which skips when the venv is missing).
# Idempotent; usage: bash scripts/occurrences-oracle.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv-occurrences
if [ ! -x "$venv/bin/python" ]; then
  echo "occurrences-oracle: creating $venv" >&2
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import recurring_ical_events" >/dev/null 2>&1; then
  echo "occurrences-oracle: installing recurring-ical-events" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'recurring-ical-events>=3,<4'
fi
echo "occurrences-oracle: $("$venv/bin/python" -c 'import recurring_ical_events as r, icalendar as i; print("recurring-ical-events", r.__version__ if hasattr(r, "__version__") else "?", "icalendar", i.__version__)')" >&2
