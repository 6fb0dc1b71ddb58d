#!/usr/bin/env bash
# Builds and runs the consumer package (Tests/Consumer): a package that depends on Recur by path
# and uses only its public API, doing each job of the DocC articles and README.md with their
# code as written. It fails when an example is missing from it, no longer compiles or no
# longer returns what the article says. Debug build in its own scratch folder, .build/consumer.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every ```swift block of README.md and of every DocC article (Sources/*/*.docc/**/*.md) must be
# word for word in a source of the consumer package, which is compiled below; the run fails on
# a block found in none. The one exception is code for Apple's UserNotifications, which Linux
# lacks: a block whose first line is the marker below is skipped, by name, and listed.
python3 - <<'PY'
import glob, re, sys
consumer = "Tests/Consumer/Sources/RecurConsumer/"
apple_only = "// Apple platforms only (UserNotifications): not compiled on Linux.\n"
sources = {}
for path in sorted(glob.glob(consumer + "*.swift")):
    text = open(path).read()
    # A block hidden from the compiler would not be checked by it.
    if "/*" in text or "#if" in text:
        sys.exit(path + ": no block comments or #if in consumer sources (examples must compile)")
    sources[path] = text
failures, covered, skipped = [], 0, []
documents = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
for document in documents:
    text = open(document).read()
    blocks = re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)
    # A fence this reading would miss (indented, "```Swift") must not pass unchecked.
    if len(re.findall(r"```\s*swift", text, re.I)) != len(blocks):
        failures.append(f"{document}: a ```swift fence not at the start of a line; examples start at column 1")
    for number, block in enumerate(blocks, 1):
        if block.startswith(apple_only) and "import UserNotifications\n" in block:
            skipped.append(f"{document} block {number}")
        elif any(block in text for text in sources.values()):
            covered += 1
        else:
            failures.append(f"{document} block {number} is in no {consumer}*.swift:\n{block}")
for failure in failures:
    print(failure, file=sys.stderr)
if failures:
    sys.exit(1)
print(f"consumer: {covered} swift blocks of {len(documents)} documents found in {consumer}")
for name in skipped:
    print(f"consumer: skipped (Apple-only UserNotifications): {name}")
PY

# SwiftPM keeps the build plan of a path dependency when only its sources changed, so a file
# added to Recur since the last run is missed ("cannot find ... in scope"); dropping the plan
# makes it re-plan (the compiled modules stay, the build stays incremental).
rm -f .build/consumer/debug.yaml
swift build --package-path Tests/Consumer --scratch-path .build/consumer 2>&1
"$(swift build --package-path Tests/Consumer --scratch-path .build/consumer --show-bin-path)/RecurConsumer" samples
