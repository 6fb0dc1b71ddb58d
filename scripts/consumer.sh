#!/usr/bin/env bash
# Builds and runs the consumer package (Tests/Consumer): a package that depends on Recur by path
# and uses only its public API, doing each job of the DocC articles and README.md "Using the
# library" with their code as written. It fails when an example no longer compiles or no longer
# returns what the article says. Debug build in its own scratch folder, .build/consumer.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Tests/Consumer --scratch-path .build/consumer 2>&1
"$(swift build --package-path Tests/Consumer --scratch-path .build/consumer --show-bin-path)/RecurConsumer" samples
