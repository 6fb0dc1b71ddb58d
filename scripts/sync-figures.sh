#!/usr/bin/env bash
# Requests and seconds of `recur sync` on a large collection (docs/SYNC.md "Figures"):
# writes N VTODOs (default 10000) straight into a Radicale 3 storage folder, starts Radicale
# from .venv-caldav on a free 127.0.0.1 port, then times a first sync into an empty store
# (everything pulled), an idle sync, and a second idle sync, counting the requests Radicale
# logs. Not a test (no timing is asserted); run by hand: bash scripts/sync-figures.sh [N] [BINARY]
# RECUR_FIGURES_WRAP and RECUR_FIGURES_SERVER_WRAP prefix the recur-sync and the Radicale
# command, e.g. RECUR_FIGURES_SERVER_WRAP="strace -c -f -o radicale.strace" (docs/SYNC.md).
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000}
binary=${2:-.build/debug/recur-sync}
[ -x .venv-caldav/bin/radicale ] || { echo "sync-figures: run bash scripts/caldav-servers.sh first" >&2; exit 69; }
[ -x "$binary" ] || { echo "sync-figures: $binary missing: swift build --product recur-sync" >&2; exit 69; }
dir=$(mktemp -d /tmp/recur-sync-figures.XXXXXX)
trap 'kill -INT "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
port=$(.venv-caldav/bin/python -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
folder="$dir/collections/collection-root/alice/big"
mkdir -p "$folder"
echo 'alice:figures' > "$dir/users"
printf '{"C:supported-calendar-component-set": "VTODO", "D:displayname": "big", "tag": "VCALENDAR"}' > "$folder/.Radicale.props"
.venv-caldav/bin/python - "$folder" "$count" <<'PY'
import sys
folder, count = sys.argv[1], int(sys.argv[2])
for n in range(count):
    uid = "F0000000-0000-4000-8000-%012d" % n
    rule = "RRULE:FREQ=WEEKLY\r\n" if n % 3 == 0 else ""
    with open("%s/%s.ics" % (folder, uid), "w", newline="") as f:
        f.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//figures//EN\r\nBEGIN:VTODO\r\nUID:%s\r\n"
                "DTSTAMP:20260101T000000Z\r\nSUMMARY:Figure task %d\r\nDUE:20261201T090000Z\r\n%s"
                "STATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n" % (uid, n, rule))
PY
cat > "$dir/config" <<CONF
[server]
hosts = 127.0.0.1:$port
[auth]
type = htpasswd
htpasswd_filename = $dir/users
htpasswd_encryption = plain
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = $dir/collections
[web]
type = none
[logging]
level = info
CONF
${RECUR_FIGURES_SERVER_WRAP:-} .venv-caldav/bin/radicale --config "$dir/config" > "$dir/log" 2>&1 &
pid=$!
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.2; done
echo '{"reminders": []}' > "$dir/tasks.json"
export RECUR_FIGURES_PW=figures
run() {
  local before after
  before=$(grep -c "request for" "$dir/log" || true)
  /usr/bin/time -f "%e %U %S %M" -o "$dir/time" ${RECUR_FIGURES_WRAP:-} "$binary" sync "$dir/tasks.json" --url "http://127.0.0.1:$port/alice/big/" \
    --user alice --password-env RECUR_FIGURES_PW --timeout 600 >"$dir/stdout" 2>"$dir/stderr" || {
    echo "  $1: recur sync failed: $(tail -3 "$dir/stderr")"; tail -1 "$dir/time"; }
  after=$(grep -c "request for" "$dir/log" || true)
  read -r wall user sys rss < <(tail -1 "$dir/time")
  printf '  %s: %s\n    %d requests (%s), %s s wall, recur-sync %s s user %s s sys, %s KB max RSS\n' "$1" "$(cat "$dir/stdout")" \
    $((after - before)) "$(grep -o '[A-Z]* request for' "$dir/log" | tail -n +$((before + 1)) | sort | uniq -c | awk '{printf "%s%s %s", sep, $1, $2; sep=", "}')" \
    "$wall" "$user" "$sys" "$rss"
}
echo "sync-figures: $count VTODOs on Radicale $(.venv-caldav/bin/python -c 'import radicale; print(radicale.VERSION)'), $binary"
run "first sync (empty store, all pulled)"
run "idle sync"
run "idle sync again"
