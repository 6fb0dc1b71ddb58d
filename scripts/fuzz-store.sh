#!/usr/bin/env bash
# A bounded mutation fuzz of `recur import`, `export` and `plan` (SECURITY.md
# "Fuzzing"): reminders stores and .ics files from samples/ are mutated (bit flips, inserted
# and deleted bytes, spliced lines, control characters, huge numbers, deep nesting, truncation)
# and each command is run on each mutant. A run fails the fuzz when it dies of a signal, takes
# longer than 10 s, uses more than 1 GB, or exits with a status other than 0, 1, 64 or 65.
# Usage: bash scripts/fuzz-store.sh [SECONDS=60] [SEED=1]; needs python3 and a built `recur`
# (RECUR=path, default: the debug build).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_BUDGET="${1:-60}"
SEED="${2:-1}"
RECUR="${RECUR:-$(swift build --show-bin-path)/recur}"
exec python3 - "$RECUR" "$SECONDS_BUDGET" "$SEED" <<'PY'
import os, random, signal, subprocess, sys, tempfile, time

recur, budget, seed = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
seeds = {
    "json": [open("samples/reminders.json", "rb").read()],
    "ics": [open(os.path.join("samples", f), "rb").read() for f in sorted(os.listdir("samples")) if f.endswith(".ics")],
}
fixtures = "Tests/RemindersTests/Fixtures"
if os.path.isdir(fixtures):
    seeds["ics"] += [open(os.path.join(fixtures, f), "rb").read() for f in sorted(os.listdir(fixtures))]

def mutate(data):
    b = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        op = rng.randrange(10)
        pos = rng.randrange(len(b) + 1) if b else 0
        if op == 0 and b:                      # flip a bit
            i = rng.randrange(len(b)); b[i] ^= 1 << rng.randrange(8)
        elif op == 1:                          # insert random bytes
            b[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        elif op == 2 and b:                    # delete a run
            del b[pos:pos + rng.randint(1, 64)]
        elif op == 3 and b:                    # duplicate a chunk elsewhere
            s = rng.randrange(len(b)); chunk = b[s:s + rng.randint(1, 400)]
            b[pos:pos] = chunk * rng.randint(1, 4)
        elif op == 4:                          # control characters
            b[pos:pos] = bytes([rng.choice([0, 7, 8, 11, 13, 27, 127, 10])]) * rng.randint(1, 3)
        elif op == 5:                          # huge or odd numbers
            b[pos:pos] = rng.choice([b"9223372036854775807", b"-1", b"1e308", b"99999999999999999999", b"0.5", b"-0"])
        elif op == 6:                          # deep nesting
            n = rng.randint(10, 2000)
            b[pos:pos] = rng.choice([b"[" * n, b"{\"a\":" * n, b"BEGIN:VTODO\r\n" * n])
        elif op == 7 and b:                    # truncate
            del b[rng.randrange(len(b)):]
        elif op == 8:                          # interesting iCalendar / JSON words
            b[pos:pos] = rng.choice([b"RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30\r\n", b"\\u0000", b"\\ud800",
                                     b"DTSTART;TZID=Nowhere/Zone:20260101T000000\r\n", b"\"frequency\": \"hourly\"",
                                     b"\r\n ", b"\xff\xfe", b"\"interval\": 0", b"COUNT=2147483648"])
        elif op == 9 and b:                    # swap two lines
            lines = bytes(b).split(b"\n")
            if len(lines) > 2:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
                b = bytearray(b"\n".join(lines))
    return bytes(b)

def run(args, path):
    start = time.monotonic()
    p = subprocess.Popen([recur] + args + [path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - start > 10:
            p.kill(); os.wait4(p.pid, 0)
            return "hang (over 10 s)", 0
        time.sleep(0.005)
    rss_mb = usage.ru_maxrss / 1024
    if os.WIFSIGNALED(status):
        return "signal %d" % os.WTERMSIG(status), rss_mb
    code = os.WEXITSTATUS(status)
    if code not in (0, 1, 64, 65):
        return "exit %d" % code, rss_mb
    if rss_mb > 1024:
        return "memory %.0f MB" % rss_mb, rss_mb
    return None, rss_mb

commands = {
    "json": [["import"], ["export", "--now", "20261122T120000Z"], ["plan", "--now", "20261122T120000Z"],
             ["describe"], ["overdue", "--now", "2026-11-22T12:00:00Z"]],
    "ics": [["import"], ["plan", "--now", "20261122T120000Z"], ["lint"], ["fmt"]],
}
work = tempfile.mkdtemp(prefix="recur-fuzz-")
began = time.monotonic()
executions, failures, peak = 0, [], 0.0
while time.monotonic() - began < budget:
    kind = rng.choice(["json", "ics"])
    data = mutate(rng.choice(seeds[kind]))
    path = os.path.join(work, "input." + kind)
    with open(path, "wb") as f:
        f.write(data)
    for args in commands[kind]:
        problem, rss = run(args, path)
        executions += 1
        peak = max(peak, rss)
        if problem:
            keep = os.path.join(work, "failure-%d.%s" % (len(failures), kind))
            os.rename(path, keep)
            failures.append((problem, args, keep))
            with open(path, "wb") as f:
                f.write(data)
elapsed = time.monotonic() - began
print("fuzz-store: %d executions in %.1f s (seed %d), peak RSS %.0f MB, %d failures"
      % (executions, elapsed, seed, peak, len(failures)))
for problem, args, keep in failures[:20]:
    print("  %s: recur %s %s" % (problem, " ".join(args), keep))
sys.exit(1 if failures else 0)
PY
