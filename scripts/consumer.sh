#!/usr/bin/env bash
# Builds and runs the consumer package (Tests/Consumer): a package that depends on Recur by path
# and uses only its public API, doing each job of the DocC articles and README.md "Using the
# library" with their code as written. It fails when an example no longer compiles or no longer
# returns what the article says. Debug build in its own scratch folder, .build/consumer.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each ```swift block of README.md "Using the library" must be word for word in Readme.swift,
# and each block of a DocC article that names a consumer file must be word for word in that file.
python3 - <<'PY'
import glob, re, sys
consumer = "Tests/Consumer/Sources/RecurConsumer/"
def blocks(text):
    return re.findall(r"```swift\n(.*?)```", text, re.S)
failures = []
readme = open("README.md").read()
section = readme.split("## Using the library", 1)[1].split("\n## ", 1)[0]
for block in blocks(section):
    if block not in open(consumer + "Readme.swift").read():
        failures.append("README.md block not in " + consumer + "Readme.swift:\n" + block)
for article in sorted(glob.glob("Sources/*/*.docc/*.md")):
    text = open(article).read()
    names = re.findall(re.escape(consumer) + r"(\w+\.swift)", text)
    for name in names:
        source = open(consumer + name).read()
        for block in blocks(text):
            if block not in source:
                failures.append(article + " block not in " + consumer + name + ":\n" + block)
for failure in failures:
    print(failure, file=sys.stderr)
if failures:
    sys.exit(1)
print("consumer: README.md and article examples match Tests/Consumer sources")
PY

# SwiftPM keeps the build plan of a path dependency when only its sources changed, so a file
# added to Recur since the last run is missed ("cannot find ... in scope"); dropping the plan
# makes it re-plan (the compiled modules stay, the build stays incremental).
rm -f .build/consumer/debug.yaml
swift build --package-path Tests/Consumer --scratch-path .build/consumer 2>&1
"$(swift build --package-path Tests/Consumer --scratch-path .build/consumer --show-bin-path)/RecurConsumer" samples
