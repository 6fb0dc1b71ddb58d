#!/usr/bin/env python3
"""Mutation fuzz of every reading `recur` command (SECURITY.md "Fuzzing").

Usage: nice -n 10 python3 scripts/fuzz-cli.py RECUR N SEED [OUTDIR=/tmp/recur-fuzz-cli]
Seeds: Tests/OccurrencesTests/Corpus/*.ics, samples/*, Tests/**/Fixtures/*; mutations:
truncation, deleted/duplicated/swapped lines, bit flips, hostile lines (absurd RRULE parts,
year 0/9999, TZID loops, RSCALE=NONSENSE), deep BEGIN nesting, 1-10 MB lines, NUL bytes,
invalid UTF-8, line-ending chaos; mutated rules for `expand` (both engines) and `describe`.
Each mutant runs through lint, fmt, occurrences, import, plan, snooze, complete (.ics) or
export, overdue, describe, plan, complete (.json), one process at a time, with a 5 s CPU
limit (FUZZ_CPU) and a 1.5 GB address-space limit (FUZZ_MEM_MB). A finding is a signal, an
exit outside 0/1/64/65, a Swift trap message, a hang or over 1 GB resident; each is kept as
OUTDIR/finding-NNN.* with a line in OUTDIR/findings.txt. Deterministic for a seed.
"""
import glob, re, os, random, resource, signal, subprocess, sys, time

RECUR, N, SEED = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
OUT = sys.argv[4] if len(sys.argv) > 4 else "/tmp/recur-fuzz-cli"
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEM = int(os.environ.get("FUZZ_MEM_MB", "1536")) << 20
OK = {0, 1, 64, 65}
os.makedirs(OUT, exist_ok=True)
rng = random.Random(SEED)

def load(patterns):
    files = []
    for p in patterns:
        files += sorted(glob.glob(os.path.join(REPO, p), recursive=True))
    return [(f, open(f, "rb").read()) for f in files if os.path.isfile(f)]

ICS = load(["Tests/OccurrencesTests/Corpus/*.ics", "samples/*.ics", "Tests/**/Fixtures/**/*.ics"])
JSON = load(["samples/*.json", "Tests/**/Fixtures/**/*.json"])

RRULE_WORDS = [
    b"COUNT=999999999", b"COUNT=0", b"COUNT=-1", b"INTERVAL=0", b"INTERVAL=-5", b"INTERVAL=999999999999999999999",
    b"BYSETPOS=-999", b"BYSETPOS=0", b"BYSETPOS=366", b"BYMONTHDAY=0", b"BYMONTHDAY=-32", b"BYMONTHDAY=31",
    b"BYMONTH=13", b"BYMONTH=0", b"BYMONTH=5L", b"BYWEEKNO=53", b"BYWEEKNO=-53", b"BYWEEKNO=0", b"BYYEARDAY=-366",
    b"BYYEARDAY=0", b"BYDAY=53MO", b"BYDAY=-53SU", b"BYDAY=0MO", b"BYDAY=+99FR", b"BYHOUR=24", b"BYMINUTE=60",
    b"BYSECOND=61", b"UNTIL=19000101T000000Z", b"UNTIL=00000101", b"UNTIL=99991231T235959Z", b"UNTIL=20260101",
    b"RSCALE=NONSENSE", b"RSCALE=HEBREW", b"RSCALE=CHINESE", b"RSCALE=ISLAMIC-UMALQURA", b"SKIP=BACKWARD",
    b"SKIP=NONSENSE", b"FREQ=SECONDLY", b"FREQ=MINUTELY", b"FREQ=HOURLY", b"FREQ=YEARLY", b"FREQ=NONSENSE",
    b"WKST=XX", b"BYDAY=MO,MO,MO", b"BYMONTHDAY=" + b",".join(str(i).encode() for i in range(-31, 32) if i),
    b"FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", b"FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
    b"FREQ=MINUTELY;BYYEARDAY=366;BYMONTH=2", b"FREQ=DAILY;BYDAY=1MO", b"BYDAY=" + b"MO," * 5000 + b"TU",
]
DATE_WORDS = [b"00000101T000000Z", b"99991231T235959Z", b"00000229", b"20260230T250000", b"99999999T999999",
              b"-0010101T000000", b"20261301", b"1970", b"20260101T000000Z/P999999999D", b"P999999999W",
              b"-PT9223372036854775807S", b"PT0S", b"20260101T000000/20250101T000000", b"P1Y", b"P"]
LINE_WORDS = [
    b"RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30", b"RRULE:FREQ=MINUTELY;COUNT=999999999",
    b"RRULE:FREQ=DAILY;INTERVAL=0", b"RRULE:RSCALE=NONSENSE;FREQ=MONTHLY", b"RRULE:FREQ=YEARLY;UNTIL=19000101T000000Z",
    b"DTSTART;TZID=Nowhere/Zone:20260101T000000", b"DTSTART:00000101T000000Z", b"DTSTART:99991231T235959Z",
    b"DTSTART;VALUE=DATE:00010101", b"DTSTART;VALUE=DATE:99991231", b"DTSTART:20260101T000000Z",
    b"DUE;VALUE=DATE:00000101", b"DURATION:P999999999D", b"DURATION:-P999999999W", b"DTEND:00000101T000000",
    b"RDATE;VALUE=PERIOD:20260101T000000Z/P999999999D", b"RDATE:" + b",".join([b"20260101T000000Z"] * 20000),
    b"EXDATE:" + b",".join([b"20260101T000000Z"] * 5000), b"EXRULE:FREQ=SECONDLY",
    b"RECURRENCE-ID;RANGE=THISANDFUTURE:20260101T000000Z", b"RECURRENCE-ID:00000101T000000Z",
    b"TRIGGER:-P999999999W", b"TRIGGER;VALUE=DATE-TIME:00000101T000000Z", b"REPEAT:999999999",
    b"REPEAT:-1", b"PERCENT-COMPLETE:999999999999999999999", b"PRIORITY:-2147483649", b"SEQUENCE:99999999999999999999",
    b"TZOFFSETFROM:+9999", b"TZOFFSETTO:-2400", b"TZOFFSETFROM:+235960", b"TZID:Loop/A", b"TZID:",
    b"BEGIN:VTIMEZONE\r\nTZID:Loop/A\r\nBEGIN:STANDARD\r\nDTSTART:16010101T000000\r\nRRULE:FREQ=SECONDLY\r\n"
    b"TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE",
    b"BEGIN:VTIMEZONE\r\nTZID:Loop/A\r\nEND:VTIMEZONE", b"X-WR-TIMEZONE:Loop/A", b"DTSTART;TZID=Loop/A:20260101T090000",
    b"DTSTART;TZID=\"/mozilla.org/20050126_1/Europe/Paris\":20260101T090000", b"DTSTART;TZID=/" * 1000 + b":x",
    b"BEGIN:VEVENT", b"END:VEVENT", b"BEGIN:VTODO", b"END:VTODO", b"BEGIN:VALARM", b"END:VALARM",
    b"BEGIN:VCALENDAR", b"END:VCALENDAR", b"END:", b"BEGIN:", b"UID:", b"UID:" + b"x" * 100000,
    b"SUMMARY:\x00\x00", b"SUMMARY:\xff\xfe\xc0\x80\xed\xa0\x80", b"X-A;X-B=\"unterminated:1", b"A;B=C;D=\"^^^n^'\":x",
    b";:", b":", b"\x00", b" continued", b"\t", b"GEO:91;181", b"ATTACH;ENCODING=BASE64;VALUE=BINARY:!!!!",
    b"RELATED-TO;RELTYPE=PARENT:self", b"COMPLETED:00000101T000000Z", b"CATEGORIES:" + b"," * 100000,
]

def mutate_rrule_value(rule):
    parts = rule.split(b";")
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(5)
        if op == 0:
            parts.insert(rng.randrange(len(parts) + 1), rng.choice(RRULE_WORDS))
        elif op == 1 and parts:
            i = rng.randrange(len(parts)); parts[i] = rng.choice(RRULE_WORDS)
        elif op == 2 and parts:
            del parts[rng.randrange(len(parts))]
        elif op == 3 and parts:   # truncate a value
            i = rng.randrange(len(parts)); parts[i] = parts[i][:rng.randrange(len(parts[i]) + 1)]
        elif op == 4 and parts:   # absurd number
            i = rng.randrange(len(parts))
            if b"=" in parts[i]:
                k = parts[i].split(b"=")[0]
                parts[i] = k + b"=" + rng.choice([b"999999999", b"-999", b"0", b"9223372036854775808", b"-0", b"1e9", b"", b"+"])
    return b";".join(parts)

MAX_MUTANT = 24 << 20

def mutate_ics(data):
    b = data
    for _ in range(rng.randint(1, 6)):
        lines = b.split(b"\n")
        op = rng.randrange(16)
        if op == 0 and b:  # truncate at a random byte
            b = b[:rng.randrange(len(b))]
        elif op == 1 and len(lines) > 1:  # delete a line
            del lines[rng.randrange(len(lines))]; b = b"\n".join(lines)
        elif op == 2:  # duplicate a line (maybe many times)
            i = rng.randrange(len(lines)); lines[i:i] = [lines[i]] * rng.choice([1, 2, 50])
            b = b"\n".join(lines)
        elif op == 3 and len(lines) > 2:  # swap lines
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines)); lines[i], lines[j] = lines[j], lines[i]
            b = b"\n".join(lines)
        elif op == 4 and b:  # flip bytes
            ba = bytearray(b)
            for _ in range(rng.randint(1, 8)):
                i = rng.randrange(len(ba)); ba[i] ^= 1 << rng.randrange(8)
            b = bytes(ba)
        elif op == 5:  # insert a hostile line
            i = rng.randrange(len(lines) + 1); lines.insert(i, rng.choice(LINE_WORDS) + b"\r"); b = b"\n".join(lines)
        elif op == 6:  # mutate an RRULE/EXRULE value
            idx = [i for i, l in enumerate(lines) if l.startswith((b"RRULE", b"EXRULE"))]
            if idx:
                i = rng.choice(idx); name, _, value = lines[i].rstrip(b"\r").partition(b":")
                lines[i] = name + b":" + mutate_rrule_value(value) + b"\r"
            else:
                lines.insert(rng.randrange(len(lines) + 1), b"RRULE:" + mutate_rrule_value(b"FREQ=DAILY") + b"\r")
            b = b"\n".join(lines)
        elif op == 7:  # replace a date value
            idx = [i for i, l in enumerate(lines) if l[:2] in (b"DT", b"DU", b"RD", b"EX", b"RE", b"TR", b"CO")]
            if idx:
                i = rng.choice(idx); name, _, value = lines[i].rstrip(b"\r").partition(b":")
                lines[i] = name + b":" + rng.choice(DATE_WORDS) + b"\r"; b = b"\n".join(lines)
        elif op == 8:  # deep nesting of BEGIN
            n = rng.choice([100, 5000, 100000])
            kind = rng.choice([b"VEVENT", b"VTODO", b"VALARM", b"X-DEEP", b"VCALENDAR", b"VTIMEZONE"])
            i = rng.randrange(len(lines) + 1)
            lines[i:i] = [b"BEGIN:" + kind + b"\r"] * n + ([b"END:" + kind + b"\r"] * n if rng.random() < .5 else [])
            b = b"\n".join(lines)
        elif op == 9:  # a huge line
            size = rng.choice([1 << 20, 10 << 20])
            kind = rng.choice([b"SUMMARY:", b"DESCRIPTION:", b"X-BIG;X=", b"RDATE:", b"RRULE:FREQ=DAILY;BYDAY=", b"", b"ATTACH:"])
            fill = rng.choice([b"a", b"MO,", b"20260101T000000Z,", b"\\n", b"\r\n ", b"\xe2\x82\xac"])
            i = rng.randrange(len(lines) + 1); lines.insert(i, kind + fill * (size // len(fill)) + b"\r")
            b = b"\n".join(lines)
        elif op == 10 and b:  # NUL bytes
            i = rng.randrange(len(b) + 1); b = b[:i] + b"\x00" * rng.choice([1, 3, 1000]) + b[i:]
        elif op == 11 and b:  # invalid UTF-8
            i = rng.randrange(len(b) + 1)
            b = b[:i] + rng.choice([b"\xff", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf"]) + b[i:]
        elif op == 12:  # line-ending chaos
            b = rng.choice([b.replace(b"\r\n", b"\n"), b.replace(b"\r\n", b"\r"), b.replace(b"\n", b"\r\n"),
                            b.replace(b"\r\n", b"\r\n "), b.replace(b":", b":\r\n ", 3)])
        elif op == 13:  # TZID loop / weird zone names
            b = b.replace(b"TZID=", rng.choice([b"TZID=Loop/A;TZID=", b"TZID=\"\";X=", b"TZID=../../../etc/passwd;X=",
                                                 b"TZID=/;X=", b"TZID=Etc/GMT+99;X=", b"TZID=America/New_York;X="]), 1)
        elif op == 14 and b:  # splice a chunk from another seed
            other = rng.choice(ICS)[1]
            if other:
                s = rng.randrange(len(other)); chunk = other[s:s + rng.randint(1, 2000)]
                i = rng.randrange(len(b) + 1); b = b[:i] + chunk + b[i:]
        elif op == 15:  # year 0 / 9999 everywhere
            b = b.replace(b"2026", rng.choice([b"0000", b"9999", b"0001", b"1582"]))
        if len(b) > MAX_MUTANT:  # keep mutants (and this script) small: at most 24 MB
            b = b[:MAX_MUTANT]
    return b

JSON_WORDS = [b"9223372036854775807", b"-1", b"1e308", b"99999999999999999999", b"0.5", b"-0", b"null", b"\"\"",
              b"\"\\u0000\"", b"\"\\ud800\"", b"[]", b"{}", b"true", b"\"FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30\"",
              b"\"0000-01-01T00:00:00Z\"", b"\"9999-12-31T23:59:59Z\"", b"\"hebrew\"", b"\"nonsense\"", b"0"]

def mutate_json(data):
    b = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        pos = rng.randrange(len(b) + 1) if b else 0
        op = rng.randrange(8)
        if op == 0 and b:
            i = rng.randrange(len(b)); b[i] ^= 1 << rng.randrange(8)
        elif op == 1 and b:
            del b[rng.randrange(len(b)):]
        elif op == 2:  # replace a value after ':'
            s = bytes(b); colons = [m.start() for m in re.finditer(rb": ", s)][:10000]
            if colons:
                i = rng.choice(colons) + 2; j = i
                while j < len(s) and s[j] not in b",}\n": j += 1
                b = bytearray(s[:i] + rng.choice(JSON_WORDS) + s[j:])
        elif op == 3:
            n = rng.choice([100, 600, 100000]); b[pos:pos] = rng.choice([b"[" * n, b"{\"a\":" * n])
        elif op == 4:
            b[pos:pos] = rng.choice([b"\xff", b"\x00", b"\xed\xa0\x80", b"\\", b"\""])
        elif op == 5 and b:
            s = rng.randrange(len(b)); chunk = b[s:s + rng.randint(1, 400)]; b[pos:pos] = chunk * rng.randint(1, 4)
        elif op == 6:
            b[pos:pos] = rng.choice(JSON_WORDS)
        elif op == 7 and b:
            del b[pos:pos + rng.randint(1, 64)]
        if len(b) > MAX_MUTANT:
            del b[MAX_MUTANT:]
    return bytes(b)

def limit():
    os.setpriority(os.PRIO_PROCESS, 0, 10)
    resource.setrlimit(resource.RLIMIT_AS, (MEM, MEM))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU, CPU + 1))

TRAPS = [b"Fatal error:", b"Stack dump:", b"Program crashed", b"Swift runtime failure", b"Unexpectedly found nil",
         b"Precondition failed", b"Assertion failed", b"Thread 0 crashed"]
CPU = int(os.environ.get("FUZZ_CPU", "5"))

def run(args, stdin_path=None):
    start = time.monotonic()
    errf = open(os.path.join(OUT, "stderr.tmp"), "w+b")
    p = subprocess.Popen([RECUR] + args, stdin=subprocess.DEVNULL if stdin_path is None else open(stdin_path, "rb"),
                         stdout=subprocess.DEVNULL, stderr=errf, preexec_fn=limit)
    timed_out = False
    while True:
        pid, status, usage = os.wait4(p.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - start > 120:  # wall backstop; the CPU limit is the hang test
            p.kill(); pid, status, usage = os.wait4(p.pid, 0); timed_out = True
            break
        time.sleep(0.003)
    elapsed = time.monotonic() - start
    errf.seek(0); err = errf.read(200000); errf.close()
    rss = usage.ru_maxrss / 1024
    cpu = usage.ru_utime + usage.ru_stime
    if timed_out:
        return "hang (wall > 120 s, cpu %.1f s)" % cpu, err, rss, cpu
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL) and cpu >= CPU:
        return "hang (cpu > %d s)" % CPU, err, rss, cpu
    if os.WIFSIGNALED(status):
        return "signal %d" % os.WTERMSIG(status), err, rss, elapsed
    code = os.WEXITSTATUS(status)
    if code not in OK:
        return "exit %d" % code, err, rss, elapsed
    for t in TRAPS:
        if t in err:
            return "trap text %r" % t, err, rss, elapsed
    return None, err, rss, cpu

NOW = "2026-11-22T12:00:00Z"
def ics_commands(path):
    return [
        ["lint", path], ["lint", "--json", path], ["fmt", path],
        ["occurrences", path, "--from", "2025-01-01T00:00:00Z", "--to", "2028-01-01T00:00:00Z"],
        ["occurrences", path, "--from", "1900-01-01T00:00:00Z", "--to", "2100-01-01T00:00:00Z", rng.choice(["--json", "--ics"])],
        ["import", path], ["import", "--json", path],
        ["plan", path, "--now", NOW, "--json"],
        ["snooze", path, "--alarm", "x", "--minutes", "15", "--now", NOW],
        ["complete", path, "--id", "x", "--at", NOW],
    ]

def json_commands(path):
    return [
        ["export", path, "--dtstamp", NOW], ["overdue", path, "--now", NOW, "--json"], ["describe", path],
        ["plan", path, "--now", NOW, "--activity", path], ["complete", path, "--id", "A0000000-0000-4000-8000-000000000001", "--at", NOW],
    ]

DTSTARTS = ["20260131T090000", "DTSTART;TZID=America/New_York:20260131T090000", "20260131", "20260131T090000Z",
            "00010101T000000Z", "99991231T235959Z", "DTSTART;TZID=Nowhere/X:20260101T000000", "19000101T000000",
            "DTSTART;VALUE=DATE:20260229"]
def expand_commands(rule):
    d = rng.choice(DTSTARTS); eng = rng.choice(["native", "native", "libical"])
    base = ["expand", "--dtstart", d, "--engine", eng]
    return [base + ["--limit", rng.choice(["0", "10", "100000"]), rule],
            base + ["--limit", "0", "--before", "2100-01-01T00:00:00Z", "--utc", "--include-dtstart", rule],
            ["describe", "--dtstart", d, rule]]

findings = []
def record(kind, args, data, ext, err, rss, elapsed):
    n = len(findings)
    name = os.path.join(OUT, "finding-%03d.%s" % (n, ext))
    if data is not None:
        open(name, "wb").write(data)
    line = "%s | %s | rss %.0f MB | cpu %.2f s | %s | %s" % (
        kind, " ".join(a if a != MUT else name for a in args)[:600], rss, elapsed, name if data is not None else "-",
        err[-400:].decode("utf-8", "replace").replace("\n", " / "))
    findings.append(line)
    with open(os.path.join(OUT, "findings.txt"), "a") as f:
        f.write(line + "\n")
    print("FINDING", line[:1000], flush=True)

MUT = os.path.join(OUT, "mutant")
stats = {"inputs": 0, "runs": 0, "maxrss": 0.0, "slowest": (0.0, "")}
RULES = []
for _, data in ICS:
    for l in data.split(b"\n"):
        if l.startswith(b"RRULE:"):
            RULES.append(l[6:].rstrip(b"\r"))
RULES += [b"FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1", b"FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE"]

t0 = time.monotonic()
for it in range(N):
    kind = rng.random()
    if kind < 0.62:
        src, data = rng.choice(ICS); data = mutate_ics(data); ext = "ics"; cmds = ics_commands(MUT + ".ics")
        path = MUT + ".ics"
    elif kind < 0.80:
        src, data = rng.choice(JSON); data = mutate_json(data); ext = "json"; cmds = json_commands(MUT + ".json")
        path = MUT + ".json"
    else:
        rule = mutate_rrule_value(rng.choice(RULES)); src = "rule"; data = None; ext = "rule"
        cmds = expand_commands(rule.decode("utf-8", "replace").replace("\x00", ""))
        path = None
    if path:
        open(path, "wb").write(data)
    stats["inputs"] += 1
    for args in cmds:
        res, err, rss, elapsed = run(args)
        stats["runs"] += 1
        stats["maxrss"] = max(stats["maxrss"], rss)
        if elapsed > stats["slowest"][0]:
            stats["slowest"] = (elapsed, " ".join(args)[:200] + " <- " + os.path.basename(src))
        if res is None and rss > 1024:
            res = "memory %.0f MB" % rss
        if res:
            record(res, args, data if data is not None else " ".join(args).encode(), ext, err, rss, elapsed)
    if it % 25 == 0:
        print("iter %d runs %d findings %d maxrss %.0f MB slowest %.2f s (%s) elapsed %.0f s" % (
            it, stats["runs"], len(findings), stats["maxrss"], stats["slowest"][0], stats["slowest"][1],
            time.monotonic() - t0), flush=True)
print("DONE inputs %d runs %d findings %d maxrss %.0f MB slowest %.2f s (%s) seed %d" % (
    stats["inputs"], stats["runs"], len(findings), stats["maxrss"], stats["slowest"][0], stats["slowest"][1], SEED))
