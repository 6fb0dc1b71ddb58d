#!/usr/bin/env python3
"""A second CalDAV client for the two-client sync tests (docs/SYNC.md "Beside other clients").

Runs one operation of the python `caldav` library (PyPI, installed into .venv-caldav by
scripts/caldav-servers.sh) on one collection, as another app would, and prints the
collection's objects as JSON when asked. The password comes from the environment variable
RECUR_TEST_PW.

usage: caldav-client.py COLLECTION_URL USER put        < ics        (a new object, its UID from the text)
       caldav-client.py COLLECTION_URL USER edit UID SUMMARY
       caldav-client.py COLLECTION_URL USER complete UID plain|safe|this_and_future STAMP
       caldav-client.py COLLECTION_URL USER delete UID
       caldav-client.py COLLECTION_URL USER dump               (JSON: [{"name", "data"}], by name)
"""
import json
import os
import sys
from datetime import datetime, timezone

import caldav


def main(argv):
    url, user, op = argv[1], argv[2], argv[3]
    client = caldav.DAVClient(url=url, username=user, password=os.environ.get("RECUR_TEST_PW", ""))
    calendar = client.calendar(url=url)
    if op == "put":
        calendar.save_todo(sys.stdin.read())
    elif op == "edit":
        todo = calendar.todo_by_uid(argv[4])
        todo.icalendar_component.pop("SUMMARY", None)
        todo.icalendar_component.add("SUMMARY", argv[5])
        todo.save()
    elif op == "complete":
        todo = calendar.todo_by_uid(argv[4])
        stamp = datetime.strptime(argv[6], "%Y%m%dT%H%M%SZ").replace(tzinfo=timezone.utc)
        # caldav 2.2.6 documents "this_and_future" but names the method _complete_recurring_thisandfuture.
        mode = {"this_and_future": "thisandfuture"}.get(argv[5], argv[5])
        if mode == "plain":
            todo.complete(completion_timestamp=stamp)
        else:
            todo.complete(completion_timestamp=stamp, handle_rrule=True, rrule_mode=mode)
    elif op == "delete":
        calendar.todo_by_uid(argv[4]).delete()
    elif op == "dump":
        objects = []
        # calendar.objects() goes by sync-collection, whose initial answer from Radicale 3.9
        # also names removed members (with 404): list by calendar-query instead.
        for obj in calendar.todos(include_completed=True):
            objects.append({"name": str(obj.url).rstrip("/").rsplit("/", 1)[-1], "data": obj.data})
        print(json.dumps(sorted(objects, key=lambda o: o["name"])))
    else:
        sys.exit("unknown operation " + op)


if __name__ == "__main__":
    main(sys.argv)
