#!/usr/bin/env bash
# The test command (README): the unit and CLI test suites, then the conformance runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --parallel --num-workers 2 2>&1
