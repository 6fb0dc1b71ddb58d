#!/usr/bin/env python3
"""A CalDAV server written to attack the client, for Recur's sync tests (docs/SYNC.md "Security").

Started by Tests/CalDAVTestServers/HostileServer.swift with the test virtualenv's Python:

    hostile-caldav.py SCENARIO --port P --foreign-port F --log FILE [--lifetime S] [--max-requests N]

It listens on 127.0.0.1 only, on two ports: P (the origin the test names in --url) and F (a
"foreign" origin that discovery may be lured to). Every request is logged to FILE as one JSON
line {"port", "method", "path", "auth", "body"} before it is answered, so a test can prove what
was (not) sent where. It exits after S seconds (default 60) or N requests (default 400),
whichever comes first, so a failing test cannot leave it running.

The collection is /cal/ (a VTODO calendar, no sync-token: the client lists it with
calendar-query). Scenarios:

  foreign-home      / names principal /p/, whose calendar-home-set is on port F
  foreign-calendar  the home /home/ is on P, but its VTODO calendar's href is on port F
  outside-hrefs     /cal/ lists and returns members outside itself (/etc/passwd, ../, port F)
  echo              every request is answered 500 with the Authorization it carried, decoded
  gzip-bomb         PROPFIND answers 207 with a gzip body decoding to 256 MiB
  endless           PROPFIND answers 207 with a body that never ends (close-delimited)
  huge              PROPFIND answers 207 with Content-Length 500,000,000 and streams zeros
  trickle           PROPFIND answers a valid 207 one byte a second
  entity            PROPFIND answers 207 with a DTD entity referenced 2.2 MB worth of times
  amp               PROPFIND answers 207 whose displayname is 2.2 MB of &amp; (no DTD): valid
  many              PROPFIND answers 207 with 999,000 empty elements (6 MB, under the limits)
"""

import argparse
import base64
import json
import os
import re
import socketserver
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler

MULTISTATUS_OPEN = '<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'
CALENDAR_PROPS = (
    '<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>'
    '<c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>'
)


def response(href, props, status="HTTP/1.1 200 OK"):
    return (f"<d:response><d:href>{href}</d:href><d:propstat><d:prop>{props}</d:prop>"
            f"<d:status>{status}</d:status></d:propstat></d:response>")


def multistatus(*responses):
    return (MULTISTATUS_OPEN + "".join(responses) + "</d:multistatus>").encode()


def vtodo(uid, summary):
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\nBEGIN:VTODO\r\n"
            f"UID:{uid}\r\nDTSTAMP:20200101T000000Z\r\nSUMMARY:{summary}\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")


class State:
    def __init__(self, args):
        self.args = args
        self.lock = threading.Lock()
        self.count = 0
        self.log = open(args.log, "a", buffering=1)

    def record(self, port, method, path, auth, body):
        with self.lock:
            self.count += 1
            entry = {"port": port, "method": method, "path": path, "auth": auth,
                     "body": body.decode("utf-8", "replace")[:4000]}
            self.log.write(json.dumps(entry) + "\n")
            if self.count >= self.args.max_requests:
                threading.Timer(0.5, lambda: os._exit(0)).start()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # quiet
        pass

    def handle_one_request(self):
        try:
            super().handle_one_request()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def __getattr__(self, name):
        if name.startswith("do_"):
            return self.dispatch
        raise AttributeError(name)

    def send(self, status, body=b"", headers=None):
        self.send_response(status)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def dispatch(self):
        state = self.server.state
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(min(length, 1 << 20)) if length else b""
        port = self.server.server_address[1]
        state.record(port, self.command, self.path, "Authorization" in self.headers, body)
        scenario = state.args.scenario
        if port == state.args.foreign_port:
            # The foreign origin: it would gladly take everything; the test checks it got nothing.
            return self.send(207, multistatus(response(self.path, CALENDAR_PROPS)))
        getattr(self, "scenario_" + scenario.replace("-", "_"))(body)

    # -- discovery ---------------------------------------------------------------------------

    def foreign(self, path):
        return f"http://127.0.0.1:{self.server.state.args.foreign_port}{path}"

    def scenario_foreign_home(self, body):
        if self.path in ("/", "/.well-known/caldav"):
            props = '<d:resourcetype><d:collection/></d:resourcetype><d:current-user-principal><d:href>/p/</d:href></d:current-user-principal>'
            return self.send(207, multistatus(response(self.path, props)))
        if self.path == "/p/":
            props = f'<d:resourcetype><d:collection/></d:resourcetype><c:calendar-home-set><d:href>{self.foreign("/home/")}</d:href></c:calendar-home-set>'
            return self.send(207, multistatus(response("/p/", props)))
        self.send(404)

    def scenario_foreign_calendar(self, body):
        if self.path == "/":
            props = '<d:resourcetype><d:collection/></d:resourcetype><c:calendar-home-set><d:href>/home/</d:href></c:calendar-home-set>'
            return self.send(207, multistatus(response("/", props)))
        if self.path == "/home/":
            return self.send(207, multistatus(
                response("/home/", "<d:resourcetype><d:collection/></d:resourcetype>"),
                response(self.foreign("/home/cal/"), CALENDAR_PROPS)))
        self.send(404)

    # -- members outside the collection --------------------------------------------------------

    OUTSIDE = ["/etc/passwd", "/other/secret.ics", "/cal/../other/x.ics", "/cal/%2e%2e/other/y.ics",
               "/cal/a%2Fb.ics", "/calx/z.ics"]

    def scenario_outside_hrefs(self, body):
        members = ["/cal/ok.ics"] + self.OUTSIDE + [self.foreign("/cal/far.ics")]
        if self.command == "PROPFIND":
            return self.send(207, multistatus(response("/cal/", CALENDAR_PROPS + "<d:displayname>cal</d:displayname>")))
        if self.command == "REPORT" and b"calendar-multiget" in body:
            hrefs = re.findall(rb"<d:href>([^<]*)</d:href>", body)
            answers = [response(h.decode(), f'<d:getetag>"1"</d:getetag><c:calendar-data>{vtodo("U-" + h.decode().replace("/", "_"), "from " + h.decode())}</c:calendar-data>')
                       for h in hrefs]
            # And, unasked, bodies for the outside members too.
            answers += [response(h, f'<d:getetag>"1"</d:getetag><c:calendar-data>{vtodo("X-" + str(i), "unasked")}</c:calendar-data>')
                        for i, h in enumerate(self.OUTSIDE)]
            return self.send(207, multistatus(*answers))
        if self.command == "REPORT":
            return self.send(207, multistatus(*[response(h, '<d:getetag>"1"</d:getetag>') for h in members]))
        if self.command == "PUT":
            return self.send(201, headers={"ETag": '"p"'})
        if self.command == "DELETE":
            return self.send(204)
        self.send(405)

    # -- passwords -------------------------------------------------------------------------------

    def scenario_echo(self, body):
        auth = self.headers.get("Authorization", "")
        decoded = ""
        if auth.startswith("Basic "):
            decoded = base64.b64decode(auth[6:]).decode("utf-8", "replace")
        text = f"you sent {auth} which is {decoded} to {self.path}".encode()
        self.send(500, text, {"Content-Type": "text/plain"})

    # -- resource exhaustion -------------------------------------------------------------------

    def scenario_gzip_bomb(self, body):
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: gzip framing
        chunk = b"\0" * (1 << 20)
        data = compressor.compress(MULTISTATUS_OPEN.encode())
        data += b"".join(compressor.compress(chunk) for _ in range(256)) + compressor.flush()
        self.send(207, data, {"Content-Type": "application/xml", "Content-Encoding": "gzip"})

    def scenario_endless(self, body):
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        piece = response("/cal/x.ics", '<d:getetag>"1"</d:getetag>').encode() * 1000
        self.wfile.write(MULTISTATUS_OPEN.encode())
        deadline = time.time() + 30
        while time.time() < deadline:
            self.wfile.write(piece)

    def scenario_huge(self, body):
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", "500000000")
        self.end_headers()
        self.close_connection = True
        zeros = b" " * (1 << 16)
        deadline = time.time() + 30
        while time.time() < deadline:
            self.wfile.write(zeros)

    def scenario_trickle(self, body):
        data = multistatus(response("/cal/", CALENDAR_PROPS))
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.close_connection = True
        for i in range(len(data)):
            self.wfile.write(data[i:i + 1])
            self.wfile.flush()
            time.sleep(1)

    def scenario_entity(self, body):
        head = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE d:multistatus [<!ENTITY a "'
                + "a" * 1000 + '">]>\n')
        refs = "&a;" * (2_200_000 // 3)
        data = (head + '<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">'
                + response("/cal/", CALENDAR_PROPS + f"<d:displayname>{refs}</d:displayname>")
                + "</d:multistatus>").encode()
        self.send(207, data, {"Content-Type": "application/xml"})

    def scenario_amp(self, body):
        if self.command != "PROPFIND":
            return self.send(207, multistatus())
        refs = "&amp;" * (2_200_000 // 5)
        self.send(207, multistatus(response("/cal/", CALENDAR_PROPS + f"<d:displayname>{refs}</d:displayname>")),
                  {"Content-Type": "application/xml"})

    def scenario_many(self, body):
        filler = "<d:x/>" * 999_000
        self.send(207, multistatus(response("/cal/", CALENDAR_PROPS + filler)), {"Content-Type": "application/xml"})


class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    allow_reuse_address = True
    daemon_threads = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--foreign-port", type=int, required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--lifetime", type=float, default=60)
    parser.add_argument("--max-requests", type=int, default=400)
    args = parser.parse_args()
    if not hasattr(Handler, "scenario_" + args.scenario.replace("-", "_")):
        sys.exit(f"unknown scenario {args.scenario}")
    state = State(args)
    servers = []
    for port in (args.port, args.foreign_port):
        server = Server(("127.0.0.1", port), Handler)  # loopback only
        server.state = state
        servers.append(server)
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print("ready", flush=True)
    time.sleep(args.lifetime)
    os._exit(0)


if __name__ == "__main__":
    main()
