#!/usr/bin/env bash
# Regenerates scripts/startup-order.txt, the order in which the release `recur` is linked: the
# functions one `recur expand` run executes (callgrind, mangled names; names several objects
# define locally are left out), then the data it reads
# or writes (lackey's memory trace mapped to symbols), placed together at the start of their
# sections so that start-up touches a few pages instead of ~100 scattered ones
# (docs/ARCHITECTURE.md "Start-up"). Valgrind's CPU picks glibc's AVX2 string functions and the
# Intel cache-size probe; the EVEX/AVX-512 variants and the AMD probe a real machine may pick are
# listed next to them. Run after code on that path changed; names that no longer exist are
# ignored by the linker (the order only moves code and data, it never changes what runs).
# Needs valgrind and python3. Usage: bash scripts/startup-order.sh [path/to/release/recur]
set -euo pipefail
cd "$(dirname "$0")/.."
recur="${1:-$(swift build -c release --show-bin-path)/recur}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
args=(expand --utc --limit 1 --dtstart 'DTSTART;TZID=America/New_York:20260131T093000'
  'FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1')
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg" "$recur" "${args[@]}" >/dev/null 2>&1
valgrind --tool=lackey --trace-mem=yes --log-file="$work/mem" "$recur" "${args[@]}" >/dev/null 2>&1
# callgrind names a function once as "fn=(id) name" (or cfn=), then by id; "'N" marks recursion.
grep -oE '^c?fn=\([0-9]+\) .+' "$work/cg" | sed -E 's/^c?fn=\([0-9]+\) //; s/'"'"'[0-9]+$//' \
  | grep -v '^0x' | awk '!seen[$0]++' > "$work/functions"
nm -S -n --defined-only "$recur" > "$work/nm"
readelf -SW "$recur" > "$work/sections"
python3 - "$work" > scripts/startup-order.txt <<'PY'
import bisect, re, sys
work = sys.argv[1]
functions = [l.rstrip("\n") for l in open(f"{work}/functions") if l.strip()]
symbols, names, copies = [], set(), {}
for line in open(f"{work}/nm"):
    p = line.split()
    if len(p) == 4: symbols.append((int(p[0], 16), int(p[1], 16), p[2], p[3]))
    elif len(p) == 3: symbols.append((int(p[0], 16), 0, p[1], p[2]))
    names.add(p[-1])
    copies[p[-1]] = copies.get(p[-1], 0) + 1
# A name several objects define locally (a specialization each module keeps its own copy of)
# would move every copy's whole section, which for Swift objects is the module's whole .text:
# such names are left out (the copy that runs usually sits in a section other names move).
functions = [f for f in functions if copies.get(f, 0) <= 1]
# The variants a real CPU may pick instead of the ones valgrind's CPU picks.
variants = [("_avx2_movbe", "_evex_movbe"), ("_avx2_unaligned_erms", "_avx512_unaligned_erms"),
            ("_avx2_unaligned_erms", "_evex_unaligned_erms"), ("_avx_unaligned_erms", "_avx512_unaligned_erms"),
            ("_avx_unaligned_erms", "_evex_unaligned_erms"), ("_avx2", "_evex"), ("handle_intel", "handle_amd")]
listed = set(functions)
extra = []
for f in functions:
    for a, b in variants:
        v = f.replace(a, b)
        if a in f and v in names and v not in listed:
            listed.add(v); extra.append(v)
# Data: every load, store or modify the trace shows in a data section, by the symbol holding it.
data_sections = []
for line in open(f"{work}/sections"):
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
    if m and m.group(1) in (".data", ".bss", ".rodata", ".data.rel.ro", ".tdata", ".tbss"):
        data_sections.append((int(m.group(2), 16), int(m.group(2), 16) + int(m.group(3), 16)))
data_symbols = sorted((s for s in symbols if s[2] in "bBdDrRvV"), key=lambda s: s[0])
starts = [s[0] for s in data_symbols]
data, seen = [], set()
for line in open(f"{work}/mem"):
    if not line.startswith(" "): continue  # " L", " S", " M" records; "I" is an instruction
    p = line.split()
    if len(p) < 2 or p[0] not in ("L", "S", "M"): continue
    a = int(p[1].split(",")[0], 16)
    if not any(lo <= a < hi for lo, hi in data_sections): continue
    i = bisect.bisect_right(starts, a) - 1
    if i < 0: continue
    name = data_symbols[i][3]
    if name not in seen and name not in listed and copies.get(name, 0) <= 1:
        seen.add(name); data.append(name)
print("\n".join(functions + extra + data))
PY
echo "startup-order: $(wc -l < scripts/startup-order.txt) symbols in scripts/startup-order.txt;" \
  "SwiftPM does not track the file: remove $recur and build again to relink" >&2
