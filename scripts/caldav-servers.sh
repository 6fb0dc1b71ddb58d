#!/usr/bin/env bash
# Installs the CalDAV servers the Sync integration tests run against (RFC 4791 servers from
# PyPI): Radicale and Xandikos, into the virtualenv .venv-caldav/ at the package root.
# Idempotent; usage: bash scripts/caldav-servers.sh. Radicale also serves the HTTPS tests. Tests find the servers at
# .venv-caldav/bin/radicale and .venv-caldav/bin/xandikos.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv-caldav
if [ ! -x "$venv/bin/python" ]; then
  echo "caldav-servers: creating $venv" >&2
  python3 -m venv "$venv"
fi
have() { "$venv/bin/python" -c "import $1" >/dev/null 2>&1; }
if ! have radicale; then
  echo "caldav-servers: installing radicale" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'radicale>=3.1,<4'
fi
if ! have xandikos; then
  echo "caldav-servers: installing xandikos" >&2
  # Xandikos is the second implementation; Sync tests use it when it installs.
  "$venv/bin/pip" install --quiet --disable-pip-version-check xandikos \
    || echo "caldav-servers: xandikos did not install; its tests will fail under CI" >&2
fi
if ! have caldav; then
  echo "caldav-servers: installing caldav (the second client of the two-client tests)" >&2
  # python caldav acts as another CalDAV client (docs/SYNC.md "Beside other clients").
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'caldav>=1.3,<3' \
    || echo "caldav-servers: caldav did not install; the two-client tests will fail under CI" >&2
fi
# The HTTPS tests (docs/SYNC.md "HTTPS") make certificates with openssl and run the trusted
# case in a private mount namespace with unshare (util-linux).
for tool in openssl unshare; do
  command -v "$tool" >/dev/null || echo "caldav-servers: $tool missing; the HTTPS sync tests need it and will fail" >&2
done
echo "caldav-servers: $("$venv/bin/python" -c 'import radicale; print("radicale", radicale.VERSION)' 2>/dev/null || echo 'radicale missing')" >&2
