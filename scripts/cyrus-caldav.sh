#!/usr/bin/env bash
# Cyrus IMAP's CalDAV server (Debian `cyrus-caldav`) for the Cyrus sync tests (docs/SYNC.md
# "Servers"): installs it, and starts or stops a private instance on 127.0.0.1.
#
#   bash scripts/cyrus-caldav.sh install          apt-get install when missing (root only); exit 0
#                                                 when Cyrus can run here, 1 (saying why) when not
#   bash scripts/cyrus-caldav.sh start DIR PORT   a fresh instance in the empty folder DIR: HTTP
#                                                 (CalDAV under /dav/) on 127.0.0.1:PORT, IMAP on
#                                                 a free 127.0.0.1 port (only to create the user),
#                                                 user alice / "wonder-land 42"; returns once
#                                                 alice's calendar home answers (her calendar
#                                                 "Default", VEVENT and VTODO, made by Cyrus)
#   bash scripts/cyrus-caldav.sh stop DIR         stops it (SIGTERM, SIGKILL after 5 s)
#
# Cyrus' master must start as root (it drops to the user `cyrus`) and logs only to syslog.
set -euo pipefail

bin=/usr/lib/cyrus/bin
packages=(cyrus-imapd cyrus-caldav sasl2-bin curl)

usable() {
  [ -x "$bin/master" ] && [ -x "$bin/httpd" ] && command -v saslpasswd2 >/dev/null && command -v curl >/dev/null \
    && id cyrus >/dev/null 2>&1
}

case "${1:-}" in
install)
  if usable; then echo "cyrus-caldav: Cyrus $(dpkg-query -W -f '${Version}' cyrus-caldav 2>/dev/null || echo '(version unknown)') installed" >&2; exit 0; fi
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "cyrus-caldav: not installed, and installing needs root and apt-get; the Cyrus sync tests are skipped" >&2
    exit 1
  fi
  echo "cyrus-caldav: installing ${packages[*]} (apt-get)" >&2
  export DEBIAN_FRONTEND=noninteractive
  # The package would start the system's Cyrus (IMAP, POP3, HTTP on their usual ports); the
  # tests run private instances only, so services stay off during the install (policy-rc.d
  # exit 101, removed after when we made it).
  policy=/usr/sbin/policy-rc.d
  made_policy=
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && made_policy=1; fi
  trap '[ -z "$made_policy" ] || rm -f "$policy"' EXIT
  if ! apt-get install -y --no-install-recommends "${packages[@]}" >/tmp/cyrus-caldav-apt.log 2>&1; then
    apt-get update >/dev/null 2>&1 || true
    apt-get install -y --no-install-recommends "${packages[@]}" >/tmp/cyrus-caldav-apt.log 2>&1 || true
  fi
  if usable; then echo "cyrus-caldav: installed" >&2; exit 0; fi
  echo "cyrus-caldav: apt-get install ${packages[*]} failed (tail of /tmp/cyrus-caldav-apt.log below); the Cyrus sync tests are skipped" >&2
  tail -5 /tmp/cyrus-caldav-apt.log >&2 || true
  exit 1
  ;;
start)
  dir=${2:?usage: cyrus-caldav.sh start DIR PORT}
  port=${3:?usage: cyrus-caldav.sh start DIR PORT}
  usable || { echo "cyrus-caldav: Cyrus is not installed (bash scripts/cyrus-caldav.sh install)" >&2; exit 69; }
  [ "$(id -u)" = 0 ] || { echo "cyrus-caldav: Cyrus' master must be started as root" >&2; exit 77; }
  imap=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  mkdir -p "$dir"/conf/{db,socket,user,quota,sieve,log,msg,ptclient} "$dir"/{proc,lock,spool,sieve}
  cat >"$dir/imapd.conf" <<EOF
configdirectory: $dir/conf
proc_path: $dir/proc
mboxname_lockpath: $dir/lock
defaultpartition: default
partition-default: $dir/spool
sievedir: $dir/sieve
lmtpsocket: $dir/conf/socket/lmtp
idlesocket: $dir/conf/socket/idle
notifysocket: $dir/conf/socket/notify
httpmodules: caldav
allowplaintext: yes
sasl_pwcheck_method: auxprop
sasl_auxprop_plugin: sasldb
sasl_sasldb_path: $dir/sasldb2
sasl_mech_list: PLAIN
admins: admin
syslog_prefix: recur-cyrus
EOF
  cat >"$dir/cyrus.conf" <<EOF
START {
  recover cmd="ctl_cyrusdb -C $dir/imapd.conf -r"
}
SERVICES {
  imap cmd="imapd -C $dir/imapd.conf" listen="127.0.0.1:$imap" prefork=0 maxchild=5
  http cmd="httpd -C $dir/imapd.conf" listen="127.0.0.1:$port" prefork=1 maxchild=20
}
EVENTS {
}
EOF
  printf '%s' 'wonder-land 42' | saslpasswd2 -p -c -f "$dir/sasldb2" alice
  admin_pw=$(python3 -c 'import secrets; print(secrets.token_hex(12))')
  printf '%s' "$admin_pw" | saslpasswd2 -p -c -f "$dir/sasldb2" admin
  chown -R cyrus:mail "$dir"
  chmod 0755 "$dir"
  "$bin/master" -C "$dir/imapd.conf" -M "$dir/cyrus.conf" -p "$dir/master.pid" -d -L "$dir/master.log" 2>>"$dir/master.log" \
    || { echo "cyrus-caldav: master did not start: $(tail -3 "$dir/master.log")" >&2; exit 69; }
  # alice's mailbox (Cyrus' DAV collections live under it) through IMAP CREATE as the admin.
  created=
  for _ in $(seq 100); do
    if curl -s --max-time 5 -u "admin:$admin_pw" "imap://127.0.0.1:$imap" -X 'CREATE user/alice' >/dev/null 2>&1; then created=1; break; fi
    sleep 0.1
  done
  [ -n "$created" ] || { echo "cyrus-caldav: IMAP CREATE user/alice on 127.0.0.1:$imap failed" >&2; exit 69; }
  # The first PROPFIND of the home provisions alice's calendars (Default, Inbox, Outbox).
  for _ in $(seq 100); do
    code=$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' -u 'alice:wonder-land 42' -X PROPFIND -H 'Depth: 0' \
      "http://127.0.0.1:$port/dav/calendars/user/alice/" || true)
    [ "$code" = 207 ] && exit 0
    sleep 0.1
  done
  echo "cyrus-caldav: alice's calendar home on 127.0.0.1:$port did not answer 207 (last: $code)" >&2
  exit 69
  ;;
stop)
  dir=${2:?usage: cyrus-caldav.sh stop DIR}
  [ -f "$dir/master.pid" ] || exit 0
  pid=$(cat "$dir/master.pid")
  kill "$pid" 2>/dev/null || exit 0
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || exit 0; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
  ;;
*)
  sed -n '2,15p' "$0" >&2
  exit 64
  ;;
esac
